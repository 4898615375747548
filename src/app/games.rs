//! The app's saved games: the start screen's list (resume, delete), the
//! history (list, statistics, read-only viewer), and export and import of
//! game records. Every file goes through [`GameStore`], so saves are atomic
//! and unreadable files are moved aside, never lost.

use super::{Closing, Screen, TrailpadApp};
use crate::export::{PngOptions, sheet_png};
use crate::games::tucana::record::{GameLog, GameRecord};
use crate::games::tucana::rules::Game;
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::{GameKind, UnknownGame, detect_game};
use crate::i18n::Translator;
use crate::store::{
    ExportError, GameFileProblem, MAX_RECORD_BYTES, ReadError, SavedGame, history_stats, read_game,
    read_text_bounded, write_export,
};
use crate::ui::close::CloseIntent;
use crate::ui::file_dialog::{self, FileDialog, FileDialogIntent, FilePurpose};
use crate::ui::history::{HistoryIntent, HistoryScreen, Viewer};
use crate::ui::message::MessageKind;
use crate::ui::saved_games::SavedGamesIntent;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// An imported record that replays, and whether its game is over.
enum Imported {
    /// A *Trails of Tucana* game.
    Tucana(GameRecord, bool),
    /// A *Ticket to Ride: New York* game.
    NewYork(Box<crate::games::new_york::NewYorkLog>),
}

/// The start screen's list of unfinished games.
#[derive(Default)]
pub struct StartList {
    /// Unfinished games, newest first.
    pub games: Vec<SavedGame>,
    /// Files that could not be read this time (already moved aside).
    pub damaged: Vec<crate::store::DamagedFile>,
    /// The game the user asked to delete, awaiting confirmation.
    pub confirm_delete: Option<PathBuf>,
    /// The New York games to resume, newest first.
    pub new_york: Vec<crate::store::NewYorkSaved>,
}

impl TrailpadApp {
    /// The islands as a library, for reading saved games.
    pub(super) fn library(&self) -> SheetLibrary {
        SheetLibrary { sheets: self.sheets.clone(), skipped: Vec::new() }
    }

    /// The file of the running game, if it has one.
    fn open_file(&self) -> Option<&Path> {
        self.play.as_ref().and_then(|p| p.file.as_deref())
    }

    /// Re-reads the unfinished games (finished ones found there move to
    /// the history). Damaged files found now are added to the report.
    pub(super) fn refresh_start_list(&mut self) {
        let Some(store) = &self.store else { return };
        // Both games' lists from one reading of `games/`; the games open in
        // the app stay where they are.
        let open: Vec<&Path> = [self.open_file(), self.new_york_file()].into_iter().flatten().collect();
        let listed = store.unfinished_games(&self.library(), &open);
        self.start.games = listed.tucana;
        self.start.new_york = listed.new_york;
        // A file that could not be moved aside is found again each time.
        for file in listed.damaged {
            if !self.start.damaged.contains(&file) {
                self.start.damaged.push(file);
            }
        }
        self.start.confirm_delete = None;
    }

    /// Moves a game from the old single-save file (`current-game.ron`, used
    /// before games were kept in `games/`) into the list.
    pub(super) fn adopt_legacy_save(&mut self) {
        let Some(store) = &self.store else { return };
        if let Err(e) = store.adopt_legacy_save() {
            self.say(
                MessageKind::Error,
                self.text_args("games-legacy-failed", &[("reason", self.io_words(&e).into())]),
            );
        }
    }

    /// Applies what the start screen's list asked.
    pub(super) fn apply_saved_games(&mut self, intent: SavedGamesIntent) {
        match intent {
            SavedGamesIntent::Resume(path) => self.resume(&path),
            SavedGamesIntent::AskDelete(path) => self.start.confirm_delete = Some(path),
            SavedGamesIntent::KeepIt => self.start.confirm_delete = None,
            SavedGamesIntent::Delete(path) => {
                let Some(store) = &self.store else { return };
                match store.delete(&path) {
                    Ok(()) => {
                        if self.play.as_ref().is_some_and(|p| p.file.as_deref() == Some(path.as_path())) {
                            self.play = None;
                        }
                        self.say(MessageKind::News, self.text("games-deleted"));
                    }
                    Err(e) => {
                        self.say(
                            MessageKind::Error,
                            self.text_args("games-delete-failed", &[("reason", self.io_words(&e).into())]),
                        );
                    }
                }
                self.refresh_start_list();
            }
            SavedGamesIntent::OpenHistory => self.open_history(),
            SavedGamesIntent::Import => self.open_import(),
            SavedGamesIntent::DismissDamaged => self.start.damaged.clear(),
        }
    }

