//! Helpers shared by the integration tests: a scripted table that reveals
//! real cards matching the trails a test wants, and fills every other trail
//! with a "harmless" one that can never change a score.
#![expect(dead_code, reason = "each test crate uses some of the shared helpers")]
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

pub mod cli;
pub mod phone;
pub mod png;
pub mod ui;

use std::collections::{HashSet, VecDeque};
use std::path::PathBuf;
use std::sync::Arc;
use trailpad::games::tucana::rules::{
    Action, DeckMode, GameEvent, SeatedPlayer, Setup, SetupCard, TucanaGame,
};
use trailpad::games::tucana::sheet::{Card, Coord, EdgeId, Sheet, builtin_sheet};

/// A fresh, empty folder `trailpad-{name}-{process id}` in the system's
/// temporary directory (whatever a previous run left there is removed).
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("trailpad-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The terrain card that matches the hex at `c` (the "any" card where no
/// terrain card does).
pub fn card_of(sheet: &Sheet, c: Coord) -> Card {
    let terrain = sheet.hex(sheet.hex_at(c).expect("a hex of the sheet")).terrain;
    Card::ALL.into_iter().find(|card| card.terrain() == Some(terrain)).unwrap_or(Card::Any)
}

/// Makes saves in `dir/games/` fail (a file stands where the folder was)
/// until the returned closure puts the folder back.
pub fn break_games_folder(dir: &std::path::Path) -> impl FnOnce() {
    let games = dir.join("games");
    let aside = dir.join("games-aside");
    std::fs::rename(&games, &aside).unwrap();
    std::fs::write(&games, "not a folder").unwrap();
    move || {
        std::fs::remove_file(&games).unwrap();
        std::fs::rename(&aside, &games).unwrap();
    }
}

/// A coordinate, short.
pub fn c(row: i32, dcol: i32) -> Coord {
    Coord::new(row, dcol)
}

/// An embedded sheet by id.
pub fn sheet(id: &str) -> Arc<Sheet> {
    Arc::new(builtin_sheet(id).expect("embedded sheet"))
}

/// A real-cards set-up: players sit in seats 1, 2, … in the order given.
pub fn setup(sheet: &str, table: u8, names: &[&str], card: u8) -> Setup {
    Setup {
        sheet: sheet.into(),
        table_size: table,
        players: names
            .iter()
            .enumerate()
            .map(|(i, n)| SeatedPlayer { name: (*n).into(), seat: i as u8 + 1 })
            .collect(),
        setup_card: SetupCard::Number(card),
        start_village: None,
        counter_clockwise: false,
        symmetry: false,
        red_cards: vec![],
        deck: DeckMode::RealCards,
    }
}

/// The edges along a path of hexes.
pub fn edges_of(path: &[Coord]) -> Vec<(Coord, Coord)> {
    path.windows(2).map(|w| (w[0], w[1])).collect()
}

/// A shortest path from `from` to `to` whose inner hexes are plain (no
/// village, no sight) and not in `avoid`.
pub fn plain_path(sheet: &Sheet, from: Coord, to: Coord, avoid: &[Coord]) -> Vec<Coord> {
    let mut prev = std::collections::HashMap::new();
    prev.insert(from, from);
    let mut queue = VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        if at == to {
            let mut path = vec![to];
            while *path.last().unwrap() != from {
                path.push(prev[path.last().unwrap()]);
            }
            path.reverse();
            return path;
        }
        for n in at.neighbours() {
            let Some(h) = sheet.hex_at(n) else { continue };
            let plain = sheet.hex(h).feature.is_none() && !avoid.contains(&n);
            if !prev.contains_key(&n) && (n == to || plain) {
                prev.insert(n, at);
                queue.push_back(n);
            }
        }
    }
    panic!("no plain path from {from} to {to}");
}

/// One scripted step of a turn.
#[derive(Debug, Clone, Copy)]
pub enum Step {
    /// The turn's trail of a seat.
    Trail(u8, Coord, Coord),
    /// A bonus trail of a seat.
    Bonus(u8, Coord, Coord),
}

/// A game driven by a script: cards are chosen to fit the scripted trails,
/// everything else is filled in harmlessly.
pub struct Table {
    /// The game.
    pub game: TucanaGame,
    /// Hexes filler trails must never touch (the script's paths).
    pub reserved: HashSet<Coord>,
    /// Every action applied, in order.
    pub actions: Vec<Action>,
}

