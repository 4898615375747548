//! The start screen (the new game form beside the unfinished games of
//! every game), the message line of the start and history screens, and the
//! window shown when another Trailpad already uses the data folder.

use crate::store::{DamagedFile, ListedFile};
use crate::ui::lang::{tr, tr_args};
use crate::ui::message::{MessageLog, message_line_ui};
use crate::ui::saved_games::{SavedGamesIntent, saved_games_ui};
use crate::ui::settings_menu::{SettingsIntent, settings_menu_ui};
use crate::ui::theme;
use crate::ui::wizard::{Wizard, WizardIntent, wizard_ui};
use egui::Ui;
use std::path::Path;
use std::time::SystemTime;

/// What the start screen shows besides the form.
pub struct StartScreen<'a> {
    /// The unfinished games (none without a data folder: the list is not drawn).
    pub games: Option<StartGames<'a>>,
    /// Whether a game runs to go back to.
    pub can_go_back: bool,
    /// The message line.
    pub messages: &'a MessageLog,
    /// Now, to say how long ago a game was played.
    pub now: SystemTime,
}

/// The start screen's list of unfinished games.
pub struct StartGames<'a> {
    /// The games to resume, of every game, newest first (each game's
    /// drawn by it, in the registry's order).
    pub games: &'a [Box<dyn ListedFile>],
    /// Files that could not be read (already moved aside).
    pub damaged: &'a [DamagedFile],
    /// The game whose deletion is being asked about.
    pub confirm_delete: Option<&'a Path>,
}

/// What the start screen asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StartIntent {
    /// A choice in the Settings menu.
    Settings(SettingsIntent),
    /// Act on the list of unfinished games.
    Games(SavedGamesIntent),
    /// Act on the new game form.
    Wizard(WizardIntent),
}

/// Draws the start screen: the bar, the unfinished games on the left and
/// the new game form.
pub fn start_ui(ui: &mut Ui, screen: &StartScreen<'_>, wizard: &mut Wizard) -> Option<StartIntent> {
    let mut asked = None;
    screen_message_ui(ui, screen.messages);
    egui::Panel::top("start-bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.heading("Trailpad");
            ui.separator();
            if let Some(s) = settings_menu_ui(ui, None) {
                asked = Some(StartIntent::Settings(s));
            }
        });
    });
    if let Some(start) = &screen.games {
        // A tablet held upright: the games above the form, each full
        // width (two columns left the form's name fields ~65 points wide).
        // The panel above is as high as its list, up to its share (then it
        // scrolls): the list's height is kept from the frame before.
        let portrait = ui.available_height() > ui.available_width();
        let above = ui.available_height() * theme::PORTRAIT_GAMES_SHARE;
        let fitted = egui::Id::unique("saved-games-above-height");
        let outer = ui.data(|d| d.get_temp::<f32>(fitted)).unwrap_or(above).min(above);
        let panel = if portrait {
            egui::Panel::top("saved-games-above").exact_size(outer)
        } else {
            egui::Panel::left("saved-games").exact_size(theme::GAMES_WIDTH)
        };
        panel.resizable(false).show(ui, |ui| {
            let margins = outer - ui.max_rect().height();
            let list = egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
                theme::keep_clear_of_scroll_bar(ui);
                if let Some(i) =
                    saved_games_ui(ui, start.games, start.damaged, start.confirm_delete, screen.now)
                {
                    asked.get_or_insert(StartIntent::Games(i));
                }
            });
            let wanted = (list.content_size.y + margins).min(above);
            if portrait && (wanted - outer).abs() > 0.5 {
                ui.data_mut(|d| d.insert_temp(fitted, wanted));
                ui.ctx().request_repaint();
            }
        });
    }
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(i) = wizard_ui(ui, wizard, screen.can_go_back) {
            asked.get_or_insert(StartIntent::Wizard(i));
        }
    });
    asked
}

/// The whole window when another Trailpad already uses the data folder.
pub fn folder_in_use_ui(ui: &mut Ui, folder: &Path) {
    egui::CentralPanel::default().show(ui, |ui| {
        ui.add_space(theme::GAP * 4.0);
        ui.vertical_centered(|ui| {
            ui.heading(tr(ui, "lock-in-use-title"));
            ui.add_space(theme::GAP);
            let text = tr_args(ui, "lock-in-use", &[("folder", folder.display().to_string().into())]);
            ui.label(&text);
            ui.add_space(theme::GAP * 2.0);
            if ui.button(tr(ui, "lock-close")).clicked() {
                ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
            }
        });
    });
}

/// The message line at the bottom of the start and history screens.
pub fn screen_message_ui(ui: &mut Ui, messages: &MessageLog) {
    if messages.current().is_none() {
        return;
    }
    egui::Panel::bottom("screen-message").show(ui, |ui| message_line_ui(ui, messages));
}
