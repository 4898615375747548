//! The Hint button on the play screen (issue 20): a coached seat asks the
//! coach (button or H), the hint is computed off the UI thread, and the best
//! three appear on the map and beside it, labelled; an uncoached seat has no
//! button. The map never moves for a hint, and a hint is written into the
//! record once per open turn.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common::ui::{click, game, harness_sized, has_label, petit_two_players, tiny_row_solo};
use egui::Key;
use egui::{Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{Action, DeckMode};
use trailpad::games::tucana::sheet::{Card, Coord};
use trailpad::i18n::Language;
use trailpad::ui::tucana::play::GameIntent;

/// Isla Petit for Alice (coached) and Bob (not), on the app's deck, with
/// the first two cards revealed.
fn alice_coached() -> TucanaLog {
    let mut log = petit_two_players(["Alice", "Bob"], DeckMode::AppDeck { seed: 7 }).with_coach(&[1]);
    let [a, b] = log.game().next_app_cards().unwrap();
    log.apply(Action::Reveal(a, b)).unwrap();
    log
}

/// Runs frames until no hint is being computed any more (the coach works
/// on a thread of its own; this waits for it, it does not time it).
pub fn wait_for_hint(h: &mut Harness<'_, TrailpadApp>) {
    for _ in 0..6000 {
        h.run();
        if !h.state().play().unwrap().hint.computing() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    h.run();
}

/// The labels of the suggestions beside the map and of the marks on it
/// (the labels that contain `list` and `map`).
fn suggestion_labels(h: &Harness<'_, TrailpadApp>, list: &str, map: &str) -> (Vec<String>, Vec<String>) {
    let of = |part: &str| -> Vec<String> {
        let mut found: Vec<String> = h
            .query_all_by(|n| n.label().is_some_and(|l| l.contains(part)))
            .filter_map(|n| n.accesskit_node().label())
            .collect();
        found.sort();
        found
    };
    (of(list), of(map))
}

/// The map's place, read from two far-apart hexes of the shown sheet.
fn map_place(h: &Harness<'_, TrailpadApp>) -> (Rect, Rect) {
    let sheet = game(h).sheet_arc().clone();
    let hex = |c: Coord| h.get_by_label_contains(&format!("hex {c} ")).rect();
    (hex(sheet.hexes().first().unwrap().coord), hex(sheet.hexes().last().unwrap().coord))
}

fn coached_count(h: &Harness<'_, TrailpadApp>, seat: u8) -> usize {
    let actions = &h.state().log().unwrap().record().actions;
    actions.iter().filter(|a| **a == Action::Coached { seat }).count()
}

#[test]
fn pressing_hint_shows_the_best_three_on_the_map_and_beside_it_for_a_coached_seat() {
    let mut h = harness_sized(TrailpadApp::with_game(alice_coached()), vec2(1280.0, 800.0));
    let before = map_place(&h);
    assert_eq!(
        suggestion_labels(&h, "Suggestion ", " on the map: ").0.len(),
        0,
        "nothing before it is asked"
    );
    click(&mut h, "Hint (H)");
    assert!(
        has_label(&h, "The coach is weighing the trails…") || !h.state().play().unwrap().hint.computing(),
        "while computing, the box says so"
    );
    assert_eq!(map_place(&h), before, "the map did not move while the coach thinks");
    wait_for_hint(&mut h);

    let (list, marks) = suggestion_labels(&h, "Suggestion ", " on the map: ");
    assert_eq!(list.len(), 3, "three suggestions beside the map: {list:?}");
    assert_eq!(marks.len(), 3, "three marks on the map: {marks:?}");
    for (i, label) in list.iter().enumerate() {
        assert!(label.starts_with(&format!("Suggestion {}: ", i + 1)), "{label}");
        assert!(label.contains("expected total"), "each says its expected total: {label}");
    }
    assert!(marks[0].starts_with("Hint 1 on the map: "), "{marks:?}");
    assert_eq!(map_place(&h), before, "the map did not move for the hint");

    // The marked trails are legal ones, best first.
    let play = h.state().play().unwrap();
    let g = play.log.game();
    let legal = g.legal_trails(1);
    for (a, b) in play.state.view.suggested.iter().flatten() {
        let (ha, hb) = (g.sheet().hex_at(*a).unwrap(), g.sheet().hex_at(*b).unwrap());
        assert!(legal.contains(g.sheet().edge_between(ha, hb).unwrap()), "{a}–{b} is legal");
    }
    assert_eq!(coached_count(&h, 1), 1, "the hint is written into the record");

    // H again, and the button again: the same hint, written once per turn.
    h.key_press(Key::H);
    h.run();
    wait_for_hint(&mut h);
    click(&mut h, "Hint (H)");
    wait_for_hint(&mut h);
    assert_eq!(
        suggestion_labels(&h, "Suggestion ", " on the map: ").0,
        list,
        "the same record, the same hint"
    );
    assert_eq!(coached_count(&h, 1), 1, "once per open turn");
}

#[test]
fn the_hint_key_works_for_a_coached_seat_and_an_uncoached_seat_has_no_hint() {
    let mut h = harness_sized(TrailpadApp::with_game(alice_coached()), vec2(1280.0, 800.0));
    h.key_press(Key::H);
    h.run();
    wait_for_hint(&mut h);
    assert_eq!(suggestion_labels(&h, "Suggestion ", " on the map: ").0.len(), 3, "H asks the coach");

    // Bob is not coached: no button, and H does nothing on his sheet.
    h.state_mut().apply(Intent::from(GameIntent::ShowSeat(2)));
    h.run();
    assert!(!has_label(&h, "Hint (H)"), "no Hint button for an uncoached seat");
    h.key_press(Key::H);
    h.run();
    wait_for_hint(&mut h);
    let (list, marks) = suggestion_labels(&h, "Suggestion ", " on the map: ");
    assert!(list.is_empty() && marks.is_empty(), "no suggestion for Bob: {list:?} {marks:?}");
    assert_eq!(coached_count(&h, 2), 0);
}

#[test]
fn a_hint_for_a_position_that_has_changed_is_dropped() {
    let mut h = harness_sized(TrailpadApp::with_game(alice_coached()), vec2(1280.0, 800.0));
    click(&mut h, "Hint (H)");
    // Alice draws before the coach is done (or just after): the hint was
    // for the position before, and goes.
    let edge = game(&h).legal_trails(1).iter().next().unwrap();
    let (a, b) = game(&h).sheet().edge_coords(edge);
    h.state_mut().apply(Intent::from(GameIntent::Trail(a, b)));
    wait_for_hint(&mut h);
    h.state_mut().apply(Intent::from(GameIntent::ShowSeat(1)));
    h.run();
    let (list, marks) = suggestion_labels(&h, "Suggestion ", " on the map: ");
    assert!(list.is_empty() && marks.is_empty(), "the old hint is gone: {list:?} {marks:?}");
}

#[test]
fn tapping_a_suggestion_picks_its_trail_and_the_player_confirms_it() {
    let mut h = harness_sized(TrailpadApp::with_game(alice_coached()), vec2(1280.0, 800.0));
    click(&mut h, "Hint (H)");
    wait_for_hint(&mut h);
    let (a, b) = h.state().play().unwrap().state.view.suggested[1].unwrap();
    h.get_by_label_contains("Suggestion 2: ").click();
    h.run();
    assert_eq!(h.state().play().unwrap().state.view.selected, Some(a), "its first hex is picked");
    assert!(game(&h).player(1).unwrap().trails().is_empty(), "nothing is drawn before the player confirms");
    h.get_by_label_contains(&format!("hex {b} ")).click();
    h.run();
    let trails = game(&h).player(1).unwrap().trails();
    assert_eq!(trails.len(), 1, "the player's tap drew it");
    assert_eq!(game(&h).sheet().edge_coords(trails[0].edge), (a, b));
}

#[test]
fn with_one_legal_trail_the_button_suggests_that_one() {
    let mut log = tiny_row_solo().with_coach(&[1]);
    log.apply(Action::Reveal(Card::Water, Card::Water)).unwrap();
    let mut h = harness_sized(TrailpadApp::with_game(log), vec2(1280.0, 800.0));
    click(&mut h, "Hint (H)");
    wait_for_hint(&mut h);
    let (list, marks) = suggestion_labels(&h, "Suggestion ", " on the map: ");
    assert_eq!((list.len(), marks.len()), (1, 1), "{list:?} {marks:?}");
    let suggested = h.state().play().unwrap().state.view.suggested;
    assert_eq!(suggested[0], Some((Coord::new(0, 20), Coord::new(0, 22))));
}

#[test]
fn the_map_holds_still_for_a_hint_at_every_size_and_in_every_language() {
    let sizes = [vec2(1280.0, 800.0), vec2(800.0, 600.0), vec2(768.0, 1024.0)];
    let words = [
        (Language::English, "hex", "Hint (H)", "Suggestion 1: ", "Hint 1 on the map"),
        (Language::French, "case", "Conseil (H)", "Suggestion 1 : ", "Conseil 1 sur la carte"),
        (Language::Russian, "клетка", "Подсказка (H)", "Вариант 1: ", "Подсказка 1 на карте"),
    ];
    for (i, size) in sizes.into_iter().enumerate() {
        let (language, word, button, first, mark) = words[i % words.len()];
        let app = TrailpadApp::with_game(alice_coached()).with_language(language);
        let mut h = harness_sized(app, size);
        let hex = |h: &Harness<'_, TrailpadApp>| {
            let sheet = game(h).sheet_arc().clone();
            let first = sheet.hexes().first().unwrap().coord;
            let last = sheet.hexes().last().unwrap().coord;
            let at = |c: Coord| h.get_by_label_contains(&format!("{word} {c} ")).rect();
            (at(first), at(last))
        };
        let before = hex(&h);
        click(&mut h, button);
        assert_eq!(hex(&h), before, "{size:?}: the map did not move while the coach thinks");
        wait_for_hint(&mut h);
        assert!(h.query_by_label_contains(first).is_some(), "{size:?} {language:?}: the suggestions show");
        assert!(h.query_by_label_contains(mark).is_some(), "{size:?} {language:?}: the marks show");
        assert_eq!(hex(&h), before, "{size:?}: the map did not move for the hint");
    }
}

/// The app on its start screen, the form for two on Isla Petit.
fn start_form() -> Harness<'static, TrailpadApp> {
    crate::common::ui::harness(TrailpadApp::new())
}

