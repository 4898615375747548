//! The game record as a file: versions, syntax errors with their place, and
//! replays that stop at the first illegal action, naming it.

use crate::common::{c, setup};
use trailpad::games::tucana::record::{TucanaRecord, TucanaRecordError};
use trailpad::games::tucana::rules::BonusCard;
use trailpad::games::tucana::rules::{Action, Refusal};
use trailpad::games::tucana::sheet::{Card, Letter};
use trailpad::games::{GameKind, RecordReadError};
use trailpad::store::load_user_sheets;

fn record() -> TucanaRecord {
    let mut r = TucanaRecord::new(setup("isla-petit", 2, &["Ann", "Bob"], 4));
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
    let text = r.to_ron().unwrap();
    assert_eq!(TucanaRecord::from_ron(&text).unwrap(), r);
    let game = r.replay(&load_user_sheets(None)).unwrap();
    assert_eq!(game.turn_index(), 1);
}

/// The reader's refusal of a Tucana record of format `found`.
fn newer_than_two(found: u32) -> RecordReadError {
    RecordReadError::NewerFormat { game: GameKind::Tucana, found, known: 2 }
}

#[test]
fn newer_zero_and_broken_records_are_refused_with_reasons() {
    let text = record().to_ron().unwrap();
    let newer = text.replace("format: 1,", "format: 3,");
    assert_eq!(TucanaRecord::from_ron(&newer), Err(TucanaRecordError::Read(newer_than_two(3))));
    assert_eq!(
        TucanaRecordError::Read(newer_than_two(3)).to_string(),
        "format version 3 is newer than this Trailpad understands (2)"
    );
    let zero = text.replace("format: 1,", "format: 0,");
    assert_eq!(
        TucanaRecord::from_ron(&zero),
        Err(TucanaRecordError::Read(RecordReadError::FormatZero { game: GameKind::Tucana }))
    );
    let broken = text.replace("Reveal(Water", "Reveal(Lava");
    let Err(TucanaRecordError::Read(RecordReadError::Syntax { line, .. })) = TucanaRecord::from_ron(&broken)
    else {
        panic!("syntax error expected")
    };
    let expected_line = text.lines().position(|l| l.contains("Reveal(Water")).unwrap() + 1;
    assert_eq!(line, expected_line);
}

/// Format 2 added `TakenBy`: a record is written at 1 unless it holds one,
/// so a Trailpad that knows only format 1 still reads every other game, and
/// refuses one with `TakenBy` as newer instead of calling it damaged.
#[test]
fn a_record_is_written_at_format_two_only_when_a_paper_seat_is_named_taking_a_card() {
    let plain = record();
    let text = plain.to_ron().unwrap();
    assert!(text.contains("    format: 1,\n"), "{text}");
    let mut named = TucanaRecord::new(setup("isla-petit", 3, &["Ann", "Bob"], 4));
    named.actions = vec![Action::TakenBy { card: BonusCard::Blue(Letter::A), seat: 3 }];
    assert_eq!(named.written_format(), 2);
    let text = named.to_ron().unwrap();
    assert!(text.contains("    format: 2,\n"), "{text}");
    let read = TucanaRecord::from_ron(&text).unwrap();
    assert_eq!(read.actions, named.actions);
    assert_eq!(read.to_ron().unwrap(), text);
    let sheets = load_user_sheets(None);
    let before = TucanaRecord::new(named.setup.clone()).replay(&sheets).unwrap();
    let after = read.replay(&sheets).unwrap();
    assert_ne!(after.top_blue_card(Letter::A), before.top_blue_card(Letter::A), "the card left the table");
}

