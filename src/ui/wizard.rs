//! The new game wizard: island, table, tracked sheets, set-up card, options,
//! the Special Bonus variant and where the terrain cards come from. A solo
//! game on Isla Petit starts from here with one click.

use super::lang::{tr, tr_args, translator};
use super::measured_panel::measured_panel;
use super::one_pass_grid::{RowHeights, one_pass_grid_ui, text_width, text_width_as};
use super::theme;
use crate::games::GameKind;
use crate::games::form_choices::{CoachFor, WizardChoices};
use crate::games::tucana::rules::random::{draw_red_cards, draw_setup_card, draw_start_village};
use crate::games::tucana::rules::setup_cards::{SETUP_CARDS, recognise_card};
use crate::games::tucana::rules::{
    DeckMode, MAX_TABLE_SIZE, SeatedPlayer, Setup, SetupCard, red_cards_for_table,
};
use crate::games::tucana::sheet::{Letter, Sheet, Sight};
use crate::i18n::capitalise;
use crate::i18n::{Language, Translator};
use egui::{ComboBox, RichText, Ui};
use std::sync::Arc;

/// How the set-up card is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardChoice {
    /// One of the 13 cards, picked from a list.
    Pick,
    /// Ten letters typed from the card.
    Type,
    /// The app draws one.
    AppDraws,
}

/// How the Random Starting Village option is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartChoice {
    /// Off: seat k starts at village k.
    Off,
    /// The Mayor names a village.
    Named,
    /// The app draws a village.
    AppDraws,
}

/// How the Special Bonus variant is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedChoice {
    /// Variant off.
    Off,
    /// The red cards revealed at the table are picked here.
    Pick,
    /// The app draws them.
    AppDraws,
}

/// Who the coach gives hints to during play (issue 20): off by default,
/// so it never spoils a competitive table unless the table wants it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachChoice {
    /// Nobody.
    Nobody,
    /// The solo game only (a table of one).
    SoloOnly,
    /// The seats ticked in [`Wizard::coach_seats`].
    Seats,
}

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatDraft {
    /// Whether this device keeps the seat's sheet (`false`: the player
    /// keeps a paper sheet; the seat still has a name).
    pub tracked: bool,
    /// The player's name.
    pub name: String,
}

/// Everything the wizard has been told so far.
#[derive(Debug, Clone)]
pub struct Wizard {
    /// Islands to choose from.
    pub sheets: Vec<Arc<Sheet>>,
    /// The chosen island (index into `sheets`).
    pub sheet: usize,
    /// Players at the table.
    pub table_size: u8,
    /// Seats 1–8 (only the first `table_size` count).
    pub seats: Vec<SeatDraft>,
    /// How the set-up card is chosen.
    pub card_choice: CardChoice,
    /// The picked card (1–13).
    pub card_number: u8,
    /// The typed letters.
    pub card_letters: String,
    /// Random Starting Village.
    pub start: StartChoice,
    /// The village the Mayor named.
    pub start_village: u8,
    /// Counter-Clockwise option.
    pub counter_clockwise: bool,
    /// Symmetry option.
    pub symmetry: bool,
    /// Special Bonus variant.
    pub red: RedChoice,
    /// Red cards picked.
    pub red_cards: Vec<Sight>,
    /// The app deals from its own deck instead of real cards.
    pub app_deck: bool,
    /// Who the coach gives hints to.
    pub coach: CoachChoice,
    /// The seats chosen with [`CoachChoice::Seats`].
    pub coach_seats: Vec<u8>,
    /// Why the last start was refused.
    pub error: Option<String>,
    /// User sheet files that were skipped, and why.
    pub skipped_sheets: Vec<String>,
    /// Names used in earlier games, most recent first: the chips "names
    /// used before" of both games' forms.
    pub known_names: Vec<String>,
    /// The game being set up (picked first).
    pub game: GameKind,
    /// The set-up forms of the games that bring their own
    /// ([`super::own_game::FormGame`]: every game's but Tucana's, which
    /// is this form's own fields), by game.
    pub own_forms: Vec<(GameKind, Box<dyn super::own_game::GameForm>)>,
    /// Whether the form's quick game was asked ([`WizardIntent::QuickSolo`]):
    /// its game starts its quick game instead of the one set up, and
    /// clears this.
    pub quick_solo: bool,
    /// The language the default names ("Player N") were last written in;
    /// none until the wizard is first shown.
    names_language: Option<Language>,
}

