//! The new game wizard, driven by its labels.

use crate::common;

use crate::common::ui::TINY_SHEET;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::rules::{DeckMode, SetupCard};

/// The app on its start screen.
fn harness() -> Harness<'static, TrailpadApp> {
    common::ui::harness(TrailpadApp::new())
}

#[test]
fn solo_petit_starts_in_one_click() {
    let mut h = harness();
    h.get_by_label("Solo on Isla Petit — start now").click();
    h.run();
    let game = h.state().log().expect("the game started").game();
    assert_eq!(game.sheet().id(), "isla-petit");
    assert_eq!(game.players().len(), 1);
    assert!(matches!(game.setup().deck, DeckMode::AppDeck { .. }));
    h.get_by_label("Reveal next cards  (Space)").click();
    h.run();
    assert!(h.state().log().unwrap().game().turn_cards().is_some());
}

#[test]
fn typed_setup_letters_are_checked_and_a_table_of_four_starts() {
    let mut h = harness();
    h.get_by_label("4").click();
    h.run();
    h.get_by_label("Isla Grande").click();
    h.run();
    h.get_by_label("type its letters").click();
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    assert!(h.state().log().is_none(), "no game with an empty card");
    assert!(h.query_by_label_contains("Set-up card: a set-up card has 10 letters, not 0").is_some());

    // Seat 3 plays elsewhere.
    h.get_by_label("seat 3 on paper").click();
    h.run();
    h.get_by_label("set-up card letters").focus();
    h.run();
    h.get_by_label("set-up card letters").type_text("CEBAEDCDAB");
    h.run();
    h.get_by_label("name in seat 1").focus();
    h.run();
    h.get_by_label("name in seat 1").type_text(" the Mayor");
    h.run();
    assert!(h.query_by_label("a valid card").is_some());
    h.get_by_label("Start the game").click();
    h.run();
    let game = h.state().log().expect("the game started").game();
    assert_eq!(game.sheet().id(), "isla-grande");
    assert_eq!(game.setup().table_size, 4);
    assert_eq!(game.players().iter().map(|p| p.seat).collect::<Vec<_>>(), vec![1, 2, 4]);
    assert_eq!(game.setup().setup_card, SetupCard::Letters("CEBAEDCDAB".into()));
    assert_eq!(game.setup().deck, DeckMode::RealCards);
    assert_eq!(game.players()[0].name, "Player 1 the Mayor");
}

