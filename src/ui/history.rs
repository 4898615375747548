//! The history of finished games: a list (date, players with totals,
//! winner, and what each game adds), each game's statistics and charts,
//! and a read-only view of any finished game, drawn by its game's viewer.

use crate::store::{DamagedFile, GameStats, ListedFile};
use crate::ui::bgstats::{BgStatsPanel, bgstats_button_ui, bgstats_window_ui};
use crate::ui::game_lists::{HistoryRows, StatsPanel, history_charts_ui, history_lists_ui};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::saved_games::damaged_notice_ui;
use crate::ui::{theme, when};
use egui::{RichText, Role, Ui, WidgetInfo};
use std::path::PathBuf;

/// The history screen's state.
#[derive(Default)]
pub struct HistoryScreen {
    /// Finished games of every game, the most recently played first (each
    /// game's drawn by it, in the registry's order).
    pub games: Vec<Box<dyn ListedFile>>,
    /// Files of the history folder that could not be read.
    pub damaged: Vec<DamagedFile>,
    /// Statistics over `games`, each game's apart, in the registry's order
    /// ([`crate::ui::game_lists::history_stats`]).
    pub stats: Vec<Box<dyn StatsPanel>>,
    /// The finished game being looked at, if any, whichever game it is.
    pub viewer: Option<HistoryViewer>,
    /// The game the user asked to delete, awaiting confirmation.
    pub confirm_delete: Option<PathBuf>,
    /// The file of the game just finished and still open: listed first,
    /// marked "just played", and not deleted from here.
    pub just_played: Option<PathBuf>,
    /// Whether the charts of the totals over time are shown instead of the
    /// list of games.
    pub show_charts: bool,
    /// The Players screen, when open (rename and merge people).
    pub players: Option<crate::ui::players::PlayersScreen>,
}

/// A finished game shown read-only, of any game: one value, so the
/// screen, its export and its close see the same game. Each viewer is
/// boxed: it holds a whole game, and the screen holds one at a time.
pub type HistoryViewer = Box<dyn GameViewer>;

/// A finished game shown read-only: the viewer written once for every
/// game ([`ScoresViewer`]) or its game's own, drawn beside its game's
/// screens (in `ui/<game>/`). The history draws it and asks it which game
/// it is; the app keeps in it what it exports.
pub trait GameViewer {
    /// Which game it shows.
    fn kind(&self) -> crate::games::GameKind;
    /// Draws it; what was asked.
    fn viewer_ui(&mut self, ui: &mut Ui) -> Option<HistoryIntent>;
    /// The game as the app keeps it, for its export (this screen only
    /// draws the rest).
    fn kept(&self) -> &dyn std::any::Any;
    /// The sheet shown, the one its picture draws, for a viewer that shows
    /// one player's sheet at a time. By default none: the picture is the
    /// game's whole.
    fn shown_seat(&self) -> Option<u8> {
        None
    }
}

/// A finished game of any game shown read-only by what every game has:
/// each seat's total, place and winner, the place and note typed, and
/// "Log in BG Stats".
pub struct ScoresViewer {
    /// Its record (for export).
    pub record: crate::games::AnyRecord,
    /// Every seat, as a log of plays sees it.
    pub seats: Vec<crate::games::rules::TableSeat>,
    /// Its file, if it is kept.
    pub path: Option<PathBuf>,
    /// "Log in BG Stats".
    pub bgstats: BgStatsPanel,
    /// The game as the app keeps it, for its export (this screen only
    /// draws the rest).
    pub game: Box<dyn std::any::Any>,
}

impl ScoresViewer {
    /// Opens a finished game of game `G` on its final scores.
    pub fn new<G: crate::games::Rules>(record: &G::Record, game: &G, path: Option<PathBuf>) -> ScoresViewer {
        use crate::games::Record as _;
        let bgstats = BgStatsPanel::new(crate::export::plays::play_of(record, game));
        let seats = record.table(game);
        ScoresViewer { record: record.clone().into(), seats, path, bgstats, game: Box::new(()) }
    }
}

impl GameViewer for ScoresViewer {
    fn kind(&self) -> crate::games::GameKind {
        self.record.kind()
    }
    fn viewer_ui(&mut self, ui: &mut Ui) -> Option<HistoryIntent> {
        scores_viewer_ui(ui, self)
    }
    fn kept(&self) -> &dyn std::any::Any {
        self.game.as_ref()
    }
}

