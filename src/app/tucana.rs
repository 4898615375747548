//! *Trails of Tucana* in the app. The running game, and what a
//! play-screen intent does to it: the game changes only here (through the
//! log's `apply`, `undo` and `redo`), and every change or refusal comes
//! back as one message for the message line. Its coach's hint and its
//! review are beside it (`hint`, `review`), and its files in the
//! lists ([`listed`]).

mod hint;
pub mod listed;
pub(crate) mod review;
pub(super) mod table;

use crate::games::tucana::record::{Step, TakeBackError, TucanaLog};
use crate::games::tucana::rules::{Action, GameEvent, Setup, TucanaGame};
use crate::i18n::{Translator, capitalise, describe_action, describe_taken_back};
use crate::ui::history::HistoryViewer;
use crate::ui::message::{Message, MessageKind};
use crate::ui::tucana::form::TucanaForm;
use crate::ui::tucana::play::{Gain, GameIntent, PlayState};
use crate::ui::tucana::viewer::TucanaViewer;
use std::path::PathBuf;

/// The running game and how it is shown.
pub struct TucanaPlay {
    /// The game and its record.
    pub log: TucanaLog,
    /// Which sheet is shown, the map's view, cards entered so far.
    pub state: PlayState,
    /// The file the game is saved in after every change (none in tests
    /// without a data folder).
    pub file: Option<PathBuf>,
    /// The coach's hint for the shown sheet, computed off the UI thread.
    pub hint: hint::HintSlot,
    /// How much work a hint may do: the standard budget, or a smaller
    /// one in tests ([`super::TrailpadApp::with_hint_budget`]).
    pub hint_budget: crate::games::tucana::coach::Budget,
}

impl TucanaPlay {
    /// A game shown from the first sheet still to play.
    pub fn new(log: TucanaLog, file: Option<PathBuf>) -> TucanaPlay {
        let state = PlayState::new(first_seat(&log));
        TucanaPlay {
            log,
            state,
            file,
            hint: hint::HintSlot::default(),
            hint_budget: crate::games::tucana::coach::Budget::STANDARD,
        }
    }
}

/// The sheet to show first: the first seat still to play this turn.
pub fn first_seat(log: &TucanaLog) -> u8 {
    let game = log.game();
    game.unfinished_players().first().copied().or_else(|| game.players().first().map(|p| p.seat)).unwrap_or(1)
}

/// Applies a game intent; returns the message it makes, in the language of
/// `t` (refusals, hints and announcements all reach the message line).
pub fn apply_game(play: &mut TucanaPlay, intent: GameIntent, t: &Translator) -> Option<Message> {
    let game = play.log.game();
    let state = &mut play.state;
    let action = match intent {
        GameIntent::Act(action) => action,
        // Two hexes that do not touch go to the game too: it refuses them
        // in the player's words, naming both places, and a player who is
        // done this turn hears that first (never a map refusal).
        GameIntent::Trail(from, to) | GameIntent::NotNeighbours(from, to) => {
            game.trail_action(state.seat, from, to)
        }
        GameIntent::PickCard(card) => match state.pending_card.take() {
            Some(first) => Action::Reveal(first, card),
            None => {
                state.pending_card = Some(card);
                let text = t.format("first-card", &[("card", t.card(card).into())]);
                return Some(Message::new(MessageKind::Prompt, text));
            }
        },
        GameIntent::CardUsedUp { card, revealed } => {
            let text = t.card_used_up(card, revealed, game.round());
            return Some(Message::new(MessageKind::Error, capitalise(&text)));
        }
        GameIntent::ClearCard => {
            state.pending_card = None;
            return None;
        }
        GameIntent::RevealNext => {
            let [a, b] = game.next_app_cards()?;
            Action::Reveal(a, b)
        }
        GameIntent::Undo => return Some(undo(play, t)),
        GameIntent::TakeBack(seat) => return Some(take_back(play, seat, t)),
        GameIntent::PaperTotal { seat, total } => {
            return match play.log.set_paper_total(seat, Some(total)) {
                Ok(()) => None,
                Err(e) => Some(Message::new(MessageKind::Error, capitalise(&e.to_string()))),
            };
        }
        GameIntent::Redo => return Some(redo(play, t)),
        GameIntent::ShowSeat(seat) => {
            state.seat = seat;
            state.view.selected = None;
            state.gain = None;
            return None;
        }
        GameIntent::Hint(text) => return Some(Message::new(MessageKind::Hint, text)),
        GameIntent::Prompt(text) => return Some(Message::new(MessageKind::Prompt, text)),
        GameIntent::AskHint => {
            // Only a seat the game coaches gets hints (the button is not
            // even shown to the others; this guards the key too).
            if play.log.record().coaches(state.seat) {
                play.hint.ask(&play.log, state.seat, play.hint_budget);
            }
            return None;
        }
        GameIntent::ShowScores(on) => {
            state.show_scores = on;
            return None;
        }
        GameIntent::Next => {
            let next = next_intent(game, state)?;
            return apply_game(play, next, t);
        }
        GameIntent::Pass => {
            // P only does what the turn prompt's "No trail this turn" button
            // does, and only when that button is shown.
            let seat = state.seat;
            if !game.pass_offered(seat) {
                return None;
            }
            Action::Pass { seat }
        }
    };
    let before = action.seat().map(|seat| tally(game, seat));
    match play.log.apply(action.clone()) {
        Ok(events) => Some(after_action(play, &action, before, &events, t)),
        Err(refusal) => {
            Some(Message::new(MessageKind::Error, capitalise(&t.refusal_in(play.log.game(), &refusal))))
        }
    }
}

