//! The *Ticket to Ride: New York* screens: the players and who claims now,
//! the Manhattan map ([`board`]), the pad ([`pad`]), each player's
//! Destination Tickets ([`tickets`]), the start screen's form ([`setup`]),
//! its list of games to resume ([`saved`]) and an ended game in the
//! history, read-only ([`viewer`]); the keys that play it all
//! without the mouse are in [`keys`]. Each part returns its own
//! intents; [`new_york_ui`] turns them into [`NewYorkIntent`]s for the app.

pub mod board;
pub mod keys;
pub mod layout;
pub mod pad;
pub mod saved;
pub mod setup;
pub mod tickets;
pub mod viewer;

use super::lang::translator;
use super::message::{MessageLog, message_and_keys_ui};
use super::theme;
use crate::games::new_york::{NewYorkLog, RouteId, RouteTap, TicketId};
use board::{BoardInput, BoardIntent, board_keys_ui};
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Sense, Ui};
use tickets::{TicketIntent, tickets_ui};

/// What the New York screen remembers between frames (not part of the
/// game).
#[derive(Debug, Clone, PartialEq)]
pub struct NewYorkView {
    /// The player whose claims and tickets are entered now (1-based).
    pub player: u8,
    /// The ticket whose path the map shows.
    pub shown_ticket: Option<TicketId>,
    /// Whether "End the game…" was pressed and the question is shown.
    pub confirm_end: bool,
    /// The map's keyboard cursor (none until an arrow key is pressed).
    pub cursor: Option<keys::BoardCursor>,
    /// The map's zoom and pan.
    pub zoom: board::BoardZoom,
    /// Whether an ended game shows its running totals instead of the map.
    pub show_chart: bool,
    /// The place and note being typed once the game is over, and the BG
    /// Stats window.
    pub end: crate::ui::game_end::GameEndState,
}

