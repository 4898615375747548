//! The eframe desktop app, the one controller: it owns the screens, the
//! running game, the settings and the store. Each frame the `*_ui`
//! functions of [`crate::ui`] draw and return intents; the app applies
//! them, in order, at the end of the frame ([`TrailpadApp::apply`]).

use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::tucana::sheet::{Sheet, builtin_sheets};
use crate::i18n::{Language, Translator};
use crate::store::load_user_sheets;
use crate::store::{
    DataDir, DataDirError, GameStore, InstanceLock, LockError, Settings, SettingsDamage, ThemeChoice,
};
use crate::ui::close::close_ui;
use crate::ui::file_dialog::{FileDialog, file_dialog_ui};
use crate::ui::game_menu::MenuIntent;
use crate::ui::history::{HistoryScreen, history_ui};
use crate::ui::message::{Message, MessageKind, MessageLog};
use crate::ui::settings_menu::SettingsIntent;
use crate::ui::start::{StartScreen, folder_in_use_ui, screen_message_ui, start_ui};
use crate::ui::theme;
use crate::ui::wizard::{Wizard, WizardIntent};
use egui::Ui;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

pub mod demo;
mod game_end;
mod games;
mod history_export;
mod intent;
mod players;
mod running;
mod screen_kind;
mod startup;
mod table;
pub mod tucana;
// Each game's `app/<module>.rs`, for the games the registry names with
// their module.
crate::games::game_layer_modules!();

use games::StartList;
pub use intent::Intent;
use running::{Running, own, own_mut};
pub use screen_kind::{GameScreen, ScreenKind};
use tucana::review;
pub use tucana::{TucanaPlay, first_seat};

/// Where closing the window stands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
enum Closing {
    /// Nobody asked to close.
    #[default]
    Open,
    /// Asked to close, but the game's last changes could not be saved
    /// (why): the person is asked first.
    Asking(String),
    /// Closing, saved or not, as the person chose.
    Confirmed,
}

/// Which screen is shown.
enum Screen {
    /// The start screen: the new game form and the unfinished games.
    Start(Box<Wizard>),
    /// The running game, whichever it is.
    Play,
    /// The history of finished games; leaving it goes back to `back`.
    History(Box<HistoryScreen>, Back),
    /// Table mode's host screen: the phones play the running game.
    Table,
    /// Another Trailpad already uses the data folder: this window only says
    /// so and touches nothing.
    FolderInUse(PathBuf),
}

/// Where leaving the history goes, with the message list of the screen
/// left: coming back shows it as it was.
enum Back {
    /// The start screen, as it was left.
    Start(Box<Wizard>, MessageLog),
    /// The running game.
    Play(MessageLog),
}

/// The desktop score pad.
pub struct TrailpadApp {
    styled: bool,
    /// The theme last applied to the context.
    theme_applied: Option<ThemeChoice>,
    /// The UI language (English unless set; `run` picks the remembered or
    /// the system's one).
    language: Language,
    /// Saved games and history (none in tests without a data folder).
    store: Option<GameStore>,
    start: StartList,
    screen: Screen,
    file_dialog: Option<FileDialog>,
    /// This process's hold on the data folder (one app per folder).
    instance_lock: Option<InstanceLock>,
    /// Islands offered by the wizard: the embedded ones plus valid user sheets.
    sheets: Vec<Arc<Sheet>>,
    /// User sheet files that were skipped, and why.
    skipped_sheets: Vec<String>,
    /// Every setting, in one place; written to `settings_file` when one is
    /// kept (none in tests without a data folder: the choices then last
    /// as long as the app).
    settings: Settings,
    settings_file: Option<PathBuf>,
    /// The game on screen (or left for the start screen or the history),
    /// of either kind.
    running: Option<Running>,
    /// Where closing the window stands (a question when the game's last
    /// changes could not be saved).
    closing: Closing,
    /// The message line of the screen shown (a new screen starts empty).
    messages: MessageLog,
    /// Table mode ("Play with phones"); see `app/table.rs`.
    table: table::TableSlot,
    /// The review screen, when open (over the screen it was opened from);
    /// see `app/tucana/review.rs`.
    review: Option<Box<review::ReviewSlot>>,
    /// How much work a review may do.
    review_budget: crate::games::tucana::coach::ReviewBudget,
    /// How much work the longer search a person asks for may do.
    deep_review_budget: crate::games::tucana::coach::ReviewBudget,
    /// The people who play, across games (see `app/players.rs`).
    players: crate::games::players::PlayerList,
    /// Where the player list is kept (none without a data folder, or when
    /// a damaged list could not be moved aside).
    players_file: Option<PathBuf>,
}

