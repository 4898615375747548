//! New York at the table in a real browser: four phones (four tabs of one
//! headless chromium at 390×844, driven through chromedriver) enter their
//! tickets, tap their routes, see each other's claims and their own tickets
//! turn "completed" live, play the last round and all show the final scores
//! of `trailpad score --json` of the record left behind. One flow; bounded
//! in time; 127.0.0.1 only. `TRAILPAD_BROWSER_SHOT=DIR` also saves
//! `DIR/ny-phone-tickets.png` and `DIR/ny-phone-end.png`.

use crate::common::phone::action_url;
use crate::table_browser::{Driver, ONE_BROWSER, PHONE, WHOLE_TEST, session, text_of, wait_until};
use fantoccini::Client;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, PointerAction, TouchActions};
use fantoccini::wd::WindowHandle;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup};
use trailpad::table::{SeatLink, TableConfig, TableServer};

const PLAYERS: [&str; 4] = ["Ann", "Ben", "Chloé", "Dmitri"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_phones_play_new_york_to_the_end_in_a_browser() {
    let _one = ONE_BROWSER.lock().await;
    let dir = std::env::temp_dir().join(format!("trailpad-browser-ny-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("ny.ron");
    let log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&PLAYERS))
        .expect("four players")
        .with_played_time(std::time::SystemTime::now());
    let mut config = TableConfig::new(log);
    config.save_to = Some(path.clone());
    let table = TableServer::start_game(config).expect("the table starts");
    let driver = Driver::start();
    let browser = session(&driver, PHONE).await;
    let links = table.links();
    let played = {
        let browser = browser.clone();
        let path = path.clone();
        tokio::spawn(async move { tokio::time::timeout(WHOLE_TEST, play(&browser, &links, &path)).await })
    };
    let result = played.await;
    let _ = browser.close().await;
    drop(driver);
    drop(table);
    let _ = std::fs::remove_dir_all(&dir);
    match result {
        Ok(finished) => finished.expect("four phones played New York in time"),
        Err(failed) if failed.is_panic() => std::panic::resume_unwind(failed.into_panic()),
        Err(failed) => panic!("the game's task failed: {failed}"),
    }
}

/// A finger's tap at the middle of a route on the map (where the page
/// draws it, twins side by side).
async fn tap_route(browser: &Client, route: &str) {
    let script = format!(
        "const r = board.routes.find((x) => x.key === {route:?});
         const [x1, y1, x2, y2] = ends(r);
         const svg = document.getElementById('map');
         svg.scrollIntoView({{block: 'center'}});
         const box = svg.getBoundingClientRect(), k = box.width / SIZE;
         return [box.left + (x1 + x2) / 2 * k, box.top + (y1 + y2) / 2 * k];"
    );
    let at = browser.execute(&script, vec![]).await.expect("the route is on the map");
    let (x, y) = (at[0].as_f64().expect("x"), at[1].as_f64().expect("y"));
    let finger = TouchActions::new("finger".into())
        .then(PointerAction::MoveTo { duration: None, x: x.round(), y: y.round() })
        .then(PointerAction::Down { button: MOUSE_BUTTON_LEFT })
        .then(PointerAction::Up { button: MOUSE_BUTTON_LEFT });
    browser.perform_actions(finger).await.expect("the tap");
}

/// Clicks the element `css` by script (a button, a checkbox).
async fn press(browser: &Client, css: &str) {
    let script = format!(
        "const e = document.querySelector({css:?}); if (!e || e.hidden) return false; e.click(); return true;"
    );
    let pressed = browser.execute(&script, vec![]).await.expect("the script runs");
    assert_eq!(pressed, json!(true), "{css} is there to press");
}

/// Enters a draw on the page: the tickets drawn ticked in the deck's
/// list, those put back unticked in the keep list, then confirmed.
async fn enter_tickets(browser: &Client, drawn: &[&str], put_back: &[&str]) {
    press(browser, "#enterTickets").await;
    for ticket in drawn {
        press(browser, &format!("#deckList input[data-drawn='{ticket}']")).await;
    }
    for ticket in put_back {
        press(browser, &format!("#keepList input[data-kept='{ticket}']")).await;
    }
    press(browser, "#confirmTickets").await;
}

/// The seat's own tickets on its page: key → the words beside it.
async fn tickets_shown(browser: &Client) -> Value {
    browser
        .execute(
            "return Object.fromEntries([...document.querySelectorAll('#tickets li.ticket')]
               .map((li) => [li.dataset.ticket, li.querySelector('.state').textContent]));",
            vec![],
        )
        .await
        .expect("the tickets")
}

fn claimed_on_page(route: &str, seat: u8) -> String {
    format!(
        "return (document.querySelector(\"#map g[data-route='{route}'] text\") || {{}}).textContent === '{seat}';"
    )
}

async fn post(http: &reqwest::Client, link: &SeatLink, body: Value) {
    let reply = http
        .post(action_url(link))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await;
    assert!(reply.expect("POST").status().is_success(), "{body}");
}

