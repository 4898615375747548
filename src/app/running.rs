//! The game open in the app, whichever it is, held as one boxed value.
//! Save, the failed-save question at close, `on_exit`, resume,
//! keep-imported-and-open, rematch, export of the record and of a picture
//! and the export file name are written once here, over [`Log`], for every
//! game of the registry; a game gives only what is its own through
//! [`AppGame`] (beside its screen: `app/tucana.rs`, `app/new_york.rs`) and
//! [`GamePlay`] (its play screen's value).

use super::{GameScreen, TrailpadApp};
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::{
    AnyRecord, Boards, GameKind, KindVisitor, Log, Record, RecordVisitor, Rules, read_record,
};
use crate::i18n::{Language, Translator};
use crate::picture::PngOptions;
use crate::store::GameStore;
use crate::ui::game_end::{EndField, GameEndState, end_text_error};
use crate::ui::history::{HistoryViewer, ScoresViewer};
use crate::ui::message::MessageLog;
use crate::ui::own_game::OwnAsked;
use std::any::Any;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The game on screen (or left for the start screen and the history, to
/// come back to), with its file: one boxed value, whichever game it is.
pub(super) type Running = Box<dyn OpenGame>;

/// A record read and replayed, of any game, not yet opened: its log.
pub(super) type Loaded = Box<dyn LoadedGame>;

/// What the app's frame lends a play screen as it draws.
pub(super) struct PlayFrame<'a> {
    /// The message line.
    pub(super) messages: &'a MessageLog,
    /// Whether the map's hit targets are enlarged for touch screens.
    pub(super) large_targets: bool,
    /// Whether the phones play (table mode).
    pub(super) phones: bool,
}

