//! Coach benchmark (a bench binary, not a timed test): the hint's latency on
//! a mid-game Isla Grande sheet on one core, and the average total of 100
//! seeded solo games per island when the coach chooses every trail, against
//! a greedy baseline (largest immediate gain) and random play, on the same
//! cards (the app's deck of each seed).
//!
//! Then the review of each coach's game: its time, the best total found and
//! the upper bound; the review's best is checked never to fall below the
//! coach's own game, and the average gap between best and bound is given.
//!
//! Run: `cargo bench --bench coach` (release). Prints Markdown tables; the
//! measured ones are in the README. Targets: hint p99 ≤ 250 ms; the coach
//! clearly above greedy on average; the review's best ≥ the coach's game.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};
use trailpad::games::tucana::coach::{Budget, Policy, ReviewBudget, hint, record_seed, review};
use trailpad::games::tucana::record::GameRecord;
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, Game, Setup};
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
fn play_record(sheet: &Arc<Sheet>, seed: u64, player: Player) -> (u32, GameRecord) {
    let mut game = Game::new(sheet.clone(), solo(sheet.id(), seed)).expect("valid set-up");
    let mut actions: Vec<Action> = Vec::new();
    let mut rng = SeededRng::for_stream(seed, 77);
    while !game.is_over() {
        let action = if let Some(kept) = game.app_solo_reshuffle() {
            Action::SoloReshuffle { kept }
        } else if let Some([a, b]) = game.next_app_cards() {
            Action::Reveal(a, b)
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
    let mut record = GameRecord::new(solo(sheet.id(), seed));
    record.actions = actions;
    (game.final_scoring_box(&game.players()[0]).total, record)
}

/// A solo Grande game half way through, with a turn open and no bonus owed.
fn mid_game(sheet: &Arc<Sheet>, seed: u64) -> (Game, Vec<Action>) {
    let mut game = Game::new(sheet.clone(), solo(sheet.id(), seed)).expect("valid set-up");
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

fn main() {
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

/// Reviews each coach's game; asserts the review's best is never below it.
fn review_row(id: &str, sheet: &Arc<Sheet>, games: &[(u32, GameRecord)]) -> String {
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
