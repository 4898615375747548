//! The pieces of the desktop score pad. Each `*_ui` function draws one part
//! and returns what the person asked for; [`crate::app`] applies those
//! requests to the game log once per frame.

pub mod announce;
pub mod autosave;
pub mod cards;
pub mod colour_vision;
pub mod demo;
pub mod geometry;
pub mod keys;
pub mod lang;
pub mod map;
pub mod pad;
pub mod play;
pub mod play_apply;
pub mod reshuffle;
pub mod status;
pub mod summary;
pub mod symbols;
pub mod table;
pub mod theme;
pub mod turn;
pub mod wizard;
