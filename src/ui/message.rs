//! The message line: one line at the bottom of a screen with what just
//! happened, a hint, or why something was refused. It never grows: older
//! messages are kept and shown on demand ("Recent"), so nothing above or
//! beside it moves when a message comes.

use super::lang::{tr, tr_args};
use super::theme;
use egui::{RichText, Role, Ui, WidgetInfo};
use std::collections::VecDeque;

/// The kind of a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageKind {
    /// A refusal or bad input.
    Error,
    /// A hint about what to do.
    Hint,
    /// Something that just happened.
    News,
}

/// One message of the message line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// Its kind (colour and underline).
    pub kind: MessageKind,
    /// The words, in the UI's language.
    pub text: String,
}

impl Message {
    /// A message of `kind`.
    pub fn new(kind: MessageKind, text: impl Into<String>) -> Message {
        Message { kind, text: text.into() }
    }
}

/// The message shown now and the ones before it, newest first.
#[derive(Debug, Clone, Default)]
pub struct MessageLog {
    current: Option<Message>,
    recent: VecDeque<Message>,
}

impl MessageLog {
    /// Shows `message`; the one it replaces joins the recent ones.
    pub fn say(&mut self, message: Message) {
        if let Some(old) = self.current.replace(message) {
            self.recent.push_front(old);
            self.recent.truncate(theme::RECENT_MESSAGES);
        }
    }

    /// The message shown now.
    pub fn current(&self) -> Option<&Message> {
        self.current.as_ref()
    }

    /// The messages before it, newest first.
    pub fn recent(&self) -> impl Iterator<Item = &Message> {
        self.recent.iter()
    }

    /// Forgets every message (a new screen starts with a clean line).
    pub fn clear(&mut self) {
        self.current = None;
        self.recent.clear();
    }
}

/// The colour of a message of `kind`.
fn colour(ui: &Ui, kind: MessageKind) -> egui::Color32 {
    match kind {
        MessageKind::Error => theme::error_text(ui),
        MessageKind::Hint => theme::plain_text(ui),
        MessageKind::News => theme::news_text(ui),
    }
}

/// A message as shown: coloured, and underlined when it is an error (red
/// and green look alike to many colour-blind players).
fn rich(ui: &Ui, message: &Message) -> RichText {
    let shown = RichText::new(&message.text).color(colour(ui, message.kind)).strong();
    if message.kind == MessageKind::Error { shown.underline() } else { shown }
}

/// Draws the message line: exactly one line (a long message is cut with
/// "…" and shown whole on hover), and a "Recent" button listing the
/// messages before it. The line keeps its height when empty.
pub fn message_line_ui(ui: &mut Ui, messages: &MessageLog) {
    ui.horizontal(|ui| {
        ui.set_min_height(ui.text_style_height(&egui::TextStyle::Body) + theme::GAP / 2.0);
        let has_recent = !messages.recent.is_empty();
        ui.add_enabled_ui(has_recent, |ui| {
            ui.menu_button(tr(ui, "messages-recent"), |ui| {
                ui.set_max_width(theme::RECENT_WIDTH);
                for m in messages.recent() {
                    ui.add(egui::Label::new(rich(ui, m)).wrap());
                }
            })
            .response
            .on_hover_text(tr(ui, "messages-recent-hint"));
        });
        if let Some(m) = &messages.current {
            let label = tr_args(ui, "status-label", &[("text", m.text.as_str().into())]);
            ui.add(egui::Label::new(rich(ui, m)).truncate())
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
        }
    });
}
