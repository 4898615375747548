//! The question asked when the window is closed while the running game's
//! last changes could not be saved (the disk is full, permission denied):
//! closing at once would lose every move since the last good save.

use crate::ui::lang::tr;
use crate::ui::theme;
use egui::{RichText, Ui, vec2};

/// What the person chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CloseIntent {
    /// Save again, and close if it works.
    TryAgain,
    /// Export the record to a file of their choice (the question stays).
    Export,
    /// Close, losing the unsaved moves.
    QuitAnyway,
    /// Keep the window open and go on.
    Stay,
}

/// Draws the question as a modal window; `reason` is why the last save
/// failed, in the UI's language.
pub fn close_ui(ui: &mut Ui, reason: &str) -> Option<CloseIntent> {
    let mut intent = None;
    let modal = egui::Modal::new(egui::Id::unique("close-unsaved")).show(ui.ctx(), |ui| {
        ui.set_width(theme::FILE_DIALOG_WIDTH);
        ui.heading(tr(ui, "close-unsaved-title"));
        ui.add_space(theme::GAP);
        ui.label(tr(ui, "close-unsaved-text"));
        ui.label(RichText::new(reason).color(theme::error_text(ui)));
        ui.add_space(theme::GAP);
        ui.horizontal(|ui| {
            let button =
                |text: RichText| egui::Button::new(text).min_size(vec2(theme::FILE_BUTTON_WIDTH, 0.0));
            if ui.add(button(RichText::new(tr(ui, "close-try-again")).strong())).clicked() {
                intent = Some(CloseIntent::TryAgain);
            }
            if ui.add(button(RichText::new(tr(ui, "close-export")))).clicked() {
                intent = Some(CloseIntent::Export);
            }
            if ui.add(button(RichText::new(tr(ui, "close-quit-anyway")))).clicked() {
                intent = Some(CloseIntent::QuitAnyway);
            }
            if ui.add(button(RichText::new(tr(ui, "close-stay")))).clicked() {
                intent = Some(CloseIntent::Stay);
            }
        });
    });
    if modal.should_close() && intent.is_none() {
        intent = Some(CloseIntent::Stay);
    }
    intent
}
