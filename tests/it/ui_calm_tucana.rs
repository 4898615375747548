//! Issue 18's Trails of Tucana items, through the play screen: N never
//! skips a sheet that still owes its trail (around take-backs), a player
//! who is done hears so when picking hexes, two hexes that do not touch are
//! refused naming the player and both places, the take-back message names
//! the trail without a sentence inside a sentence, and entering the cards
//! of a new round shows the map again.

use crate::common;
use crate::common::ui::{game, harness, has_label, message, petit_two_players, tap_trail};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{DeckMode, GameEvent, Setup};
use trailpad::games::tucana::sheet::{Card, Coord};
use trailpad::i18n::Language;
use trailpad::ui::tucana::play::GameIntent;

fn act(h: &mut Harness<'_, TrailpadApp>, intent: GameIntent) {
    h.state_mut().apply(Intent::from(intent));
    h.run();
}

/// The seat whose sheet is shown.
fn shown(h: &Harness<'_, TrailpadApp>) -> u8 {
    h.state().play().expect("a Tucana game runs").state.seat
}

/// Alice, Bob and Cat on Isla Petit with the app's deck.
fn three_app_deck() -> TucanaLog {
    let setup = Setup {
        deck: DeckMode::AppDeck { seed: 5 },
        ..common::setup("isla-petit", 3, &["Alice", "Bob", "Cat"], 1)
    };
    TucanaLog::new(common::sheet("isla-petit"), setup).expect("a valid set-up")
}

/// Draws a legal trail on the sheet shown (`pick`-th of its legal trails).
fn tap_shown(h: &mut Harness<'_, TrailpadApp>, pick: usize) {
    let seat = shown(h);
    let legal = game(h).legal_trails(seat);
    let edge = legal.nth(pick % legal.len()).expect("a legal trail");
    let (a, b) = game(h).sheet().edge_coords(edge);
    act(h, GameIntent::Trail(a, b));
}

/// Presses N until the next cards are out, checking at every press that N
/// never leaves a sheet that owes its trail unseen: while somebody owes,
/// the cards stay and the sheet shown is one that owes. Every owing sheet
/// draws when it is shown. Returns the seats shown, in order.
fn play_out_turn_with_n(h: &mut Harness<'_, TrailpadApp>) -> Vec<u8> {
    let cards = game(h).turn_cards();
    let mut seen = Vec::new();
    for _ in 0..10 {
        let owed = game(h).unfinished_players();
        if owed.contains(&shown(h)) {
            seen.push(shown(h));
            tap_shown(h, 0);
            continue;
        }
        act(h, GameIntent::Next);
        if !owed.is_empty() {
            assert_eq!(game(h).turn_cards(), cards, "N revealed while {owed:?} still owed a trail");
            assert!(owed.contains(&shown(h)), "N showed seat {} while {owed:?} owed", shown(h));
        } else {
            assert_ne!(game(h).turn_cards(), None, "N reveals once nobody owes");
            return seen;
        }
    }
    panic!("the turn never closed");
}

#[test]
fn n_never_skips_a_sheet_that_owes_its_trail_after_a_take_back() {
    // Every taker, with the turn still open (1 or 2 drawn) or closed (3).
    for taker in [1u8, 2, 3] {
        for drawn in 1..=3usize {
            let mut h = harness(TrailpadApp::with_game(three_app_deck()));
            act(&mut h, GameIntent::Next);
            for i in 0..drawn {
                tap_shown(&mut h, 0);
                if i + 1 < drawn {
                    act(&mut h, GameIntent::Next);
                }
            }
            if game(&h).player(taker).unwrap().drawn().is_empty() {
                continue;
            }
            act(&mut h, GameIntent::ShowSeat(taker));
            act(&mut h, GameIntent::TakeBack(taker));
            assert_eq!(shown(&h), taker, "the taker's sheet is shown to draw again");
            assert!(game(&h).unfinished_players().contains(&taker));
            let mut owed = game(&h).unfinished_players();
            let mut seen = play_out_turn_with_n(&mut h);
            owed.sort_unstable();
            seen.sort_unstable();
            assert_eq!(seen, owed, "taker {taker}, {drawn} drawn: every owing sheet was shown and drew");
        }
    }
}

#[test]
fn n_after_the_take_back_is_undone_and_redone_still_shows_every_owing_sheet() {
    let mut h = harness(TrailpadApp::with_game(three_app_deck()));
    act(&mut h, GameIntent::Next);
    tap_shown(&mut h, 0);
    act(&mut h, GameIntent::Next);
    tap_shown(&mut h, 0);
    act(&mut h, GameIntent::ShowSeat(1));
    act(&mut h, GameIntent::TakeBack(1));
    act(&mut h, GameIntent::Undo);
    act(&mut h, GameIntent::Redo);
    assert_eq!(game(&h).unfinished_players(), vec![1, 3]);
    let seen = play_out_turn_with_n(&mut h);
    assert_eq!(seen, vec![1, 3]);
}

