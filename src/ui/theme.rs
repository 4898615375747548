//! Every colour and size of the desktop app, in one place.

use crate::games::tucana::sheet::{Card, Terrain};
use egui::{Color32, Stroke};

/// Background behind the map.
pub const MAP_BACKGROUND: Color32 = Color32::from_rgb(0xF4, 0xEF, 0xE2);
/// Hex outline.
pub const HEX_OUTLINE: Color32 = Color32::from_rgb(0x6E, 0x66, 0x58);
/// Hex outline width, in points at zoom 1.
pub const HEX_OUTLINE_WIDTH: f32 = 1.0;
/// Outline of the hex picked as a trail's first end.
pub const SELECTED_OUTLINE: Stroke = Stroke { width: 4.0, color: Color32::from_rgb(0xD9, 0x1E, 0x63) };
/// Tint over the picked hex: the whole hex changes, not only a hue on its
/// outline, so the pick shows for every kind of colour vision.
pub const SELECTED_FILL: Color32 = Color32::from_rgba_unmultiplied_const(0xD9, 0x1E, 0x63, 0x50);
/// Outer (dark) ring of the keyboard cursor.
pub const FOCUS_DARK: Stroke = Stroke { width: 5.0, color: Color32::from_rgb(0x11, 0x11, 0x11) };
/// Inner (white) ring of the keyboard cursor.
pub const FOCUS_LIGHT: Stroke = Stroke { width: 3.0, color: Color32::WHITE };
/// Outline of the hex under the pointer.
pub const HOVER_OUTLINE: Stroke = Stroke { width: 2.0, color: Color32::from_rgb(0x33, 0x33, 0x33) };

/// Fill of a terrain. Chosen so the four stay apart in lightness and on the
/// blue–yellow axis, which red–green colour-blind eyes keep (see the test).
pub fn terrain_fill(terrain: Terrain) -> Color32 {
    match terrain {
        Terrain::Desert => Color32::from_rgb(0xF4, 0xDC, 0x84),
        Terrain::Forest => Color32::from_rgb(0x88, 0xBD, 0x80),
        Terrain::Mountain => Color32::from_rgb(0xB0, 0xA8, 0xA8),
        Terrain::Water => Color32::from_rgb(0x9D, 0xC8, 0xE6),
    }
}

/// Colour of a terrain's pattern marks (dots, trees, peaks, waves).
pub fn terrain_mark(terrain: Terrain) -> Color32 {
    match terrain {
        Terrain::Desert => Color32::from_rgb(0xB8, 0x93, 0x2E),
        Terrain::Forest => Color32::from_rgb(0x3E, 0x7A, 0x36),
        Terrain::Mountain => Color32::from_rgb(0x5E, 0x58, 0x52),
        Terrain::Water => Color32::from_rgb(0x2F, 0x6F, 0xA8),
    }
}

/// Fill of a card button (the card's terrain, grey-violet for "any").
pub fn card_fill(card: Card) -> Color32 {
    card.terrain().map_or(Color32::from_rgb(0xD8, 0xC8, 0xE8), terrain_fill)
}

/// Text on light fills.
pub const INK: Color32 = Color32::from_rgb(0x22, 0x22, 0x22);
/// Muted text (small numbers, hints).
pub const MUTED_INK: Color32 = Color32::from_rgb(0x6A, 0x6A, 0x6A);

/// Width of a drawn trail, in points at zoom 1.
pub const TRAIL_WIDTH: f32 = 4.0;
/// Colour of a drawn trail.
pub const TRAIL: Color32 = Color32::from_rgb(0x5A, 0x2D, 0x0C);
/// Colour of a trail drawn as a bonus trail.
pub const BONUS_TRAIL: Color32 = Color32::from_rgb(0x8E, 0x24, 0xAA);
/// Colour of the trail drawn last.
pub const LAST_TRAIL: Color32 = Color32::from_rgb(0xD3, 0x2F, 0x2F);
/// The colour a drawn trail is painted in: the last one stands out, bonus
/// trails have their own.
pub fn trail_colour(is_last: bool, bonus: bool) -> Color32 {
    if is_last {
        LAST_TRAIL
    } else if bonus {
        BONUS_TRAIL
    } else {
        TRAIL
    }
}

