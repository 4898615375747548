//! How a simulated sheet chooses its trail: the coach's rollout policy, and
//! the two baselines of the benchmark.

use super::kept_sheet::KeptSheet;
use crate::games::tucana::rules::random::SeededRng;
use crate::games::tucana::rules::{Action, TucanaGame};

/// A way to choose a trail for a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Policy {
    /// Any legal trail, uniformly.
    Random,
    /// The largest immediate gain (sights, villages, blue card); ties at
    /// random.
    Greedy,
    /// The rollout policy: immediate gain first, then trails on a shortest
    /// way between the two villages of an open pair (worth the pair's
    /// value shared over the trails it still needs, see `coach/paths.rs`),
    /// then trails that grow a network reaching a village or touch a
    /// village or sight not yet reached, with a little noise so rollouts
    /// differ.
    Rollout,
}

/// What one point of a pair's shared worth counts for in the rollout
/// policy, against 8 for a point won at once.
const PAIR_WAY_WEIGHT: i64 = 6;

impl Policy {
    /// The action `seat` takes now: a trail, a bonus trail, or a pass when
    /// nothing is legal. `None` when the seat has nothing to do.
    pub fn choose(self, game: &TucanaGame, seat: u8, rng: &mut SeededRng) -> Option<Action> {
        self.choose_kept(game, seat, rng, &mut KeptSheet::new())
    }

    /// [`Policy::choose`], reading the sheet through `kept`: a simulated
    /// game keeps one from turn to turn, so that the policy's reading of
    /// the sheet is brought up to date rather than read afresh (the same
    /// reading, so the same choice).
    pub(super) fn choose_kept(
        self,
        game: &TucanaGame,
        seat: u8,
        rng: &mut SeededRng,
        kept: &mut KeptSheet,
    ) -> Option<Action> {
        let player = game.player(seat)?;
        let legal = game.legal_trails(seat);
        if legal.is_empty() {
            return game.pass_offered(seat).then_some(Action::Pass { seat });
        }
        let edge = match self {
            Policy::Random => legal.nth(rng.below(legal.len()))?,
            Policy::Greedy | Policy::Rollout => {
                kept.read(game, player, self == Policy::Rollout);
                let (outlook, sheet) = (kept.outlook(), game.sheet());
                let paths = (self == Policy::Rollout).then(|| kept.paths());
                let mut best = (i64::MIN, usize::MAX);
                for edge in legal.iter() {
                    let g = outlook.gain(sheet, edge);
                    let noise = rng.below(1024) as i64;
                    let score = match self {
                        Policy::Greedy => i64::from(g.points) * 1024 + noise,
                        _ => {
                            let toward = paths.map_or(0, |p| p.progress(sheet, edge));
                            (g.quick_score() + i64::from(toward) * PAIR_WAY_WEIGHT) * 1024 + noise * 5
                        }
                    };
                    if score > best.0 {
                        best = (score, edge);
                    }
                }
                best.1
            }
        };
        let (from, to) = game.sheet().edge_coords(edge);
        Some(game.trail_action(seat, from, to))
    }
}
