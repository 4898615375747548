//! The Destination Tickets of one player: the 18 tickets with both
//! locations and points, those this player kept ticked (a ticket kept by
//! another player cannot be ticked), and for each kept ticket whether the
//! player's routes complete it, with a button that shows its path (or
//! what is missing) on the map.

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
/// map highlights.
pub fn tickets_ui(ui: &mut Ui, game: &Game, player: u8, shown: Option<TicketId>) -> Option<TicketIntent> {
    let t = translator(ui.ctx());
    let map = game.map();
    let mut intent = None;
    let name = game.player(player).map(|p| p.name.clone()).unwrap_or_default();
    ui.heading(t.format("ny-tickets-of", &[("name", name.into())]));
    // One ticket a line, its status on the line below: the panel stays
    // narrow enough for the map.
    for id in map.ticket_ids() {
        let text = t.new_york_ticket(map, id);
        let holder = game.holder(id);
        let mut kept = holder == Some(player);
        let other = holder.filter(|h| *h != player).and_then(|h| game.player(h));
        ui.horizontal(|ui| {
            // An ended game is read, not entered: Undo reopens it.
            let open = other.is_none() && !game.is_over();
            let response = ui.add_enabled(open, egui::Checkbox::new(&mut kept, &text));
            if response.changed() {
                intent = Some(if kept { TicketIntent::Keep(id) } else { TicketIntent::Drop(id) });
            }
            if let Some(p) = other {
                ui.label(
                    RichText::new(t.format("ny-ticket-held-by", &[("name", p.name.as_str().into())]))
                        .color(theme::muted_text(ui)),
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
            }
        });
        if holder == Some(player) {
            let status = game.ticket_status(player, id);
            let words = if status.completed {
                RichText::new(format!("+{} · {}", status.points, t.text("ny-ticket-completed")))
                    .color(theme::done_text(ui))
            } else {
                RichText::new(format!(
                    "−{} · {} · {}",
                    status.points,
                    t.text("ny-ticket-failed"),
                    t.new_york_missing(status.missing_spaces)
                ))
                .color(theme::error_text(ui))
            };
            let status_label = t.format(
                "ny-ticket-status-label",
                &[("ticket", text.as_str().into()), ("status", words.text().to_string().into())],
            );
            ui.indent(("ny-ticket-status", id.0), |ui| {
                ui.add(egui::Label::new(words).wrap())
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &status_label));
            });
        }
    }
    intent
}
