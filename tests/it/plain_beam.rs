//! The yardstick for the review's search: a plain beam search over whole
//! turns, written apart from the review. It plays the same deal (the
//! record's reveals, in order) with the same solo reshuffle rule as the
//! app's deck, keeps the `width` lines with the most points held for sure
//! after each turn (the Final Scoring Box so far plus every circled sight
//! once more for each sight line still to be written), one line per set of
//! drawn trails, and draws the bonus trails greedily.
//!
//! Shared by the tests (`review_yardstick`, a small width in a debug build)
//! and the coach benchmark (`benches/coach.rs`, group `yardstick`: a width
//! of 128 in release), which includes this file by its path.

use std::collections::HashSet;
use std::sync::Arc;
use trailpad::games::tucana::coach::Policy;
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::random::SeededRng;
use trailpad::games::tucana::rules::{Action, TucanaGame};
use trailpad::games::tucana::sheet::Sheet;

/// Points a line of seat 1 holds for sure: its total so far plus each
/// circled sight once more for every round line still to be written.
fn sure(game: &TucanaGame) -> u32 {
    let Some(p) = game.player(1) else { return 0 };
    let boxed = game.final_scoring_box(p);
    let written = boxed.round_lines.iter().flatten().count() as u32;
    let left = u32::from(game.sheet().rounds()).saturating_sub(written);
    boxed.total + game.sight_sum_now(p) * left
}

/// Draws seat 1's owed bonus trails greedily.
fn bonus_trails_greedily(game: &mut TucanaGame, rng: &mut SeededRng) {
    while game.owed_bonus_trails(1) > 0 {
        let Some(action) = Policy::Greedy.choose(game, 1, rng) else { return };
        if game.apply(&action).is_err() {
            return;
        }
    }
}

/// The best total the plain beam of `width` lines finds for seat 1 on the
/// cards of the solo `record`, and its finished game.
pub fn plain_beam(record: &TucanaRecord, sheet: &Arc<Sheet>, width: usize) -> (u32, TucanaGame) {
    let reveals: Vec<Action> =
        record.actions.iter().filter(|a| matches!(a, Action::Reveal(..))).cloned().collect();
    let start = TucanaGame::new(sheet.clone(), record.setup.clone()).expect("a valid set-up");
    let mut beam = vec![start];
    let mut rng = SeededRng::new(32);
    for reveal in &reveals {
        let mut pool: Vec<(u32, TucanaGame)> = Vec::new();
        for mut game in beam {
            if let Some(kept) = game.app_solo_reshuffle() {
                game.apply(&Action::SoloReshuffle { kept }).expect("the reshuffle");
            }
            game.apply(reveal).expect("the record's cards");
            let legal = game.legal_trails(1);
            if legal.is_empty() {
                let mut g = game.clone();
                if g.pass_offered(1) {
                    let _ = g.apply(&Action::Pass { seat: 1 });
                }
                pool.push((sure(&g), g));
                continue;
            }
            for edge in legal.iter() {
                let (from, to) = game.sheet().edge_coords(edge);
                let mut g = game.clone();
                if g.apply(&g.trail_action(1, from, to)).is_err() {
                    continue;
                }
                bonus_trails_greedily(&mut g, &mut rng);
                pool.push((sure(&g), g));
            }
        }
        pool.sort_by_key(|b| std::cmp::Reverse(b.0));
        let mut seen = HashSet::new();
        beam = pool
            .into_iter()
            .filter(|(_, g)| seen.insert(g.player(1).map(|p| *p.drawn()).unwrap_or_default()))
            .take(width)
            .map(|(_, g)| g)
            .collect();
    }
    let total = |g: &TucanaGame| g.player(1).map_or(0, |p| g.final_scoring_box(p).total);
    let best = beam.into_iter().filter(TucanaGame::is_over).max_by_key(total).expect("a finished line");
    (total(&best), best)
}
