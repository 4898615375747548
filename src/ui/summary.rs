//! Round end and game end: the Final Scoring Boxes of every sheet side by
//! side, the winner(s) and, in a solo game, the title earned.

use super::lang::translator;
use super::pad::final_box_ui;
use super::theme;
use crate::rules::Game;
use egui::{RichText, Role, Ui, WidgetInfo};

/// Draws the side-by-side scores. Returns true when "Back to the map" (or
/// "Next round") is pressed.
pub fn summary_ui(ui: &mut Ui, game: &Game) -> bool {
    let t = translator(ui.ctx());
    let mut close = false;
    let cards = game.score_cards();
    let title = if game.is_over() {
        t.text("summary-final")
    } else if game.turn_in_round() == 1 && game.round() > 1 && game.turn_cards().is_none() {
        t.format("summary-round-over", &[("round", i64::from(game.round() - 1).into())])
    } else {
        t.format("summary-so-far", &[("round", i64::from(game.round()).into())])
    };
    ui.heading(&title);
    if game.is_over() {
        let winners: Vec<&str> =
            game.winners().iter().filter_map(|s| game.player(*s).map(|p| p.name.as_str())).collect();
        let text = match winners.len() {
            0 => String::new(),
            1 if cards.len() == 1 => t.format(
                "summary-solo-score",
                &[("name", winners[0].into()), ("total", i64::from(cards[0].final_box.total).into())],
            ),
            1 => t.format("summary-wins", &[("name", winners[0].into())]),
            _ => t.format("summary-share", &[("names", t.names(&winners).into())]),
        };
        ui.label(RichText::new(&text).size(theme::HEADING_SIZE + 4.0).color(theme::news_text(ui)).strong())
            .widget_info(|| {
                let label = t.format("summary-result-label", &[("text", text.as_str().into())]);
                WidgetInfo::labeled(Role::Label, true, label)
            });
        if usize::from(game.setup().table_size) > cards.len() {
            ui.label(RichText::new(t.text("summary-untracked")).color(theme::muted_text(ui)));
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
                            let title = t.solo_title(title);
                            let quoted = t.format("solo-title-quoted", &[("title", title.as_str().into())]);
                            ui.label(RichText::new(quoted).italics().color(theme::news_text(ui)))
                                .widget_info(|| {
                                    let label =
                                        t.format("solo-title-label", &[("title", title.as_str().into())]);
                                    WidgetInfo::labeled(Role::Label, true, label)
                                });
                        }
                    });
                });
            }
        });
    });
    ui.add_space(theme::GAP);
    let button = if game.is_over() {
        "summary-back"
    } else if game.turn_in_round() == 1 && game.turn_cards().is_none() && game.round() > 1 {
        "summary-next-round"
    } else {
        "summary-back"
    };
    if ui.button(t.text(button)).clicked() {
        close = true;
    }
    close
}
