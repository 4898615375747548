//! A cheap look at what one trail gives at once, without drawing it: the
//! networks' roots are read once per sheet and turn, then each edge costs a
//! few comparisons. Used to choose which trails the hint weighs, to play
//! the simulated turns, and as the benchmark's greedy baseline.

use crate::games::tucana::rules::{PlayerState, RED_CARD_POINTS, TucanaGame};
use crate::games::tucana::sheet::{EdgeId, Feature, HexId, Letter, Sheet, Sight};

/// What a trail gives at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Gain {
    /// Sight values circled and village values connected by it, plus the
    /// top blue card of each pair it connects (if one is left), plus the
    /// red card of each sight type it first links (if it is on the table).
    pub points: u32,
    /// Bonus trails it opens.
    pub bonus_trails: u8,
    /// Whether it joins a network that reaches a village to one that does
    /// not (the way sights get circled later).
    pub extends_village_network: bool,
    /// Whether it touches a sight or village hex not yet in a network with
    /// a village.
    pub touches_target: bool,
}

/// The state of one sheet as the quick look needs it.
#[derive(Debug, Clone)]
pub struct Outlook {
    root: Vec<HexId>,
    /// By root hex: whether that network holds a village (a look-up for
    /// every legal trail of every simulated turn, instead of comparing its
    /// root with the ten villages' roots).
    village_network: Vec<bool>,
    open_pairs: Vec<(Letter, HexId, HexId, u32)>,
    uncircled: Vec<(HexId, Sight)>,
    /// The networks holding uncircled sights, by root hex: the sight points
    /// and bonus trails each would circle if it were joined to a village
    /// network. Read once here, so that [`Outlook::gain`], called for every
    /// legal trail of every simulated turn, need not count the uncircled
    /// sights again.
    fresh: Vec<(HexId, u32, u8)>,
    /// For each red card on the table, the networks holding a sight of its
    /// type: a trail joining two of them links two such sights (the hint
    /// missed red-card trails on the last turn without it).
    red_roots: Vec<Vec<HexId>>,
}

impl Outlook {
    /// Reads one sheet of a game.
    pub fn new(game: &TucanaGame, player: &PlayerState) -> Outlook {
        let sheet = game.sheet();
        let root = player.networks().roots();
        let mut village_network = vec![false; root.len()];
        for &v in sheet.villages() {
            village_network[root[v]] = true;
        }
        let mut circled = [0usize; 5];
        for c in player.circles() {
            circled[c.sight.index()] += 1;
        }
        let mut open_pairs = Vec::with_capacity(Letter::ALL.len());
        for letter in Letter::ALL {
            if player.pairs().iter().any(|p| p.letter == letter) {
                continue;
            }
            // The two villages of the letter, by village number.
            let mut hexes = player.letters.iter().zip(sheet.villages()).filter(|&(&l, _)| l == letter);
            if let (Some((_, &a)), Some((_, &b)), None) = (hexes.next(), hexes.next(), hexes.next()) {
                let card = game.top_blue_card(letter).map_or(0, |c| u32::from(c.points));
                open_pairs.push((letter, a, b, u32::from(sheet.village_value(letter)) + card));
            }
        }
        let mut uncircled = Vec::with_capacity(Sight::ALL.iter().map(|&s| sheet.sight_hexes(s).len()).sum());
        uncircled.extend(
            Sight::ALL
                .into_iter()
                .flat_map(|s| sheet.sight_hexes(s).iter().map(move |&h| (h, s)))
                .filter(|&(h, _)| !player.is_circled(h)),
        );
        // The uncircled sights by network and type, then what each network
        // would circle, in the order the sheet circles values.
        let mut by_network: Vec<(HexId, usize)> =
            uncircled.iter().map(|&(h, s)| (root[h], s.index())).collect();
        by_network.sort_unstable();
        let mut fresh: Vec<(HexId, u32, u8)> = Vec::with_capacity(by_network.len());
        for run in by_network.chunk_by(|x, y| x == y) {
            let (network, sight) = run[0];
            if fresh.last().is_none_or(|f| f.0 != network) {
                fresh.push((network, 0, 0));
            }
            if let Some((_, points, bonus_trails)) = fresh.last_mut() {
                for v in sheet.sight_values(Sight::ALL[sight]).iter().skip(circled[sight]).take(run.len()) {
                    *points += u32::from(v.points);
                    *bonus_trails += u8::from(v.bonus_trail);
                }
            }
        }
        let red_roots = game
            .red_cards_on_table()
            .iter()
            .map(|&s| {
                let mut roots: Vec<HexId> = sheet.sight_hexes(s).iter().map(|&h| root[h]).collect();
                roots.sort_unstable();
                roots.dedup();
                roots
            })
            .collect();
        Outlook { root, village_network, open_pairs, uncircled, fresh, red_roots }
    }

    /// Each hex's network (its representative), by hex.
    pub fn roots(&self) -> &[HexId] {
        &self.root
    }

    fn has_village(&self, root: HexId) -> bool {
        self.village_network[root]
    }

    /// What drawing `edge` would give at once.
    pub fn gain(&self, sheet: &Sheet, edge: EdgeId) -> Gain {
        let e = sheet.edge(edge);
        let (ra, rb) = (self.root[e.a], self.root[e.b]);
        if ra == rb {
            return Gain::default();
        }
        let (va, vb) = (self.has_village(ra), self.has_village(rb));
        let target = |h: HexId, has_village: bool| !has_village && sheet.hex(h).feature.is_some();
        let mut gain = Gain {
            extends_village_network: va != vb,
            touches_target: target(e.a, va) || target(e.b, vb),
            ..Gain::default()
        };
        if va != vb {
            let network = if va { rb } else { ra };
            if let Ok(i) = self.fresh.binary_search_by_key(&network, |f| f.0) {
                gain.points += self.fresh[i].1;
                gain.bonus_trails += self.fresh[i].2;
            }
        }
        for roots in &self.red_roots {
            if roots.contains(&ra) && roots.contains(&rb) {
                gain.points += u32::from(RED_CARD_POINTS);
            }
        }
        if va && vb {
            for &(_, a, b, points) in &self.open_pairs {
                let (pa, pb) = (self.root[a], self.root[b]);
                if (pa == ra && pb == rb) || (pa == rb && pb == ra) {
                    gain.points += points;
                }
            }
        }
        gain
    }

    /// Whether a hex is a village or sight not yet reached (for reasons).
    pub fn is_open_target(&self, sheet: &Sheet, hex: HexId) -> bool {
        match sheet.hex(hex).feature {
            Some(Feature::Sight(_)) => self.uncircled.iter().any(|&(h, _)| h == hex),
            Some(Feature::Village(_)) => self.open_pairs.iter().any(|&(_, a, b, _)| a == hex || b == hex),
            None => false,
        }
    }

    /// The unconnected village pairs: letter, both hexes, and what the pair
    /// is worth with its blue card.
    pub fn open_pairs(&self) -> &[(Letter, HexId, HexId, u32)] {
        &self.open_pairs
    }

    /// Uncircled sight hexes and their types.
    pub fn uncircled(&self) -> &[(HexId, Sight)] {
        &self.uncircled
    }

    /// Whether a hex shares a network with a village.
    pub fn reaches_village(&self, hex: HexId) -> bool {
        self.has_village(self.root[hex])
    }
}
