//! People, not name strings (issue 19): a player renamed on the Players
//! screen is renamed in every game row, statistic and chart of both games
//! (the records keep the names as typed); a duplicate merged into another
//! person counts its games for the kept person; the list survives a
//! restart.

use crate::common;
use crate::common::ui::{all_texts, click, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::{Duration, SystemTime};
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::games::tucana::record::GameRecord;
use trailpad::store::{DataDir, GameStore, load_players};

const TWO_PLAYER_PETIT: &str = include_str!("../../examples/two-player-isla-petit.ron");
const NEW_YORK_THREE: &str = include_str!("../../examples/new-york/three-player.ron");

/// The history: Alice and Bob on Isla Petit, the same table again with
/// Alice typed "Ali" (a day later), and Ann, Bob and Cy in New York.
fn history(dir: &Path) {
    let store = GameStore::new(DataDir::at(dir));
    let now = SystemTime::now();
    let record = GameRecord::from_ron(TWO_PLAYER_PETIT).expect("the example reads");
    store.keep_imported_game(&record, true, now).expect("kept");
    let mut again = record.clone();
    again.setup.players[0].name = "Ali".into();
    again.played_at = record.played_at.map(|s| s + 86_400);
    store.keep_imported_game(&again, true, now + Duration::from_secs(1)).expect("kept");
    let mut ended = NewYorkRecord::from_ron(NEW_YORK_THREE).expect("the example reads");
    ended.actions.push(Action::Finish);
    store.keep_imported_game(&ended, true, now + Duration::from_secs(2)).expect("kept");
}

fn app(dir: &Path) -> Harness<'static, TrailpadApp> {
    harness(TrailpadApp::new().with_store(DataDir::at(dir)))
}

fn texts_with(h: &Harness<'_, TrailpadApp>, word: &str) -> Vec<String> {
    all_texts(h).into_iter().filter(|t| t.contains(word)).collect()
}

fn open_players(h: &mut Harness<'_, TrailpadApp>) {
    click(h, "History and statistics");
    click(h, "Players");
}

fn type_over(h: &mut Harness<'_, TrailpadApp>, field: &str, text: &str) {
    h.get_by_label(field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(field).type_text(text);
    h.run();
}

#[test]
fn a_renamed_player_is_renamed_in_every_game_and_statistic() {
    let dir = common::fresh_dir("players-rename");
    history(&dir);
    let mut h = app(&dir);
    open_players(&mut h);
    assert!(!texts_with(&h, "Bob").is_empty(), "Bob is on the Players screen, met in the history");
    click(&mut h, "Rename Bob");
    type_over(&mut h, "New name for Bob", "Robert");
    click(&mut h, "Save");
    assert!(!texts_with(&h, "also played as Bob").is_empty(), "{:?}", all_texts(&h));
    click(&mut h, "Back to the history");
    // Rows, Tucana and New York statistics: Robert everywhere, Bob nowhere.
    assert!(texts_with(&h, "Bob").is_empty(), "{:?}", texts_with(&h, "Bob"));
    assert!(
        texts_with(&h, "Robert on Isla Petit: 2 games").len() == 1,
        "one line for the person over both Petit games: {:?}",
        texts_with(&h, "Robert")
    );
    assert!(!texts_with(&h, "Robert: 1 game").is_empty(), "New York's statistics: {:?}", all_texts(&h));
    click(&mut h, "Charts");
    assert!(texts_with(&h, "Bob").is_empty(), "the charts: {:?}", texts_with(&h, "Bob"));
    assert!(!texts_with(&h, "Robert").is_empty(), "the charts name Robert");
    drop(h);

    // Kept: a new window shows Robert, and the records still say Bob.
    let (list, _) = load_players(&DataDir::at(&dir).players());
    let robert = list.find("Robert").expect("Robert is in the list");
    assert_eq!(list.find("Bob").map(|p| p.id.clone()), Some(robert.id.clone()), "one person");
    let mut h = app(&dir);
    click(&mut h, "History and statistics");
    assert!(texts_with(&h, "Bob").is_empty() && !texts_with(&h, "Robert").is_empty());
    let store = GameStore::new(DataDir::at(&dir));
    let listed = store.finished_games(&trailpad::games::tucana::sheet::library::SheetLibrary::builtin());
    assert!(
        listed.of::<trailpad::store::SavedGame>().iter().all(|g| g.record.setup.players[1].name == "Bob"),
        "records keep names as typed"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_merged_duplicate_s_games_count_for_the_kept_person() {
    let dir = common::fresh_dir("players-merge");
    history(&dir);
    let mut h = app(&dir);
    click(&mut h, "History and statistics");
    assert_eq!(texts_with(&h, "Alice on Isla Petit: 1 game").len(), 1);
    assert_eq!(texts_with(&h, "Ali on Isla Petit: 1 game").len(), 1);
    click(&mut h, "Players");
    click(&mut h, "Merge Ali into another player");
    click(&mut h, "Merge Ali into Alice");
    assert!(
        !texts_with(
            &h,
            "Every game of Ali will count for Alice, and Ali leaves the list. This cannot be undone."
        )
        .is_empty(),
        "the question says it cannot be undone: {:?}",
        all_texts(&h)
    );
    click(&mut h, "Merge Ali");
    assert!(!texts_with(&h, "also played as Ali").is_empty());
    assert!(!texts_with(&h, "2 finished games").is_empty(), "{:?}", all_texts(&h));
    click(&mut h, "Back to the history");
    assert_eq!(texts_with(&h, "Alice on Isla Petit: 2 games").len(), 1, "{:?}", texts_with(&h, "Ali"));
    assert!(texts_with(&h, "Ali on").is_empty());
    let (list, _) = load_players(&DataDir::at(&dir).players());
    assert_eq!(list.id_of("Ali"), list.id_of("Alice"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rename_to_another_player_s_name_is_refused_and_says_merge() {
    let dir = common::fresh_dir("players-rename-taken");
    history(&dir);
    let mut h = app(&dir);
    open_players(&mut h);
    click(&mut h, "Rename Cy");
    type_over(&mut h, "New name for Cy", "Ann");
    click(&mut h, "Save");
    assert!(!texts_with(&h, "Another player is already called Ann: merge the two instead").is_empty());
    let (list, _) = load_players(&DataDir::at(&dir).players());
    assert!(list.find("Cy").is_none() || list.find("Cy").is_some_and(|p| p.name == "Cy"));
    let _ = std::fs::remove_dir_all(&dir);
}
