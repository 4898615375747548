//! The coach's hint: only legal trails, the only trail when there is one,
//! the obviously better trail on the rulebook's positions, and the same
//! ranking for the same record.

use crate::common::{Table, c, cli, edges_of, fresh_dir, setup, sheet};
use std::collections::HashSet;
use std::sync::Arc;
use trailpad::games::tucana::coach::{Budget, HintError, Reason, hint, legal_moves, record_seed};
use trailpad::games::tucana::record::{RECORD_FORMAT, TucanaRecord};
use trailpad::games::tucana::rules::autoplay::random_action;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, DeckMode, Setup, TucanaGame};
use trailpad::games::tucana::sheet::{Card, Coord, Letter, Sheet, Sight};

fn names(n: u8) -> Vec<String> {
    (1..=n).map(|s| format!("P{s}")).collect()
}

/// A random game on the app's deck, played `steps` actions in, then on to
/// the next moment some sheet has a trail to draw. Returns the game, its
/// actions and that seat.
fn random_position(
    island: &str,
    tracked: u8,
    table: u8,
    seed: u64,
    steps: usize,
) -> Option<(TucanaGame, Vec<Action>, u8)> {
    let setup = Setup::app_deck_table(island, table, &names(tracked), seed);
    let mut game = TucanaGame::new(sheet(island), setup).ok()?;
    let mut rng = SeededRng::new(seed);
    let mut actions = Vec::new();
    let mut played = 0;
    while let Some(action) = random_action(&game, &mut rng) {
        if played >= steps
            && let Some(&seat) = game.unfinished_players().first()
            && !legal_moves(&game, seat).is_empty()
        {
            return Some((game, actions, seat));
        }
        game.apply(&action).ok()?;
        actions.push(action);
        played += 1;
    }
    None
}

#[test]
fn the_hint_never_suggests_an_illegal_trail() {
    let mut checked = 0;
    for seed in 0..24u64 {
        let island = if seed % 2 == 0 { "isla-petit" } else { "isla-grande" };
        let (tracked, table) = [(1, 1), (2, 4), (3, 6)][(seed % 3) as usize];
        let steps = (seed as usize * 37) % (25 * usize::from(tracked) + 30);
        let Some((game, actions, seat)) = random_position(island, tracked, table, seed, steps) else {
            continue;
        };
        let h = hint(&game, seat, record_seed(&actions, seat), Budget::QUICK).unwrap();
        let legal = game.legal_trails(seat);
        assert_eq!(h.suggestions.len(), legal.len(), "every legal trail is ranked (seed {seed})");
        let mut edges = HashSet::new();
        for s in &h.suggestions {
            assert!(legal.contains(s.trail.edge), "seed {seed}: {:?} is not legal", s.trail);
            assert!(edges.insert(s.trail.edge), "seed {seed}: {:?} twice", s.trail);
            game.check(&s.trail.action(seat)).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert!(!s.reasons.is_empty(), "every suggestion says why");
        }
        let weighed = h.suggestions.iter().take_while(|s| s.expected_total.is_some()).count();
        assert_eq!(weighed, Budget::QUICK.candidates.min(legal.len()));
        checked += 1;
    }
    assert!(checked >= 20, "enough positions ({checked})");
}

#[test]
fn owed_bonus_trails_are_ranked_as_bonus_trails_over_every_free_edge() {
    // Play random Petit games until a sheet owes a bonus trail.
    for seed in 0..200u64 {
        let setup = Setup::app_deck_table("isla-petit", 1, &names(1), seed);
        let mut game = TucanaGame::new(sheet("isla-petit"), setup).unwrap();
        let mut rng = SeededRng::new(seed);
        while let Some(action) = random_action(&game, &mut rng) {
            game.apply(&action).unwrap();
            if game.owed_bonus_trails(1) > 0 {
                let h = hint(&game, 1, seed, Budget::QUICK).unwrap();
                let free = game.sheet().all_edges().difference(game.player(1).unwrap().drawn());
                assert_eq!(h.suggestions.len(), free.len());
                assert!(h.suggestions.iter().all(|s| s.trail.bonus));
                game.check(&h.suggestions[0].trail.action(1)).unwrap();
                return;
            }
        }
    }
    panic!("no bonus trail owed in 200 random games");
}

