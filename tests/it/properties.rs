//! Random legal games on both islands, every table size and variant: the
//! engine never panics, the record replays to the live state, and the
//! scoring invariants hold throughout.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common::snapshot;
use proptest::prelude::*;
use std::sync::Arc;
use trailpad::games::tucana::record::{TucanaLog, TucanaRecord};
use trailpad::games::tucana::rules::random::{SeededRng, draw_red_cards};
use trailpad::games::tucana::rules::{
    Action, BonusCard, DeckMode, SeatedPlayer, Setup, SetupCard, TucanaGame, red_cards_for_table,
};
use trailpad::games::tucana::sheet::{Card, Letter, Sheet, Sight, builtin_sheets};

/// Everything a random game is built from.
#[derive(Debug, Clone)]
struct Variant {
    grande: bool,
    table: u8,
    tracked: u8,
    seed: u64,
    red: bool,
    start_village: Option<u8>,
    counter_clockwise: bool,
    symmetry: bool,
    app_deck: bool,
    card: u8,
}

fn variants() -> impl Strategy<Value = Variant> {
    (1u8..=8)
        .prop_flat_map(|table| (Just(table), 1..=table))
        .prop_flat_map(|(table, tracked)| {
            (
                Just(table),
                Just(tracked),
                any::<bool>(),
                any::<u64>(),
                any::<bool>(),
                proptest::option::of(1u8..=10),
                any::<bool>(),
                any::<bool>(),
                any::<bool>(),
                1u8..=13,
            )
        })
        .prop_map(
            |(
                table,
                tracked,
                grande,
                seed,
                red,
                start_village,
                counter_clockwise,
                symmetry,
                app_deck,
                card,
            )| {
                Variant {
                    grande,
                    table,
                    tracked,
                    seed,
                    red,
                    start_village,
                    counter_clockwise,
                    symmetry,
                    app_deck,
                    card,
                }
            },
        )
}

fn sheet_for(v: &Variant) -> Arc<Sheet> {
    Arc::new(builtin_sheets().swap_remove(usize::from(v.grande)))
}

fn setup_for(v: &Variant, sheet: &Sheet) -> Setup {
    // Tracked players sit in seats spread over the table.
    let mut seats: Vec<u8> = (1..=v.table).collect();
    SeededRng::new(v.seed ^ 7).shuffle(&mut seats);
    let mut seats: Vec<u8> = seats[..usize::from(v.tracked)].to_vec();
    seats.sort();
    Setup {
        sheet: sheet.id().into(),
        table_size: v.table,
        players: seats.iter().map(|&s| SeatedPlayer { name: format!("P{s}"), seat: s }).collect(),
        setup_card: SetupCard::Number(v.card),
        start_village: v.start_village,
        counter_clockwise: v.counter_clockwise,
        symmetry: v.symmetry,
        red_cards: if v.red { draw_red_cards(v.seed, red_cards_for_table(v.table)) } else { vec![] },
        deck: if v.app_deck { DeckMode::AppDeck { seed: v.seed } } else { DeckMode::RealCards },
    }
}

/// A random legal next action (the table's choice).
fn next_action(game: &TucanaGame, rng: &mut SeededRng, others_at_table: bool) -> Action {
    if let Some(kept) = game.app_solo_reshuffle() {
        return Action::SoloReshuffle { kept };
    }
    if game.solo_reshuffle_due() {
        let mut on_table = game.blue_letters_on_table();
        rng.shuffle(&mut on_table);
        on_table.truncate(2);
        return Action::SoloReshuffle { kept: on_table };
    }
    // Now and then a player whose sheet is elsewhere takes a card.
    if others_at_table && rng.below(25) == 0 {
        let mut cards: Vec<BonusCard> =
            game.blue_letters_on_table().into_iter().map(BonusCard::Blue).collect();
        cards.extend(game.red_cards_on_table().iter().map(|&s| BonusCard::Red(s)));
        cards.retain(|c| !game.marked_elsewhere().contains(c));
        if !cards.is_empty() {
            return Action::TakenElsewhere(cards[rng.below(cards.len())]);
        }
    }
    if game.turn_cards().is_none() {
        if let Some([a, b]) = game.next_app_cards() {
            return Action::Reveal(a, b);
        }
        let seen = game.cards_seen_this_round();
        let mut deck: Vec<Card> = Card::ALL
            .into_iter()
            .flat_map(|c| std::iter::repeat_n(c, usize::from(c.deck_count() - seen[c.index()])))
            .collect();
        rng.shuffle(&mut deck);
        return Action::Reveal(deck[0], deck[1]);
    }
    let unfinished = game.unfinished_players();
    let seat = unfinished[rng.below(unfinished.len())];
    let legal = game.legal_trails(seat);
    if legal.is_empty() {
        return Action::Pass { seat };
    }
    let edge = legal.nth(rng.below(legal.len())).unwrap();
    let (from, to) = game.sheet().edge_coords(edge);
    if game.owed_bonus_trails(seat) > 0 {
        Action::BonusTrail { seat, from, to }
    } else {
        Action::Trail { seat, from, to }
    }
}

