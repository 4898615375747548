//! The user's island sheets: every `*.ron` in the sheets folder, read
//! bounded and validated into the [`SheetLibrary`] beside the embedded
//! ones. A broken file is reported and skipped, never fatal.

use super::read::{MAX_SHEET_BYTES, read_text_bounded};
use crate::games::tucana::sheet::Sheet;
use crate::games::tucana::sheet::library::{SheetFileError, SheetLibrary, SkippedSheet};
use std::path::{Path, PathBuf};

/// Reads one sheet file.
pub fn load_sheet_file(path: &Path) -> Result<Sheet, SheetFileError> {
    // Bounded, regular files only: a pipe or `/dev/zero` dropped in the
    // sheet folder must not hang or exhaust every start.
    let text = read_text_bounded(path, MAX_SHEET_BYTES)
        .map_err(|e| SheetFileError::Unreadable { path: path.to_path_buf(), detail: e.to_string() })?;
    Sheet::from_ron(&text).map_err(|error| SheetFileError::Invalid { path: path.to_path_buf(), error })
}

/// How many user islands are kept at most: far more islands than anyone
/// draws. Only valid sheets count: a broken file never hides a valid one.
pub const MAX_USER_SHEETS: usize = 200;

/// How many user sheet files are opened at most, valid or broken, so that
/// a folder flooded with files (or one synced from elsewhere) never slows
/// every start and command.
pub const MAX_SHEET_FILES_OPENED: usize = 1_000;

/// How many bytes of user sheet files are read at most (32 sheets of the
/// largest size a sheet may have), for the same reason.
pub const MAX_SHEET_FOLDER_BYTES: u64 = 32 * MAX_SHEET_BYTES;

/// How many skipped sheet files are reported one by one; the rest are
/// counted ("and 4,998 more"), so a flooded folder cannot flood the
/// terminal or the form.
pub const MAX_REPORTED_SHEETS: usize = 20;

/// The embedded sheets plus every valid `*.ron` in `dir` (a missing folder is
/// simply empty), read by name: up to [`MAX_USER_SHEETS`] islands, opening
/// at most [`MAX_SHEET_FILES_OPENED`] files and [`MAX_SHEET_FOLDER_BYTES`].
/// Broken files are skipped, each with its reason, and do not count as
/// islands. A user sheet whose id is already taken is skipped; a folder
/// that cannot be listed, and files left unread (counted, the first named),
/// are reported first among the skipped.
pub fn load_user_sheets(dir: Option<&Path>) -> SheetLibrary {
    let mut library = SheetLibrary::builtin();
    let Some(dir) = dir else { return library };
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return library,
        Err(e) => {
            let reason = SheetFileError::FolderUnreadable { path: dir.to_path_buf(), detail: e.to_string() };
            library.skipped.push(SkippedSheet { path: dir.to_path_buf(), reason });
            return library;
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    paths.sort();
    let builtin = library.sheets.len();
    let (mut opened, mut bytes) = (0usize, 0u64);
    for (at, path) in paths.iter().enumerate() {
        let islands_full = library.sheets.len() - builtin >= MAX_USER_SHEETS;
        if islands_full || opened >= MAX_SHEET_FILES_OPENED || bytes >= MAX_SHEET_FOLDER_BYTES {
            let reason = SheetFileError::TooMany {
                path: dir.to_path_buf(),
                found: paths.len(),
                read: at,
                first_unread: path.clone(),
                islands_full,
            };
            library.skipped.insert(0, SkippedSheet { path: dir.to_path_buf(), reason });
            break;
        }
        opened += 1;
        // What reading it costs at most (a larger file is refused unread).
        bytes += std::fs::metadata(path).map_or(0, |m| m.len().min(MAX_SHEET_BYTES));
        let read = load_sheet_file(path);
        library.add_user_sheet(path.clone(), read);
    }
    library
}
