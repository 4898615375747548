//! The Players screen (opened from the history): everyone the player list
//! knows, with the names they used before and how many finished games
//! count for them. A person can be renamed (every game and statistic
//! follows: the records keep the names as typed, the list maps them to
//! the person) or merged into another person, after a question that says
//! it cannot be undone.

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
}

/// The Players screen's state.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayersScreen {
    /// Everyone, most recently seen first.
    pub people: Vec<PersonRow>,
    /// The person being renamed and the name typed so far.
    pub renaming: Option<(String, String)>,
    /// The person being merged away and the one chosen to keep, if any.
    pub merging: Option<(String, Option<String>)>,
    /// Why the last rename or merge was refused.
    pub error: Option<String>,
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
}

/// Draws the Players screen.
pub fn players_ui(ui: &mut Ui, screen: &mut PlayersScreen) -> Option<PlayersIntent> {
    let mut intent = None;
    egui::Panel::top("players-bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            if ui.button(tr(ui, "players-back")).clicked() {
                intent = Some(PlayersIntent::Close);
            }
            ui.separator();
            ui.heading(tr(ui, "players-heading"));
        });
    });
    egui::CentralPanel::default().show(ui, |ui| players_list_ui(ui, screen, &mut intent));
    intent
}

/// The people, each with their row.
fn players_list_ui(ui: &mut Ui, screen: &mut PlayersScreen, intent: &mut Option<PlayersIntent>) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.label(RichText::new(tr(ui, "players-about")).color(theme::muted_text(ui)));
        if let Some(error) = &screen.error {
            ui.label(RichText::new(error).color(theme::error_text(ui)));
        }
        if screen.people.is_empty() {
            ui.label(tr(ui, "players-none"));
        }
        ui.add_space(theme::GAP / 2.0);
        let others: Vec<(String, String)> =
            screen.people.iter().map(|p| (p.id.clone(), p.name.clone())).collect();
        for person in &screen.people {
            ui.separator();
            person_ui(ui, person, &others, &mut screen.renaming, &mut screen.merging, intent);
        }
    });
}

/// One person's row: name, names used before, games, and Rename / Merge
/// (or the rename field, or the merge question, when asked).
fn person_ui(
    ui: &mut Ui,
    person: &PersonRow,
    others: &[(String, String)],
    renaming: &mut Option<(String, String)>,
    merging: &mut Option<(String, Option<String>)>,
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
    match (renaming.as_mut(), merging.as_mut()) {
        (Some((id, draft)), _) if *id == person.id => {
            let mut done = None;
            ui.horizontal_wrapped(|ui| {
                ui.add(egui::TextEdit::singleline(draft).desired_width(theme::NAME_WIDTH))
                    .accessible_name(tr_args(ui, "players-new-name-label", &who()));
                if ui.button(tr(ui, "players-rename-save")).clicked() {
                    done = Some(Some(PlayersIntent::Rename { id: id.clone(), name: draft.clone() }));
                }
                if ui.button(tr(ui, "players-cancel")).clicked() {
                    done = Some(None);
                }
            });
            if let Some(asked) = done {
                *intent = asked.or(intent.take());
                *renaming = None;
            }
        }
        (_, Some((id, kept))) if *id == person.id => {
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
                    if ui.selectable_label(chosen, name).accessible_name(label).clicked() {
                        *kept = Some(other.clone());
                    }
                }
                if ui.button(tr(ui, "players-cancel")).clicked() {
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
                ui.label(RichText::new(words).color(theme::error_text(ui)));
                if ui.button(tr_args(ui, "players-merge-confirm", &who())).clicked() {
                    done = Some(Some(PlayersIntent::Merge { duplicate: person.id.clone(), kept: kept_id }));
                }
            }
            if let Some(asked) = done {
                *intent = asked.or(intent.take());
                *merging = None;
            }
        }
        _ => {
            ui.horizontal_wrapped(|ui| {
                let rename = ui.button(tr(ui, "players-rename"));
                let rename_label = tr_args(ui, "players-rename-label", &who());
                if rename.accessible_name(rename_label).clicked() {
                    *renaming = Some((person.id.clone(), person.name.clone()));
                    *merging = None;
                }
                if others.len() > 1 {
                    let merge = ui.button(tr(ui, "players-merge"));
                    let merge_label = tr_args(ui, "players-merge-label", &who());
                    if merge.accessible_name(merge_label).clicked() {
                        *merging = Some((person.id.clone(), None));
                        *renaming = None;
                    }
                }
            });
        }
    }
}
