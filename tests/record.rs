//! The game record as a file: versions, syntax errors with their place, and
//! replays that stop at the first illegal action, naming it.

mod common;

use common::{c, setup};
use trailpad::record::{GameRecord, RecordError};
use trailpad::rules::{Action, Refusal};
use trailpad::sheet::Card;
use trailpad::sheet::library::load_user_sheets;

fn record() -> GameRecord {
    let mut r = GameRecord::new(setup("isla-petit", 2, &["Ann", "Bob"], 4));
    r.actions = vec![
        Action::Reveal(Card::Water, Card::Forest),
        Action::Trail { seat: 1, from: c(2, 8), to: c(3, 9) },
        Action::Trail { seat: 2, from: c(2, 8), to: c(3, 9) },
    ];
    r
}

#[test]
fn a_record_round_trips_through_its_ron_text() {
    let r = record();
    let text = r.to_ron();
    assert_eq!(GameRecord::from_ron(&text).unwrap(), r);
    let game = r.replay(&load_user_sheets(None)).unwrap();
    assert_eq!(game.turn_index(), 1);
}

#[test]
fn newer_zero_and_broken_records_are_refused_with_reasons() {
    let text = record().to_ron();
    let newer = text.replace("format: 1,", "format: 3,");
    assert_eq!(GameRecord::from_ron(&newer), Err(RecordError::NewerFormat { found: 3 }));
    assert_eq!(
        RecordError::NewerFormat { found: 3 }.to_string(),
        "format version 3 is newer than this Trailpad understands (1)"
    );
    let zero = text.replace("format: 1,", "format: 0,");
    assert_eq!(GameRecord::from_ron(&zero), Err(RecordError::FormatZero));
    let broken = text.replace("Reveal(Water", "Reveal(Lava");
    let Err(RecordError::Syntax { line, .. }) = GameRecord::from_ron(&broken) else {
        panic!("syntax error expected")
    };
    let expected_line = text.lines().position(|l| l.contains("Reveal(Water")).unwrap() + 1;
    assert_eq!(line, expected_line);
}

#[test]
fn replay_stops_at_the_first_illegal_action_and_names_it() {
    let mut r = record();
    r.actions.push(Action::Reveal(Card::Water, Card::Forest));
    r.actions.push(Action::Trail { seat: 2, from: c(3, 9), to: c(2, 8) });
    let err = r.replay(&load_user_sheets(None)).unwrap_err();
    let RecordError::Illegal { index, refusal, .. } = &err else { panic!("{err:?}") };
    assert_eq!(*index, 5);
    // The refusal carries Bob's seat, not his name: the language names him.
    assert_eq!(refusal, &Refusal::AlreadyDrawn { seat: 2, from: c(3, 9), to: c(2, 8) });
    assert_eq!(err.to_string(), "action 5: seat 2: the trail (3,9)-(2,8) is already drawn");
    r.setup.sheet = "isla-nowhere".into();
    assert_eq!(
        r.replay(&load_user_sheets(None)).unwrap_err().to_string(),
        "unknown sheet \"isla-nowhere\" (known: isla-petit, isla-grande)"
    );
}
