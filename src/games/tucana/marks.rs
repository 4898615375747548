//! The printed sheet's marks, as data: the terrain patterns (dots, trees,
//! peaks, waves) and the sight pictures, for a hex of radius 1 centred on
//! the origin (y grows downwards, as on screen). The desktop map
//! (`ui::tucana::symbols`) and the phone page (`table::tucana::view`) both draw these, so
//! the two show the same sheet; each gives every [`Ink`] its colour from
//! one palette (`ui::theme`, and `table::palette`, kept equal by a test).
//! Pure data: no drawing library, no colours.

use super::sheet::{Sight, Terrain};
use std::f32::consts::{PI, TAU};

/// A point, in hex radii from the hex centre.
pub type Point = [f32; 2];

/// What colour a mark takes, named by what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ink {
    /// A terrain's pattern marks.
    TerrainMark(Terrain),
    /// The light disc behind a sight.
    SightBacking,
    /// Obelisk stone.
    Obelisk,
    /// Book cover.
    Book,
    /// Book pages.
    Pages,
    /// Toucan body.
    Toucan,
    /// Toucan beak.
    Beak,
    /// An eye's glint (white).
    Glint,
    /// Yeti fur.
    Yeti,
    /// Yeti outline and face.
    YetiFace,
    /// Sea monster.
    SeaMonster,
}

impl Ink {
    /// Every ink of the sight pictures (terrain marks apart).
    pub const SIGHT_INKS: [Ink; 10] = [
        Ink::SightBacking,
        Ink::Obelisk,
        Ink::Book,
        Ink::Pages,
        Ink::Toucan,
        Ink::Beak,
        Ink::Glint,
        Ink::Yeti,
        Ink::YetiFace,
        Ink::SeaMonster,
    ];

    /// A stable name (`terrain-desert`, `sea_monster`), for the phone page.
    pub fn key(self) -> &'static str {
        match self {
            Ink::TerrainMark(Terrain::Desert) => "terrain-desert",
            Ink::TerrainMark(Terrain::Forest) => "terrain-forest",
            Ink::TerrainMark(Terrain::Mountain) => "terrain-mountain",
            Ink::TerrainMark(Terrain::Water) => "terrain-water",
            Ink::SightBacking => "sight_backing",
            Ink::Obelisk => "obelisk",
            Ink::Book => "book",
            Ink::Pages => "pages",
            Ink::Toucan => "toucan",
            Ink::Beak => "beak",
            Ink::Glint => "glint",
            Ink::Yeti => "yeti",
            Ink::YetiFace => "yeti_face",
            Ink::SeaMonster => "sea_monster",
        }
    }
}

/// An outline drawn around a filled mark.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outline {
    /// Width, in hex radii.
    pub width: f32,
    /// Colour.
    pub ink: Ink,
}

/// One mark.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// A filled circle.
    Disc {
        /// Centre.
        centre: Point,
        /// Radius.
        radius: f32,
        /// Fill.
        fill: Ink,
        /// Outline, if any.
        outline: Option<Outline>,
    },
    /// A filled convex polygon.
    Polygon {
        /// Corners, in order.
        points: Vec<Point>,
        /// Fill.
        fill: Ink,
        /// Outline, if any.
        outline: Option<Outline>,
    },
    /// An open line through the points.
    Line {
        /// The points.
        points: Vec<Point>,
        /// Width, in hex radii.
        width: f32,
        /// Colour.
        ink: Ink,
    },
}

/// Width of a terrain pattern's lines, in hex radii (screens draw at
/// least one pixel).
pub const PATTERN_LINE: f32 = 0.07;

fn add(a: Point, b: Point) -> Point {
    [a[0] + b[0], a[1] + b[1]]
}

/// The marks that tell terrains apart without colour: dots for desert,
/// trees for forest, peaks for mountain, waves for water. They sit in the
/// lower left and right and at the top of the hex, leaving the middle free
/// for villages, sights and trails.
pub fn terrain_marks(terrain: Terrain) -> Vec<Mark> {
    let ink = Ink::TerrainMark(terrain);
    let spots: [Point; 3] = [[-0.45, 0.35], [0.42, 0.38], [0.0, -0.5]];
    let line = |points: Vec<Point>| Mark::Line { points, width: PATTERN_LINE, ink };
    let mut out = Vec::new();
    for p in spots {
        match terrain {
            Terrain::Desert => {
                for d in [[-0.08, 0.0], [0.08, 0.0], [0.0, -0.11]] {
                    out.push(Mark::Disc { centre: add(p, d), radius: 0.04, fill: ink, outline: None });
                }
            }
            Terrain::Forest => {
                let (h, w) = (0.24, 0.11);
                out.push(Mark::Polygon {
                    points: vec![add(p, [0.0, -h]), add(p, [w, 0.0]), add(p, [-w, 0.0])],
                    fill: ink,
                    outline: None,
                });
                out.push(line(vec![p, add(p, [0.0, 0.08])]));
            }
            Terrain::Mountain => {
                let (h, w) = (0.2, 0.13);
                out.push(line(vec![
                    add(p, [-2.0 * w, 0.0]),
                    add(p, [-w, -h]),
                    p,
                    add(p, [w, -h * 1.3]),
                    add(p, [2.0 * w, 0.0]),
                ]));
            }
            Terrain::Water => {
                let points = (0..=8)
                    .map(|i| {
                        let t = i as f32 / 8.0;
                        add(p, [(t - 0.5) * 0.42, (t * TAU).sin() * 0.05])
                    })
                    .collect();
                out.push(line(points));
            }
        }
    }
    out
}

