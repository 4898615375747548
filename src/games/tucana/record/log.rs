//! A live game with its record: every accepted action is appended, so undo
//! and redo are replays of a shorter or longer prefix. A player's take-back
//! rewrites the tail of the record (the last turn without that player's
//! actions); it is undone and redone like any other step.

use super::GameRecord;
use crate::games::tucana::rules::{Action, Game, GameEvent, Refusal, SetupError};
use crate::games::tucana::sheet::Sheet;
use std::sync::Arc;

/// A game, its record and the steps undone (for redo).
#[derive(Debug, Clone)]
pub struct GameLog {
    record: GameRecord,
    game: Game,
    /// Undone steps, the next to redo last.
    undone: Vec<Undone>,
    /// Take-backs still in force, the newest last. Undo looks here first: a
    /// take-back whose result is exactly the end of the record is the most
    /// recent step, so undo restores what it removed.
    take_backs: Vec<TakeBack>,
    /// Changes so far (see [`GameLog::revision`]).
    revision: u64,
}

/// One step of the log, as undo and redo report it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// One action, appended or popped.
    Action(Action),
    /// A player's take-back: the actions of that seat it removes (redo) or
    /// puts back (undo), in record order.
    TakeBack {
        /// The seat.
        seat: u8,
        /// The seat's actions of the turn.
        actions: Vec<Action>,
    },
}

impl Step {
    /// The action a message names: the action itself, or the first one of
    /// a take-back (the player's trail or pass).
    pub fn into_first_action(self) -> Action {
        match self {
            Step::Action(action) => action,
            Step::TakeBack { actions, .. } => {
                actions.into_iter().next().expect("a take-back removes at least one action")
            }
        }
    }
}

/// A step that was undone.
#[derive(Debug, Clone)]
enum Undone {
    /// One action popped off the end.
    Action(Action),
    /// A take-back reversed.
    TakeBack(TakeBack),
}

/// One take-back: the record from `start` on was `before` and became `after`.
#[derive(Debug, Clone)]
struct TakeBack {
    seat: u8,
    start: usize,
    before: Vec<Action>,
    after: Vec<Action>,
}

impl TakeBack {
    fn step(&self) -> Step {
        let actions = self.before.iter().filter(|a| is_players_own(a, self.seat)).cloned().collect();
        Step::TakeBack { seat: self.seat, actions }
    }
}

/// Why a player cannot take back their part of the last turn. The log is
/// unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TakeBackError {
    /// The seat has no trail, bonus trail or pass in the last turn (or no
    /// turn was revealed yet).
    #[error("seat {seat} has nothing to take back in this turn")]
    NothingToTakeBack {
        /// The seat.
        seat: u8,
    },
    /// Without the seat's actions, a later action of another player (or a
    /// card taken at the table) is refused by the rules.
    #[error("without seat {seat}'s trail, action {index} ({action}) no longer holds: {refusal}")]
    Conflict {
        /// The seat taking back.
        seat: u8,
        /// 1-based position of the refused action in the record.
        index: usize,
        /// The action that no longer holds.
        action: Action,
        /// Why the rules refuse it now.
        refusal: Refusal,
    },
}

impl GameLog {
    /// A new game from a record with no actions yet (or any legal record).
    pub fn start(sheet: Arc<Sheet>, record: GameRecord) -> Result<GameLog, super::RecordError> {
        let game = record.replay_on(sheet)?;
        Ok(GameLog { record, game, undone: Vec::new(), take_backs: Vec::new(), revision: 0 })
    }

    /// A fresh game from a set-up.
    pub fn new(sheet: Arc<Sheet>, setup: crate::games::tucana::rules::Setup) -> Result<GameLog, SetupError> {
        let game = Game::new(sheet, setup.clone())?;
        Ok(GameLog {
            record: GameRecord::new(setup),
            game,
            undone: Vec::new(),
            take_backs: Vec::new(),
            revision: 0,
        })
    }

    /// The current state.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record of everything applied.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Grows at every change of the record or of what can be redone (an
    /// action, undo, redo, a take-back, a paper total): comparing two
    /// revisions tells whether anything needs saving, without a copy.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The same log with the time the game was started kept in its record
    /// (given by the caller: the record reads no clock).
    pub fn with_played_time(mut self, at: std::time::SystemTime) -> GameLog {
        self.record.set_played_time(at);
        self
    }

    /// Sets (or clears) the typed total of a sheet kept on paper. Not an
    /// undoable step: it is not a move of the game, and typing again
    /// replaces it.
    pub fn set_paper_total(&mut self, seat: u8, total: Option<u32>) -> Result<(), super::RecordError> {
        self.record.set_paper_total(seat, total)?;
        self.revision += 1;
        Ok(())
    }

