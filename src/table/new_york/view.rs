//! What a New York phone and the host are sent, as JSON, every word in the
//! phone's language. The board once ([`board_view`]: places, routes, the
//! whole deck of Destination Tickets, the same for every seat and for the
//! whole game); then, at every change, the seat's state
//! ([`seat_state`]): the claims (public), every player's taxis left and
//! public points, and that seat's own tickets only, each "completed" or
//! "N spaces still to claim" as the desktop says it. Until the end no
//! other player's tickets, ticket points or totals are in it; at the end
//! everything is ([`EndView`]). The host sees all at any time
//! ([`host_state`]).

use super::command::{deck_size, draw_size};
use crate::export::bgstats::{BgStatsError, bgstats_play_for};
use crate::games::Log;
use crate::games::new_york::{Game, PlayerScore, RouteColour, RouteId, TaxiColour, TicketId};
use crate::games::players::PlayerList;
use crate::i18n::{Translator, capitalise};
use crate::table::game::Run;
use serde::Serialize;

/// The board as every seat sees it; fixed for the whole game.
#[derive(Debug, Clone, Serialize)]
pub struct BoardView {
    /// The map's name.
    pub name: String,
    /// The places (x, y from 0 to 1, from the top left).
    pub locations: Vec<LocationView>,
    /// The routes.
    pub routes: Vec<RouteView>,
    /// The whole deck, to enter a ticket drawn: the same list for every
    /// seat (the cards printed in the box), never who keeps which.
    pub tickets: Vec<TicketView>,
    /// The desktop's colours.
    pub colours: Palette,
}

/// One place.
#[derive(Debug, Clone, Serialize)]
pub struct LocationView {
    /// Its key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// Across, 0 to 1.
    pub x: f32,
    /// Down, 0 to 1.
    pub y: f32,
    /// A Tourist Attraction.
    pub attraction: bool,
}

/// One route.
#[derive(Debug, Clone, Serialize)]
pub struct RouteView {
    /// Its key (what a claim names).
    pub key: String,
    /// Its name, as the desktop says it.
    pub name: String,
    /// Its name, spaces and points, for the line under the map.
    pub label: String,
    /// One end (index into `locations`).
    pub a: u8,
    /// The other end.
    pub b: u8,
    /// Its colour's key.
    pub colour: &'static str,
    /// Its colour's name.
    pub colour_name: String,
    /// Spaces (taxis it takes).
    pub spaces: u8,
    /// Points it scores.
    pub points: u8,
    /// For a Double Route, −1 or +1: which side of the line it is drawn
    /// on; 0 for a single route.
    pub side: i8,
}

/// One Destination Ticket of the deck.
#[derive(Debug, Clone, Serialize)]
pub struct TicketView {
    /// Its key.
    pub key: String,
    /// "Chelsea–Brooklyn (8)".
    pub name: String,
    /// Its value.
    pub points: u8,
}

/// The colours of the desktop's board (`ui::theme::new_york`), as CSS.
#[derive(Debug, Clone, Serialize)]
pub struct Palette {
    /// Each taxi colour's fill, by key.
    pub taxi: std::collections::BTreeMap<&'static str, &'static str>,
    /// The ink written on each taxi colour, by key.
    pub taxi_ink: std::collections::BTreeMap<&'static str, &'static str>,
    /// Each route colour's fill, by key.
    pub route: std::collections::BTreeMap<&'static str, &'static str>,
}

/// The taxi fills, in [`TaxiColour::ALL`] order (the desktop's values).
pub const TAXI_FILL: [&str; 4] = ["#1565c0", "#7b1fa2", "#fafafa", "#fbc02d"];
/// The ink on each taxi colour.
pub const TAXI_INK: [&str; 4] = ["#ffffff", "#ffffff", "#111111", "#111111"];
/// The route fills, in [`RouteColour::ALL`] order (the desktop's values).
pub const ROUTE_FILL: [&str; 7] =
    ["#b0b0b0", "#d32f2f", "#f57c00", "#388e3c", "#1976d2", "#212121", "#f08cb8"];

fn palette() -> Palette {
    Palette {
        taxi: TaxiColour::ALL.iter().map(|c| c.key()).zip(TAXI_FILL).collect(),
        taxi_ink: TaxiColour::ALL.iter().map(|c| c.key()).zip(TAXI_INK).collect(),
        route: RouteColour::ALL.iter().map(|c| c.key()).zip(ROUTE_FILL).collect(),
    }
}

