//! One scenario per rule of tucana-rules.md, played with real cards on the
//! real maps (and, for passing, on a tiny hand-made island).
//!
//! Isla Petit with set-up card 4 (EBDBACAECD), seat 1, default start:
//! village 1 E (0,8), 2 B (1,13), 3 D (3,15), 4 B (6,16), 5 A (8,12),
//! 6 C (9,9), 7 A (8,4), 8 E (6,2), 9 C (3,1), 10 D (1,3).
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::{Step, Table, assert_refused, c, edges_of, plain_path, setup};
use std::sync::Arc;
use trailpad::games::tucana::rules::{
    Action, BonusCard, DeckMode, GameEvent, SetupError, SheetEvent, TucanaGame, WonCard, blue_stack,
    red_cards_for_table,
};
use trailpad::games::tucana::sheet::{Card, Coord, Letter, Sheet, Sight};
use trailpad::i18n::{Language, Translator};

fn petit_d_path() -> Vec<Coord> {
    vec![c(1, 3), c(1, 5), c(1, 7), c(1, 9), c(1, 11), c(2, 12), c(2, 14), c(3, 15)]
}

fn circled(t: &Table, seat: u8, sight: Sight) -> Vec<u16> {
    let p = t.game.player(seat).unwrap();
    t.game.sight_scoring_box(p)[sight.index()].circled_points()
}

fn bonus_circles(events: &[GameEvent]) -> usize {
    events
        .iter()
        .filter(|e| {
            matches!(e, GameEvent::Sheet { event: SheetEvent::SightCircled { bonus_trail: true, .. }, .. })
        })
        .count()
}

/// Reveals the cards of one edge and draws it as the seat's trail, leaving
/// the turn open.
fn open_turn_with_trail(t: &mut Table, seat: u8, a: Coord, b: Coord) -> Vec<GameEvent> {
    let [c1, c2] = t.cards_for(a, b);
    let mut events = t.apply(Action::Reveal(c1, c2));
    events.extend(t.apply(Action::Trail { seat, from: a, to: b }));
    events
}

// ----- sights and bonus trails -----

#[test]
fn a_sight_circles_the_leftmost_free_value_only_once_a_village_joins_its_network() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    t.reserve([c(2, 8), c(1, 5), c(7, 11), c(1, 3), c(8, 12)]);
    // Toucan (2,6) with a plain hex: no village, nothing circled.
    t.draw_in_turns(1, &[(c(2, 8), c(2, 6)), (c(1, 5), c(2, 6))]);
    assert!(circled(&t, 1, Sight::Toucan).is_empty());
    // Village 10 joins: the leftmost value, 2.
    t.draw_in_turns(1, &[(c(1, 3), c(1, 5))]);
    assert_eq!(circled(&t, 1, Sight::Toucan), [2]);
    // The other toucan (6,12), by village 5: the next value, 3+.
    let events = t.draw_in_turns(1, &[(c(8, 12), c(7, 11)), (c(7, 11), c(6, 12))]);
    assert_eq!(circled(&t, 1, Sight::Toucan), [2, 3]);
    assert_eq!(bonus_circles(&events), 1);
    // More trails at a circled sight never circle it again.
    t.draw_in_turns(1, &[(c(2, 6), c(3, 7))]);
    let p = t.game.player(1).unwrap();
    assert_eq!(p.circles().len(), 2);
    assert!(p.is_circled(t.game.sheet().hex_at(c(2, 6)).unwrap()));
}

#[test]
fn the_last_sight_of_a_type_owes_a_bonus_trail_at_once_on_any_edge() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    t.reserve([c(1, 3), c(1, 5), c(2, 6), c(8, 12), c(7, 11), c(6, 12)]);
    t.draw_in_turns(1, &[(c(1, 3), c(1, 5)), (c(1, 5), c(2, 6)), (c(8, 12), c(7, 11))]);
    let drawn_before = t.game.player(1).unwrap().drawn().len();
    let events = open_turn_with_trail(&mut t, 1, c(7, 11), c(6, 12));
    assert!(events.contains(&GameEvent::Sheet {
        seat: 1,
        event: SheetEvent::SightCircled { sight: Sight::Toucan, points: 3, bonus_trail: true }
    }));
    assert_eq!(t.game.owed_bonus_trails(1), 1);
    assert!(!t.game.is_done(1));
    assert_eq!(t.game.unfinished_players(), [1]);
    // Every free edge is legal now, whatever its terrain.
    assert_eq!(t.game.legal_trails(1).len(), 186 - drawn_before - 1);
    assert_refused(
        &mut t.game,
        Action::Reveal(Card::Desert, Card::Desert),
        "this turn's cards (Forest and Forest) are out; Ann must finish first",
    );
    assert_refused(
        &mut t.game,
        Action::Trail { seat: 1, from: c(0, 4), to: c(0, 6) },
        "Ann has already drawn this turn's trail",
    );
    // Desert–desert with forest cards: fine for a bonus trail.
    let events = t.apply(Action::BonusTrail { seat: 1, from: c(0, 4), to: c(0, 6) });
    assert!(matches!(events.last(), Some(GameEvent::TurnClosed(_))), "{events:?}");
    assert_eq!(t.game.owed_bonus_trails(1), 0);
    assert!(t.game.player(1).unwrap().trails().last().unwrap().bonus);
}

