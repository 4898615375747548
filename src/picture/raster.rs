//! A small software rasterizer for egui's tessellated meshes, so a sheet can
//! be turned into pixels on machines without a GPU or a display (CI).
//!
//! It does what `egui_glow` does with its default settings, one pixel at a
//! time: a triangle covers a pixel when the pixel's centre is inside (with a
//! top-left rule on shared edges, so the many seams of egui's meshes are
//! painted exactly once), colours and texture coordinates are interpolated
//! linearly, the vertex colour is multiplied by the texture sample in gamma
//! space, and the result is blended "premultiplied alpha over" into an 8-bit
//! buffer. Anti-aliasing comes from egui's own feathering, as on screen;
//! optional supersampling smooths what feathering leaves hard.

use egui::epaint::{ClippedPrimitive, ImageData, Primitive, TextureId, Vertex, textures::TexturesDelta};
use egui::{Color32, Pos2, Rect, TextureFilter};
use std::collections::HashMap;

/// One texture as the rasterizer samples it: premultiplied sRGBA texels.
#[derive(Debug, Clone)]
struct Texture {
    width: usize,
    height: usize,
    pixels: Vec<Color32>,
    filter: TextureFilter,
}

impl Texture {
    /// The premultiplied colour at normalised coordinates `uv`, in 0..=1,
    /// with clamp-to-edge wrapping (egui's default and all its font atlas
    /// needs).
    fn sample(&self, uv: Pos2) -> [f32; 4] {
        if self.width == 0 || self.height == 0 {
            return [1.0; 4];
        }
        let (w, h) = (self.width as f32, self.height as f32);
        match self.filter {
            TextureFilter::Nearest => {
                let x = ((uv.x * w).floor() as isize).clamp(0, self.width as isize - 1) as usize;
                let y = ((uv.y * h).floor() as isize).clamp(0, self.height as isize - 1) as usize;
                to_f32(self.pixels[y * self.width + x])
            }
            TextureFilter::Linear => {
                let x = uv.x * w - 0.5;
                let y = uv.y * h - 0.5;
                let (x0, y0) = (x.floor(), y.floor());
                let (fx, fy) = (x - x0, y - y0);
                let clamp_x = |v: f32| (v as isize).clamp(0, self.width as isize - 1) as usize;
                let clamp_y = |v: f32| (v as isize).clamp(0, self.height as isize - 1) as usize;
                let (xa, xb) = (clamp_x(x0), clamp_x(x0 + 1.0));
                let (ya, yb) = (clamp_y(y0), clamp_y(y0 + 1.0));
                let texel = |x: usize, y: usize| to_f32(self.pixels[y * self.width + x]);
                let (a, b, c, d) = (texel(xa, ya), texel(xb, ya), texel(xa, yb), texel(xb, yb));
                std::array::from_fn(|i| {
                    let top = a[i] + (b[i] - a[i]) * fx;
                    let bottom = c[i] + (d[i] - c[i]) * fx;
                    top + (bottom - top) * fy
                })
            }
        }
    }
}

fn to_f32(c: Color32) -> [f32; 4] {
    let [r, g, b, a] = c.to_array();
    [f32::from(r) / 255.0, f32::from(g) / 255.0, f32::from(b) / 255.0, f32::from(a) / 255.0]
}

/// The textures egui has sent so far (the font atlas is
/// `TextureId::Managed(0)`), kept up to date from each frame's
/// [`TexturesDelta`].
#[derive(Debug, Default)]
pub(crate) struct Textures {
    map: HashMap<TextureId, Texture>,
}

