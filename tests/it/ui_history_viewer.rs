//! The history's one viewer: a finished game of either game opens from
//! the same list through the same path, one at a time, and a file changed
//! after the list was drawn is reported the same way for both games.

use crate::common;
use crate::common::ui::{all_texts, click, harness, has_label, message};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};
use std::time::SystemTime;
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::store::{DataDir, GameStore};

const TWO_PLAYER_PETIT: &str = include_str!("../../examples/two-player-isla-petit.ron");
const NEW_YORK_THREE: &str = include_str!("../../examples/new-york/three-player.ron");

/// A history with one finished game of each kind: (Tucana file, New York
/// file).
fn both_games_in_history(dir: &Path) -> (PathBuf, PathBuf) {
    let store = GameStore::new(DataDir::at(dir));
    let record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).expect("the example reads");
    let tucana = store.keep_imported_game(&record, true, SystemTime::now()).expect("kept");
    let mut ended = NewYorkRecord::from_ron(NEW_YORK_THREE).expect("the example reads");
    ended.actions.push(Action::Finish);
    let new_york = store.keep_imported_game(&ended, true, SystemTime::now()).expect("kept");
    (tucana, new_york)
}

/// Clicks the Tucana game's "Open" (its label names the island).
fn open_tucana(h: &mut Harness<'_, TrailpadApp>) {
    let open = h
        .query_all_by_label_contains("Isla Petit: ")
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("Open ")))
        .expect("the Tucana game's Open");
    open.click();
    h.run();
}

#[test]
fn either_game_opens_in_the_one_viewer_and_closes_back_to_the_list() {
    let dir = common::fresh_dir("ui-history-viewer-both");
    let (tucana, new_york) = both_games_in_history(&dir);
    let before = (std::fs::read(&tucana).unwrap(), std::fs::read(&new_york).unwrap());
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");

    h.get_by_label_contains("Open the Ticket to Ride: New York game played on ").click();
    h.run();
    assert!(has_label(&h, "Winners: Ann, Bob"), "{:?}", all_texts(&h));
    assert!(h.query_by_label_contains("Finished game on").is_none(), "one game at a time");
    click(&mut h, "Back to the history");
    assert!(
        h.query_by_label_contains("Open the Ticket to Ride: New York game played on ").is_some(),
        "the list again"
    );

    open_tucana(&mut h);
    assert!(has_label(&h, "Finished game on Isla Petit (read only)"), "{:?}", all_texts(&h));
    assert!(!has_label(&h, "Winners: Ann, Bob"), "the New York game is not shown too");
    click(&mut h, "Back to the history");
    assert!(
        h.query_by_label_contains("Open the Ticket to Ride: New York game played on ").is_some(),
        "the list again"
    );

    drop(h);
    assert_eq!((std::fs::read(&tucana).unwrap(), std::fs::read(&new_york).unwrap()), before, "read-only");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_york_game_broken_after_the_list_was_drawn_is_reported_once_and_left_alone() {
    let dir = common::fresh_dir("ui-history-viewer-broken");
    let (tucana, new_york) = both_games_in_history(&dir);
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");
    // One comma removed: New York's reader still tells its game.
    let text = std::fs::read_to_string(&new_york).unwrap();
    let broken = text.replacen("),", ")", 1);
    assert_ne!(broken, text);
    std::fs::write(&new_york, &broken).unwrap();

    h.get_by_label_contains("Open the Ticket to Ride: New York game played on ").click();
    h.run();
    let name = new_york.file_name().unwrap().to_string_lossy().into_owned();
    let said = format!("{name} could not be used");
    assert_eq!(h.query_all_by_label_contains(&said).count(), 1, "{:?}", all_texts(&h));
    let texts = all_texts(&h);
    assert!(texts.iter().any(|t| t.starts_with(&said) && t.contains("it was left where it is")), "{texts:?}");
    // The reader's words, in the line under it.
    let detail = format!("{name}: ");
    assert_eq!(h.query_all_by_label_contains(&detail).count(), 1, "{:?}", all_texts(&h));
    assert!(!message(&h).contains("could not be used"), "not reported twice: {}", message(&h));
    assert!(!has_label(&h, "Winners: Ann, Bob"), "nothing opened");
    assert_eq!(std::fs::read_to_string(&new_york).unwrap(), broken, "left untouched");
    assert!(tucana.exists() && !dir.join("damaged").exists());

    // The Tucana game of the same list still opens.
    open_tucana(&mut h);
    assert!(has_label(&h, "Finished game on Isla Petit (read only)"), "{:?}", all_texts(&h));
    drop(h);
    let _ = std::fs::remove_dir_all(&dir);
}
