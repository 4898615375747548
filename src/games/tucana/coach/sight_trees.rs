//! Lower bounds on the fewest trails that join a set of sights to villages
//! (`docs/coach.md`, "The upper bound", part 6), and the villages of joined
//! pairs to each other as well (part 7).
//!
//! Each circled sight shares a network with a village, so the trails drawn
//! hold a path from it to some village: merge every village into one hex,
//! the root, and those paths hold a tree joining the root to every circled
//! sight (a Steiner tree), whose trails are bounded from below by a dual
//! ascent (Wong's, for the directed cut relaxation): while a circled sight
//! cannot be reached through free arcs from a village, take the hexes that
//! reach it through free arcs (a set without a village, so one every way
//! from a village to the sight enters), and make every arc entering that
//! set free, counting one trail. No arc is counted twice (it is free once
//! counted), so the count is the value of a feasible dual of the
//! relaxation: at most the tree's trails. The villages need not be merged
//! in the code: a set holding no village is the same set either way.
//!
//! With joined pairs, each network holding one is rooted at the first
//! village of its first pair (in the order given), so the second village
//! of pair *i* is reached from the first village of pair *i* or of one
//! before it: the sets it raises hold that village and none of those.
//! With the networks given (which villages lie in which network, each
//! rooted at one of them), every other village of a network is reached
//! from its root alone.

use crate::games::tucana::sheet::{Feature, HexId, Sheet};
use std::cell::Cell;

/// Most ascents one [`SightTrees`] runs (each a few hundred steps at most,
/// each step growing its sets over the map): past it every count is 0, at most any tree, so the bound
/// only loosens and its cost stays fixed on any sheet. The printed islands
/// need at most about 11,600 (Isla Grande's round I: 166; the solo bound,
/// part 7 with the networks' ways counted twice, on 40 set-ups: Isla
/// Petit fewer than 11,600, Isla Grande fewer than 1,300).
const MOST_ASCENTS: u32 = 32768;

/// The sheet's hexes as arcs both ways, and which are villages.
pub(super) struct SightTrees {
    /// The arcs (tail, head); each edge of the sheet gives two.
    arcs: Vec<(HexId, HexId)>,
    /// For each hex, the arcs entering it.
    into: Vec<Vec<usize>>,
    /// For each hex, the arcs leaving it.
    out_of: Vec<Vec<usize>>,
    /// The villages' hexes (in hex order).
    villages: Vec<HexId>,
    /// The hex of each sight given to [`SightTrees::new`] (bit *i* of a
    /// set is sight *i*).
    sight_hexes: Vec<HexId>,
    /// Ascents left before every count is 0 ([`MOST_ASCENTS`]).
    ascents_left: Cell<u32>,
}

/// What a hex to be joined waits for: the hexes reaching it through free
/// arcs to hold a village (a circled sight), or one of some villages (the
/// second village of a joined pair: the first villages of its pair and of
/// the pairs before it).
#[derive(Clone, PartialEq)]
enum Goal {
    /// Any village.
    AnyVillage,
    /// One of these hexes.
    AnyOf(Vec<HexId>),
}

/// A set of hexes the ascent may raise, as a flag per hex, with the count
/// of arcs across its edge: entering it, for the hexes reaching a waiting
/// hex; leaving it, for the hexes a goal reaches.
#[derive(Clone)]
struct Side {
    /// Whether each hex is in the set.
    members: Vec<bool>,
    /// The arcs across its edge (the ones raising it would count).
    cut_arcs: usize,
}

impl SightTrees {
    /// The map of `sheet`, for the sights `sights` in this order.
    pub(super) fn new(sheet: &Sheet, sights: &[HexId]) -> SightTrees {
        let mut arcs = Vec::with_capacity(2 * sheet.edges().len());
        let mut into = vec![Vec::new(); sheet.hexes().len()];
        let mut out_of = vec![Vec::new(); sheet.hexes().len()];
        for edge in sheet.edges() {
            for (tail, head) in [(edge.a, edge.b), (edge.b, edge.a)] {
                into[head].push(arcs.len());
                out_of[tail].push(arcs.len());
                arcs.push((tail, head));
            }
        }
        let villages = (0..sheet.hexes().len())
            .filter(|&h| matches!(sheet.hexes()[h].feature, Some(Feature::Village(_))))
            .collect();
        SightTrees {
            arcs,
            into,
            out_of,
            villages,
            sight_hexes: sights.to_vec(),
            ascents_left: Cell::new(MOST_ASCENTS),
        }
    }

