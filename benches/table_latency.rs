//! Table mode over loopback: eight (then four) phones follow an Isla Grande
//! game by server-sent events and post their trails, and we time how long
//! it takes from a post until every other phone has the new state (p50,
//! p99, max), and how many bytes a phone loads to show its sheet. Then
//! four phones play *Ticket to Ride: New York* the same ways: each enters
//! its two tickets, then claims routes until it has none left to claim.
//! `cargo bench --bench table_latency -- new-york` runs only those.
//!
//! The phones post two ways: a turn's moves all at once, as at a real
//! table (the cards are revealed and everybody draws), and one after the
//! other (each waits until every phone has the previous move).
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
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup};
use trailpad::games::tucana::record::TucanaLog;
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
    let only_new_york = std::env::args().any(|a| a == "new-york");
    let mut first = true;
    for posting in [Posting::Together, Posting::InTurn] {
        for phones in [8, 4] {
            for storage in storages.iter().filter(|_| !only_new_york) {
                run(phones, storage, posting, first).await;
                first = false;
            }
        }
    }
    for posting in [Posting::Together, Posting::InTurn] {
        for storage in &storages {
            run_new_york(storage, posting).await;
        }
    }
}

/// The two tickets each New York phone enters first (kept both).
const NEW_YORK_DEALS: [[&str; 2]; 4] = [
    ["lower-east-side-wall-street", "central-park-midtown-west"],
    ["lincoln-center-empire-state-building", "empire-state-building-greenwich-village"],
    ["midtown-west-united-nations", "central-park-gramercy-park"],
    ["gramercy-park-chinatown", "times-square-east-village"],
];

/// New York games played per way of posting and storage (a game has
/// about 34 timed posts).
const NEW_YORK_GAMES: usize = 6;

/// Four phones play [`NEW_YORK_GAMES`] New York games with the record
/// kept in `storage`.
async fn run_new_york(storage: &Storage, posting: Posting) {
    let mut latencies = Vec::new();
    for _ in 0..NEW_YORK_GAMES {
        latencies.extend(new_york_game(storage, posting).await);
    }
    let how = match posting {
        Posting::InTurn => "one post at a time",
        Posting::Together => "a round's posts at once",
    };
    latencies.sort();
    if latencies.is_empty() {
        println!("4 phones, New York, {how}, {}: no post was timed", storage.name());
    } else {
        println!(
            "4 phones, New York, {how}, record in {}: {} posts in {NEW_YORK_GAMES} games; post to all other \
             phones updated: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            storage.name(),
            latencies.len(),
            percentile(&latencies, 0.5).as_secs_f64() * 1e3,
            percentile(&latencies, 0.99).as_secs_f64() * 1e3,
            latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
        );
    }
}

