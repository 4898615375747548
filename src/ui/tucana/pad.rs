//! The scoring pad of one sheet, laid out like the paper: Sight, Village,
//! Bonus and Final Scoring Boxes. Every number comes from the engine's
//! [`ScoreCard`].

use super::symbols::sight_symbol;
use crate::games::tucana::rules::{FinalScoringBox, ScoreCard, WonCard};
use crate::games::tucana::sheet::{Letter, Sight};
use crate::i18n::Translator;
use crate::ui::lang::translator;
use crate::ui::one_pass_grid::{one_pass_grid_ui, text_width};
use crate::ui::theme;
use egui::{Align2, FontId, RichText, Role, Sense, Ui, WidgetInfo, vec2};

/// Points a sheet just earned, shown on its pad until the table moves on:
/// `now` (villages connected, bonus cards won) are in the Total at once;
/// `at_round_end` (sights circled) are written when the round ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gain {
    /// The sheet.
    pub seat: u8,
    /// Points in the Total at once.
    pub now: u32,
    /// Points that count when the round ends.
    pub at_round_end: u32,
}

/// Roman numeral of a round line.
pub fn roman(round: usize) -> &'static str {
    ["I", "II", "III", "IV", "V"].get(round.saturating_sub(1)).copied().unwrap_or("?")
}

/// One value cell: framed, with its text, circled or written when earned;
/// `label` names it for screen readers and tests.
pub fn value_cell(ui: &mut Ui, text: &str, plus: bool, circled: bool, label: String) {
    let (rect, response) = ui.allocate_exact_size(theme::CELL, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, label.clone()));
    // The ui's own clip, not one of the cell's: what a cell draws stays in
    // it anyway, and a clip per cell would make each cell a draw call of
    // its own (about 50 on the pad), which a software renderer pays for.
    let painter = ui.painter();
    painter.rect_stroke(rect.shrink(1.0), 3.0, theme::PAD_CELL, egui::StrokeKind::Inside);
    let font = FontId::proportional(theme::TEXT_SIZE);
    if plus {
        painter.text(rect.center() - vec2(4.0, 0.0), Align2::CENTER_CENTER, text, font.clone(), theme::INK);
        painter.text(rect.right_center() - vec2(7.0, 0.0), Align2::CENTER_CENTER, "+", font, theme::PAD_PLUS);
    } else {
        painter.text(rect.center(), Align2::CENTER_CENTER, text, font, theme::INK);
    }
    if circled {
        painter.add(egui::Shape::ellipse_stroke(
            rect.center(),
            rect.size() / 2.0 - vec2(2.0, 1.0),
            theme::PAD_CIRCLE,
        ));
    }
}

/// A written field (round line, total): yellow when written.
pub fn written_field(ui: &mut Ui, value: Option<u32>, label: String, strong: bool) {
    let (rect, response) = ui.allocate_exact_size(vec2(theme::CELL.x * 1.6, theme::CELL.y), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, label.clone()));
    let painter = ui.painter();
    if value.is_some() {
        painter.rect_filled(rect.shrink(1.0), 3.0, theme::PAD_WRITTEN);
    }
    painter.rect_stroke(rect.shrink(1.0), 3.0, theme::PAD_CELL, egui::StrokeKind::Inside);
    let text = value.map_or("—".to_string(), |v| v.to_string());
    let font = if strong {
        FontId::proportional(theme::HEADING_SIZE)
    } else {
        FontId::proportional(theme::TEXT_SIZE)
    };
    painter.text(rect.center(), Align2::CENTER_CENTER, text, font, theme::INK);
}

fn small_symbol(ui: &mut Ui, sight: Sight) {
    let (rect, _) = ui.allocate_exact_size(vec2(theme::CELL.y, theme::CELL.y), Sense::hover());
    let mut shapes = Vec::new();
    sight_symbol(&mut shapes, sight, rect.center(), rect.height() * 0.75);
    ui.painter().extend(shapes);
}

fn heading(ui: &mut Ui, text: &str) {
    ui.add_space(theme::GAP / 2.0);
    ui.label(RichText::new(text).size(theme::HEADING_SIZE).strong());
}

/// A cell's state for its label: `circled` or `open` (a Fluent selector).
fn state(circled: bool) -> &'static str {
    if circled { "circled" } else { "open" }
}

/// Draws the four scoring boxes of one sheet; `sights_now` is the sum of
/// the sight values circled so far (from the engine), shown while the game
/// runs (not once every round line is written).
pub fn pad_ui(ui: &mut Ui, card: &ScoreCard, sights_now: u32) {
    pad_boxes_ui(ui, card, sights_now);
    pad_final_ui(ui, card, None, None);
}

