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
//! record's turns: its total is exact and the line legal. A plan may also
//! price the sides of sight hexes lower, so its paths pass sights (each
//! circled once its network reaches a village, target or not). A local search
//! over the targets (seeded, counted in plans, never in time) keeps the
//! best line.

use super::beam::promising;
use super::legal::{Move, legal_moves};
use super::quick::Outlook;
use super::record_turns::{RecordTurn, open_turn};
use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, TURNS_PER_ROUND, TucanaGame};
use crate::games::tucana::sheet::{EdgeId, EdgeSet, Feature, HexId, Letter};
use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};

/// A line of the sheet: its actions, each with its turn.
pub(super) type Line = Vec<(usize, Action)>;

/// A 64-bit digest of what a played plan's total depends on, kept in the
/// search's maps instead of the thing itself: those maps hold an entry per
/// plan played, and a plan's forest and turns take about a kilobyte, so
/// with the whole keys a longer search's memory grew with its plays (83,000
/// plans: 124 MB on Isla Grande, 206 MB on a sheet of 487 sides). Two
/// plans sharing a digest (for the longer search's 333,000 plans, about
/// one chance in 300 million) would only give the walk one plan's total
/// for the other: every line the review keeps was played through the
/// rules, so what it shows stays true.
/// `DefaultHasher::new()` has fixed keys, so the search stays
/// deterministic.
fn digest(parts: impl FnOnce(&mut DefaultHasher)) -> u64 {
    let mut hasher = DefaultHasher::new();
    parts(&mut hasher);
    hasher.finish()
}

/// What a plan aims at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Target {
    /// Join the two villages of a letter by the end of a round (1-based):
    /// in a solo game, three pairs joined in round I keep every blue card
    /// through the reshuffle.
    Pair { a: HexId, b: HexId, by_round: u8 },
    /// Join a sight to a village by the end of a round (1-based).
    Sight { hex: HexId, by_round: u8 },
}

/// One plan: every target in the order its paths are routed, each on or
/// off, the seed of the small noise on the trails' prices (so two plans
/// with the same targets may route them apart), and whether its paths are
/// drawn through sights.
#[derive(Debug, Clone, PartialEq)]
struct Plan {
    targets: Vec<(Target, bool)>,
    noise: u64,
    /// Whether the sides of sight hexes are priced lower, so paths pass
    /// sights (a sight on a village's network is circled, targeted or not).
    through: bool,
}

/// What the planner reads once: the map, the turns' cards against each
/// trail, the sheet's targets.
pub(super) struct Board<'a> {
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
    /// Whether each edge has a sight hex at one end (see [`Plan::through`]).
    at_sight: Vec<bool>,
    villages: Vec<HexId>,
    pairs: Vec<(Letter, HexId, HexId)>,
    sights: Vec<HexId>,
    /// The round (1-based) of each turn.
    round: Vec<u8>,
    /// Buffers the routing and the matching reuse from plan to plan, so a
    /// plan allocates little (they hold nothing between calls).
    scratch: RefCell<Scratch>,
}

/// The routing's and the matching's buffers (see [`Board::scratch`]).
#[derive(Default)]
struct Scratch {
    /// Each hex's price so far, and the hex and edge it was reached by.
    dist: Vec<u32>,
    came: Vec<Option<(HexId, EdgeId)>>,
    /// Hexes to settle, each as its price above its id (so the heap pops
    /// the same (price, hex) order as a heap of pairs).
    heap: BinaryHeap<Reverse<u64>>,
    /// Whether the forest joins each hex to one of a path's sources.
    rooted: Vec<bool>,
    /// The hex and edge each of those was reached by from its source.
    up: Vec<Option<(HexId, EdgeId)>>,
    /// Those hexes in the order they were reached.
    queue: Vec<HexId>,
    /// Each forest edge's place in the forest being routed.
    place: Vec<usize>,
    /// The noise of the plan last routed: its seed and each edge's noise.
    noise: Option<(u64, Vec<u32>)>,
    /// The last forests routed (at most [`ROUTES_KEPT`]), each path of
    /// each: a plan routed with the same noise and prices whose first
    /// targets are routed the same ways takes their paths again instead
    /// of searching them (a neighbour of a plan changes one to three of
    /// its targets, the first ones often none).
    routed: Vec<Routed>,
    /// Paths taken from a kept forest so far (the tests check that some are).
    reused: usize,
    /// The matching's turns seen in the current augmenting search: a turn
    /// is seen when its stamp is the search's.
    stamp: Vec<u32>,
    search: u32,
}

/// Forests kept for their paths (see [`Scratch::routed`]).
const ROUTES_KEPT: usize = 4;

/// One forest routed: its noise's seed, the prices, and each target's
/// way (see [`way`]) with the path found for it (None: not reachable).
struct Routed {
    noise: u64,
    price: Vec<u32>,
    steps: Vec<(Way, Option<Vec<EdgeId>>)>,
}

/// What a target's path depends on besides the forest so far: where it
/// starts (a pair's village, or any village for a sight) and its goal.
type Way = (Option<HexId>, HexId);

/// The way of a target (see [`Way`]).
fn way(target: &Target) -> Way {
    match *target {
        Target::Pair { a, b, .. } => (Some(a), b),
        Target::Sight { hex, .. } => (None, hex),
    }
}

/// The turns one augmenting search has seen: those stamped with its number.
struct Seen<'a> {
    stamp: &'a mut Vec<u32>,
    search: u32,
}

