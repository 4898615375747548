//! `trailpad log-play` and `trailpad history`, and the history's
//! spreadsheet: both games through the one reader; the link decodes to
//! the JSON printed; a paper total never typed is named, not sent as zero;
//! the CSV parses back (with the `csv` crate) to the rows written, and
//! formula-looking names are neutralised.

use crate::common::cli::{no_user_sheets, run, stderr, stdout, trailpad};
use serde_json::Value;
use std::path::Path;
use trailpad::export::bgstats::json_of_link;
use trailpad::export::history_csv::{header, history_csv, rows};
use trailpad::export::plays::{Play, plays_of};
use trailpad::games::new_york::Action;
use trailpad::games::players::PlayerList;
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::{AnyRecord, Boards, read_record};

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

fn example(name: &str) -> String {
    Path::new(MANIFEST).join("examples").join(name).to_str().expect("utf-8 path").to_string()
}

fn read(name: &str) -> AnyRecord {
    read_record(&std::fs::read_to_string(example(name)).expect("read")).expect("a record")
}

fn paper_name(seat: u8) -> String {
    format!("Seat {seat} (on paper)")
}

/// Finished records of both games, with names a spreadsheet could run
/// as formulas or must quote, each with a date.
fn history() -> Vec<AnyRecord> {
    let mut two = read("two-player-isla-petit.ron");
    if let AnyRecord::Tucana(r) = &mut two {
        r.played_at = Some(1_764_079_200);
        r.setup.players[0].name = "=HYPERLINK(\"http://x\",\"win\")".into();
        r.setup.players[1].name = "Bob, \"the\" builder".into();
    }
    let mut ny = read("new-york/four-player.ron");
    if let AnyRecord::NewYork(r) = &mut ny {
        r.actions.push(Action::Finish);
        r.setup.players[0].name = "+Ann".into();
        r.setup.players[1].name = "@Bob".into();
        r.setup.players[2].name = "-Cy".into();
    }
    let mut paper = read("five-player-isla-grande-special-bonus.ron");
    if let AnyRecord::Tucana(r) = &mut paper {
        r.played_at = Some(1_764_000_000);
        r.set_paper_total(3, Some(90)).expect("a paper seat");
    }
    vec![two, ny, paper, read("solo-isla-petit.ron")]
}

fn plays(records: Vec<AnyRecord>) -> Vec<Play> {
    let library = SheetLibrary::builtin();
    plays_of(records.into_iter().map(|r| (r, Some(1_700_000_000))), &Boards { islands: &library })
}

#[test]
fn log_play_prints_the_link_whose_json_is_the_one_printed_for_each_game() {
    for name in ["two-player-isla-petit.ron", "solo-isla-petit.ron", "eight-player-isla-grande.ron"] {
        let link = run(&["log-play", &example(name)]);
        assert!(link.status.success(), "{name}: {}", stderr(&link));
        let link = stdout(&link);
        assert_eq!(link.lines().count(), 1, "{name}");
        assert!(link.starts_with("https://app.bgstatsapp.com/createPlay.html?data=%7B"), "{name}");
        let json = run(&["log-play", "--format", "json", &example(name)]);
        assert!(json.status.success(), "{name}: {}", stderr(&json));
        let printed: Value = serde_json::from_str(&stdout(&json)).expect("JSON");
        let carried: Value =
            serde_json::from_str(&json_of_link(link.trim_end()).expect("a link")).expect("JSON");
        assert_eq!(printed, carried, "{name}");
        assert_eq!(printed["sourceName"], "Trailpad");
    }
}

#[test]
fn log_play_refuses_what_it_cannot_send_and_says_why() {
    let paper = run(&["log-play", &example("four-player-isla-grande-real-cards.ron")]);
    assert_eq!(paper.status.code(), Some(2));
    assert!(stderr(&paper).contains("paper sheets at seat(s) 4 are not typed yet"), "{}", stderr(&paper));
    assert!(stdout(&paper).is_empty());
    let unfinished = run(&["log-play", &example("new-york/two-player.ron")]);
    assert_eq!(unfinished.status.code(), Some(2));
    assert!(stderr(&unfinished).contains("not over yet"), "{}", stderr(&unfinished));
}