/// A game of the registry as the app knows it: what its log becomes on
/// screen, in the history and in a picture, its rematch, and its words.
/// Each game implements it beside its screen (`app/tucana.rs`,
/// `app/new_york.rs`); everything else the app does with a game is written
/// once over [`Log`], for every game.
pub(super) trait AppGame: Rules<Record: 'static> + crate::store::ListedGame + 'static {
    /// The value its play screen keeps: the log, the file, the screen's
    /// own state.
    type Play: GamePlay<Game = Self>;
    /// Whether a game left with nothing entered (none yet, or every entry
    /// undone) is forgotten: its file leaves `games/`, so the start screen
    /// does not list it as unfinished forever. Tucana keeps one (its set-up
    /// card and seats are worth finding again).
    const FORGET_EMPTY: bool = true;
    /// The screens of its own it shows ([`super::ScreenKind::Game`]), every
    /// one of which the census reaches. By default its set-up form, its
    /// play screen (over or not) and its viewer in the history.
    const SCREENS: &'static [GameScreen] = &[GameScreen::Start, GameScreen::Play, GameScreen::Viewer];
    /// Starts a game from its set-up form on the start screen (its Start
    /// button). By default, the game its own [`crate::ui::own_game::GameForm`]
    /// sets up, opened and saved in a new file.
    fn begin_from_form(app: &mut TrailpadApp) {
        app.begin_own_game();
    }
    /// Does what its own screens asked through
    /// [`crate::ui::own_game::OwnGameIntent::Asked`] (a request of its own
    /// type). By default nothing: a game whose play screen applies its own
    /// entries asks nothing of the app.
    fn apply_asked(_app: &mut TrailpadApp, _asked: &OwnAsked) {}
    /// The game to play on, saved in `file`.
    fn open(log: Log<Self>, file: Option<PathBuf>) -> Self::Play;
    /// The game in the history's read-only viewer (its file, `path`). By
    /// default, the viewer written once for every game: each seat's total
    /// and place, the winners, export and "Log in BG Stats".
    fn viewer(log: Log<Self>, path: Option<PathBuf>) -> HistoryViewer {
        let viewer = ScoresViewer::new(log.record(), log.game(), path);
        let own: Loaded = Box::new(log);
        Box::new(ScoresViewer { game: Box::new(own), ..viewer })
    }
    /// Why its record does not replay, in the UI's language; an illegal
    /// action is worded on the game just before it. By default, the
    /// record error's own words.
    fn replay_words(
        _t: &Translator,
        _record: &Self::Record,
        _boards: &Boards<'_>,
        error: &<Self::Record as Record>::Error,
    ) -> String {
        crate::text::from_file(&error.to_string())
    }
    /// "Play again": the same game with the same players, a new log
    /// started at `now` (seconds since 1970), the game's chance drawn
    /// from `seed`; why not, in the language of `t`. By default, the same
    /// set-up on the same board.
    fn rematch(log: &Log<Self>, _seed: u64, now: u64, _t: &Translator) -> Result<Log<Self>, String> {
        let setup = Rules::setup(log.game()).clone();
        Log::<Self>::new(log.game().board().clone(), setup)
            .map(|log| log.with_played_at(now))
            .map_err(|e| crate::i18n::capitalise(&e.to_string()))
    }
    /// What the message line says as a rematch starts.
    fn again_words(_log: &Log<Self>, t: &Translator) -> String {
        t.format("end-again-any", &[("game", t.game_name(Self::KIND).into())])
    }
    /// What an export's file name says the game is (`isla-petit`,
    /// `new-york`): letters, digits and dashes. By default, its record id.
    fn export_stem(_record: &Self::Record) -> String {
        Self::RECORD_ID.to_string()
    }
    /// The game drawn as a PNG (the sheet of `seat` when the game has
    /// sheets), and what the picture's file name adds (a player's name);
    /// `None` for a game that has no picture.
    fn picture(
        _game: &Self,
        _seat: Option<u8>,
        _options: &PngOptions,
    ) -> Option<Result<(Vec<u8>, String), String>> {
        None
    }
    /// The message key for a record imported and kept anew.
    fn imported_key(_over: bool) -> &'static str {
        "import-done"
    }
    /// "Play with phones" on the running game, a game of its own: starts
    /// its table. A game with a table asks for
    /// [`TrailpadApp::start_game_table`] (see [`super::table::DeskTable`]);
    /// by default nothing, for a game played on this computer only.
    fn start_table(_app: &mut TrailpadApp) {}
    /// The files of its games in the store (unfinished, other than the
    /// running game's `open` one, and in the history), with their records.
    fn kept_records(
        store: &GameStore,
        library: &SheetLibrary,
        open: Option<&Path>,
    ) -> Vec<(PathBuf, Self::Record)> {
        store.kept_of::<Self>(library, open)
    }
}

