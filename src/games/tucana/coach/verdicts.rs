//! The review's verdict on each turn: the coach's own line for that turn
//! (the hint the player could ask for there: the same game, seed and
//! budget) weighed against the trails played, with a difference within
//! the estimate's noise no loss (`docs/coach.md`, "Loss per turn").

use super::hint::{Budget, Weighed, weigh_until};
use super::legal::Move;
use super::record_turns::move_of;
use super::review::TurnReview;
use super::seed::record_seed;
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::{Action, TucanaGame};
use std::sync::atomic::{AtomicBool, Ordering};

/// One decision of the reviewed sheet as played: the record's index of
/// its action, the game just before it, and the trail drawn.
struct Decision {
    index: usize,
    before: TucanaGame,
    action: Action,
    trail: Move,
}

/// Most decisions one turn can hold (a trail and a chain of bonus trails):
/// a guard for the coach's line, never reached on a valid sheet.
const MOST_DECISIONS_IN_A_TURN: usize = 64;

/// The coach's own line for a turn: its choice for the turn's trail, then
/// its choice for every bonus trail that choice owes, each made after the
/// coach's previous one. While the coach's line is the played one, each
/// choice is exactly the hint the player could ask for there (the same
/// game, seed and budget); once it leaves it, the seed follows the coach's
/// own actions, as the hint's seed follows the record.
fn coach_line(
    record: &TucanaRecord,
    seat: u8,
    played: &[Decision],
    budget: Budget,
    stop: &AtomicBool,
) -> (Vec<(Action, Move)>, Option<Weighed>) {
    let Some(first) = played.first() else { return (Vec::new(), None) };
    let mut game = first.before.clone();
    let mut prefix: Vec<Action> = record.actions[..first.index].to_vec();
    let mut line: Vec<(Action, Move)> = Vec::new();
    let mut first_hint = None;
    for k in 0..MOST_DECISIONS_IN_A_TURN {
        let on_played_line =
            k < played.len() && line.iter().zip(played).all(|(c, p)| c.1.edge == p.trail.edge);
        let (at, seed) = match played.get(k) {
            Some(p) if on_played_line => (&p.before, record_seed(&record.actions[..p.index], seat)),
            _ => (&game, record_seed(&prefix, seat)),
        };
        let Ok(weighed) = weigh_until(at, seat, seed, budget, stop) else { break };
        let best = weighed.hint.best().map(|s| s.trail);
        if k == 0 {
            first_hint = Some(weighed);
        }
        let Some(best) = best else { break };
        let action = best.action(seat);
        if game.apply(&action).is_err() {
            break;
        }
        prefix.push(action.clone());
        line.push((action, best));
        if game.owed_bonus_trails(seat) == 0 {
            break;
        }
    }
    (line, first_hint)
}

/// How far a mean of paired differences over `n` simulated games can stray
/// from zero by chance: two standard errors (about 95 %). With one game
/// there is no spread to measure, and nothing is called noise.
fn noise_margin(differences: &[f64]) -> f64 {
    let n = differences.len();
    if n < 2 {
        return 0.0;
    }
    let mean = differences.iter().sum::<f64>() / n as f64;
    let variance = differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    2.0 * (variance / n as f64).sqrt()
}

/// The verdict on one turn: the played trails against the coach's own line
/// for that turn, both weighed by the hint's evaluation at the turn's first
/// decision (its seed, its simulated games, its budget). A turn of one
/// trail is thus weighed exactly as the hint weighed it; a turn with bonus
/// trails compares whole turns, so the loss is the difference of the two
/// expected totals shown. A difference within the estimate's noise is no
/// loss.
fn verdict(
    record: &TucanaRecord,
    seat: u8,
    played: &[Decision],
    budget: Budget,
    stop: &AtomicBool,
    turn: &mut TurnReview,
) {
    let Some(first) = played.first() else { return };
    turn.played = played.iter().map(|d| d.trail).collect();
    if stop.load(Ordering::Relaxed) {
        turn.weighed = false;
        return;
    }
    let (coach, first_hint) = coach_line(record, seat, played, budget, stop);
    turn.coach = coach.iter().map(|c| c.1).collect();
    let (view, others) = super::others::simulation_view(&first.before, seat);
    let seed = record_seed(&record.actions[..first.index], seat);
    let rollouts = budget.rollouts.max(1);
    // A line of one trail was weighed by the hint at this very decision,
    // on these very games: its totals are read there, not simulated again.
    let hinted = |line: &[Move]| match (line, &first_hint) {
        ([mv], Some(weighed)) => weighed.totals_after(mv).map(<[u32]>::to_vec),
        _ => None,
    };
    let weigh = |actions: Vec<Action>| {
        super::rollout::totals_after_line(&view, seat, &actions, &others, seed, rollouts, stop)
    };
    let played_totals =
        hinted(&turn.played).or_else(|| weigh(played.iter().map(|d| d.action.clone()).collect()));
    let Some(played_totals) = played_totals else {
        turn.weighed = false;
        return;
    };
    let mean = super::rollout::mean;
    turn.played_expected = mean(&played_totals);
    if coach.is_empty() || turn.coach == turn.played {
        turn.coach = turn.played.clone();
        turn.coach_expected = turn.played_expected;
        return;
    }
    let coach_totals = hinted(&turn.coach).or_else(|| weigh(coach.into_iter().map(|c| c.0).collect()));
    let (Some(coach_totals), false) = (coach_totals, stop.load(Ordering::Relaxed)) else {
        // Cut short while the coach chose: its line may be unweighed.
        turn.coach.clear();
        turn.weighed = false;
        return;
    };
    turn.coach_expected = mean(&coach_totals);
    let differences: Vec<f64> =
        coach_totals.iter().zip(&played_totals).map(|(&c, &p)| f64::from(c) - f64::from(p)).collect();
    turn.margin = noise_margin(&differences);
    let difference = turn.coach_expected - turn.played_expected;
    turn.loss = if difference > turn.margin { difference } else { 0.0 };
}

/// Each turn of the played line against the coach's own line (see
/// [`verdict`]).
pub(super) fn turn_reviews(
    record: &TucanaRecord,
    start: &TucanaGame,
    seat: u8,
    budget: Budget,
    stop: &AtomicBool,
) -> Vec<TurnReview> {
    let mut game = start.clone();
    let mut out: Vec<TurnReview> = Vec::new();
    let mut decisions: Vec<Vec<Decision>> = Vec::new();
    for (i, action) in record.actions.iter().enumerate() {
        if let Action::Reveal(a, b) = action {
            out.push(TurnReview {
                turn: game.turn_index(),
                round: game.round(),
                turn_in_round: game.turn_in_round(),
                cards: [*a, *b],
                played: Vec::new(),
                coach: Vec::new(),
                best: Vec::new(),
                played_expected: 0.0,
                coach_expected: 0.0,
                weighed: true,
                loss: 0.0,
                margin: 0.0,
            });
            decisions.push(Vec::new());
        }
        if action.seat() == Some(seat)
            && let Some(trail) = move_of(&game, action)
            && let Some(turn) = decisions.last_mut()
        {
            turn.push(Decision { index: i, before: game.clone(), action: action.clone(), trail });
        }
        if game.apply(action).is_err() {
            break;
        }
    }
    for (turn, played) in out.iter_mut().zip(&decisions) {
        verdict(record, seat, played, budget, stop, turn);
    }
    out
}
