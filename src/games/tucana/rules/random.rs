//! Seeded randomness: the only randomness the rules know. A seed stored in a
//! game record always gives the same cards, on every machine and version, so
//! the generator is written out here rather than borrowed from a crate whose
//! output might change.

use crate::games::tucana::sheet::{Card, Letter, Sight};

/// SplitMix64: tiny, fast, and good enough for shuffling cards.
#[derive(Debug, Clone)]
pub struct SeededRng(u64);

impl SeededRng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> SeededRng {
        SeededRng(seed)
    }

    /// A generator for one purpose of one seed (`stream` keeps the deck of
    /// round 2 independent of the deck of round 1, and so on).
    pub fn for_stream(seed: u64, stream: u64) -> SeededRng {
        let mut rng = SeededRng(seed ^ stream.wrapping_mul(0xA076_1D64_78BD_642F));
        rng.next_u64();
        rng
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth mentioning.
    pub fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// The 27 terrain cards, unshuffled.
pub fn full_deck() -> Vec<Card> {
    Card::ALL.into_iter().flat_map(|c| std::iter::repeat_n(c, usize::from(c.deck_count()))).collect()
}

/// The app's deck for one round (0-based): a shuffle of all 27 cards, of
/// which the first 26 are revealed two at a time.
pub fn app_deck_for_round(seed: u64, round: u8) -> Vec<Card> {
    let mut deck = full_deck();
    SeededRng::for_stream(seed, 1 + u64::from(round)).shuffle(&mut deck);
    deck
}

/// A set-up card number (1–13) drawn from a seed.
pub fn draw_setup_card(seed: u64) -> u8 {
    SeededRng::for_stream(seed, 100).below(13) as u8 + 1
}

/// `count` distinct red bonus cards drawn from a seed.
pub fn draw_red_cards(seed: u64, count: usize) -> Vec<Sight> {
    let mut all = Sight::ALL.to_vec();
    SeededRng::for_stream(seed, 200).shuffle(&mut all);
    all.truncate(count);
    all
}

/// A random starting village (1–10) from a seed.
pub fn draw_start_village(seed: u64) -> u8 {
    SeededRng::for_stream(seed, 300).below(10) as u8 + 1
}

/// The solo reshuffle: of the blue cards still on the table, the two that stay.
pub fn draw_solo_reshuffle(seed: u64, on_table: &[Letter]) -> Vec<Letter> {
    let mut cards = on_table.to_vec();
    SeededRng::for_stream(seed, 400).shuffle(&mut cards);
    cards.truncate(2);
    cards.sort();
    cards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn app_deck_is_the_full_deck_and_stable() {
        let deck = app_deck_for_round(42, 0);
        assert_eq!(deck.len(), 27);
        for c in Card::ALL {
            assert_eq!(deck.iter().filter(|&&d| d == c).count(), usize::from(c.deck_count()));
        }
        assert_eq!(deck, app_deck_for_round(42, 0));
        assert_ne!(deck, app_deck_for_round(42, 1));
        assert_ne!(deck, app_deck_for_round(43, 0));
    }

    #[test]
    fn the_generator_never_changes() {
        // A stored seed must give the same deck forever: pin the first outputs.
        let mut rng = SeededRng::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn draws_are_in_range() {
        for seed in 0..200 {
            assert!((1..=13).contains(&draw_setup_card(seed)));
            assert!((1..=10).contains(&draw_start_village(seed)));
            let red = draw_red_cards(seed, 2);
            assert_eq!(red.len(), 2);
            assert_ne!(red[0], red[1]);
            assert_eq!(draw_solo_reshuffle(seed, &Letter::ALL).len(), 2);
        }
    }
}
