//! The eframe desktop app: the new game wizard and the play screen. Each
//! frame the `*_ui` functions of [`crate::ui`] draw and return intents; the
//! app applies them to the [`GameLog`] at the end of the frame.

use crate::i18n::{Language, Translator};
use crate::record::GameLog;
use crate::rules::{Action, Setup};
use crate::sheet::library::{SheetLibrary, load_user_sheets};
use crate::sheet::{Card, Coord, Letter, Sheet, builtin_sheets};
use crate::store::{DataDir, GameStore, InstanceLock, LockError, Settings, ThemeChoice};
use crate::ui::file_dialog::{FileDialog, FileDialogIntent, file_dialog_ui};
use crate::ui::history::{HistoryIntent, HistoryScreen, history_ui};
use crate::ui::map::MapView;
use crate::ui::play_apply::{apply_play, first_seat};
use crate::ui::saved_games::{SavedGamesIntent, saved_games_ui};
use crate::ui::settings_menu::settings_menu_ui;
use crate::ui::theme;
use crate::ui::wizard::{Wizard, WizardIntent, wizard_ui};
use egui::Ui;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::SystemTime;

mod games;
use games::StartList;

/// One thing asked for during a frame.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Apply a game action.
    Act(Action),
    /// Draw a trail (regular or bonus, whichever is due) between two hexes.
    Trail(Coord, Coord),
    /// A card was picked in the cards bar.
    PickCard(Card),
    /// Forget the first card picked.
    ClearCard,
    /// Reveal the app deck's next two cards.
    RevealNext,
    /// Take back the last action.
    Undo,
    /// Re-apply the last undone action.
    Redo,
    /// Show another sheet.
    ShowSeat(u8),
    /// A hint for the status line.
    Hint(String),
    /// Show or hide the scores of all sheets.
    ShowScores(bool),
    /// Open the new game wizard.
    OpenWizard,
    /// Turn "larger map targets" (for touch screens) on or off.
    LargeTargets(bool),
    /// Act on the wizard.
    Wizard(WizardIntent),
    /// Act on the start screen's list of unfinished games.
    Games(SavedGamesIntent),
    /// Open the history of finished games.
    OpenHistory,
    /// Act on the history screen.
    History(HistoryIntent),
    /// Export the running game's record to a file.
    ExportRecord,
    /// Export the shown sheet as a PNG picture.
    ExportPng,
    /// Import a game record from a file.
    Import,
    /// Act on the file dialog.
    File(FileDialogIntent),
    /// Speak another language (remembered).
    SetLanguage(Language),
    /// Use another theme (remembered).
    SetTheme(ThemeChoice),
}

/// The kind of the message in the status line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageKind {
    /// A refusal or bad input.
    Error,
    /// A hint about what to do.
    Hint,
    /// Something that just happened.
    News,
}

/// The running game and how it is shown.
pub struct Play {
    /// The game and its record.
    pub log: GameLog,
    /// The seat whose sheet is shown.
    pub seat: u8,
    /// The first of two cards entered by hand.
    pub pending_card: Option<Card>,
    /// Zoom, pan and the picked hex.
    pub view: MapView,
    /// Whether the scores of all sheets are shown instead of the map.
    pub show_scores: bool,
    /// Letters ticked for a solo reshuffle with real cards.
    pub reshuffle_kept: Vec<Letter>,
    /// The file the game is saved in after every change (none in tests
    /// without a data folder).
    pub file: Option<PathBuf>,
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
    history: Option<HistoryScreen>,
    file_dialog: Option<FileDialog>,
    /// This process's hold on the data folder (one app per folder).
    instance_lock: Option<InstanceLock>,
    /// The data folder another Trailpad already uses: this window then only
    /// says so, and never touches the games.
    folder_in_use: Option<PathBuf>,
    /// Islands offered by the wizard: the embedded ones plus valid user sheets.
    sheets: Vec<Arc<Sheet>>,
    /// User sheet files that were skipped, and why.
    skipped_sheets: Vec<String>,
    /// Settings that stick, and the file they live in (none in tests).
    settings: Option<(PathBuf, Settings)>,
    /// Larger map targets for touch screens (kept here too, so it works
    /// without a settings file, e.g. in tests).
    large_targets: bool,
    /// The theme (kept here too, so choosing one works without a settings
    /// file).
    theme: ThemeChoice,
    play: Option<Play>,
    wizard: Option<Wizard>,
    message: Option<(MessageKind, String)>,
    news: VecDeque<String>,
}

