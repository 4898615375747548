//! The host screen of table mode ("Play with phones"): per seat its link
//! and QR code, who is done this turn, the two revealed cards large, the
//! bonus cards left, round and turn, and a ranking that can be hidden.
//! The game itself is on the phones; "Sheets here" shows the play
//! screen for a seat played on this computer (the phones go on playing).

use crate::games::tucana::sheet::Card;
use crate::i18n::Translator;
use crate::ui::lang::{tr, translator};
use crate::ui::message::{MessageLog, message_line_ui};
use crate::ui::theme;
use crate::ui::tucana::cards::card_key;
use egui::{Color32, Key, Modifiers, RichText, Sense, Ui};

/// A QR code's modules, row by row (`true` is dark), quiet zone not
/// included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QrModules {
    width: usize,
    dark: Vec<bool>,
}

impl QrModules {
    /// The QR code of `text` (medium error correction, the smallest
    /// version that holds it); `None` if it is too long for any.
    pub fn encode(text: &str) -> Option<QrModules> {
        QrModules::encode_at(text, qrcode::EcLevel::M)
    }

    /// The QR code of a long `text` (a BG Stats link, up to 2,953 bytes):
    /// low error correction, read from a screen anyway.
    pub fn encode_long(text: &str) -> Option<QrModules> {
        QrModules::encode_at(text, qrcode::EcLevel::L)
    }

    fn encode_at(text: &str, level: qrcode::EcLevel) -> Option<QrModules> {
        let code = qrcode::QrCode::with_error_correction_level(text, level).ok()?;
        let dark = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
        Some(QrModules { width: code.width(), dark })
    }

    /// Modules per side.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module at column `x`, row `y` is dark.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && self.dark.get(y * self.width + x).copied().unwrap_or(false)
    }
}

/// Where a seat is in the open turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatProgress {
    /// No cards revealed yet (or the game is over).
    Waiting,
    /// Still to draw (or pass).
    Playing,
    /// Done with this turn.
    Done,
    /// The game is over (nothing to wait for).
    Finished,
}

/// Whether a seat's phone has opened its link (its page is open now).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatPhone {
    /// The link has not been opened yet.
    NotJoined,
    /// The seat's page is open on a phone.
    Joined,
    /// The page was open and has closed (the phone slept, the browser
    /// closed, the network dropped it): the same link opens it again.
    Left,
}

/// One seat on the host screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostSeat {
    /// The seat.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The seat's link.
    pub url: String,
    /// The link as a QR code.
    pub qr: Option<QrModules>,
    /// Done this turn or not.
    pub progress: SeatProgress,
    /// Whether the seat's phone is here.
    pub phone: SeatPhone,
    /// The seat's join code as shown (`ACD EFG`), while it works.
    pub code: Option<String>,
}

/// What the host screen shows, built by the app from the table's game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostView {
    /// Island, round, turn, cards left.
    pub status: String,
    /// The open turn's cards.
    pub cards: Option<[Card; 2]>,
    /// The host must reveal the next two cards (real cards, none shown).
    pub needs_cards: bool,
    /// The bonus cards left, one line each.
    pub bonus_lines: Vec<String>,
    /// Tracked players by total, best first; once the game is over, the
    /// whole table's final standings (paper seats included).
    pub ranking: Vec<RankLine>,
    /// The tracked seats, in set-up order.
    pub seats: Vec<HostSeat>,
    /// The names of the seats kept on paper, in seat order ("Seat 3 (on
    /// paper)" only for one left unnamed).
    pub paper_seats: Vec<String>,
    /// The game is over.
    pub game_over: bool,
    /// The players the open turn still waits for (phones and paper alike),
    /// in seat order; empty between turns.
    pub waiting_for: Vec<String>,
    /// The links work on this computer only (no local network found).
    pub local_only: bool,
    /// Where a join code is typed: `http://host:port/`.
    pub join_address: String,
    /// "Sheets here" is offered: the game's screen shows nothing a player
    /// must keep hidden (not New York's, which shows every hand).
    pub sheets_here: bool,
    /// For a game without revealed cards (New York): the heading of its
    /// lines, which then take the cards' place.
    pub lines_heading: Option<String>,
}

/// One line of the host's ranking.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankLine {
    /// 1-based place; `None` for a paper sheet whose total is not typed yet.
    pub place: Option<usize>,
    /// The player's name.
    pub name: String,
    /// The total; `None` while a paper sheet's is not typed.
    pub total: Option<i64>,
}

/// What the host screen remembers between frames.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HostUiState {
    /// The ranking is hidden (players who prefer not to see it).
    pub hide_ranking: bool,
    /// The first real card picked of two.
    pub pending: Option<Card>,
}

