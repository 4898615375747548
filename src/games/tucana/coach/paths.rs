//! How close a sheet is to connecting each open village pair: the fewest
//! trails still to draw between the two villages (drawn trails are free),
//! and which free sides lie on such a shortest way. The rollout policy
//! uses it to build toward a pair instead of only closing pairs that are
//! one trail away, so the simulated turns are worth something and a pair
//! that can be closed now is not assumed to be closed "later anyway".

use super::quick::Outlook;
use crate::games::tucana::rules::PlayerState;
use crate::games::tucana::sheet::{Coord, EdgeId, EdgeSet, HexId, Sheet};

/// Pairs farther than this (in trails still to draw) are not looked at:
/// the rest of a game seldom joins them, and the search stays cheap.
pub const FARTHEST: u8 = 3;

/// Distances (trails still to draw) from one village to every hex, up to
/// [`FARTHEST`]; `u8::MAX` beyond, written into `dist`. Searched layer by
/// layer: a drawn trail keeps a hex in its layer, a free side leads to the
/// next. `layer` and `next` are scratch room, kept by the caller from one
/// search to the next.
fn distances_into(
    sheet: &Sheet,
    drawn: &EdgeSet,
    from: HexId,
    dist: &mut Vec<u8>,
    layer: &mut Vec<HexId>,
    next: &mut Vec<HexId>,
) {
    dist.clear();
    dist.resize(sheet.hexes().len(), u8::MAX);
    layer.clear();
    next.clear();
    layer.push(from);
    dist[from] = 0;
    for d in 0..=FARTHEST {
        while let Some(h) = layer.pop() {
            if dist[h] < d {
                continue;
            }
            for (other, edge) in sheet.neighbours(h) {
                if drawn.contains(edge) {
                    if dist[other] > d {
                        dist[other] = d;
                        layer.push(other);
                    }
                } else if d < FARTHEST && dist[other] > d + 1 {
                    dist[other] = d + 1;
                    next.push(other);
                }
            }
        }
        std::mem::swap(layer, next);
    }
}

/// Brings `dist` (distances from one village, as [`distances_into`]
/// searches them) up to date after `hex` came nearer: every hex that a way
/// through `hex` now brings nearer, with the trails `drawn` free. Drawing
/// trails only makes ways shorter, so the distances before were too long
/// or right, never too short; each hex that comes nearer passes it on to
/// its neighbours, and when nothing comes nearer any more, no side joins
/// two hexes whose distances it could still shorten: they are the
/// distances a fresh search gives (the tests compare them after every
/// simulated turn). `stack` is scratch room.
fn shorten_from(sheet: &Sheet, drawn: &EdgeSet, hex: HexId, dist: &mut [u8], stack: &mut Vec<HexId>) {
    stack.clear();
    stack.push(hex);
    while let Some(h) = stack.pop() {
        let d = dist[h];
        for (other, edge) in sheet.neighbours(h) {
            let via = if drawn.contains(edge) {
                d
            } else if d < FARTHEST {
                d + 1
            } else {
                continue;
            };
            if dist[other] > via {
                dist[other] = via;
                stack.push(other);
            }
        }
    }
}

/// Whether the networks `ra` and `rb` lie at most `steps` hex steps apart
/// (the fewest steps are a lower bound on the trails that would join
/// them). Stops at the first pair of hexes close enough. `na` is scratch
/// room for the first network's hexes.
fn within_steps(
    sheet: &Sheet,
    outlook: &Outlook,
    ra: HexId,
    rb: HexId,
    steps: i32,
    na: &mut Vec<Coord>,
) -> bool {
    na.clear();
    na.extend(outlook.network_hexes(ra).map(|h| sheet.hex(h).coord));
    outlook.network_hexes(rb).any(|h| {
        let y = sheet.hex(h).coord;
        na.iter().any(|x| {
            // Rows are offset by half a hex (doubled columns).
            let rows = (x.row - y.row).abs();
            let cols = (x.dcol - y.dcol).abs();
            rows + ((cols - rows).max(0) / 2) <= steps
        })
    })
}

/// Distances from one village, with the drawn trails they were searched on.
#[derive(Debug, Clone)]
struct FromVillage {
    village: HexId,
    drawn: EdgeSet,
    dist: Vec<u8>,
}

/// What the look-out before the search last said of a pair's two villages
/// (see [`within_steps`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Nearness {
    /// Not looked at since the pair paths forgot.
    Unknown,
    /// These two villages' networks lie within [`FARTHEST`] steps:
    /// networks only grow while a game goes on, so it stays so.
    Within { villages: (HexId, HexId) },
    /// Farther, when the two villages' networks had these roots and sizes:
    /// a network with the same root and size is the same network (they
    /// only grow), so the answer stands until one of them grows.
    Beyond { villages: (HexId, HexId), roots: (HexId, HexId), sizes: (u16, u16) },
}

/// The open pairs within reach: for each, how many trails it still needs
/// and what it is worth, with the distances from both villages.
///
/// Kept from one simulated turn to the next ([`PairPaths::read`]): a
/// village's distances are brought up to date from each trail drawn since
/// that joins two hexes at different distances from it (a free side between
/// two hexes at the same distance shortens no way), and the look-out of a
/// pair is asked again only when one of its villages' networks grew.
#[derive(Debug, Clone)]
pub struct PairPaths {
    /// Each pair within reach: the trails it needs, its worth, and where
    /// the distances from its two villages are in `from`.
    pairs: Vec<(u8, u32, usize, usize)>,
    from: Vec<FromVillage>,
    nearness: [Nearness; 5],
    /// Scratch room: the first network's coordinates for the look-out,
    /// and the search's two layers.
    near: Vec<Coord>,
    layer: Vec<HexId>,
    next: Vec<HexId>,
}

