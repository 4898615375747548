//! Closing the window after failed saves asks first (issue 12, item 14):
//! try again, export the record elsewhere, quit anyway, or keep playing.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::ui::{commands, harness, press_close};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::store::DataDir;

fn app_on(dir: &Path) -> Harness<'static, TrailpadApp> {
    harness(TrailpadApp::new().with_store(DataDir::at(dir)))
}

/// Starts a solo game and reveals the first cards (saved in `games/`).
fn quick_solo(h: &mut Harness<'_, TrailpadApp>) -> PathBuf {
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    h.state().game_file().expect("saved").to_path_buf()
}

fn saved_record(path: &Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).unwrap()).unwrap()
}

const QUESTION: &str = "The last moves are not saved";

#[test]
fn closing_after_a_failed_save_asks_and_try_again_saves_then_closes() {
    let dir = common::fresh_dir("ui-close-try-again");
    let mut h = app_on(&dir);
    let file = quick_solo(&mut h);
    let repair = common::break_games_folder(&dir);
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    assert!(press_close(&mut h).contains(&egui::ViewportCommand::CancelClose), "the close is held back");
    assert!(h.query_by_label(QUESTION).is_some(), "asked first");
    let texts = common::ui::all_texts(&h);
    assert!(texts.iter().any(|t| t.contains("could not be saved, so closing now would lose")), "{texts:?}");
    // The system's reason on a line of its own, in the question.
    assert!(texts.iter().any(|t| t.starts_with("File exists")), "{texts:?}");
    // Still failing: the question stays, the window too.
    h.get_by_label("Try again").click();
    h.run();
    assert!(h.query_by_label(QUESTION).is_some());
    assert!(!commands(&h).contains(&egui::ViewportCommand::Close));
    repair();
    h.get_by_label("Try again").click();
    h.step();
    h.step();
    assert!(commands(&h).contains(&egui::ViewportCommand::Close), "then the window closes");
    assert_eq!(&saved_record(&file), h.state().log().unwrap().record(), "the undo is saved");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn closing_with_everything_saved_asks_nothing() {
    let dir = common::fresh_dir("ui-close-saved");
    let mut h = app_on(&dir);
    quick_solo(&mut h);
    assert!(!press_close(&mut h).contains(&egui::ViewportCommand::CancelClose));
    assert!(h.query_by_label(QUESTION).is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_question_offers_export_keep_playing_and_quit_anyway() {
    let dir = common::fresh_dir("ui-close-choices");
    let mut h = app_on(&dir);
    quick_solo(&mut h);
    let _broken = common::break_games_folder(&dir);
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    assert!(press_close(&mut h).contains(&egui::ViewportCommand::CancelClose), "the close is held back");
    h.get_by_label("Export the record…").click();
    h.run();
    assert!(h.query_by_label("Save").is_some(), "the export dialog is open");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label(QUESTION).is_some(), "the question comes back");
    h.get_by_label("Keep playing").click();
    h.run();
    assert!(h.query_by_label(QUESTION).is_none());
    let _ = press_close(&mut h);
    h.get_by_label("Quit anyway").click();
    h.step();
    h.step();
    assert!(commands(&h).contains(&egui::ViewportCommand::Close));
    let _ = std::fs::remove_dir_all(&dir);
}
