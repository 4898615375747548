//! The review of a finished game: for one tracked sheet, the best total a
//! search finds with exactly the cards that were revealed, an upper bound
//! no line can pass ([`super::bound`]), and the turns where the played
//! trail lost the most against the coach's choice.
//!
//! The search is a beam search over the sheet's turns, then the planner
//! ([`super::planner`]), which plans a whole network against the turns'
//! cards; the better line is the best found (`docs/coach.md`, "The
//! review"). The deal stays as the record has it, and so do the other
//! sheets' trails and the bonus cards the table took; only the reviewed
//! sheet's trails change. Both are deterministic and counted in states and
//! plans, never in time.

use super::bound::{UpperBound, upper_bound};
use super::hint::{Budget, Weighed, weigh_until};
use super::legal::{Move, legal_moves};
use super::planner::{Line as PlannedLine, Walks, plan_best_lines};
use super::polish::polish_line;
use super::quick::Outlook;
use super::seed::record_seed;
use crate::games::tucana::record::{TucanaRecord, TucanaRecordError};
use crate::games::tucana::rules::{
    Action, BonusCard, GameEvent, Networks, SheetEvent, TURNS_PER_ROUND, TucanaGame, TurnIndex,
};
use crate::games::tucana::sheet::{Card, EdgeSet, HexId, Letter, Sheet, Sight};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How much work a review may do, counted in states and simulated games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewBudget {
    /// Lines kept after each turn.
    pub beam: usize,
    /// Lines kept after each turn beside those: the ones holding the most
    /// points for sure (the Final Scoring Box so far and every circled
    /// sight in each line still to be written), whatever lies near. The
    /// full score's look-ahead can mislead the whole beam on a game; a
    /// plain beam kept by these points alone once found 72 where the
    /// review found 65.
    pub sure_beam: usize,
    /// Trails tried from each kept line per turn at most (the most
    /// promising by the quick look; on most turns every legal trail).
    pub trails_per_line: usize,
    /// Edges tried for each owed bonus trail (by the quick look).
    pub bonus_choices: usize,
    /// Most ways one line may finish a turn (its trail and a chain of bonus
    /// trails): past it, each branch left takes the quick look's first
    /// trail only. With [`ReviewBudget::beam`] it bounds the lines held at
    /// once, so the search's memory is fixed on any sheet (a chain of `+`
    /// values once grew it past 15 GB).
    pub turn_outcomes: usize,
    /// Most lines weighed in the whole search: past it the search goes on
    /// with its best line alone, finished by the quick look (anytime).
    pub states: u64,
    /// Plans the planner plays after the beam (`coach/planner.rs`: targets
    /// routed as one forest, its trails matched to the turns whose cards
    /// fit them); 0 leaves it out.
    pub plans: usize,
    /// Walks the planner takes when the game tracks one sheet alone, each
    /// of [`ReviewBudget::plans`] plans from the best line so far (a
    /// table's review takes one): its verdicts then weigh one sheet's
    /// hints, a small part of what a table's cost, so the search may take
    /// more of the review's time. The first walk is the table's, so more
    /// walks never find less (`docs/coach.md`, "The planner").
    pub solo_walks: usize,
    /// Plans each walk after the first plays (the first plays
    /// [`ReviewBudget::plans`]): a longer walk cools more slowly and finds
    /// more than more short ones for the same plays (`docs/coach.md`, "The
    /// planner").
    pub walk_plans: usize,
    /// Plans of one more walk of the planner after the others, from the
    /// best line so far (0 in [`ReviewBudget::STANDARD`]): the walks
    /// before it are the standard review's, so the longer search
    /// ([`ReviewBudget::DEEP`]) never plans below it.
    pub last_walk_plans: usize,
    /// Changes of the best line played after the planner, one trail at a
    /// time (`coach/polish.rs`: two turns trading their trails, a trail
    /// drawn elsewhere), kept while one scores more; 0 leaves it out.
    pub polish: usize,
    /// The coach's budget for its own line at each turn: the hint's, so the
    /// review's verdict is the hint the player could ask for (one voice).
    pub coach: Budget,
}

