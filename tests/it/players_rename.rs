//! People, not name strings (issue 19): a player renamed on the Players
//! screen is renamed in every game row, statistic and chart of both games
//! (the records keep the names as typed); a duplicate merged into another
//! person counts its games for the kept person; the list survives a
//! restart.

use crate::common;
use crate::common::ui::{all_texts, click, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT;
use egui_kittest::kittest::Queryable;
use std::path::Path;
use std::time::{Duration, SystemTime};
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::store::{DataDir, GameStore, load_players};

const TWO_PLAYER_PETIT: &str = include_str!("../../examples/two-player-isla-petit.ron");
const NEW_YORK_THREE: &str = include_str!("../../examples/new-york/three-player.ron");

/// The history: Alice and Bob on Isla Petit, the same table again with
/// Alice typed "Ali" (a day later), and Ann, Bob and Cy in New York.
fn history(dir: &Path) {
    let store = GameStore::new(DataDir::at(dir));
    let now = SystemTime::now();
    let mut record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).expect("the example reads");
    // Dated, as every game started since Trailpad keeps the date: BG Stats
    // takes only a dated play.
    record.played_at = Some(1_764_079_200);
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
        listed
            .of::<trailpad::ui::tucana::listed::TucanaSaved>()
            .iter()
            .all(|g| g.record.setup.players[1].name == "Bob"),
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
            "Every game of Ali will count for Alice, and Ali leaves the list. \"Undo\" at the top gives them back."
        )
        .is_empty(),
        "the question says how to undo it: {:?}",
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

/// The link "Copy link" put on the clipboard (the frames after the click
/// are run one by one, the copy being one frame's output).
fn copied_link(h: &mut Harness<'_, TrailpadApp>) -> String {
    h.get_by_label("Copy link").click();
    for _ in 0..5 {
        h.step();
        let copied = h.output().platform_output.commands.iter().find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        });
        if let Some(link) = copied {
            h.run();
            return link;
        }
    }
    panic!("nothing copied: {:?}", all_texts(h))
}

/// Each player's `(name, sourcePlayerId)` of a `createPlay` link.
fn ids_of_link(link: &str) -> Vec<(String, String)> {
    let json = trailpad::export::bgstats::json_of_link(link).expect("a createPlay link");
    let play: trailpad::export::bgstats::BgStatsPlay = serde_json::from_str(&json).expect("its JSON");
    play.players.into_iter().map(|p| (p.name, p.source_player_id)).collect()
}

#[test]
fn the_command_line_and_the_app_give_every_seat_the_same_id_after_a_rename_and_a_merge() {
    let dir = common::fresh_dir("players-same-ids");
    history(&dir);
    let mut h = app(&dir);
    open_players(&mut h);
    click(&mut h, "Rename Alice");
    type_over(&mut h, "New name for Alice", "Alicia");
    click(&mut h, "Save");
    click(&mut h, "Merge Ali into another player");
    click(&mut h, "Merge Ali into Alicia");
    click(&mut h, "Merge Ali");
    click(&mut h, "Back to the history");
    let mut games: Vec<std::path::PathBuf> = std::fs::read_dir(dir.join("history"))
        .expect("the history")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    games.sort();
    assert_eq!(games.len(), 3);
    let mut compared = 0;
    for game in &games {
        let cli = common::cli::trailpad(&common::cli::no_user_sheets())
            .args(["log-play", game.to_str().expect("UTF-8")])
            .env("TRAILPAD_DATA_DIR", &dir)
            .output()
            .expect("run trailpad");
        assert!(cli.status.success(), "{}", common::cli::stderr(&cli));
        let from_cli = ids_of_link(common::cli::stdout(&cli).trim_end());
        // The same game opened in the app's history.
        let record = std::fs::read_to_string(game).expect("read");
        let open = if record.contains("ticket-to-ride-new-york") {
            h.query_all_by_label_contains("Open the Ticket to Ride: New York game played on ").next()
        } else {
            let second = record.contains("\"Ali\"");
            h.query_all_by_label_contains("Isla Petit: ")
                .filter(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("Open ")))
                .nth(usize::from(!second))
        };
        open.expect("the game's Open").click();
        h.run();
        click(&mut h, "Log in BG Stats");
        let from_app = ids_of_link(&copied_link(&mut h));
        click(&mut h, "Close");
        click(&mut h, "Back to the history");
        assert_eq!(from_cli, from_app, "{}", game.display());
        compared += from_app.len();
        // Alicia, whichever name the record keeps, is one id.
        if let Some((_, id)) = from_app.iter().find(|(n, _)| n == "Alicia") {
            let (list, _) = load_players(&DataDir::at(&dir).players());
            assert_eq!(Some(id), list.find("Ali").map(|p| &p.id));
            assert_eq!(Some(id), list.find("Alice").map(|p| &p.id));
        }
    }
    assert_eq!(compared, 2 + 2 + 3, "every seat of every game");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The value of a text field.
fn value(h: &Harness<'_, TrailpadApp>, label: &str) -> String {
    h.get_by_label(label).accesskit_node().value().unwrap_or_default().to_string()
}

