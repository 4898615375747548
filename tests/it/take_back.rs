//! A player takes back their own part of the last turn: the others' trails
//! stay, the rest of the turn is replayed by the engine (and the take-back
//! refused, with the log unchanged, where it no longer holds), and undo and
//! redo treat the take-back as one step.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::{Step, Table, c, edges_of, setup, snapshot};
use proptest::prelude::*;
use std::sync::Arc;
use trailpad::games::tucana::record::{Step as LogStep, TakeBackError, TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, BonusCard, Refusal, Setup, TucanaGame};
use trailpad::games::tucana::sheet::{Card, Coord, Letter};

/// Everything the log shows: the state and the record.
fn state(log: &TucanaLog) -> (common::Snapshot, TucanaRecord, bool, bool) {
    (snapshot(log.game()), log.record().clone(), log.can_undo(), log.can_redo())
}

/// The first legal trail of a seat now, as an action.
fn some_trail(game: &TucanaGame, seat: u8, not: Option<(Coord, Coord)>) -> Action {
    let edge = game
        .legal_trails(seat)
        .iter()
        .find(|&e| {
            Some(game.sheet().edge_coords(e)) != not
                && not.map(|(a, b)| (b, a)) != Some(game.sheet().edge_coords(e))
        })
        .expect("a legal trail");
    let (from, to) = game.sheet().edge_coords(edge);
    game.trail_action(seat, from, to)
}

fn two_players() -> TucanaLog {
    TucanaLog::new(common::sheet("isla-petit"), setup("isla-petit", 2, &["Alice", "Bob"], 4)).unwrap()
}

#[test]
fn alice_takes_back_her_trail_after_bob_drew_and_bob_s_trail_stays() {
    let mut log = two_players();
    log.apply(Action::Reveal(Card::Any, Card::Any)).unwrap();
    let alice = some_trail(log.game(), 1, None);
    log.apply(alice.clone()).unwrap();
    let bob = some_trail(log.game(), 2, None);
    log.apply(bob.clone()).unwrap();
    assert!(log.game().turn_cards().is_none(), "both drew: the turn closed");
    assert!(log.can_take_back(1) && log.can_take_back(2));

    assert_eq!(log.take_back(1), Ok(vec![alice.clone()]));
    // Bob's trail stays, the turn is open again, and Alice draws again.
    assert_eq!(log.record().actions, vec![Action::Reveal(Card::Any, Card::Any), bob.clone()]);
    assert_eq!(log.game().turn_cards(), Some([Card::Any, Card::Any]));
    assert!(log.game().is_done(2));
    assert_eq!(log.game().unfinished_players(), vec![1]);
    assert_eq!(log.game().player(1).unwrap().drawn().len(), 0);
    assert_eq!(log.game().player(2).unwrap().drawn().len(), 1);
    assert!(!log.can_take_back(1), "nothing of Alice's is left in the turn");
    let again = some_trail(log.game(), 1, alice_edge(&alice));
    log.apply(again.clone()).unwrap();
    assert!(log.game().turn_cards().is_none(), "the turn closes with Alice's new trail");
    assert_eq!(log.record().actions, vec![Action::Reveal(Card::Any, Card::Any), bob, again]);
}

fn alice_edge(action: &Action) -> Option<(Coord, Coord)> {
    match action {
        Action::Trail { from, to, .. } => Some((*from, *to)),
        _ => None,
    }
}

#[test]
fn undo_restores_a_take_back_exactly_and_redo_repeats_it() {
    let mut log = two_players();
    log.apply(Action::Reveal(Card::Any, Card::Any)).unwrap();
    let alice = some_trail(log.game(), 1, None);
    log.apply(alice.clone()).unwrap();
    log.apply(some_trail(log.game(), 2, None)).unwrap();
    let before = state(&log);
    log.take_back(1).unwrap();
    let after = state(&log);
    assert!(!after.3, "a take-back is a new step: nothing to redo");

    // Undo: Alice's trail is back, in its place.
    assert_eq!(log.undo_step(), Some(LogStep::TakeBack { seat: 1, actions: vec![alice.clone()] }));
    assert_eq!(state(&log).0, before.0);
    assert_eq!(state(&log).1, before.1);
    assert!(log.can_redo());
    // Redo: taken back again.
    assert_eq!(log.redo(), Some(alice.clone()));
    assert_eq!(state(&log).0, after.0);
    assert_eq!(state(&log).1, after.1);

    // A new action after the take-back; undo pops it first, then restores.
    let again = some_trail(log.game(), 1, alice_edge(&alice));
    log.apply(again.clone()).unwrap();
    assert_eq!(log.undo(), Some(again));
    assert_eq!(state(&log).1, after.1);
    assert_eq!(log.undo(), Some(alice));
    assert_eq!(state(&log).1, before.1);
    // Undo stays unlimited: on down to the empty record.
    while log.undo().is_some() {}
    assert!(log.record().actions.is_empty());
    // A new action clears redo.
    log.apply(Action::Reveal(Card::Water, Card::Forest)).unwrap();
    assert!(!log.can_redo());
}

