//! The planner: the review's second search for a best line, which plans a
//! whole network at once where the beam looks one turn ahead
//! (`docs/coach.md`, "The search").
//!
//! A trail need not touch earlier trails, and the review knows every card
//! of the game in order, so a line is mostly a forest of trails and a turn
//! for each of them whose two cards fit it. A plan names its targets (the
//! village pairs to join, the sights to join to a village and by which
//! round), routes a forest to them (shortest paths, each trail priced by
//! how few turns fit it, trails already in the forest free), gives each
//! trail a turn by a maximum bipartite matching (a sight's trails to turns
//! of its round or before first), keeps the trails left over for the bonus
//! trails, and is then played through the rules (`apply`) with the
//! record's turns: its total is exact and the line legal. A local search
//! over the targets (seeded, counted in plans, never in time) keeps the
//! best line.

use super::legal::{Move, legal_moves};
use super::quick::Outlook;
use super::review::{RecordTurn, open_turn, promising};
use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, TURNS_PER_ROUND, TucanaGame};
use crate::games::tucana::sheet::{EdgeId, EdgeSet, Feature, HexId, Letter};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::atomic::{AtomicBool, Ordering};

/// A line of the sheet: its actions, each with its turn.
type Line = Vec<(usize, Action)>;

/// What a plan aims at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    /// Join the two villages of a letter.
    Pair(HexId, HexId),
    /// Join a sight to a village by the end of a round (1-based).
    Sight { hex: HexId, by_round: u8 },
}

/// One plan: every target in the order its paths are routed, each on or
/// off, and the seed of the small noise on the trails' prices (so two plans
/// with the same targets may route them apart).
#[derive(Debug, Clone, PartialEq)]
struct Plan {
    targets: Vec<(Target, bool)>,
    noise: u64,
}

/// What the planner reads once: the map, the turns' cards against each
/// trail, the sheet's targets.
struct Board<'a> {
    start: &'a TucanaGame,
    turns: &'a [RecordTurn],
    seat: u8,
    rounds: u8,
    /// Neighbours of each hex with the edge between.
    next: Vec<Vec<(HexId, EdgeId)>>,
    /// The turns whose two cards fit each edge, earliest first.
    fits: Vec<Vec<usize>>,
    /// Each edge's price in thousandths of a trail: dearer when few turns
    /// fit it (only a bonus trail can draw an edge no turn fits).
    price: Vec<u32>,
    villages: Vec<HexId>,
    pairs: Vec<(Letter, HexId, HexId)>,
    sights: Vec<HexId>,
}

/// The round (1-based) of a turn counted from 0 over the game.
fn round_of(turn: usize) -> u8 {
    u8::try_from(turn / usize::from(TURNS_PER_ROUND) + 1).unwrap_or(u8::MAX)
}

