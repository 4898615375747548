//! The history as a spreadsheet: one row per player per finished game, both
//! games in one table ([`HEADER`]). UTF-8 with a header row, RFC 4180
//! (the `csv` crate: quotes where needed, CRLF line ends), dates in ISO
//! 8601 (UTC). A text that a spreadsheet would run as a formula (a name
//! starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written
//! with a leading `'`, so it shows as text. Pure: the caller writes the
//! bytes.

use super::plays::Play;
use crate::games::rules::BOX_COLUMNS;

/// The columns before each game's scoring boxes ([`BOX_COLUMNS`]).
pub const FIRST_COLUMNS: [&str; 11] =
    ["date", "game", "board", "variants", "players", "seat", "name", "score", "rank", "winner", "solo_title"];

/// The header row: [`FIRST_COLUMNS`], then [`BOX_COLUMNS`].
pub fn header() -> Vec<String> {
    FIRST_COLUMNS.iter().chain(BOX_COLUMNS.iter()).map(|c| (*c).to_string()).collect()
}

/// Why the spreadsheet could not be written (cannot happen in memory;
/// kept typed so a failure is never an empty file).
#[derive(Debug, thiserror::Error)]
#[error("the history could not be written as CSV: {0}")]
pub struct CsvError(String);

/// A text cell as a spreadsheet must show it: a leading `=`, `+`, `-`,
/// `@`, tab or carriage return would make it a formula, so it gets a `'`
/// in front (the usual guard; the spreadsheet then shows the text).
pub fn neutralised(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{text}") } else { text.to_string() }
}

/// The rows of one game, one per seat in seat order; none for a game not
/// over. A paper sheet is named by `paper_name`; a total never typed is an
/// empty cell (never a zero).
pub fn rows(play: &Play, paper_name: &dyn Fn(u8) -> String) -> Vec<Vec<String>> {
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
            let name = seat.name.clone().unwrap_or_else(|| paper_name(seat.seat));
            let mut row = vec![
                date.clone(),
                play.kind.title().to_string(),
                neutralised(&facts.board),
                neutralised(&facts.variants.join("; ")),
                play.seats.len().to_string(),
                seat.seat.to_string(),
                neutralised(&name),
                seat.total.map(|t| t.to_string()).unwrap_or_default(),
                seat.place.map(|p| p.to_string()).unwrap_or_default(),
                if seat.winner && play.seats.len() > 1 { "yes" } else { "no" }.to_string(),
                facts.solo_title.as_deref().map(neutralised).unwrap_or_default(),
            ];
            row.extend(BOX_COLUMNS.iter().map(|column| {
                boxes.iter().find(|(c, _)| c == column).map(|(_, v)| v.to_string()).unwrap_or_default()
            }));
            row
        })
        .collect()
}

/// How rows end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEnd {
    /// CR LF, as RFC 4180 says: a file.
    Crlf,
    /// LF: a terminal's lines (the command line's one printer escapes a
    /// lone CR, which could hide what is printed before it).
    Lf,
}

/// The whole spreadsheet: the header, then the rows of every finished game
/// given, in the order given.
pub fn history_csv<'a>(
    plays: impl IntoIterator<Item = &'a Play>,
    paper_name: &dyn Fn(u8) -> String,
    line_end: LineEnd,
) -> Result<String, CsvError> {
    let terminator = match line_end {
        LineEnd::Crlf => csv::Terminator::CRLF,
        LineEnd::Lf => csv::Terminator::Any(b'\n'),
    };
    let mut writer = csv::WriterBuilder::new().terminator(terminator).from_writer(Vec::new());
    let error = |e: csv::Error| CsvError(e.to_string());
    writer.write_record(header()).map_err(error)?;
    for play in plays {
        for row in rows(play, paper_name) {
            writer.write_record(&row).map_err(error)?;
        }
    }
    let bytes = writer.into_inner().map_err(|e| CsvError(e.to_string()))?;
    String::from_utf8(bytes).map_err(|e| CsvError(e.to_string()))
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
            ("\tTab", "'\tTab"),
            ("Ann", "Ann"),
            ("Ann=Bob", "Ann=Bob"),
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