    /// At most the fewest trails joining every sight of `set` to a village
    /// (part 6).
    pub(super) fn fewest_trails_at_least(&self, set: u32) -> u32 {
        self.fewest_trails_with_pairs_at_least(set, &[])
    }

    /// At most the fewest trails joining every sight of `set` to a village
    /// and the two villages of each pair of `pairs` to each other (part 7):
    /// root each network holding a joined pair at the first village of its
    /// first pair in this order, each other one at a village, and orient
    /// its trails away from the root; then every set of hexes holding a
    /// sight and no village, or the second village of pair *i* and none of
    /// the first villages of pairs 1..=*i*, is entered by an arc of it.
    /// Those are the only sets the ascent raises. Each step raises the set
    /// with the fewest entering arcs (any choice is valid; this one keeps
    /// the count high). 0 once [`MOST_ASCENTS`] have run.
    pub(super) fn fewest_trails_with_pairs_at_least(&self, set: u32, pairs: &[(HexId, HexId)]) -> u32 {
        let mut active: Vec<(HexId, Goal)> = self.sights_of(set).map(|hex| (hex, Goal::AnyVillage)).collect();
        for (i, &(_, second)) in pairs.iter().enumerate() {
            active.push((second, Goal::AnyOf(pairs[..=i].iter().map(|p| p.0).collect())));
        }
        self.ascent(active, false, u32::MAX)
    }

    /// Whether joining every sight of `set` to a village and the villages
    /// of each of `networks` to each other, each network apart from the
    /// others, takes more than `room` trails (part 7, the networks given):
    /// each network is rooted at its first village, so its other villages
    /// are reached from that root alone, and a sight from a root or from a
    /// village outside every network (a network holding a sight and none of
    /// these villages holds one of those). Counted twice, each a valid
    /// count and neither always the higher (the ascent is greedy): once
    /// raising also the sets on the far side of each root (every way from
    /// it enters them), once without; each stops once past `room`. Any root
    /// of a network is valid, so a caller may try each. False once
    /// [`MOST_ASCENTS`] have run.
    pub(super) fn networks_need_more_than(&self, set: u32, networks: &[&[HexId]], room: u32) -> bool {
        let in_networks = |hex: HexId| networks.iter().any(|n| n.contains(&hex));
        let sources: Vec<HexId> = networks
            .iter()
            .filter_map(|n| n.first().copied())
            .chain(self.villages.iter().copied().filter(|&h| !in_networks(h)))
            .collect();
        let mut active: Vec<(HexId, Goal)> =
            self.sights_of(set).map(|hex| (hex, Goal::AnyOf(sources.clone()))).collect();
        for network in networks {
            if let Some((&root, rest)) = network.split_first() {
                active.extend(rest.iter().map(|&v| (v, Goal::AnyOf(vec![root]))));
            }
        }
        // Two ascents, with the far sides and without (each valid, and
        // neither always the higher: the choices are greedy).
        self.ascent(active.clone(), true, room) > room || self.ascent(active, false, room) > room
    }

