//! Every seat has a name, on paper too (issue 19, "Players, not seats"):
//! "on paper" is a choice per seat of the Tucana form, a paper seat's name
//! is kept in the record (only when given, so older records and their text
//! are unchanged), and it reaches the results, the history and the
//! statistics.

use crate::common;
use crate::common::ui::{all_texts, click, harness};
use egui_kittest::kittest::{NodeT, Queryable};
use std::time::SystemTime;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::{PaperName, PaperTotal, TucanaRecord, TucanaRecordError};
use trailpad::games::tucana::rules::SetupError;
use trailpad::store::{DataDir, GameStore, load_players};
use trailpad::ui::tucana::stats::history_stats;

const FOUR_PLAYER: &str = include_str!("../../examples/four-player-isla-grande-real-cards.ron");

/// The four-player example (seat 4 on paper) with seat 4 named Dana and
/// typed `total`.
fn with_dana(total: u32) -> TucanaRecord {
    let mut record = TucanaRecord::from_ron(FOUR_PLAYER).expect("the example reads");
    record.paper_totals = vec![PaperTotal { seat: 4, total }];
    record.set_paper_names(vec![(4, "Dana".into())]).expect("seat 4 is on paper");
    record
}

#[test]
fn a_paper_seat_named_in_the_form_is_kept_in_the_record_and_the_list() {
    let dir = common::fresh_dir("paper-names-form");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "3");
    h.get_by_label("name in seat 3").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("name in seat 3").type_text("Cleo");
    h.run();
    click(&mut h, "seat 3 on paper");
    assert!(
        all_texts(&h).iter().any(|t| t.starts_with("On paper: the player keeps a paper sheet;")),
        "one line says what on paper means"
    );
    click(&mut h, "Start the game");
    let log = h.state().log().expect("the game started");
    let seats: Vec<u8> = log.game().players().iter().map(|p| p.seat).collect();
    assert_eq!(seats, [1, 2], "seat 3's sheet is on paper");
    assert_eq!(log.record().paper_names, vec![PaperName { seat: 3, name: "Cleo".into() }]);
    assert_eq!(log.record().paper_name(3), Some("Cleo"));
    let (list, _) = load_players(&DataDir::at(&dir).players());
    assert!(list.find("Cleo").is_some(), "a paper player is a player too");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_paper_name_that_repeats_another_name_is_refused_in_the_form() {
    let dir = common::fresh_dir("paper-names-twice");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "seat 2 on paper");
    h.get_by_label("name in seat 2").focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label("name in seat 2").type_text("Player 1");
    h.run();
    click(&mut h, "Start the game");
    assert!(h.state().log().is_none(), "two players cannot share a name, on paper or not");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_paper_name_is_written_only_when_given_and_read_back() {
    let plain = TucanaRecord::from_ron(FOUR_PLAYER).expect("the example reads");
    assert!(!plain.to_ron().expect("writes").contains("paper_names"), "no name, no field");
    let named = with_dana(90);
    let text = named.to_ron().expect("writes");
    assert!(text.contains("    paper_names: [(seat: 4, name: \"Dana\")],\n"), "{text}");
    assert_eq!(TucanaRecord::from_ron(&text).expect("reads back"), named);
    // A name for a seat whose sheet is in the record is refused on reading.
    let forged = text.replace("(seat: 4, name: \"Dana\")", "(seat: 1, name: \"Dana\")");
    let record = TucanaRecord::from_ron(&forged).expect("parses");
    let library = trailpad::games::tucana::sheet::library::SheetLibrary::builtin();
    assert!(matches!(
        record.replay(&library),
        Err(TucanaRecordError::Setup(SetupError::SeatTaken { seat: 1, .. }))
    ));
    // And set_paper_names refuses it, leaving the record as it was.
    let mut again = named.clone();
    assert!(again.set_paper_names(vec![(2, "Eve".into())]).is_err());
    assert_eq!(again, named);
}

#[test]
fn a_paper_seat_s_name_reaches_the_results_the_history_and_the_statistics() {
    let dir = common::fresh_dir("paper-names-history");
    let store = GameStore::new(DataDir::at(&dir));
    // Dana's typed total beats every sheet kept here.
    store.keep_imported_game(&with_dana(400), true, SystemTime::now()).expect("kept");
    let listed = store.finished_games(&trailpad::games::tucana::sheet::library::SheetLibrary::builtin());
    let stats = history_stats(&{ listed }.take::<trailpad::ui::tucana::listed::TucanaSaved>(), |_, _| None);
    let dana = stats.table.players.iter().find(|p| p.name == "Dana").expect("Dana has statistics");
    assert_eq!((dana.games, dana.wins, dana.best), (1, 1, 400));

    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");
    let texts = all_texts(&h);
    assert!(texts.iter().any(|t| t.contains("Dana 400")), "the history row: {texts:?}");
    assert!(!texts.iter().any(|t| t.contains("Seat 4 (on paper)")), "{texts:?}");
    let open = h
        .query_all_by_label_contains("Isla Grande: ")
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("Open ")))
        .expect("the game's Open");
    open.click();
    h.run();
    let texts = all_texts(&h);
    assert!(texts.iter().any(|t| t.contains("Dana wins!")), "the results: {texts:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
