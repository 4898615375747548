//! The end-of-game pad, derived from the state (never stored): Routes by
//! the Route Scoring Table, Destination Tickets (+ completed, − failed),
//! Tourist Attractions touched, Total, and the winners with the tie-break.
//! For each ticket, the path that completes it, or for a failed one the
//! fewest spaces still to claim.

use super::map::{LocationId, NewYorkMap, RouteId, TicketId};
use super::rules::Game;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// One ticket as the pad sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicketStatus {
    /// The ticket.
    pub ticket: TicketId,
    /// Its value.
    pub points: u8,
    /// Whether the player's routes join its two locations.
    pub completed: bool,
    /// For a completed ticket, a path of the player's routes joining them
    /// (fewest spaces); for a failed one, the cheapest way still open: the
    /// player's routes plus the unclaimed routes to claim (empty when no
    /// way is left).
    pub path: Vec<RouteId>,
    /// For a failed ticket, the fewest spaces still to claim to complete
    /// it (`None` when every way is blocked); `Some(0)` for a completed one.
    pub missing_spaces: Option<u32>,
}

/// One player's rows on the pad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerScore {
    /// 1-based player.
    pub player: u8,
    /// Routes row: the table value of each claimed route.
    pub routes: u32,
    /// Destination Tickets row: completed minus failed.
    pub tickets: i32,
    /// Tourist Attractions row: one per attraction touched.
    pub attractions: u32,
    /// Total.
    pub total: i32,
    /// Tickets completed.
    pub completed: u32,
    /// Tickets failed.
    pub failed: u32,
    /// Taxis not placed.
    pub taxis_left: u8,
    /// The claimed routes, in map order.
    pub claimed: Vec<RouteId>,
    /// The attractions touched, in map order.
    pub attractions_touched: Vec<LocationId>,
    /// Each kept ticket, in map order.
    pub ticket_status: Vec<TicketStatus>,
}

/// The whole pad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scores {
    /// One entry per player, in seat order.
    pub players: Vec<PlayerScore>,
    /// The winners (1-based): highest total, then most completed tickets;
    /// still tied, shared.
    pub winners: Vec<u8>,
}

/// Cheapest path by spaces between two locations, where `cost` gives the
/// price of a route (`None`: cannot be used). Dijkstra over at most a few
/// dozen routes. Returns the cost and the routes, in order from `from`.
pub fn cheapest_path(
    map: &NewYorkMap,
    from: LocationId,
    to: LocationId,
    cost: impl Fn(RouteId) -> Option<u32>,
) -> Option<(u32, Vec<RouteId>)> {
    let n = map.locations().len();
    let mut best: Vec<Option<u32>> = vec![None; n];
    let mut came_by: Vec<Option<RouteId>> = vec![None; n];
    let mut heap = BinaryHeap::new();
    best[usize::from(from.0)] = Some(0);
    heap.push(Reverse((0u32, from.0)));
    while let Some(Reverse((d, at))) = heap.pop() {
        if best[usize::from(at)].is_some_and(|b| b < d) {
            continue;
        }
        if at == to.0 {
            break;
        }
        for route in map.route_ids() {
            let r = map.route(route);
            if !r.touches(LocationId(at)) {
                continue;
            }
            let Some(c) = cost(route) else { continue };
            let next = r.other_end(LocationId(at));
            let nd = d + c;
            if best[usize::from(next.0)].is_none_or(|b| nd < b) {
                best[usize::from(next.0)] = Some(nd);
                came_by[usize::from(next.0)] = Some(route);
                heap.push(Reverse((nd, next.0)));
            }
        }
    }
    let total = best[usize::from(to.0)]?;
    let mut path = Vec::new();
    let mut at = to;
    while at != from {
        let route = came_by[usize::from(at.0)]?;
        path.push(route);
        at = map.route(route).other_end(at);
    }
    path.reverse();
    Some((total, path))
}

impl Game {
    /// A ticket's status for a player.
    pub fn ticket_status(&self, player: u8, ticket: TicketId) -> TicketStatus {
        let map = self.map();
        let t = map.ticket(ticket);
        let own = |r: RouteId| (self.owner(r) == Some(player)).then(|| u32::from(map.route(r).spaces));
        if let Some((_, path)) = cheapest_path(map, t.a, t.b, own) {
            return TicketStatus { ticket, points: t.points, completed: true, path, missing_spaces: Some(0) };
        }
        // Own routes are free; open routes cost their spaces; routes held
        // by others, or closed to this player by a Double Route rule, are
        // walls. The taxi limit is left out: the pad says what is missing,
        // the player sees whether the taxis are there.
        let open = |r: RouteId| {
            if self.owner(r) == Some(player) {
                Some(0)
            } else if self.claim_refusal(player, r, true).is_none() {
                Some(u32::from(map.route(r).spaces))
            } else {
                None
            }
        };
        match cheapest_path(map, t.a, t.b, open) {
            Some((spaces, path)) => TicketStatus {
                ticket,
                points: t.points,
                completed: false,
                path,
                missing_spaces: Some(spaces),
            },
            None => TicketStatus {
                ticket,
                points: t.points,
                completed: false,
                path: Vec::new(),
                missing_spaces: None,
            },
        }
    }

    /// One player's rows.
    pub fn player_score(&self, player: u8) -> PlayerScore {
        let map = self.map();
        let claimed = self.routes_of(player);
        let routes: u32 =
            claimed.iter().map(|r| u32::from(map.points_for_spaces(map.route(*r).spaces))).sum();
        let attractions_touched: Vec<LocationId> =
            map.attractions().filter(|l| claimed.iter().any(|r| map.route(*r).touches(*l))).collect();
        let ticket_status: Vec<TicketStatus> =
            self.tickets_of(player).into_iter().map(|t| self.ticket_status(player, t)).collect();
        let completed = ticket_status.iter().filter(|t| t.completed).count() as u32;
        let failed = ticket_status.len() as u32 - completed;
        let tickets: i32 = ticket_status
            .iter()
            .map(|t| if t.completed { i32::from(t.points) } else { -i32::from(t.points) })
            .sum();
        let attractions = attractions_touched.len() as u32;
        PlayerScore {
            player,
            routes,
            tickets,
            attractions,
            total: routes as i32 + tickets + attractions as i32,
            completed,
            failed,
            taxis_left: self.taxis_left(player),
            claimed,
            attractions_touched,
            ticket_status,
        }
    }

    /// Every player's rows and the winners.
    pub fn scores(&self) -> Scores {
        let players: Vec<PlayerScore> = self.player_numbers().map(|p| self.player_score(p)).collect();
        let winners = winners(&players);
        Scores { players, winners }
    }
}

/// Highest total; tied, most completed tickets; still tied, all of them.
pub fn winners(players: &[PlayerScore]) -> Vec<u8> {
    let Some(best) = players.iter().map(|p| (p.total, p.completed)).max() else { return Vec::new() };
    players.iter().filter(|p| (p.total, p.completed) == best).map(|p| p.player).collect()
}
