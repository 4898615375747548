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
use crate::app::table::{DeskTable, HostViewKey};
use crate::app::{Screen, TrailpadApp};
use crate::games::tucana::record::{TucanaLog, final_standings_named};
use crate::games::tucana::rules::{Action, DeckMode, TucanaGame};
use crate::i18n::Translator;
use crate::table::tucana::view::waiting_for;
use crate::table::tucana::view::{status, table_view};
use crate::table::{HostError, TableConfig, TableError, TableHandle, TableServer};
use crate::ui::message::MessageKind;
use crate::ui::table_host::{HostView, RankLine, SeatProgress, TableHostIntent};

/// Tucana's table: its server with Tucana's own routes, the phones' BG
/// Stats link naming people, the app's deck dealing by itself, its host
/// screen, refusals in the game's words and the cards entered here.
impl DeskTable for TucanaGame {
    fn serve(config: TableConfig) -> Result<TableHandle, TableError> {
        TableServer::start(config)
    }
    fn configure(app: &TrailpadApp, config: &mut TableConfig) {
        // The phones' BG Stats link names people as the desktop's does.
        config.people = app.players.clone();
        // The app's deck deals by itself; real cards are entered here.
        config.auto_reveal = matches!(config.log.game().setup().deck, DeckMode::AppDeck { .. });
    }
    fn take_back(play: &mut TucanaPlay, log: TucanaLog) {
        // The play screen starts again on the table's game.
        let file = play.file.take();
        *play = TucanaPlay::new(log, file);
    }
    fn host_view(handle: &TableHandle, local_only: bool, key: &HostViewKey, t: &Translator) -> HostView {
        host_view(handle, local_only, key, t)
    }
    fn refused(handle: &TableHandle, error: &HostError, t: &Translator) -> String {
        refused(handle, error, t)
    }
    fn apply_own_host(app: &mut TrailpadApp, intent: TableHostIntent) {
        app.apply_tucana_host(intent);
    }
}

impl TrailpadApp {
    /// The game as the table has it now (table mode on), else the app's.
    pub fn table_log(&self) -> Option<TucanaLog> {
        match self.table.of::<TucanaGame>() {
            Some(table) => Some(table.handle.with_log(TucanaLog::clone)),
            None => self.log().cloned(),
        }
    }

    /// Applies a play-screen intent while the phones play: a seat played on
    /// this computer, a card taken at the table by a paper player, cards
    /// entered, undo, a take-back. It runs on the table's game under the
    /// server's lock (the screen's own state beside it), through the same
    /// engine, and the server saves it and tells the phones.
    pub(in crate::app) fn apply_game_at_table(&mut self, intent: crate::ui::tucana::play::GameIntent) {
        let play = self.running.as_deref_mut().and_then(own_mut::<TucanaPlay>);
        let (Some(running), Some(play)) = (self.table.of_mut::<TucanaGame>(), play) else { return };
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
        let (Some(table), Some(game)) = (self.table.of_mut::<TucanaGame>(), self.running.as_mut()) else {
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
        let Some(table) = self.table.of_mut::<TucanaGame>() else { return };
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

    /// A choice of Tucana's own made on its host screen: its sheets on
    /// this computer, Play again at the same table, the real cards
    /// entered (two, the turn's).
    fn apply_tucana_host(&mut self, intent: TableHostIntent) {
        let t = Translator::shared(self.language);
        let said = match intent {
            TableHostIntent::ShowSheets => {
                self.sync_table_game();
                self.show_screen(Screen::Play);
                None
            }
            TableHostIntent::PlayAgain => {
                self.apply_game_end(crate::ui::game_end::GameEndIntent::PlayAgain);
                None
            }
            TableHostIntent::ClearCard => {
                let Some(running) = self.table.of_mut::<TucanaGame>() else { return };
                running.ui.pending = None;
                None
            }
            TableHostIntent::Card(card) => {
                let Some(running) = self.table.of_mut::<TucanaGame>() else { return };
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
            // Every table's own: done in app/table.rs.
            TableHostIntent::Stop
            | TableHostIntent::ToggleRanking
            | TableHostIntent::NewLink(_)
            | TableHostIntent::LinkCopied(_) => None,
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
                key.seat(link, progress)
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
