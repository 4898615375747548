//! The embedded sheets equal the reference data hex for hex, carry the
//! spec's values, and broken sheet files are reported problem by problem.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use trailpad::games::tucana::sheet::library::SheetFileError;

use trailpad::games::tucana::sheet::{
    Feature, ISLA_GRANDE_RON, ISLA_PETIT_RON, Letter, Sheet, SheetError, Sight, Terrain, builtin_sheets,
};
use trailpad::store::load_user_sheets;

fn reference(name: &str) -> String {
    let path = format!("{}/../shared/reference/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn sheet(id: &str) -> Sheet {
    builtin_sheets().into_iter().find(|s| s.id() == id).unwrap()
}

/// Compares one embedded sheet with its reference CSV, hex for hex.
fn assert_matches_csv(sheet: &Sheet, csv: &str) {
    let mut rows = 0;
    for line in csv.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split(',').collect();
        assert_eq!(f.len(), 5, "{line}");
        let coord = trailpad::games::tucana::sheet::Coord::new(f[0].parse().unwrap(), f[1].parse().unwrap());
        let hex = sheet.hex_at(coord).unwrap_or_else(|| panic!("{}: {coord} missing", sheet.id()));
        let hex = sheet.hex(hex);
        assert_eq!(Some(hex.terrain), Terrain::from_name(f[2]), "{}: terrain of {coord}", sheet.id());
        let expected = match f[3] {
            "" => None,
            "village" => Some(Feature::Village(f[4].parse().unwrap())),
            sight => Some(Feature::Sight(Sight::from_key(sight).unwrap_or_else(|| panic!("{sight}")))),
        };
        assert_eq!(hex.feature, expected, "{}: feature of {coord}", sheet.id());
        rows += 1;
    }
    assert_eq!(sheet.hexes().len(), rows, "{}: the sheet has hexes the CSV does not", sheet.id());
}

#[test]
fn isla_petit_equals_the_reference_csv_hex_for_hex() {
    let petit = sheet("isla-petit");
    assert_matches_csv(&petit, &reference("isla-petit.csv"));
    assert_eq!(petit.hexes().len(), 73);
    assert_eq!(petit.edges().len(), 186);
}

#[test]
fn isla_grande_equals_the_reference_csv_hex_for_hex() {
    let grande = sheet("isla-grande");
    assert_matches_csv(&grande, &reference("isla-grande.csv"));
    assert_eq!(grande.hexes().len(), 104);
    assert_eq!(grande.edges().len(), 274);
}

#[test]
fn every_coordinate_has_an_even_sum_and_edges_join_neighbours() {
    for sheet in builtin_sheets() {
        for hex in sheet.hexes() {
            assert_eq!((hex.coord.row + hex.coord.dcol) % 2, 0, "{}", hex.coord);
        }
        for id in 0..sheet.edges().len() {
            let (a, b) = sheet.edge_coords(id);
            assert!(a.is_neighbour(b), "{a}-{b}");
        }
    }
}

fn values(sheet: &Sheet, sight: Sight) -> Vec<String> {
    sheet
        .sight_values(sight)
        .iter()
        .map(|v| format!("{}{}", v.points, if v.bonus_trail { "+" } else { "" }))
        .collect()
}

#[test]
fn sight_values_are_the_spec_table() {
    let petit = sheet("isla-petit");
    let grande = sheet("isla-grande");
    let table = [
        (Sight::Obelisk, vec!["1", "2+"], vec!["1", "2", "2+"]),
        (Sight::Book, vec!["2", "2+"], vec!["2", "2", "3+"]),
        (Sight::Toucan, vec!["2", "3+"], vec!["2", "3", "3+"]),
        (Sight::Yeti, vec!["3", "4+"], vec!["3", "4", "4+"]),
        (Sight::SeaMonster, vec!["4", "5+"], vec!["4", "5", "5+"]),
    ];
    for (sight, p, g) in table {
        assert_eq!(values(&petit, sight), p, "Petit {sight}");
        assert_eq!(values(&grande, sight), g, "Grande {sight}");
        // One value per sight hex of the type: 2 on Petit, 3 on Grande.
        assert_eq!(petit.sight_hexes(sight).len(), 2);
        assert_eq!(grande.sight_hexes(sight).len(), 3);
    }
}

