//! A simple model of the other players at the table, tracked or not: they
//! take bonus cards from the table at a steady rate.
//!
//! The coach simulates only the sheet it advises (so a hint costs the same
//! with 8 tracked sheets as with one); every other sheet is taken to
//! connect each village pair with probability [`OthersModel::PAIR_CHANCE`]
//! over the whole game, evenly spread over its turns; so before every
//! simulated turn, each blue card still on the table leaves with
//! probability `1 − (1 − h)^k` (`h` = chance ÷ turns in the game, `k` = the
//! other sheets that may still take it). Red cards likewise with
//! [`OthersModel::LINK_CHANCE`]. A tracked sheet is known: one that has
//! already connected a pair (or linked a red card's type) takes no card of
//! it again, so it is not counted in that card's `k`. A solo game has
//! nobody else: every card stays until the sheet takes it.

use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, BonusCard, TURNS_PER_ROUND, TucanaGame};
use crate::games::tucana::sheet::{Letter, Sight};

/// The other players, as the coach imagines them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OthersModel {
    /// Chance per turn (in millionths) that the blue card of each letter is
    /// taken by somebody else.
    blue_per_turn: [u32; 5],
    /// The same for the red card of each sight.
    red_per_turn: [u32; 5],
}

impl OthersModel {
    /// Chance that one other sheet connects a given pair during a game.
    pub const PAIR_CHANCE: f64 = 0.5;
    /// Chance that one other sheet links two sights of a given type.
    pub const LINK_CHANCE: f64 = 0.5;

    /// The model of everybody but `seat` at the game's table: the sheets
    /// kept on paper, and the other tracked sheets as far as they may
    /// still take each card.
    pub fn for_sheet(game: &TucanaGame, seat: u8) -> OthersModel {
        let untracked = usize::from(game.setup().table_size).saturating_sub(game.players().len());
        let turns = f64::from(game.sheet().rounds()) * f64::from(TURNS_PER_ROUND);
        let per_turn = |chance: f64, others: usize| {
            let h = chance / turns;
            let p = 1.0 - (1.0 - h).powi(others as i32);
            (p * 1_000_000.0).round() as u32
        };
        let tracked_others = || game.players().iter().filter(|p| p.seat != seat);
        let blue = Letter::ALL.map(|letter| {
            let may = tracked_others().filter(|p| p.pairs().iter().all(|l| l.letter != letter)).count();
            per_turn(Self::PAIR_CHANCE, untracked + may)
        });
        let red = Sight::ALL.map(|sight| {
            let may = tracked_others().filter(|p| p.sights_linked(sight).is_none()).count();
            per_turn(Self::LINK_CHANCE, untracked + may)
        });
        OthersModel { blue_per_turn: blue, red_per_turn: red }
    }

    /// Between two turns: the cards the others take, as actions.
    pub fn taken(&self, game: &TucanaGame, rng: &mut SeededRng) -> Vec<Action> {
        if self.blue_per_turn.iter().chain(&self.red_per_turn).all(|&p| p == 0) {
            return Vec::new();
        }
        let mut taken = Vec::new();
        for letter in game.blue_letters_on_table() {
            if (rng.below(1_000_000) as u32) < self.blue_per_turn[letter.index()] {
                taken.push(Action::TakenElsewhere(BonusCard::Blue(letter)));
            }
        }
        for &sight in game.red_cards_on_table() {
            if (rng.below(1_000_000) as u32) < self.red_per_turn[sight.index()] {
                taken.push(Action::TakenElsewhere(BonusCard::Red(sight)));
            }
        }
        taken
    }
}

/// What the coach simulates from for `seat`: the game as the table knows
/// it ([`TucanaGame::table_view`]) with only that sheet tracked, and the model of
/// everybody else. The hint and the review's verdict both start here, so
/// they weigh a trail the same way.
pub(super) fn simulation_view(game: &TucanaGame, seat: u8) -> (TucanaGame, OthersModel) {
    let view = game.table_view();
    let others = OthersModel::for_sheet(&view, seat);
    (view.with_only_sheet(seat), others)
}
