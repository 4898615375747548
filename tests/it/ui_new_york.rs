//! *Ticket to Ride: New York* on the desktop, driven by the labels on
//! screen: set-up through the start screen, claims by route labels,
//! tickets, refusals, undo/redo, the pad against the engine, and the save
//! in `games/` listed (never moved to `damaged/`).

use crate::common;
use crate::one_game::OneGame;

use crate::common::files_in;
use crate::common::ui::{
    all_texts, claim, click, harness, has_label, message, new_york_three_players, type_name,
};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{NewYorkRecord, TaxiColour};
use trailpad::i18n::Translator;
use trailpad::i18n::new_york::PadRow;
use trailpad::store::DataDir;

fn choose_player(h: &mut Harness<'_, TrailpadApp>, name_and_colour: &str) {
    h.get_by_label_contains(name_and_colour).click();
    h.run();
}

#[test]
fn a_three_player_game_is_entered_by_labels_and_the_pad_matches_the_engine() {
    let dir = common::fresh_dir("ui-ny-three");
    let mut h = new_york_three_players(&dir);
    let log = h.state().new_york_log().expect("a New York game runs");
    let players = &log.game().setup().players;
    assert_eq!(players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["Ann", "Bob", "Cy"]);
    assert_eq!(
        players.iter().map(|p| p.colour).collect::<Vec<_>>(),
        [TaxiColour::Blue, TaxiColour::Purple, TaxiColour::White]
    );
    assert!(has_label(&h, "Times Square, Tourist Attraction"), "locations are labelled");

    // Ann keeps a ticket; it is not complete yet, and says what is missing.
    click(&mut h, "Lower East Side–Wall Street (2)");
    assert!(
        has_label(&h, "Lower East Side–Wall Street (2): −2 · not completed · 2 spaces still to claim"),
        "{:?}",
        all_texts(&h)
    );
    claim(&mut h, "Lower East Side–Chinatown");
    assert_eq!(message(&h), "Ann claims Lower East Side–Chinatown");
    claim(&mut h, "Chinatown–Wall Street (green)");
    assert!(has_label(&h, "Lower East Side–Wall Street (2): +2 · completed"), "{:?}", all_texts(&h));

    // The other route of the Double Route is refused to Ann, with the reason.
    claim(&mut h, "Chinatown–Wall Street (pink)");
    assert_eq!(
        message(&h),
        "Ann already holds Chinatown–Wall Street (green): one player cannot claim both routes of a Double Route"
    );
    assert!(all_texts(&h).iter().any(|t| t.contains("cannot claim both routes of a Double Route")));
    assert_eq!(h.state().new_york_log().unwrap().record().actions.len(), 3);

    // Bob may take it (3 players); Ann's ticket cannot be ticked for Bob.
    choose_player(&mut h, "Bob (purple)");
    claim(&mut h, "Chinatown–Wall Street (pink)");
    assert!(has_label(&h, "kept by Ann"));
    // The last tickets of the list are scrolled to, as a hand does.
    h.get_by_label("Chelsea–Brooklyn (8)").scroll_to_me();
    h.run();
    click(&mut h, "Chelsea–Brooklyn (8)");
    claim(&mut h, "Chelsea–Soho");
    choose_player(&mut h, "Cy (white)");
    claim(&mut h, "Central Park–United Nations");
    click(&mut h, "Central Park–Chelsea (5)");

    // Undo with the button, redo with Ctrl+Shift+Z.
    let before = h.state().new_york_log().unwrap().record().clone();
    click(&mut h, "Undo");
    let game = h.state().new_york_log().unwrap().game();
    assert!(game.tickets_of(3).is_empty(), "Cy's ticket is undone");
    assert!(message(&h).starts_with("Undone: Cy keeps Central Park–Chelsea (5)"), "{}", message(&h));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(h.state().new_york_log().unwrap().record(), &before);
    // Cy takes a route back by tapping it again.
    claim(&mut h, "Central Park–United Nations");
    assert_eq!(message(&h), "Central Park–United Nations taken back");
    claim(&mut h, "Central Park–United Nations");

    // The pad on screen is the engine's score of the saved record.
    let file = h.state().new_york_file().unwrap().to_path_buf();
    let record = NewYorkRecord::from_ron(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(&record, h.state().new_york_log().unwrap().record(), "every entry is saved");
    let game = record.replay().unwrap();
    let scores = game.scores();
    let t = Translator::new(trailpad::i18n::Language::English);
    for s in &scores.players {
        let name = &game.player(s.player).unwrap().name;
        for row in PadRow::ALL {
            let expected = trailpad::ui::new_york::pad::pad_value(s, row);
            let label = format!("{} of {name}: {expected}", t.new_york_pad_row(row));
            assert!(has_label(&h, &label), "{label} in {:?}", all_texts(&h));
        }
    }
    let ann = &scores.players[0];
    assert_eq!((ann.completed, ann.tickets), (1, 2));
    assert_eq!(scores.players[1].failed, 1);
    // Nobody ended the game yet: the pad names who leads, not a winner.
    assert!(has_label(&h, "Leading: Ann"), "{:?}", all_texts(&h));
    assert!(!all_texts(&h).iter().any(|t| t.starts_with("Winner")), "{:?}", all_texts(&h));
}

#[test]
fn a_new_york_save_is_listed_resumed_and_never_moved_to_damaged() {
    let dir = common::fresh_dir("ui-ny-saved");
    let record = {
        let mut h = new_york_three_players(&dir);
        claim(&mut h, "Chelsea–Soho");
        h.state().new_york_log().unwrap().record().clone()
    };
    let games = DataDir::at(&dir).games();
    assert_eq!(files_in(&games).len(), 1);
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    assert!(!DataDir::at(&dir).damaged().exists(), "nothing was moved aside");
    assert_eq!(files_in(&games).len(), 1, "the New York save stays in games/");
    assert!(!all_texts(&h).iter().any(|t| t.contains("damaged")), "{:?}", all_texts(&h));
    // Only a New York game to resume: it has its own heading, and no
    // empty "Unfinished games" stands above it.
    assert!(!has_label(&h, "Unfinished games"), "{:?}", all_texts(&h));
    click(&mut h, "Resume the New York game of Ann, Bob, Cy");
    assert_eq!(h.state().new_york_log().unwrap().record(), &record);
    assert!(has_label(&h, "Chelsea–Soho, pink, 4 spaces: claimed by Ann"), "{:?}", all_texts(&h));
}

/// Issue 30: a game whose window was closed before anything was entered
/// is listed as such, with when it was set up, not as "0 entries"; a game
/// with entries counts them.
#[test]
fn a_game_left_before_any_entry_says_so_on_the_start_screen() {
    let dir = common::fresh_dir("ui-ny-saved-empty");
    {
        let mut h = new_york_three_players(&dir);
        common::ui::press_close(&mut h);
    }
    let h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    let texts = all_texts(&h);
    assert!(has_label(&h, "Ann, Bob, Cy · nothing entered yet"), "{texts:?}");
    assert!(has_label(&h, "started just now"), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("0 entries")), "{texts:?}");
    drop(h);
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "Resume the New York game of Ann, Bob, Cy");
    claim(&mut h, "Chelsea–Soho");
    common::ui::press_close(&mut h);
    drop(h);
    let h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    assert!(has_label(&h, "Ann, Bob, Cy · 1 entry"), "{:?}", all_texts(&h));
}

