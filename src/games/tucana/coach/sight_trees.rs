//! A lower bound on the fewest trails that join a set of sights to villages
//! (`docs/coach.md`, "The upper bound", part 6).
//!
//! Each circled sight shares a network with a village, so the trails drawn
//! hold a path from it to some village. Merge every village into one hex,
//! the root: the union of those paths becomes a connected set of trails
//! holding the root and every circled sight, so it has at least as many
//! trails as the smallest such tree (a Steiner tree). That tree is bounded
//! from below by a dual ascent (Wong's, for the directed cut relaxation):
//! while a circled sight cannot be reached from the root through free arcs,
//! take the hexes that reach it through free arcs (a set without the root),
//! and make every arc entering that set free, counting one trail. Each such
//! set is crossed by every tree from the root to that sight, and no arc is
//! counted twice (it is free once counted), so the count is the value of a
//! feasible dual of the relaxation: at most the tree's trails.

use crate::games::tucana::sheet::{Feature, HexId, Sheet};

/// The root: every village merged into one node.
const ROOT: usize = 0;

/// The sheet's hexes with the villages merged, as arcs both ways.
pub(super) struct SightTrees {
    /// The arcs (tail, head); each edge of the sheet gives two.
    arcs: Vec<(usize, usize)>,
    /// For each node, the arcs entering it.
    into: Vec<Vec<usize>>,
    /// The node of each sight given to [`SightTrees::new`] (bit *i* of a
    /// set is sight *i*).
    sight_nodes: Vec<usize>,
}

impl SightTrees {
    /// The merged map of `sheet`, for the sights `sights` in this order.
    pub(super) fn new(sheet: &Sheet, sights: &[HexId]) -> SightTrees {
        let mut node_of = vec![ROOT; sheet.hexes().len()];
        let mut nodes = 1;
        for (id, hex) in sheet.hexes().iter().enumerate() {
            if !matches!(hex.feature, Some(Feature::Village(_))) {
                node_of[id] = nodes;
                nodes += 1;
            }
        }
        let mut arcs = Vec::with_capacity(2 * sheet.edges().len());
        let mut into = vec![Vec::new(); nodes];
        for edge in sheet.edges() {
            let (a, b) = (node_of[edge.a], node_of[edge.b]);
            if a == b {
                // Two villages side by side: a loop once merged, on no tree.
                continue;
            }
            for (tail, head) in [(a, b), (b, a)] {
                into[head].push(arcs.len());
                arcs.push((tail, head));
            }
        }
        SightTrees { arcs, into, sight_nodes: sights.iter().map(|&h| node_of[h]).collect() }
    }

