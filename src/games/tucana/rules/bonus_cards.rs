//! The blue bonus cards and how they are stacked for a table size.

use crate::games::tucana::sheet::Letter;

/// Points of each red card.
pub const RED_CARD_POINTS: u16 = 6;

/// A blue bonus card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BlueCard {
    /// Its letter.
    pub letter: Letter,
    /// `1` or `2` (the mark in the upper-right corner).
    pub rank: u8,
    /// Its points.
    pub points: u16,
}

/// Points of the blue cards: (#1, #2) by letter A–E.
pub const BLUE_CARD_POINTS: [(u16, u16); 5] = [(3, 2), (4, 2), (5, 3), (6, 4), (7, 5)];

/// The stack of one letter for a table size, top card last:
/// solo only #2, 2–4 players only #1, 5–8 players #1 on top of #2.
pub fn blue_stack(letter: Letter, table_size: u8) -> Vec<BlueCard> {
    let (first, second) = BLUE_CARD_POINTS[letter.index()];
    let one = BlueCard { letter, rank: 1, points: first };
    let two = BlueCard { letter, rank: 2, points: second };
    match table_size {
        0 | 1 => vec![two],
        2..=4 => vec![one],
        _ => vec![two, one],
    }
}

/// The most one player can score from a letter's blue stack at a table of
/// `table_size` (a player scores at most one card of a letter: a pair is
/// joined once).
pub fn best_blue_card(letter: Letter, table_size: u8) -> u32 {
    blue_stack(letter, table_size).iter().map(|c| u32::from(c.points)).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stacks_by_table_size() {
        assert_eq!(blue_stack(Letter::D, 1).iter().map(|c| c.points).collect::<Vec<_>>(), vec![4]);
        assert_eq!(blue_stack(Letter::D, 3).iter().map(|c| c.points).collect::<Vec<_>>(), vec![6]);
        // Top card last: #1 (6) on top of #2 (4).
        assert_eq!(blue_stack(Letter::D, 5).iter().map(|c| c.points).collect::<Vec<_>>(), vec![4, 6]);
        // One player's best of a stack: solo the #2, else the #1.
        let best: Vec<u32> = [1, 3, 5].map(|size| best_blue_card(Letter::D, size)).to_vec();
        assert_eq!(best, vec![4, 6, 6]);
        assert_eq!(best_blue_card(Letter::A, 8), 3);
    }
}
