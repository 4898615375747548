//! Table mode in a real browser: Debian's `chromium`, driven through
//! `chromedriver` (WebDriver) at a 390×844 phone viewport, opens seat 1's
//! link, sees the map, taps a highlighted side, sees it drawn and the pad
//! updated, then sees the turn close when seat 2 plays through the HTTP API.
//!
//! `.ci/run` installs `chromium` and `chromium-driver` when missing; without
//! them this test fails with a message saying so (it never passes silently).
//! Everything is bounded by timeouts and talks only to 127.0.0.1.

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, PointerAction, TouchActions};
use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::Setup;
use trailpad::games::tucana::sheet::builtin_sheet;
use trailpad::table::{SeatLink, TableConfig, TableServer};

/// How long one wait for the page may take.
pub(crate) const WAIT: Duration = Duration::from_secs(20);
/// The whole browser session.
pub(crate) const WHOLE_TEST: Duration = Duration::from_secs(120);
/// The reference phone.
pub(crate) const PHONE: (u64, u64) = (390, 844);
/// One browser at a time: CI has two cores, and each test's waits assume
/// the browser is not starved by another.
pub(crate) static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The chromedriver child process and the browser's profile folder, both
/// removed when this is dropped: at the end, and on any failure.
pub(crate) struct Driver {
    child: Child,
    port: u16,
    profile: PathBuf,
}

impl Driver {
    pub(crate) fn start() -> Driver {
        let found = Command::new("chromedriver").arg("--version").output();
        let Ok(version) = found else {
            panic!(
                "chromedriver is not installed: this test needs Debian's chromium and chromium-driver \
                 (apt-get install -y chromium chromium-driver; .ci/run installs them)"
            );
        };
        assert!(version.status.success(), "chromedriver --version failed: {version:?}");
        let port = free_port();
        // One profile per driver: the tests of this file each start their own.
        let profile = std::env::temp_dir().join(format!("trailpad-browser-{}-{port}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        std::fs::create_dir_all(&profile).expect("a profile folder");
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let driver = Driver { child, port, profile };
        // Ready once it accepts connections.
        let deadline = Instant::now() + WAIT;
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        while TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen on {addr} within {WAIT:?}");
            std::thread::sleep(Duration::from_millis(50));
        }
        driver
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Capabilities: headless chromium, a fresh profile, nothing fetched
    /// from the internet, and a touch screen of `viewport` CSS pixels.
    fn capabilities(&self, viewport: (u64, u64)) -> serde_json::Map<String, Value> {
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            &format!("--user-data-dir={}", self.profile.display()),
            &format!("--window-size={},{}", viewport.0, viewport.1),
        ];
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "args": args,
                "mobileEmulation": {
                    "deviceMetrics": {"width": viewport.0, "height": viewport.1, "pixelRatio": 3.0, "touch": true}
                }
            }
        });
        match caps {
            Value::Object(map) => map,
            _ => unreachable!("an object literal"),
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A browser whose session was not closed outlives chromedriver: end
        // the processes started with this test's own profile folder, by id.
        let profile = format!("--user-data-dir={}", self.profile.display());
        for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
            let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
            let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
            if cmdline.split(|b| *b == 0).any(|arg| arg == profile.as_bytes()) {
                let _ = Command::new("kill").arg(pid.to_string()).status();
            }
        }
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// `/api/seat/<n>/<what>?key=…` from a seat link.
fn api(link: &SeatLink, what: &str) -> String {
    let (base, query) = link.url.split_once('?').expect("a query");
    format!("{}/{what}?{query}", base.replace("/seat/", "/api/seat/"))
}

