//! Scripted games for screenshots, benchmarks and tests: a simple player
//! that grows its networks, and named demo states (`petit-midgame`,
//! `grande-bonus`, `grande-hint`, `final-4`, `solo-reshuffle`, `review-petit`) that the app opens when `TRAILPAD_DEMO` names
//! one. Pure: seeded, no clock, no files.

use crate::games::tucana::record::TucanaLog;
use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, Setup, TucanaGame};
use crate::games::tucana::sheet::{EdgeId, Feature, builtin_sheet};
use crate::i18n::Language;
use std::sync::Arc;

/// Names shown in demo games.
pub const DEMO_NAMES: [&str; 8] = ["Alice", "Bruno", "Chloé", "Dmitri", "Elif", "Farah", "Gus", "Hana"];

/// The same players as a Russian table would write them, so a Russian
/// screenshot shows no Latin letters the app chose.
pub const DEMO_NAMES_RU: [&str; 8] = ["Алиса", "Борис", "Хлоя", "Дмитрий", "Элиф", "Фарах", "Гоша", "Хана"];

/// The demo names for a language.
pub fn demo_names(language: Language) -> &'static [&'static str; 8] {
    match language {
        Language::Russian => &DEMO_NAMES_RU,
        Language::English | Language::French => &DEMO_NAMES,
    }
}

/// A game with the app's deck on a built-in island, every seat tracked.
pub fn new_demo_log(sheet_id: &str, players: u8, seed: u64) -> Option<TucanaLog> {
    new_demo_log_named(sheet_id, players, seed, &DEMO_NAMES)
}

/// Like [`new_demo_log`], with the players named from `names`.
pub fn new_demo_log_named(sheet_id: &str, players: u8, seed: u64, names: &[&str; 8]) -> Option<TucanaLog> {
    let sheet = Arc::new(builtin_sheet(sheet_id)?);
    let names: Vec<String> = (0..usize::from(players)).map(|i| names[i % 8].to_string()).collect();
    let setup = Setup::app_deck_table(sheet_id, players, &names, seed);
    TucanaLog::new(sheet, setup).ok()
}

/// The next action of a simple player: reveal the app's cards, reshuffle,
/// or draw the legal trail that best grows an existing network.
pub fn next_action(game: &TucanaGame, rng: &mut SeededRng) -> Option<Action> {
    if let Some(dealt) = game.app_dealing() {
        return Some(dealt);
    }
    let seat = *game.unfinished_players().first()?;
    let legal = game.legal_trails(seat);
    let Some(edge) = best_edge(game, seat, legal.iter().collect(), rng) else {
        return Some(Action::Pass { seat });
    };
    let (from, to) = game.sheet().edge_coords(edge);
    Some(game.trail_action(seat, from, to))
}

fn best_edge(game: &TucanaGame, seat: u8, legal: Vec<EdgeId>, rng: &mut SeededRng) -> Option<EdgeId> {
    let player = game.player(seat)?;
    let sheet = game.sheet();
    let before = game.final_scoring_box(player).total + game.sight_sum_now(player);
    // Hexes still worth reaching: sights not yet circled and villages whose
    // pair is not yet connected.
    let targets: Vec<usize> = (0..sheet.hexes().len())
        .filter(|&h| match sheet.hex(h).feature {
            Some(Feature::Sight(_)) => !player.is_circled(h),
            Some(Feature::Village(_)) => player
                .letter_of_village(sheet, h)
                .is_some_and(|l| !player.pairs().iter().any(|p| p.letter == l)),
            None => false,
        })
        .collect();
    let distance = |h: usize| {
        let c = sheet.hex(h).coord;
        targets
            .iter()
            .map(|&t| {
                let d = sheet.hex(t).coord;
                let dr = (c.row - d.row).abs();
                dr + ((c.dcol - d.dcol).abs() - dr).max(0) / 2
            })
            .min()
            .unwrap_or(0)
    };
    let touched = |hex: usize| sheet.edges_of_hex(hex).iter().any(|e| player.drawn().contains(*e));
    let score = |edge: EdgeId| {
        let e = sheet.edge(edge);
        let (from, to) = sheet.edge_coords(edge);
        let mut probe = game.clone();
        let action = game.trail_action(seat, from, to);
        let gain = match (probe.apply(&action), probe.player(seat)) {
            (Ok(_), Some(p)) => {
                (probe.final_scoring_box(p).total + probe.sight_sum_now(p)).saturating_sub(before)
            }
            _ => 0,
        } as i32;
        let grows = i32::from(touched(e.a) || touched(e.b) || sheet.hex(e.a).feature.is_some());
        gain * 10 + grows * 4 - distance(e.a).min(distance(e.b))
    };
    let scored: Vec<(EdgeId, i32)> = legal.into_iter().map(|e| (e, score(e))).collect();
    let best = scored.iter().map(|(_, s)| *s).max()?;
    let top: Vec<EdgeId> = scored.into_iter().filter(|(_, s)| *s == best).map(|(e, _)| e).collect();
    top.get(rng.below(top.len())).copied()
}

