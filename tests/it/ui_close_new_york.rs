//! Closing the window after a New York save failed asks first, as it does
//! for a Tucana game (issue 16): the app saves and asks about whichever
//! game runs, through one path.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::ui::{claim, commands, new_york_three_players, press_close};
use egui_kittest::kittest::Queryable;
use trailpad::app::Intent;
use trailpad::games::new_york::NewYorkRecord;
use trailpad::ui::new_york::NewYorkIntent;

fn saved_record(path: &std::path::Path) -> NewYorkRecord {
    NewYorkRecord::from_ron(&std::fs::read_to_string(path).unwrap()).unwrap()
}

const QUESTION: &str = "The last moves are not saved";

#[test]
fn closing_after_a_failed_new_york_save_asks_and_try_again_saves_then_closes() {
    let dir = common::fresh_dir("ui-close-ny-try-again");
    let mut h = new_york_three_players(&dir);
    claim(&mut h, "Chelsea–Soho");
    let file = h.state().new_york_file().expect("saved").to_path_buf();
    assert_eq!(saved_record(&file).actions.len(), 1);
    let repair = common::break_games_folder(&dir);
    h.state_mut().apply(Intent::from(NewYorkIntent::Undo));
    h.run();
    assert!(press_close(&mut h).contains(&egui::ViewportCommand::CancelClose), "the close is held back");
    assert!(h.query_by_label(QUESTION).is_some(), "asked first");
    let texts = common::ui::all_texts(&h);
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
    assert_eq!(&saved_record(&file), h.state().new_york_log().unwrap().record(), "the undo is saved");
    assert!(saved_record(&file).actions.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_york_game_is_saved_once_more_when_the_app_exits() {
    let dir = common::fresh_dir("ui-close-ny-exit");
    let mut h = new_york_three_players(&dir);
    claim(&mut h, "Chelsea–Soho");
    let file = h.state().new_york_file().expect("saved").to_path_buf();
    let repair = common::break_games_folder(&dir);
    h.state_mut().apply(Intent::from(NewYorkIntent::Undo));
    h.run();
    let aside = dir.join("games-aside").join(file.file_name().unwrap());
    assert_eq!(saved_record(&aside).actions.len(), 1, "the undo could not be saved");
    repair();
    eframe::App::on_exit(h.state_mut(), None);
    assert!(saved_record(&file).actions.is_empty(), "saved at exit");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_new_york_question_offers_export_and_quit_anyway() {
    let dir = common::fresh_dir("ui-close-ny-choices");
    let mut h = new_york_three_players(&dir);
    claim(&mut h, "Chelsea–Soho");
    let _broken = common::break_games_folder(&dir);
    h.state_mut().apply(Intent::from(NewYorkIntent::Undo));
    h.run();
    assert!(press_close(&mut h).contains(&egui::ViewportCommand::CancelClose), "the close is held back");
    h.get_by_label("Export the record…").click();
    h.run();
    assert!(h.query_by_label("Save").is_some(), "the export dialog is open");
    let texts = common::ui::all_texts(&h);
    assert!(texts.iter().any(|t| t.contains("trailpad-new-york-")), "the New York record: {texts:?}");
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label(QUESTION).is_some(), "the question comes back");
    h.get_by_label("Quit anyway").click();
    h.step();
    h.step();
    assert!(commands(&h).contains(&egui::ViewportCommand::Close));
    let _ = std::fs::remove_dir_all(&dir);
}
