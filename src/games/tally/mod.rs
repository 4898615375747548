//! *Tally*, the test game: a tiny scored game that exists only for the
//! tests (behind the `test-game` feature), to show that a game is one
//! folder and one line of the registry. Each player's points are tallied
//! as they are called out; the players end the game; the most points
//! wins. Pure: no egui, no files, no clock.

pub mod interface;
pub mod record;
pub mod rules;

pub use record::{TALLY_RECORD_FORMAT, TallyRecord, TallyRecordError};
pub use rules::{Action, Event, Game, MAX_PLAYERS, Refusal, SetupError, TallySetup};

/// The `game` field of a Tally record.
pub const TALLY_GAME: &str = "trailpad-test-tally";
