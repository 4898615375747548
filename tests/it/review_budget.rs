//! The review works within a fixed memory and time on any valid sheet: on
//! a large island where every sight value gives a bonus trail (487 sides,
//! chains of bonus trails in one turn; the review once passed 15.9 GB on
//! such an island and the app aborted), `trailpad review` runs under a
//! memory limit, ends near its time limit, and prints the best line and
//! the bound so far, saying whether it was cut short.

use crate::common::fresh_dir;
use crate::common::sheet;
use crate::review::finished_record;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use trailpad::games::tucana::coach::{Budget, Policy, ReviewBudget, review, review_until};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, DeckMode, SeatedPlayer, Setup, SetupCard, TucanaGame};
use trailpad::games::tucana::sheet::Sheet;

const PLUS_ISLAND: &str = include_str!("../data/plus-island.ron");

/// The island of every `+`.
fn plus_island() -> Arc<Sheet> {
    Arc::new(Sheet::from_ron(PLUS_ISLAND).expect("a valid island"))
}

/// A legal finished solo game on the island, its trails chosen greedily
/// (greedy play circles sights early, so turns chain bonus trails).
fn finished_solo_game(sheet: &Arc<Sheet>, seed: u64) -> TucanaRecord {
    let setup = Setup {
        sheet: sheet.id().to_string(),
        table_size: 1,
        players: vec![SeatedPlayer { name: "Ann".into(), seat: 1 }],
        setup_card: SetupCard::Number(1),
        start_village: None,
        counter_clockwise: false,
        symmetry: false,
        red_cards: vec![],
        deck: DeckMode::AppDeck { seed },
    };
    let mut game = TucanaGame::new(Arc::clone(sheet), setup.clone()).expect("a valid set-up");
    let mut rng = SeededRng::new(seed);
    let mut record = TucanaRecord::new(setup);
    while !game.is_over() {
        let action = if let Some(kept) = game.app_solo_reshuffle() {
            Action::SoloReshuffle { kept }
        } else if game.turn_cards().is_none() {
            let [a, b] = game.next_app_cards().expect("the app's deck deals");
            Action::Reveal(a, b)
        } else {
            Policy::Greedy.choose(&game, 1, &mut rng).expect("a move")
        };
        game.apply(&action).expect("a legal move");
        record.actions.push(action);
    }
    record
}

#[test]
fn the_island_has_the_shape_that_once_exhausted_memory() {
    let sheet = plus_island();
    assert_eq!((sheet.hexes().len(), sheet.edges().len(), sheet.rounds()), (180, 487, 4));
    let record = finished_solo_game(&sheet, 1);
    let bonus_trails = record.actions.iter().filter(|a| matches!(a, Action::BonusTrail { .. })).count();
    assert!(bonus_trails >= 10, "the game chains bonus trails ({bonus_trails})");
}

#[test]
fn a_cancelled_review_ends_at_once_with_a_whole_best_line_and_says_it_was_cut_short() {
    let sheet = plus_island();
    let record = finished_solo_game(&sheet, 2);
    let started = Instant::now();
    let r =
        review_until(&record, &sheet, 1, ReviewBudget::STANDARD, &AtomicBool::new(true)).expect("a review");
    assert!(!r.complete);
    assert!(r.turns.iter().all(|t| !t.weighed), "no turn weighed once stopped");
    assert!(r.best >= r.played && r.best <= r.bound.total);
    let best = r.best_record(&record).replay_on(Arc::clone(&sheet)).expect("the best line replays");
    assert!(best.is_over(), "the best line so far is a whole game");
    eprintln!("stopped review: {:?}", started.elapsed());
}

