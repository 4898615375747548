//! The start screen's list of games to resume and the history's list of
//! finished games, with its statistics and charts, for every game of the
//! registry: the lists hold every game's listed games in one list
//! ([`ListedFile`]), group them by game in the registry's order, and hand
//! each group to its game ([`ListedRows`]), which draws its rows, its
//! statistics panel and its charts. A game without rows of its own is
//! listed by the rows written once (its title, players and totals, the
//! winners).

use crate::games::{Boards, GameKind, KindVisitor, Rules};
use crate::store::{GameStats, ListedFile};
use crate::ui::history::HistoryIntent;
use crate::ui::saved_games::SavedGamesIntent;
use egui::Ui;
use std::path::Path;
use std::time::SystemTime;

/// What a start screen row needs besides its game.
#[derive(Debug, Clone, Copy)]
pub struct SavedRows<'a> {
    /// The game whose deletion is being asked about.
    pub confirm_delete: Option<&'a Path>,
    /// Now, to say how long ago a game was played.
    pub now: SystemTime,
}

/// What a history row needs besides its game.
#[derive(Debug, Clone, Copy)]
pub struct HistoryRows<'a> {
    /// The game the user asked to delete, awaiting confirmation.
    pub confirm_delete: Option<&'a Path>,
    /// The game just finished and still open: marked "just played", not
    /// deleted from here.
    pub just_played: Option<&'a Path>,
    /// Now, to say how long ago a game was played.
    pub now: SystemTime,
}

/// One game's statistics over the history, computed when the history
/// opens, drawn in the statistics panel.
pub trait StatsPanel {
    /// Whether there is nothing to show (no finished game).
    fn is_empty(&self) -> bool;
    /// Draws them.
    fn stats_ui(&self, ui: &mut Ui);
}

impl StatsPanel for GameStats {
    fn is_empty(&self) -> bool {
        self.games == 0
    }
    fn stats_ui(&self, ui: &mut Ui) {
        crate::ui::history::game_stats_ui(ui, self);
    }
}

/// A game of the registry as the lists show it: its rows, its statistics
/// and its charts, each with a default written once over what every game
/// has. Each game implements it beside its screens (`ui/<game>`).
pub trait ListedRows: Rules {
    /// The start screen's rows of its games to resume (`games`: its own,
    /// newest first, never empty). By default the rows written once
    /// ([`crate::ui::saved_games::listed_games_ui`]).
    fn saved_rows_ui(
        ui: &mut Ui,
        games: &[&dyn ListedFile],
        rows: SavedRows<'_>,
    ) -> Option<SavedGamesIntent> {
        crate::ui::saved_games::listed_games_ui(ui, games, rows.confirm_delete, rows.now)
    }

    /// The history's rows of its finished games (`games`: its own, the
    /// most recently played first, never empty). By default the rows
    /// written once ([`crate::ui::history::listed_rows_ui`]).
    fn history_rows_ui(
        ui: &mut Ui,
        games: &[&dyn ListedFile],
        rows: HistoryRows<'_>,
    ) -> Option<HistoryIntent> {
        crate::ui::history::listed_rows_ui(ui, games, rows)
    }

    /// Its statistics over `games` (its own, of the history). By default
    /// games played, and per person games, wins, best and average totals
    /// ([`crate::store::stats_by_game`]).
    fn stats(games: &[&dyn ListedFile], _boards: &Boards<'_>) -> Box<dyn StatsPanel> {
        let stats = crate::store::stats_by_game(games).into_iter().next();
        Box::new(stats.unwrap_or(GameStats { kind: Self::KIND, games: 0, players: Vec::new() }))
    }

    /// Its charts of the totals over time (`games`: its own, of the
    /// history); whether one was drawn. By default one chart, each
    /// person's totals over its finished games, oldest first.
    fn charts_ui(ui: &mut Ui, games: &[&dyn ListedFile]) -> bool {
        let mut oldest_first: Vec<&dyn ListedFile> = games.iter().rev().copied().collect();
        oldest_first.sort_by_key(|g| g.played());
        let totals = crate::games::progress::totals_over_time(oldest_first.iter().map(|g| g.counted()));
        if totals.games == 0 {
            return false;
        }
        let title = crate::ui::lang::translator(ui.ctx()).game_name(Self::KIND);
        ui.add_space(crate::ui::theme::GAP);
        ui.label(egui::RichText::new(&title).size(crate::ui::theme::HEADING_SIZE).strong());
        let id = format!("history-{}", Self::KIND.record_id());
        crate::ui::charts::totals_over_time_ui(ui, &id, &title, &totals);
        true
    }
}

