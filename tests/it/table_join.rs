//! Joining without a camera: a seat's short code typed on the index page
//! is swapped for the seat's link while the host shows it; wrong codes are
//! refused and counted (per client, and for the whole table over time,
//! from however many addresses), a wrong code never changes the codes
//! shown, and a hidden code is dead. Over loopback HTTP, bounded in time.

use crate::table_server::{client, new_log, start};
use reqwest::StatusCode;
use reqwest::redirect::Policy;
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;
use trailpad::table::TableHandle;
use trailpad::table::join::{
    JOIN_ALPHABET, JOIN_CODE_LEN, TABLE_WRONG_BURST, TABLE_WRONG_EVERY, WRONG_PER_CLIENT,
};

/// A phone that does not follow redirects (the test reads where they go),
/// sending from `from` (another loopback address is another client).
fn phone(from: Ipv4Addr) -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .redirect(Policy::none())
        .local_address(IpAddr::V4(from))
        .build()
        .expect("client")
}

const ME: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 1);
const NEIGHBOUR: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);

/// Types `code` on the index page: the status, where it leads, the page.
async fn type_code(
    http: &reqwest::Client,
    table: &TableHandle,
    code: &str,
) -> (StatusCode, Option<String>, String) {
    let body = format!("code={}", code.replace(' ', "+"));
    let reply = http
        .post(format!("{}/join", table.base_url()))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
        .expect("the form is sent");
    let status = reply.status();
    let location = reply.headers().get("location").and_then(|v| v.to_str().ok()).map(str::to_string);
    assert_eq!(reply.headers().get("cache-control").and_then(|v| v.to_str().ok()), Some("no-store"));
    (status, location, reply.text().await.expect("a body"))
}