/// The board, the same for every seat.
pub fn board_view(game: &Game, t: &Translator) -> BoardView {
    let map = game.map();
    let locations = map
        .locations()
        .iter()
        .map(|l| LocationView {
            key: l.key.clone(),
            name: l.name.clone(),
            x: l.x,
            y: l.y,
            attraction: l.attraction,
        })
        .collect();
    let routes = map
        .route_ids()
        .map(|id| {
            let r = map.route(id);
            let side = match r.twin {
                None => 0,
                Some(twin) if id < twin => -1,
                Some(_) => 1,
            };
            let points = map.points_for_spaces(r.spaces);
            RouteView {
                key: r.key.clone(),
                name: t.new_york_route(map, id),
                label: t.format(
                    "ny-table-route-label",
                    &[
                        ("route", t.new_york_route(map, id).into()),
                        ("spaces", i64::from(r.spaces).into()),
                        ("points", i64::from(points).into()),
                    ],
                ),
                a: r.a.0,
                b: r.b.0,
                colour: r.colour.key(),
                colour_name: t.route_colour(r.colour),
                spaces: r.spaces,
                points,
                side,
            }
        })
        .collect();
    let tickets = map.ticket_ids().map(|id| ticket_view(game, id, t)).collect();
    BoardView { name: map.name().to_string(), locations, routes, tickets, colours: palette() }
}

fn ticket_view(game: &Game, id: TicketId, t: &Translator) -> TicketView {
    let ticket = game.map().ticket(id);
    TicketView { key: ticket.key.clone(), name: t.new_york_ticket(game.map(), id), points: ticket.points }
}

/// A seat's state now.
#[derive(Debug, Clone, Serialize)]
pub struct SeatState {
    /// The host's run.
    pub epoch: String,
    /// Grows at every change.
    pub version: u64,
    /// The seat (player number, 1-based).
    pub seat: u8,
    /// Its player's name.
    pub name: String,
    /// Its taxi colour's key.
    pub colour: &'static str,
    /// The phone's language.
    pub lang: &'static str,
    /// The game is over: everything is public (see `end`).
    pub game_over: bool,
    /// Every player, in seat order: what the whole table sees.
    pub players: Vec<PlayerView>,
    /// Every claimed route: its key and its player.
    pub claims: Vec<ClaimView>,
    /// The routes this seat may claim now.
    pub claimable: Vec<String>,
    /// This seat's own tickets, live.
    pub tickets: Vec<OwnTicket>,
    /// Tickets in the deck (every player sees the deck).
    pub deck: usize,
    /// How many tickets a draw enters now (2, or the 1 left; 0: none).
    pub draw: usize,
    /// The last round's notice, once a player is down to 2 taxis.
    pub last_round: Option<String>,
    /// Whether this seat may say it played its last turn.
    pub can_end_turn: bool,
    /// What to do now, a sentence.
    pub prompt: String,
    /// The status line: the deck, the last round.
    pub status: String,
    /// The page's fixed words.
    pub words: Words,
    /// `null` while the game goes on; the final scores, all public, once
    /// it is over.
    pub end: Option<EndView>,
}

/// A player as the whole table sees them during the game.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    /// Player number.
    pub seat: u8,
    /// Name.
    pub name: String,
    /// Taxi colour key.
    pub colour: &'static str,
    /// Taxis left.
    pub taxis_left: u8,
    /// "12 taxis left".
    pub taxis_words: String,
    /// Points of the routes claimed (public: on the board).
    pub routes: u32,
    /// Tourist Attractions touched (public: on the board).
    pub attractions: u32,
    /// How many tickets the player keeps (the cards in front of them);
    /// never which.
    pub tickets_held: usize,
    /// "2 tickets".
    pub tickets_words: String,
    /// Said they played their last turn.
    pub last_turn_done: bool,
    /// This seat.
    pub you: bool,
}

/// A claimed route.
#[derive(Debug, Clone, Serialize)]
pub struct ClaimView {
    /// The route's key.
    pub route: String,
    /// Its player.
    pub seat: u8,
}

/// One of the seat's own tickets, as the desktop's pad shows it.
#[derive(Debug, Clone, Serialize)]
pub struct OwnTicket {
    /// Its key.
    pub key: String,
    /// "Chelsea–Brooklyn (8)".
    pub name: String,
    /// Its value.
    pub points: u8,
    /// Joined by the player's routes.
    pub completed: bool,
    /// Spaces still to claim (0 when completed; `null` when no way is left).
    pub missing: Option<u32>,
    /// "completed", "3 spaces still to claim" or "no way left…".
    pub status: String,
    /// The routes of the path (completed) or of the cheapest way still open.
    pub path: Vec<String>,
}

