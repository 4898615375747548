//! Issue 19: "Play again" on the final scores of a game played with phones
//! starts the same game again at the same table: same address, every seat
//! keeps its link, the paper seats and their names, the coached seats, the
//! island and variants, a new set-up card; the phones' open event streams
//! carry the new game (a new run of the host, so the page fetches the new
//! villages) and the host's table screen comes back. Over loopback HTTP
//! (bounded in time) and in kittest.

use crate::common;
use crate::common::files_in;
use crate::common::ui::{harness, has_label};
use crate::table_end::{finish_over_http, paper_table};
use crate::table_server::{Events, api, client, fresh_dir, get_json, start};
use egui_kittest::kittest::Queryable;
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, SystemTime};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::{PaperName, TucanaLog, TucanaRecord};
use trailpad::store::{DataDir, GameStore};
use trailpad::table::SeatLink;
use trailpad::ui::tucana::play::GameIntent;

/// Alice and Bob on phones, Cleo on paper, Alice coached; one move from
/// the end.
fn cleo_coached() -> TucanaLog {
    let mut log = paper_table().with_coach(&[1]);
    log.set_paper_names(vec![(3, "Cleo".into())]).expect("seat 3 is on paper");
    log
}

/// The village letters of a seat's sheet, as its phone is sent them.
fn letters(sheet: &Value) -> Vec<Value> {
    sheet["hexes"].as_array().expect("hexes").iter().map(|h| h["letter"].clone()).collect()
}

fn saved(path: &std::path::Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).expect("saved")).expect("a record")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_game_at_the_same_table_keeps_the_links_and_the_open_streams_follow_it() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("play-again");
        let (first, second) = (dir.join("first.ron"), dir.join("second.ron"));
        let table = start(cleo_coached(), Some(&first));
        let client = client();
        let links = table.links();
        finish_over_http(&client, &links).await;
        let (_, old_state) = get_json(&client, &api(&links[0], "state")).await;
        let (_, old_sheet) = get_json(&client, &api(&links[0], "sheet")).await;
        let mut streams = Vec::new();
        for link in &links {
            let mut events = Events::open(&client, link).await;
            let now = events.next_state().await.expect("the stream starts with the state");
            assert_eq!(now["game_over"], json!(true));
            streams.push(events);
        }

        // The next game, as the desktop's Play again makes it.
        let next = {
            let (record, sheet) = table.with_log(|l| (l.record().clone(), l.game().sheet_arc().clone()));
            let mut log = TucanaLog::new(sheet, record.setup.rematch(77))
                .expect("the rematch's set-up")
                .with_played_at(1_795_100_000)
                .with_coach(&record.coach);
            log.set_paper_names(vec![(3, "Cleo".into())]).expect("named");
            log
        };
        table.new_game(next, Some(second.clone())).expect("the table plays the next game");

        // Every open stream gets the new game: a new run, not over, dealt.
        for (link, events) in links.iter().zip(&mut streams) {
            let state = events.next_state().await.expect("the new game's state");
            assert_ne!(state["epoch"], old_state["epoch"], "{}: a new run", link.name);
            assert_eq!(state["game_over"], json!(false));
            assert_eq!(state["end"], Value::Null, "no end screen any more");
            assert_eq!((state["round"].clone(), state["turn"].clone()), (json!(1), json!(1)));
            assert!(state["cards"].is_array(), "the app's deck dealt the first cards: {state}");
            assert_eq!(state["table"]["paper"][0]["name"], json!("Cleo"));
        }
        // The same links work, for the same seats; the sheet has the new card's villages.
        assert_eq!(table.links(), links, "every seat keeps its link");
        let (status, new_sheet) = get_json(&client, &api(&links[0], "sheet")).await;
        assert_eq!(status, StatusCode::OK);
        assert_ne!(letters(&new_sheet), letters(&old_sheet), "a new set-up card, other villages");
        let (status, _) = client
            .post(api(&links[1], "action"))
            .header("content-type", "application/json")
            .body(json!({"type": "pass"}).to_string())
            .send()
            .await
            .map(|r| (r.status(), ()))
            .expect("a move");
        assert!(status == StatusCode::OK || status == StatusCode::CONFLICT, "the seat plays on: {status}");

        // The finished game stays as it ended; the new one has its own
        // file, with its links beside it (a restarted host serves them).
        let old = saved(&first);
        assert!(
            old.ended_at.is_some() && old.paper_names == vec![PaperName { seat: 3, name: "Cleo".into() }]
        );
        let new = saved(&second);
        assert!(new.ended_at.is_none() && new.coach == vec![1]);
        assert_eq!(new.paper_names, old.paper_names);
        assert!(trailpad::store::table_secrets_path(&second).is_file(), "the links are kept beside it");
        table.shutdown();
        let _ = std::fs::remove_dir_all(dir);
    })
    .await
    .expect("in time");
}

/// The phones play the game to its end, off the UI's thread.
fn finish_on_phones(links: &[SeatLink]) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    runtime.block_on(finish_over_http(&client(), links));
}

