//! Coach benchmark (a bench binary, not a timed test), in groups that can
//! be run alone (`cargo bench --bench coach -- latency table review8 yardstick solo`;
//! all when none is named):
//!
//! - `latency`: the hint's latency by number of tracked sheets (1, 2, 4, 8)
//!   on both islands, positions from the first turn on.
//! - `table`: seat 1 of a table of eight tracked sheets played by the coach
//!   against the same seat played greedily, the others greedy.
//! - `review8`: the review of seat 1 of an 8-player Isla Grande game.
//! - `yardstick`: the tests' plain beam search (128 lines) against the
//!   review's best line on 40 greedy solo games per island, the review's
//!   beam against its planner, what their lines hold, and bound − best.
//! - `strength`: coach − greedy on the fixed seeds with its standard error,
//!   solo (seeds 1000–1029) and seat 1 of a table of eight (seeds 700–711)
//!   on both islands, every game's totals on stderr (`strength …` lines) so
//!   that two builds (before and after a change to the coach) can be
//!   compared game by game.
//! - `solo`: the hint's latency on a mid-game Isla Grande sheet, and the
//!   average total of 100 seeded solo games per island when the coach
//!   chooses every trail, against a greedy baseline (largest immediate
//!   gain) and random play, on the same cards (the app's deck of each
//!   seed); then the review of each coach's game: its time, the best total
//!   found and the upper bound (the review's best is checked never to fall
//!   below the coach's own game).
//!
//! Run in release (`cargo bench`), pinned to one core (`taskset -c 0`).
//! Prints Markdown tables; the measured ones are in the README. Targets:
//! hint p99 ≤ 250 ms with 8 tracked sheets; the coach clearly above greedy
//! on average; the review's best ≥ the coach's game.

#[path = "../tests/it/plain_beam.rs"]
mod plain_beam;

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};
use trailpad::games::tucana::coach::{
    Budget, Policy, ReviewBudget, TurnReview, hint, record_seed, review, upper_bound,
};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, Setup, TucanaGame};
use trailpad::games::tucana::sheet::{Sheet, builtin_sheet};

fn solo(sheet: &str, seed: u64) -> Setup {
    Setup::app_deck_table(sheet, 1, &["Solo".to_string()], seed)
}

/// Who chooses the solo sheet's trails.
#[derive(Clone, Copy)]
enum Player {
    Coach,
    Baseline(Policy),
}

/// A whole solo game on the app's deck of `seed`; returns the total.
fn play(sheet: &Arc<Sheet>, seed: u64, player: Player) -> u32 {
    play_record(sheet, seed, player).0
}

/// A whole solo game on the app's deck of `seed`: its total and record.
fn play_record(sheet: &Arc<Sheet>, seed: u64, player: Player) -> (u32, TucanaRecord) {
    let mut game = TucanaGame::new(sheet.clone(), solo(sheet.id(), seed)).expect("valid set-up");
    let mut actions: Vec<Action> = Vec::new();
    let mut rng = SeededRng::for_stream(seed, 77);
    while !game.is_over() {
        let action = if let Some(dealt) = game.app_dealing() {
            dealt
        } else {
            match player {
                Player::Coach => match hint(&game, 1, record_seed(&actions, 1), Budget::STANDARD) {
                    Ok(h) => h.best().map(|s| s.trail.action(1)).expect("a suggestion"),
                    Err(_) => Action::Pass { seat: 1 },
                },
                Player::Baseline(policy) => policy.choose(&game, 1, &mut rng).expect("an action"),
            }
        };
        game.apply(&action).expect("legal");
        actions.push(action);
    }
    let mut record = TucanaRecord::new(solo(sheet.id(), seed));
    record.actions = actions;
    (game.final_scoring_box(&game.players()[0]).total, record)
}

