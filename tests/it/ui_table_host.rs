//! "Play with phones" from the desktop: the Game menu starts table mode,
//! the host screen shows each seat's QR code and link, a phone's move
//! shows as "done", and stopping hands the game back to the app with the
//! phone's trail in it. The phone is simulated over loopback HTTP.

use crate::common;

use crate::common::ui::{click, harness};
use egui_kittest::kittest::Queryable;
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{Action, DeckMode, Setup};
use trailpad::table::SeatLink;
use trailpad::ui::game_menu::MenuIntent;

fn petit_app_deck() -> TucanaLog {
    let setup =
        Setup { deck: DeckMode::AppDeck { seed: 11 }, ..common::setup("isla-petit", 2, &["Ann", "Ben"], 1) };
    TucanaLog::new(common::sheet("isla-petit"), setup).expect("set-up")
}

fn api(link: &SeatLink, what: &str) -> String {
    let (base, query) = link.url.split_once('?').expect("a query");
    format!("{}/{what}?{query}", base.replace("/seat/", "/api/seat/"))
}

/// Seat `link` draws its first legal side, as a phone would.
pub(crate) fn phone_draws(link: &SeatLink) -> Value {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    runtime.block_on(async {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
        let state: Value =
            http.get(api(link, "state")).send().await.expect("state").json().await.expect("JSON");
        let side = state["legal"][0].clone();
        assert!(side.is_array(), "something to draw: {state}");
        let body = json!({"type": "trail", "from": side[0], "to": side[1]});
        let reply = http
            .post(api(link, "action"))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("the move");
        assert!(reply.status().is_success(), "accepted: {}", reply.text().await.unwrap_or_default());
        body
    })
}

#[test]
fn play_with_phones_then_take_the_game_back() {
    let app = TrailpadApp::with_game(petit_app_deck()).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);

    // From the Game menu.
    click(&mut h, "Game");
    click(&mut h, "Play with phones…");
    assert!(h.state().table_running(), "table mode is on");
    let links = h.state().table_links();
    assert_eq!(links.len(), 2);
    for link in &links {
        assert!(link.url.starts_with("http://127.0.0.1:"), "{}", link.url);
        assert!(
            common::ui::has_label(&h, &format!("QR code for {}", link.name)),
            "a QR code for {}",
            link.name
        );
        assert!(common::ui::has_label(&h, &link.url), "the link of {} is shown", link.name);
        assert!(common::ui::has_label(&h, &format!("New link for {}", link.name)));
    }
    assert_eq!(h.query_all_by_label_contains("QR code for").count(), 2, "one code per seat");
    // The app's deck dealt the first two cards, shown large.
    assert_eq!(h.query_all_by_label_contains("revealed card ").count(), 2);
    assert!(common::ui::has_label(&h, "Ann: playing") && common::ui::has_label(&h, "Ben: playing"));
    assert!(common::ui::has_label(&h, "Waiting for: Ann, Ben"), "the host says who the turn waits for");

    // Ann plays on her phone; the host screen follows by itself.
    let body = phone_draws(&links[0]);
    h.run_steps(2);
    assert!(common::ui::has_label(&h, "Ann: done"), "Ann is done on the host screen");
    assert!(common::ui::has_label(&h, "Ben: playing"));
    assert!(common::ui::has_label(&h, "Waiting for: Ben"), "only Ben is left");

    // The app's copy follows the table's game: it is the one the sheets
    // screen shows.
    assert_eq!(h.state().log().map(TucanaLog::record), h.state().table_log().as_ref().map(TucanaLog::record));
    // A host action the rules do not allow now (the app deck's cards are
    // out) changes nothing, at the table or in the copy.
    let before = h.state().table_log().expect("a game").record().clone();
    h.state_mut().apply(Intent::from(trailpad::ui::tucana::play::GameIntent::RevealNext));
    assert_eq!(h.state().table_log().expect("a game").record(), &before);
    assert_eq!(h.state().log().expect("a game").record(), &before);

    // Stop: the app takes the table's game back, Ann's trail included.
    click(&mut h, "Stop playing with phones");
    assert!(!h.state().table_running(), "table mode is off");
    assert!(h.state().table_links().is_empty());
    let log = h.state().log().expect("a game");
    let trail = log.record().actions.iter().find(|a| matches!(a, Action::Trail { seat: 1, .. }));
    assert!(trail.is_some(), "Ann's trail {body} is in the app's game: {:?}", log.record().actions);
    assert!(!log.game().is_done(2), "Ben still has to play, now on this computer");
    assert!(h.query_by_label("Stop playing with phones").is_none(), "the game screen is back");

    // Started again, the menu intent gives the same seats a table again.
    h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
    h.run_steps(2);
    assert!(h.state().table_running());
    assert!(common::ui::has_label(&h, "Ann: done"), "the table goes on from the game as it is");
    h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
    assert!(!h.state().table_running(), "leaving for another screen stops the table");
}

