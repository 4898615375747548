//! The one reader of a record, for every game. It tells the games apart
//! by the record's top-level `game` field, found by a small scanner that
//! skips comments and strings, so it works even when the rest of the text
//! does not parse: a broken New York record is reported as New York's, in
//! New York's words. Then the format version (also found by the scanner,
//! so a newer file is told as such even when the rest is new to this
//! build), the game's own parse, and the date.

use super::record::Record;
use super::{GameKind, date};
use serde::de::DeserializeOwned;

/// Why a record's text cannot be read, whichever game it is of. Texts
/// from the file are escaped and cut.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordReadError {
    /// Not valid RON for a record of that game. The parser's words come
    /// after a plain sentence: they mean little to a player.
    #[error(
        "this file is not a Trailpad game record of {}; the reader stopped at line {line}, column {column}: {message}",
        .game.title()
    )]
    Syntax {
        /// The game the record says it is of.
        game: GameKind,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser expected.
        message: String,
    },
    /// The file ends inside the record, which is otherwise well formed so
    /// far: cut short (copied or saved only in part), not some other file.
    #[error(
        "this game record of {} stops short: the file ends at line {line} in the middle of the record (it was copied or saved only in part); a whole copy opens",
        .game.title()
    )]
    CutShort {
        /// The game the record says it is of.
        game: GameKind,
        /// The file's last line.
        line: usize,
    },
    /// A newer format than this build knows.
    #[error("format version {found} is newer than this Trailpad understands ({known})")]
    NewerFormat {
        /// The game.
        game: GameKind,
        /// The version in the file.
        found: u32,
        /// The newest this build reads.
        known: u32,
    },
    /// Format 0 never existed.
    #[error("format version 0 does not exist; the first version is 1")]
    FormatZero {
        /// The game.
        game: GameKind,
    },
    /// A game this Trailpad does not know (its name escaped and cut).
    #[error(
        "this record is of the game \"{}\", which this Trailpad does not know (known: {})",
        crate::text::from_file(.0),
        super::known_games()
    )]
    UnknownGame(String),
    /// A `played_at` past the year 9999.
    #[error(
        "line {line}: played_at {secs} is not a date (seconds since 1970 past the year 9999); fix it or remove the line"
    )]
    PlayedAt {
        /// The game.
        game: GameKind,
        /// 1-based line of the `played_at` field.
        line: usize,
        /// The value found.
        secs: u64,
    },
    /// An `ended_at` past the year 9999.
    #[error(
        "line {line}: ended_at {secs} is not a date (seconds since 1970 past the year 9999); fix it or remove the line"
    )]
    EndedAt {
        /// The game.
        game: GameKind,
        /// 1-based line of the `ended_at` field.
        line: usize,
        /// The value found.
        secs: u64,
    },
    /// An `ended_at` before the `played_at`: a game cannot end before it
    /// starts.
    #[error(
        "line {line}: ended_at {secs} comes before played_at {played_at}: a game cannot end before it starts; fix it or remove the line"
    )]
    EndedBeforeStart {
        /// The game.
        game: GameKind,
        /// 1-based line of the `ended_at` field.
        line: usize,
        /// The end found.
        secs: u64,
        /// The start found.
        played_at: u64,
    },
    /// A place or note that no final-scores screen would keep: longer
    /// than a record keeps, or holding a control or invisible character
    /// (an escape, a line break, a direction override).
    #[error("line {line}: the {field} {problem}; fix it or remove the line")]
    EndText {
        /// The game.
        game: GameKind,
        /// 1-based line of the field.
        line: usize,
        /// `place` or `note`.
        field: &'static str,
        /// What is wrong with it.
        problem: EndTextProblem,
    },
}

/// What is wrong with a place or note read from a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndTextProblem {
    /// Longer than a record keeps.
    TooLong {
        /// Its length in characters.
        chars: usize,
        /// The most a record keeps.
        max: usize,
    },
    /// A control or invisible character.
    Unprintable {
        /// 1-based position of the character.
        position: usize,
        /// Its code point.
        code: u32,
    },
}

impl std::fmt::Display for EndTextProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EndTextProblem::TooLong { chars, max } => {
                write!(f, "is {chars} characters long; at most {max} are kept")
            }
            EndTextProblem::Unprintable { position, code } => {
                write!(f, "holds an invisible or control character (U+{code:04X}) at character {position}")
            }
        }
    }
}

