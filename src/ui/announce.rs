//! Words for what just happened: game events turned into short sentences
//! for the news line ("Alice: Toucan connected: 2 circled").

use crate::games::tucana::rules::{Game, GameEvent, SheetEvent};
use crate::i18n::Translator;
use crate::i18n::capitalise;

/// One sentence per event worth telling, in the translator's language;
/// turn closings are left out, and linked sights only count (and so only
/// get told) in the Special Bonus variant.
pub fn announce(t: &Translator, game: &Game, events: &[GameEvent]) -> Vec<String> {
    let name = |seat: u8| player_name(t, game, seat);
    let mut out = Vec::new();
    for event in events {
        if let GameEvent::Sheet { event: SheetEvent::SightsLinked(_), .. } = event
            && !game.setup().special_bonus()
        {
            continue;
        }
        let Some(text) = t.event(event, name) else { continue };
        let line = match event {
            // A sheet's own news names whose sheet it is.
            GameEvent::Sheet { seat, .. } => {
                t.format("announce-player", &[("player", name(*seat).into()), ("text", text.into())])
            }
            _ => capitalise(&text),
        };
        out.push(line);
    }
    out
}

/// A seat's player name, or "seat 3" for a seat with no sheet here
/// (kept for callers; the translator words it).
pub fn player_name(t: &Translator, game: &Game, seat: u8) -> String {
    t.player_name(game, seat)
}
