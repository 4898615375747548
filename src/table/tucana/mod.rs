//! Tucana at the table: its seat view ([`view`]), its coach on the phones
//! ([`coach`]), its commands (a trail, a pass, a take-back), the host's
//! cards and actions, and its phone page, given to the one table server
//! through [`TableGame`].

pub mod coach;
pub mod view;

/// Tucana's phone page, with the script every table's page shares: one
/// file, sent as it is (the page fetches the seat's state as JSON).
pub const TUCANA_PHONE_PAGE: &str = concat!(include_str!("phone.html"), include_str!("../live.js"));

use crate::games::Log;
use crate::games::tucana::record::TakeBackError;
use crate::games::tucana::rules::{Action, BonusCard, TucanaGame};
use crate::games::tucana::sheet::{Card, Coord, Letter, Sight};
use crate::i18n::{Translator, describe_action};
use crate::table::body_error::BodyError;
use crate::table::game::{Run, TableGame};
use crate::table::host::{HostError, SeatCommand};
use crate::table::server::{Access, Shared, TimedBody, host_request, host_response, json_body};
use axum::Router;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use view::TablePlayer;

impl TableGame for TucanaGame {
    type Command = SeatCommand;

    const PHONE_PAGE: &'static str = TUCANA_PHONE_PAGE;

    fn seats(game: &TucanaGame) -> Vec<(u8, String)> {
        game.players().iter().map(|p| (p.seat, p.name.clone())).collect()
    }

    fn parse_command(body: &[u8]) -> Result<SeatCommand, BodyError> {
        ActionBody::parse(body)
    }

    fn parse_host_action(body: &[u8]) -> Result<Action, BodyError> {
        HostActionBody::parse(body)
    }

    fn command(log: &mut Log<TucanaGame>, seat: u8, command: &SeatCommand) -> Result<(), HostError> {
        match command {
            SeatCommand::Trail { from, to } => {
                let action = log.game().trail_action(seat, *from, *to);
                log.apply(action).map(drop).map_err(HostError::Refused)
            }
            SeatCommand::Pass => log.apply(Action::Pass { seat }).map(drop).map_err(HostError::Refused),
            SeatCommand::TakeBack => log.take_back(seat).map(drop).map_err(HostError::TakeBack),
        }
    }

    /// With the app's deck and `auto_reveal`, reveals the next cards (and
    /// makes the solo reshuffle the deck would make) once nobody is left
    /// to play.
    fn settle(log: &mut Log<TucanaGame>, auto_reveal: bool) {
        if !auto_reveal {
            return;
        }
        loop {
            let Some(action) = log.game().app_dealing() else {
                return;
            };
            if log.apply(action).is_err() {
                return;
            }
        }
    }

    /// The host's two cards are the turn's: the deck deals nothing on top.
    /// A card taken at the table with no seat named was taken by the
    /// seat kept on paper when there is only one: the record names it,
    /// as the desktop's "mark taken" does.
    fn completed_host_action(game: &TucanaGame, action: Action) -> Action {
        match action {
            Action::TakenElsewhere(card) => match paper_seats(game)[..] {
                [seat] => Action::TakenBy { card, seat },
                _ => action,
            },
            action => action,
        }
    }

    fn settles_after(action: &Action) -> bool {
        !matches!(action, Action::Reveal(..))
    }

    fn sheet(game: &TucanaGame, seat: u8, t: &Translator) -> Option<serde_json::Value> {
        serde_json::to_value(view::sheet_view(game, seat, t)?).ok()
    }

    fn seat_state(
        log: &Log<TucanaGame>,
        seat: u8,
        run: Run<'_>,
        t: &Translator,
    ) -> Option<serde_json::Value> {
        serde_json::to_value(view::seat_state(log, seat, run.epoch, run.version, t, run.people)?).ok()
    }

    fn host_state(log: &Log<TucanaGame>, run: Run<'_>, t: &Translator) -> serde_json::Value {
        let game = log.game();
        let table = view::table_view(log, t);
        let state = HostState {
            epoch: run.epoch.to_string(),
            version: run.version,
            game_over: game.is_over(),
            round: game.round(),
            turn: game.turn_in_round(),
            cards: game.turn_cards().map(|c| c.map(Card::name)),
            next_app_cards: game.next_app_cards().map(|c| c.map(Card::name)),
            players: table.players,
            paper: table.paper,
            actions: log.record().actions.len(),
            blue_cards: game.blue_letters_on_table().into_iter().map(Letter::latin).collect(),
            red_cards: game.red_cards_on_table().iter().map(|s| s.key()).collect(),
            solo_reshuffle_due: game.solo_reshuffle_due(),
        };
        serde_json::to_value(state).unwrap_or_default()
    }

