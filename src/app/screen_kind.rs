//! Which screen the app shows, named from outside: the census test
//! (`tests/it/census.rs`) matches [`ScreenKind`] exhaustively, so a screen
//! added here without a census row that reaches it fails that test, and a
//! screen added to the app without a kind here does not compile (the
//! matches below have no catch-all arm).

use super::{Closing, Screen, TrailpadApp};
use crate::games::GameKind;

/// One screen or state the app can show, the topmost one when several are
/// drawn over each other (a file dialog over the history, the review over
/// the final scores).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScreenKind {
    /// The history's list of finished games and its statistics.
    HistoryList,
    /// The history's charts of the totals over time.
    HistoryCharts,
    /// The history's Players screen (rename and merge people).
    HistoryPlayers,
    /// The review of one seat of a finished Tucana game.
    Review,
    /// Table mode's host screen.
    TableHost,
    /// The file dialog (import or export), over whichever screen.
    FileDialog,
    /// The question asked when closing with unsaved changes.
    CloseQuestion,
    /// Another Trailpad uses the data folder: this window only says so.
    FolderInUse,
    /// A screen of a game of the registry: its set-up form, its play
    /// screen, its scores, its viewer in the history. Which ones a game
    /// has is its own list ([`GameScreen::of`]).
    Game(GameKind, GameScreen),
}

/// Which screen of a game [`ScreenKind::Game`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameScreen {
    /// The start screen with the game's own set-up form.
    Start,
    /// Its play screen.
    Play,
    /// Its play screen once the game is over, when the game shows that
    /// apart (its final scores, on a screen of their own).
    End,
    /// Its scoring boxes, when the game shows them apart from its play
    /// screen, during the game or once it is over.
    Scores,
    /// Its final scores in the history, read only.
    Viewer,
}

impl GameScreen {
    /// The screens game `kind` shows of its own, every one of which the
    /// census reaches.
    pub fn of(kind: GameKind) -> &'static [GameScreen] {
        super::running::screens_of(kind)
    }
}

impl TrailpadApp {
    /// The screen shown now, topmost first (see [`ScreenKind`]).
    pub fn screen_kind(&self) -> ScreenKind {
        if self.file_dialog.is_some() {
            return ScreenKind::FileDialog;
        }
        match &self.closing {
            Closing::Asking(_) => return ScreenKind::CloseQuestion,
            Closing::Open | Closing::Confirmed => {}
        }
        if self.review.is_some() {
            return ScreenKind::Review;
        }
        match &self.screen {
            Screen::Start(wizard) => ScreenKind::Game(wizard.game, GameScreen::Start),
            Screen::Play => match self.running.as_deref() {
                Some(running) => ScreenKind::Game(running.kind(), running.screen()),
                // The start screen replaces a play screen with no game.
                None => ScreenKind::Game(GameKind::unnamed(), GameScreen::Start),
            },
            // A viewer is drawn over the Players screen and the list.
            Screen::History(history, _) => match (&history.viewer, &history.players) {
                (Some(viewer), _) => ScreenKind::Game(viewer.kind(), GameScreen::Viewer),
                (None, Some(_)) => ScreenKind::HistoryPlayers,
                (None, None) if history.show_charts => ScreenKind::HistoryCharts,
                (None, None) => ScreenKind::HistoryList,
            },
            Screen::Table => ScreenKind::TableHost,
            Screen::FolderInUse(_) => ScreenKind::FolderInUse,
        }
    }
}