/// Whether `name` is the default name of seat `seat` ("Player 2",
/// "Joueur 2", "Игрок 2") in any language the app speaks.
pub fn is_default_name(name: &str, seat: u8) -> bool {
    let name = name.trim();
    Language::ALL.into_iter().any(|l| Translator::shared(l).default_player(seat) == name)
}

impl Wizard {
    /// A wizard with the defaults: first island, 2 players, all tracked,
    /// card 1, no options, real cards.
    pub fn new(sheets: Vec<Arc<Sheet>>) -> Wizard {
        Wizard {
            quick_solo: false,
            sheets,
            sheet: 0,
            table_size: 2,
            seats: (1..=MAX_TABLE_SIZE)
                .map(|s| SeatDraft {
                    tracked: true,
                    name: Translator::shared(Language::English).default_player(s),
                })
                .collect(),
            card_choice: CardChoice::Pick,
            card_number: 1,
            card_letters: String::new(),
            start: StartChoice::Off,
            start_village: 1,
            counter_clockwise: false,
            symmetry: false,
            red: RedChoice::Off,
            red_cards: Vec::new(),
            app_deck: false,
            coach: CoachChoice::Nobody,
            coach_seats: Vec::new(),
            error: None,
            skipped_sheets: Vec::new(),
            known_names: Vec::new(),
            names_language: None,
            game: GameKind::ALL[0],
            own_forms: super::own_game::own_forms(),
        }
    }

    /// The chosen game's own set-up form, if it brings one.
    pub fn own_form(&self) -> Option<&dyn super::own_game::GameForm> {
        self.own_forms.iter().find(|(kind, _)| *kind == self.game).map(|(_, form)| form.as_ref())
    }

    /// Tells every game's own form what the player list knows of the
    /// people it may seat.
    pub fn know_people(&mut self, people: &crate::games::players::PlayerList) {
        for (_, form) in &mut self.own_forms {
            form.know_people(people);
        }
    }

    /// Writes the seats' untouched default names in `t`'s language (once
    /// per language: a name being typed is never rewritten).
    pub fn localise_default_names(&mut self, t: &Translator) {
        if self.names_language == Some(t.language()) {
            return;
        }
        for (seat, draft) in (1..).zip(self.seats.iter_mut()) {
            if is_default_name(&draft.name, seat) {
                draft.name = t.default_player(seat);
            }
        }
        self.names_language = Some(t.language());
    }

    /// Starts from the choices of the last game (a quick rematch): island,
    /// table, tracked seats and names, options, variant and deck.
    pub fn apply_choices(&mut self, c: &WizardChoices) {
        if let Some(kind) = c.last_game() {
            self.game = kind;
        }
        if let Some(i) = c.sheet.as_ref().and_then(|id| self.sheets.iter().position(|s| s.id() == id)) {
            self.sheet = i;
        }
        if let Some(n) = c.table_size.filter(|n| (1..=MAX_TABLE_SIZE).contains(n)) {
            self.table_size = n;
        }
        if !c.tracked_seats.is_empty() {
            // Only the seats of the last table take its paper choices: a
            // seat it did not have starts tracked (after a game for two,
            // seats 3 and 4 of a table of four started "on paper").
            let last_table = c.table_size.unwrap_or(MAX_TABLE_SIZE);
            for (seat, draft) in (1u8..).zip(self.seats.iter_mut()) {
                draft.tracked = seat > last_table || c.tracked_seats.contains(&seat);
            }
        }
        for (seat, name) in self.seats.iter_mut().zip(&c.names) {
            if !name.trim().is_empty() {
                seat.name = name.clone();
            }
        }
        // Remembered default names follow the language in use.
        self.names_language = None;
        self.start = if c.random_start { StartChoice::AppDraws } else { StartChoice::Off };
        self.counter_clockwise = c.counter_clockwise;
        self.symmetry = c.symmetry;
        self.red = if c.special_bonus { RedChoice::AppDraws } else { RedChoice::Off };
        self.app_deck = c.app_deck;
        self.coach = match c.coach {
            CoachFor::Nobody => CoachChoice::Nobody,
            CoachFor::SoloOnly => CoachChoice::SoloOnly,
            CoachFor::Seats => CoachChoice::Seats,
        };
        self.coach_seats =
            c.coach_seats.iter().copied().filter(|s| (1..=MAX_TABLE_SIZE).contains(s)).collect();
        for (_, form) in &mut self.own_forms {
            form.apply_choices(c);
        }
    }

