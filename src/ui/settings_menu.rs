//! The settings menu: language and theme, changed at once and remembered.

use crate::app::Intent;
use crate::i18n::Language;
use crate::store::ThemeChoice;
use crate::ui::lang::tr;
use egui::Ui;

/// A "Settings" menu button; the choices made are pushed to `intents`.
pub fn settings_menu_ui(ui: &mut Ui, language: Language, theme: ThemeChoice, intents: &mut Vec<Intent>) {
    ui.menu_button(tr(ui, "settings-menu"), |ui| {
        ui.label(egui::RichText::new(tr(ui, "settings-language")).strong());
        for l in Language::ALL {
            // Each language in its own name, so anyone can find theirs.
            if ui.radio(language == l, l.native_name()).clicked() && language != l {
                intents.push(Intent::SetLanguage(l));
            }
        }
        ui.separator();
        ui.label(egui::RichText::new(tr(ui, "settings-theme")).strong());
        for (choice, key) in [
            (ThemeChoice::System, "theme-system"),
            (ThemeChoice::Light, "theme-light"),
            (ThemeChoice::Dark, "theme-dark"),
        ] {
            if ui.radio(theme == choice, tr(ui, key)).clicked() && theme != choice {
                intents.push(Intent::SetTheme(choice));
            }
        }
    });
}
