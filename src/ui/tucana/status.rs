//! The status line: where the game stands.

use crate::games::tucana::rules::TucanaGame;
use crate::i18n::Translator;

/// "Isla Petit · Round 1 of 2 · turn 7 of 13 · 12 cards left in the deck",
/// in the translator's language.
pub fn status_line(t: &Translator, game: &TucanaGame) -> String {
    if game.is_over() {
        let sheet = t.sheet_name(game.sheet());
        let rounds = i64::from(game.sheet().rounds());
        return t.format("status-game-over", &[("sheet", sheet.into()), ("rounds", rounds.into())]);
    }
    running_line(t, game, game.round(), game.turn_in_round(), game.cards_left_in_deck())
}

/// The widest the status line gets in this game (two-digit turn and card
/// count), to lay the toolbar out once for the whole game.
pub fn widest_status_line(t: &Translator, game: &TucanaGame) -> String {
    running_line(t, game, game.sheet().rounds(), 88, 88)
}

/// The line of a game under way in `round`, at `turn`, `left` cards left.
fn running_line(t: &Translator, game: &TucanaGame, round: u8, turn: u8, left: u8) -> String {
    t.format(
        "status-line",
        &[
            ("sheet", t.sheet_name(game.sheet()).into()),
            ("round", i64::from(round).into()),
            ("rounds", i64::from(game.sheet().rounds()).into()),
            ("turn", i64::from(turn).into()),
            ("turns", i64::from(crate::games::tucana::rules::TURNS_PER_ROUND).into()),
            ("left", i64::from(left).into()),
        ],
    )
}
