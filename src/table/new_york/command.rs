//! What a New York phone posts for its own player, and what the host
//! posts, checked before the engine sees it:
//!
//! - `{"type": "claim", "route": KEY}`: the player's taxis on a route
//!   (the engine's refusals, in the desktop's words: a taken route, both
//!   routes of a Double Route, too few taxis);
//! - `{"type": "unclaim", "route": KEY}`: a route of the player's own
//!   taken back (a wrong tap corrected);
//! - `{"type": "tickets", "drawn": [KEY, KEY], "kept": [KEY…]}`: the
//!   Destination Tickets dealt at the start or drawn during the game: two
//!   drawn (one when the deck holds only one), at least one kept; the
//!   ones put back return under the deck. A kept ticket is never
//!   discarded: no command drops one.
//! - `{"type": "last_turn"}`: once the last round is on, the player played
//!   their last turn; the last player to say so ends the game.
//!
//! Private means private: a refusal never names another player's ticket
//! nor says who keeps one. Only the tickets kept are checked against the
//! other hands ("not in the deck", naming no ticket and nobody): the ones
//! put back are not, so a player cannot ask whether someone keeps a ticket
//! without keeping it for good.

use crate::games::Log;
use crate::games::new_york::{Action, Game, Refusal};
use crate::table::body_error::BodyError;
use crate::table::host::HostError;
use serde::Deserialize;

/// A New York seat's command, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewYorkCommand {
    /// Claim the route with this key.
    Claim(String),
    /// Take back one's own route with this key.
    Unclaim(String),
    /// Tickets drawn (keys) and those kept.
    Tickets {
        /// The tickets drawn, one or two.
        drawn: Vec<String>,
        /// The ones kept, at least one, among those drawn.
        kept: Vec<String>,
    },
    /// The player played their last turn.
    LastTurn,
}

/// The body, as posted: flat, every field expected (serde cannot refuse
/// unknown fields on the unit variants of a tagged enum).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CommandBody {
    r#type: CommandKind,
    route: Option<String>,
    drawn: Option<Vec<String>>,
    kept: Option<Vec<String>>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum CommandKind {
    Claim,
    Unclaim,
    Tickets,
    LastTurn,
}

/// A seat's command from its body.
pub(super) fn parse(body: &[u8]) -> Result<NewYorkCommand, BodyError> {
    let body: CommandBody = serde_json::from_slice(body)?;
    match (body.r#type, body.route, body.drawn, body.kept) {
        (CommandKind::Claim, Some(route), None, None) => Ok(NewYorkCommand::Claim(route)),
        (CommandKind::Unclaim, Some(route), None, None) => Ok(NewYorkCommand::Unclaim(route)),
        (CommandKind::Claim | CommandKind::Unclaim, _, _, _) => Err(BodyError::RouteOnly),
        (CommandKind::Tickets, None, Some(drawn), Some(kept)) => Ok(NewYorkCommand::Tickets { drawn, kept }),
        (CommandKind::Tickets, _, _, _) => Err(BodyError::DrawnAndKept),
        (CommandKind::LastTurn, None, None, None) => Ok(NewYorkCommand::LastTurn),
        (CommandKind::LastTurn, _, _, _) => Err(BodyError::NothingMore),
    }
}

/// The host's action, as posted: `{"type": "finish"}` ends the game.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HostBody {
    r#type: HostKind,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum HostKind {
    Finish,
}

/// The host's action from its body.
pub(super) fn parse_host(body: &[u8]) -> Result<Action, BodyError> {
    let body: HostBody = serde_json::from_slice(body)?;
    match body.r#type {
        HostKind::Finish => Ok(Action::Finish),
    }
}

/// The table's refusal, by its words' key.
fn declined(key: &'static str) -> HostError<Game> {
    HostError::Declined { key, count: 0 }
}

