//! The solo reshuffle prompt: after round 1 (Petit) or 2 (Grande), with
//! fewer than 3 blue cards claimed, only 2 of the blue cards left stay.

use crate::games::tucana::rules::{Action, TucanaGame};
use crate::games::tucana::sheet::Letter;
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{RichText, Ui};

/// Draws the prompt when the reshuffle is due; `kept` holds the letters
/// ticked so far (real cards). Returns the action once confirmed.
pub fn reshuffle_ui(ui: &mut Ui, game: &TucanaGame, kept: &mut Vec<Letter>) -> Option<Action> {
    if !game.solo_reshuffle_due() {
        return None;
    }
    let t = translator(ui.ctx());
    let mut intent = None;
    // No frame, and one wrapped row for the choice: the prompt fits the
    // strip of the cards bar and the turn line it replaces, at 800×600 too.
    ui.add(
        egui::Label::new(RichText::new(t.text("reshuffle-prompt")).color(theme::prompt_text(ui)).strong())
            .wrap(),
    );
    if let Some(app_kept) = game.app_solo_reshuffle() {
        // The app's deck decides which two stay, but like a real shuffle
        // the result is seen only once the button is pressed (the app then
        // says which stayed).
        if ui.button(t.text("reshuffle-app-shuffle")).clicked() {
            intent = Some(Action::SoloReshuffle { kept: app_kept });
        }
        return intent;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t.text("reshuffle-stay"));
        for letter in game.blue_letters_on_table() {
            let mut on = kept.contains(&letter);
            if ui.checkbox(&mut on, t.pair(letter)).changed() {
                kept.retain(|l| *l != letter);
                if on {
                    kept.push(letter);
                }
            }
        }
        let ready = kept.len() == 2;
        if ui.add_enabled(ready, egui::Button::new(t.text("reshuffle-keep"))).clicked() {
            let mut chosen = kept.clone();
            chosen.sort();
            intent = Some(Action::SoloReshuffle { kept: chosen });
        }
        if !ready {
            let ticked = t.format("reshuffle-ticked", &[("count", (kept.len() as i64).into())]);
            ui.label(RichText::new(ticked).color(theme::muted_text(ui)));
        }
    });
    intent
}
