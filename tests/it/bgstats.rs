//! The BG Stats link of a finished game, for both games through the one
//! interface: the JSON of every example record against a reviewed file
//! (tests/data/bgstats/), paper seats, the link decoding back, the
//! longest table under the link's limit, and a stable play id.
//!
//! `BLESS=1 cargo test --test it bgstats` rewrites the expected files
//! (review the diff before committing).

use trailpad::export::bgstats::{BgStatsError, BgStatsPlay, MAX_LINK_CHARS, bgstats_play, json_of_link};
use trailpad::export::plays::{Play, play_of_record};
use trailpad::games::tucana::record::PaperTotal;
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::{AnyRecord, Boards, read_record};

/// The start date given to the Tucana examples, which were written before
/// records kept one: 2025-11-25 14:00:00 UTC.
const EXAMPLE_DATE: u64 = 1_764_079_200;

fn read(path: &str) -> AnyRecord {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut record = read_record(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    if let AnyRecord::Tucana(r) = &mut record
        && r.played_at.is_none()
    {
        r.played_at = Some(EXAMPLE_DATE);
    }
    record
}

fn play(record: AnyRecord) -> Play {
    let library = SheetLibrary::builtin();
    play_of_record(record, &Boards { islands: &library }).unwrap_or_else(|e| panic!("{e}"))
}

fn bg(play: &Play) -> Result<BgStatsPlay, BgStatsError> {
    bgstats_play(play, |seat| format!("Seat {seat} (on paper)"))
}

/// Compares with the reviewed file, or writes it under `BLESS=1`.
fn matches_file(name: &str, play: &BgStatsPlay) {
    let path = format!("{}/tests/data/bgstats/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let json = serde_json::to_string_pretty(play).expect("plain data") + "\n";
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &json).expect("expected file written");
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(json, expected, "{name}");
    // The link carries exactly this play, compact.
    let link = play.link();
    assert!(link.len() < MAX_LINK_CHARS, "{name}: {}", link.len());
    let back: BgStatsPlay =
        serde_json::from_str(&json_of_link(&link).expect("a createPlay link")).expect("its JSON");
    assert_eq!(&back, play, "{name}");
}

/// The four-player example, whose seat 4 keeps its sheet on paper, with
/// the totals typed for it.
fn with_paper_seats(totals: &[(u8, u32)]) -> AnyRecord {
    let mut record = read("examples/four-player-isla-grande-real-cards.ron");
    let AnyRecord::Tucana(r) = &mut record else { panic!("not Tucana") };
    r.paper_totals = totals.iter().map(|&(seat, total)| PaperTotal { seat, total }).collect();
    record
}

#[test]
fn every_example_record_gives_its_reviewed_bgstats_play() {
    for (name, path) in [
        ("solo-isla-petit", "examples/solo-isla-petit.ron"),
        ("two-player-isla-petit", "examples/two-player-isla-petit.ron"),
        ("five-player-isla-grande-special-bonus", "examples/five-player-isla-grande-special-bonus.ron"),
        ("eight-player-isla-grande", "examples/eight-player-isla-grande.ron"),
        ("new-york-two-player", "examples/new-york/two-player.ron"),
        ("new-york-three-player", "examples/new-york/three-player.ron"),
        ("new-york-four-player", "examples/new-york/four-player.ron"),
    ] {
        let mut record = read(path);
        // The New York examples stop before the players say the game is
        // over: refused as they are, then finished.
        if let AnyRecord::NewYork(r) = &mut record {
            assert_eq!(bg(&play(AnyRecord::NewYork(r.clone()))), Err(BgStatsError::NotOver));
            r.actions.push(trailpad::games::new_york::Action::Finish);
        }
        // A paper sheet's total must be typed first: 10 × its seat.
        if let Err(BgStatsError::MissingTotals(seats)) = bg(&play(record.clone()))
            && let AnyRecord::Tucana(r) = &mut record
        {
            r.paper_totals =
                seats.iter().map(|&seat| PaperTotal { seat, total: 10 * u32::from(seat) }).collect();
        }
        matches_file(name, &bg(&play(record)).unwrap_or_else(|e| panic!("{name}: {e}")));
    }
}

#[test]
fn paper_seats_go_with_their_typed_totals_and_missing_ones_are_named() {
    // As the example is, seat 4's total was never typed: said, not sent
    // as zero.
    let untyped = play(read("examples/four-player-isla-grande-real-cards.ron"));
    assert_eq!(bg(&untyped), Err(BgStatsError::MissingTotals(vec![4])));
    // Typed high: the paper sheet wins, named by its seat.
    let typed = bg(&play(with_paper_seats(&[(4, 500)]))).unwrap();
    assert_eq!(typed.players.iter().map(|p| p.winner).collect::<Vec<_>>(), [false, false, false, true]);
    assert_eq!(typed.players[3].rank, 1);
    assert_eq!(typed.players[3].name, "Seat 4 (on paper)");
    assert_eq!(typed.players[3].score, 500);
    matches_file("four-player-isla-grande-real-cards-paper-seat", &typed);
}

#[test]
fn the_same_game_has_the_same_play_id_however_often_and_whatever_was_typed_since() {
    let a = play(read("examples/two-player-isla-petit.ron"));
    let b = play(read("examples/two-player-isla-petit.ron"));
    assert_eq!(bg(&a).unwrap().source_play_id, bg(&b).unwrap().source_play_id);
    // A paper total typed later updates the same play.
    let before = play(with_paper_seats(&[]));
    let after = play(with_paper_seats(&[(4, 9)]));
    assert_eq!(before.id, after.id);
    // Another game, another id; another date, another id.
    let ny = play(read("examples/new-york/two-player.ron"));
    assert_ne!(a.id, ny.id);
    let mut later = read("examples/two-player-isla-petit.ron");
    if let AnyRecord::Tucana(r) = &mut later {
        r.played_at = Some(EXAMPLE_DATE + 86_400);
    }
    assert_ne!(play(later).id, a.id);
}

/// The longest legal game: eight players whose names are 64 characters
/// that each take four bytes in UTF-8 (twelve characters once
/// percent-encoded), the longest place and note a record keeps, in the
/// same characters. Its link, from `trailpad log-play`, fits
/// [`MAX_LINK_CHARS`] with the comments shortened (and said so), carries
/// `bggId` and `board`, decodes to the JSON `log-play --format json`
/// prints, and gives every player the name, total and win `trailpad score
/// --json` gives.
#[test]
fn the_longest_legal_game_fits_the_link_and_agrees_with_score() {
    use crate::common::cli::{run, stderr, stdout};
    use trailpad::games::record::{MAX_NOTE_CHARS, MAX_PLACE_CHARS};
    let mut longest = 0;
    for (i, letter) in ['a', 'é', '日', '😀'].into_iter().enumerate() {
        let mut record = read("examples/eight-player-isla-grande.ron");
        let AnyRecord::Tucana(r) = &mut record else { panic!("not Tucana") };
        for p in &mut r.setup.players {
            let mut name: String = std::iter::repeat_n(letter, 63).collect();
            name.push(char::from(b'1' + p.seat));
            p.name = name;
        }
        r.place = std::iter::repeat_n(letter, MAX_PLACE_CHARS).collect();
        r.note = std::iter::repeat_n(letter, MAX_NOTE_CHARS).collect();
        let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("longest-{i}.ron"));
        std::fs::write(&file, r.to_ron().expect("RON")).expect("written");
        let file = file.to_str().expect("UTF-8 path");

        let link = run(&["log-play", file]);
        assert!(link.status.success(), "{i}: {}", stderr(&link));
        let link = stdout(&link).trim_end().to_string();
        assert!(link.len() <= MAX_LINK_CHARS, "{i}: {}", link.len());
        longest = longest.max(link.len());
        let json = run(&["log-play", "--format", "json", file]);
        let sent: serde_json::Value = serde_json::from_str(&stdout(&json)).expect("JSON");
        let carried: serde_json::Value =
            serde_json::from_str(&json_of_link(&link).expect("a createPlay link")).expect("JSON");
        assert_eq!(sent, carried, "{i}");
        assert_eq!(sent["game"]["bggId"], 283_864);
        assert_eq!(sent["board"], "Isla Grande");
        if letter == '😀' {
            assert!(stderr(&json).contains("to fit the link, the comments"), "{}", stderr(&json));
        }

        let score = run(&["score", "--json", file]);
        assert!(score.status.success(), "{}", stderr(&score));
        let score: serde_json::Value = serde_json::from_str(&stdout(&score)).expect("JSON");
        let players = score["players"].as_array().expect("players");
        let sent_players = sent["players"].as_array().expect("players");
        assert_eq!(players.len(), 8);
        assert_eq!(sent_players.len(), 8);
        for (scored, sent) in players.iter().zip(sent_players) {
            assert_eq!(scored["name"], sent["name"], "{i}");
            assert_eq!(scored["total"], sent["score"], "{i}");
            let wins = score["winners"].as_array().expect("winners").contains(&scored["name"]);
            assert_eq!(serde_json::Value::Bool(wins), sent["winner"], "{i}");
        }
    }
    println!("longest BG Stats link: {longest} characters");
}