#[test]
fn a_bonus_trail_that_completes_another_type_owes_another_bonus_trail() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    t.reserve([c(1, 3), c(1, 5), c(2, 6), c(9, 9), c(8, 10), c(7, 9), c(8, 12), c(7, 11), c(2, 10), c(2, 8)]);
    // First toucan (2,6) and first obelisk (7,9) circled; second obelisk
    // (2,10) waits one edge away from village 10's network.
    t.draw_in_turns(
        1,
        &[
            (c(1, 3), c(1, 5)),
            (c(1, 5), c(2, 6)),
            (c(9, 9), c(8, 10)),
            (c(8, 10), c(7, 9)),
            (c(8, 12), c(7, 11)),
            (c(2, 10), c(2, 8)),
        ],
    );
    assert_eq!((circled(&t, 1, Sight::Toucan), circled(&t, 1, Sight::Obelisk)), (vec![2], vec![1]));
    open_turn_with_trail(&mut t, 1, c(7, 11), c(6, 12));
    assert_eq!(t.game.owed_bonus_trails(1), 1);
    // The bonus trail joins the second obelisk: a chain reaction.
    let events = t.apply(Action::BonusTrail { seat: 1, from: c(2, 8), to: c(2, 6) });
    assert_eq!(bonus_circles(&events), 1);
    assert_eq!(t.game.owed_bonus_trails(1), 1);
    assert_eq!(circled(&t, 1, Sight::Obelisk), [1, 2]);
    assert!(t.game.turn_cards().is_some());
    t.apply(Action::BonusTrail { seat: 1, from: c(0, 4), to: c(0, 6) });
    assert_eq!(t.game.owed_bonus_trails(1), 0);
    assert!(t.game.turn_cards().is_none(), "the turn closes once the chain is paid");
}

#[test]
fn one_trail_completing_two_sight_types_owes_two_bonus_trails() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    t.reserve([c(1, 3), c(1, 5), c(2, 6), c(2, 8), c(2, 10), c(6, 12), c(6, 10), c(7, 9), c(8, 10), c(9, 9)]);
    t.draw_in_turns(
        1,
        &[
            (c(1, 3), c(1, 5)),
            (c(1, 5), c(2, 6)),
            (c(2, 6), c(2, 8)),
            (c(2, 8), c(2, 10)),
            // Second toucan and second obelisk, joined, no village yet.
            (c(6, 12), c(6, 10)),
            (c(6, 10), c(7, 9)),
            (c(7, 9), c(8, 10)),
        ],
    );
    assert_eq!((circled(&t, 1, Sight::Toucan), circled(&t, 1, Sight::Obelisk)), (vec![2], vec![1]));
    let events = open_turn_with_trail(&mut t, 1, c(8, 10), c(9, 9));
    assert_eq!(bonus_circles(&events), 2);
    assert_eq!(t.game.owed_bonus_trails(1), 2);
    t.apply(Action::BonusTrail { seat: 1, from: c(0, 4), to: c(0, 6) });
    assert_eq!(t.game.owed_bonus_trails(1), 1);
    t.apply(Action::BonusTrail { seat: 1, from: c(7, 1), to: c(8, 2) });
    assert_eq!(t.game.owed_bonus_trails(1), 0);
    assert!(t.game.turn_cards().is_none());
}

// ----- villages and blue cards -----

#[test]
fn a_village_pair_scores_once_even_when_joined_again() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    let path = petit_d_path();
    // After D–D, more trails inside the same network (closing loops).
    t.reserve(path.iter().copied().chain([c(2, 4), c(0, 6)]));
    let mut events = t.draw_in_turns(1, &edges_of(&path));
    events.extend(t.draw_in_turns(1, &[(c(1, 3), c(2, 4)), (c(1, 5), c(2, 4)), (c(1, 5), c(0, 6))]));
    let pairs: Vec<&GameEvent> = events
        .iter()
        .filter(|e| matches!(e, GameEvent::Sheet { event: SheetEvent::PairConnected { .. }, .. }))
        .collect();
    assert_eq!(pairs.len(), 1);
    let p = t.game.player(1).unwrap();
    assert_eq!(p.pairs().len(), 1);
    assert_eq!(p.won_cards().len(), 1);
    assert_eq!(t.game.final_scoring_box(p).villages, 11);
}

#[test]
fn blue_stacks_hold_2s_solo_1s_for_2_to_4_and_1_on_2_for_5_to_8() {
    let sheet = common::sheet("isla-petit");
    for table in 1..=8u8 {
        let game = TucanaGame::new(sheet.clone(), setup("isla-petit", table, &["Ann"], 1)).unwrap();
        for (letter, (one, two)) in
            Letter::ALL.into_iter().zip(trailpad::games::tucana::rules::BLUE_CARD_POINTS)
        {
            let stack: Vec<(u8, u16)> =
                game.blue_stacks()[letter.index()].iter().map(|c| (c.rank, c.points)).collect();
            let want = match table {
                1 => vec![(2, two)],
                2..=4 => vec![(1, one)],
                _ => vec![(2, two), (1, one)],
            };
            assert_eq!(stack, want, "{table} players, {letter}");
            assert_eq!(game.blue_stacks()[letter.index()], blue_stack(letter, table));
        }
    }
    assert_eq!(trailpad::games::tucana::rules::BLUE_CARD_POINTS, [(3, 2), (4, 2), (5, 3), (6, 4), (7, 5)]);
}

