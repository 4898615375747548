//! Table mode against connections that never finish (issue 17, item 4):
//! junk connections that send half a request are cut after the header-read
//! timeout, idle kept-alive connections too, the pool's cap makes room for
//! a phone's request while the junk is open, and a seat's event stream is
//! never cut. One test runs `trailpad table` under a 256 open-files limit
//! (through `prlimit`) with 400 junk connections. Loopback only; every loop
//! and every wait is bounded.

use crate::table_server::{Events, api, client, coord, get_json, new_log, post, start};
use reqwest::StatusCode;
use serde_json::json;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use trailpad::table::{HEADER_READ_TIMEOUT, MAX_CONNECTIONS};

/// Junk connections opened at once: more than the cap and the open-files
/// limit allow open together.
const JUNK: usize = 400;

/// Half a request: the headers never end.
const HALF_A_REQUEST: &[u8] = b"GET / HTTP/1.1\r\nHost: table\r\nX-Slow: ";

/// Opens `count` connections that each send half a request; those the
/// system refuses or drops (its queue is full) are skipped.
fn junk(addr: SocketAddr, count: usize) -> Vec<TcpStream> {
    let mut open = Vec::new();
    for _ in 0..count {
        let Ok(mut stream) = TcpStream::connect_timeout(&addr, Duration::from_secs(2)) else { continue };
        if stream.write_all(HALF_A_REQUEST).is_ok() {
            open.push(stream);
        }
    }
    open
}

/// Whether the server closed `stream` (end of file or a reset) before
/// `deadline`.
fn closed_by_server(stream: &mut TcpStream, deadline: Instant) -> bool {
    let mut buf = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return false;
        }
        match stream.read(&mut buf) {
            Ok(0) => return true,
            // An answer (a timeout's 408, or a response): read on to the end.
            Ok(_) => continue,
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                return false;
            }
            Err(_) => return true,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn junk_connections_are_cut_and_a_phone_and_its_stream_are_served() {
    tokio::time::timeout(Duration::from_secs(90), async {
        let table = start(new_log("isla-petit", 2, 31), None);
        let links = table.links();
        let (alice, bob) = (&links[0], &links[1]);
        let client = client();
        let mut stream = Events::open(&client, alice).await;
        let first = stream.next_state().await.expect("the first state");

        // A kept-alive connection that sent one whole request and then
        // nothing more.
        let addr = table.addr();
        let mut idle = TcpStream::connect(addr).expect("connects");
        idle.write_all(b"GET / HTTP/1.1\r\nHost: table\r\n\r\n").expect("a request");

        let junk_opened = Instant::now();
        let mut junk = tokio::task::spawn_blocking(move || junk(addr, JUNK)).await.expect("junk");
        assert!(junk.len() > MAX_CONNECTIONS, "{} junk connections are open", junk.len());

        // A phone's request while the junk is open is answered.
        let (status, state) = get_json(&client, &api(bob, "state")).await;
        assert_eq!(status, StatusCode::OK);

        // Every junk connection and the idle one are closed by the server,
        // the last ones after the header-read timeout (with room for a
        // slow machine: the point is that they do not stay open).
        let deadline = junk_opened + HEADER_READ_TIMEOUT + Duration::from_secs(15);
        let (all_cut, idle_cut) = tokio::task::spawn_blocking(move || {
            let all = junk.iter_mut().all(|s| closed_by_server(s, deadline));
            (all, closed_by_server(&mut idle, deadline))
        })
        .await
        .expect("the reads");
        assert!(all_cut, "every junk connection was closed by the server");
        assert!(idle_cut, "the idle kept-alive connection was closed by the server");
        assert!(junk_opened.elapsed() >= HEADER_READ_TIMEOUT, "the junk was cut by the timeout, not at once");

        // The event stream opened before the junk outlived the timeout: a
        // move of Bob's reaches Alice through it.
        let body = match state["legal"].as_array().and_then(|l| l.first()) {
            Some(side) => json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}),
            None => json!({"type": "pass"}),
        };
        assert_eq!(post(&client, &api(bob, "action"), body.to_string()).await.0, StatusCode::OK);
        let next = stream.next_state().await.expect("the stream is still open");
        assert!(next["version"].as_u64() > first["version"].as_u64(), "{next}");
        table.shutdown();
    })
    .await
    .expect("in time");
}