#[test]
fn a_refused_set_up_says_why_on_the_start_screen() {
    let dir = common::fresh_dir("ui-ny-setup");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "Ticket to Ride: New York");
    type_name(&mut h, 1, "Ann");
    type_name(&mut h, 2, "Ann");
    click(&mut h, "Start the game");
    assert!(h.state().new_york_log().is_none());
    assert!(has_label(&h, "Two players are called Ann: names must differ"), "{:?}", all_texts(&h));
}

#[test]
fn new_york_records_in_games_and_history_are_left_alone_by_the_tucana_lists() {
    use trailpad::store::GameStore;
    use trailpad::store::load_user_sheets;
    let dir = common::fresh_dir("ui-ny-store");
    let data = DataDir::at(&dir);
    std::fs::create_dir_all(data.games()).unwrap();
    std::fs::create_dir_all(data.history()).unwrap();
    let three = include_str!("../../examples/new-york/three-player.ron");
    std::fs::write(data.games().join("ny.ron"), three).unwrap();
    std::fs::write(data.history().join("ny-old.ron"), three).unwrap();
    let store = GameStore::new(data.clone());
    let library = load_user_sheets(None);
    let (games, damaged) = store.unfinished(&library);
    assert!(games.is_empty() && damaged.is_empty(), "{damaged:?}");
    let (history, damaged) = store.history(&library);
    assert!(history.is_empty() && damaged.is_empty(), "{damaged:?}");
    assert!(data.games().join("ny.ron").is_file() && data.history().join("ny-old.ron").is_file());
    let listed = store.new_york_games();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].record, NewYorkRecord::from_ron(three).unwrap());
}

#[test]
fn a_new_york_game_is_deleted_from_the_start_screen_after_a_question() {
    let dir = common::fresh_dir("ui-ny-delete");
    let mut h = new_york_three_players(&dir);
    // A game left with nothing entered is not kept: one entry makes it a
    // game to resume (or delete).
    claim(&mut h, "Chelsea–Soho");
    let file = h.state().new_york_file().expect("saved").to_path_buf();
    click(&mut h, "New game or saved game…");
    click(&mut h, "Delete the New York game of Ann, Bob, Cy");
    assert!(has_label(&h, "Delete this game for good? This cannot be undone."), "asked first");
    assert!(h.query_by_label("Resume the New York game of Ann, Bob, Cy").is_none(), "no resume while asked");
    click(&mut h, "Keep it");
    assert!(file.exists(), "kept");
    click(&mut h, "Delete the New York game of Ann, Bob, Cy");
    click(&mut h, "Yes, delete the New York game of Ann, Bob, Cy");
    assert!(!file.exists(), "deleted after the question");
    assert!(h.query_by_label("Resume the New York game of Ann, Bob, Cy").is_none(), "no longer listed");
    assert_eq!(message(&h), "The game was deleted.");
    let _ = std::fs::remove_dir_all(&dir);
}