impl Default for TrailpadApp {
    fn default() -> Self {
        TrailpadApp::new()
    }
}

impl TrailpadApp {
    /// The app at its start: the new game form.
    pub fn new() -> TrailpadApp {
        TrailpadApp::with_islands(builtin_sheets().into_iter().map(Arc::new).collect())
    }

    /// The app at its start with the islands of `library` (embedded plus
    /// user sheets), as [`TrailpadApp::new`] then
    /// [`TrailpadApp::with_sheet_library`] would make it, without reading the
    /// embedded islands a second time: the library has them already.
    pub fn from_library(library: SheetLibrary) -> TrailpadApp {
        TrailpadApp::with_islands(Vec::new()).with_sheet_library(library)
    }

    /// The app at its start, offering `sheets`.
    fn with_islands(sheets: Vec<Arc<Sheet>>) -> TrailpadApp {
        TrailpadApp {
            styled: false,
            theme_applied: None,
            language: Language::English,
            store: None,
            start: StartList::default(),
            screen: Screen::Start(Box::new(Self::wizard_on(&sheets, &[]))),
            file_dialog: None,
            instance_lock: None,
            sheets,
            skipped_sheets: Vec::new(),
            settings: Settings::default(),
            settings_file: None,
            running: None,
            closing: Closing::default(),
            messages: MessageLog::default(),
            table: table::TableSlot::default(),
            review: None,
            review_budget: crate::games::tucana::coach::ReviewBudget::STANDARD,
            deep_review_budget: crate::games::tucana::coach::ReviewBudget::DEEP,
            players: crate::games::players::PlayerList::default(),
            players_file: None,
        }
    }

    /// Offers the islands of a sheet library (embedded plus user sheets);
    /// the wizard lists the user files that were skipped and why.
    pub fn with_sheet_library(mut self, library: SheetLibrary) -> TrailpadApp {
        self.sheets = library.sheets;
        // A flooded folder is reported by its first files and a count.
        let max = crate::store::MAX_REPORTED_SHEETS;
        let more = library.skipped.len().saturating_sub(max);
        self.skipped_sheets = library.skipped.into_iter().take(max).map(|s| s.reason.to_string()).collect();
        if more > 0 {
            let t = crate::i18n::Translator::shared(self.language);
            self.skipped_sheets
                .push(t.format("wizard-island-skipped-more", &[("count", (more as i64).into())]));
        }
        if let Screen::Start(wizard) = &mut self.screen {
            let library = SheetLibrary { sheets: self.sheets.clone(), skipped: Vec::new() };
            wizard.know_boards(&crate::games::Boards { islands: &library }, &self.skipped_sheets);
        }
        self
    }

    /// Remembers settings in `path` (window, zoom, names used before, the
    /// wizard's last choices); the wizard starts from the last game's choices.
    pub fn with_settings(self, path: PathBuf) -> TrailpadApp {
        let (settings, damaged) = Settings::load_keeping_damaged(&path);
        self.with_loaded_settings(path, settings, damaged)
    }

    /// Uses `settings`, already read from `path`; `damaged` says where an
    /// unreadable settings file was moved, and why. One that could not be
    /// moved stays where it is: the settings then live in memory only, so
    /// the user's file is never overwritten.
    fn with_loaded_settings(
        mut self,
        path: PathBuf,
        settings: Settings,
        damaged: Option<SettingsDamage>,
    ) -> TrailpadApp {
        let mut keep_file = true;
        if let Some(damage) = damaged {
            let reason = damage.reason.into();
            let text = match damage.moved_to {
                Some(moved) => self.text_args(
                    "settings-damaged",
                    &[("moved", moved.display().to_string().into()), ("reason", reason)],
                ),
                None => {
                    keep_file = false;
                    self.text_args(
                        "settings-damaged-left",
                        &[("path", path.display().to_string().into()), ("reason", reason)],
                    )
                }
            };
            self.say(MessageKind::Error, text);
        }
        self.settings = settings;
        self.settings_file = keep_file.then_some(path);
        if let Screen::Start(wizard) = &mut self.screen {
            Self::prepare_wizard(wizard, &self.settings, &self.players);
        }
        self
    }

