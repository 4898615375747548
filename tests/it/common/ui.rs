//! Helpers shared by the UI tests (egui_kittest): the app in a harness,
//! reading the screen through its AccessKit labels, and the games the tests
//! start from.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{DeckMode, Setup, TucanaGame};
use trailpad::games::tucana::sheet::{Coord, Sheet};

/// A tiny island with one water–water side (see the file).
pub const TINY_SHEET: &str = include_str!("../../data/tiny-row.ron");

/// The app in a 1280×800 window, after its first frame.
pub fn harness(app: TrailpadApp) -> Harness<'static, TrailpadApp> {
    harness_sized(app, egui::vec2(1280.0, 800.0))
}

/// The app in a window of `size` points, after its first frame.
pub fn harness_sized(app: TrailpadApp, size: egui::Vec2) -> Harness<'static, TrailpadApp> {
    let mut h =
        Harness::builder().with_size(size).build_ui_state(|ui, app: &mut TrailpadApp| app.show(ui), app);
    h.run();
    h
}

/// The game the app is running (panics on a screen without one).
pub fn game<'a>(h: &'a Harness<'_, TrailpadApp>) -> &'a TucanaGame {
    h.state().log().expect("a game runs").game()
}

/// Whether some node on screen has exactly this label.
pub fn has_label(h: &Harness<'_, TrailpadApp>, label: &str) -> bool {
    h.query_all_by_label(label).next().is_some()
}

/// Every text on screen: accessibility labels and values.
pub fn all_texts(h: &Harness<'_, TrailpadApp>) -> Vec<String> {
    h.query_all_by(|_| true)
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .filter(|t| !t.is_empty())
        .collect()
}

/// Clicks the node with exactly this label, then runs a frame.
pub fn click(h: &mut Harness<'_, TrailpadApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Taps one hex, then the other, by their labels; `hex` is the word that
/// starts a hex label in the UI's language ("hex", "case", …).
pub fn tap_trail(h: &mut Harness<'_, TrailpadApp>, hex: &str, from: Coord, to: Coord) {
    for c in [from, to] {
        h.get_by_label_contains(&format!("{hex} {c} ")).click();
        h.run();
    }
}

/// The status message, read from the node whose label (or value) starts
/// with `prefix` ("status: " in English), without that prefix.
pub fn status_line(h: &Harness<'_, TrailpadApp>, prefix: &str) -> String {
    let node = h.get_by_label_contains(prefix);
    let text = node.accesskit_node().label().filter(|l| !l.is_empty()).or_else(|| node.value());
    text.unwrap_or_default().trim_start_matches(prefix).to_string()
}

/// Isla Petit for two, `names` in seats 1 and 2, set-up card 1.
pub fn petit_two_players(names: [&str; 2], deck: DeckMode) -> TucanaLog {
    let setup = Setup { deck, ..super::setup("isla-petit", 2, &names, 1) };
    TucanaLog::new(super::sheet("isla-petit"), setup).unwrap()
}

/// Ann alone on the tiny island ([`TINY_SHEET`]) with real cards.
pub fn tiny_row_solo() -> TucanaLog {
    let sheet = Arc::new(Sheet::from_ron(TINY_SHEET).unwrap());
    let setup = super::setup("tiny-row", 1, &["Ann"], 1);
    TucanaLog::new(sheet, setup).unwrap()
}

/// The English message line, read from the screen ("status: …").
pub fn status(h: &Harness<'_, TrailpadApp>) -> String {
    status_line(h, "status: ")
}

/// The app's message now (empty when there is none).
pub fn message(h: &Harness<'_, TrailpadApp>) -> String {
    h.state().message().map(|m| m.text.clone()).unwrap_or_default()
}

/// Types `path` into the file dialog's field labelled `field` (replacing
/// what is there) and presses `button`.
pub fn choose_file_in(h: &mut Harness<'_, TrailpadApp>, field: &str, path: &std::path::Path, button: &str) {
    h.get_by_label(field).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(field).type_text(&path.display().to_string());
    h.run();
    h.get_by_label(button).click();
    h.run();
}

/// Types a player's name on the New York set-up form.
pub fn type_name(h: &mut Harness<'_, TrailpadApp>, player: u8, name: &str) {
    let field = format!("Name of player {player}");
    h.get_by_label(&field).focus();
    h.run();
    h.get_by_label(&field).type_text(name);
    h.run();
}

/// A New York game of Ann, Bob and Cy, set up through the start screen
/// with its data folder in `dir`.
pub fn new_york_three_players(dir: &std::path::Path) -> Harness<'static, TrailpadApp> {
    let mut h = harness(TrailpadApp::new().with_store(trailpad::store::DataDir::at(dir)));
    click(&mut h, "Ticket to Ride: New York");
    click(&mut h, "3 players");
    for (n, name) in [(1, "Ann"), (2, "Bob"), (3, "Cy")] {
        type_name(&mut h, n, name);
    }
    click(&mut h, "Start the game");
    h
}

/// Taps the New York route whose label starts with `name` (for the player
/// chosen).
pub fn claim(h: &mut Harness<'_, TrailpadApp>, name: &str) {
    h.get_by_label_contains(&format!("{name}, ")).click();
    h.run();
}

/// The window's close button, pressed for one frame; what that frame
/// asked of the window.
pub fn press_close(h: &mut Harness<'_, TrailpadApp>) -> Vec<egui::ViewportCommand> {
    h.input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    h.step();
    let asked = commands(h);
    h.run();
    asked
}

/// What the last frame asked of the window.
pub fn commands(h: &Harness<'_, TrailpadApp>) -> Vec<egui::ViewportCommand> {
    h.output().viewport_output.get(&egui::ViewportId::ROOT).map(|v| v.commands.clone()).unwrap_or_default()
}