#[test]
fn players_tied_in_one_turn_share_the_top_blue_card_and_it_is_gone() {
    let mut s = setup("isla-petit", 3, &["Mary", "David", "Alice"], 4);
    s.symmetry = true;
    let mut t = Table::new(s);
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    for (a, b) in edges_of(&path) {
        t.turn(&[Step::Trail(1, a, b), Step::Trail(2, a, b)]);
    }
    let six = |p: &trailpad::games::tucana::rules::PlayerState| {
        p.won_cards().iter().map(trailpad::games::tucana::rules::WonCard::points).collect::<Vec<_>>()
    };
    assert_eq!(six(t.game.player(1).unwrap()), [6]);
    assert_eq!(six(t.game.player(2).unwrap()), [6]);
    assert_eq!(t.game.top_blue_card(Letter::D), None);
    // Alice connects later: village points, no card.
    t.finish_round();
    for (a, b) in edges_of(&path) {
        t.turn(&[Step::Trail(3, a, b)]);
    }
    let alice = t.game.player(3).unwrap();
    assert!(alice.won_cards().is_empty());
    assert_eq!(alice.pairs().len(), 1);
}

#[test]
fn taken_elsewhere_during_a_turn_ties_and_between_turns_removes_the_card_at_once() {
    let mut t = Table::new(setup("isla-petit", 5, &["Ann"], 4));
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    let edges = edges_of(&path);
    let (last, rest) = edges.split_last().unwrap();
    t.draw_in_turns(1, rest);
    // During the turn: someone at the table also closes D–D.
    let [c1, c2] = t.cards_for(last.0, last.1);
    t.apply(Action::Reveal(c1, c2));
    let events = t.apply(Action::TakenElsewhere(BonusCard::Blue(Letter::D)));
    assert!(events.is_empty());
    assert_eq!(t.game.marked_elsewhere(), [BonusCard::Blue(Letter::D)]);
    assert_refused(
        &mut t.game,
        Action::TakenElsewhere(BonusCard::Blue(Letter::D)),
        "the blue D–D card is already marked as taken this turn",
    );
    let events = t.apply(Action::Trail { seat: 1, from: last.0, to: last.1 });
    // The tie shares the #1 card (6); only that one card leaves.
    assert!(events.contains(&GameEvent::CardWon {
        seat: 1,
        card: WonCard::Blue { letter: Letter::D, rank: 1, points: 6, turn: 6 }
    }));
    assert_eq!(
        events.iter().filter(|e| **e == GameEvent::CardDiscarded(BonusCard::Blue(Letter::D))).count(),
        1
    );
    assert_eq!(t.game.top_blue_card(Letter::D).map(|c| c.points), Some(4));
    assert!(t.game.marked_elsewhere().is_empty());

    // Between turns: the card is gone at once.
    let events = t.apply(Action::TakenElsewhere(BonusCard::Blue(Letter::A)));
    assert_eq!(events, [GameEvent::CardDiscarded(BonusCard::Blue(Letter::A))]);
    assert_eq!(t.game.top_blue_card(Letter::A).map(|c| c.points), Some(2));
    t.apply(Action::TakenElsewhere(BonusCard::Blue(Letter::A)));
    assert_eq!(t.game.top_blue_card(Letter::A), None);
    assert_refused(
        &mut t.game,
        Action::TakenElsewhere(BonusCard::Blue(Letter::A)),
        "the blue A–A card is not on the table",
    );
    // An unclaimed mark during a turn still takes the card at turn end.
    t.apply(Action::Reveal(Card::Desert, Card::Desert));
    t.apply(Action::TakenElsewhere(BonusCard::Blue(Letter::E)));
    t.finish_turn();
    assert_eq!(t.game.top_blue_card(Letter::E).map(|c| c.points), Some(5));
}

// ----- red cards -----

#[test]
fn red_cards_are_1_for_1_to_4_players_and_2_for_5_to_8() {
    for table in 1..=8u8 {
        assert_eq!(red_cards_for_table(table), if table >= 5 { 2 } else { 1 });
    }
    let sheet = common::sheet("isla-petit");
    let mut s = setup("isla-petit", 4, &["Ann"], 1);
    s.red_cards = vec![Sight::Yeti, Sight::Book];
    let err = TucanaGame::new(sheet.clone(), s.clone()).unwrap_err();
    assert_eq!(err, SetupError::RedCardCount { expected: 1, found: 2, table: 4 });
    assert_eq!(err.to_string(), "the Special Bonus variant reveals 1 red card(s) for 4 players, not 2");
    s.table_size = 5;
    assert!(TucanaGame::new(sheet.clone(), s.clone()).is_ok());
    s.red_cards = vec![Sight::Yeti];
    assert_eq!(
        TucanaGame::new(sheet.clone(), s.clone()).unwrap_err().to_string(),
        "the Special Bonus variant reveals 2 red card(s) for 5 players, not 1"
    );
    s.red_cards = vec![Sight::Yeti, Sight::Yeti];
    assert_eq!(TucanaGame::new(sheet.clone(), s.clone()).unwrap_err(), SetupError::RedCardTwice(Sight::Yeti));
    s.table_size = 1;
    s.red_cards = vec![Sight::Yeti];
    assert!(TucanaGame::new(sheet, s).is_ok(), "solo uses one red card");
}