    /// At most the fewest trails joining every sight of `set` to a village:
    /// the dual ascent's count. Each step raises the cut of the sight whose
    /// set has the fewest entering arcs (any choice is valid; this one keeps
    /// the count high).
    pub(super) fn fewest_trails_at_least(&self, set: u32) -> u32 {
        let mut free = vec![false; self.arcs.len()];
        let mut active: Vec<usize> =
            (0..self.sight_nodes.len()).filter(|i| set >> i & 1 == 1).map(|i| self.sight_nodes[i]).collect();
        let mut reaching = vec![false; self.into.len()];
        let mut stack = Vec::new();
        let mut members = Vec::new();
        let mut count = 0;
        loop {
            let mut smallest: Option<Vec<usize>> = None;
            let mut still = Vec::with_capacity(active.len());
            for &sight in &active {
                // The nodes that reach `sight` through free arcs.
                members.clear();
                reaching[sight] = true;
                members.push(sight);
                stack.push(sight);
                while let Some(node) = stack.pop() {
                    for &arc in &self.into[node] {
                        let tail = self.arcs[arc].0;
                        if free[arc] && !reaching[tail] {
                            reaching[tail] = true;
                            members.push(tail);
                            stack.push(tail);
                        }
                    }
                }
                if !reaching[ROOT] {
                    still.push(sight);
                    let cut: Vec<usize> = members
                        .iter()
                        .flat_map(|&m| self.into[m].iter().copied())
                        .filter(|&arc| !reaching[self.arcs[arc].0])
                        .collect();
                    if smallest.as_ref().is_none_or(|s| cut.len() < s.len()) {
                        smallest = Some(cut);
                    }
                }
                for &m in &members {
                    reaching[m] = false;
                }
            }
            active = still;
            let Some(cut) = smallest else { return count };
            // Every arc entering the set is not yet free (else its tail
            // would reach the sight), so it is counted once.
            for arc in cut {
                free[arc] = true;
            }
            count += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::coach::helper_hexes::sights_in_order;
    use crate::games::tucana::rules::random::SeededRng;
    use crate::games::tucana::sheet::builtin_sheet;

    /// Steps from `from` to every hex (breadth first over the sheet).
    fn steps_from(sheet: &Sheet, from: HexId) -> Vec<u32> {
        let mut steps = vec![u32::MAX; sheet.hexes().len()];
        steps[from] = 0;
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(h) = queue.pop_front() {
            for (n, _) in sheet.neighbours(h) {
                if steps[n] == u32::MAX {
                    steps[n] = steps[h] + 1;
                    queue.push_back(n);
                }
            }
        }
        steps
    }

    /// The fewest trails joining one or two sights to villages, exactly,
    /// on the sheet itself (no village merged): two networks, each a
    /// shortest way to its nearest village, or one tree whose three ends
    /// (the two sights and a village) meet at some hex.
    fn fewest_exactly(sheet: &Sheet, chosen: &[HexId]) -> u32 {
        let villages = sheet.villages();
        let to_village = |steps: &[u32]| villages.iter().map(|&v| steps[v]).min().unwrap_or(u32::MAX);
        let steps: Vec<Vec<u32>> = chosen.iter().map(|&s| steps_from(sheet, s)).collect();
        match steps.as_slice() {
            [one] => to_village(one),
            [a, b] => {
                let apart = to_village(a) + to_village(b);
                let met = (0..sheet.hexes().len())
                    .map(|x| a[x] + b[x] + to_village(&steps_from(sheet, x)))
                    .min()
                    .unwrap_or(u32::MAX);
                apart.min(met)
            }
            _ => unreachable!("one or two sights"),
        }
    }

    #[test]
    fn the_dual_ascent_never_counts_more_trails_than_the_fewest_and_sees_more_than_one_per_sight() {
        for island in ["isla-petit", "isla-grande"] {
            let sheet = builtin_sheet(island).expect("embedded");
            let sights: Vec<HexId> = sights_in_order(&sheet).iter().map(|s| s.1).collect();
            let trees = SightTrees::new(&sheet, &sights);
            let mut rng = SeededRng::new(11);
            for _ in 0..40 {
                // One or two sights: their fewest trails exactly.
                let mut set = 1u32 << rng.below(sights.len());
                if rng.below(2) == 1 {
                    set |= 1 << rng.below(sights.len());
                }
                let bound = trees.fewest_trails_at_least(set);
                let chosen: Vec<HexId> =
                    (0..sights.len()).filter(|i| set >> i & 1 == 1).map(|i| sights[i]).collect();
                let fewest = fewest_exactly(&sheet, &chosen);
                assert!(bound <= fewest, "{island} set {set:#b}: {bound} > the fewest {fewest}");
                if set.count_ones() == 1 {
                    // One sight: the ascent walks its shortest way, exactly.
                    assert_eq!(bound, fewest, "{island} set {set:#b}");
                }
                // No sight is beside a village: each needs two trails at least.
                assert!(bound >= 2, "{island} set {set:#b}: {bound}");
            }
        }
        // Every sight: the exact tree (an integer program over the map,
        // docs/coach.md, part 6) needs 17 trails on Isla Petit; the count
        // is below it, and above part 3's 10 sights + 6 plain hexes on
        // Isla Grande's round I sets.
        let petit = builtin_sheet("isla-petit").expect("embedded");
        let sights: Vec<HexId> = sights_in_order(&petit).iter().map(|s| s.1).collect();
        assert_eq!(SightTrees::new(&petit, &sights).fewest_trails_at_least((1 << 10) - 1), 16);
    }
}