    /// Applies an action; a new action clears the redo list.
    pub fn apply(&mut self, action: Action) -> Result<Vec<GameEvent>, Refusal> {
        let events = self.game.apply(&action)?;
        self.record.actions.push(action);
        self.undone.clear();
        self.revision += 1;
        Ok(events)
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.record.actions.is_empty() || !self.take_backs.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back the last step. The app's deck is part of the set-up, so
    /// undo never changes which cards come next. Returns the action taken
    /// back, or (after a take-back) the first action it restores; see
    /// [`GameLog::undo_step`] to tell the two apart.
    pub fn undo(&mut self) -> Option<Action> {
        self.undo_step().map(Step::into_first_action)
    }

    /// Takes back the last step and says what it was: one action popped off
    /// the end, or a player's take-back reversed (their actions are back).
    pub fn undo_step(&mut self) -> Option<Step> {
        let step = self.undo_step_unrevised();
        if step.is_some() {
            self.revision += 1;
        }
        step
    }

    fn undo_step_unrevised(&mut self) -> Option<Step> {
        if let Some(last) = self.take_backs.last()
            && last.start + last.after.len() == self.record.actions.len()
        {
            let take_back = self.take_backs.pop()?;
            self.record.actions.truncate(take_back.start);
            self.record.actions.extend(take_back.before.iter().cloned());
            self.game = self.replay_prefix();
            let step = take_back.step();
            self.undone.push(Undone::TakeBack(take_back));
            return Some(step);
        }
        let action = self.record.actions.pop()?;
        self.game = self.replay_prefix();
        self.undone.push(Undone::Action(action.clone()));
        Some(Step::Action(action))
    }

    /// Re-applies the last undone step. Returns the action re-applied, or
    /// (for a take-back) the first action it removes again.
    pub fn redo(&mut self) -> Option<Action> {
        self.redo_step().map(Step::into_first_action)
    }

    /// Re-applies the last undone step and says what it was.
    pub fn redo_step(&mut self) -> Option<Step> {
        let step = self.redo_step_unrevised();
        if step.is_some() {
            self.revision += 1;
        }
        step
    }

    fn redo_step_unrevised(&mut self) -> Option<Step> {
        match self.undone.pop()? {
            Undone::Action(action) => match self.game.apply(&action) {
                Ok(_) => {
                    self.record.actions.push(action.clone());
                    Some(Step::Action(action))
                }
                // Cannot happen: the action was legal in this very state before.
                Err(_) => None,
            },
            Undone::TakeBack(take_back) => {
                self.record.actions.truncate(take_back.start);
                self.record.actions.extend(take_back.after.iter().cloned());
                self.game = self.replay_prefix();
                let step = take_back.step();
                self.take_backs.push(take_back);
                Some(step)
            }
        }
    }

    /// Where the last turn starts in the record: the index of its `Reveal`.
    fn last_turn_start(&self) -> Option<usize> {
        self.record.actions.iter().rposition(|a| matches!(a, Action::Reveal(..)))
    }

    /// Whether `seat` has anything to take back in the last turn (see
    /// [`GameLog::take_back`]). Cheap: no replay; the take-back itself may
    /// still be refused when the rest of the turn no longer holds.
    pub fn can_take_back(&self, seat: u8) -> bool {
        self.last_turn_start()
            .is_some_and(|start| self.record.actions[start..].iter().any(|a| is_players_own(a, seat)))
    }

    /// Takes back one player's part of the last turn: their trail or pass
    /// and every bonus trail they drew in it. The other players' actions of
    /// the turn (and cards taken at the table) are replayed in their order;
    /// the player then draws again.
    ///
    /// "The last turn" runs from the last `Reveal` to the end of the record,
    /// so it is also open to a take-back after everybody drew and the turn
    /// closed, until the next cards are revealed: that is when a table
    /// notices a wrong trail. Bonus cards are only won when a turn closes,
    /// and the turn reopens without the player's trail, so the replay gives
    /// them afresh: whoever still connects a pair keeps the card, and the
    /// player's redrawn trail competes for it again.
    ///
    /// Refused, with the log unchanged, when the seat has nothing in the
    /// last turn, or when a later action no longer holds without it (for
    /// example the solo reshuffle that the closing turn made due).
    pub fn take_back(&mut self, seat: u8) -> Result<Vec<Action>, TakeBackError> {
        let start = self.last_turn_start().ok_or(TakeBackError::NothingToTakeBack { seat })?;
        let before: Vec<Action> = self.record.actions[start..].to_vec();
        let removed: Vec<Action> = before.iter().filter(|a| is_players_own(a, seat)).cloned().collect();
        if removed.is_empty() {
            return Err(TakeBackError::NothingToTakeBack { seat });
        }
        let mut game = self.replay_actions(&self.record.actions[..start]);
        let mut after = Vec::with_capacity(before.len() - removed.len());
        for (i, action) in before.iter().enumerate() {
            if is_players_own(action, seat) {
                continue;
            }
            // The turn's own Reveal comes first and cannot fail: the state
            // before it is unchanged.
            if let Err(refusal) = game.apply(action) {
                return Err(TakeBackError::Conflict {
                    seat,
                    index: start + i + 1,
                    action: action.clone(),
                    refusal,
                });
            }
            after.push(action.clone());
        }
        self.record.actions.truncate(start);
        self.record.actions.extend(after.iter().cloned());
        self.game = game;
        self.undone.clear();
        self.take_backs.push(TakeBack { seat, start, before, after });
        self.revision += 1;
        Ok(removed)
    }

    fn replay_prefix(&self) -> Game {
        self.replay_actions(&self.record.actions)
    }

    fn replay_actions(&self, actions: &[Action]) -> Game {
        let mut game = Game::new(self.game.sheet_arc().clone(), self.record.setup.clone())
            .expect("the set-up was accepted when the game started");
        for action in actions {
            // Every action here was accepted in this same sequence before.
            let _ = game.apply(action);
        }
        game
    }
}

/// Whether an action is a player's own move of a turn (what a take-back
/// removes): the trail, a bonus trail or the pass.
fn is_players_own(action: &Action, seat: u8) -> bool {
    matches!(action, Action::Trail { .. } | Action::BonusTrail { .. } | Action::Pass { .. })
        && action.seat() == Some(seat)
}
