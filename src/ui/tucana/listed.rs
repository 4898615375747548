//! *Trails of Tucana* in the lists ([`ListedRows`]): the start screen's
//! games to resume (island, players, round and turn), the history's
//! finished games (date, island, variant, players with totals, the sheets
//! kept on paper, winner), its statistics (table games and solo games
//! apart, per island, and the solo titles reached) and its charts (per
//! island).

use crate::games::Boards;
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::summary::TucanaSummary;
use crate::store::ListedFile;
use crate::ui::game_lists::{HistoryRows, ListedRows, SavedRows, StatsPanel};
use crate::ui::history::{HistoryIntent, delete_button_ui, delete_question_ui};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::lazy_rows::lazy_row_ui;
use crate::ui::saved_games::SavedGamesIntent;
use crate::ui::tucana::stats::{GroupStats, HistoryStats, history_stats};
use crate::ui::{charts, theme, when};
use egui::{Id, RichText, Role, Ui, WidgetInfo};
use std::path::Path;
use std::time::SystemTime;

/// A *Trails of Tucana* game of the lists: its file, its record and its
/// summary.
pub type TucanaSaved = crate::store::Saved<TucanaRecord, TucanaSummary>;

/// The Tucana games of a list, as their own listed type.
fn own<'a>(games: &[&'a dyn ListedFile]) -> Vec<&'a TucanaSaved> {
    games.iter().filter_map(|g| g.as_any().downcast_ref::<TucanaSaved>()).collect()
}

impl ListedRows for TucanaGame {
    /// Under the list's heading, one row a game.
    fn saved_rows_ui(
        ui: &mut Ui,
        games: &[&dyn ListedFile],
        rows: SavedRows<'_>,
    ) -> Option<SavedGamesIntent> {
        ui.heading(tr(ui, "games-heading"));
        let mut intent = None;
        for game in own(games) {
            lazy_row_ui(ui, Id::unique(("saved-game", &game.path)), |ui| {
                if let Some(i) = saved_game_row_ui(ui, game, rows.confirm_delete, rows.now) {
                    intent = Some(i);
                }
            });
        }
        intent
    }

    fn history_rows_ui(
        ui: &mut Ui,
        games: &[&dyn ListedFile],
        rows: HistoryRows<'_>,
    ) -> Option<HistoryIntent> {
        let mut intent = None;
        for game in own(games) {
            let asked = rows.confirm_delete == Some(game.path.as_path());
            let just_played = rows.just_played == Some(game.path.as_path());
            if let Some(i) = history_row_ui(ui, game, rows.now, asked, just_played) {
                intent = Some(i);
            }
        }
        intent
    }

    /// Per island, table games and solo games apart, and the solo titles
    /// reached (from the islands installed).
    fn stats(games: &[&dyn ListedFile], boards: &Boards<'_>) -> Box<dyn StatsPanel> {
        let games = own(games);
        let stats = history_stats(games.iter().copied(), |game, total| {
            boards.islands.get(&game.record.setup.sheet).and_then(|s| s.solo_title(total)).map(str::to_string)
        });
        let islands =
            games.iter().map(|g| (g.summary.sheet_name.clone(), g.record.setup.sheet.clone())).collect();
        Box::new(TucanaStats { stats, islands })
    }

    /// One chart per island: a total on Isla Petit and one on Isla Grande
    /// are not the same measure.
    fn charts_ui(ui: &mut Ui, games: &[&dyn ListedFile]) -> bool {
        let t = translator(ui.ctx());
        // Oldest first: the list is newest first; a game the record dates
        // is placed by its date.
        let mut tucana: Vec<&TucanaSaved> = own(games).into_iter().rev().collect();
        tucana.sort_by_key(|g| g.played());
        let mut islands: Vec<(&str, &str)> = Vec::new();
        for g in &tucana {
            let key = (g.record.setup.sheet.as_str(), g.summary.sheet_name.as_str());
            if !islands.contains(&key) {
                islands.push(key);
            }
        }
        let mut drawn = false;
        for (sheet, name) in islands {
            let on_island = tucana.iter().filter(|g| g.record.setup.sheet == sheet).map(|g| &g.summary);
            let totals = crate::games::progress::totals_over_time(on_island);
            if totals.games == 0 {
                continue;
            }
            let island = t.island_name(sheet, name);
            ui.add_space(theme::GAP);
            ui.label(RichText::new(&island).size(theme::HEADING_SIZE).strong());
            charts::totals_over_time_ui(ui, &format!("history-{sheet}"), &island, &totals);
            drawn = true;
        }
        drawn
    }
}

/// Tucana's statistics over the history, and the islands they name (as
/// their files do, with their sheet ids: the built-in ones are shown in
/// the UI's language).
struct TucanaStats {
    stats: HistoryStats,
    /// (island name, sheet id) of every game counted.
    islands: Vec<(String, String)>,
}