/// What "go on" means now: leave the scores, show the next sheet still to
/// play, reveal the app deck's next cards, or show the final scores.
fn next_intent(game: &TucanaGame, state: &PlayState) -> Option<GameIntent> {
    if state.show_scores && !game.is_over() {
        return Some(GameIntent::ShowScores(false));
    }
    if game.is_over() {
        return Some(GameIntent::ShowScores(true));
    }
    if game.turn_cards().is_some() {
        if game.unfinished_players().contains(&state.seat) {
            return None;
        }
        return game.next_unfinished_seat(state.seat).map(GameIntent::ShowSeat);
    }
    game.next_app_cards().map(|_| GameIntent::RevealNext)
}

fn undo(play: &mut TucanaPlay, t: &Translator) -> Message {
    let state = &mut play.state;
    if state.pending_card.take().is_some() {
        return Message::new(MessageKind::Hint, t.text("first-card-cleared"));
    }
    state.view.selected = None;
    state.gain = None;
    match play.log.undo_step() {
        Some(Step::Action(a)) => {
            play.state.seat = a.seat().unwrap_or(play.state.seat);
            Message::new(MessageKind::Hint, t.format("undone", &[("what", describe(play, &a, t).into())]))
        }
        Some(Step::TakeBack { seat, actions }) => {
            play.state.seat = seat;
            let what = actions.first().map(|a| describe(play, a, t)).unwrap_or_default();
            let name = t.player_name(play.log.game(), seat);
            Message::new(
                MessageKind::Hint,
                t.format("take-back-undone", &[("name", name.into()), ("what", what.into())]),
            )
        }
        None => Message::new(MessageKind::Hint, t.text("nothing-to-undo")),
    }
}

/// What a sheet holds now, to tell what a step earned: its points (round
/// lines aside), the part of them that are sights, and whether the round
/// they count in is still open.
#[derive(Debug, Clone, Copy)]
struct Tally {
    points: u32,
    sights: u32,
    round: u8,
    over: bool,
}

fn tally(game: &TucanaGame, seat: u8) -> Tally {
    let sights = game.player(seat).map_or(0, |p| game.sight_sum_now(p));
    Tally { points: game.points_now(seat), sights, round: game.round(), over: game.is_over() }
}

/// Every sheet's [`tally`], to tell what a step earned.
fn points_of_all(game: &TucanaGame) -> Vec<(u8, Tally)> {
    game.players().iter().map(|p| (p.seat, tally(game, p.seat))).collect()
}

