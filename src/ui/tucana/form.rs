//! Tucana's set-up form in the new-game form ([`FormGame`]): island,
//! table, tracked sheets, set-up card, options, the Special Bonus variant,
//! where the terrain cards come from and who the coach helps. Its quick
//! game, a solo game on Isla Petit, starts from here with one click.

use crate::games::form_choices::{CoachFor, WizardChoices};
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::rules::random::{draw_red_cards, draw_setup_card, draw_start_village};
use crate::games::tucana::rules::setup_cards::{SETUP_CARDS, recognise_card};
use crate::games::tucana::rules::{
    DeckMode, MAX_TABLE_SIZE, SeatedPlayer, Setup, SetupCard, red_cards_for_table,
};
use crate::games::tucana::sheet::{Letter, Sheet, Sight};
use crate::i18n::capitalise;
use crate::i18n::{Language, Translator};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::one_pass_grid::{RowHeights, one_pass_grid_ui, text_width, text_width_as};
use crate::ui::own_game::{FormGame, GameForm};
use crate::ui::theme;
use crate::ui::wizard::{is_default_name, known_names_ui};
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
    /// The seats ticked in [`TucanaForm::coach_seats`].
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

/// Everything Tucana's form has been told so far.
#[derive(Debug, Clone)]
pub struct TucanaForm {
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
    /// User sheet files that were skipped, and why.
    pub skipped_sheets: Vec<String>,
    /// Names used in earlier games, most recent first: the chips "names
    /// used before".
    pub known_names: Vec<String>,
    /// Whether the quick game was asked: the app starts it instead of the
    /// one set up, and clears this.
    pub quick_solo: bool,
    /// Whether its button was pressed this frame (the new-game form then
    /// asks for the start: [`GameForm::begins_now`]).
    quick_solo_pressed: bool,
    /// The language the default names ("Player N") were last written in;
    /// none until the wizard is first shown.
    names_language: Option<Language>,
}

