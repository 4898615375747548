//! The one interface every game's rules implement: what it is set up
//! with, what it is played on, its actions checked ([`Rules::check`], a
//! typed refusal, nothing changed) then applied ([`Rules::apply`], typed
//! events out), when it ends, who leads, and what a player's take-back
//! needs. The log ([`super::log::Log`]), the record ([`super::record`]) and
//! the reader ([`super::read`]) are written once over it. Each game
//! implements it in its own folder (`tucana/interface.rs`,
//! `new_york/interface.rs`).

use super::GameKind;
use std::fmt::{Debug, Display};
use std::sync::Arc;

/// One player's total in a game-neutral form (the same for every game),
/// for lists, statistics and the command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerTotal {
    /// The player's seat (Tucana) or number (New York), 1-based.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The total so far (a New York total can be below zero).
    pub total: i64,
}

/// One seat of a finished table, as a log of plays sees it (BG Stats,
/// the history's spreadsheet): every seat at the table, including a sheet
/// kept on paper, whose name and total may be unknown here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableSeat {
    /// The seat at the table (Tucana) or the player's number (New York),
    /// 1-based.
    pub seat: u8,
    /// The player's name; `None` for a sheet kept on paper, which has none.
    pub name: Option<String>,
    /// The final total; `None` for a paper sheet whose total was never
    /// typed.
    pub total: Option<i64>,
    /// 1-based place by the game's own tie-breaks (equal places on a
    /// shared victory); `None` while the total is unknown.
    pub place: Option<usize>,
    /// Whether this seat wins.
    pub winner: bool,
}

impl TableSeat {
    /// The seats of a table where every sheet is on this device: the
    /// totals, and the winners by the game's own tie-breaks. A seat is
    /// placed after every seat with more points, and after a winner it
    /// ties with (the tie-break that made the winner).
    pub fn from_totals(totals: &[PlayerTotal], winners: &[u8]) -> Vec<TableSeat> {
        let wins = |seat: u8| winners.contains(&seat);
        totals
            .iter()
            .map(|t| {
                let ahead = totals
                    .iter()
                    .filter(|o| o.total > t.total || (o.total == t.total && wins(o.seat) && !wins(t.seat)))
                    .count();
                TableSeat {
                    seat: t.seat,
                    name: Some(t.name.clone()),
                    total: Some(t.total),
                    place: Some(1 + ahead),
                    winner: wins(t.seat),
                }
            })
            .collect()
    }
}

/// What a log of plays says about a game beyond the totals.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayFacts {
    /// What it was played on: the island's name, the city.
    pub board: String,
    /// The variants played, in the game's own short words.
    pub variants: Vec<String>,
    /// The title a finished solo game earns, if the game has titles.
    pub solo_title: Option<String>,
}

/// The columns of every game's scoring boxes in the history's
/// spreadsheet, all games together (a game leaves the others' empty):
/// each game's own [`Rules::BOX_COLUMNS`], in the registry's order, a
/// column two games name once.
pub static BOX_COLUMNS: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
    let mut all: Vec<&'static str> = Vec::new();
    for column in GameKind::ALL.iter().flat_map(|kind| kind.box_columns()) {
        if !all.contains(column) {
            all.push(column);
        }
    }
    all
});

/// Whether, and how, a player may take back their part of the last turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakeBack {
    /// The game has no turns the pad knows of (New York): corrections are
    /// undo and the game's own correcting actions.
    None,
    /// The game has turns: [`Rules::turn_start`] says where the last one
    /// starts and [`Rules::is_own`] which actions are a seat's own.
    LastTurn,
}

