//! Why an action is refused: typed, and worded for a person at the table.

use super::action::BonusCard;
use crate::sheet::{Card, Coord, Letter, Terrain};

/// Why [`super::Game::check`] refused an action. The game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The last round is over.
    #[error("the game is over")]
    GameOver,
    /// Cards are revealed while a turn is still open.
    #[error("this turn's cards ({0} and {1}) are out; {2} must finish first")]
    TurnNotFinished(Card, Card, String),
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
    #[error("round {round} would see {would_see} {card} cards, but the deck holds only {limit}")]
    DeckExhausted {
        /// The card.
        card: Card,
        /// 1-based round.
        round: u8,
        /// Cards of that kind this round if the reveal were accepted.
        would_see: u8,
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
    #[error("{player}'s trail {from}-{to} joins hexes that are not neighbours")]
    NotNeighbours {
        /// Player name.
        player: String,
        /// One hex.
        from: Coord,
        /// The other.
        to: Coord,
    },
    /// The edge already holds a trail.
    #[error("{player}'s trail {from}-{to} is already drawn")]
    AlreadyDrawn {
        /// Player name.
        player: String,
        /// One hex.
        from: Coord,
        /// The other.
        to: Coord,
    },
    /// The terrains do not match the cards.
    #[error("{player}'s trail {from}-{to} joins {t1} and {t2}, but the cards are {c1} and {c2}")]
    TerrainMismatch {
        /// Player name.
        player: String,
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
    #[error("{0} has already drawn this turn's trail")]
    AlreadyDrewTrail(String),
    /// The player passed this turn.
    #[error("{0} has already passed this turn")]
    AlreadyPassed(String),
    /// A regular trail while bonus trails are owed (cannot happen in order,
    /// but a hand-edited record may try it).
    #[error("{0} owes no bonus trail")]
    NoBonusOwed(String),
    /// A pass while a legal trail exists.
    #[error("{player} may not pass: {count} trail(s) match {c1} and {c2}")]
    PassWithLegalTrail {
        /// Player name.
        player: String,
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
    /// The same card marked twice in one turn.
    #[error("the {0} is already marked as taken this turn")]
    AlreadyMarked(BonusCard),
    /// A blue letter stack is empty (solo reshuffle).
    #[error("no blue {0} card is on the table")]
    NoBlueCard(Letter),
}
