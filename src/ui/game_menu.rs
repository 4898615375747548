//! The play screen's "Game" menu: a new game, the saved games and history,
//! export and import, playing with phones.

use crate::ui::lang::tr;
use egui::Ui;

/// A choice in the Game menu.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuIntent {
    /// Open the start screen (new game, saved games).
    OpenWizard,
    /// Open the history of finished games.
    OpenHistory,
    /// Export the running game's record to a file.
    ExportRecord,
    /// Export the shown sheet as a PNG picture.
    ExportPng,
    /// Import a game record from a file.
    Import,
    /// Table mode: every player joins the running game from their phone.
    PlayWithPhones,
}

/// A "Game" menu button; returns the choice made.
pub fn game_menu_ui(ui: &mut Ui) -> Option<MenuIntent> {
    let mut chosen = None;
    ui.menu_button(tr(ui, "menu-game"), |ui| {
        for (key, intent) in [
            ("menu-new", MenuIntent::OpenWizard),
            ("menu-history", MenuIntent::OpenHistory),
            ("menu-export-record", MenuIntent::ExportRecord),
            ("menu-export-png", MenuIntent::ExportPng),
            ("menu-import", MenuIntent::Import),
            ("menu-play-phones", MenuIntent::PlayWithPhones),
        ] {
            if ui.button(tr(ui, key)).clicked() {
                chosen = Some(intent);
                ui.close();
            }
        }
    });
    chosen
}