/// A side's price in thousandths of a trail when `turns` turns' cards fit
/// it: 1 + 3 ÷ the turns, 6 when none does (only a bonus trail draws it).
fn price_of(turns: usize) -> u32 {
    let n = u32::try_from(turns).unwrap_or(u32::MAX);
    3000u32.checked_div(n).map_or(6000, |share| 1000 + share)
}

/// The round (1-based) of a turn counted from 0 over the game.
fn round_of(turn: usize) -> u8 {
    u8::try_from(turn / usize::from(TURNS_PER_ROUND) + 1).unwrap_or(u8::MAX)
}

impl<'a> Board<'a> {
    /// The board of `seat`'s sheet over `turns` from `start`; None when
    /// the seat has no sheet.
    pub(super) fn new(start: &'a TucanaGame, turns: &'a [RecordTurn], seat: u8) -> Option<Board<'a>> {
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
        let price = fits.iter().map(|f| price_of(f.len())).collect();
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
        let round = (0..turns.len()).map(round_of).collect();
        let is_sight = |h: HexId| matches!(sheet.hexes()[h].feature, Some(Feature::Sight(_)));
        let at_sight = (0..sheet.edges().len())
            .map(|e| {
                let edge = sheet.edge(e);
                is_sight(edge.a) || is_sight(edge.b)
            })
            .collect();
        let scratch = RefCell::new(Scratch::default());
        Some(Board {
            start,
            turns,
            seat,
            rounds: sheet.rounds(),
            next,
            fits,
            price,
            at_sight,
            villages,
            pairs,
            sights,
            round,
            scratch,
        })
    }

    /// Whether the two cards of turn `turn` fit edge `edge`.
    pub(super) fn turn_fits(&self, edge: EdgeId, turn: usize) -> bool {
        self.fits[edge].binary_search(&turn).is_ok()
    }

    /// The two hexes of an edge.
    pub(super) fn ends(&self, edge: EdgeId) -> [HexId; 2] {
        let edge = self.start.sheet().edge(edge);
        [edge.a, edge.b]
    }

    /// The sheet's villages.
    pub(super) fn village_hexes(&self) -> &[HexId] {
        &self.villages
    }

    /// The edges at a hex.
    pub(super) fn edges_at(&self, hex: HexId) -> impl Iterator<Item = EdgeId> + '_ {
        self.next[hex].iter().map(|&(_, e)| e)
    }

    /// How many edges the sheet has.
    pub(super) fn edge_count(&self) -> usize {
        self.fits.len()
    }

    /// The shortest path (by price, forest edges free) from any of
    /// `sources` to `goal`, as its edges from the goal's end; None when the
    /// goal cannot be reached. Searched from the goal outwards until it
    /// meets a hex the forest already joins to a source (those cost
    /// nothing more): the same price as a search from every source, over
    /// the few hexes near the goal instead of around every village and the
    /// whole forest. The forest's part of the way is then walked back to
    /// its source, so the rounds its edges are needed by are known.
    fn path(
        &self,
        sources: &[HexId],
        goal: HexId,
        forest: &EdgeSet,
        price: &[u32],
        noise: &[u32],
    ) -> Option<Vec<EdgeId>> {
        let mut scratch = self.scratch.borrow_mut();
        let Scratch { dist, came, heap, rooted, up, queue, .. } = &mut *scratch;
        let n = self.next.len();
        // The hexes the forest joins to a source, each with the hex and
        // edge it was reached by from the source's side (None at a source).
        rooted.clear();
        rooted.resize(n, false);
        up.clear();
        up.resize(n, None);
        queue.clear();
        for &s in sources {
            if !rooted[s] {
                rooted[s] = true;
                queue.push(s);
            }
        }
        let mut i = 0;
        while let Some(&h) = queue.get(i) {
            i += 1;
            for &(m, e) in &self.next[h] {
                if !rooted[m] && forest.contains(e) {
                    rooted[m] = true;
                    up[m] = Some((h, e));
                    queue.push(m);
                }
            }
        }
        let mut edges = Vec::new();
        let mut met = goal;
        if !rooted[goal] {
            dist.clear();
            dist.resize(n, u32::MAX);
            came.clear();
            came.resize(n, None);
            heap.clear();
            let key = |d: u32, h: HexId| (u64::from(d) << 32) | h as u64;
            dist[goal] = 0;
            heap.push(Reverse(key(0, goal)));
            let mut found = None;
            while let Some(Reverse(k)) = heap.pop() {
                let (d, h) = ((k >> 32) as u32, (k & u64::from(u32::MAX)) as HexId);
                if d > dist[h] {
                    continue;
                }
                if rooted[h] {
                    found = Some(h);
                    break;
                }
                for &(m, e) in &self.next[h] {
                    let w = if forest.contains(e) { 0 } else { price[e] + noise[e] };
                    let nd = d.saturating_add(w);
                    if nd < dist[m] {
                        dist[m] = nd;
                        came[m] = Some((h, e));
                        heap.push(Reverse(key(nd, m)));
                    }
                }
            }
            met = found?;
            // From the goal to the hex met: `came` points back to the goal.
            let mut at = met;
            while let Some((from, e)) = came[at] {
                edges.push(e);
                at = from;
            }
            edges.reverse();
        }
        let mut at = met;
        while let Some((from, e)) = up[at] {
            edges.push(e);
            at = from;
        }
        Some(edges)
    }

    /// The forest of a plan: its edges in the order they were routed, each
    /// with the round it is needed by, each side priced by `price`.
    fn route(&self, plan: &Plan, price: &[u32]) -> Vec<(EdgeId, u8)> {
        let edges = self.fits.len();
        let (mut noise, mut place, mut routed) = {
            let mut scratch = self.scratch.borrow_mut();
            let scratch = &mut *scratch;
            (scratch.noise.take(), std::mem::take(&mut scratch.place), std::mem::take(&mut scratch.routed))
        };
        if noise.as_ref().is_none_or(|(seed, _)| *seed != plan.noise) {
            let mut rng = SeededRng::new(plan.noise);
            let values = (0..edges)
                .map(|_| if plan.noise == 0 { 0 } else { u32::try_from(rng.below(600)).unwrap_or(0) })
                .collect();
            noise = Some((plan.noise, values));
        }
        let noise_of = noise.as_ref().map_or(&[][..], |(_, values)| &values[..]);
        place.resize(edges, 0);
        // The kept forest sharing the longest run of first ways with this
        // plan (same noise, same prices): its paths are this plan's too.
        let ways: Vec<Way> = plan.targets.iter().filter(|(_, on)| *on).map(|(t, _)| way(t)).collect();
        let shared = |r: &Routed| {
            if r.noise != plan.noise || r.price != price {
                return 0;
            }
            r.steps.iter().zip(&ways).take_while(|((w, _), v)| w == *v).count()
        };
        let reuse =
            routed.iter().enumerate().map(|(i, r)| (shared(r), i)).max_by_key(|&(n, i)| (n, Reverse(i)));
        let mut steps: Vec<(Way, Option<Vec<EdgeId>>)> = Vec::with_capacity(ways.len());
        let mut forest = EdgeSet::default();
        let mut out: Vec<(EdgeId, u8)> = Vec::new();
        for (target, on) in &plan.targets {
            if !on {
                continue;
            }
            let (sources, goal, by_round) = match target {
                Target::Pair { a, b, by_round } => (std::slice::from_ref(a), *b, *by_round),
                Target::Sight { hex, by_round } => (&self.villages[..], *hex, *by_round),
            };
            let known = match reuse {
                Some((n, i)) if steps.len() < n => Some(routed[i].steps[steps.len()].1.clone()),
                _ => None,
            };
            let path = match known {
                Some(path) => {
                    self.scratch.borrow_mut().reused += 1;
                    path
                }
                None => self.path(sources, goal, &forest, price, noise_of),
            };
            steps.push((way(target), path.clone()));
            let Some(path) = path else { continue };
            for e in path {
                if forest.contains(e) {
                    let slot = &mut out[place[e]];
                    slot.1 = slot.1.min(by_round);
                } else {
                    forest.insert(e);
                    place[e] = out.len();
                    out.push((e, by_round));
                }
            }
        }
        let this = Routed { noise: plan.noise, price: price.to_vec(), steps };
        if routed.len() < ROUTES_KEPT {
            routed.push(this);
        } else if let Some(oldest) = routed.first_mut() {
            *oldest = this;
            routed.rotate_left(1);
        }
        let mut scratch = self.scratch.borrow_mut();
        scratch.noise = noise;
        scratch.place = place;
        scratch.routed = routed;
        out
    }

    /// The forest of a plan and each edge's turn. Routed first with each
    /// side priced by the turns that fit it; when some of its sides are
    /// left without a turn, routed once more with each side priced by the
    /// turns still free after that matching (a side keeps the turn it was
    /// matched to), so the paths move to sides whose cards are not spent;
    /// the forest with fewer sides left without a turn is kept (the first
    /// on a tie).
    fn route_and_assign(&self, plan: &Plan) -> (Vec<(EdgeId, u8)>, Vec<Option<usize>>) {
        let through = |price: Vec<u32>| -> Vec<u32> {
            if !plan.through {
                return price;
            }
            price.iter().zip(&self.at_sight).map(|(&p, &at)| if at { p - p / 3 } else { p }).collect()
        };
        let first = through(self.price.clone());
        let forest = self.route(plan, &first);
        let turn_of = self.assign(&forest);
        let left = turn_of.iter().filter(|t| t.is_none()).count();
        if left == 0 {
            return (forest, turn_of);
        }
        let mut taken = vec![false; self.turns.len()];
        let mut has_turn = vec![false; self.fits.len()];
        for (&(e, _), t) in forest.iter().zip(&turn_of) {
            if let Some(t) = *t {
                taken[t] = true;
                has_turn[e] = true;
            }
        }
        let price: Vec<u32> = self
            .fits
            .iter()
            .zip(&has_turn)
            .map(|(f, &own)| price_of(f.iter().filter(|&&t| !taken[t]).count() + usize::from(own)))
            .collect();
        let price = through(price);
        let again = self.route(plan, &price);
        let again_turns = self.assign(&again);
        if again_turns.iter().filter(|t| t.is_none()).count() < left {
            (again, again_turns)
        } else {
            (forest, turn_of)
        }
    }

    /// Gives the forest's edges distinct turns whose cards fit them: a
    /// maximum matching (augmenting paths, edges in the order routed),
    /// first each edge among the turns up to its round, then the edges
    /// left among every turn. Returns each edge's turn.
    fn assign(&self, forest: &[(EdgeId, u8)]) -> Vec<Option<usize>> {
        let mut owner: Vec<Option<usize>> = vec![None; self.turns.len()];
        let mut turn_of: Vec<Option<usize>> = vec![None; forest.len()];
        let mut limit: Vec<u8> = forest.iter().map(|&(_, r)| r).collect();
        let mut scratch = self.scratch.borrow_mut();
        let Scratch { stamp, search, .. } = &mut *scratch;
        stamp.resize(self.turns.len(), 0);
        for strict in [true, false] {
            for i in 0..forest.len() {
                if turn_of[i].is_some() {
                    continue;
                }
                if !strict {
                    limit[i] = self.rounds;
                }
                // A new search: no turn seen yet (stamps start over, all
                // cleared, when the counter would wrap).
                *search = search.wrapping_add(1);
                if *search == 0 {
                    stamp.fill(0);
                    *search = 1;
                }
                let mut seen = Seen { stamp, search: *search };
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
        seen: &mut Seen,
    ) -> bool {
        for &t in &self.fits[forest[i].0] {
            if self.round[t] > limit[i] || seen.stamp[t] == seen.search {
                continue;
            }
            seen.stamp[t] = seen.search;
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

    /// Plays a plan, routed and matched (its forest, each edge's turn),
    /// through the rules with the record's turns: each turn
    /// draws its matched trail, else a planned trail it fits (one left
    /// unmatched, else the one matched latest, freeing that turn), else
    /// the quick look's choice;
    /// owed bonus trails take the planned trails no turn could draw, the
    /// one giving most at once first. Returns the total and the sheet's
    /// actions by turn.
    pub(super) fn play_forest(
        &self,
        forest: &[(EdgeId, u8)],
        turn_of: &[Option<usize>],
    ) -> Option<(u32, Line)> {
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
                    self.choose(&game, t, at_turn[t], &planned, &matched, forest)?.action(seat)
                };
                game.apply(&action).ok()?;
                own.push((t, action));
            }
        }
        let total = game.player(seat).map(|p| game.final_scoring_box(p).total)?;
        Some((total, own))
    }

    /// [`Board::play_forest`], but a plan whose forest and turns were played
    /// before (many neighbours of a plan change only targets left off, or
    /// routes that come out the same) is not played again: its total is
    /// given back without a line (that line was seen already).
    /// `seen` holds the played layouts (the forest's edges in the order
    /// routed and each one's turn: the line follows from these) by their
    /// [`digest`].
    fn play_once(&self, plan: &Plan, seen: &mut HashMap<u64, u32>) -> Option<(u32, Option<Line>)> {
        let (forest, turn_of) = self.route_and_assign(plan);
        let layout = digest(|h| {
            forest.len().hash(h);
            forest.iter().for_each(|&(e, _)| e.hash(h));
            turn_of.hash(h);
        });
        if let Some(&total) = seen.get(&layout) {
            return Some((total, None));
        }
        let (total, own) = self.play_forest(&forest, &turn_of)?;
        seen.insert(layout, total);
        Some((total, Some(own)))
    }

    /// The trail a plan draws now (see [`Board::play_forest`]).
    fn choose(
        &self,
        game: &TucanaGame,
        turn: usize,
        mine: Option<EdgeId>,
        planned: &EdgeSet,
        matched: &[Option<usize>],
        forest: &[(EdgeId, u8)],
    ) -> Option<Move> {
        // The turn's own trail when its cards still allow it: asked of the
        // legal set alone, without listing every legal trail.
        if game.owed_bonus_trails(self.seat) == 0
            && let Some(edge) = mine
            && game.legal_trails(self.seat).contains(edge)
        {
            let (from, to) = game.sheet().edge_coords(edge);
            return Some(Move { edge, from, to, bonus: false });
        }
        let moves = legal_moves(game, self.seat);
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
            let joined = player.pairs().iter().find(|p| p.letter == letter);
            let by_round = joined.map_or(self.rounds, |p| round_of(usize::from(p.turn)));
            targets.push((Target::Pair { a, b, by_round }, joined.is_some()));
        }
        for &hex in &self.sights {
            if !player.is_circled(hex) {
                targets.push((Target::Sight { hex, by_round: self.rounds }, false));
            }
        }
        Some(Plan { targets, noise: 0, through: false })
    }

    /// The plans the search starts from: every pair then every sight by
    /// round I, the other way round, pairs only, and every pair by round I
    /// then every sight by round I (in a solo game the pairs of round I
    /// keep the blue cards through the reshuffle).
    fn first_plans(&self) -> Vec<Plan> {
        let pair_targets = |by_round: u8| self.pair_targets(by_round);
        let sight_targets = |by_round: u8, on: bool| -> Vec<(Target, bool)> {
            self.sights.iter().map(|&hex| (Target::Sight { hex, by_round }, on)).collect()
        };
        let join = |a: Vec<(Target, bool)>, b: Vec<(Target, bool)>| Plan {
            targets: a.into_iter().chain(b).collect(),
            noise: 0,
            through: false,
        };
        vec![
            join(pair_targets(self.rounds), sight_targets(1, true)),
            join(sight_targets(1, true), pair_targets(self.rounds)),
            join(pair_targets(self.rounds), sight_targets(self.rounds, false)),
            join(pair_targets(1), sight_targets(1, true)),
        ]
    }

    /// Every pair, on, by `by_round`, the most valuable first.
    fn pair_targets(&self, by_round: u8) -> Vec<(Target, bool)> {
        let sheet = self.start.sheet();
        let mut pairs: Vec<(Letter, HexId, HexId)> = self.pairs.clone();
        pairs.sort_by_key(|&(l, _, _)| Reverse(sheet.village_value(l)));
        pairs.iter().map(|&(_, a, b)| (Target::Pair { a, b, by_round }, true)).collect()
    }

    /// A neighbour of a plan: one to three changes (a target on or off,
    /// two targets swapped, a sight's round moved, new noise, paths through
    /// sights or not). With `pairs_kept` no pair is turned off (a sight
    /// still may be).
    fn mutate(&self, plan: &Plan, rng: &mut SeededRng, pairs_kept: bool) -> Plan {
        let mut out = plan.clone();
        let n = out.targets.len();
        if n == 0 {
            return out;
        }
        for _ in 0..=rng.below(3) {
            match rng.below(5) {
                0 => {
                    let i = rng.below(n);
                    let (target, on) = &mut out.targets[i];
                    if !(pairs_kept && matches!(target, Target::Pair { .. })) {
                        *on = !*on;
                    }
                }
                1 => {
                    let (i, j) = (rng.below(n), rng.below(n));
                    out.targets.swap(i, j);
                }
                2 => {
                    let i = rng.below(n);
                    let (Target::Sight { by_round, .. } | Target::Pair { by_round, .. }, _) =
                        &mut out.targets[i];
                    *by_round = if *by_round >= self.rounds { 1 } else { *by_round + 1 };
                }
                3 => out.noise = rng.next_u64() | 1,
                _ => out.through = !out.through,
            }
        }
        out
    }
}

