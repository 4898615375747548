//! Why an action is refused: typed data (seats, hexes, cards), never
//! English words. The translator (`Translator::refusal_in`) words it for a
//! person at the table, naming players and places; the `Display` below is a
//! plain English fallback for logs and the library, naming seats by number.

use super::action::BonusCard;
use crate::games::tucana::sheet::{Card, Coord, Letter, Terrain};

/// Why [`super::TucanaGame::check`] refused an action. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The last round is over.
    #[error("the game is over")]
    GameOver,
    /// Cards are revealed while a turn is still open.
    #[error("this turn's cards ({} and {}) are out; {} must finish first", .0, .1, seats_text(.2))]
    TurnNotFinished(Card, Card, Vec<u8>),
    /// A trail or pass with no cards revealed.
    #[error("no terrain cards are revealed yet")]
    NoCardsRevealed,
    /// The solo reshuffle must be entered before the next round.
    #[error("the solo reshuffle of the blue cards must be done before the next round")]
    SoloReshuffleDue,
    /// A solo reshuffle when none is due.
    #[error("no solo reshuffle is due now")]
    NoSoloReshuffleDue,
    /// A solo reshuffle keeping the wrong number of cards.
    #[error("solo reshuffle: {expected} blue {} stay, not {found}", if *expected == 1 { "card" } else { "cards" })]
    SoloReshuffleCount {
        /// Cards that stay (2, or fewer if fewer are left).
        expected: usize,
        /// Cards listed.
        found: usize,
    },
    /// A solo reshuffle listing one letter twice.
    #[error("solo reshuffle: the {0} card is listed twice")]
    SoloReshuffleTwice(Letter),
    /// More of one card in a round than the deck holds.
    #[error(
        "{seen} {card} {} already revealed in round {round}: the deck has {}",
        if *seen == 1 { "card was" } else { "cards were" },
        if *seen >= *limit { "no more".to_string() } else { format!("only {} more", limit - seen) }
    )]
    DeckExhausted {
        /// The card.
        card: Card,
        /// 1-based round.
        round: u8,
        /// Cards of that kind already revealed this round.
        seen: u8,
        /// Cards of that kind in the deck.
        limit: u8,
    },
    /// With the app's deck, the revealed cards must be the deck's next two.
    #[error("the app's deck shows {0} and {1} next, not {2} and {3}")]
    NotTheAppDeck(Card, Card, Card, Card),
    /// No tracked player sits there.
    #[error("no sheet on this device belongs to seat {0}")]
    UnknownSeat(u8),
    /// A coordinate that is not on the map.
    #[error("hex {0} is not on the map")]
    UnknownHex(Coord),
    /// Two hexes that do not touch.
    #[error("seat {seat}: the trail {from}-{to} joins hexes that are not neighbours")]
    NotNeighbours {
        /// The player's seat.
        seat: u8,
        /// One hex.
        from: Coord,
        /// The other.
        to: Coord,
    },
    /// The edge already holds a trail.
    #[error("seat {seat}: the trail {from}-{to} is already drawn")]
    AlreadyDrawn {
        /// The player's seat.
        seat: u8,
        /// One hex.
        from: Coord,
        /// The other.
        to: Coord,
    },
    /// The terrains do not match the cards.
    #[error("seat {seat}: the trail {from}-{to} joins {t1} and {t2}, but the cards are {c1} and {c2}")]
    TerrainMismatch {
        /// The player's seat.
        seat: u8,
        /// One hex.
        from: Coord,
        /// The other.
        to: Coord,
        /// Terrain of `from`.
        t1: Terrain,
        /// Terrain of `to`.
        t2: Terrain,
        /// First card.
        c1: Card,
        /// Second card.
        c2: Card,
    },
    /// A second regular trail in one turn.
    #[error("seat {0} has already drawn this turn's trail")]
    AlreadyDrewTrail(u8),
    /// The player passed this turn.
    #[error("seat {0} has already passed this turn")]
    AlreadyPassed(u8),
    /// A regular trail while bonus trails are owed (cannot happen in order,
    /// but a hand-edited record may try it).
    #[error("seat {0} owes no bonus trail")]
    NoBonusOwed(u8),
    /// A pass while a legal trail exists.
    #[error("seat {seat} may not pass: {count} {} {c1} and {c2}", if *count == 1 { "trail matches" } else { "trails match" })]
    PassWithLegalTrail {
        /// The player's seat.
        seat: u8,
        /// How many legal trails there are.
        count: usize,
        /// First card.
        c1: Card,
        /// Second card.
        c2: Card,
    },
    /// The card is not on the table.
    #[error("the {0} is not on the table")]
    CardNotOnTable(BonusCard),
    /// Every seat at the table is tracked here, so nobody else can take a card.
    #[error("every sheet at this table is kept here, so nobody else can have taken the {0}")]
    NobodyElse(BonusCard),
    /// A card marked as taken by a seat whose sheet is kept here (its own
    /// trails take its cards).
    #[error("seat {0}'s sheet is kept here: its cards come with its trails")]
    SheetKeptHere(u8),
    /// The same card marked twice in one turn.
    #[error("the {0} is already marked as taken this turn")]
    AlreadyMarked(BonusCard),
    /// A blue letter stack is empty (solo reshuffle).
    #[error("no blue {0} card is on the table")]
    NoBlueCard(Letter),
}

/// "seat 1", "seats 1 and 2", "seats 1, 2 and 3" (or "nobody"), for the
/// English fallback text.
fn seats_text(seats: &[u8]) -> String {
    let numbers: Vec<String> = seats.iter().map(u8::to_string).collect();
    match numbers.as_slice() {
        [] => "nobody".into(),
        [one] => format!("seat {one}"),
        [rest @ .., last] => format!("seats {} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fallback_text_names_seats_not_people() {
        let r = Refusal::TurnNotFinished(Card::Water, Card::Forest, vec![1, 3]);
        assert_eq!(
            r.to_string(),
            "this turn's cards (water and forest) are out; seats 1 and 3 must finish first"
        );
        let r = Refusal::TurnNotFinished(Card::Water, Card::Forest, vec![2]);
        assert!(r.to_string().ends_with("; seat 2 must finish first"));
        let r = Refusal::PassWithLegalTrail { seat: 1, count: 1, c1: Card::Any, c2: Card::Desert };
        assert_eq!(r.to_string(), "seat 1 may not pass: 1 trail matches any and desert");
    }
}
