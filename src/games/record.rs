//! The record envelope every game shares: format, game, set-up, the actions
//! in order, the date played. The record is the save file, the undo
//! history and the replay; what a game keeps beyond that (Tucana's paper
//! totals) stays in its own record type. Replaying is written once here.

use super::rules::Rules;
use super::tucana::sheet::library::SheetLibrary;
use std::fmt::Debug;
use std::sync::Arc;

/// What the games are played on, where a record's board is found: the
/// islands installed (Tucana's sheets, the shipped ones and the user's).
/// New York's map is built in. A game whose boards come from somewhere
/// else adds its field here.
#[derive(Debug, Clone, Copy)]
pub struct Boards<'a> {
    /// The island sheets installed.
    pub islands: &'a SheetLibrary,
}

/// Why a record could not be written as text. Cannot happen with the
/// record types of this build; kept typed so a save never writes an empty
/// or half file instead.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the game record could not be written as text: {0}")]
pub struct RecordWriteError(pub String);

/// A game's record: the envelope the log, the store and the reader share.
pub trait Record: Clone + Debug + PartialEq {
    /// The game it records.
    type Game: Rules<Record = Self>;
    /// Why it cannot be replayed (or read).
    type Error: Clone + Debug + std::error::Error;

    /// The newest format version this build reads and writes.
    const NEWEST_FORMAT: u32;

    /// A record of a game not yet begun.
    fn begin(setup: <Self::Game as Rules>::Setup) -> Self;
    /// Its format version.
    fn format(&self) -> u32;
    /// The set-up.
    fn setup(&self) -> &<Self::Game as Rules>::Setup;
    /// The actions, oldest first.
    fn actions(&self) -> &[<Self::Game as Rules>::Action];
    /// The actions, for the log to append to and cut.
    fn actions_mut(&mut self) -> &mut Vec<<Self::Game as Rules>::Action>;
    /// When the game was started, whole seconds since 1970-01-01 UTC.
    fn played_at(&self) -> Option<u64>;
    /// Keeps (or clears) when the game was started.
    fn set_played_at(&mut self, secs: Option<u64>);
    /// When the game ended (its last action made it over), whole seconds
    /// since 1970-01-01 UTC; `None` while it is not over and in records
    /// written before Trailpad kept it.
    fn ended_at(&self) -> Option<u64>;
    /// Keeps (or clears) when the game ended.
    fn set_ended_at(&mut self, secs: Option<u64>);
    /// Where the game was played, as typed on the final scores (empty when
    /// nothing was typed).
    fn place(&self) -> &str;
    /// Keeps where the game was played.
    fn set_place(&mut self, place: String);
    /// A note about the game, as typed on the final scores (empty when
    /// nothing was typed).
    fn note(&self) -> &str;
    /// Keeps a note about the game.
    fn set_note(&mut self, note: String);
    /// The seats that asked the coach for a hint, in seat order (none for
    /// a game without a coach).
    fn coached(&self) -> Vec<u8> {
        Vec::new()
    }
    /// Replays the record on a board: the exact state it describes, or why
    /// not (the set-up, the first action the rules refuse, or whatever else
    /// the game's record checks).
    fn replay_on(&self, board: Arc<<Self::Game as Rules>::Board>) -> Result<Self::Game, Self::Error>;
    /// Finds the record's board among those installed and replays on it;
    /// a board that is not there is the record's error.
    fn replay_in(&self, boards: &Boards<'_>) -> Result<Self::Game, Self::Error>;
    /// Every seat of the table, finished or not, with its total, place
    /// and whether it wins: by default the game's own totals and winners;
    /// a game that keeps seats off this device (Tucana's paper sheets)
    /// adds them with what the table typed.
    fn table(&self, game: &Self::Game) -> Vec<super::rules::TableSeat> {
        super::rules::TableSeat::from_totals(&game.totals(), &game.winners())
    }
    /// The record as the text saved on disk and exported (each game writes
    /// its own, one action per line).
    fn to_text(&self) -> Result<String, RecordWriteError>;
}

/// The longest place a record keeps (characters): what BG Stats takes
/// as a play's `location`, so what is typed is what is sent.
pub const MAX_PLACE_CHARS: usize = 64;
/// The longest note a record keeps (characters): what BG Stats takes as
/// a play's `comments` (the note leads them), so the whole play still
/// travels in one link.
pub const MAX_NOTE_CHARS: usize = 200;

/// Why a place or note typed on the final scores is not kept (yet).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EndTextError {
    /// Longer than a record keeps: the text is left as typed, to shorten.
    #[error("it is {chars} characters long; at most {max} are kept")]
    TooLong {
        /// Its length, in characters, once tidied.
        chars: usize,
        /// The most kept.
        max: usize,
    },
}

