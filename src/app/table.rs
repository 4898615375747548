//! Table mode from the desktop ("Play with phones"), for every game with
//! a table: the app starts a [`TableServer`](crate::table::TableServer)
//! for the running game and shows the host screen. What each game's table
//! does (its server's game, its host screen's contents, its host actions)
//! is in its own app folder (`app/<game>/table.rs`); here is what every
//! game's table uses, and the one place the app asks for table mode.
//!
//! The server listens on this machine's local-network address only (found
//! by [`lan_address`](crate::table::lan_address)), not on 0.0.0.0: the
//! phones at the table reach it, while other interfaces (a VPN, a public
//! address) do not serve the game. Without a local network it listens on
//! 127.0.0.1 and says so. The port is the `table_port` setting, or one the
//! system picks.

use super::{Intent, Screen, TrailpadApp};
use crate::table::{JoinCode, Presence, TableHandle};
use crate::ui::table_host::{SeatPhone, TableHostIntent};
use egui::Ui;
use std::net::IpAddr;
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
    /// The Tucana table running, if any (see [`super::tucana::table`]).
    pub(super) tucana: Option<super::tucana::table::TucanaTable>,
    /// The address to listen on instead of the local network's.
    pub(super) address: Option<IpAddr>,
    /// The New York table running, if any (see [`super::new_york::table`]).
    pub(super) new_york: Option<super::new_york::table::NewYorkTable>,
}

impl TableSlot {
    /// Whether table mode is on.
    pub(super) fn is_running(&self) -> bool {
        self.tucana.is_some() || self.new_york.is_some()
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
        match (&self.table.tucana, &self.table.new_york) {
            (Some(tucana), _) => tucana.links(),
            (None, Some(ny)) => ny.links(),
            (None, None) => Vec::new(),
        }
    }

    /// The join codes that work now: while the host screen shows them.
    pub fn table_join_codes(&self) -> Vec<JoinCode> {
        match (&self.table.tucana, &self.table.new_york) {
            (Some(tucana), _) => tucana.join_codes(),
            (None, Some(ny)) => ny.join_codes(),
            (None, None) => Vec::new(),
        }
    }

    /// "Play with phones": starts the table for the running game (or shows
    /// the one already running).
    pub(super) fn start_table(&mut self) {
        if self.table.is_running() {
            self.show_screen(Screen::Table);
            return;
        }
        // The running game's own table starts; the other game's does nothing.
        if !self.start_new_york_table() {
            self.start_tucana_table();
        }
    }

    /// Stops table mode: the server's game becomes the app's again, and
    /// the game screen returns. Nothing happens when it is off.
    pub(super) fn stop_table(&mut self) {
        self.stop_new_york_table();
        self.stop_tucana_table();
    }

    /// Brings the app's copy of the game up to the table's (the phones'
    /// moves), so that the play screen shows the table's game. Cheap when
    /// nothing changed: one number is compared.
    pub(super) fn sync_table_game(&mut self) {
        self.sync_new_york_table();
        self.sync_tucana_table();
    }

    /// Draws the host screen; repaints while it shows, so that the phones'
    /// moves appear by themselves.
    pub(super) fn table_screen_ui(&mut self, ui: &mut Ui) -> Option<Intent> {
        if let Some(new_york) = self.new_york_table_screen_ui(ui) {
            return new_york;
        }
        if let Some(tucana) = self.tucana_table_screen_ui(ui) {
            return tucana;
        }
        // Table mode ended: the game screen takes its place.
        self.screen = Screen::Play;
        None
    }

    /// Applies a choice made on the host screen.
    pub(super) fn apply_table_host(&mut self, intent: TableHostIntent) {
        if self.apply_new_york_host(intent) {
            return;
        }
        self.apply_tucana_host(intent);
    }
}
