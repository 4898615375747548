//! The review screen of one sheet of a finished *Trails of Tucana* game:
//! the played total, the best total found with the same cards and the
//! bound, the solo title the cards allowed, the loss per turn as a chart,
//! the three turns that lost the most, and the game step by step on the map
//! with the best line's trails drawn dashed beside the played ones.
//!
//! The review itself is computed off the UI thread by the app; this screen
//! only draws what it is given ([`ReviewScreen`]) and returns what was
//! asked ([`ReviewIntent`]).

use super::geometry::{MapTransform, world_bounds};
use super::map::{MapInput, MapView, map_ui};
use super::pad::roman;
use crate::games::tucana::coach::{LongerTaken, Move, Review, TurnReview, line_after_turn};
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::{TucanaGame, TurnIndex};
use crate::games::tucana::sheet::{EdgeSet, Sheet};
use crate::i18n::Translator;
use crate::ui::charts::still_plot;
use crate::ui::lang::translator;
use crate::ui::one_pass_grid::text_width;
use crate::ui::theme;
use egui::{RichText, Role, Shape, Stroke, Ui, WidgetInfo};
use egui_plot::{Bar, BarChart, VLine};
use std::sync::Arc;

/// What the person asked on the review screen.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewIntent {
    /// Review this seat of the running game (from its final scores).
    OpenRunning(u8),
    /// Review this seat of the game open in the history.
    OpenViewed(u8),
    /// Leave the review: back to the screen it was opened from.
    Close,
    /// Show the game as it stood after this turn (0-based over the game).
    ShowTurn(TurnIndex),
    /// Search longer for a better line with the same cards.
    SearchLonger,
    /// Stop the longer search now and keep the best line it found so far.
    StopLongerSearch,
}

/// The longer search a person may ask for once the review is shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LongerSearch {
    /// Not asked yet: the screen offers it.
    Offered,
    /// Running; the review shown stays until it is done.
    Searching,
    /// Asked to stop: it hands over its best line so far.
    Stopping,
    /// It found a better line, now shown: the best found before it.
    Found {
        /// The best total found before the longer search.
        before: u32,
        /// Whether it ran to its end (not stopped, nor out of time).
        complete: bool,
    },
    /// It ran to its end and found no line better than the one shown.
    NothingBetter,
    /// It was stopped (or reached its time limit) before its end and had
    /// found no better line by then; the review shown stays.
    CutShort,
    /// It could not be made (the words say why); the review shown stays.
    Failed(String),
}

/// Where the review stands.
#[derive(Debug, Clone)]
pub enum ReviewOutcome {
    /// Still being computed.
    Pending,
    /// Done.
    Ready(Box<Review>),
    /// It could not be made (the words say why).
    Failed(String),
}

/// The review screen's state.
pub struct ReviewScreen {
    /// The game reviewed.
    pub record: TucanaRecord,
    /// Its island.
    pub sheet: Arc<Sheet>,
    /// The seat reviewed.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The review, once done.
    pub outcome: ReviewOutcome,
    /// The longer search, asked for or not.
    pub longer: LongerSearch,
    /// The turn shown on the map (0-based over the game).
    pub turn: TurnIndex,
    /// The map's zoom and pan.
    pub view: MapView,
    /// The played game after the shown turn and the best line's trails by
    /// then, for the turn they were made for.
    shown: Option<(TurnIndex, TucanaGame, EdgeSet)>,
    /// The game at its start: its map and the seat's village letters name
    /// the trails by places.
    start: Option<TucanaGame>,
}

impl ReviewScreen {
    /// A review of `seat` being computed.
    pub fn new(record: TucanaRecord, sheet: Arc<Sheet>, seat: u8) -> ReviewScreen {
        let name =
            record.setup.players.iter().find(|p| p.seat == seat).map(|p| p.name.clone()).unwrap_or_default();
        let start = TucanaGame::new(Arc::clone(&sheet), record.setup.clone()).ok();
        ReviewScreen {
            start,
            record,
            sheet,
            seat,
            name,
            outcome: ReviewOutcome::Pending,
            longer: LongerSearch::Offered,
            turn: 0,
            view: MapView::default(),
            shown: None,
        }
    }

