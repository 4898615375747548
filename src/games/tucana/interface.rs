//! *Trails of Tucana* behind the one game interface ([`Rules`]): what the
//! shared parts (the log, the record reader, the store, the CLI) know of it.

use crate::games::{GameKind, PlayerTotal, Rules, TakeBack};
use std::sync::Arc;

impl Rules for crate::games::tucana::rules::Game {
    type Setup = crate::games::tucana::rules::Setup;
    type Action = crate::games::tucana::rules::Action;
    type Event = crate::games::tucana::rules::GameEvent;
    type Refusal = crate::games::tucana::rules::Refusal;
    type SetupError = crate::games::tucana::rules::SetupError;
    type Board = crate::games::tucana::sheet::Sheet;
    type Record = crate::games::tucana::record::GameRecord;

    const KIND: GameKind = GameKind::Tucana;
    const RECORD_ID: &'static str = crate::games::TUCANA_GAME;
    const TITLE: &'static str = "Trails of Tucana";
    const TAKE_BACK: TakeBack = TakeBack::LastTurn;

    fn start(board: Arc<Self::Board>, setup: Self::Setup) -> Result<Self, Self::SetupError> {
        Self::new(board, setup)
    }
    fn board(&self) -> &Arc<Self::Board> {
        self.sheet_arc()
    }
    fn setup(&self) -> &Self::Setup {
        self.setup()
    }
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal> {
        self.check(action)
    }
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal> {
        self.apply(action)
    }
    fn is_over(&self) -> bool {
        self.is_over()
    }
    fn totals(&self) -> Vec<PlayerTotal> {
        self.score_cards()
            .into_iter()
            .map(|c| PlayerTotal { seat: c.seat, name: c.name, total: i64::from(c.final_box.total) })
            .collect()
    }
    fn winners(&self) -> Vec<u8> {
        // The sheets on this device only: paper totals live in the record.
        crate::games::tucana::record::final_standings(self, &[]).winners
    }

    /// The island; for a finished solo game, the title its total earns
    /// (the sheet's own words, as printed on it).
    fn play_notes(&self) -> Vec<String> {
        let sheet = self.sheet();
        let mut notes = vec![sheet.name().to_string()];
        if self.setup().table_size == 1 && self.is_over() {
            let title = self.score_cards().first().and_then(|c| sheet.solo_title(c.final_box.total));
            if let Some(title) = title {
                notes.push(format!("solo: {title}"));
            }
        }
        notes
    }

    /// The last `Reveal`: a turn starts when its two cards are shown.
    fn turn_start(actions: &[Self::Action]) -> Option<usize> {
        actions.iter().rposition(|a| matches!(a, crate::games::tucana::rules::Action::Reveal(..)))
    }

    /// The trail, a bonus trail or the pass.
    fn is_own(action: &Self::Action, seat: u8) -> bool {
        use crate::games::tucana::rules::Action;
        matches!(action, Action::Trail { .. } | Action::BonusTrail { .. } | Action::Pass { .. })
            && action.seat() == Some(seat)
    }
}
