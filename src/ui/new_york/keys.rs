//! Keyboard play on the New York map: a whole game can be entered without
//! the mouse.
//!
//! - 1–4 choose the player who claims (as the player buttons do);
//! - the arrows move the map's cursor to the nearest location in that
//!   direction (by the map's drawing positions);
//! - Shift+→ and Shift+← turn the cursor to the next route leaving that
//!   location, clockwise or anticlockwise;
//! - Enter or Space claims the route under the cursor for the player chosen,
//!   or takes it back (egui's own "click the focused widget": the route
//!   under the cursor has the keyboard focus, so a key gives the same intent
//!   as a tap, and the same refusals);
//! - Escape hides the cursor; Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and
//!   redo.
//!
//! No key acts while a text field has the focus, and the arrows, Enter and
//! Space stay with a button reached with Tab.

use crate::games::new_york::{Game, LocationId, NewYorkMap, RouteId};
use crate::ui::cursor::CursorStep;
use crate::ui::lang::tr;
use crate::ui::theme;
use egui::{FocusDirection, Id, Key, Modifiers, Ui, Vec2, vec2};

/// The map's keyboard cursor: a location and one of the routes leaving it
/// (the one Enter or Space claims).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardCursor {
    /// The location the arrows move from.
    pub location: LocationId,
    /// The route under the cursor; it touches `location`.
    pub route: RouteId,
}

/// The id of a route's widget on the board, the same every frame: egui
/// keeps the keyboard focus on it and AccessKit names the focused route.
pub fn route_widget_id(route: RouteId) -> Id {
    Id::unique(("ny-route", route.0))
}

/// A location's drawing position with the board's shape, so that
/// directions and distances are those seen on screen.
fn position(map: &NewYorkMap, id: LocationId) -> Vec2 {
    let loc = map.location(id);
    vec2(loc.x * theme::new_york::MAP_ASPECT, loc.y)
}

/// The screen direction of an arrow (y grows downwards).
fn direction(step: CursorStep) -> Vec2 {
    match step {
        CursorStep::Left => vec2(-1.0, 0.0),
        CursorStep::Right => vec2(1.0, 0.0),
        CursorStep::Up => vec2(0.0, -1.0),
        CursorStep::Down => vec2(0.0, 1.0),
    }
}

