//! The game: set-up, tracked sheets, the table's bonus cards and the turn
//! cycle. [`TucanaGame::check`] refuses an illegal action with a [`Refusal`] and
//! leaves the game untouched; [`TucanaGame::apply`] checks, then changes it.

use super::action::{Action, BonusCard};
use super::bonus_cards::{BlueCard, RED_CARD_POINTS, blue_stack};
use super::player::{PlayerState, SheetEvent, TURNS_PER_ROUND, TurnIndex, WonCard};
use super::random::{app_deck_for_round, draw_solo_reshuffle};
use super::refusal::Refusal;
use super::setup::{DeckMode, Setup, SetupError};
use crate::games::tucana::sheet::{Card, Coord, EdgeId, EdgeSet, Letter, Sheet, Sight, terrains_match_cards};
use std::sync::Arc;

/// Something that happened when an action was applied, for announcements.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameEvent {
    /// Something on one player's sheet.
    Sheet {
        /// The seat.
        seat: u8,
        /// What happened.
        event: SheetEvent,
    },
    /// A player won a bonus card.
    CardWon {
        /// The seat.
        seat: u8,
        /// The card.
        card: WonCard,
    },
    /// A bonus card left the table.
    CardDiscarded(BonusCard),
    /// A turn closed (0-based over the game).
    TurnClosed(TurnIndex),
    /// A round ended (1-based): its sight lines are written.
    RoundEnded(u8),
    /// The solo reshuffle must be entered now.
    SoloReshuffleDue,
    /// The last round ended.
    GameOver,
}

/// A game in progress (or finished).
#[derive(Debug, Clone)]
pub struct TucanaGame {
    sheet: Arc<Sheet>,
    /// Shared by every copy of the game: it never changes once the game
    /// starts, and the coach's searches copy games by the thousand.
    setup: Arc<Setup>,
    players: Vec<PlayerState>,
    blue: [Vec<BlueCard>; 5],
    red: Vec<Sight>,
    /// 0-based round being played (== rounds when over).
    round: u8,
    /// Turns closed in this round.
    turns_closed: u8,
    /// The cards of the open turn.
    turn_cards: Option<[Card; 2]>,
    /// Cards revealed so far this round, by kind.
    cards_seen: [u8; 5],
    /// Cards marked as taken elsewhere during the open turn.
    marked_elsewhere: Vec<BonusCard>,
    solo_reshuffle_due: bool,
    /// The app's deck for this round, if the app deals.
    app_deck: Option<Vec<Card>>,
}

impl TucanaGame {
    /// Starts a game: every sheet gets its village letters, the table its
    /// bonus cards.
    pub fn new(sheet: Arc<Sheet>, setup: Setup) -> Result<TucanaGame, SetupError> {
        setup.validate()?;
        if setup.sheet != sheet.id() {
            return Err(SetupError::WrongSheet {
                wanted: setup.sheet.clone(),
                given: sheet.id().to_string(),
            });
        }
        let mut players = Vec::with_capacity(setup.players.len());
        for p in &setup.players {
            players.push(PlayerState::new(p.name.clone(), p.seat, setup.village_letters(p.seat)?, &sheet));
        }
        let blue = Letter::ALL.map(|l| blue_stack(l, setup.table_size));
        let app_deck = match setup.deck {
            DeckMode::AppDeck { seed } => Some(app_deck_for_round(seed, 0)),
            DeckMode::RealCards => None,
        };
        Ok(TucanaGame {
            red: setup.red_cards.clone(),
            sheet,
            setup: Arc::new(setup),
            players,
            blue,
            round: 0,
            turns_closed: 0,
            turn_cards: None,
            cards_seen: [0; 5],
            marked_elsewhere: Vec::new(),
            solo_reshuffle_due: false,
            app_deck,
        })
    }

    // ----- queries -----

    /// The game as the table knows it: the app's seeded deck order is
    /// forgotten, so every later reveal may be any cards the round's deck
    /// still holds. The coach simulates from this view only, so a hint
    /// never depends on cards nobody at the table has seen.
    pub fn table_view(&self) -> TucanaGame {
        let mut game = self.clone();
        game.app_deck = None;
        Arc::make_mut(&mut game.setup).deck = DeckMode::RealCards;
        game
    }