/// Colour of a legal trail that may be drawn now.
pub const LEGAL_TRAIL: Color32 = Color32::from_rgb(0xFF, 0x6F, 0x00);
/// Width of a legal-trail highlight, in points at zoom 1.
pub const LEGAL_WIDTH: f32 = 3.0;
/// Dash and gap length of a legal-trail highlight, in points at zoom 1.
pub const LEGAL_DASH: f32 = 5.0;
/// Above this many legal sides the map shows them quietly (Any + Any can
/// allow 175 on Isla Petit): a faint line on each, and the full dashes only
/// on the sides of the hex picked, hovered or under the keyboard cursor.
pub const QUIET_LEGAL_ABOVE: usize = 40;
/// Colour of a legal side shown quietly: the legal colour, half see-through.
pub const QUIET_LEGAL_TRAIL: Color32 = Color32::from_rgba_unmultiplied_const(0xFF, 0x6F, 0x00, 0x90);
/// Width of a legal side shown quietly, in points at zoom 1.
pub const QUIET_LEGAL_WIDTH: f32 = 1.5;
/// Veil over the map while legal trails are shown, so they stand out.
pub const CALM_VEIL: Color32 = Color32::from_rgba_unmultiplied_const(0xF4, 0xEF, 0xE2, 0x80);

/// Village disc fill.
pub const VILLAGE_FILL: Color32 = Color32::WHITE;
/// Village disc outline.
pub const VILLAGE_OUTLINE: Stroke = Stroke { width: 1.5, color: Color32::from_rgb(0x44, 0x44, 0x44) };
/// Village disc outline once its pair is connected.
pub const VILLAGE_DONE: Stroke = Stroke { width: 3.0, color: Color32::from_rgb(0x2E, 0x7D, 0x32) };
/// Ring around a sight that is circled on the pad.
pub const SIGHT_CIRCLED: Stroke = Stroke { width: 3.0, color: Color32::from_rgb(0x2E, 0x7D, 0x32) };
/// Backing disc of a sight symbol.
pub const SIGHT_BACKING: Color32 = Color32::from_rgba_unmultiplied_const(0xFF, 0xFF, 0xFF, 0xC8);

/// Symbol colours.
pub mod symbol {
    use egui::Color32;
    /// Obelisk stone.
    pub const OBELISK: Color32 = Color32::from_rgb(0x8D, 0x6E, 0x63);
    /// Book cover.
    pub const BOOK: Color32 = Color32::from_rgb(0x6D, 0x4C, 0x41);
    /// Book pages.
    pub const PAGES: Color32 = Color32::from_rgb(0xFF, 0xF8, 0xE1);
    /// Toucan body.
    pub const TOUCAN: Color32 = Color32::from_rgb(0x21, 0x21, 0x21);
    /// Toucan beak.
    pub const BEAK: Color32 = Color32::from_rgb(0xFF, 0x98, 0x00);
    /// Yeti fur.
    pub const YETI: Color32 = Color32::from_rgb(0xEC, 0xEF, 0xF1);
    /// Yeti outline and face.
    pub const YETI_FACE: Color32 = Color32::from_rgb(0x45, 0x5A, 0x64);
    /// Sea monster.
    pub const SEA_MONSTER: Color32 = Color32::from_rgb(0x00, 0x79, 0x6B);
}