#[test]
fn the_table_saves_the_games_file_and_its_secrets_stay_out_of_the_list() {
    let dir = common::fresh_dir("ui-table-host-store");
    let app = TrailpadApp::new()
        .with_store(trailpad::store::DataDir::at(&dir))
        .with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    click(&mut h, "Solo on Isla Petit — start now");
    let file = h.state().game_file().expect("the game has a file").to_path_buf();

    h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
    h.run_steps(2);
    assert!(h.state().table_running());
    let secrets = trailpad::table::TableSecrets::path_for(&file);
    assert!(secrets.is_file(), "the seat secrets are kept beside the game: {}", secrets.display());

    // The phone's move is in the game's file at once (the server saves it).
    let links = h.state().table_links();
    phone_draws(&links[0]);
    let saved = trailpad::games::tucana::record::TucanaRecord::from_ron(
        &std::fs::read_to_string(&file).expect("saved"),
    )
    .expect("a record");
    assert!(saved.actions.iter().any(|a| matches!(a, Action::Trail { .. })), "{:?}", saved.actions);

    // Back to the start screen: one unfinished game, nothing called damaged,
    // and the secrets are still where the table will look for them.
    h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
    h.run_steps(2);
    assert!(!h.state().table_running());
    assert!(secrets.is_file(), "the secrets file was not moved aside");
    assert!(!dir.join("damaged").exists(), "nothing was taken for a damaged game");
    let saved_after = trailpad::games::tucana::record::TucanaRecord::from_ron(
        &std::fs::read_to_string(&file).expect("saved"),
    )
    .expect("a record");
    assert_eq!(saved_after.actions, saved.actions, "the app saved the table's game, not its old copy");
}

/// The edge of `seat`'s first legal trail, as two hexes.
fn first_legal(
    log: &TucanaLog,
    seat: u8,
) -> (trailpad::games::tucana::sheet::Coord, trailpad::games::tucana::sheet::Coord) {
    let game = log.game();
    let edge = game.legal_trails(seat).iter().next().expect("a legal trail");
    game.sheet().edge_coords(edge)
}

