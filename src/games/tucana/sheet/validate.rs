//! Turning a [`RawSheet`] into a [`Sheet`], collecting every problem found.

use super::edge_set::{EdgeSet, MAX_EDGES};
use super::model::{Edge, Feature, Hex, HexId, NO_HEX, Sheet, SightValue, SoloTitle, terrains_match_cards};
use super::raw::{RawFeature, RawSheet, SHEET_FORMAT};
use super::terms::{Card, Coord, Letter, Sight};
use crate::text::{MAX_NAME_CHARS, name_problem, shown};
use std::collections::HashMap;
use std::fmt;

/// Largest minimum total of a solo title: far above any total a sheet
/// allows, and small enough that no conversion wraps.
pub const MAX_SOLO_TITLE_TOTAL: u32 = 9999;

/// Largest row or dcol a sheet may use; keeps hand-made sheets sane.
pub const MAX_COORD: i64 = 200;

/// One thing wrong with a sheet, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetProblem {
    /// Where: `hex (3,7)`, `village 4`, `sight row "yeti"`, `rounds`, …
    pub place: String,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for SheetProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.message)
    }
}

/// Collects problems while validating.
#[derive(Default)]
struct Problems(Vec<SheetProblem>);

impl Problems {
    fn add(&mut self, place: impl Into<String>, message: impl Into<String>) {
        self.0.push(SheetProblem { place: place.into(), message: message.into() });
    }
}

fn sight_of(feature: RawFeature) -> Option<Sight> {
    match feature {
        RawFeature::Obelisk => Some(Sight::Obelisk),
        RawFeature::Book => Some(Sight::Book),
        RawFeature::Toucan => Some(Sight::Toucan),
        RawFeature::Yeti => Some(Sight::Yeti),
        RawFeature::SeaMonster => Some(Sight::SeaMonster),
        RawFeature::Plain | RawFeature::Village(_) => None,
    }
}

fn plural(sight: Sight) -> String {
    match sight {
        Sight::Yeti => "yetis".into(),
        other => format!("{}s", other.name()),
    }
}

/// Parses a value written on the pad: `"3"` or `"3+"` (bonus trail).
fn parse_value(text: &str) -> Option<SightValue> {
    let (digits, bonus_trail) = match text.trim().strip_suffix('+') {
        Some(d) => (d, true),
        None => (text.trim(), false),
    };
    let points = digits.trim().parse::<u16>().ok().filter(|&p| p <= 99)?;
    Some(SightValue { points, bonus_trail })
}

