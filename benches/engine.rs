//! Engine benchmarks: one trail with rescoring, replaying a full 8-player
//! Isla Grande record, and simulating whole random solo games.
//!
//! Targets: ≤ 5 µs per trail, ≤ 1 ms per full 8-player Grande replay,
//! ≥ 20 000 simulated solo games per second on one core.
//!
//! Measured (`cargo bench --bench engine -- --warm-up-time 1
//! --measurement-time 3`, 2-core machine, 2026-11-26):
//! - one trail + score card, Grande mid-game: 0.91 µs (0.86–0.95)
//! - replay + score of a full 8-player Grande record (~350 actions):
//!   111 µs (106–116)
//! - random solo game: Isla Petit 20.3 µs = 49 000 games/s; Isla Grande
//!   28.8 µs = 34 700 games/s

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::sync::Arc;
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, Setup, TucanaGame};
use trailpad::games::tucana::sheet::{Sheet, builtin_sheet};

fn setup(sheet: &str, players: u8, seed: u64) -> Setup {
    let names: Vec<String> = (1..=players).map(|s| format!("P{s}")).collect();
    Setup::app_deck_table(sheet, players, &names, seed)
}

/// Plays a whole random game on `game`.
fn simulate(game: &mut TucanaGame, seed: u64) {
    let mut rng = SeededRng::new(seed);
    while let Some(action) = random_action(game, &mut rng) {
        let _ = game.apply(&action);
    }
}

/// A finished random game's record.
fn full_record(sheet: &Arc<Sheet>, players: u8, seed: u64) -> TucanaRecord {
    let mut log = TucanaLog::new(sheet.clone(), setup(sheet.id(), players, seed)).expect("valid set-up");
    let mut rng = SeededRng::new(seed);
    while let Some(action) = random_action(log.game(), &mut rng) {
        log.apply(action).expect("legal");
    }
    log.record().clone()
}

fn one_trail(c: &mut Criterion) {
    let sheet = Arc::new(builtin_sheet("isla-grande").expect("embedded"));
    // A solo game half way through, with a turn open.
    let record = full_record(&sheet, 1, 11);
    let mut game = TucanaGame::new(sheet.clone(), record.setup.clone()).expect("valid");
    for (played, action) in record.actions.iter().enumerate() {
        if played > 60 && game.turn_cards().is_some() && game.owed_bonus_trails(1) == 0 {
            break;
        }
        game.apply(action).expect("legal");
    }
    if game.turn_cards().is_none() {
        let [a, b] = game.next_app_cards().expect("a turn to open");
        game.apply(&Action::Reveal(a, b)).expect("legal");
    }
    let edge = game.legal_trails(1).nth(0).expect("a legal trail");
    let (from, to) = sheet.edge_coords(edge);
    let trail = Action::Trail { seat: 1, from, to };
    c.bench_function("trail: apply one trail + score card (Grande, mid-game)", |b| {
        b.iter_batched_ref(
            || game.clone(),
            |g| {
                g.apply(&trail).expect("legal");
                black_box(g.score_card(&g.players()[0]));
            },
            BatchSize::SmallInput,
        )
    });
}

fn replay(c: &mut Criterion) {
    let sheet = Arc::new(builtin_sheet("isla-grande").expect("embedded"));
    let record = full_record(&sheet, 8, 5);
    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(record.actions.len() as u64));
    group.bench_function("replay + score a full 8-player Grande record", |b| {
        b.iter(|| {
            let game = record.replay_on(sheet.clone()).expect("legal record");
            black_box(game.score_cards())
        })
    });
    group.finish();
}

fn simulation(c: &mut Criterion) {
    let mut group = c.benchmark_group("simulation");
    group.throughput(Throughput::Elements(1));
    for id in ["isla-petit", "isla-grande"] {
        let sheet = Arc::new(builtin_sheet(id).expect("embedded"));
        let mut seed = 0u64;
        group.bench_function(format!("random solo game ({id})"), |b| {
            b.iter(|| {
                seed += 1;
                let mut game = TucanaGame::new(sheet.clone(), setup(id, 1, seed)).expect("valid");
                simulate(&mut game, seed);
                black_box(game.score_cards())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, one_trail, replay, simulation);
criterion_main!(benches);