#[test]
fn the_coach_is_for_nobody_unless_the_new_game_form_says_so() {
    let mut h = start_form();
    assert!(h.get_by_label("nobody").accesskit_node().toggled() == Some(egui::accesskit::Toggled::True));
    click(&mut h, "Start the game");
    let record = h.state().log().unwrap().record();
    assert!(record.coach.is_empty(), "nobody by default");
    assert!(!record.to_ron().unwrap().contains("coach"), "nothing written when the coach is for nobody");
    assert!(!has_label(&h, "Hint (H)"), "no Hint button in an uncoached game");
}

#[test]
fn these_seats_coach_the_chosen_sheets_only_and_the_choice_is_kept_in_the_record() {
    let mut h = start_form();
    click(&mut h, "these seats");
    click(&mut h, "Coach for Player 2");
    click(&mut h, "Start the game");
    let record = h.state().log().unwrap().record().clone();
    assert_eq!(record.coach, vec![2]);
    let text = record.to_ron().unwrap();
    assert!(text.contains("    coach: [2],\n"), "{text}");
    assert_eq!(
        trailpad::games::tucana::record::TucanaRecord::from_ron(&text).unwrap(),
        record,
        "read back the same"
    );

    // Player 1's sheet has no Hint button; Player 2's has.
    h.state_mut().apply(Intent::from(GameIntent::ShowSeat(1)));
    h.run();
    assert!(!has_label(&h, "Hint (H)"));
    h.state_mut().apply(Intent::from(GameIntent::ShowSeat(2)));
    h.run();
    assert!(has_label(&h, "Hint (H)"));
}