    /// The choices to remember for next time.
    pub fn choices(&self) -> WizardChoices {
        let seats = &self.seats[..usize::from(self.table_size).min(self.seats.len())];
        let mut choices = WizardChoices {
            sheet: self.sheets.get(self.sheet).map(|s| s.id().to_string()),
            table_size: Some(self.table_size),
            names: seats.iter().map(|s| s.name.trim().to_string()).collect(),
            tracked_seats: (1..).zip(seats).filter(|(_, s)| s.tracked).map(|(n, _)| n).collect(),
            random_start: self.start != StartChoice::Off,
            counter_clockwise: self.counter_clockwise,
            symmetry: self.symmetry,
            special_bonus: self.red != RedChoice::Off,
            app_deck: self.app_deck,
            last_game: Some(self.game.record_id().to_string()),
            coach: match self.coach {
                CoachChoice::Nobody => CoachFor::Nobody,
                CoachChoice::SoloOnly => CoachFor::SoloOnly,
                CoachChoice::Seats => CoachFor::Seats,
            },
            coach_seats: self.coach_seats.clone(),
            // The other games' forms keep their own choices below.
            ..WizardChoices::default()
        };
        // Each game's own form keeps its own choices.
        for (_, form) in &self.own_forms {
            form.keep_choices(&mut choices);
        }
        choices
    }

    /// The known names not yet in this form (a chip already used is not
    /// offered twice), most recent first.
    pub fn names_to_offer(&self) -> Vec<String> {
        let in_form: Vec<&str> = if let Some(form) = self.own_form() {
            form.names_in_form().unwrap_or_default()
        } else {
            self.seats.iter().take(usize::from(self.table_size)).map(|s| s.name.as_str()).collect()
        };
        self.known_names
            .iter()
            .filter(|known| !in_form.iter().any(|n| crate::text::same_person(n, known)))
            .cloned()
            .collect()
    }

    /// The names of the seats kept on paper that were given one (a
    /// default "Player N" is no one's name), by seat, in NFC.
    pub fn paper_names(&self) -> Vec<(u8, String)> {
        (1u8..)
            .zip(self.seats.iter().take(usize::from(self.table_size)))
            .filter(|(seat, s)| !s.tracked && !s.name.trim().is_empty() && !is_default_name(&s.name, *seat))
            .map(|(seat, s)| (seat, crate::text::nfc(s.name.trim())))
            .collect()
    }

    /// Puts a known name into the first seat, on this device or on paper,
    /// that is still empty or has its default name ("Player N", in any
    /// language); a typed name stays, and a name already seated is not
    /// seated twice.
    pub fn fill_known_name(&mut self, name: &str) {
        let size = usize::from(self.table_size);
        if self.seats.iter().take(size).any(|s| crate::text::same_person(&s.name, name)) {
            return;
        }
        if let Some((_, seat)) = self
            .seats
            .iter_mut()
            .take(size)
            .enumerate()
            .find(|(i, s)| s.name.trim().is_empty() || is_default_name(&s.name, *i as u8 + 1))
        {
            seat.name = name.to_string();
        }
    }

    /// The seats of `setup` the coach gives hints to, as chosen: none, the
    /// solo game's sheet, or the ticked seats that have a sheet here.
    pub fn coach_for(&self, setup: &Setup) -> Vec<u8> {
        let seats = setup.players.iter().map(|p| p.seat);
        match self.coach {
            CoachChoice::Nobody => Vec::new(),
            CoachChoice::SoloOnly if setup.table_size == 1 => seats.collect(),
            CoachChoice::SoloOnly => Vec::new(),
            CoachChoice::Seats => seats.filter(|s| self.coach_seats.contains(s)).collect(),
        }
    }

    /// The island chosen.
    pub fn chosen_sheet(&self) -> Option<Arc<Sheet>> {
        self.sheets.get(self.sheet).cloned()
    }

