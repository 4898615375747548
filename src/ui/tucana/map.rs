//! The island map of one sheet: terrain, villages, sights and trails drawn
//! from the sheet's data, with zoom and pan. Picking a trail: press on one
//! hex and release on a neighbour, tap one hex then a neighbour, or tap a
//! highlighted trail near the side it crosses. Keyboard: the arrow keys
//! move a cursor over the hexes and Enter or Space picks the hex under it
//! (see [`crate::ui::keys`]).

use super::geometry::{self, MapTransform, coord_at, corners, world_bounds};
use super::symbols::{sight_symbol, terrain_pattern};
use crate::games::tucana::rules::{Action, PlayerState, Refusal, TucanaGame};
use crate::games::tucana::sheet::{Coord, EdgeId, EdgeSet, Feature, Sheet};
use crate::i18n::{Translator, capitalise};
use crate::ui::cursor::{CursorStep, hex_id, start_cursor, step_cursor};
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{
    Align2, EventFilter, FocusDirection, FontId, Key, Modifiers, Pos2, Rect, Response, Role, Sense, Shape,
    Stroke, Ui, Vec2, WidgetInfo, vec2,
};

/// How the map is looked at, kept between frames.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapView {
    /// Zoom relative to "fit" (1 = the whole island fits).
    pub zoom: f32,
    /// Pan in screen points.
    pub pan: Vec2,
    /// The hex tapped as a trail's first end.
    pub selected: Option<Coord>,
    /// The keyboard cursor: the hex the arrow keys are on (none until an
    /// arrow key is pressed, and again after Escape).
    pub cursor: Option<Coord>,
    /// The half-hex column Up and Down aim for, so that going up and down
    /// stays in one column (see [`crate::ui::cursor::step_cursor`]).
    pub cursor_column: i32,
    /// The coach's suggested trails, best first, marked 1, 2, 3 on the map
    /// (set by the play screen each frame from the shown hint).
    pub suggested: [Option<(Coord, Coord)>; 3],
}

impl Default for MapView {
    fn default() -> Self {
        MapView {
            zoom: 1.0,
            pan: Vec2::ZERO,
            selected: None,
            cursor: None,
            cursor_column: 0,
            suggested: [None; 3],
        }
    }
}

impl MapView {
    /// Back to the whole island.
    pub fn fit(&mut self) {
        self.zoom = 1.0;
        self.pan = Vec2::ZERO;
    }
}

/// What the person did on the map.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MapIntent {
    /// Draw a trail between two hexes (the app decides regular or bonus and
    /// lets the rules judge it).
    Trail(Coord, Coord),
    /// A hint for the status line (a refusal said at the first tap).
    Hint(String),
    /// A passing prompt for the status line ("… picked: now tap a
    /// neighbouring hex"), not kept under "Recent".
    Prompt(String),
    /// The hex picked first, then a hex that does not touch it: no trail
    /// can join them. The second hex is picked instead (a fresh start); the
    /// app says why no trail was drawn.
    NotNeighbours(Coord, Coord),
}

/// What the map shows: the sheet of one player and the trails allowed now.
pub struct MapInput<'a> {
    /// The game.
    pub game: &'a TucanaGame,
    /// The sheet shown.
    pub player: &'a PlayerState,
    /// Edges the player may draw now.
    pub legal: EdgeSet,
    /// Whether to highlight them (not while a bonus trail is owed: then
    /// every free side is allowed and highlighting all would only be noise).
    pub highlight: bool,
    /// Larger hit targets for touch screens: hexes never smaller than
    /// [`theme::LARGE_TARGET_RADIUS`] and taps near a side count more readily
    /// (the `large_targets` setting).
    pub large_targets: bool,
}