/// Hex radius (centre to corner) in world units; the map is scaled to fit.
pub const HEX_RADIUS: f32 = 20.0;
/// Smallest and largest zoom relative to "fit".
pub const ZOOM_RANGE: (f32, f32) = (0.5, 6.0);
/// Hex radius on screen below which terrain patterns are left out.
pub const PATTERN_MIN_RADIUS: f32 = 9.0;
/// Margin around the map inside its area, in points.
pub const MAP_MARGIN: f32 = 8.0;
/// Smallest hex radius on screen with "larger map targets": a hex is then
/// about 52 points wide and 60 tall, above the usual 44–48 point minimum for
/// a fingertip.
pub const LARGE_TARGET_RADIUS: f32 = 30.0;
/// A tap farther than this (times the radius) from a hex's centre may draw
/// the highlighted trail across the nearest side.
pub const SIDE_TAP_INNER: f32 = 0.45;
/// The same with larger map targets: more of the hex counts as "near a side".
pub const SIDE_TAP_INNER_LARGE: f32 = 0.25;
/// How far (degrees) from a side's direction a tap still counts for it; 30
/// means only the nearest side.
pub const SIDE_TAP_CONE: f32 = 30.0;
/// The same with larger map targets: near a corner, either side may be meant.
pub const SIDE_TAP_CONE_LARGE: f32 = 45.0;

/// The share of a portrait window's height the start screen's games take
/// at most, above the new-game form (they scroll beyond it).
pub const PORTRAIT_GAMES_SHARE: f32 = 0.35;

/// Width of the scoring pad beside the map.
pub const PAD_WIDTH: f32 = 330.0;
/// Width of the statistics beside the history list.
pub const STATS_WIDTH: f32 = 420.0;
/// Width of the saved games beside the new game wizard.
pub const GAMES_WIDTH: f32 = 360.0;
/// Width of the file dialog.
pub const FILE_DIALOG_WIDTH: f32 = 620.0;
/// Height of the list of files in the file dialog at least (always as
/// tall in one window, so the buttons below stay put while a path is
/// typed).
pub const FILE_LIST_HEIGHT: f32 = 180.0;
/// The tallest the file dialog's list grows in a tall window.
pub const FILE_LIST_MAX_HEIGHT: f32 = 420.0;
/// The height of the window the import dialog leaves to the rest of it
/// (title, path, buttons, margins): the list takes what is left.
pub const FILE_DIALOG_REST: f32 = 330.0;
/// Height kept for the file dialog's message (three lines), shown or not.
pub const FILE_MESSAGE_HEIGHT: f32 = 60.0;
/// Smallest width of the file dialog's buttons, so "Save" turning into
/// "Replace" does not move the buttons beside it.
pub const FILE_BUTTON_WIDTH: f32 = 130.0;
/// Size of one value cell of the scoring boxes.
pub const CELL: egui::Vec2 = egui::vec2(34.0, 24.0);
/// Ring around a circled value on the pad.
pub const PAD_CIRCLE: Stroke = Stroke { width: 2.0, color: Color32::from_rgb(0xC6, 0x28, 0x28) };
/// Mark of a `+` value (gives a bonus trail).
pub const PAD_PLUS: Color32 = Color32::from_rgb(0x8E, 0x24, 0xAA);
/// Cell frame on the pad.
pub const PAD_CELL: Stroke = Stroke { width: 1.0, color: Color32::from_rgb(0x90, 0x90, 0x90) };
/// Filled (written) cell on the pad.
pub const PAD_WRITTEN: Color32 = Color32::from_rgb(0xFF, 0xF3, 0xC4);

/// Size of a card button in the cards bar.
pub const CARD_BUTTON: egui::Vec2 = egui::vec2(86.0, 34.0);
/// Colour of an error message in the status line.
pub const ERROR_TEXT: Color32 = Color32::from_rgb(0xB7, 0x1C, 0x1C);
/// Colour of an announcement.
pub const NEWS_TEXT: Color32 = Color32::from_rgb(0x1B, 0x5E, 0x20);
/// Colour of a prompt that needs action (bonus trail, reshuffle).
pub const PROMPT_TEXT: Color32 = Color32::from_rgb(0x8E, 0x24, 0xAA);
/// Blue bonus card colour.
pub const BLUE_CARD: Color32 = Color32::from_rgb(0x1E, 0x63, 0xB4);
/// Red bonus card colour.
pub const RED_CARD: Color32 = Color32::from_rgb(0xC6, 0x28, 0x28);
/// Mark of a sheet that finished this turn.
pub const DONE_MARK: Color32 = Color32::from_rgb(0x2E, 0x7D, 0x32);

