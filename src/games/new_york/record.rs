//! The New York game record: the set-up plus every action in order, as
//! versioned RON marked `game: "ticket-to-ride-new-york"`. The same record
//! is the save file, the undo history and the replay
//! (docs/new-york-record-format.md).

use super::map::NewYorkMap;
use super::rules::{Action, Game, NewYorkSetup, Refusal, SetupError};
use crate::games::NEW_YORK_GAME;
use crate::games::read::{RecordReadError, read_as};
use crate::games::record::{Record, ReplayError, replay, ron_text};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The newest New York record format this Trailpad writes and understands:
/// 2 added [`Action::LastTurn`].
pub const NEW_YORK_RECORD_FORMAT: u32 = 2;

/// The format a new record starts at. A record is written at the oldest
/// format that holds its actions ([`NewYorkRecord::written_format`]), so a
/// game without a last turn said at a table stays readable by a Trailpad
/// that knows only format 1.
const FIRST_FORMAT: u32 = 1;

/// A whole New York game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewYorkRecord {
    /// Format version, see [`NEW_YORK_RECORD_FORMAT`].
    pub format: u32,
    /// Always [`NEW_YORK_GAME`]: a record without it is a Tucana record.
    pub game: String,
    /// The set-up.
    pub setup: NewYorkSetup,
    /// The actions, oldest first.
    #[serde(default)]
    pub actions: Vec<Action>,
    /// When the game was started, in whole seconds since 1970-01-01 UTC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_at: Option<u64>,
    /// When the game ended, in whole seconds since 1970-01-01 UTC: kept
    /// when its last action makes it over. `None` while it is not over and
    /// in records written before Trailpad kept it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_at: Option<u64>,
    /// Where the game was played, as typed on the final scores.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub place: String,
    /// A note about the game, as typed on the final scores.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// Why a New York record cannot be read or replayed: the one reader's
/// error (shared by every game) or one of New York's own.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NewYorkRecordError {
    /// The text is not a record this Trailpad reads (syntax, format, date):
    /// the one reader's error, in words that need not name the game.
    #[error("{}", .0.words_in_its_game())]
    Read(#[from] RecordReadError),
    /// The record is of another game.
    #[error("this record is of the game \"{}\", not \"{NEW_YORK_GAME}\"", crate::text::from_file(.0))]
    WrongGame(String),
    /// The set-up is impossible.
    #[error("set-up: {0}")]
    Setup(#[from] SetupError),
    /// An action the rules refuse. `index` counts from 1.
    #[error("action {index}: {refusal}")]
    Illegal {
        /// 1-based position of the action in the record.
        index: usize,
        /// The action.
        action: Action,
        /// Why it was refused.
        refusal: Refusal,
    },
}

impl NewYorkRecord {
    /// A record of a game not yet begun.
    pub fn new(setup: NewYorkSetup) -> NewYorkRecord {
        NewYorkRecord {
            format: FIRST_FORMAT,
            game: NEW_YORK_GAME.to_string(),
            setup,
            actions: Vec::new(),
            played_at: None,
            ended_at: None,
            place: String::new(),
            note: String::new(),
        }
    }

    /// Parses RON text as a New York record (no replay), through the one
    /// reader of every game ([`crate::games::read_record`] also tells the
    /// games apart). A record of another game is refused.
    pub fn from_ron(text: &str) -> Result<NewYorkRecord, NewYorkRecordError> {
        let record = read_as::<NewYorkRecord>(text)?;
        if record.game != NEW_YORK_GAME {
            return Err(NewYorkRecordError::WrongGame(crate::text::shown(
                &record.game,
                crate::text::MAX_NAME_CHARS,
            )));
        }
        Ok(record)
    }

    /// The time the game was started, if the record keeps it (and it is a
    /// possible date: see [`crate::games::date::time_of`]).
    pub fn played_time(&self) -> Option<std::time::SystemTime> {
        self.played_at.and_then(crate::games::date::time_of)
    }

    /// The format the record is written at: its own, raised to 2 when it
    /// holds a last turn (which format 1 has no word for).
    pub fn written_format(&self) -> u32 {
        if self.actions.iter().any(|a| matches!(a, Action::LastTurn { .. })) {
            self.format.max(2)
        } else {
            self.format
        }
    }

    /// Writes the record as RON: the set-up, then one action per line.
    pub fn to_ron(&self) -> String {
        let mut out = String::new();
        out.push_str("// Trailpad game record. Format: docs/new-york-record-format.md\n(\n");
        out.push_str(&format!("    format: {},\n", self.written_format()));
        out.push_str(&format!("    game: {},\n", ron_text(&self.game)));
        out.push_str("    setup: (\n        players: [\n");
        for p in &self.setup.players {
            out.push_str(&format!("            (name: {}, colour: {:?}),\n", ron_text(&p.name), p.colour));
        }
        out.push_str("        ],\n    ),\n    actions: [\n");
        for action in &self.actions {
            let line = match action {
                Action::Claim { player, route } => {
                    format!("Claim(player: {player}, route: {})", ron_text(route))
                }
                Action::Unclaim { route } => format!("Unclaim(route: {})", ron_text(route)),
                Action::Keep { player, ticket } => {
                    format!("Keep(player: {player}, ticket: {})", ron_text(ticket))
                }
                Action::Drop { player, ticket } => {
                    format!("Drop(player: {player}, ticket: {})", ron_text(ticket))
                }
                Action::LastTurn { player } => format!("LastTurn(player: {player})"),
                Action::Finish => "Finish".to_string(),
            };
            out.push_str(&format!("        {line},\n"));
        }
        out.push_str("    ],\n");
        crate::games::record::push_dates_place_note(&mut out, self);
        out.push_str(")\n");
        out
    }

    /// Replays the record: the state it describes, or the first action the
    /// rules refuse.
    pub fn replay_on(&self, map: Arc<NewYorkMap>) -> Result<Game, NewYorkRecordError> {
        replay::<Game>(map, self.setup.clone(), &self.actions).map_err(NewYorkRecordError::from)
    }

    /// Replays on the shipped board.
    pub fn replay(&self) -> Result<Game, NewYorkRecordError> {
        self.replay_on(NewYorkMap::builtin())
    }
}

/// A live New York game with its record: the generic
/// [`crate::games::Log`] (undo and redo; New York has no take-back).
pub type NewYorkLog = crate::games::Log<Game>;

impl From<ReplayError<Game>> for NewYorkRecordError {
    fn from(e: ReplayError<Game>) -> NewYorkRecordError {
        match e {
            ReplayError::Setup(e) => NewYorkRecordError::Setup(e),
            ReplayError::Illegal { index, action, refusal } => {
                NewYorkRecordError::Illegal { index, action, refusal }
            }
        }
    }
}

impl Record for NewYorkRecord {
    type Game = Game;
    type Error = NewYorkRecordError;

    const NEWEST_FORMAT: u32 = NEW_YORK_RECORD_FORMAT;

    fn begin(setup: NewYorkSetup) -> NewYorkRecord {
        NewYorkRecord::new(setup)
    }
    crate::games::record::record_envelope!();
    fn replay_on(&self, board: Arc<NewYorkMap>) -> Result<Game, NewYorkRecordError> {
        NewYorkRecord::replay_on(self, board)
    }
    /// New York is played on the shipped map.
    fn replay_in(&self, _boards: &crate::games::Boards<'_>) -> Result<Game, NewYorkRecordError> {
        self.replay()
    }
    fn to_text(&self) -> Result<String, crate::games::RecordWriteError> {
        Ok(self.to_ron())
    }
}
