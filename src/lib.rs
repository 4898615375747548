//! Trailpad: a digital score pad for the board games *Trails of Tucana* and
//! *Ticket to Ride: New York*.
//!
//! - [`games`]: each game with its pure rules, data and record —
//!   [`games::tucana`] and [`games::new_york`] — and what the shared parts
//!   know of a game. Each game is named by its folder everywhere
//!   (`games::tucana::rules`, `games::new_york::rules`): nothing at the
//!   crate root stands in for one of them.
//! - [`ui`] and [`app`]: the egui desktop score pad.
//! - [`export`]: a game logged as a play (BG Stats, the history's
//!   spreadsheet); pure, below [`ui`].
//! - [`picture`]: a game as a PNG image, rendered in software with the
//!   app's own drawing code; above [`ui`].
//! - [`store`]: saved games on disk (atomic autosave, history, damaged files).
//! - [`text`]: names from files: length limit, forbidden characters, safe display.
//! - [`i18n`]: English, French and Russian texts (Fluent).
//! - [`demo`]: scripted games for screenshots, benchmarks and tests.
//! - [`table`]: table mode, every player on their own phone (HTTP server).
//! - [`cli`]: the command line.

pub mod app;
pub mod cli;
pub mod demo;
pub mod export;
pub mod games;
pub mod i18n;
pub mod picture;
pub mod store;
pub mod table;
pub mod text;
pub mod ui;
