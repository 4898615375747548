//! The New York pad: the paper pad's four rows per player (Routes,
//! Destination Tickets, Tourist Attractions, Total) plus taxis left, and
//! the winners with the tie-break. Read-only: it returns no intent.

use crate::games::new_york::{Game, PlayerScore, Scores, TaxiColour};
use crate::i18n::new_york::PadRow;
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{RichText, Role, Sense, Ui, Vec2, WidgetInfo};

/// One cell of the pad as written.
pub fn pad_value(score: &PlayerScore, row: PadRow) -> String {
    let value = match row {
        PadRow::Routes => i64::from(score.routes),
        PadRow::Tickets => i64::from(score.tickets),
        PadRow::Attractions => i64::from(score.attractions),
        PadRow::Total => i64::from(score.total),
        PadRow::TaxisLeft => i64::from(score.taxis_left),
    };
    // A true minus sign, as the ticket lines below the pad write it.
    if value < 0 { format!("\u{2212}{}", value.unsigned_abs()) } else { value.to_string() }
}

/// A small square of a taxi colour, outlined so white shows on white.
pub fn swatch_ui(ui: &mut Ui, colour: TaxiColour) {
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(theme::new_york::SWATCH), Sense::hover());
    ui.painter().rect_filled(rect, 2.0, theme::new_york::taxi_fill(colour));
    ui.painter().rect_stroke(rect, 2.0, theme::new_york::SPACE_OUTLINE, egui::StrokeKind::Inside);
}

/// Draws the pad of `game` (scored now).
pub fn new_york_pad_ui(ui: &mut Ui, game: &Game, scores: &Scores) {
    let t = translator(ui.ctx());
    ui.heading(t.text("ny-pad-heading"));
    egui::Grid::new("ny-pad").num_columns(1 + scores.players.len()).striped(true).show(ui, |ui| {
        ui.label("");
        for s in &scores.players {
            if let Some(p) = game.player(s.player) {
                ui.horizontal(|ui| {
                    swatch_ui(ui, p.colour);
                    ui.label(RichText::new(&p.name).strong());
                });
            }
        }
        ui.end_row();
        for row in PadRow::ALL {
            let row_name = t.new_york_pad_row(row);
            let text = RichText::new(&row_name);
            ui.label(if row == PadRow::Total { text.strong() } else { text });
            for s in &scores.players {
                let name = game.player(s.player).map(|p| p.name.clone()).unwrap_or_default();
                let value = pad_value(s, row);
                let label = t.format(
                    "ny-pad-cell",
                    &[
                        ("row", row_name.as_str().into()),
                        ("name", name.into()),
                        ("value", value.as_str().into()),
                    ],
                );
                let text = RichText::new(&value).size(theme::HEADING_SIZE);
                let response = ui.label(if row == PadRow::Total { text.strong() } else { text });
                response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
            }
            ui.end_row();
        }
    });
    let names: Vec<String> =
        scores.winners.iter().filter_map(|p| game.player(*p).map(|q| q.name.clone())).collect();
    if !names.is_empty() && game.routes_of_anyone() {
        // "Winner" once the players ended the game; before, who leads.
        let key = if game.is_over() { "ny-winners" } else { "ny-leading" };
        let text =
            t.format(key, &[("count", (names.len() as i64).into()), ("names", names.join(", ").into())]);
        ui.label(RichText::new(text).strong().color(theme::news_text(ui)));
        let best = scores.players.iter().map(|s| s.total).max();
        let tied_on_total = scores.players.iter().filter(|s| Some(s.total) == best).count();
        if tied_on_total > 1 {
            ui.label(RichText::new(t.text("ny-tie-break")).color(theme::muted_text(ui)));
        }
    }
}

/// Whether anything was entered yet (no winner is named on an empty pad).
trait AnyClaims {
    fn routes_of_anyone(&self) -> bool;
}

impl AnyClaims for Game {
    fn routes_of_anyone(&self) -> bool {
        self.player_numbers().any(|p| !self.routes_of(p).is_empty() || !self.tickets_of(p).is_empty())
    }
}
