//! Manhattan drawn from the map data: locations as discs (Tourist
//! Attractions starred), each route as its row of spaces between them
//! (Double Routes side by side), claimed routes in their taxi colour with
//! the player's number. Every route and location carries an accessibility
//! label; a tap (or Enter on a focused route) asks to claim it. With
//! [`board_keys_ui`] the keyboard cursor of [`super::keys`] is drawn too,
//! and the map zooms and pans.
//!
//! Every size (discs, spaces, names) scales with the board, so the places
//! found once for the names, clear of every route ([`name_places`]), hold
//! at every size; below [`theme::MIN_SCALE`] the board is not shrunk
//! further but panned. Routes are drawn over the names all the same, so a
//! name can never hide a route.

use super::keys::{BoardCursor, board_keys, route_widget_id};
use crate::games::new_york::{Game, LocationId, NewYorkMap, Route, RouteColour, RouteId, TicketStatus};
use crate::ui::lang::translator;
use crate::ui::theme::new_york as theme;
use egui::{Align2, FontId, Pos2, Rect, Role, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo, pos2, vec2};
use std::sync::Arc;

/// What the board shows besides the claims.
pub struct BoardInput<'a> {
    /// The game.
    pub game: &'a Game,
    /// The ticket whose path is highlighted, and whose ticket it is.
    pub highlight: Option<(u8, &'a TicketStatus)>,
}

/// What a tap on the board asks.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardIntent {
    /// A route was tapped (claim it, or take it back if it is the current
    /// player's).
    Tap(RouteId),
}

/// How the map is zoomed and panned (kept between frames).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardZoom {
    /// Times the size that fits (1: the whole board, or the smallest
    /// readable size when the room is shorter).
    pub zoom: f32,
    /// How far the board is moved from its fitted place, in points.
    pub pan: Vec2,
}

impl Default for BoardZoom {
    fn default() -> BoardZoom {
        BoardZoom { zoom: 1.0, pan: Vec2::ZERO }
    }
}

/// The board's sizes at one scale.
#[derive(Debug, Clone, Copy)]
struct Sizes {
    scale: f32,
}

impl Sizes {
    fn radius(self) -> f32 {
        theme::LOCATION_RADIUS * self.scale
    }
    fn space_width(self) -> f32 {
        theme::SPACE_WIDTH * self.scale
    }
    fn space_gap(self) -> f32 {
        theme::SPACE_GAP * self.scale
    }
    fn double_offset(self) -> f32 {
        theme::DOUBLE_OFFSET * self.scale
    }
    fn name_font(self) -> FontId {
        FontId::proportional(theme::NAME_SIZE * self.scale)
    }
    fn of(board: Rect) -> Sizes {
        Sizes { scale: board.height() / theme::BOARD_HEIGHT }
    }
}

/// Where one route is drawn: its ends (after the discs) on screen.
struct RouteLine {
    id: RouteId,
    start: Pos2,
    end: Pos2,
    sizes: Sizes,
}

impl RouteLine {
    fn dir(&self) -> Vec2 {
        (self.end - self.start).normalized()
    }

    /// The corners of each space, start to end.
    fn spaces(&self, count: u8) -> Vec<[Pos2; 4]> {
        let d = self.dir();
        let n = d.rot90() * (self.sizes.space_width() / 2.0);
        let gap = self.sizes.space_gap();
        let length = (self.end - self.start).length();
        let k = f32::from(count.max(1));
        let space = ((length - gap * (k + 1.0)) / k).max(2.0);
        (0..count.max(1))
            .map(|i| {
                let a = self.start + d * (gap + f32::from(i) * (space + gap));
                let b = a + d * space;
                [a + n, b + n, b - n, a - n]
            })
            .collect()
    }

    /// The whole band the route's spaces lie in.
    fn band(&self) -> [Pos2; 4] {
        let n = self.dir().rot90() * (self.sizes.space_width() / 2.0);
        [self.start + n, self.end + n, self.end - n, self.start - n]
    }

