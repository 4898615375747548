//! Hostile files and odd folders (issue 12): nothing hangs, nothing is
//! deleted, nothing is overwritten. Every child runs with a timeout, so a
//! regression fails fast instead of hanging the test run.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::one_game::OneGame;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

/// A scratch folder for this test binary.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("hostile-tests-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn example(name: &str) -> PathBuf {
    Path::new(MANIFEST).join("examples").join(name)
}

/// What a finished child said.
struct Ran {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// How long a run may take before it counts as hung. A hang guard, not a
/// speed test: a debug `trailpad png` takes 40–80 s while several test
/// suites build and run on the same two cores, and 20 s killed it there.
const HANG_GUARD: Duration = Duration::from_secs(120);

/// Runs the binary with `data` as its data folder (and so its user sheets)
/// and kills it after [`HANG_GUARD`]: a hang is a failure, not a stuck run.
fn run_in(data: &Path, args: &[&str]) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .env("TRAILPAD_DATA_DIR", data)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run trailpad");
    let out = child.stdout.take().expect("stdout");
    let err = child.stderr.take().expect("stderr");
    // Read both pipes on threads so a chatty child never blocks on them.
    let out = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = out.take(1 << 20).read_to_end(&mut s);
        s
    });
    let err = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = err.take(1 << 20).read_to_end(&mut s);
        s
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if start.elapsed() > HANG_GUARD {
            let _ = child.kill();
            let _ = child.wait();
            panic!("trailpad {args:?} hung (killed after {} s)", HANG_GUARD.as_secs());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Ran {
        code: status.code(),
        stdout: String::from_utf8_lossy(&out.join().expect("stdout thread")).into_owned(),
        stderr: String::from_utf8_lossy(&err.join().expect("stderr thread")).into_owned(),
    }
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[cfg(unix)]
fn mkfifo(path: &Path) -> bool {
    Command::new("mkfifo").arg(path).status().is_ok_and(|s| s.success())
}

#[cfg(unix)]
#[test]
fn a_fifo_among_the_sheets_or_as_the_record_hangs_nothing() {
    let data = scratch("fifo");
    std::fs::create_dir_all(data.join("sheets")).unwrap();
    if !mkfifo(&data.join("sheets/a.ron")) {
        return; // no mkfifo here
    }
    let solo = example("solo-isla-petit.ron");
    let ran = run_in(&data, &["check", s(&solo)]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    assert!(ran.stdout.starts_with("ok: "), "{}", ran.stdout);
    assert!(ran.stderr.contains("a.ron") && ran.stderr.contains("not a regular file"), "{}", ran.stderr);

    let fifo = data.join("record.ron");
    assert!(mkfifo(&fifo));
    for command in ["check", "score"] {
        let ran = run_in(&data, &[command, s(&fifo)]);
        assert_eq!(ran.code, Some(2), "{command}: {}", ran.stderr);
        assert!(ran.stderr.contains("not a regular file"), "{command}: {}", ran.stderr);
    }
    let ran = run_in(&data, &["sheet", s(&fifo)]);
    assert_eq!(ran.code, Some(2), "{}", ran.stderr);
}

#[cfg(unix)]
#[test]
fn dev_zero_is_never_read_as_a_record_or_a_sheet() {
    let data = scratch("zero");
    std::fs::create_dir_all(data.join("sheets")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", data.join("sheets/z.ron")).unwrap();
    let ran = run_in(&data, &["check", "/dev/zero"]);
    assert_eq!(ran.code, Some(2), "{}", ran.stderr);
    assert!(ran.stderr.contains("not a regular file"), "{}", ran.stderr);
    let ran = run_in(&data, &["check", s(&example("solo-isla-petit.ron"))]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    assert!(ran.stderr.contains("z.ron"), "the skipped sheet is named: {}", ran.stderr);
}

#[test]
fn a_file_larger_than_a_record_can_be_is_refused_with_its_size() {
    let data = scratch("big");
    let big = data.join("big.ron");
    let size = trailpad::store::MAX_RECORD_BYTES + 10;
    std::fs::write(&big, vec![b' '; usize::try_from(size).unwrap()]).unwrap();
    let ran = run_in(&data, &["check", s(&big)]);
    assert_eq!(ran.code, Some(2), "{}", ran.stderr);
    assert!(ran.stderr.contains(&format!("{size} bytes")), "{}", ran.stderr);
    std::fs::remove_file(big).unwrap();
}

/// Runs `f` on a thread and fails if it takes more than a few seconds.
fn within_seconds<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(20)).expect("finished in time (a hang is a failure)")
}

#[cfg(unix)]
#[test]
fn a_fifo_as_settings_is_moved_aside_without_being_read() {
    let data = scratch("settings-fifo");
    let path = data.join("settings.ron");
    if !mkfifo(&path) {
        return;
    }
    let moved = path.clone();
    let (settings, damage) = within_seconds(move || trailpad::store::Settings::load_keeping_damaged(&moved));
    assert_eq!(settings, trailpad::store::Settings::default());
    let damage = damage.expect("reported");
    assert!(damage.reason.contains("not a regular file"), "{}", damage.reason);
    assert_eq!(damage.moved_to, Some(data.join("damaged/settings.ron")));
}

#[test]
fn a_users_dot_tmp_file_is_read_not_deleted_and_only_the_apps_leftovers_go() {
    use trailpad::store::load_user_sheets;
    use trailpad::store::{DataDir, GameStore};
    let data = scratch("dot-tmp");
    let games = data.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let solo = std::fs::read(example("solo-isla-petit.ron")).unwrap();
    std::fs::write(games.join(".tmp-mine.ron"), &solo).unwrap();
    std::fs::write(games.join(".tmp-notes.txt"), "mine").unwrap();
    std::fs::write(games.join(".tmp-broken.ron"), "not a record").unwrap();
    // What a save cut short by a crash leaves (another process's id),
    // beside the intact game it was replacing.
    let unfinished = std::fs::read(example("solo-isla-petit.ron")).unwrap();
    let text = String::from_utf8(unfinished).unwrap();
    let cut = text.find("actions: [").unwrap() + "actions: [".len();
    let fresh = format!("{}\n    ],\n)\n", &text[..cut]);
    std::fs::write(games.join("game-1764000000.ron"), &fresh).unwrap();
    std::fs::write(games.join(".tmp-999999-game-1764000000.ron"), "half a rec").unwrap();
    let store = GameStore::new(DataDir::at(&data));
    let library = load_user_sheets(None);
    let (open, damaged) = store.unfinished(&library);
    assert_eq!(open.len(), 1, "the game begun, not the finished solo game");
    assert!(!games.join(".tmp-999999-game-1764000000.ron").exists(), "the app's own leftover is removed");
    assert_eq!(std::fs::read_to_string(games.join(".tmp-notes.txt")).unwrap(), "mine");
    // The finished game moved to the history, under its own name.
    assert_eq!(std::fs::read(data.join("history/.tmp-mine.ron")).unwrap(), solo);
    // A file that is no game is kept in damaged/, never deleted.
    assert_eq!(damaged.len(), 1, "{damaged:?}");
    assert_eq!(std::fs::read_to_string(data.join("damaged/.tmp-broken.ron")).unwrap(), "not a record");
    let (history, _) = store.history(&library);
    assert_eq!(history.len(), 1, "the user's game is listed in the history");
    assert!(data.join("history/.tmp-mine.ron").exists(), "and still there after the history opened");
}

#[test]
fn a_damaged_settings_file_that_cannot_be_moved_is_never_overwritten() {
    use trailpad::app::TrailpadApp;
    let data = scratch("settings-stuck");
    // A file where the `damaged` folder should be: moving aside fails.
    std::fs::write(data.join("damaged"), "x").unwrap();
    let path = data.join("settings.ron");
    std::fs::write(&path, "garbage").unwrap();
    let mut app = TrailpadApp::new().with_settings(path.clone());
    let said = app.message().map(|m| m.text.clone()).unwrap_or_default();
    assert!(said.contains("could not be moved aside") && said.contains("will not be saved"), "{said}");
    // A change that would save the settings (closing the app does the same).
    app.set_large_targets(true);
    assert!(app.large_targets(), "kept in memory");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "garbage", "the user's file is left as it is");
}

#[cfg(unix)]
#[test]
fn png_writes_only_new_or_ordinary_files() {
    let data = scratch("png-out");
    let solo = example("solo-isla-petit.ron");
    // A symbolic link as output: neither the link nor what it names changes.
    let target = data.join("kept.txt");
    std::fs::write(&target, "mine").unwrap();
    let link = data.join("out.png");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let ran = run_in(&data, &["png", s(&solo), "-o", s(&link)]);
    assert_eq!(ran.code, Some(2), "{}", ran.stderr);
    assert!(ran.stderr.contains("symbolic link"), "{}", ran.stderr);
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "mine");
    // A device (through a link to /dev/null: a regression replaces only the
    // link, never the system's device).
    let null = data.join("null.png");
    let made = Command::new("mknod").arg(&null).args(["c", "1", "3"]).status().is_ok_and(|s| s.success());
    if made {
        let ran = run_in(&data, &["png", s(&solo), "-o", s(&null)]);
        assert_eq!(ran.code, Some(2), "{}", ran.stderr);
        assert!(ran.stderr.contains("not an ordinary file"), "{}", ran.stderr);
        assert!(!std::fs::metadata(&null).unwrap().is_file(), "still a device");
    }
    let fifo = data.join("pipe.png");
    if mkfifo(&fifo) {
        let ran = run_in(&data, &["png", s(&solo), "-o", s(&fifo)]);
        assert_eq!(ran.code, Some(2), "{}", ran.stderr);
        assert!(!std::fs::metadata(&fifo).unwrap().is_file(), "still a pipe");
    }
    let ran = run_in(&data, &["png", s(&solo), "-o", s(&data)]);
    assert_eq!(ran.code, Some(2), "a folder: {}", ran.stderr);
    // An ordinary file is replaced, as documented.
    let plain = data.join("plain.png");
    std::fs::write(&plain, "old").unwrap();
    let ran = run_in(&data, &["png", s(&solo), "-o", s(&plain)]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    assert!(std::fs::read(&plain).unwrap().starts_with(b"\x89PNG"));
}

/// The solo example with another player name (RON-escaped by the caller).
fn solo_named(dir: &Path, file: &str, ron_name: &str) -> PathBuf {
    let text = std::fs::read_to_string(example("solo-isla-petit.ron")).unwrap();
    assert!(text.contains("name: \"Alice\""));
    let path = dir.join(file);
    std::fs::write(&path, text.replacen("name: \"Alice\"", &format!("name: \"{ron_name}\""), 1)).unwrap();
    path
}

/// Isla Petit's sheet with one line replaced.
fn petit_with(dir: &Path, file: &str, from: &str, to: &str) -> PathBuf {
    let text = std::fs::read_to_string(Path::new(MANIFEST).join("sheets/isla-petit.ron")).unwrap();
    assert!(text.contains(from), "{from}");
    let path = dir.join(file);
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    path
}

#[test]
fn names_are_limited_in_records_and_sheets_with_a_clear_refusal() {
    let data = scratch("long-names");
    let long = "A".repeat(1000);
    let record = solo_named(&data, "long.ron", &long);
    for args in [vec!["check", s(&record)], vec!["png", s(&record), "-o", s(&data.join("o.png"))]] {
        let ran = run_in(&data, &args);
        assert_eq!(ran.code, Some(2), "{args:?}: {}", ran.stderr);
        assert!(ran.stderr.contains("1000 characters long; a name has at most 64"), "{}", ran.stderr);
        assert!(ran.stderr.len() < 400, "the name is not repeated: {} bytes", ran.stderr.len());
    }
    assert!(!data.join("o.png").exists());
    // At the limit, fine.
    let record = solo_named(&data, "ok.ron", &"é".repeat(trailpad::text::MAX_NAME_CHARS));
    assert_eq!(run_in(&data, &["check", s(&record)]).code, Some(0));
    // An island name.
    let sheet = petit_with(&data, "island.ron", "name: \"Isla Petit\"", &format!("name: \"{long}\""));
    let ran = run_in(&data, &["sheet", s(&sheet)]);
    assert_eq!(ran.code, Some(1), "{}", ran.stderr);
    assert!(ran.stdout.contains("name: the display name is 1000 characters long"), "{}", ran.stdout);
    assert!(ran.stdout.len() < 600, "{} bytes", ran.stdout.len());
    // A saved game with such a name is moved aside, never drawn.
    let games = data.join("store/games");
    std::fs::create_dir_all(&games).unwrap();
    solo_named(&games, "game-1.ron", &long);
    let store = trailpad::store::GameStore::new(trailpad::store::DataDir::at(data.join("store")));
    let (open, damaged) = store.unfinished(&trailpad::store::load_user_sheets(None));
    assert!(open.is_empty() && damaged.len() == 1, "{damaged:?}");
}

#[test]
fn names_cannot_forge_terminal_output() {
    let data = scratch("forged");
    let forged = solo_named(&data, "forged.ron", "Alice\\n\\nWinner: Mallory\\n\\u{1b}[2K\\r");
    for command in ["score", "check"] {
        let ran = run_in(&data, &[command, s(&forged)]);
        assert_eq!(ran.code, Some(2), "{command}: {}", ran.stderr);
        let all = format!("{}{}", ran.stdout, ran.stderr);
        assert!(!all.lines().any(|l| l.starts_with("Winner")), "{all}");
        assert!(!all.contains('\u{1b}') && !all.contains('\r'), "{all:?}");
        assert!(all.contains("invisible or control character (U+000A) at character 6"), "{all}");
    }
    let twin = solo_named(&data, "twin.ron", "Alice\\u{200b}");
    let ran = run_in(&data, &["check", s(&twin)]);
    assert_eq!(ran.code, Some(2));
    assert!(ran.stderr.contains("U+200B"), "{}", ran.stderr);
    // An unknown island id, from the file, reaches the terminal escaped.
    let text = std::fs::read_to_string(example("solo-isla-petit.ron")).unwrap();
    let odd = data.join("odd-island.ron");
    std::fs::write(&odd, text.replacen("\"isla-petit\"", "\"x\\u{1b}]0;pwned\\u{7}\\nWinner: Mallory\"", 1))
        .unwrap();
    let ran = run_in(&data, &["check", s(&odd)]);
    assert_eq!(ran.code, Some(2));
    assert!(!ran.stderr.contains('\u{1b}') && !ran.stderr.contains('\u{7}'), "{:?}", ran.stderr);
    assert!(!ran.stderr.lines().any(|l| l.starts_with("Winner")), "{}", ran.stderr);
    assert!(ran.stderr.contains("x\\u{1b}]0;pwned"), "{}", ran.stderr);
    // A sheet's odd title is escaped in the list of problems.
    let sheet = petit_with(
        &data,
        "title.ron",
        "(100, \"Too good for Tucana\")",
        "(100, \"Too good\\n\\u{1b}[31mok: fake\")",
    );
    let ran = run_in(&data, &["sheet", s(&sheet)]);
    assert_eq!(ran.code, Some(1), "{}", ran.stderr);
    assert!(
        !ran.stdout.contains('\u{1b}') && !ran.stdout.lines().any(|l| l.starts_with("ok")),
        "{}",
        ran.stdout
    );
}

#[test]
fn solo_title_thresholds_do_not_wrap() {
    let data = scratch("titles");
    let sheet = petit_with(
        &data,
        "wrap.ron",
        "(50, \"You're better than a yeti, at least\")",
        "(4294967297, \"Wrapped\")",
    );
    let ran = run_in(&data, &["sheet", s(&sheet)]);
    assert_eq!(ran.code, Some(1), "{}", ran.stdout);
    assert!(ran.stdout.contains("minimum 4294967297 must be 0 to 9999"), "{}", ran.stdout);
    assert!(!ran.stdout.contains("1+"), "{}", ran.stdout);
}

#[test]
fn an_unfinished_game_in_the_history_goes_back_to_the_games_to_resume() {
    use trailpad::store::{DataDir, GameStore};
    let data = scratch("history-unfinished");
    let history = data.join("history");
    std::fs::create_dir_all(&history).unwrap();
    let text = std::fs::read_to_string(example("two-player-isla-petit.ron")).unwrap();
    let cut = text.find("actions: [").unwrap() + "actions: [".len();
    std::fs::write(history.join("game-1.ron"), format!("{}\n    ],\n)\n", &text[..cut])).unwrap();
    std::fs::copy(example("solo-isla-petit.ron"), history.join("game-2.ron")).unwrap();
    let store = GameStore::new(DataDir::at(&data));
    let library = trailpad::store::load_user_sheets(None);
    let (listed, damaged) = store.history(&library);
    assert!(damaged.is_empty());
    assert_eq!(listed.len(), 1, "only the finished game is a result");
    assert!(listed[0].summary.finished);
    let (open, _) = store.unfinished(&library);
    assert_eq!(open.len(), 1, "offered to resume");
    assert_eq!(open[0].path, data.join("games/game-1.ron"));
    assert_eq!(open[0].summary.totals, vec![0, 0]);
}

#[test]
fn refusals_name_the_place_and_a_byte_order_mark_is_accepted() {
    let data = scratch("places");
    let text = std::fs::read_to_string(example("solo-isla-petit.ron")).unwrap();
    // A byte-order mark, as some editors write.
    let bom = data.join("bom.ron");
    std::fs::write(&bom, format!("\u{feff}{text}")).unwrap();
    let ran = run_in(&data, &["check", s(&bom)]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    // Invalid UTF-8: the line and the byte.
    let mut bytes = text.clone().into_bytes();
    let at = text.find("Alice").unwrap() + 2;
    bytes[at] = 0xFF;
    let bad = data.join("bad-utf8.ron");
    std::fs::write(&bad, bytes).unwrap();
    let ran = run_in(&data, &["check", s(&bad)]);
    assert_eq!(ran.code, Some(2));
    assert!(ran.stderr.contains("invalid byte at line 9, byte 26"), "{}", ran.stderr);
    // A missing field: the structure's start line and the field.
    let missing = data.join("missing.ron");
    let cut = text.find("        table_size: 1,\n").unwrap();
    std::fs::write(&missing, format!("{}{}", &text[..cut], &text[cut + "        table_size: 1,\n".len()..]))
        .unwrap();
    let ran = run_in(&data, &["check", s(&missing)]);
    assert_eq!(ran.code, Some(2));
    assert!(ran.stderr.contains("line 4, column 12"), "the set-up opens there: {}", ran.stderr);
    assert!(ran.stderr.contains("table_size"), "{}", ran.stderr);
}

#[test]
fn broken_sheets_are_reported_once_with_a_few_problems_and_a_count() {
    let data = scratch("broken-sheets");
    let sheets = data.join("sheets");
    std::fs::create_dir_all(&sheets).unwrap();
    // A sheet with hundreds of problems: every hex a village numbered 99.
    let text = std::fs::read_to_string(Path::new(MANIFEST).join("sheets/isla-petit.ron")).unwrap();
    let broken = text.replace("Plain", "Village(99)");
    assert_ne!(broken, text);
    for i in 0..20 {
        std::fs::write(sheets.join(format!("b{i:02}.ron")), broken.replace("isla-petit", &format!("b{i}")))
            .unwrap();
    }
    let ran = run_in(&data, &["check", s(&example("solo-isla-petit.ron"))]);
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    for i in 0..20 {
        let name = format!("b{i:02}.ron");
        assert_eq!(ran.stderr.matches(&name).count(), 1, "{name} once: {}", ran.stderr);
    }
    assert!(ran.stderr.contains("… and "), "{}", ran.stderr);
    assert!(ran.stderr.lines().count() <= 20 * 7, "{} lines", ran.stderr.lines().count());
}

#[cfg(unix)]
#[test]
fn a_relative_or_missing_home_is_not_used_nor_created() {
    let cwd = scratch("home");
    // A broken user sheet where a relative HOME would put the data folder.
    let sheets = cwd.join("rel/.local/share/trailpad/sheets");
    std::fs::create_dir_all(&sheets).unwrap();
    std::fs::write(sheets.join("bad.ron"), "not a sheet").unwrap();
    let missing = cwd.join("no/such/home");
    for home in [PathBuf::from("rel"), missing.clone()] {
        let out = Command::new(env!("CARGO_BIN_EXE_trailpad"))
            .current_dir(&cwd)
            .env_remove("TRAILPAD_DATA_DIR")
            .env_remove("XDG_DATA_HOME")
            .env("HOME", &home)
            .args(["check", s(&example("solo-isla-petit.ron"))])
            .output()
            .expect("run");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{stderr}");
        assert!(
            !stderr.contains("bad.ron"),
            "HOME={}: the data folder moved with the current folder: {stderr}",
            home.display()
        );
    }
    assert!(!missing.exists(), "a missing home is never created");
    let no_home = trailpad::app::TrailpadApp::new()
        .with_no_data_dir(&trailpad::store::DataDirError::RelativeHome("rel".into()));
    let said = no_home.message().map(|m| m.text.clone()).unwrap_or_default();
    assert!(said.contains("“rel” is not an absolute path") && said.contains("will not be kept"), "{said}");
}

mod fuzz {
    use proptest::prelude::*;
    use trailpad::games::RecordReadError;
    use trailpad::games::tucana::record::{TucanaRecord, TucanaRecordError};
    use trailpad::games::tucana::sheet::{ISLA_PETIT_RON, Sheet, SheetError};
    use trailpad::store::{Settings, text_of};

    const SOLO: &str = include_str!("../../examples/solo-isla-petit.ron");

    fn mutate(text: &str, edits: &[(prop::sample::Index, u8)]) -> Vec<u8> {
        let mut bytes = text.as_bytes().to_vec();
        for (at, byte) in edits {
            let i = at.index(bytes.len());
            bytes[i] = *byte;
        }
        bytes
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

        /// Every refusal of a damaged record or sheet names a place: a line
        /// and column for syntax, a line and byte for bad UTF-8.
        #[test]
        fn damaged_records_and_sheets_are_refused_at_a_place(
            sheet in any::<bool>(),
            edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
        ) {
            let source = if sheet { ISLA_PETIT_RON } else { SOLO };
            match text_of(mutate(source, &edits)) {
                Err(e) => prop_assert!(e.to_string().contains("line "), "{e}"),
                Ok(text) if sheet => {
                    if let Err(SheetError::Syntax { line, column, .. }) = Sheet::from_ron(&text) {
                        prop_assert!(line >= 1 && column >= 1);
                    }
                }
                Ok(text) => {
                    if let Err(TucanaRecordError::Read(RecordReadError::Syntax { line, column, message, .. })) =
                        TucanaRecord::from_ron(&text) {
                        prop_assert!(line >= 1 && column >= 1);
                        prop_assert!(!message.chars().any(|c| c.is_control()), "{message:?}");
                    }
                }
            }
        }

        /// The settings reader never panics on damaged text.
        #[test]
        fn damaged_settings_never_panic(
            edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
        ) {
            let good = ron::ser::to_string_pretty(&Settings::default(), ron::ser::PrettyConfig::new()).unwrap();
            if let Ok(text) = text_of(mutate(&good, &edits)) {
                let _ = ron::from_str::<Settings>(&text);
            }
        }
    }
}
