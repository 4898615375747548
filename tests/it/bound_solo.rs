//! The solo reshuffle in the bound (`docs/coach.md`, "The upper bound",
//! parts 4, 5 and 7): the blue cards are bounded with the pairs joined by
//! the reshuffle's round (I on Isla Petit, II on Isla Grande), which brings
//! the bound below the sheet's count without it; and no line passes it:
//! lines of three policies, of the tests' plain beam, of the review's best,
//! and lines that spend the rounds before the reshuffle on joining pairs,
//! some of which join one or more (they keep two of the other cards, or
//! all of them from three on). With the app's deck the cards that stay are
//! its draw's (or the record's own reshuffle's), never more than two best.

use crate::common::sheet;
use crate::plain_beam::plain_beam;
use crate::review::finished_record;
use std::collections::VecDeque;
use trailpad::games::tucana::coach::{Policy, ReviewBudget, review, upper_bound};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, DeckMode, Setup, TURNS_PER_ROUND, TucanaGame};
use trailpad::games::tucana::sheet::{EdgeId, EdgeSet, HexId, Letter, Sheet};

/// The two villages of each of `letters` on seat 1's sheet.
fn pair_ends(sheet: &Sheet, setup: &Setup, letters: &[Letter]) -> Vec<(HexId, HexId)> {
    let village_letters = setup.village_letters(1).expect("a valid set-up");
    letters
        .iter()
        .map(|&letter| {
            let mut ends = village_letters.iter().zip(sheet.villages()).filter(|(l, _)| **l == letter);
            let mut next = || *ends.next().expect("two villages per letter").1;
            (next(), next())
        })
        .collect()
}

