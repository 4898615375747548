//! One writer per record, and a host that ends when told to: a second
//! `trailpad table` (or a desktop's table) on a record already served is
//! refused, says who holds it, and touches nothing beside the record; Ctrl+C
//! on a terminal and TERM from a service manager end `trailpad table`
//! even while it reads the keyboard (real cards, seats on paper). Loopback
//! only, every wait bounded.

use crate::one_game::OneGame;
use crate::table_server::{fresh_dir, new_log};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A child process killed however the test ends.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Running {
    /// Waits at most `limit` for the process to end.
    fn ends_within(&mut self, limit: Duration) -> Option<ExitStatus> {
        let start = Instant::now();
        while start.elapsed() < limit {
            if let Some(status) = self.0.try_wait().expect("the child") {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

/// Reads `child`'s output on a thread of its own, line by line, so a test
/// waits for a line with a time limit.
fn lines_of(out: impl Read + Send + 'static) -> mpsc::Receiver<String> {
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { return };
            if send.send(line).is_err() {
                return;
            }
        }
    });
    lines
}

/// The lines read until one starts with `start` (that one included),
/// within `limit`; panics with what was said otherwise.
fn until(lines: &mpsc::Receiver<String>, start: &str, limit: Duration) -> Vec<String> {
    let deadline = Instant::now() + limit;
    let mut said = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => {
                let done = line.trim_start_matches("^C").starts_with(start);
                said.push(line);
                if done {
                    return said;
                }
            }
            Err(_) => panic!("no line starting {start:?} within {limit:?}; said: {said:#?}"),
        }
    }
}

