//! Names and text that come from files: how long a name may be, which
//! characters it may not hold, and how text from a file is shown safely
//! on a terminal or in a message. Pure: no IO.
//!
//! A name is printed on the score pad, in the PNG, in `trailpad score` and
//! in lists; a name of millions of characters would cost gigabytes to draw,
//! and a control or invisible character lets a file forge terminal output
//! ("Winner: Mallory") or make two different players print the same.

use std::fmt::Write as _;

/// The longest name (player, island, solo title), in characters.
/// Generous for real names in any script, small enough to draw.
pub const MAX_NAME_CHARS: usize = 64;

/// What is wrong with a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    /// Longer than [`MAX_NAME_CHARS`].
    TooLong {
        /// Its length in characters.
        chars: usize,
    },
    /// A control or invisible character (a line break, an escape, a
    /// zero-width space, a direction override…).
    Unprintable {
        /// 1-based position of the character.
        position: usize,
        /// Its code point.
        code: u32,
    },
}

impl std::fmt::Display for NameProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NameProblem::TooLong { chars } => {
                write!(f, "is {chars} characters long; a name has at most {MAX_NAME_CHARS}")
            }
            NameProblem::Unprintable { position, code } => {
                write!(f, "holds an invisible or control character (U+{code:04X}) at character {position}")
            }
        }
    }
}

/// Whether `c` is a control character or one that prints nothing visible
/// on its own yet changes how text reads: zero-width and joiner-like
/// spaces, direction marks and overrides, the byte-order mark, soft
/// hyphen, tags. The zero-width (non-)joiners are allowed between letters,
/// where some scripts need them.
pub fn is_unprintable(c: char) -> bool {
    // One list of invisible characters ([`is_default_ignorable`]), less
    // those a name may need: the zero-width (non-)joiners that some
    // scripts need between letters, the emoji presentation selector and
    // the shorthand format controls; plus the line and paragraph
    // separators and the interlinear annotation marks, which break or
    // hide text.
    c.is_control()
        || (is_default_ignorable(c)
            && !matches!(c, '\u{200C}' | '\u{200D}' | '\u{FE0F}' | '\u{1BCA0}'..='\u{1BCA3}'))
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{FFF9}'..='\u{FFFB}')
}

/// The first problem of a name (its emptiness is the caller's to judge).
pub fn name_problem(name: &str) -> Option<NameProblem> {
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Some(NameProblem::TooLong { chars });
    }
    let all: Vec<char> = name.chars().collect();
    all.iter().enumerate().find_map(|(i, &c)| {
        let joiner = matches!(c, '\u{200C}' | '\u{200D}');
        let between_letters = i > 0
            && all.get(i + 1).is_some_and(|n| !n.is_whitespace() && !is_unprintable(*n))
            && !all[i - 1].is_whitespace();
        let bad = is_unprintable(c) || (joiner && !between_letters);
        bad.then_some(NameProblem::Unprintable { position: i + 1, code: u32::from(c) })
    })
}

/// A name as typed, in Unicode's composed form (NFC): "e" followed by a
/// combining acute becomes "é", so the same name is kept as the same text
/// whichever keyboard typed it. New set-ups store their names so.
pub fn nfc(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization as _;
    name.nfc().collect()
}

