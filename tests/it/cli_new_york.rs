//! The `trailpad` binary on New York records: `check` and `score` (text and
//! the exact `--json` shape) and `png` on the examples, illegal and foreign
//! records, bad outputs, and Tucana records still read as before.

use crate::common;
use crate::common::cli::{ron_files_in, run, stderr, stdout};

use serde_json::Value;
use std::path::{Path, PathBuf};
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::i18n::Language;
use trailpad::picture::{PngOptions, new_york_png};

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

fn examples() -> Vec<PathBuf> {
    ron_files_in(&Path::new(MANIFEST).join("examples/new-york"))
}

fn example(name: &str) -> PathBuf {
    Path::new(MANIFEST).join("examples/new-york").join(name)
}

fn load(path: &Path) -> NewYorkRecord {
    NewYorkRecord::from_ron(&std::fs::read_to_string(path).expect("read")).expect("parse")
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn write_variant(name: &str, text: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-ny-tests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write");
    path
}

#[test]
fn there_is_an_example_for_two_three_and_four_players() {
    let counts: Vec<usize> = examples().iter().map(|f| load(f).setup.players.len()).collect();
    let mut sorted = counts.clone();
    sorted.sort();
    assert_eq!(sorted, vec![2, 3, 4]);
    for file in examples() {
        let record = load(&file);
        let game = record.replay().expect("legal");
        // Finished games: somebody is down to 2 taxis.
        assert!(game.is_last_round(), "{}", file.display());
        assert_eq!(NewYorkRecord::from_ron(&record.to_ron()).expect("round trip"), record);
    }
}

#[test]
fn check_accepts_every_new_york_example() {
    for file in examples() {
        let out = run(&["check", path_str(&file)]);
        assert_eq!(out.status.code(), Some(0), "{}: {}", file.display(), stderr(&out));
        let record = load(&file);
        let text = stdout(&out);
        assert!(
            text.starts_with(&format!(
                "ok: Ticket to Ride: New York, {} players, {} actions, taxis left: ",
                record.setup.players.len(),
                record.actions.len()
            )),
            "{text}"
        );
        assert!(text.trim_end().ends_with("(last round)"), "{text}");
        assert_eq!(text.lines().count(), 1);
    }
}

/// A player's keys, in the documented order.
const PLAYER_KEYS: [&str; 11] = [
    "name",
    "colour",
    "routes",
    "tickets",
    "attractions",
    "total",
    "completed",
    "failed",
    "taxis_left",
    "claimed",
    "tickets_held",
];

/// The keys first appear in the JSON text in this order (the parsed map
/// sorts its keys, so the order is read from the text).
fn assert_in_order(text: &str, keys: &[&str]) {
    let at: Vec<usize> = keys
        .iter()
        .map(|k| text.find(&format!("\"{k}\":")).unwrap_or_else(|| panic!("no key {k} in {text}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "keys out of order {keys:?}: {at:?}");
}

#[test]
fn score_json_has_exactly_the_documented_keys_and_the_engine_values() {
    for file in examples() {
        let out = run(&["score", path_str(&file), "--json"]);
        assert_eq!(out.status.code(), Some(0), "{}: {}", file.display(), stderr(&out));
        let text = stdout(&out);
        let json: Value = serde_json::from_str(&text).expect("one JSON object");
        let mut top: Vec<&str> = json.as_object().expect("object").keys().map(String::as_str).collect();
        top.sort_unstable();
        assert_eq!(top, ["finished", "game", "players", "winners"]);
        assert_in_order(&text, &["game", "players", "winners", "finished"]);
        assert_eq!(json["finished"], false, "nobody ended the example games");
        assert_in_order(&text, &PLAYER_KEYS);
        assert_eq!(json["game"], "ticket-to-ride-new-york");
        let record = load(&file);
        let game = record.replay().expect("legal");
        let scores = game.scores();
        let players = json["players"].as_array().expect("players");
        assert_eq!(players.len(), scores.players.len());
        for (p, s) in players.iter().zip(&scores.players) {
            let mut keys: Vec<&str> = p.as_object().expect("object").keys().map(String::as_str).collect();
            keys.sort_unstable();
            let mut expected = PLAYER_KEYS.to_vec();
            expected.sort_unstable();
            assert_eq!(keys, expected, "exactly these keys");
            let player = game.player(s.player).expect("player");
            assert_eq!(p["name"], player.name.as_str());
            assert_eq!(p["colour"], player.colour.key());
            assert_eq!(p["routes"], s.routes);
            assert_eq!(p["tickets"], s.tickets);
            assert_eq!(p["attractions"], s.attractions);
            assert_eq!(p["total"], s.total);
            assert_eq!(p["completed"], s.completed);
            assert_eq!(p["failed"], s.failed);
            assert_eq!(p["taxis_left"], s.taxis_left);
            let claimed: Vec<&str> =
                p["claimed"].as_array().expect("list").iter().filter_map(Value::as_str).collect();
            let expected: Vec<&str> = s.claimed.iter().map(|r| game.map().route(*r).key.as_str()).collect();
            assert_eq!(claimed, expected);
            let held: Vec<&str> =
                p["tickets_held"].as_array().expect("list").iter().filter_map(Value::as_str).collect();
            let expected: Vec<&str> =
                game.tickets_of(s.player).iter().map(|t| game.map().ticket(*t).key.as_str()).collect();
            assert_eq!(held, expected);
        }
        let winners: Vec<&str> =
            json["winners"].as_array().expect("list").iter().filter_map(Value::as_str).collect();
        let expected: Vec<&str> =
            scores.winners.iter().map(|w| game.player(*w).expect("player").name.as_str()).collect();
        assert_eq!(winners, expected);
        assert!(!winners.is_empty());
    }
}

#[test]
fn score_text_shows_the_pad_rows_and_the_winner() {
    let out = run(&["score", path_str(&example("two-player.ron"))]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    for row in ["Routes", "Destination Tickets", "Tourist Attractions", "Total", "Taxis left"] {
        assert_eq!(text.matches(row).count(), 2, "{row} once per player:\n{text}");
    }
    assert!(text.contains("Ann (blue)") && text.contains("Bob (purple)"), "{text}");
    assert!(text.contains("Chelsea–Wall Street (6): completed"), "{text}");
    let game = load(&example("two-player.ron")).replay().expect("legal");
    let scores = game.scores();
    let winner = game.player(scores.winners[0]).expect("winner").name.clone();
    assert!(text.contains(&format!("Winner: {winner}")), "{text}");
    // The three-player example ends in a shared victory.
    let text = stdout(&run(&["score", path_str(&example("three-player.ron"))]));
    assert!(text.contains("Shared victory: Ann, Bob"), "{text}");
}

#[test]
fn check_refuses_an_illegal_new_york_record_naming_the_action() {
    let mut record = load(&example("two-player.ron"));
    // Bob holds Chinatown–Brooklyn (red): in a 2-player game its twin stays closed.
    record.actions.push(Action::Claim { player: 1, route: "chinatown-brooklyn-orange".into() });
    let n = record.actions.len();
    let path = write_variant("double-closed.ron", &record.to_ron());
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stdout(&out).trim(),
        format!(
            "action {n}: in a 2-player game only one route of a Double Route is used: Bob holds Chinatown–Brooklyn (red)"
        )
    );
    let out = run(&["score", path_str(&path), "--json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    assert!(stderr(&out).contains(&format!("action {n}:")), "{}", stderr(&out));

    let mut record = load(&example("four-player.ron"));
    record.actions.push(Action::Claim { player: 4, route: "chelsea-soho".into() });
    let path = write_variant("taken.ron", &record.to_ron());
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("Chelsea–Soho is already claimed by Bob"), "{}", stdout(&out));
}

#[test]
fn unusable_new_york_input_is_bad_input() {
    let text = std::fs::read_to_string(example("two-player.ron")).expect("read");
    let path =
        write_variant("other-game.ron", &text.replace("ticket-to-ride-new-york", "ticket-to-ride-london"));
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("\"ticket-to-ride-london\", which this Trailpad does not know"),
        "{}",
        stderr(&out)
    );
    let path = write_variant("newer.ron", &text.replace("format: 1", "format: 7"));
    let out = run(&["score", path_str(&path)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("format version 7 is newer"), "{}", stderr(&out));
    let path =
        write_variant("one-player.ron", &text.replace("            (name: \"Bob\", colour: Purple),\n", ""));
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("2 to 4 players, not 1"), "{}", stderr(&out));
    let out = run(&["png", path_str(&example("two-player.ron")), "-o", "/nonexistent/x.png"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("cannot write /nonexistent/x.png: the folder /nonexistent does not exist"),
        "{}",
        stderr(&out)
    );
}

// ----- png -----

fn scratch(name: &str) -> PathBuf {
    // Per process: two test runs sharing a target folder must not clear
    // each other's files.
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-ny-png-{}", std::process::id())).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// Width and height of a PNG file.
fn png_size(path: &Path) -> (u32, u32) {
    let file = std::io::BufReader::new(std::fs::File::open(path).expect("the PNG"));
    let reader = png::Decoder::new(file).read_info().expect("a PNG header");
    let info = reader.info();
    (info.width, info.height)
}

#[test]
fn png_writes_the_table_of_every_example_as_the_library_draws_it() {
    let dir = scratch("examples");
    for file in examples() {
        let before = std::fs::read(&file).expect("read");
        let out = dir.join(file.with_extension("png").file_name().expect("a name"));
        let o = run(&["png", path_str(&file), "-o", path_str(&out), "--scale", "1"]);
        assert_eq!(o.status.code(), Some(0), "{}: {}", file.display(), stderr(&o));
        let record = load(&file);
        let names: Vec<&str> = record.setup.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            stdout(&o),
            format!("wrote {}: the New York table of {}, final scores\n", out.display(), names.join(", "))
        );
        // The example reaches the last round without an end entered: drawn
        // as ended, so the pad names the winner as `score` does.
        let mut game = record.replay().expect("legal");
        assert!(game.is_last_round() && !game.is_over());
        game.apply(&trailpad::games::new_york::Action::Finish).expect("the end");
        let options = PngOptions { pixels_per_point: 1.0, ..PngOptions::default() };
        let bytes = std::fs::read(&out).expect("the PNG");
        assert!(bytes == new_york_png(&game, true, &options).expect("export"), "the library's image");
        let (w, h) = png_size(&out);
        assert!(w > 900 && h > 700, "{w}×{h}");
        assert_eq!(std::fs::read(&file).expect("read"), before, "the record is untouched");
    }
    // The language and the scale are honoured.
    let ru = dir.join("ru.png");
    let o = run(&[
        "png",
        path_str(&example("two-player.ron")),
        "-o",
        path_str(&ru),
        "--lang",
        "RU",
        "--scale",
        "0.5",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut game = load(&example("two-player.ron")).replay().expect("legal");
    game.apply(&trailpad::games::new_york::Action::Finish).expect("the end");
    let options = PngOptions { pixels_per_point: 0.5, language: Language::Russian, ..PngOptions::default() };
    let expected = new_york_png(&game, true, &options).expect("export");
    assert!(std::fs::read(&ru).expect("the PNG") == expected, "the library's image in Russian");
    // Only the PNGs are left in the folder: no temporary file beside them.
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("list")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    names.sort();
    assert_eq!(names, ["four-player.png", "ru.png", "three-player.png", "two-player.png"]);
}

/// Exit 2, one line on stderr holding every needle, and `out` as it was.
fn expect_refused(args: &[&str], out: &Path, needles: &[&str]) {
    let before = std::fs::symlink_metadata(out).ok().map(|m| (m.file_type(), m.len()));
    let o = run(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}{}", stdout(&o), stderr(&o));
    let err = stderr(&o);
    for needle in needles {
        assert!(err.contains(needle), "{needle:?} in {err}");
    }
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");
    assert!(stdout(&o).is_empty());
    let after = std::fs::symlink_metadata(out).ok().map(|m| (m.file_type(), m.len()));
    assert_eq!(before, after, "{} was changed", out.display());
}

#[test]
fn png_refuses_bad_outputs_seats_and_options() {
    let dir = scratch("refused");
    let record = example("three-player.ron");
    let r = path_str(&record);
    let out = dir.join("out.png");
    let o = path_str(&out);
    expect_refused(
        &["png", r, "--seat", "2", "-o", o],
        &out,
        &["--seat 2 is for Trails of Tucana sheets", "whole table", "leave --seat out"],
    );
    expect_refused(&["png", r, "--scale", "40", "-o", o], &out, &["scale 40"]);
    expect_refused(&["png", r, "--lang", "xx", "-o", o], &out, &["\"xx\"", "en, fr or ru"]);
    // A folder, a missing folder, a symbolic link, a device.
    expect_refused(&["png", r, "-o", path_str(&dir)], &out, &["give a file name, not a folder"]);
    let missing = dir.join("nope/out.png");
    expect_refused(&["png", r, "-o", path_str(&missing)], &missing, &["does not exist"]);
    #[cfg(unix)]
    {
        let target = dir.join("target.png");
        std::fs::write(&target, b"mine").expect("write");
        let link = dir.join("link.png");
        std::os::unix::fs::symlink(&target, &link).expect("link");
        expect_refused(&["png", r, "-o", path_str(&link)], &link, &["symbolic link"]);
        assert_eq!(std::fs::read(&target).expect("read"), b"mine", "the link's target is untouched");
        let null = Path::new("/dev/null");
        expect_refused(&["png", r, "-o", "/dev/null"], null, &["not an ordinary file"]);
    }
    // The record itself, spelled another way, is never overwritten.
    let copy = dir.join("game.ron");
    std::fs::copy(&record, &copy).expect("copy");
    let same = dir.join(".").join("game.ron");
    expect_refused(&["png", path_str(&copy), "-o", path_str(&same)], &copy, &["is the record itself"]);
    assert_eq!(std::fs::read(&copy).expect("read"), std::fs::read(&record).expect("read"));
    assert!(!out.exists());
}

#[test]
fn png_of_an_illegal_new_york_record_exits_1_and_writes_nothing() {
    let mut record = load(&example("four-player.ron"));
    record.actions.push(Action::Claim { player: 4, route: "chelsea-soho".into() });
    let path = write_variant("png-taken.ron", &record.to_ron());
    let out = scratch("illegal").join("out.png");
    let o = run(&["png", path_str(&path), "-o", path_str(&out)]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("Chelsea–Soho is already claimed by Bob"), "{}", stderr(&o));
    assert!(!out.exists());
}

#[test]
fn tucana_records_still_go_to_the_tucana_reader() {
    let old = Path::new(MANIFEST).join("examples/two-player-isla-petit.ron");
    let out = run(&["check", path_str(&old)]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).starts_with("ok: Isla Petit, 2 players, "));
    // A syntax error in a Tucana record keeps its Tucana message; one cut
    // short says so.
    let path = write_variant("broken.ron", "(format: 1, setup: ]\n)");
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("this file is not a Trailpad game record"), "{}", stderr(&out));
    let path = write_variant("cut.ron", "(format: 1, setup: ");
    let out = run(&["check", path_str(&path)]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("this game record of Trails of Tucana stops short"), "{}", stderr(&out));
}

#[test]
fn every_record_command_reads_through_the_one_reader_and_names_the_game() {
    // The comma at the end of line 18 of a New York example removed, and a
    // Tucana record cut short: each is told as its own game's, by `check`,
    // `score`, `score --json` and `png` alike (one reader, one error type).
    let text = std::fs::read_to_string(example("two-player.ron")).expect("example");
    let mut lines: Vec<&str> = text.lines().collect();
    let line = lines[17].trim_end_matches(',').to_string();
    lines[17] = &line;
    let new_york = write_variant("one-reader-ny.ron", &lines.join("\n"));
    let tucana = write_variant("one-reader-tucana.ron", "(format: 1, setup: ");
    let png = scratch("one-reader").join("out.png");
    for (path, said_as) in [
        (&new_york, "this file is not a Trailpad game record of Ticket to Ride: New York;"),
        (&tucana, "this game record of Trails of Tucana stops short"),
    ] {
        for args in [
            vec!["check", path_str(path)],
            vec!["score", path_str(path)],
            vec!["score", "--json", path_str(path)],
            vec!["png", path_str(path), "-o", path_str(&png)],
        ] {
            let out = run(&args);
            assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
            let said = stderr(&out);
            assert!(said.contains(said_as), "{args:?}: {said}");
            assert!(stdout(&out).is_empty(), "{args:?}");
        }
    }
    assert!(!png.exists());
}

// ----- text from a file on the terminal -----

/// The longest output a hostile file may cause from one command: its text
/// is cut, never echoed in full.
const BOUNDED: usize = 4096;

/// What a record's text must never do on a terminal: no escape or bell byte
/// (no cursor moves, no cleared screen, no window title), no line forged by
/// a file, and a bounded length. Checked on stdout and stderr of `score`,
/// `score --json`, `check` and `png`.
fn assert_every_command_is_safe(path: &Path) {
    let png = scratch("forged").join("out.png");
    let commands: [Vec<&str>; 4] = [
        vec!["score", path_str(path)],
        vec!["score", path_str(path), "--json"],
        vec!["check", path_str(path)],
        vec!["png", path_str(path), "-o", path_str(&png)],
    ];
    for args in commands {
        let out = run(&args);
        assert_ne!(out.status.code(), Some(0), "{args:?} accepted a hostile record");
        for (stream, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
            let shown = String::from_utf8_lossy(&bytes[..bytes.len().min(300)]).into_owned();
            assert!(!bytes.contains(&0x1b), "{args:?}: ESC on {stream}: {shown}");
            assert!(!bytes.contains(&0x07), "{args:?}: BEL on {stream}: {shown}");
            assert!(!bytes.contains(&b'\r'), "{args:?}: CR on {stream}: {shown}");
            let text = String::from_utf8_lossy(bytes);
            assert!(
                !text.lines().any(|l| l.trim_start().starts_with("Winner: Mallory")),
                "{args:?}: a forged line on {stream}: {shown}"
            );
            assert!(text.lines().count() <= 1, "{args:?}: more than one line on {stream}: {shown}");
            assert!(bytes.len() <= BOUNDED, "{args:?}: {} bytes on {stream}", bytes.len());
        }
        assert!(!png.exists(), "{args:?} wrote a picture of a hostile record");
    }
}

fn two_player_text() -> String {
    std::fs::read_to_string(example("two-player.ron")).expect("read")
}

#[test]
fn a_forged_route_id_reaches_no_terminal_raw() {
    let text = two_player_text().replace(
        "Claim(player: 1, route: \"chelsea-gramercy-park\"),",
        "Claim(player: 1, route: \"\\u{1b}[2J\\nWinner: Mallory\"),",
    );
    let path = write_variant("forged-route.ron", &text);
    assert_every_command_is_safe(&path);
    // The id is still named, escaped, so the user can find it in the file.
    let out = run(&["check", path_str(&path)]);
    assert!(stdout(&out).contains("\\u{1b}[2J\\nWinner: Mallory"), "{}", stdout(&out));
    let out = run(&["score", path_str(&path), "--json"]);
    assert!(stderr(&out).contains("\\u{1b}[2J\\nWinner: Mallory"), "{}", stderr(&out));
}

#[test]
fn a_forged_ticket_id_sets_no_terminal_title() {
    let text = two_player_text().replacen("\"chelsea-wall-street\"", "\"\\u{1b}]0;pwn\\u{7}\"", 1);
    let path = write_variant("forged-ticket.ron", &text);
    assert_every_command_is_safe(&path);
    let out = run(&["check", path_str(&path)]);
    assert!(stdout(&out).contains("\\u{1b}]0;pwn\\u{7}"), "{}", stdout(&out));
}

#[test]
fn a_line_break_in_the_game_field_passes_through_no_command() {
    let text = two_player_text()
        .replace("game: \"ticket-to-ride-new-york\"", "game: \"ticket-to-ride-new-york\\nWinner: Mallory\"");
    let path = write_variant("forged-game.ron", &text);
    assert_every_command_is_safe(&path);
    let out = run(&["check", path_str(&path)]);
    assert!(stderr(&out).contains("ticket-to-ride-new-york\\nWinner: Mallory"), "{}", stderr(&out));
}

#[test]
fn a_huge_route_id_or_game_value_is_cut() {
    let huge = "r".repeat(3_000_000);
    let text = two_player_text().replace("\"chelsea-gramercy-park\"", &format!("\"{huge}\""));
    let path = write_variant("huge-route.ron", &text);
    assert_every_command_is_safe(&path);
    let out = run(&["check", path_str(&path)]);
    assert!(stdout(&out).contains("rrrr…"), "{}", stdout(&out));

    let text = two_player_text().replace("game: \"ticket-to-ride-new-york\"", &format!("game: \"{huge}\""));
    let path = write_variant("huge-game.ron", &text);
    assert_every_command_is_safe(&path);
    let out = run(&["check", path_str(&path)]);
    assert!(stderr(&out).contains("rrrr…"), "{}", stderr(&out));
}

#[test]
fn a_huge_unknown_route_id_is_cut_so_the_message_keeps_its_ending() {
    let huge = "r".repeat(3_000_000);
    let text = two_player_text().replace("\"midtown-west-times-square\"", &format!("\"{huge}\""));
    let path = write_variant("huge-unknown-route.ron", &text);
    // `check` names the illegal action on stdout, `score` on stderr.
    for (args, on_stdout) in [(vec!["check", path_str(&path)], true), (vec!["score", path_str(&path)], false)]
    {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let said = if on_stdout { stdout(&out) } else { stderr(&out) };
        let ending: String =
            said.trim_end().chars().rev().take(80).collect::<Vec<_>>().into_iter().rev().collect();
        assert!(said.trim_end().ends_with("” on the board"), "{args:?}: …{ending}");
        assert!(said.contains("action 6: there is no route “rrrr"), "{args:?}: …{ending}");
        assert!(said.contains("rrrr…") && said.len() < 400, "{args:?}: {} bytes", said.len());
    }
}

#[test]
fn a_tucana_record_goes_through_the_same_printer() {
    let text = std::fs::read_to_string(Path::new(MANIFEST).join("examples/two-player-isla-petit.ron"))
        .expect("read")
        .replace("sheet: \"isla-petit\"", "sheet: \"\\u{1b}[2J\\nWinner: Mallory\"");
    let path = write_variant("forged-sheet.ron", &text);
    assert_every_command_is_safe(&path);
}

#[test]
fn png_says_what_scale_fits_a_picture_too_large_for_memory() {
    let dir = common::fresh_dir("cli-ny-png-large");
    let out = dir.join("big.png");
    let o = run(&["png", path_str(&example("four-player.ron")), "-o", path_str(&out), "--scale", "8"]);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    let err = stderr(&o);
    assert!(err.contains("more than an export may draw (150 MB); a scale of "), "{err}");
    let fits: f32 = err.split("a scale of ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert!((0.5..8.0).contains(&fits), "{fits}");
    assert!(!out.exists(), "nothing written");
    // The scale it names fits: the picture's sides grow with the scale (the
    // layout is in points), so its pixels at that scale are within the
    // budget the message names. Drawing it in a debug build would take
    // minutes of CI; `png_writes_the_table_of_every_example_as_the_library_draws_it`
    // draws real pictures.
    let (width, height) = err
        .split("the image would be ")
        .nth(1)
        .and_then(|rest| rest.split(" pixels").next())
        .and_then(|size| size.split_once('×'))
        .map(|(w, h)| (w.parse::<f64>().unwrap(), h.parse::<f64>().unwrap()))
        .expect("the size at scale 8 is named");
    let at = |scale: f64| (width * scale / 8.0).ceil() * (height * scale / 8.0).ceil() * 4.0;
    let budget = 36.0 * 1024.0 * 1024.0 * 4.0;
    assert!(at(f64::from(fits)) <= budget, "{fits} fits: {} bytes", at(f64::from(fits)));
    assert!(at(f64::from(fits) * 1.25) > budget, "{fits} is close to the largest that fits");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn png_output_names_a_folder_a_long_file_or_a_read_only_file_clearly() {
    let dir = common::fresh_dir("cli-ny-png-names");
    let record = example("two-player.ron");
    // A name ending with "/" names a folder.
    let folder = format!("{}/newdir/", dir.display());
    let o = run(&["png", path_str(&record), "-o", &folder, "--scale", "0.5"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("newdir/ ends with \"/\", so it names a folder: give a file name in it"),
        "{}",
        stderr(&o)
    );
    assert!(!dir.join("newdir").exists());
    // A name of 255 bytes is written (its temporary name is cut).
    let long = dir.join(format!("{}.png", "p".repeat(251)));
    let o = run(&["png", path_str(&record), "-o", path_str(&long), "--scale", "0.5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(long.is_file());
    // A read-only file is replaced, and the output line says so.
    let locked = dir.join("locked.png");
    std::fs::write(&locked, b"old").unwrap();
    let mut perms = std::fs::metadata(&locked).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(&locked, perms).unwrap();
    let o = run(&["png", path_str(&record), "-o", path_str(&locked), "--scale", "0.5"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("(it replaced a read-only file)"), "{}", stdout(&o));
    assert_ne!(std::fs::read(&locked).unwrap(), b"old");
    let _ = std::fs::remove_dir_all(&dir);
}
