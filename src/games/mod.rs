//! The games Trailpad keeps a pad for, each with its pure rules, data and
//! record: *Trails of Tucana* in [`tucana`], *Ticket to Ride: New York* in
//! [`new_york`]. Nothing here touches egui, files or the clock.

pub mod date;
#[cfg(test)]
mod fake_played;
pub mod form_choices;
pub mod log;
pub mod players;
pub mod progress;
pub mod read;
pub mod record;
pub mod registry;
pub mod rules;
#[cfg(test)]
mod same_person_props;
pub mod tucana;

pub use log::{Log, Step, TakeBackError, TakeBackErrorOf};
pub use read::{RecordReadError, UnknownField};
pub use record::{Boards, Record, RecordWriteError};
pub use registry::{KindVisitor, RecordVisitor};
pub use rules::{PlayerTotal, Rules, TakeBack};

use registry::games;

use serde::Deserialize;

/// The `game` field of a New York record.
pub const NEW_YORK_GAME: &str = "ticket-to-ride-new-york";
/// The `game` field a Tucana record may carry (records written so far
/// carry none, which means the same).
pub const TUCANA_GAME: &str = "trails-of-tucana";

games! {
    /// *Trails of Tucana* (every record without a `game` field).
    Tucana => tucana::rules::TucanaGame,
    /// *Ticket to Ride: New York*.
    NewYork(new_york) => new_york::Game,
    #[cfg(feature = "test-game")]
    /// *Tally*, the test game (only for the tests).
    Tally(tally) => tally::Game,
}

impl GameKind {
    /// The game of a record without a `game` field: the registry's first
    /// game (Tucana: every record written before New York).
    pub fn unnamed() -> GameKind {
        GameKind::ALL[0]
    }

    /// The game a record's `game` field names: empty (or no field at all)
    /// is Tucana, as every record written before New York.
    pub fn from_record_id(id: &str) -> Option<GameKind> {
        if id.is_empty() {
            return Some(GameKind::unnamed());
        }
        GameKind::ALL.iter().copied().find(|kind| kind.record_id() == id)
    }
}

/// The games this Trailpad knows, as the library's messages name them:
/// every game's record id, and no `game` field for the unnamed one
/// (`"ticket-to-ride-new-york", or no game field for Trails of Tucana`),
/// from the registry's list.
pub fn known_games() -> String {
    let unnamed = GameKind::unnamed();
    let named: Vec<String> =
        GameKind::ALL.iter().filter(|k| **k != unnamed).map(|k| format!("\"{}\"", k.record_id())).collect();
    match named.is_empty() {
        true => format!("no game field for {}", unnamed.title()),
        false => format!("{}, or no game field for {}", named.join(", "), unnamed.title()),
    }
}

/// A record naming a game this Trailpad does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "this record is of the game \"{}\", which this Trailpad does not know (known: {})",
    crate::text::from_file(.0),
    known_games()
)]
pub struct UnknownGame(pub String);

/// Which game a record's text is of, read from its top-level `game`
/// field alone (see [`read::game_of`]), even when the rest of the text
/// does not parse: no field (every Tucana record written so far) is
/// Tucana. An unknown game is named escaped and cut.
pub fn detect_game(text: &str) -> Result<GameKind, UnknownGame> {
    read::game_of(text).map_err(|e| match e {
        RecordReadError::UnknownGame(name) => UnknownGame(name),
        // game_of refuses nothing else; named as the error says it.
        other => UnknownGame(other.to_string()),
    })
}

/// A file's format version (a record, a sheet, a map) that the reader of
/// this build cannot take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UnreadableFormat {
    /// Newer than the reader knows.
    Newer(u32),
    /// Version 0, which never existed.
    Zero,
}

#[derive(Deserialize)]
struct FormatHeader {
    format: u32,
}

