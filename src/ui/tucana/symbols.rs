//! Terrain patterns and sight pictures on the map: the printed sheet's
//! marks ([`crate::games::tucana::marks`], shared with the phone page),
//! coloured from [`theme`] and drawn into a shape list around a hex centre
//! `c` of screen radius `r`.

use crate::games::tucana::marks::{self, Ink, Mark, Outline, Point};
use crate::games::tucana::sheet::{Sight, Terrain};
use crate::ui::theme::{self, symbol};
use egui::{Color32, Pos2, Shape, Stroke, vec2};

/// The colour of each ink, from the theme.
pub fn ink_colour(ink: Ink) -> Color32 {
    match ink {
        Ink::TerrainMark(terrain) => theme::terrain_mark(terrain),
        Ink::SightBacking => theme::SIGHT_BACKING,
        Ink::Obelisk => symbol::OBELISK,
        Ink::Book => symbol::BOOK,
        Ink::Pages => symbol::PAGES,
        Ink::Toucan => symbol::TOUCAN,
        Ink::Beak => symbol::BEAK,
        Ink::Glint => theme::HALO,
        Ink::Yeti => symbol::YETI,
        Ink::YetiFace => symbol::YETI_FACE,
        Ink::SeaMonster => symbol::SEA_MONSTER,
    }
}

/// Marks that tell terrains apart without colour: dots for desert, trees for
/// forest, peaks for mountain, waves for water.
pub fn terrain_pattern(out: &mut Vec<Shape>, terrain: Terrain, c: Pos2, r: f32) {
    // A pattern's lines stay visible on a small map: one pixel at least.
    draw(out, &marks::terrain_marks(terrain), c, r, 1.0);
}

/// A sight picture on a light backing disc.
pub fn sight_symbol(out: &mut Vec<Shape>, sight: Sight, c: Pos2, r: f32) {
    draw(out, &marks::sight_marks(sight), c, r, 0.0);
}

/// `marks` as shapes, at centre `c` and radius `r`; lines at least
/// `min_width` points wide.
fn draw(out: &mut Vec<Shape>, marks: &[Mark], c: Pos2, r: f32, min_width: f32) {
    let at = |p: &Point| c + vec2(p[0], p[1]) * r;
    let stroke = |o: &Option<Outline>| {
        o.map_or(Stroke::NONE, |o| Stroke::new((o.width * r).max(min_width), ink_colour(o.ink)))
    };
    for mark in marks {
        out.push(match mark {
            Mark::Disc { centre, radius, fill, outline } => Shape::Circle(egui::epaint::CircleShape {
                center: at(centre),
                radius: radius * r,
                fill: ink_colour(*fill),
                stroke: stroke(outline),
            }),
            Mark::Polygon { points, fill, outline } => {
                Shape::convex_polygon(points.iter().map(at).collect(), ink_colour(*fill), stroke(outline))
            }
            Mark::Line { points, width, ink } => Shape::line(
                points.iter().map(at).collect(),
                Stroke::new((width * r).max(min_width), ink_colour(*ink)),
            ),
        });
    }
}
