//! Table mode from the desktop ("Play with phones"): the app starts a
//! [`TableServer`] for the running game and shows the host screen.
//!
//! While it runs, the server owns the game. The app's copy only follows
//! it (taken again whenever the table's version moves) and is never saved;
//! what is asked on the game screen ("Sheets here") runs on the server's
//! game under its lock, which saves every change to the game's file,
//! atomically. When table mode stops, the app takes the server's game back
//! and goes on as before.
//!
//! The server listens on this machine's local-network address only (found
//! by [`lan_address`]), not on 0.0.0.0: the phones at the table reach it,
//! while other interfaces (a VPN, a public address) do not serve the game.
//! Without a local network it listens on 127.0.0.1 and says so. The port
//! is the `table_port` setting, or one the system picks.

use super::{Intent, Screen, TrailpadApp};
use crate::games::tucana::record::{TucanaLog, final_standings_named};
use crate::games::tucana::rules::{Action, DeckMode};
use crate::i18n::Translator;
use crate::table::view::waiting_for;
use crate::table::view::{status, table_view};
use crate::table::{HostError, JoinCode, Presence, TableConfig, TableHandle, TableServer, lan_address};
use crate::ui::message::MessageKind;
use crate::ui::table_host::{
    HostSeat, HostUiState, HostView, QrModules, RankLine, SeatPhone, SeatProgress, TableHostIntent,
    table_host_ui,
};
use egui::Ui;
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

/// How often the host screen looks for the phones' moves.
pub(super) const REPAINT: Duration = Duration::from_millis(200);

/// What the app does each frame for a running table of any game: a join
/// code works only while the host screen shows it (`showing`), and the
/// app's copy of the game follows the phones' moves. True when the table's
/// game moved on since `synced` (which then takes its version): the caller
/// takes a copy of its log. Cheap when nothing changed: one number is
/// compared.
pub(super) fn follow_table<G: crate::table::TableGame>(
    handle: &TableHandle<G>,
    codes_shown: &mut bool,
    synced: &mut u64,
    showing: bool,
) -> bool {
    if *codes_shown != showing {
        *codes_shown = showing;
        if showing {
            handle.show_join_codes();
        } else {
            handle.hide_join_codes();
        }
    }
    let version = handle.version();
    if version == *synced {
        return false;
    }
    *synced = version;
    true
}

/// What a host screen is built from, for any game's table: when any of it
/// changes, the screen is built again (the codes change without a move,
/// after too many wrong ones; a phone joins or leaves without one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct HostViewKey {
    /// The table's version.
    version: u64,
    /// The language the screen is in.
    language: crate::i18n::Language,
    /// The join codes shown.
    pub(super) codes: Vec<JoinCode>,
    /// Whether each seat's phone is here.
    presence: Vec<(u8, Presence)>,
}

impl HostViewKey {
    /// The table as it is now.
    pub(super) fn now<G: crate::table::TableGame>(
        handle: &TableHandle<G>,
        language: crate::i18n::Language,
    ) -> HostViewKey {
        HostViewKey {
            version: handle.version(),
            language,
            codes: handle.join_codes(),
            presence: handle.presence(),
        }
    }

    /// The host screen's words for whether `seat`'s phone is here.
    pub(super) fn phone(&self, seat: u8) -> SeatPhone {
        match self.presence.iter().find(|(s, _)| *s == seat).map(|(_, p)| *p) {
            Some(Presence::Joined) => SeatPhone::Joined,
            Some(Presence::Left) => SeatPhone::Left,
            Some(Presence::NotJoined) | None => SeatPhone::NotJoined,
        }
    }
}

/// Table mode's part of the app.
#[derive(Debug, Default)]
pub(super) struct TableSlot {
    /// The running table, if table mode is on.
    running: Option<Running>,
    /// The address to listen on instead of the local network's.
    pub(super) address: Option<IpAddr>,
    /// The New York table running, if any (see [`super::new_york::table`]).
    pub(super) new_york: Option<super::new_york::table::NewYorkTable>,
}

