//! The user's data folder and its layout.

use std::path::{Path, PathBuf};

/// Environment variable that moves the data folder (tests, portable use).
pub const DATA_DIR_ENV: &str = "TRAILPAD_DATA_DIR";

/// Why there is no data folder: games are then kept for this session only.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DataDirError {
    /// The system names no home folder.
    #[error("the system names no home folder")]
    NoHome,
    /// The home folder is a relative path (`HOME=somewhere`).
    #[error("the home folder \"{}\" is not an absolute path", .0.display())]
    RelativeHome(PathBuf),
    /// The home folder does not exist.
    #[error("the home folder {} does not exist", .0.display())]
    MissingHome(PathBuf),
}

/// Refuses a home folder given as a relative path, or one that does not
/// exist (it is never created).
pub fn check_home(home: &Path) -> Result<(), DataDirError> {
    if !home.is_absolute() {
        return Err(DataDirError::RelativeHome(home.to_path_buf()));
    }
    if !home.is_dir() {
        return Err(DataDirError::MissingHome(home.to_path_buf()));
    }
    Ok(())
}

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
    /// (Linux: `~/.local/share/trailpad`); `None` when there is none to
    /// use (see [`DataDir::locate`]).
    pub fn default_location() -> Option<DataDir> {
        DataDir::locate().ok()
    }

    /// `$TRAILPAD_DATA_DIR` if set, else the platform's data folder under
    /// the home folder, which must be an absolute path that exists: a
    /// relative one would move the data with the current folder, and a
    /// missing one would be created whole by the first save.
    pub fn locate() -> Result<DataDir, DataDirError> {
        if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
            return Ok(DataDir::at(dir));
        }
        let base = directories::BaseDirs::new().ok_or(DataDirError::NoHome)?;
        check_home(base.home_dir())?;
        let project = directories::ProjectDirs::from("", "", "trailpad").ok_or(DataDirError::NoHome)?;
        Ok(DataDir::at(project.data_dir()))
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

    /// The player list (see `store::players`).
    pub fn players(&self) -> PathBuf {
        self.root.join("players.ron")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relative_or_missing_home_is_refused() {
        assert_eq!(check_home(Path::new("home")), Err(DataDirError::RelativeHome("home".into())));
        let missing = std::env::temp_dir().join(format!("trailpad-no-home-{}/deeper", std::process::id()));
        assert_eq!(check_home(&missing), Err(DataDirError::MissingHome(missing.clone())));
        assert!(!missing.exists(), "never created");
        assert_eq!(check_home(&std::env::temp_dir()), Ok(()));
    }
}
