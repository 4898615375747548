//! Start-up work that is Trailpad's own — reading the user's island sheets
//! and listing the saved games (each one replayed) — begun on a thread as
//! soon as the data folder is locked, before the window is opened. It then
//! runs while the window and its GL context are being created, instead of
//! between that and the first painted frame (`examples/first_frame.rs`
//! measures both). The results are exactly those the app would compute on
//! the spot: the same functions, on the same folder, under the same lock.

use crate::games::tucana::sheet::library::SheetLibrary;
use crate::store::{DataDir, GameStore, Listed, load_user_sheets};
use std::io;
use std::path::PathBuf;
use std::thread::JoinHandle;

/// What the start screen needs from the data folder, read ahead.
pub(super) struct ReadAhead {
    /// The embedded islands and the user's valid sheets (and the skipped ones).
    pub library: SheetLibrary,
    /// The old single-save file moved into `games/`, if there was one.
    pub legacy: io::Result<Option<PathBuf>>,
    /// The unfinished games of both games (finished ones moved to the
    /// history, damaged ones aside), as `GameStore::unfinished_games` lists them.
    pub listed: Listed,
}

/// The read-ahead under way.
pub(super) struct Reading(JoinHandle<ReadAhead>);

/// Starts reading `dir` ahead. Only for a folder this process has locked:
/// listing moves files (finished games to the history, damaged ones aside).
pub(super) fn read_ahead(dir: DataDir) -> Reading {
    Reading(std::thread::spawn(move || {
        let library = load_user_sheets(Some(&dir.sheets()));
        let store = GameStore::new(dir);
        // In this order, as the app does it: the old save joins the list first.
        let legacy = store.adopt_legacy_save();
        let listed = store.unfinished_games(&library, &[]);
        ReadAhead { library, legacy, listed }
    }))
}

impl Reading {
    /// Waits for the read-ahead; `None` if its thread failed (the app then
    /// reads the folder itself).
    pub(super) fn finish(self) -> Option<ReadAhead> {
        self.0.join().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::record::TucanaRecord;

    #[test]
    fn the_read_ahead_lists_what_the_app_would_and_moves_the_finished_game()
    -> Result<(), Box<dyn std::error::Error>> {
        let root = std::env::temp_dir().join(format!("trailpad-read-ahead-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let dir = DataDir::at(&root);
        std::fs::create_dir_all(dir.games())?;
        let finished = TucanaRecord::from_ron(include_str!("../../examples/two-player-isla-petit.ron"))?;
        let mut unfinished = finished.clone();
        unfinished.actions.truncate(7);
        std::fs::write(dir.games().join("done.ron"), finished.to_ron()?)?;
        std::fs::write(dir.games().join("going.ron"), unfinished.to_ron()?)?;
        std::fs::write(dir.games().join("torn.ron"), "(format: 1, setup: (sheet: \"isla-pe")?;

        let read = read_ahead(dir.clone()).finish().ok_or("the thread failed")?;
        assert!(read.legacy.as_ref().is_ok_and(Option::is_none));
        assert!(read.library.get("isla-grande").is_some(), "the embedded islands are there");
        let listed: Vec<_> = read
            .listed
            .of::<crate::ui::tucana::listed::TucanaSaved>()
            .iter()
            .map(|g| g.path.clone())
            .collect();
        assert_eq!(listed, vec![dir.games().join("going.ron")]);
        assert_eq!(read.listed.damaged.len(), 1, "the torn file is reported");
        assert!(dir.history().join("done.ron").is_file(), "the finished game moved to the history");
        assert!(dir.damaged().join("torn.ron").is_file(), "the torn file is kept aside");
        // Read again the way the app reads it on the spot: the same list.
        let again = GameStore::new(dir).unfinished_games(&read.library, &[]);
        assert_eq!(
            again
                .of::<crate::ui::tucana::listed::TucanaSaved>()
                .iter()
                .map(|g| g.path.clone())
                .collect::<Vec<_>>(),
            listed
        );
        let _ = std::fs::remove_dir_all(&root);
        Ok(())
    }
}
