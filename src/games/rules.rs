//! The one interface every game's rules implement: what it is set up
//! with, what it is played on, its actions checked ([`Rules::check`], a
//! typed refusal, nothing changed) then applied ([`Rules::apply`], typed
//! events out), when it ends, who leads, and what a player's take-back
//! needs. The log ([`super::log::Log`]), the record ([`super::record`]) and
//! the reader ([`super::read`]) are written once over it.

use super::GameKind;
use std::fmt::{Debug, Display};
use std::sync::Arc;

/// One player's total in a game-neutral form (the same for every game),
/// for lists, statistics and the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerTotal {
    /// The player's seat (Tucana) or number (New York), 1-based.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The total so far (a New York total can be below zero).
    pub total: i64,
}

/// Whether, and how, a player may take back their part of the last turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakeBack {
    /// The game has no turns the pad knows of (New York): corrections are
    /// undo and the game's own correcting actions.
    None,
    /// The game has turns: [`Rules::turn_start`] says where the last one
    /// starts and [`Rules::is_own`] which actions are a seat's own.
    LastTurn,
}

/// A game's rules, pure: no egui, no files, no clock. Implemented by each
/// game's state type (`games::tucana::rules::Game`,
/// `games::new_york::Game`).
pub trait Rules: Clone + Debug + Sized {
    /// How a game is set up (players, seats, deck).
    type Setup: Clone + Debug + PartialEq;
    /// One thing entered on the pad; the record is a list of them.
    type Action: Clone + Debug + PartialEq + Display;
    /// What an applied action changed, for messages.
    type Event: Clone + Debug;
    /// Why [`Rules::check`] refused an action.
    type Refusal: Clone + Debug + PartialEq + Display;
    /// Why a set-up cannot be played.
    type SetupError: Clone + Debug + PartialEq + Display;
    /// What the game is played on: an island sheet, a city map.
    type Board: Debug + ?Sized;
    /// The record type that saves this game.
    type Record: super::record::Record<Game = Self>;

    /// Which game this is (the registry's key).
    const KIND: GameKind;
    /// The `game` field of its records.
    const RECORD_ID: &'static str;
    /// Whether players may take back their part of the last turn.
    const TAKE_BACK: TakeBack;

    /// A game not yet begun, or why the set-up cannot be played.
    fn start(board: Arc<Self::Board>, setup: Self::Setup) -> Result<Self, Self::SetupError>;
    /// What the game is played on.
    fn board(&self) -> &Arc<Self::Board>;
    /// The set-up it was started with.
    fn setup(&self) -> &Self::Setup;
    /// Whether the action may be applied now; refused with a typed reason,
    /// and nothing changes.
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal>;
    /// Checks, then applies the action; refused, nothing changes.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// Whether the game is over (nothing more can be entered).
    fn is_over(&self) -> bool;
    /// Every player's total so far, in seat order.
    fn totals(&self) -> Vec<PlayerTotal>;
    /// The seats that win (lead, while under way) by the game's own
    /// tie-breaks.
    fn winners(&self) -> Vec<u8>;

    /// Where the last turn starts in a list of actions (the index of its
    /// first action); `None` when no turn has started, and always for a
    /// game without take-back.
    fn turn_start(actions: &[Self::Action]) -> Option<usize> {
        let _ = actions;
        None
    }

    /// Whether an action is `seat`'s own move of a turn (what a take-back
    /// removes). Never, for a game without take-back.
    fn is_own(action: &Self::Action, seat: u8) -> bool {
        let _ = (action, seat);
        false
    }
}

impl Rules for crate::games::tucana::rules::Game {
    type Setup = crate::games::tucana::rules::Setup;
    type Action = crate::games::tucana::rules::Action;
    type Event = crate::games::tucana::rules::GameEvent;
    type Refusal = crate::games::tucana::rules::Refusal;
    type SetupError = crate::games::tucana::rules::SetupError;
    type Board = crate::games::tucana::sheet::Sheet;
    type Record = crate::games::tucana::record::GameRecord;

    const KIND: GameKind = GameKind::Tucana;
    const RECORD_ID: &'static str = super::TUCANA_GAME;
    const TAKE_BACK: TakeBack = TakeBack::LastTurn;

    fn start(board: Arc<Self::Board>, setup: Self::Setup) -> Result<Self, Self::SetupError> {
        Self::new(board, setup)
    }
    fn board(&self) -> &Arc<Self::Board> {
        self.sheet_arc()
    }
    fn setup(&self) -> &Self::Setup {
        self.setup()
    }
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal> {
        self.check(action)
    }
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal> {
        self.apply(action)
    }
    fn is_over(&self) -> bool {
        self.is_over()
    }
    fn totals(&self) -> Vec<PlayerTotal> {
        self.score_cards()
            .into_iter()
            .map(|c| PlayerTotal { seat: c.seat, name: c.name, total: i64::from(c.final_box.total) })
            .collect()
    }
    fn winners(&self) -> Vec<u8> {
        // The sheets on this device only: paper totals live in the record.
        crate::games::tucana::record::final_standings(self, &[]).winners
    }

    /// The last `Reveal`: a turn starts when its two cards are shown.
    fn turn_start(actions: &[Self::Action]) -> Option<usize> {
        actions.iter().rposition(|a| matches!(a, crate::games::tucana::rules::Action::Reveal(..)))
    }

    /// The trail, a bonus trail or the pass.
    fn is_own(action: &Self::Action, seat: u8) -> bool {
        use crate::games::tucana::rules::Action;
        matches!(action, Action::Trail { .. } | Action::BonusTrail { .. } | Action::Pass { .. })
            && action.seat() == Some(seat)
    }
}

impl Rules for crate::games::new_york::Game {
    type Setup = crate::games::new_york::NewYorkSetup;
    type Action = crate::games::new_york::Action;
    type Event = crate::games::new_york::Event;
    type Refusal = crate::games::new_york::Refusal;
    type SetupError = crate::games::new_york::SetupError;
    type Board = crate::games::new_york::NewYorkMap;
    type Record = crate::games::new_york::NewYorkRecord;

    const KIND: GameKind = GameKind::NewYork;
    const RECORD_ID: &'static str = super::NEW_YORK_GAME;
    /// The pad knows no turns: claims may be entered in any order, and an
    /// entry is corrected by undo or by `Unclaim`/`Drop`.
    const TAKE_BACK: TakeBack = TakeBack::None;

    fn start(board: Arc<Self::Board>, setup: Self::Setup) -> Result<Self, Self::SetupError> {
        Self::new(board, setup)
    }
    fn board(&self) -> &Arc<Self::Board> {
        self.map_arc()
    }
    fn setup(&self) -> &Self::Setup {
        self.setup()
    }
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal> {
        self.check(action)
    }
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal> {
        self.apply(action)
    }
    fn is_over(&self) -> bool {
        self.is_over()
    }
    fn totals(&self) -> Vec<PlayerTotal> {
        self.scores()
            .players
            .into_iter()
            .map(|p| PlayerTotal {
                seat: p.player,
                name: self.player(p.player).map(|q| q.name.clone()).unwrap_or_default(),
                total: i64::from(p.total),
            })
            .collect()
    }
    fn winners(&self) -> Vec<u8> {
        self.scores().winners
    }
}