#[test]
fn cli_review_on_the_island_stays_under_a_memory_limit_and_its_time_limit() {
    let sheet = plus_island();
    let dir = fresh_dir("review-budget");
    let sheets = dir.join("sheets");
    std::fs::create_dir_all(&sheets).unwrap();
    std::fs::write(sheets.join("plus-island.ron"), PLUS_ISLAND).unwrap();
    let record = finished_solo_game(&sheet, 3);
    let file = dir.join("game.ron");
    std::fs::write(&file, record.to_ron().unwrap()).unwrap();
    let best = dir.join("best.ron");

    // 1 GiB of address space (code, thread stacks and malloc's arenas
    // included): the unbounded search passed 15.9 GB on this shape.
    const LIMIT_KIB: u64 = 1024 * 1024;
    let time_limit = 5;
    let started = Instant::now();
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {LIMIT_KIB} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_trailpad"))
        .args(["--sheets", sheets.to_str().unwrap(), "review", file.to_str().unwrap(), "--seat", "1"])
        .args(["--json", "--best", best.to_str().unwrap(), "--time-limit", &time_limit.to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sh runs");
    // Bounded: past its time limit the review only finishes the turn it
    // weighs (a debug build on a loaded machine is slow at that).
    let deadline = started + Duration::from_secs(time_limit + 120);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the review ran past its time limit by two minutes");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let out = child.wait_with_output().unwrap();
    let took = started.elapsed();
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "under 1 GiB: {:?}\n{stderr}", out.status);
    let json: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
    let (played, found, bound) =
        (json["played"].as_u64().unwrap(), json["best"].as_u64().unwrap(), json["bound"].as_u64().unwrap());
    assert!(played <= found && found <= bound, "{json}");
    let complete = json["complete"].as_bool().expect("complete is said");
    let weighed = json["turns"].as_array().unwrap().iter().filter(|t| t["weighed"] == true).count();
    if !complete {
        assert!(weighed < json["turns"].as_array().unwrap().len(), "a cut review says which turns wait");
    }
    let replayed = TucanaRecord::from_ron(&std::fs::read_to_string(&best).unwrap())
        .unwrap()
        .replay_on(Arc::clone(&sheet))
        .expect("the best line so far is legal");
    assert!(replayed.is_over());
    assert_eq!(u64::from(replayed.final_scoring_box(replayed.player(1).unwrap()).total), found);
    eprintln!(
        "plus island: {took:?}, played {played}, best {found}, bound {bound}, complete {complete}, {weighed} turns weighed"
    );
}

#[test]
fn a_solo_review_walks_on_from_the_table_s_walk_and_a_table_s_review_walks_once() {
    // A solo review's verdicts weigh one sheet's hints, so its planner
    // walks on (ReviewBudget::solo_walks), each walk from the best line so
    // far after the one a table's review takes: never below it. A table's
    // review takes that one walk whatever solo_walks says.
    let budget = |solo_walks| ReviewBudget {
        plans: 30,
        solo_walks,
        walk_plans: 30,
        coach: Budget { candidates: 1, rollouts: 1 },
        ..ReviewBudget::QUICK
    };
    let petit = sheet("isla-petit");
    let (mut once, mut more) = (0, 0);
    for (tracked, seed) in [(1u8, 41u64), (1, 42), (1, 43), (2, 41)] {
        let record = finished_record("isla-petit", tracked, tracked, seed, Some(Policy::Greedy));
        let one = review(&record, &petit, 1, budget(1)).expect("a finished game");
        let three = review(&record, &petit, 1, budget(3)).expect("a finished game");
        // The longer search's last walk comes after the same walks, at a
        // table too: its planner never ends below them.
        let last = review(&record, &petit, 1, ReviewBudget { last_walk_plans: 60, ..budget(3) })
            .expect("a finished game");
        let before = if tracked == 1 { three.planned_best } else { one.planned_best };
        assert!(
            last.planned_best >= before,
            "seed {seed}, {tracked} tracked: {} < {before}",
            last.planned_best
        );
        assert_eq!(last.bound, three.bound, "the bound does not depend on the search");
        if tracked == 1 {
            assert!(
                three.planned_best >= one.planned_best && three.best >= one.best,
                "seed {seed}: three walks found {} / {}, one walk {} / {}",
                three.planned_best,
                three.best,
                one.planned_best,
                one.best
            );
            (once, more) = (once + one.planned_best, more + three.planned_best);
        } else {
            assert_eq!(
                (three.best, three.planned_best, &three.best_actions),
                (one.best, one.planned_best, &one.best_actions),
                "a table's review walks once"
            );
        }
    }
    eprintln!("the planner's best over three solo games: one walk {once}, three walks {more}");
}