/// Where an arrow takes the cursor from `from`: the nearest location in
/// that direction, within 60° either side of it; a location straight
/// ahead is preferred to a nearer one far off to the side (distance plus
/// the sideways offset). At the edge of the map the cursor stays.
pub fn step_location(map: &NewYorkMap, from: LocationId, step: CursorStep) -> LocationId {
    let d = direction(step);
    let p = position(map, from);
    map.location_ids()
        .filter(|&id| id != from)
        .filter_map(|id| {
            let v = position(map, id) - p;
            let ahead = v.dot(d);
            let side = (v.x * d.y - v.y * d.x).abs();
            // tan 60° ≈ 1.73: the cone the arrow points into.
            (ahead > 1e-4 && side <= ahead * 1.73).then_some((v.length() + side, id))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map_or(from, |(_, id)| id)
}

/// The routes leaving `location`, clockwise from twelve o'clock (the two
/// routes of a Double Route one after the other).
pub fn routes_at(map: &NewYorkMap, location: LocationId) -> Vec<RouteId> {
    let p = position(map, location);
    let mut routes: Vec<(f32, RouteId)> = map
        .route_ids()
        .filter(|&id| map.route(id).touches(location))
        .map(|id| {
            let v = position(map, map.route(id).other_end(location)) - p;
            // Angle from north, clockwise on screen, in 0..2π.
            let angle = v.x.atan2(-v.y).rem_euclid(std::f32::consts::TAU);
            (angle, id)
        })
        .collect();
    routes.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    routes.into_iter().map(|(_, id)| id).collect()
}

/// The next route leaving the cursor's location, clockwise or not.
pub fn turn(map: &NewYorkMap, cursor: BoardCursor, clockwise: bool) -> BoardCursor {
    let routes = routes_at(map, cursor.location);
    let Some(at) = routes.iter().position(|&r| r == cursor.route) else {
        return BoardCursor { route: routes.first().copied().unwrap_or(cursor.route), ..cursor };
    };
    let n = routes.len();
    let next = if clockwise { (at + 1) % n } else { (at + n - 1) % n };
    BoardCursor { route: routes[next], ..cursor }
}

/// The cursor after an arrow: at the location found by [`step_location`],
/// on the route between the two locations if there is one (so Enter claims
/// the route just walked along), else on the route leaving the new
/// location closest to the arrow's direction.
pub fn step(map: &NewYorkMap, cursor: BoardCursor, step: CursorStep) -> BoardCursor {
    let to = step_location(map, cursor.location, step);
    if to == cursor.location {
        return cursor;
    }
    let routes = routes_at(map, to);
    let between = routes.iter().copied().find(|&r| map.route(r).touches(cursor.location));
    let d = direction(step);
    let p = position(map, to);
    let ahead = routes.iter().copied().max_by(|&a, &b| {
        let along = |r: RouteId| (position(map, map.route(r).other_end(to)) - p).normalized().dot(d);
        along(a).total_cmp(&along(b)).then(b.cmp(&a))
    });
    match between.or(ahead) {
        Some(route) => BoardCursor { location: to, route },
        None => cursor,
    }
}

/// Where the cursor first shows: the location nearest the middle of the
/// board, on its first route clockwise.
pub fn start_cursor(map: &NewYorkMap) -> Option<BoardCursor> {
    let middle = vec2(0.5 * theme::new_york::MAP_ASPECT, 0.5);
    map.location_ids()
        .filter_map(|id| routes_at(map, id).first().map(|&route| BoardCursor { location: id, route }))
        .min_by(|a, b| {
            let d = |c: &BoardCursor| (position(map, c.location) - middle).length();
            d(a).total_cmp(&d(b))
        })
}

/// The map's keys, read before the route widgets are made (so the focus
/// they set is the one Enter and Space click this very frame): arrows,
/// Shift+arrows and Escape move or hide `cursor`; a route reached with Tab
/// becomes the cursor's route. Does nothing while a text field or another
/// widget (a button reached with Tab) has the focus.
pub fn board_keys(ui: &Ui, map: &NewYorkMap, cursor: &mut Option<BoardCursor>) {
    if cursor.is_some_and(|c| {
        usize::from(c.route.0) >= map.routes().len() || !map.route(c.route).touches(c.location)
    }) {
        *cursor = None;
    }
    if ui.ctx().text_edit_focused() {
        return;
    }
    let focused = ui.memory(egui::Memory::focused);
    let focused_route = focused.and_then(|f| map.route_ids().find(|&r| route_widget_id(r) == f));
    if focused.is_some() && focused_route.is_none() {
        return;
    }
    if let Some(route) = focused_route
        && cursor.is_none_or(|c| c.route != route)
    {
        // A route reached with Tab (or a screen reader) becomes the cursor.
        let r = map.route(route);
        let location = cursor.map(|c| c.location).filter(|&l| r.touches(l)).unwrap_or(r.a);
        *cursor = Some(BoardCursor { location, route });
    }
    let moves: Vec<(CursorStep, bool)> = ui.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Key { key, pressed: true, modifiers, .. }
                    if modifiers.is_none() || modifiers.matches_exact(Modifiers::SHIFT) =>
                {
                    CursorStep::of_key(*key).map(|s| (s, modifiers.shift))
                }
                _ => None,
            })
            .collect()
    });
    let mut moved = false;
    for (s, shift) in moves {
        moved = true;
        let Some(from) = *cursor else {
            // The first key shows where the cursor starts, without moving.
            *cursor = start_cursor(map);
            continue;
        };
        *cursor = Some(if shift {
            turn(map, from, matches!(s, CursorStep::Right | CursorStep::Down))
        } else {
            step(map, from, s)
        });
    }
    // Enter or Space after the focus was lost (a click elsewhere): the
    // cursor's route takes the focus back at once, so the key still claims.
    let enter = ui.input(|i| i.key_pressed(Key::Enter) || i.key_pressed(Key::Space));
    let refocus = enter && focused.is_none() && cursor.is_some();
    if let Some(c) = *cursor
        && (moved || refocus)
    {
        // Focus follows the cursor: screen readers announce the route, and
        // Enter/Space click it; egui's own arrow navigation is cancelled.
        ui.memory_mut(|m| {
            m.request_focus(route_widget_id(c.route));
            m.move_focus(FocusDirection::None);
        });
    }
    if ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
        && let Some(c) = cursor.take()
    {
        ui.memory_mut(|m| m.surrender_focus(route_widget_id(c.route)));
    }
}

