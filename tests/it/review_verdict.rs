//! The review's verdict on each turn speaks with the hint's voice: a game
//! played by following the hint loses nothing on any turn, and every loss
//! line adds up (the coach's expected total minus the played one), bonus
//! trails included, with the coach's bonus trails chosen after its own
//! trail.

use crate::common::sheet;
use crate::review::finished_record;
use trailpad::games::tucana::coach::{Budget, Policy, ReviewBudget, hint, record_seed, review};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::{Action, Setup, TucanaGame, TurnIndex};

/// A solo game on `island` where every trail (bonus trails too) is the
/// hint's first suggestion, asked exactly as the app asks it (the record's
/// seed, `budget`).
fn followed_the_hint(island: &str, seed: u64, budget: Budget) -> TucanaRecord {
    let setup = Setup::app_deck_table(island, 1, &["Ann".to_string()], seed);
    let mut game = TucanaGame::new(sheet(island), setup.clone()).expect("a valid set-up");
    let mut record = TucanaRecord::new(setup);
    while !game.is_over() {
        let action = if let Some(kept) = game.app_solo_reshuffle() {
            Action::SoloReshuffle { kept }
        } else if game.turn_cards().is_none() {
            let [a, b] = game.next_app_cards().expect("the app's deck deals");
            Action::Reveal(a, b)
        } else if game.pass_offered(1) {
            Action::Pass { seat: 1 }
        } else {
            let h = hint(&game, 1, record_seed(&record.actions, 1), budget).expect("a hint");
            h.best().expect("a trail to draw").trail.action(1)
        };
        game.apply(&action).expect("a legal move");
        record.actions.push(action);
    }
    record
}

#[test]
fn a_game_played_by_the_hint_loses_nothing_on_any_turn() {
    let budget = ReviewBudget { coach: Budget::QUICK, ..ReviewBudget::QUICK };
    for (island, seed) in [("isla-petit", 5u64), ("isla-grande", 6)] {
        let record = followed_the_hint(island, seed, budget.coach);
        let r = review(&record, &sheet(island), 1, budget).expect("a finished game");
        let bonus_turns = r.turns.iter().filter(|t| t.played.len() > 1).count();
        for t in &r.turns {
            assert_eq!(t.loss, 0.0, "{island} seed {seed}: turn {} lost {}", t.turn, t.loss);
            assert_eq!(
                t.coach, t.played,
                "{island} seed {seed}: turn {}: the coach's line is the played",
                t.turn
            );
        }
        assert!(r.worst_turns(3).is_empty(), "{island} seed {seed}");
        eprintln!("{island} seed {seed}: {} turns, {bonus_turns} with bonus trails, no loss", r.turns.len());
    }
}

#[test]
fn every_loss_line_adds_up_and_the_coach_s_bonus_trails_follow_its_own_trail() {
    let mut bonus_turns = 0;
    for seed in 0..4u64 {
        let island = if seed % 2 == 0 { "isla-petit" } else { "isla-grande" };
        let record = finished_record(island, 1, 1, 40 + seed, Some(Policy::Greedy));
        let r = review(&record, &sheet(island), 1, ReviewBudget::QUICK).expect("a finished game");
        for t in &r.turns {
            let difference = t.coach_expected - t.played_expected;
            let what = format!("{island} seed {seed}, turn {}: {t:?}", t.turn);
            if t.loss > 0.0 {
                assert!((t.loss - difference).abs() < 1e-9, "the loss is the difference shown: {what}");
                assert!(t.loss > t.margin, "a loss is more than the noise: {what}");
            } else {
                assert!(difference <= t.margin + 1e-9, "a difference past the noise is a loss: {what}");
            }
            // The coach's line is its own: legal from the turn's start, its
            // bonus trails the ones its own trail owes.
            let Some(start) = before_first_decision(&record, island, t.turn) else { continue };
            let mut g = start;
            for mv in &t.coach {
                g.apply(&mv.action(1)).unwrap_or_else(|e| panic!("the coach's line is legal: {e:?}; {what}"));
            }
            assert_eq!(g.owed_bonus_trails(1), 0, "the coach's line draws every bonus trail it owes: {what}");
            if t.coach.len() > 1 || t.played.len() > 1 {
                bonus_turns += 1;
            }
        }
    }
    assert!(bonus_turns > 0, "some turns had bonus trails");
}

/// The game just before seat 1's first trail of `turn` (0-based), if it
/// drew one.
fn before_first_decision(record: &TucanaRecord, island: &str, turn: TurnIndex) -> Option<TucanaGame> {
    let mut game = TucanaGame::new(sheet(island), record.setup.clone()).expect("a valid set-up");
    for action in &record.actions {
        let own_trail = matches!(action, Action::Trail { seat: 1, .. } | Action::BonusTrail { seat: 1, .. });
        if own_trail && game.turn_index() == turn {
            return Some(game);
        }
        game.apply(action).expect("the record replays");
    }
    None
}
