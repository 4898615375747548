//! What every game's picture shares: an offscreen [`egui::Context`] runs
//! the game's own drawing code for a few frames until the layout settles
//! (a title line on top, the map below it, the pad on its right), then
//! the shapes are tessellated and rasterized in software. Each game only
//! says what its title reads and how its map and pad are drawn
//! ([`Picture`]); sizes, limits and encoding are decided here once.

use super::raster::{Canvas, Textures};
use super::{ExportError, GAP, MARGIN, MAX_FRAMES, MAX_SAMPLES, MEASURING_ROOM, PngOptions, SCALE_RANGE};
use crate::i18n::Translator;
use crate::ui::{lang, theme};
use egui::{Pos2, Rect, RichText, UiBuilder, Vec2, pos2, vec2};

/// How a game's map wants to be laid out.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct MapShape {
    /// Width over height of what the map draws inside its margin.
    pub aspect: f32,
    /// Room the map keeps on every side of its drawing, in points.
    pub margin: f32,
    /// The map is never shorter than this (points), so a short pad still
    /// gives a readable map.
    pub min_height: f32,
}

/// One game's picture: the words of its title and its map and pad, drawn
/// by the app's own `*_ui` code.
pub(super) trait Picture {
    /// The title line, in the translator's language.
    fn title(&self, tr: &Translator) -> String;
    /// How the map is laid out.
    fn map_shape(&self) -> MapShape;
    /// Draws the map filling `ui`'s room (nothing to pick in a picture).
    fn map_ui(&self, ui: &mut egui::Ui);
    /// Draws the pad at its natural size.
    fn pad_ui(&self, ui: &mut egui::Ui);
    /// Draws what goes under the map and the pad (a finished game's
    /// running totals), at most [`CHART_WIDTH`] wide; nothing by default.
    fn chart_ui(&self, _ui: &mut egui::Ui) {}
}

/// The width of the room under the map and pad: fixed, so the chart's
/// size is measured once and every frame lays out the same.
pub(super) const CHART_WIDTH: f32 = 640.0;

/// A picture as pixels: straight RGBA8, rows top to bottom, and where its
/// parts were laid out.
pub(super) struct Rendered {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
    pub layout: Layout,
}

/// Draws `picture` as `options` say: the scale is checked first, and an
/// image larger than [`MAX_SAMPLES`] is refused before its buffer exists.
pub(super) fn render(picture: &impl Picture, options: &PngOptions) -> Result<Rendered, ExportError> {
    let ppp = options.pixels_per_point;
    if !SCALE_RANGE.contains(&ppp) {
        return Err(ExportError::BadScale(ppp));
    }
    let ctx = egui::Context::default();
    lang::set_language(&ctx, options.language);
    theme::apply(&ctx);
    let title = picture.title(&lang::translator(&ctx));
    let shape = picture.map_shape();

    // Measure first on a huge screen, then lay out and draw again until
    // nothing moves (egui's grids size their columns from the frame before).
    let mut textures = Textures::default();
    let mut frame = |layout: &Layout| {
        let mut measured = Measured::default();
        let mut out =
            ctx.run_ui(raw_input(layout.screen, ppp), |ui| measured = draw(ui, picture, &title, layout));
        textures.apply(&mut out.textures_delta);
        (out, measured)
    };
    let mut layout = Layout::measuring();
    let (mut output, mut measured) = frame(&layout);
    for _ in 1..MAX_FRAMES {
        let next = Layout::from_measured(shape, measured);
        if next == layout {
            break;
        }
        layout = next;
        (output, measured) = frame(&layout);
    }

    let width = (layout.screen.width() * ppp).ceil().max(1.0) as u64;
    let height = (layout.screen.height() * ppp).ceil().max(1.0) as u64;
    let samples: u64 = if options.supersample { 2 } else { 1 };
    let needed = width * height * samples * samples;
    if needed > MAX_SAMPLES {
        // Pixels grow with the square of the scale: the largest tenth that
        // fits. Text is laid out at each scale's own pixel grid, so the
        // size in points moves a little with the scale: 3 % kept in hand.
        let largest = 0.97 * f64::from(ppp) * (MAX_SAMPLES as f64 / needed as f64).sqrt();
        let fits = ((largest * 10.0).floor() / 10.0) as f32;
        let fits = (fits >= *SCALE_RANGE.start()).then_some(fits);
        return Err(ExportError::TooLarge { width, height, fits });
    }
    let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
    let mut canvas = Canvas::new(width as usize, height as usize, samples as usize, options.background);
    canvas.paint(&primitives, output.pixels_per_point, &textures);
    Ok(Rendered { width: width as u32, height: height as u32, rgba: canvas.into_rgba(), layout })
}

/// Draws the title, map and pad where `layout` says; returns the sizes the
/// title and pad took.
fn draw(ui: &mut egui::Ui, picture: &impl Picture, title: &str, layout: &Layout) -> Measured {
    let title = ui.scope_builder(UiBuilder::new().max_rect(layout.title_room()), |ui| {
        ui.add(
            egui::Label::new(RichText::new(title).size(theme::HEADING_SIZE + 4.0).strong().color(theme::INK))
                .extend(),
        );
    });
    if layout.map.is_positive() {
        ui.scope_builder(UiBuilder::new().max_rect(layout.map), |ui| picture.map_ui(ui));
    }
    let pad = ui.scope_builder(UiBuilder::new().max_rect(layout.pad_room()), |ui| picture.pad_ui(ui));
    let chart = ui.scope_builder(UiBuilder::new().max_rect(layout.chart_room()), |ui| picture.chart_ui(ui));
    Measured {
        title: title.response.rect.size(),
        pad: pad.response.rect.size(),
        chart: chart.response.rect.size(),
    }
}

