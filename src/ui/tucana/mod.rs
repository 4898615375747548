//! The *Trails of Tucana* screens, beside each other: its play screen
//! ([`play`]: the island map, the pad, the turn's cards, the solo
//! reshuffle, the status line), its final scores ([`summary`]), the coach
//! and the review ([`coach`], [`review`]), its set-up form in the new-game
//! form ([`form`]), its games in the start screen's and the history's
//! lists, with its statistics ([`stats`]) and charts ([`listed`]), and a
//! finished game
//! in the history, read-only ([`viewer`]).

pub mod cards;
pub mod coach;
pub mod form;
pub mod geometry;
pub mod listed;
pub mod map;
pub mod pad;
pub mod play;
pub mod reshuffle;
pub mod review;
pub mod stats;
pub mod status;
pub mod summary;
pub mod symbols;
pub mod table;
pub mod turn;
pub mod viewer;