/// A sight's picture on its light backing disc.
pub fn sight_marks(sight: Sight) -> Vec<Mark> {
    let mut out =
        vec![Mark::Disc { centre: [0.0, 0.0], radius: 0.55, fill: Ink::SightBacking, outline: None }];
    let s = 0.42; // the picture's half-size
    let at = |x: f32, y: f32| [x * s, y * s];
    let disc = |centre: Point, radius: f32, fill: Ink| Mark::Disc { centre, radius, fill, outline: None };
    match sight {
        Sight::Obelisk => {
            out.push(Mark::Polygon {
                points: vec![at(0.0, -1.0), at(0.22, -0.7), at(0.32, 0.8), at(-0.32, 0.8), at(-0.22, -0.7)],
                fill: Ink::Obelisk,
                outline: None,
            });
            out.push(Mark::Polygon {
                points: vec![at(-0.55, 0.8), at(0.55, 0.8), at(0.55, 1.0), at(-0.55, 1.0)],
                fill: Ink::Obelisk,
                outline: None,
            });
        }
        Sight::Book => {
            let cover = Some(Outline { width: 0.12 * s, ink: Ink::Book });
            for dx in [-1.0, 1.0] {
                let mut points = vec![at(0.0, -0.45), at(dx * 0.9, -0.65), at(dx * 0.9, 0.55), at(0.0, 0.7)];
                // Both pages wound the same way.
                if dx > 0.0 {
                    points.reverse();
                }
                out.push(Mark::Polygon { points, fill: Ink::Pages, outline: cover });
            }
            out.push(Mark::Line {
                points: vec![at(0.0, -0.45), at(0.0, 0.7)],
                width: 0.12 * s,
                ink: Ink::Book,
            });
        }
        Sight::Toucan => {
            let body = at(-0.25, 0.1);
            out.push(disc(body, 0.55 * s, Ink::Toucan));
            out.push(Mark::Polygon {
                points: vec![add(body, at(0.35, -0.45)), add(body, at(1.25, -0.05)), add(body, at(0.4, 0.1))],
                fill: Ink::Beak,
                outline: None,
            });
            out.push(disc(add(body, at(0.12, -0.22)), 0.1 * s, Ink::Glint));
        }
        Sight::Yeti => {
            // A shaggy head: a ring of tufts around a round face.
            for i in 0..8 {
                let a = i as f32 / 8.0 * TAU;
                out.push(disc(at(a.cos() * 0.62, a.sin() * 0.62), 0.3 * s, Ink::Yeti));
            }
            let face = Outline { width: 0.1 * s, ink: Ink::YetiFace };
            out.push(Mark::Disc {
                centre: [0.0, 0.0],
                radius: 0.68 * s,
                fill: Ink::Yeti,
                outline: Some(face),
            });
            out.push(disc(at(-0.25, -0.15), 0.1 * s, Ink::YetiFace));
            out.push(disc(at(0.25, -0.15), 0.1 * s, Ink::YetiFace));
            out.push(Mark::Line {
                points: vec![at(-0.3, 0.25), at(0.0, 0.4), at(0.3, 0.25)],
                width: 0.1 * s,
                ink: Ink::YetiFace,
            });
        }
        Sight::SeaMonster => {
            // Three humps above the water line, and a head.
            let points = (0..=24)
                .map(|i| {
                    let t = i as f32 / 24.0;
                    at(-0.9 + 1.5 * t, 0.3 - (t * 3.0 * PI).sin().abs() * 0.55)
                })
                .collect();
            out.push(Mark::Line { points, width: 0.22 * s, ink: Ink::SeaMonster });
            let head = at(0.72, 0.0);
            out.push(disc(head, 0.22 * s, Ink::SeaMonster));
            out.push(disc(add(head, at(0.05, -0.06)), 0.06 * s, Ink::Glint));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mark_stays_inside_its_hex() {
        let inside = |p: &Point| p[0].hypot(p[1]) < 0.87; // the hex's inner radius
        let mut marks: Vec<Mark> = Terrain::ALL.into_iter().flat_map(terrain_marks).collect();
        marks.extend(Sight::ALL.into_iter().flat_map(sight_marks));
        for mark in &marks {
            let ok = match mark {
                Mark::Disc { centre, radius, .. } => centre[0].hypot(centre[1]) + radius < 0.87,
                Mark::Polygon { points, .. } | Mark::Line { points, .. } => points.iter().all(inside),
            };
            assert!(ok, "{mark:?}");
        }
        assert_eq!(terrain_marks(Terrain::Forest).len(), 6, "three trees, each a crown and a trunk");
    }
}
