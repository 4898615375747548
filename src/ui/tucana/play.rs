//! The play screen of a running game. Its layout holds still: the toolbar
//! and the turn line at the top, one message line at the bottom, the
//! scoring pad beside the map (or under it on a portrait screen), and above
//! the map a header of fixed height (sheet tabs, cards, prompt) whose
//! contents change without moving the map.

use crate::games::tucana::record::TucanaLog;
use crate::games::tucana::rules::{Action, TucanaGame};
use crate::games::tucana::sheet::{Card, Coord, Letter};
use crate::ui::game_menu::{MenuIntent, game_menu_ui};
use crate::ui::keys::{self, KeyIntent};
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::measured_panel::measured_panel;
use crate::ui::message::{MessageLog, message_and_keys_ui};
use crate::ui::settings_menu::{SettingsIntent, settings_menu_ui};
use crate::ui::theme;
use crate::ui::tucana::cards::{CardsIntent, cards_ui};
use crate::ui::tucana::coach::{CoachIntent, CoachPanel, coach_ui};
use crate::ui::tucana::map::{MapInput, MapIntent, MapView, map_ui};
use crate::ui::tucana::turn::{TurnIntent, turn_ui};
use crate::ui::tucana::{pad, reshuffle, status, summary, table};
use egui::{
    Align, Key, KeyboardShortcut, Layout, Modifiers, RichText, Role, Sense, Ui, UiBuilder, WidgetInfo,
};

/// How the running game is shown: which sheet, the map's zoom and pick,
/// cards entered so far. Kept between frames; changed by the app.
#[derive(Debug, Clone, Default)]
pub struct PlayState {
    /// The seat whose sheet is shown.
    pub seat: u8,
    /// The first of two cards entered by hand.
    pub pending_card: Option<Card>,
    /// Zoom, pan, the picked hex and the keyboard cursor.
    pub view: MapView,
    /// Whether the scores of all sheets are shown instead of the map.
    pub show_scores: bool,
    /// Letters ticked for a solo reshuffle with real cards.
    pub reshuffle_kept: Vec<Letter>,
    /// What the shown sheet's last trail earned, shown on the pad until the
    /// table moves on.
    pub gain: Option<Gain>,
    /// The place and note being typed on the final scores, and the BG
    /// Stats window.
    pub end: crate::ui::game_end::GameEndState,
}

impl PlayState {
    /// Shows `seat`'s sheet first.
    pub fn new(seat: u8) -> PlayState {
        PlayState { seat, ..PlayState::default() }
    }
}

pub use crate::ui::tucana::pad::Gain;

/// What the person asked of the game on the play screen.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameIntent {
    /// Apply a game action.
    Act(Action),
    /// Draw a trail (regular or bonus, whichever is due) between two hexes.
    Trail(Coord, Coord),
    /// Two hexes were tapped that do not touch.
    NotNeighbours(Coord, Coord),
    /// A card was picked in the cards bar.
    PickCard(Card),
    /// A card was asked for that this round's deck has no more of:
    /// `revealed` of them are out this round (the card picked first too).
    CardUsedUp {
        /// The card.
        card: Card,
        /// How many of it were revealed this round.
        revealed: u8,
    },
    /// Forget the first card picked.
    ClearCard,
    /// Reveal the app deck's next two cards.
    RevealNext,
    /// Take back the last action.
    Undo,
    /// Re-apply the last undone action.
    Redo,
    /// Take back this seat's own trail (or pass) of the last turn, keeping
    /// the others'.
    TakeBack(u8),
    /// The table typed the total of a sheet kept on paper.
    PaperTotal {
        /// The paper seat.
        seat: u8,
        /// Its total.
        total: u32,
    },
    /// Show another sheet.
    ShowSeat(u8),
    /// A hint for the message line.
    Hint(String),
    /// A passing prompt for the step under way (a hex picked, a
    /// suggestion picked): shown, and not kept under "Recent".
    Prompt(String),
    /// The Hint button (or H): ask the coach for the shown sheet's best
    /// trails (a coached seat only).
    AskHint,
    /// Show or hide the scores of all sheets.
    ShowScores(bool),
    /// The "go on" key (N): what it means is the app's decision.
    Next,
    /// The "no trail" key (P), honoured only where the button is offered.
    Pass,
}

