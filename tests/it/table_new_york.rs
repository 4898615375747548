//! *Ticket to Ride: New York* at a table of phones, over loopback HTTP:
//! four phones deal their tickets, claim routes, are refused in the
//! desktop's words, draw tickets during the game and play the last round
//! to the end; every response and every event a seat receives is kept, and
//! none holds another seat's tickets before the end (the host's does);
//! at the end every phone shows the final scores of `trailpad score
//! --json` and the desktop's BG Stats link, and the record passes
//! `trailpad check`. Bounded in time; 127.0.0.1 only.

use crate::table_server::{api, client, fresh_dir, get_json, post};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use trailpad::export::bgstats::bgstats_play;
use trailpad::games::Record;
use trailpad::games::new_york::{Game, NewYorkLog, NewYorkMap, NewYorkRecord, NewYorkSetup};
use trailpad::i18n::{Language, Translator};
use trailpad::table::{SeatLink, TableConfig, TableHandle, TableServer};

const PLAYERS: [&str; 4] = ["Ann", "Ben", "Chloé", "Dmitri"];

fn start(path: &Path) -> TableHandle<Game> {
    let log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&PLAYERS))
        .expect("four players")
        .with_played_at(1_780_000_000);
    let mut config = TableConfig::new(log);
    config.save_to = Some(path.to_path_buf());
    TableServer::start_game(config).expect("the table starts")
}

/// Everything one seat was sent: response bodies and its event stream.
#[derive(Default)]
struct Heard {
    bodies: Vec<String>,
    events: Arc<Mutex<String>>,
}

impl Heard {
    /// Every `state` event's data so far.
    fn states(&self) -> Vec<Value> {
        let raw = self.events.lock().expect("events").clone();
        raw.split("\n\n")
            .filter(|block| block.lines().any(|l| l.trim() == "event: state" || l.trim() == "event:state"))
            .filter_map(|block| {
                let data: String =
                    block.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim_start).collect();
                serde_json::from_str(&data).ok()
            })
            .collect()
    }
}

struct Table {
    http: reqwest::Client,
    links: Vec<SeatLink>,
    heard: Vec<Heard>,
}

impl Table {
    async fn act(&mut self, seat: u8, body: Value) -> (StatusCode, Value) {
        let link = &self.links[usize::from(seat) - 1];
        let response = self
            .http
            .post(api(link, "action"))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("POST");
        let status = response.status();
        let text = response.text().await.expect("a body");
        self.heard[usize::from(seat) - 1].bodies.push(text.clone());
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    async fn ok(&mut self, seat: u8, body: Value) -> Value {
        let (status, reply) = self.act(seat, body.clone()).await;
        assert_eq!(status, StatusCode::OK, "{body} by seat {seat}: {reply}");
        reply
    }

    async fn refused(&mut self, seat: u8, body: Value) -> String {
        let (status, reply) = self.act(seat, body.clone()).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body} by seat {seat}: {reply}");
        reply["error"].as_str().expect("words").to_string()
    }

    async fn state(&mut self, seat: u8) -> Value {
        let link = &self.links[usize::from(seat) - 1];
        let text = self.http.get(api(link, "state")).send().await.expect("GET").text().await.expect("body");
        self.heard[usize::from(seat) - 1].bodies.push(text.clone());
        serde_json::from_str(&text).expect("state JSON")
    }