/// A seat's state as its phone gets it now.
fn phone_state(link: &SeatLink) -> Value {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    runtime.block_on(async { get_json(&client(), &api(link, "state")).await.1 })
}

#[test]
fn play_again_on_the_final_scores_of_a_table_game_plays_the_next_game_at_the_same_table() {
    let dir = common::fresh_dir("ui-table-play-again");
    let mut record = cleo_coached().record().clone();
    record.played_at = Some(1_795_000_000);
    GameStore::new(DataDir::at(&dir)).keep_imported_game(&record, false, SystemTime::now()).expect("kept");
    let app =
        TrailpadApp::new().with_store(DataDir::at(&dir)).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    h.get_by_label_contains("Resume Isla Petit").click();
    h.run();
    h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::PlayWithPhones));
    h.run_steps(2);
    let links = h.state().table_links();
    assert_eq!(links.len(), 2);
    let before = h.state().table_log().expect("a game").record().clone();
    finish_on_phones(&links);
    let old_epoch = phone_state(&links[0])["epoch"].clone();

    // The final scores, on the host's sheets: a place typed, then Play again.
    common::ui::click(&mut h, "Sheets here");
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run_steps(2);
    assert!(h.state().log().is_some_and(|l| l.game().is_over()), "the app follows the table's end");
    assert!(has_label(&h, "Place"), "{:?}", common::ui::all_texts(&h));
    h.get_by_label("Place").focus();
    h.run();
    h.get_by_label("Place").type_text("Café Tucan");
    h.run();
    common::ui::click(&mut h, "Play again");
    h.run_steps(2);

    // Still at the table, the host's screen back, the same links.
    assert!(h.state().table_running(), "Play again keeps playing with phones");
    assert!(has_label(&h, "Stop playing with phones"), "the host's table screen is back");
    assert_eq!(h.state().table_links(), links, "every seat keeps its link");
    assert!(has_label(&h, "Cleo: on paper"));
    assert!(h.state().message().is_some_and(|m| m.text.contains("Play again on Isla Petit")));

    // The same game again: seats, paper seat and name, coach, island,
    // deck; a new set-up card. The app's copy is the table's.
    let table = h.state().table_log().expect("the new game");
    let after = &table.record().setup;
    assert!(!table.game().is_over() && table.game().turn_cards().is_some(), "dealt and going on");
    assert_eq!((after.sheet.as_str(), after.table_size), (before.setup.sheet.as_str(), 3));
    assert_eq!(after.players, before.setup.players);
    assert_eq!(table.record().paper_names, before.paper_names);
    assert_eq!(table.record().coach, vec![1]);
    assert_ne!(after.card_letters().ok(), before.setup.card_letters().ok(), "a new set-up card");
    assert_eq!(h.state().log().map(TucanaLog::record), Some(table.record()));

    // The phones are in the new game with their old links.
    let state = phone_state(&links[0]);
    assert_ne!(state["epoch"], old_epoch);
    assert_eq!((state["game_over"].clone(), state["end"].clone()), (json!(false), Value::Null), "{state}");

    // The finished game went to the history once, with the place typed at
    // the table; the new game is saved, its links beside it.
    let history = files_in(&dir.join("history"));
    assert_eq!(history.len(), 1, "{history:?}");
    let finished = saved(&history[0]);
    assert!(finished.ended_at.is_some());
    assert_eq!(finished.place, "Café Tucan", "the place typed on the host's final scores is kept");
    let games: Vec<_> = files_in(&dir.join("games"))
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".table.ron") && !p.to_string_lossy().ends_with(".lock"))
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(saved(&games[0]).setup, *after);
    assert!(trailpad::store::table_secrets_path(&games[0]).is_file());
    // The table holds the new game's record, and only that one.
    let locks: Vec<_> =
        files_in(&dir.join("games")).into_iter().filter(|p| p.to_string_lossy().ends_with(".lock")).collect();
    assert_eq!(locks, [trailpad::store::record_lock_path(&games[0])]);

    // Stopping hands the new game back to this computer, as ever.
    common::ui::click(&mut h, "Stop playing with phones");
    assert!(!h.state().table_running());
    assert!(!trailpad::store::record_lock_path(&games[0]).exists(), "the record is let go");
    assert_eq!(h.state().log().map(|l| l.record().setup.clone()), Some(after.clone()));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_host_screen_offers_play_again_once_the_phones_finish() {
    let app = TrailpadApp::with_game(cleo_coached()).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::PlayWithPhones));
    h.run_steps(2);
    assert!(h.query_by_label("Play again").is_none(), "nothing to play again while the game goes on");
    let links = h.state().table_links();
    finish_on_phones(&links);
    h.run_steps(3);
    common::ui::click(&mut h, "Play again");
    h.run_steps(2);
    assert!(h.state().table_running() && has_label(&h, "Stop playing with phones"));
    assert_eq!(h.state().table_links(), links);
    let table = h.state().table_log().expect("the new game");
    assert!(!table.game().is_over() && table.record().paper_names.len() == 1);
    assert_eq!(phone_state(&links[1])["game_over"], json!(false), "the phones are in the new game");
    assert!(h.query_by_label("Play again").is_none(), "the new game goes on");
}
