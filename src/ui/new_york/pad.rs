//! The New York pad: the paper pad's four rows per player (Routes,
//! Destination Tickets, Tourist Attractions, Total) plus taxis left, and
//! the winners with the tie-break. Read-only: it returns no intent.

use super::layout::{body_font, fixed_ui, text_width, wrapped_height};
use crate::games::new_york::{Game, PlayerScore, Scores, TaxiColour};
use crate::i18n::new_york::PadRow;
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{FontId, RichText, Role, Sense, Ui, Vec2, WidgetInfo};

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

/// A small taxi of a player's colour, outlined so white shows on white:
/// a cab on two wheels, which no one takes for a checkbox (a white square
/// read as an empty one beside the name).
pub fn swatch_ui(ui: &mut Ui, colour: TaxiColour) {
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(theme::new_york::SWATCH), Sense::hover());
    let fill = theme::new_york::taxi_fill(colour);
    let outline = theme::new_york::SPACE_OUTLINE;
    let (w, h) = (rect.width(), rect.height());
    let at = |x: f32, y: f32| rect.min + egui::vec2(x * w, y * h);
    let painter = ui.painter();
    let roof = egui::Rect::from_min_max(at(0.25, 0.12), at(0.75, 0.45));
    painter.rect_filled(roof, 1.5, fill);
    painter.rect_stroke(roof, 1.5, outline, egui::StrokeKind::Inside);
    let body = egui::Rect::from_min_max(at(0.0, 0.4), at(1.0, 0.8));
    painter.rect_filled(body, 2.0, fill);
    painter.rect_stroke(body, 2.0, outline, egui::StrokeKind::Inside);
    for x in [0.27, 0.73] {
        painter.circle_filled(at(x, 0.82), 0.14 * w, outline.color);
    }
}

/// Draws the pad of `game` (scored now): a row name column and one column
/// per player, each as wide as its widest content or its share of the
/// room, whichever is less (a long name is cut, never a score), so every
/// player's scores are in view; below it one line for who leads (or won)
/// and room for the tie-break note, kept whether shown or not so the
/// pad's height never changes during a game.
pub fn new_york_pad_ui(ui: &mut Ui, game: &Game, scores: &Scores) {
    let t = translator(ui.ctx());
    ui.heading(t.text("ny-pad-heading"));
    let widths = PadWidths::of(ui, game, scores);
    let body = body_font(ui);
    let big = FontId::proportional(theme::HEADING_SIZE);
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let big_line = ui.fonts_mut(|f| f.row_height(&big));
    let spacing = ui.spacing().item_spacing;
    let saved_spacing = spacing;
    ui.spacing_mut().item_spacing.x = 0.0;
    let row_ui = |ui: &mut Ui, height: f32, stripe: bool, add: &mut dyn FnMut(&mut Ui)| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(widths.table(), height), Sense::hover());
        if stripe {
            ui.painter().rect_filled(rect, 0.0, ui.visuals().faint_bg_color);
        }
        let mut row = ui.new_child(
            egui::UiBuilder::new().max_rect(rect).layout(egui::Layout::left_to_right(egui::Align::Center)),
        );
        row.spacing_mut().item_spacing.x = 0.0;
        add(&mut row);
    };
    // Each player's taxi square and name on one line where they fit; in a
    // narrow pad the square goes above the name, which then has the whole
    // column (it was cut to "Ch…" beside its square).
    let stacked = !widths.names_fit;
    let header =
        if stacked { theme::new_york::SWATCH + spacing.y + line } else { line.max(theme::new_york::SWATCH) };
    row_ui(ui, header, false, &mut |ui| {
        fixed_ui(ui, egui::vec2(widths.label, header), |_| {});
        for s in &scores.players {
            fixed_ui(ui, egui::vec2(widths.player, header), |ui| {
                let Some(p) = game.player(s.player) else { return };
                let name = egui::Label::new(RichText::new(&p.name).strong()).truncate();
                if stacked {
                    // Still too long for the column: a little smaller (down
                    // to 80 %) rather than cut.
                    let room = widths.player - 3.0;
                    let wide = text_width(ui, &p.name, &body);
                    let size = body.size * (room / wide).clamp(0.8, 1.0);
                    let name = egui::Label::new(RichText::new(&p.name).strong().size(size)).truncate();
                    ui.vertical(|ui| {
                        ui.set_max_width(room);
                        swatch_ui(ui, p.colour);
                        ui.add(name);
                    });
                } else {
                    ui.spacing_mut().item_spacing.x = saved_spacing.x / 2.0;
                    // A long name is cut short of the next column's square.
                    ui.set_max_width(widths.player - widths.gap / 2.0);
                    swatch_ui(ui, p.colour);
                    ui.add(name);
                }
            });
        }
    });
    for (i, row) in PadRow::ALL.into_iter().enumerate() {
        let row_name = t.new_york_pad_row(row);
        let label_height = wrapped_height(ui, &row_name, &body, widths.label - widths.gap);
        let height = label_height.max(big_line);
        row_ui(ui, height, i % 2 == 0, &mut |ui| {
            fixed_ui(ui, egui::vec2(widths.label, height), |ui| {
                let text = RichText::new(&row_name);
                let text = if row == PadRow::Total { text.strong() } else { text };
                ui.add(egui::Label::new(text).wrap());
            });
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
                fixed_ui(ui, egui::vec2(widths.player, height), |ui| {
                    let text = RichText::new(&value).size(theme::HEADING_SIZE);
                    let response = ui.label(if row == PadRow::Total { text.strong() } else { text });
                    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
                });
            }
        });
    }
    ui.spacing_mut().item_spacing = saved_spacing;
    let names: Vec<String> =
        scores.winners.iter().filter_map(|p| game.player(*p).map(|q| q.name.clone())).collect();
    let width = widths.table();
    let tie_note = t.text("ny-tie-break");
    let tie_height = wrapped_height(ui, &tie_note, &body, width);
    let named = !names.is_empty() && game.routes_of_anyone();
    // "Winner" once the players ended the game; before, who leads.
    let key = if game.is_over() { "ny-winners" } else { "ny-leading" };
    fixed_ui(ui, egui::vec2(width, line), |ui| {
        if named {
            let text =
                t.format(key, &[("count", (names.len() as i64).into()), ("names", names.join(", ").into())]);
            ui.add(egui::Label::new(RichText::new(text).strong().color(theme::news_text(ui))).truncate());
        }
    });
    let best = scores.players.iter().map(|s| s.total).max();
    let tied_on_total = scores.players.iter().filter(|s| Some(s.total) == best).count();
    fixed_ui(ui, egui::vec2(width, tie_height), |ui| {
        if named && tied_on_total > 1 {
            ui.add(egui::Label::new(RichText::new(tie_note).color(theme::muted_text(ui))).wrap());
        }
    });
}