/// Draws the Sight, Village and Bonus Scoring Boxes of one sheet, with the
/// sum of the sight values circled so far while the game runs.
pub fn pad_boxes_ui(ui: &mut Ui, card: &ScoreCard, sights_now: u32) {
    let t = translator(ui.ctx());
    let name = &card.name;
    heading(ui, &t.text("box-sights"));
    // Measured before drawing, so the box is drawn right in the first
    // frame (see `one_pass_grid`): the symbol and the widest sight name,
    // then the value boxes.
    let sights: Vec<String> = card.sights.iter().map(|row| t.sight(row.sight)).collect();
    let name_width = sights.iter().map(|s| text_width(ui, RichText::new(s))).fold(0.0, f32::max);
    let columns = card.sights.iter().map(|row| row.values.len()).max().unwrap_or(0);
    let mut widths = vec![theme::CELL.y + ui.spacing().item_spacing.x + name_width];
    widths.extend(std::iter::repeat_n(theme::CELL.x, columns.saturating_sub(1)));
    let height = theme::CELL.y.max(ui.text_style_height(&egui::TextStyle::Body));
    one_pass_grid_ui(ui, ("sights", card.seat), &widths, theme::GRID_SPACING, |grid| {
        for (row, sight) in card.sights.iter().zip(&sights) {
            grid.row(height, |cells| {
                cells.cell(|ui| {
                    ui.horizontal(|ui| {
                        small_symbol(ui, row.sight);
                        ui.label(sight);
                    })
                });
                for (i, value) in row.values.iter().enumerate() {
                    let circled = i < row.circled;
                    let plus = if value.bonus_trail { "+" } else { "" };
                    let label = t.format(
                        "pad-sight-value",
                        &[
                            ("name", name.as_str().into()),
                            ("sight", sight.as_str().into()),
                            ("points", i64::from(value.points).into()),
                            ("plus", plus.into()),
                            ("state", state(circled).into()),
                        ],
                    );
                    cells.cell(|ui| {
                        value_cell(ui, &value.points.to_string(), value.bonus_trail, circled, label)
                    });
                }
            });
        }
    });
    // Once every round line is written the game is over and the lines say
    // it all: a running total "so far" would only repeat them.
    if card.final_box.round_lines.iter().any(Option::is_none) {
        let now = i64::from(sights_now);
        ui.label(t.format("pad-sights-now", &[("points", now.into())])).widget_info(|| {
            let label =
                t.format("pad-sights-now-label", &[("name", name.as_str().into()), ("points", now.into())]);
            WidgetInfo::labeled(Role::Label, true, label)
        });
    }

    heading(ui, &t.text("box-villages"));
    ui.horizontal(|ui| {
        for field in &card.villages {
            ui.vertical(|ui| {
                ui.label(t.pair(field.letter));
                let label = t.format(
                    "pad-village-value",
                    &[
                        ("name", name.as_str().into()),
                        ("letter", t.letter(field.letter).to_string().into()),
                        ("points", i64::from(field.points).into()),
                        ("state", state(field.connected).into()),
                    ],
                );
                value_cell(ui, &field.points.to_string(), false, field.connected, label);
            });
        }
    });

    heading(ui, &t.text("box-bonus"));
    ui.horizontal(|ui| {
        for letter in Letter::ALL {
            let won: Vec<u16> = card
                .bonus_cards
                .iter()
                .filter_map(|c| match c {
                    WonCard::Blue { letter: l, points, .. } if *l == letter => Some(*points),
                    _ => None,
                })
                .collect();
            let which = t.letter(letter).to_string();
            bonus_field(ui, &t, &t.pair(letter), &won, name, &which);
        }
        let red: Vec<u16> = card
            .bonus_cards
            .iter()
            .filter(|c| matches!(c, WonCard::Red { .. }))
            .map(WonCard::points)
            .collect();
        let red_word = t.text("pad-bonus-red");
        bonus_field(ui, &t, &red_word, &red, name, &red_word);
    });
}

/// Draws the Final Scoring Box of one sheet (and the solo title earned);
/// `gain` is what the sheet's last trail earned, shown beside the box
/// ("+6", "+4 at round end"); `pencilled` is the Total if the round ended
/// now (while the game runs), written under the Total as a paper player
/// would pencil it.
pub fn pad_final_ui(ui: &mut Ui, card: &ScoreCard, gain: Option<Gain>, pencilled: Option<u32>) {
    let t = translator(ui.ctx());
    let name = &card.name;
    ui.add_space(theme::GAP / 2.0);
    ui.horizontal(|ui| {
        ui.label(RichText::new(t.text("box-final")).size(theme::HEADING_SIZE).strong());
        let Some(gain) = gain else { return };
        let points = |p: u32| i64::from(p).into();
        if gain.now > 0 {
            let text = t.format("pad-gain", &[("points", points(gain.now))]);
            let label =
                t.format("pad-gain-label", &[("name", name.as_str().into()), ("points", points(gain.now))]);
            ui.label(
                RichText::new(&text)
                    .size(theme::HEADING_SIZE)
                    .strong()
                    .color(theme::GAIN_TEXT)
                    .background_color(theme::PAD_WRITTEN),
            )
            .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
        }
        if gain.at_round_end > 0 {
            // Sights count when the round ends: said so, in pencil, so that
            // a Total that does not move is no surprise.
            let text = t.format("pad-gain-round-end", &[("points", points(gain.at_round_end))]);
            let label = t.format(
                "pad-gain-round-end-label",
                &[("name", name.as_str().into()), ("points", points(gain.at_round_end))],
            );
            ui.label(RichText::new(&text).strong().color(theme::MUTED_INK))
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
        }
    });
    final_box_ui(ui, name, &card.final_box, pencilled);
    if let Some(title) = &card.title {
        let title = t.format("solo-title-quoted", &[("title", t.solo_title(title).into())]);
        ui.label(RichText::new(title).italics().color(theme::NEWS_TEXT));
    }
}

