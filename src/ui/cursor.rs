//! Where the arrow keys take the island map's cursor, and the id of a hex's
//! widget. Both the map (which draws and moves the cursor) and the keys
//! (which leave Space and Enter to a focused hex) need them; kept here so
//! neither of the two files imports the other.

use crate::games::tucana::sheet::{Coord, Sheet};
use egui::{Id, Key};

/// A step of the map cursor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CursorStep {
    /// To the next hex on the left in the same row.
    Left,
    /// To the next hex on the right in the same row.
    Right,
    /// To the row above.
    Up,
    /// To the row below.
    Down,
}

impl CursorStep {
    /// The step an arrow key asks for.
    pub fn of_key(key: Key) -> Option<CursorStep> {
        match key {
            Key::ArrowLeft => Some(CursorStep::Left),
            Key::ArrowRight => Some(CursorStep::Right),
            Key::ArrowUp => Some(CursorStep::Up),
            Key::ArrowDown => Some(CursorStep::Down),
            _ => None,
        }
    }
}

/// Where the cursor goes from `from` (a hex of `sheet`) for one step.
///
/// Left and right go to the nearest hex of the same row on that side. Up and
/// down go to the nearest row on that side that has hexes, to the hex
/// closest to `column` (the half-hex column the cursor was last put in by a
/// left/right step or a pick), so that pressing Up repeatedly zig-zags
/// straight up instead of drifting sideways; when two hexes are equally
/// close, Up takes the right one and Down the left one, so Up then Down comes
/// back to the start. At the edge of the map the cursor stays.
pub fn step_cursor(sheet: &Sheet, from: Coord, step: CursorStep, column: i32) -> Coord {
    let in_row = |row: i32| sheet.hexes().iter().map(|h| h.coord).filter(move |c| c.row == row);
    match step {
        CursorStep::Left => in_row(from.row).filter(|c| c.dcol < from.dcol).max_by_key(|c| c.dcol),
        CursorStep::Right => in_row(from.row).filter(|c| c.dcol > from.dcol).min_by_key(|c| c.dcol),
        CursorStep::Up | CursorStep::Down => {
            let up = step == CursorStep::Up;
            let rows = sheet.hexes().iter().map(|h| h.coord.row);
            let row =
                if up { rows.filter(|&r| r < from.row).max() } else { rows.filter(|&r| r > from.row).min() };
            row.and_then(|row| {
                // Distance to the column first; then, on a tie, the right hex
                // going up and the left one going down.
                in_row(row).min_by_key(|c| ((c.dcol - column).abs(), if up { -c.dcol } else { c.dcol }))
            })
        }
    }
    .unwrap_or(from)
}

/// Where the cursor starts: the hex nearest the middle of the island.
pub fn start_cursor(sheet: &Sheet) -> Option<Coord> {
    let n = sheet.hexes().len().max(1) as f32;
    let (sr, sc) =
        sheet.hexes().iter().fold((0.0, 0.0), |(r, c), h| (r + h.coord.row as f32, c + h.coord.dcol as f32));
    let (mr, mc) = (sr / n, sc / n);
    // Rows are 1.5 hex radii apart and half-columns about 0.87: weigh them so.
    let dist = |c: Coord| ((c.row as f32 - mr) * 1.5).powi(2) + ((c.dcol as f32 - mc) * 0.866).powi(2);
    sheet.hexes().iter().map(|h| h.coord).min_by(|a, b| dist(*a).total_cmp(&dist(*b)))
}

/// The id of a hex's widget, the same every frame: egui keeps the keyboard
/// focus on it and AccessKit names the focused hex.
pub fn hex_id(coord: Coord) -> Id {
    Id::unique(("map-hex", coord))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::sheet::builtin_sheet;

    fn c(row: i32, dcol: i32) -> Coord {
        Coord::new(row, dcol)
    }

    #[test]
    fn steps_on_isla_petit() {
        let sheet = builtin_sheet("isla-petit").unwrap();
        let start = start_cursor(&sheet).unwrap();
        assert!(sheet.hex_at(start).is_some());
        // Along a row, two half-columns at a time.
        let right = step_cursor(&sheet, start, CursorStep::Right, start.dcol);
        assert_eq!(right, c(start.row, start.dcol + 2));
        assert_eq!(step_cursor(&sheet, right, CursorStep::Left, right.dcol), start);
        // Up then down comes back; up twice goes straight up.
        let up = step_cursor(&sheet, start, CursorStep::Up, start.dcol);
        assert_eq!(up, c(start.row - 1, start.dcol + 1));
        assert_eq!(step_cursor(&sheet, up, CursorStep::Down, start.dcol), start);
        let up2 = step_cursor(&sheet, up, CursorStep::Up, start.dcol);
        assert_eq!(up2, c(start.row - 2, start.dcol));
        let down = step_cursor(&sheet, start, CursorStep::Down, start.dcol);
        assert_eq!(down, c(start.row + 1, start.dcol - 1));
        assert_eq!(step_cursor(&sheet, down, CursorStep::Up, start.dcol), start);
    }

    #[test]
    fn the_cursor_stays_at_the_edges() {
        let sheet = builtin_sheet("isla-petit").unwrap();
        let top = sheet.hexes().iter().map(|h| h.coord.row).min().unwrap();
        let bottom = sheet.hexes().iter().map(|h| h.coord.row).max().unwrap();
        for hex in sheet.hexes() {
            let at = hex.coord;
            for step in [CursorStep::Left, CursorStep::Right, CursorStep::Up, CursorStep::Down] {
                let to = step_cursor(&sheet, at, step, at.dcol);
                assert!(sheet.hex_at(to).is_some(), "{at} {step:?} left the map");
                let stays = match step {
                    CursorStep::Up => at.row == top,
                    CursorStep::Down => at.row == bottom,
                    CursorStep::Left => {
                        !sheet.hexes().iter().any(|h| h.coord.row == at.row && h.coord.dcol < at.dcol)
                    }
                    CursorStep::Right => {
                        !sheet.hexes().iter().any(|h| h.coord.row == at.row && h.coord.dcol > at.dcol)
                    }
                };
                assert_eq!(to == at, stays, "{at} {step:?} went to {to}");
            }
        }
    }

    #[test]
    fn every_hex_can_be_reached() {
        // From the start, arrows alone reach every hex of both islands.
        for id in ["isla-petit", "isla-grande"] {
            let sheet = builtin_sheet(id).unwrap();
            let start = start_cursor(&sheet).unwrap();
            let mut seen = std::collections::HashSet::from([(start, start.dcol)]);
            let mut queue = vec![(start, start.dcol)];
            while let Some((at, column)) = queue.pop() {
                for step in [CursorStep::Left, CursorStep::Right, CursorStep::Up, CursorStep::Down] {
                    let to = step_cursor(&sheet, at, step, column);
                    let column =
                        if matches!(step, CursorStep::Left | CursorStep::Right) { to.dcol } else { column };
                    if seen.insert((to, column)) {
                        queue.push((to, column));
                    }
                }
            }
            for hex in sheet.hexes() {
                assert!(seen.iter().any(|(c, _)| *c == hex.coord), "{id}: {} unreachable", hex.coord);
            }
        }
    }
}