#[test]
fn village_values_rounds_and_solo_reshuffle_are_the_spec_table() {
    let petit = sheet("isla-petit");
    let grande = sheet("isla-grande");
    let v = |s: &Sheet| Letter::ALL.map(|l| s.village_value(l));
    assert_eq!(v(&petit), [14, 13, 12, 11, 10]);
    assert_eq!(v(&grande), [20, 19, 18, 17, 16]);
    assert_eq!((petit.rounds(), petit.solo_reshuffle_after_round()), (2, 1));
    assert_eq!((grande.rounds(), grande.solo_reshuffle_after_round()), (3, 2));
    for s in [&petit, &grande] {
        for n in 1..=10 {
            let hex = s.village(n).unwrap();
            assert_eq!(s.hex(hex).feature, Some(Feature::Village(n)));
        }
    }
}

#[test]
fn solo_titles_are_the_spec_table() {
    let titles = [
        "You're better than a yeti, at least",
        "You get a day off on the beach",
        "Dinner at the Mayor's house",
        "Your name is engraved on the obelisk",
        "Even the sea monsters are shocked",
        "Too good for Tucana",
    ];
    for (id, mins) in
        [("isla-petit", [50, 60, 70, 80, 90, 100]), ("isla-grande", [110, 125, 140, 155, 170, 185])]
    {
        let s = sheet(id);
        let got: Vec<(u32, &str)> = s.solo_titles().iter().map(|t| (t.min_total, t.title.as_str())).collect();
        let want: Vec<(u32, &str)> = mins.into_iter().zip(titles).collect();
        assert_eq!(got, want, "{id}");
        assert_eq!(s.solo_title(mins[0] - 1), None);
        for (min, title) in &want {
            assert_eq!(s.solo_title(*min), Some(*title));
            assert_eq!(s.solo_title(*min + 9), Some(*title));
        }
    }
}

#[test]
fn setup_cards_equal_the_reference_csv() {
    let csv = reference("setup-cards.csv");
    for line in csv.lines().skip(1).filter(|l| !l.trim().is_empty()) {
        let (n, letters) = line.split_once(',').unwrap();
        let n: u8 = n.parse().unwrap();
        let got = trailpad::games::tucana::rules::setup_cards::setup_card_letters(n).unwrap();
        assert_eq!(
            trailpad::games::tucana::rules::setup_cards::letters_to_string(&got),
            letters.trim(),
            "card {n}"
        );
    }
}

/// Isla Petit with one change made to its text.
fn petit_with(changes: &[(&str, &str)]) -> String {
    let mut text = ISLA_PETIT_RON.to_string();
    for (from, to) in changes {
        assert_eq!(text.matches(from).count(), 1, "{from} must be unique");
        text = text.replace(from, to);
    }
    text
}

#[test]
fn a_broken_sheet_reports_every_problem_with_its_place() {
    let text = petit_with(&[
        ("(0, 4, Desert, Plain)", "(3, 8, Desert, Plain)"),
        ("(0, 6, Desert, Plain)", "(0, 6, Desert, Village(4))"),
        ("(0, 8, Mountain, Village(1))", "(0, 8, Mountain, Plain)"),
        ("(0, 10, Mountain, Plain)", "(0, 10, Mountain, Yeti)"),
        ("\"book\": [\"2\", \"2+\"]", "\"book\": [\"2\", \"two\"]"),
        ("rounds: 2,", "rounds: 0,"),
        ("\"E\": 10", "\"F\": 10"),
    ]);
    let Err(SheetError::Invalid(problems)) = Sheet::from_ron(&text) else { panic!("should be invalid") };
    let got: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    let want = [
        "rounds: 0 rounds; a sheet has 1 to 4",
        "hex (3,8): row + dcol must be even",
        "village 1: is missing from the map",
        "village 4: appears 2 times: (0,6), (6,16)",
        "sight row \"book\": value 2 \"two\" is not a number like \"3\" or \"3+\"",
        "sight row \"yeti\": has 2 values but the map has 3 yetis",
        "village value \"F\": is not a letter A to E",
        "village value \"E\": is missing",
    ];
    assert_eq!(got, want);
    // The error text (shown wherever sheets are listed) gives the count,
    // the first five, one per line, and how many more `trailpad sheet` lists.
    let message = SheetError::Invalid(problems).to_string();
    assert!(message.starts_with("8 problems:\n  rounds: 0 rounds"), "{message}");
    let lines: Vec<&str> = message.lines().collect();
    assert_eq!(lines.len(), 7, "{message}");
    assert_eq!(lines[1..6].iter().map(|l| l.trim()).collect::<Vec<_>>(), want[..5]);
    assert_eq!(lines[6], "  … and 3 more (`trailpad sheet FILE` lists them)");
}