#[test]
fn log_play_draws_the_qr_code_and_prints_the_rows() {
    let qr = run(&["log-play", "--qr", &example("two-player-isla-petit.ron")]);
    assert!(qr.status.success(), "{}", stderr(&qr));
    let out = stdout(&qr);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("https://"));
    // A square of half blocks: as many columns as twice its lines, about.
    assert!(lines.len() > 20 && lines[1..].iter().all(|l| l.chars().all(|c| " ▀▄█".contains(c))), "{out}");
    let csv = run(&["log-play", "--format", "csv", &example("solo-isla-petit.ron")]);
    assert!(csv.status.success(), "{}", stderr(&csv));
    let text = stdout(&csv);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(reader.headers().expect("header").iter().collect::<Vec<_>>(), header());
    let rows: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("rows");
    assert_eq!(rows.len(), 1);
    assert_eq!(&rows[0][8], "Alice");
    assert_eq!(&rows[0][10], "57");
    assert_eq!(&rows[0][14], "You're better than a yeti, at least");
}

#[test]
fn the_history_csv_parses_back_to_the_rows_written_with_formulas_neutralised() {
    let plays = plays(history());
    let people = PlayerList::default();
    let text = history_csv(&plays, &paper_name, &people).expect("CSV");
    assert!(text.starts_with('\u{FEFF}'), "a byte-order mark");
    assert!(text.contains("\r\n") && !text.replace("\r\n", "").contains(['\n', '\r']), "one line ending");
    let expected: Vec<Vec<String>> = plays.iter().flat_map(|p| rows(p, &paper_name, &people)).collect();
    // 2 + 4 + 5 + 1 seats.
    assert_eq!(expected.len(), 12);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(reader.headers().expect("header").iter().collect::<Vec<_>>(), header());
    let parsed: Vec<Vec<String>> =
        reader.records().map(|r| r.expect("a row").iter().map(str::to_string).collect()).collect();
    assert_eq!(parsed, expected);
    let names: Vec<&str> = parsed.iter().map(|r| r[8].as_str()).collect();
    for shown in ["'=HYPERLINK(\"http://x\",\"win\")", "Bob, \"the\" builder", "'+Ann", "'@Bob", "'-Cy"] {
        assert!(names.contains(&shown), "{shown} in {names:?}");
    }
    // No cell a spreadsheet would run as a formula.
    assert!(parsed.iter().flatten().all(|c| !c.starts_with(['=', '+', '@']) && !c.starts_with("-C")));
    // Negative New York scores stay numbers; dates are ISO 8601; a paper
    // total never typed is an empty cell, a typed one its total.
    assert!(parsed.iter().all(|r| r[0].is_empty() || r[0].len() == 20 && r[0].ends_with('Z')));
    assert!(parsed.iter().any(|r| r[8] == "Seat 3 (on paper)" && r[10] == "90"));
    assert!(parsed.iter().any(|r| r[8] == "Seat 5 (on paper)" && r[10].is_empty() && r[11].is_empty()));
}

#[test]
fn history_lists_and_writes_every_finished_game_of_the_data_folder() {
    let data = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-plays-history");
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(data.join("history")).expect("history folder");
    for (i, record) in history().into_iter().enumerate() {
        let text = record.to_ron().expect("RON");
        std::fs::write(data.join("history").join(format!("game-{i}.ron")), text).expect("written");
    }
    let csv = trailpad(&no_user_sheets())
        .args(["history", "--csv"])
        .env("TRAILPAD_DATA_DIR", &data)
        .output()
        .expect("run trailpad");
    assert!(csv.status.success(), "{}", stderr(&csv));
    let text = stdout(&csv);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let parsed: Vec<csv::StringRecord> = reader.records().collect::<Result<_, _>>().expect("rows");
    assert_eq!(parsed.len(), 12, "{text}");
    let games: std::collections::BTreeSet<&str> = parsed.iter().map(|r| &r[1]).collect();
    assert_eq!(games.into_iter().collect::<Vec<_>>(), ["Ticket to Ride: New York", "Trails of Tucana"]);
    let list =
        trailpad(&no_user_sheets()).arg("history").env("TRAILPAD_DATA_DIR", &data).output().expect("run");
    assert!(list.status.success(), "{}", stderr(&list));
    assert_eq!(stdout(&list).lines().count(), 4, "{}", stdout(&list));
}

/// Every file under `dir` with its bytes, in order.
fn files_and_bytes(dir: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else {
                found.push((path.clone(), std::fs::read(&path).expect("read")));
            }
        }
    }
    found.sort();
    found
}