    /// The set-up described, with `seed` for everything the app draws; why
    /// not, in `t`'s language.
    pub fn build_setup(&self, seed: u64, t: &Translator) -> Result<Setup, String> {
        let sheet = self.chosen_sheet().ok_or_else(|| t.text("wizard-no-island"))?;
        let players: Vec<SeatedPlayer> = self
            .seats
            .iter()
            .take(usize::from(self.table_size))
            .enumerate()
            .filter(|(_, s)| s.tracked)
            .map(|(i, s)| SeatedPlayer { name: crate::text::nfc(s.name.trim()), seat: i as u8 + 1 })
            .collect();
        let setup_card = match self.card_choice {
            CardChoice::Pick => SetupCard::Number(self.card_number),
            CardChoice::Type => {
                // Only a printed card, from its start letter: a rotation is
                // the same card read from another letter.
                let card = recognise_card(&self.card_letters)
                    .map_err(|e| t.format("wizard-card-error", &[("reason", t.letters_error(&e).into())]))?;
                SetupCard::Letters(card.from_start)
            }
            CardChoice::AppDraws => SetupCard::Number(draw_setup_card(seed)),
        };
        let start_village = match self.start {
            StartChoice::Off => None,
            StartChoice::Named => Some(self.start_village),
            StartChoice::AppDraws => Some(draw_start_village(seed)),
        };
        let count = red_cards_for_table(self.table_size);
        let red_cards = match self.red {
            RedChoice::Off => Vec::new(),
            RedChoice::Pick => {
                if self.red_cards.len() != count {
                    return Err(t.format(
                        "wizard-red-wrong",
                        &[("count", (count as i64).into()), ("picked", (self.red_cards.len() as i64).into())],
                    ));
                }
                self.red_cards.clone()
            }
            RedChoice::AppDraws => draw_red_cards(seed, count),
        };
        let setup = Setup {
            sheet: sheet.id().to_string(),
            table_size: self.table_size,
            players,
            setup_card,
            start_village,
            counter_clockwise: self.counter_clockwise,
            symmetry: self.symmetry,
            red_cards,
            deck: if self.app_deck { DeckMode::AppDeck { seed } } else { DeckMode::RealCards },
        };
        // A new game: names that print blank or the same are refused too.
        setup.validate().map_err(|e| capitalise(&t.setup_error(&e)))?;
        // The names given to paper seats obey the same rules, against
        // every name at the table.
        let mut everyone = setup.clone();
        everyone
            .players
            .extend(self.paper_names().into_iter().map(|(seat, name)| SeatedPlayer { name, seat }));
        everyone.players.sort_by_key(|p| p.seat);
        everyone.validate().map_err(|e| capitalise(&t.setup_error(&e)))?;
        Ok(setup)
    }
}

/// What the wizard asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WizardIntent {
    /// Start the chosen game's quick game (Tucana's: a solo game on Isla
    /// Petit with the app's deck): its game's app file starts it.
    QuickSolo,
    /// Go back to the running game.
    Back,
    /// Start the game set up in the chosen game's form: its game's app
    /// file starts it.
    Begin,
}

