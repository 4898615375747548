//! The review of a finished game: for one tracked sheet, the best total a
//! search finds with exactly the cards that were revealed, an upper bound
//! no line can pass ([`super::bound`]), and the turns where the played
//! trail lost the most against the coach's choice.
//!
//! The search is a beam search over the sheet's turns, then the planner
//! ([`super::planner`]), which plans a whole network against the turns'
//! cards; the better line is the best found (`docs/coach.md`, "The
//! review"). The deal stays as the record has it, and so do the other
//! sheets' trails and the bonus cards the table took; only the reviewed
//! sheet's trails change. Both are deterministic and counted in states and
//! plans, never in time.
//!
//! This file holds the budget, the review's answer and the order of the
//! work; the work itself is in files of its own: [`super::record_turns`]
//! (the record split into turns), [`super::beam`], [`super::planner`],
//! [`super::polish`], [`super::bound`] and [`super::verdicts`] (the loss
//! per turn).

use super::beam::search;
use super::bound::{UpperBound, upper_bound};
use super::hint::Budget;
use super::legal::Move;
use super::planner::{Line as PlannedLine, Walks, plan_best_lines};
use super::polish::polish_line;
use super::record_turns::{line_actions, move_of, sheet_alone, split_record};
use super::verdicts::turn_reviews;
use crate::games::tucana::record::{TucanaRecord, TucanaRecordError};
use crate::games::tucana::rules::{Action, TucanaGame, TurnIndex};
use crate::games::tucana::sheet::{Card, Letter, Sheet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How much work a review may do, counted in states and simulated games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewBudget {
    /// Lines kept after each turn.
    pub beam: usize,
    /// Lines kept after each turn beside those: the ones holding the most
    /// points for sure (the Final Scoring Box so far and every circled
    /// sight in each line still to be written), whatever lies near. The
    /// full score's look-ahead can mislead the whole beam on a game; a
    /// plain beam kept by these points alone once found 72 where the
    /// review found 65.
    pub sure_beam: usize,
    /// Trails tried from each kept line per turn at most (the most
    /// promising by the quick look; on most turns every legal trail).
    pub trails_per_line: usize,
    /// Edges tried for each owed bonus trail (by the quick look).
    pub bonus_choices: usize,
    /// Most ways one line may finish a turn (its trail and a chain of bonus
    /// trails): past it, each branch left takes the quick look's first
    /// trail only. With [`ReviewBudget::beam`] it bounds the lines held at
    /// once, so the search's memory is fixed on any sheet (a chain of `+`
    /// values once grew it past 15 GB).
    pub turn_outcomes: usize,
    /// Most lines weighed in the whole search: past it the search goes on
    /// with its best line alone, finished by the quick look (anytime).
    pub states: u64,
    /// Plans the planner plays after the beam (`coach/planner.rs`: targets
    /// routed as one forest, its trails matched to the turns whose cards
    /// fit them); 0 leaves it out.
    pub plans: usize,
    /// Walks the planner takes when the game tracks one sheet alone, each
    /// of [`ReviewBudget::plans`] plans from the best line so far (a
    /// table's review takes one): its verdicts then weigh one sheet's
    /// hints, a small part of what a table's cost, so the search may take
    /// more of the review's time. The first walk is the table's, so more
    /// walks never find less (`docs/coach.md`, "The planner").
    pub solo_walks: usize,
    /// Plans each walk after the first plays (the first plays
    /// [`ReviewBudget::plans`]): a longer walk cools more slowly and finds
    /// more than more short ones for the same plays (`docs/coach.md`, "The
    /// planner").
    pub walk_plans: usize,
    /// Plans of one more walk of the planner after the others, from the
    /// best line so far (0 in [`ReviewBudget::STANDARD`]): the walks
    /// before it are the standard review's, so the longer search
    /// ([`ReviewBudget::DEEP`]) never plans below it.
    pub last_walk_plans: usize,
    /// Changes of the best line played after the planner, one trail at a
    /// time (`coach/polish.rs`: two turns trading their trails, a trail
    /// drawn elsewhere), kept while one scores more; 0 leaves it out.
    pub polish: usize,
    /// The coach's budget for its own line at each turn: the hint's, so the
    /// review's verdict is the hint the player could ask for (one voice).
    pub coach: Budget,
}

impl ReviewBudget {
    /// What the app and `trailpad review` use (see `benches/coach.rs`).
    pub const STANDARD: ReviewBudget = ReviewBudget {
        beam: 48,
        sure_beam: 16,
        trails_per_line: 24,
        bonus_choices: 4,
        turn_outcomes: 48,
        states: 250_000,
        plans: 3000,
        solo_walks: 4,
        walk_plans: 5000,
        last_walk_plans: 0,
        polish: 3000,
        coach: Budget::STANDARD,
    };
    /// The longer search a person asks for on the review screen (or
    /// `trailpad review --deep`): [`ReviewBudget::STANDARD`], then one more
    /// walk of the planner of 315,000 plans from the best line so far, for
    /// a solo game and a table's seat alike. The line it had before that
    /// walk (the standard review's) is polished too and the better kept,
    /// so it never ends below the standard review. On the benchmark's solo
    /// Isla Grande games it finds 8.3 points more in about fifteen times
    /// the time (`docs/coach.md`, "The longer search").
    pub const DEEP: ReviewBudget = ReviewBudget { last_walk_plans: 315_000, ..ReviewBudget::STANDARD };
    /// A small budget for tests in debug builds.
    pub const QUICK: ReviewBudget = ReviewBudget {
        beam: 3,
        sure_beam: 1,
        trails_per_line: 6,
        bonus_choices: 2,
        turn_outcomes: 12,
        states: 20_000,
        plans: 100,
        solo_walks: 1,
        walk_plans: 100,
        last_walk_plans: 0,
        polish: 100,
        coach: Budget::QUICK,
    };

    /// What the search does once its budget or time has run out: one line,
    /// one trail per decision.
    pub(super) const LAST_RESORT: ReviewBudget = ReviewBudget {
        beam: 1,
        sure_beam: 0,
        trails_per_line: 1,
        bonus_choices: 1,
        turn_outcomes: 1,
        states: u64::MAX,
        plans: 0,
        solo_walks: 1,
        walk_plans: 0,
        last_walk_plans: 0,
        polish: 0,
        coach: Budget::QUICK,
    };
}

/// The longer search only searches more: the same beam, bound and coach
/// (so the same turn verdicts), the same walks of the planner, then one
/// more. Checked when the crate is built.
const _: () = {
    let (deep, standard) = (ReviewBudget::DEEP, ReviewBudget::STANDARD);
    assert!(deep.beam == standard.beam && deep.sure_beam == standard.sure_beam);
    assert!(deep.coach.candidates == standard.coach.candidates);
    assert!(deep.coach.rollouts == standard.coach.rollouts);
    assert!(deep.plans == standard.plans && deep.walk_plans == standard.walk_plans);
    assert!(deep.solo_walks == standard.solo_walks);
    assert!(deep.last_walk_plans > standard.last_walk_plans && deep.polish >= standard.polish);
};

/// Why a record cannot be reviewed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The record does not replay.
    #[error("{0}")]
    Record(#[from] TucanaRecordError),
    /// No sheet of that seat is kept in the record.
    #[error("no sheet of seat {0} is kept in this game")]
    UnknownSeat(u8),
    /// Only a finished game is reviewed.
    #[error("the game is not over yet: a review needs every round played")]
    NotOver,
}

/// One turn of the reviewed sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnReview {
    /// The turn, counted from 0 over the game.
    pub turn: TurnIndex,
    /// Its round, 1-based.
    pub round: u8,
    /// Its turn in the round, 1-based.
    pub turn_in_round: u8,
    /// The two cards revealed.
    pub cards: [Card; 2],
    /// The trails the sheet drew (the turn's trail, then bonus trails);
    /// empty when it passed.
    pub played: Vec<Move>,
    /// The coach's own line for the turn: its choice for the turn's trail,
    /// then its bonus trails chosen after that choice (the played trails
    /// when the coach would have drawn the same).
    pub coach: Vec<Move>,
    /// What the best line found drew in this turn.
    pub best: Vec<Move>,
    /// Expected final total after the played trails, as the hint weighs
    /// them at the turn's first decision (the mean of its simulated games).
    pub played_expected: f64,
    /// The same after the coach's own line, on the same simulated games.
    pub coach_expected: f64,
    /// Whether the turn was weighed: false for the turns left when the
    /// review's time ran out (then nothing is said of them).
    pub weighed: bool,
    /// What the played trails lost against the coach's line, in expected
    /// points: `coach_expected − played_expected`, or 0 when that is within
    /// [`TurnReview::margin`] (or the trails were the coach's).
    pub loss: f64,
    /// How far the difference could stray from zero by chance (two
    /// standard errors of the paired difference over the simulated games);
    /// 0 when the played trails were the coach's.
    pub margin: f64,
}