/// Reads a file's `format` field on its own, before the rest, so that a
/// newer file gets a clear message even when the rest no longer parses.
/// `None` when the version is one up to `newest`, or cannot be read (the
/// full parse then says where the text stops making sense).
pub(crate) fn unreadable_format(text: &str, newest: u32) -> Option<UnreadableFormat> {
    let header = ron::from_str::<FormatHeader>(text).ok()?;
    match header.format {
        0 => Some(UnreadableFormat::Zero),
        found if found > newest => Some(UnreadableFormat::Newer(found)),
        _ => None,
    }
}

/// What the parts every game shares — the lists of saved games, the
/// history, its statistics — know of one played game, whichever game it
/// is. Each game's summary implements it; the statistics are computed over
/// it once for all games (each game's kept apart from the others').
pub trait PlayedGame {
    /// The game it is a game of.
    type Game: Rules;
    /// Which game it is.
    fn kind(&self) -> GameKind {
        <Self::Game as Rules>::KIND
    }
    /// The names of the players whose scores are kept here, in seat order.
    fn player_names(&self) -> &[String];
    /// Each of those players' totals, in the same order (a New York total
    /// can be below zero).
    fn player_totals(&self) -> Vec<i64>;
    /// The names of the players who win (who lead, while under way).
    fn winner_names(&self) -> &[String];
    /// Whether the game is over (only those count in statistics).
    fn is_over(&self) -> bool;
    /// Whether a win beat someone: two or more totals were compared. A
    /// solo game, or one sheet whose opponents' totals are unknown, has
    /// nobody to beat and counts no win.
    fn has_opponents(&self) -> bool;
    /// Every named player whose total is known, with it, in seat order:
    /// what statistics and charts count. By default the players of
    /// [`PlayedGame::player_names`]; a game that knows more (Tucana's
    /// named paper seats with their typed totals) adds them.
    fn counted_players(&self) -> Vec<(String, i64)> {
        self.player_names().iter().cloned().zip(self.player_totals()).collect()
    }
    /// The names among [`PlayedGame::counted_players`] who win.
    fn counted_winners(&self) -> Vec<String> {
        self.winner_names().to_vec()
    }
}

/// What the lists show of one game of a game: its summary, built beside
/// its game (Tucana's `tucana::summary`, New York's `new_york::summary`;
/// a game without one is listed by the store's `Standing`). The listing
/// needs only this of it (whether it is over, who played, their names as
/// today); what a row shows beyond it is its game's screen's.
pub trait Summary: PlayedGame + Clone + std::fmt::Debug + Send + 'static {
    /// Every person named in the game (players, named seats kept on
    /// paper), in seat order.
    fn people(&self) -> Vec<String>;
    /// The same summary with every name as `name_of` shows it today.
    fn renamed_as(&self, name_of: &dyn Fn(&str) -> String) -> Self;
    /// Where it was played, in the file's words, for telling one game
    /// from another when people are merged: by default its game's title
    /// (Tucana says its island).
    fn where_played(&self) -> String {
        <Self::Game as Rules>::TITLE.to_string()
    }
}

/// What the statistics count of one played game, whichever game it is:
/// [`PlayedGame`] as a trait object (every [`PlayedGame`] is one), for
/// the lists that hold games of several games.
pub trait Counted {
    /// Whether the game is over (only those count).
    fn is_over(&self) -> bool;
    /// Whether a win beat someone ([`PlayedGame::has_opponents`]).
    fn has_opponents(&self) -> bool;
    /// Every named player whose total is known, with it, in seat order.
    fn counted_players(&self) -> Vec<(String, i64)>;
    /// The names among [`Counted::counted_players`] who win.
    fn counted_winners(&self) -> Vec<String>;
}

impl<T: PlayedGame> Counted for T {
    fn is_over(&self) -> bool {
        PlayedGame::is_over(self)
    }
    fn has_opponents(&self) -> bool {
        PlayedGame::has_opponents(self)
    }
    fn counted_players(&self) -> Vec<(String, i64)> {
        PlayedGame::counted_players(self)
    }
    fn counted_winners(&self) -> Vec<String> {
        PlayedGame::counted_winners(self)
    }
}