#[test]
fn a_player_who_is_done_picking_hexes_hears_that_they_already_drew() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    act(&mut h, GameIntent::PickCard(Card::Desert));
    act(&mut h, GameIntent::PickCard(Card::Forest));
    tap_shown(&mut h, 0);
    assert!(game(&h).is_done(1) && !game(&h).is_done(2));
    let before = h.state().log().unwrap().record().clone();
    let sheet = game(&h).sheet_arc().clone();
    let a = sheet.hexes().first().unwrap().coord;
    let far = sheet.hexes().last().unwrap().coord;
    let near = *a.neighbours().iter().find(|c| sheet.hex_at(**c).is_some()).unwrap();
    for (x, y) in [(a, far), (a, near)] {
        tap_trail(&mut h, "hex", x, y);
        assert_eq!(message(&h), "Alice has already drawn this turn's trail", "{x} {y}");
        assert_eq!(h.state().log().unwrap().record(), &before, "nothing drawn");
    }
    // Told at the first tap, not asked for a neighbour first.
    h.get_by_label_contains(&format!("hex {a} ")).click();
    h.run();
    assert_eq!(message(&h), "Alice has already drawn this turn's trail", "the first tap");
}

#[test]
fn two_hexes_that_do_not_touch_are_refused_naming_the_player_and_both_places() {
    for (language, hex, expected) in [
        (Language::English, "hex", "Bob cannot draw a trail between "),
        (Language::French, "case", "Bob ne peut pas tracer"),
        (Language::Russian, "клетка", "Bob"),
    ] {
        let app = TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards))
            .with_language(language);
        let mut h = harness(app);
        act(&mut h, GameIntent::PickCard(Card::Desert));
        act(&mut h, GameIntent::PickCard(Card::Forest));
        act(&mut h, GameIntent::ShowSeat(2));
        let sheet = game(&h).sheet_arc().clone();
        let a: Coord = sheet.hexes().first().unwrap().coord;
        let far: Coord = sheet.hexes().last().unwrap().coord;
        let before = h.state().log().unwrap().record().clone();
        tap_trail(&mut h, hex, a, far);
        let (from, to) = trailpad::i18n::Translator::new(language).trail_places(game(&h), 2, a, far);
        let said = message(&h);
        assert!(said.starts_with(expected), "{language:?}: {said}");
        assert!(said.contains(&from) && said.contains(&to), "{language:?}: {said} names {from} and {to}");
        assert_eq!(h.state().log().unwrap().record(), &before, "nothing drawn");
    }
}

#[test]
fn the_take_back_message_names_the_trail_without_a_sentence_inside() {
    for (language, starts, not) in [
        (Language::English, "Alice takes back the trail between ", "Alice takes back Alice"),
        (Language::French, "Alice reprend son segment entre ", "Alice reprend Alice"),
        (Language::Russian, "Alice возвращает свою тропу (", "Alice возвращает Alice"),
    ] {
        let app = TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards))
            .with_language(language);
        let mut h = harness(app);
        act(&mut h, GameIntent::PickCard(Card::Desert));
        act(&mut h, GameIntent::PickCard(Card::Forest));
        tap_shown(&mut h, 0);
        act(&mut h, GameIntent::TakeBack(1));
        let said = message(&h);
        assert!(said.starts_with(starts), "{language:?}: {said}");
        assert!(!said.contains(not), "{language:?}: {said}");
        assert_eq!(said.matches("Alice").count(), 1, "{language:?}: the name once: {said}");
    }
}

#[test]
fn entering_the_cards_of_a_new_round_shows_the_map_again() {
    // Real cards: the table plays round 1 to its end through the app.
    let mut log = petit_two_players(["Alice", "Bob"], DeckMode::RealCards);
    let mut rng = SeededRng::new(3);
    // Up to the last action of round 1, straight in the log.
    loop {
        let action = random_action(log.game(), &mut rng).unwrap();
        let mut copy = log.game().clone();
        let events = copy.apply(&action).unwrap();
        if events.iter().any(|e| matches!(e, GameEvent::RoundEnded(_))) {
            let mut h = harness(TrailpadApp::with_game(log));
            act(&mut h, GameIntent::Act(action));
            assert!(has_label(&h, "Round 1 is over"), "{:?}", common::ui::all_texts(&h));
            assert!(h.state().play().unwrap().state.show_scores, "the round's scores are shown");
            // The first cards of round 2 typed with the keys.
            h.key_press(egui::Key::D);
            h.run();
            h.key_press(egui::Key::F);
            h.run();
            assert_eq!(game(&h).turn_cards(), Some([Card::Desert, Card::Forest]));
            assert!(!h.state().play().unwrap().state.show_scores, "the map is back to draw on");
            assert!(!has_label(&h, "Round 1 is over"));
            let hex = game(&h).sheet().hexes().first().unwrap().coord;
            assert!(
                common::ui::all_texts(&h).iter().any(|t| t.starts_with(&format!("hex {hex} "))),
                "the map's hexes are on screen"
            );
            return;
        }
        log.apply(action).unwrap();
    }
}