#[test]
fn with_one_legal_trail_the_hint_suggests_that_one() {
    // The tiny test island has exactly one water–water side.
    let tiny = Arc::new(Sheet::from_ron(include_str!("../data/tiny-row.ron")).unwrap());
    let mut game = TucanaGame::new(tiny, setup("tiny-row", 1, &["Ann"], 1)).unwrap();
    let reveal = Action::Reveal(Card::Water, Card::Water);
    game.apply(&reveal).unwrap();
    let legal = game.legal_trails(1);
    assert_eq!(legal.len(), 1);
    let h = hint(&game, 1, record_seed(&[reveal], 1), Budget::QUICK).unwrap();
    assert_eq!(h.suggestions.len(), 1);
    assert_eq!(Some(h.suggestions[0].trail.edge), legal.nth(0));
    assert_eq!((h.suggestions[0].trail.from, h.suggestions[0].trail.to), (c(0, 20), c(0, 22)));
    assert!(h.suggestions[0].expected_total.is_some());
}

/// Set-up card 4, seat 1: D sits in villages 3 (3,15) and 10 (1,3) of Isla
/// Petit; this plain path joins them (the rulebook's "Mary connects D–D").
fn petit_d_path() -> Vec<Coord> {
    vec![c(1, 3), c(1, 5), c(1, 7), c(1, 9), c(1, 11), c(2, 12), c(2, 14), c(3, 15)]
}

/// The rulebook's Mary (a three-player table, her sheet tracked) with D–D
/// one trail from closed, on the last turn of the game, the cards allowing
/// that trail: the closing trail and the others it must be preferred to.
fn d_d_on_the_last_turn() -> (Table, (Coord, Coord)) {
    let mut t = Table::new(setup("isla-petit", 3, &["Mary"], 4));
    let path = petit_d_path();
    let last = all_but_the_last_trail_then_its_cards(&mut t, &path);
    (t, last)
}

/// Seat 1 draws every trail of `path` but its last, the game goes on to
/// Isla Petit's last turn, and that turn's cards allow the last trail,
/// which is returned.
fn all_but_the_last_trail_then_its_cards(t: &mut Table, path: &[Coord]) -> (Coord, Coord) {
    t.reserve(path.iter().copied());
    let edges = edges_of(path);
    let (last, rest) = edges.split_last().expect("a path of several trails");
    t.draw_in_turns(1, rest);
    t.finish_round();
    while t.game.turn_in_round() < 13 {
        t.turn(&[]);
    }
    assert_eq!((t.game.round(), t.game.turn_in_round()), (2, 13), "the last turn of Isla Petit");
    let cards = t.cards_for(last.0, last.1);
    t.apply(Action::Reveal(cards[0], cards[1]));
    *last
}

#[test]
fn the_hint_closes_the_village_pair_rather_than_a_dead_end_trail() {
    let (t, last) = d_d_on_the_last_turn();
    let legal = t.game.legal_trails(1);
    assert!(legal.len() > 1, "the cards allow other trails too ({})", legal.len());
    let h = hint(&t.game, 1, record_seed(&t.actions, 1), Budget::QUICK).unwrap();
    let best = h.best().unwrap();
    let closing = t.game.edge_at(1, last.0, last.1).unwrap();
    assert_eq!(best.trail.edge, closing, "closing D–D comes first: {:?}", h.suggestions[..3].to_vec());
    assert!(best.reasons.contains(&Reason::ConnectsPair { letter: Letter::D, points: 11 }));
    assert!(best.reasons.contains(&Reason::WinsBlueCard { letter: Letter::D, points: 6 }));
    assert_eq!(best.gain_now, 17, "11 for the pair and the #1 card's 6");
    let second = &h.suggestions[1];
    assert!(best.expected_total > second.expected_total);
}

