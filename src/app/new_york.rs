//! The app's *Ticket to Ride: New York* game: starting one from the start
//! screen, applying the screen's intents to its [`NewYorkLog`] (refusals on
//! the message line), autosaving it in `games/` and resuming it.

use super::{Screen, TrailpadApp};
use crate::games::new_york::{
    Action, NEW_YORK_RECORD_FORMAT, NewYorkLog, NewYorkMap, NewYorkRecord, NewYorkRecordError, NewYorkSetup,
};
use crate::i18n::Translator;
use crate::ui::file_dialog::{self, FileDialog, FilePurpose};
use crate::ui::message::MessageKind;
use crate::ui::new_york::{NewYorkIntent, NewYorkView};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// A running New York game.
pub struct NewYorkPlay {
    /// The game and its record.
    pub log: NewYorkLog,
    /// The file it is saved in (none without a data folder).
    pub file: Option<PathBuf>,
    /// The screen's own state.
    pub view: NewYorkView,
}

impl TrailpadApp {
    /// The app playing a New York game already under way (tests, demos).
    pub fn with_new_york(log: NewYorkLog) -> TrailpadApp {
        let mut app = TrailpadApp::new();
        app.screen = Screen::NewYork(Box::new(NewYorkPlay { log, file: None, view: NewYorkView::default() }));
        app
    }

    /// The New York game shown, if any.
    pub fn new_york_log(&self) -> Option<&NewYorkLog> {
        match &self.screen {
            Screen::NewYork(play) => Some(&play.log),
            _ => None,
        }
    }

    /// The file the New York game shown is saved in.
    pub fn new_york_file(&self) -> Option<&Path> {
        match &self.screen {
            Screen::NewYork(play) => play.file.as_deref(),
            _ => None,
        }
    }

