//! The play screen of a running game: toolbar with undo/redo and the
//! status, the message line, the scoring pad and table cards beside the map,
//! one tab per sheet, the cards bar, the turn prompt and the map.

use crate::app::{Intent, MessageKind, Play};
use crate::ui::cards::{CardsIntent, cards_ui};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::map::{MapInput, MapIntent, map_ui};
use crate::ui::turn::{TurnIntent, turn_ui};
use crate::ui::{keys, pad, reshuffle, status, summary, table, theme};
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Role, Ui, WidgetInfo};
use std::collections::VecDeque;

/// The play screen: toolbar, status line, scoring pad, tabs, cards bar,
/// turn prompt and map. Everything asked is pushed to `intents`.
pub fn play_ui(
    ui: &mut Ui,
    play: &mut Play,
    message: Option<&(MessageKind, String)>,
    news: &VecDeque<String>,
    intents: &mut Vec<Intent>,
) {
    shortcuts(ui, intents);
    intents.extend(keys::finish_keys(ui, play));
    egui::Panel::top("toolbar").show(ui, |ui| toolbar_ui(ui, play, intents));
    egui::Panel::bottom("status").show(ui, |ui| {
        message_ui(ui, message, news);
        keys::help_ui(ui);
    });
    // The pad's width is fixed: no resize handle (egui would name it for
    // screen readers in English, "Resize panel").
    let paper = theme::paper_frame(ui);
    egui::Panel::right("pad").exact_size(theme::PAD_WIDTH).resizable(false).frame(paper).show(ui, |ui| {
        theme::paper_ui(ui);
        egui::ScrollArea::vertical().show(ui, |ui| {
            let game = play.log.game();
            if let Some(player) = game.player(play.seat) {
                ui.label(
                    RichText::new(tr_args(ui, "sheet-of", &[("name", player.name.as_str().into())]))
                        .size(theme::HEADING_SIZE + 2.0)
                        .strong(),
                );
                pad::pad_ui(ui, &game.score_card(player), game.sight_sum_now(player));
            }
            ui.separator();
            if let Some(action) = table::table_ui(ui, game) {
                intents.push(Intent::Act(action));
            }
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        let game = play.log.game();
        tabs_ui(ui, play, intents);
        if play.show_scores {
            // Minimal adaptation on the record branch: the lead wires
            // `SummaryIntent::SetPaperTotal` (then `can_type: true`).
            let paper_totals = &play.log.record().paper_totals;
            let input = summary::SummaryInput { game, paper_totals, can_type: false };
            if summary::summary_ui(ui, &input) == Some(summary::SummaryIntent::Close) {
                intents.push(Intent::ShowScores(false));
            }
            return;
        }
        if let Some(action) = reshuffle::reshuffle_ui(ui, game, &mut play.reshuffle_kept) {
            intents.push(Intent::Act(action));
        }
        match cards_ui(ui, game, play.pending_card) {
            Some(CardsIntent::Pick(c)) => intents.push(Intent::PickCard(c)),
            Some(CardsIntent::ClearPick) => intents.push(Intent::ClearCard),
            Some(CardsIntent::RevealNext) => intents.push(Intent::RevealNext),
            None => {}
        }
        match turn_ui(ui, game, play.seat) {
            Some(TurnIntent::Act(a)) => intents.push(Intent::Act(a)),
            Some(TurnIntent::ShowSeat(s)) => intents.push(Intent::ShowSeat(s)),
            None => {}
        }
        if game.is_over() {
            ui.horizontal(|ui| {
                ui.label(RichText::new(tr(ui, "play-game-over")).strong());
                if ui.button(tr(ui, "play-show-final-scores")).clicked() {
                    intents.push(Intent::ShowScores(true));
                }
            });
        }
        let Some(player) = game.player(play.seat) else { return };
        let highlight = game.owed_bonus_trails(play.seat) == 0;
        let input = MapInput { game, player, legal: game.legal_trails(play.seat), highlight };
        match map_ui(ui, &input, &mut play.view) {
            Some(MapIntent::Trail(a, b)) => intents.push(Intent::Trail(a, b)),
            Some(MapIntent::Hint(h)) => intents.push(Intent::Hint(h)),
            None => {}
        }
    });
}

fn shortcuts(ui: &Ui, intents: &mut Vec<Intent>) {
    let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
    let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
    ui.input_mut(|i| {
        if i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y) {
            intents.push(Intent::Redo);
        } else if i.consume_shortcut(&undo) {
            intents.push(Intent::Undo);
        }
    });
}

fn toolbar_ui(ui: &mut Ui, play: &mut Play, intents: &mut Vec<Intent>) {
    ui.horizontal(|ui| {
        crate::ui::game_menu::game_menu_ui(ui, intents);
        crate::ui::settings_menu::settings_menu_ui(ui, Some(play.view.large_targets), intents);
        ui.separator();
        if ui
            .add_enabled(play.log.can_undo(), egui::Button::new(tr(ui, "toolbar-undo")))
            .on_hover_text(tr(ui, "toolbar-undo-keys"))
            .clicked()
        {
            intents.push(Intent::Undo);
        }
        if ui
            .add_enabled(play.log.can_redo(), egui::Button::new(tr(ui, "toolbar-redo")))
            .on_hover_text(tr(ui, "toolbar-redo-keys"))
            .clicked()
        {
            intents.push(Intent::Redo);
        }
        ui.separator();
        if ui.button(tr(ui, "toolbar-fit")).on_hover_text(tr(ui, "toolbar-fit-hint")).clicked() {
            play.view.fit();
        }
        let zoom_in = ui.button("+").on_hover_text(tr(ui, "toolbar-zoom-in-hint"));
        let label = tr(ui, "toolbar-zoom-in");
        zoom_in.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
        if zoom_in.clicked() {
            play.view.zoom = (play.view.zoom * 1.25).min(theme::ZOOM_RANGE.1);
        }
        let zoom_out = ui.button("-").on_hover_text(tr(ui, "toolbar-zoom-out"));
        let label = tr(ui, "toolbar-zoom-out");
        zoom_out.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
        if zoom_out.clicked() {
            play.view.zoom = (play.view.zoom / 1.25).max(theme::ZOOM_RANGE.0);
        }
        ui.separator();
        let scores = if play.show_scores { "toolbar-map" } else { "toolbar-all-scores" };
        if ui.button(tr(ui, scores)).clicked() {
            intents.push(Intent::ShowScores(!play.show_scores));
        }
        ui.separator();
        let text = status::status_line(&translator(ui.ctx()), play.log.game());
        ui.label(RichText::new(&text).strong())
            .widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()));
    });
}

