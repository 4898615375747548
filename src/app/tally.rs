//! The app's Tally (the test game, behind the `test-game` feature): its
//! play screen's value, and what it applies of its screen's intents.
//! Everything else the app does with it is written once, for every game.

use super::Intent;
use super::running::{AppGame, GamePlay, PlayFrame};
use crate::games::Log;
use crate::games::tally::{Action, Game};
use crate::ui::game_end::GameEndState;
use crate::ui::lang::translator;
use crate::ui::own_game::OwnGameIntent;
use crate::ui::tally::{TallyIntent, TallyView, tally_ui};
use std::path::{Path, PathBuf};

/// A running game of Tally.
pub struct TallyPlay {
    log: Log<Game>,
    file: Option<PathBuf>,
    view: TallyView,
}

impl AppGame for Game {
    type Play = TallyPlay;
    fn open(log: Log<Game>, file: Option<PathBuf>) -> TallyPlay {
        TallyPlay { log, file, view: TallyView::default() }
    }
}

impl crate::store::ListedGame for Game {}

impl GamePlay for TallyPlay {
    type Game = Game;
    fn log(&self) -> &Log<Game> {
        &self.log
    }
    fn log_mut(&mut self) -> &mut Log<Game> {
        &mut self.log
    }
    fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }
    fn log_and_end_mut(&mut self) -> (&mut Log<Game>, &mut GameEndState) {
        (&mut self.log, &mut self.view.end)
    }
    fn play_ui(&mut self, ui: &mut egui::Ui, frame: &PlayFrame<'_>) -> Vec<Intent> {
        let t = translator(ui.ctx());
        let asked = tally_ui(ui, self.log.game(), self.log.record(), frame.messages, &mut self.view);
        let action = match asked {
            None => return Vec::new(),
            Some(TallyIntent::Leave) => return vec![Intent::OwnGame(OwnGameIntent::Leave)],
            Some(TallyIntent::GameEnd(i)) => return vec![Intent::GameEnd(i)],
            Some(TallyIntent::Score(seat, points)) => Action::Score { seat, points },
            Some(TallyIntent::End) => Action::End,
        };
        let done = match self.log.apply(action.clone()) {
            Ok(_) if action == Action::End => OwnGameIntent::Changed(t.text("tally-ended")),
            Ok(_) => {
                let Action::Score { seat, .. } = action else { return Vec::new() };
                let total = self.log.game().totals().get(usize::from(seat).wrapping_sub(1)).copied();
                let name = self.log.game().setup().players.get(usize::from(seat).wrapping_sub(1)).cloned();
                let args = [("name", name.unwrap_or_default().into()), ("total", total.unwrap_or(0).into())];
                OwnGameIntent::Changed(t.format("tally-scored", &args))
            }
            Err(refusal) => OwnGameIntent::Refused(crate::i18n::capitalise(&refusal.to_string())),
        };
        self.view.points.clear();
        vec![Intent::OwnGame(done)]
    }
}
