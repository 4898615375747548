//! The fewest trails, exactly, that join every sight of a set to a village
//! and, at most once, one pair's two villages to each other (part 8 of the
//! bound, used by part 5: see `docs/coach.md`, "The upper bound").
//!
//! Part 7's dual ascent counts at most these trails and often fewer (on
//! Isla Petit, every sight and one early pair need 19 or 20 trails where
//! it sees 18). Here they are counted exactly, for every set at once, by
//! Dreyfus–Wagner's dynamic programme over the map (every trail costing
//! one):
//!
//! - the sights alone: a tree over the sights and one extra hex, the root,
//!   beside every village at no cost (the villages merged, as in part 6);
//! - with a pair (villages *a* and *b*): the network holding *a* and *b*
//!   holds a tree over them and the sights *S₁* it holds; the other
//!   circled sights *S₂* lie in other networks, each with a village, so
//!   those hold at least the merged tree over *S₂*. The networks are
//!   apart, so the trails are at least the least, over every split of the
//!   set into *S₁* and *S₂*, of the tree over *S₁*, *a* and *b* (on the
//!   sheet itself, no village merged) plus the merged tree over *S₂*.
//!
//! The programme costs 3ⁿ·hexes for *n* terminals; it runs on sheets of at
//! most [`MOST_SIGHTS`] sights (Isla Petit's ten; Isla Grande's fifteen
//! are left to the ascent).

use crate::games::tucana::sheet::{HexId, Sheet};

/// Most sights the exact count runs for (3ⁿ⁺¹ merges per pair).
pub(super) const MOST_SIGHTS: usize = 10;

/// Far more trails than any sheet has: "cannot be joined".
const UNREACHABLE: u32 = u32::MAX / 4;

/// The programme's nodes: the sheet's hexes, then one more, the root, that
/// every village touches at no cost (each trail costs one).
fn node_count(sheet: &Sheet) -> usize {
    sheet.hexes().len() + 1
}

/// For every set of `terminals` (bit *i* is `terminals[i]`) and every
/// node, the fewest trails of a tree holding them and the node
/// (Dreyfus–Wagner); with `merged`, the root's free ties to the
/// villages count, else the root stays apart. Indexed `set * nodes +
/// node`.
fn trees(sheet: &Sheet, terminals: &[usize], merged: bool) -> Vec<u32> {
    let nodes = node_count(sheet);
    let sets = 1usize << terminals.len();
    let mut fewest = vec![UNREACHABLE; sets * nodes];
    for set in 1..sets {
        let row = set * nodes;
        if set.is_power_of_two() {
            fewest[row + terminals[set.trailing_zeros() as usize]] = 0;
        } else {
            // Two subtrees meeting at a node; the part holding the
            // set's lowest terminal is enough to try each split once.
            let low = set & set.wrapping_neg();
            let mut part = (set - 1) & set;
            while part > 0 {
                if part & low != 0 {
                    // Both parts come before `set` (smaller numbers), so
                    // their rows are read from the slice before its row.
                    let (done, rest) = fewest.split_at_mut(row);
                    let (a, b) = (&done[part * nodes..][..nodes], &done[(set ^ part) * nodes..][..nodes]);
                    let here = &mut rest[..nodes];
                    // A count only falls, from `UNREACHABLE`, so it never
                    // passes it; two halves add up to at most half of
                    // `u32::MAX`. Indexed rather than zipped: this line runs
                    // 3ⁿ·hexes times, and the tests build Trailpad at
                    // opt-level 1, which leaves an iterator's steps as calls
                    // (the solo bound's tests took a fifth longer).
                    let mut node = 0;
                    while node < nodes {
                        let joined = a[node] + b[node];
                        if joined < here[node] {
                            here[node] = joined;
                        }
                        node += 1;
                    }
                }
                part = (part - 1) & set;
            }
        }
        spread(sheet, &mut fewest[row..row + nodes], merged);
    }
    fewest
}

/// Lets every node take a neighbour's count plus the trail between
/// them (and, merged, the root and the villages each other's at no
/// cost): shortest paths from every node at once, by buckets of
/// counts.
fn spread(sheet: &Sheet, counts: &mut [u32], merged: bool) {
    let root = node_count(sheet) - 1;
    let mut buckets: Vec<Vec<usize>> = Vec::new();
    for (node, &count) in counts.iter().enumerate() {
        if count < UNREACHABLE {
            let at = count as usize;
            if buckets.len() <= at {
                buckets.resize(at + 1, Vec::new());
            }
            buckets[at].push(node);
        }
    }
    let mut at = 0;
    while at < buckets.len() {
        while let Some(node) = buckets[at].pop() {
            if counts[node] as usize != at {
                continue;
            }
            let mut reach = |next: usize, cost: u32, buckets: &mut Vec<Vec<usize>>| {
                let count = at as u32 + cost;
                if count < counts[next] {
                    counts[next] = count;
                    if buckets.len() <= count as usize {
                        buckets.resize(count as usize + 1, Vec::new());
                    }
                    buckets[count as usize].push(next);
                }
            };
            if node != root {
                for (next, _) in sheet.neighbours(node) {
                    reach(next, 1, &mut buckets);
                }
            }
            if merged {
                if node == root {
                    for &village in sheet.villages() {
                        reach(village, 0, &mut buckets);
                    }
                } else if sheet.villages().contains(&node) {
                    reach(root, 0, &mut buckets);
                }
            }
        }
        at += 1;
    }
}

