//! Table mode over loopback HTTP: simulated phones play whole games at the
//! same time, refusals change nothing, a reconnecting phone gets the
//! current state, and a restarted host serves the same game and secrets.
//! Every test is bounded by a timeout and talks only to 127.0.0.1.

use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, DeckMode, ScoreCard, Setup};
use trailpad::games::tucana::sheet::Terrain;
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::tucana::sheet::{Card, builtin_sheet};
use trailpad::store::load_user_sheets;
use trailpad::table::{
    MAX_BODY_BYTES, SeatLink, TableConfig, TableHandle, TableSecrets, TableServer, palette,
};

pub(crate) const NAMES: [&str; 8] = ["Alice", "Bob", "Chloé", "Dmitri", "Eve", "Farid", "Gosia", "Hana"];

/// A fresh, empty folder in the system's temporary directory.
pub(crate) fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trailpad-table-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

pub(crate) fn new_log(sheet: &str, players: usize, seed: u64) -> TucanaLog {
    let names: Vec<String> = NAMES[..players].iter().map(|s| s.to_string()).collect();
    let setup = Setup::app_deck_table(sheet, players as u8, &names, seed);
    TucanaLog::new(Arc::new(builtin_sheet(sheet).expect("sheet")), setup).expect("set-up")
}

pub(crate) fn start(log: TucanaLog, save_to: Option<&Path>) -> TableHandle {
    let mut config = TableConfig::new(log);
    config.save_to = save_to.map(Path::to_path_buf);
    TableServer::start(config).expect("the table starts")
}

pub(crate) fn client() -> reqwest::Client {
    reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client")
}

/// `/api/seat/<n>/<what>?key=…` from a seat link.
pub(crate) fn api(link: &SeatLink, what: &str) -> String {
    let (base, query) = link.url.split_once('?').expect("a query");
    let base = base.replace("/seat/", "/api/seat/");
    format!("{base}/{what}?{query}")
}

fn with_key(link: &SeatLink, what: &str, key: &str) -> String {
    let url = api(link, what);
    let (start, _) = url.split_once("key=").expect("key");
    format!("{start}key={key}")
}

