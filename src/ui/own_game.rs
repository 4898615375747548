//! What a game's own screens give the screens written once: its set-up
//! form in the new-game form ([`GameForm`], built by [`FormGame`] for
//! every game of the registry), and what its play screen did to its game
//! ([`OwnGameIntent`]), which the app follows up the same way for every
//! game (the message line, the save, leaving it).

use crate::games::form_choices::WizardChoices;
use crate::games::{AnyRecord, GameKind, KindVisitor, Rules};
use crate::i18n::Translator;
use egui::Ui;

/// A game's set-up form, drawn inside the new-game form under the game
/// picker; the form's Start button (drawn once, below it) asks
/// [`GameForm::begin`] for the game set up.
pub trait GameForm: std::any::Any + Send + Sync + std::fmt::Debug {
    /// A copy of the form as it stands (the new-game form is kept while
    /// another screen is shown).
    fn clone_form(&self) -> Box<dyn GameForm>;
    /// Draws the form's fields.
    fn form_ui(&mut self, ui: &mut Ui);
    /// The game set up, as a record of its set-up with nothing played
    /// (`Record::begin`); why not, in the language of `t`.
    fn begin(&self, t: &Translator) -> Result<AnyRecord, String>;
    /// Starts from the choices remembered from the last game (its own
    /// among them). By default nothing is remembered.
    fn apply_choices(&mut self, _choices: &WizardChoices) {}
    /// Keeps its choices in `choices`, to remember for next time.
    fn keep_choices(&self, _choices: &mut WizardChoices) {}
    /// The names typed at its table, if it takes the names used before
    /// (the chips under the form); by default it takes none.
    fn names_in_form(&self) -> Option<Vec<&str>> {
        None
    }
    /// Puts a name used before into the form (a chip was clicked).
    fn fill_known_name(&mut self, _name: &str) {}
    /// Learns what the player list knows of the people it may seat (New
    /// York: each person's favourite taxi colour).
    fn know_people(&mut self, _people: &crate::games::players::PlayerList) {}
    /// Takes the names used before, for a form that draws their chips in
    /// its own rows (Tucana's, under its seats).
    fn offer_names(&mut self, _names: &[String]) {}
    /// Takes the boards installed (Tucana: its islands) and the words of
    /// the files that were skipped.
    fn know_boards(&mut self, _boards: &crate::games::Boards<'_>, _skipped: &[String]) {}
    /// Whether a button of its own asked for the start this frame (Tucana's
    /// quick game); asked once.
    fn begins_now(&mut self) -> bool {
        false
    }
}

impl Clone for Box<dyn GameForm> {
    fn clone(&self) -> Box<dyn GameForm> {
        self.clone_form()
    }
}

/// A game of the registry as the new-game form knows it: its own set-up
/// form. Each game implements it beside its screen.
pub trait FormGame: Rules {
    /// Its form (`None`: the game is not set up from the new-game form).
    fn form() -> Option<Box<dyn GameForm>>;
}

/// Builds a game's own form.
struct FormOf;

impl<G: FormGame> KindVisitor<G> for FormOf {
    type Output = Option<Box<dyn GameForm>>;
    fn visit(self) -> Option<Box<dyn GameForm>> {
        G::form()
    }
}

/// Every game's own set-up form, in the registry's order.
pub fn own_forms() -> Vec<(GameKind, Box<dyn GameForm>)> {
    GameKind::ALL.iter().filter_map(|kind| Some((*kind, kind.visit(FormOf)?))).collect()
}

/// What a game's own play screen did to its game, once it applied it: the
/// app says so on the message line and saves, or leaves the game.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OwnGameIntent {
    /// The game changed (an action entered, undone or redone): what the
    /// message line says. The app saves it.
    Changed(String),
    /// An action was refused, nothing changed: why, for the message line.
    Refused(String),
    /// Back to the start screen (the game stays listed there).
    Leave,
    /// Something only its game's app file knows how to do (New York's
    /// entries, which run on the table's game while the phones play):
    /// handed to that game, whichever screen asked.
    Asked(OwnAsked),
}

/// A request of a game's own screens, in the game's own type (its screen's
/// intent), for its game's app file: the shared parts carry it without
/// knowing the type, and hand it to the game it is of ([`OwnAsked::kind`]).
#[derive(Clone)]
pub struct OwnAsked {
    kind: GameKind,
    asked: std::sync::Arc<dyn AskedValue>,
}

impl OwnAsked {
    /// `asked`, a request of game `kind`'s screens.
    pub fn new<T: AskedValue>(kind: GameKind, asked: T) -> OwnAsked {
        OwnAsked { kind, asked: std::sync::Arc::new(asked) }
    }

    /// The game it is for.
    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The request, if it is of type `T`.
    pub fn get<T: AskedValue>(&self) -> Option<&T> {
        self.asked.as_any().downcast_ref::<T>()
    }
}

impl std::fmt::Debug for OwnAsked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}: ", self.kind)?;
        self.asked.debug(f)
    }
}

impl PartialEq for OwnAsked {
    fn eq(&self, other: &OwnAsked) -> bool {
        self.kind == other.kind && self.asked.same(other.asked.as_any())
    }
}

impl Eq for OwnAsked {}

/// What an [`OwnAsked`] can carry: any plain value that can be compared
/// and printed (a screen's intent).
pub trait AskedValue: std::any::Any + Send + Sync {
    /// The value, to read it back as its type.
    fn as_any(&self) -> &dyn std::any::Any;
    /// Whether `other` is an equal value of the same type.
    fn same(&self, other: &dyn std::any::Any) -> bool;
    /// Prints the value.
    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result;
}

impl<T: std::any::Any + Send + Sync + PartialEq + std::fmt::Debug> AskedValue for T {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn same(&self, other: &dyn std::any::Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }
    fn debug(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self, f)
    }
}
