//! Table mode's grouped saves (issue 17, item 5): the moves that arrive
//! while a save is on its way are written together by the next save (one
//! write and fsync for all of them), every move is answered only once a
//! save that holds it is on disk, no phone sees a move before that, and a
//! grouped save that fails refuses every move it held and keeps none.
//! The record's writer is held shut by the test (no timing is measured);
//! everything is bounded by timeouts and talks only to 127.0.0.1.

use crate::table_server::{api, client, coord, fresh_dir, get_json, new_log, post};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::table::{RecordWriter, SeatLink, TableConfig, TableHandle, TableServer};

/// A writer the test controls: while `hold` is set, each write waits for
/// the test's word, then writes (or fails, with `fail`); every write's
/// number of actions is noted, and every write that waits is counted when
/// it starts waiting (`held`).
struct Gate {
    hold: AtomicBool,
    fail: AtomicBool,
    held: AtomicUsize,
    go: Mutex<mpsc::Receiver<()>>,
    written: Mutex<Vec<usize>>,
}

fn gated(path: &Path) -> (TableHandle, Arc<Gate>, mpsc::Sender<()>) {
    let (go, wait) = mpsc::channel();
    let gate = Arc::new(Gate {
        hold: AtomicBool::new(false),
        fail: AtomicBool::new(false),
        held: AtomicUsize::new(0),
        go: Mutex::new(wait),
        written: Mutex::default(),
    });
    let writer = {
        let gate = Arc::clone(&gate);
        RecordWriter::new(move |path, record: &TucanaRecord| {
            if gate.hold.load(Ordering::SeqCst) {
                let go = gate.go.lock().expect("the gate");
                gate.held.fetch_add(1, Ordering::SeqCst);
                go.recv_timeout(Duration::from_secs(60)).map_err(std::io::Error::other)?;
            }
            if gate.fail.load(Ordering::SeqCst) {
                return Err(std::io::Error::other("No space left on device (injected)"));
            }
            gate.written.lock().expect("notes").push(record.actions.len());
            trailpad::store::save_record(path, record)
        })
    };
    let mut config = TableConfig::new(new_log("isla-grande", 8, 77));
    config.save_to = Some(path.to_path_buf());
    config.save_with = Some(writer);
    (TableServer::start(config).expect("the table starts"), gate, go)
}

async fn wait_for(what: &str, ready: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !ready() {
        assert!(Instant::now() < deadline, "{what}: not within 30 s");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Posts `body` for `link` in its own task (as [`spawn_post`]) while the
/// gate holds writes, and waits until that move is staged and its save is
/// held at the writer, the move alone. Its being staged is not enough: the
/// saver takes the game to write a moment later, and a move staged in
/// between would be written with it (once, seat 8's: CI at 416edcd), not
/// with the moves after.
async fn post_with_its_save_held(
    client: &reqwest::Client,
    table: &TableHandle,
    gate: &Gate,
    link: &SeatLink,
    body: String,
) -> tokio::task::JoinHandle<(StatusCode, Value)> {
    // Counted before the post, so the write it starts is the one seen.
    let before = gate.held.load(Ordering::SeqCst);
    let posted = spawn_post(client, link, body);
    wait_for("the first move's save is held at the writer", || {
        table.unsaved() == 1 && gate.held.load(Ordering::SeqCst) > before
    })
    .await;
    assert_eq!(table.unsaved(), 1, "the save held holds the first move alone");
    posted
}

/// Each seat's first legal side (or a pass) now; `None` for a seat with
/// nothing to do.
async fn moves(client: &reqwest::Client, links: &[SeatLink]) -> Vec<Option<String>> {
    let mut out = Vec::new();
    for link in links {
        let (status, state) = get_json(client, &api(link, "state")).await;
        assert_eq!(status, StatusCode::OK);
        let idle = state["cards"].is_null() || state["done"] == json!(true);
        out.push((!idle).then(|| {
            match state["legal"].as_array().and_then(|l| l.first()) {
                Some(side) => json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}),
                None => json!({"type": "pass"}),
            }
            .to_string()
        }));
    }
    out
}

fn on_disk(path: &Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).expect("saved")).expect("a record")
}

