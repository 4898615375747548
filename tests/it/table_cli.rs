//! `trailpad table` headless: it prints one link per seat, serves them on
//! loopback, and a host killed and started again from the same record
//! hands out the same links. Bounded in time; 127.0.0.1 only.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// Kills the server however the test ends.
struct Host(Child);

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `trailpad table` and reads its links (seat line by seat line).
fn host(args: &[&str]) -> (Host, Vec<String>) {
    let (host, links, _) = host_saying(args);
    (host, links)
}

/// [`host`], also with every line printed before "Ctrl+C …".
fn host_saying(args: &[&str]) -> (Host, Vec<String>, Vec<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .arg("table")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("trailpad runs");
    let stdout = child.stdout.take().expect("stdout");
    let host = Host(child);
    let (mut links, mut said) = (Vec::new(), Vec::new());
    for line in BufReader::new(stdout).lines() {
        let line = line.expect("a line");
        if line.starts_with("Ctrl+C") {
            break;
        }
        if line.starts_with("seat ") {
            links.push(line.rsplit(' ').next().expect("a link").to_string());
        }
        said.push(line);
    }
    (host, links, said)
}

fn key(link: &str) -> &str {
    link.split_once("key=").expect("a key").1
}

async fn state(link: &str) -> serde_json::Value {
    let url = link.replace("/seat/", "/api/seat/").replace("?key=", "/state?key=");
    let reply = reqwest::Client::new().get(url).timeout(Duration::from_secs(10)).send().await.expect("GET");
    assert_eq!(reply.status(), reqwest::StatusCode::OK);
    reply.json().await.expect("JSON")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_headless_host_prints_links_and_serves_the_same_ones_after_a_kill() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = std::env::temp_dir().join(format!("trailpad-table-cli-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let record = dir.join("table.ron");
        let path = record.to_str().expect("utf-8 path");
        let new = ["--port", "0", "--new", "isla-petit", "--players", "Alice,Bob,Chloé", "--seed", "12"];
        let (first, links) = host(&[&[path][..], &new[..]].concat());
        assert_eq!(links.len(), 3, "{links:?}");
        assert!(links.iter().all(|l| l.starts_with("http://127.0.0.1:") && key(l).len() == 32));
        let alice = state(&links[0]).await;
        assert_eq!(alice["name"], serde_json::json!("Alice"));
        assert!(!alice["cards"].is_null(), "the app's deck dealt the first turn");
        drop(first); // killed, not stopped: the saves are all there is

        // --new never overwrites a game.
        let again = Command::new(env!("CARGO_BIN_EXE_trailpad"))
            .arg("table")
            .arg(path)
            .args(new)
            .stdin(Stdio::null())
            .output()
            .expect("runs");
        assert_eq!(again.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));

        let (_second, resumed) = host(&[path, "--port", "0"]);
        assert_eq!(
            resumed.iter().map(|l| key(l)).collect::<Vec<_>>(),
            links.iter().map(|l| key(l)).collect::<Vec<_>>()
        );
        let chloe = state(&resumed[2]).await;
        assert_eq!(chloe["cards"], alice["cards"], "the same turn");
        let check =
            Command::new(env!("CARGO_BIN_EXE_trailpad")).arg("check").arg(path).output().expect("check");
        assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stdout));
        assert!(Path::new(&format!("{path}.table.ron")).exists());
        drop(_second);
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_headless_host_prints_join_codes_and_who_the_table_waits_for() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = std::env::temp_dir().join(format!("trailpad-table-cli-codes-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let record = dir.join("table.ron");
        let path = record.to_str().expect("utf-8 path");
        let child = Command::new(env!("CARGO_BIN_EXE_trailpad"))
            .args([
                "table",
                path,
                "--port",
                "0",
                "--new",
                "isla-petit",
                "--players",
                "Alice,Bob",
                "--seed",
                "3",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("trailpad runs");
        let mut host = Host(child);
        let stdout = host.0.stdout.take().expect("stdout");
        // Every line, as it comes, read on its own thread.
        let (lines, read) = std::sync::mpsc::channel::<String>();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let next_line = |what: &str| loop {
            let line = read.recv_timeout(Duration::from_secs(30)).unwrap_or_else(|_| panic!("no {what}"));
            if line.contains(what) {
                return line;
            }
        };
        let base = next_line("Trailpad table on ").split(' ').nth(3).expect("an address").to_string();
        let alice_link = next_line("seat 1 (Alice): ").rsplit(' ').next().expect("a link").to_string();
        assert!(next_line("type the seat's code on ").contains(&format!("{base}/")));
        let alice = next_line("code for seat 1 (Alice): ");
        let code: String = alice.rsplit(": ").next().expect("a code").replace(' ', "");
        assert_eq!(code.len(), 6, "{alice}");
        next_line("code for seat 2 (Bob): ");
        assert_eq!(next_line("Waiting for: "), "Waiting for: Alice, Bob");

        // The printed code is swapped for Alice's link.
        let http =
            reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("client");
        let reply = http
            .post(format!("{base}/join"))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!("code={code}"))
            .send()
            .await
            .expect("the code is typed");
        assert_eq!(reply.status(), reqwest::StatusCode::SEE_OTHER);
        let location = reply.headers().get("location").and_then(|v| v.to_str().ok()).expect("where to");
        assert!(alice_link.ends_with(location), "{location} is Alice's {alice_link}");

        // Alice draws on her phone: the host says it waits for Bob only.
        let api = alice_link.replace("/seat/", "/api/seat/");
        let state: serde_json::Value = http
            .get(api.replace("?key=", "/state?key="))
            .send()
            .await
            .expect("state")
            .json()
            .await
            .expect("JSON");
        let side = &state["legal"][0];
        let reply = http
            .post(api.replace("?key=", "/action?key="))
            .header("content-type", "application/json")
            .body(serde_json::json!({"type": "trail", "from": side[0], "to": side[1]}).to_string())
            .send()
            .await
            .expect("a pass");
        assert!(reply.status().is_success());
        assert_eq!(next_line("Waiting for: "), "Waiting for: Bob");
        drop(host);
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

#[test]
fn the_headless_host_names_the_seats_kept_on_paper() {
    // Seat 3 on paper, named Cleo; a fourth seat on paper left unnamed.
    let names = vec!["Alice".to_string(), "Bob".to_string()];
    let setup = trailpad::games::tucana::rules::Setup {
        table_size: 4,
        ..trailpad::games::tucana::rules::Setup::app_deck_table("isla-petit", 2, &names, 5)
    };
    let sheet =
        std::sync::Arc::new(trailpad::games::tucana::sheet::builtin_sheet("isla-petit").expect("sheet"));
    let mut log = trailpad::games::tucana::record::TucanaLog::new(sheet, setup).expect("four at the table");
    log.set_paper_names(vec![(3, "Cleo".into())]).expect("seat 3 is on paper");
    let dir = std::env::temp_dir().join(format!("trailpad-table-cli-paper-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("table.ron");
    std::fs::write(&path, log.record().to_ron().expect("RON")).expect("written");
    let (_host, links, said) = host_saying(&[path.to_str().expect("utf-8 path"), "--port", "0"]);
    assert_eq!(links.len(), 2, "a link for each sheet kept here: {said:?}");
    assert!(said.iter().any(|l| l == "on paper, no link: seat 3 (Cleo), seat 4"), "{said:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_headless_host_serves_a_new_york_game_and_resumes_its_record() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = std::env::temp_dir().join(format!("trailpad-table-cli-ny-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let record = dir.join("ny.ron");
        let path = record.to_str().expect("utf-8 path");
        let new = ["--port", "0", "--new", "new-york", "--players", "Ann,Ben,Chloé,Dmitri"];
        let (first, links, said) = host_saying(&[&[path][..], &new[..]].concat());
        assert_eq!(links.len(), 4, "{said:?}");
        assert!(said.iter().any(|l| l.starts_with("seat 3 (Chloé): http://127.0.0.1:")), "{said:?}");
        let chloe = state(&links[2]).await;
        assert_eq!((chloe["name"].as_str(), chloe["colour"].as_str()), (Some("Chloé"), Some("white")));
        assert_eq!(chloe["deck"].as_u64(), Some(18));
        drop(first);
        // The record read by the one reader as New York's, served again
        // with the same links; it passes `check`.
        let (_again, relinked) = host(&[path, "--port", "0"]);
        let keys = |l: &[String]| l.iter().map(|l| key(l).to_string()).collect::<Vec<_>>();
        assert_eq!(keys(&relinked), keys(&links));
        let check =
            Command::new(env!("CARGO_BIN_EXE_trailpad")).arg("check").arg(path).output().expect("check");
        assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
        drop(_again);
        let _ = std::fs::remove_dir_all(dir);
    })
    .await
    .expect("in time");
}

#[test]
fn a_game_without_a_table_is_refused_in_its_words_and_its_record_left_alone() {
    use trailpad::games::Record;
    use trailpad::games::tally::{TallyRecord, TallySetup};
    let dir = std::env::temp_dir().join(format!("trailpad-table-cli-tally-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let record = dir.join("tally.ron");
    let text =
        TallyRecord::begin(TallySetup { players: vec!["Ann".into(), "Ben".into()] }).to_text().expect("text");
    std::fs::write(&record, &text).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .args(["table", "--port", "0"])
        .arg(&record)
        .stdin(Stdio::null())
        .output()
        .expect("trailpad runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(
        stderr.contains("this is a record of Tally, which is not played at a table of phones yet")
            && stderr.contains("`trailpad table` serves Trails of Tucana, Ticket to Ride: New York records"),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&record).expect("kept"), text, "untouched");
    let _ = std::fs::remove_dir_all(dir);
}