/// The walks the planner takes (see [`plan_best_lines`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Walks {
    /// How many, the first included.
    pub(super) count: usize,
    /// Plans each walk after the first plays.
    pub(super) plans: usize,
    /// Plans of one more walk after those, from the best so far (0: none).
    pub(super) last: usize,
}

impl Walks {
    /// The first walk alone (a table's standard review).
    #[cfg(test)]
    pub(super) const ONE: Walks = Walks { count: 1, plans: 0, last: 0 };
}

/// Points below its plan's the walk may step to at first (see
/// [`plan_best_lines`]).
const WALK_SLACK: usize = 4;

/// The walk (counted from 0, the table's first) that keeps every village
/// pair joined: a walk from the best line seldom joins one more pair,
/// because the pair's trails cost sights first, more than the slack lets
/// a step lose, while the lines of a far longer search join all five on
/// Isla Grande (`docs/coach.md`, "A walk that keeps every pair").
const PAIRS_KEPT_WALK: usize = 1;

/// Most decisions one turn can hold (a trail and a chain of bonus trails):
/// a guard, never reached on a valid sheet.
const MOST_DECISIONS_IN_A_TURN: usize = 64;

/// The planner's best line, and the best before its last walk.
pub(super) struct PlannedLines {
    /// The best line: its total and the sheet's actions by turn.
    pub(super) best: (u32, Line),
    /// The best line before the last walk (`walks.last`), when there was
    /// one: the same line a search without it ends with.
    pub(super) before_last: Option<(u32, Line)>,
}