#[test]
fn solo_only_coaches_a_solo_game_and_no_table_game() {
    let mut h = start_form();
    click(&mut h, "solo only");
    click(&mut h, "Start the game");
    assert!(h.state().log().unwrap().record().coach.is_empty(), "a table of two is not a solo game");

    let mut h = start_form();
    click(&mut h, "solo only");
    click(&mut h, "Solo on Isla Petit — start now");
    assert_eq!(h.state().log().unwrap().record().coach, vec![1]);
    assert!(has_label(&h, "Hint (H)"));
}

#[test]
fn older_records_load_unchanged_and_the_coached_action_replays_to_the_same_scores() {
    use trailpad::games::tucana::record::TucanaRecord;
    let text = include_str!("../../examples/two-player-isla-petit.ron");
    let record = TucanaRecord::from_ron(text).unwrap();
    assert!(record.coach.is_empty());
    assert_eq!(record.to_ron().unwrap(), text, "an older record writes back byte for byte");

    let mut coached = record.clone();
    let at = coached.actions.iter().position(|a| matches!(a, Action::Reveal(..))).unwrap() + 1;
    coached.actions.insert(at, Action::Coached { seat: 1 });
    coached.coach = vec![1];
    let library = trailpad::games::tucana::sheet::library::SheetLibrary::builtin();
    let (plain, with) = (record.replay(&library).unwrap(), coached.replay(&library).unwrap());
    assert_eq!(plain.score_cards(), with.score_cards(), "a hint changes no score");
    assert_eq!(coached.coached_seats(), vec![1]);
}

