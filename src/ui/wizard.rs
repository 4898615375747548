//! The new-game form: the game picker over every game of the registry,
//! the chosen game's own set-up form under it ([`GameForm`], built by
//! each game's [`super::own_game::FormGame`]), the names used before, and
//! Start in a bar of its own. What a form remembers of the last game and
//! what it starts is its game's.

use super::lang::{tr, translator};
use super::measured_panel::measured_panel;
use super::own_game::GameForm;
use super::theme;
use crate::games::GameKind;
use crate::games::form_choices::WizardChoices;
use crate::i18n::{Language, Translator};
use egui::{RichText, Ui};

/// Whether `name` is the default name of seat `seat` ("Player 2",
/// "Joueur 2", "Игрок 2") in any language the app speaks.
pub fn is_default_name(name: &str, seat: u8) -> bool {
    let name = name.trim();
    Language::ALL.into_iter().any(|l| Translator::shared(l).default_player(seat) == name)
}

/// The new-game form as it stands: the game picked and every game's own
/// form.
#[derive(Debug, Clone)]
pub struct Wizard {
    /// The game being set up (picked first).
    pub game: GameKind,
    /// Every game's set-up form ([`super::own_game::FormGame`]), by game,
    /// in the registry's order.
    pub own_forms: Vec<(GameKind, Box<dyn GameForm>)>,
    /// Names used in earlier games, most recent first: the chips "names
    /// used before" under a form that seats people.
    pub known_names: Vec<String>,
    /// Why the last start was refused.
    pub error: Option<String>,
}

impl Default for Wizard {
    fn default() -> Wizard {
        Wizard::new()
    }
}

impl Wizard {
    /// The form on the registry's first game, every game's form with its
    /// defaults.
    pub fn new() -> Wizard {
        Wizard {
            game: GameKind::ALL[0],
            own_forms: super::own_game::own_forms(),
            known_names: Vec::new(),
            error: None,
        }
    }

    /// The chosen game's own set-up form, if it brings one.
    pub fn own_form(&self) -> Option<&dyn GameForm> {
        self.own_forms.iter().find(|(kind, _)| *kind == self.game).map(|(_, form)| form.as_ref())
    }

    /// The chosen game's own set-up form, to change.
    pub fn own_form_mut(&mut self) -> Option<&mut (dyn GameForm + 'static)> {
        let game = self.game;
        self.own_forms.iter_mut().find(|(kind, _)| *kind == game).map(|(_, form)| form.as_mut())
    }

    /// Game `kind`'s form as its own type `F` (its app file reads it
    /// back to start it).
    pub fn form_of<F: GameForm>(&mut self, kind: GameKind) -> Option<&mut F> {
        let form = self.own_forms.iter_mut().find(|(k, _)| *k == kind).map(|(_, form)| form.as_mut())?;
        let any: &mut dyn std::any::Any = form;
        any.downcast_mut::<F>()
    }

    /// Tells every game's own form what the player list knows of the
    /// people it may seat.
    pub fn know_people(&mut self, people: &crate::games::players::PlayerList) {
        for (_, form) in &mut self.own_forms {
            form.know_people(people);
        }
    }

    /// Offers every game's form the names used before.
    pub fn offer_names(&mut self, names: Vec<String>) {
        for (_, form) in &mut self.own_forms {
            form.offer_names(&names);
        }
        self.known_names = names;
    }

    /// Gives every game's form the boards installed and the words of the
    /// files that were skipped.
    pub fn know_boards(&mut self, boards: &crate::games::Boards<'_>, skipped: &[String]) {
        for (_, form) in &mut self.own_forms {
            form.know_boards(boards, skipped);
        }
    }

    /// Starts from the choices of the last game (a quick rematch): its
    /// game, and what each game's form remembers.
    pub fn apply_choices(&mut self, c: &WizardChoices) {
        if let Some(kind) = c.last_game() {
            self.game = kind;
        }
        for (_, form) in &mut self.own_forms {
            form.apply_choices(c);
        }
    }

    /// The choices to remember for next time: the game played, and what
    /// each game's form keeps.
    pub fn choices(&self) -> WizardChoices {
        let mut choices =
            WizardChoices { last_game: Some(self.game.record_id().to_string()), ..WizardChoices::default() };
        for (_, form) in &self.own_forms {
            form.keep_choices(&mut choices);
        }
        choices
    }

    /// The known names not yet in the chosen form (a chip already used
    /// is not offered twice), most recent first.
    pub fn names_to_offer(&self) -> Vec<String> {
        let in_form = self.own_form().and_then(|f| f.names_in_form()).unwrap_or_default();
        self.known_names
            .iter()
            .filter(|known| !in_form.iter().any(|n| crate::text::same_person(n, known)))
            .cloned()
            .collect()
    }
}

/// What the wizard asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WizardIntent {
    /// Go back to the running game.
    Back,
    /// Start the game set up in the chosen game's form (or its quick
    /// game, which its form then says): its game's app file starts it.
    Begin,
}

/// Draws the wizard; `can_go_back` offers a way back to a running game.
pub fn wizard_ui(ui: &mut Ui, w: &mut Wizard, can_go_back: bool) -> Option<WizardIntent> {
    let t = translator(ui.ctx());
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
            if can_go_back && ui.button(tr(ui, "wizard-back")).clicked() {
                intent = Some(WizardIntent::Back);
            }
        });
        ui.separator();
        let offered = w.names_to_offer();
        let chosen = w.game;
        if let Some((_, form)) = w.own_forms.iter_mut().find(|(kind, _)| *kind == chosen) {
            form.form_ui(ui);
            // The names used before, for a form that seats people (one
            // that draws them in its rows says none).
            if form.names_in_form().is_some()
                && let Some(name) = known_names_ui(ui, &offered)
            {
                form.fill_known_name(&name);
            }
            // Its own button started it (a quick game).
            if form.begins_now() {
                intent = Some(WizardIntent::Begin);
            }
        }
    });
    intent
}

/// The chips "names used before", most recent first; the name tapped.
pub fn known_names_ui(ui: &mut Ui, names: &[String]) -> Option<String> {
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