/// The planner's best line (its total and the sheet's actions by turn),
/// and the best before its last walk.
/// `plans` plans are played at most in the first walk (the first ones,
/// then neighbours of the best so far), and `walks.plans` more in each of
/// the `walks.count` − 1 walks after it, each from the best line so far
/// with its own seed (the first walk is the same whatever `walks`, so more
/// walks never find less), the second of them with every pair joined (see
/// [`PAIRS_KEPT_WALK`]), then `walks.last` more in one last walk from the
/// best so far (the longer search's; none when 0, and so the same walks
/// before it); `seed_line`, a line found otherwise (the beam's
/// best), gives one more plan to start from. Deterministic. None when no
/// plan could be played (never on a valid record).
pub(super) fn plan_best_lines(
    start: &TucanaGame,
    turns: &[RecordTurn],
    seat: u8,
    plans: usize,
    walks: Walks,
    seed_line: &[(usize, Action)],
    stop: &AtomicBool,
) -> Option<PlannedLines> {
    if plans == 0 {
        return None;
    }
    let board = Board::new(start, turns, seat)?;
    let mut search = Search::new(&board, plans, stop);
    let mut starts = board.first_plans();
    starts.extend(board.plan_of_line(seed_line));
    for plan in starts {
        search.try_plan(&plan);
    }
    // Built up: every pair by round I, then each sight in turn, by round I
    // or else by the last round, kept when the line scores more.
    let mut built = Plan {
        targets: board
            .pair_targets(1)
            .into_iter()
            .chain(board.sights.iter().map(|&hex| (Target::Sight { hex, by_round: 1 }, false)))
            .collect(),
        noise: 0,
        through: false,
    };
    let mut built_total = search.try_plan(&built).unwrap_or(0);
    for i in board.pairs.len()..built.targets.len() {
        for by_round in [1, board.rounds] {
            let mut next = built.clone();
            if let (Target::Sight { hex, .. }, _) = next.targets[i] {
                next.targets[i] = (Target::Sight { hex, by_round }, true);
            }
            if let Some(total) = search.try_plan(&next)
                && total > built_total
            {
                (built, built_total) = (next, total);
                break;
            }
        }
    }
    // Walks from the best so far: a neighbour is taken when it scores at
    // least the walk's plan less a slack that shrinks to nothing, so the
    // walk can cross a valley early on; the best line seen is kept.
    let count = walks.count.max(1);
    let mut before_last = None;
    for w in 0..count + usize::from(walks.last > 0) {
        if w == count {
            before_last = search.best.as_ref().map(|(total, _, own)| (*total, own.clone()));
        }
        if w > 0 {
            let walks_before = plans.saturating_add(walks.plans.saturating_mul(w.min(count - 1)));
            search.plans = if w < count { walks_before } else { walks_before.saturating_add(walks.last) };
        }
        let mut rng = SeededRng::new(0x504c_414e + w as u64);
        let mut walk = search.best.as_ref().map(|(total, plan, _)| (*total, plan.clone()));
        // The walk that keeps every pair starts from the best plan with
        // every pair turned on (played first, from the walk's own plans).
        let pairs_kept = w == PAIRS_KEPT_WALK && w < count;
        if pairs_kept && let Some((_, mut plan)) = walk.take() {
            for (target, on) in &mut plan.targets {
                *on |= matches!(target, Target::Pair { .. });
            }
            walk = search.try_plan(&plan).map(|total| (total, plan));
        }
        let (first, budget) = (search.played, search.plans.saturating_sub(search.played).max(1));
        while let Some((walk_total, plan)) = &walk {
            let next = board.mutate(plan, &mut rng, pairs_kept);
            let Some(total) = search.try_plan(&next) else {
                if search.out_of_budget() {
                    break;
                }
                continue;
            };
            let slack = u32::try_from(WALK_SLACK * budget.saturating_sub(search.played - first) / budget)
                .unwrap_or(0);
            if total + slack >= *walk_total {
                walk = Some((total, next));
            }
        }
        if search.stop.load(Ordering::Relaxed) {
            break;
        }
    }
    search.best.map(|(total, _, own)| PlannedLines { best: (total, own), before_last })
}