/// What the history screen asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HistoryIntent {
    /// Leave the history.
    Back,
    /// Open a finished game read-only (of either game: the file says which).
    Open(PathBuf),
    /// Close the game being looked at.
    CloseViewer,
    /// Export the record of the game being looked at.
    ExportRecord,
    /// Export the shown sheet as a picture.
    ExportPng,
    /// Import a record from a file.
    Import,
    /// Write every finished game as a spreadsheet (CSV) to a file the user
    /// names.
    ExportCsv,
    /// Ask to delete a game of the history (a question is shown first).
    AskDelete(PathBuf),
    /// Keep the game after all.
    KeepIt,
    /// Delete the game of the history in this file (confirmed).
    Delete(PathBuf),
    /// A request of the viewed game's own (the review of a sheet, for a
    /// game that has one), handed to its game's app file as its play
    /// screen's are ([`crate::ui::own_game::OwnGameIntent::Asked`]).
    Asked(crate::ui::own_game::OwnAsked),
    /// Open the Players screen.
    OpenPlayers,
    /// What the Players screen asked.
    Players(crate::ui::players::PlayersIntent),
}

/// Draws the history: the list and statistics, or the open game.
pub fn history_ui(
    ui: &mut Ui,
    screen: &mut HistoryScreen,
    now: std::time::SystemTime,
) -> Option<HistoryIntent> {
    if let Some(viewer) = &mut screen.viewer {
        return viewer.viewer_ui(ui);
    }
    if let Some(players) = &mut screen.players {
        return crate::ui::players::players_ui(ui, players).map(HistoryIntent::Players);
    }
    let mut intent = None;
    egui::Panel::top("history-bar").show(ui, |ui| {
        // Wrapped: at 800 points in French or Russian the tabs and the
        // Players button go to a second row instead of off the window.
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(ui, "history-back")).clicked() {
                intent = Some(HistoryIntent::Back);
            }
            ui.separator();
            ui.heading(tr(ui, "history-heading"));
            ui.separator();
            if ui.button(tr(ui, "games-import")).clicked() {
                intent = Some(HistoryIntent::Import);
            }
            if ui
                .button(tr(ui, "history-export-csv"))
                .on_hover_text(tr(ui, "history-export-csv-hint"))
                .clicked()
            {
                intent = Some(HistoryIntent::ExportCsv);
            }
            ui.separator();
            ui.selectable_value(&mut screen.show_charts, false, tr(ui, "history-games"));
            ui.selectable_value(&mut screen.show_charts, true, tr(ui, "history-charts"));
            ui.separator();
            if ui.button(tr(ui, "players-open")).clicked() {
                intent = Some(HistoryIntent::OpenPlayers);
            }
        });
    });
    egui::Panel::right("history-stats").exact_size(theme::STATS_WIDTH).resizable(false).show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(tr(ui, "stats-heading"));
            if screen.stats.iter().all(|s| s.is_empty()) {
                ui.label(RichText::new(tr(ui, "stats-none")).color(theme::muted_text(ui)));
            }
            // Each game's statistics, drawn by it.
            for stats in &screen.stats {
                stats.stats_ui(ui);
            }
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        if screen.show_charts {
            egui::ScrollArea::vertical().id_salt("history-charts").show(ui, |ui| charts_view_ui(ui, screen));
            return;
        }
        egui::ScrollArea::vertical().show(ui, |ui| {
            if screen.games.is_empty() {
                ui.label(RichText::new(tr(ui, "history-empty")).color(theme::muted_text(ui)));
            }
            for file in &screen.damaged {
                damaged_notice_ui(ui, file);
            }
            let rows = HistoryRows {
                confirm_delete: screen.confirm_delete.as_deref(),
                just_played: screen.just_played.as_deref(),
                now,
            };
            if let Some(i) = history_lists_ui(ui, &screen.games, rows) {
                intent = Some(i);
            }
        });
    });
    intent
}

