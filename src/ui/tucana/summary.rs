//! Round end and game end: the Final Scoring Boxes of every sheet side by
//! side, the standings of the whole table (the sheets kept on paper with
//! the totals the table types), the winner(s) and the solo titles: earned in
//! a solo game, and offered as a yardstick to every player of a table game.

use super::pad::{roman, written_field};
use crate::games::tucana::record::{PaperTotal, PaperTotalError, Standings, parse_paper_total};
use crate::games::tucana::rules::{ScoreCard, TucanaGame};
use crate::i18n::Translator;
use crate::ui::game_end::{GameEndInput, GameEndIntent, GameEndState, game_end_ui, place_note_ui};
use crate::ui::lang::translator;
use crate::ui::theme;
use egui::{RichText, Role, Ui, WidgetInfo};

/// What the summary shows.
#[derive(Debug, Clone, Copy)]
pub struct SummaryInput<'a> {
    /// The game.
    pub game: &'a TucanaGame,
    /// Totals typed for the sheets kept on paper (the record's).
    pub paper_totals: &'a [PaperTotal],
    /// The names given to the paper seats (the record's).
    pub paper_names: &'a [crate::games::tucana::record::PaperName],
    /// Whether the table may type paper totals here (the running game); the
    /// history shows them read-only.
    pub can_type: bool,
}

/// What the summary asks for.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SummaryIntent {
    /// "Back to the map" (or "Start the next round") was pressed.
    Close,
    /// The table typed a valid total for a sheet kept on paper: keep it in
    /// the record (`TucanaLog::set_paper_total`) and save.
    SetPaperTotal {
        /// The paper seat.
        seat: u8,
        /// Its total.
        total: u32,
    },
    /// "Review" was pressed for this seat's sheet of the finished game.
    Review(u8),
    /// Asked of a finished game's end: keep its place and note, play again.
    End(GameEndIntent),
}

/// What a finished game's final scores show under the totals: the place
/// and note typed with "Log in BG Stats" and "Play again" (the running
/// game), or the place and note read-only (the history).
pub enum FinalEnd<'a, 'b> {
    /// The history's: read-only.
    ReadOnly {
        /// Where it was played.
        place: &'a str,
        /// Its note.
        note: &'a str,
    },
    /// The running game's: typed here.
    Typed {
        /// The record's place and note, and the game for BG Stats.
        input: &'a GameEndInput<'b>,
        /// What is being typed, and the BG Stats window.
        state: &'a mut GameEndState,
    },
}

/// What is being typed for one paper seat, kept by egui between frames.
#[derive(Debug, Clone, Default)]
struct Draft {
    text: String,
    error: Option<PaperTotalError>,
}

/// Draws the side-by-side scores and the standings.
pub fn summary_ui(ui: &mut Ui, input: &SummaryInput<'_>) -> Option<SummaryIntent> {
    final_summary_ui(ui, input, None)
}

/// [`summary_ui`], with what a finished game's end shows under its totals
/// (`end`, once the game is over).
pub fn final_summary_ui(
    ui: &mut Ui,
    input: &SummaryInput<'_>,
    mut end: Option<FinalEnd<'_, '_>>,
) -> Option<SummaryIntent> {
    // A short window scrolls; the table of Totals comes right after the
    // result, so it is what a small window shows first. Scores that were
    // not on screen the frame before (a game just finished, another game
    // opened) open at the top, with the winner: never where the last
    // scores shown were left.
    let last_pass_id = ui.scope_id().with("summary-last-pass");
    let pass = ui.ctx().cumulative_pass_nr();
    let before = ui.data_mut(|d| d.get_temp::<u64>(last_pass_id));
    ui.data_mut(|d| d.insert_temp(last_pass_id, pass));
    let fresh = before.is_none_or(|before| pass > before + 1);
    let mut area = egui::ScrollArea::vertical().id_salt("summary").auto_shrink([false, false]);
    if fresh {
        area = area.vertical_scroll_offset(0.0);
    }
    area.show(ui, |ui| summary_body_ui(ui, input, end.as_mut())).inner
}

