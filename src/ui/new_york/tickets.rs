//! The Destination Tickets of one player: the 18 tickets with both
//! locations and points, those this player kept ticked (a ticket kept by
//! another player cannot be ticked), and for each kept ticket whether the
//! player's routes complete it, with a button that shows its path (or
//! what is missing) on the map.

use super::layout::{body_font, fixed_ui, text_width};
use crate::games::new_york::{Game, TicketId};
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{RichText, Ui};

/// What the ticket list asks.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TicketIntent {
    /// The player keeps this ticket.
    Keep(TicketId),
    /// The player no longer keeps it (an entry corrected).
    Drop(TicketId),
    /// Show this ticket's path on the map (or none).
    Show(Option<TicketId>),
}

/// Draws the ticket list of `player`; `shown` is the ticket whose path the
/// map highlights. Every ticket has the same place whatever it shows (the
/// ticket with its box, then its map button and status, or who keeps it),
/// so ticking one, or a claim that changes a status, never moves the
/// others: a ticket whose name, map button and longest possible status do
/// not fit on one line has a second line for them, under its name, kept
/// empty while nobody holds it.
pub fn tickets_ui(ui: &mut Ui, game: &Game, player: u8, shown: Option<TicketId>) -> Option<TicketIntent> {
    let t = translator(ui.ctx());
    let map = game.map();
    let mut intent = None;
    let name = game.player(player).map(|p| p.name.clone()).unwrap_or_default();
    let width = ui.available_width();
    let heading = ui.text_style_height(&egui::TextStyle::Heading);
    fixed_ui(ui, egui::vec2(width, heading), |ui| {
        ui.add(
            egui::Label::new(RichText::new(t.format("ny-tickets-of", &[("name", name.into())])).heading())
                .truncate(),
        );
    });
    // Every line is as tall as a button, so a kept ticket's "on map" button
    // is whole (it was cut at its bottom edge).
    let row = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y);
    let widths = Widths::of(ui, game);
    for id in map.ticket_ids() {
        let text = t.new_york_ticket(map, id);
        let holder = game.holder(id);
        let mut kept = holder == Some(player);
        let other = holder.filter(|h| *h != player).and_then(|h| game.player(h));
        let two_lines = widths.needs_two_lines(ui, &text, map.ticket(id).points, width);
        // An ended game is read, not entered: Undo reopens it.
        let open = other.is_none() && !game.is_over();
        let mut first = |ui: &mut Ui| {
            let response = ui.add_enabled(open, egui::Checkbox::new(&mut kept, &text));
            response.changed().then_some(if kept { TicketIntent::Keep(id) } else { TicketIntent::Drop(id) })
        };
        let second = |ui: &mut Ui| {
            let mut intent = None;
            if let Some(p) = other {
                ui.add(
                    egui::Label::new(
                        RichText::new(t.format("ny-ticket-held-by", &[("name", p.name.as_str().into())]))
                            .color(theme::muted_text(ui)),
                    )
                    .truncate(),
                );
            } else if holder == Some(player) {
                let on = shown == Some(id);
                let show = t.format("ny-ticket-show", &[("ticket", text.as_str().into())]);
                if ui
                    .selectable_label(on, t.text("ny-ticket-show-short"))
                    .accessible_name(&show)
                    .on_hover_text(&show)
                    .clicked()
                {
                    intent = Some(TicketIntent::Show(if on { None } else { Some(id) }));
                }
                let status = game.ticket_status(player, id);
                // On screen the sign and colour say "not completed"; the
                // words read out (and shown on hover) say it too.
                let (shown_words, words, colour) = if status.completed {
                    let words = format!("+{} · {}", status.points, t.text("ny-ticket-completed"));
                    (words.clone(), words, theme::done_text(ui))
                } else {
                    let missing = t.new_york_missing(status.missing_spaces);
                    (
                        format!("−{} · {}", status.points, t.new_york_missing_short(status.missing_spaces)),
                        format!("−{} · {} · {missing}", status.points, t.text("ny-ticket-failed")),
                        theme::error_text(ui),
                    )
                };
                let status_label = t.format(
                    "ny-ticket-status-label",
                    &[("ticket", text.as_str().into()), ("status", words.as_str().into())],
                );
                // Cut only where even its own line is too narrow.
                ui.add(egui::Label::new(RichText::new(shown_words).color(colour)).truncate())
                    .on_hover_text(&words)
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &status_label));
            }
            intent
        };
        let asked = if two_lines {
            let ticked = fixed_ui(ui, egui::vec2(width, row), &mut first);
            let below = fixed_ui(ui, egui::vec2(width, row), |ui| {
                // Under the ticket's name, past its box.
                ui.add_space(ui.spacing().icon_width + ui.spacing().icon_spacing);
                second(ui)
            });
            ticked.or(below)
        } else {
            fixed_ui(ui, egui::vec2(width, row), |ui| {
                let ticked = first(ui);
                ticked.or(second(ui))
            })
        };
        intent = intent.or(asked);
    }
    intent
}

