//! A yardstick for the review's search: a plain beam search written apart
//! from the review (same deal, same reshuffle rule on the app's deck), and
//! the property that no line any search finds passes the bound: the
//! review's best line, its beam's and its planner's, random play, greedy
//! play and the yardstick's.
//!
//! The yardstick is the plain beam search of `plain_beam.rs` (32 lines
//! here; the coach benchmark counts it with 128 lines on 40 solo games per
//! island, see the README). On these six games it never beats the review
//! (asserted).

use crate::common::sheet;
use crate::plain_beam::plain_beam;
use crate::review::finished_record;
use trailpad::games::tucana::coach::{Budget, Policy, ReviewBudget, review, upper_bound};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Setup, TucanaGame};

/// Lines the yardstick keeps after each turn in this debug-build test (the
/// benchmark's count uses 128).
const WIDTH: usize = 32;

#[test]
fn no_line_of_any_search_passes_the_bound_and_the_yardstick_is_counted_against_the_review() {
    // The review's search as the app runs it, but one walk of 500 plans
    // (the app's three walks of 3000 in a solo game cost this debug build
    // seconds a game); its coach's verdicts with the tests' small budget
    // (they do not change the best line).
    let budget = ReviewBudget { coach: Budget::QUICK, plans: 500, solo_walks: 1, ..ReviewBudget::STANDARD };
    let mut beaten = Vec::new();
    let games = 6u64;
    for seed in 0..games {
        let island = if seed % 3 == 2 { "isla-grande" } else { "isla-petit" };
        let policy = [Some(Policy::Greedy), None, Some(Policy::Rollout)][(seed % 3) as usize];
        let record = finished_record(island, 1, 1, 300 + seed, policy);
        let bound = upper_bound(&sheet(island), &record).total;
        let played = record.replay_on(sheet(island)).expect("the record replays");
        let played = played.final_scoring_box(played.player(1).expect("seat 1")).total;
        let r = review(&record, &sheet(island), 1, budget).expect("a finished game");
        let (yard, line) = plain_beam(&record, &sheet(island), WIDTH);
        assert!(line.is_over());
        let searches = [
            ("played", played),
            ("review", r.best),
            ("beam", r.beam_best),
            ("planner", r.planned_best),
            ("yardstick", yard),
        ];
        for (what, total) in searches {
            assert!(
                total <= bound,
                "{island} seed {seed}: the {what} line's {total} passes the bound {bound}"
            );
        }
        // Random and greedy play on the same set-up and cards.
        for policy in [Policy::Random, Policy::Greedy] {
            let other = finished_record(island, 1, 1, 300 + seed, Some(policy));
            let g = other.replay_on(sheet(island)).expect("the record replays");
            let t = g.final_scoring_box(g.player(1).expect("seat 1")).total;
            assert!(t <= bound, "{island} seed {seed}: {policy:?} play's {t} passes the bound {bound}");
        }
        if yard > r.best {
            beaten.push(format!("{island} seed {}: yardstick {yard} > review {}", 300 + seed, r.best));
        }
        eprintln!(
            "{island} seed {}: played {played}, review {} (beam {}, planner {}), yardstick {yard}, bound {bound} (bound − best {})",
            300 + seed,
            r.best,
            r.beam_best,
            r.planned_best,
            bound - r.best.max(yard)
        );
    }
    eprintln!("the yardstick beat the review in {} of {games} games: {beaten:?}", beaten.len());
    assert!(beaten.is_empty(), "the review's search is beaten by a plain beam: {beaten:?}");
}

/// A greedy solo game on the app's deck of `seed`, played as the coach
/// benchmark plays its greedy games (its choices from stream 77).
fn greedy_solo_game_of_the_benchmark(island: &str, seed: u64) -> TucanaRecord {
    let setup = Setup::app_deck_table(island, 1, &["Solo".to_string()], seed);
    let mut game = TucanaGame::new(sheet(island), setup.clone()).expect("a valid set-up");
    let mut rng = SeededRng::for_stream(seed, 77);
    let mut record = TucanaRecord::new(setup);
    while !game.is_over() {
        let action = match game.app_dealing() {
            Some(dealt) => dealt,
            None => Policy::Greedy.choose(&game, 1, &mut rng).expect("an action"),
        };
        game.apply(&action).expect("legal");
        record.actions.push(action);
    }
    record
}

#[test]
fn the_game_the_plain_beam_won_is_no_longer_lost() {
    // Isla Petit, seed 2032 of the benchmark's yardstick count: the plain
    // beam of 128 lines found 72, the review 65, before the review kept
    // the lines holding the most points for sure beside its best scored.
    let record = greedy_solo_game_of_the_benchmark("isla-petit", 2032);
    let budget = ReviewBudget { coach: Budget { candidates: 1, rollouts: 1 }, ..ReviewBudget::STANDARD };
    let r = review(&record, &sheet("isla-petit"), 1, budget).expect("a finished game");
    assert!(r.best >= 72, "the review's best {} is below the plain beam's 72", r.best);
}
