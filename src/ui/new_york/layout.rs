//! Places of fixed size for the New York screens: what a cell or a strip
//! shows changes during a game, where it is and how big it is does not,
//! so nothing below or beside it moves under the pointer.

use egui::{Align, FontId, Layout, Rect, Sense, Ui, UiBuilder, Vec2};

/// Gives `add` a rectangle of exactly `size` at the next place of `ui`:
/// what it draws is clipped to it, and what comes after starts at the
/// same place whatever it drew.
pub fn fixed_ui<R>(ui: &mut Ui, size: Vec2, add: impl FnOnce(&mut Ui) -> R) -> R {
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    in_rect_ui(ui, rect, add)
}

/// Draws `add` inside `rect` (clipped to it), left to right.
pub fn in_rect_ui<R>(ui: &mut Ui, rect: Rect, add: impl FnOnce(&mut Ui) -> R) -> R {
    let mut child =
        ui.new_child(UiBuilder::new().max_rect(rect).layout(Layout::left_to_right(Align::Center)));
    child.set_clip_rect(rect.intersect(ui.clip_rect()));
    add(&mut child)
}

/// The body font of `ui`.
pub fn body_font(ui: &Ui) -> FontId {
    egui::TextStyle::Body.resolve(ui.style())
}

/// How wide `text` is in `font`, on one line.
pub fn text_width(ui: &Ui, text: &str, font: &FontId) -> f32 {
    ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE).size().x)
}

/// How tall `text` is in `font` when wrapped at `width`.
pub fn wrapped_height(ui: &Ui, text: &str, font: &FontId, width: f32) -> f32 {
    ui.fonts_mut(|f| f.layout(text.to_string(), font.clone(), egui::Color32::WHITE, width.max(1.0)).size().y)
}

/// How many lines items of these widths take when laid out left to right
/// and wrapped at `width` (`gap` between two on a line); at least one.
pub fn lines_for(widths: &[f32], width: f32, gap: f32) -> usize {
    let mut lines = 1;
    let mut x = 0.0;
    for w in widths {
        if x > 0.0 && x + gap + w > width {
            lines += 1;
            x = *w;
        } else {
            x += if x > 0.0 { gap + w } else { *w };
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_wrap_onto_as_many_lines_as_they_need() {
        assert_eq!(lines_for(&[], 100.0, 5.0), 1);
        assert_eq!(lines_for(&[40.0, 40.0], 100.0, 5.0), 1);
        assert_eq!(lines_for(&[40.0, 40.0, 40.0], 100.0, 5.0), 2);
        // An item wider than the line still takes one line of its own.
        assert_eq!(lines_for(&[150.0, 40.0], 100.0, 5.0), 2);
    }
}
