//! "No trail this turn": offered only when nothing matches the cards, and
//! it closes the player's turn. Played on a tiny island with one water side.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::record::GameLog;
use trailpad::rules::{Action, DeckMode, SeatedPlayer, Setup, SetupCard};
use trailpad::sheet::Sheet;

const TINY_SHEET: &str = r#"(
    format: 1,
    id: "tiny-row",
    name: "Tiny Row",
    rounds: 1,
    solo_reshuffle_after_round: 1,
    village_values: {"A": 5, "B": 4, "C": 3, "D": 2, "E": 1},
    sight_values: {},
    hexes: [
        (0, 0, Desert, Village(1)), (0, 2, Desert, Village(2)), (0, 4, Desert, Village(3)),
        (0, 6, Desert, Village(4)), (0, 8, Desert, Village(5)), (0, 10, Desert, Village(6)),
        (0, 12, Desert, Village(7)), (0, 14, Desert, Village(8)), (0, 16, Desert, Village(9)),
        (0, 18, Desert, Village(10)), (0, 20, Water, Plain), (0, 22, Water, Plain),
    ],
)"#;

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
