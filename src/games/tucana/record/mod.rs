//! The game record: the set-up plus every action in order, as versioned RON.
//! The same record is the save file, the undo history and the replay.

mod log;
mod standings;

pub use log::{Step, TakeBackError, TucanaLog};
pub use standings::{
    PaperTotalError, Standing, Standings, final_standings, final_standings_named, parse_paper_total,
};

use crate::games::read::{RecordReadError, read_as};
use crate::games::record::{Record, ReplayError, replay};
use crate::games::tucana::rules::{Action, Refusal, Setup, SetupError, TucanaGame};
use crate::games::tucana::sheet::{Sheet, library::SheetLibrary};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::SystemTime;

/// The newest record format version this Trailpad writes and understands:
/// 2 added [`Action::TakenBy`].
pub const RECORD_FORMAT: u32 = 2;

/// The format a new record starts at. A record is written at the oldest
/// format that holds its actions ([`TucanaRecord::written_format`]), so a
/// game where no paper seat was named taking a card stays readable by a
/// Trailpad that knows only format 1 (which refuses a format-2 record as
/// newer, instead of calling it damaged at the unknown action).
const FIRST_FORMAT: u32 = 1;

/// A whole game: how it was set up and what happened, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TucanaRecord {
    /// Format version, see [`RECORD_FORMAT`].
    pub format: u32,
    /// The set-up.
    pub setup: Setup,
    /// The actions, oldest first.
    #[serde(default)]
    pub actions: Vec<Action>,
    /// When the game was started, in whole seconds since 1970-01-01 UTC.
    /// `None` in records written before Trailpad kept it (then lists fall
    /// back to the file's time).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played_at: Option<u64>,
    /// When the game ended, in whole seconds since 1970-01-01 UTC: kept
    /// when its last action makes it over. `None` while it is not over and
    /// in records written before Trailpad kept it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_at: Option<u64>,
    /// Where the game was played, as typed on the final scores.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub place: String,
    /// A note about the game, as typed on the final scores.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// The final totals of the sheets kept on paper, as the table typed them
    /// at the end; seats without an entry were not typed (yet).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paper_totals: Vec<PaperTotal>,
    /// The seats the coach gives hints to, as chosen in the new-game form
    /// ("coach for"); empty (and not written) when the coach is for nobody,
    /// so records without it read and write unchanged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub coach: Vec<u8>,
    /// The names given to the seats kept on paper when the game was set
    /// up; a paper seat without one is shown by its seat ("Seat 3 (on
    /// paper)"). Written only when there is one, so older records and
    /// their text are unchanged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paper_names: Vec<PaperName>,
}

/// The name of the player at a seat kept on paper.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaperName {
    /// The seat at the table, one that has no sheet in this record.
    pub seat: u8,
    /// The player's name, as typed (NFC).
    pub name: String,
}

/// The final total of a sheet kept on paper (an untracked seat).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PaperTotal {
    /// The seat at the table, one that has no sheet in this record.
    pub seat: u8,
    /// The total written in that sheet's Final Scoring Box.
    pub total: u32,
}

impl TucanaRecord {
    /// Seats that asked the coach for a hint at least once (see
    /// [`Action::Coached`]), in seat order: the history's "coached".
    pub fn coached_seats(&self) -> Vec<u8> {
        let mut seats: Vec<u8> = self
            .actions
            .iter()
            .filter_map(|a| match a {
                Action::Coached { seat } => Some(*seat),
                _ => None,
            })
            .collect();
        seats.sort_unstable();
        seats.dedup();
        seats
    }

    /// Whether `seat` has asked the coach in the turn open now (since the
    /// last cards were revealed): a hint is written into the record once
    /// per open turn per seat, on the desktop and on a phone alike.
    pub fn asked_coach_this_turn(&self, seat: u8) -> bool {
        self.actions
            .iter()
            .rev()
            .take_while(|a| !matches!(a, Action::Reveal(..)))
            .any(|a| matches!(a, Action::Coached { seat: s } if *s == seat))
    }

