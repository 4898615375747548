//! Round end and game end: the Final Scoring Boxes of every sheet side by
//! side, the winner(s) and, in a solo game, the title earned.

use super::pad::final_box_ui;
use super::theme;
use crate::rules::{Game, join_names};
use egui::{RichText, Role, Ui, WidgetInfo};

/// Draws the side-by-side scores. Returns true when "Back to the map" (or
/// "Next round") is pressed.
pub fn summary_ui(ui: &mut Ui, game: &Game) -> bool {
    let mut close = false;
    let cards = game.score_cards();
    let title = if game.is_over() {
        "Final scores".to_string()
    } else if game.turn_in_round() == 1 && game.round() > 1 && game.turn_cards().is_none() {
        format!("Round {} is over", game.round() - 1)
    } else {
        format!("Scores so far (round {})", game.round())
    };
    ui.heading(&title);
    if game.is_over() {
        let winners: Vec<&str> =
            game.winners().iter().filter_map(|s| game.player(*s).map(|p| p.name.as_str())).collect();
        let text = match winners.len() {
            0 => String::new(),
            1 if cards.len() == 1 => format!("{} scores {}", winners[0], cards[0].final_box.total),
            1 => format!("{} wins!", winners[0]),
            _ => format!("{} share the victory!", join_names(&winners)),
        };
        ui.label(RichText::new(&text).size(theme::HEADING_SIZE + 4.0).color(theme::NEWS_TEXT).strong())
            .widget_info(|| WidgetInfo::labeled(Role::Label, true, format!("result: {text}")));
        if usize::from(game.setup().table_size) > cards.len() {
            ui.label(
                RichText::new("Players whose sheets are not on this device are not compared here.")
                    .color(theme::MUTED_INK),
            );
        }
    }
    ui.add_space(theme::GAP);
    egui::ScrollArea::horizontal().show(ui, |ui| {
        ui.horizontal_top(|ui| {
            for card in &cards {
                ui.group(|ui| {
                    ui.vertical(|ui| {
                        ui.label(RichText::new(&card.name).size(theme::HEADING_SIZE).strong());
                        final_box_ui(ui, &card.name, &card.final_box);
                        if let Some(title) = &card.title {
                            ui.label(RichText::new(format!("“{title}”")).italics().color(theme::NEWS_TEXT))
                                .widget_info(|| {
                                    WidgetInfo::labeled(Role::Label, true, format!("solo title {title}"))
                                });
                        }
                    });
                });
            }
        });
    });
    ui.add_space(theme::GAP);
    let button = if game.is_over() {
        "Back to the map"
    } else if game.turn_in_round() == 1 && game.turn_cards().is_none() && game.round() > 1 {
        "Start the next round"
    } else {
        "Back to the map"
    };
    if ui.button(button).clicked() {
        close = true;
    }
    close
}
