//! The history as a spreadsheet, the one export both the app ("Export
//! history…") and the command line (`trailpad history --csv`, `log-play
//! --format csv`) write: one row per player per finished game, both games
//! in one table ([`header`]), each game once (a copied record file is the
//! same game). As a spreadsheet user meets it: UTF-8 with a byte-order
//! mark (without one, Excel reads "Zoë" as "ZoÃ«"), RFC 4180 (the `csv`
//! crate: quotes where needed, CR LF line ends, one line ending
//! throughout), dates in ISO 8601 (UTC). Each player is named as the
//! player list names them today (so the spreadsheet agrees with the
//! statistics after a rename or a merge), with the name typed at the
//! table beside it. A text that a spreadsheet would run as a formula (a
//! name starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is
//! written with a leading `'`, so it shows as text; a control or
//! invisible character in a text cell is a space, so no cell can hold a
//! line break or move a terminal's cursor. Pure: the caller writes the
//! bytes.

use super::plays::Play;
use crate::games::players::PlayerList;
use crate::games::rules::BOX_COLUMNS;

/// The byte-order mark the spreadsheet starts with.
pub const BOM: char = '\u{FEFF}';

/// The columns before each game's scoring boxes ([`BOX_COLUMNS`]).
pub const FIRST_COLUMNS: [&str; 15] = [
    "date",
    "game",
    "board",
    "variants",
    "place",
    "note",
    "players",
    "seat",
    "player",
    "name_as_typed",
    "score",
    "rank",
    "winner",
    "coached",
    "solo_title",
];

/// The header row: [`FIRST_COLUMNS`], then [`BOX_COLUMNS`].
pub fn header() -> Vec<String> {
    FIRST_COLUMNS.iter().chain(BOX_COLUMNS.iter()).map(|c| (*c).to_string()).collect()
}

/// Why the spreadsheet could not be written (cannot happen in memory;
/// kept typed so a failure is never an empty file).
#[derive(Debug, thiserror::Error)]
#[error("the history could not be written as CSV: {0}")]
pub struct CsvError(String);

/// A text cell as a spreadsheet must show it: a control or invisible
/// character becomes a space, and a leading `=`, `+`, `-`, `@` (or a tab
/// or carriage return, before they become spaces) would make it a
/// formula, so it gets a `'` in front (the usual guard; the spreadsheet
/// then shows the text).
pub fn neutralised(text: &str) -> String {
    let formula = text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let plain: String = text.chars().map(|c| if crate::text::is_unprintable(c) { ' ' } else { c }).collect();
    if formula { format!("'{plain}") } else { plain }
}

/// The rows of one game, one per seat in seat order; none for a game not
/// over. A named player is shown as `people` names them today, the name
/// typed beside it; a paper sheet without a name is named by
/// `paper_name`; a total never typed is an empty cell (never a zero).
pub fn rows(play: &Play, paper_name: &dyn Fn(u8) -> String, people: &PlayerList) -> Vec<Vec<String>> {
    if !play.over {
        return Vec::new();
    }
    let date =
        play.played_at.map(|s| format!("{}Z", crate::games::date::utc_text(s, 'T'))).unwrap_or_default();
    let facts = &play.facts;
    play.seats
        .iter()
        .zip(&play.boxes)
        .map(|(seat, boxes)| {
            let (player, typed) = match &seat.name {
                Some(name) => (people.current_name(name), name.clone()),
                None => (paper_name(seat.seat), String::new()),
            };
            let mut row = vec![
                date.clone(),
                play.kind.title().to_string(),
                neutralised(&facts.board),
                neutralised(&facts.variants.join("; ")),
                neutralised(&play.place),
                neutralised(&play.note),
                play.seats.len().to_string(),
                seat.seat.to_string(),
                neutralised(&player),
                neutralised(&typed),
                seat.total.map(|t| t.to_string()).unwrap_or_default(),
                seat.place.map(|p| p.to_string()).unwrap_or_default(),
                if seat.winner && play.seats.len() > 1 { "yes" } else { "no" }.to_string(),
                if play.coached.contains(&seat.seat) { "yes" } else { "no" }.to_string(),
                facts.solo_title.as_deref().map(neutralised).unwrap_or_default(),
            ];
            row.extend(BOX_COLUMNS.iter().map(|column| {
                boxes.iter().find(|(c, _)| c == column).map(|(_, v)| v.to_string()).unwrap_or_default()
            }));
            row
        })
        .collect()
}

/// The whole spreadsheet: the byte-order mark, the header, then the rows
/// of every finished game given, in the order given, each game once (by
/// its [`Play::id`]: a record copied to a second file is one game).
pub fn history_csv<'a>(
    plays: impl IntoIterator<Item = &'a Play>,
    paper_name: &dyn Fn(u8) -> String,
    people: &PlayerList,
) -> Result<String, CsvError> {
    let mut writer = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    let error = |e: csv::Error| CsvError(e.to_string());
    writer.write_record(header()).map_err(error)?;
    let mut seen = std::collections::HashSet::new();
    for play in plays.into_iter().filter(|p| seen.insert(p.id.clone())) {
        for row in rows(play, paper_name, people) {
            writer.write_record(&row).map_err(error)?;
        }
    }
    let bytes = writer.into_inner().map_err(|e| CsvError(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|e| CsvError(e.to_string()))?;
    Ok(format!("{BOM}{text}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_looking_texts_are_neutralised_and_others_kept() {
        for (text, shown) in [
            ("=HYPERLINK(\"x\")", "'=HYPERLINK(\"x\")"),
            ("+1", "'+1"),
            ("-2", "'-2"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tTab", "' Tab"),
            ("Ann", "Ann"),
            ("Ann=Bob", "Ann=Bob"),
            ("a\u{1b}[2J\r\nb\u{202E}", "a [2J  b "),
            ("", ""),
        ] {
            assert_eq!(neutralised(text), shown);
        }
    }

    #[test]
    fn the_header_has_every_column_once() {
        let header = header();
        assert_eq!(header.len(), FIRST_COLUMNS.len() + BOX_COLUMNS.len());
        let unique: std::collections::BTreeSet<_> = header.iter().collect();
        assert_eq!(unique.len(), header.len());
    }
}
