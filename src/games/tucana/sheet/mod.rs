//! Island sheets as data: RON files parsed into a raw form
//! ([`raw::RawSheet`]), then validated into a [`Sheet`].
//!
//! Isla Petit and Isla Grande are embedded in the binary; more islands can be
//! loaded from a folder with `crate::store::load_user_sheets`.

pub mod edge_set;
pub mod library;
mod model;
pub mod raw;
pub mod terms;
mod validate;

pub use edge_set::EdgeSet;
pub use model::{Edge, EdgeId, Feature, Hex, HexId, Sheet, SightValue, SoloTitle, terrains_match_cards};
pub use raw::{RawFeature, RawHex, RawSheet, SHEET_FORMAT};
pub use terms::{Card, Coord, Letter, Sight, Terrain};
pub use validate::{SheetProblem, validate};

use crate::games::UnreadableFormat;
use std::fmt;

/// Why a sheet file could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetError {
    /// The text is not valid RON for a sheet. The parser's words come
    /// after a plain sentence.
    #[error(
        "this file is not a Trailpad island sheet; the reader stopped at line {line}, column {column}: {message}"
    )]
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
    /// The file says it is of a format newer than this build knows.
    #[error("format version {found} is newer than this Trailpad understands ({SHEET_FORMAT})")]
    NewerFormat {
        /// The version in the file.
        found: u32,
    },
    /// The file parsed but describes an impossible sheet.
    #[error("{}", ProblemList(.0))]
    Invalid(Vec<SheetProblem>),
}

/// How many problems of a broken sheet its message shows.
pub const SHOWN_PROBLEMS: usize = 5;

struct ProblemList<'a>(&'a [SheetProblem]);

impl fmt::Display for ProblemList<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.0.len();
        write!(f, "{n} problem{}:", if n == 1 { "" } else { "s" })?;
        // The first few are enough to fix a file, and a broken file is
        // named wherever sheets are listed: all of them could be megabytes.
        for problem in self.0.iter().take(SHOWN_PROBLEMS) {
            write!(f, "\n  {problem}")?;
        }
        if n > SHOWN_PROBLEMS {
            write!(f, "\n  … and {} more (`trailpad sheet FILE` lists them)", n - SHOWN_PROBLEMS)?;
        }
        Ok(())
    }
}

impl SheetError {
    pub(crate) fn from_ron(text: &str, e: ron::error::SpannedError) -> SheetError {
        // The parser may quote the file's own text: escaped and cut, so a
        // file cannot forge terminal output or flood it.
        let (line, column, message) = crate::text::syntax_place(text, &e);
        SheetError::Syntax { line, column, message }
    }
}

impl RawSheet {
    /// Parses RON text into the raw form (no checks beyond syntax and types).
    pub fn from_ron(text: &str) -> Result<RawSheet, SheetError> {
        // The version is read on its own first, so that a newer file gets a
        // clear message even when its other fields no longer parse (version
        // 0 is reported with the sheet's other problems).
        if let Some(UnreadableFormat::Newer(found)) = crate::games::unreadable_format(text, SHEET_FORMAT) {
            return Err(SheetError::NewerFormat { found });
        }
        ron::from_str(text).map_err(|e| SheetError::from_ron(text, e))
    }

    /// Writes the raw sheet as pretty RON.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(2).indentor("    ".to_string());
        ron::ser::to_string_pretty(self, config).unwrap_or_default()
    }
}

impl Sheet {
    /// Parses and validates a sheet file's text.
    pub fn from_ron(text: &str) -> Result<Sheet, SheetError> {
        let raw = RawSheet::from_ron(text)?;
        validate(&raw).map_err(SheetError::Invalid)
    }
}

/// The RON text of Isla Petit, as shipped.
pub const ISLA_PETIT_RON: &str = include_str!("../../../../sheets/isla-petit.ron");
/// The RON text of Isla Grande, as shipped.
pub const ISLA_GRANDE_RON: &str = include_str!("../../../../sheets/isla-grande.ron");

/// The sheets embedded in the binary: Isla Petit, then Isla Grande.
pub fn builtin_sheets() -> Vec<Sheet> {
    [ISLA_PETIT_RON, ISLA_GRANDE_RON]
        .into_iter()
        .map(|text| Sheet::from_ron(text).expect("the embedded sheets are checked by the test suite"))
        .collect()
}

/// One embedded sheet by id (`isla-petit`, `isla-grande`).
pub fn builtin_sheet(id: &str) -> Option<Sheet> {
    builtin_sheets().into_iter().find(|s| s.id() == id)
}
