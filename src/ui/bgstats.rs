//! "Log in BG Stats" for a finished game of either game: a button, and a
//! window with the QR code of the `createPlay` link (scanned with the
//! phone that has BG Stats) and "Copy link". What is sent is
//! [`crate::export::bgstats`]'s, built from the game's
//! [`crate::export::plays::Play`]; a game that cannot be sent (a paper
//! total not typed) says why instead.

use crate::export::bgstats::{BgStatsError, Shortened, bgstats_play_for};
use crate::export::plays::Play;
use crate::games::players::PlayerList;
use crate::ui::lang::{tr, tr_args, translator};
use crate::ui::table_host::{QrModules, qr_sensing_ui, qr_side_modules};
use crate::ui::theme;
use egui::{Context, Ui};
use std::sync::Arc;

/// What the panel shows and keeps between frames.
#[derive(Debug, Clone)]
pub struct BgStatsPanel {
    /// The game, as a log of plays sees it.
    pub play: Play,
    /// Whether the window is open.
    pub open: bool,
    /// The link last drawn and its QR code (encoded once, not every frame).
    shown: Option<(String, Option<QrModules>)>,
    /// Whether the link was copied since the window opened.
    copied: bool,
    /// Whether the code is shown large, over the whole window: the
    /// window's code of a long link has modules of 2 points, too fine
    /// for some phones' cameras.
    enlarged: bool,
}

impl BgStatsPanel {
    /// The panel of a game, closed.
    pub fn new(play: Play) -> BgStatsPanel {
        BgStatsPanel { play, open: false, shown: None, copied: false, enlarged: false }
    }
}

/// The "Log in BG Stats" button: opens the window.
pub fn bgstats_button_ui(ui: &mut Ui, panel: &mut BgStatsPanel) {
    if ui.button(tr(ui, "bgstats-log")).clicked() {
        panel.open = true;
        panel.copied = false;
        panel.enlarged = false;
    }
}

/// How far below the window's top the BG Stats window opens: under the
/// toolbar and the game's heading line.
const WINDOW_TOP: f32 = 40.0;
/// The share of the window's width the BG Stats window's code takes at
/// most: about the sheet's column beside the final scores.
const WINDOW_SHARE: f32 = 0.28;
/// The width the enlarged code leaves beside it for "Close" and the
/// words, and the height it leaves for the frame around it.
const ENLARGED_BESIDE: f32 = 160.0;
const ENLARGED_EDGE: f32 = 40.0;

/// The size of a module of the enlarged code, in points: the largest
/// whole size at which a code of `modules` a side (quiet zone included)
/// and the column beside it fit in a window of `room`. At least 3 points
/// in a window of 800×600 or larger for every code a link can make
/// (version 40, 185 modules with its quiet zone).
pub fn enlarged_module(modules: usize, room: egui::Vec2) -> f32 {
    let side = (room.x - ENLARGED_BESIDE).min(room.y - ENLARGED_EDGE);
    (side / modules.max(1) as f32).floor().clamp(1.0, 12.0)
}

