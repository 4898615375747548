//! The hint: the legal trails of one sheet ranked by the expected final
//! total of that sheet, estimated by playing the rest of the game out many
//! times from the table's view.

use super::legal::{Move, legal_moves};
use super::quick::Outlook;
use super::reason::{Reason, reasons};
use crate::games::tucana::rules::TucanaGame;
use std::sync::atomic::AtomicBool;

/// How much work a hint may do. Counted in simulated games, never in time,
/// so a hint is the same on a fast and a slow machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Trails weighed by simulation at most: the most promising ones by the
    /// quick look; the rest are listed after them, unweighed.
    pub candidates: usize,
    /// Simulated games per weighed trail.
    pub rollouts: u32,
}

impl Budget {
    /// What the app and `trailpad hint` use (see `benches/coach.rs` for its
    /// latency).
    pub const STANDARD: Budget = Budget { candidates: 16, rollouts: 48 };
    /// A small budget for tests in debug builds.
    pub const QUICK: Budget = Budget { candidates: 6, rollouts: 6 };
}

/// One ranked trail.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion {
    /// The trail.
    pub trail: Move,
    /// The expected final total of the sheet after it (the mean of the
    /// simulated games); `None` for a trail that was not weighed.
    pub expected_total: Option<f64>,
    /// What it gives at once (sights, villages and the blue card of a pair).
    pub gain_now: u32,
    /// Why, best reason first.
    pub reasons: Vec<Reason>,
}

/// The ranking for one sheet's open turn.
#[derive(Debug, Clone, PartialEq)]
pub struct Hint {
    /// The seat.
    pub seat: u8,
    /// Every legal trail, best first: the weighed ones by expected total,
    /// then the others by their quick look.
    pub suggestions: Vec<Suggestion>,
    /// Simulated games per weighed trail.
    pub rollouts: u32,
}

impl Hint {
    /// The best suggestion.
    pub fn best(&self) -> Option<&Suggestion> {
        self.suggestions.first()
    }
}

/// Why there is no hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum HintError {
    /// No sheet of that seat is kept here.
    #[error("no sheet of seat {0} is kept in this game")]
    UnknownSeat(u8),
    /// The game is over.
    #[error("the game is over: there is no trail left to draw")]
    GameOver,
    /// No turn is open.
    #[error("no cards are revealed: reveal the next two cards first")]
    NoOpenTurn,
    /// A solo game between rounds: the blue cards' reshuffle comes before
    /// the next cards.
    #[error("the solo reshuffle of the blue cards is due: make it, then reveal the next two cards")]
    ReshuffleDue,
    /// The sheet has nothing to draw this turn.
    #[error("seat {0} has no trail to draw this turn")]
    NothingToDraw(u8),
}

/// Why the coach has nothing to weigh for `seat` in `game` now, if so: the
/// checks [`hint`] makes before any work, so that a Hint button (desktop or
/// phone) can say it without computing anything.
pub fn nothing_to_choose(game: &TucanaGame, seat: u8) -> Option<HintError> {
    if game.player(seat).is_none() {
        Some(HintError::UnknownSeat(seat))
    } else if game.is_over() {
        Some(HintError::GameOver)
    } else if game.solo_reshuffle_due() {
        Some(HintError::ReshuffleDue)
    } else if game.turn_cards().is_none() {
        Some(HintError::NoOpenTurn)
    } else if game.legal_trails(seat).is_empty() {
        Some(HintError::NothingToDraw(seat))
    } else {
        None
    }
}

/// Ranks the trails `seat` may draw now. Deterministic for a given game,
/// seat, seed and budget; `game` may use the app's deck: the hint only sees
/// [`TucanaGame::table_view`].
pub fn hint(game: &TucanaGame, seat: u8, seed: u64, budget: Budget) -> Result<Hint, HintError> {
    hint_until(game, seat, seed, budget, &AtomicBool::new(false))
}