/// A solo Grande game half way through, with a turn open and no bonus owed.
fn mid_game(sheet: &Arc<Sheet>, seed: u64) -> (TucanaGame, Vec<Action>) {
    let mut game = TucanaGame::new(sheet.clone(), solo(sheet.id(), seed)).expect("valid set-up");
    let mut rng = SeededRng::new(seed);
    let mut actions = Vec::new();
    while let Some(action) = random_action(&game, &mut rng) {
        if actions.len() > 40
            && game.turn_cards().is_some()
            && game.owed_bonus_trails(1) == 0
            && !game.is_done(1)
        {
            break;
        }
        game.apply(&action).expect("legal");
        actions.push(action);
    }
    (game, actions)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[at]
}

/// The groups run when none is named: `cargo bench --bench coach -- latency
/// table` runs only those two.
const GROUPS: [&str; 7] = ["latency", "table", "review8", "yardstick", "longer", "solo", "strength"];

fn main() {
    let named: Vec<String> = std::env::args().skip(1).filter(|a| GROUPS.contains(&a.as_str())).collect();
    let run = |group: &str| named.is_empty() || named.iter().any(|n| n == group);
    if run("latency") {
        latency_by_tracked_sheets();
    }
    if run("table") {
        coach_at_a_table_of_eight();
    }
    if run("review8") {
        review_of_one_seat_at_eight();
    }
    if run("yardstick") {
        yardstick_against_the_review();
    }
    if run("longer") {
        longer_search_on_the_yardstick();
    }
    if run("solo") {
        solo_games_and_their_reviews();
    }
    if run("strength") {
        strength_on_the_fixed_seeds();
    }
}

/// A game of `tracked` sheets (the whole table), every seat greedy, each
/// seat's choices from its own stream.
fn table_setup(sheet: &Sheet, tracked: u8, seed: u64) -> Setup {
    let names: Vec<String> = (1..=tracked).map(|s| format!("P{s}")).collect();
    Setup::app_deck_table(sheet.id(), tracked, &names, seed)
}

/// Positions of a game of `tracked` greedy sheets where seat 1 has a turn
/// open and no bonus trail owed: every 4th turn from the first, so the
/// early game (the longest simulations) is among them.
fn positions(sheet: &Arc<Sheet>, tracked: u8, seed: u64) -> Vec<(TucanaGame, Vec<Action>)> {
    let mut game = TucanaGame::new(sheet.clone(), table_setup(sheet, tracked, seed)).expect("valid set-up");
    let mut rngs: Vec<SeededRng> = (0..=u64::from(tracked)).map(|s| SeededRng::for_stream(seed, s)).collect();
    let mut actions = Vec::new();
    let mut out = Vec::new();
    let mut turn = 0usize;
    while !game.is_over() {
        let action = if let Some(dealt) = game.app_dealing() {
            turn += usize::from(matches!(dealt, Action::Reveal(..)));
            dealt
        } else {
            let seat = *game.unfinished_players().first().expect("a seat to play");
            if seat == 1 && turn % 4 == 1 && game.owed_bonus_trails(1) == 0 && !game.is_done(1) {
                out.push((game.clone(), actions.clone()));
            }
            Policy::Greedy.choose(&game, seat, &mut rngs[usize::from(seat)]).expect("an action")
        };
        game.apply(&action).expect("legal");
        actions.push(action);
    }
    out
}

/// Hint latency by number of tracked sheets (the hint weighs seat 1 and
/// simulates every tracked sheet), on both islands.
fn latency_by_tracked_sheets() {
    println!(
        "| hint latency, one core ({} trails × {} games), positions every 4th turn of 8 greedy games | tracked sheets | positions | p50 | p99 | max | on-CPU p50 / p99 / max |",
        Budget::STANDARD.candidates,
        Budget::STANDARD.rollouts
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        for tracked in [1u8, 2, 4, 8] {
            let (mut times, mut cpu) = (Vec::new(), Vec::new());
            for seed in 0..8u64 {
                for (game, actions) in positions(&sheet, tracked, 500 + seed) {
                    let start = Instant::now();
                    let (h, took) = on_cpu(|| hint(&game, 1, record_seed(&actions, 1), Budget::STANDARD));
                    times.push(start.elapsed());
                    cpu.push(took);
                    black_box(h.expect("a hint"));
                }
            }
            times.sort();
            cpu.sort();
            let ms = |d: Duration| d.as_secs_f64() * 1000.0;
            println!(
                "| {id} | {tracked} | {} | {:.1} ms | {:.1} ms | {:.1} ms | {:.1} / {:.1} / {:.1} ms |",
                times.len(),
                ms(percentile(&times, 0.5)),
                ms(percentile(&times, 0.99)),
                ms(times[times.len() - 1]),
                ms(percentile(&cpu, 0.5)),
                ms(percentile(&cpu, 0.99)),
                ms(cpu[cpu.len() - 1]),
            );
        }
    }
    println!();
}

