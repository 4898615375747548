//! Saved games, history, export and import, driven by the labels on
//! screen, against a real data folder in a temporary directory.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::files_in;

use crate::common::ui::{all_texts, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};
use std::time::SystemTime;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::i18n::Language;
use trailpad::store::{DataDir, GameStore};

const TWO_PLAYER_PETIT: &str = include_str!("../../examples/two-player-isla-petit.ron");

/// A fresh, empty data folder for one test.
fn data_dir(name: &str) -> PathBuf {
    common::fresh_dir(&format!("ui-games-{name}"))
}

fn app_on(dir: &Path) -> Harness<'static, TrailpadApp> {
    harness(TrailpadApp::new().with_store(DataDir::at(dir)))
}

fn saved_record(path: &Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn status(h: &Harness<'_, TrailpadApp>) -> String {
    common::ui::message(h)
}

/// The finished two-player example, cut to its first `n` actions.
fn two_player_prefix(n: usize) -> TucanaRecord {
    let mut record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    record.actions.truncate(n);
    record
}

/// The first actions of the two-player example, as a game under way.
fn running(record: TucanaRecord) -> trailpad::games::tucana::record::TucanaLog {
    trailpad::games::tucana::record::TucanaLog::start(
        std::sync::Arc::new(trailpad::games::tucana::sheet::builtin_sheet("isla-petit").unwrap()),
        record,
    )
    .unwrap()
}

/// Clicks both hexes of the first legal trail of the shown sheet.
fn draw_first_legal_trail(h: &mut Harness<'_, TrailpadApp>) {
    let (from, to) = {
        let play = h.state().play().unwrap();
        let game = play.log.game();
        let edge = game.legal_trails(play.state.seat).iter().next().expect("a legal trail");
        game.sheet().edge_coords(edge)
    };
    common::ui::tap_trail(h, "hex", from, to);
}

#[test]
fn a_saved_game_is_resumed_from_the_start_screen_and_continues() {
    let dir = data_dir("resume");
    let mut h = app_on(&dir);
    assert!(h.query_by_label("No unfinished games.").is_some());
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    let record = h.state().log().unwrap().record().clone();
    assert_eq!(record.actions.len(), 1, "cards revealed, trail not drawn yet: a half-finished turn");
    let file = h.state().game_file().expect("saved in games/").to_path_buf();
    assert!(file.starts_with(dir.join("games")));
    assert_eq!(saved_record(&file), record, "saved after the change");
    drop(h);

    // The next start lists it with island, players, round and turn.
    let mut h = app_on(&dir);
    let resume = "Resume Isla Petit · Player 1 · solo · round 1, turn 1";
    assert!(h.query_by_label(resume).is_some(), "the game is listed");
    // The record keeps when the game started.
    assert!(h.query_by_label_contains("started just now").is_some());
    h.get_by_label(resume).click();
    h.run();
    assert_eq!(h.state().log().unwrap().record(), &record, "exactly where it stopped");
    assert_eq!(status(&h), "The game is back, exactly where it stopped.");

    // It continues, and the same file keeps every change.
    draw_first_legal_trail(&mut h);
    let now = h.state().log().unwrap().record().clone();
    assert_eq!(now.actions.len(), 2, "{}", status(&h));
    assert_eq!(h.state().game_file(), Some(file.as_path()));
    assert_eq!(saved_record(&file), now);
    assert_eq!(files_in(&dir.join("games")), vec![file]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Holds a record's table lock as a headless `trailpad table` in another
/// process does: the system's lock on `<record>.lock`, which names it.
fn hold_as_another_table(record: &Path) -> std::fs::File {
    use std::io::Write as _;
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(trailpad::store::record_lock_path(record))
        .unwrap();
    file.lock().unwrap();
    file.write_all(b"(pid: 4242, host: \"kitchen-pc\", since: 1795000000)\n").unwrap();
    file
}

#[test]
fn a_game_a_table_serves_is_neither_opened_nor_written_here_and_says_who_serves_it() {
    let dir = data_dir("served");
    let store = GameStore::new(DataDir::at(&dir));
    let path = store.keep_imported_game(&two_player_prefix(1), false, SystemTime::now()).unwrap();
    let before = std::fs::read(&path).unwrap();
    let holder = format!(
        "process 4242 on kitchen-pc, since {} UTC",
        trailpad::games::date::utc_text(1_795_000_000, ' ')
    );
    let lock = hold_as_another_table(&path);
    let mut h = app_on(&dir);
    h.get_by_label_contains("Resume Isla Petit · Alice and Bob").click();
    h.run();
    assert!(h.state().log().is_none(), "not opened to play");
    assert_eq!(
        status(&h),
        format!(
            "This game is being played at a Trailpad table ({holder}). Play it on the phones, or stop that table (Ctrl+C where it runs) and resume it here. Nothing was changed."
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), before, "nothing written");

    // The table stops: the game opens here. A table started on it while it
    // is open here: the app's next save is refused, and says why.
    drop(lock);
    h.get_by_label_contains("Resume Isla Petit · Alice and Bob").click();
    h.run();
    assert_eq!(h.state().game_file(), Some(path.as_path()));
    let opened = std::fs::read(&path).unwrap();
    let lock = hold_as_another_table(&path);
    draw_first_legal_trail(&mut h);
    assert_eq!(h.state().log().unwrap().record().actions.len(), 2, "the move stays on screen");
    assert_eq!(std::fs::read(&path).unwrap(), opened, "the table's record is not written over");
    let said = status(&h);
    assert!(
        said.contains(&format!(
            "it is now being played at a Trailpad table ({holder}), whose moves would be lost"
        )),
        "{said}"
    );
    drop(lock);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_owed_bonus_trail_survives_a_restart() {
    let dir = data_dir("bonus");
    let store = GameStore::new(DataDir::at(&dir));
    // Play the example until some sheet owes a bonus trail.
    let full = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    let library = trailpad::store::load_user_sheets(None);
    let n = (1..full.actions.len())
        .find(|&n| {
            let game = two_player_prefix(n).replay(&library).unwrap();
            game.players().iter().any(|p| game.owed_bonus_trails(p.seat) > 0)
        })
        .expect("the example has a bonus trail");
    let record = two_player_prefix(n);
    let path = store.keep_imported_game(&record, false, SystemTime::now()).unwrap();
    let owed_before: Vec<u8> = {
        let game = record.replay(&library).unwrap();
        game.players().iter().map(|p| game.owed_bonus_trails(p.seat)).collect()
    };

    let mut h = app_on(&dir);
    h.get_by_label_contains("Resume Isla Petit · Alice and Bob").click();
    h.run();
    let game = h.state().log().unwrap().game();
    let owed: Vec<u8> = game.players().iter().map(|p| game.owed_bonus_trails(p.seat)).collect();
    assert_eq!(owed, owed_before);
    assert_eq!(h.state().game_file(), Some(path.as_path()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn deleting_a_saved_game_asks_first() {
    let dir = data_dir("delete");
    let store = GameStore::new(DataDir::at(&dir));
    let path = store.keep_imported_game(&two_player_prefix(5), false, SystemTime::now()).unwrap();
    let mut h = app_on(&dir);
    let delete = "Delete Isla Petit · Alice and Bob · 2 players · round 1, turn 2";
    h.get_by_label(delete).click();
    h.run();
    assert!(h.query_by_label_contains("Delete this game for good?").is_some());
    h.get_by_label("Keep it").click();
    h.run();
    assert!(path.exists(), "kept");
    h.get_by_label(delete).click();
    h.run();
    h.get_by_label_contains("Yes, delete Isla Petit").click();
    h.run();
    assert!(!path.exists(), "deleted after confirmation");
    assert!(h.query_by_label("No unfinished games.").is_some());
    assert_eq!(status(&h), "The game was deleted.");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_is_deleted_from_the_history_after_a_question() {
    let dir = data_dir("history-delete");
    let store = GameStore::new(DataDir::at(&dir));
    let record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    store.keep_imported_game(&record, true, SystemTime::now()).unwrap();
    let kept = files_in(&dir.join("history"));
    assert_eq!(kept.len(), 1);
    let mut h = app_on(&dir);
    h.get_by_label("History and statistics").click();
    h.run();
    let delete = |h: &mut Harness<'_, TrailpadApp>| {
        h.get_by_label_contains("Delete ").click();
        h.run();
    };
    delete(&mut h);
    assert!(h.query_by_label_contains("Delete this game for good?").is_some(), "asked first");
    h.get_by_label("Keep it").click();
    h.run();
    assert!(kept[0].exists(), "kept");
    delete(&mut h);
    h.get_by_label("Delete it").click();
    h.run();
    assert!(!kept[0].exists(), "deleted after the question");
    assert!(files_in(&dir.join("history")).is_empty());
    assert!(h.query_by_label("Isla Petit: 1 game").is_none(), "the statistics follow");
    assert_eq!(status(&h), "The game was deleted.");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_opens_read_only_from_the_history() {
    let dir = data_dir("history");
    // A finished game left in games/ moves to the history at the next start.
    let store = GameStore::new(DataDir::at(&dir));
    let record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    let path = store.keep_imported_game(&record, false, SystemTime::now()).unwrap();
    let mut h = app_on(&dir);
    assert!(!path.exists());
    assert!(h.query_by_label("No unfinished games.").is_some());
    assert_eq!(files_in(&dir.join("history")).len(), 1);

    h.get_by_label("History and statistics").click();
    h.run();
    assert!(h.query_by_label("Isla Petit: 1 game").is_some(), "games per island");
    let game = record.replay(&trailpad::store::load_user_sheets(None)).unwrap();
    for card in game.score_cards() {
        let line = format!("{} on Isla Petit: 1 game, best {}", card.name, card.final_box.total);
        assert!(h.query_by_label_contains(&line).is_some(), "{line}");
    }
    h.get_by_label_contains("Open ").click();
    h.run();
    assert!(h.state().history_open());
    assert!(h.query_by_label_contains("Finished game on Isla Petit (read only)").is_some());
    assert!(h.query_by_label("Final scores").is_some(), "opens on the Final Scoring Boxes");

    // The map of a sheet is shown, and tapping it changes nothing.
    h.get_by_label("sheet Alice").click();
    h.run();
    let history_file = files_in(&dir.join("history")).remove(0);
    let before = std::fs::read_to_string(&history_file).unwrap();
    let hexes: Vec<String> =
        h.query_all_by_label_contains("hex (").take(2).filter_map(|n| n.accesskit_node().label()).collect();
    assert_eq!(hexes.len(), 2, "the read-only map is drawn");
    for label in hexes {
        h.get_by_label(&label).click();
        h.run();
    }
    assert_eq!(std::fs::read_to_string(&history_file).unwrap(), before);
    assert!(h.state().log().is_none(), "no game was started");

    h.get_by_label("Back to the history").click();
    h.run();
    h.get_by_label("Back").click();
    h.run();
    assert!(!h.state().history_open());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn damaged_game_files_are_reported_moved_aside_and_the_app_starts() {
    let dir = data_dir("damaged");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("game-1.ron"), "(format: 1, setup: (sheet: \"isla-pet").unwrap();
    std::fs::write(games.join("game-2.ron"), "").unwrap();
    let mut h = app_on(&dir);
    // A plain sentence first; the reader's own words only after it.
    assert!(h.query_by_label_contains("game-1.ron could not be used, so it was put aside in ").is_some());
    assert!(
        h.query_by_label_contains("game-1.ron: this game record stops short: the file ends at line 1")
            .is_some()
    );
    assert!(h.query_by_label("game-2.ron: is empty").is_some());
    assert_eq!(
        std::fs::read_to_string(dir.join("damaged/game-1.ron")).unwrap(),
        "(format: 1, setup: (sheet: \"isla-pet"
    );
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    assert!(h.state().game_file().is_some());
    assert_eq!(files_in(&dir.join("damaged")).len(), 2, "the damaged copies are untouched");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_damaged_file_notice_can_be_dismissed() {
    let dir = data_dir("damaged-dismiss");
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("game-1.ron"), "").unwrap();
    let mut h = app_on(&dir);
    assert!(h.query_by_label_contains("game-1.ron could not be used").is_some());
    h.get_by_label("Hide these notices").click();
    h.run();
    assert!(h.query_by_label_contains("could not be used").is_none(), "the notice is gone");
    assert!(h.query_by_label("Hide these notices").is_none(), "and its button with it");
    // Back on the start screen later, the file (moved aside) is not reported again.
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("New game or saved game…").click();
    h.run();
    assert!(h.query_by_label("Solo on Isla Petit — start now").is_some(), "the start screen");
    assert!(h.query_by_label_contains("could not be used").is_none());
    assert_eq!(files_in(&dir.join("damaged")).len(), 1, "the file itself is kept aside");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_single_save_of_an_earlier_version_joins_the_list() {
    let dir = data_dir("legacy");
    std::fs::write(dir.join("current-game.ron"), two_player_prefix(3).to_ron().unwrap()).unwrap();
    let h = app_on(&dir);
    assert!(!dir.join("current-game.ron").exists());
    assert!(h.query_by_label_contains("Resume Isla Petit · Alice and Bob").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Types a path into the file dialog and presses its main button.
fn choose_file(h: &mut Harness<'_, TrailpadApp>, path: &Path, button: &str) {
    common::ui::choose_file_in(h, "File", path, button);
}

#[test]
fn importing_a_file_that_is_not_a_record_says_so_plainly_first() {
    let dir = data_dir("import-not-a-record");
    let bad = dir.join("notes.ron");
    std::fs::write(&bad, "this is my shopping list").unwrap();
    let mut h = app_on(&dir);
    h.get_by_label("Import a game…").click();
    h.run();
    choose_file(&mut h, &bad, "Import");
    let node = h.get_by_label_contains("error: ");
    let error =
        node.accesskit_node().label().filter(|l| !l.is_empty()).or_else(|| node.value()).unwrap_or_default();
    let plain = "notes.ron cannot be imported: this file is not a Trailpad game record; the reader stopped at line 1,";
    assert!(error.contains(plain), "{error}");
    // The parser's own words come after the sentence, never before it.
    let parser = error.find('`').expect("the detail is kept");
    assert!(parser > error.find(plain).unwrap() + plain.len(), "{error}");
    assert!(error.ends_with("Nothing was changed."), "{error}");
    assert!(h.state().log().is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn importing_a_bad_file_says_why_and_changes_nothing() {
    let dir = data_dir("import-bad");
    let bad = dir.join("bad.ron");
    let mut illegal = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    illegal.actions.insert(1, trailpad::games::tucana::rules::Action::Pass { seat: 1 });
    std::fs::write(&bad, illegal.to_ron().unwrap()).unwrap();
    let mut h = app_on(&dir);
    h.get_by_label("Import a game…").click();
    h.run();
    choose_file(&mut h, &bad, "Import");
    let node = h.get_by_label_contains("error: ");
    let error =
        node.accesskit_node().label().filter(|l| !l.is_empty()).or_else(|| node.value()).unwrap_or_default();
    assert!(
        error.contains(
            "bad.ron cannot be imported: the game record breaks the rules at action 2: Alice may not pass"
        ),
        "{error}"
    );
    assert!(error.ends_with("Nothing was changed."), "{error}");
    assert!(h.state().log().is_none());
    assert!(files_in(&dir.join("games")).is_empty() && files_in(&dir.join("history")).is_empty());

    choose_file(&mut h, &dir.join("missing.ron"), "Import");
    assert!(h.query_by_label_contains("missing.ron cannot be imported").is_some());
    h.get_by_label("Cancel").click();
    h.run();
    assert!(h.query_by_label("File").is_none(), "the dialog closed");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_imported_game_is_kept_and_opened() {
    let dir = data_dir("import");
    let unfinished = dir.join("unfinished.ron");
    std::fs::write(&unfinished, two_player_prefix(7).to_ron().unwrap()).unwrap();
    let finished = dir.join("finished.ron");
    std::fs::write(&finished, TWO_PLAYER_PETIT).unwrap();
    let mut h = app_on(&dir);

    h.get_by_label("Import a game…").click();
    h.run();
    choose_file(&mut h, &unfinished, "Import");
    assert_eq!(h.state().log().unwrap().record(), &two_player_prefix(7), "opened to play on");
    let kept = h.state().game_file().unwrap().to_path_buf();
    assert_eq!(saved_record(&kept), two_player_prefix(7));
    assert_eq!(status(&h), "Game imported.");

    // The same file again opens the game already kept.
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::Import));
    h.run();
    choose_file(&mut h, &unfinished, "Import");
    assert_eq!(h.state().game_file(), Some(kept.as_path()));
    assert_eq!(status(&h), "This game was already here; it is open now.");
    assert_eq!(files_in(&dir.join("games")).len(), 1);

    // A finished game goes to the history and opens read-only.
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::Import));
    h.run();
    choose_file(&mut h, &finished, "Import");
    assert!(h.state().history_open());
    assert!(h.query_by_label("Final scores").is_some());
    assert_eq!(files_in(&dir.join("history")).len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn exporting_a_record_writes_it_and_asks_before_replacing() {
    let dir = data_dir("export");
    let mut h = harness(TrailpadApp::with_game(running(two_player_prefix(9))));
    let target = dir.join("export.ron");
    std::fs::write(&target, "an older file").unwrap();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::ExportRecord));
    h.run();
    choose_file(&mut h, &target, "Save");
    assert!(h.query_by_label_contains("already exists").is_some());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "an older file", "not replaced yet");
    h.get_by_label("Replace").click();
    h.run();
    assert_eq!(saved_record(&target), two_player_prefix(9));
    assert_eq!(status(&h), format!("Saved to {}", target.display()));

    // `trailpad check` accepts what was exported.
    let library = trailpad::store::load_user_sheets(None);
    assert!(saved_record(&target).replay(&library).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_language_and_theme_change_at_once_and_are_remembered() {
    let dir = data_dir("settings");
    let settings = dir.join("settings.ron");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_settings(settings.clone()));
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Français").click();
    h.run();
    assert_eq!(h.state().language(), Language::French);
    assert!(h.query_by_label("Aucune partie en cours.").is_some(), "the screen speaks French at once");
    h.get_by_label("Réglages").click();
    h.run();
    h.get_by_label("Sombre").click();
    h.run();
    let saved = trailpad::store::Settings::load(&settings);
    assert_eq!(saved.language.as_deref(), Some("fr"));
    assert_eq!(saved.theme, trailpad::store::ThemeChoice::Dark);
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Latin words of two letters or more, leaving out file paths and the
/// names the language menu shows in their own language (and "PNG"), and
/// the title the Russian edition of Ticket to Ride prints in Latin letters,
/// and the name of the BG Stats app (its name in every language).
fn latin_words(text: &str) -> Vec<String> {
    text.replace("Ticket to Ride: Нью-Йорк", "")
        .replace("BG Stats", "")
        .split_whitespace()
        .filter(|w| !w.contains('/') && !w.contains(".ron"))
        .flat_map(|w| w.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| w.len() >= 2 && !w.chars().all(|c| "IVX".contains(c)))
        .filter(|w| !["Trailpad", "English", "Fran", "ais", "PNG"].contains(w))
        .map(str::to_string)
        .collect()
}

#[test]
fn no_english_word_is_left_on_the_russian_saved_games_history_and_file_screens() {
    let dir = data_dir("russian");
    let store = GameStore::new(DataDir::at(&dir));
    let russian = |mut record: TucanaRecord| {
        record.setup.players[0].name = "Аня".into();
        record.setup.players[1].name = "Борис".into();
        record
    };
    store.keep_imported_game(&russian(two_player_prefix(6)), false, SystemTime::now()).unwrap();
    store
        .keep_imported_game(
            &russian(TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap()),
            true,
            SystemTime::now(),
        )
        .unwrap();
    std::fs::write(dir.join("games/broken.ron"), "").unwrap();
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(Language::Russian));
    let mut seen = all_texts(&h);
    assert!(seen.iter().any(|t| t.contains("Малый остров · Аня и Борис")), "{seen:?}");
    h.get_by_label_contains("Удалить Малый остров").click();
    h.run();
    seen.extend(all_texts(&h));
    h.get_by_label("Оставить").click();
    h.run();
    h.get_by_label("Настройки").click();
    h.run();
    seen.extend(all_texts(&h));
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Импортировать партию…").click();
    h.run();
    common::ui::choose_file_in(&mut h, "Файл", &dir.join("missing.ron"), "Импортировать");
    seen.extend(all_texts(&h));
    h.get_by_label("Отмена").click();
    h.run();
    h.get_by_label("История и статистика").click();
    h.run();
    seen.extend(all_texts(&h));
    h.get_by_label_contains("Открыть ").click();
    h.run();
    seen.extend(all_texts(&h));
    h.get_by_label("лист Борис").click();
    h.run();
    seen.extend(all_texts(&h));
    assert!(seen.iter().any(|t| t.contains("Сыграно партий")), "the statistics were read");
    assert!(seen.iter().any(|t| t.contains("только просмотр")), "the viewer was read");
    assert!(seen.len() > 150, "the screens were read: {}", seen.len());
    for text in &seen {
        let latin = latin_words(text);
        assert!(latin.is_empty(), "English left in {text:?}: {latin:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_shown_sheet_is_exported_as_a_png_from_play_and_from_the_history() {
    let dir = data_dir("png");
    let store = GameStore::new(DataDir::at(&dir));
    store
        .keep_imported_game(&TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap(), true, SystemTime::now())
        .unwrap();
    let mut h = harness(TrailpadApp::with_game(running(two_player_prefix(9))).with_store(DataDir::at(&dir)));
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("Export sheet as PNG…").click();
    h.run();
    let target = dir.join("sheet.png");
    choose_file(&mut h, &target, "Save");
    let bytes = std::fs::read(&target).unwrap();
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert!(bytes.len() > 20_000, "a whole sheet: {} bytes", bytes.len());

    // A finished game from the history, read-only.
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
    h.run();
    h.get_by_label_contains("Open ").click();
    h.run();
    h.get_by_label("Export sheet as PNG…").click();
    h.run();
    let finished = dir.join("finished.png");
    choose_file(&mut h, &finished, "Save");
    assert_eq!(&std::fs::read(&finished).unwrap()[..8], b"\x89PNG\r\n\x1a\n");
    assert_ne!(std::fs::read(&finished).unwrap(), bytes, "another game, another picture");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The app on a fresh data folder with a game of `kind` just finished in
/// it, still open, the way a player finishes one: resumed from the start
/// screen one step before its end, then ended. One arm per game of the
/// registry (a new game does not compile until it has one).
fn just_finished(kind: trailpad::games::GameKind, dir: &Path) -> Harness<'static, TrailpadApp> {
    use trailpad::app::Intent;
    use trailpad::games::GameKind;
    use trailpad::ui::saved_games::SavedGamesIntent;
    let store = GameStore::new(DataDir::at(dir));
    let resume = |path: PathBuf| {
        let mut h = app_on(dir);
        h.state_mut().apply(Intent::Games(SavedGamesIntent::Resume(path)));
        h.run();
        h
    };
    match kind {
        GameKind::Tucana => {
            let (mut h, last) = one_action_from_the_end(dir);
            finish_with(&mut h, &last);
            h
        }
        GameKind::NewYork => {
            let text = include_str!("../../examples/new-york/two-player.ron");
            let record = trailpad::games::new_york::NewYorkRecord::from_ron(text).unwrap();
            let mut h = resume(store.keep_imported_game(&record, false, SystemTime::now()).unwrap());
            h.state_mut().apply(Intent::from(trailpad::ui::new_york::NewYorkIntent::Finish));
            h.run();
            h
        }
        GameKind::Tally => {
            use trailpad::games::tally::{Action, TallyRecord, TallySetup};
            let setup = TallySetup { players: vec!["Ann".to_string(), "Bob".to_string()] };
            let mut record = <TallyRecord as trailpad::games::Record>::begin(setup);
            record.actions = vec![Action::Score { seat: 1, points: 5 }, Action::Score { seat: 2, points: 3 }];
            let mut h = resume(store.keep_imported_game(&record, false, SystemTime::now()).unwrap());
            h.get_by_label("End the game").click();
            h.run();
            h
        }
    }
}

/// The Delete buttons the history shows.
fn delete_buttons(h: &Harness<'_, TrailpadApp>) -> usize {
    h.query_all_by_label_contains("Delete ")
        .filter(|n| n.accesskit_node().role() == egui::accesskit::Role::Button)
        .count()
}

#[test]
fn the_game_just_finished_of_every_game_is_in_the_history_at_once_marked_and_kept_from_delete() {
    use trailpad::app::Intent;
    use trailpad::ui::game_menu::MenuIntent;
    for &kind in trailpad::games::GameKind::ALL {
        let dir = data_dir(&format!("just-played-{}", kind.record_id()));
        let mut h = just_finished(kind, &dir);
        h.state_mut().apply(Intent::Menu(MenuIntent::OpenHistory));
        h.run();
        assert!(h.state().history_open(), "{kind:?}");
        assert!(
            h.query_by_label("No finished games yet. Finished games appear here.").is_none(),
            "{kind:?}: the game just finished is listed"
        );
        assert!(h.query_by_label("just played, still open").is_some(), "{kind:?}: marked as just played");
        assert_eq!(delete_buttons(&h), 0, "{kind:?}: no Delete for the game still open: {:?}", all_texts(&h));
        // Left for the start screen, it moved to the history: listed as
        // any other finished game, with its Delete.
        h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
        h.run();
        h.state_mut().apply(Intent::Menu(MenuIntent::OpenHistory));
        h.run();
        assert!(h.query_by_label("just played, still open").is_none(), "{kind:?}");
        assert_eq!(delete_buttons(&h), 1, "{kind:?}: {:?}", all_texts(&h));
        assert_eq!(files_in(&dir.join("history")).len(), 1, "{kind:?}");
        assert!(files_in(&dir.join("games")).is_empty(), "{kind:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The app resuming the two-player example one action before its end, in a
/// fresh data folder; returns the harness and the last action.
fn one_action_from_the_end(
    dir: &Path,
) -> (Harness<'static, TrailpadApp>, trailpad::games::tucana::rules::Action) {
    let full = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    let last = full.actions.last().unwrap().clone();
    let store = GameStore::new(DataDir::at(dir));
    store.keep_imported_game(&two_player_prefix(full.actions.len() - 1), false, SystemTime::now()).unwrap();
    let mut h = app_on(dir);
    h.get_by_label_contains("Resume Isla Petit · Alice and Bob").click();
    h.run();
    (h, last)
}

fn finish_with(h: &mut Harness<'_, TrailpadApp>, last: &trailpad::games::tucana::rules::Action) {
    h.state_mut()
        .apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Act(last.clone())));
    h.run();
    assert!(h.state().log().unwrap().game().is_over(), "{}", status(h));
}

/// The finished example is in the history exactly once and nowhere else.
fn in_history_exactly_once(dir: &Path) {
    let full = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    let history = files_in(&dir.join("history"));
    assert_eq!(history.len(), 1, "{history:?}");
    let mut saved = saved_record(&history[0]);
    // Finished in the app, it keeps when it ended; otherwise the same record.
    assert!(saved.ended_at.take().is_some(), "the end is kept");
    assert_eq!(saved, full);
    assert!(files_in(&dir.join("games")).is_empty(), "{:?}", files_in(&dir.join("games")));
}

#[test]
fn a_finished_game_looked_at_the_history_and_undone_is_kept_once() {
    let dir = data_dir("finish-history-undo");
    let (mut h, last) = one_action_from_the_end(&dir);
    finish_with(&mut h, &last);
    // A look at the history and back to the finished game...
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("History and statistics…").click();
    h.run();
    h.get_by_label("Back").click();
    h.run();
    assert!(!h.state().history_open());
    // ... where the last action can still be taken back and played again.
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    assert!(!h.state().log().unwrap().game().is_over());
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Redo));
    h.run();
    assert!(h.state().log().unwrap().game().is_over());
    eframe::App::on_exit(h.state_mut(), None);
    in_history_exactly_once(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_undone_before_leaving_stays_unfinished() {
    let dir = data_dir("finish-undo");
    let (mut h, last) = one_action_from_the_end(&dir);
    finish_with(&mut h, &last);
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    assert!(files_in(&dir.join("history")).is_empty(), "not finished after all");
    assert_eq!(files_in(&dir.join("games")).len(), 1);
    assert!(h.query_by_label_contains("Resume Isla Petit · Alice and Bob").is_some());
    // Played to the end again, then the app is closed: archived at exit.
    h.get_by_label("Back to the game").click();
    h.run();
    finish_with(&mut h, &last);
    eframe::App::on_exit(h.state_mut(), None);
    in_history_exactly_once(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_goes_to_the_history_once_when_another_record_is_imported() {
    let dir = data_dir("finish-import");
    let (mut h, last) = one_action_from_the_end(&dir);
    finish_with(&mut h, &last);
    // Another finished game is imported (it opens in the history viewer).
    let mut other = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    other.setup.players[0].name = "Cleo".into();
    let other_file = dir.join("other.ron");
    std::fs::write(&other_file, other.to_ron().unwrap()).unwrap();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::Import));
    h.run();
    choose_file(&mut h, &other_file, "Import");
    assert!(h.state().history_open(), "{}", status(&h));
    h.get_by_label("Back to the history").click();
    h.run();
    h.get_by_label("Back").click();
    h.run();
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Redo));
    h.run();
    eframe::App::on_exit(h.state_mut(), None);
    let history = files_in(&dir.join("history"));
    assert_eq!(history.len(), 2, "{history:?}");
    let full = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    // The game played here now keeps when it ended: the same game, with its end.
    let same = |p: &&std::path::PathBuf| {
        let mut r = saved_record(p);
        r.ended_at.take().is_some() && r == full
    };
    assert_eq!(history.iter().filter(same).count(), 1);
    assert!(files_in(&dir.join("games")).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn importing_a_copy_of_the_finished_game_still_open_keeps_it_once() {
    let dir = data_dir("finish-import-same");
    let (mut h, last) = one_action_from_the_end(&dir);
    finish_with(&mut h, &last);
    let copy = dir.join("copy.ron");
    std::fs::write(&copy, TWO_PLAYER_PETIT).unwrap();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::Import));
    h.run();
    choose_file(&mut h, &copy, "Import");
    assert_eq!(status(&h), "This game was already here; it is open now.");
    assert!(h.query_by_label("Final scores").is_some(), "shown read-only");
    h.get_by_label("Back to the history").click();
    h.run();
    h.get_by_label("Back").click();
    h.run();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    in_history_exactly_once(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Starts a quick solo game from the start screen and draws one trail.
fn quick_solo_with_a_trail(h: &mut Harness<'_, TrailpadApp>) -> PathBuf {
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    h.key_press(egui::Key::Space);
    h.run();
    draw_first_legal_trail(h);
    assert_eq!(h.state().log().unwrap().record().actions.len(), 2, "{}", status(h));
    h.state().game_file().unwrap().to_path_buf()
}

#[test]
fn a_new_game_leaves_the_running_one_untouched_and_either_can_be_resumed() {
    let dir = data_dir("two-games");
    let mut h = app_on(&dir);
    let first = quick_solo_with_a_trail(&mut h);
    let first_text = std::fs::read_to_string(&first).unwrap();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    let second = quick_solo_with_a_trail(&mut h);
    assert_ne!(first, second);
    assert_eq!(std::fs::read_to_string(&first).unwrap(), first_text, "untouched");
    let second_record = saved_record(&second);

    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    let rows = h.query_all_by_label_contains("Resume Isla Petit · Player 1 · solo").count();
    assert_eq!(rows, 2, "both are listed");
    // Resume the first (the list is newest first: the second row)...
    h.query_all_by_label_contains("Resume Isla Petit").nth(1).unwrap().click();
    h.run();
    assert_eq!(h.state().game_file(), Some(first.as_path()));
    assert_eq!(h.state().log().unwrap().record(), &saved_record(&first));
    // ... and back to the second.
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    h.query_all_by_label_contains("Resume Isla Petit").next().unwrap().click();
    h.run();
    assert_eq!(h.state().game_file(), Some(second.as_path()));
    assert_eq!(h.state().log().unwrap().record(), &second_record);
    assert_eq!(std::fs::read_to_string(&first).unwrap(), first_text, "still untouched");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn deleting_the_running_game_closes_it_for_good() {
    let dir = data_dir("delete-running");
    let mut h = app_on(&dir);
    let file = quick_solo_with_a_trail(&mut h);
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    assert!(h.query_by_label("Back to the game").is_some());
    h.get_by_label_contains("Delete Isla Petit").click();
    h.run();
    h.get_by_label_contains("Yes, delete Isla Petit").click();
    h.run();
    assert!(!file.exists());
    assert!(h.state().play().is_none(), "the deleted game is no longer running");
    assert!(h.query_by_label("Back to the game").is_none(), "nothing to go back to");
    assert!(h.query_by_label("No unfinished games.").is_some());
    // Another game, played and closed: the deleted one does not come back.
    let other = quick_solo_with_a_trail(&mut h);
    eframe::App::on_exit(h.state_mut(), None);
    assert_eq!(files_in(&dir.join("games")), vec![other]);
    assert!(files_in(&dir.join("history")).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_damaged_after_the_list_was_drawn_is_moved_aside_when_resumed() {
    let dir = data_dir("resume-damaged");
    let store = GameStore::new(DataDir::at(&dir));
    let path = store.keep_imported_game(&two_player_prefix(5), false, SystemTime::now()).unwrap();
    let mut h = app_on(&dir);
    std::fs::write(&path, "(format: 1, setup: (sheet: \"isla-pe").unwrap();
    h.get_by_label_contains("Resume Isla Petit · Alice and Bob").click();
    h.run();
    assert!(h.state().play().is_none(), "nothing half-read was opened");
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(h.query_by_label_contains(&format!("{name} could not be used")).is_some());
    assert!(h.query_by_label("No unfinished games.").is_some());
    assert_eq!(
        std::fs::read_to_string(dir.join("damaged").join(&name)).unwrap(),
        "(format: 1, setup: (sheet: \"isla-pe",
        "kept byte for byte"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_changed_after_the_list_was_drawn_resumes_as_it_is_now() {
    let dir = data_dir("resume-changed");
    let store = GameStore::new(DataDir::at(&dir));
    let path = store.keep_imported_game(&two_player_prefix(5), false, SystemTime::now()).unwrap();
    let mut h = app_on(&dir);
    store.save_game(&path, &two_player_prefix(8)).unwrap();
    h.get_by_label_contains("Resume Isla Petit · Alice and Bob").click();
    h.run();
    assert_eq!(h.state().log().unwrap().record(), &two_player_prefix(8));
    assert_eq!(h.state().game_file(), Some(path.as_path()));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The error the file dialog shows.
fn dialog_error(h: &Harness<'_, TrailpadApp>) -> String {
    let prefix = match h.state().language() {
        Language::French => "erreur : ",
        Language::Russian => "ошибка: ",
        _ => "error: ",
    };
    let node = h.get_by_label_contains(prefix);
    node.accesskit_node().label().filter(|l| !l.is_empty()).or_else(|| node.value()).unwrap_or_default()
}

#[test]
fn imports_that_cannot_be_games_say_why_in_the_ui_language() {
    let dir = data_dir("import-odd");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(Language::French));
    let mut elsewhere = two_player_prefix(5);
    elsewhere.setup.sheet = "isla-nowhere".into();
    let nowhere = dir.join("nowhere.ron");
    std::fs::write(&nowhere, elsewhere.to_ron().unwrap()).unwrap();
    let huge = dir.join("huge.ron");
    let file = std::fs::File::create(&huge).unwrap();
    file.set_len(64 * 1024 * 1024).unwrap();
    drop(file);
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::Import));
    h.run();
    let mut errors = Vec::new();
    for path in [nowhere.clone(), huge.clone(), dir.clone(), PathBuf::from("/dev/zero")] {
        common::ui::choose_file_in(&mut h, "Fichier", &path, "Importer");
        errors.push(dialog_error(&h));
    }
    assert!(errors[0].contains("« isla-nowhere »"), "{}", errors[0]);
    assert!(errors[1].contains("trop") && errors[1].contains("67108864"), "{}", errors[1]);
    assert!(errors[2].contains("dossier"), "{}", errors[2]);
    assert!(errors[3].contains("pas un fichier ordinaire"), "{}", errors[3]);
    assert!(h.state().play().is_none());
    assert!(files_in(&dir.join("games")).is_empty() && files_in(&dir.join("history")).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn exports_go_only_to_folders_that_exist_and_need_a_file_name() {
    let dir = data_dir("export-where");
    let mut h = harness(TrailpadApp::with_game(running(two_player_prefix(9))));
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::ExportRecord));
    h.run();
    // A mistyped folder is not created: the file would be lost from sight.
    let typo = dir.join("Documnets").join("game.ron");
    choose_file(&mut h, &typo, "Save");
    let error = dialog_error(&h);
    assert!(
        error.contains(&format!("The folder {} does not exist", dir.join("Documnets").display())),
        "{error}"
    );
    assert!(!dir.join("Documnets").exists());
    // A folder, or nothing at all, is not a file name.
    choose_file(&mut h, &dir, "Save");
    assert_eq!(dialog_error(&h), "error: Type a file name.");
    h.get_by_label("File").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.key_press(egui::Key::Backspace);
    h.run();
    h.get_by_label("Save").click();
    h.run();
    assert_eq!(dialog_error(&h), "error: Type a file name.");
    assert_eq!(files_in(&dir), Vec::<PathBuf>::new(), "nothing was written");
    // The right folder works.
    let target = dir.join("game.ron");
    choose_file(&mut h, &target, "Save");
    assert_eq!(saved_record(&target), two_player_prefix(9));
    assert_eq!(status(&h), format!("Saved to {}", target.display()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn deleting_a_running_game_whose_file_is_already_gone_still_closes_it() {
    let dir = data_dir("delete-gone");
    let mut h = app_on(&dir);
    let file = quick_solo_with_a_trail(&mut h);
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    h.get_by_label_contains("Delete Isla Petit").click();
    h.run();
    // Removed by hand (a file manager) while the question was asked.
    std::fs::remove_file(&file).unwrap();
    h.get_by_label_contains("Yes, delete Isla Petit").click();
    h.run();
    assert_eq!(status(&h), "The game was deleted.");
    assert!(h.state().play().is_none(), "no save can bring it back");
    assert!(h.query_by_label("Back to the game").is_none());
    eframe::App::on_exit(h.state_mut(), None);
    assert!(files_in(&dir.join("games")).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_change_whose_save_failed_is_saved_when_the_app_closes() {
    let dir = data_dir("save-at-exit");
    let mut h = app_on(&dir);
    let file = quick_solo_with_a_trail(&mut h);
    let repair = common::break_games_folder(&dir);
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    assert!(status(&h).starts_with("Could not save the game"), "{}", status(&h));
    repair();
    eframe::App::on_exit(h.state_mut(), None);
    assert_eq!(&saved_record(&file), h.state().log().unwrap().record(), "the undo is not lost");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_whose_last_save_failed_reaches_the_history_whole() {
    let dir = data_dir("finish-save-failed");
    let (mut h, last) = one_action_from_the_end(&dir);
    let repair = common::break_games_folder(&dir);
    finish_with(&mut h, &last);
    assert!(status(&h).starts_with("Could not save the game"), "{}", status(&h));
    repair();
    eframe::App::on_exit(h.state_mut(), None);
    in_history_exactly_once(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}

const SOLO_PETIT: &str = include_str!("../../examples/solo-isla-petit.ron");

/// The two-player example with only Alice's sheet on the device, at a
/// table of three.
fn alice_alone_at_a_table_of_three() -> TucanaRecord {
    let mut record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    record.setup.table_size = 3;
    record.setup.players.retain(|p| p.seat == 1);
    record.actions.retain(|a| a.seat().is_none_or(|s| s == 1));
    record
}

#[test]
fn the_statistics_translate_solo_titles_and_count_only_real_wins() {
    let dir = data_dir("stats-fr");
    let store = GameStore::new(DataDir::at(&dir));
    let library = trailpad::store::load_user_sheets(None);
    let alone = alice_alone_at_a_table_of_three();
    assert!(alone.replay(&library).unwrap().is_over());
    for record in [
        TucanaRecord::from_ron(SOLO_PETIT).unwrap(),
        TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap(),
        alone,
    ] {
        store.keep_imported_game(&record, true, SystemTime::now()).unwrap();
    }
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(Language::French));
    h.get_by_label("Historique et statistiques").click();
    h.run();
    let mut texts = all_texts(&h);
    texts.dedup(); // a label is read as name and as value
    assert!(texts.iter().any(|t| t.contains("Vous valez mieux qu'un yéti")), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("yeti, at least")), "{texts:?}");
    // Solo and table games apart: two games at a table (one won), one solo.
    let alice = texts.iter().find(|t| t.starts_with("Alice sur ") && t.contains("victoire")).unwrap();
    assert!(alice.contains("2 parties") && alice.ends_with("1 victoire"), "{alice}");
    let solo = texts.iter().find(|t| t.starts_with("Alice sur ") && t.contains("en solo")).unwrap();
    assert!(solo.contains("1 partie en solo") && !solo.contains("victoire"), "{solo}");
    assert!(texts.iter().any(|t| t == "Parties à plusieurs") && texts.iter().any(|t| t == "Parties en solo"));
    // The game of Alice alone names no winner: the others were not compared.
    let winners = texts.iter().filter(|t| t.starts_with("vainqueur")).count();
    assert_eq!(winners, 1, "{texts:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_empty_history_says_so_and_a_damaged_one_is_reported() {
    let dir = data_dir("history-empty");
    let mut h = app_on(&dir);
    h.get_by_label("History and statistics").click();
    h.run();
    assert!(h.query_by_label("No finished games yet. Finished games appear here.").is_some());
    assert!(h.query_by_label("Statistics appear after the first finished game.").is_some());
    h.get_by_label("Back").click();
    h.run();

    let store = GameStore::new(DataDir::at(&dir));
    let kept = store
        .keep_imported_game(&TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap(), true, SystemTime::now())
        .unwrap();
    std::fs::write(dir.join("history/torn.ron"), "(format: 1, setup: (sheet: \"isla-pe").unwrap();
    h.get_by_label("History and statistics").click();
    h.run();
    assert!(h.query_by_label_contains("torn.ron could not be used").is_some());
    assert!(h.query_by_label("Isla Petit: 1 game").is_some(), "the good game is counted");
    assert_eq!(files_in(&dir.join("history")), vec![kept]);
    assert_eq!(
        std::fs::read_to_string(dir.join("damaged/torn.ron")).unwrap(),
        "(format: 1, setup: (sheet: \"isla-pe",
        "kept byte for byte"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_question_on_screen_follows_a_change_of_language() {
    let dir = data_dir("question-language");
    let store = GameStore::new(DataDir::at(&dir));
    let path = store.keep_imported_game(&two_player_prefix(5), false, SystemTime::now()).unwrap();
    let mut h = app_on(&dir);
    h.get_by_label_contains("Delete Isla Petit").click();
    h.run();
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Français").click();
    h.run();
    assert!(h.query_by_label_contains("Supprimer définitivement cette partie").is_some());
    assert!(h.query_by_label_contains("Delete this game").is_none(), "the question is asked in French now");
    h.get_by_label_contains("Oui, supprimer").click();
    h.run();
    assert!(!path.exists());

    // The file dialog is modal: a click beside it closes it, and the
    // settings cannot change under it.
    h.get_by_label("Importer une partie…").click();
    h.run();
    assert!(h.query_by_label("Importer un enregistrement de partie").is_some());
    h.get_by_label("Réglages").click();
    h.run();
    assert!(h.query_by_label("English").is_none(), "the menu did not open");
    assert_eq!(h.state().language(), Language::French);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_theme_is_remembered_across_restarts() {
    let dir = data_dir("theme");
    let settings = dir.join("settings.ron");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_settings(settings.clone()));
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
    eframe::App::on_exit(h.state_mut(), None);
    drop(h);
    let h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_settings(settings.clone()));
    assert_eq!(h.ctx.theme(), egui::Theme::Dark, "dark again after a restart");
    assert_eq!(trailpad::store::Settings::load(&settings).theme, trailpad::store::ThemeChoice::Dark);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_theme_can_be_chosen_without_a_settings_file() {
    let mut h = harness(TrailpadApp::new());
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Light").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Light);
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    assert_eq!(h.ctx.theme(), egui::Theme::Dark);
}

#[test]
fn an_import_that_could_not_be_kept_says_so_and_is_saved_by_its_next_change() {
    let dir = data_dir("import-keep-failed");
    let record_file = dir.join("unfinished.ron");
    std::fs::write(&record_file, two_player_prefix(7).to_ron().unwrap()).unwrap();
    let mut h = app_on(&dir);
    std::fs::create_dir_all(dir.join("games")).unwrap();
    let repair = common::break_games_folder(&dir);
    h.get_by_label("Import a game…").click();
    h.run();
    choose_file(&mut h, &record_file, "Import");
    assert_eq!(h.state().log().unwrap().record(), &two_player_prefix(7), "open to play on");
    assert!(status(&h).starts_with("The game is open, but could not be kept"), "{}", status(&h));
    repair();
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    let file = h.state().game_file().expect("a file to save in").to_path_buf();
    assert_eq!(&saved_record(&file), h.state().log().unwrap().record(), "kept after all");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_file_that_cannot_be_moved_is_reported_once() {
    let dir = data_dir("damaged-stuck");
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::write(dir.join("games/broken.ron"), "").unwrap();
    // Something stands where the damaged folder should be made.
    std::fs::write(dir.join("damaged"), "not a folder").unwrap();
    let mut h = app_on(&dir);
    for _ in 0..3 {
        h.get_by_label("History and statistics").click();
        h.run();
        h.get_by_label("Back").click();
        h.run();
    }
    let lines = h.query_all_by_label_contains("broken.ron could not be used").count();
    assert_eq!(lines, 1);
    assert!(h.query_by_label_contains("it was left where it is").is_some());
    assert_eq!(std::fs::read_to_string(dir.join("games/broken.ron")).unwrap(), "", "left untouched");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_record_imported_twice_is_kept_once_and_the_viewer_writes_nothing() {
    let dir = data_dir("import-twice-finished");
    let finished = dir.join("finished.ron");
    std::fs::write(&finished, TWO_PLAYER_PETIT).unwrap();
    let mut h = app_on(&dir);
    for note in ["Game imported.", "This game was already here; it is open now."] {
        h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::Import));
        h.run();
        choose_file(&mut h, &finished, "Import");
        assert_eq!(status(&h), note);
        assert!(h.query_by_label("Final scores").is_some());
    }
    let history = files_in(&dir.join("history"));
    assert_eq!(history.len(), 1);
    let before = std::fs::read(&history[0]).unwrap();
    let modified = std::fs::metadata(&history[0]).unwrap().modified().unwrap();
    h.get_by_label("sheet Bob").click();
    h.run();
    h.get_by_label("Back to the history").click();
    h.run();
    h.get_by_label("Back").click();
    h.run();
    eframe::App::on_exit(h.state_mut(), None);
    assert_eq!(std::fs::read(&history[0]).unwrap(), before);
    assert_eq!(std::fs::metadata(&history[0]).unwrap().modified().unwrap(), modified, "not even rewritten");
    assert!(files_in(&dir.join("games")).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_history_game_damaged_after_the_list_was_drawn_is_reported_when_opened() {
    let dir = data_dir("history-open-damaged");
    let store = GameStore::new(DataDir::at(&dir));
    let path = store
        .keep_imported_game(&TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap(), true, SystemTime::now())
        .unwrap();
    let mut h = app_on(&dir);
    h.get_by_label("History and statistics").click();
    h.run();
    std::fs::write(&path, "").unwrap();
    h.get_by_label_contains("Open ").click();
    h.run();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let moved = dir.join("damaged").join(&name);
    let line = format!(
        "{name} could not be used, so it was put aside in {}. Nothing else is lost: your other games are as they were.",
        moved.display()
    );
    assert!(h.query_by_label(&line).is_some(), "{line}");
    assert!(h.query_by_label(&format!("{name}: is empty")).is_some());
    assert!(!status(&h).contains("left where it is"), "it was not: {}", status(&h));
    assert!(h.query_by_label("Final scores").is_none(), "nothing opened");
    assert!(h.query_by_label("No finished games yet. Finished games appear here.").is_some());
    assert!(dir.join("damaged").join(&name).exists(), "kept aside");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn games_on_an_island_no_longer_installed_wait_where_they_are() {
    let dir = data_dir("island-missing");
    let store = GameStore::new(DataDir::at(&dir));
    let on_lost_island = |mut record: TucanaRecord| {
        record.setup.sheet = "isla-lost".into();
        record
    };
    let open =
        store.keep_imported_game(&on_lost_island(two_player_prefix(5)), false, SystemTime::now()).unwrap();
    let done = store
        .keep_imported_game(
            &on_lost_island(TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap()),
            true,
            SystemTime::now(),
        )
        .unwrap();
    // The user's island file is missing (or broken) this time.
    let mut h = app_on(&dir);
    let name = open.file_name().unwrap().to_string_lossy().into_owned();
    let line = format!(
        "{name} could not be used; it was left where it is. Nothing else is lost: your other games are as they were."
    );
    assert!(h.query_by_label(&line).is_some(), "{line}");
    let detail = format!("{name}: the game is on island “isla-lost”, which is not installed");
    assert!(h.query_by_label(&detail).is_some(), "{detail}");
    h.get_by_label("History and statistics").click();
    h.run();
    assert!(h.query_by_label_contains("which is not installed").is_some());
    assert!(open.exists() && done.exists(), "both wait for their island");
    assert!(files_in(&dir.join("damaged")).is_empty());
    drop(h);

    // The island is back: so are its games.
    let sheets = dir.join("sheets");
    std::fs::create_dir_all(&sheets).unwrap();
    let petit = std::fs::read_to_string("sheets/isla-petit.ron").unwrap();
    let lost =
        petit.replace("id: \"isla-petit\"", "id: \"isla-lost\"").replace("\"Isla Petit\"", "\"Isla Lost\"");
    std::fs::write(sheets.join("isla-lost.ron"), lost).unwrap();
    let library = trailpad::store::load_user_sheets(Some(&sheets));
    assert!(
        library.skipped.is_empty(),
        "{:?}",
        library.skipped.iter().map(|s| &s.reason).collect::<Vec<_>>()
    );
    let mut h = harness(TrailpadApp::new().with_sheet_library(library).with_store(DataDir::at(&dir)));
    h.get_by_label_contains("Resume Isla Lost · Alice and Bob").click();
    h.run();
    assert_eq!(h.state().game_file(), Some(open.as_path()));
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
    h.run();
    assert!(h.query_by_label("Isla Lost: 1 game").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_change_whose_save_failed_is_saved_when_another_game_starts() {
    let dir = data_dir("save-at-switch");
    let mut h = app_on(&dir);
    let first = quick_solo_with_a_trail(&mut h);
    let repair = common::break_games_folder(&dir);
    h.state_mut().apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::Undo));
    h.run();
    assert!(status(&h).starts_with("Could not save the game"), "{}", status(&h));
    let undone = h.state().log().unwrap().record().clone();
    repair();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    assert_ne!(h.state().game_file(), Some(first.as_path()));
    assert_eq!(saved_record(&first), undone, "the undo reached the first game's file");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_damaged_settings_file_is_reported_and_kept_not_overwritten() {
    let dir = data_dir("settings-damaged");
    let settings = dir.join("settings.ron");
    std::fs::write(&settings, "(theme: Purple").unwrap();
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_settings(settings.clone()));
    assert!(h.query_by_label_contains("The settings file could not be read").is_some());
    let kept = dir.join("damaged/settings.ron");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "(theme: Purple");
    // Changing a setting writes a fresh file, the damaged one stays.
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    assert_eq!(trailpad::store::Settings::load(&settings).theme, trailpad::store::ThemeChoice::Dark);
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), "(theme: Purple");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_record_listed_in_the_import_dialog_is_picked_with_one_click() {
    let dir = data_dir("import-list");
    let folder = dir.join("records");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("friday.ron"), two_player_prefix(5).to_ron().unwrap()).unwrap();
    std::fs::write(folder.join("notes.txt"), "not a record").unwrap();
    let mut h = app_on(&dir);
    h.get_by_label("Import a game…").click();
    h.run();
    common::ui::choose_file_in(&mut h, "File", &folder.join(""), "Import");
    assert!(h.query_by_label("friday.ron").is_some(), "the folder's records are listed");
    assert!(h.query_by_label("notes.txt").is_none(), "only game records");
    h.get_by_label("friday.ron").click();
    h.run();
    h.get_by_label("Import").click();
    h.run();
    assert_eq!(h.state().log().expect("imported and opened").record(), &two_player_prefix(5));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_second_window_on_the_same_data_folder_touches_nothing() {
    let dir = data_dir("second-window");
    let mut first = app_on(&dir);
    first.get_by_label("Solo on Isla Petit — start now").click();
    first.run();
    let file = first.state().game_file().expect("saved").to_path_buf();
    let saved = std::fs::read_to_string(&file).unwrap();

    let second = app_on(&dir);
    assert_eq!(second.state().folder_in_use(), Some(dir.as_path()));
    assert!(second.query_by_label("Trailpad is already open").is_some());
    assert!(second.query_by_label("Solo on Isla Petit — start now").is_none(), "nothing to play here");
    drop(second);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), saved);

    // Once the first window is gone, the folder is free again.
    drop(first);
    let third = app_on(&dir);
    assert!(third.state().folder_in_use().is_none());
    assert!(third.query_by_label_contains("Resume Isla Petit").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_imported_game_is_dated_by_its_record_not_just_now() {
    let dir = data_dir("dated-import");
    let store = GameStore::new(DataDir::at(&dir));
    let mut record = TucanaRecord::from_ron(TWO_PLAYER_PETIT).unwrap();
    record.set_played_time(SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_600_000_000));
    store.keep_imported_game(&record, true, SystemTime::now()).unwrap();
    let mut h = app_on(&dir);
    h.get_by_label("History and statistics").click();
    h.run();
    let texts = all_texts(&h);
    assert!(texts.iter().any(|t| t.starts_with("2020-09-13 · ")), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("just now")), "{texts:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_game_just_finished_is_in_the_history_at_once_and_its_messages_wait_for_it() {
    let dir = data_dir("just-played");
    let (mut h, last) = one_action_from_the_end(&dir);
    finish_with(&mut h, &last);
    let said = h.state().message().cloned();
    assert!(said.is_some());
    h.get_by_label("Game").click();
    h.run();
    h.get_by_label("History and statistics…").click();
    h.run();
    assert!(h.state().history_open());
    assert!(
        h.query_by_label("No finished games yet. Finished games appear here.").is_none(),
        "the game just finished is listed"
    );
    assert!(h.query_by_label("just played, still open").is_some(), "and marked as just played");
    let named: Vec<String> = h
        .query_all_by_label_contains("Isla Petit: Alice")
        .filter_map(|n| n.accesskit_node().label())
        .collect();
    assert_eq!(named.len(), 1, "Open, and no Delete for the game still open: {named:?}");
    assert!(named[0].starts_with("Open "), "{named:?}");
    h.get_by_label("Back").click();
    h.run();
    assert!(!h.state().history_open());
    assert_eq!(h.state().message().cloned(), said, "the game's message line is as it was left");
    // Left for the start screen, it moved to the history: listed once, as
    // any other finished game.
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenWizard));
    h.run();
    h.state_mut().apply(trailpad::app::Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
    h.run();
    assert_eq!(h.query_all_by_label_contains("Isla Petit: Alice").count(), 2, "Open and Delete, once");
    assert!(h.query_by_label("just played, still open").is_none());
    in_history_exactly_once(&dir);
    let _ = std::fs::remove_dir_all(&dir);
}