impl Textures {
    /// Applies one frame's changes: whole images replace a texture, patches
    /// are copied into it; then the textures egui is done with are freed
    /// (nothing is painted between frames here, so freeing at once is safe).
    /// The delta is emptied: egui checks that none is dropped unapplied.
    pub(crate) fn apply(&mut self, delta: &mut TexturesDelta) {
        // The delta is a hash map: apply in a fixed order so the result never
        // depends on hashing.
        let mut ids: Vec<&TextureId> = delta.set.keys().collect();
        ids.sort_by_key(|id| match id {
            TextureId::Managed(n) => (0, *n),
            TextureId::User(n) => (1, *n),
        });
        for id in ids {
            for image_delta in &delta.set[id] {
                let ImageData::Color(image) = &image_delta.image;
                let [w, h] = image.size;
                match image_delta.pos {
                    None => {
                        self.map.insert(
                            *id,
                            Texture {
                                width: w,
                                height: h,
                                pixels: image.pixels.clone(),
                                filter: image_delta.options.magnification,
                            },
                        );
                    }
                    Some([x0, y0]) => {
                        // A patch for a texture we never got cannot be
                        // placed; egui always sends the whole image first.
                        let Some(texture) = self.map.get_mut(id) else { continue };
                        for y in 0..h.min(texture.height.saturating_sub(y0)) {
                            let cols = w.min(texture.width.saturating_sub(x0));
                            let dst = (y0 + y) * texture.width + x0;
                            texture.pixels[dst..dst + cols]
                                .copy_from_slice(&image.pixels[y * w..y * w + cols]);
                        }
                    }
                }
            }
        }
        for id in &delta.free {
            self.map.remove(id);
        }
        delta.clear();
    }

    fn get(&self, id: TextureId) -> Option<&Texture> {
        self.map.get(&id)
    }

    /// Puts a whole texture in place (tests).
    #[cfg(test)]
    fn insert(
        &mut self,
        id: TextureId,
        width: usize,
        height: usize,
        pixels: Vec<Color32>,
        filter: TextureFilter,
    ) {
        self.map.insert(id, Texture { width, height, pixels, filter });
    }
}

/// An RGBA8 image with premultiplied alpha, painted into by [`Canvas::paint`].
#[derive(Debug, Clone)]
pub(crate) struct Canvas {
    width: usize,
    height: usize,
    /// Samples per pixel along each axis (1 = no supersampling).
    samples: usize,
    /// `width · samples` × `height · samples` premultiplied RGBA samples.
    buffer: Vec<[u8; 4]>,
}

impl Canvas {
    /// A canvas of `width` × `height` pixels filled with `background`, with
    /// `samples` × `samples` samples per pixel.
    pub(crate) fn new(width: usize, height: usize, samples: usize, background: Color32) -> Canvas {
        let samples = samples.max(1);
        let len = width * samples * height * samples;
        Canvas { width, height, samples, buffer: vec![background.to_array(); len] }
    }

    fn buffer_width(&self) -> usize {
        self.width * self.samples
    }

    fn buffer_height(&self) -> usize {
        self.height * self.samples
    }

    /// Paints tessellated primitives, in order, as a GPU would at
    /// `pixels_per_point`. Callbacks (custom GPU painting) are skipped: the
    /// export draws none.
    pub(crate) fn paint(
        &mut self,
        primitives: &[ClippedPrimitive],
        pixels_per_point: f32,
        textures: &Textures,
    ) {
        let scale = pixels_per_point * self.samples as f32;
        for ClippedPrimitive { clip_rect, primitive } in primitives {
            let Primitive::Mesh(mesh) = primitive else { continue };
            let clip = self.clip_box(*clip_rect, scale);
            if clip.is_empty() {
                continue;
            }
            let texture = textures.get(mesh.texture_id);
            for tri in mesh.indices.chunks_exact(3) {
                let vertex = |i: u32| mesh.vertices.get(i as usize);
                if let (Some(a), Some(b), Some(c)) = (vertex(tri[0]), vertex(tri[1]), vertex(tri[2])) {
                    self.triangle([a, b, c], scale, &clip, texture);
                }
            }
        }
    }

    /// A clip rectangle in buffer pixels, rounded and clamped as `egui_glow`
    /// sets its scissor box.
    fn clip_box(&self, rect: Rect, scale: f32) -> PixelBox {
        let (bw, bh) = (self.buffer_width() as i64, self.buffer_height() as i64);
        let round = |v: f32| {
            if v.is_finite() {
                (v * scale).round() as i64
            } else if v > 0.0 {
                i64::MAX
            } else {
                0
            }
        };
        let x0 = round(rect.min.x).clamp(0, bw);
        let y0 = round(rect.min.y).clamp(0, bh);
        let x1 = round(rect.max.x).clamp(x0, bw);
        let y1 = round(rect.max.y).clamp(y0, bh);
        PixelBox { x0, y0, x1, y1 }
    }