    /// The hexes of the sights of `set`.
    fn sights_of(&self, set: u32) -> impl Iterator<Item = HexId> + '_ {
        (0..self.sight_hexes.len()).filter(move |i| set >> i & 1 == 1).map(|i| self.sight_hexes[i])
    }

    /// The dual ascent over the hexes of `active`, each with what it waits
    /// for: while one is not reached through free arcs from its goal, the
    /// set with the fewest entering arcs among theirs is raised (its
    /// entering arcs made free) and one trail counted; with `root_sides`,
    /// among the sets on the far side of each goal too (the hexes it does
    /// not reach through free arcs). Raising those on the letter order's
    /// count loosened Isla Grande's bound (the first choice is greedy, not
    /// best), so only the networks' count does. Stops once past `enough`;
    /// 0 once [`MOST_ASCENTS`] have run.
    fn ascent(&self, active: Vec<(HexId, Goal)>, root_sides: bool, enough: u32) -> u32 {
        let Some(left) = self.ascents_left.get().checked_sub(1) else { return 0 };
        self.ascents_left.set(left);
        // Each goal once, as the hexes it is (a sight's any village too).
        let mut goals: Vec<Goal> = Vec::new();
        let mut waiting: Vec<(HexId, usize)> = Vec::with_capacity(active.len());
        for (hex, goal) in active {
            let index = goals.iter().position(|g| *g == goal).unwrap_or_else(|| {
                goals.push(goal);
                goals.len() - 1
            });
            waiting.push((hex, index));
        }
        let goal_hexes: Vec<Vec<HexId>> = goals
            .iter()
            .map(|goal| match goal {
                Goal::AnyVillage => self.villages.clone(),
                Goal::AnyOf(hexes) => hexes.clone(),
            })
            .collect();
        let mut free = vec![false; self.arcs.len()];
        // Each set as its hexes and its count of entering arcs, grown as
        // arcs are made free (by the tails of those entering it, for the
        // hexes reaching a waiting hex; by the heads of those leaving it,
        // for the hexes a goal reaches): the same sets as walking them all
        // again every step, at a fraction of the cost.
        let mut near: Vec<Option<Side>> = vec![None; waiting.len()];
        let mut far: Vec<Option<Side>> = vec![None; goals.len()];
        let mut joined = vec![false; waiting.len()];
        let mut added = Vec::new();
        let mut count = 0;
        loop {
            // The smallest set: the waiting hexes' sides in order, then
            // each goal's far side in the order its waiting hexes come.
            let mut smallest: Option<(usize, bool, usize)> = None;
            for (i, &(hex, goal)) in waiting.iter().enumerate() {
                if joined[i] {
                    continue;
                }
                if near[i].is_none() {
                    let side = self.side(&[hex], &free, false);
                    if goal_hexes[goal].iter().any(|&g| side.members[g]) {
                        joined[i] = true;
                        continue;
                    }
                    near[i] = Some(side);
                }
                if let Some(side) = &near[i]
                    && smallest.is_none_or(|(s, _, _)| side.cut_arcs < s)
                {
                    smallest = Some((side.cut_arcs, false, i));
                }
            }
            if root_sides {
                let mut seen = vec![false; goals.len()];
                for (i, &(_, goal)) in waiting.iter().enumerate() {
                    if joined[i] || std::mem::replace(&mut seen[goal], true) {
                        continue;
                    }
                    let size =
                        far[goal].get_or_insert_with(|| self.side(&goal_hexes[goal], &free, true)).cut_arcs;
                    if smallest.is_none_or(|(s, _, _)| size < s) {
                        smallest = Some((size, true, goal));
                    }
                }
            }
            let Some((_, far_side, index)) = smallest else { return count };
            let chosen = if far_side { &far[index] } else { &near[index] };
            let Some(side) = chosen else { return count };
            // Every arc entering the set is not yet free (else its tail
            // would reach the hex, or the goal its head), so it is counted
            // once.
            let cut: Vec<usize> = self.cut(&side.members, far_side).collect();
            for &arc in &cut {
                free[arc] = true;
            }
            // Each set a freed arc enters grows by what reaches its tail
            // (each a goal reaches, by what its head reaches); a waiting
            // hex whose set gains one of its goal's hexes is joined.
            for i in 0..near.len() {
                let Some(side) = &mut near[i] else { continue };
                self.grow_by_freed(side, &cut, &free, false, &mut added);
                if added.iter().any(|hex| goal_hexes[waiting[i].1].contains(hex)) {
                    joined[i] = true;
                    near[i] = None;
                }
            }
            for side in far.iter_mut().flatten() {
                self.grow_by_freed(side, &cut, &free, true, &mut added);
            }
            count += 1;
            if count > enough {
                return count;
            }
        }
    }

    /// The set of the hexes reaching one of `from` through free arcs
    /// (`forward`: the hexes one of them reaches), and its count of arcs
    /// entering it (`forward`: leaving it).
    fn side(&self, from: &[HexId], free: &[bool], forward: bool) -> Side {
        let mut side = Side { members: vec![false; self.into.len()], cut_arcs: 0 };
        self.grow(&mut side, from, free, forward, &mut Vec::new());
        side
    }

    /// Grows `side` by the arcs of `freed`, just made free, that cross its
    /// edge: by what reaches the tail of each entering it (`forward`: what
    /// the head of each leaving it reaches); `added` is left holding the
    /// hexes added.
    fn grow_by_freed(
        &self,
        side: &mut Side,
        freed: &[usize],
        free: &[bool],
        forward: bool,
        added: &mut Vec<HexId>,
    ) {
        let starts: Vec<HexId> = freed
            .iter()
            .filter_map(|&arc| {
                let (tail, head) = self.arcs[arc];
                let (inside, outside) = if forward { (tail, head) } else { (head, tail) };
                side.members[inside].then_some(outside)
            })
            .collect();
        self.grow(side, &starts, free, forward, added);
    }

    /// Adds to `side` the hexes of `from` and those reaching one of them
    /// through free arcs (`forward`: those one of them reaches) and not in
    /// it yet, keeping its count of arcs across its edge; `added` is left
    /// holding the hexes added.
    fn grow(&self, side: &mut Side, from: &[HexId], free: &[bool], forward: bool, added: &mut Vec<HexId>) {
        added.clear();
        let mut stack: Vec<HexId> = Vec::new();
        let mut add = |hex: HexId, side: &mut Side, stack: &mut Vec<HexId>| {
            side.members[hex] = true;
            added.push(hex);
            stack.push(hex);
            // Its arcs with the set were across the set's edge and are now
            // inside it (backward: its arcs into the set; forward: the
            // set's arcs into it); its arcs with the rest now cross it
            // (backward: those entering it; forward: those leaving it).
            let (with_set, with_rest) = if forward {
                (&self.into[hex], &self.out_of[hex])
            } else {
                (&self.out_of[hex], &self.into[hex])
            };
            let set_end = |arc: usize| if forward { self.arcs[arc].0 } else { self.arcs[arc].1 };
            side.cut_arcs -= with_set.iter().filter(|&&arc| side.members[set_end(arc)]).count();
            let across = |arc: usize| if forward { self.arcs[arc].1 } else { self.arcs[arc].0 };
            side.cut_arcs += with_rest.iter().filter(|&&arc| !side.members[across(arc)]).count();
        };
        for &hex in from {
            if !side.members[hex] {
                add(hex, side, &mut stack);
            }
        }
        while let Some(node) = stack.pop() {
            let arcs = if forward { &self.out_of[node] } else { &self.into[node] };
            for &arc in arcs {
                let next = if forward { self.arcs[arc].1 } else { self.arcs[arc].0 };
                if free[arc] && !side.members[next] {
                    add(next, side, &mut stack);
                }
            }
        }
    }

    /// The arcs entering the set `members` (`far_side`: leaving it, the
    /// set being what a goal reaches, so its far side is entered by them).
    fn cut<'a>(&'a self, members: &'a [bool], far_side: bool) -> impl Iterator<Item = usize> + 'a {
        (0..members.len()).filter(move |&h| members[h]).flat_map(move |h| {
            let arcs = if far_side { &self.out_of[h] } else { &self.into[h] };
            arcs.iter().copied().filter(move |&arc| {
                let other = if far_side { self.arcs[arc].1 } else { self.arcs[arc].0 };
                !members[other]
            })
        })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::tucana::coach::helper_hexes::sights_in_order;
    use crate::games::tucana::rules::random::SeededRng;
    use crate::games::tucana::sheet::builtin_sheet;

    /// Steps from `from` to every hex (breadth first over the sheet).
    pub(in crate::games::tucana::coach) fn steps_from(sheet: &Sheet, from: HexId) -> Vec<u32> {
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

    /// An island, its sights in order, and its map for the ascent.
    fn island_trees(island: &str) -> (Sheet, Vec<HexId>, SightTrees) {
        let sheet = builtin_sheet(island).expect("embedded");
        let sights: Vec<HexId> = sights_in_order(&sheet).iter().map(|s| s.1).collect();
        let trees = SightTrees::new(&sheet, &sights);
        (sheet, sights, trees)
    }

    /// The fewest trails joining one or two sights to villages, exactly,
    /// on the sheet itself (no village merged): two networks, each a
    /// shortest way to its nearest village, or one tree whose three ends
    /// (the two sights and a village) meet at some hex.
    fn fewest_exactly(sheet: &Sheet, chosen: &[HexId]) -> u32 {
        match *chosen {
            [one] => steps(sheet, one, None),
            [a, b] => {
                let apart = steps(sheet, a, None) + steps(sheet, b, None);
                let (a, b) = (steps_from(sheet, a), steps_from(sheet, b));
                let met = (0..sheet.hexes().len())
                    .map(|x| a[x] + b[x] + steps(sheet, x, None))
                    .min()
                    .unwrap_or(u32::MAX);
                apart.min(met)
            }
            _ => unreachable!("one or two sights"),
        }
    }

    #[test]
    fn a_set_grown_by_freed_arcs_is_the_set_walked_again_with_its_crossing_arcs_counted() {
        // The ascent grows its sets as arcs are made free instead of
        // walking them again: after every batch of arcs made free, each
        // grown set holds exactly the hexes a fresh walk finds, and its
        // count is the arcs across its edge counted over the map.
        for island in ["isla-petit", "isla-grande"] {
            let (sheet, _, trees) = island_trees(island);
            let mut rng = SeededRng::new(11);
            for round in 0..40 {
                let forward = round % 2 == 1;
                let from = [rng.below(sheet.hexes().len()), rng.below(sheet.hexes().len())];
                let mut free = vec![false; trees.arcs.len()];
                let mut grown = trees.side(&from, &free, forward);
                let mut added = Vec::new();
                let mut arcs: Vec<usize> = (0..trees.arcs.len()).collect();
                rng.shuffle(&mut arcs);
                for batch in arcs.chunks(1 + rng.below(6)).take(60) {
                    for &arc in batch {
                        free[arc] = true;
                    }
                    let before = grown.members.clone();
                    trees.grow_by_freed(&mut grown, batch, &free, forward, &mut added);
                    let walked = trees.side(&from, &free, forward);
                    assert_eq!(grown.members, walked.members, "{island} round {round}: the hexes");
                    let across = trees.cut(&grown.members, forward).count();
                    assert_eq!(grown.cut_arcs, across, "{island} round {round}: the arcs across");
                    let newly: Vec<HexId> =
                        (0..before.len()).filter(|&h| grown.members[h] && !before[h]).collect();
                    let mut said = added.clone();
                    said.sort_unstable();
                    assert_eq!(said, newly, "{island} round {round}: the hexes said added");
                }
            }
        }
    }

    #[test]
    fn the_dual_ascent_never_counts_more_trails_than_the_fewest_and_sees_more_than_one_per_sight() {
        for island in ["isla-petit", "isla-grande"] {
            let (sheet, sights, trees) = island_trees(island);
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
        let (_, _, trees) = island_trees("isla-petit");
        assert_eq!(trees.fewest_trails_at_least((1 << 10) - 1), 16);
    }

    /// The steps from `from` to `to`, or to the nearest village.
    fn steps(sheet: &Sheet, from: HexId, to: Option<HexId>) -> u32 {
        let all = steps_from(sheet, from);
        match to {
            Some(to) => all[to],
            None => sheet.villages().iter().map(|&v| all[v]).min().unwrap_or(u32::MAX),
        }
    }

    #[test]
    fn with_pairs_the_ascent_never_counts_more_trails_than_the_fewest_and_sees_the_pairs() {
        let (petit, sights, trees) = island_trees("isla-petit");
        let village = |n: u8| petit.village(n).expect("villages 1-10");
        let mut rng = SeededRng::new(12);
        for _ in 0..40 {
            // One pair, alone or with one sight: the fewest trails exactly
            // (the pair's shortest way and the sight's own, or one tree of
            // the three meeting at some hex).
            let (a, b) = (village(1 + rng.below(10) as u8), village(1 + rng.below(10) as u8));
            if a == b {
                continue;
            }
            assert_eq!(trees.fewest_trails_with_pairs_at_least(0, &[(a, b)]), steps(&petit, a, Some(b)));
            let i = rng.below(sights.len());
            let s = sights[i];
            let apart = steps(&petit, a, Some(b)) + steps(&petit, s, None);
            let met = (0..petit.hexes().len())
                .map(|x| steps(&petit, x, Some(s)) + steps(&petit, x, Some(a)) + steps(&petit, x, Some(b)))
                .min()
                .unwrap_or(u32::MAX);
            let count = trees.fewest_trails_with_pairs_at_least(1 << i, &[(a, b)]);
            assert!(count <= apart.min(met), "sight {i}, villages {a} {b}: {count} > {}", apart.min(met));
        }
        // Set-up card 1 (CEBAEDCDAB from village 1), every sight and one
        // pair: an integer program over the map (docs/coach.md, part 7)
        // needs 20 trails with A, B, C or D and 19 with E. The count stays
        // at or below them, and above the 18 of round I (13 + 5) but for B.
        let card = [('A', [4, 9], 20, true), ('B', [3, 10], 20, false), ('C', [1, 7], 20, true)];
        let card = card.into_iter().chain([('D', [6, 8], 20, true), ('E', [2, 5], 19, true)]);
        for (letter, [a, b], exact, above) in card {
            let (a, b) = (village(a), village(b));
            let count = [(a, b), (b, a)]
                .iter()
                .map(|&pair| trees.fewest_trails_with_pairs_at_least((1 << 10) - 1, &[pair]))
                .max()
                .unwrap_or(0);
            assert!(count <= exact, "{letter}: {count} > {exact}");
            assert_eq!(count > 18, above, "{letter}: {count}");
        }
    }
}
