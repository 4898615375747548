//! When a game ended, where it was played and a note: optional fields of
//! the shared record envelope, for both games. Records written before
//! Trailpad kept them load without; written, they read back the same; the
//! log stamps the end once, when the game is over, and clears it on undo;
//! BG Stats takes its `durationMin` and `location` from them.

use trailpad::export::bgstats::bgstats_play;
use trailpad::export::plays::play_of_record;
use trailpad::games::new_york::{Action, NewYorkLog};
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::{AnyRecord, Boards, Log, Record, RecordVisitor, Rules, read_record};

const EXAMPLES: [&str; 8] = [
    "examples/solo-isla-petit.ron",
    "examples/two-player-isla-petit.ron",
    "examples/four-player-isla-grande-real-cards.ron",
    "examples/five-player-isla-grande-special-bonus.ron",
    "examples/eight-player-isla-grande.ron",
    "examples/new-york/two-player.ron",
    "examples/new-york/three-player.ron",
    "examples/new-york/four-player.ron",
];

fn read(path: &str) -> AnyRecord {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_record(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Runs a check on the record of either game, through the one interface.
struct Check;

impl<G: Rules> RecordVisitor<G> for Check
where
    <G::Record as Record>::Error: std::fmt::Display,
{
    type Output = ();
    fn visit(self, record: G::Record) {
        // Written before Trailpad kept them: none of the three.
        assert_eq!(record.ended_at(), None);
        assert_eq!((record.place(), record.note()), ("", ""));
        let untouched = record.to_text().unwrap_or_else(|e| panic!("{e}"));
        assert!(
            !untouched.contains("ended_at") && !untouched.contains("place:") && !untouched.contains("note:")
        );

        // Kept, they read back the same, quotes included.
        let mut kept = record.clone();
        // After every example's start: an end before it is refused.
        kept.set_ended_at(Some(1_764_400_000));
        kept.set_place("Anna's \"flat\", Lyon".to_string());
        kept.set_note("close one; rematch: Thursday".to_string());
        let text = kept.to_text().unwrap_or_else(|e| panic!("{e}"));
        let back = read_record(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let back_text = back.visit(Text);
        assert_eq!(back_text, text);
        // A line break, an escape or a direction override is nothing the
        // final scores keep: a record holding one is refused, with its line.
        for (forged, field) in
            [("close one\nWinner: Mallory", "note"), ("\u{1b}[2J", "place"), ("a\u{202E}b", "note")]
        {
            let mut bad = kept.clone();
            if field == "note" {
                bad.set_note(forged.to_string());
            } else {
                bad.set_place(forged.to_string());
            }
            let text = bad.to_text().unwrap_or_else(|e| panic!("{e}"));
            let refused = read_record(&text).map(|_| ()).map_err(|e| e.to_string());
            let said = refused.expect_err("refused");
            assert!(said.contains(&format!("the {field} holds an invisible or control character")), "{said}");
        }

        // The log stamps the end once, and an undo clears it.
        let library = SheetLibrary::builtin();
        let boards = Boards { islands: &library };
        let mut log = Log::<G>::replay_in(record, &boards).unwrap_or_else(|e| panic!("{e}"));
        if !log.game().is_over() {
            // The New York examples stop before the end is declared.
            assert!(!log.keep_end(1_764_082_000), "no end while the game goes on");
            assert_eq!(log.record().ended_at(), None);
            return;
        }
        assert!(log.keep_end(1_764_082_000));
        assert!(!log.keep_end(1_764_099_999), "stamped once, not moved by a later save");
        assert_eq!(log.record().ended_at(), Some(1_764_082_000));
        assert!(log.undo().is_some());
        if !log.game().is_over() {
            assert!(log.keep_end(1_764_099_999));
            assert_eq!(log.record().ended_at(), None, "an undone end is no end");
        }
    }
}

/// The record's text, whichever game.
struct Text;

impl<G: Rules> RecordVisitor<G> for Text {
    type Output = String;
    fn visit(self, record: G::Record) -> String {
        record.to_text().unwrap_or_else(|e| panic!("{e}"))
    }
}

#[test]
fn records_written_before_load_without_and_the_new_fields_read_back() {
    for path in EXAMPLES {
        read(path).visit(Check);
    }
}

#[test]
fn bgstats_takes_the_length_and_place_from_the_record() {
    let library = SheetLibrary::builtin();
    let boards = Boards { islands: &library };
    let mut record = read("examples/new-york/three-player.ron");
    let AnyRecord::NewYork(r) = &mut record else { panic!("a New York record") };
    let started = r.played_at.unwrap_or_else(|| panic!("the New York examples are dated"));
    r.actions.push(Action::Finish);
    r.ended_at = Some(started + 52 * 60);
    r.place = "Café Léon".to_string();
    r.note = "first game with Sam".to_string();
    let play = play_of_record(record, &boards).unwrap_or_else(|e| panic!("{e}"));
    let bg = bgstats_play(&play, |s| format!("Seat {s}")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(bg.duration_min, Some(52));
    assert_eq!(bg.location, "Café Léon");
    assert!(bg.comments.starts_with("first game with Sam"), "{}", bg.comments);
}

#[test]
fn new_york_keeps_its_end_when_declared_and_forgets_it_on_undo() {
    let AnyRecord::NewYork(record) = read("examples/new-york/two-player.ron") else {
        panic!("a New York record")
    };
    let library = SheetLibrary::builtin();
    let mut log =
        NewYorkLog::replay_in(record, &Boards { islands: &library }).unwrap_or_else(|e| panic!("{e}"));
    // The example was started at 1764135829: its end comes after that.
    let end = 1_764_135_829 + 200;
    assert!(!log.keep_end(end - 100));
    log.apply(Action::Finish).unwrap_or_else(|e| panic!("{e}"));
    assert!(log.keep_end(end));
    assert_eq!(log.record().ended_at, Some(end));
    assert!(log.record().to_ron().contains(&format!("    ended_at: Some({end}),\n")));
    log.undo();
    assert!(log.keep_end(end + 100));
    assert_eq!(log.record().ended_at, None);
}

/// A clock set back since the start (or a start typed in the future)
/// never makes the app write an end the reader refuses: the end is the
/// start, and the record reads back.
#[test]
fn an_end_is_never_stamped_before_the_start() {
    let AnyRecord::NewYork(record) = read("examples/new-york/two-player.ron") else {
        panic!("a New York record")
    };
    let started = record.played_at.unwrap_or_else(|| panic!("the New York examples are dated"));
    let library = SheetLibrary::builtin();
    let mut log =
        NewYorkLog::replay_in(record, &Boards { islands: &library }).unwrap_or_else(|e| panic!("{e}"));
    log.apply(Action::Finish).unwrap_or_else(|e| panic!("{e}"));
    assert!(log.keep_end(started - 3600), "the clock went back an hour");
    assert_eq!(log.record().ended_at, Some(started));
    let text = log.record().to_ron();
    assert_eq!(trailpad::games::read_record(&text).map(|_| ()), Ok(()), "it reads back");
}
