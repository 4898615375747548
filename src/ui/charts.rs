//! The charts, drawn with `egui_plot`: each player's running total through
//! one game ([`running_totals_ui`]) and each player's totals over the games
//! of the history with the average line ([`totals_over_time_ui`]). The
//! numbers come from [`crate::games::progress`]; here they are only placed.
//!
//! Every player has a colour, a marker shape and a line style
//! ([`theme::chart`]); the legend under each chart shows the shape and the
//! style beside the name, so the lines are told apart without colour. The
//! charts do not pan or zoom: they sit in scrolling screens, where a wheel
//! or a drag moves the screen.

use super::lang::translator;
use super::theme;
use super::theme::chart;
use super::tucana::pad::roman;
use crate::games::progress::{Moment, PlayerSeries, RunningTotals, TotalsOverTime};
use crate::i18n::Translator;
use egui::{Color32, Pos2, Rect, Role, Sense, Shape, Stroke, Ui, WidgetInfo, pos2, vec2};
use egui_plot::{
    GridInput, GridMark, HLine, HoverPosition, Line, LineStyle, MarkerShape, Plot, PlotPoints, Points,
};

/// One game's running totals: a heading, the chart `height` tall (see
/// [`usual_height`]; labelled for screen readers with each player's final
/// total) and its legend. `colours`: each player's colour where the game
/// gives the players one (New York's taxis, [`chart::taxi_line`]); empty
/// for the chart's own.
pub fn running_totals_ui(
    ui: &mut Ui,
    id_salt: &str,
    totals: &RunningTotals,
    height: f32,
    colours: &[Color32],
) {
    let t = translator(ui.ctx());
    ui.label(egui::RichText::new(t.text("chart-running-heading")).strong());
    let players = players_text(&t, &totals.players);
    let label = t.format("chart-running-label", &[("players", players.into())]);
    let rounds = totals.moments.iter().any(|m| matches!(m, Moment::Round(_)));
    let x_title = t.text(if rounds { "chart-axis-round" } else { "chart-axis-claims" });
    let last = totals.moments.len().saturating_sub(1) as f64;
    let x_text = |x: f64| match totals.moment_at(x) {
        Some(Moment::Start) => t.text("chart-start"),
        Some(Moment::Round(r)) => roman(usize::from(r)).to_string(),
        Some(Moment::Claim(n)) => n.to_string(),
        Some(Moment::End) => t.text("chart-end"),
        None => String::new(),
    };
    // Every total starts at 0: the axis shows it.
    let plot = base_plot(id_salt, &t, x_title, height)
        .include_y(0.0)
        .include_x(0.0)
        .include_x(last)
        .x_grid_spacer(move |input| whole_steps(&input, last))
        .x_axis_formatter(move |mark, _| x_text(mark.value));
    let dark = ui.visuals().dark_mode;
    let colour = |i: usize| colours.get(i).copied().unwrap_or_else(|| chart::colour(dark, i));
    let response = plot.show(ui, |plot_ui| {
        for (i, player) in totals.players.iter().enumerate() {
            player_line(plot_ui, colour(i), i, player);
        }
    });
    response.response.widget_info(|| WidgetInfo::labeled(Role::Image, true, label.clone()));
    legend_ui(ui, &totals.players, &colour, None);
}

