//! Saved games on disk: damaged files are moved aside and reported, finished
//! games go to the history, and a process killed at any instant never leaves
//! a torn or stale save (the crash test).
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use crate::one_game::OneGame;

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{DeckMode, SeatedPlayer, Setup, SetupCard};
use trailpad::games::tucana::sheet::{Coord, builtin_sheet};
use trailpad::store::load_user_sheets;
use trailpad::store::{DataDir, GameStore, write_atomic};

/// A fresh, empty folder for one test.
fn temp_dir(name: &str) -> PathBuf {
    common::fresh_dir(&format!("test-{name}"))
}

fn two_player_setup(seed: u64) -> Setup {
    Setup {
        sheet: "isla-petit".into(),
        table_size: 2,
        players: vec![
            SeatedPlayer { name: "Alice".into(), seat: 1 },
            SeatedPlayer { name: "Bob".into(), seat: 2 },
        ],
        setup_card: SetupCard::Number(5),
        start_village: None,
        counter_clockwise: false,
        symmetry: false,
        red_cards: vec![],
        deck: DeckMode::AppDeck { seed },
    }
}

/// Plays `steps` random legal actions (or to the end).
fn played(seed: u64, steps: usize) -> TucanaLog {
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    let mut log = TucanaLog::new(sheet, two_player_setup(seed)).unwrap();
    let mut rng = SeededRng::new(seed);
    for _ in 0..steps {
        let Some(action) = random_action(log.game(), &mut rng) else { break };
        log.apply(action).unwrap();
    }
    log
}

#[test]
fn damaged_files_are_reported_and_moved_aside_never_deleted() {
    let root = temp_dir("damaged");
    let store = GameStore::new(DataDir::at(&root));
    let games = store.data_dir().games();
    fs::create_dir_all(&games).unwrap();
    let library = load_user_sheets(None);

    let good = played(1, 40).record().clone();
    let good_text = good.to_ron().unwrap();
    let mut illegal = good.clone();
    illegal.actions.push(trailpad::games::tucana::rules::Action::Trail {
        seat: 1,
        from: Coord::new(0, 4),
        to: Coord::new(9, 11),
    });
    let cases: Vec<(&str, String, &str)> = vec![
        ("empty.ron", String::new(), "is empty"),
        ("truncated.ron", good_text[..good_text.len() / 2].to_string(), "line "),
        ("invalid.ron", "(format: 1, setup: oops".into(), "line 1"),
        ("newer.ron", good_text.replace("format: 1,", "format: 9,"), "format version 9 is newer"),
        ("illegal.ron", illegal.to_ron().unwrap(), "action 41: "),
        ("binary.ron", "\u{0}\u{1}".into(), "line 1"),
    ];
    for (name, text, _) in &cases {
        fs::write(games.join(name), text).unwrap();
    }
    fs::write(games.join("bytes.ron"), [0xff, 0xfe, 0x00]).unwrap();
    store.save_game(&games.join("good.ron"), &good).unwrap();

    let (open, damaged) = store.unfinished(&library);
    assert_eq!(open.len(), 1, "only the good game is listed");
    assert_eq!(open[0].record, good);
    assert_eq!(damaged.len(), cases.len() + 1);
    for (name, text, reason) in &cases {
        let d = damaged.iter().find(|d| d.original.ends_with(name)).unwrap();
        assert!(d.reason.to_string().contains(reason), "{name}: {}", d.reason);
        let moved = d.moved_to.as_ref().unwrap();
        assert!(moved.starts_with(store.data_dir().damaged()));
        assert_eq!(&fs::read_to_string(moved).unwrap(), text, "{name} is kept byte for byte");
        assert!(!games.join(name).exists());
    }
    let bytes = damaged.iter().find(|d| d.original.ends_with("bytes.ron")).unwrap();
    assert!(bytes.reason.to_string().contains("not text"), "{}", bytes.reason);

    // A second damaged file of the same name does not overwrite the first.
    fs::write(games.join("empty.ron"), "").unwrap();
    let (_, again) = store.unfinished(&library);
    assert_eq!(again.len(), 1);
    assert!(again[0].moved_to.as_ref().unwrap().ends_with("empty-1.ron"));
    fs::remove_dir_all(root).unwrap();
}

