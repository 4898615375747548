//! A whole Isla Grande game with the app's deck, played through the screen.

use crate::common::ui::{game, harness, has_label};
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{DeckMode, SeatedPlayer, Setup, SetupCard};
use trailpad::games::tucana::sheet::builtin_sheet;

#[test]
fn isla_grande_with_the_app_deck_to_the_end() {
    let sheet = Arc::new(builtin_sheet("isla-grande").unwrap());
    let setup = Setup {
        sheet: "isla-grande".into(),
        table_size: 3,
        players: vec![
            SeatedPlayer { name: "Mary".into(), seat: 1 },
            SeatedPlayer { name: "David".into(), seat: 3 },
        ],
        setup_card: SetupCard::Number(4),
        start_village: None,
        counter_clockwise: false,
        symmetry: false,
        red_cards: vec![trailpad::games::tucana::sheet::Sight::Yeti],
        deck: DeckMode::AppDeck { seed: 2024 },
    };
    let log = TucanaLog::new(sheet, setup).unwrap();
    let mut h = harness(TrailpadApp::with_game(log));

    let mut pick = 0usize;
    let mut marked = false;
    for _ in 0..2000 {
        if game(&h).is_over() {
            break;
        }
        if has_label(&h, "Start the next round") {
            h.get_by_label("Start the next round").click();
            h.run();
            continue;
        }
        if game(&h).turn_cards().is_none() {
            h.key_press(egui::Key::Space);
            h.run();
            assert!(game(&h).turn_cards().is_some(), "Space reveals the app's next cards");
            // Seat 2 is not on this device: once, mark a card they took.
            if !marked && game(&h).round() == 2 {
                h.get_by_label("mark blue E–E card taken").click();
                h.run();
                marked = true;
            }
            continue;
        }
        let seat = game(&h).unfinished_players()[0];
        let shown = h.state().play().unwrap().state.seat;
        if shown != seat {
            let name = game(&h).player(seat).unwrap().name.clone();
            h.get_by_label(&format!("sheet {name} to play")).click();
            h.run();
        }
        let legal = game(&h).legal_trails(seat);
        if legal.is_empty() {
            h.get_by_label("No trail this turn").click();
            h.run();
            continue;
        }
        pick = (pick + 7) % legal.len();
        let edge = legal.nth(pick).unwrap();
        let (a, b) = game(&h).sheet().edge_coords(edge);
        for c in [a, b] {
            h.get_by_label_contains(&format!("hex {c} ")).click();
            h.run();
        }
        assert!(game(&h).player(seat).unwrap().drawn().contains(edge), "trail {a}-{b} drawn");
    }
    assert!(game(&h).is_over(), "the game reached its end");
    assert!(marked, "a card was marked as taken at the table");
    // After the end nothing is left to take: no button offers it (one there
    // was only refused with "The game is over").
    let offered =
        h.query_all_by(|n| n.label().is_some_and(|l| l.starts_with("mark ") && l.ends_with(" taken")));
    assert_eq!(offered.count(), 0, "no card is offered to mark taken after the end");
    assert!(h.query_all_by_label_contains("result: ").next().is_some(), "the winner is named");

    // The Final Scoring Boxes on screen equal the replayed record's.
    let log = h.state().log().unwrap();
    let replayed = log.record().replay_on(log.game().sheet_arc().clone()).unwrap();
    for card in replayed.score_cards() {
        let b = &card.final_box;
        for (i, line) in b.round_lines.iter().enumerate() {
            let v = line.expect("every round line is written at the end");
            let label = format!("{} round {} {v}", card.name, ["I", "II", "III"][i]);
            assert!(has_label(&h, &label), "missing on screen: {label}");
        }
        let total = format!("{} total {}", card.name, b.total);
        assert!(has_label(&h, &total), "missing on screen: {total}");
    }
}