/// A game's rules, pure: no egui, no files, no clock. Implemented by each
/// game's state type (`games::tucana::rules::TucanaGame`,
/// `games::new_york::Game`).
pub trait Rules: Clone + Debug + Sized {
    /// How a game is set up (players, seats, deck).
    type Setup: Clone + Debug + PartialEq + serde::Serialize;
    /// One thing entered on the pad; the record is a list of them.
    type Action: Clone + Debug + PartialEq + Display + serde::Serialize;
    /// What an applied action changed, for messages.
    type Event: Clone + Debug;
    /// Why [`Rules::check`] refused an action.
    type Refusal: Clone + Debug + PartialEq + Display;
    /// Why a set-up cannot be played.
    type SetupError: Clone + Debug + PartialEq + Display;
    /// What the game is played on: an island sheet, a city map.
    type Board: Debug + ?Sized;
    /// The record type that saves this game.
    /// (The registry gives every game's record its place in
    /// [`super::AnyRecord`].)
    type Record: super::record::Record<Game = Self> + Into<super::AnyRecord>;

    /// Which game this is (the registry's key).
    const KIND: GameKind;
    /// The `game` field of its records.
    const RECORD_ID: &'static str;
    /// The game's English title, for messages of the library (the
    /// translated titles live in i18n).
    const TITLE: &'static str;
    /// Whether players may take back their part of the last turn.
    const TAKE_BACK: TakeBack;
    /// The names of its scoring boxes, as [`Rules::seat_boxes`] gives
    /// them: its columns in the history's spreadsheet ([`BOX_COLUMNS`]).
    const BOX_COLUMNS: &'static [&'static str];
    /// Whether the coach (`trailpad hint`, `review`) knows the game.
    const HAS_COACH: bool = false;
    /// Whether the game can be played at a table of phones (table mode,
    /// `trailpad table`): the table's server serves its seats.
    const HAS_TABLE: bool = false;
    /// BoardGameGeek's id of the game, which BG Stats matches games by
    /// before their names; `None` for a game BoardGameGeek does not list
    /// (BG Stats then matches it by its name).
    const BGG_ID: Option<u32> = None;
    /// The game's own words, kept beside its rules: one Fluent catalogue
    /// per language, as `(language code, catalogue)` (`include_str!` of
    /// the game's `.ftl` files). The translator adds them to the shared
    /// catalogues; a key missing in a language falls back to English. Its
    /// title is `game-title-<RECORD_ID>`. Empty for a game whose words are
    /// in the shared catalogues.
    const WORDS: &'static [(&'static str, &'static str)] = &[];

    /// A game not yet begun, or why the set-up cannot be played.
    fn start(board: Arc<Self::Board>, setup: Self::Setup) -> Result<Self, Self::SetupError>;
    /// What the game is played on.
    fn board(&self) -> &Arc<Self::Board>;
    /// The set-up it was started with.
    fn setup(&self) -> &Self::Setup;
    /// Whether the action may be applied now; refused with a typed reason,
    /// and nothing changes.
    fn check(&self, action: &Self::Action) -> Result<(), Self::Refusal>;
    /// Checks, then applies the action; refused, nothing changes.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// Whether the game is over (nothing more can be entered).
    fn is_over(&self) -> bool;
    /// Every player's total so far, in seat order.
    fn totals(&self) -> Vec<PlayerTotal>;
    /// The seats that win (lead, while under way) by the game's own
    /// tie-breaks.
    fn winners(&self) -> Vec<u8>;

    /// What a log of plays says about a game beyond the totals (the
    /// island or map, the variants, the solo title), in the game's own
    /// terms.
    fn play_facts(&self) -> PlayFacts;

    /// A seat's scoring boxes for the history's spreadsheet, as
    /// `(column, points)` with columns from [`Rules::BOX_COLUMNS`]; empty for a
    /// seat not scored here.
    fn seat_boxes(&self, seat: u8) -> Vec<(&'static str, i64)>;

    /// Where the last turn starts in a list of actions (the index of its
    /// first action); `None` when no turn has started, and always for a
    /// game without take-back.
    fn turn_start(actions: &[Self::Action]) -> Option<usize> {
        let _ = actions;
        None
    }

    /// Whether an action is `seat`'s own move of a turn (what a take-back
    /// removes). Never, for a game without take-back.
    fn is_own(action: &Self::Action, seat: u8) -> bool {
        let _ = (action, seat);
        false
    }
}
