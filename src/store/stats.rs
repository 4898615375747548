//! Simple statistics over finished games, solo games and table games apart
//! (a solo total and a table total measure different things): games per
//! island, best and average totals per player and island, wins at a table,
//! solo titles reached.

use super::games::{NewYorkSaved, SavedGame};
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

/// Totals and wins per (player, island), gathered before averaging.
type Tally = BTreeMap<(String, String), (Vec<u32>, usize)>;

/// Computes the statistics of finished games (unfinished ones are ignored).
pub fn history_stats(
    games: &[SavedGame],
    title_of: impl Fn(&SavedGame, u32) -> Option<String>,
) -> HistoryStats {
    let mut stats = HistoryStats::default();
    let mut table = Tally::new();
    let mut solo = Tally::new();
    for game in games.iter().filter(|g| g.summary.finished) {
        let s = &game.summary;
        let is_solo = s.table_size == 1;
        let group = if is_solo { &mut stats.solo } else { &mut stats.table };
        *group.games_per_island.entry(s.sheet_name.clone()).or_default() += 1;
        let tally = if is_solo { &mut solo } else { &mut table };
        for (name, total) in s.players.iter().zip(&s.totals) {
            let entry = tally.entry((name.clone(), s.sheet_name.clone())).or_default();
            entry.0.push(*total);
            // A win needs someone to beat: not a solo game, nor the one
            // sheet of a table whose other sheets were neither tracked nor
            // typed in at the end.
            if s.compared() && s.winners.contains(name) {
                entry.1 += 1;
            }
        }
        if is_solo
            && let (Some(name), Some(&total)) = (s.players.first(), s.totals.first())
            && let Some(title) = title_of(game, total)
        {
            stats.solo_titles.push((s.sheet_name.clone(), name.clone(), total, title));
        }
    }
    stats.table.players = per_player(table);
    stats.solo.players = per_player(solo);
    stats.solo_titles.sort_by_key(|t| std::cmp::Reverse(t.2));
    stats
}

fn per_player(tally: Tally) -> Vec<PlayerIslandStats> {
    tally
        .into_iter()
        .map(|((name, island), (list, wins))| PlayerIslandStats {
            games: list.len(),
            best: list.iter().copied().max().unwrap_or(0),
            average: f64::from(list.iter().sum::<u32>()) / list.len().max(1) as f64,
            wins,
            name,
            island,
        })
        .collect()
}

/// One player's results over finished *Ticket to Ride: New York* games.
#[derive(Debug, Clone, PartialEq)]
pub struct NewYorkPlayerStats {
    /// Player name.
    pub name: String,
    /// Games finished.
    pub games: usize,
    /// Games won (shared victories count).
    pub wins: usize,
    /// Best total (a total can be below zero).
    pub best: i32,
    /// Average total.
    pub average: f64,
}

/// Statistics over finished New York games, kept apart from Tucana's: a
/// New York total and a Tucana total measure different things.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct NewYorkStats {
    /// Games finished.
    pub games: usize,
    /// Per player, sorted by name.
    pub players: Vec<NewYorkPlayerStats>,
}

impl NewYorkStats {
    /// Whether no New York game is finished.
    pub fn is_empty(&self) -> bool {
        self.games == 0
    }
}

/// Computes the statistics of finished New York games (games under way
/// are ignored).
pub fn new_york_stats(games: &[NewYorkSaved]) -> NewYorkStats {
    let mut stats = NewYorkStats::default();
    let mut tally: BTreeMap<String, (Vec<i32>, usize)> = BTreeMap::new();
    for game in games.iter().filter(|g| g.summary.finished) {
        let s = &game.summary;
        stats.games += 1;
        for (name, total) in s.players.iter().zip(&s.totals) {
            let entry = tally.entry(name.clone()).or_default();
            entry.0.push(*total);
            if s.winners.contains(name) {
                entry.1 += 1;
            }
        }
    }
    stats.players = tally
        .into_iter()
        .map(|(name, (list, wins))| NewYorkPlayerStats {
            games: list.len(),
            best: list.iter().copied().max().unwrap_or(0),
            average: f64::from(list.iter().sum::<i32>()) / list.len().max(1) as f64,
            wins,
            name,
        })
        .collect();
    stats
}
