//! The phone page's colours: the desktop app's values from `ui::theme`,
//! written out as CSS colours because `table` may not reach into `ui`. A
//! test in `tests/table_server.rs` keeps the two in step.

use serde::Serialize;

/// Fill of each terrain, in [`crate::games::tucana::sheet::Terrain::ALL`] order.
pub const TERRAIN_FILL: [&str; 4] = ["#f4dc84", "#88bd80", "#b0a8a8", "#9dc8e6"];
/// Darker mark of each terrain (patterns, legends).
pub const TERRAIN_MARK: [&str; 4] = ["#b8932e", "#3e7a36", "#5e5852", "#2f6fa8"];
/// Behind the map.
pub const MAP_BACKGROUND: &str = "#f4efe2";
/// Hex outlines.
pub const HEX_OUTLINE: &str = "#6e6658";
/// A trail of an earlier turn.
pub const TRAIL: &str = "#5a2d0c";
/// A bonus trail.
pub const BONUS_TRAIL: &str = "#8e24aa";
/// A trail of the open turn.
pub const LAST_TRAIL: &str = "#d32f2f";
/// A side the player may draw.
pub const LEGAL_TRAIL: &str = "#ff6f00";
/// A village whose pair is connected.
pub const VILLAGE_DONE: &str = "#2e7d32";
/// A circled sight.
pub const SIGHT_CIRCLED: &str = "#2e7d32";
/// A circled value on the pad.
pub const PAD_CIRCLE: &str = "#c62828";
/// A refusal.
pub const ERROR_TEXT: &str = "#b71c1c";
/// A picked hex.
pub const SELECTED: &str = "#d91e63";

/// Colour of each ink of the sight pictures, in
/// [`crate::games::tucana::marks::Ink::SIGHT_INKS`] order (`#rrggbbaa`
/// where it is see-through).
pub const SIGHT_INK: [&str; 10] = [
    "#ffffffc8",
    "#8d6e63",
    "#6d4c41",
    "#fff8e1",
    "#212121",
    "#ff9800",
    "#ffffff",
    "#eceff1",
    "#455a64",
    "#00796b",
];

/// The CSS colour of an ink of the printed sheet's marks.
pub fn ink_css(ink: crate::games::tucana::marks::Ink) -> &'static str {
    use crate::games::tucana::marks::Ink;
    match ink {
        Ink::TerrainMark(terrain) => {
            let i = crate::games::tucana::sheet::Terrain::ALL.iter().position(|t| *t == terrain).unwrap_or(0);
            TERRAIN_MARK[i]
        }
        other => {
            let i = Ink::SIGHT_INKS.iter().position(|k| *k == other).unwrap_or(0);
            SIGHT_INK[i]
        }
    }
}

/// The colours, as sent to the page.
#[derive(Debug, Clone, Serialize)]
pub struct Palette {
    /// Terrain fills by terrain name.
    pub terrain: std::collections::BTreeMap<&'static str, &'static str>,
    /// Terrain marks by terrain name.
    pub mark: std::collections::BTreeMap<&'static str, &'static str>,
    /// See [`MAP_BACKGROUND`].
    pub background: &'static str,
    /// See [`HEX_OUTLINE`].
    pub outline: &'static str,
    /// See [`TRAIL`].
    pub trail: &'static str,
    /// See [`BONUS_TRAIL`].
    pub bonus_trail: &'static str,
    /// See [`LAST_TRAIL`].
    pub last_trail: &'static str,
    /// See [`LEGAL_TRAIL`].
    pub legal: &'static str,
    /// See [`VILLAGE_DONE`].
    pub village_done: &'static str,
    /// See [`SIGHT_CIRCLED`].
    pub sight_circled: &'static str,
    /// See [`PAD_CIRCLE`].
    pub pad_circle: &'static str,
    /// See [`ERROR_TEXT`].
    pub error: &'static str,
    /// See [`SELECTED`].
    pub selected: &'static str,
}

/// The palette.
pub fn palette() -> Palette {
    let names = crate::games::tucana::sheet::Terrain::ALL.map(|t| t.name());
    Palette {
        terrain: names.into_iter().zip(TERRAIN_FILL).collect(),
        mark: names.into_iter().zip(TERRAIN_MARK).collect(),
        background: MAP_BACKGROUND,
        outline: HEX_OUTLINE,
        trail: TRAIL,
        bonus_trail: BONUS_TRAIL,
        last_trail: LAST_TRAIL,
        legal: LEGAL_TRAIL,
        village_done: VILLAGE_DONE,
        sight_circled: SIGHT_CIRCLED,
        pad_circle: PAD_CIRCLE,
        error: ERROR_TEXT,
        selected: SELECTED,
    }
}