/// Carries out a seat's command on a copy of the newest game.
pub(super) fn carry_out(
    log: &mut Log<Game>,
    seat: u8,
    command: &NewYorkCommand,
) -> Result<(), HostError<Game>> {
    if log.game().is_over() {
        return Err(HostError::Refused(Refusal::GameOver));
    }
    match command {
        NewYorkCommand::Claim(route) => log
            .apply(Action::Claim { player: seat, route: route.clone() })
            .map(drop)
            .map_err(HostError::Refused),
        NewYorkCommand::Unclaim(route) => {
            let game = log.game();
            let id = game
                .map()
                .route_by_key(route)
                .ok_or_else(|| HostError::Refused(Refusal::UnknownRoute(route.clone())))?;
            match game.owner(id) {
                None => Err(HostError::Refused(Refusal::NotClaimed(id))),
                Some(owner) if owner != seat => Err(declined("ny-table-not-yours")),
                Some(_) => {
                    log.apply(Action::Unclaim { route: route.clone() }).map(drop).map_err(HostError::Refused)
                }
            }
        }
        NewYorkCommand::Tickets { drawn, kept } => {
            let kept = checked_draw(log.game(), seat, drawn, kept)?;
            for ticket in kept {
                log.apply(Action::Keep { player: seat, ticket }).map_err(HostError::Refused)?;
            }
            Ok(())
        }
        NewYorkCommand::LastTurn => {
            let game = log.game();
            // Said again once everybody has (the host took the end back):
            // the end is made again.
            if game.played_last_turn(seat) {
                if !game.everybody_played_last_turn() {
                    return Err(declined("ny-table-done-already"));
                }
            } else {
                // In the record, so a restarted host still knows who has.
                // Before the last round the engine refuses it
                // (Refusal::NotLastRound) in the desktop's words.
                log.apply(Action::LastTurn { player: seat }).map_err(HostError::Refused)?;
            }
            if log.game().everybody_played_last_turn() {
                log.apply(Action::Finish).map_err(HostError::Refused)?;
            }
            Ok(())
        }
    }
}

/// How many tickets a draw holds now: two, or the one left in the deck
/// (the tickets not kept by anyone: those put back return under it).
pub fn draw_size(game: &Game) -> usize {
    deck_size(game).min(2)
}

/// The Destination Tickets in the deck: every ticket no player keeps (a
/// number every player sees at the table).
pub fn deck_size(game: &Game) -> usize {
    game.map().ticket_ids().filter(|t| game.holder(*t).is_none()).count()
}