/// A choice on the host screen.
#[must_use]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableHostIntent {
    /// Give a seat a new link (its old one stops working).
    NewLink(u8),
    /// Show or hide the ranking.
    ToggleRanking,
    /// A real card revealed at the table, entered on the host (its button,
    /// or its key D F M W A as on the game screen).
    Card(Card),
    /// Forget the card entered first (Esc).
    ClearCard,
    /// Stop table mode and go on playing on this computer.
    Stop,
    /// Show the sheets on this computer while the phones go on playing: a
    /// seat played here, paper players' bonus cards, the solo reshuffle.
    ShowSheets,
    /// A seat's link was copied to the clipboard (to be said).
    LinkCopied(u8),
    /// The game is over: the same game again at this table, the phones
    /// following with their links.
    PlayAgain,
}

/// Width of a seat's box inside its frame: a QR code of a link fits.
const SEAT_WIDTH: f32 = 220.0;
/// A seat's box with its frame's margins and stroke.
const SEAT_OUTER_WIDTH: f32 = SEAT_WIDTH + 16.0;
/// The side column (cards, bonus cards, ranking): its share of the window,
/// and its narrowest and widest.
const SIDE_SHARE: f32 = 0.3;
/// See [`SIDE_SHARE`].
const SIDE_MIN: f32 = 250.0;
/// See [`SIDE_SHARE`].
const SIDE_MAX: f32 = 320.0;

/// Size of a join code's characters, in points: read from a chair.
const JOIN_CODE_SIZE: f32 = 30.0;

/// Side of one QR module, in points.
const MODULE: f32 = 4.0;
/// Modules of white around a QR code (the standard asks for four).
const QUIET: usize = 4;

/// Draws the host screen; returns what was asked.
pub fn table_host_ui(
    ui: &mut Ui,
    view: &HostView,
    state: &HostUiState,
    messages: &MessageLog,
) -> Option<TableHostIntent> {
    let t = translator(ui.ctx());
    let mut intent = card_keys(ui, view, state);
    egui::Panel::top("table-host-bar").show(ui, |ui| {
        // Title and buttons on one row, the status on its own below: the
        // status line is long (island, round, turn, cards left) and must
        // never run under the buttons on a small screen.
        ui.horizontal(|ui| {
            ui.heading(tr(ui, "host-title"));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                if ui.button(tr(ui, "host-stop")).clicked() {
                    intent = Some(TableHostIntent::Stop);
                }
                if view.sheets_here
                    && ui
                        .button(tr(ui, "host-show-sheets"))
                        .on_hover_text(tr(ui, "host-show-sheets-hint"))
                        .clicked()
                {
                    intent = Some(TableHostIntent::ShowSheets);
                }
            });
        });
        ui.add(egui::Label::new(&view.status).truncate());
        // Who the table waits for, where the host looks first: in the room
        // the longest list takes (everybody at the table), so the seats
        // and cards below never move as it shortens, goes or comes back.
        let waiting = |names: &[String]| {
            RichText::new(t.format("host-waiting-for", &[("names", names.join(", ").into())])).strong()
        };
        let everybody: Vec<String> =
            view.seats.iter().map(|s| s.name.clone()).chain(view.paper_seats.iter().cloned()).collect();
        let shown = (!view.waiting_for.is_empty()).then(|| waiting(&view.waiting_for));
        reserved_label_ui(ui, shown, [waiting(&everybody)]);
    });
    if messages.current().is_some() {
        egui::Panel::bottom("table-host-message").show(ui, |ui| message_line_ui(ui, messages));
    }
    let side = (ui.available_width() * SIDE_SHARE).clamp(SIDE_MIN, SIDE_MAX);
    egui::Panel::right("table-host-side").exact_size(side).resizable(false).show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            if let Some(i) = side_ui(ui, view, state, &t) {
                intent = Some(i);
            }
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            let hint = if view.local_only { "host-local-only" } else { "host-hint" };
            ui.label(tr(ui, hint));
            if view.seats.iter().any(|s| s.code.is_some()) {
                let address = view.join_address.as_str().into();
                ui.label(t.format("host-join-hint", &[("address", address)]));
            }
            ui.add_space(theme::GAP);
            // As many seats per row as fit whole; a seat is never cut.
            let spacing = ui.spacing().item_spacing.x;
            let per_row = ((ui.available_width() + spacing) / (SEAT_OUTER_WIDTH + spacing)).floor().max(1.0);
            for row in view.seats.chunks(per_row as usize) {
                ui.horizontal_top(|ui| {
                    for seat in row {
                        if let Some(i) = seat_ui(ui, seat, &t) {
                            intent = Some(i);
                        }
                    }
                });
            }
            // The players on paper are at the table too: by their names,
            // with what the host does for them.
            for row in view.paper_seats.chunks(per_row as usize) {
                ui.horizontal_top(|ui| {
                    for name in row {
                        paper_seat_ui(ui, name, &t);
                    }
                });
            }
        });
    });
    intent
}