/// Error text on the current panel (light or dark theme).
pub fn error_text(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(0xFF, 0x8A, 0x80) } else { ERROR_TEXT }
}

/// Announcement text on the current panel (light or dark theme).
pub fn news_text(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(0x8F, 0xD1, 0x92) } else { NEWS_TEXT }
}

/// Muted text on the current panel (light or dark theme).
pub fn muted_text(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(0xA8, 0xA8, 0xA8) } else { MUTED_INK }
}

/// Plain text on the current panel (light or dark theme).
pub fn plain_text(ui: &egui::Ui) -> Color32 {
    ui.visuals().text_color()
}

/// A prompt that needs action (light or dark theme).
pub fn prompt_text(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(0xD7, 0xA6, 0xE3) } else { PROMPT_TEXT }
}

/// The "done" mark of a sheet tab (light or dark theme).
pub fn done_text(ui: &egui::Ui) -> Color32 {
    if ui.visuals().dark_mode { Color32::from_rgb(0x8F, 0xD1, 0x92) } else { DONE_MARK }
}

/// The sheet itself (scoring pad) always looks like paper, whatever the
/// theme: the light visuals inside `ui`, on a paper fill.
pub fn paper_frame(ui: &egui::Ui) -> egui::Frame {
    egui::Frame::side_top_panel(ui.style()).fill(PAPER)
}

/// Switches `ui` (a sheet area) to the light visuals.
pub fn paper_ui(ui: &mut egui::Ui) {
    ui.style_mut().visuals = egui::Visuals::light();
}

/// The paper colour of the scoring pad.
pub const PAPER: Color32 = Color32::from_rgb(0xFA, 0xF8, 0xF2);

/// The coach's suggestions, on the map and on the pad: a deep teal, apart
/// from the orange legal dashes, the red last trail and the purple bonus
/// trails; the numbers on it are white, so no colour needs telling apart.
pub const COACH_MARK: Color32 = Color32::from_rgb(0x00, 0x5F, 0x73);
/// Width of a suggested trail's line on the map, at the map's base scale.
pub const COACH_MARK_WIDTH: f32 = 7.0;
/// Fill of a suggestion's row on the pad (the pad is always paper-light).
pub const COACH_ROW: Color32 = Color32::from_rgb(0xE2, 0xEF, 0xF1);

/// Body text size.
pub const TEXT_SIZE: f32 = 15.0;
/// Heading size in the pad.
pub const HEADING_SIZE: f32 = 17.0;
/// How many earlier messages "Recent" keeps.
pub const RECENT_MESSAGES: usize = 12;
/// The width of the "Recent" messages list.
pub const RECENT_WIDTH: f32 = 520.0;
/// On a portrait screen the pad goes under the map and takes this share
/// of the height...
pub const PORTRAIT_PAD_SHARE: f32 = 0.36;
/// ...but never less than this.
pub const PORTRAIT_PAD_MIN: f32 = 330.0;
/// Below this width the prompt above the map gets a third line.
pub const NARROW_HEADER: f32 = 700.0;
/// The points a trail just earned, beside the Final Scoring Box.
pub const GAIN_TEXT: Color32 = Color32::from_rgb(0x1B, 0x5E, 0x20);
/// Default window size.
pub const WINDOW_SIZE: egui::Vec2 = egui::vec2(1280.0, 800.0);

/// Applies the app's text sizes to a context.
pub fn apply(ctx: &egui::Context) {
    // Both the light and the dark style: the theme can change at any time.
    ctx.all_styles_mut(|style| {
        for (text_style, font) in &mut style.text_styles {
            font.size = match text_style {
                egui::TextStyle::Heading => 22.0,
                egui::TextStyle::Small => 12.0,
                _ => TEXT_SIZE,
            };
        }
        style.spacing.button_padding = egui::vec2(8.0, 4.0);
    });
    // "As the system" where the system says nothing (many Linux desktops):
    // light, like the paper pad.
    ctx.options_mut(|o| o.fallback_theme = egui::Theme::Light);
    ctx.set_visuals_of(egui::Theme::Light, unfilled_panels(egui::Visuals::light()));
    ctx.set_visuals_of(egui::Theme::Dark, unfilled_panels(egui::Visuals::dark()));
}

