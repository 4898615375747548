//! Issue 19: a seat kept on paper that was given a name in the new-game
//! form is called by that name everywhere in table mode: every phone's list
//! of players, the end screen's ranking and result, the BG Stats line and
//! link, the host's JSON and the desktop host screen. "Seat 3 (on paper)"
//! is left for a paper seat with no name. Over loopback HTTP (each test
//! bounded in time) and in kittest.

use crate::common;
use crate::common::ui::harness;
use crate::table_end::{desktop_link, finish_over_http, paper_table};
use crate::table_server::{api, client, get_json, start};
use egui_kittest::kittest::Queryable;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::export::bgstats::json_of_link;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::ui::game_menu::MenuIntent;
use trailpad::ui::tucana::play::GameIntent;

/// [`paper_table`] (Alice and Bob on phones, seat 3 on paper, one move
/// from the end) with seat 3 named Cleo.
fn cleo_on_paper() -> TucanaLog {
    let mut log = paper_table();
    log.set_paper_names(vec![(3, "Cleo".into())]).expect("seat 3 is on paper");
    log
}

fn host_state_url(table: &trailpad::table::TableHandle) -> String {
    format!("{}/api/host/state?key={}", table.base_url(), table.host_key())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_named_paper_seat_is_called_by_its_name_on_every_phone_and_in_the_link() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(cleo_on_paper(), None);
        let client = client();
        let links = table.links();

        // While the game goes on: every phone lists Cleo among the players, on paper.
        for link in &links {
            let (status, state) = get_json(&client, &api(link, "state")).await;
            assert_eq!(status, StatusCode::OK, "{state}");
            assert_eq!(
                state["table"]["paper"],
                json!([{"seat": 3, "name": "Cleo", "note": "on paper"}]),
                "{}",
                state["table"]
            );
        }
        let (_, host) = get_json(&client, &host_state_url(&table)).await;
        assert_eq!(host["paper"][0]["name"], json!("Cleo"), "the host's JSON too: {host}");
        let (_, french) = get_json(&client, &format!("{}&lang=fr", api(&links[0], "state"))).await;
        assert_eq!(french["table"]["paper"][0], json!({"seat": 3, "name": "Cleo", "note": "sur papier"}));

        // At the end, before Cleo's total is typed: her name, never her seat.
        let states = finish_over_http(&client, &links).await;
        for state in &states {
            let end = &state["end"];
            let text = end.to_string();
            assert!(!text.contains("Seat 3") && !text.contains("(on paper)"), "{text}");
            let cleo = end["ranking"].as_array().and_then(|r| r.iter().find(|r| r["seat"] == json!(3)));
            assert_eq!(cleo.map(|r| r["name"].clone()), Some(json!("Cleo")), "{end}");
            assert_eq!(
                end["bgstats"]["missing"],
                json!("BG Stats needs every total: the host has not typed the total of Cleo yet.")
            );
        }

        // Cleo's total typed, higher than anybody's: she wins on every phone,
        // and the link sends her name.
        let typed = table.update(|log| log.set_paper_total(3, Some(999)));
        assert!(typed.changed && typed.saved.is_ok());
        let (record, game) = table.with_log(|log| (log.record().clone(), log.game().clone()));
        let link = desktop_link(&record, &game).expect("every total typed");
        let data = json_of_link(&link).expect("a createPlay link");
        assert!(data.contains("\"name\":\"Cleo\"") && !data.contains("Seat 3"), "{data}");
        for seat_link in &links {
            let (_, state) = get_json(&client, &api(seat_link, "state")).await;
            let end = &state["end"];
            assert_eq!(end["result"], json!("Cleo wins!"), "{end}");
            assert_eq!(end["ranking"][0]["name"], json!("Cleo"));
            assert_eq!(end["ranking"][0]["winner"], json!(true));
            assert_eq!(end["bgstats"]["link"].as_str(), Some(link.as_str()));
        }
        for (lang, seat_word) in [("fr", "Place 3"), ("ru", "Место 3")] {
            let (_, state) = get_json(&client, &format!("{}&lang={lang}", api(&links[1], "state"))).await;
            let end = &state["end"];
            let result = end["result"].as_str().unwrap_or_default();
            assert!(result.contains("Cleo") && !end.to_string().contains(seat_word), "{lang}: {end}");
        }
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unnamed_paper_seat_is_still_said_by_its_seat() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(paper_table(), None);
        let (_, state) = get_json(&client(), &api(&table.links()[0], "state")).await;
        assert_eq!(
            state["table"]["paper"],
            json!([{"seat": 3, "name": "Seat 3 (on paper)", "note": "on paper"}])
        );
        table.shutdown();
    })
    .await
    .expect("in time");
}

/// The phones play the game to its end, off the UI's thread.
fn finish_on_phones(links: &[trailpad::table::SeatLink]) -> Vec<Value> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    runtime.block_on(finish_over_http(&client(), links))
}

#[test]
fn the_host_screen_names_the_paper_seat_and_ranks_it_at_the_end() {
    let app = TrailpadApp::with_game(cleo_on_paper()).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
    h.run_steps(2);
    assert!(h.state().table_running());
    assert!(common::ui::has_label(&h, "Cleo: on paper"), "Cleo's place at the table, by her name");
    assert!(
        h.query_all_by_label_contains("mark the bonus cards Cleo takes").next().is_some(),
        "what the host does for her"
    );
    assert_eq!(h.query_all_by_label_contains("QR code for").count(), 2, "no link for a paper sheet");

    finish_on_phones(&h.state().table_links());
    h.run_steps(3);
    assert!(h.state().table_log().is_some_and(|l| l.game().is_over()));
    assert!(common::ui::has_label(&h, "– Cleo: total not typed yet"), "{:?}", common::ui::all_texts(&h));
    assert!(common::ui::has_label(&h, "Alice: the game is over"), "not waiting for cards that never come");

    // The final scores on the host's sheets: BG Stats waits for her total, by her name.
    common::ui::click(&mut h, "Sheets here");
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    common::ui::click(&mut h, "Log in BG Stats");
    assert!(
        common::ui::has_label(&h, "Type the totals of the sheets kept on paper first: Cleo."),
        "{:?}",
        common::ui::all_texts(&h)
    );
    assert!(common::ui::has_label(&h, "Total of Cleo:"), "the field to type it says whose it is");
    common::ui::click(&mut h, "Table view");

    // Her total typed on the host: she is ranked with it.
    h.state_mut().apply(Intent::from(GameIntent::PaperTotal { seat: 3, total: 999 }));
    h.run_steps(3);
    assert!(common::ui::has_label(&h, "1. Cleo: 999"), "{:?}", common::ui::all_texts(&h));
    let texts = common::ui::all_texts(&h).join(" | ");
    assert!(!texts.contains("Seat 3"), "{texts}");
}
