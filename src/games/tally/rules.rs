//! Tally's rules: points added to a player, taken back by undo; the game
//! ends when the players say so.

use std::fmt;
use std::sync::Arc;

/// The most players at a table.
pub const MAX_PLAYERS: usize = 6;

/// Who plays, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TallySetup {
    /// The players' names, in seat order.
    pub players: Vec<String>,
}

/// One thing entered: points for a player, or the end.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    /// `points` for the player in `seat` (1-based); may be below zero.
    Score {
        /// The player's seat.
        seat: u8,
        /// The points.
        points: i64,
    },
    /// The players end the game.
    End,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Score { seat, points } => write!(f, "{points} points for seat {seat}"),
            Action::End => write!(f, "the end of the game"),
        }
    }
}

/// What an applied action changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A player's total is now `total`.
    Scored {
        /// The player's seat.
        seat: u8,
        /// Their new total.
        total: i64,
    },
    /// The game is over.
    Ended,
}

/// Why an action is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// No player sits there.
    #[error("nobody sits in seat {0}")]
    NoSuchSeat(u8),
    /// Zero points change nothing.
    #[error("zero points change nothing")]
    NoPoints,
    /// The game is over: nothing more is entered.
    #[error("the game is over")]
    Over,
}

/// Why a set-up cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Nobody plays.
    #[error("nobody plays")]
    NoPlayers,
    /// More players than a table seats.
    #[error("{0} players: at most {MAX_PLAYERS} play")]
    TooMany(usize),
    /// A player without a name.
    #[error("player {0} has no name")]
    NoName(usize),
}

/// A game of Tally.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    setup: TallySetup,
    board: Arc<()>,
    totals: Vec<i64>,
    over: bool,
}

impl Game {
    /// A game not yet begun, or why the set-up cannot be played.
    pub fn new(setup: TallySetup) -> Result<Game, SetupError> {
        match setup.players.len() {
            0 => return Err(SetupError::NoPlayers),
            n if n > MAX_PLAYERS => return Err(SetupError::TooMany(n)),
            _ => {}
        }
        if let Some(i) = setup.players.iter().position(|n| n.trim().is_empty()) {
            return Err(SetupError::NoName(i + 1));
        }
        let totals = vec![0; setup.players.len()];
        Ok(Game { setup, board: Arc::new(()), totals, over: false })
    }

    /// The set-up.
    pub fn setup(&self) -> &TallySetup {
        &self.setup
    }

    /// What it is played on: nothing but the table.
    pub fn board(&self) -> &Arc<()> {
        &self.board
    }

    /// Whether the players ended the game.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Each player's total, in seat order.
    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    /// The seats with the most points.
    pub fn winners(&self) -> Vec<u8> {
        let best = self.totals.iter().copied().max().unwrap_or(0);
        (1..).zip(&self.totals).filter(|(_, t)| **t == best).map(|(seat, _)| seat).collect()
    }

    /// Whether the action may be applied now.
    pub fn check(&self, action: &Action) -> Result<(), Refusal> {
        if self.over {
            return Err(Refusal::Over);
        }
        match action {
            Action::Score { seat, .. }
                if usize::from(*seat) == 0 || usize::from(*seat) > self.totals.len() =>
            {
                Err(Refusal::NoSuchSeat(*seat))
            }
            Action::Score { points: 0, .. } => Err(Refusal::NoPoints),
            Action::Score { .. } | Action::End => Ok(()),
        }
    }

    /// Checks, then applies the action.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(action)?;
        match action {
            Action::Score { seat, points } => {
                let index = usize::from(*seat).wrapping_sub(1);
                let total = self.totals.get_mut(index).ok_or(Refusal::NoSuchSeat(*seat))?;
                *total = total.saturating_add(*points);
                Ok(vec![Event::Scored { seat: *seat, total: *total }])
            }
            Action::End => {
                self.over = true;
                Ok(vec![Event::Ended])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two() -> Game {
        Game::new(TallySetup { players: vec!["Ann".into(), "Bob".into()] }).expect("two players")
    }

    #[test]
    fn points_add_up_the_most_wins_and_the_end_closes_the_game() {
        let mut game = two();
        game.apply(&Action::Score { seat: 1, points: 5 }).expect("legal");
        game.apply(&Action::Score { seat: 2, points: 7 }).expect("legal");
        game.apply(&Action::Score { seat: 1, points: -1 }).expect("legal");
        assert_eq!((game.totals(), game.winners()), (&[4, 7][..], vec![2]));
        game.apply(&Action::End).expect("legal");
        assert!(game.is_over());
        assert_eq!(game.check(&Action::Score { seat: 1, points: 1 }), Err(Refusal::Over));
    }

    #[test]
    fn refusals_change_nothing_and_bad_set_ups_are_refused() {
        let mut game = two();
        let before = game.clone();
        assert_eq!(game.apply(&Action::Score { seat: 3, points: 1 }), Err(Refusal::NoSuchSeat(3)));
        assert_eq!(game.apply(&Action::Score { seat: 0, points: 1 }), Err(Refusal::NoSuchSeat(0)));
        assert_eq!(game.apply(&Action::Score { seat: 1, points: 0 }), Err(Refusal::NoPoints));
        assert_eq!(game, before);
        assert_eq!(Game::new(TallySetup { players: vec![] }), Err(SetupError::NoPlayers));
        assert_eq!(Game::new(TallySetup { players: vec![" ".into()] }), Err(SetupError::NoName(1)));
        assert_eq!(Game::new(TallySetup { players: vec!["A".into(); 7] }), Err(SetupError::TooMany(7)));
    }
}
