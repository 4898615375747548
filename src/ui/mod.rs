//! The pieces of the desktop score pad. Each `*_ui` function draws one part
//! and returns what the person asked for (its own intent type); the app
//! (the only controller) applies those requests once per
//! frame. Nothing here imports the app.

pub mod bgstats;
pub mod charts;
pub mod close;
pub mod colour_vision;
pub mod cursor;
pub mod file_dialog;
pub mod game_end;
pub mod game_lists;
pub mod game_menu;
pub mod history;
pub mod keys;
pub mod lang;
pub mod lazy_rows;
pub mod measured_panel;
pub mod message;
pub mod one_pass_grid;
pub mod own_game;
pub mod players;
pub mod saved_games;
pub mod settings_menu;
pub mod start;
pub mod table_host;
pub mod theme;
pub mod tucana;
pub mod when;
pub mod wizard;
// Each game's `ui/<module>.rs`, for the games the registry names with
// their module.
crate::games::game_layer_modules!();
