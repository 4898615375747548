//! The phones' end screen: when the game is over every phone shows the
//! whole table's final ranking, the result, the solo title and "Log in BG
//! Stats" with the desktop's own link, or which paper totals it still
//! needs; and the game is stamped with its end like a desktop game. Over
//! loopback HTTP, every test bounded by a timeout.

use crate::table_server::{NAMES, api, client, fresh_dir, get_json, post, start};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use trailpad::export::bgstats::{BgStatsPlay, bgstats_play, bgstats_play_for, json_of_link};
use trailpad::export::plays::play_of;
use trailpad::games::players::PlayerList;
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord, final_standings};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Setup, TucanaGame};
use trailpad::games::tucana::sheet::builtin_sheet;
use trailpad::i18n::{Language, Translator};
use trailpad::table::{SeatLink, TableConfig, TableHandle, TableServer};

/// The BG Stats link the desktop's "Log in BG Stats" gives for this game.
pub(crate) fn desktop_link(record: &TucanaRecord, game: &TucanaGame) -> Option<String> {
    let t = Translator::shared(Language::English);
    let play = play_of::<TucanaGame>(record, game);
    bgstats_play(&play, |seat| t.standing_name(None, seat)).ok().map(|p| p.link())
}

/// Every phone's last state shows the end screen of `record`: the ranking
/// of the whole table best first, the winners, and the desktop's link.
pub(crate) fn assert_end_screens(record: &TucanaRecord, game: &TucanaGame, finals: &[(u8, Value, usize)]) {
    let standings = final_standings(game, &record.paper_totals);
    let link = desktop_link(record, game).expect("a finished, dated game with every total has a link");
    let json = json_of_link(&link).expect("the desktop's link");
    assert!(json.contains("\"durationMin\":"), "the end stamp gives the play its length: {json}");
    for (seat, state, _) in finals {
        let end = &state["end"];
        assert_eq!(end["heading"], json!("Final scores"), "seat {seat}: {end}");
        let ranking = end["ranking"].as_array().expect("a ranking");
        assert_eq!(ranking.len(), standings.rows.len(), "every seat at the table");
        for (row, standing) in ranking.iter().zip(&standings.rows) {
            assert_eq!(row["seat"], json!(standing.seat));
            assert_eq!(row["name"].as_str(), standing.name.as_deref());
            assert_eq!(row["total"], json!(standing.total.expect("tracked").to_string()));
            assert_eq!(row["place"], json!(standing.place));
            assert_eq!(row["winner"], json!(standings.winners.contains(&standing.seat)));
            assert_eq!(row["you"], json!(standing.seat == *seat));
        }
        let winners: Vec<&str> = ranking
            .iter()
            .filter(|r| r["winner"] == json!(true))
            .filter_map(|r| r["name"].as_str())
            .collect();
        let result = end["result"].as_str().expect("a result");
        assert!(
            !winners.is_empty() && winners.iter().all(|w| result.contains(w)),
            "{result} names {winners:?}"
        );
        assert_eq!(end["bgstats"]["button"], json!("Log in BG Stats"));
        assert_eq!(end["bgstats"]["link"].as_str(), Some(link.as_str()), "seat {seat}: the desktop's link");
        assert_eq!(end["bgstats"]["missing"], Value::Null);
    }
}

/// A game played at random up to its last move (not made).
fn one_move_from_the_end(setup: Setup, seed: u64) -> TucanaLog {
    let sheet = Arc::new(builtin_sheet(&setup.sheet).expect("sheet"));
    let mut log = TucanaLog::new(sheet, setup).expect("set-up").with_played_at(1_795_000_000);
    let mut rng = SeededRng::new(seed);
    loop {
        let action = random_action(log.game(), &mut rng).expect("a move");
        let mut next = log.clone();
        next.apply(action).expect("a legal move");
        if next.game().is_over() {
            return log;
        }
        log = next;
    }
}