/// [`hint`], stopping early once `stop` is set: the trails not yet weighed
/// then stay unweighed (listed after the weighed ones). The review uses it
/// so that its time limit and its Back button end it within one trail's
/// simulated games.
pub(super) fn hint_until(
    game: &TucanaGame,
    seat: u8,
    seed: u64,
    budget: Budget,
    stop: &AtomicBool,
) -> Result<Hint, HintError> {
    weigh_until(game, seat, seed, budget, stop).map(|weighed| weighed.hint)
}

/// A hint with the final totals of every simulated game behind it.
pub(super) struct Weighed {
    /// The hint.
    pub hint: Hint,
    /// For each weighed trail, the sheet's final total in each simulated
    /// game after it (their mean is its expected total). The review's
    /// verdict reads the played trail's and the coach's games here instead
    /// of simulating them a second time: the same games, the same numbers.
    pub totals: Vec<(Move, Vec<u32>)>,
}

impl Weighed {
    /// The simulated games' totals after `mv`, if it was weighed.
    pub fn totals_after(&self, mv: &Move) -> Option<&[u32]> {
        self.totals.iter().find(|(m, _)| m.edge == mv.edge && m.bonus == mv.bonus).map(|(_, t)| &t[..])
    }
}

/// [`hint_until`], keeping the simulated games' totals.
pub(super) fn weigh_until(
    game: &TucanaGame,
    seat: u8,
    seed: u64,
    budget: Budget,
    stop: &AtomicBool,
) -> Result<Weighed, HintError> {
    let (view, others) = super::others::simulation_view(game, seat);
    if let Some(refused) = nothing_to_choose(&view, seat) {
        return Err(refused);
    }
    let player = view.player(seat).ok_or(HintError::UnknownSeat(seat))?;
    let moves = legal_moves(&view, seat);
    let outlook = Outlook::new(&view, player);
    let sheet = view.sheet();
    // The quick look orders the trails; ties by edge id keep it stable.
    let mut looked: Vec<(i64, Move, u32)> = moves
        .into_iter()
        .map(|mv| {
            let g = outlook.gain(sheet, mv.edge);
            (g.quick_score(), mv, g.points)
        })
        .collect();
    looked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.edge.cmp(&b.1.edge)));

    let mut weighed = budget.candidates.max(1).min(looked.len());
    let rollouts = budget.rollouts.max(1);
    let mut suggestions: Vec<Suggestion> = Vec::with_capacity(looked.len());
    let mut totals: Vec<(Move, Vec<u32>)> = Vec::with_capacity(weighed);
    for (i, &(_, mv, gain_now)) in looked.iter().enumerate() {
        // The same card stream for every trail: the trails are compared on
        // the same futures.
        let expected_total = if i < weighed {
            let line = [mv.action(seat)];
            match super::rollout::totals_after_line(&view, seat, &line, &others, seed, rollouts, stop) {
                Some(games) => {
                    let mean = super::rollout::mean(&games);
                    totals.push((mv, games));
                    Some(mean)
                }
                None => {
                    // Stopped: this trail and the rest stay unweighed.
                    weighed = i;
                    None
                }
            }
        } else {
            None
        };
        suggestions.push(Suggestion {
            trail: mv,
            expected_total,
            gain_now,
            reasons: reasons(&view, seat, &mv, &outlook),
        });
    }
    // Weighed first by expected total (ties: more now, then edge id); the
    // unweighed keep the quick look's order after them.
    suggestions[..weighed].sort_by(|a, b| {
        let (ea, eb) = (a.expected_total.unwrap_or(0.0), b.expected_total.unwrap_or(0.0));
        eb.total_cmp(&ea).then(b.gain_now.cmp(&a.gain_now)).then(a.trail.edge.cmp(&b.trail.edge))
    });
    Ok(Weighed { hint: Hint { seat, suggestions, rollouts }, totals })
}
