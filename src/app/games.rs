//! The app's saved games: the start screen's list (resume, delete), the
//! history (list, statistics, read-only viewer), and export and import of
//! game records. Every file goes through [`GameStore`], so saves are atomic
//! and unreadable files are moved aside, never lost.

use super::running::{Loaded, viewed};
use super::{Closing, Screen, TrailpadApp};
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::i18n::Translator;
use crate::store::{
    ExportError, GameFileProblem, ListedFile, MAX_RECORD_BYTES, ReadError, read_text_bounded, write_export,
};
use crate::ui::close::CloseIntent;
use crate::ui::file_dialog::{self, FileDialog, FileDialogIntent, FilePurpose};
use crate::ui::history::{HistoryIntent, HistoryScreen};
use crate::ui::message::MessageKind;
use crate::ui::saved_games::SavedGamesIntent;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The start screen's list of unfinished games.
#[derive(Default)]
pub struct StartList {
    /// Unfinished games of every game, newest first.
    pub games: Vec<Box<dyn ListedFile>>,
    /// Files that could not be read this time (already moved aside).
    pub damaged: Vec<crate::store::DamagedFile>,
    /// The game the user asked to delete, awaiting confirmation.
    pub confirm_delete: Option<PathBuf>,
}

impl StartList {
    /// The lists as the start screen draws them.
    pub(super) fn shown(&self) -> crate::ui::start::StartGames<'_> {
        crate::ui::start::StartGames {
            games: &self.games,
            damaged: &self.damaged,
            confirm_delete: self.confirm_delete.as_deref(),
        }
    }
}

impl TrailpadApp {
    /// The islands as a library, for reading saved games.
    pub(super) fn library(&self) -> SheetLibrary {
        SheetLibrary { sheets: self.sheets.clone(), skipped: Vec::new() }
    }

    /// Re-reads the unfinished games (finished ones found there move to
    /// the history). Damaged files found now are added to the report.
    pub(super) fn refresh_start_list(&mut self) {
        let Some(store) = &self.store else { return };
        // Every game's list from one reading of `games/`; the games open
        // in the app stay where they are.
        let open: Vec<&Path> = self.game_file().into_iter().collect();
        let listed = store.unfinished_games(&self.library(), &open);
        self.take_start_list(listed);
    }

    /// Shows a listing of `games/` on the start screen (read now, or read
    /// ahead at start-up). Damaged files found are added to the report.
    pub(super) fn take_start_list(&mut self, mut listed: crate::store::Listed) {
        self.start.games = listed.take_rest();
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
        let adopted = store.adopt_legacy_save();
        self.report_legacy_save(adopted);
    }