    /// Starts a New York game from the start screen's form.
    pub(super) fn start_new_york(&mut self, setup: NewYorkSetup) -> Result<(), String> {
        let t = Translator::shared(self.language);
        setup.validate_new().map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))?;
        let log = NewYorkLog::new(NewYorkMap::builtin(), setup)
            .map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))?;
        let secs = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let log = log.with_played_at(secs);
        // The Tucana game left is saved once more, and put away if over.
        self.save();
        self.put_away_finished_game();
        let file = self.new_game_file();
        self.show_screen(Screen::NewYork(Box::new(NewYorkPlay { log, file, view: NewYorkView::default() })));
        let text = t.format("ny-started", &[("game", t.new_york_game_name().into())]);
        self.say(MessageKind::News, text);
        self.save_new_york();
        Ok(())
    }

    /// Writes the New York game shown to its file; a failure is shown.
    fn save_new_york(&mut self) {
        let Screen::NewYork(play) = &self.screen else { return };
        let (Some(store), Some(path)) = (&self.store, &play.file) else { return };
        if let Err(e) = store.save_new_york(path, play.log.record()) {
            let text = self.text_args(
                "games-save-failed",
                &[("path", path.display().to_string().into()), ("reason", self.io_words(&e).into())],
            );
            self.say(MessageKind::Error, text);
        }
    }

    /// Offers to save a copy of the New York game's record.
    pub(super) fn open_export_new_york(&mut self) {
        let Screen::NewYork(play) = &self.screen else { return };
        let name = new_york_export_name(play.log.game().is_over(), "ron");
        let text = play.log.record().to_ron();
        self.file_dialog =
            Some(FileDialog::new(FilePurpose::ExportRecord(text), file_dialog::default_folder().join(name)));
    }

    /// A New York game from a record's text, checked by replay; why not,
    /// in the UI's language.
    pub(super) fn new_york_from_text(&self, text: &str) -> Result<NewYorkLog, String> {
        let t = Translator::shared(self.language);
        let record = NewYorkRecord::from_ron(text).map_err(|e| new_york_record_words(&t, None, &e))?;
        NewYorkLog::start(NewYorkMap::builtin(), record.clone())
            .map_err(|e| new_york_record_words(&t, Some(&record), &e))
    }

    /// The New York game saved in `path` (read bounded, checked by replay);
    /// why not, in the UI's language.
    fn load_new_york(&self, path: &Path) -> Result<NewYorkLog, String> {
        let text = crate::store::read_text_bounded(path, crate::store::MAX_RECORD_BYTES)
            .map_err(|e| self.read_words(&e))?;
        self.new_york_from_text(&text)
    }

    /// Keeps an imported New York record (unless the same game is already
    /// kept) and opens it: an ended game in the history, one under way to
    /// go on entering.
    pub(super) fn keep_and_open_new_york(&mut self, log: NewYorkLog) {
        let t = Translator::shared(self.language);
        let finished = log.game().is_over();
        let record = log.record();
        let open = match &self.screen {
            Screen::NewYork(play) if play.log.record() == record => play.file.clone(),
            _ => None,
        };
        let existing = open.or_else(|| {
            let store = self.store.as_ref()?;
            let open = store.new_york_unfinished_except_open(self.new_york_file()).0;
            let done = store.new_york_history().0;
            open.into_iter().chain(done).find(|g| &g.record == record).map(|g| g.path)
        });
        let kept = match (&existing, &self.store) {
            (Some(path), _) => Ok(Some(path.clone())),
            (None, Some(store)) => {
                store.keep_imported_new_york(record, finished, SystemTime::now()).map(Some)
            }
            (None, None) => Ok(None),
        };
        let (path, note) = match kept {
            Ok(path) => {
                let key = match (existing.is_some(), finished) {
                    (true, _) => "import-already-here",
                    (false, true) => "import-done",
                    (false, false) => "ny-import-unfinished",
                };
                (path, (MessageKind::News, t.text(key)))
            }
            Err(e) => {
                let text = t.format("import-keep-failed", &[("reason", self.io_words(&e).into())]);
                let path = if finished { None } else { self.new_game_file() };
                (path, (MessageKind::Error, text))
            }
        };
        if finished {
            self.open_history();
            let viewer = Some(crate::ui::history::NewYorkViewer::new(log, path));
            if !self.history_open() {
                // No data folder: a history of this one game.
                self.show_history(crate::ui::history::HistoryScreen::default());
            }
            if let Some(h) = self.history_mut() {
                h.new_york_viewer = viewer;
            }
        } else {
            // The Tucana game left is saved once more, and put away if over.
            self.save();
            self.put_away_finished_game();
            let view = NewYorkView::default();
            self.show_screen(Screen::NewYork(Box::new(NewYorkPlay { log, file: path, view })));
        }
        self.say(note.0, note.1);
    }

    /// Opens an ended New York game of the history, read-only.
    pub(super) fn open_new_york_in_history(&mut self, path: &Path) {
        let t = Translator::shared(self.language);
        match self.load_new_york(path) {
            Ok(log) => {
                if let Some(h) = self.history_mut() {
                    h.new_york_viewer =
                        Some(crate::ui::history::NewYorkViewer::new(log, Some(path.to_path_buf())));
                }
            }
            Err(reason) => {
                // Changed since it was listed: it is left where it is.
                self.open_history();
                let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                let text =
                    t.format("games-damaged-left", &[("file", name.into()), ("reason", reason.into())]);
                self.say(MessageKind::Error, text);
            }
        }
    }

    /// Applies what the New York screens asked.
    pub(super) fn apply_new_york(&mut self, intent: NewYorkIntent) {
        let t = Translator::shared(self.language);
        if let NewYorkIntent::Resume(path) = intent {
            self.resume_new_york(&path, &t);
            return;
        }
        if intent == NewYorkIntent::ExportPng {
            self.open_new_york_png();
            return;
        }
        if intent == NewYorkIntent::Leave {
            self.save_new_york();
            let start = self.new_start_screen();
            self.show_screen(start);
            // No New York game is open now: an ended one moves to the
            // history as the list is read.
            self.refresh_start_list();
            return;
        }
        if intent == NewYorkIntent::ExportRecord {
            self.open_export_new_york();
            return;
        }
        let Screen::NewYork(play) = &mut self.screen else { return };
        let log = &mut play.log;
        let game = log.game();
        let action = match &intent {
            NewYorkIntent::Claim { player, route } => Some(game.claim_action(*player, *route)),
            NewYorkIntent::Unclaim(route) => Some(game.unclaim_action(*route)),
            NewYorkIntent::Keep { player, ticket } => Some(game.keep_action(*player, *ticket)),
            NewYorkIntent::Drop { player, ticket } => Some(game.drop_action(*player, *ticket)),
            NewYorkIntent::Finish => Some(Action::Finish),
            _ => None,
        };
        let message = match (intent, action) {
            (_, Some(action)) => {
                let words = match action {
                    Action::Finish => t.text("ny-finished"),
                    _ => t.new_york_action(log.game(), &action),
                };
                match log.apply(action) {
                    Ok(_) => (MessageKind::News, words),
                    Err(refusal) => (
                        MessageKind::Error,
                        crate::i18n::capitalise(&t.new_york_refusal(log.game(), &refusal)),
                    ),
                }
            }
            (NewYorkIntent::Undo, _) => match log.undo() {
                Some(action) => {
                    let what = t.new_york_action(log.game(), &action);
                    (MessageKind::News, t.format("undone", &[("what", what.into())]))
                }
                None => return,
            },
            (NewYorkIntent::Redo, _) => match log.redo() {
                Some(action) => {
                    let what = t.new_york_action(log.game(), &action);
                    (MessageKind::News, t.format("redone", &[("what", what.into())]))
                }
                None => return,
            },
            _ => return,
        };
        let changed = message.0 == MessageKind::News;
        self.say(message.0, message.1);
        if changed {
            self.save_new_york();
        }
    }

    fn resume_new_york(&mut self, path: &Path, t: &Translator) {
        match self.load_new_york(path) {
            Ok(log) => {
                self.save();
                self.put_away_finished_game();
                let view = NewYorkView::default();
                self.show_screen(Screen::NewYork(Box::new(NewYorkPlay {
                    log,
                    file: Some(path.to_path_buf()),
                    view,
                })));
                self.say(MessageKind::News, t.text("games-resumed"));
            }
            Err(reason) => {
                let text = t.format("ny-resume-failed", &[("reason", reason.into())]);
                self.say(MessageKind::Error, text);
                self.refresh_start_list();
            }
        }
    }
}

