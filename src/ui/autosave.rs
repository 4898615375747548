//! The running game is saved after every change, so closing the window (or
//! a flat battery) never loses it; the wizard offers to resume it.
//!
//! The file sits at the top of the data folder, so user sheets are in
//! `sheets/` beside it and a file that cannot be read goes to `damaged/`
//! beside it (see [`crate::store::DataDir`]).

use crate::record::{GameLog, GameRecord};
use crate::sheet::library::load_user_sheets;
use crate::store::{DataDir, move_aside, write_atomic};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where the running game is kept: `current-game.ron` in the user's data
/// folder (`$TRAILPAD_DATA_DIR` if set).
pub fn default_path() -> Option<PathBuf> {
    DataDir::default_location().map(|d| d.root().join("current-game.ron"))
}

/// Writes the record atomically (temporary file, fsync, rename), so a crash
/// at any instant leaves the old or the new game, never half a file.
pub fn save(path: &Path, record: &GameRecord) -> Result<(), String> {
    write_atomic(path, record.to_ron().as_bytes())
        .map_err(|e| format!("could not save the game to {}: {e}", path.display()))
}

/// Reads and replays a saved game. A file that cannot be used is moved to
/// `damaged/` beside it — never deleted, never overwritten by the next game —
/// and the message says why and where it went.
pub fn load(path: &Path) -> Result<GameLog, String> {
    read(path).map_err(|reason| {
        let damaged = path.parent().unwrap_or(Path::new(".")).join("damaged");
        match move_aside(path, &damaged) {
            Ok(moved) => format!("{reason} (the file was moved to {})", moved.display()),
            Err(e) => format!("{reason} (the file could not be moved aside: {e})"),
        }
    })
}

fn read(path: &Path) -> Result<GameLog, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("could not read {}: {e}", path.display()))?;
    let record = GameRecord::from_ron(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let library = load_user_sheets(path.parent().map(|d| d.join("sheets")).as_deref());
    let sheet = library.get(&record.setup.sheet).cloned().ok_or_else(|| {
        format!("the saved game is on sheet \"{}\", which is not installed", record.setup.sheet)
    })?;
    GameLog::start(Arc::new(sheet), record).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, Setup};

    #[test]
    fn a_saved_game_resumes_where_it_was() {
        let dir = std::env::temp_dir().join(format!("trailpad-autosave-{}", std::process::id()));
        let path = dir.join("current-game.ron");
        let sheet = Arc::new(crate::sheet::builtin_sheet("isla-petit").unwrap());
        let mut log = GameLog::new(sheet, Setup::solo("isla-petit", "Ann", 2, 9)).unwrap();
        let [a, b] = log.game().next_app_cards().unwrap();
        log.apply(Action::Reveal(a, b)).unwrap();
        save(&path, log.record()).unwrap();
        let back = load(&path).unwrap();
        assert_eq!(back.record(), log.record());
        assert_eq!(back.game().turn_cards(), Some([a, b]));
        std::fs::write(&path, "not a record").unwrap();
        let error = load(&path).unwrap_err();
        assert!(error.contains("current-game.ron") && error.contains("moved to"), "{error}");
        assert!(!path.exists(), "the next game cannot overwrite it");
        assert_eq!(std::fs::read_to_string(dir.join("damaged/current-game.ron")).unwrap(), "not a record");
        let _ = std::fs::remove_dir_all(dir);
    }
}