/// `visuals` with panels that paint no background of their own: the
/// window is cleared to the panels' colour ([`clear_colour`]) before each
/// frame, which a renderer does for next to nothing, while a panel's fill
/// is drawn over it pixel by pixel. With the play screen's map painting
/// its own background over most of the central panel, the panels' fills
/// were most of a second window's worth of pixels on every frame — two
/// fifths of what a software renderer (llvmpipe) had to draw on a resumed game's
/// first frame. Nothing else in the app or in egui uses the panel colour.
fn unfilled_panels(visuals: egui::Visuals) -> egui::Visuals {
    egui::Visuals { panel_fill: Color32::TRANSPARENT, ..visuals }
}

/// Keeps what `ui` lays out clear of a vertical scroll bar at its right.
/// egui's scroll bars float over the content and widen under the pointer:
/// a form that runs to the edge had the last letters of its widest row
/// ("на бумаге" at 800 points) under the bar. Call it first thing inside
/// a scroll area that does not shrink to its content's width (else the bar
/// follows the content in); the room is the bar at its widest, kept
/// whether or not the bar shows, so nothing moves when it appears.
pub fn keep_clear_of_scroll_bar(ui: &mut egui::Ui) {
    let bar = &ui.spacing().scroll;
    let room = bar.bar_inner_margin + bar.bar_width + bar.bar_outer_margin;
    ui.set_max_width((ui.available_width() - room).max(0.0));
}

/// The colour the window is cleared to before each frame: the panels'
/// colour of the light or the dark look (see [`apply`]).
pub fn clear_colour(visuals: &egui::Visuals) -> [f32; 4] {
    let panels = if visuals.dark_mode { egui::Visuals::dark() } else { egui::Visuals::light() };
    panels.panel_fill.to_normalized_gamma_f32()
}

/// White: halo under legal trails, eyes of the symbols.
pub const HALO: Color32 = Color32::WHITE;
/// Extra width of the halo under a legal-trail highlight.
pub const HALO_EXTRA: f32 = 2.0;
/// The line that follows the pointer while a trail is dragged.
pub const DRAG_LINE: Stroke = Stroke { width: 3.0, color: LAST_TRAIL };
/// Spacing of the small grids (scoring boxes, table cards).
pub const GRID_SPACING: egui::Vec2 = egui::vec2(6.0, 3.0);
/// Spacing of the wizard's form.
pub const FORM_SPACING: egui::Vec2 = egui::vec2(16.0, 10.0);
/// Gap between sections.
pub const GAP: f32 = 8.0;
/// Width of a name field in the wizard.
pub const NAME_WIDTH: f32 = 160.0;
/// The narrowest a name field gets: a name of a dozen letters (and "Joueur
/// 1", "Игрок 1") shows whole, so a person reads it and types over it.
pub const NAME_MIN_WIDTH: f32 = 120.0;
/// Widest a row name of the wizard's form gets before it wraps in a
/// narrow window (long French and Russian names would push the fields off).
pub const FORM_LABEL_WIDTH: f32 = 130.0;
/// Width of the set-up card fields in the wizard.
pub const CARD_FIELD_WIDTH: f32 = 260.0;
/// Width of the field where the table types a paper sheet's total (a few
/// digits).
pub const TOTAL_FIELD_WIDTH: f32 = 70.0;
/// The widest place and note fields of the final scores.
pub const END_FIELD_WIDTH: f32 = 360.0;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::colour_vision::{Deficiency, delta_e, simulate};

    fn rgb(c: Color32) -> [u8; 3] {
        [c.r(), c.g(), c.b()]
    }

    /// The smallest colour difference of two colours, as seen with normal
    /// vision and with each simulated deficiency.
    fn least_difference(a: Color32, b: Color32) -> f32 {
        let (a, b) = (rgb(a), rgb(b));
        Deficiency::ALL.iter().map(|&d| delta_e(simulate(a, d), simulate(b, d))).fold(delta_e(a, b), f32::min)
    }

    #[test]
    fn terrain_fills_stay_apart_for_colour_blind_eyes() {
        // The patterns tell terrains apart too, but they are left out on
        // small hexes: the fills alone must stay clearly different (ΔE 20
        // is well past "a different colour") for deuteranopes and
        // protanopes, so a palette change cannot quietly break that.
        let all = [Terrain::Desert, Terrain::Forest, Terrain::Mountain, Terrain::Water];
        for (i, &a) in all.iter().enumerate() {
            for &b in &all[i + 1..] {
                let d = least_difference(terrain_fill(a), terrain_fill(b));
                assert!(d >= 20.0, "{a:?} and {b:?} differ by only ΔE {d:.1} for some eyes");
            }
        }
    }
}

