//! The start screen's list of unfinished games draws only the rows near
//! the view (issue 16, start-up: the first frame no longer lays out fifty
//! rows), and still shows and opens every row once scrolled to, Tucana and
//! New York alike.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use crate::common::ui::{harness, petit_two_players};
use egui::{Event, Modifiers, MouseWheelSource, MouseWheelUnit, TouchPhase, pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::record::NewYorkRecord;
use trailpad::games::tucana::rules::DeckMode;
use trailpad::store::{DataDir, GameStore};

const TUCANA_GAMES: usize = 30;
const NEW_YORK_GAMES: usize = 8;

/// Writes the games; returns each file with the label of its Resume button.
fn write_games(dir: &Path) -> Vec<(PathBuf, String)> {
    let data = DataDir::at(dir);
    std::fs::create_dir_all(data.games()).unwrap();
    let store = GameStore::new(data.clone());
    let mut rows = Vec::new();
    for i in 0..TUCANA_GAMES {
        let (a, b) = (format!("Ann{i:02}"), format!("Bob{i:02}"));
        let log = petit_two_players([&a, &b], DeckMode::RealCards);
        let path = data.games().join(format!("game-{}.ron", 1_700_000_000 + i));
        store.save_game(&path, log.record()).unwrap();
        rows.push((path, format!("Resume Isla Petit · {a} and {b} ·")));
    }
    for i in 0..NEW_YORK_GAMES {
        let mut record =
            NewYorkRecord::from_ron(include_str!("../../examples/new-york/two-player.ron")).unwrap();
        record.actions.truncate(1);
        let (a, b) = (format!("Cy{i:02}"), format!("Di{i:02}"));
        record.setup.players[0].name = a.clone();
        record.setup.players[1].name = b.clone();
        let path = data.games().join(format!("game-{}.ron", 1_600_000_000 + i));
        store.save_game(&path, &record).unwrap();
        rows.push((path, format!("Resume the New York game of {a}, {b}")));
    }
    rows
}

/// The Resume buttons on screen now.
fn resume_buttons(h: &Harness<'_, TrailpadApp>) -> BTreeSet<String> {
    h.query_all_by_label_contains("Resume ").filter_map(|n| n.accesskit_node().label()).collect()
}

/// Turns the mouse wheel over the list of unfinished games.
fn scroll_list(h: &mut Harness<'_, TrailpadApp>) {
    h.hover_at(pos2(150.0, 400.0));
    h.event(Event::MouseWheel {
        unit: MouseWheelUnit::Point,
        delta: vec2(0.0, -150.0),
        phase: TouchPhase::Move,
        source: MouseWheelSource::Wheel,
        modifiers: Modifiers::NONE,
    });
    h.run();
}

/// Scrolls down until the Resume button whose label starts with `label`
/// is well inside the list in view (a row just beyond its edge is drawn
/// too, for Tab); false when the list ends first.
fn scroll_to(h: &mut Harness<'_, TrailpadApp>, label: &str) -> bool {
    let in_view = egui::Rect::from_min_max(pos2(0.0, 60.0), pos2(360.0, 800.0));
    for _ in 0..200 {
        if h.query_all_by_label_contains(label).any(|n| in_view.contains_rect(n.rect())) {
            return true;
        }
        scroll_list(h);
    }
    false
}

#[test]
fn only_the_rows_in_view_are_drawn_and_scrolling_shows_every_one() {
    let dir = common::fresh_dir("saved-rows-shown");
    let rows = write_games(&dir);
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
    let first = resume_buttons(&h);
    assert!(!first.is_empty(), "the first rows are drawn");
    assert!(first.len() < rows.len() / 2, "not every row is laid out on the first frame: {}", first.len());
    let mut seen = first;
    for _ in 0..200 {
        scroll_list(&mut h);
        seen.extend(resume_buttons(&h));
    }
    for (_, label) in &rows {
        assert!(seen.iter().any(|l| l.starts_with(label)), "{label:?} was never shown: {seen:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_row_opens_its_game_once_scrolled_to() {
    let dir = common::fresh_dir("saved-rows-open");
    let rows = write_games(&dir);
    let template = dir.with_extension("template");
    let _ = std::fs::remove_dir_all(&template);
    std::fs::rename(&dir, &template).unwrap();
    for (path, label) in &rows {
        // A fresh copy each time: opening a game may rewrite its file.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("games")).unwrap();
        for entry in std::fs::read_dir(template.join("games")).unwrap() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), dir.join("games").join(entry.file_name())).unwrap();
        }
        let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)));
        assert!(scroll_to(&mut h, label), "{label:?} is reached by scrolling");
        h.get_by_label_contains(label).click();
        h.run();
        assert_eq!(h.state().game_file(), Some(path.as_path()), "{label:?} opened its own game");
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&template);
}