/// Draws the map into the whole available space and returns what was asked.
pub fn map_ui(ui: &mut Ui, input: &MapInput<'_>, view: &mut MapView) -> Option<MapIntent> {
    let sheet = input.game.sheet();
    let tr = translator(ui.ctx());
    let area = ui.available_rect_before_wrap();
    // Not focusable: Tab and the arrows go to the hexes, not to the sea.
    let background = ui.allocate_rect(area, Sense::CLICK | Sense::DRAG);
    let screen = area.shrink(theme::MAP_MARGIN);
    let world = world_bounds(sheet);
    let mut intent = None;

    let min_zoom = min_zoom(world, screen, input.large_targets);
    handle_zoom_and_pan(ui, &background, world, screen, min_zoom, view);
    view.zoom = view.zoom.max(min_zoom);
    if keyboard(ui, input, view)
        && let Some(cursor) = view.cursor
    {
        keep_in_view(view, world, screen, cursor);
    }
    let t = MapTransform::fit(world, screen, view.zoom, view.pan);
    let painter = ui.painter_at(area);
    painter.rect_filled(area, 0.0, theme::MAP_BACKGROUND);

    let mut shapes = Vec::with_capacity(sheet.hexes().len() * 8);
    draw_terrain(&mut shapes, sheet, &t);
    let highlight = input.highlight && !input.legal.is_empty();
    let marks = highlight.then(|| {
        // The hexes whose sides get full dashes when the legal sides are
        // many: picked, under the keyboard cursor, under the pointer.
        let hovered = ui
            .input(|i| i.pointer.hover_pos())
            .filter(|p| area.contains(*p))
            .map(|p| coord_at(t.to_world(p)));
        let near: Vec<Coord> = [view.selected, view.cursor, hovered].into_iter().flatten().collect();
        legal_marks(sheet, &input.legal, &near)
    });
    if marks.as_ref().is_some_and(|m| !m.quiet) {
        // A veil makes a few dashes stand out; over many it would only
        // wash the whole map out.
        shapes.push(Shape::rect_filled(area, 0.0, theme::CALM_VEIL));
    }
    draw_trails(&mut shapes, input, &t);
    let mut texts = Vec::with_capacity(10);
    draw_features(&mut shapes, &mut texts, input, &t, &tr);
    if let Some(marks) = &marks {
        draw_legal(&mut shapes, sheet, marks, &t);
    }
    draw_suggested(ui, &mut shapes, &mut texts, input, view, &t, &tr);

    // One widget per hex: it takes taps and drags, and names the hex for
    // screen readers and tests.
    let r = t.radius();
    let half = vec2(geometry::hex_width(r) / 2.0, r * 0.75);
    for hex in sheet.hexes() {
        let centre = t.centre(hex.coord);
        let rect = Rect::from_center_size(centre, half * 2.0);
        if !area.intersects(rect) {
            continue;
        }
        let id = hex_id(hex.coord);
        let response = ui.interact(rect, id, Sense::click_and_drag());
        let picked = view.selected == Some(hex.coord);
        response.widget_info(|| {
            WidgetInfo::selected(Role::Button, true, picked, hex_label(&tr, input, hex.coord))
        });
        if response.has_focus() {
            // The arrow keys and Escape belong to the map while a hex has
            // the keyboard focus, not to egui's focus navigation.
            let filter =
                EventFilter { horizontal_arrows: true, vertical_arrows: true, escape: true, tab: false };
            ui.memory_mut(|m| m.set_focus_lock_filter(id, filter));
        }
        if let Some(found) = hex_response(ui, &response, input, hex.coord, &t, view, &mut shapes) {
            intent = Some(found);
        }
    }
    if let Some(sel) = view.selected {
        let hex = corners(t.centre(sel), r).to_vec();
        shapes.push(Shape::convex_polygon(hex.clone(), theme::SELECTED_FILL, Stroke::NONE));
        shapes.push(Shape::closed_line(hex, theme::SELECTED_OUTLINE));
    }
    if let Some(cursor) = view.cursor {
        focus_ring(&mut shapes, t.centre(cursor), r);
    }
    for trail in input.player.trails() {
        let (a, b) = sheet.edge_coords(trail.edge);
        let mid = t.centre(a).lerp(t.centre(b), 0.5);
        let rect = Rect::from_center_size(mid, Vec2::splat(r * 0.3));
        let response = ui.interact(rect, egui::Id::unique(("map-trail", trail.edge)), Sense::hover());
        response.widget_info(|| {
            let label =
                tr.format("trail-label", &[("from", a.to_string().into()), ("to", b.to_string().into())]);
            WidgetInfo::labeled(Role::Image, true, label)
        });
    }
    painter.extend(shapes);
    for (at, s, font, colour) in texts {
        painter.text(at, Align2::CENTER_CENTER, s, font, colour);
    }
    if background.clicked() {
        view.selected = None;
    }
    intent
}