    /// Says why there is no data folder: the games of this session are not
    /// kept.
    pub fn with_no_data_dir(mut self, e: &DataDirError) -> TrailpadApp {
        let text = match e {
            DataDirError::NoHome => self.text("data-dir-no-home"),
            DataDirError::RelativeHome(home) => {
                self.text_args("data-dir-relative-home", &[("home", home.display().to_string().into())])
            }
            DataDirError::MissingHome(home) => {
                self.text_args("data-dir-missing-home", &[("home", home.display().to_string().into())])
            }
        };
        self.say(MessageKind::Error, text);
        self
    }

    /// Speaks `language`.
    pub fn with_language(mut self, language: Language) -> TrailpadApp {
        self.language = language;
        self
    }

    /// The UI language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The settings in use, if they are kept in a file.
    pub fn settings(&self) -> Option<&Settings> {
        self.settings_file.as_ref().map(|_| &self.settings)
    }

    /// Whether the map's hit targets are enlarged for touch screens.
    pub fn large_targets(&self) -> bool {
        self.settings.large_targets
    }

    /// Enlarges (or not) the map's hit targets for touch screens; the
    /// choice is remembered in the settings.
    pub fn set_large_targets(&mut self, on: bool) {
        if self.settings.large_targets != on {
            self.settings.large_targets = on;
            self.save_settings();
        }
    }

    /// A new-game form whose forms know the islands installed (`sheets`)
    /// and the words of the island files skipped.
    fn wizard_on(sheets: &[Arc<Sheet>], skipped: &[String]) -> Wizard {
        let mut wizard = Wizard::new();
        let library = SheetLibrary { sheets: sheets.to_vec(), skipped: Vec::new() };
        wizard.know_boards(&crate::games::Boards { islands: &library }, skipped);
        wizard
    }

    fn prepare_wizard(wizard: &mut Wizard, settings: &Settings, players: &crate::games::players::PlayerList) {
        wizard.apply_choices(&settings.wizard);
        players::offer_names(wizard, settings, players);
    }

    /// Writes the settings; a failure is shown, never fatal.
    fn save_settings(&mut self) {
        // The window that found the folder taken leaves it all alone.
        if matches!(self.screen, Screen::FolderInUse(_)) {
            return;
        }
        let Some(path) = &self.settings_file else { return };
        if let Err(e) = self.settings.save(path) {
            let text = self.text_args("settings-save-failed", &[("reason", e.to_string().into())]);
            self.say(MessageKind::Error, text);
        }
    }

    /// Shows `message` on the message line.
    fn say(&mut self, kind: MessageKind, text: String) {
        self.messages.say(Message::new(kind, text));
    }

    /// Shows another screen, with a clean message line: what was said on
    /// one screen does not follow the player to the next.
    fn show_screen(&mut self, screen: Screen) {
        self.screen = screen;
        self.messages.clear();
    }

    /// A fresh start screen, prepared from the settings.
    fn new_start_screen(&self) -> Screen {
        let mut wizard = Self::wizard_on(&self.sheets, &self.skipped_sheets);
        Self::prepare_wizard(&mut wizard, &self.settings, &self.players);
        Screen::Start(Box::new(wizard))
    }

    /// Shows `running` as the running game. The game left is saved once
    /// more (in case its last save failed) and, if finished, moved to the
    /// history.
    fn start_running(&mut self, running: Running) {
        self.forget_empty_game();
        self.save();
        self.put_away_finished_game();
        // The start screen opens on the game played last.
        let kind = running.kind();
        self.running = Some(running);
        if self.settings.wizard.set_last_game(kind) {
            self.save_settings();
        }
        self.show_screen(Screen::Play);
    }

    /// Keeps games in the data folder `dir`: every change of the running
    /// game is saved in `games/`, the start screen lists unfinished games to
    /// resume, finished ones go to `history/`.
    /// If another Trailpad already uses the folder, this app touches
    /// nothing and says so (two windows would overwrite each other's moves).
    pub fn with_store(self, dir: DataDir) -> TrailpadApp {
        let lock = InstanceLock::acquire(&dir);
        self.with_locked_store(dir, lock)
    }

    /// [`TrailpadApp::with_store`] once the folder's lock was tried.
    fn with_locked_store(self, dir: DataDir, lock: Result<InstanceLock, LockError>) -> TrailpadApp {
        self.with_locked_store_read(dir, lock, None)
    }

