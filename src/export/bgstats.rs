//! A finished game as a play in BG Stats: the JSON of its `createPlay`
//! link (`https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded
//! JSON>`), which opens the app's new-play screen filled in. Nothing is
//! sent anywhere: the player opens the link (or scans its QR code) on the
//! phone that has BG Stats. Pure: the caller gives the play.
//!
//! The fields follow the public users of the link (see the report of
//! issue 19): `sourceName`, `sourcePlayId` and `playDate` (UTC,
//! `YYYY-MM-DD HH:MM:SS`) always; `game` with `sourceGameId` and
//! `highestWins`; each player's `name`, `sourcePlayerId`, `score`,
//! `winner` and `rank`, in seat order; `durationMin` from when the game
//! started and ended and `location` from the place typed on the final
//! scores, when the record keeps them. No `bggId` (we cite no source for
//! one; BG Stats matches on `sourceGameId` and remembers the match), no
//! `startPlayer` (Tucana is played at once by everyone, and the New
//! York pad does not know who began).

use super::plays::Play;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use serde::{Deserialize, Serialize};

/// Where BG Stats takes a play from another app (the web form: it opens
/// the app on a phone that has it).
pub const CREATE_PLAY: &str = "https://app.bgstatsapp.com/createPlay.html";
/// The name BG Stats knows Trailpad's plays by. Part of how it remembers
/// which of its games and players ours are: never change it.
pub const SOURCE_NAME: &str = "Trailpad";
/// The longest link Trailpad makes: the whole play travels in one URL,
/// and 8,000 characters is what browsers and phones' link handlers take.
pub const MAX_LINK_CHARS: usize = 8000;
/// The longest `comments` sent (characters): short, for the same reason.
pub const MAX_COMMENT_CHARS: usize = 200;
/// The longest `location` sent (characters).
pub const MAX_LOCATION_CHARS: usize = 64;

/// What `encodeURIComponent` leaves as it is; everything else is
/// percent-encoded (UTF-8).
const COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// A play in BG Stats' `createPlay` form.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsPlay {
    /// Always [`SOURCE_NAME`].
    pub source_name: String,
    /// The game's stable id ([`Play::id`]): sending it twice updates one
    /// play instead of making two.
    pub source_play_id: String,
    /// When the game was played, UTC, `YYYY-MM-DD HH:MM:SS`.
    pub play_date: String,
    /// How long the game lasted, whole minutes (at least 1); left out when
    /// the record does not keep when it ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_min: Option<u64>,
    /// Where it was played; left out when nothing was typed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub location: String,
    /// The game.
    pub game: BgStatsGame,
    /// Every seat, in seat order.
    pub players: Vec<BgStatsPlayer>,
    /// The island, the solo title; left out when there is nothing to say.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub comments: String,
}

/// The game of a play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsGame {
    /// The game's English title.
    pub name: String,
    /// The `game` id of its records (`trails-of-tucana`,
    /// `ticket-to-ride-new-york`).
    pub source_game_id: String,
    /// The most points wins, in both games.
    pub highest_wins: bool,
}

/// One player of a play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsPlayer {
    /// The name at the table.
    pub name: String,
    /// Stable per person across games: a hash of the name's look-alike
    /// skeleton ([`crate::text::name_skeleton`]) in lower case, so "Ann" is the same
    /// player every evening; a paper sheet without a name is its seat.
    pub source_player_id: String,
    /// The final total.
    pub score: i64,
    /// Whether this player wins (never alone at the table: a solo game
    /// has nobody to beat).
    pub winner: bool,
    /// 1-based place (equal on a shared victory).
    pub rank: usize,
}

/// Why a game cannot go to BG Stats (yet).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BgStatsError {
    /// The game is not over.
    #[error("the game is not over yet")]
    NotOver,
    /// Paper sheets whose totals were never typed: these seats.
    #[error("the totals of the paper sheets at seat(s) {} are not typed yet", seats_text(.0))]
    MissingTotals(Vec<u8>),
    /// The record keeps no date (written before Trailpad kept one).
    #[error("the record does not say when the game was played")]
    NoDate,
}