    /// Resumes the game saved in `path`, exactly where it stopped.
    fn resume(&mut self, path: &Path) {
        if self.play.as_ref().is_some_and(|p| p.file.as_deref() == Some(path)) {
            self.show_screen(Screen::Play);
            return;
        }
        let library = self.library();
        let loaded = read_game(path, &library)
            .and_then(|saved| self.log_of(saved.record).map_err(GameFileProblem::BadRecord));
        match loaded {
            Ok(log) => {
                self.start_play(log, Some(path.to_path_buf()));
                self.say(MessageKind::News, self.text("games-resumed"));
            }
            Err(reason) => {
                // Changed or damaged since it was listed: move it aside.
                if let Some(store) = &self.store {
                    // A game on an island not installed is not damaged: it waits.
                    let moved = match reason {
                        GameFileProblem::UnknownIsland(_) => None,
                        _ => crate::store::move_aside(path, &store.data_dir().damaged()).ok(),
                    };
                    self.start.damaged.push(crate::store::DamagedFile {
                        original: path.to_path_buf(),
                        moved_to: moved,
                        reason,
                    });
                }
                self.refresh_start_list();
            }
        }
    }

    /// A live game from a record, on an installed island.
    fn log_of(&self, record: GameRecord) -> Result<GameLog, String> {
        let sheet = self.sheets.iter().find(|s| s.id() == record.setup.sheet).cloned().ok_or_else(|| {
            self.text_args("import-unknown-island", &[("island", record.setup.sheet.clone().into())])
        })?;
        GameLog::start(sheet, record).map_err(|e| Translator::shared(self.language).record_error(&e))
    }

    /// Opens the history screen.
    pub(super) fn open_history(&mut self) {
        let Some(store) = &self.store else { return };
        let library = self.library();
        // Both games from one reading of `history/`, their statistics apart.
        let listed = store.finished_games(&library);
        let stats = history_stats(&listed.tucana, |game, total| {
            library.get(&game.record.setup.sheet).and_then(|s| s.solo_title(total)).map(str::to_string)
        });
        let new_york_stats = crate::store::new_york_stats(&listed.new_york);
        self.show_history(HistoryScreen {
            games: listed.tucana,
            damaged: listed.damaged.into_iter().chain(listed.new_york_problems).collect(),
            stats,
            new_york: listed.new_york,
            new_york_stats,
            ..HistoryScreen::default()
        });
    }

