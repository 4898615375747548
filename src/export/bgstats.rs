//! A finished game as a play in BG Stats: the JSON of its `createPlay`
//! link (`https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded
//! JSON>`), which opens the app's new-play screen filled in. Nothing is
//! sent anywhere: the player opens the link (or scans its QR code) on the
//! phone that has BG Stats. Pure: the caller gives the play.
//!
//! What is sent, field by field, and why: `docs/bgstats.md`. In short:
//! `sourceName`, `sourcePlayId`, `playDate` (UTC, `YYYY-MM-DD HH:MM:SS`)
//! always; `game` with `name`, `sourceGameId`, `bggId` and `highestWins`;
//! `board` (the island); each player's `name` (as the player list names
//! them today), `sourcePlayerId` (the list's id of the person), `score`,
//! `winner` and `rank`, in seat order; `durationMin` when the game was
//! played in one sitting, `location` and `comments` (the note, variants,
//! solo title) when there are any. The link is kept within
//! [`MAX_LINK_CHARS`]: the optional parts are shortened first, and the
//! play says what was ([`BgStatsPlay::shortened`]).

use super::plays::Play;
use crate::games::players::PlayerList;
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
/// The longest game sent with its length (minutes): a game whose end
/// comes later than this after its start was put away and resumed (both
/// games take well under an hour at the table), and the time it sat
/// closed is not play; its length is left out rather than sent wrong.
pub const MAX_SITTING_MIN: u64 = 4 * 60;

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
    /// the record does not keep when it ended, or when the game sat closed
    /// between its start and end (longer than [`MAX_SITTING_MIN`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_min: Option<u64>,
    /// Where it was played; left out when nothing was typed.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub location: String,
    /// The game.
    pub game: BgStatsGame,
    /// The island (Tucana), BG Stats' own field for a game's board or
    /// map; left out for New York, whose map is the game.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub board: String,
    /// Every seat, in seat order.
    pub players: Vec<BgStatsPlayer>,
    /// The note, the variants, the solo title; left out when there is
    /// nothing to say.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub comments: String,
    /// What was shortened or left out to keep the link within
    /// [`MAX_LINK_CHARS`] (not sent: for the player to be told).
    #[serde(skip)]
    pub shortened: Vec<Shortened>,
}

/// A part of a play shortened to fit the link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortened {
    /// The comments (note, variants, solo title) were cut or left out.
    Comments,
    /// The place was left out.
    Location,
    /// The island's name was left out.
    Board,
    /// The players' names were cut (their ids still tell them apart).
    Names,
}

impl Shortened {
    /// The part in words (English: the command line's).
    pub fn words(self) -> &'static str {
        match self {
            Shortened::Comments => "the comments",
            Shortened::Location => "the place",
            Shortened::Board => "the island",
            Shortened::Names => "the players' names",
        }
    }
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
    /// BoardGameGeek's id of the game (its `Rules::BGG_ID`: Trails of
    /// Tucana is 283864, Ticket to Ride: New York 253284); left out for a
    /// game BoardGameGeek does not list, which BG Stats matches by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bgg_id: Option<u32>,
    /// The most points wins, in both games.
    pub highest_wins: bool,
}

/// One player of a play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgStatsPlayer {
    /// The person's name as the player list names them today (the name
    /// at the table for someone the list does not know); a paper sheet
    /// without a name is named by its seat.
    pub name: String,
    /// Stable per person across games: the player list's id of the person
    /// ([`PlayerList::id_of`]: kept through renames and merges, from the
    /// one rule for the same person, [`crate::text::person_key`]). A
    /// paper sheet without a name is nobody BG Stats can remember: its id
    /// is its game's and its seat's, so no later game's seat is matched
    /// to it.
    pub source_player_id: String,
    /// The final total.
    pub score: i64,
    /// Whether this player wins. A finished solo game is sent as won:
    /// BG Stats records every solo play as won or lost, and Tucana's solo
    /// game has no way to lose (its total is measured against titles).
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

/// The play in BG Stats' form for a player list that knows nobody: each
/// named player's id is the one their name gives
/// ([`crate::games::players::person_id_of`]). See [`bgstats_play_for`].
pub fn bgstats_play(play: &Play, paper_name: impl Fn(u8) -> String) -> Result<BgStatsPlay, BgStatsError> {
    bgstats_play_for(play, paper_name, &PlayerList::default())
}

