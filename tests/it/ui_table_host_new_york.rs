//! "Play with phones…" on the desktop's New York screen: the same host
//! screen as Tucana's (a QR code, a link, a join code and New link per
//! player, who the last round waits for), showing each player's taxis
//! left and how many tickets they hold, never which, until the end; no
//! "Sheets here" (the New York screen shows every hand); Stop takes the
//! phones' entries back into the app's game. Phones are simulated over
//! loopback HTTP.

use crate::common::phone::phone_posts;
use crate::common::ui::{all_texts, click, harness, has_label};
use egui_kittest::kittest::Queryable;
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr};
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup};
use trailpad::table::SeatLink;

/// Posts `body` as seat `link`'s phone, which the table must take.
fn phone(link: &SeatLink, body: Value) {
    if let Err(refusal) = phone_posts(link, &body) {
        panic!("{body}: {refusal}");
    }
}

#[test]
fn a_new_york_game_plays_with_phones_and_the_host_never_shows_a_hand_before_the_end() {
    let log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Ben", "Chloé"]))
        .expect("three players");
    let app = TrailpadApp::with_new_york(log).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    click(&mut h, "Play with phones…");
    assert!(h.state().table_running(), "table mode is on");
    let links = h.state().table_links();
    assert_eq!(links.iter().map(|l| l.name.as_str()).collect::<Vec<_>>(), ["Ann", "Ben", "Chloé"]);
    for link in &links {
        assert!(has_label(&h, &format!("QR code for {}", link.name)), "a QR code for {}", link.name);
        assert!(has_label(&h, &link.url), "the link of {} is shown", link.name);
        assert!(has_label(&h, &format!("New link for {}", link.name)));
    }
    assert_eq!(h.state().table_join_codes().len(), 3, "a join code per player while the screen shows");
    assert!(h.query_by_label("Sheets here").is_none(), "the New York screen shows every hand: not offered");

    // Phones enter tickets and claims; the host follows by itself.
    phone(
        &links[0],
        json!({"type": "tickets", "drawn": ["chelsea-brooklyn", "times-square-soho"], "kept": ["chelsea-brooklyn", "times-square-soho"]}),
    );
    phone(&links[1], json!({"type": "claim", "route": "chelsea-soho"}));
    h.run_steps(2);
    let texts = all_texts(&h).join("\n");
    assert!(texts.contains("Ann: 15 taxis left · Routes 0 · 2 tickets"), "{texts}");
    assert!(texts.contains("Ben: 11 taxis left · Routes 7 · 0 tickets"), "{texts}");
    for hidden in ["Chelsea–Brooklyn", "Times Square–Soho"] {
        assert!(!texts.contains(hidden), "the host shows no hand before the end: {hidden}");
    }

    // Stop: every phone's entry is in the app's game.
    click(&mut h, "Stop playing with phones");
    assert!(!h.state().table_running());
    let log = h.state().new_york_log().expect("the New York game");
    assert_eq!(log.record().actions.len(), 3, "{:?}", log.record().actions);
    assert_eq!(log.game().tickets_of(1).len(), 2);
}