/// The page's fixed words.
#[derive(Debug, Clone, Serialize)]
pub struct Words {
    /// "Players".
    pub players: String,
    /// "Your Destination Tickets".
    pub your_tickets: String,
    /// Who sees them.
    pub private_note: String,
    /// No ticket yet.
    pub no_tickets: String,
    /// The draw's button.
    pub enter_tickets: String,
    /// The draw's help.
    pub draw_help: String,
    /// "Keep".
    pub keep: String,
    /// The draw's confirm button.
    pub confirm_tickets: String,
    /// "Cancel".
    pub cancel: String,
    /// The last-turn button.
    pub last_turn: String,
    /// Beside a player who played their last turn.
    pub last_turn_done: String,
    /// "Claim".
    pub claim: String,
    /// "Take back".
    pub take_back: String,
    /// "Routes", "Tourist Attractions", "Destination Tickets", "Total".
    pub routes: String,
    /// The attractions row.
    pub attractions: String,
    /// The tickets row.
    pub tickets_row: String,
    /// The total row.
    pub total: String,
    /// The connection lost.
    pub reconnecting: String,
    /// The link replaced.
    pub replaced: String,
}

/// The end: every player's rows and tickets, as the desktop's final scores.
#[derive(Debug, Clone, Serialize)]
pub struct EndView {
    /// "Final scores".
    pub heading: String,
    /// "Alice wins!" or who share the victory.
    pub result: String,
    /// The tie-break's words when it decided, else `null`.
    pub tie_break: Option<String>,
    /// Every player, best first.
    pub ranking: Vec<EndRow>,
    /// "Winner".
    pub winner_word: String,
    /// The BG Stats button, as on every Trailpad final score.
    pub bgstats: BgStatsView,
}

/// One player's final rows.
#[derive(Debug, Clone, Serialize)]
pub struct EndRow {
    /// Player number.
    pub seat: u8,
    /// Place (equal on a shared victory).
    pub place: usize,
    /// Name.
    pub name: String,
    /// Taxi colour key.
    pub colour: &'static str,
    /// Routes row.
    pub routes: u32,
    /// Destination Tickets row (completed minus failed).
    pub tickets: i32,
    /// Tourist Attractions row.
    pub attractions: u32,
    /// Total.
    pub total: i32,
    /// Tickets completed.
    pub completed: u32,
    /// A winner.
    pub winner: bool,
    /// This seat.
    pub you: bool,
    /// Every ticket the player kept, with its status.
    pub ticket_list: Vec<OwnTicket>,
}

/// The BG Stats link of the play.
#[derive(Debug, Clone, Serialize)]
pub struct BgStatsView {
    /// "Log in BG Stats".
    pub button: String,
    /// The desktop's `createPlay` link, or `null` when it cannot be sent.
    pub link: Option<String>,
    /// Why not, when not.
    pub missing: Option<String>,
}

/// The host's view: everything, at any time.
#[derive(Debug, Clone, Serialize)]
pub struct HostState {
    /// The host's run.
    pub epoch: String,
    /// Grows at every change.
    pub version: u64,
    /// The game is over.
    pub game_over: bool,
    /// Every player as the table sees them.
    pub players: Vec<PlayerView>,
    /// Every claim.
    pub claims: Vec<ClaimView>,
    /// Every player's rows and tickets now (the final scores once over).
    pub scores: Vec<EndRow>,
    /// Tickets in the deck.
    pub deck: usize,
    /// The last round's notice.
    pub last_round: Option<String>,
    /// The players the last round waits for.
    pub waiting: Vec<String>,
    /// Number of actions in the record.
    pub actions: usize,
    /// The end, once over.
    pub end: Option<EndView>,
}

fn own_ticket(game: &Game, player: u8, id: TicketId, t: &Translator) -> OwnTicket {
    let status = game.ticket_status(player, id);
    let map = game.map();
    OwnTicket {
        key: map.ticket(id).key.clone(),
        name: t.new_york_ticket(map, id),
        points: status.points,
        completed: status.completed,
        missing: status.missing_spaces,
        // Once the game is over a ticket is kept or lost: said as the
        // desktop's final pad says it.
        status: if status.completed {
            t.text("ny-ticket-completed")
        } else if game.is_over() {
            t.text("ny-ticket-failed")
        } else {
            t.new_york_missing(status.missing_spaces)
        },
        path: status.path.iter().map(|r: &RouteId| map.route(*r).key.clone()).collect(),
    }
}