    /// Applies what the history screen asked.
    pub(super) fn apply_history(&mut self, intent: HistoryIntent) {
        match intent {
            HistoryIntent::Back => {
                self.leave_history();
                self.refresh_start_list();
            }
            HistoryIntent::Open(path) => {
                let library = self.library();
                match read_game(&path, &library).and_then(|saved| {
                    let game = saved
                        .record
                        .replay(&library)
                        .map_err(|e| GameFileProblem::BadRecord(e.to_string()))?;
                    Ok((saved.record, game))
                }) {
                    Ok((record, game)) => {
                        if let Some(h) = self.history_mut() {
                            h.viewer = Some(Viewer::new(record, game));
                        }
                    }
                    Err(reason) => {
                        // Reading the history again moves a damaged file
                        // aside and lists it with where it went; only a file
                        // that was not found there is reported here.
                        self.open_history();
                        let listed =
                            self.history().is_some_and(|h| h.damaged.iter().any(|d| d.original == path));
                        if !listed {
                            let name = path
                                .file_name()
                                .map(|n| n.to_string_lossy().into_owned())
                                .unwrap_or_default();
                            let text = self.text_args(
                                "games-damaged-left",
                                &[
                                    ("file", name.into()),
                                    (
                                        "reason",
                                        Translator::shared(self.language).game_file_problem(&reason).into(),
                                    ),
                                ],
                            );
                            self.say(MessageKind::Error, text);
                        }
                    }
                }
            }
            HistoryIntent::CloseViewer => {
                if let Some(h) = self.history_mut() {
                    h.viewer = None;
                    h.new_york_viewer = None;
                }
            }
            HistoryIntent::OpenNewYork(path) => self.open_new_york_in_history(&path),
            HistoryIntent::AskDelete(path) => {
                if let Some(h) = self.history_mut() {
                    h.confirm_delete = Some(path);
                }
            }
            HistoryIntent::KeepIt => {
                if let Some(h) = self.history_mut() {
                    h.confirm_delete = None;
                }
            }
            HistoryIntent::Delete(path) => {
                let Some(store) = &self.store else { return };
                // Only a file of the history is deleted from here.
                if !path.starts_with(store.data_dir().history()) {
                    return;
                }
                let deleted = store.delete(&path);
                self.open_history();
                match deleted {
                    Ok(()) => self.say(MessageKind::News, self.text("games-deleted")),
                    Err(e) => {
                        let text =
                            self.text_args("games-delete-failed", &[("reason", self.io_words(&e).into())]);
                        self.say(MessageKind::Error, text);
                    }
                }
            }
            HistoryIntent::ExportRecord => {
                if let Some(viewer) = self.history().and_then(|h| h.new_york_viewer.as_ref()) {
                    let name = super::new_york::new_york_export_name(viewer.log.game().is_over(), "ron");
                    let text = viewer.log.record().to_ron();
                    self.file_dialog = Some(FileDialog::new(
                        FilePurpose::ExportRecord(text),
                        file_dialog::default_folder().join(name),
                    ));
                    return;
                }
                let Some(viewer) = self.history().and_then(|h| h.viewer.as_ref()) else { return };
                let ron = viewer.record.to_ron();
                let name = export_name(&viewer.record, viewer.game.is_over(), "ron");
                let Some(ron) = self.written(ron) else { return };
                self.file_dialog = Some(FileDialog::new(
                    FilePurpose::ExportRecord(ron),
                    file_dialog::default_folder().join(name),
                ));
            }
            HistoryIntent::ExportPng => {
                let Some(viewer) = self.history().and_then(|h| h.viewer.as_ref()) else { return };
                let picture = self.sheet_picture(&viewer.game, viewer.seat, &viewer.record);
                self.offer_picture(picture);
            }
            HistoryIntent::Import => self.open_import(),
        }
    }

    /// Offers to export the running game's record.
    pub(super) fn open_export_record(&mut self) {
        if matches!(self.screen, Screen::NewYork(_)) {
            self.open_export_new_york();
            return;
        }
        let Some(play) = &self.play else { return };
        let record = play.log.record();
        let name = export_name(record, play.log.game().is_over(), "ron");
        let Some(ron) = self.written(record.to_ron()) else { return };
        self.file_dialog =
            Some(FileDialog::new(FilePurpose::ExportRecord(ron), file_dialog::default_folder().join(name)));
    }

    /// The record's text, or an error message when it cannot be written.
    fn written(
        &mut self,
        ron: Result<String, crate::games::tucana::record::RecordWriteError>,
    ) -> Option<String> {
        ron.map_err(|e| {
            let text = self.text_args("record-write-failed", &[("reason", e.to_string().into())]);
            self.say(MessageKind::Error, text);
        })
        .ok()
    }

    /// Offers to export the shown sheet of the running game as a picture.
    pub(super) fn open_export_png(&mut self) {
        let Some(play) = &self.play else { return };
        let picture = self.sheet_picture(play.log.game(), play.state.seat, play.log.record());
        self.offer_picture(picture);
    }

    /// One sheet drawn as a PNG (in the UI's language), and a file name
    /// for it: `trailpad-isla-petit-2026-11-25-Alice.png`.
    fn sheet_picture(&self, game: &Game, seat: u8, record: &GameRecord) -> Result<(Vec<u8>, String), String> {
        let options = PngOptions { language: self.language, ..PngOptions::default() };
        let bytes = sheet_png(game, seat, &options).map_err(|e| e.to_string())?;
        let player = game.player(seat).map(|p| safe_file_part(&p.name)).unwrap_or_default();
        let name = export_name(record, game.is_over(), "png").replace(".png", &format!("-{player}.png"));
        Ok((bytes, name))
    }

    /// Opens the file dialog for a picture, or says why there is none.
    pub(super) fn offer_picture(&mut self, picture: Result<(Vec<u8>, String), String>) {
        match picture {
            Ok((bytes, name)) => {
                self.file_dialog = Some(FileDialog::new(
                    FilePurpose::ExportPng(bytes),
                    file_dialog::default_folder().join(name),
                ));
            }
            Err(reason) => {
                let text = self.text_args("export-png-failed", &[("reason", reason.into())]);
                self.say(MessageKind::Error, text);
            }
        }
    }