/// The totals of one game's finished games (or of one board's: Tucana
/// draws one chart per island), oldest first, with the average of every
/// total drawn; `place` names the game or the board in the chart's label.
pub fn totals_over_time_ui(ui: &mut Ui, id_salt: &str, place: &str, totals: &TotalsOverTime) {
    let t = translator(ui.ctx());
    let names: Vec<&str> = totals.players.iter().map(|p| p.name.as_str()).collect();
    let label =
        t.format("chart-history-label", &[("where", place.into()), ("players", t.names(&names).into())]);
    let last = totals.games as f64;
    let average = totals.average.map(|a| t.format("chart-average", &[("value", t.tenths(a).into())]));
    let plot = base_plot(id_salt, &t, t.text("chart-axis-games"), usual_height(ui))
        .include_x(0.5)
        .include_x(last + 0.5)
        .x_grid_spacer(move |input| whole_steps(&input, last))
        .x_axis_formatter(
            |mark, _| if mark.value >= 1.0 { format!("{}", mark.value) } else { String::new() },
        );
    let average_colour = chart::average_colour(ui);
    let dark = ui.visuals().dark_mode;
    let response = plot.show(ui, |plot_ui| {
        if let (Some(value), Some(name)) = (totals.average, &average) {
            plot_ui.hline(
                HLine::new(name.as_str(), value)
                    .id("average")
                    .color(average_colour)
                    .width(chart::LINE_WIDTH)
                    .style(chart::AVERAGE_STYLE),
            );
        }
        for (i, player) in totals.players.iter().enumerate() {
            player_line(plot_ui, chart::colour(dark, i), i, player);
        }
    });
    response.response.widget_info(|| WidgetInfo::labeled(Role::Image, true, label.clone()));
    let colour = |i: usize| chart::colour(dark, i);
    legend_ui(ui, &totals.players, &colour, average.as_deref().map(|name| (name, average_colour)));
}

/// The height of a chart in a scrolling column as wide as `ui`'s room:
/// [`chart::HEIGHT`], lower in a narrow column.
pub fn usual_height(ui: &Ui) -> f32 {
    chart::HEIGHT.min((ui.available_width() * 0.6).max(chart::HEIGHT * 0.6))
}

/// The height of a chart that has `ui`'s whole room to itself (its
/// heading and legend below it), at least [`usual_height`].
pub fn filling_height(ui: &Ui) -> f32 {
    (ui.available_height() - chart::ROOM_AROUND).max(usual_height(ui))
}

/// A plot that holds still: no pan, zoom, scroll or crosshair (a score pad
/// shows its numbers; a drag there is a finger scrolling the page).
pub fn still_plot<'a>(id: impl egui::AsIdSalt, height: f32) -> Plot<'a> {
    Plot::new(id)
        .height(height)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_crosshair(false)
}

/// A chart without pan or zoom, totals on the y axis at round steps, and
/// hover text naming the player and the total.
fn base_plot<'a>(id_salt: &str, t: &'a Translator, x_title: String, height: f32) -> Plot<'a> {
    still_plot(("chart", id_salt), height)
        .y_grid_spacer(round_steps)
        .x_axis_label(x_title)
        .y_axis_label(t.text("chart-axis-total"))
        .label_formatter(move |hover| match hover {
            HoverPosition::NearDataPoint { plot_name, position, .. } => Some(t.format(
                "chart-point",
                &[("name", (*plot_name).into()), ("total", (position.y.round() as i64).into())],
            )),
            HoverPosition::Elsewhere { .. } => None,
        })
}

/// Grid marks on whole numbers only (no "2.5 rounds"), up to `last`: every
/// fifth and tenth one stronger, so a long New York game labels only those
/// when the numbers would crowd; 0 and `last` are always labelled, and a
/// fifth or tenth within 3 of `last` is not stronger (its label would run
/// into the last one's).
fn whole_steps(input: &GridInput, last: f64) -> Vec<GridMark> {
    let (from, to) = (input.bounds.0.ceil().max(0.0), input.bounds.1.floor().min(last));
    let mut marks = Vec::new();
    let mut value = from;
    while value <= to {
        let whole = value as i64;
        // A fifth or tenth too close to the last moment ("20" beside
        // "End") gives way to it.
        let near_last = value != last && last - value < 3.0;
        let step_size = if whole == 0 || value == last || (whole % 10 == 0 && !near_last) {
            10.0
        } else if whole % 5 == 0 && !near_last {
            5.0
        } else {
            1.0
        };
        marks.push(GridMark { value, step_size });
        value += 1.0;
    }
    marks
}

/// Grid marks for totals: a round step (1, 2 or 5 times a power of ten)
/// that labels four to eight lines of the visible range, each labelled.
fn round_steps(input: GridInput) -> Vec<GridMark> {
    let (low, high) = input.bounds;
    let range = (high - low).max(1.0);
    let mut step = 1.0;
    while range / step > 8.0 {
        step = [2.0, 2.5, 2.0].iter().fold(step, |s, f| if range / s > 8.0 { s * f } else { s });
    }
    let mut marks = Vec::new();
    let mut value = (low / step).ceil() * step;
    while value <= high {
        // + 0.0 turns a -0 into 0 (labelled "-0" otherwise).
        marks.push(GridMark { value: value + 0.0, step_size: step });
        value += step;
    }
    marks
}