/// A whole game at a table of eight tracked sheets: seats 2–8 greedy (each
/// from its own stream, so they play the same whatever seat 1 does), seat 1
/// by the coach (its hint simulating all eight) or greedy. Seat 1's total
/// and the record.
fn table_game(sheet: &Arc<Sheet>, seed: u64, coach: bool) -> (u32, TucanaRecord) {
    let setup = table_setup(sheet, 8, seed);
    let mut game = TucanaGame::new(sheet.clone(), setup.clone()).expect("valid set-up");
    let mut rngs: Vec<SeededRng> = (0..=8u64).map(|s| SeededRng::for_stream(seed, s)).collect();
    let mut actions: Vec<Action> = Vec::new();
    while !game.is_over() {
        let action = if let Some([a, b]) = game.next_app_cards() {
            Action::Reveal(a, b)
        } else {
            let seat = *game.unfinished_players().first().expect("a seat to play");
            let coached = coach && seat == 1;
            match coached.then(|| hint(&game, 1, record_seed(&actions, 1), Budget::STANDARD)) {
                Some(Ok(h)) => h.best().map(|s| s.trail.action(1)).expect("a suggestion"),
                Some(Err(_)) => Action::Pass { seat: 1 },
                None => Policy::Greedy.choose(&game, seat, &mut rngs[usize::from(seat)]).expect("an action"),
            }
        };
        game.apply(&action).expect("legal");
        actions.push(action);
    }
    let mut record = TucanaRecord::new(setup);
    record.actions = actions;
    (game.final_scoring_box(&game.players()[0]).total, record)
}

/// Coach − greedy for seat 1 at a table of eight tracked sheets.
fn coach_at_a_table_of_eight() {
    let games: u64 = std::env::var("COACH_BENCH_TABLE_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    println!(
        "| island (seat 1 of 8 tracked, others greedy, {games} games) | coach | greedy | coach − greedy (games coach ≥ greedy) | time |"
    );
    println!("|---|---:|---:|---:|---:|");
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        let (mut coach, mut greedy, mut not_worse) = (0u64, 0u64, 0);
        let start = Instant::now();
        for seed in 0..games {
            let c = table_game(&sheet, 700 + seed, true).0;
            let g = table_game(&sheet, 700 + seed, false).0;
            coach += u64::from(c);
            greedy += u64::from(g);
            not_worse += usize::from(c >= g);
        }
        let avg = |sum: u64| sum as f64 / games as f64;
        println!(
            "| {id} | {:.1} | {:.1} | {:+.1} ({not_worse}/{games}) | {:.0} s |",
            avg(coach),
            avg(greedy),
            avg(coach) - avg(greedy),
            start.elapsed().as_secs_f64()
        );
    }
    println!();
}

/// Games of the `review8` group (`COACH_BENCH_REVIEW_GAMES` to change).
const REVIEW8_GAMES: u64 = 5;

