//! The coach's box on the pad of a coached seat: the Hint button (key H),
//! then the best three trails, each with its expected total and why. The
//! box has one fixed height whatever it shows, so nothing moves when the
//! hint is asked for, computed and shown; the same three are marked on the
//! map with their numbers (see [`crate::ui::tucana::map`]).

use crate::games::tucana::coach::{self, Hint, HintError, Suggestion};
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::Coord;
use crate::i18n::capitalise;
use crate::ui::lang::{tr, translator};
use crate::ui::theme;
use egui::{Align, Key, Layout, Modifiers, RichText, Role, Sense, Ui, UiBuilder, WidgetInfo};

/// The key that asks for a hint.
pub const HINT_KEY: Key = Key::H;
/// How many suggestions are shown (on the map and beside it).
pub const SHOWN: usize = 3;

/// Where the hint of the shown sheet stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CoachView<'a> {
    /// None asked for this position.
    Idle,
    /// Being computed.
    Thinking,
    /// Computed.
    Ready(&'a Hint),
    /// Asked for where there is none.
    Failed(HintError),
}

/// What the coach's box shows besides the game.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoachPanel<'a> {
    /// The hint of the shown sheet.
    pub view: CoachView<'a>,
}

/// What was asked in the coach's box.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachIntent {
    /// Compute the hint for the shown sheet's open turn.
    Ask,
    /// Pick the trail of suggestion `rank` (1 = best): its first hex is
    /// picked as if tapped, the player draws it by tapping the second.
    Pick {
        /// 1, 2 or 3.
        rank: usize,
        /// The first hex.
        from: Coord,
        /// The second hex.
        to: Coord,
    },
}

/// The best suggestions shown, with their numbers (1 = best).
pub fn shown<'a>(view: &CoachView<'a>) -> Vec<(usize, &'a Suggestion)> {
    match view {
        CoachView::Ready(hint) => {
            hint.suggestions.iter().take(SHOWN).enumerate().map(|(i, s)| (i + 1, s)).collect()
        }
        CoachView::Idle | CoachView::Thinking | CoachView::Failed(_) => Vec::new(),
    }
}

/// The trails to mark on the map, best first.
pub fn marks(view: &CoachView<'_>) -> [Option<(Coord, Coord)>; SHOWN] {
    let mut marks = [None; SHOWN];
    for (rank, s) in shown(view) {
        marks[rank - 1] = Some((s.trail.from, s.trail.to));
    }
    marks
}

/// Whether the Hint button can do anything for `seat` now: a turn is open
/// and the sheet has a trail (or an owed bonus trail) to draw.
pub fn can_ask(game: &TucanaGame, seat: u8) -> bool {
    coach::nothing_to_choose(game, seat).is_none() && game.unfinished_players().contains(&seat)
}

/// Whether H was pressed this frame (not while typing in a field).
pub fn hint_key(ui: &Ui) -> bool {
    crate::ui::keys::shortcuts_allowed(ui) && ui.input_mut(|i| i.consume_key(Modifiers::NONE, HINT_KEY))
}

/// The box's height: the button row, then three suggestions of four lines.
fn box_height(ui: &Ui) -> f32 {
    let spacing = ui.spacing().item_spacing.y;
    button_row_height(ui) + spacing + SHOWN as f32 * suggestion_height(ui) + spacing
}

/// Every status the button row can show, so that its height is the
/// tallest's whatever is shown (nothing moves when the status changes).
const STATUS_KEYS: [&str; 8] = [
    "coach-thinking",
    "coach-best-three",
    "coach-none-over",
    "coach-none-no-cards",
    "coach-none-reshuffle",
    "coach-none-nothing",
    "coach-idle",
    "coach-idle-wait",
];

/// The height of the row of the hint button and its status: the button,
/// or the tallest status wrapped beside it (in Russian a status takes two
/// or three lines, and pushed the suggestions out of the box).
pub fn button_row_height(ui: &Ui) -> f32 {
    let t = translator(ui.ctx());
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let button_text = t.text("coach-hint-button");
    let body = egui::TextStyle::Body.resolve(ui.style());
    let small = egui::TextStyle::Small.resolve(ui.style());
    let button_width = ui.fonts_mut(|f| f.layout_no_wrap(button_text, body, egui::Color32::WHITE).size().x)
        + 2.0 * ui.spacing().button_padding.x;
    let room = (ui.available_width() - button_width - ui.spacing().item_spacing.x).max(1.0);
    let status = STATUS_KEYS
        .iter()
        .map(|key| {
            ui.fonts_mut(|f| f.layout(t.text(key), small.clone(), egui::Color32::WHITE, room).size().y)
        })
        .fold(0.0, f32::max);
    ui.spacing().interact_size.y.max(line + 2.0 * ui.spacing().button_padding.y).max(status)
}