/// Accessibility label of a hex, in the UI's language: "hex (4,6) mountain
/// yeti", "клетка (2,4) лес деревня 3 буква А".
fn hex_label(tr: &Translator, input: &MapInput<'_>, coord: Coord) -> String {
    let sheet = input.game.sheet();
    let at = ("coord", coord.to_string().into());
    let Some(id) = sheet.hex_at(coord) else { return tr.format("hex-label-off", &[at]) };
    let hex = sheet.hex(id);
    let terrain = ("terrain", tr.terrain(hex.terrain).into());
    match hex.feature {
        Some(Feature::Village(n)) => {
            let letter = input.player.letters[usize::from(n.clamp(1, 10)) - 1];
            let number = ("number", i64::from(n).into());
            let letter = ("letter", tr.letter(letter).to_string().into());
            tr.format("hex-label-village", &[at, terrain, number, letter])
        }
        Some(Feature::Sight(s)) => {
            tr.format("hex-label-sight", &[at, terrain, ("sight", tr.sight(s).into())])
        }
        None => tr.format("hex-label", &[at, terrain]),
    }
}

/// The smallest zoom allowed: with large targets, hexes never get smaller
/// on screen than a fingertip (the rest of the island is panned to).
fn min_zoom(world: Rect, screen: Rect, large_targets: bool) -> f32 {
    let (lo, hi) = theme::ZOOM_RANGE;
    if !large_targets {
        return lo;
    }
    let fit_radius = MapTransform::fit(world, screen, 1.0, Vec2::ZERO).radius();
    (theme::LARGE_TARGET_RADIUS / fit_radius.max(0.01)).clamp(lo, hi)
}

/// The map's keys: arrows move the cursor, Escape drops the pick (then the
/// cursor). Enter and Space are egui's own "click the focused widget",
/// which lands in the tap code of [`hex_response`] like a tap. Returns
/// whether the cursor's hex must be brought into view.
fn keyboard(ui: &Ui, input: &MapInput<'_>, view: &mut MapView) -> bool {
    let sheet = input.game.sheet();
    if view.cursor.is_some_and(|c| sheet.hex_at(c).is_none()) {
        view.cursor = None;
    }
    if ui.ctx().text_edit_focused() {
        return false;
    }
    let focused = ui.memory(egui::Memory::focused);
    let focused_hex = focused.and_then(|id| sheet.hexes().iter().map(|h| h.coord).find(|&c| hex_id(c) == id));
    if focused.is_some() && focused_hex.is_none() {
        // A button reached with Tab keeps the arrows, Enter and Space.
        return false;
    }
    if let Some(c) = focused_hex
        && view.cursor != Some(c)
    {
        // A hex reached with Tab (or by a screen reader) becomes the cursor.
        view.cursor = Some(c);
        view.cursor_column = c.dcol;
    }
    let steps: Vec<CursorStep> = ui.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Key { key, pressed: true, modifiers, .. } if modifiers.is_none() => {
                    CursorStep::of_key(*key)
                }
                _ => None,
            })
            .collect()
    });
    let mut moved = false;
    for step in steps {
        let Some(from) = view.cursor else {
            // The first arrow shows where the cursor starts, without moving.
            let start = view.selected.or_else(|| start_cursor(sheet));
            view.cursor = start;
            view.cursor_column = start.map_or(0, |c| c.dcol);
            moved = true;
            continue;
        };
        let to = step_cursor(sheet, from, step, view.cursor_column);
        if matches!(step, CursorStep::Left | CursorStep::Right) {
            view.cursor_column = to.dcol;
        }
        view.cursor = Some(to);
        moved = true;
    }
    // Enter or Space after the focus was lost (the map was hidden, or the
    // cursor panned away): the cursor's hex takes the focus back at once,
    // and is brought into view, so the key still picks it.
    let enter = ui.input(|i| i.key_pressed(Key::Enter) || i.key_pressed(Key::Space));
    let refocus = enter && focused.is_none() && view.cursor.is_some();
    if let Some(c) = view.cursor
        && (moved || refocus)
    {
        // Focus follows the cursor, so screen readers announce the hex and
        // Enter/Space click it; egui's own arrow navigation is cancelled.
        ui.memory_mut(|m| {
            m.request_focus(hex_id(c));
            m.move_focus(FocusDirection::None);
        });
    }
    // Escape drops the pick; with nothing picked, it hides the cursor.
    if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
        && view.selected.take().is_none()
        && let Some(c) = view.cursor.take()
    {
        ui.memory_mut(|m| m.surrender_focus(hex_id(c)));
    }
    moved || refocus
}

