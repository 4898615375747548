//! The small vocabulary shared by sheets, the rules and the record:
//! terrains, terrain cards, sights, village letters and hex coordinates.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the four terrains printed on the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Terrain {
    /// Desert (yellow on the paper pad).
    Desert,
    /// Forest (green).
    Forest,
    /// Mountain (grey).
    Mountain,
    /// Water (blue).
    Water,
}

impl Terrain {
    /// All terrains, in deck order.
    pub const ALL: [Terrain; 4] = [Terrain::Desert, Terrain::Forest, Terrain::Mountain, Terrain::Water];

    /// Position in [`Terrain::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Lower-case English name, as used in files and messages.
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Desert => "desert",
            Terrain::Forest => "forest",
            Terrain::Mountain => "mountain",
            Terrain::Water => "water",
        }
    }

    /// Parses the lower-case name used in the reference CSVs.
    pub fn from_name(name: &str) -> Option<Terrain> {
        Terrain::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A terrain card of the 27-card deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    /// A desert card (8 in the deck).
    Desert,
    /// A forest card (7 in the deck).
    Forest,
    /// A mountain card (6 in the deck).
    Mountain,
    /// A water card (4 in the deck).
    Water,
    /// An "any terrain" card (2 in the deck).
    Any,
}

impl Card {
    /// All card kinds.
    pub const ALL: [Card; 5] = [Card::Desert, Card::Forest, Card::Mountain, Card::Water, Card::Any];

    /// How many cards of each kind the deck holds, indexed like [`Card::ALL`].
    pub const DECK_COUNTS: [u8; 5] = [8, 7, 6, 4, 2];

    /// Position in [`Card::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// How many of this card the 27-card deck holds.
    pub fn deck_count(self) -> u8 {
        Card::DECK_COUNTS[self.index()]
    }

    /// The terrain this card names, or `None` for "any".
    pub fn terrain(self) -> Option<Terrain> {
        match self {
            Card::Desert => Some(Terrain::Desert),
            Card::Forest => Some(Terrain::Forest),
            Card::Mountain => Some(Terrain::Mountain),
            Card::Water => Some(Terrain::Water),
            Card::Any => None,
        }
    }

    /// Lower-case English name.
    pub fn name(self) -> &'static str {
        match self {
            Card::Any => "any",
            other => other.terrain().map_or("any", Terrain::name),
        }
    }

    /// The card for a keyboard letter: D F M W A (either case).
    pub fn from_key(key: char) -> Option<Card> {
        match key.to_ascii_uppercase() {
            'D' => Some(Card::Desert),
            'F' => Some(Card::Forest),
            'M' => Some(Card::Mountain),
            'W' => Some(Card::Water),
            'A' => Some(Card::Any),
            _ => None,
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The five sight types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Sight {
    /// Obelisk.
    Obelisk,
    /// Book.
    Book,
    /// Toucan.
    Toucan,
    /// Yeti.
    Yeti,
    /// Sea monster.
    SeaMonster,
}

impl Sight {
    /// All sight types in the order of the Sight Scoring Box.
    pub const ALL: [Sight; 5] = [Sight::Obelisk, Sight::Book, Sight::Toucan, Sight::Yeti, Sight::SeaMonster];

    /// Position in [`Sight::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Snake-case name used in files and JSON (`sea_monster`).
    pub fn key(self) -> &'static str {
        match self {
            Sight::Obelisk => "obelisk",
            Sight::Book => "book",
            Sight::Toucan => "toucan",
            Sight::Yeti => "yeti",
            Sight::SeaMonster => "sea_monster",
        }
    }

    /// Human-readable English name (`sea monster`).
    pub fn name(self) -> &'static str {
        match self {
            Sight::SeaMonster => "sea monster",
            other => other.key(),
        }
    }

    /// Parses the snake-case key.
    pub fn from_key(key: &str) -> Option<Sight> {
        Sight::ALL.into_iter().find(|s| s.key() == key)
    }
}

