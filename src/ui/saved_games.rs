//! The start screen's list of unfinished games: each can be resumed exactly
//! where it stopped, or deleted after a confirmation. Files that could not
//! be read are reported with their name, the reason and where they went.

use crate::store::{DamagedFile, ListedFile};
use crate::ui::game_lists::{SavedRows, saved_lists_ui};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::lazy_rows::lazy_row_ui;
use crate::ui::{theme, when};
use egui::{Id, RichText, Role, Ui, WidgetInfo};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// What the list asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SavedGamesIntent {
    /// Resume the game in this file.
    Resume(PathBuf),
    /// Ask before deleting this file.
    AskDelete(PathBuf),
    /// The user confirmed: delete it.
    Delete(PathBuf),
    /// The user changed their mind.
    KeepIt,
    /// Open the history of finished games.
    OpenHistory,
    /// Import a record from a file.
    Import,
    /// Hide the notices about files that could not be used (they have been
    /// read and dealt with; the files themselves are not touched).
    DismissDamaged,
}

/// Draws the list: every game's games to resume, each game's rows drawn
/// by it in the registry's order ([`saved_lists_ui`]), then the files that
/// could not be used, the history and import. `confirm_delete` is the file
/// the user asked to delete, awaiting confirmation.
pub fn saved_games_ui(
    ui: &mut Ui,
    games: &[Box<dyn ListedFile>],
    damaged: &[DamagedFile],
    confirm_delete: Option<&Path>,
    now: SystemTime,
) -> Option<SavedGamesIntent> {
    if games.is_empty() {
        ui.heading(tr(ui, "games-heading"));
        ui.label(RichText::new(tr(ui, "games-none")).color(theme::muted_text(ui)));
    }
    let mut intent = saved_lists_ui(ui, games, SavedRows { confirm_delete, now });
    for file in damaged {
        damaged_notice_ui(ui, file);
    }
    if !damaged.is_empty() && ui.button(tr(ui, "games-damaged-dismiss")).clicked() {
        intent = Some(SavedGamesIntent::DismissDamaged);
    }
    ui.add_space(theme::GAP);
    ui.separator();
    if ui.button(tr(ui, "games-history")).clicked() {
        intent = Some(SavedGamesIntent::OpenHistory);
    }
    if ui.button(tr(ui, "games-import")).clicked() {
        intent = Some(SavedGamesIntent::Import);
    }
    intent
}

/// One line describing a listed game of any game, from what every game
/// has: its title, its players and their totals so far.
pub fn listed_line(ui: &Ui, game: &dyn ListedFile) -> String {
    let t = translator(ui.ctx());
    let scores: Vec<String> = game
        .scores()
        .into_iter()
        .map(|(name, total)| {
            tr_args(ui, "history-player-total", &[("name", name.into()), ("total", total.into())])
        })
        .collect();
    tr_args(
        ui,
        "games-line-any",
        &[("game", t.game_name(game.kind()).into()), ("scores", scores.join(", ").into())],
    )
}

/// The unfinished games of the games without rows of their own, listed
/// by what every game has ([`listed_line`]): Resume and Delete as for
/// every game.
pub fn listed_games_ui(
    ui: &mut Ui,
    games: &[&dyn ListedFile],
    confirm_delete: Option<&Path>,
    now: SystemTime,
) -> Option<SavedGamesIntent> {
    let mut intent = None;
    for game in games {
        let line = listed_line(ui, *game);
        let started = game.record().played_time();
        let row = Row { line, path: game.path(), started, modified: game.modified() };
        lazy_row_ui(ui, Id::unique(("saved-game", game.path())), |ui| {
            if let Some(i) = row_ui(ui, &row, confirm_delete, now) {
                intent = Some(i);
            }
        });
    }
    intent
}