#[test]
fn finished_games_move_to_history_with_their_summary() {
    let root = temp_dir("history");
    let store = GameStore::new(DataDir::at(&root));
    let library = load_user_sheets(None);
    let finished = played(2, 10_000);
    assert!(finished.game().is_over());
    let path = store.new_game_path(SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_000));
    store.save_game(&path, finished.record()).unwrap();
    let running = played(3, 30);
    let running_path = store.new_game_path(SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_000));
    assert_ne!(path, running_path, "names never collide");
    store.save_game(&running_path, running.record()).unwrap();

    let (open, damaged) = store.unfinished(&library);
    assert!(damaged.is_empty());
    assert_eq!(open.len(), 1);
    assert_eq!(open[0].summary.players, vec!["Alice", "Bob"]);
    assert!(!open[0].summary.finished);
    let (history, _) = store.history(&library);
    assert_eq!(history.len(), 1);
    let summary = &history[0].summary;
    assert!(summary.finished);
    let cards = finished.game().score_cards();
    assert_eq!(summary.totals, cards.iter().map(|c| c.final_box.total).collect::<Vec<_>>());
    assert!(!summary.winners.is_empty());
    fs::remove_dir_all(root).unwrap();
}

#[test]
fn leftover_temporary_files_are_cleaned_and_the_real_file_is_intact() {
    let root = temp_dir("temp");
    let store = GameStore::new(DataDir::at(&root));
    let games = store.data_dir().games();
    let log = played(4, 25);
    store.save_game(&games.join("g.ron"), log.record()).unwrap();
    fs::write(games.join(".tmp-999-g.ron"), "(format: 1, setup: (sheet: \"isla-pe").unwrap();
    let (open, damaged) = store.unfinished(&load_user_sheets(None));
    assert_eq!((open.len(), damaged.len()), (1, 0));
    assert!(!games.join(".tmp-999-g.ron").exists());
    fs::remove_dir_all(root).unwrap();
}

const CHILD_ENV: &str = "TRAILPAD_CRASH_CHILD";

/// The child side of the crash test: plays a game, saving after every
/// action, and reports each completed save on stdout. Does nothing unless
/// started by `killed_writers_never_lose_a_reported_action`.
#[test]
fn crash_child() {
    let Some(path) = std::env::var_os(CHILD_ENV) else { return };
    let seed: u64 = std::env::var("TRAILPAD_CRASH_SEED").unwrap().parse().unwrap();
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    let mut log = TucanaLog::new(sheet, two_player_setup(seed)).unwrap();
    let mut rng = SeededRng::new(seed);
    let mut out = std::io::stdout().lock();
    let mut saved = 0;
    while let Some(action) = random_action(log.game(), &mut rng) {
        log.apply(action).unwrap();
        write_atomic(std::path::Path::new(&path), log.record().to_ron().unwrap().as_bytes()).unwrap();
        saved += 1;
        writeln!(out, "saved {saved}").unwrap();
        out.flush().unwrap();
    }
}

