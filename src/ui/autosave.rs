//! The running game is saved after every change, so closing the window (or
//! a flat battery) never loses it; the wizard offers to resume it.

use crate::record::{GameLog, GameRecord};
use crate::sheet::library::load_user_sheets;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where the running game is kept: `current-game.ron` in the user's data folder.
pub fn default_path() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "trailpad").map(|d| d.data_dir().join("current-game.ron"))
}

/// Writes the record (to a temporary file first, then renamed over the old
/// one, so a crash mid-write never leaves half a file).
pub fn save(path: &Path, record: &GameRecord) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("could not save the game to {}: {e}", path.display());
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(fail)?;
    }
    let tmp = path.with_extension("ron.tmp");
    std::fs::write(&tmp, record.to_ron()).map_err(fail)?;
    std::fs::rename(&tmp, path).map_err(fail)
}

/// Reads and replays a saved game. User sheets are looked for in the
/// `sheets` folder beside the file.
pub fn load(path: &Path) -> Result<GameLog, String> {
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
        assert!(load(&path).unwrap_err().contains("current-game.ron"));
        let _ = std::fs::remove_dir_all(dir);
    }
}
