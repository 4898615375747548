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
    /// A passing prompt for the step under way ("… picked: now tap a
    /// neighbouring hex"): shown like a hint, and not kept under "Recent"
    /// once the next message comes, as it says nothing that happened.
    Prompt,
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
        if let Some(old) = self.current.replace(message)
            && old.kind != MessageKind::Prompt
        {
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
        MessageKind::Hint | MessageKind::Prompt => theme::plain_text(ui),
        MessageKind::News => theme::news_text(ui),
    }
}

/// A message as shown: coloured, and underlined when it is an error (red
/// and green look alike to many colour-blind players).
fn rich(ui: &Ui, message: &Message) -> RichText {
    let shown = RichText::new(&message.text).color(colour(ui, message.kind)).strong();
    if message.kind == MessageKind::Error { shown.underline() } else { shown }
}

/// Draws the message line: a "Recent" button listing the messages before
/// it, and beside it the message, wrapped: never cut. The line keeps its
/// one line's height when empty; a message longer than the line takes a
/// second (under [`message_and_keys_ui`], the keys' row, so nothing moves).
pub fn message_line_ui(ui: &mut Ui, messages: &MessageLog) {
    ui.horizontal_top(|ui| {
        ui.set_min_height(ui.text_style_height(&egui::TextStyle::Body) + theme::GAP / 2.0);
        recent_ui(ui, messages);
        current_ui(ui, messages);
    });
}

/// The message line and the keys under it. Where the keys' words do not
/// fit on one line, their "Keys…" button goes under "Recent" and the
/// message has the two lines beside both: a message of two lines at
/// 800 points (a refusal naming two places, an error naming a file) is
/// shown whole and moves nothing.
pub fn message_and_keys_ui(ui: &mut Ui, messages: &MessageLog, keys: &str) {
    if crate::ui::keys::keys_fit(ui, keys) {
        message_line_ui(ui, messages);
        crate::ui::keys::keys_line_ui(ui, keys);
        return;
    }
    let mut open = false;
    ui.horizontal_top(|ui| {
        ui.vertical(|ui| {
            recent_ui(ui, messages);
            open = crate::ui::keys::keys_toggle_ui(ui);
        });
        current_ui(ui, messages);
    });
    if open {
        crate::ui::keys::keys_text_ui(ui, keys);
    }
}

/// "Recent": the messages before the one shown, on click.
fn recent_ui(ui: &mut Ui, messages: &MessageLog) {
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
}

/// The message shown now, wrapped to the room beside "Recent".
fn current_ui(ui: &mut Ui, messages: &MessageLog) {
    if let Some(m) = &messages.current {
        let label = tr_args(ui, "status-label", &[("text", m.text.as_str().into())]);
        ui.vertical(|ui| {
            // On the line of the words of "Recent", beside it.
            ui.add_space(ui.spacing().button_padding.y);
            ui.add(egui::Label::new(rich(ui, m)).wrap())
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A prompt is shown until the next message, then dropped; a hint or
    /// a piece of news is kept under "Recent".
    #[test]
    fn a_prompt_is_not_kept_under_recent() {
        let mut log = MessageLog::default();
        log.say(Message::new(MessageKind::News, "Cards revealed"));
        log.say(Message::new(MessageKind::Prompt, "Village B picked"));
        log.say(Message::new(MessageKind::Prompt, "Village C picked"));
        assert_eq!(log.current().map(|m| m.text.as_str()), Some("Village C picked"));
        log.say(Message::new(MessageKind::Hint, "Undone"));
        let recent: Vec<&str> = log.recent().map(|m| m.text.as_str()).collect();
        assert_eq!(recent, ["Cards revealed"]);
    }
}