/// Draws the wizard; `can_go_back` offers a way back to a running game.
pub fn wizard_ui(ui: &mut Ui, w: &mut Wizard, can_go_back: bool) -> Option<WizardIntent> {
    let t = translator(ui.ctx());
    w.localise_default_names(&t);
    let mut intent = None;
    // Start (and why it was refused) in a bar of its own at the bottom, so
    // it stays in the window however long the form grows; the form scrolls
    // above it.
    // The bar's height is measured before it is drawn the first time
    // (a bottom panel learns its height from the frame before, and the
    // app's first frame has none: Start would sit half below the window).
    let start = RichText::new(tr(ui, "wizard-start")).size(theme::HEADING_SIZE).strong();
    let error = w.error.clone();
    let start_bar = |ui: &mut Ui, intent: &mut Option<WizardIntent>| {
        ui.add_space(theme::GAP / 2.0);
        if let Some(error) = &error {
            ui.label(RichText::new(error).color(theme::error_text(ui)));
        }
        if ui.button(start.clone()).clicked() {
            *intent = Some(WizardIntent::Begin);
        }
    };
    // Measured out of sight: a click there asks nothing.
    let measure = |ui: &mut Ui| start_bar(ui, &mut None);
    measured_panel(ui, "wizard-start-bar", egui::Panel::bottom, measure)
        .show(ui, |ui| start_bar(ui, &mut intent));
    // The full width, so that the bar stands at the window's edge and
    // not over the end of the widest row.
    egui::ScrollArea::vertical().auto_shrink([false, true]).show(ui, |ui| {
        theme::keep_clear_of_scroll_bar(ui);
        ui.heading(tr(ui, "wizard-heading"));
        ui.horizontal_wrapped(|ui| {
            ui.label(tr(ui, "wizard-game"));
            for kind in GameKind::ALL {
                ui.radio_value(&mut w.game, *kind, t.game_name(*kind));
            }
            // A game with a form of its own has no row of its own for
            // the way back (Tucana's is beside its quick game).
            if can_go_back && w.own_form().is_some() && ui.button(tr(ui, "wizard-back")).clicked() {
                intent = Some(WizardIntent::Back);
            }
        });
        ui.separator();
        let offered = w.names_to_offer();
        let chosen = w.game;
        if let Some((_, form)) = w.own_forms.iter_mut().find(|(kind, _)| *kind == chosen) {
            form.form_ui(ui);
            // The names used before, for a form that seats people.
            if form.names_in_form().is_some()
                && let Some(name) = known_names_ui(ui, &offered)
            {
                form.fill_known_name(&name);
            }
            return;
        }
        ui.horizontal_wrapped(|ui| {
            let solo = tr_args(
                ui,
                "wizard-quick-solo",
                &[("island", t.island_name(Setup::QUICK_SOLO_SHEET, "Isla Petit").into())],
            );
            if ui.button(RichText::new(solo).strong()).clicked() {
                intent = Some(WizardIntent::QuickSolo);
            }
            ui.label(RichText::new(tr(ui, "wizard-quick-solo-hint")).color(theme::muted_text(ui)));
            if can_go_back && ui.button(tr(ui, "wizard-back")).clicked() {
                intent = Some(WizardIntent::Back);
            }
        });
        ui.separator();
        // Row names wrap only when the window is narrow.
        let name_width = theme::FORM_LABEL_WIDTH.max(ui.available_width() * 0.25);
        // The column of row names is as wide as the widest, measured before
        // drawing: the form is drawn right in the app's first frame.
        let names = [
            "wizard-island",
            "wizard-table",
            "wizard-sheets",
            "wizard-card",
            "wizard-options",
            "wizard-special-bonus",
            "wizard-deck",
            "wizard-coach-for",
        ]
        .map(|key| RowName::new(ui, tr(ui, key), name_width));
        let widths = [names.iter().map(|n| n.size.x).fold(0.0, f32::max)];
        let [island, table, sheets, card, options, special, deck, coach] = names;
        let heights = RowHeights::of(ui);
        one_pass_grid_ui(ui, "wizard", &widths, theme::FORM_SPACING, |grid| {
            grid.row(island.height(heights.radio), |row| {
                row.cell_top(|ui| island.ui(ui));
                row.cell(|ui| {
                    if w.sheets.len() <= theme::MAX_ISLAND_BUTTONS {
                        ui.horizontal_wrapped(|ui| {
                            for (i, sheet) in w.sheets.iter().enumerate() {
                                ui.radio_value(&mut w.sheet, i, t.sheet_name(sheet));
                            }
                        });
                    } else {
                        // Many user islands: one drop-down list that scrolls, so
                        // Players and Start stay in view.
                        let chosen = w.sheets.get(w.sheet).map(|s| t.sheet_name(s)).unwrap_or_default();
                        let name = format!("{}: {chosen}", tr(ui, "wizard-island"));
                        egui::ComboBox::from_id_salt("wizard-island-list")
                            .selected_text(chosen)
                            .height(theme::ISLAND_LIST_HEIGHT)
                            .show_ui(ui, |ui| {
                                for (i, sheet) in w.sheets.iter().enumerate() {
                                    ui.selectable_value(&mut w.sheet, i, t.sheet_name(sheet));
                                }
                            })
                            .response
                            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
                    }
                });
            });
            if !w.skipped_sheets.is_empty() {
                grid.row(heights.line, |row| {
                    row.skip();
                    row.cell_top(|ui| {
                        ui.vertical(|ui| {
                            for reason in &w.skipped_sheets {
                                let text = tr_args(
                                    ui,
                                    "wizard-island-skipped",
                                    &[("reason", reason.as_str().into())],
                                );
                                ui.label(RichText::new(text).color(theme::error_text(ui)));
                            }
                        });
                    });
                });
            }

            grid.row(table.height(heights.button), |row| {
                row.cell_top(|ui| table.ui(ui));
                row.cell(|ui| {
                    ui.horizontal_wrapped(|ui| {
                        for n in 1..=MAX_TABLE_SIZE {
                            ui.selectable_value(&mut w.table_size, n, n.to_string());
                        }
                    });
                });
            });

            grid.row(sheets.height(heights.line), |row| {
                row.cell_top(|ui| sheets.ui(ui));
                row.cell_top(|ui| seats_ui(ui, w));
            });
            let offered = w.names_to_offer();
            if !offered.is_empty() {
                grid.row(heights.small_button, |row| {
                    row.skip();
                    row.cell(|ui| {
                        if let Some(name) = known_names_ui(ui, &offered) {
                            w.fill_known_name(&name);
                        }
                    });
                });
            }

            grid.row(card.height(heights.line), |row| {
                row.cell_top(|ui| card.ui(ui));
                row.cell_top(|ui| card_ui(ui, w, &t));
            });

            grid.row(options.height(heights.line), |row| {
                row.cell_top(|ui| options.ui(ui));
                row.cell_top(|ui| options_ui(ui, w));
            });

            grid.row(special.height(heights.line), |row| {
                row.cell_top(|ui| special.ui(ui));
                row.cell_top(|ui| special_bonus_ui(ui, w, &t));
            });

            grid.row(deck.height(heights.radio), |row| {
                row.cell_top(|ui| deck.ui(ui));
                // From the row's top: two lines (a narrow form) centred on
                // the row ran 1.5 points into the coach's row.
                row.cell_top(|ui| {
                    ui.horizontal_wrapped(|ui| {
                        ui.radio_value(&mut w.app_deck, false, tr(ui, "wizard-deck-real"));
                        ui.radio_value(&mut w.app_deck, true, tr(ui, "wizard-deck-app"));
                    });
                });
            });

            grid.row(coach.height(heights.line), |row| {
                row.cell_top(|ui| coach.ui(ui));
                row.cell_top(|ui| coach_row_ui(ui, w));
            });
        });
    });
    intent
}