    fn middle(&self) -> Pos2 {
        self.start + (self.end - self.start) / 2.0
    }

    fn distance(&self, p: Pos2) -> f32 {
        let ab = self.end - self.start;
        let t = ((p - self.start).dot(ab) / ab.length_sq().max(1.0)).clamp(0.0, 1.0);
        (self.start + ab * t).distance(p)
    }
}

/// The margin kept around the board at `scale`: room for a disc, the
/// keyboard cursor's ring and the names at the edges.
fn margin(scale: f32) -> f32 {
    theme::LOCATION_RADIUS * 1.6 * scale
}

/// The board's rectangle fitted inside `area`, keeping the board's shape
/// (its margin scales with it).
fn board_rect(area: Rect) -> Rect {
    let m = theme::LOCATION_RADIUS * 1.6 / theme::BOARD_HEIGHT;
    // The height h such that h plus its margins fills the room.
    let by_height = area.height() / (1.0 + 2.0 * m);
    let by_width = area.width() / (theme::MAP_ASPECT + 2.0 * m);
    let h = by_height.min(by_width).max(1.0);
    Rect::from_center_size(area.center(), vec2(h * theme::MAP_ASPECT, h))
}

/// The board at its reference size, top-left at the origin.
fn reference_board() -> Rect {
    Rect::from_min_size(Pos2::ZERO, vec2(theme::BOARD_HEIGHT * theme::MAP_ASPECT, theme::BOARD_HEIGHT))
}

fn location_at(map: &NewYorkMap, board: Rect, id: LocationId) -> Pos2 {
    let loc = map.location(id);
    board.min + vec2(loc.x * board.width(), loc.y * board.height())
}

fn route_line(map: &NewYorkMap, board: Rect, id: RouteId, route: &Route) -> RouteLine {
    let sizes = Sizes::of(board);
    let (a, b) = (location_at(map, board, route.a), location_at(map, board, route.b));
    let d = (b - a).normalized();
    // The two routes of a Double Route sit on either side of the line.
    let offset = match route.twin {
        Some(twin) if twin < id => d.rot90() * sizes.double_offset(),
        Some(_) => -d.rot90() * sizes.double_offset(),
        None => Vec2::ZERO,
    };
    RouteLine { id, start: a + d * sizes.radius() + offset, end: b - d * sizes.radius() + offset, sizes }
}

/// The middle of one space.
fn space_centre(corners: &[Pos2; 4]) -> Pos2 {
    Pos2::new(corners.iter().map(|c| c.x).sum::<f32>() / 4.0, corners.iter().map(|c| c.y).sum::<f32>() / 4.0)
}

/// Where [`board_ui`], given `area`, draws the spaces of `route`: the
/// middle of each, start to end (a picture of the board is checked there).
pub fn route_space_centres(game: &Game, area: Rect, route: RouteId) -> Vec<Pos2> {
    let map = game.map();
    let data = map.route(route);
    route_line(map, board_rect(area), route, data).spaces(data.spaces).iter().map(space_centre).collect()
}

/// Where a location's name sits, at the board's reference size: its
/// text's top-left corner from the disc's centre, and whether it is
/// written on two lines.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NamePlace {
    /// From the disc's centre to the text's top-left corner.
    pub offset: Vec2,
    /// The name is written on two lines (broken at its middle space).
    pub two_lines: bool,
    /// The place is clear of every route and other name (false: none was
    /// found, and the name sits under its disc, under the routes).
    pub clear: bool,
}

/// A name as written: one line, or two broken at the space nearest its
/// middle.
pub fn name_text(name: &str, two_lines: bool) -> String {
    if !two_lines {
        return name.to_string();
    }
    let middle = name.len() / 2;
    let best = name
        .char_indices()
        .filter(|(_, c)| *c == ' ')
        .min_by_key(|(i, _)| i.abs_diff(middle))
        .map(|(i, _)| i);
    match best {
        Some(i) => format!("{}\n{}", &name[..i], &name[i + 1..]),
        None => name.to_string(),
    }
}

