//! How colours look to people with the common red–green colour-vision
//! deficiencies, so the palette can be checked by a test and screenshots
//! can be turned into simulated views (`examples/colour_blind.rs`).
//!
//! The simulation is Machado, Oliveira & Fernandes (2009), "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency",
//! at severity 1.0 (full dichromacy), applied to linear RGB: the same
//! matrices browsers' developer tools use, so what we check matches what
//! designers see there.

/// A colour-vision deficiency we simulate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Deficiency {
    /// No green-sensitive cones (the most common red–green deficiency).
    Deuteranopia,
    /// No red-sensitive cones (reds also look darker).
    Protanopia,
}

impl Deficiency {
    /// Both simulated deficiencies.
    pub const ALL: [Deficiency; 2] = [Deficiency::Deuteranopia, Deficiency::Protanopia];

    /// Lower-case name, used in file names (`-deuteranopia.png`).
    pub fn name(self) -> &'static str {
        match self {
            Deficiency::Deuteranopia => "deuteranopia",
            Deficiency::Protanopia => "protanopia",
        }
    }

    /// Machado et al. 2009, severity 1.0, rows applied to linear (r, g, b).
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Deficiency::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Deficiency::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
        }
    }
}

/// An 8-bit sRGB channel as linear light (0–1).
pub fn srgb_to_linear(c: u8) -> f32 {
    let c = f32::from(c) / 255.0;
    if c <= 0.040_45 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
}

/// Linear light (clamped to 0–1) as an 8-bit sRGB channel.
pub fn linear_to_srgb(c: f32) -> u8 {
    let c = c.clamp(0.0, 1.0);
    let s = if c <= 0.003_130_8 { c * 12.92 } else { 1.055 * c.powf(1.0 / 2.4) - 0.055 };
    (s * 255.0).round() as u8
}

/// How an sRGB colour looks with `deficiency`.
pub fn simulate(rgb: [u8; 3], deficiency: Deficiency) -> [u8; 3] {
    let lin = rgb.map(srgb_to_linear);
    let m = deficiency.matrix();
    std::array::from_fn(|i| linear_to_srgb(m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2]))
}

/// CIE L*a*b* (D65) of an sRGB colour.
pub fn lab(rgb: [u8; 3]) -> [f32; 3] {
    let [r, g, b] = rgb.map(srgb_to_linear);
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175 * b;
    let z = (0.019_333_9 * r + 0.119_192 * g + 0.950_304_1 * b) / 1.088_83;
    let f = |t: f32| if t > 216.0 / 24389.0 { t.cbrt() } else { (24389.0 / 27.0 * t + 16.0) / 116.0 };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// Colour difference ΔE*ab (CIE 1976) between two sRGB colours: about 2.3
/// is just noticeable side by side; 10 and more reads as a different colour.
pub fn delta_e(a: [u8; 3], b: [u8; 3]) -> f32 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Relative luminance (0 black – 1 white) of an sRGB colour, as in WCAG.
pub fn luminance(rgb: [u8; 3]) -> f32 {
    let [r, g, b] = rgb.map(srgb_to_linear);
    0.212_6 * r + 0.715_2 * g + 0.072_2 * b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greys_stay_grey_and_channels_round_trip() {
        for v in [0u8, 1, 17, 128, 200, 255] {
            assert_eq!(linear_to_srgb(srgb_to_linear(v)), v);
            for d in Deficiency::ALL {
                let [r, g, b] = simulate([v, v, v], d);
                // The matrices keep white white (rows sum to 1).
                assert!(r.abs_diff(v) <= 1 && g.abs_diff(v) <= 1 && b.abs_diff(v) <= 1, "{d:?} {v}");
            }
        }
    }

    #[test]
    fn red_and_green_collapse_as_expected() {
        // Pure red and a green of the same lightness look alike to a
        // deuteranope: the simulation must say so, or it simulates nothing.
        let (red, green) = ([0xD0, 0x30, 0x30], [0x30, 0x90, 0x30]);
        assert!(delta_e(red, green) > 60.0);
        let seen = |d| delta_e(simulate(red, d), simulate(green, d));
        assert!(seen(Deficiency::Deuteranopia) < 25.0, "{}", seen(Deficiency::Deuteranopia));
        // Protanopes see red much darker.
        assert!(luminance(simulate(red, Deficiency::Protanopia)) < luminance(red));
    }

    #[test]
    fn lab_of_white_and_black() {
        let w = lab([255, 255, 255]);
        assert!((w[0] - 100.0).abs() < 0.1 && w[1].abs() < 0.1 && w[2].abs() < 0.1, "{w:?}");
        assert!(lab([0, 0, 0])[0].abs() < 0.1);
    }
}
