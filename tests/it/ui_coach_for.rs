//! Issue 19: the Tucana new-game form remembers "Coach for" (nobody, solo
//! only, these seats and which) like its other fields: the next start of
//! the app offers the same choice, and the game started from it is coached
//! the same way. Settings written before it existed load with nobody.

use crate::common;
use crate::common::ui::{click, harness};
use egui_kittest::kittest::{NodeT, Queryable};
use trailpad::app::TrailpadApp;
use trailpad::store::{CoachFor, Settings};

fn app(path: &std::path::Path) -> TrailpadApp {
    TrailpadApp::new().with_settings(path.to_path_buf())
}

#[test]
fn these_seats_are_remembered_and_coach_the_next_game_too() {
    let dir = common::fresh_dir("ui-coach-for-seats");
    let path = dir.join("settings.ron");
    let mut h = harness(app(&path));
    click(&mut h, "3");
    click(&mut h, "these seats");
    click(&mut h, "Coach for Player 3");
    click(&mut h, "Start the game");
    assert_eq!(h.state().log().expect("a game").record().coach, vec![3]);
    let saved = Settings::load(&path);
    assert_eq!((saved.wizard.coach, saved.wizard.coach_seats.clone()), (CoachFor::Seats, vec![3]));
    let text = std::fs::read_to_string(&path).expect("settings written");
    assert!(text.contains("coach: Seats") && text.contains("coach_seats: [\n"), "{text}");

    // The next start: the form comes back with the same choice, and the
    // game started from it without touching it is coached the same way.
    let mut h = harness(app(&path));
    let on = |h: &egui_kittest::Harness<'_, TrailpadApp>, label: &str| {
        h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
    };
    assert!(on(&h, "these seats"), "the choice is back");
    assert!(on(&h, "Coach for Player 3") && !on(&h, "Coach for Player 1"), "Player 3's chip alone is ticked");
    click(&mut h, "Start the game");
    assert_eq!(h.state().log().expect("a game").record().coach, vec![3]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solo_only_is_remembered_and_nobody_is_not_written() {
    let dir = common::fresh_dir("ui-coach-for-solo");
    let path = dir.join("settings.ron");
    let mut h = harness(app(&path));
    click(&mut h, "solo only");
    click(&mut h, "Start the game");
    assert!(h.state().log().expect("a game").record().coach.is_empty(), "two at the table: no coach");
    assert_eq!(Settings::load(&path).wizard.coach, CoachFor::SoloOnly);

    // Next time the quick solo game is coached without choosing again.
    let mut h = harness(app(&path));
    h.get_by_label_contains("Solo on").click();
    h.run();
    assert_eq!(h.state().log().expect("a solo game").record().coach, vec![1]);

    // Back to nobody: remembered too, and not written (as before the field).
    let mut h = harness(app(&path));
    click(&mut h, "nobody");
    click(&mut h, "Start the game");
    let text = std::fs::read_to_string(&path).expect("settings written");
    assert!(!text.contains("coach"), "{text}");
    assert_eq!(Settings::load(&path).wizard.coach, CoachFor::Nobody);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn settings_written_before_coach_for_load_with_nobody() {
    let dir = common::fresh_dir("ui-coach-for-old");
    let path = dir.join("settings.ron");
    std::fs::write(&path, "(wizard: (table_size: Some(3), app_deck: true))").expect("written");
    let settings = Settings::load(&path);
    assert_eq!(settings.wizard.table_size, Some(3), "the old file is read");
    assert_eq!((settings.wizard.coach, settings.wizard.coach_seats.len()), (CoachFor::Nobody, 0));
    let _ = std::fs::remove_dir_all(&dir);
}
