//! Every change to a game is one [`Action`]; the record is a list of them.

use crate::games::tucana::sheet::{Card, Coord, Letter, Sight};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A bonus card on the table: blue (by letter) or red (by sight type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BonusCard {
    /// The top blue card of a letter's stack.
    Blue(Letter),
    /// The red card of a sight type (Special Bonus variant).
    Red(Sight),
}

impl fmt::Display for BonusCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BonusCard::Blue(l) => write!(f, "blue {l}–{l} card"),
            BonusCard::Red(s) => write!(f, "red {s} card"),
        }
    }
}

/// One step of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Two terrain cards are revealed: a new turn starts.
    Reveal(Card, Card),
    /// A player draws the turn's trail between two neighbouring hexes.
    Trail {
        /// The player's seat.
        seat: u8,
        /// One hex.
        from: Coord,
        /// Its neighbour.
        to: Coord,
    },
    /// A player draws an owed bonus trail (any terrain).
    BonusTrail {
        /// The player's seat.
        seat: u8,
        /// One hex.
        from: Coord,
        /// Its neighbour.
        to: Coord,
    },
    /// A player has no legal trail and draws nothing this turn.
    Pass {
        /// The player's seat.
        seat: u8,
    },
    /// A player whose sheet is not on this device took a bonus card. During
    /// a turn it counts for that turn (ties share the card); between turns
    /// the card is gone at once.
    TakenElsewhere(BonusCard),
    /// As [`Action::TakenElsewhere`], and the record says who took it: the
    /// player whose sheet is kept on paper in `seat`. Records written
    /// before it existed never hold it.
    TakenBy {
        /// The card taken.
        card: BonusCard,
        /// The seat (kept on paper) that took it.
        seat: u8,
    },
    /// Solo game: the blue cards that stay after the reshuffle.
    SoloReshuffle {
        /// Letters of the (at most two) blue cards that stay.
        kept: Vec<Letter>,
    },
    /// A player asked the coach for a hint during the open turn. It changes
    /// nothing in the game: it is kept so the history can say the sheet was
    /// coached. Records written before it existed never hold it.
    Coached {
        /// The player's seat.
        seat: u8,
    },
}

impl Action {
    /// The seat an action belongs to, if it is a player's.
    pub fn seat(&self) -> Option<u8> {
        match self {
            Action::Trail { seat, .. }
            | Action::BonusTrail { seat, .. }
            | Action::Pass { seat }
            | Action::Coached { seat } => Some(*seat),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Reveal(a, b) => write!(f, "reveal {a} and {b}"),
            Action::Trail { seat, from, to } => write!(f, "seat {seat} draws {from}-{to}"),
            Action::BonusTrail { seat, from, to } => write!(f, "seat {seat} draws bonus trail {from}-{to}"),
            Action::Pass { seat } => write!(f, "seat {seat} has no trail this turn"),
            Action::TakenElsewhere(card) => write!(f, "{card} taken at the table"),
            Action::TakenBy { card, seat } => write!(f, "{card} taken at the table by seat {seat}"),
            Action::Coached { seat } => write!(f, "seat {seat} asks the coach"),
            Action::SoloReshuffle { kept } => {
                let kept: Vec<String> = kept.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "solo reshuffle keeps {}",
                    if kept.is_empty() { "nothing".into() } else { kept.join(", ") }
                )
            }
        }
    }
}
