//! Words for what just happened: game events turned into short sentences
//! for the news line ("Alice: Toucan connected: 2 circled").

use super::{Translator, capitalise};
use crate::games::tucana::rules::{GameEvent, SheetEvent, TucanaGame};

impl Translator {
    /// One sentence per event worth telling, in this language; turn
    /// closings are left out, and linked sights only count (and so only
    /// get told) in the Special Bonus variant.
    pub fn announce(&self, game: &TucanaGame, events: &[GameEvent]) -> Vec<String> {
        let name = |seat: u8| self.player_name(game, seat);
        let mut out = Vec::new();
        for event in events {
            if let GameEvent::Sheet { event: SheetEvent::SightsLinked(_), .. } = event
                && !game.setup().special_bonus()
            {
                continue;
            }
            let Some(text) = self.event(event, name) else { continue };
            let line = match event {
                // A sheet's own news names whose sheet it is.
                GameEvent::Sheet { seat, .. } => {
                    self.format("announce-player", &[("player", name(*seat).into()), ("text", text.into())])
                }
                _ => capitalise(&text),
            };
            out.push(line);
        }
        out
    }
}