    /// The game with only `seat`'s sheet tracked: every other sheet is
    /// taken off, as if it were kept on paper (the table size, the cards
    /// and the bonus cards stay). The coach simulates from it, so that a
    /// hint costs the same whatever the number of tracked sheets.
    pub fn with_only_sheet(&self, seat: u8) -> TucanaGame {
        let mut game = self.clone();
        game.players.retain(|p| p.seat == seat);
        game
    }

    /// The sheet.
    pub fn sheet(&self) -> &Sheet {
        &self.sheet
    }

    /// The shared sheet handle.
    pub fn sheet_arc(&self) -> &Arc<Sheet> {
        &self.sheet
    }

    /// The set-up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The tracked sheets, in set-up order.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    /// One tracked sheet by seat.
    pub fn player(&self, seat: u8) -> Option<&PlayerState> {
        self.players.iter().find(|p| p.seat == seat)
    }

    fn player_index(&self, seat: u8) -> Result<usize, Refusal> {
        self.players.iter().position(|p| p.seat == seat).ok_or(Refusal::UnknownSeat(seat))
    }

    /// Whether the last round is over.
    pub fn is_over(&self) -> bool {
        self.round >= self.sheet.rounds()
    }

    /// The round being played, 1-based (the last round once over).
    pub fn round(&self) -> u8 {
        (self.round + 1).min(self.sheet.rounds())
    }

    /// The current turn of the round, 1-based: the open turn, or the next one.
    pub fn turn_in_round(&self) -> u8 {
        if self.is_over() { TURNS_PER_ROUND } else { self.turns_closed + 1 }
    }

    /// The current turn counted from 0 over the whole game.
    pub fn turn_index(&self) -> TurnIndex {
        TurnIndex::from(self.round) * TurnIndex::from(TURNS_PER_ROUND) + TurnIndex::from(self.turns_closed)
    }

    /// The cards of the open turn, if one is open.
    pub fn turn_cards(&self) -> Option<[Card; 2]> {
        self.turn_cards
    }

    /// Cards of each kind revealed this round (indexed like [`Card::ALL`]).
    pub fn cards_seen_this_round(&self) -> [u8; 5] {
        self.cards_seen
    }

    /// Cards still in the deck this round (27 minus those revealed).
    pub fn cards_left_in_deck(&self) -> u8 {
        27 - self.cards_seen.iter().sum::<u8>()
    }

    /// With the app's deck, the two cards it reveals next.
    pub fn next_app_cards(&self) -> Option<[Card; 2]> {
        let deck = self.app_deck.as_ref()?;
        if self.turn_cards.is_some() || self.is_over() || self.solo_reshuffle_due {
            return None;
        }
        let at = usize::from(self.turns_closed) * 2;
        Some([*deck.get(at)?, *deck.get(at + 1)?])
    }

    /// Whether the solo reshuffle must be entered before the next reveal.
    pub fn solo_reshuffle_due(&self) -> bool {
        self.solo_reshuffle_due
    }

    /// The outcome of the solo reshuffle the app's own deck would give.
    pub fn app_solo_reshuffle(&self) -> Option<Vec<Letter>> {
        match self.setup.deck {
            DeckMode::AppDeck { seed } if self.solo_reshuffle_due => {
                Some(draw_solo_reshuffle(seed, &self.blue_letters_on_table()))
            }
            _ => None,
        }
    }

    /// What the app's own deck does now, when the move is the deck's: the
    /// solo reshuffle by its own draw, or its next two cards. `None` when a
    /// player is to move, the game is over, or the cards are real.
    pub fn app_dealing(&self) -> Option<Action> {
        if let Some(kept) = self.app_solo_reshuffle() {
            return Some(Action::SoloReshuffle { kept });
        }
        self.next_app_cards().map(|[a, b]| Action::Reveal(a, b))
    }

    /// The blue stacks, top card last, by letter A–E.
    pub fn blue_stacks(&self) -> &[Vec<BlueCard>; 5] {
        &self.blue
    }

    /// The top blue card of a letter, if any is left.
    pub fn top_blue_card(&self, letter: Letter) -> Option<BlueCard> {
        self.blue[letter.index()].last().copied()
    }