/// Redo is a draw done again: the sheet and its gain are shown as after the
/// first time.
fn redo(play: &mut TucanaPlay, t: &Translator) -> Message {
    play.state.view.selected = None;
    let before = points_of_all(play.log.game());
    match play.log.redo_step() {
        Some(Step::Action(a)) => {
            let state = &mut play.state;
            state.seat = a.seat().unwrap_or(state.seat);
            let was = a.seat().and_then(|s| before.iter().find(|(seat, _)| *seat == s)).map(|(_, p)| *p);
            state.gain = gain(play.log.game(), &a, was);
            Message::new(MessageKind::Hint, t.format("redone", &[("what", describe(play, &a, t).into())]))
        }
        Some(Step::TakeBack { seat, actions }) => {
            play.state.seat = seat;
            play.state.gain = None;
            took_back(play, seat, &actions, t)
        }
        None => Message::new(MessageKind::Hint, t.text("nothing-to-redo")),
    }
}

/// Takes back `seat`'s own trail of the last turn, keeping the others'.
fn take_back(play: &mut TucanaPlay, seat: u8, t: &Translator) -> Message {
    let name = t.player_name(play.log.game(), seat);
    match play.log.take_back(seat) {
        Ok(removed) => {
            let state = &mut play.state;
            state.seat = seat;
            state.gain = None;
            state.view.selected = None;
            took_back(play, seat, &removed, t)
        }
        Err(TakeBackError::NothingToTakeBack { .. }) => {
            Message::new(MessageKind::Error, t.format("take-back-nothing", &[("name", name.into())]))
        }
        Err(TakeBackError::GameOver { .. }) => {
            Message::new(MessageKind::Error, t.format("take-back-game-over", &[("name", name.into())]))
        }
        Err(TakeBackError::Conflict { action, refusal, .. }) => {
            let text = t.format(
                "take-back-conflict",
                &[
                    ("name", name.into()),
                    ("what", describe(play, &action, t).into()),
                    ("reason", t.refusal_in(play.log.game(), &refusal).into()),
                ],
            );
            Message::new(MessageKind::Error, text)
        }
    }
}

/// "Alice takes back the trail between … and draws again" (what is taken
/// back is named without a sentence of its own inside this one).
fn took_back(play: &TucanaPlay, seat: u8, removed: &[Action], t: &Translator) -> Message {
    let name = t.player_name(play.log.game(), seat);
    let what = removed.first().map(|a| describe_taken_back(t, play.log.game(), a)).unwrap_or_default();
    Message::new(
        MessageKind::News,
        t.format("take-back-done", &[("name", name.into()), ("what", what.into())]),
    )
}

/// What `action` earned its sheet, given its [`tally`] before: villages
/// and bonus cards count at once, sights at round end (at once when this
/// action ended the round).
fn gain(game: &TucanaGame, action: &Action, before: Option<Tally>) -> Option<Gain> {
    let seat = action.seat()?;
    let before = before?;
    let after = tally(game, seat);
    let earned = after.points.saturating_sub(before.points);
    let round_ended = after.round != before.round || after.over != before.over;
    let at_round_end = if round_ended { 0 } else { after.sights.saturating_sub(before.sights) };
    Some(Gain { seat, now: earned - at_round_end.min(earned), at_round_end })
}

fn after_action(
    play: &mut TucanaPlay,
    action: &Action,
    before: Option<Tally>,
    events: &[GameEvent],
    t: &Translator,
) -> Message {
    let game = play.log.game();
    let lines = t.announce(game, events);
    let state = &mut play.state;
    if matches!(action, Action::Reveal(..)) {
        state.seat = first_seat(&play.log);
        state.gain = None;
        // New cards ask for trails: the map comes back from behind the
        // round's scores (with real cards, typed while they showed).
        state.show_scores = false;
    } else if let Some(seat) = action.seat()
        && !matches!(action, Action::Coached { .. })
    {
        // The sheet stays in view, with what it earned, until the player
        // (or the next one) moves on: nobody loses sight of their circles.
        state.seat = seat;
        state.gain = gain(game, action, before);
    }
    if events.iter().any(|e| matches!(e, GameEvent::RoundEnded(_))) {
        state.show_scores = true;
    }
    state.reshuffle_kept.clear();
    let text = if lines.is_empty() { capitalise(&describe(play, action, t)) } else { lines.join(" · ") };
    Message::new(MessageKind::News, text)
}