/// Whether a rectangle and a convex quadrilateral overlap (separating
/// axes: the rectangle's two and the quadrilateral's four).
pub fn rect_meets_quad(rect: Rect, quad: &[Pos2; 4]) -> bool {
    let corners = [rect.left_top(), rect.right_top(), rect.right_bottom(), rect.left_bottom()];
    let mut axes = vec![vec2(1.0, 0.0), vec2(0.0, 1.0)];
    axes.extend((0..4).map(|i| (quad[(i + 1) % 4] - quad[i]).rot90()));
    axes.iter().all(|axis| {
        let span = |points: &[Pos2]| {
            points
                .iter()
                .map(|p| p.to_vec2().dot(*axis))
                .fold((f32::MAX, f32::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)))
        };
        let (a0, a1) = span(&corners);
        let (b0, b1) = span(quad);
        a1 >= b0 && b1 >= a0
    })
}

/// The bands of every route at the board's reference size.
pub fn reference_route_bands(map: &NewYorkMap) -> Vec<[Pos2; 4]> {
    let board = reference_board();
    map.route_ids().map(|id| route_line(map, board, id, map.route(id)).band()).collect()
}

/// The rectangle of a name at the reference size, given its text's size.
pub fn reference_name_rect(map: &NewYorkMap, id: LocationId, place: &NamePlace, size: Vec2) -> Rect {
    let centre = location_at(map, reference_board(), id);
    Rect::from_min_size(centre + place.offset, size).expand(NAME_BACKING)
}

/// How far a name's pale backing reaches around its text.
const NAME_BACKING: f32 = 1.5;

/// Finds, for each location in turn, a place for its name clear of every
/// route band, every disc and the names placed before, at the board's
/// reference size: the nearest to its disc first, round the disc, on one
/// line and then on two. `size` measures a text at the reference name
/// size. A name with no clear place sits under its disc (`clear` false).
pub fn name_places(map: &NewYorkMap, size: &dyn Fn(&str) -> Vec2) -> Vec<NamePlace> {
    let board = reference_board();
    let bands = reference_route_bands(map);
    let r = theme::LOCATION_RADIUS;
    let room = board.expand(margin(1.0));
    let discs: Vec<Pos2> = map.location_ids().map(|id| location_at(map, board, id)).collect();
    let mut taken: Vec<Rect> = Vec::new();
    let mut places = Vec::new();
    for id in map.location_ids() {
        let centre = discs[usize::from(id.0)];
        let name = &map.location(id).name;
        let mut found = None;
        'search: for reach in (0..=theme::NAME_REACH as u32).step_by(2) {
            for two_lines in [false, true] {
                let text = name_text(name, two_lines);
                if two_lines && !text.contains('\n') {
                    continue;
                }
                let text_size = size(&text);
                // Straight below first (as the board prints them), then
                // round the disc.
                for step in 0..36 {
                    let angle = (90.0 + 10.0 * step as f32).to_radians();
                    let u = vec2(angle.cos(), angle.sin());
                    let half = text_size / 2.0 + Vec2::splat(NAME_BACKING);
                    let support = u.x.abs() * half.x + u.y.abs() * half.y;
                    let middle = centre + u * (r + 1.0 + reach as f32 + support);
                    let offset = middle - text_size / 2.0 - centre;
                    let place = NamePlace { offset, two_lines, clear: true };
                    let rect = reference_name_rect(map, id, &place, text_size);
                    let clear = room.contains_rect(rect)
                        && !bands.iter().any(|b| rect_meets_quad(rect, b))
                        && !taken.iter().any(|t| t.intersects(rect))
                        && discs.iter().all(|d| rect_distance(rect, *d) > r + 1.0);
                    if clear {
                        taken.push(rect);
                        found = Some(place);
                        break 'search;
                    }
                }
            }
        }
        places.push(found.unwrap_or_else(|| {
            let text_size = size(name);
            NamePlace { offset: vec2(-text_size.x / 2.0, r + 1.0), two_lines: false, clear: false }
        }));
    }
    places
}