    /// Letters that still have a blue card on the table.
    pub fn blue_letters_on_table(&self) -> Vec<Letter> {
        Letter::ALL.into_iter().filter(|l| !self.blue[l.index()].is_empty()).collect()
    }

    /// Red cards still on the table.
    pub fn red_cards_on_table(&self) -> &[Sight] {
        &self.red
    }

    /// Cards marked as taken elsewhere during the open turn.
    pub fn marked_elsewhere(&self) -> &[BonusCard] {
        &self.marked_elsewhere
    }

    /// Edges a player may draw now: with cards out and the regular trail not
    /// yet drawn, the free edges matching the cards; while a bonus trail is
    /// owed, every free edge; otherwise none.
    pub fn legal_trails(&self, seat: u8) -> EdgeSet {
        let Some(player) = self.player(seat) else { return EdgeSet::EMPTY };
        let Some([c1, c2]) = self.turn_cards else { return EdgeSet::EMPTY };
        let free = self.sheet.all_edges().difference(player.drawn());
        if player.progress.owed_bonus > 0 {
            free
        } else if player.progress.drew || player.progress.passed {
            EdgeSet::EMPTY
        } else {
            self.sheet.edges_matching(c1, c2).difference(player.drawn())
        }
    }

    /// Bonus trails a player still has to draw this turn.
    pub fn owed_bonus_trails(&self, seat: u8) -> u8 {
        self.player(seat).map_or(0, |p| p.progress.owed_bonus)
    }

    /// Whether a player has finished the open turn (trail drawn or passed,
    /// no bonus trail owed). With no open turn everybody is done.
    pub fn is_done(&self, seat: u8) -> bool {
        self.turn_cards.is_none() || self.player(seat).is_some_and(player_done)
    }

    /// Seats that still have to finish the open turn.
    pub fn unfinished_players(&self) -> Vec<u8> {
        if self.turn_cards.is_none() {
            return Vec::new();
        }
        self.players.iter().filter(|p| !player_done(p)).map(|p| p.seat).collect()
    }

    /// The first seat (in set-up order) still to finish the open turn, if
    /// any: the first of [`TucanaGame::unfinished_players`], without
    /// collecting them (the coach asks it on every simulated turn).
    pub fn first_unfinished_player(&self) -> Option<u8> {
        self.turn_cards?;
        self.players.iter().find(|p| !player_done(p)).map(|p| p.seat)
    }

    /// Whether a player must pass: cards are out, the trail is not drawn, and
    /// no free edge matches the cards.
    pub fn must_pass(&self, seat: u8) -> bool {
        self.player(seat).is_some_and(|p| self.turn_cards.is_some() && !p.progress.drew && !p.progress.passed)
            && self.legal_trails(seat).is_empty()
    }

    /// Whether "No trail this turn" is offered to `seat`: nothing the cards
    /// allow is free on its sheet and no bonus trail is owed (a bonus trail
    /// takes any terrain, so it is drawn first). The pad's Pass button and
    /// its P key offer exactly this.
    pub fn pass_offered(&self, seat: u8) -> bool {
        self.owed_bonus_trails(seat) == 0 && self.must_pass(seat)
    }

    /// The sheet to show after `seat` is done: the next seat still to play
    /// the open turn, round the table (after the last seat, the first one);
    /// none when everybody is done.
    pub fn next_unfinished_seat(&self, seat: u8) -> Option<u8> {
        let waiting = self.unfinished_players();
        waiting.iter().find(|&&s| s > seat).or_else(|| waiting.first()).copied()
    }

    /// The action that draws a trail between two hexes for a seat now: a
    /// bonus trail while one is owed, else the turn's trail.
    pub fn trail_action(&self, seat: u8, from: Coord, to: Coord) -> Action {
        if self.owed_bonus_trails(seat) > 0 {
            Action::BonusTrail { seat, from, to }
        } else {
            Action::Trail { seat, from, to }
        }
    }

    /// The edge between two coordinates, with the refusals a person needs.
    pub fn edge_at(&self, seat: u8, from: Coord, to: Coord) -> Result<EdgeId, Refusal> {
        let a = self.sheet.hex_at(from).ok_or(Refusal::UnknownHex(from))?;
        let b = self.sheet.hex_at(to).ok_or(Refusal::UnknownHex(to))?;
        self.sheet.edge_between(a, b).ok_or(Refusal::NotNeighbours { seat, from, to })
    }