/// The game screen's card keys, D F M W A, while real cards are awaited;
/// Esc forgets the first card entered.
fn card_keys(ui: &Ui, view: &HostView, state: &HostUiState) -> Option<TableHostIntent> {
    if !view.needs_cards {
        return None;
    }
    ui.input_mut(|i| {
        if state.pending.is_some() && i.consume_key(Modifiers::NONE, Key::Escape) {
            return Some(TableHostIntent::ClearCard);
        }
        Card::ALL
            .into_iter()
            .find(|card| i.consume_key(Modifiers::NONE, card_key(*card)))
            .map(TableHostIntent::Card)
    })
}

/// One seat: name and progress, QR code, link, "new link".
fn seat_ui(ui: &mut Ui, seat: &HostSeat, t: &Translator) -> Option<TableHostIntent> {
    let mut intent = None;
    let card = egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(SEAT_WIDTH);
        ui.vertical(|ui| {
            let name = || seat.name.as_str().into();
            let (key, colour) = match seat.progress {
                SeatProgress::Done => ("host-seat-done", Color32::from_rgb(0x2e, 0x7d, 0x32)),
                SeatProgress::Playing => ("host-seat-playing", ui.visuals().text_color()),
                SeatProgress::Waiting => ("host-seat-waiting", ui.visuals().weak_text_color()),
                SeatProgress::Finished => ("host-seat-finished", ui.visuals().weak_text_color()),
            };
            // Every state's words have their room, so that the code and
            // buttons below stay where they are as the state changes.
            let progress = |key: &str| RichText::new(t.format(key, &[("name", name())])).strong();
            let every_progress =
                ["host-seat-done", "host-seat-playing", "host-seat-waiting", "host-seat-finished"]
                    .map(progress);
            reserved_label_ui(ui, Some(progress(key).color(colour)), every_progress);
            phone_ui(ui, seat, t);
            if let Some(qr) = &seat.qr {
                qr_ui(ui, qr, &t.format("host-qr-label", &[("name", name())]));
            }
            // The code large enough to read across the table.
            if let Some(code) = &seat.code {
                let response = ui.label(RichText::new(code).monospace().strong().size(JOIN_CODE_SIZE));
                let label = t.format("host-join-code-label", &[("name", name())]);
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Label, true, format!("{label}: {code}"))
                });
            }
            ui.add(egui::Label::new(RichText::new(&seat.url).monospace().small()).wrap());
            ui.horizontal_wrapped(|ui| {
                if ui.button(t.text("host-copy-link")).clicked() {
                    ui.ctx().copy_text(seat.url.clone());
                    intent = Some(TableHostIntent::LinkCopied(seat.seat));
                }
                if ui.button(t.format("host-new-link", &[("name", name())])).clicked() {
                    intent = Some(TableHostIntent::NewLink(seat.seat));
                }
            });
        });
    });
    // The seat's card as one group for screen readers (and for the tests
    // that hold it still).
    let label = t.format("host-seat-card", &[("name", seat.name.as_str().into())]);
    card.response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Group, true, label.clone()));
    intent
}

/// Whether the seat's phone has joined, in the room of the longest of the
/// three: a phone joining moves nothing.
fn phone_ui(ui: &mut Ui, seat: &HostSeat, t: &Translator) {
    // The words on the card, and the same said with the seat's name.
    let keys = |phone: SeatPhone| match phone {
        SeatPhone::NotJoined => ("host-phone-not-joined", "host-phone-not-joined-label"),
        SeatPhone::Joined => ("host-phone-joined", "host-phone-joined-label"),
        SeatPhone::Left => ("host-phone-left", "host-phone-left-label"),
    };
    let key = |phone: SeatPhone| keys(phone).0;
    let colour = match seat.phone {
        SeatPhone::Joined => Color32::from_rgb(0x2e, 0x7d, 0x32),
        SeatPhone::NotJoined => ui.visuals().weak_text_color(),
        SeatPhone::Left => ui.visuals().warn_fg_color,
    };
    let every =
        [SeatPhone::NotJoined, SeatPhone::Joined, SeatPhone::Left].map(|p| RichText::new(t.text(key(p))));
    let shown = RichText::new(t.text(key(seat.phone))).color(colour);
    // Said with the seat's name: the line alone names nobody.
    let label = t.format(keys(seat.phone).1, &[("name", seat.name.as_str().into())]);
    if let Some(response) = reserved_label_ui(ui, Some(shown), every) {
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, label.clone()));
    }
}