/// The window, while open: the QR code and "Copy link", or why the game
/// cannot be sent.
pub fn bgstats_window_ui(ctx: &Context, panel: &mut BgStatsPanel) {
    if !panel.open {
        return;
    }
    let t = translator(ctx);
    let paper_name = |seat: u8| t.format("summary-paper-seat", &[("seat", i64::from(seat).into())]);
    let sent = bgstats_play_for(&panel.play, paper_name, &people(ctx));
    let shortened = sent.as_ref().map(|p| p.shortened.clone()).unwrap_or_default();
    let link = sent.map(|p| p.link());
    let mut open = panel.open;
    let mut close = false;
    // The window is as wide as its content, which in French and Russian
    // is narrower than its title: the title was cut ("Enregistrer cette
    // partie dans…"). At least the title and its close button, then.
    let title = t.text("bgstats-title");
    let heading = egui::TextStyle::Heading.resolve(&ctx.global_style());
    let (title_width, close_width) = ctx.fonts_mut(|f| {
        (
            f.layout_no_wrap(title.clone(), heading.clone(), egui::Color32::WHITE).size().x,
            f.row_height(&heading),
        )
    });
    let gap = ctx.global_style().spacing.item_spacing.x;
    let least_width = title_width + close_width + gap * 3.0;
    egui::Window::new(title)
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        // At the right, below the toolbar: over the sheet beside the final
        // scores, never over the totals, the fields and the buttons under
        // them (a centred window hid the "Review …" buttons).
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-theme::GAP, WINDOW_TOP))
        .show(ctx, |ui| {
            ui.set_min_width(least_width);
            match &link {
                Ok(link) => {
                    if panel.shown.as_ref().is_none_or(|(l, _)| l != link) {
                        panel.shown = Some((link.clone(), QrModules::encode_long(link)));
                    }
                    // The buttons first: a long link's code is tall, and
                    // a small window must still reach them.
                    ui.horizontal(|ui| {
                        if ui.button(tr(ui, "bgstats-copy")).clicked() {
                            ui.ctx().copy_text(link.clone());
                            panel.copied = true;
                        }
                        if ui.button(tr(ui, "bgstats-enlarge")).clicked() {
                            panel.enlarged = true;
                        }
                        if ui.button(tr(ui, "bgstats-close")).clicked() {
                            close = true;
                        }
                        if panel.copied {
                            ui.label(tr(ui, "bgstats-copied"));
                        }
                    });
                    ui.label(tr(ui, "bgstats-scan"));
                    if !shortened.is_empty() {
                        let parts: Vec<String> = shortened.iter().map(|p| shortened_words(ui, *p)).collect();
                        let words = tr_args(ui, "bgstats-shortened", &[("parts", parts.join(", ").into())]);
                        ui.label(egui::RichText::new(words).color(theme::muted_text(ui)));
                    }
                    match panel.shown.as_ref().and_then(|(_, qr)| qr.as_ref()) {
                        Some(qr) => {
                            // Whole modules of up to 4 points, the whole code
                            // inside the window (a phone scans the screen).
                            // As wide as the sheet's column beside the
                            // scores at most, so the window covers no
                            // more than it (never below 2 points a module).
                            let room = (ctx.content_rect().height() - 200.0).max(100.0);
                            let wide = ctx.content_rect().width() * WINDOW_SHARE;
                            let modules = (qr.width() + 8) as f32;
                            let module = (room / modules)
                                .floor()
                                .min((wide / modules).floor().max(2.0))
                                .clamp(1.0, 4.0);
                            let sense = egui::Sense::click();
                            let code = qr_sensing_ui(ui, qr, &tr(ui, "bgstats-qr"), module, sense);
                            if code.on_hover_text(tr(ui, "bgstats-enlarge-hint")).clicked() {
                                panel.enlarged = true;
                            }
                        }
                        None => {
                            ui.label(tr(ui, "bgstats-too-long"));
                        }
                    }
                }
                Err(e) => {
                    ui.label(error_text(ui, e, &panel.play));
                    if ui.button(tr(ui, "bgstats-close")).clicked() {
                        close = true;
                    }
                }
            }
        });
    panel.open = open && !close;
    if !panel.open {
        panel.enlarged = false;
    }
    if panel.enlarged {
        match panel.shown.as_ref().and_then(|(_, qr)| qr.as_ref()) {
            Some(qr) => panel.enlarged = enlarged_ui(ctx, qr),
            None => panel.enlarged = false,
        }
    }
}

/// The code as large as the window holds, over the dimmed window, with
/// "Close" beside it (a click on the code or Escape closes it too);
/// whether it stays open. The view fills the window from its corner and
/// centres the code itself: a centred modal is placed by its size of the
/// frame before, which was off by the change after a resize.
fn enlarged_ui(ctx: &Context, qr: &QrModules) -> bool {
    let full = ctx.content_rect();
    let module = enlarged_module(qr_side_modules(qr), full.size());
    let side = qr_side_modules(qr) as f32 * module;
    let column = ENLARGED_BESIDE - 3.0 * theme::GAP;
    let width = side + theme::GAP + column;
    let at =
        egui::Rect::from_min_size(full.center() - egui::vec2(width, side) / 2.0, egui::vec2(width, side));
    let mut close = false;
    let id = egui::Id::unique("bgstats-enlarged");
    let area = egui::Modal::default_area(id).anchor(egui::Align2::LEFT_TOP, egui::Vec2::ZERO);
    let modal = egui::Modal::new(id).area(area).frame(egui::Frame::NONE).show(ctx, |ui| {
        ui.set_min_size(full.size());
        let frame = egui::Frame::popup(ui.style());
        let framed = at + frame.total_margin();
        ui.scope_builder(egui::UiBuilder::new().max_rect(framed), |ui| {
            frame.show(ui, |ui| {
                ui.horizontal_top(|ui| enlarged_content_ui(ui, qr, module, column, &mut close));
            });
        });
    });
    !(close || modal.should_close())
}