impl Default for NewYorkView {
    fn default() -> NewYorkView {
        NewYorkView {
            player: 1,
            shown_ticket: None,
            confirm_end: false,
            cursor: None,
            zoom: board::BoardZoom::default(),
            show_chart: false,
            end: crate::ui::game_end::GameEndState::default(),
        }
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
    /// Save the map and the pad as a picture.
    ExportPng,
    /// Asked of the ended game: keep its place and note, play again.
    End(crate::ui::game_end::GameEndIntent),
    /// Play with phones: every player on their own phone, their tickets
    /// on it only.
    PlayWithPhones,
}

/// The question asked before ending the game: a modal window over the
/// screen, so asking moves nothing.
fn end_question_ui(
    ui: &Ui,
    game: &crate::games::new_york::Game,
    view: &mut NewYorkView,
) -> Option<NewYorkIntent> {
    if game.is_over() {
        // Undo reopens the game; the question is not left waiting.
        view.confirm_end = false;
    }
    if !view.confirm_end {
        return None;
    }
    let t = translator(ui.ctx());
    let mut intent = None;
    let modal = egui::Modal::new(egui::Id::unique("ny-end-question")).show(ui.ctx(), |ui| {
        ui.set_max_width(theme::FILE_DIALOG_WIDTH.min(ui.ctx().content_rect().width() * 0.8));
        ui.add(egui::Label::new(RichText::new(t.text("ny-end-confirm")).strong()).wrap());
        ui.add_space(theme::GAP);
        ui.horizontal(|ui| {
            if ui.button(t.text("ny-end-yes")).clicked() {
                view.confirm_end = false;
                intent = Some(NewYorkIntent::Finish);
            }
            if ui.button(t.text("ny-end-no")).clicked() {
                view.confirm_end = false;
            }
        });
    });
    if modal.should_close() && intent.is_none() {
        view.confirm_end = false;
    }
    intent
}

/// The line under the toolbar: the banner of an ended game, or who
/// started the last round. Its height is the tallest either could take at
/// this width, so it never moves what is below.
fn notice_ui(ui: &mut Ui, game: &crate::games::new_york::Game) {
    let t = translator(ui.ctx());
    let width = ui.available_width();
    let font = layout::body_font(ui);
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let banner = t.text("ny-over-banner");
    let mut height = layout::wrapped_height(ui, &banner, &font, width).max(line);
    // The last-round line of any player with any count that starts it.
    for p in game.player_numbers() {
        for left in 0..=game.map().last_round_taxis() {
            let name = t.new_york_player(game, p);
            let text = t.format("ny-last-round", &[("name", name.into()), ("left", i64::from(left).into())]);
            height = height.max(layout::wrapped_height(ui, &crate::i18n::capitalise(&text), &font, width));
        }
    }
    layout::fixed_ui(ui, egui::vec2(width, height), |ui| {
        let text = if game.is_over() {
            // Ended: the last round is history, only the banner.
            Some(RichText::new(banner).color(theme::news_text(ui)))
        } else {
            // The first player down to the last-round taxis says it; the
            // others' taxis are on the players' line below.
            game.last_round_players().first().map(|p| {
                RichText::new(crate::i18n::capitalise(&t.new_york_last_round(game, *p)))
                    .color(theme::prompt_text(ui))
            })
        };
        if let Some(text) = text {
            ui.add(egui::Label::new(text.strong()).wrap());
        }
    });
}

/// The players' line: who the claims and tickets are entered for (after
/// the game's end, whose tickets are shown). Each player is a colour
/// square and a button kept together in a cell as wide as the widest
/// player's can ever be, so the cells never move while the game goes on
/// and a square never ends a line alone.
fn players_ui(ui: &mut Ui, game: &crate::games::new_york::Game, view: &mut NewYorkView) {
    let t = translator(ui.ctx());
    let width = ui.available_width();
    let font = layout::body_font(ui);
    let spacing = ui.spacing().item_spacing.x;
    let padding = ui.spacing().button_padding.x * 2.0;
    // A selectable button is as high as its text and its padding, which
    // is more than egui's interaction height: a row of that height cut
    // the chosen player's button at its bottom edge.
    let text_height = ui.text_style_height(&egui::TextStyle::Button);
    let row = ui.spacing().interact_size.y.max(text_height + ui.spacing().button_padding.y * 2.0);
    let words = |p: u8, left: u8| {
        let Some(player) = game.player(p) else { return String::new() };
        t.format(
            "ny-player-button",
            &[
                ("name", player.name.as_str().into()),
                ("colour", t.taxi_colour(player.colour).into()),
                ("left", i64::from(left).into()),
            ],
        )
    };
    let title = t.text(if game.is_over() { "ny-showing-for" } else { "ny-entering-for" });
    // The row is as high as the longer title would make it, so the map
    // below never moves at the game's end; the players follow the title
    // shown, with no gap after it (in Russian the end's title is twice as
    // long as the game's).
    let title_width = layout::text_width(ui, &title, &font) + spacing;
    let longest_title = ["ny-showing-for", "ny-entering-for"]
        .iter()
        .map(|k| layout::text_width(ui, &t.text(k), &font))
        .fold(0.0, f32::max)
        + spacing;
    let cell = game
        .player_numbers()
        .flat_map(|p| (0..=game.map().taxis()).map(move |left| (p, left)))
        .map(|(p, left)| layout::text_width(ui, &words(p, left), &font))
        .fold(0.0, f32::max)
        + theme::new_york::SWATCH
        + padding
        + spacing * 2.0;
    let count = game.player_numbers().count();
    let mut widths = vec![longest_title];
    widths.extend(std::iter::repeat_n(cell, count));
    let lines = layout::lines_for(&widths, width, 0.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, row * lines as f32), Sense::hover());
    let mut at = rect.min;
    let mut place = |w: f32| {
        if at.x > rect.min.x && at.x + w > rect.max.x + 0.5 {
            at = egui::pos2(rect.min.x, at.y + row);
        }
        let r = egui::Rect::from_min_size(at, egui::vec2(w, row));
        at.x += w;
        r
    };
    let r = place(title_width);
    layout::in_rect_ui(ui, r, |ui| ui.label(title));
    for p in game.player_numbers() {
        let r = place(cell);
        let Some(player) = game.player(p) else { continue };
        let text = words(p, game.taxis_left(p));
        layout::in_rect_ui(ui, r, |ui| {
            pad::swatch_ui(ui, player.colour);
            if ui.selectable_label(view.player == p, text).clicked() && view.player != p {
                view.player = p;
                view.shown_ticket = None;
            }
        });
    }
}

/// The toolbar: the game's name and its buttons. "End the game…" keeps
/// its place once the game is over (an empty space as wide), so the
/// toolbar wraps the same way before and after.
fn toolbar_ui(ui: &mut Ui, log: &NewYorkLog, view: &mut NewYorkView, intents: &mut Vec<NewYorkIntent>) {
    let t = translator(ui.ctx());
    let game = log.game();
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
        export_button_ui(ui, intents);
        ui.separator();
        if ui.button(t.text("ny-export-record")).clicked() {
            intents.push(NewYorkIntent::ExportRecord);
        }
        if ui.button(t.text("menu-play-phones")).clicked() {
            intents.push(NewYorkIntent::PlayWithPhones);
        }
        let end = t.text("ny-end-game");
        if game.is_over() {
            // "Chart" takes the place of "End the game…": the bar keeps its
            // lines and the map stays where it was.
            let w =
                layout::text_width(ui, &end, &layout::body_font(ui)) + ui.spacing().button_padding.x * 2.0;
            chart_button_ui(ui, egui::vec2(w, ui.spacing().interact_size.y), &mut view.show_chart);
        } else if ui.button(end).clicked() {
            view.confirm_end = true;
        }
    });
}