    /// [`TrailpadApp::with_locked_store`], with the folder's listing
    /// already read ahead (see `app/startup.rs`) when there is one.
    fn with_locked_store_read(
        mut self,
        dir: DataDir,
        lock: Result<InstanceLock, LockError>,
        read: Option<(std::io::Result<Option<PathBuf>>, crate::store::Listed)>,
    ) -> TrailpadApp {
        match lock {
            Ok(lock) => self.instance_lock = Some(lock),
            Err(LockError::InUse) => {
                self.screen = Screen::FolderInUse(dir.root().to_path_buf());
                return self;
            }
            // A folder that cannot be locked (some network disks) is still
            // used; the user is told that two windows would be unsafe.
            Err(LockError::Io(e)) => {
                let text = self.text_args("lock-failed", &[("reason", self.io_words(&e).into())]);
                self.say(MessageKind::Error, text);
            }
        }
        self.load_players(&dir);
        self.store = Some(GameStore::new(dir));
        match read {
            Some((legacy, listed)) => {
                self.report_legacy_save(legacy);
                self.take_start_list(listed);
            }
            None => {
                self.adopt_legacy_save();
                self.refresh_start_list();
            }
        }
        self
    }

    /// The data folder another Trailpad already uses, if this app found
    /// its folder taken.
    pub fn folder_in_use(&self) -> Option<&Path> {
        match &self.screen {
            Screen::FolderInUse(folder) => Some(folder),
            _ => None,
        }
    }

    /// The file the running game is saved in.
    pub fn game_file(&self) -> Option<&Path> {
        self.running.as_deref().and_then(|r| r.file())
    }

    /// Whether the history screen is open.
    pub fn history_open(&self) -> bool {
        matches!(self.screen, Screen::History(..))
    }

    fn history(&self) -> Option<&HistoryScreen> {
        match &self.screen {
            Screen::History(h, _) => Some(h),
            _ => None,
        }
    }

    fn history_mut(&mut self) -> Option<&mut HistoryScreen> {
        match &mut self.screen {
            Screen::History(h, _) => Some(h),
            _ => None,
        }
    }

    /// Shows the history screen `history` (or refreshes the one shown,
    /// keeping where it goes back to).
    fn show_history(&mut self, history: HistoryScreen) {
        let screen = std::mem::replace(&mut self.screen, Screen::Play);
        let back = match screen {
            Screen::History(_, back) => {
                // Refreshing the history shown keeps its message line.
                self.screen = Screen::History(Box::new(history), back);
                return;
            }
            Screen::Start(wizard) => Back::Start(wizard, std::mem::take(&mut self.messages)),
            Screen::Play | Screen::Table | Screen::FolderInUse(_) => {
                Back::Play(std::mem::take(&mut self.messages))
            }
        };
        self.show_screen(Screen::History(Box::new(history), back));
    }

    /// Leaves the history for the screen it was opened from.
    fn leave_history(&mut self) {
        let screen = std::mem::replace(&mut self.screen, Screen::Play);
        let (next, messages) = match screen {
            Screen::History(_, Back::Start(wizard, messages)) => (Screen::Start(wizard), Some(messages)),
            Screen::History(_, Back::Play(messages)) if self.running.is_some() => {
                (Screen::Play, Some(messages))
            }
            Screen::History(..) => (self.new_start_screen(), None),
            other => (other, None),
        };
        self.show_screen(next);
        if let Some(messages) = messages {
            self.messages = messages;
        }
    }

    /// A message in the UI's language.
    fn text(&self, key: &str) -> String {
        Translator::shared(self.language).text(key)
    }

