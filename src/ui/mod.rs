//! The egui user interface: `*_ui` functions that draw and return intents.
