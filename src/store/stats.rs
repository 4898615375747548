//! Simple statistics over finished games: games per island, best and
//! average totals per player and island, solo titles reached.

use super::games::SavedGame;
use std::collections::BTreeMap;

/// One player's results on one island.
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

/// Statistics over the history.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HistoryStats {
    /// Finished games per island name.
    pub games_per_island: BTreeMap<String, usize>,
    /// Per player and island, sorted by name then island.
    pub players: Vec<PlayerIslandStats>,
    /// Solo titles reached: (island, player, total, title), best first.
    pub solo_titles: Vec<(String, String, u32, String)>,
}

/// Computes the statistics of finished games (unfinished ones are ignored).
pub fn history_stats(
    games: &[SavedGame],
    title_of: impl Fn(&SavedGame, u32) -> Option<String>,
) -> HistoryStats {
    let mut stats = HistoryStats::default();
    let mut totals: BTreeMap<(String, String), (Vec<u32>, usize)> = BTreeMap::new();
    for game in games.iter().filter(|g| g.summary.finished) {
        let s = &game.summary;
        *stats.games_per_island.entry(s.sheet_name.clone()).or_default() += 1;
        for (name, total) in s.players.iter().zip(&s.totals) {
            let entry = totals.entry((name.clone(), s.sheet_name.clone())).or_default();
            entry.0.push(*total);
            // A win needs someone to beat: not a solo game, nor the one
            // sheet of a table whose other sheets were not tracked.
            if s.players.len() > 1 && s.winners.contains(name) {
                entry.1 += 1;
            }
        }
        if s.table_size == 1
            && let (Some(name), Some(&total)) = (s.players.first(), s.totals.first())
            && let Some(title) = title_of(game, total)
        {
            stats.solo_titles.push((s.sheet_name.clone(), name.clone(), total, title));
        }
    }
    stats.players = totals
        .into_iter()
        .map(|((name, island), (list, wins))| PlayerIslandStats {
            games: list.len(),
            best: list.iter().copied().max().unwrap_or(0),
            average: f64::from(list.iter().sum::<u32>()) / list.len().max(1) as f64,
            wins,
            name,
            island,
        })
        .collect();
    stats.solo_titles.sort_by_key(|t| std::cmp::Reverse(t.2));
    stats
}
