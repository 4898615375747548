//! The *Ticket to Ride: New York* screens: the players and who claims now,
//! the Manhattan map ([`board`]), the pad ([`pad`]), each player's
//! Destination Tickets ([`tickets`]), the start screen's form ([`setup`])
//! and its list of games to resume ([`saved`]); the keys that play it all
//! without the mouse are in [`keys`]. Each part returns its own
//! intents; [`new_york_ui`] turns them into [`NewYorkIntent`]s for the app.

pub mod board;
pub mod keys;
pub mod pad;
pub mod saved;
pub mod setup;
pub mod tickets;

use super::lang::translator;
use super::message::{MessageLog, message_line_ui};
use super::theme;
use crate::games::new_york::{NewYorkLog, RouteId, RouteTap, TicketId};
use board::{BoardInput, BoardIntent, board_keys_ui};
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};
use std::path::PathBuf;
use tickets::{TicketIntent, tickets_ui};

/// What the New York screen remembers between frames (not part of the
/// game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewYorkView {
    /// The player whose claims and tickets are entered now (1-based).
    pub player: u8,
    /// The ticket whose path the map shows.
    pub shown_ticket: Option<TicketId>,
    /// Whether "End the game…" was pressed and the question is shown.
    pub confirm_end: bool,
    /// The map's keyboard cursor (none until an arrow key is pressed).
    pub cursor: Option<keys::BoardCursor>,
}

impl Default for NewYorkView {
    fn default() -> NewYorkView {
        NewYorkView { player: 1, shown_ticket: None, confirm_end: false, cursor: None }
    }
}

/// What the New York screen shows.
pub struct NewYorkScreen<'a> {
    /// The game and its record.
    pub log: &'a NewYorkLog,
    /// The message line.
    pub messages: &'a MessageLog,
}

/// What the New York screens ask of the app.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewYorkIntent {
    /// A player claims a route.
    Claim {
        /// 1-based player.
        player: u8,
        /// The route.
        route: RouteId,
    },
    /// A claimed route is taken back.
    Unclaim(RouteId),
    /// A player keeps a ticket.
    Keep {
        /// 1-based player.
        player: u8,
        /// The ticket.
        ticket: TicketId,
    },
    /// A player no longer keeps a ticket.
    Drop {
        /// 1-based player.
        player: u8,
        /// The ticket.
        ticket: TicketId,
    },
    /// Undo the last entry.
    Undo,
    /// Redo the last undone entry.
    Redo,
    /// End the game (the players confirmed it): the pad is final.
    Finish,
    /// Save a copy of the game's record in a file the user names.
    ExportRecord,
    /// Leave for the start screen (the game stays saved; an ended one goes
    /// to the history).
    Leave,
    /// Resume the New York game saved in this file.
    Resume(PathBuf),
    /// Save the map and the pad as a picture.
    ExportPng,
}

/// The question asked before ending the game, or the banner of an ended
/// one.
fn end_ui(ui: &mut Ui, game: &crate::games::new_york::Game, view: &mut NewYorkView) -> Option<NewYorkIntent> {
    let t = translator(ui.ctx());
    if game.is_over() {
        // Undo reopens the game; the question is not left waiting.
        view.confirm_end = false;
        ui.label(RichText::new(t.text("ny-over-banner")).strong().color(theme::news_text(ui)));
        return None;
    }
    if !view.confirm_end {
        return None;
    }
    let mut intent = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(t.text("ny-end-confirm")).strong().color(theme::prompt_text(ui)));
        if ui.button(t.text("ny-end-yes")).clicked() {
            view.confirm_end = false;
            intent = Some(NewYorkIntent::Finish);
        }
        if ui.button(t.text("ny-end-no")).clicked() {
            view.confirm_end = false;
        }
    });
    intent
}