impl StatsPanel for TucanaStats {
    fn is_empty(&self) -> bool {
        self.stats.is_empty()
    }
    fn stats_ui(&self, ui: &mut Ui) {
        if self.stats.is_empty() {
            return;
        }
        let t = translator(ui.ctx());
        let island = |name: &str| {
            self.islands
                .iter()
                .find(|(n, _)| n == name)
                .map_or_else(|| name.to_string(), |(_, sheet)| t.island_name(sheet, name))
        };
        stats_ui(ui, &self.stats, &island);
    }
}

/// One line describing a saved game: island, players, round and turn.
pub fn game_line(ui: &Ui, game: &TucanaSaved) -> String {
    let t = translator(ui.ctx());
    let s = &game.summary;
    let names: Vec<&str> = s.players.iter().map(String::as_str).collect();
    tr_args(
        ui,
        "games-line",
        &[
            ("island", t.island_name(&game.record.setup.sheet, &s.sheet_name).into()),
            ("players", t.names(&names).into()),
            ("table", i64::from(s.table_size).into()),
            ("round", i64::from(s.round).into()),
            ("turn", i64::from(s.turn).into()),
        ],
    )
}

/// One unfinished game: its line, when it was played, Resume and Delete
/// (or the question whether to delete it).
fn saved_game_row_ui(
    ui: &mut Ui,
    game: &TucanaSaved,
    confirm_delete: Option<&Path>,
    now: SystemTime,
) -> Option<SavedGamesIntent> {
    let line = game_line(ui, game);
    let row = crate::ui::saved_games::Row {
        line,
        path: &game.path,
        started: game.record.played_time(),
        modified: game.modified,
    };
    crate::ui::saved_games::row_ui(ui, &row, confirm_delete, now)
}

/// One finished game: date, island, variant, players and totals, winner;
/// Open, and Delete (asked first). `asked`: the question is shown for this
/// game; `just_played`: the game just finished, still open (marked so,
/// without Delete).
fn history_row_ui(
    ui: &mut Ui,
    game: &TucanaSaved,
    now: std::time::SystemTime,
    asked: bool,
    just_played: bool,
) -> Option<HistoryIntent> {
    let t = translator(ui.ctx());
    let s = &game.summary;
    let island = t.island_name(&game.record.setup.sheet, &s.sheet_name);
    // The date the record keeps (an imported game keeps its own), else the
    // file's.
    let played = game.played();
    let date = played.map_or_else(|| tr(ui, "when-unknown"), when::date_text);
    let ago = when::when_text(ui, played, now);
    let variant = if s.special_bonus { tr(ui, "history-special-bonus") } else { String::new() };
    // A paper seat is shown by the name it was given, else by its seat.
    let paper_name = |seat: u8| {
        s.paper_name(seat).map_or_else(
            || tr_args(ui, "summary-paper-seat", &[("seat", i64::from(seat).into())]),
            str::to_string,
        )
    };
    // The sheets kept on paper are listed with the totals the table typed.
    let typed = s.paper.iter().filter_map(|(seat, total)| total.map(|total| (paper_name(*seat), total)));
    let scores: Vec<String> = s
        .players
        .iter()
        .cloned()
        .zip(s.totals.iter().copied())
        .chain(typed)
        .map(|(name, total)| {
            tr_args(ui, "history-player-total", &[("name", name.into()), ("total", i64::from(total).into())])
        })
        .collect();
    let winner_names: Vec<String> =
        s.winners.iter().cloned().chain(s.paper_winners.iter().map(|seat| paper_name(*seat))).collect();
    let winners: Vec<&str> = winner_names.iter().map(String::as_str).collect();
    let result = if !s.finished {
        // Put in the history by hand and not yet moved back: no winner.
        tr_args(
            ui,
            "history-unfinished",
            &[("round", i64::from(s.round).into()), ("turn", i64::from(s.turn).into())],
        )
    } else if s.table_size == 1 {
        tr(ui, "history-solo")
    } else if !s.compared() {
        // One sheet of a larger table: the others were not compared.
        String::new()
    } else if !s.complete() {
        tr_args(
            ui,
            "summary-leads-here",
            &[("names", t.names(&winners).into()), ("count", (winners.len() as i64).into())],
        )
    } else {
        tr_args(
            ui,
            "history-winner",
            &[("names", t.names(&winners).into()), ("count", (winners.len() as i64).into())],
        )
    };
    let mut intent = None;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(ui.available_width());
        // Wrapped: at 800 points the date, island, variant and age of a
        // game do not fit one line, and the last was cut.
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(format!("{date} · {island}")).strong());
            if !variant.is_empty() {
                ui.label(RichText::new(&variant).color(theme::news_text(ui)));
            }
            // A game where the coach gave a hint says so (issue 20).
            if !game.record.coached_seats().is_empty() {
                ui.label(RichText::new(tr(ui, "coached")).color(theme::muted_text(ui)));
            }
            if just_played {
                ui.label(RichText::new(tr(ui, "history-just-played")).color(theme::news_text(ui)).strong());
            } else {
                ui.label(RichText::new(format!("({ago})")).color(theme::muted_text(ui)));
            }
        });
        ui.label(scores.join(" · "));
        if !result.is_empty() {
            ui.label(RichText::new(&result).strong());
        }
        let named = format!("{date} {island}: {}", scores.join(", "));
        ui.horizontal(|ui| {
            let label = tr_args(ui, "history-open-label", &[("game", named.clone().into())]);
            let button = ui.button(tr(ui, "history-open"));
            button.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
            if button.clicked() {
                intent = Some(HistoryIntent::Open(game.path.clone()));
            }
            // The game still open is not deleted from here: its file is
            // not in the history yet.
            let label = tr_args(ui, "history-delete-label", &[("game", named.into())]);
            if !just_played && let Some(i) = delete_button_ui(ui, &game.path, &label) {
                intent = Some(i);
            }
        });
        if asked
            && !just_played
            && let Some(i) = delete_question_ui(ui, &game.path)
        {
            intent = Some(i);
        }
    });
    intent
}