impl Default for TrailpadApp {
    fn default() -> Self {
        TrailpadApp::new()
    }
}

impl TrailpadApp {
    /// The app at its start: the new game wizard.
    pub fn new() -> TrailpadApp {
        let sheets: Vec<Arc<Sheet>> = builtin_sheets().into_iter().map(Arc::new).collect();
        TrailpadApp {
            styled: false,
            theme_applied: None,
            language: Language::English,
            store: None,
            start: StartList::default(),
            history: None,
            file_dialog: None,
            instance_lock: None,
            folder_in_use: None,
            wizard: Some(Wizard::new(sheets.clone())),
            sheets,
            skipped_sheets: Vec::new(),
            settings: None,
            large_targets: false,
            theme: ThemeChoice::default(),
            play: None,
            message: None,
            news: VecDeque::new(),
        }
    }

    /// The app playing a game already under way (for tests and demos).
    pub fn with_game(log: GameLog) -> TrailpadApp {
        let seat = first_seat(&log);
        let mut app = TrailpadApp::new();
        app.wizard = None;
        app.play = Some(Play {
            log,
            seat,
            pending_card: None,
            view: MapView::default(),
            show_scores: false,
            reshuffle_kept: Vec::new(),
            file: None,
        });
        app
    }

    /// Offers the islands of a sheet library (embedded plus user sheets);
    /// the wizard lists the user files that were skipped and why.
    pub fn with_sheet_library(mut self, library: SheetLibrary) -> TrailpadApp {
        self.sheets = library.sheets.into_iter().map(Arc::new).collect();
        self.skipped_sheets = library.skipped.into_iter().map(|s| s.reason).collect();
        if let Some(wizard) = &mut self.wizard {
            wizard.sheets = self.sheets.clone();
            wizard.sheet = 0;
            wizard.skipped_sheets = self.skipped_sheets.clone();
        }
        self
    }