#[test]
fn sights_circled_are_said_to_count_at_round_end_and_the_pencilled_total_shows_them() {
    // The Isla Grande demo: its last trail circles a sight, mid-round.
    let mut log = trailpad::demo::demo_log("grande-bonus").unwrap();
    let last = log.undo().unwrap();
    let seat = last.seat().unwrap();
    let name = log.game().player(seat).unwrap().name.clone();
    let sights_before = log.game().sight_sum_now(log.game().player(seat).unwrap());
    let mut h = harness(TrailpadApp::with_game(log));
    act(&mut h, GameIntent::ShowSeat(seat));
    let total_before = {
        let g = game(&h);
        g.final_scoring_box(g.player(seat).unwrap()).total
    };
    act(&mut h, GameIntent::Act(last));
    let g = game(&h);
    let p = g.player(seat).unwrap();
    let sights = g.sight_sum_now(p) - sights_before;
    assert!(sights > 0, "the trail circles a sight");
    let b = g.final_scoring_box(p);
    let pencilled = b.total + g.sight_sum_now(p);
    assert!(
        has_label(&h, &format!("{name} circled {sights} points of sights, counted at round end")),
        "{:?}",
        common::ui::all_texts(&h)
    );
    let now = b.total - total_before;
    assert_eq!(has_label(&h, &format!("{name} just earned {now} points")), now > 0);
    assert!(has_label(&h, &format!("{name} total {}", b.total)), "the Total in ink");
    assert!(
        has_label(&h, &format!("{name} total if the round ended now {pencilled}")),
        "and the Total a paper player would pencil in: {:?}",
        common::ui::all_texts(&h)
    );
    assert!(has_label(&h, "If the round ended now"));
}

#[test]
fn the_pencilled_total_and_the_round_end_gain_are_said_in_french_and_russian() {
    for (language, line, gain) in [
        (Language::French, "Si la manche finissait là", "comptés en fin de manche"),
        (Language::Russian, "Если раунд кончится сейчас", "засчитываются в конце раунда"),
    ] {
        let mut log = trailpad::demo::demo_log("grande-bonus").unwrap();
        let last = log.undo().unwrap();
        let seat = last.seat().unwrap();
        let mut h = harness(TrailpadApp::with_game(log).with_language(language));
        act(&mut h, GameIntent::ShowSeat(seat));
        act(&mut h, GameIntent::Act(last));
        assert!(has_label(&h, line), "{language:?}");
        let texts = common::ui::all_texts(&h);
        assert!(texts.iter().any(|t| t.contains(gain)), "{language:?}: {texts:?}");
    }
}

#[test]
fn a_finished_game_has_no_pencilled_total() {
    let setup = Setup {
        deck: DeckMode::AppDeck { seed: 11 },
        ..common::setup("isla-petit", 2, &["Alice", "Bob"], 4)
    };
    let mut log = TucanaLog::new(common::sheet("isla-petit"), setup).unwrap();
    let mut rng = SeededRng::new(11);
    while let Some(action) = random_action(log.game(), &mut rng) {
        log.apply(action).unwrap();
    }
    let h = harness(TrailpadApp::with_game(log));
    assert!(!has_label(&h, "If the round ended now"), "every line is written: the Total is final");
}

/// A finished game of `players` on `sheet`, named as a table speaking
/// `language` would write them, on its final scores.
fn finished(sheet: &str, players: u8, language: Language) -> TucanaLog {
    let names = trailpad::demo::demo_names(language);
    let mut log = trailpad::demo::new_demo_log_named(sheet, players, 5, names).expect("a built-in island");
    trailpad::demo::play_until(&mut log, 5, |_| false);
    assert!(log.game().is_over());
    log
}