/// The planner's search so far: the plans played, the layouts seen, the
/// best line.
struct Search<'a, 'b> {
    board: &'a Board<'b>,
    seen: HashMap<u64, u32>,
    /// The total of each plan played, by the [`digest`] of what its line
    /// depends on alone: its noise and the targets it routes, in order (a
    /// plan that differs only in targets left off is the same plan, not
    /// routed again).
    known: HashMap<u64, u32>,
    best: Option<(u32, Plan, Line)>,
    played: usize,
    plans: usize,
    stop: &'a AtomicBool,
}

impl<'a, 'b> Search<'a, 'b> {
    /// A search over `board` that may play `plans` plans, nothing played
    /// yet.
    fn new(board: &'a Board<'b>, plans: usize, stop: &'a AtomicBool) -> Search<'a, 'b> {
        Search { board, seen: HashMap::new(), known: HashMap::new(), best: None, played: 0, plans, stop }
    }

    /// Whether no plan may be played any more (the budget spent, or the
    /// review stopped).
    fn out_of_budget(&self) -> bool {
        self.played >= self.plans || self.stop.load(Ordering::Relaxed)
    }

    /// Plays a plan (counted, once its budget allows) and keeps its line
    /// when it is the best so far; its total, or None when it was not
    /// played (no budget left) or could not be.
    fn try_plan(&mut self, plan: &Plan) -> Option<u32> {
        if self.out_of_budget() {
            return None;
        }
        self.played += 1;
        let key = digest(|h| {
            plan.noise.hash(h);
            plan.through.hash(h);
            plan.targets.iter().filter(|(_, on)| *on).for_each(|(t, _)| t.hash(h));
        });
        if let Some(&total) = self.known.get(&key) {
            return Some(total);
        }
        let (total, own) = self.board.play_once(plan, &mut self.seen)?;
        self.known.insert(key, total);
        if let Some(own) = own
            && self.best.as_ref().is_none_or(|b| total > b.0)
        {
            self.best = Some((total, plan.clone(), own));
        }
        Some(total)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::tucana::coach::Policy;
    use crate::games::tucana::coach::record_turns::{line_actions, split_record};
    use crate::games::tucana::record::TucanaRecord;
    use crate::games::tucana::rules::Networks;
    use crate::games::tucana::rules::Setup;
    use crate::games::tucana::sheet::{Sheet, builtin_sheet};
    use std::sync::Arc;

    /// A greedy solo game on the app's deck of `seed`.
    pub(in crate::games::tucana::coach) fn greedy_game(
        island: &str,
        seed: u64,
    ) -> (Arc<Sheet>, TucanaRecord) {
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
            for plan in board.first_plans() {
                let first = board.route(&plan, &board.price);
                let first_turns = board.assign(&first);
                // Routed again on the turns still free when sides are left
                // without a turn: never more sides left without one.
                let (forest, turn_of) = board.route_and_assign(&plan);
                let left = |t: &[Option<usize>]| t.iter().filter(|t| t.is_none()).count();
                assert!(left(&turn_of) <= left(&first_turns), "{island}: rerouting left more sides");
                for (forest, turn_of) in [(first, first_turns), (forest, turn_of)] {
                    check_forest(&sheet, &board, &plan, &forest, &turn_of, island);
                }
            }
        }
    }