/// How far `p` is from `rect` (0 inside).
fn rect_distance(rect: Rect, p: Pos2) -> f32 {
    let dx = (rect.min.x - p.x).max(0.0).max(p.x - rect.max.x);
    let dy = (rect.min.y - p.y).max(0.0).max(p.y - rect.max.y);
    vec2(dx, dy).length()
}

/// The name places of the built-in map, found once per window (its fonts
/// measure the names).
fn cached_name_places(ui: &Ui, map: &NewYorkMap) -> Arc<Vec<NamePlace>> {
    let id = egui::Id::unique(("ny-name-places", map.location_ids().count()));
    if let Some(places) = ui.data(|d| d.get_temp::<Arc<Vec<NamePlace>>>(id)) {
        return places;
    }
    let font = Sizes { scale: 1.0 }.name_font();
    let places = Arc::new(name_places(map, &|text: &str| {
        ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE).size())
    }));
    ui.data_mut(|d| d.insert_temp(id, places.clone()));
    places
}

/// Draws the whole board fitted in the space left; returns the route
/// tapped.
pub fn board_ui(ui: &mut Ui, input: &BoardInput<'_>) -> Option<BoardIntent> {
    board(ui, input, None, None)
}

/// Draws the board like [`board_ui`] with the keyboard `cursor` (moved by
/// the keys of [`super::keys`]) drawn on it, zoomed and panned by `zoom`
/// (Ctrl+scroll or a pinch zooms, scrolling or dragging pans, the buttons
/// in its corner zoom and fit); Enter or Space on the route under the
/// cursor is a tap of it.
pub fn board_keys_ui(
    ui: &mut Ui,
    input: &BoardInput<'_>,
    cursor: &mut Option<BoardCursor>,
    zoom: &mut BoardZoom,
) -> Option<BoardIntent> {
    board(ui, input, Some(cursor), Some(zoom))
}

/// The board's rectangle in `area`: fitted, never below the readable
/// scale, times the zoom, moved by the pan (kept so the board never leaves
/// the room empty on a side it could fill). Without a zoom, only fitted.
fn placed_board(area: Rect, zoom: Option<&mut BoardZoom>) -> Rect {
    let fitted = board_rect(area);
    // A board that cannot pan (the history's, a picture's) is shown whole.
    let Some(zoom) = zoom else { return fitted };
    let height = fitted.height().max(theme::BOARD_HEIGHT * theme::MIN_SCALE);
    zoom.zoom = zoom.zoom.clamp(1.0, theme::MAX_ZOOM);
    let height = height * zoom.zoom;
    let size = vec2(height * theme::MAP_ASPECT, height);
    let outer = size + Vec2::splat(2.0 * margin(height / theme::BOARD_HEIGHT));
    // Centred on each axis where it fits, else from the top-left corner,
    // moved by the pan within what keeps the room filled.
    let mut min = pos2(0.0, 0.0);
    let mut pan = zoom.pan;
    for axis in 0..2 {
        let room = area.size()[axis];
        let over = outer[axis] - room;
        if over <= 0.0 {
            min[axis] = area.center()[axis] - size[axis] / 2.0;
            pan[axis] = 0.0;
        } else {
            pan[axis] = pan[axis].clamp(-over, 0.0);
            min[axis] = area.min[axis] + (outer[axis] - size[axis]) / 2.0 + pan[axis];
        }
    }
    zoom.pan = pan;
    Rect::from_min_size(min, size)
}

