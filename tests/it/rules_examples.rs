//! The worked examples at the end of tucana-rules.md (and of the rulebook),
//! each reached by playing real trails on the real maps with real cards.

use crate::common::{Step, Table, c, edges_of, setup};
use trailpad::games::tucana::rules::{Action, GameEvent, SheetEvent, WonCard};
use trailpad::games::tucana::sheet::{Coord, Letter};

/// Set-up card 4 (EBDBACAECD), seat 1, default start: D sits in villages 3
/// (3,15) and 10 (1,3) of Isla Petit; this path joins them over plain hexes.
fn petit_d_path() -> Vec<Coord> {
    vec![c(1, 3), c(1, 5), c(1, 7), c(1, 9), c(1, 11), c(2, 12), c(2, 14), c(3, 15)]
}

#[test]
fn mary_connects_d_to_d_on_petit_and_her_village_line_gets_11() {
    let mut t = Table::new(setup("isla-petit", 3, &["Mary"], 4));
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    let events = t.draw_in_turns(1, &edges_of(&path));
    assert!(events.contains(&GameEvent::Sheet {
        seat: 1,
        event: SheetEvent::PairConnected { letter: Letter::D, points: 11 }
    }));
    let mary = t.game.player(1).unwrap();
    let card = t.game.score_card(mary);
    let connected: Vec<Letter> = card.villages.iter().filter(|v| v.connected).map(|v| v.letter).collect();
    assert_eq!(connected, [Letter::D]);
    assert_eq!(card.final_box.villages, 11);
    t.finish_game();
    let mary = t.game.player(1).unwrap();
    assert_eq!(t.game.final_scoring_box(mary).villages, 11);
}

#[test]
fn mary_and_david_tie_on_d_for_6_then_alice_scores_4_and_no_d_bonus_is_left() {
    // Five players; symmetry gives all three tracked sheets the same letters.
    let mut s = setup("isla-petit", 5, &["Mary", "David", "Alice"], 4);
    s.symmetry = true;
    let mut t = Table::new(s);
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    let edges = edges_of(&path);
    let (last, rest) = edges.split_last().unwrap();
    for &(a, b) in rest {
        t.turn(&[Step::Trail(1, a, b), Step::Trail(2, a, b), Step::Trail(3, a, b)]);
    }
    // Mary and David close D–D in the same turn; Alice draws elsewhere.
    let events = t.turn(&[Step::Trail(1, last.0, last.1), Step::Trail(2, last.0, last.1)]);
    let six = WonCard::Blue { letter: Letter::D, rank: 1, points: 6, turn: 6 };
    assert!(events.contains(&GameEvent::CardWon { seat: 1, card: six }));
    assert!(events.contains(&GameEvent::CardWon { seat: 2, card: six }));
    assert_eq!(t.game.player(1).unwrap().won_cards(), [six]);
    assert_eq!(t.game.player(2).unwrap().won_cards(), [six]);
    // The #1 card went; the #2 card (4) is on top now.
    let top = t.game.top_blue_card(Letter::D).unwrap();
    assert_eq!((top.rank, top.points), (2, 4));
    assert_eq!(t.game.blue_stacks()[Letter::D.index()].len(), 1);

    // A later turn: Alice connects D–D and scores the last card.
    t.turn(&[]);
    t.turn(&[Step::Trail(3, last.0, last.1)]);
    assert_eq!(
        t.game.player(3).unwrap().won_cards(),
        [WonCard::Blue { letter: Letter::D, rank: 2, points: 4, turn: 8 }]
    );
    assert_eq!(t.game.top_blue_card(Letter::D), None);
    assert!(t.game.blue_stacks()[Letter::D.index()].is_empty());
    // Taking it again elsewhere is impossible: nothing is left.
    assert_eq!(
        t.game
            .check(&Action::TakenElsewhere(trailpad::games::tucana::rules::BonusCard::Blue(Letter::D)))
            .unwrap_err()
            .to_string(),
        "the blue D–D card is not on the table"
    );
    t.finish_game();
    let bonus: Vec<u32> = t.game.players().iter().map(|p| t.game.final_scoring_box(p).bonus).collect();
    assert_eq!(bonus, [6, 6, 4]);
}

