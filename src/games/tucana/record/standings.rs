//! Final standings of a whole table: the sheets on this device, scored by
//! the rules, and the sheets kept on paper, whose totals the table typed.
//! One function ranks them for the summary, the history and `trailpad score`.

use super::{PaperName, PaperTotal};
use crate::games::tucana::rules::TucanaGame;

/// One seat in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The seat at the table.
    pub seat: u8,
    /// The player's name; `None` for a sheet kept on paper whose player
    /// was given no name (then it is shown by its seat).
    pub name: Option<String>,
    /// Whether this sheet is kept on paper (its total is typed).
    pub paper: bool,
    /// The total; `None` for a paper sheet whose total is not typed yet.
    pub total: Option<u32>,
    /// Bonus points, known only for the sheets on this device (the
    /// tie-break).
    pub bonus: Option<u32>,
    /// 1-based place among the seats with a total (equal places on a tie);
    /// `None` while the total is unknown.
    pub place: Option<usize>,
}

impl Standing {
    /// Whether this sheet is kept on paper.
    pub fn on_paper(&self) -> bool {
        self.paper
    }
}

/// The standings of a table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// Every seat: those with a total best first, then paper seats still
    /// untyped in seat order.
    pub rows: Vec<Standing>,
    /// Seats of the winner(s) among the seats with a total.
    pub winners: Vec<u8>,
    /// Whether every seat at the table has a total: only then are the
    /// winners the table's winners; otherwise they lead among the sheets
    /// known here.
    pub complete: bool,
    /// Whether the winners tie on total with a paper sheet, so the rulebook's
    /// tie-break (most bonus points) could not be checked here: they share
    /// the victory unless the paper sheets say otherwise.
    pub tie_break_unknown: bool,
}

/// Ranks every seat of a game: the tracked sheets by their Final Scoring
/// Box, the paper sheets by the totals typed for them (`paper_totals`;
/// entries for tracked seats are ignored). Highest total wins; on a tie, most
/// bonus points (known only for the tracked sheets); still tied, shared.
pub fn final_standings(game: &TucanaGame, paper_totals: &[PaperTotal]) -> Standings {
    final_standings_named(game, paper_totals, &[])
}

/// [`final_standings`], with the names given to the paper seats
/// (`paper_names`; a paper seat without one keeps `name: None`).
pub fn final_standings_named(
    game: &TucanaGame,
    paper_totals: &[PaperTotal],
    paper_names: &[PaperName],
) -> Standings {
    let mut rows: Vec<Standing> = game
        .score_cards()
        .into_iter()
        .map(|c| Standing {
            seat: c.seat,
            name: Some(c.name),
            paper: false,
            total: Some(c.final_box.total),
            bonus: Some(c.final_box.bonus),
            place: None,
        })
        .collect();
    let tracked = |seat: u8| game.player(seat).is_some();
    for seat in (1..=game.setup().table_size).filter(|s| !tracked(*s)) {
        let total = paper_totals.iter().find(|p| p.seat == seat).map(|p| p.total);
        let name = paper_names.iter().find(|p| p.seat == seat).map(|p| p.name.clone());
        rows.push(Standing { seat, name, paper: true, total, bonus: None, place: None });
    }
    let complete = rows.iter().all(|r| r.total.is_some());
    // "a is ahead of b": more points, or as many and (both known) more bonus.
    let ahead = |a: &Standing, b: &Standing| match (a.total, b.total) {
        (Some(x), Some(y)) if x != y => x > y,
        (Some(_), Some(_)) => matches!((a.bonus, b.bonus), (Some(p), Some(q)) if p > q),
        _ => false,
    };
    let places: Vec<Option<usize>> =
        rows.iter().map(|r| r.total.map(|_| 1 + rows.iter().filter(|o| ahead(o, r)).count())).collect();
    for (row, place) in rows.iter_mut().zip(places) {
        row.place = place;
    }
    rows.sort_by(|a, b| match (a.place, b.place) {
        (Some(x), Some(y)) => x.cmp(&y).then(a.seat.cmp(&b.seat)),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => a.seat.cmp(&b.seat),
    });
    let winners: Vec<u8> = rows.iter().filter(|r| r.place == Some(1)).map(|r| r.seat).collect();
    let best = rows.iter().filter_map(|r| r.total).max();
    let tied_on_total: Vec<&Standing> =
        rows.iter().filter(|r| r.total.is_some() && r.total == best).collect();
    let tie_break_unknown = tied_on_total.len() > 1 && tied_on_total.iter().any(|r| r.on_paper());
    Standings { rows, winners, complete, tie_break_unknown }
}

/// Why a typed paper total was not accepted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PaperTotalError {
    /// Nothing was typed.
    #[error("no total was typed")]
    Empty,
    /// Something other than digits (a sign, a letter, a decimal point).
    #[error("\"{0}\" is not a whole number of points")]
    NotANumber(String),
    /// More digits than any sheet can hold.
    #[error("{0} is too large for a total")]
    TooLarge(String),
}

/// Reads a total typed by the table: a whole number of points, 0 or more
/// (spaces around it are fine). Nothing else is checked: the paper sheet is
/// the table's own.
pub fn parse_paper_total(text: &str) -> Result<u32, PaperTotalError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(PaperTotalError::Empty);
    }
    if !text.chars().all(|c| c.is_ascii_digit()) {
        return Err(PaperTotalError::NotANumber(text.to_string()));
    }
    text.parse::<u32>().map_err(|_| PaperTotalError::TooLarge(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_totals_are_whole_non_negative_numbers() {
        assert_eq!(parse_paper_total(" 71 "), Ok(71));
        assert_eq!(parse_paper_total("0"), Ok(0));
        assert_eq!(parse_paper_total(""), Err(PaperTotalError::Empty));
        assert_eq!(parse_paper_total("-3"), Err(PaperTotalError::NotANumber("-3".into())));
        assert_eq!(parse_paper_total("7.5"), Err(PaperTotalError::NotANumber("7.5".into())));
        assert_eq!(parse_paper_total("seventy"), Err(PaperTotalError::NotANumber("seventy".into())));
        assert!(matches!(parse_paper_total("99999999999"), Err(PaperTotalError::TooLarge(_))));
    }
}
