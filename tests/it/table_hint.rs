//! The coach on a phone (issue 20): a coached seat's phone asks the host
//! for a hint over HTTP and gets the desktop's best three (the same as
//! `trailpad hint` and the coach function give for the saved record); the
//! record says the seat asked, once per turn, saved before the answer; a
//! seat the coach is not for is refused and its record left alone; nothing
//! to choose and the game's end are refused with words. Over loopback HTTP,
//! every test bounded by a timeout.

use crate::common::cli;
use crate::table_server::{api, client, fresh_dir, get_json, new_log, post, start};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;
use trailpad::games::tucana::coach::{Budget, hint, record_seed};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::Action;
use trailpad::games::tucana::sheet::builtin_sheet;
use trailpad::table::{TableConfig, TableServer};

/// The whole of one test.
const WHOLE_TEST: Duration = Duration::from_secs(240);

fn saved(path: &Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).expect("saved")).expect("a record")
}

fn coached_actions(record: &TucanaRecord, seat: u8) -> usize {
    record.actions.iter().filter(|a| matches!(a, Action::Coached { seat: s } if *s == seat)).count()
}

fn ends(v: &Value) -> ([i64; 2], [i64; 2]) {
    let c = |p: &Value| [p[0].as_i64().expect("row"), p[1].as_i64().expect("dcol")];
    (c(&v["from"]), c(&v["to"]))
}

