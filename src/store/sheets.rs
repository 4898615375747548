//! The user's island sheets: every `*.ron` in the sheets folder, read
//! bounded and validated into the [`SheetLibrary`] beside the embedded
//! ones. A broken file is reported and skipped, never fatal.

use super::read::{MAX_SHEET_BYTES, read_text_bounded};
use crate::games::tucana::sheet::Sheet;
use crate::games::tucana::sheet::library::{SheetFileError, SheetLibrary};
use std::path::{Path, PathBuf};

/// Reads one sheet file.
pub fn load_sheet_file(path: &Path) -> Result<Sheet, SheetFileError> {
    // Bounded, regular files only: a pipe or `/dev/zero` dropped in the
    // sheet folder must not hang or exhaust every start.
    let text = read_text_bounded(path, MAX_SHEET_BYTES)
        .map_err(|e| SheetFileError::Unreadable { path: path.to_path_buf(), detail: e.to_string() })?;
    Sheet::from_ron(&text).map_err(|error| SheetFileError::Invalid { path: path.to_path_buf(), error })
}

/// The embedded sheets plus every valid `*.ron` in `dir` (a missing folder is
/// simply empty). A user sheet whose id is already taken is skipped.
pub fn load_user_sheets(dir: Option<&Path>) -> SheetLibrary {
    let mut library = SheetLibrary::builtin();
    let Some(dir) = dir else { return library };
    let Ok(entries) = std::fs::read_dir(dir) else { return library };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    paths.sort();
    for path in paths {
        let read = load_sheet_file(&path);
        library.add_user_sheet(path, read);
    }
    library
}
