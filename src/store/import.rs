//! Reading a game record from a file the user picked (import, and the
//! command line): bounded, regular files only, UTF-8 with an optional
//! byte-order mark, parsed but not replayed.

use super::read::{MAX_RECORD_BYTES, ReadError, read_text_bounded};
use crate::games::tucana::record::{TucanaRecord, TucanaRecordError};
use std::path::{Path, PathBuf};

/// Why a record file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file itself (missing, a pipe, too large, not text…).
    #[error("{0}")]
    Read(#[from] ReadError),
    /// The text is not a record this Trailpad reads.
    #[error("{0}")]
    Record(#[from] TucanaRecordError),
}

/// Reads and parses a record file (no replay: the caller knows the
/// islands installed).
pub fn read_record_file(path: &Path) -> Result<TucanaRecord, ImportError> {
    let text = read_text_bounded(path, MAX_RECORD_BYTES)?;
    Ok(TucanaRecord::from_ron(&text)?)
}

/// The folder a typed path names (itself when it is a folder, else the
/// folder it is in) and the game records (`.ron` files) in it, sorted: the
/// file dialog's list. A folder that cannot be read lists nothing.
pub fn records_near(typed: &Path) -> (PathBuf, Vec<PathBuf>) {
    let folder = if typed.is_dir() {
        typed.to_path_buf()
    } else {
        typed.parent().map(Path::to_path_buf).unwrap_or_default()
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    (folder, files)
}