/// The widths a ticket's line is measured with: the words it may show
/// beside its name, at their longest, whatever the game holds now.
struct Widths {
    /// The "on map" button.
    button: f32,
    /// The longest of "kept by …" over every player's name.
    held_by: f32,
    /// The longest of the short words after a failed ticket's points: any
    /// count of spaces still to claim, or no way left.
    missing: f32,
    /// "completed".
    completed: f32,
}

impl Widths {
    /// The most spaces a status counts: more than any path of the map
    /// takes, in every plural form.
    const MOST_SPACES: u32 = 30;

    fn of(ui: &Ui, game: &Game) -> Widths {
        let t = translator(ui.ctx());
        let font = body_font(ui);
        let width = |text: &str| text_width(ui, text, &font);
        let held_by = game
            .player_numbers()
            .filter_map(|p| game.player(p))
            .map(|p| width(&t.format("ny-ticket-held-by", &[("name", p.name.as_str().into())])))
            .fold(0.0, f32::max);
        let missing = (1..=Self::MOST_SPACES)
            .map(Some)
            .chain([None])
            .map(|spaces| width(&t.new_york_missing_short(spaces)))
            .fold(0.0, f32::max);
        Widths {
            button: width(&t.text("ny-ticket-show-short")) + 2.0 * ui.spacing().button_padding.x,
            held_by,
            missing,
            completed: width(&t.text("ny-ticket-completed")),
        }
    }

    /// Whether the ticket named `text`, worth `points`, needs a second
    /// line in `width`: its box and name, then the longest of what may
    /// stand beside them (its map button and status, or who keeps it).
    fn needs_two_lines(&self, ui: &Ui, text: &str, points: u8, width: f32) -> bool {
        let font = body_font(ui);
        let gap = ui.spacing().item_spacing.x;
        let name = ui.spacing().icon_width + ui.spacing().icon_spacing + text_width(ui, text, &font);
        let sign = text_width(ui, &format!("−{points} · "), &font).max(text_width(
            ui,
            &format!("+{points} · "),
            &font,
        ));
        let status = sign + self.missing.max(self.completed);
        let beside = (self.button + gap + status).max(self.held_by);
        // A pixel to spare for rounding.
        name + gap + beside + 1.0 > width
    }
}

/// The Destination Tickets every player kept, read-only (an ended game in
/// the history): under each player's name, each ticket with what it
/// scored, "+8 · completed" or "−4 · not completed", or a line saying
/// none was kept.
pub fn kept_tickets_ui(ui: &mut Ui, game: &Game) {
    let t = translator(ui.ctx());
    let map = game.map();
    ui.heading(t.text("ny-kept-heading"));
    for p in game.player_numbers() {
        let Some(player) = game.player(p) else { continue };
        ui.horizontal(|ui| {
            super::pad::swatch_ui(ui, player.colour);
            ui.label(RichText::new(&player.name).strong());
        });
        let kept = game.tickets_of(p);
        ui.indent(("ny-kept", p), |ui| {
            if kept.is_empty() {
                ui.label(RichText::new(t.text("ny-kept-none")).color(theme::muted_text(ui)));
            }
            for id in kept {
                let ticket = t.new_york_ticket(map, id);
                let status = game.ticket_status(p, id);
                let (words, colour) = if status.completed {
                    (format!("+{} · {}", status.points, t.text("ny-ticket-completed")), theme::done_text(ui))
                } else {
                    (format!("−{} · {}", status.points, t.text("ny-ticket-failed")), theme::error_text(ui))
                };
                let line = t.format(
                    "ny-kept-line",
                    &[
                        ("name", player.name.as_str().into()),
                        ("ticket", ticket.as_str().into()),
                        ("status", words.as_str().into()),
                    ],
                );
                ui.horizontal_wrapped(|ui| {
                    ui.label(&ticket)
                        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &line));
                    ui.label(RichText::new(&words).color(colour));
                });
            }
        });
    }
}