/// Pans just enough for the cursor's hex to be on screen.
fn keep_in_view(view: &mut MapView, world: Rect, screen: Rect, coord: Coord) {
    let t = MapTransform::fit(world, screen, view.zoom, view.pan);
    let (c, r) = (t.centre(coord), t.radius());
    let inner = screen.shrink(r.min(screen.width() / 2.0 - 1.0).min(screen.height() / 2.0 - 1.0).max(0.0));
    let clamp = |v: f32, lo: f32, hi: f32| {
        if v < lo {
            lo - v
        } else if v > hi {
            hi - v
        } else {
            0.0
        }
    };
    view.pan += vec2(clamp(c.x, inner.left(), inner.right()), clamp(c.y, inner.top(), inner.bottom()));
}

/// The keyboard cursor: a dark ring with a white ring inside, thick enough
/// to see at a glance and readable on every terrain and for every kind of
/// colour vision (it is dark against light, not a hue).
fn focus_ring(shapes: &mut Vec<Shape>, c: Pos2, r: f32) {
    let dark = theme::FOCUS_DARK.width.min(r * 0.2);
    let light = theme::FOCUS_LIGHT.width.min(r * 0.12);
    let outer = (r - dark / 2.0).max(1.0);
    let inner = (outer - dark / 2.0 - light / 2.0).max(1.0);
    shapes.push(Shape::closed_line(corners(c, outer).to_vec(), Stroke::new(dark, theme::FOCUS_DARK.color)));
    shapes.push(Shape::closed_line(corners(c, inner).to_vec(), Stroke::new(light, theme::FOCUS_LIGHT.color)));
}

fn handle_zoom_and_pan(
    ui: &Ui,
    background: &Response,
    world: Rect,
    screen: Rect,
    min_zoom: f32,
    view: &mut MapView,
) {
    let (zoom_delta, scroll, pointer) =
        ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta(), i.pointer.hover_pos()));
    let over_map = pointer.is_some_and(|p| screen.expand(theme::MAP_MARGIN).contains(p));
    if over_map && zoom_delta != 1.0 {
        let anchor = pointer.unwrap_or(screen.center());
        let before = MapTransform::fit(world, screen, view.zoom, view.pan);
        let world_point = before.to_world(anchor);
        view.zoom = (view.zoom * zoom_delta).clamp(min_zoom, theme::ZOOM_RANGE.1.max(min_zoom));
        let after = MapTransform::fit(world, screen, view.zoom, view.pan);
        view.pan += anchor - after.to_screen(world_point);
    } else if over_map && scroll != Vec2::ZERO {
        view.pan += scroll;
    }
    if background.dragged() {
        view.pan += background.drag_delta();
    }
}

fn draw_terrain(shapes: &mut Vec<Shape>, sheet: &Sheet, t: &MapTransform) {
    let r = t.radius();
    let outline = Stroke::new((theme::HEX_OUTLINE_WIDTH * t.scale).clamp(0.5, 2.0), theme::HEX_OUTLINE);
    for hex in sheet.hexes() {
        let c = t.centre(hex.coord);
        shapes.push(Shape::convex_polygon(corners(c, r).to_vec(), theme::terrain_fill(hex.terrain), outline));
        if r >= theme::PATTERN_MIN_RADIUS {
            terrain_pattern(shapes, hex.terrain, c, r);
        }
    }
}

