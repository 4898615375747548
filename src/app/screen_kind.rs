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
    /// The start screen with the *Ticket to Ride: New York* form.
    StartNewYork,
    /// A Tucana game's map, pads and turn.
    TucanaPlay,
    /// A Tucana game's Final Scoring Boxes (all of them, or the final
    /// scores once the game is over).
    TucanaScores,
    /// A New York game under way.
    NewYorkPlay,
    /// A New York game that ended: its final scores.
    NewYorkEnd,
    /// The history's list of finished games and its statistics.
    HistoryList,
    /// The history's charts of the totals over time.
    HistoryCharts,
    /// The history's Players screen (rename and merge people).
    HistoryPlayers,
    /// A finished Tucana game, read only.
    TucanaViewer,
    /// A finished New York game, read only.
    NewYorkViewer,
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
    /// A screen of a game that brings its own (its set-up form, its play
    /// screen) or is shown by the screens written once for every game
    /// (its final scores in the history): which game, which screen.
    Game(GameKind, GameScreen),
}

/// Which screen of a game [`ScreenKind::Game`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameScreen {
    /// The start screen with the game's own set-up form.
    Start,
    /// Its play screen.
    Play,
    /// Its final scores in the history, read only.
    Viewer,
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
                _ if wizard.own_form().is_some() => ScreenKind::Game(wizard.game, GameScreen::Start),
                GameKind::NewYork => ScreenKind::StartNewYork,
                _ => ScreenKind::StartTucana,
            },
            Screen::Play => match self.running.as_deref() {
                Some(running) => match running.kind() {
                    GameKind::Tucana => match own::<Play>(running) {
                        Some(play) if play.state.show_scores => ScreenKind::TucanaScores,
                        _ => ScreenKind::TucanaPlay,
                    },
                    // The games after these two bring their own screens.
                    kind if kind != GameKind::NewYork => ScreenKind::Game(kind, GameScreen::Play),
                    _ if running.shown().is_over() => ScreenKind::NewYorkEnd,
                    _ => ScreenKind::NewYorkPlay,
                },
                // The start screen replaces a play screen with no game.
                None => ScreenKind::StartTucana,
            },
            // A viewer is drawn over the Players screen and the list.
            Screen::History(history, _) => match (&history.viewer, &history.players) {
                (Some(HistoryViewer::Tucana(_)), _) => ScreenKind::TucanaViewer,
                (Some(HistoryViewer::NewYork(_)), _) => ScreenKind::NewYorkViewer,
                (Some(HistoryViewer::Scores(v)), _) => ScreenKind::Game(v.record.kind(), GameScreen::Viewer),
                (None, Some(_)) => ScreenKind::HistoryPlayers,
                (None, None) if history.show_charts => ScreenKind::HistoryCharts,
                (None, None) => ScreenKind::HistoryList,
            },
            Screen::Table => ScreenKind::TableHost,
            Screen::FolderInUse(_) => ScreenKind::FolderInUse,
        }
    }
}
