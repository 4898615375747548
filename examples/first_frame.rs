//! Time and memory to the first painted frame *with content*, side by side
//! with a bare eframe window (same eframe build, same window options) in
//! one run.
//!
//! ```text
//! xvfb-run -a -s "-screen 0 1280x800x24" cargo run --release --example first_frame [-- RUNS]
//! ```
//!
//! The parent writes a data folder once (50 unfinished saved games, Tucana
//! and New York mixed, among them an 8-player Isla Grande game, and 20 user
//! sheets), then starts this same binary as a child for every measurement,
//! so each window is a fresh process. Three kinds of child, interleaved
//! (the order turns every run), `RUNS` times each (6 by default):
//!
//! - `bare`: a bare eframe window (same title and size) showing one label;
//! - `start`: Trailpad as `trailpad` opens it ([`trailpad::app::run_wrapped`]),
//!   on a copy of that data folder: the start screen with the saved games;
//! - `resume`: the same, and the 8-player Isla Grande game resumed before
//!   the first frame is drawn, as a click on its row would.
//!
//! `first_frame --write-data DIR` writes the data folder alone, for
//! running one child by hand under a profiler.
//!
//! A child reports when its first frame was painted (the next frame
//! starts after the buffers of the first were swapped) and its memory at
//! that point (`VmRSS`, `VmHWM` from `/proc/self/status`), then exits.
//! Times are from the parent's spawn (exec, dynamic loading and all) and
//! from the child's `main`. The user's real data folder is never used:
//! every child gets a fresh copy in the temporary folder through
//! `TRAILPAD_DATA_DIR`.
#![expect(clippy::unwrap_used, reason = "a measuring tool: a failure is a bug to see at once")]

use std::cell::Cell;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};
use trailpad::app::{Intent, StartupTimes, TrailpadApp};
use trailpad::demo::{new_demo_log, play_until};
use trailpad::games::new_york::record::NewYorkRecord;
use trailpad::store::DataDir;
use trailpad::store::{GameStore, load_user_sheets};
use trailpad::ui::saved_games::SavedGamesIntent;

/// The saved games written: Tucana ones (the 8-player one included), then
/// New York ones.
const TUCANA_GAMES: usize = 36;
const NEW_YORK_GAMES: usize = 14;
const USER_SHEETS: usize = 20;
/// Where the app finds its data folder (`store::data_dir`).
const DATA_DIR_ENV: &str = "TRAILPAD_DATA_DIR";
/// The resumed game's file name in `games/`.
const BIG_GAME: &str = "game-1700000000.ron";

const NEW_YORK_RECORDS: [&str; 3] = [
    include_str!("new-york/two-player.ron"),
    include_str!("new-york/three-player.ron"),
    include_str!("new-york/four-player.ron"),
];
const ISLA_GRANDE: &str = include_str!("../sheets/isla-grande.ron");
const ISLA_PETIT: &str = include_str!("../sheets/isla-petit.ron");

fn main() {
    let started = Instant::now();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--child") => child(started, &args[1..]),
        // For a profiler: the data folder alone, then one child by hand
        // (`TRAILPAD_DATA_DIR=DIR first_frame --child resume DIR/games/game-1700000000.ron`).
        Some("--write-data") => {
            write_data_folder(Path::new(args.get(1).map_or("first-frame-data", String::as_str)))
        }
        _ => parent(args.first().and_then(|n| n.parse().ok()).unwrap_or(6)),
    }
}

// ---------------------------------------------------------------- parent

/// What one child measured.
#[derive(Debug, Clone)]
struct Sample {
    /// Spawn to first painted frame, seen by the parent.
    spawn: f64,
    /// The child's `main` to first painted frame.
    main: f64,
    /// The child's `main` to its app being built (window and GL context
    /// made, data read).
    built: f64,
    /// The first `ui` call (the first frame's layout and drawing commands).
    first_ui: f64,
    rss_kb: f64,
    hwm_kb: f64,
    /// Where `main` to the app being built went: to `run`, opening the
    /// data folder, making the window and GL context, waiting for the
    /// read-ahead, building the app.
    to_run: f64,
    folder: f64,
    window: f64,
    join: f64,
    build: f64,
    /// The app built to the first `ui` call (eframe's first redraw).
    wait: f64,
    /// The first frame's passes (2 when a pass was discarded), and their
    /// `ui` time together.
    passes: f64,
    ui: f64,
    /// The first frame's CPU time: passes, tessellation, painting.
    cpu: f64,
    /// Why the first pass asked to be discarded ("-": it did not).
    discards: String,
}

