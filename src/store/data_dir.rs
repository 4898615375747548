//! The user's data folder and its layout.

use std::path::{Path, PathBuf};

/// Environment variable that moves the data folder (tests, portable use).
pub const DATA_DIR_ENV: &str = "TRAILPAD_DATA_DIR";

/// The data folder: `games/` (unfinished games), `history/` (finished ones),
/// `damaged/` (files that could not be read, kept for the user),
/// `sheets/` (extra islands) and `settings.ron`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataDir {
    root: PathBuf,
}

impl DataDir {
    /// A data folder at a given place.
    pub fn at(root: impl Into<PathBuf>) -> DataDir {
        DataDir { root: root.into() }
    }

    /// `$TRAILPAD_DATA_DIR` if set, else the platform's data folder
    /// (Linux: `~/.local/share/trailpad`).
    pub fn default_location() -> Option<DataDir> {
        if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
            return Some(DataDir::at(dir));
        }
        directories::ProjectDirs::from("", "", "trailpad").map(|p| DataDir::at(p.data_dir()))
    }

    /// The folder itself.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Unfinished games, one record file each.
    pub fn games(&self) -> PathBuf {
        self.root.join("games")
    }

    /// Finished games.
    pub fn history(&self) -> PathBuf {
        self.root.join("history")
    }

    /// Files that could not be read, moved aside untouched.
    pub fn damaged(&self) -> PathBuf {
        self.root.join("damaged")
    }

    /// Extra island sheets.
    pub fn sheets(&self) -> PathBuf {
        self.root.join("sheets")
    }

    /// The settings file.
    pub fn settings(&self) -> PathBuf {
        self.root.join("settings.ron")
    }
}