/// One New York game: each phone enters its tickets, then claims the
/// routes dealt to it round the table in the map's order (a claim the
/// rules refuse, for want of taxis, is skipped and not timed). The time
/// from each post until every other phone holds its version.
async fn new_york_game(storage: &Storage, posting: Posting) -> Vec<Duration> {
    let names = ["Ann", "Ben", "Chloé", "Dmitri"];
    let log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&names)).expect("set-up");
    let folder = storage.folder(40);
    let mut config = TableConfig::new(log);
    config.save_to = folder.as_ref().map(|dir| dir.join("game.ron"));
    let table = TableServer::start_game(config).expect("the table starts");
    let links = table.links();
    let client = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
    let board: Value =
        client.get(api(&links[0], "sheet")).send().await.expect("board").json().await.expect("JSON");
    let routes: Vec<String> = board["routes"]
        .as_array()
        .expect("routes")
        .iter()
        .filter_map(|r| r["key"].as_str().map(ToString::to_string))
        .collect();
    // Each phone's moves, in order: its tickets, then its share of routes.
    let mut moves: Vec<Vec<Value>> = NEW_YORK_DEALS
        .iter()
        .map(|deal| vec![json!({"type": "tickets", "drawn": deal, "kept": deal})])
        .collect();
    for (i, route) in routes.iter().enumerate() {
        moves[i % 4].push(json!({"type": "claim", "route": route}));
    }
    let seen: Seen = Arc::default();
    let latest: Arc<Mutex<HashMap<u8, Value>>> = Arc::default();
    for link in &links {
        tokio::spawn(follow(client.clone(), link.clone(), seen.clone(), latest.clone()));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut latencies = Vec::new();
    let rounds = moves.iter().map(Vec::len).max().unwrap_or(0);
    for round in 0..rounds {
        let posts: Vec<(&SeatLink, &Value)> =
            links.iter().zip(&moves).filter_map(|(link, m)| Some((link, m.get(round)?))).collect();
        match posting {
            Posting::Together => {
                let timed = posts.iter().map(|(link, body)| async {
                    let posted = Instant::now();
                    let version = post_move(&client, link, body).await?;
                    all_others_have(&seen, &links, link.seat, version, posted).await
                });
                latencies.extend(futures_util::future::join_all(timed).await.into_iter().flatten());
            }
            Posting::InTurn => {
                for (link, body) in posts {
                    let posted = Instant::now();
                    let Some(version) = post_move(&client, link, body).await else { continue };
                    if let Some(took) = all_others_have(&seen, &links, link.seat, version, posted).await {
                        latencies.push(took);
                    }
                }
            }
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    table.shutdown();
    if let Some(dir) = folder {
        let _ = std::fs::remove_dir_all(dir);
    }
    latencies
}

/// How the phones post their moves.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Posting {
    /// As at a real table: the cards are revealed and every player draws
    /// at once, so the moves of a turn arrive together.
    Together,
    /// One phone after the other, each waiting until every other phone
    /// has the previous move: one save at a time.
    InTurn,
}

/// One whole game with `phones` phones, its record kept in `storage`.
async fn run(phones: usize, storage: &Storage, posting: Posting, show_transfer: bool) {
    let names: Vec<String> = NAMES[..phones].iter().map(ToString::to_string).collect();
    let setup = Setup::app_deck_table("isla-grande", phones as u8, &names, 2026);
    let log = TucanaLog::new(Arc::new(builtin_sheet("isla-grande").expect("sheet")), setup).expect("set-up");
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
    let mut latencies = match posting {
        Posting::InTurn => played(&client, &links, &seen, &latest).await,
        Posting::Together => played_together(&client, &links, &seen, &latest).await,
    };
    let how = match posting {
        Posting::InTurn => "one post at a time",
        Posting::Together => "a turn's posts at once",
    };
    latencies.sort();
    if latencies.is_empty() {
        println!("{phones} phones, {how}, {}: no trail was timed", storage.name());
    } else {
        println!(
            "{phones} phones, Isla Grande, {how}, record in {}: {} posts; post to all other phones \
             updated: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
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

/// The move `body` of `link`'s phone, posted: its reply's version.
async fn post_move(client: &reqwest::Client, link: &SeatLink, body: &Value) -> Option<u64> {
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
    reply["version"].as_u64()
}

/// What the phone of a state draws now (the first legal side, or a pass),
/// if it has something to do.
fn next_move(state: &Value) -> Option<Value> {
    if state["game_over"].as_bool() == Some(true)
        || state["cards"].is_null()
        || state["done"].as_bool() == Some(true)
    {
        return None;
    }
    Some(match state["legal"].as_array().and_then(|l| l.first()) {
        Some(side) => json!({"type": "trail", "from": side[0], "to": side[1]}),
        None => json!({"type": "pass"}),
    })
}

/// How long after `posted` every phone but `seat` held `version` (or a
/// newer one); `None` after 5 s.
async fn all_others_have(
    seen: &Seen,
    links: &[SeatLink],
    seat: u8,
    version: u64,
    posted: Instant,
) -> Option<Duration> {
    let deadline = posted + Duration::from_secs(5);
    loop {
        let arrived: Option<Vec<Instant>> = {
            let seen = seen.lock().expect("seen");
            links
                .iter()
                .filter(|l| l.seat != seat)
                .map(|l| {
                    seen.iter().filter(|((s, v), _)| *s == l.seat && *v >= version).map(|(_, t)| *t).min()
                })
                .collect()
        };
        if let Some(times) = arrived {
            return times.into_iter().max().map(|last| last.saturating_duration_since(posted));
        }
        if Instant::now() > deadline {
            eprintln!("an update did not reach every phone within 5 s");
            return None;
        }
        tokio::time::sleep(Duration::from_micros(200)).await;
    }
}

/// Plays the game to its end as a real table does: whenever the phones
/// have something to do, they all post at once; the time from each post
/// until every other phone holds its version.
async fn played_together(
    client: &reqwest::Client,
    links: &[SeatLink],
    seen: &Seen,
    latest: &Arc<Mutex<HashMap<u8, Value>>>,
) -> Vec<Duration> {
    let mut latencies = Vec::new();
    let mut last_version = 0;
    for _ in 0..400 {
        let states: Vec<(SeatLink, Value)> = {
            let latest = latest.lock().expect("latest");
            links.iter().filter_map(|l| Some((l.clone(), latest.get(&l.seat)?.clone()))).collect()
        };
        if states.iter().any(|(_, s)| s["game_over"].as_bool() == Some(true)) {
            break;
        }
        // Only states at least as new as the last answer: a phone still
        // showing an older one would post a move already made.
        let moves: Vec<(SeatLink, Value)> = states
            .into_iter()
            .filter(|(_, s)| s["version"].as_u64().unwrap_or(0) >= last_version)
            .filter_map(|(l, s)| Some((l, next_move(&s)?)))
            .collect();
        if moves.is_empty() {
            tokio::time::sleep(Duration::from_millis(1)).await;
            continue;
        }
        let posts = moves.iter().map(|(link, body)| async move {
            let posted = Instant::now();
            let version = post_move(client, link, body).await?;
            let took = all_others_have(seen, links, link.seat, version, posted).await?;
            Some((version, took))
        });
        for (version, took) in futures_util::future::join_all(posts).await.into_iter().flatten() {
            last_version = last_version.max(version);
            latencies.push(took);
        }
        // The next moves start from states every phone has.
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    latencies
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
            let Some(body) = next_move(&state) else { continue };
            let posted = Instant::now();
            let Some(version) = post_move(client, link, &body).await else { continue };
            // Until every other phone has this version (or a newer one).
            if let Some(took) = all_others_have(seen, links, link.seat, version, posted).await {
                latencies.push(took);
            }
            // The next post starts from a state every phone has.
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    }
    latencies
}
