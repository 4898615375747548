//! The rules a score pad can check for *Ticket to Ride: New York*: who
//! holds which route and which tickets. Actions are checked first
//! ([`Game::check`], a typed [`Refusal`]) and then applied
//! ([`Game::apply`]); the game is unchanged by a refusal.
//!
//! Claims can be entered as they are made or all at the end, in any order:
//! the engine knows no turns, only what the board allows.

use super::map::{NewYorkMap, RouteId, TicketId};
use crate::text::from_file;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;

/// Fewest players.
pub const MIN_PLAYERS: usize = 2;
/// Most players.
pub const MAX_PLAYERS: usize = 4;

/// A player's taxi colour (the box's four colours).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TaxiColour {
    /// Blue.
    Blue,
    /// Purple.
    Purple,
    /// White.
    White,
    /// Yellow.
    Yellow,
}

impl TaxiColour {
    /// Every colour, in the default order of seats.
    pub const ALL: [TaxiColour; 4] =
        [TaxiColour::Blue, TaxiColour::Purple, TaxiColour::White, TaxiColour::Yellow];

    /// A stable lower-case key (`"blue"`, …) for JSON and message keys.
    pub fn key(self) -> &'static str {
        match self {
            TaxiColour::Blue => "blue",
            TaxiColour::Purple => "purple",
            TaxiColour::White => "white",
            TaxiColour::Yellow => "yellow",
        }
    }
}

/// A player at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewYorkPlayer {
    /// Name.
    pub name: String,
    /// Taxi colour.
    pub colour: TaxiColour,
}

/// The set-up: the players in seat order (player 1 first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewYorkSetup {
    /// 2 to 4 players.
    pub players: Vec<NewYorkPlayer>,
}

impl NewYorkSetup {
    /// Players with these names and the default colours in order (blue,
    /// purple, white, yellow).
    pub fn with_names(names: &[&str]) -> NewYorkSetup {
        NewYorkSetup {
            players: names
                .iter()
                .zip(TaxiColour::ALL.iter().cycle())
                .map(|(name, colour)| NewYorkPlayer { name: (*name).to_string(), colour: *colour })
                .collect(),
        }
    }

    /// Checks the set-up, names included: each prints something and no
    /// two are one person ([`crate::text::same_person`]). The new-game
    /// form and the record reader both check with this.
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.players.len();
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        for (i, p) in self.players.iter().enumerate() {
            let player = (i + 1) as u8;
            // The same limits as a Tucana name, first, so no other message
            // repeats a huge or forged name.
            match crate::text::name_problem(&p.name) {
                Some(crate::text::NameProblem::TooLong { chars }) => {
                    return Err(SetupError::NameTooLong { player, chars });
                }
                Some(crate::text::NameProblem::Unprintable { position, code }) => {
                    return Err(SetupError::NameUnprintable { player, position, code });
                }
                None => {}
            }
            if p.name.trim().is_empty() {
                return Err(SetupError::EmptyName { player });
            }
            if self.players[..i].iter().any(|q| q.name.trim() == p.name.trim()) {
                return Err(SetupError::SameName { player, name: p.name.trim().to_string() });
            }
            if crate::text::prints_blank(&p.name) {
                return Err(SetupError::NameBlank { player });
            }
            if let Some(j) = self.players[..i].iter().position(|q| crate::text::same_person(&q.name, &p.name))
            {
                return Err(SetupError::LookAlikeName { player, earlier: (j + 1) as u8 });
            }
            if let Some(q) = self.players[..i].iter().find(|q| q.colour == p.colour) {
                return Err(SetupError::SameColour {
                    player,
                    colour: p.colour,
                    name: p.name.clone(),
                    earlier: q.name.clone(),
                });
            }
        }
        Ok(())
    }
}

impl NewYorkSetup {
    /// The same set-up with every name in NFC ([`crate::text::nfc`]), as a
    /// new game stores them.
    pub fn with_nfc_names(mut self) -> NewYorkSetup {
        for p in &mut self.players {
            p.name = crate::text::nfc(&p.name);
        }
        self
    }
}