#[test]
fn a_newer_format_is_named_even_when_the_rest_does_not_parse() {
    let text = petit_with(&[("format: 1,", "format: 7,")]);
    let err = Sheet::from_ron(&text).unwrap_err();
    assert_eq!(err, SheetError::NewerFormat { found: 7 });
    assert_eq!(err.to_string(), "format version 7 is newer than this Trailpad understands (1)");
    // A field this build does not know yet: still the version message.
    let text = petit_with(&[("format: 1,", "format: 7,\n    hovercraft: true,")]);
    assert_eq!(Sheet::from_ron(&text).unwrap_err(), SheetError::NewerFormat { found: 7 });
}

#[test]
fn ron_syntax_errors_give_line_and_column() {
    // Line 7 is `    rounds: 2,`; break it at column 13.
    let line7 = ISLA_PETIT_RON.lines().nth(6).unwrap();
    assert_eq!(line7, "    rounds: 2,");
    let text = petit_with(&[("rounds: 2,", "rounds: ?2,")]);
    let err = Sheet::from_ron(&text).unwrap_err();
    let SheetError::Syntax { line, column, .. } = &err else { panic!("{err:?}") };
    // The parser points at the value's start (the space before the `?`).
    assert_eq!((*line, *column), (7, 12), "{err}");
    assert_eq!(
        err.to_string(),
        "this file is not a Trailpad island sheet; the reader stopped at line 7, column 12: Expected integer"
    );
}

#[test]
fn the_embedded_texts_parse_into_the_embedded_sheets() {
    let sheets = builtin_sheets();
    assert_eq!(sheets.iter().map(|s| s.id()).collect::<Vec<_>>(), ["isla-petit", "isla-grande"]);
    assert_eq!(Sheet::from_ron(ISLA_PETIT_RON).unwrap().hexes(), sheets[0].hexes());
    assert_eq!(Sheet::from_ron(ISLA_GRANDE_RON).unwrap().hexes(), sheets[1].hexes());
}

#[test]
fn user_folder_loads_the_good_sheet_and_skips_the_broken_one_with_its_reason() {
    let dir = common::fresh_dir("sheets-test");
    let good = petit_with(&[
        ("id: \"isla-petit\"", "id: \"isla-copy\""),
        ("name: \"Isla Petit\"", "name: \"Copy\""),
    ]);
    std::fs::write(dir.join("a-good.ron"), good).unwrap();
    let broken = petit_with(&[("id: \"isla-petit\"", "id: \"broken\""), ("rounds: 2,", "rounds: 9,")]);
    std::fs::write(dir.join("b-broken.ron"), broken).unwrap();
    // Same id as an embedded sheet: skipped, not replacing it.
    std::fs::write(dir.join("c-dupe.ron"), ISLA_PETIT_RON).unwrap();
    std::fs::write(dir.join("notes.txt"), "not a sheet").unwrap();

    let library = load_user_sheets(Some(&dir));
    let ids: Vec<&str> = library.sheets.iter().map(|s| s.id()).collect();
    assert_eq!(ids, ["isla-petit", "isla-grande", "isla-copy"]);
    assert_eq!(library.get("isla-copy").unwrap().name(), "Copy");
    assert_eq!(library.skipped.len(), 2);
    let broken = &library.skipped[0];
    assert_eq!(broken.path, dir.join("b-broken.ron"));
    assert!(matches!(broken.reason, SheetFileError::Invalid { .. }), "{:?}", broken.reason);
    let reason = broken.reason.to_string();
    assert!(reason.contains("b-broken.ron"), "{reason}");
    assert!(reason.contains("rounds: 9 rounds; a sheet has 1 to 4"), "{reason}");
    assert_eq!(
        library.skipped[1].reason,
        SheetFileError::IdTaken { path: dir.join("c-dupe.ron"), id: "isla-petit".into() }
    );
    assert!(
        library.skipped[1].reason.to_string().contains("id \"isla-petit\" is already used"),
        "{}",
        library.skipped[1].reason
    );

    // A missing folder is simply empty.
    std::fs::remove_dir_all(&dir).unwrap();
    let library = load_user_sheets(Some(&dir));
    assert_eq!(library.sheets.len(), 2);
    assert!(library.skipped.is_empty());
}