/// Asks for seat `link`'s hint: the status and the reply.
async fn ask(client: &reqwest::Client, link: &trailpad::table::SeatLink) -> (StatusCode, Value) {
    post(client, &api(link, "hint"), "").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_coached_phone_gets_the_coachs_best_three_and_the_record_says_it_asked() {
    tokio::time::timeout(WHOLE_TEST, async {
        let dir = fresh_dir("hint-coached");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 2, 11).with_coach(&[1]), Some(&path));
        let client = client();
        let links = table.links();
        let (alice, bob) = (&links[0], &links[1]);

        let (_, state) = get_json(&client, &api(alice, "state")).await;
        assert_eq!(state["coach"]["can_ask"], json!(true), "{}", state["coach"]);
        assert_eq!(state["coach"]["button"], json!("Hint"));
        let (_, bobs) = get_json(&client, &api(bob, "state")).await;
        assert_eq!(bobs["coach"], Value::Null, "no button on a seat the coach is not for");
        assert_eq!(coached_actions(&saved(&path), 1), 0);

        let (status, reply) = ask(&client, alice).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        let suggestions = reply["hint"]["suggestions"].as_array().expect("suggestions").clone();
        assert_eq!(suggestions.len(), 3, "the best three: {reply}");
        assert_eq!(
            suggestions.iter().map(|s| s["rank"].clone()).collect::<Vec<_>>(),
            [json!(1), json!(2), json!(3)]
        );
        let legal: Vec<Value> = state["legal"].as_array().expect("legal").clone();
        for s in &suggestions {
            let (from, to) = ends(s);
            assert!(
                legal.iter().any(|l| (l[0] == json!(from) && l[1] == json!(to))
                    || (l[0] == json!(to) && l[1] == json!(from))),
                "a legal side: {s}"
            );
            assert!(s["expected"].as_str().is_some_and(|e| e.starts_with("Expected total ")), "{s}");
            assert!(s["trail"].as_str().is_some_and(|t| t.contains(" – ")), "{s}");
            let (draw, trail) = (s["draw"].as_str().expect("draw"), s["trail"].as_str().expect("trail"));
            assert_eq!(draw.to_lowercase(), format!("draw {}", trail.to_lowercase()), "{s}");
            assert!(!draw["Draw ".len()..].starts_with("The "), "a small letter inside the sentence: {draw}");
        }
        assert_eq!(reply["hint"]["position"], reply["state"]["coach"]["position"]);

        // Answered once on disk: the record there says seat 1 asked.
        let record = saved(&path);
        assert_eq!(coached_actions(&record, 1), 1, "written once, before the answer");
        assert_eq!(record.coach, vec![1]);

        // The coach function on the saved record: the same three, the same totals.
        let sheet = Arc::new(builtin_sheet("isla-petit").expect("sheet"));
        let game = record.replay_on(sheet).expect("the saved record replays");
        let desk = hint(&game, 1, record_seed(&record.actions, 1), Budget::STANDARD).expect("a hint");
        for (phone, desk) in suggestions.iter().zip(&desk.suggestions) {
            let (from, to) = ends(phone);
            assert_eq!(from, [i64::from(desk.trail.from.row), i64::from(desk.trail.from.dcol)]);
            assert_eq!(to, [i64::from(desk.trail.to.row), i64::from(desk.trail.to.dcol)]);
            assert_eq!(phone["expected_total"].as_f64(), desk.expected_total, "{phone}");
            assert_eq!(phone["bonus"], json!(desk.trail.bonus));
        }
        // And `trailpad hint` on the saved file.
        let out = cli::run(&["hint", path.to_str().expect("a path"), "--seat", "1", "--json"]);
        assert!(out.status.success(), "{}", cli::stderr(&out));
        let printed: Value = serde_json::from_str(&cli::stdout(&out)).expect("JSON");
        for (phone, printed) in
            suggestions.iter().zip(printed["suggestions"].as_array().expect("suggestions"))
        {
            assert_eq!(ends(phone), ends(printed), "the CLI's ranking");
            let rounded = phone["expected_total"].as_f64().map(|t| (t * 10.0).round() / 10.0);
            assert_eq!(rounded, printed["expected_total"].as_f64());
        }

        // Asking again in the same position: the same hint, nothing written.
        let bytes = std::fs::read(&path).expect("saved");
        let (status, again) = ask(&client, alice).await;
        assert_eq!(status, StatusCode::OK, "{again}");
        assert_eq!(again["hint"], reply["hint"]);
        assert_eq!(std::fs::read(&path).expect("saved"), bytes, "once per turn");

        // Bob plays: Alice's position changes, her next hint is for the new
        // one, and it is still the same turn: no second record of it.
        let side = &bobs["legal"][0];
        let body = json!({"type": "trail", "from": side[0], "to": side[1]});
        let (status, _) = post(&client, &api(bob, "action"), body.to_string()).await;
        assert_eq!(status, StatusCode::OK);
        let (status, after) = ask(&client, alice).await;
        assert_eq!(status, StatusCode::OK, "{after}");
        assert_ne!(after["hint"]["position"], reply["hint"]["position"], "a new position");
        assert_eq!(after["hint"]["position"], after["state"]["coach"]["position"]);
        assert_eq!(coached_actions(&saved(&path), 1), 1, "one Coached per turn");

        // Alice draws the best trail: nothing left to choose this turn.
        let best = &after["hint"]["suggestions"][0];
        let body = json!({"type": "trail", "from": best["from"], "to": best["to"]});
        let (status, state) = post(&client, &api(alice, "action"), body.to_string()).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        // The turn closed and the app's deck dealt the next one: a new turn.
        let (status, next) = ask(&client, alice).await;
        assert_eq!(status, StatusCode::OK, "{next}");
        assert_eq!(coached_actions(&saved(&path), 1), 2, "one more in the new turn");
        table.shutdown();
    })
    .await
    .expect("the test finished in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uncoached_seat_is_refused_and_its_record_is_unchanged() {
    tokio::time::timeout(WHOLE_TEST, async {
        let dir = fresh_dir("hint-uncoached");
        let path = dir.join("game.ron");
        // A competitive table: the coach is for nobody.
        let table = start(new_log("isla-petit", 2, 12), Some(&path));
        let client = client();
        let links = table.links();
        let before = std::fs::read(&path).expect("saved");
        for link in &links {
            let (_, state) = get_json(&client, &api(link, "state")).await;
            assert_eq!(state["coach"], Value::Null, "no button at a competitive table");
            let (status, reply) = ask(&client, link).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{reply}");
            let error = reply["error"].as_str().expect("words");
            assert!(error.contains("The coach is not on for") && error.contains(&link.name), "{error}");
        }
        // A wrong key is refused before anything else.
        let forged = api(&links[0], "hint").replace("key=", "key=x");
        let (status, _) = post(&client, &forged, "").await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert_eq!(std::fs::read(&path).expect("saved"), before, "the record is unchanged");
        assert_eq!(table.unsaved(), 0);
        table.shutdown();
    })
    .await
    .expect("the test finished in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nothing_to_choose_and_the_games_end_are_refused_with_words() {
    tokio::time::timeout(WHOLE_TEST, async {
        let client = client();
        // The host reveals real cards: none are out yet.
        let dir = fresh_dir("hint-no-cards");
        let path = dir.join("game.ron");
        let mut config = TableConfig::new(new_log("isla-petit", 2, 14).with_coach(&[1]));
        config.save_to = Some(path.clone());
        config.auto_reveal = false;
        let table = TableServer::start(config).expect("the table starts");
        let links = table.links();
        let (_, state) = get_json(&client, &api(&links[0], "state")).await;
        assert_eq!(state["coach"]["can_ask"], json!(false), "{}", state["coach"]);
        let before = std::fs::read(&path).expect("saved");
        let (status, reply) = ask(&client, &links[0]).await;
        assert_eq!(status, StatusCode::CONFLICT, "{reply}");
        assert_eq!(reply["error"], json!("Waiting for the next two cards."));
        assert_eq!(std::fs::read(&path).expect("saved"), before);
        table.shutdown();

        // Seat 1 asks (in French), then draws: nothing left to choose.
        let dir = fresh_dir("hint-nothing");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 2, 14).with_coach(&[1]), Some(&path));
        let links = table.links();
        let fr = format!("{}&lang=fr", api(&links[0], "hint"));
        let (status, reply) = post(&client, &fr, "").await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        assert_eq!(
            reply["hint"]["heading"],
            json!("Les trois meilleurs selon le coach : touchez-en un pour le choisir.")
        );
        let best = &reply["hint"]["suggestions"][0];
        let body = json!({"type": "trail", "from": best["from"], "to": best["to"]});
        let (status, state) = post(&client, &api(&links[0], "action"), body.to_string()).await;
        assert_eq!(status, StatusCode::OK, "{state}");
        assert_eq!(state["done"], json!(true), "Bob has still to play");
        assert_eq!(state["coach"]["can_ask"], json!(false), "{}", state["coach"]);
        let before = std::fs::read(&path).expect("saved");
        let (status, reply) = post(&client, &fr, "").await;
        assert_eq!(status, StatusCode::CONFLICT, "{reply}");
        assert_eq!(reply["error"], json!("Cette feuille n'a pas de segment à tracer ce tour-ci."));
        assert_eq!(std::fs::read(&path).expect("saved"), before);
        table.shutdown();

        // The game's end.
        let dir = fresh_dir("hint-over");
        let path = dir.join("game.ron");
        let table = start(crate::table_end::paper_table().with_coach(&[1, 2]), Some(&path));
        let links = table.links();
        let states = crate::table_end::finish_over_http(&client, &links).await;
        assert!(states.iter().all(|s| s["coach"]["can_ask"] == json!(false)));
        let before = std::fs::read(&path).expect("saved");
        let (status, reply) = ask(&client, &links[0]).await;
        assert_eq!(status, StatusCode::CONFLICT, "{reply}");
        assert_eq!(reply["error"], json!("The game is over: there is no trail left to weigh."));
        assert_eq!(std::fs::read(&path).expect("saved"), before, "the finished record is left alone");
        table.shutdown();
    })
    .await
    .expect("the test finished in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_taps_at_once_share_one_hint_and_write_it_once() {
    tokio::time::timeout(WHOLE_TEST, async {
        let dir = fresh_dir("hint-taps");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 3, 13).with_coach(&[1, 2]), Some(&path));
        // A debug build weighs two seats' trails at once for a while.
        let client = reqwest::Client::builder().timeout(Duration::from_secs(120)).build().expect("client");
        let links = table.links();
        // Eight taps from seat 1 and eight from seat 2, all at once.
        let taps: Vec<_> = (0..16)
            .map(|i| {
                let client = client.clone();
                let link = links[i % 2].clone();
                let path = path.clone();
                tokio::spawn(async move {
                    let answer = ask(&client, &link).await;
                    // Every tap is answered only once the hint is on disk.
                    let on_disk = coached_actions(&saved(&path), link.seat);
                    (link.seat, answer, on_disk)
                })
            })
            .collect();
        let mut answers: Vec<(u8, Value)> = Vec::new();
        for tap in taps {
            let (seat, (status, reply), on_disk) = tap.await.expect("the tap's task");
            assert_eq!(status, StatusCode::OK, "seat {seat}: {reply}");
            assert_eq!(on_disk, 1, "seat {seat}'s hint was on disk when it was answered");
            answers.push((seat, reply));
        }
        for seat in [1, 2] {
            let hints: Vec<&Value> =
                answers.iter().filter(|(s, _)| *s == seat).map(|(_, r)| &r["hint"]).collect();
            assert_eq!(hints.len(), 8);
            assert!(hints.iter().all(|h| *h == hints[0]), "every tap of seat {seat} gets the same hint");
        }
        let record = saved(&path);
        assert_eq!(coached_actions(&record, 1), 1, "written once");
        assert_eq!(coached_actions(&record, 2), 1, "written once");
        assert_eq!(coached_actions(&record, 3), 0);
        table.shutdown();
    })
    .await
    .expect("the test finished in time");
}

