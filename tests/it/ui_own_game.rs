//! The seam, shown end to end with Tally, the test game
//! (`src/games/tally/`, behind the `test-game` feature the tests turn on):
//! a game registered by its one line of the registry is started from the
//! new-game form, saved, resumed from the start screen, finished, found
//! in the history and its viewer, in `history --csv` and in a BG Stats
//! link, by parts written once for every game (no shared file names it).

use crate::common;
use crate::common::cli::{no_user_sheets, stderr, stdout, trailpad};
use crate::common::ui::{all_texts, harness};
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::path::{Path, PathBuf};
use trailpad::app::{GameScreen, ScreenKind, TrailpadApp};
use trailpad::games::{AnyRecord, GameKind, read_record};
use trailpad::store::DataDir;

fn app_on(dir: &Path) -> Harness<'static, TrailpadApp> {
    harness(TrailpadApp::new().with_store(DataDir::at(dir)))
}

/// The label of Tally's names field.
const NAMES: &str = "Players (one a line)";

/// Types Ann and Bob, one a line, into Tally's form.
fn type_ann_and_bob(h: &mut Harness<'_, TrailpadApp>) {
    h.get_by_role_and_label(Role::MultilineTextInput, NAMES).focus();
    h.run();
    h.get_by_role_and_label(Role::MultilineTextInput, NAMES).type_text("Ann");
    h.key_press(egui::Key::Enter);
    h.get_by_role_and_label(Role::MultilineTextInput, NAMES).type_text("Bob");
    h.run();
}

fn click(h: &mut Harness<'_, TrailpadApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Types `points` and adds them for `name`.
fn add(h: &mut Harness<'_, TrailpadApp>, points: &str, name: &str) {
    h.get_by_role_and_label(Role::TextInput, "Points").focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Points").type_text(points);
    h.run();
    click(h, &format!("Add points for {name}"));
}

/// The only `.ron` file of `folder`.
fn only_record(folder: &Path) -> PathBuf {
    let files = common::cli::ron_files_in(folder);
    assert_eq!(files.len(), 1, "{files:?}");
    files.into_iter().next().expect("one file")
}

/// Tally's record in `path`, as the one reader reads it.
fn record_in(path: &Path) -> AnyRecord {
    read_record(&std::fs::read_to_string(path).expect("readable")).expect("a record")
}

#[test]
fn the_test_game_is_started_saved_resumed_finished_and_logged_by_the_shared_parts() {
    let dir = common::fresh_dir("ui-own-game");
    let mut h = app_on(&dir);
    // The form's game picker lists it from the registry; its own form.
    click(&mut h, "Tally");
    assert_eq!(h.state().screen_kind(), ScreenKind::Game(GameKind::Tally, GameScreen::Start));
    type_ann_and_bob(&mut h);
    click(&mut h, "Start the game");
    assert_eq!(h.state().screen_kind(), ScreenKind::Game(GameKind::Tally, GameScreen::Play));
    add(&mut h, "5", "Ann");
    assert!(all_texts(&h).iter().any(|t| t == "Ann: 5"), "{:?}", all_texts(&h));
    // Saved at once, in games/.
    let file = only_record(&dir.join("games"));
    assert_eq!(record_in(&file).kind(), GameKind::Tally);
    assert_eq!(record_in(&file).action_count(), 1);
    drop(h);

    // Resumed from the start screen of a new window, by its row.
    let mut h = app_on(&dir);
    click(&mut h, "Resume Tally · Ann 5, Bob 0");
    assert_eq!(h.state().screen_kind(), ScreenKind::Game(GameKind::Tally, GameScreen::Play));
    add(&mut h, "7", "Bob");
    click(&mut h, "End the game");
    assert!(all_texts(&h).iter().any(|t| t == "Final scores"), "{:?}", all_texts(&h));
    assert!(record_in(&file).action_count() == 3, "the end saved");
    click(&mut h, "Back to the start");
    // Over: it moved to the history, where its row opens its final scores.
    assert!(common::cli::ron_files_in(&dir.join("games")).is_empty());
    let kept = only_record(&dir.join("history"));
    click(&mut h, "History and statistics");
    // Its statistics, apart from the other games'.
    assert!(h.query_by_label("Bob: 1 game, 1 win, best 7, average 7.0").is_some(), "{:?}", all_texts(&h));
    let open = all_texts(&h)
        .into_iter()
        .find(|t| t.starts_with("Open the Tally game played on ") && t.ends_with(" (Ann 5, Bob 7)"))
        .unwrap_or_else(|| panic!("the history's row: {:?}", all_texts(&h)));
    click(&mut h, &open);
    assert_eq!(h.state().screen_kind(), ScreenKind::Game(GameKind::Tally, GameScreen::Viewer));
    assert!(all_texts(&h).iter().any(|t| t == "winner: Bob"), "{:?}", all_texts(&h));
    click(&mut h, "Log in BG Stats");
    assert!(h.query_by_label("Copy link").is_some(), "{:?}", all_texts(&h));
    drop(h);

    // The command line reads it as every game: the history's spreadsheet,
    // a BG Stats link, its standings.
    let run = |args: &[&str]| {
        let out =
            trailpad(&no_user_sheets()).args(args).env("TRAILPAD_DATA_DIR", &dir).output().expect("run");
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        stdout(&out)
    };
    let csv = run(&["history", "--csv"]);
    let tally: Vec<&str> = csv.lines().filter(|l| l.contains(",Tally,")).collect();
    assert_eq!(tally.len(), 2, "one row per player: {csv}");
    assert!(tally.iter().any(|l| l.contains(",Bob,") && l.contains(",7,")), "{csv}");
    let kept = kept.to_str().expect("a UTF-8 path");
    let link = run(&["log-play", kept]);
    assert!(link.starts_with("https://app.bgstatsapp.com/createPlay.html?data="), "{link}");
    let json = run(&["log-play", "--format", "json", kept]);
    assert!(json.contains("\"name\": \"Tally\"") && !json.contains("bggId"), "{json}");
    let score = run(&["score", "--json", kept]);
    assert!(
        score.contains("\"game\": \"trailpad-test-tally\"") && score.contains("\"winners\": [\n    2\n  ]"),
        "{score}"
    );
}

#[test]
fn the_test_game_s_form_remembers_its_own_choices_with_no_field_in_the_shared_settings() {
    let dir = common::fresh_dir("ui-own-game-choices");
    let mut h = app_on(&dir);
    click(&mut h, "Tally");
    type_ann_and_bob(&mut h);
    click(&mut h, "Start the game");
    add(&mut h, "3", "Bob");
    click(&mut h, "End the game");
    click(&mut h, "Back to the start");
    // A fresh form, filled from what Tally kept under its record id.
    click(&mut h, "Tally");
    let typed = h.get_by_role_and_label(Role::MultilineTextInput, NAMES).value();
    assert_eq!(typed.as_deref(), Some("Ann\nBob"), "the names of the last table");
}
