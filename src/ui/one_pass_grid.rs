//! A grid that is drawn right the first time it is shown.
//!
//! egui's `Grid` learns its column widths and row heights from the frame
//! before. The first time a grid is shown it knows neither, so it hides
//! its cells and asks egui to throw the whole frame's layout away and run
//! it again (`request_discard`): the app's first frame, which always shows
//! a grid, cost two layouts instead of one (issue 16). Here the caller
//! gives the column widths, measured from what the cells will hold (texts
//! and fixed sizes are known before drawing), and a first guess of each
//! row's height; the heights actually drawn are remembered for the next
//! frame, as egui's grid remembers them. Cells are placed as egui's grid
//! places them: each column as wide as given, the last one as wide as
//! what is left; a widget in a cell sits at the left, centred on the row's
//! height; a nested `ui` (a scope, a vertical group) starts at the row's
//! top.

use egui::{Align, Id, Layout, Rect, Ui, UiBuilder, Vec2, pos2, vec2};

/// The rows of a grid laid out in one pass; see the module's comment.
pub struct OnePassGrid<'a> {
    ui: &'a mut Ui,
    /// Every column's width but the last one's.
    widths: Vec<f32>,
    spacing: Vec2,
    /// The heights drawn the frame before (none the first time).
    before: Vec<f32>,
    /// The heights drawn this frame.
    drawn: Vec<f32>,
    /// Where the next row starts.
    next_top: f32,
    /// What the cells drew, all rows together.
    used: Rect,
}

/// Shows a grid in `ui`, its rows added by `rows`; `widths` are every
/// column's but the last (which takes what is left), each at least as wide
/// as egui's grid makes a column. `id_salt` keeps the row heights between
/// frames, as egui's `Grid::new` id does.
pub fn one_pass_grid_ui<R>(
    ui: &mut Ui,
    id_salt: impl egui::AsIdSalt,
    widths: &[f32],
    spacing: Vec2,
    rows: impl FnOnce(&mut OnePassGrid<'_>) -> R,
) -> R {
    let id: Id = ui.make_persistent_id(id_salt);
    let min_width = ui.spacing().interact_size.x;
    let widths: Vec<f32> = widths.iter().map(|w| w.max(min_width)).collect();
    let before = ui.data(|d| d.get_temp::<Vec<f32>>(id)).unwrap_or_default();
    let top_left = ui.cursor().min;
    let mut grid = OnePassGrid {
        ui,
        widths,
        spacing,
        before,
        drawn: Vec::new(),
        next_top: top_left.y,
        used: Rect::from_min_size(top_left, Vec2::ZERO),
    };
    let r = rows(&mut grid);
    let OnePassGrid { ui, before, drawn, used, .. } = grid;
    ui.advance_cursor_after_rect(used);
    if drawn != before {
        ui.data_mut(|d| d.insert_temp(id, drawn));
        // The next frame centres on the heights now known.
        ui.ctx().request_repaint();
    }
    r
}

impl OnePassGrid<'_> {
    /// One row: `cells` adds its cells, left to right, through
    /// [`GridRow::cell`] and [`GridRow::cell_top`]. `height` is the row's
    /// height as it will be drawn (its tallest cell), used to centre the
    /// cells the first time; then the height drawn the frame before is used.
    pub fn row<R>(&mut self, height: f32, cells: impl FnOnce(&mut GridRow<'_>) -> R) -> R {
        let min_height = self.ui.spacing().interact_size.y;
        let index = self.drawn.len();
        let height = self.before.get(index).copied().unwrap_or(height).max(min_height);
        let top = self.next_top;
        let left = self.used.left();
        let right = self.ui.max_rect().right();
        let mut row = GridRow {
            ui: &mut *self.ui,
            widths: &self.widths,
            spacing_x: self.spacing.x,
            x: left,
            top,
            right,
            height,
            column: 0,
            drawn_height: min_height,
            used: Rect::from_min_size(pos2(left, top), vec2(0.0, min_height)),
        };
        let r = cells(&mut row);
        let (drawn_height, used) = (row.drawn_height, row.used);
        self.drawn.push(drawn_height);
        self.used = self.used.union(used);
        self.next_top = top + drawn_height + self.spacing.y;
        r
    }
}

/// The cells of one row of a [`OnePassGrid`].
pub struct GridRow<'a> {
    ui: &'a mut Ui,
    widths: &'a [f32],
    spacing_x: f32,
    /// Where the next cell starts.
    x: f32,
    top: f32,
    right: f32,
    /// The height the cells are centred on.
    height: f32,
    column: usize,
    /// The tallest cell drawn, as egui's grid measures a row: the cells'
    /// own heights, not where they were centred.
    drawn_height: f32,
    /// What the cells drew.
    used: Rect,
}

