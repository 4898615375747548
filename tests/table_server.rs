//! Table mode over loopback HTTP: simulated phones play whole games at the
//! same time, refusals change nothing, a reconnecting phone gets the
//! current state, and a restarted host serves the same game and secrets.
//! Every test is bounded by a timeout and talks only to 127.0.0.1.

use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use trailpad::record::{GameLog, GameRecord};
use trailpad::rules::random::SeededRng;
use trailpad::rules::{Action, DeckMode, ScoreCard, Setup};
use trailpad::sheet::library::{SheetLibrary, load_user_sheets};
use trailpad::sheet::{Card, builtin_sheet};
use trailpad::table::{SeatLink, TableConfig, TableHandle, TableSecrets, TableServer};

const NAMES: [&str; 8] = ["Alice", "Bob", "Chloé", "Dmitri", "Eve", "Farid", "Gosia", "Hana"];

/// A fresh, empty folder in the system's temporary directory.
fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trailpad-table-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn new_log(sheet: &str, players: usize, seed: u64) -> GameLog {
    let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
    let setup = Setup::app_deck_table(sheet, players as u8, &names, seed);
    GameLog::new(Arc::new(builtin_sheet(sheet).expect("sheet")), setup).expect("set-up")
}

fn start(log: GameLog, save_to: Option<&Path>) -> TableHandle {
    let mut config = TableConfig::new(log);
    config.save_to = save_to.map(Path::to_path_buf);
    TableServer::start(config).expect("the table starts")
}

fn client() -> reqwest::Client {
    reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client")
}

/// `/api/seat/<n>/<what>?key=…` from a seat link.
fn api(link: &SeatLink, what: &str) -> String {
    let (base, query) = link.url.split_once('?').expect("a query");
    let base = base.replace("/seat/", "/api/seat/");
    format!("{base}/{what}?{query}")
}

fn with_key(link: &SeatLink, what: &str, key: &str) -> String {
    let url = api(link, what);
    let (start, _) = url.split_once("key=").expect("key");
    format!("{start}key={key}")
}

async fn get_json(client: &reqwest::Client, url: &str) -> (StatusCode, Value) {
    let response = client.get(url).send().await.expect("GET");
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

async fn post(client: &reqwest::Client, url: &str, body: impl Into<reqwest::Body>) -> (StatusCode, Value) {
    let response = client
        .post(url)
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("POST");
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Server-sent events of one phone, parsed from the raw stream.
struct Events {
    response: reqwest::Response,
    buffer: String,
}

impl Events {
    async fn open(client: &reqwest::Client, link: &SeatLink) -> Events {
        let response = client.get(api(link, "events")).send().await.expect("events");
        assert_eq!(response.status(), StatusCode::OK);
        let kind = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("");
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        Events { response, buffer: String::new() }
    }

    /// The next `state` event's data.
    async fn next_state(&mut self) -> Option<Value> {
        loop {
            while let Some(end) = self.buffer.find("\n\n") {
                let block: String = self.buffer.drain(..end + 2).collect();
                let mut name = "message";
                let mut data = String::new();
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        name = if v.trim() == "state" { "state" } else { "other" };
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push_str(v.trim_start());
                    }
                }
                if name == "state" {
                    return Some(serde_json::from_str(&data).expect("state JSON"));
                }
            }
            let chunk = self.response.chunk().await.ok()??;
            self.buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    }
}

fn coord(v: &Value) -> [i64; 2] {
    [v[0].as_i64().expect("row"), v[1].as_i64().expect("dcol")]
}

/// One phone: follows its events and, whenever it has something to do,
/// draws a random legal side (or passes), until the game is over.
async fn phone(client: reqwest::Client, link: SeatLink, seed: u64) -> (u8, Value, usize) {
    let mut rng = SeededRng::new(seed);
    let mut events = Events::open(&client, &link).await;
    let mut newest = 0;
    let mut posts = 0;
    loop {
        let state = events.next_state().await.expect("the stream goes on until the game is over");
        let version = state["version"].as_u64().expect("version");
        if version < newest {
            continue;
        }
        newest = version;
        if state["game_over"].as_bool() == Some(true) {
            return (link.seat, state, posts);
        }
        if state["cards"].is_null() || state["done"].as_bool() == Some(true) {
            continue;
        }
        let legal = state["legal"].as_array().expect("legal").clone();
        let body = if legal.is_empty() {
            assert_eq!(state["must_pass"], json!(true), "nothing legal and no bonus owed means a pass");
            json!({"type": "pass"})
        } else {
            let side = &legal[rng.below(legal.len())];
            json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])})
        };
        let (status, reply) = post(&client, &api(&link, "action"), body.to_string()).await;
        assert_eq!(status, StatusCode::OK, "seat {} {body}: {reply}", link.seat);
        posts += 1;
        newest = newest.max(reply["version"].as_u64().expect("version"));
    }
}

