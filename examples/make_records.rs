//! Writes the example game records in `examples/*.ron`.
//!
//! Run `cargo run --example make_records` to regenerate them. The games are
//! deterministic: the same seeds always give the same files. Every tracked
//! player plays a greedy strategy: among the legal trails it picks the one
//! that brings its goals closest (unconnected village pairs, sights not yet
//! connected to a village, red-card sight pairs), measured by a 0-1 BFS over
//! the hexes where a drawn trail costs nothing and an undrawn one costs 1.
#![expect(clippy::unwrap_used, reason = "fixed inputs made here: a failure is a bug to see at once")]

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::random::{SeededRng, draw_red_cards};
use trailpad::games::tucana::rules::{
    Action, BonusCard, DeckMode, PlayerState, SeatedPlayer, Setup, SetupCard, TURNS_PER_ROUND, TucanaGame,
    TurnIndex,
};
use trailpad::games::tucana::sheet::{Card, EdgeId, EdgeSet, HexId, Letter, Sheet, Sight, builtin_sheet};

/// How much a goal one trail further away is worth, relative to one closer.
const DECAY: f64 = 0.55;

/// One example game to write.
struct Plan {
    /// File name under `examples/`.
    file: &'static str,
    /// The set-up.
    setup: Setup,
    /// Bonus cards taken by untracked players: (turn index over the game, card).
    elsewhere: Vec<(TurnIndex, BonusCard)>,
    /// Seed of the "real" cards the table turns over (RealCards games only).
    table_seed: u64,
}

fn players(names: &[(&str, u8)]) -> Vec<SeatedPlayer> {
    names.iter().map(|&(name, seat)| SeatedPlayer { name: name.into(), seat }).collect()
}

fn plans() -> Vec<Plan> {
    let solo = Setup::solo("isla-petit", "Alice", 4, 2026);
    vec![
        Plan { file: "solo-isla-petit.ron", setup: solo, elsewhere: vec![], table_seed: 0 },
        Plan {
            file: "two-player-isla-petit.ron",
            setup: Setup {
                sheet: "isla-petit".into(),
                table_size: 2,
                players: players(&[("Alice", 1), ("Bob", 2)]),
                setup_card: SetupCard::Number(7),
                start_village: None,
                counter_clockwise: false,
                symmetry: false,
                red_cards: vec![],
                deck: DeckMode::AppDeck { seed: 31 },
            },
            elsewhere: vec![],
            table_seed: 0,
        },
        Plan {
            file: "five-player-isla-grande-special-bonus.ron",
            setup: Setup {
                sheet: "isla-grande".into(),
                table_size: 5,
                players: players(&[("Alice", 1), ("Bob", 2), ("Dana", 4)]),
                setup_card: SetupCard::Number(11),
                start_village: Some(3),
                counter_clockwise: false,
                symmetry: false,
                red_cards: draw_red_cards(55, 2),
                deck: DeckMode::AppDeck { seed: 55 },
            },
            // Cleo (seat 3) and Emil (seat 5) keep paper sheets.
            elsewhere: vec![(9, BonusCard::Blue(Letter::C)), (17, BonusCard::Blue(Letter::A))],
            table_seed: 0,
        },
        Plan {
            file: "eight-player-isla-grande.ron",
            setup: Setup {
                sheet: "isla-grande".into(),
                table_size: 8,
                players: players(&[
                    ("Alice", 1),
                    ("Bob", 2),
                    ("Cleo", 3),
                    ("Dana", 4),
                    ("Emil", 5),
                    ("Fay", 6),
                    ("Gus", 7),
                    ("Hana", 8),
                ]),
                setup_card: SetupCard::Number(2),
                start_village: None,
                counter_clockwise: false,
                symmetry: false,
                red_cards: vec![],
                deck: DeckMode::AppDeck { seed: 8 },
            },
            elsewhere: vec![],
            table_seed: 0,
        },
        Plan {
            file: "four-player-isla-grande-real-cards.ron",
            setup: Setup {
                sheet: "isla-grande".into(),
                table_size: 4,
                players: players(&[("Alice", 1), ("Bob", 2), ("Cleo", 3)]),
                setup_card: SetupCard::Letters("DBACECDAEB".into()),
                start_village: Some(6),
                counter_clockwise: true,
                symmetry: false,
                red_cards: vec![Sight::Toucan],
                deck: DeckMode::RealCards,
            },
            // The fourth player (seat 4) keeps a paper sheet.
            elsewhere: vec![(20, BonusCard::Blue(Letter::E))],
            table_seed: 4,
        },
    ]
}

/// Distances in trails from `sources` to every hex: drawn edges cost 0.
fn distances(sheet: &Sheet, drawn: &EdgeSet, sources: &[HexId]) -> Vec<u32> {
    let mut dist = vec![u32::MAX; sheet.hexes().len()];
    let mut queue = VecDeque::new();
    for &s in sources {
        dist[s] = 0;
        queue.push_back(s);
    }
    while let Some(h) = queue.pop_front() {
        for &e in sheet.edges_of_hex(h) {
            let edge = sheet.edge(e);
            let other = if edge.a == h { edge.b } else { edge.a };
            let cost = u32::from(!drawn.contains(e));
            let d = dist[h] + cost;
            if d < dist[other] {
                dist[other] = d;
                if cost == 0 { queue.push_front(other) } else { queue.push_back(other) }
            }
        }
    }
    dist
}

