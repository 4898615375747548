//! Tally's record: the envelope every game shares (format, game, set-up,
//! actions, dates, place, note), written one action per line.

use super::TALLY_GAME;
use super::rules::{Action, Game, Refusal, SetupError, TallySetup};
use crate::games::read::RecordReadError;
use crate::games::record::{Record, ReplayError, replay, ron_text};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The newest Tally record format.
pub const TALLY_RECORD_FORMAT: u32 = 1;

/// A whole game of Tally.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallyRecord {
    /// Format version, see [`TALLY_RECORD_FORMAT`].
    pub format: u32,
    /// Always [`TALLY_GAME`].
    pub game: String,
    /// The set-up.
    pub setup: TallySetup,
    /// The actions, oldest first.
    #[serde(default)]
    pub actions: Vec<Action>,
    /// When the game was started, in whole seconds since 1970.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_at: Option<u64>,
    /// When the game ended, in whole seconds since 1970.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_at: Option<u64>,
    /// Where the game was played.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub place: String,
    /// A note about the game.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// Why a Tally record cannot be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TallyRecordError {
    /// The one reader's error.
    #[error("{}", .0.words_in_its_game())]
    Read(#[from] RecordReadError),
    /// The set-up is impossible.
    #[error("set-up: {0}")]
    Setup(#[from] SetupError),
    /// An action the rules refuse; `index` counts from 1.
    #[error("action {index}: {refusal}")]
    Illegal {
        /// 1-based position of the action.
        index: usize,
        /// Why it was refused.
        refusal: Refusal,
    },
}

impl From<ReplayError<Game>> for TallyRecordError {
    fn from(e: ReplayError<Game>) -> TallyRecordError {
        match e {
            ReplayError::Setup(e) => TallyRecordError::Setup(e),
            ReplayError::Illegal { index, refusal, .. } => TallyRecordError::Illegal { index, refusal },
        }
    }
}

impl Record for TallyRecord {
    type Game = Game;
    type Error = TallyRecordError;

    const NEWEST_FORMAT: u32 = TALLY_RECORD_FORMAT;

    fn begin(setup: TallySetup) -> TallyRecord {
        TallyRecord {
            format: TALLY_RECORD_FORMAT,
            game: TALLY_GAME.to_string(),
            setup,
            actions: Vec::new(),
            played_at: None,
            ended_at: None,
            place: String::new(),
            note: String::new(),
        }
    }
    crate::games::record::record_envelope!();
    fn replay_on(&self, board: Arc<()>) -> Result<Game, TallyRecordError> {
        replay::<Game>(board, self.setup.clone(), &self.actions).map_err(TallyRecordError::from)
    }
    /// Tally is played on nothing but the table.
    fn replay_in(&self, _boards: &crate::games::Boards<'_>) -> Result<Game, TallyRecordError> {
        self.replay_on(Arc::new(()))
    }
    fn to_text(&self) -> Result<String, crate::games::RecordWriteError> {
        let mut out = String::from("// Trailpad test game record (Tally).\n(\n");
        out.push_str(&format!("    format: {},\n", self.format));
        out.push_str(&format!("    game: {},\n", ron_text(&self.game)));
        out.push_str("    setup: (\n        players: [\n");
        for name in &self.setup.players {
            out.push_str(&format!("            {},\n", ron_text(name)));
        }
        out.push_str("        ],\n    ),\n    actions: [\n");
        for action in &self.actions {
            let line = match action {
                Action::Score { seat, points } => format!("Score(seat: {seat}, points: {points})"),
                Action::End => "End".to_string(),
            };
            out.push_str(&format!("        {line},\n"));
        }
        out.push_str("    ],\n");
        crate::games::record::push_dates_place_note(&mut out, self);
        out.push_str(")\n");
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{AnyRecord, read_record};

    #[test]
    fn a_record_written_reads_back_the_same_through_the_one_reader() {
        let mut record = TallyRecord::begin(TallySetup { players: vec!["Ann \"A\"".into(), "Bob".into()] });
        record.actions = vec![Action::Score { seat: 2, points: -3 }, Action::End];
        record.played_at = Some(1_790_000_000);
        record.note = "a note".into();
        let text = record.to_text().expect("written");
        assert_eq!(read_record(&text), Ok(AnyRecord::from(record.clone())));
        let game = record.replay_in(&crate::games::Boards { islands: &Default::default() }).expect("legal");
        assert!(game.is_over());
    }

    #[test]
    fn an_illegal_action_is_reported_with_its_place() {
        let mut record = TallyRecord::begin(TallySetup { players: vec!["Ann".into()] });
        record.actions = vec![Action::End, Action::End];
        let error = record.replay_on(Arc::new(())).expect_err("over");
        assert_eq!(error, TallyRecordError::Illegal { index: 2, refusal: Refusal::Over });
    }
}
