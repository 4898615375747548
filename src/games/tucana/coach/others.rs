//! A simple model of the players whose sheets are not tracked here: they
//! take bonus cards from the table at a steady rate.
//!
//! Each untracked sheet is taken to connect each village pair with
//! probability [`OthersModel::PAIR_CHANCE`] over the whole game, evenly
//! spread over its turns; so before every simulated turn, each blue card
//! still on the table leaves with probability `1 − (1 − h)^k`
//! (`h` = chance ÷ turns in the game, `k` = untracked sheets). Red cards
//! likewise with [`OthersModel::LINK_CHANCE`]. Solo and fully tracked
//! tables have nobody else: every card stays until a tracked sheet takes it.

use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, BonusCard, Game, TURNS_PER_ROUND};

/// The other players, as the coach imagines them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OthersModel {
    /// Chance per turn (in millionths) that a given blue card is taken by
    /// somebody untracked.
    blue_per_turn: u32,
    /// The same for a red card.
    red_per_turn: u32,
}

impl OthersModel {
    /// Chance that one other sheet connects a given pair during a game.
    pub const PAIR_CHANCE: f64 = 0.5;
    /// Chance that one other sheet links two sights of a given type.
    pub const LINK_CHANCE: f64 = 0.5;

    /// The model for a game's table.
    pub fn for_game(game: &Game) -> OthersModel {
        let others = usize::from(game.setup().table_size).saturating_sub(game.players().len());
        let turns = f64::from(game.sheet().rounds()) * f64::from(TURNS_PER_ROUND);
        let per_turn = |chance: f64| {
            let h = chance / turns;
            let p = 1.0 - (1.0 - h).powi(others as i32);
            (p * 1_000_000.0).round() as u32
        };
        if others == 0 {
            return OthersModel { blue_per_turn: 0, red_per_turn: 0 };
        }
        OthersModel { blue_per_turn: per_turn(Self::PAIR_CHANCE), red_per_turn: per_turn(Self::LINK_CHANCE) }
    }

    /// Between two turns: the cards the others take, as actions.
    pub fn taken(&self, game: &Game, rng: &mut SeededRng) -> Vec<Action> {
        if self.blue_per_turn == 0 && self.red_per_turn == 0 {
            return Vec::new();
        }
        let mut taken = Vec::new();
        for letter in game.blue_letters_on_table() {
            if (rng.below(1_000_000) as u32) < self.blue_per_turn {
                taken.push(Action::TakenElsewhere(BonusCard::Blue(letter)));
            }
        }
        for &sight in game.red_cards_on_table() {
            if (rng.below(1_000_000) as u32) < self.red_per_turn {
                taken.push(Action::TakenElsewhere(BonusCard::Red(sight)));
            }
        }
        taken
    }
}