/// The review of one sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// The seat.
    pub seat: u8,
    /// The sheet's final total as played.
    pub played: u32,
    /// The best total found: the best of [`Review::beam_best`],
    /// [`Review::planned_best`] and [`Review::polished_best`] (never below
    /// the played total).
    pub best: u32,
    /// The best total the beam search found.
    pub beam_best: u32,
    /// The best total the planner found (0 when it did not run).
    pub planned_best: u32,
    /// The kept line's total when it was polished one trail at a time
    /// (`coach/polish.rs`): never below the line it started from. 0 when
    /// the kept line was not polished (the polish left out, or the search
    /// stopped before that line's polish).
    pub polished_best: u32,
    /// No line can total more.
    pub bound: UpperBound,
    /// Whether the game was solo (the deal was then the whole story).
    pub solo: bool,
    /// The solo title the played total earned (solo only).
    pub played_title: Option<String>,
    /// The solo title the best line found earns (solo only): the cards
    /// allowed at least this one.
    pub best_title: Option<String>,
    /// Whether the best line's solo reshuffle kept other blue cards than
    /// the game's did (it draws from the cards that line left on the
    /// table, so it may score a card the game's reshuffle removed).
    pub reshuffle_differs: bool,
    /// Every turn of the game, in order.
    pub turns: Vec<TurnReview>,
    /// The best line as a whole record's actions (the deal, the other
    /// sheets and the table as they happened; this sheet's trails changed).
    pub best_actions: Vec<Action>,
    /// States the search kept and weighed (for the benchmark).
    pub states: u64,
    /// Whether the search and the verdicts ran to their end. False when the
    /// state budget or the time ran out (or the review was cancelled): the
    /// best found is then the best line so far, finished by the quick look,
    /// and the turns not yet weighed say so ([`TurnReview::weighed`]).
    pub complete: bool,
}

