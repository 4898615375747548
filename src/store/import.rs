//! The game records near a path the user typed, for the file dialog's
//! list. Reading a record is the one reader's (`games::read_record`),
//! through each game's own rules.

use std::path::{Path, PathBuf};

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