/// `trailpad table RECORD ARGS…` with standard input kept open and never
/// written (a keyboard nobody types on), its output read line by line.
fn headless(record: &Path, args: &[&str]) -> (Running, mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .arg("table")
        .arg(record)
        .args(["--port", "0"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("trailpad runs");
    let lines = lines_of(child.stdout.take().expect("stdout"));
    (Running(child), lines)
}

/// Sends `signal` (`TERM`, `INT`) to a process, as a service manager does.
fn signal(pid: u32, signal: &str) {
    let sent =
        Command::new("kill").arg(format!("-{signal}")).arg(pid.to_string()).status().expect("kill runs");
    assert!(sent.success(), "kill -{signal} {pid}");
}

/// A new game with real cards: the host reads the two cards of each turn
/// from the keyboard.
const NEW_WITH_REAL_CARDS: [&str; 7] =
    ["--new", "isla-petit", "--players", "Alice,Bob", "--seed", "4", "--real-cards"];

#[test]
fn a_second_host_on_a_served_record_is_refused_says_who_holds_it_and_touches_nothing() {
    let dir = fresh_dir("one-host");
    let record = dir.join("g.ron");
    let (mut first, lines) = headless(&record, &NEW_WITH_REAL_CARDS);
    let said = until(&lines, "Ctrl+C", Duration::from_secs(30));
    let links: Vec<&String> = said.iter().filter(|l| l.starts_with("seat ")).collect();
    assert_eq!(links.len(), 2, "{said:#?}");
    let saved = std::fs::read_to_string(&record).expect("the first host saved the new game");
    let secrets = std::fs::read(dir.join("g.ron.table.ron")).expect("and its secrets");
    // The first host's save under way (its temporary file, by its process
    // id): a second start must not take it for a leftover.
    let in_flight = dir.join(format!(".tmp-{}-g.ron", first.0.id()));
    std::fs::write(&in_flight, "the first host's next save").expect("a save under way");

    let second = Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .arg("table")
        .arg(&record)
        .args(["--port", "0"])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    let error = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(2), "refused: {error}");
    assert!(
        error.contains("is already being served by another Trailpad table")
            && error.contains(&format!("(process {} on ", first.0.id()))
            && error.contains(" UTC)"),
        "who holds it, and since when: {error}"
    );
    assert!(String::from_utf8_lossy(&second.stdout).is_empty(), "no links handed out");
    assert!(in_flight.exists(), "the first host's save under way is left alone");
    assert_eq!(std::fs::read_to_string(&record).expect("record"), saved, "the record untouched");
    assert_eq!(
        std::fs::read(dir.join("g.ron.table.ron")).expect("secrets"),
        secrets,
        "the secrets untouched"
    );

    // The desktop's table on the same record is refused the same way.
    let log = new_log("isla-petit", 2, 4);
    let mut config = trailpad::table::TableConfig::new(log);
    config.save_to = Some(record.clone());
    let refused = trailpad::table::TableServer::start(config).expect_err("the record is served");
    assert!(refused.to_string().contains("is already being served"), "{refused}");

    // Once the first host is gone (stopped by TERM), the record is free.
    signal(first.0.id(), "TERM");
    assert!(first.ends_within(Duration::from_secs(15)).is_some_and(|s| s.success()), "stopped by TERM");
    assert!(!dir.join("g.ron.lock").exists(), "the lock goes with its host");
    let (mut next, lines) = headless(&record, &[]);
    until(&lines, "Ctrl+C", Duration::from_secs(30));
    assert!(!in_flight.exists(), "a leftover of a host that is gone is removed, under the lock");
    signal(next.0.id(), "TERM");
    assert!(next.ends_within(Duration::from_secs(15)).is_some(), "stopped");
    std::fs::remove_dir_all(dir).expect("clean");
}

#[test]
fn term_ends_the_headless_table_while_it_waits_for_the_keyboard() {
    let dir = fresh_dir("term");
    let (mut host, lines) = headless(&dir.join("g.ron"), &NEW_WITH_REAL_CARDS);
    until(&lines, "Ctrl+C", Duration::from_secs(30));
    // Standard input stays open and silent: the host is in its read.
    std::thread::sleep(Duration::from_millis(300));
    signal(host.0.id(), "TERM");
    let ended = host.ends_within(Duration::from_secs(15));
    assert!(ended.is_some_and(|s| s.success()), "TERM ends it, with success: {ended:?}");
    until(&lines, "table stopped", Duration::from_secs(5));
    std::fs::remove_dir_all(dir).expect("clean");
}

/// Ctrl+C typed on a terminal: `script` runs the table on a pseudo-terminal
/// of its own and passes on what is typed; the terminal turns the Ctrl+C
/// (byte 3) into SIGINT for the table, as a real terminal does. `script`
/// runs the command through `$SHELL -c`; the shell `exec`s the table so the
/// table alone is in the terminal's foreground: a shell left waiting (dash,
/// a clean machine's `/bin/sh`) would itself die of the SIGINT and `script
/// -e` would report its 130, not the table's exit.
#[test]
fn ctrl_c_on_a_terminal_ends_the_headless_table_while_it_reads_real_cards() {
    let dir = fresh_dir("ctrl-c");
    let record = dir.join("g.ron");
    let command = format!(
        "exec {} table {} --port 0 {}",
        env!("CARGO_BIN_EXE_trailpad"),
        record.display(),
        NEW_WITH_REAL_CARDS.join(" ")
    );
    let mut child = Command::new("script")
        .env("SHELL", "/bin/sh")
        .args(["-q", "-f", "-e", "-c", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("script (util-linux) runs: it gives the table a terminal");
    let mut keyboard = child.stdin.take().expect("stdin");
    let lines = lines_of(child.stdout.take().expect("stdout"));
    let mut terminal = Running(child);
    let said = until(&lines, "Ctrl+C", Duration::from_secs(30));
    assert!(said.iter().any(|l| l.starts_with("Type the two cards")), "real cards are read: {said:#?}");
    std::thread::sleep(Duration::from_millis(300));
    keyboard.write_all(&[3]).expect("Ctrl+C typed");
    keyboard.flush().expect("sent");
    until(&lines, "table stopped", Duration::from_secs(15));
    let ended = terminal.ends_within(Duration::from_secs(15));
    assert!(ended.is_some_and(|s| s.success()), "the table ended after Ctrl+C: {ended:?}");
    drop(keyboard);
    std::fs::remove_dir_all(dir).expect("clean");
}

#[test]
fn a_port_already_taken_is_said_once() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let mut config = trailpad::table::TableConfig::new(new_log("isla-petit", 2, 4));
    config.port = taken.local_addr().expect("its address").port();
    let refused = trailpad::table::TableServer::start(config).expect_err("the port is taken");
    let said = format!("{:#}", anyhow::Error::new(refused));
    assert!(said.starts_with("cannot listen on 127.0.0.1:"), "{said}");
    let reason = said.rsplit(": ").next().expect("a reason");
    assert_eq!(said.matches(reason).count(), 1, "the reason once: {said}");
}

/// The desktop's list of games tidies the leftovers of killed saves in its
/// data folder, but not beside a record a table serves now (`trailpad
/// table` on a game of that folder): its save may be under way.
#[test]
fn the_desktops_list_leaves_a_served_records_save_under_way_alone() {
    use trailpad::store::{DataDir, GameStore, load_user_sheets};
    let root = fresh_dir("served-in-data-folder");
    let store = GameStore::new(DataDir::at(&root));
    let record = store.data_dir().games().join("g.ron");
    let mut config = trailpad::table::TableConfig::new(new_log("isla-petit", 2, 4));
    config.save_to = Some(record.clone());
    let table = trailpad::table::TableServer::start(config).expect("the table serves g.ron");
    let under_way =
        ["g.ron", "g.ron.table.ron"].map(|name| record.with_file_name(format!(".tmp-999999-{name}")));
    for file in &under_way {
        std::fs::write(file, "a save under way").expect("written");
    }
    let (open, damaged) = store.unfinished(&load_user_sheets(None));
    assert_eq!((open.len(), damaged.len()), (1, 0));
    for file in &under_way {
        assert!(file.exists(), "{} is the table's", file.display());
    }
    table.shutdown();
    let _ = store.unfinished(&load_user_sheets(None));
    for file in &under_way {
        assert!(!file.exists(), "{} is a leftover once nobody serves the record", file.display());
    }
    std::fs::remove_dir_all(root).expect("clean");
}