#[test]
fn the_history_says_coached_for_a_game_where_a_hint_was_used() {
    use trailpad::games::tucana::record::TucanaRecord;
    use trailpad::store::{DataDir, GameStore};
    let dir = crate::common::fresh_dir("ui-hint-history");
    let store = GameStore::new(DataDir::at(&dir));
    let record = TucanaRecord::from_ron(include_str!("../../examples/two-player-isla-petit.ron")).unwrap();
    let mut coached = record.clone();
    let at = coached.actions.iter().position(|a| matches!(a, Action::Reveal(..))).unwrap() + 1;
    coached.actions.insert(at, Action::Coached { seat: 2 });
    coached.played_at = Some(1_700_000_000);
    let now = std::time::SystemTime::now();
    store.keep_imported_game(&record, true, now).unwrap();
    store.keep_imported_game(&coached, true, now).unwrap();

    let mut h = crate::common::ui::harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
    h.run();
    assert_eq!(h.query_all_by_label("coached").count(), 1, "only the game with a hint says so");
}

#[test]
fn at_800_by_600_the_coach_s_three_suggestions_are_all_on_screen() {
    // The census (issue 30) found one of three in view at 800×600: the box
    // sits in the pad's scrolling column above the pinned Final Scoring
    // Box, which left it room for one suggestion of three lines. At every
    // size each suggestion must lie above the pinned box and in the window.
    for (size, language) in [
        (vec2(800.0, 600.0), Language::English),
        (vec2(800.0, 600.0), Language::Russian),
        (vec2(1280.0, 800.0), Language::French),
    ] {
        let t = trailpad::i18n::Translator::shared(language);
        let app = TrailpadApp::with_game(alice_coached()).with_language(language);
        let mut h = harness_sized(app, size);
        click(&mut h, &t.text("coach-hint-button"));
        wait_for_hint(&mut h);
        let pinned = h.get_by_label(&t.text("box-final")).rect();
        let head = t.format(
            "coach-suggestion-label",
            &[("rank", "9".into()), ("trail", "".into()), ("why", "".into())],
        );
        let head = head.split('9').next().unwrap().to_string();
        for rank in 1..=3 {
            let rect = h.get_by_label_contains(&format!("{head}{rank}")).rect();
            assert!(
                rect.top() >= 0.0 && rect.bottom() <= pinned.top() && rect.right() <= size.x,
                "{size:?} {language:?}: suggestion {rank} at {rect:?}, the pinned box from {}",
                pinned.top()
            );
        }
    }
}