#[test]
fn nothing_to_take_back_is_refused_and_changes_nothing() {
    let mut log = two_players();
    assert_eq!(log.take_back(1), Err(TakeBackError::NothingToTakeBack { seat: 1 }));
    log.apply(Action::Reveal(Card::Any, Card::Any)).unwrap();
    let alice = some_trail(log.game(), 1, None);
    log.apply(alice).unwrap();
    // Bob has not drawn yet; seat 3 is not at the table.
    let before = state(&log);
    assert!(!log.can_take_back(2));
    assert_eq!(log.take_back(2), Err(TakeBackError::NothingToTakeBack { seat: 2 }));
    assert_eq!(log.take_back(3), Err(TakeBackError::NothingToTakeBack { seat: 3 }));
    assert_eq!(state(&log), before);
    // Once the next cards are out, last turn's trails are kept: undo is the
    // way back.
    log.apply(some_trail(log.game(), 2, None)).unwrap();
    log.apply(Action::Reveal(Card::Water, Card::Forest)).unwrap();
    let before = state(&log);
    assert!(!log.can_take_back(1));
    assert_eq!(log.take_back(1), Err(TakeBackError::NothingToTakeBack { seat: 1 }));
    assert_eq!(state(&log), before);
}

#[test]
fn a_later_action_that_no_longer_holds_refuses_the_take_back_with_the_engine_s_reason() {
    // Five seats, Alice and Bob on this device: two blue D cards (#1 on #2).
    let mut log =
        TucanaLog::new(common::sheet("isla-petit"), setup("isla-petit", 5, &["Alice", "Bob"], 4)).unwrap();
    log.apply(Action::Reveal(Card::Any, Card::Any)).unwrap();
    let d = Action::TakenElsewhere(BonusCard::Blue(Letter::D));
    // During the turn, a paper player connects D–D...
    log.apply(d.clone()).unwrap();
    log.apply(some_trail(log.game(), 1, None)).unwrap();
    log.apply(some_trail(log.game(), 2, None)).unwrap();
    // ...and after it closed, another paper player took the second D card.
    log.apply(d.clone()).unwrap();
    let before = state(&log);
    // Without Alice's trail the turn is open, and the second card would be
    // marked in the same turn twice.
    let refused = log.take_back(1).unwrap_err();
    assert_eq!(
        refused,
        TakeBackError::Conflict {
            seat: 1,
            index: 5,
            action: d,
            refusal: Refusal::AlreadyMarked(BonusCard::Blue(Letter::D))
        }
    );
    assert_eq!(state(&log), before, "the log is unchanged");
}