fn tabs_ui(ui: &mut Ui, play: &Play, intents: &mut Vec<Intent>) {
    let game = play.log.game();
    if game.players().len() < 2 {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for p in game.players() {
            let done = game.turn_cards().is_some() && game.is_done(p.seat);
            let name = p.name.as_str();
            let text =
                if done { tr_args(ui, "tab-done", &[("name", name.into())]) } else { name.to_string() };
            let text = RichText::new(text);
            let text = if done { text.color(theme::done_text(ui)) } else { text };
            let response = ui.selectable_label(p.seat == play.seat, text);
            let state = if done {
                "done"
            } else if game.turn_cards().is_some() {
                "play"
            } else {
                "waiting"
            };
            let label = tr_args(ui, "tab-label", &[("name", name.into()), ("state", state.into())]);
            response
                .widget_info(|| WidgetInfo::selected(Role::Tab, true, p.seat == play.seat, label.clone()));
            if response.clicked() {
                intents.push(Intent::ShowSeat(p.seat));
            }
        }
    });
}

fn message_ui(ui: &mut Ui, message: Option<&(MessageKind, String)>, news: &VecDeque<String>) {
    ui.horizontal_wrapped(|ui| {
        if let Some((kind, text)) = message {
            let colour = match kind {
                MessageKind::Error => theme::error_text(ui),
                MessageKind::Hint => theme::plain_text(ui),
                MessageKind::News => theme::news_text(ui),
            };
            let label = tr_args(ui, "status-label", &[("text", text.into())]);
            // Errors are underlined as well as red (red and green look
            // alike to many colour-blind players).
            let shown = RichText::new(text).color(colour).strong();
            let shown = if *kind == MessageKind::Error { shown.underline() } else { shown };
            ui.label(shown).widget_info(|| WidgetInfo::labeled(Role::Label, true, label.clone()));
        } else {
            ui.label(" ");
        }
    });
    for line in news {
        ui.label(RichText::new(line).color(theme::muted_text(ui)).small());
    }
}