/// One frame's input: the screen in points, at `ppp` pixels per point, no
/// events, a light system theme, and a fixed clock so every run is alike.
fn raw_input(screen: Rect, ppp: f32) -> egui::RawInput {
    let mut input = egui::RawInput {
        screen_rect: Some(screen),
        max_texture_side: Some(8192),
        time: Some(0.0),
        system_theme: Some(egui::Theme::Light),
        ..Default::default()
    };
    input.viewports.entry(egui::ViewportId::ROOT).or_default().native_pixels_per_point = Some(ppp);
    input
}

/// Sizes measured in one frame, in points.
#[derive(Debug, Clone, Copy, Default)]
struct Measured {
    title: Vec2,
    pad: Vec2,
    chart: Vec2,
}

/// Where everything goes, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Layout {
    pub screen: Rect,
    pub title: Rect,
    pub map: Rect,
    pub pad: Rect,
    /// Under the map and pad; [`Rect::NOTHING`] when nothing goes there.
    pub chart: Rect,
}

impl Layout {
    /// The first frame: no map yet, title and pad given all the room they
    /// want so their natural size can be measured.
    fn measuring() -> Layout {
        let screen = Rect::from_min_size(Pos2::ZERO, Vec2::splat(MEASURING_ROOM));
        let room = Rect::from_min_size(pos2(MARGIN, MARGIN), Vec2::splat(MEASURING_ROOM / 2.0));
        Layout { screen, title: room, map: Rect::NOTHING, pad: room, chart: room }
    }

    /// Title on top; below it the map, as tall as the pad (or the shape's
    /// minimum) and as wide as its drawing needs at that height; the pad on
    /// the right. Sizes are whole points so every frame lays out the same.
    fn from_measured(shape: MapShape, measured: Measured) -> Layout {
        let title_size = measured.title.ceil();
        let pad_size = measured.pad.ceil();
        let title = Rect::from_min_size(pos2(MARGIN, MARGIN), title_size);
        let top = title.max.y + GAP;
        let map_height = pad_size.y.max(shape.min_height);
        let inner = map_height - 2.0 * shape.margin;
        let map_width = (inner * shape.aspect + 2.0 * shape.margin).ceil();
        let map = Rect::from_min_size(pos2(MARGIN, top), vec2(map_width, map_height));
        let pad = Rect::from_min_size(pos2(map.max.x + GAP, top), pad_size);
        let chart_size = measured.chart.ceil();
        let chart = if chart_size.x > 0.0 && chart_size.y > 0.0 {
            Rect::from_min_size(pos2(MARGIN, map.max.y.max(pad.max.y) + GAP), chart_size)
        } else {
            Rect::NOTHING
        };
        let drawn = [title, map, pad, chart].into_iter().filter(|r| r.is_positive());
        let (right, bottom) =
            drawn.fold((0.0_f32, 0.0_f32), |(r, b), rect| (r.max(rect.max.x), b.max(rect.max.y)));
        let screen = Rect::from_min_max(Pos2::ZERO, pos2(right + MARGIN, bottom + MARGIN));
        Layout { screen, title, map, pad, chart }
    }

    /// Room for the title: its own rectangle once measured, plenty before.
    fn title_room(&self) -> Rect {
        Rect::from_min_size(self.title.min, Vec2::splat(MEASURING_ROOM / 2.0))
    }

    /// Room for the pad: wide enough for its natural width, never wrapped.
    fn pad_room(&self) -> Rect {
        Rect::from_min_size(self.pad.min, Vec2::splat(MEASURING_ROOM / 2.0))
    }

    /// Room for what goes under the map and pad: [`CHART_WIDTH`] wide,
    /// out of the picture when nothing was measured there.
    fn chart_room(&self) -> Rect {
        let min = if self.chart.is_positive() { self.chart.min } else { pos2(MARGIN, self.screen.max.y) };
        Rect::from_min_size(min, vec2(CHART_WIDTH, MEASURING_ROOM / 2.0))
    }
}

/// The pixel at `(x, y)` of a `width`×`height` RGBA8 buffer, if inside.
pub(super) fn pixel(rgba: &[u8], width: u32, height: u32, x: u32, y: u32) -> Option<[u8; 4]> {
    if x >= width || y >= height {
        return None;
    }
    let i = (y as usize * width as usize + x as usize) * 4;
    rgba.get(i..i + 4).and_then(|p| p.try_into().ok())
}

/// A rectangle in points as whole image pixels `(x0, y0, x1, y1)`, clamped
/// to a `width`×`height` image drawn at `ppp` pixels per point.
pub(super) fn pixel_box(rect: Rect, ppp: f32, width: u32, height: u32) -> (u32, u32, u32, u32) {
    let px = |v: f32, max: u32| ((v * ppp).round().max(0.0) as u32).min(max);
    (px(rect.min.x, width), px(rect.min.y, height), px(rect.max.x, width), px(rect.max.y, height))
}

/// RGBA8 pixels as PNG bytes (8-bit RGBA, sRGB). No time stamp or other
/// varying data is written, so equal images give equal files.
pub(super) fn encode(width: u32, height: u32, rgba: &[u8]) -> Result<Vec<u8>, ExportError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_source_srgb(png::SrgbRenderingIntent::Perceptual);
    encoder.set_compression(png::Compression::Fast);
    encoder.add_text_chunk("Software".to_string(), "Trailpad".to_string())?;
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgba)?;
    writer.finish()?;
    Ok(out)
}