fn summary_body_ui(
    ui: &mut Ui,
    input: &SummaryInput<'_>,
    end: Option<&mut FinalEnd<'_, '_>>,
) -> Option<SummaryIntent> {
    let t = translator(ui.ctx());
    let game = input.game;
    let mut intent = None;
    let cards = game.score_cards();
    let standings =
        crate::games::tucana::record::final_standings_named(game, input.paper_totals, input.paper_names);
    let title = if game.is_over() {
        t.text("summary-final")
    } else if game.turn_in_round() == 1 && game.round() > 1 && game.turn_cards().is_none() {
        t.format("summary-round-over", &[("round", i64::from(game.round() - 1).into())])
    } else {
        t.format("summary-so-far", &[("round", i64::from(game.round()).into())])
    };
    ui.heading(&title);
    if game.is_over() {
        let text = result_text(&t, game, &standings);
        ui.label(RichText::new(&text).size(theme::HEADING_SIZE + 4.0).color(theme::news_text(ui)).strong())
            .widget_info(|| {
                let label = t.format("summary-result-label", &[("text", text.as_str().into())]);
                WidgetInfo::labeled(Role::Label, true, label)
            });
        if !standings.complete {
            ui.label(RichText::new(t.text("summary-paper-missing")).color(theme::muted_text(ui)));
        } else if standings.tie_break_unknown {
            ui.label(RichText::new(t.text("summary-paper-tie")).color(theme::muted_text(ui)));
        }
    }
    ui.add_space(theme::GAP);
    let winners: &[u8] = if game.is_over() && game.setup().table_size > 1 { &standings.winners } else { &[] };
    scores_table_ui(ui, &t, &cards, winners);
    if game.is_over()
        && let Some(typed) = paper_ui(ui, &t, input, &standings)
    {
        intent = Some(typed);
    }
    // Under the totals, never above them: place, note, BG Stats, again.
    if game.is_over()
        && let Some(end) = end
    {
        ui.add_space(theme::GAP);
        match end {
            FinalEnd::ReadOnly { place, note } => place_note_ui(ui, place, note),
            FinalEnd::Typed { input, state } => {
                if let Some(asked) = game_end_ui(ui, input, state) {
                    intent = Some(SummaryIntent::End(asked));
                }
            }
        }
    }
    for title in cards.iter().filter_map(|c| c.title.as_ref()) {
        let title = t.solo_title(title);
        let quoted = t.format("solo-title-quoted", &[("title", title.as_str().into())]);
        ui.label(RichText::new(quoted).italics().color(theme::news_text(ui))).widget_info(|| {
            let label = t.format("solo-title-label", &[("title", title.as_str().into())]);
            WidgetInfo::labeled(Role::Label, true, label)
        });
    }
    if game.is_over() {
        // branch review: one "Review" button per sheet kept here.
        ui.horizontal_wrapped(|ui| {
            for p in game.players() {
                let text = t.format("review-open", &[("name", p.name.as_str().into())]);
                if ui.button(text).clicked() {
                    intent = Some(SummaryIntent::Review(p.seat));
                }
            }
        });
        titles_ui(ui, &t, game, &standings);
        // How the totals grew, round by round: under the totals, never
        // above them (they are what a small window shows first).
        let running = crate::games::progress::tucana_running_totals(game);
        if !running.players.is_empty() {
            ui.add_space(theme::GAP);
            let height = crate::ui::charts::usual_height(ui);
            crate::ui::charts::running_totals_ui(ui, "tucana-final", &running, height, &[]);
        }
    }
    ui.add_space(theme::GAP);
    let button = if game.is_over() {
        "summary-back"
    } else if game.turn_in_round() == 1 && game.turn_cards().is_none() && game.round() > 1 {
        "summary-next-round"
    } else {
        "summary-back"
    };
    if ui.button(t.text(button)).clicked() {
        intent = Some(SummaryIntent::Close);
    }
    intent
}

