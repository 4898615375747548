//! "No trail this turn": offered only when nothing matches the cards, and
//! it closes the player's turn. Played on a tiny island with one water side.

use crate::common::ui::{click, harness, tiny_row_solo};
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::rules::Action;

#[test]
fn no_trail_this_turn_is_offered_only_when_nothing_matches() {
    let mut h = harness(TrailpadApp::with_game(tiny_row_solo()));

    // Water and water: the one water side is legal, so there is no way to skip.
    click(&mut h, "Water (W)");
    click(&mut h, "Water (W)");
    assert!(h.query_by_label("No trail this turn").is_none());
    h.get_by_label_contains("hex (0,20) ").click();
    h.run();
    h.get_by_label_contains("hex (0,22) ").click();
    h.run();
    let log = h.state().log().unwrap();
    assert_eq!(log.record().actions.len(), 2, "the trail was drawn and the turn closed");

    // Water and water again: nothing matches now, so the pass is offered.
    click(&mut h, "Water (W)");
    click(&mut h, "Water (W)");
    click(&mut h, "No trail this turn");
    let log = h.state().log().unwrap();
    assert_eq!(log.record().actions.last(), Some(&Action::Pass { seat: 1 }));
    assert!(log.game().turn_cards().is_none(), "the turn is over");
}
