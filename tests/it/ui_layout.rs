//! The play screen holds still and shows what matters at every window
//! size: messages never move the map, and the turn line, both cards, the
//! Final Scoring Box total and the table's bonus cards stay in the window
//! from 800×600 up, on a portrait tablet too, in every language.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::ui::{click, game, harness, harness_sized, has_label, petit_two_players, tap_trail};
use egui::{Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{Action, DeckMode, Setup};
use trailpad::games::tucana::sheet::{Card, Coord, Sight, builtin_sheet};
use trailpad::i18n::{Language, Translator};
use trailpad::ui::game_menu::MenuIntent;
use trailpad::ui::tucana::play::GameIntent;

/// Where the widget labelled `label` is on screen.
fn rect_of(h: &Harness<'_, TrailpadApp>, label: &str) -> Rect {
    h.get_by_label(label).rect()
}

/// The map's place, read from two far-apart hexes of the shown sheet.
fn map_place(h: &Harness<'_, TrailpadApp>, a: Coord, b: Coord) -> (Rect, Rect) {
    let hex = |c: Coord| h.get_by_label_contains(&format!("hex {c} ")).rect();
    (hex(a), hex(b))
}

#[test]
fn messages_and_moving_on_never_move_the_map() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    let sheet = game(&h).sheet_arc().clone();
    let first = sheet.hexes().first().unwrap().coord;
    let last = sheet.hexes().last().unwrap().coord;
    let before = map_place(&h, first, last);

    // Five messages and more: hints, the cards, refusals.
    click(&mut h, "Desert (D)");
    click(&mut h, "Forest (F)");
    for _ in 0..3 {
        h.state_mut().apply(Intent::from(GameIntent::Hint("a hint".into())));
        h.run();
    }
    let g = game(&h);
    let legal = g.legal_trails(1);
    let bad = (0..g.sheet().edges().len()).find(|e| !legal.contains(*e)).unwrap();
    let (x, y) = g.sheet().edge_coords(bad);
    tap_trail(&mut h, "hex", x, y);
    assert!(h.state().message().is_some_and(|m| !m.text.is_empty()));
    assert_eq!(map_place(&h, first, last), before, "the map did not move for the messages");

    // Alice draws: her tab is marked, "Show Bob's sheet" appears in the
    // prompt, her gain on the pad — and the map stays where it was.
    let edge = game(&h).legal_trails(1).iter().next().unwrap();
    let (a, b) = game(&h).sheet().edge_coords(edge);
    tap_trail(&mut h, "hex", a, b);
    assert!(has_label(&h, "Show Bob's sheet"));
    assert_eq!(map_place(&h, first, last), before, "the map did not move when Alice was done");
    click(&mut h, "Show Bob's sheet");
    assert!(has_label(&h, "Bob's sheet"));
    assert_eq!(map_place(&h, first, last), before, "the map did not move for Bob's sheet");

    // Undo, redo and the recent messages.
    h.state_mut().apply(Intent::from(GameIntent::Undo));
    h.run();
    h.state_mut().apply(Intent::from(GameIntent::Redo));
    h.run();
    assert_eq!(map_place(&h, first, last), before, "the map did not move for undo and redo");
    click(&mut h, "Recent");
    assert!(has_label(&h, "Cards revealed: Desert and Forest"), "the earlier messages are a click away");
}

/// Isla Grande for six with five sheets here (a card can be marked taken
/// at the table) and the Special Bonus: the tallest table the pad shows.
fn tallest_table() -> TucanaLog {
    let mut setup = common::setup("isla-grande", 6, &["Alice", "Bruno", "Chloé", "Dmitri", "Elif"], 3);
    setup.red_cards = vec![Sight::Yeti, Sight::Toucan];
    let setup = Setup { deck: DeckMode::RealCards, ..setup };
    let mut log = TucanaLog::new(Arc::new(builtin_sheet("isla-grande").unwrap()), setup).unwrap();
    log.apply(Action::Reveal(Card::Desert, Card::Forest)).unwrap();
    log
}

/// Asserts the labelled widget lies inside the window.
fn assert_inside(h: &Harness<'_, TrailpadApp>, window: Rect, label: &str, what: &str) {
    let found = h.query_all_by_label(label).next();
    let rect = found.map(|n| n.rect()).unwrap_or_else(|| panic!("{what}: no widget labelled {label:?}"));
    assert!(window.contains_rect(rect), "{what}: {label:?} at {rect:?} is outside {window:?}");
}