/// The player whose digit key (1–4) was pressed this frame, if that player
/// plays; never while a text field has the focus.
pub fn player_key(ui: &Ui, game: &Game) -> Option<u8> {
    if ui.ctx().text_edit_focused() {
        return None;
    }
    const DIGITS: [Key; 4] = [Key::Num1, Key::Num2, Key::Num3, Key::Num4];
    ui.input_mut(|i| {
        let mut chosen = None;
        for (n, key) in (1u8..).zip(DIGITS) {
            if game.player(n).is_none() {
                continue;
            }
            // Shift too: digits need it on a French keyboard.
            if i.consume_key(Modifiers::NONE, key) || i.consume_key(Modifiers::SHIFT, key) {
                chosen = Some(n);
            }
        }
        chosen
    })
}

/// The words that list the New York keys, under the message line (never
/// cut: see [`crate::ui::message::message_and_keys_ui`]).
pub fn help_text(ui: &Ui) -> String {
    tr(ui, "ny-keys-help")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    const STEPS: [CursorStep; 4] = [CursorStep::Left, CursorStep::Right, CursorStep::Up, CursorStep::Down];

    fn map() -> std::sync::Arc<NewYorkMap> {
        NewYorkMap::builtin()
    }

    fn at(map: &NewYorkMap, key: &str) -> LocationId {
        map.location_by_key(key).expect(key)
    }

    #[test]
    fn arrows_go_to_the_nearest_location_that_way() {
        let map = map();
        let chelsea = at(&map, "chelsea");
        assert_eq!(step_location(&map, chelsea, CursorStep::Up), at(&map, "midtown-west"));
        assert_eq!(step_location(&map, chelsea, CursorStep::Right), at(&map, "gramercy-park"));
        assert_eq!(step_location(&map, chelsea, CursorStep::Down), at(&map, "soho"));
        // Nothing to the left of Chelsea within the cone: it stays.
        let lincoln = at(&map, "lincoln-center");
        assert_eq!(step_location(&map, lincoln, CursorStep::Up), lincoln);
        assert_eq!(step_location(&map, at(&map, "brooklyn"), CursorStep::Down), at(&map, "brooklyn"));
    }

    #[test]
    fn every_location_and_route_is_reachable_by_keys() {
        let map = map();
        let start = start_cursor(&map).expect("a start");
        let mut seen = HashSet::from([start]);
        let mut queue = vec![start];
        while let Some(c) = queue.pop() {
            assert!(map.route(c.route).touches(c.location), "{c:?}: the route leaves the location");
            let next =
                STEPS.iter().map(|&s| step(&map, c, s)).chain([turn(&map, c, true), turn(&map, c, false)]);
            for n in next {
                if seen.insert(n) {
                    queue.push(n);
                }
            }
        }
        for id in map.route_ids() {
            assert!(seen.iter().any(|c| c.route == id), "{} unreachable", map.route(id).key);
        }
        for id in map.location_ids() {
            assert!(seen.iter().any(|c| c.location == id), "{} unreachable", map.location(id).key);
        }
    }

    #[test]
    fn turning_goes_round_the_routes_of_a_location_and_back() {
        let map = map();
        for id in map.location_ids() {
            let routes = routes_at(&map, id);
            assert!(!routes.is_empty());
            let first = BoardCursor { location: id, route: routes[0] };
            let mut c = first;
            for _ in 0..routes.len() {
                let next = turn(&map, c, true);
                assert_eq!(turn(&map, next, false), c, "anticlockwise undoes clockwise");
                c = next;
            }
            assert_eq!(c, first, "{} routes, then back to the first", routes.len());
        }
        // The two routes of a Double Route come one after the other.
        let times = at(&map, "times-square");
        let routes = routes_at(&map, times);
        for (i, r) in routes.iter().enumerate() {
            if let Some(twin) = map.route(*r).twin {
                let j = routes.iter().position(|x| *x == twin).expect("twin leaves too");
                assert_eq!(i.abs_diff(j), 1, "{}", map.route(*r).key);
            }
        }
    }

    #[test]
    fn an_arrow_lands_on_the_route_walked_along() {
        let map = map();
        let chelsea = at(&map, "chelsea");
        let soho = at(&map, "soho");
        let from = BoardCursor { location: chelsea, route: routes_at(&map, chelsea)[0] };
        let to = step(&map, from, CursorStep::Down);
        assert_eq!(to.location, soho);
        assert_eq!(map.route(to.route).key, "chelsea-soho");
    }
}
