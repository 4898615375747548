//! "Log in BG Stats" in the history's viewer, for both games: the button
//! opens a window with the link's QR code and "Copy link"; a game whose
//! paper total was never typed says which seat instead.

use crate::common;
use crate::common::ui::{all_texts, click, harness, has_label};
use egui_kittest::kittest::{NodeT, Queryable};
use std::time::SystemTime;
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::store::{DataDir, GameStore};

const TWO_PLAYER_PETIT: &str = include_str!("../../examples/two-player-isla-petit.ron");
const PAPER_SEAT: &str = include_str!("../../examples/four-player-isla-grande-real-cards.ron");
const NEW_YORK_THREE: &str = include_str!("../../examples/new-york/three-player.ron");

#[test]
fn a_finished_game_of_either_game_shows_the_qr_code_and_copies_its_link() {
    let dir = common::fresh_dir("ui-bgstats-both");
    let store = GameStore::new(DataDir::at(&dir));
    let mut tucana = TucanaRecord::from_ron(TWO_PLAYER_PETIT).expect("the example reads");
    tucana.played_at = Some(1_764_079_200);
    store.keep_imported_game(&tucana, true, SystemTime::now()).expect("kept");
    let mut ended = NewYorkRecord::from_ron(NEW_YORK_THREE).expect("the example reads");
    ended.actions.push(Action::Finish);
    store.keep_imported_game(&ended, true, SystemTime::now()).expect("kept");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");

    h.get_by_label_contains("Open the Ticket to Ride: New York game played on ").click();
    h.run();
    assert!(h.query_by_label("Copy link").is_none(), "closed until asked");
    click(&mut h, "Log in BG Stats");
    assert!(has_label(&h, "QR code of the BG Stats link"), "{:?}", all_texts(&h));
    click(&mut h, "Copy link");
    assert!(has_label(&h, "Link copied."), "{:?}", all_texts(&h));
    click(&mut h, "Close");
    assert!(h.query_by_label("Copy link").is_none(), "closed");
    click(&mut h, "Back to the history");

    let open = h
        .query_all_by_label_contains("Isla Petit: ")
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("Open ")))
        .expect("the Tucana game's Open");
    open.click();
    h.run();
    click(&mut h, "Log in BG Stats");
    assert!(has_label(&h, "QR code of the BG Stats link"), "{:?}", all_texts(&h));
    assert!(h.query_by_label("Copy link").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_paper_total_never_typed_is_named_instead_of_a_link() {
    let dir = common::fresh_dir("ui-bgstats-paper");
    let store = GameStore::new(DataDir::at(&dir));
    let mut record = TucanaRecord::from_ron(PAPER_SEAT).expect("the example reads");
    record.played_at = Some(1_764_079_200);
    store.keep_imported_game(&record, true, SystemTime::now()).expect("kept");
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    click(&mut h, "History and statistics");
    let open = h
        .query_all_by_label_contains("Isla Grande: ")
        .find(|n| n.accesskit_node().label().is_some_and(|l| l.starts_with("Open ")))
        .expect("the game's Open");
    open.click();
    h.run();
    click(&mut h, "Log in BG Stats");
    assert!(
        has_label(&h, "Type the totals of the sheets kept on paper first (seat 4)."),
        "{:?}",
        all_texts(&h)
    );
    assert!(h.query_by_label("Copy link").is_none() && !has_label(&h, "QR code of the BG Stats link"));
    let _ = std::fs::remove_dir_all(&dir);
}

const EIGHT_PLAYER_GRANDE: &str = include_str!("../../examples/eight-player-isla-grande.ron");

/// The points a module of the code labelled `label` takes on screen,
/// from its drawn square and the modules of `link`'s code (quiet zone of
/// 4 included).
fn module_of(h: &egui_kittest::Harness<'_, TrailpadApp>, label: &str, link: &str) -> f32 {
    let qr = trailpad::ui::table_host::QrModules::encode_long(link).expect("a code");
    let rect = h.get_by_label(label).rect();
    assert!((rect.width() - rect.height()).abs() < 0.5, "{rect:?} is square");
    rect.width() / (qr.width() + 8) as f32
}

/// The BG Stats code of a game of eight (a long link: a code of more
/// than 130 modules a side) is too fine in the window beside the scores
/// at 800×600 (2 points a module); "Larger code" (or a click on it)
/// shows it over the whole window at 3 points or more at every size of
/// the census, and Escape goes back to the window.
#[test]
fn a_long_links_code_is_shown_larger_on_a_click() {
    let dir = common::fresh_dir("ui-bgstats-large");
    let mut record = TucanaRecord::from_ron(EIGHT_PLAYER_GRANDE).expect("the example reads");
    record.played_at = Some(1_764_079_200);
    GameStore::new(DataDir::at(&dir)).keep_imported_game(&record, true, SystemTime::now()).expect("kept");
    let app = TrailpadApp::new().with_store(DataDir::at(&dir));
    let mut h = common::ui::harness_sized(app, egui::vec2(800.0, 600.0));
    click(&mut h, "History and statistics");
    h.get_by_label_contains("Open ").click();
    h.run();
    click(&mut h, "Log in BG Stats");
    h.get_by_label("Copy link").click();
    h.step();
    let link = h
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
        .expect("the link copied");
    h.run();
    let small = module_of(&h, "QR code of the BG Stats link", &link);
    assert!(small < 3.0, "the window's code is {small} points a module: the large view is not needed");

    click(&mut h, "Larger code");
    for size in crate::census::SIZES {
        h.set_size(size);
        h.run();
        let large = module_of(&h, "QR code of the BG Stats link, enlarged", &link);
        assert!(large >= 3.0 && large.fract() == 0.0, "{large} points a module at {size:?}");
        let code = h.get_by_label("QR code of the BG Stats link, enlarged").rect();
        assert!(code.min.x >= 0.0 && code.min.y >= 0.0, "{code:?} in {size:?}");
        assert!(code.max.x <= size.x && code.max.y <= size.y, "{code:?} in {size:?}");
    }
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(!has_label(&h, "QR code of the BG Stats link, enlarged"), "{:?}", all_texts(&h));
    assert!(has_label(&h, "QR code of the BG Stats link"), "the window stays");
    h.get_by_label("QR code of the BG Stats link").click();
    h.run();
    assert!(has_label(&h, "QR code of the BG Stats link, enlarged"), "a click on the code enlarges it too");
    let _ = std::fs::remove_dir_all(&dir);
}
