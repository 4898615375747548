//! Which screen the app shows, named from outside: the census test
//! (`tests/it/census.rs`) matches [`ScreenKind`] exhaustively, so a screen
//! added here without a census row that reaches it fails that test, and a
//! screen added to the app without a kind here does not compile (the
//! matches below have no catch-all arm).

use super::{Closing, Play, Screen, TrailpadApp, own};
use crate::games::GameKind;
use crate::ui::history::HistoryViewer;

/// One screen or state the app can show, the topmost one when several are
/// drawn over each other (a file dialog over the history, the review over
/// the final scores).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScreenKind {
    /// The start screen with the *Trails of Tucana* form.
    StartTucana,
    /// A Tucana game's map, pads and turn.
    TucanaPlay,
    /// A Tucana game's Final Scoring Boxes (all of them, or the final
    /// scores once the game is over).
    TucanaScores,
    /// The history's list of finished games and its statistics.
    HistoryList,
    /// The history's charts of the totals over time.
    HistoryCharts,
    /// The history's Players screen (rename and merge people).
    HistoryPlayers,
    /// A finished Tucana game, read only.
    TucanaViewer,
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
    /// A screen of a game of the registry other than Tucana: its set-up
    /// form, its play screen, its final scores, its viewer in the history.
    /// Which ones a game has is its own list ([`GameScreen::of`]).
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
    /// Its final scores in the history, read only.
    Viewer,
}

impl GameScreen {
    /// The screens game `kind` shows of its own, every one of which the
    /// census reaches (none for Tucana yet: its screens are the
    /// `Tucana*` kinds above).
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
            Screen::Start(wizard) => match wizard.game {
                GameKind::Tucana => ScreenKind::StartTucana,
                kind => ScreenKind::Game(kind, GameScreen::Start),
            },
            Screen::Play => match self.running.as_deref() {
                Some(running) => match running.kind() {
                    GameKind::Tucana => match own::<Play>(running) {
                        Some(play) if play.state.show_scores => ScreenKind::TucanaScores,
                        _ => ScreenKind::TucanaPlay,
                    },
                    kind => ScreenKind::Game(kind, running.screen()),
                },
                // The start screen replaces a play screen with no game.
                None => ScreenKind::StartTucana,
            },
            // A viewer is drawn over the Players screen and the list.
            Screen::History(history, _) => match (&history.viewer, &history.players) {
                (Some(HistoryViewer::Tucana(_)), _) => ScreenKind::TucanaViewer,
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
