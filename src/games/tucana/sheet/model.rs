//! The validated sheet: a map of hexes with its precomputed edges and the
//! values of its scoring boxes. Built only by [`super::Sheet::from_ron`] or
//! [`super::validate`], so every `Sheet` is known to be sound.

use super::edge_set::EdgeSet;
use super::terms::{Card, Coord, Letter, Sight, Terrain};

/// Index of a hex in [`Sheet::hexes`].
pub type HexId = usize;
/// Index of an edge in [`Sheet::edges`].
pub type EdgeId = usize;

/// What stands on a hex besides its terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Feature {
    /// A village with its small number (1–10).
    Village(u8),
    /// A sight.
    Sight(Sight),
}

/// One hex of the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hex {
    /// Where it is.
    pub coord: Coord,
    /// Its terrain.
    pub terrain: Terrain,
    /// Village or sight, if any.
    pub feature: Option<Feature>,
}

/// The side shared by two neighbouring hexes: where a trail can be drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Edge {
    /// The hex with the smaller coordinate.
    pub a: HexId,
    /// The hex with the larger coordinate.
    pub b: HexId,
}

/// One value of a sight row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SightValue {
    /// Points when circled.
    pub points: u16,
    /// Whether circling it gives a bonus trail (`+` on the pad).
    pub bonus_trail: bool,
}

/// A solo achievement title.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SoloTitle {
    /// Lowest total that earns it.
    pub min_total: u32,
    /// The title.
    pub title: String,
}

/// Where [`Sheet`]'s grid of hexes by coordinate has no hex.
pub(super) const NO_HEX: u16 = u16::MAX;

/// A validated island sheet.
#[derive(Debug, Clone)]
pub struct Sheet {
    pub(super) id: String,
    pub(super) name: String,
    pub(super) rounds: u8,
    pub(super) solo_reshuffle_after_round: u8,
    pub(super) hexes: Vec<Hex>,
    /// The hex at each coordinate, row by row over the map's bounding
    /// rows and columns ([`NO_HEX`] where there is none): a look-up by
    /// index, as every trail drawn (a simulated one too) looks its two
    /// hexes up.
    pub(super) hex_grid: Vec<u16>,
    /// Columns (`dcol` values) per row of `hex_grid`.
    pub(super) grid_width: usize,
    pub(super) edges: Vec<Edge>,
    pub(super) edges_of_hex: Vec<Vec<EdgeId>>,
    pub(super) villages: [HexId; 10],
    pub(super) sights: [Vec<HexId>; 5],
    pub(super) sight_values: [Vec<SightValue>; 5],
    pub(super) village_values: [u16; 5],
    pub(super) solo_titles: Vec<SoloTitle>,
    pub(super) card_pair_edges: [[EdgeSet; 5]; 5],
}

impl Sheet {
    /// Identifier used in records (`isla-petit`).
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Name shown to people (`Isla Petit`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of rounds.
    pub fn rounds(&self) -> u8 {
        self.rounds
    }

    /// In a solo game, the round after which unclaimed blue cards are reshuffled.
    pub fn solo_reshuffle_after_round(&self) -> u8 {
        self.solo_reshuffle_after_round
    }

    /// Every hex.
    pub fn hexes(&self) -> &[Hex] {
        &self.hexes
    }

    /// One hex by id.
    pub fn hex(&self, id: HexId) -> &Hex {
        &self.hexes[id]
    }

    /// The hex at a coordinate, if the map has one there.
    pub fn hex_at(&self, coord: Coord) -> Option<HexId> {
        let (row, dcol) = (usize::try_from(coord.row).ok()?, usize::try_from(coord.dcol).ok()?);
        if dcol >= self.grid_width {
            return None;
        }
        let at = row.checked_mul(self.grid_width)?.checked_add(dcol)?;
        self.hex_grid.get(at).filter(|&&h| h != NO_HEX).map(|&h| usize::from(h))
    }

    /// Every edge (pair of neighbouring hexes).
    pub fn edges(&self) -> &[Edge] {
        &self.edges
    }

    /// One edge by id.
    pub fn edge(&self, id: EdgeId) -> Edge {
        self.edges[id]
    }

    /// The two coordinates of an edge.
    pub fn edge_coords(&self, id: EdgeId) -> (Coord, Coord) {
        let e = self.edges[id];
        (self.hexes[e.a].coord, self.hexes[e.b].coord)
    }

    /// The edge between two hexes, if they are neighbours (order does not matter).
    pub fn edge_between(&self, a: HexId, b: HexId) -> Option<EdgeId> {
        // A hex has at most six sides: a scan beats hashing the pair.
        self.neighbours(a).find(|&(other, _)| other == b).map(|(_, edge)| edge)
    }

    /// The edges around one hex.
    pub fn edges_of_hex(&self, hex: HexId) -> &[EdgeId] {
        &self.edges_of_hex[hex]
    }

    /// The hexes next to `hex`, each with the edge between them.
    pub fn neighbours(&self, hex: HexId) -> impl Iterator<Item = (HexId, EdgeId)> + '_ {
        self.edges_of_hex[hex].iter().map(move |&e| {
            let edge = &self.edges[e];
            (if edge.a == hex { edge.b } else { edge.a }, e)
        })
    }

    /// The hex of village number `n` (1–10).
    pub fn village(&self, number: u8) -> Option<HexId> {
        self.villages.get(usize::from(number).wrapping_sub(1)).copied()
    }

    /// The village hexes, by number 1–10 (index 0 is village 1).
    pub fn villages(&self) -> &[HexId; 10] {
        &self.villages
    }

    /// The sight hexes of one type, in map order.
    pub fn sight_hexes(&self, sight: Sight) -> &[HexId] {
        &self.sights[sight.index()]
    }

    /// The value row of one sight type, left to right.
    pub fn sight_values(&self, sight: Sight) -> &[SightValue] {
        &self.sight_values[sight.index()]
    }

    /// Points of a village pair.
    pub fn village_value(&self, letter: Letter) -> u16 {
        self.village_values[letter.index()]
    }

    /// Solo titles, lowest first.
    pub fn solo_titles(&self) -> &[SoloTitle] {
        &self.solo_titles
    }

    /// The best solo title reached by `total`, if any.
    pub fn solo_title(&self, total: u32) -> Option<&str> {
        self.solo_titles.iter().rev().find(|t| total >= t.min_total).map(|t| t.title.as_str())
    }

    /// All edges whose two terrains match the two cards as an unordered pair.
    pub fn edges_matching(&self, first: Card, second: Card) -> &EdgeSet {
        &self.card_pair_edges[first.index()][second.index()]
    }

    /// Whether one edge matches two cards.
    pub fn edge_matches(&self, edge: EdgeId, first: Card, second: Card) -> bool {
        self.edges_matching(first, second).contains(edge)
    }

    /// The set of every edge.
    pub fn all_edges(&self) -> &EdgeSet {
        &self.card_pair_edges[Card::Any.index()][Card::Any.index()]
    }

    /// Number of hexes of one terrain.
    pub fn terrain_count(&self, terrain: Terrain) -> usize {
        self.hexes.iter().filter(|h| h.terrain == terrain).count()
    }
}

/// Whether two terrains match two cards as an unordered pair.
pub fn terrains_match_cards(t1: Terrain, t2: Terrain, c1: Card, c2: Card) -> bool {
    let fits = |t: Terrain, c: Card| c.terrain().is_none_or(|ct| ct == t);
    (fits(t1, c1) && fits(t2, c2)) || (fits(t1, c2) && fits(t2, c1))
}