/// Draws the whole New York screen; `view` keeps the player chosen and the
/// ticket shown.
pub fn new_york_ui(ui: &mut Ui, screen: &NewYorkScreen<'_>, view: &mut NewYorkView) -> Vec<NewYorkIntent> {
    let t = translator(ui.ctx());
    let log = screen.log;
    let game = log.game();
    let mut intents = Vec::new();
    if game.player(view.player).is_none() {
        view.player = 1;
    }
    if let Some(p) = keys::player_key(ui, game)
        && view.player != p
    {
        view.player = p;
        view.shown_ticket = None;
    }
    let redo_keys = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
    let undo_keys = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
    ui.input_mut(|i| {
        if i.consume_shortcut(&redo_keys) || i.consume_shortcut(&redo_y) {
            intents.push(NewYorkIntent::Redo);
        } else if i.consume_shortcut(&undo_keys) {
            intents.push(NewYorkIntent::Undo);
        }
    });

    egui::Panel::top("ny-bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.heading(t.new_york_game_name());
            ui.separator();
            if ui.button(t.text("ny-new-game")).clicked() {
                intents.push(NewYorkIntent::Leave);
            }
            let undo = ui
                .add_enabled(log.can_undo(), egui::Button::new(t.text("toolbar-undo")))
                .on_hover_text(t.text("toolbar-undo-keys"));
            if undo.clicked() {
                intents.push(NewYorkIntent::Undo);
            }
            let redo = ui
                .add_enabled(log.can_redo(), egui::Button::new(t.text("toolbar-redo")))
                .on_hover_text(t.text("toolbar-redo-keys"));
            if redo.clicked() {
                intents.push(NewYorkIntent::Redo);
            }
            export_button_ui(ui, &mut intents);
            ui.separator();
            if ui.button(t.text("ny-export-record")).clicked() {
                intents.push(NewYorkIntent::ExportRecord);
            }
            if !game.is_over() && ui.button(t.text("ny-end-game")).clicked() {
                view.confirm_end = true;
            }
        });
        if let Some(intent) = end_ui(ui, game, view) {
            intents.push(intent);
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(t.text("ny-entering-for"));
            for p in game.player_numbers() {
                let Some(player) = game.player(p) else { continue };
                pad::swatch_ui(ui, player.colour);
                let text = t.format(
                    "ny-player-button",
                    &[
                        ("name", player.name.as_str().into()),
                        ("colour", t.taxi_colour(player.colour).into()),
                        ("left", i64::from(game.taxis_left(p)).into()),
                    ],
                );
                if ui.selectable_label(view.player == p, text).clicked() && view.player != p {
                    view.player = p;
                    view.shown_ticket = None;
                }
            }
        });
        for p in game.last_round_players() {
            ui.label(
                RichText::new(crate::i18n::capitalise(&t.new_york_last_round(game, p)))
                    .strong()
                    .color(theme::prompt_text(ui)),
            );
        }
    });
    egui::Panel::bottom("ny-message").show(ui, |ui| {
        message_line_ui(ui, screen.messages);
        keys::help_ui(ui);
    });
    let side = theme::new_york::SIDE_WIDTH.min(ui.available_width() * theme::new_york::SIDE_SHARE);
    egui::Panel::right("ny-side").exact_size(side).resizable(false).show(ui, |ui| {
        egui::ScrollArea::both().show(ui, |ui| {
            let scores = game.scores();
            pad::new_york_pad_ui(ui, game, &scores);
            ui.separator();
            match tickets_ui(ui, game, view.player, view.shown_ticket) {
                Some(TicketIntent::Keep(ticket)) => {
                    view.shown_ticket = Some(ticket);
                    intents.push(NewYorkIntent::Keep { player: view.player, ticket });
                }
                Some(TicketIntent::Drop(ticket)) => {
                    if view.shown_ticket == Some(ticket) {
                        view.shown_ticket = None;
                    }
                    intents.push(NewYorkIntent::Drop { player: view.player, ticket });
                }
                Some(TicketIntent::Show(ticket)) => view.shown_ticket = ticket,
                None => {}
            }
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        // A ticket no longer kept (undone) is no longer shown.
        let status = view
            .shown_ticket
            .filter(|id| game.holder(*id) == Some(view.player))
            .map(|id| game.ticket_status(view.player, id));
        let input = BoardInput { game, highlight: status.as_ref().map(|s| (view.player, s)) };
        if let Some(BoardIntent::Tap(route)) = board_keys_ui(ui, &input, &mut view.cursor) {
            intents.push(match game.route_tap(view.player, route) {
                RouteTap::Unclaim => NewYorkIntent::Unclaim(route),
                RouteTap::Claim => NewYorkIntent::Claim { player: view.player, route },
            });
        }
    });
    intents
}

/// The bar's "Export PNG…" button: the whole table as a picture.
fn export_button_ui(ui: &mut Ui, intents: &mut Vec<NewYorkIntent>) {
    let t = translator(ui.ctx());
    if ui.button(t.text("ny-export-png")).on_hover_text(t.text("ny-export-png-hint")).clicked() {
        intents.push(NewYorkIntent::ExportPng);
    }
}
