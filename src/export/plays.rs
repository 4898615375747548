//! A game as a log of plays sees it (BG Stats, the history's spreadsheet):
//! what every game gives through the one interface ([`Rules`],
//! [`Record::table`]), gathered once for all games. Pure: no file, no
//! clock.

use crate::games::rules::{PlayFacts, TableSeat};
use crate::games::{AnyRecord, AnyReplayError, Boards, GameKind, Record, RecordVisitor, Rules};

/// One game, as a log of plays sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    /// Which game.
    pub kind: GameKind,
    /// A stable id of this game (see [`play_id`]): the same every time the
    /// same game is exported, whatever the paper totals typed since.
    pub id: String,
    /// When the game was started, whole seconds since 1970 (UTC); `None`
    /// for records written before Trailpad kept it.
    pub played_at: Option<u64>,
    /// When the game ended, whole seconds since 1970 (UTC); `None` for
    /// records written before Trailpad kept it.
    pub ended_at: Option<u64>,
    /// Where it was played, as typed on the final scores (may be empty).
    pub place: String,
    /// The note typed on the final scores (may be empty).
    pub note: String,
    /// Whether the game is over.
    pub over: bool,
    /// Every seat at the table, in seat order, paper sheets included.
    pub seats: Vec<TableSeat>,
    /// The island or map, the variants, the solo title.
    pub facts: PlayFacts,
    /// Each seat's scoring boxes (see [`Rules::seat_boxes`]), in the order
    /// of `seats`.
    pub boxes: Vec<Vec<(&'static str, i64)>>,
    /// The seats that asked the coach for a hint ([`Record::coached`]).
    pub coached: Vec<u8>,
}

/// The play of a record and the game it replays to.
pub fn play_of<G: Rules>(record: &G::Record, game: &G) -> Play {
    let seats = record.table(game);
    Play {
        kind: G::KIND,
        id: play_id::<G>(record),
        played_at: record.played_at(),
        ended_at: record.ended_at(),
        place: record.place().to_string(),
        note: record.note().to_string(),
        over: game.is_over(),
        boxes: seats.iter().map(|s| game.seat_boxes(s.seat)).collect(),
        coached: record.coached(),
        seats,
        facts: game.play_facts(),
    }
}

/// A stable id of a game: 16 hex digits of a hash (FNV-1a, 64 bits) of
/// its game, start date, set-up and actions as RON. What the table types
/// later (paper totals) is left out, so a corrected total sent again
/// updates the same play instead of making a second one.
pub fn play_id<G: Rules>(record: &G::Record) -> String {
    let key = (G::RECORD_ID, record.played_at(), record.setup(), record.actions());
    // Serialising plain derived data cannot fail; were it to, the debug
    // form still tells games apart.
    let text = ron::to_string(&key).unwrap_or_else(|_| format!("{key:?}"));
    format!("{:016x}", fnv1a(text.as_bytes()))
}

/// FNV-1a, 64 bits (one definition, beside the people it also tells apart).
pub(crate) use crate::games::players::fnv1a;

/// Replays a record of any game on the boards installed and gives its
/// play: the one visit every export of plays goes through.
pub fn play_of_record(record: AnyRecord, boards: &Boards<'_>) -> Result<Play, AnyReplayError> {
    record.visit(PlayOf(*boards))
}

/// The plays of records read from the data folder (each with the time its
/// file was last written, for a record that keeps no date), the most
/// recently played first; a record that no longer replays is left out
/// (the store's listing reports it).
pub fn plays_of(
    records: impl IntoIterator<Item = (AnyRecord, Option<u64>)>,
    boards: &Boards<'_>,
) -> Vec<Play> {
    let mut plays: Vec<Play> = records
        .into_iter()
        .filter_map(|(record, written)| {
            let mut play = play_of_record(record, boards).ok()?;
            play.played_at = play.played_at.or(written);
            Some(play)
        })
        .collect();
    plays.sort_by_key(|p| std::cmp::Reverse(p.played_at));
    plays
}

/// The visitor behind [`play_of_record`], written once for every game.
struct PlayOf<'a>(Boards<'a>);

impl<G: Rules> RecordVisitor<G> for PlayOf<'_>
where
    AnyReplayError: From<<G::Record as Record>::Error>,
{
    type Output = Result<Play, AnyReplayError>;
    fn visit(self, record: G::Record) -> Self::Output {
        let game = record.replay_in(&self.0)?;
        Ok(play_of(&record, &game))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_matches_its_published_values() {
        // The FNV reference values for "" and "a".
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
