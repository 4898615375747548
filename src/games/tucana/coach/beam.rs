//! The review's beam search over the sheet's turns: from each kept line
//! every promising trail, the lines kept by what they score for sure and
//! how near their networks are to what is still open (`docs/coach.md`,
//! "The search").

use super::legal::{Move, legal_moves};
use super::quick::Outlook;
use super::record_turns::{RecordTurn, open_turn};
use super::review::ReviewBudget;
use crate::games::tucana::rules::{Action, Networks, TURNS_PER_ROUND, TucanaGame};
use crate::games::tucana::sheet::{EdgeSet, HexId, Letter, Sheet, Sight};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What the search knows of the map, read once.
struct Map {
    sheet: Arc<Sheet>,
    /// Words of a set of hexes (one bit a hex).
    words: usize,
    /// Each hex's neighbours as a set of hexes, `words` words a hex.
    around: Vec<u64>,
    /// The sight hexes: the only ones whose distance the score reads.
    sights: Vec<u64>,
}

/// The buffers [`evaluate`] fills for each line, kept from line to line so
/// that scoring a line allocates nothing.
#[derive(Default)]
struct Scratch {
    /// Each hex's network (its representative) on the line's sheet.
    root: Vec<HexId>,
    /// Each network's hexes as a set, `words` words a representative.
    network: Vec<u64>,
    /// The hexes in a network of more than one hex (the others' network is
    /// the hex alone).
    joined: Vec<u64>,
    /// Trails still to draw to each hex (see [`Map::distances`]).
    dist: Vec<u16>,
    /// Hexes reached, the last ring reached and the next one.
    reached: Vec<u64>,
    ring: Vec<u64>,
    next: Vec<u64>,
}

/// Trails from which a target weighs nothing ([`NEAR`] ends there): the
/// search's distances stop short of it.
const FAR: u16 = NEAR.len() as u16;

/// The hexes of a set, in increasing order.
fn hexes_in(set: &[u64]) -> impl Iterator<Item = HexId> + '_ {
    set.iter().enumerate().flat_map(|(i, &word)| {
        let mut w = word;
        std::iter::from_fn(move || {
            (w != 0).then(|| {
                let bit = w.trailing_zeros() as usize;
                w &= w - 1;
                i * 64 + bit
            })
        })
    })
}

/// `into |= from`, word by word.
fn add(into: &mut [u64], from: &[u64]) {
    for (a, b) in into.iter_mut().zip(from) {
        *a |= b;
    }
}

impl Map {
    fn new(sheet: &Arc<Sheet>) -> Map {
        let hexes = sheet.hexes().len();
        let words = hexes.div_ceil(64);
        let mut around = vec![0u64; hexes * words];
        for h in 0..hexes {
            for (n, _) in sheet.neighbours(h) {
                around[h * words + n / 64] |= 1 << (n % 64);
            }
        }
        let mut sights = vec![0u64; words];
        for h in Sight::ALL.iter().flat_map(|&s| sheet.sight_hexes(s)) {
            sights[h / 64] |= 1 << (h % 64);
        }
        Map { sheet: Arc::clone(sheet), words, around, sights }
    }

    /// Reads a line's networks into `scratch`: each hex's representative
    /// and each network's hexes.
    fn read_networks(&self, nets: &Networks, scratch: &mut Scratch) {
        let (hexes, words) = (self.sheet.hexes().len(), self.words);
        nets.roots_into(&mut scratch.root);
        scratch.network.clear();
        scratch.network.resize(hexes * words, 0);
        scratch.joined.clear();
        scratch.joined.resize(words, 0);
        for (h, &r) in scratch.root.iter().enumerate() {
            scratch.network[r * words + h / 64] |= 1 << (h % 64);
            if r != h {
                scratch.joined[h / 64] |= 1 << (h % 64);
                scratch.joined[r / 64] |= 1 << (r % 64);
            }
        }
    }