    /// Offers to import a record.
    pub(super) fn open_import(&mut self) {
        let mut folder = file_dialog::default_folder().display().to_string();
        if !folder.ends_with(std::path::MAIN_SEPARATOR) {
            folder.push(std::path::MAIN_SEPARATOR);
        }
        self.file_dialog = Some(FileDialog::new(FilePurpose::Import, PathBuf::from(folder)));
    }

    /// Applies what the file dialog asked.
    pub(super) fn apply_file_dialog(&mut self, intent: FileDialogIntent) {
        let Some(dialog) = &mut self.file_dialog else { return };
        match intent {
            FileDialogIntent::Cancel => self.file_dialog = None,
            FileDialogIntent::Browse => {
                match file_dialog::browse(dialog) {
                    Some(path) => {
                        dialog.path = path.display().to_string();
                        // The system chooser already asked about replacing.
                        dialog.replace = Some(dialog.path.clone());
                        dialog.error = None;
                    }
                    // Cancelled, or no chooser on this desktop: either way
                    // the typed path still works.
                    None => dialog.error = Some(Translator::shared(self.language).text("file-browse-none")),
                }
            }
            FileDialogIntent::Confirm => {
                let path = dialog.chosen_path();
                let purpose = dialog.purpose.clone();
                match purpose {
                    FilePurpose::ExportRecord(text) => self.export_to(&path, text.as_bytes()),
                    FilePurpose::ExportPng(bytes) => self.export_to(&path, &bytes),
                    FilePurpose::Import => self.import_from(&path),
                }
            }
        }
    }

    /// Writes an exported file; an existing file is replaced only after the
    /// user saw its name and pressed "Replace". No folder is created: a
    /// mistyped folder name would hide the file where nobody looks for it.
    fn export_to(&mut self, path: &Path, bytes: &[u8]) {
        let shown = path.display().to_string();
        let agreed = self.file_dialog.as_ref().and_then(|d| d.replace.as_deref()) == Some(shown.as_str());
        let refusal = if shown.trim().is_empty() {
            Some(self.text("file-choose-name"))
        } else {
            match write_export(path, bytes, agreed) {
                Ok(()) => None,
                Err(ExportError::NoName) => Some(self.text("file-choose-name")),
                Err(ExportError::NoFolder(folder)) => {
                    Some(self.text_args("file-no-folder", &[("folder", folder.display().to_string().into())]))
                }
                Err(ExportError::Exists) => {
                    if let Some(d) = &mut self.file_dialog {
                        d.replace = Some(shown.clone());
                    }
                    Some(self.text_args("file-exists", &[("path", shown.clone().into())]))
                }
                Err(ExportError::NotAFile) => {
                    Some(self.text_args("file-not-ordinary", &[("path", shown.clone().into())]))
                }
                Err(ExportError::Symlink) => {
                    Some(self.text_args("file-symlink", &[("path", shown.clone().into())]))
                }
                Err(ExportError::Io(e)) => Some(self.text_args(
                    "file-write-failed",
                    &[("path", shown.clone().into()), ("reason", self.io_words(&e).into())],
                )),
            }
        };
        match refusal {
            Some(error) => {
                if let Some(d) = &mut self.file_dialog {
                    d.error = Some(error);
                }
            }
            None => {
                self.file_dialog = None;
                self.say(MessageKind::News, self.text_args("file-saved", &[("path", shown.into())]));
            }
        }
    }

    /// Reads, checks (as `trailpad check` does) and keeps an imported
    /// record, then opens it. A bad file changes nothing: the dialog stays
    /// open with the reason.
    fn import_from(&mut self, path: &Path) {
        match self.read_import(path) {
            Err(error) => {
                if let Some(d) = &mut self.file_dialog {
                    d.error = Some(error);
                }
            }
            Ok(Imported::Tucana(record, finished)) => {
                self.file_dialog = None;
                self.keep_and_open(record, finished);
            }
            Ok(Imported::NewYork(log)) => {
                self.file_dialog = None;
                self.keep_and_open_new_york(*log);
            }
        }
    }

