//! The status line: where the game stands.

use crate::rules::Game;

/// "Isla Petit · Round 1 · turn 7 of 13 · 12 cards left in the deck".
pub fn status_text(game: &Game) -> String {
    let sheet = game.sheet().name();
    if game.is_over() {
        return format!("{sheet} · the game is over after {} rounds", game.sheet().rounds());
    }
    let left = game.cards_left_in_deck();
    format!(
        "{sheet} · Round {} of {} · turn {} of {} · {left} card{} left in the deck",
        game.round(),
        game.sheet().rounds(),
        game.turn_in_round(),
        crate::rules::TURNS_PER_ROUND,
        if left == 1 { "" } else { "s" }
    )
}