    /// Each seat that asked the coach, with the number of turns it asked in
    /// (a hint writes one [`Action::Coached`] per turn), in seat order: the
    /// history viewer's "Coached: Alice (hints in 3 turns)".
    pub fn hints_asked(&self) -> Vec<(u8, u32)> {
        let mut out: Vec<(u8, u32)> = Vec::new();
        for seat in self.coached_seats() {
            let turns =
                self.actions.iter().filter(|a| matches!(a, Action::Coached { seat: s } if *s == seat));
            out.push((seat, turns.count() as u32));
        }
        out
    }
}

pub use crate::games::record::RecordWriteError;

/// Why a record cannot be read or replayed: the one reader's error
/// (shared by every game) or one of Tucana's own.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TucanaRecordError {
    /// The text is not a record this Trailpad reads (syntax, format, date):
    /// the one reader's error, in words that need not name the game.
    #[error("{}", .0.words_in_its_game())]
    Read(#[from] RecordReadError),
    /// The sheet named in the set-up is not known here.
    #[error("unknown sheet \"{0}\" (known: {1})")]
    UnknownSheet(String, String),
    /// The set-up itself is impossible.
    #[error("set-up: {0}")]
    Setup(#[from] SetupError),
    /// A paper total for a seat that is not at the table, has a sheet in
    /// the record, or is typed twice.
    #[error("paper total for seat {0}: only a seat at the table without a sheet here can have one, once")]
    PaperTotalSeat(u8),
    /// An action the rules refuse. `index` counts from 1.
    #[error("action {index}: {refusal}")]
    Illegal {
        /// 1-based position of the action in the record.
        index: usize,
        /// The action.
        action: Action,
        /// Why it was refused.
        refusal: Refusal,
    },
}

impl TucanaRecord {
    /// A record of a game not yet begun.
    pub fn new(setup: Setup) -> TucanaRecord {
        TucanaRecord {
            format: FIRST_FORMAT,
            setup,
            actions: Vec::new(),
            played_at: None,
            ended_at: None,
            place: String::new(),
            note: String::new(),
            paper_totals: Vec::new(),
            paper_names: Vec::new(),
            coach: Vec::new(),
        }
    }

    /// Whether the coach gives hints to `seat` in this game (see
    /// [`TucanaRecord::coach`]).
    pub fn coaches(&self, seat: u8) -> bool {
        self.coach.contains(&seat)
    }

    /// The time the game was started, if the record keeps it (and it is a
    /// possible date: see [`crate::games::date::time_of`]).
    pub fn played_time(&self) -> Option<SystemTime> {
        self.played_at.and_then(crate::games::date::time_of)
    }

    /// Keeps the time the game was started (given by the caller: the
    /// record reads no clock). Whole seconds; a time before 1970 is kept as
    /// 1970.
    pub fn set_played_time(&mut self, at: SystemTime) {
        self.played_at = Some(crate::games::date::seconds_of(at));
    }

    /// The typed total of a paper seat, if any.
    pub fn paper_total(&self, seat: u8) -> Option<u32> {
        self.paper_totals.iter().find(|p| p.seat == seat).map(|p| p.total)
    }

    /// Seats at the table whose sheets are kept on paper, in seat order.
    pub fn paper_seats(&self) -> Vec<u8> {
        (1..=self.setup.table_size).filter(|s| !self.setup.players.iter().any(|p| p.seat == *s)).collect()
    }

    /// Sets (or, with `None`, clears) the typed total of a paper seat.
    /// Refused for a seat that has a sheet in the record or is not at the
    /// table.
    pub fn set_paper_total(&mut self, seat: u8, total: Option<u32>) -> Result<(), TucanaRecordError> {
        if !self.paper_seats().contains(&seat) {
            return Err(TucanaRecordError::PaperTotalSeat(seat));
        }
        self.paper_totals.retain(|p| p.seat != seat);
        if let Some(total) = total {
            self.paper_totals.push(PaperTotal { seat, total });
            self.paper_totals.sort_by_key(|p| p.seat);
        }
        Ok(())
    }

    /// The name of whoever sits at `seat`: the tracked sheet's player, or
    /// the name given to a paper seat; `None` for a paper seat left
    /// unnamed (or a seat not at the table).
    pub fn seat_name(&self, seat: u8) -> Option<&str> {
        self.setup.players.iter().find(|p| p.seat == seat).map(|p| p.name.as_str()).or(self.paper_name(seat))
    }

    /// The name given to a paper seat, if any.
    pub fn paper_name(&self, seat: u8) -> Option<&str> {
        self.paper_names.iter().find(|p| p.seat == seat).map(|p| p.name.as_str())
    }

    /// Names the players at the seats kept on paper (seat, name), in seat
    /// order; blank names are left out. Checked as every name at the
    /// table is: refused, unchanged, for a seat with a sheet here or off
    /// the table, a seat named twice, or a name that cannot be a name.
    pub fn set_paper_names(&mut self, names: Vec<(u8, String)>) -> Result<(), TucanaRecordError> {
        let before = std::mem::replace(
            &mut self.paper_names,
            names
                .into_iter()
                .filter(|(_, name)| !name.trim().is_empty())
                .map(|(seat, name)| PaperName { seat, name })
                .collect(),
        );
        self.paper_names.sort_by_key(|p| p.seat);
        let checked = self.check_paper_names();
        if checked.is_err() {
            self.paper_names = before;
        }
        checked
    }

    /// The paper seats' names sit at paper seats, once each, and are names
    /// as the set-up's are ([`Setup::validate`] over every named seat).
    fn check_paper_names(&self) -> Result<(), TucanaRecordError> {
        if self.paper_names.is_empty() {
            return Ok(());
        }
        let mut everyone = self.setup.clone();
        everyone.players.extend(
            self.paper_names
                .iter()
                .map(|p| crate::games::tucana::rules::SeatedPlayer { name: p.name.clone(), seat: p.seat }),
        );
        everyone.validate().map_err(TucanaRecordError::Setup)
    }

    fn check_paper_totals(&self) -> Result<(), TucanaRecordError> {
        let seats = self.paper_seats();
        for (i, p) in self.paper_totals.iter().enumerate() {
            if !seats.contains(&p.seat) || self.paper_totals[..i].iter().any(|q| q.seat == p.seat) {
                return Err(TucanaRecordError::PaperTotalSeat(p.seat));
            }
        }
        Ok(())
    }

    /// Parses RON text as a Tucana record (no replay), through the one
    /// reader of every game ([`crate::games::read_record`] also tells the
    /// games apart).
    pub fn from_ron(text: &str) -> Result<TucanaRecord, TucanaRecordError> {
        Ok(read_as::<TucanaRecord>(text)?)
    }

    /// The format the record is written at: its own, raised to 2 when it
    /// names a paper seat taking a card (format 1 has no word for it).
    pub fn written_format(&self) -> u32 {
        if self.actions.iter().any(|a| matches!(a, Action::TakenBy { .. })) {
            self.format.max(2)
        } else {
            self.format
        }
    }

    /// Writes the record as RON: the set-up pretty, one action per line,
    /// then the date played and the paper totals when there are any.
    pub fn to_ron(&self) -> Result<String, RecordWriteError> {
        let err = |e: ron::Error| RecordWriteError(e.to_string());
        let config = ron::ser::PrettyConfig::new().depth_limit(3).indentor("    ".to_string());
        let setup = ron::ser::to_string_pretty(&self.setup, config).map_err(err)?;
        let mut out = String::new();
        out.push_str("// Trailpad game record. Format: docs/record-format.md\n(\n");
        out.push_str(&format!("    format: {},\n", self.written_format()));
        out.push_str("    setup: ");
        out.push_str(&setup.replace('\n', "\n    "));
        out.push_str(",\n    actions: [\n");
        for action in &self.actions {
            let line = ron::to_string(action).map_err(err)?;
            out.push_str(&format!("        {line},\n"));
        }
        out.push_str("    ],\n");
        crate::games::record::push_dates_place_note(&mut out, self);
        if !self.paper_totals.is_empty() {
            let totals: Vec<String> =
                self.paper_totals.iter().map(|p| format!("(seat: {}, total: {})", p.seat, p.total)).collect();
            out.push_str(&format!("    paper_totals: [{}],\n", totals.join(", ")));
        }
        if !self.paper_names.is_empty() {
            let names: Vec<String> = self
                .paper_names
                .iter()
                .map(|p| format!("(seat: {}, name: {})", p.seat, crate::games::record::ron_text(&p.name)))
                .collect();
            out.push_str(&format!("    paper_names: [{}],\n", names.join(", ")));
        }
        if !self.coach.is_empty() {
            let seats: Vec<String> = self.coach.iter().map(u8::to_string).collect();
            out.push_str(&format!("    coach: [{}],\n", seats.join(", ")));
        }
        out.push_str(")\n");
        Ok(out)
    }

    /// Replays the record on a sheet: the exact state it describes, or the
    /// first action the rules refuse.
    pub fn replay_on(&self, sheet: Arc<Sheet>) -> Result<TucanaGame, TucanaRecordError> {
        // The set-up is refused first, then the paper totals, then the
        // first illegal action.
        match replay::<TucanaGame>(sheet, self.setup.clone(), &self.actions) {
            Err(ReplayError::Setup(e)) => Err(TucanaRecordError::Setup(e)),
            replayed => {
                self.check_paper_totals()?;
                self.check_paper_names()?;
                replayed.map_err(TucanaRecordError::from)
            }
        }
    }

    /// Finds the record's sheet in a library and replays on it.
    pub fn replay(&self, library: &SheetLibrary) -> Result<TucanaGame, TucanaRecordError> {
        let sheet = library.get(&self.setup.sheet).ok_or_else(|| {
            let known: Vec<&str> = library.sheets.iter().map(|s| s.id()).collect();
            TucanaRecordError::UnknownSheet(
                crate::text::shown(&self.setup.sheet, crate::text::MAX_NAME_CHARS),
                known.join(", "),
            )
        })?;
        self.replay_on(Arc::clone(sheet))
    }
}

impl From<ReplayError<TucanaGame>> for TucanaRecordError {
    fn from(e: ReplayError<TucanaGame>) -> TucanaRecordError {
        match e {
            ReplayError::Setup(e) => TucanaRecordError::Setup(e),
            ReplayError::Illegal { index, action, refusal } => {
                TucanaRecordError::Illegal { index, action, refusal }
            }
        }
    }
}

impl Record for TucanaRecord {
    type Game = TucanaGame;
    type Error = TucanaRecordError;

    const NEWEST_FORMAT: u32 = RECORD_FORMAT;

    fn coached(&self) -> Vec<u8> {
        self.coached_seats()
    }

    fn begin(setup: Setup) -> TucanaRecord {
        TucanaRecord::new(setup)
    }
    crate::games::record::record_envelope!();
    fn replay_on(&self, board: Arc<Sheet>) -> Result<TucanaGame, TucanaRecordError> {
        TucanaRecord::replay_on(self, board)
    }
    fn replay_in(&self, boards: &crate::games::Boards<'_>) -> Result<TucanaGame, TucanaRecordError> {
        self.replay(boards.islands)
    }
    /// The sheets on this device and the paper sheets with the totals the
    /// table typed, ranked once by [`final_standings`].
    fn table(&self, game: &TucanaGame) -> Vec<crate::games::rules::TableSeat> {
        let standings = final_standings_named(game, &self.paper_totals, &self.paper_names);
        let mut seats: Vec<_> = standings
            .rows
            .into_iter()
            .map(|row| crate::games::rules::TableSeat {
                seat: row.seat,
                name: row.name,
                total: row.total.map(i64::from),
                place: row.place,
                winner: standings.winners.contains(&row.seat),
            })
            .collect();
        seats.sort_by_key(|s| s.seat);
        seats
    }
    fn to_text(&self) -> Result<String, RecordWriteError> {
        self.to_ron()
    }
}