impl PairPaths {
    /// Looks at every open pair of a sheet (see [`Outlook::open_pairs`])
    /// afresh: what the rollout policy's kept reading must equal (the
    /// policy itself reads through `coach/kept_sheet.rs`).
    #[cfg(test)]
    pub fn new(sheet: &Sheet, player: &PlayerState, outlook: &Outlook) -> PairPaths {
        let mut paths = PairPaths::blank();
        paths.read(sheet, player, outlook);
        paths
    }

    /// Pair paths that have looked at nothing yet.
    pub(super) fn blank() -> PairPaths {
        PairPaths {
            pairs: Vec::new(),
            from: Vec::new(),
            nearness: [Nearness::Unknown; 5],
            near: Vec::new(),
            layer: Vec::with_capacity(32),
            next: Vec::with_capacity(32),
        }
    }

    /// Forgets every kept search and look-out: the next reading starts
    /// afresh (a sheet that is not the one read last, or one with fewer
    /// trails).
    pub(super) fn forget(&mut self) {
        self.from.clear();
        self.nearness = [Nearness::Unknown; 5];
    }

    /// Looks at every open pair again, as [`PairPaths::new`] would, reusing
    /// what was kept from the last reading of the same sheet: between two
    /// readings the sheet may only have gained trails (else call
    /// [`PairPaths::forget`] first).
    pub(super) fn read(&mut self, sheet: &Sheet, player: &PlayerState, outlook: &Outlook) {
        self.pairs.clear();
        if outlook.open_pairs().is_empty() {
            return;
        }
        let roots = outlook.roots();
        for &(letter, a, b, points) in outlook.open_pairs() {
            let (ra, rb) = (roots[a], roots[b]);
            let sizes = (outlook.network_size(ra), outlook.network_size(rb));
            let villages = (a, b);
            let within = match self.nearness[letter.index()] {
                Nearness::Within { villages: v } if v == villages => true,
                Nearness::Beyond { villages: v, roots: r, sizes: s }
                    if v == villages && r == (ra, rb) && s == sizes =>
                {
                    false
                }
                _ => {
                    let within = within_steps(sheet, outlook, ra, rb, i32::from(FARTHEST), &mut self.near);
                    self.nearness[letter.index()] = if within {
                        Nearness::Within { villages }
                    } else {
                        Nearness::Beyond { villages, roots: (ra, rb), sizes }
                    };
                    within
                }
            };
            if !within {
                continue;
            }
            let from_a = self.distances_from(sheet, player.drawn(), a);
            let need = self.from[from_a].dist[b];
            // One trail away is the quick look's business (it counts the
            // points at once); out of reach is nobody's.
            if (2..=FARTHEST).contains(&need) {
                let from_b = self.distances_from(sheet, player.drawn(), b);
                self.pairs.push((need, points, from_a, from_b));
            }
        }
    }

    /// Where the distances from `village` with the trails `drawn` are in
    /// `from`: kept from an earlier search and brought up to date trail by
    /// trail (see [`shorten_from`]), or searched afresh when none was kept.
    fn distances_from(&mut self, sheet: &Sheet, drawn: &EdgeSet, village: HexId) -> usize {
        let at = match self.from.iter().position(|f| f.village == village) {
            Some(at) => at,
            None => {
                self.from.push(FromVillage { village, drawn: EdgeSet::EMPTY, dist: Vec::new() });
                self.from.len() - 1
            }
        };
        let kept = &mut self.from[at];
        if kept.dist.is_empty() || kept.drawn.intersection(drawn) != kept.drawn {
            distances_into(sheet, drawn, village, &mut kept.dist, &mut self.layer, &mut self.next);
        } else {
            for e in drawn.difference(&kept.drawn).iter() {
                let edge = sheet.edge(e);
                let (da, db) = (kept.dist[edge.a], kept.dist[edge.b]);
                // A new trail between two hexes at the same distance
                // shortens no way; else its far end comes as near as its
                // near end, and so may what lies beyond.
                if da != db {
                    let (far, near) = if da < db { (edge.b, da) } else { (edge.a, db) };
                    kept.dist[far] = near;
                    shorten_from(sheet, drawn, far, &mut kept.dist, &mut self.layer);
                }
            }
        }
        kept.drawn = *drawn;
        at
    }

    /// What drawing `edge` does for the pairs within reach: for each pair
    /// whose shortest way it lies on, the pair's worth shared over the
    /// trails the pair still needs.
    #[inline]
    pub fn progress(&self, sheet: &Sheet, edge: EdgeId) -> u32 {
        if self.pairs.is_empty() {
            return 0;
        }
        let e = sheet.edge(edge);
        let mut sum = 0;
        for &(need, points, from_a, from_b) in &self.pairs {
            let (da, db) = (&self.from[from_a].dist, &self.from[from_b].dist);
            let via = |x: HexId, y: HexId| u16::from(da[x]) + 1 + u16::from(db[y]);
            if via(e.a, e.b).min(via(e.b, e.a)) == u16::from(need) {
                sum += points / u32::from(need);
            }
        }
        sum
    }

    /// The pairs within reach, each with the trails it needs, its worth
    /// and the distances from its two villages: what two readings of the
    /// same sheet must agree on.
    #[cfg(test)]
    pub(super) fn pairs_searched(&self) -> Vec<(u8, u32, &[u8], &[u8])> {
        self.pairs
            .iter()
            .map(|&(need, points, a, b)| (need, points, &self.from[a].dist[..], &self.from[b].dist[..]))
            .collect()
    }
}