/// The review of seat 1 of an 8-player Isla Grande game (every sheet
/// tracked, seat 1 coached): each game's time, wall and on-CPU, the search
/// alone, then p50 / max over the games, the machine's load beside them,
/// and the process's peak memory. The target is 3 s on one core.
fn review_of_one_seat_at_eight() {
    let sheet = Arc::new(builtin_sheet("isla-grande").expect("embedded"));
    let games: u64 =
        std::env::var("COACH_BENCH_REVIEW_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(REVIEW8_GAMES);
    println!(
        "| review of seat 1 of 8 tracked, Isla Grande, {} + {} lines kept | wall | on-CPU | the search alone, on-CPU | seat 1's trails and bonus trails (a hint each) | played | best found | bound |",
        ReviewBudget::STANDARD.beam,
        ReviewBudget::STANDARD.sure_beam
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    let search_only = ReviewBudget { coach: Budget { candidates: 1, rollouts: 1 }, ..ReviewBudget::STANDARD };
    let load_before = load_average();
    let (mut walls, mut cpus) = (Vec::new(), Vec::new());
    for seed in (900..).take(games as usize) {
        let (total, record) = table_game(&sheet, seed, true);
        let start = Instant::now();
        let (r, cpu) =
            on_cpu(|| review(&record, &sheet, 1, ReviewBudget::STANDARD).expect("a finished game"));
        let took = start.elapsed();
        assert_eq!(r.played, total);
        let (searched, search_cpu) =
            on_cpu(|| review(&record, &sheet, 1, search_only).expect("a finished game"));
        black_box(searched);
        // The verdicts' fingerprint: equal before and after a change that
        // only makes the same evaluation faster.
        let sum = |f: fn(&TurnReview) -> f64| r.turns.iter().map(f).sum::<f64>();
        eprintln!(
            "seed {seed}: verdicts Σ played {:.6}, Σ coach {:.6}, Σ loss {:.6}, turns with a loss {}",
            sum(|t| t.played_expected),
            sum(|t| t.coach_expected),
            sum(|t| t.loss),
            r.turns.iter().filter(|t| t.loss > 0.0).count()
        );
        let decisions = record
            .actions
            .iter()
            .filter(|a| matches!(a, Action::Trail { seat: 1, .. } | Action::BonusTrail { seat: 1, .. }))
            .count();
        println!(
            "| seed {seed} | {:.2} s | {:.2} s | {:.2} s | {decisions} | {} | {} | {} |",
            took.as_secs_f64(),
            cpu.as_secs_f64(),
            search_cpu.as_secs_f64(),
            r.played,
            r.best,
            r.bound.total
        );
        walls.push(took);
        cpus.push(cpu);
    }
    walls.sort();
    cpus.sort();
    if let (Some(wall_max), Some(cpu_max)) = (walls.last(), cpus.last()) {
        println!(
            "| p50 / max of {games} | {:.2} / {:.2} s | {:.2} / {:.2} s | | | | | |",
            percentile(&walls, 0.5).as_secs_f64(),
            wall_max.as_secs_f64(),
            percentile(&cpus, 0.5).as_secs_f64(),
            cpu_max.as_secs_f64()
        );
    }
    println!("load average (1 min) before / after: {load_before} / {}", load_average());
    println!("peak resident memory of the bench process so far: {}", peak_memory());
    println!();
}

/// The machine's 1-minute load average (Linux `/proc/loadavg`), or
/// "unknown": the wall times mean little without it.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "unknown".into())
}

/// What a line's final box holds: its sight lines, village values, blue
/// cards and pairs joined.
fn line_parts(record: &TucanaRecord, sheet: &Arc<Sheet>, actions: &[Action]) -> [u32; 4] {
    let mut line = record.clone();
    line.actions = actions.to_vec();
    let game = line.replay_on(sheet.clone()).expect("the best line replays");
    let p = game.player(1).expect("seat 1");
    let b = game.final_scoring_box(p);
    let sights = b.round_lines.iter().flatten().sum::<u32>();
    [sights, b.villages, b.bonus, p.pairs().len() as u32]
}

/// The plain beam search of the tests (128 lines) against the review's
/// best line on 40 greedy solo games per island (the same cards): how often
/// and by how much it beats the review, and bound − best; then the review's
/// two searches apart (its beam and its planner) and what their lines hold.
fn yardstick_against_the_review() {
    const WIDTH: usize = 128;
    // The best line does not depend on the coach's budget (only the
    // verdicts do); one trail × one game keeps the count fast.
    let budget = ReviewBudget { coach: Budget { candidates: 1, rollouts: 1 }, ..ReviewBudget::STANDARD };
    let beam_only = ReviewBudget { plans: 0, polish: 0, ..budget };
    println!(
        "| island (40 greedy solo games) | review best | its beam | its planner | games the planner beats the beam (by up to) / the beam beats it | plain beam ({WIDTH} lines) | games the plain beam beats the review (by up to) | bound | bound − best mean / max | (bound − best) ÷ best mean / max |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut parts_rows = Vec::new();
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        let (mut best_sum, mut beam_sum, mut bound_sum, mut beaten, mut by) = (0u64, 0u64, 0u64, 0, 0u32);
        let (mut own_beam_sum, mut planned_sum, mut planner_wins, mut planner_by, mut beam_wins) =
            (0u64, 0u64, 0, 0u32, 0);
        let (mut best_parts, mut beam_parts) = ([0u32; 4], [0u32; 4]);
        let (mut polished_wins, mut polished_by) = (0, 0u64);
        let (mut gaps, mut ratios) = (Vec::new(), Vec::new());
        let (mut review_cpu, mut beam_cpu) = (Duration::ZERO, Duration::ZERO);
        let mut bound_cpu: Vec<Duration> = Vec::new();
        let start = Instant::now();
        for seed in 2000..2040u64 {
            let (_, record) = play_record(&sheet, seed, Player::Baseline(Policy::Greedy));
            // The bound alone (the review computes it once).
            let (bound, took) = on_cpu(|| black_box(upper_bound(&sheet, &record)));
            bound_cpu.push(took);
            let (r, took) = on_cpu(|| review(&record, &sheet, 1, budget).expect("a finished game"));
            review_cpu += took;
            let (b, took) = on_cpu(|| review(&record, &sheet, 1, beam_only).expect("a finished game"));
            beam_cpu += took;
            assert_eq!(b.best, r.beam_best.max(r.played), "{id} seed {seed}: the beam alone");
            assert_eq!(bound, r.bound, "{id} seed {seed}: the review's bound");
            for (sum, part) in best_parts.iter_mut().zip(line_parts(&record, &sheet, &r.best_actions)) {
                *sum += part;
            }
            for (sum, part) in beam_parts.iter_mut().zip(line_parts(&record, &sheet, &b.best_actions)) {
                *sum += part;
            }
            own_beam_sum += u64::from(r.beam_best);
            planned_sum += u64::from(r.planned_best);
            if r.polished_best > r.beam_best.max(r.planned_best) {
                polished_wins += 1;
                polished_by += u64::from(r.polished_best - r.beam_best.max(r.planned_best));
            }
            if r.planned_best > r.beam_best {
                planner_wins += 1;
                planner_by = planner_by.max(r.planned_best - r.beam_best);
            } else if r.beam_best > r.planned_best {
                beam_wins += 1;
            }
            let (beam, _) = plain_beam::plain_beam(&record, &sheet, WIDTH);
            let best = r.best.max(beam);
            assert!(best <= r.bound.total, "{id} seed {seed}: {best} passes the bound {}", r.bound.total);
            if beam > r.best {
                beaten += 1;
                by = by.max(beam - r.best);
                eprintln!("{id} seed {seed}: the plain beam {beam} > the review {}", r.best);
            }
            best_sum += u64::from(r.best);
            beam_sum += u64::from(beam);
            bound_sum += u64::from(r.bound.total);
            gaps.push(r.bound.total - best);
            ratios.push(f64::from(r.bound.total - best) / f64::from(best.max(1)));
        }
        let n = gaps.len() as f64;
        eprintln!(
            "{id}: the polish raised the best line in {polished_wins}/40 games, by {polished_by} points in all"
        );
        println!(
            "| {id} | {:.1} | {:.1} | {:.1} | {planner_wins}/40 (+{planner_by}) / {beam_wins}/40 | {:.1} | {beaten}/40 (+{by}) | {:.1} | {:.1} / {} | {:.0} % / {:.0} % |",
            best_sum as f64 / n,
            own_beam_sum as f64 / n,
            planned_sum as f64 / n,
            beam_sum as f64 / n,
            bound_sum as f64 / n,
            gaps.iter().map(|&g| f64::from(g)).sum::<f64>() / n,
            gaps.iter().max().unwrap_or(&0),
            ratios.iter().sum::<f64>() / n * 100.0,
            ratios.iter().copied().fold(0.0, f64::max) * 100.0,
        );
        let mean = |p: [u32; 4]| p.map(|x| f64::from(x) / n);
        parts_rows.push((id, mean(best_parts), mean(beam_parts), review_cpu / 40, beam_cpu / 40));
        eprintln!(
            "{id}: the bound alone {:.2} ms on-CPU per game (max {:.2} ms)",
            bound_cpu.iter().sum::<Duration>().as_secs_f64() * 1000.0 / n,
            bound_cpu.iter().max().copied().unwrap_or_default().as_secs_f64() * 1000.0
        );
        eprintln!("{id}: {:.0} s", start.elapsed().as_secs_f64());
    }
    println!();
    println!(
        "| island | best line: sight lines / villages / blue / pairs | the beam's line alone | review on-CPU per game, with the planner / beam only |"
    );
    println!("|---|---:|---:|---:|");
    for (id, best, beam, with, without) in parts_rows {
        println!(
            "| {id} | {:.1} / {:.1} / {:.1} / {:.2} | {:.1} / {:.1} / {:.1} / {:.2} | {:.2} / {:.2} s |",
            best[0],
            best[1],
            best[2],
            best[3],
            beam[0],
            beam[1],
            beam[2],
            beam[3],
            with.as_secs_f64(),
            without.as_secs_f64()
        );
    }
    println!("load average (1 min): {}", load_average());
    println!();
}

/// The time this thread has run on a CPU (Linux `schedstat`, in
/// nanoseconds): on a machine shared with other work, the hint's own cost
/// beside its wall-clock latency. Zero where it cannot be read.
fn thread_cpu_time() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next().and_then(|n| n.parse().ok()))
        .map_or(Duration::ZERO, Duration::from_nanos)
}

