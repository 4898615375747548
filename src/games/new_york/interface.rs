//! *Ticket to Ride: New York* behind the one game interface ([`Rules`]):
//! what the shared parts (the log, the record reader, the store, the CLI)
//! know of it.

use crate::games::rules::PlayFacts;
use crate::games::{GameKind, PlayerTotal, Rules, TakeBack};
use std::sync::Arc;

impl Rules for crate::games::new_york::Game {
    type Setup = crate::games::new_york::NewYorkSetup;
    type Action = crate::games::new_york::Action;
    type Event = crate::games::new_york::Event;
    type Refusal = crate::games::new_york::Refusal;
    type SetupError = crate::games::new_york::SetupError;
    type Board = crate::games::new_york::NewYorkMap;
    type Record = crate::games::new_york::NewYorkRecord;

    const KIND: GameKind = GameKind::NewYork;
    const BGG_ID: Option<u32> = Some(253_284);
    const RECORD_ID: &'static str = crate::games::NEW_YORK_GAME;
    /// The pad knows no turns: claims may be entered in any order, and an
    /// entry is corrected by undo or by `Unclaim`/`Drop`.
    const TITLE: &'static str = "Ticket to Ride: New York";
    /// Routes, tickets, attractions, completed and failed tickets.
    const BOX_COLUMNS: &'static [&'static str] = &["routes", "tickets", "attractions", "completed", "failed"];
    const TAKE_BACK: TakeBack = TakeBack::None;
    const HAS_TABLE: bool = true;

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
    /// The city; New York has no variants and no solo game.
    fn play_facts(&self) -> PlayFacts {
        PlayFacts { board: self.map().name().to_string(), ..PlayFacts::default() }
    }
    fn seat_boxes(&self, seat: u8) -> Vec<(&'static str, i64)> {
        let Some(p) = self.scores().players.into_iter().find(|p| p.player == seat) else { return Vec::new() };
        vec![
            ("routes", p.routes.into()),
            ("tickets", p.tickets.into()),
            ("attractions", p.attractions.into()),
            ("completed", p.completed.into()),
            ("failed", p.failed.into()),
        ]
    }
}
