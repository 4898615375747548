//! Everything a person can ask of the app, one enum over the screens'
//! own intents. [`super::TrailpadApp::apply`] matches it exhaustively: an
//! intent nobody handles does not compile.

use crate::ui::close::CloseIntent;
use crate::ui::file_dialog::FileDialogIntent;
use crate::ui::game_end::GameEndIntent;
use crate::ui::game_menu::MenuIntent;
use crate::ui::history::HistoryIntent;
use crate::ui::saved_games::SavedGamesIntent;
use crate::ui::settings_menu::SettingsIntent;
use crate::ui::start::StartIntent;
use crate::ui::table_host::TableHostIntent;
use crate::ui::wizard::WizardIntent;

/// One thing asked for during a frame.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// A choice in the Game menu.
    Menu(MenuIntent),
    /// A choice in the Settings menu.
    Settings(SettingsIntent),
    /// Act on the new game form.
    Wizard(WizardIntent),
    /// Act on the start screen's list of unfinished games.
    Games(SavedGamesIntent),
    /// Act on the history screen.
    History(HistoryIntent),
    /// Act on the file dialog.
    File(FileDialogIntent),
    /// Answer the question asked when closing with unsaved changes.
    Close(CloseIntent),
    /// Act on the host screen of table mode.
    TableHost(TableHostIntent),
    /// Asked on a finished game's final scores, of either game.
    GameEnd(GameEndIntent),
    /// What a game's own screens did to its game, or ask of it (a game's
    /// own requests, its review among them, are its own app file's).
    OwnGame(crate::ui::own_game::OwnGameIntent),
}

impl From<StartIntent> for Intent {
    fn from(intent: StartIntent) -> Intent {
        match intent {
            StartIntent::Settings(i) => Intent::Settings(i),
            StartIntent::Games(i) => Intent::Games(i),
            StartIntent::Wizard(i) => Intent::Wizard(i),
        }
    }
}

impl From<MenuIntent> for Intent {
    fn from(intent: MenuIntent) -> Intent {
        Intent::Menu(intent)
    }
}