    /// A message with arguments in the UI's language.
    fn text_args(&self, key: &str, args: &[(&str, crate::i18n::Arg<'_>)]) -> String {
        Translator::shared(self.language).format(key, args)
    }

    /// The message on the message line.
    pub fn message(&self) -> Option<&Message> {
        self.messages.current()
    }

    /// Draws one frame into `ui` and applies what was asked.
    pub fn show(&mut self, ui: &mut Ui) {
        crate::ui::lang::set_language(ui.ctx(), self.language);
        crate::ui::bgstats::set_people(ui.ctx(), &self.players);
        self.style(ui.ctx());
        if let Screen::FolderInUse(folder) = &self.screen {
            folder_in_use_ui(ui, folder);
            return;
        }
        self.track_window(ui.ctx());
        self.watch_close(ui.ctx());
        self.sync_table_game();
        self.poll_hint(ui.ctx());
        if self.table.is_running() {
            // The phones' moves appear by themselves on every screen.
            ui.ctx().request_repaint_after(table::REPAINT);
        }
        let mut intents: Vec<Intent> = Vec::new();
        let reviewing = self.review_frame(ui, &mut intents);
        match &mut self.screen {
            _ if reviewing => {}
            Screen::FolderInUse(_) => {}
            Screen::History(history, _) => {
                screen_message_ui(ui, &self.messages);
                if let Some(i) = history_ui(ui, history, SystemTime::now()) {
                    intents.push(Intent::History(i));
                }
            }
            Screen::Start(wizard) => {
                let screen = StartScreen {
                    games: self.store.is_some().then(|| self.start.shown()),
                    can_go_back: self.running.is_some(),
                    messages: &self.messages,
                    now: SystemTime::now(),
                };
                intents.extend(start_ui(ui, &screen, wizard).map(Intent::from));
            }
            Screen::Table => intents.extend(self.table_screen_ui(ui)),
            Screen::Play => match &mut self.running {
                Some(running) => {
                    let frame = running::PlayFrame {
                        messages: &self.messages,
                        large_targets: self.settings.large_targets,
                        phones: self.table.is_running(),
                    };
                    intents.extend(running.play_ui(ui, &frame));
                }
                // No game to show (it was deleted or put away): the start
                // screen takes its place from the next frame.
                None => self.screen = self.new_start_screen(),
            },
        }
        if let Closing::Asking(reason) = &self.closing
            && self.file_dialog.is_none()
            && let Some(i) = close_ui(ui, reason)
        {
            intents.push(Intent::Close(i));
        }
        if let Some(dialog) = &mut self.file_dialog {
            // The folder is read here, by the store; the dialog only draws.
            dialog.refresh_listing(|typed| {
                let (folder, files) = crate::store::records_near(typed);
                crate::ui::file_dialog::FolderListing { folder, files }
            });
        }
        if let Some(dialog) = &mut self.file_dialog
            && let Some(i) = file_dialog_ui(ui, dialog)
        {
            intents.push(Intent::File(i));
        }
        for intent in intents {
            self.apply(intent);
        }
        if self.closing == Closing::Confirmed {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    /// Applies the theme and the remembered zoom to `ctx` before its first
    /// frame (the window's creation does), so that frame is drawn in them:
    /// applied during a frame, they show from the next one.
    pub fn style_context(&mut self, ctx: &egui::Context) {
        self.style(ctx);
    }

    /// The theme and the remembered zoom, applied once (the theme again
    /// whenever it is changed).
    fn style(&mut self, ctx: &egui::Context) {
        if !self.styled {
            theme::apply(ctx);
            if let Some(zoom) = self.settings().and_then(|s| s.zoom).filter(|z| (0.5..=3.0).contains(z)) {
                ctx.set_zoom_factor(zoom);
            }
            self.styled = true;
        }
        let choice = self.settings.theme;
        if self.theme_applied != Some(choice) {
            ctx.set_theme(match choice {
                ThemeChoice::System => egui::ThemePreference::System,
                ThemeChoice::Light => egui::ThemePreference::Light,
                ThemeChoice::Dark => egui::ThemePreference::Dark,
            });
            self.theme_applied = Some(choice);
        }
    }

    /// Keeps the window's size, place and zoom in the settings (cheap,
    /// every frame; written at exit).
    fn track_window(&mut self, ctx: &egui::Context) {
        let (inner, outer) = ctx.input(|i| (i.viewport().inner_rect, i.viewport().outer_rect));
        // Viewport rects are in zoomed points; the window is opened in
        // unzoomed ones.
        let zoom = ctx.zoom_factor();
        let settings = &mut self.settings;
        if let Some(r) = inner {
            settings.window_size = Some((r.width() * zoom, r.height() * zoom));
        }
        if let Some(r) = outer {
            settings.window_pos = Some((r.min.x * zoom, r.min.y * zoom));
        }
        settings.zoom = Some(zoom);
    }

    /// Applies one intent. Every intent is handled here, by kind: an intent
    /// added without a handler does not compile.
    pub fn apply(&mut self, intent: Intent) {
        match intent {
            Intent::Menu(i) => self.apply_menu(i),
            Intent::Settings(i) => self.apply_settings(i),
            Intent::Wizard(i) => self.apply_wizard(i),
            Intent::Games(i) => self.apply_saved_games(i),
            Intent::History(i) => self.apply_history(i),
            Intent::File(i) => self.apply_file_dialog(i),
            Intent::Close(i) => self.apply_close(i),
            Intent::TableHost(i) => self.apply_table_host(i),
            Intent::GameEnd(i) => self.apply_game_end(i),
            Intent::OwnGame(i) => self.apply_own_game(i),
        }
    }

    /// Follows up what a game's own play screen did to its game, the same
    /// way for every game.
    fn apply_own_game(&mut self, intent: crate::ui::own_game::OwnGameIntent) {
        use crate::ui::own_game::OwnGameIntent;
        match intent {
            OwnGameIntent::Changed(words) => {
                self.say(MessageKind::News, words);
                self.save();
            }
            OwnGameIntent::Refused(words) => self.say(MessageKind::Error, words),
            OwnGameIntent::Leave => self.leave_for_start(),
            OwnGameIntent::Asked(asked) => running::apply_asked(self, &asked),
        }
    }

    /// Leaves the running game for the start screen: it stays saved, and
    /// an ended one moves to the history as the list is read. One whose
    /// last save failed stays open (Back returns to it, and closing the
    /// window asks about it); an empty one its game forgets is closed.
    fn leave_for_start(&mut self) {
        // A place or note too long to keep holds the game open (Back
        // returns to it, as typed).
        let kept = self.keep_end_texts();
        if kept.is_ok() && (self.forget_empty_game() || self.save()) {
            self.running = None;
        }
        let start = self.new_start_screen();
        self.show_screen(start);
        self.refresh_start_list();
        if let Err(reason) = kept {
            self.say(MessageKind::Error, reason);
        }
    }

    /// The running game, left with nothing entered, is not kept when its
    /// game says so ([`running::AppGame::FORGET_EMPTY`]: every game but
    /// Tucana): its file leaves `games/`, so the start screen does not
    /// list it as unfinished forever, and the game is closed. A game with
    /// an entry is never touched. Returns whether it was closed.
    fn forget_empty_game(&mut self) -> bool {
        let Some(running) = self.running.as_deref() else { return false };
        if !running.forgotten_when_left() {
            return false;
        }
        if let (Some(store), Some(path)) = (&self.store, running.file())
            && path.starts_with(store.data_dir().games())
            && path.exists()
            && let Err(e) = store.delete(path)
        {
            let text = self.text_args("games-delete-failed", &[("reason", self.io_words(&e).into())]);
            self.say(MessageKind::Error, text);
            return false;
        }
        self.running = None;
        true
    }

    /// Starts the game set up in the chosen game's own form, whichever
    /// game it is: its record of the set-up, replayed by its game, opened
    /// and saved in a new file.
    pub(super) fn begin_own_game(&mut self) {
        let library = self.library();
        let Screen::Start(wizard) = &mut self.screen else { return };
        let t = Translator::shared(self.language);
        let Some(form) = wizard.own_form() else { return };
        let begun = form.begin(&t).and_then(|mut record| {
            record.set_played_at(Some(crate::games::date::seconds_of(SystemTime::now())));
            running::replay(record, &library, &t)
        });
        match begun {
            Ok(loaded) => {
                self.settings.wizard = wizard.choices();
                let title = t.game_name(wizard.game);
                let file = self.new_game_file();
                self.start_running(loaded.into_running(file));
                self.save_settings();
                self.say(MessageKind::News, t.format("games-new-any", &[("game", title.into())]));
                self.save();
            }
            Err(e) => wizard.error = Some(e),
        }
    }

    fn apply_menu(&mut self, intent: MenuIntent) {
        // Leaving the game leaves the table: the game comes back first.
        // Exports take the table's game as it is and keep the phones playing.
        let leaves = match intent {
            MenuIntent::OpenWizard | MenuIntent::OpenHistory | MenuIntent::Import => true,
            MenuIntent::PlayWithPhones | MenuIntent::ExportRecord | MenuIntent::ExportPng => false,
        };
        if leaves {
            self.stop_table();
        }
        self.sync_table_game();
        match intent {
            MenuIntent::PlayWithPhones => self.start_table(),
            MenuIntent::OpenWizard => {
                self.refresh_start_list();
                let start = self.new_start_screen();
                self.show_screen(start);
                self.put_away_finished_game();
            }
            MenuIntent::OpenHistory => {
                // The history lists the game just finished as typed.
                let _ = self.keep_end_texts();
                self.open_history();
            }
            MenuIntent::ExportRecord => self.open_export_record(),
            MenuIntent::ExportPng => self.open_export_png(),
            MenuIntent::Import => self.open_import(),
        }
    }

    fn apply_settings(&mut self, intent: SettingsIntent) {
        match intent {
            SettingsIntent::SetLanguage(language) => {
                let changed = language != self.language;
                self.language = language;
                self.settings.language = Some(language.code().to_string());
                self.save_settings();
                // The message line speaks the new language at once: the
                // last message, in the old one, stood there until the next.
                if changed {
                    let t = Translator::shared(language);
                    let said = t.format("language-changed", &[("language", language.native_name().into())]);
                    self.say(MessageKind::News, said);
                }
            }
            SettingsIntent::SetTheme(choice) => {
                self.settings.theme = choice;
                self.theme_applied = None;
                self.save_settings();
            }
            SettingsIntent::LargeTargets(on) => self.set_large_targets(on),
        }
    }

    fn apply_wizard(&mut self, intent: WizardIntent) {
        let Screen::Start(wizard) = &mut self.screen else { return };
        match intent {
            WizardIntent::Back => {
                if self.running.is_some() {
                    self.show_screen(Screen::Play);
                }
            }
            // Each game starts from its own form, its quick game too.
            WizardIntent::Begin => {
                let kind = wizard.game;
                running::begin_from_form(self, kind);
            }
        }
    }
}

/// A seed from the system clock, for the app's deck and its draws.
fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0x5EED, |d| d.as_nanos() as u64)
}

impl eframe::App for TrailpadApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        theme::clear_colour(visuals)
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // The phones' game first, so that what is saved is the table's.
        self.stop_table();
        // What was typed on the final scores, then once more, in case the
        // last change could not be saved.
        let _ = self.keep_end_texts();
        self.save();
        self.put_away_finished_game();
        self.save_settings();
    }
}