/// Whether `c` is a default-ignorable or format character: one a font
/// draws as nothing (zero-width spaces and joiners, direction marks,
/// invisible operators, variation selectors, the Mongolian vowel
/// separator, tags…). Unicode's `Default_Ignorable_Code_Point` set.
pub fn is_default_ignorable(c: char) -> bool {
    matches!(
        c,
        '\u{00AD}'
            | '\u{034F}'
            | '\u{061C}'
            | '\u{115F}'
            | '\u{1160}'
            | '\u{17B4}'
            | '\u{17B5}'
            | '\u{180B}'..='\u{180F}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{206F}'
            | '\u{3164}'
            | '\u{FE00}'..='\u{FE0F}'
            | '\u{FEFF}'
            | '\u{FFA0}'
            | '\u{FFF0}'..='\u{FFF8}'
            | '\u{1BCA0}'..='\u{1BCA3}'
            | '\u{1D173}'..='\u{1D17A}'
            | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// Whether `c` prints as an empty space: white space, the blank Braille
/// pattern (U+2800) and the Hangul fillers.
pub fn is_blank(c: char) -> bool {
    c.is_whitespace() || matches!(c, '\u{2800}' | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}')
}

/// A name as it prints, for telling two names apart: default-ignorable
/// characters dropped ([`is_default_ignorable`]), the rest in NFC, every
/// run of blanks ([`is_blank`]) one space, none at either end. Two names
/// with the same skeleton look the same on the pad ("Ann" and
/// "A\u{200D}nn", "é" and "e\u{301}", "Alice" and "Alice\u{FE0F}"); a
/// name whose skeleton is empty prints blank. Letters of different
/// scripts that look alike (Latin "A", Cyrillic "А") are not matched.
pub fn name_skeleton(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|&c| !is_default_ignorable(c) || is_blank(c))
        .map(|c| if is_blank(c) { ' ' } else { c })
        .collect();
    nfc(&kept).split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ")
}

/// The one rule for "the same person", used everywhere a name stands for
/// someone: the new-game forms and the record reader (two seats may not
/// be one person), the player list, the statistics, the spreadsheet and
/// BG Stats' `sourcePlayerId`. Two names with the same key are one person.
///
/// The key is the name as it prints ([`name_skeleton`]: invisible
/// characters such as zero-width spaces and joiners and VS16 dropped,
/// composed, every run of blanks — doubled, ideographic, U+2800 — one
/// space), then in compatibility form (NFKC: a full-width "Ａｎｎ" is
/// "Ann"), then without case ("ann" is "Ann").
///
/// Case does not count because at a game table it never tells two people
/// apart: "ann" is Ann typing on a phone without the capital, and two
/// friends called "Ann" and "ann" would be told apart by nobody reading
/// the pad aloud. BG Stats' ids ignored case from the start, so the ids
/// already sent stay the same. Letters of different scripts that look
/// alike (Latin "A", Cyrillic "А") are different letters and stay apart.
pub fn person_key(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization as _;
    let compatible: String = name_skeleton(name).nfkc().collect();
    // Upper then lower case folds what lower case alone keeps apart
    // ("STRASSE" and "straße").
    let folded: String = compatible.to_uppercase().to_lowercase().nfkc().collect();
    name_skeleton(&folded)
}

/// Whether two names are one person ([`person_key`]).
pub fn same_person(a: &str, b: &str) -> bool {
    person_key(a) == person_key(b)
}

/// Whether a name prints nothing visible: empty, or only blanks and
/// invisible characters (a name of only U+2800 is blank).
pub fn prints_blank(name: &str) -> bool {
    name_skeleton(name).is_empty()
}

/// Text from a file as it may be shown on a terminal or in a message: a
/// control or invisible character becomes `\u{…}` (a line break `\n`), and
/// text longer than `max_chars` is cut with `…`.
pub fn shown(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == max_chars {
            out.push('…');
            break;
        }
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if is_unprintable(c) || matches!(c, '\u{200C}' | '\u{200D}') => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

/// Output for a terminal: every control or invisible character of
/// `text` is escaped except line breaks and tabs, which Trailpad's own
/// lines use (names and ids from files are escaped at their source with
/// [`shown`], so no file can add a line).
pub fn terminal_safe(text: &str) -> String {
    if !text.chars().any(|c| c != '\n' && c != '\t' && is_unprintable(c)) {
        return text.to_string();
    }
    text.split('\n')
        .map(|line| line.split('\t').map(|p| shown(p, usize::MAX)).collect::<Vec<_>>().join("\t"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// How many characters of one text from a file (a name, an id, a game
/// value) are printed: as many as a name may hold.
pub const MAX_SHOWN_CHARS: usize = MAX_NAME_CHARS;

/// The longest line Trailpad prints, in characters. Texts from files are
/// cut at their source ([`from_file`]); this bound holds even for a
/// message that quotes a file in words built elsewhere (an engine's
/// error naming an unknown id), so no file makes a command print
/// megabytes.
pub const MAX_LINE_CHARS: usize = 1000;

/// One text from a file, as it may be placed in Trailpad's own output:
/// escaped (a line break becomes `\n`, an escape `\u{1b}`) and cut at
/// [`MAX_SHOWN_CHARS`].
pub fn from_file(text: &str) -> String {
    shown(text, MAX_SHOWN_CHARS)
}

/// What Trailpad prints, and so which line breaks are its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Printed {
    /// Lines Trailpad wrote (a score sheet, a summary): their line breaks
    /// and tabs are kept, every other control or invisible character is
    /// escaped, and each line is cut at [`MAX_LINE_CHARS`].
    Lines,
    /// One message (an error, an illegal action), which may quote a file
    /// in words built elsewhere: even a line break is escaped, so the
    /// message stays one line, cut at [`MAX_LINE_CHARS`].
    Line,
    /// JSON: an invisible character inside a string becomes a JSON escape
    /// (`\u202e`), so the output is the same JSON and moves no cursor
    /// (JSON itself escapes the control characters).
    Json,
}

/// The one printer of the command line: every text bound for a terminal
/// (stdout or stderr, both games, every command) passes here.
pub fn printed(text: &str, how: Printed) -> String {
    match how {
        Printed::Lines => {
            let safe = terminal_safe(text);
            if safe.split('\n').all(|line| line.chars().nth(MAX_LINE_CHARS).is_none()) {
                return safe;
            }
            safe.split('\n').map(|line| cut(line, MAX_LINE_CHARS)).collect::<Vec<_>>().join("\n")
        }
        Printed::Line => shown(text, MAX_LINE_CHARS),
        Printed::Json => {
            let mut out = String::with_capacity(text.len());
            for c in text.chars() {
                if c != '\n' && is_unprintable(c) || matches!(c, '\u{200C}' | '\u{200D}') {
                    let mut units = [0u16; 2];
                    for unit in c.encode_utf16(&mut units) {
                        let _ = write!(out, "\\u{unit:04x}");
                    }
                } else {
                    out.push(c);
                }
            }
            out
        }
    }
}

/// `text` cut at `max_chars` characters, `…` marking the cut.
fn cut(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_unprintable_set_is_the_ignorable_one_less_what_names_need_plus_separators() {
        for c in
            ['\u{200B}', '\u{200E}', '\u{202E}', '\u{2060}', '\u{FE0E}', '\u{FEFF}', '\u{E0041}', '\u{00AD}']
        {
            assert!(is_default_ignorable(c) && is_unprintable(c), "U+{:04X}", c as u32);
        }
        // Kept for names: joiners between letters, emoji presentation.
        for c in ['\u{200C}', '\u{200D}', '\u{FE0F}', '\u{1BCA0}'] {
            assert!(is_default_ignorable(c) && !is_unprintable(c), "U+{:04X}", c as u32);
        }
        // Not ignorable, yet they break or hide text.
        for c in ['\u{2028}', '\u{2029}', '\u{FFF9}', '\u{FFFB}', '\u{1B}', '\n'] {
            assert!(!is_default_ignorable(c) && is_unprintable(c), "U+{:04X}", c as u32);
        }
        for c in ['a', 'é', 'Я', ' ', '\u{2800}'] {
            assert!(!is_unprintable(c), "U+{:04X}", c as u32);
        }
    }

    #[test]
    fn names_with_controls_or_invisible_characters_are_refused() {
        assert_eq!(name_problem("Alice"), None);
        assert_eq!(name_problem("Zoë Ørsted-Łukasz 李"), None);
        assert_eq!(
            name_problem("Alice\u{200B}"),
            Some(NameProblem::Unprintable { position: 6, code: 0x200B })
        );
        let forged = "Alice\n\nWinner: Mallory\n\u{1b}[2K\r";
        assert_eq!(name_problem(forged), Some(NameProblem::Unprintable { position: 6, code: 10 }));
        assert!(matches!(name_problem("\u{202E}ecilA"), Some(NameProblem::Unprintable { position: 1, .. })));
        assert!(matches!(name_problem("A\0"), Some(NameProblem::Unprintable { position: 2, code: 0 })));
        // A joiner between letters is part of some scripts; alone it hides.
        assert_eq!(name_problem("می\u{200C}خواهم"), None);
        assert!(name_problem("Alice\u{200D}").is_some());
        let long = "a".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(name_problem(&long), Some(NameProblem::TooLong { chars: MAX_NAME_CHARS + 1 }));
        assert_eq!(name_problem(&"é".repeat(MAX_NAME_CHARS)), None, "characters, not bytes");
    }

    #[test]
    fn names_that_print_the_same_or_differ_in_case_are_one_person() {
        assert!(same_person("Ann", "A\u{200D}nn"));
        assert!(same_person("Ann", "A\u{200C}nn"));
        assert!(same_person("é", "e\u{301}"));
        assert!(same_person("Alice", "Alice\u{FE0F}"));
        assert!(same_person("Ann Lee", " Ann\u{2800}\u{3000}Lee\u{200B}"));
        assert!(same_person("Ann Lee", "Ann  Lee"));
        assert!(same_person("Bo", "B\u{180E}o\u{2060}"));
        assert!(same_person("Ann", "ann"), "case does not count");
        assert!(same_person("Ann", "\u{FF21}\u{FF4E}\u{FF4E}"), "full-width letters are letters");
        assert!(same_person("STRASSE", "straße"));
        assert!(same_person("ΣΟΦΙΑΣ", "σοφιας"));
        assert!(!same_person("Ann", "Anne"));
        assert!(!same_person("Ann", "\u{410}nn"), "Cyrillic А is another letter");
        assert!(!same_person("AnnLee", "Ann Lee"), "a blank is seen");
        assert_eq!(person_key("  Zoë\u{FE0F}  Ørsted "), "zoë ørsted");
        assert!(prints_blank("\u{2800}"));
        assert!(prints_blank(" \u{200B}\u{3164} "));
        assert!(!prints_blank("\u{2800}a"));
        assert_eq!(nfc("e\u{301}"), "é");
        assert_eq!(name_skeleton("  Zoë\u{FE0F}  Ørsted "), "Zoë Ørsted");
    }

    #[test]
    fn text_from_files_is_escaped_and_cut() {
        assert_eq!(shown("Alice\n\u{1b}[2K", 80), "Alice\\n\\u{1b}[2K");
        assert_eq!(shown("abcdef", 3), "abc…");
        assert_eq!(terminal_safe("ok: x\nline\t2\n"), "ok: x\nline\t2\n");
        assert_eq!(terminal_safe("a\u{1b}[2K\nb\u{202E}"), "a\\u{1b}[2K\nb\\u{202e}");
    }

    #[test]
    fn the_printer_keeps_trailpad_lines_and_escapes_and_cuts_file_text() {
        let forged = "\u{1b}[2J\nWinner: Mallory";
        assert_eq!(from_file(forged), "\\u{1b}[2J\\nWinner: Mallory");
        assert_eq!(from_file(&"r".repeat(3_000_000)).chars().count(), MAX_SHOWN_CHARS + 1);
        assert_eq!(printed("ok\n\tb\n", Printed::Lines), "ok\n\tb\n");
        assert_eq!(
            printed(&format!("error: {forged}"), Printed::Line),
            "error: \\u{1b}[2J\\nWinner: Mallory"
        );
        let long = printed(&"x".repeat(5000), Printed::Line);
        assert_eq!(long.chars().count(), MAX_LINE_CHARS + 1);
        let lines = printed(&format!("a\n{}\nb\n", "y".repeat(5000)), Printed::Lines);
        assert_eq!(lines.lines().map(|l| l.chars().count()).collect::<Vec<_>>(), [1, MAX_LINE_CHARS + 1, 1]);
        // JSON stays JSON: the escape is JSON's own.
        let json = printed("{\n  \"name\": \"a\u{202E}b\u{E0001}\"\n}", Printed::Json);
        assert_eq!(json, "{\n  \"name\": \"a\\u202eb\\udb40\\udc01\"\n}");
        let back: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        assert_eq!(back["name"], "a\u{202E}b\u{E0001}");
    }
}

/// A RON reader's error as `(line, column, words)`. The words may quote
/// the file, so they are escaped and cut. A missing field is noticed where
/// its structure ends; the place given is where that structure starts,
/// and the words say where it ends.
pub fn syntax_place(text: &str, e: &ron::error::SpannedError) -> (usize, usize, String) {
    let (line, column) = (e.span.start.line, e.span.start.col);
    let words = shown(&e.code.to_string(), 200);
    if let ron::Error::MissingStructField { .. } = e.code
        && let Some((open_line, open_column)) = open_bracket_before(text, line, column)
    {
        return (
            open_line,
            open_column,
            format!("{words} (in the structure that starts here and ends at line {line})"),
        );
    }
    (line, column, words)
}

/// Where the innermost bracket still open at `(line, column)` (1-based,
/// column in characters) was opened in RON `text`, as `(line, column)`:
/// the start of the structure a parser was reading there. Strings and
/// comments are skipped.
pub fn open_bracket_before(text: &str, line: usize, column: usize) -> Option<(usize, usize)> {
    let mut stack: Vec<(usize, usize)> = Vec::new();
    let (mut l, mut c) = (1usize, 1usize);
    let mut chars = text.chars().peekable();
    let mut in_string = false;
    let mut line_comment = false;
    let mut block_comment = 0usize;
    while let Some(ch) = chars.next() {
        if (l, c) >= (line, column) {
            break;
        }
        let here = (l, c);
        if ch == '\n' {
            l += 1;
            c = 1;
            line_comment = false;
        } else {
            c += 1;
        }
        if line_comment {
            continue;
        }
        if block_comment > 0 {
            if ch == '*' && chars.peek() == Some(&'/') {
                chars.next();
                c += 1;
                block_comment -= 1;
            } else if ch == '/' && chars.peek() == Some(&'*') {
                chars.next();
                c += 1;
                block_comment += 1;
            }
            continue;
        }
        if in_string {
            if ch == '\\' {
                if chars.next() == Some('\n') {
                    l += 1;
                    c = 1;
                } else {
                    c += 1;
                }
            } else if ch == '"' {
                in_string = false;
            }
            continue;
        }
        match ch {
            '"' => in_string = true,
            '/' if chars.peek() == Some(&'/') => line_comment = true,
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                c += 1;
                block_comment = 1;
            }
            '(' | '[' | '{' => stack.push(here),
            ')' | ']' | '}' => {
                stack.pop();
            }
            _ => {}
        }
    }
    stack.last().copied()
}

#[cfg(test)]
mod bracket_tests {
    use super::*;

    #[test]
    fn the_open_structure_is_found_past_strings_and_comments() {
        let text = "(\n  a: (\n    b: \"x)(\",\n    // )\n    c: 1,\n  ),\n)";
        // Just before the `)` that closes `a` on line 6.
        assert_eq!(open_bracket_before(text, 6, 3), Some((2, 6)));
        assert_eq!(open_bracket_before(text, 7, 1), Some((1, 1)));
        assert_eq!(open_bracket_before(text, 1, 1), None);
    }
}