/// The height of one suggestion's row: its button holds a line of body
/// text and up to three of small text (a reason and the note on why it
/// comes after a better one take three in French and Russian), measured
/// as laid out (an estimate from the styles' heights was 5 points short,
/// and the third suggestion was cut).
fn suggestion_height(ui: &Ui) -> f32 {
    let mut text = egui::text::LayoutJob::default();
    let body = egui::TextStyle::Body.resolve(ui.style());
    let small = egui::TextStyle::Small.resolve(ui.style());
    text.append("1   99.9\n", 0.0, egui::TextFormat { font_id: body, ..Default::default() });
    text.append("x\nx\nx", 0.0, egui::TextFormat { font_id: small, ..Default::default() });
    let galley = ui.fonts_mut(|f| f.layout_job(text)).size().y;
    galley + ui.spacing().item_spacing.y * 2.0 + ui.spacing().button_padding.y * 2.0
}

/// Gives `add` a strip of exactly `height` points across the width; what it
/// draws is clipped to it.
fn fixed_ui<R>(ui: &mut Ui, height: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), Sense::hover());
    let mut child = ui.new_child(UiBuilder::new().max_rect(rect).layout(Layout::top_down(Align::Min)));
    child.set_clip_rect(rect.intersect(ui.clip_rect()));
    add(&mut child)
}

/// The compact box's height: the button row, then the three suggestions
/// side by side on one row.
fn compact_height(ui: &Ui) -> f32 {
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let spacing = ui.spacing().item_spacing.y;
    let row = ui.spacing().interact_size.y.max(line + ui.spacing().button_padding.y * 2.0);
    button_row_height(ui) + spacing + row + spacing + spacing
}

/// Whether the column the box sits in is too short for three suggestions of
/// three lines (at 800×600 the pinned score boxes leave it about 120
/// points, and only one of three was in view): then the three sit side by
/// side, each its number and expected total, its trail and reasons in its
/// label and hover text. Read from the column's visible height, not from
/// the scroll position, so the box does not change as the column scrolls.
fn compact(ui: &Ui) -> bool {
    let above = ui.cursor().top() - ui.min_rect().top();
    ui.clip_rect().height() - above < box_height(ui)
}

/// For a suggestion whose reasons are those of a better one shown above
/// it, why it comes after: the same reasons, and its simulated games ended
/// lower on average ("same reasons as 1; its simulated games end 2.6
/// lower"). Without it two rows said the same and nothing told them apart.
fn same_reason_note(
    t: &crate::i18n::Translator,
    view: &CoachView<'_>,
    rank: usize,
    s: &Suggestion,
) -> Option<String> {
    let (better, b) = shown(view).into_iter().find(|(r, b)| *r < rank && b.reasons == s.reasons)?;
    let lower = b.expected_total? - s.expected_total?;
    Some(t.format(
        "coach-same-reasons",
        &[("rank", better.to_string().into()), ("lower", t.tenths(lower.max(0.0)).into())],
    ))
}

/// What one suggestion says, in the compact row and in the full box alike.
struct SuggestionWords {
    /// The trail, named by the places it joins.
    trail: String,
    /// The expected total and the reasons, with the same-reason note.
    why: String,
    /// The button's accessible label (rank, trail and why).
    label: String,
    /// Why it comes after an earlier suggestion with the same reasons.
    note: Option<String>,
}

/// Words suggestion `rank` as the phones of a table word theirs.
fn suggestion_words(
    t: &crate::i18n::Translator,
    game: &TucanaGame,
    seat: u8,
    view: &CoachView<'_>,
    rank: usize,
    s: &Suggestion,
) -> SuggestionWords {
    let note = same_reason_note(t, view, rank, s);
    let (trail, mut why) = t.coach_suggestion(game, seat, s);
    if let Some(note) = &note {
        why = format!("{why} · {note}");
    }
    let label = t.format(
        "coach-suggestion-label",
        &[("rank", rank.to_string().into()), ("trail", trail.clone().into()), ("why", why.clone().into())],
    );
    SuggestionWords { trail, why, label, note }
}

