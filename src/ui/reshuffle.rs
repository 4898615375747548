//! The solo reshuffle prompt: after round 1 (Petit) or 2 (Grande), with
//! fewer than 3 blue cards claimed, only 2 of the blue cards left stay.

use super::theme;
use crate::rules::{Action, Game};
use crate::sheet::Letter;
use egui::{RichText, Ui};

/// Draws the prompt when the reshuffle is due; `kept` holds the letters
/// ticked so far (real cards). Returns the action once confirmed.
pub fn reshuffle_ui(ui: &mut Ui, game: &Game, kept: &mut Vec<Letter>) -> Option<Action> {
    if !game.solo_reshuffle_due() {
        return None;
    }
    let mut intent = None;
    ui.group(|ui| {
        ui.label(
            RichText::new("Solo reshuffle: shuffle the blue cards still on the table; 2 of them stay, the rest leave the game.")
                .color(theme::PROMPT_TEXT)
                .strong(),
        );
        if let Some(app_kept) = game.app_solo_reshuffle() {
            let names: Vec<String> = app_kept.iter().map(|l| format!("{l}–{l}")).collect();
            if ui.button(format!("Shuffle (the app's deck keeps {})", names.join(" and "))).clicked() {
                intent = Some(Action::SoloReshuffle { kept: app_kept });
            }
            return;
        }
        ui.horizontal(|ui| {
            ui.label("The two that stay:");
            for letter in game.blue_letters_on_table() {
                let mut on = kept.contains(&letter);
                if ui.checkbox(&mut on, format!("{letter}–{letter}")).changed() {
                    kept.retain(|l| *l != letter);
                    if on {
                        kept.push(letter);
                    }
                }
            }
        });
        let ready = kept.len() == 2;
        if ui.add_enabled(ready, egui::Button::new("Keep these two")).clicked() {
            let mut chosen = kept.clone();
            chosen.sort();
            intent = Some(Action::SoloReshuffle { kept: chosen });
        }
        if !ready {
            ui.label(RichText::new(format!("{} of 2 ticked", kept.len())).color(theme::MUTED_INK));
        }
    });
    intent
}