/// Runs `work`; gives back what it returned and the time this thread spent
/// on a CPU running it ([`thread_cpu_time`]).
fn on_cpu<T>(work: impl FnOnce() -> T) -> (T, Duration) {
    let before = thread_cpu_time();
    let out = work();
    (out, thread_cpu_time().saturating_sub(before))
}

/// The process's peak resident set (Linux `VmHWM`), or "unknown".
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmHWM:")).map(|l| l["VmHWM:".len()..].trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into())
}

/// The mid-game solo hint latency, then 100 solo games per island by the
/// coach, greedy and random, and the review of each coach's game.
fn solo_games_and_their_reviews() {
    let grande = Arc::new(builtin_sheet("isla-grande").expect("embedded"));
    let mut times = Vec::new();
    for seed in 0..60u64 {
        let (game, actions) = mid_game(&grande, seed);
        let legal = game.legal_trails(1).len();
        let start = Instant::now();
        let h = hint(&game, 1, record_seed(&actions, 1), Budget::STANDARD).expect("a hint");
        times.push(start.elapsed());
        black_box((h, legal));
    }
    times.sort();
    println!(
        "| hint latency, mid-game Isla Grande, one core ({} positions, {} trails × {} games) | p50 {:.1} ms | p99 {:.1} ms | max {:.1} ms |",
        times.len(),
        Budget::STANDARD.candidates,
        Budget::STANDARD.rollouts,
        percentile(&times, 0.5).as_secs_f64() * 1000.0,
        percentile(&times, 0.99).as_secs_f64() * 1000.0,
        times[times.len() - 1].as_secs_f64() * 1000.0,
    );
    println!();
    println!(
        "| island (100 solo games, same cards) | coach | greedy | random | coach − greedy (games coach ≥ greedy) |"
    );
    println!("|---|---:|---:|---:|---:|");
    let mut review_table = Vec::new();
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        let (mut coach, mut greedy, mut random, mut not_worse) = (0u64, 0u64, 0u64, 0);
        let start = Instant::now();
        let mut reviews = Vec::new();
        for seed in 1000..1100u64 {
            let (c, record) = play_record(&sheet, seed, Player::Coach);
            reviews.push((c, record));
            let g = play(&sheet, seed, Player::Baseline(Policy::Greedy));
            let r = play(&sheet, seed, Player::Baseline(Policy::Random));
            coach += u64::from(c);
            greedy += u64::from(g);
            random += u64::from(r);
            not_worse += usize::from(c >= g);
        }
        let avg = |sum: u64| sum as f64 / 100.0;
        println!(
            "| {id} | {:.1} | {:.1} | {:.1} | {:+.1} ({not_worse}/100) |",
            avg(coach),
            avg(greedy),
            avg(random),
            avg(coach) - avg(greedy)
        );
        eprintln!("{id}: {:.0} s", start.elapsed().as_secs_f64());
        review_table.push(review_row(id, &sheet, &reviews));
    }
    println!();
    println!(
        "| island (review of the coach's 100 games, {} lines kept) | review time p50 / max | coach | best found | bound | best − coach (games best > coach) | bound − best |",
        ReviewBudget::STANDARD.beam
    );
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for row in review_table {
        println!("{row}");
    }
}