/// What a game's play screen keeps: its log, its file and the screen's
/// own state. Its play screen is drawn here; every other thing the app
/// does with the open game ([`OpenGame`]) is written once over it.
pub(super) trait GamePlay: Any {
    /// The game.
    type Game: AppGame<Play = Self>;
    /// The game and its record.
    fn log(&self) -> &Log<Self::Game>;
    /// The game and its record, to change.
    fn log_mut(&mut self) -> &mut Log<Self::Game>;
    /// The file it is saved in (none without a data folder).
    fn file(&self) -> Option<&Path>;
    /// The log with the place and note typed on its final scores, not
    /// yet kept in it.
    fn log_and_end_mut(&mut self) -> (&mut Log<Self::Game>, &mut GameEndState);
    /// The seat whose sheet is shown (the one a picture draws), for a
    /// game played on sheets.
    fn shown_seat(&self) -> Option<u8> {
        None
    }
    /// Which of its screens it shows now (one of [`AppGame::SCREENS`]).
    /// By default its play screen, whether the game is over or not.
    fn screen(&self) -> GameScreen {
        GameScreen::Play
    }
    /// Draws its play screen; what was asked.
    fn play_ui(&mut self, ui: &mut egui::Ui, frame: &PlayFrame<'_>) -> Vec<super::Intent>;
}

/// The game open in the app, whichever it is: what the shared parts of the
/// app ask of it. Written once, for every [`GamePlay`].
pub(super) trait OpenGame {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// The file the game is saved in (none without a data folder).
    fn file(&self) -> Option<&Path>;
    /// The game as save and export see it.
    fn shown(&self) -> Box<dyn ShownGame + '_>;
    /// Keeps in the record when the game ended (or clears it after an
    /// undo), as every save does: see [`crate::store::keep_end_now`].
    fn keep_end(&mut self);
    /// Keeps the place and note typed on the final scores in the record
    /// (the screen holds them while they are typed): whether the record
    /// changed, and why a text was not kept, in the language of `t` (it
    /// stays typed, to shorten).
    fn keep_end_texts(&mut self, t: &Translator) -> (bool, Option<String>);
    /// "Play again": the same game with the same players, not yet opened,
    /// started at `now` (seconds since 1970); why not, in the language of
    /// `t`.
    fn rematch(&self, seed: u64, now: u64, t: &Translator) -> Result<Loaded, String>;
    /// What the message line says as a rematch starts.
    fn again_words(&self, t: &Translator) -> String;
    /// Whether it is to be forgotten when left: nothing entered, and its
    /// game says so ([`AppGame::FORGET_EMPTY`]).
    fn forgotten_when_left(&self) -> bool;
    /// Which of its game's screens it shows now.
    fn screen(&self) -> GameScreen;
    /// Draws its play screen; what was asked.
    fn play_ui(&mut self, ui: &mut egui::Ui, frame: &PlayFrame<'_>) -> Vec<super::Intent>;
    /// The game as the history lists it while it is still open, once it
    /// is over and kept in a file (listed first, marked "just played":
    /// its file moves to the history only when it is left), from memory:
    /// the file may lag behind when its last save failed.
    fn just_finished(&self) -> Option<Box<dyn crate::store::ListedFile>>;
    /// What starts its game's table ([`AppGame::start_table`]).
    fn table_starter(&self) -> fn(&mut TrailpadApp);
    /// The game's own value, for the parts only one game has (the coach,
    /// the table): see [`tucana`] and [`new_york`].
    fn as_any(&self) -> &dyn Any;
    /// The game's own value, to change.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<P: GamePlay> OpenGame for P {
    fn kind(&self) -> GameKind {
        P::Game::KIND
    }
    fn file(&self) -> Option<&Path> {
        GamePlay::file(self)
    }
    fn shown(&self) -> Box<dyn ShownGame + '_> {
        let log = self.log();
        Box::new(Shown { record: log.record(), game: log.game(), seat: self.shown_seat() })
    }
    fn keep_end(&mut self) {
        crate::store::keep_end_now(self.log_mut());
    }
    fn keep_end_texts(&mut self, t: &Translator) -> (bool, Option<String>) {
        let (log, typed) = self.log_and_end_mut();
        keep_typed(log, typed, t)
    }
    fn rematch(&self, seed: u64, now: u64, t: &Translator) -> Result<Loaded, String> {
        P::Game::rematch(self.log(), seed, now, t).map(|log| Box::new(log) as Loaded)
    }
    fn again_words(&self, t: &Translator) -> String {
        P::Game::again_words(self.log(), t)
    }
    fn forgotten_when_left(&self) -> bool {
        P::Game::FORGET_EMPTY && self.log().record().actions().is_empty()
    }
    fn screen(&self) -> GameScreen {
        GamePlay::screen(self)
    }
    fn play_ui(&mut self, ui: &mut egui::Ui, frame: &PlayFrame<'_>) -> Vec<super::Intent> {
        GamePlay::play_ui(self, ui, frame)
    }
    fn just_finished(&self) -> Option<Box<dyn crate::store::ListedFile>> {
        let log = self.log();
        if !log.game().is_over() {
            return None;
        }
        let path = GamePlay::file(self)?.to_path_buf();
        Some(<P::Game as crate::store::ListedGame>::listed(path, log.record().clone(), log.game(), None))
    }
    fn table_starter(&self) -> fn(&mut TrailpadApp) {
        P::Game::start_table
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// The running game's own value, if it is of type `P` (`TucanaPlay`
/// for the coach and the table, which only Tucana has yet).
pub(super) fn own<'a, P: GamePlay>(running: &'a (dyn OpenGame + 'static)) -> Option<&'a P> {
    running.as_any().downcast_ref::<P>()
}

/// [`own`], to change.
pub(super) fn own_mut<'a, P: GamePlay>(running: &'a mut (dyn OpenGame + 'static)) -> Option<&'a mut P> {
    running.as_any_mut().downcast_mut::<P>()
}

/// [`OpenGame::keep_end_texts`] for a game's log and what its screen holds.
fn keep_typed<G: Rules>(
    log: &mut Log<G>,
    typed: &mut GameEndState,
    t: &Translator,
) -> (bool, Option<String>) {
    let mut changed = false;
    let mut problem = None;
    if let Some(text) = &typed.place {
        match log.set_place(text) {
            Ok(c) => {
                changed |= c;
                typed.place = None;
            }
            Err(e) => problem = Some(end_text_error(t, &EndField::Place, &e)),
        }
    }
    if let Some(text) = &typed.note {
        match log.set_note(text) {
            Ok(c) => {
                changed |= c;
                typed.note = None;
            }
            Err(e) => problem = problem.or(Some(end_text_error(t, &EndField::Note, &e))),
        }
    }
    (changed, problem)
}

/// Whether two records are the same play: what was typed about it after
/// it ended (its end, place, note) does not make another game.
fn same_play<R: Record>(a: &R, b: &R) -> bool {
    let bare = |r: &R| {
        let mut r = r.clone();
        r.set_ended_at(None);
        r.set_place(String::new());
        r.set_note(String::new());
        r
    };
    a == b || bare(a) == bare(b)
}

/// A game of any kind, borrowed, as save and export see it: the running
/// one, one shown in the history or one just imported. Written once, over
/// [`Shown`].
pub(super) trait ShownGame {
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// Writes the game's record to `path` in the store (atomically).
    fn save(&self, store: &GameStore, path: &Path) -> io::Result<()>;
    /// The record's text, as saved and exported; why not (a record with a
    /// text that cannot be written).
    fn record_text(&self) -> Result<String, String>;
    /// The record, of whichever game.
    fn any_record(&self) -> AnyRecord;
    /// The record, for [`ShownGame::same_game`].
    fn record_any(&self) -> &dyn Any;
    /// Whether `other` is the same game (the same record, whatever was
    /// typed about it after it ended).
    fn same_game(&self, other: &dyn ShownGame) -> bool;
    /// An export's file name: `trailpad-isla-petit-2026-11-25.ron`,
    /// `trailpad-new-york-2026-11-26-unfinished.ron`: the game and the
    /// date, so exports sort and read well in a folder.
    fn export_name(&self, extension: &str) -> String;
    /// The game drawn as a PNG in `language`, and a file name for it (a
    /// Tucana sheet is named after its player:
    /// `trailpad-isla-petit-2026-11-25-Alice.png`); why not.
    fn picture(&self, language: Language) -> Result<(Vec<u8>, String), String>;
    /// The file in the store already holding this game (unfinished or in
    /// the history), other than the running game's `open` one.
    fn kept_copy(&self, store: &GameStore, library: &SheetLibrary, open: Option<&Path>) -> Option<PathBuf>;
    /// Keeps an imported game in the store: in `history/` when over, else
    /// in `games/`.
    fn keep_imported(&self, store: &GameStore, now: SystemTime) -> io::Result<PathBuf>;
    /// The message key for a record imported and kept anew.
    fn imported_key(&self) -> &'static str;
}

/// A game of game `G`, borrowed: its record, the game replayed, and the
/// seat whose sheet is shown (a game played on sheets).
pub(super) struct Shown<'a, G: Rules> {
    /// Its record.
    pub(super) record: &'a G::Record,
    /// The game replayed.
    pub(super) game: &'a G,
    /// The sheet shown (the one a picture draws).
    pub(super) seat: Option<u8>,
}

impl<G: AppGame> ShownGame for Shown<'_, G> {
    fn is_over(&self) -> bool {
        self.game.is_over()
    }
    fn save(&self, store: &GameStore, path: &Path) -> io::Result<()> {
        store.save_game(path, self.record)
    }
    fn record_text(&self) -> Result<String, String> {
        self.record.to_text().map_err(|e| e.to_string())
    }
    fn any_record(&self) -> AnyRecord {
        self.record.clone().into()
    }
    fn record_any(&self) -> &dyn Any {
        self.record
    }
    fn same_game(&self, other: &dyn ShownGame) -> bool {
        other.record_any().downcast_ref::<G::Record>().is_some_and(|other| same_play(self.record, other))
    }
    fn export_name(&self, extension: &str) -> String {
        let date = crate::ui::when::date_text(SystemTime::now());
        let state = if self.is_over() { "" } else { "-unfinished" };
        let what = G::export_stem(self.record);
        format!("trailpad-{what}-{date}{state}.{extension}")
    }
    fn picture(&self, language: Language) -> Result<(Vec<u8>, String), String> {
        let options = PngOptions { language, ..PngOptions::default() };
        let name = self.export_name("png");
        match G::picture(self.game, self.seat, &options) {
            Some(Ok((bytes, suffix))) if suffix.is_empty() => Ok((bytes, name)),
            Some(Ok((bytes, suffix))) => Ok((bytes, name.replace(".png", &format!("-{suffix}.png")))),
            Some(Err(reason)) => Err(reason),
            None => Err(format!("{} has no picture", G::TITLE)),
        }
    }
    fn kept_copy(&self, store: &GameStore, library: &SheetLibrary, open: Option<&Path>) -> Option<PathBuf> {
        G::kept_records(store, library, open)
            .into_iter()
            .find(|(_, record)| same_play(record, self.record))
            .map(|(path, _)| path)
    }
    fn keep_imported(&self, store: &GameStore, now: SystemTime) -> io::Result<PathBuf> {
        store.keep_imported_game(self.record, self.is_over(), now)
    }
    fn imported_key(&self) -> &'static str {
        G::imported_key(self.is_over())
    }
}

/// A record read and replayed, not yet opened: what the app does with it,
/// written once over [`Log`].
pub(super) trait LoadedGame {
    /// The game as save and export see it.
    fn shown(&self) -> Box<dyn ShownGame + '_> {
        self.shown_at(None)
    }
    /// [`LoadedGame::shown`], its picture drawing the sheet of `seat`
    /// (none: the game's own choice).
    fn shown_at(&self, seat: Option<u8>) -> Box<dyn ShownGame + '_>;
    /// The game to play on, saved in `file`.
    fn into_running(self: Box<Self>, file: Option<PathBuf>) -> Running;
    /// The game in the history's read-only viewer (its file, `path`).
    fn into_viewer(self: Box<Self>, path: Option<PathBuf>) -> HistoryViewer;
    /// The log itself, for the parts only one game has (the table).
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
    /// The log itself, to read, for the parts only one game has (the
    /// review of a game in the history).
    fn as_any(&self) -> &dyn Any;
}

impl<G: AppGame> LoadedGame for Log<G> {
    fn shown_at(&self, seat: Option<u8>) -> Box<dyn ShownGame + '_> {
        Box::new(Shown { record: self.record(), game: self.game(), seat })
    }
    fn into_running(self: Box<Self>, file: Option<PathBuf>) -> Running {
        Box::new(G::open(*self, file))
    }
    fn into_viewer(self: Box<Self>, path: Option<PathBuf>) -> HistoryViewer {
        G::viewer(*self, path)
    }
    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Replays a record read by the one reader, for its game.
struct Open<'a> {
    boards: Boards<'a>,
    t: &'a Translator,
}