/// A running table and its screen.
#[derive(Debug)]
struct Running {
    handle: TableHandle,
    local_only: bool,
    ui: HostUiState,
    /// The screen as last built, with what it was built from.
    view: Option<(HostViewKey, HostView)>,
    /// The table's version the app's copy of the game was last taken at.
    synced: u64,
    /// The join codes are shown (and so work): while the host screen is.
    codes_shown: bool,
    /// The number of the last failed phone save said on the message line.
    failures_said: u64,
}

impl TableSlot {
    /// Whether table mode is on.
    pub(super) fn is_running(&self) -> bool {
        self.running.is_some() || self.new_york.is_some()
    }
}

impl TrailpadApp {
    /// Listens on `address` (instead of this machine's local-network
    /// address) when playing with phones; tests use 127.0.0.1.
    pub fn with_table_address(mut self, address: IpAddr) -> TrailpadApp {
        self.table.address = Some(address);
        self
    }

    /// Whether table mode is on (the phones play; the app shows the table).
    pub fn table_running(&self) -> bool {
        self.table.is_running()
    }

    /// The seats' links while table mode is on.
    pub fn table_links(&self) -> Vec<crate::table::SeatLink> {
        match (&self.table.running, &self.table.new_york) {
            (Some(r), _) => r.handle.links(),
            (None, Some(ny)) => ny.links(),
            (None, None) => Vec::new(),
        }
    }

    /// The join codes that work now: while the host screen shows them.
    pub fn table_join_codes(&self) -> Vec<JoinCode> {
        match (&self.table.running, &self.table.new_york) {
            (Some(r), _) => r.handle.join_codes(),
            (None, Some(ny)) => ny.join_codes(),
            (None, None) => Vec::new(),
        }
    }

    /// The game as the table has it now (table mode on), else the app's.
    pub fn table_log(&self) -> Option<TucanaLog> {
        match &self.table.running {
            Some(r) => Some(r.handle.with_log(TucanaLog::clone)),
            None => self.log().cloned(),
        }
    }

    /// "Play with phones": starts the table for the running game (or shows
    /// the one already running).
    pub(super) fn start_table(&mut self) {
        if self.table.is_running() {
            self.show_screen(Screen::Table);
            return;
        }
        if self.start_new_york_table() {
            return;
        }
        if self.play().is_none() {
            return;
        }
        // What the app has not saved yet is saved first; from now on the
        // server writes the file.
        self.save();
        let Some(play) = self.play() else { return };
        let found = self.table.address.or_else(lan_address);
        let mut config = TableConfig::new(play.log.clone());
        config.save_to = play.file.clone();
        config.bind = found.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        config.port = self.settings.table_port.unwrap_or(0);
        config.language = self.language;
        // The phones' BG Stats link names people as the desktop's does.
        config.people = self.players.clone();
        // The app's deck deals by itself; real cards are entered here.
        config.auto_reveal = matches!(play.log.game().setup().deck, DeckMode::AppDeck { .. });
        match TableServer::start(config) {
            Ok(handle) => {
                self.table.running = Some(Running {
                    handle,
                    local_only: found.is_none(),
                    ui: HostUiState::default(),
                    view: None,
                    synced: 0,
                    codes_shown: false,
                    failures_said: 0,
                });
                self.show_screen(Screen::Table);
                let text = self.text("host-started");
                self.say(MessageKind::News, text);
            }
            Err(e) => {
                let text = self.text_args("host-start-failed", &[("reason", e.to_string().into())]);
                self.say(MessageKind::Error, text);
            }
        }
    }

    /// Stops table mode: the server's game becomes the app's again, and
    /// the game screen returns. Nothing happens when it is off.
    pub(super) fn stop_table(&mut self) {
        self.stop_new_york_table();
        let Some(running) = self.table.running.take() else { return };
        let log = running.handle.with_log(TucanaLog::clone);
        running.handle.shutdown();
        if let Some(play) = self.running.as_deref_mut().and_then(super::own_mut::<super::TucanaPlay>) {
            let file = play.file.take();
            *play = super::TucanaPlay::new(log, file);
        }
        self.save();
        self.show_screen(Screen::Play);
        let text = self.text("host-stopped");
        self.say(MessageKind::News, text);
    }