/// The problem of a place or note read from a record: the rules of
/// [`super::record::end_text`], which keeps what is typed on the final
/// scores (one line, no control or invisible character, at most `max`
/// characters).
pub fn end_text_problem(text: &str, max: usize) -> Option<EndTextProblem> {
    let chars = text.chars().count();
    if chars > max {
        return Some(EndTextProblem::TooLong { chars, max });
    }
    text.chars()
        .position(crate::text::is_unprintable)
        .zip(text.chars().find(|c| crate::text::is_unprintable(*c)))
        .map(|(at, c)| EndTextProblem::Unprintable { position: at + 1, code: u32::from(c) })
}

/// Whether the parser stopped because a record's `text` ended: at its end
/// of file (at or past its last character), or at the string it ends with (a
/// name or key cut in the middle or right after it). Only a text that opens as a record does (its first
/// line past the comments starts with `(`): a shopping list is no record
/// cut short, and a word out of place is a syntax error.
fn cut_short(text: &str, e: &ron::error::SpannedError) -> bool {
    let opens = text
        .lines()
        .map(str::trim_start)
        .find(|l| !l.is_empty() && !l.starts_with("//"))
        .is_some_and(|l| l.starts_with('('));
    if !opens {
        return false;
    }
    if matches!(e.code, ron::Error::Eof) {
        return true;
    }
    // From the error on (the parser places a string's error just inside
    // its opening quote: the quote is taken with it).
    let rest = text.lines().nth(e.span.start.line.saturating_sub(1)).map(|l| {
        let from = e.span.start.col.saturating_sub(1);
        let quoted = from > 0 && l.chars().nth(from - 1) == Some('"');
        l.chars().skip(if quoted { from - 1 } else { from }).collect::<String>()
    });
    let kept = text.trim_end();
    let lines = kept.lines().count();
    let last_column = kept.lines().last().map_or(0, |l| l.chars().count());
    let at_end = e.span.start.line > lines || (e.span.start.line == lines && e.span.start.col >= last_column);
    // The last thing in the file is a string, open or closed: the record
    // was cut in or right after it.
    let last_string = e.span.start.line >= lines
        && rest.is_some_and(|r| {
            let r = r.trim_end();
            r.starts_with('"') && r[1..].find('"').is_none_or(|close| close + 2 == r.len())
        });
    let open_string = last_string;
    at_end || open_string
}

impl RecordReadError {
    /// The same words without the game's title: each game's own error
    /// (for a record already known to be of that game) shows these.
    pub fn words_in_its_game(&self) -> String {
        match self {
            RecordReadError::Syntax { line, column, message, .. } => format!(
                "this file is not a Trailpad game record; the reader stopped at line {line}, column {column}: {message}"
            ),
            other => other.to_string(),
        }
    }

    /// The game the record was read as; `None` for an unknown game.
    pub fn game(&self) -> Option<GameKind> {
        match self {
            RecordReadError::Syntax { game, .. }
            | RecordReadError::CutShort { game, .. }
            | RecordReadError::NewerFormat { game, .. }
            | RecordReadError::FormatZero { game }
            | RecordReadError::PlayedAt { game, .. }
            | RecordReadError::EndedAt { game, .. }
            | RecordReadError::EndedBeforeStart { game, .. }
            | RecordReadError::EndText { game, .. } => Some(*game),
            RecordReadError::UnknownGame(_) => None,
        }
    }
}

/// Which game a record's text is of, from its top-level `game` field
/// alone, whatever else is wrong with the text. No field (every Tucana
/// record written so far) is Tucana.
pub fn game_of(text: &str) -> Result<GameKind, RecordReadError> {
    let (fields, whole) = scan_top_level(text);
    let Some(field) = fields.iter().find(|f| f.name == "game") else {
        // A text that breaks off (an unclosed string, bracket or comment)
        // may name its game past the break: it is not taken for the
        // unnamed game when it names another anywhere.
        let named_further = (!whole).then(|| {
            GameKind::ALL.iter().copied().find(|kind| {
                *kind != GameKind::unnamed() && text.contains(&format!("\"{}\"", kind.record_id()))
            })
        });
        return Ok(named_further.flatten().unwrap_or(GameKind::unnamed()));
    };
    let rest = &text[field.value_at..];
    let token = &rest[..token_end(rest)];
    let named = match ron::from_str::<String>(token) {
        Ok(name) => name,
        // Not a string: named as written, cut.
        Err(_) => token.to_string(),
    };
    GameKind::from_record_id(&named)
        .ok_or_else(|| RecordReadError::UnknownGame(crate::text::shown(&named, crate::text::MAX_NAME_CHARS)))
}

