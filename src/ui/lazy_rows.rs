//! Rows of a long list drawn only near the part of it in view.
//!
//! The start screen lists every unfinished game; with fifty of them, laying
//! out (and wording) every row made the first frame late, though only a
//! handful fit the window. A row away from the view takes its remembered
//! height as empty space instead: the list scrolls the same, and the rows
//! scrolled to are drawn then. One row beyond each edge is drawn too, so
//! Tab from the last row in view reaches the next one (egui then scrolls it
//! into view).

use egui::{Id, Ui, vec2};

/// The height of the last row drawn, for rows not drawn yet.
fn estimate_id() -> Id {
    Id::unique("lazy-row-height")
}

/// Draws the row `id` with `add` when it is in view or next to it;
/// otherwise keeps its place with empty space of its last height (or the
/// last drawn row's). A row never measured, with nothing to go by, is drawn.
pub fn lazy_row_ui(ui: &mut Ui, id: Id, add: impl FnOnce(&mut Ui)) {
    let known: Option<f32> = ui.data(|d| d.get_temp(id).or_else(|| d.get_temp(estimate_id())));
    let width = ui.available_width();
    if let Some(height) = known {
        let spacing = ui.spacing().item_spacing.y;
        let place = egui::Rect::from_min_size(ui.cursor().min, vec2(width, height));
        if !ui.is_rect_visible(place.expand2(vec2(0.0, height + spacing))) {
            ui.allocate_space(vec2(width, height));
            return;
        }
    }
    let height = ui.scope(add).response.rect.height();
    ui.data_mut(|d| {
        d.insert_temp(id, height);
        d.insert_temp(estimate_id(), height);
    });
}
