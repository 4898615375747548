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

impl Gain {
    /// The quick look's order of trails, one number: points first, then the
    /// bonus trails opened, a network with a village grown, a target
    /// touched. The hint's candidates, the review's beam and the simulated
    /// sheets all order by it.
    pub fn quick_score(&self) -> i64 {
        i64::from(self.points) * 8
            + i64::from(self.bonus_trails) * 12
            + i64::from(self.extends_village_network) * 6
            + i64::from(self.touches_target) * 3
    }
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
    /// By root hex: the hexes of its network (the pair paths' look-out
    /// reads it to tell a network that grew from one that did not).
    size: Vec<u16>,
    /// By root hex: whether its network holds a village or a sight. A trail
    /// between two networks that hold neither gives nothing at once, so
    /// [`Outlook::gain`] answers it with two look-ups (about half the
    /// legal trails of a simulated turn).
    notable: Vec<bool>,
    /// Each network's hexes as a list: `first` and `last` by root hex,
    /// `next` by hex ([`NO_HEX`] at the end), so that joining two networks
    /// relabels only the hexes of the one that loses its root, and the pair
    /// paths' look-out reads a network's hexes without a pass over the map.
    first: Vec<HexId>,
    last: Vec<HexId>,
    next: Vec<HexId>,
    /// The number of circled sights `uncircled` was read with: on a sheet
    /// read by [`Outlook::join`] since, nothing is ever uncircled, so the
    /// same count means the same uncircled sights.
    uncircled_read_at: Option<usize>,
    /// The open pairs' two networks (roots) and worth, in the order of
    /// `open_pairs`: read once a turn rather than for every legal trail.
    pair_roots: Vec<(HexId, HexId, u32)>,
    /// Scratch room for `fresh`: the uncircled sights by network and type.
    by_network: Vec<(HexId, usize)>,
}

/// The end of a network's list of hexes.
const NO_HEX: HexId = HexId::MAX;

impl Outlook {
    /// Reads one sheet of a game.
    pub fn new(game: &TucanaGame, player: &PlayerState) -> Outlook {
        let mut outlook = Outlook::blank();
        outlook.read_networks(game.sheet(), player);
        outlook.read_rest(game, player);
        outlook
    }

    /// An outlook that has read nothing yet: its buffers are filled by
    /// [`Outlook::read_networks`] and [`Outlook::read_rest`], and kept from
    /// one reading to the next (see `coach/kept_sheet.rs`).
    pub(super) fn blank() -> Outlook {
        Outlook {
            root: Vec::new(),
            size: Vec::new(),
            notable: Vec::new(),
            first: Vec::new(),
            last: Vec::new(),
            next: Vec::new(),
            uncircled_read_at: None,
            pair_roots: Vec::with_capacity(Letter::ALL.len()),
            village_network: Vec::new(),
            open_pairs: Vec::with_capacity(Letter::ALL.len()),
            uncircled: Vec::new(),
            by_network: Vec::new(),
            fresh: Vec::new(),
            red_roots: Vec::new(),
        }
    }

    /// Reads the sheet's networks afresh: each hex's root, each network's
    /// size, hexes, and whether it holds a village (or a sight).
    pub(super) fn read_networks(&mut self, sheet: &Sheet, player: &PlayerState) {
        player.networks().roots_into(&mut self.root);
        let hexes = self.root.len();
        for list in [&mut self.first, &mut self.last, &mut self.next] {
            list.clear();
            list.resize(hexes, NO_HEX);
        }
        self.size.clear();
        self.size.resize(hexes, 0);
        self.notable.clear();
        self.notable.resize(hexes, false);
        for (h, hex) in sheet.hexes().iter().enumerate() {
            let r = self.root[h];
            if self.size[r] == 0 {
                self.first[r] = h;
            } else {
                self.next[self.last[r]] = h;
            }
            self.last[r] = h;
            self.size[r] += 1;
            self.notable[r] |= hex.feature.is_some();
        }
        self.village_network.clear();
        self.village_network.resize(hexes, false);
        for &v in sheet.villages() {
            self.village_network[self.root[v]] = true;
        }
        self.uncircled_read_at = None;
    }