    /// Trails still to draw from every hex whose network is one of
    /// `from_roots` to each hex (of the networks [`Map::read_networks`]
    /// read): 0 along drawn trails, 1 for each free side. Ring by ring: the
    /// next ring is every neighbour of the last one not reached yet, with
    /// the whole network of each (a drawn trail joins two hexes of one
    /// network, so a side to a neighbour is free or leads inside a network
    /// already reached). Writes the distances of the hexes in `written`
    /// only (the others stay `u16::MAX`), and only those below [`FAR`], as
    /// nothing that far weighs. With `goal`, it stops at the first ring
    /// holding a hex of that network and returns its distance (the
    /// network's); without it, it returns `u16::MAX`.
    fn distances(
        &self,
        from_roots: &[HexId],
        goal: Option<HexId>,
        written: &[u64],
        scratch: &mut Scratch,
    ) -> u16 {
        let words = self.words;
        let Scratch { root, network, joined, dist, reached, ring, next } = scratch;
        dist.clear();
        dist.resize(root.len(), u16::MAX);
        for set in [&mut *reached, &mut *ring] {
            set.clear();
            set.resize(words, 0);
        }
        for &r in from_roots {
            add(ring, &network[r * words..(r + 1) * words]);
        }
        add(reached, ring);
        for d in 0..FAR {
            for (i, (&r, &t)) in ring.iter().zip(written).enumerate() {
                let mut w = r & t;
                while w != 0 {
                    dist[i * 64 + w.trailing_zeros() as usize] = d;
                    w &= w - 1;
                }
            }
            if let Some(goal) = goal
                && ring.iter().zip(&network[goal * words..(goal + 1) * words]).any(|(&r, &g)| r & g != 0)
            {
                return d;
            }
            next.clear();
            next.resize(words, 0);
            for h in hexes_in(ring) {
                add(next, &self.around[h * words..(h + 1) * words]);
            }
            for (n, r) in next.iter_mut().zip(reached.iter()) {
                *n &= !r;
            }
            ring.clear();
            ring.extend_from_slice(next);
            for (i, (&n, &j)) in next.iter().zip(joined.iter()).enumerate() {
                let mut w = n & j;
                while w != 0 {
                    let h = i * 64 + w.trailing_zeros() as usize;
                    w &= w - 1;
                    add(ring, &network[root[h] * words..(root[h] + 1) * words]);
                }
            }
            if ring.iter().all(|&w| w == 0) {
                break;
            }
            add(reached, ring);
        }
        u16::MAX
    }
}

/// Weight of a target `d` trails away, in thousandths.
const NEAR: [i64; 8] = [1000, 500, 250, 125, 62, 31, 15, 7];

/// How good a line is after a turn, in thousandths of a point: the points it
/// holds for sure (every sight circled counts in every line still to be
/// written) plus what lies near (sights and pairs a few trails away,
/// halved per trail).
fn evaluate(map: &Map, game: &TucanaGame, seat: u8, scratch: &mut Scratch) -> (i64, i64) {
    let Some(p) = game.player(seat) else { return (i64::MIN, i64::MIN) };
    let sheet = &map.sheet;
    let rounds = sheet.rounds();
    let boxed = game.final_scoring_box(p);
    let written = boxed.round_lines.iter().flatten().count() as u8;
    let lines_left = rounds - written;
    let sure = i64::from(boxed.total) + i64::from(game.sight_sum_now(p)) * i64::from(lines_left);
    if game.is_over() {
        return (sure * 1000, sure);
    }
    let turns_left_in_round = i64::from(TURNS_PER_ROUND) - i64::from(game.turn_in_round()) + 1;
    let turns_left =
        turns_left_in_round + i64::from(lines_left.saturating_sub(1)) * i64::from(TURNS_PER_ROUND);
    map.read_networks(p.networks(), scratch);
    let village_roots = sheet.villages().map(|v| scratch.root[v]);
    map.distances(&village_roots, None, &map.sights, scratch);
    let dist = &scratch.dist;
    let mut near = 0i64;
    for sight in Sight::ALL {
        let mut ds: Vec<u16> =
            sheet.sight_hexes(sight).iter().filter(|&&h| !p.is_circled(h)).map(|&h| dist[h]).collect();
        ds.sort_unstable();
        let circled = p.circles().iter().filter(|c| c.sight == sight).count();
        for (value, &d) in sheet.sight_values(sight).iter().skip(circled).zip(&ds) {
            if i64::from(d) > turns_left {
                continue;
            }
            let lines = if i64::from(d) <= turns_left_in_round { lines_left } else { lines_left - 1 };
            let weight = NEAR.get(usize::from(d)).copied().unwrap_or(0);
            near += (i64::from(value.points) * i64::from(lines) + i64::from(value.bonus_trail)) * weight;
        }
    }
    for letter in Letter::ALL {
        if p.pairs().iter().any(|l| l.letter == letter) {
            continue;
        }
        let villages: Vec<HexId> =
            (0..10usize).filter(|&i| p.letters[i] == letter).map(|i| sheet.villages()[i]).collect();
        let [a, b] = villages[..] else { continue };
        let (ra, rb) = (scratch.root[a], scratch.root[b]);
        let d = map.distances(&[ra], Some(rb), &[], scratch);
        if i64::from(d) > turns_left {
            continue;
        }
        let card = game.top_blue_card(letter).map_or(0, |c| i64::from(c.points));
        let weight = NEAR.get(usize::from(d)).copied().unwrap_or(0);
        near += (i64::from(sheet.village_value(letter)) + card) * weight;
    }
    (sure * 1000 + near, sure)
}