#[test]
fn user_islands_are_offered_and_broken_ones_reported() {
    let dir = common::fresh_dir("ui-sheets");
    std::fs::write(dir.join("tiny.ron"), TINY_SHEET).unwrap();
    std::fs::write(dir.join("broken.ron"), "(format: 1, id: \"x\"").unwrap();
    let library = trailpad::store::load_user_sheets(Some(&dir));

    let app = TrailpadApp::new().with_sheet_library(library);
    let mut h = common::ui::harness(app);
    assert!(h.query_by_label_contains("Island file skipped").is_some(), "the broken file is reported");
    assert!(h.query_by_label_contains("broken.ron").is_some());
    h.get_by_label("Tiny Row").click();
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    let log = h.state().log().expect("a game on the user island");
    assert_eq!(log.game().sheet().id(), "tiny-row");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_wizard_remembers_names_and_choices_for_a_rematch() {
    let dir = common::fresh_dir("ui-settings");
    let path = dir.join("settings.ron");

    // First game: three players, the app's deck, names typed in.
    let app = TrailpadApp::new().with_settings(path.clone());
    let mut h = common::ui::harness(app);
    h.get_by_label("3").click();
    h.run();
    h.get_by_label("name in seat 1").click();
    h.run();
    h.get_by_label("name in seat 1").type_text("Zoé");
    h.run();
    h.get_by_label("the app's own deck").click();
    h.run();
    h.get_by_label("Start the game").click();
    h.run();
    let first = h.state().log().expect("a game").game().players()[0].name.clone();
    assert!(first.ends_with("Zoé"), "{first}");
    let saved = trailpad::store::Settings::load(&path);
    assert_eq!(saved.wizard.table_size, Some(3));
    assert!(saved.wizard.app_deck);
    assert_eq!(saved.known_names.first(), Some(&first));

    // Next start: the wizard comes back with the same table and offers the names.
    let app = TrailpadApp::new().with_settings(path.clone());
    let mut h = common::ui::harness(app);
    // The name is back in its seat; its chip is not offered a second time
    // (issue 19: a chip already used in the form is not offered twice).
    let seat_1 = h.get_by_label("name in seat 1").accesskit_node().value().unwrap_or_default().to_string();
    assert_eq!(seat_1, first);
    assert!(h.query_by_label(&first).is_none(), "the chip of a seated name is not offered");
    h.get_by_label("Start the game").click();
    h.run();
    let game = h.state().log().expect("a rematch").game();
    assert_eq!(game.setup().table_size, 3);
    assert_eq!(game.players()[0].name, first);
    assert!(matches!(game.setup().deck, trailpad::games::tucana::rules::DeckMode::AppDeck { .. }));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_known_name_fills_the_next_seat_with_a_default_name() {
    let sheets =
        trailpad::games::tucana::sheet::builtin_sheets().into_iter().map(std::sync::Arc::new).collect();
    let mut w = trailpad::ui::tucana::form::TucanaForm::new(sheets);
    w.seats[0].name = "Ann".into();
    w.fill_known_name("Bob");
    assert_eq!(w.seats[1].name, "Bob");
    w.fill_known_name("Bob");
    assert_eq!(w.seats[1].name, "Bob", "a name already seated is not added twice");
    w.fill_known_name("Cleo");
    assert_eq!(
        (w.seats[0].name.as_str(), w.seats[1].name.as_str()),
        ("Ann", "Bob"),
        "only two seats at the table"
    );
}

#[test]
fn default_seat_names_are_not_remembered_as_names_used_before() {
    let dir = common::fresh_dir("ui-default-names");
    let path = dir.join("settings.ron");
    let app = TrailpadApp::new().with_settings(path.clone());
    let mut h = common::ui::harness(app);
    h.get_by_label("Start the game").click();
    h.run();
    assert_eq!(h.state().log().expect("a game").game().players()[0].name, "Player 1");
    assert!(trailpad::store::Settings::load(&path).known_names.is_empty(), "\"Player 1\" is no one's name");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The wizard with "type its letters" chosen and `letters` typed.
fn typed_card(letters: &str) -> Harness<'static, TrailpadApp> {
    let mut h = harness();
    h.get_by_label("type its letters").click();
    h.run();
    h.get_by_label("set-up card letters").focus();
    h.run();
    h.get_by_label("set-up card letters").type_text(letters);
    h.run();
    h
}

#[test]
fn a_typed_letter_string_that_is_no_printed_card_is_refused() {
    // Each letter twice, as on a card, but on none of the 13 from any letter.
    let mut h = typed_card("DCEABBACDE");
    let reason = "these letters are on none of the 13 set-up cards, read clockwise from any letter";
    assert!(h.query_by_label(reason).is_some(), "said at once, under the field");
    assert!(h.query_by_label("a valid card").is_none());
    h.get_by_label("Start the game").click();
    h.run();
    assert!(h.state().log().is_none(), "no game on a card that does not exist");
    assert!(h.query_by_label(&format!("Set-up card: {reason}")).is_some());
}

#[test]
fn a_rotation_of_a_printed_card_is_accepted_and_gives_that_card() {
    // Card 7 (BDCAEBEDCA) read from its fourth letter.
    let mut h = typed_card("AEBEDCABDC");
    assert!(
        h.query_by_label("a printed card, typed from another letter: from the top it reads BDCAEBEDCA")
            .is_some()
    );
    h.get_by_label("Start the game").click();
    h.run();
    let game = h.state().log().expect("the game started").game();
    assert_eq!(game.setup().setup_card, SetupCard::Letters("BDCAEBEDCA".into()));
    // Seat 1 writes the card's first letter in village 1.
    assert_eq!(
        trailpad::games::tucana::rules::setup_cards::letters_to_string(&game.players()[0].letters),
        "BDCAEBEDCA"
    );
}

#[test]
fn the_pick_list_shows_the_cards_letters() {
    let mut h = harness();
    let value = |h: &Harness<'_, TrailpadApp>| {
        h.get_by_label("set-up card").accesskit_node().value().unwrap_or_default().to_string()
    };
    assert_eq!(value(&h), "CEBAEDCDAB");
    h.get_by_label("set-up card").click();
    h.run();
    // The thirteen cards by their letters, no "card 1…13".
    for card in trailpad::games::tucana::rules::setup_cards::SETUP_CARDS {
        assert!(h.query_by_label(card).is_some(), "{card} offered");
    }
    assert!(h.query_by_label_contains("card 13").is_none());
    h.get_by_label("ADCBDACEBE").click();
    h.run();
    h.run();
    assert_eq!(value(&h), "ADCBDACEBE");
}

#[test]
fn many_user_islands_are_one_drop_down_list_and_the_skipped_files_are_counted() {
    let dir = common::fresh_dir("ui-many-sheets");
    for i in 0..40 {
        let text = TINY_SHEET
            .replace("tiny-row", &format!("tiny-{i:02}"))
            .replace("Tiny Row", &format!("Tiny {i:02}"));
        std::fs::write(dir.join(format!("t-{i:02}.ron")), text).unwrap();
    }
    for i in 0..30 {
        std::fs::write(dir.join(format!("z-{i:02}.ron")), "(format: 1").unwrap();
    }
    let library = trailpad::store::load_user_sheets(Some(&dir));
    assert_eq!(library.sheets.len(), 42);
    let mut h =
        common::ui::harness_sized(TrailpadApp::new().with_sheet_library(library), egui::vec2(800.0, 600.0));
    // No button per island: the list is closed until opened.
    assert!(h.query_by_label("Tiny 07").is_none(), "islands are not 40 radio buttons");
    // Twenty files named, the rest counted.
    assert!(h.query_by_label_contains("… and 10 more island files (not listed)").is_some());
    assert!(h.query_by_label_contains("z-19.ron").is_some());
    assert!(h.query_by_label_contains("z-20.ron").is_none());
    // The list shows the chosen island and opens on a click.
    h.get_by_label("Island: Isla Petit").click();
    h.run();
    assert!(h.query_by_label("Tiny 07").is_some(), "the open list offers every island");
    let _ = std::fs::remove_dir_all(&dir);
}
