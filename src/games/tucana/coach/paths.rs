//! How close a sheet is to connecting each open village pair: the fewest
//! trails still to draw between the two villages (drawn trails are free),
//! and which free sides lie on such a shortest way. The rollout policy
//! uses it to build toward a pair instead of only closing pairs that are
//! one trail away, so the simulated turns are worth something and a pair
//! that can be closed now is not assumed to be closed "later anyway".

use super::quick::Outlook;
use crate::games::tucana::rules::PlayerState;
use crate::games::tucana::sheet::{Coord, EdgeId, HexId, Sheet};

/// Pairs farther than this (in trails still to draw) are not looked at:
/// the rest of a game seldom joins them, and the search stays cheap.
pub const FARTHEST: u8 = 3;

/// Distances (trails still to draw) from one village to every hex, up to
/// [`FARTHEST`]; `u8::MAX` beyond. Searched layer by layer: a drawn trail
/// keeps a hex in its layer, a free side leads to the next. `layer` and
/// `next` are scratch room, kept by the caller from one search to the next.
fn distances(
    sheet: &Sheet,
    player: &PlayerState,
    from: HexId,
    layer: &mut Vec<HexId>,
    next: &mut Vec<HexId>,
) -> Vec<u8> {
    let mut dist = vec![u8::MAX; sheet.hexes().len()];
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
                if player.drawn().contains(edge) {
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
    dist
}

/// Whether the networks `ra` and `rb` lie at most `steps` hex steps apart
/// (the fewest steps are a lower bound on the trails that would join
/// them), given the hexes of the networks that reach a village, each with
/// its network. Stops at the first pair of hexes close enough. `na` is
/// scratch room for the first network's hexes.
fn within_steps(members: &[(HexId, Coord)], ra: HexId, rb: HexId, steps: i32, na: &mut Vec<Coord>) -> bool {
    na.clear();
    na.extend(members.iter().filter(|&&(r, _)| r == ra).map(|&(_, c)| c));
    members.iter().filter(|&&(r, _)| r == rb).any(|(_, y)| {
        na.iter().any(|x| {
            // Rows are offset by half a hex (doubled columns).
            let rows = (x.row - y.row).abs();
            let cols = (x.dcol - y.dcol).abs();
            rows + ((cols - rows).max(0) / 2) <= steps
        })
    })
}

/// The open pairs within reach: for each, how many trails it still needs
/// and what it is worth, with the distances from both villages.
pub struct PairPaths {
    pairs: Vec<(u8, u32, Vec<u8>, Vec<u8>)>,
}

impl PairPaths {
    /// Looks at every open pair of a sheet (see [`Outlook::open_pairs`]).
    pub fn new(sheet: &Sheet, player: &PlayerState, outlook: &Outlook) -> PairPaths {
        if outlook.open_pairs().is_empty() {
            return PairPaths { pairs: Vec::new() };
        }
        let roots = outlook.roots();
        // The hexes of every network that reaches a village, with it:
        // one pass over the map for all the pairs, as the rollout policy
        // asks for every open pair on every simulated turn.
        let members: Vec<(HexId, Coord)> = sheet
            .hexes()
            .iter()
            .enumerate()
            .filter(|&(h, _)| outlook.reaches_village(h))
            .map(|(h, hex)| (roots[h], hex.coord))
            .collect();
        let (mut near, mut layer, mut next) = (Vec::new(), Vec::with_capacity(32), Vec::with_capacity(32));
        let pairs = outlook
            .open_pairs()
            .iter()
            .filter_map(|&(_, a, b, points)| {
                // Each trail moves one hex: networks farther apart on the
                // map than FARTHEST need not be searched at all.
                if !within_steps(&members, roots[a], roots[b], i32::from(FARTHEST), &mut near) {
                    return None;
                }
                let da = distances(sheet, player, a, &mut layer, &mut next);
                let need = da[b];
                // One trail away is the quick look's business (it counts
                // the points at once); out of reach is nobody's.
                (2..=FARTHEST)
                    .contains(&need)
                    .then(|| (need, points, da, distances(sheet, player, b, &mut layer, &mut next)))
            })
            .collect();
        PairPaths { pairs }
    }

    /// What drawing `edge` does for the pairs within reach: for each pair
    /// whose shortest way it lies on, the pair's worth shared over the
    /// trails the pair still needs.
    pub fn progress(&self, sheet: &Sheet, edge: EdgeId) -> u32 {
        let e = sheet.edge(edge);
        let mut sum = 0;
        for (need, points, da, db) in &self.pairs {
            let via = |x: HexId, y: HexId| u16::from(da[x]) + 1 + u16::from(db[y]);
            if via(e.a, e.b).min(via(e.b, e.a)) == u16::from(*need) {
                sum += points / u32::from(*need);
            }
        }
        sum
    }
}