    // ----- checking -----

    /// Whether an action is legal now; the game is never changed.
    pub fn check(&self, action: &Action) -> Result<(), Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        match action {
            Action::Reveal(c1, c2) => self.check_reveal(*c1, *c2),
            Action::Trail { seat, from, to } => {
                let (cards, p) = self.open_turn_player(*seat)?;
                if p.progress.passed {
                    return Err(Refusal::AlreadyPassed(p.seat));
                }
                if p.progress.drew {
                    return Err(Refusal::AlreadyDrewTrail(p.seat));
                }
                let edge = self.free_edge(p, *from, *to)?;
                let [c1, c2] = cards;
                if !self.sheet.edge_matches(edge, c1, c2) {
                    let (ha, hb) = (self.sheet.hex_at(*from), self.sheet.hex_at(*to));
                    let terrain = |h: Option<usize>| h.map(|h| self.sheet.hex(h).terrain);
                    let (Some(t1), Some(t2)) = (terrain(ha), terrain(hb)) else {
                        return Err(Refusal::UnknownHex(*from));
                    };
                    debug_assert!(!terrains_match_cards(t1, t2, c1, c2));
                    return Err(Refusal::TerrainMismatch {
                        seat: p.seat,
                        from: *from,
                        to: *to,
                        t1,
                        t2,
                        c1,
                        c2,
                    });
                }
                Ok(())
            }
            Action::BonusTrail { seat, from, to } => {
                let (_, p) = self.open_turn_player(*seat)?;
                if p.progress.owed_bonus == 0 {
                    return Err(Refusal::NoBonusOwed(p.seat));
                }
                self.free_edge(p, *from, *to).map(|_| ())
            }
            Action::Pass { seat } => {
                let ([c1, c2], p) = self.open_turn_player(*seat)?;
                if p.progress.passed {
                    return Err(Refusal::AlreadyPassed(p.seat));
                }
                if p.progress.drew {
                    return Err(Refusal::AlreadyDrewTrail(p.seat));
                }
                let count = self.legal_trails(*seat).len();
                if count > 0 {
                    return Err(Refusal::PassWithLegalTrail { seat: p.seat, count, c1, c2 });
                }
                Ok(())
            }
            Action::Coached { seat } => {
                let (_, p) = self.open_turn_player(*seat)?;
                // A hint is for a trail still to draw.
                match player_done(p) {
                    true if p.progress.passed => Err(Refusal::AlreadyPassed(p.seat)),
                    true => Err(Refusal::AlreadyDrewTrail(p.seat)),
                    false => Ok(()),
                }
            }
            Action::TakenBy { card, seat } => {
                if self.player_index(*seat).is_ok() {
                    return Err(Refusal::SheetKeptHere(*seat));
                }
                if *seat == 0 || *seat > self.setup.table_size {
                    return Err(Refusal::UnknownSeat(*seat));
                }
                self.check(&Action::TakenElsewhere(*card))
            }
            Action::TakenElsewhere(card) => {
                if self.solo_reshuffle_due {
                    return Err(Refusal::SoloReshuffleDue);
                }
                if self.players.len() >= usize::from(self.setup.table_size) {
                    return Err(Refusal::NobodyElse(*card));
                }
                let on_table = match card {
                    BonusCard::Blue(l) => !self.blue[l.index()].is_empty(),
                    BonusCard::Red(s) => self.red.contains(s),
                };
                if !on_table {
                    return Err(Refusal::CardNotOnTable(*card));
                }
                if self.marked_elsewhere.contains(card) {
                    return Err(Refusal::AlreadyMarked(*card));
                }
                Ok(())
            }
            Action::SoloReshuffle { kept } => {
                if !self.solo_reshuffle_due {
                    return Err(Refusal::NoSoloReshuffleDue);
                }
                let on_table = self.blue_letters_on_table();
                let expected = on_table.len().min(2);
                if kept.len() != expected {
                    return Err(Refusal::SoloReshuffleCount { expected, found: kept.len() });
                }
                for (i, l) in kept.iter().enumerate() {
                    if !on_table.contains(l) {
                        return Err(Refusal::NoBlueCard(*l));
                    }
                    if kept[..i].contains(l) {
                        return Err(Refusal::SoloReshuffleTwice(*l));
                    }
                }
                Ok(())
            }
        }
    }

    fn check_reveal(&self, c1: Card, c2: Card) -> Result<(), Refusal> {
        if self.solo_reshuffle_due {
            return Err(Refusal::SoloReshuffleDue);
        }
        if let Some([a, b]) = self.turn_cards {
            let waiting: Vec<u8> = self.players.iter().filter(|p| !player_done(p)).map(|p| p.seat).collect();
            return Err(Refusal::TurnNotFinished(a, b, waiting));
        }
        for card in [c1, c2] {
            let seen = self.cards_seen[card.index()];
            if seen + if c1 == c2 { 2 } else { 1 } > card.deck_count() {
                return Err(Refusal::DeckExhausted {
                    card,
                    round: self.round + 1,
                    seen,
                    limit: card.deck_count(),
                });
            }
        }
        if let Some([n1, n2]) = self.next_app_cards()
            && [n1, n2] != [c1, c2]
        {
            return Err(Refusal::NotTheAppDeck(n1, n2, c1, c2));
        }
        Ok(())
    }

    fn open_turn_player(&self, seat: u8) -> Result<([Card; 2], &PlayerState), Refusal> {
        if self.solo_reshuffle_due {
            return Err(Refusal::SoloReshuffleDue);
        }
        let index = self.player_index(seat)?;
        let cards = self.turn_cards.ok_or(Refusal::NoCardsRevealed)?;
        Ok((cards, &self.players[index]))
    }

    fn free_edge(&self, p: &PlayerState, from: Coord, to: Coord) -> Result<EdgeId, Refusal> {
        let edge = self.edge_at(p.seat, from, to)?;
        if p.drawn().contains(edge) {
            return Err(Refusal::AlreadyDrawn { seat: p.seat, from, to });
        }
        Ok(edge)
    }

    // ----- applying -----

    /// Checks an action and, if legal, applies it; returns what happened.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<GameEvent>, Refusal> {
        self.check(action)?;
        let mut events = Vec::new();
        match action {
            Action::Reveal(c1, c2) => {
                self.cards_seen[c1.index()] += 1;
                self.cards_seen[c2.index()] += 1;
                self.turn_cards = Some([*c1, *c2]);
                for p in &mut self.players {
                    p.progress = Default::default();
                }
            }
            Action::Trail { seat, from, to } | Action::BonusTrail { seat, from, to } => {
                let bonus = matches!(action, Action::BonusTrail { .. });
                let index = self.player_index(*seat)?;
                let edge = self.edge_at(self.players[index].seat, *from, *to)?;
                let turn = self.turn_index();
                let track_links = !self.setup.red_cards.is_empty();
                let mut sheet_events = Vec::new();
                let player = &mut self.players[index];
                if bonus {
                    player.progress.owed_bonus -= 1;
                } else {
                    player.progress.drew = true;
                }
                player.draw(&self.sheet, edge, bonus, turn, track_links, &mut sheet_events);
                events.extend(sheet_events.into_iter().map(|event| GameEvent::Sheet { seat: *seat, event }));
                self.close_turn_if_done(&mut events);
            }
            Action::Pass { seat } => {
                let index = self.player_index(*seat)?;
                self.players[index].progress.passed = true;
                self.close_turn_if_done(&mut events);
            }
            // A hint changes no state: replays and scores are the same.
            Action::Coached { .. } => {}
            Action::TakenElsewhere(card) | Action::TakenBy { card, .. } => {
                if self.turn_cards.is_some() {
                    self.marked_elsewhere.push(*card);
                } else {
                    self.discard(*card);
                    events.push(GameEvent::CardDiscarded(*card));
                }
            }
            Action::SoloReshuffle { kept } => {
                for letter in Letter::ALL {
                    if !kept.contains(&letter) && !self.blue[letter.index()].is_empty() {
                        self.blue[letter.index()].clear();
                        events.push(GameEvent::CardDiscarded(BonusCard::Blue(letter)));
                    }
                }
                self.solo_reshuffle_due = false;
            }
        }
        Ok(events)
    }

    fn discard(&mut self, card: BonusCard) {
        match card {
            BonusCard::Blue(l) => {
                self.blue[l.index()].pop();
            }
            BonusCard::Red(s) => self.red.retain(|&r| r != s),
        }
    }

    fn close_turn_if_done(&mut self, events: &mut Vec<GameEvent>) {
        if self.turn_cards.is_none() || !self.players.iter().all(player_done) {
            return;
        }
        let turn = self.turn_index();

        // Blue cards: every player who connected the pair this turn scores
        // the top card; then that one card is discarded.
        for letter in Letter::ALL {
            let claimants: Vec<usize> = (0..self.players.len())
                .filter(|&i| self.players[i].pairs.iter().any(|p| p.letter == letter && p.turn == turn))
                .collect();
            let elsewhere = self.marked_elsewhere.contains(&BonusCard::Blue(letter));
            if claimants.is_empty() && !elsewhere {
                continue;
            }
            let Some(card) = self.blue[letter.index()].pop() else { continue };
            for i in claimants {
                let won = WonCard::Blue { letter, rank: card.rank, points: card.points, turn };
                self.players[i].won.push(won);
                events.push(GameEvent::CardWon { seat: self.players[i].seat, card: won });
            }
            events.push(GameEvent::CardDiscarded(BonusCard::Blue(letter)));
        }

        // Red cards: every player who first linked two sights of the type
        // this turn scores 6; the card is discarded.
        for sight in self.red.clone() {
            let claimants: Vec<usize> = (0..self.players.len())
                .filter(|&i| self.players[i].sights_linked(sight) == Some(turn))
                .collect();
            if claimants.is_empty() && !self.marked_elsewhere.contains(&BonusCard::Red(sight)) {
                continue;
            }
            for i in claimants {
                let won = WonCard::Red { sight, points: RED_CARD_POINTS, turn };
                self.players[i].won.push(won);
                events.push(GameEvent::CardWon { seat: self.players[i].seat, card: won });
            }
            self.red.retain(|&r| r != sight);
            events.push(GameEvent::CardDiscarded(BonusCard::Red(sight)));
        }

        self.marked_elsewhere.clear();
        self.turn_cards = None;
        events.push(GameEvent::TurnClosed(turn));
        self.turns_closed += 1;
        if self.turns_closed < TURNS_PER_ROUND {
            return;
        }

        // The round ends: one card is left in the deck.
        self.round += 1;
        self.turns_closed = 0;
        self.cards_seen = [0; 5];
        events.push(GameEvent::RoundEnded(self.round));
        if self.is_over() {
            events.push(GameEvent::GameOver);
            return;
        }
        if let DeckMode::AppDeck { seed } = self.setup.deck {
            self.app_deck = Some(app_deck_for_round(seed, self.round));
        }
        let claimed_blue = self
            .players
            .iter()
            .flat_map(|p| p.won.iter())
            .filter(|c| matches!(c, WonCard::Blue { .. }))
            .count();
        if self.setup.table_size == 1
            && self.round == self.sheet.solo_reshuffle_after_round()
            && claimed_blue < 3
            && self.blue_letters_on_table().len() > 2
        {
            self.solo_reshuffle_due = true;
            events.push(GameEvent::SoloReshuffleDue);
        }
    }
}

