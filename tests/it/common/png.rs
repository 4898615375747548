//! Reading the PNG images the export makes.

/// Width, height and RGBA8 pixels of a PNG.
pub fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a sane size")];
    let info = reader.next_frame(&mut buf).expect("PNG data");
    assert_eq!((info.color_type, info.bit_depth), (png::ColorType::Rgba, png::BitDepth::Eight));
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// Whether an opaque pixel is within `tolerance` of `colour` on each channel.
pub fn near(p: [u8; 4], colour: egui::Color32, tolerance: u8) -> bool {
    let c = colour.to_array();
    (0..3).all(|i| p[i].abs_diff(c[i]) <= tolerance) && p[3] == 255
}