fn draw_trails(shapes: &mut Vec<Shape>, input: &MapInput<'_>, t: &MapTransform) {
    let sheet = input.game.sheet();
    let width = (theme::TRAIL_WIDTH * t.scale).clamp(2.0, 10.0);
    let trails = input.player.trails();
    for (i, trail) in trails.iter().enumerate() {
        let (a, b) = sheet.edge_coords(trail.edge);
        let colour = theme::trail_colour(i + 1 == trails.len(), trail.bonus);
        let (pa, pb) = (t.centre(a), t.centre(b));
        shapes.push(Shape::line_segment([pa, pb], Stroke::new(width, colour)));
        for p in [pa, pb] {
            shapes.push(Shape::circle_filled(p, width / 2.0, colour));
        }
        // Marks that do not depend on telling red from brown or purple: the
        // last trail is a double line (a white core), a bonus trail carries
        // a "+" like the pad's bonus values.
        if i + 1 == trails.len() {
            shapes.push(Shape::line_segment([pa, pb], Stroke::new(width * 0.34, theme::HALO)));
        }
        if trail.bonus {
            bonus_mark(shapes, pa.lerp(pb, 0.5), width, colour);
        }
    }
}

/// A "+" in a white disc on a bonus trail.
fn bonus_mark(shapes: &mut Vec<Shape>, at: Pos2, width: f32, colour: egui::Color32) {
    let s = width * 1.7;
    shapes.push(Shape::Circle(egui::epaint::CircleShape {
        center: at,
        radius: s,
        fill: theme::HALO,
        stroke: Stroke::new((width * 0.3).max(1.0), colour),
    }));
    let stroke = Stroke::new((width * 0.4).max(1.5), theme::BONUS_TRAIL);
    shapes.push(Shape::line_segment([at - vec2(s * 0.6, 0.0), at + vec2(s * 0.6, 0.0)], stroke));
    shapes.push(Shape::line_segment([at - vec2(0.0, s * 0.6), at + vec2(0.0, s * 0.6)], stroke));
}

/// Text to paint after the shapes: position, text, font, colour.
type TextJob = (Pos2, String, FontId, egui::Color32);

fn draw_features(
    shapes: &mut Vec<Shape>,
    texts: &mut Vec<TextJob>,
    input: &MapInput<'_>,
    t: &MapTransform,
    tr: &Translator,
) {
    let sheet = input.game.sheet();
    let r = t.radius();
    let fonts = |size: f32| FontId::proportional(size.max(6.0));
    for (id, hex) in sheet.hexes().iter().enumerate() {
        let c = t.centre(hex.coord);
        match hex.feature {
            Some(Feature::Village(n)) => {
                let letter = input.player.letters[usize::from(n.clamp(1, 10)) - 1];
                let done = input.player.pairs().iter().any(|p| p.letter == letter);
                let stroke = if done { theme::VILLAGE_DONE } else { theme::VILLAGE_OUTLINE };
                shapes.push(Shape::Circle(egui::epaint::CircleShape {
                    center: c,
                    radius: r * 0.52,
                    fill: theme::VILLAGE_FILL,
                    stroke,
                }));
                let shown = tr.letter(letter).to_string();
                texts.push((c + vec2(-0.06 * r, -0.02 * r), shown, fonts(r * 0.62), theme::INK));
                texts.push((c + vec2(0.3 * r, 0.25 * r), n.to_string(), fonts(r * 0.3), theme::MUTED_INK));
            }
            Some(Feature::Sight(s)) => {
                sight_symbol(shapes, s, c, r);
                if input.player.is_circled(id) {
                    shapes.push(Shape::circle_stroke(c, r * 0.62, theme::SIGHT_CIRCLED));
                }
            }
            None => {}
        }
    }
}

/// How the legal sides are marked on the map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalMarks {
    /// Whether there are so many that most are shown quietly (above
    /// [`theme::QUIET_LEGAL_ABOVE`]).
    pub quiet: bool,
    /// Sides drawn with the full dashes.
    pub full: Vec<EdgeId>,
    /// Sides drawn as a faint thin line (quiet mode only).
    pub faint: Vec<EdgeId>,
}