impl Table {
    /// A new table for a set-up on its embedded sheet.
    pub fn new(setup: Setup) -> Table {
        let sheet = sheet(&setup.sheet);
        Table { game: TucanaGame::new(sheet, setup).unwrap(), reserved: HashSet::new(), actions: Vec::new() }
    }

    /// Keeps filler trails away from these hexes.
    pub fn reserve(&mut self, hexes: impl IntoIterator<Item = Coord>) {
        self.reserved.extend(hexes);
    }

    /// Applies an action that must be legal.
    pub fn apply(&mut self, action: Action) -> Vec<GameEvent> {
        let events = self.game.apply(&action).unwrap_or_else(|e| panic!("{action}: {e}"));
        self.actions.push(action);
        events
    }

    fn budget(&self, card: Card) -> u8 {
        card.deck_count() - self.game.cards_seen_this_round()[card.index()]
    }

    /// The cards that allow the edge `a`-`b`: its own terrains while the
    /// deck has them, "any" otherwise.
    pub fn cards_for(&self, a: Coord, b: Coord) -> [Card; 2] {
        let sheet = self.game.sheet();
        let card = |coord: Coord| {
            let t = sheet.hex(sheet.hex_at(coord).unwrap()).terrain;
            Card::ALL.into_iter().find(|c| c.terrain() == Some(t)).unwrap()
        };
        let first = if self.budget(card(a)) > 0 { card(a) } else { Card::Any };
        let mut second = card(b);
        let used = |c: Card| u8::from(first == c);
        if self.budget(second) <= used(second) {
            second = Card::Any;
        }
        assert!(self.budget(Card::Any) > used(Card::Any) || second != Card::Any, "no cards left for {a}-{b}");
        [first, second]
    }

    /// Whether a filler trail may use this edge: both hexes plain and not
    /// reserved, so it can never reach a village or a sight.
    pub fn harmless(&self, edge: EdgeId) -> bool {
        let sheet = self.game.sheet();
        let e = sheet.edge(edge);
        [e.a, e.b]
            .into_iter()
            .all(|h| sheet.hex(h).feature.is_none() && !self.reserved.contains(&sheet.hex(h).coord))
    }

    fn harmless_for(&self, seat: u8, cards: [Card; 2]) -> Option<EdgeId> {
        let p = self.game.player(seat).unwrap();
        let legal = self.game.sheet().edges_matching(cards[0], cards[1]).difference(p.drawn());
        self.pick_harmless(seat, &legal, false)
    }

    /// A harmless edge from a set: by shape if possible, else one away from
    /// the script's hexes that, tried on a copy, changes nothing that scores
    /// (no circle, no pair, no link between sights).
    fn pick_harmless(
        &self,
        seat: u8,
        edges: &trailpad::games::tucana::sheet::EdgeSet,
        bonus: bool,
    ) -> Option<EdgeId> {
        if let Some(e) = edges.iter().find(|&e| self.harmless(e)) {
            return Some(e);
        }
        let sheet = self.game.sheet();
        let marks = |p: &trailpad::games::tucana::rules::PlayerState| {
            (
                p.circles().len(),
                p.pairs().len(),
                trailpad::games::tucana::sheet::Sight::ALL.map(|s| p.sights_linked(s)),
            )
        };
        let before = marks(self.game.player(seat).unwrap());
        edges.iter().find(|&e| {
            let (a, b) = sheet.edge_coords(e);
            if self.reserved.contains(&a) || self.reserved.contains(&b) {
                return false;
            }
            let mut copy = self.game.clone();
            let action = if bonus {
                Action::BonusTrail { seat, from: a, to: b }
            } else {
                Action::Trail { seat, from: a, to: b }
            };
            copy.apply(&action).is_ok() && marks(copy.player(seat).unwrap()) == before
        })
    }

    /// Cards for a turn of filler trails: plentiful kinds first, "any" last.
    pub fn filler_cards(&self) -> [Card; 2] {
        let mut pairs = Vec::new();
        for (i, &c1) in Card::ALL.iter().enumerate() {
            for &c2 in &Card::ALL[i..] {
                let ok = if c1 == c2 {
                    self.budget(c1) >= 2
                } else {
                    self.budget(c1) >= 1 && self.budget(c2) >= 1
                };
                if ok {
                    let anys = u8::from(c1 == Card::Any) + u8::from(c2 == Card::Any);
                    pairs.push((anys, -(i32::from(self.budget(c1)) + i32::from(self.budget(c2))), [c1, c2]));
                }
            }
        }
        pairs.sort();
        let seats: Vec<u8> = self.game.players().iter().map(|p| p.seat).collect();
        pairs
            .iter()
            .map(|p| p.2)
            .find(|&cards| seats.iter().all(|&s| self.harmless_for(s, cards).is_some()))
            .expect("no filler cards left")
    }

