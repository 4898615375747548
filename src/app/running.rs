//! The running game, whichever it is, and the one place the app tells its
//! games apart. Save, the failed-save question at close, `on_exit`, resume,
//! keep-imported-and-open, export of the record and of a picture and the
//! export file name are written once in the app, over [`Running`] and
//! [`GameView`]; what differs between the games sits in the `match`es of
//! this file and nowhere else in `app/`.

use super::new_york::NewYorkPlay;
use super::play::Play;
use crate::export::{PngOptions, new_york_png, sheet_png};
use crate::games::new_york::NewYorkLog;
use crate::games::tucana::record::{GameLog, GameRecord};
use crate::games::tucana::rules::Game;
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::{AnyRecord, Boards, Log, Record, RecordVisitor, Rules, read_record};
use crate::i18n::{Language, Translator};
use crate::store::GameStore;
use crate::ui::game_end::{EndField, GameEndState, end_text_error};
use crate::ui::history::{HistoryViewer, NewYorkViewer, Viewer};
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The game on screen (or left for the start screen and the history, to
/// come back to), with its file.
pub(super) enum Running {
    /// A *Trails of Tucana* game.
    Tucana(Box<Play>),
    /// A *Ticket to Ride: New York* game.
    NewYork(Box<NewYorkPlay>),
}

impl Running {
    /// The file the game is saved in (none without a data folder).
    pub(super) fn file(&self) -> Option<&Path> {
        match self {
            Running::Tucana(play) => play.file.as_deref(),
            Running::NewYork(play) => play.file.as_deref(),
        }
    }

    /// The game as save and export see it.
    pub(super) fn view(&self) -> GameView<'_> {
        match self {
            Running::Tucana(play) => {
                GameView::Tucana { record: play.log.record(), game: play.log.game(), seat: play.state.seat }
            }
            Running::NewYork(play) => GameView::NewYork(&play.log),
        }
    }

    /// Keeps in the record when the game ended (or clears it after an
    /// undo), as every save does: see [`crate::store::keep_end_now`].
    pub(super) fn keep_end(&mut self) {
        match self {
            Running::Tucana(play) => crate::store::keep_end_now(&mut play.log),
            Running::NewYork(play) => crate::store::keep_end_now(&mut play.log),
        };
    }

    /// The Tucana game, if that is the one running.
    pub(super) fn tucana(&self) -> Option<&Play> {
        match self {
            Running::Tucana(play) => Some(play),
            Running::NewYork(_) => None,
        }
    }

    /// The Tucana game, if that is the one running.
    pub(super) fn tucana_mut(&mut self) -> Option<&mut Play> {
        match self {
            Running::Tucana(play) => Some(play),
            Running::NewYork(_) => None,
        }
    }

    /// The New York game, if that is the one running.
    pub(super) fn new_york(&self) -> Option<&NewYorkPlay> {
        match self {
            Running::Tucana(_) => None,
            Running::NewYork(play) => Some(play),
        }
    }

    /// The New York game, if that is the one running.
    pub(super) fn new_york_mut(&mut self) -> Option<&mut NewYorkPlay> {
        match self {
            Running::Tucana(_) => None,
            Running::NewYork(play) => Some(play),
        }
    }
}

impl Running {
    /// Keeps the place and note typed on the final scores in the record
    /// (the screen holds them while they are typed): whether the record
    /// changed, and why a text was not kept, in the language of `t` (it
    /// stays typed, to shorten).
    pub(super) fn keep_end_texts(&mut self, t: &Translator) -> (bool, Option<String>) {
        match self {
            Running::Tucana(play) => keep_typed(&mut play.log, &mut play.state.end, t),
            Running::NewYork(play) => keep_typed(&mut play.log, &mut play.view.end, t),
        }
    }

    /// "Play again": the same game with the same players, not yet opened
    /// (Tucana: the same island, table, seats, paper seats' names, coached
    /// seats and variants, a new set-up card drawn from `seed`; New York: the same seats, names and
    /// colours), started at `now` (seconds since 1970); why not, in the
    /// language of `t`.
    pub(super) fn rematch(&self, seed: u64, now: u64, t: &Translator) -> Result<Loaded, String> {
        match self {
            Running::Tucana(play) => {
                let game = play.log.game();
                let record = play.log.record();
                let mut log = GameLog::new(game.sheet_arc().clone(), game.setup().rematch(seed))
                    .map(|log| log.with_played_at(now).with_coach(&record.coach))
                    .map_err(|e| crate::i18n::capitalise(&t.setup_error(&e)))?;
                // The same people on paper, by the names they were given.
                let paper = record.paper_names.iter().map(|p| (p.seat, p.name.clone())).collect();
                log.set_paper_names(paper).map_err(|e| crate::i18n::capitalise(&t.record_error(&e)))?;
                Ok(Loaded::Tucana(Box::new(log)))
            }
            Running::NewYork(play) => {
                let setup = play.log.record().setup.clone();
                NewYorkLog::new(play.log.game().map_arc().clone(), setup)
                    .map(|log| Loaded::NewYork(Box::new(log.with_played_at(now))))
                    .map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))
            }
        }
    }
}