/// The play in BG Stats' form, each named player as `people` knows them
/// (their name today and their id: stable when they are renamed or
/// merged; the app and the command line both pass the data folder's
/// list). `paper_name` names a paper sheet by its seat (in the user's
/// language: "Seat 2 (on paper)"), as it has no name. Refused, typed,
/// when the game is not over, a paper total is missing (never sent as
/// zero) or the date is unknown. The link is kept within
/// [`MAX_LINK_CHARS`] ([`BgStatsPlay::fitted`]).
pub fn bgstats_play_for(
    play: &Play,
    paper_name: impl Fn(u8) -> String,
    people: &PlayerList,
) -> Result<BgStatsPlay, BgStatsError> {
    if !play.over {
        return Err(BgStatsError::NotOver);
    }
    let missing: Vec<u8> = play.seats.iter().filter(|s| s.total.is_none()).map(|s| s.seat).collect();
    if !missing.is_empty() {
        return Err(BgStatsError::MissingTotals(missing));
    }
    let played_at = play.played_at.ok_or(BgStatsError::NoDate)?;
    let solo = play.seats.len() == 1;
    let players = play
        .seats
        .iter()
        .map(|seat| {
            let (name, id) = match &seat.name {
                Some(name) => (people.current_name(name), people.id_of(name)),
                None => (paper_name(seat.seat), format!("{}-seat-{}", play.id, seat.seat)),
            };
            BgStatsPlayer {
                name,
                source_player_id: id,
                score: seat.total.unwrap_or_default(),
                winner: seat.winner || solo,
                rank: seat.place.unwrap_or(seat.seat.into()),
            }
        })
        .collect();
    // A board named as the game (New York's map) says nothing more.
    let board = if play.facts.board == play.kind.title() { String::new() } else { play.facts.board.clone() };
    let sent = BgStatsPlay {
        source_name: SOURCE_NAME.to_string(),
        source_play_id: play.id.clone(),
        play_date: crate::games::date::utc_text(played_at, ' '),
        duration_min: duration_min(played_at, play.ended_at),
        location: checked_text(&play.place, MAX_LOCATION_CHARS),
        game: BgStatsGame {
            name: play.kind.title().to_string(),
            source_game_id: play.kind.record_id().to_string(),
            bgg_id: play.kind.bgg_id(),
            highest_wins: true,
        },
        board,
        players,
        comments: checked_text(&comments(play), MAX_COMMENT_CHARS),
        shortened: Vec::new(),
    };
    Ok(sent.fitted())
}

/// A place or comment as sent: the rules of a place or note kept in a
/// record ([`crate::games::record::end_text`]: composed, no control or
/// invisible character, one line, trimmed), cut at `max` characters.
fn checked_text(text: &str, max: usize) -> String {
    let one_line: String = crate::text::nfc(text)
        .chars()
        .map(|c| if crate::text::is_unprintable(c) { ' ' } else { c })
        .collect();
    one_line.trim().chars().take(max).collect::<String>().trim_end().to_string()
}

/// Whole minutes from start to end, rounded, at least 1; none without an
/// end, with an end before the start (a clock set back), or with an end
/// more than [`MAX_SITTING_MIN`] after the start (the game was put away).
fn duration_min(started: u64, ended: Option<u64>) -> Option<u64> {
    let secs = ended?.checked_sub(started)?;
    let minutes = (secs.saturating_add(30) / 60).max(1);
    (minutes <= MAX_SITTING_MIN).then_some(minutes)
}

