//! A live game with its record, for every game: each accepted action is
//! appended, so undo and redo are replays of a shorter or longer prefix,
//! and a new action clears the redo list. Where the game allows it
//! ([`Rules::TAKE_BACK`]), a player's take-back rewrites the tail of the
//! record (the last turn without that player's actions); it is undone and
//! redone like any other step.

use super::record::{Boards, Record};
use super::rules::{Rules, TakeBack as TakeBackRule};
use std::fmt::{Debug, Display};
use std::sync::Arc;

/// A game, its record and the steps undone (for redo).
#[derive(Debug, Clone)]
pub struct Log<G: Rules> {
    record: G::Record,
    game: G,
    /// Undone steps, the next to redo last.
    undone: Vec<Undone<G::Action>>,
    /// Take-backs still in force, the newest last. Undo looks here first: a
    /// take-back whose result is exactly the end of the record is the most
    /// recent step, so undo restores what it removed.
    take_backs: Vec<TakeBack<G::Action>>,
    /// Changes so far (see [`Log::revision`]).
    revision: u64,
}

/// One step of the log, as undo and redo report it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step<A> {
    /// One action, appended or popped.
    Action(A),
    /// A player's take-back: the actions of that seat it removes (redo) or
    /// puts back (undo), in record order.
    TakeBack {
        /// The seat.
        seat: u8,
        /// The seat's actions of the turn.
        actions: Vec<A>,
    },
}

impl<A> Step<A> {
    /// The action a message names: the action itself, or the first one of
    /// a take-back (the player's trail or pass).
    pub fn into_first_action(self) -> A {
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
enum Undone<A> {
    /// One action popped off the end.
    Action(A),
    /// A take-back reversed.
    TakeBack(TakeBack<A>),
}

/// One take-back: the record from `start` on was `before` and became `after`.
#[derive(Debug, Clone)]
struct TakeBack<A> {
    seat: u8,
    start: usize,
    before: Vec<A>,
    after: Vec<A>,
}

/// Why a player cannot take back their part of the last turn. The log is
/// unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TakeBackError<A: Display, R: Display> {
    /// The seat has no own action in the last turn (or no turn was
    /// revealed yet, or the game has no take-back).
    #[error("seat {seat} has nothing to take back in this turn")]
    NothingToTakeBack {
        /// The seat.
        seat: u8,
    },
    /// The game is over: its last turn is closed for good (undo reopens it).
    #[error("the game is over: seat {seat} can no longer take back a turn (undo the last step instead)")]
    GameOver {
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
        action: A,
        /// Why the rules refuse it now.
        refusal: R,
    },
}

/// The take-back error of a game.
pub type TakeBackErrorOf<G> = TakeBackError<<G as Rules>::Action, <G as Rules>::Refusal>;

impl<G: Rules> Log<G> {
    /// A fresh game from a set-up.
    pub fn new(board: Arc<G::Board>, setup: G::Setup) -> Result<Log<G>, G::SetupError> {
        let game = G::start(board, setup.clone())?;
        Ok(Log::from_parts(G::Record::begin(setup), game))
    }

    /// A game resumed from a record (one with no actions yet, or any legal
    /// record).
    pub fn start(board: Arc<G::Board>, record: G::Record) -> Result<Log<G>, <G::Record as Record>::Error> {
        let game = record.replay_on(board)?;
        Ok(Log::from_parts(record, game))
    }

    /// A game resumed from a record, on its board found among those
    /// installed ([`Record::replay_in`]).
    pub fn replay_in(record: G::Record, boards: &Boards<'_>) -> Result<Log<G>, <G::Record as Record>::Error> {
        let game = record.replay_in(boards)?;
        Ok(Log::from_parts(record, game))
    }

    /// The record and the state it replays to, for a read-only view.
    pub fn into_parts(self) -> (G::Record, G) {
        (self.record, self.game)
    }