/// The longer search (`ReviewBudget::DEEP`, the review screen's "Search
/// longer") on the yardstick's 40 greedy solo games per island, beside
/// the standard review: best, bound − best, the games it finds more on
/// (asserted never to end below the standard review), on-CPU time and the
/// process's peak memory.
fn longer_search_on_the_yardstick() {
    // The best line does not depend on the coach's budget (only the
    // verdicts do); one trail × one game keeps the count fast.
    let one_game = Budget { candidates: 1, rollouts: 1 };
    let standard = ReviewBudget { coach: one_game, ..ReviewBudget::STANDARD };
    let deep = ReviewBudget { coach: one_game, ..ReviewBudget::DEEP };
    println!(
        "| island (40 greedy solo games) | standard best | longer best | games it finds more (never less) | bound | (bound − best) ÷ best mean / max, standard | longer | on-CPU per game, standard / longer |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        let (mut std_sum, mut deep_sum, mut bound_sum, mut higher) = (0u64, 0u64, 0u64, 0);
        let (mut std_ratios, mut deep_ratios) = (Vec::new(), Vec::new());
        let (mut std_cpu, mut deep_cpu) = (Duration::ZERO, Duration::ZERO);
        for seed in 2000..2040u64 {
            let (_, record) = play_record(&sheet, seed, Player::Baseline(Policy::Greedy));
            let (s, took) = on_cpu(|| review(&record, &sheet, 1, standard).expect("a finished game"));
            std_cpu += took;
            let (d, took) = on_cpu(|| review(&record, &sheet, 1, deep).expect("a finished game"));
            deep_cpu += took;
            assert_eq!(s.bound, d.bound, "{id} seed {seed}: the same bound");
            assert!(d.best <= d.bound.total, "{id} seed {seed}: {} passes the bound", d.best);
            // Its walks before the last are the standard review's, and it
            // keeps the better of the two polished lines.
            assert!(d.best >= s.best, "{id} seed {seed}: the longer search {} < {}", d.best, s.best);
            higher += usize::from(d.best > s.best);
            std_sum += u64::from(s.best);
            deep_sum += u64::from(d.best);
            bound_sum += u64::from(d.bound.total);
            let ratio = |best: u32| f64::from(d.bound.total - best) / f64::from(best.max(1));
            std_ratios.push(ratio(s.best));
            deep_ratios.push(ratio(d.best));
        }
        let n = std_ratios.len() as f64;
        let mean_max = |r: &[f64]| {
            format!(
                "{:.1} % / {:.0} %",
                r.iter().sum::<f64>() / n * 100.0,
                r.iter().copied().fold(0.0, f64::max) * 100.0
            )
        };
        println!(
            "| {id} | {:.1} | {:.1} | {higher}/40 | {:.1} | {} | {} | {:.2} / {:.2} s |",
            std_sum as f64 / n,
            deep_sum as f64 / n,
            bound_sum as f64 / n,
            mean_max(&std_ratios),
            mean_max(&deep_ratios),
            std_cpu.as_secs_f64() / n,
            deep_cpu.as_secs_f64() / n,
        );
    }
    eprintln!("peak memory of the process: {}", peak_memory());
}

