//! The coach: which trail is worth most now, for one tracked sheet.
//!
//! Pure and seeded like the rules: no UI, no files, no clock; the only
//! randomness comes from the seed it is handed ([`record_seed`] derives one
//! from a record, so the same record always gets the same ranking). It sees
//! the game as the table does ([`TucanaGame::table_view`](crate::games::tucana::rules::TucanaGame::table_view)):
//! the deck's composition and the cards already revealed this round, never
//! the app's seeded order. The method is described in `docs/coach.md`.
//!
//! - [`legal_moves`]: the trails a sheet may draw now (bonus trails too).
//! - [`quick`]: a cheap look at what one trail gives at once, used to pick
//!   which trails to weigh and to play the simulated turns.
//! - [`Policy`]: how a simulated sheet chooses its trails (also the greedy
//!   and random baselines of the benchmark).
//! - [`hint`]: the ranking by expected final total, each with its
//!   [`Reason`]s.
//! - [`review`]: after the game, the best line the same cards allowed (a
//!   beam search and a planner of whole networks), an
//!   [`upper_bound`] no line can pass, and the turns that lost the most.

mod beam;
mod bound;
mod coast;
mod helper_hexes;
mod hint;
mod kept_sheet;
mod legal;
mod longer;
mod network_ways;
mod others;
mod pair_forest;
mod paths;
mod planner;
mod policy;
mod polish;
pub mod quick;
mod reason;
mod record_turns;
mod review;
mod rollout;
mod seed;
mod sight_trees;
mod solo_reshuffle;
mod verdicts;

pub use bound::{UpperBound, sight_line_bounds, upper_bound};
pub use hint::{Budget, Hint, HintError, Suggestion, hint, nothing_to_choose};
pub use legal::{Move, legal_moves};
pub use longer::LongerTaken;
pub use others::OthersModel;
pub use policy::Policy;
pub use reason::Reason;
pub use review::{Review, ReviewBudget, ReviewError, TurnReview, line_after_turn, review, review_until};
pub use rollout::{deal_two, play_out};
pub use seed::record_seed;