/// Every sheet's Final Scoring Box as one row of a table: the name (never
/// wrapped), the Total right after it, then the round lines, villages and
/// bonus as on the paper. Rows, not boxes side by side: eight players fit
/// a small window, and a narrow one scrolls the last columns, never a name
/// or a Total. Each field keeps the pad's label ("Alice total 42"); the
/// names of the `winners` (seats) are in the colour of good news.
fn scores_table_ui(ui: &mut Ui, t: &Translator, cards: &[ScoreCard], winners: &[u8]) {
    let rounds = cards.first().map_or(0, |c| c.final_box.round_lines.len());
    egui::ScrollArea::horizontal().id_salt("final-scores").show(ui, |ui| {
        egui::Grid::new("final-scores-table").spacing(theme::GRID_SPACING).show(ui, |ui| {
            let header = |ui: &mut Ui, text: String| {
                ui.add(egui::Label::new(RichText::new(text).color(theme::muted_text(ui))).extend());
            };
            ui.label("");
            ui.add(egui::Label::new(RichText::new(t.text("final-total")).strong()).extend());
            for round in 1..=rounds {
                header(ui, t.format("final-sights-line", &[("roman", roman(round).into())]));
            }
            header(ui, t.text("final-villages"));
            header(ui, t.text("final-bonus"));
            ui.end_row();
            for card in cards {
                let name = card.name.as_str();
                let b = &card.final_box;
                let value = |key: &str, v: u32| {
                    t.format(key, &[("name", name.into()), ("value", i64::from(v).into())])
                };
                let text = RichText::new(name).size(theme::HEADING_SIZE).strong();
                let text = if winners.contains(&card.seat) { text.color(theme::news_text(ui)) } else { text };
                ui.add(egui::Label::new(text).extend());
                written_field(ui, Some(b.total), value("final-total-value", b.total), true);
                for (i, line) in b.round_lines.iter().enumerate() {
                    let r = roman(i + 1);
                    let label = match line {
                        Some(v) => t.format(
                            "final-round-value",
                            &[("name", name.into()), ("roman", r.into()), ("value", i64::from(*v).into())],
                        ),
                        None => {
                            t.format("final-round-unwritten", &[("name", name.into()), ("roman", r.into())])
                        }
                    };
                    written_field(ui, *line, label, false);
                }
                written_field(ui, Some(b.villages), value("final-villages-value", b.villages), false);
                written_field(ui, Some(b.bonus), value("final-bonus-value", b.bonus), false);
                ui.end_row();
            }
        });
    });
}

/// A seat's name in the standings: the player's, or "Seat 4 (on paper)".
fn seat_name(t: &Translator, name: Option<&str>, seat: u8) -> String {
    t.standing_name(name, seat)
}

/// The result line, worded once for the desktop and the phones
/// ([`Translator::final_result`]).
fn result_text(t: &Translator, game: &TucanaGame, standings: &Standings) -> String {
    t.final_result(game, standings)
}

/// The standings with the paper sheets: typed totals, and a field for each
/// one still to type (when typing is allowed).
fn paper_ui(
    ui: &mut Ui,
    t: &Translator,
    input: &SummaryInput<'_>,
    standings: &Standings,
) -> Option<SummaryIntent> {
    if standings.rows.iter().all(|r| !r.on_paper()) {
        return None;
    }
    let mut intent = None;
    ui.add_space(theme::GAP);
    ui.label(RichText::new(t.text("summary-standings")).strong());
    for row in &standings.rows {
        let name = seat_name(t, row.name.as_deref(), row.seat);
        let line = match (row.place, row.total) {
            (Some(place), Some(total)) => t.format(
                "summary-standing",
                &[
                    ("place", (place as i64).into()),
                    ("name", name.as_str().into()),
                    ("total", i64::from(total).into()),
                ],
            ),
            _ => t.format("summary-standing-untyped", &[("name", name.as_str().into())]),
        };
        ui.label(&line).widget_info(|| WidgetInfo::labeled(Role::Label, true, line.clone()));
    }
    if !input.can_type {
        return None;
    }
    for row in standings.rows.iter().filter(|r| r.on_paper()) {
        let id = ui.scope_id().with(("paper-total", row.seat));
        let mut draft: Draft = ui.data_mut(|d| d.get_temp(id)).unwrap_or_else(|| Draft {
            text: row.total.map(|v| v.to_string()).unwrap_or_default(),
            error: None,
        });
        let name = seat_name(t, row.name.as_deref(), row.seat);
        ui.horizontal(|ui| {
            ui.label(t.format("summary-paper-prompt", &[("name", name.as_str().into())]));
            let label = t.format("summary-paper-field", &[("name", name.as_str().into())]);
            let field = ui
                .add(egui::TextEdit::singleline(&mut draft.text).desired_width(theme::TOTAL_FIELD_WIDTH))
                .accessible_name(label);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let button = ui.button(t.text("summary-paper-set"));
            let button_label = t.format("summary-paper-set-label", &[("name", name.as_str().into())]);
            button.widget_info(|| WidgetInfo::labeled(Role::Button, true, button_label.clone()));
            if field.changed() {
                draft.error = None;
            }
            if enter || button.clicked() {
                match parse_paper_total(&draft.text) {
                    Ok(total) => {
                        draft.error = None;
                        draft.text = total.to_string();
                        intent = Some(SummaryIntent::SetPaperTotal { seat: row.seat, total });
                    }
                    Err(e) => draft.error = Some(e),
                }
            }
        });
        if let Some(error) = &draft.error {
            let text = paper_error_text(t, &name, error);
            ui.label(RichText::new(&text).color(theme::error_text(ui)))
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()));
        }
        ui.data_mut(|d| d.insert_temp(id, draft));
    }
    intent
}

