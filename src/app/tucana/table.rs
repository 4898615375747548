//! "Play with phones" on the desktop's Tucana screen: the table server
//! for a Tucana game and its host screen ([`crate::ui::table_host`]), with
//! the bonus cards the phones take and the real cards entered here.
//!
//! While it runs, the server owns the game. The app's copy only follows
//! it (taken again whenever the table's version moves) and is never saved;
//! what is asked on the game screen ("Sheets here") runs on the server's
//! game under its lock, which saves every change to the game's file,
//! atomically. When table mode stops, the app takes the server's game back
//! and goes on as before.

use super::TucanaPlay;
use crate::app::running::{Loaded, Running, own, own_mut};
use crate::app::table::{HostViewKey, REPAINT, follow_table};
use crate::app::{Intent, Screen, TrailpadApp};
use crate::games::tucana::record::{TucanaLog, final_standings_named};
use crate::games::tucana::rules::{Action, DeckMode};
use crate::i18n::Translator;
use crate::table::view::waiting_for;
use crate::table::view::{status, table_view};
use crate::table::{HostError, JoinCode, TableConfig, TableHandle, TableServer, lan_address};
use crate::ui::message::MessageKind;
use crate::ui::table_host::{
    HostSeat, HostUiState, HostView, QrModules, RankLine, SeatProgress, TableHostIntent, table_host_ui,
};
use egui::Ui;
use std::net::{IpAddr, Ipv4Addr};

/// A Tucana table and its host screen.
#[derive(Debug)]
pub(in crate::app) struct TucanaTable {
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

impl TucanaTable {
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
    /// The game as the table has it now (table mode on), else the app's.
    pub fn table_log(&self) -> Option<TucanaLog> {
        match &self.table.tucana {
            Some(r) => Some(r.handle.with_log(TucanaLog::clone)),
            None => self.log().cloned(),
        }
    }