impl<'a> Board<'a> {
    fn new(start: &'a TucanaGame, turns: &'a [RecordTurn], seat: u8) -> Option<Board<'a>> {
        let sheet = start.sheet();
        let player = start.player(seat)?;
        let next: Vec<Vec<(HexId, EdgeId)>> =
            (0..sheet.hexes().len()).map(|h| sheet.neighbours(h).collect()).collect();
        let fits: Vec<Vec<usize>> = (0..sheet.edges().len())
            .map(|e| {
                turns
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| sheet.edge_matches(e, t.cards[0], t.cards[1]))
                    .map(|(i, _)| i)
                    .collect()
            })
            .collect();
        let price = fits
            .iter()
            .map(|f| {
                let n = u32::try_from(f.len()).unwrap_or(u32::MAX);
                3000u32.checked_div(n).map_or(6000, |share| 1000 + share)
            })
            .collect();
        let villages = sheet.villages().to_vec();
        let pairs = Letter::ALL
            .iter()
            .filter_map(|&letter| {
                let hexes: Vec<HexId> =
                    (0..10usize).filter(|&i| player.letters[i] == letter).map(|i| villages[i]).collect();
                match hexes[..] {
                    [a, b] => Some((letter, a, b)),
                    _ => None,
                }
            })
            .collect();
        let sights = sheet
            .hexes()
            .iter()
            .enumerate()
            .filter(|(_, h)| matches!(h.feature, Some(Feature::Sight(_))))
            .map(|(i, _)| i)
            .collect();
        Some(Board { start, turns, seat, rounds: sheet.rounds(), next, fits, price, villages, pairs, sights })
    }

    /// The shortest path (by price, forest edges free) from any of
    /// `sources` to `goal`, as its edges; None when the goal cannot be
    /// reached.
    fn path(&self, sources: &[HexId], goal: HexId, forest: &EdgeSet, noise: &[u32]) -> Option<Vec<EdgeId>> {
        let n = self.next.len();
        let mut dist = vec![u32::MAX; n];
        let mut came: Vec<Option<(HexId, EdgeId)>> = vec![None; n];
        let mut heap = BinaryHeap::new();
        for &s in sources {
            dist[s] = 0;
            heap.push(Reverse((0u32, s)));
        }
        while let Some(Reverse((d, h))) = heap.pop() {
            if d > dist[h] {
                continue;
            }
            if h == goal {
                break;
            }
            for &(m, e) in &self.next[h] {
                let w = if forest.contains(e) { 0 } else { self.price[e] + noise[e] };
                let nd = d.saturating_add(w);
                if nd < dist[m] {
                    dist[m] = nd;
                    came[m] = Some((h, e));
                    heap.push(Reverse((nd, m)));
                }
            }
        }
        if dist[goal] == u32::MAX {
            return None;
        }
        let mut edges = Vec::new();
        let mut at = goal;
        while let Some((from, e)) = came[at] {
            edges.push(e);
            at = from;
        }
        Some(edges)
    }

    /// The forest of a plan: its edges in the order they were routed, each
    /// with the round it is needed by.
    fn route(&self, plan: &Plan) -> Vec<(EdgeId, u8)> {
        let edges = self.fits.len();
        let mut rng = SeededRng::new(plan.noise);
        let noise: Vec<u32> = (0..edges)
            .map(|_| if plan.noise == 0 { 0 } else { u32::try_from(rng.below(600)).unwrap_or(0) })
            .collect();
        let mut forest = EdgeSet::default();
        let mut out: Vec<(EdgeId, u8)> = Vec::new();
        for &(target, on) in &plan.targets {
            if !on {
                continue;
            }
            let (sources, goal, by_round) = match target {
                Target::Pair(a, b) => (vec![a], b, self.rounds),
                Target::Sight { hex, by_round } => (self.villages.clone(), hex, by_round),
            };
            let Some(path) = self.path(&sources, goal, &forest, &noise) else { continue };
            for e in path {
                if forest.contains(e) {
                    if let Some(slot) = out.iter_mut().find(|(x, _)| *x == e) {
                        slot.1 = slot.1.min(by_round);
                    }
                } else {
                    forest.insert(e);
                    out.push((e, by_round));
                }
            }
        }
        out
    }

    /// Gives the forest's edges distinct turns whose cards fit them: a
    /// maximum matching (augmenting paths, edges in the order routed),
    /// first each edge among the turns up to its round, then the edges
    /// left among every turn. Returns each edge's turn.
    fn assign(&self, forest: &[(EdgeId, u8)]) -> Vec<Option<usize>> {
        let mut owner: Vec<Option<usize>> = vec![None; self.turns.len()];
        let mut turn_of: Vec<Option<usize>> = vec![None; forest.len()];
        let mut limit: Vec<u8> = forest.iter().map(|&(_, r)| r).collect();
        for strict in [true, false] {
            for i in 0..forest.len() {
                if turn_of[i].is_some() {
                    continue;
                }
                if !strict {
                    limit[i] = self.rounds;
                }
                let mut seen = vec![false; self.turns.len()];
                self.augment(i, forest, &limit, &mut owner, &mut turn_of, &mut seen);
            }
        }
        turn_of
    }

    fn augment(
        &self,
        i: usize,
        forest: &[(EdgeId, u8)],
        limit: &[u8],
        owner: &mut [Option<usize>],
        turn_of: &mut [Option<usize>],
        seen: &mut [bool],
    ) -> bool {
        for &t in &self.fits[forest[i].0] {
            if round_of(t) > limit[i] || seen[t] {
                continue;
            }
            seen[t] = true;
            let free = match owner[t] {
                None => true,
                Some(j) => self.augment(j, forest, limit, owner, turn_of, seen),
            };
            if free {
                owner[t] = Some(i);
                turn_of[i] = Some(t);
                return true;
            }
        }
        false
    }

    /// Plays a plan through the rules with the record's turns: each turn
    /// draws its matched trail, else a planned trail it fits (one left
    /// unmatched, else the one matched latest, freeing that turn), else
    /// the quick look's choice;
    /// owed bonus trails take the planned trails no turn could draw, the
    /// one giving most at once first. Returns the total and the sheet's
    /// actions by turn.
    fn play(&self, plan: &Plan) -> Option<(u32, Vec<(usize, Action)>)> {
        let forest = self.route(plan);
        let turn_of = self.assign(&forest);
        let mut at_turn: Vec<Option<EdgeId>> = vec![None; self.turns.len()];
        let mut matched: Vec<Option<usize>> = vec![None; self.fits.len()];
        let mut planned = EdgeSet::default();
        for (i, &(e, _)) in forest.iter().enumerate() {
            planned.insert(e);
            if let Some(t) = turn_of[i] {
                at_turn[t] = Some(e);
                matched[e] = Some(t);
            }
        }
        let seat = self.seat;
        let mut game = self.start.clone();
        let mut own = Vec::new();
        for (t, turn) in self.turns.iter().enumerate() {
            open_turn(&mut game, turn)?;
            for _ in 0..MOST_DECISIONS_IN_A_TURN {
                if game.is_done(seat) || game.turn_cards().is_none() {
                    break;
                }
                let action = if game.pass_offered(seat) {
                    Action::Pass { seat }
                } else {
                    self.choose(&game, t, at_turn[t], &planned, &matched, &forest)?.action(seat)
                };
                game.apply(&action).ok()?;
                own.push((t, action));
            }
        }
        let total = game.player(seat).map(|p| game.final_scoring_box(p).total)?;
        Some((total, own))
    }

    /// The trail a plan draws now (see [`Board::play`]).
    fn choose(
        &self,
        game: &TucanaGame,
        turn: usize,
        mine: Option<EdgeId>,
        planned: &EdgeSet,
        matched: &[Option<usize>],
        forest: &[(EdgeId, u8)],
    ) -> Option<Move> {
        let moves = legal_moves(game, self.seat);
        let bonus = moves.first().is_some_and(|m| m.bonus);
        if !bonus && let Some(mv) = moves.iter().find(|m| Some(m.edge) == mine) {
            return Some(*mv);
        }
        let candidates: Vec<&Move> = moves.iter().filter(|m| planned.contains(m.edge)).collect();
        let unmatched: Vec<&Move> =
            candidates.iter().copied().filter(|m| matched[m.edge].is_none()).collect();
        if !unmatched.is_empty() {
            let player = game.player(self.seat)?;
            let outlook = Outlook::new(game, player);
            let order = |m: &Move| forest.iter().position(|&(e, _)| e == m.edge).unwrap_or(usize::MAX);
            return unmatched
                .into_iter()
                .max_by_key(|m| (outlook.gain(game.sheet(), m.edge).points, Reverse(order(m))))
                .copied();
        }
        let later = candidates
            .into_iter()
            .filter(|m| matched[m.edge].is_some_and(|t| t > turn))
            .max_by_key(|m| matched[m.edge]);
        if let Some(mv) = later {
            return Some(*mv);
        }
        promising(game, self.seat, 1).into_iter().next()
    }

    /// The plan of a line: the pairs it joined and the sights it circled,
    /// each sight by the round it was circled in; then the rest, off.
    fn plan_of_line(&self, own: &[(usize, Action)]) -> Option<Plan> {
        let mut game = self.start.clone();
        for (t, turn) in self.turns.iter().enumerate() {
            open_turn(&mut game, turn)?;
            for (_, action) in own.iter().filter(|(at, _)| *at == t) {
                game.apply(action).ok()?;
            }
        }
        let player = game.player(self.seat)?;
        let mut targets = Vec::new();
        for c in player.circles() {
            let by_round = round_of(usize::from(c.turn));
            targets.push((Target::Sight { hex: c.hex, by_round }, true));
        }
        for &(letter, a, b) in &self.pairs {
            targets.push((Target::Pair(a, b), player.pairs().iter().any(|p| p.letter == letter)));
        }
        for &hex in &self.sights {
            if !player.is_circled(hex) {
                targets.push((Target::Sight { hex, by_round: self.rounds }, false));
            }
        }
        Some(Plan { targets, noise: 0 })
    }

    /// The plans the search starts from: every pair then every sight by
    /// round I, the other way round, and pairs only.
    fn first_plans(&self) -> Vec<Plan> {
        let sheet = self.start.sheet();
        let mut pairs: Vec<(Letter, HexId, HexId)> = self.pairs.clone();
        pairs.sort_by_key(|&(l, _, _)| Reverse(sheet.village_value(l)));
        let pair_targets: Vec<(Target, bool)> =
            pairs.iter().map(|&(_, a, b)| (Target::Pair(a, b), true)).collect();
        let sight_targets = |by_round: u8, on: bool| -> Vec<(Target, bool)> {
            self.sights.iter().map(|&hex| (Target::Sight { hex, by_round }, on)).collect()
        };
        let join = |a: Vec<(Target, bool)>, b: Vec<(Target, bool)>| Plan {
            targets: a.into_iter().chain(b).collect(),
            noise: 0,
        };
        vec![
            join(pair_targets.clone(), sight_targets(1, true)),
            join(sight_targets(1, true), pair_targets.clone()),
            join(pair_targets, sight_targets(self.rounds, false)),
        ]
    }

    /// A neighbour of a plan: one to three changes (a target on or off,
    /// two targets swapped, a sight's round moved, new noise).
    fn mutate(&self, plan: &Plan, rng: &mut SeededRng) -> Plan {
        let mut out = plan.clone();
        let n = out.targets.len();
        if n == 0 {
            return out;
        }
        for _ in 0..=rng.below(3) {
            match rng.below(4) {
                0 => {
                    let i = rng.below(n);
                    out.targets[i].1 = !out.targets[i].1;
                }
                1 => {
                    let (i, j) = (rng.below(n), rng.below(n));
                    out.targets.swap(i, j);
                }
                2 => {
                    let i = rng.below(n);
                    if let (Target::Sight { by_round, .. }, _) = &mut out.targets[i] {
                        *by_round = if *by_round >= self.rounds { 1 } else { *by_round + 1 };
                    }
                }
                _ => out.noise = rng.next_u64() | 1,
            }
        }
        out
    }
}