/// One player's line and markers, in their colour, shape and style.
fn player_line(plot_ui: &mut egui_plot::PlotUi<'_>, colour: Color32, i: usize, player: &PlayerSeries) {
    let points: Vec<[f64; 2]> = player.points.iter().map(|(x, y)| [*x, *y]).collect();
    // A game the player did not play is a gap in their line, never a line
    // drawn through it: one line per run of consecutive points.
    for (run, part) in runs(&points).into_iter().enumerate() {
        plot_ui.line(
            Line::new(player.name.as_str(), PlotPoints::new(part))
                .id(("line", i, run))
                .color(colour)
                .width(chart::LINE_WIDTH)
                .style(chart::line_style(i)),
        );
    }
    plot_ui.points(
        Points::new(player.name.as_str(), PlotPoints::new(points))
            .id(("points", i))
            .color(colour)
            .shape(chart::marker(i))
            .filled(true)
            .radius(chart::MARKER_RADIUS),
    );
}

/// `points` (by x, whole steps) cut where x skips a step: the runs a line
/// joins, a lone point being a run of its own (its marker shows it).
fn runs(points: &[[f64; 2]]) -> Vec<Vec<[f64; 2]>> {
    let mut runs: Vec<Vec<[f64; 2]>> = Vec::new();
    for point in points {
        match runs.last_mut() {
            Some(run) if run.last().is_some_and(|last| point[0] - last[0] <= 1.0 + f64::EPSILON) => {
                run.push(*point)
            }
            _ => runs.push(vec![*point]),
        }
    }
    runs
}

/// The legend under a chart: each player's line sample (its style and
/// marker, in its colour) and name, and the average line's when there is
/// one. Each entry is one widget, so a narrow window wraps between
/// entries, never inside one; a screen reader reads its name.
fn legend_ui(
    ui: &mut Ui,
    players: &[PlayerSeries],
    colour: &dyn Fn(usize) -> Color32,
    average: Option<(&str, Color32)>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = theme::GAP * 2.0;
        for (i, player) in players.iter().enumerate() {
            legend_entry_ui(ui, &player.name, colour(i), chart::line_style(i), Some(chart::marker(i)));
        }
        if let Some((name, colour)) = average {
            legend_entry_ui(ui, name, colour, chart::AVERAGE_STYLE, None);
        }
    });
}

/// One entry of the legend: a short stretch of line in `style` with the
/// `marker` at its middle, then `name`.
fn legend_entry_ui(ui: &mut Ui, name: &str, colour: Color32, style: LineStyle, marker: Option<MarkerShape>) {
    let galley = egui::WidgetText::from(name).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    let gap = ui.spacing().icon_spacing;
    let height = galley.size().y.max(chart::MARKER_RADIUS * 2.0);
    let size = vec2(chart::LEGEND_SAMPLE + gap + galley.size().x, height);
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Label, true, name));
    let sample = Rect::from_min_size(rect.min, vec2(chart::LEGEND_SAMPLE, height));
    let painter = ui.painter_at(rect.expand(1.0));
    let y = sample.center().y;
    let stroke = Stroke::new(chart::LINE_WIDTH, colour);
    let (a, b) = (pos2(sample.left() + 1.0, y), pos2(sample.right() - 1.0, y));
    match style {
        LineStyle::Solid => {
            painter.line_segment([a, b], stroke);
        }
        LineStyle::Dashed { length } => {
            painter.extend(Shape::dashed_line(&[a, b], stroke, length, length / 2.0));
        }
        LineStyle::Dotted { spacing } => {
            painter.extend(Shape::dotted_line(&[a, b], colour, spacing / 2.0, chart::LINE_WIDTH / 1.5));
        }
    }
    if let Some(marker) = marker {
        painter.extend(marker_shapes(marker, sample.center(), chart::MARKER_RADIUS, colour));
    }
    let text_at = pos2(sample.right() + gap, rect.center().y - galley.size().y / 2.0);
    painter.galley(text_at, galley, ui.visuals().text_color());
}

