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
//! set) is exact, counted by [`FewestHelpers`] for every set of sights (the
//! same count serves part 4, over the sights and the villages).

use super::sight_trees::SightTrees;
use crate::games::tucana::rules::TURNS_PER_ROUND;
use crate::games::tucana::sheet::{HexId, Sheet, Sight};

/// Most sights the count over subsets is made for (2^n entries).
pub(super) const MOST_SIGHTS: usize = 16;

/// Most features (sights and villages) [`FewestHelpers`] counts for: a
/// byte for each of the 2^n sets (1 MiB at 20, Isla Petit's ten sights and
/// ten villages).
const MOST_FEATURES: usize = 20;

/// For each round before the last, the most its sight line can hold by
/// this count and by the trails a tree from the villages to the sights
/// needs ([`SightTrees`], part 6): the most a set is worth whose trails by
/// both counts fit the round. `None` when the sheet has too many sights.
/// On a sheet with a sight beside a village or a sight the plain hexes are
/// not counted (only one trail per sight and the trees).
pub(super) fn sight_lines_by_helpers(sheet: &Sheet) -> Option<Vec<u32>> {
    let sights = sights_in_order(sheet);
    if sights.len() > MOST_SIGHTS {
        return None;
    }
    let hexes: Vec<HexId> = sights.iter().map(|s| s.1).collect();
    let mut helpers = FewestHelpers::new(sheet, &hexes);
    let trees = SightTrees::new(sheet, &hexes);
    let sets = 1usize << sights.len();
    // fewest[set]: at least the trails that circle every sight of the set
    // (a sight with no plain neighbour counts 254 plain hexes: with at
    // most 3 rounds before the last and 16 `+` values, no round has that
    // many trails, so such a set never fits, as no line circles it). The
    // tree's count is taken only for the sets that could raise a line.
    let fewest: Vec<u32> =
        (0..sets).map(|set| set.count_ones() + helpers.as_mut().map_or(0, |h| h.of(set as u32))).collect();
    let worths: Vec<(u32, u32)> = (0..sets).map(|set| worth(sheet, &sights, set)).collect();
    let mut by_worth: Vec<usize> = (0..sets).collect();
    by_worth.sort_by_key(|&set| std::cmp::Reverse(worths[set].0));
    let mut tree_trails: Vec<Option<u32>> = vec![None; sets];
    let edges = sheet.edges().len() as u32;
    let mut lines = Vec::new();
    for round in 1..sheet.rounds() {
        let turns = u32::from(TURNS_PER_ROUND) * u32::from(round);
        let fits = |set: usize, needed: u32| needed <= (turns + worths[set].1).min(edges);
        // The first set, from the most worth, that both counts let fit.
        let line = by_worth
            .iter()
            .find(|&&set| {
                fits(set, fewest[set])
                    && fits(
                        set,
                        *tree_trails[set].get_or_insert_with(|| trees.fewest_trails_at_least(set as u32)),
                    )
            })
            .map_or(0, |&set| worths[set].0);
        lines.push(line);
    }
    Some(lines)
}

/// The fewest plain hexes beside every hex of a set of features (sights or
/// villages), counted on demand and kept: part 3 of the bound extended to
/// the villages of joined pairs (`docs/coach.md`, "The upper bound", part
/// 4). Feature *i* of the list given to [`FewestHelpers::new`] is bit *i*
/// of a set.
pub(super) struct FewestHelpers {
    /// For each feature, the features beside each plain hex beside it (as
    /// sets): the ways to cover it.
    covers: Vec<Vec<u32>>,
    /// The count of each set plus one; 0 while not counted.
    known: Vec<u8>,
}

impl FewestHelpers {
    /// The table for `features`; `None` when a feature is beside another
    /// feature (then its neighbour in a network need not be plain) or the
    /// features are too many.
    pub(super) fn new(sheet: &Sheet, features: &[HexId]) -> Option<FewestHelpers> {
        if features.len() > MOST_FEATURES {
            return None;
        }
        let mut beside: Vec<(HexId, u32)> = Vec::new();
        for (i, &hex) in features.iter().enumerate() {
            for (n, _) in sheet.neighbours(hex) {
                if sheet.hex(n).feature.is_some() {
                    return None;
                }
                match beside.iter_mut().find(|b| b.0 == n) {
                    Some(b) => b.1 |= 1 << i,
                    None => beside.push((n, 1 << i)),
                }
            }
        }
        let covers = (0..features.len())
            .map(|i| beside.iter().filter(|b| b.1 >> i & 1 == 1).map(|b| b.1).collect())
            .collect();
        Some(FewestHelpers { covers, known: vec![0; 1 << features.len()] })
    }