impl fmt::Display for Sight {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A village letter A–E.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Letter {
    /// A.
    A,
    /// B.
    B,
    /// C.
    C,
    /// D.
    D,
    /// E.
    E,
}

impl Letter {
    /// All letters.
    pub const ALL: [Letter; 5] = [Letter::A, Letter::B, Letter::C, Letter::D, Letter::E];

    /// Position in [`Letter::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The Latin capital letter.
    pub fn latin(self) -> char {
        (b'A' + self as u8) as char
    }

    /// The letter as printed in the Russian edition (А Б В Г Д).
    pub fn cyrillic(self) -> char {
        ['А', 'Б', 'В', 'Г', 'Д'][self.index()]
    }

    /// Parses a Latin (A–E) or Russian-edition (А Б В Г Д) letter, either case.
    pub fn from_char(c: char) -> Option<Letter> {
        let upper = c.to_uppercase().next().unwrap_or(c);
        match upper {
            'A' | 'А' => Some(Letter::A),
            'B' | 'Б' => Some(Letter::B),
            'C' | 'В' => Some(Letter::C),
            'D' | 'Г' => Some(Letter::D),
            'E' | 'Д' => Some(Letter::E),
            _ => None,
        }
    }
}

impl fmt::Display for Letter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.latin())
    }
}

/// A hex position: `row` grows downward from 0, `dcol` counts half-hex steps
/// from the left (row + dcol is always even). Written `(row,dcol)` everywhere,
/// and `(row, dcol)` in files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "(i32, i32)", into = "(i32, i32)")]
pub struct Coord {
    /// Row, from 0 at the top.
    pub row: i32,
    /// Horizontal position in half-hex steps.
    pub dcol: i32,
}

impl Coord {
    /// A coordinate.
    pub const fn new(row: i32, dcol: i32) -> Coord {
        Coord { row, dcol }
    }

    /// The six neighbour positions (some may be off the map).
    pub fn neighbours(self) -> [Coord; 6] {
        let Coord { row, dcol } = self;
        [
            Coord::new(row, dcol - 2),
            Coord::new(row, dcol + 2),
            Coord::new(row - 1, dcol - 1),
            Coord::new(row - 1, dcol + 1),
            Coord::new(row + 1, dcol - 1),
            Coord::new(row + 1, dcol + 1),
        ]
    }

    /// Whether `other` is one of the six neighbours.
    pub fn is_neighbour(self, other: Coord) -> bool {
        let dr = (self.row - other.row).abs();
        let dc = (self.dcol - other.dcol).abs();
        (dr == 0 && dc == 2) || (dr == 1 && dc == 1)
    }
}

impl From<(i32, i32)> for Coord {
    fn from((row, dcol): (i32, i32)) -> Coord {
        Coord { row, dcol }
    }
}

impl From<Coord> for (i32, i32) {
    fn from(c: Coord) -> (i32, i32) {
        (c.row, c.dcol)
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.dcol)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_parse_in_both_alphabets() {
        for l in Letter::ALL {
            assert_eq!(Letter::from_char(l.latin()), Some(l));
            assert_eq!(Letter::from_char(l.cyrillic()), Some(l));
            assert_eq!(Letter::from_char(l.latin().to_ascii_lowercase()), Some(l));
        }
        assert_eq!(Letter::from_char('F'), None);
    }

    #[test]
    fn neighbours_are_neighbours() {
        let c = Coord::new(4, 6);
        for n in c.neighbours() {
            assert!(c.is_neighbour(n), "{n}");
        }
        assert!(!c.is_neighbour(Coord::new(4, 10)));
        assert!(!c.is_neighbour(c));
    }

    #[test]
    fn deck_holds_27_cards() {
        assert_eq!(Card::DECK_COUNTS.iter().map(|&n| n as u32).sum::<u32>(), 27);
    }
}
