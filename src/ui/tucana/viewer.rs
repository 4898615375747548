//! A finished *Trails of Tucana* game in the history, read-only
//! ([`TucanaViewer`]): a tab per sheet, the pad of the shown sheet, and
//! its map or all Final Scoring Boxes.

use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::TucanaGame;
use crate::ui::bgstats::{BgStatsPanel, bgstats_button_ui, bgstats_window_ui};
use crate::ui::history::{GameViewer, HistoryIntent};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::own_game::OwnAsked;
use crate::ui::theme;
use crate::ui::tucana::map::{MapInput, MapView, map_ui};
use crate::ui::tucana::summary::{SummaryInput, SummaryIntent};
use crate::ui::tucana::{pad, summary};
use egui::{RichText, Role, Ui, WidgetInfo};

/// A finished game shown read-only.
pub struct TucanaViewer {
    /// Its record (for export).
    pub record: TucanaRecord,
    /// The game as it ended.
    pub game: TucanaGame,
    /// The sheet shown.
    pub seat: u8,
    /// Zoom and pan of the map.
    pub view: MapView,
    /// Whether all Final Scoring Boxes are shown instead of the map.
    pub show_scores: bool,
    /// "Log in BG Stats".
    pub bgstats: BgStatsPanel,
    /// The game as the app keeps it, for its export and its review.
    pub kept: Box<dyn std::any::Any>,
}

impl TucanaViewer {
    /// Opens a finished game on its scores.
    pub fn new(record: TucanaRecord, game: TucanaGame) -> TucanaViewer {
        let seat = game.players().first().map_or(1, |p| p.seat);
        let bgstats = BgStatsPanel::new(crate::export::plays::play_of(&record, &game));
        TucanaViewer {
            record,
            game,
            seat,
            view: MapView::default(),
            show_scores: true,
            bgstats,
            kept: Box::new(()),
        }
    }
}

impl GameViewer for TucanaViewer {
    fn kind(&self) -> crate::games::GameKind {
        crate::games::GameKind::Tucana
    }
    fn viewer_ui(&mut self, ui: &mut Ui) -> Option<HistoryIntent> {
        viewer_ui(ui, self)
    }
    fn kept(&self) -> &dyn std::any::Any {
        self.kept.as_ref()
    }
    /// The sheet on screen: its picture is that player's sheet.
    fn shown_seat(&self) -> Option<u8> {
        Some(self.seat)
    }
}

/// A finished game, read-only: tabs, the pad of the shown sheet, and the
/// map or all Final Scoring Boxes.
fn viewer_ui(ui: &mut Ui, v: &mut TucanaViewer) -> Option<HistoryIntent> {
    let mut intent = None;
    let t = translator(ui.ctx());
    egui::Panel::top("viewer-bar").show(ui, |ui| {
        // At 800 points in French or Russian the buttons take two rows:
        // wrapped, every one of them is on screen.
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(ui, "viewer-back")).clicked() {
                intent = Some(HistoryIntent::CloseViewer);
            }
            ui.separator();
            let island = t.sheet_name(v.game.sheet());
            let title = tr_args(ui, "viewer-title", &[("island", island.into())]);
            ui.label(RichText::new(&title).strong())
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, title.clone()));
            ui.separator();
            if ui.button(tr(ui, "menu-export-record")).clicked() {
                intent = Some(HistoryIntent::ExportRecord);
            }
            if ui.button(tr(ui, "menu-export-png")).clicked() {
                intent = Some(HistoryIntent::ExportPng);
            }
            bgstats_button_ui(ui, &mut v.bgstats);
            // branch review: the shown sheet's review.
            if v.game.is_over() && ui.button(tr(ui, "review-button")).clicked() {
                intent = Some(review_of(v.seat));
            }
        });
    });
    bgstats_window_ui(ui.ctx(), &mut v.bgstats);
    let paper = theme::paper_frame(ui);
    egui::Panel::right("viewer-pad").exact_size(theme::PAD_WIDTH).resizable(false).frame(paper).show(
        ui,
        |ui| {
            theme::paper_ui(ui);
            egui::ScrollArea::vertical().show(ui, |ui| {
                if let Some(player) = v.game.player(v.seat) {
                    let heading = tr_args(ui, "viewer-sheet-of", &[("name", player.name.clone().into())]);
                    ui.label(RichText::new(heading).size(theme::HEADING_SIZE + 2.0).strong());
                    pad::pad_ui(ui, &v.game.score_card(player), v.game.sight_sum_now(player));
                }
            });
        },
    );
    egui::CentralPanel::default().show(ui, |ui| {
        // Who asked the coach, as the history row says (on a line of its
        // own: the top bar is full in French and Russian).
        if let Some(coached) = t.coached_line(&v.game, &v.record.hints_asked()) {
            ui.label(RichText::new(coached).color(theme::muted_text(ui)));
        }
        ui.horizontal_wrapped(|ui| {
            for p in v.game.players() {
                let response = ui.selectable_label(!v.show_scores && p.seat == v.seat, &p.name);
                let label = tr_args(ui, "viewer-tab", &[("name", p.name.clone().into())]);
                response
                    .widget_info(|| WidgetInfo::selected(Role::Tab, true, p.seat == v.seat, label.clone()));
                if response.clicked() {
                    v.seat = p.seat;
                    v.show_scores = false;
                }
            }
            ui.separator();
            if ui.selectable_label(v.show_scores, tr(ui, "viewer-all-scores")).clicked() {
                v.show_scores = true;
            }
        });
        ui.separator();
        if v.show_scores {
            // Read-only: paper totals are typed while the game is open.
            let input = SummaryInput {
                game: &v.game,
                paper_totals: &v.record.paper_totals,
                paper_names: &v.record.paper_names,
                can_type: false,
            };
            let end = summary::FinalEnd::ReadOnly { place: &v.record.place, note: &v.record.note };
            match summary::final_summary_ui(ui, &input, Some(end)) {
                Some(SummaryIntent::Close) => v.show_scores = false,
                Some(SummaryIntent::Review(seat)) => intent = Some(review_of(seat)),
                Some(SummaryIntent::SetPaperTotal { .. } | SummaryIntent::End(_)) | None => {}
            }
            return;
        }
        let Some(player) = v.game.player(v.seat) else { return };
        let input = MapInput {
            game: &v.game,
            player,
            legal: Default::default(),
            highlight: false,
            large_targets: false,
        };
        // Read-only: whatever the map is asked is ignored, and nothing stays
        // picked.
        let _ = map_ui(ui, &input, &mut v.view);
        v.view.selected = None;
    });
    intent
}

/// The review of a sheet of the game shown: Tucana's own request, the one
/// its play screen sends for its running game
/// ([`crate::ui::tucana::review::ReviewIntent`]).
fn review_of(seat: u8) -> HistoryIntent {
    let review = crate::ui::tucana::review::ReviewIntent::OpenViewed(seat);
    HistoryIntent::Asked(OwnAsked::new(crate::games::GameKind::Tucana, review))
}