/// The coach's box for `seat`'s sheet.
pub fn coach_ui(ui: &mut Ui, game: &TucanaGame, seat: u8, panel: &CoachPanel<'_>) -> Option<CoachIntent> {
    let t = translator(ui.ctx());
    let mut intent = None;
    let compact = compact(ui);
    let height = if compact { compact_height(ui) } else { box_height(ui) };
    let button_row = button_row_height(ui);
    fixed_ui(ui, height, |ui| {
        fixed_ui(ui, button_row, |ui| {
            ui.horizontal(|ui| {
                let enabled = can_ask(game, seat) && panel.view != CoachView::Thinking;
                let button = egui::Button::new(RichText::new(tr(ui, "coach-hint-button")).strong());
                let response = ui.add_enabled(enabled, button).on_hover_text(tr(ui, "coach-hint-hover"));
                if response.clicked() {
                    intent = Some(CoachIntent::Ask);
                }
                let status = match panel.view {
                    CoachView::Thinking => t.text("coach-thinking"),
                    CoachView::Ready(_) => t.text("coach-best-three"),
                    CoachView::Failed(e) => t.text(match e {
                        HintError::GameOver => "coach-none-over",
                        HintError::NoOpenTurn => "coach-none-no-cards",
                        HintError::ReshuffleDue => "coach-none-reshuffle",
                        HintError::UnknownSeat(_) | HintError::NothingToDraw(_) => "coach-none-nothing",
                    }),
                    CoachView::Idle if can_ask(game, seat) => t.text("coach-idle"),
                    CoachView::Idle => t.text("coach-idle-wait"),
                };
                ui.add(egui::Label::new(RichText::new(&status).color(theme::muted_text(ui)).small()).wrap())
                    .widget_info(|| WidgetInfo::labeled(Role::Label, true, &status));
            })
        });
        if compact {
            ui.horizontal(|ui| {
                for (rank, s) in shown(&panel.view) {
                    let SuggestionWords { trail, why, label, .. } =
                        suggestion_words(&t, game, seat, &panel.view, rank, s);
                    let total = s.expected_total.map(|e| t.tenths(e)).unwrap_or_default();
                    let text = RichText::new(format!("{rank}   {total}")).color(theme::INK);
                    let response = ui.add(egui::Button::new(text).fill(theme::COACH_ROW));
                    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                    if response.on_hover_text(format!("{trail}\n{why}")).clicked() {
                        intent = Some(CoachIntent::Pick { rank, from: s.trail.from, to: s.trail.to });
                    }
                }
            });
            return;
        }
        let row = suggestion_height(ui);
        for (rank, s) in shown(&panel.view) {
            let SuggestionWords { trail, why, label, note } =
                suggestion_words(&t, game, seat, &panel.view, rank, s);
            let picked = fixed_ui(ui, row, |ui| {
                // The number (as on the map) and the expected total on the
                // first line, why under it; the two ends of the trail are
                // on the map, in the label and in the hover text.
                let total = s.expected_total.map(|e| t.coach_expected(e)).unwrap_or_default();
                let mut reasons = capitalise(&t.coach_reasons(&s.reasons));
                if let Some(note) = &note {
                    reasons = format!("{reasons} · {note}");
                }
                let mut text = egui::text::LayoutJob::default();
                let body = egui::TextStyle::Body.resolve(ui.style());
                let small = egui::TextStyle::Small.resolve(ui.style());
                let strong = egui::TextFormat { font_id: body, color: theme::INK, ..Default::default() };
                text.append(&format!("{rank}   {total}\n"), 0.0, strong);
                let muted =
                    egui::TextFormat { font_id: small, color: theme::MUTED_INK, ..Default::default() };
                text.append(&reasons, 0.0, muted);
                text.wrap.max_width = ui.available_width() - ui.spacing().button_padding.x * 2.0;
                text.wrap.max_rows = 4;
                let size = egui::vec2(ui.available_width(), row - ui.spacing().item_spacing.y);
                let button = egui::Button::new(text).fill(theme::COACH_ROW).wrap().min_size(size);
                let response = ui.add(button);
                response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
                response.on_hover_text(format!("{trail}\n{why}")).clicked()
            });
            if picked {
                intent = Some(CoachIntent::Pick { rank, from: s.trail.from, to: s.trail.to });
            }
        }
    });
    intent
}
