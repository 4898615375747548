//! New York reads like a finished game once ended, the history tells who
//! kept which tickets, an empty game is not kept, and the start screen
//! opens on the game played last (issue 18, items 4–6).

use crate::common;
use crate::common::files_in;
use crate::common::ui::{all_texts, claim, click, harness, has_label, new_york_three_players};
use egui_kittest::kittest::Queryable;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup, RouteId};
use trailpad::i18n::{Language, Translator};
use trailpad::store::DataDir;
use trailpad::ui::new_york::NewYorkIntent;

#[test]
fn an_ended_game_shows_no_last_round_and_enters_for_nobody() {
    let log =
        NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob", "Cat"])).unwrap();
    let mut h = harness(TrailpadApp::with_new_york(log));
    let routes: Vec<RouteId> = NewYorkMap::builtin().route_ids().collect();
    for route in routes {
        if h.state().new_york_log().unwrap().game().is_last_round() {
            break;
        }
        h.state_mut().apply(Intent::from(NewYorkIntent::Claim { player: 3, route }));
    }
    h.run();
    let t = Translator::shared(Language::English);
    let game = h.state().new_york_log().unwrap().game();
    let last_round = trailpad::i18n::capitalise(&t.new_york_last_round(game, 3));
    assert!(last_round.starts_with("Cat has "), "{last_round}");
    assert!(has_label(&h, &last_round), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Entering for:"));

    click(&mut h, "End the game…");
    click(&mut h, "End the game");
    assert!(h.state().new_york_log().unwrap().game().is_over());
    assert!(has_label(&h, "The game is over: final scores."));
    assert!(!has_label(&h, &last_round), "no last round once ended: {:?}", all_texts(&h));
    assert!(!has_label(&h, "Entering for:"), "nothing is entered any more");
    assert!(has_label(&h, "Tickets of:"), "the players' buttons show whose tickets are listed");
    // Undo reopens the game: entering again, in the last round again.
    click(&mut h, "Undo");
    assert!(has_label(&h, "Entering for:") && has_label(&h, &last_round));
}

#[test]
fn the_history_shows_the_tickets_each_player_kept_and_the_columns_of_tucana() {
    let dir = common::fresh_dir("ui-ny-kept");
    let mut h = new_york_three_players(&dir);
    click(&mut h, "Lower East Side–Wall Street (2)");
    claim(&mut h, "Lower East Side–Chinatown");
    claim(&mut h, "Chinatown–Wall Street (green)");
    h.get_by_label_contains("Bob (purple)").click();
    h.run();
    // The last tickets of the list are scrolled to, as a hand does.
    h.get_by_label("Chelsea–Brooklyn (8)").scroll_to_me();
    h.run();
    click(&mut h, "Chelsea–Brooklyn (8)");
    click(&mut h, "End the game…");
    click(&mut h, "End the game");
    click(&mut h, "New game or saved game…");
    click(&mut h, "History and statistics");

    // The statistics in Tucana's order: games, best, average, wins.
    let x = |label: &str| h.get_by_label(label).rect().left();
    assert!(x("Games") < x("Best") && x("Best") < x("Average") && x("Average") < x("Wins"));

    h.get_by_label_contains("Open the Ticket to Ride: New York game played on ").click();
    h.run();
    assert!(has_label(&h, "Ann kept Lower East Side–Wall Street (2): +2 · completed"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "Bob kept Chelsea–Brooklyn (8): −8 · not completed"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "no Destination Ticket kept"), "Cy kept none: {:?}", all_texts(&h));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_game_left_with_nothing_entered_is_not_kept() {
    let dir = common::fresh_dir("ui-ny-empty");
    let games = DataDir::at(&dir).games();
    let mut h = new_york_three_players(&dir);
    assert_eq!(files_in(&games).len(), 1, "saved as it starts");
    click(&mut h, "New game or saved game…");
    assert!(files_in(&games).is_empty(), "nothing entered: nothing to resume");
    assert!(h.query_by_label("Resume the New York game of Ann, Bob, Cy").is_none());
    assert!(h.state().new_york_log().is_none());

    // Every entry undone is nothing entered too; one entry is kept (a
    // window at a time: the data folder is locked by the one open).
    drop(h);
    let mut h = new_york_three_players(&dir);
    claim(&mut h, "Chelsea–Soho");
    click(&mut h, "Undo");
    click(&mut h, "New game or saved game…");
    assert!(files_in(&games).is_empty());
    drop(h);
    let mut h = new_york_three_players(&dir);
    claim(&mut h, "Chelsea–Soho");
    click(&mut h, "New game or saved game…");
    assert_eq!(files_in(&games).len(), 1, "a game with an entry is kept");
    assert!(has_label(&h, "Resume the New York game of Ann, Bob, Cy"));
    // Issue 18, item 15: no "No unfinished games." above a game to resume.
    assert!(h.query_by_label("No unfinished games.").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn after_a_new_york_game_the_start_screen_opens_on_new_york() {
    let dir = common::fresh_dir("ui-ny-last-game");
    let settings = dir.join("settings.ron");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_settings(settings.clone()));
    assert!(h.query_by_label("Name of player 1").is_none(), "a first start opens on Tucana");
    click(&mut h, "Ticket to Ride: New York");
    click(&mut h, "3 players");
    for (n, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
        common::ui::type_name(&mut h, n, name);
    }
    click(&mut h, "Start the game");
    claim(&mut h, "Chelsea–Soho");
    click(&mut h, "New game or saved game…");
    assert!(has_label(&h, "Name of player 1"), "back on the New York form");
    drop(h);

    // The next run remembers it.
    let h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_settings(settings));
    assert!(has_label(&h, "Name of player 1"), "{:?}", all_texts(&h));
    let _ = std::fs::remove_dir_all(&dir);
}
