//! One rule for "the same person" ([`crate::text::person_key`]), shown
//! to give one verdict everywhere a name stands for someone: the
//! new-game forms and the record reader of both games (which check with
//! the set-ups' `validate`), the player list, the statistics, the
//! history's spreadsheet and BG Stats' `sourcePlayerId`. Pairs are
//! generated from a name and one of the ways the same name comes back
//! different (decomposed accents, zero-width joiner and non-joiner, VS16,
//! doubled, ideographic or Braille-blank spaces, case, full-width
//! letters), and as two unrelated names.

use crate::export::bgstats::bgstats_play_for;
use crate::export::plays::Play;
use crate::games::fake_played::played;
use crate::games::new_york::NewYorkSetup;
use crate::games::players::{PlayerList, person_id_of};
use crate::games::rules::{PlayFacts, TableSeat};
use crate::games::tucana::rules::Setup;
use crate::games::{GameKind, player_results};
use crate::text::same_person;
use proptest::prelude::*;

/// A name of one or two words, from letters of several scripts.
fn name() -> impl Strategy<Value = String> {
    let word = proptest::collection::vec(
        proptest::sample::select(vec!['A', 'n', 'b', 'É', 'é', 'ç', 'Ł', 'ß', 'Σ', 'ς', 'Ж', 'я', '李', 'o']),
        1..6,
    )
    .prop_map(|cs| cs.into_iter().collect::<String>());
    proptest::collection::vec(word, 1..3).prop_map(|words| words.join(" "))
}

/// `name` as it may come back from another keyboard, file or phone.
fn look_alike(name: &str, how: u8) -> String {
    use unicode_normalization::UnicodeNormalization as _;
    let between_letters = |joiner: char| {
        let mut chars = name.chars();
        match (chars.next(), chars.next()) {
            (Some(a), Some(b)) if !a.is_whitespace() && !b.is_whitespace() => {
                format!("{a}{joiner}{b}{}", chars.collect::<String>())
            }
            _ => format!("{name}\u{FE0F}"),
        }
    };
    match how % 10 {
        0 => name.nfd().collect(),
        1 => between_letters('\u{200D}'),
        2 => between_letters('\u{200C}'),
        3 => format!("{name}\u{FE0F}"),
        4 => format!("{} ", name.replace(' ', "  ")),
        5 => name.replace(' ', "\u{3000}"),
        6 => name.replace(' ', "\u{2800}"),
        7 => name.to_uppercase(),
        8 => name.to_lowercase(),
        _ => name
            .chars()
            .map(|c| match c {
                'A'..='Z' | 'a'..='z' => char::from_u32(u32::from(c) - 0x21 + 0xFF01).unwrap_or(c),
                c => c,
            })
            .collect(),
    }
}

/// Every place's verdict on whether `a` and `b` are one person, by name.
fn verdicts(a: &str, b: &str) -> Vec<(&'static str, bool)> {
    let tucana = Setup::app_deck_table("isla-petit", 2, &[a.to_string(), b.to_string()], 7);
    let new_york = NewYorkSetup::with_names(&[a, b]);
    let mut list = PlayerList::default();
    list.record_game([(a, None)], 10);
    let results = player_results(&[
        played(&[(a, 30), ("Zed", 20)], &[a], true, true),
        played(&[(b, 10), ("Zed", 20)], &["Zed"], true, true),
    ]);
    let play = Play {
        kind: GameKind::Tucana,
        id: "00000000000000ff".into(),
        played_at: Some(1_700_000_000),
        ended_at: None,
        place: String::new(),
        note: String::new(),
        over: true,
        boxes: vec![Vec::new(), Vec::new()],
        coached: Vec::new(),
        seats: [(1, a), (2, b)]
            .iter()
            .map(|(seat, n)| TableSeat {
                seat: *seat,
                name: Some(n.to_string()),
                total: Some(10),
                place: Some(1),
                winner: true,
            })
            .collect(),
        facts: PlayFacts::default(),
    };
    let rows = crate::export::history_csv::rows(&play, &|_| String::new(), &list);
    let player = crate::export::history_csv::FIRST_COLUMNS.iter().position(|c| *c == "player").unwrap_or(0);
    let sent = bgstats_play_for(&play, |_| String::new(), &list).expect("a finished play");
    vec![
        ("the Tucana form and record reader", tucana.validate().is_err()),
        ("the New York form and record reader", new_york.validate().is_err()),
        ("the player list", list.find(b).is_some()),
        ("the id without the list", person_id_of(a) == person_id_of(b)),
        ("the statistics", results.iter().filter(|r| r.name != "Zed").count() == 1),
        ("BG Stats", sent.players[0].source_player_id == sent.players[1].source_player_id),
        ("the spreadsheet", rows[0][player] == rows[1][player]),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn a_look_alike_pair_is_one_person_everywhere(a in name(), how in any::<u8>()) {
        let b = look_alike(&a, how);
        prop_assert!(same_person(&a, &b), "{a:?} {b:?}");
        for (place, same) in verdicts(&a, &b) {
            prop_assert!(same, "{place} tells {a:?} and {b:?} apart");
        }
    }

    #[test]
    fn any_two_names_get_the_same_verdict_everywhere(a in name(), b in name()) {
        let same = same_person(&a, &b);
        for (place, verdict) in verdicts(&a, &b) {
            prop_assert_eq!(verdict, same, "{} on {:?} and {:?}", place, a, b);
        }
    }
}