/// The language the app starts in: `TRAILPAD_LANG` if set, else the one
/// chosen in the settings, else the system's locale (first start), else
/// English.
pub fn starting_language(env: Option<Language>, remembered: Option<&str>, system: Option<&str>) -> Language {
    env.or_else(|| remembered.and_then(Language::from_locale))
        .or_else(|| system.and_then(Language::from_locale))
        .unwrap_or_default()
}

/// The data folder's lock, whether another app holds it, and the settings
/// read once (with the damaged file, if any). The lock comes first: a
/// second window reads nothing and moves nothing.
fn open_data_dir(
    data: Option<&DataDir>,
) -> (Option<Result<InstanceLock, LockError>>, bool, Settings, Option<SettingsDamage>) {
    let lock = data.map(InstanceLock::acquire);
    let in_use = matches!(lock, Some(Err(LockError::InUse)));
    let (settings, damaged) = match data {
        Some(d) if !in_use => Settings::load_keeping_damaged(&d.settings()),
        _ => (Settings::default(), None),
    };
    (lock, in_use, settings, damaged)
}

/// Opens the desktop score pad.
pub fn run() -> anyhow::Result<()> {
    run_wrapped(|app| Box::new(app))
}

/// Opens the desktop score pad exactly as [`run`] does, with the app
/// handed to `wrap` once it is built: `examples/first_frame.rs` times the
/// real start-up path to the first painted frame this way.
pub fn run_wrapped(wrap: impl FnOnce(TrailpadApp) -> Box<dyn eframe::App> + 'static) -> anyhow::Result<()> {
    run_timed(|app, _| wrap(app))
}