    fn triangle(&mut self, v: [&Vertex; 3], scale: f32, clip: &PixelBox, texture: Option<&Texture>) {
        let mut p = v.map(|v| Pos2::new(v.pos.x * scale, v.pos.y * scale));
        let mut v = v;
        let mut area = edge(p[0], p[1], p[2]);
        if !area.is_finite() || area == 0.0 {
            return;
        }
        // egui winds its triangles both ways; make them all positive.
        if area < 0.0 {
            p.swap(1, 2);
            v.swap(1, 2);
            area = -area;
        }
        let min_x = p.iter().map(|q| q.x).fold(f32::INFINITY, f32::min);
        let max_x = p.iter().map(|q| q.x).fold(f32::NEG_INFINITY, f32::max);
        let min_y = p.iter().map(|q| q.y).fold(f32::INFINITY, f32::min);
        let max_y = p.iter().map(|q| q.y).fold(f32::NEG_INFINITY, f32::max);
        let x0 = (min_x.floor() as i64).max(clip.x0);
        let x1 = (max_x.ceil() as i64).min(clip.x1);
        let y0 = (min_y.floor() as i64).max(clip.y0);
        let y1 = (max_y.ceil() as i64).min(clip.y1);
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        // Which edges own the pixel centres lying exactly on them.
        let owns = [top_left(p[1], p[2]), top_left(p[2], p[0]), top_left(p[0], p[1])];
        let colours = v.map(|v| to_f32(v.color));
        let uvs = v.map(|v| v.uv);
        let same_colour = v[0].color == v[1].color && v[1].color == v[2].color;
        let same_uv = uvs[0] == uvs[1] && uvs[1] == uvs[2];
        // Solid shapes all sample one texel of the atlas: sample it once.
        let fixed_texel = match texture {
            None => Some([1.0; 4]),
            Some(t) if same_uv => Some(t.sample(uvs[0])),
            Some(_) => None,
        };
        let fixed_src = match fixed_texel {
            Some(t) if same_colour => Some(mul(colours[0], t)),
            _ => None,
        };
        let width = self.buffer_width();
        let edges = [(p[1], p[2]), (p[2], p[0]), (p[0], p[1])];
        for y in y0..y1 {
            let py = y as f32 + 0.5;
            let Some((sx0, sx1)) = row_span(&edges, &owns, py, x0, x1) else { continue };
            let row = y as usize * width;
            for x in sx0..sx1 {
                let q = Pos2::new(x as f32 + 0.5, py);
                let w = [edge(p[1], p[2], q), edge(p[2], p[0], q), edge(p[0], p[1], q)];
                let inside = (0..3).all(|i| w[i] > 0.0 || (w[i] == 0.0 && owns[i]));
                if !inside {
                    continue;
                }
                let src = match fixed_src {
                    Some(s) => s,
                    None => {
                        let l = w.map(|w| w / area);
                        let colour: [f32; 4] = std::array::from_fn(|i| {
                            colours[0][i] * l[0] + colours[1][i] * l[1] + colours[2][i] * l[2]
                        });
                        let texel = match (fixed_texel, texture) {
                            (Some(t), _) => t,
                            (None, Some(t)) => {
                                let uv = Pos2::new(
                                    uvs[0].x * l[0] + uvs[1].x * l[1] + uvs[2].x * l[2],
                                    uvs[0].y * l[0] + uvs[1].y * l[1] + uvs[2].y * l[2],
                                );
                                t.sample(uv)
                            }
                            (None, None) => [1.0; 4],
                        };
                        mul(colour, texel)
                    }
                };
                let dst = &mut self.buffer[row + x as usize];
                *dst = over(src, *dst);
            }
        }
    }

