//! The start screen's New York games to resume.

use super::NewYorkIntent;
use crate::games::new_york::NewYorkRecord;
use crate::ui::lang::translator;
use egui::Ui;
use std::path::Path;

/// Lists New York games (file and record); Resume asks to open one.
pub fn new_york_saved_ui(ui: &mut Ui, games: &[(&Path, &NewYorkRecord)]) -> Option<NewYorkIntent> {
    if games.is_empty() {
        return None;
    }
    let t = translator(ui.ctx());
    let mut intent = None;
    ui.separator();
    ui.heading(t.format("ny-saved-heading", &[("game", t.new_york_game_name().into())]));
    for (path, record) in games {
        let names: Vec<&str> = record.setup.players.iter().map(|p| p.name.as_str()).collect();
        ui.horizontal_wrapped(|ui| {
            let text = t.format(
                "ny-saved-row",
                &[("names", names.join(", ").into()), ("entries", (record.actions.len() as i64).into())],
            );
            ui.label(&text);
            if ui
                .button(t.text("ny-resume"))
                .accessible_name(t.format("ny-resume-label", &[("names", names.join(", ").into())]))
                .clicked()
            {
                intent = Some(NewYorkIntent::Resume(path.to_path_buf()));
            }
        });
    }
    intent
}