/// An action in words, to say what was done, undone or redone.
fn describe(play: &TucanaPlay, action: &Action, t: &Translator) -> String {
    describe_action(t, play.log.game(), action)
}

/// What Tucana's play screen asks of its game is the app's intent through
/// the one generic way for a game's own requests, handed back to
/// the app's `apply_game`.
impl From<GameIntent> for super::Intent {
    fn from(intent: GameIntent) -> super::Intent {
        let asked = crate::ui::own_game::OwnAsked::new(crate::games::GameKind::Tucana, intent);
        super::Intent::OwnGame(crate::ui::own_game::OwnGameIntent::Asked(asked))
    }
}

/// Opening, stepping through or leaving the review of a finished game
/// (Tucana's coach's): Tucana's own request, applied by
/// its `AppGame::apply_asked`.
impl From<crate::ui::tucana::review::ReviewIntent> for super::Intent {
    fn from(intent: crate::ui::tucana::review::ReviewIntent) -> super::Intent {
        let asked = crate::ui::own_game::OwnAsked::new(crate::games::GameKind::Tucana, intent);
        super::Intent::OwnGame(crate::ui::own_game::OwnGameIntent::Asked(asked))
    }
}

/// What Tucana's play screen asks: its entries and its review are its own
/// requests; its menus and final scores are the app's, as every game's.
impl From<crate::ui::tucana::play::PlayIntent> for super::Intent {
    fn from(intent: crate::ui::tucana::play::PlayIntent) -> super::Intent {
        use crate::ui::tucana::play::PlayIntent;
        match intent {
            PlayIntent::Game(i) => super::Intent::from(i),
            PlayIntent::Menu(i) => super::Intent::Menu(i),
            PlayIntent::Settings(i) => super::Intent::Settings(i),
            PlayIntent::Review(i) => super::Intent::from(i),
            PlayIntent::End(i) => super::Intent::GameEnd(i),
        }
    }
}

impl super::TrailpadApp {
    /// The app playing a game already under way (for tests and demos).
    pub fn with_game(log: TucanaLog) -> super::TrailpadApp {
        let mut app = super::TrailpadApp::new();
        app.running = Some(Box::new(TucanaPlay::new(log, None)));
        app.screen = super::Screen::Play;
        app
    }

    /// Starts playing a game saved in `file`, keeping the app's settings,
    /// store and islands. The game left is saved once more (in case its
    /// last save failed) and, if finished, moved to the history.
    fn start_play(&mut self, log: TucanaLog, file: Option<PathBuf>) {
        self.start_running(Box::new(TucanaPlay::new(log, file)));
    }

    /// The running Tucana game, if any.
    pub fn play(&self) -> Option<&TucanaPlay> {
        self.running.as_deref().and_then(super::own::<TucanaPlay>)
    }

    /// The Tucana game's log, if one runs.
    pub fn log(&self) -> Option<&TucanaLog> {
        self.play().map(|p| &p.log)
    }