/// Why a set-up cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Not 2 to 4 players.
    #[error("New York is played by 2 to 4 players, not {0}")]
    PlayerCount(usize),
    /// A blank name.
    #[error("player {player} has no name")]
    EmptyName {
        /// 1-based player.
        player: u8,
    },
    /// A name longer than [`crate::text::MAX_NAME_CHARS`].
    #[error(
        "player {player}'s name is {chars} characters long; a name has at most {}",
        crate::text::MAX_NAME_CHARS
    )]
    NameTooLong {
        /// 1-based player.
        player: u8,
        /// Its length in characters.
        chars: usize,
    },
    /// A name with a control or invisible character.
    #[error(
        "player {player}'s name holds an invisible or control character (U+{code:04X}) at character {position}"
    )]
    NameUnprintable {
        /// 1-based player.
        player: u8,
        /// 1-based character position.
        position: usize,
        /// The character's code point.
        code: u32,
    },
    /// Two players with one name (the pad could not tell them apart).
    #[error("two players are called {name}: names must differ")]
    SameName {
        /// 1-based player (the later of the two).
        player: u8,
        /// The name they share.
        name: String,
    },
    /// A name of only blanks and invisible characters (U+2800…). Refused
    /// in a new game and in a record read.
    #[error("player {player}'s name prints blank; it needs a visible letter")]
    NameBlank {
        /// 1-based player.
        player: u8,
    },
    /// A name of the same person as an earlier player's
    /// ([`crate::text::same_person`]). Refused in a new game and in a
    /// record read, in the same words.
    #[error(
        "player {player}'s name is player {earlier}'s (case and invisible characters do not count); names must differ"
    )]
    LookAlikeName {
        /// 1-based player.
        player: u8,
        /// The earlier player with the same-looking name.
        earlier: u8,
    },
    /// Two players with one taxi colour, named (a number was no help at
    /// a table).
    #[error("{name} and {earlier} both have the {} taxis: each player needs a colour of their own", colour.key())]
    SameColour {
        /// 1-based player (the later of the two).
        player: u8,
        /// The colour.
        colour: TaxiColour,
        /// The later player's name.
        name: String,
        /// The earlier player's name.
        earlier: String,
    },
}

/// What a tap on a route asks for ([`Game::route_tap`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteTap {
    /// Claim the route for the player.
    Claim,
    /// Take the player's own route back.
    Unclaim,
}

/// One thing entered on the pad. Routes and tickets are named by their
/// keys in the map, so records read well and survive a reordered map file.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A player claims a route (places taxis on it).
    Claim {
        /// 1-based player.
        player: u8,
        /// Route key.
        route: String,
    },
    /// A claimed route is taken back (an entry corrected).
    Unclaim {
        /// Route key.
        route: String,
    },
    /// A player keeps a Destination Ticket.
    Keep {
        /// 1-based player.
        player: u8,
        /// Ticket key.
        ticket: String,
    },
    /// A kept ticket is taken off a player (an entry corrected).
    Drop {
        /// 1-based player.
        player: u8,
        /// Ticket key.
        ticket: String,
    },
    /// A player says they played their last turn (once the last round is
    /// on). Table mode keeps it in the record, so a restarted host still
    /// knows who has; the pad's own end is still [`Action::Finish`].
    LastTurn {
        /// 1-based player.
        player: u8,
    },
    /// The players say the game is over: the pad shows the final scores,
    /// and nothing more can be entered (undoing this reopens the game). The
    /// app tracks no turns, so this is how a game ends.
    Finish,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // Keys come from a file: cut and escaped where the words are built.
            Action::Claim { player, route } => write!(f, "player {player} claims {}", from_file(route)),
            Action::Unclaim { route } => write!(f, "{} is taken back", from_file(route)),
            Action::Keep { player, ticket } => {
                write!(f, "player {player} keeps ticket {}", from_file(ticket))
            }
            Action::Drop { player, ticket } => {
                write!(f, "player {player} drops ticket {}", from_file(ticket))
            }
            Action::LastTurn { player } => write!(f, "player {player} played their last turn"),
            Action::Finish => write!(f, "the game ends"),
        }
    }
}