/// Checks a raw sheet and builds the [`Sheet`], or returns every problem.
pub fn validate(raw: &RawSheet) -> Result<Sheet, Vec<SheetProblem>> {
    let mut p = Problems::default();

    if raw.format > SHEET_FORMAT {
        p.add(
            "format",
            format!("format version {} is newer than this Trailpad understands ({SHEET_FORMAT})", raw.format),
        );
        return Err(p.0);
    }
    if raw.format == 0 {
        p.add("format", "format version 0 does not exist; the first version is 1");
    }
    let id_ok = !raw.id.is_empty()
        && raw.id.len() <= MAX_NAME_CHARS
        && raw.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !id_ok {
        p.add(
            "id",
            format!(
                "\"{}\" must be non-empty, at most {MAX_NAME_CHARS} characters, and use only a-z, 0-9 and '-'",
                shown(&raw.id, MAX_NAME_CHARS)
            ),
        );
    }
    if let Some(problem) = name_problem(&raw.name) {
        p.add("name", format!("the display name {problem}"));
    } else if raw.name.trim().is_empty() {
        p.add("name", "the display name is empty");
    }
    if !(1..=4).contains(&raw.rounds) {
        p.add("rounds", format!("{} rounds; a sheet has 1 to 4", raw.rounds));
    }
    if !(1..=raw.rounds.max(1)).contains(&raw.solo_reshuffle_after_round) {
        p.add(
            "solo_reshuffle_after_round",
            format!(
                "round {} is not one of the sheet's {} rounds",
                raw.solo_reshuffle_after_round, raw.rounds
            ),
        );
    }

    // Hexes.
    let mut hexes: Vec<Hex> = Vec::with_capacity(raw.hexes.len());
    let mut hex_by_coord: HashMap<Coord, HexId> = HashMap::new();
    let mut village_hexes: [Vec<HexId>; 10] = Default::default();
    let mut sights: [Vec<HexId>; 5] = Default::default();
    for h in &raw.hexes {
        let place = format!("hex ({},{})", h.0, h.1);
        if !(0..=MAX_COORD).contains(&h.0) || !(0..=MAX_COORD).contains(&h.1) {
            p.add(place, format!("row and dcol must be between 0 and {MAX_COORD}"));
            continue;
        }
        if (h.0 + h.1) % 2 != 0 {
            p.add(place, "row + dcol must be even");
            continue;
        }
        let coord = Coord::new(h.0 as i32, h.1 as i32);
        if hex_by_coord.contains_key(&coord) {
            p.add(place, "appears twice");
            continue;
        }
        let feature = match h.3 {
            RawFeature::Plain => None,
            RawFeature::Village(n) if (1..=10).contains(&n) => Some(Feature::Village(n as u8)),
            RawFeature::Village(n) => {
                p.add(place, format!("village number {n} must be 1 to 10"));
                None
            }
            other => sight_of(other).map(Feature::Sight),
        };
        let id = hexes.len();
        match feature {
            Some(Feature::Village(n)) => village_hexes[usize::from(n) - 1].push(id),
            Some(Feature::Sight(s)) => sights[s.index()].push(id),
            None => {}
        }
        hex_by_coord.insert(coord, id);
        hexes.push(Hex { coord, terrain: h.2, feature });
    }
    if hexes.is_empty() {
        p.add("hexes", "the map has no hexes");
    }
    let mut villages = [0; 10];
    for (i, found) in village_hexes.iter().enumerate() {
        let number = i + 1;
        match found.as_slice() {
            [one] => villages[i] = *one,
            [] => p.add(format!("village {number}"), "is missing from the map"),
            many => {
                let places: Vec<String> = many.iter().map(|&h| hexes[h].coord.to_string()).collect();
                p.add(
                    format!("village {number}"),
                    format!("appears {} times: {}", many.len(), places.join(", ")),
                );
            }
        }
    }

    // Edges, in a stable order: by first hex, then second.
    let mut order: Vec<HexId> = (0..hexes.len()).collect();
    order.sort_by_key(|&h| hexes[h].coord);
    let mut edges = Vec::new();
    let mut edges_of_hex = vec![Vec::new(); hexes.len()];
    for &a in &order {
        let ca = hexes[a].coord;
        let mut neighbours: Vec<HexId> = ca
            .neighbours()
            .into_iter()
            .filter(|&c| c > ca)
            .filter_map(|c| hex_by_coord.get(&c).copied())
            .collect();
        neighbours.sort_by_key(|&h| hexes[h].coord);
        for b in neighbours {
            let id = edges.len();
            edges.push(Edge { a, b });
            edges_of_hex[a].push(id);
            edges_of_hex[b].push(id);
        }
    }
    if edges.len() > MAX_EDGES {
        p.add("hexes", format!("the map has {} edges; Trailpad supports at most {MAX_EDGES}", edges.len()));
    }
    if hexes.len() > 1 {
        for (h, around) in edges_of_hex.iter().enumerate() {
            if around.is_empty() {
                p.add(format!("hex {}", hexes[h].coord), "has no neighbour, so no trail can reach it");
            }
        }
    }

    // Sight rows.
    let mut sight_values: [Vec<SightValue>; 5] = Default::default();
    for (name, values) in &raw.sight_values {
        let place = format!("sight row \"{}\"", shown(name, MAX_NAME_CHARS));
        let Some(sight) = Sight::from_key(name) else {
            p.add(place, "is not a sight (obelisk, book, toucan, yeti, sea_monster)");
            continue;
        };
        let mut row = Vec::new();
        for (i, text) in values.iter().enumerate() {
            match parse_value(text) {
                Some(v) => row.push(v),
                None => p.add(
                    place.clone(),
                    format!(
                        "value {} \"{}\" is not a number like \"3\" or \"3+\"",
                        i + 1,
                        shown(text, MAX_NAME_CHARS)
                    ),
                ),
            }
        }
        sight_values[sight.index()] = row;
    }
    for sight in Sight::ALL {
        let on_map = sights[sight.index()].len();
        let Some(values) = raw.sight_values.get(sight.key()) else {
            if on_map > 0 {
                p.add(
                    format!("sight row \"{}\"", sight.key()),
                    format!("is missing but the map has {on_map} {}", plural(sight)),
                );
            }
            continue;
        };
        if values.len() != on_map {
            p.add(
                format!("sight row \"{}\"", sight.key()),
                format!("has {} values but the map has {on_map} {}", values.len(), plural(sight)),
            );
        }
    }

    // Village values.
    let mut village_values = [0u16; 5];
    for (name, &value) in &raw.village_values {
        let letter = match name.chars().collect::<Vec<_>>().as_slice() {
            [c] => Letter::from_char(*c),
            _ => None,
        };
        match letter {
            None => {
                p.add(format!("village value \"{}\"", shown(name, MAX_NAME_CHARS)), "is not a letter A to E")
            }
            Some(_) if !(0..=999).contains(&value) => {
                p.add(format!("village value \"{name}\""), format!("{value} must be 0 to 999"));
            }
            Some(l) => village_values[l.index()] = value as u16,
        }
    }
    for letter in Letter::ALL {
        if !raw.village_values.contains_key(&letter.latin().to_string()) {
            p.add(format!("village value \"{letter}\""), "is missing");
        }
    }

    // Solo titles.
    let mut solo_titles = Vec::new();
    let mut last = -1;
    for (min, title) in &raw.solo_titles {
        let place = format!("solo title \"{}\"", shown(title, MAX_NAME_CHARS));
        let total = u32::try_from(*min).ok().filter(|&t| t <= MAX_SOLO_TITLE_TOTAL);
        if let Some(problem) = name_problem(title) {
            p.add(place, format!("the title {problem}"));
        } else if total.is_none() {
            p.add(place, format!("minimum {min} must be 0 to {MAX_SOLO_TITLE_TOTAL}"));
        } else if *min <= last {
            p.add(place, format!("minimum {min} must be above the previous title's {last}"));
        } else if title.trim().is_empty() {
            p.add("solo title", "a title is empty");
        } else if let Some(min_total) = total {
            solo_titles.push(SoloTitle { min_total, title: title.clone() });
        }
        last = *min;
    }

    if !p.0.is_empty() {
        return Err(p.0);
    }

    let mut card_pair_edges = [[EdgeSet::EMPTY; 5]; 5];
    for c1 in Card::ALL {
        for c2 in Card::ALL {
            let set = &mut card_pair_edges[c1.index()][c2.index()];
            for (id, e) in edges.iter().enumerate() {
                if terrains_match_cards(hexes[e.a].terrain, hexes[e.b].terrain, c1, c2) {
                    set.insert(id);
                }
            }
        }
    }

    // Every hex by coordinate, row by row (coordinates are 0..=MAX_COORD,
    // checked above; a valid map has at most 2 × MAX_EDGES hexes, as
    // every hex has a side, so ids fit below NO_HEX).
    let grid_width = hexes.iter().map(|h| h.coord.dcol as usize + 1).max().unwrap_or(0);
    let grid_rows = hexes.iter().map(|h| h.coord.row as usize + 1).max().unwrap_or(0);
    let mut hex_grid = vec![NO_HEX; grid_width * grid_rows];
    for (id, h) in hexes.iter().enumerate() {
        hex_grid[h.coord.row as usize * grid_width + h.coord.dcol as usize] = id as u16;
    }

    Ok(Sheet {
        id: raw.id.clone(),
        name: raw.name.clone(),
        rounds: raw.rounds as u8,
        solo_reshuffle_after_round: raw.solo_reshuffle_after_round as u8,
        hexes,
        hex_grid,
        grid_width,
        edges,
        edges_of_hex,
        villages,
        sights,
        sight_values,
        village_values,
        solo_titles,
        card_pair_edges,
    })
}