impl Review {
    /// The `n` turns that lost the most, worst first (ties: the earlier
    /// turn); only turns that lost something.
    pub fn worst_turns(&self, n: usize) -> Vec<&TurnReview> {
        let mut turns: Vec<&TurnReview> = self.turns.iter().filter(|t| t.loss > 0.0).collect();
        turns.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.turn.cmp(&b.turn)));
        turns.truncate(n);
        turns
    }

    /// The best line as an ordinary record: the same set-up and dates.
    pub fn best_record(&self, record: &TucanaRecord) -> TucanaRecord {
        let mut best = record.clone();
        best.actions = self.best_actions.clone();
        best.place.clear();
        best.note.clear();
        best
    }
}

/// Reviews one sheet of a finished game.
pub fn review(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    seat: u8,
    budget: ReviewBudget,
) -> Result<Review, ReviewError> {
    review_until(record, sheet, seat, budget, &AtomicBool::new(false))
}

/// [`review`], cut short once `stop` is set (the caller's time limit, or
/// the person leaving the review): the search then finishes its best line
/// so far with the quick look and the turns not yet weighed stay so
/// ([`Review::complete`] is false). Deterministic when `stop` is never set.
pub fn review_until(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    seat: u8,
    budget: ReviewBudget,
    stop: &AtomicBool,
) -> Result<Review, ReviewError> {
    let (start, turns) = split_record(record, sheet, seat)?;
    let played_game = record.replay_on(Arc::clone(sheet))?;
    let played = played_game.player(seat).map_or(0, |p| played_game.final_scoring_box(p).total);
    let (alone, alone_turns) = sheet_alone(&start, &turns, seat);
    let (beam_best, own, states, searched) = search(&alone, &alone_turns, seat, &budget, stop);
    // The planner starts from the beam's best line too; it is left out
    // once the review is cut short.
    let planned = if searched && !stop.load(Ordering::Relaxed) {
        // A table's review takes the first walk alone (then the last one).
        let count = if start.players().len() == 1 { budget.solo_walks } else { 1 };
        let walks = Walks { count, plans: budget.walk_plans, last: budget.last_walk_plans };
        plan_best_lines(&alone, &alone_turns, seat, budget.plans, walks, &own, stop)
    } else {
        None
    };
    let planned_best = planned.as_ref().map_or(0, |p| p.best.0);
    // The best line, one trail at a time: most of what an exact solver
    // finds above it is this line with a trail moved. The longer search
    // polishes the line it had before its last walk too (the standard
    // review's) and keeps the better, so it never ends below the
    // standard review.
    let polishing = searched && !stop.load(Ordering::Relaxed) && budget.polish > 0;
    // Each line says whether it was polished: a stop between the two
    // polishes leaves the second line as it was found.
    let finish = |planned: Option<(u32, PlannedLine)>, beam_line: PlannedLine| -> (u32, PlannedLine, bool) {
        let (found, own) = match planned {
            Some((total, line)) if total > beam_best => (total, line),
            _ => (beam_best, beam_line),
        };
        if polishing && !stop.load(Ordering::Relaxed) {
            let (found, own) = polish_line(&alone, &alone_turns, seat, budget.polish, found, own, stop);
            (found, own, true)
        } else {
            (found, own, false)
        }
    };
    let (best_planned, before_last) = match planned {
        Some(lines) => (Some(lines.best), lines.before_last),
        None => (None, None),
    };
    let (found, own, polished) = match before_last {
        Some(standard) => {
            let longer = finish(best_planned, own.clone());
            let standard = finish(Some(standard), own);
            if standard.0 > longer.0 { standard } else { longer }
        }
        None => finish(best_planned, own),
    };
    let polished_best = if polished { found } else { 0 };
    // The played line is always among the lines kept, so the search never
    // ends below it; should a line fail to replay, the played one stands.
    let (best, best_actions) = match line_actions(&start, &turns, &own) {
        Some(actions) if found >= played => (found, actions),
        _ => (played, record.actions.clone()),
    };
    let mut reviews = turn_reviews(record, &start, seat, budget.coach, stop);
    let complete = searched && reviews.iter().all(|t| t.weighed);
    // The best line's trails, turn by turn.
    let mut game = start.clone();
    let mut t = 0usize;
    for action in &best_actions {
        if matches!(action, Action::Reveal(..)) {
            t = usize::from(game.turn_index());
        }
        if action.seat() == Some(seat)
            && let Some(mv) = move_of(&game, action)
            && let Some(turn) = reviews.get_mut(t)
        {
            turn.best.push(mv);
        }
        if game.apply(action).is_err() {
            break;
        }
    }
    let solo = record.setup.table_size == 1;
    let kept = |actions: &[Action]| -> Vec<Vec<Letter>> {
        actions
            .iter()
            .filter_map(|a| match a {
                Action::SoloReshuffle { kept } => Some(kept.clone()),
                _ => None,
            })
            .collect()
    };
    let reshuffle_differs = kept(&best_actions) != kept(&record.actions);
    let title = |total: u32| if solo { sheet.solo_title(total).map(str::to_string) } else { None };
    Ok(Review {
        seat,
        played,
        best,
        beam_best,
        planned_best,
        polished_best,
        bound: upper_bound(sheet, record),
        solo,
        played_title: title(played),
        best_title: title(best),
        reshuffle_differs,
        turns: reviews,
        best_actions,
        states,
        complete,
    })
}

/// The game of a line as it stood after turn `turn` (0-based over the
/// game) was closed; the whole line past its end.
pub fn line_after_turn(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    actions: &[Action],
    turn: TurnIndex,
) -> Option<TucanaGame> {
    let mut game = TucanaGame::new(Arc::clone(sheet), record.setup.clone()).ok()?;
    for action in actions {
        if game.turn_index() > turn && game.turn_cards().is_none() {
            break;
        }
        game.apply(action).ok()?;
    }
    Some(game)
}