    /// Starts the Tucana game set up on the start screen's form, or its
    /// quick solo game on Isla Petit if that was asked: the form's choices
    /// and the names typed are remembered.
    fn start_tucana_from_form(&mut self) {
        let super::Screen::Start(wizard) = &mut self.screen else { return };
        let seed = super::clock_seed();
        let t = Translator::shared(self.language);
        let Some(form) = wizard.form_of::<TucanaForm>(crate::games::GameKind::Tucana) else { return };
        form.localise_default_names(&t);
        let quick_solo = std::mem::take(&mut form.quick_solo);
        let built = if quick_solo {
            match form.sheets.iter().position(|s| s.id() == Setup::QUICK_SOLO_SHEET) {
                Some(index) => {
                    form.sheet = index;
                    let name = form.seats[0].name.trim();
                    let name = if name.is_empty() { t.default_player(1) } else { name.to_string() };
                    Ok(Setup::quick_solo(&name, seed))
                }
                None => Err(t.text("wizard-no-petit")),
            }
        } else {
            form.build_setup(seed, &t)
        };
        // Quick solo is one seat: no paper seats to name.
        let paper_names = if quick_solo { Vec::new() } else { form.paper_names() };
        let started = built.and_then(|setup| {
            let sheet = form.chosen_sheet().ok_or_else(|| t.text("wizard-no-island"))?;
            let coach = form.coach_for(&setup);
            let mut log = TucanaLog::new(sheet, setup)
                .map(|log| log.with_played_time(std::time::SystemTime::now()).with_coach(&coach))
                .map_err(|e| crate::i18n::capitalise(&t.setup_error(&e)))?;
            log.set_paper_names(paper_names.clone())
                .map_err(|e| crate::i18n::capitalise(&t.record_error(&e)))?;
            Ok(log)
        });
        let choices = wizard.choices();
        match started {
            Ok(log) => {
                let name = t.sheet_name(log.game().sheet());
                // "Player 2" is no one's name: only names people typed are offered again.
                self.settings.remember_names(
                    log.game()
                        .players()
                        .iter()
                        .filter(|p| !crate::ui::wizard::is_default_name(&p.name, p.seat))
                        .map(|p| p.name.as_str()),
                );
                self.settings.wizard = choices;
                let mut seated: Vec<(u8, String, Option<_>)> =
                    log.game().players().iter().map(|p| (p.seat, p.name.clone(), None)).collect();
                seated.extend(paper_names.into_iter().map(|(seat, name)| (seat, name, None)));
                seated.sort_by_key(|(seat, ..)| *seat);
                self.remember_players(seated);
                let file = self.new_game_file();
                self.start_play(log, file);
                self.save_settings();
                let text = self.text_args("games-new", &[("island", name.into())]);
                self.say(MessageKind::News, text);
                self.save();
            }
            Err(e) => wizard.error = Some(e),
        }
    }

    /// Applies what Tucana's play screen asked of its game (an action,
    /// undo, the sheet shown): on the table's game while the phones play.
    pub(super) fn apply_game(&mut self, intent: GameIntent) {
        // While the phones play, the table's server owns the game.
        if self.table.is_running() {
            self.apply_game_at_table(intent);
            return;
        }
        let Some(play) = self.running.as_deref_mut().and_then(super::own_mut::<TucanaPlay>) else { return };
        let before = play.log.revision();
        let translator = Translator::shared(self.language);
        let message = apply_game(play, intent, &translator);
        let changed = play.log.revision() != before;
        if let Some(message) = message {
            self.messages.say(message);
        }
        if changed {
            self.save();
        }
    }
}