/// Points below its plan's the walk may step to at first (see
/// [`plan_best_line`]).
const WALK_SLACK: usize = 4;

/// Most decisions one turn can hold (a trail and a chain of bonus trails):
/// a guard, never reached on a valid sheet.
const MOST_DECISIONS_IN_A_TURN: usize = 64;

/// The planner's best line: its total and the sheet's actions by turn.
/// `plans` plans are played at most (the first ones, then neighbours of
/// the best so far); `seed_line`, a line found otherwise (the beam's best),
/// gives one more plan to start from. Deterministic. None when no plan
/// could be played (never on a valid record).
pub(super) fn plan_best_line(
    start: &TucanaGame,
    turns: &[RecordTurn],
    seat: u8,
    plans: usize,
    seed_line: &[(usize, Action)],
    stop: &AtomicBool,
) -> Option<(u32, Vec<(usize, Action)>)> {
    if plans == 0 {
        return None;
    }
    let board = Board::new(start, turns, seat)?;
    let mut starts = board.first_plans();
    starts.extend(board.plan_of_line(seed_line));
    let mut best: Option<(u32, Plan, Line)> = None;
    let mut played = 0usize;
    for plan in starts {
        if played >= plans {
            break;
        }
        played += 1;
        if let Some((total, own)) = board.play(&plan)
            && best.as_ref().is_none_or(|b| total > b.0)
        {
            best = Some((total, plan, own));
        }
    }
    // A walk from the best start: a neighbour is taken when it scores at
    // least the walk's plan less a slack that shrinks to nothing, so the
    // walk can cross a valley early on; the best line seen is kept.
    let mut rng = SeededRng::new(0x504c_414e);
    let mut walk = best.as_ref().map(|(total, plan, _)| (*total, plan.clone()));
    let (first, budget) = (played, plans.saturating_sub(played).max(1));
    while played < plans && !stop.load(Ordering::Relaxed) {
        played += 1;
        let Some((walk_total, plan)) = &walk else { break };
        let next = board.mutate(plan, &mut rng);
        let Some((total, own)) = board.play(&next) else { continue };
        let slack = u32::try_from(WALK_SLACK * (budget - (played - first)) / budget).unwrap_or(0);
        if total + slack >= *walk_total {
            walk = Some((total, next.clone()));
        }
        if best.as_ref().is_none_or(|b| total > b.0) {
            best = Some((total, next, own));
        }
    }
    best.map(|(total, _, own)| (total, own))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::coach::Policy;
    use crate::games::tucana::coach::review::{line_actions, split_record};
    use crate::games::tucana::record::TucanaRecord;
    use crate::games::tucana::rules::Networks;
    use crate::games::tucana::rules::Setup;
    use crate::games::tucana::sheet::{Sheet, builtin_sheet};
    use std::sync::Arc;

    /// A greedy solo game on the app's deck of `seed`.
    fn greedy_game(island: &str, seed: u64) -> (Arc<Sheet>, TucanaRecord) {
        let sheet = Arc::new(builtin_sheet(island).expect("a built-in island"));
        let setup = Setup::app_deck_table(island, 1, &["Solo".to_string()], seed);
        let mut game = TucanaGame::new(Arc::clone(&sheet), setup.clone()).expect("a valid set-up");
        let mut rng = SeededRng::new(seed);
        let mut record = TucanaRecord::new(setup);
        while !game.is_over() {
            let action = match game.app_dealing() {
                Some(dealt) => dealt,
                None => Policy::Greedy.choose(&game, 1, &mut rng).expect("a move"),
            };
            game.apply(&action).expect("legal");
            record.actions.push(action);
        }
        (sheet, record)
    }

    #[test]
    fn the_forest_reaches_every_target_and_each_trail_gets_a_distinct_turn_its_cards_fit() {
        for (island, seed) in [("isla-petit", 5u64), ("isla-grande", 6)] {
            let (sheet, record) = greedy_game(island, seed);
            let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
            let board = Board::new(&start, &turns, 1).expect("seat 1");
            let plan = &board.first_plans()[0];
            let forest = board.route(plan);
            let mut nets = Networks::new(sheet.hexes().len());
            for &(e, _) in &forest {
                let edge = sheet.edge(e);
                nets.join(edge.a, edge.b);
            }
            for &(_, a, b) in &board.pairs {
                assert!(nets.connected(a, b), "{island}: a pair of the plan is not joined");
            }
            for &hex in &board.sights {
                assert!(
                    board.villages.iter().any(|&v| nets.connected(v, hex)),
                    "{island}: sight hex {hex} is not joined to a village"
                );
            }
            let turn_of = board.assign(&forest);
            let mut used = vec![false; turns.len()];
            for (i, t) in turn_of.iter().enumerate() {
                let Some(t) = *t else { continue };
                assert!(!used[t], "{island}: turn {t} draws two trails");
                used[t] = true;
                let [c1, c2] = turns[t].cards;
                assert!(
                    sheet.edge_matches(forest[i].0, c1, c2),
                    "{island}: turn {t}'s cards do not fit its trail"
                );
            }
            // Maximum: no trail left over fits a turn left free.
            for (i, t) in turn_of.iter().enumerate() {
                if t.is_none() {
                    assert!(
                        board.fits[forest[i].0].iter().all(|&t| used[t]),
                        "{island}: a free turn fits a trail left over"
                    );
                }
            }
            assert!(turn_of.iter().any(Option::is_some));
        }
    }

    #[test]
    fn the_planner_s_line_replays_to_its_total_and_the_same_record_gets_the_same_line() {
        for (island, seed) in [("isla-petit", 7u64), ("isla-grande", 8)] {
            let (sheet, record) = greedy_game(island, seed);
            let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
            let stop = AtomicBool::new(false);
            let (total, own) = plan_best_line(&start, &turns, 1, 8, &[], &stop).expect("a line");
            let actions = line_actions(&start, &turns, &own).expect("the line replays");
            let mut line = record.clone();
            line.actions = actions;
            let game = line.replay_on(Arc::clone(&sheet)).expect("a legal record");
            assert!(game.is_over());
            let player = game.player(1).expect("seat 1");
            assert_eq!(game.final_scoring_box(player).total, total, "{island}: the line's total");
            assert_eq!(
                plan_best_line(&start, &turns, 1, 8, &[], &stop),
                Some((total, own)),
                "{island}: deterministic"
            );
            assert_eq!(plan_best_line(&start, &turns, 1, 0, &[], &stop), None, "no plans, no line");
        }
    }
}