    /// Brings the app's copy of the game up to the table's (the phones'
    /// moves), so that the play screen shows the table's game. Cheap when
    /// nothing changed: one number is compared.
    pub(super) fn sync_table_game(&mut self) {
        self.sync_new_york_table();
        self.say_failed_save();
        let showing = matches!(self.screen, Screen::Table);
        let Some(running) = &mut self.table.running else { return };
        if !follow_table(&running.handle, &mut running.codes_shown, &mut running.synced, showing) {
            return;
        }
        if let Some(play) = self.running.as_deref_mut().and_then(super::own_mut::<super::TucanaPlay>) {
            play.log = running.handle.with_log(TucanaLog::clone);
        }
    }

    /// Says on the message line a phone's move that the table refused
    /// because it could not be saved (once each): the host must know the
    /// disk is full, not only the phone.
    fn say_failed_save(&mut self) {
        let Some(running) = &mut self.table.running else { return };
        let Some(failed) = running.handle.last_failed_save() else { return };
        if failed.number == running.failures_said {
            return;
        }
        running.failures_said = failed.number;
        let text = self.text_args(
            "host-phone-not-saved",
            &[
                ("name", failed.name.into()),
                ("path", failed.path.display().to_string().into()),
                ("reason", failed.reason.into()),
            ],
        );
        self.say(MessageKind::Error, text);
    }

    /// Applies a play-screen intent while the phones play: a seat played on
    /// this computer, a card taken at the table by a paper player, cards
    /// entered, undo, a take-back. It runs on the table's game under the
    /// server's lock (the screen's own state beside it), through the same
    /// engine, and the server saves it and tells the phones.
    pub(super) fn apply_game_at_table(&mut self, intent: crate::ui::tucana::play::GameIntent) {
        let play = self.running.as_deref_mut().and_then(super::own_mut::<super::TucanaPlay>);
        let (Some(running), Some(play)) = (&mut self.table.running, play) else { return };
        let t = Translator::shared(self.language);
        let updated = running.handle.update(|log| {
            // The play screen works on its `Play`: lend it the table's log
            // for the length of the intent.
            std::mem::swap(&mut play.log, log);
            let message = super::tucana::apply_game(play, intent, &t);
            std::mem::swap(&mut play.log, log);
            message
        });
        // Taken after the update: the app deck may have dealt since. The
        // version first: a phone's move in between makes the copy newer
        // than the version noted, and the next frame takes it again.
        running.synced = running.handle.version();
        play.log = running.handle.with_log(TucanaLog::clone);
        if let Some(message) = updated.value {
            self.messages.say(message);
        }
        if let Err(e) = updated.saved {
            let text = refused(&running.handle, &e, &t);
            self.say(MessageKind::Error, text);
        }
    }

    /// Keeps the place and note typed on the final scores in the table's
    /// game while the phones play (the server saves it, and the phones'
    /// BG Stats link carries them): what [`TrailpadApp::keep_end_texts`]
    /// does for a game on this computer. `None` when table mode is off.
    pub(super) fn keep_end_texts_at_table(&mut self, t: &Translator) -> Option<Result<(), String>> {
        let (Some(table), Some(game)) = (&mut self.table.running, self.running.as_mut()) else {
            return None;
        };
        let typed = super::own::<super::TucanaPlay>(game.as_ref())
            .is_some_and(|p| p.state.end.place.is_some() || p.state.end.note.is_some());
        if !typed {
            return Some(Ok(()));
        }
        let updated = table.handle.update(|log| {
            // The final scores' texts work on the app's game: lend it the
            // table's for the length of the change.
            let swap = |game: &mut super::Running, log: &mut TucanaLog| {
                if let Some(play) = super::own_mut::<super::TucanaPlay>(game.as_mut()) {
                    std::mem::swap(&mut play.log, log);
                }
            };
            swap(game, log);
            let kept = game.keep_end_texts(t);
            swap(game, log);
            kept
        });
        table.synced = table.handle.version();
        if let Some(play) = super::own_mut::<super::TucanaPlay>(game.as_mut()) {
            play.log = table.handle.with_log(TucanaLog::clone);
        }
        let (_, problem) = updated.value;
        if let Err(e) = updated.saved {
            return Some(Err(refused(&table.handle, &e, t)));
        }
        Some(problem.map_or(Ok(()), Err))
    }