/// One field of the Bonus Scoring Box: `title` above, the points won below;
/// labelled "Alice bonus D 6+4" (or "… empty").
fn bonus_field(ui: &mut Ui, t: &Translator, title: &str, won: &[u16], name: &str, which: &str) {
    ui.vertical(|ui| {
        ui.label(RichText::new(title).color(theme::MUTED_INK));
        let text: Vec<String> = won.iter().map(u16::to_string).collect();
        let text = text.join("+");
        let shown = if won.is_empty() { t.text("pad-empty") } else { text.clone() };
        let label = t.format(
            "pad-bonus-field",
            &[("name", name.into()), ("which", which.into()), ("won", shown.into())],
        );
        value_cell(ui, &text, false, false, label);
    });
}

/// The Final Scoring Box: round lines, villages, bonus, total. Labels read
/// "Alice round I 10", "Alice villages 38", "Alice bonus 8", "Alice total 78";
/// with `pencilled`, a last line "If the round ended now" in pencil.
pub fn final_box_ui(ui: &mut Ui, name: &str, b: &FinalScoringBox, pencilled: Option<u32>) {
    let t = translator(ui.ctx());
    let value = |key: &str, v: u32| t.format(key, &[("name", name.into()), ("value", i64::from(v).into())]);
    // Measured before drawing, so the box is drawn right in the first
    // frame (see `one_pass_grid`).
    let lines: Vec<String> = (1..=b.round_lines.len())
        .map(|i| t.format("final-sights-line", &[("roman", roman(i).into())]))
        .collect();
    let villages = t.text("final-villages");
    let bonus = t.text("final-bonus");
    let total = RichText::new(t.text("final-total")).strong();
    let if_ended = RichText::new(t.text("final-if-round-ended")).color(theme::MUTED_INK);
    let mut names: Vec<RichText> = lines.iter().map(RichText::new).collect();
    names.extend([RichText::new(&villages), RichText::new(&bonus), total.clone()]);
    if pencilled.is_some() {
        names.push(if_ended.clone());
    }
    let widths = [names.into_iter().map(|n| text_width(ui, n)).fold(0.0, f32::max)];
    let height = theme::CELL.y.max(ui.text_style_height(&egui::TextStyle::Body));
    one_pass_grid_ui(ui, ("final", name), &widths, theme::GRID_SPACING, |grid| {
        for (i, (line, text)) in b.round_lines.iter().zip(lines).enumerate() {
            let r = roman(i + 1);
            let label = match line {
                Some(v) => t.format(
                    "final-round-value",
                    &[("name", name.into()), ("roman", r.into()), ("value", i64::from(*v).into())],
                ),
                None => t.format("final-round-unwritten", &[("name", name.into()), ("roman", r.into())]),
            };
            grid.row(height, |row| {
                row.cell(|ui| ui.label(text));
                row.cell(|ui| written_field(ui, *line, label, false));
            });
        }
        grid.row(height, |row| {
            row.cell(|ui| ui.label(villages));
            row.cell(|ui| {
                written_field(ui, Some(b.villages), value("final-villages-value", b.villages), false)
            });
        });
        grid.row(height, |row| {
            row.cell(|ui| ui.label(bonus));
            row.cell(|ui| written_field(ui, Some(b.bonus), value("final-bonus-value", b.bonus), false));
        });
        grid.row(height, |row| {
            row.cell(|ui| ui.label(total));
            row.cell(|ui| written_field(ui, Some(b.total), value("final-total-value", b.total), true));
        });
        if let Some(total) = pencilled {
            grid.row(height, |row| {
                row.cell(|ui| ui.label(if_ended));
                row.cell(|ui| pencilled_field(ui, total, value("final-if-round-ended-value", total)));
            });
        }
    });
}

/// A number pencilled in: grey on the paper, not yet written in ink.
fn pencilled_field(ui: &mut Ui, value: u32, label: String) {
    let (rect, response) = ui.allocate_exact_size(vec2(theme::CELL.x * 1.6, theme::CELL.y), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, label.clone()));
    let painter = ui.painter();
    painter.rect_stroke(rect.shrink(1.0), 3.0, theme::PAD_CELL, egui::StrokeKind::Inside);
    let font = FontId::proportional(theme::TEXT_SIZE);
    painter.text(rect.center(), Align2::CENTER_CENTER, value.to_string(), font, theme::MUTED_INK);
}