fn players_view(game: &Game, seat: Option<u8>, t: &Translator) -> Vec<PlayerView> {
    game.player_numbers()
        .filter_map(|p| {
            let player = game.player(p)?;
            let score = game.player_score(p);
            let left = game.taxis_left(p);
            Some(PlayerView {
                seat: p,
                name: player.name.clone(),
                colour: player.colour.key(),
                taxis_left: left,
                taxis_words: t.format("ny-table-taxis-left", &[("count", i64::from(left).into())]),
                routes: score.routes,
                attractions: score.attractions,
                tickets_held: score.ticket_status.len(),
                tickets_words: t.format(
                    "ny-table-tickets-held",
                    &[("count", i64::try_from(score.ticket_status.len()).unwrap_or(0).into())],
                ),
                last_turn_done: game.played_last_turn(p),
                you: seat == Some(p),
            })
        })
        .collect()
}

fn claims_view(game: &Game) -> Vec<ClaimView> {
    let map = game.map();
    map.route_ids()
        .filter_map(|id| Some(ClaimView { route: map.route(id).key.clone(), seat: game.owner(id)? }))
        .collect()
}

/// The players the last round still waits for (number, name); nobody
/// before it or after the end.
pub fn last_turn_waiting(game: &Game) -> Vec<(u8, String)> {
    if !game.is_last_round() || game.is_over() {
        return Vec::new();
    }
    game.player_numbers()
        .filter(|p| !game.played_last_turn(*p))
        .filter_map(|p| Some((p, game.player(p)?.name.clone())))
        .collect()
}

fn last_round_words(game: &Game, t: &Translator) -> Option<String> {
    let first = *game.last_round_players().first()?;
    (!game.is_over()).then(|| capitalise(&t.new_york_last_round(game, first)))
}

/// A seat's state: only what that seat may see until the end.
pub fn seat_state(log: &Log<Game>, seat: u8, run: Run<'_>, t: &Translator) -> Option<SeatState> {
    let game = log.game();
    let player = game.player(seat)?;
    let over = game.is_over();
    let claimable = if over {
        Vec::new()
    } else {
        game.map()
            .route_ids()
            .filter(|r| game.claim_refusal(seat, *r, false).is_none())
            .map(|r| game.map().route(r).key.clone())
            .collect()
    };
    let tickets =
        game.tickets_of(seat).into_iter().map(|id| own_ticket(game, seat, id, t)).collect::<Vec<_>>();
    let waiting = last_turn_waiting(game);
    let can_end_turn = waiting.iter().any(|(p, _)| *p == seat);
    let draw = draw_size(game);
    let prompt = if over {
        t.text("play-game-over")
    } else if tickets.is_empty() {
        t.text("ny-table-prompt-first-tickets")
    } else if can_end_turn {
        t.text("ny-table-prompt-last-turn")
    } else if !waiting.is_empty() {
        let names: Vec<&str> = waiting.iter().map(|(_, n)| n.as_str()).collect();
        t.format("ny-table-waiting-last", &[("names", t.names(&names).into())])
    } else {
        t.text("ny-table-prompt-claim")
    };
    Some(SeatState {
        epoch: run.epoch.to_string(),
        version: run.version,
        seat,
        name: player.name.clone(),
        colour: player.colour.key(),
        lang: t.language().code(),
        game_over: over,
        players: players_view(game, Some(seat), t),
        claims: claims_view(game),
        claimable,
        tickets,
        deck: deck_size(game),
        draw: if over { 0 } else { draw },
        last_round: last_round_words(game, t),
        can_end_turn,
        prompt,
        status: status(game, t),
        words: words(t),
        end: over.then(|| end_view(log, Some(seat), t, run.people)),
    })
}

fn status(game: &Game, t: &Translator) -> String {
    let deck = t.format("ny-table-deck", &[("count", i64::try_from(deck_size(game)).unwrap_or(0).into())]);
    if game.is_over() { format!("{} · {deck}", capitalise(&t.text("play-game-over"))) } else { deck }
}

