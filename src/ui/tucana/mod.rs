//! The *Trails of Tucana* screens that are its own among the shared
//! ones: its set-up form in the new-game form ([`form`]), and its games in
//! the start screen's and the history's lists, with its statistics and
//! charts ([`listed`]), and a finished game in the history, read-only
//! ([`viewer`]).

pub mod form;
pub mod listed;
pub mod viewer;
