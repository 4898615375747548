//! Table mode when things go wrong at the table (issue 17): a take-back
//! after the last turn, and a save that fails (a full disk, injected as a
//! writer that fails). What the table shows is what is on disk, and
//! `trailpad check` accepts every record these tests leave behind. Every
//! test is bounded by a timeout and talks only to 127.0.0.1.

use crate::common::cli;
use crate::table_server::{api, client, coord, fresh_dir, get_json, new_log, post, snapshot, start};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::table::{RecordWriter, SeatLink, TableConfig, TableHandle, TableServer};

/// The body of a seat's next move: its first legal side, or a pass.
fn first_move(state: &Value) -> String {
    match state["legal"].as_array().and_then(|l| l.first()) {
        Some(side) => json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}),
        None => json!({"type": "pass"}),
    }
    .to_string()
}

/// Plays the game to its end over HTTP, every seat drawing its first legal
/// side (or passing) whenever it has something to do.
async fn play_to_the_end(client: &reqwest::Client, links: &[SeatLink]) {
    // Two rounds of 13 turns, two seats and a few bonus trails: far fewer
    // rounds of requests than this.
    for _ in 0..500 {
        let mut over = true;
        for link in links {
            let (status, state) = get_json(client, &api(link, "state")).await;
            assert_eq!(status, StatusCode::OK);
            if state["game_over"] == json!(true) {
                continue;
            }
            over = false;
            if state["cards"].is_null() || state["done"] == json!(true) {
                continue;
            }
            let (status, reply) = post(client, &api(link, "action"), first_move(&state)).await;
            assert_eq!(status, StatusCode::OK, "{}: {reply}", link.name);
        }
        if over {
            return;
        }
    }
    panic!("the game did not end within 500 rounds of requests");
}