#[test]
fn the_host_plays_a_seat_and_a_paper_players_card_while_the_phones_play() {
    // Three at the table: Ann on her phone, Ben on the host, the third on paper.
    let setup =
        Setup { deck: DeckMode::AppDeck { seed: 5 }, ..common::setup("isla-petit", 3, &["Ann", "Ben"], 1) };
    let log = TucanaLog::new(common::sheet("isla-petit"), setup).expect("set-up");
    let app = TrailpadApp::with_game(log).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    click(&mut h, "Game");
    click(&mut h, "Play with phones…");
    let links = h.state().table_links();
    phone_draws(&links[0]);
    h.run_steps(2);

    // The sheets on the host, with the table still running.
    click(&mut h, "Sheets here");
    assert!(h.state().table_running(), "the phones go on playing");
    assert!(common::ui::has_label(&h, "Table view"), "the way back to the table's screen");
    click(&mut h, "Show Ben's sheet");
    let (from, to) = first_legal(&h.state().table_log().expect("a game"), 2);
    common::ui::tap_trail(&mut h, "hex", from, to);
    let table = h.state().table_log().expect("a game");
    assert!(
        table.record().actions.iter().any(|a| matches!(a, Action::Trail { seat: 2, .. })),
        "Ben's trail drawn on the host is in the table's game: {:?}",
        table.record().actions
    );
    // Everybody tracked is done: the app's deck dealt the next turn for all.
    assert_eq!(table.game().turn_in_round(), 2, "the turn closed and the next cards are out");
    assert_eq!(
        h.state().log().map(TucanaLog::record),
        Some(table.record()),
        "the sheets show the table's game"
    );
    // Ann's phone sees it too.
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    let state: Value = runtime.block_on(async {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
        http.get(api(&links[0], "state")).send().await.expect("state").json().await.expect("JSON")
    });
    assert_eq!(state["turn"], json!(2), "the phone follows the host's move: {state}");

    // The paper player took a blue card: marked on the host, at the table,
    // with the seat that took it.
    h.query_all_by_label_contains("card taken").next().expect("a blue card to mark as taken").click();
    h.run();
    let taken = |h: &egui_kittest::Harness<'_, TrailpadApp>| {
        let log = h.state().table_log().expect("a game");
        log.record().actions.iter().any(|a| matches!(a, Action::TakenBy { .. }))
    };
    assert!(taken(&h), "the card taken at the table is in the table's game");
    // Undo on the host undoes it at the table.
    click(&mut h, "Undo");
    assert!(!taken(&h), "undone at the table");

    // Exporting keeps the phones playing.
    h.state_mut().apply(Intent::Menu(MenuIntent::ExportRecord));
    assert!(h.state().table_running(), "an export does not stop the table");
    h.state_mut().apply(Intent::File(trailpad::ui::file_dialog::FileDialogIntent::Cancel));
    click(&mut h, "Table view");
    assert!(common::ui::has_label(&h, "Stop playing with phones"), "the table's screen is back");
}

#[test]
fn the_host_screen_fits_a_small_window_in_every_language() {
    for (lang, qr, card, stop) in [
        (trailpad::i18n::Language::English, "QR code for", "revealed card", "Stop playing with phones"),
        (
            trailpad::i18n::Language::French,
            "Code QR de",
            "carte révélée",
            "Arrêter de jouer avec les téléphones",
        ),
        (trailpad::i18n::Language::Russian, "QR-код", "открытая карта", "Закончить игру с телефонов"),
    ] {
        for size in [egui::vec2(800.0, 600.0), egui::vec2(1280.0, 800.0)] {
            let app = TrailpadApp::with_game(petit_app_deck())
                .with_language(lang)
                .with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
            let mut h = common::ui::harness_sized(app, size);
            h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
            h.run_steps(3);
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
            let mut seen = 0;
            for label in [qr, card, stop] {
                for node in h.query_all_by_label_contains(label) {
                    let rect = node.rect();
                    assert!(window.contains_rect(rect), "{lang:?} {size:?}: {label:?} at {rect:?}");
                    seen += 1;
                }
            }
            assert_eq!(seen, 5, "{lang:?} {size:?}: two codes, two cards and the stop button");
            // The two seats' codes side by side or one under the other, never overlapping.
            let codes: Vec<egui::Rect> = h.query_all_by_label_contains(qr).map(|n| n.rect()).collect();
            assert!(!codes[0].intersects(codes[1]), "{lang:?} {size:?}: {codes:?}");
            // No code runs under the side column of cards.
            let cards_left =
                h.query_all_by_label_contains(card).map(|n| n.rect().left()).fold(f32::INFINITY, f32::min);
            for code in &codes {
                assert!(code.right() < cards_left, "{lang:?} {size:?}: a code at {code:?} under the cards");
            }
            // Side by side, the second seat's box ends before the side
            // column starts: it is as wide as the step from the first.
            let urls: Vec<egui::Rect> =
                h.state().table_links().iter().map(|l| h.get_by_label(&l.url).rect()).collect();
            if (urls[0].top() - urls[1].top()).abs() < 1.0 {
                let step = urls[1].left() - urls[0].left();
                let end = urls[1].left() + step;
                assert!(
                    end < cards_left,
                    "{lang:?} {size:?}: the second seat ends at {end}, under the cards"
                );
            }
        }
    }
}