    /// Waits until every seat's stream has shown `ready`.
    async fn all_see(&self, ready: impl Fn(&Value) -> bool) {
        for heard in &self.heard {
            while !heard.states().iter().any(&ready) {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
}

fn claim(route: &str) -> Value {
    json!({"type": "claim", "route": route})
}

fn tickets(drawn: &[&str], kept: &[&str]) -> Value {
    json!({"type": "tickets", "drawn": drawn, "kept": kept})
}

fn own(state: &Value, ticket: &str) -> Value {
    state["tickets"]
        .as_array()
        .expect("tickets")
        .iter()
        .find(|t| t["key"] == ticket)
        .cloned()
        .unwrap_or(Value::Null)
}

fn claimed_by(state: &Value, route: &str) -> Option<u64> {
    state["claims"].as_array()?.iter().find(|c| c["route"] == route)?["seat"].as_u64()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_york_table_keeps_every_players_tickets_to_their_phone_until_the_end() {
    tokio::time::timeout(Duration::from_secs(120), async {
        let dir = fresh_dir("new-york");
        let path = dir.join("new-york.ron");
        let host = start(&path);
        let http = client();
        let links = host.links();
        assert_eq!(links.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), PLAYERS);
        let mut heard: Vec<Heard> = links.iter().map(|_| Heard::default()).collect();
        let mut streams = Vec::new();
        for (link, heard) in links.iter().zip(&mut heard) {
            let mut response = http.get(api(link, "events")).send().await.expect("events");
            let events = Arc::clone(&heard.events);
            streams.push(tokio::spawn(async move {
                while let Ok(Some(chunk)) = response.chunk().await {
                    events.lock().expect("events").push_str(&String::from_utf8_lossy(&chunk));
                }
            }));
        }
        // The board, the whole deck included, is one for every seat and
        // the whole game.
        let mut boards = Vec::new();
        for link in &links {
            let (status, board) = get_json(&http, &api(link, "sheet")).await;
            assert_eq!(status, StatusCode::OK);
            boards.push(board);
        }
        assert!(boards.iter().all(|b| b == &boards[0]));
        assert_eq!(boards[0]["tickets"].as_array().map(Vec::len), Some(18));
        assert_eq!(boards[0]["routes"].as_array().map(Vec::len), Some(41));
        let mut table = Table { http, links, heard };
        let t = Translator::new(Language::English);

        // Tickets dealt: two each, one or both kept.
        let first = table.state(1).await;
        assert_eq!((first["draw"].as_u64(), first["deck"].as_u64()), (Some(2), Some(18)));
        assert_eq!(
            first["prompt"],
            "Enter the two Destination Tickets you were dealt, then keep one or both."
        );
        let words = table.refused(1, tickets(&["lower-east-side-wall-street", "central-park-chinatown"], &[])).await;
        assert_eq!(words, "Keep at least one of the tickets you drew");
        let words = table.refused(1, tickets(&["lower-east-side-wall-street"], &["lower-east-side-wall-street"])).await;
        assert_eq!(words, "Enter the 2 tickets you drew");
        let ann = table
            .ok(1, tickets(&["lower-east-side-wall-street", "central-park-chinatown"], &["lower-east-side-wall-street", "central-park-chinatown"]))
            .await;
        assert_eq!(own(&ann, "lower-east-side-wall-street")["status"], "2 spaces still to claim");
        // Ben keeps a ticket Ann holds: refused without naming it or her.
        let words = table.refused(2, tickets(&["central-park-chinatown", "chelsea-brooklyn"], &["central-park-chinatown"])).await;
        assert_eq!(words, "A ticket you keep is not in the deck: check the cards you drew");
        table.ok(2, tickets(&["chelsea-brooklyn", "times-square-soho"], &["chelsea-brooklyn"])).await;
        table
            .ok(3, tickets(&["times-square-east-village", "central-park-midtown-west"], &["times-square-east-village", "central-park-midtown-west"]))
            .await;
        table.ok(4, tickets(&["lincoln-center-greenwich-village", "empire-state-building-brooklyn"], &["lincoln-center-greenwich-village"])).await;
        let held = table.state(1).await;
        let counts: Vec<u64> = held["players"].as_array().expect("players").iter().filter_map(|p| p["tickets_held"].as_u64()).collect();
        assert_eq!(counts, [2, 1, 2, 1], "how many each keeps, never which");
        assert_eq!(held["deck"].as_u64(), Some(12));
        // The host sees every hand.
        let (status, seen) = get_json(&table.http, &format!("{}/api/host/state?key={}", host.base_url(), host.host_key())).await;
        assert_eq!(status, StatusCode::OK);
        let host_text = seen.to_string();
        for ticket in ["central-park-chinatown", "chelsea-brooklyn", "central-park-midtown-west", "lincoln-center-greenwich-village"] {
            assert!(host_text.contains(&format!("\"{ticket}\"")), "the host sees {ticket}");
        }

        // Claims: live on every phone, refused in the desktop's words.
        let ann = table.ok(1, claim("lower-east-side-chinatown")).await;
        assert_eq!(own(&ann, "lower-east-side-wall-street")["status"], "1 space still to claim");
        table.all_see(|s| claimed_by(s, "lower-east-side-chinatown") == Some(1)).await;
        let words = table.refused(2, claim("lower-east-side-chinatown")).await;
        assert_eq!(words, "Lower East Side–Chinatown is already claimed by Ann");
        let ann = table.ok(1, claim("chinatown-wall-street-green")).await;
        assert_eq!(own(&ann, "lower-east-side-wall-street")["status"], t.text("ny-ticket-completed"));
        assert_eq!(own(&ann, "lower-east-side-wall-street")["completed"], true);
        let words = table.refused(1, claim("chinatown-wall-street-pink")).await;
        assert_eq!(
            words,
            "Ann already holds Chinatown–Wall Street (green): one player cannot claim both routes of a Double Route"
        );
        for route in ["chelsea-soho", "soho-wall-street", "wall-street-brooklyn-blue"] {
            table.ok(2, claim(route)).await;
        }
        assert_eq!(own(&table.state(2).await, "chelsea-brooklyn")["completed"], true);
        for route in ["central-park-times-square-red", "midtown-west-times-square"] {
            table.ok(3, claim(route)).await;
        }
        table.ok(4, claim("lincoln-center-times-square-green")).await;
        // A wrong tap is taken back by its player only.
        table.ok(4, claim("lincoln-center-midtown-west")).await;
        let words = table.refused(2, json!({"type": "unclaim", "route": "lincoln-center-midtown-west"})).await;
        assert_eq!(words, "This route is another player's: only they can take it back");
        let dmitri = table.ok(4, json!({"type": "unclaim", "route": "lincoln-center-midtown-west"})).await;
        assert_eq!(claimed_by(&dmitri, "lincoln-center-midtown-west"), None);
        // Tickets drawn during the game.
        table.ok(3, tickets(&["gramercy-park-chinatown", "east-village-soho"], &["gramercy-park-chinatown"])).await;
        let words = table.refused(3, json!({"type": "last_turn"})).await;
        assert_eq!(words, "The last round has not started: nobody has 2 taxis or fewer yet");

        // Ann down to 2 taxis: the last round.
        for route in [
            "greenwich-village-chinatown-gray-1",
            "gramercy-park-greenwich-village-black",
            "united-nations-gramercy-park",
            "central-park-united-nations",
        ] {
            table.ok(1, claim(route)).await;
        }
        let ann = table.ok(1, claim("east-village-lower-east-side")).await;
        let words = table.refused(1, claim("chinatown-brooklyn-orange")).await;
        assert_eq!(words, "Ann has 2 taxis left, and this route takes 3");
        assert_eq!(own(&ann, "central-park-chinatown")["completed"], true);
        assert_eq!(ann["last_round"], "Ann has 2 taxis left: last round, everyone plays one more turn");
        assert_eq!(ann["players"][0]["taxis_left"].as_u64(), Some(2));
        assert_eq!(ann["can_end_turn"], true);
        table.ok(1, json!({"type": "last_turn"})).await;
        let words = table.refused(1, json!({"type": "last_turn"})).await;
        assert_eq!(words, "You have already played your last turn");
        table.ok(2, claim("greenwich-village-soho")).await;
        table.ok(2, json!({"type": "last_turn"})).await;
        let chloe = table.ok(3, json!({"type": "last_turn"})).await;
        assert_eq!(chloe["prompt"], "Last round: waiting for Dmitri to play their last turn.");
        assert_eq!(host.waiting_for(), ["Dmitri"]);
        let last = table.ok(4, json!({"type": "last_turn"})).await;
        assert_eq!(last["game_over"], true);
        table.all_see(|s| s["game_over"] == true).await;
        for stream in streams {
            stream.abort();
        }

        // Private until the end: no other seat's ticket (key or name) in
        // anything a seat was sent while the game went on.
        let kept: [&[&str]; 4] = [
            &["lower-east-side-wall-street", "central-park-chinatown"],
            &["chelsea-brooklyn", "times-square-soho"],
            &["times-square-east-village", "central-park-midtown-west", "gramercy-park-chinatown", "east-village-soho"],
            &["lincoln-center-greenwich-village", "empire-state-building-brooklyn"],
        ];
        let map = NewYorkMap::builtin();
        let name_of = |key: &str| t.new_york_ticket(&map, map.ticket_by_key(key).expect("a ticket"));
        let mut checked = 0;
        for (seat, heard) in table.heard.iter().enumerate() {
            let during: Vec<String> = heard
                .bodies
                .iter()
                .filter(|b| serde_json::from_str::<Value>(b).map_or(true, |v| v["game_over"] != true))
                .cloned()
                .chain(heard.states().into_iter().filter(|s| s["game_over"] != true).map(|s| s.to_string()))
                .collect();
            assert!(during.len() > 20, "seat {} heard {}", seat + 1, during.len());
            for (other, tickets) in kept.iter().enumerate().filter(|(o, _)| *o != seat) {
                for key in *tickets {
                    for body in &during {
                        assert!(!body.contains(&format!("\"{key}\"")), "seat {} saw seat {}'s {key}: {body}", seat + 1, other + 1);
                        assert!(!body.contains(&name_of(key)), "seat {} saw seat {}'s {key}: {body}", seat + 1, other + 1);
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked}");

        // The end: everything public, the scores of `trailpad score --json`
        // and the desktop's BG Stats link on every phone.
        let text = std::fs::read_to_string(&path).expect("the record");
        let check = std::process::Command::new(env!("CARGO_BIN_EXE_trailpad")).arg("check").arg(&path).output().expect("check");
        assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_trailpad"))
            .args(["score", "--json"])
            .arg(&path)
            .output()
            .expect("score");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let scored: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        let totals: BTreeMap<String, i64> = scored["players"]
            .as_array()
            .expect("players")
            .iter()
            .map(|p| (p["name"].as_str().expect("name").to_string(), p["total"].as_i64().expect("total")))
            .collect();
        let record = NewYorkRecord::from_ron(&text).expect("a New York record");
        let game = record.replay().expect("legal");
        let play = trailpad::export::plays::play_of::<Game>(&record, &game);
        let link = bgstats_play(&play, |s| format!("seat {s}")).expect("a finished play").link();
        for seat in 1..=4 {
            let end = table.state(seat).await;
            let shown: BTreeMap<String, i64> = end["end"]["ranking"]
                .as_array()
                .expect("ranking")
                .iter()
                .map(|r| (r["name"].as_str().expect("name").to_string(), r["total"].as_i64().expect("total")))
                .collect();
            assert_eq!(shown, totals, "seat {seat}");
            assert_eq!(end["end"]["bgstats"]["link"].as_str(), Some(link.as_str()));
            let everyone = end.to_string();
            for key in kept.iter().flat_map(|k| k.iter()).filter(|k| !["times-square-soho", "east-village-soho", "empire-state-building-brooklyn"].contains(k)) {
                assert!(everyone.contains(&format!("\"{key}\"")), "seat {seat} sees {key} at the end");
            }
        }
        assert!(record.ended_at().is_some(), "the end is stamped");
        drop(host);
        let _ = std::fs::remove_dir_all(dir);
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_york_table_serves_the_same_links_and_last_turns_after_a_restart_and_the_host_ends_it() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("new-york-restart");
        let path = dir.join("ny.ron");
        let host = start(&path);
        let http = client();
        let links = host.links();
        // Ann down to 2 taxis: the last round; Ben says he played his last
        // turn before the host stops.
        for route in crate::new_york_rules::DOWN_TO_TWO_TAXIS {
            let (status, reply) = post(&http, &api(&links[0], "action"), claim(route).to_string()).await;
            assert_eq!(status, StatusCode::OK, "{route}: {reply}");
        }
        let last_turn = json!({"type": "last_turn"}).to_string();
        let (status, reply) = post(&http, &api(&links[1], "action"), last_turn.clone()).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        let (status, reply) =
            post(&http, &api(&links[0], "action"), json!({"type": "drop", "ticket": "x"}).to_string()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "no command drops a ticket: {reply}");
        drop(host);
        let text = std::fs::read_to_string(&path).expect("saved");
        let log = NewYorkLog::start(NewYorkMap::builtin(), NewYorkRecord::from_ron(&text).expect("record"))
            .expect("legal");
        let mut config = TableConfig::new(log);
        config.save_to = Some(path.clone());
        let again = TableServer::start_game(config).expect("restarted");
        let keys = |l: &[SeatLink]| {
            l.iter().map(|l| l.url.split_once("key=").map(|(_, k)| k.to_string())).collect::<Vec<_>>()
        };
        assert_eq!(keys(&again.links()), keys(&links));
        let (_, state) = get_json(
            &http,
            &again.links()[1].url.replace("/seat/", "/api/seat/").replace("?key=", "/state?key="),
        )
        .await;
        assert_eq!(claimed_by(&state, "chelsea-soho"), Some(1));
        let ben = |state: &Value| state["players"][1]["last_turn_done"].clone();
        assert_eq!(ben(&state), true, "the restarted host still knows Ben played his last turn: {state}");
        let (status, reply) = post(&http, &api(&again.links()[1], "action"), last_turn.clone()).await;
        assert_eq!(status, StatusCode::CONFLICT, "{reply}");
        assert_eq!(reply["error"], "You have already played your last turn");
        assert!(text.contains("LastTurn(player: 2)") && text.contains("format: 2,"), "{text}");
        let host_url = format!("{}/api/host/action?key={}", again.base_url(), again.host_key());
        let (status, _) = post(&http, &host_url, json!({"type": "finish"}).to_string()).await;
        assert_eq!(status, StatusCode::OK);
        let (_, state) = get_json(&http, &api(&again.links()[0], "state")).await;
        assert_eq!(state["game_over"], true);
        assert!(state["end"]["ranking"].is_array());
        drop(again);
        let _ = std::fs::remove_dir_all(dir);
    })
    .await
    .expect("in time");
}