/// The pad's column widths in `ui`, in points.
struct PadWidths {
    /// The row names.
    label: f32,
    /// Each player's.
    player: f32,
    /// Room between two columns.
    gap: f32,
    /// Players.
    count: f32,
    /// Whether every player's taxi square and name fit on one line.
    names_fit: bool,
}

impl PadWidths {
    fn of(ui: &Ui, game: &Game, scores: &Scores) -> PadWidths {
        let t = translator(ui.ctx());
        let body = body_font(ui);
        let big = FontId::proportional(theme::HEADING_SIZE);
        let gap = ui.spacing().item_spacing.x * 2.0;
        let room = ui.available_width();
        let count = scores.players.len().max(1) as f32;
        let label =
            PadRow::ALL.iter().map(|r| text_width(ui, &t.new_york_pad_row(*r), &body)).fold(0.0, f32::max)
                + gap;
        // Room for a three-digit score, whatever the scores are now.
        let value = text_width(ui, "\u{2212}888", &big) + gap;
        let name_text = scores
            .players
            .iter()
            .filter_map(|s| game.player(s.player))
            .map(|p| text_width(ui, &p.name, &body))
            .fold(0.0, f32::max);
        // A name beside its taxi square, or under it (the square above).
        let inline = theme::new_york::SWATCH + ui.spacing().item_spacing.x / 2.0 + name_text + gap;
        let stacked = name_text + gap / 2.0;
        // The row names take at most 40 % of a narrow pad (they wrap); the
        // players share the rest. Where the players' names would be cut,
        // the row names wrap further first, down to their longest word;
        // where that is not enough, the squares go above the names.
        let longest_word = PadRow::ALL
            .iter()
            .flat_map(|r| t.new_york_pad_row(*r).split_whitespace().map(str::to_string).collect::<Vec<_>>())
            .map(|w| text_width(ui, &w, &body))
            .fold(0.0, f32::max)
            + gap;
        let label = label.min(room * 0.4);
        let fitted = |need: f32| {
            let wanted = need.max(value) * count;
            if label + wanted > room { (room - wanted).max(longest_word).min(label) } else { label }
        };
        let inline_label = fitted(inline);
        let names_fit = inline_label + inline.max(value) * count <= room;
        let (label, names) = if names_fit { (inline_label, inline) } else { (fitted(stacked), stacked) };
        let player = names.max(value).min(((room - label) / count).max(value));
        PadWidths { label, player, gap, count, names_fit }
    }

    /// The whole table's width.
    fn table(&self) -> f32 {
        self.label + self.player * self.count
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_taxi_is_drawn_outlined_on_two_wheels_so_white_is_no_empty_box() {
        for colour in [TaxiColour::Blue, TaxiColour::Purple, TaxiColour::White, TaxiColour::Yellow] {
            let ctx = egui::Context::default();
            let mut output = ctx.run_ui(egui::RawInput::default(), |ui| swatch_ui(ui, colour));
            // Nothing is shown anywhere: the font atlas is not needed.
            output.textures_delta.clear();
            fn walk(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
                match shape {
                    egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
                    shape => out.push(shape.clone()),
                }
            }
            let mut shapes = Vec::new();
            output.shapes.iter().for_each(|c| walk(&c.shape, &mut shapes));
            let outline = theme::new_york::SPACE_OUTLINE;
            let fill = theme::new_york::taxi_fill(colour);
            // Roof and body: the taxi's colour inside a dark outline.
            let filled = shapes.iter().filter(|s| matches!(s, egui::Shape::Rect(r) if r.fill == fill)).count();
            let outlined =
                shapes.iter().filter(|s| matches!(s, egui::Shape::Rect(r) if r.stroke == outline)).count();
            let wheels = shapes
                .iter()
                .filter(|s| matches!(s, egui::Shape::Circle(c) if c.fill == outline.color))
                .count();
            assert_eq!((filled, outlined, wheels), (2, 2, 2), "{colour:?}: {shapes:?}");
        }
    }
}