/// A line of the search.
#[derive(Clone)]
struct Line {
    game: TucanaGame,
    /// This sheet's actions, with the turn of each.
    own: Vec<(usize, Action)>,
    score: i64,
    /// The points it holds for sure (the first part of `score`).
    sure: i64,
    /// Whether it is the line as played.
    played: bool,
}

/// The quick look's order of the trails a sheet may draw now.
pub(super) fn promising(game: &TucanaGame, seat: u8, keep: usize) -> Vec<Move> {
    let Some(player) = game.player(seat) else { return Vec::new() };
    let outlook = Outlook::new(game, player);
    let sheet = game.sheet();
    let mut moves: Vec<(i64, Move)> = legal_moves(game, seat)
        .into_iter()
        .map(|mv| (outlook.gain(sheet, mv.edge).quick_score(), mv))
        .collect();
    moves.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.edge.cmp(&b.1.edge)));
    moves.truncate(keep.max(1));
    moves.into_iter().map(|(_, mv)| mv).collect()
}

/// Every way the sheet may finish the open turn from `game` (a trail, then
/// its bonus trails), as the games after it and the actions.
fn finish_turn(
    game: &TucanaGame,
    seat: u8,
    budget: &ReviewBudget,
    out: &mut Vec<(TucanaGame, Vec<Action>)>,
    so_far: Vec<Action>,
    room: &mut usize,
) {
    if game.is_done(seat) || game.turn_cards().is_none() {
        out.push((game.clone(), so_far));
        *room = room.saturating_sub(1);
        return;
    }
    if game.pass_offered(seat) {
        let mut g = game.clone();
        let pass = Action::Pass { seat };
        if g.apply(&pass).is_ok() {
            let mut actions = so_far;
            actions.push(pass);
            out.push((g, actions));
            *room = room.saturating_sub(1);
        }
        return;
    }
    let keep = if game.owed_bonus_trails(seat) > 0 { budget.bonus_choices } else { budget.trails_per_line };
    for (i, mv) in promising(game, seat, keep).into_iter().enumerate() {
        // Out of room: the first trail only, so every branch still ends.
        if i > 0 && *room == 0 {
            break;
        }
        let mut g = game.clone();
        let action = mv.action(seat);
        if g.apply(&action).is_err() {
            continue;
        }
        let mut actions = so_far.clone();
        actions.push(action);
        finish_turn(&g, seat, budget, out, actions, room);
    }
}