/// The enlarged code and the column beside it: "Close" and the words.
fn enlarged_content_ui(ui: &mut Ui, qr: &QrModules, module: f32, column: f32, close: &mut bool) {
    let code = qr_sensing_ui(ui, qr, &tr(ui, "bgstats-qr-large"), module, egui::Sense::click());
    if code.clicked() {
        *close = true;
    }
    ui.vertical(|ui| {
        ui.set_max_width(column);
        if ui.button(tr(ui, "bgstats-close")).clicked() {
            *close = true;
        }
        ui.label(tr(ui, "bgstats-scan-large"));
    });
}

/// Why a game cannot go to BG Stats, in the UI's language.
fn error_text(ui: &Ui, e: &BgStatsError, play: &Play) -> String {
    match e {
        BgStatsError::NotOver => tr(ui, "bgstats-not-over"),
        BgStatsError::NoDate => tr(ui, "bgstats-no-date"),
        // A paper seat given a name is said by it, never by its number.
        BgStatsError::MissingTotals(seats)
            if play.seats.iter().any(|s| seats.contains(&s.seat) && s.name.is_some()) =>
        {
            let t = translator(ui.ctx());
            let names: Vec<String> = seats
                .iter()
                .map(|&seat| {
                    let name = play.seats.iter().find(|s| s.seat == seat).and_then(|s| s.name.as_deref());
                    t.standing_name(name, seat)
                })
                .collect();
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            tr_args(ui, "bgstats-missing-named", &[("names", t.names(&refs).into())])
        }
        BgStatsError::MissingTotals(seats) => {
            let seats = seats.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
            tr_args(ui, "bgstats-missing", &[("seats", seats.into())])
        }
    }
}

/// What was shortened to fit the link, in the UI's language.
fn shortened_words(ui: &Ui, part: Shortened) -> String {
    tr(
        ui,
        match part {
            Shortened::Comments => "bgstats-shortened-comments",
            Shortened::Location => "bgstats-shortened-place",
            Shortened::Board => "bgstats-shortened-island",
            Shortened::Names => "bgstats-shortened-names",
        },
    )
}

/// The key under which the player list is kept in the context.
fn people_key() -> egui::Id {
    egui::Id::unique("trailpad-people")
}

/// Gives every "Log in BG Stats" window the player list (the app calls it
/// every frame; the list is copied only when it changed), so the link
/// names each person and gives their id as the list does, wherever the
/// window is opened (final scores or history), as the command line does.
pub fn set_people(ctx: &Context, people: &PlayerList) {
    let current = ctx.data(|d| d.get_temp::<Arc<PlayerList>>(people_key()));
    if current.as_deref() != Some(people) {
        ctx.data_mut(|d| d.insert_temp(people_key(), Arc::new(people.clone())));
    }
}

/// The player list given by [`set_people`] (an empty one before).
fn people(ctx: &Context) -> Arc<PlayerList> {
    ctx.data(|d| d.get_temp::<Arc<PlayerList>>(people_key())).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The largest code a link makes (version 40: 177 modules and a quiet
    /// zone of 4 each side) is 3 points a module in the smallest window
    /// the app supports, both ways up.
    #[test]
    fn the_largest_code_enlarged_is_three_points_a_module_at_800_by_600() {
        for room in [egui::vec2(800.0, 600.0), egui::vec2(1024.0, 600.0), egui::vec2(800.0, 1280.0)] {
            assert!(enlarged_module(185, room) >= 3.0, "{room:?}");
            assert!(enlarged_module(185, room) * 185.0 + ENLARGED_EDGE <= room.y, "{room:?}");
        }
        assert_eq!(enlarged_module(29, egui::vec2(1280.0, 800.0)), 12.0, "a short link's code is capped");
    }
}