/// The tickets a draw keeps, when the draw holds: the right number drawn,
/// each known and once, none already the player's, at least one kept and
/// only among those drawn, and each kept one still in the deck.
fn checked_draw(
    game: &Game,
    seat: u8,
    drawn: &[String],
    kept: &[String],
) -> Result<Vec<String>, HostError<Game>> {
    let size = draw_size(game);
    if size == 0 {
        return Err(declined("ny-table-deck-empty"));
    }
    if drawn.len() != size {
        return Err(HostError::Declined { key: "ny-table-draw-count", count: size as i64 });
    }
    let map = game.map();
    let mut ids = Vec::with_capacity(drawn.len());
    for key in drawn {
        let id =
            map.ticket_by_key(key).ok_or_else(|| HostError::Refused(Refusal::UnknownTicket(key.clone())))?;
        if ids.contains(&id) {
            return Err(declined("ny-table-ticket-twice"));
        }
        if game.holder(id) == Some(seat) {
            return Err(declined("ny-table-ticket-yours"));
        }
        ids.push(id);
    }
    if kept.is_empty() {
        return Err(declined("ny-table-keep-one"));
    }
    let mut keeping: Vec<String> = Vec::with_capacity(kept.len());
    for key in kept {
        if !drawn.contains(key) {
            return Err(declined("ny-table-kept-not-drawn"));
        }
        if keeping.contains(key) {
            return Err(declined("ny-table-ticket-twice"));
        }
        keeping.push(key.clone());
    }
    for key in &keeping {
        // In another hand: said without naming the ticket or the hand.
        if map.ticket_by_key(key).is_some_and(|id| game.holder(id).is_some()) {
            return Err(declined("ny-table-not-in-deck"));
        }
    }
    Ok(keeping)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_york::{NewYorkMap, NewYorkSetup};

    fn declined_key(result: Result<(), HostError<Game>>) -> Option<&'static str> {
        match result {
            Err(HostError::Declined { key, .. }) => Some(key),
            _ => None,
        }
    }

    #[test]
    fn the_decks_last_ticket_is_entered_alone_and_kept_and_an_empty_deck_takes_no_draw() {
        let mut log = Log::<Game>::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Ben"]))
            .expect("set-up");
        let keys: Vec<String> = log.game().map().tickets().iter().map(|t| t.key.clone()).collect();
        // Ann keeps every ticket but the last, two by two (the deck's
        // next-to-last pair included).
        for pair in keys[..16].chunks(2) {
            let draw = NewYorkCommand::Tickets { drawn: pair.to_vec(), kept: pair.to_vec() };
            assert!(carry_out(&mut log, 1, &draw).is_ok());
        }
        assert_eq!((deck_size(log.game()), draw_size(log.game())), (2, 2));
        let last_two = keys[16..].to_vec();
        let keep_first = NewYorkCommand::Tickets { drawn: last_two.clone(), kept: vec![last_two[0].clone()] };
        assert!(carry_out(&mut log, 2, &keep_first).is_ok());
        // One left: a draw of two is refused, the one left must be kept.
        assert_eq!(draw_size(log.game()), 1);
        let two = NewYorkCommand::Tickets { drawn: last_two.clone(), kept: vec![last_two[1].clone()] };
        assert_eq!(declined_key(carry_out(&mut log, 2, &two)), Some("ny-table-draw-count"));
        let last = vec![last_two[1].clone()];
        let put_back = NewYorkCommand::Tickets { drawn: last.clone(), kept: vec![] };
        assert_eq!(declined_key(carry_out(&mut log, 1, &put_back)), Some("ny-table-keep-one"));
        let kept = NewYorkCommand::Tickets { drawn: last.clone(), kept: last.clone() };
        assert!(carry_out(&mut log, 1, &kept).is_ok());
        assert_eq!(declined_key(carry_out(&mut log, 2, &kept)), Some("ny-table-deck-empty"));
        assert_eq!(log.game().tickets_of(1).len(), 17, "every kept ticket is still kept");
    }

    #[test]
    fn a_last_round_given_back_forgets_who_had_played_their_last_turn() {
        let mut log = Log::<Game>::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Ben"]))
            .expect("set-up");
        let claim = |route: &str| NewYorkCommand::Claim(route.to_string());
        for route in [
            "chelsea-soho",
            "chinatown-brooklyn-red",
            "wall-street-brooklyn-black",
            "united-nations-gramercy-park",
            "lower-east-side-chinatown",
        ] {
            assert!(carry_out(&mut log, 1, &claim(route)).is_ok(), "{route}");
        }
        assert!(log.game().is_last_round());
        assert!(carry_out(&mut log, 2, &NewYorkCommand::LastTurn).is_ok());
        assert!(log.game().played_last_turn(2));
        let back = NewYorkCommand::Unclaim("chelsea-soho".into());
        assert!(carry_out(&mut log, 1, &back).is_ok());
        assert!(carry_out(&mut log, 1, &claim("midtown-west-chelsea")).is_ok());
        assert!(!log.game().played_last_turn(2), "the last round was given back");
        assert!(!log.game().is_over());
    }

    #[test]
    fn each_wrong_body_is_refused_with_its_own_typed_reason() {
        assert_eq!(parse(br#"{"type":"claim"}"#), Err(BodyError::RouteOnly));
        assert_eq!(parse(br#"{"type":"claim","route":"a","kept":[]}"#), Err(BodyError::RouteOnly));
        assert_eq!(parse(br#"{"type":"tickets","drawn":["a"]}"#), Err(BodyError::DrawnAndKept));
        assert_eq!(parse(br#"{"type":"last_turn","route":"a"}"#), Err(BodyError::NothingMore));
        assert!(matches!(parse(br#"{"type":"claim","route":"a","seat":2}"#), Err(BodyError::Json(_))));
        assert!(matches!(parse_host(br#"{"type":"drop"}"#), Err(BodyError::Json(_))));
        assert_eq!(parse_host(br#"{"type":"finish"}"#), Ok(Action::Finish));
        assert_eq!(
            parse(br#"{"type":"tickets","drawn":["a","b"],"kept":["b"]}"#),
            Ok(NewYorkCommand::Tickets { drawn: vec!["a".into(), "b".into()], kept: vec!["b".into()] })
        );
    }
}