#[test]
fn real_cards_are_entered_on_the_host_by_their_keys() {
    let log = common::ui::petit_two_players(["Ann", "Ben"], DeckMode::RealCards);
    let app = TrailpadApp::with_game(log).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
    h.run_steps(2);
    let cards = |h: &egui_kittest::Harness<'_, TrailpadApp>| {
        h.state().table_log().and_then(|l| l.game().turn_cards())
    };
    assert_eq!(cards(&h), None, "waiting for the host's cards");
    // D, then Esc forgets it; W then A reveal Water and Any.
    h.key_press(egui::Key::D);
    h.run();
    assert!(common::ui::has_label(&h, "Desert, and the second card?"), "the first card is shown");
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!common::ui::has_label(&h, "Desert, and the second card?"), "Esc forgets it");
    h.key_press(egui::Key::W);
    h.run();
    h.key_press(egui::Key::A);
    h.run_steps(2);
    assert_eq!(
        cards(&h),
        Some([trailpad::games::tucana::sheet::Card::Water, trailpad::games::tucana::sheet::Card::Any])
    );
    // Once the cards are out, the keys enter nothing more.
    h.key_press(egui::Key::F);
    h.run_steps(2);
    assert_eq!(h.state().table_log().map(|l| l.record().actions.len()), Some(1));
}

#[test]
fn the_host_shows_each_seats_join_code_while_it_works_and_copies_a_link() {
    let app = TrailpadApp::with_game(petit_app_deck()).with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    click(&mut h, "Game");
    click(&mut h, "Play with phones…");
    h.run_steps(2);
    let links = h.state().table_links();
    let codes = h.state().table_join_codes();
    assert_eq!(codes.len(), 2, "a code per seat while the host screen shows them");
    for code in &codes {
        let label = format!("Join code for {}: {}", code.name, code.spaced());
        assert!(common::ui::has_label(&h, &label), "{label} is shown");
    }
    assert!(h.query_all_by_label_contains("Or type the code on http://127.0.0.1:").count() == 1);

    // "Copy link" beside Ben's QR code puts his link on the clipboard.
    let copy: Vec<_> = h.get_all_by_label("Copy link").collect();
    assert_eq!(copy.len(), 2, "one per seat");
    copy[1].click();
    h.step();
    let copied: Vec<String> = h
        .output()
        .platform_output
        .commands
        .iter()
        .filter_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(copied, vec![links[1].url.clone()]);
    h.run();
    let texts = common::ui::all_texts(&h);
    assert!(texts.iter().any(|t| t == "The link of Ben is copied."), "said on the message line: {texts:?}");

    // The sheets shown instead: the codes are hidden, so they stop working.
    click(&mut h, "Sheets here");
    h.run_steps(2);
    assert!(h.state().table_join_codes().is_empty(), "no code works while none is shown");
    click(&mut h, "Table view");
    h.run_steps(2);
    let again = h.state().table_join_codes();
    assert_eq!(again.len(), 2);
    assert!(again.iter().zip(&codes).all(|(new, old)| new.code != old.code), "fresh codes");
}

/// Seat `link` tries to draw its first legal side: the answer's status and
/// body.
fn phone_tries(link: &SeatLink) -> (u16, String) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    runtime.block_on(async {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
        let state: Value =
            http.get(api(link, "state")).send().await.expect("state").json().await.expect("JSON");
        let side = state["legal"][0].clone();
        let body = json!({"type": "trail", "from": side[0], "to": side[1]});
        let reply = http
            .post(api(link, "action"))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("the move");
        (reply.status().as_u16(), reply.text().await.unwrap_or_default())
    })
}

