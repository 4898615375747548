//! The test fake of a played game, shared by the tests of the standings
//! and the progress charts: names, totals, winners and whether it is over,
//! as given.

use super::{PlayedGame, new_york};

/// A played game whose answers are given.
pub(crate) struct Played {
    names: Vec<String>,
    totals: Vec<i64>,
    winners: Vec<String>,
    over: bool,
    opponents: bool,
}

impl PlayedGame for Played {
    type Game = new_york::Game;
    fn player_names(&self) -> &[String] {
        &self.names
    }
    fn player_totals(&self) -> Vec<i64> {
        self.totals.clone()
    }
    fn winner_names(&self) -> &[String] {
        &self.winners
    }
    fn is_over(&self) -> bool {
        self.over
    }
    fn has_opponents(&self) -> bool {
        self.opponents
    }
}

/// A game with these players and totals, these winners, over or not, and
/// played against others or not.
pub(crate) fn played(results: &[(&str, i64)], winners: &[&str], over: bool, opponents: bool) -> Played {
    Played {
        names: results.iter().map(|r| r.0.to_string()).collect(),
        totals: results.iter().map(|r| r.1).collect(),
        winners: winners.iter().map(ToString::to_string).collect(),
        over,
        opponents,
    }
}