/// What an unfinished game's row shows.
pub struct Row<'a> {
    /// Its line.
    pub line: String,
    /// Its file.
    pub path: &'a Path,
    /// When it was started, if its record keeps it.
    pub started: Option<SystemTime>,
    /// When its file was last written.
    pub modified: Option<SystemTime>,
}

/// An unfinished game's row, whichever game it is: its line, when it
/// was played, Resume and Delete (or the question whether to delete it).
pub fn row_ui(
    ui: &mut Ui,
    row: &Row<'_>,
    confirm_delete: Option<&Path>,
    now: SystemTime,
) -> Option<SavedGamesIntent> {
    let mut intent = None;
    let line = &row.line;
    // A record that keeps its date says when the game started (an
    // imported game is not "just now"); an older one, its file's time.
    let started = row.started;
    let when = when::when_text(ui, started.or(row.modified), now);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(RichText::new(line).strong());
        let key = if started.is_some() { "games-started" } else { "games-last-change" };
        let changed = tr_args(ui, key, &[("when", when.clone().into())]);
        ui.label(RichText::new(&changed).color(theme::muted_text(ui)));
        if confirm_delete == Some(row.path) {
            ui.label(RichText::new(tr(ui, "games-delete-confirm")).color(theme::error_text(ui)).strong());
            ui.horizontal(|ui| {
                let yes = ui.button(tr(ui, "games-delete-yes"));
                let label = tr_args(ui, "games-delete-yes-label", &[("game", line.clone().into())]);
                yes.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
                if yes.clicked() {
                    intent = Some(SavedGamesIntent::Delete(row.path.to_path_buf()));
                }
                if ui.button(tr(ui, "games-delete-no")).clicked() {
                    intent = Some(SavedGamesIntent::KeepIt);
                }
            });
        } else {
            ui.horizontal(|ui| {
                // Buttons named after their game, so a screen reader (and
                // a test) can tell the rows apart.
                let resume = ui.button(RichText::new(tr(ui, "games-resume")).strong());
                let label = tr_args(ui, "games-resume-label", &[("game", line.clone().into())]);
                resume.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
                if resume.clicked() {
                    intent = Some(SavedGamesIntent::Resume(row.path.to_path_buf()));
                }
                let delete = ui.button(tr(ui, "games-delete"));
                let label = tr_args(ui, "games-delete-label", &[("game", line.clone().into())]);
                delete.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
                if delete.clicked() {
                    intent = Some(SavedGamesIntent::AskDelete(row.path.to_path_buf()));
                }
            });
        }
    });
    intent
}

/// A file that could not be used, said plainly first (which file, that it
/// was put aside and where, that nothing else is lost), then the reader's
/// own words in a smaller line under it.
pub fn damaged_notice_ui(ui: &mut Ui, file: &DamagedFile) {
    let (sentence, detail) = damaged_text(ui, file);
    ui.label(RichText::new(sentence).color(theme::error_text(ui)));
    ui.label(RichText::new(detail).small().color(theme::muted_text(ui)));
    ui.add_space(theme::GAP / 2.0);
}

/// The two lines of [`damaged_notice_ui`]: "game-123.ron could not be used,
/// so it was put aside in …. Nothing else is lost: …" and "game-123.ron: is
/// empty".
pub fn damaged_text(ui: &Ui, file: &DamagedFile) -> (String, String) {
    let name = file
        .original
        .file_name()
        .map_or_else(|| file.original.display().to_string(), |n| n.to_string_lossy().into_owned());
    let sentence = match &file.moved_to {
        Some(to) => tr_args(
            ui,
            "games-damaged-put-aside",
            &[("file", name.as_str().into()), ("moved", to.display().to_string().into())],
        ),
        None => tr_args(ui, "games-damaged-stays", &[("file", name.as_str().into())]),
    };
    let reason = translator(ui.ctx()).game_file_problem(&file.reason);
    let detail = tr_args(ui, "games-damaged-detail", &[("file", name.into()), ("reason", reason.into())]);
    (sentence, detail)
}
