//! A game as a PNG image, for sharing: a title line, the map exactly as
//! the app draws it, and the pad beside it. For *Trails of Tucana* one
//! player's sheet (player, island, result or round; [`sheet_png`]); for
//! *Ticket to Ride: New York* the whole table (game, players, final
//! scores or in progress; [`new_york_png`]).
//!
//! Rendering happens in software so it works without a GPU or a display
//! (CI machines have neither): an offscreen [`egui::Context`] runs the
//! app's own drawing code ([`crate::ui::tucana::map::map_ui`],
//! [`crate::ui::tucana::pad::pad_ui`], [`crate::ui::new_york::board::board_ui`],
//! [`crate::ui::new_york::pad::new_york_pad_ui`]) for a few frames until
//! the layout settles (shared by both games in `render`),
//! egui tessellates the shapes, and a small rasterizer turns the triangles
//! into pixels the way `egui_glow` would. No file is read or written here:
//! the caller gets the bytes.
//!
//! It draws with the app's own screens, so it sits above [`crate::ui`]
//! (as the app does); the plays a game is logged as ([`crate::export`]:
//! BG Stats, the history's spreadsheet) sit below it, so `ui` may offer
//! them without a circle.

mod new_york;
mod raster;
mod render;

pub use new_york::{NewYorkImage, new_york_image, new_york_png};

use crate::games::tucana::rules::{PlayerState, TURNS_PER_ROUND, TucanaGame};
use crate::games::tucana::sheet::{Coord, EdgeSet};
use crate::i18n::{Language, Translator};
use crate::ui::theme;
use crate::ui::tucana::geometry::{MapTransform, world_bounds};
use crate::ui::tucana::map::{MapInput, MapView, map_ui};
use crate::ui::tucana::pad;
use egui::{Color32, Pos2, Rect, Vec2};
use render::{MapShape, Picture};

/// Margin around the whole image, in points.
const MARGIN: f32 = 16.0;
/// Gap between the title and the rest, and between the map and the pad.
const GAP: f32 = 16.0;
/// The map is never shorter than this (points), so small islands and short
/// pads still give a readable map.
const MIN_MAP_HEIGHT: f32 = 560.0;
/// Where things are drawn while their size is still being measured: far
/// more room than any sheet needs, so nothing wraps.
const MEASURING_ROOM: f32 = 4000.0;
/// Frames run at most; the layout normally settles in the second.
const MAX_FRAMES: usize = 4;
/// The largest buffer the rasterizer allocates, in samples (4 bytes each):
/// 144 MiB, so that a whole export (the buffer, converted in place, egui's
/// glyphs at that scale, the encoder) stays within 200 MB.
const MAX_SAMPLES: u64 = 36 * 1024 * 1024;
/// Accepted pixels per point.
const SCALE_RANGE: std::ops::RangeInclusive<f32> = 0.5..=8.0;

/// How the image is made.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PngOptions {
    /// Image pixels per egui point; 2 gives a crisp image to share (and
    /// text rasterized at that size, not scaled up). From 0.5 to 8.
    pub pixels_per_point: f32,
    /// Fill behind everything: the app's panel colour by default.
    pub background: Color32,
    /// The language of the title and of every translated word (the app
    /// passes the one it speaks, `crate::ui::lang::language`).
    pub language: Language,
    /// Paint 2×2 samples per pixel and average them: smoother edges where
    /// egui's feathering does not reach, but slightly softer text and four
    /// times the work. Off by default, which matches what the app shows.
    pub supersample: bool,
}

impl Default for PngOptions {
    fn default() -> Self {
        PngOptions {
            pixels_per_point: 2.0,
            // `theme::apply` sets the light visuals: this is their panel fill.
            background: egui::Visuals::light().panel_fill,
            language: Language::English,
            supersample: false,
        }
    }
}

/// Why no image could be made.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// The game has no sheet for this seat.
    #[error("no sheet in this game belongs to seat {0}")]
    UnknownSeat(u8),
    /// The pixels per point are not a number from 0.5 to 8.
    #[error("the scale {0} cannot be used: give a number from 0.5 to 8")]
    BadScale(f32),
    /// The image would need more memory than an export may take.
    #[error(
        "the image would be {width}×{height} pixels, more than an export may draw ({} MB); {}",
        MAX_SAMPLES * 4 / 1_000_000,
        match fits { Some(scale) => format!("a scale of {scale} or less fits"), None => "no scale fits".to_string() }
    )]
    TooLarge {
        /// Width in pixels.
        width: u64,
        /// Height in pixels.
        height: u64,
        /// The largest scale (a tenth below what would fit, at least 0.5)
        /// that fits; `None` when even 0.5 does not.
        fits: Option<f32>,
    },
    /// The PNG encoder failed.
    #[error("cannot encode the PNG image: {0}")]
    Encode(#[from] png::EncodingError),
}

