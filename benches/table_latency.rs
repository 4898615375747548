//! Table mode over loopback: eight phones follow an Isla Grande game by
//! server-sent events; each posts its trail in turn, and we time how long
//! it takes from the post until every other phone has the new state
//! (p50 and p99), and how many bytes a phone loads to show its sheet.
//!
//! `cargo bench --bench table_latency` (a bench binary: it prints its
//! measurements; nothing here is a pass/fail timing test).

use serde_json::{Value, json};
use std::collections::HashMap;
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

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let names: Vec<String> = NAMES.iter().map(ToString::to_string).collect();
    let setup = Setup::app_deck_table("isla-grande", 8, &names, 2026);
    let log = GameLog::new(Arc::new(builtin_sheet("isla-grande").expect("sheet")), setup).expect("set-up");
    let table = TableServer::start(TableConfig::new(log)).expect("the table starts");
    let links = table.links();
    let client = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");

    // What a phone loads to show its sheet: the page, the sheet, its state.
    let page = client.get(&links[0].url).send().await.expect("page").bytes().await.expect("page");
    let sheet =
        client.get(api(&links[0], "sheet")).send().await.expect("sheet").bytes().await.expect("sheet");
    let state =
        client.get(api(&links[0], "state")).send().await.expect("state").bytes().await.expect("state");
    println!(
        "phone page transfer: page {} B + sheet {} B + state {} B = {} B",
        page.len(),
        sheet.len(),
        state.len(),
        page.len() + sheet.len() + state.len()
    );

    let seen: Seen = Arc::default();
    let latest: Arc<Mutex<HashMap<u8, Value>>> = Arc::default();
    for link in &links {
        tokio::spawn(follow(client.clone(), link.clone(), seen.clone(), latest.clone()));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;

    let mut latencies = Vec::new();
    'game: for _ in 0..400 {
        for link in &links {
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
    latencies.sort();
    if latencies.is_empty() {
        println!("no trail was timed");
    } else {
        println!(
            "8 phones, Isla Grande: {} posts; post to all other phones updated: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            latencies.len(),
            percentile(&latencies, 0.5).as_secs_f64() * 1e3,
            percentile(&latencies, 0.99).as_secs_f64() * 1e3,
            latencies.last().map_or(0.0, |d| d.as_secs_f64() * 1e3)
        );
    }
    table.shutdown();
}