/// Posts `body` for `link` in its own task.
fn spawn_post(
    client: &reqwest::Client,
    link: &SeatLink,
    body: String,
) -> tokio::task::JoinHandle<(StatusCode, Value)> {
    let (client, url) = (client.clone(), api(link, "action"));
    tokio::spawn(async move { post(&client, &url, body).await })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_that_arrive_together_are_saved_together_and_answered_only_once_on_disk() {
    tokio::time::timeout(Duration::from_secs(120), async {
        let dir = fresh_dir("group-saves");
        let path = dir.join("game.ron");
        let (table, gate, go) = gated(&path);
        let client = client();
        let links = table.links();
        let start = on_disk(&path).actions.len();
        let version = table.version();
        let bodies: Vec<String> =
            moves(&client, &links).await.into_iter().map(|m| m.expect("the first turn: all play")).collect();

        // The first move's save is held: seven more arrive meanwhile.
        gate.hold.store(true, Ordering::SeqCst);
        let first = post_with_its_save_held(&client, &table, &gate, &links[0], bodies[0].clone()).await;
        let rest: Vec<_> =
            links[1..].iter().zip(&bodies[1..]).map(|(l, b)| spawn_post(&client, l, b.clone())).collect();
        wait_for("the seven other moves are staged", || table.unsaved() == 8).await;
        // Nothing of them is shown or answered before it is on disk.
        assert_eq!(table.version(), version, "no phone sees a move that is not on disk");
        assert_eq!(table.with_log(|l| l.record().actions.len()), start);
        let (_, state) = get_json(&client, &api(&links[1], "state")).await;
        assert_eq!(state["version"], json!(version));
        assert!(!first.is_finished() && rest.iter().all(|r| !r.is_finished()), "nobody answered yet");

        // The first save, then one save for the seven others.
        go.send(()).expect("go");
        let (status, reply) = first.await.expect("the first post");
        assert_eq!(status, StatusCode::OK, "{reply}");
        go.send(()).expect("go");
        for (i, post) in rest.into_iter().enumerate() {
            let (status, reply) = post.await.expect("a post");
            assert_eq!(status, StatusCode::OK, "seat {}: {reply}", i + 2);
            assert!(
                reply["version"].as_u64() >= Some(version + 2),
                "answered from the grouped save: {reply}"
            );
        }
        let written = gate.written.lock().expect("notes").clone();
        // The start's save, then two for eight moves (the second may hold
        // the next cards too, dealt once the turn is done).
        assert_eq!(written.len(), 3, "two saves for eight moves: {written:?}");
        assert_eq!(written[1], start + 1, "{written:?}");
        assert!(written[2] >= start + 8, "{written:?}");
        let record = on_disk(&path);
        for link in &links {
            let own = record.actions[start..].iter().filter(|a| a.seat() == Some(link.seat)).count();
            assert_eq!(own, 1, "{}'s move is on disk", link.name);
        }
        assert_eq!(table.unsaved(), 0);

        // The next moves: a grouped save that fails refuses every move it
        // held, and the table's game stays the one on disk.
        let before = std::fs::read_to_string(&path).expect("saved");
        let version = table.version();
        let active: Vec<(SeatLink, String)> = links
            .iter()
            .cloned()
            .zip(moves(&client, &links).await)
            .filter_map(|(l, m)| Some((l, m?)))
            .collect();
        let (first_link, first_body) = active.first().cloned().expect("somebody plays");
        let first = post_with_its_save_held(&client, &table, &gate, &first_link, first_body.clone()).await;
        let rest: Vec<_> = active[1..].iter().map(|(l, b)| spawn_post(&client, l, b.clone())).collect();
        let staged = active.len() as u64;
        wait_for("the other moves are staged", || table.unsaved() == staged).await;
        gate.fail.store(true, Ordering::SeqCst);
        go.send(()).expect("go");
        let (status, reply) = first.await.expect("the first post");
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{reply}");
        for post in rest {
            let (status, reply) = post.await.expect("a post");
            assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "every move the failed save held: {reply}");
            assert!(reply["error"].as_str().is_some_and(|e| e.contains("No space left")), "{reply}");
        }
        assert_eq!(std::fs::read_to_string(&path).expect("saved"), before, "the file is as it was");
        assert_eq!(table.version(), version, "the phones keep what they show");
        assert_eq!(
            table.with_log(|l| l.record().to_ron().expect("ron")),
            before,
            "the table's game is the file's"
        );
        assert_eq!(table.unsaved(), 0);

        // The disk has room again: the same move is kept.
        gate.fail.store(false, Ordering::SeqCst);
        gate.hold.store(false, Ordering::SeqCst);
        let own = |r: &TucanaRecord| r.actions.iter().filter(|a| a.seat() == Some(first_link.seat)).count();
        let kept = own(&on_disk(&path));
        let (status, reply) = post(&client, &api(&first_link, "action"), first_body).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        assert_eq!(own(&on_disk(&path)), kept + 1);
        table.shutdown();
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}