/// Which legal sides get full dashes: all of them when they are few; when
/// they are many, only the sides of the hexes `near` (picked, hovered,
/// under the cursor), the others a faint line, so the map stays readable
/// and the player still sees every place a trail may go. Marks only: every
/// legal side stays tappable either way.
pub fn legal_marks(sheet: &Sheet, legal: &EdgeSet, near: &[Coord]) -> LegalMarks {
    if legal.len() <= theme::QUIET_LEGAL_ABOVE {
        return LegalMarks { quiet: false, full: legal.iter().collect(), faint: Vec::new() };
    }
    let (full, faint) = legal.iter().partition(|&edge| {
        let (a, b) = sheet.edge_coords(edge);
        near.contains(&a) || near.contains(&b)
    });
    LegalMarks { quiet: true, full, faint }
}

fn draw_legal(shapes: &mut Vec<Shape>, sheet: &Sheet, marks: &LegalMarks, t: &MapTransform) {
    let ends = |edge: EdgeId| {
        let (a, b) = sheet.edge_coords(edge);
        let (pa, pb) = (t.centre(a), t.centre(b));
        (pa.lerp(pb, 0.12), pb.lerp(pa, 0.12))
    };
    let faint = Stroke::new((theme::QUIET_LEGAL_WIDTH * t.scale).clamp(1.0, 3.0), theme::QUIET_LEGAL_TRAIL);
    for &edge in &marks.faint {
        let (pa, pb) = ends(edge);
        shapes.push(Shape::line_segment([pa, pb], faint));
    }
    let width = (theme::LEGAL_WIDTH * t.scale).clamp(2.0, 8.0);
    let dash = (theme::LEGAL_DASH * t.scale).clamp(3.0, 14.0);
    for &edge in &marks.full {
        let (pa, pb) = ends(edge);
        shapes.push(Shape::line_segment([pa, pb], Stroke::new(width + theme::HALO_EXTRA, theme::HALO)));
        shapes.extend(Shape::dashed_line(
            &[pa, pb],
            Stroke::new(width, theme::LEGAL_TRAIL),
            dash,
            dash * 0.6,
        ));
    }
}

/// How far from a village's or sight's centre a suggested trail's line
/// starts, in hex radii: past a circled sight's ring (0.62), the widest
/// mark a hex carries.
const SUGGESTION_CLEAR: f32 = 0.66;

/// The coach's suggestions: a teal line on each suggested side with its
/// number in a disc at the middle (best first, so 1 is drawn on top), each
/// named for screen readers and tests.
fn draw_suggested(
    ui: &Ui,
    shapes: &mut Vec<Shape>,
    texts: &mut Vec<TextJob>,
    input: &MapInput<'_>,
    view: &MapView,
    t: &MapTransform,
    tr: &Translator,
) {
    let r = t.radius();
    let width = (theme::COACH_MARK_WIDTH * t.scale).clamp(3.0, 12.0);
    for (i, (a, b)) in view.suggested.iter().enumerate().rev().filter_map(|(i, s)| s.map(|s| (i, s))) {
        let rank = i + 1;
        let (pa, pb) = (t.centre(a), t.centre(b));
        // A village or sight at an end stays in view: the line stops at
        // its disc (the reason names it, and the line hid it).
        let sheet = input.game.sheet();
        let marked = |c: Coord| sheet.hex_at(c).is_some_and(|id| sheet.hex(id).feature.is_some());
        let inset = |c: Coord| {
            if marked(c) { (SUGGESTION_CLEAR * r / pa.distance(pb).max(1.0)).min(0.4) } else { 0.02 }
        };
        let (ea, eb) = (pa.lerp(pb, inset(a)), pb.lerp(pa, inset(b)));
        shapes.push(Shape::line_segment([ea, eb], Stroke::new(width + theme::HALO_EXTRA * 2.0, theme::HALO)));
        shapes.push(Shape::line_segment([ea, eb], Stroke::new(width, theme::COACH_MARK)));
        let mid = pa.lerp(pb, 0.5);
        let disc = (r * 0.3).max(7.0);
        shapes.push(Shape::Circle(egui::epaint::CircleShape {
            center: mid,
            radius: disc,
            fill: theme::COACH_MARK,
            stroke: Stroke::new(2.0, theme::HALO),
        }));
        texts.push((mid, rank.to_string(), FontId::proportional((disc * 1.3).max(8.0)), theme::HALO));
        let rect = Rect::from_center_size(mid, Vec2::splat(disc * 2.0));
        let response = ui.interact(rect, egui::Id::unique(("coach-mark", rank)), Sense::hover());
        let (from, to) = tr.trail_places(input.game, input.player.seat, a, b);
        response.widget_info(|| {
            let args =
                [("rank", rank.to_string().into()), ("from", from.clone().into()), ("to", to.clone().into())];
            WidgetInfo::labeled(Role::Image, true, tr.format("coach-mark-label", &args))
        });
    }
}

