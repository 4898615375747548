//! A game's end on the final scores, in both games (issue 19): the place
//! and note typed there reach the record, the history and BG Stats; "Log
//! in BG Stats" opens its QR code (or names the paper totals missing);
//! "Play again" starts the same game with the same players, the finished
//! one kept in the history once.

#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use crate::common::files_in;
use crate::common::ui::{all_texts, claim, click, harness, has_label, new_york_three_players};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::Path;
use std::time::SystemTime;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::export::bgstats::bgstats_play;
use trailpad::export::plays::play_of;
use trailpad::games::new_york::NewYorkRecord;
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::store::{DataDir, GameStore};
use trailpad::ui::tucana::play::GameIntent;

const TWO_PLAYER_PETIT: &str = include_str!("../../examples/two-player-isla-petit.ron");
const PAPER_SEAT: &str = include_str!("../../examples/four-player-isla-grande-real-cards.ron");

/// The app on `dir` with the example `text` resumed one action before its
/// end, then that action played: the final scores are shown.
fn finished_on_final_scores(dir: &Path, text: &str, resume: &str) -> Harness<'static, TrailpadApp> {
    let mut record = TucanaRecord::from_ron(text).unwrap();
    let last = record.actions.pop().unwrap();
    record.played_at = Some(1_764_079_200);
    GameStore::new(DataDir::at(dir)).keep_imported_game(&record, false, SystemTime::now()).unwrap();
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(dir)));
    h.get_by_label_contains(resume).click();
    h.run();
    h.state_mut().apply(Intent::from(GameIntent::Act(last)));
    h.run();
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    assert!(h.state().log().unwrap().game().is_over());
    h
}