    /// The review is done: the map opens on the worst turn.
    pub fn ready(&mut self, review: Review) {
        self.turn = review.worst_turns(1).first().map_or(0, |t| t.turn);
        self.outcome = ReviewOutcome::Ready(Box::new(review));
        self.shown = None;
    }

    /// The longer search is done: when it found a better line, that line
    /// replaces the one shown (the turn shown stays); how much of its review
    /// is taken is the coach's to say ([`Review::take_longer`]).
    pub fn longer_done(&mut self, longer: Result<Review, String>) {
        let ReviewOutcome::Ready(shown) = &mut self.outcome else { return };
        self.longer = match longer {
            Err(why) => LongerSearch::Failed(why),
            Ok(review) => match shown.take_longer(review) {
                LongerTaken::NothingBetter => LongerSearch::NothingBetter,
                LongerTaken::CutShort => LongerSearch::CutShort,
                LongerTaken::Better { before, complete } => {
                    self.shown = None;
                    LongerSearch::Found { before, complete }
                }
            },
        };
    }

    /// The longer search is asked to stop (its best line so far follows).
    pub fn longer_stopping(&mut self) {
        if self.longer == LongerSearch::Searching {
            self.longer = LongerSearch::Stopping;
        }
    }

    /// Shows another turn (kept within the game).
    pub fn show_turn(&mut self, turn: TurnIndex) {
        if let ReviewOutcome::Ready(r) = &self.outcome {
            let last = r.turns.len().saturating_sub(1) as TurnIndex;
            self.turn = turn.min(last);
        }
    }

    /// The played game after the shown turn, and the trails the best line
    /// holds by then that the played one does not.
    fn shown(&mut self) -> Option<(&TucanaGame, EdgeSet)> {
        let ReviewOutcome::Ready(review) = &self.outcome else { return None };
        if self.shown.as_ref().is_none_or(|(t, _, _)| *t != self.turn) {
            let played = line_after_turn(&self.record, &self.sheet, &self.record.actions, self.turn)?;
            let best = line_after_turn(&self.record, &self.sheet, &review.best_actions, self.turn)?;
            let mine = played.player(self.seat).map(|p| *p.drawn()).unwrap_or_default();
            let other = best.player(self.seat).map(|p| *p.drawn()).unwrap_or_default();
            self.shown = Some((self.turn, played, other.difference(&mine)));
        }
        self.shown.as_ref().map(|(_, g, e)| (g, *e))
    }
}