fn hex_response(
    ui: &Ui,
    response: &Response,
    input: &MapInput<'_>,
    coord: Coord,
    t: &MapTransform,
    view: &mut MapView,
    shapes: &mut Vec<Shape>,
) -> Option<MapIntent> {
    let sheet = input.game.sheet();
    let r = t.radius();
    if response.hovered() && !response.dragged() {
        shapes.push(Shape::closed_line(corners(t.centre(coord), r).to_vec(), theme::HOVER_OUTLINE));
    }
    if response.dragged_by(egui::PointerButton::Secondary) || response.dragged_by(egui::PointerButton::Middle)
    {
        view.pan += response.drag_delta();
        return None;
    }
    if response.dragged_by(egui::PointerButton::Primary)
        && let Some(p) = ui.input(|i| i.pointer.interact_pos())
    {
        shapes.push(Shape::line_segment([t.centre(coord), p], theme::DRAG_LINE));
    }
    if response.drag_stopped_by(egui::PointerButton::Primary) {
        let end = ui.input(|i| i.pointer.interact_pos()).map(|p| coord_at(t.to_world(p)))?;
        if end == coord {
            return None;
        }
        view.selected = None;
        if sheet.hex_at(end).is_none() {
            let t = translator(ui.ctx());
            let start = t.place(input.game, input.player.seat, coord);
            return Some(MapIntent::Prompt(capitalise(
                &t.format("map-hint-off", &[("start", start.into())]),
            )));
        }
        return Some(MapIntent::Trail(coord, end));
    }
    if !response.clicked() {
        return None;
    }
    // A tap near a side, on a highlighted trail, draws it at once (a real
    // pointer only: Enter, Space and screen readers pick the hex itself).
    if response.clicked_by(egui::PointerButton::Primary)
        && let Some(p) = response.interact_pointer_pos()
        && let Some(other) = side_tapped(input, coord, p, t, input.large_targets)
    {
        view.selected = None;
        return Some(MapIntent::Trail(coord, other));
    }
    match view.selected {
        Some(sel) if sel == coord => {
            view.selected = None;
            None
        }
        Some(sel) if sel.is_neighbour(coord) => {
            view.selected = None;
            Some(MapIntent::Trail(sel, coord))
        }
        Some(sel) => {
            view.selected = Some(coord);
            Some(MapIntent::NotNeighbours(sel, coord))
        }
        None => {
            let t = translator(ui.ctx());
            // A sheet that is done with this turn hears so at its first
            // tap, not after being told to tap a neighbour.
            if let Some(refusal) = done_with_the_turn(input.game, input.player.seat, coord) {
                return Some(MapIntent::Hint(t.refusal_in(input.game, &refusal)));
            }
            view.selected = Some(coord);
            let place = t.place(input.game, input.player.seat, coord);
            Some(MapIntent::Prompt(capitalise(&t.format("map-hint-picked", &[("place", place.into())]))))
        }
    }
}

/// Why `seat` can draw no trail from `coord` now because it is done with
/// the turn (it drew its trail, or passed); `None` otherwise (any other
/// refusal is the second tap's to say, with both places).
fn done_with_the_turn(game: &TucanaGame, seat: u8, coord: Coord) -> Option<Refusal> {
    if game.turn_cards().is_none() || !game.is_done(seat) {
        return None;
    }
    let to = *coord.neighbours().iter().find(|c| game.sheet().hex_at(**c).is_some())?;
    match game.check(&Action::Trail { seat, from: coord, to }) {
        Err(refusal @ (Refusal::AlreadyDrewTrail(_) | Refusal::AlreadyPassed(_))) => Some(refusal),
        _ => None,
    }
}