/// The history as charts: each game's (drawn by it), each
/// player's totals over the finished games (oldest first) with the average
/// line.
fn charts_view_ui(ui: &mut Ui, screen: &HistoryScreen) {
    let t = translator(ui.ctx());
    ui.heading(t.text("chart-history-heading"));
    if !history_charts_ui(ui, &screen.games) {
        ui.label(RichText::new(t.text("history-empty")).color(theme::muted_text(ui)));
    }
}

/// "Delete", labelled for screen readers with the game it deletes.
pub fn delete_button_ui(ui: &mut Ui, path: &std::path::Path, label: &str) -> Option<HistoryIntent> {
    let delete = ui.button(tr(ui, "games-delete"));
    delete.widget_info(|| WidgetInfo::labeled(Role::Button, true, label));
    delete.clicked().then(|| HistoryIntent::AskDelete(path.to_path_buf()))
}

/// The question before a game of the history is deleted.
pub fn delete_question_ui(ui: &mut Ui, path: &std::path::Path) -> Option<HistoryIntent> {
    let mut intent = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr(ui, "games-delete-confirm")).color(theme::error_text(ui)));
        if ui.button(tr(ui, "games-delete-yes")).clicked() {
            intent = Some(HistoryIntent::Delete(path.to_path_buf()));
        }
        if ui.button(tr(ui, "games-delete-no")).clicked() {
            intent = Some(HistoryIntent::KeepIt);
        }
    });
    intent
}

/// The finished games of a game without rows of its own (`games`: its
/// own, the most recently played first), one [`listed_row_ui`] each.
pub fn listed_rows_ui(
    ui: &mut Ui,
    games: &[&dyn ListedFile],
    rows: HistoryRows<'_>,
) -> Option<HistoryIntent> {
    let mut intent = None;
    for game in games {
        let asked = rows.confirm_delete == Some(game.path());
        let just_played = rows.just_played == Some(game.path());
        if let Some(i) = listed_row_ui(ui, *game, rows.now, asked, just_played) {
            intent = Some(i);
        }
    }
    intent
}

/// One finished game of a game without rows of its own, by what every
/// game has: date and title, players and totals, winner; Open, and
/// Delete (asked first). `asked`: the question is shown for this game;
/// `just_played`: the game just finished, still open (marked so, and not
/// deleted from here: its file is not in the history yet).
pub fn listed_row_ui(
    ui: &mut Ui,
    game: &dyn ListedFile,
    now: std::time::SystemTime,
    asked: bool,
    just_played: bool,
) -> Option<HistoryIntent> {
    let t = translator(ui.ctx());
    let title = t.game_name(game.kind());
    let played = game.played();
    let date = played.map_or_else(|| tr(ui, "when-unknown"), when::date_text);
    let ago = when::when_text(ui, played, now);
    let scores: Vec<String> = game
        .scores()
        .into_iter()
        .map(|(name, total)| {
            tr_args(ui, "history-player-total", &[("name", name.into()), ("total", total.into())])
        })
        .collect();
    let winners = game.winner_names();
    let winners: Vec<&str> = winners.iter().map(String::as_str).collect();
    let result = tr_args(
        ui,
        "history-winner",
        &[("names", t.names(&winners).into()), ("count", (winners.len() as i64).into())],
    );
    let args =
        [("game", title.clone().into()), ("date", date.clone().into()), ("scores", scores.join(", ").into())];
    let path = game.path().to_path_buf();
    let mut intent = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{date} · {title}")).strong());
            if just_played {
                ui.label(RichText::new(tr(ui, "history-just-played")).color(theme::news_text(ui)).strong());
            } else {
                ui.label(RichText::new(format!("({ago})")).color(theme::muted_text(ui)));
            }
        });
        ui.label(scores.join(" · "));
        ui.label(RichText::new(&result).strong());
        ui.horizontal(|ui| {
            let label = t.format("history-any-open-label", &args);
            let open = ui.button(tr(ui, "history-open"));
            open.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
            if open.clicked() {
                intent = Some(HistoryIntent::Open(path.clone()));
            }
            let label = t.format("history-any-delete-label", &args);
            if !just_played && let Some(i) = delete_button_ui(ui, &path, &label) {
                intent = Some(i);
            }
        });
        if asked
            && !just_played
            && let Some(i) = delete_question_ui(ui, &path)
        {
            intent = Some(i);
        }
    });
    intent
}

