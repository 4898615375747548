//! Ending a *Ticket to Ride: New York* game: the players say when it is
//! over (`Action::Finish`); after that every entry is refused, undo
//! reopens the game, the end is part of the record, and records written
//! without it still load.

use crate::common::cli::{run, stdout};
use std::path::{Path, PathBuf};
use trailpad::games::new_york::{
    Action, Event, Game, NewYorkLog, NewYorkMap, NewYorkRecord, NewYorkRecordError, NewYorkSetup, Refusal,
};

fn claim(player: u8, key: &str) -> Action {
    Action::Claim { player, route: key.into() }
}

fn keep(player: u8, key: &str) -> Action {
    Action::Keep { player, ticket: key.into() }
}

fn three() -> NewYorkLog {
    let mut log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob", "Cy"]))
        .expect("set-up");
    for a in [claim(1, "chelsea-soho"), keep(1, "chelsea-wall-street"), claim(2, "soho-wall-street")] {
        log.apply(a).expect("legal");
    }
    log
}

#[test]
fn after_the_end_every_entry_is_refused_with_the_game_over() {
    let mut log = three();
    assert!(!log.game().is_over());
    let scores = log.game().scores();
    assert_eq!(log.apply(Action::Finish), Ok(vec![Event::Finished]));
    assert!(log.game().is_over());
    assert_eq!(log.game().scores(), scores, "ending changes no score");
    let mut game: Game = log.game().clone();
    for action in [
        claim(3, "lincoln-center-central-park"),
        Action::Unclaim { route: "chelsea-soho".into() },
        keep(2, "chelsea-brooklyn"),
        Action::Drop { player: 1, ticket: "chelsea-wall-street".into() },
        Action::Finish,
        // Even what would be refused for another reason says the game is over.
        claim(9, "nowhere"),
    ] {
        let before = game.clone();
        assert_eq!(game.apply(&action), Err(Refusal::GameOver), "{action}");
        assert_eq!(game, before, "{action}: unchanged");
        assert_eq!(log.apply(action.clone()), Err(Refusal::GameOver), "{action}");
    }
    assert_eq!(log.record().actions.len(), 4, "nothing was added after the end");
    assert_eq!(Refusal::GameOver.to_string(), "the game is over");
}

#[test]
fn undoing_the_end_reopens_the_game_and_redo_ends_it_again() {
    let mut log = three();
    log.apply(Action::Finish).expect("legal");
    assert_eq!(log.undo(), Some(Action::Finish));
    assert!(!log.game().is_over(), "reopened");
    assert_eq!(log.redo(), Some(Action::Finish));
    assert!(log.game().is_over());
    log.undo();
    log.apply(claim(3, "lincoln-center-central-park")).expect("entries are taken again");
    assert!(!log.can_redo(), "a new entry drops the undone end");
    log.apply(Action::Finish).expect("and it can end again");
    assert!(log.game().is_over());
}

#[test]
fn the_end_is_written_in_the_record_and_replayed_exactly() {
    let mut log = three();
    log.apply(Action::Finish).expect("legal");
    let text = log.record().to_ron();
    assert!(text.contains("        Finish,\n"), "{text}");
    let back = NewYorkRecord::from_ron(&text).expect("parses");
    assert_eq!(&back, log.record());
    let game = back.replay().expect("legal");
    assert!(game.is_over());
    assert_eq!(game, *log.game());
    // An entry after the end is an illegal record, named by its place.
    let mut late = back.clone();
    late.actions.push(claim(3, "lincoln-center-central-park"));
    match late.replay() {
        Err(NewYorkRecordError::Illegal { index: 5, refusal: Refusal::GameOver, .. }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn records_written_without_an_end_still_load_as_games_under_way() {
    for text in [
        include_str!("../../examples/new-york/two-player.ron"),
        include_str!("../../examples/new-york/three-player.ron"),
        include_str!("../../examples/new-york/four-player.ron"),
    ] {
        assert!(!text.contains("Finish"));
        let record = NewYorkRecord::from_ron(text).expect("parses");
        let game = record.replay().expect("replays");
        assert!(!game.is_over());
        let mut log = NewYorkLog::start(NewYorkMap::builtin(), record).expect("resumes");
        log.apply(Action::Finish).expect("and can be ended");
    }
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("ny-finish-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn check_and_score_read_an_ended_game() {
    let mut log = three();
    log.apply(Action::Finish).expect("legal");
    let path = scratch("ended.ron", &log.record().to_ron());
    let file = path.to_str().expect("utf-8");
    let out = run(&["check", file]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.starts_with("ok: Ticket to Ride: New York, 3 players, 4 actions, taxis left: "), "{text}");
    assert!(text.trim_end().ends_with("; the game is over"), "{text}");
    let out = run(&["score", file, "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(json["finished"], true);
    assert_eq!(json["players"].as_array().map(Vec::len), Some(3));
    // Ended by the players: a winner, not a leader, though nobody is down
    // to 2 taxis.
    let text = stdout(&run(&["score", file]));
    assert!(text.contains("Winner: Bob"), "{text}");
    assert!(!text.contains("Leading"), "{text}");

    let mut late = log.record().clone();
    late.actions.push(claim(3, "lincoln-center-central-park"));
    let path = scratch("late.ron", &late.to_ron());
    let out = run(&["check", path.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout(&out).trim(), "action 5: the game is over: undo its end to enter more");
}