    /// Remembers settings in `path` (window, zoom, names used before, the
    /// wizard's last choices); the wizard starts from the last game's choices.
    pub fn with_settings(mut self, path: PathBuf) -> TrailpadApp {
        let (settings, damaged) = Settings::load_keeping_damaged(&path);
        if let Some((moved, reason)) = damaged {
            let text = self.text_args(
                "settings-damaged",
                &[("moved", moved.display().to_string().into()), ("reason", reason.into())],
            );
            self.message = Some((MessageKind::Error, text));
        }
        self.large_targets = settings.large_targets;
        self.theme = settings.theme;
        self.settings = Some((path, settings));
        if let Some(wizard) = &mut self.wizard {
            Self::prepare_wizard(wizard, self.settings.as_ref().map(|(_, s)| s));
        }
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

    /// The settings in use, if they are kept.
    pub fn settings(&self) -> Option<&Settings> {
        self.settings.as_ref().map(|(_, s)| s)
    }

    /// Whether the map's hit targets are enlarged for touch screens.
    pub fn large_targets(&self) -> bool {
        self.large_targets
    }

    /// Enlarges (or not) the map's hit targets for touch screens; the
    /// choice is remembered in the settings.
    pub fn set_large_targets(&mut self, on: bool) {
        self.large_targets = on;
        if let Some(play) = &mut self.play {
            play.view.large_targets = on;
        }
        if let Some((_, settings)) = &mut self.settings
            && settings.large_targets != on
        {
            settings.large_targets = on;
            self.save_settings();
        }
    }

    fn prepare_wizard(wizard: &mut Wizard, settings: Option<&Settings>) {
        if let Some(s) = settings {
            wizard.apply_choices(&s.wizard);
            wizard.known_names = s.known_names.clone();
        }
    }

    /// Writes the settings; a failure is shown, never fatal.
    fn save_settings(&mut self) {
        // The window that found the folder taken leaves it all alone.
        if self.folder_in_use.is_some() {
            return;
        }
        let Some((path, settings)) = &self.settings else { return };
        if let Err(e) = settings.save(path) {
            let text = self.text_args("settings-save-failed", &[("reason", e.to_string().into())]);
            self.message = Some((MessageKind::Error, text));
        }
    }

    /// Starts playing a game saved in `file`, keeping the app's settings,
    /// store and islands. The game left is saved once more (in case its
    /// last save failed) and, if finished, moved to the history.
    fn start_play(&mut self, log: GameLog, file: Option<PathBuf>) {
        self.save();
        self.put_away_finished_game();
        let seat = first_seat(&log);
        self.play = Some(Play {
            log,
            seat,
            pending_card: None,
            view: MapView { large_targets: self.large_targets, ..MapView::default() },
            show_scores: false,
            reshuffle_kept: Vec::new(),
            file,
        });
        self.wizard = None;
        self.history = None;
        self.message = None;
        self.news.clear();
    }

    /// Keeps games in the data folder `dir`: every change of the running
    /// game is saved in `games/`, the start screen lists unfinished games to
    /// resume, finished ones go to `history/`.
    /// If another Trailpad already uses the folder, this app touches
    /// nothing and says so (two windows would overwrite each other's moves).
    pub fn with_store(mut self, dir: DataDir) -> TrailpadApp {
        match InstanceLock::acquire(&dir) {
            Ok(lock) => self.instance_lock = Some(lock),
            Err(LockError::InUse) => {
                self.folder_in_use = Some(dir.root().to_path_buf());
                return self;
            }
            // A folder that cannot be locked (some network disks) is still
            // used; the user is told that two windows would be unsafe.
            Err(LockError::Io(e)) => {
                let text = self.text_args("lock-failed", &[("reason", self.io_words(&e).into())]);
                self.message = Some((MessageKind::Error, text));
            }
        }
        self.store = Some(GameStore::new(dir));
        self.adopt_legacy_save();
        self.refresh_start_list();
        self
    }

    /// The data folder another Trailpad already uses, if this app found
    /// its folder taken.
    pub fn folder_in_use(&self) -> Option<&std::path::Path> {
        self.folder_in_use.as_deref()
    }

    /// The file the running game is saved in.
    pub fn game_file(&self) -> Option<&std::path::Path> {
        self.play.as_ref().and_then(|p| p.file.as_deref())
    }

    /// Whether the history screen is open.
    pub fn history_open(&self) -> bool {
        self.history.is_some()
    }

    /// A message in the UI's language.
    fn text(&self, key: &str) -> String {
        Translator::shared(self.language).text(key)
    }

    /// A message with arguments in the UI's language.
    fn text_args(&self, key: &str, args: &[(&str, crate::i18n::Arg<'_>)]) -> String {
        Translator::shared(self.language).format(key, args)
    }

    /// The running game, if any.
    pub fn play(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    /// The game log, if a game runs.
    pub fn log(&self) -> Option<&GameLog> {
        self.play.as_ref().map(|p| &p.log)
    }

    /// The message in the status line.
    pub fn message(&self) -> Option<&(MessageKind, String)> {
        self.message.as_ref()
    }

    /// Draws one frame into `ui` and applies what was asked.
    pub fn show(&mut self, ui: &mut Ui) {
        crate::ui::lang::set_language(ui.ctx(), self.language);
        if !self.styled {
            theme::apply(ui.ctx());
            if let Some(zoom) = self.settings().and_then(|s| s.zoom).filter(|z| (0.5..=3.0).contains(z)) {
                ui.ctx().set_zoom_factor(zoom);
            }
            self.styled = true;
        }
        let choice = self.theme_choice();
        if self.theme_applied != Some(choice) {
            ui.ctx().set_theme(match choice {
                ThemeChoice::System => egui::ThemePreference::System,
                ThemeChoice::Light => egui::ThemePreference::Light,
                ThemeChoice::Dark => egui::ThemePreference::Dark,
            });
            self.theme_applied = Some(choice);
        }
        if let Some((_, settings)) = &mut self.settings {
            // Kept up to date every frame (cheap), written once at exit.
            let (inner, outer) = ui.ctx().input(|i| (i.viewport().inner_rect, i.viewport().outer_rect));
            // Viewport rects are in zoomed points; the window is opened in
            // unzoomed ones.
            let zoom = ui.ctx().zoom_factor();
            if let Some(r) = inner {
                settings.window_size = Some((r.width() * zoom, r.height() * zoom));
            }
            if let Some(r) = outer {
                settings.window_pos = Some((r.min.x * zoom, r.min.y * zoom));
            }
            settings.zoom = Some(zoom);
        }
        if let Some(folder) = &self.folder_in_use {
            folder_in_use_ui(ui, folder);
            return;
        }
        let mut intents = Vec::new();
        if self.play.is_none() || self.wizard.is_some() || self.history.is_some() {
            // The play screen has its own message line; the others share one.
            screen_message_ui(ui, self.message.as_ref());
        }
        if let Some(history) = &mut self.history {
            if let Some(i) = history_ui(ui, history, SystemTime::now()) {
                intents.push(Intent::History(i));
            }
        } else if self.wizard.is_some() {
            egui::Panel::top("start-bar").show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.heading("Trailpad");
                    ui.separator();
                    settings_menu_ui(ui, None, &mut intents);
                });
            });
            if self.store.is_some() {
                egui::Panel::left("saved-games").exact_size(theme::GAMES_WIDTH).resizable(false).show(
                    ui,
                    |ui| {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            let start = &self.start;
                            if let Some(i) = saved_games_ui(
                                ui,
                                &start.games,
                                &start.damaged,
                                start.confirm_delete.as_deref(),
                                SystemTime::now(),
                            ) {
                                intents.push(Intent::Games(i));
                            }
                        });
                    },
                );
            }
            let can_go_back = self.play.is_some();
            egui::CentralPanel::default().show(ui, |ui| {
                let Some(wizard) = &mut self.wizard else { return };
                if let Some(i) = wizard_ui(ui, wizard, can_go_back) {
                    intents.push(Intent::Wizard(i));
                }
            });
        } else if let Some(play) = &mut self.play {
            play.view.large_targets = self.large_targets;
            crate::ui::play::play_ui(ui, play, self.message.as_ref(), &self.news, &mut intents);
        }
        if let Some(dialog) = &mut self.file_dialog
            && let Some(i) = file_dialog_ui(ui, dialog)
        {
            intents.push(Intent::File(i));
        }
        for intent in intents {
            self.apply(intent);
        }
    }

    /// The theme chosen (the settings' one, the system's by default).
    fn theme_choice(&self) -> ThemeChoice {
        self.theme
    }

    /// Applies one intent.
    pub fn apply(&mut self, intent: Intent) {
        match intent {
            Intent::Wizard(w) => self.apply_wizard(w),
            Intent::Games(i) => self.apply_saved_games(i),
            Intent::OpenHistory => self.open_history(),
            Intent::History(i) => self.apply_history(i),
            Intent::ExportRecord => self.open_export_record(),
            Intent::ExportPng => self.open_export_png(),
            Intent::Import => self.open_import(),
            Intent::File(i) => self.apply_file_dialog(i),
            Intent::SetLanguage(language) => {
                self.language = language;
                if let Some((_, settings)) = &mut self.settings {
                    settings.language = Some(language.code().to_string());
                }
                self.save_settings();
            }
            Intent::SetTheme(choice) => {
                self.theme = choice;
                if let Some((_, settings)) = &mut self.settings {
                    settings.theme = choice;
                }
                self.theme_applied = None;
                self.save_settings();
            }
            Intent::LargeTargets(on) => self.set_large_targets(on),
            Intent::OpenWizard => {
                self.put_away_finished_game();
                self.refresh_start_list();
                let mut wizard = Wizard::new(self.sheets.clone());
                wizard.skipped_sheets = self.skipped_sheets.clone();
                Self::prepare_wizard(&mut wizard, self.settings());
                self.wizard = Some(wizard);
            }
            other => {
                let Some(play) = &mut self.play else { return };
                let before = (play.log.record().actions.len(), play.log.can_redo());
                let translator = crate::i18n::Translator::shared(self.language);
                if let Some((kind, text)) = apply_play(play, other, &translator) {
                    // Earlier announcements stay below, newest first.
                    if let Some((MessageKind::News, old)) = self.message.take() {
                        self.news.push_front(old);
                        self.news.truncate(theme::NEWS_LINES);
                    }
                    self.message = Some((kind, text));
                }
                if before != (play.log.record().actions.len(), play.log.can_redo()) {
                    self.save();
                }
            }
        }
    }

    fn apply_wizard(&mut self, intent: WizardIntent) {
        let Some(wizard) = &mut self.wizard else { return };
        let seed = clock_seed();
        let t = Translator::shared(self.language);
        wizard.localise_default_names(&t);
        let built = match intent {
            WizardIntent::Back => {
                self.wizard = None;
                return;
            }
            WizardIntent::QuickSolo => {
                let Some(index) = wizard.sheets.iter().position(|s| s.id() == "isla-petit") else {
                    wizard.error = Some(t.text("wizard-no-petit"));
                    return;
                };
                wizard.sheet = index;
                let name = wizard.seats[0].name.trim();
                let name = if name.is_empty() { t.default_player(1) } else { name.to_string() };
                let card = crate::rules::random::draw_setup_card(seed);
                Ok(Setup::solo("isla-petit", &name, card, seed))
            }
            WizardIntent::Start => wizard.build_setup(seed, &t),
        };
        let choices = wizard.choices();
        let started = built.and_then(|setup| {
            let sheet = wizard.chosen_sheet().ok_or_else(|| t.text("wizard-no-island"))?;
            GameLog::new(sheet, setup)
                .map(|log| log.with_played_time(SystemTime::now()))
                .map_err(|e| crate::ui::wizard::capitalise(&t.setup_error(&e)))
        });
        match started {
            Ok(log) => {
                let name = t.sheet_name(log.game().sheet());
                if let Some((_, settings)) = &mut self.settings {
                    // "Player 2" is no one's name: only names people typed are offered again.
                    settings.remember_names(
                        log.game()
                            .players()
                            .iter()
                            .filter(|p| !crate::ui::wizard::is_default_name(&p.name, p.seat))
                            .map(|p| p.name.as_str()),
                    );
                    settings.wizard = choices;
                }
                let file = self.new_game_file();
                self.start_play(log, file);
                self.save_settings();
                let text = self.text_args("games-new", &[("island", name.into())]);
                self.message = Some((MessageKind::News, text));
                self.save();
            }
            Err(e) => wizard.error = Some(e),
        }
    }
}

