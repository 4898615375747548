//! Why a trail is suggested, as typed facts: the words for them live in the
//! i18n catalogues (`coach-reason-*`), never here.

use super::legal::Move;
use super::quick::Outlook;
use crate::games::tucana::rules::{GameEvent, SheetEvent, TucanaGame};
use crate::games::tucana::sheet::{Coord, HexId, Letter, Sheet, Sight};

/// One reason a trail is worth drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// It circles a sight value now.
    CirclesSight {
        /// The sight type.
        sight: Sight,
        /// The value circled.
        points: u16,
    },
    /// It connects a village pair now.
    ConnectsPair {
        /// The letter.
        letter: Letter,
        /// The village value.
        points: u16,
    },
    /// It wins the top blue card of the pair it connects (unless another
    /// player takes it in the same turn: then both score it).
    WinsBlueCard {
        /// The letter.
        letter: Letter,
        /// The card's points.
        points: u16,
    },
    /// It gives bonus trails to draw at once.
    OpensBonusTrails {
        /// How many.
        count: u8,
    },
    /// It links two sights of a type whose red card is on the table.
    LinksSights {
        /// The sight type.
        sight: Sight,
    },
    /// It lies on a shortest way between the two villages of a pair not yet
    /// connected.
    OnTheWay {
        /// The letter.
        letter: Letter,
        /// What the pair is worth if finished (village value and blue card).
        points: u32,
    },
    /// It takes a network that reaches a village one hex closer to a sight
    /// not yet circled.
    TowardSight {
        /// The sight type.
        sight: Sight,
    },
    /// Nothing at once and no way in particular: the simulated games simply
    /// ended highest after it (it keeps the better trails for later cards).
    KeepsOptionsOpen,
}

/// Hexes between two coordinates (pointy-top rows, half-hex columns).
fn distance(a: Coord, b: Coord) -> i32 {
    let dr = (a.row - b.row).abs();
    let dc = (a.dcol - b.dcol).abs();
    dr + ((dc - dr).max(0) / 2)
}

fn hex_distance(sheet: &Sheet, a: HexId, b: HexId) -> i32 {
    distance(sheet.hex(a).coord, sheet.hex(b).coord)
}

/// The reasons for one move of `seat` in `game` (the table's view).
pub(super) fn reasons(game: &TucanaGame, seat: u8, mv: &Move, outlook: &Outlook) -> Vec<Reason> {
    let sheet = game.sheet();
    let mut out = Vec::new();
    let mut after = game.clone();
    let events = after.apply(&mv.action(seat)).unwrap_or_default();
    let mut bonus_trails = 0u8;
    for event in events {
        let GameEvent::Sheet { seat: s, event } = event else { continue };
        if s != seat {
            continue;
        }
        match event {
            SheetEvent::SightCircled { sight, points, bonus_trail } => {
                out.push(Reason::CirclesSight { sight, points });
                bonus_trails += u8::from(bonus_trail);
            }
            SheetEvent::PairConnected { letter, points } => {
                out.push(Reason::ConnectsPair { letter, points });
                if let Some(card) = game.top_blue_card(letter) {
                    out.push(Reason::WinsBlueCard { letter, points: card.points });
                }
            }
            SheetEvent::SightsLinked(sight) => {
                if game.red_cards_on_table().contains(&sight) {
                    out.push(Reason::LinksSights { sight });
                }
            }
        }
    }
    if bonus_trails > 0 {
        out.push(Reason::OpensBonusTrails { count: bonus_trails });
    }
    if !out.is_empty() {
        return out;
    }
    let e = sheet.edge(mv.edge);
    // On the way between a pair: the edge is a step of a shortest path.
    let best_pair = outlook
        .open_pairs()
        .iter()
        .filter(|&&(_, v1, v2, _)| {
            let whole = hex_distance(sheet, v1, v2);
            let via = |x: HexId, y: HexId| hex_distance(sheet, v1, x) + 1 + hex_distance(sheet, y, v2);
            via(e.a, e.b) == whole || via(e.b, e.a) == whole
        })
        .max_by_key(|&&(letter, _, _, points)| (points, std::cmp::Reverse(letter)));
    if let Some(&(letter, _, _, points)) = best_pair {
        out.push(Reason::OnTheWay { letter, points });
        return out;
    }
    // Toward a sight: from the side reaching a village, one step closer.
    let (near, far) = match (outlook.reaches_village(e.a), outlook.reaches_village(e.b)) {
        (true, false) => (e.a, e.b),
        (false, true) => (e.b, e.a),
        _ => return vec![Reason::KeepsOptionsOpen],
    };
    let closest = outlook
        .uncircled()
        .iter()
        .filter(|&&(h, _)| hex_distance(sheet, far, h) < hex_distance(sheet, near, h))
        .min_by_key(|&&(h, s)| (hex_distance(sheet, far, h), s.index()));
    match closest {
        Some(&(_, sight)) => vec![Reason::TowardSight { sight }],
        None => vec![Reason::KeepsOptionsOpen],
    }
}
