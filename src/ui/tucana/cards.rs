//! The cards bar: the two revealed terrain cards, and how the next two are
//! entered: buttons or keys D F M W A for real cards, or one button when
//! the app deals from its own deck.

use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::Card;
use crate::i18n::Translator;
use crate::ui::lang::translator;
use crate::ui::one_pass_grid::{text_width_as, wrapped_rows};
use crate::ui::theme;
use egui::{Button, Key, Modifiers, RichText, Ui};

/// What the person asked of the cards bar.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardsIntent {
    /// A card was picked; with one already picked, both are revealed.
    Pick(Card),
    /// Forget the card picked first.
    ClearPick,
    /// Reveal the app deck's next two cards.
    RevealNext,
    /// A card type the deck has no more of this round was pressed (its key
    /// or its grey button): nothing is picked, the app says why.
    UsedUp {
        /// The card asked for.
        card: Card,
        /// How many of it were revealed this round, the card picked first
        /// of the two included (all of the deck's).
        revealed: u8,
    },
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

/// A coloured chip showing one revealed card; `label_key` names the
/// message that labels it for screen readers ("revealed card Desert").
pub fn card_chip(ui: &mut Ui, card: Card, label_key: &str) {
    let t = translator(ui.ctx());
    let text = RichText::new(t.card_short(card)).color(theme::INK).strong();
    let response = ui.add(
        Button::new(text)
            .fill(theme::card_fill(card))
            .min_size(theme::CARD_BUTTON)
            .sense(egui::Sense::hover()),
    );
    response.widget_info(|| {
        let label = t.format(label_key, &[("card", t.card(card).into())]);
        egui::WidgetInfo::labeled(egui::Role::Label, true, label)
    });
}

/// Draws the cards bar; `pending` is the first card picked of two.
pub fn cards_ui(ui: &mut Ui, game: &TucanaGame, pending: Option<Card>) -> Option<CardsIntent> {
    let t = translator(ui.ctx());
    let mut intent = None;
    ui.horizontal_wrapped(|ui| {
        if let Some([a, b]) = game.turn_cards() {
            ui.label(t.text("cards-revealed"));
            card_chip(ui, a, "card-chip-revealed");
            card_chip(ui, b, "card-chip-revealed");
            return;
        }
        if game.is_over() || game.solo_reshuffle_due() {
            return;
        }
        if game.next_app_cards().is_some() {
            let text = t.format("cards-reveal-next", &[("key", t.text("key-space").into())]);
            let button = Button::new(RichText::new(text).strong()).min_size(theme::CARD_BUTTON);
            let keyed = crate::ui::keys::enter_space_free(ui, game.sheet())
                && ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Space));
            let hint = t.format("key-hint-reveal", &[("space", t.text("key-space").into())]);
            if ui.add(button).on_hover_text(hint).clicked() || keyed {
                intent = Some(CardsIntent::RevealNext);
            }
            return;
        }
        ui.label(t.text(if pending.is_some() { "cards-second" } else { "cards-enter" }));
        let seen = game.cards_seen_this_round();
        for card in Card::ALL {
            let left = card.deck_count() - seen[card.index()] - u8::from(pending == Some(card));
            let text = RichText::new(card_button_text(&t, card)).color(theme::INK);
            let button = Button::new(text).fill(theme::card_fill(card)).min_size(theme::CARD_BUTTON);
            let hint = t.format("cards-left", &[("left", i64::from(left).into())]);
            let response = ui.add_enabled(left > 0, button).on_hover_text(&hint).on_disabled_hover_text(hint);
            let keyed = crate::ui::keys::shortcuts_allowed(ui)
                && ui.input_mut(|i| i.consume_key(Modifiers::NONE, card_key(card)));
            if left > 0 && (response.clicked() || keyed) {
                intent = Some(CardsIntent::Pick(card));
            } else if left == 0 && (keyed || clicked_while_disabled(ui, &response)) {
                // A grey button is pressed as often as any: say why nothing
                // happens instead of doing nothing.
                let revealed = card.deck_count() - left;
                intent = Some(CardsIntent::UsedUp { card, revealed });
            }
        }
        // Where the keys are not the initials of the card names (W for
        // "Eau", every key in Russian), the row says what they stand for.
        let note = t.text("cards-keys-note");
        if !note.trim().is_empty() {
            ui.label(RichText::new(note).color(theme::muted_text(ui)));
        }
        if let Some(first) = pending {
            ui.separator();
            card_chip(ui, first, "card-chip-first");
            if ui.button(t.text("cards-clear")).clicked()
                || ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
            {
                intent = Some(CardsIntent::ClearPick);
            }
        }
    });
    intent
}

/// How high [`cards_ui`] draws at the width of `ui`: one row of card
/// buttons where everything fits, more where the row wraps (a narrow map
/// column, long card names: at 800 points the five buttons take two rows).
/// With real cards it is measured for the fullest moment of a turn — the
/// first card entered, with its chip and Clear — so the bar, and the map
/// under it, keep their place from the first card to the last turn.
pub fn cards_bar_height(ui: &Ui, game: &TucanaGame) -> f32 {
    let spacing = ui.spacing().item_spacing;
    let rows = if matches!(game.setup().deck, crate::games::tucana::rules::DeckMode::RealCards) {
        let t = translator(ui.ctx());
        let button = |text: String| {
            let padding = ui.spacing().button_padding.x * 2.0;
            (text_width_as(ui, text, egui::TextStyle::Button) + padding).max(theme::CARD_BUTTON.x)
        };
        let label = |key: &str| text_width_as(ui, t.text(key), egui::TextStyle::Body);
        let mut widths = vec![label("cards-enter").max(label("cards-second"))];
        widths.extend(Card::ALL.iter().map(|&card| button(card_button_text(&t, card))));
        let note = t.text("cards-keys-note");
        if !note.trim().is_empty() {
            widths.push(text_width_as(ui, note, egui::TextStyle::Body));
        }
        // The separator, the widest chip and Clear.
        widths.push(spacing.x);
        widths.push(Card::ALL.iter().map(|&card| button(t.card_short(card))).fold(0.0, f32::max));
        widths.push(button(t.text("cards-clear")));
        wrapped_rows(&widths, ui.available_width(), spacing.x)
    } else {
        1
    };
    let rows = rows as f32;
    theme::CARD_BUTTON.y * rows + spacing.y * (rows - 1.0)
}

/// Whether a disabled widget was clicked this frame: egui gives it no
/// click, so the pointer is asked directly.
fn clicked_while_disabled(ui: &Ui, response: &egui::Response) -> bool {
    ui.input(|i| {
        i.pointer.primary_clicked() && i.pointer.interact_pos().is_some_and(|p| response.rect.contains(p))
    })
}

/// The text of a card's button, which is also its accessible name: the
/// card's short name and the key that enters it ("Desert (D)").
pub fn card_button_text(t: &Translator, card: Card) -> String {
    t.format("card-button", &[("card", t.card_short(card).into()), ("key", card_key(card).name().into())])
}
