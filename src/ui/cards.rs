//! The cards bar: the two revealed terrain cards, and how the next two are
//! entered: buttons or keys D F M W A for real cards, or one button when
//! the app deals from its own deck.

use super::theme;
use crate::rules::Game;
use crate::sheet::Card;
use egui::{Button, Key, Modifiers, RichText, Ui};

/// What the person asked of the cards bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardsIntent {
    /// A card was picked; with one already picked, both are revealed.
    Pick(Card),
    /// Forget the card picked first.
    ClearPick,
    /// Reveal the app deck's next two cards.
    RevealNext,
}

/// The key that enters a card.
pub fn card_key(card: Card) -> Key {
    match card {
        Card::Desert => Key::D,
        Card::Forest => Key::F,
        Card::Mountain => Key::M,
        Card::Water => Key::W,
        Card::Any => Key::A,
    }
}

/// Title-case name of a card for buttons.
pub fn card_title(card: Card) -> &'static str {
    match card {
        Card::Desert => "Desert",
        Card::Forest => "Forest",
        Card::Mountain => "Mountain",
        Card::Water => "Water",
        Card::Any => "Any",
    }
}

/// A coloured chip showing one revealed card.
pub fn card_chip(ui: &mut Ui, card: Card, label: &str) {
    let text = RichText::new(card_title(card)).color(theme::INK).strong();
    let response = ui.add(
        Button::new(text)
            .fill(theme::card_fill(card))
            .min_size(theme::CARD_BUTTON)
            .sense(egui::Sense::hover()),
    );
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Label, true, format!("{label} {}", card.name()))
    });
}

/// Draws the cards bar; `pending` is the first card picked of two.
pub fn cards_ui(ui: &mut Ui, game: &Game, pending: Option<Card>) -> Option<CardsIntent> {
    let mut intent = None;
    ui.horizontal_wrapped(|ui| {
        if let Some([a, b]) = game.turn_cards() {
            ui.label("Cards:");
            card_chip(ui, a, "revealed card");
            card_chip(ui, b, "revealed card");
            return;
        }
        if game.is_over() || game.solo_reshuffle_due() {
            return;
        }
        if game.next_app_cards().is_some() {
            let button = Button::new(RichText::new("Reveal next cards  (Space)").strong())
                .min_size(theme::CARD_BUTTON);
            let keyed = crate::ui::keys::enter_space_free(ui, game.sheet())
                && ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Space));
            if ui.add(button).clicked() || keyed {
                intent = Some(CardsIntent::RevealNext);
            }
            return;
        }
        ui.label(if pending.is_some() { "Second card:" } else { "Enter the two revealed cards:" });
        let seen = game.cards_seen_this_round();
        for card in Card::ALL {
            let left = card.deck_count() - seen[card.index()] - u8::from(pending == Some(card));
            let text =
                RichText::new(format!("{} ({})", card_title(card), card_key(card).name())).color(theme::INK);
            let button = Button::new(text).fill(theme::card_fill(card)).min_size(theme::CARD_BUTTON);
            let response =
                ui.add_enabled(left > 0, button).on_hover_text(format!("{left} left in the deck this round"));
            let keyed = left > 0
                && crate::ui::keys::shortcuts_allowed(ui)
                && ui.input_mut(|i| i.consume_key(Modifiers::NONE, card_key(card)));
            if response.clicked() || keyed {
                intent = Some(CardsIntent::Pick(card));
            }
        }
        if let Some(first) = pending {
            ui.separator();
            card_chip(ui, first, "first card");
            if ui.button("Clear").clicked() || ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
                intent = Some(CardsIntent::ClearPick);
            }
        }
    });
    intent
}
