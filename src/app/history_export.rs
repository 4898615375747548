//! "Export history…": every finished game of the data folder as the
//! spreadsheet `trailpad history --csv` prints (one row per player per
//! game), written through the file dialog like every export.

use super::TrailpadApp;
use crate::export::history_csv::history_csv;
use crate::export::plays::plays_of;
use crate::games::Boards;
use crate::i18n::Translator;
use crate::ui::file_dialog::{self, FileDialog, FilePurpose};
use crate::ui::message::MessageKind;
use std::time::SystemTime;

impl TrailpadApp {
    /// The history as CSV: the finished games of the data folder (read
    /// as `trailpad history --csv` reads them), and the game just finished
    /// on screen, which joins them when it is left; `None` when there is
    /// no finished game. The one spreadsheet
    /// ([`crate::export::history_csv`]): the command line's, byte for byte.
    pub(super) fn history_csv_text(&self) -> Result<Option<String>, String> {
        let Some(store) = &self.store else { return Ok(None) };
        let library = self.library();
        let mut records = store.finished_games(&library).records();
        if let Some(running) = &self.running
            && running.shown().is_over()
        {
            records.push((running.shown().any_record(), None));
        }
        // The game on screen may be listed already (its file moved): the
        // spreadsheet keeps each game once.
        let plays = plays_of(records, &Boards { islands: &library });
        if !plays.iter().any(|p| p.over) {
            return Ok(None);
        }
        let t = Translator::shared(self.language);
        let paper_name = |seat: u8| t.format("summary-paper-seat", &[("seat", i64::from(seat).into())]);
        history_csv(&plays, &paper_name, &self.players).map(Some).map_err(|e| e.to_string())
    }

    /// Opens the file dialog for the history's spreadsheet, or says why
    /// there is none.
    pub(super) fn open_export_history(&mut self) {
        match self.history_csv_text() {
            Ok(Some(text)) => {
                let name = format!("trailpad-history-{}.csv", crate::ui::when::date_text(SystemTime::now()));
                self.file_dialog = Some(FileDialog::new(
                    FilePurpose::ExportCsv(text),
                    file_dialog::default_folder().join(name),
                ));
            }
            Ok(None) => self.say(MessageKind::Hint, self.text("history-export-empty")),
            Err(reason) => {
                let text = self.text_args("history-export-failed", &[("reason", reason.into())]);
                self.say(MessageKind::Error, text);
            }
        }
    }
}