    /// The forest joins every target of the plan that is on, and its
    /// matching gives distinct turns whose cards fit, as many as can be.
    fn check_forest(
        sheet: &Sheet,
        board: &Board,
        plan: &Plan,
        forest: &[(EdgeId, u8)],
        turn_of: &[Option<usize>],
        island: &str,
    ) {
        let mut nets = Networks::new(sheet.hexes().len());
        for &(e, _) in forest {
            let edge = sheet.edge(e);
            nets.join(edge.a, edge.b);
        }
        for &(target, on) in &plan.targets {
            match (target, on) {
                (_, false) => {}
                (Target::Pair { a, b, .. }, true) => {
                    assert!(nets.connected(a, b), "{island}: a pair of the plan is not joined");
                }
                (Target::Sight { hex, .. }, true) => assert!(
                    board.villages.iter().any(|&v| nets.connected(v, hex)),
                    "{island}: sight hex {hex} is not joined to a village"
                ),
            }
        }
        let mut used = vec![false; board.turns.len()];
        for (i, t) in turn_of.iter().enumerate() {
            let Some(t) = *t else { continue };
            assert!(!used[t], "{island}: turn {t} draws two trails");
            used[t] = true;
            let [c1, c2] = board.turns[t].cards;
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

    #[test]
    fn a_plan_laid_out_as_one_played_before_gives_its_total_again_without_playing() {
        let (sheet, record) = greedy_game("isla-petit", 9);
        let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
        let board = Board::new(&start, &turns, 1).expect("seat 1");
        let mut seen = HashMap::new();
        let plan = board.first_plans().remove(2);
        let (total, line) = board.play_once(&plan, &mut seen).expect("played");
        let line = line.expect("a first play gives its line");
        // The same targets with one more left off, and a sight left off
        // moved to another round: the same forest and turns.
        let mut same = plan.clone();
        same.targets.push((Target::Sight { hex: board.sights[0], by_round: 2 }, false));
        assert_eq!(board.play_once(&same, &mut seen), Some((total, None)));
        let (forest, turn_of) = board.route_and_assign(&plan);
        assert_eq!(board.play_forest(&forest, &turn_of), Some((total, line)));
        assert_eq!(seen.len(), 1);
    }

    #[test]
    fn the_planner_s_line_replays_to_its_total_and_the_same_record_gets_the_same_line() {
        for (island, seed) in [("isla-petit", 7u64), ("isla-grande", 8)] {
            let (sheet, record) = greedy_game(island, seed);
            let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
            let stop = AtomicBool::new(false);
            let (total, own) =
                plan_best_lines(&start, &turns, 1, 8, Walks::ONE, &[], &stop).expect("a line").best;
            let actions = line_actions(&start, &turns, &own).expect("the line replays");
            let mut line = record.clone();
            line.actions = actions;
            let game = line.replay_on(Arc::clone(&sheet)).expect("a legal record");
            assert!(game.is_over());
            let player = game.player(1).expect("seat 1");
            assert_eq!(game.final_scoring_box(player).total, total, "{island}: the line's total");
            assert_eq!(
                plan_best_lines(&start, &turns, 1, 8, Walks::ONE, &[], &stop).map(|p| p.best),
                Some((total, own)),
                "{island}: deterministic"
            );
            assert_eq!(
                plan_best_lines(&start, &turns, 1, 0, Walks::ONE, &[], &stop).map(|p| p.best),
                None,
                "no plans, no line"
            );
        }
    }

    #[test]
    fn a_path_searched_from_the_goal_costs_what_a_search_from_every_source_costs() {
        for (island, seed) in [("isla-petit", 5u64), ("isla-grande", 6)] {
            let (sheet, record) = greedy_game(island, seed);
            let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
            let board = Board::new(&start, &turns, 1).expect("seat 1");
            let edges = board.edge_count();
            let mut rng = SeededRng::new(seed);
            let noise: Vec<u32> = (0..edges).map(|_| u32::try_from(rng.below(600)).unwrap_or(0)).collect();
            let cost =
                |e: EdgeId, forest: &EdgeSet| if forest.contains(e) { 0 } else { board.price[e] + noise[e] };
            let (mut met_forest, mut reached) = (0, 0);
            for round in 0..12 {
                // A forest of some edges (none at first), as a plan's grows.
                let mut forest = EdgeSet::default();
                for e in 0..edges {
                    if rng.below(12) < round {
                        forest.insert(e);
                    }
                }
                let pair = board.pairs[round % board.pairs.len()];
                let one = [pair.1];
                let sources: &[HexId] = if round % 2 == 0 { &board.villages } else { &one };
                // The price from every source at once (Bellman–Ford: plain,
                // nothing shared with the search under test).
                let mut best = vec![u32::MAX; board.next.len()];
                for &s in sources {
                    best[s] = 0;
                }
                let mut changed = true;
                while changed {
                    changed = false;
                    for h in 0..board.next.len() {
                        for &(m, e) in &board.next[h] {
                            let through = best[h].saturating_add(cost(e, &forest));
                            if best[h] != u32::MAX && through < best[m] {
                                best[m] = through;
                                changed = true;
                            }
                        }
                    }
                }
                for (goal, &cheapest) in best.iter().enumerate() {
                    let path = board.path(sources, goal, &forest, &board.price, &noise);
                    let Some(path) = path else {
                        assert_eq!(cheapest, u32::MAX, "{island}: hex {goal} has a way but no path");
                        continue;
                    };
                    reached += 1;
                    met_forest += usize::from(path.iter().any(|&e| forest.contains(e)));
                    let price: u32 = path.iter().map(|&e| cost(e, &forest)).sum();
                    assert_eq!(price, cheapest, "{island}: the path to hex {goal} is not the cheapest");
                    // A way of edges from the goal to a source, in order.
                    let mut at = goal;
                    for &e in &path {
                        let [a, b] = board.ends(e);
                        at = if a == at {
                            b
                        } else if b == at {
                            a
                        } else {
                            panic!("{island}: a broken path")
                        };
                    }
                    assert!(sources.contains(&at), "{island}: the path to hex {goal} ends at hex {at}");
                }
            }
            assert!(reached > 0 && met_forest > 0, "{island}: no path used the forest");
        }
    }

    #[test]
    fn paths_taken_again_from_forests_routed_before_are_the_paths_routed_afresh() {
        for (island, seed) in [("isla-petit", 5u64), ("isla-grande", 6)] {
            let (sheet, record) = greedy_game(island, seed);
            let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
            let board = Board::new(&start, &turns, 1).expect("seat 1");
            let mut rng = SeededRng::new(11);
            let mut plan = board.first_plans().remove(0);
            for step in 0..80 {
                let next = board.mutate(&plan, &mut rng, false);
                // A board that never routed before: no path to take again.
                let fresh = Board::new(&start, &turns, 1).expect("seat 1");
                assert_eq!(
                    board.route_and_assign(&next),
                    fresh.route_and_assign(&next),
                    "{island}, plan {step}"
                );
                // Half the steps walk on, half stay (siblings of one plan).
                if step % 2 == 0 {
                    plan = next;
                }
            }
            assert!(board.scratch.borrow().reused > 0, "{island}: no path was taken again");
        }
    }

    #[test]
    fn the_walk_that_keeps_every_pair_turns_no_pair_off_and_the_others_do() {
        let (sheet, record) = greedy_game("isla-grande", 4);
        let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
        let board = Board::new(&start, &turns, 1).expect("seat 1");
        let every_pair_on =
            |plan: &Plan| plan.targets.iter().all(|(t, on)| *on || !matches!(t, Target::Pair { .. }));
        let start_plan = board.first_plans().remove(0);
        assert!(every_pair_on(&start_plan));
        for pairs_kept in [true, false] {
            let mut rng = SeededRng::new(3);
            let (mut plan, mut sights_toggled, mut pairs_off) = (start_plan.clone(), 0, 0);
            for _ in 0..400 {
                let next = board.mutate(&plan, &mut rng, pairs_kept);
                let on = |p: &Plan| p.targets.iter().filter(|t| t.1).map(|t| t.0).collect::<Vec<_>>();
                sights_toggled += usize::from(
                    on(&next).iter().filter(|t| matches!(t, Target::Sight { .. })).count()
                        != on(&plan).iter().filter(|t| matches!(t, Target::Sight { .. })).count(),
                );
                pairs_off += usize::from(!every_pair_on(&next));
                plan = next;
            }
            assert!(sights_toggled > 0, "pairs kept {pairs_kept}: no sight was turned on or off");
            if pairs_kept {
                assert_eq!(pairs_off, 0, "a pair was turned off");
            } else {
                assert!(pairs_off > 0, "no pair was ever turned off");
            }
        }
    }

    #[test]
    fn a_plan_differing_only_in_targets_left_off_is_not_routed_again() {
        let (sheet, record) = greedy_game("isla-petit", 9);
        let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
        let board = Board::new(&start, &turns, 1).expect("seat 1");
        let stop = AtomicBool::new(false);
        let mut search = Search::new(&board, 9, &stop);
        let plan = board.first_plans().remove(2);
        let total = search.try_plan(&plan).expect("played");
        let routes = board.scratch.borrow().routed.len();
        let mut same = plan.clone();
        same.targets.insert(0, (Target::Sight { hex: board.sights[0], by_round: 2 }, false));
        assert_eq!(search.try_plan(&same), Some(total));
        assert_eq!(board.scratch.borrow().routed.len(), routes, "routed again");
        assert_eq!(search.played, 2, "each plan counts against the budget");
    }

    #[test]
    fn a_plan_through_sights_passes_more_sight_hexes_with_its_pairs() {
        // The pairs alone, routed plainly and through sights, on four games:
        // the forests through sights pass more sight hexes in all (each
        // one on a village's network is circled without being a target).
        let (mut plain, mut through) = (0, 0);
        for (island, seed) in
            [("isla-petit", 5u64), ("isla-petit", 9), ("isla-grande", 6), ("isla-grande", 8)]
        {
            let (sheet, record) = greedy_game(island, seed);
            let (start, turns) = split_record(&record, &sheet, 1).expect("a finished game");
            let board = Board::new(&start, &turns, 1).expect("seat 1");
            let mut plan = board.first_plans().remove(2);
            for (passes, via) in [(&mut plain, false), (&mut through, true)] {
                plan.through = via;
                let (forest, turn_of) = board.route_and_assign(&plan);
                check_forest(&sheet, &board, &plan, &forest, &turn_of, island);
                let mut hexes = std::collections::BTreeSet::new();
                for &(e, _) in &forest {
                    let edge = sheet.edge(e);
                    hexes.extend([edge.a, edge.b].into_iter().filter(|h| board.sights.contains(h)));
                }
                *passes += hexes.len();
            }
        }
        assert!(through > plain, "through sights {through} sight hexes, plainly {plain}");
    }
}
