//! One sheet of one player: its trails, networks and everything circled on it.

use super::network::Networks;
use crate::games::tucana::sheet::{EdgeId, EdgeSet, Feature, HexId, Letter, Sheet, Sight};

/// A moment in the game: the turn counted from 0 over the whole game.
pub type TurnIndex = u16;

/// Turns in each round.
pub const TURNS_PER_ROUND: u8 = 13;

/// A drawn trail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawnTrail {
    /// The edge.
    pub edge: EdgeId,
    /// Whether it was a bonus trail.
    pub bonus: bool,
    /// When.
    pub turn: TurnIndex,
}

/// A circled sight value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Circle {
    /// The sight hex that connected to a village.
    pub hex: HexId,
    /// Its type.
    pub sight: Sight,
    /// Which value of the row (0 = leftmost).
    pub slot: usize,
    /// When.
    pub turn: TurnIndex,
}

/// A connected village pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairLink {
    /// The letter.
    pub letter: Letter,
    /// When.
    pub turn: TurnIndex,
}

/// A bonus card won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WonCard {
    /// A blue card.
    Blue {
        /// Its letter.
        letter: Letter,
        /// `#1` or `#2`.
        rank: u8,
        /// Its points.
        points: u16,
        /// When.
        turn: TurnIndex,
    },
    /// A red card (6 points).
    Red {
        /// Its sight type.
        sight: Sight,
        /// Its points.
        points: u16,
        /// When.
        turn: TurnIndex,
    },
}

impl WonCard {
    /// Points of the card.
    pub fn points(&self) -> u16 {
        match self {
            WonCard::Blue { points, .. } | WonCard::Red { points, .. } => *points,
        }
    }
}

/// Something that happened on a sheet because of a trail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SheetEvent {
    /// A sight value was circled.
    SightCircled {
        /// Sight type.
        sight: Sight,
        /// Points circled.
        points: u16,
        /// Whether it gave a bonus trail.
        bonus_trail: bool,
    },
    /// A village pair was connected.
    PairConnected {
        /// Its letter.
        letter: Letter,
        /// Its points.
        points: u16,
    },
    /// Two sights of one type were connected to each other.
    SightsLinked(Sight),
}

/// Where a player is in the current turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TurnProgress {
    /// The regular trail is drawn.
    pub drew: bool,
    /// The player had no legal trail and passed.
    pub passed: bool,
    /// Bonus trails still to draw.
    pub owed_bonus: u8,
}

/// The state of one tracked player's sheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerState {
    /// Name on the sheet.
    pub name: String,
    /// Seat at the table.
    pub seat: u8,
    /// Letter written by each village (index 0 = village 1).
    pub letters: [Letter; 10],
    pub(super) drawn: EdgeSet,
    pub(super) trails: Vec<DrawnTrail>,
    pub(super) networks: Networks,
    pub(super) circles: Vec<Circle>,
    pub(super) circled_hexes: Vec<HexId>,
    pub(super) pairs: Vec<PairLink>,
    pub(super) sights_linked: [Option<TurnIndex>; 5],
    pub(super) won: Vec<WonCard>,
    pub(super) progress: TurnProgress,
    /// Village hexes of each letter, cached from `letters`.
    pub(super) pair_hexes: [[HexId; 2]; 5],
}

impl PlayerState {
    pub(super) fn new(name: String, seat: u8, letters: [Letter; 10], sheet: &Sheet) -> PlayerState {
        let mut pair_hexes = [[usize::MAX; 2]; 5];
        for (i, letter) in letters.iter().enumerate() {
            let slot = &mut pair_hexes[letter.index()];
            let hex = sheet.villages()[i];
            if slot[0] == usize::MAX { slot[0] = hex } else { slot[1] = hex }
        }
        PlayerState {
            name,
            seat,
            letters,
            drawn: EdgeSet::EMPTY,
            trails: Vec::new(),
            networks: Networks::new(sheet.hexes().len()),
            circles: Vec::new(),
            circled_hexes: Vec::new(),
            pairs: Vec::new(),
            sights_linked: [None; 5],
            won: Vec::new(),
            progress: TurnProgress::default(),
            pair_hexes,
        }
    }