/// Anything asked on the play screen: the game, or the menus.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayIntent {
    /// Something about the game.
    Game(GameIntent),
    /// A choice in the Game menu.
    Menu(MenuIntent),
    /// A choice in the Settings menu.
    Settings(SettingsIntent),
    /// Review a sheet of the finished game.
    Review(super::review::ReviewIntent),
    /// Asked on a finished game's final scores.
    End(crate::ui::game_end::GameEndIntent),
}

/// What the play screen draws besides its own state.
pub struct PlayScreen<'a> {
    /// The running game and its record (for undo and redo).
    pub log: &'a TucanaLog,
    /// The message line.
    pub messages: &'a MessageLog,
    /// Larger map targets for touch screens.
    pub large_targets: bool,
    /// Whether the shown seat has a trail of the last turn to take back.
    pub can_take_back: bool,
    /// Table mode is on: the phones play this game too, and the toolbar
    /// offers the way back to the table's screen.
    pub phones: bool,
    /// The coach's box, for a seat the game coaches (none for the others:
    /// they get no Hint button).
    pub coach: Option<CoachPanel<'a>>,
}

/// The play screen; returns everything asked this frame, in order.
pub fn play_ui(ui: &mut Ui, screen: &PlayScreen<'_>, state: &mut PlayState) -> Vec<PlayIntent> {
    let mut intents = Vec::new();
    let game = screen.log.game();
    shortcuts(ui, &mut intents);
    match keys::finish_keys(ui) {
        Some(KeyIntent::Next) => intents.push(PlayIntent::Game(GameIntent::Next)),
        Some(KeyIntent::Pass) => intents.push(PlayIntent::Game(GameIntent::Pass)),
        None => {}
    }
    if let Some(panel) = &screen.coach
        && crate::ui::tucana::coach::hint_key(ui)
        && crate::ui::tucana::coach::can_ask(game, state.seat)
        && panel.view == crate::ui::tucana::coach::CoachView::Idle
    {
        intents.push(PlayIntent::Game(GameIntent::AskHint));
    }
    state.view.suggested =
        screen.coach.as_ref().map(|c| crate::ui::tucana::coach::marks(&c.view)).unwrap_or_default();
    // Measured out of sight: nothing asked there is kept, nothing changed.
    let toolbar = |ui: &mut Ui| toolbar_ui(ui, screen, &mut state.clone(), &mut Vec::new());
    measured_panel(ui, "toolbar", egui::Panel::top, toolbar)
        .show(ui, |ui| toolbar_ui(ui, screen, state, &mut intents));
    let status_ui = |ui: &mut Ui| {
        message_and_keys_ui(ui, screen.messages, &keys::help_text(ui));
    };
    measured_panel(ui, "status", egui::Panel::bottom, status_ui).show(ui, status_ui);
    let portrait = ui.available_height() > ui.available_width();
    let paper = theme::paper_frame(ui);
    // The pad's size is fixed: no resize handle (egui would name it for
    // screen readers in English, "Resize panel").
    if portrait {
        let height = (ui.available_height() * theme::PORTRAIT_PAD_SHARE).max(theme::PORTRAIT_PAD_MIN);
        egui::Panel::bottom("pad").exact_size(height).resizable(false).frame(paper).show(ui, |ui| {
            theme::paper_ui(ui);
            ui.columns(2, |columns| {
                pad_boxes_ui(&mut columns[0], game, state, screen.coach.as_ref(), &mut intents);
                pad_pinned_ui(&mut columns[1], game, state, &mut intents);
            });
        });
    } else {
        egui::Panel::right("pad").exact_size(theme::PAD_WIDTH).resizable(false).frame(paper).show(ui, |ui| {
            theme::paper_ui(ui);
            // The Final Scoring Box and the table's cards are pinned to
            // the bottom, always in view; the other boxes scroll above.
            let pinned = |id| egui::Panel::bottom(id).frame(egui::Frame::NONE);
            // Measured out of sight: nothing asked there is kept.
            let measure = |ui: &mut Ui| pad_pinned_ui(ui, game, state, &mut Vec::new());
            measured_panel(ui, "pad-pinned", pinned, measure).show(ui, |ui| {
                pad_pinned_ui(ui, game, state, &mut intents);
            });
            egui::CentralPanel::default().frame(egui::Frame::NONE).show(ui, |ui| {
                pad_boxes_ui(ui, game, state, screen.coach.as_ref(), &mut intents);
            });
        });
    }
    egui::CentralPanel::default().show(ui, |ui| {
        header_ui(ui, screen, state, &mut intents);
        if state.show_scores {
            let record = screen.log.record();
            let paper_totals = &record.paper_totals;
            let input = summary::SummaryInput {
                game,
                paper_totals,
                paper_names: &record.paper_names,
                can_type: true,
            };
            let play = || crate::export::plays::play_of(record, game);
            let end_input =
                crate::ui::game_end::GameEndInput { place: &record.place, note: &record.note, play: &play };
            // While the phones play, what is typed here reaches the
            // table's record through the server (the app keeps it there).
            let end = Some(summary::FinalEnd::Typed { input: &end_input, state: &mut state.end });
            match summary::final_summary_ui(ui, &input, end) {
                Some(summary::SummaryIntent::End(asked)) => intents.push(PlayIntent::End(asked)),
                Some(summary::SummaryIntent::Close) => {
                    intents.push(PlayIntent::Game(GameIntent::ShowScores(false)));
                }
                Some(summary::SummaryIntent::SetPaperTotal { seat, total }) => {
                    intents.push(PlayIntent::Game(GameIntent::PaperTotal { seat, total }));
                }
                Some(summary::SummaryIntent::Review(seat)) => {
                    intents.push(PlayIntent::Review(super::review::ReviewIntent::OpenRunning(seat)));
                }
                None => {}
            }
            return;
        }
        let Some(player) = game.player(state.seat) else { return };
        let highlight = game.owed_bonus_trails(state.seat) == 0;
        let input = MapInput {
            game,
            player,
            legal: game.legal_trails(state.seat),
            highlight,
            large_targets: screen.large_targets,
        };
        match map_ui(ui, &input, &mut state.view) {
            Some(MapIntent::Trail(a, b)) => intents.push(PlayIntent::Game(GameIntent::Trail(a, b))),
            Some(MapIntent::Hint(h)) => intents.push(PlayIntent::Game(GameIntent::Hint(h))),
            Some(MapIntent::Prompt(p)) => intents.push(PlayIntent::Game(GameIntent::Prompt(p))),
            Some(MapIntent::NotNeighbours(a, b)) => {
                intents.push(PlayIntent::Game(GameIntent::NotNeighbours(a, b)));
            }
            None => {}
        }
    });
    intents
}

