//! Table mode over loopback: eight (then four) phones follow an Isla Grande
//! game by server-sent events; each posts its trail in turn, and we time
//! how long it takes from the post until every other phone has the new
//! state (p50, p99, max), and how many bytes a phone loads to show its
//! sheet.
//!
//! Each game is played three ways: with the record saved after every move
//! in a folder on the disk (what `trailpad table` and the desktop do: the
//! record is written and fsynced before the phone's answer), on tmpfs
//! (`/dev/shm`: the same writes without the disk), and in memory (nothing
//! saved).
//!
//! `cargo bench --bench table_latency` (a bench binary: it prints its
//! measurements; nothing here is a pass/fail timing test). The disk
//! folder is under the target directory (`CARGO_TARGET_TMPDIR`), or
//! `TRAILPAD_BENCH_DISK` when set.

use serde_json::{Value, json};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use trailpad::games::tucana::record::GameLog;
use trailpad::games::tucana::rules::Setup;
use trailpad::games::tucana::sheet::builtin_sheet;
use trailpad::table::{SeatLink, TableConfig, TableServer};

const NAMES: [&str; 8] = ["Alice", "Bob", "Chloé", "Dmitri", "Eve", "Farid", "Gosia", "Hana"];

/// `/api/seat/<n>/<what>?key=…` from a seat link.
fn api(link: &SeatLink, what: &str) -> String {
    let (base, query) = link.url.split_once('?').expect("a query");
    format!("{}/{what}?{query}", base.replace("/seat/", "/api/seat/"))
}

/// When each phone first saw each version of the game.
type Seen = Arc<Mutex<HashMap<(u8, u64), Instant>>>;

/// Follows one phone's event stream, noting when each version arrives.
async fn follow(client: reqwest::Client, link: SeatLink, seen: Seen, latest: Arc<Mutex<HashMap<u8, Value>>>) {
    let mut response = client.get(api(&link, "events")).send().await.expect("events");
    let mut buffer = String::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        let now = Instant::now();
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let block: String = buffer.drain(..end + 2).collect();
            let data: String =
                block.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim_start).collect();
            if !block.contains("event: state") && !block.contains("event:state") {
                continue;
            }
            let Ok(state) = serde_json::from_str::<Value>(&data) else { continue };
            let version = state["version"].as_u64().unwrap_or(0);
            seen.lock().expect("seen").entry((link.seat, version)).or_insert(now);
            latest.lock().expect("latest").insert(link.seat, state);
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Where a run keeps its record.
#[derive(Debug, Clone)]
enum Storage {
    Disk(PathBuf),
    Tmpfs(PathBuf),
    Memory,
}

impl Storage {
    fn name(&self) -> String {
        match self {
            Storage::Disk(dir) => format!("disk ({})", dir.display()),
            Storage::Tmpfs(dir) => format!("tmpfs ({})", dir.display()),
            Storage::Memory => "memory (nothing saved)".to_string(),
        }
    }