pub(crate) async fn get_json(client: &reqwest::Client, url: &str) -> (StatusCode, Value) {
    let response = client.get(url).send().await.expect("GET");
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn post(
    client: &reqwest::Client,
    url: &str,
    body: impl Into<reqwest::Body>,
) -> (StatusCode, Value) {
    let response =
        client.post(url).header("content-type", "application/json").body(body).send().await.expect("POST");
    let status = response.status();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Server-sent events of one phone, parsed from the raw stream.
pub(crate) struct Events {
    response: reqwest::Response,
    buffer: String,
}

impl Events {
    pub(crate) async fn open(client: &reqwest::Client, link: &SeatLink) -> Events {
        let response = client.get(api(link, "events")).send().await.expect("events");
        assert_eq!(response.status(), StatusCode::OK);
        let kind = response.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("");
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        Events { response, buffer: String::new() }
    }

    /// The next `state` event's data.
    pub(crate) async fn next_state(&mut self) -> Option<Value> {
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

pub(crate) fn coord(v: &Value) -> [i64; 2] {
    [v[0].as_i64().expect("row"), v[1].as_i64().expect("dcol")]
}

/// One phone: follows its events and, whenever it has something to do,
/// draws a random legal side (or passes), until the game is over.
pub(crate) async fn phone(client: reqwest::Client, link: SeatLink, seed: u64) -> (u8, Value, usize) {
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
fn scores_in_seat_order(record: &TucanaRecord, library: &SheetLibrary) -> Vec<ScoreCard> {
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
    // Started an hour ago, so that its BG Stats play has a length.
    let started = trailpad::games::date::seconds_of(std::time::SystemTime::now()) - 3600;
    let table = start(new_log(sheet, players, seed).with_played_at(started), Some(&path));
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
    let record = TucanaRecord::from_ron(&text).expect("a record");
    let library = load_user_sheets(None);
    let replayed = record.replay(&library).expect("the record is legal");
    assert!(replayed.is_over());
    assert_eq!(replayed.score_cards(), live);
    assert_eq!(scores_in_seat_order(&record, &library), live, "the order within a turn does not matter");
    let reveals = record.actions.iter().filter(|a| matches!(a, Action::Reveal(..))).count();
    assert_eq!(reveals, 13 * usize::from(replayed.sheet().rounds()));
    for (seat, state, posts) in &finals {
        let card = live.iter().find(|c| c.seat == *seat).expect("a tracked seat");
        assert_eq!(state["score"]["final_box"]["total"].as_u64(), Some(u64::from(card.final_box.total)));
        let own = record.actions.iter().filter(|a| a.seat() == Some(*seat)).count();
        assert_eq!(own, *posts, "every accepted post is one action of that seat in the record");
        assert!(*posts >= reveals, "at least one trail or pass per turn");
    }
    assert!(live.iter().any(|c| c.final_box.total > 0), "somebody scored");
    assert!(record.ended_at.is_some(), "a game ended at the table is stamped like a desktop game");
    crate::table_end::assert_end_screens(&record, &replayed, &finals);
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

/// Everything that could change, in one value: the record on disk, the
/// live record and the version the phones see.
pub(crate) fn snapshot(table: &TableHandle, path: &Path) -> (String, String, u64) {
    let file = std::fs::read_to_string(path).expect("saved");
    let live = table.with_log(|log| log.record().to_ron().expect("ron"));
    (file, live, table.version())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_secrets_other_seats_and_bad_bodies_change_nothing() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("refusals");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 2, 7), Some(&path));
        let links = table.links();
        let (alice, bob) = (&links[0], &links[1]);
        let client = client();
        let (status, state) = get_json(&client, &api(alice, "state")).await;
        assert_eq!(status, StatusCode::OK);
        let side = &state["legal"][0];
        let trail = json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}).to_string();
        let before = snapshot(&table, &path);
        let bob_key = bob.url.split_once("key=").expect("key").1;

        // Wrong, missing or another seat's secret: 403, for every endpoint.
        let forbidden = [
            with_key(alice, "action", &"0".repeat(32)),
            with_key(alice, "action", ""),
            with_key(alice, "action", bob_key),
            api(alice, "action").split_once('?').expect("query").0.to_string(),
            api(alice, "action").replace("/seat/1/", "/seat/9/"),
            api(alice, "action").replace("/seat/1/", "/seat/x/"),
        ];
        for url in &forbidden {
            let (status, reply) = post(&client, url, trail.clone()).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{url}");
            assert!(reply["error"].as_str().is_some_and(|e| e.contains("link")), "{reply}");
        }
        for what in ["state", "sheet", "events"] {
            let response = client.get(with_key(alice, what, bob_key)).send().await.expect("GET");
            assert_eq!(response.status(), StatusCode::FORBIDDEN, "{what}");
        }
        let page = alice.url.replace(alice.url.split_once("key=").expect("key").1, bob_key);
        assert_eq!(client.get(&page).send().await.expect("page").status(), StatusCode::FORBIDDEN);
        let host = format!("{}/api/host/reveal?key={bob_key}", table.base_url());
        let (status, _) = post(&client, &host, r#"{"cards":["desert","forest"]}"#).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "a seat's secret is not the host's");

        // Too big: 413 before anything is parsed.
        let padded = format!(r#"{{"type":"pass","pad":"{}"}}"#, " ".repeat(MAX_BODY_BYTES));
        let (status, _) = post(&client, &api(alice, "action"), padded).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);

        // Malformed or unexpected fields: 400 with a reason; a body cannot
        // name another seat.
        let malformed = [
            "",
            "{",
            "[]",
            "null",
            r#"{"type":"fly"}"#,
            r#"{"type":"trail","from":[0,0]}"#,
            r#"{"type":"trail","from":["a",0],"to":[0,2]}"#,
            r#"{"type":"trail","from":[0,0,0],"to":[0,2]}"#,
            r#"{"type":"trail","from":[0,99999999999],"to":[0,2]}"#,
            r#"{"type":"pass","seat":2}"#,
            r#"{"type":"take_back","seat":2}"#,
            r#"{"type":"pass","from":[0,0],"to":[0,2]}"#,
            r#"{"type":"trail","from":[0,0],"to":[0,2],"seat":2}"#,
        ];
        for body in malformed {
            let (status, reply) = post(&client, &api(alice, "action"), body).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {reply}");
            assert!(
                reply["error"].as_str().is_some_and(|e| e.starts_with("This request cannot be read")),
                "{reply}"
            );
        }

        // Refused by the rules: 409 with the engine's reason in the
        // player's language, naming the player.
        let (status, en) = post(&client, &api(alice, "action"), r#"{"type":"pass"}"#).await;
        assert_eq!(status, StatusCode::CONFLICT);
        let en = en["error"].as_str().expect("reason").to_string();
        assert!(en.starts_with("Alice may not pass"), "{en}");
        let (status, fr) =
            post(&client, &format!("{}&lang=fr", api(alice, "action")), r#"{"type":"pass"}"#).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert!(fr["error"].as_str().expect("raison").starts_with("Alice ne peut pas passer"), "{fr}");
        let far = r#"{"type":"trail","from":[0,0],"to":[40,40]}"#;
        let (status, reply) = post(&client, &format!("{}&lang=ru", api(alice, "action")), far).await;
        assert_eq!(status, StatusCode::CONFLICT, "{reply}");
        let (status, reply) = post(&client, &api(alice, "action"), r#"{"type":"take_back"}"#).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(reply["error"], json!("Alice has nothing to take back in this turn."));

        assert_eq!(snapshot(&table, &path), before, "nothing changed");
        // And the right secret still works.
        let (status, reply) = post(&client, &api(alice, "action"), trail).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        assert_eq!(reply["done"], json!(true));
        assert_ne!(snapshot(&table, &path).0, before.0, "an accepted trail is saved");
        table.shutdown();
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phones_follow_the_table_live_and_get_the_current_state_on_reconnect() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(new_log("isla-petit", 2, 11), None);
        let links = table.links();
        let (alice, bob) = (&links[0], &links[1]);
        let client = client();
        let mut events = Events::open(&client, alice).await;
        let first = events.next_state().await.expect("a state at once");
        assert_eq!(first["table"]["players"][1]["done"], json!(false));
        assert!(!first["cards"].is_null(), "the app deck dealt the first turn");

        // Bob draws: Alice's open stream tells her.
        let (_, bob_state) = get_json(&client, &api(bob, "state")).await;
        let side = &bob_state["legal"][0];
        let trail = json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}).to_string();
        let (status, _) = post(&client, &api(bob, "action"), trail).await;
        assert_eq!(status, StatusCode::OK);
        let live = events.next_state().await.expect("an update");
        assert!(live["version"].as_u64() > first["version"].as_u64());
        assert_eq!(live["table"]["players"][1]["done"], json!(true));
        drop(events);

        // Bob takes his trail back while Alice is away; she reconnects and
        // sees the table as it is now.
        let (status, reply) = post(&client, &api(bob, "action"), r#"{"type":"take_back"}"#).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        assert_eq!(reply["trails"], json!([]));
        assert_eq!(reply["done"], json!(false));
        let mut again = Events::open(&client, alice).await;
        let now = again.next_state().await.expect("a state at once");
        assert!(now["version"].as_u64() > live["version"].as_u64());
        assert_eq!(now["table"]["players"][1]["done"], json!(false));
        assert_eq!(now["cards"], first["cards"], "the same turn is still open");
        table.shutdown();
        // The stream ends with the server.
        assert!(again.next_state().await.is_none());
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_host_serves_the_same_game_and_secrets() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("restart");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 3, 99), Some(&path));
        let before = table.links();
        let host_key = table.host_key();
        let client = client();
        for link in &before[..2] {
            let (_, state) = get_json(&client, &api(link, "state")).await;
            let side = &state["legal"][0];
            let trail = json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}).to_string();
            assert_eq!(post(&client, &api(link, "action"), trail).await.0, StatusCode::OK);
        }
        let (_, mid_turn) = get_json(&client, &api(&before[0], "state")).await;
        // The host goes away in the middle of the turn.
        drop(table);
        assert!(client.get(api(&before[0], "state")).send().await.is_err(), "nobody listens any more");

        let record = TucanaRecord::from_ron(&std::fs::read_to_string(&path).expect("saved")).expect("record");
        let secrets_file = TableSecrets::path_for(&path);
        assert!(secrets_file.exists());
        let sheet = Arc::new(builtin_sheet("isla-petit").expect("sheet"));
        let table = start(TucanaLog::start(sheet, record).expect("resumes"), Some(&path));
        assert_eq!(table.host_key(), host_key);
        let after = table.links();
        let key = |l: &SeatLink| l.url.split_once("key=").expect("key").1.to_string();
        assert_eq!(after.iter().map(key).collect::<Vec<_>>(), before.iter().map(key).collect::<Vec<_>>());
        let (status, resumed) = get_json(&client, &api(&after[0], "state")).await;
        assert_eq!(status, StatusCode::OK);
        for field in ["trails", "cards", "round", "turn", "done", "table"] {
            assert_eq!(resumed[field], mid_turn[field], "{field}");
        }
        // The last seat finishes the turn on the restarted host.
        let (_, last) = get_json(&client, &api(&after[2], "state")).await;
        assert_eq!(last["done"], json!(false));
        let body = match last["legal"].as_array().and_then(|l| l.first()) {
            Some(side) => json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}),
            None => json!({"type": "pass"}),
        };
        assert_eq!(post(&client, &api(&after[2], "action"), body.to_string()).await.0, StatusCode::OK);
        let (_, next) = get_json(&client, &api(&after[0], "state")).await;
        assert_eq!(next["turn"], json!(2), "the turn closed and the next cards are out");
        table.shutdown();
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn real_cards_are_revealed_by_the_host_and_links_can_be_revoked() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let mut log = new_log("isla-petit", 2, 5);
        let mut record = log.record().clone();
        record.setup.deck = DeckMode::RealCards;
        log = TucanaLog::start(Arc::new(builtin_sheet("isla-petit").expect("sheet")), record).expect("log");
        let table = start(log, None);
        let links = table.links();
        let client = client();
        let (_, waiting) = get_json(&client, &api(&links[0], "state")).await;
        assert!(waiting["cards"].is_null());
        assert_eq!(waiting["prompt"], json!("Waiting for the next two cards."));
        let reveal = format!("{}/api/host/reveal?key={}", table.base_url(), table.host_key());
        let (status, _) = post(&client, &reveal, r#"{"cards":["desert","lava"]}"#).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        let (status, _) = post(&client, &reveal, r#"{"cards":["desert","forest"]}"#).await;
        assert_eq!(status, StatusCode::OK);
        let (_, open) = get_json(&client, &api(&links[0], "state")).await;
        assert_eq!(open["cards"][0]["key"], json!("desert"));
        assert_eq!(open["cards"][1]["name"], json!("Forest"));
        let (status, reply) = post(&client, &reveal, r#"{"cards":["water","any"]}"#).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert!(reply["error"].as_str().is_some_and(|e| e.contains("Alice and Bob")), "{reply}");

        // Revoking: the old link is refused at once, the new one works.
        let revoke = format!("{}/api/host/revoke?key={}", table.base_url(), table.host_key());
        let (status, reply) = post(&client, &revoke, r#"{"seat":2}"#).await;
        assert_eq!(status, StatusCode::OK);
        let fresh = SeatLink { seat: 2, name: "Bob".into(), url: reply["url"].as_str().expect("url").into() };
        assert_ne!(fresh.url, links[1].url);
        assert_eq!(get_json(&client, &api(&links[1], "state")).await.0, StatusCode::FORBIDDEN);
        assert_eq!(get_json(&client, &api(&fresh, "state")).await.0, StatusCode::OK);
        let again = table.revoke(2).expect("revoked");
        assert_eq!(get_json(&client, &api(&fresh, "state")).await.0, StatusCode::FORBIDDEN);
        assert_eq!(get_json(&client, &api(&again, "state")).await.0, StatusCode::OK);
        // The host can reveal from the app side too, once the turn is over.
        table.apply(Action::Reveal(Card::Water, Card::Any)).expect_err("the turn is still open");
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_the_sheet_are_served_from_the_binary() {
    tokio::time::timeout(Duration::from_secs(30), async {
        let table = start(new_log("isla-grande", 2, 3), None);
        let links = table.links();
        let client = client();
        let response = client.get(&links[0].url).send().await.expect("page");
        assert_eq!(response.status(), StatusCode::OK);
        let headers = response.headers().clone();
        assert_eq!(headers.get("referrer-policy").and_then(|v| v.to_str().ok()), Some("no-referrer"));
        assert!(
            headers
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.starts_with("text/html"))
        );
        let html = response.text().await.expect("html");
        assert_eq!(html, trailpad::table::tucana::TUCANA_PHONE_PAGE);
        assert!(
            html.contains("EventSource") && html.contains("<svg"),
            "the page draws an SVG map and listens"
        );
        assert!(html.len() < 200_000, "the page stays small: {} bytes", html.len());

        let (status, sheet) = get_json(&client, &format!("{}&lang=ru", api(&links[1], "sheet"))).await;
        assert_eq!(status, StatusCode::OK);
        let hexes = sheet["hexes"].as_array().expect("hexes");
        assert_eq!(hexes.len(), builtin_sheet("isla-grande").expect("sheet").hexes().len());
        let letters: Vec<&str> = hexes.iter().filter_map(|h| h["letter"].as_str()).collect();
        assert_eq!(letters.len(), 10, "ten villages, each with the seat's letter");
        assert!(letters.iter().all(|l| "АБВГД".contains(l)), "Russian letters: {letters:?}");
        assert!(hexes.iter().any(|h| h["sight"] == json!("sea_monster")));
        assert_eq!(sheet["colours"]["terrain"]["water"], json!(palette::TERRAIN_FILL[3]));
        // Nothing else is served: no file system behind the router.
        for path in ["/Cargo.toml", "/seat/1/../../Cargo.toml", "/static/phone.html"] {
            let status =
                client.get(format!("{}{path}", table.base_url())).send().await.expect("GET").status();
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        }
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[test]
fn the_page_colours_are_the_apps() {
    let hex = |c: egui::Color32| format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b());
    use trailpad::ui::theme;
    for (i, t) in Terrain::ALL.into_iter().enumerate() {
        assert_eq!(palette::TERRAIN_FILL[i], hex(theme::terrain_fill(t)), "{t}");
        assert_eq!(palette::TERRAIN_MARK[i], hex(theme::terrain_mark(t)), "{t}");
    }
    assert_eq!(palette::MAP_BACKGROUND, hex(theme::MAP_BACKGROUND));
    assert_eq!(palette::HEX_OUTLINE, hex(theme::HEX_OUTLINE));
    assert_eq!(palette::TRAIL, hex(theme::TRAIL));
    assert_eq!(palette::BONUS_TRAIL, hex(theme::BONUS_TRAIL));
    assert_eq!(palette::LAST_TRAIL, hex(theme::LAST_TRAIL));
    assert_eq!(palette::LEGAL_TRAIL, hex(theme::LEGAL_TRAIL));
    assert_eq!(palette::VILLAGE_DONE, hex(theme::VILLAGE_DONE.color));
    assert_eq!(palette::SIGHT_CIRCLED, hex(theme::SIGHT_CIRCLED.color));
    assert_eq!(palette::PAD_CIRCLE, hex(theme::PAD_CIRCLE.color));
    assert_eq!(palette::ERROR_TEXT, hex(theme::ERROR_TEXT));
    assert_eq!(palette::SELECTED, hex(theme::SELECTED_OUTLINE.color));
}

/// A colour as the page writes it: `#rrggbb`, or `#rrggbbaa` when it is
/// see-through.
fn css(c: egui::Color32) -> String {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    if a == 255 { format!("#{r:02x}{g:02x}{b:02x}") } else { format!("#{r:02x}{g:02x}{b:02x}{a:02x}") }
}

/// The numbers of an SVG `points` attribute, as pairs.
fn svg_points(text: &str) -> Vec<[f32; 2]> {
    text.split(' ')
        .map(|pair| {
            let (x, y) = pair.split_once(',').expect("x,y");
            [x.parse().expect("x"), y.parse().expect("y")]
        })
        .collect()
}

/// Asserts that the desktop's shapes of one pattern or picture (drawn at
/// radius `r` around the origin) are the page's SVG elements, one for one:
/// same kind, place, size and colours.
fn assert_same_marks(what: &str, shapes: &[egui::Shape], page: &Value, r: f32) {
    let page = page.as_array().unwrap_or_else(|| panic!("{what}: a list"));
    assert_eq!(shapes.len(), page.len(), "{what}: as many marks");
    // Four decimals on the page: 0.00005 of a radius at most.
    let near = |a: f32, b: f32| (a - b).abs() < 1e-4 * r;
    let attr = |m: &Value, name: &str| {
        m["attrs"][name].as_str().unwrap_or_else(|| panic!("{what}: {name} in {m}")).to_string()
    };
    let num = |m: &Value, name: &str| attr(m, name).parse::<f32>().expect("a number");
    for (shape, m) in shapes.iter().zip(page) {
        match shape {
            egui::Shape::Circle(c) => {
                assert_eq!(m["shape"], json!("circle"), "{what}");
                assert!(
                    near(num(m, "cx") * r, c.center.x) && near(num(m, "cy") * r, c.center.y),
                    "{what}: {m}"
                );
                assert!(near(num(m, "r") * r, c.radius), "{what}: {m}");
                assert_eq!(attr(m, "fill"), css(c.fill), "{what}");
                if c.stroke.width > 0.0 {
                    assert_eq!(attr(m, "stroke"), css(c.stroke.color), "{what}");
                    assert!(near(num(m, "stroke-width") * r, c.stroke.width), "{what}: {m}");
                } else {
                    assert_eq!(attr(m, "stroke"), "none", "{what}");
                }
            }
            egui::Shape::Path(p) => {
                let kind = if p.closed { "polygon" } else { "polyline" };
                assert_eq!(m["shape"], json!(kind), "{what}");
                let points = svg_points(&attr(m, "points"));
                assert_eq!(points.len(), p.points.len(), "{what}");
                for (a, b) in points.iter().zip(&p.points) {
                    assert!(near(a[0] * r, b.x) && near(a[1] * r, b.y), "{what}: {a:?} is {b:?}");
                }
                if p.closed {
                    assert_eq!(attr(m, "fill"), css(p.fill), "{what}");
                }
                if p.stroke.width > 0.0 {
                    let egui::epaint::ColorMode::Solid(colour) = p.stroke.color else {
                        panic!("{what}: a plain colour")
                    };
                    assert_eq!(attr(m, "stroke"), css(colour), "{what}");
                    assert!(near(num(m, "stroke-width") * r, p.stroke.width), "{what}: {m}");
                }
            }
            other => panic!("{what}: the desktop draws {other:?}, which the page cannot"),
        }
    }
}

#[test]
fn the_phone_draws_the_desktops_terrain_patterns_and_sight_pictures() {
    use trailpad::games::tucana::sheet::Sight;
    use trailpad::ui::tucana::symbols;
    // The sheet a phone is sent carries the marks.
    let log = new_log("isla-grande", 2, 3);
    let t = trailpad::i18n::Translator::new(trailpad::i18n::Language::English);
    let sheet =
        serde_json::to_value(trailpad::table::tucana::view::sheet_view(log.game(), 1, &t).expect("seat 1"))
            .expect("JSON");
    // Large enough that no line is widened to one pixel.
    let r = 100.0;
    for terrain in Terrain::ALL {
        let mut shapes = Vec::new();
        symbols::terrain_pattern(&mut shapes, terrain, egui::Pos2::ZERO, r);
        assert_same_marks(terrain.name(), &shapes, &sheet["marks"]["terrain"][terrain.name()], r);
    }
    for sight in Sight::ALL {
        let mut shapes = Vec::new();
        symbols::sight_symbol(&mut shapes, sight, egui::Pos2::ZERO, r);
        assert_same_marks(sight.key(), &shapes, &sheet["marks"]["sight"][sight.key()], r);
    }
    // The inks: the page's palette is the desktop's theme.
    for ink in trailpad::games::tucana::marks::Ink::SIGHT_INKS {
        assert_eq!(palette::ink_css(ink), css(symbols::ink_colour(ink)), "{ink:?}");
    }
}

/// A solo game with real cards, played at random up to the moment the
/// solo reshuffle is due.
fn solo_up_to_the_reshuffle() -> TucanaLog {
    for seed in 1..200 {
        let mut setup = Setup::solo("isla-petit", "Alice", 1, seed);
        setup.deck = DeckMode::RealCards;
        let mut log =
            TucanaLog::new(Arc::new(builtin_sheet("isla-petit").expect("sheet")), setup).expect("set-up");
        let mut rng = SeededRng::new(seed);
        while !log.game().is_over() && !log.game().solo_reshuffle_due() {
            let action = trailpad::games::tucana::rules::autoplay::random_action(log.game(), &mut rng)
                .expect("a move");
            log.apply(action).expect("a legal move");
        }
        if log.game().solo_reshuffle_due() {
            return log;
        }
    }
    panic!("no seed reaches the solo reshuffle");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_enters_cards_taken_at_the_table_and_the_solo_reshuffle() {
    tokio::time::timeout(Duration::from_secs(60), async {
        // Three at the table, two sheets kept here: the third plays on paper.
        let names: Vec<String> = NAMES[..2].iter().map(|s| s.to_string()).collect();
        let setup = Setup { table_size: 3, ..Setup::app_deck_table("isla-petit", 2, &names, 9) };
        let log =
            TucanaLog::new(Arc::new(builtin_sheet("isla-petit").expect("sheet")), setup).expect("set-up");
        let table = start(log, None);
        let client = client();
        let key = table.host_key();
        let state_url = format!("{}/api/host/state?key={key}", table.base_url());
        let action_url = format!("{}/api/host/action?key={key}", table.base_url());
        let (status, state) = get_json(&client, &state_url).await;
        assert_eq!(status, StatusCode::OK);
        let letter = state["blue_cards"][0].as_str().expect("a blue card on the table").to_string();
        assert_eq!(state["solo_reshuffle_due"], json!(false));
        let actions = table.with_log(|l| l.record().actions.len());

        // Malformed bodies, wrong letters and sights, and a seat's key: refused, nothing changed.
        let alice_key = table.links()[0].url.split_once("key=").expect("key").1.to_string();
        let as_alice = format!("{}/api/host/action?key={alice_key}", table.base_url());
        let taken = format!(r#"{{"type":"taken","blue":"{letter}"}}"#);
        assert_eq!(post(&client, &as_alice, taken.clone()).await.0, StatusCode::FORBIDDEN);
        for body in [
            "",
            "{}",
            r#"{"type":"taken"}"#,
            r#"{"type":"taken","blue":"Z"}"#,
            r#"{"type":"taken","blue":"AB"}"#,
            r#"{"type":"taken","blue":""}"#,
            r#"{"type":"taken","red":"dragon"}"#,
            r#"{"type":"taken","blue":"A","red":"yeti"}"#,
            r#"{"type":"taken","blue":"A","seat":"3"}"#,
            r#"{"type":"reshuffle"}"#,
            r#"{"type":"reshuffle","kept":["A"],"blue":"A"}"#,
            r#"{"type":"reshuffle","kept":["Q"]}"#,
        ] {
            let (status, reply) = post(&client, &action_url, body).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {reply}");
            assert!(reply["error"].as_str().is_some_and(|e| !e.is_empty()), "{body}: a reason");
        }
        assert_eq!(table.with_log(|l| l.record().actions.len()), actions, "nothing changed");

        // Marked for a seat whose sheet is kept here: refused.
        let for_alice = format!(r#"{{"type":"taken","blue":"{letter}","seat":1}}"#);
        let (status, reply) = post(&client, &action_url, for_alice).await;
        assert_eq!(status, StatusCode::CONFLICT, "{reply}");

        // The paper player took a blue card: it is in the record once,
        // naming the only seat on paper, as the desktop does.
        let (status, reply) = post(&client, &action_url, taken.clone()).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        let marked = table.with_log(|l| l.game().marked_elsewhere().to_vec());
        assert_eq!(marked.len(), 1, "the card is marked: {marked:?}");
        let last = table.with_log(|l| l.record().actions.last().cloned());
        assert!(
            matches!(last, Some(trailpad::games::tucana::rules::Action::TakenBy { seat: 3, .. })),
            "seat 3 took it: {last:?}"
        );
        let (status, reply) = post(&client, &action_url, taken).await;
        assert_eq!(status, StatusCode::CONFLICT, "marked twice: {reply}");
        // No reshuffle in a game for three.
        let (status, _) = post(&client, &action_url, r#"{"type":"reshuffle","kept":[]}"#).await;
        assert_eq!(status, StatusCode::CONFLICT);
        assert_eq!(table.with_log(|l| l.record().actions.len()), actions + 1);
        table.shutdown();

        // Solo with real cards: the reshuffle is entered by the host.
        let log = solo_up_to_the_reshuffle();
        let mut config = TableConfig::new(log);
        config.auto_reveal = false;
        let table = TableServer::start(config).expect("the table starts");
        let key = table.host_key();
        let state_url = format!("{}/api/host/state?key={key}", table.base_url());
        let action_url = format!("{}/api/host/action?key={key}", table.base_url());
        let reveal_url = format!("{}/api/host/reveal?key={key}", table.base_url());
        let (_, state) = get_json(&client, &state_url).await;
        assert_eq!(state["solo_reshuffle_due"], json!(true), "{state}");
        let (status, _) = post(&client, &reveal_url, r#"{"cards":["desert","forest"]}"#).await;
        assert_eq!(status, StatusCode::CONFLICT, "the reshuffle comes before the next cards");
        let on_table: Vec<String> = state["blue_cards"]
            .as_array()
            .expect("letters")
            .iter()
            .filter_map(|l| l.as_str())
            .map(String::from)
            .collect();
        let kept: Vec<&String> = on_table.iter().take(2).collect();
        let body = json!({"type": "reshuffle", "kept": kept}).to_string();
        let (status, reply) = post(&client, &action_url, body).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        let (_, state) = get_json(&client, &state_url).await;
        assert_eq!(state["solo_reshuffle_due"], json!(false), "{state}");
        let last = table.with_log(|l| l.record().actions.last().cloned());
        assert!(matches!(last, Some(Action::SoloReshuffle { .. })), "{last:?}");
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[test]
fn with_more_sides_than_the_page_highlights_the_phone_says_to_tap_a_hex() {
    use trailpad::table::tucana::view::{HIGHLIGHT_AT_MOST, seat_state};
    let t = trailpad::i18n::Translator::new(trailpad::i18n::Language::English);
    let (mut many, mut few) = (false, false);
    for seed in 1..300 {
        let mut log = new_log("isla-grande", 2, seed);
        let [a, b] = log.game().next_app_cards().expect("the app's deck");
        log.apply(Action::Reveal(a, b)).expect("the first cards");
        let legal = log.game().legal_trails(1).len();
        let state =
            serde_json::to_value(seat_state(&log, 1, "e", 1, &t, &Default::default()).expect("seat 1"))
                .expect("JSON");
        let prompt = state["prompt"].as_str().expect("a prompt").to_string();
        if legal > HIGHLIGHT_AT_MOST {
            many = true;
            assert!(
                prompt.ends_with("tap a hex to see its sides, or tap two neighbouring hexes."),
                "{prompt}"
            );
            assert!(!prompt.contains("highlighted"), "{prompt}");
        } else {
            few = true;
            assert!(prompt.contains("tap a highlighted side"), "{legal} sides: {prompt}");
        }
        if many && few {
            return;
        }
    }
    panic!("both cases met: many {many}, few {few}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_is_json_or_a_page_and_nothing_is_cached() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(new_log("isla-petit", 2, 9), None);
        let links = table.links();
        let client = client();
        let base = table.base_url().to_string();
        let no_store = |r: &reqwest::Response| {
            r.headers().get("cache-control").and_then(|v| v.to_str().ok()) == Some("no-store")
        };
        // Each refusal axum makes by itself, and the unknown path.
        let too_large = "x".repeat(MAX_BODY_BYTES + 10);
        let cases = [
            (client.get(format!("{base}/nothing-here")), StatusCode::NOT_FOUND),
            (client.delete(api(&links[0], "state")), StatusCode::METHOD_NOT_ALLOWED),
            (
                client
                    .post(api(&links[0], "action"))
                    .header("content-type", "application/json")
                    .body(too_large),
                StatusCode::PAYLOAD_TOO_LARGE,
            ),
            (client.get(format!("{}&key=again", api(&links[0], "state"))), StatusCode::BAD_REQUEST),
        ];
        for (request, status) in cases {
            let reply = request.send().await.expect("an answer");
            assert_eq!(reply.status(), status);
            assert!(no_store(&reply), "{status}: no-store");
            let body: Value = reply.json().await.unwrap_or_else(|e| panic!("{status}: JSON ({e})"));
            let error = body["error"].as_str().unwrap_or_default();
            assert!(!error.is_empty(), "{status}: says why: {body}");
        }
        // The page of a wrong link: words for a person, not cached.
        let wrong = links[0].url.replace("key=", "key=0");
        let reply = client.get(wrong).send().await.expect("the page");
        assert_eq!(reply.status(), StatusCode::FORBIDDEN);
        assert!(no_store(&reply));
        assert!(reply.text().await.expect("text").contains("This link is not (or no longer) valid"));
        // The event stream: no-store too.
        let events = client.get(api(&links[0], "events")).send().await.expect("the stream");
        assert_eq!(events.status(), StatusCode::OK);
        assert!(no_store(&events), "{:?}", events.headers().get("cache-control"));
        drop(events);
        table.shutdown();
    })
    .await
    .expect("in time");
}