#[test]
fn the_phones_coach_marks_are_the_desktops_colour() {
    let c = trailpad::ui::theme::COACH_MARK;
    let desktop = format!("#{:02x}{:02x}{:02x}", c.r(), c.g(), c.b());
    assert_eq!(trailpad::table::tucana::coach::COACH_MARK, desktop);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_whose_save_fails_is_refused_like_a_move_and_nothing_is_written() {
    use std::sync::atomic::{AtomicBool, Ordering};
    tokio::time::timeout(WHOLE_TEST, async {
        let dir = fresh_dir("hint-disk-full");
        let path = dir.join("game.ron");
        let full = Arc::new(AtomicBool::new(false));
        let coached = new_log("isla-petit", 2, 15).with_coach(&[1]);
        let table = crate::table_faults::table_on_a_disk_that_fills(coached, &path, Arc::clone(&full));
        let client = client();
        let links = table.links();
        let (_, before_state) = get_json(&client, &api(&links[0], "state")).await;
        let before = std::fs::read(&path).expect("saved");

        full.store(true, Ordering::SeqCst);
        let (status, reply) = ask(&client, &links[0]).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{reply}");
        assert_eq!(reply["error"], json!(crate::table_faults::DISK_FULL_REFUSAL));
        assert_eq!(std::fs::read(&path).expect("saved"), before, "nothing on disk");
        assert!(!table.with_log(|log| log.record().asked_coach_this_turn(1)), "nor in the table's game");
        let (_, now) = get_json(&client, &api(&links[0], "state")).await;
        assert_eq!(now["version"], before_state["version"], "the phones saw no change");

        // Space again: the hint kept is answered, once it is on disk.
        full.store(false, Ordering::SeqCst);
        let (status, reply) = ask(&client, &links[0]).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        assert_eq!(reply["hint"]["suggestions"].as_array().map(Vec::len), Some(3));
        assert_eq!(coached_actions(&saved(&path), 1), 1);
        table.shutdown();
    })
    .await
    .expect("the test finished in time");
}
