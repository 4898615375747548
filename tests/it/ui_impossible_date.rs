//! A record whose `played_at` is no date (2^63 seconds and more used to
//! abort every start of the app: "overflow when adding duration to
//! instant") is set aside with its reason, for both games, whether it waits
//! in `games/` or in `history/`; the app starts and the history opens.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use crate::common::files_in;
use crate::common::ui::harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;
use trailpad::store::DataDir;

const TUCANA: &str = include_str!("../../examples/two-player-isla-petit.ron");
const NEW_YORK: &str = include_str!("../../examples/new-york/two-player.ron");

/// The record with its date replaced by `secs` (Tucana's example keeps
/// none: one is added before the closing parenthesis).
fn dated(text: &str, secs: u64) -> String {
    match text.find("played_at: Some(") {
        Some(start) => {
            let end = start + text[start..].find(')').unwrap() + 1;
            format!("{}played_at: Some({secs}){}", &text[..start], &text[end..])
        }
        None => {
            let close = text.rfind(')').unwrap();
            format!("{}    played_at: Some({secs}),\n{}", &text[..close], &text[close..])
        }
    }
}

#[test]
fn impossible_dates_in_games_and_history_are_set_aside_and_the_app_starts() {
    let dir = common::fresh_dir("ui-impossible-date");
    for folder in ["games", "history"] {
        std::fs::create_dir_all(dir.join(folder)).unwrap();
        std::fs::write(dir.join(folder).join("tucana.ron"), dated(TUCANA, u64::MAX)).unwrap();
        std::fs::write(dir.join(folder).join("new-york.ron"), dated(NEW_YORK, 1 << 63)).unwrap();
    }
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    h.run();
    assert!(h.query_by_label_contains("tucana.ron could not be used").is_some());
    assert!(h.query_by_label_contains("new-york.ron could not be used").is_some());
    assert!(h.query_all_by_label_contains("is not a date").count() >= 2, "the reason names the date");
    h.get_by_label("History and statistics").click();
    h.run();
    assert!(h.state().history_open(), "the history opens");
    // The Tucana files were moved aside; New York files are never moved,
    // only reported where they are: nothing is lost either way.
    assert!(
        h.query_by_label_contains("new-york.ron could not be used").is_some(),
        "reported in the history too"
    );
    let names = |folder: &str| -> Vec<String> {
        files_in(&dir.join(folder))
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(names("games"), vec!["new-york.ron"]);
    assert_eq!(names("history"), vec!["new-york.ron"]);
    assert_eq!(names("damaged").len(), 2, "both Tucana files kept aside: {:?}", names("damaged"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The record with an end at `ended_at` added after its start (started at
/// 1764135829 when it kept none).
fn ended(text: &str, ended_at: u64) -> String {
    let text = if text.contains("played_at: Some(") { text.to_string() } else { dated(text, 1_764_135_829) };
    let start = text.find("played_at: Some(").unwrap();
    let end = start + text[start..].find("),").unwrap() + 2;
    format!("{}\n    ended_at: Some({ended_at}),{}", &text[..end], &text[end..])
}

/// The same for an impossible end (past 9999, or before the start): set
/// aside with its reason, and the app starts and opens the history.
#[test]
fn impossible_ends_in_games_and_history_are_set_aside_and_the_app_starts() {
    let dir = common::fresh_dir("ui-impossible-end");
    for folder in ["games", "history"] {
        std::fs::create_dir_all(dir.join(folder)).unwrap();
        std::fs::write(dir.join(folder).join("tucana.ron"), ended(TUCANA, 1 << 63)).unwrap();
        std::fs::write(dir.join(folder).join("new-york.ron"), ended(NEW_YORK, 1_764_135_828)).unwrap();
    }
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    h.run();
    assert!(h.query_by_label_contains("tucana.ron could not be used").is_some());
    assert!(h.query_by_label_contains("new-york.ron could not be used").is_some());
    assert!(h.query_all_by_label_contains("(ended_at: 9223372036854775808) is not a date").next().is_some());
    assert!(h.query_all_by_label_contains("ended_at 1764135828 comes before").next().is_some());
    h.get_by_label("History and statistics").click();
    h.run();
    assert!(h.state().history_open(), "the history opens");
    assert!(
        h.query_by_label_contains("new-york.ron could not be used").is_some(),
        "reported in the history too"
    );
    let names = |folder: &str| -> Vec<String> {
        files_in(&dir.join(folder))
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect()
    };
    assert_eq!(names("games"), vec!["new-york.ron"]);
    assert_eq!(names("history"), vec!["new-york.ron"]);
    assert_eq!(names("damaged").len(), 2, "both Tucana files kept aside: {:?}", names("damaged"));
    let _ = std::fs::remove_dir_all(&dir);
}