    /// Starts the table for the Tucana game running, when one runs (and
    /// says whether it did).
    pub(in crate::app) fn start_tucana_table(&mut self) -> bool {
        if self.play().is_none() {
            return false;
        }
        // What the app has not saved yet is saved first; from now on the
        // server writes the file.
        self.save();
        let Some(play) = self.play() else { return false };
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
                self.table.tucana = Some(TucanaTable {
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
        true
    }

    /// Stops the Tucana table: the server's game becomes the app's again,
    /// and the game screen returns. Nothing happens when none runs.
    pub(in crate::app) fn stop_tucana_table(&mut self) {
        let Some(running) = self.table.tucana.take() else { return };
        let log = running.handle.with_log(TucanaLog::clone);
        running.handle.shutdown();
        if let Some(play) = self.running.as_deref_mut().and_then(own_mut::<TucanaPlay>) {
            let file = play.file.take();
            *play = TucanaPlay::new(log, file);
        }
        self.save();
        self.show_screen(Screen::Play);
        let text = self.text("host-stopped");
        self.say(MessageKind::News, text);
    }

    /// Brings the app's copy of the game up to the table's (the phones'
    /// moves), so that the play screen shows the table's game. Cheap when
    /// nothing changed: one number is compared.
    pub(in crate::app) fn sync_tucana_table(&mut self) {
        self.say_failed_save();
        let showing = matches!(self.screen, Screen::Table);
        let Some(running) = &mut self.table.tucana else { return };
        if !follow_table(&running.handle, &mut running.codes_shown, &mut running.synced, showing) {
            return;
        }
        if let Some(play) = self.running.as_deref_mut().and_then(own_mut::<TucanaPlay>) {
            play.log = running.handle.with_log(TucanaLog::clone);
        }
    }

    /// Says on the message line a phone's move that the table refused
    /// because it could not be saved (once each): the host must know the
    /// disk is full, not only the phone.
    fn say_failed_save(&mut self) {
        let Some(running) = &mut self.table.tucana else { return };
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
    pub(in crate::app) fn apply_game_at_table(&mut self, intent: crate::ui::tucana::play::GameIntent) {
        let play = self.running.as_deref_mut().and_then(own_mut::<TucanaPlay>);
        let (Some(running), Some(play)) = (&mut self.table.tucana, play) else { return };
        let t = Translator::shared(self.language);
        let updated = running.handle.update(|log| {
            // The play screen works on its `Play`: lend it the table's log
            // for the length of the intent.
            std::mem::swap(&mut play.log, log);
            let message = super::apply_game(play, intent, &t);
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
    pub(in crate::app) fn keep_end_texts_at_table(&mut self, t: &Translator) -> Option<Result<(), String>> {
        let (Some(table), Some(game)) = (&mut self.table.tucana, self.running.as_mut()) else {
            return None;
        };
        let typed = own::<TucanaPlay>(game.as_ref())
            .is_some_and(|p| p.state.end.place.is_some() || p.state.end.note.is_some());
        if !typed {
            return Some(Ok(()));
        }
        let updated = table.handle.update(|log| {
            // The final scores' texts work on the app's game: lend it the
            // table's for the length of the change.
            let swap = |game: &mut Running, log: &mut TucanaLog| {
                if let Some(play) = own_mut::<TucanaPlay>(game.as_mut()) {
                    std::mem::swap(&mut play.log, log);
                }
            };
            swap(game, log);
            let kept = game.keep_end_texts(t);
            swap(game, log);
            kept
        });
        table.synced = table.handle.version();
        if let Some(play) = own_mut::<TucanaPlay>(game.as_mut()) {
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
    pub(in crate::app) fn play_again_at_table(&mut self, loaded: Loaded, t: &Translator) {
        let Ok(log) = loaded.into_any().downcast::<TucanaLog>() else { return };
        let file = self.new_game_file();
        let Some(table) = &mut self.table.tucana else { return };
        if let Err(e) = table.handle.new_game(*log, file.clone()) {
            let text = refused(&table.handle, &e, t);
            self.say(MessageKind::Error, text);
            return;
        }
        let log = table.handle.with_log(TucanaLog::clone);
        table.synced = table.handle.version();
        table.ui.pending = None;
        table.view = None;
        self.start_running(Box::new(TucanaPlay::new(log, file)));
        self.show_screen(Screen::Table);
        let text = self.running.as_ref().map(|r| r.again_words(t)).unwrap_or_default();
        self.say(MessageKind::News, text);
    }

    /// The Tucana host screen, or `None` when no Tucana table runs.
    pub(in crate::app) fn tucana_table_screen_ui(&mut self, ui: &mut Ui) -> Option<Option<Intent>> {
        let language = self.language;
        let running = self.table.tucana.as_mut()?;
        ui.ctx().request_repaint_after(REPAINT);
        let key = HostViewKey::now(&running.handle, language);
        if running.view.as_ref().is_none_or(|(built, _)| *built != key) {
            let t = Translator::shared(language);
            let view = host_view(&running.handle, running.local_only, &key, &t);
            running.view = Some((key, view));
        }
        let (_, view) = running.view.as_ref()?;
        Some(table_host_ui(ui, view, &running.ui, &self.messages).map(Intent::TableHost))
    }

    /// A choice made on the Tucana host screen.
    pub(in crate::app) fn apply_tucana_host(&mut self, intent: TableHostIntent) {
        let t = Translator::shared(self.language);
        let said = match intent {
            TableHostIntent::Stop => {
                self.stop_tucana_table();
                None
            }
            TableHostIntent::ShowSheets => {
                self.sync_tucana_table();
                self.show_screen(Screen::Play);
                None
            }
            TableHostIntent::ToggleRanking => {
                let Some(running) = &mut self.table.tucana else { return };
                running.ui.hide_ranking = !running.ui.hide_ranking;
                None
            }
            TableHostIntent::NewLink(seat) => {
                let Some(running) = &mut self.table.tucana else { return };
                match running.handle.revoke(seat) {
                    Ok(link) => Some((
                        MessageKind::News,
                        t.format("host-new-link-made", &[("name", link.name.into())]),
                    )),
                    Err(e) => Some((MessageKind::Error, refused(&running.handle, &e, &t))),
                }
            }
            TableHostIntent::LinkCopied(seat) => {
                let Some(running) = &self.table.tucana else { return };
                let name = running.handle.links().into_iter().find(|l| l.seat == seat).map(|l| l.name);
                name.map(|name| (MessageKind::News, t.format("host-link-copied", &[("name", name.into())])))
            }
            TableHostIntent::PlayAgain => {
                self.apply_game_end(crate::ui::game_end::GameEndIntent::PlayAgain);
                None
            }
            TableHostIntent::ClearCard => {
                let Some(running) = &mut self.table.tucana else { return };
                running.ui.pending = None;
                None
            }
            TableHostIntent::Card(card) => {
                let Some(running) = &mut self.table.tucana else { return };
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