/// The zoom buttons in the map's top-right corner: fit, zoom out, zoom in
/// (right to left).
fn zoom_buttons_ui(ui: &mut Ui, area: Rect, zoom: &mut BoardZoom) {
    let t = translator(ui.ctx());
    let height = ui.spacing().interact_size.y;
    let gap = ui.spacing().item_spacing.x;
    let padding = ui.spacing().button_padding.x * 2.0;
    let font = egui::TextStyle::Button.resolve(ui.style());
    let fit = t.text("toolbar-fit");
    let buttons = [(fit.as_str(), "toolbar-fit"), ("-", "toolbar-zoom-out"), ("+", "toolbar-zoom-in")];
    let mut right = area.right() - gap;
    for (text, key) in buttons {
        let width = ui
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE).size().x)
            .max(height - padding)
            + padding;
        let rect = Rect::from_min_size(pos2(right - width, area.top() + gap), vec2(width, height));
        right -= width + gap;
        let label = t.text(key);
        let response = ui.put(rect, egui::Button::new(text)).on_hover_text(&label);
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        if response.clicked() {
            match key {
                "toolbar-zoom-in" => zoom.zoom = (zoom.zoom * 1.25).min(theme::MAX_ZOOM),
                "toolbar-zoom-out" => zoom.zoom = (zoom.zoom / 1.25).max(1.0),
                _ => *zoom = BoardZoom::default(),
            }
        }
    }
}

/// Zoom by Ctrl+scroll or a pinch about the pointer, pan by scrolling or
/// by dragging the board's background.
fn zoom_and_pan(ui: &Ui, area: Rect, board: Rect, background: &egui::Response, zoom: &mut BoardZoom) {
    let Some(pointer) = ui.input(|i| i.pointer.hover_pos()).filter(|p| area.contains(*p)) else { return };
    let (factor, scroll) = ui.input(|i| (i.zoom_delta(), i.smooth_scroll_delta));
    if (factor - 1.0).abs() > 1e-3 {
        let before = zoom.zoom;
        zoom.zoom = (zoom.zoom * factor).clamp(1.0, theme::MAX_ZOOM);
        // The point under the pointer stays under it.
        let k = zoom.zoom / before;
        let from = pointer - board.min;
        zoom.pan -= from * (k - 1.0);
    } else {
        zoom.pan += scroll;
    }
    if background.dragged() {
        zoom.pan += background.drag_delta();
    }
}