/// Draws the whole New York screen; `view` keeps the player chosen and the
/// ticket shown. Every line has its place whatever the game shows: the
/// toolbar, the notice line and the players' line on top, the message
/// line at the bottom, the pad and the tickets beside the map (under it on
/// a portrait screen), the pad pinned and the tickets scrolling.
pub fn new_york_ui(ui: &mut Ui, screen: &NewYorkScreen<'_>, view: &mut NewYorkView) -> Vec<NewYorkIntent> {
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
        toolbar_ui(ui, log, view, &mut intents);
        notice_ui(ui, game);
        players_ui(ui, game, view);
    });
    if let Some(intent) = end_question_ui(ui, game, view) {
        intents.push(intent);
    }
    egui::Panel::bottom("ny-message").show(ui, |ui| {
        message_and_keys_ui(ui, screen.messages, &keys::help_text(ui));
    });
    let portrait = ui.available_height() > ui.available_width();
    if portrait {
        let height = (ui.available_height() * theme::PORTRAIT_PAD_SHARE).max(theme::PORTRAIT_PAD_MIN);
        egui::Panel::bottom("ny-side").exact_size(height).resizable(false).show(ui, |ui| {
            ui.columns(2, |columns| {
                let scores = game.scores();
                pad::new_york_pad_ui(&mut columns[0], game, &scores);
                end_ui(&mut columns[0], log, view, &mut intents);
                side_tickets_ui(&mut columns[1], game, view, &mut intents);
            });
        });
    } else {
        let side = theme::new_york::SIDE_WIDTH.min(ui.available_width() * theme::new_york::SIDE_SHARE);
        egui::Panel::right("ny-side").exact_size(side).resizable(false).show(ui, |ui| {
            let scores = game.scores();
            pad::new_york_pad_ui(ui, game, &scores);
            end_ui(ui, log, view, &mut intents);
            ui.separator();
            side_tickets_ui(ui, game, view, &mut intents);
        });
    }
    egui::CentralPanel::default().show(ui, |ui| {
        // An ended game can show how the totals grew instead of the map
        // (the pad with the totals stays beside it).
        if game.is_over() && view.show_chart {
            let running = crate::games::progress::new_york_running_totals(log.record(), game);
            let height = super::charts::filling_height(ui);
            egui::ScrollArea::vertical().id_salt("ny-chart").show(ui, |ui| {
                let colours = taxi_lines(ui, game);
                super::charts::running_totals_ui(ui, "ny-final", &running, height, &colours);
            });
            return;
        }
        // A ticket no longer kept (undone) is no longer shown.
        let status = view
            .shown_ticket
            .filter(|id| game.holder(*id) == Some(view.player))
            .map(|id| game.ticket_status(view.player, id));
        let input = BoardInput { game, highlight: status.as_ref().map(|s| (view.player, s)) };
        if let Some(BoardIntent::Tap(route)) = board_keys_ui(ui, &input, &mut view.cursor, &mut view.zoom) {
            intents.push(match game.route_tap(view.player, route) {
                RouteTap::Unclaim => NewYorkIntent::Unclaim(route),
                RouteTap::Claim => NewYorkIntent::Claim { player: view.player, route },
            });
        }
    });
    intents
}

/// Under the pad of an ended game: its place and note, "Log in BG Stats"
/// and "Play again" (nothing while it is played: the pad stays where it is).
fn end_ui(ui: &mut Ui, log: &NewYorkLog, view: &mut NewYorkView, intents: &mut Vec<NewYorkIntent>) {
    if !log.game().is_over() {
        return;
    }
    let record = log.record();
    let play = || crate::export::plays::play_of(record, log.game());
    let input = crate::ui::game_end::GameEndInput { place: &record.place, note: &record.note, play: &play };
    ui.separator();
    if let Some(asked) = crate::ui::game_end::game_end_ui(ui, &input, &mut view.end) {
        intents.push(NewYorkIntent::End(asked));
    }
}

/// Each player's chart line in the colour of their taxis.
pub fn taxi_lines(ui: &Ui, game: &crate::games::new_york::Game) -> Vec<egui::Color32> {
    let dark = ui.visuals().dark_mode;
    game.player_numbers()
        .filter_map(|p| game.player(p))
        .map(|p| theme::chart::taxi_line(p.colour, dark))
        .collect()
}

/// "Chart": an ended game's running totals instead of its map, or the map
/// again; at least `size` (the place it takes in a bar).
pub fn chart_button_ui(ui: &mut Ui, size: egui::Vec2, show_chart: &mut bool) {
    let t = translator(ui.ctx());
    let button = egui::Button::new(t.text("chart-show-chart")).selected(*show_chart).min_size(size);
    if ui.add(button).clicked() {
        *show_chart = !*show_chart;
    }
}

/// The chosen player's tickets, scrolling (with a visible bar) in the room
/// left.
fn side_tickets_ui(
    ui: &mut Ui,
    game: &crate::games::new_york::Game,
    view: &mut NewYorkView,
    intents: &mut Vec<NewYorkIntent>,
) {
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .id_salt("ny-tickets")
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .auto_shrink([false, false])
        .show(ui, |ui| match tickets_ui(ui, game, view.player, view.shown_ticket) {
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
        });
}

/// The bar's "Export PNG…" button: the whole table as a picture.
fn export_button_ui(ui: &mut Ui, intents: &mut Vec<NewYorkIntent>) {
    let t = translator(ui.ctx());
    if ui.button(t.text("ny-export-png")).on_hover_text(t.text("ny-export-png-hint")).clicked() {
        intents.push(NewYorkIntent::ExportPng);
    }
}