    /// The networks after a trail between `a` and `b` is drawn: the same
    /// roots, sizes and flags [`Outlook::read_networks`] would read then.
    /// A network's root is its smallest hex (see
    /// [`Networks::roots`](crate::games::tucana::rules::Networks::roots)),
    /// so joining two networks relabels the larger root's hexes with the
    /// smaller root.
    pub(super) fn join(&mut self, a: HexId, b: HexId) {
        let (ra, rb) = (self.root[a], self.root[b]);
        if ra == rb {
            return;
        }
        let (keep, gone) = if ra < rb { (ra, rb) } else { (rb, ra) };
        let mut h = self.first[gone];
        while h != NO_HEX {
            self.root[h] = keep;
            h = self.next[h];
        }
        self.next[self.last[keep]] = self.first[gone];
        self.last[keep] = self.last[gone];
        self.first[gone] = NO_HEX;
        self.last[gone] = NO_HEX;
        self.size[keep] += self.size[gone];
        self.size[gone] = 0;
        for flags in [&mut self.village_network, &mut self.notable] {
            flags[keep] |= flags[gone];
            flags[gone] = false;
        }
    }

    /// The hexes of the network whose root is `root`.
    pub(super) fn network_hexes(&self, root: HexId) -> impl Iterator<Item = HexId> + '_ {
        let mut at = self.first[root];
        std::iter::from_fn(move || {
            let h = at;
            (h != NO_HEX).then(|| {
                at = self.next[h];
                h
            })
        })
    }

    /// Reads everything but the networks afresh (the open pairs, the
    /// uncircled sights, what each network would circle, the red cards'
    /// networks), into the buffers kept from the last reading: the
    /// networks must be read already.
    pub(super) fn read_rest(&mut self, game: &TucanaGame, player: &PlayerState) {
        let sheet = game.sheet();
        let root = &self.root;
        let mut circled = [0usize; 5];
        for c in player.circles() {
            circled[c.sight.index()] += 1;
        }
        self.open_pairs.clear();
        for letter in Letter::ALL {
            if player.pairs().iter().any(|p| p.letter == letter) {
                continue;
            }
            // The two villages of the letter, by village number.
            let mut hexes = player.letters.iter().zip(sheet.villages()).filter(|&(&l, _)| l == letter);
            if let (Some((_, &a)), Some((_, &b)), None) = (hexes.next(), hexes.next(), hexes.next()) {
                let card = game.top_blue_card(letter).map_or(0, |c| u32::from(c.points));
                self.open_pairs.push((letter, a, b, u32::from(sheet.village_value(letter)) + card));
            }
        }
        if self.uncircled_read_at != Some(player.circles().len()) {
            self.uncircled.clear();
            self.uncircled.extend(
                Sight::ALL
                    .into_iter()
                    .flat_map(|s| sheet.sight_hexes(s).iter().map(move |&h| (h, s)))
                    .filter(|&(h, _)| !player.is_circled(h)),
            );
            self.uncircled_read_at = Some(player.circles().len());
        }
        // The uncircled sights by network and type, then what each network
        // would circle, in the order the sheet circles values.
        self.by_network.clear();
        self.by_network.extend(self.uncircled.iter().map(|&(h, s)| (root[h], s.index())));
        self.by_network.sort_unstable();
        self.fresh.clear();
        for run in self.by_network.chunk_by(|x, y| x == y) {
            let (network, sight) = run[0];
            if self.fresh.last().is_none_or(|f| f.0 != network) {
                self.fresh.push((network, 0, 0));
            }
            if let Some((_, points, bonus_trails)) = self.fresh.last_mut() {
                for v in sheet.sight_values(Sight::ALL[sight]).iter().skip(circled[sight]).take(run.len()) {
                    *points += u32::from(v.points);
                    *bonus_trails += u8::from(v.bonus_trail);
                }
            }
        }
        self.pair_roots.clear();
        self.pair_roots.extend(self.open_pairs.iter().map(|&(_, a, b, points)| (root[a], root[b], points)));
        let red = game.red_cards_on_table();
        self.red_roots.resize_with(red.len(), Vec::new);
        for (roots, &s) in self.red_roots.iter_mut().zip(red) {
            roots.clear();
            roots.extend(sheet.sight_hexes(s).iter().map(|&h| root[h]));
            roots.sort_unstable();
            roots.dedup();
        }
    }

    /// The number of hexes in the network whose root is `root` (0 for a hex
    /// that is no root).
    pub(super) fn network_size(&self, root: HexId) -> u16 {
        self.size[root]
    }

    /// Each hex's network (its representative), by hex.
    pub fn roots(&self) -> &[HexId] {
        &self.root
    }

    fn has_village(&self, root: HexId) -> bool {
        self.village_network[root]
    }

    /// What drawing `edge` would give at once.
    ///
    /// Inlined up to the trails that give nothing (inside one network, or
    /// between two networks without a village or a sight): a few look-ups
    /// for about a third of the legal trails of a simulated turn; the
    /// others are counted in full by `Outlook::gain_between`.
    #[inline]
    pub fn gain(&self, sheet: &Sheet, edge: EdgeId) -> Gain {
        let e = sheet.edge(edge);
        let (ra, rb) = (self.root[e.a], self.root[e.b]);
        if ra == rb || !(self.notable[ra] || self.notable[rb]) {
            // Two networks without a village or a sight: no village
            // network extended, no target touched, no sight circled or
            // linked, no pair joined.
            return Gain::default();
        }
        self.gain_between(sheet, e.a, e.b, ra, rb)
    }

    /// What a trail between hexes `a` and `b` of the networks `ra` and
    /// `rb` (two, one of them notable) would give at once.
    fn gain_between(&self, sheet: &Sheet, a: HexId, b: HexId, ra: HexId, rb: HexId) -> Gain {
        let e = (a, b);
        let (va, vb) = (self.has_village(ra), self.has_village(rb));
        let target = |h: HexId, has_village: bool| !has_village && sheet.hex(h).feature.is_some();
        let mut gain = Gain {
            extends_village_network: va != vb,
            touches_target: target(e.0, va) || target(e.1, vb),
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
            for &(pa, pb, points) in &self.pair_roots {
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

    /// What two readings of one sheet must agree on: everything but the
    /// order of each network's list of hexes (the order the networks were
    /// joined in) and the scratch room.
    #[cfg(test)]
    pub(super) fn reading(&self) -> Reading<'_> {
        Reading {
            root: &self.root,
            size: &self.size,
            village_network: &self.village_network,
            notable: &self.notable,
            networks: (0..self.root.len())
                .map(|r| {
                    let mut hexes: Vec<HexId> = self.network_hexes(r).collect();
                    hexes.sort_unstable();
                    hexes
                })
                .collect(),
            open_pairs: &self.open_pairs,
            pair_roots: &self.pair_roots,
            uncircled: &self.uncircled,
            fresh: &self.fresh,
            red_roots: &self.red_roots,
        }
    }
}

/// What an [`Outlook`] read of a sheet, for the tests to compare two
/// readings (see [`Outlook::reading`]).
#[cfg(test)]
#[derive(Debug, PartialEq)]
pub(super) struct Reading<'a> {
    root: &'a [HexId],
    size: &'a [u16],
    village_network: &'a [bool],
    notable: &'a [bool],
    networks: Vec<Vec<HexId>>,
    open_pairs: &'a [(Letter, HexId, HexId, u32)],
    pair_roots: &'a [(HexId, HexId, u32)],
    uncircled: &'a [(HexId, Sight)],
    fresh: &'a [(HexId, u32, u8)],
    red_roots: &'a [Vec<HexId>],
}