/// Runs `script` (which returns a value) until `ready` accepts it.
pub(crate) async fn wait_until(
    browser: &Client,
    what: &str,
    script: &str,
    ready: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + WAIT;
    loop {
        let value = browser.execute(script, vec![]).await.expect("the script runs");
        if ready(&value) {
            return value;
        }
        assert!(Instant::now() < deadline, "{what}: still {value} after {WAIT:?}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub(crate) async fn count(browser: &Client, css: &str) -> u64 {
    let script = format!("return document.querySelectorAll({css:?}).length;");
    browser.execute(&script, vec![]).await.expect("count").as_u64().expect("a number")
}

pub(crate) async fn text_of(browser: &Client, id: &str) -> String {
    let script = format!("return document.getElementById({id:?}).textContent;");
    browser.execute(&script, vec![]).await.expect("text").as_str().unwrap_or_default().to_string()
}

/// Whether a tap scrolls its target into view first.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Scroll {
    /// Scroll the target to the middle of the screen, as a thumb would.
    ToMiddle,
    /// Tap where the target is now: it must already be on screen and on
    /// top (nothing covering it).
    No,
}

/// A finger's tap in the middle of the `index`-th element matching `css`,
/// scrolled to the middle of the screen first. (A WebDriver element click
/// refuses an SVG line: its box has no height; the tap goes where a thumb
/// would, and the page's wide invisible stroke catches it.)
async fn tap(browser: &Client, css: &str, index: usize) {
    tap_with(browser, css, index, Scroll::ToMiddle).await;
}

async fn tap_with(browser: &Client, css: &str, index: usize, scroll: Scroll) {
    let script = format!(
        "const e = document.querySelectorAll({css:?})[{index}];
         if ({scroll}) e.scrollIntoView({{block: 'center', inline: 'center'}});
         const r = e.getBoundingClientRect();
         const x = r.left + r.width / 2, y = r.top + r.height / 2;
         const inside = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
         return [x, y, inside && document.elementFromPoint(x, y) === e];",
        scroll = scroll == Scroll::ToMiddle
    );
    let at = browser.execute(&script, vec![]).await.expect("the element is there");
    let (x, y) = (at[0].as_f64().expect("x"), at[1].as_f64().expect("y"));
    if scroll == Scroll::No {
        assert_eq!(
            at[2],
            json!(true),
            "{css} #{index} is on screen, on top, at ({x}, {y}) without scrolling"
        );
    }
    let finger = TouchActions::new("finger".into())
        .then(PointerAction::MoveTo { duration: None, x: x.round(), y: y.round() })
        .then(PointerAction::Down { button: MOUSE_BUTTON_LEFT })
        .then(PointerAction::Up { button: MOUSE_BUTTON_LEFT });
    browser.perform_actions(finger).await.expect("the tap");
}

/// Makes the page highlight legal sides: with many legal sides it shows
/// only those of a tapped hex, so tap one end of the first legal side.
async fn highlight_legal_sides(browser: &Client, http: &reqwest::Client, link: &SeatLink, scroll: Scroll) {
    if count(browser, "#map line.hit").await > 0 {
        return;
    }
    let state: Value = http.get(api(link, "state")).send().await.expect("state").json().await.expect("JSON");
    let sheet: Value = http.get(api(link, "sheet")).send().await.expect("sheet").json().await.expect("JSON");
    let from = &state["legal"][0][0];
    let index = sheet["hexes"]
        .as_array()
        .expect("hexes")
        .iter()
        .position(|h| h["row"] == from[0] && h["dcol"] == from[1])
        .expect("the legal side's hex is on the map");
    tap_with(browser, "#map polygon.hex", index, scroll).await;
    wait_until(
        browser,
        "the hex's sides are highlighted",
        "return document.querySelectorAll('#map line.hit').length;",
        |v| v.as_u64().is_some_and(|n| n > 0),
    )
    .await;
}

fn two_player_petit() -> TucanaLog {
    let names = vec!["Alice".to_string(), "Bob".to_string()];
    let setup = Setup::app_deck_table("isla-petit", 2, &names, 7);
    TucanaLog::new(Arc::new(builtin_sheet("isla-petit").expect("sheet")), setup).expect("set-up")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_browser_plays_a_turn() {
    let _one = ONE_BROWSER.lock().await;
    let driver = Driver::start();
    let table = TableServer::start(TableConfig::new(two_player_petit())).expect("the table starts");
    let links = table.links();
    let hexes = table.with_log(|log| log.game().sheet().hexes().len()) as u64;
    let outcome = tokio::time::timeout(WHOLE_TEST, play_a_turn(&driver, &links, hexes)).await;
    table.shutdown();
    drop(driver);
    outcome.expect("the browser test finished in time");
}

/// A browser session whose viewport is `viewport` CSS pixels.
pub(crate) async fn session(driver: &Driver, viewport: (u64, u64)) -> Client {
    let mut builder = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new());
    builder.capabilities(driver.capabilities(viewport));
    tokio::time::timeout(WAIT, builder.connect(&driver.url()))
        .await
        .expect("a browser session within the wait")
        .expect("chromedriver opens a chromium session")
}

async fn play_a_turn(driver: &Driver, links: &[SeatLink], hexes: u64) {
    let browser = session(driver, PHONE).await;
    // The turn runs in its own task so that a failed assertion still
    // closes the browser before the failure is passed on.
    let turn = {
        let browser = browser.clone();
        let links = links.to_vec();
        tokio::spawn(async move {
            tokio::time::timeout(WHOLE_TEST, turn_in_browser(&browser, &links, hexes)).await
        })
    };
    let result = turn.await;
    let _ = browser.close().await;
    match result {
        Ok(finished) => finished.expect("the turn was played in time"),
        Err(failed) if failed.is_panic() => std::panic::resume_unwind(failed.into_panic()),
        Err(failed) => panic!("the turn's task failed: {failed}"),
    }
}

async fn turn_in_browser(browser: &Client, links: &[SeatLink], hexes: u64) {
    let http = reqwest::Client::builder().timeout(WAIT).build().expect("client");
    let (alice, bob) = (&links[0], &links[1]);
    browser.goto(&alice.url).await.expect("the seat page opens");

    // A phone-sized page.
    let size =
        browser.execute("return [window.innerWidth, window.innerHeight];", vec![]).await.expect("size");
    assert_eq!(size, json!([PHONE.0, PHONE.1]), "the viewport is the reference phone's");

    // The map: one hexagon per hex of the sheet, and the two cards revealed.
    map_and_cards_shown(browser, Some(hexes)).await;
    assert_eq!(count(browser, "#map line.trail").await, 0, "no trail yet");
    // The printed sheet's marks, as on the desktop: every hex its terrain's
    // pattern, every sight its picture (not a text glyph).
    assert_eq!(count(browser, "#map use[href^='#pattern-']").await, hexes, "a pattern on every hex");
    assert_eq!(count(browser, "#map defs g#pattern-forest polygon").await, 3, "three trees");
    assert!(count(browser, "#map use[href^='#sight-']").await > 0, "the sights' pictures");
    assert_eq!(count(browser, "#map text.glyph").await, 0, "no glyphs left");
    let status_before = text_of(browser, "status").await;
    assert!(text_of(browser, "who").await.contains("Alice"));

    // Tap a highlighted side.
    highlight_legal_sides(browser, &http, alice, Scroll::ToMiddle).await;
    let highlighted = count(browser, "#map line.legal").await;
    assert!(highlighted > 0, "legal sides are highlighted");
    tap(browser, "#map line.hit", 0).await;

    // Drawn (in the open turn's colour, with its white core), no more
    // highlighted sides, and the pad says Alice is done.
    wait_until(
        browser,
        "the trail is drawn",
        "return document.querySelectorAll('#map line.trail').length;",
        |v| v.as_u64() == Some(1),
    )
    .await;
    assert_eq!(count(browser, "#map line.core").await, 1, "the open turn's trail is marked");
    assert_eq!(count(browser, "#map line.legal").await, 0, "nothing more to draw this turn");
    let done = wait_until(
        browser,
        "the pad marks Alice done",
        "return Array.from(document.querySelectorAll('#table tr')).filter(r => r.querySelector('.doneMark')).map(r => r.firstChild.textContent);",
        |v| v.as_array().is_some_and(|a| !a.is_empty()),
    )
    .await;
    assert_eq!(done, json!(["Alice"]), "only Alice is done");
    let server: Value =
        http.get(api(alice, "state")).send().await.expect("state").json().await.expect("JSON");
    assert_eq!(server["done"], json!(true), "the host recorded the tap");
    assert_eq!(server["trails"].as_array().map(Vec::len), Some(1));
    assert_eq!(text_of(browser, "message").await, "", "no refusal");

    // Bob plays from "another phone": the turn closes, the app's deck
    // reveals the next two cards, and Alice's page follows by itself.
    let bob_state: Value =
        http.get(api(bob, "state")).send().await.expect("state").json().await.expect("JSON");
    let body = match bob_state["legal"].as_array().and_then(|l| l.first()) {
        Some(side) => json!({"type": "trail", "from": side[0], "to": side[1]}),
        None => json!({"type": "pass"}),
    };
    let reply = http
        .post(api(bob, "action"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .expect("Bob's move");
    assert!(
        reply.status().is_success(),
        "Bob's move is accepted: {}",
        reply.text().await.unwrap_or_default()
    );

    let status_after = wait_until(
        browser,
        "the next turn reaches the page",
        "return document.getElementById('status').textContent;",
        |v| v.as_str().is_some_and(|s| s != status_before),
    )
    .await;
    assert_ne!(status_after.as_str(), Some(status_before.as_str()));
    wait_until(
        browser,
        "new cards are shown",
        "return document.querySelectorAll('#cards .card').length;",
        |v| v.as_u64() == Some(2),
    )
    .await;
    wait_until(
        browser,
        "the closed turn's trail is no longer open",
        "return document.querySelectorAll('#map line.core').length;",
        |v| v.as_u64() == Some(0),
    )
    .await;
    assert_eq!(count(browser, "#map line.trail").await, 1, "Alice's trail stays drawn");
    assert_eq!(count(browser, "#table .doneMark").await, 0, "nobody is done in the new turn");
    // A new turn means something to draw again (or a pass to make).
    let open = count(browser, "#map line.hit").await + count(browser, "#map polygon.hex").await;
    assert!(open > 0);

    // A tap caught by one side's wide tap stroke goes to the side nearest
    // the finger: two parallel sides 10 apart, tapped 2 from each.
    let nearest = browser
        .execute(
            "const svg = document.getElementById('map'), m = svg.getScreenCTM();
             const sides = [{ a: 'upper', x1: 0, y1: 0, x2: 40, y2: 0 }, { a: 'lower', x1: 0, y1: 10, x2: 40, y2: 10 }];
             const at = (x, y) => { const p = new DOMPoint(x, y).matrixTransform(m); return { clientX: p.x, clientY: p.y }; };
             return [nearestSide(sides, svg, at(20, 8)).a, nearestSide(sides, svg, at(20, 2)).a];",
            vec![],
        )
        .await
        .expect("the page picks a side");
    assert_eq!(nearest, json!(["lower", "upper"]), "the nearest side wins");

    // A long refusal does not push the map down: the header grows by one
    // line at most, and the whole text is kept (it scrolls).
    let heights = browser
        .execute(
            "const h = () => document.querySelector('header').getBoundingClientRect().height;\
             const m = document.getElementById('message'); const before = h();\
             m.textContent = 'This trail is refused because '.repeat(20); const after = h();\
             const scrolls = m.scrollHeight > m.clientHeight; m.textContent = '';\
             return [before, after, scrolls];",
            vec![],
        )
        .await
        .expect("the header measured");
    let (before, after) = (heights[0].as_f64().expect("px"), heights[1].as_f64().expect("px"));
    assert!(after - before <= 20.0, "the header grew from {before} to {after} px");
    assert_eq!(heights[2], json!(true), "the long refusal scrolls inside its two lines");

    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("phone-browser.png"), png).expect("the screenshot is written");
    }

    // axe-core finds nothing serious on the seat page in play, nor on the
    // join page a phone without a camera opens.
    crate::table_axe::no_serious_violations(browser, "the seat page").await;
    let index = alice.url.split("/seat/").next().expect("the table's address");
    browser.goto(&format!("{index}/")).await.expect("the join page opens");
    crate::table_axe::no_serious_violations(browser, "the join page").await;
}

/// A phone on its side, and a tablet held the long way.
const LANDSCAPES: [(u64, u64); 2] = [(844, 390), (1024, 768)];

/// In landscape the map sits beside the prompt and the pad, fully on screen
/// and tappable without scrolling, and stays so while the pad scrolls:
/// Alice on a phone on its side in French, then Bob on a tablet in Russian.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_in_landscape_shows_map_and_pad_side_by_side() {
    let _one = ONE_BROWSER.lock().await;
    let driver = Driver::start();
    let table = TableServer::start(TableConfig::new(two_player_petit())).expect("the table starts");
    let links = table.links();
    let outcome = tokio::time::timeout(WHOLE_TEST, landscapes(&driver, &links)).await;
    table.shutdown();
    drop(driver);
    outcome.expect("the browser test finished in time");
}

