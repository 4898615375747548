//! The play screen's "Game" menu: a new game, the saved games and history,
//! export and import, and the settings.

use crate::app::Intent;
use crate::ui::lang::tr;
use egui::Ui;

/// A "Game" menu button; the choice made is pushed to `intents`.
pub fn game_menu_ui(ui: &mut Ui, intents: &mut Vec<Intent>) {
    ui.menu_button(tr(ui, "menu-game"), |ui| {
        for (key, intent) in [
            ("menu-new", Intent::OpenWizard),
            ("menu-history", Intent::OpenHistory),
            ("menu-export-record", Intent::ExportRecord),
            ("menu-export-png", Intent::ExportPng),
            ("menu-import", Intent::Import),
        ] {
            if ui.button(tr(ui, key)).clicked() {
                intents.push(intent);
                ui.close();
            }
        }
    });
}
