//! Simulated colour-blind views of a screenshot: reads a PNG and writes
//! `NAME-deuteranopia.png` and `NAME-protanopia.png` beside it (Machado et
//! al. 2009, severity 1.0, in linear RGB; see `trailpad::ui::colour_vision`).
//!
//!     cargo run --example colour_blind -- screenshots/isla-petit-midgame.png
//!
//! Looking at the results is the check: the four terrains, the legal-trail
//! highlight, the last and bonus trails and the picked and focused hexes
//! must stay distinguishable.

use anyhow::{Context, bail};
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::path::{Path, PathBuf};
use trailpad::ui::colour_vision::{Deficiency, simulate};

/// An 8-bit RGB or RGBA image.
struct Image {
    width: u32,
    height: u32,
    /// 3 (RGB) or 4 (RGBA).
    channels: usize,
    pixels: Vec<u8>,
}

fn read_png(path: &Path) -> anyhow::Result<Image> {
    let file = File::open(path).with_context(|| format!("cannot open {}", path.display()))?;
    let mut decoder = png::Decoder::new(BufReader::new(file));
    // Palette, grey and 16-bit images all come out as 8-bit channels.
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().with_context(|| format!("{} is not a PNG", path.display()))?;
    let size = reader.output_buffer_size().context("the image is too large")?;
    let mut buf = vec![0; size];
    let info = reader.next_frame(&mut buf).with_context(|| format!("cannot decode {}", path.display()))?;
    buf.truncate(info.buffer_size());
    let (pixels, channels) = match info.color_type {
        png::ColorType::Rgb => (buf, 3),
        png::ColorType::Rgba => (buf, 4),
        png::ColorType::Grayscale => (buf.iter().flat_map(|&v| [v, v, v]).collect(), 3),
        png::ColorType::GrayscaleAlpha => {
            (buf.chunks_exact(2).flat_map(|p| [p[0], p[0], p[0], p[1]]).collect(), 4)
        }
        other => bail!("{}: unexpected colour type {other:?}", path.display()),
    };
    Ok(Image { width: info.width, height: info.height, channels, pixels })
}

fn write_png(path: &Path, image: &Image) -> anyhow::Result<()> {
    let file = File::create(path).with_context(|| format!("cannot write {}", path.display()))?;
    let mut encoder = png::Encoder::new(BufWriter::new(file), image.width, image.height);
    encoder.set_color(if image.channels == 4 { png::ColorType::Rgba } else { png::ColorType::Rgb });
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&image.pixels)?;
    writer.finish()?;
    Ok(())
}

/// The image as seen with `deficiency`; alpha is kept as it is.
fn simulated(image: &Image, deficiency: Deficiency) -> Image {
    let mut pixels = image.pixels.clone();
    for px in pixels.chunks_exact_mut(image.channels) {
        let [r, g, b] = simulate([px[0], px[1], px[2]], deficiency);
        px[..3].copy_from_slice(&[r, g, b]);
    }
    Image { pixels, ..*image }
}

/// `dir/name.png` → `dir/name-deuteranopia.png`.
fn output_path(input: &Path, deficiency: Deficiency) -> PathBuf {
    let stem = input.file_stem().map_or_else(|| "image".into(), |s| s.to_string_lossy().into_owned());
    input.with_file_name(format!("{stem}-{}.png", deficiency.name()))
}

fn main() -> anyhow::Result<()> {
    let inputs: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    if inputs.is_empty() {
        bail!("usage: cargo run --example colour_blind -- SCREENSHOT.png [MORE.png …]");
    }
    for input in &inputs {
        let image = read_png(input)?;
        for deficiency in Deficiency::ALL {
            let out = output_path(input, deficiency);
            write_png(&out, &simulated(&image, deficiency))?;
            println!("{}", out.display());
        }
    }
    Ok(())
}