/// Table games and solo games apart: games per island, best and average
/// totals per player and island (wins at a table), and solo titles reached.
fn stats_ui(ui: &mut Ui, stats: &HistoryStats, island_name: &dyn Fn(&str) -> String) {
    if !stats.table.is_empty() {
        ui.label(RichText::new(tr(ui, "stats-table-heading")).size(theme::HEADING_SIZE).strong());
        group_ui(ui, &stats.table, false, island_name);
    }
    if !stats.solo.is_empty() {
        ui.add_space(theme::GAP);
        ui.label(RichText::new(tr(ui, "stats-solo-heading")).size(theme::HEADING_SIZE).strong());
        group_ui(ui, &stats.solo, true, island_name);
    }
    if !stats.solo_titles.is_empty() {
        ui.add_space(theme::GAP);
        ui.label(RichText::new(tr(ui, "stats-solo-titles")).strong());
        for (island, name, total, title) in &stats.solo_titles {
            let text = tr_args(
                ui,
                "stats-solo-title",
                &[
                    ("island", island_name(island).into()),
                    ("name", name.clone().into()),
                    ("total", i64::from(*total).into()),
                    // The island file's English title, in the UI's language.
                    ("title", translator(ui.ctx()).solo_title(title).into()),
                ],
            );
            ui.label(&text);
        }
    }
}

/// One kind of game: games per island and the players' grid (no wins
/// column for solo games: there is nobody to beat).
fn group_ui(ui: &mut Ui, group: &GroupStats, solo: bool, island_name: &dyn Fn(&str) -> String) {
    ui.label(RichText::new(tr(ui, "stats-games-per-island")).strong());
    for (island, count) in &group.games_per_island {
        let text = tr_args(
            ui,
            "stats-island-games",
            &[("island", island_name(island).into()), ("count", (*count as i64).into())],
        );
        ui.label(&text).widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()));
    }
    ui.add_space(theme::GAP);
    ui.label(RichText::new(tr(ui, "stats-players")).strong());
    let heads: &[&str] = if solo {
        &["stats-name", "stats-island", "stats-games", "stats-best", "stats-average"]
    } else {
        &["stats-name", "stats-island", "stats-games", "stats-best", "stats-average", "stats-wins"]
    };
    egui::Grid::new(("stats-players", solo)).striped(true).spacing(theme::GRID_SPACING).show(ui, |ui| {
        for head in heads {
            ui.label(RichText::new(tr(ui, head)).small().strong());
        }
        ui.end_row();
        for p in &group.players {
            // The row's cells are bare numbers; the name cell tells a screen
            // reader (and a test) the whole line.
            let line = player_line(ui, p, island_name(&p.island), solo);
            ui.label(&p.name).widget_info(|| WidgetInfo::labeled(Role::Label, true, line.clone()));
            ui.label(island_name(&p.island));
            ui.label(p.games.to_string());
            ui.label(p.best.to_string());
            let average = translator(ui.ctx()).tenths(p.average);
            ui.label(&average);
            if !solo {
                ui.label(p.wins.to_string());
            }
            ui.end_row();
        }
    });
}

/// "Alice on Isla Petit: 2 games, best 88, average 72.5, 1 wins" (solo
/// games: "2 solo games", no wins).
fn player_line(
    ui: &Ui,
    p: &crate::ui::tucana::stats::PlayerIslandStats,
    island: String,
    solo: bool,
) -> String {
    tr_args(
        ui,
        if solo { "stats-solo-player-line" } else { "stats-player-line" },
        &[
            ("name", p.name.clone().into()),
            ("island", island.into()),
            ("games", (p.games as i64).into()),
            ("best", i64::from(p.best).into()),
            ("average", translator(ui.ctx()).tenths(p.average).into()),
            ("wins", (p.wins as i64).into()),
        ],
    )
}
