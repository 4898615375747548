//! What a finished game's final scores offer, in both games: where it was
//! played and a note (typed here, kept in the record when the field is
//! left or Enter is pressed, and before the screen is left), "Log in BG
//! Stats" (the history's panel, with its QR code) and "Play again". The
//! history shows the place and note read-only ([`place_note_ui`]).

use crate::export::plays::Play;
use crate::games::record::{EndTextError, MAX_NOTE_CHARS, MAX_PLACE_CHARS, end_text};
use crate::ui::bgstats::{BgStatsPanel, bgstats_window_ui};
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{RichText, Role, Ui, WidgetInfo};

/// What is being typed on the final scores, and the BG Stats window: kept
/// by the screen between frames. A field being typed in holds its text
/// here until the app keeps it in the record;
/// a text too long stays here, as typed, until it is shortened.
#[derive(Debug, Clone, Default)]
pub struct GameEndState {
    /// The place as typed, not yet kept (`None`: the record's is shown).
    pub place: Option<String>,
    /// The note as typed, not yet kept.
    pub note: Option<String>,
    /// The BG Stats panel, once opened.
    pub bgstats: Option<BgStatsPanel>,
}

/// Equal when the same text is being typed and the same window is open
/// (the panel's QR code is drawn from the game, not kept state).
impl PartialEq for GameEndState {
    fn eq(&self, other: &GameEndState) -> bool {
        let open = |s: &GameEndState| s.bgstats.as_ref().is_some_and(|p| p.open);
        self.place == other.place && self.note == other.note && open(self) == open(other)
    }
}

/// A field of the final scores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EndField {
    /// Where the game was played.
    Place,
    /// The note.
    Note,
}

/// What the final scores show besides the totals.
pub struct GameEndInput<'a> {
    /// The place kept in the record.
    pub place: &'a str,
    /// The note kept in the record.
    pub note: &'a str,
    /// The game as BG Stats takes it, built when its window is open (so
    /// a total or note typed since is in the link).
    pub play: &'a dyn Fn() -> Play,
}

/// What the final scores ask of the app.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEndIntent {
    /// Keep the place and note typed (a field was left, or Enter pressed).
    Keep,
    /// Start the same game again with the same players.
    PlayAgain,
}

/// Why a typed text is not kept, in the UI's language.
pub fn end_text_error(t: &crate::i18n::Translator, field: &EndField, e: &EndTextError) -> String {
    match e {
        EndTextError::TooLong { chars, max } => t.format(
            match field {
                EndField::Place => "end-place-too-long",
                EndField::Note => "end-note-too-long",
            },
            &[("chars", (*chars as i64).into()), ("max", (*max as i64).into())],
        ),
    }
}

/// The place and note fields, "Log in BG Stats" and "Play again", with
/// the BG Stats window when it is open.
pub fn game_end_ui(ui: &mut Ui, input: &GameEndInput<'_>, state: &mut GameEndState) -> Option<GameEndIntent> {
    let t = translator(ui.ctx());
    let mut intent = None;
    let mut errors = Vec::new();
    egui::Grid::new("game-end-fields").num_columns(2).spacing(theme::GRID_SPACING).show(ui, |ui| {
        for (field, kept, typed, max) in [
            (EndField::Place, input.place, &mut state.place, MAX_PLACE_CHARS),
            (EndField::Note, input.note, &mut state.note, MAX_NOTE_CHARS),
        ] {
            let (label, shown, hint) = match field {
                EndField::Place => ("end-place", "end-place-prompt", "end-place-hint"),
                EndField::Note => ("end-note", "end-note-prompt", "end-note-hint"),
            };
            ui.label(t.text(shown));
            let mut text = typed.clone().unwrap_or_else(|| kept.to_string());
            let width = ui.available_width().clamp(120.0, theme::END_FIELD_WIDTH);
            let edit = egui::TextEdit::singleline(&mut text).hint_text(t.text(hint)).desired_width(width);
            let response = ui.add(edit).accessible_name(t.text(label));
            if response.changed() {
                *typed = Some(text.clone());
            }
            // Left (a click elsewhere, Tab) or Enter: the app keeps it.
            if response.lost_focus() && typed.is_some() {
                intent = Some(GameEndIntent::Keep);
            }
            if let Some(typed) = typed.as_deref()
                && let Err(e) = end_text(typed, max)
            {
                errors.push(end_text_error(&t, &field, &e));
            }
            ui.end_row();
        }
    });
    for error in errors {
        ui.label(RichText::new(&error).color(theme::error_text(ui)))
            .widget_info(|| WidgetInfo::labeled(Role::Label, true, error.clone()));
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(t.text("bgstats-log")).clicked() {
            let mut panel = BgStatsPanel::new((input.play)());
            panel.open = true;
            state.bgstats = Some(panel);
        }
        if ui.button(t.text("end-play-again")).on_hover_text(t.text("end-play-again-hint")).clicked() {
            intent = Some(GameEndIntent::PlayAgain);
        }
    });
    if let Some(panel) = &mut state.bgstats {
        if panel.open {
            // The game as it is now: a paper total or a note typed since.
            panel.play = (input.play)();
        }
        bgstats_window_ui(ui.ctx(), panel);
        if !panel.open {
            state.bgstats = None;
        }
    }
    intent
}

/// Where a finished game was played and its note, read-only (the
/// history); nothing when neither was typed.
pub fn place_note_ui(ui: &mut Ui, place: &str, note: &str) {
    let t = translator(ui.ctx());
    for (key, text) in [("end-place-shown", place), ("end-note-shown", note)] {
        if text.is_empty() {
            continue;
        }
        let line = t.format(key, &[("text", text.into())]);
        ui.add(egui::Label::new(&line).wrap())
            .widget_info(|| WidgetInfo::labeled(Role::Label, true, line.clone()));
    }
}