    /// Finishes the open turn for everybody: owed bonus trails and missing
    /// trails are drawn harmlessly (or the player passes when it must).
    pub fn finish_turn(&mut self) -> Vec<GameEvent> {
        let mut events = Vec::new();
        let Some(cards) = self.game.turn_cards() else { return events };
        for seat in self.game.unfinished_players() {
            let p = self.game.player(seat).unwrap().progress();
            if !p.drew && !p.passed {
                let action = if self.game.must_pass(seat) {
                    Action::Pass { seat }
                } else {
                    let e = self
                        .harmless_for(seat, cards)
                        .unwrap_or_else(|| panic!("no filler trail for seat {seat}"));
                    let (from, to) = self.game.sheet().edge_coords(e);
                    Action::Trail { seat, from, to }
                };
                events.extend(self.apply(action));
            }
            while self.game.owed_bonus_trails(seat) > 0 {
                let p = self.game.player(seat).unwrap();
                let free = self.game.sheet().all_edges().difference(p.drawn());
                let e = self.pick_harmless(seat, &free, true).expect("no harmless bonus trail");
                let (from, to) = self.game.sheet().edge_coords(e);
                events.extend(self.apply(Action::BonusTrail { seat, from, to }));
            }
        }
        events
    }

    /// Plays one turn: cards fit the first scripted trail (or the filler),
    /// the steps are applied in order, then everybody else finishes.
    pub fn turn(&mut self, steps: &[Step]) -> Vec<GameEvent> {
        let cards = match steps.iter().find_map(|s| match s {
            Step::Trail(_, a, b) => Some((*a, *b)),
            Step::Bonus(..) => None,
        }) {
            Some((a, b)) => self.cards_for(a, b),
            None => self.filler_cards(),
        };
        self.turn_with(cards, steps)
    }

    /// Plays one turn with the given cards.
    pub fn turn_with(&mut self, cards: [Card; 2], steps: &[Step]) -> Vec<GameEvent> {
        let mut events = self.apply(Action::Reveal(cards[0], cards[1]));
        for step in steps {
            let action = match *step {
                Step::Trail(seat, from, to) => Action::Trail { seat, from, to },
                Step::Bonus(seat, from, to) => Action::BonusTrail { seat, from, to },
            };
            events.extend(self.apply(action));
        }
        events.extend(self.finish_turn());
        events
    }

    /// Plays filler turns until the current round ends (or the game).
    pub fn finish_round(&mut self) -> Vec<GameEvent> {
        let mut events = Vec::new();
        let round = self.game.round();
        while !self.game.is_over() && self.game.round() == round {
            events.extend(self.turn(&[]));
        }
        events
    }

    /// Plays filler rounds to the end of the game (the solo reshuffle keeps
    /// the first two letters on the table).
    pub fn finish_game(&mut self) {
        while !self.game.is_over() {
            if self.game.solo_reshuffle_due() {
                let kept = self.game.blue_letters_on_table()[..2].to_vec();
                self.apply(Action::SoloReshuffle { kept });
            }
            self.finish_round();
        }
    }

    /// One seat draws these edges in order, one per turn; when a bonus trail
    /// is owed, the next edge is drawn as that bonus trail. Other seats draw
    /// filler. Returns the events.
    pub fn draw_in_turns(&mut self, seat: u8, edges: &[(Coord, Coord)]) -> Vec<GameEvent> {
        let mut events = Vec::new();
        let mut i = 0;
        while i < edges.len() {
            let (a, b) = edges[i];
            i += 1;
            events.extend(self.apply(Action::Reveal(self.cards_for(a, b)[0], self.cards_for(a, b)[1])));
            events.extend(self.apply(Action::Trail { seat, from: a, to: b }));
            while self.game.owed_bonus_trails(seat) > 0 && i < edges.len() {
                let (from, to) = edges[i];
                i += 1;
                events.extend(self.apply(Action::BonusTrail { seat, from, to }));
            }
            events.extend(self.finish_turn());
        }
        events
    }
}

impl Table {
    fn terrain_card(&self, coord: Coord) -> Card {
        let sheet = self.game.sheet();
        let t = sheet.hex(sheet.hex_at(coord).unwrap()).terrain;
        Card::ALL.into_iter().find(|c| c.terrain() == Some(t)).unwrap()
    }

