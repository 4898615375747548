//! The eframe desktop app: the new game wizard and the play screen. Each
//! frame the `*_ui` functions of [`crate::ui`] draw and return intents; the
//! app applies them to the [`GameLog`] at the end of the frame.

use crate::i18n::Language;
use crate::record::GameLog;
use crate::rules::{Action, Setup};
use crate::sheet::library::{SheetLibrary, load_user_sheets};
use crate::sheet::{Card, Coord, Letter, Sheet, builtin_sheets};
use crate::store::Settings;
use crate::ui::map::MapView;
use crate::ui::play_apply::{apply_play, first_seat};
use crate::ui::wizard::{Wizard, WizardIntent, wizard_ui};
use crate::ui::{autosave, status, theme};
use egui::Ui;
use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;

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
}

/// The desktop score pad.
pub struct TrailpadApp {
    styled: bool,
    /// The UI language (English unless set; `run` picks the remembered or
    /// the system's one).
    language: Language,
    autosave: Option<PathBuf>,
    /// Islands offered by the wizard: the embedded ones plus valid user sheets.
    sheets: Vec<Arc<Sheet>>,
    /// User sheet files that were skipped, and why.
    skipped_sheets: Vec<String>,
    /// Settings that stick, and the file they live in (none in tests).
    settings: Option<(PathBuf, Settings)>,
    /// Larger map targets for touch screens (kept here too, so it works
    /// without a settings file, e.g. in tests).
    large_targets: bool,
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
            language: Language::English,
            autosave: None,
            wizard: Some(Wizard::new(sheets.clone())),
            sheets,
            skipped_sheets: Vec::new(),
            settings: None,
            large_targets: false,
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
        let settings = Settings::load(&path);
        self.large_targets = settings.large_targets;
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
        let Some((path, settings)) = &self.settings else { return };
        if let Err(e) = settings.save(path) {
            self.message = Some((MessageKind::Error, format!("could not save the settings: {e}")));
        }
    }

    /// Starts playing a game, keeping the app's settings (autosave, islands).
    fn start_play(&mut self, log: GameLog) {
        let autosave = self.autosave.take();
        let sheets = std::mem::take(&mut self.sheets);
        let skipped = std::mem::take(&mut self.skipped_sheets);
        let settings = self.settings.take();
        let styled = self.styled;
        let language = self.language;
        let large_targets = self.large_targets;
        *self = TrailpadApp::with_game(log);
        self.large_targets = large_targets;
        self.autosave = autosave;
        self.sheets = sheets;
        self.skipped_sheets = skipped;
        self.settings = settings;
        self.styled = styled;
        self.language = language;
    }

    /// Saves the running game to `path` after every change, and offers to
    /// resume the game saved there.
    pub fn with_autosave(mut self, path: Option<PathBuf>) -> TrailpadApp {
        self.autosave = path;
        if let Some(wizard) = &mut self.wizard {
            wizard.resume = self.autosave.as_deref().filter(|p| p.exists()).map(|p| {
                autosave::load(p).map(|log| {
                    let g = log.game();
                    let names: Vec<&str> = g.players().iter().map(|p| p.name.as_str()).collect();
                    // The status line already names the island.
                    format!("{} — {}", crate::rules::join_names(&names), status::status_text(g))
                })
            });
        }
        self
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
        let mut intents = Vec::new();
        if let Some(wizard) = &mut self.wizard {
            egui::CentralPanel::default().show(ui, |ui| {
                if let Some(i) = wizard_ui(ui, wizard, self.play.is_some()) {
                    intents.push(Intent::Wizard(i));
                }
            });
        } else if let Some(play) = &mut self.play {
            play.view.large_targets = self.large_targets;
            crate::ui::play::play_ui(ui, play, self.message.as_ref(), &self.news, &mut intents);
        }
        for intent in intents {
            self.apply(intent);
        }
    }

    /// Applies one intent.
    pub fn apply(&mut self, intent: Intent) {
        match intent {
            Intent::Wizard(w) => self.apply_wizard(w),
            Intent::LargeTargets(on) => self.set_large_targets(on),
            Intent::OpenWizard => {
                let mut wizard = Wizard::new(self.sheets.clone());
                wizard.skipped_sheets = self.skipped_sheets.clone();
                Self::prepare_wizard(&mut wizard, self.settings());
                self.wizard = Some(wizard);
            }
            other => {
                let Some(play) = &mut self.play else { return };
                let before = (play.log.record().actions.len(), play.log.can_redo());
                if let Some((kind, text)) = apply_play(play, other) {
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

    /// Saves the running game, if autosave is on; a failure is shown.
    fn save(&mut self) {
        let (Some(path), Some(play)) = (&self.autosave, &self.play) else { return };
        if let Err(e) = autosave::save(path, play.log.record()) {
            self.message = Some((MessageKind::Error, e));
        }
    }

    fn apply_wizard(&mut self, intent: WizardIntent) {
        let Some(wizard) = &mut self.wizard else { return };
        let seed = clock_seed();
        let built = match intent {
            WizardIntent::Back => {
                self.wizard = None;
                return;
            }
            WizardIntent::QuickSolo => {
                let Some(index) = wizard.sheets.iter().position(|s| s.id() == "isla-petit") else {
                    wizard.error = Some("Isla Petit is missing from this build".into());
                    return;
                };
                wizard.sheet = index;
                let name = wizard.seats[0].name.trim();
                let name = if name.is_empty() { "Player 1" } else { name };
                let card = crate::rules::random::draw_setup_card(seed);
                Ok(Setup::solo("isla-petit", name, card, seed))
            }
            WizardIntent::Start => wizard.build_setup(seed),
            WizardIntent::Resume => {
                let Some(path) = self.autosave.clone() else { return };
                match autosave::load(&path) {
                    Ok(log) => {
                        self.start_play(log);
                        self.message = Some((MessageKind::News, "The saved game is back".into()));
                    }
                    Err(e) => wizard.error = Some(e),
                }
                return;
            }
        };
        let choices = wizard.choices();
        let started = built.and_then(|setup| {
            let sheet = wizard.chosen_sheet().ok_or("no island is available")?;
            GameLog::new(sheet, setup).map_err(|e| e.to_string())
        });
        match started {
            Ok(log) => {
                let name = log.game().sheet().name().to_string();
                if let Some((_, settings)) = &mut self.settings {
                    settings.remember_names(log.game().players().iter().map(|p| p.name.as_str()));
                    settings.wizard = choices;
                }
                self.start_play(log);
                self.save_settings();
                self.message = Some((MessageKind::News, format!("New game on {name}. Good luck!")));
                self.save();
            }
            Err(e) => wizard.error = Some(e),
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

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.save_settings();
    }
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
            let app = match crate::ui::demo::app_from_env() {
                Some(demo) => demo,
                None => {
                    let library = load_user_sheets(data.as_ref().map(|d| d.sheets()).as_deref());
                    let app = TrailpadApp::new().with_sheet_library(library);
                    let app = match &data {
                        Some(d) => app.with_settings(d.settings()),
                        None => app,
                    };
                    // The remembered language, else the system's.
                    let language = settings
                        .language
                        .as_deref()
                        .and_then(Language::from_locale)
                        .unwrap_or_else(Language::system);
                    let app = app.with_language(language);
                    app.with_autosave(autosave::default_path())
                }
            };
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| anyhow::anyhow!("the window could not be opened: {e}"))
}