/// Why [`Game::check`] refused an action. Typed data; the translator words
/// it (players by name, places by the board's names). The `Display` is a
/// plain English fallback naming players by number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// No such player.
    #[error("there is no player {0}")]
    UnknownPlayer(u8),
    /// No route with that key.
    #[error("there is no route \"{}\" on the board", crate::text::from_file(.0))]
    UnknownRoute(String),
    /// No ticket with that key.
    #[error("there is no ticket \"{}\"", crate::text::from_file(.0))]
    UnknownTicket(String),
    /// The route already carries taxis.
    #[error("route {route} is already claimed by player {by}")]
    RouteTaken {
        /// The route.
        route: RouteId,
        /// Who holds it.
        by: u8,
    },
    /// A player may not hold both routes of a Double Route.
    #[error("player {player} already holds the other route of this Double Route ({twin})")]
    BothOfDouble {
        /// The player.
        player: u8,
        /// The route asked for.
        route: RouteId,
        /// Its twin, held by the player.
        twin: RouteId,
    },
    /// In a 2-player game a Double Route closes once one route is claimed.
    #[error("in a 2-player game only one route of a Double Route is used; player {by} holds {twin}")]
    DoubleClosed {
        /// The route asked for.
        route: RouteId,
        /// Its twin, already claimed.
        twin: RouteId,
        /// Who holds the twin.
        by: u8,
    },
    /// Not enough taxis left for the route.
    #[error("player {player} has {left} taxis left; the route takes {spaces}")]
    NotEnoughTaxis {
        /// The player.
        player: u8,
        /// Spaces of the route.
        spaces: u8,
        /// Taxis the player still has.
        left: u8,
    },
    /// Taking back a route nobody holds.
    #[error("route {0} is not claimed")]
    NotClaimed(RouteId),
    /// The ticket is already kept (by this or another player).
    #[error("ticket {ticket} is already kept by player {by}")]
    TicketHeld {
        /// The ticket.
        ticket: TicketId,
        /// Who keeps it.
        by: u8,
    },
    /// Dropping a ticket the player does not hold.
    #[error("player {player} does not hold ticket {ticket}")]
    TicketNotHeld {
        /// The player.
        player: u8,
        /// The ticket.
        ticket: TicketId,
    },
    /// A last turn said before the last round is on.
    #[error("the last round has not started: nobody has 2 taxis or fewer yet")]
    NotLastRound,
    /// A player who already said they played their last turn says it again.
    #[error("player {0} has already played their last turn")]
    LastTurnSaid(u8),
    /// The game was ended: its pad is final (undo the end to enter more).
    #[error("the game is over")]
    GameOver,
}

impl fmt::Display for RouteId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0 + 1)
    }
}

impl fmt::Display for TicketId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0 + 1)
    }
}

/// What an applied action changed, for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A route was claimed.
    Claimed {
        /// The player.
        player: u8,
        /// The route.
        route: RouteId,
    },
    /// A route was taken back from a player.
    Unclaimed {
        /// Who held it.
        player: u8,
        /// The route.
        route: RouteId,
    },
    /// A ticket was kept.
    Kept {
        /// The player.
        player: u8,
        /// The ticket.
        ticket: TicketId,
    },
    /// A ticket was dropped.
    Dropped {
        /// The player.
        player: u8,
        /// The ticket.
        ticket: TicketId,
    },
    /// This claim brought the player down to the last-round taxis (2 or
    /// fewer) and nobody was there before: everyone plays one more turn.
    LastRound {
        /// The player who triggered it.
        player: u8,
    },
    /// A player said they played their last turn.
    LastTurnPlayed {
        /// The player.
        player: u8,
    },
    /// The game was ended: the pad shows the final scores.
    Finished,
}

/// The board as the pad knows it: who holds each route and each ticket.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    map: Arc<NewYorkMap>,
    setup: NewYorkSetup,
    /// Per route, the 1-based player holding it.
    owners: Vec<Option<u8>>,
    /// Per ticket, the 1-based player keeping it.
    holders: Vec<Option<u8>>,
    /// The players who said they played their last turn
    /// ([`Action::LastTurn`]): forgotten when the last round is taken back.
    last_turns: BTreeSet<u8>,
    /// Whether the players ended the game ([`Action::Finish`]).
    over: bool,
}