/// Invariants that hold after every action.
fn check_invariants(game: &TucanaGame) {
    let sheet = game.sheet();
    for p in game.players() {
        // At most one circle per sight hex, on a sight of its type, and the
        // circled slots of a type are 0, 1, 2, … (leftmost first).
        let mut hexes: Vec<usize> = p.circles().iter().map(|c| c.hex).collect();
        hexes.sort();
        hexes.dedup();
        assert_eq!(hexes.len(), p.circles().len(), "a sight circled twice");
        for sight in Sight::ALL {
            let slots: Vec<usize> = p.circles().iter().filter(|c| c.sight == sight).map(|c| c.slot).collect();
            assert_eq!(slots, (0..slots.len()).collect::<Vec<_>>());
            assert!(slots.len() <= sheet.sight_values(sight).len());
        }
        for c in p.circles() {
            assert!(sheet.sight_hexes(c.sight).contains(&c.hex));
            assert!(p.reaches_village(sheet, c.hex), "circled sight not linked to a village");
        }
        // Each pair at most once.
        for letter in Letter::ALL {
            assert!(p.pairs().iter().filter(|x| x.letter == letter).count() <= 1);
        }
        // Owed bonus trails: any free edge is legal, and one exists.
        let free = sheet.all_edges().difference(p.drawn());
        if game.owed_bonus_trails(p.seat) > 0 {
            assert!(!free.is_empty());
            assert_eq!(game.legal_trails(p.seat), free);
        }
        // A closed turn leaves nothing owed.
        if game.turn_cards().is_none() {
            assert_eq!(game.owed_bonus_trails(p.seat), 0);
        }
        let b = game.final_scoring_box(p);
        let lines: Vec<u32> = b.round_lines.iter().flatten().copied().collect();
        assert!(lines.windows(2).all(|w| w[0] <= w[1]), "round lines decrease: {lines:?}");
        assert_eq!(b.total, lines.iter().sum::<u32>() + b.villages + b.bonus);
        assert_eq!(b.bonus, p.won_cards().iter().map(|c| u32::from(c.points())).sum::<u32>());
    }
}

fn play(v: &Variant) -> TucanaLog {
    let sheet = sheet_for(v);
    let setup = setup_for(v, &sheet);
    let others = v.table > v.tracked;
    let mut log = TucanaLog::new(sheet, setup).unwrap();
    let mut rng = SeededRng::new(v.seed);
    let mut steps = 0;
    let lines = |g: &TucanaGame| -> Vec<Vec<Option<u32>>> {
        g.players().iter().map(|p| g.final_scoring_box(p).round_lines).collect()
    };
    let mut written = lines(log.game());
    while !log.game().is_over() {
        steps += 1;
        assert!(steps < 5_000, "the game is stuck");
        let action = next_action(log.game(), &mut rng, others);
        log.apply(action.clone()).unwrap_or_else(|e| panic!("{action}: {e}"));
        check_invariants(log.game());
        // A written round line never changes afterwards.
        let now = lines(log.game());
        for (before, after) in written.iter().zip(&now) {
            for (b, a) in before.iter().zip(after) {
                assert!(b.is_none() || b == a, "round line changed: {before:?} -> {after:?}");
            }
        }
        written = now;
    }
    log
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_games_replay_round_trip_and_keep_invariants(v in variants()) {
        let log = play(&v);
        let live = log.game();
        let sheet = live.sheet_arc().clone();
        // The record replays to the live state.
        let replayed = log.record().replay_on(sheet.clone()).unwrap();
        prop_assert_eq!(snapshot(&replayed), snapshot(live));
        // The record's RON reads back identically and replays the same.
        let text = log.record().to_ron().unwrap();
        let parsed = TucanaRecord::from_ron(&text).unwrap();
        prop_assert_eq!(&parsed, log.record());
        prop_assert_eq!(snapshot(&parsed.replay_on(sheet).unwrap()), snapshot(live));
        // Everybody drew in every turn they could, and the game is complete.
        for card in live.score_cards() {
            prop_assert!(card.final_box.round_lines.iter().all(Option::is_some));
        }
        prop_assert!(!live.winners().is_empty());
    }

    #[test]
    fn undo_k_then_redo_k_returns_the_same_state(v in variants(), k in 1usize..12, stop in 0.0f64..1.0) {
        // Play part of a game, then undo and redo.
        let full = play(&v);
        let n = full.record().actions.len();
        let cut = ((n as f64) * stop) as usize;
        let mut log = TucanaLog::new(full.game().sheet_arc().clone(), full.record().setup.clone()).unwrap();
        for action in &full.record().actions[..cut] {
            log.apply(action.clone()).unwrap();
        }
        let before = snapshot(log.game());
        let k = k.min(cut);
        for _ in 0..k {
            prop_assert!(log.undo().is_some());
        }
        // Undoing k equals replaying the shorter prefix.
        let mut prefix = TucanaGame::new(log.game().sheet_arc().clone(), log.record().setup.clone()).unwrap();
        for action in &full.record().actions[..cut - k] {
            prefix.apply(action).unwrap();
        }
        prop_assert_eq!(snapshot(log.game()), snapshot(&prefix));
        for _ in 0..k {
            prop_assert!(log.redo().is_some());
        }
        prop_assert!(!log.can_redo());
        prop_assert_eq!(snapshot(log.game()), before);
        prop_assert_eq!(&log.record().actions[..], &full.record().actions[..cut]);
    }
}
