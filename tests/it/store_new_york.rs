//! New York games on disk: an ended game moves from `games/` to
//! `history/` (not the one open), the history lists it with its totals
//! and winners, its statistics stay apart from Tucana's, imports land in
//! the right folder, and a New York file is never moved to `damaged/`.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use crate::one_game::OneGame;

use crate::common::files_in;

use std::fs;
use std::path::PathBuf;
use std::time::{Duration, SystemTime};
use trailpad::games::new_york::{Action, NewYorkLog, NewYorkMap, NewYorkRecord, NewYorkSetup};
use trailpad::store::load_user_sheets;
use trailpad::store::{DataDir, GameStats, GameStore, ListedFile, stats_by_game};
use trailpad::ui::new_york::saved::NewYorkSaved;
use trailpad::ui::tucana::stats::history_stats;

/// Ann, Bob and Cy: Ann claims `ann`, Bob `bob`; ended when `finish`.
fn record(ann: &str, bob: &str, finish: bool, played_at: u64) -> NewYorkRecord {
    let mut log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob", "Cy"]))
        .unwrap()
        .with_played_at(played_at);
    log.apply(Action::Claim { player: 1, route: ann.into() }).unwrap();
    log.apply(Action::Claim { player: 2, route: bob.into() }).unwrap();
    if finish {
        log.apply(Action::Finish).unwrap();
    }
    log.record().clone()
}

fn store(name: &str) -> (PathBuf, GameStore) {
    let dir = common::fresh_dir(&format!("store-ny-{name}"));
    (dir.clone(), GameStore::new(DataDir::at(&dir)))
}

