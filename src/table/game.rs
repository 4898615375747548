//! The seam between the table and a game: what a game that says it can be
//! played at a table of phones ([`crate::games::Rules::HAS_TABLE`]) gives
//! the one table server. The server, its saves, restart, full disk,
//! take-back, the record's lock, the secrets, join codes, revoke and the
//! connection budget are written once (`server.rs`, `host.rs`,
//! `connections.rs`, `join.rs`, `secrets.rs`); a game gives its seat's view
//! (boardgame.io's `playerView`: each seat's state holds only what that
//! seat may see; the host sees all; after the end all is public), the
//! commands a seat may post and its phone page. `tucana.rs` and
//! `new_york.rs` implement it.

use super::body_error::BodyError;
use super::host::HostError;
use crate::games::{Log, Rules, TakeBackErrorOf};
use crate::i18n::Translator;

/// Which run of the host a state belongs to and how far it is: every
/// seat's state and the host's carry both (see
/// [`super::TableHost::epoch`]).
#[derive(Debug, Clone, Copy)]
pub struct Run<'a> {
    /// This host's run (16 hex digits).
    pub epoch: &'a str,
    /// Grows at every change; starts again at 1 with every host.
    pub version: u64,
    /// The host's player list: the end screen's BG Stats link names
    /// people by it, as the desktop's link and `log-play` do.
    pub people: &'a crate::games::players::PlayerList,
}

/// A game served at a table of phones. Everything the phones are sent is
/// built here, in the phone's language, from the saved game only.
pub trait TableGame:
    Rules<Action: Send + Sync, Record: Send + Sync, Refusal: Send + Sync, Board: Send + Sync>
    + Send
    + Sync
    + 'static
{
    /// What a seat's phone posts (`POST /api/seat/<n>/action`), parsed.
    type Command: std::fmt::Debug + Send;
    /// The phone page (HTML, compiled in).
    const PHONE_PAGE: &'static str;

    /// The seats that get a link, with their players' names, in seat order
    /// (a Tucana sheet kept on paper gets none).
    fn seats(game: &Self) -> Vec<(u8, String)>;

    /// A seat's command from a request body, parsed strictly (400 with
    /// the reason).
    fn parse_command(body: &[u8]) -> Result<Self::Command, BodyError>;

    /// A host's action (`POST /api/host/action`), parsed strictly.
    fn parse_host_action(body: &[u8]) -> Result<Self::Action, BodyError>;

    /// A host's action completed from the game before it is applied
    /// (Tucana: a card taken at the table by the only seat on paper names
    /// that seat). As given by default.
    fn completed_host_action(game: &Self, action: Self::Action) -> Self::Action {
        let _ = game;
        action
    }

    /// Carries out a seat's command on `log` (a copy of the newest game:
    /// refused, it is thrown away). Everything a table knows is in the
    /// record (New York's last turns too), so a restarted host knows it.
    fn command(log: &mut Log<Self>, seat: u8, command: &Self::Command) -> Result<(), HostError<Self>>;

    /// What the table does by itself after a change (Tucana: the app's
    /// deck reveals the next cards once everybody is done, with
    /// `auto_reveal`; New York: nothing, the last seat to say it played
    /// its last turn ends the game with its own command).
    fn settle(log: &mut Log<Self>, auto_reveal: bool);

    /// Whether the table settles after this host action (Tucana: not after
    /// the host's own two cards, which are the turn's).
    fn settles_after(action: &Self::Action) -> bool {
        let _ = action;
        true
    }

    /// What a seat is sent once (the board as that seat sees it).
    fn sheet(game: &Self, seat: u8, t: &Translator) -> Option<serde_json::Value>;

    /// A seat's state now: only what that seat may see until the end.
    fn seat_state(log: &Log<Self>, seat: u8, run: Run<'_>, t: &Translator) -> Option<serde_json::Value>;

    /// The table as the host sees it: everything.
    fn host_state(log: &Log<Self>, run: Run<'_>, t: &Translator) -> serde_json::Value;

    /// A rules refusal, in the seat's words (the game as it was checked
    /// against).
    fn refusal_words(game: &Self, refusal: &Self::Refusal, t: &Translator) -> String;

    /// A refused take-back, in the seat's words.
    fn take_back_words(game: &Self, error: &TakeBackErrorOf<Self>, t: &Translator) -> String;

    /// The names of the players the table waits for now (the host's
    /// "waiting for"), in seat order.
    fn waiting_for(log: &Log<Self>) -> Vec<String>;
}
