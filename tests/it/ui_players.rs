//! The player list on the new-game forms (issue 19, "Players, not seats"):
//! names used before as one-tap chips in the order last used, a tap fills
//! the next empty name field, a chip used in the form is not offered again,
//! starting a game records its players, and the New York form remembers
//! its table.

use crate::common;
use crate::common::ui::{click, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use trailpad::app::TrailpadApp;
use trailpad::games::players::PlayerList;
use trailpad::store::{DataDir, load_players, save_players};

fn field(h: &Harness<'_, TrailpadApp>, label: &str) -> String {
    h.get_by_label(label).accesskit_node().value().unwrap_or_default().to_string()
}

/// A data folder whose list met Bob, then Ann, then Cy.
fn folder_with_three(name: &str) -> std::path::PathBuf {
    let dir = common::fresh_dir(name);
    let mut list = PlayerList::default();
    for (who, when) in [("Bob", 1_000), ("Ann", 2_000), ("Cy", 3_000)] {
        list.record_game([(who, None)], when);
    }
    save_players(&list, &DataDir::at(&dir).players()).expect("the list is written");
    dir
}

fn app(dir: &std::path::Path) -> TrailpadApp {
    TrailpadApp::new().with_settings(dir.join("settings.ron")).with_store(DataDir::at(dir))
}

/// The chips' left edges, in the order of `names`.
fn chip_x(h: &Harness<'_, TrailpadApp>, names: &[&str]) -> Vec<f32> {
    names.iter().map(|n| h.get_by_label(n).rect().left()).collect::<Vec<_>>()
}

#[test]
fn tucana_chips_come_in_last_used_order_and_fill_the_next_empty_name() {
    let dir = folder_with_three("players-chips-tucana");
    let mut h = harness(app(&dir));
    let x = chip_x(&h, &["Cy", "Ann", "Bob"]);
    assert!(x[0] < x[1] && x[1] < x[2], "Cy, Ann, Bob: the most recent first ({x:?})");
    click(&mut h, "Ann");
    assert_eq!(field(&h, "name in seat 1"), "Ann", "the first seat still had its default name");
    assert!(h.query_by_label("Ann").is_none(), "a chip used in this form is not offered twice");
    click(&mut h, "Bob");
    assert_eq!((field(&h, "name in seat 1"), field(&h, "name in seat 2")), ("Ann".into(), "Bob".into()));
    // Both seats are named: Cy's chip has no empty field to fill.
    click(&mut h, "Cy");
    assert_eq!((field(&h, "name in seat 1"), field(&h, "name in seat 2")), ("Ann".into(), "Bob".into()));
    click(&mut h, "Start the game");
    assert!(h.state().log().is_some(), "the game started");
    // Starting recorded its players: Bob and Ann are now the last used.
    let (list, damage) = load_players(&DataDir::at(&dir).players());
    assert_eq!(damage, None);
    let order = list.names_by_last_use();
    assert_eq!(order.len(), 3);
    assert_eq!(order[2], "Cy", "Cy did not play this one: {order:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn new_york_chips_fill_the_next_empty_name_and_the_form_remembers_its_table() {
    let dir = folder_with_three("players-chips-new-york");
    let mut h = harness(app(&dir));
    click(&mut h, "Ticket to Ride: New York");
    click(&mut h, "3 players");
    let x = chip_x(&h, &["Cy", "Ann", "Bob"]);
    assert!(x[0] < x[1] && x[1] < x[2], "Cy, Ann, Bob: the most recent first ({x:?})");
    common::ui::type_name(&mut h, 1, "Dee");
    click(&mut h, "Bob");
    assert_eq!(field(&h, "Name of player 2"), "Bob", "player 1's field was not empty");
    assert!(h.query_by_label("Bob").is_none(), "a chip used in this form is not offered twice");
    click(&mut h, "Cy");
    assert_eq!(field(&h, "Name of player 3"), "Cy");
    click(&mut h, "Start the game");
    assert!(h.state().new_york_log().is_some(), "the New York game started");
    let (list, _) = load_players(&DataDir::at(&dir).players());
    assert!(list.find("Dee").is_some(), "a new player joins the list");
    assert_eq!(list.find("Bob").and_then(|p| p.colour), Some(trailpad::games::new_york::TaxiColour::Purple));
    drop(h);

    // The next start: the New York form comes back with three players.
    let h = harness(app(&dir));
    assert_eq!(field(&h, "Name of player 1"), "Dee");
    assert_eq!(field(&h, "Name of player 2"), "Bob");
    assert_eq!(field(&h, "Name of player 3"), "Cy");
    assert!(h.query_by_label("Ann").is_some(), "Ann is not at this table: still offered");
    let _ = std::fs::remove_dir_all(&dir);
}