#[test]
fn people_who_played_each_other_are_not_merged_and_a_merge_is_undone() {
    let dir = common::fresh_dir("players-merge-refused");
    history(&dir);
    let mut h = app(&dir);
    open_players(&mut h);
    // Cy and Bob sat at the New York table: Bob is offered but cannot be
    // picked, and the list refuses the merge, naming the game.
    click(&mut h, "Merge Cy into another player");
    assert!(h.get_by_label("Merge Cy into Bob").accesskit_node().is_disabled());
    assert!(h.get_by_label("Merge Cy into Ann").accesskit_node().is_disabled(), "Ann sat there too");
    assert!(!h.get_by_label("Merge Cy into Alice").accesskit_node().is_disabled());
    click(&mut h, "Cancel merging Cy");
    let store_tables = {
        let store = GameStore::new(DataDir::at(&dir));
        let listed = store.finished_games(&trailpad::games::tucana::sheet::library::SheetLibrary::builtin());
        listed
            .of::<trailpad::ui::new_york::saved::NewYorkSaved>()
            .into_iter()
            .map(|g| ("New York".to_string(), g.summary.players.clone()))
            .collect::<Vec<_>>()
    };
    let mut list = h.state().players().clone();
    let (cy, bob) = (list.id_of("Cy"), list.id_of("Bob"));
    let refused = list.merge(&cy, &bob, store_tables.iter().map(|(g, n)| (g.clone(), n.as_slice())));
    assert_eq!(
        refused.map_err(|e| e.to_string()),
        Err("Cy and Bob played each other (New York): they are two people".into())
    );
    // Ali and Alice never did: merged, then undone.
    click(&mut h, "Merge Ali into another player");
    click(&mut h, "Merge Ali into Alice");
    click(&mut h, "Merge Ali");
    assert!(!texts_with(&h, "also played as Ali").is_empty());
    click(&mut h, "Undo: merge Ali into Alice");
    assert!(texts_with(&h, "also played as Ali").is_empty(), "{:?}", all_texts(&h));
    click(&mut h, "Back to the history");
    assert_eq!(texts_with(&h, "Ali on Isla Petit: 1 game").len(), 1, "{:?}", texts_with(&h, "Ali"));
    let (list, _) = load_players(&DataDir::at(&dir).players());
    assert_ne!(list.id_of("Ali"), list.id_of("Alice"), "two people again, in the file too");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_rename_opens_ready_to_type_saves_on_enter_and_keeps_its_text_while_another_row_merges() {
    let dir = common::fresh_dir("players-rename-keys");
    history(&dir);
    let mut h = app(&dir);
    open_players(&mut h);
    // The field takes the keyboard at once: typing goes into it.
    click(&mut h, "Rename Cy");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.event(egui::Event::Text("Cyrus".into()));
    h.run();
    assert_eq!(value(&h, "New name for Cy"), "Cyrus");
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(!texts_with(&h, "also played as Cy").is_empty(), "Enter saved it: {:?}", all_texts(&h));

    // A name being typed stays while another row's merge question is used.
    click(&mut h, "Rename Bob");
    type_over(&mut h, "New name for Bob", "Robert");
    click(&mut h, "Merge Ali into another player");
    assert_eq!(value(&h, "New name for Bob"), "Robert");
    click(&mut h, "Cancel merging Ali");
    click(&mut h, "Cancel renaming Bob");

    // A refusal is said on its line, the name typed stays to be
    // corrected, and no row moves, now or when the refusal goes.
    click(&mut h, "Rename Bob");
    let row = |h: &Harness<'_, TrailpadApp>| h.get_by_label("Rename Ann").rect();
    let before = row(&h);
    type_over(&mut h, "New name for Bob", "Ann");
    click(&mut h, "Save");
    assert!(!texts_with(&h, "Another player is already called Ann").is_empty(), "{:?}", all_texts(&h));
    assert_eq!(value(&h, "New name for Bob"), "Ann");
    assert_eq!(row(&h), before, "the rows hold still");
    type_over(&mut h, "New name for Bob", "Robert");
    assert!(texts_with(&h, "Another player is already called Ann").is_empty());
    assert_eq!(row(&h), before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_players_of_an_imported_game_join_the_list_offered_as_name_chips() {
    let dir = common::fresh_dir("players-import");
    std::fs::create_dir_all(&dir).expect("folder");
    let mut record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).expect("the example reads");
    record.setup.players[0].name = "Zed".into();
    record.setup.players[1].name = "Yul".into();
    record.actions.truncate(3);
    let file = dir.join("from-a-friend.ron");
    std::fs::write(&file, record.to_ron().expect("RON")).expect("written");
    let mut h = app(&dir);
    click(&mut h, "Import a game…");
    common::ui::choose_file_in(&mut h, "File", &file, "Import");
    assert!(h.state().log().is_some(), "opened to play on: {:?}", all_texts(&h));
    assert!(h.state().players().find("Zed").is_some() && h.state().players().find("Yul").is_some());
    let (list, _) = load_players(&DataDir::at(&dir).players());
    assert_eq!(list.names_by_last_use().len(), 2, "kept in the file: {:?}", list.names_by_last_use());
    let _ = std::fs::remove_dir_all(&dir);
}
