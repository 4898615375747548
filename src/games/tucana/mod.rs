//! *Trails of Tucana*: the island sheets as data ([`sheet`]), the pure
//! engine ([`rules`]) and the game record that is the save file, the undo
//! history and the replay ([`record`]). Nothing here touches egui, files or
//! the clock. The crate root re-exports the three modules
//! (`trailpad::games::tucana::rules`, …): the paths the command line, the tests and
//! earlier code use.

pub mod record;
pub mod rules;
pub mod sheet;