impl super::running::AppGame for TucanaGame {
    fn start_table(app: &mut super::TrailpadApp) {
        app.start_game_table::<Self>();
    }
    type Play = TucanaPlay;
    /// A game with nothing entered is kept: its set-up (island, seats,
    /// card) is worth finding again.
    const FORGET_EMPTY: bool = false;
    /// Its Final Scoring Boxes are a screen apart from the map.
    const SCREENS: &'static [super::GameScreen] = &[
        super::GameScreen::Start,
        super::GameScreen::Play,
        super::GameScreen::Scores,
        super::GameScreen::Viewer,
    ];

    fn open(log: TucanaLog, file: Option<PathBuf>) -> TucanaPlay {
        TucanaPlay::new(log, file)
    }
    fn begin_from_form(app: &mut super::TrailpadApp) {
        app.start_tucana_from_form();
    }
    fn apply_asked(app: &mut super::TrailpadApp, asked: &crate::ui::own_game::OwnAsked) {
        if let Some(intent) = asked.get::<GameIntent>() {
            app.apply_game(intent.clone());
        } else if let Some(intent) = asked.get::<crate::ui::tucana::review::ReviewIntent>() {
            app.apply_review(*intent);
        }
    }
    fn viewer(log: TucanaLog, _path: Option<PathBuf>) -> HistoryViewer {
        // The viewer keeps the log as the app does, for its export and
        // its review.
        let own: super::running::Loaded = Box::new(log.clone());
        let (record, game) = log.into_parts();
        Box::new(TucanaViewer { kept: Box::new(own), ..TucanaViewer::new(record, game) })
    }
    fn replay_words(
        t: &Translator,
        record: &crate::games::tucana::record::TucanaRecord,
        boards: &crate::games::Boards<'_>,
        error: &crate::games::tucana::record::TucanaRecordError,
    ) -> String {
        t.record_error_in(record, boards.islands, error)
    }
    /// The same island, table, seats, paper seats' names, coached seats and
    /// variants, a new set-up card drawn from `seed`.
    fn rematch(log: &TucanaLog, seed: u64, now: u64, t: &Translator) -> Result<TucanaLog, String> {
        let game = log.game();
        let record = log.record();
        let mut next = TucanaLog::new(game.sheet_arc().clone(), game.setup().rematch(seed))
            .map(|log| log.with_played_at(now).with_coach(&record.coach))
            .map_err(|e| capitalise(&t.setup_error(&e)))?;
        // The same people on paper, by the names they were given.
        let paper = record.paper_names.iter().map(|p| (p.seat, p.name.clone())).collect();
        next.set_paper_names(paper).map_err(|e| capitalise(&t.record_error(&e)))?;
        Ok(next)
    }
    fn again_words(log: &TucanaLog, t: &Translator) -> String {
        let island = t.sheet_name(log.game().sheet());
        t.format("end-again-tucana", &[("island", island.into())])
    }
    /// The island.
    fn export_stem(record: &crate::games::tucana::record::TucanaRecord) -> String {
        super::running::safe_file_part(&record.setup.sheet)
    }
    /// The sheet shown, named after its player.
    fn picture(
        game: &TucanaGame,
        seat: Option<u8>,
        options: &crate::picture::PngOptions,
    ) -> Option<Result<(Vec<u8>, String), String>> {
        let seat = seat.or_else(|| game.players().first().map(|p| p.seat)).unwrap_or(1);
        let drawn = crate::picture::sheet_png(game, seat, options).map_err(|e| e.to_string()).map(|bytes| {
            let player =
                game.player(seat).map(|p| super::running::safe_file_part(&p.name)).unwrap_or_default();
            (bytes, player)
        });
        Some(drawn)
    }
}

impl super::running::GamePlay for TucanaPlay {
    type Game = TucanaGame;

    fn log(&self) -> &TucanaLog {
        &self.log
    }
    fn log_mut(&mut self) -> &mut TucanaLog {
        &mut self.log
    }
    fn file(&self) -> Option<&std::path::Path> {
        self.file.as_deref()
    }
    fn log_and_end_mut(&mut self) -> (&mut TucanaLog, &mut crate::ui::game_end::GameEndState) {
        (&mut self.log, &mut self.state.end)
    }
    fn shown_seat(&self) -> Option<u8> {
        Some(self.state.seat)
    }
    /// The Final Scoring Boxes (all of them, or the final scores once the
    /// game is over) when shown, else the map, pads and turn.
    fn screen(&self) -> super::GameScreen {
        if self.state.show_scores { super::GameScreen::Scores } else { super::GameScreen::Play }
    }
    fn play_ui(&mut self, ui: &mut egui::Ui, frame: &super::running::PlayFrame<'_>) -> Vec<super::Intent> {
        let screen = crate::ui::tucana::play::PlayScreen {
            log: &self.log,
            messages: frame.messages,
            large_targets: frame.large_targets,
            can_take_back: self.log.can_take_back(self.state.seat),
            phones: frame.phones,
            coach: self
                .log
                .record()
                .coaches(self.state.seat)
                .then(|| crate::ui::tucana::coach::CoachPanel { view: self.hint.view(self.state.seat) }),
        };
        crate::ui::tucana::play::play_ui(ui, &screen, &mut self.state)
            .into_iter()
            .map(super::Intent::from)
            .collect()
    }
}