async fn landscapes(driver: &Driver, links: &[SeatLink]) {
    for ((viewport, link), lang) in LANDSCAPES.into_iter().zip(links).zip(["fr", "ru"]) {
        let browser = session(driver, viewport).await;
        // Checked in its own task so that a failed assertion still closes
        // the browser before the failure is passed on.
        let checked = {
            let browser = browser.clone();
            let link = link.clone();
            tokio::spawn(async move {
                tokio::time::timeout(WHOLE_TEST, landscape_turn(&browser, &link, viewport, lang)).await
            })
        };
        let result = checked.await;
        let _ = browser.close().await;
        match result {
            Ok(finished) => finished.expect("the landscape turn was played in time"),
            Err(failed) if failed.is_panic() => std::panic::resume_unwind(failed.into_panic()),
            Err(failed) => panic!("the landscape task failed: {failed}"),
        }
    }
}

/// Where things are on the screen, in CSS pixels: the viewport, the page's
/// scroll width, and the boxes of the map, the header, the prompt, the
/// pad's sections and the buttons shown; plus the elements whose text is
/// wider than their box (cut or overflowing).
const LAYOUT: &str = "
    const box = (e) => { const r = e.getBoundingClientRect();
                         return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
    const shown = (e) => e.getClientRects().length > 0;
    return {
      width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth,
      scrollY: scrollY, lang: document.documentElement.lang,
      map: box(document.getElementById('map')),
      header: box(document.querySelector('header')),
      prompt: box(document.getElementById('prompt')),
      promptText: document.getElementById('prompt').textContent,
      sections: Array.from(document.querySelectorAll('section')).map(box),
      buttons: Array.from(document.querySelectorAll('button')).filter(shown).map(box),
      overflowing: Array.from(document.querySelectorAll('header, header *, section, section *, button'))
        .filter((e) => shown(e) && e.scrollWidth > e.clientWidth + 1).map((e) => e.outerHTML.slice(0, 80)),
    };";

#[derive(Debug, Clone, Copy)]
struct Rect {
    left: f64,
    top: f64,
    right: f64,
    bottom: f64,
}

impl Rect {
    fn of(value: &Value) -> Rect {
        let side = |name: &str| value[name].as_f64().unwrap_or_else(|| panic!("{name} of {value}"));
        Rect { left: side("left"), top: side("top"), right: side("right"), bottom: side("bottom") }
    }

    fn overlaps(&self, other: &Rect) -> bool {
        self.left < other.right - 0.5
            && other.left < self.right - 0.5
            && self.top < other.bottom - 0.5
            && other.top < self.bottom - 0.5
    }

    fn inside(&self, width: f64, height: f64) -> bool {
        self.left >= -0.5 && self.top >= -0.5 && self.right <= width + 0.5 && self.bottom <= height + 0.5
    }
}

async fn layout(browser: &Client) -> Value {
    browser.execute(LAYOUT, vec![]).await.expect("the layout script runs")
}

/// The checks that hold on every landscape screen at any scroll position.
fn assert_side_by_side(layout: &Value, when: &str) {
    let (width, height) =
        (layout["width"].as_f64().expect("width"), layout["height"].as_f64().expect("height"));
    assert!(
        layout["scrollWidth"].as_f64().expect("scroll width") <= width,
        "{when}: nothing needs horizontal scrolling: {layout}"
    );
    let map = Rect::of(&layout["map"]);
    assert!(map.inside(width, height), "{when}: the whole map is on screen: {map:?} in {width}×{height}");
    assert!(
        map.bottom - map.top >= 0.85 * height,
        "{when}: the map is as tall as the screen allows: {map:?} in {width}×{height}"
    );
    let prompt = Rect::of(&layout["prompt"]);
    assert!(prompt.inside(width, height), "{when}: the prompt is on screen: {prompt:?}");
    assert!(!layout["promptText"].as_str().unwrap_or_default().is_empty(), "{when}: a prompt is shown");
    let mut pad = vec![Rect::of(&layout["header"])];
    pad.extend(layout["sections"].as_array().expect("sections").iter().map(Rect::of));
    for part in &pad {
        assert!(!map.overlaps(part), "{when}: the map {map:?} and the pad's {part:?} do not overlap");
        assert!(part.right <= width + 0.5, "{when}: the pad's {part:?} fits the width {width}");
    }
    for button in layout["buttons"].as_array().expect("buttons").iter().map(Rect::of) {
        assert!(
            button.bottom - button.top >= 44.0 && button.right - button.left >= 44.0,
            "{when}: a button is at least 44 px: {button:?}"
        );
        assert!(!map.overlaps(&button), "{when}: a button {button:?} is off the map {map:?}");
        assert!(button.right <= width + 0.5, "{when}: a button {button:?} fits the width {width}");
    }
    assert_eq!(layout["overflowing"], json!([]), "{when}: no text is wider than its box");
}

async fn landscape_turn(browser: &Client, link: &SeatLink, viewport: (u64, u64), lang: &str) {
    let http = reqwest::Client::builder().timeout(WAIT).build().expect("client");
    let when = format!("{}×{} in {lang}", viewport.0, viewport.1);
    browser.goto(&format!("{}&lang={lang}", link.url)).await.expect("the seat page opens");
    map_and_cards_shown(browser, None).await;
    let first = layout(browser).await;
    assert_eq!(first["width"], json!(viewport.0), "{when}: the viewport's width");
    assert_eq!(first["height"], json!(viewport.1), "{when}: the viewport's height");
    assert_eq!(first["lang"], json!(lang), "{when}: the page speaks the language asked for");
    assert_side_by_side(&first, &format!("{when}, opened"));

    // A tap on a highlighted side draws it, with no scrolling: the side is
    // on screen and nothing covers it.
    let trails = count(browser, "#map line.trail").await;
    highlight_legal_sides(browser, &http, link, Scroll::No).await;
    tap_with(browser, "#map line.hit", 0, Scroll::No).await;
    wait_until(
        browser,
        "the trail is drawn",
        "return document.querySelectorAll('#map line.trail').length;",
        move |v| v.as_u64() == Some(trails + 1),
    )
    .await;
    let server: Value = http.get(api(link, "state")).send().await.expect("state").json().await.expect("JSON");
    assert_eq!(server["trails"].as_array().map(Vec::len), Some(1), "{when}: the host recorded the tap");
    assert_eq!(text_of(browser, "message").await, "", "{when}: no refusal");
    assert_side_by_side(&layout(browser).await, &format!("{when}, after the tap"));

    // The pad scrolls to its end; the map and the prompt stay in view.
    browser
        .execute("window.scrollTo(0, document.documentElement.scrollHeight);", vec![])
        .await
        .expect("the page scrolls");
    let scrolled =
        wait_until(browser, "the page scrolls", "return scrollY;", |v| v.as_f64().is_some_and(|y| y > 0.0))
            .await;
    assert!(scrolled.as_f64().is_some_and(|y| y > 0.0), "{when}: the pad is longer than the screen");
    let end = layout(browser).await;
    assert_side_by_side(&end, &format!("{when}, scrolled to the end"));
    let last = end["sections"].as_array().and_then(|s| s.last()).map(Rect::of).expect("a last section");
    assert!(last.bottom <= viewport.1 as f64 + 0.5, "{when}: the pad's end is reachable: {last:?}");

    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        browser.execute("window.scrollTo(0, 0);", vec![]).await.expect("back to the top");
        let png = browser.screenshot().await.expect("a screenshot");
        let name = format!("phone-landscape-{}x{}-{lang}.png", viewport.0, viewport.1);
        std::fs::write(PathBuf::from(dir).join(name), png).expect("the screenshot is written");
    }
}