impl ReviewBudget {
    /// What the app and `trailpad review` use (see `benches/coach.rs`).
    pub const STANDARD: ReviewBudget = ReviewBudget {
        beam: 48,
        sure_beam: 16,
        trails_per_line: 24,
        bonus_choices: 4,
        turn_outcomes: 48,
        states: 250_000,
        plans: 3000,
        solo_walks: 4,
        walk_plans: 5000,
        last_walk_plans: 0,
        polish: 3000,
        coach: Budget::STANDARD,
    };
    /// The longer search a person asks for on the review screen (or
    /// `trailpad review --deep`): [`ReviewBudget::STANDARD`], then one more
    /// walk of the planner of 315,000 plans from the best line so far, for
    /// a solo game and a table's seat alike. The line it had before that
    /// walk (the standard review's) is polished too and the better kept,
    /// so it never ends below the standard review. On the benchmark's solo
    /// Isla Grande games it finds 8.3 points more in about fifteen times
    /// the time (`docs/coach.md`, "The longer search").
    pub const DEEP: ReviewBudget = ReviewBudget { last_walk_plans: 315_000, ..ReviewBudget::STANDARD };
    /// A small budget for tests in debug builds.
    pub const QUICK: ReviewBudget = ReviewBudget {
        beam: 3,
        sure_beam: 1,
        trails_per_line: 6,
        bonus_choices: 2,
        turn_outcomes: 12,
        states: 20_000,
        plans: 100,
        solo_walks: 1,
        walk_plans: 100,
        last_walk_plans: 0,
        polish: 100,
        coach: Budget::QUICK,
    };

    /// What the search does once its budget or time has run out: one line,
    /// one trail per decision.
    const LAST_RESORT: ReviewBudget = ReviewBudget {
        beam: 1,
        sure_beam: 0,
        trails_per_line: 1,
        bonus_choices: 1,
        turn_outcomes: 1,
        states: u64::MAX,
        plans: 0,
        solo_walks: 1,
        walk_plans: 0,
        last_walk_plans: 0,
        polish: 0,
        coach: Budget::QUICK,
    };
}

/// The longer search only searches more: the same beam, bound and coach
/// (so the same turn verdicts), the same walks of the planner, then one
/// more. Checked when the crate is built.
const _: () = {
    let (deep, standard) = (ReviewBudget::DEEP, ReviewBudget::STANDARD);
    assert!(deep.beam == standard.beam && deep.sure_beam == standard.sure_beam);
    assert!(deep.coach.candidates == standard.coach.candidates);
    assert!(deep.coach.rollouts == standard.coach.rollouts);
    assert!(deep.plans == standard.plans && deep.walk_plans == standard.walk_plans);
    assert!(deep.solo_walks == standard.solo_walks);
    assert!(deep.last_walk_plans > standard.last_walk_plans && deep.polish >= standard.polish);
};

/// Why a record cannot be reviewed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// The record does not replay.
    #[error("{0}")]
    Record(#[from] TucanaRecordError),
    /// No sheet of that seat is kept in the record.
    #[error("no sheet of seat {0} is kept in this game")]
    UnknownSeat(u8),
    /// Only a finished game is reviewed.
    #[error("the game is not over yet: a review needs every round played")]
    NotOver,
}

/// One turn of the reviewed sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnReview {
    /// The turn, counted from 0 over the game.
    pub turn: TurnIndex,
    /// Its round, 1-based.
    pub round: u8,
    /// Its turn in the round, 1-based.
    pub turn_in_round: u8,
    /// The two cards revealed.
    pub cards: [Card; 2],
    /// The trails the sheet drew (the turn's trail, then bonus trails);
    /// empty when it passed.
    pub played: Vec<Move>,
    /// The coach's own line for the turn: its choice for the turn's trail,
    /// then its bonus trails chosen after that choice (the played trails
    /// when the coach would have drawn the same).
    pub coach: Vec<Move>,
    /// What the best line found drew in this turn.
    pub best: Vec<Move>,
    /// Expected final total after the played trails, as the hint weighs
    /// them at the turn's first decision (the mean of its simulated games).
    pub played_expected: f64,
    /// The same after the coach's own line, on the same simulated games.
    pub coach_expected: f64,
    /// Whether the turn was weighed: false for the turns left when the
    /// review's time ran out (then nothing is said of them).
    pub weighed: bool,
    /// What the played trails lost against the coach's line, in expected
    /// points: `coach_expected − played_expected`, or 0 when that is within
    /// [`TurnReview::margin`] (or the trails were the coach's).
    pub loss: f64,
    /// How far the difference could stray from zero by chance (two
    /// standard errors of the paired difference over the simulated games);
    /// 0 when the played trails were the coach's.
    pub margin: f64,
}