    /// The pixels as straight (not premultiplied) RGBA8, rows top to bottom:
    /// what PNG wants. Supersamples are averaged first.
    pub(crate) fn into_rgba(mut self) -> Vec<u8> {
        let s = self.samples;
        let unmultiply =
            |[r, g, b, a]: [u8; 4]| Color32::from_rgba_premultiplied(r, g, b, a).to_srgba_unmultiplied();
        if s == 1 {
            // In place: the largest images are made without a second
            // buffer of their size.
            for px in &mut self.buffer {
                *px = unmultiply(*px);
            }
            return self.buffer.into_flattened();
        }
        let bw = self.buffer_width();
        let mut out = Vec::with_capacity(self.width * self.height * 4);
        let n = (s * s) as u32;
        for y in 0..self.height {
            for x in 0..self.width {
                let mut sum = [0u32; 4];
                for sy in 0..s {
                    let row = (y * s + sy) * bw + x * s;
                    for px in &self.buffer[row..row + s] {
                        for (total, &v) in sum.iter_mut().zip(px) {
                            *total += u32::from(v);
                        }
                    }
                }
                out.extend_from_slice(&unmultiply(sum.map(|v| ((v + n / 2) / n) as u8)));
            }
        }
        out
    }
}

/// A box of buffer pixels, `x0..x1` × `y0..y1`.
#[derive(Debug, Clone, Copy)]
struct PixelBox {
    x0: i64,
    y0: i64,
    x1: i64,
    y1: i64,
}

impl PixelBox {
    fn is_empty(&self) -> bool {
        self.x0 >= self.x1 || self.y0 >= self.y1
    }
}

/// The pixels `x0..x1` of the row whose centres lie at `py` that may be
/// inside the triangle: the exact test still decides each one, this only
/// skips the pixels the triangle cannot reach (a pixel of slack on each
/// side absorbs rounding), which is most of a thin triangle's bounding box.
fn row_span(edges: &[(Pos2, Pos2); 3], owns: &[bool; 3], py: f32, x0: i64, x1: i64) -> Option<(i64, i64)> {
    let (mut lo, mut hi) = (x0 as f32, x1 as f32);
    for (&(a, b), &own) in edges.iter().zip(owns) {
        // The edge function along the row: w(px) = slope · px + offset.
        let slope = -(b.y - a.y);
        let offset = (b.x - a.x) * (py - a.y) + (b.y - a.y) * a.x;
        if slope == 0.0 {
            if offset < 0.0 || (offset == 0.0 && !own) {
                return None;
            }
            continue;
        }
        // Pixel x has its centre at x + 0.5.
        let cross = -offset / slope - 0.5;
        if slope > 0.0 {
            lo = lo.max(cross.floor() - 1.0);
        } else {
            hi = hi.min(cross.ceil() + 2.0);
        }
    }
    let (lo, hi) = (lo.max(x0 as f32) as i64, hi.min(x1 as f32) as i64);
    (lo < hi).then_some((lo, hi))
}

/// Twice the signed area of `a b q`: positive when `q` is on the inner side
/// of `a → b` for a triangle wound the positive way (clockwise on screen).
fn edge(a: Pos2, b: Pos2, q: Pos2) -> f32 {
    (b.x - a.x) * (q.y - a.y) - (b.y - a.y) * (q.x - a.x)
}

/// The top-left rule for a positively wound triangle (y down): a pixel
/// centre exactly on an edge belongs to the triangle whose top or left edge
/// it is, so two triangles sharing the edge never both paint it.
fn top_left(a: Pos2, b: Pos2) -> bool {
    let d = b - a;
    (d.y == 0.0 && d.x > 0.0) || d.y < 0.0
}

fn mul(a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    std::array::from_fn(|i| a[i] * b[i])
}