/// Waits for the map (`hexes` hexagons, or any when `None`) and the two
/// revealed cards.
async fn map_and_cards_shown(browser: &Client, hexes: Option<u64>) {
    wait_until(
        browser,
        "the map is drawn",
        "return document.querySelectorAll('#map polygon.hex').length;",
        |v| v.as_u64().is_some_and(|n| hexes.map_or(n > 0, |h| n == h)),
    )
    .await;
    wait_until(
        browser,
        "the cards are shown",
        "return document.querySelectorAll('#cards .card').length;",
        |v| v.as_u64() == Some(2),
    )
    .await;
}

/// Each seat still to play in the open turn draws its first legal side (or
/// passes), bonus trails included, over the HTTP API: one whole turn.
async fn everybody_plays_a_turn(http: &reqwest::Client, links: &[SeatLink]) {
    let state: Value =
        http.get(api(&links[0], "state")).send().await.expect("state").json().await.expect("JSON");
    let turn = [state["round"].clone(), state["turn"].clone()];
    for link in links {
        // A trail may owe bonus trails: a few posts at most per seat.
        for _ in 0..8 {
            let state: Value =
                http.get(api(link, "state")).send().await.expect("state").json().await.expect("JSON");
            let same_turn = [state["round"].clone(), state["turn"].clone()] == turn;
            if !same_turn || state["done"] == json!(true) || state["cards"].is_null() {
                break;
            }
            let body = match state["legal"].as_array().and_then(|l| l.first()) {
                Some(side) => json!({"type": "trail", "from": side[0], "to": side[1]}),
                None => json!({"type": "pass"}),
            };
            let reply = http
                .post(api(link, "action"))
                .header("content-type", "application/json")
                .body(body.to_string())
                .send()
                .await
                .expect("a move");
            assert!(
                reply.status().is_success(),
                "{} plays: {}",
                link.name,
                reply.text().await.unwrap_or_default()
            );
        }
    }
}

/// The page's status line and trails, and the host's for the same seat.
async fn page_and_host(browser: &Client, http: &reqwest::Client, link: &SeatLink) -> (Value, Value) {
    let page = browser
        .execute(
            "return [document.getElementById('status').textContent,
                     document.querySelectorAll('#map line.trail').length];",
            vec![],
        )
        .await
        .expect("the page's state");
    let host: Value = http.get(api(link, "state")).send().await.expect("state").json().await.expect("JSON");
    (page, json!([host["status"], host["trails"].as_array().map(Vec::len)]))
}

/// Issue 17, item 1: the host restarts (its versions begin again at 1)
/// while a phone's page stays open. The page says the connection is lost,
/// then, with no reload, shows the restarted host's game as it goes on,
/// and the banner goes away only once it does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_page_follows_a_restarted_host_without_a_reload() {
    in_a_folder_on_a_phone("restart", "the restart followed", |browser, path| async move {
        restart_under_page(&browser, &path).await
    })
    .await;
}

