//! A bound on a sight line from distances: a circled sight needs its own
//! trail *and* a plain hex beside it (see `docs/coach.md`, "The upper
//! bound", part 3).
//!
//! Take the trails drawn by the end of a round and keep the networks that
//! hold a village. A network of *n* hexes has at least *n − 1* trails, and
//! each kept network holds at least one village, so the kept trails number
//! at least (hexes kept − villages kept). The hexes kept are the villages,
//! the circled sights and the plain hexes (neither village nor sight). When
//! no sight is a neighbour of a village or of another sight (true of both
//! printed islands), each circled sight's neighbour on its way to a village
//! is a plain hex of the kept networks. So
//!
//! > trails drawn ≥ sights circled + the fewest plain hexes beside them all
//!
//! and by the end of round *r* a sheet has drawn at most 13·*r* trails plus
//! the bonus trails its circled `+` values gave. The bound is the most a
//! set of sights meeting that can be worth, each type's values taken from
//! the left. The fewest plain hexes beside a set (a smallest dominating
//! set) is exact, for every set at once, by a count over the subsets.

use crate::games::tucana::rules::TURNS_PER_ROUND;
use crate::games::tucana::sheet::{HexId, Sheet, Sight};

/// Most sights the count over subsets is made for (2^n entries).
const MOST_SIGHTS: usize = 16;

/// For each round before the last, the most its sight line can hold by
/// this count; `None` when the sheet is outside what it covers (a sight
/// beside a village or a sight, or too many sights).
pub(super) fn sight_lines_by_helpers(sheet: &Sheet) -> Option<Vec<u32>> {
    // The sights in a fixed order, with their type's place in it.
    let sights: Vec<(Sight, HexId)> =
        Sight::ALL.iter().flat_map(|&s| sheet.sight_hexes(s).iter().map(move |&h| (s, h))).collect();
    if sights.len() > MOST_SIGHTS {
        return None;
    }
    let neighbours = |hex: HexId| sheet.neighbours(hex).map(|(n, _)| n);
    let mut beside: Vec<(HexId, u32)> = Vec::new();
    for (i, &(_, hex)) in sights.iter().enumerate() {
        for n in neighbours(hex) {
            if sheet.hex(n).feature.is_some() {
                return None;
            }
            match beside.iter_mut().find(|b| b.0 == n) {
                Some(b) => b.1 |= 1 << i,
                None => beside.push((n, 1 << i)),
            }
        }
    }
    let sets = 1usize << sights.len();
    // fewest[set]: the fewest plain hexes beside every sight of the set.
    let mut fewest = vec![u32::MAX; sets];
    fewest[0] = 0;
    for set in 1..sets {
        let low = set & set.wrapping_neg();
        fewest[set] = beside
            .iter()
            .filter(|b| b.1 as usize & low != 0)
            .map(|b| fewest[set & !(b.1 as usize)])
            .min()
            .map_or(u32::MAX, |f| f.saturating_add(1));
    }
    let worths: Vec<(u32, u32)> = (0..sets).map(|set| worth(sheet, &sights, set)).collect();
    let edges = sheet.edges().len() as u32;
    let mut lines = Vec::new();
    for round in 1..sheet.rounds() {
        let turns = u32::from(TURNS_PER_ROUND) * u32::from(round);
        let mut best = 0u32;
        for (set, (&helpers, &(points, bonus))) in fewest.iter().zip(&worths).enumerate() {
            let trails_needed = (set.count_ones()).saturating_add(helpers);
            if trails_needed <= (turns + bonus).min(edges) {
                best = best.max(points);
            }
        }
        lines.push(best);
    }
    Some(lines)
}

/// What circling the sights of `set` is worth (each type's values from the
/// left) and the bonus trails those values give.
fn worth(sheet: &Sheet, sights: &[(Sight, HexId)], set: usize) -> (u32, u32) {
    let (mut points, mut bonus) = (0u32, 0u32);
    for sight in Sight::ALL {
        let circled = sights.iter().enumerate().filter(|(i, s)| s.0 == sight && set >> i & 1 == 1).count();
        for v in sheet.sight_values(sight).iter().take(circled) {
            points += u32::from(v.points);
            bonus += u32::from(v.bonus_trail);
        }
    }
    (points, bonus)
}