fn shortcuts(ui: &Ui, intents: &mut Vec<PlayIntent>) {
    let redo = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    let redo_y = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
    let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
    ui.input_mut(|i| {
        if i.consume_shortcut(&redo) || i.consume_shortcut(&redo_y) {
            intents.push(PlayIntent::Game(GameIntent::Redo));
        } else if i.consume_shortcut(&undo) {
            intents.push(PlayIntent::Game(GameIntent::Undo));
        }
    });
}

/// The toolbar: menus, undo and redo, the map's zoom, all scores; then the
/// turn line, on the same row when it fits whatever the turn, else on a
/// row of its own (decided by the window's width, never by the turn, so
/// the rows never jump during a game).
fn toolbar_ui(ui: &mut Ui, screen: &PlayScreen<'_>, state: &mut PlayState, intents: &mut Vec<PlayIntent>) {
    let game = screen.log.game();
    let t = translator(ui.ctx());
    let text = status::status_line(&t, game);
    let widest = status::widest_status_line(&t, game);
    let widest = ui.fonts_mut(|f| {
        f.layout_no_wrap(widest, egui::FontId::proportional(theme::TEXT_SIZE), egui::Color32::WHITE).size().x
    });
    let mut row_left = 0.0;
    ui.horizontal(|ui| {
        if let Some(m) = game_menu_ui(ui) {
            intents.push(PlayIntent::Menu(m));
        }
        if let Some(s) = settings_menu_ui(ui, Some(screen.large_targets)) {
            intents.push(PlayIntent::Settings(s));
        }
        if screen.phones
            && ui
                .button(tr(ui, "toolbar-table-view"))
                .on_hover_text(tr(ui, "toolbar-table-view-hint"))
                .clicked()
        {
            intents.push(PlayIntent::Menu(MenuIntent::PlayWithPhones));
        }
        ui.separator();
        let undo = egui::Button::new(tr(ui, "toolbar-undo"));
        if ui.add_enabled(screen.log.can_undo(), undo).on_hover_text(tr(ui, "toolbar-undo-keys")).clicked() {
            intents.push(PlayIntent::Game(GameIntent::Undo));
        }
        let redo = egui::Button::new(tr(ui, "toolbar-redo"));
        if ui.add_enabled(screen.log.can_redo(), redo).on_hover_text(tr(ui, "toolbar-redo-keys")).clicked() {
            intents.push(PlayIntent::Game(GameIntent::Redo));
        }
        ui.separator();
        if ui.button(tr(ui, "toolbar-fit")).on_hover_text(tr(ui, "toolbar-fit-hint")).clicked() {
            state.view.fit();
        }
        let zoom_in = ui.button("+").on_hover_text(tr(ui, "toolbar-zoom-in-hint"));
        let label = tr(ui, "toolbar-zoom-in");
        zoom_in.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
        if zoom_in.clicked() {
            state.view.zoom = (state.view.zoom * 1.25).min(theme::ZOOM_RANGE.1);
        }
        let zoom_out = ui.button("-").on_hover_text(tr(ui, "toolbar-zoom-out"));
        let label = tr(ui, "toolbar-zoom-out");
        zoom_out.widget_info(|| WidgetInfo::labeled(Role::Button, true, label.clone()));
        if zoom_out.clicked() {
            state.view.zoom = (state.view.zoom / 1.25).max(theme::ZOOM_RANGE.0);
        }
        ui.separator();
        let scores = if state.show_scores { "toolbar-map" } else { "toolbar-all-scores" };
        if ui.button(tr(ui, scores)).clicked() {
            intents.push(PlayIntent::Game(GameIntent::ShowScores(!state.show_scores)));
        }
        ui.separator();
        row_left = ui.available_width();
        if row_left >= widest {
            turn_line_ui(ui, &text);
        }
    });
    if row_left < widest {
        ui.horizontal(|ui| turn_line_ui(ui, &text));
    }
}