impl TrailpadApp {
    /// Offers to save the New York game shown as a picture, in the UI's
    /// language, through the same file dialog as a Tucana sheet.
    fn open_new_york_png(&mut self) {
        let Screen::NewYork(play) = &self.screen else { return };
        let game = play.log.game();
        // Final scores once the players ended the game.
        let finished = game.is_over();
        let options = crate::export::PngOptions { language: self.language, ..Default::default() };
        let picture = crate::export::new_york_png(game, finished, &options)
            .map(|bytes| (bytes, new_york_export_name(finished, "png")))
            .map_err(|e| e.to_string());
        self.offer_picture(picture);
    }
}

/// `trailpad-new-york-2026-11-26.ron` (`-unfinished` before the extension
/// for a game under way): the game and the date, so copies sort and read
/// well in a folder.
pub(super) fn new_york_export_name(finished: bool, extension: &str) -> String {
    let date = crate::ui::when::date_text(SystemTime::now());
    let state = if finished { "" } else { "-unfinished" };
    format!("trailpad-new-york-{date}{state}.{extension}")
}

/// Why a New York record cannot be opened, in the UI's language: a plain
/// sentence first, the reader's words after it. An illegal action is
/// worded on the game just before it (replayed from `record`, when given).
pub(super) fn new_york_record_words(
    t: &Translator,
    record: Option<&NewYorkRecord>,
    error: &NewYorkRecordError,
) -> String {
    match error {
        NewYorkRecordError::Syntax { line, column, message } => t.record_syntax(*line, *column, message),
        NewYorkRecordError::NewerFormat { found } => t.record_newer(*found, NEW_YORK_RECORD_FORMAT),
        NewYorkRecordError::FormatZero => t.text("record-format-zero"),
        NewYorkRecordError::WrongGame(game) => {
            t.format("import-unknown-game", &[("game", crate::text::shown(game, 40).into())])
        }
        NewYorkRecordError::Setup(e) => {
            t.format("record-setup", &[("reason", t.new_york_setup_error(e).into())])
        }
        NewYorkRecordError::Illegal { index, refusal, .. } => {
            let before = record.and_then(|r| {
                let mut before = r.clone();
                before.actions.truncate(index.saturating_sub(1));
                before.replay().ok()
            });
            let reason = match before {
                Some(game) => t.new_york_refusal(&game, refusal),
                None => refusal.to_string(),
            };
            t.format("record-illegal", &[("index", (*index as i64).into()), ("reason", reason.into())])
        }
    }
}