fn board(
    ui: &mut Ui,
    input: &BoardInput<'_>,
    cursor: Option<&mut Option<BoardCursor>>,
    mut zoom: Option<&mut BoardZoom>,
) -> Option<BoardIntent> {
    let t = translator(ui.ctx());
    let game = input.game;
    let map = game.map();
    // The keys first: the focus they move is the one Enter and Space click
    // in this very frame.
    let cursor = cursor.and_then(|c| {
        board_keys(ui, map, c);
        *c
    });
    let area = ui.available_rect_before_wrap();
    let sense = if zoom.is_some() { Sense::click_and_drag() } else { Sense::click() };
    let background = ui.allocate_rect(area, sense);
    let painter = ui.painter_at(area);
    painter.rect_filled(area, 0.0, theme::MAP_BACKGROUND);
    let mut board = placed_board(area, zoom.as_deref_mut());
    if let Some(zoom) = zoom.as_deref_mut() {
        zoom_and_pan(ui, area, board, &background, zoom);
        // The keyboard cursor's location is kept in view.
        if let Some(c) = cursor {
            let at = location_at(map, board, c.location);
            let inner = area.shrink(margin(Sizes::of(board).scale) * 2.0);
            if inner.is_positive() && !inner.contains(at) {
                zoom.pan += vec2(
                    (inner.left() - at.x).max(0.0) + (inner.right() - at.x).min(0.0),
                    (inner.top() - at.y).max(0.0) + (inner.bottom() - at.y).min(0.0),
                );
            }
        }
        board = placed_board(area, Some(zoom));
    }
    let sizes = Sizes::of(board);
    let lines: Vec<RouteLine> = map.route_ids().map(|id| route_line(map, board, id, map.route(id))).collect();
    let mut tapped = None;

    // The names first, so the routes are drawn over them: a name never
    // hides a route, even where it could find no clear place.
    let places = cached_name_places(ui, map);
    for id in map.location_ids() {
        let centre = location_at(map, board, id);
        let Some(place) = places.get(usize::from(id.0)) else { continue };
        let text = name_text(&map.location(id).name, place.two_lines);
        let galley = painter.layout(text, sizes.name_font(), crate::ui::theme::INK, f32::INFINITY);
        let min = centre + place.offset * sizes.scale;
        let rect = Rect::from_min_size(min, galley.size());
        painter.rect_filled(rect.expand(NAME_BACKING * sizes.scale), 3.0 * sizes.scale, theme::NAME_BACKING);
        painter.galley(rect.min, galley, crate::ui::theme::INK);
    }

    // The highlighted ticket's path, under the spaces so it shows as a glow.
    if let Some((player, status)) = input.highlight {
        for id in &status.path {
            let line = &lines[usize::from(id.0)];
            let stroke = if game.owner(*id) == Some(player) { theme::PATH_DONE } else { theme::PATH_MISSING };
            let wide = Stroke { width: sizes.space_width() + stroke.width * 2.0, color: stroke.color };
            painter.line_segment([line.start, line.end], wide);
        }
    }

    // The route under the keyboard cursor: a white band edged in dark
    // under its spaces, seen on every route colour and on the background.
    if let Some(c) = cursor {
        let line = &lines[usize::from(c.route.0)];
        let dark = crate::ui::theme::FOCUS_DARK;
        let light = crate::ui::theme::FOCUS_LIGHT;
        // Narrower than the map's ring: a Double Route's twin is close by.
        let (white, edge) = (4.0, 3.0);
        painter.line_segment(
            [line.start, line.end],
            Stroke::new(sizes.space_width() + 2.0 * (white + edge), dark.color),
        );
        painter.line_segment(
            [line.start, line.end],
            Stroke::new(sizes.space_width() + 2.0 * white, light.color),
        );
    }

    let hover =
        ui.input(|i| i.pointer.hover_pos()).filter(|p| area.contains(*p)).and_then(|p| nearest(&lines, p));
    for line in &lines {
        let route = map.route(line.id);
        let owner = game.owner(line.id).and_then(|p| game.player(p).map(|q| (p, q.colour)));
        let spaces = line.spaces(route.spaces);
        for corners in &spaces {
            let centre = space_centre(corners);
            match owner {
                Some((player, colour)) => {
                    painter.add(Shape::convex_polygon(
                        corners.to_vec(),
                        theme::taxi_fill(colour),
                        theme::CLAIMED_OUTLINE,
                    ));
                    painter.text(
                        centre,
                        Align2::CENTER_CENTER,
                        player.to_string(),
                        FontId::proportional(sizes.space_width() * 0.85),
                        theme::taxi_ink(colour),
                    );
                }
                None => {
                    painter.add(Shape::convex_polygon(
                        corners.to_vec(),
                        theme::route_fill(route.colour),
                        theme::SPACE_OUTLINE,
                    ));
                    colour_mark(&painter, centre, line.dir(), route.colour, sizes);
                }
            }
        }
        // An accessible, focusable button on the route's middle space.
        let rect = Rect::from_center_size(line.middle(), Vec2::splat(sizes.space_width() * 1.4));
        let id = route_widget_id(line.id);
        let response = ui.interact(rect.intersect(area), id, Sense::click());
        if response.has_focus() {
            // The arrows and Escape belong to the map's cursor while a
            // route has the keyboard focus, not to egui's focus navigation.
            let filter = egui::EventFilter {
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
                tab: false,
            };
            ui.memory_mut(|m| m.set_focus_lock_filter(id, filter));
        }
        let name = t.new_york_route(map, line.id);
        let state = match game.owner(line.id).and_then(|p| game.player(p)) {
            Some(p) => t.format("ny-route-owner", &[("name", p.name.as_str().into())]),
            None => t.text("ny-route-free"),
        };
        let label = t.format(
            "ny-route-label",
            &[
                ("route", name.as_str().into()),
                ("spaces", i64::from(route.spaces).into()),
                ("colour", t.route_colour(route.colour).into()),
                ("state", state.into()),
            ],
        );
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        let response = response.on_hover_text(&label);
        if response.clicked() {
            tapped = Some(line.id);
        }
        if hover == Some(line.id) || response.has_focus() {
            for corners in &spaces {
                painter.add(Shape::closed_line(corners.to_vec(), theme::HOVER));
            }
        }
    }

    for id in map.location_ids() {
        let loc = map.location(id);
        let centre = location_at(map, board, id);
        painter.circle(centre, sizes.radius(), theme::LOCATION_FILL, theme::LOCATION_OUTLINE);
        if loc.attraction {
            painter.add(star(centre, sizes.radius() * 0.75, theme::ATTRACTION_STAR));
        }
        let label = if loc.attraction {
            t.format("ny-location-attraction", &[("name", loc.name.as_str().into())])
        } else {
            loc.name.clone()
        };
        let rect = Rect::from_center_size(centre, Vec2::splat(sizes.radius() * 2.0));
        let response = ui.interact(rect, egui::Id::unique(("ny-location", id.0)), Sense::hover());
        // The location under the cursor is "selected" for screen readers.
        let here = cursor.is_some_and(|c| c.location == id);
        response.widget_info(|| WidgetInfo::selected(Role::Label, true, here, &label));
        if here {
            focus_ring(&painter, centre, sizes.radius());
        }
    }

    if let Some(c) = cursor {
        cursor_caption(ui, area, game, c);
    }
    if let Some(zoom) = zoom {
        zoom_buttons_ui(ui, area, zoom);
    }

    if tapped.is_none()
        && background.clicked()
        && let Some(p) = background.interact_pointer_pos()
    {
        tapped = nearest(&lines, p);
    }
    tapped.map(BoardIntent::Tap)
}