/// Draws `shown` (or nothing) in a row as tall as the tallest of `room_for`
/// laid out at this width, so that what comes below stays where it is
/// whichever of them shows. The label's response, when one shows.
fn reserved_label_ui(
    ui: &mut Ui,
    shown: Option<RichText>,
    room_for: impl IntoIterator<Item = RichText>,
) -> Option<egui::Response> {
    let width = ui.available_width();
    let height = |text: RichText| {
        egui::WidgetText::from(text)
            .into_galley(ui, Some(egui::TextWrapMode::Wrap), width, egui::TextStyle::Body)
            .size()
            .y
    };
    let room = room_for.into_iter().map(height).chain(shown.clone().map(height)).fold(0.0, f32::max);
    ui.allocate_ui_with_layout(egui::vec2(width, room), egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_size(egui::vec2(width, room));
        shown.map(|text| ui.add(egui::Label::new(text).wrap()))
    })
    .inner
}

/// A seat kept on paper: its name, and what the host does for it.
fn paper_seat_ui(ui: &mut Ui, name: &str, t: &Translator) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.set_width(SEAT_WIDTH);
        ui.vertical(|ui| {
            let name = || name.into();
            ui.label(RichText::new(t.format("host-seat-paper", &[("name", name())])).strong());
            ui.add(
                egui::Label::new(RichText::new(t.format("host-paper-hint", &[("name", name())])).small())
                    .wrap(),
            );
        });
    });
}

/// A QR code drawn module by module on white, labelled for screen readers
/// (and tests).
pub(crate) fn qr_ui(ui: &mut Ui, qr: &QrModules, label: &str) {
    qr_sized_ui(ui, qr, label, MODULE);
}

/// [`qr_ui`] with modules of `module` points (a long link's code is made
/// to fit the window).
pub(crate) fn qr_sized_ui(ui: &mut Ui, qr: &QrModules, label: &str, module: f32) {
    qr_sensing_ui(ui, qr, label, module, Sense::hover());
}

/// The side of `qr`'s drawing, quiet zone included, in modules.
pub(crate) fn qr_side_modules(qr: &QrModules) -> usize {
    qr.width() + 2 * QUIET
}

/// [`qr_sized_ui`] that senses `sense` (a code to click for a larger
/// view): a clickable code is a button for screen readers.
pub(crate) fn qr_sensing_ui(
    ui: &mut Ui,
    qr: &QrModules,
    label: &str,
    module: f32,
    sense: Sense,
) -> egui::Response {
    let side = qr_side_modules(qr) as f32 * module;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(side, side), sense);
    let role = if sense.senses_click() { egui::Role::Button } else { egui::Role::Image };
    response.widget_info(|| egui::WidgetInfo::labeled(role, true, label));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    let origin = rect.min + egui::vec2(QUIET as f32 * module, QUIET as f32 * module);
    for y in 0..qr.width() {
        for x in 0..qr.width() {
            if qr.is_dark(x, y) {
                let min = origin + egui::vec2(x as f32 * module, y as f32 * module);
                painter.rect_filled(
                    egui::Rect::from_min_size(min, egui::vec2(module, module)),
                    0.0,
                    Color32::BLACK,
                );
            }
        }
    }
    response
}

/// The cards, the real-card entry, the bonus cards and the ranking.
fn side_ui(ui: &mut Ui, view: &HostView, state: &HostUiState, t: &Translator) -> Option<TableHostIntent> {
    let mut intent = None;
    if let Some(heading) = &view.lines_heading {
        if view.game_over {
            ui.label(tr(ui, "play-game-over"));
            if ui.button(tr(ui, "end-play-again")).on_hover_text(tr(ui, "end-play-again-hint")).clicked() {
                intent = Some(TableHostIntent::PlayAgain);
            }
        }
        ui.heading(heading);
    } else {
        intent = cards_ui(ui, view, state, t);
        ui.add_space(theme::GAP * 2.0);
        ui.heading(tr(ui, "table-title"));
    }
    for line in &view.bonus_lines {
        ui.label(line);
    }
    ui.add_space(theme::GAP * 2.0);
    // Nothing to rank yet (New York's totals are known at the end only).
    if view.ranking.is_empty() {
        return intent;
    }
    intent.or(ranking_ui(ui, view, state, t))
}

