//! The registry (`games!` in `src/games/mod.rs`) is the one place that
//! tells games apart: every game it lists is read, replayed, listed and
//! printed through it, and a record of a game it does not list is refused
//! or reported, never taken for another game's damaged file.

use crate::common;
use std::fs;
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::{AnyRecord, Boards, GameKind, RecordReadError, read_record};
use trailpad::store::{DataDir, GameFileProblem, GameStore, load_user_sheets};

const TUCANA: &str = include_str!("../../examples/solo-isla-petit.ron");
const NEW_YORK: &str = include_str!("../../examples/new-york/two-player.ron");

fn library() -> SheetLibrary {
    load_user_sheets(None)
}

#[test]
fn every_game_of_the_registry_has_its_own_record_id_and_is_read_back_as_itself() {
    assert!(GameKind::ALL.len() >= 2);
    for (i, kind) in GameKind::ALL.iter().enumerate() {
        assert_eq!(GameKind::from_record_id(kind.record_id()), Some(*kind), "{kind:?}");
        assert!(kind.newest_format() >= 1);
        assert!(!kind.title().is_empty());
        for other in &GameKind::ALL[i + 1..] {
            assert_ne!(kind.record_id(), other.record_id());
            assert_ne!(kind.title(), other.title());
        }
    }
    // A record without a `game` field is the unnamed game's.
    assert_eq!(GameKind::from_record_id(""), Some(GameKind::unnamed()));
}

#[test]
fn a_record_of_each_game_replays_through_the_registry_and_writes_back_the_same_text() {
    let library = library();
    let boards = Boards { islands: &library };
    for text in [TUCANA, NEW_YORK] {
        let record = read_record(text).unwrap();
        let game = record.replay(&boards).unwrap();
        assert_eq!(game.kind(), record.kind());
        assert_eq!(
            game.totals().len(),
            game.totals().iter().map(|t| t.seat).collect::<std::collections::BTreeSet<_>>().len()
        );
        let written = record.to_ron().unwrap();
        assert_eq!(read_record(&written).unwrap(), record, "{:?}", record.kind());
        let again: AnyRecord = read_record(&written).unwrap();
        assert_eq!(again.action_count(), record.action_count());
    }
}

#[test]
fn a_record_of_a_game_nobody_registered_is_reported_where_it_is_not_moved_aside() {
    let dir = common::fresh_dir("registry-unknown-game");
    let store = GameStore::new(DataDir::at(&dir));
    let games = dir.join("games");
    fs::create_dir_all(&games).unwrap();
    let unknown = NEW_YORK.replace("ticket-to-ride-new-york", "carcassonne");
    let path = games.join("game-1.ron");
    fs::write(&path, &unknown).unwrap();
    assert!(matches!(read_record(&unknown), Err(RecordReadError::UnknownGame(g)) if g == "carcassonne"));

    let listed = store.unfinished_games(&library(), &[]);
    assert!(
        listed.of::<trailpad::ui::tucana::listed::TucanaSaved>().is_empty()
            && listed.of::<trailpad::ui::new_york::saved::NewYorkSaved>().is_empty()
    );
    assert_eq!(listed.damaged.len(), 1, "{:?}", listed.damaged);
    let report = &listed.damaged[0];
    assert_eq!(report.original, path);
    assert_eq!(report.moved_to, None, "a game of a newer Trailpad is not damaged");
    let GameFileProblem::BadRecord(words) = &report.reason else { panic!("{:?}", report.reason) };
    assert!(words.contains("\"carcassonne\""), "{words}");
    assert_eq!(fs::read_to_string(&path).unwrap(), unknown, "left untouched");
    assert!(!dir.join("damaged").exists());
}

#[test]
fn every_game_names_its_own_scoring_boxes_and_the_spreadsheet_has_them_all() {
    let library = library();
    let boards = Boards { islands: &library };
    let mut games_seen = std::collections::HashSet::new();
    for folder in ["examples", "examples/new-york", "tests/data/records-2026-11"] {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
        for entry in fs::read_dir(&folder).expect("folder") {
            let path = entry.expect("entry").path();
            if path.extension().is_none_or(|x| x != "ron") {
                continue;
            }
            let record = read_record(&fs::read_to_string(&path).expect("read")).expect("a record");
            let kind = record.kind();
            let game = record.replay(&boards).expect("legal");
            for seat in game.totals().iter().map(|t| t.seat) {
                let boxes = game.seat_boxes(seat);
                let names: Vec<&str> = boxes.iter().map(|(name, _)| *name).collect();
                if names.is_empty() {
                    continue; // a seat kept on paper: not scored here
                }
                assert_eq!(names, kind.box_columns(), "{}: seat {seat}", path.display());
            }
            games_seen.insert(kind);
        }
    }
    // An example of every game that has scoring boxes (the test game has
    // none: its total is all there is, and its records live in its test).
    let boxed: Vec<GameKind> =
        GameKind::ALL.iter().copied().filter(|k| !k.box_columns().is_empty()).collect();
    assert!(
        boxed.iter().all(|k| games_seen.contains(k)),
        "an example of every game with boxes: {games_seen:?}"
    );
    // The spreadsheet's columns: every game's, once each, in the registry's order.
    let all: Vec<&str> = GameKind::ALL.iter().flat_map(|k| k.box_columns().iter().copied()).collect();
    assert_eq!(*trailpad::games::rules::BOX_COLUMNS, all);
}