/// Draws the review screen.
pub fn review_ui(ui: &mut Ui, screen: &mut ReviewScreen) -> Option<ReviewIntent> {
    let t = translator(ui.ctx());
    let mut intent = None;
    egui::Panel::top("review-bar").show(ui, |ui| {
        ui.horizontal(|ui| {
            if ui.button(t.text("review-back")).clicked() {
                intent = Some(ReviewIntent::Close);
            }
            ui.separator();
            ui.heading(t.format("review-heading", &[("name", screen.name.as_str().into())]));
        });
    });
    let review = match &screen.outcome {
        ReviewOutcome::Pending => {
            egui::CentralPanel::default().show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t.text("review-pending"));
                });
            });
            ui.ctx().request_repaint_after(std::time::Duration::from_millis(100));
            return intent;
        }
        ReviewOutcome::Failed(why) => {
            let why = why.clone();
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label(
                    RichText::new(t.format("review-failed", &[("reason", why.into())]))
                        .color(theme::error_text(ui)),
                );
            });
            return intent;
        }
        ReviewOutcome::Ready(review) => review.clone(),
    };
    egui::Panel::left("review-side").exact_size(theme::REVIEW_SIDE_WIDTH).resizable(false).show(ui, |ui| {
        egui::ScrollArea::vertical().id_salt("review-side").auto_shrink([false, false]).show(ui, |ui| {
            if let Some(i) = side_ui(ui, &t, &review, &screen.longer, screen.turn) {
                intent = Some(i);
            }
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        let names = screen.start.as_ref().map(|g| (g, screen.seat));
        if let Some(i) = turn_bar_ui(ui, &t, &review, screen.turn, names) {
            intent = Some(i);
        }
        let seat = screen.seat;
        let area = ui.available_rect_before_wrap();
        let mut view = screen.view;
        if let Some((game, best_only)) = screen.shown()
            && let Some(player) = game.player(seat)
        {
            let input =
                MapInput { game, player, legal: EdgeSet::EMPTY, highlight: false, large_targets: false };
            // The map only shows here: nothing is drawn by tapping it.
            let _ = map_ui(ui, &input, &mut view);
            best_line_ui(ui, game.sheet(), &best_only, area, &view);
        }
        screen.view = view;
    });
    intent
}

/// The totals, the chart, the worst turns and the legend.
fn side_ui(
    ui: &mut Ui,
    t: &Translator,
    review: &Review,
    longer: &LongerSearch,
    shown: TurnIndex,
) -> Option<ReviewIntent> {
    let mut intent = None;
    let number = |key: &str, value: u32| t.format(key, &[("value", i64::from(value).into())]);
    ui.label(RichText::new(number("review-played", review.played)).size(theme::HEADING_SIZE));
    ui.label(RichText::new(number("review-best", review.best)).size(theme::HEADING_SIZE).strong());
    ui.label(number("review-bound", review.bound.total));
    if let Some(asked) = longer_search_ui(ui, t, review, longer) {
        intent = Some(asked);
    }
    if !review.complete {
        let weighed = review.turns.iter().filter(|x| x.weighed).count();
        ui.label(
            RichText::new(t.format(
                "review-cut-short",
                &[("weighed", (weighed as i64).into()), ("turns", (review.turns.len() as i64).into())],
            ))
            .color(theme::error_text(ui)),
        );
    }
    if review.solo {
        let title =
            review.best_title.as_deref().map_or_else(|| t.text("review-no-title"), |s| t.solo_title(s));
        ui.label(RichText::new(t.format("review-title", &[("title", title.into())])).italics());
        if review.reshuffle_differs {
            ui.label(RichText::new(t.text("review-reshuffle-differs")).color(theme::muted_text(ui)));
        }
    } else {
        ui.label(RichText::new(t.text("review-table-kept")).color(theme::muted_text(ui)));
    }
    ui.add_space(theme::GAP);
    loss_chart_ui(ui, t, review, shown);
    ui.add_space(theme::GAP);
    ui.label(RichText::new(t.text("review-worst-heading")).strong());
    let worst = review.worst_turns(3);
    if worst.is_empty() {
        ui.label(t.text("review-no-loss"));
    }
    for (i, turn) in worst.iter().enumerate() {
        let text = t.format(
            "review-worst-turn",
            &[
                ("rank", (i as i64 + 1).into()),
                ("roman", roman(usize::from(turn.round)).into()),
                ("turn", i64::from(turn.turn_in_round).into()),
                ("loss", t.tenths(turn.loss).into()),
            ],
        );
        if ui.selectable_label(turn.turn == shown, text).clicked() {
            intent = Some(ReviewIntent::ShowTurn(turn.turn));
        }
    }
    ui.add_space(theme::GAP);
    ui.label(RichText::new(t.text("review-legend")).color(theme::muted_text(ui)));
    intent
}

/// The longer search: the button that asks for it, or where it stands
/// (with a button that stops it while it runs); what was asked.
fn longer_search_ui(
    ui: &mut Ui,
    t: &Translator,
    review: &Review,
    longer: &LongerSearch,
) -> Option<ReviewIntent> {
    let muted = theme::muted_text(ui);
    let found = |key: &str, before: u32| {
        let gained = review.best.saturating_sub(before);
        t.format(key, &[("gained", i64::from(gained).into()), ("before", i64::from(before).into())])
    };
    match longer {
        LongerSearch::Offered => {
            let asked = ui
                .button(t.text("review-search-longer"))
                .on_hover_text(t.text("review-search-longer-hint"))
                .clicked();
            return asked.then_some(ReviewIntent::SearchLonger);
        }
        LongerSearch::Searching | LongerSearch::Stopping => {
            ui.ctx().request_repaint_after(std::time::Duration::from_millis(100));
            let stopping = *longer == LongerSearch::Stopping;
            let words = t.text(if stopping { "review-longer-stopping" } else { "review-searching-longer" });
            // Wrapped: the panel is narrow at 800×600 and the French and
            // Russian words are long; the Stop button gets its own line.
            ui.horizontal_wrapped(|ui| {
                ui.spinner();
                ui.label(words);
            });
            if stopping {
                return None;
            }
            let stop = ui
                .button(t.text("review-stop-longer"))
                .on_hover_text(t.text("review-stop-longer-hint"))
                .clicked();
            return stop.then_some(ReviewIntent::StopLongerSearch);
        }
        LongerSearch::Found { before, complete: true } => {
            ui.label(RichText::new(found("review-longer-found", *before)).color(muted));
        }
        LongerSearch::Found { before, complete: false } => {
            ui.label(RichText::new(found("review-longer-stopped-found", *before)).color(muted));
        }
        LongerSearch::NothingBetter => {
            ui.label(RichText::new(t.text("review-longer-nothing")).color(muted));
        }
        LongerSearch::CutShort => {
            ui.label(RichText::new(t.text("review-longer-cut-short")).color(muted));
        }
        LongerSearch::Failed(why) => {
            let words = t.format("review-longer-failed", &[("reason", why.as_str().into())]);
            ui.label(RichText::new(words).color(theme::error_text(ui)));
        }
    }
    None
}

/// The loss per turn: one bar per turn, the worst three numbered, the
/// shown turn marked by a dashed line; readable without colour.
fn loss_chart_ui(ui: &mut Ui, t: &Translator, review: &Review, shown: TurnIndex) {
    ui.label(RichText::new(t.text("review-chart-heading")).strong());
    let worst: Vec<TurnIndex> = review.worst_turns(3).iter().map(|w| w.turn).collect();
    let dark = ui.visuals().dark_mode;
    let bars: Vec<Bar> = review
        .turns
        .iter()
        .map(|turn| {
            let rank = worst.iter().position(|&w| w == turn.turn);
            let bar = Bar::new(f64::from(turn.turn) + 1.0, turn.loss).width(0.8);
            match rank {
                Some(r) => bar.name(format!("{}", r + 1)).fill(theme::chart::colour(dark, 1)),
                None => bar.fill(theme::chart::colour(dark, 0)),
            }
        })
        .collect();
    let label = t.format(
        "review-chart-label",
        &[
            ("turns", (review.turns.len() as i64).into()),
            ("total", t.tenths(review.turns.iter().map(|x| x.loss).sum::<f64>()).into()),
        ],
    );
    let response = still_plot("review-loss", theme::chart::HEIGHT * 0.7)
        .include_y(0.0)
        // Room above the highest bar for its number.
        .include_y(review.turns.iter().map(|x| x.loss).fold(0.0, f64::max) * 1.2 + 0.5)
        .include_x(0.0)
        .x_axis_label(t.text("review-chart-x"))
        .y_axis_label(t.text("review-chart-y"))
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(t.text("review-chart-heading"), bars));
            plot.vline(VLine::new("", f64::from(shown) + 1.0).style(egui_plot::LineStyle::dashed_loose()));
            for (i, &w) in worst.iter().enumerate() {
                let loss = review.turns.get(usize::from(w)).map_or(0.0, |x| x.loss);
                let at = egui_plot::PlotPoint::new(f64::from(w) + 1.0, loss);
                plot.text(
                    egui_plot::Text::new("", at, RichText::new(format!("{}", i + 1)).strong())
                        .anchor(egui::Align2::CENTER_BOTTOM),
                );
            }
        });
    response.response.widget_info(|| WidgetInfo::labeled(Role::Image, true, label.clone()));
}