/// Colours and sizes of the *Ticket to Ride: New York* screens.
pub mod new_york {
    use crate::games::new_york::{RouteColour, TaxiColour};
    use egui::{Color32, Stroke};

    /// Background behind the Manhattan map (the board's pale street grey).
    pub const MAP_BACKGROUND: Color32 = Color32::from_rgb(0xEE, 0xEC, 0xE6);
    /// Width over height of the drawn board (the box board is a bit taller
    /// than wide).
    pub const MAP_ASPECT: f32 = 0.9;
    /// The board's height at which every size below is drawn as given;
    /// a board drawn taller or shorter scales them all alike (discs,
    /// spaces, names), so where the names sit clear of the routes holds at
    /// every size.
    pub const BOARD_HEIGHT: f32 = 780.0;
    /// The smallest scale the board is drawn at: below it the names would
    /// be too small to read, so the map is panned instead.
    pub const MIN_SCALE: f32 = 0.75;
    /// The largest zoom of the map (times the size that fits).
    pub const MAX_ZOOM: f32 = 3.0;
    /// Size of a location's name, in points at scale 1.
    pub const NAME_SIZE: f32 = 12.0;
    /// The farthest a name sits from its disc, in points at scale 1.
    pub const NAME_REACH: f32 = 26.0;
    /// Radius of a location disc, in points at scale 1.
    pub const LOCATION_RADIUS: f32 = 14.0;
    /// Fill of a location disc.
    pub const LOCATION_FILL: Color32 = Color32::WHITE;
    /// Outline of a location disc.
    pub const LOCATION_OUTLINE: Stroke = Stroke { width: 1.5, color: Color32::from_rgb(0x33, 0x33, 0x33) };
    /// Behind a location's name.
    pub const NAME_BACKING: Color32 = Color32::from_rgba_unmultiplied_const(0xFF, 0xFF, 0xFF, 0xD0);
    /// The star marking a Tourist Attraction.
    pub const ATTRACTION_STAR: Color32 = Color32::from_rgb(0xE6, 0x51, 0x00);
    /// Width of a route space across the route.
    pub const SPACE_WIDTH: f32 = 12.0;
    /// Gap between two spaces of a route, along it.
    pub const SPACE_GAP: f32 = 3.0;
    /// How far the two routes of a Double Route sit from the line between
    /// their locations.
    pub const DOUBLE_OFFSET: f32 = 8.0;
    /// Outline of a free space.
    pub const SPACE_OUTLINE: Stroke = Stroke { width: 1.0, color: Color32::from_rgb(0x44, 0x44, 0x44) };
    /// Outline of a claimed space: thick, so claimed shows without colour.
    pub const CLAIMED_OUTLINE: Stroke = Stroke { width: 2.5, color: Color32::from_rgb(0x11, 0x11, 0x11) };
    /// The path of the ticket shown: a completed one.
    pub const PATH_DONE: Stroke = Stroke { width: 4.0, color: Color32::from_rgb(0x2E, 0x7D, 0x32) };
    /// The path of the ticket shown: the routes a failed one still needs.
    pub const PATH_MISSING: Stroke = Stroke { width: 4.0, color: Color32::from_rgb(0xD9, 0x1E, 0x63) };
    /// Outline of the route under the pointer.
    pub const HOVER: Stroke = Stroke { width: 2.0, color: Color32::from_rgb(0x00, 0x00, 0x00) };
    /// Width of the side panel (players, pad, tickets).
    pub const SIDE_WIDTH: f32 = 470.0;
    /// At most this share of a narrow window goes to the side panel, so
    /// the map keeps room at 800×600 (the panel then scrolls sideways).
    pub const SIDE_SHARE: f32 = 0.5;
    /// Side of a colour swatch next to a player's name.
    pub const SWATCH: f32 = 14.0;
    /// How close (in points) a tap must come to a route to claim it.
    pub const TAP_DISTANCE: f32 = 10.0;