    fn refusal_words(
        game: &TucanaGame,
        refusal: &crate::games::tucana::rules::Refusal,
        t: &Translator,
    ) -> String {
        t.refusal_in(game, refusal)
    }

    fn take_back_words(game: &TucanaGame, error: &TakeBackError, t: &Translator) -> String {
        match error {
            TakeBackError::NothingToTakeBack { seat } => {
                t.format("take-back-nothing", &[("name", t.player_name(game, *seat).into())])
            }
            TakeBackError::GameOver { seat } => {
                t.format("take-back-game-over", &[("name", t.player_name(game, *seat).into())])
            }
            TakeBackError::Conflict { seat, action, refusal, .. } => t.format(
                "take-back-conflict",
                &[
                    ("name", t.player_name(game, *seat).into()),
                    ("what", describe_action(t, game, action).into()),
                    ("reason", t.refusal_in(game, refusal).into()),
                ],
            ),
        }
    }

    fn waiting_for(log: &Log<TucanaGame>) -> Vec<String> {
        view::waiting_for(log.game())
    }
}

/// Tucana's own routes beside every table's: the coach's hint and the
/// host's real cards.
pub(super) fn own_routes(router: Router<Arc<Shared<TucanaGame>>>) -> Router<Arc<Shared<TucanaGame>>> {
    router
        .route("/api/seat/{seat}/hint", post(crate::table::server::coach_hint))
        .route("/api/host/reveal", post(host_reveal))
}