/// "Premultiplied alpha over" (`ONE, ONE_MINUS_SRC_ALPHA`), into an 8-bit
/// target as the GPU's framebuffer stores it.
fn over(src: [f32; 4], dst: [u8; 4]) -> [u8; 4] {
    let keep = 1.0 - src[3];
    std::array::from_fn(|i| {
        let v = src[i] * 255.0 + f32::from(dst[i]) * keep;
        // Rounds half up, as `round` would for these non-negative values,
        // without its slow library call; the cast saturates to 0..=255.
        (v + 0.5) as u8
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::epaint::Mesh;
    use egui::{pos2, vec2};

    fn solid(points: &[[f32; 2]], colour: Color32) -> Mesh {
        let mut mesh = Mesh::default();
        for p in points {
            mesh.colored_vertex(pos2(p[0], p[1]), colour);
        }
        for i in (0..points.len() as u32).step_by(3) {
            mesh.add_triangle(i, i + 1, i + 2);
        }
        mesh
    }

    fn paint(canvas: &mut Canvas, mesh: Mesh, clip: Rect) {
        let primitive = ClippedPrimitive { clip_rect: clip, primitive: Primitive::Mesh(mesh) };
        canvas.paint(&[primitive], 1.0, &Textures::default());
    }

    fn everywhere() -> Rect {
        Rect::from_min_size(Pos2::ZERO, vec2(1000.0, 1000.0))
    }

    fn pixel(rgba: &[u8], width: usize, x: usize, y: usize) -> [u8; 4] {
        let i = (y * width + x) * 4;
        [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
    }

    #[test]
    fn a_triangle_covers_the_pixels_whose_centres_it_contains() {
        let mut canvas = Canvas::new(8, 8, 1, Color32::WHITE);
        // The lower-left half of the square (0,0)-(6,6).
        paint(&mut canvas, solid(&[[0.0, 0.0], [6.0, 6.0], [0.0, 6.0]], Color32::BLACK), everywhere());
        let rgba = canvas.into_rgba();
        for y in 0..8 {
            for x in 0..8 {
                let (cx, cy) = (x as f32 + 0.5, y as f32 + 0.5);
                let inside = cx < 6.0 && cy < 6.0 && cx < cy;
                let expected = if inside { [0, 0, 0, 255] } else { [255; 4] };
                assert_eq!(pixel(&rgba, 8, x, y), expected, "pixel ({x}, {y})");
            }
        }
    }

    #[test]
    fn shared_edges_are_painted_exactly_once_whatever_the_winding() {
        // Squares split along a diagonal and along a horizontal line through
        // pixel centres: half-transparent black shows double painting.
        let half = Color32::from_black_alpha(128);
        let mut canvas = Canvas::new(10, 10, 1, Color32::WHITE);
        let quads = [
            // Diagonal split, one triangle wound each way.
            [[0.0, 0.0], [4.0, 0.0], [4.0, 4.0], [0.0, 0.0], [0.0, 4.0], [4.0, 4.0]],
            // Edges through pixel centres (x, y = n + 0.5).
            [[5.5, 0.5], [9.5, 0.5], [9.5, 4.5], [9.5, 4.5], [5.5, 4.5], [5.5, 0.5]],
            [[5.5, 4.5], [9.5, 4.5], [9.5, 8.5], [5.5, 8.5], [9.5, 8.5], [5.5, 4.5]],
        ];
        for quad in quads {
            paint(&mut canvas, solid(&quad, half), everywhere());
        }
        let rgba = canvas.into_rgba();
        let once = [127, 127, 127, 255];
        for y in 0..10 {
            for x in 0..10 {
                let p = pixel(&rgba, 10, x, y);
                assert!(p == once || p == [255; 4], "pixel ({x}, {y}) is {p:?}");
            }
        }
        assert_eq!(pixel(&rgba, 10, 2, 2), once);
        // The horizontal seam at y = 4.5 (pixel row 4) is painted once.
        assert_eq!(pixel(&rgba, 10, 7, 4), once);
        assert_eq!(pixel(&rgba, 10, 7, 7), once);
        // Top-left rule: the row of centres on the top edge belongs, the row
        // on the bottom edge (y = 8.5) does not; left column yes, right no.
        assert_eq!(pixel(&rgba, 10, 7, 0), once);
        assert_eq!(pixel(&rgba, 10, 7, 8), [255; 4]);
        assert_eq!(pixel(&rgba, 10, 5, 2), once);
        assert_eq!(pixel(&rgba, 10, 9, 2), [255; 4]);
    }

    #[test]
    fn the_clip_rect_is_respected() {
        let mut canvas = Canvas::new(8, 8, 1, Color32::WHITE);
        let square = [[0.0, 0.0], [8.0, 0.0], [8.0, 8.0], [0.0, 0.0], [8.0, 8.0], [0.0, 8.0]];
        let clip = Rect::from_min_max(pos2(2.0, 3.0), pos2(5.0, 7.0));
        paint(&mut canvas, solid(&square, Color32::RED), clip);
        let rgba = canvas.into_rgba();
        for y in 0..8 {
            for x in 0..8 {
                let inside = (2..5).contains(&x) && (3..7).contains(&y);
                let expected = if inside { [255, 0, 0, 255] } else { [255; 4] };
                assert_eq!(pixel(&rgba, 8, x, y), expected, "pixel ({x}, {y})");
            }
        }
    }

    #[test]
    fn a_half_transparent_colour_blends_premultiplied_over() {
        let mut canvas = Canvas::new(4, 4, 1, Color32::from_rgb(0, 0, 200));
        let square = [[0.0, 0.0], [4.0, 0.0], [4.0, 4.0], [0.0, 0.0], [4.0, 4.0], [0.0, 4.0]];
        // Red at half alpha, premultiplied: (128, 0, 0, 128).
        let red = Color32::from_rgba_unmultiplied(255, 0, 0, 128);
        paint(&mut canvas, solid(&square, red), everywhere());
        let rgba = canvas.into_rgba();
        // 128 + 0·(1-α); 0; 200·(1 - 128/255) ≈ 100; opaque.
        assert_eq!(pixel(&rgba, 4, 1, 1), [128, 0, 100, 255]);
    }

    #[test]
    fn colours_and_textures_are_interpolated_and_multiplied() {
        let mut textures = Textures::default();
        // A 2×1 texture: white, then transparent.
        textures.insert(
            TextureId::Managed(0),
            2,
            1,
            vec![Color32::WHITE, Color32::TRANSPARENT],
            TextureFilter::Nearest,
        );
        let mut mesh = Mesh::with_texture(TextureId::Managed(0));
        let v = |x: f32, y: f32, u: f32| Vertex { pos: pos2(x, y), uv: pos2(u, 0.5), color: Color32::BLACK };
        mesh.vertices = vec![v(0.0, 0.0, 0.0), v(4.0, 0.0, 1.0), v(4.0, 4.0, 1.0), v(0.0, 4.0, 0.0)];
        mesh.indices = vec![0, 1, 2, 0, 2, 3];
        let mut canvas = Canvas::new(4, 4, 1, Color32::WHITE);
        canvas.paint(
            &[ClippedPrimitive { clip_rect: everywhere(), primitive: Primitive::Mesh(mesh) }],
            1.0,
            &textures,
        );
        let rgba = canvas.into_rgba();
        // Left half samples the white texel (black ink shows), right half
        // the transparent one (the background stays).
        assert_eq!(pixel(&rgba, 4, 0, 2), [0, 0, 0, 255]);
        assert_eq!(pixel(&rgba, 4, 3, 2), [255; 4]);
    }

    #[test]
    fn supersampling_averages_partial_coverage() {
        let mut canvas = Canvas::new(2, 1, 2, Color32::WHITE);
        // Covers the left half of pixel 0 and nothing of pixel 1.
        let rect = [[0.0, 0.0], [0.5, 0.0], [0.5, 1.0], [0.0, 0.0], [0.5, 1.0], [0.0, 1.0]];
        paint(&mut canvas, solid(&rect, Color32::BLACK), everywhere());
        let rgba = canvas.into_rgba();
        assert_eq!(pixel(&rgba, 2, 0, 0), [128, 128, 128, 255]);
        assert_eq!(pixel(&rgba, 2, 1, 0), [255; 4]);
    }

    #[test]
    fn patches_update_part_of_a_texture() {
        use egui::TextureOptions;
        use egui::epaint::{ColorImage, ImageDelta};
        let mut textures = Textures::default();
        let mut delta = TexturesDelta::default();
        let id = TextureId::Managed(0);
        delta.set.insert(
            id,
            [ImageDelta::full(ColorImage::filled([3, 2], Color32::RED), TextureOptions::NEAREST)].into(),
        );
        textures.apply(&mut delta);
        let mut patch = TexturesDelta::default();
        patch.set.insert(
            id,
            [ImageDelta::partial([2, 1], ColorImage::filled([2, 2], Color32::BLUE), TextureOptions::NEAREST)]
                .into(),
        );
        textures.apply(&mut patch);
        let t = textures.get(id).expect("texture");
        assert_eq!(
            t.pixels,
            vec![Color32::RED, Color32::RED, Color32::RED, Color32::RED, Color32::RED, Color32::BLUE]
        );
        let mut free = TexturesDelta::default();
        free.free.insert(id);
        textures.apply(&mut free);
        assert!(textures.get(id).is_none());
    }
}
