//! *Ticket to Ride: New York*: the board as data ([`map`]), the rules a
//! score pad checks ([`rules`]), the end-of-game pad ([`score`]) and the
//! record with undo/redo ([`record`]). Pure: no egui, no files, no clock.

pub mod interface;
pub mod map;
pub mod record;
pub mod rules;
pub mod score;
pub mod summary;

pub use map::{
    Location, LocationId, MapError, MapProblem, NEW_YORK_MAP_RON, NewYorkMap, Route, RouteColour, RouteId,
    Ticket, TicketId,
};
pub use record::{NEW_YORK_RECORD_FORMAT, NewYorkLog, NewYorkRecord, NewYorkRecordError};
pub use rules::{
    Action, Event, Game, MAX_PLAYERS, MIN_PLAYERS, NewYorkPlayer, NewYorkSetup, Refusal, RouteTap,
    SetupError, TaxiColour,
};
pub use summary::NewYorkSummary;
pub use score::{PlayerScore, Scores, TicketStatus, cheapest_path, winners};