    /// How far the remaining edges over-demand each card kind this round.
    fn excess(&self, edges: &[(Coord, Coord)]) -> [i32; 5] {
        let mut need = [0i32; 5];
        for &(a, b) in edges {
            need[self.terrain_card(a).index()] += 1;
            need[self.terrain_card(b).index()] += 1;
        }
        Card::ALL.map(|c| need[c.index()] - i32::from(self.budget(c)))
    }

    /// One seat draws all these edges within the round, in whatever order
    /// the deck allows: trails use the cards the deck has plenty of, and each
    /// owed bonus trail takes the edge whose terrains are scarcest. Order
    /// within a round changes no score. Other seats draw filler.
    pub fn draw_set_in_turns(&mut self, seat: u8, edges: &[(Coord, Coord)]) -> Vec<GameEvent> {
        self.draw_set_together(&[seat], edges)
    }

    /// Like [`Table::draw_set_in_turns`], with several seats drawing the
    /// same edges in the same turns.
    pub fn draw_set_together(&mut self, seats: &[u8], edges: &[(Coord, Coord)]) -> Vec<GameEvent> {
        let mut events = Vec::new();
        let mut left = edges.to_vec();
        let score = |t: &Table, left: &[(Coord, Coord)], e: (Coord, Coord)| {
            let x = t.excess(left);
            x[t.terrain_card(e.0).index()] + x[t.terrain_card(e.1).index()]
        };
        while !left.is_empty() {
            let i = (0..left.len()).min_by_key(|&i| score(self, &left, left[i])).unwrap();
            let (a, b) = left.remove(i);
            let [c1, c2] = self.cards_for(a, b);
            events.extend(self.apply(Action::Reveal(c1, c2)));
            for &seat in seats {
                events.extend(self.apply(Action::Trail { seat, from: a, to: b }));
            }
            while self.game.owed_bonus_trails(seats[0]) > 0 && !left.is_empty() {
                let i = (0..left.len()).max_by_key(|&i| score(self, &left, left[i])).unwrap();
                let (from, to) = left.remove(i);
                for &seat in seats {
                    events.extend(self.apply(Action::BonusTrail { seat, from, to }));
                }
            }
            events.extend(self.finish_turn());
        }
        events
    }
}

/// Everything a refused action must leave as it was.
#[derive(Debug, PartialEq)]
pub struct Snapshot {
    players: Vec<trailpad::games::tucana::rules::PlayerState>,
    scores: Vec<trailpad::games::tucana::rules::ScoreCard>,
    legal: Vec<trailpad::games::tucana::sheet::EdgeSet>,
    blue: Vec<Vec<trailpad::games::tucana::rules::BlueCard>>,
    red: Vec<trailpad::games::tucana::sheet::Sight>,
    turn: (u16, Option<[Card; 2]>, [u8; 5], bool, usize),
}

/// The observable state of a game.
pub fn snapshot(game: &TucanaGame) -> Snapshot {
    Snapshot {
        players: game.players().to_vec(),
        scores: game.score_cards(),
        legal: game.players().iter().map(|p| game.legal_trails(p.seat)).collect(),
        blue: game.blue_stacks().to_vec(),
        red: game.red_cards_on_table().to_vec(),
        turn: (
            game.turn_index(),
            game.turn_cards(),
            game.cards_seen_this_round(),
            game.solo_reshuffle_due(),
            game.marked_elsewhere().len(),
        ),
    }
}

/// Asserts the action is refused, and worded for the table (English,
/// players and places by name) with exactly this message, and that neither
/// `check` nor `apply` changed anything.
pub fn assert_refused(
    game: &mut TucanaGame,
    action: Action,
    message: &str,
) -> trailpad::games::tucana::rules::Refusal {
    let before = snapshot(game);
    let checked = game.check(&action).expect_err("check should refuse");
    let refusal = game.apply(&action).expect_err("apply should refuse");
    assert_eq!(checked, refusal);
    let en = trailpad::i18n::Translator::new(trailpad::i18n::Language::English);
    assert_eq!(en.refusal_in(game, &refusal), message);
    // The engine's own text (logs, library) says the same without names.
    assert!(!refusal.to_string().is_empty());
    assert_eq!(snapshot(game), before, "state changed after refused {action}");
    refusal
}

/// The files of a folder, sorted (none when it is missing).
pub fn files_in(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|e| e.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.sort();
    files
}