/// The fewest trails still missing between `from` and `to` when `drawn`
/// (and `extra`) are drawn: a 0–1 breadth-first search over the map.
fn missing(sheet: &Sheet, drawn: &EdgeSet, extra: EdgeId, from: HexId, to: HexId) -> u32 {
    let mut dist = vec![u32::MAX; sheet.hexes().len()];
    dist[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(hex) = queue.pop_front() {
        for (n, e) in sheet.neighbours(hex) {
            let free = drawn.contains(e) || e == extra;
            let d = dist[hex] + u32::from(!free);
            if d < dist[n] {
                dist[n] = d;
                if free { queue.push_front(n) } else { queue.push_back(n) }
            }
        }
    }
    dist[to]
}

/// A solo game on the app's deck of `seed` where seat 1 spends the rounds
/// up to the reshuffle on joining the pairs of `letters`, one after the other (each trail, bonus
/// trails too, the one that leaves the fewest trails missing between the
/// villages of the first pair still open, then of all), then plays
/// greedily.
fn pairs_first_record(island: &str, letters: &[Letter], seed: u64) -> TucanaRecord {
    let setup = Setup::app_deck_table(island, 1, &["P1".to_string()], seed);
    let sheet = sheet(island);
    let ends = pair_ends(&sheet, &setup, letters);
    let mut game = TucanaGame::new(sheet.clone(), setup.clone()).expect("a valid set-up");
    let mut rng = SeededRng::new(seed);
    let mut record = TucanaRecord::new(setup);
    while !game.is_over() {
        let mut action = match game.unfinished_players().first() {
            Some(&seat) => Policy::Greedy.choose(&game, seat, &mut rng).expect("a move"),
            None => random_action(&game, &mut rng).expect("the game goes on"),
        };
        if game.round() <= sheet.solo_reshuffle_after_round()
            && let Action::Trail { seat, .. } | Action::BonusTrail { seat, .. } = action
        {
            let drawn = *game.player(seat).expect("seat 1").drawn();
            // The pairs in turn: the first one still open, then the others.
            let left = |extra| {
                let each: Vec<u32> =
                    ends.iter().map(|&(a, b)| missing(&sheet, &drawn, extra, a, b)).collect();
                (each.iter().copied().find(|&m| m > 0).unwrap_or(0), each.iter().sum::<u32>())
            };
            let now = left(usize::MAX);
            let best = game.legal_trails(seat).iter().map(|e| (left(e), e)).min();
            if let Some((after, e)) = best
                && after < now
            {
                let edge = sheet.edge(e);
                let (from, to) = (sheet.hex(edge.a).coord, sheet.hex(edge.b).coord);
                action = match action {
                    Action::Trail { .. } => Action::Trail { seat, from, to },
                    _ => Action::BonusTrail { seat, from, to },
                };
            }
        }
        game.apply(&action).expect("a legal move");
        record.actions.push(action);
    }
    record
}

/// Seat 1's total and the pairs it joined by the end of the reshuffle's
/// round.
fn total_and_early_pairs(game: &TucanaGame, sheet: &Sheet) -> (u32, usize) {
    let p = game.player(1).expect("seat 1");
    let by = u16::from(TURNS_PER_ROUND) * u16::from(sheet.solo_reshuffle_after_round());
    let early = p.pairs().iter().filter(|l| l.turn < by).count();
    (game.final_scoring_box(p).total, early)
}

/// On each island: the bound below the count without part 5 (`without`:
/// Isla Petit's whole box twice, Isla Grande's 225 of parts 1–3 and 6, the
/// bound before part 5 ran there), and no line above it. `seeds` policy
/// games (the first `searched` also searched by the plain beam and the
/// review) and `pairs_first` games that join pairs early.
#[test]
fn the_solo_bound_counts_the_reshuffle_and_no_line_passes_it() {
    for (island, without, seeds, searched, pairs_first) in
        [("isla-petit", 132, 24u64, 4u64, 16u64), ("isla-grande", 225, 8, 1, 8)]
    {
        let map = sheet(island);
        let mut early_seen = [0usize; 6];
        let mut check = |game: &TucanaGame, bound: u32, what: &str| {
            let (total, early) = total_and_early_pairs(game, &map);
            assert!(total <= bound, "{island} {what}: {total} passes the bound {bound}");
            early_seen[early] += 1;
        };
        let (mut lowest, mut highest) = (u32::MAX, 0);
        for seed in 0..seeds {
            let policy = [Some(Policy::Greedy), None, Some(Policy::Rollout)][(seed % 3) as usize];
            let record = finished_record(island, 1, 1, 4100 + seed, policy);
            let bound = upper_bound(&map, &record);
            lowest = lowest.min(bound.total);
            highest = highest.max(bound.total);
            assert!(
                bound.sight_lines + bound.villages_and_blue < without,
                "{island} seed {seed}: the solo bound {bound:?} is still {without}"
            );
            let game = record.replay_on(map.clone()).expect("the record replays");
            check(&game, bound.total, &format!("seed {seed} ({policy:?})"));
            if seed < searched {
                let (_, beam) = plain_beam(&record, &map, 8);
                check(&beam, bound.total, &format!("seed {seed}: the plain beam"));
                let r = review(&record, &map, 1, ReviewBudget::QUICK).expect("a finished game");
                let best = r.best_record(&record).replay_on(map.clone()).expect("the best line replays");
                check(&best, bound.total, &format!("seed {seed}: the review's best"));
            }
        }
        // The pairs' trees (parts 7 and 8): on Isla Petit a pair joined in
        // round I costs more than the plain hexes say (128 is the count
        // without them), and counted exactly (part 8) more than the
        // ascent sees (up to 128 with it alone).
        if island == "isla-petit" {
            assert!(lowest < 128, "no solo bound below 128: part 7 saw no pair's trails");
            assert!(highest <= 126, "a solo bound of {highest}: part 8 saw no early pair's trails exactly");
        }
        // Lines that spend the rounds up to the reshuffle on the closest
        // 1, 2, 3 or 5 pairs.
        for seed in 0..pairs_first {
            let setup = Setup::app_deck_table(island, 1, &["P1".to_string()], 4200 + seed);
            let mut letters = Letter::ALL.to_vec();
            letters.sort_by_key(|&l| {
                let (a, b) = pair_ends(&map, &setup, &[l])[0];
                missing(&map, &EdgeSet::EMPTY, usize::MAX, a, b)
            });
            letters.truncate([1, 2, 3, 5][(seed % 4) as usize]);
            let record = pairs_first_record(island, &letters, 4200 + seed);
            let bound = upper_bound(&map, &record);
            let game = record.replay_on(map.clone()).expect("the record replays");
            check(&game, bound.total, &format!("seed {seed}: pairs {letters:?} first"));
        }
        // The lines above joined pairs before the reshuffle: their blue
        // cards counted through it (fewer than three early pairs; these
        // players never join three by then, that case rests on the proof).
        assert!(early_seen[1] + early_seen[2] > 0, "{island}: no line joined a pair early: {early_seen:?}");
    }
}

/// With the app's deck the reshuffle keeps the two cards its draw keeps for
/// the letters on the table (the review replays it so on every line), or
/// those the record entered: the bound counts only those, so it is never
/// above the bound of the same game on real cards (any two may stay) and
/// below it on some; a record that entered the two best cards instead of the
/// draw stays within its own bound, and so do the review's best lines.
#[test]
fn the_app_deck_s_reshuffle_counts_only_the_cards_it_leaves() {
    for (island, seeds) in [("isla-petit", 16u64), ("isla-grande", 6)] {
        let map = sheet(island);
        let mut lower = 0;
        for seed in 0..seeds {
            let record = finished_record(island, 1, 1, 4300 + seed, Some(Policy::Greedy));
            let drawn = upper_bound(&map, &record).total;
            let mut real = record.clone();
            real.setup.deck = DeckMode::RealCards;
            let any_two = upper_bound(&map, &real).total;
            assert!(
                drawn <= any_two,
                "{island} seed {seed}: {drawn} with the app's draw, {any_two} with any two"
            );
            lower += usize::from(drawn < any_two);
            // The same line, the two best cards on the table entered at the
            // reshuffle (the highest letters: A 2, B 2, C 3, D 4, E 5).
            let mut entered = record.clone();
            let at = entered.actions.iter().position(|a| matches!(a, Action::SoloReshuffle { .. }));
            if let Some(at) = at {
                let before = TucanaRecord { actions: entered.actions[..at].to_vec(), ..entered.clone() };
                let game = before.replay_on(map.clone()).expect("the record replays");
                let on_table = game.blue_letters_on_table();
                let best_two = on_table[on_table.len().saturating_sub(2)..].to_vec();
                entered.actions[at] = Action::SoloReshuffle { kept: best_two };
            }
            let game = entered.replay_on(map.clone()).expect("the line replays with its own reshuffle");
            let (total, _) = total_and_early_pairs(&game, &map);
            let own = upper_bound(&map, &entered).total;
            assert!(
                total <= own,
                "{island} seed {seed}: {total} with its own reshuffle passes its bound {own}"
            );
            if seed < 2 {
                let r = review(&record, &map, 1, ReviewBudget::QUICK).expect("a finished game");
                assert!(r.best <= drawn, "{island} seed {seed}: the review's best {} passes {drawn}", r.best);
            }
        }
        if island == "isla-petit" {
            assert!(lower > 0, "{island}: the app's draw never lowered the bound");
        }
    }
}