/// The seats of the table: a name on this device or on paper for each.
fn seats_ui(ui: &mut Ui, w: &mut Wizard) {
    let paper_text = tr(ui, "wizard-on-paper");
    let paper_width = text_width_as(ui, paper_text.as_str(), egui::TextStyle::Button)
        + ui.spacing().icon_width
        + ui.spacing().icon_spacing;
    ui.vertical(|ui| {
        let table = usize::from(w.table_size);
        let labels: Vec<egui::WidgetText> = (1..=w.table_size)
            .map(|seat| tr_args(ui, "wizard-seat", &[("seat", i64::from(seat).into())]).into())
            .collect();
        let widths = [labels.iter().map(|l| text_width(ui, l.clone())).fold(0.0, f32::max)];
        let height = RowHeights::of(ui).text_edit;
        one_pass_grid_ui(ui, "wizard-seats", &widths, theme::GRID_SPACING, |grid| {
            for ((seat, draft), label) in (1u8..).zip(w.seats.iter_mut().take(table)).zip(labels) {
                let number = || [("seat", i64::from(seat).into())];
                grid.row(height, |row| {
                    row.cell(|ui| ui.label(label));
                    row.cell(|ui| {
                        ui.horizontal(|ui| {
                            // Every seat has a name, on this device or on
                            // paper; the name field gives way to the
                            // toggle in a narrow window.
                            // The toggle stands apart from the field by
                            // the form's own spacing, not glued to it.
                            let gap = theme::FORM_SPACING.x;
                            let name_width = (ui.available_width() - paper_width - gap)
                                .clamp(theme::NAME_WIDTH / 4.0, theme::NAME_WIDTH);
                            ui.add(egui::TextEdit::singleline(&mut draft.name).desired_width(name_width))
                                .accessible_name(tr_args(ui, "wizard-name-label", &number()));
                            ui.add_space((gap - ui.spacing().item_spacing.x).max(0.0));
                            let mut paper = !draft.tracked;
                            if ui
                                .checkbox(&mut paper, paper_text.as_str())
                                .on_hover_text(tr(ui, "wizard-paper-means"))
                                .accessible_name(tr_args(ui, "wizard-on-paper-label", &number()))
                                .changed()
                            {
                                draft.tracked = !paper;
                            }
                        })
                    });
                });
            }
        });
        ui.add(
            egui::Label::new(
                RichText::new(tr(ui, "wizard-paper-means")).small().color(theme::muted_text(ui)),
            )
            .wrap(),
        );
    });
}