/// A marker drawn as `egui_plot` draws its points (so the legend's sample
/// matches the chart).
fn marker_shapes(marker: MarkerShape, c: Pos2, r: f32, colour: Color32) -> Vec<Shape> {
    let stroke = Stroke::new(chart::LINE_WIDTH, colour);
    let frac_1_sqrt_2 = std::f32::consts::FRAC_1_SQRT_2;
    let tri = |points: [Pos2; 3]| Shape::convex_polygon(points.to_vec(), colour, Stroke::NONE);
    match marker {
        MarkerShape::Circle => vec![Shape::circle_filled(c, r, colour)],
        MarkerShape::Square => {
            let half = r * frac_1_sqrt_2;
            vec![Shape::rect_filled(Rect::from_center_size(c, vec2(2.0 * half, 2.0 * half)), 0.0, colour)]
        }
        MarkerShape::Diamond => vec![Shape::convex_polygon(
            vec![pos2(c.x, c.y - r), pos2(c.x + r, c.y), pos2(c.x, c.y + r), pos2(c.x - r, c.y)],
            colour,
            Stroke::NONE,
        )],
        MarkerShape::Up => {
            vec![tri([pos2(c.x, c.y - r), pos2(c.x + r, c.y + r / 2.0), pos2(c.x - r, c.y + r / 2.0)])]
        }
        MarkerShape::Down => {
            vec![tri([pos2(c.x - r, c.y - r / 2.0), pos2(c.x + r, c.y - r / 2.0), pos2(c.x, c.y + r)])]
        }
        MarkerShape::Left => {
            vec![tri([pos2(c.x - r, c.y), pos2(c.x + r / 2.0, c.y - r), pos2(c.x + r / 2.0, c.y + r)])]
        }
        MarkerShape::Right => {
            vec![tri([pos2(c.x + r, c.y), pos2(c.x - r / 2.0, c.y + r), pos2(c.x - r / 2.0, c.y - r)])]
        }
        MarkerShape::Cross => {
            let d = r * frac_1_sqrt_2;
            vec![
                Shape::line_segment([pos2(c.x - d, c.y - d), pos2(c.x + d, c.y + d)], stroke),
                Shape::line_segment([pos2(c.x - d, c.y + d), pos2(c.x + d, c.y - d)], stroke),
            ]
        }
        MarkerShape::Plus => vec![
            Shape::line_segment([pos2(c.x - r, c.y), pos2(c.x + r, c.y)], stroke),
            Shape::line_segment([pos2(c.x, c.y - r), pos2(c.x, c.y + r)], stroke),
        ],
        MarkerShape::Asterisk => {
            let d = r * frac_1_sqrt_2;
            vec![
                Shape::line_segment([pos2(c.x - r, c.y), pos2(c.x + r, c.y)], stroke),
                Shape::line_segment([pos2(c.x - d, c.y - d), pos2(c.x + d, c.y + d)], stroke),
                Shape::line_segment([pos2(c.x - d, c.y + d), pos2(c.x + d, c.y - d)], stroke),
            ]
        }
    }
}

/// "Alice 62, Bob 58": each player's last total, for the chart's label.
fn players_text(t: &Translator, players: &[PlayerSeries]) -> String {
    let parts: Vec<String> = players
        .iter()
        .map(|p| {
            let total = p.points.last().map_or(0, |(_, y)| y.round() as i64);
            t.format("chart-player-total", &[("name", p.name.as_str().into()), ("total", total.into())])
        })
        .collect();
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_not_played_is_a_gap_in_the_line() {
        // Ben played games 1, 3 and 4: no line across game 2.
        let ben = [[1.0, 60.0], [3.0, 72.0], [4.0, 70.0]];
        assert_eq!(runs(&ben), vec![vec![[1.0, 60.0]], vec![[3.0, 72.0], [4.0, 70.0]]]);
        let every = [[0.0, 0.0], [1.0, 5.0], [2.0, 9.0]];
        assert_eq!(runs(&every), vec![every.to_vec()], "a running total is one line");
        assert!(runs(&[]).is_empty());
    }
}
