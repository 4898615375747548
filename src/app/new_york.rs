//! The app's *Ticket to Ride: New York* game: starting one from the start
//! screen, applying the screen's intents to its [`NewYorkLog`] (refusals on
//! the message line), autosaving it in `games/` and resuming it.

pub(super) mod table;

use super::running::{own, own_mut};
use super::{GameScreen, Intent, Screen, TrailpadApp};
use crate::games::GameKind;
use crate::games::new_york::{
    Action, Game, NewYorkLog, NewYorkMap, NewYorkRecord, NewYorkRecordError, NewYorkSetup,
};
use crate::i18n::Translator;
use crate::ui::history::HistoryViewer;
use crate::ui::new_york::viewer::NewYorkViewer;
use crate::ui::message::MessageKind;
use crate::ui::new_york::{NewYorkIntent, NewYorkView};
use crate::ui::own_game::{OwnAsked, OwnGameIntent};
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

impl NewYorkPlay {
    /// A game shown as the screen starts.
    pub fn new(log: NewYorkLog, file: Option<PathBuf>) -> NewYorkPlay {
        NewYorkPlay { log, file, view: NewYorkView::default() }
    }
}

/// What a New York game-screen intent does to the log.
#[derive(Clone)]
enum Edit {
    /// Apply an entry.
    Act(Action),
    /// Undo the last entry.
    Undo,
    /// Redo the last undone entry.
    Redo,
}

/// What the New York screens ask is the app's intent through the one
/// generic way for a game's own requests ([`OwnGameIntent::Asked`]),
/// handed back to the app's `apply_new_york`.
impl From<NewYorkIntent> for Intent {
    fn from(intent: NewYorkIntent) -> Intent {
        Intent::OwnGame(OwnGameIntent::Asked(OwnAsked::new(GameKind::NewYork, intent)))
    }
}

impl TrailpadApp {
    /// The app playing a New York game already under way (tests, demos).
    pub fn with_new_york(log: NewYorkLog) -> TrailpadApp {
        let mut app = TrailpadApp::new();
        app.running = Some(Box::new(NewYorkPlay::new(log, None)));
        app.screen = Screen::Play;
        app
    }

    /// The New York game running, if any.
    pub fn new_york_log(&self) -> Option<&NewYorkLog> {
        self.running.as_deref().and_then(own::<NewYorkPlay>).map(|p| &p.log)
    }

    /// The file the New York game running is saved in.
    pub fn new_york_file(&self) -> Option<&Path> {
        self.running.as_deref().and_then(own::<NewYorkPlay>).and_then(|p| p.file.as_deref())
    }

    /// Starts a New York game from the start screen's form.
    pub(super) fn start_new_york(&mut self, setup: NewYorkSetup) -> Result<(), String> {
        let t = Translator::shared(self.language);
        setup.validate().map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))?;
        let log = NewYorkLog::new(NewYorkMap::builtin(), setup)
            .map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))?;
        let secs = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let log = log.with_played_at(secs);
        let file = self.new_game_file();
        self.start_running(Box::new(NewYorkPlay::new(log, file)));
        let text = t.format("ny-started", &[("game", t.new_york_game_name().into())]);
        self.say(MessageKind::News, text);
        self.save();
        Ok(())
    }

    /// Starts the New York game set up on the start screen's form: the
    /// form's choices, names and taxi colours are remembered.
    fn start_new_york_from_form(&mut self) {
        let Screen::Start(wizard) = &mut self.screen else { return };
        let t = Translator::shared(self.language);
        let form: Option<&dyn std::any::Any> = wizard.own_form().map(|f| f as &dyn std::any::Any);
        let Some(draft) = form.and_then(|f| f.downcast_ref::<crate::ui::new_york::setup::NewYorkDraft>()) else {
            return;
        };
        let setup = draft.setup(&t);
        let choices = wizard.choices();
        match self.start_new_york(setup.clone()) {
            Ok(()) => {
                self.settings.wizard = choices;
                self.save_settings();
                self.remember_players(
                    (1..).zip(&setup.players).map(|(n, p)| (n, p.name.clone(), Some(p.colour))).collect(),
                );
            }
            Err(e) => {
                if let Screen::Start(wizard) = &mut self.screen {
                    wizard.error = Some(e);
                }
            }
        }
    }

    /// Applies what the New York screens asked.
    pub(super) fn apply_new_york(&mut self, intent: NewYorkIntent) {
        let edit = match intent {
            NewYorkIntent::ExportPng => return self.open_export_png(),
            NewYorkIntent::ExportRecord => return self.open_export_record(),
            NewYorkIntent::Leave => return self.leave_for_start(),
            NewYorkIntent::End(i) => return self.apply_game_end(i),
            NewYorkIntent::PlayWithPhones => return self.start_table(),
            NewYorkIntent::Claim { player, route } => self.new_york_entry(|g| g.claim_action(player, route)),
            NewYorkIntent::Unclaim(route) => self.new_york_entry(|g| g.unclaim_action(route)),
            NewYorkIntent::Keep { player, ticket } => self.new_york_entry(|g| g.keep_action(player, ticket)),
            NewYorkIntent::Drop { player, ticket } => self.new_york_entry(|g| g.drop_action(player, ticket)),
            NewYorkIntent::Finish => Some(Edit::Act(Action::Finish)),
            NewYorkIntent::Undo => Some(Edit::Undo),
            NewYorkIntent::Redo => Some(Edit::Redo),
        };
        let Some(edit) = edit else { return };
        let t = Translator::shared(self.language);
        // While the phones play, the table's server owns the game: the
        // entry runs on its game, which it saves and shows the phones.
        if let Some(message) = self.new_york_at_table(|log| new_york_edit(log, edit.clone(), &t)) {
            if let Some((kind, text)) = message {
                self.say(kind, text);
            }
            return;
        }
        let Some(play) = self.running.as_deref_mut().and_then(own_mut::<NewYorkPlay>) else { return };
        let Some(message) = new_york_edit(&mut play.log, edit, &t) else { return };
        let changed = message.0 == MessageKind::News;
        self.say(message.0, message.1);
        if changed {
            self.save();
        }
    }

    /// The entry a tap on the New York game asks for, if one runs.
    fn new_york_entry(&self, entry: impl FnOnce(&Game) -> Action) -> Option<Edit> {
        self.new_york_log().map(|log| Edit::Act(entry(log.game())))
    }
}