/// The neighbour across the side nearest a tap, when the tap is in the outer
/// part of the hex and the trail across that side is highlighted. With large
/// targets the outer part is wider, and a tap near a corner also counts for
/// the other side of the corner when only that one is highlighted.
fn side_tapped(input: &MapInput<'_>, coord: Coord, p: Pos2, t: &MapTransform, large: bool) -> Option<Coord> {
    let sheet = input.game.sheet();
    let c = t.centre(coord);
    let v = p - c;
    let (inner, cone) = if large {
        (theme::SIDE_TAP_INNER_LARGE, theme::SIDE_TAP_CONE_LARGE)
    } else {
        (theme::SIDE_TAP_INNER, theme::SIDE_TAP_CONE)
    };
    if v.length() < t.radius() * inner {
        return None;
    }
    let here = sheet.hex_at(coord)?;
    let mut sides: Vec<(f32, Coord)> = coord
        .neighbours()
        .into_iter()
        .map(|n| ((t.centre(n) - c).normalized().dot(v.normalized()), n))
        .filter(|(dot, _)| *dot >= cone.to_radians().cos())
        .collect();
    sides.sort_by(|a, b| b.0.total_cmp(&a.0));
    sides.into_iter().map(|(_, n)| n).find(|&n| {
        sheet
            .hex_at(n)
            .and_then(|there| sheet.edge_between(here, there))
            .is_some_and(|e| input.legal.contains(e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::rules::{Action, Setup};
    use crate::games::tucana::sheet::{Card, builtin_sheet};
    use std::sync::Arc;

    /// Ann alone on Isla Petit, `cards` revealed.
    fn revealed(cards: [Card; 2]) -> TucanaGame {
        let sheet = Arc::new(builtin_sheet("isla-petit").expect("built in"));
        let setup = Setup::app_deck_table("isla-petit", 1, &["Ann".into()], 1);
        let mut game =
            TucanaGame::new(sheet, Setup { deck: crate::games::tucana::rules::DeckMode::RealCards, ..setup })
                .expect("a valid set-up");
        game.apply(&Action::Reveal(cards[0], cards[1])).expect("a first turn");
        game
    }

    #[test]
    fn many_legal_sides_are_shown_quietly_with_full_dashes_near_the_pick() {
        let game = revealed([Card::Any, Card::Any]);
        let legal = game.legal_trails(1);
        assert!(legal.len() > theme::QUIET_LEGAL_ABOVE, "Any + Any allows {} sides", legal.len());
        let sheet = game.sheet();

        let nothing_picked = legal_marks(sheet, &legal, &[]);
        assert!(nothing_picked.quiet);
        assert!(nothing_picked.full.is_empty(), "no dash until a hex is picked or hovered");
        assert_eq!(nothing_picked.faint.len(), legal.len(), "every legal side is still marked");

        let picked = sheet.hexes()[20].coord;
        let marks = legal_marks(sheet, &legal, &[picked]);
        let touching: Vec<EdgeId> = legal
            .iter()
            .filter(|&e| {
                let (a, b) = sheet.edge_coords(e);
                a == picked || b == picked
            })
            .collect();
        assert!(!touching.is_empty());
        assert_eq!(marks.full, touching, "full dashes on the picked hex's sides only");
        assert_eq!(marks.full.len() + marks.faint.len(), legal.len());
    }

    #[test]
    fn a_few_legal_sides_keep_their_full_dashes() {
        let game = revealed([Card::Any, Card::Any]);
        let sheet = game.sheet();
        let mut few = EdgeSet::EMPTY;
        for edge in game.legal_trails(1).iter().take(theme::QUIET_LEGAL_ABOVE) {
            few.insert(edge);
        }
        let marks = legal_marks(sheet, &few, &[]);
        assert!(!marks.quiet);
        assert_eq!(marks.full, few.iter().collect::<Vec<_>>());
        assert!(marks.faint.is_empty());
    }
}
