//! Hex geometry: where a coordinate sits in world units, and the transform
//! from world units to the screen (fit, zoom and pan).

use crate::games::tucana::sheet::{Coord, Sheet};
use crate::ui::theme::HEX_RADIUS;
use egui::{Pos2, Rect, Vec2, pos2, vec2};

/// Width of a pointy-top hex of radius `r`.
pub fn hex_width(r: f32) -> f32 {
    3f32.sqrt() * r
}

/// Centre of a hex in world units: x = dcol · w/2, y = row · 0.75 · h.
pub fn world_centre(c: Coord) -> Pos2 {
    let w = hex_width(HEX_RADIUS);
    pos2(c.dcol as f32 * w / 2.0, c.row as f32 * 1.5 * HEX_RADIUS)
}

/// The six corners of a pointy-top hex around `centre`, clockwise from the top.
pub fn corners(centre: Pos2, r: f32) -> [Pos2; 6] {
    std::array::from_fn(|i| {
        let angle = (-90.0 + 60.0 * i as f32).to_radians();
        centre + vec2(angle.cos(), angle.sin()) * r
    })
}

/// The bounding box of a sheet's hexes in world units.
pub fn world_bounds(sheet: &Sheet) -> Rect {
    let half = vec2(hex_width(HEX_RADIUS) / 2.0, HEX_RADIUS);
    let mut rect = Rect::NOTHING;
    for hex in sheet.hexes() {
        let c = world_centre(hex.coord);
        rect = rect.union(Rect::from_min_max(c - half, c + half));
    }
    rect
}

/// The coordinate whose hex contains a world point (the nearest centre),
/// whether or not the sheet has a hex there.
pub fn coord_at(world: Pos2) -> Coord {
    let w = hex_width(HEX_RADIUS);
    let row_guess = (world.y / (1.5 * HEX_RADIUS)).round() as i32;
    let mut best = Coord::new(row_guess, 0);
    let mut best_d = f32::INFINITY;
    for row in row_guess - 1..=row_guess + 1 {
        let dcol_guess = (world.x / (w / 2.0)).round() as i32;
        for dcol in dcol_guess - 2..=dcol_guess + 2 {
            if (row + dcol).rem_euclid(2) != 0 {
                continue;
            }
            let c = Coord::new(row, dcol);
            let d = world_centre(c).distance_sq(world);
            if d < best_d {
                best_d = d;
                best = c;
            }
        }
    }
    best
}

/// World → screen: `screen = origin + world · scale`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapTransform {
    /// Screen position of world (0, 0).
    pub origin: Pos2,
    /// Screen points per world unit.
    pub scale: f32,
}

impl MapTransform {
    /// The transform that fits `world` into `screen`, then applies a zoom
    /// (1 = fit) around the screen centre and a pan in screen points.
    pub fn fit(world: Rect, screen: Rect, zoom: f32, pan: Vec2) -> MapTransform {
        let fit = (screen.width() / world.width()).min(screen.height() / world.height()).max(0.01);
        let scale = fit * zoom;
        let origin = screen.center() - world.center().to_vec2() * scale + pan;
        MapTransform { origin, scale }
    }

    /// A world point on screen.
    pub fn to_screen(&self, world: Pos2) -> Pos2 {
        self.origin + world.to_vec2() * self.scale
    }

    /// A screen point in the world.
    pub fn to_world(&self, screen: Pos2) -> Pos2 {
        ((screen - self.origin) / self.scale).to_pos2()
    }

    /// A hex's centre on screen.
    pub fn centre(&self, c: Coord) -> Pos2 {
        self.to_screen(world_centre(c))
    }

    /// The hex radius on screen.
    pub fn radius(&self) -> f32 {
        HEX_RADIUS * self.scale
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_centre_maps_back_to_its_coordinate() {
        for row in 0..10 {
            for dcol in 0..20 {
                if (row + dcol) % 2 == 0 {
                    let c = Coord::new(row, dcol);
                    assert_eq!(coord_at(world_centre(c)), c);
                    assert_eq!(coord_at(world_centre(c) + vec2(HEX_RADIUS * 0.8, 0.0)), c);
                }
            }
        }
    }

    #[test]
    fn transform_round_trips() {
        let t = MapTransform::fit(
            Rect::from_min_max(pos2(0.0, 0.0), pos2(100.0, 50.0)),
            Rect::from_min_max(pos2(10.0, 10.0), pos2(210.0, 110.0)),
            1.5,
            vec2(3.0, 4.0),
        );
        let p = pos2(37.0, 12.0);
        assert!((t.to_world(t.to_screen(p)) - p).length() < 1e-3);
    }
}
