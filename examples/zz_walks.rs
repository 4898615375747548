//! Scratch (not committed): the review's best by solo walks.
#![allow(clippy::unwrap_used, missing_docs)]
use std::sync::Arc;
use std::time::Instant;
use trailpad::games::tucana::coach::{Budget, Policy, ReviewBudget, review};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, Setup, TucanaGame};
use trailpad::games::tucana::sheet::builtin_sheet;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let id = a[1].clone();
    let (from, n): (u64, u64) = (a[2].parse().unwrap(), a[3].parse().unwrap());
    let walks: usize = a[4].parse().unwrap();
    let walk_plans: usize = a[5].parse().unwrap();
    let sheet = Arc::new(builtin_sheet(&id).unwrap());
    let budget = ReviewBudget {
        coach: Budget { candidates: 1, rollouts: 1 },
        solo_walks: walks,
        solo_walk_plans: walk_plans,
        ..ReviewBudget::STANDARD
    };
    let mut sum = 0;
    let t0 = Instant::now();
    let mut all = Vec::new();
    for seed in from..from + n {
        let setup = Setup::app_deck_table(sheet.id(), 1, &["Solo".to_string()], seed);
        let mut game = TucanaGame::new(sheet.clone(), setup.clone()).unwrap();
        let mut rng = SeededRng::for_stream(seed, 77);
        let mut actions: Vec<Action> = Vec::new();
        while !game.is_over() {
            let a = game.app_dealing().unwrap_or_else(|| Policy::Greedy.choose(&game, 1, &mut rng).unwrap());
            game.apply(&a).unwrap();
            actions.push(a);
        }
        let mut record = TucanaRecord::new(setup);
        record.actions = actions;
        let r = review(&record, &sheet, 1, budget).unwrap();
        sum += r.best;
        all.push(r.best);
    }
    println!(
        "{id} {from}+{n} walks {walks} x {walk_plans} mut {:?}: mean {:.2} in {:.2} s/game {all:?}",
        format!("{:?}{:?}", std::env::var("ZZ_LOCK").ok(), std::env::var("ZZ_START").ok()),
        sum as f64 / n as f64,
        t0.elapsed().as_secs_f64() / n as f64
    );
}
