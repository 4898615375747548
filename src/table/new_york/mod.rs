//! *Ticket to Ride: New York* at the table: each player claims their
//! routes and enters their Destination Tickets on their own phone, and
//! nobody else's phone learns those tickets before the end. Given to the
//! one table server through [`TableGame`]: its commands
//! ([`command`]), its seat view ([`view`]: boardgame.io's `playerView`)
//! and its phone page (`phone.html`, compiled in).
//!
//! The pad knows no turns (nor does the desktop's): nobody is "on turn".
//! Once a player is down to two taxis or fewer, every player says on their
//! phone that they played their last turn, and the last one to say so
//! ends the game (the host may end it at any time).

pub mod command;
pub mod view;

use super::body_error::BodyError;
use super::game::{Run, TableGame};
use super::host::HostError;
use crate::games::Log;
use crate::games::new_york::{Action, Game, Refusal};
use crate::i18n::Translator;
use command::NewYorkCommand;

/// New York's phone page, compiled in: nothing is served from the file
/// system.
pub const NEW_YORK_PHONE_PAGE: &str = concat!(include_str!("phone.html"), include_str!("../live.js"));

impl TableGame for Game {
    type Command = NewYorkCommand;

    const PHONE_PAGE: &'static str = NEW_YORK_PHONE_PAGE;

    fn seats(game: &Game) -> Vec<(u8, String)> {
        game.player_numbers().filter_map(|p| Some((p, game.player(p)?.name.clone()))).collect()
    }

    fn parse_command(body: &[u8]) -> Result<NewYorkCommand, BodyError> {
        command::parse(body)
    }

    fn parse_host_action(body: &[u8]) -> Result<Action, BodyError> {
        command::parse_host(body)
    }

    fn command(log: &mut Log<Game>, seat: u8, command: &NewYorkCommand) -> Result<(), HostError<Game>> {
        command::carry_out(log, seat, command)
    }

    /// Nothing happens by itself: the last player to play their last turn
    /// ends the game with their own command.
    fn settle(_log: &mut Log<Game>, _auto_reveal: bool) {}

    fn sheet(game: &Game, seat: u8, t: &Translator) -> Option<serde_json::Value> {
        game.player(seat)?;
        serde_json::to_value(view::board_view(game, t)).ok()
    }

    fn seat_state(log: &Log<Game>, seat: u8, run: Run<'_>, t: &Translator) -> Option<serde_json::Value> {
        serde_json::to_value(view::seat_state(log, seat, run, t)?).ok()
    }

    fn host_state(log: &Log<Game>, run: Run<'_>, t: &Translator) -> serde_json::Value {
        serde_json::to_value(view::host_state(log, run, t)).unwrap_or_default()
    }

    fn refusal_words(game: &Game, refusal: &Refusal, t: &Translator) -> String {
        t.new_york_refusal(game, refusal)
    }

    /// New York has no take-back (corrections are a phone's own "Take
    /// back" of a route, and the host's undo): never asked by a phone.
    fn take_back_words(game: &Game, error: &crate::games::TakeBackErrorOf<Game>, t: &Translator) -> String {
        t.format("take-back-nothing", &[("name", t.new_york_player(game, error.seat()).into())])
    }

    /// Once the last round is on, the players who have not said they
    /// played their last turn; before it, nobody (the pad knows no turns).
    fn waiting_for(log: &Log<Game>) -> Vec<String> {
        view::last_turn_waiting(log.game()).into_iter().map(|(_, name)| name).collect()
    }
}