/// The set-up card: picked from the list, typed letter by letter, or drawn by the app.
fn card_ui(ui: &mut Ui, w: &mut Wizard, t: &Translator) {
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut w.card_choice, CardChoice::Pick, tr(ui, "wizard-card-pick"));
            ui.radio_value(&mut w.card_choice, CardChoice::Type, tr(ui, "wizard-card-type"));
            ui.radio_value(&mut w.card_choice, CardChoice::AppDraws, tr(ui, "wizard-card-draw"));
        });
        match w.card_choice {
            CardChoice::Pick => {
                ComboBox::from_id_salt("setup-card")
                    .width(theme::CARD_FIELD_WIDTH)
                    .selected_text(card_text(t, w.card_number))
                    .show_ui(ui, |ui| {
                        for n in 1..=SETUP_CARDS.len() as u8 {
                            ui.selectable_value(&mut w.card_number, n, card_text(t, n));
                        }
                    })
                    .response
                    .accessible_name(tr(ui, "wizard-card-label"));
            }
            CardChoice::Type => {
                ui.add(
                    egui::TextEdit::singleline(&mut w.card_letters)
                        .hint_text(tr(ui, "wizard-letters-hint"))
                        .desired_width(theme::CARD_FIELD_WIDTH),
                )
                .accessible_name(tr(ui, "wizard-letters-label"));
                match recognise_card(&w.card_letters) {
                    Ok(card) if card.shift == 0 => {
                        ui.label(RichText::new(tr(ui, "wizard-letters-valid")).color(theme::news_text(ui)))
                    }
                    Ok(card) => {
                        // Say which letters the villages get, so the
                        // table can check them against the card.
                        let letters = card_letters_text(t, &card.from_start);
                        let text = tr_args(ui, "wizard-letters-rotated", &[("letters", letters.into())]);
                        ui.label(RichText::new(text).color(theme::news_text(ui)))
                    }
                    Err(e) if !w.card_letters.trim().is_empty() => {
                        ui.label(RichText::new(t.letters_error(&e)).color(theme::error_text(ui)))
                    }
                    Err(_) => ui.label(""),
                };
            }
            CardChoice::AppDraws => {
                ui.label(RichText::new(tr(ui, "wizard-card-drawn")).color(theme::muted_text(ui)));
            }
        }
    });
}

/// The starting village, the direction of play and symmetry.
fn options_ui(ui: &mut Ui, w: &mut Wizard) {
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr(ui, "wizard-start-village"));
            ui.radio_value(&mut w.start, StartChoice::Off, tr(ui, "wizard-off"));
            ui.radio_value(&mut w.start, StartChoice::Named, tr(ui, "wizard-start-named"));
            ui.radio_value(&mut w.start, StartChoice::AppDraws, tr(ui, "wizard-start-drawn"));
            if w.start == StartChoice::Named {
                let prefix = format!("{} ", tr(ui, "wizard-village"));
                ui.add(egui::DragValue::new(&mut w.start_village).range(1..=10).prefix(prefix));
            }
        });
        ui.checkbox(&mut w.counter_clockwise, tr(ui, "wizard-counter-clockwise"));
        ui.checkbox(&mut w.symmetry, tr(ui, "wizard-symmetry"));
    });
}

/// The Special Bonus: off, red cards picked, or drawn by the app.
fn special_bonus_ui(ui: &mut Ui, w: &mut Wizard, t: &Translator) {
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut w.red, RedChoice::Off, tr(ui, "wizard-off"));
            ui.radio_value(&mut w.red, RedChoice::Pick, tr(ui, "wizard-red-pick"));
            ui.radio_value(&mut w.red, RedChoice::AppDraws, tr(ui, "wizard-red-drawn-choice"));
        });
        let count = red_cards_for_table(w.table_size);
        let count_arg = || [("count", (count as i64).into())];
        if w.red == RedChoice::Pick {
            ui.horizontal_wrapped(|ui| {
                ui.label(tr_args(ui, "wizard-red-count", &count_arg()));
                for sight in Sight::ALL {
                    let mut on = w.red_cards.contains(&sight);
                    if ui.checkbox(&mut on, t.sight(sight)).changed() {
                        w.red_cards.retain(|s| *s != sight);
                        if on {
                            w.red_cards.push(sight);
                        }
                    }
                }
            });
        } else if w.red == RedChoice::AppDraws {
            ui.label(
                RichText::new(tr_args(ui, "wizard-red-drawn", &count_arg())).color(theme::muted_text(ui)),
            );
        }
    });
}