/// Reads a record as one game's (whatever its `game` field says): the
/// format version, the game's own parse, the date.
pub(crate) fn read_as<R: Record + DeserializeOwned>(text: &str) -> Result<R, RecordReadError> {
    let game = <R::Game as super::rules::Rules>::KIND;
    let known = R::NEWEST_FORMAT;
    let fields = top_level_fields(text);
    // The number as the record's parser reads it (`+99`, `1_0`, `0x10`
    // too), not its leading digits: anything else is the parser's to refuse.
    let format = fields.iter().find(|f| f.name == "format").and_then(|f| {
        let rest = &text[f.value_at..];
        let number = ron::from_str::<u64>(&rest[..token_end(rest)]).ok()?;
        Some(u32::try_from(number).unwrap_or(u32::MAX))
    });
    match format {
        Some(0) => return Err(RecordReadError::FormatZero { game }),
        Some(found) if found > known => return Err(RecordReadError::NewerFormat { game, found, known }),
        _ => {}
    }
    // The parser may quote the file's own text: escaped and cut, so a file
    // cannot forge terminal output or flood it.
    let record: R = ron::from_str(text).map_err(|e| {
        if cut_short(text, &e) {
            return RecordReadError::CutShort { game, line: text.trim_end().lines().count().max(1) };
        }
        let (line, column, message) = crate::text::syntax_place(text, &e);
        RecordReadError::Syntax { game, line, column, message }
    })?;
    let line_of_field =
        |name: &str| fields.iter().find(|f| f.name == name).map_or(1, |f| line_of(text, f.name_at));
    if let Some(secs) = record.played_at()
        && !date::is_possible(secs)
    {
        return Err(RecordReadError::PlayedAt { game, line: line_of_field("played_at"), secs });
    }
    if let Some(secs) = record.ended_at() {
        if !date::is_possible(secs) {
            return Err(RecordReadError::EndedAt { game, line: line_of_field("ended_at"), secs });
        }
        if let Some(played_at) = record.played_at()
            && secs < played_at
        {
            let line = line_of_field("ended_at");
            return Err(RecordReadError::EndedBeforeStart { game, line, secs, played_at });
        }
    }
    for (field, text, max) in [
        ("place", record.place(), super::record::MAX_PLACE_CHARS),
        ("note", record.note(), super::record::MAX_NOTE_CHARS),
    ] {
        if let Some(problem) = end_text_problem(text, max) {
            return Err(RecordReadError::EndText { game, line: line_of_field(field), field, problem });
        }
    }
    Ok(record)
}

/// A field of a record that its game does not know: a misspelt name
/// (`playd_at`, whose date is then lost) or a field of a newer Trailpad.
/// The record is read without it; `check` says so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownField {
    /// Where it is in the record: `playd_at`, `setup.players[1].nmae`.
    pub path: String,
    /// 1-based line of its name.
    pub line: usize,
}

impl std::fmt::Display for UnknownField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}: the field {} is not one Trailpad knows and was ignored (misspelt, or written by a newer Trailpad?)",
            self.line,
            crate::text::shown(&self.path, crate::text::MAX_NAME_CHARS)
        )
    }
}

/// The fields of a record of `R`'s game that `R` does not know, in the
/// order they are written; none when the text does not read as `R` at
/// all (that is [`read_as`]'s error to give).
pub(crate) fn unknown_fields_as<R: DeserializeOwned>(text: &str) -> Vec<UnknownField> {
    let mut paths = Vec::new();
    let Ok(mut reader) = ron::Deserializer::from_str(text) else { return Vec::new() };
    let read: Result<R, _> = serde_ignored::deserialize(&mut reader, |path| paths.push(path_words(&path)));
    if read.is_err() {
        return Vec::new();
    }
    // The k-th unknown field of a name is the k-th field of that name in
    // the text: the reader reports them in the order it meets them.
    let names = field_names_anywhere(text);
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    paths
        .into_iter()
        .map(|path| {
            let name = path.rsplit(['.', ']']).next().unwrap_or(&path).to_string();
            let count = seen.entry(name.clone()).or_default();
            let nth = *count;
            *count += 1;
            let line =
                names.iter().filter(|f| f.name == name).nth(nth).map_or(1, |f| line_of(text, f.name_at));
            UnknownField { path, line }
        })
        .collect()
}

