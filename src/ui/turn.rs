//! The prompt under the cards bar: what the shown sheet has to do now
//! (draw a trail, draw a bonus trail, or pass when nothing matches).

use super::theme;
use crate::rules::{Action, Game, join_names};
use egui::{RichText, Role, Ui, WidgetInfo};

/// What the person asked from the turn prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnIntent {
    /// Apply an action (a pass).
    Act(Action),
    /// Show another sheet.
    ShowSeat(u8),
}

/// Draws the prompt for `seat`.
pub fn turn_ui(ui: &mut Ui, game: &Game, seat: u8) -> Option<TurnIntent> {
    let player = game.player(seat)?;
    let name = &player.name;
    let mut intent = None;
    let Some([c1, c2]) = game.turn_cards() else {
        if !game.is_over() && !game.solo_reshuffle_due() {
            ui.label("Reveal the next two terrain cards to start the turn.");
        }
        return None;
    };
    ui.horizontal_wrapped(|ui| {
        let owed = game.owed_bonus_trails(seat);
        if owed > 0 {
            let text = format!(
                "{name}: draw {owed} bonus trail{} — on any free side, whatever its terrain",
                if owed == 1 { "" } else { "s" }
            );
            prompt(ui, &text);
        } else if game.must_pass(seat) {
            prompt(ui, &format!("No free side on {name}'s sheet joins {c1} and {c2}."));
            if ui.button("No trail this turn").clicked() {
                intent = Some(TurnIntent::Act(Action::Pass { seat }));
            }
        } else if game.is_done(seat) {
            let waiting: Vec<&str> = game
                .unfinished_players()
                .iter()
                .filter_map(|s| game.player(*s).map(|p| p.name.as_str()))
                .collect();
            ui.label(format!("{name} is done this turn. Waiting for {}.", join_names(&waiting)));
            if let Some(&next) = game.unfinished_players().first()
                && let Some(p) = game.player(next)
                && ui.button(format!("Show {}'s sheet", p.name)).clicked()
            {
                intent = Some(TurnIntent::ShowSeat(next));
            }
        } else {
            let n = game.legal_trails(seat).len();
            ui.label(format!(
                "{name}: draw one trail joining {c1} and {c2} ({n} possible) — tap two neighbouring hexes or drag from one to the other"
            ));
        }
    });
    intent
}

fn prompt(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).color(theme::PROMPT_TEXT).strong())
        .widget_info(|| WidgetInfo::labeled(Role::Label, true, text.to_string()));
}