    /// Fill of a free space of a route colour.
    pub fn route_fill(colour: RouteColour) -> Color32 {
        match colour {
            RouteColour::Gray => Color32::from_rgb(0xB0, 0xB0, 0xB0),
            RouteColour::Red => Color32::from_rgb(0xD3, 0x2F, 0x2F),
            RouteColour::Orange => Color32::from_rgb(0xF5, 0x7C, 0x00),
            RouteColour::Green => Color32::from_rgb(0x38, 0x8E, 0x3C),
            RouteColour::Blue => Color32::from_rgb(0x19, 0x76, 0xD2),
            RouteColour::Black => Color32::from_rgb(0x21, 0x21, 0x21),
            RouteColour::Pink => Color32::from_rgb(0xF0, 0x8C, 0xB8),
        }
    }

    /// Colour of the mark drawn in each space (white on dark fills).
    pub fn route_mark(colour: RouteColour) -> Color32 {
        match colour {
            RouteColour::Red | RouteColour::Green | RouteColour::Blue | RouteColour::Black => Color32::WHITE,
            _ => Color32::from_rgb(0x22, 0x22, 0x22),
        }
    }

    /// Fill of a player's taxis.
    pub fn taxi_fill(colour: TaxiColour) -> Color32 {
        match colour {
            TaxiColour::Blue => Color32::from_rgb(0x15, 0x65, 0xC0),
            TaxiColour::Purple => Color32::from_rgb(0x7B, 0x1F, 0xA2),
            TaxiColour::White => Color32::from_rgb(0xFA, 0xFA, 0xFA),
            TaxiColour::Yellow => Color32::from_rgb(0xFB, 0xC0, 0x2D),
        }
    }

    /// Colour of the player's number written on their taxis.
    pub fn taxi_ink(colour: TaxiColour) -> Color32 {
        match colour {
            TaxiColour::Blue | TaxiColour::Purple => Color32::WHITE,
            TaxiColour::White | TaxiColour::Yellow => Color32::from_rgb(0x11, 0x11, 0x11),
        }
    }
}

/// Up to this many islands, the new-game form shows one button each;
/// beyond, a drop-down list (a folder of user sheets can hold hundreds).
pub const MAX_ISLAND_BUTTONS: usize = 6;

/// The height of the new-game form's island list when it drops down.
pub const ISLAND_LIST_HEIGHT: f32 = 320.0;

/// The charts' colours, marker shapes and line styles (src/ui/charts.rs).
/// Each player has a colour, a marker shape and a line style; the shape
/// and the style alone tell the players apart without colour.
pub mod chart {
    use egui::Color32;
    use egui_plot::{LineStyle, MarkerShape};