impl Game {
    /// A game with nothing claimed yet.
    pub fn new(map: Arc<NewYorkMap>, setup: NewYorkSetup) -> Result<Game, SetupError> {
        setup.validate()?;
        let owners = vec![None; map.routes().len()];
        let holders = vec![None; map.tickets().len()];
        Ok(Game { map, setup, owners, holders, last_turns: BTreeSet::new(), over: false })
    }

    /// The board.
    pub fn map(&self) -> &NewYorkMap {
        &self.map
    }

    /// The shared board.
    pub fn map_arc(&self) -> &Arc<NewYorkMap> {
        &self.map
    }

    /// The set-up.
    pub fn setup(&self) -> &NewYorkSetup {
        &self.setup
    }

    /// Number of players.
    pub fn player_count(&self) -> u8 {
        self.setup.players.len() as u8
    }

    /// Player numbers, 1-based.
    pub fn player_numbers(&self) -> impl Iterator<Item = u8> + use<> {
        1..=self.player_count()
    }

    /// A player by 1-based number.
    pub fn player(&self, player: u8) -> Option<&NewYorkPlayer> {
        self.setup.players.get(usize::from(player).checked_sub(1)?)
    }

    /// Who holds a route.
    pub fn owner(&self, route: RouteId) -> Option<u8> {
        self.owners.get(usize::from(route.0)).copied().flatten()
    }

    /// Who keeps a ticket.
    pub fn holder(&self, ticket: TicketId) -> Option<u8> {
        self.holders.get(usize::from(ticket.0)).copied().flatten()
    }

    /// A player's routes, in map order.
    pub fn routes_of(&self, player: u8) -> Vec<RouteId> {
        self.map.route_ids().filter(|r| self.owner(*r) == Some(player)).collect()
    }

    /// A player's tickets, in map order.
    pub fn tickets_of(&self, player: u8) -> Vec<TicketId> {
        self.map.ticket_ids().filter(|t| self.holder(*t) == Some(player)).collect()
    }

    /// Taxis a player has placed.
    pub fn taxis_used(&self, player: u8) -> u8 {
        self.routes_of(player).iter().map(|r| self.map.route(*r).spaces).sum()
    }

    /// Taxis a player still has (never below 0: claims beyond are refused).
    pub fn taxis_left(&self, player: u8) -> u8 {
        self.map.taxis().saturating_sub(self.taxis_used(player))
    }

    /// Players holding the last-round number of taxis or fewer (2): once
    /// there is one, everyone plays one more turn and the game ends.
    pub fn last_round_players(&self) -> Vec<u8> {
        self.player_numbers().filter(|p| self.taxis_left(*p) <= self.map.last_round_taxis()).collect()
    }

    /// Whether the players ended the game: its scores are final and
    /// nothing more can be entered.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the last round has been triggered.
    pub fn is_last_round(&self) -> bool {
        !self.last_round_players().is_empty()
    }

    /// Whether a player said they played their last turn.
    pub fn played_last_turn(&self, player: u8) -> bool {
        self.last_turns.contains(&player)
    }

    /// Whether every player said they played their last turn: the game may
    /// end.
    pub fn everybody_played_last_turn(&self) -> bool {
        self.player_numbers().all(|p| self.last_turns.contains(&p))
    }

    /// Whether this route can be claimed by this player now (the same test
    /// as [`Game::check`] of a claim, without the taxi limit when
    /// `ignore_taxis`, for "what is still missing" paths).
    pub(crate) fn claim_refusal(&self, player: u8, route: RouteId, ignore_taxis: bool) -> Option<Refusal> {
        if let Some(by) = self.owner(route) {
            return Some(Refusal::RouteTaken { route, by });
        }
        let r = self.map.route(route);
        if let Some(twin) = r.twin
            && let Some(by) = self.owner(twin)
        {
            if by == player {
                return Some(Refusal::BothOfDouble { player, route, twin });
            }
            if self.player_count() == 2 {
                return Some(Refusal::DoubleClosed { route, twin, by });
            }
        }
        let left = self.taxis_left(player);
        if !ignore_taxis && r.spaces > left {
            return Some(Refusal::NotEnoughTaxis { player, spaces: r.spaces, left });
        }
        None
    }

