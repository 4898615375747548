//! Playing out the rest of a game from the table's view: cards dealt from
//! what the round's deck still holds, every tracked sheet played by a
//! [`Policy`], the others by the [`OthersModel`].

use super::kept_sheet::KeptSheet;
use super::others::OthersModel;
use super::policy::Policy;
use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, TucanaGame};
use crate::games::tucana::sheet::Card;
use std::sync::atomic::{AtomicBool, Ordering};

/// Two cards from what this round's deck still holds, as a shuffled deck
/// would reveal them.
pub fn deal_two(game: &TucanaGame, rng: &mut SeededRng) -> [Card; 2] {
    let seen = game.cards_seen_this_round();
    let mut left: [u8; 5] = Card::ALL.map(|c| c.deck_count().saturating_sub(seen[c.index()]));
    let mut pick = |left: &mut [u8; 5]| {
        let total: usize = left.iter().map(|&n| usize::from(n)).sum();
        let mut at = rng.below(total.max(1));
        for c in Card::ALL {
            let n = usize::from(left[c.index()]);
            if at < n {
                left[c.index()] -= 1;
                return c;
            }
            at -= n;
        }
        Card::Any
    };
    let first = pick(&mut left);
    [first, pick(&mut left)]
}

/// Plays `game` to its end: `cards` deals the reveals (and the solo
/// reshuffle), `choices` drives the policy's noise and the others' model.
/// Two rollouts with the same `cards` generator see the same cards whatever
/// trails are drawn (each turn takes two cards), which makes the hint's
/// comparison between trails fair.
pub fn play_out(
    game: &mut TucanaGame,
    policy: Policy,
    others: &OthersModel,
    cards: &mut SeededRng,
    choices: &mut SeededRng,
) {
    play_out_kept(game, policy, others, cards, choices, &mut KeptSheet::new());
}

/// [`play_out`], with the policy's reading of the sheet kept in `kept`
/// from one simulated turn to the next (and its buffers from one simulated
/// game to the next, when the caller keeps it).
pub(super) fn play_out_kept(
    game: &mut TucanaGame,
    policy: Policy,
    others: &OthersModel,
    cards: &mut SeededRng,
    choices: &mut SeededRng,
    kept: &mut KeptSheet,
) {
    // A game never needs more steps than this; the bound only guards
    // against a policy that stops choosing.
    for _ in 0..10_000 {
        if game.is_over() {
            return;
        }
        let action = match table_step(game, others, cards, choices) {
            Some(action) => action,
            None => {
                let Some(seat) = game.first_unfinished_player() else { return };
                let Some(action) = policy.choose_kept(game, seat, choices, kept) else { return };
                action
            }
        };
        if game.apply(&action).is_err() {
            return;
        }
    }
}

/// The table's own step of a simulated game, when it is the table's to
/// take: the solo reshuffle when it is due (two of the blue cards on the
/// table kept, drawn from `cards`), or, with no cards revealed, the other
/// sheets' takes (drawn from `choices`, applied here) and the next two
/// cards dealt. `None` while the revealed cards wait for a sheet's trail.
/// Written once for the rollouts and the tests that play them.
pub(super) fn table_step(
    game: &mut TucanaGame,
    others: &OthersModel,
    cards: &mut SeededRng,
    choices: &mut SeededRng,
) -> Option<Action> {
    if game.solo_reshuffle_due() {
        let mut letters = game.blue_letters_on_table();
        cards.shuffle(&mut letters);
        letters.truncate(2);
        letters.sort();
        Some(Action::SoloReshuffle { kept: letters })
    } else if game.turn_cards().is_none() {
        for taken in others.taken(game, choices) {
            let _ = game.apply(&taken);
        }
        let [a, b] = deal_two(game, cards);
        Some(Action::Reveal(a, b))
    } else {
        None
    }
}

/// The mean of the simulated games' totals: a trail's expected total.
pub(super) fn mean(totals: &[u32]) -> f64 {
    totals.iter().map(|&t| f64::from(t)).sum::<f64>() / totals.len().max(1) as f64
}

/// The sheet's final total in each simulated game after `line` (the
/// sheet's actions of one turn, applied to `view` in order): the same
/// streams of `seed` for every line, so for a line of one trail its
/// [`mean`] is exactly the hint's expected total for that trail, and
/// two lines weighed with the same seed are compared game by game on the
/// same futures (the review's verdict on a turn). `None` when `stop` was
/// set before every game was played.
pub(super) fn totals_after_line(
    view: &TucanaGame,
    seat: u8,
    line: &[Action],
    others: &OthersModel,
    seed: u64,
    rollouts: u32,
    stop: &AtomicBool,
) -> Option<Vec<u32>> {
    let rollouts = rollouts.max(1);
    let mut kept = KeptSheet::new();
    (0..rollouts)
        .map(|r| {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            let mut cards = SeededRng::for_stream(seed, 1000 + u64::from(r));
            let mut choices = SeededRng::for_stream(seed, 1_000_000 + u64::from(r));
            let mut g = view.clone();
            if line.iter().all(|a| g.apply(a).is_ok()) {
                play_out_kept(&mut g, Policy::Rollout, others, &mut cards, &mut choices, &mut kept);
            }
            Some(g.player(seat).map_or(0, |p| g.final_scoring_box(p).total))
        })
        .collect()
}