fn turn_line_ui(ui: &mut Ui, text: &str) {
    ui.add(egui::Label::new(RichText::new(text).strong()).wrap())
        .widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
}

/// The header above the map: sheet tabs, the cards bar and the prompt, in
/// rows of fixed height whatever they show.
fn header_ui(ui: &mut Ui, screen: &PlayScreen<'_>, state: &mut PlayState, intents: &mut Vec<PlayIntent>) {
    let game = screen.log.game();
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let spacing = ui.spacing().item_spacing.y;
    if game.players().len() > 1 {
        // A tab is drawn as high as its text and the button padding; eight
        // names take two rows at 800 points (measured with every sheet
        // done, the widest they get, so the rows never change in a game).
        let tab = ui.spacing().interact_size.y.max(line + ui.spacing().button_padding.y * 2.0);
        let padding = ui.spacing().button_padding.x * 2.0;
        let widths: Vec<f32> = game
            .players()
            .iter()
            .map(|p| {
                let done = tr_args(ui, "tab-done", &[("name", p.name.as_str().into())]);
                crate::ui::one_pass_grid::text_width_as(ui, done, egui::TextStyle::Button) + padding
            })
            .collect();
        let rows = crate::ui::one_pass_grid::wrapped_rows(
            &widths,
            ui.available_width(),
            ui.spacing().item_spacing.x,
        ) as f32;
        let height = tab * rows + spacing * rows;
        fixed_rows_ui(ui, height, |ui| tabs_ui(ui, game, state, intents));
    }
    // A finished game's final scores are the screen: no cards bar left
    // empty above them, no "The game is over. [Show final scores]".
    if game.is_over() && state.show_scores {
        return;
    }
    // The solo reshuffle comes between rounds, when no card is out: it
    // takes the place of the cards bar and the prompt.
    let prompt_lines = if ui.available_width() < theme::NARROW_HEADER { 3.0 } else { 2.0 };
    let cards_height = crate::ui::tucana::cards::cards_bar_height(ui, game) + spacing * 2.0;
    let prompt_height = line * prompt_lines + spacing * 2.0;
    if game.solo_reshuffle_due() {
        fixed_rows_ui(ui, cards_height + prompt_height, |ui| {
            if let Some(action) = reshuffle::reshuffle_ui(ui, game, &mut state.reshuffle_kept) {
                intents.push(PlayIntent::Game(GameIntent::Act(action)));
            }
        });
        return;
    }
    fixed_rows_ui(ui, cards_height, |ui| match cards_ui(ui, game, state.pending_card) {
        Some(CardsIntent::Pick(c)) => intents.push(PlayIntent::Game(GameIntent::PickCard(c))),
        Some(CardsIntent::ClearPick) => intents.push(PlayIntent::Game(GameIntent::ClearCard)),
        Some(CardsIntent::RevealNext) => intents.push(PlayIntent::Game(GameIntent::RevealNext)),
        Some(CardsIntent::UsedUp { card, revealed }) => {
            intents.push(PlayIntent::Game(GameIntent::CardUsedUp { card, revealed }));
        }
        None => {}
    });
    fixed_rows_ui(ui, prompt_height, |ui| {
        if game.is_over() {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(tr(ui, "play-game-over")).strong());
                if ui.button(tr(ui, "play-show-final-scores")).clicked() {
                    intents.push(PlayIntent::Game(GameIntent::ShowScores(true)));
                }
            });
            return;
        }
        match turn_ui(ui, game, state.seat, state.pending_card, screen.can_take_back) {
            Some(TurnIntent::Act(a)) => intents.push(PlayIntent::Game(GameIntent::Act(a))),
            Some(TurnIntent::ShowSeat(s)) => intents.push(PlayIntent::Game(GameIntent::ShowSeat(s))),
            Some(TurnIntent::TakeBack(s)) => intents.push(PlayIntent::Game(GameIntent::TakeBack(s))),
            None => {}
        }
    });
}