#[test]
fn more_sheet_problems_are_each_reported_in_place() {
    let text = petit_with(&[
        ("id: \"isla-petit\"", "id: \"Isla Petit!\""),
        ("(0, 8, Mountain, Village(1))", "(0, 8, Mountain, Village(11))"),
        ("(5, 1, Forest, Plain)", "(5, 1, Forest, Plain),\n        (5, 1, Desert, Plain)"),
        ("\"obelisk\": [\"1\", \"2+\"],", "\"obelisk\": [\"1\", \"2+\"],\n        \"dragon\": [\"9\"],"),
        ("(60, \"You get a day off on the beach\")", "(40, \"You get a day off on the beach\")"),
        ("format: 1,", "format: 0,"),
    ]);
    let Err(SheetError::Invalid(problems)) = Sheet::from_ron(&text) else { panic!("should be invalid") };
    let got: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(
        got,
        [
            "format: format version 0 does not exist; the first version is 1",
            "id: \"Isla Petit!\" must be non-empty, at most 64 characters, and use only a-z, 0-9 and '-'",
            "hex (0,8): village number 11 must be 1 to 10",
            "hex (5,1): appears twice",
            "village 1: is missing from the map",
            "sight row \"dragon\": is not a sight (obelisk, book, toucan, yeti, sea_monster)",
            "solo title \"You get a day off on the beach\": minimum 40 must be above the previous title's 50",
        ]
    );
}

/// A folder of `broken` files (`a-0000.ron`, …) then `valid` user islands
/// (ids `user-000`, …, files `b-0000.ron`, …): by name, every broken file
/// comes first.
fn flooded_folder(name: &str, valid: usize, broken: usize) -> std::path::PathBuf {
    let dir = common::fresh_dir(name);
    for i in 0..broken {
        std::fs::write(dir.join(format!("a-{i:04}.ron")), "(format: 1, id: \"x\"").unwrap();
    }
    for i in 0..valid {
        let text = petit_with(&[
            ("id: \"isla-petit\"", &format!("id: \"user-{i:03}\"")),
            ("name: \"Isla Petit\"", &format!("name: \"User {i:03}\"")),
        ]);
        std::fs::write(dir.join(format!("b-{i:04}.ron")), text).unwrap();
    }
    dir
}