/// The revealed cards (large), the game's end, and the real-card entry.
fn cards_ui(ui: &mut Ui, view: &HostView, state: &HostUiState, t: &Translator) -> Option<TableHostIntent> {
    let mut intent = None;
    ui.heading(tr(ui, "host-cards"));
    match view.cards {
        Some(cards) => {
            // Two cards side by side, each half the column: they grow with
            // the window and never run out of a narrow one.
            let spacing = ui.spacing().item_spacing.x;
            let width = ((ui.available_width() - spacing) / 2.0).max(1.0);
            ui.horizontal(|ui| {
                for card in cards {
                    big_card_ui(ui, card, width, t);
                }
            });
        }
        None if view.game_over => {
            ui.label(tr(ui, "play-game-over"));
            if ui.button(tr(ui, "end-play-again")).on_hover_text(tr(ui, "end-play-again-hint")).clicked() {
                intent = Some(TableHostIntent::PlayAgain);
            }
        }
        None => {
            ui.label(tr(ui, "phone-waiting-cards"));
        }
    }
    if view.needs_cards {
        // The question after the first card has its room before it comes:
        // the card buttons below never move between two clicks.
        let second =
            |card: Card| RichText::new(t.format("host-second-card", &[("card", t.card(card).into())]));
        reserved_label_ui(ui, state.pending.map(second), Card::ALL.map(second));
        ui.horizontal_wrapped(|ui| {
            for card in [Card::Desert, Card::Forest, Card::Mountain, Card::Water, Card::Any] {
                let text = RichText::new(t.card(card)).color(theme::INK);
                let key = format!("{:?}", card_key(card));
                let hint = t.format("host-card-key", &[("key", key.into())]);
                if ui.add(egui::Button::new(text).fill(theme::card_fill(card))).on_hover_text(hint).clicked()
                {
                    intent = Some(TableHostIntent::Card(card));
                }
            }
        });
    }
    intent
}

/// The ranking, with Hide and Show.
fn ranking_ui(ui: &mut Ui, view: &HostView, state: &HostUiState, t: &Translator) -> Option<TableHostIntent> {
    let mut intent = None;
    ui.horizontal(|ui| {
        ui.heading(tr(ui, "host-ranking"));
        let key = if state.hide_ranking { "host-show-ranking" } else { "host-hide-ranking" };
        if ui.button(tr(ui, key)).clicked() {
            intent = Some(TableHostIntent::ToggleRanking);
        }
    });
    if !state.hide_ranking {
        for line in &view.ranking {
            let name = || line.name.as_str().into();
            let text = match (line.place, line.total) {
                (Some(place), Some(total)) => t.format(
                    "host-rank-line",
                    &[
                        ("rank", i64::try_from(place).unwrap_or(0).into()),
                        ("name", name()),
                        ("total", total.into()),
                    ],
                ),
                // A paper total not typed yet, worded as the final scores word it.
                _ => t.format("summary-standing-untyped", &[("name", name())]),
            };
            ui.label(text);
        }
    }
    intent
}

/// A revealed card, large enough to read across the table.
fn big_card_ui(ui: &mut Ui, card: Card, width: f32, t: &Translator) {
    let name = t.card(card);
    // As large as the card's width allows: "Пустыня" and "Montagne" are
    // long, and the card must hold its name on one line.
    let chars = name.chars().count().max(4) as f32;
    let size = (width / (chars * 0.62)).clamp(14.0, 28.0);
    let text = RichText::new(name).color(theme::INK).strong().size(size);
    let response = ui.add_sized(
        egui::vec2(width, 80.0),
        egui::Button::new(text).fill(theme::card_fill(card)).sense(Sense::hover()),
    );
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Label,
            true,
            t.format("host-card-label", &[("card", t.card(card).into())]),
        )
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_code_with_its_finder_patterns() {
        let qr = QrModules::encode("http://192.168.1.20:8080/seat/1?key=0123456789abcdef0123456789abcdef")
            .expect("a link fits");
        assert!(qr.width() >= 21 && (qr.width() - 21).is_multiple_of(4), "a QR size: {}", qr.width());
        // The three finder patterns: dark corners, a light ring inside.
        let w = qr.width();
        for (x, y) in [(0, 0), (w - 1, 0), (0, w - 1), (3, 3), (w - 4, 3), (3, w - 4)] {
            assert!(qr.is_dark(x, y), "({x}, {y}) is dark");
        }
        assert!(!qr.is_dark(1, 1) && !qr.is_dark(w - 2, 1) && !qr.is_dark(1, w - 2));
        assert!(!qr.is_dark(w, 0), "outside the code is light");
    }
}