impl<G: AppGame> RecordVisitor<G> for Open<'_> {
    type Output = Result<Loaded, String>;

    fn visit(self, record: G::Record) -> Result<Loaded, String> {
        match Log::<G>::replay_in(record.clone(), &self.boards) {
            Ok(log) => Ok(Box::new(log)),
            Err(e) => Err(G::replay_words(self.t, &record, &self.boards, &e)),
        }
    }
}

/// Replays a record of any game, ready to open (a Tucana record on its
/// island from `library`, a New York one on the shipped map); why not, in
/// the UI's language.
pub(super) fn replay(record: AnyRecord, library: &SheetLibrary, t: &Translator) -> Result<Loaded, String> {
    record.visit(Open { boards: Boards { islands: library }, t })
}

/// Reads a record's text and replays it, ready to open; why not, in the
/// UI's language (in the words of the game the text says it is of).
pub(super) fn read(text: &str, library: &SheetLibrary, t: &Translator) -> Result<Loaded, String> {
    let record = read_record(text).map_err(|e| t.record_read_error(&e))?;
    replay(record, library, t)
}

/// The game the history's viewer shows, as export sees it: the game as
/// [`AppGame::viewer`] keeps it there (its log), from the sheet shown if
/// the viewer shows one at a time.
pub(super) fn viewed(viewer: &HistoryViewer) -> Option<Box<dyn ShownGame + '_>> {
    viewer.kept().downcast_ref::<Loaded>().map(|loaded| loaded.shown_at(viewer.shown_seat()))
}

