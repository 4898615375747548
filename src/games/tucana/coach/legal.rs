//! The trails a sheet may draw now: the turn's trail, or an owed bonus trail.

use crate::games::tucana::rules::{Action, TucanaGame};
use crate::games::tucana::sheet::{Coord, EdgeId};

/// One trail a sheet may draw now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The edge.
    pub edge: EdgeId,
    /// One hex of it.
    pub from: Coord,
    /// The other hex.
    pub to: Coord,
    /// Whether it is an owed bonus trail (any terrain) rather than the
    /// turn's trail.
    pub bonus: bool,
}

impl Move {
    /// The action that draws it for `seat`.
    pub fn action(&self, seat: u8) -> Action {
        let (seat, from, to) = (seat, self.from, self.to);
        if self.bonus { Action::BonusTrail { seat, from, to } } else { Action::Trail { seat, from, to } }
    }
}

/// Every trail `seat` may draw now, by edge id: while a bonus trail is owed,
/// every free edge (as bonus trails); else the free edges the cards allow.
/// Empty when the seat has nothing to draw (no open turn, done, or it must
/// pass).
pub fn legal_moves(game: &TucanaGame, seat: u8) -> Vec<Move> {
    let bonus = game.owed_bonus_trails(seat) > 0;
    let trails = game.legal_trails(seat);
    // Sized once: the set's iterator cannot tell its length, and growing
    // the list trail by trail cost the review's search a tenth of its time.
    let mut moves = Vec::with_capacity(trails.len());
    moves.extend(trails.iter().map(|edge| {
        let (from, to) = game.sheet().edge_coords(edge);
        Move { edge, from, to, bonus }
    }));
    moves
}