/// The chips "names used before", most recent first; the name tapped.
fn known_names_ui(ui: &mut Ui, names: &[String]) -> Option<String> {
    if names.is_empty() {
        return None;
    }
    let mut picked = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr(ui, "wizard-names-before")).color(theme::muted_text(ui)));
        let hint = tr(ui, "wizard-name-hint");
        for name in names {
            if ui.small_button(name).on_hover_text(&hint).clicked() {
                picked = Some(name.clone());
            }
        }
    });
    picked
}

/// "Coach for: nobody / solo only / these seats", with a chip per tracked
/// seat for the last.
fn coach_row_ui(ui: &mut Ui, w: &mut Wizard) {
    let hint = tr(ui, "wizard-coach-hint");
    ui.vertical(|ui| {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(&mut w.coach, CoachChoice::Nobody, tr(ui, "wizard-coach-nobody"))
                .on_hover_text(&hint);
            ui.radio_value(&mut w.coach, CoachChoice::SoloOnly, tr(ui, "wizard-coach-solo"))
                .on_hover_text(&hint);
            ui.radio_value(&mut w.coach, CoachChoice::Seats, tr(ui, "wizard-coach-seats"))
                .on_hover_text(&hint);
        });
        if w.coach != CoachChoice::Seats {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            for (seat, draft) in (1u8..).zip(w.seats.iter().take(usize::from(w.table_size))) {
                if !draft.tracked {
                    continue;
                }
                let on = w.coach_seats.contains(&seat);
                let name = draft.name.trim();
                let name = if name.is_empty() {
                    tr_args(ui, "wizard-seat", &[("seat", i64::from(seat).into())])
                } else {
                    name.to_string()
                };
                let label = tr_args(ui, "wizard-coach-chip", &[("name", name.as_str().into())]);
                let chip = ui.selectable_label(on, &name).on_hover_text(&hint);
                chip.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, on, &label));
                if chip.clicked() {
                    if on {
                        w.coach_seats.retain(|s| *s != seat);
                    } else {
                        w.coach_seats.push(seat);
                    }
                }
            }
        });
    });
}

/// A row name of the form, measured before it is drawn (see
/// [`one_pass_grid_ui`]).
#[derive(Clone)]
struct RowName {
    text: String,
    /// Its size, wrapped at `width`.
    size: egui::Vec2,
    width: f32,
}

impl RowName {
    fn new(ui: &Ui, text: String, width: f32) -> RowName {
        let size = egui::WidgetText::from(text.as_str())
            .into_galley(ui, Some(egui::TextWrapMode::Wrap), width, egui::TextStyle::Body)
            .size();
        RowName { text, size, width }
    }

    fn ui(&self, ui: &mut Ui) {
        row_name(ui, self.text.clone(), self.width);
    }

    /// The row's height beside a cell `content` high.
    fn height(&self, content: f32) -> f32 {
        self.size.y.max(content)
    }
}

/// The name of a row of the form, wrapped when it is wider than `width`.
fn row_name(ui: &mut Ui, text: String, width: f32) {
    ui.scope(|ui| {
        ui.set_max_width(width);
        ui.add(egui::Label::new(text).wrap());
    });
}

/// Card `n` as the table sees it: its letters ("CEBAEDCDAB"), as this
/// language prints them. Our numbers 1–13 are on no printed card, so they
/// are not shown.
pub fn card_text(t: &Translator, n: u8) -> String {
    card_letters_text(t, SETUP_CARDS.get(usize::from(n).saturating_sub(1)).copied().unwrap_or(""))
}

/// Letters in this language's alphabet (А Б В Г Д in Russian), upper case.
fn card_letters_text(t: &Translator, letters: &str) -> String {
    letters.chars().filter_map(Letter::from_char).map(|l| t.letter(l)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_the_last_table_did_not_have_start_tracked() {
        let mut wizard = Wizard::new(Vec::new());
        // A game for two, seat 2 on paper.
        let last = WizardChoices { table_size: Some(2), tracked_seats: vec![1], ..WizardChoices::default() };
        wizard.apply_choices(&last);
        let tracked: Vec<bool> = wizard.seats.iter().map(|s| s.tracked).collect();
        assert_eq!(tracked, [true, false, true, true, true, true, true, true]);
    }
}
