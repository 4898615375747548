//! New York in the lists ([`ListedRows`]): the start screen's games to
//! resume, each with Delete (asked first) like every game's, and the
//! history's ended games under their own heading. Its statistics and
//! charts are the ones written once.

use crate::games::new_york::{Game, NewYorkRecord, NewYorkSummary};
use crate::store::ListedFile;
use crate::ui::game_lists::{HistoryRows, ListedRows, SavedRows};
use crate::ui::history::{HistoryIntent, listed_rows_ui};
use crate::ui::lang::translator;
use crate::ui::lazy_rows::lazy_row_ui;
use crate::ui::saved_games::SavedGamesIntent;
use crate::ui::theme;
use crate::ui::when::when_text;
use egui::{Id, RichText, Ui};
use std::path::Path;
use std::time::{Duration, SystemTime};

/// A *Ticket to Ride: New York* game of the lists: its file, its record
/// and its summary.
pub type NewYorkSaved = crate::store::Saved<NewYorkRecord, NewYorkSummary>;

impl ListedRows for Game {
    fn saved_rows_ui(ui: &mut Ui, games: &[&dyn ListedFile], rows: SavedRows<'_>) -> Option<SavedGamesIntent> {
        let games: Vec<(&Path, &NewYorkRecord)> = games
            .iter()
            .filter_map(|g| Some((g.path(), g.own_record().downcast_ref::<NewYorkRecord>()?)))
            .collect();
        new_york_saved_ui(ui, &games, rows.confirm_delete, rows.now)
    }

    /// Under their own heading, the rows written once: each game's date,
    /// players and totals, and the winners.
    fn history_rows_ui(
        ui: &mut Ui,
        games: &[&dyn ListedFile],
        rows: HistoryRows<'_>,
    ) -> Option<HistoryIntent> {
        ui.add_space(theme::GAP);
        let t = translator(ui.ctx());
        let heading = t.format("ny-history-heading", &[("game", t.new_york_game_name().into())]);
        ui.heading(heading);
        listed_rows_ui(ui, games, rows)
    }
}

/// Lists New York games (file and record); `confirm_delete` is the file
/// whose deletion is being asked about; `now` dates each game ("started
/// 5 minutes ago") as the Tucana rows are dated. It asks what the
/// saved-games list asks of any file: resume it, delete it (after a
/// question).
pub fn new_york_saved_ui(
    ui: &mut Ui,
    games: &[(&Path, &NewYorkRecord)],
    confirm_delete: Option<&Path>,
    now: SystemTime,
) -> Option<SavedGamesIntent> {
    if games.is_empty() {
        return None;
    }
    let t = translator(ui.ctx());
    let mut intent = None;
    ui.heading(t.format("ny-saved-heading", &[("game", t.new_york_game_name().into())]));
    for (path, record) in games {
        // Only the rows near the view are drawn (see `lazy_rows`).
        lazy_row_ui(ui, Id::unique(("ny-saved-game", *path)), |ui| {
            let names: Vec<&str> = record.setup.players.iter().map(|p| p.name.as_str()).collect();
            let names = names.join(", ");
            // A game left before anything was entered (the window closed
            // on it) says so, and when it was set up, instead of
            // "0 entries".
            let text = if record.actions.is_empty() {
                t.format("ny-saved-row-empty", &[("names", names.clone().into())])
            } else {
                t.format(
                    "ny-saved-row",
                    &[("names", names.clone().into()), ("entries", (record.actions.len() as i64).into())],
                )
            };
            // The names, when it started, then its buttons: as the Tucana
            // rows read.
            ui.label(&text);
            if let Some(started) = record.played_at {
                let when = when_text(ui, SystemTime::UNIX_EPOCH.checked_add(Duration::from_secs(started)), now);
                let started = t.format("games-started", &[("when", when.into())]);
                ui.label(RichText::new(started).color(theme::muted_text(ui)));
            }
            ui.horizontal_wrapped(|ui| {
                if confirm_delete == Some(*path) {
                    return;
                }
                if ui
                    .button(t.text("ny-resume"))
                    .accessible_name(t.format("ny-resume-label", &[("names", names.clone().into())]))
                    .clicked()
                {
                    intent = Some(SavedGamesIntent::Resume(path.to_path_buf()));
                }
                if ui
                    .button(t.text("games-delete"))
                    .accessible_name(t.format("ny-delete-label", &[("names", names.clone().into())]))
                    .clicked()
                {
                    intent = Some(SavedGamesIntent::AskDelete(path.to_path_buf()));
                }
            });
            if confirm_delete == Some(*path) {
                ui.label(RichText::new(t.text("games-delete-confirm")).color(theme::error_text(ui)).strong());
                ui.horizontal(|ui| {
                    if ui
                        .button(t.text("games-delete-yes"))
                        .accessible_name(t.format("ny-delete-yes-label", &[("names", names.clone().into())]))
                        .clicked()
                    {
                        intent = Some(SavedGamesIntent::Delete(path.to_path_buf()));
                    }
                    if ui.button(t.text("games-delete-no")).clicked() {
                        intent = Some(SavedGamesIntent::KeepIt);
                    }
                });
            }
        });
    }
    intent
}