#[test]
fn red_card_goes_to_everyone_who_links_two_sights_of_its_type_in_that_turn() {
    let mut s = setup("isla-petit", 5, &["Mary", "David", "Alice"], 4);
    s.red_cards = vec![Sight::Yeti, Sight::Book];
    let mut t = Table::new(s);
    let sheet = t.game.sheet_arc().clone();
    let path = plain_path(&sheet, c(4, 6), c(8, 0), &[]);
    t.reserve(path.iter().copied());
    t.draw_set_together(&[1, 2], &edges_of(&path));
    let red = t.game.player(1).unwrap().won_cards()[0];
    assert!(matches!(red, WonCard::Red { sight: Sight::Yeti, points: 6, .. }), "{red:?}");
    assert_eq!(t.game.player(1).unwrap().won_cards(), [red]);
    assert_eq!(t.game.player(2).unwrap().won_cards(), [red]);
    assert_eq!(t.game.red_cards_on_table(), [Sight::Book]);
    // No village on the path: the yetis score no sight points.
    assert!(circled(&t, 1, Sight::Yeti).is_empty());
    // Alice links them later: the card is gone.
    t.finish_round();
    t.draw_set_in_turns(3, &edges_of(&path));
    assert!(t.game.player(3).unwrap().won_cards().is_empty());
    assert!(t.game.player(3).unwrap().sights_linked(Sight::Yeti).is_some());
    // Taken elsewhere between turns: gone at once.
    let events = t.apply(Action::TakenElsewhere(BonusCard::Red(Sight::Book)));
    assert_eq!(events, [GameEvent::CardDiscarded(BonusCard::Red(Sight::Book))]);
    assert!(t.game.red_cards_on_table().is_empty());
    assert_refused(
        &mut t.game,
        Action::TakenElsewhere(BonusCard::Red(Sight::Book)),
        "the red book card is not on the table",
    );
    t.finish_game();
    let bonus: Vec<u32> = t.game.players().iter().map(|p| t.game.final_scoring_box(p).bonus).collect();
    assert_eq!(bonus, [6, 6, 0]);
}

#[test]
fn a_red_card_marked_elsewhere_during_a_turn_leaves_at_turn_end() {
    let mut s = setup("isla-petit", 3, &["Ann"], 4);
    s.red_cards = vec![Sight::Toucan];
    let mut t = Table::new(s);
    t.apply(Action::Reveal(Card::Desert, Card::Desert));
    t.apply(Action::TakenElsewhere(BonusCard::Red(Sight::Toucan)));
    assert_eq!(t.game.red_cards_on_table(), [Sight::Toucan]);
    t.finish_turn();
    assert!(t.game.red_cards_on_table().is_empty());
}

// ----- solo reshuffle -----

#[test]
fn solo_petit_with_fewer_than_3_blue_cards_reshuffles_after_round_1() {
    let mut t = Table::new(setup("isla-petit", 1, &["Ann"], 4));
    assert_refused(
        &mut t.game,
        Action::SoloReshuffle { kept: vec![Letter::A, Letter::B] },
        "no solo reshuffle is due now",
    );
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    t.draw_in_turns(1, &edges_of(&path));
    let events = t.finish_round();
    assert_eq!(events.last(), Some(&GameEvent::SoloReshuffleDue));
    assert!(t.game.solo_reshuffle_due());
    assert_eq!(t.game.next_app_cards(), None);
    let due = "the solo reshuffle of the blue cards must be done before the next round";
    assert_refused(&mut t.game, Action::Reveal(Card::Desert, Card::Forest), due);
    assert_refused(&mut t.game, Action::Trail { seat: 1, from: c(0, 4), to: c(0, 6) }, due);
    assert_refused(&mut t.game, Action::TakenElsewhere(BonusCard::Blue(Letter::A)), due);
    assert_refused(
        &mut t.game,
        Action::SoloReshuffle { kept: vec![Letter::A] },
        "solo reshuffle: 2 blue cards stay, not 1",
    );
    assert_refused(
        &mut t.game,
        Action::SoloReshuffle { kept: vec![Letter::A, Letter::A] },
        "solo reshuffle: the A card is listed twice",
    );
    assert_refused(
        &mut t.game,
        Action::SoloReshuffle { kept: vec![Letter::D, Letter::A] },
        "no blue D card is on the table",
    );
    let events = t.apply(Action::SoloReshuffle { kept: vec![Letter::C, Letter::E] });
    assert_eq!(
        events,
        [
            GameEvent::CardDiscarded(BonusCard::Blue(Letter::A)),
            GameEvent::CardDiscarded(BonusCard::Blue(Letter::B))
        ]
    );
    assert_eq!(t.game.blue_letters_on_table(), [Letter::C, Letter::E]);
    assert!(!t.game.solo_reshuffle_due());
    t.turn(&[]);
}

#[test]
fn solo_petit_with_3_blue_cards_claimed_in_round_1_keeps_every_card() {
    // Set-up card 11 (DADBAECECB): C in villages 7 (8,4) and 9 (3,1), D in
    // 1 (0,8) and 3 (3,15), E in 6 (9,9) and 8 (6,2). Thirteen edges join
    // all three pairs: exactly the thirteen turns of round 1.
    let c_path = [c(8, 4), c(7, 3), c(6, 2), c(5, 3), c(4, 2), c(3, 1)];
    let d_path = [c(0, 8), c(1, 9), c(1, 11), c(1, 13), c(2, 14), c(3, 15)];
    let e_path = [c(9, 9), c(8, 8), c(8, 6), c(8, 4), c(7, 3), c(6, 2)];
    let mut edges: Vec<(Coord, Coord)> = Vec::new();
    for (a, b) in edges_of(&c_path).into_iter().chain(edges_of(&d_path)).chain(edges_of(&e_path)) {
        if !edges.contains(&(a, b)) {
            edges.push((a, b));
        }
    }
    assert_eq!(edges.len(), 13);
    let mut t = Table::new(setup("isla-petit", 1, &["Ann"], 11));
    t.reserve(edges.iter().flat_map(|&(a, b)| [a, b]));
    let events = t.draw_set_in_turns(1, &edges);
    assert!(events.contains(&GameEvent::RoundEnded(1)));
    assert!(!events.contains(&GameEvent::SoloReshuffleDue));
    let won: Vec<Letter> = t
        .game
        .player(1)
        .unwrap()
        .won_cards()
        .iter()
        .filter_map(|w| match w {
            WonCard::Blue { letter, .. } => Some(*letter),
            WonCard::Red { .. } => None,
        })
        .collect();
    assert_eq!(won.len(), 3);
    assert!(!t.game.solo_reshuffle_due());
    assert_eq!(t.game.blue_letters_on_table(), [Letter::A, Letter::B]);
    assert_refused(
        &mut t.game,
        Action::SoloReshuffle { kept: vec![Letter::A, Letter::B] },
        "no solo reshuffle is due now",
    );
    t.turn(&[]);
}

