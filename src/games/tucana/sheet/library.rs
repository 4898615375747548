//! Every sheet the app can offer: the embedded ones plus valid `.ron` files
//! from a user folder (read by `crate::store::load_user_sheets`: files are
//! the store's). A broken user file is reported and skipped.

use super::{Sheet, SheetError, builtin_sheets};
use std::path::PathBuf;
use std::sync::Arc;

/// Why a user sheet file could not be used. Each message starts with the
/// file's path.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SheetFileError {
    /// The file could not be read (the store's words for why).
    #[error("cannot read {}: {detail}", path.display())]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why, in the store's words.
        detail: String,
    },
    /// The file is no valid sheet.
    #[error("{}: {error}", path.display())]
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        error: SheetError,
    },
    /// The sheet folder itself could not be listed (no permission, not a
    /// folder…): no user sheet is read.
    #[error("cannot read the sheet folder {}: {detail}; using the embedded sheets only", path.display())]
    FolderUnreadable {
        /// The folder.
        path: PathBuf,
        /// Why, in the system's words.
        detail: String,
    },
    /// More sheet files than are read: files were read by name until
    /// enough islands were found or enough files were opened; the rest
    /// were not opened. Broken files do not count towards the islands,
    /// so a broken file never hides a valid one within the files read.
    #[error(
        "{}: {found} sheet files; {} from {} on (by name) were not read: {}",
        path.display(),
        .found - .read,
        .first_unread.display(),
        unread_why(*.islands_full)
    )]
    TooMany {
        /// The folder.
        path: PathBuf,
        /// How many `.ron` files it holds.
        found: usize,
        /// How many were read.
        read: usize,
        /// The first file by name that was not read.
        first_unread: PathBuf,
        /// Whether reading stopped because enough islands were found
        /// (else: enough files were opened).
        islands_full: bool,
    },
    /// Another sheet (embedded or read before) has the same id.
    #[error("{}: id \"{id}\" is already used by another sheet", path.display())]
    IdTaken {
        /// The file.
        path: PathBuf,
        /// The id.
        id: String,
    },
}

/// Why sheet files were left unread, in [`SheetFileError::TooMany`].
fn unread_why(islands_full: bool) -> &'static str {
    if islands_full {
        "only 200 islands are kept (move the others elsewhere)"
    } else {
        "only the first 1,000 files or 32 MiB are opened (move the broken ones elsewhere)"
    }
}

/// A user sheet file that could not be used, and why.
#[derive(Debug, Clone)]
pub struct SkippedSheet {
    /// The file.
    pub path: PathBuf,
    /// Why it was skipped.
    pub reason: SheetFileError,
}

/// The sheets found, and the files skipped.
#[derive(Debug, Clone, Default)]
pub struct SheetLibrary {
    /// Usable sheets: the embedded ones first, then user sheets by file
    /// name. Shared: a game, the wizard and the history hold the same one.
    pub sheets: Vec<Arc<Sheet>>,
    /// User files that were skipped.
    pub skipped: Vec<SkippedSheet>,
}

impl SheetLibrary {
    /// A sheet by id.
    pub fn get(&self, id: &str) -> Option<&Arc<Sheet>> {
        self.sheets.iter().find(|s| s.id() == id)
    }
}

impl SheetLibrary {
    /// The embedded sheets alone.
    pub fn builtin() -> SheetLibrary {
        SheetLibrary { sheets: builtin_sheets().into_iter().map(Arc::new).collect(), skipped: Vec::new() }
    }

    /// Adds a user sheet read from `path` (or why it could not be read):
    /// one whose id is already taken is skipped, like a broken one.
    pub fn add_user_sheet(&mut self, path: PathBuf, read: Result<Sheet, SheetFileError>) {
        match read {
            Ok(sheet) if self.get(sheet.id()).is_some() => self.skipped.push(SkippedSheet {
                reason: SheetFileError::IdTaken { path: path.clone(), id: sheet.id().to_string() },
                path,
            }),
            Ok(sheet) => self.sheets.push(Arc::new(sheet)),
            Err(reason) => self.skipped.push(SkippedSheet { path, reason }),
        }
    }
}