/// A path as a reader of the file would write it: `setup.players[1].name`.
fn path_words(path: &serde_ignored::Path<'_>) -> String {
    match path {
        serde_ignored::Path::Root => String::new(),
        serde_ignored::Path::Seq { parent, index } => format!("{}[{index}]", path_words(parent)),
        serde_ignored::Path::Map { parent, key } => {
            let parent = path_words(parent);
            if parent.is_empty() { key.clone() } else { format!("{parent}.{key}") }
        }
        serde_ignored::Path::Some { parent }
        | serde_ignored::Path::NewtypeStruct { parent }
        | serde_ignored::Path::NewtypeVariant { parent } => path_words(parent),
    }
}

/// Every `name:` of a structure at any depth, in order (comments and
/// strings skipped): where a field of any name is written.
fn field_names_anywhere(text: &str) -> Vec<Field<'_>> {
    let bytes = text.as_bytes();
    let mut fields = Vec::new();
    let mut expect_name = false;
    let mut i = 0;
    while i < bytes.len() {
        if let Some(end) = skip_space_or_comment(text, i) {
            i = end;
            continue;
        }
        let b = bytes[i];
        if b == b'"' || b == b'\'' || (b == b'r' && is_raw_string(&text[i..])) {
            i += token_end(&text[i..]).max(1);
            expect_name = false;
        } else if b == b'(' || b == b',' {
            expect_name = true;
            i += 1;
        } else if expect_name && is_ident_start(b) {
            let name_at = i;
            let start = if text[i..].starts_with("r#") { i + 2 } else { i };
            let mut end = start;
            while end < bytes.len() && is_ident_char(bytes[end]) {
                end += 1;
            }
            let mut j = end;
            while let Some(next) = skip_space_or_comment(text, j) {
                j = next;
            }
            if bytes.get(j) == Some(&b':') {
                fields.push(Field { name: &text[start..end], name_at, value_at: j + 1 });
            }
            expect_name = false;
            i = end;
        } else {
            expect_name = false;
            i += text[i..].chars().next().map_or(1, char::len_utf8);
        }
    }
    fields
}

/// A field of the record's outermost structure.
#[derive(Debug, PartialEq)]
struct Field<'a> {
    name: &'a str,
    /// Byte offset of the name.
    name_at: usize,
    /// Byte offset of the value (after the colon and any space or comment).
    value_at: usize,
}

/// 1-based line of a byte offset.
fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at].iter().filter(|b| **b == b'\n').count() + 1
}

/// The fields of the first outermost `( … )` of RON text, in order, as far
/// as the text goes: comments, strings and nested structures are skipped,
/// and text that breaks off or does not parse further just ends the list.
fn top_level_fields(text: &str) -> Vec<Field<'_>> {
    scan_top_level(text).0
}

/// [`top_level_fields`], and whether the scan reached the end of the
/// outermost structure (`false` when the text breaks off before it).
fn scan_top_level(text: &str) -> (Vec<Field<'_>>, bool) {
    let bytes = text.as_bytes();
    let mut whole = false;
    let mut fields = Vec::new();
    let mut depth = 0usize;
    let mut expect_name = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if let Some(end) = skip_space_or_comment(text, i) {
            i = end;
            continue;
        }
        match b {
            b'"' | b'\'' => {
                i += token_end(&text[i..]).max(1);
                expect_name = false;
            }
            b'r' if is_raw_string(&text[i..]) => {
                i += token_end(&text[i..]).max(1);
                expect_name = false;
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                expect_name = depth == 1 && b == b'(';
                i += 1;
            }
            b')' | b']' | b'}' => {
                if depth <= 1 {
                    // The outermost structure is closed: nothing after it
                    // is a field of the record.
                    if depth == 1 {
                        whole = true;
                        break;
                    }
                } else {
                    depth -= 1;
                }
                expect_name = false;
                i += 1;
            }
            b',' => {
                expect_name = depth == 1;
                i += 1;
            }
            _ if depth == 1 && expect_name && is_ident_start(b) => {
                let name_at = i;
                let start = if text[i..].starts_with("r#") { i + 2 } else { i };
                let mut end = start;
                while end < bytes.len() && is_ident_char(bytes[end]) {
                    end += 1;
                }
                let name = &text[start..end];
                let mut j = end;
                while let Some(next) = skip_space_or_comment(text, j) {
                    j = next;
                }
                expect_name = false;
                if bytes.get(j) == Some(&b':') {
                    j += 1;
                    while let Some(next) = skip_space_or_comment(text, j) {
                        j = next;
                    }
                    fields.push(Field { name, name_at, value_at: j });
                }
                i = j.max(end);
            }
            _ => {
                expect_name = false;
                // Whole UTF-8 characters only.
                i += text[i..].chars().next().map_or(1, char::len_utf8);
            }
        }
    }
    (fields, whole)
}

fn is_ident_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