#[test]
fn solo_grande_reshuffles_after_round_2_not_round_1() {
    let mut t = Table::new(setup("isla-grande", 1, &["Ann"], 4));
    t.finish_round();
    assert!(!t.game.solo_reshuffle_due());
    let events = t.finish_round();
    assert_eq!(events.last(), Some(&GameEvent::SoloReshuffleDue));
    assert!(t.game.solo_reshuffle_due());
    t.apply(Action::SoloReshuffle { kept: vec![Letter::B, Letter::D] });
    t.finish_round();
    assert!(t.game.is_over());
}

#[test]
fn solo_grande_with_3_blue_cards_claimed_keeps_every_card() {
    // Set-up card 4 on Isla Grande: A in villages 5 (11,15) and 7 (12,4),
    // B in 2 (3,17) and 4 (9,19), C in 6 (12,10) and 9 (5,1).
    let a = [c(11, 15), c(11, 13), c(11, 11), c(10, 10), c(10, 8), c(10, 6), c(11, 5), c(12, 4)];
    let b = [c(3, 17), c(4, 16), c(5, 17), c(6, 18), c(7, 19), c(8, 18), c(9, 19)];
    let cc = [c(12, 10), c(11, 9), c(10, 10), c(9, 9), c(8, 8), c(7, 7), c(6, 6), c(6, 4), c(5, 3), c(5, 1)];
    let mut t = Table::new(setup("isla-grande", 1, &["Ann"], 4));
    t.reserve(a.iter().chain(&b).chain(&cc).copied());
    let round1: Vec<_> = edges_of(&a).into_iter().chain(edges_of(&b)).collect();
    // Thirteen plain edges: exactly the thirteen turns of round 1.
    t.draw_set_in_turns(1, &round1);
    assert_eq!((t.game.round(), t.game.turn_in_round()), (2, 1));
    assert!(!t.game.solo_reshuffle_due());
    t.draw_set_in_turns(1, &edges_of(&cc));
    let events = t.finish_round();
    assert!(events.contains(&GameEvent::RoundEnded(2)));
    let won: Vec<Letter> = t
        .game
        .player(1)
        .unwrap()
        .won_cards()
        .iter()
        .filter_map(|w| match w {
            WonCard::Blue { letter, .. } => Some(*letter),
            WonCard::Red { .. } => None,
        })
        .collect();
    assert_eq!(won, [Letter::A, Letter::B, Letter::C]);
    assert!(!t.game.solo_reshuffle_due());
    assert!(!events.contains(&GameEvent::SoloReshuffleDue));
    assert_eq!(t.game.blue_letters_on_table(), [Letter::D, Letter::E]);
    assert!(t.game.check(&Action::Reveal(Card::Desert, Card::Desert)).is_ok());
}

#[test]
fn the_apps_own_solo_reshuffle_keeps_two_letters_from_the_table() {
    let sheet = common::sheet("isla-petit");
    let mut log = trailpad::games::tucana::record::TucanaLog::new(
        sheet,
        trailpad::games::tucana::rules::Setup::solo("isla-petit", "Ann", 4, 9),
    )
    .unwrap();
    while !log.game().solo_reshuffle_due() {
        let game = log.game();
        let action = if let Some([a, b]) = game.next_app_cards() {
            Action::Reveal(a, b)
        } else {
            let e = game.legal_trails(1).nth(0).unwrap();
            let (from, to) = game.sheet().edge_coords(e);
            if game.owed_bonus_trails(1) > 0 {
                Action::BonusTrail { seat: 1, from, to }
            } else {
                Action::Trail { seat: 1, from, to }
            }
        };
        log.apply(action).unwrap();
        if log.game().round() == 2 && !log.game().solo_reshuffle_due() {
            // Three cards were claimed along the way: nothing is due.
            return;
        }
    }
    let kept = log.game().app_solo_reshuffle().unwrap();
    assert_eq!(kept.len(), 2);
    assert!(kept.iter().all(|l| log.game().blue_letters_on_table().contains(l)));
    log.apply(Action::SoloReshuffle { kept: kept.clone() }).unwrap();
    assert_eq!(log.game().blue_letters_on_table(), kept);
}

// ----- set-up -----

fn letters_of(game: &TucanaGame) -> Vec<String> {
    game.players()
        .iter()
        .map(|p| trailpad::games::tucana::rules::setup_cards::letters_to_string(&p.letters))
        .collect()
}