fn table_at(log: TucanaLog, path: &std::path::Path, port: u16) -> trailpad::table::TableHandle {
    let mut config = TableConfig::new(log);
    config.save_to = Some(path.to_path_buf());
    config.port = port;
    TableServer::start(config).expect("the table starts")
}

async fn restart_under_page(browser: &Client, path: &std::path::Path) {
    let http = reqwest::Client::builder().timeout(WAIT).build().expect("client");
    let table = table_at(two_player_petit(), path, 0);
    let port = table.addr().port();
    let links = table.links();
    let alice = &links[0];
    browser.goto(&alice.url).await.expect("the seat page opens");
    map_and_cards_shown(browser, None).await;

    // Three whole turns: the page has seen the first run's version 7.
    for _ in 0..3 {
        everybody_plays_a_turn(&http, &links).await;
    }
    let before_restart = table.version();
    assert!(before_restart >= 7, "three turns moved the version to {before_restart}");
    let (page, host) = page_and_host(browser, &http, alice).await;
    let deadline = Instant::now() + WAIT;
    let mut seen = page;
    while seen != host {
        assert!(Instant::now() < deadline, "the page follows the first run: {seen} vs {host}");
        tokio::time::sleep(Duration::from_millis(50)).await;
        seen = page_and_host(browser, &http, alice).await.0;
    }

    // A mark on this page's window: a reload would lose it.
    browser.execute("window.trailpadTestMarker = 'before the restart';", vec![]).await.expect("marked");

    // The host goes away: the page says so.
    table.shutdown();
    wait_until(
        browser,
        "the page says the connection is lost",
        "return document.getElementById('banner').classList.contains('on');",
        |v| *v == json!(true),
    )
    .await;

    // The same game, the same port, a new run whose versions start at 1,
    // and one more turn on it: still below the version the page has seen.
    let record = trailpad::games::tucana::record::TucanaRecord::from_ron(
        &std::fs::read_to_string(path).expect("the record was saved"),
    )
    .expect("a record");
    let sheet = Arc::new(builtin_sheet("isla-petit").expect("sheet"));
    let table = table_at(TucanaLog::start(sheet, record).expect("it resumes"), path, port);
    everybody_plays_a_turn(&http, &table.links()).await;
    let after_restart = table.version();
    assert!(
        after_restart < before_restart,
        "the test needs the new run's version ({after_restart}) below the old one's ({before_restart})"
    );

    // The page shows the new run's state, with no reload, and the banner is gone.
    let deadline = Instant::now() + WAIT;
    loop {
        let (page, host) = page_and_host(browser, &http, alice).await;
        if page == host {
            break;
        }
        assert!(Instant::now() < deadline, "the page shows the restarted host's turn: {page} vs {host}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let banner = browser
        .execute("return document.getElementById('banner').classList.contains('on');", vec![])
        .await
        .expect("the banner");
    assert_eq!(banner, json!(false), "the connection is back: no banner");
    let marker = browser.execute("return window.trailpadTestMarker;", vec![]).await;
    assert_eq!(marker.expect("the marker"), json!("before the restart"), "the page was not reloaded");
    table.shutdown();
}

/// The phones' end screen (issue 17): when the last move is played, the
/// open page shows the whole table's ranking above the map, in reach
/// without scrolling; with a sheet kept on paper it names the total still
/// to be typed instead of a link, and once the host types it, "Log in BG
/// Stats" carries the desktop's own link. The sights box shows each
/// sight's picture beside its name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_shows_the_final_ranking_and_log_in_bg_stats_at_the_end() {
    let _one = ONE_BROWSER.lock().await;
    let table =
        TableServer::start(TableConfig::new(crate::table_end::paper_table())).expect("the table starts");
    on_a_phone(
        table,
        "the end screen",
        |browser, table| async move { end_in_browser(&browser, &table).await },
    )
    .await;
}

/// Runs `check` in a phone-sized browser against `table`, within
/// [`WHOLE_TEST`]; the browser and its driver are closed and the table is
/// shut down whatever happens, and a panic inside `check` fails the test
/// with its own message.
async fn on_a_phone<Checked>(
    table: trailpad::table::TableHandle,
    what: &str,
    check: impl FnOnce(Client, Arc<trailpad::table::TableHandle>) -> Checked,
) where
    Checked: std::future::Future<Output = ()> + Send + 'static,
{
    let driver = Driver::start();
    let browser = session(&driver, PHONE).await;
    let table = Arc::new(table);
    let result =
        tokio::spawn(tokio::time::timeout(WHOLE_TEST, check(browser.clone(), Arc::clone(&table)))).await;
    let _ = browser.close().await;
    drop(driver);
    if let Ok(table) = Arc::try_unwrap(table) {
        table.shutdown();
    }
    match result {
        Ok(finished) => finished.unwrap_or_else(|_| panic!("{what}: not done in time")),
        Err(failed) if failed.is_panic() => std::panic::resume_unwind(failed.into_panic()),
        Err(failed) => panic!("{what}: its task failed: {failed}"),
    }
}

/// Runs `check` in a phone-sized browser with a fresh folder's
/// `game.ron` for the table it starts itself (a host restarted, a link
/// replaced), within [`WHOLE_TEST`] and one browser at a time; the browser,
/// its driver and the folder are put away whatever happens, and a panic
/// inside `check` fails the test with its own message.
async fn in_a_folder_on_a_phone<Checked>(
    folder: &str,
    what: &str,
    check: impl FnOnce(Client, std::path::PathBuf) -> Checked,
) where
    Checked: std::future::Future<Output = ()> + Send + 'static,
{
    let _one = ONE_BROWSER.lock().await;
    let driver = Driver::start();
    let dir = std::env::temp_dir().join(format!("trailpad-browser-{folder}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let browser = session(&driver, PHONE).await;
    let result =
        tokio::spawn(tokio::time::timeout(WHOLE_TEST, check(browser.clone(), dir.join("game.ron")))).await;
    let _ = browser.close().await;
    drop(driver);
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok(finished) => finished.unwrap_or_else(|_| panic!("{what}: not done in time")),
        Err(failed) if failed.is_panic() => std::panic::resume_unwind(failed.into_panic()),
        Err(failed) => panic!("{what}: its task failed: {failed}"),
    }
}

async fn end_in_browser(browser: &Client, table: &trailpad::table::TableHandle) {
    let http = reqwest::Client::builder().timeout(WAIT).build().expect("client");
    let links = table.links();
    browser.goto(&links[0].url).await.expect("the seat page opens");
    map_and_cards_shown(browser, None).await;
    assert_eq!(
        browser.execute("return document.getElementById('end').hidden;", vec![]).await.expect("end"),
        json!(true),
        "no end screen while the game goes on"
    );
    // Every sight row of the pad has its picture, drawn from the map's shapes.
    let rows = count(browser, "#sights tr").await;
    assert!(rows > 0);
    assert_eq!(count(browser, "#sights tr svg.sightPic").await, rows, "a picture on every sight row");
    let shapes = browser
        .execute(
            "return Array.from(document.querySelectorAll('#sights svg.sightPic')).map(s =>
               s.children.length === document.querySelectorAll('#map defs g#sight-' + s.dataset.sight + ' > *').length
               && s.children.length > 0);",
            vec![],
        )
        .await
        .expect("the pictures");
    assert!(shapes.as_array().is_some_and(|a| a.iter().all(|v| *v == json!(true))), "{shapes}");

    crate::table_end::finish_over_http(&http, &links).await;
    wait_until(
        browser,
        "the end screen shows",
        "return document.getElementById('end').hidden === false && document.querySelectorAll('#end tr').length;",
        |v| v.as_u64() == Some(3),
    )
    .await;
    let end = browser
        .execute(
            "const end = document.getElementById('end');
             const r = end.getBoundingClientRect();
             return {
               heading: end.querySelector('h2').textContent,
               rows: Array.from(end.querySelectorAll('tr')).map(tr => tr.textContent),
               winners: end.querySelectorAll('tr.winner .badge').length,
               you: end.querySelector('tr.you') ? end.querySelector('tr.you').dataset.seat : null,
               missing: document.getElementById('bgstatsMissing')
                 ? document.getElementById('bgstatsMissing').textContent : null,
               link: document.getElementById('bgstats') ? document.getElementById('bgstats').href : null,
               top: r.top, mapTop: document.getElementById('map').getBoundingClientRect().top };",
            vec![],
        )
        .await
        .expect("the end screen");
    assert_eq!(end["heading"], json!("Final scores"));
    assert!(end["winners"].as_u64().is_some_and(|n| n >= 1), "{end}");
    assert_eq!(end["you"], json!("1"), "{end}");
    assert!(
        end["rows"][2]
            .as_str()
            .is_some_and(|r| r.contains("Seat 3 (on paper)") && r.contains("not typed yet"))
    );
    assert_eq!(end["link"], Value::Null, "no link while a paper total is missing");
    assert!(end["missing"].as_str().is_some_and(|m| m.contains("Seat 3 (on paper)")), "{end}");
    assert!(end["top"].as_f64() < end["mapTop"].as_f64(), "the ranking comes before the map: {end}");

    // The host types the paper sheet's total: the page gets the link.
    let typed = table.update(|log| log.set_paper_total(3, Some(9)));
    assert!(typed.changed && typed.saved.is_ok());
    let link = wait_until(
        browser,
        "Log in BG Stats appears",
        "const a = document.getElementById('bgstats'); return a ? a.href : null;",
        |v| v.is_string(),
    )
    .await;
    let (record, game) = table.with_log(|log| (log.record().clone(), log.game().clone()));
    assert_eq!(
        link.as_str(),
        crate::table_end::desktop_link(&record, &game).as_deref(),
        "the desktop's link"
    );
    let button = browser
        .execute(
            "window.scrollTo(0, 0);
             const a = document.getElementById('bgstats'); const r = a.getBoundingClientRect();
             return [a.textContent, r.top, r.bottom, r.height, innerHeight,
                     document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === a];",
            vec![],
        )
        .await
        .expect("the button");
    assert_eq!(button[0], json!("Log in BG Stats"));
    let (bottom, height, screen) =
        (button[2].as_f64().expect("px"), button[3].as_f64().expect("px"), button[4].as_f64().expect("px"));
    assert!(bottom <= screen && height >= 44.0, "a thumb reaches it without scrolling: {button}");
    assert_eq!(button[5], json!(true), "nothing covers it: {button}");
    assert_eq!(count(browser, "#bgstatsMissing").await, 0);

    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("phone-end.png"), png).expect("the screenshot is written");
    }
    crate::table_axe::no_serious_violations(browser, "the end screen").await;
}

