//! The solo blue cards and their reshuffle, bounded together with the
//! sight lines (see `docs/coach.md`, "The upper bound", parts 4, 5, 7
//! and 8).
//!
//! In a solo game each letter has one blue card, scored when its pair is
//! joined. After round *R* (the sheet's `solo_reshuffle_after_round`) a
//! player who has claimed fewer than 3 cards keeps only 2 of those still
//! on the table. So a line that joins fewer than three pairs by the end of
//! round *R* scores at most their cards and the two best of the others;
//! joining more costs trails in round *R*, which its sight line then
//! lacks. Both sides are counted with the plain hexes of part 4: by the end
//! of round *r*,
//!
//! > sights circled + pairs joined + the fewest plain hexes beside the
//! > sights and both villages of each pair ≤ 13·*r* + the bonus trails
//! > their values gave
//!
//! (beside the sights only on a sheet of more than 20 sights and villages,
//! such as Isla Grande: covering fewer features never takes more hexes;
//! with a feature beside another, no plain hexes at all),
//! and the trails that join the sights to villages and each pair's two
//! villages to each other, as the dual ascent of [`super::sight_trees`]
//! counts them (part 7; with two or more pairs also every way they can
//! lie in networks, [`super::network_ways`], with three only for the sets
//! near the room; with no pair or one,
//! counted exactly by [`super::pair_forest`], part 8), fit the same room.
//! The bound is the most, over the pairs joined by the end of round *R*,
//! of round *R*'s sight line (at most the last one: a sight circled stays
//! circled), the last sight line, the village values and the blue cards.
//!
//! Which two cards stay is the shuffle's: with real cards the table's
//! (any two, so the two best are counted), with the app's deck its draw
//! for the letters still on the table, which depends only on the game's
//! seed and those letters (the review replays it so for every line), or
//! the two the record itself entered (its line is the played one).

use super::coast::place_on_coast;
use super::helper_hexes::{FewestHelpers, MOST_SIGHTS, sights_in_order, worth};
use super::network_ways::NetworkWays;
use super::pair_forest::PairForests;
use super::sight_trees::SightTrees;
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::random::draw_solo_reshuffle;
use crate::games::tucana::rules::{Action, DeckMode, TURNS_PER_ROUND, TucanaGame, best_blue_card};
use crate::games::tucana::sheet::{HexId, Letter, Sheet};
use std::sync::Arc;

/// Every set of the five letters' pairs (bit *l* is `Letter::ALL[l]`).
const PAIR_SETS: usize = 1 << 5;

/// With three pairs joined, the networks' ways are counted only for the
/// sets the letter order's count leaves within this many trails of the
/// room (Isla Grande's ten choices of three pairs by round II each try
/// thousands of sets, most of which fit, and a set fits only after every
/// way at every root). Measured on the yardstick's 40 set-ups: at 0 Isla
/// Grande's bound 218.32 → 217.40 for 48 → 99 ms a bound; at 1 (as far
/// as every set) 216.85 for 293 ms, six times the bound's cost and a
/// minute and a half more of the debug test suite.
const THREE_PAIRS_NEAR_THE_ROOM: u32 = 0;

/// The parts of the bound the joint count gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct SoloReshuffleBound {
    /// The sight line of the round the reshuffle follows.
    pub(super) reshuffle_round_line: u32,
    /// The last round's sight line.
    pub(super) last_line: u32,
    /// The village values and blue cards of the pairs joined.
    pub(super) villages_and_blue: u32,
}

impl SoloReshuffleBound {
    /// The three parts together.
    pub(super) fn sum(&self) -> u32 {
        self.reshuffle_round_line + self.last_line + self.villages_and_blue
    }
}

/// A reshuffle the record entered: the letters on the table when it came
/// (`None` when the record does not replay that far) and those it kept.
type Entered = (Option<Vec<Letter>>, Vec<Letter>);

/// The letters of a set of pairs, as indices (bit *l* is `Letter::ALL[l]`).
fn in_set(pairs: usize) -> impl Iterator<Item = usize> {
    (0..5).filter(move |l| pairs >> l & 1 == 1)
}