    fn known_player(&self, player: u8) -> Result<(), Refusal> {
        if self.player(player).is_some() { Ok(()) } else { Err(Refusal::UnknownPlayer(player)) }
    }

    fn route_id(&self, key: &str) -> Result<RouteId, Refusal> {
        self.map.route_by_key(key).ok_or_else(|| Refusal::UnknownRoute(key.to_string()))
    }

    fn ticket_id(&self, key: &str) -> Result<TicketId, Refusal> {
        self.map.ticket_by_key(key).ok_or_else(|| Refusal::UnknownTicket(key.to_string()))
    }

    /// Whether the rules allow an action now; the game is not changed.
    pub fn check(&self, action: &Action) -> Result<(), Refusal> {
        // An ended game takes nothing more, not even a second end.
        if self.over {
            return Err(Refusal::GameOver);
        }
        match action {
            Action::Claim { player, route } => {
                self.known_player(*player)?;
                let route = self.route_id(route)?;
                self.claim_refusal(*player, route, false).map_or(Ok(()), Err)
            }
            Action::Unclaim { route } => {
                let route = self.route_id(route)?;
                if self.owner(route).is_none() { Err(Refusal::NotClaimed(route)) } else { Ok(()) }
            }
            Action::Keep { player, ticket } => {
                self.known_player(*player)?;
                let ticket = self.ticket_id(ticket)?;
                match self.holder(ticket) {
                    Some(by) => Err(Refusal::TicketHeld { ticket, by }),
                    None => Ok(()),
                }
            }
            Action::Drop { player, ticket } => {
                self.known_player(*player)?;
                let ticket = self.ticket_id(ticket)?;
                if self.holder(ticket) == Some(*player) {
                    Ok(())
                } else {
                    Err(Refusal::TicketNotHeld { player: *player, ticket })
                }
            }
            Action::LastTurn { player } => {
                self.known_player(*player)?;
                if !self.is_last_round() {
                    Err(Refusal::NotLastRound)
                } else if self.last_turns.contains(player) {
                    Err(Refusal::LastTurnSaid(*player))
                } else {
                    Ok(())
                }
            }
            Action::Finish => Ok(()),
        }
    }

    /// Applies an action the rules allow, returning what changed; a refused
    /// action leaves the game as it was.
    pub fn apply(&mut self, action: &Action) -> Result<Vec<Event>, Refusal> {
        self.check(action)?;
        let mut events = Vec::new();
        match action {
            Action::Claim { player, route } => {
                let route = self.route_id(route)?;
                let before = self.is_last_round();
                self.owners[usize::from(route.0)] = Some(*player);
                events.push(Event::Claimed { player: *player, route });
                if !before && self.is_last_round() {
                    events.push(Event::LastRound { player: *player });
                }
            }
            Action::Unclaim { route } => {
                let route = self.route_id(route)?;
                if let Some(player) = self.owners[usize::from(route.0)].take() {
                    events.push(Event::Unclaimed { player, route });
                }
                // A last round taken back is over: who had played their
                // last turn starts again when it comes back.
                if !self.is_last_round() {
                    self.last_turns.clear();
                }
            }
            Action::Keep { player, ticket } => {
                let ticket = self.ticket_id(ticket)?;
                self.holders[usize::from(ticket.0)] = Some(*player);
                events.push(Event::Kept { player: *player, ticket });
            }
            Action::Drop { player, ticket } => {
                let ticket = self.ticket_id(ticket)?;
                self.holders[usize::from(ticket.0)] = None;
                events.push(Event::Dropped { player: *player, ticket });
            }
            Action::LastTurn { player } => {
                self.last_turns.insert(*player);
                events.push(Event::LastTurnPlayed { player: *player });
            }
            Action::Finish => {
                self.over = true;
                events.push(Event::Finished);
            }
        }
        Ok(events)
    }