/// The review of one sheet.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// The seat.
    pub seat: u8,
    /// The sheet's final total as played.
    pub played: u32,
    /// The best total found: the best of [`Review::beam_best`],
    /// [`Review::planned_best`] and [`Review::polished_best`] (never below
    /// the played total).
    pub best: u32,
    /// The best total the beam search found.
    pub beam_best: u32,
    /// The best total the planner found (0 when it did not run).
    pub planned_best: u32,
    /// The kept line's total when it was polished one trail at a time
    /// (`coach/polish.rs`): never below the line it started from. 0 when
    /// the kept line was not polished (the polish left out, or the search
    /// stopped before that line's polish).
    pub polished_best: u32,
    /// No line can total more.
    pub bound: UpperBound,
    /// Whether the game was solo (the deal was then the whole story).
    pub solo: bool,
    /// The solo title the played total earned (solo only).
    pub played_title: Option<String>,
    /// The solo title the best line found earns (solo only): the cards
    /// allowed at least this one.
    pub best_title: Option<String>,
    /// Whether the best line's solo reshuffle kept other blue cards than
    /// the game's did (it draws from the cards that line left on the
    /// table, so it may score a card the game's reshuffle removed).
    pub reshuffle_differs: bool,
    /// Every turn of the game, in order.
    pub turns: Vec<TurnReview>,
    /// The best line as a whole record's actions (the deal, the other
    /// sheets and the table as they happened; this sheet's trails changed).
    pub best_actions: Vec<Action>,
    /// States the search kept and weighed (for the benchmark).
    pub states: u64,
    /// Whether the search and the verdicts ran to their end. False when the
    /// state budget or the time ran out (or the review was cancelled): the
    /// best found is then the best line so far, finished by the quick look,
    /// and the turns not yet weighed say so ([`TurnReview::weighed`]).
    pub complete: bool,
}

impl Review {
    /// The `n` turns that lost the most, worst first (ties: the earlier
    /// turn); only turns that lost something.
    pub fn worst_turns(&self, n: usize) -> Vec<&TurnReview> {
        let mut turns: Vec<&TurnReview> = self.turns.iter().filter(|t| t.loss > 0.0).collect();
        turns.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.turn.cmp(&b.turn)));
        turns.truncate(n);
        turns
    }

    /// The best line as an ordinary record: the same set-up and dates.
    pub fn best_record(&self, record: &TucanaRecord) -> TucanaRecord {
        let mut best = record.clone();
        best.actions = self.best_actions.clone();
        best.place.clear();
        best.note.clear();
        best
    }
}

/// One turn of the record, split for the search.
pub(super) struct RecordTurn {
    /// Actions between the previous turn and this one's reveal (cards
    /// taken at the table, the solo reshuffle).
    before: Vec<Action>,
    pub(super) cards: [Card; 2],
    /// The other sheets' actions and cards taken during the turn.
    during: Vec<Action>,
    /// The reviewed sheet's actions (its hint requests left out).
    pub(super) own: Vec<Action>,
    /// `during` as the reviewed sheet alone needs it (see [`sheet_alone`]).
    during_alone: Vec<Action>,
}