/// The coach on a phone (issue 20): the phone of a seat the record says is
/// coached shows the Hint button; a tap brings the best three, numbered
/// 1–3 on the map and listed with their expected totals; picking one marks
/// its first hex and offers a Draw button, which draws it (the player
/// confirms). The phone of a seat the coach is not for shows no button.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_coached_phone_shows_the_hint_button_and_three_numbered_suggestions() {
    let _one = ONE_BROWSER.lock().await;
    let table =
        TableServer::start(TableConfig::new(two_player_petit().with_coach(&[1]))).expect("the table starts");
    on_a_phone(table, "the hint", |browser, table| async move { hint_in_browser(&browser, &table).await })
        .await;
}

/// Taps the coach's first suggestion and waits for its Draw button; the
/// button's words.
async fn pick_the_first_suggestion(browser: &Client) -> Value {
    tap(browser, "#coach button.suggestion", 0).await;
    wait_until(
        browser,
        "the Draw button",
        "const d = document.getElementById('coachDraw'); return d ? d.textContent : null;",
        |v| v.is_string(),
    )
    .await
}

/// Where the map and the coach's suggestions are on the page (document
/// coordinates: the page's scroll does not count).
async fn places(browser: &Client) -> Value {
    browser
        .execute(
            "const top = (e) => Math.round((e.getBoundingClientRect().top + window.scrollY) * 10) / 10;
             return { map: top(document.getElementById('map')),
                      suggestions: Array.from(document.querySelectorAll('#coach button.suggestion')).map(top) };",
            vec![],
        )
        .await
        .expect("the places on the page")
}

