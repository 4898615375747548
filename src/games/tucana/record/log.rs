//! The Tucana log: the generic [`crate::games::Log`] over Tucana's rules,
//! with the one thing only Tucana's record keeps (the paper totals).
//! Undo, redo and a player's take-back of the last turn are the generic
//! log's.

use super::TucanaRecordError;
use crate::games::tucana::rules::{Action, Refusal, TucanaGame};

/// A Tucana game, its record and the steps undone (for redo).
pub type TucanaLog = crate::games::Log<TucanaGame>;

/// One step of the log, as undo and redo report it.
pub type Step = crate::games::Step<Action>;

/// Why a player cannot take back their part of the last turn. The log is
/// unchanged.
pub type TakeBackError = crate::games::TakeBackError<Action, Refusal>;

impl crate::games::Log<TucanaGame> {
    /// Sets (or clears) the typed total of a sheet kept on paper. Not an
    /// undoable step: it is not a move of the game, and typing again
    /// replaces it.
    pub fn set_paper_total(&mut self, seat: u8, total: Option<u32>) -> Result<(), TucanaRecordError> {
        self.edit_record(|record| record.set_paper_total(seat, total))
    }

    /// Names the players at the seats kept on paper (see
    /// [`super::TucanaRecord::set_paper_names`]); a new game gives them when
    /// it is set up.
    pub fn set_paper_names(&mut self, names: Vec<(u8, String)>) -> Result<(), TucanaRecordError> {
        self.edit_record(|record| record.set_paper_names(names))
    }

    /// The same log with the coach giving hints to `seats` (the new-game
    /// form's "coach for"); seats without a sheet here are left out, and
    /// the list is kept sorted.
    pub fn with_coach(mut self, seats: &[u8]) -> crate::games::Log<TucanaGame> {
        let mut kept: Vec<u8> = seats.iter().copied().filter(|&s| self.game().player(s).is_some()).collect();
        kept.sort_unstable();
        kept.dedup();
        let _ = self.edit_record(|record| {
            record.coach = kept;
            Ok::<(), TucanaRecordError>(())
        });
        self
    }
}
