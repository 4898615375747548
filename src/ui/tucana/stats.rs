//! *Trails of Tucana*'s statistics over finished games, solo games and
//! table games apart (a solo total and a table total measure different
//! things): games per island, best and average totals per player and
//! island, wins at a table, solo titles reached. Per-player results are
//! computed by [`player_results`], as every game's are.

use crate::games::player_results;
use crate::games::tucana::summary::TucanaSummary;
use crate::ui::tucana::listed::TucanaSaved;
use std::collections::BTreeMap;

/// One player's results on one island, in solo games or in table games.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerIslandStats {
    /// Player name.
    pub name: String,
    /// Island name.
    pub island: String,
    /// Games finished.
    pub games: usize,
    /// Best total.
    pub best: u32,
    /// Average total.
    pub average: f64,
    /// Games won against other tracked players (shared victories count;
    /// solo games and games with one tracked sheet are not wins).
    pub wins: usize,
}

/// Statistics over one kind of game (solo or at a table).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GroupStats {
    /// Finished games per island name.
    pub games_per_island: BTreeMap<String, usize>,
    /// Per player and island, sorted by name then island.
    pub players: Vec<PlayerIslandStats>,
}

impl GroupStats {
    /// Whether no game of this kind is finished.
    pub fn is_empty(&self) -> bool {
        self.games_per_island.is_empty()
    }
}

/// Statistics over the history.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HistoryStats {
    /// Games played at a table of two or more (whether or not every sheet
    /// was kept on this device).
    pub table: GroupStats,
    /// Solo games.
    pub solo: GroupStats,
    /// Solo titles reached: (island, player, total, title), best first.
    pub solo_titles: Vec<(String, String, u32, String)>,
}

impl HistoryStats {
    /// Whether there is no finished game at all.
    pub fn is_empty(&self) -> bool {
        self.table.is_empty() && self.solo.is_empty()
    }
}

/// Computes the statistics of finished games (unfinished ones are ignored).
pub fn history_stats<'a>(
    games: impl IntoIterator<Item = &'a TucanaSaved>,
    title_of: impl Fn(&TucanaSaved, u32) -> Option<String>,
) -> HistoryStats {
    let mut stats = HistoryStats::default();
    let finished: Vec<&TucanaSaved> = games.into_iter().filter(|g| g.summary.finished).collect();
    for (solo, group) in [(true, &mut stats.solo), (false, &mut stats.table)] {
        let of_kind: Vec<&TucanaSummary> =
            finished.iter().map(|g| &g.summary).filter(|s| (s.table_size == 1) == solo).collect();
        for s in &of_kind {
            *group.games_per_island.entry(s.sheet_name.clone()).or_default() += 1;
        }
        // Per island: a total on Isla Petit and one on Isla Grande are
        // not the same measure.
        for island in group.games_per_island.keys() {
            let on_island = of_kind.iter().copied().filter(|s| &s.sheet_name == island);
            group.players.extend(player_results(on_island).into_iter().map(|r| PlayerIslandStats {
                best: u32::try_from(r.best).unwrap_or(0),
                name: r.name,
                island: island.clone(),
                games: r.games,
                average: r.average,
                wins: r.wins,
            }));
        }
        group.players.sort_by(|a, b| a.name.cmp(&b.name).then_with(|| a.island.cmp(&b.island)));
    }
    for game in finished.iter().filter(|g| g.summary.table_size == 1) {
        let s = &game.summary;
        if let (Some(name), Some(&total)) = (s.players.first(), s.totals.first())
            && let Some(title) = title_of(game, total)
        {
            stats.solo_titles.push((s.sheet_name.clone(), name.clone(), total, title));
        }
    }
    stats.solo_titles.sort_by_key(|t| std::cmp::Reverse(t.2));
    stats
}
