//! The New York part of the start screen, its own form in the new-game
//! form ([`FormGame`]): 2–4 players, each with a name and a taxi colour
//! (blue, purple, white, yellow by default); the names used before, each
//! with the person's favourite colour; the table remembered from the last
//! game.

use crate::games::form_choices::WizardChoices;
use crate::games::new_york::{
    Game, MAX_PLAYERS, MIN_PLAYERS, NewYorkPlayer, NewYorkRecord, NewYorkSetup, TaxiColour,
};
use crate::games::{AnyRecord, Record};
use crate::i18n::Translator;
use crate::ui::own_game::{FormGame, GameForm};
use crate::ui::lang::translator;
use crate::ui::one_pass_grid::{RowHeights, one_pass_grid_ui, text_width, text_width_as};
use crate::ui::theme;
use egui::{ComboBox, Ui};

/// The New York form as filled so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewYorkDraft {
    /// Players at the table (2–4).
    pub players: u8,
    /// Names and colours of seats 1–4 (only the first `players` count). A
    /// blank name becomes "Player N".
    pub seats: Vec<(String, TaxiColour)>,
    /// The taxi colour each known person last took, given to their seat
    /// when their name is put in from the names used before.
    pub favourites: Vec<(String, TaxiColour)>,
}

impl Default for NewYorkDraft {
    fn default() -> NewYorkDraft {
        NewYorkDraft {
            players: 2,
            seats: TaxiColour::ALL.iter().map(|c| (String::new(), *c)).collect(),
            favourites: Vec::new(),
        }
    }
}

impl FormGame for Game {
    fn form() -> Option<Box<dyn GameForm>> {
        Some(Box::new(NewYorkDraft::default()))
    }
}

impl GameForm for NewYorkDraft {
    fn clone_form(&self) -> Box<dyn GameForm> {
        Box::new(self.clone())
    }
    fn form_ui(&mut self, ui: &mut Ui) {
        new_york_setup_ui(ui, self);
    }
    fn begin(&self, t: &Translator) -> Result<AnyRecord, String> {
        let setup = self.setup(t);
        setup.validate().map_err(|e| crate::i18n::capitalise(&t.new_york_setup_error(&e)))?;
        Ok(NewYorkRecord::begin(setup).into())
    }
    fn apply_choices(&mut self, choices: &WizardChoices) {
        NewYorkDraft::apply_choices(self, choices);
    }
    /// How many played, their names and their colours.
    fn keep_choices(&self, choices: &mut WizardChoices) {
        choices.new_york_players = Some(self.players);
        choices.new_york_names =
            self.seats.iter().take(usize::from(self.players)).map(|(name, _)| name.trim().to_string()).collect();
        choices.new_york_colours = self.seats.iter().map(|(_, colour)| *colour).collect();
    }
    fn names_in_form(&self) -> Option<Vec<&str>> {
        Some(NewYorkDraft::names_in_form(self))
    }
    fn fill_known_name(&mut self, name: &str) {
        let favourite = self.favourites.iter().find(|(n, _)| n == name).map(|(_, c)| *c);
        NewYorkDraft::fill_known_name(self, name, favourite);
    }
    fn know_people(&mut self, people: &crate::games::players::PlayerList) {
        self.favourites = people.people.iter().filter_map(|p| p.colour.map(|c| (p.name.clone(), c))).collect();
    }
}

impl NewYorkDraft {
    /// Starts from the last New York game's table: how many played, their
    /// names and colours (settings written before these were kept leave
    /// the defaults).
    pub fn apply_choices(&mut self, c: &WizardChoices) {
        if let Some(n) = c.new_york_players.filter(|n| (MIN_PLAYERS as u8..=MAX_PLAYERS as u8).contains(n)) {
            self.players = n;
        }
        for ((name, _), remembered) in self.seats.iter_mut().zip(&c.new_york_names) {
            name.clone_from(remembered);
        }
        // Only a whole set of four different colours is taken back.
        let colours = &c.new_york_colours;
        let whole =
            colours.len() == TaxiColour::ALL.len() && TaxiColour::ALL.iter().all(|c| colours.contains(c));
        if whole {
            for ((_, colour), remembered) in self.seats.iter_mut().zip(colours) {
                *colour = *remembered;
            }
        }
    }

    /// The names typed in the seats at the table.
    pub fn names_in_form(&self) -> Vec<&str> {
        self.seats.iter().take(usize::from(self.players)).map(|(name, _)| name.as_str()).collect()
    }

    /// Puts a known name into the first empty name field at the table (a
    /// name already there is not put twice) and gives that seat the
    /// person's favourite colour, which the seat that had it takes over.
    pub fn fill_known_name(&mut self, name: &str, favourite: Option<TaxiColour>) {
        let at_table = usize::from(self.players).min(self.seats.len());
        if self.seats[..at_table].iter().any(|(n, _)| crate::text::same_person(n, name)) {
            return;
        }
        let Some(i) = self.seats[..at_table].iter().position(|(n, _)| n.trim().is_empty()) else { return };
        self.seats[i].0 = name.to_string();
        if let Some(colour) = favourite
            && let Some(j) = self.seats.iter().position(|(_, c)| *c == colour)
        {
            let mine = self.seats[i].1;
            self.seats[j].1 = mine;
            self.seats[i].1 = colour;
        }
    }