#[test]
fn alice_scores_10_plus_22_plus_38_plus_8_equals_78() {
    // Solo on Isla Petit, set-up card 4: A in villages 5 and 7, B in 2 and
    // 4, D in 3 and 10. Solo blue cards are the #2 ones: A 2, B 2, D 4.
    let mut t = Table::new(setup("isla-petit", 1, &["Alice"], 4));
    // Round 1: D–D over the toucan (2) and obelisk (1), then the yeti (3)
    // and the sea monster (4): sights 10, no bonus trail.
    let round1 = [
        (c(1, 3), c(1, 5)),
        (c(1, 5), c(2, 6)),
        (c(2, 6), c(2, 8)),
        (c(2, 8), c(2, 10)),
        (c(2, 10), c(2, 12)),
        (c(2, 12), c(2, 14)),
        (c(2, 14), c(3, 15)),
        (c(2, 6), c(3, 7)),
        (c(3, 7), c(4, 6)),
        (c(4, 6), c(4, 8)),
        (c(4, 8), c(5, 9)),
    ];
    // Round 2: A–A over the second obelisk (2+), the second sea monster
    // (5+), the second toucan (3+), a book (2) and B–B: 12 more. The three
    // bonus trails are drawn on the path itself.
    let round2 = [
        (c(8, 4), c(8, 6)),
        (c(8, 6), c(8, 8)),
        (c(8, 8), c(7, 9)),
        (c(7, 9), c(8, 10)),
        (c(8, 10), c(8, 12)),
        (c(8, 12), c(8, 14)),
        (c(8, 14), c(9, 15)),
        (c(8, 12), c(7, 11)),
        (c(7, 11), c(6, 12)),
        (c(6, 16), c(5, 15)),
        (c(5, 15), c(4, 14)),
        (c(4, 14), c(3, 15)),
        (c(4, 14), c(4, 12)),
        (c(1, 13), c(2, 14)),
    ];
    t.reserve(round1.iter().chain(&round2).flat_map(|&(a, b)| [a, b]));

    t.draw_set_in_turns(1, &round1);
    let events = t.finish_round();
    assert!(events.contains(&GameEvent::RoundEnded(1)));
    let alice = t.game.player(1).unwrap();
    assert_eq!(t.game.final_scoring_box(alice).round_lines, [Some(10), None]);
    assert!(matches!(alice.won_cards(), [WonCard::Blue { letter: Letter::D, rank: 2, points: 4, .. }]));
    // One blue card claimed (< 3): the reshuffle keeps two, A and B.
    assert!(t.game.solo_reshuffle_due());
    t.apply(Action::SoloReshuffle { kept: vec![Letter::A, Letter::B] });
    assert_eq!(t.game.blue_letters_on_table(), [Letter::A, Letter::B]);

    let events = t.draw_set_in_turns(1, &round2);
    let bonus_trails = events
        .iter()
        .filter(|e| {
            matches!(e, GameEvent::Sheet { event: SheetEvent::SightCircled { bonus_trail: true, .. }, .. })
        })
        .count();
    assert_eq!(bonus_trails, 3);
    t.finish_round();
    assert!(t.game.is_over());

    let alice = t.game.player(1).unwrap();
    let card = t.game.score_card(alice);
    assert_eq!(card.final_box.round_lines, [Some(10), Some(22)]);
    let connected: Vec<Letter> = card.villages.iter().filter(|v| v.connected).map(|v| v.letter).collect();
    assert_eq!(connected, [Letter::A, Letter::B, Letter::D]);
    assert_eq!(card.final_box.villages, 14 + 13 + 11);
    assert_eq!(card.final_box.bonus, 8);
    assert_eq!(card.final_box.total, 78);
    assert_eq!(card.title.as_deref(), Some("Dinner at the Mayor's house"));
    assert_eq!(t.game.winners(), [1]);
}

#[test]
fn mary_on_isla_grande_writes_sight_lines_8_24_33() {
    let mut t = Table::new(setup("isla-grande", 2, &["Mary"], 4));
    // Round 1 from village 1 (2,10): obelisk 1, sea monster 4, yeti 3.
    let round1 = [
        (c(2, 10), c(2, 12)),
        (c(2, 12), c(3, 13)),
        (c(2, 10), c(3, 11)),
        (c(3, 11), c(4, 10)),
        (c(4, 10), c(5, 11)),
        (c(5, 11), c(6, 12)),
        (c(6, 12), c(6, 10)),
        (c(6, 10), c(6, 8)),
    ];
    // Round 2: sea monster 5 (8,6), sea monster 5+ (0,14), yeti 4 (7,15)
    // and obelisk 2 (4,4) by village 10: 16 more, few forests (the deck has
    // only 7). The 5+ bonus trail is drawn on the path.
    let round2 = [
        (c(6, 8), c(7, 7)),
        (c(7, 7), c(8, 6)),
        (c(3, 13), c(2, 14)),
        (c(2, 14), c(1, 13)),
        (c(1, 13), c(0, 14)),
        (c(6, 12), c(6, 14)),
        (c(6, 14), c(7, 15)),
        (c(2, 4), c(3, 3)),
        (c(3, 3), c(4, 4)),
    ];
    // Round 3: toucans 2 and 3, and the third yeti 4+ by village 7 (its
    // bonus trail is drawn harmlessly): 9 more.
    let round3 = [(c(4, 10), c(4, 8)), (c(12, 4), c(11, 3)), (c(11, 3), c(11, 1)), (c(11, 3), c(10, 4))];
    t.reserve(round1.iter().chain(&round2).chain(&round3).flat_map(|&(a, b)| [a, b]));
    let mut lines = Vec::new();
    for round in [&round1[..], &round2[..], &round3[..]] {
        t.draw_set_in_turns(1, round);
        t.finish_round();
        let mary = t.game.player(1).unwrap();
        lines.push(t.game.final_scoring_box(mary).round_lines);
    }
    assert_eq!(
        lines,
        [vec![Some(8), None, None], vec![Some(8), Some(24), None], vec![Some(8), Some(24), Some(33)]]
    );
    assert!(t.game.is_over());
    let mary = t.game.player(1).unwrap();
    assert_eq!(t.game.final_scoring_box(mary).total, 8 + 24 + 33);
}