    /// Reads an imported file and checks it by replay, for the game its
    /// record names. Nothing is kept yet: a bad file changes nothing.
    fn read_import(&self, path: &Path) -> Result<Imported, String> {
        let shown = path.display().to_string();
        let fail = |reason: String| {
            self.text_args("import-failed", &[("path", shown.clone().into()), ("reason", reason.into())])
        };
        let t = Translator::shared(self.language);
        let text = read_text_bounded(path, MAX_RECORD_BYTES).map_err(|e| fail(self.read_words(&e)))?;
        match detect_game(&text) {
            Ok(GameKind::Tucana) => {}
            Ok(GameKind::NewYork) => {
                let log = self.new_york_from_text(&text).map_err(fail)?;
                return Ok(Imported::NewYork(Box::new(log)));
            }
            Err(UnknownGame(game)) => {
                let words =
                    self.text_args("import-unknown-game", &[("game", crate::text::shown(&game, 40).into())]);
                return Err(fail(words));
            }
        }
        let record = GameRecord::from_ron(&text).map_err(|e| fail(t.record_error(&e)))?;
        if !self.sheets.iter().any(|s| s.id() == record.setup.sheet) {
            let island = record.setup.sheet.clone();
            return Err(fail(self.text_args("import-unknown-island", &[("island", island.into())])));
        }
        let library = self.library();
        let game = record.replay(&library).map_err(|e| fail(t.record_error_in(&record, &library, &e)))?;
        Ok(Imported::Tucana(record, game.is_over()))
    }

    /// Keeps an imported record in the store (unless the same game is
    /// already there) and opens it: a finished game in the history viewer,
    /// an unfinished one to play on.
    fn keep_and_open(&mut self, record: GameRecord, finished: bool) {
        let library = self.library();
        // The running game first: a finished one is not listed until the
        // user leaves it.
        let running = self.play.as_ref().filter(|p| p.log.record() == &record).and_then(|p| p.file.clone());
        let existing = running.or_else(|| {
            self.store.as_ref().and_then(|store| {
                let (open, _) = store.unfinished_except_open(&library, self.open_file());
                let (done, _) = store.history(&library);
                open.into_iter().chain(done).find(|g| g.record == record).map(|g| g.path)
            })
        });
        let kept = match (&existing, &self.store) {
            (Some(path), _) => Ok(Some(path.clone())),
            (None, Some(store)) => store.keep_imported(&record, finished, SystemTime::now()).map(Some),
            (None, None) => Ok(None),
        };
        let (path, note) = match kept {
            Ok(path) => {
                let key = if existing.is_some() { "import-already-here" } else { "import-done" };
                (path, (MessageKind::News, self.text(key)))
            }
            Err(e) => {
                let text = self.text_args("import-keep-failed", &[("reason", self.io_words(&e).into())]);
                // An unfinished game still gets a file of its own: its next
                // change tries to save it again.
                let path = if finished { None } else { self.new_game_file() };
                (path, (MessageKind::Error, text))
            }
        };
        if finished {
            self.open_history();
            match (self.history_open(), path) {
                (true, Some(path)) => self.apply_history(HistoryIntent::Open(path)),
                _ => {
                    if let Ok(game) = record.replay(&library) {
                        self.show_history(HistoryScreen {
                            viewer: Some(Viewer::new(record, game)),
                            ..HistoryScreen::default()
                        });
                    }
                }
            }
        } else {
            match self.log_of(record) {
                Ok(log) => {
                    self.start_play(log, path);
                }
                Err(e) => {
                    self.say(MessageKind::Error, e);
                    return;
                }
            }
        }
        self.say(note.0, note.1);
    }

    /// Saves the running game in its file; a failure is shown and the game
    /// goes on (the next change, leaving the game and closing the app try
    /// again). Returns whether the file now holds the game (true when there
    /// is no file to keep).
    pub(super) fn save(&mut self) -> bool {
        // In table mode the server saves the game; the app's copy only follows it.
        if self.table.is_running() {
            return true;
        }
        let (Some(store), Some(play)) = (&self.store, &self.play) else { return true };
        let Some(path) = &play.file else { return true };
        match store.save(path, play.log.record()) {
            Ok(()) => true,
            Err(e) => {
                let text = self.text_args(
                    "games-save-failed",
                    &[("path", path.display().to_string().into()), ("reason", self.io_words(&e).into())],
                );
                self.say(MessageKind::Error, text);
                false
            }
        }
    }