/// Reviews each coach's game; asserts the review's best is never below it.
fn review_row(id: &str, sheet: &Arc<Sheet>, games: &[(u32, TucanaRecord)]) -> String {
    let (mut coach, mut best, mut bound, mut better) = (0u64, 0u64, 0u64, 0);
    let mut times = Vec::new();
    for (total, record) in games {
        let start = Instant::now();
        let r = review(record, sheet, 1, ReviewBudget::STANDARD).expect("a finished game");
        times.push(start.elapsed());
        assert_eq!(r.played, *total, "the review totals the coach's game as played");
        assert!(r.best >= *total, "{id}: the review's best {} is below the coach's game {total}", r.best);
        assert!(r.bound.total >= r.best);
        coach += u64::from(*total);
        best += u64::from(r.best);
        bound += u64::from(r.bound.total);
        better += usize::from(r.best > *total);
    }
    times.sort();
    let n = games.len() as f64;
    let avg = |sum: u64| sum as f64 / n;
    format!(
        "| {id} | {:.2} s / {:.2} s | {:.1} | {:.1} | {:.1} | {:+.1} ({better}/{}) | {:.1} |",
        percentile(&times, 0.5).as_secs_f64(),
        times[times.len() - 1].as_secs_f64(),
        avg(coach),
        avg(best),
        avg(bound),
        avg(best) - avg(coach),
        games.len(),
        avg(bound) - avg(best),
    )
}

