//! The order of the villages along an island's coast (`docs/coach.md`,
//! "The upper bound", part 7, "Networks kept apart cannot cross").
//!
//! Draw each trail as a line from a hex's centre through the side it
//! crosses to the next hex's centre: a network is then a curve inside the
//! island, and two networks with no hex in common are two curves that do
//! not meet. The island's coast (the outline of its hexes against the sea
//! that reaches the edge of the map) is a closed curve, and a village on
//! it can be joined to the sea through its coastal side. So when the
//! villages of two pairs alternate along the coast (*a*, *c*, *b*, *d*),
//! any way of trails from *a* to *b* cuts the island between *c* and *d*:
//! two such pairs always lie in one network. That is a fact of the map,
//! not of the trails, which no count of trails sees.
//!
//! The coast is walked hex by hex around the island, keeping the sea on
//! one side; a village gets its place on the walk when it is met exactly
//! once (a village met twice touches the sea in two stretches and has no
//! single place), none when it is not on the coast at all.

use crate::games::tucana::sheet::{Coord, HexId, Sheet};
use std::collections::HashSet;

/// The six directions from a hex, each the next one clockwise on screen
/// (rows grow downwards): east, south-east, south-west, west, north-west,
/// north-east.
const DIRECTIONS: [(i32, i32); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

/// West, the direction the walk starts from (the first hex is the
/// leftmost of the top row, so its western neighbour is sea).
const WEST: usize = 3;

/// The place of each village (in the order of `Sheet::villages`) on the
/// walk along the coast of the island holding the top row's leftmost hex;
/// `None` for a village not on that coast or met twice on it.
pub(super) fn village_places_on_coast(sheet: &Sheet) -> Vec<Option<usize>> {
    let walk = coast_walk(sheet);
    sheet
        .villages()
        .iter()
        .map(|&village| {
            let mut places = walk.iter().enumerate().filter(|&(_, &hex)| hex == village).map(|(i, _)| i);
            match (places.next(), places.next()) {
                (Some(place), None) => Some(place),
                _ => None,
            }
        })
        .collect()
}

/// The place on the coast of a village's hex (see
/// [`village_places_on_coast`]): the walk done once, then asked per hex;
/// `None` for a hex that is no village or has no single place.
pub(super) fn place_on_coast(sheet: &Sheet) -> impl Fn(HexId) -> Option<usize> + '_ {
    let places = village_places_on_coast(sheet);
    move |hex| sheet.villages().iter().position(|&v| v == hex).and_then(|i| places.get(i).copied().flatten())
}

/// Whether the two pairs, by their villages' places on the coast,
/// alternate along it (so no two networks keep them apart).
pub(super) fn alternate(
    first: (Option<usize>, Option<usize>),
    second: (Option<usize>, Option<usize>),
) -> bool {
    let (Some(a), Some(b), Some(c), Some(d)) = (first.0, first.1, second.0, second.1) else { return false };
    let (low, high) = (a.min(b), a.max(b));
    let between = |x: usize| low < x && x < high;
    between(c) != between(d)
}