/// The phones play what is left (a side or a pass) until the game is over;
/// the last state of each.
pub(crate) async fn finish_over_http(client: &reqwest::Client, links: &[SeatLink]) -> Vec<Value> {
    for _ in 0..20 {
        let mut states = Vec::new();
        for link in links {
            let (status, state) = get_json(client, &api(link, "state")).await;
            assert_eq!(status, StatusCode::OK, "{state}");
            states.push(state);
        }
        if states.iter().all(|s| s["game_over"] == json!(true)) {
            return states;
        }
        for (link, state) in links.iter().zip(&states) {
            if state["cards"].is_null() || state["done"] == json!(true) || state["game_over"] == json!(true) {
                continue;
            }
            let body = match state["legal"].as_array().and_then(|l| l.first()) {
                Some(side) => json!({"type": "trail", "from": side[0], "to": side[1]}),
                None => json!({"type": "pass"}),
            };
            let (status, reply) = post(client, &api(link, "action"), body.to_string()).await;
            assert_eq!(status, StatusCode::OK, "{reply}");
            break;
        }
    }
    panic!("the game did not end");
}

pub(crate) fn paper_table() -> TucanaLog {
    // Three at the table, two sheets kept here: seat 3 plays on paper.
    let names: Vec<String> = NAMES[..2].iter().map(|s| s.to_string()).collect();
    let setup = Setup { table_size: 3, ..Setup::app_deck_table("isla-petit", 2, &names, 5) };
    one_move_from_the_end(setup, 5)
}

