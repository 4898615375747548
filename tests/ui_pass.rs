//! "No trail this turn": offered only when nothing matches the cards, and
//! it closes the player's turn. Played on a tiny island with one water side.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::record::GameLog;
use trailpad::rules::{Action, DeckMode, SeatedPlayer, Setup, SetupCard};
use trailpad::sheet::Sheet;

/// A tiny island with one water–water side (see the file).
const TINY_SHEET: &str = include_str!("data/tiny-row.ron");

#[test]
fn no_trail_this_turn_is_offered_only_when_nothing_matches() {
    let sheet = Arc::new(Sheet::from_ron(TINY_SHEET).unwrap());
    let setup = Setup {
        sheet: "tiny-row".into(),
        table_size: 1,
        players: vec![SeatedPlayer { name: "Ann".into(), seat: 1 }],
        setup_card: SetupCard::Number(1),
        start_village: None,
        counter_clockwise: false,
        symmetry: false,
        red_cards: vec![],
        deck: DeckMode::RealCards,
    };
    let log = GameLog::new(sheet, setup).unwrap();
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut TrailpadApp| app.show(ui), TrailpadApp::with_game(log));
    h.run();

    // Water and water: the one water side is legal, so there is no way to skip.
    h.get_by_label("Water (W)").click();
    h.run();
    h.get_by_label("Water (W)").click();
    h.run();
    assert!(h.query_by_label("No trail this turn").is_none());
    h.get_by_label_contains("hex (0,20) ").click();
    h.run();
    h.get_by_label_contains("hex (0,22) ").click();
    h.run();
    let log = h.state().log().unwrap();
    assert_eq!(log.record().actions.len(), 2, "the trail was drawn and the turn closed");

    // Water and water again: nothing matches now, so the pass is offered.
    h.get_by_label("Water (W)").click();
    h.run();
    h.get_by_label("Water (W)").click();
    h.run();
    h.get_by_label("No trail this turn").click();
    h.run();
    let log = h.state().log().unwrap();
    assert_eq!(log.record().actions.last(), Some(&Action::Pass { seat: 1 }));
    assert!(log.game().turn_cards().is_none(), "the turn is over");
}