#[test]
fn killed_writers_never_lose_a_reported_action() {
    let root = temp_dir("crash");
    let exe = std::env::current_exe().unwrap();
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    let mut rng = SeededRng::new(2026);
    let runs = 200;
    let mut total_reported = 0;
    for run in 0..runs {
        let path = root.join(format!("game-{run}.ron"));
        let mut child = Command::new(&exe)
            .args(["--exact", "store::crash_child", "--nocapture", "--test-threads=1"])
            .env(CHILD_ENV, &path)
            .env("TRAILPAD_CRASH_SEED", run.to_string())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        // Kill after a random number of reported saves (1..=40), i.e. at a
        // random instant of the write loop.
        let kill_after = 1 + rng.below(40);
        let mut reported = 0;
        for line in lines.by_ref() {
            let line = line.unwrap();
            if let Some(n) = line.strip_prefix("saved ") {
                reported = n.parse().unwrap();
                if reported >= kill_after {
                    break;
                }
            }
        }
        child.kill().unwrap(); // SIGKILL on Unix
        let _ = child.wait();
        // Drain what the child printed after our decision to kill it.
        for line in lines.map_while(Result::ok) {
            if let Some(n) = line.strip_prefix("saved ") {
                reported = n.parse().unwrap();
            }
        }
        total_reported += reported;
        let text = fs::read_to_string(&path).unwrap();
        let record = TucanaRecord::from_ron(&text).unwrap_or_else(|e| panic!("run {run}: torn file: {e}"));
        record.replay_on(sheet.clone()).unwrap_or_else(|e| panic!("run {run}: {e}"));
        assert!(
            record.actions.len() >= reported,
            "run {run}: {} actions saved but {reported} were reported",
            record.actions.len()
        );
        assert!(record.actions.len() <= reported + 1, "run {run}: at most one unreported save");
    }
    println!("crash test: {runs} kills, {total_reported} reported saves, every file whole");
    fs::remove_dir_all(root).unwrap();
}

#[test]
fn history_statistics_per_island_and_player() {
    let root = temp_dir("stats");
    let store = GameStore::new(DataDir::at(&root));
    let library = load_user_sheets(None);
    for seed in 10..13 {
        let log = played(seed, 10_000);
        let path = store.new_game_path(SystemTime::UNIX_EPOCH + Duration::from_secs(seed));
        store.save_game(&path, log.record()).unwrap();
    }
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    let mut solo = TucanaLog::new(sheet.clone(), Setup::solo("isla-petit", "Alice", 2, 5)).unwrap();
    let mut rng = SeededRng::new(5);
    while let Some(action) = random_action(solo.game(), &mut rng) {
        solo.apply(action).unwrap();
    }
    store.save_game(&store.new_game_path(SystemTime::UNIX_EPOCH), solo.record()).unwrap();
    let (open, _) = store.unfinished(&library);
    assert!(open.is_empty(), "finished games were archived");
    let (history, damaged) = store.history(&library);
    assert!(damaged.is_empty());
    let stats = trailpad::ui::tucana::stats::history_stats(&history, |g, total| {
        library.get(&g.record.setup.sheet).and_then(|s| s.solo_title(total)).map(String::from)
    });
    // Solo and table games are kept apart: three games at a table, one solo.
    assert_eq!(stats.table.games_per_island.get("Isla Petit"), Some(&3));
    assert_eq!(stats.solo.games_per_island.get("Isla Petit"), Some(&1));
    let alice = stats.table.players.iter().find(|p| p.name == "Alice").unwrap();
    assert_eq!(alice.games, 3);
    let alice_totals: Vec<u32> = history
        .iter()
        .filter(|g| g.summary.table_size > 1)
        .map(|g| g.summary.totals[g.summary.players.iter().position(|n| n == "Alice").unwrap()])
        .collect();
    assert_eq!(alice.best, *alice_totals.iter().max().unwrap());
    let mean = f64::from(alice_totals.iter().sum::<u32>()) / 3.0;
    assert!((alice.average - mean).abs() < 1e-9);
    let alice_solo = stats.solo.players.iter().find(|p| p.name == "Alice").unwrap();
    assert_eq!((alice_solo.games, alice_solo.wins), (1, 0));
    assert_eq!(alice_solo.best, solo.game().score_cards()[0].final_box.total);
    let solo_total = solo.game().score_cards()[0].final_box.total;
    let expected_title = sheet.solo_title(solo_total).map(String::from);
    assert_eq!(stats.solo_titles.first().map(|t| t.3.clone()), expected_title);
    fs::remove_dir_all(root).unwrap();
}

