//! The raw form of a sheet file: exactly what the RON says, before any check.

use super::terms::Terrain;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The newest sheet format version this Trailpad understands.
pub const SHEET_FORMAT: u32 = 1;

/// A sheet file as written.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RawSheet {
    /// Format version, see [`SHEET_FORMAT`].
    pub format: u32,
    /// Short identifier used in game records, e.g. `isla-petit`.
    pub id: String,
    /// Name shown to people, e.g. `Isla Petit`.
    pub name: String,
    /// Number of rounds (the deck runs out this many times).
    pub rounds: i64,
    /// In a solo game, the round after which the blue cards are reshuffled.
    pub solo_reshuffle_after_round: i64,
    /// Points of each village pair, by letter (`A`..`E`).
    pub village_values: BTreeMap<String, i64>,
    /// Value row of each sight type (`obelisk`, …), left to right; a value
    /// written `"2+"` also gives a bonus trail when circled.
    pub sight_values: BTreeMap<String, Vec<String>>,
    /// Solo achievement titles: (minimum total, title), lowest first.
    #[serde(default)]
    pub solo_titles: Vec<(i64, String)>,
    /// Every hex of the map.
    pub hexes: Vec<RawHex>,
}

/// One hex as written: `(row, dcol, Terrain, Feature)`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RawHex(pub i64, pub i64, pub Terrain, pub RawFeature);

/// What stands on a hex besides its terrain.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub enum RawFeature {
    /// Nothing.
    Plain,
    /// A village with its small number (1–10, clockwise).
    Village(i64),
    /// An obelisk sight.
    Obelisk,
    /// A book sight.
    Book,
    /// A toucan sight.
    Toucan,
    /// A yeti sight.
    Yeti,
    /// A sea monster sight.
    SeaMonster,
}