    /// "Play again" on the final scores of a game played with phones: the
    /// next game (`loaded`) is played at the same table. Same address, and
    /// every seat keeps its link, so the phones' open pages follow into
    /// the new game by themselves (the host screen shows the links as
    /// ever, should a seat's have changed); the finished game goes to the
    /// history, and the host's table screen comes back.
    pub(super) fn play_again_at_table(&mut self, loaded: super::running::Loaded, t: &Translator) {
        let Ok(log) = loaded.into_any().downcast::<TucanaLog>() else { return };
        let file = self.new_game_file();
        let Some(table) = &mut self.table.running else { return };
        if let Err(e) = table.handle.new_game(*log, file.clone()) {
            let text = refused(&table.handle, &e, t);
            self.say(MessageKind::Error, text);
            return;
        }
        let log = table.handle.with_log(TucanaLog::clone);
        table.synced = table.handle.version();
        table.ui.pending = None;
        table.view = None;
        self.start_running(Box::new(super::TucanaPlay::new(log, file)));
        self.show_screen(Screen::Table);
        let text = self.running.as_ref().map(|r| r.again_words(t)).unwrap_or_default();
        self.say(MessageKind::News, text);
    }

    /// Draws the host screen; repaints while it shows, so that the phones'
    /// moves appear by themselves.
    pub(super) fn table_screen_ui(&mut self, ui: &mut Ui) -> Option<Intent> {
        if let Some(new_york) = self.new_york_table_screen_ui(ui) {
            return new_york;
        }
        let language = self.language;
        let Some(running) = &mut self.table.running else {
            // Table mode ended: the game screen takes its place.
            self.screen = Screen::Play;
            return None;
        };
        ui.ctx().request_repaint_after(REPAINT);
        let key = HostViewKey::now(&running.handle, language);
        if running.view.as_ref().is_none_or(|(built, _)| *built != key) {
            let t = Translator::shared(language);
            let view = host_view(&running.handle, running.local_only, &key, &t);
            running.view = Some((key, view));
        }
        let (_, view) = running.view.as_ref()?;
        table_host_ui(ui, view, &running.ui, &self.messages).map(Intent::TableHost)
    }

    /// Applies a choice made on the host screen.
    pub(super) fn apply_table_host(&mut self, intent: TableHostIntent) {
        if self.apply_new_york_host(intent) {
            return;
        }
        let t = Translator::shared(self.language);
        let said = match intent {
            TableHostIntent::Stop => {
                self.stop_table();
                None
            }
            TableHostIntent::ShowSheets => {
                self.sync_table_game();
                self.show_screen(Screen::Play);
                None
            }
            TableHostIntent::ToggleRanking => {
                let Some(running) = &mut self.table.running else { return };
                running.ui.hide_ranking = !running.ui.hide_ranking;
                None
            }
            TableHostIntent::NewLink(seat) => {
                let Some(running) = &mut self.table.running else { return };
                match running.handle.revoke(seat) {
                    Ok(link) => Some((
                        MessageKind::News,
                        t.format("host-new-link-made", &[("name", link.name.into())]),
                    )),
                    Err(e) => Some((MessageKind::Error, refused(&running.handle, &e, &t))),
                }
            }
            TableHostIntent::LinkCopied(seat) => {
                let Some(running) = &self.table.running else { return };
                let name = running.handle.links().into_iter().find(|l| l.seat == seat).map(|l| l.name);
                name.map(|name| (MessageKind::News, t.format("host-link-copied", &[("name", name.into())])))
            }
            TableHostIntent::PlayAgain => {
                self.apply_game_end(crate::ui::game_end::GameEndIntent::PlayAgain);
                None
            }
            TableHostIntent::ClearCard => {
                let Some(running) = &mut self.table.running else { return };
                running.ui.pending = None;
                None
            }
            TableHostIntent::Card(card) => {
                let Some(running) = &mut self.table.running else { return };
                match running.ui.pending.take() {
                    None => {
                        running.ui.pending = Some(card);
                        None
                    }
                    Some(first) => match running.handle.apply(Action::Reveal(first, card)) {
                        Ok(()) => None,
                        Err(e) => Some((MessageKind::Error, refused(&running.handle, &e, &t))),
                    },
                }
            }
        };
        if let Some((kind, text)) = said {
            self.say(kind, text);
        }
    }
}