/// The keyboard cursor in words, at the map's bottom-left over the map:
/// the location it is on and the route Enter would claim or take back,
/// with its colour, length and owner. The ring alone says nothing of a
/// route's colour to a colour-blind player, and the message line speaks
/// only once something is claimed. Painted over the map, so nothing moves
/// when it comes or goes; wrapped, never cut, on a narrow map.
fn cursor_caption(ui: &Ui, area: Rect, game: &Game, cursor: BoardCursor) {
    let t = translator(ui.ctx());
    let map = game.map();
    let route = map.route(cursor.route);
    let state = match game.owner(cursor.route).and_then(|p| game.player(p)) {
        Some(p) => t.format("ny-route-owner", &[("name", p.name.as_str().into())]),
        None => t.text("ny-route-free"),
    };
    let label = t.format(
        "ny-route-label",
        &[
            ("route", t.new_york_route(map, cursor.route).into()),
            ("spaces", i64::from(route.spaces).into()),
            ("colour", t.route_colour(route.colour).into()),
            ("state", state.into()),
        ],
    );
    let text = t.format(
        "ny-cursor-caption",
        &[("location", map.location(cursor.location).name.as_str().into()), ("route", label.into())],
    );
    let gap = ui.spacing().item_spacing.x;
    let pad = ui.spacing().button_padding;
    let font = egui::TextStyle::Body.resolve(ui.style());
    let wrap = (area.width() - 2.0 * (gap + pad.x)).max(1.0);
    let galley = ui.painter().layout(text.clone(), font, crate::ui::theme::INK, wrap);
    let min = pos2(area.left() + gap + pad.x, area.bottom() - gap - pad.y - galley.size().y);
    let rect = Rect::from_min_size(min, galley.size());
    let painter = ui.painter_at(area);
    painter.rect_filled(rect.expand2(pad), 4.0, theme::NAME_BACKING);
    painter.galley(rect.min, galley, crate::ui::theme::INK);
    // Named for screen readers and tests, but no target: taps go through
    // to the map.
    let response = ui.interact(rect, egui::Id::unique("ny-cursor-caption"), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, &text));
}