/// The hexes met walking once around the coast, clockwise, from the
/// leftmost hex of the top row: from each hex, the first neighbour
/// clockwise from the way back (a wall-following walk, the sea on the
/// left). The walk ends when it would take its first step again.
fn coast_walk(sheet: &Sheet) -> Vec<HexId> {
    let Some(start) = (0..sheet.hexes().len()).min_by_key(|&h| sheet.hexes()[h].coord) else {
        return Vec::new();
    };
    let step = |hex: HexId, direction: usize| -> Option<HexId> {
        let Coord { row, dcol } = sheet.hexes()[hex].coord;
        let (dr, dc) = DIRECTIONS[direction];
        sheet.hex_at(Coord::new(row + dr, dcol + dc))
    };
    // From `hex`, entered from direction `back`: the next hex and the
    // direction back from it.
    let next = |hex: HexId, back: usize| -> Option<(HexId, usize)> {
        (1..=6).map(|k| (back + k) % 6).find_map(|d| step(hex, d).map(|n| (n, (d + 3) % 6)))
    };
    let Some(first_step) = next(start, WEST) else { return vec![start] };
    let mut walk = vec![start];
    let mut seen = HashSet::new();
    let (mut hex, mut back) = first_step;
    // Every (hex, way back) comes at most once before the walk closes: a
    // bound on the loop whatever the sheet.
    while seen.insert((hex, back)) {
        let Some(following) = next(hex, back) else { break };
        if hex == start && following == first_step {
            break;
        }
        walk.push(hex);
        (hex, back) = following;
    }
    walk
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::builtin_sheet;

    #[test]
    fn the_printed_villages_lie_along_the_coast_in_their_numbers_order() {
        for island in ["isla-petit", "isla-grande"] {
            let sheet = builtin_sheet(island).expect("embedded");
            let walk = coast_walk(&sheet);
            // Every hex with a neighbour position off the island that the
            // sea reaches is on the walk, and only those (both islands
            // have no lake).
            let coastal: HashSet<HexId> = (0..sheet.hexes().len())
                .filter(|&h| sheet.hexes()[h].coord.neighbours().iter().any(|&c| sheet.hex_at(c).is_none()))
                .collect();
            let walked: HashSet<HexId> = walk.iter().copied().collect();
            assert_eq!(walked, coastal, "{island}");
            // Each village once, and in the order of their numbers around
            // the island (starting anywhere).
            let places: Vec<usize> =
                village_places_on_coast(&sheet).into_iter().map(|p| p.expect("on the coast once")).collect();
            let turns = (0..10).filter(|&i| places[(i + 1) % 10] < places[i]).count();
            assert_eq!(turns, 1, "{island}: {places:?}");
        }
    }

    #[test]
    fn no_trails_drawn_on_either_island_keep_apart_two_pairs_of_villages_that_alternate() {
        use crate::games::tucana::rules::Networks;
        use crate::games::tucana::rules::random::SeededRng;
        for island in ["isla-petit", "isla-grande"] {
            let sheet = builtin_sheet(island).expect("embedded");
            let places = village_places_on_coast(&sheet);
            let villages = sheet.villages();
            let mut rng = SeededRng::new(24);
            let (mut apart, mut alternating_joined) = (0, 0);
            for _ in 0..2000 {
                // Any trails at all (the fact is the map's, not the rules'):
                // each side drawn with a chance from 30 % to 70 %.
                let percent = 30 + rng.below(41);
                let mut networks = Networks::new(sheet.hexes().len());
                for edge in sheet.edges() {
                    if rng.below(100) < percent {
                        networks.join(edge.a, edge.b);
                    }
                }
                for a in 0..10 {
                    for b in a + 1..10 {
                        for c in 0..10 {
                            for d in c + 1..10 {
                                let distinct = a != c && a != d && b != c && b != d;
                                if !distinct || !networks.connected(villages[a], villages[b]) {
                                    continue;
                                }
                                if !networks.connected(villages[c], villages[d]) {
                                    continue;
                                }
                                let alternating = alternate((places[a], places[b]), (places[c], places[d]));
                                if networks.connected(villages[a], villages[c]) {
                                    alternating_joined += usize::from(alternating);
                                } else {
                                    apart += 1;
                                    assert!(!alternating, "{island}: villages {a} {b} and {c} {d} apart");
                                }
                            }
                        }
                    }
                }
            }
            // Both cases came up often: joined pairs kept apart, and
            // alternating pairs (always in one network).
            assert!(
                apart > 1000 && alternating_joined > 1000,
                "{island}: {apart} apart, {alternating_joined}"
            );
        }
    }

    #[test]
    fn pairs_alternate_only_when_one_pair_has_exactly_one_village_between_the_other() {
        let at = |a: usize, b: usize| (Some(a), Some(b));
        assert!(alternate(at(1, 5), at(3, 8)));
        assert!(alternate(at(5, 1), at(8, 3)));
        assert!(!alternate(at(1, 5), at(2, 4)));
        assert!(!alternate(at(1, 5), at(6, 9)));
        assert!(!alternate((Some(1), None), at(3, 8)));
    }
}
