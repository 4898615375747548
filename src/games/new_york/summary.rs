//! What the lists of games and the statistics know of one *Ticket to
//! Ride: New York* game: its [`NewYorkSummary`], built from the replayed
//! game.

use super::Game as NewYorkGame;
use crate::games::{PlayedGame, Summary};

/// What a list of games shows about one New York game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewYorkSummary {
    /// Players' names, in seat order.
    pub players: Vec<String>,
    /// Each player's total (it can be below zero: failed tickets count
    /// against), in seat order.
    pub totals: Vec<i32>,
    /// Names of the players who win (or lead, while under way), after the
    /// tie-break.
    pub winners: Vec<String>,
    /// Whether the players ended the game.
    pub finished: bool,
}

impl NewYorkSummary {
    /// Summarises a replayed game.
    pub fn of(game: &NewYorkGame) -> NewYorkSummary {
        let scores = game.scores();
        let name = |p: u8| game.player(p).map(|q| q.name.clone()).unwrap_or_default();
        NewYorkSummary {
            players: scores.players.iter().map(|s| name(s.player)).collect(),
            totals: scores.players.iter().map(|s| s.total).collect(),
            winners: scores.winners.iter().map(|p| name(*p)).collect(),
            finished: game.is_over(),
        }
    }
}

impl NewYorkSummary {
    /// The same summary with every name as `name_of` shows it today (see
    /// `TucanaSummary::renamed`).
    pub fn renamed(&self, name_of: impl Fn(&str) -> String) -> NewYorkSummary {
        NewYorkSummary {
            players: self.players.iter().map(|n| name_of(n)).collect(),
            winners: self.winners.iter().map(|n| name_of(n)).collect(),
            ..self.clone()
        }
    }
}

impl PlayedGame for NewYorkSummary {
    type Game = NewYorkGame;
    fn player_names(&self) -> &[String] {
        &self.players
    }
    fn player_totals(&self) -> Vec<i64> {
        self.totals.iter().map(|&t| i64::from(t)).collect()
    }
    fn winner_names(&self) -> &[String] {
        &self.winners
    }
    fn is_over(&self) -> bool {
        self.finished
    }
    fn has_opponents(&self) -> bool {
        // New York is played by 2 to 4, every one of them on the pad.
        self.players.len() > 1
    }
}

impl Summary for NewYorkSummary {
    fn people(&self) -> Vec<String> {
        self.players.clone()
    }
    fn renamed_as(&self, name_of: &dyn Fn(&str) -> String) -> NewYorkSummary {
        self.renamed(name_of)
    }
}