/// A rendered picture (a sheet or a New York table): straight (not
/// premultiplied) RGBA8 pixels and where its parts lie, for callers and
/// tests that look at it.
#[derive(Debug, Clone)]
pub struct ExportedImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// `width · height` pixels, 4 bytes each, rows top to bottom.
    pub rgba: Vec<u8>,
    /// The pixels per point it was drawn at.
    pub pixels_per_point: f32,
    /// The title line, in points.
    pub title_rect: Rect,
    /// The map area, in points.
    pub map_rect: Rect,
    /// The scoring pad, in points.
    pub pad_rect: Rect,
    /// The running totals under the map and pad (a finished sheet), in
    /// points.
    pub chart_rect: Option<Rect>,
}

impl ExportedImage {
    fn of(rendered: render::Rendered, options: &PngOptions) -> ExportedImage {
        ExportedImage {
            width: rendered.width,
            height: rendered.height,
            rgba: rendered.rgba,
            pixels_per_point: options.pixels_per_point,
            title_rect: rendered.layout.title,
            map_rect: rendered.layout.map,
            pad_rect: rendered.layout.pad,
            chart_rect: rendered.layout.chart.is_positive().then_some(rendered.layout.chart),
        }
    }

    /// A rectangle in points as whole image pixels `(x0, y0, x1, y1)`,
    /// clamped to the image.
    pub fn pixel_box(&self, rect: Rect) -> (u32, u32, u32, u32) {
        render::pixel_box(rect, self.pixels_per_point, self.width, self.height)
    }

    /// The pixel at `(x, y)`, if inside.
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        render::pixel(&self.rgba, self.width, self.height, x, y)
    }

    /// The image as PNG bytes (8-bit RGBA, sRGB). No time stamp or other
    /// varying data is written, so equal images give equal files.
    pub fn to_png(&self) -> Result<Vec<u8>, ExportError> {
        render::encode(self.width, self.height, &self.rgba)
    }
}

/// A rendered sheet: the picture ([`ExportedImage`], its fields and
/// methods reached through it) and how its map was laid out.
#[derive(Debug, Clone)]
pub struct SheetImage {
    /// The picture.
    pub image: ExportedImage,
    /// World → points of the map, as the map was drawn.
    map: MapTransform,
}

impl std::ops::Deref for SheetImage {
    type Target = ExportedImage;
    fn deref(&self) -> &ExportedImage {
        &self.image
    }
}

impl SheetImage {
    /// The centre of a hex, in image pixels (whether or not the sheet has
    /// a hex there).
    pub fn hex_centre(&self, coord: Coord) -> Pos2 {
        (self.map.centre(coord).to_vec2() * self.pixels_per_point).to_pos2()
    }
}

/// The sheet of `seat` as it stands in `game`, as PNG bytes: the title,
/// the map with every trail, and the scoring pad.
pub fn sheet_png(game: &TucanaGame, seat: u8, options: &PngOptions) -> Result<Vec<u8>, ExportError> {
    sheet_image(game, seat, options)?.to_png()
}

/// The sheet of `seat` as pixels, with where the title, map and pad lie
/// ([`sheet_png`] encodes this).
pub fn sheet_image(game: &TucanaGame, seat: u8, options: &PngOptions) -> Result<SheetImage, ExportError> {
    // The scale is checked before the seat, as it always was: both are
    // refused before anything is drawn.
    if !SCALE_RANGE.contains(&options.pixels_per_point) {
        return Err(ExportError::BadScale(options.pixels_per_point));
    }
    let player = game.player(seat).ok_or(ExportError::UnknownSeat(seat))?;
    let view = View { game, player };
    let rendered = render::render(&view, options)?;
    let map = map_transform(game, rendered.layout.map);
    Ok(SheetImage { image: ExportedImage::of(rendered, options), map })
}

/// The transform [`map_ui`] uses for a map drawn into `area` at the
/// default view (whole island, no pan).
fn map_transform(game: &TucanaGame, area: Rect) -> MapTransform {
    MapTransform::fit(world_bounds(game.sheet()), area.shrink(theme::MAP_MARGIN), 1.0, Vec2::ZERO)
}

/// What the image shows: one player's sheet.
struct View<'a> {
    game: &'a TucanaGame,
    player: &'a PlayerState,
}

impl Picture for View<'_> {
    fn title(&self, tr: &Translator) -> String {
        title(self.game, self.player, tr)
    }

    fn map_shape(&self) -> MapShape {
        let world = world_bounds(self.game.sheet());
        let aspect = if world.height() > 0.0 { world.width() / world.height() } else { 1.0 };
        MapShape { aspect, margin: theme::MAP_MARGIN, min_height: MIN_MAP_HEIGHT }
    }

    fn map_ui(&self, ui: &mut egui::Ui) {
        // Nothing to pick in a picture: no highlighted trails, no
        // selection; no pointer exists offscreen, so no hover either.
        let input = MapInput {
            game: self.game,
            player: self.player,
            legal: EdgeSet::default(),
            highlight: false,
            large_targets: false,
        };
        let mut view = MapView::default();
        let _ = map_ui(ui, &input, &mut view);
    }

    fn pad_ui(&self, ui: &mut egui::Ui) {
        pad::pad_ui(ui, &self.game.score_card(self.player), self.game.sight_sum_now(self.player));
    }

    fn chart_ui(&self, ui: &mut egui::Ui) {
        // A finished game shows how every tracked sheet's total grew, as
        // its final scores do in the app.
        if !self.game.is_over() {
            return;
        }
        let running = crate::games::progress::tucana_running_totals(self.game);
        if !running.players.is_empty() {
            crate::ui::charts::running_totals_ui(ui, "export", &running, theme::chart::HEIGHT, &[]);
        }
    }
}