/// A place or note as a record keeps it: in composed form (NFC), line
/// breaks, tabs and invisible characters as spaces (a pasted address
/// stays one line), trimmed; refused when longer than `max` characters.
pub fn end_text(typed: &str, max: usize) -> Result<String, EndTextError> {
    let text: String = crate::text::nfc(typed)
        .chars()
        .map(|c| if crate::text::is_unprintable(c) { ' ' } else { c })
        .collect();
    let text = text.trim();
    let chars = text.chars().count();
    if chars > max {
        return Err(EndTextError::TooLong { chars, max });
    }
    Ok(text.to_string())
}

/// A string as RON text (quoted and escaped), as record texts write it.
pub(crate) fn ron_text(s: &str) -> String {
    // Writing a string into a String cannot fail; the quoted Debug form is
    // only a fallback that keeps the text readable.
    ron::to_string(s).unwrap_or_else(|_| format!("{s:?}"))
}

/// Appends the envelope's optional closing fields to a record's text, one
/// line each and only when set: when the game was played and ended, where,
/// and its note. Every game's record text ends with them in this order.
pub(crate) fn push_dates_place_note(out: &mut String, record: &impl Record) {
    if let Some(secs) = record.played_at() {
        out.push_str(&format!("    played_at: Some({secs}),\n"));
    }
    if let Some(secs) = record.ended_at() {
        out.push_str(&format!("    ended_at: Some({secs}),\n"));
    }
    if !record.place().is_empty() {
        out.push_str(&format!("    place: {},\n", ron_text(record.place())));
    }
    if !record.note().is_empty() {
        out.push_str(&format!("    note: {},\n", ron_text(record.note())));
    }
}

/// The accessors of [`Record`] for a record struct that has the
/// envelope's fields (`format`, `setup`, `actions`, `played_at`,
/// `ended_at`, `place`, `note`), written
/// once for every game's record: `impl Record for X { …; record_envelope!(); }`.
macro_rules! record_envelope {
    () => {
        fn format(&self) -> u32 {
            self.format
        }
        fn setup(&self) -> &<Self::Game as $crate::games::Rules>::Setup {
            &self.setup
        }
        fn actions(&self) -> &[<Self::Game as $crate::games::Rules>::Action] {
            &self.actions
        }
        fn actions_mut(&mut self) -> &mut Vec<<Self::Game as $crate::games::Rules>::Action> {
            &mut self.actions
        }
        fn played_at(&self) -> Option<u64> {
            self.played_at
        }
        fn set_played_at(&mut self, secs: Option<u64>) {
            self.played_at = secs;
        }
        fn ended_at(&self) -> Option<u64> {
            self.ended_at
        }
        fn set_ended_at(&mut self, secs: Option<u64>) {
            self.ended_at = secs;
        }
        fn place(&self) -> &str {
            &self.place
        }
        fn set_place(&mut self, place: String) {
            self.place = place;
        }
        fn note(&self) -> &str {
            &self.note
        }
        fn set_note(&mut self, note: String) {
            self.note = note;
        }
    };
}

pub(crate) use record_envelope;

/// Why a list of actions does not replay, whichever game it is.
#[derive(Debug, Clone, PartialEq)]
pub enum ReplayError<G: Rules> {
    /// The set-up cannot be played.
    Setup(G::SetupError),
    /// An action the rules refuse.
    Illegal {
        /// 1-based position of the action in the record.
        index: usize,
        /// The action.
        action: G::Action,
        /// Why it was refused.
        refusal: G::Refusal,
    },
}

/// Starts a game from a set-up and applies the actions in order: the state
/// they describe, or the first thing refused.
pub fn replay<G: Rules>(
    board: Arc<G::Board>,
    setup: G::Setup,
    actions: &[G::Action],
) -> Result<G, ReplayError<G>> {
    let mut game = G::start(board, setup).map_err(ReplayError::Setup)?;
    for (i, action) in actions.iter().enumerate() {
        game.apply(action).map_err(|refusal| ReplayError::Illegal {
            index: i + 1,
            action: action.clone(),
            refusal,
        })?;
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_or_note_is_kept_on_one_line_trimmed_and_refused_when_too_long() {
        assert_eq!(end_text("  Chez Ann\n(upstairs)\t", MAX_PLACE_CHARS), Ok("Chez Ann (upstairs)".into()));
        assert_eq!(end_text("e\u{301}t\u{e9}", 10), Ok("\u{e9}t\u{e9}".into()), "composed");
        let fits = "я".repeat(MAX_NOTE_CHARS);
        assert_eq!(end_text(&fits, MAX_NOTE_CHARS), Ok(fits.clone()), "characters, not bytes");
        assert_eq!(
            end_text(&format!("{fits}!"), MAX_NOTE_CHARS),
            Err(EndTextError::TooLong { chars: MAX_NOTE_CHARS + 1, max: MAX_NOTE_CHARS })
        );
        assert_eq!(end_text(" \n ", MAX_NOTE_CHARS), Ok(String::new()), "emptied");
    }
}