/// The note, the variants, the solo title: "a close one; Special Bonus;
/// solo: Explorer" (the island has its own field, `board`).
fn comments(play: &Play) -> String {
    let facts = &play.facts;
    let mut parts = vec![play.note.trim().to_string()];
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

    /// The play shortened until its link fits [`MAX_LINK_CHARS`], what is
    /// optional first: the comments (cut, then left out), the place, the
    /// island's name, and last the players' names (cut alike; their ids
    /// still tell them apart). Each part shortened is listed in
    /// [`BgStatsPlay::shortened`]. A play that fits is kept as it is.
    pub fn fitted(mut self) -> BgStatsPlay {
        let fits = |p: &BgStatsPlay| p.link().len() <= MAX_LINK_CHARS;
        if fits(&self) {
            return self;
        }
        self.shortened.push(Shortened::Comments);
        while !fits(&self) && self.comments.pop().is_some() {}
        self.comments = self.comments.trim_end().to_string();
        for (part, field) in [(Shortened::Location, 0), (Shortened::Board, 1)] {
            if fits(&self) {
                return self;
            }
            let text = if field == 0 { &mut self.location } else { &mut self.board };
            if !text.is_empty() {
                text.clear();
                self.shortened.push(part);
            }
        }
        if !fits(&self) {
            self.shortened.push(Shortened::Names);
            let longest = self.players.iter().map(|p| p.name.chars().count()).max().unwrap_or(0);
            for keep in (1..longest).rev() {
                for player in &mut self.players {
                    if player.name.chars().count() > keep {
                        player.name = player.name.chars().take(keep).collect::<String>() + "…";
                    }
                }
                if fits(&self) {
                    break;
                }
            }
        }
        self
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
            coached: Vec::new(),
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
    fn a_renamed_person_keeps_their_source_player_id_and_is_sent_by_their_name_today() {
        let mut list = crate::games::players::PlayerList::default();
        list.record_game([("Ann", None)], 1);
        let before =
            bgstats_play(&play(vec![seat(1, Some("Ann"), Some(40), Some(1), true)]), |_| String::new())
                .unwrap_or_else(|e| panic!("{e}"));
        let id = list.id_of("Ann");
        list.rename(&id, "Anna").unwrap_or_else(|e| panic!("{e}"));
        // An old record keeps "Ann"; a new one says "Anna": one person.
        for typed in ["Ann", "Anna"] {
            let p = play(vec![seat(1, Some(typed), Some(40), Some(1), true)]);
            let after = bgstats_play_for(&p, |_| String::new(), &list).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(after.players[0].source_player_id, before.players[0].source_player_id);
            assert_eq!(after.players[0].name, "Anna");
        }
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
    fn one_person_is_one_id_and_an_unnamed_paper_seat_is_nobody_else() {
        let p = play(vec![
            seat(1, Some("Ann"), Some(40), Some(1), true),
            seat(2, None, Some(12), Some(2), false),
        ]);
        let a = bgstats_play(&p, |s| format!("Seat {s} (on paper)")).unwrap_or_else(|e| panic!("{e}"));
        let mut q =
            play(vec![seat(1, Some("ANN "), Some(3), Some(1), true), seat(2, None, Some(1), Some(2), false)]);
        q.id = "00000000000000fe".into();
        let b = bgstats_play(&q, |s| format!("Seat {s} (on paper)")).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(a.players[0].source_player_id, b.players[0].source_player_id);
        assert_eq!(a.players[1].name, "Seat 2 (on paper)");
        // Seat 2 on paper in another game is not the same player.
        assert_eq!(a.players[1].source_player_id, "00000000000000ff-seat-2");
        assert_ne!(a.players[1].source_player_id, b.players[1].source_player_id);
        assert_eq!(a.play_date, "2026-11-25 19:16:58");
        assert_eq!((a.game.bgg_id, a.board.as_str()), (Some(283_864), "Isla Petit"));
    }

    #[test]
    fn a_solo_game_is_sent_as_won() {
        let p = play(vec![seat(1, Some("Ann"), Some(40), Some(1), false)]);
        let solo = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert!(solo.players[0].winner);
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
        assert_eq!(full.comments, "Rematch tomorrow");
        let json = full.to_json();
        assert!(json.contains("\"durationMin\":48,\"location\":\"Kitchen table\""), "{json}");
        // A clock set back gives no length rather than a wrong one, and so
        // does a game resumed four days later (the days it sat closed are
        // not play).
        p.ended_at = p.played_at.map(|s| s - 1);
        assert_eq!(bgstats_play(&p, |_| String::new()).map(|b| b.duration_min), Ok(None));
        p.ended_at = p.played_at.map(|s| s + 5_790 * 60);
        assert_eq!(bgstats_play(&p, |_| String::new()).map(|b| b.duration_min), Ok(None));
        // A place or note from a file is one line of printable text.
        p.place = "\u{1b}[2J\r\nWinner: Mallory\u{202E}".into();
        let sent = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(sent.location, "[2J  Winner: Mallory");
    }

    #[test]
    fn a_play_too_long_for_a_link_is_shortened_comments_first_and_says_so() {
        let name = |i: usize| format!("{i}{}", "\u{1F600}".repeat(63));
        let seats = (1..=8).map(|i| seat(i as u8, Some(&name(i)), Some(100), Some(i), i == 1)).collect();
        let mut p = play(seats);
        p.note = "\u{1F600}".repeat(200);
        p.place = "\u{1F600}".repeat(64);
        let sent = bgstats_play(&p, |_| String::new()).unwrap_or_else(|e| panic!("{e}"));
        assert!(sent.link().len() <= MAX_LINK_CHARS, "{}", sent.link().len());
        assert_eq!(sent.shortened.first(), Some(&Shortened::Comments), "{:?}", sent.shortened);
        // What fits is kept whole.
        let short =
            bgstats_play(&play(vec![seat(1, Some("Ann"), Some(4), Some(1), true)]), |_| String::new())
                .unwrap_or_else(|e| panic!("{e}"));
        assert!(short.shortened.is_empty());
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