#[test]
fn replay_stops_at_the_first_illegal_action_and_names_it() {
    let mut r = record();
    r.actions.push(Action::Reveal(Card::Water, Card::Forest));
    r.actions.push(Action::Trail { seat: 2, from: c(3, 9), to: c(2, 8) });
    let err = r.replay(&load_user_sheets(None)).unwrap_err();
    let TucanaRecordError::Illegal { index, refusal, .. } = &err else { panic!("{err:?}") };
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

#[test]
fn the_date_played_and_paper_totals_round_trip_and_old_records_still_load() {
    use std::time::{Duration, SystemTime};
    // A record written before these fields existed: no date, no totals.
    let old = "(\n    format: 1,\n    setup: (sheet: \"isla-petit\", table_size: 3, players: [(name: \"Ann\", seat: 1), \
               (name: \"Bob\", seat: 2)], setup_card: Number(4), deck: RealCards),\n    actions: [Reveal(Water,Forest)],\n)\n";
    let r = TucanaRecord::from_ron(old).unwrap();
    assert_eq!((r.played_at, r.played_time()), (None, None));
    assert!(r.paper_totals.is_empty());
    assert!(!r.to_ron().unwrap().contains("played_at"), "nothing is written that was not kept");
    r.replay(&load_user_sheets(None)).unwrap();

    let mut r = r;
    let at = SystemTime::UNIX_EPOCH + Duration::from_secs(1_764_135_829);
    r.set_played_time(at + Duration::from_millis(700));
    assert_eq!(r.played_time(), Some(at), "whole seconds");
    assert_eq!(r.paper_seats(), vec![3]);
    r.set_paper_total(3, Some(71)).unwrap();
    assert_eq!(
        r.set_paper_total(1, Some(5)),
        Err(TucanaRecordError::PaperTotalSeat(1)),
        "Ann's sheet is here"
    );
    assert_eq!(r.set_paper_total(4, Some(5)), Err(TucanaRecordError::PaperTotalSeat(4)), "not at the table");
    let text = r.to_ron().unwrap();
    assert!(text.contains("    played_at: Some(1764135829),\n"), "{text}");
    assert!(text.contains("    paper_totals: [(seat: 3, total: 71)],\n"), "{text}");
    let back = TucanaRecord::from_ron(&text).unwrap();
    assert_eq!(back, r);
    assert_eq!(back.paper_total(3), Some(71));
    back.replay(&load_user_sheets(None)).unwrap();
    // Typed twice in a hand-edited file: refused on replay.
    let twice = text.replace("[(seat: 3, total: 71)]", "[(seat: 3, total: 71), (seat: 3, total: 9)]");
    let err = TucanaRecord::from_ron(&twice).unwrap().replay(&load_user_sheets(None)).unwrap_err();
    assert_eq!(err, TucanaRecordError::PaperTotalSeat(3));
    // Clearing a total removes it.
    r.set_paper_total(3, None).unwrap();
    assert!(r.paper_totals.is_empty());
}

#[test]
fn standings_count_typed_paper_totals_and_say_when_some_are_missing() {
    use trailpad::games::tucana::record::final_standings;
    let mut r = TucanaRecord::new(setup("isla-petit", 4, &["Ann", "Bob"], 4));
    r.actions = record().actions;
    let game = r.replay(&load_user_sheets(None)).unwrap();
    // Nothing typed: Ann and Bob (equal so far) lead among the sheets here.
    let s = final_standings(&game, &r.paper_totals);
    assert!(!s.complete);
    assert_eq!(s.winners, vec![1, 2]);
    assert_eq!(
        s.rows.iter().map(|r| (r.seat, r.total)).collect::<Vec<_>>(),
        [(1, Some(0)), (2, Some(0)), (3, None), (4, None)]
    );
    // Seat 4 typed 12: alone ahead, still not the whole table.
    r.set_paper_total(4, Some(12)).unwrap();
    let s = final_standings(&game, &r.paper_totals);
    assert_eq!((s.winners.clone(), s.complete), (vec![4], false));
    assert_eq!(s.rows[0].place, Some(1));
    assert_eq!(s.rows[1].place, Some(2));
    assert_eq!(s.rows[3].total, None);
    // Seat 3 typed 12 too: complete, shared, and the bonus tie-break could
    // not be checked for paper sheets.
    r.set_paper_total(3, Some(12)).unwrap();
    let s = final_standings(&game, &r.paper_totals);
    assert_eq!((s.winners.clone(), s.complete, s.tie_break_unknown), (vec![3, 4], true, true));
    assert!(s.rows.iter().filter(|r| r.on_paper()).all(|r| r.name.is_none() && r.bonus.is_none()));
}
