//! The game record: the set-up plus every action in order, as versioned RON.
//! The same record is the save file, the undo history and the replay.

mod log;

pub use log::GameLog;

use crate::rules::{Action, Game, Refusal, Setup, SetupError};
use crate::sheet::{Sheet, library::SheetLibrary};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The newest record format version this Trailpad writes and understands.
pub const RECORD_FORMAT: u32 = 1;

/// A whole game: how it was set up and what happened, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Format version, see [`RECORD_FORMAT`].
    pub format: u32,
    /// The set-up.
    pub setup: Setup,
    /// The actions, oldest first.
    #[serde(default)]
    pub actions: Vec<Action>,
}

#[derive(Deserialize)]
struct RecordHeader {
    format: u32,
}

/// Why a record cannot be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// Not valid RON for a record. The parser's words come after a plain
    /// sentence: they mean little to a player.
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
    #[error("format version {found} is newer than this Trailpad understands ({RECORD_FORMAT})")]
    NewerFormat {
        /// The version in the file.
        found: u32,
    },
    /// Format 0 never existed.
    #[error("format version 0 does not exist; the first version is 1")]
    FormatZero,
    /// The sheet named in the set-up is not known here.
    #[error("unknown sheet \"{0}\" (known: {1})")]
    UnknownSheet(String, String),
    /// The set-up itself is impossible.
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

impl GameRecord {
    /// A record of a game not yet begun.
    pub fn new(setup: Setup) -> GameRecord {
        GameRecord { format: RECORD_FORMAT, setup, actions: Vec::new() }
    }

    /// Parses RON text (no replay).
    pub fn from_ron(text: &str) -> Result<GameRecord, RecordError> {
        // Read the version on its own first: a newer file gets a clear
        // message even when the rest no longer parses.
        if let Ok(header) = ron::from_str::<RecordHeader>(text) {
            if header.format > RECORD_FORMAT {
                return Err(RecordError::NewerFormat { found: header.format });
            }
            if header.format == 0 {
                return Err(RecordError::FormatZero);
            }
        }
        ron::from_str(text).map_err(|e| RecordError::Syntax {
            line: e.span.start.line,
            column: e.span.start.col,
            message: e.code.to_string(),
        })
    }

    /// Writes the record as RON: the set-up pretty, one action per line.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(3).indentor("    ".to_string());
        let setup = ron::ser::to_string_pretty(&self.setup, config).unwrap_or_default();
        let mut out = String::new();
        out.push_str("// Trailpad game record. Format: docs/record-format.md\n(\n");
        out.push_str(&format!("    format: {},\n", self.format));
        out.push_str("    setup: ");
        out.push_str(&setup.replace('\n', "\n    "));
        out.push_str(",\n    actions: [\n");
        for action in &self.actions {
            let line = ron::to_string(action).unwrap_or_default();
            out.push_str(&format!("        {line},\n"));
        }
        out.push_str("    ],\n)\n");
        out
    }

    /// Replays the record on a sheet: the exact state it describes, or the
    /// first action the rules refuse.
    pub fn replay_on(&self, sheet: Arc<Sheet>) -> Result<Game, RecordError> {
        let mut game = Game::new(sheet, self.setup.clone())?;
        for (i, action) in self.actions.iter().enumerate() {
            game.apply(action).map_err(|refusal| RecordError::Illegal {
                index: i + 1,
                action: action.clone(),
                refusal,
            })?;
        }
        Ok(game)
    }

    /// Finds the record's sheet in a library and replays on it.
    pub fn replay(&self, library: &SheetLibrary) -> Result<Game, RecordError> {
        let sheet = library.get(&self.setup.sheet).ok_or_else(|| {
            let known: Vec<&str> = library.sheets.iter().map(|s| s.id()).collect();
            RecordError::UnknownSheet(self.setup.sheet.clone(), known.join(", "))
        })?;
        self.replay_on(Arc::new(sheet.clone()))
    }
}