    /// The players' colours on a light panel: the Okabe–Ito palette (apart
    /// for every kind of colour vision), its yellow darkened to read on
    /// white.
    const LIGHT: [Color32; 8] = [
        Color32::from_rgb(0x00, 0x72, 0xB2),
        Color32::from_rgb(0xD5, 0x5E, 0x00),
        Color32::from_rgb(0x00, 0x9E, 0x73),
        Color32::from_rgb(0xCC, 0x79, 0xA7),
        Color32::from_rgb(0x22, 0x22, 0x22),
        Color32::from_rgb(0xE6, 0x9F, 0x00),
        Color32::from_rgb(0x56, 0xB4, 0xE9),
        Color32::from_rgb(0x8A, 0x7A, 0x00),
    ];
    /// The same on a dark panel (the black turned light grey).
    const DARK: [Color32; 8] = [
        Color32::from_rgb(0x4D, 0xA3, 0xE0),
        Color32::from_rgb(0xF0, 0x8A, 0x3C),
        Color32::from_rgb(0x2E, 0xC4, 0x9A),
        Color32::from_rgb(0xE0, 0x9C, 0xC4),
        Color32::from_rgb(0xDD, 0xDD, 0xDD),
        Color32::from_rgb(0xF0, 0xC0, 0x40),
        Color32::from_rgb(0x8A, 0xCF, 0xF5),
        Color32::from_rgb(0xD8, 0xC8, 0x40),
    ];
    /// One marker shape per player (eight: the largest Tucana table).
    const MARKERS: [MarkerShape; 8] = [
        MarkerShape::Circle,
        MarkerShape::Square,
        MarkerShape::Diamond,
        MarkerShape::Up,
        MarkerShape::Cross,
        MarkerShape::Down,
        MarkerShape::Plus,
        MarkerShape::Asterisk,
    ];

    /// The colour of the `i`-th player's line (on a dark panel or not).
    pub fn colour(dark: bool, i: usize) -> Color32 {
        let palette = if dark { &DARK } else { &LIGHT };
        palette[i % palette.len()]
    }

    /// The marker shape of the `i`-th player's points.
    pub fn marker(i: usize) -> MarkerShape {
        MARKERS[i % MARKERS.len()]
    }

    /// A New York player's line in the colour of their taxis, so the chart
    /// matches the pad's swatches: white taxis as grey and yellow ones as
    /// gold (a white or yellow line would not show on a light panel), all
    /// lighter on a dark one.
    pub fn taxi_line(colour: crate::games::new_york::TaxiColour, dark: bool) -> Color32 {
        use crate::games::new_york::TaxiColour;
        match (colour, dark) {
            (TaxiColour::Blue, false) => super::new_york::taxi_fill(colour),
            (TaxiColour::Blue, true) => Color32::from_rgb(0x64, 0xA8, 0xF0),
            (TaxiColour::Purple, false) => super::new_york::taxi_fill(colour),
            (TaxiColour::Purple, true) => Color32::from_rgb(0xC0, 0x7C, 0xE0),
            (TaxiColour::White, false) => Color32::from_rgb(0x80, 0x80, 0x80),
            (TaxiColour::White, true) => Color32::from_rgb(0xF0, 0xF0, 0xF0),
            (TaxiColour::Yellow, false) => Color32::from_rgb(0xC8, 0x96, 0x00),
            (TaxiColour::Yellow, true) => super::new_york::taxi_fill(colour),
        }
    }

    /// The line style of the `i`-th player: solid, dashed, dotted in turn.
    pub fn line_style(i: usize) -> LineStyle {
        match i % 3 {
            0 => LineStyle::Solid,
            1 => LineStyle::Dashed { length: 8.0 },
            _ => LineStyle::Dotted { spacing: 6.0 },
        }
    }

    /// The average line: grey, long dashes, no markers.
    pub fn average_colour(ui: &egui::Ui) -> Color32 {
        super::muted_text(ui)
    }
    /// The average line's style.
    pub const AVERAGE_STYLE: LineStyle = LineStyle::Dashed { length: 14.0 };
    /// Width of the players' lines.
    pub const LINE_WIDTH: f32 = 2.0;
    /// Radius of a marker.
    pub const MARKER_RADIUS: f32 = 5.0;
    /// Height of a chart.
    pub const HEIGHT: f32 = 220.0;
    /// Room a chart that fills a panel leaves for its heading and legend.
    pub const ROOM_AROUND: f32 = 80.0;
    /// Width of the line sample in the legend.
    pub const LEGEND_SAMPLE: f32 = 34.0;
}

// --- branch review: the review screen ---

/// Width of the review screen's side panel (totals, chart, worst turns).
pub const REVIEW_SIDE_WIDTH: f32 = 340.0;
/// Colour of the best line's trails on the review map (drawn dashed, so
/// they are told from the played ones without colour too).
pub const REVIEW_BEST_TRAIL: Color32 = Color32::from_rgb(0x00, 0x72, 0xB2);