/// "Alice · Isla Grande · 78 points · winner", or for a game still going
/// "Alice · Isla Grande · round 2 of 3 · turn 5 of 13".
fn title(game: &TucanaGame, player: &PlayerState, tr: &Translator) -> String {
    let island = tr.sheet_name(game.sheet());
    let mut parts = vec![player.name.clone(), island];
    if game.is_over() {
        let total = game.score_card(player).final_box.total;
        parts.push(tr.format("export-result", &[("total", total.into())]));
        let winners = game.winners();
        if game.players().len() > 1 && winners.contains(&player.seat) {
            let key = if winners.len() > 1 { "export-shared-victory" } else { "export-winner" };
            parts.push(tr.text(key));
        }
    } else {
        parts.push(tr.format(
            "export-progress",
            &[
                ("round", game.round().into()),
                ("rounds", game.sheet().rounds().into()),
                ("turn", game.turn_in_round().into()),
                ("turns", TURNS_PER_ROUND.into()),
            ],
        ));
    }
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::{new_demo_log, play_until};
    use egui::vec2;

    fn game(players: u8, stop: impl Fn(&TucanaGame) -> bool) -> TucanaGame {
        let mut log = new_demo_log("isla-petit", players, 3).expect("Isla Petit is built in");
        play_until(&mut log, 3, stop);
        log.game().clone()
    }

    #[test]
    fn the_title_names_player_island_and_progress_or_result() {
        let going = game(2, |g| g.round() == 2 && g.turn_in_round() == 4);
        let player = &going.players()[0];
        let en = Translator::new(Language::English);
        assert_eq!(
            title(&going, player, &en),
            format!("{} · Isla Petit · round 2 of 2 · turn 4 of 13", player.name)
        );
        let ru = Translator::new(Language::Russian);
        assert!(
            title(&going, player, &ru).contains("Малый остров · раунд 2 из 2"),
            "{}",
            title(&going, player, &ru)
        );

        let over = game(2, |_| false);
        assert!(over.is_over());
        let winners = over.winners();
        for p in over.players() {
            let total = over.score_card(p).final_box.total;
            let text = title(&over, p, &en);
            assert!(text.starts_with(&format!("{} · Isla Petit · {total} points", p.name)), "{text}");
            let mark = match (winners.contains(&p.seat), winners.len()) {
                (false, _) => None,
                (true, 1) => Some("winner"),
                (true, _) => Some("shared victory"),
            };
            assert_eq!(
                text.ends_with("winner") || text.ends_with("shared victory"),
                mark.is_some(),
                "{text}"
            );
        }
        // A solo game has no winner to name.
        let solo = game(1, |_| false);
        assert!(!title(&solo, &solo.players()[0], &en).contains("winner"));
    }

    #[test]
    fn everything_lies_inside_the_image_and_the_pad_is_not_clipped() {
        let g = game(2, |g| g.round() == 2);
        let image = sheet_image(&g, 1, &PngOptions { pixels_per_point: 1.0, ..PngOptions::default() })
            .expect("export");
        let whole = Rect::from_min_size(Pos2::ZERO, vec2(image.width as f32, image.height as f32));
        for rect in [image.title_rect, image.map_rect, image.pad_rect] {
            assert!(rect.is_positive() && whole.contains_rect(rect), "{rect:?} in {whole:?}");
        }
        assert!(!image.map_rect.intersects(image.pad_rect));
        assert!(image.title_rect.max.y < image.map_rect.min.y);
        // The pad took its natural size: as wide as its widest row (the
        // Bonus Scoring Box, six cells), not squeezed.
        assert!(image.pad_rect.width() > 6.0 * theme::CELL.x, "{:?}", image.pad_rect);
        assert_eq!(image.rgba.len(), image.width as usize * image.height as usize * 4);
    }

    #[test]
    fn bad_seats_and_scales_are_refused() {
        let g = game(2, |g| g.round() == 2);
        assert!(matches!(sheet_png(&g, 9, &PngOptions::default()), Err(ExportError::UnknownSeat(9))));
        for scale in [0.0, -1.0, 0.2, 9.0, f32::NAN, f32::INFINITY] {
            let options = PngOptions { pixels_per_point: scale, ..PngOptions::default() };
            assert!(matches!(sheet_png(&g, 1, &options), Err(ExportError::BadScale(_))), "{scale}");
        }
    }
}