#[test]
fn an_ended_game_moves_to_the_history_except_the_one_open() {
    let (dir, store) = store("archive");
    let now = SystemTime::now();
    let ended = store.new_game_path(now);
    store.save_game(&ended, &record("chelsea-soho", "soho-wall-street", true, 1_700_000_000)).unwrap();
    let going = store.new_game_path(now + Duration::from_secs(1));
    store.save_game(&going, &record("chelsea-soho", "soho-wall-street", false, 1_700_000_100)).unwrap();

    // Open in the app: it stays (undo can still reopen it).
    let (listed, stuck) = store.new_york_unfinished_except_open(Some(&ended));
    assert!(stuck.is_empty());
    assert_eq!(listed.iter().map(|g| g.path.clone()).collect::<Vec<_>>(), std::slice::from_ref(&going));
    assert!(ended.exists());

    // Left: it moves to the history, under its own name.
    let listed = store.new_york_games();
    assert_eq!(listed.len(), 1);
    assert!(!listed[0].summary.finished);
    assert!(!ended.exists());
    let (history, problems) = store.new_york_history();
    assert!(problems.is_empty());
    assert_eq!(history.len(), 1);
    let game = &history[0];
    assert_eq!(game.path, dir.join("history").join(ended.file_name().unwrap()));
    assert!(game.summary.finished);
    assert_eq!(game.summary.players, ["Ann", "Bob", "Cy"]);
    // Chelsea–Soho: 7 + Chelsea 1; Soho–Wall Street: 2 + Wall Street 1.
    assert_eq!(game.summary.totals, [8, 3, 0]);
    assert_eq!(game.summary.winners, ["Ann"]);
    assert_eq!(game.played(), Some(SystemTime::UNIX_EPOCH + Duration::from_secs(1_700_000_000)));
    // Tucana's history reads past it and never moves it.
    let (tucana, damaged) = store.history(&load_user_sheets(None));
    assert!(tucana.is_empty() && damaged.is_empty());
    assert!(game.path.exists());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_history_keeps_new_york_files_it_cannot_replay_where_they_are() {
    let (dir, store) = store("history-problems");
    let history = dir.join("history");
    fs::create_dir_all(&history).unwrap();
    // An entry after the end: illegal. And a game under way put here by hand.
    let mut late = record("chelsea-soho", "soho-wall-street", true, 1);
    late.actions.push(Action::Claim { player: 3, route: "lincoln-center-central-park".into() });
    fs::write(history.join("late.ron"), late.to_ron()).unwrap();
    fs::write(history.join("going.ron"), record("chelsea-soho", "soho-wall-street", false, 2).to_ron())
        .unwrap();
    let (games, problems) = store.new_york_history();
    assert!(games.is_empty());
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].original, history.join("late.ron"));
    assert_eq!(problems[0].moved_to, None, "left where it is");
    assert!(problems[0].reason.to_string().contains("the game is over"), "{}", problems[0].reason);
    assert!(history.join("late.ron").exists());
    assert_eq!(files_in(&dir.join("games")), [dir.join("games/going.ron")], "back to the games to resume");
    let _ = store.history(&load_user_sheets(None));
    let _ = store.unfinished(&load_user_sheets(None));
    assert!(!dir.join("damaged").exists(), "never moved aside as a damaged Tucana game");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn new_york_statistics_count_ended_games_apart_from_tucana() {
    let (dir, store) = store("stats");
    let now = SystemTime::now();
    // Ann wins with 8 against Bob's 3; then Bob wins with 8 against Ann's 3.
    let games = [
        record("chelsea-soho", "soho-wall-street", true, 10),
        record("soho-wall-street", "chelsea-soho", true, 20),
        record("lincoln-center-central-park", "chelsea-soho", false, 30),
    ];
    for (i, r) in games.iter().enumerate() {
        let finished = r.actions.contains(&Action::Finish);
        let path = store.keep_imported_game(r, finished, now + Duration::from_secs(i as u64)).unwrap();
        let folder = if finished { "history" } else { "games" };
        assert!(path.starts_with(dir.join(folder)), "{}", path.display());
    }
    let (history, _) = store.new_york_history();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].record.played_at, Some(20), "the most recently played first");
    let stats = new_york_stats(&history);
    assert_eq!(stats.games, 2);
    let rows: Vec<(&str, usize, usize, i64, f64)> =
        stats.players.iter().map(|p| (p.name.as_str(), p.games, p.wins, p.best, p.average)).collect();
    assert_eq!(rows, [("Ann", 2, 1, 8, 5.5), ("Bob", 2, 1, 8, 5.5), ("Cy", 2, 0, 0, 0.0)]);
    // A game under way counts for nothing.
    let all: Vec<_> = history.iter().cloned().chain(store.new_york_games()).collect();
    assert_eq!(all.len(), 3);
    assert_eq!(new_york_stats(&all), stats);
    // Tucana's statistics know nothing of them.
    let (tucana, _) = store.history(&load_user_sheets(None));
    assert!(history_stats(&tucana, |_, _| None).is_empty());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn one_reading_lists_both_games_and_moves_each_finished_one_like_the_single_game_lists() {
    let (dir, store) = store("both");
    let library = load_user_sheets(None);
    let now = SystemTime::now();
    let ny_ended = store.new_game_path(now);
    store.save_game(&ny_ended, &record("chelsea-soho", "soho-wall-street", true, 10)).unwrap();
    let ny_going = store.new_game_path(now + Duration::from_secs(1));
    store.save_game(&ny_going, &record("chelsea-soho", "soho-wall-street", false, 20)).unwrap();
    let tucana = trailpad::games::tucana::record::TucanaRecord::from_ron(
        &fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/two-player-isla-petit.ron"))
            .unwrap(),
    )
    .unwrap();
    let tucana_done = store.keep_imported_game(&tucana, false, now + Duration::from_secs(2)).unwrap();
    let mut cut = tucana.clone();
    cut.actions.truncate(5);
    let tucana_going = store.keep_imported_game(&cut, false, now + Duration::from_secs(3)).unwrap();
    // A New York file in games/ that does not replay: left alone, not
    // listed to resume, but reported where it lies.
    let mut bad = record("chelsea-soho", "soho-wall-street", true, 30);
    bad.actions.push(Action::Claim { player: 3, route: "chelsea-gramercy-park".into() });
    let bad_path = dir.join("games").join("bad.ron");
    store.save_game(&bad_path, &bad).unwrap();

    // The ended New York game is open in the app: it stays.
    let listed = store.unfinished_games(&library, &[ny_ended.as_path()]);
    assert_eq!(
        listed.of::<trailpad::ui::tucana::listed::TucanaSaved>().iter().map(|g| &g.path).collect::<Vec<_>>(),
        [&tucana_going]
    );
    assert_eq!(
        listed
            .of::<trailpad::ui::new_york::saved::NewYorkSaved>()
            .iter()
            .map(|g| &g.path)
            .collect::<Vec<_>>(),
        [&ny_going]
    );
    let reported: Vec<_> = listed.damaged.iter().map(|d| (&d.original, d.moved_to.is_none())).collect();
    assert_eq!(reported, [(&bad_path, true)], "{listed:?}");
    assert!(
        ny_ended.exists() && !tucana_done.exists(),
        "the finished Tucana game moved, the open one stayed"
    );
    assert!(bad_path.exists());

    // Nothing open: the ended New York game moves too.
    let listed = store.unfinished_games(&library, &[]);
    assert_eq!(
        (
            listed.of::<trailpad::ui::tucana::listed::TucanaSaved>().len(),
            listed.of::<trailpad::ui::new_york::saved::NewYorkSaved>().len()
        ),
        (1, 1)
    );
    assert!(!ny_ended.exists());
    let done = store.finished_games(&library);
    assert_eq!(done.of::<trailpad::ui::tucana::listed::TucanaSaved>().len(), 1, "{done:?}");
    assert_eq!(done.of::<trailpad::ui::new_york::saved::NewYorkSaved>().len(), 1);
    assert!(done.damaged.is_empty());
    // The same as each game's own list.
    assert_eq!(
        done.of::<trailpad::ui::tucana::listed::TucanaSaved>().iter().map(|g| &g.path).collect::<Vec<_>>(),
        store.history(&library).0.iter().map(|g| &g.path).collect::<Vec<_>>()
    );
    assert_eq!(
        done.of::<trailpad::ui::new_york::saved::NewYorkSaved>().iter().map(|g| &g.path).collect::<Vec<_>>(),
        store.new_york_history().0.iter().map(|g| &g.path).collect::<Vec<_>>()
    );
    assert!(!dir.join("damaged").exists(), "nothing taken for damaged");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn both_games_are_saved_and_kept_through_one_path_and_read_back_unchanged() {
    let (dir, store) = store("one-save");
    let library = load_user_sheets(None);
    let now = SystemTime::now();
    let tucana = trailpad::games::tucana::record::TucanaRecord::from_ron(
        &fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/two-player-isla-petit.ron"))
            .unwrap(),
    )
    .unwrap();
    let new_york = record("chelsea-soho", "soho-wall-street", false, 20);

    // save_game takes either record; the old per-game names write the same bytes.
    let (a, b) = (dir.join("games").join("a.ron"), dir.join("games").join("b.ron"));
    fs::create_dir_all(dir.join("games")).unwrap();
    store.save_game(&a, &tucana).unwrap();
    store.save_game(&b, &tucana).unwrap();
    assert_eq!(fs::read(&a).unwrap(), fs::read(&b).unwrap());
    store.save_game(&a, &new_york).unwrap();
    store.save_game(&b, &new_york).unwrap();
    assert_eq!(fs::read(&a).unwrap(), fs::read(&b).unwrap());
    assert_eq!(NewYorkRecord::from_ron(&fs::read_to_string(&a).unwrap()).unwrap(), new_york);
    trailpad::store::save_record(&a, &tucana).unwrap();
    assert_eq!(fs::read_to_string(&a).unwrap(), tucana.to_ron().unwrap());
    fs::remove_file(&a).unwrap();
    fs::remove_file(&b).unwrap();

    // keep_imported_game: a finished game to the history, one under way to the games.
    let kept_tucana = store.keep_imported_game(&tucana, true, now).unwrap();
    let kept_ny = store.keep_imported_game(&new_york, false, now + Duration::from_secs(1)).unwrap();
    assert_eq!(kept_tucana.parent(), Some(dir.join("history").as_path()));
    assert_eq!(kept_ny.parent(), Some(dir.join("games").as_path()));
    let done = store.finished_games(&library);
    assert_eq!(
        done.of::<trailpad::ui::tucana::listed::TucanaSaved>().iter().map(|g| &g.record).collect::<Vec<_>>(),
        [&tucana]
    );
    let going = store.unfinished_games(&library, &[]);
    assert_eq!(
        going
            .of::<trailpad::ui::new_york::saved::NewYorkSaved>()
            .iter()
            .map(|g| &g.record)
            .collect::<Vec<_>>(),
        [&new_york]
    );
    let _ = fs::remove_dir_all(&dir);
}

/// New York's statistics as the history computes every game's
/// ([`stats_by_game`]): its games alone, so one game's.
fn new_york_stats(games: &[NewYorkSaved]) -> GameStats {
    let listed: Vec<&dyn ListedFile> = games.iter().map(|g| g as &dyn ListedFile).collect();
    let mut stats = stats_by_game(&listed);
    assert!(stats.len() <= 1, "New York's alone: {stats:?}");
    stats.pop().unwrap_or(GameStats {
        kind: trailpad::games::GameKind::NewYork,
        games: 0,
        players: Vec::new(),
    })
}