    fn from_parts(record: G::Record, game: G) -> Log<G> {
        Log { record, game, undone: Vec::new(), take_backs: Vec::new(), revision: 0 }
    }

    /// The current state.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The record of everything applied.
    pub fn record(&self) -> &G::Record {
        &self.record
    }

    /// Changes the record outside its actions (a game's own additions to
    /// it, such as Tucana's paper totals): not an undoable step; counts as
    /// a change when `edit` succeeds.
    pub(crate) fn edit_record<T, E>(
        &mut self,
        edit: impl FnOnce(&mut G::Record) -> Result<T, E>,
    ) -> Result<T, E> {
        let done = edit(&mut self.record)?;
        self.revision += 1;
        Ok(done)
    }

    /// Grows at every change of the record or of what can be redone (an
    /// action, undo, redo, a take-back, a paper total): comparing two
    /// revisions tells whether anything needs saving, without a copy.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// The same log with the time the game was started kept in its record,
    /// in seconds since 1970 (given by the caller: the record reads no
    /// clock).
    pub fn with_played_at(mut self, secs: u64) -> Log<G> {
        self.record.set_played_at(Some(secs));
        self
    }

    /// The same log with the time the game was started kept in its record
    /// (whole seconds; a time before 1970 is kept as 1970).
    pub fn with_played_time(self, at: std::time::SystemTime) -> Log<G> {
        self.with_played_at(super::date::seconds_of(at))
    }

    /// Keeps in the record when the game ended, given the time now in
    /// seconds since 1970 (the record reads no clock): stamped once, the
    /// first time it is seen over, and cleared when an undo makes it not
    /// over again. Whether the record changed. A clock set back since the
    /// start stamps the start: the reader refuses an end before it.
    pub fn keep_end(&mut self, now: u64) -> bool {
        let end = match (self.game.is_over(), self.record.ended_at()) {
            (true, None) => Some(now.max(self.record.played_at().unwrap_or(0))),
            (false, Some(_)) => None,
            _ => return false,
        };
        self.record.set_ended_at(end);
        self.revision += 1;
        true
    }

    /// Keeps where the game was played, as typed on the final scores
    /// (tidied by [`super::record::end_text`]); refused, the record is
    /// unchanged. Whether it changed.
    pub fn set_place(&mut self, typed: &str) -> Result<bool, super::record::EndTextError> {
        let place = super::record::end_text(typed, super::record::MAX_PLACE_CHARS)?;
        if place == self.record.place() {
            return Ok(false);
        }
        self.record.set_place(place);
        self.revision += 1;
        Ok(true)
    }

    /// Keeps a note about the game, as typed on the final scores (tidied
    /// by [`super::record::end_text`]); refused, the record is unchanged.
    /// Whether it changed.
    pub fn set_note(&mut self, typed: &str) -> Result<bool, super::record::EndTextError> {
        let note = super::record::end_text(typed, super::record::MAX_NOTE_CHARS)?;
        if note == self.record.note() {
            return Ok(false);
        }
        self.record.set_note(note);
        self.revision += 1;
        Ok(true)
    }

    /// Applies an action; a new action clears the redo list. Refused, the
    /// log is unchanged.
    pub fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Refusal> {
        let events = self.game.apply(&action)?;
        self.record.actions_mut().push(action);
        self.undone.clear();
        self.revision += 1;
        Ok(events)
    }