#[test]
fn broken_sheets_never_hide_a_valid_one_and_what_is_left_unread_is_named() {
    use trailpad::store::{MAX_SHEET_FILES_OPENED, MAX_USER_SHEETS};
    // 250 broken files sort before 3 valid islands: all three are read,
    // every broken one is named with its reason.
    let dir = flooded_folder("sheets-flood", 3, 250);
    let library = load_user_sheets(Some(&dir));
    let ids: Vec<&str> = library.sheets.iter().skip(2).map(|s| s.id()).collect();
    assert_eq!(ids, ["user-000", "user-001", "user-002"]);
    assert_eq!(library.skipped.len(), 250);
    for (i, skipped) in library.skipped.iter().enumerate() {
        let file = dir.join(format!("a-{i:04}.ron"));
        assert_eq!(skipped.path, file);
        assert!(matches!(&skipped.reason, SheetFileError::Invalid { path, .. } if *path == file));
    }
    let _ = std::fs::remove_dir_all(&dir);

    // More valid islands than are kept: the first unread file is named.
    let dir = flooded_folder("sheets-flood-valid", MAX_USER_SHEETS + 5, 2);
    let library = load_user_sheets(Some(&dir));
    assert_eq!(library.sheets.len(), 2 + MAX_USER_SHEETS, "broken files do not count as islands");
    let first_unread = dir.join(format!("b-{MAX_USER_SHEETS:04}.ron"));
    let too_many = SheetFileError::TooMany {
        path: dir.clone(),
        found: MAX_USER_SHEETS + 7,
        read: MAX_USER_SHEETS + 2,
        first_unread: first_unread.clone(),
        islands_full: true,
    };
    assert_eq!(library.skipped[0].reason, too_many, "said first");
    assert_eq!(
        too_many.to_string(),
        format!(
            "{}: 207 sheet files; 5 from {} on (by name) were not read: only 200 islands are kept (move the others elsewhere)",
            dir.display(),
            first_unread.display()
        )
    );
    assert_eq!(library.skipped.len(), 1 + 2);
    let _ = std::fs::remove_dir_all(&dir);

    // A flood of broken files: opening stops, and the valid island past
    // it is named as not read (never silently missing).
    let dir = flooded_folder("sheets-flood-broken", 1, MAX_SHEET_FILES_OPENED);
    let library = load_user_sheets(Some(&dir));
    assert_eq!(library.sheets.len(), 2);
    let SheetFileError::TooMany { first_unread, islands_full: false, read, .. } = &library.skipped[0].reason
    else {
        panic!("{:?}", library.skipped[0].reason)
    };
    assert_eq!((first_unread, *read), (&dir.join("b-0000.ron"), MAX_SHEET_FILES_OPENED));
    assert!(
        library.skipped[0].reason.to_string().contains("only the first 1,000 files or 32 MiB are opened")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_sheet_folder_that_cannot_be_listed_is_said_with_the_reason() {
    let dir = common::fresh_dir("sheets-not-a-folder");
    // A file where the folder should be: refused to root too.
    let path = dir.join("sheets");
    std::fs::write(&path, "not a folder").unwrap();
    let library = load_user_sheets(Some(&path));
    assert_eq!(library.sheets.len(), 2, "the embedded islands stay");
    assert_eq!(library.skipped.len(), 1);
    let SheetFileError::FolderUnreadable { path: reported, detail } = &library.skipped[0].reason else {
        panic!("{:?}", library.skipped[0].reason)
    };
    assert_eq!(reported, &path);
    assert!(detail.to_lowercase().contains("not a directory"), "{detail}");
    assert!(library.skipped[0].reason.to_string().starts_with("cannot read the sheet folder"));

    // No permission (only where permissions bind: not for root).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let locked = dir.join("locked");
        std::fs::create_dir(&locked).unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
        if std::fs::read_dir(&locked).is_err() {
            let library = load_user_sheets(Some(&locked));
            assert!(
                matches!(&library.skipped[..], [s] if matches!(s.reason, SheetFileError::FolderUnreadable { .. })),
                "{:?}",
                library.skipped
            );
        }
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_command_line_lists_twenty_skipped_sheets_and_counts_the_rest() {
    let dir = flooded_folder("sheets-flood-cli", 0, 60);
    let record = format!("{}/examples/solo-isla-petit.ron", env!("CARGO_MANIFEST_DIR"));
    let out = common::cli::trailpad(&dir).args(["check", &record]).output().unwrap();
    assert!(out.status.success(), "{out:?}");
    let err = common::cli::stderr(&out);
    let listed = err.lines().filter(|l| l.starts_with("warning: skipped user sheet")).count();
    assert_eq!(listed, trailpad::store::MAX_REPORTED_SHEETS, "{err}");
    assert!(err.contains("warning: … and 40 more user sheet files skipped (not listed)"), "{err}");
    // The folder's own problem is said as the folder's, not as a sheet's.
    let not_a_folder = dir.join("a-0000.ron");
    let out = common::cli::trailpad(&not_a_folder).args(["check", &record]).output().unwrap();
    let err = common::cli::stderr(&out);
    assert!(err.starts_with("warning: cannot read the sheet folder "), "{err:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