/// The beam search: the best line found, as (total, this sheet's actions
/// by turn), and the number of states weighed.
pub(super) fn search(
    start: &TucanaGame,
    turns: &[RecordTurn],
    seat: u8,
    budget: &ReviewBudget,
    stop: &AtomicBool,
) -> (u32, Vec<(usize, Action)>, u64, bool) {
    let map = Map::new(start.sheet_arc());
    let mut scratch = Scratch::default();
    let mut beam = vec![Line { game: start.clone(), own: Vec::new(), score: 0, sure: 0, played: true }];
    let mut states = 0u64;
    let mut complete = true;
    for (t, turn) in turns.iter().enumerate() {
        if complete && (states >= budget.states || stop.load(Ordering::Relaxed)) {
            complete = false;
        }
        let budget = if complete { budget } else { &ReviewBudget::LAST_RESORT };
        let mut pool: Vec<Line> = Vec::new();
        for line in beam {
            let mut game = line.game;
            if open_turn(&mut game, turn).is_none() {
                continue;
            }
            let mut finished = Vec::new();
            let mut room = budget.turn_outcomes.max(1);
            if line.played {
                let mut g = game.clone();
                if turn.own.iter().all(|a| g.apply(a).is_ok()) {
                    finished.push((g, turn.own.clone()));
                }
            } else {
                finish_turn(&game, seat, budget, &mut finished, Vec::new(), &mut room);
            }
            if line.played {
                // The played line also branches: it is where most good
                // lines start.
                finish_turn(&game, seat, budget, &mut finished, Vec::new(), &mut room);
            }
            for (i, (g, actions)) in finished.into_iter().enumerate() {
                states += 1;
                let (score, sure) = evaluate(&map, &g, seat, &mut scratch);
                let mut own = line.own.clone();
                own.extend(actions.into_iter().map(|a| (t, a)));
                pool.push(Line { game: g, own, score, sure, played: line.played && i == 0 });
            }
        }
        // One line per set of drawn trails: the best scored.
        pool.sort_by(|a, b| b.played.cmp(&a.played).then(b.score.cmp(&a.score)));
        let mut seen: HashSet<EdgeSet> = HashSet::new();
        let mut kept: Vec<Line> = Vec::with_capacity(budget.beam + 1);
        let mut played = None;
        for line in pool {
            if line.played {
                played = Some(line);
                continue;
            }
            let key = line.game.player(seat).map(|p| *p.drawn()).unwrap_or_default();
            if !seen.insert(key) {
                continue;
            }
            kept.push(line);
        }
        kept.sort_by_key(|l| std::cmp::Reverse(l.score));
        // The best by the full score, then the best of the rest by the
        // points held for sure.
        let mut by_sure = kept.split_off(budget.beam.max(1).min(kept.len()));
        by_sure.sort_by(|a, b| b.sure.cmp(&a.sure).then(b.score.cmp(&a.score)));
        by_sure.truncate(budget.sure_beam);
        kept.extend(by_sure);
        kept.extend(played);
        beam = kept;
    }
    let total = |l: &Line| l.game.player(seat).map_or(0, |p| l.game.final_scoring_box(p).total);
    let best = beam.iter().max_by(|a, b| total(a).cmp(&total(b)).then(a.played.cmp(&b.played)));
    match best {
        Some(line) => (total(line), line.own.clone(), states, complete),
        None => (0, Vec::new(), states, complete),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::builtin_sheet;

    #[test]
    fn the_search_s_distances_are_exact_below_far_and_a_goal_s_is_its_nearest_hex() {
        let sheet = Arc::new(builtin_sheet("isla-grande").expect("a built-in island"));
        let map = Map::new(&sheet);
        let hexes = sheet.hexes().len();
        let mut rng = crate::games::tucana::rules::random::SeededRng::new(32);
        for _ in 0..20 {
            let mut drawn = EdgeSet::default();
            let mut nets = crate::games::tucana::rules::Networks::new(hexes);
            for e in 0..sheet.edges().len() {
                if rng.below(4) == 0 {
                    drawn.insert(e);
                    nets.join(sheet.edge(e).a, sheet.edge(e).b);
                }
            }
            let mut scratch = Scratch::default();
            map.read_networks(&nets, &mut scratch);
            let (from, goal) = (scratch.root[sheet.villages()[0]], scratch.root[sheet.villages()[9]]);
            // Every distance by a plain relaxation to the fixed point.
            let mut exact: Vec<u32> =
                (0..hexes).map(|h| if scratch.root[h] == from { 0 } else { u32::MAX }).collect();
            loop {
                let mut changed = false;
                for (e, edge) in sheet.edges().iter().enumerate() {
                    let w = u32::from(!drawn.contains(e));
                    for (x, y) in [(edge.a, edge.b), (edge.b, edge.a)] {
                        if exact[x] != u32::MAX && exact[x] + w < exact[y] {
                            exact[y] = exact[x] + w;
                            changed = true;
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            let capped =
                |d: u32| if d < u32::from(FAR) { u16::try_from(d).unwrap_or(u16::MAX) } else { u16::MAX };
            let every_hex = vec![u64::MAX; map.words];
            assert_eq!(map.distances(&[from], None, &every_hex, &mut scratch), u16::MAX);
            let all: Vec<u16> = exact.iter().map(|&d| capped(d)).collect();
            assert_eq!(scratch.dist, all, "every hex nearer than FAR, exactly");
            let nearest = (0..hexes).filter(|&h| scratch.root[h] == goal).map(|h| exact[h]).min();
            assert_eq!(
                map.distances(&[from], Some(goal), &[], &mut scratch),
                capped(nearest.unwrap_or(u32::MAX)),
                "the goal network's nearest hex"
            );
        }
    }
}