pub(super) fn split_record(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    seat: u8,
) -> Result<(TucanaGame, Vec<RecordTurn>), ReviewError> {
    let start = TucanaGame::new(Arc::clone(sheet), record.setup.clone()).map_err(TucanaRecordError::from)?;
    if start.player(seat).is_none() {
        return Err(ReviewError::UnknownSeat(seat));
    }
    let mut game = start.clone();
    let mut turns: Vec<RecordTurn> = Vec::new();
    let mut before = Vec::new();
    for (i, action) in record.actions.iter().enumerate() {
        let in_turn = game.turn_cards().is_some();
        let tracked = action.seat().is_some_and(|s| game.player(s).is_some());
        let events = game.apply(action).map_err(|refusal| TucanaRecordError::Illegal {
            index: i + 1,
            action: action.clone(),
            refusal,
        })?;
        match action {
            Action::Reveal(a, b) => turns.push(RecordTurn {
                before: std::mem::take(&mut before),
                cards: [*a, *b],
                during: Vec::new(),
                own: Vec::new(),
                during_alone: Vec::new(),
            }),
            Action::Coached { seat: s } if *s == seat => {}
            _ if !in_turn => before.push(action.clone()),
            _ => {
                let Some(turn) = turns.last_mut() else { continue };
                if action.seat() == Some(seat) {
                    turn.own.push(action.clone())
                } else {
                    turn.during.push(action.clone());
                    if tracked {
                        turn.during_alone.extend(cards_taken(action, &events));
                    } else {
                        turn.during_alone.push(action.clone());
                    }
                }
            }
        }
    }
    if !game.is_over() {
        return Err(ReviewError::NotOver);
    }
    Ok((start, turns))
}

/// The bonus cards another tracked sheet's action took, as marks of cards
/// taken at the table: the top blue card of each pair it joined, the red
/// card of each sight type it first linked (the turn's close takes one card
/// for all who claim it, so a mark takes the same card a claim would).
fn cards_taken(action: &Action, events: &[GameEvent]) -> Vec<Action> {
    events
        .iter()
        .filter_map(|event| match event {
            GameEvent::Sheet { seat, event } if Some(*seat) == action.seat() => match event {
                SheetEvent::PairConnected { letter, .. } => Some(BonusCard::Blue(*letter)),
                SheetEvent::SightsLinked(sight) => Some(BonusCard::Red(*sight)),
                SheetEvent::SightCircled { .. } => None,
            },
            _ => None,
        })
        .map(Action::TakenElsewhere)
        .collect()
}

/// The record as the search plays it: only the reviewed sheet tracked
/// ([`TucanaGame::with_only_sheet`]), each other tracked sheet's turn
/// replaced by the bonus cards its trails took, marked as taken at the
/// table ([`cards_taken`]). The other sheets touch the reviewed one only
/// through the bonus cards they take, and their trails do not depend on
/// its line, so every line plays exactly as in the whole game, while no
/// line clones and replays seven more sheets each turn at a table of
/// eight. The best line is written out in the whole game
/// ([`line_actions`] with the record's turns).
pub(super) fn sheet_alone(
    start: &TucanaGame,
    turns: &[RecordTurn],
    seat: u8,
) -> (TucanaGame, Vec<RecordTurn>) {
    let alone = turns
        .iter()
        .map(|t| RecordTurn {
            before: t.before.clone(),
            cards: t.cards,
            during: t.during_alone.clone(),
            own: t.own.clone(),
            during_alone: t.during_alone.clone(),
        })
        .collect();
    (start.with_only_sheet(seat), alone)
}

/// The blue cards kept by a solo reshuffle in another line: the app's own
/// draw when the app deals; else the record's kept cards still on the table,
/// then the lowest letters left.
fn reshuffle_kept(game: &TucanaGame, recorded: &[Letter]) -> Vec<Letter> {
    if let Some(kept) = game.app_solo_reshuffle() {
        return kept;
    }
    let on_table = game.blue_letters_on_table();
    let mut kept: Vec<Letter> = recorded.iter().copied().filter(|l| on_table.contains(l)).collect();
    for l in on_table {
        if kept.len() >= 2 {
            break;
        }
        if !kept.contains(&l) {
            kept.push(l);
        }
    }
    kept.truncate(2);
    kept.sort();
    kept
}