/// The whole window when another Trailpad already uses the data folder.
fn folder_in_use_ui(ui: &mut Ui, folder: &std::path::Path) {
    egui::CentralPanel::default().show(ui, |ui| {
        ui.add_space(theme::GAP * 4.0);
        ui.vertical_centered(|ui| {
            ui.heading(crate::ui::lang::tr(ui, "lock-in-use-title"));
            ui.add_space(theme::GAP);
            let text = crate::ui::lang::tr_args(
                ui,
                "lock-in-use",
                &[("folder", folder.display().to_string().into())],
            );
            ui.label(&text);
            ui.add_space(theme::GAP * 2.0);
            if ui.button(crate::ui::lang::tr(ui, "lock-close")).clicked() {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        });
    });
}

/// The message line at the bottom of the start and history screens.
fn screen_message_ui(ui: &mut Ui, message: Option<&(MessageKind, String)>) {
    let Some((kind, text)) = message else { return };
    egui::Panel::bottom("screen-message").show(ui, |ui| {
        let colour = if *kind == MessageKind::Error { theme::error_text(ui) } else { theme::news_text(ui) };
        let label = crate::ui::lang::tr_args(ui, "status-label", &[("text", text.as_str().into())]);
        // Underlined as well as red: colour alone is not enough.
        let shown = egui::RichText::new(text).color(colour).strong();
        let shown = if *kind == MessageKind::Error { shown.underline() } else { shown };
        ui.label(shown).widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    });
}

/// A seed from the system clock, for the app's deck and its draws.
fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0x5EED, |d| d.as_nanos() as u64)
}