/// Types `text` into the field named `label` (focused first).
fn type_into(h: &mut Harness<'_, TrailpadApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

fn saved_tucana(path: &Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn place_and_note_typed_on_the_final_scores_reach_the_record_the_history_and_bgstats() {
    let dir = common::fresh_dir("ui-end-place-note");
    let mut h = finished_on_final_scores(&dir, TWO_PLAYER_PETIT, "Resume Isla Petit · Alice and Bob");
    let file = h.state().game_file().unwrap().to_path_buf();

    // Typing alone keeps nothing yet; Enter keeps the place.
    type_into(&mut h, "Place", "Café de la Lune");
    assert_eq!(saved_tucana(&file).place, "", "not on every keystroke");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(saved_tucana(&file).place, "Café de la Lune");

    // The note is kept as the screen is left (here for the history).
    type_into(&mut h, "Note", "a close one");
    assert_eq!(saved_tucana(&file).note, "");
    h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
    h.run();
    let record = saved_tucana(&file);
    assert_eq!((record.place.as_str(), record.note.as_str()), ("Café de la Lune", "a close one"));

    // The history shows both with the game's scores.
    let open = h
        .query_all_by_label_contains("Isla Petit: ")
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("Open ")))
        .expect("the game's Open");
    open.click();
    h.run();
    assert!(has_label(&h, "Place: Café de la Lune"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Note: a close one"), "{:?}", all_texts(&h));

    // BG Stats takes them as the play's location and comments.
    let game = record.replay(&trailpad::games::tucana::sheet::library::SheetLibrary::builtin()).unwrap();
    let play = bgstats_play(&play_of(&record, &game), |s| format!("Seat {s}")).unwrap();
    assert_eq!(play.location, "Café de la Lune");
    assert_eq!(play.comments, "a close one", "the island goes to its own field");
    assert_eq!(play.board, "Isla Petit");
    let json: serde_json::Value = serde_json::from_str(&play.to_json()).unwrap();
    assert_eq!(json["location"], "Café de la Lune");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_place_too_long_stays_typed_says_why_and_holds_the_game_open() {
    let dir = common::fresh_dir("ui-end-too-long");
    let mut h = finished_on_final_scores(&dir, TWO_PLAYER_PETIT, "Resume Isla Petit · Alice and Bob");
    let file = h.state().game_file().unwrap().to_path_buf();
    let long = "x".repeat(70);
    type_into(&mut h, "Place", &long);
    let why = "The place is 70 characters long; at most 64 are kept. Shorten it to keep it: it stays here as typed.";
    assert!(has_label(&h, why), "{:?}", all_texts(&h));
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(saved_tucana(&file).place, "", "not kept");
    assert_eq!(
        h.get_by_label("Place").accesskit_node().value().as_deref(),
        Some(long.as_str()),
        "the text is not lost"
    );

    // Leaving for a new game keeps the finished game open, as typed.
    h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    assert!(h.state().log().is_some(), "the game waits to be shortened");
    assert!(files_in(&dir.join("history")).is_empty());
    assert!(message_contains(&h, why), "{:?}", all_texts(&h));
    click(&mut h, "Back to the game");
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    assert_eq!(h.get_by_label("Place").accesskit_node().value().as_deref(), Some(long.as_str()));

    // Shortened, it is kept.
    h.get_by_label("Place").focus();
    h.run();
    for _ in 0..10 {
        h.key_press(egui::Key::Backspace);
    }
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(saved_tucana(&file).place, "x".repeat(60));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn log_in_bg_stats_on_tucana_final_scores_names_the_paper_total_missing_then_shows_the_qr_code() {
    let dir = common::fresh_dir("ui-end-bgstats-tucana");
    let mut h = finished_on_final_scores(&dir, PAPER_SEAT, "Resume Isla Grande · Alice, Bob and Cleo");
    click(&mut h, "Log in BG Stats");
    assert!(
        has_label(&h, "Type the totals of the sheets kept on paper first (seat 4)."),
        "{:?}",
        all_texts(&h)
    );
    click(&mut h, "Close");
    h.state_mut().apply(Intent::from(GameIntent::PaperTotal { seat: 4, total: 61 }));
    h.run();
    click(&mut h, "Log in BG Stats");
    assert!(has_label(&h, "QR code of the BG Stats link"), "{:?}", all_texts(&h));
    assert!(h.query_by_label("Copy link").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_again_on_tucana_keeps_island_seats_and_variants_with_a_new_set_up_card() {
    let dir = common::fresh_dir("ui-end-again-tucana");
    let mut h = finished_on_final_scores(&dir, PAPER_SEAT, "Resume Isla Grande · Alice, Bob and Cleo");
    let before = h.state().log().unwrap().record().setup.clone();
    let finished = h.state().game_file().unwrap().to_path_buf();
    click(&mut h, "Play again");

    let log = h.state().log().expect("a new game");
    let after = &log.record().setup;
    assert!(log.record().actions.is_empty() && !log.game().is_over());
    assert_eq!(after.sheet, before.sheet);
    assert_eq!(after.table_size, before.table_size, "the paper seat too");
    assert_eq!(after.players, before.players, "the same names in the same seats");
    assert_eq!((after.counter_clockwise, after.symmetry), (before.counter_clockwise, before.symmetry));
    assert!(after.start_village.is_some() && after.red_cards.len() == before.red_cards.len());
    assert_eq!(after.deck, before.deck, "real cards again");
    assert_ne!(after.card_letters().unwrap(), before.card_letters().unwrap(), "a new set-up card");
    assert!(message_contains(&h, "Play again on Isla Grande"));

    // The finished game is in the history once; the new one is saved.
    let history = files_in(&dir.join("history"));
    assert_eq!(history.len(), 1, "{history:?}");
    assert!(saved_tucana(&history[0]).actions.len() > 10);
    let games = files_in(&dir.join("games"));
    assert_eq!(games.len(), 1, "{games:?}");
    assert_ne!(games[0], finished);
    assert_eq!(saved_tucana(&games[0]).setup, *after);
    let _ = std::fs::remove_dir_all(&dir);
}

fn message_contains(h: &Harness<'_, TrailpadApp>, text: &str) -> bool {
    h.state().message().is_some_and(|m| m.text.contains(text))
}

/// A New York game of Ann, Bob and Cy with one claim, ended.
fn new_york_ended(dir: &Path) -> Harness<'static, TrailpadApp> {
    let mut h = new_york_three_players(dir);
    claim(&mut h, "Chelsea–Soho");
    click(&mut h, "End the game…");
    click(&mut h, "End the game");
    assert!(h.state().new_york_log().unwrap().game().is_over());
    h
}

#[test]
fn new_york_ended_takes_a_place_and_note_and_logs_in_bg_stats() {
    let dir = common::fresh_dir("ui-end-ny-place");
    let mut h = new_york_ended(&dir);
    let file = h.state().new_york_file().unwrap().to_path_buf();
    let saved = || NewYorkRecord::from_ron(&std::fs::read_to_string(&file).unwrap()).unwrap();
    type_into(&mut h, "Place", "Brooklyn");
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(saved().place, "Brooklyn");
    type_into(&mut h, "Note", "taxis everywhere");
    click(&mut h, "Log in BG Stats");
    assert_eq!(saved().note, "taxis everywhere", "kept as the field was left");
    assert!(has_label(&h, "QR code of the BG Stats link"), "{:?}", all_texts(&h));
    let record = saved();
    let play = bgstats_play(&play_of(&record, &record.replay().unwrap()), |s| format!("Seat {s}")).unwrap();
    assert_eq!((play.location.as_str(), play.comments.as_str()), ("Brooklyn", "taxis everywhere"));
    click(&mut h, "Close");

    // Left for the start screen, then in the history's viewer.
    click(&mut h, "New game or saved game…");
    click(&mut h, "History and statistics");
    h.get_by_label_contains("Open the Ticket to Ride: New York game played on ").click();
    h.run();
    assert!(
        has_label(&h, "Place: Brooklyn") && has_label(&h, "Note: taxis everywhere"),
        "{:?}",
        all_texts(&h)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_again_on_new_york_keeps_seats_names_and_colours() {
    let dir = common::fresh_dir("ui-end-ny-again");
    let mut h = new_york_ended(&dir);
    let before = h.state().new_york_log().unwrap().record().setup.clone();
    click(&mut h, "Play again");
    let log = h.state().new_york_log().expect("a new New York game");
    assert_eq!(log.record().setup, before, "the same seats, names and colours");
    assert!(log.record().actions.is_empty() && !log.game().is_over());
    assert!(log.record().played_at.is_some());
    let history = files_in(&dir.join("history"));
    assert_eq!(history.len(), 1, "the ended game, once: {history:?}");
    assert_eq!(files_in(&dir.join("games")).len(), 1, "the new one");
    assert!(message_contains(&h, "Play again: a new game of"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn export_history_writes_the_csv_the_command_line_prints() {
    let dir = common::fresh_dir("ui-end-export-csv");
    let store = GameStore::new(DataDir::at(&dir));
    let mut two = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    two.played_at = Some(1_764_079_200);
    two.setup.players[1].name = "=Bob, \"the\" builder".into();
    store.keep_imported_game(&two, true, SystemTime::now()).unwrap();
    let mut paper = TucanaRecord::from_ron(PAPER_SEAT).unwrap();
    paper.played_at = Some(1_764_000_000);
    store.keep_imported_game(&paper, true, SystemTime::now()).unwrap();
    let mut ny = NewYorkRecord::from_ron(include_str!("../../examples/new-york/three-player.ron")).unwrap();
    ny.actions.push(trailpad::games::new_york::Action::Finish);
    ny.played_at = Some(1_764_090_000);
    store.keep_imported_game(&ny, true, SystemTime::now()).unwrap();

    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");
    // A folder that does not exist: said in the dialog, nothing written.
    click(&mut h, "Export history…");
    let nowhere = dir.join("no-such-folder").join("history.csv");
    common::ui::choose_file_in(&mut h, "File", &nowhere, "Save");
    assert!(all_texts(&h).iter().any(|t| t.contains("no-such-folder")), "{:?}", all_texts(&h));
    assert!(!nowhere.exists());
    let out = dir.join("history.csv");
    common::ui::choose_file_in(&mut h, "File", &out, "Save");
    assert!(message_contains(&h, &format!("Saved to {}", out.display())), "{:?}", all_texts(&h));

    let parse = |text: &str| -> Vec<Vec<String>> {
        let mut reader = csv::ReaderBuilder::new().has_headers(false).from_reader(text.as_bytes());
        reader.records().map(|r| r.unwrap().iter().map(str::to_string).collect()).collect()
    };
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("\r\n"), "a file's lines end in CR LF");
    let cli = common::cli::trailpad(&common::cli::no_user_sheets())
        .args(["history", "--csv"])
        .env("TRAILPAD_DATA_DIR", &dir)
        .output()
        .unwrap();
    assert!(cli.status.success(), "{}", common::cli::stderr(&cli));
    assert_eq!(written.as_bytes(), cli.stdout, "the same bytes as `trailpad history --csv`");
    assert!(written.starts_with('\u{FEFF}'), "a byte-order mark, so a spreadsheet reads UTF-8");
    let rows = parse(&written);
    assert_eq!(rows.len(), 1 + 2 + 4 + 3, "the header, then one row per player per game");
    assert!(rows.iter().any(|r| r[8] == "'=Bob, \"the\" builder"), "a formula-looking name is text");
    assert!(rows.iter().any(|r| r[8] == "Seat 4 (on paper)" && r[10].is_empty()), "no total, no zero");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn export_history_with_no_finished_game_says_so() {
    let dir = common::fresh_dir("ui-end-export-empty");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");
    click(&mut h, "Export history…");
    assert!(message_contains(&h, "No finished game yet: nothing to export."), "{:?}", all_texts(&h));
    assert!(h.query_by_label("Save").is_none(), "no dialog");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn final_scores_open_at_the_top_not_where_the_last_ones_were_left() {
    let dir = common::fresh_dir("ui-end-top");
    let mut h = finished_on_final_scores(&dir, PAPER_SEAT, "Resume Isla Grande · Alice, Bob and Cleo");
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
    let heading = |h: &Harness<'_, TrailpadApp>| h.get_by_label("Final scores").rect();
    let top = heading(&h);
    h.get_by_label("Play again").scroll_to_me();
    h.run();
    assert!(heading(&h).top() < top.top() - 50.0, "scrolled down to Play again: {:?}", heading(&h));
    // Back to the map, then the scores again: at the top, the winner first.
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(false)));
    h.run();
    assert!(h.query_by_label("Final scores").is_none(), "the map is shown");
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    assert_eq!(heading(&h), top);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A finished game's final scores at 1280×800 are the screen: no empty
/// cards bar and no "The game is over. [Show final scores]" above them
/// (they are on screen already), and "Back to the map" shows whole above
/// the message line for four players (issue 30: it was cut at its bottom).
#[test]
fn final_scores_of_four_at_1280_by_800_say_nothing_twice_and_show_back_to_the_map_whole() {
    let names = trailpad::demo::DEMO_NAMES;
    let mut log = trailpad::demo::new_demo_log_named("isla-petit", 4, 5, &names).unwrap();
    trailpad::demo::play_until(&mut log, 5, |_| false);
    let mut h = harness(TrailpadApp::with_game(log));
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    assert!(has_label(&h, "Final scores"), "{:?}", all_texts(&h));
    assert!(!has_label(&h, "The game is over."), "said by the final scores already");
    assert!(!has_label(&h, "Show final scores"), "they are shown");
    let back = h.get_by_label("Back to the map").rect();
    let recent = h.get_by_label("Recent").rect();
    assert!(back.bottom() < recent.top() - 4.0, "{back:?} is above the message line at {recent:?}");
    click(&mut h, "Back to the map");
    assert!(has_label(&h, "The game is over."), "the map says it");
    assert!(has_label(&h, "Show final scores"), "and leads back");
}
