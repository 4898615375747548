//! A top or bottom panel that is right on its first frame: its height is
//! measured out of sight before it is drawn, so no second pass is needed
//! (the first frame of the start screen and of a resumed game).

use egui::Ui;

/// egui's top and bottom panels learn their heights from the frame before:
/// the first time one is drawn it has none, and is laid out as high as one
/// button (a bottom one from the window's bottom edge down: the status
/// line half below the window, the map under it, and everything moved on
/// the next frame; a top one with its separator line drawn heavy). So the
/// first time, the panel's contents are laid out out of sight first, in a
/// panel built the same way (`panel`), and the real panel is given that
/// height: the first frame is drawn as every later one, in one pass.
/// Returns the panel to draw.
pub fn measured_panel(
    ui: &mut Ui,
    id_salt: &'static str,
    panel: impl Fn(&'static str) -> egui::Panel,
    add: impl FnOnce(&mut Ui),
) -> egui::Panel {
    let real = panel(id_salt);
    let id = ui.scope_id().with_salt(egui::IdSalt::new(id_salt));
    if egui::PanelState::load(ui.ctx(), id).is_some() {
        return real;
    }
    let mut scratch = ui.new_child(
        egui::UiBuilder::new()
            .id_salt(("measure", id_salt))
            .max_rect(ui.available_rect_before_wrap())
            .layout(*ui.layout())
            .invisible(),
    );
    let height = panel("measure").show(&mut scratch, add).response.rect.height();
    // The measuring panel's size is kept by egui like any panel's; it is
    // not needed again.
    let scratch_id = scratch.scope_id().with_salt(egui::IdSalt::new("measure"));
    ui.ctx().data_mut(|d| d.remove::<egui::PanelState>(scratch_id));
    real.default_size(height)
}
