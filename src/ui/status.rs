//! The status line: where the game stands.

use crate::i18n::Translator;
use crate::rules::Game;

/// "Isla Petit · Round 1 of 2 · turn 7 of 13 · 12 cards left in the deck",
/// in the translator's language.
pub fn status_line(t: &Translator, game: &Game) -> String {
    let sheet = t.sheet_name(game.sheet());
    let rounds = i64::from(game.sheet().rounds());
    if game.is_over() {
        return t.format("status-game-over", &[("sheet", sheet.into()), ("rounds", rounds.into())]);
    }
    t.format(
        "status-line",
        &[
            ("sheet", sheet.into()),
            ("round", i64::from(game.round()).into()),
            ("rounds", rounds.into()),
            ("turn", i64::from(game.turn_in_round()).into()),
            ("turns", i64::from(crate::rules::TURNS_PER_ROUND).into()),
            ("left", i64::from(game.cards_left_in_deck()).into()),
        ],
    )
}

/// The widest the status line gets in this game (two-digit turn and card
/// count), to lay the toolbar out once for the whole game.
pub fn widest_status_line(t: &Translator, game: &Game) -> String {
    let sheet = t.sheet_name(game.sheet());
    let rounds = i64::from(game.sheet().rounds());
    t.format(
        "status-line",
        &[
            ("sheet", sheet.into()),
            ("round", rounds.into()),
            ("rounds", rounds.into()),
            ("turn", 88_i64.into()),
            ("turns", i64::from(crate::rules::TURNS_PER_ROUND).into()),
            ("left", 88_i64.into()),
        ],
    )
}
