//! Table mode from the desktop ("Play with phones"), for every game with
//! a table: the app starts a [`TableServer`](crate::table::TableServer)
//! for the running game and shows the host screen. What is written once
//! for every game's table is here: starting and stopping it, the app's
//! copy of the game following the phones' moves, the join codes shown
//! while the host screen is, the host screen built again only when what
//! it shows changed, the host's choices every table has (stop, links,
//! ranking) and the failed-save line ([`GameTable`], held as one boxed
//! [`RunningTable`]). What a game's table does of its own (its server,
//! its host screen's contents, its own host choices) it gives through
//! [`DeskTable`], in its own app folder (`app/<game>/table.rs`).
//!
//! The server listens on this machine's local-network address only (found
//! by [`lan_address`](crate::table::lan_address)), not on 0.0.0.0: the
//! phones at the table reach it, while other interfaces (a VPN, a public
//! address) do not serve the game. Without a local network it listens on
//! 127.0.0.1 and says so. The port is the `table_port` setting, or one the
//! system picks.

use super::running::{AppGame, GamePlay, OpenGame, own, own_mut};
use super::{Intent, Screen, TrailpadApp};
use crate::games::Log;
use crate::i18n::{Language, Translator};
use crate::table::{
    FailedSave, HostError, JoinCode, Presence, SeatLink, TableConfig, TableError, TableGame, TableHandle,
    lan_address,
};
use crate::ui::message::{MessageKind, MessageLog};
use crate::ui::table_host::{
    HostSeat, HostUiState, HostView, QrModules, SeatPhone, SeatProgress, TableHostIntent, table_host_ui,
};
use egui::Ui;
use std::any::Any;
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

/// How often the host screen looks for the phones' moves.
pub(super) const REPAINT: Duration = Duration::from_millis(200);

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
    codes: Vec<JoinCode>,
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

    /// The host screen's card for a seat (`link`): its join code shown,
    /// its QR code, whether its phone is here, and how far it is in the
    /// game (`progress`, the game's own).
    pub(super) fn seat(&self, link: SeatLink, progress: SeatProgress) -> HostSeat {
        HostSeat {
            seat: link.seat,
            code: self.codes.iter().find(|c| c.seat == link.seat).map(JoinCode::spaced),
            qr: QrModules::encode(&link.url),
            phone: self.phone(link.seat),
            name: link.name,
            url: link.url,
            progress,
        }
    }

    /// The host screen's words for whether `seat`'s phone is here.
    fn phone(&self, seat: u8) -> SeatPhone {
        match self.presence.iter().find(|(s, _)| *s == seat).map(|(_, p)| *p) {
            Some(Presence::Joined) => SeatPhone::Joined,
            Some(Presence::Left) => SeatPhone::Left,
            Some(Presence::NotJoined) | None => SeatPhone::NotJoined,
        }
    }
}

/// A game of the registry played with phones from the desktop: what its
/// table gives beyond what [`GameTable`] does for every game. Each game
/// with a table implements it beside its screen (`app/<game>/table.rs`),
/// and its [`AppGame::start_table`] asks for
/// [`TrailpadApp::start_game_table`].
pub(super) trait DeskTable: TableGame + AppGame + std::fmt::Debug {
    /// Starts its table server (with the routes of its own, if any).
    fn serve(config: TableConfig<Self>) -> Result<TableHandle<Self>, TableError>;
    /// What its table's configuration takes from the app beyond the game,
    /// its file and the address, port and language every table has. By
    /// default nothing.
    fn configure(_app: &TrailpadApp, _config: &mut TableConfig<Self>) {}
    /// The app's play value once table mode stops: the table's game
    /// becomes its own. By default only the log is taken back.
    fn take_back(play: &mut Self::Play, log: Log<Self>) {
        *play.log_mut() = log;
    }
    /// The host screen's contents, from the table's game.
    fn host_view(handle: &TableHandle<Self>, local_only: bool, key: &HostViewKey, t: &Translator)
    -> HostView;
    /// A host action's refusal in the UI's words. By default the error's
    /// own words.
    fn refused(_handle: &TableHandle<Self>, error: &HostError<Self>, t: &Translator) -> String {
        t.format("host-refused", &[("reason", error.to_string().into())])
    }
    /// Does a choice of the host screen that is the game's own (Sheets
    /// here, Play again, the cards entered); every other is done once in
    /// [`TrailpadApp::apply_table_host`].
    fn apply_own_host(app: &mut TrailpadApp, intent: TableHostIntent);
}

/// A running table of any game and its host screen: what is written once
/// for every game's table.
#[derive(Debug)]
pub(super) struct GameTable<G: DeskTable> {
    /// The table's server.
    pub(super) handle: TableHandle<G>,
    /// It listens on 127.0.0.1, no local network being found.
    local_only: bool,
    /// The host screen's own state.
    pub(super) ui: HostUiState,
    /// The screen as last built, with what it was built from.
    pub(super) view: Option<(HostViewKey, HostView)>,
    /// The table's version the app's copy of the game was last taken at.
    pub(super) synced: u64,
    /// The join codes are shown (and so work): while the host screen is.
    codes_shown: bool,
    /// The number of the last failed phone save said on the message line.
    failures_said: u64,
}