impl eframe::App for TrailpadApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // Once more, in case the last change could not be saved.
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

/// Opens the desktop score pad.
pub fn run() -> anyhow::Result<()> {
    let data = crate::store::DataDir::default_location();
    let settings = data.as_ref().map(|d| Settings::load(&d.settings())).unwrap_or_default();
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
    eframe::run_native(
        "Trailpad",
        options,
        Box::new(|_cc| {
            // TRAILPAD_LANG (en, fr, ru) overrides the remembered language,
            // else the system's (screenshots in every language, trying one out).
            let env_language = std::env::var("TRAILPAD_LANG").ok().and_then(|l| Language::from_locale(&l));
            let app = match crate::ui::demo::app_from_env(env_language.unwrap_or_default()) {
                Some(demo) => demo,
                None => {
                    let library = load_user_sheets(data.as_ref().map(|d| d.sheets()).as_deref());
                    let system = sys_locale::get_locale();
                    let language =
                        starting_language(env_language, settings.language.as_deref(), system.as_deref());
                    // The language first: reading the settings may report a
                    // damaged file, in that language.
                    let app = TrailpadApp::new().with_sheet_library(library).with_language(language);
                    let app = match &data {
                        Some(d) => app.with_settings(d.settings()),
                        None => app,
                    };
                    match data {
                        Some(d) => app.with_store(d),
                        None => app,
                    }
                }
            };
            Ok(Box::new(app))
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
}