/// `trailpad history` may run while the app holds the data folder: it
/// lists the finished games and reports damaged files, and moves, removes
/// and writes nothing (the app's own listing puts an unfinished game back
/// in `games/`, a damaged Tucana file in `damaged/`, and removes a
/// leftover save).
#[test]
fn history_reads_the_data_folder_and_changes_nothing() {
    let data = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-plays-history-read-only");
    let _ = std::fs::remove_dir_all(&data);
    let history = data.join("history");
    std::fs::create_dir_all(&history).expect("history folder");
    let finished = std::fs::read_to_string(example("two-player-isla-petit.ron")).expect("read");
    std::fs::write(history.join("finished.ron"), &finished).expect("written");
    let AnyRecord::Tucana(mut unfinished) = read("two-player-isla-petit.ron") else { panic!("Tucana") };
    unfinished.actions.truncate(5);
    std::fs::write(history.join("unfinished.ron"), unfinished.to_ron().expect("RON")).expect("written");
    let new_york = std::fs::read_to_string(example("new-york/two-player.ron")).expect("read");
    std::fs::write(history.join("new-york-unfinished.ron"), &new_york).expect("written");
    std::fs::write(history.join("damaged.ron"), "this is no record").expect("written");
    std::fs::write(history.join(".tmp-1-finished.ron"), "half a save").expect("written");
    let before = files_and_bytes(&data);

    let store = trailpad::store::GameStore::new(trailpad::store::DataDir::at(&data));
    let listed = store.finished_games_read_only(&SheetLibrary::builtin());
    assert_eq!(listed.of::<trailpad::ui::tucana::listed::TucanaSaved>().len(), 1, "the finished game only");
    assert!(
        listed.of::<trailpad::ui::new_york::saved::NewYorkSaved>().is_empty(),
        "an unfinished New York game is no result"
    );
    let damaged: Vec<_> = listed.damaged.iter().map(|d| (d.original.clone(), d.moved_to.clone())).collect();
    assert_eq!(damaged, vec![(history.join("damaged.ron"), None)], "reported where it is");
    assert_eq!(files_and_bytes(&data), before, "the listing changed nothing");

    for args in [vec!["history"], vec!["history", "--csv"]] {
        let out =
            trailpad(&no_user_sheets()).args(&args).env("TRAILPAD_DATA_DIR", &data).output().expect("run");
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(!stdout(&out).is_empty(), "{args:?}");
        assert_eq!(files_and_bytes(&data), before, "{args:?} changed nothing");
    }

    // The app's listing does tidy: the unfinished games go back to games/.
    let _ = store.finished_games(&SheetLibrary::builtin());
    assert!(data.join("games").join("unfinished.ron").is_file());
    assert_ne!(files_and_bytes(&data), before);
    let _ = std::fs::remove_dir_all(&data);
}

/// A game copied to a second file is one game, and a file that cannot be
/// read is left out with a count and its reason on stderr (exit 0: the
/// rest of the history is printed).
#[test]
fn history_counts_what_it_leaves_out_and_keeps_a_copied_game_once() {
    let data = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-plays-history-skipped");
    let _ = std::fs::remove_dir_all(&data);
    let history = data.join("history");
    std::fs::create_dir_all(&history).expect("history folder");
    let finished = std::fs::read_to_string(example("two-player-isla-petit.ron")).expect("read");
    std::fs::write(history.join("a.ron"), &finished).expect("written");
    std::fs::write(history.join("b.ron"), &finished).expect("the same game copied");
    std::fs::write(history.join("broken.ron"), "this is no record").expect("written");
    let twins = finished.replacen("\"Bob\"", "\"alice\"", 1);
    std::fs::write(history.join("twins.ron"), twins).expect("written");
    for args in [&["history"][..], &["history", "--csv"][..]] {
        let out =
            trailpad(&no_user_sheets()).args(args).env("TRAILPAD_DATA_DIR", &data).output().expect("run");
        assert!(out.status.success(), "{}", stderr(&out));
        let said = stderr(&out);
        assert!(said.contains("warning: 2 file(s) of the history were left out:"), "{said}");
        assert!(said.contains("broken.ron") && said.contains("twins.ron"), "{said}");
        assert!(said.contains("are one name (case and invisible characters do not count)"), "{said}");
        let printed = stdout(&out);
        let lines =
            printed.lines().filter(|l| !l.trim_start_matches('\u{FEFF}').starts_with("date,")).count();
        assert_eq!(lines, if args.len() == 1 { 1 } else { 2 }, "one game, once: {printed}");
    }
}