/// Scores of the record replayed with, in each turn, the players' actions
/// sorted by seat: the order the hot-seat app would have used.
fn scores_in_seat_order(record: &GameRecord, library: &SheetLibrary) -> Vec<ScoreCard> {
    let mut ordered = record.clone();
    ordered.actions.clear();
    let mut turn: Vec<Action> = Vec::new();
    let flush = |turn: &mut Vec<Action>, out: &mut Vec<Action>| {
        turn.sort_by_key(|a| a.seat().unwrap_or(0));
        out.append(turn);
    };
    for action in &record.actions {
        if action.seat().is_some() {
            turn.push(action.clone());
        } else {
            flush(&mut turn, &mut ordered.actions);
            ordered.actions.push(action.clone());
        }
    }
    flush(&mut turn, &mut ordered.actions);
    assert_eq!(ordered.actions.len(), record.actions.len());
    ordered.replay(library).expect("the same moves in seat order are legal").score_cards()
}

async fn play_whole_game(sheet: &str, players: usize, seed: u64) {
    let dir = fresh_dir(&format!("{sheet}-{players}"));
    let path = dir.join("game.ron");
    let table = start(new_log(sheet, players, seed), Some(&path));
    let links = table.links();
    assert_eq!(links.len(), players);
    let client = client();
    let phones: Vec<_> = links
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, link)| tokio::spawn(phone(client.clone(), link, seed + i as u64)))
        .collect();
    let mut finals = Vec::new();
    for phone in phones {
        finals.push(phone.await.expect("a phone finished"));
    }
    let live: Vec<ScoreCard> = table.with_log(|log| log.game().score_cards());
    assert!(table.with_log(|log| log.game().is_over()));
    table.shutdown();

    // The saved record is an ordinary record: it replays, to the same scores.
    let text = std::fs::read_to_string(&path).expect("the record was saved");
    let record = GameRecord::from_ron(&text).expect("a record");
    let library = load_user_sheets(None);
    let replayed = record.replay(&library).expect("the record is legal");
    assert!(replayed.is_over());
    assert_eq!(replayed.score_cards(), live);
    assert_eq!(scores_in_seat_order(&record, &library), live, "the order within a turn does not matter");
    let reveals = record.actions.iter().filter(|a| matches!(a, Action::Reveal(..))).count();
    assert_eq!(reveals, 13 * usize::from(replayed.sheet().rounds()));
    for (seat, state, posts) in finals {
        let card = live.iter().find(|c| c.seat == seat).expect("a tracked seat");
        assert_eq!(state["score"]["final_box"]["total"].as_u64(), Some(u64::from(card.final_box.total)));
        let own = record.actions.iter().filter(|a| a.seat() == Some(seat)).count();
        assert_eq!(own, posts, "every accepted post is one action of that seat in the record");
        assert!(posts >= reveals, "at least one trail or pass per turn");
    }
    assert!(live.iter().any(|c| c.final_box.total > 0), "somebody scored");
    std::fs::remove_dir_all(dir).expect("clean");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_phones_play_isla_petit_at_once() {
    tokio::time::timeout(Duration::from_secs(120), play_whole_game("isla-petit", 4, 41))
        .await
        .expect("the game ends in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_phones_play_isla_grande_at_once() {
    tokio::time::timeout(Duration::from_secs(240), play_whole_game("isla-grande", 8, 808))
        .await
        .expect("the game ends in time");
}
