//! The table's bonus cards: what is left of each blue stack and the red
//! cards, and a way to mark a card taken by a player whose sheet is not on
//! this device.

use super::theme;
use crate::rules::{Action, BonusCard, Game};
use crate::sheet::Letter;
use egui::{RichText, Role, Ui, WidgetInfo};

/// Draws the table's bonus cards; returns a `TakenElsewhere` action when a
/// card is marked as taken at the table.
pub fn table_ui(ui: &mut Ui, game: &Game) -> Option<Action> {
    let mut intent = None;
    let untracked = usize::from(game.setup().table_size) > game.players().len();
    ui.label(RichText::new("Bonus cards on the table").size(theme::HEADING_SIZE).strong());
    egui::Grid::new("table-cards").spacing(theme::GRID_SPACING).show(ui, |ui| {
        for letter in Letter::ALL {
            let stack = &game.blue_stacks()[letter.index()];
            let text = match stack.last() {
                Some(top) => {
                    let under =
                        if stack.len() > 1 { format!(" (then {})", stack[0].points) } else { String::new() };
                    format!("{letter}–{letter}: {}{under}", top.points)
                }
                None => format!("{letter}–{letter}: gone"),
            };
            ui.label(RichText::new(&text).color(theme::BLUE_CARD))
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, format!("blue {text}")));
            if untracked && !stack.is_empty() {
                taken_button(ui, game, BonusCard::Blue(letter), &mut intent);
            }
            ui.end_row();
        }
        for &sight in game.red_cards_on_table() {
            let text = format!("red {sight}: {}", crate::rules::RED_CARD_POINTS);
            ui.label(RichText::new(&text).color(theme::RED_CARD))
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()));
            if untracked {
                taken_button(ui, game, BonusCard::Red(sight), &mut intent);
            }
            ui.end_row();
        }
    });
    if game.setup().special_bonus() && game.red_cards_on_table().is_empty() {
        ui.label(RichText::new("No red card left.").color(theme::MUTED_INK));
    }
    intent
}

fn taken_button(ui: &mut Ui, game: &Game, card: BonusCard, intent: &mut Option<Action>) {
    if game.marked_elsewhere().contains(&card) {
        ui.label(RichText::new("taken this turn").color(theme::MUTED_INK));
        return;
    }
    let response = ui
        .small_button("taken at the table")
        .on_hover_text(format!("Another player (not on this device) took the {card}"));
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, format!("mark {card} taken")));
    if response.clicked() {
        *intent = Some(Action::TakenElsewhere(card));
    }
}