impl GridRow<'_> {
    /// The next cell: one widget, or a horizontal group, centred on the
    /// row's height.
    pub fn cell<R>(&mut self, add: impl FnOnce(&mut Ui) -> R) -> R {
        self.cell_in(self.height, add)
    }

    /// The next cell: a nested `ui` (a scope, a vertical group) that starts
    /// at the row's top, as egui's grid starts one.
    pub fn cell_top<R>(&mut self, add: impl FnOnce(&mut Ui) -> R) -> R {
        self.cell_in(self.ui.spacing().interact_size.y, add)
    }

    /// The rest of the row as one cell, from its start, without the
    /// grid's columns: what needs the grid's whole width (under a row name
    /// drawn in the row above). Starts at the row's top, as
    /// [`GridRow::cell_top`].
    pub fn rest_top<R>(&mut self, add: impl FnOnce(&mut Ui) -> R) -> R {
        self.column = self.widths.len();
        self.cell_top(add)
    }

    fn cell_in<R>(&mut self, height: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
        let width = self.widths.get(self.column).copied().unwrap_or(self.right - self.x).max(0.0);
        let rect = Rect::from_min_size(pos2(self.x, self.top), vec2(width, height));
        let mut child =
            self.ui.new_child(UiBuilder::new().max_rect(rect).layout(Layout::left_to_right(Align::Center)));
        let r = add(&mut child);
        let used = child.min_rect();
        if used.is_finite() {
            self.drawn_height = self.drawn_height.max(used.height());
            self.used = self.used.union(used);
        }
        self.x += width + self.spacing_x;
        self.column += 1;
        r
    }

    /// An empty cell (egui's grid needs `ui.label("")` for one).
    pub fn skip(&mut self) {
        let width = self.widths.get(self.column).copied().unwrap_or(0.0);
        self.x += width + self.spacing_x;
        self.column += 1;
    }
}

/// How wide `text` is drawn in a label of the body style, on one line (as
/// egui's grid draws a label): for measuring a column before drawing it.
pub fn text_width(ui: &Ui, text: impl Into<egui::WidgetText>) -> f32 {
    text_width_as(ui, text, egui::TextStyle::Body)
}

/// How many rows `widths`, laid out left to right `gap` apart, take in
/// `width`, wrapping as egui's `horizontal_wrapped` does.
pub fn wrapped_rows(widths: &[f32], width: f32, gap: f32) -> usize {
    let mut rows = 1;
    let mut x = 0.0;
    for &w in widths {
        if x > 0.0 && x + gap + w > width {
            rows += 1;
            x = w;
        } else {
            x += if x > 0.0 { gap + w } else { w };
        }
    }
    rows
}

/// How wide `text` is drawn on one line in `style` (a button's, a
/// checkbox's or a combo box's text is drawn in the button style).
pub fn text_width_as(ui: &Ui, text: impl Into<egui::WidgetText>, style: egui::TextStyle) -> f32 {
    text.into().into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style).size().x
}

/// How high egui draws the widgets of a form, for the height of a row
/// measured before drawing ([`OnePassGrid::row`]).
pub struct RowHeights {
    /// The least a row is (egui's interaction height).
    pub line: f32,
    /// A row of radio buttons.
    pub radio: f32,
    /// A row of buttons.
    pub button: f32,
    /// A row of small buttons.
    pub small_button: f32,
    /// A one-line text field.
    pub text_edit: f32,
}

impl RowHeights {
    /// The heights in `ui`'s style.
    pub fn of(ui: &Ui) -> RowHeights {
        let spacing = ui.spacing();
        let line = spacing.interact_size.y;
        let body = ui.text_style_height(&egui::TextStyle::Body);
        let button = ui.text_style_height(&egui::TextStyle::Button);
        let small = ui.text_style_height(&egui::TextStyle::Small);
        RowHeights {
            line,
            radio: line.max(body).max(spacing.icon_width),
            button: (button + 2.0 * spacing.button_padding.y).max(line),
            small_button: small.max(line),
            // A text field's margin is 4 points above and below its text.
            text_edit: (body + 2.0 * 4.0).max(line),
        }
    }
}