fn is_ident_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// `r"…"` or `r#…#"…"#…#`, not a raw identifier `r#name`.
fn is_raw_string(rest: &str) -> bool {
    let after = rest[1..].trim_start_matches('#');
    after.starts_with('"')
}

/// Where the space or comment at `at` ends; `None` when there is none.
fn skip_space_or_comment(text: &str, at: usize) -> Option<usize> {
    let rest = text.get(at..)?;
    let first = rest.chars().next()?;
    if first.is_whitespace() {
        return Some(at + first.len_utf8());
    }
    if rest.starts_with("//") {
        return Some(rest.find('\n').map_or(text.len(), |n| at + n + 1));
    }
    if rest.starts_with("/*") {
        // Block comments nest in RON.
        let bytes = rest.as_bytes();
        let (mut depth, mut k) = (0usize, 0usize);
        while k < bytes.len() {
            if bytes[k..].starts_with(b"/*") {
                depth += 1;
                k += 2;
            } else if bytes[k..].starts_with(b"*/") {
                depth -= 1;
                k += 2;
                if depth == 0 {
                    return Some(at + k);
                }
            } else {
                k += 1;
            }
        }
        return Some(text.len());
    }
    None
}

/// The length of the value token at the start of `rest`: a whole string
/// (plain or raw, escapes skipped) or character literal, else up to the
/// next comma, bracket, space or comment. An unterminated string runs to
/// the end.
fn token_end(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    match bytes.first() {
        Some(b'"' | b'\'') => {
            let quote = bytes[0];
            let mut k = 1;
            while k < bytes.len() {
                match bytes[k] {
                    b'\\' => k += 2,
                    b if b == quote => return k + 1,
                    _ => k += 1,
                }
            }
            bytes.len()
        }
        Some(b'r') if is_raw_string(rest) => {
            let hashes = rest[1..].len() - rest[1..].trim_start_matches('#').len();
            let open = 1 + hashes + 1;
            let close = format!("\"{}", "#".repeat(hashes));
            rest[open..].find(&close).map_or(bytes.len(), |n| open + n + close.len())
        }
        _ => rest
            .find(|c: char| c == ',' || c == ')' || c == ']' || c == '}' || c.is_whitespace() || c == '/')
            .unwrap_or(rest.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_fields_are_named_by_their_path_and_line_each_in_its_place() {
        let example = include_str!("../../examples/two-player-isla-petit.ron");
        type Tucana = crate::games::tucana::record::TucanaRecord;
        assert_eq!(unknown_fields_as::<Tucana>(example), [], "a record Trailpad wrote");
        let edited = example
            .replacen("    format: 1,\n", "    format: 1,\n    playd_at: Some(1795000000),\n", 1)
            .replacen("name: \"Bob\",", "name: \"Bob\", nmae: \"Bobby\",", 1)
            .replacen("Trail(seat:1,", "Trail(seat:1, extra: 1,", 2);
        let line = |needle: &str, nth: usize| {
            edited.lines().enumerate().filter(|(_, l)| l.contains(needle)).nth(nth).map(|(n, _)| n + 1)
        };
        let found: Vec<(String, Option<usize>)> =
            unknown_fields_as::<Tucana>(&edited).into_iter().map(|f| (f.path, Some(f.line))).collect();
        let trail = |nth: usize| {
            let index = edited[edited.find("actions: [").unwrap_or(0)..]
                .lines()
                .skip(1)
                .enumerate()
                .filter(|(_, l)| l.contains("extra: 1"))
                .nth(nth)
                .map(|(n, _)| n);
            format!("actions[{}].extra", index.unwrap_or(usize::MAX))
        };
        assert_eq!(
            found,
            [
                ("playd_at".to_string(), Some(4)),
                ("setup.players[1].nmae".to_string(), line("nmae", 0)),
                (trail(0), line("extra: 1", 0)),
                (trail(1), line("extra: 1", 1)),
            ]
        );
        assert_eq!(unknown_fields_as::<Tucana>("(format: 1, oops"), [], "not a record: the reader's to say");
    }

    fn names(text: &str) -> Vec<&str> {
        top_level_fields(text).into_iter().map(|f| f.name).collect()
    }

    #[test]
    fn the_scanner_finds_top_level_fields_past_comments_strings_and_nesting() {
        let text = "// game: \"no\"\n/* (game: \"no\") /* nested */ */ Rec(\n format: 1, setup: (game: \"inner\", s: \"a, game: x\"),\n r#game /* here */ : r#\"ticket-to-ride-new-york\"#, actions: [A(b: 'x')], played_at: Some(3),\n)\n(game: \"after\")";
        assert_eq!(names(text), ["format", "setup", "game", "actions", "played_at"]);
        assert_eq!(game_of(text), Ok(GameKind::NewYork));
        let played = top_level_fields(text)
            .into_iter()
            .find(|f| f.name == "played_at")
            .map(|f| line_of(text, f.name_at));
        assert_eq!(played, Some(4));
    }

    #[test]
    fn the_scanner_survives_broken_and_cut_text() {
        for text in [
            "",
            "(",
            "(game",
            "(game:",
            "(game: \"tick",
            "(\"",
            "(/*",
            "(r#\"",
            "((((",
            "))))",
            "(a: 'é', game: é",
        ] {
            let _ = top_level_fields(text);
            let _ = game_of(text);
        }
        assert_eq!(game_of("(format: 1, setup: "), Ok(GameKind::Tucana));
        assert_eq!(game_of("(game: \"ticket-to-ride-new-york\", setup: ((((("), Ok(GameKind::NewYork));
        assert_eq!(game_of("(game: \"\")"), Ok(GameKind::Tucana));
        assert_eq!(game_of("(game: \"trails-of-tucana\")"), Ok(GameKind::Tucana));
    }
}

#[cfg(test)]
mod reader_tests {
    use super::*;
    use crate::games::tucana::record::{TucanaRecord, TucanaRecordError};
    use crate::games::{AnyRecord, read_record};

    const NEW_YORK: &str = include_str!("../../examples/new-york/two-player.ron");
    const TUCANA: &str = include_str!("../../examples/two-player-isla-petit.ron");

    fn read(text: &str) -> Result<AnyRecord, RecordReadError> {
        read_record(text)
    }

    #[test]
    fn every_example_record_is_read_as_its_game() {
        let examples = [
            include_str!("../../examples/eight-player-isla-grande.ron"),
            include_str!("../../examples/five-player-isla-grande-special-bonus.ron"),
            include_str!("../../examples/four-player-isla-grande-real-cards.ron"),
            include_str!("../../examples/solo-isla-petit.ron"),
            TUCANA,
            NEW_YORK,
            include_str!("../../examples/new-york/three-player.ron"),
            include_str!("../../examples/new-york/four-player.ron"),
        ];
        let kinds: Vec<Option<GameKind>> = examples.iter().map(|t| read(t).ok().map(|r| r.kind())).collect();
        let tucana = Some(GameKind::Tucana);
        let new_york = Some(GameKind::NewYork);
        assert_eq!(kinds, [tucana, tucana, tucana, tucana, tucana, new_york, new_york, new_york]);
        let library = crate::games::tucana::sheet::library::SheetLibrary::builtin();
        for text in examples {
            let Ok(record) = read(text) else { panic!("read") };
            let Ok(game) = record.replay(&crate::games::Boards { islands: &library }) else {
                panic!("replayed")
            };
            assert_eq!(game.kind(), record.kind());
            assert!(!game.winners().is_empty() && !game.totals().is_empty());
        }
        let Ok(AnyRecord::NewYork(record)) = read(NEW_YORK) else { panic!("New York") };
        assert_eq!(read(&record.to_ron()), Ok(AnyRecord::NewYork(record)));
    }

    #[test]
    fn a_new_york_syntax_error_is_new_york_s_whatever_else_is_wrong() {
        // The comma at the end of line 18 removed (issue 16).
        let mut lines: Vec<String> = NEW_YORK.lines().map(str::to_string).collect();
        assert!(lines[17].ends_with("),"));
        lines[17].pop();
        let broken = lines.join("\n");
        let Err(RecordReadError::Syntax { game, line, message, .. }) = read(&broken) else {
            panic!("syntax")
        };
        assert_eq!((game, line), (GameKind::NewYork, 19));
        assert!(!message.contains("SeatedPlayer"), "{message}");
        let error = read(&broken).map(|_| ()).unwrap_err().to_string();
        assert!(error.contains("Ticket to Ride: New York"), "{error}");
        // A file that says it is New York, and nothing else that parses.
        let bare = "(game: \"ticket-to-ride-new-york\", setup: (players: [(name: \"Ann\"";
        assert!(matches!(read(bare), Err(RecordReadError::CutShort { game: GameKind::NewYork, line: 1 })));
        let commented =
            "// game: \"trails-of-tucana\"\n(\n /* x */ game /* y */ : \"ticket-to-ride-new-york\" oops";
        assert!(matches!(read(commented), Err(RecordReadError::Syntax { game: GameKind::NewYork, .. })));
    }

    #[test]
    fn a_tucana_syntax_error_is_tucana_s() {
        let broken = TUCANA.replacen("Reveal(", "Reveal[", 1);
        let Err(RecordReadError::Syntax { game, line, .. }) = read(&broken) else { panic!("syntax") };
        let expected = TUCANA.lines().position(|l| l.contains("Reveal(")).map(|i| i + 1);
        assert_eq!((game, Some(line)), (GameKind::Tucana, expected));
        let explicit = TUCANA.replacen("format: 1,", "format: 1, game: \"trails-of-tucana\",", 1);
        assert!(matches!(read(&explicit), Ok(AnyRecord::Tucana(_))));
    }

    #[test]
    fn an_unknown_game_is_named_cut_and_escaped() {
        let london = NEW_YORK.replace("ticket-to-ride-new-york", "ticket-to-ride-london");
        assert_eq!(read(&london), Err(RecordReadError::UnknownGame("ticket-to-ride-london".into())));
        let huge = NEW_YORK.replace("ticket-to-ride-new-york", &"x".repeat(3_000_000));
        let Err(RecordReadError::UnknownGame(name)) = read(&huge) else { panic!("unknown game") };
        assert_eq!(name.chars().count(), crate::text::MAX_NAME_CHARS + 1, "cut, with an ellipsis");
        assert!(read(&huge).map(|_| ()).unwrap_err().to_string().len() < 400);
        let forged = NEW_YORK.replace("ticket-to-ride-new-york", "\\u{1b}[2J\\nWinner: Mallory");
        let Err(RecordReadError::UnknownGame(name)) = read(&forged) else { panic!("unknown game") };
        assert!(!name.contains('\u{1b}') && !name.contains('\n'), "{name}");
        assert!(name.contains("\\u{1b}") && name.contains("\\n"), "{name}");
        // Not a string at all: named as written.
        let number = NEW_YORK.replace("\"ticket-to-ride-new-york\"", "42");
        assert_eq!(read(&number), Err(RecordReadError::UnknownGame("42".into())));
        assert_eq!(crate::games::detect_game(&number), Err(crate::games::UnknownGame("42".into())));
    }

    #[test]
    fn a_new_york_record_broken_before_its_game_field_is_still_new_york() {
        let game = "game: \"ticket-to-ride-new-york\"";
        assert!(NEW_YORK.contains(game));
        for (break_with, what) in
            [("\"unclosed", "a string"), ("[", "a bracket"), ("/* unclosed", "a comment")]
        {
            let broken = NEW_YORK.replacen(game, &format!("note: {break_with},\n    {game}"), 1);
            assert_eq!(game_of(&broken), Ok(GameKind::NewYork), "{what} left open before game:");
            assert_eq!(
                read(&broken).map(drop).err().and_then(|e| e.game()),
                Some(GameKind::NewYork),
                "{what}"
            );
        }
        // A whole Tucana record naming no game stays Tucana, whatever its words.
        let named = TUCANA.replacen("format: 1,", "format: 1, place: \"ticket-to-ride-new-york\",", 1);
        assert_eq!(game_of(&named), Ok(GameKind::Tucana));
    }

    #[test]
    fn a_format_is_read_as_the_parser_reads_it_for_each_game() {
        for text in [TUCANA, NEW_YORK] {
            for (written, newer) in
                [("+99", true), ("1_0", true), ("0x10", true), ("+1", false), ("0_1", false)]
            {
                let changed = text.replacen("format: 1,", &format!("format: {written},"), 1);
                let read = read(&changed);
                let said_newer = matches!(read, Err(RecordReadError::NewerFormat { .. }));
                assert_eq!(said_newer, newer, "format: {written}: {:?}", read.map(drop));
                assert_eq!(read.is_ok(), !newer, "format: {written}");
            }
        }
    }

    #[test]
    fn newer_and_zero_formats_are_told_for_each_game_even_when_the_rest_breaks() {
        for (text, game, known) in [(NEW_YORK, GameKind::NewYork, 2), (TUCANA, GameKind::Tucana, 2)] {
            let found = known + 1;
            let newer = text.replacen("format: 1,", &format!("format: {found},"), 1);
            assert_eq!(read(&newer), Err(RecordReadError::NewerFormat { game, found, known }));
            let newer_and_new = newer.replacen("actions: [", "actions: { a new shape ", 1);
            assert_eq!(read(&newer_and_new), Err(RecordReadError::NewerFormat { game, found, known }));
            let zero = text.replacen("format: 1,", "format: 0,", 1);
            assert_eq!(read(&zero), Err(RecordReadError::FormatZero { game }));
        }
    }

    #[test]
    fn a_date_past_9999_is_refused_with_its_line_for_both_games() {
        let huge = "played_at: Some(18446744073709551615)";
        let new_york = NEW_YORK.replace("played_at: Some(1764135829)", huge);
        let line = NEW_YORK.lines().position(|l| l.contains("played_at")).map_or(0, |i| i + 1);
        let expected = RecordReadError::PlayedAt { game: GameKind::NewYork, line, secs: u64::MAX };
        assert_eq!(read(&new_york), Err(expected));
        let Ok(AnyRecord::Tucana(mut record)) = read(TUCANA) else { panic!("Tucana") };
        record.played_at = Some(1 << 63);
        let Ok(text) = record.to_ron() else { panic!("written") };
        let line = text.lines().position(|l| l.contains("played_at")).map_or(0, |i| i + 1);
        let Err(RecordReadError::PlayedAt { game, line: found, secs }) = read(&text) else {
            panic!("refused")
        };
        assert_eq!((game, found, secs), (GameKind::Tucana, line, 1 << 63));
        assert_eq!(
            TucanaRecord::from_ron(&text),
            Err(TucanaRecordError::Read(RecordReadError::PlayedAt { game, line, secs: 1 << 63 }))
        );
        // The last possible second is a date.
        record.played_at = Some(date::LAST_PLAYED_AT);
        let Ok(text) = record.to_ron() else { panic!("written") };
        let Ok(read_back) = read(&text) else { panic!("read") };
        assert!(read_back.played_time().is_some());
    }

    /// The line of the first line of `text` holding `field`.
    fn line_with(text: &str, field: &str) -> usize {
        text.lines().position(|l| l.contains(field)).map_or(0, |i| i + 1)
    }

    #[test]
    fn an_impossible_end_is_refused_with_its_line_for_both_games() {
        let started = 1_764_135_829;
        let ended = |secs: u64| format!("played_at: Some({started}),\n    ended_at: Some({secs}),");
        let new_york = |secs| NEW_YORK.replace(&format!("played_at: Some({started}),"), &ended(secs));
        let text = new_york(u64::MAX);
        let line = line_with(&text, "ended_at");
        assert!(line > line_with(&text, "played_at"));
        assert_eq!(
            read(&text),
            Err(RecordReadError::EndedAt { game: GameKind::NewYork, line, secs: u64::MAX })
        );
        let text = new_york(started - 1);
        assert_eq!(
            read(&text),
            Err(RecordReadError::EndedBeforeStart {
                game: GameKind::NewYork,
                line,
                secs: started - 1,
                played_at: started
            })
        );
        let Err(e) = read(&text) else { panic!("refused") };
        assert!(e.to_string().starts_with(&format!("line {line}: ended_at")), "{e}");
        // Its own error says the same words, without the game's title.
        let Err(own) = crate::games::new_york::NewYorkRecord::from_ron(&text) else { panic!("refused") };
        assert_eq!(own.to_string(), e.to_string());
        // Ending the second it started, and the last possible second, are dates.
        assert!(read(&new_york(started)).is_ok());
        assert!(read(&new_york(date::LAST_PLAYED_AT)).is_ok());
        assert!(read(&new_york(date::LAST_PLAYED_AT + 1)).is_err());

        let Ok(AnyRecord::Tucana(mut record)) = read(TUCANA) else { panic!("Tucana") };
        for (played_at, ended_at) in
            [(None, 1 << 63), (Some(started), u64::MAX), (Some(started), started - 60)]
        {
            record.played_at = played_at;
            record.ended_at = Some(ended_at);
            let Ok(text) = record.to_ron() else { panic!("written") };
            let line = line_with(&text, "ended_at");
            let expected = match played_at {
                Some(played_at) if date::is_possible(ended_at) => RecordReadError::EndedBeforeStart {
                    game: GameKind::Tucana,
                    line,
                    secs: ended_at,
                    played_at,
                },
                _ => RecordReadError::EndedAt { game: GameKind::Tucana, line, secs: ended_at },
            };
            assert_eq!(read(&text).map(|_| ()), Err(expected.clone()));
            assert_eq!(TucanaRecord::from_ron(&text), Err(TucanaRecordError::Read(expected)));
        }
        // No start kept (records before Trailpad kept it): any possible end.
        record.played_at = None;
        record.ended_at = Some(0);
        let Ok(text) = record.to_ron() else { panic!("written") };
        assert!(read(&text).is_ok());
    }
}
