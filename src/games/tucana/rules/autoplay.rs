//! A random legal player: picks any legal action. Used for simulations,
//! property tests, crash tests and benchmarks; the seed makes it repeatable.

use super::action::Action;
use super::game::TucanaGame;
use super::random::SeededRng;
use crate::games::tucana::sheet::Card;

/// A legal next action chosen at random, or `None` once the game is over.
/// Cards are the app's deck if the game uses one, else random cards that the
/// round's deck still holds.
pub fn random_action(game: &TucanaGame, rng: &mut SeededRng) -> Option<Action> {
    if game.is_over() {
        return None;
    }
    if game.solo_reshuffle_due() {
        let mut letters = game.blue_letters_on_table();
        rng.shuffle(&mut letters);
        letters.truncate(2);
        return Some(Action::SoloReshuffle { kept: letters });
    }
    let Some(_) = game.turn_cards() else {
        if let Some([a, b]) = game.next_app_cards() {
            return Some(Action::Reveal(a, b));
        }
        let seen = game.cards_seen_this_round();
        let mut left: Vec<Card> = Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(c.deck_count() - seen[c.index()])))
            .collect();
        rng.shuffle(&mut left);
        return Some(Action::Reveal(left[0], left[1]));
    };
    let seat = *game.unfinished_players().first()?;
    let legal = game.legal_trails(seat);
    let Some(edge) = legal.nth(rng.below(legal.len().max(1))) else {
        return Some(Action::Pass { seat });
    };
    let (from, to) = game.sheet().edge_coords(edge);
    Some(game.trail_action(seat, from, to))
}