/// Gives `add` a strip of exactly `height` points across the available
/// width: what it draws is clipped to the strip, and what comes after
/// starts at the same place whatever it drew.
fn fixed_rows_ui(ui: &mut Ui, height: f32, add: impl FnOnce(&mut Ui)) {
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), Sense::hover());
    let mut child = ui.new_child(UiBuilder::new().max_rect(rect).layout(Layout::top_down(Align::Min)));
    child.set_clip_rect(rect.intersect(ui.clip_rect()));
    add(&mut child);
}

fn tabs_ui(ui: &mut Ui, game: &TucanaGame, state: &PlayState, intents: &mut Vec<PlayIntent>) {
    ui.horizontal_wrapped(|ui| {
        for p in game.players() {
            let done = game.turn_cards().is_some() && game.is_done(p.seat);
            let name = p.name.as_str();
            let text =
                if done { tr_args(ui, "tab-done", &[("name", name.into())]) } else { name.to_string() };
            let text = RichText::new(text);
            let text = if done { text.color(theme::done_text(ui)) } else { text };
            let response = ui.selectable_label(p.seat == state.seat, text);
            let playing = if done {
                "done"
            } else if game.turn_cards().is_some() {
                "play"
            } else {
                "waiting"
            };
            let label = tr_args(ui, "tab-label", &[("name", name.into()), ("state", playing.into())]);
            response
                .widget_info(|| WidgetInfo::selected(Role::Tab, true, p.seat == state.seat, label.clone()));
            if response.clicked() {
                intents.push(PlayIntent::Game(GameIntent::ShowSeat(p.seat)));
            }
        }
    });
}