#[test]
fn a_take_back_that_changes_who_won_a_blue_card_is_replayed_honestly() {
    // Mary and David connect D–D in the same turn: both score the #1 card.
    let mut s = setup("isla-petit", 3, &["Mary", "David", "Alice"], 4);
    s.symmetry = true;
    let mut t = Table::new(s.clone());
    let path = vec![c(1, 3), c(1, 5), c(1, 7), c(1, 9), c(1, 11), c(2, 12), c(2, 14), c(3, 15)];
    t.reserve(path.iter().copied());
    let edges = edges_of(&path);
    for (a, b) in &edges {
        t.turn(&[Step::Trail(1, *a, *b), Step::Trail(2, *a, *b)]);
    }
    let mut record = TucanaRecord::new(s);
    record.actions = t.actions.clone();
    let mut log = TucanaLog::start(common::sheet("isla-petit"), record).unwrap();
    let d_points = |log: &TucanaLog, seat: u8| -> Vec<u16> {
        log.game().player(seat).unwrap().won_cards().iter().map(|c| c.points()).collect()
    };
    assert_eq!((d_points(&log, 1), d_points(&log, 2)), (vec![6], vec![6]));
    assert!(log.game().turn_cards().is_none() && log.can_take_back(1));

    // Mary takes her last trail back: the turn reopens, nobody has won the
    // card yet, and it is still on the table.
    let removed = log.take_back(1).unwrap();
    assert!(removed.iter().all(|a| a.seat() == Some(1)));
    assert!(d_points(&log, 1).is_empty() && d_points(&log, 2).is_empty());
    assert!(log.game().top_blue_card(Letter::D).is_some());
    // Mary draws elsewhere (not closing D–D): David alone scores the card.
    let last = *edges.last().unwrap();
    let redraw = log
        .game()
        .legal_trails(1)
        .iter()
        .map(|e| log.game().sheet().edge_coords(e))
        .filter(|&(a, b)| (a, b) != last && (b, a) != last)
        .find_map(|(from, to)| {
            let mut trial = log.clone();
            trial.apply(Action::Trail { seat: 1, from, to }).ok()?;
            trial.game().turn_cards().is_none().then_some(trial)
        })
        .expect("a trail that closes the turn without D–D");
    log = redraw;
    assert_eq!((d_points(&log, 1), d_points(&log, 2)), (vec![], vec![6]));
    assert_eq!(log.game().top_blue_card(Letter::D), None);
    // Undo twice: the new trail goes, then Mary's D–D trail is back with
    // both cards as they were.
    log.undo();
    log.undo();
    assert_eq!((d_points(&log, 1), d_points(&log, 2)), (vec![6], vec![6]));
    assert_eq!(log.record().actions, t.actions);
}

/// Set-ups of every table shape, for the property below.
fn any_setup(seed: u64, table: u8, tracked: u8, app_deck: bool) -> Setup {
    let mut s = setup("isla-petit", table, &[], (seed % 13) as u8 + 1);
    s.players = (1..=tracked.clamp(1, table))
        .map(|seat| trailpad::games::tucana::rules::SeatedPlayer { name: format!("Player {seat}"), seat })
        .collect();
    if app_deck {
        s.deck = trailpad::games::tucana::rules::DeckMode::AppDeck { seed };
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Take-back then undo is the identity; redo repeats the take-back; a
    /// refused take-back changes nothing.
    #[test]
    fn take_back_then_undo_is_identity(
        seed in any::<u64>(),
        table in 1u8..=6,
        tracked in 1u8..=6,
        app_deck in any::<bool>(),
        steps in 1usize..200,
        seat_pick in 0usize..6,
    ) {
        let sheet = common::sheet("isla-petit");
        let mut log = TucanaLog::new(Arc::clone(&sheet), any_setup(seed, table, tracked, app_deck)).unwrap();
        let mut rng = SeededRng::new(seed);
        for _ in 0..steps {
            let Some(action) = random_action(log.game(), &mut rng) else { break };
            log.apply(action).unwrap();
        }
        let seats: Vec<u8> = log.game().players().iter().map(|p| p.seat).collect();
        let seat = seats[seat_pick % seats.len()];
        let before = state(&log);
        match log.take_back(seat) {
            Ok(removed) => {
                prop_assert!(!removed.is_empty());
                prop_assert!(removed.iter().all(|a| a.seat() == Some(seat)));
                // The saved record replays to the same game.
                let replayed = log.record().replay_on(Arc::clone(&sheet)).unwrap();
                prop_assert_eq!(snapshot(&replayed), snapshot(log.game()));
                let after = state(&log);
                prop_assert!(log.undo_step().is_some());
                prop_assert_eq!(&state(&log).0, &before.0);
                prop_assert_eq!(&state(&log).1, &before.1);
                prop_assert!(log.redo_step().is_some());
                prop_assert_eq!(&state(&log).0, &after.0);
                prop_assert_eq!(&state(&log).1, &after.1);
            }
            Err(_) => prop_assert_eq!(state(&log), before),
        }
    }
}
