//! An ended *Ticket to Ride: New York* game in the history, read-only
//! ([`NewYorkViewer`]): its final pad, the tickets each player kept and
//! its map or its running totals.

use crate::games::new_york::NewYorkLog;
use crate::ui::bgstats::{BgStatsPanel, bgstats_button_ui, bgstats_window_ui};
use crate::ui::history::{GameViewer, HistoryIntent};
use crate::ui::lang::{tr, translator};
use crate::ui::{charts, new_york, theme, when};
use egui::{RichText, Role, Ui, WidgetInfo};
use std::path::PathBuf;

/// An ended New York game shown read-only: its final pad and map.
pub struct NewYorkViewer {
    /// The game and its record (for export).
    pub log: NewYorkLog,
    /// Its file, if it is kept.
    pub path: Option<PathBuf>,
    /// "Log in BG Stats".
    pub bgstats: BgStatsPanel,
    /// Whether the running totals are shown instead of the map.
    pub show_chart: bool,
    /// The game as the app keeps it, for its export.
    pub game: Box<dyn std::any::Any>,
}

impl NewYorkViewer {
    /// Opens an ended New York game.
    pub fn new(log: NewYorkLog, path: Option<PathBuf>) -> NewYorkViewer {
        let bgstats = BgStatsPanel::new(crate::export::plays::play_of(log.record(), log.game()));
        NewYorkViewer { log, path, bgstats, show_chart: false, game: Box::new(()) }
    }
}

impl GameViewer for NewYorkViewer {
    fn kind(&self) -> crate::games::GameKind {
        crate::games::GameKind::NewYork
    }
    fn viewer_ui(&mut self, ui: &mut Ui) -> Option<HistoryIntent> {
        new_york_viewer_ui(ui, self)
    }
    fn kept(&self) -> &dyn std::any::Any {
        self.game.as_ref()
    }
}

/// An ended New York game, read-only: its final pad (winners and
/// tie-break) and the tickets each player kept, beside its map.
fn new_york_viewer_ui(ui: &mut Ui, v: &mut NewYorkViewer) -> Option<HistoryIntent> {
    let mut intent = None;
    let t = translator(ui.ctx());
    let game = v.log.game();
    egui::Panel::top("ny-viewer-bar").show(ui, |ui| {
        // At 800 points in French or Russian the buttons take two rows:
        // wrapped, every one of them is on screen.
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(ui, "viewer-back")).clicked() {
                intent = Some(HistoryIntent::CloseViewer);
            }
            ui.separator();
            let played = v.log.record().played_at.and_then(crate::games::date::time_of);
            let date = played.map_or_else(|| tr(ui, "when-unknown"), when::date_text);
            let title = t
                .format("ny-viewer-title", &[("game", t.new_york_game_name().into()), ("date", date.into())]);
            ui.label(RichText::new(&title).strong())
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, title.clone()));
            ui.separator();
            if ui.button(tr(ui, "menu-export-record")).clicked() {
                intent = Some(HistoryIntent::ExportRecord);
            }
            bgstats_button_ui(ui, &mut v.bgstats);
            ui.separator();
            new_york::chart_button_ui(ui, egui::Vec2::ZERO, &mut v.show_chart);
        });
    });
    bgstats_window_ui(ui.ctx(), &mut v.bgstats);
    egui::Panel::right("ny-viewer-pad").exact_size(theme::new_york::SIDE_WIDTH).resizable(false).show(
        ui,
        |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                let scores = game.scores();
                new_york::pad::new_york_pad_ui(ui, game, &scores);
                crate::ui::game_end::place_note_ui(ui, &v.log.record().place, &v.log.record().note);
                ui.separator();
                new_york::tickets::kept_tickets_ui(ui, game);
            });
        },
    );
    egui::CentralPanel::default().show(ui, |ui| {
        if v.show_chart {
            let running = crate::games::progress::new_york_running_totals(v.log.record(), game);
            let height = charts::filling_height(ui);
            egui::ScrollArea::vertical().id_salt("ny-viewer-chart").show(ui, |ui| {
                let colours = new_york::taxi_lines(ui, game);
                charts::running_totals_ui(ui, "ny-viewer", &running, height, &colours);
            });
            return;
        }
        // Read-only: a tap on the map is ignored.
        let input = new_york::board::BoardInput { game, highlight: None };
        let _ = new_york::board::board_ui(ui, &input);
    });
    intent
}