/// The log of game `G` the history's viewer keeps, for what only that
/// game does with it (Tucana's review).
pub(super) fn viewed_log<G: AppGame>(viewer: &HistoryViewer) -> Option<&Log<G>> {
    viewer.kept().downcast_ref::<Loaded>().and_then(|loaded| loaded.as_any().downcast_ref::<Log<G>>())
}

/// Starts a game of `G` from its set-up form.
struct BeginFromForm<'a>(&'a mut TrailpadApp);

impl<G: AppGame> KindVisitor<G> for BeginFromForm<'_> {
    type Output = ();
    fn visit(self) {
        G::begin_from_form(self.0);
    }
}

/// Starts a game of `kind` from its set-up form on the start screen.
pub(super) fn begin_from_form(app: &mut TrailpadApp, kind: GameKind) {
    kind.visit(BeginFromForm(app));
}

/// Hands a game's own request to its game.
struct ApplyAsked<'a>(&'a mut TrailpadApp, &'a OwnAsked);

impl<G: AppGame> KindVisitor<G> for ApplyAsked<'_> {
    type Output = ();
    fn visit(self) {
        G::apply_asked(self.0, self.1);
    }
}

/// Does what a game's own screens asked, in its game's way.
pub(super) fn apply_asked(app: &mut TrailpadApp, asked: &OwnAsked) {
    asked.kind().visit(ApplyAsked(app, asked));
}

/// A game's own screens.
struct ScreensOf;

impl<G: AppGame> KindVisitor<G> for ScreensOf {
    type Output = &'static [GameScreen];
    fn visit(self) -> &'static [GameScreen] {
        G::SCREENS
    }
}

/// The screens of its own game `kind` shows ([`AppGame::SCREENS`]).
pub(super) fn screens_of(kind: GameKind) -> &'static [GameScreen] {
    kind.visit(ScreensOf)
}

/// Keeps letters, digits and dashes of a user island's id (or a player's
/// name) for a file name.
pub(super) fn safe_file_part(text: &str) -> String {
    text.chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '_' }).collect()
}