/// The exact counts of one sheet's sights: the merged trees, and the
/// forests with each pair asked for.
pub(super) struct PairForests<'a> {
    /// The map the programme runs over.
    sheet: &'a Sheet,
    /// The sights (bit *i* of a set is `sights[i]`).
    sights: Vec<HexId>,
    /// For every set of sights, the fewest trails joining each to a
    /// village (the merged tree).
    alone: Vec<u32>,
}

impl<'a> PairForests<'a> {
    /// The counts for `sights` (bit *i* of a set is `sights[i]`); `None`
    /// past [`MOST_SIGHTS`].
    pub(super) fn new(sheet: &'a Sheet, sights: &[HexId]) -> Option<PairForests<'a>> {
        if sights.len() > MOST_SIGHTS {
            return None;
        }
        let nodes = node_count(sheet);
        let root = nodes - 1;
        let trees = trees(sheet, sights, true);
        let alone = (0..1usize << sights.len())
            .map(|set| if set == 0 { 0 } else { trees[set * nodes + root] })
            .collect();
        Some(PairForests { sheet, sights: sights.to_vec(), alone })
    }

    /// For every set of sights, the fewest trails joining each to a village
    /// (villages merged: exact for part 6's count).
    pub(super) fn alone(&self) -> &[u32] {
        &self.alone
    }

    /// For every set of sights, the fewest trails joining each to a village
    /// and the villages `a` and `b` to each other.
    pub(super) fn with_pair(&self, a: HexId, b: HexId) -> Vec<u32> {
        let nodes = node_count(self.sheet);
        let mut terminals = self.sights.clone();
        terminals.push(a);
        let with_a = 1usize << self.sights.len();
        let trees = trees(self.sheet, &terminals, false);
        (0..with_a)
            .map(|set| {
                // The pair's network holds `part`; the rest lie apart.
                let mut fewest = UNREACHABLE;
                let mut part = set;
                loop {
                    let split = trees[(with_a | part) * nodes + b].saturating_add(self.alone[set ^ part]);
                    fewest = fewest.min(split);
                    if part == 0 {
                        break;
                    }
                    part = (part - 1) & set;
                }
                fewest
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::coach::helper_hexes::sights_in_order;
    use crate::games::tucana::coach::sight_trees::SightTrees;
    use crate::games::tucana::coach::sight_trees::tests::steps_from;
    use crate::games::tucana::rules::random::SeededRng;
    use crate::games::tucana::sheet::builtin_sheet;

    /// The fewest trails of a tree over three ends, exactly: the three
    /// ways from the hex where they meet (a tree over three ends has one).
    fn three_ends(a: &[u32], b: &[u32], c: &[u32]) -> u32 {
        (0..a.len()).map(|x| a[x] + b[x] + c[x]).min().unwrap_or(u32::MAX)
    }

    #[test]
    fn the_exact_forests_match_closed_forms_for_few_ends_and_never_fall_below_the_ascent() {
        let sheet = builtin_sheet("isla-petit").expect("embedded");
        let sights: Vec<HexId> = sights_in_order(&sheet).iter().map(|s| s.1).collect();
        let forests = PairForests::new(&sheet, &sights).expect("ten sights");
        let villages = sheet.villages();
        let steps: Vec<Vec<u32>> = (0..sheet.hexes().len()).map(|h| steps_from(&sheet, h)).collect();
        // Steps from every hex to its nearest village.
        let to_village: Vec<u32> = (0..sheet.hexes().len())
            .map(|h| villages.iter().map(|&v| steps[h][v]).min().unwrap_or(0))
            .collect();
        for (i, &s) in sights.iter().enumerate() {
            assert_eq!(forests.alone()[1 << i], to_village[s], "sight {i}: its shortest way to a village");
            for (j, &t) in sights.iter().enumerate().skip(i + 1) {
                // Apart, or one tree meeting at a hex and going on to a
                // village.
                let exact =
                    (to_village[s] + to_village[t]).min(three_ends(&steps[s], &steps[t], &to_village));
                assert_eq!(forests.alone()[1 << i | 1 << j], exact, "sights {i} and {j}");
            }
        }
        // Larger sets (random): the ascent of part 7 never counts more
        // than the exact forests (both count trails every such forest has).
        let trees = SightTrees::new(&sheet, &sights);
        let mut rng = SeededRng::new(5);
        let mut above = 0;
        for (a, b) in [(0, 5), (1, 2), (7, 9), (3, 8)] {
            let (va, vb) = (villages[a], villages[b]);
            let pair = forests.with_pair(va, vb);
            assert_eq!(pair[0], steps[va][vb], "villages {a} and {b}: their shortest way");
            for (i, &s) in sights.iter().enumerate() {
                let exact =
                    (steps[va][vb] + to_village[s]).min(three_ends(&steps[va], &steps[vb], &steps[s]));
                assert_eq!(pair[1 << i], exact, "villages {a} and {b} with sight {i}");
            }
            for _ in 0..8 {
                let set = rng.below(1 << sights.len()) as u32;
                let exact = pair[set as usize];
                let ascent = trees.fewest_trails_with_pairs_at_least(set, &[(va, vb)]);
                assert!(
                    ascent <= exact,
                    "set {set:#b}, villages {a} and {b}: ascent {ascent} > exact {exact}"
                );
                assert!(trees.fewest_trails_at_least(set) <= forests.alone()[set as usize], "set {set:#b}");
                above += u32::from(exact > ascent);
            }
        }
        assert!(above > 0, "the exact count never saw more than the ascent");
    }
}