    /// The set-up described (blank names as "Player N" in `t`'s language;
    /// names in NFC, see [`crate::text::nfc`]).
    pub fn setup(&self, t: &Translator) -> NewYorkSetup {
        NewYorkSetup {
            players: (1u8..)
                .zip(self.seats.iter().take(usize::from(self.players)))
                .map(|(n, (name, colour))| NewYorkPlayer {
                    name: if name.trim().is_empty() {
                        t.default_player(n)
                    } else {
                        crate::text::nfc(name.trim())
                    },
                    colour: *colour,
                })
                .collect(),
        }
    }
}

/// Draws the New York form's rows (the start screen draws its Start
/// button, below the form of either game).
pub fn new_york_setup_ui(ui: &mut Ui, draft: &mut NewYorkDraft) {
    let t = translator(ui.ctx());
    // Every colour box as wide as the longest colour name, so the boxes
    // line up ("фиолетовый" is much longer than "синий").
    let widest = TaxiColour::ALL
        .iter()
        .map(|c| text_width_as(ui, t.taxi_colour(*c), egui::TextStyle::Button))
        .fold(0.0, f32::max);
    let combo_width =
        widest + ui.spacing().icon_width + ui.spacing().item_spacing.x + ui.spacing().button_padding.x * 2.0;
    // Measured before drawing, so the form is drawn right in the app's
    // first frame (see `one_pass_grid`).
    let players_label = egui::WidgetText::from(t.text("ny-wizard-players"));
    let labels: Vec<egui::WidgetText> = (1..=draft.players)
        .map(|n| t.format("ny-wizard-player", &[("player", i64::from(n).into())]).into())
        .collect();
    let width =
        std::iter::once(&players_label).chain(&labels).map(|l| text_width(ui, l.clone())).fold(0.0, f32::max);
    let heights = RowHeights::of(ui);
    // A player's row holds a name field and a colour box (a button).
    let (button, field) = (heights.button, heights.text_edit.max(heights.button));
    one_pass_grid_ui(ui, "ny-wizard", &[width], theme::FORM_SPACING, |grid| {
        grid.row(button, |row| {
            row.cell(|ui| ui.label(players_label));
            row.cell(|ui| {
                ui.horizontal(|ui| {
                    for n in MIN_PLAYERS as u8..=MAX_PLAYERS as u8 {
                        ui.selectable_value(&mut draft.players, n, n.to_string())
                            .accessible_name(t.format("ny-wizard-count", &[("count", i64::from(n).into())]));
                    }
                })
            });
        });
        let seats = draft.seats.iter_mut().take(usize::from(draft.players));
        for ((n, (name, colour)), label) in (1u8..).zip(seats).zip(labels) {
            let number = || [("player", i64::from(n).into())];
            grid.row(field, |row| {
                row.cell(|ui| ui.label(label));
                row.cell(|ui| {
                    ui.horizontal(|ui| {
                        ui.add(
                            egui::TextEdit::singleline(name)
                                .hint_text(t.default_player(n))
                                .desired_width(theme::NAME_WIDTH),
                        )
                        .accessible_name(t.format("ny-wizard-name-label", &number()));
                        super::pad::swatch_ui(ui, *colour);
                        ComboBox::from_id_salt(("ny-colour", n))
                            .selected_text(t.taxi_colour(*colour))
                            .width(combo_width)
                            .show_ui(ui, |ui| {
                                for c in TaxiColour::ALL {
                                    ui.selectable_value(colour, c, t.taxi_colour(c));
                                }
                            })
                            .response
                            .accessible_name(t.format("ny-wizard-colour-label", &number()));
                    })
                });
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::players::PlayerList;

    /// Through the form's own hooks, as the new-game form reaches it: a
    /// name used before takes the person's favourite colour, which the
    /// seat that had it gives up; a person with no colour keeps the seat's.
    #[test]
    fn a_known_name_brings_its_favourite_colour_through_the_form() {
        let mut people = PlayerList::default();
        people.record_game([("Ann", Some(TaxiColour::Yellow)), ("Bob", None)], 1);
        let mut form: Box<dyn GameForm> = Box::new(NewYorkDraft::default());
        form.know_people(&people);
        form.fill_known_name("Ann");
        form.fill_known_name("Bob");
        assert_eq!(form.names_in_form(), Some(vec!["Ann", "Bob"]));
        let any: &dyn std::any::Any = form.as_ref();
        let draft = any.downcast_ref::<NewYorkDraft>().map(|d| d.seats.clone()).unwrap_or_default();
        assert_eq!(
            draft,
            [
                ("Ann".to_string(), TaxiColour::Yellow),
                ("Bob".to_string(), TaxiColour::Purple),
                (String::new(), TaxiColour::White),
                (String::new(), TaxiColour::Blue),
            ]
        );
    }
}
