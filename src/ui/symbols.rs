//! Our own simple vector marks: terrain patterns and sight symbols. They
//! draw into a shape list around a hex centre `c` of screen radius `r`.

use super::theme::{self, symbol};
use crate::games::tucana::sheet::{Sight, Terrain};
use egui::{Pos2, Shape, Stroke, pos2, vec2};

/// Marks that tell terrains apart without colour: dots for desert, trees for
/// forest, peaks for mountain, waves for water.
pub fn terrain_pattern(out: &mut Vec<Shape>, terrain: Terrain, c: Pos2, r: f32) {
    let ink = theme::terrain_mark(terrain);
    let stroke = Stroke::new((r * 0.07).max(1.0), ink);
    // Marks sit in the lower-left and right of the hex, leaving the middle
    // free for villages, sights and trails.
    let spots = [vec2(-0.45, 0.35), vec2(0.42, 0.38), vec2(0.0, -0.5)];
    match terrain {
        Terrain::Desert => {
            for s in spots {
                let p = c + s * r;
                for d in [vec2(-0.08, 0.0), vec2(0.08, 0.0), vec2(0.0, -0.11)] {
                    out.push(Shape::circle_filled(p + d * r, r * 0.04, ink));
                }
            }
        }
        Terrain::Forest => {
            for s in spots {
                let p = c + s * r;
                let (h, w) = (0.24 * r, 0.11 * r);
                out.push(Shape::convex_polygon(
                    vec![p + vec2(0.0, -h), p + vec2(w, 0.0), p + vec2(-w, 0.0)],
                    ink,
                    Stroke::NONE,
                ));
                out.push(Shape::line_segment([p, p + vec2(0.0, 0.08 * r)], stroke));
            }
        }
        Terrain::Mountain => {
            for s in spots {
                let p = c + s * r;
                let (h, w) = (0.2 * r, 0.13 * r);
                out.push(Shape::line(
                    vec![
                        p + vec2(-2.0 * w, 0.0),
                        p + vec2(-w, -h),
                        p,
                        p + vec2(w, -h * 1.3),
                        p + vec2(2.0 * w, 0.0),
                    ],
                    stroke,
                ));
            }
        }
        Terrain::Water => {
            for s in spots {
                let p = c + s * r;
                let points: Vec<Pos2> = (0..=8)
                    .map(|i| {
                        let t = i as f32 / 8.0;
                        p + vec2((t - 0.5) * 0.42 * r, (t * std::f32::consts::TAU).sin() * 0.05 * r)
                    })
                    .collect();
                out.push(Shape::line(points, stroke));
            }
        }
    }
}

/// A sight symbol on a white backing disc.
pub fn sight_symbol(out: &mut Vec<Shape>, sight: Sight, c: Pos2, r: f32) {
    out.push(Shape::circle_filled(c, r * 0.55, theme::SIGHT_BACKING));
    let s = r * 0.42; // symbol half-size
    match sight {
        Sight::Obelisk => {
            out.push(Shape::convex_polygon(
                vec![
                    c + vec2(0.0, -s),
                    c + vec2(0.22 * s, -0.7 * s),
                    c + vec2(0.32 * s, 0.8 * s),
                    c + vec2(-0.32 * s, 0.8 * s),
                    c + vec2(-0.22 * s, -0.7 * s),
                ],
                symbol::OBELISK,
                Stroke::NONE,
            ));
            out.push(Shape::rect_filled(
                egui::Rect::from_min_max(c + vec2(-0.55 * s, 0.8 * s), c + vec2(0.55 * s, s)),
                0.0,
                symbol::OBELISK,
            ));
        }
        Sight::Book => {
            let pages = |dx: f32| {
                vec![
                    c + vec2(0.0, -0.45 * s),
                    c + vec2(dx * 0.9 * s, -0.65 * s),
                    c + vec2(dx * 0.9 * s, 0.55 * s),
                    c + vec2(0.0, 0.7 * s),
                ]
            };
            for dx in [-1.0, 1.0] {
                let mut poly = pages(dx);
                if dx > 0.0 {
                    poly.reverse();
                }
                out.push(Shape::convex_polygon(poly, symbol::PAGES, Stroke::new(0.12 * s, symbol::BOOK)));
            }
            out.push(Shape::line_segment(
                [c + vec2(0.0, -0.45 * s), c + vec2(0.0, 0.7 * s)],
                Stroke::new(0.12 * s, symbol::BOOK),
            ));
        }
        Sight::Toucan => {
            let body = c + vec2(-0.25 * s, 0.1 * s);
            out.push(Shape::circle_filled(body, 0.55 * s, symbol::TOUCAN));
            out.push(Shape::convex_polygon(
                vec![
                    body + vec2(0.35 * s, -0.45 * s),
                    body + vec2(1.25 * s, -0.05 * s),
                    body + vec2(0.4 * s, 0.1 * s),
                ],
                symbol::BEAK,
                Stroke::NONE,
            ));
            out.push(Shape::circle_filled(body + vec2(0.12 * s, -0.22 * s), 0.1 * s, theme::HALO));
        }
        Sight::Yeti => {
            let face = Stroke::new(0.1 * s, symbol::YETI_FACE);
            // Shaggy head: a ring of tufts around a round face.
            for i in 0..8 {
                let a = i as f32 / 8.0 * std::f32::consts::TAU;
                out.push(Shape::circle_filled(c + vec2(a.cos(), a.sin()) * 0.62 * s, 0.3 * s, symbol::YETI));
            }
            out.push(Shape::Circle(egui::epaint::CircleShape {
                center: c,
                radius: 0.68 * s,
                fill: symbol::YETI,
                stroke: face,
            }));
            out.push(Shape::circle_filled(c + vec2(-0.25 * s, -0.15 * s), 0.1 * s, symbol::YETI_FACE));
            out.push(Shape::circle_filled(c + vec2(0.25 * s, -0.15 * s), 0.1 * s, symbol::YETI_FACE));
            out.push(Shape::line(
                vec![c + vec2(-0.3 * s, 0.25 * s), c + vec2(0.0, 0.4 * s), c + vec2(0.3 * s, 0.25 * s)],
                face,
            ));
        }
        Sight::SeaMonster => {
            let stroke = Stroke::new(0.22 * s, symbol::SEA_MONSTER);
            // Three humps above the water line, and a head.
            let points: Vec<Pos2> = (0..=24)
                .map(|i| {
                    let t = i as f32 / 24.0;
                    let x = -0.9 + 1.5 * t;
                    pos2(c.x + x * s, c.y + 0.3 * s - (t * 3.0 * std::f32::consts::PI).sin().abs() * 0.55 * s)
                })
                .collect();
            out.push(Shape::line(points, stroke));
            let head = c + vec2(0.72 * s, 0.0);
            out.push(Shape::circle_filled(head, 0.22 * s, symbol::SEA_MONSTER));
            out.push(Shape::circle_filled(head + vec2(0.05 * s, -0.06 * s), 0.06 * s, theme::HALO));
        }
    }
}
