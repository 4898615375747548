//! Records written by Trailpad as of November 2026 (before the games shared
//! one record reader) load unchanged, and score to the very bytes they did
//! then: frozen copies of the example records of both games, each beside the
//! `score --json` output the Trailpad of that time printed for it.

use crate::common::cli::{run, stderr, stdout};
use std::path::{Path, PathBuf};

fn frozen() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records-2026-11");
    let mut records: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("the frozen records")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    records.sort();
    records
}

#[test]
fn every_frozen_record_of_both_games_checks_and_scores_byte_identically() {
    let records = frozen();
    let new_york = records.iter().filter(|p| p.to_string_lossy().contains("new-york")).count();
    assert_eq!((records.len(), new_york), (8, 3), "five Tucana and three New York records");
    for record in &records {
        let path = record.to_str().expect("a UTF-8 path");
        let check = run(&["check", path]);
        assert!(check.status.success(), "{path}: check failed: {}", stderr(&check));
        let score = run(&["score", "--json", path]);
        assert!(score.status.success(), "{path}: score failed: {}", stderr(&score));
        let expected =
            std::fs::read_to_string(record.with_extension("score.json")).expect("its expected score");
        assert_eq!(stdout(&score), expected, "{path}: score --json changed");
    }
}
