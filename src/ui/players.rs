//! The Players screen (opened from the history): everyone the player list
//! knows, with the names they used before and how many finished games
//! count for them. A person can be renamed (every game and statistic
//! follows: the records keep the names as typed, the list maps them to
//! the person) or merged into another person they never played against;
//! the latest rename or merge can be undone, and the one before it, and
//! so on.
//!
//! The screen holds still: a refusal is said on one line under the
//! heading, which is always there (empty when there is nothing to say),
//! so no row moves; it goes at the next thing done. A rename field opens
//! with the cursor in it, Enter saves it, and a name being typed is kept
//! while another row's "Merge into…" is used.

use super::lang::{tr, tr_args};
use super::theme;
use egui::{RichText, Ui};

/// One person as the screen shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonRow {
    /// Their stable id.
    pub id: String,
    /// Their name today.
    pub name: String,
    /// Names used before.
    pub aliases: Vec<String>,
    /// Finished games that count for them (both games).
    pub games: usize,
    /// The people they sat at a table with (ids): never merged with them.
    pub played_with: Vec<String>,
}

/// The Players screen's state.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayersScreen {
    /// Everyone, most recently seen first.
    pub people: Vec<PersonRow>,
    /// The people being renamed, each with the name typed so far.
    pub renaming: Vec<(String, String)>,
    /// The rename field that takes the keyboard at the next frame.
    pub focus: Option<String>,
    /// The person being merged away and the one chosen to keep, if any.
    pub merging: Option<(String, Option<String>)>,
    /// Why the last rename, merge or undo was refused.
    pub error: Option<String>,
    /// The change "Undo" would undo, in words; `None`: nothing to undo.
    pub undo: Option<String>,
}

/// What the Players screen asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayersIntent {
    /// Back to the history.
    Close,
    /// Rename this person.
    Rename {
        /// The person.
        id: String,
        /// The new name.
        name: String,
    },
    /// Merge person `duplicate` into person `kept` (confirmed).
    Merge {
        /// The person who leaves the list.
        duplicate: String,
        /// The person whose games they become.
        kept: String,
    },
    /// Undo the latest rename or merge.
    Undo,
}

/// Draws the Players screen.
pub fn players_ui(ui: &mut Ui, screen: &mut PlayersScreen) -> Option<PlayersIntent> {
    let mut intent = None;
    egui::Panel::top("players-bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(ui, "players-back")).clicked() {
                intent = Some(PlayersIntent::Close);
            }
            ui.separator();
            ui.heading(tr(ui, "players-heading"));
            if let Some(change) = &screen.undo {
                let undo = ui.button(tr(ui, "players-undo"));
                let label = tr_args(ui, "players-undo-label", &[("change", change.as_str().into())]);
                if undo.accessible_name(label.clone()).on_hover_text(label).clicked() {
                    intent = Some(PlayersIntent::Undo);
                }
            }
        });
        // One line, always there: a refusal moves no row.
        let error = screen.error.clone().unwrap_or_default();
        ui.add(egui::Label::new(RichText::new(error).color(theme::error_text(ui))).truncate());
    });
    egui::CentralPanel::default().show(ui, |ui| players_list_ui(ui, screen, &mut intent));
    if intent.is_some() {
        screen.error = None;
    }
    intent
}

/// The people, each with their row.
fn players_list_ui(ui: &mut Ui, screen: &mut PlayersScreen, intent: &mut Option<PlayersIntent>) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.label(RichText::new(tr(ui, "players-about")).color(theme::muted_text(ui)));
        if screen.people.is_empty() {
            ui.label(tr(ui, "players-none"));
        }
        ui.add_space(theme::GAP / 2.0);
        let others: Vec<(String, String)> =
            screen.people.iter().map(|p| (p.id.clone(), p.name.clone())).collect();
        for person in &screen.people {
            ui.separator();
            let mut row = Row {
                renaming: &mut screen.renaming,
                focus: &mut screen.focus,
                merging: &mut screen.merging,
                error: &mut screen.error,
            };
            person_ui(ui, person, &others, &mut row, intent);
        }
    });
}

/// What a row may change of the screen's state.
struct Row<'a> {
    renaming: &'a mut Vec<(String, String)>,
    focus: &'a mut Option<String>,
    merging: &'a mut Option<(String, Option<String>)>,
    error: &'a mut Option<String>,
}

