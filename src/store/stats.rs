//! Simple statistics over finished games, each game's apart from the
//! others' ([`stats_by_game`]), for the games without statistics of their
//! own. Per-player results are computed by [`player_results`], over what
//! every game's summary says of itself ([`crate::games::PlayedGame`]).

use crate::games::player_results;

/// Statistics over the finished games of one game, for the games without
/// statistics of their own: games played, and per person games, wins,
/// best and average totals ([`player_results`]).
#[derive(Debug, Clone, PartialEq)]
pub struct GameStats {
    /// Which game.
    pub kind: crate::games::GameKind,
    /// Games finished.
    pub games: usize,
    /// Per person, sorted by name.
    pub players: Vec<crate::games::PlayerResults>,
}

/// The statistics of every game among `games`, each game's apart (a total
/// of one game and of another measure different things), in the
/// registry's order; a game with no finished game has none.
pub fn stats_by_game(games: &[&dyn super::ListedFile]) -> Vec<GameStats> {
    crate::games::GameKind::ALL
        .iter()
        .filter_map(|kind| {
            let mine: Vec<&dyn crate::games::Counted> =
                games.iter().filter(|g| g.kind() == *kind).map(|g| g.counted()).collect();
            let finished = mine.iter().filter(|g| g.is_over()).count();
            (finished > 0).then(|| GameStats { kind: *kind, games: finished, players: player_results(mine) })
        })
        .collect()
}
