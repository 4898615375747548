//! A game logged as a play, for the places that keep plays: BG Stats
//! ([`bgstats`]) and the history's spreadsheet ([`history_csv`]), both
//! built once from [`plays`]. Pure: no egui, no files; below [`crate::ui`],
//! which offers them (the picture of a game, drawn with the app's own
//! screens, is [`crate::picture`], above it).

pub mod bgstats;
pub mod history_csv;
pub mod plays;