#[test]
fn every_setup_option_writes_the_spec_letters_into_the_villages() {
    // Card 4 reads EBDBACAECD clockwise. Strings list villages 1..10.
    let cases: [(Option<u8>, bool, bool, [&str; 4]); 6] = [
        (None, false, false, ["EBDBACAECD", "DEBDBACAEC", "CDEBDBACAE", "ECDEBDBACA"]),
        (Some(4), false, false, ["ECDEBDBACA", "AECDEBDBAC", "CAECDEBDBA", "ACAECDEBDB"]),
        (None, true, false, ["EDCEACABDB", "BEDCEACABD", "DBEDCEACAB", "BDBEDCEACA"]),
        (None, false, true, ["EBDBACAECD"; 4]),
        (Some(4), true, true, ["BDBEDCEACA"; 4]),
        (Some(9), true, false, ["CEACABDBED", "DCEACABDBE", "EDCEACABDB", "BEDCEACABD"]),
    ];
    let sheet = common::sheet("isla-petit");
    for (start, ccw, sym, want) in cases {
        let mut s = setup("isla-petit", 4, &["Mayor", "Two", "Three", "Four"], 4);
        s.start_village = start;
        s.counter_clockwise = ccw;
        s.symmetry = sym;
        let game = TucanaGame::new(sheet.clone(), s).unwrap();
        assert_eq!(letters_of(&game), want, "start {start:?}, counter-clockwise {ccw}, symmetry {sym}");
    }
    // The Mayor's first letter sits in the named village.
    let mut s = setup("isla-petit", 4, &["Mayor"], 4);
    s.start_village = Some(11);
    assert_eq!(TucanaGame::new(sheet, s).unwrap_err(), SetupError::StartVillage(11));
}

#[test]
fn typed_setup_letters_in_either_alphabet_give_the_same_villages() {
    let sheet = common::sheet("isla-petit");
    let mut s = setup("isla-petit", 2, &["Ann", "Bob"], 4);
    let numbered = letters_of(&TucanaGame::new(sheet.clone(), s.clone()).unwrap());
    s.setup_card = trailpad::games::tucana::rules::SetupCard::Letters("ДБГБАВАДВГ".into());
    assert_eq!(letters_of(&TucanaGame::new(sheet.clone(), s.clone()).unwrap()), numbered);
    s.setup_card = trailpad::games::tucana::rules::SetupCard::Letters("EBDBACAEC".into());
    assert_eq!(
        TucanaGame::new(sheet, s).unwrap_err().to_string(),
        "set-up card letters \"EBDBACAEC\": a set-up card has 10 letters, not 9"
    );
}

// ----- turns, rounds and cards -----

#[test]
fn a_round_is_13_turns_and_ends_with_one_card_left() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann", "Bob"], 4));
    for turn in 1..=12u8 {
        assert_eq!(t.game.turn_in_round(), turn);
        let events = t.turn(&[]);
        assert!(!events.iter().any(|e| matches!(e, GameEvent::RoundEnded(_))));
    }
    assert_eq!(t.game.cards_left_in_deck(), 3);
    let events = t.turn(&[]);
    assert!(events.contains(&GameEvent::RoundEnded(1)));
    assert_eq!((t.game.round(), t.game.turn_in_round(), t.game.cards_left_in_deck()), (2, 1, 27));
    t.finish_round();
    assert!(t.game.is_over());
    assert_eq!(t.game.turn_index(), 26);
    assert!(t.game.players().iter().all(|p| p.trails().len() == 26));
}

#[test]
fn each_round_reveals_at_most_8_desert_7_forest_6_mountain_4_water_2_any() {
    let words =
        ["deserts were", "forests were", "mountains were", "water cards were", "“any terrain” cards were"];
    for (card, limit) in Card::ALL.into_iter().zip([8u8, 7, 6, 4, 2]) {
        let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
        for _ in 0..limit / 2 {
            t.turn_with([card, card], &[]);
        }
        let other = if card == Card::Desert { Card::Forest } else { Card::Desert };
        if limit % 2 == 1 {
            t.turn_with([card, other], &[]);
        }
        assert_eq!(t.game.cards_seen_this_round()[card.index()], limit);
        assert_refused(
            &mut t.game,
            Action::Reveal(other, card),
            &format!("{limit} {} already revealed this round: the deck has no more", words[card.index()]),
        );
        // The engine's own text says the same, with the round.
        let refusal = t.game.check(&Action::Reveal(other, card)).unwrap_err();
        assert_eq!(
            refusal.to_string(),
            format!("{limit} {card} cards were already revealed in round 1: the deck has no more")
        );
        // A new round has a full deck again.
        t.finish_round();
        assert!(t.game.check(&Action::Reveal(card, card)).is_ok(), "{card}");
    }
}

#[test]
fn round_lines_are_written_at_round_end_and_early_sights_score_every_round() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    t.reserve([c(1, 3), c(1, 5), c(2, 6), c(8, 12), c(8, 14), c(9, 15)]);
    // Round 1: the toucan (2). Round 2: a sea monster (4).
    t.draw_in_turns(1, &[(c(1, 3), c(1, 5)), (c(1, 5), c(2, 6))]);
    let lines = |t: &Table| t.game.final_scoring_box(t.game.player(1).unwrap()).round_lines;
    assert_eq!(lines(&t), [None, None]);
    t.finish_round();
    assert_eq!(lines(&t), [Some(2), None]);
    t.draw_in_turns(1, &[(c(8, 12), c(8, 14)), (c(8, 14), c(9, 15))]);
    assert_eq!(lines(&t), [Some(2), None]);
    t.finish_round();
    assert_eq!(lines(&t), [Some(2), Some(6)]);
    let p = t.game.player(1).unwrap();
    assert_eq!(t.game.final_scoring_box(p).total, 8);
}