impl Running {
    /// What the message line says as a rematch starts.
    pub(super) fn again_words(&self, t: &Translator) -> String {
        match self {
            Running::Tucana(play) => {
                let island = t.sheet_name(play.log.game().sheet());
                t.format("end-again-tucana", &[("island", island.into())])
            }
            Running::NewYork(_) => t.format("end-again-new-york", &[("game", t.new_york_game_name().into())]),
        }
    }
}

/// [`Running::keep_end_texts`] for a game's log and what its screen holds.
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

/// A game of either kind, borrowed: the running one, one shown in the
/// history or one just imported.
#[derive(Clone, Copy)]
pub(super) enum GameView<'a> {
    /// A Tucana game, with the sheet shown (the one a picture draws).
    Tucana {
        /// Its record.
        record: &'a GameRecord,
        /// The game replayed.
        game: &'a Game,
        /// The sheet shown.
        seat: u8,
    },
    /// A New York game.
    NewYork(&'a NewYorkLog),
}

impl GameView<'_> {
    /// Whether the game is over.
    pub(super) fn is_over(&self) -> bool {
        match self {
            GameView::Tucana { game, .. } => game.is_over(),
            GameView::NewYork(log) => log.game().is_over(),
        }
    }

    /// Writes the game's record to `path` in the store (atomically).
    pub(super) fn save(&self, store: &GameStore, path: &Path) -> io::Result<()> {
        match self {
            GameView::Tucana { record, .. } => store.save_game(path, *record),
            GameView::NewYork(log) => store.save_game(path, log.record()),
        }
    }

    /// The record's text, as saved and exported; why not (a Tucana record
    /// with a note that cannot be written).
    pub(super) fn record_text(&self) -> Result<String, String> {
        match self {
            GameView::Tucana { record, .. } => record.to_ron().map_err(|e| e.to_string()),
            GameView::NewYork(log) => Ok(log.record().to_ron()),
        }
    }

    /// The record, of whichever game.
    pub(super) fn any_record(&self) -> AnyRecord {
        match self {
            GameView::Tucana { record, .. } => (*record).clone().into(),
            GameView::NewYork(log) => log.record().clone().into(),
        }
    }

    /// Whether `other` is the same game (the same record).
    pub(super) fn same_game(&self, other: &GameView<'_>) -> bool {
        match (self, other) {
            (GameView::Tucana { record: a, .. }, GameView::Tucana { record: b, .. }) => same_play(*a, *b),
            (GameView::NewYork(a), GameView::NewYork(b)) => same_play(a.record(), b.record()),
            (GameView::Tucana { .. }, GameView::NewYork(_))
            | (GameView::NewYork(_), GameView::Tucana { .. }) => false,
        }
    }

    /// An export's file name: `trailpad-isla-petit-2026-11-25.ron`,
    /// `trailpad-new-york-2026-11-26-unfinished.ron`: the island or the
    /// game and the date, so exports sort and read well in a folder.
    pub(super) fn export_name(&self, extension: &str) -> String {
        let date = crate::ui::when::date_text(SystemTime::now());
        let state = if self.is_over() { "" } else { "-unfinished" };
        let what = match self {
            GameView::Tucana { record, .. } => safe_file_part(&record.setup.sheet),
            GameView::NewYork(_) => "new-york".to_string(),
        };
        format!("trailpad-{what}-{date}{state}.{extension}")
    }

    /// The game drawn as a PNG in `language`, and a file name for it
    /// (a Tucana sheet is named after its player:
    /// `trailpad-isla-petit-2026-11-25-Alice.png`); why not.
    pub(super) fn picture(&self, language: Language) -> Result<(Vec<u8>, String), String> {
        let options = PngOptions { language, ..PngOptions::default() };
        let name = self.export_name("png");
        match self {
            GameView::Tucana { game, seat, .. } => {
                let bytes = sheet_png(game, *seat, &options).map_err(|e| e.to_string())?;
                let player = game.player(*seat).map(|p| safe_file_part(&p.name)).unwrap_or_default();
                Ok((bytes, name.replace(".png", &format!("-{player}.png"))))
            }
            // Final scores once the players ended the game.
            GameView::NewYork(log) => new_york_png(log.game(), self.is_over(), &options)
                .map(|bytes| (bytes, name))
                .map_err(|e| e.to_string()),
        }
    }

    /// The file in the store already holding this game (unfinished or in
    /// the history), other than the running game's `open` one.
    pub(super) fn kept_copy(
        &self,
        store: &GameStore,
        library: &SheetLibrary,
        open: Option<&Path>,
    ) -> Option<PathBuf> {
        match self {
            GameView::Tucana { record, .. } => {
                let (open, _) = store.unfinished_except_open(library, open);
                let (done, _) = store.history(library);
                open.into_iter().chain(done).find(|g| same_play(&g.record, record)).map(|g| g.path)
            }
            GameView::NewYork(log) => {
                let (open, _) = store.new_york_unfinished_except_open(open);
                let (done, _) = store.new_york_history();
                open.into_iter().chain(done).find(|g| same_play(&g.record, log.record())).map(|g| g.path)
            }
        }
    }

    /// Keeps an imported game in the store: in `history/` when over, else
    /// in `games/`.
    pub(super) fn keep_imported(&self, store: &GameStore, now: SystemTime) -> io::Result<PathBuf> {
        let finished = self.is_over();
        match self {
            GameView::Tucana { record, .. } => store.keep_imported_game(*record, finished, now),
            GameView::NewYork(log) => store.keep_imported_game(log.record(), finished, now),
        }
    }

    /// The message key for a record imported and kept anew (a New York game
    /// under way says it goes on where it stopped).
    pub(super) fn imported_key(&self) -> &'static str {
        match self {
            GameView::NewYork(_) if !self.is_over() => "ny-import-unfinished",
            GameView::Tucana { .. } | GameView::NewYork(_) => "import-done",
        }
    }
}