/// The solo #2 blue card of letter `l` (`Letter::ALL[l]`).
fn card(l: usize) -> u32 {
    best_blue_card(Letter::ALL[l], 1)
}

/// The most the blue cards of the pairs of `later` (joined after the
/// reshuffle) give, the pairs of `early` joined before it (sets of letters:
/// bit *l* is `Letter::ALL[l]`, the two apart). With fewer than three
/// early, two cards stay: any two with real cards (the table's shuffle),
/// with the app's deck the two its draw keeps for the letters on the table
/// or those of a reshuffle the record entered with these letters on the
/// table (`entered`; any whose letters are on the table when the record
/// does not replay that far).
fn later_blue(deck: DeckMode, entered: &[Entered], early: usize, later: usize) -> u32 {
    // Three cards claimed or more: every card stays.
    if early.count_ones() >= 3 {
        return in_set(later).map(card).sum();
    }
    let DeckMode::AppDeck { seed } = deck else {
        let mut cards: Vec<u32> = in_set(later).map(card).collect();
        cards.sort_unstable_by(|a, b| b.cmp(a));
        return cards.iter().take(2).sum();
    };
    // In a solo game only the player claims cards (no one else is at the
    // table), so those on the table are the letters not in `early`.
    let on_table: Vec<Letter> = in_set(!early & (PAIR_SETS - 1)).map(|l| Letter::ALL[l]).collect();
    let drawn = draw_solo_reshuffle(seed, &on_table);
    std::iter::once(drawn.as_slice())
        .chain(entered.iter().filter_map(|(then, kept)| match then {
            Some(then) => (*then == on_table).then_some(kept.as_slice()),
            None => kept.iter().all(|l| on_table.contains(l)).then_some(kept.as_slice()),
        }))
        .map(|kept| in_set(later).filter(|&l| kept.contains(&Letter::ALL[l])).map(card).sum())
        .max()
        .unwrap_or(0)
}

/// The reshuffles `record` entered (its played line's; a record may enter
/// one that is not the app's draw), each with the letters on the table
/// then, read by replaying it up to the last one. Only the app's deck asks
/// (with real cards any two are counted anyway).
fn entered_reshuffles(sheet: &Arc<Sheet>, record: &TucanaRecord) -> Vec<Entered> {
    if !matches!(record.setup.deck, DeckMode::AppDeck { .. }) {
        return Vec::new();
    }
    let Some(last) = record.actions.iter().rposition(|a| matches!(a, Action::SoloReshuffle { .. })) else {
        return Vec::new();
    };
    let mut game = TucanaGame::new(sheet.clone(), record.setup.clone()).ok();
    let mut entered = Vec::new();
    for action in &record.actions[..=last] {
        if let Action::SoloReshuffle { kept } = action {
            entered.push((game.as_ref().map(TucanaGame::blue_letters_on_table), kept.clone()));
        }
        if game.as_mut().is_some_and(|g| g.apply(action).is_err()) {
            game = None;
        }
    }
    entered
}