/// When each stage of [`run`]'s start-up ended, for
/// `examples/first_frame.rs` to say where the time to the first frame goes.
#[derive(Debug, Clone, Copy)]
pub struct StartupTimes {
    /// [`run_timed`] was entered.
    pub began: std::time::Instant,
    /// The data folder was located, locked and its settings read.
    pub folder_opened: std::time::Instant,
    /// eframe made the window and its GL context and asked for the app.
    pub window_made: std::time::Instant,
    /// The read-ahead (user sheets, saved games) was waited for.
    pub read_ahead_joined: std::time::Instant,
    /// The app was built, ready for its first frame.
    pub app_built: std::time::Instant,
}

/// [`run_wrapped`], also handing `wrap` when each start-up stage ended.
pub fn run_timed(
    wrap: impl FnOnce(TrailpadApp, StartupTimes) -> Box<dyn eframe::App> + 'static,
) -> anyhow::Result<()> {
    let began = std::time::Instant::now();
    let located = DataDir::locate();
    let data = located.as_ref().ok().cloned();
    let (lock, in_use, settings, damaged) = open_data_dir(data.as_ref());
    let size =
        settings.window_size.filter(|(w, h)| *w >= 800.0 && *h >= 560.0).map(|(w, h)| egui::vec2(w, h));
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Trailpad")
        .with_inner_size(size.unwrap_or(theme::WINDOW_SIZE))
        .with_min_inner_size([800.0, 560.0]);
    if let Some((x, y)) = settings.window_pos.filter(|(x, y)| *x >= 0.0 && *y >= 0.0) {
        viewport = viewport.with_position([x, y]);
    }
    let options = eframe::NativeOptions { viewport, ..Default::default() };
    // Trailpad's own reading of the folder overlaps the window's creation
    // (only for a folder this process holds, and never for a demo).
    let demo = std::env::var_os(demo::DEMO_ENV).is_some();
    let reading = match (&data, &lock) {
        (Some(d), Some(_)) if !in_use && !demo => Some(startup::read_ahead(d.clone())),
        _ => None,
    };
    let folder_opened = std::time::Instant::now();
    eframe::run_native(
        "Trailpad",
        options,
        Box::new(move |cc| {
            let window_made = std::time::Instant::now();
            let mut read_ahead_joined = window_made;
            // TRAILPAD_LANG (en, fr, ru) overrides the remembered language,
            // else the system's (screenshots in every language, trying one out).
            let env_language = std::env::var("TRAILPAD_LANG").ok().and_then(|l| Language::from_locale(&l));
            let app = match demo::app_from_env(env_language.unwrap_or_default()) {
                Some(demo) => demo,
                None => {
                    let read = reading.and_then(startup::Reading::finish);
                    read_ahead_joined = std::time::Instant::now();
                    let (library, listing) = match read {
                        Some(read) => (read.library, Some((read.legacy, read.listed))),
                        None => (load_user_sheets(data.as_ref().map(DataDir::sheets).as_deref()), None),
                    };
                    let system = sys_locale::get_locale();
                    let language =
                        starting_language(env_language, settings.language.as_deref(), system.as_deref());
                    // The language first: a damaged settings file is
                    // reported in that language.
                    let app = TrailpadApp::from_library(library).with_language(language);
                    match (data, lock) {
                        (Some(d), Some(lock)) => {
                            let app = if in_use {
                                app
                            } else {
                                app.with_loaded_settings(d.settings(), settings, damaged)
                            };
                            app.with_locked_store_read(d, lock, listing)
                        }
                        _ => match &located {
                            Err(e) => app.with_no_data_dir(e),
                            Ok(_) => app,
                        },
                    }
                }
            };
            let mut app = app;
            app.style_context(&cc.egui_ctx);
            let times = StartupTimes {
                began,
                folder_opened,
                window_made,
                read_ahead_joined,
                app_built: std::time::Instant::now(),
            };
            Ok(wrap(app, times))
        }),
    )
    .map_err(|e| anyhow::anyhow!("the window could not be opened: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_start_follows_the_system_then_the_choice_sticks() {
        assert_eq!(starting_language(None, None, Some("fr_FR.UTF-8")), Language::French);
        assert_eq!(starting_language(None, None, Some("de-DE")), Language::English);
        assert_eq!(starting_language(None, None, None), Language::English);
        assert_eq!(starting_language(None, Some("ru"), Some("fr-FR")), Language::Russian);
        assert_eq!(starting_language(Some(Language::English), Some("ru"), Some("fr-FR")), Language::English);
    }

    #[test]
    fn a_second_window_checks_the_lock_before_reading_anything() {
        let root = std::env::temp_dir().join(format!("trailpad-second-window-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).unwrap();
        std::fs::write(root.join("settings.ron"), "garbage").unwrap();
        let dir = DataDir::at(&root);
        let first = InstanceLock::acquire(&dir).expect("the first app");
        let (lock, in_use, settings, damaged) = open_data_dir(Some(&dir));
        assert!(in_use && matches!(lock, Some(Err(LockError::InUse))));
        assert_eq!((settings, damaged), (Settings::default(), None));
        assert_eq!(std::fs::read_to_string(root.join("settings.ron")).unwrap(), "garbage", "not moved");
        assert!(!root.join("damaged").exists());
        drop(first);
        let (_lock, in_use, _, damaged) = open_data_dir(Some(&dir));
        assert!(!in_use && damaged.is_some_and(|d| d.moved_to.is_some()), "the only app moves it aside");
        let _ = std::fs::remove_dir_all(&root);
    }
}