/// Entries of the New York demo games (player, route or ticket key; a
/// ticket key is marked by a leading `+`), in order.
const DEMO_MIDGAME: &[(u8, &str)] = &[
    (1, "+lower-east-side-wall-street"),
    (2, "chinatown-wall-street-pink"),
    (3, "central-park-united-nations"),
    (1, "lower-east-side-chinatown"),
    (2, "chelsea-soho"),
    (3, "times-square-united-nations"),
    (2, "+chelsea-brooklyn"),
    (3, "+times-square-east-village"),
    (1, "+central-park-chinatown"),
    (2, "soho-wall-street"),
    (1, "times-square-empire-state-building-orange"),
    (1, "chinatown-wall-street-green"),
];

/// More entries after [`DEMO_MIDGAME`]: Bruno is down to one taxi.
const DEMO_FINAL: &[(u8, &str)] = &[
    (1, "empire-state-building-gramercy-park-red"),
    (3, "united-nations-gramercy-park"),
    (1, "gramercy-park-greenwich-village-black"),
    (2, "wall-street-brooklyn-blue"),
    (1, "greenwich-village-chinatown-gray-1"),
    (3, "gramercy-park-east-village"),
    (1, "central-park-times-square-red"),
    (2, "midtown-west-chelsea"),
    (2, "lincoln-center-midtown-west"),
];

/// The log of a New York demo (`new-york-midgame`, `new-york-final`) with
/// three players named in `language`.
pub fn new_york_demo_log(name: &str, language: crate::i18n::Language) -> Option<NewYorkLog> {
    let entries: Vec<(u8, &str)> = match name {
        "new-york-midgame" => DEMO_MIDGAME.to_vec(),
        "new-york-final" => DEMO_MIDGAME.iter().chain(DEMO_FINAL).copied().collect(),
        _ => return None,
    };
    let names = crate::demo::demo_names(language);
    let setup = NewYorkSetup::with_names(&names[..3]);
    let mut log = NewYorkLog::new(NewYorkMap::builtin(), setup).ok()?;
    for (player, key) in entries {
        let action = match key.strip_prefix('+') {
            Some(ticket) => Action::Keep { player, ticket: ticket.to_string() },
            None => Action::Claim { player, route: key.to_string() },
        };
        log.apply(action).ok()?;
    }
    Some(log)
}

/// The app showing a New York demo: its last entry is undone and entered
/// again through the app, so the message line tells it; Alice's 8-point
/// ticket is shown on the map. The final one is ended, as the players
/// would after the last round.
pub fn new_york_demo_app(name: &str, language: crate::i18n::Language) -> Option<TrailpadApp> {
    let mut log = new_york_demo_log(name, language)?;
    let last = log.undo()?;
    let mut app = TrailpadApp::with_new_york(log).with_language(language);
    let Screen::NewYork(play) = &mut app.screen else { return None };
    let map = play.log.game().map_arc().clone();
    play.view.shown_ticket = map.ticket_by_key("central-park-chinatown");
    let intent = match &last {
        Action::Claim { player, route } => {
            play.view.player = *player;
            NewYorkIntent::Claim { player: *player, route: map.route_by_key(route)? }
        }
        Action::Keep { player, ticket } => {
            play.view.player = *player;
            NewYorkIntent::Keep { player: *player, ticket: map.ticket_by_key(ticket)? }
        }
        _ => return None,
    };
    app.apply(super::Intent::NewYork(intent));
    if name == "new-york-final" {
        // The last round is played: the players end the game.
        app.apply(super::Intent::NewYork(NewYorkIntent::Finish));
    }
    Some(app)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn the_new_york_demos_are_legal_and_the_final_one_is_the_last_round() {
        let mid = new_york_demo_log("new-york-midgame", Language::English).expect("legal");
        assert!(!mid.game().is_last_round());
        let last = new_york_demo_log("new-york-final", Language::Russian).expect("legal");
        assert!(last.game().is_last_round());
        assert_eq!(last.game().player(1).map(|p| p.name.as_str()), Some("Алиса"));
        let app = new_york_demo_app("new-york-midgame", Language::English).expect("demo");
        assert_eq!(app.new_york_log().map(|l| l.record().actions.len()), Some(DEMO_MIDGAME.len()));
        assert_eq!(
            app.message().map(|m| m.text.as_str()),
            Some("Alice claims Chinatown–Wall Street (green)")
        );
    }
}
