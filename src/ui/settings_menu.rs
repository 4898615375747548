//! The settings menu: language, theme and (on the play screen) larger map
//! targets, changed at once and remembered.

use crate::i18n::Language;
use crate::store::ThemeChoice;
use crate::ui::lang::{language, tr};
use egui::{ThemePreference, Ui};

/// A choice in the Settings menu.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingsIntent {
    /// Speak another language (remembered).
    SetLanguage(Language),
    /// Use another theme (remembered).
    SetTheme(ThemeChoice),
    /// Turn "larger map targets" (for touch screens) on or off.
    LargeTargets(bool),
}

/// A "Settings" menu button; returns the choice made. `large_targets` is
/// the map's setting where a map is shown.
pub fn settings_menu_ui(ui: &mut Ui, large_targets: Option<bool>) -> Option<SettingsIntent> {
    let mut chosen = None;
    let current_language = language(ui.ctx());
    let theme = match ui.ctx().options(|o| o.theme_preference) {
        ThemePreference::System => ThemeChoice::System,
        ThemePreference::Light => ThemeChoice::Light,
        ThemePreference::Dark => ThemeChoice::Dark,
    };
    ui.menu_button(tr(ui, "settings-menu"), |ui| {
        ui.label(egui::RichText::new(tr(ui, "settings-language")).strong());
        for l in Language::ALL {
            // Each language in its own name, so anyone can find theirs.
            if ui.radio(current_language == l, l.native_name()).clicked() && current_language != l {
                chosen = Some(SettingsIntent::SetLanguage(l));
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
                chosen = Some(SettingsIntent::SetTheme(choice));
            }
        }
        if let Some(on) = large_targets {
            ui.separator();
            let mut large = on;
            let label = tr(ui, "large-targets");
            if ui.checkbox(&mut large, label).on_hover_text(tr(ui, "large-targets-hint")).changed() {
                chosen = Some(SettingsIntent::LargeTargets(large));
            }
        }
    });
    chosen
}
