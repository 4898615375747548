//! A live game with its record: every accepted action is appended, so undo
//! and redo are replays of a shorter or longer prefix.

use super::GameRecord;
use crate::rules::{Action, Game, GameEvent, Refusal, SetupError};
use crate::sheet::Sheet;
use std::sync::Arc;

/// A game, its record and the actions undone (for redo).
#[derive(Debug, Clone)]
pub struct GameLog {
    record: GameRecord,
    game: Game,
    undone: Vec<Action>,
}

impl GameLog {
    /// A new game from a record with no actions yet (or any legal record).
    pub fn start(sheet: Arc<Sheet>, record: GameRecord) -> Result<GameLog, super::RecordError> {
        let game = record.replay_on(sheet)?;
        Ok(GameLog { record, game, undone: Vec::new() })
    }

    /// A fresh game from a set-up.
    pub fn new(sheet: Arc<Sheet>, setup: crate::rules::Setup) -> Result<GameLog, SetupError> {
        let game = Game::new(sheet, setup.clone())?;
        Ok(GameLog { record: GameRecord::new(setup), game, undone: Vec::new() })
    }

    /// The current state.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record of everything applied.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Applies an action; a new action clears the redo list.
    pub fn apply(&mut self, action: Action) -> Result<Vec<GameEvent>, Refusal> {
        let events = self.game.apply(&action)?;
        self.record.actions.push(action);
        self.undone.clear();
        Ok(events)
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.record.actions.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back the last action. The app's deck is part of the set-up, so
    /// undo never changes which cards come next.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.record.actions.pop()?;
        self.game = self.replay_prefix();
        self.undone.push(action.clone());
        Some(action)
    }

    /// The action [`GameLog::redo`] would apply.
    pub fn undone_next(&self) -> Option<&Action> {
        self.undone.last()
    }

    /// Re-applies the last undone action.
    pub fn redo(&mut self) -> Option<Action> {
        let action = self.undone.pop()?;
        match self.game.apply(&action) {
            Ok(_) => {
                self.record.actions.push(action.clone());
                Some(action)
            }
            // Cannot happen: the action was legal in this very state before.
            Err(_) => None,
        }
    }

    fn replay_prefix(&self) -> Game {
        let mut game = Game::new(self.game.sheet_arc().clone(), self.record.setup.clone())
            .expect("the set-up was accepted when the game started");
        for action in &self.record.actions {
            // Every action here was accepted in this same sequence before.
            let _ = game.apply(action);
        }
        game
    }
}