fn seats_text(seats: &[u8]) -> String {
    seats.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// The play in BG Stats' form. `paper_name` names a paper sheet by its
/// seat (in the user's language: "Seat 2 (on paper)"), as it has no name.
/// Refused, typed, when the game is not over, a paper total is missing
/// (never sent as zero) or the date is unknown.
pub fn bgstats_play(play: &Play, paper_name: impl Fn(u8) -> String) -> Result<BgStatsPlay, BgStatsError> {
    bgstats_play_for(play, paper_name, crate::games::players::person_id_of)
}

/// [`bgstats_play`], with each named player's `sourcePlayerId` from
/// `player_id` (the player list's id of the person who answers to the
/// name: stable when they are renamed or merged).
pub fn bgstats_play_for(
    play: &Play,
    paper_name: impl Fn(u8) -> String,
    player_id: impl Fn(&str) -> String,
) -> Result<BgStatsPlay, BgStatsError> {
    if !play.over {
        return Err(BgStatsError::NotOver);
    }
    let missing: Vec<u8> = play.seats.iter().filter(|s| s.total.is_none()).map(|s| s.seat).collect();
    if !missing.is_empty() {
        return Err(BgStatsError::MissingTotals(missing));
    }
    let played_at = play.played_at.ok_or(BgStatsError::NoDate)?;
    // A solo game has nobody to beat: no winner (as in the statistics).
    let has_opponents = play.seats.len() > 1;
    let players = play
        .seats
        .iter()
        .map(|seat| {
            let (name, id) = match &seat.name {
                Some(name) => (name.clone(), player_id(name)),
                None => (paper_name(seat.seat), format!("paper-seat-{}", seat.seat)),
            };
            BgStatsPlayer {
                name,
                source_player_id: id,
                score: seat.total.unwrap_or_default(),
                winner: seat.winner && has_opponents,
                rank: seat.place.unwrap_or(seat.seat.into()),
            }
        })
        .collect();
    let comments: String = comments(play).chars().take(MAX_COMMENT_CHARS).collect();
    Ok(BgStatsPlay {
        source_name: SOURCE_NAME.to_string(),
        source_play_id: play.id.clone(),
        play_date: crate::games::date::utc_text(played_at, ' '),
        duration_min: duration_min(played_at, play.ended_at),
        location: play.place.trim().chars().take(MAX_LOCATION_CHARS).collect(),
        game: BgStatsGame {
            name: play.kind.title().to_string(),
            source_game_id: play.kind.record_id().to_string(),
            highest_wins: true,
        },
        players,
        comments,
    })
}

/// Whole minutes from start to end, rounded, at least 1; none without an
/// end or with an end before the start (a clock set back).
fn duration_min(started: u64, ended: Option<u64>) -> Option<u64> {
    let secs = ended?.checked_sub(started)?;
    Some((secs.saturating_add(30) / 60).max(1))
}

/// The note, the island (or map), its variants, the solo title: "a close
/// one; Isla Petit; solo: Explorer".
fn comments(play: &Play) -> String {
    let facts = &play.facts;
    // A board named as the game (New York's map) says nothing more.
    let board = if facts.board == play.kind.title() { String::new() } else { facts.board.clone() };
    let mut parts = vec![play.note.trim().to_string(), board];
    parts.extend(facts.variants.iter().cloned());
    parts.extend(facts.solo_title.iter().map(|t| format!("solo: {t}")));
    parts.retain(|p| !p.is_empty());
    parts.join("; ")
}

impl BgStatsPlay {
    /// The play as compact JSON, what the link carries.
    pub fn to_json(&self) -> String {
        // Plain strings, numbers and booleans: serde_json cannot fail on them.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The `createPlay` link: the JSON, URL-encoded as
    /// `encodeURIComponent` does.
    pub fn link(&self) -> String {
        format!("{CREATE_PLAY}?data={}", utf8_percent_encode(&self.to_json(), COMPONENT))
    }
}

/// The JSON a `createPlay` link carries, decoded; `None` for another link
/// or data that is not UTF-8.
pub fn json_of_link(link: &str) -> Option<String> {
    let data = link.strip_prefix(CREATE_PLAY)?.strip_prefix("?data=")?;
    percent_decode_str(data).decode_utf8().ok().map(|s| s.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::games::rules::TableSeat;

    fn seat(
        seat: u8,
        name: Option<&str>,
        total: Option<i64>,
        place: Option<usize>,
        winner: bool,
    ) -> TableSeat {
        TableSeat { seat, name: name.map(str::to_string), total, place, winner }
    }

    fn play(seats: Vec<TableSeat>) -> Play {
        Play {
            kind: GameKind::Tucana,
            id: "00000000000000ff".into(),
            played_at: Some(20_782 * 86_400 + 69_418),
            ended_at: None,
            place: String::new(),
            note: String::new(),
            over: true,
            boxes: seats.iter().map(|_| Vec::new()).collect(),
            seats,
            facts: crate::games::rules::PlayFacts { board: "Isla Petit".into(), ..Default::default() },
        }
    }

    #[test]
    fn a_paper_seat_without_a_total_is_named_not_sent_as_zero() {
        let p = play(vec![
            seat(1, Some("Ann"), Some(40), Some(1), true),
            seat(2, None, None, None, false),
            seat(3, None, Some(12), Some(2), false),
        ]);
        assert_eq!(bgstats_play(&p, |s| format!("Seat {s}")), Err(BgStatsError::MissingTotals(vec![2])));
        assert_eq!(
            BgStatsError::MissingTotals(vec![2, 4]).to_string(),
            "the totals of the paper sheets at seat(s) 2, 4 are not typed yet"
        );
    }

    #[test]
    fn a_renamed_person_keeps_their_source_player_id() {
        let mut list = crate::games::players::PlayerList::default();
        list.record_game([("Ann", None)], 1);
        let before =
            bgstats_play(&play(vec![seat(1, Some("Ann"), Some(40), Some(1), true)]), |_| String::new())
                .unwrap_or_else(|e| panic!("{e}"));
        let id = list.id_of("Ann");
        list.rename(&id, "Anna").unwrap_or_else(|e| panic!("{e}"));
        let p = play(vec![seat(1, Some("Anna"), Some(40), Some(1), true)]);
        let after =
            bgstats_play_for(&p, |_| String::new(), |n| list.id_of(n)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(after.players[0].source_player_id, before.players[0].source_player_id);
        // Without the list, a new name would be a new player in BG Stats.
        let bare = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert_ne!(bare.players[0].source_player_id, before.players[0].source_player_id);
    }

    #[test]
    fn unfinished_or_undated_games_are_refused() {
        let mut p = play(vec![seat(1, Some("Ann"), Some(40), Some(1), true)]);
        p.over = false;
        assert_eq!(bgstats_play(&p, |_| String::new()), Err(BgStatsError::NotOver));
        p.over = true;
        p.played_at = None;
        assert_eq!(bgstats_play(&p, |_| String::new()), Err(BgStatsError::NoDate));
    }

    #[test]
    fn look_alike_names_are_one_player_and_paper_seats_their_seat() {
        let p = play(vec![
            seat(1, Some("Ann"), Some(40), Some(1), true),
            seat(2, None, Some(12), Some(2), false),
        ]);
        let a = bgstats_play(&p, |s| format!("Seat {s} (on paper)")).unwrap_or_else(|e| panic!("{e}"));
        let q = play(vec![seat(1, Some("ANN "), Some(3), Some(1), true)]);
        let b = bgstats_play(&q, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.players[0].source_player_id, b.players[0].source_player_id);
        assert_eq!(a.players[1].name, "Seat 2 (on paper)");
        assert_eq!(a.players[1].source_player_id, "paper-seat-2");
        assert_eq!(a.play_date, "2026-11-25 19:16:58");
    }

    #[test]
    fn length_place_and_note_come_from_the_record_and_are_left_out_without() {
        let mut p = play(vec![seat(1, Some("Ann"), Some(40), Some(1), true)]);
        let bare = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(bare.duration_min, None);
        let json = bare.to_json();
        assert!(!json.contains("durationMin") && !json.contains("location"), "{json}");
        p.ended_at = p.played_at.map(|s| s + 47 * 60 + 31);
        p.place = "  Kitchen table ".into();
        p.note = "Rematch tomorrow".into();
        let full = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(full.duration_min, Some(48));
        assert_eq!(full.location, "Kitchen table");
        assert_eq!(full.comments, "Rematch tomorrow; Isla Petit");
        let json = full.to_json();
        assert!(json.contains("\"durationMin\":48,\"location\":\"Kitchen table\""), "{json}");
        // A clock set back gives no length rather than a wrong one.
        p.ended_at = p.played_at.map(|s| s - 1);
        assert_eq!(bgstats_play(&p, |_| String::new()).map(|b| b.duration_min), Ok(None));
    }

    #[test]
    fn the_link_is_encoded_as_encode_uri_component_and_decodes_back() {
        let mut p = play(vec![seat(1, Some("Zoë & \"Bo\" = +1/2?#"), Some(40), Some(1), true)]);
        p.facts.variants = vec!["a; b".into()];
        let bg = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        let link = bg.link();
        let data = link.strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=").unwrap_or_default();
        assert!(data.starts_with("%7B%22sourceName%22%3A%22Trailpad%22"), "{data}");
        assert!(data.contains("Zo%C3%AB%20%26%20%5C%22Bo%5C%22%20%3D%20%2B1%2F2%3F%23"), "{data}");
        assert_eq!(json_of_link(&link), Some(bg.to_json()));
    }
}