#[test]
fn the_same_record_gets_the_same_ranking() {
    let (game, actions, seat) = random_position("isla-grande", 2, 3, 7, 60).unwrap();
    let a = hint(&game, seat, record_seed(&actions, seat), Budget::QUICK).unwrap();
    let replayed = {
        let setup = game.setup().clone();
        let mut g = TucanaGame::new(sheet("isla-grande"), setup).unwrap();
        for action in &actions {
            g.apply(action).unwrap();
        }
        g
    };
    let b = hint(&replayed, seat, record_seed(&actions, seat), Budget::QUICK).unwrap();
    assert_eq!(a, b);
}

#[test]
fn the_hint_does_not_peek_at_the_app_decks_seeded_order() {
    // The same cards revealed on the app's deck and entered by hand: the
    // app's game knows the next cards, the hand-entered one cannot.
    let (game, actions, seat) = random_position("isla-petit", 1, 1, 11, 50).unwrap();
    assert!(game.next_app_cards().is_none(), "a turn is open");
    let mut real: Setup = game.setup().clone();
    real.deck = DeckMode::RealCards;
    let mut by_hand = TucanaGame::new(sheet("isla-petit"), real).unwrap();
    for action in &actions {
        by_hand.apply(action).unwrap();
    }
    let seed = record_seed(&actions, seat);
    assert_eq!(
        hint(&game, seat, seed, Budget::QUICK).unwrap(),
        hint(&by_hand, seat, seed, Budget::QUICK).unwrap()
    );
}

// ----- trailpad hint -----

fn write_record(name: &str, setup: Setup, actions: Vec<Action>) -> std::path::PathBuf {
    let record = TucanaRecord {
        format: RECORD_FORMAT,
        setup,
        actions,
        played_at: None,
        ended_at: None,
        place: String::new(),
        note: String::new(),
        paper_totals: Vec::new(),
        paper_names: Vec::new(),
        coach: Vec::new(),
    };
    let path = fresh_dir(name).join("game.ron");
    std::fs::write(&path, record.to_ron().expect("a record writes")).expect("a temporary file");
    path
}

#[test]
fn cli_hint_ranks_the_open_turns_trails_best_first_and_the_same_each_time() {
    let (t, last) = d_d_on_the_last_turn();
    let legal = t.game.legal_trails(1).len();
    let file = write_record("coach-hint", t.game.setup().clone(), t.actions.clone());
    let file = file.to_str().unwrap();

    let out = cli::run(&["hint", file, "--seat", "1", "--json"]);
    assert!(out.status.success(), "{}", cli::stderr(&out));
    let json: serde_json::Value = serde_json::from_str(&cli::stdout(&out)).unwrap();
    let suggestions = json["suggestions"].as_array().unwrap();
    assert_eq!(suggestions.len(), legal, "every legal trail is listed");
    let first = &suggestions[0];
    let coords = |v: &serde_json::Value| c(v[0].as_i64().unwrap() as i32, v[1].as_i64().unwrap() as i32);
    let drawn = [coords(&first["from"]), coords(&first["to"])];
    assert!(drawn == [last.0, last.1] || drawn == [last.1, last.0], "D–D is closed first: {first}");
    assert_eq!(first["gain_now"], 17);
    assert!(first["reasons"].as_array().unwrap().iter().any(|r| r == "connects villages D–D (11)"));
    let totals: Vec<f64> = suggestions.iter().filter_map(|s| s["expected_total"].as_f64()).collect();
    assert!(totals.windows(2).all(|w| w[0] >= w[1]), "best first: {totals:?}");
    assert_eq!(cli::stdout(&cli::run(&["hint", file, "--seat", "1", "--json"])), cli::stdout(&out));

    let text = cli::run(&["hint", file, "--seat", "1"]);
    assert!(text.status.success());
    let text = cli::stdout(&text);
    let ranked: Vec<&str> = text.lines().filter(|l| l.trim_start().starts_with("1. ")).collect();
    assert_eq!(ranked.len(), 1, "{text}");
    assert!(
        ranked[0].contains("expected total") && ranked[0].contains("connects villages D–D (11)"),
        "{text}"
    );

    let nobody = cli::run(&["hint", file, "--seat", "3"]);
    assert_eq!(nobody.status.code(), Some(2));
    assert!(cli::stderr(&nobody).contains("no sheet for seat 3"), "{}", cli::stderr(&nobody));
}