impl TucanaForm {
    /// A form with the defaults: first island, 2 players, all tracked,
    /// card 1, no options, real cards.
    pub fn new(sheets: Vec<Arc<Sheet>>) -> TucanaForm {
        TucanaForm {
            quick_solo: false,
            quick_solo_pressed: false,
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
            skipped_sheets: Vec::new(),
            known_names: Vec::new(),
            names_language: None,
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
    }

    /// Keeps the choices to remember for next time in `c`.
    pub fn keep_choices(&self, c: &mut WizardChoices) {
        let seats = &self.seats[..usize::from(self.table_size).min(self.seats.len())];
        c.sheet = self.sheets.get(self.sheet).map(|s| s.id().to_string());
        c.table_size = Some(self.table_size);
        c.names = seats.iter().map(|s| s.name.trim().to_string()).collect();
        c.tracked_seats = (1..).zip(seats).filter(|(_, s)| s.tracked).map(|(n, _)| n).collect();
        c.random_start = self.start != StartChoice::Off;
        c.counter_clockwise = self.counter_clockwise;
        c.symmetry = self.symmetry;
        c.special_bonus = self.red != RedChoice::Off;
        c.app_deck = self.app_deck;
        c.coach = match self.coach {
            CoachChoice::Nobody => CoachFor::Nobody,
            CoachChoice::SoloOnly => CoachFor::SoloOnly,
            CoachChoice::Seats => CoachFor::Seats,
        };
        c.coach_seats = self.coach_seats.clone();
    }

    /// The known names not yet in this form (a chip already used is not
    /// offered twice), most recent first.
    pub fn names_to_offer(&self) -> Vec<String> {
        let in_form: Vec<&str> =
            self.seats.iter().take(usize::from(self.table_size)).map(|s| s.name.as_str()).collect();
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

impl FormGame for TucanaGame {
    /// The built-in islands until the app gives the ones installed
    /// ([`GameForm::know_boards`]).
    fn form() -> Option<Box<dyn GameForm>> {
        let sheets = crate::games::tucana::sheet::builtin_sheets().into_iter().map(Arc::new).collect();
        Some(Box::new(TucanaForm::new(sheets)))
    }
}

impl GameForm for TucanaForm {
    fn clone_form(&self) -> Box<dyn GameForm> {
        Box::new(self.clone())
    }
    fn form_ui(&mut self, ui: &mut Ui) {
        tucana_form_ui(ui, self);
    }
    /// The game set up, its draws from the clock; the coach's seats and
    /// the names of the seats on paper kept in its record (the app starts
    /// it the same way, and remembers its names: `app/tucana.rs`).
    fn begin(&self, t: &Translator) -> Result<crate::games::AnyRecord, String> {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0x5EED, |d| d.as_nanos() as u64);
        let setup = self.build_setup(seed, t)?;
        let sheet = self.chosen_sheet().ok_or_else(|| t.text("wizard-no-island"))?;
        let coach = self.coach_for(&setup);
        let mut log = crate::games::tucana::record::TucanaLog::new(sheet, setup)
            .map(|log| log.with_coach(&coach))
            .map_err(|e| capitalise(&t.setup_error(&e)))?;
        log.set_paper_names(self.paper_names()).map_err(|e| capitalise(&t.record_error(&e)))?;
        Ok(log.record().clone().into())
    }
    fn apply_choices(&mut self, choices: &WizardChoices) {
        TucanaForm::apply_choices(self, choices);
    }
    fn keep_choices(&self, choices: &mut WizardChoices) {
        TucanaForm::keep_choices(self, choices);
    }
    /// Its chips are a row of its own form, under the seats.
    fn offer_names(&mut self, names: &[String]) {
        self.known_names = names.to_vec();
    }
    fn fill_known_name(&mut self, name: &str) {
        TucanaForm::fill_known_name(self, name);
    }
    fn know_boards(&mut self, boards: &crate::games::Boards<'_>, skipped: &[String]) {
        self.sheets = boards.islands.sheets.clone();
        self.sheet = 0;
        self.skipped_sheets = skipped.to_vec();
    }
    /// Its quick game's button was pressed.
    fn begins_now(&mut self) -> bool {
        let pressed = std::mem::take(&mut self.quick_solo_pressed);
        self.quick_solo |= pressed;
        pressed
    }
}

/// Draws Tucana's form: its quick game, then its rows.
fn tucana_form_ui(ui: &mut Ui, w: &mut TucanaForm) {
    let t = translator(ui.ctx());
    w.localise_default_names(&t);
    ui.horizontal_wrapped(|ui| {
        let solo = tr_args(
            ui,
            "wizard-quick-solo",
            &[("island", t.island_name(Setup::QUICK_SOLO_SHEET, "Isla Petit").into())],
        );
        if ui.button(RichText::new(solo).strong()).clicked() {
            w.quick_solo_pressed = true;
        }
        ui.label(RichText::new(tr(ui, "wizard-quick-solo-hint")).color(theme::muted_text(ui)));
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
    // The seats beside their row's name, where a name field fits there.
    let column = ui.available_width() - widths[0].max(ui.spacing().interact_size.x) - theme::FORM_SPACING.x;
    let seats_in_column = seats_fit_in_line(ui, w.table_size, column);
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
                            let text =
                                tr_args(ui, "wizard-island-skipped", &[("reason", reason.as_str().into())]);
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

        if seats_in_column {
            grid.row(sheets.height(heights.line), |row| {
                row.cell_top(|ui| sheets.ui(ui));
                row.cell_top(|ui| seats_ui(ui, w));
            });
        } else {
            // A narrow form: the seats take its whole width under their
            // row's name, so each name field stays wide enough to read.
            grid.row(sheets.height(heights.line), |row| row.cell_top(|ui| sheets.ui(ui)));
            grid.row(heights.text_edit, |row| row.rest_top(|ui| seats_ui(ui, w)));
        }
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
}

/// The width of a seat's "on paper" toggle.
fn paper_toggle_width(ui: &Ui) -> f32 {
    text_width_as(ui, tr(ui, "wizard-on-paper"), egui::TextStyle::Button)
        + ui.spacing().icon_width
        + ui.spacing().icon_spacing
}

/// The seats' names ("Seat 1 (Mayor)") and the width of the widest.
fn seat_labels(ui: &Ui, table_size: u8) -> (Vec<egui::WidgetText>, f32) {
    let labels: Vec<egui::WidgetText> = (1..=table_size)
        .map(|seat| tr_args(ui, "wizard-seat", &[("seat", i64::from(seat).into())]).into())
        .collect();
    let width = labels.iter().map(|l| text_width(ui, l.clone())).fold(0.0, f32::max);
    (labels, width)
}

/// Whether, in `width`, each seat's name, a name field of at least
/// [`theme::NAME_MIN_WIDTH`] and its "on paper" toggle fit on one line.
fn seats_fit_in_line(ui: &Ui, table_size: u8, width: f32) -> bool {
    let (_, labels) = seat_labels(ui, table_size);
    let rest = width - labels - theme::GRID_SPACING.x;
    rest - paper_toggle_width(ui) - theme::FORM_SPACING.x >= theme::NAME_MIN_WIDTH
}

/// The seats of the table: a name on this device or on paper for each.
fn seats_ui(ui: &mut Ui, w: &mut TucanaForm) {
    let paper_text = tr(ui, "wizard-on-paper");
    let paper_width = paper_toggle_width(ui);
    ui.vertical(|ui| {
        let table = usize::from(w.table_size);
        let (labels, label_width) = seat_labels(ui, w.table_size);
        let widths = [label_width];
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
                            // toggle down to a name's width (the form
                            // gives the seats its whole width before).
                            // The toggle stands apart from the field by
                            // the form's own spacing, not glued to it.
                            let gap = theme::FORM_SPACING.x;
                            let name_width = (ui.available_width() - paper_width - gap)
                                .clamp(theme::NAME_MIN_WIDTH, theme::NAME_WIDTH);
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
fn card_ui(ui: &mut Ui, w: &mut TucanaForm, t: &Translator) {
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
fn options_ui(ui: &mut Ui, w: &mut TucanaForm) {
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
fn special_bonus_ui(ui: &mut Ui, w: &mut TucanaForm, t: &Translator) {
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

/// "Coach for: nobody / solo only / these seats", with a chip per tracked
/// seat for the last.
fn coach_row_ui(ui: &mut Ui, w: &mut TucanaForm) {
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
        let mut wizard = TucanaForm::new(Vec::new());
        // A game for two, seat 2 on paper.
        let last = WizardChoices { table_size: Some(2), tracked_seats: vec![1], ..WizardChoices::default() };
        wizard.apply_choices(&last);
        let tracked: Vec<bool> = wizard.seats.iter().map(|s| s.tracked).collect();
        assert_eq!(tracked, [true, false, true, true, true, true, true, true]);
    }
}