fn words(t: &Translator) -> Words {
    Words {
        players: t.text("phone-players"),
        your_tickets: t.text("ny-table-your-tickets"),
        private_note: t.text("ny-table-private"),
        no_tickets: t.text("ny-table-no-tickets"),
        enter_tickets: t.text("ny-table-enter-tickets"),
        draw_help: t.text("ny-table-draw-help"),
        keep: t.text("ny-table-keep"),
        confirm_tickets: t.text("ny-table-confirm-tickets"),
        cancel: t.text("ny-table-cancel"),
        last_turn: t.text("ny-table-last-turn"),
        last_turn_done: t.text("ny-table-last-turn-done"),
        claim: t.text("ny-table-claim"),
        take_back: t.text("ny-table-take-back"),
        routes: t.new_york_pad_row(crate::i18n::new_york::PadRow::Routes),
        attractions: t.new_york_pad_row(crate::i18n::new_york::PadRow::Attractions),
        tickets_row: t.new_york_pad_row(crate::i18n::new_york::PadRow::Tickets),
        total: t.new_york_pad_row(crate::i18n::new_york::PadRow::Total),
        reconnecting: t.text("phone-reconnecting"),
        replaced: t.text("phone-link-replaced"),
    }
}

fn end_rows(game: &Game, seat: Option<u8>, t: &Translator) -> Vec<EndRow> {
    let scores = game.scores();
    let mut rows: Vec<(usize, &PlayerScore)> = scores
        .players
        .iter()
        .map(|s| {
            let wins = |p: u8| scores.winners.contains(&p);
            let ahead = scores
                .players
                .iter()
                .filter(|o| o.total > s.total || (o.total == s.total && wins(o.player) && !wins(s.player)))
                .count();
            (1 + ahead, s)
        })
        .collect();
    rows.sort_by_key(|(place, s)| (*place, s.player));
    rows.into_iter()
        .map(|(place, s)| EndRow {
            seat: s.player,
            place,
            name: t.new_york_player(game, s.player),
            colour: game.player(s.player).map_or("", |p| p.colour.key()),
            routes: s.routes,
            tickets: s.tickets,
            attractions: s.attractions,
            total: s.total,
            completed: s.completed,
            winner: scores.winners.contains(&s.player),
            you: seat == Some(s.player),
            ticket_list: s.ticket_status.iter().map(|ts| own_ticket(game, s.player, ts.ticket, t)).collect(),
        })
        .collect()
}

/// The final scores, all public: the same totals, winners and BG Stats
/// link as the desktop's final scores of the same record, each person
/// named and identified as `people` (the host's player list) does.
pub fn end_view(log: &Log<Game>, seat: Option<u8>, t: &Translator, people: &PlayerList) -> EndView {
    let game = log.game();
    let record = log.record();
    let scores = game.scores();
    let winners: Vec<String> = scores.winners.iter().map(|w| t.new_york_player(game, *w)).collect();
    let names: Vec<&str> = winners.iter().map(String::as_str).collect();
    let result = match names.len() {
        0 => String::new(),
        1 => t.format("summary-wins", &[("name", names[0].into())]),
        _ => t.format("summary-share", &[("names", t.names(&names).into())]),
    };
    let best = scores.players.iter().map(|p| p.total).max();
    let tied = scores.players.iter().filter(|p| Some(p.total) == best).count();
    let tie_break = (tied > scores.winners.len()).then(|| capitalise(&t.text("ny-tie-break")));
    let play = crate::export::plays::play_of::<Game>(record, game);
    let (link, missing) = match bgstats_play_for(&play, |s| t.new_york_player(game, s), people) {
        Ok(play) => (Some(play.link()), None),
        Err(BgStatsError::NoDate) => (None, Some(t.text("bgstats-no-date"))),
        Err(BgStatsError::NotOver) => (None, Some(t.text("bgstats-not-over"))),
        Err(BgStatsError::MissingTotals(_)) => (None, Some(t.text("bgstats-not-over"))),
    };
    EndView {
        heading: t.text("summary-final"),
        result,
        tie_break,
        ranking: end_rows(game, seat, t),
        winner_word: t.text("phone-end-winner"),
        bgstats: BgStatsView { button: t.text("bgstats-log"), link, missing },
    }
}

/// The table as the host sees it: every player's tickets and rows too.
pub fn host_state(log: &Log<Game>, run: Run<'_>, t: &Translator) -> HostState {
    let game = log.game();
    HostState {
        epoch: run.epoch.to_string(),
        version: run.version,
        game_over: game.is_over(),
        players: players_view(game, None, t),
        claims: claims_view(game),
        scores: end_rows(game, None, t),
        deck: deck_size(game),
        last_round: last_round_words(game, t),
        waiting: last_turn_waiting(game).into_iter().map(|(_, name)| name).collect(),
        actions: log.record().actions.len(),
        end: game.is_over().then(|| end_view(log, None, t, run.people)),
    }
}
