//! *Trails of Tucana*: the island sheets as data ([`sheet`]), the pure
//! engine ([`rules`]) and the game record that is the save file, the undo
//! history and the replay ([`record`]). Nothing here touches egui, files or
//! the clock. What the shared parts know of it is in [`interface`]
//! (the game interface, [`crate::games::Rules`]).

pub mod coach;
pub mod interface;
pub mod marks;
pub mod record;
pub mod rules;
pub mod sheet;
pub mod summary;