/// Kills the host however the test ends.
struct Host(Child);

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The case: `trailpad table` under a 256 open-files limit, 400
/// connections that never finish their headers, held open; a phone's
/// request made 10 s later is answered, and so is one made at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_256_open_files_400_junk_connections_do_not_lock_the_phones_out() {
    let found = Command::new("prlimit").arg("--version").output();
    assert!(
        found.is_ok_and(|o| o.status.success()),
        "this test needs prlimit (util-linux) to run the host under a 256 open-files limit"
    );
    tokio::time::timeout(Duration::from_secs(90), async {
        let dir = std::env::temp_dir().join(format!("trailpad-table-junk-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let record = dir.join("table.ron");
        let mut child = Command::new("prlimit")
            .arg("--nofile=256:256")
            .arg(env!("CARGO_BIN_EXE_trailpad"))
            .args(["table", &record.to_string_lossy(), "--port", "0", "--new", "isla-petit"])
            .args(["--players", "Alice,Bob", "--seed", "5"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("prlimit runs trailpad");
        let stdout = child.stdout.take().expect("stdout");
        let host = Host(child);
        let mut links = Vec::new();
        for line in BufReader::new(stdout).lines().take(50) {
            let line = line.expect("a line");
            if line.starts_with("Ctrl+C") {
                break;
            }
            if line.starts_with("seat ") {
                links.push(line.rsplit(' ').next().expect("a link").to_string());
            }
        }
        assert_eq!(links.len(), 2, "{links:?}");
        let state_url = links[1].replace("/seat/", "/api/seat/").replace("?key=", "/state?key=");
        let port: u16 = links[0]
            .trim_start_matches("http://127.0.0.1:")
            .split('/')
            .next()
            .and_then(|p| p.parse().ok())
            .expect("a port");
        let addr = SocketAddr::from(([127, 0, 0, 1], port));

        let junk = tokio::task::spawn_blocking(move || junk(addr, JUNK)).await.expect("junk");
        assert!(junk.len() > 256, "more junk connections ({}) than open files", junk.len());
        let client = client();
        let asked = |url: String| {
            let client = client.clone();
            async move { client.get(url).send().await.map(|r| r.status()) }
        };
        assert_eq!(asked(state_url.clone()).await.ok(), Some(StatusCode::OK), "at once");
        // The timing: the junk stays open on this side all along.
        tokio::time::sleep(Duration::from_secs(10)).await;
        assert_eq!(asked(state_url).await.ok(), Some(StatusCode::OK), "10 s later");
        drop(junk);
        drop(host);
        let check =
            Command::new(env!("CARGO_BIN_EXE_trailpad")).arg("check").arg(&record).output().expect("check");
        assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stdout));
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

/// Issue 31: one more tab of a seat than the seat keeps streams for. The
/// oldest tab is told, in words, that the seat is open elsewhere, and its
/// stream ends there (its page waits for a tap rather than reconnecting and
/// pushing out another tab in turn); the newest ones keep following the
/// table, none cut.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_tab_too_many_tells_the_oldest_and_the_others_stay() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(new_log("isla-petit", 2, 13), None);
        let links = table.links();
        let client = client();
        let mut oldest = client.get(api(&links[0], "events")).send().await.expect("the first tab");
        assert_eq!(oldest.status(), StatusCode::OK);
        let mut said = String::new();
        while !said.contains("event: state") && !said.contains("event:state") {
            said.push_str(&String::from_utf8_lossy(&oldest.chunk().await.expect("read").expect("its state")));
        }
        let mut newer = Vec::new();
        for _ in 0..trailpad::table::STREAMS_PER_SEAT {
            let mut tab = Events::open(&client, &links[0]).await;
            tab.next_state().await.expect("its state");
            newer.push(tab);
        }
        let mut rest = String::new();
        while let Some(chunk) = oldest.chunk().await.expect("read") {
            rest.push_str(&String::from_utf8_lossy(&chunk));
        }
        assert!(rest.contains("event: elsewhere") || rest.contains("event:elsewhere"), "{rest}");
        assert!(rest.contains("This seat is open on another device or tab."), "{rest}");
        // The newest tabs all follow the next move.
        let (_, state) = get_json(&client, &api(&links[1], "state")).await;
        let side = &state["legal"][0];
        let body = json!({"type": "trail", "from": coord(&side[0]), "to": coord(&side[1])}).to_string();
        let (status, _) = post(&client, &api(&links[1], "action"), body).await;
        assert_eq!(status, StatusCode::OK);
        for tab in &mut newer {
            let next = tab.next_state().await.expect("still following");
            assert_eq!(next["table"]["players"][1]["done"], json!(true), "{next}");
        }
        table.shutdown();
    })
    .await
    .expect("in time");
}

/// Issue 31: a body sent a byte a second. Its headers came at once, so
/// the header timeout does not cut it; the body's own timeout does: `408`
/// once [`trailpad::table::BODY_READ_TIMEOUT`] is over, and the connection
/// closed.
#[test]
fn a_body_sent_a_byte_a_second_is_refused_in_time_and_its_connection_closed() {
    let table = start(new_log("isla-petit", 2, 14), None);
    let link = &table.links()[0];
    let path = api(link, "action").split_once(&table.addr().to_string()).expect("the path").1.to_string();
    let mut slow = TcpStream::connect(table.addr()).expect("connects");
    slow.set_read_timeout(Some(Duration::from_millis(900))).expect("timeout");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: table\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n"
    );
    slow.write_all(head.as_bytes()).expect("headers at once");
    let started = Instant::now();
    let limit = trailpad::table::BODY_READ_TIMEOUT + Duration::from_secs(3);
    let mut answer = Vec::new();
    let mut buffer = [0u8; 1024];
    let closed = loop {
        assert!(
            started.elapsed() < limit,
            "still open after {:?}: {}",
            started.elapsed(),
            String::from_utf8_lossy(&answer)
        );
        // A byte a second, as long as the server takes them.
        let _ = slow.write_all(b" ");
        match slow.read(&mut buffer) {
            Ok(0) => break true,
            Ok(n) => answer.extend_from_slice(&buffer[..n]),
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {}
            Err(_) => break true,
        }
    };
    let answer = String::from_utf8_lossy(&answer);
    assert!(closed);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(started.elapsed() >= trailpad::table::BODY_READ_TIMEOUT - Duration::from_millis(200));
    table.shutdown();
}