/// A code that is none of `codes`.
fn wrong_code(codes: &[String]) -> String {
    let code = "ACDEFG".to_string();
    if codes.contains(&code) { "GFEDCA".into() } else { code }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_right_code_joins_its_seat_a_wrong_one_is_refused_and_a_hidden_one_is_dead() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(new_log("isla-petit", 3, 4), None);
        let links = table.links();
        assert!(table.join_codes().is_empty(), "no code works before the host shows one");

        // The index page asks for the code, in the phone's language.
        let page = client()
            .get(format!("{}/", table.base_url()))
            .header("accept-language", "fr-FR,fr;q=0.9,en;q=0.5")
            .send()
            .await
            .expect("the index page");
        assert_eq!(page.status(), StatusCode::OK);
        let text = page.text().await.expect("page");
        assert!(text.contains("name=\"code\"") && text.contains("Rejoindre la table"), "{text}");

        let codes = table.show_join_codes();
        assert_eq!(codes.len(), 3);
        for code in &codes {
            assert_eq!(code.code.chars().count(), JOIN_CODE_LEN);
            assert!(code.code.chars().all(|c| JOIN_ALPHABET.contains(c)), "{}", code.code);
        }
        assert_eq!(codes[1].name, "Bob");

        // Bob types his code as he reads it, spaced and in small letters.
        let http = phone(ME);
        let typed = codes[1].spaced().to_lowercase();
        let (status, location, _) = type_code(&http, &table, &typed).await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        let location = location.expect("a Location");
        assert!(links[1].url.ends_with(&location), "{location} is Bob's link {}", links[1].url);
        let seat_page = http.get(format!("{}{location}", table.base_url())).send().await.expect("Bob's page");
        assert_eq!(seat_page.status(), StatusCode::OK);

        // A wrong code: refused, saying so and how many tries are left.
        let all: Vec<String> = codes.iter().map(|c| c.code.clone()).collect();
        let (status, location, text) = type_code(&http, &table, &wrong_code(&all)).await;
        assert_eq!((status, location), (StatusCode::FORBIDDEN, None));
        assert!(text.contains("No seat shows this code now") && text.contains("4 tries left"), "{text}");

        // Hidden, the same right code is dead.
        table.hide_join_codes();
        assert!(table.join_codes().is_empty());
        let (status, location, _) = type_code(&http, &table, &codes[1].code).await;
        assert_eq!((status, location), (StatusCode::FORBIDDEN, None));
        // Shown again: a fresh code, not the old one.
        let again = table.show_join_codes();
        assert_ne!(again[1].code, codes[1].code);
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_codes_are_limited_per_client() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(new_log("isla-petit", 2, 5), None);
        let codes = table.show_join_codes();
        let all: Vec<String> = codes.iter().map(|c| c.code.clone()).collect();
        let wrong = wrong_code(&all);
        let me = phone(ME);
        for left in (0..WRONG_PER_CLIENT).rev() {
            let (status, _, text) = type_code(&me, &table, &wrong).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{left} left: {text}");
        }
        // The sixth try, even with the right code: wait, and say so.
        let reply = me
            .post(format!("{}/join", table.base_url()))
            .header("content-type", "application/x-www-form-urlencoded")
            .body(format!("code={}", codes[0].code))
            .send()
            .await
            .expect("sent");
        assert_eq!(reply.status(), StatusCode::TOO_MANY_REQUESTS);
        let retry: u64 = reply
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok())
            .expect("Retry-After in seconds");
        assert!((1..=60).contains(&retry), "{retry}");
        let text = reply.text().await.expect("page");
        assert!(text.contains("Too many wrong codes from this device"), "{text}");

        // Another device is not held back by mine: its right code joins.
        let neighbour = phone(NEIGHBOUR);
        let (status, _, _) = type_code(&neighbour, &table, &codes[0].code).await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        table.shutdown();
    })
    .await
    .expect("in time");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guesses_from_many_addresses_share_one_budget_and_never_change_the_codes_shown() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let table = start(new_log("isla-petit", 3, 6), None);
        let codes = table.show_join_codes();
        let all: Vec<String> = codes.iter().map(|c| c.code.clone()).collect();
        let wrong = wrong_code(&all);
        // A guesser on 100 loopback addresses (127.0.0.100 to .199), each
        // guessing as fast as it is answered, for three seconds.
        let flood = Duration::from_secs(3);
        let started = std::time::Instant::now();
        let guessers = (100..200u8).map(|last| {
            let (table_url, wrong) = (table.base_url().to_string(), wrong.clone());
            tokio::spawn(async move {
                let http = phone(Ipv4Addr::new(127, 0, 0, last));
                let (mut counted, mut waited) = (0u32, 0u32);
                while started.elapsed() < flood {
                    let reply = http
                        .post(format!("{table_url}/join"))
                        .header("content-type", "application/x-www-form-urlencoded")
                        .body(format!("code={wrong}"))
                        .send()
                        .await
                        // Seen once under a loaded machine, cause not
                        // found: say which guess, when, and why.
                        .unwrap_or_else(|e| {
                            panic!(
                                "guess {} from 127.0.0.{last} at {:?}: {e:?}",
                                counted + waited,
                                started.elapsed()
                            )
                        });
                    match reply.status() {
                        StatusCode::FORBIDDEN => counted += 1,
                        StatusCode::TOO_MANY_REQUESTS => {
                            let text = reply.text().await.expect("page");
                            assert!(text.contains("Too many wrong codes at this table"), "{text}");
                            waited += 1;
                        }
                        other => panic!("a guess answered {other}"),
                    }
                }
                (counted, waited)
            })
        });
        let (mut counted, mut waited) = (0, 0);
        for guesser in guessers.collect::<Vec<_>>() {
            let (c, w) = guesser.await.expect("a guesser");
            counted += c;
            waited += w;
        }
        let took = started.elapsed();
        // Every guess the table compared was a wrong one it counted: a
        // burst, then one every two seconds, whatever the addresses.
        let allowed = TABLE_WRONG_BURST + (took.as_millis() / TABLE_WRONG_EVERY.as_millis()) as u32;
        assert!(
            (TABLE_WRONG_BURST..=allowed).contains(&counted),
            "{counted} guesses compared in {took:?} (at most {allowed}), {waited} told to wait"
        );
        assert!(waited > counted, "most guesses were not even compared: {waited} against {counted}");
        // The codes shown are the ones the players read before the flood:
        // a player typing hers is never told it is wrong because of it.
        assert_eq!(table.join_codes(), codes, "no wrong code replaced a code shown");
        let player = phone(Ipv4Addr::new(127, 0, 0, 3));
        tokio::time::sleep(TABLE_WRONG_EVERY).await;
        let (status, location, text) = type_code(&player, &table, &codes[2].spaced()).await;
        assert_eq!(status, StatusCode::SEE_OTHER, "{text}");
        assert!(table.links()[2].url.ends_with(&location.expect("a Location")));
        table.shutdown();
    })
    .await
    .expect("in time");
}