/// One person's row: name, names used before, games, and Rename / Merge
/// (with the rename field, or the merge question, when asked).
fn person_ui(
    ui: &mut Ui,
    person: &PersonRow,
    others: &[(String, String)],
    row: &mut Row<'_>,
    intent: &mut Option<PlayersIntent>,
) {
    let who = || [("name", person.name.as_str().into())];
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(&person.name).strong());
        let games = tr_args(ui, "players-games", &[("count", (person.games as i64).into())]);
        ui.label(RichText::new(games).color(theme::muted_text(ui)));
        if !person.aliases.is_empty() {
            let also = tr_args(ui, "players-also", &[("names", person.aliases.join(", ").into())]);
            ui.label(RichText::new(also).color(theme::muted_text(ui)));
        }
    });
    if let Some(at) = row.renaming.iter().position(|(id, _)| *id == person.id) {
        rename_ui(ui, person, at, row, intent);
    }
    let merging_this = row.merging.as_ref().is_some_and(|(id, _)| *id == person.id);
    if merging_this {
        merge_ui(ui, person, others, row, intent);
    }
    let renaming_this = row.renaming.iter().any(|(id, _)| *id == person.id);
    if !renaming_this && !merging_this {
        ui.horizontal_wrapped(|ui| {
            let rename = ui.button(tr(ui, "players-rename"));
            let rename_label = tr_args(ui, "players-rename-label", &who());
            if rename.accessible_name(rename_label).clicked() {
                row.renaming.push((person.id.clone(), person.name.clone()));
                *row.focus = Some(person.id.clone());
                *row.error = None;
            }
            if others.len() > 1 {
                let merge = ui.button(tr(ui, "players-merge"));
                let merge_label = tr_args(ui, "players-merge-label", &who());
                if merge.accessible_name(merge_label).clicked() {
                    // A name typed in another row stays as typed.
                    *row.merging = Some((person.id.clone(), None));
                    *row.error = None;
                }
            }
        });
    }
}

/// The rename field of the person at `at` of `row.renaming`: Enter or
/// Save asks for the rename (the field stays, with what was typed, until
/// the list takes it), Cancel (or Escape) closes it.
fn rename_ui(
    ui: &mut Ui,
    person: &PersonRow,
    at: usize,
    row: &mut Row<'_>,
    intent: &mut Option<PlayersIntent>,
) {
    let who = [("name", person.name.as_str().into())];
    let mut done = None;
    ui.horizontal_wrapped(|ui| {
        let Some((id, draft)) = row.renaming.get_mut(at) else { return };
        let field = ui
            .add(egui::TextEdit::singleline(draft).desired_width(theme::NAME_WIDTH))
            .accessible_name(tr_args(ui, "players-new-name-label", &who));
        if row.focus.as_deref() == Some(id.as_str()) {
            field.request_focus();
            *row.focus = None;
        }
        if field.changed() {
            *row.error = None;
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let escaped = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Escape));
        if ui.button(tr(ui, "players-rename-save")).clicked() || entered {
            done = Some(Some(PlayersIntent::Rename { id: id.clone(), name: draft.clone() }));
        }
        let cancel = ui.button(tr(ui, "players-cancel"));
        if cancel.accessible_name(tr_args(ui, "players-cancel-rename-label", &who)).clicked() || escaped {
            done = Some(None);
        }
    });
    match done {
        // Kept open with the name typed until the list takes it: a
        // refused name is there to be corrected.
        Some(Some(asked)) => *intent = Some(asked),
        Some(None) => {
            row.renaming.remove(at);
        }
        None => {}
    }
}

/// The merge question of a person: one button per other person, then
/// what the merge does and "Merge".
fn merge_ui(
    ui: &mut Ui,
    person: &PersonRow,
    others: &[(String, String)],
    row: &mut Row<'_>,
    intent: &mut Option<PlayersIntent>,
) {
    let who = || [("name", person.name.as_str().into())];
    let Some((_, kept)) = row.merging.as_mut() else { return };
    let mut done = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr_args(ui, "players-merge-into", &who()));
        // One button per other person: the one tapped is kept.
        for (other, name) in others.iter().filter(|(o, _)| *o != person.id) {
            let label = tr_args(
                ui,
                "players-merge-pick-label",
                &[("name", person.name.as_str().into()), ("kept", name.as_str().into())],
            );
            let chosen = kept.as_deref() == Some(other.as_str());
            // Someone they played against is someone else: offered, but
            // not to be picked, and the reason is at hand.
            let apart = person.played_with.contains(other);
            let pick = ui.add_enabled(!apart, egui::Button::selectable(chosen, name.as_str()));
            let pick = if apart {
                let why = tr_args(
                    ui,
                    "players-merge-played-each-other",
                    &[("name", person.name.as_str().into()), ("kept", name.as_str().into())],
                );
                pick.on_disabled_hover_text(why)
            } else {
                pick
            };
            if pick.accessible_name(label).clicked() {
                *kept = Some(other.clone());
                *row.error = None;
            }
        }
        let cancel = ui.button(tr(ui, "players-cancel"));
        if cancel.accessible_name(tr_args(ui, "players-cancel-merge-label", &who())).clicked() {
            done = Some(None);
        }
    });
    if let Some(kept_id) = kept.clone()
        && let Some((_, kept_name)) = others.iter().find(|(o, _)| *o == kept_id)
    {
        let words = tr_args(
            ui,
            "players-merge-warning",
            &[("name", person.name.as_str().into()), ("kept", kept_name.as_str().into())],
        );
        ui.label(RichText::new(words).color(theme::muted_text(ui)));
        if ui.button(tr_args(ui, "players-merge-confirm", &who())).clicked() {
            done = Some(Some(PlayersIntent::Merge { duplicate: person.id.clone(), kept: kept_id }));
        }
    }
    if let Some(asked) = done {
        *intent = asked.or(intent.take());
        *row.merging = None;
    }
}