/// Why a typed total was not taken, in the player's words.
fn paper_error_text(t: &Translator, name: &str, error: &PaperTotalError) -> String {
    match error {
        PaperTotalError::Empty => t.format("summary-paper-empty", &[("name", name.into())]),
        PaperTotalError::NotANumber(text) | PaperTotalError::TooLarge(text) => {
            t.format("summary-paper-not-number", &[("name", name.into()), ("text", text.as_str().into())])
        }
    }
}

/// The solo achievement table: in a solo game, the title earned (or none)
/// and what the next one needs; in a table game, offered folded for every
/// player as a yardstick (the titles are the solo game's).
/// Every total known here counts: the tracked sheets' and those typed for
/// the sheets kept on paper.
fn titles_ui(ui: &mut Ui, t: &Translator, game: &TucanaGame, standings: &Standings) {
    let titles = game.sheet().solo_titles();
    if titles.is_empty() {
        return;
    }
    let totals: Vec<(String, u32)> = game
        .score_cards()
        .into_iter()
        .map(|c| (c.name, c.final_box.total))
        .chain(
            standings
                .rows
                .iter()
                .filter(|r| r.on_paper())
                .filter_map(|r| r.total.map(|total| (seat_name(t, r.name.as_deref(), r.seat), total))),
        )
        .collect();
    let solo = game.setup().table_size == 1;
    let table = |ui: &mut Ui| {
        egui::Grid::new("solo-titles").striped(true).spacing(theme::GRID_SPACING).show(ui, |ui| {
            for title in titles.iter().rev() {
                let name = t.solo_title(&title.title);
                let reached: Vec<&str> = totals
                    .iter()
                    .filter(|(_, total)| game.sheet().solo_title(*total) == Some(title.title.as_str()))
                    .map(|(name, _)| name.as_str())
                    .collect();
                let line = t.format(
                    "summary-title-row",
                    &[("min", i64::from(title.min_total).into()), ("title", name.as_str().into())],
                );
                ui.label(format!("{}+", title.min_total));
                let text = RichText::new(&name);
                let text = if reached.is_empty() { text } else { text.strong().color(theme::news_text(ui)) };
                ui.label(text).widget_info(|| WidgetInfo::labeled(Role::Label, true, line.clone()));
                // Who reached it, at a table; alone, the title is marked
                // itself, and a title nobody reached says nothing.
                if !solo && !reached.is_empty() {
                    ui.label(t.names(&reached));
                }
                ui.end_row();
            }
        });
    };
    ui.add_space(theme::GAP);
    if game.setup().table_size == 1 {
        ui.label(RichText::new(t.text("summary-titles-heading")).strong());
        if let Some(&(_, total)) = totals.first()
            && let Some(next) = titles.iter().find(|title| title.min_total > total)
        {
            let text = t.format(
                "summary-title-next",
                &[
                    ("title", t.solo_title(&next.title).into()),
                    ("min", i64::from(next.min_total).into()),
                    ("more", i64::from(next.min_total - total).into()),
                ],
            );
            ui.label(&text).widget_info(|| WidgetInfo::labeled(Role::Label, true, text.clone()));
        }
        table(ui);
    } else {
        egui::CollapsingHeader::new(t.text("summary-titles-yardstick")).id_salt("solo-yardstick").show(
            ui,
            |ui| {
                ui.label(RichText::new(t.text("summary-titles-yardstick-note")).color(theme::muted_text(ui)));
                table(ui);
            },
        );
    }
}