/// The shown sheet's name and its Sight, Village and Bonus Scoring Boxes,
/// scrolling (with a visible bar) when the window is short.
fn pad_boxes_ui(
    ui: &mut Ui,
    game: &TucanaGame,
    state: &mut PlayState,
    coach: Option<&CoachPanel<'_>>,
    intents: &mut Vec<PlayIntent>,
) {
    // A solid bar, always drawn: a short window must show that more is there.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .id_salt("pad-boxes")
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let Some(player) = game.player(state.seat) else { return };
            ui.label(
                RichText::new(tr_args(ui, "sheet-of", &[("name", player.name.as_str().into())]))
                    .size(theme::HEADING_SIZE + 2.0)
                    .strong(),
            );
            if let Some(panel) = coach {
                match coach_over_pad_ui(ui, game, state.seat, panel) {
                    Some(CoachIntent::Ask) => intents.push(PlayIntent::Game(GameIntent::AskHint)),
                    Some(CoachIntent::Pick { rank, from, to }) => {
                        intents.push(PlayIntent::Game(pick_suggestion(ui, game, state, rank, from, to)));
                    }
                    None => {}
                }
                ui.separator();
            }
            let sights_now = game.sight_sum_now(player);
            pad::pad_boxes_ui(ui, &game.score_card(player), sights_now);
        });
}

/// The coach's box on a coached sheet's pad: only its Hint button and
/// status take a place in the pad (the pad's boxes under it in view: a box
/// always as tall as three suggestions hid the Village and Bonus Scoring
/// Boxes at 1280×800 and the whole Sight box at 800×600); the best three,
/// once there, lie over the boxes from that place down, on paper, so
/// nothing in the pad moves when they come or go.
fn coach_over_pad_ui(
    ui: &mut Ui,
    game: &TucanaGame,
    seat: u8,
    panel: &CoachPanel<'_>,
) -> Option<CoachIntent> {
    let width = ui.available_width();
    let strip = crate::ui::tucana::coach::button_row_height(ui);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, strip), egui::Sense::hover());
    let visible = ui.clip_rect();
    if !matches!(panel.view, crate::ui::tucana::coach::CoachView::Ready(_)) {
        let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect));
        child.set_clip_rect(rect.intersect(visible));
        return coach_ui(&mut child, game, seat, panel);
    }
    // The pad's column from the strip down: what the box may cover, and
    // what it measures to choose its full or compact form.
    let room =
        egui::Rect::from_min_max(egui::pos2(visible.left(), rect.top().max(visible.top())), visible.max);
    egui::Area::new(ui.scope_id().with("coach-over-pad"))
        .order(egui::Order::Middle)
        .fixed_pos(rect.min)
        .constrain(false)
        .show(ui.ctx(), |ui| {
            ui.set_clip_rect(room);
            ui.set_width(width);
            theme::paper_ui(ui);
            egui::Frame::NONE.fill(theme::PAPER).show(ui, |ui| coach_ui(ui, game, seat, panel)).inner
        })
        .inner
}

/// A suggestion tapped in the coach's box: its first hex is picked the
/// way a tap on the map picks it, and the keyboard cursor waits on the
/// second, so a tap there (or Enter) draws the trail: the player confirms.
fn pick_suggestion(
    ui: &Ui,
    game: &TucanaGame,
    state: &mut PlayState,
    rank: usize,
    from: Coord,
    to: Coord,
) -> GameIntent {
    state.view.selected = Some(from);
    state.view.cursor = Some(to);
    state.view.cursor_column = to.dcol;
    ui.memory_mut(|m| m.request_focus(crate::ui::cursor::hex_id(to)));
    let t = translator(ui.ctx());
    let (a, b) = t.trail_places(game, state.seat, from, to);
    let args = [("rank", rank.to_string().into()), ("from", a.into()), ("to", b.into())];
    GameIntent::Prompt(crate::i18n::capitalise(&t.format("coach-picked", &args)))
}

/// The shown sheet's Final Scoring Box (with what its last trail earned)
/// and the table's bonus cards: always in view.
fn pad_pinned_ui(ui: &mut Ui, game: &TucanaGame, state: &PlayState, intents: &mut Vec<PlayIntent>) {
    if let Some(player) = game.player(state.seat) {
        let gain = state.gain.filter(|g| g.seat == state.seat);
        let pencilled = game.total_if_round_ended_now(player);
        pad::pad_final_ui(ui, &game.score_card(player), gain, pencilled);
    }
    ui.separator();
    if let Some(action) = table::table_ui(ui, game) {
        intents.push(PlayIntent::Game(GameIntent::Act(action)));
    }
    ui.add_space(theme::GAP / 2.0);
}
