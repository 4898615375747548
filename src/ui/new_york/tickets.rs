//! The Destination Tickets of one player: the 18 tickets with both
//! locations and points, those this player kept ticked (a ticket kept by
//! another player cannot be ticked), and for each kept ticket whether the
//! player's routes complete it, with a button that shows its path (or
//! what is missing) on the map.

use super::layout::fixed_ui;
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
/// map highlights. Every ticket has one line of the same height whatever
/// it shows (the ticket with its box, then its map button and status, or
/// who keeps it), so ticking one never moves the others. A status too
/// long for the panel is cut with "…" (shown whole on hover, and read out
/// whole).
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
    // Every row is as tall as a button, so a kept ticket's "on map" button
    // is whole (it was cut at its bottom edge), and all rows alike, so
    // ticking one moves no other under the pointer.
    let row = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y);
    for id in map.ticket_ids() {
        let text = t.new_york_ticket(map, id);
        let holder = game.holder(id);
        let mut kept = holder == Some(player);
        let other = holder.filter(|h| *h != player).and_then(|h| game.player(h));
        fixed_ui(ui, egui::vec2(width, row), |ui| {
            // An ended game is read, not entered: Undo reopens it.
            let open = other.is_none() && !game.is_over();
            let response = ui.add_enabled(open, egui::Checkbox::new(&mut kept, &text));
            if response.changed() {
                intent = Some(if kept { TicketIntent::Keep(id) } else { TicketIntent::Drop(id) });
            }
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
                        format!("−{} · {missing}", status.points),
                        format!("−{} · {} · {missing}", status.points, t.text("ny-ticket-failed")),
                        theme::error_text(ui),
                    )
                };
                let status_label = t.format(
                    "ny-ticket-status-label",
                    &[("ticket", text.as_str().into()), ("status", words.as_str().into())],
                );
                ui.add(egui::Label::new(RichText::new(shown_words).color(colour)).truncate())
                    .on_hover_text(&words)
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &status_label));
            }
        });
    }
    intent
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