/// The route nearest to `p`, if close enough to be meant.
fn nearest(lines: &[RouteLine], p: Pos2) -> Option<RouteId> {
    lines
        .iter()
        .map(|l| (l.distance(p), l.id))
        .filter(|(d, l)| *d <= lines[usize::from(l.0)].sizes.space_width() / 2.0 + theme::TAP_DISTANCE)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, id)| id)
}

/// The keyboard cursor on a location: a dark ring with a white ring
/// inside around the disc, seen at a glance whatever the colours around
/// (dark against light, not a hue).
fn focus_ring(painter: &egui::Painter, c: Pos2, r: f32) {
    let dark = crate::ui::theme::FOCUS_DARK;
    let light = crate::ui::theme::FOCUS_LIGHT;
    painter.circle_stroke(c, r + dark.width / 2.0 + 1.0, dark);
    painter.circle_stroke(c, r + 1.0, light);
}

/// A mark per route colour, so colours are told apart by shape too: gray
/// none, red a dot, orange a bar, green a triangle, blue a ring, black a
/// cross, pink a diamond.
fn colour_mark(painter: &egui::Painter, c: Pos2, d: Vec2, colour: RouteColour, sizes: Sizes) {
    let r = sizes.space_width() * 0.28;
    let ink = theme::route_mark(colour);
    let n = d.rot90();
    match colour {
        RouteColour::Gray => {}
        RouteColour::Red => {
            painter.circle_filled(c, r * 0.8, ink);
        }
        RouteColour::Orange => {
            painter.line_segment([c - d * r * 1.3, c + d * r * 1.3], Stroke::new(2.0, ink));
        }
        RouteColour::Green => {
            let pts = vec![c - n * r, c + n * r * 0.6 + d * r, c + n * r * 0.6 - d * r];
            painter.add(Shape::convex_polygon(pts, ink, Stroke::NONE));
        }
        RouteColour::Blue => {
            painter.circle_stroke(c, r, Stroke::new(1.5, ink));
        }
        RouteColour::Black => {
            let s = Stroke::new(1.5, ink);
            painter.line_segment([c - d * r - n * r, c + d * r + n * r], s);
            painter.line_segment([c - d * r + n * r, c + d * r - n * r], s);
        }
        RouteColour::Pink => {
            let pts = vec![c - n * r, c + d * r, c + n * r, c - d * r];
            painter.add(Shape::convex_polygon(pts, ink, Stroke::NONE));
        }
    }
}

/// A five-pointed star (a Tourist Attraction).
fn star(c: Pos2, r: f32, fill: egui::Color32) -> Shape {
    let points: Vec<Pos2> = (0..10)
        .map(|i| {
            let radius = if i % 2 == 0 { r } else { r * 0.45 };
            let angle = std::f32::consts::PI * (f32::from(i as u8) / 5.0) - std::f32::consts::FRAC_PI_2;
            c + vec2(angle.cos(), angle.sin()) * radius
        })
        .collect();
    // A star is not convex: drawn as a fan of triangles from its centre.
    let mut mesh = egui::Mesh::default();
    mesh.colored_vertex(c, fill);
    for p in &points {
        mesh.colored_vertex(*p, fill);
    }
    for i in 0..10u32 {
        mesh.add_triangle(0, 1 + i, 1 + (i + 1) % 10);
    }
    Shape::mesh(mesh)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_is_cut_into_its_spaces_inside_its_ends() {
        let line = RouteLine {
            id: RouteId(0),
            start: Pos2::new(0.0, 0.0),
            end: Pos2::new(100.0, 0.0),
            sizes: Sizes { scale: 1.0 },
        };
        let spaces = line.spaces(3);
        assert_eq!(spaces.len(), 3);
        assert!(spaces[0][0].x > 0.0 && spaces[2][1].x < 100.0);
        assert!(spaces[0][1].x < spaces[1][0].x, "spaces do not overlap");
        assert!((line.distance(Pos2::new(50.0, 5.0)) - 5.0).abs() < 1e-4);
    }
}