/// A finished game of a game without a viewer of its own: every seat's
/// total and place, the winners, the place and note typed; Export and
/// "Log in BG Stats".
fn scores_viewer_ui(ui: &mut Ui, v: &mut ScoresViewer) -> Option<HistoryIntent> {
    let mut intent = None;
    let t = translator(ui.ctx());
    egui::Panel::top("scores-viewer-bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(ui, "viewer-back")).clicked() {
                intent = Some(HistoryIntent::CloseViewer);
            }
            ui.separator();
            let date = v.record.played_time().map_or_else(|| tr(ui, "when-unknown"), when::date_text);
            let title = t.format(
                "viewer-any-title",
                &[("game", t.game_name(v.record.kind()).into()), ("date", date.into())],
            );
            ui.label(RichText::new(&title).strong())
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, title.clone()));
            ui.separator();
            if ui.button(tr(ui, "menu-export-record")).clicked() {
                intent = Some(HistoryIntent::ExportRecord);
            }
            bgstats_button_ui(ui, &mut v.bgstats);
        });
    });
    bgstats_window_ui(ui.ctx(), &mut v.bgstats);
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(tr(ui, "viewer-any-standings"));
            egui::Grid::new("scores-viewer-seats").striped(true).spacing(theme::GRID_SPACING).show(
                ui,
                |ui| {
                    for seat in &v.seats {
                        let name = seat.name.clone().unwrap_or_else(|| t.default_player(seat.seat));
                        let place = seat.place.map_or_else(String::new, |p| format!("{p}."));
                        ui.label(place);
                        let name =
                            if seat.winner { RichText::new(name).strong() } else { RichText::new(name) };
                        ui.label(name);
                        ui.label(seat.total.map_or_else(|| "–".to_string(), |total| total.to_string()));
                        ui.end_row();
                    }
                },
            );
            let winners: Vec<String> =
                v.seats.iter().filter(|s| s.winner).filter_map(|s| s.name.clone()).collect();
            let winners: Vec<&str> = winners.iter().map(String::as_str).collect();
            let result = tr_args(
                ui,
                "history-winner",
                &[("names", t.names(&winners).into()), ("count", (winners.len() as i64).into())],
            );
            ui.label(RichText::new(&result).strong());
            let (place, note) = v.record.place_and_note();
            crate::ui::game_end::place_note_ui(ui, &place, &note);
        });
    });
    intent
}

/// One game's statistics, in their own section: games played, and per
/// person games, wins, best and average totals. Written once for every
/// game without statistics of its own.
pub fn game_stats_ui(ui: &mut Ui, stats: &GameStats) {
    if stats.games == 0 {
        return;
    }
    let t = translator(ui.ctx());
    ui.add_space(theme::GAP);
    let heading = t.format("game-stats-heading", &[("game", t.game_name(stats.kind).into())]);
    ui.label(RichText::new(heading).size(theme::HEADING_SIZE).strong());
    let games = t.format("game-stats-games", &[("count", (stats.games as i64).into())]);
    ui.label(&games).widget_info(|| WidgetInfo::labeled(Role::Label, true, games.clone()));
    ui.add_space(theme::GAP);
    ui.label(RichText::new(tr(ui, "game-stats-players")).strong());
    // The columns in the order of the games' own tables (less their board).
    let heads = ["stats-name", "stats-games", "stats-best", "stats-average", "stats-wins"];
    egui::Grid::new(("game-stats-players", stats.kind.record_id()))
        .striped(true)
        .spacing(theme::GRID_SPACING)
        .show(ui, |ui| {
            for head in heads {
                ui.label(RichText::new(tr(ui, head)).small().strong());
            }
            ui.end_row();
            for p in &stats.players {
                let average = t.tenths(p.average);
                let line = t.format(
                    "game-stats-player-line",
                    &[
                        ("name", p.name.clone().into()),
                        ("games", (p.games as i64).into()),
                        ("wins", (p.wins as i64).into()),
                        ("best", p.best.into()),
                        ("average", average.clone().into()),
                    ],
                );
                ui.label(&p.name).widget_info(|| WidgetInfo::labeled(Role::Label, true, line.clone()));
                ui.label(p.games.to_string());
                ui.label(p.best.to_string());
                ui.label(&average);
                ui.label(p.wins.to_string());
                ui.end_row();
            }
        });
}
