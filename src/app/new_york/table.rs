//! "Play with phones…" on the desktop's New York screen: the same table
//! server, links, QR codes, join codes, Copy link, New link and "waiting
//! for" as Tucana's host screen ([`crate::ui::table_host`]), for a New
//! York game. The host screen shows the board's public side (each
//! player's taxis left, route points and how many tickets they hold) and
//! never a player's tickets before the end; at the end, everyone's
//! tickets and the final ranking. While the phones play, the server owns
//! the game: the app's copy follows it and is never saved, and what the
//! New York screen asks ("Sheets here") runs on the table's game.

use crate::app::table::{DeskTable, HostViewKey};
use crate::app::TrailpadApp;
use crate::games::new_york::{Game, NewYorkLog};
use crate::i18n::Translator;
use crate::table::new_york::view::{end_view, host_state};
use crate::table::{Run, TableConfig, TableError, TableHandle, TableServer};
use crate::ui::message::MessageKind;
use crate::ui::table_host::{HostView, RankLine, SeatProgress, TableHostIntent};

/// New York's table: its server (no routes of its own), its host screen
/// (the board's public side), and Play again set up on this computer.
impl DeskTable for Game {
    fn serve(config: TableConfig<Game>) -> Result<TableHandle<Game>, TableError> {
        TableServer::start_game(config)
    }
    fn host_view(handle: &TableHandle<Game>, local_only: bool, key: &HostViewKey, t: &Translator) -> HostView {
        host_view(handle, local_only, key, t)
    }
    fn apply_own_host(app: &mut TrailpadApp, intent: TableHostIntent) {
        match intent {
            // The next game is set up on this computer, as after any
            // New York game.
            TableHostIntent::PlayAgain => {
                app.stop_table();
                app.apply_game_end(crate::ui::game_end::GameEndIntent::PlayAgain);
            }
            // Not offered: the New York screen shows every hand.
            TableHostIntent::ShowSheets
            // New York has no cards to reveal.
            | TableHostIntent::ClearCard
            | TableHostIntent::Card(_)
            // Every table's own: done in app/table.rs.
            | TableHostIntent::Stop
            | TableHostIntent::ToggleRanking
            | TableHostIntent::NewLink(_)
            | TableHostIntent::LinkCopied(_) => {}
        }
    }
}

impl TrailpadApp {
    /// Runs an entry of the New York screen on the table's game (a player
    /// without a phone, a correction): the same engine under the server's
    /// lock; the server saves it and the phones see it. `None` when no New
    /// York table runs (the app applies it itself).
    pub(in crate::app) fn new_york_at_table<R>(&mut self, edit: impl FnOnce(&mut NewYorkLog) -> R) -> Option<R> {
        let table = self.table.of_mut::<Game>()?;
        let updated = table.handle.update(edit);
        table.take_copy(self.running.as_deref_mut());
        if let Err(e) = updated.saved {
            let t = Translator::shared(self.language);
            let text = t.format("host-refused", &[("reason", e.to_string().into())]);
            self.say(MessageKind::Error, text);
        }
        Some(updated.value)
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
                key.seat(link, progress)
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