    /// Catches the window's close: when the running game's file does not
    /// hold its last changes (a save failed), the close is held back and
    /// the person asked first. Otherwise the window closes (and `on_exit`
    /// saves once more).
    pub(super) fn watch_close(&mut self, ctx: &egui::Context) {
        if !ctx.input(|i| i.viewport().close_requested()) || self.closing == Closing::Confirmed {
            return;
        }
        // While the phones play, the server holds the game: take it back
        // first, so that what is saved (or asked about) is the table's.
        self.stop_table();
        if let Err(reason) = self.try_save() {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.closing = Closing::Asking(reason);
        }
    }

    /// Saves the running game; the error, in the UI's language, if it fails.
    fn try_save(&self) -> Result<(), String> {
        let (Some(store), Some(play)) = (&self.store, &self.play) else { return Ok(()) };
        let Some(path) = &play.file else { return Ok(()) };
        store.save(path, play.log.record()).map_err(|e| self.io_words(&e))
    }

    /// Applies the answer to the question asked when closing.
    pub(super) fn apply_close(&mut self, intent: CloseIntent) {
        match intent {
            CloseIntent::TryAgain => match self.try_save() {
                Ok(()) => self.closing = Closing::Confirmed,
                Err(reason) => self.closing = Closing::Asking(reason),
            },
            // The file dialog shows over the question, which comes back
            // once the record is exported (or the export cancelled).
            CloseIntent::Export => self.open_export_record(),
            CloseIntent::QuitAnyway => self.closing = Closing::Confirmed,
            CloseIntent::Stay => self.closing = Closing::Open,
        }
    }

    /// What went wrong with a file, in the UI's language where the kind of
    /// error is a common one (the system's own words otherwise).
    pub(super) fn io_words(&self, e: &std::io::Error) -> String {
        use std::io::ErrorKind;
        let key = match e.kind() {
            ErrorKind::NotFound => "io-not-found",
            ErrorKind::PermissionDenied => "io-permission-denied",
            ErrorKind::IsADirectory => "io-is-a-folder",
            ErrorKind::NotADirectory => "io-not-a-folder",
            ErrorKind::StorageFull => "io-disk-full",
            ErrorKind::ReadOnlyFilesystem => "io-read-only",
            _ => return e.to_string(),
        };
        self.text(key)
    }

    /// Why a file could not be read, in the UI's language.
    pub(super) fn read_words(&self, e: &ReadError) -> String {
        match e {
            ReadError::Io(e) => self.io_words(e),
            ReadError::Folder => self.text("io-is-a-folder"),
            ReadError::NotAFile => self.text("import-not-a-file"),
            ReadError::TooBig { size, limit } => {
                self.text_args("read-too-big", &[("size", (*size).into()), ("limit", (*limit).into())])
            }
            ReadError::NotText { line, byte } => {
                self.text_args("read-not-text", &[("line", (*line).into()), ("byte", (*byte).into())])
            }
        }
    }

    /// A file for a new game in the store.
    pub(super) fn new_game_file(&self) -> Option<PathBuf> {
        self.store.as_ref().map(|s| s.new_game_path(SystemTime::now()))
    }

    /// Leaves a finished game: it moves to the history (it could still be
    /// undone while it was open).
    pub(super) fn put_away_finished_game(&mut self) {
        let Some(play) = &self.play else { return };
        if !play.log.game().is_over() {
            return;
        }
        // The file may hold an older state if a save failed: never archive
        // that, keep the game open (and the error shown) instead.
        if !self.save() {
            return;
        }
        let Some(play) = &self.play else { return };
        if let (Some(store), Some(path)) = (&self.store, &play.file)
            && path.starts_with(store.data_dir().games())
            && path.exists()
            && let Err(e) = store.archive(path)
        {
            let text = self.text_args("games-archive-failed", &[("reason", self.io_words(&e).into())]);
            self.say(MessageKind::Error, text);
            return;
        }
        self.play = None;
    }
}

/// `trailpad-isla-petit-2026-11-25.ron`: island and date, so exports sort
/// and read well in a folder.
fn export_name(record: &GameRecord, finished: bool, extension: &str) -> String {
    let date = crate::ui::when::date_text(SystemTime::now());
    let state = if finished { "" } else { "-unfinished" };
    format!("trailpad-{}-{date}{state}.{extension}", safe_file_part(&record.setup.sheet))
}

/// Keeps letters, digits and dashes of a user island's id for a file name.
fn safe_file_part(text: &str) -> String {
    text.chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '_' }).collect()
}