// ----- the end -----

#[test]
fn on_equal_totals_most_bonus_points_win() {
    let mut s = setup("isla-petit", 5, &["Mary", "David"], 4);
    s.symmetry = true;
    let mut t = Table::new(s);
    let path = petit_d_path();
    t.reserve(path.iter().copied().chain([c(2, 6)]));
    let edges = edges_of(&path);
    let (last, rest) = edges.split_last().unwrap();
    for &(a, b) in rest {
        t.turn(&[Step::Trail(1, a, b), Step::Trail(2, a, b)]);
    }
    t.turn(&[Step::Trail(1, last.0, last.1)]); // Mary: D–D and the 6 card
    t.turn(&[Step::Trail(2, last.0, last.1)]); // David: D–D and the 4 card
    t.finish_round();
    // Round 2: David adds a toucan (2), scored once.
    t.turn(&[Step::Trail(2, c(1, 5), c(2, 6))]);
    t.finish_round();
    let boxes: Vec<_> = t.game.players().iter().map(|p| t.game.final_scoring_box(p)).collect();
    assert_eq!((boxes[0].total, boxes[0].bonus), (17, 6));
    assert_eq!((boxes[1].total, boxes[1].bonus), (17, 4));
    assert_eq!(t.game.winners(), [1]);
}

#[test]
fn equal_totals_and_bonus_share_the_victory() {
    let mut s = setup("isla-petit", 3, &["Mary", "David", "Alice"], 4);
    s.symmetry = true;
    let mut t = Table::new(s);
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    for (a, b) in edges_of(&path) {
        t.turn(&[Step::Trail(1, a, b), Step::Trail(2, a, b)]);
    }
    t.finish_game();
    assert_eq!(t.game.winners(), [1, 2]);
}

#[test]
fn solo_titles_are_given_only_at_the_end_of_a_solo_game() {
    let mut solo = Table::new(setup("isla-petit", 1, &["Ann"], 4));
    assert_eq!(solo.game.solo_title(100), None, "not over yet");
    solo.finish_game();
    assert_eq!(solo.game.solo_title(49), None);
    assert_eq!(solo.game.solo_title(50).as_deref(), Some("You're better than a yeti, at least"));
    assert_eq!(solo.game.solo_title(100).as_deref(), Some("Too good for Tucana"));
    let p = solo.game.player(1).unwrap();
    let card = solo.game.score_card(p);
    assert_eq!(card.title, solo.game.solo_title(card.final_box.total));
    let mut duo = Table::new(setup("isla-grande", 2, &["Ann"], 4));
    duo.finish_game();
    assert_eq!(duo.game.solo_title(185), None, "not a solo game");
    let mut grande = Table::new(setup("isla-grande", 1, &["Ann"], 4));
    grande.finish_game();
    assert_eq!(grande.game.solo_title(184).as_deref(), Some("Even the sea monsters are shocked"));
}

// ----- passing (a tiny island with one water–water edge) -----

/// A tiny island with one water–water side (see the file).
const TINY: &str = include_str!("../data/tiny-row.ron");

#[test]
fn a_player_passes_only_when_no_edge_matches_the_cards() {
    let sheet = Arc::new(Sheet::from_ron(TINY).unwrap());
    let mut s = setup("tiny-row", 2, &["Ann", "Bob"], 1);
    s.deck = DeckMode::RealCards;
    let mut game = TucanaGame::new(sheet, s).unwrap();
    let ww = Action::Reveal(Card::Water, Card::Water);
    game.apply(&ww).unwrap();
    assert!(!game.must_pass(1));
    assert_refused(&mut game, Action::Pass { seat: 2 }, "Bob may not pass: 1 trail matches Water and Water");
    for seat in [1, 2] {
        game.apply(&Action::Trail { seat, from: c(0, 20), to: c(0, 22) }).unwrap();
    }
    game.apply(&ww).unwrap();
    assert!(game.must_pass(1) && game.legal_trails(1).is_empty());
    assert_refused(
        &mut game,
        Action::Trail { seat: 1, from: c(0, 22), to: c(0, 20) },
        "Ann has already drawn the trail between the water near village B10 and the water next to village B10",
    );
    game.apply(&Action::Pass { seat: 1 }).unwrap();
    assert!(game.is_done(1));
    assert_refused(&mut game, Action::Pass { seat: 1 }, "Ann has already passed this turn");
    assert_refused(
        &mut game,
        Action::Trail { seat: 1, from: c(0, 18), to: c(0, 20) },
        "Ann has already passed this turn",
    );
    let events = game.apply(&Action::Pass { seat: 2 }).unwrap();
    assert_eq!(events, [GameEvent::TurnClosed(1)]);
}

// ----- every refusal, with its words, leaving the game untouched -----

