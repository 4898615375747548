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
use crate::ui::table_host::{QrModules, qr_sized_ui};
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
}

impl BgStatsPanel {
    /// The panel of a game, closed.
    pub fn new(play: Play) -> BgStatsPanel {
        BgStatsPanel { play, open: false, shown: None, copied: false }
    }
}

/// The "Log in BG Stats" button: opens the window.
pub fn bgstats_button_ui(ui: &mut Ui, panel: &mut BgStatsPanel) {
    if ui.button(tr(ui, "bgstats-log")).clicked() {
        panel.open = true;
        panel.copied = false;
    }
}

/// How far below the window's top the BG Stats window opens: under the
/// toolbar and the game's heading line.
const WINDOW_TOP: f32 = 40.0;
/// The share of the window's width the BG Stats window's code takes at
/// most: about the sheet's column beside the final scores.
const WINDOW_SHARE: f32 = 0.28;

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
                            qr_sized_ui(ui, qr, &tr(ui, "bgstats-qr"), module);
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