#[test]
fn what_matters_stays_in_the_window_at_every_size_and_language() {
    let sizes = [vec2(800.0, 600.0), vec2(1024.0, 600.0), vec2(1280.0, 800.0), vec2(800.0, 1280.0)];
    for language in Language::ALL {
        let t = Translator::shared(language);
        for size in sizes {
            let log = tallest_table();
            let g = log.game();
            let status = trailpad::ui::tucana::status::status_line(&t, g);
            let total = t.format("final-total-value", &[("name", "Alice".into()), ("value", 0_i64.into())]);
            let last_red = t.format(
                "table-red",
                &[
                    ("sight", t.sight(Sight::Toucan).into()),
                    ("points", i64::from(trailpad::games::tucana::rules::RED_CARD_POINTS).into()),
                ],
            );
            let last_blue_text = t.format(
                "table-blue-then",
                &[
                    ("pair", t.pair(trailpad::games::tucana::sheet::Letter::E).into()),
                    ("points", 7_i64.into()),
                    ("next", 5_i64.into()),
                ],
            );
            let last_blue = t.format("table-blue-label", &[("text", last_blue_text.into())]);
            let cards: Vec<String> = [Card::Desert, Card::Forest]
                .iter()
                .map(|c| t.format("card-chip-revealed", &[("card", t.card(*c).into())]))
                .collect();
            let h = harness_sized(TrailpadApp::with_game(log).with_language(language), size);
            let window = Rect::from_min_size(egui::Pos2::ZERO, size);
            let what = format!("{language:?} at {}×{}", size.x, size.y);
            assert_inside(&h, window, &status, &what);
            for card in &cards {
                assert_inside(&h, window, card, &what);
            }
            assert_inside(&h, window, &total, &what);
            assert_inside(&h, window, &last_blue, &what);
            assert_inside(&h, window, &last_red, &what);
        }
    }
}

#[test]
fn a_portrait_tablet_puts_the_pad_under_the_map() {
    let h = harness_sized(TrailpadApp::with_game(tallest_table()), Vec2::new(800.0, 1280.0));
    let sheet = builtin_sheet("isla-grande").unwrap();
    let lowest_hex = sheet.hexes().iter().map(|x| x.coord).max_by_key(|c| c.row).unwrap();
    let map_bottom = h.get_by_label_contains(&format!("hex {lowest_hex} ")).rect().bottom();
    let total = rect_of(&h, "Alice total 0");
    assert!(total.top() > map_bottom, "the pad is under the map: {total:?} vs {map_bottom}");
    let widest = sheet.hexes().iter().map(|x| x.coord).max_by_key(|c| c.dcol).unwrap();
    let map_right = h.get_by_label_contains(&format!("hex {widest} ")).rect().right();
    assert!(map_right > 600.0, "the map takes the tablet's width: right edge at {map_right}");
}

#[test]
fn a_new_screen_starts_with_a_clean_message_line() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    click(&mut h, "Desert (D)");
    assert!(h.state().message().is_some(), "the play screen said something");
    h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
    h.run();
    assert!(h.state().message().is_none(), "the play screen's message did not follow to the start screen");
    assert!(!has_label(&h, "Recent"), "nor its earlier messages");
}

#[test]
fn the_gain_of_a_trail_shows_on_the_pad_until_the_table_moves_on() {
    // The Isla Grande demo: its last trail circles a sight.
    let mut log = trailpad::demo::demo_log("grande-bonus").unwrap();
    let last = log.undo().unwrap();
    let seat = last.seat().unwrap();
    // Issue 18: what counts at once (villages, bonus) and what counts at
    // round end (sights) are shown apart.
    let points = |log: &TucanaLog| {
        let g = log.game();
        let p = g.player(seat).unwrap();
        let b = g.final_scoring_box(p);
        (b.villages + b.bonus, g.sight_sum_now(p))
    };
    let before = points(&log);
    let mut after = log.clone();
    let events = after.apply(last.clone()).unwrap();
    assert!(!events.iter().any(|e| matches!(e, trailpad::games::tucana::rules::GameEvent::RoundEnded(_))));
    let (now, sights) = (points(&after).0 - before.0, points(&after).1 - before.1);
    assert!(now + sights > 0, "the demo's last trail earns points");
    let name = log.game().player(seat).unwrap().name.clone();

    let mut h = harness(TrailpadApp::with_game(log));
    h.state_mut().apply(Intent::from(GameIntent::ShowSeat(seat)));
    h.state_mut().apply(Intent::from(GameIntent::Act(last)));
    h.run();
    let gain = if now > 0 {
        format!("{name} just earned {now} points")
    } else {
        format!("{name} circled {sights} points of sights, counted at round end")
    };
    assert!(has_label(&h, &gain), "the pad shows what the trail earned: {:?}", common::ui::all_texts(&h));
    assert!(has_label(&h, &format!("{name}'s sheet")), "on the player's own sheet");
    let other = game(&h).players().iter().find(|p| p.seat != seat).unwrap().seat;
    h.state_mut().apply(Intent::from(GameIntent::ShowSeat(other)));
    h.run();
    assert!(!has_label(&h, &gain), "moving on clears it");

    // Redo shows the same as the first time.
    h.state_mut().apply(Intent::from(GameIntent::Undo));
    h.state_mut().apply(Intent::from(GameIntent::Redo));
    h.run();
    assert!(has_label(&h, &gain), "a redone trail shows its gain too");
}