const KINDS: [(&str, &str); 3] = [
    ("bare", "bare eframe window"),
    ("start", "start screen, 50 games + 20 sheets"),
    ("resume", "resumed 8-player Isla Grande"),
];

fn parent(runs: usize) {
    let template = std::env::temp_dir().join(format!("trailpad-first-frame-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&template);
    write_data_folder(&template);
    let exe = std::env::current_exe().unwrap();
    let mut samples: Vec<Vec<Sample>> = vec![Vec::new(); KINDS.len()];
    for run in 0..runs {
        for k in 0..KINDS.len() {
            let kind = (run + k) % KINDS.len();
            let data = template.with_extension(format!("run{run}-{kind}"));
            let _ = std::fs::remove_dir_all(&data);
            copy_dir(&template, &data);
            let sample = measure(&exe, KINDS[kind].0, &data);
            let _ = std::fs::remove_dir_all(&data);
            samples[kind].push(sample);
        }
        eprint!(".");
    }
    eprintln!();
    let _ = std::fs::remove_dir_all(&template);
    report(runs, &samples);
}

/// Starts one child and reads its report.
fn measure(exe: &Path, kind: &str, data: &Path) -> Sample {
    let spawned = Instant::now();
    let mut child = Command::new(exe)
        .args(["--child", kind, &data.join("games").join(BIG_GAME).to_string_lossy()])
        .env(DATA_DIR_ENV, data)
        .env_remove("TRAILPAD_DEMO")
        .env("TRAILPAD_LANG", "en")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut line = String::new();
    BufReader::new(stdout).read_line(&mut line).unwrap();
    let spawn = spawned.elapsed().as_secs_f64() * 1000.0;
    let status = child.wait().unwrap();
    assert!(status.success(), "the {kind} child failed: {status}");
    let field = |name: &str| -> f64 {
        line.split_whitespace()
            .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
            .unwrap_or_else(|| panic!("no {name} in the {kind} child's report {line:?}"))
            .parse()
            .unwrap()
    };
    let discards = line
        .split_whitespace()
        .find_map(|kv| kv.strip_prefix("discards="))
        .unwrap_or_else(|| panic!("no discards in the {kind} child's report {line:?}"))
        .to_string();
    Sample {
        spawn,
        main: field("main_ms"),
        built: field("built_ms"),
        first_ui: field("first_ui_ms"),
        rss_kb: field("rss_kb"),
        hwm_kb: field("hwm_kb"),
        to_run: field("to_run_ms"),
        folder: field("folder_ms"),
        window: field("window_ms"),
        join: field("join_ms"),
        build: field("build_ms"),
        wait: field("wait_ms"),
        passes: field("passes"),
        ui: field("ui_ms"),
        cpu: field("cpu_ms"),
        discards,
    }
}

fn report(runs: usize, samples: &[Vec<Sample>]) {
    println!(
        "First painted frame, {runs} interleaved runs of each (min / median); Trailpad's rows end with their median against the bare window, and the median of each run's own difference"
    );
    println!(
        "{:<36} {:>17} {:>17} {:>14} {:>12} {:>13} {:>13}",
        "", "spawn→frame ms", "main→frame ms", "main→app ms", "1st ui ms", "VmRSS MB", "VmHWM MB"
    );
    let stat = |s: &[Sample], f: fn(&Sample) -> f64| {
        let mut v: Vec<f64> = s.iter().map(f).collect();
        v.sort_by(f64::total_cmp);
        (v[0], v[v.len() / 2])
    };
    let bare = &samples[0];
    let (_, bare_spawn) = stat(bare, |s| s.spawn);
    let (_, bare_rss) = stat(bare, |s| s.rss_kb);
    for (i, (_, label)) in KINDS.iter().enumerate() {
        let s = &samples[i];
        let (a, b) = stat(s, |s| s.spawn);
        let (c, d) = stat(s, |s| s.main);
        let (e, f) = stat(s, |s| s.built);
        let (g, h) = stat(s, |s| s.first_ui);
        let (r, rm) = stat(s, |s| s.rss_kb);
        let (w, wm) = stat(s, |s| s.hwm_kb);
        let delta = if i == 0 {
            String::new()
        } else {
            // Also the median of each run's own difference: the kinds of
            // one run follow each other within a second, so a machine that
            // slows down or speeds up between runs moves both sides.
            let mut paired: Vec<f64> = s.iter().zip(bare).map(|(s, b)| s.spawn - b.spawn).collect();
            paired.sort_by(f64::total_cmp);
            format!(
                "   ({:+.0} ms, {:+.1} MB; run by run {:+.0} ms)",
                b - bare_spawn,
                (rm - bare_rss) / 1024.0,
                paired[paired.len() / 2]
            )
        };
        println!(
            "{label:<36} {a:>7.0} / {b:>7.0} {c:>7.0} / {d:>7.0} {e:>5.0} / {f:>6.0} {g:>4.1} / {h:>5.1} {:>5.1} / {:>5.1} {:>5.1} / {:>5.1}{delta}",
            r / 1024.0,
            rm / 1024.0,
            w / 1024.0,
            wm / 1024.0,
        );
    }
    println!();
    println!(
        "Where it goes (medians, ms): main→app = to run + data folder + window and GL + read-ahead wait + app built;"
    );
    println!(
        "then the wait for eframe's first redraw, the first frame's passes and their ui time, its CPU time"
    );
    println!("(passes, tessellation, painting), and the swap until the next frame began.");
    println!(
        "{:<36} {:>6} {:>7} {:>7} {:>6} {:>6} {:>6} {:>7} {:>6} {:>7} {:>6}  first pass discarded by",
        "", "to run", "folder", "window", "wait", "build", "redraw", "passes", "ui", "cpu", "swap"
    );
    for (i, (_, label)) in KINDS.iter().enumerate() {
        let s = &samples[i];
        let med = |f: fn(&Sample) -> f64| stat(s, f).1;
        let swap = med(|s| s.main - s.built - s.wait - s.cpu);
        let mut reasons: Vec<&str> = s.iter().map(|s| s.discards.as_str()).collect();
        reasons.sort_unstable();
        reasons.dedup();
        println!(
            "{label:<36} {:>6.1} {:>7.1} {:>7.1} {:>6.1} {:>6.1} {:>6.1} {:>7.0} {:>6.1} {:>7.1} {:>6.1}  {}",
            med(|s| s.to_run),
            med(|s| s.folder),
            med(|s| s.window),
            med(|s| s.join),
            med(|s| s.build),
            med(|s| s.wait),
            med(|s| s.passes),
            med(|s| s.ui),
            med(|s| s.cpu),
            swap,
            reasons.join(" / "),
        );
    }
}

/// Writes the data folder every child starts from, and checks that the app
/// will find what was meant: 50 unfinished games and 20 usable user sheets.
fn write_data_folder(root: &Path) {
    let dir = DataDir::at(root);
    std::fs::create_dir_all(dir.games()).unwrap();
    std::fs::create_dir_all(dir.sheets()).unwrap();
    let store = GameStore::new(dir.clone());
    let now = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap().as_secs();
    // The 8-player Isla Grande game, played to the middle of its second round.
    let mut big = new_demo_log("isla-grande", 8, 8).unwrap();
    play_until(&mut big, 8, |g| g.round() >= 2 && g.turn_in_round() >= 5);
    assert!(!big.game().is_over());
    store.save_game(&dir.games().join(BIG_GAME), big.record()).unwrap();
    for i in 1..TUCANA_GAMES {
        let sheet = if i % 2 == 0 { "isla-grande" } else { "isla-petit" };
        let players = 2 + (i % 4) as u8;
        let mut log = new_demo_log(sheet, players, i as u64).unwrap();
        let steps = Cell::new(0usize);
        let target = 10 + 7 * i;
        play_until(&mut log, i as u64, |g| {
            steps.set(steps.get() + 1);
            steps.get() > target || g.round() >= 2
        });
        // Unfinished: a finished game would move to the history.
        while log.game().is_over() && log.undo().is_some() {}
        let mut record = log.record().clone();
        record.played_at = Some(now - 3600 * i as u64);
        store.save_game(&dir.games().join(format!("game-{}.ron", 1_700_000_000 + i)), &record).unwrap();
    }
    for i in 0..NEW_YORK_GAMES {
        let mut record = NewYorkRecord::from_ron(NEW_YORK_RECORDS[i % 3]).unwrap();
        let keep = (record.actions.len() * (i + 1) / (NEW_YORK_GAMES + 2)).max(1);
        record.actions.truncate(keep);
        record.played_at = Some(now - 1800 * i as u64);
        store.save_game(&dir.games().join(format!("game-{}.ron", 1_600_000_000 + i)), &record).unwrap();
    }
    for i in 0..USER_SHEETS {
        let (text, id) = if i % 2 == 0 { (ISLA_GRANDE, "isla-grande") } else { (ISLA_PETIT, "isla-petit") };
        let mine = text.replace(&format!("id: \"{id}\""), &format!("id: \"user-island-{i:02}\""));
        std::fs::write(dir.sheets().join(format!("user-island-{i:02}.ron")), mine).unwrap();
    }
    let began = Instant::now();
    let library = load_user_sheets(Some(&dir.sheets()));
    let sheets_ms = began.elapsed().as_secs_f64() * 1000.0;
    assert_eq!((library.sheets.len(), library.skipped.len()), (2 + USER_SHEETS, 0), "user sheets");
    // On a copy: listing moves files it finds finished or damaged.
    let check = root.with_extension("check");
    let _ = std::fs::remove_dir_all(&check);
    copy_dir(root, &check);
    let began = Instant::now();
    let listed = GameStore::new(DataDir::at(&check)).unfinished_games(&library, &[]);
    let scan_ms = began.elapsed().as_secs_f64() * 1000.0;
    let began = Instant::now();
    let _ = trailpad::i18n::Translator::shared(trailpad::i18n::Language::English);
    let catalogue_ms = began.elapsed().as_secs_f64() * 1000.0;
    println!(
        "In this process, once: reading and checking the {USER_SHEETS} user sheets {sheets_ms:.0} ms, listing the 50 saved games {scan_ms:.0} ms, reading the English catalogue {catalogue_ms:.1} ms"
    );
    let counts = (
        listed.of::<trailpad::ui::tucana::listed::TucanaSaved>().len(),
        listed.of::<trailpad::ui::new_york::saved::NewYorkSaved>().len(),
        listed.damaged.len(),
    );
    assert_eq!(counts, (TUCANA_GAMES, NEW_YORK_GAMES, 0), "the saved games listed");
    let _ = std::fs::remove_dir_all(&check);
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

// ----------------------------------------------------------------- child

fn child(started: Instant, args: &[String]) {
    let kind = args.first().map(String::as_str).unwrap_or("bare");
    let big_game = PathBuf::from(args.get(1).cloned().unwrap_or_default());
    match kind {
        "bare" => {
            let viewport = egui::ViewportBuilder::default()
                .with_title("Trailpad")
                .with_inner_size(trailpad::ui::theme::WINDOW_SIZE)
                .with_min_inner_size([800.0, 560.0]);
            let options = eframe::NativeOptions { viewport, ..Default::default() };
            eframe::run_native(
                "Trailpad",
                options,
                Box::new(move |_cc| Ok(Box::new(Probe::new(Bare, started, None, None)))),
            )
            .unwrap();
        }
        "start" => {
            trailpad::app::run_timed(move |app, times| Box::new(Probe::new(app, started, Some(times), None)))
                .unwrap();
        }
        "resume" => {
            trailpad::app::run_timed(move |app, times| {
                Box::new(Probe::new(app, started, Some(times), Some(big_game)))
            })
            .unwrap();
        }
        other => panic!("no child kind {other}"),
    }
    // The probe exits the process at the first frame: a window that
    // closed before it did not show one.
    panic!("the window closed before its first frame was painted");
}

/// The bare window's content.
struct Bare;

impl eframe::App for Bare {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| ui.label("Trailpad"));
    }
}

/// Something a probe can open a game in before the first frame.
trait Resume {
    fn resume(&mut self, path: PathBuf);
}

impl Resume for Bare {
    fn resume(&mut self, _path: PathBuf) {}
}

impl Resume for TrailpadApp {
    fn resume(&mut self, path: PathBuf) {
        self.apply(Intent::Games(SavedGamesIntent::Resume(path)));
        assert!(self.log().is_some_and(|l| l.game().players().len() == 8), "the 8-player game is open");
    }
}

/// Wraps an app; reports once its first frame has been painted.
struct Probe<A> {
    inner: A,
    started: Instant,
    built: Duration,
    /// When each start-up stage ended (Trailpad only; the bare window
    /// has none of them).
    times: Option<StartupTimes>,
    resume: Option<PathBuf>,
    /// The frame number of the first `ui` call.
    first_frame: Option<u64>,
    /// The first frame's passes: how many, their `ui` time, and when the
    /// first began.
    passes: u32,
    ui_time: Duration,
    first_ui_at: Option<Duration>,
    /// The first pass's `ui` alone.
    first_ui: Duration,
    /// Why the first pass was to be discarded, with how many asked so.
    discards: Vec<(String, u32)>,
}

impl<A> Probe<A> {
    fn new(inner: A, started: Instant, times: Option<StartupTimes>, resume: Option<PathBuf>) -> Probe<A> {
        Probe {
            inner,
            started,
            built: started.elapsed(),
            times,
            resume,
            first_frame: None,
            passes: 0,
            ui_time: Duration::ZERO,
            first_ui_at: None,
            first_ui: Duration::ZERO,
            discards: Vec::new(),
        }
    }
}

impl<A: eframe::App + Resume> eframe::App for Probe<A> {
    fn logic(&mut self, ctx: &egui::Context, frame: &mut eframe::Frame) {
        // A later frame has begun: the first one was painted and swapped.
        if let Some(nr) = self.first_frame
            && ctx.cumulative_frame_nr() > nr
        {
            let main = self.started.elapsed();
            let status = std::fs::read_to_string("/proc/self/status").unwrap();
            let kb = |key: &str| -> u64 {
                status
                    .lines()
                    .find_map(|l| l.strip_prefix(key))
                    .and_then(|v| v.split_whitespace().next())
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0)
            };
            let ms = |d: Duration| d.as_secs_f64() * 1000.0;
            let since = |a: Instant, b: Instant| ms(b.saturating_duration_since(a));
            // The bare window opens its window straight from `main`.
            let (to_run, folder, window, join, build) = match self.times {
                Some(t) => (
                    since(self.started, t.began),
                    since(t.began, t.folder_opened),
                    since(t.folder_opened, t.window_made),
                    since(t.window_made, t.read_ahead_joined),
                    since(t.read_ahead_joined, t.app_built),
                ),
                None => (0.0, 0.0, ms(self.built), 0.0, 0.0),
            };
            let discards: Vec<String> =
                self.discards.iter().map(|(why, n)| format!("{}x{n}", why.replace(' ', "_"))).collect();
            println!(
                "first-frame main_ms={:.2} built_ms={:.2} first_ui_ms={:.2} rss_kb={} hwm_kb={} to_run_ms={to_run:.2} folder_ms={folder:.2} window_ms={window:.2} join_ms={join:.2} build_ms={build:.2} wait_ms={:.2} passes={} ui_ms={:.2} cpu_ms={:.2} discards={}",
                ms(main),
                ms(self.built),
                ms(self.first_ui),
                kb("VmRSS:"),
                kb("VmHWM:"),
                ms(self.first_ui_at.unwrap_or_default().saturating_sub(self.built)),
                self.passes,
                ms(self.ui_time),
                // The first frame's CPU time: every pass, tessellation and
                // painting (not the swap).
                f64::from(frame.info().cpu_usage.unwrap_or(f32::NAN)) * 1000.0,
                if discards.is_empty() { "-".to_string() } else { discards.join(",") },
            );
            std::process::exit(0);
        }
        self.inner.logic(ctx, frame);
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let began = Instant::now();
        if self.first_ui_at.is_none() {
            self.first_ui_at = Some(self.started.elapsed());
        }
        if let Some(path) = self.resume.take() {
            self.inner.resume(path);
        }
        self.inner.ui(ui, frame);
        let nr = ui.ctx().cumulative_frame_nr();
        if self.first_frame.is_none_or(|first| first == nr) {
            let took = began.elapsed();
            if self.first_frame.is_none() {
                self.first_ui = took;
                for cause in ui.ctx().output(|o| o.request_discard_reasons.clone()) {
                    let why = cause.reason.to_string();
                    match self.discards.iter_mut().find(|(w, _)| *w == why) {
                        Some((_, n)) => *n += 1,
                        None => self.discards.push((why, 1)),
                    }
                }
            }
            self.first_frame = Some(nr);
            self.passes += 1;
            self.ui_time += took;
        }
        ui.ctx().request_repaint();
    }
}