#[test]
fn every_total_of_the_final_scores_is_in_view_and_no_name_is_squeezed() {
    let sizes = [
        egui::vec2(800.0, 600.0),
        egui::vec2(1024.0, 600.0),
        egui::vec2(1280.0, 800.0),
        egui::vec2(800.0, 1280.0),
    ];
    for language in Language::ALL {
        let t = trailpad::i18n::Translator::shared(language);
        for (sheet, players) in [("isla-petit", 4), ("isla-grande", 8), ("isla-petit", 8)] {
            let ended = finished(sheet, players, language);
            for size in sizes {
                let log = ended.clone();
                let cards = log.game().score_cards();
                let mut h =
                    common::ui::harness_sized(TrailpadApp::with_game(log).with_language(language), size);
                act(&mut h, GameIntent::ShowScores(true));
                let what = format!("{language:?} {sheet} ×{players} at {}×{}", size.x, size.y);
                // What stays in view: the window, less the pad beside (or
                // under) the scores and the message and keys lines below.
                let shown = cards.first().unwrap();
                let pad =
                    h.get_by_label(&t.format("sheet-of", &[("name", shown.name.as_str().into())])).rect();
                // The keys line, or the button that shows it where it does
                // not fit: the bottom panel starts there.
                let keys_start: String = t.text("keys-help").chars().take(10).collect();
                let keys = h
                    .query_all_by_label_contains(&keys_start)
                    .chain(h.query_all_by_label(&t.text("keys-show")))
                    .map(|n| n.rect())
                    .next()
                    .expect("the keys line or its button");
                let portrait = size.y > size.x;
                let right = if portrait { size.x } else { pad.left() };
                let bottom = if portrait { pad.top().min(keys.top()) } else { keys.top() };
                let view = egui::Rect::from_min_max(egui::Pos2::ZERO, egui::pos2(right, bottom));
                let line = h.query_all_by_label(&t.text("final-total")).next().unwrap().rect().height();
                for card in &cards {
                    let total = t.format(
                        "final-total-value",
                        &[
                            ("name", card.name.as_str().into()),
                            ("value", i64::from(card.final_box.total).into()),
                        ],
                    );
                    // The table's field (the pad shows the shown sheet's too).
                    let rects: Vec<egui::Rect> = h.query_all_by_label(&total).map(|n| n.rect()).collect();
                    assert!(
                        rects.iter().any(|r| view.contains_rect(*r)),
                        "{what}: {total:?} at {rects:?} is outside {view:?}"
                    );
                    let name =
                        h.query_all_by_label(&card.name).map(|n| n.rect()).find(|r| view.contains_rect(*r));
                    let name = name.unwrap_or_else(|| panic!("{what}: {} is not in view", card.name));
                    assert!(name.height() < line * 1.6, "{what}: {} is on one line ({name:?})", card.name);
                }
            }
        }
    }
}

#[test]
fn the_keys_line_is_never_cut_it_fits_or_opens_on_demand() {
    for language in Language::ALL {
        let t = trailpad::i18n::Translator::shared(language);
        let keys = t.text("keys-help");
        for size in [egui::vec2(800.0, 600.0), egui::vec2(1024.0, 600.0), egui::vec2(1280.0, 800.0)] {
            let app = TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards))
                .with_language(language);
            let mut h = common::ui::harness_sized(app, size);
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
            let what = format!("{language:?} at {}×{}", size.x, size.y);
            if !has_label(&h, &keys) {
                // Too long for the width: a button shows it, wrapped.
                assert!(has_label(&h, &t.text("keys-show")), "{what}: neither the keys nor the button");
                h.get_by_label(&t.text("keys-show")).click();
                h.run();
                assert!(has_label(&h, &t.text("keys-hide")), "{what}");
            }
            let rect = h.get_by_label(&keys).rect();
            assert!(window.contains_rect(rect), "{what}: the keys at {rect:?} are in the window");
        }
    }
    // English at 1280 is one whole line.
    let h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    let keys = trailpad::i18n::Translator::shared(Language::English).text("keys-help");
    assert!(has_label(&h, &keys));
}

#[test]
fn after_the_first_real_card_the_prompt_asks_for_the_second_in_every_language_and_the_map_stays() {
    for language in [Language::English, Language::French, Language::Russian] {
        let t = trailpad::i18n::Translator::new(language);
        let app = TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards))
            .with_language(language);
        let mut h = common::ui::harness_sized(app, egui::vec2(800.0, 600.0));
        let first_hex = game(&h).sheet().hexes().first().unwrap().coord;
        let label = t.format("hex-label-off", &[("coord", first_hex.to_string().into())]);
        let map_at = |h: &Harness<'_, TrailpadApp>| h.get_by_label_contains(&format!("{label} ")).rect();
        let before = map_at(&h);
        assert!(has_label(&h, &t.text("turn-reveal-first")), "{language:?}: no card yet");
        act(&mut h, GameIntent::PickCard(Card::Forest));
        let second = t.format("turn-reveal-second", &[("card", t.card(Card::Forest).into())]);
        assert!(has_label(&h, &second), "{language:?}: {second}");
        assert!(!has_label(&h, &t.text("turn-reveal-first")), "{language:?}: not the two cards again");
        assert_eq!(map_at(&h), before, "{language:?}: the map keeps its place");
    }
}