/// The trails as words, named by the places they join ("village B1 – the
/// forest next to the yeti"); by their hexes only if the game could not be
/// set up again (it always can once reviewed).
fn trails_text(t: &Translator, names: Option<(&TucanaGame, u8)>, moves: &[Move]) -> String {
    match names {
        Some((game, seat)) => t.review_trails(game, seat, moves),
        None if moves.is_empty() => t.text("review-no-trail"),
        None => moves.iter().map(|m| format!("{}–{}", m.from, m.to)).collect::<Vec<_>>().join(" + "),
    }
}

/// The shown turn: its cards, what was played, what the coach and the best
/// line drew; Previous / Next turn.
fn turn_bar_ui(
    ui: &mut Ui,
    t: &Translator,
    review: &Review,
    shown: TurnIndex,
    names: Option<(&TucanaGame, u8)>,
) -> Option<ReviewIntent> {
    let mut intent = None;
    let turn = review.turns.get(usize::from(shown))?;
    ui.horizontal_wrapped(|ui| {
        if ui.add_enabled(shown > 0, egui::Button::new(t.text("review-previous"))).clicked() {
            intent = Some(ReviewIntent::ShowTurn(shown.saturating_sub(1)));
        }
        let last = review.turns.len().saturating_sub(1) as TurnIndex;
        if ui.add_enabled(shown < last, egui::Button::new(t.text("review-next"))).clicked() {
            intent = Some(ReviewIntent::ShowTurn(shown + 1));
        }
        // A title too long for the rest of the row starts the next row
        // whole rather than breaking between its two cards (French and
        // Russian at 800 points wide). The widest of the review's titles
        // decides, so that stepping through the turns moves nothing.
        let widest = review
            .turns
            .iter()
            .map(|x| text_width(ui, RichText::new(turn_title(t, x)).strong()))
            .fold(0.0, f32::max);
        // A separator's own width (egui's default spacing, 6) and the gaps
        // either side of it.
        let separator = ui.spacing().item_spacing.x * 2.0 + 6.0;
        let title = RichText::new(turn_title(t, turn)).strong();
        if widest + separator > ui.available_size_before_wrap().x {
            ui.end_row();
        } else {
            ui.separator();
        }
        ui.label(title);
    });
    let line = |key: &str, moves: &[Move], extra: Option<f64>| {
        let mut text = t.format(key, &[("trails", trails_text(t, names, moves).into())]);
        if let Some(e) = extra.filter(|_| !moves.is_empty()) {
            // The coach's words: a decimal comma in French and Russian.
            // Held together by non-breaking spaces (egui never wraps at
            // one), so a narrow window moves the whole parenthesis to the
            // next line rather than leaving its number alone there.
            text.push_str(&format!("  ({})", t.coach_expected(e).replace(' ', "\u{a0}")));
        }
        text
    };
    if !turn.weighed {
        ui.label(line("review-turn-played", &turn.played, None));
        ui.label(RichText::new(t.text("review-turn-unweighed")).color(theme::muted_text(ui)));
        ui.label(line("review-turn-best", &turn.best, None));
        return intent;
    }
    ui.label(line("review-turn-played", &turn.played, Some(turn.played_expected)));
    ui.label(line("review-turn-coach", &turn.coach, Some(turn.coach_expected)));
    ui.label(line("review-turn-best", &turn.best, None));
    let ahead = turn.coach_expected - turn.played_expected;
    if turn.loss > 0.0 {
        ui.label(
            RichText::new(t.format("review-turn-loss", &[("loss", t.tenths(turn.loss).into())]))
                .color(theme::error_text(ui)),
        );
    } else if ahead > 0.0 {
        // Said, so that two different expected totals and no loss do not
        // read as a contradiction.
        ui.label(
            RichText::new(t.format(
                "review-turn-noise",
                &[("diff", t.tenths(ahead).into()), ("margin", t.tenths(turn.margin).into())],
            ))
            .color(theme::muted_text(ui)),
        );
    }
    intent
}