/// Opens a record turn on a line: what happened at the table before the
/// reveal, the reveal, the other sheets' moves. Returns the actions applied
/// (a card the table took that this line already took is left out).
pub(super) fn open_turn(game: &mut TucanaGame, turn: &RecordTurn) -> Option<Vec<Action>> {
    let mut applied = Vec::new();
    for action in &turn.before {
        let action = match action {
            Action::SoloReshuffle { kept } if game.solo_reshuffle_due() => {
                Action::SoloReshuffle { kept: reshuffle_kept(game, kept) }
            }
            Action::SoloReshuffle { .. } => continue,
            other => other.clone(),
        };
        if game.apply(&action).is_ok() {
            applied.push(action);
        }
    }
    if game.solo_reshuffle_due() {
        let action = Action::SoloReshuffle { kept: reshuffle_kept(game, &[]) };
        game.apply(&action).ok()?;
        applied.push(action);
    }
    let reveal = Action::Reveal(turn.cards[0], turn.cards[1]);
    game.apply(&reveal).ok()?;
    applied.push(reveal);
    for action in &turn.during {
        if game.apply(action).is_ok() {
            applied.push(action.clone());
        }
    }
    Some(applied)
}

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
        .map(|mv| {
            let g = outlook.gain(sheet, mv.edge);
            let score = i64::from(g.points) * 8
                + i64::from(g.bonus_trails) * 12
                + i64::from(g.extends_village_network) * 6
                + i64::from(g.touches_target) * 3;
            (score, mv)
        })
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
fn search(
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

/// Replays a line: the record's turns with this sheet's actions replaced.
pub(super) fn line_actions(
    start: &TucanaGame,
    turns: &[RecordTurn],
    own: &[(usize, Action)],
) -> Option<Vec<Action>> {
    let mut game = start.clone();
    let mut actions = Vec::new();
    for (t, turn) in turns.iter().enumerate() {
        actions.extend(open_turn(&mut game, turn)?);
        for (_, action) in own.iter().filter(|(at, _)| *at == t) {
            game.apply(action).ok()?;
            actions.push(action.clone());
        }
    }
    Some(actions)
}

/// The trail a sheet's action draws (None for any other action, or for
/// hexes the sheet does not have).
pub(super) fn move_of(game: &TucanaGame, action: &Action) -> Option<Move> {
    let (from, to, bonus) = match action {
        Action::Trail { from, to, .. } => (*from, *to, false),
        Action::BonusTrail { from, to, .. } => (*from, *to, true),
        _ => return None,
    };
    let a = game.sheet().hex_at(from)?;
    let b = game.sheet().hex_at(to)?;
    let edge = game.sheet().edge_between(a, b)?;
    Some(Move { edge, from, to, bonus })
}

/// One decision of the reviewed sheet as played: the record's index of
/// its action, the game just before it, and the trail drawn.
struct Decision {
    index: usize,
    before: TucanaGame,
    action: Action,
    trail: Move,
}

/// Most decisions one turn can hold (a trail and a chain of bonus trails):
/// a guard for the coach's line, never reached on a valid sheet.
const MOST_DECISIONS_IN_A_TURN: usize = 64;

/// The coach's own line for a turn: its choice for the turn's trail, then
/// its choice for every bonus trail that choice owes, each made after the
/// coach's previous one. While the coach's line is the played one, each
/// choice is exactly the hint the player could ask for there (the same
/// game, seed and budget); once it leaves it, the seed follows the coach's
/// own actions, as the hint's seed follows the record.
fn coach_line(
    record: &TucanaRecord,
    seat: u8,
    played: &[Decision],
    budget: Budget,
    stop: &AtomicBool,
) -> (Vec<(Action, Move)>, Option<Weighed>) {
    let Some(first) = played.first() else { return (Vec::new(), None) };
    let mut game = first.before.clone();
    let mut prefix: Vec<Action> = record.actions[..first.index].to_vec();
    let mut line: Vec<(Action, Move)> = Vec::new();
    let mut first_hint = None;
    for k in 0..MOST_DECISIONS_IN_A_TURN {
        let on_played_line =
            k < played.len() && line.iter().zip(played).all(|(c, p)| c.1.edge == p.trail.edge);
        let (at, seed) = match played.get(k) {
            Some(p) if on_played_line => (&p.before, record_seed(&record.actions[..p.index], seat)),
            _ => (&game, record_seed(&prefix, seat)),
        };
        let Ok(weighed) = weigh_until(at, seat, seed, budget, stop) else { break };
        let best = weighed.hint.best().map(|s| s.trail);
        if k == 0 {
            first_hint = Some(weighed);
        }
        let Some(best) = best else { break };
        let action = best.action(seat);
        if game.apply(&action).is_err() {
            break;
        }
        prefix.push(action.clone());
        line.push((action, best));
        if game.owed_bonus_trails(seat) == 0 {
            break;
        }
    }
    (line, first_hint)
}

/// How far a mean of paired differences over `n` simulated games can stray
/// from zero by chance: two standard errors (about 95 %). With one game
/// there is no spread to measure, and nothing is called noise.
fn noise_margin(differences: &[f64]) -> f64 {
    let n = differences.len();
    if n < 2 {
        return 0.0;
    }
    let mean = differences.iter().sum::<f64>() / n as f64;
    let variance = differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    2.0 * (variance / n as f64).sqrt()
}

/// The verdict on one turn: the played trails against the coach's own line
/// for that turn, both weighed by the hint's evaluation at the turn's first
/// decision (its seed, its simulated games, its budget). A turn of one
/// trail is thus weighed exactly as the hint weighed it; a turn with bonus
/// trails compares whole turns, so the loss is the difference of the two
/// expected totals shown. A difference within the estimate's noise is no
/// loss.
fn verdict(
    record: &TucanaRecord,
    seat: u8,
    played: &[Decision],
    budget: Budget,
    stop: &AtomicBool,
    turn: &mut TurnReview,
) {
    let Some(first) = played.first() else { return };
    turn.played = played.iter().map(|d| d.trail).collect();
    if stop.load(Ordering::Relaxed) {
        turn.weighed = false;
        return;
    }
    let (coach, first_hint) = coach_line(record, seat, played, budget, stop);
    turn.coach = coach.iter().map(|c| c.1).collect();
    let (view, others) = super::others::simulation_view(&first.before, seat);
    let seed = record_seed(&record.actions[..first.index], seat);
    let rollouts = budget.rollouts.max(1);
    // A line of one trail was weighed by the hint at this very decision,
    // on these very games: its totals are read there, not simulated again.
    let hinted = |line: &[Move]| match (line, &first_hint) {
        ([mv], Some(weighed)) => weighed.totals_after(mv).map(<[u32]>::to_vec),
        _ => None,
    };
    let weigh = |actions: Vec<Action>| {
        super::rollout::totals_after_line(&view, seat, &actions, &others, seed, rollouts, stop)
    };
    let played_totals =
        hinted(&turn.played).or_else(|| weigh(played.iter().map(|d| d.action.clone()).collect()));
    let Some(played_totals) = played_totals else {
        turn.weighed = false;
        return;
    };
    let mean = super::rollout::mean;
    turn.played_expected = mean(&played_totals);
    if coach.is_empty() || turn.coach == turn.played {
        turn.coach = turn.played.clone();
        turn.coach_expected = turn.played_expected;
        return;
    }
    let coach_totals = hinted(&turn.coach).or_else(|| weigh(coach.into_iter().map(|c| c.0).collect()));
    let (Some(coach_totals), false) = (coach_totals, stop.load(Ordering::Relaxed)) else {
        // Cut short while the coach chose: its line may be unweighed.
        turn.coach.clear();
        turn.weighed = false;
        return;
    };
    turn.coach_expected = mean(&coach_totals);
    let differences: Vec<f64> =
        coach_totals.iter().zip(&played_totals).map(|(&c, &p)| f64::from(c) - f64::from(p)).collect();
    turn.margin = noise_margin(&differences);
    let difference = turn.coach_expected - turn.played_expected;
    turn.loss = if difference > turn.margin { difference } else { 0.0 };
}

/// Each turn of the played line against the coach's own line (see
/// [`verdict`]).
fn turn_reviews(
    record: &TucanaRecord,
    start: &TucanaGame,
    seat: u8,
    budget: Budget,
    stop: &AtomicBool,
) -> Vec<TurnReview> {
    let mut game = start.clone();
    let mut out: Vec<TurnReview> = Vec::new();
    let mut decisions: Vec<Vec<Decision>> = Vec::new();
    for (i, action) in record.actions.iter().enumerate() {
        if let Action::Reveal(a, b) = action {
            out.push(TurnReview {
                turn: game.turn_index(),
                round: game.round(),
                turn_in_round: game.turn_in_round(),
                cards: [*a, *b],
                played: Vec::new(),
                coach: Vec::new(),
                best: Vec::new(),
                played_expected: 0.0,
                coach_expected: 0.0,
                weighed: true,
                loss: 0.0,
                margin: 0.0,
            });
            decisions.push(Vec::new());
        }
        if action.seat() == Some(seat)
            && let Some(trail) = move_of(&game, action)
            && let Some(turn) = decisions.last_mut()
        {
            turn.push(Decision { index: i, before: game.clone(), action: action.clone(), trail });
        }
        if game.apply(action).is_err() {
            break;
        }
    }
    for (turn, played) in out.iter_mut().zip(&decisions) {
        verdict(record, seat, played, budget, stop, turn);
    }
    out
}

/// Reviews one sheet of a finished game.
pub fn review(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    seat: u8,
    budget: ReviewBudget,
) -> Result<Review, ReviewError> {
    review_until(record, sheet, seat, budget, &AtomicBool::new(false))
}

/// [`review`], cut short once `stop` is set (the caller's time limit, or
/// the person leaving the review): the search then finishes its best line
/// so far with the quick look and the turns not yet weighed stay so
/// ([`Review::complete`] is false). Deterministic when `stop` is never set.
pub fn review_until(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    seat: u8,
    budget: ReviewBudget,
    stop: &AtomicBool,
) -> Result<Review, ReviewError> {
    let (start, turns) = split_record(record, sheet, seat)?;
    let played_game = record.replay_on(Arc::clone(sheet))?;
    let played = played_game.player(seat).map_or(0, |p| played_game.final_scoring_box(p).total);
    let (alone, alone_turns) = sheet_alone(&start, &turns, seat);
    let (beam_best, own, states, searched) = search(&alone, &alone_turns, seat, &budget, stop);
    // The planner starts from the beam's best line too; it is left out
    // once the review is cut short.
    let planned = if searched && !stop.load(Ordering::Relaxed) {
        // A table's review takes the first walk alone (then the last one).
        let count = if start.players().len() == 1 { budget.solo_walks } else { 1 };
        let walks = Walks { count, plans: budget.walk_plans, last: budget.last_walk_plans };
        plan_best_lines(&alone, &alone_turns, seat, budget.plans, walks, &own, stop)
    } else {
        None
    };
    let planned_best = planned.as_ref().map_or(0, |p| p.best.0);
    // The best line, one trail at a time: most of what an exact solver
    // finds above it is this line with a trail moved. The longer search
    // polishes the line it had before its last walk too (the standard
    // review's) and keeps the better, so it never ends below the
    // standard review.
    let polishing = searched && !stop.load(Ordering::Relaxed) && budget.polish > 0;
    // Each line says whether it was polished: a stop between the two
    // polishes leaves the second line as it was found.
    let finish = |planned: Option<(u32, PlannedLine)>, beam_line: PlannedLine| -> (u32, PlannedLine, bool) {
        let (found, own) = match planned {
            Some((total, line)) if total > beam_best => (total, line),
            _ => (beam_best, beam_line),
        };
        if polishing && !stop.load(Ordering::Relaxed) {
            let (found, own) = polish_line(&alone, &alone_turns, seat, budget.polish, found, own, stop);
            (found, own, true)
        } else {
            (found, own, false)
        }
    };
    let (best_planned, before_last) = match planned {
        Some(lines) => (Some(lines.best), lines.before_last),
        None => (None, None),
    };
    let (found, own, polished) = match before_last {
        Some(standard) => {
            let longer = finish(best_planned, own.clone());
            let standard = finish(Some(standard), own);
            if standard.0 > longer.0 { standard } else { longer }
        }
        None => finish(best_planned, own),
    };
    let polished_best = if polished { found } else { 0 };
    // The played line is always among the lines kept, so the search never
    // ends below it; should a line fail to replay, the played one stands.
    let (best, best_actions) = match line_actions(&start, &turns, &own) {
        Some(actions) if found >= played => (found, actions),
        _ => (played, record.actions.clone()),
    };
    let mut reviews = turn_reviews(record, &start, seat, budget.coach, stop);
    let complete = searched && reviews.iter().all(|t| t.weighed);
    // The best line's trails, turn by turn.
    let mut game = start.clone();
    let mut t = 0usize;
    for action in &best_actions {
        if matches!(action, Action::Reveal(..)) {
            t = usize::from(game.turn_index());
        }
        if action.seat() == Some(seat)
            && let Some(mv) = move_of(&game, action)
            && let Some(turn) = reviews.get_mut(t)
        {
            turn.best.push(mv);
        }
        if game.apply(action).is_err() {
            break;
        }
    }
    let solo = record.setup.table_size == 1;
    let kept = |actions: &[Action]| -> Vec<Vec<Letter>> {
        actions
            .iter()
            .filter_map(|a| match a {
                Action::SoloReshuffle { kept } => Some(kept.clone()),
                _ => None,
            })
            .collect()
    };
    let reshuffle_differs = kept(&best_actions) != kept(&record.actions);
    let title = |total: u32| if solo { sheet.solo_title(total).map(str::to_string) } else { None };
    Ok(Review {
        seat,
        played,
        best,
        beam_best,
        planned_best,
        polished_best,
        bound: upper_bound(sheet, record),
        solo,
        played_title: title(played),
        best_title: title(best),
        reshuffle_differs,
        turns: reviews,
        best_actions,
        states,
        complete,
    })
}

/// The game of a line as it stood after turn `turn` (0-based over the
/// game) was closed; the whole line past its end.
pub fn line_after_turn(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    actions: &[Action],
    turn: TurnIndex,
) -> Option<TucanaGame> {
    let mut game = TucanaGame::new(Arc::clone(sheet), record.setup.clone()).ok()?;
    for action in actions {
        if game.turn_index() > turn && game.turn_cards().is_none() {
            break;
        }
        game.apply(action).ok()?;
    }
    Some(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::builtin_sheet;

    /// The example records that keep several sheets (real cards and cards
    /// taken by seats kept on paper, red cards, a table of eight).
    fn records() -> Vec<TucanaRecord> {
        [
            include_str!("../../../../examples/five-player-isla-grande-special-bonus.ron"),
            include_str!("../../../../examples/four-player-isla-grande-real-cards.ron"),
            include_str!("../../../../examples/eight-player-isla-grande.ron"),
        ]
        .into_iter()
        .map(|text| TucanaRecord::from_ron(text).expect("an example record"))
        .collect()
    }

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

    #[test]
    fn the_sheet_alone_sees_the_same_table_and_finds_the_same_lines_as_the_whole_game() {
        let stop = AtomicBool::new(false);
        for record in records() {
            let sheet = Arc::new(builtin_sheet(&record.setup.sheet).expect("a built-in island"));
            let seats: Vec<u8> = record.setup.players.iter().map(|p| p.seat).take(3).collect();
            let mut claimed = 0;
            for seat in seats {
                let (start, turns) = split_record(&record, &sheet, seat).expect("a finished game");
                let (alone, alone_turns) = sheet_alone(&start, &turns, seat);
                assert_eq!(alone.players().len(), 1);
                // The played line, turn by turn: the same bonus cards on the
                // table and the same sheet.
                let (mut whole, mut lone) = (start.clone(), alone.clone());
                for (turn, turn_alone) in turns.iter().zip(&alone_turns) {
                    open_turn(&mut whole, turn).expect("the record's turn opens");
                    open_turn(&mut lone, turn_alone).expect("the turn opens on the sheet alone");
                    for action in &turn.own {
                        whole.apply(action).expect("the record's own action");
                        lone.apply(action).expect("the same action on the sheet alone");
                    }
                    assert_eq!(whole.blue_stacks(), lone.blue_stacks(), "seat {seat}: blue cards");
                    assert_eq!(
                        whole.red_cards_on_table(),
                        lone.red_cards_on_table(),
                        "seat {seat}: red cards"
                    );
                    assert_eq!(whole.player(seat), lone.player(seat), "seat {seat}: the sheet");
                    assert_eq!(whole.turn_index(), lone.turn_index());
                }
                claimed +=
                    turns.iter().filter(|t| t.during_alone.iter().any(|a| !t.during.contains(a))).count();
                let budget = ReviewBudget::QUICK;
                assert_eq!(
                    search(&start, &turns, seat, &budget, &stop),
                    search(&alone, &alone_turns, seat, &budget, &stop),
                    "seat {seat}: the beam"
                );
                assert_eq!(
                    plan_best_lines(&start, &turns, seat, 20, Walks::ONE, &[], &stop).map(|p| p.best),
                    plan_best_lines(&alone, &alone_turns, seat, 20, Walks::ONE, &[], &stop).map(|p| p.best),
                    "seat {seat}: the planner"
                );
            }
            assert!(claimed > 0, "{}: the other sheets took bonus cards", record.setup.sheet);
        }
    }
}
