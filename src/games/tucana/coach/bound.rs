//! An upper bound on the total any line of one sheet can reach, from a
//! relaxation of the rules (see `docs/coach.md`, "The upper bound").
//!
//! Two facts hold on every sheet of every game:
//!
//! 1. **Edges pay for what they connect.** A circled sight is a hex without
//!    a village in a network that holds a village, and a connected pair puts
//!    two villages in one network. A network is a tree or more, so it has at
//!    least (hexes − 1) trails: at least one per sight circled in it plus
//!    one per pair connected in it. So *sights circled + pairs connected ≤
//!    trails drawn*.
//! 2. **Trails are few.** By the end of round `r` a sheet has drawn at most
//!    one trail per turn (13 per round) plus its bonus trails, which are at
//!    most the `+` values of the Sight Scoring Box.
//!
//! Before the last round a third fact bounds each sight line too: a circled
//! sight needs a plain hex beside it as well as its own trail
//! ([`super::helper_hexes`]), and a way of trails to a village, counted as
//! a tree ([`super::sight_trees`]).
//!
//! The sight line written at the end of round `r` is the sum of the values
//! circled by then: at most the largest `13·r + bonus` values the sheet's
//! rows can hold (each row no more values than the island has sights of its
//! type). The last line shares its room with the village pairs, each worth
//! its value plus the best blue card of its letter. Red cards add 6 each
//! when the island has two sights of their type. In a solo game the blue
//! cards' reshuffle is counted with the pairs joined before it
//! ([`super::solo_reshuffle`]), when that is lower: with the app's deck,
//! only the cards its draw (or the record's own reshuffle) leaves. Every
//! other choice is made independently per round, so the bound never falls
//! below a real line; it can be far above one, because terrain, most of
//! the distances and the order of the cards are forgotten.

use super::helper_hexes::sight_lines_by_helpers;
use super::solo_reshuffle::solo_reshuffle_bound;
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::{RED_CARD_POINTS, TURNS_PER_ROUND, best_blue_card};
use crate::games::tucana::sheet::{Letter, Sheet, Sight};
use std::sync::Arc;

/// The bound and its parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UpperBound {
    /// No line of the sheet can total more than this.
    pub total: u32,
    /// The sum of the sight lines' bounds (each round's line on its own).
    pub sight_lines: u32,
    /// The last round's room spent on village pairs and their blue cards.
    pub villages_and_blue: u32,
    /// Red cards whose type has two sights on the island.
    pub red: u32,
}

/// The most each sight line of `sheet` can hold, round by round: before the
/// last round the smaller of the two counts (the largest values its trails
/// can circle, and the plain hexes the circled sights need beside them);
/// the last line every value its trails can circle.
pub fn sight_line_bounds(sheet: &Sheet) -> Vec<u32> {
    let (sight_items, bonus_trails) = sight_items(sheet);
    let edges = sheet.edges().len() as u32;
    let trails_by = |round: u8| (u32::from(TURNS_PER_ROUND) * u32::from(round) + bonus_trails).min(edges);
    let by_helpers = sight_lines_by_helpers(sheet);
    (1..=sheet.rounds())
        .map(|round| {
            let line = sight_items.iter().take(trails_by(round) as usize).sum::<u32>();
            let helpers = by_helpers.as_ref().and_then(|l| l.get(usize::from(round) - 1).copied());
            helpers.map_or(line, |h| h.min(line))
        })
        .collect()
}

/// Every value a row can hold (no more than the island's sights of the
/// type), largest first, and the bonus trails among them.
fn sight_items(sheet: &Sheet) -> (Vec<u32>, u32) {
    let mut sight_items: Vec<u32> = Vec::new();
    let mut bonus_trails = 0u32;
    for sight in Sight::ALL {
        let room = sheet.sight_hexes(sight).len();
        for v in sheet.sight_values(sight).iter().take(room) {
            sight_items.push(u32::from(v.points));
            bonus_trails += u32::from(v.bonus_trail);
        }
    }
    sight_items.sort_unstable_by(|a, b| b.cmp(a));
    (sight_items, bonus_trails)
}

/// The bound for one sheet of the game of `record` on `sheet`: its set-up,
/// and in a solo game on the app's deck the blue cards the reshuffle
/// leaves (the app's draw for every line, and the one the record entered).
pub fn upper_bound(sheet: &Arc<Sheet>, record: &TucanaRecord) -> UpperBound {
    let setup = &record.setup;
    let (sight_items, bonus_trails) = sight_items(sheet);
    let edges = sheet.edges().len() as u32;
    let trails_by = |round: u8| (u32::from(TURNS_PER_ROUND) * u32::from(round) + bonus_trails).min(edges);

    let rounds = sheet.rounds();
    let line_bounds = sight_line_bounds(sheet);
    let mut sight_lines: u32 = line_bounds.iter().take(usize::from(rounds).saturating_sub(1)).sum();
    // The last line: sights and village pairs share the room.
    let mut last: Vec<(u32, bool)> = sight_items.iter().map(|&v| (v, true)).collect();
    for letter in Letter::ALL {
        let card = best_blue_card(letter, setup.table_size);
        last.push((u32::from(sheet.village_value(letter)) + card, false));
    }
    last.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let room = trails_by(rounds) as usize;
    let last_sights: u32 = last.iter().take(room).filter(|x| x.1).map(|x| x.0).sum();
    let mut villages_and_blue: u32 = last.iter().take(room).filter(|x| !x.1).map(|x| x.0).sum();
    sight_lines += last_sights;
    // Solo: the reshuffle's round, the last round and the blue cards
    // bounded together (part 5), when that is lower.
    let reshuffle_round = usize::from(sheet.solo_reshuffle_after_round());
    if let Some(&reshuffle_line) = line_bounds.get(reshuffle_round.wrapping_sub(1))
        && let Some(joint) = solo_reshuffle_bound(sheet, record, reshuffle_line)
        && joint.sum() < reshuffle_line + last_sights + villages_and_blue
    {
        sight_lines =
            sight_lines - reshuffle_line - last_sights + joint.reshuffle_round_line + joint.last_line;
        villages_and_blue = joint.villages_and_blue;
    }
    let red = setup
        .red_cards
        .iter()
        .filter(|&&s| sheet.sight_hexes(s).len() >= 2)
        .map(|_| u32::from(RED_CARD_POINTS))
        .sum();
    UpperBound { total: sight_lines + villages_and_blue + red, sight_lines, villages_and_blue, red }
}
