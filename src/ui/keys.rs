//! Keyboard-only play: the keys that finish a turn (N, P) and the help
//! line that lists every key, never cut (where the arrow keys take the
//! map's cursor is [`crate::ui::cursor`]).
//!
//! Keys on the play screen:
//! - arrows move the cursor over the hexes, Enter or Space picks the hex
//!   under it (first end, then second end of a trail), Escape drops the pick;
//! - D F M W A enter the revealed cards (see [`crate::ui::tucana::cards`]);
//! - N goes on: reveals the app deck's next cards, shows the next sheet still
//!   to play, or leaves the scores for the map;
//! - P is "No trail this turn" when the shown sheet has no legal trail;
//! - Ctrl+Z / Ctrl+Shift+Z undo and redo; Ctrl+Plus / Ctrl+Minus / Ctrl+0
//!   scale the whole UI (egui's own zoom).

use crate::games::tucana::sheet::Sheet;
use crate::ui::lang::tr;
use crate::ui::theme;
use egui::{Key, Modifiers, RichText, Ui};

/// The key that goes on to what comes next (next cards, next sheet).
pub const NEXT_KEY: Key = Key::N;
/// The key for "No trail this turn".
pub const PASS_KEY: Key = Key::P;

/// Whether single-key shortcuts may fire: not while the person types in a
/// text field.
pub fn shortcuts_allowed(ui: &Ui) -> bool {
    !ui.ctx().text_edit_focused()
}

/// Whether Space and Enter are free for the play screen's own use: no
/// widget has the keyboard focus, or only a hex of the map (a button reached
/// with Tab takes them itself, as a click).
pub fn enter_space_free(ui: &Ui, sheet: &Sheet) -> bool {
    match ui.memory(egui::Memory::focused) {
        None => true,
        Some(id) => sheet.hexes().iter().any(|h| crate::ui::cursor::hex_id(h.coord) == id),
    }
}

/// A key that finishes or moves on a turn. What it does depends on the
/// game, which is the app's decision.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyIntent {
    /// N: go on to what comes next.
    Next,
    /// P: "No trail this turn".
    Pass,
}

/// Whether N or P was pressed this frame (not while typing in a field).
pub fn finish_keys(ui: &Ui) -> Option<KeyIntent> {
    if !shortcuts_allowed(ui) {
        return None;
    }
    let (next, pass) = ui
        .input_mut(|i| (i.consume_key(Modifiers::NONE, NEXT_KEY), i.consume_key(Modifiers::NONE, PASS_KEY)));
    if next {
        Some(KeyIntent::Next)
    } else if pass {
        Some(KeyIntent::Pass)
    } else {
        None
    }
}

/// The words that list the play screen's keys, under the message line.
pub fn help_text(ui: &Ui) -> String {
    tr(ui, "keys-help")
}

/// A list of keys under the message line, never cut: on one line where it
/// fits; else a "Keys…" button that shows it wrapped (and hides it again),
/// so a narrow window keeps its room for the map.
pub fn keys_line_ui(ui: &mut Ui, text: &str) {
    if keys_fit(ui, text) {
        ui.add(egui::Label::new(keys_rich(ui, text)).extend());
        return;
    }
    if keys_toggle_ui(ui) {
        keys_text_ui(ui, text);
    }
}

/// Whether the keys' words fit on one line of the room left.
pub fn keys_fit(ui: &Ui, text: &str) -> bool {
    let font = egui::TextStyle::Small.resolve(ui.style());
    let width = ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE).size().x);
    width <= ui.available_width()
}

/// The keys' words as shown: small and muted.
fn keys_rich(ui: &Ui, text: &str) -> RichText {
    RichText::new(text).color(theme::muted_text(ui)).small()
}

/// The "Keys…" button (or "Hide keys" while they are shown); whether the
/// keys are to be shown after this frame's click.
pub fn keys_toggle_ui(ui: &mut Ui) -> bool {
    // One keys line is shown at a time: its choice holds for every screen.
    let id = egui::Id::unique("keys-line-open");
    let open = ui.data(|d| d.get_temp::<bool>(id)).unwrap_or(false);
    let button = if open { "keys-hide" } else { "keys-show" };
    if ui.small_button(tr(ui, button)).clicked() {
        ui.data_mut(|d| d.insert_temp(id, !open));
        return !open;
    }
    open
}

/// The keys' words, wrapped to the room left.
pub fn keys_text_ui(ui: &mut Ui, text: &str) {
    ui.add(egui::Label::new(keys_rich(ui, text)).wrap());
}