fn turn_title(t: &Translator, turn: &TurnReview) -> String {
    t.format(
        "review-turn-title",
        &[
            ("roman", roman(usize::from(turn.round)).into()),
            ("turn", i64::from(turn.turn_in_round).into()),
            ("c1", t.card(turn.cards[0]).into()),
            ("c2", t.card(turn.cards[1]).into()),
        ],
    )
}

/// The best line's trails the played line does not hold, dashed over the
/// map in their own colour (dashes tell them apart without colour).
fn best_line_ui(ui: &Ui, sheet: &Sheet, edges: &EdgeSet, area: egui::Rect, view: &MapView) {
    let screen = area.shrink(theme::MAP_MARGIN);
    let tr = MapTransform::fit(world_bounds(sheet), screen, view.zoom, view.pan);
    let width = (theme::TRAIL_WIDTH * tr.scale).clamp(2.0, 10.0);
    let painter = ui.painter_at(area);
    for edge in edges.iter() {
        let (a, b) = sheet.edge_coords(edge);
        let (pa, pb) = (tr.centre(a), tr.centre(b));
        painter.add(Shape::line_segment([pa, pb], Stroke::new(width + 2.0, theme::HALO)));
        painter.extend(Shape::dashed_line(
            &[pa, pb],
            Stroke::new(width, theme::REVIEW_BEST_TRAIL),
            width * 1.5,
            width,
        ));
    }
}