/// The joint bound of the solo game of `record` on `sheet`; `None` when
/// the game is not solo, no reshuffle comes before the last round or the
/// sheet has more than 16 sights (or no set of pairs can be joined at
/// all). `reshuffle_round_cap` is the sheet's own bound on that round's
/// line (it holds whatever pairs are joined).
pub(super) fn solo_reshuffle_bound(
    sheet: &Arc<Sheet>,
    record: &TucanaRecord,
    reshuffle_round_cap: u32,
) -> Option<SoloReshuffleBound> {
    let setup = &record.setup;
    let rounds = sheet.rounds();
    let reshuffle = sheet.solo_reshuffle_after_round();
    if setup.table_size != 1 || reshuffle == 0 || reshuffle >= rounds {
        return None;
    }
    let [player] = setup.players.as_slice() else { return None };
    let letters = setup.village_letters(player.seat).ok()?;
    let sights = sights_in_order(sheet);
    // Every set of sights is weighed (2ⁿ of them): a fixed cost on any
    // sheet, as for the sight lines of parts 3 and 6.
    if sights.len() > MOST_SIGHTS {
        return None;
    }
    // The features: the sights, then the villages; each letter's pair as
    // the set of its villages.
    let sight_hexes: Vec<HexId> = sights.iter().map(|s| s.1).collect();
    let features: Vec<HexId> = sight_hexes.iter().chain(sheet.villages()).copied().collect();
    // Part 4 needs a table over the sights and villages (at most 20
    // features); on a sheet with more (Isla Grande's 25) the plain hexes
    // are counted beside the sights only (part 3: covering fewer features
    // never takes more hexes), and with a feature beside another not at
    // all: parts 1 and 7 still hold there.
    let (mut helpers, villages_counted) = match FewestHelpers::new(sheet, &features) {
        Some(helpers) => (Some(helpers), true),
        None => (FewestHelpers::new(sheet, &sight_hexes), false),
    };
    let trees = SightTrees::new(sheet, &sight_hexes);
    // Part 8: with no pair or one, the trees counted exactly (on sheets of
    // at most ten sights), the tables made when first asked.
    let mut forests: Option<Option<PairForests>> = None;
    let mut pair_tables: [Option<Vec<u32>>; 5] = Default::default();
    let mut network_ways: [Option<NetworkWays>; PAIR_SETS] = Default::default();
    let place_on_coast = place_on_coast(sheet);
    let mut pair_villages = [0u32; 5];
    let mut pair_hexes: [Vec<HexId>; 5] = Default::default();
    for (i, letter) in letters.iter().enumerate() {
        if villages_counted {
            pair_villages[letter.index()] |= 1 << (sights.len() + i);
        }
        pair_hexes[letter.index()].push(sheet.villages()[i]);
    }
    // The pairs of a set as (first village, second village), in letter
    // order, each way round: both orders are valid for part 7's count.
    let oriented = |pairs: usize, flip: bool| -> Vec<(HexId, HexId)> {
        in_set(pairs)
            .filter_map(|l| match pair_hexes[l].as_slice() {
                &[a, b] => Some(if flip { (b, a) } else { (a, b) }),
                _ => None,
            })
            .collect()
    };
    let worths: Vec<(u32, u32)> = (0..1usize << sights.len()).map(|set| worth(sheet, &sights, set)).collect();
    let mut by_worth: Vec<usize> = (0..worths.len()).collect();
    by_worth.sort_by_key(|&set| std::cmp::Reverse(worths[set].0));
    let edges = sheet.edges().len() as u32;

    // The most round `round`'s sight line can hold with the pairs of
    // `pairs` joined by then; `None` when even those pairs cannot be. Sets
    // worth less than `floor` are not tried: when none worth more fits,
    // the line is at most `floor − 1` (all a caller below `floor` needs to
    // know, and still a bound).
    let mut line = |round: u8, pairs: usize, trees_too: bool, floor: u32| -> Option<u32> {
        let turns = u32::from(TURNS_PER_ROUND) * u32::from(round);
        let villages = in_set(pairs).map(|l| pair_villages[l]).fold(0, |all, v| all | v);
        let joined = pairs.count_ones();
        let ways = [oriented(pairs, false), oriented(pairs, true)];
        // The first set, from the most worth down, that fits.
        by_worth
            .iter()
            .take_while(|&&set| worths[set].0 >= floor)
            .find(|&&set| {
                let room = (turns + worths[set].1).min(edges);
                let plain = helpers.as_mut().map_or(0, |h| h.of(set as u32 | villages));
                let needed = (set.count_ones() + joined).saturating_add(plain);
                if needed > room || !trees_too {
                    return needed <= room;
                }
                // Part 7, only for the sets part 4 lets fit: the trees that
                // join the sights to villages and each pair's villages, both
                // ways round (the higher count kept).
                let mut most = 0;
                for way in &ways {
                    most = most.max(trees.fewest_trails_with_pairs_at_least(set as u32, way));
                    if most > room {
                        return false;
                    }
                }
                // Then by every way the pairs can lie in networks, with two
                // pairs and with four or five; with three only near the
                // room (see `THREE_PAIRS_NEAR_THE_ROOM`).
                let near_the_room = most + THREE_PAIRS_NEAR_THE_ROOM >= room;
                if (joined == 2 || joined >= 4 || (joined == 3 && near_the_room))
                    && !network_ways[pairs]
                        .get_or_insert_with(|| NetworkWays::new(&ways[0], &place_on_coast))
                        .fit(&trees, set as u32, room)
                {
                    return false;
                }
                // Part 8, only for the sets part 7 lets fit (its tables cost
                // more than the ascents they spare): with no pair or one,
                // the trees exactly.
                let Some(forests) = forests.get_or_insert_with(|| PairForests::new(sheet, &sight_hexes))
                else {
                    return true;
                };
                match &ways[0][..] {
                    [] => forests.alone()[set] <= room,
                    &[(a, b)] => {
                        let letter = pairs.trailing_zeros() as usize;
                        pair_tables[letter].get_or_insert_with(|| forests.with_pair(a, b))[set] <= room
                    }
                    _ => true,
                }
            })
            .map(|&set| worths[set].0)
            .or(floor.checked_sub(1))
    };
    let village = |l: usize| u32::from(sheet.village_value(Letter::ALL[l]));
    let entered = entered_reshuffles(sheet, record);
    // What joining `early` by round R and `pairs` in all gives with these
    // two lines. A sight circled stays circled, so the last line holds
    // every value round R's line does: that line is at most the last one
    // (the two counts are of different rooms, so the smaller is kept).
    let joint = |early: usize, pairs: usize, early_line: u32, last_line: u32| {
        let blue =
            in_set(early).map(card).sum::<u32>() + later_blue(setup.deck, &entered, early, pairs & !early);
        let villages_and_blue = in_set(pairs).map(village).sum::<u32>() + blue;
        SoloReshuffleBound { reshuffle_round_line: early_line.min(last_line), last_line, villages_and_blue }
    };

    // Every choice by part 4 alone (cheap), most first: part 7 only lowers
    // a choice, so it runs only on those that could still be the most,
    // and only down to the line that choice needs to pass the best so far
    // (the ascents are what a bound costs: Isla Grande's choices of three
    // and more early pairs would take thousands).
    let last_loose: Vec<Option<u32>> = (0..PAIR_SETS).map(|pairs| line(rounds, pairs, false, 0)).collect();
    let mut choices = Vec::new();
    for early in 0..PAIR_SETS {
        let Some(early_line) = line(reshuffle, early, false, 0) else { continue };
        for pairs in (0..PAIR_SETS).filter(|p| p & early == early) {
            let Some(last_line) = last_loose[pairs] else { continue };
            choices.push((early, pairs, joint(early, pairs, early_line.min(reshuffle_round_cap), last_line)));
        }
    }
    choices.sort_by_key(|c| std::cmp::Reverse(c.2.sum()));
    // Each line with parts 4, 7 and 8, kept with the floor it was counted
    // from: a lower floor counts it again.
    let mut tight = |known: &mut Option<(Option<u32>, u32)>, round: u8, pairs: usize, floor: u32| match *known
    {
        Some((value, counted_from)) if counted_from <= floor => value,
        _ => {
            let value = line(round, pairs, true, floor);
            *known = Some((value, floor));
            value
        }
    };
    let (mut early_tight, mut last_tight) = ([None; PAIR_SETS], [None; PAIR_SETS]);
    let mut best: Option<SoloReshuffleBound> = None;
    for (early, pairs, loose) in choices {
        if best.is_some_and(|b| b.sum() >= loose.sum()) {
            break;
        }
        // The two lines must together pass this to beat the best so far.
        let needed = best.map_or(0, |b| (b.sum() + 1).saturating_sub(loose.villages_and_blue));
        let Some(early_line) =
            tight(&mut early_tight[early], reshuffle, early, needed.saturating_sub(loose.last_line))
        else {
            continue;
        };
        let early_line = early_line.min(reshuffle_round_cap);
        let Some(last_line) = tight(&mut last_tight[pairs], rounds, pairs, needed.saturating_sub(early_line))
        else {
            continue;
        };
        let candidate = joint(early, pairs, early_line, last_line);
        if best.is_none_or(|b| candidate.sum() > b.sum()) {
            best = Some(candidate);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use Letter::{A, B, C, D, E};

    /// A set of letters as bits.
    fn set(letters: &[Letter]) -> usize {
        letters.iter().map(|l| 1 << l.index()).sum()
    }

    /// The two villages of `letter`, by the set-up's letters of the
    /// villages in number order (built here, not by the code under test).
    fn villages_of(sheet: &Sheet, letters: &[Letter], letter: Letter) -> (HexId, HexId) {
        let mut hexes = (0..10).filter(|&i| letters[i] == letter).map(|i| sheet.villages()[i]);
        (hexes.next().expect("two villages"), hexes.next().expect("two villages"))
    }

    /// Isla Grande and the letters of its villages (in number order) in
    /// the solo game of the app's deck with seed 2000.
    fn isla_grande_set_up_2000() -> (Sheet, Vec<Letter>) {
        use crate::games::tucana::rules::Setup;
        let sheet = crate::games::tucana::sheet::builtin_sheet("isla-grande").expect("embedded");
        let setup = Setup::app_deck_table("isla-grande", 1, &["Solo".to_string()], 2000);
        (sheet, setup.village_letters(1).expect("seat 1").to_vec())
    }

    #[test]
    fn two_pairs_counted_apart_and_together_shut_out_sets_the_letter_order_lets_fit() {
        use crate::games::tucana::coach::sight_trees::tests::steps_from;
        let (sheet, letters) = isla_grande_set_up_2000();
        let pair = |letter: Letter| villages_of(&sheet, &letters, letter);
        let sights: Vec<HexId> = sights_in_order(&sheet).iter().map(|s| s.1).collect();
        let trees = SightTrees::new(&sheet, &sights);
        let every_sight = (1u32 << sights.len()) - 1;
        let room = 2 * u32::from(TURNS_PER_ROUND) + 5;
        let mut shut_out = 0;
        let couples = [(A, B), (A, C), (A, D), (A, E), (B, C), (B, D), (B, E), (C, D), (C, E), (D, E)];
        for (first, second) in couples {
            let ((a, b), (c, d)) = (pair(first), pair(second));
            // No set with no sight is shut out: each way fits its own
            // shortest paths (apart: one per pair; together: a star from
            // one village), and the counts never pass them.
            let steps = |x: HexId, y: HexId| steps_from(&sheet, x)[y];
            let pairs = [(a, b), (c, d)];
            assert!(NetworkWays::new(&pairs, |_| None).fit(&trees, 0, steps(a, b) + steps(c, d)));
            for (root, others) in [(a, [b, c, d]), (c, [a, b, d])] {
                let star = others.iter().map(|&o| steps(root, o)).sum::<u32>();
                let network = [root, others[0], others[1], others[2]];
                assert!(!trees.networks_need_more_than(0, &[&network], star));
            }
            // Every sight with the two pairs by the end of round II: the
            // networks' ways shut out some couples that the letter order's
            // count (both ways round) lets fit.
            let letter_order = [[(a, b), (c, d)], [(b, a), (d, c)]]
                .iter()
                .map(|way| trees.fewest_trails_with_pairs_at_least(every_sight, way))
                .max()
                .unwrap_or(0);
            let fits = NetworkWays::new(&pairs, |_| None).fit(&trees, every_sight, room);
            shut_out += usize::from(!fits && letter_order <= room);
        }
        assert!(shut_out > 0, "the ways of two networks shut out nothing more");
    }

    #[test]
    fn three_pairs_by_round_ii_on_isla_grande_lie_in_networks_that_shut_out_what_the_letter_order_lets_fit() {
        use crate::games::tucana::coach::sight_trees::tests::steps_from;
        let (sheet, letters) = isla_grande_set_up_2000();
        let pair = |letter: Letter| villages_of(&sheet, &letters, letter);
        let sights = sights_in_order(&sheet);
        let hexes: Vec<HexId> = sights.iter().map(|s| s.1).collect();
        let trees = SightTrees::new(&sheet, &hexes);
        let place = place_on_coast(&sheet);
        let steps = |x: HexId, y: HexId| steps_from(&sheet, x)[y];
        // Sets of sights from the most worth down, as the bound tries them.
        let mut by_worth: Vec<usize> = (0..1usize << hexes.len()).collect();
        by_worth.sort_by_key(|&set| std::cmp::Reverse(worth(&sheet, &sights, set).0));
        let triples = [(A, B, C), (A, C, D), (B, C, D), (B, D, E), (C, D, E)];
        let mut lower = 0;
        for (x, y, z) in triples {
            let pairs = [pair(x), pair(y), pair(z)];
            let mut ways = NetworkWays::new(&pairs, &place);
            // No set with no sight is shut out: one network of the three
            // pairs fits a star of shortest ways from any of its villages.
            let villages: Vec<HexId> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
            let star = villages.iter().map(|&v| steps(villages[0], v)).sum::<u32>();
            assert!(ways.fit(&trees, 0, star), "{x:?}{y:?}{z:?}");
            // Round II's room: its 26 turns and the bonus trails of the
            // set's values. The first set the letter order's count (both
            // ways round) lets fit is worth more than the first the ways
            // let fit, for some of these triples.
            let flipped: Vec<(HexId, HexId)> = pairs.iter().map(|&(a, b)| (b, a)).collect();
            let first_fitting = |ways: &mut Option<&mut NetworkWays>| {
                by_worth
                    .iter()
                    .find(|&&set| {
                        let room = 2 * u32::from(TURNS_PER_ROUND) + worth(&sheet, &sights, set).1;
                        [&pairs[..], &flipped[..]]
                            .iter()
                            .all(|order| trees.fewest_trails_with_pairs_at_least(set as u32, order) <= room)
                            && ways.as_mut().is_none_or(|w| w.fit(&trees, set as u32, room))
                    })
                    .map_or(0, |&set| worth(&sheet, &sights, set).0)
            };
            let by_letter_order = first_fitting(&mut None);
            let by_ways = first_fitting(&mut Some(&mut ways));
            assert!(by_ways <= by_letter_order, "{x:?}{y:?}{z:?}: {by_ways} > {by_letter_order}");
            lower += usize::from(by_ways < by_letter_order);
        }
        assert!(lower > 0, "the ways of three pairs lowered no line of round II");
    }

    #[test]
    fn every_pair_and_every_sight_of_isla_petit_fit_by_the_letter_order_and_no_way_of_networks() {
        use crate::games::tucana::coach::sight_trees::tests::steps_from;
        use crate::games::tucana::rules::Setup;
        use crate::games::tucana::sheet::builtin_sheet;
        let sheet = builtin_sheet("isla-petit").expect("embedded");
        let sights = sights_in_order(&sheet);
        let hexes: Vec<HexId> = sights.iter().map(|s| s.1).collect();
        let trees = SightTrees::new(&sheet, &hexes);
        let every_sight = (1usize << sights.len()) - 1;
        // The last round's room: its 26 turns and the bonus trails of every
        // sight's values.
        let room =
            u32::from(TURNS_PER_ROUND) * u32::from(sheet.rounds()) + worth(&sheet, &sights, every_sight).1;
        for seed in 2000..2004 {
            let setup = Setup::app_deck_table("isla-petit", 1, &["Solo".to_string()], seed);
            let letters = setup.village_letters(1).expect("seat 1");
            let pairs: Vec<(HexId, HexId)> =
                Letter::ALL.iter().map(|&letter| villages_of(&sheet, &letters, letter)).collect();
            let mut ways = NetworkWays::new(&pairs, |_| None);
            assert_eq!(ways.len(), 52);
            // The letter order's count lets every pair and every sight fit
            // (both ways round); no way of the networks does, at some root
            // (a linear program per way needs 32.3 trails at least on these
            // set-ups, docs/coach.md).
            let flipped: Vec<(HexId, HexId)> = pairs.iter().map(|&(a, b)| (b, a)).collect();
            for order in [&pairs, &flipped] {
                assert!(
                    trees.fewest_trails_with_pairs_at_least(every_sight as u32, order) <= room,
                    "seed {seed}"
                );
            }
            assert!(!ways.fit(&trees, every_sight as u32, room), "seed {seed}");
            // Every pair with no sight fits its own shortest ways, each pair
            // apart: a forest the count never passes.
            let apart: u32 = pairs.iter().map(|&(a, b)| steps_from(&sheet, a)[b]).sum();
            assert!(ways.fit(&trees, 0, apart), "seed {seed}");
        }
    }

    #[test]
    fn the_line_of_the_reshuffle_round_is_never_more_than_the_last_line() {
        use crate::games::tucana::sheet::builtin_sheet;
        let sheet = Arc::new(builtin_sheet("isla-petit").expect("embedded"));
        let cap = super::super::bound::sight_line_bounds(&sheet)[0];
        for seed in 2000..2004 {
            let setup =
                crate::games::tucana::rules::Setup::app_deck_table("isla-petit", 1, &["Solo".into()], seed);
            let bound = solo_reshuffle_bound(&sheet, &TucanaRecord::new(setup), cap).expect("solo");
            // A sight circled in round I is still circled at the end, so
            // the last line holds round I's values: with every pair joined
            // the last line loses sights that round I alone could circle
            // (seed 2000: 28 against 24), and round I's is counted at most
            // the last one.
            assert!(bound.reshuffle_round_line <= bound.last_line, "seed {seed}: {bound:?}");
        }
    }

    #[test]
    fn the_cards_after_the_reshuffle_are_the_two_that_stay() {
        let all = set(&[A, B, C, D, E]);
        // Real cards: any two of the others may stay, so the two best
        // (#2 cards: A 2, B 2, C 3, D 4, E 5).
        assert_eq!(later_blue(DeckMode::RealCards, &[], 0, all), 9);
        assert_eq!(later_blue(DeckMode::RealCards, &[], set(&[E]), all & !set(&[E])), 7);
        // Three claimed before it: every card stays.
        assert_eq!(later_blue(DeckMode::RealCards, &[], set(&[A, B, C]), set(&[D, E])), 9);
        for seed in 0..64 {
            let deck = DeckMode::AppDeck { seed };
            // The app's deck: exactly the two its draw keeps, whatever the
            // pairs joined after it.
            let drawn = draw_solo_reshuffle(seed, &Letter::ALL);
            let of = |kept: &[Letter], later: usize| -> u32 {
                kept.iter().filter(|l| later >> l.index() & 1 == 1).map(|l| card(l.index())).sum()
            };
            assert_eq!(later_blue(deck, &[], 0, all), of(&drawn, all), "seed {seed}");
            assert_eq!(later_blue(deck, &[], 0, set(&[A])), of(&drawn, set(&[A])), "seed {seed}");
            // A reshuffle the record entered counts too: with the letters
            // on the table then known, only for the pairs joined before it
            // that leave those; else whenever its cards are on the table.
            let entered: Entered = (Some(Letter::ALL.to_vec()), vec![D, E]);
            assert_eq!(later_blue(deck, std::slice::from_ref(&entered), 0, all), 9, "seed {seed}");
            let unknown: Entered = (None, vec![D, E]);
            assert_eq!(later_blue(deck, std::slice::from_ref(&unknown), 0, all), 9, "seed {seed}");
            assert_eq!(later_blue(deck, &[unknown], set(&[A]), all & !set(&[A])), 9, "seed {seed}");
            let without_a = all & !set(&[A]);
            assert_eq!(
                later_blue(deck, std::slice::from_ref(&entered), set(&[A]), without_a),
                of(&draw_solo_reshuffle(seed, &[B, C, D, E]), without_a),
                "seed {seed}"
            );
            assert_eq!(later_blue(deck, &[entered], set(&[E]), all & !set(&[E])), {
                let on_table = [A, B, C, D];
                of(&draw_solo_reshuffle(seed, &on_table), all & !set(&[E]))
            });
            assert_eq!(later_blue(deck, &[], set(&[A, B, C]), set(&[D, E])), 9);
        }
        // Some draw keeps less than the two best.
        assert!((0..64).any(|seed| later_blue(DeckMode::AppDeck { seed }, &[], 0, all) < 9));
    }
}