fn player_done(p: &PlayerState) -> bool {
    (p.progress.drew || p.progress.passed) && p.progress.owed_bonus == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::rules::setup::{SeatedPlayer, SetupCard};

    /// A tiny island with one water–water side (tests/data/tiny-row.ron).
    fn tiny_game(names: &[&str]) -> TucanaGame {
        let sheet = Arc::new(Sheet::from_ron(include_str!("../../../../tests/data/tiny-row.ron")).unwrap());
        let setup = Setup {
            sheet: "tiny-row".into(),
            table_size: names.len() as u8,
            players: (1..).zip(names).map(|(seat, n)| SeatedPlayer { name: (*n).into(), seat }).collect(),
            setup_card: SetupCard::Number(1),
            start_village: None,
            counter_clockwise: false,
            symmetry: false,
            red_cards: vec![],
            deck: DeckMode::RealCards,
        };
        TucanaGame::new(sheet, setup).unwrap()
    }

    #[test]
    fn pass_is_offered_only_when_nothing_matches() {
        let mut game = tiny_game(&["Ann", "Bob"]);
        assert!(!game.pass_offered(1), "no cards out");
        let ww = Action::Reveal(Card::Water, Card::Water);
        game.apply(&ww).unwrap();
        assert!(!game.pass_offered(1), "the water–water side is free");
        let (from, to) = (Coord::new(0, 20), Coord::new(0, 22));
        for seat in [1, 2] {
            game.apply(&Action::Trail { seat, from, to }).unwrap();
        }
        game.apply(&ww).unwrap();
        assert!(game.pass_offered(1) && game.pass_offered(2), "the only match is drawn");
        game.apply(&Action::Pass { seat: 1 }).unwrap();
        assert!(!game.pass_offered(1), "passed already");
    }

    #[test]
    fn the_total_if_the_round_ended_now_is_what_the_round_end_writes() {
        use crate::games::tucana::rules::autoplay::random_action;
        use crate::games::tucana::rules::random::SeededRng;
        let sheet = Arc::new(crate::games::tucana::sheet::builtin_sheet("isla-petit").unwrap());
        let names = ["Ann".to_string(), "Bob".to_string()];
        let mut game = TucanaGame::new(sheet, Setup::app_deck_table("isla-petit", 2, &names, 7)).unwrap();
        let mut rng = SeededRng::new(7);
        let mut checked = 0;
        while let Some(action) = random_action(&game, &mut rng) {
            let before: Vec<(Option<u32>, u32)> = game
                .players()
                .iter()
                .map(|p| (game.total_if_round_ended_now(p), game.points_now(p.seat)))
                .collect();
            let events = game.apply(&action).unwrap();
            if events.iter().any(|e| matches!(e, GameEvent::RoundEnded(_))) {
                // What was pencilled before the round's last action, plus
                // what that action earned, is the Total the round end writes.
                for (p, (pencilled, points)) in game.players().iter().zip(&before) {
                    let written = game.final_scoring_box(p).total;
                    let earned = game.points_now(p.seat) - points;
                    assert_eq!(pencilled.map(|t| t + earned), Some(written), "{}", p.name);
                }
                checked += 1;
            }
        }
        assert!(checked >= 2, "several rounds ended ({checked})");
        assert!(game.players().iter().all(|p| game.total_if_round_ended_now(p).is_none()), "over: final");
    }

    #[test]
    fn the_next_sheet_is_the_next_seat_still_to_play_round_the_table() {
        let mut game = tiny_game(&["Ann", "Bob", "Cy"]);
        assert_eq!(game.next_unfinished_seat(1), None, "no open turn");
        game.apply(&Action::Reveal(Card::Water, Card::Water)).unwrap();
        assert_eq!(game.next_unfinished_seat(1), Some(2));
        assert_eq!(game.next_unfinished_seat(3), Some(1), "round the table");
        game.apply(&Action::Trail { seat: 2, from: Coord::new(0, 20), to: Coord::new(0, 22) }).unwrap();
        assert_eq!(game.next_unfinished_seat(1), Some(3), "Bob is done");
        for seat in [1, 3] {
            game.apply(&Action::Trail { seat, from: Coord::new(0, 20), to: Coord::new(0, 22) }).unwrap();
        }
        assert_eq!(game.next_unfinished_seat(1), None, "everybody is done");
    }

    #[test]
    fn points_now_count_sights_villages_and_bonus_cards_but_no_round_lines() {
        let mut game = tiny_game(&["Ann"]);
        assert_eq!(game.points_now(1), 0);
        assert_eq!(game.points_now(9), 0, "no such seat");
        game.apply(&Action::Reveal(Card::Water, Card::Water)).unwrap();
        game.apply(&Action::Trail { seat: 1, from: Coord::new(0, 20), to: Coord::new(0, 22) }).unwrap();
        let p = game.player(1).unwrap();
        let b = game.final_scoring_box(p);
        assert_eq!(game.points_now(1), game.sight_sum_now(p) + b.villages + b.bonus);
    }
}