/// `games` grouped by game, in the registry's order (each group in the
/// list's order), the games without a listed game left out.
fn by_game(games: &[Box<dyn ListedFile>]) -> Vec<(GameKind, Vec<&dyn ListedFile>)> {
    GameKind::ALL
        .iter()
        .map(|kind| (*kind, games.iter().filter(|g| g.kind() == *kind).map(|g| g.as_ref()).collect()))
        .filter(|(_, mine): &(GameKind, Vec<&dyn ListedFile>)| !mine.is_empty())
        .collect()
}

/// Draws one game's start screen rows.
struct SavedRowsOf<'u, 'g> {
    ui: &'u mut Ui,
    games: &'g [&'g dyn ListedFile],
    rows: SavedRows<'g>,
}

impl<G: ListedRows> KindVisitor<G> for SavedRowsOf<'_, '_> {
    type Output = Option<SavedGamesIntent>;
    fn visit(self) -> Option<SavedGamesIntent> {
        G::saved_rows_ui(self.ui, self.games, self.rows)
    }
}

/// The start screen's games to resume, every game's, each game's drawn by
/// it in the registry's order; whether the list is empty is the caller's.
pub fn saved_lists_ui(
    ui: &mut Ui,
    games: &[Box<dyn ListedFile>],
    rows: SavedRows<'_>,
) -> Option<SavedGamesIntent> {
    let mut intent = None;
    for (n, (kind, mine)) in by_game(games).into_iter().enumerate() {
        // Each game's games apart from the game's above.
        if n > 0 {
            ui.separator();
        }
        if let Some(i) = kind.visit(SavedRowsOf { ui, games: &mine, rows }) {
            intent = Some(i);
        }
    }
    intent
}

/// Draws one game's history rows.
struct HistoryRowsOf<'u, 'g> {
    ui: &'u mut Ui,
    games: &'g [&'g dyn ListedFile],
    rows: HistoryRows<'g>,
}

impl<G: ListedRows> KindVisitor<G> for HistoryRowsOf<'_, '_> {
    type Output = Option<HistoryIntent>;
    fn visit(self) -> Option<HistoryIntent> {
        G::history_rows_ui(self.ui, self.games, self.rows)
    }
}

/// The history's finished games, every game's, each game's drawn by it in
/// the registry's order.
pub fn history_lists_ui(
    ui: &mut Ui,
    games: &[Box<dyn ListedFile>],
    rows: HistoryRows<'_>,
) -> Option<HistoryIntent> {
    let mut intent = None;
    for (kind, mine) in by_game(games) {
        if let Some(i) = kind.visit(HistoryRowsOf { ui, games: &mine, rows }) {
            intent = Some(i);
        }
    }
    intent
}

/// Computes one game's statistics.
struct StatsOf<'g> {
    games: &'g [&'g dyn ListedFile],
    boards: &'g Boards<'g>,
}

impl<G: ListedRows> KindVisitor<G> for StatsOf<'_> {
    type Output = Box<dyn StatsPanel>;
    fn visit(self) -> Box<dyn StatsPanel> {
        G::stats(self.games, self.boards)
    }
}

/// Every game's statistics over the history's `games`, each game's apart
/// (a total of one game and one of another measure different things), in
/// the registry's order; a game with no listed game has none.
pub fn history_stats(games: &[Box<dyn ListedFile>], boards: &Boards<'_>) -> Vec<Box<dyn StatsPanel>> {
    by_game(games).into_iter().map(|(kind, mine)| kind.visit(StatsOf { games: &mine, boards })).collect()
}

/// Draws one game's charts.
struct ChartsOf<'u, 'g> {
    ui: &'u mut Ui,
    games: &'g [&'g dyn ListedFile],
}

impl<G: ListedRows> KindVisitor<G> for ChartsOf<'_, '_> {
    type Output = bool;
    fn visit(self) -> bool {
        G::charts_ui(self.ui, self.games)
    }
}

/// Every game's charts of the totals over time, in the registry's order;
/// whether any was drawn.
pub fn history_charts_ui(ui: &mut Ui, games: &[Box<dyn ListedFile>]) -> bool {
    let mut drawn = false;
    for (kind, mine) in by_game(games) {
        drawn |= kind.visit(ChartsOf { ui, games: &mine });
    }
    drawn
}
