//! Manhattan drawn from the map data: locations as discs (Tourist
//! Attractions starred), each route as its row of spaces between them
//! (Double Routes side by side), claimed routes in their taxi colour with
//! the player's number. Every route and location carries an accessibility
//! label; a tap (or Enter on a focused route) asks to claim it. With
//! [`board_keys_ui`] the keyboard cursor of [`super::keys`] is drawn too.

use super::keys::{BoardCursor, board_keys, route_widget_id};
use crate::games::new_york::{Game, Route, RouteColour, RouteId, TicketStatus};
use crate::ui::lang::translator;
use crate::ui::theme::new_york as theme;
use egui::{Align2, FontId, Pos2, Rect, Role, Sense, Shape, Stroke, Ui, Vec2, WidgetInfo, vec2};

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

/// Where one route is drawn: its ends (after the discs) on screen.
struct RouteLine {
    id: RouteId,
    start: Pos2,
    end: Pos2,
}

impl RouteLine {
    fn dir(&self) -> Vec2 {
        (self.end - self.start).normalized()
    }

    /// The corners of each space, start to end.
    fn spaces(&self, count: u8) -> Vec<[Pos2; 4]> {
        let d = self.dir();
        let n = d.rot90() * (theme::SPACE_WIDTH / 2.0);
        let length = (self.end - self.start).length();
        let k = f32::from(count.max(1));
        let space = ((length - theme::SPACE_GAP * (k + 1.0)) / k).max(2.0);
        (0..count.max(1))
            .map(|i| {
                let a = self.start + d * (theme::SPACE_GAP + f32::from(i) * (space + theme::SPACE_GAP));
                let b = a + d * space;
                [a + n, b + n, b - n, a - n]
            })
            .collect()
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

/// The board's rectangle inside `area`, keeping the board's shape.
fn board_rect(area: Rect) -> Rect {
    // Room for a disc and the keyboard cursor's ring around it: the names
    // of the locations at the edges (Lincoln Center, Brooklyn) stay inside
    // since none of them sits right on the board's edge.
    let margin = theme::LOCATION_RADIUS * 1.6;
    let inner = area.shrink(margin);
    let (w, h) = if inner.width() / inner.height().max(1.0) > theme::MAP_ASPECT {
        (inner.height() * theme::MAP_ASPECT, inner.height())
    } else {
        (inner.width(), inner.width() / theme::MAP_ASPECT)
    };
    Rect::from_center_size(inner.center(), vec2(w.max(1.0), h.max(1.0)))
}

fn route_line(game: &Game, board: Rect, id: RouteId, route: &Route) -> RouteLine {
    let map = game.map();
    let at = |l| {
        let loc = map.location(l);
        board.min + vec2(loc.x * board.width(), loc.y * board.height())
    };
    let (a, b) = (at(route.a), at(route.b));
    let d = (b - a).normalized();
    // The two routes of a Double Route sit on either side of the line.
    let offset = match route.twin {
        Some(twin) if twin < id => d.rot90() * theme::DOUBLE_OFFSET,
        Some(_) => -d.rot90() * theme::DOUBLE_OFFSET,
        None => Vec2::ZERO,
    };
    RouteLine {
        id,
        start: a + d * theme::LOCATION_RADIUS + offset,
        end: b - d * theme::LOCATION_RADIUS + offset,
    }
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
    route_line(game, board_rect(area), route, data).spaces(data.spaces).iter().map(space_centre).collect()
}

/// Draws the board filling the space left; returns the route tapped.
pub fn board_ui(ui: &mut Ui, input: &BoardInput<'_>) -> Option<BoardIntent> {
    board(ui, input, None)
}

/// Draws the board like [`board_ui`] with the keyboard `cursor` (moved by
/// the keys of [`super::keys`]) drawn on it; Enter or Space on the route
/// under the cursor is a tap of it.
pub fn board_keys_ui(
    ui: &mut Ui,
    input: &BoardInput<'_>,
    cursor: &mut Option<BoardCursor>,
) -> Option<BoardIntent> {
    board(ui, input, Some(cursor))
}

fn board(
    ui: &mut Ui,
    input: &BoardInput<'_>,
    cursor: Option<&mut Option<BoardCursor>>,
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
    let background = ui.allocate_rect(area, Sense::click());
    let painter = ui.painter_at(area);
    painter.rect_filled(area, 0.0, theme::MAP_BACKGROUND);
    let board = board_rect(area);
    let lines: Vec<RouteLine> =
        map.route_ids().map(|id| route_line(game, board, id, map.route(id))).collect();
    let mut tapped = None;

    // The highlighted ticket's path, under the spaces so it shows as a glow.
    if let Some((player, status)) = input.highlight {
        for id in &status.path {
            let line = &lines[usize::from(id.0)];
            let stroke = if game.owner(*id) == Some(player) { theme::PATH_DONE } else { theme::PATH_MISSING };
            let wide = Stroke { width: theme::SPACE_WIDTH + stroke.width * 2.0, color: stroke.color };
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
            Stroke::new(theme::SPACE_WIDTH + 2.0 * (white + edge), dark.color),
        );
        painter
            .line_segment([line.start, line.end], Stroke::new(theme::SPACE_WIDTH + 2.0 * white, light.color));
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
                        FontId::proportional(theme::SPACE_WIDTH * 0.85),
                        theme::taxi_ink(colour),
                    );
                }
                None => {
                    painter.add(Shape::convex_polygon(
                        corners.to_vec(),
                        theme::route_fill(route.colour),
                        theme::SPACE_OUTLINE,
                    ));
                    colour_mark(&painter, centre, line.dir(), route.colour);
                }
            }
        }
        // An accessible, focusable button on the route's middle space.
        let rect = Rect::from_center_size(line.middle(), Vec2::splat(theme::SPACE_WIDTH * 1.4));
        let id = route_widget_id(line.id);
        let response = ui.interact(rect, id, Sense::click());
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
        let centre = board.min + vec2(loc.x * board.width(), loc.y * board.height());
        painter.circle(centre, theme::LOCATION_RADIUS, theme::LOCATION_FILL, theme::LOCATION_OUTLINE);
        if loc.attraction {
            painter.add(star(centre, theme::LOCATION_RADIUS * 0.75, theme::ATTRACTION_STAR));
        }
        // The name on a pale backing, readable over the routes it crosses.
        let galley =
            painter.layout_no_wrap(loc.name.clone(), FontId::proportional(12.0), crate::ui::theme::INK);
        let name_rect =
            Align2::CENTER_TOP.anchor_size(centre + vec2(0.0, theme::LOCATION_RADIUS + 1.0), galley.size());
        painter.rect_filled(name_rect.expand(1.5), 3.0, theme::NAME_BACKING);
        painter.galley(name_rect.min, galley, crate::ui::theme::INK);
        let label = if loc.attraction {
            t.format("ny-location-attraction", &[("name", loc.name.as_str().into())])
        } else {
            loc.name.clone()
        };
        let rect = Rect::from_center_size(centre, Vec2::splat(theme::LOCATION_RADIUS * 2.0));
        let response = ui.interact(rect, egui::Id::unique(("ny-location", id.0)), Sense::hover());
        // The location under the cursor is "selected" for screen readers.
        let here = cursor.is_some_and(|c| c.location == id);
        response.widget_info(|| WidgetInfo::selected(Role::Label, true, here, &label));
        if here {
            focus_ring(&painter, centre, theme::LOCATION_RADIUS);
        }
    }

    if tapped.is_none()
        && background.clicked()
        && let Some(p) = background.interact_pointer_pos()
    {
        tapped = nearest(&lines, p);
    }
    tapped.map(BoardIntent::Tap)
}

/// The route nearest to `p`, if close enough to be meant.
fn nearest(lines: &[RouteLine], p: Pos2) -> Option<RouteId> {
    lines
        .iter()
        .map(|l| (l.distance(p), l.id))
        .filter(|(d, _)| *d <= theme::SPACE_WIDTH / 2.0 + theme::TAP_DISTANCE)
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
fn colour_mark(painter: &egui::Painter, c: Pos2, d: Vec2, colour: RouteColour) {
    let r = theme::SPACE_WIDTH * 0.28;
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
        let line = RouteLine { id: RouteId(0), start: Pos2::new(0.0, 0.0), end: Pos2::new(100.0, 0.0) };
        let spaces = line.spaces(3);
        assert_eq!(spaces.len(), 3);
        assert!(spaces[0][0].x > 0.0 && spaces[2][1].x < 100.0);
        assert!(spaces[0][1].x < spaces[1][0].x, "spaces do not overlap");
        assert!((line.distance(Pos2::new(50.0, 5.0)) - 5.0).abs() < 1e-4);
    }
}
