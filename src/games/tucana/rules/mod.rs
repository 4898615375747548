//! The rules of Trails of Tucana, pure: no UI, no files, no clock, and no
//! randomness except from a seed it is given.
//!
//! A [`TucanaGame`] is built from a [`Sheet`](crate::games::tucana::sheet::Sheet) and a [`Setup`];
//! every change is an [`Action`], checked ([`TucanaGame::check`]) and applied
//! ([`TucanaGame::apply`]). Scores are derived from the state ([`TucanaGame::score_card`]).

mod action;
pub mod autoplay;
mod bonus_cards;
mod game;
mod network;
mod player;
pub mod random;
mod refusal;
mod score;
mod setup;
pub mod setup_cards;

pub use action::{Action, BonusCard};
pub use bonus_cards::{BLUE_CARD_POINTS, BlueCard, RED_CARD_POINTS, best_blue_card, blue_stack};
pub use game::{GameEvent, TucanaGame};
pub use network::Networks;
pub use player::{
    Circle, DrawnTrail, PairLink, PlayerState, SheetEvent, TURNS_PER_ROUND, TurnIndex, TurnProgress, WonCard,
};
pub use refusal::Refusal;
pub use score::{FinalScoringBox, ScoreCard, SightRow, VillageField};
pub use setup::{DeckMode, MAX_TABLE_SIZE, SeatedPlayer, Setup, SetupCard, SetupError, red_cards_for_table};