/// A record read and replayed, of either game, not yet opened: its log.
pub(super) enum Loaded {
    /// A Tucana game.
    Tucana(Box<GameLog>),
    /// A New York game.
    NewYork(Box<NewYorkLog>),
}

/// A game of the registry as the app knows it: what its log becomes, and
/// its reading errors in the UI's words. Each game implements it beside its
/// screen (`app/play.rs`, `app/new_york.rs`); the app reads, resumes,
/// imports and opens history files through it, once for every game.
pub(super) trait AppGame: Rules {
    /// The log of a game read from a file, ready to open.
    fn loaded(log: Log<Self>) -> Loaded;
    /// Why its record does not replay, in the UI's language; an illegal
    /// action is worded on the game just before it.
    fn replay_words(
        t: &Translator,
        record: &Self::Record,
        boards: &Boards<'_>,
        error: &<Self::Record as Record>::Error,
    ) -> String;
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
            Ok(log) => Ok(G::loaded(log)),
            Err(e) => Err(G::replay_words(self.t, &record, &self.boards, &e)),
        }
    }
}

impl Loaded {
    /// Replays a record of any game, ready to open (a Tucana record on its
    /// island from `library`, a New York one on the shipped map); why not,
    /// in the UI's language.
    pub(super) fn replay(
        record: AnyRecord,
        library: &SheetLibrary,
        t: &Translator,
    ) -> Result<Loaded, String> {
        record.visit(Open { boards: Boards { islands: library }, t })
    }

    /// Reads a record's text and replays it, ready to open; why not, in
    /// the UI's language (in the words of the game the text says it is
    /// of).
    pub(super) fn read(text: &str, library: &SheetLibrary, t: &Translator) -> Result<Loaded, String> {
        let record = read_record(text).map_err(|e| t.record_read_error(&e))?;
        Loaded::replay(record, library, t)
    }

    /// The game in the history's read-only viewer (a New York game keeps
    /// its file, `path`).
    pub(super) fn into_viewer(self, path: Option<PathBuf>) -> HistoryViewer {
        match self {
            Loaded::Tucana(log) => {
                let (record, game) = log.into_parts();
                HistoryViewer::Tucana(Box::new(Viewer::new(record, game)))
            }
            Loaded::NewYork(log) => HistoryViewer::NewYork(Box::new(NewYorkViewer::new(*log, path))),
        }
    }

    /// The game to play on, saved in `file`.
    pub(super) fn into_running(self, file: Option<PathBuf>) -> Running {
        match self {
            Loaded::Tucana(log) => Running::Tucana(Box::new(Play::new(*log, file))),
            Loaded::NewYork(log) => Running::NewYork(Box::new(NewYorkPlay::new(*log, file))),
        }
    }

    /// The game as save and export see it (a Tucana game from its first
    /// sheet).
    pub(super) fn view(&self) -> GameView<'_> {
        match self {
            Loaded::Tucana(log) => GameView::Tucana {
                record: log.record(),
                game: log.game(),
                seat: log.game().players().first().map_or(1, |p| p.seat),
            },
            Loaded::NewYork(log) => GameView::NewYork(log),
        }
    }
}

/// The game the history's viewer shows, as export sees it (a Tucana game
/// from the sheet shown).
pub(super) fn viewed(viewer: &HistoryViewer) -> GameView<'_> {
    match viewer {
        HistoryViewer::Tucana(v) => GameView::Tucana { record: &v.record, game: &v.game, seat: v.seat },
        HistoryViewer::NewYork(v) => GameView::NewYork(&v.log),
    }
}

/// Keeps letters, digits and dashes of a user island's id (or a player's
/// name) for a file name.
fn safe_file_part(text: &str) -> String {
    text.chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '_' }).collect()
}
