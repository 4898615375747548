//! The prompt under the cards bar: what the shown sheet has to do now
//! (draw a trail, draw a bonus trail, or pass when nothing matches).

use crate::games::tucana::rules::{Action, TucanaGame};
use crate::games::tucana::sheet::Card;
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{RichText, Role, Ui, WidgetInfo};

/// What the person asked from the turn prompt.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnIntent {
    /// Apply an action (a pass).
    Act(Action),
    /// Show another sheet.
    ShowSeat(u8),
    /// Take back this seat's own trail (or pass) of the last turn.
    TakeBack(u8),
}

/// Draws the prompt for `seat`; `pending` is the real card entered first
/// of two (the prompt then asks for the second); `can_take_back` offers to
/// take back the seat's own trail of the last turn (until the next cards
/// are revealed).
pub fn turn_ui(
    ui: &mut Ui,
    game: &TucanaGame,
    seat: u8,
    pending: Option<Card>,
    can_take_back: bool,
) -> Option<TurnIntent> {
    let t = translator(ui.ctx());
    let player = game.player(seat)?;
    let name = player.name.as_str();
    let mut intent = None;
    let Some([c1, c2]) = game.turn_cards() else {
        ui.horizontal_wrapped(|ui| {
            if !game.is_over() && !game.solo_reshuffle_due() {
                match pending {
                    Some(first) => {
                        ui.label(t.format("turn-reveal-second", &[("card", t.card(first).into())]))
                    }
                    None => ui.label(t.text("turn-reveal-first")),
                };
            }
            if can_take_back && !game.is_over() {
                take_back_button(ui, &t, name, seat, &mut intent);
            }
        });
        return intent;
    };
    let (c1, c2) = (t.card(c1), t.card(c2));
    ui.horizontal_wrapped(|ui| {
        let owed = game.owed_bonus_trails(seat);
        if owed > 0 {
            let text = t.format("turn-bonus", &[("name", name.into()), ("owed", i64::from(owed).into())]);
            prompt(ui, &text);
        } else if game.pass_offered(seat) {
            let text = t.format(
                "turn-must-pass",
                &[("name", name.into()), ("c1", c1.as_str().into()), ("c2", c2.as_str().into())],
            );
            prompt(ui, &text);
            if ui.button(t.text("turn-pass")).on_hover_text(t.text("key-hint-pass")).clicked() {
                intent = Some(TurnIntent::Act(Action::Pass { seat }));
            }
        } else if game.is_done(seat) {
            let waiting: Vec<&str> = game
                .unfinished_players()
                .iter()
                .filter_map(|s| game.player(*s).map(|p| p.name.as_str()))
                .collect();
            if waiting.is_empty() {
                ui.label(t.format("turn-done-all", &[("name", name.into())]));
            } else {
                ui.label(
                    t.format("turn-done", &[("name", name.into()), ("waiting", t.names(&waiting).into())]),
                );
            }
            if let Some(next) = game.next_unfinished_seat(seat)
                && let Some(p) = game.player(next)
                && ui
                    .button(t.format("turn-show-sheet", &[("name", p.name.as_str().into())]))
                    .on_hover_text(t.text("key-hint-next"))
                    .clicked()
            {
                intent = Some(TurnIntent::ShowSeat(next));
            }
            if can_take_back {
                take_back_button(ui, &t, name, seat, &mut intent);
            }
        } else {
            let n = game.legal_trails(seat).len() as i64;
            ui.label(t.format(
                "turn-draw",
                &[
                    ("name", name.into()),
                    ("c1", c1.as_str().into()),
                    ("c2", c2.as_str().into()),
                    ("count", n.into()),
                ],
            ));
        }
    });
    intent
}

fn prompt(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).color(theme::prompt_text(ui)).strong())
        .widget_info(|| WidgetInfo::labeled(Role::Label, true, text.to_string()));
}

/// "Take back Alice's trail": the player's own trail of the last turn goes,
/// the others' stay.
fn take_back_button(
    ui: &mut Ui,
    t: &crate::i18n::Translator,
    name: &str,
    seat: u8,
    intent: &mut Option<TurnIntent>,
) {
    if ui.button(t.format("take-back-button", &[("name", name.into())])).clicked() {
        *intent = Some(TurnIntent::TakeBack(seat));
    }
}