    /// Whether there is something to undo.
    pub fn can_undo(&self) -> bool {
        !self.record.actions().is_empty() || !self.take_backs.is_empty()
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back the last step. Returns the action taken back, or (after
    /// a take-back) the first action it restores; see [`Log::undo_step`]
    /// to tell the two apart.
    pub fn undo(&mut self) -> Option<G::Action> {
        self.undo_step().map(Step::into_first_action)
    }

    /// Takes back the last step and says what it was: one action popped off
    /// the end, or a player's take-back reversed (their actions are back).
    pub fn undo_step(&mut self) -> Option<Step<G::Action>> {
        let step = self.undo_step_unrevised();
        if step.is_some() {
            self.revision += 1;
        }
        step
    }

    fn undo_step_unrevised(&mut self) -> Option<Step<G::Action>> {
        if let Some(last) = self.take_backs.last()
            && last.start + last.after.len() == self.record.actions().len()
        {
            let take_back = self.take_backs.pop()?;
            let actions = self.record.actions_mut();
            actions.truncate(take_back.start);
            actions.extend(take_back.before.iter().cloned());
            self.game = self.replay_actions(self.record.actions());
            let step = self.take_back_step(&take_back);
            self.undone.push(Undone::TakeBack(take_back));
            return Some(step);
        }
        let action = self.record.actions_mut().pop()?;
        self.game = self.replay_actions(self.record.actions());
        self.undone.push(Undone::Action(action.clone()));
        Some(Step::Action(action))
    }

    /// Re-applies the last undone step. Returns the action re-applied, or
    /// (for a take-back) the first action it removes again.
    pub fn redo(&mut self) -> Option<G::Action> {
        self.redo_step().map(Step::into_first_action)
    }

    /// Re-applies the last undone step and says what it was.
    pub fn redo_step(&mut self) -> Option<Step<G::Action>> {
        let step = self.redo_step_unrevised();
        if step.is_some() {
            self.revision += 1;
        }
        step
    }

    fn redo_step_unrevised(&mut self) -> Option<Step<G::Action>> {
        match self.undone.pop()? {
            Undone::Action(action) => match self.game.apply(&action) {
                Ok(_) => {
                    self.record.actions_mut().push(action.clone());
                    Some(Step::Action(action))
                }
                // Cannot happen: the action held on this very state before.
                // Nothing else could be redone on top of it either.
                Err(_) => {
                    self.undone.clear();
                    None
                }
            },
            Undone::TakeBack(take_back) => {
                let actions = self.record.actions_mut();
                actions.truncate(take_back.start);
                actions.extend(take_back.after.iter().cloned());
                self.game = self.replay_actions(self.record.actions());
                let step = self.take_back_step(&take_back);
                self.take_backs.push(take_back);
                Some(step)
            }
        }
    }

    /// Whether `seat` has anything to take back in the last turn (see
    /// [`Log::take_back`]). Cheap: no replay; the take-back itself may
    /// still be refused when the rest of the turn no longer holds. Never
    /// once the game is over, nor in a game without take-back.
    pub fn can_take_back(&self, seat: u8) -> bool {
        G::TAKE_BACK == TakeBackRule::LastTurn
            && !self.game.is_over()
            && G::turn_start(self.record.actions())
                .is_some_and(|start| self.record.actions()[start..].iter().any(|a| G::is_own(a, seat)))
    }

    /// Takes back one player's part of the last turn: their own actions of
    /// it ([`Rules::is_own`]). The other players' actions of the turn are
    /// replayed in their order; the player then plays again.
    ///
    /// "The last turn" runs from [`Rules::turn_start`] to the end of the
    /// record, so it is also open after everybody played and the turn
    /// closed, until the next turn starts: that is when a table notices a
    /// wrong move. Not once the game is over: its end is final for a
    /// take-back (undo still reopens it, step by step).
    ///
    /// Refused, with the log unchanged, when the game is over, when the
    /// seat has nothing in the last turn (always, in a game without
    /// take-back), or when a later action no longer holds without it.
    pub fn take_back(&mut self, seat: u8) -> Result<Vec<G::Action>, TakeBackErrorOf<G>> {
        if G::TAKE_BACK == TakeBackRule::None {
            return Err(TakeBackError::NothingToTakeBack { seat });
        }
        let Some(start) = G::turn_start(self.record.actions()) else {
            return Err(TakeBackError::NothingToTakeBack { seat });
        };
        let before: Vec<G::Action> = self.record.actions()[start..].to_vec();
        let removed: Vec<G::Action> = before.iter().filter(|a| G::is_own(a, seat)).cloned().collect();
        if removed.is_empty() {
            return Err(TakeBackError::NothingToTakeBack { seat });
        }
        if self.game.is_over() {
            return Err(TakeBackError::GameOver { seat });
        }
        let mut game = self.replay_actions(&self.record.actions()[..start]);
        let mut after = Vec::with_capacity(before.len() - removed.len());
        for (i, action) in before.iter().enumerate() {
            if G::is_own(action, seat) {
                continue;
            }
            // The turn's own first action comes first and cannot fail: the
            // state before it is unchanged.
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
        let actions = self.record.actions_mut();
        actions.truncate(start);
        actions.extend(after.iter().cloned());
        self.game = game;
        self.undone.clear();
        self.take_backs.push(TakeBack { seat, start, before, after });
        self.revision += 1;
        Ok(removed)
    }

    fn take_back_step(&self, take_back: &TakeBack<G::Action>) -> Step<G::Action> {
        let actions = take_back.before.iter().filter(|a| G::is_own(a, take_back.seat)).cloned().collect();
        Step::TakeBack { seat: take_back.seat, actions }
    }

    /// The game after these actions. Every action here was accepted in
    /// this same sequence before, and the set-up when the game started;
    /// should the set-up fail anyway, the current state is kept rather
    /// than a panic.
    fn replay_actions(&self, actions: &[G::Action]) -> G {
        let board = Arc::clone(self.game.board());
        let Ok(mut game) = G::start(board, self.record.setup().clone()) else { return self.game.clone() };
        for action in actions {
            let _ = game.apply(action);
        }
        game
    }
}

impl<A: Display + Debug, R: Display + Debug> TakeBackError<A, R> {
    /// The seat the take-back was asked for.
    pub fn seat(&self) -> u8 {
        match self {
            TakeBackError::NothingToTakeBack { seat }
            | TakeBackError::GameOver { seat }
            | TakeBackError::Conflict { seat, .. } => *seat,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_york::{self, NewYorkMap, NewYorkSetup, RouteId};
    use crate::games::tucana::rules::{self as tucana, Setup, autoplay::random_action, random::SeededRng};
    use crate::games::tucana::sheet::library::SheetLibrary;

    fn tucana_log(players: usize, seed: u64) -> Log<tucana::TucanaGame> {
        let library = SheetLibrary::builtin();
        let Some(sheet) = library.get("isla-petit") else { panic!("the built-in isla-petit") };
        let names: Vec<String> = ["Ann", "Bob", "Cy"].iter().take(players).map(ToString::to_string).collect();
        let setup = Setup::app_deck_table("isla-petit", players as u8, &names, seed);
        Log::new(Arc::clone(sheet), setup).unwrap_or_else(|e| panic!("{e}"))
    }

    fn play(log: &mut Log<tucana::TucanaGame>, rng: &mut SeededRng, steps: usize) {
        for _ in 0..steps {
            let Some(action) = random_action(log.game(), rng) else { break };
            log.apply(action).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    fn new_york_log() -> Log<new_york::Game> {
        Log::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob"]))
            .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn undo_and_redo_walk_a_tucana_record_back_and_forth() {
        let mut log = tucana_log(2, 7);
        let mut rng = SeededRng::new(7);
        play(&mut log, &mut rng, 30);
        let full = log.record().clone();
        let revision = log.revision();
        assert_eq!(revision, 30);
        for _ in 0..30 {
            assert!(log.undo().is_some());
        }
        assert!(!log.can_undo() && log.undo().is_none());
        assert!(log.record().actions.is_empty());
        for _ in 0..30 {
            assert!(log.redo().is_some());
        }
        assert!(!log.can_redo());
        assert_eq!(log.record(), &full);
        assert_eq!(log.revision(), revision + 60);
        // A new action after an undo clears what could be redone.
        let undone = log.undo();
        assert!(undone.is_some() && log.can_redo());
        let Some(next) = undone else { return };
        assert!(log.apply(next).is_ok());
        assert!(!log.can_redo());
    }

    #[test]
    fn a_tucana_take_back_is_undone_and_redone_as_one_step() {
        let mut log = tucana_log(2, 11);
        let mut rng = SeededRng::new(11);
        // The first turn: reveal, then both players draw.
        play(&mut log, &mut rng, 3);
        let before = log.record().clone();
        assert!(log.can_take_back(1));
        let removed = log.take_back(1).unwrap_or_else(|e| panic!("{e}"));
        assert!(!removed.is_empty() && removed.iter().all(|a| a.seat() == Some(1)));
        let after = log.record().clone();
        assert_eq!(after.actions.len(), before.actions.len() - removed.len());
        assert!(matches!(log.undo_step(), Some(Step::TakeBack { seat: 1, .. })));
        assert_eq!(log.record(), &before);
        assert!(matches!(log.redo_step(), Some(Step::TakeBack { seat: 1, .. })));
        assert_eq!(log.record(), &after);
    }

    #[test]
    fn a_take_back_after_the_game_is_over_is_refused_and_changes_nothing() {
        let mut log = tucana_log(1, 5);
        let mut rng = SeededRng::new(5);
        play(&mut log, &mut rng, 10_000);
        assert!(log.game().is_over(), "a random solo game ends");
        let seat = 1;
        let record = log.record().clone();
        let revision = log.revision();
        // The last turn holds the seat's trail or pass: today's take-back
        // would reopen the finished game.
        let start = <tucana::TucanaGame as Rules>::turn_start(&record.actions);
        assert!(start.is_some_and(|s| record.actions[s..].iter().any(|a| a.seat() == Some(seat))));
        assert!(!log.can_take_back(seat));
        assert_eq!(log.take_back(seat), Err(TakeBackError::GameOver { seat }));
        assert_eq!((log.record(), log.revision()), (&record, revision));
        assert!(log.game().is_over());
        // Undo still reopens it, one step at a time.
        assert!(log.undo().is_some());
        assert!(!log.game().is_over());
    }

    #[test]
    fn new_york_has_undo_and_redo_and_says_it_has_no_take_back() {
        assert_eq!(<new_york::Game as Rules>::TAKE_BACK, TakeBackRule::None);
        assert_eq!(<tucana::TucanaGame as Rules>::TAKE_BACK, TakeBackRule::LastTurn);
        let mut log = new_york_log();
        let claim = log.game().claim_action(1, RouteId(0));
        assert!(log.apply(claim.clone()).is_ok());
        let second = log.game().claim_action(2, RouteId(5));
        assert!(log.apply(second.clone()).is_ok());
        assert_eq!(log.revision(), 2);
        // Refused: the route is taken; nothing changes.
        let record = log.record().clone();
        assert!(log.apply(log.game().claim_action(2, RouteId(0))).is_err());
        assert_eq!((log.record(), log.revision()), (&record, 2));
        assert!(!log.can_take_back(1));
        assert_eq!(log.take_back(1), Err(TakeBackError::NothingToTakeBack { seat: 1 }));
        assert_eq!(log.undo(), Some(second.clone()));
        assert_eq!(log.game().owner(RouteId(5)), None);
        assert_eq!(log.redo(), Some(second));
        assert_eq!(log.record(), &record);
        let last = log.record().actions[1].clone();
        assert_eq!(log.undo_step(), Some(Step::Action(last)));
        assert_eq!(log.undo(), Some(claim));
        assert!(!log.can_undo());
        // The record replays to the same state as the log.
        assert!(log.redo().is_some());
        let replayed = log.record().replay().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(replayed.owner(RouteId(0)), Some(1));
        assert_eq!(<new_york::Game as Rules>::totals(log.game()).len(), 2);
    }
}
