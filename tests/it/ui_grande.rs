//! A whole Isla Grande game with the app's deck, played through the screen.

use crate::common::ui::{game, harness, has_label};
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{Action, BonusCard, DeckMode, SeatedPlayer, Setup, SetupCard};
use trailpad::games::tucana::sheet::{Letter, builtin_sheet};

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
                // The record says who took it: the one seat on paper.
                let taken = Action::TakenBy { card: BonusCard::Blue(Letter::E), seat: 2 };
                let actions = &h.state().log().unwrap().record().actions;
                assert_eq!(actions.last(), Some(&taken), "the mark names seat 2");
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

/// With two sheets kept on paper, "mark taken" asks which of them took
/// the card, and the record says so (issue 30: it recorded no name);
/// Undo names the seat.
#[test]
fn mark_taken_asks_which_paper_seat_took_the_card_and_records_it() {
    let setup = crate::common::setup("isla-petit", 4, &["Ann", "Bob"], 1);
    let log = TucanaLog::new(Arc::new(builtin_sheet("isla-petit").unwrap()), setup).unwrap();
    let mut h = harness(TrailpadApp::with_game(log));
    h.get_by_label("mark blue A–A card taken").click();
    h.run();
    assert!(has_label(&h, "blue A–A card taken by Seat 3 (on paper)"), "each paper seat is offered");
    h.get_by_label("blue A–A card taken by Seat 4 (on paper)").click();
    h.run();
    let taken = Action::TakenBy { card: BonusCard::Blue(Letter::A), seat: 4 };
    assert_eq!(h.state().log().unwrap().record().actions.last(), Some(&taken));
    let text = h.state().log().unwrap().record().to_ron().unwrap();
    assert!(text.contains("TakenBy(card:Blue(A),seat:4)"), "{text}");
    let read = trailpad::games::tucana::record::TucanaRecord::from_ron(&text).unwrap();
    assert_eq!(read.actions.last(), Some(&taken), "it reads back");
    // Undo names what it undoes: the card and the seat that took it.
    h.get_by_label("Undo").click();
    h.run();
    let message = h.state().message().map(|m| m.text.clone()).unwrap_or_default();
    assert!(message.contains("taken at the table by Seat 4 (on paper)"), "{message}");
}
