//! The table's bonus cards: what is left of each blue stack and the red
//! cards, and a way to mark a card taken by a player whose sheet is not on
//! this device.

use crate::games::tucana::rules::{Action, BonusCard, TucanaGame};
use crate::games::tucana::sheet::{Letter, Sight};
use crate::i18n::Translator;
use crate::ui::lang::translator;
use crate::ui::one_pass_grid::{one_pass_grid_ui, text_width};
use crate::ui::theme;
use egui::{RichText, Role, Ui, WidgetInfo};

/// Draws the table's bonus cards; returns a `TakenBy` action when a card
/// is marked as taken at the table by a seat kept on paper.
pub fn table_ui(ui: &mut Ui, game: &TucanaGame) -> Option<Action> {
    let t = translator(ui.ctx());
    let mut intent = None;
    // A card can be marked for a sheet kept on paper while the game goes
    // on; after its end there is nothing left to take (a button there was
    // only refused with "The game is over").
    let untracked = usize::from(game.setup().table_size) > game.players().len() && !game.is_over();
    ui.label(RichText::new(t.text("table-title")).size(theme::HEADING_SIZE).strong());
    // The cards' lines first, so the column is measured before it is drawn
    // (see `one_pass_grid`): the table is drawn right in the first frame.
    let blue: Vec<(Letter, String)> = Letter::ALL
        .into_iter()
        .map(|letter| {
            let stack = &game.blue_stacks()[letter.index()];
            let pair = t.pair(letter);
            let text = match stack.last() {
                Some(top) if stack.len() > 1 => t.format(
                    "table-blue-then",
                    &[
                        ("pair", pair.into()),
                        ("points", i64::from(top.points).into()),
                        ("next", i64::from(stack[0].points).into()),
                    ],
                ),
                Some(top) => {
                    t.format("table-blue", &[("pair", pair.into()), ("points", i64::from(top.points).into())])
                }
                None => t.format("table-blue-gone", &[("pair", pair.into())]),
            };
            (letter, text)
        })
        .collect();
    let red: Vec<(Sight, String)> = game
        .red_cards_on_table()
        .iter()
        .map(|&sight| {
            let text = t.format(
                "table-red",
                &[
                    ("sight", t.sight(sight).into()),
                    ("points", i64::from(crate::games::tucana::rules::RED_CARD_POINTS).into()),
                ],
            );
            (sight, text)
        })
        .collect();
    let width = blue
        .iter()
        .map(|(_, text)| text)
        .chain(red.iter().map(|(_, text)| text))
        .map(|text| text_width(ui, text.as_str()))
        .fold(0.0, f32::max);
    let height = ui.text_style_height(&egui::TextStyle::Body);
    one_pass_grid_ui(ui, "table-cards", &[width], theme::GRID_SPACING, |grid| {
        for (letter, text) in &blue {
            let stack = &game.blue_stacks()[letter.index()];
            grid.row(height, |row| {
                row.cell(|ui| {
                    ui.label(RichText::new(text).color(theme::BLUE_CARD)).widget_info(|| {
                        WidgetInfo::labeled(
                            Role::Label,
                            true,
                            t.format("table-blue-label", &[("text", text.as_str().into())]),
                        )
                    })
                });
                if untracked && !stack.is_empty() {
                    row.cell(|ui| taken_button(ui, &t, game, BonusCard::Blue(*letter), &mut intent));
                }
            });
        }
        for (sight, text) in &red {
            grid.row(height, |row| {
                row.cell(|ui| {
                    ui.label(RichText::new(text).color(theme::RED_CARD))
                        .widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()))
                });
                if untracked {
                    row.cell(|ui| taken_button(ui, &t, game, BonusCard::Red(*sight), &mut intent));
                }
            });
        }
    });
    if game.setup().special_bonus() && game.red_cards_on_table().is_empty() {
        ui.label(RichText::new(t.text("table-no-red")).color(theme::MUTED_INK));
    }
    intent
}

/// The "mark taken" button of a card, for a player whose sheet is kept
/// on paper: the record says which seat took it (a menu of the paper
/// seats when there are several), or "taken this turn" once marked.
fn taken_button(
    ui: &mut Ui,
    t: &Translator,
    game: &TucanaGame,
    card: BonusCard,
    intent: &mut Option<Action>,
) {
    if game.marked_elsewhere().contains(&card) {
        ui.label(RichText::new(t.text("table-taken")).color(theme::MUTED_INK));
        return;
    }
    let name = t.bonus_card(card);
    let label = t.format("table-taken-label", &[("card", name.as_str().into())]);
    let hint = t.format("table-taken-hint", &[("card", name.as_str().into())]);
    let paper: Vec<u8> = (1..=game.setup().table_size).filter(|s| game.player(*s).is_none()).collect();
    if let [seat] = paper[..] {
        let response = ui.small_button(t.text("table-taken-button")).on_hover_text(hint);
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        if response.clicked() {
            *intent = Some(Action::TakenBy { card, seat });
        }
        return;
    }
    let menu = ui.menu_button(t.text("table-taken-button"), |ui| {
        for seat in &paper {
            let who = t.standing_name(None, *seat);
            let by = t.format(
                "table-taken-by-label",
                &[("card", name.as_str().into()), ("player", who.as_str().into())],
            );
            let response = ui.button(&who);
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &by));
            if response.clicked() {
                *intent = Some(Action::TakenBy { card, seat: *seat });
            }
        }
    });
    menu.response.on_hover_text(hint).widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
}
