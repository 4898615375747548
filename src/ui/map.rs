//! The island map of one sheet: terrain, villages, sights and trails drawn
//! from the sheet's data, with zoom and pan. Picking a trail: press on one
//! hex and release on a neighbour, tap one hex then a neighbour, or tap a
//! highlighted trail near the side it crosses.

use super::geometry::{self, MapTransform, coord_at, corners, world_bounds};
use super::lang::translator;
use super::symbols::{sight_symbol, terrain_pattern};
use super::theme;
use crate::i18n::Translator;
use crate::rules::{Game, PlayerState};
use crate::sheet::{Coord, EdgeSet, Feature, Sheet};
use egui::{Align2, FontId, Pos2, Rect, Response, Role, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo, vec2};

/// How the map is looked at, kept between frames.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapView {
    /// Zoom relative to "fit" (1 = the whole island fits).
    pub zoom: f32,
    /// Pan in screen points.
    pub pan: Vec2,
    /// The hex tapped as a trail's first end.
    pub selected: Option<Coord>,
}

impl Default for MapView {
    fn default() -> Self {
        MapView { zoom: 1.0, pan: Vec2::ZERO, selected: None }
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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MapIntent {
    /// Draw a trail between two hexes (the app decides regular or bonus and
    /// lets the rules judge it).
    Trail(Coord, Coord),
    /// A hint for the status line.
    Hint(String),
}

/// What the map shows: the sheet of one player and the trails allowed now.
pub struct MapInput<'a> {
    /// The game.
    pub game: &'a Game,
    /// The sheet shown.
    pub player: &'a PlayerState,
    /// Edges the player may draw now.
    pub legal: EdgeSet,
    /// Whether to highlight them (not while a bonus trail is owed: then
    /// every free side is allowed and highlighting all would only be noise).
    pub highlight: bool,
}

/// Draws the map into the whole available space and returns what was asked.
pub fn map_ui(ui: &mut Ui, input: &MapInput<'_>, view: &mut MapView) -> Option<MapIntent> {
    let sheet = input.game.sheet();
    let tr = translator(ui.ctx());
    let area = ui.available_rect_before_wrap();
    let background = ui.allocate_rect(area, Sense::click_and_drag());
    let screen = area.shrink(theme::MAP_MARGIN);
    let world = world_bounds(sheet);
    let mut intent = None;

    handle_zoom_and_pan(ui, &background, world, screen, view);
    let t = MapTransform::fit(world, screen, view.zoom, view.pan);
    let painter = ui.painter_at(area);
    painter.rect_filled(area, 0.0, theme::MAP_BACKGROUND);

    let mut shapes = Vec::with_capacity(sheet.hexes().len() * 8);
    draw_terrain(&mut shapes, sheet, &t);
    let highlight = input.highlight && !input.legal.is_empty();
    if highlight {
        shapes.push(Shape::rect_filled(area, 0.0, theme::CALM_VEIL));
    }
    draw_trails(&mut shapes, input, &t);
    let mut texts = Vec::with_capacity(10);
    draw_features(&mut shapes, &mut texts, input, &t, &tr);
    if highlight {
        draw_legal(&mut shapes, sheet, &input.legal, &t);
    }

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
        let response = ui.interact(rect, egui::Id::unique(("map-hex", hex.coord)), Sense::click_and_drag());
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, hex_label(&tr, input, hex.coord)));
        if let Some(found) = hex_response(ui, &response, input, hex.coord, &t, view, &mut shapes) {
            intent = Some(found);
        }
    }
    if let Some(sel) = view.selected {
        shapes.push(Shape::closed_line(corners(t.centre(sel), r).to_vec(), theme::SELECTED_OUTLINE));
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

fn handle_zoom_and_pan(ui: &Ui, background: &Response, world: Rect, screen: Rect, view: &mut MapView) {
    let (zoom_delta, scroll, pointer) =
        ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta(), i.pointer.hover_pos()));
    let over_map = pointer.is_some_and(|p| screen.expand(theme::MAP_MARGIN).contains(p));
    if over_map && zoom_delta != 1.0 {
        let anchor = pointer.unwrap_or(screen.center());
        let before = MapTransform::fit(world, screen, view.zoom, view.pan);
        let world_point = before.to_world(anchor);
        let (lo, hi) = theme::ZOOM_RANGE;
        view.zoom = (view.zoom * zoom_delta).clamp(lo, hi);
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
        let colour = if i + 1 == trails.len() {
            theme::LAST_TRAIL
        } else if trail.bonus {
            theme::BONUS_TRAIL
        } else {
            theme::TRAIL
        };
        shapes.push(Shape::line_segment([t.centre(a), t.centre(b)], Stroke::new(width, colour)));
        for p in [t.centre(a), t.centre(b)] {
            shapes.push(Shape::circle_filled(p, width / 2.0, colour));
        }
    }
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

fn draw_legal(shapes: &mut Vec<Shape>, sheet: &Sheet, legal: &EdgeSet, t: &MapTransform) {
    let width = (theme::LEGAL_WIDTH * t.scale).clamp(2.0, 8.0);
    let dash = (theme::LEGAL_DASH * t.scale).clamp(3.0, 14.0);
    for edge in legal.iter() {
        let (a, b) = sheet.edge_coords(edge);
        let (pa, pb) = (t.centre(a), t.centre(b));
        let (pa, pb) = (pa.lerp(pb, 0.12), pb.lerp(pa, 0.12));
        shapes.push(Shape::line_segment([pa, pb], Stroke::new(width + theme::HALO_EXTRA, theme::HALO)));
        shapes.extend(Shape::dashed_line(
            &[pa, pb],
            Stroke::new(width, theme::LEGAL_TRAIL),
            dash,
            dash * 0.6,
        ));
    }
}

#[allow(clippy::too_many_arguments)]
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
            let hint = translator(ui.ctx()).format(
                "map-hint-off",
                &[("end", end.to_string().into()), ("start", coord.to_string().into())],
            );
            return Some(MapIntent::Hint(hint));
        }
        return Some(MapIntent::Trail(coord, end));
    }
    if !response.clicked() {
        return None;
    }
    // A tap near a side, on a highlighted trail, draws it at once.
    if let Some(p) = response.interact_pointer_pos()
        && let Some(other) = side_tapped(input, coord, p, t)
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
        _ => {
            view.selected = Some(coord);
            let hint = translator(ui.ctx()).format("map-hint-picked", &[("coord", coord.to_string().into())]);
            Some(MapIntent::Hint(hint))
        }
    }
}

/// The neighbour across the side nearest a tap, when the tap is in the outer
/// part of the hex and the trail across that side is highlighted.
fn side_tapped(input: &MapInput<'_>, coord: Coord, p: Pos2, t: &MapTransform) -> Option<Coord> {
    let sheet = input.game.sheet();
    let c = t.centre(coord);
    let v = p - c;
    if v.length() < t.radius() * 0.45 {
        return None;
    }
    let here = sheet.hex_at(coord)?;
    let best = coord.neighbours().into_iter().max_by(|a, b| {
        let da = (t.centre(*a) - c).normalized().dot(v.normalized());
        let db = (t.centre(*b) - c).normalized().dot(v.normalized());
        da.total_cmp(&db)
    })?;
    let there = sheet.hex_at(best)?;
    let edge = sheet.edge_between(here, there)?;
    input.legal.contains(edge).then_some(best)
}
