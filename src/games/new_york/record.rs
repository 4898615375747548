//! The New York game record: the set-up plus every action in order, as
//! versioned RON marked `game: "ticket-to-ride-new-york"`. The same record
//! is the save file, the undo history and the replay
//! (docs/new-york-record-format.md).

use super::map::NewYorkMap;
use super::rules::{Action, Event, Game, NewYorkSetup, Refusal, SetupError};
use crate::games::{NEW_YORK_GAME, UnreadableFormat};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The newest New York record format this Trailpad writes and understands.
pub const NEW_YORK_RECORD_FORMAT: u32 = 1;

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
}

/// Why a New York record cannot be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NewYorkRecordError {
    /// Not valid RON for a record.
    #[error(
        "this file is not a Trailpad game record; the reader stopped at line {line}, column {column}: {message}"
    )]
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
    /// A newer format than this build knows.
    #[error("format version {found} is newer than this Trailpad understands ({NEW_YORK_RECORD_FORMAT})")]
    NewerFormat {
        /// The version in the file.
        found: u32,
    },
    /// Format 0 never existed.
    #[error("format version 0 does not exist; the first version is 1")]
    FormatZero,
    /// The record is of another game.
    #[error("this record is of the game \"{0}\", not \"{NEW_YORK_GAME}\"")]
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
            format: NEW_YORK_RECORD_FORMAT,
            game: NEW_YORK_GAME.to_string(),
            setup,
            actions: Vec::new(),
            played_at: None,
        }
    }

    /// Parses RON text (no replay).
    pub fn from_ron(text: &str) -> Result<NewYorkRecord, NewYorkRecordError> {
        match crate::games::unreadable_format(text, NEW_YORK_RECORD_FORMAT) {
            Some(UnreadableFormat::Newer(found)) => return Err(NewYorkRecordError::NewerFormat { found }),
            Some(UnreadableFormat::Zero) => return Err(NewYorkRecordError::FormatZero),
            None => {}
        }
        // As for a Tucana record: the parser's words about the file's own
        // text are escaped and cut, and a missing field names where its
        // structure starts.
        let record: NewYorkRecord = ron::from_str(text).map_err(|e| {
            let (line, column, message) = crate::text::syntax_place(text, &e);
            NewYorkRecordError::Syntax { line, column, message }
        })?;
        if record.game != NEW_YORK_GAME {
            return Err(NewYorkRecordError::WrongGame(record.game));
        }
        Ok(record)
    }

    /// Writes the record as RON: the set-up, then one action per line.
    pub fn to_ron(&self) -> String {
        let mut out = String::new();
        out.push_str("// Trailpad game record. Format: docs/new-york-record-format.md\n(\n");
        out.push_str(&format!("    format: {},\n", self.format));
        out.push_str(&format!("    game: {},\n", ron_string(&self.game)));
        out.push_str("    setup: (\n        players: [\n");
        for p in &self.setup.players {
            out.push_str(&format!("            (name: {}, colour: {:?}),\n", ron_string(&p.name), p.colour));
        }
        out.push_str("        ],\n    ),\n    actions: [\n");
        for action in &self.actions {
            let line = match action {
                Action::Claim { player, route } => {
                    format!("Claim(player: {player}, route: {})", ron_string(route))
                }
                Action::Unclaim { route } => format!("Unclaim(route: {})", ron_string(route)),
                Action::Keep { player, ticket } => {
                    format!("Keep(player: {player}, ticket: {})", ron_string(ticket))
                }
                Action::Drop { player, ticket } => {
                    format!("Drop(player: {player}, ticket: {})", ron_string(ticket))
                }
                Action::Finish => "Finish".to_string(),
            };
            out.push_str(&format!("        {line},\n"));
        }
        out.push_str("    ],\n");
        if let Some(secs) = self.played_at {
            out.push_str(&format!("    played_at: Some({secs}),\n"));
        }
        out.push_str(")\n");
        out
    }

    /// Replays the record: the state it describes, or the first action the
    /// rules refuse.
    pub fn replay_on(&self, map: Arc<NewYorkMap>) -> Result<Game, NewYorkRecordError> {
        let mut game = Game::new(map, self.setup.clone())?;
        for (i, action) in self.actions.iter().enumerate() {
            game.apply(action).map_err(|refusal| NewYorkRecordError::Illegal {
                index: i + 1,
                action: action.clone(),
                refusal,
            })?;
        }
        Ok(game)
    }

    /// Replays on the shipped board.
    pub fn replay(&self) -> Result<Game, NewYorkRecordError> {
        self.replay_on(NewYorkMap::builtin())
    }
}

/// A string as RON writes it (quotes and escapes), for names typed at the
/// table.
fn ron_string(s: &str) -> String {
    ron::to_string(s).unwrap_or_else(|_| format!("{s:?}"))
}

/// A live game with its record: every accepted action is appended, so undo
/// and redo are replays of a shorter or longer prefix. A new action clears
/// the redo list.
#[derive(Debug, Clone)]
pub struct NewYorkLog {
    record: NewYorkRecord,
    game: Game,
    /// Undone actions, the next to redo last.
    undone: Vec<Action>,
}

impl NewYorkLog {
    /// A fresh game.
    pub fn new(map: Arc<NewYorkMap>, setup: NewYorkSetup) -> Result<NewYorkLog, SetupError> {
        let game = Game::new(map, setup.clone())?;
        Ok(NewYorkLog { record: NewYorkRecord::new(setup), game, undone: Vec::new() })
    }

    /// A game resumed from a legal record.
    pub fn start(map: Arc<NewYorkMap>, record: NewYorkRecord) -> Result<NewYorkLog, NewYorkRecordError> {
        let game = record.replay_on(map)?;
        Ok(NewYorkLog { record, game, undone: Vec::new() })
    }

    /// The current state.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record of everything applied.
    pub fn record(&self) -> &NewYorkRecord {
        &self.record
    }

    /// The same log with the time the game was started (given by the
    /// caller: the record reads no clock), in seconds since 1970.
    pub fn with_played_at(mut self, secs: u64) -> NewYorkLog {
        self.record.played_at = Some(secs);
        self
    }

    /// Applies an action; a new action clears the redo list. Refused, the
    /// log is unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, Refusal> {
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

    /// Undoes the last action, returning it.
    pub fn undo(&mut self) -> Option<Action> {
        let action = self.record.actions.pop()?;
        self.game = self.replay_prefix();
        self.undone.push(action.clone());
        Some(action)
    }

    /// Redoes the last undone action, returning it.
    pub fn redo(&mut self) -> Option<Action> {
        let action = self.undone.pop()?;
        match self.game.apply(&action) {
            Ok(_) => {
                self.record.actions.push(action.clone());
                Some(action)
            }
            // Cannot happen: the action held on this very state before.
            Err(_) => {
                self.undone.clear();
                None
            }
        }
    }

    fn replay_prefix(&self) -> Game {
        // Every prefix of a legal record is legal, so this replay succeeds;
        // the fallback keeps a fresh board rather than panicking.
        let fresh = || Game::new(self.game.map_arc().clone(), self.record.setup.clone());
        let Ok(mut game) = fresh() else { return self.game.clone() };
        for action in &self.record.actions {
            let _ = game.apply(action);
        }
        game
    }
}