#[test]
fn the_finished_game_open_in_the_app_is_left_in_place() {
    let root = temp_dir("open-finished");
    let store = GameStore::new(DataDir::at(&root));
    let library = load_user_sheets(None);
    let finished = played(2, 10_000);
    assert!(finished.game().is_over());
    let path = store.new_game_path(SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_000));
    store.save_game(&path, finished.record()).unwrap();
    let (open, damaged) = store.unfinished_except_open(&library, Some(&path));
    assert!(open.is_empty() && damaged.is_empty());
    assert!(path.exists(), "still undoable where it is");
    assert!(store.history(&library).0.is_empty());
    let (open, _) = store.unfinished_except_open(&library, None);
    assert!(open.is_empty());
    assert!(!path.exists(), "moved once no longer open");
    assert_eq!(store.history(&library).0.len(), 1);
    fs::remove_dir_all(root).unwrap();
}

/// A finished game as the history lists it, with the given result.
fn listed(
    table_size: u8,
    results: &[(&str, u32)],
    winners: &[&str],
) -> trailpad::ui::tucana::listed::TucanaSaved {
    let record = played(7, 10_000).record().clone();
    trailpad::ui::tucana::listed::TucanaSaved {
        path: PathBuf::from("game.ron"),
        record,
        summary: trailpad::games::tucana::summary::TucanaSummary {
            sheet_name: "Isla Petit".into(),
            players: results.iter().map(|(n, _)| n.to_string()).collect(),
            table_size,
            round: 3,
            turn: 8,
            finished: true,
            special_bonus: false,
            totals: results.iter().map(|(_, t)| *t).collect(),
            winners: winners.iter().map(ToString::to_string).collect(),
            // The seats beyond the tracked sheets are kept on paper, untyped.
            paper: (results.len() as u8 + 1..=table_size).map(|seat| (seat, None)).collect(),
            paper_winners: Vec::new(),
            paper_names: Vec::new(),
        },
        modified: None,
    }
}

#[test]
fn shared_victories_count_for_every_winner_and_solo_games_are_not_wins() {
    let games = vec![
        listed(2, &[("Alice", 80), ("Bob", 80)], &["Alice", "Bob"]),
        listed(2, &[("Alice", 90), ("Bob", 70)], &["Alice"]),
        listed(1, &[("Alice", 57)], &["Alice"]),
        // Only Alice's sheet on this device at a table of three: nobody
        // knows who won.
        listed(3, &[("Alice", 40)], &["Alice"]),
    ];
    let stats = trailpad::ui::tucana::stats::history_stats(&games, |_, total| {
        (total >= 50).then(|| "Yeti".to_string())
    });
    let alice = stats.table.players.iter().find(|p| p.name == "Alice").unwrap();
    let bob = stats.table.players.iter().find(|p| p.name == "Bob").unwrap();
    // At a table: three games, two won (one shared); the solo game apart.
    assert_eq!((alice.games, alice.best, alice.wins), (3, 90, 2));
    assert!((alice.average - (80.0 + 90.0 + 40.0) / 3.0).abs() < 1e-9);
    assert_eq!((bob.games, bob.wins), (2, 1), "a shared victory is a win");
    let alice_solo = stats.solo.players.iter().find(|p| p.name == "Alice").unwrap();
    assert_eq!((alice_solo.games, alice_solo.best, alice_solo.wins), (1, 57, 0));
    assert_eq!(stats.solo_titles, vec![("Isla Petit".into(), "Alice".into(), 57, "Yeti".into())]);
    assert_eq!(stats.table.games_per_island.get("Isla Petit"), Some(&3));
    assert_eq!(stats.solo.games_per_island.get("Isla Petit"), Some(&1));
}