    /// Edges holding a trail.
    pub fn drawn(&self) -> &EdgeSet {
        &self.drawn
    }

    /// Trails in the order drawn.
    pub fn trails(&self) -> &[DrawnTrail] {
        &self.trails
    }

    /// Sight values circled, in order.
    pub fn circles(&self) -> &[Circle] {
        &self.circles
    }

    /// Village pairs connected, in order.
    pub fn pairs(&self) -> &[PairLink] {
        &self.pairs
    }

    /// Bonus cards won, in order.
    pub fn won_cards(&self) -> &[WonCard] {
        &self.won
    }

    /// Where the player is in the current turn.
    pub fn progress(&self) -> TurnProgress {
        self.progress
    }

    /// The trail networks.
    pub fn networks(&self) -> &Networks {
        &self.networks
    }

    /// The turn in which two sights of a type were first connected.
    pub fn sights_linked(&self, sight: Sight) -> Option<TurnIndex> {
        self.sights_linked[sight.index()]
    }

    /// The letter by a village hex, if it is one.
    pub fn letter_of_village(&self, sheet: &Sheet, hex: HexId) -> Option<Letter> {
        match sheet.hex(hex).feature {
            Some(Feature::Village(n)) => Some(self.letters[usize::from(n) - 1]),
            _ => None,
        }
    }

    /// Whether a sight hex is circled.
    pub fn is_circled(&self, hex: HexId) -> bool {
        self.circled_hexes.contains(&hex)
    }

    /// Whether a hex shares a network with any village.
    pub fn reaches_village(&self, sheet: &Sheet, hex: HexId) -> bool {
        let root = self.networks.root(hex);
        sheet.villages().iter().any(|&v| self.networks.root(v) == root)
    }

    /// Draws a trail and circles what it connects; returns what happened and
    /// adds earned bonus trails to `progress.owed_bonus`. The caller has
    /// checked the edge is free.
    pub(super) fn draw(
        &mut self,
        sheet: &Sheet,
        edge: EdgeId,
        bonus: bool,
        turn: TurnIndex,
        track_links: bool,
        events: &mut Vec<SheetEvent>,
    ) {
        let e = sheet.edge(edge);
        self.drawn.insert(edge);
        self.trails.push(DrawnTrail { edge, bonus, turn });
        self.networks.join(e.a, e.b);
        let root = self.networks.root(e.a);

        // Only the network just grown can have changed anything.
        let village_in_root = sheet.villages().iter().any(|&v| self.networks.root(v) == root);
        if village_in_root {
            for sight in Sight::ALL {
                for &hex in sheet.sight_hexes(sight) {
                    if self.circled_hexes.contains(&hex) || self.networks.root(hex) != root {
                        continue;
                    }
                    let slot = self.circles.iter().filter(|c| c.sight == sight).count();
                    let Some(value) = sheet.sight_values(sight).get(slot) else { continue };
                    self.circles.push(Circle { hex, sight, slot, turn });
                    self.circled_hexes.push(hex);
                    if value.bonus_trail {
                        self.progress.owed_bonus += 1;
                    }
                    events.push(SheetEvent::SightCircled {
                        sight,
                        points: value.points,
                        bonus_trail: value.bonus_trail,
                    });
                }
            }
            for letter in Letter::ALL {
                let [a, b] = self.pair_hexes[letter.index()];
                if self.networks.root(a) == root
                    && self.networks.root(b) == root
                    && !self.pairs.iter().any(|p| p.letter == letter)
                {
                    self.pairs.push(PairLink { letter, turn });
                    events.push(SheetEvent::PairConnected { letter, points: sheet.village_value(letter) });
                }
            }
        }
        if track_links {
            for sight in Sight::ALL {
                if self.sights_linked[sight.index()].is_some() {
                    continue;
                }
                let in_root =
                    sheet.sight_hexes(sight).iter().filter(|&&h| self.networks.root(h) == root).count();
                if in_root >= 2 {
                    self.sights_linked[sight.index()] = Some(turn);
                    events.push(SheetEvent::SightsLinked(sight));
                }
            }
        }
        // With no free edge left, an owed bonus trail can never be drawn.
        if self.drawn.len() == sheet.edges().len() {
            self.progress.owed_bonus = 0;
        }
    }
}