impl<G: DeskTable> GameTable<G> {
    /// The app's copy of the game, taken again from the table's, and the
    /// version it was taken at: after a change made here, so the next
    /// frame does not take it again. The version first: a phone's move in
    /// between makes the copy newer than the version noted, and the next
    /// frame takes it again.
    pub(super) fn take_copy(&mut self, running: Option<&mut (dyn OpenGame + 'static)>) {
        self.synced = self.handle.version();
        if let Some(play) = running.and_then(own_mut::<G::Play>) {
            *play.log_mut() = self.handle.with_log(Log::clone);
        }
    }
}

/// A running table as the app's shared part holds it, whichever game it
/// serves: one boxed value.
pub(super) trait RunningTable: std::fmt::Debug {
    /// Each seat's link.
    fn links(&self) -> Vec<SeatLink>;
    /// The join codes that work now.
    fn join_codes(&self) -> Vec<JoinCode>;
    /// The join codes work only while the host screen shows them
    /// (`showing`), and the app's game (`running`) follows the table's.
    fn follow(&mut self, showing: bool, running: Option<&mut (dyn OpenGame + 'static)>);
    /// A phone's move the table refused because it could not be saved,
    /// not said yet.
    fn new_failed_save(&mut self) -> Option<FailedSave>;
    /// Stops the server; the table's game becomes the app's (`running`).
    fn stop(self: Box<Self>, running: Option<&mut (dyn OpenGame + 'static)>);
    /// Draws the host screen (built again when what it shows changed).
    fn screen_ui(
        &mut self,
        ui: &mut Ui,
        language: Language,
        messages: &MessageLog,
    ) -> Option<TableHostIntent>;
    /// Shows or hides the ranking.
    fn toggle_ranking(&mut self);
    /// A new link for `seat` (the old one stops working): what the
    /// message line says.
    fn new_link(&mut self, seat: u8, t: &Translator) -> (MessageKind, String);
    /// The name of the player whose link was copied.
    fn link_name(&self, seat: u8) -> Option<String>;
    /// Its game's own host choices.
    fn own_host(&self) -> fn(&mut TrailpadApp, TableHostIntent);
    /// The game's own table, for what only its game does.
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// The game's own table, to read.
    fn as_any(&self) -> &dyn Any;
}

impl<G: DeskTable> RunningTable for GameTable<G> {
    fn links(&self) -> Vec<SeatLink> {
        self.handle.links()
    }
    fn join_codes(&self) -> Vec<JoinCode> {
        self.handle.join_codes()
    }
    fn follow(&mut self, showing: bool, running: Option<&mut (dyn OpenGame + 'static)>) {
        if self.codes_shown != showing {
            self.codes_shown = showing;
            if showing {
                self.handle.show_join_codes();
            } else {
                self.handle.hide_join_codes();
            }
        }
        // Cheap when nothing changed: one number is compared.
        if self.handle.version() != self.synced {
            self.take_copy(running);
        }
    }
    fn new_failed_save(&mut self) -> Option<FailedSave> {
        let failed = self.handle.last_failed_save()?;
        if failed.number == self.failures_said {
            return None;
        }
        self.failures_said = failed.number;
        Some(failed)
    }
    fn stop(self: Box<Self>, running: Option<&mut (dyn OpenGame + 'static)>) {
        let table = *self;
        let log = table.handle.with_log(Log::clone);
        table.handle.shutdown();
        if let Some(play) = running.and_then(own_mut::<G::Play>) {
            G::take_back(play, log);
        }
    }
    fn screen_ui(
        &mut self,
        ui: &mut Ui,
        language: Language,
        messages: &MessageLog,
    ) -> Option<TableHostIntent> {
        let key = HostViewKey::now(&self.handle, language);
        if self.view.as_ref().is_none_or(|(built, _)| *built != key) {
            let t = Translator::shared(language);
            let view = G::host_view(&self.handle, self.local_only, &key, &t);
            self.view = Some((key, view));
        }
        let (_, view) = self.view.as_ref()?;
        table_host_ui(ui, view, &self.ui, messages)
    }
    fn toggle_ranking(&mut self) {
        self.ui.hide_ranking = !self.ui.hide_ranking;
    }
    fn new_link(&mut self, seat: u8, t: &Translator) -> (MessageKind, String) {
        match self.handle.revoke(seat) {
            Ok(link) => (MessageKind::News, t.format("host-new-link-made", &[("name", link.name.into())])),
            Err(e) => (MessageKind::Error, G::refused(&self.handle, &e, t)),
        }
    }
    fn link_name(&self, seat: u8) -> Option<String> {
        self.handle.links().into_iter().find(|l| l.seat == seat).map(|l| l.name)
    }
    fn own_host(&self) -> fn(&mut TrailpadApp, TableHostIntent) {
        G::apply_own_host
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Table mode's part of the app.
#[derive(Debug, Default)]
pub(super) struct TableSlot {
    /// The table running, if any, whichever game it serves.
    pub(super) running: Option<Box<dyn RunningTable>>,
    /// The address to listen on instead of the local network's.
    pub(super) address: Option<IpAddr>,
}

impl TableSlot {
    /// Whether table mode is on.
    pub(super) fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The running table, if it serves a game of `G`.
    pub(super) fn of<G: DeskTable>(&self) -> Option<&GameTable<G>> {
        self.running.as_deref()?.as_any().downcast_ref()
    }

    /// [`TableSlot::of`], to change.
    pub(super) fn of_mut<G: DeskTable>(&mut self) -> Option<&mut GameTable<G>> {
        self.running.as_deref_mut()?.as_any_mut().downcast_mut()
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
    pub fn table_links(&self) -> Vec<SeatLink> {
        self.table.running.as_ref().map(|t| t.links()).unwrap_or_default()
    }

    /// The join codes that work now: while the host screen shows them.
    pub fn table_join_codes(&self) -> Vec<JoinCode> {
        self.table.running.as_ref().map(|t| t.join_codes()).unwrap_or_default()
    }

    /// "Play with phones": starts the table for the running game (or shows
    /// the one already running).
    pub(super) fn start_table(&mut self) {
        if self.table.is_running() {
            self.show_screen(Screen::Table);
            return;
        }
        // The running game's own table starts; a game without one does
        // nothing.
        if let Some(start) = self.running.as_ref().map(|r| r.table_starter()) {
            start(self);
        }
    }

    /// Starts the table for the running game, a game of `G` (see
    /// [`AppGame::start_table`]).
    pub(super) fn start_game_table<G: DeskTable>(&mut self) {
        if self.running.as_deref().and_then(own::<G::Play>).is_none() {
            return;
        }
        // What the app has not saved yet is saved first; from now on the
        // server writes the file.
        self.save();
        let Some(play) = self.running.as_deref().and_then(own::<G::Play>) else { return };
        let found = self.table.address.or_else(lan_address);
        let mut config = TableConfig::new(play.log().clone());
        config.save_to = GamePlay::file(play).map(std::path::Path::to_path_buf);
        config.bind = found.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        config.port = self.settings.table_port.unwrap_or(0);
        config.language = self.language;
        G::configure(self, &mut config);
        match G::serve(config) {
            Ok(handle) => {
                self.table.running = Some(Box::new(GameTable {
                    handle,
                    local_only: found.is_none(),
                    ui: HostUiState::default(),
                    view: None,
                    synced: 0,
                    codes_shown: false,
                    failures_said: 0,
                }));
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
        let Some(table) = self.table.running.take() else { return };
        table.stop(self.running.as_deref_mut());
        self.save();
        self.show_screen(Screen::Play);
        let text = self.text("host-stopped");
        self.say(MessageKind::News, text);
    }

    /// Brings the app's copy of the game up to the table's (the phones'
    /// moves), so that the play screen shows the table's game, and says a
    /// phone's move the table could not save. Cheap when nothing changed:
    /// one number is compared.
    pub(super) fn sync_table_game(&mut self) {
        let showing = matches!(self.screen, Screen::Table);
        let Some(table) = self.table.running.as_mut() else { return };
        let failed = table.new_failed_save();
        table.follow(showing, self.running.as_deref_mut());
        if let Some(failed) = failed {
            // The host must know the disk is full, not only the phone.
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
    }

    /// Draws the host screen; repaints while it shows, so that the phones'
    /// moves appear by themselves.
    pub(super) fn table_screen_ui(&mut self, ui: &mut Ui) -> Option<Intent> {
        let Some(table) = self.table.running.as_mut() else {
            // Table mode ended: the game screen takes its place.
            self.screen = Screen::Play;
            return None;
        };
        ui.ctx().request_repaint_after(REPAINT);
        table.screen_ui(ui, self.language, &self.messages).map(Intent::TableHost)
    }

    /// Applies a choice made on the host screen: those every table has
    /// here, the others by the table's game.
    pub(super) fn apply_table_host(&mut self, intent: TableHostIntent) {
        let t = Translator::shared(self.language);
        let Some(table) = self.table.running.as_mut() else { return };
        let said = match intent {
            TableHostIntent::Stop => {
                self.stop_table();
                None
            }
            TableHostIntent::ToggleRanking => {
                table.toggle_ranking();
                None
            }
            TableHostIntent::NewLink(seat) => Some(table.new_link(seat, &t)),
            TableHostIntent::LinkCopied(seat) => table
                .link_name(seat)
                .map(|name| (MessageKind::News, t.format("host-link-copied", &[("name", name.into())]))),
            TableHostIntent::ShowSheets
            | TableHostIntent::PlayAgain
            | TableHostIntent::ClearCard
            | TableHostIntent::Card(_) => {
                let own = table.own_host();
                own(self, intent);
                None
            }
        };
        if let Some((kind, text)) = said {
            self.say(kind, text);
        }
    }
}
