//! Tally behind the one game interface ([`Rules`]).

use super::{Game, TALLY_GAME};
use crate::games::rules::PlayFacts;
use crate::games::{GameKind, PlayerTotal, Rules, TakeBack};
use std::sync::Arc;

impl Rules for Game {
    type Setup = super::TallySetup;
    type Action = super::Action;
    type Event = super::Event;
    type Refusal = super::Refusal;
    type SetupError = super::SetupError;
    type Board = ();
    type Record = super::TallyRecord;

    const KIND: GameKind = GameKind::Tally;
    const RECORD_ID: &'static str = TALLY_GAME;
    const TITLE: &'static str = "Tally";
    const TAKE_BACK: TakeBack = TakeBack::None;
    /// No scoring boxes: the total is all there is.
    const BOX_COLUMNS: &'static [&'static str] = &[];
    const WORDS: &'static [(&'static str, &'static str)] = &[
        ("en", include_str!("words/en.ftl")),
        ("fr", include_str!("words/fr.ftl")),
        ("ru", include_str!("words/ru.ftl")),
    ];

    fn start(_board: Arc<()>, setup: Self::Setup) -> Result<Game, Self::SetupError> {
        Game::new(setup)
    }
    fn board(&self) -> &Arc<()> {
        Game::board(self)
    }
    fn setup(&self) -> &Self::Setup {
        Game::setup(self)
    }
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal> {
        Game::check(self, action)
    }
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal> {
        Game::apply(self, action)
    }
    fn is_over(&self) -> bool {
        Game::is_over(self)
    }
    fn totals(&self) -> Vec<PlayerTotal> {
        (1..)
            .zip(self.setup().players.iter().zip(self.totals()))
            .map(|(seat, (name, total))| PlayerTotal { seat, name: name.clone(), total: *total })
            .collect()
    }
    fn winners(&self) -> Vec<u8> {
        Game::winners(self)
    }
    fn play_facts(&self) -> PlayFacts {
        PlayFacts::default()
    }
    fn seat_boxes(&self, _seat: u8) -> Vec<(&'static str, i64)> {
        Vec::new()
    }
}