fn weight(value: f64, dist: u32) -> f64 {
    if dist == u32::MAX { 0.0 } else { value * DECAY.powi(dist as i32) }
}

/// How good a set of drawn edges is for a player's open goals.
fn potential(game: &TucanaGame, player: &PlayerState, drawn: &EdgeSet) -> f64 {
    let sheet = game.sheet();
    let rounds_left = f64::from(sheet.rounds() - game.round() + 1);
    let mut total = 0.0;

    // Sights: connected to any village, worth their next value every round left.
    let from_villages = distances(sheet, drawn, sheet.villages());
    for sight in Sight::ALL {
        let slot = player.circles().iter().filter(|c| c.sight == sight).count();
        let Some(value) = sheet.sight_values(sight).get(slot) else { continue };
        let worth = f64::from(value.points) * rounds_left + if value.bonus_trail { 4.0 } else { 0.0 };
        for &hex in sheet.sight_hexes(sight) {
            if !player.is_circled(hex) {
                total += weight(worth, from_villages[hex]);
            }
        }
    }

    // Village pairs, plus the blue card still on the table.
    for letter in Letter::ALL {
        if player.pairs().iter().any(|p| p.letter == letter) {
            continue;
        }
        let hexes: Vec<HexId> = (1..=10u8)
            .filter(|&n| player.letters[usize::from(n) - 1] == letter)
            .filter_map(|n| sheet.village(n))
            .collect();
        let [a, b] = hexes[..] else { continue };
        let card = game.top_blue_card(letter).map_or(0, |c| c.points);
        let worth = f64::from(sheet.village_value(letter) + card);
        total += weight(worth, distances(sheet, drawn, &[a])[b]);
    }

    // Red cards: two sights of the type linked to each other.
    for &sight in game.red_cards_on_table() {
        if player.sights_linked(sight).is_some() {
            continue;
        }
        let hexes = sheet.sight_hexes(sight);
        let mut best = u32::MAX;
        for (i, &a) in hexes.iter().enumerate() {
            let dist = distances(sheet, drawn, &[a]);
            for &b in &hexes[i + 1..] {
                best = best.min(dist[b]);
            }
        }
        total += weight(6.0, best);
    }
    total
}

/// The legal edge that most improves the player's goals (lowest id on a tie).
fn best_edge(game: &TucanaGame, seat: u8, legal: &EdgeSet) -> Option<EdgeId> {
    let player = game.player(seat)?;
    let mut best: Option<(f64, EdgeId)> = None;
    for edge in legal.iter() {
        let mut drawn = *player.drawn();
        drawn.insert(edge);
        let score = potential(game, player, &drawn);
        if best.is_none_or(|(b, _)| score > b + 1e-9) {
            best = Some((score, edge));
        }
    }
    best.map(|(_, e)| e)
}

/// Two cards the table turns over from what is left of this round's deck.
fn real_cards(game: &TucanaGame, rng: &mut SeededRng) -> [Card; 2] {
    let mut left: Vec<Card> = Card::ALL
        .into_iter()
        .flat_map(|c| {
            let n = c.deck_count() - game.cards_seen_this_round()[c.index()];
            std::iter::repeat_n(c, usize::from(n))
        })
        .collect();
    rng.shuffle(&mut left);
    [left[0], left[1]]
}

fn play(plan: &Plan) -> TucanaLog {
    let sheet = Arc::new(builtin_sheet(&plan.setup.sheet).expect("built-in sheet"));
    let mut log = TucanaLog::new(sheet, plan.setup.clone()).expect("valid set-up");
    let mut rng = SeededRng::new(plan.table_seed);
    while !log.game().is_over() {
        let game = log.game();
        let action = if game.solo_reshuffle_due() {
            let kept = game
                .app_solo_reshuffle()
                .unwrap_or_else(|| game.blue_letters_on_table().into_iter().take(2).collect());
            Action::SoloReshuffle { kept }
        } else if game.turn_cards().is_none() {
            let [a, b] = game.next_app_cards().unwrap_or_else(|| real_cards(game, &mut rng));
            Action::Reveal(a, b)
        } else if let Some(card) = plan
            .elsewhere
            .iter()
            .filter(|(turn, _)| *turn == game.turn_index())
            .map(|(_, card)| *card)
            .find(|card| game.check(&Action::TakenElsewhere(*card)).is_ok())
        {
            Action::TakenElsewhere(card)
        } else {
            let seat = game.unfinished_players()[0];
            let legal = game.legal_trails(seat);
            match best_edge(game, seat, &legal) {
                None => Action::Pass { seat },
                Some(edge) => {
                    let (from, to) = game.sheet().edge_coords(edge);
                    game.trail_action(seat, from, to)
                }
            }
        };
        if let Err(refusal) = log.apply(action.clone()) {
            panic!("{}: {action} refused: {refusal}", plan.file);
        }
    }
    log
}

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples");
    for plan in plans() {
        let log = play(&plan);
        let path = dir.join(plan.file);
        std::fs::write(&path, log.record().to_ron().unwrap()).expect("write the record");
        let game = log.game();
        let totals: Vec<String> =
            game.score_cards().iter().map(|c| format!("{} {}", c.name, c.final_box.total)).collect();
        println!(
            "{}: {} actions, {} turns; {}",
            plan.file,
            log.record().actions.len(),
            u16::from(TURNS_PER_ROUND) * u16::from(game.sheet().rounds()),
            totals.join(", ")
        );
    }
}