#[test]
fn trail_refusals_name_the_player_the_hexes_and_the_cards() {
    let mut s = setup("isla-petit", 3, &["Ann", "Bob"], 4);
    s.red_cards = vec![Sight::Yeti];
    let mut t = Table::new(s);
    let g = &mut t.game;
    assert_refused(
        g,
        Action::Trail { seat: 2, from: c(1, 3), to: c(1, 5) },
        "no terrain cards are revealed yet",
    );
    assert_refused(g, Action::Pass { seat: 2 }, "no terrain cards are revealed yet");
    assert_refused(
        g,
        Action::BonusTrail { seat: 2, from: c(1, 3), to: c(1, 5) },
        "no terrain cards are revealed yet",
    );
    g.apply(&Action::Reveal(Card::Water, Card::Forest)).unwrap();
    assert_refused(
        g,
        Action::Reveal(Card::Desert, Card::Desert),
        "this turn's cards (Water and Forest) are out; Ann and Bob must finish first",
    );
    assert_refused(
        g,
        Action::Trail { seat: 2, from: c(4, 6), to: c(4, 8) },
        "Bob cannot draw a trail between the yeti and the desert next to the yeti: \
         they are mountain and desert, but the cards are Water and Forest",
    );
    assert_refused(
        g,
        Action::Trail { seat: 2, from: c(1, 3), to: c(1, 7) },
        "Bob cannot draw a trail between village C10 and the mountain next to village D1: those hexes do not touch",
    );
    assert_refused(g, Action::Trail { seat: 2, from: c(0, 0), to: c(0, 2) }, "hex (0,0) is not on the map");
    assert_refused(
        g,
        Action::Trail { seat: 3, from: c(1, 5), to: c(1, 9) },
        "no sheet on this device belongs to seat 3",
    );
    assert_refused(g, Action::Pass { seat: 2 }, "Bob may not pass: 23 trails match Water and Forest");
    assert_refused(g, Action::BonusTrail { seat: 2, from: c(1, 9), to: c(2, 8) }, "Bob owes no bonus trail");
    assert_refused(
        g,
        Action::TakenElsewhere(BonusCard::Red(Sight::Book)),
        "the red book card is not on the table",
    );
    // (2,8) water – (3,9) forest matches.
    g.apply(&Action::Trail { seat: 1, from: c(2, 8), to: c(3, 9) }).unwrap();
    assert_refused(
        g,
        Action::Reveal(Card::Desert, Card::Desert),
        "this turn's cards (Water and Forest) are out; Bob must finish first",
    );
    assert_refused(
        g,
        Action::Trail { seat: 1, from: c(2, 8), to: c(3, 9) },
        "Ann has already drawn this turn's trail",
    );
    assert_refused(g, Action::Pass { seat: 1 }, "Ann has already drawn this turn's trail");
    g.apply(&Action::Trail { seat: 2, from: c(3, 9), to: c(2, 8) }).unwrap();
    g.apply(&Action::Reveal(Card::Water, Card::Forest)).unwrap();
    assert_refused(
        g,
        Action::Trail { seat: 2, from: c(2, 8), to: c(3, 9) },
        "Bob has already drawn the trail between the water next to the toucan and the forest next to the obelisk",
    );
    // French and Russian name Bob and the same places, never coordinates.
    let refusal = g.check(&Action::Trail { seat: 2, from: c(2, 8), to: c(3, 9) }).unwrap_err();
    let fr = Translator::new(Language::French).refusal_in(g, &refusal);
    assert_eq!(
        fr,
        "Bob a déjà tracé le segment entre l'eau à côté du toucan et la forêt à côté de l'obélisque"
    );
    let ru = Translator::new(Language::Russian).refusal_in(g, &refusal);
    assert_eq!(ru, "Bob: тропа (вода у тукана — лес у обелиска) уже нарисована");
}

#[test]
fn a_finished_game_refuses_everything() {
    let mut t = Table::new(setup("isla-petit", 2, &["Ann"], 4));
    t.finish_game();
    for action in [
        Action::Reveal(Card::Desert, Card::Desert),
        Action::Trail { seat: 1, from: c(1, 3), to: c(1, 5) },
        Action::Pass { seat: 1 },
        Action::TakenElsewhere(BonusCard::Blue(Letter::A)),
    ] {
        assert_refused(&mut t.game, action, "the game is over");
    }
}

#[test]
fn the_apps_deck_refuses_other_cards() {
    let sheet = common::sheet("isla-petit");
    let mut game =
        TucanaGame::new(sheet, trailpad::games::tucana::rules::Setup::solo("isla-petit", "Ann", 4, 42))
            .unwrap();
    let [a, b] = game.next_app_cards().unwrap();
    let wrong = if [a, b] == [Card::Desert, Card::Forest] {
        [Card::Forest, Card::Desert]
    } else {
        [Card::Desert, Card::Forest]
    };
    let en = trailpad::i18n::Translator::new(trailpad::i18n::Language::English);
    assert_refused(
        &mut game,
        Action::Reveal(wrong[0], wrong[1]),
        &format!("the app's deck shows {} and {} next, not Desert and Forest", en.card(a), en.card(b)),
    );
    assert!(game.apply(&Action::Reveal(a, b)).is_ok());
}

/// "Taken by seat 5" is "taken at the table", said of a seat kept on
/// paper: the same effect; a seat kept here or not at the table is
/// refused (issue 30: the mark recorded no name).
#[test]
fn taken_by_a_paper_seat_is_taken_at_the_table_and_names_the_seat() {
    let mut t = Table::new(setup("isla-petit", 5, &["Ann"], 4));
    let card = BonusCard::Blue(Letter::A);
    assert_refused(
        &mut t.game,
        Action::TakenBy { card, seat: 1 },
        "Ann's sheet is kept here: its cards come with its trails",
    );
    assert_refused(
        &mut t.game,
        Action::TakenBy { card, seat: 6 },
        "no sheet on this device belongs to seat 6",
    );
    let events = t.apply(Action::TakenBy { card, seat: 5 });
    assert_eq!(events, [GameEvent::CardDiscarded(card)]);
    assert_eq!(t.game.top_blue_card(Letter::A).map(|c| c.points), Some(2));
}
