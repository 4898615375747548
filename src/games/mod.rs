//! The games Trailpad keeps a pad for, each with its pure rules, data and
//! record: *Trails of Tucana* in [`tucana`], *Ticket to Ride: New York* in
//! [`new_york`]. Nothing here touches egui, files or the clock.

pub mod new_york;
pub mod tucana;

use serde::Deserialize;

/// The `game` field of a New York record.
pub const NEW_YORK_GAME: &str = "ticket-to-ride-new-york";
/// The `game` field a Tucana record may carry (records written so far
/// carry none, which means the same).
pub const TUCANA_GAME: &str = "trails-of-tucana";

/// Which game a record is of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    /// *Trails of Tucana* (every record without a `game` field).
    Tucana,
    /// *Ticket to Ride: New York*.
    NewYork,
}

/// A record naming a game this Trailpad does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "this record is of the game \"{0}\", which this Trailpad does not know (known: \"{NEW_YORK_GAME}\", or no game field for Trails of Tucana)"
)]
pub struct UnknownGame(pub String);

#[derive(Deserialize)]
struct GameHeader {
    /// Empty when the field is absent. A plain string, not an `Option`:
    /// RON would want `Some("…")` for that, and the field is written bare.
    #[serde(default)]
    game: String,
}

/// Which game a record's text is of, read from its `game` field alone: no
/// field (every Tucana record written so far) is Tucana. Text that does
/// not parse as a record at all is left to the game's own reader, which
/// says where it stopped, so it counts as Tucana here.
pub fn detect_game(text: &str) -> Result<GameKind, UnknownGame> {
    let Ok(header) = ron::from_str::<GameHeader>(text) else { return Ok(GameKind::Tucana) };
    match header.game.as_str() {
        "" | TUCANA_GAME => Ok(GameKind::Tucana),
        NEW_YORK_GAME => Ok(GameKind::NewYork),
        _ => Err(UnknownGame(header.game)),
    }
}