async fn hint_in_browser(browser: &Client, table: &trailpad::table::TableHandle) {
    let http = reqwest::Client::builder().timeout(WAIT).build().expect("client");
    let links = table.links();
    // Two turns first: the map has trails on it.
    everybody_plays_a_turn(&http, &links).await;
    everybody_plays_a_turn(&http, &links).await;

    // Bob's phone: the coach is not for him.
    browser.goto(&links[1].url).await.expect("Bob's page opens");
    map_and_cards_shown(browser, None).await;
    assert_eq!(count(browser, "#hint").await, 0, "no Hint button on an uncoached seat");
    let hidden = browser.execute("return document.getElementById('coach').hidden;", vec![]).await;
    assert_eq!(hidden.expect("the coach's box"), json!(true));

    // Alice's phone: the button, enabled.
    browser.goto(&links[0].url).await.expect("Alice's page opens");
    map_and_cards_shown(browser, None).await;
    wait_until(
        browser,
        "the Hint button",
        "const b = document.getElementById('hint'); return b ? [b.textContent, b.disabled] : null;",
        |v| *v == json!(["Hint", false]),
    )
    .await;
    assert_eq!(count(browser, "#coachMarks").await, 0, "nothing on the map before the tap");
    tap(browser, "#hint", 0).await;
    // A debug build weighs the trails for a few seconds.
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        if count(browser, "#coach button.suggestion").await == 3 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "three suggestions within 90 s: {}",
            text_of(browser, "coach").await
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let shown = browser
        .execute(
            "return {
               numbers: Array.from(document.querySelectorAll('#coachMarks text.coachNumber'))
                 .map(t => t.textContent).sort(),
               ranks: Array.from(document.querySelectorAll('#coach .rank')).map(r => r.textContent),
               expected: Array.from(document.querySelectorAll('#coach .expected')).map(e => e.textContent),
               heading: document.querySelector('#coach .ask .muted').textContent,
               marks: Array.from(document.querySelectorAll('#coachMarks line[data-rank]'))
                 .map(l => [l.dataset.rank, l.getAttribute('stroke')]),
               message: document.getElementById('message').textContent };",
            vec![],
        )
        .await
        .expect("the hint on the page");
    assert_eq!(shown["numbers"], json!(["1", "2", "3"]), "numbered on the map: {shown}");
    assert_eq!(shown["ranks"], json!(["1", "2", "3"]), "listed best first: {shown}");
    assert!(
        shown["expected"].as_array().is_some_and(|e| e.len() == 3
            && e.iter().all(|t| t.as_str().is_some_and(|t| t.starts_with("Expected total ")))),
        "{shown}"
    );
    assert_eq!(shown["heading"], json!("The coach's best three: tap one to pick it."));
    assert_eq!(shown["message"], json!(""), "no refusal");
    let asked = table.with_log(|log| log.record().asked_coach_this_turn(1));
    assert!(asked, "the record says Alice asked");

    // The page's three are the host's: the trails of the coach's ranking.
    let reply: Value =
        http.post(api(&links[0], "hint")).send().await.expect("hint").json().await.expect("JSON");
    let from_page = browser
        .execute(
            "return Array.from(document.querySelectorAll('#coachMarks line[data-rank]')).map(l =>
               [Number(l.dataset.rank), Number(l.getAttribute('x1')), Number(l.getAttribute('y1')),
                Number(l.getAttribute('x2')), Number(l.getAttribute('y2'))]).sort((a, b) => a[0] - b[0]);",
            vec![],
        )
        .await
        .expect("the marks");
    let r = 20.0_f64;
    let w = 3.0_f64.sqrt() * r;
    let centre = |c: &Value| (c[1].as_f64().expect("dcol") * w / 2.0, c[0].as_f64().expect("row") * 1.5 * r);
    for (mark, s) in
        from_page.as_array().expect("marks").iter().zip(reply["hint"]["suggestions"].as_array().expect("3"))
    {
        let (a, b) = (centre(&s["from"]), centre(&s["to"]));
        let got = [mark[1].as_f64(), mark[2].as_f64(), mark[3].as_f64(), mark[4].as_f64()]
            .map(Option::unwrap_or_default);
        assert!(
            (got[0] - a.0).abs() < 0.01
                && (got[1] - a.1).abs() < 0.01
                && (got[2] - b.0).abs() < 0.01
                && (got[3] - b.1).abs() < 0.01,
            "mark {mark} is suggestion {s}"
        );
    }

    // Nothing moves under the finger (issue 30): not the map when the
    // connection's banner shows, nor when the cards' row empties and the
    // prompt grows to three lines; not suggestions 2 and 3 when 1 is
    // picked (its Draw button's place is kept under the three).
    let before = places(browser).await;
    browser
        .execute(
            "const b = document.getElementById('banner'); b.textContent = 'Reconnecting…'; b.classList.add('on');",
            vec![],
        )
        .await
        .expect("the banner shows");
    assert_eq!(places(browser).await, before, "the banner moved the page");
    browser
        .execute("document.getElementById('banner').classList.remove('on');", vec![])
        .await
        .expect("hidden");
    let prompt = text_of(browser, "prompt").await;
    browser
        .execute(
            "document.getElementById('cards').textContent = '';
             document.getElementById('prompt').textContent = arguments[0];",
            vec![json!(format!("{prompt} {prompt} {prompt} {prompt}"))],
        )
        .await
        .expect("no cards, a long prompt");
    assert_eq!(places(browser).await, before, "the cards' row or the prompt moved the map");

    // Picking suggestion 1: its row is chosen, its first hex picked, and a
    // Draw button offered.
    let draw = pick_the_first_suggestion(browser).await;
    assert_eq!(places(browser).await, before, "picking suggestion 1 moved the map or the suggestions");
    let best = &reply["hint"]["suggestions"][0];
    assert_eq!(draw, best["draw"], "the button names the trail");
    assert_eq!(count(browser, "#coach button.suggestion.chosen").await, 1);
    assert_eq!(count(browser, "#map polygon.hex.picked").await, 1, "its first hex is picked");
    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        browser.execute("window.scrollTo(0, 0);", vec![]).await.expect("scrolled");
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("phone-hint.png"), png).expect("the screenshot is written");
    }

    // Bob draws a trail: Alice's hint was for a position the game has left,
    // so her page drops it (the list, the marks, the hex it picked).
    let bobs: Value =
        http.get(api(&links[1], "state")).send().await.expect("state").json().await.expect("JSON");
    let side = &bobs["legal"][0];
    let body = json!({"type": "trail", "from": side[0], "to": side[1]});
    let moved = http.post(api(&links[1], "action")).body(body.to_string()).send().await.expect("Bob's move");
    assert!(moved.status().is_success());
    wait_until(
        browser,
        "the stale hint is dropped",
        "return [document.querySelectorAll('#coach button.suggestion').length,
                 document.querySelectorAll('#coachMarks').length,
                 document.querySelectorAll('#map polygon.hex.picked').length,
                 document.querySelectorAll('#coachDraw').length,
                 document.getElementById('hint').disabled];",
        |v| *v == json!([0, 0, 0, 0, false]),
    )
    .await;
    // Asked again, for the new position.
    tap(browser, "#hint", 0).await;
    let deadline = Instant::now() + Duration::from_secs(90);
    while count(browser, "#coach button.suggestion").await != 3 {
        assert!(Instant::now() < deadline, "the new hint within 90 s: {}", text_of(browser, "coach").await);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let reply: Value =
        http.post(api(&links[0], "hint")).send().await.expect("hint").json().await.expect("JSON");
    let best = &reply["hint"]["suggestions"][0];
    let draw = pick_the_first_suggestion(browser).await;
    assert_eq!(draw, best["draw"], "the new hint's best trail");
    let trails = count(browser, "#map line.trail").await;
    tap(browser, "#coachDraw", 0).await;
    wait_until(
        browser,
        "the trail is drawn and the hint dropped",
        "return [document.querySelectorAll('#map line.trail').length,
                 document.querySelectorAll('#coach button.suggestion').length,
                 document.querySelectorAll('#coachMarks').length,
                 document.getElementById('hint').disabled];",
        // Bob had played: the turn closed and the next one is open, where
        // Alice may ask again.
        |v| *v == json!([trails + 1, 0, 0, false]),
    )
    .await;
    let drawn = table.with_log(|log| {
        log.record().actions.iter().rev().find_map(|a| match a {
            trailpad::games::tucana::rules::Action::Trail { seat: 1, from, to } => Some([*from, *to]),
            _ => None,
        })
    });
    let [from, to] = drawn.expect("Alice's trail is in the record");
    let at = |c: trailpad::games::tucana::sheet::Coord| json!([c.row, c.dcol]);
    assert_eq!([at(from), at(to)], [best["from"].clone(), best["to"].clone()], "the trail picked");
}