    /// A fresh folder for the record, in this storage.
    fn folder(&self, phones: usize) -> Option<PathBuf> {
        let (Storage::Disk(dir) | Storage::Tmpfs(dir)) = self else { return None };
        let dir = dir.join(format!("trailpad-table-latency-{}-{phones}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder for the record");
        Some(dir)
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let disk = std::env::var_os("TRAILPAD_BENCH_DISK")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_TARGET_TMPDIR")));
    let mut storages = vec![Storage::Disk(disk)];
    if Path::new("/dev/shm").is_dir() {
        storages.push(Storage::Tmpfs(PathBuf::from("/dev/shm")));
    }
    storages.push(Storage::Memory);
    let mut first = true;
    for phones in [8, 4] {
        for storage in &storages {
            run(phones, storage, first).await;
            first = false;
        }
    }
}

/// One whole game with `phones` phones, its record kept in `storage`.
async fn run(phones: usize, storage: &Storage, show_transfer: bool) {
    let names: Vec<String> = NAMES[..phones].iter().map(ToString::to_string).collect();
    let setup = Setup::app_deck_table("isla-grande", phones as u8, &names, 2026);
    let log = GameLog::new(Arc::new(builtin_sheet("isla-grande").expect("sheet")), setup).expect("set-up");
    let folder = storage.folder(phones);
    let mut config = TableConfig::new(log);
    config.save_to = folder.as_ref().map(|dir| dir.join("game.ron"));
    let table = TableServer::start(config).expect("the table starts");
    let links = table.links();
    let client = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");

    if show_transfer {
        transfer(&client, &links[0]).await;
    }

    let seen: Seen = Arc::default();
    let latest: Arc<Mutex<HashMap<u8, Value>>> = Arc::default();
    for link in &links {
        tokio::spawn(follow(client.clone(), link.clone(), seen.clone(), latest.clone()));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut latencies = played(&client, &links, &seen, &latest).await;
    latencies.sort();
    if latencies.is_empty() {
        println!("{phones} phones, {}: no trail was timed", storage.name());
    } else {
        println!(
            "{phones} phones, Isla Grande, record in {}: {} posts; post to all other phones updated: \
             p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            storage.name(),
            latencies.len(),
            percentile(&latencies, 0.5).as_secs_f64() * 1e3,
            percentile(&latencies, 0.99).as_secs_f64() * 1e3,
            latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
        );
    }
    table.shutdown();
    if let Some(dir) = folder {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// What a phone loads to show its sheet: the page, the sheet, its state.
async fn transfer(client: &reqwest::Client, link: &SeatLink) {
    let page = client.get(&link.url).send().await.expect("page").bytes().await.expect("page");
    let sheet = client.get(api(link, "sheet")).send().await.expect("sheet").bytes().await.expect("sheet");
    let state = client.get(api(link, "state")).send().await.expect("state").bytes().await.expect("state");
    println!(
        "phone page transfer: page {} B + sheet {} B + state {} B = {} B",
        page.len(),
        sheet.len(),
        state.len(),
        page.len() + sheet.len() + state.len()
    );
}

/// Plays the game to its end, each phone posting in turn; the time from
/// each post until every other phone holds its version.
async fn played(
    client: &reqwest::Client,
    links: &[SeatLink],
    seen: &Seen,
    latest: &Arc<Mutex<HashMap<u8, Value>>>,
) -> Vec<Duration> {
    let mut latencies = Vec::new();
    'game: for _ in 0..400 {
        for link in links {
            let state = latest.lock().expect("latest").get(&link.seat).cloned();
            let Some(state) = state else { continue };
            if state["game_over"].as_bool() == Some(true) {
                break 'game;
            }
            if state["cards"].is_null() || state["done"].as_bool() == Some(true) {
                continue;
            }
            let body = match state["legal"].as_array().and_then(|l| l.first()) {
                Some(side) => json!({"type": "trail", "from": side[0], "to": side[1]}),
                None => json!({"type": "pass"}),
            };
            let posted = Instant::now();
            let reply: Value = client
                .post(api(link, "action"))
                .header("content-type", "application/json")
                .body(body.to_string())
                .send()
                .await
                .expect("post")
                .json()
                .await
                .expect("reply");
            let Some(version) = reply["version"].as_u64() else { continue };
            // Until every other phone has this version (or a newer one).
            let deadline = posted + Duration::from_secs(5);
            loop {
                let arrived: Option<Vec<Instant>> = {
                    let seen = seen.lock().expect("seen");
                    links
                        .iter()
                        .filter(|l| l.seat != link.seat)
                        .map(|l| {
                            seen.iter()
                                .filter(|((s, v), _)| *s == l.seat && *v >= version)
                                .map(|(_, t)| *t)
                                .min()
                        })
                        .collect()
                };
                if let Some(times) = arrived {
                    if let Some(last) = times.into_iter().max() {
                        latencies.push(last.saturating_duration_since(posted));
                    }
                    break;
                }
                if Instant::now() > deadline {
                    eprintln!("an update did not reach every phone within 5 s");
                    break;
                }
                tokio::time::sleep(Duration::from_micros(200)).await;
            }
            // The next post starts from a state every phone has.
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
    latencies
}