/// A host action's refusal in the UI's words.
fn refused(handle: &TableHandle, error: &HostError, t: &Translator) -> String {
    let reason = match error {
        HostError::Refused(refusal) => handle.with_log(|log| t.refusal_in(log.game(), refusal)),
        HostError::Save { path, reason } => t.format(
            "table-not-saved",
            &[("path", path.display().to_string().into()), ("reason", reason.as_str().into())],
        ),
        other => other.to_string(),
    };
    t.format("host-refused", &[("reason", reason.into())])
}

/// The host screen's contents, from the table's game.
fn host_view(handle: &TableHandle, local_only: bool, key: &HostViewKey, t: &Translator) -> HostView {
    let links = handle.links();
    handle.with_log(|log| {
        let game = log.game();
        let table = table_view(log, t);
        let cards = game.turn_cards();
        let seats = links
            .into_iter()
            .map(|link| {
                let progress = match (cards, game.is_over()) {
                    (_, true) => SeatProgress::Finished,
                    (Some(_), false) if game.is_done(link.seat) => SeatProgress::Done,
                    (Some(_), false) => SeatProgress::Playing,
                    (None, false) => SeatProgress::Waiting,
                };
                HostSeat {
                    seat: link.seat,
                    code: key.codes.iter().find(|c| c.seat == link.seat).map(JoinCode::spaced),
                    qr: QrModules::encode(&link.url),
                    phone: key.phone(link.seat),
                    name: link.name,
                    url: link.url,
                    progress,
                }
            })
            .collect();
        let ranking = if game.is_over() {
            // The whole table, paper seats by their names, as the phones' end screen.
            let record = log.record();
            final_standings_named(game, &record.paper_totals, &record.paper_names)
                .rows
                .iter()
                .map(|row| RankLine {
                    place: row.place,
                    name: t.table_seat_name(record, row.seat),
                    total: row.total.map(i64::from),
                })
                .collect()
        } else {
            let mut totals: Vec<(String, u32)> =
                table.players.iter().map(|p| (p.name.clone(), p.total)).collect();
            totals.sort_by_key(|r| std::cmp::Reverse(r.1));
            totals
                .into_iter()
                .enumerate()
                .map(|(i, (name, total))| RankLine {
                    place: Some(i + 1),
                    name,
                    total: Some(i64::from(total)),
                })
                .collect()
        };
        let real_cards = !matches!(game.setup().deck, DeckMode::AppDeck { .. });
        HostView {
            status: status(game, t),
            cards,
            needs_cards: real_cards && cards.is_none() && !game.is_over(),
            bonus_lines: table.cards,
            ranking,
            seats,
            paper_seats: table.paper.into_iter().map(|p| p.name).collect(),
            game_over: game.is_over(),
            waiting_for: waiting_for(game),
            local_only,
            join_address: format!("{}/", handle.base_url()),
            sheets_here: true,
            lines_heading: None,
        }
    })
}