/// Plays until `stop` says so or the game ends; returns the steps taken.
pub fn play_until(log: &mut TucanaLog, seed: u64, stop: impl Fn(&TucanaGame) -> bool) -> usize {
    let mut rng = SeededRng::new(seed);
    let mut steps = 0;
    while !log.game().is_over() && !stop(log.game()) && steps < 20_000 {
        let Some(action) = next_action(log.game(), &mut rng) else { break };
        if log.apply(action).is_err() {
            break;
        }
        steps += 1;
    }
    steps
}

/// A named demo game.
pub fn demo_log(name: &str) -> Option<TucanaLog> {
    demo_log_named(name, &DEMO_NAMES)
}

/// A named demo game, its players named from `names` (names change no move).
pub fn demo_log_named(name: &str, names: &[&str; 8]) -> Option<TucanaLog> {
    let new_demo_log = |sheet: &str, players: u8, seed: u64| new_demo_log_named(sheet, players, seed, names);
    match name {
        // Isla Petit, two players, round 1 turn 8, cards out, Alice to play.
        "petit-midgame" => {
            let mut log = new_demo_log("isla-petit", 2, 11)?;
            play_until(&mut log, 11, |g| {
                g.turn_in_round() >= 8
                    && g.turn_cards().is_some_and(|c| !c.contains(&crate::games::tucana::sheet::Card::Any))
            });
            Some(log)
        }
        // Isla Grande, three players, stopped when a bonus trail is owed.
        "grande-bonus" => {
            for seed in 1..40 {
                let mut log = new_demo_log("isla-grande", 3, seed)?;
                play_until(&mut log, seed, |g| g.players().iter().any(|p| g.owed_bonus_trails(p.seat) > 0));
                if !log.game().is_over() {
                    return Some(log);
                }
            }
            None
        }
        // Isla Grande for two, the coach for Alice, round 2 turn 6 with
        // cards out and Alice to play (the hint's screenshot: press H).
        "grande-hint" => {
            let mut log = new_demo_log("isla-grande", 2, 3)?.with_coach(&[1]);
            play_until(&mut log, 3, |g| {
                g.round() >= 2
                    && g.turn_in_round() >= 6
                    && g.turn_cards().is_some_and(|c| !c.contains(&crate::games::tucana::sheet::Card::Any))
            });
            Some(log)
        }
        // A finished 4-player game on Isla Petit.
        "final-4" => {
            let mut log = new_demo_log("isla-petit", 4, 5)?;
            play_until(&mut log, 5, |_| false);
            Some(log)
        }
        // A finished solo game on Isla Petit (the review's screenshot).
        "review-petit" => {
            let mut log = new_demo_log("isla-petit", 1, 12)?;
            play_until(&mut log, 12, |_| false);
            Some(log)
        }
        // Isla Petit alone with real cards, at the blue cards' reshuffle
        // (the first seed whose game reaches it).
        "solo-reshuffle" => (1..200).find_map(|seed| {
            let sheet = Arc::new(builtin_sheet("isla-petit")?);
            let mut setup = Setup::solo("isla-petit", names[0], 3, seed);
            let mut log = TucanaLog::new(sheet.clone(), setup.clone()).ok()?;
            play_until(&mut log, seed, TucanaGame::solo_reshuffle_due);
            if !log.game().solo_reshuffle_due() {
                return None;
            }
            // The same game entered by hand: the reshuffle is ticked.
            setup.deck = crate::games::tucana::rules::DeckMode::RealCards;
            let mut hand = TucanaLog::new(sheet, setup).ok()?;
            for action in log.record().actions.clone() {
                hand.apply(action).ok()?;
            }
            Some(hand)
        }),
        // Isla Petit for two with real cards, round 1 turn 3 with no card
        // entered yet (the card buttons' screenshot at 800×600).
        "petit-real-cards" => {
            let mut app_deck = new_demo_log("isla-petit", 2, 11)?;
            play_until(&mut app_deck, 11, |g| g.turn_in_round() >= 3 && g.turn_cards().is_none());
            let mut setup = app_deck.record().setup.clone();
            setup.deck = crate::games::tucana::rules::DeckMode::RealCards;
            let mut log = TucanaLog::new(app_deck.game().sheet_arc().clone(), setup).ok()?;
            for action in app_deck.record().actions.clone() {
                log.apply(action).ok()?;
            }
            Some(log)
        }
        _ => None,
    }
}