#[test]
fn the_history_dates_games_by_their_record_and_falls_back_to_the_file_time() {
    let root = temp_dir("played-date");
    let store = GameStore::new(DataDir::at(&root));
    let library = load_user_sheets(None);
    let long_ago = SystemTime::UNIX_EPOCH + Duration::from_secs(1_600_000_000);
    // Imported today, played long ago: the record says when.
    let dated = played(3, 10_000).with_played_time(long_ago);
    store.keep_imported_game(dated.record(), true, SystemTime::now()).unwrap();
    // A record from before the date was kept: its file's time.
    let old = played(4, 10_000);
    assert_eq!(old.record().played_at, None);
    store.keep_imported_game(old.record(), true, SystemTime::now()).unwrap();
    let (history, damaged) = store.history(&library);
    assert!(damaged.is_empty());
    assert_eq!(history.len(), 2);
    // Newest first: the undated game (file written just now), then the one
    // played long ago.
    assert_eq!(history[1].record.played_at, Some(1_600_000_000));
    assert_eq!(history[1].played(), Some(long_ago));
    assert_eq!(history[0].played(), history[0].modified);
    assert!(history[0].played().unwrap() > long_ago);
    fs::remove_dir_all(root).unwrap();
}

#[test]
fn typed_paper_totals_decide_the_listed_winner_and_count_as_compared() {
    let root = temp_dir("paper-winner");
    let store = GameStore::new(DataDir::at(&root));
    let library = load_user_sheets(None);
    // A table of three with only Player 1's sheet here.
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    let mut setup = two_player_setup(8);
    setup.table_size = 3;
    setup.players.truncate(1);
    let mut log = TucanaLog::new(sheet, setup).unwrap();
    let mut rng = SeededRng::new(8);
    while let Some(action) = random_action(log.game(), &mut rng) {
        log.apply(action).unwrap();
    }
    let total = log.game().score_cards()[0].final_box.total;
    let path = store.keep_imported_game(log.record(), true, SystemTime::now()).unwrap();
    let listed = |store: &GameStore| store.history(&library).0.into_iter().next().unwrap().summary;
    let s = listed(&store);
    assert!(!s.compared() && !s.complete(), "nobody to beat yet");
    assert_eq!(s.paper, vec![(2, None), (3, None)]);
    // Seat 2 typed more than Player 1: seat 2 leads; seat 3 still missing.
    log.set_paper_total(2, Some(total + 1)).unwrap();
    store.save_game(&path, log.record()).unwrap();
    let s = listed(&store);
    assert!(s.compared() && !s.complete());
    assert_eq!((s.winners.clone(), s.paper_winners.clone()), (vec![], vec![2]));
    log.set_paper_total(3, Some(0)).unwrap();
    store.save_game(&path, log.record()).unwrap();
    let s = listed(&store);
    assert!(s.complete());
    let stats = trailpad::ui::tucana::stats::history_stats(&store.history(&library).0, |_, _| None);
    let p1 = &stats.table.players[0];
    assert_eq!((p1.games, p1.wins), (1, 0), "beaten by a paper sheet");
    fs::remove_dir_all(root).unwrap();
}

#[test]
fn a_games_table_secrets_go_when_it_is_archived_or_deleted() {
    let root = temp_dir("table-secrets");
    let store = GameStore::new(DataDir::at(&root));
    let finished = played(2, 10_000);
    let path = store.new_game_path(SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_000));
    store.save_game(&path, finished.record()).unwrap();
    let secrets = trailpad::store::table_secrets_path(&path);
    assert_eq!(secrets, trailpad::table::TableSecrets::path_for(&path), "one name for the secrets file");
    fs::write(&secrets, "secrets").unwrap();
    let archived = store.archive(&path).unwrap();
    assert!(archived.is_file() && !path.exists());
    assert!(!secrets.exists(), "a finished game's links die with it: {}", secrets.display());
    assert!(!trailpad::store::table_secrets_path(&archived).exists(), "and are not carried to history/");

    let running = played(3, 30);
    let path = store.new_game_path(SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_001));
    store.save_game(&path, running.record()).unwrap();
    let secrets = trailpad::store::table_secrets_path(&path);
    fs::write(&secrets, "secrets").unwrap();
    store.delete(&path).unwrap();
    assert!(!path.exists() && !secrets.exists(), "a deleted game leaves no secrets behind");
    store.delete(&path).unwrap();
    fs::remove_dir_all(root).unwrap();
}