/// Applies a New York entry, undo or redo to `log`: what the message line
/// says (news, or the refusal in the desktop's words), or `None` when
/// there was nothing to undo or redo.
fn new_york_edit(log: &mut NewYorkLog, edit: Edit, t: &Translator) -> Option<(MessageKind, String)> {
    let message = match edit {
        Edit::Act(action) => {
            let words = match action {
                Action::Finish => t.text("ny-finished"),
                Action::Claim { .. }
                | Action::Unclaim { .. }
                | Action::Keep { .. }
                | Action::Drop { .. }
                | Action::LastTurn { .. } => t.new_york_action(log.game(), &action),
            };
            match log.apply(action) {
                Ok(_) => (MessageKind::News, words),
                Err(refusal) => {
                    (MessageKind::Error, crate::i18n::capitalise(&t.new_york_refusal(log.game(), &refusal)))
                }
            }
        }
        Edit::Undo => match log.undo() {
            Some(action) => {
                let what = t.new_york_action(log.game(), &action);
                (MessageKind::News, t.format("undone", &[("what", what.into())]))
            }
            None => return None,
        },
        Edit::Redo => match log.redo() {
            Some(action) => {
                let what = t.new_york_action(log.game(), &action);
                (MessageKind::News, t.format("redone", &[("what", what.into())]))
            }
            None => return None,
        },
    };
    Some(message)
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
        NewYorkRecordError::Read(e) => t.record_read_error(e),
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

/// Entries of a fourth player, after [`DEMO_MIDGAME`] (the four-player
/// demos).
const DEMO_FOURTH: &[(u8, &str)] = &[
    (4, "+lincoln-center-greenwich-village"),
    (4, "lincoln-center-central-park"),
    (4, "midtown-west-times-square"),
    (4, "chelsea-greenwich-village-red"),
];

/// The log of a New York demo with players named in `language`:
/// `new-york-midgame` and `new-york-final` for three, `new-york-four` and
/// `new-york-four-final` for four.
pub fn new_york_demo_log(name: &str, language: crate::i18n::Language) -> Option<NewYorkLog> {
    let (players, entries): (usize, Vec<(u8, &str)>) = match name {
        "new-york-midgame" => (3, DEMO_MIDGAME.to_vec()),
        "new-york-final" => (3, DEMO_MIDGAME.iter().chain(DEMO_FINAL).copied().collect()),
        "new-york-four" => (4, DEMO_MIDGAME.iter().chain(DEMO_FOURTH).copied().collect()),
        "new-york-four-final" => {
            (4, DEMO_MIDGAME.iter().chain(DEMO_FOURTH).chain(DEMO_FINAL).copied().collect())
        }
        _ => return None,
    };
    let names = crate::demo::demo_names(language);
    let setup = NewYorkSetup::with_names(&names[..players]);
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
    let play = app.running.as_deref_mut().and_then(own_mut::<NewYorkPlay>)?;
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
    app.apply(Intent::from(intent));
    if name.ends_with("-final") {
        // The last round is played: the players end the game.
        app.apply(Intent::from(NewYorkIntent::Finish));
    }
    Some(app)
}

/// New York's files in the lists: read by its own record's reader (its
/// words), summarised by its own summary; one that does not replay is
/// left where it is and reported (never moved aside as a damaged Tucana
/// game).
impl crate::store::ListedGame for Game {
    fn list(file: crate::store::ListFile<'_>) {
        if file.is_temporary() {
            return;
        }
        file.list_or_leave(|path, text| {
            let bad = |e: NewYorkRecordError| crate::store::GameFileProblem::BadRecord(e.to_string());
            let record = NewYorkRecord::from_ron(text).map_err(bad)?;
            let game = record.replay().map_err(bad)?;
            let modified = std::fs::metadata(path).and_then(|m| m.modified()).ok();
            Ok(Self::listed(path.to_path_buf(), record, &game, modified))
        });
    }

    /// Listed with its own summary.
    fn listed(
        path: PathBuf,
        record: NewYorkRecord,
        game: &Game,
        modified: Option<SystemTime>,
    ) -> Box<dyn crate::store::ListedFile> {
        let summary = crate::games::new_york::NewYorkSummary::of(game);
        Box::new(crate::ui::new_york::saved::NewYorkSaved { summary, path, record, modified })
    }
}

impl super::running::AppGame for Game {
    fn start_table(app: &mut TrailpadApp) {
        app.start_game_table::<Self>();
    }
    type Play = NewYorkPlay;
    /// Its final scores are a screen of their own.
    const SCREENS: &'static [GameScreen] =
        &[GameScreen::Start, GameScreen::Play, GameScreen::End, GameScreen::Viewer];

    fn begin_from_form(app: &mut TrailpadApp) {
        app.start_new_york_from_form();
    }
    fn apply_asked(app: &mut TrailpadApp, asked: &OwnAsked) {
        if let Some(intent) = asked.get::<NewYorkIntent>() {
            app.apply_new_york(intent.clone());
        }
    }

    fn open(log: NewYorkLog, file: Option<PathBuf>) -> NewYorkPlay {
        NewYorkPlay::new(log, file)
    }
    fn viewer(log: NewYorkLog, path: Option<PathBuf>) -> HistoryViewer {
        // The viewer keeps the log as the app does, for its export.
        let own: super::running::Loaded = Box::new(log.clone());
        Box::new(NewYorkViewer { game: Box::new(own), ..NewYorkViewer::new(log, path) })
    }
    fn replay_words(
        t: &Translator,
        record: &NewYorkRecord,
        _boards: &crate::games::Boards<'_>,
        error: &NewYorkRecordError,
    ) -> String {
        new_york_record_words(t, Some(record), error)
    }
    /// The same seats, names and colours.
    fn rematch(log: &NewYorkLog, _seed: u64, now: u64, t: &Translator) -> Result<NewYorkLog, String> {
        let setup = log.record().setup.clone();
        NewYorkLog::new(log.game().map_arc().clone(), setup)
            .map(|log| log.with_played_at(now))
            .map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))
    }
    fn again_words(_log: &NewYorkLog, t: &Translator) -> String {
        t.format("end-again-new-york", &[("game", t.new_york_game_name().into())])
    }
    fn export_stem(_record: &NewYorkRecord) -> String {
        "new-york".to_string()
    }
    /// The pad and map, with the final scores once the players ended the
    /// game.
    fn picture(
        game: &Game,
        _seat: Option<u8>,
        options: &crate::picture::PngOptions,
    ) -> Option<Result<(Vec<u8>, String), String>> {
        let drawn = crate::picture::new_york_png(game, game.is_over(), options);
        Some(drawn.map(|bytes| (bytes, String::new())).map_err(|e| e.to_string()))
    }
    /// A game under way says it goes on where it stopped.
    fn imported_key(over: bool) -> &'static str {
        if over { "import-done" } else { "ny-import-unfinished" }
    }
}

