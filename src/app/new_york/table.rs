//! "Play with phones…" on the desktop's New York screen: the same table
//! server, links, QR codes, join codes, Copy link, New link and "waiting
//! for" as Tucana's host screen ([`crate::ui::table_host`]), for a New
//! York game. The host screen shows the board's public side (each
//! player's taxis left, route points and how many tickets they hold) and
//! never a player's tickets before the end; at the end, everyone's
//! tickets and the final ranking. While the phones play, the server owns
//! the game: the app's copy follows it and is never saved, and what the
//! New York screen asks ("Sheets here") runs on the table's game.

use super::NewYorkPlay;
use crate::app::running::own_mut;
use crate::app::{Intent, Screen, TrailpadApp};
use crate::games::new_york::{Game, NewYorkLog};
use crate::i18n::Translator;
use crate::table::new_york::view::{end_view, host_state};
use crate::table::{JoinCode, Run, TableConfig, TableHandle, TableServer, lan_address};
use crate::ui::message::MessageKind;
use crate::ui::table_host::{
    HostSeat, HostUiState, HostView, QrModules, RankLine, SeatProgress, TableHostIntent, table_host_ui,
};
use crate::app::table::HostViewKey;
use egui::Ui;
use std::net::{IpAddr, Ipv4Addr};

/// A New York table and its host screen.
#[derive(Debug)]
pub(in crate::app) struct NewYorkTable {
    handle: TableHandle<Game>,
    local_only: bool,
    ui: HostUiState,
    /// The screen as last built, with what it was built from.
    view: Option<(HostViewKey, HostView)>,
    /// The table's version the app's copy was last taken at.
    synced: u64,
    /// The join codes are shown (and work): while the host screen is.
    codes_shown: bool,
}

impl NewYorkTable {
    /// Each seat's link.
    pub(in crate::app) fn links(&self) -> Vec<crate::table::SeatLink> {
        self.handle.links()
    }

    /// The join codes that work now.
    pub(in crate::app) fn join_codes(&self) -> Vec<JoinCode> {
        self.handle.join_codes()
    }
}

