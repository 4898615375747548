//! What the lists of games (the start screen's, the history's) and the
//! statistics know of one *Trails of Tucana* game: its [`TucanaSummary`],
//! built from the replayed game and its record's paper totals.

use super::record::{TucanaRecord, final_standings_named};
use super::rules::TucanaGame;
use crate::games::{PlayedGame, Summary};

/// What a list of games shows about one Tucana game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TucanaSummary {
    /// Island name.
    pub sheet_name: String,
    /// Tracked players' names.
    pub players: Vec<String>,
    /// Players at the table.
    pub table_size: u8,
    /// Current round (1-based).
    pub round: u8,
    /// Current turn of the round (1-based).
    pub turn: u8,
    /// Whether the last round is over.
    pub finished: bool,
    /// Whether the Special Bonus variant is played.
    pub special_bonus: bool,
    /// Each tracked player's total so far, in set-up order.
    pub totals: Vec<u32>,
    /// Names of the tracked players who lead (win once finished), counting
    /// the typed totals of the sheets kept on paper.
    pub winners: Vec<String>,
    /// The seats kept on paper and their typed totals (`None`: not typed).
    pub paper: Vec<(u8, Option<u32>)>,
    /// Seats kept on paper that lead (win once finished).
    pub paper_winners: Vec<u8>,
    /// The names given to paper seats (seat, name); a paper seat without
    /// one is shown by its seat.
    pub paper_names: Vec<(u8, String)>,
}

impl TucanaSummary {
    /// Summarises a replayed game and its record's paper totals.
    pub fn of(game: &TucanaGame, record: &TucanaRecord) -> TucanaSummary {
        let cards = game.score_cards();
        let standings = final_standings_named(game, &record.paper_totals, &record.paper_names);
        let winners = &standings.winners;
        let paper = standings.rows.iter().filter(|r| r.on_paper());
        TucanaSummary {
            paper: paper.clone().map(|r| (r.seat, r.total)).collect(),
            paper_winners: paper.filter(|r| winners.contains(&r.seat)).map(|r| r.seat).collect(),
            paper_names: record.paper_names.iter().map(|p| (p.seat, p.name.clone())).collect(),
            sheet_name: game.sheet().name().to_string(),
            players: cards.iter().map(|c| c.name.clone()).collect(),
            table_size: game.setup().table_size,
            round: game.round(),
            turn: game.turn_in_round(),
            finished: game.is_over(),
            special_bonus: game.setup().special_bonus(),
            totals: cards.iter().map(|c| c.final_box.total).collect(),
            winners: cards.iter().filter(|c| winners.contains(&c.seat)).map(|c| c.name.clone()).collect(),
        }
    }

    /// Whether the winners beat someone: a table game with at least two
    /// totals known (tracked sheets, or paper totals typed). A solo game,
    /// or the lone sheet of a table whose paper totals were never typed,
    /// has nobody to beat.
    pub fn compared(&self) -> bool {
        let typed = self.paper.iter().filter(|(_, t)| t.is_some()).count();
        self.table_size > 1 && self.players.len() + typed > 1
    }

    /// Whether every seat at the table has a total (tracked, or typed).
    pub fn complete(&self) -> bool {
        self.paper.iter().all(|(_, t)| t.is_some())
    }

    /// The name given to paper seat `seat`, if any.
    pub fn paper_name(&self, seat: u8) -> Option<&str> {
        self.paper_names.iter().find(|(s, _)| *s == seat).map(|(_, n)| n.as_str())
    }

    /// The same summary with every name as `name_of` shows it today (the
    /// player list's current names: a renamed or merged player's games
    /// follow them).
    pub fn renamed(&self, name_of: impl Fn(&str) -> String) -> TucanaSummary {
        TucanaSummary {
            players: self.players.iter().map(|n| name_of(n)).collect(),
            winners: self.winners.iter().map(|n| name_of(n)).collect(),
            paper_names: self.paper_names.iter().map(|(s, n)| (*s, name_of(n))).collect(),
            ..self.clone()
        }
    }
}

impl PlayedGame for TucanaSummary {
    type Game = TucanaGame;
    fn player_names(&self) -> &[String] {
        &self.players
    }
    fn player_totals(&self) -> Vec<i64> {
        self.totals.iter().map(|&t| i64::from(t)).collect()
    }
    fn winner_names(&self) -> &[String] {
        &self.winners
    }
    fn is_over(&self) -> bool {
        self.finished
    }
    fn has_opponents(&self) -> bool {
        self.compared()
    }
    /// The sheets here, then the paper seats that have a name and a typed
    /// total: a named paper player's games count for them too.
    fn counted_players(&self) -> Vec<(String, i64)> {
        let paper = self
            .paper
            .iter()
            .filter_map(|(seat, total)| Some((self.paper_name(*seat)?.to_string(), i64::from((*total)?))));
        self.players.iter().cloned().zip(self.player_totals()).chain(paper).collect()
    }
    fn counted_winners(&self) -> Vec<String> {
        let paper = self.paper_winners.iter().filter_map(|seat| self.paper_name(*seat)).map(str::to_string);
        self.winners.iter().cloned().chain(paper).collect()
    }
}

impl Summary for TucanaSummary {
    /// The sheets' players, then the names given to paper seats.
    fn people(&self) -> Vec<String> {
        self.players.iter().chain(self.paper_names.iter().map(|(_, n)| n)).cloned().collect()
    }
    fn renamed_as(&self, name_of: &dyn Fn(&str) -> String) -> TucanaSummary {
        self.renamed(name_of)
    }
    /// Its island, as its file names it.
    fn where_played(&self) -> String {
        self.sheet_name.clone()
    }
}