/// `trailpad check` on a record: it must pass and say the game is over or not.
fn check_says(path: &Path, finished: bool) {
    let out = cli::run(&["check", &path.to_string_lossy()]);
    let printed = cli::stdout(&out);
    assert!(out.status.success(), "check passes: {printed}{}", cli::stderr(&out));
    assert_eq!(printed.contains("game over"), finished, "check says finished = {finished}: {printed}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_back_after_the_last_turn_is_refused_over_http() {
    tokio::time::timeout(Duration::from_secs(120), async {
        let dir = fresh_dir("take-back-over");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 2, 17), Some(&path));
        let links = table.links();
        let client = client();
        play_to_the_end(&client, &links).await;
        assert!(table.with_log(|log| log.game().is_over()));
        check_says(&path, true);

        let before = snapshot(&table, &path);
        for link in &links {
            let (_, state) = get_json(&client, &api(link, "state")).await;
            assert_eq!(state["can_take_back"], json!(false), "the state says no take-back");
            let total = state["score"]["final_box"]["total"].clone();
            let (status, reply) = post(&client, &api(link, "action"), r#"{"type":"take_back"}"#).await;
            assert_eq!(status, StatusCode::CONFLICT, "{}: {reply}", link.name);
            let said = reply["error"].as_str().unwrap_or_default();
            assert_eq!(
                said,
                format!(
                    "The game is over: {} can no longer take back a turn. Undo reopens the game step by step.",
                    link.name
                ),
                "a clear reason"
            );
            let (_, after) = get_json(&client, &api(link, "state")).await;
            assert_eq!(after["game_over"], json!(true));
            assert_eq!(after["score"]["final_box"]["total"], total, "the total stays");
        }
        assert_eq!(snapshot(&table, &path), before, "the record on disk, the game and the version are unchanged");
        table.shutdown();
        check_says(&path, true);
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

/// What a phone is told when the host's disk is full.
pub(crate) const DISK_FULL_REFUSAL: &str = "Not recorded: the host could not save the game (No space left on device). \
     Nothing changed; try again, or tell the host.";

/// A table whose saves fail while `full` is set, as on a full disk.
pub(crate) fn table_on_a_disk_that_fills(log: TucanaLog, path: &Path, full: Arc<AtomicBool>) -> TableHandle {
    let mut config = TableConfig::new(log);
    config.save_to = Some(path.to_path_buf());
    config.save_with = Some(RecordWriter::new(move |path, record| {
        if full.load(Ordering::SeqCst) {
            Err(std::io::Error::new(std::io::ErrorKind::StorageFull, "No space left on device"))
        } else {
            trailpad::store::save_record(path, record)
        }
    }));
    TableServer::start(config).expect("the table starts")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_save_fails_is_not_applied_and_the_phone_is_told() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("disk-full");
        let path = dir.join("game.ron");
        let full = Arc::new(AtomicBool::new(false));
        let table = table_on_a_disk_that_fills(new_log("isla-petit", 2, 23), &path, Arc::clone(&full));
        let links = table.links();
        let (alice, bob) = (&links[0], &links[1]);
        let client = client();
        let (_, state) = get_json(&client, &api(alice, "state")).await;
        let trail = first_move(&state);
        let before = snapshot(&table, &path);

        // The disk is full: the phone hears why, and nothing changed.
        full.store(true, Ordering::SeqCst);
        let (status, reply) = post(&client, &api(alice, "action"), trail.clone()).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{reply}");
        assert_eq!(reply["error"], json!(DISK_FULL_REFUSAL));
        assert_eq!(snapshot(&table, &path), before, "not on disk, so not in the game, and no new version");
        for link in [alice, bob] {
            let (_, now) = get_json(&client, &api(link, "state")).await;
            assert_eq!(now["trails"], json!([]), "{}'s phone shows what is on disk", link.name);
            assert_eq!(now["table"], state["table"], "nobody is marked done");
            assert_eq!(now["version"], state["version"]);
        }
        // The same on the host's own screen (a seat played on the desktop).
        let updated = table.update(|log| {
            let action = log.game().trail_action(alice.seat, coord_of(&state, 0), coord_of(&state, 1));
            log.apply(action).is_ok()
        });
        assert!(updated.value, "the engine took the move on the copy");
        assert!(!updated.changed, "but it was not kept");
        assert!(updated.saved.is_err());
        assert_eq!(snapshot(&table, &path), before, "the host's move is dropped too");
        check_says(&path, false);

        // Space again: the same move is taken and saved.
        full.store(false, Ordering::SeqCst);
        let (status, reply) = post(&client, &api(alice, "action"), trail).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        let (file, live, version) = snapshot(&table, &path);
        assert_eq!(file, live, "the record on disk is the table's game");
        assert_eq!(version, before.2 + 1);
        assert_eq!(table.with_log(|log| log.record().actions.len()), 2, "the first reveal and Alice's trail");
        table.shutdown();
        check_says(&path, false);
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

/// One end of the state's first legal side.
fn coord_of(state: &Value, end: usize) -> trailpad::games::tucana::sheet::Coord {
    let [r, c] = coord(&state["legal"][0][end]);
    trailpad::games::tucana::sheet::Coord::new(r as i32, c as i32)
}

#[test]
fn a_restarted_table_removes_what_a_killed_save_left_beside_its_record() {
    let dir = fresh_dir("leftovers");
    let record = dir.join("g3.ron");
    start(new_log("isla-petit", 2, 8), Some(&record)).shutdown();
    // What a host killed between a save's write and its rename leaves (a
    // process id that is not this test's), and files that are not ours.
    let killed = ["g3.ron", "g3.ron.table.ron"].map(|name| dir.join(format!(".tmp-999999-{name}")));
    for file in &killed {
        std::fs::write(file, "half a save").expect("a leftover");
    }
    let kept = [dir.join(".tmp-mine.ron"), dir.join(".tmp-999999-other.ron"), dir.join("other.ron")];
    for file in &kept {
        std::fs::write(file, "the user's").expect("a file of the user's");
    }
    let log = TucanaLog::start(
        Arc::new(trailpad::games::tucana::sheet::builtin_sheet("isla-petit").expect("sheet")),
        trailpad::games::tucana::record::TucanaRecord::from_ron(
            &std::fs::read_to_string(&record).expect("saved"),
        )
        .expect("a record"),
    )
    .expect("resumed");
    let table = start(log, Some(&record));
    for file in &killed {
        assert!(!file.exists(), "{} is removed", file.display());
    }
    for file in &kept {
        assert!(file.exists(), "{} is left alone", file.display());
    }
    table.shutdown();
    check_says(&record, false);
    std::fs::remove_dir_all(dir).expect("clean");
}

/// Issue 31, item 5: a new link for a seat is applied only once the new
/// secrets are saved. Here the save fails for real: a folder (with a file
/// in it) stands where the secrets file is renamed to, as a disk that
/// cannot take the file. The host is told (503), the old link and join
/// code go on working; once the save works the old link is refused and the
/// seat's join code is a new one, which leads to the new link.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_link_is_given_only_once_saved_and_it_replaces_the_join_code_too() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("revoke-unsaved");
        let path = dir.join("game.ron");
        let table = start(new_log("isla-petit", 2, 29), Some(&path));
        let links = table.links();
        let codes = table.show_join_codes();
        let client = client();
        let revoke = format!("{}/api/host/revoke?key={}", table.base_url(), table.host_key());
        let secrets = trailpad::table::TableSecrets::path_for(&path);
        let kept = std::fs::read(&secrets).expect("the secrets");

        std::fs::remove_file(&secrets).expect("moved away");
        std::fs::create_dir_all(secrets.join("in the way")).expect("a folder in its place");
        let (status, reply) = post(&client, &revoke, r#"{"seat":2}"#).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{reply}");
        assert!(
            reply["error"].as_str().is_some_and(|e| e.contains("cannot write the table secrets")),
            "{reply}"
        );
        assert!(table.revoke(2).is_err(), "the desktop's New link is refused the same way");
        let (status, _) = get_json(&client, &api(&links[1], "state")).await;
        assert_eq!(status, StatusCode::OK, "the old link still plays its seat");
        assert_eq!(table.join_codes(), codes, "and the join codes are the ones shown");
        assert_eq!(table.links(), links);

        // The disk takes the file again: the new link replaces the old one,
        // and the seat's code with it.
        std::fs::remove_dir_all(&secrets).expect("the folder goes");
        std::fs::write(&secrets, &kept).expect("the secrets back");
        let (status, reply) = post(&client, &revoke, r#"{"seat":2}"#).await;
        assert_eq!(status, StatusCode::OK, "{reply}");
        let new_url = reply["url"].as_str().expect("the new link").to_string();
        let (status, _) = get_json(&client, &api(&links[1], "state")).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "the old link is refused");
        let now = table.join_codes();
        assert_eq!(now[0], codes[0], "another seat's code stays");
        assert_ne!(now[1].code, codes[1].code, "the revoked seat's code is new");
        let join = |code: String| {
            let (client, base) = (
                reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build(),
                table.base_url().to_string(),
            );
            async move {
                let reply = client
                    .expect("client")
                    .post(format!("{base}/join"))
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(format!("code={code}"))
                    .send()
                    .await
                    .expect("sent");
                (
                    reply.status(),
                    reply.headers().get("location").and_then(|v| v.to_str().ok()).map(str::to_string),
                )
            }
        };
        assert_eq!(join(codes[1].code.clone()).await.0, StatusCode::FORBIDDEN, "the old code leads nowhere");
        let (status, location) = join(now[1].code.clone()).await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        assert!(new_url.ends_with(&location.expect("a Location")), "the new code leads to the new link");
        let on_disk = trailpad::table::TableSecrets::load_or_generate(&secrets, &[1, 2]).expect("saved").0;
        assert!(new_url.ends_with(on_disk.key(2).expect("seat 2").as_str()), "the new link is the saved one");
        table.shutdown();
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}