/// One player's results over finished games of one kind.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerResults {
    /// The player's name.
    pub name: String,
    /// Games finished.
    pub games: usize,
    /// Games won (a shared victory counts for every winner).
    pub wins: usize,
    /// Best total.
    pub best: i64,
    /// Average total.
    pub average: f64,
}

/// Per person (sorted by name), their results over the finished games
/// given; games under way are left out. Names of one person
/// ([`crate::text::same_person`]) count together, shown by the name first
/// met; a game counts once per person, and a win only when one of the
/// winners is that person.
pub fn player_results<'a, G: Counted + ?Sized + 'a>(
    games: impl IntoIterator<Item = &'a G>,
) -> Vec<PlayerResults> {
    // Per person's key: the name shown, the totals, the wins.
    let mut tally: std::collections::BTreeMap<String, (String, Vec<i64>, usize)> =
        std::collections::BTreeMap::new();
    for game in games.into_iter().filter(|g| g.is_over()) {
        let winners: Vec<String> =
            game.counted_winners().iter().map(|w| crate::text::person_key(w)).collect();
        let mut seen = Vec::new();
        for (name, total) in game.counted_players() {
            let key = crate::text::person_key(&name);
            // A record cannot seat one person twice (the reader refuses
            // it); were it to, the person still counts one game.
            if seen.contains(&key) {
                continue;
            }
            let won = game.has_opponents() && winners.contains(&key);
            let entry = tally.entry(key.clone()).or_insert_with(|| (name, Vec::new(), 0));
            seen.push(key);
            entry.1.push(total);
            if won {
                entry.2 += 1;
            }
        }
    }
    let mut results: Vec<PlayerResults> = tally
        .into_values()
        .map(|(name, totals, wins)| PlayerResults {
            name,
            games: totals.len(),
            wins,
            best: totals.iter().copied().max().unwrap_or(0),
            average: totals.iter().sum::<i64>() as f64 / totals.len().max(1) as f64,
        })
        .collect();
    results.sort_by(|a, b| a.name.cmp(&b.name));
    results
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_game_is_cut_where_its_words_are_built() {
        // Built by hand with the whole value, the words still keep their end.
        let huge = "x".repeat(3_000_000);
        let cut = format!("{}…", "x".repeat(crate::text::MAX_SHOWN_CHARS));
        for words in
            [UnknownGame(huge.clone()).to_string(), RecordReadError::UnknownGame(huge.clone()).to_string()]
        {
            assert!(words.ends_with("or no game field for Trails of Tucana)"), "{}", words.len());
            assert!(words.contains(&format!("\"{cut}\"")) && words.len() < 400, "{}", words.len());
        }
        let wrong = new_york::NewYorkRecordError::WrongGame(huge).to_string();
        assert_eq!(wrong, format!("this record is of the game \"{cut}\", not \"{NEW_YORK_GAME}\""));
        let forged = UnknownGame("a\nWinner: Mallory".into()).to_string();
        assert!(forged.contains("\"a\\nWinner: Mallory\""), "{forged}");
    }

    use super::fake_played::played;

    #[test]
    fn results_count_finished_games_shared_wins_and_negative_totals() {
        let games = [
            played(&[("Ann", 30), ("Bob", 30)], &["Ann", "Bob"], true, true),
            played(&[("Ann", -4), ("Bob", 12)], &["Bob"], true, true),
            played(&[("Ann", 99), ("Bob", 0)], &["Ann"], false, true),
            played(&[("Cy", 40)], &["Cy"], true, false),
        ];
        let results = player_results(&games);
        let ann = PlayerResults { name: "Ann".into(), games: 2, wins: 1, best: 30, average: 13.0 };
        let bob = PlayerResults { name: "Bob".into(), games: 2, wins: 2, best: 30, average: 21.0 };
        let cy = PlayerResults { name: "Cy".into(), games: 1, wins: 0, best: 40, average: 40.0 };
        assert_eq!(results, vec![ann, bob, cy]);
    }
}