#[test]
fn cli_hint_without_cards_revealed_says_what_to_do() {
    let (game, mut actions, _) = random_position("isla-petit", 1, 1, 3, 10).unwrap();
    // Finish the open turn so no cards are out.
    let mut g = game;
    let mut rng = SeededRng::new(3);
    while g.turn_cards().is_some() {
        let a = random_action(&g, &mut rng).unwrap();
        g.apply(&a).unwrap();
        actions.push(a);
    }
    let file = write_record("coach-hint-closed", g.setup().clone(), actions);
    let out = cli::run(&["hint", file.to_str().unwrap(), "--seat", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(cli::stderr(&out).contains("reveal the next two cards first"), "{}", cli::stderr(&out));
}

#[test]
fn hint_and_review_refuse_a_game_the_coach_does_not_know_in_the_same_words() {
    // The coach is a capability of the game's entry in the registry: New
    // York has none, and the command says so as it always did.
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/new-york/two-player.ron");
    for (command, what) in [("hint", "hints"), ("review", "reviews")] {
        let out = cli::run(&[command, file, "--seat", "1"]);
        assert_eq!(out.status.code(), Some(2), "{command}: {}", cli::stderr(&out));
        let said = cli::stderr(&out);
        assert!(said.contains(&format!("{what} are for Trails of Tucana records only")), "{command}: {said}");
    }
}

// ----- the record: a hint changes nothing -----

#[test]
fn a_record_with_hint_actions_replays_to_the_same_scores_as_without() {
    let (mut game, mut actions, _) = random_position("isla-grande", 2, 4, 21, 40).unwrap();
    let mut rng = SeededRng::new(21);
    let mut coached = Vec::new();
    // Ask the coach before every trail of seat 1 from here to the end.
    while let Some(action) = random_action(&game, &mut rng) {
        if matches!(action, Action::Trail { seat: 1, .. } | Action::BonusTrail { seat: 1, .. }) {
            let ask = Action::Coached { seat: 1 };
            let before = game.score_cards();
            game.apply(&ask).unwrap();
            assert_eq!(game.score_cards(), before, "a hint changes no score");
            coached.push(ask);
            actions.push(Action::Coached { seat: 1 });
        }
        game.apply(&action).unwrap();
        actions.push(action);
    }
    assert!(game.is_over());
    assert!(!coached.is_empty());
    let with = TucanaRecord {
        format: RECORD_FORMAT,
        setup: game.setup().clone(),
        actions: actions.clone(),
        played_at: None,
        ended_at: None,
        place: String::new(),
        note: String::new(),
        paper_totals: Vec::new(),
        paper_names: Vec::new(),
        coach: Vec::new(),
    };
    let mut without = with.clone();
    without.actions.retain(|a| !matches!(a, Action::Coached { .. }));
    let grande = sheet("isla-grande");
    let a = with.replay_on(grande.clone()).unwrap();
    let b = without.replay_on(grande).unwrap();
    assert_eq!(a.score_cards(), b.score_cards());
    assert_eq!(with.coached_seats(), vec![1]);
    assert!(without.coached_seats().is_empty());
    // It survives the file: written and read back, the same record.
    assert_eq!(TucanaRecord::from_ron(&with.to_ron().unwrap()).unwrap(), with);
}

#[test]
fn a_hint_is_refused_with_no_trail_to_draw() {
    let mut game = TucanaGame::new(sheet("isla-petit"), setup("isla-petit", 1, &["Ann"], 1)).unwrap();
    assert!(game.check(&Action::Coached { seat: 1 }).is_err(), "no cards revealed");
    game.apply(&Action::Reveal(Card::Water, Card::Desert)).unwrap();
    assert!(game.check(&Action::Coached { seat: 2 }).is_err(), "no such seat");
    game.check(&Action::Coached { seat: 1 }).unwrap();
    let edge = game.legal_trails(1).nth(0).unwrap();
    let (from, to) = game.sheet().edge_coords(edge);
    game.apply(&Action::Trail { seat: 1, from, to }).unwrap();
    assert!(game.check(&Action::Coached { seat: 1 }).is_err(), "the turn is over");
}

/// Mary (as in [`d_d_on_the_last_turn`]) with D–D one trail from closed
/// `early` in the game: after the path's other trails (round 1), the cards
/// of the next turn allow the closing trail. Solo or at a table of three.
fn d_d_open_mid_game(table: u8, extra_turns: usize) -> (Table, (Coord, Coord)) {
    let mut t = Table::new(setup("isla-petit", table, &["Mary"], 4));
    let path = petit_d_path();
    t.reserve(path.iter().copied());
    let edges = edges_of(&path);
    let (last, rest) = edges.split_last().expect("a path of several trails");
    t.draw_in_turns(1, rest);
    for _ in 0..extra_turns {
        t.turn(&[]);
    }
    assert!(!t.game.is_over() && !t.game.solo_reshuffle_due());
    let cards = t.cards_for(last.0, last.1);
    t.apply(Action::Reveal(cards[0], cards[1]));
    (t, *last)
}

/// The closing trail against every dead-end side the same cards allow (a
/// side of two plain hexes away from every village and sight): the hint
/// must rank closing D–D among its best three (the three it shows), and
/// clearly above every dead end. (Above *every* trail it need not be: with
/// a table's cards still to come, a trail on the way to another pair may
/// be worth as much, the close waiting a turn.)
fn assert_closes_d_d(t: &Table, last: (Coord, Coord), what: &str) {
    let legal = t.game.legal_trails(1);
    let closing = t.game.edge_at(1, last.0, last.1).expect("the closing side");
    let dead_ends: Vec<_> = legal.iter().filter(|&e| e != closing && t.harmless(e)).collect();
    assert!(!dead_ends.is_empty(), "{what}: the cards allow a dead-end side too");
    let h = hint(&t.game, 1, record_seed(&t.actions, 1), Budget::STANDARD).expect("a hint");
    let rank = h.suggestions.iter().position(|s| s.trail.edge == closing).expect("closing is ranked");
    let top: Vec<_> =
        h.suggestions[..4].iter().map(|s| (s.trail.from, s.trail.to, s.expected_total)).collect();
    assert!(rank < 3, "{what}: closing D–D is among the best three, ranked {}: {top:?}", rank + 1);
    let closing_total = h.suggestions[rank].expected_total.expect("closing is weighed");
    let mut weighed = 0;
    for s in h.suggestions.iter().filter(|s| dead_ends.contains(&s.trail.edge)) {
        if let Some(total) = s.expected_total {
            weighed += 1;
            assert!(closing_total > total + 1.0, "{what}: {closing_total} clearly over a dead end's {total}");
        }
    }
    assert!(weighed > 0, "{what}: a dead-end side was weighed too");
}

#[test]
fn the_hint_closes_the_village_pair_early_in_a_solo_game() {
    let (t, last) = d_d_open_mid_game(1, 0);
    assert_eq!(t.game.round(), 1, "early: the first round");
    assert_closes_d_d(&t, last, "solo, round 1");
}

#[test]
fn the_hint_closes_the_village_pair_early_at_a_table_of_three() {
    let (t, last) = d_d_open_mid_game(3, 0);
    assert_eq!(t.game.round(), 1, "early: the first round");
    assert_closes_d_d(&t, last, "table of three, round 1");
}

#[test]
fn the_hint_closes_the_village_pair_mid_game() {
    let (t, last) = d_d_open_mid_game(3, 8);
    assert_eq!(t.game.round(), 2, "mid-game: the second round");
    assert_closes_d_d(&t, last, "table of three, round 2");
}

#[test]
fn on_the_last_turn_the_hint_weighs_and_draws_the_trail_that_wins_the_red_card() {
    // Ann at a table of two on Isla Petit with the yeti's red card: a plain path between the
    // two yetis, drawn but for its last trail, which the last turn's cards
    // allow. Filler trails never score, so that trail is worth the red
    // card's 6 and nothing else is worth anything.
    let mut s = setup("isla-petit", 2, &["Ann"], 4);
    s.red_cards = vec![Sight::Yeti];
    let mut t = Table::new(s);
    let island = sheet("isla-petit");
    let yetis: Vec<Coord> = island.sight_hexes(Sight::Yeti).iter().map(|&h| island.hex(h).coord).collect();
    let path = crate::common::plain_path(&island, yetis[0], yetis[1], &[]);
    let last = all_but_the_last_trail_then_its_cards(&mut t, &path);
    assert!(t.game.legal_trails(1).len() > 1, "the cards allow other trails too");
    let linking = t.game.edge_at(1, last.0, last.1).unwrap();
    // Even when the hint weighs a single trail, it weighs this one.
    for budget in [Budget { candidates: 1, rollouts: 2 }, Budget::QUICK] {
        let h = hint(&t.game, 1, record_seed(&t.actions, 1), budget).unwrap();
        let best = h.best().unwrap();
        assert_eq!(best.trail.edge, linking, "{budget:?}: {:?}", &h.suggestions[..3]);
        assert_eq!(best.gain_now, 6, "the red card's 6");
        assert!(best.reasons.contains(&Reason::LinksSights { sight: Sight::Yeti }), "{:?}", best.reasons);
        let before = t.game.final_scoring_box(t.game.player(1).unwrap()).total;
        assert_eq!(best.expected_total, Some(f64::from(before) + 6.0), "the last turn: exactly 6 more");
    }
}

#[test]
fn a_hint_asked_while_the_solo_reshuffle_is_due_says_so() {
    // A solo game played at random to the end of its first round: the blue
    // cards' reshuffle comes before the next cards, and the hint says that
    // (it said "no cards are revealed").
    let setup = Setup::app_deck_table("isla-petit", 1, &["Ann".to_string()], 9);
    let mut game = TucanaGame::new(sheet("isla-petit"), setup.clone()).unwrap();
    let mut rng = SeededRng::new(9);
    let mut actions = Vec::new();
    while !game.solo_reshuffle_due() {
        let a = random_action(&game, &mut rng).unwrap();
        game.apply(&a).unwrap();
        actions.push(a);
    }
    assert_eq!(hint(&game, 1, record_seed(&actions, 1), Budget::QUICK), Err(HintError::ReshuffleDue));
    let file = write_record("coach-hint-reshuffle", setup, actions);
    let out = cli::run(&["hint", file.to_str().unwrap(), "--seat", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        cli::stderr(&out).contains("the solo reshuffle of the blue cards is due"),
        "{}",
        cli::stderr(&out)
    );
}

#[test]
fn at_a_table_of_eight_the_hint_simulates_only_its_own_sheet() {
    // Early in the game no other sheet has connected a pair or linked a red
    // card's type, so the other tracked sheets count exactly as sheets on
    // paper: the ranking is the one with them taken off. Were they still
    // simulated trail by trail (8 times the work), their trails would
    // change the simulated games and the ranking with them.
    for (island, seed) in [("isla-grande", 81u64), ("isla-petit", 82)] {
        let (game, actions, seat) = random_position(island, 8, 8, seed, 12).expect("a position");
        assert!(game.players().iter().all(|p| p.pairs().is_empty()), "{island}: no pair yet");
        let s = record_seed(&actions, seat);
        let at_the_table = hint(&game, seat, s, Budget::QUICK).expect("a hint");
        let alone = hint(&game.with_only_sheet(seat), seat, s, Budget::QUICK).expect("a hint");
        assert_eq!(game.players().len(), 8);
        assert_eq!(alone.suggestions, at_the_table.suggestions, "{island}");
    }
}