fn saved(path: &std::path::Path) -> TucanaRecord {
    TucanaRecord::from_ron(&std::fs::read_to_string(path).expect("saved")).expect("a record")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_paper_total_is_named_on_every_phone_until_the_host_types_it() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let dir = fresh_dir("end-paper");
        let path = dir.join("game.ron");
        let table: TableHandle = start(paper_table(), Some(&path));
        let client = client();
        let links = table.links();
        let (_, before) = get_json(&client, &api(&links[0], "state")).await;
        assert_eq!(before["end"], Value::Null, "no end screen while the game goes on");
        assert_eq!(saved(&path).ended_at, None);

        let states = finish_over_http(&client, &links).await;
        let record = saved(&path);
        assert!(record.ended_at.is_some(), "the last move's save stamps the end");
        for state in &states {
            let end = &state["end"];
            assert_eq!(end["bgstats"]["link"], Value::Null, "never a link with a total sent as zero: {end}");
            assert_eq!(
                end["bgstats"]["missing"],
                json!(
                    "BG Stats needs every total: the host has not typed the total of Seat 3 (on paper) yet."
                )
            );
            let last = end["ranking"].as_array().and_then(|r| r.last()).expect("rows");
            assert_eq!(last["name"], json!("Seat 3 (on paper)"));
            assert_eq!(last["total"], json!("not typed yet"));
            assert_eq!(last["place"], Value::Null);
            assert!(end["caveat"].as_str().is_some_and(|c| c.contains("paper")), "{end}");
            assert!(end["result"].as_str().is_some_and(|r| r.contains("lead")), "{end}");
        }

        // The host types the paper total: every phone gets the link.
        let updated = table.update(|log| log.set_paper_total(3, Some(7)));
        assert!(updated.changed && updated.value.is_ok() && updated.saved.is_ok());
        let record = saved(&path);
        let game = table.with_log(|log| log.game().clone());
        let link = desktop_link(&record, &game).expect("every total typed");
        let data = json_of_link(&link).expect("a createPlay link");
        assert!(data.contains("\"name\":\"Seat 3 (on paper)\"") && data.contains("\"score\":7"), "{data}");
        for link_of_seat in &links {
            let (_, state) = get_json(&client, &api(link_of_seat, "state")).await;
            let end = &state["end"];
            assert_eq!(end["bgstats"]["link"].as_str(), Some(link.as_str()));
            assert_eq!(end["bgstats"]["missing"], Value::Null);
            assert_eq!(end["caveat"], Value::Null, "{end}");
            let paper = end["ranking"].as_array().and_then(|r| r.iter().find(|r| r["seat"] == json!(3)));
            assert_eq!(paper.map(|r| r["total"].clone()), Some(json!("7")));
        }

        // An undo on the host reopens the game: the stamp and the end screen go.
        let undone = table.update(|log| log.undo());
        assert!(undone.changed && undone.saved.is_ok());
        assert_eq!(saved(&path).ended_at, None, "an undo that reopens the game clears its end");
        let (_, state) = get_json(&client, &api(&links[0], "state")).await;
        assert_eq!(state["end"], Value::Null);
        table.shutdown();
        std::fs::remove_dir_all(dir).expect("clean");
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_phone_shows_its_title_and_no_winner() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let log = one_move_from_the_end(Setup::solo("isla-petit", "Alice", 3, 11), 11);
        let table = start(log, None);
        let client = client();
        let links = table.links();
        let states = finish_over_http(&client, &links).await;
        let game = table.with_log(|log| log.game().clone());
        let record = table.with_log(|log| log.record().clone());
        assert!(record.ended_at.is_some(), "stamped even when the game is kept in memory");
        let card = &game.score_cards()[0];
        let end = &states[0]["end"];
        assert_eq!(end["result"], json!(format!("Alice scores {}", card.final_box.total)));
        let ranking = end["ranking"].as_array().expect("rows");
        assert_eq!(ranking.len(), 1);
        assert_eq!(ranking[0]["winner"], json!(false), "a solo game has nobody to beat");
        match &card.title {
            Some(title) => assert_eq!(end["solo_title"], json!(format!("“{title}”"))),
            None => assert_eq!(end["solo_title"], Value::Null),
        }
        assert_eq!(end["bgstats"]["link"].as_str(), desktop_link(&record, &game).as_deref());
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_end_screen_is_in_the_phones_language() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(paper_table(), None);
        let client = client();
        let links = table.links();
        finish_over_http(&client, &links).await;
        for (lang, heading, paper) in
            [("fr", "Scores finaux", "Place 3 (sur papier)"), ("ru", "Итоговые очки", "Место 3 (на бумаге)")]
        {
            let url = format!("{}&lang={lang}", api(&links[0], "state"));
            let (_, state) = get_json(&client, &url).await;
            let end = &state["end"];
            assert_eq!(end["heading"], json!(heading));
            let missing = end["bgstats"]["missing"].as_str().expect("why no link");
            assert!(missing.contains(paper) && !missing.contains("BG Stats needs"), "{lang}: {missing}");
            assert_ne!(end["bgstats"]["button"], json!("Log in BG Stats"), "{lang}");
        }
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_phones_link_names_people_as_the_hosts_player_list_does() {
    tokio::time::timeout(Duration::from_secs(60), async {
        // Alice was renamed Alicia, and Bob merged into Robert, before
        // this game was played under the old names.
        let mut people = PlayerList::default();
        people.learn([("Alice", 1), ("Bob", 1), ("Robert", 1)]);
        let alice = people.id_of("Alice");
        people.rename(&alice, "Alicia").expect("a free name");
        let (bob, robert) = (people.id_of("Bob"), people.id_of("Robert"));
        people.merge(&bob, &robert, []).expect("never at one table");
        let names: Vec<String> = NAMES[..2].iter().map(|s| s.to_string()).collect();
        let log = one_move_from_the_end(Setup::app_deck_table("isla-petit", 2, &names, 9), 9);
        let mut config = TableConfig::new(log);
        config.people = people.clone();
        let table = TableServer::start(config).expect("the table starts");
        let client = client();
        let states = finish_over_http(&client, &table.links()).await;
        let record = table.with_log(|log| log.record().clone());
        let game = table.with_log(|log| log.game().clone());
        let t = Translator::shared(Language::English);
        let desktop =
            bgstats_play_for(&play_of::<TucanaGame>(&record, &game), |s| t.standing_name(None, s), &people)
                .expect("a finished game")
                .link();
        for state in &states {
            let link = state["end"]["bgstats"]["link"].as_str().expect("a link");
            assert_eq!(link, desktop, "the desktop's link, with the host's list");
            let sent: BgStatsPlay =
                serde_json::from_str(&json_of_link(link).expect("a createPlay link")).expect("its JSON");
            let ids: Vec<(String, String)> =
                sent.players.into_iter().map(|p| (p.name, p.source_player_id)).collect();
            assert_eq!(
                ids,
                [("Alicia".to_string(), alice.clone()), ("Robert".to_string(), robert.clone())],
                "the list's names and ids, not the record's"
            );
        }
        table.shutdown();
    })
    .await
    .expect("in time");
}
