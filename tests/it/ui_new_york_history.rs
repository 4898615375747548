//! A *Ticket to Ride: New York* game ended on the desktop, found in the
//! history with its totals and statistics, reopened and deleted; New York
//! records imported (and refused) through the file dialog, driven by the
//! labels on screen.

use crate::common;

use crate::common::files_in;
use crate::common::ui::{
    all_texts, choose_file_in, claim, click, harness, has_label, message, new_york_three_players, status_line,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::Path;
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::store::DataDir;

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

fn over(h: &Harness<'_, TrailpadApp>) -> bool {
    h.state().new_york_log().expect("a New York game is shown").game().is_over()
}

/// The error the file dialog shows.
fn dialog_error(h: &Harness<'_, TrailpadApp>) -> String {
    status_line(h, "error: ")
}

#[test]
fn an_ended_game_goes_to_the_history_with_its_totals_and_reopens() {
    let dir = common::fresh_dir("ui-ny-history");
    let mut h = new_york_three_players(&dir);
    let file = h.state().new_york_file().expect("saved").to_path_buf();
    claim(&mut h, "Chelsea–Soho");
    h.get_by_label_contains("Bob (purple)").click();
    h.run();
    claim(&mut h, "Soho–Wall Street");

    // Ending is asked first; keeping on playing changes nothing.
    click(&mut h, "End the game…");
    assert!(has_label(
        &h,
        "End the game now? The pad shows the final scores and the game goes to the history when you leave it (Undo reopens it)."
    ));
    click(&mut h, "Keep playing");
    assert!(!over(&h));
    assert!(h.query_by_label("Keep playing").is_none(), "the question is gone");
    click(&mut h, "End the game…");
    click(&mut h, "End the game");
    assert!(over(&h));
    assert!(message(&h).starts_with("The game is over: the final scores are on the pad."), "{}", message(&h));
    assert!(has_label(&h, "The game is over: final scores."));
    assert!(h.query_by_label("End the game…").is_none(), "no second end");
    assert!(has_label(&h, "Winner: Ann"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Total of Ann: 8") && has_label(&h, "Total of Bob: 3"), "{:?}", all_texts(&h));
    let saved = NewYorkRecord::from_ron(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved.actions.last(), Some(&Action::Finish), "saved as it ends");

    // Nothing more is entered; undo reopens, redo ends again.
    claim(&mut h, "Lincoln Center–Central Park");
    assert_eq!(message(&h), "The game is over: undo its end to enter more");
    click(&mut h, "Undo");
    assert!(!over(&h));
    assert_eq!(message(&h), "Undone: the end of the game");
    assert!(has_label(&h, "End the game…"));
    click(&mut h, "Redo");
    assert!(over(&h));
    // The tickets of an ended game are read, not ticked.
    let ticket = h.get_by_label("Central Park–Midtown West (3)");
    assert!(ticket.accesskit_node().is_disabled(), "an ended game's tickets cannot be ticked");

    // Leaving moves it to the history.
    click(&mut h, "New game or saved game…");
    assert!(!file.exists());
    let kept = dir.join("history").join(file.file_name().unwrap());
    assert_eq!(files_in(&dir.join("history")), std::slice::from_ref(&kept));
    assert!(files_in(&dir.join("games")).is_empty());
    assert!(!dir.join("damaged").exists());
    // Undone and redone, the game ended again later: the kept end is the
    // last one, so what the viewer must leave alone is the file as left.
    let saved = NewYorkRecord::from_ron(&std::fs::read_to_string(&kept).unwrap()).unwrap();
    assert!(saved.ended_at.is_some(), "the end is kept");
    assert!(h.query_by_label("Resume").is_none(), "not offered to resume");

    click(&mut h, "History and statistics");
    assert!(has_label(&h, "Ann 8 · Bob 3 · Cy 0"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "winner: Ann"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "1 game played"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Ann: 1 game, 1 win, best 8, average 8.0"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Bob: 1 game, 0 wins, best 3, average 3.0"), "{:?}", all_texts(&h));
    assert!(!has_label(&h, "Statistics appear after the first finished game."));

    // Reopened read-only: the final pad and the map.
    h.get_by_label_contains("Open the Ticket to Ride: New York game played on ").click();
    h.run();
    assert!(has_label(&h, "Winner: Ann"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Total of Ann: 8") && has_label(&h, "Total of Cy: 0"), "{:?}", all_texts(&h));
    assert!(h.query_by_label_contains("Chelsea–Soho, ").is_some(), "the map is shown");
    claim(&mut h, "Lincoln Center–Central Park");
    assert_eq!(
        NewYorkRecord::from_ron(&std::fs::read_to_string(&kept).unwrap()).unwrap(),
        saved,
        "read-only"
    );
    click(&mut h, "Back to the history");

    // Deleted, after a question.
    h.get_by_label_contains("Delete the Ticket to Ride: New York game played on ").click();
    h.run();
    click(&mut h, "Keep it");
    assert!(kept.exists());
    h.get_by_label_contains("Delete the Ticket to Ride: New York game played on ").click();
    h.run();
    click(&mut h, "Delete it");
    assert!(!kept.exists());
    assert!(has_label(&h, "No finished games yet. Finished games appear here."), "{:?}", all_texts(&h));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn new_york_records_are_imported_checked_and_kept_where_they_belong() {
    let dir = common::fresh_dir("ui-ny-import");
    let example = Path::new(MANIFEST).join("examples/new-york/three-player.ron");
    let record = NewYorkRecord::from_ron(&std::fs::read_to_string(&example).unwrap()).unwrap();
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));

    // A game under way: kept in games/ and opened to go on entering.
    click(&mut h, "Import a game…");
    choose_file_in(&mut h, "File", &example, "Import");
    assert_eq!(h.state().new_york_log().map(|l| l.record()), Some(&record), "{:?}", all_texts(&h));
    assert_eq!(message(&h), "Game imported: it is not over yet, go on entering it.");
    let kept = h.state().new_york_file().expect("kept").to_path_buf();
    assert!(kept.starts_with(dir.join("games")));
    assert_eq!(NewYorkRecord::from_ron(&std::fs::read_to_string(&kept).unwrap()).unwrap(), record);

    // The same file again opens the game already kept.
    click(&mut h, "New game or saved game…");
    click(&mut h, "Import a game…");
    choose_file_in(&mut h, "File", &example, "Import");
    assert_eq!(h.state().new_york_file(), Some(kept.as_path()));
    assert_eq!(message(&h), "This game was already here; it is open now.");
    assert_eq!(files_in(&dir.join("games")).len(), 1);

    // An ended game: kept in history/ and opened there.
    let mut ended = record.clone();
    ended.actions.push(Action::Finish);
    let ended_file = dir.join("ended.ron");
    std::fs::write(&ended_file, ended.to_ron()).unwrap();
    click(&mut h, "New game or saved game…");
    click(&mut h, "Import a game…");
    choose_file_in(&mut h, "File", &ended_file, "Import");
    assert!(h.state().history_open());
    assert_eq!(message(&h), "Game imported.");
    assert!(has_label(&h, "Total of Ann: 28") && has_label(&h, "Winners: Ann, Bob"), "{:?}", all_texts(&h));
    assert_eq!(files_in(&dir.join("history")).len(), 1);
    click(&mut h, "Back to the history");
    assert!(has_label(&h, "1 game played"), "{:?}", all_texts(&h));

    // An illegal record, a foreign game, text that is no record: refused
    // with the reason, nothing kept.
    let mut late = ended.clone();
    late.actions.push(Action::Claim { player: 3, route: "lincoln-center-central-park".into() });
    let n = late.actions.len();
    let bad = dir.join("late.ron");
    std::fs::write(&bad, late.to_ron()).unwrap();
    click(&mut h, "Import a game…");
    choose_file_in(&mut h, "File", &bad, "Import");
    let error = dialog_error(&h);
    assert!(
        error.contains(&format!(
            "late.ron cannot be imported: the game record breaks the rules at action {n}: the game is over: undo its end to enter more"
        )),
        "{error}"
    );
    assert!(error.ends_with("Nothing was changed."), "{error}");
    let london = dir.join("london.ron");
    std::fs::write(&london, ended.to_ron().replace("ticket-to-ride-new-york", "ticket-to-ride-london"))
        .unwrap();
    choose_file_in(&mut h, "File", &london, "Import");
    let error = dialog_error(&h);
    assert!(
        error.contains("london.ron cannot be imported: it is a record of the game “ticket-to-ride-london”, which this Trailpad does not know"),
        "{error}"
    );
    let cut = dir.join("cut.ron");
    let text = ended.to_ron();
    std::fs::write(&cut, &text[..text.len() / 2]).unwrap();
    choose_file_in(&mut h, "File", &cut, "Import");
    // Cut short is said so, not "not a Trailpad game record".
    let error = dialog_error(&h);
    assert!(
        error.contains("cut.ron cannot be imported: this game record stops short: the file ends at line "),
        "{error}"
    );
    click(&mut h, "Cancel");
    assert_eq!(files_in(&dir.join("games")).len(), 1);
    assert_eq!(files_in(&dir.join("history")).len(), 1);
    assert!(!dir.join("damaged").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_record_of_the_game_shown_is_exported_as_a_copy() {
    let dir = common::fresh_dir("ui-ny-export");
    let mut h = new_york_three_players(&dir);
    claim(&mut h, "Chelsea–Soho");
    click(&mut h, "Save a copy…");
    let copy = dir.join("copy.ron");
    choose_file_in(&mut h, "File", &copy, "Save");
    let written = NewYorkRecord::from_ron(&std::fs::read_to_string(&copy).unwrap()).unwrap();
    assert_eq!(Some(&written), h.state().new_york_log().map(|l| l.record()));
    assert_eq!(message(&h), format!("Saved to {}", copy.display()));
    let _ = std::fs::remove_dir_all(&dir);
}