impl TrailpadApp {
    /// Starts the table for the New York game running, when one runs (and
    /// says whether it did).
    pub(in crate::app) fn start_new_york_table(&mut self) -> bool {
        let Some(play) = self.running.as_deref_mut().and_then(own_mut::<NewYorkPlay>) else { return false };
        let (log, file) = (play.log.clone(), play.file.clone());
        // What the app has not saved yet is saved first; from now on the
        // server writes the file.
        self.save();
        let found = self.table.address.or_else(lan_address);
        let mut config = TableConfig::new(log);
        config.save_to = file;
        config.bind = found.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        config.port = self.settings.table_port.unwrap_or(0);
        config.language = self.language;
        match TableServer::start_game(config) {
            Ok(handle) => {
                self.table.new_york = Some(NewYorkTable {
                    handle,
                    local_only: found.is_none(),
                    ui: HostUiState::default(),
                    view: None,
                    synced: 0,
                    codes_shown: false,
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
        true
    }

    /// Stops the New York table: its game (every phone's entry in it)
    /// becomes the app's again, saved, and the New York screen returns.
    pub(in crate::app) fn stop_new_york_table(&mut self) {
        let Some(table) = self.table.new_york.take() else { return };
        let log = table.handle.with_log(NewYorkLog::clone);
        table.handle.shutdown();
        if let Some(play) = self.running.as_deref_mut().and_then(own_mut::<NewYorkPlay>) {
            play.log = log;
        }
        self.save();
        self.show_screen(Screen::Play);
        let text = self.text("host-stopped");
        self.say(MessageKind::News, text);
    }

    /// The app's copy follows the table's game; the join codes work while
    /// the host screen shows them.
    pub(in crate::app) fn sync_new_york_table(&mut self) {
        let showing = matches!(self.screen, Screen::Table);
        let Some(table) = &mut self.table.new_york else { return };
        if !crate::app::table::follow_table(&table.handle, &mut table.codes_shown, &mut table.synced, showing) {
            return;
        }
        if let Some(play) = self.running.as_deref_mut().and_then(own_mut::<NewYorkPlay>) {
            play.log = table.handle.with_log(NewYorkLog::clone);
        }
    }

    /// Runs an entry of the New York screen on the table's game (a player
    /// without a phone, a correction): the same engine under the server's
    /// lock; the server saves it and the phones see it. `None` when no New
    /// York table runs (the app applies it itself).
    pub(in crate::app) fn new_york_at_table<R>(&mut self, edit: impl FnOnce(&mut NewYorkLog) -> R) -> Option<R> {
        let table = self.table.new_york.as_mut()?;
        let updated = table.handle.update(edit);
        table.synced = table.handle.version();
        let log = table.handle.with_log(NewYorkLog::clone);
        if let Some(play) = self.running.as_deref_mut().and_then(own_mut::<NewYorkPlay>) {
            play.log = log;
        }
        if let Err(e) = updated.saved {
            let t = Translator::shared(self.language);
            let text = t.format("host-refused", &[("reason", e.to_string().into())]);
            self.say(MessageKind::Error, text);
        }
        Some(updated.value)
    }

    /// The New York host screen, or `None` when no New York table runs.
    pub(in crate::app) fn new_york_table_screen_ui(&mut self, ui: &mut Ui) -> Option<Option<Intent>> {
        let language = self.language;
        let table = self.table.new_york.as_mut()?;
        ui.ctx().request_repaint_after(crate::app::table::REPAINT);
        let key = HostViewKey::now(&table.handle, language);
        if table.view.as_ref().is_none_or(|(built, _)| *built != key) {
            let t = Translator::shared(language);
            let view = host_view(&table.handle, table.local_only, &key, &t);
            table.view = Some((key, view));
        }
        let (_, view) = table.view.as_ref()?;
        Some(table_host_ui(ui, view, &table.ui, &self.messages).map(Intent::TableHost))
    }

    /// A choice made on the New York host screen; `false` when no New
    /// York table runs.
    pub(in crate::app) fn apply_new_york_host(&mut self, intent: TableHostIntent) -> bool {
        let t = Translator::shared(self.language);
        let Some(table) = &mut self.table.new_york else { return false };
        let said = match intent {
            TableHostIntent::Stop => {
                self.stop_new_york_table();
                None
            }
            // Not offered: the New York screen shows every hand.
            TableHostIntent::ShowSheets => None,
            TableHostIntent::ToggleRanking => {
                table.ui.hide_ranking = !table.ui.hide_ranking;
                None
            }
            TableHostIntent::NewLink(seat) => match table.handle.revoke(seat) {
                Ok(link) => {
                    Some((MessageKind::News, t.format("host-new-link-made", &[("name", link.name.into())])))
                }
                Err(e) => {
                    Some((MessageKind::Error, t.format("host-refused", &[("reason", e.to_string().into())])))
                }
            },
            TableHostIntent::LinkCopied(seat) => {
                let name = table.handle.links().into_iter().find(|l| l.seat == seat).map(|l| l.name);
                name.map(|name| (MessageKind::News, t.format("host-link-copied", &[("name", name.into())])))
            }
            // The next game is set up on this computer, as after any
            // New York game.
            TableHostIntent::PlayAgain => {
                self.stop_new_york_table();
                self.apply_game_end(crate::ui::game_end::GameEndIntent::PlayAgain);
                None
            }
            // New York has no cards to reveal.
            TableHostIntent::ClearCard | TableHostIntent::Card(_) => None,
        };
        if let Some((kind, text)) = said {
            self.say(kind, text);
        }
        true
    }
}

/// The host screen's contents: the board's public side during the game;
/// every hand and the ranking once it is over.
fn host_view(handle: &TableHandle<Game>, local_only: bool, key: &HostViewKey, t: &Translator) -> HostView {
    let links = handle.links();
    let waiting = handle.waiting_for();
    handle.with_log(|log| {
        let game = log.game();
        let state = host_state(log, Run { epoch: "", version: 0, people: &Default::default() }, t);
        let over = game.is_over();
        let seats = links
            .into_iter()
            .map(|link| {
                let progress = if over {
                    SeatProgress::Finished
                } else if game.is_last_round() && !waiting.contains(&link.name) {
                    SeatProgress::Done
                } else {
                    SeatProgress::Playing
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
        // Public during the game: taxis, route points, how many tickets.
        let mut lines: Vec<String> = state
            .players
            .iter()
            .map(|p| {
                format!(
                    "{}: {} · {} {} · {}",
                    p.name,
                    p.taxis_words,
                    state_words_routes(t),
                    p.routes,
                    p.tickets_words
                )
            })
            .collect();
        let mut ranking = Vec::new();
        if over {
            // Only its ranking is shown here: no link, so no player list.
            let end = end_view(log, None, t, &Default::default());
            for row in &end.ranking {
                ranking.push(RankLine {
                    place: Some(row.place),
                    name: row.name.clone(),
                    total: Some(i64::from(row.total)),
                });
                for ticket in &row.ticket_list {
                    lines.push(format!("{}: {} — {}", row.name, ticket.name, ticket.status));
                }
            }
        }
        let mut status = crate::i18n::capitalise(
            &t.format("ny-table-deck", &[("count", i64::try_from(state.deck).unwrap_or(0).into())]),
        );
        if let Some(notice) = &state.last_round {
            status = format!("{status} · {notice}");
        }
        HostView {
            status,
            cards: None,
            needs_cards: false,
            bonus_lines: lines,
            ranking,
            seats,
            paper_seats: Vec::new(),
            game_over: over,
            waiting_for: waiting,
            local_only,
            join_address: format!("{}/", handle.base_url()),
            // The New York screen shows every hand: never while the
            // phones keep theirs hidden.
            sheets_here: false,
            lines_heading: Some(t.text("phone-players")),
        }
    })
}

/// "Routes", as the pad's row says it.
fn state_words_routes(t: &Translator) -> String {
    t.new_york_pad_row(crate::i18n::new_york::PadRow::Routes)
}
