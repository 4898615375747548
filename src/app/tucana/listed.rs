//! *Trails of Tucana*'s files in the start screen's and the history's
//! lists: read by its own record's reader (its words), replayed on the
//! islands installed and summarised by its own summary; a file that does
//! not replay is moved to `damaged/` (kept for the user), one on an island
//! not installed is left where it is.

use crate::games::Boards;
use crate::games::tucana::record::{TucanaRecord, TucanaRecordError};
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::tucana::summary::TucanaSummary;
use crate::store::{
    GameFileProblem, ListFile, ListedFile, ListedGame, MAX_RECORD_BYTES, RecordProblem, read_text_bounded,
};
use crate::ui::tucana::listed::TucanaSaved;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

impl ListedGame for TucanaGame {
    fn list(file: ListFile<'_>) {
        file.list_or_move_aside(|path, text, boards: &Boards<'_>| {
            Ok(Box::new(game_from_text(path, text, boards.islands)?))
        });
    }

    /// Listed with its own summary (the island, the variant, the solo
    /// title).
    fn listed(
        path: PathBuf,
        record: TucanaRecord,
        game: &TucanaGame,
        modified: Option<SystemTime>,
    ) -> Box<dyn ListedFile> {
        Box::new(tucana_saved(path, record, game, modified))
    }
}

/// A Tucana game as the lists show it.
fn tucana_saved(
    path: PathBuf,
    record: TucanaRecord,
    game: &TucanaGame,
    modified: Option<SystemTime>,
) -> TucanaSaved {
    TucanaSaved { path, summary: TucanaSummary::of(game, &record), record, modified }
}

/// Reads and replays one game file.
pub fn read_game(path: &Path, library: &SheetLibrary) -> Result<TucanaSaved, GameFileProblem> {
    let text = read_text_bounded(path, MAX_RECORD_BYTES).map_err(GameFileProblem::from)?;
    game_from_text(path, &text, library)
}

/// Replays the game whose record `text` was read from `path`.
fn game_from_text(path: &Path, text: &str, library: &SheetLibrary) -> Result<TucanaSaved, GameFileProblem> {
    if text.trim().is_empty() {
        return Err(GameFileProblem::Empty);
    }
    let not_a_record = |e| GameFileProblem::NotARecord(RecordProblem::new(e));
    let record = TucanaRecord::from_ron(text).map_err(not_a_record)?;
    let game = record.replay(library).map_err(|e| match e {
        TucanaRecordError::UnknownSheet(id, _) => GameFileProblem::UnknownBoard(id),
        e => not_a_record(e),
    })?;
    let modified = fs::metadata(path).and_then(|m| m.modified()).ok();
    Ok(tucana_saved(path.to_path_buf(), record, &game, modified))
}
