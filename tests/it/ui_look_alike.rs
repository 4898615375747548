//! Names that print the same, or print blank, are refused on both games'
//! start forms, with the reason on screen.

use crate::common;

use crate::common::ui::{click, harness, type_name};
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;

#[test]
fn the_tucana_wizard_refuses_names_that_print_the_same() {
    let dir = common::fresh_dir("ui-look-alike");
    let mut h = harness(TrailpadApp::new().with_store(trailpad::store::DataDir::at(&dir)));
    for (seat, name) in [(1, "Ann"), (2, "A\u{200D}nn")] {
        let field = format!("name in seat {seat}");
        h.get_by_label(&field).focus();
        h.run();
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        h.run();
        h.get_by_label(&field).type_text(name);
        h.run();
    }
    click(&mut h, "Start the game");
    assert!(h.state().log().is_none(), "no game with two players who print the same");
    assert!(
        h.query_by_label_contains("Ann and A\\u{200d}nn are one name (case and invisible characters do not count); names must differ").is_some(),
        "the reason is shown"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_new_york_form_refuses_names_that_print_the_same_or_blank() {
    let dir = common::fresh_dir("ui-ny-look-alike");
    let mut h = harness(TrailpadApp::new().with_store(trailpad::store::DataDir::at(&dir)));
    click(&mut h, "Ticket to Ride: New York");
    type_name(&mut h, 1, "Alice");
    type_name(&mut h, 2, "Alice\u{FE0F}");
    click(&mut h, "Start the game");
    assert!(h.state().new_york_log().is_none(), "no game with two players who print the same");
    assert!(
        h.query_by_label_contains(
            "Player 2's name is player 1's (case and invisible characters do not count); names must differ"
        )
        .is_some(),
        "the reason is shown"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