/// Issue 19: a paper seat named in the form is listed by its name among
/// the players; and when the host plays the same game again at the table
/// ("Play again"), the open page follows into the new game with no reload:
/// the end screen goes, and the map shows the new set-up card's villages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_page_follows_play_again_at_the_table_into_the_new_villages() {
    let _one = ONE_BROWSER.lock().await;
    let mut log = crate::table_end::paper_table();
    log.set_paper_names(vec![(3, "Cleo".into())]).expect("seat 3 is on paper");
    let table = TableServer::start(TableConfig::new(log)).expect("the table starts");
    on_a_phone(table, "play again", |browser, table| async move { again_in_browser(&browser, &table).await })
        .await;
}

/// The villages' letters the map draws, in the sheet's hex order.
const MAP_LETTERS: &str =
    "return Array.from(document.querySelectorAll('#map text.label')).map(t => t.textContent).join('');";

async fn again_in_browser(browser: &Client, table: &trailpad::table::TableHandle) {
    let http = reqwest::Client::builder().timeout(WAIT).build().expect("client");
    let links = table.links();
    browser.goto(&links[0].url).await.expect("the seat page opens");
    map_and_cards_shown(browser, None).await;
    let paper = wait_until(
        browser,
        "Cleo is among the players",
        "const r = document.querySelector('#table tr.paper'); return r ? r.textContent : null;",
        |v| v.is_string(),
    )
    .await;
    assert!(paper.as_str().is_some_and(|p| p.contains("Cleo") && p.contains("on paper")), "{paper}");
    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        browser
            .execute("document.getElementById('table').scrollIntoView();", vec![])
            .await
            .expect("scrolled to the players");
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("phone-paper-seat.png"), png)
            .expect("the screenshot is written");
    }

    crate::table_end::finish_over_http(&http, &links).await;
    wait_until(browser, "the end screen shows", "return document.getElementById('end').hidden;", |v| {
        *v == json!(false)
    })
    .await;
    let old_letters = browser.execute(MAP_LETTERS, vec![]).await.expect("the map's letters");
    browser.execute("window.trailpadTestMarker = 'before play again';", vec![]).await.expect("marked");

    // Play again at the same table: same links, a new set-up card.
    let next = {
        let (record, sheet) = table.with_log(|l| (l.record().clone(), l.game().sheet_arc().clone()));
        let mut log = TucanaLog::new(sheet, record.setup.rematch(91)).expect("the rematch's set-up");
        log.set_paper_names(vec![(3, "Cleo".into())]).expect("named");
        log
    };
    table.new_game(next, None).expect("the next game at the table");
    assert_eq!(table.links(), links, "the same links");
    let sheet: Value =
        http.get(api(&links[0], "sheet")).send().await.expect("sheet").json().await.expect("JSON");
    let new_letters: String =
        sheet["hexes"].as_array().expect("hexes").iter().filter_map(|h| h["letter"].as_str()).collect();
    assert_ne!(json!(new_letters), old_letters, "the new card writes other villages");
    wait_until(browser, "the map shows the new villages", MAP_LETTERS, |v| *v == json!(new_letters)).await;
    wait_until(browser, "the end screen goes", "return document.getElementById('end').hidden;", |v| {
        *v == json!(true)
    })
    .await;
    let marker = browser.execute("return window.trailpadTestMarker;", vec![]).await.expect("the marker");
    assert_eq!(marker, json!("before play again"), "the page was not reloaded");
    assert!(text_of(browser, "prompt").await.len() > 3, "a prompt for the new game's first turn");
}

/// Issue 31, item 5: a phone whose link was replaced (the host made a new
/// one, or the host restarted without its secrets file) says so, in the
/// page's words, and stops reconnecting; the new link opens the seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replaced_link_says_so_and_stops_reconnecting() {
    in_a_folder_on_a_phone("replaced", "the replaced link said", |browser, path| async move {
        replaced_under_page(&browser, &path).await
    })
    .await;
}

/// The words a phone shows once its link no longer opens its seat.
const LINK_REPLACED: &str = "This link was replaced: ask the host for the new code.";

/// Waits for the banner to say the link was replaced, then checks that it
/// still says so a while later (a reconnection would say "reconnecting").
async fn says_replaced(browser: &Client, when: &str) {
    let banner = "return [document.getElementById('banner').classList.contains('on'), \
                  document.getElementById('banner').textContent];";
    wait_until(browser, when, banner, |v| *v == json!([true, LINK_REPLACED])).await;
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let later = browser.execute(banner, vec![]).await.expect("the banner");
    assert_eq!(later, json!([true, LINK_REPLACED]), "{when}: no reconnecting after it");
}

async fn replaced_under_page(browser: &Client, path: &std::path::Path) {
    let table = table_at(two_player_petit(), path, 0);
    let port = table.addr().port();
    let alice = table.links()[0].clone();
    browser.goto(&alice.url).await.expect("the seat page opens");
    map_and_cards_shown(browser, None).await;

    // The host makes a new link for Alice: her open page says so.
    let new_link = table.revoke(alice.seat).expect("a new link");
    says_replaced(browser, "the revoked page says its link was replaced").await;
    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("phone-link-replaced.png"), png)
            .expect("the screenshot is written");
    }

    // The new link opens the seat; then the host restarts without its
    // secrets file (deleted): every link is new, and the page says so.
    browser.goto(&new_link.url).await.expect("the new link opens");
    map_and_cards_shown(browser, None).await;
    table.shutdown();
    std::fs::remove_file(trailpad::table::TableSecrets::path_for(path)).expect("the secrets deleted");
    let record = trailpad::games::tucana::record::TucanaRecord::from_ron(
        &std::fs::read_to_string(path).expect("the record was saved"),
    )
    .expect("a record");
    let sheet = Arc::new(builtin_sheet("isla-petit").expect("sheet"));
    let table = table_at(TucanaLog::start(sheet, record).expect("it resumes"), path, port);
    assert_ne!(table.links()[0].url, new_link.url, "new secrets, new links");
    says_replaced(browser, "the page of a link whose secrets were deleted says it was replaced").await;
    table.shutdown();
}
