//! What the charts draw, computed from the games (pure: no egui): each
//! player's running total through one game, and each player's totals over
//! the games of a history. The charts only place these numbers; every test
//! of what they mean is here.

use super::Counted;
use super::new_york;
use super::tucana::rules::{TURNS_PER_ROUND, TucanaGame, TurnIndex};
use std::collections::BTreeMap;

/// One point of a game's x axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Moment {
    /// Before anything was scored (every total 0).
    Start,
    /// The end of a Tucana round (1-based).
    Round(u8),
    /// After the table's n-th claimed route of a New York game (1-based).
    Claim(u32),
    /// The final count (New York: tickets and attractions added).
    End,
}

/// One player's line of a chart.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerSeries {
    /// The player's name.
    pub name: String,
    /// Their value at each point, as `(x, y)`.
    pub points: Vec<(f64, f64)>,
}

/// Each player's running total through one game.
#[derive(Debug, Clone, PartialEq)]
pub struct RunningTotals {
    /// The moments of the x axis; moment `i` is drawn at x = `i`.
    pub moments: Vec<Moment>,
    /// One line per player (tracked sheets only), in seat order; each has
    /// a value at every moment.
    pub players: Vec<PlayerSeries>,
}

impl RunningTotals {
    /// The moment drawn at `x`, if `x` is one.
    pub fn moment_at(&self, x: f64) -> Option<Moment> {
        if x < 0.0 || x.fract() != 0.0 {
            return None;
        }
        self.moments.get(x as usize).copied()
    }
}

/// A Tucana game's running totals: at the start, then at the end of each
/// round, what each tracked sheet would total if the game ended there —
/// the round lines written so far, the village pairs connected and the
/// bonus cards won by then. At the end of the last round of a finished
/// game this is the sheet's Total.
pub fn tucana_running_totals(game: &TucanaGame) -> RunningTotals {
    let rounds = game.sheet().rounds();
    let rounds_ended = if game.is_over() { rounds } else { game.round().saturating_sub(1) };
    let mut moments = vec![Moment::Start];
    moments.extend((1..=rounds_ended).map(Moment::Round));
    let players = game
        .players()
        .iter()
        .map(|p| {
            let mut points = vec![(0.0, 0.0)];
            for round in 1..=rounds_ended {
                let end: TurnIndex = TurnIndex::from(round) * TurnIndex::from(TURNS_PER_ROUND);
                let lines: u32 = (1..=round).map(|r| game.sight_sum_through_round(p, r)).sum();
                let villages: u32 = p
                    .pairs()
                    .iter()
                    .filter(|pair| pair.turn < end)
                    .map(|pair| u32::from(game.sheet().village_value(pair.letter)))
                    .sum();
                let bonus: u32 =
                    p.won_cards().iter().filter(|c| card_turn(c) < end).map(|c| u32::from(c.points())).sum();
                points.push((f64::from(round), f64::from(lines + villages + bonus)));
            }
            PlayerSeries { name: p.name.clone(), points }
        })
        .collect();
    RunningTotals { moments, players }
}

/// When a bonus card was won.
fn card_turn(card: &super::tucana::rules::WonCard) -> TurnIndex {
    match card {
        super::tucana::rules::WonCard::Blue { turn, .. }
        | super::tucana::rules::WonCard::Red { turn, .. } => *turn,
    }
}

/// A New York game's running totals, the way the score track runs at the
/// table: the routes standing at the end, in the order they were claimed
/// (a route taken back and claimed again counts from its last claim), each
/// adding its Route Scoring Table value to its player's total; then, at
/// the end, each player's Total with Destination Tickets and Tourist
/// Attractions. `record` must be the record `game` replays from.
pub fn new_york_running_totals(record: &new_york::NewYorkRecord, game: &new_york::Game) -> RunningTotals {
    let map = game.map();
    // The routes still claimed, each at the index of its last claim.
    let mut claims: BTreeMap<&str, (usize, u8)> = BTreeMap::new();
    for (i, action) in record.actions.iter().enumerate() {
        match action {
            new_york::Action::Claim { player, route } => {
                claims.insert(route.as_str(), (i, *player));
            }
            new_york::Action::Unclaim { route } => {
                claims.remove(route.as_str());
            }
            new_york::Action::Keep { .. }
            | new_york::Action::Drop { .. }
            | new_york::Action::LastTurn { .. }
            | new_york::Action::Finish => {}
        }
    }
    let mut ordered: Vec<(usize, u8, u8)> = claims
        .into_iter()
        .filter_map(|(key, (i, player))| {
            let id = map.route_by_key(key)?;
            // Only what the game holds: the record and the game agree.
            (game.owner(id) == Some(player)).then(|| (i, player, map.points_for_spaces(map.route(id).spaces)))
        })
        .collect();
    ordered.sort_unstable();
    let count = ordered.len();
    let mut moments = vec![Moment::Start];
    moments.extend((1..=count as u32).map(Moment::Claim));
    moments.push(Moment::End);
    let players = game
        .player_numbers()
        .map(|player| {
            let mut total = 0_i64;
            let mut points = vec![(0.0, 0.0)];
            for (x, (_, by, value)) in ordered.iter().enumerate() {
                if *by == player {
                    total += i64::from(*value);
                }
                points.push(((x + 1) as f64, total as f64));
            }
            points.push(((count + 1) as f64, f64::from(game.player_score(player).total)));
            let name = game.player(player).map_or_else(String::new, |p| p.name.clone());
            PlayerSeries { name, points }
        })
        .collect();
    RunningTotals { moments, players }
}

