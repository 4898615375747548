//! Part 7 by every way the joined pairs can lie in networks
//! (`docs/coach.md`, "The upper bound", part 7).
//!
//! The letter order's count (see [`SightTrees`]) roots every network at
//! the first village of its first pair and lets a later pair's village
//! hang on an earlier pair's: one count for every line, so a weak one. A
//! line's networks split its joined pairs one way or another (apart, some
//! together, all in one), and each network can be rooted at any of its
//! villages: counted per way, with the roots given, the rooted counts see
//! much more (each network's root must send a trail out, not only each
//! village receive one). A set of sights fits only when some way fits at
//! every choice of roots tried; a way is shut out by the first choice that
//! does not fit.
//!
//! Sets are tried from the most worth down and the next set is much like
//! the last, so the way that fitted last is tried first and each way first
//! tries the roots that shut it out last: any order is as sound, this one
//! runs far fewer counts.

use super::coast::alternate;
use super::sight_trees::SightTrees;
use crate::games::tucana::sheet::HexId;

/// The ways some joined pairs can lie in networks, with what was learnt
/// from the sets already tried.
pub(super) struct NetworkWays {
    /// Each way: its networks, each the villages of its pairs.
    ways: Vec<Vec<Vec<HexId>>>,
    /// The way that fitted last (tried first).
    fitted_last: usize,
    /// For each way, the choice of roots that shut it out last (tried
    /// first); a choice is a number whose digits, in the mixed radix of the
    /// networks' sizes, are each network's root.
    shut_out_by: Vec<usize>,
}

impl NetworkWays {
    /// The ways of the pairs `pairs` (each its two villages) that a line
    /// can take: none keeps apart two pairs whose villages alternate along
    /// the coast (`place` gives a village's place on it, see
    /// [`super::coast`]).
    pub(super) fn new(pairs: &[(HexId, HexId)], place: impl Fn(HexId) -> Option<usize>) -> NetworkWays {
        let indices: Vec<usize> = (0..pairs.len()).collect();
        let places: Vec<(Option<usize>, Option<usize>)> =
            pairs.iter().map(|&(a, b)| (place(a), place(b))).collect();
        // Whether a way keeps apart two pairs that alternate.
        let crossing = |partition: &Vec<Vec<usize>>| {
            partition.iter().enumerate().any(|(i, group)| {
                partition[i + 1..].iter().any(|other| {
                    group.iter().any(|&p| other.iter().any(|&q| alternate(places[p], places[q])))
                })
            })
        };
        let ways: Vec<Vec<Vec<HexId>>> = partitions(&indices)
            .into_iter()
            .filter(|partition| !crossing(partition))
            .map(|partition| {
                partition
                    .iter()
                    .map(|group| group.iter().flat_map(|&p| [pairs[p].0, pairs[p].1]).collect())
                    .collect()
            })
            .collect();
        NetworkWays { shut_out_by: vec![0; ways.len()], ways, fitted_last: 0 }
    }

    /// How many ways there are (at most the Bell number of the pairs).
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.ways.len()
    }

    /// Whether every sight of `set` and every pair can be joined in
    /// `room` trails: some way fits at every choice of roots.
    pub(super) fn fit(&mut self, trees: &SightTrees, set: u32, room: u32) -> bool {
        let count = self.ways.len();
        for k in 0..count {
            let way = (self.fitted_last + k) % count;
            if !self.shut_out(trees, way, set, room) {
                self.fitted_last = way;
                return true;
            }
        }
        false
    }

    /// Whether some choice of roots of way `way` leaves `set` more trails
    /// than `room`.
    fn shut_out(&mut self, trees: &SightTrees, way: usize, set: u32, room: u32) -> bool {
        let networks = &self.ways[way];
        let choices: usize = networks.iter().map(Vec::len).product();
        let mut rooted: Vec<Vec<HexId>> = networks.clone();
        for k in 0..choices {
            let choice = (self.shut_out_by[way] + k) % choices;
            let mut digits = choice;
            for (network, villages) in rooted.iter_mut().zip(networks) {
                // The root first, the others after it.
                villages.clone_into(network);
                network.swap(0, digits % villages.len());
                digits /= villages.len();
            }
            let slices: Vec<&[HexId]> = rooted.iter().map(Vec::as_slice).collect();
            if trees.networks_need_more_than(set, &slices, room) {
                self.shut_out_by[way] = choice;
                return true;
            }
        }
        false
    }
}

/// Every way of splitting `items` into groups, each group in the order of
/// `items`.
fn partitions(items: &[usize]) -> Vec<Vec<Vec<usize>>> {
    let Some((&first, rest)) = items.split_first() else { return vec![Vec::new()] };
    let mut all = Vec::new();
    for partition in partitions(rest) {
        for i in 0..partition.len() {
            let mut joined = partition.clone();
            joined[i].insert(0, first);
            all.push(joined);
        }
        let mut apart = partition;
        apart.insert(0, vec![first]);
        all.push(apart);
    }
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_way_keeps_apart_two_pairs_that_alternate_along_the_coast() {
        // Hexes as their own places on the coast.
        let place = |hex: HexId| Some(hex);
        // Alternating: only together.
        assert_eq!(NetworkWays::new(&[(1, 5), (3, 8)], place).len(), 1);
        // One inside the other, or side by side: apart or together.
        assert_eq!(NetworkWays::new(&[(1, 5), (2, 4)], place).len(), 2);
        assert_eq!(NetworkWays::new(&[(1, 5), (6, 9)], place).len(), 2);
        // A village off the coast tells nothing.
        assert_eq!(NetworkWays::new(&[(1, 5), (3, 8)], |h| (h != 8).then_some(h)).len(), 2);
        // Three pairs, the first alternating with the two others, which
        // nest: the first is with both of them, so all three together.
        let ways = NetworkWays::new(&[(1, 6), (2, 9), (3, 8)], place);
        assert_eq!(ways.len(), 1);
        // Five nested pairs: every split of them that keeps its pairs
        // apart is a way (the Bell number).
        assert_eq!(NetworkWays::new(&[(0, 9), (1, 8), (2, 7), (3, 6), (4, 5)], place).len(), 52);
        // Two couples that alternate and a fifth pair: each couple in one
        // network, then any split of the three (the Bell number of 3).
        assert_eq!(NetworkWays::new(&[(0, 2), (1, 3), (4, 6), (5, 7), (8, 10)], place).len(), 5);
    }

    #[test]
    fn the_ways_are_every_split_of_the_pairs_once() {
        // The Bell numbers.
        for (pairs, ways) in [(0, 1), (1, 1), (2, 2), (3, 5), (4, 15), (5, 52)] {
            let items: Vec<usize> = (0..pairs).collect();
            let all = partitions(&items);
            assert_eq!(all.len(), ways, "{pairs} pairs");
            let mut seen: Vec<Vec<Vec<usize>>> = all
                .iter()
                .map(|p| {
                    let mut p = p.clone();
                    p.sort();
                    p
                })
                .collect();
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), ways, "{pairs} pairs: a way twice");
            assert!(all.iter().all(|p| {
                let mut flat: Vec<usize> = p.iter().flatten().copied().collect();
                flat.sort_unstable();
                flat == items
            }));
        }
    }
}