/// The mean of some numbers and its standard error.
fn mean_and_error(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

/// Coach − greedy on the same cards with the standard error of the paired
/// difference: solo games (`COACH_BENCH_SOLO_GAMES`, 30 unless told) and
/// seat 1 of a table of eight (`COACH_BENCH_TABLE_GAMES`, 12 unless told)
/// on both islands. Every game's totals go to stderr, one line each
/// (`strength <setting> seed <seed> coach <total> greedy <total>`): the
/// greedy games do not depend on the coach, so two builds' lines compared
/// seed by seed give the change's effect and its noise.
fn strength_on_the_fixed_seeds() {
    let count = |var: &str, default: u64| {
        std::env::var(var).ok().and_then(|v| v.parse().ok()).unwrap_or(default).max(1)
    };
    let (solo_games, table_games) =
        (count("COACH_BENCH_SOLO_GAMES", 30), count("COACH_BENCH_TABLE_GAMES", 12));
    println!("| setting (same cards) | games | coach | greedy | coach − greedy ± its standard error |");
    println!("|---|---:|---:|---:|---:|");
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        let solo_games: Vec<(u64, u32, u32)> = (1000..1000 + solo_games)
            .map(|seed| {
                (
                    seed,
                    play(&sheet, seed, Player::Coach),
                    play(&sheet, seed, Player::Baseline(Policy::Greedy)),
                )
            })
            .collect();
        let table_games: Vec<(u64, u32, u32)> = (700..700 + table_games)
            .map(|seed| (seed, table_game(&sheet, seed, true).0, table_game(&sheet, seed, false).0))
            .collect();
        for (setting, games) in
            [(format!("{id} solo"), solo_games), (format!("{id} seat 1 of 8"), table_games)]
        {
            for (seed, coach, greedy) in &games {
                eprintln!("strength {setting} seed {seed} coach {coach} greedy {greedy}");
            }
            let column = |f: fn(&(u64, u32, u32)) -> f64| games.iter().map(f).collect::<Vec<f64>>();
            let (coach, _) = mean_and_error(&column(|g| f64::from(g.1)));
            let (greedy, _) = mean_and_error(&column(|g| f64::from(g.2)));
            let (difference, error) = mean_and_error(&column(|g| f64::from(g.1) - f64::from(g.2)));
            println!(
                "| {setting} | {} | {coach:.1} | {greedy:.1} | {difference:+.1} ± {error:.1} |",
                games.len()
            );
        }
    }
    println!();
}