#[test]
fn a_phones_move_that_cannot_be_saved_is_refused_and_said_on_the_host() {
    let dir = common::fresh_dir("ui-table-host-failed-save");
    let app = TrailpadApp::new()
        .with_store(trailpad::store::DataDir::at(&dir))
        .with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
    let mut h = harness(app);
    click(&mut h, "Solo on Isla Petit — start now");
    let file = h.state().game_file().expect("the game has a file").to_path_buf();
    h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
    h.run_steps(2);
    let before = std::fs::read_to_string(&file).expect("saved");
    let name = h.state().table_links()[0].name.clone();

    // The game's file cannot be replaced (a folder that is not empty stands
    // in its place, which stops even the superuser's rename).
    std::fs::remove_file(&file).expect("removed");
    std::fs::create_dir_all(file.join("in-the-way")).expect("a folder in the way");
    let links = h.state().table_links();
    let (status, text) = phone_tries(&links[0]);
    assert_eq!(status, 503, "{text}");
    assert!(text.contains("Not recorded: the host could not save the game"), "the phone is told why: {text}");
    h.run_steps(2);
    let said = format!(
        "The move from {name}'s phone was refused: the game could not be saved to {}",
        file.display()
    );
    assert!(
        common::ui::all_texts(&h).iter().any(|t| t.starts_with(&said)),
        "the host is told: {:?}",
        common::ui::all_texts(&h)
    );
    let table = h.state().table_log().expect("a game");
    assert!(
        !table.record().actions.iter().any(|a| matches!(a, Action::Trail { .. })),
        "the move was not applied"
    );

    // Room again: the same move is saved.
    std::fs::remove_dir_all(&file).expect("the folder removed");
    let (status, text) = phone_tries(&links[0]);
    assert_eq!(status, 200, "{text}");
    let after = std::fs::read_to_string(&file).expect("saved again");
    assert_ne!(after, before, "the trail is in the file");
    h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
}

/// A phone's page for `link`: its event stream, open until dropped (with
/// the runtime that holds its connection).
pub(crate) struct PhonePage {
    _events: crate::table_server::Events,
    _runtime: tokio::runtime::Runtime,
}

impl PhonePage {
    /// Opens `link`'s event stream as the phone page does, and reads its
    /// first state: by then the table counts the seat's phone as here.
    pub(crate) fn open(link: &SeatLink) -> PhonePage {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        let events = runtime.block_on(async {
            let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
            let mut events = crate::table_server::Events::open(&http, link).await;
            tokio::time::timeout(Duration::from_secs(20), events.next_state())
                .await
                .expect("in time")
                .expect("the first state");
            events
        });
        PhonePage { _events: events, _runtime: runtime }
    }
}

/// Draws frames until `label` shows, for at most ten seconds: the table
/// sees a closed page when its connection ends, on the server's threads.
fn frames_until(h: &mut egui_kittest::Harness<'_, TrailpadApp>, label: &str) {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    h.run();
    while !common::ui::has_label(h, label) && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
        h.run();
    }
    assert!(common::ui::has_label(h, label), "{label:?} shows: {:?}", common::ui::all_texts(h));
}

#[test]
fn the_host_screen_says_whose_phone_has_joined_and_whose_has_left_for_every_game() {
    let tucana = TrailpadApp::with_game(petit_app_deck());
    let new_york = trailpad::games::new_york::NewYorkLog::new(
        trailpad::games::new_york::NewYorkMap::builtin(),
        trailpad::games::new_york::NewYorkSetup::with_names(&["Ann", "Ben"]),
    )
    .map(TrailpadApp::with_new_york)
    .expect("two players");
    for (game, app) in [("Tucana", tucana), ("New York", new_york)] {
        let mut h = harness(app.with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST)));
        h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
        h.run_steps(2);
        assert!(h.state().table_running(), "{game}: table mode is on");
        for name in ["Ann", "Ben"] {
            assert!(common::ui::has_label(&h, &format!("{name}: phone not joined yet")), "{game}: {name}");
        }
        let links = h.state().table_links();

        // Ann opens her link: her seat says so, Ben's does not.
        let page = PhonePage::open(&links[0]);
        h.run();
        assert!(common::ui::has_label(&h, "Ann: phone joined"), "{game}: {:?}", common::ui::all_texts(&h));
        assert!(common::ui::has_label(&h, "Ben: phone not joined yet"), "{game}");
        // A second tab of hers, closed, leaves her here.
        drop(PhonePage::open(&links[0]));
        h.run();
        assert!(common::ui::has_label(&h, "Ann: phone joined"), "{game}: her first page is open");

        // Her page closes: she has left, and her link opens it again.
        drop(page);
        frames_until(&mut h, "Ann: phone left (page closed)");
        let back = PhonePage::open(&links[0]);
        h.run();
        assert!(common::ui::has_label(&h, "Ann: phone joined"), "{game}: back with the same link");

        // A new link: nobody has opened it yet (the old one's page ends).
        click(&mut h, "New link for Ann");
        frames_until(&mut h, "Ann: phone not joined yet");
        drop(back);
        h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
        assert!(!h.state().table_running(), "{game}: the table stopped");
    }
}