    /// What tapping `route` on the board does for `player`: one's own route
    /// is taken back (an entry corrected), any other is claimed (and the
    /// claim is refused by [`Game::check`] if another player holds it).
    pub fn route_tap(&self, player: u8, route: RouteId) -> RouteTap {
        if self.owner(route) == Some(player) { RouteTap::Unclaim } else { RouteTap::Claim }
    }

    /// The claim action for a route id (for the UI).
    pub fn claim_action(&self, player: u8, route: RouteId) -> Action {
        Action::Claim { player, route: self.map.route(route).key.clone() }
    }

    /// The take-back action for a route id.
    pub fn unclaim_action(&self, route: RouteId) -> Action {
        Action::Unclaim { route: self.map.route(route).key.clone() }
    }

    /// The keep action for a ticket id.
    pub fn keep_action(&self, player: u8, ticket: TicketId) -> Action {
        Action::Keep { player, ticket: self.map.ticket(ticket).key.clone() }
    }

    /// The drop action for a ticket id.
    pub fn drop_action(&self, player: u8, ticket: TicketId) -> Action {
        Action::Drop { player, ticket: self.map.ticket(ticket).key.clone() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_route_or_ticket_id_is_cut_where_its_words_are_built() {
        let huge = "x".repeat(3_000_000);
        let game =
            Game::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob"])).expect("set-up");
        let route = game.check(&Action::Claim { player: 1, route: huge.clone() }).expect_err("unknown");
        let ticket = game.check(&Action::Keep { player: 1, ticket: huge.clone() }).expect_err("unknown");
        assert_eq!(route, Refusal::UnknownRoute(huge.clone()), "the refusal keeps the key as data");
        let cut = format!("{}…", "x".repeat(crate::text::MAX_SHOWN_CHARS));
        assert_eq!(route.to_string(), format!("there is no route \"{cut}\" on the board"));
        assert_eq!(ticket.to_string(), format!("there is no ticket \"{cut}\""));
        let forged = Refusal::UnknownRoute("a\u{1b}[2J\nWinner: Mallory".into()).to_string();
        assert_eq!(forged, "there is no route \"a\\u{1b}[2J\\nWinner: Mallory\" on the board");
        let claim = Action::Claim { player: 1, route: huge.clone() }.to_string();
        assert_eq!(claim, format!("player 1 claims {cut}"));
        let dropped = Action::Drop { player: 2, ticket: huge }.to_string();
        assert_eq!(dropped, format!("player 2 drops ticket {cut}"));
    }

    #[test]
    fn names_that_print_blank_or_the_same_are_refused_for_a_new_game() {
        for (a, b) in [("Ann", "A\u{200D}nn"), ("é", "e\u{301}"), ("Alice", "Alice\u{FE0F}"), ("Ann", "ann")]
        {
            let s = NewYorkSetup::with_names(&["Zoe", a, b]);
            assert_eq!(s.validate(), Err(SetupError::LookAlikeName { player: 3, earlier: 2 }));
        }
        let s = NewYorkSetup::with_names(&["Ann", "\u{2800}"]);
        assert_eq!(s.validate(), Err(SetupError::NameBlank { player: 2 }));
        assert_eq!(
            s.validate().map_err(|e| e.to_string()),
            Err("player 2's name prints blank; it needs a visible letter".to_string())
        );
        assert_eq!(NewYorkSetup::with_names(&["Ann", "Anne"]).validate(), Ok(()));
        let s = NewYorkSetup::with_names(&["e\u{301}", "Bob"]).with_nfc_names();
        assert_eq!(s.players[0].name, "é");
    }

    #[test]
    fn tapping_a_route_claims_it_and_tapping_ones_own_again_takes_it_back() {
        let map = NewYorkMap::builtin();
        let mut game = Game::new(map.clone(), NewYorkSetup::with_names(&["Ann", "Bob"])).unwrap();
        let route = RouteId(0);
        assert_eq!(game.route_tap(1, route), RouteTap::Claim);
        game.apply(&game.claim_action(1, route)).unwrap();
        assert_eq!(game.route_tap(1, route), RouteTap::Unclaim, "Ann's own route");
        assert_eq!(game.route_tap(2, route), RouteTap::Claim, "Bob's tap is a claim, refused by check");
        assert!(game.check(&game.claim_action(2, route)).is_err());
    }
}
