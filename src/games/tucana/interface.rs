//! *Trails of Tucana* behind the one game interface ([`Rules`]): what the
//! shared parts (the log, the record reader, the store, the CLI) know of it.

use crate::games::rules::PlayFacts;
use crate::games::{GameKind, PlayerTotal, Rules, TakeBack};
use std::sync::Arc;

impl Rules for crate::games::tucana::rules::TucanaGame {
    type Setup = crate::games::tucana::rules::Setup;
    type Action = crate::games::tucana::rules::Action;
    type Event = crate::games::tucana::rules::GameEvent;
    type Refusal = crate::games::tucana::rules::Refusal;
    type SetupError = crate::games::tucana::rules::SetupError;
    type Board = crate::games::tucana::sheet::Sheet;
    type Record = crate::games::tucana::record::TucanaRecord;

    const KIND: GameKind = GameKind::Tucana;
    const RECORD_ID: &'static str = crate::games::TUCANA_GAME;
    const TITLE: &'static str = "Trails of Tucana";
    const TAKE_BACK: TakeBack = TakeBack::LastTurn;
    /// The round lines added up, the villages, the bonus.
    const BOX_COLUMNS: &'static [&'static str] = &["rounds", "villages", "bonus"];
    const HAS_COACH: bool = true;
    const HAS_TABLE: bool = true;
    const BGG_ID: Option<u32> = Some(283_864);

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

    /// The island, the variants of its set-up, and for a finished solo
    /// game the title its total earns (the sheet's own words).
    fn play_facts(&self) -> PlayFacts {
        let sheet = self.sheet();
        let setup = self.setup();
        let mut variants = Vec::new();
        if setup.start_village.is_some() {
            variants.push("random starting village".to_string());
        }
        if setup.counter_clockwise {
            variants.push("counter-clockwise".to_string());
        }
        if setup.symmetry {
            variants.push("symmetry".to_string());
        }
        if !setup.red_cards.is_empty() {
            variants.push("special bonus".to_string());
        }
        let solo_title = (setup.table_size == 1 && self.is_over())
            .then(|| {
                self.score_cards()
                    .first()
                    .and_then(|c| sheet.solo_title(c.final_box.total))
                    .map(str::to_string)
            })
            .flatten();
        PlayFacts { board: sheet.name().to_string(), variants, solo_title }
    }

    fn seat_boxes(&self, seat: u8) -> Vec<(&'static str, i64)> {
        let cards = self.score_cards();
        let Some(card) = cards.iter().find(|c| c.seat == seat) else { return Vec::new() };
        let b = &card.final_box;
        let rounds: u32 = b.round_lines.iter().flatten().sum();
        vec![("rounds", rounds.into()), ("villages", b.villages.into()), ("bonus", b.bonus.into())]
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