    /// The fewest plain hexes beside every feature of `set` (exact: the
    /// lowest feature of the set is covered by one of its plain
    /// neighbours, and every choice is tried). A feature with no plain
    /// neighbour makes the count large (capped at 254, which only lowers
    /// it, so the bound stays above every line).
    pub(super) fn of(&mut self, set: u32) -> u32 {
        if set == 0 {
            return 0;
        }
        let known = self.known[set as usize];
        if known != 0 {
            return u32::from(known - 1);
        }
        let low = set.trailing_zeros() as usize;
        let mut fewest = u32::MAX;
        for way in 0..self.covers[low].len() {
            let cover = self.covers[low][way];
            fewest = fewest.min(self.of(set & !cover).saturating_add(1));
        }
        let fewest = fewest.min(254);
        self.known[set as usize] = fewest as u8 + 1;
        fewest
    }
}

/// The sights in a fixed order (by type, then map order): sight *i* is bit
/// *i* of a set in [`worth`].
pub(super) fn sights_in_order(sheet: &Sheet) -> Vec<(Sight, HexId)> {
    Sight::ALL.iter().flat_map(|&s| sheet.sight_hexes(s).iter().map(move |&h| (s, h))).collect()
}

/// What circling the sights of `set` is worth (each type's values from the
/// left) and the bonus trails those values give.
pub(super) fn worth(sheet: &Sheet, sights: &[(Sight, HexId)], set: usize) -> (u32, u32) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::rules::random::SeededRng;
    use crate::games::tucana::sheet::builtin_sheet;

    /// The fewest plain hexes beside every feature of `set`, by trying
    /// every choice of k plain hexes for k = 0, 1, … (small sets only).
    fn by_brute_force(sheet: &Sheet, features: &[HexId], set: u32) -> u32 {
        let chosen: Vec<HexId> =
            (0..features.len()).filter(|i| set >> i & 1 == 1).map(|i| features[i]).collect();
        let mut plain: Vec<HexId> =
            chosen.iter().flat_map(|&f| sheet.neighbours(f).map(|(n, _)| n)).collect();
        plain.sort_unstable();
        plain.dedup();
        let covers =
            |picked: &[HexId]| chosen.iter().all(|&f| sheet.neighbours(f).any(|(n, _)| picked.contains(&n)));
        fn pick(from: &[HexId], k: usize, picked: &mut Vec<HexId>, ok: &dyn Fn(&[HexId]) -> bool) -> bool {
            if k == 0 {
                return ok(picked);
            }
            (0..from.len()).any(|i| {
                picked.push(from[i]);
                let found = pick(&from[i + 1..], k - 1, picked, ok);
                picked.pop();
                found
            })
        }
        (0..=chosen.len() as u32)
            .find(|&k| pick(&plain, k as usize, &mut Vec::new(), &covers))
            .unwrap_or(u32::MAX)
    }

    #[test]
    fn the_fewest_plain_hexes_beside_sights_and_villages_are_counted_exactly() {
        let sheet = builtin_sheet("isla-petit").expect("embedded");
        let features: Vec<HexId> =
            sights_in_order(&sheet).iter().map(|s| s.1).chain(sheet.villages().iter().copied()).collect();
        assert_eq!(features.len(), 20);
        let mut helpers =
            FewestHelpers::new(&sheet, &features).expect("no feature beside another on Isla Petit");
        let mut rng = SeededRng::new(7);
        for _ in 0..300 {
            // Sets of one to five features, anywhere among the twenty.
            let mut set = 0u32;
            for _ in 0..1 + rng.below(5) {
                set |= 1 << rng.below(features.len());
            }
            assert_eq!(helpers.of(set), by_brute_force(&sheet, &features, set), "set {set:#b}");
        }
        // Every sight and every village: the count a script over the map
        // gave too (docs/coach.md, part 5).
        assert_eq!(helpers.of((1 << 20) - 1), 10);
        assert_eq!(helpers.of((1 << 10) - 1), 6, "the ten sights alone");
        // Isla Grande's 25 features are outside the count.
        let grande = builtin_sheet("isla-grande").expect("embedded");
        let all: Vec<HexId> =
            sights_in_order(&grande).iter().map(|s| s.1).chain(grande.villages().iter().copied()).collect();
        assert!(FewestHelpers::new(&grande, &all).is_none());
    }
}