impl super::running::GamePlay for NewYorkPlay {
    type Game = Game;

    fn log(&self) -> &NewYorkLog {
        &self.log
    }
    fn log_mut(&mut self) -> &mut NewYorkLog {
        &mut self.log
    }
    fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }
    fn log_and_end_mut(&mut self) -> (&mut NewYorkLog, &mut crate::ui::game_end::GameEndState) {
        (&mut self.log, &mut self.view.end)
    }
    /// The final scores once the players ended the game.
    fn screen(&self) -> GameScreen {
        if self.log.game().is_over() { GameScreen::End } else { GameScreen::Play }
    }
    fn play_ui(&mut self, ui: &mut egui::Ui, frame: &super::running::PlayFrame<'_>) -> Vec<Intent> {
        let screen = crate::ui::new_york::NewYorkScreen { log: &self.log, messages: frame.messages };
        let asked = crate::ui::new_york::new_york_ui(ui, &screen, &mut self.view);
        asked.into_iter().map(Intent::from).collect()
    }
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
        let four = new_york_demo_app("new-york-four-final", Language::French).expect("legal with four");
        let log = four.new_york_log().expect("a New York game");
        assert_eq!(log.game().player_numbers().count(), 4);
        assert!(log.game().is_over(), "ended as the three-player final one");
    }
}