/// The table as the host sees it.
#[derive(Debug, Serialize)]
struct HostState {
    epoch: String,
    version: u64,
    game_over: bool,
    round: u8,
    turn: u8,
    cards: Option<[&'static str; 2]>,
    next_app_cards: Option<[&'static str; 2]>,
    players: Vec<TablePlayer>,
    /// The seats kept on paper, by their names.
    paper: Vec<view::PaperSeatView>,
    actions: usize,
    /// Letters of the blue cards on the table (each stack's top card).
    blue_cards: Vec<char>,
    /// Red cards on the table, by sight key.
    red_cards: Vec<&'static str>,
    /// Solo game: the reshuffle must be entered before the next cards.
    solo_reshuffle_due: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RevealBody {
    cards: [String; 2],
}

fn card_named(name: &str) -> Option<Card> {
    Card::ALL.into_iter().find(|c| c.name() == name)
}

async fn host_reveal(
    State(shared): State<Arc<Shared<TucanaGame>>>,
    Query(access): Query<Access>,
    TimedBody(body): TimedBody,
) -> Response {
    let parse = |body: &[u8]| {
        let body: RevealBody = json_body(body)?;
        match body.cards.each_ref().map(|c| card_named(c)) {
            [Some(first), Some(second)] => Ok(Action::Reveal(first, second)),
            _ => Err(BodyError::UnknownCard),
        }
    };
    match host_request(&shared, &access, &body, parse) {
        Ok((t, action)) => host_response(&shared, action, &t),
        Err(e) => e.into_response(),
    }
}

/// A phone's action, as posted: `{"type": "trail", "from": [r, c], "to": [r, c]}`,
/// `{"type": "pass"}` or `{"type": "take_back"}`. A flat struct rather than
/// a tagged enum: serde cannot refuse unknown fields (a `seat`, say) on the
/// unit variants of a tagged enum, and every field here must be expected.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ActionBody {
    r#type: ActionKind,
    from: Option<[i32; 2]>,
    to: Option<[i32; 2]>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ActionKind {
    Trail,
    Pass,
    TakeBack,
}

impl ActionBody {
    fn parse(body: &[u8]) -> Result<SeatCommand, BodyError> {
        let body: ActionBody = json_body(body)?;
        let coord = |c: [i32; 2]| Coord::new(c[0], c[1]);
        match (body.r#type, body.from, body.to) {
            (ActionKind::Trail, Some(from), Some(to)) => {
                Ok(SeatCommand::Trail { from: coord(from), to: coord(to) })
            }
            (ActionKind::Trail, _, _) => Err(BodyError::TrailNeedsEnds),
            (ActionKind::Pass, None, None) => Ok(SeatCommand::Pass),
            (ActionKind::TakeBack, None, None) => Ok(SeatCommand::TakeBack),
            (_, _, _) => Err(BodyError::OnlyTrailHasEnds),
        }
    }
}

/// The seats of `game` kept on paper, in seat order.
pub(crate) fn paper_seats(game: &TucanaGame) -> Vec<u8> {
    (1..=game.setup().table_size).filter(|s| game.player(*s).is_none()).collect()
}

/// A host action other than revealing cards, as posted:
/// `{"type": "taken", "blue": "A"}` or `{"type": "taken", "red": "yeti"}`
/// (a bonus card a player on paper took at the table; `"seat": 4` names
/// the paper seat that took it, which the table does by itself when only
/// one seat is on paper), or
/// `{"type": "reshuffle", "kept": ["A", "C"]}` (the solo reshuffle with
/// real cards: the blue cards that stay). Flat, every field expected.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct HostActionBody {
    r#type: HostActionKind,
    blue: Option<String>,
    red: Option<String>,
    kept: Option<Vec<String>>,
    seat: Option<u8>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
enum HostActionKind {
    Taken,
    Reshuffle,
}

/// A letter A–E, as one character.
fn letter_named(text: &str) -> Result<Letter, BodyError> {
    let mut chars = text.chars();
    match (chars.next().and_then(Letter::from_char), chars.next()) {
        (Some(letter), None) => Ok(letter),
        _ => Err(BodyError::NotAVillageLetter(crate::text::terminal_safe(text))),
    }
}

impl HostActionBody {
    fn parse(body: &[u8]) -> Result<Action, BodyError> {
        let body: HostActionBody = json_body(body)?;
        let taken = |card: BonusCard| match body.seat {
            Some(seat) => Action::TakenBy { card, seat },
            None => Action::TakenElsewhere(card),
        };
        match (body.r#type, body.blue, body.red, body.kept) {
            (HostActionKind::Taken, Some(blue), None, None) => {
                Ok(taken(BonusCard::Blue(letter_named(&blue)?)))
            }
            (HostActionKind::Taken, None, Some(red), None) => match Sight::from_key(&red) {
                Some(sight) => Ok(taken(BonusCard::Red(sight))),
                None => Err(BodyError::UnknownRedCard),
            },
            (HostActionKind::Taken, _, _, _) => Err(BodyError::TakenNeedsOneCard),
            (HostActionKind::Reshuffle, None, None, Some(kept)) if body.seat.is_none() => {
                let kept = kept.iter().map(|l| letter_named(l)).collect::<Result<Vec<_>, _>>()?;
                Ok(Action::SoloReshuffle { kept })
            }
            (HostActionKind::Reshuffle, _, _, _) => Err(BodyError::ReshuffleOnlyKept),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_wrong_body_is_refused_with_its_own_typed_reason() {
        let seat = |body: &str| ActionBody::parse(body.as_bytes());
        let host = |body: &str| HostActionBody::parse(body.as_bytes());
        assert!(matches!(seat("{"), Err(BodyError::Json(_))));
        assert_eq!(seat(r#"{"type":"trail","from":[0,0]}"#).err(), Some(BodyError::TrailNeedsEnds));
        assert_eq!(seat(r#"{"type":"pass","to":[0,0]}"#).err(), Some(BodyError::OnlyTrailHasEnds));
        assert_eq!(host(r#"{"type":"taken","red":"kraken"}"#).err(), Some(BodyError::UnknownRedCard));
        assert_eq!(host(r#"{"type":"taken"}"#).err(), Some(BodyError::TakenNeedsOneCard));
        assert_eq!(host(r#"{"type":"reshuffle","blue":"A"}"#).err(), Some(BodyError::ReshuffleOnlyKept));
        assert_eq!(
            host(r#"{"type":"reshuffle","kept":[],"seat":3}"#).err(),
            Some(BodyError::ReshuffleOnlyKept)
        );
        assert_eq!(
            host(r#"{"type":"taken","red":"yeti","seat":3}"#).ok(),
            Some(Action::TakenBy { card: BonusCard::Red(Sight::Yeti), seat: 3 }),
            "the paper seat named"
        );
        assert_eq!(
            host(r#"{"type":"taken","blue":"B"}"#).ok(),
            Some(Action::TakenElsewhere(BonusCard::Blue(Letter::B))),
            "none named: the table names it when it can"
        );
        let forged = host("{\"type\":\"taken\",\"blue\":\"\\u001b[2J\"}").err();
        assert_eq!(forged, Some(BodyError::NotAVillageLetter("\\u{1b}[2J".into())));
        assert_eq!(
            forged.map(|e| e.to_string()).as_deref(),
            Some("\"\\\\u{1b}[2J\" is not a village letter A to E"),
            "the words are those the API always sent, escaped"
        );
        assert!(matches!(
            host(r#"{"type":"reshuffle","kept":["A","Q"]}"#),
            Err(BodyError::NotAVillageLetter(_))
        ));
    }
}