async fn play(browser: &Client, links: &[SeatLink], path: &Path) {
    let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
    let mut tabs: Vec<WindowHandle> = vec![browser.window().await.expect("the first tab")];
    for _ in 1..links.len() {
        tabs.push(browser.new_window(true).await.expect("a tab").handle);
    }
    for (tab, link) in tabs.iter().zip(links) {
        browser.switch_to_window(tab.clone()).await.expect("the tab");
        browser.goto(&link.url).await.expect("the seat page opens");
        wait_until(
            browser,
            "the map",
            "return document.querySelectorAll('#map g[data-route]').length;",
            |v| v.as_u64() == Some(41),
        )
        .await;
        assert!(text_of(browser, "who").await.contains(&link.name));
    }
    let switch = |seat: usize| browser.switch_to_window(tabs[seat - 1].clone());

    // Tickets dealt, entered on each phone: two drawn, one or both kept.
    let deals: [(&[&str], &[&str]); 4] = [
        (&["lower-east-side-wall-street", "central-park-chinatown"], &[]),
        (&["chelsea-brooklyn", "times-square-soho"], &["times-square-soho"]),
        (&["times-square-east-village", "central-park-midtown-west"], &[]),
        (
            &["lincoln-center-greenwich-village", "empire-state-building-brooklyn"],
            &["empire-state-building-brooklyn"],
        ),
    ];
    for (seat, (drawn, put_back)) in deals.iter().enumerate() {
        switch(seat + 1).await.expect("the tab");
        enter_tickets(browser, drawn, put_back).await;
        let kept = drawn.len() - put_back.len();
        wait_until(
            browser,
            "the tickets kept",
            "return document.querySelectorAll('#tickets li.ticket').length;",
            |v| v.as_u64() == Some(kept as u64),
        )
        .await;
    }
    switch(1).await.expect("Ann's tab");
    let shown = tickets_shown(browser).await;
    assert_eq!(shown["lower-east-side-wall-street"], "2 spaces still to claim", "{shown}");
    assert_eq!(shown.as_object().map(|o| o.len()), Some(2), "Ann's two tickets only: {shown}");

    // One claim tapped on each phone shows on every other phone.
    let taps = [
        (1, "lower-east-side-chinatown"),
        (2, "chelsea-soho"),
        (3, "central-park-times-square-red"),
        (4, "lincoln-center-times-square-green"),
    ];
    for (seat, route) in taps {
        switch(seat).await.expect("the tab");
        tap_route(browser, route).await;
        wait_until(browser, "the claim on its phone", &claimed_on_page(route, seat as u8), |v| {
            v == &json!(true)
        })
        .await;
        for other in (1..=4).filter(|o| *o != seat) {
            switch(other).await.expect("the tab");
            wait_until(browser, "the claim on another phone", &claimed_on_page(route, seat as u8), |v| {
                v == &json!(true)
            })
            .await;
        }
    }
    // Ann's ticket completes live on her phone.
    switch(1).await.expect("Ann's tab");
    tap_route(browser, "chinatown-wall-street-green").await;
    wait_until(
        browser,
        "Ann's ticket completed",
        "return document.querySelector(\"#tickets li[data-ticket='lower-east-side-wall-street']\").className;",
        |v| v.as_str().is_some_and(|c| c.contains("completed")),
    )
    .await;
    assert_eq!(tickets_shown(browser).await["lower-east-side-wall-street"], "completed");
    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("ny-phone-tickets.png"), png).expect("written");
    }
    crate::table_axe::no_serious_violations(browser, "New York's seat page").await;

    // The rest of Ann's taxis over HTTP: the last round, played on the phones.
    for route in [
        "greenwich-village-chinatown-gray-1",
        "gramercy-park-greenwich-village-black",
        "united-nations-gramercy-park",
        "central-park-united-nations",
        "east-village-lower-east-side",
    ] {
        post(&http, &links[0], json!({"type": "claim", "route": route})).await;
    }
    for seat in 1..=4 {
        switch(seat).await.expect("the tab");
        wait_until(
            browser,
            "the last-turn button",
            "return !document.getElementById('lastTurn').hidden;",
            |v| v == &json!(true),
        )
        .await;
        press(browser, "#lastTurn").await;
        wait_until(browser, "the button goes", "return document.getElementById('lastTurn').hidden;", |v| {
            v == &json!(true)
        })
        .await;
    }

    // The end, on every phone: the totals of `trailpad score --json`.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .args(["score", "--json"])
        .arg(path)
        .output()
        .expect("score");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let scored: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let totals: BTreeMap<String, String> = scored["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| (p["name"].as_str().expect("name").to_string(), p["total"].to_string()))
        .collect();
    for seat in 1..=4 {
        switch(seat).await.expect("the tab");
        let rows = wait_until(
            browser,
            "the final scores",
            "return [...document.querySelectorAll('#end tr[data-seat]')]
               .map((tr) => [tr.firstChild.textContent.replace(/^\\s*\\d+\\.\\s*/, ''), tr.querySelector('.total').textContent]);",
            |v| v.as_array().is_some_and(|a| a.len() == 4),
        )
        .await;
        let shown: BTreeMap<String, String> = rows
            .as_array()
            .expect("rows")
            .iter()
            .map(|r| (r[0].as_str().expect("name").to_string(), r[1].as_str().expect("total").to_string()))
            .collect();
        assert_eq!(shown, totals, "seat {seat}");
        let link = browser
            .execute("return document.querySelector('#end a.bgstats').href;", vec![])
            .await
            .expect("the BG Stats link");
        assert!(
            link.as_str().is_some_and(|l| l.starts_with("https://app.bgstatsapp.com/createPlay.html?data=")),
            "{link}"
        );
    }
    if let Ok(dir) = std::env::var("TRAILPAD_BROWSER_SHOT") {
        browser.execute("document.getElementById('end').scrollIntoView();", vec![]).await.expect("scrolled");
        let png = browser.screenshot().await.expect("a screenshot");
        std::fs::write(PathBuf::from(dir).join("ny-phone-end.png"), png).expect("written");
    }
    crate::table_axe::no_serious_violations(browser, "New York's end screen").await;
    let check = std::process::Command::new(env!("CARGO_BIN_EXE_trailpad"))
        .arg("check")
        .arg(path)
        .output()
        .expect("check");
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
}