    /// Says when moving the old single-save file failed (moved now, or
    /// read ahead at start-up).
    pub(super) fn report_legacy_save(&mut self, adopted: std::io::Result<Option<PathBuf>>) {
        if let Err(e) = adopted {
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
                        if self.game_file() == Some(path.as_path()) {
                            self.running = None;
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

    /// Resumes the game saved in `path`, exactly where it stopped,
    /// whichever game it is: read once by the one reader, replayed by its
    /// game. A file that no longer reads is handed back to the store's
    /// listing, which moves it aside (or leaves it where it is) and lists
    /// it with the reason, as for every game.
    pub(super) fn resume(&mut self, path: &Path) {
        if self.game_file() == Some(path) {
            self.show_screen(Screen::Play);
            return;
        }
        // A headless table serves it: its moves are the game; opened here,
        // the app's saves would write over them.
        if let Some(served) = crate::store::served_elsewhere(path) {
            let holder = self.holder_words(served.holder.as_ref());
            let text = self.text_args("games-served-elsewhere", &[("holder", holder.into())]);
            self.say(MessageKind::Error, text);
            return;
        }
        match self.read_game_file(path) {
            Ok(loaded) => {
                self.start_running(loaded.into_running(Some(path.to_path_buf())));
                self.say(MessageKind::News, self.text("games-resumed"));
            }
            Err(reason) => {
                // Changed or damaged since it was listed.
                self.refresh_start_list();
                let listed = self.start.damaged.iter().any(|d| d.original == path);
                self.report_unlisted(path, listed, reason);
            }
        }
    }

    /// Says why the file at `path` could not be opened, unless the list
    /// just read again already reports it (`listed`) with what became of it.
    fn report_unlisted(&mut self, path: &Path, listed: bool, reason: String) {
        if listed {
            return;
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let text = self.text_args("games-damaged-left", &[("file", name.into()), ("reason", reason.into())]);
        self.say(MessageKind::Error, text);
    }

    /// Reads a saved game's file (bounded), by the one reader, and replays
    /// it for its game; why not, in the UI's language.
    fn read_game_file(&self, path: &Path) -> Result<Loaded, String> {
        let t = Translator::shared(self.language);
        let text = read_text_bounded(path, MAX_RECORD_BYTES).map_err(|e| t.game_file_problem(&e.into()))?;
        if text.trim().is_empty() {
            return Err(t.game_file_problem(&GameFileProblem::Empty));
        }
        super::running::read(&text, &self.library(), &t)
    }

    /// Opens the history screen.
    pub(super) fn open_history(&mut self) {
        let Some(store) = &self.store else { return };
        let library = self.library();
        // Every game from one reading of `history/`, their statistics apart.
        let mut listed = store.finished_games(&library);
        // The game just finished is still open (it moves to `history/` when
        // it is left): listed at once, first, and marked as just played.
        let just_played = self
            .running
            .as_deref()
            .and_then(|r| r.just_finished())
            .filter(|g| !listed.games().iter().any(|h| h.path() == g.path()));
        let just_played_path = just_played.as_ref().map(|g| g.path().to_path_buf());
        if let Some(game) = just_played {
            listed.insert_first(game);
        }
        // Everyone in the history is a person of the list, and every game
        // and statistic shows each person by their name today.
        self.learn_players(&mut listed);
        let games = listed.take_rest();
        let stats = crate::ui::game_lists::history_stats(&games, &crate::games::Boards { islands: &library });
        self.show_history(HistoryScreen {
            games,
            damaged: listed.damaged,
            stats,
            just_played: just_played_path,
            ..HistoryScreen::default()
        });
    }

    /// Opens a finished game of the history read-only, whichever game it
    /// is: its file is read once, the record tells its game
    /// ([`read_record`]), and the game replayed opens in the matching
    /// viewer. A file that cannot be used is reported the same way for
    /// every game.
    fn open_in_history(&mut self, path: &Path) {
        let opened = self.read_game_file(path);
        match opened {
            Ok(loaded) => {
                let viewer = loaded.into_viewer(Some(path.to_path_buf()));
                if let Some(h) = self.history_mut() {
                    h.viewer = Some(viewer);
                }
            }
            Err(reason) => {
                // Changed since the list was drawn. Reading the history
                // again moves a damaged file aside (or leaves it where it
                // is) and lists it with what became of it; only a file that
                // is not listed there is reported here.
                self.open_history();
                let listed = self.history().is_some_and(|h| h.damaged.iter().any(|d| d.original == path));
                self.report_unlisted(path, listed, reason);
            }
        }
    }

    /// Applies what the history screen asked.
    pub(super) fn apply_history(&mut self, intent: HistoryIntent) {
        match intent {
            HistoryIntent::Back => {
                self.leave_history();
                self.refresh_start_list();
            }
            HistoryIntent::Open(path) => self.open_in_history(&path),
            HistoryIntent::CloseViewer => {
                if let Some(h) = self.history_mut() {
                    h.viewer = None;
                }
            }
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
                let Some(game) = self.history().and_then(|h| h.viewer.as_ref()).and_then(viewed) else {
                    return;
                };
                let (text, name) = (game.record_text(), game.export_name("ron"));
                drop(game);
                self.offer_record(text, name);
            }
            HistoryIntent::ExportPng => {
                let Some(game) = self.history().and_then(|h| h.viewer.as_ref()).and_then(viewed) else {
                    return;
                };
                let picture = game.picture(self.language);
                drop(game);
                self.offer_picture(picture);
            }
            HistoryIntent::Import => self.open_import(),
            // The viewed game's own request (its review of a sheet),
            // applied by its game as its play screen's are.
            HistoryIntent::Asked(asked) => {
                self.apply(super::Intent::OwnGame(crate::ui::own_game::OwnGameIntent::Asked(asked)));
            }
            HistoryIntent::OpenPlayers => self.open_players(),
            HistoryIntent::Players(asked) => self.apply_players(asked),
            HistoryIntent::ExportCsv => self.open_export_history(),
        }
    }

    /// Offers to export the running game's record.
    pub(super) fn open_export_record(&mut self) {
        let Some(game) = self.running.as_ref().map(|r| r.shown()) else { return };
        let (text, name) = (game.record_text(), game.export_name("ron"));
        drop(game);
        self.offer_record(text, name);
    }

    /// Opens the file dialog for a record's text, or says why there is none.
    fn offer_record(&mut self, text: Result<String, String>, name: String) {
        match text {
            Ok(text) => {
                self.file_dialog = Some(FileDialog::new(
                    FilePurpose::ExportRecord(text),
                    file_dialog::default_folder().join(name),
                ));
            }
            Err(reason) => {
                let text = self.text_args("record-write-failed", &[("reason", reason.into())]);
                self.say(MessageKind::Error, text);
            }
        }
    }

    /// Offers to export the running game as a picture (a Tucana game's
    /// sheet shown).
    pub(super) fn open_export_png(&mut self) {
        let Some(game) = self.running.as_ref().map(|r| r.shown()) else { return };
        let picture = game.picture(self.language);
        drop(game);
        self.offer_picture(picture);
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
                    FilePurpose::ExportCsv(text) => self.export_to(&path, text.as_bytes()),
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
                Err(ExportError::NoName | ExportError::FolderName(_)) => Some(self.text("file-choose-name")),
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
            Ok(loaded) => {
                self.file_dialog = None;
                self.keep_and_open(loaded);
            }
        }
    }

    /// Reads an imported file and checks it by replay, for the game its
    /// record names. Nothing is kept yet: a bad file changes nothing.
    fn read_import(&self, path: &Path) -> Result<Loaded, String> {
        let shown = path.display().to_string();
        let fail = |reason: String| {
            self.text_args("import-failed", &[("path", shown.clone().into()), ("reason", reason.into())])
        };
        let text = read_text_bounded(path, MAX_RECORD_BYTES).map_err(|e| fail(self.read_words(&e)))?;
        // The one reader tells the game; its own words say what is wrong.
        super::running::read(&text, &self.library(), &Translator::shared(self.language)).map_err(fail)
    }

    /// Keeps an imported record in the store (unless the same game is
    /// already there) and opens it: a finished game in the history viewer,
    /// an unfinished one to play on.
    fn keep_and_open(&mut self, loaded: Loaded) {
        let library = self.library();
        let game = loaded.shown();
        let finished = game.is_over();
        self.learn_imported(game.any_record());
        // The running game first: a finished one is not listed until the
        // user leaves it.
        let running = self
            .running
            .as_ref()
            .filter(|r| r.shown().same_game(game.as_ref()))
            .and_then(|r| r.file().map(Path::to_path_buf));
        let existing = running.or_else(|| {
            let store = self.store.as_ref()?;
            game.kept_copy(store, &library, self.game_file())
        });
        let kept = match (&existing, &self.store) {
            (Some(path), _) => Ok(Some(path.clone())),
            (None, Some(store)) => game.keep_imported(store, SystemTime::now()).map(Some),
            (None, None) => Ok(None),
        };
        let imported_key = game.imported_key();
        drop(game);
        let (path, note) = match kept {
            Ok(path) => {
                let key = if existing.is_some() { "import-already-here" } else { imported_key };
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
            if !self.history_open() {
                // No data folder: a history of this one game.
                self.show_history(HistoryScreen::default());
            }
            if let Some(h) = self.history_mut() {
                h.viewer = Some(loaded.into_viewer(path));
            }
        } else {
            let running = loaded.into_running(path);
            self.start_running(running);
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
        if let Some(running) = &mut self.running {
            // The end is kept as the game is saved over: the first save
            // after its last action.
            running.keep_end();
        }
        let (Some(store), Some(running)) = (&self.store, &self.running) else { return true };
        let Some(path) = running.file() else { return true };
        let saved = running.shown().save(store, path);
        match saved {
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
        // A place or note too long to keep is asked about as unsaved moves are.
        if let Err(reason) = self.keep_end_texts().and_then(|()| self.try_save()) {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.closing = Closing::Asking(reason);
        }
    }

    /// Saves the running game; the error, in the UI's language, if it fails.
    fn try_save(&self) -> Result<(), String> {
        let (Some(store), Some(running)) = (&self.store, &self.running) else { return Ok(()) };
        let Some(path) = running.file() else { return Ok(()) };
        running.shown().save(store, path).map_err(|e| self.io_words(&e))
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
        if let Some(served) =
            e.get_ref().and_then(|inner| inner.downcast_ref::<crate::store::ServedElsewhere>())
        {
            let holder = self.holder_words(served.holder.as_ref());
            return self.text_args("games-served-save", &[("holder", holder.into())]);
        }
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

    /// Who runs the table that holds a record, in the UI's language (the
    /// lock file's words, which anyone may have written: made safe, cut).
    fn holder_words(&self, holder: Option<&crate::store::LockHolder>) -> String {
        let Some(holder) = holder else { return self.text("table-holder-unknown") };
        let host: String = crate::text::terminal_safe(&holder.host).chars().take(64).collect();
        self.text_args(
            "table-holder",
            &[
                ("pid", holder.pid.to_string().into()),
                ("host", host.into()),
                ("since", crate::games::date::utc_text(holder.since, ' ').into()),
            ],
        )
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
        let Some(running) = &self.running else { return };
        if !running.shown().is_over() {
            return;
        }
        // What was typed on its final scores first; a text too long to
        // keep holds the game open, as typed, with why.
        if let Err(reason) = self.keep_end_texts() {
            self.say(MessageKind::Error, reason);
            return;
        }
        // The file may hold an older state if a save failed: never archive
        // that, keep the game open (and the error shown) instead.
        if !self.save() {
            return;
        }
        let Some(running) = &self.running else { return };
        if let (Some(store), Some(path)) = (&self.store, running.file())
            && path.starts_with(store.data_dir().games())
            && path.exists()
            && let Err(e) = store.archive(path)
        {
            let text = self.text_args("games-archive-failed", &[("reason", self.io_words(&e).into())]);
            self.say(MessageKind::Error, text);
            return;
        }
        self.running = None;
    }
}