/// Each player's totals over the finished games of one history chart.
#[derive(Debug, Clone, PartialEq)]
pub struct TotalsOverTime {
    /// How many finished games: game `n` (oldest first, from 1) is drawn at
    /// x = `n`.
    pub games: usize,
    /// One line per player, sorted by name: `(game number, total)` for each
    /// game they played.
    pub players: Vec<PlayerSeries>,
    /// The average of every total drawn (`None` when there is none).
    pub average: Option<f64>,
}

/// Each player's totals over `games`, given oldest first; games under way
/// are left out (they are not numbered either).
pub fn totals_over_time<'a, G: Counted + ?Sized + 'a>(
    games: impl IntoIterator<Item = &'a G>,
) -> TotalsOverTime {
    let mut lines: BTreeMap<String, Vec<(f64, f64)>> = BTreeMap::new();
    let mut count = 0;
    let (mut sum, mut totals) = (0_i64, 0_usize);
    for game in games.into_iter().filter(|g| g.is_over()) {
        count += 1;
        for (name, total) in game.counted_players() {
            lines.entry(name).or_default().push((count as f64, total as f64));
            sum += total;
            totals += 1;
        }
    }
    TotalsOverTime {
        games: count,
        players: lines.into_iter().map(|(name, points)| PlayerSeries { name, points }).collect(),
        average: (totals > 0).then(|| sum as f64 / totals as f64),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::games::fake_played::Played;

    /// A game of these players with these totals, no winner named, played
    /// against others when there are several.
    fn played(names: &[&str], totals: &[i64], over: bool) -> Played {
        let results: Vec<(&str, i64)> = names.iter().copied().zip(totals.iter().copied()).collect();
        crate::games::fake_played::played(&results, &[], over, names.len() > 1)
    }

    #[test]
    fn totals_over_time_number_the_finished_games_and_average_every_total() {
        let games = [
            played(&["Bob", "Alice"], &[10, 20], true),
            played(&["Alice"], &[99], false),
            played(&["Alice", "Chloé"], &[30, -4], true),
        ];
        let over = totals_over_time(&games);
        assert_eq!(over.games, 2);
        let names: Vec<&str> = over.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Alice", "Bob", "Chloé"]);
        assert_eq!(over.players[0].points, [(1.0, 20.0), (2.0, 30.0)]);
        assert_eq!(over.players[1].points, [(1.0, 10.0)]);
        assert_eq!(over.players[2].points, [(2.0, -4.0)]);
        assert_eq!(over.average, Some(14.0));
        assert_eq!(totals_over_time::<Played>(&[]).average, None);
    }

    #[test]
    fn a_route_taken_back_and_claimed_again_counts_once_from_its_last_claim() {
        let setup = new_york::NewYorkSetup::with_names(&["Ann", "Ben"]);
        let mut record = new_york::NewYorkRecord::new(setup);
        let game =
            new_york::Game::new(new_york::NewYorkMap::builtin(), record.setup.clone()).expect("two players");
        let map = game.map_arc().clone();
        let mut keys = map.routes().iter().map(|r| r.key.clone()).filter(|k| !k.is_empty());
        let (first, second) = (keys.next().expect("a route"), keys.next().expect("two routes"));
        record.actions = vec![
            new_york::Action::Claim { player: 1, route: first.clone() },
            new_york::Action::Claim { player: 2, route: second.clone() },
            new_york::Action::Unclaim { route: first.clone() },
            new_york::Action::Claim { player: 1, route: first.clone() },
        ];
        let game = record.replay().expect("the actions replay");
        let running = new_york_running_totals(&record, &game);
        assert_eq!(running.moments, [Moment::Start, Moment::Claim(1), Moment::Claim(2), Moment::End]);
        let value = |key: &str| {
            let id = map.route_by_key(key).expect("the key");
            f64::from(map.points_for_spaces(map.route(id).spaces))
        };
        // Ben's route came first: Ann's was claimed again after it.
        assert_eq!(running.players[0].points[1], (1.0, 0.0));
        assert_eq!(running.players[1].points[1], (1.0, value(&second)));
        assert_eq!(running.players[0].points[2], (2.0, value(&first)));
        for (p, line) in running.players.iter().enumerate() {
            let total = game.player_score(p as u8 + 1).total;
            assert_eq!(line.points.last(), Some(&(3.0, f64::from(total))));
        }
    }
}