#[test]
fn a_suggestion_with_the_reasons_of_a_better_one_says_why_it_comes_after() {
    // The census (issue 30) saw suggestions 1 and 2 both "on the way from C
    // to C: +23" with no word on why 1 comes first.
    use trailpad::games::tucana::coach::{Budget, hint, record_seed};
    use trailpad::ui::tucana::coach::{CoachPanel, CoachView, coach_ui};
    let log = alice_coached();
    let game = log.game().clone();
    let mut h1 = hint(&game, 1, record_seed(&log.record().actions, 1), Budget::QUICK).unwrap();
    let first = h1.suggestions[0].clone();
    h1.suggestions[1].reasons = first.reasons.clone();
    let lower = first.expected_total.unwrap() - h1.suggestions[1].expected_total.unwrap();
    let mut h = egui_kittest::Harness::new_ui(|ui| {
        let panel = CoachPanel { view: CoachView::Ready(&h1) };
        let _ = coach_ui(ui, &game, 1, &panel);
    });
    h.run();
    let note = format!("same reasons as 1; its simulated games end {lower:.1} lower");
    assert!(h.query_by_label_contains(&note).is_some(), "suggestion 2 says {note:?}");
    let second = h.get_by_label_contains("Suggestion 2: ").accesskit_node().label().unwrap_or_default();
    assert!(second.contains(&note), "{second}");
    let first_label = h.get_by_label_contains("Suggestion 1: ").accesskit_node().label().unwrap_or_default();
    assert!(!first_label.contains("same reasons"), "{first_label}");
}

#[test]
fn the_coachs_marks_stop_short_of_the_village_or_sight_at_their_ends() {
    let mut h = harness_sized(TrailpadApp::with_game(alice_coached()), vec2(1280.0, 800.0));
    click(&mut h, "Hint (H)");
    wait_for_hint(&mut h);
    // Every hex's centre on screen, and whether it holds a village or sight.
    let sheet = game(&h).sheet_arc().clone();
    let hexes: Vec<(egui::Pos2, f32, bool)> = sheet
        .hexes()
        .iter()
        .map(|hex| {
            let rect = h.get_by_label_contains(&format!("hex {} ", hex.coord)).rect();
            (rect.center(), rect.height() / 2.0, hex.feature.is_some())
        })
        .collect();
    // The marks' lines, as drawn.
    fn walk(shape: &egui::Shape, out: &mut Vec<[egui::Pos2; 2]>) {
        match shape {
            egui::Shape::LineSegment { points, stroke }
                if stroke.color == trailpad::ui::theme::COACH_MARK =>
            {
                out.push(*points);
            }
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            _ => {}
        }
    }
    let mut lines = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut lines);
    }
    assert_eq!(lines.len(), 3, "three marks: {lines:?}");
    let mut marked_ends = 0;
    for end in lines.iter().flatten() {
        let (centre, radius, marked) =
            hexes.iter().copied().min_by(|a, b| a.0.distance(*end).total_cmp(&b.0.distance(*end))).unwrap();
        let off = centre.distance(*end) / radius;
        if marked {
            // Past a circled sight's ring (0.62 of the hex's radius).
            assert!(off > 0.62, "a mark's end covers the village or sight at {centre:?}: {off:.2} radii");
            marked_ends += 1;
        } else {
            assert!(off < 0.1, "a mark ends at a plain hex's centre: {off:.2} radii from {centre:?}");
        }
    }
    assert!(marked_ends > 0, "a suggestion ends at a village or sight: {lines:?}");
}
