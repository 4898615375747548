//! A finished record split into the reviewed sheet's turns, that sheet
//! alone at its table, and a line replayed back into the record's actions:
//! what the review's searches (the beam, the planner, the polish) work on.

use super::legal::Move;
use super::review::ReviewError;
use crate::games::tucana::record::{TucanaRecord, TucanaRecordError};
use crate::games::tucana::rules::{Action, BonusCard, GameEvent, SheetEvent, TucanaGame};
use crate::games::tucana::sheet::{Card, Letter, Sheet};
use std::sync::Arc;

/// One turn of the record, split for the search.
pub(super) struct RecordTurn {
    /// Actions between the previous turn and this one's reveal (cards
    /// taken at the table, the solo reshuffle).
    before: Vec<Action>,
    pub(super) cards: [Card; 2],
    /// The other sheets' actions and cards taken during the turn.
    during: Vec<Action>,
    /// The reviewed sheet's actions (its hint requests left out).
    pub(super) own: Vec<Action>,
    /// `during` as the reviewed sheet alone needs it (see [`sheet_alone`]).
    during_alone: Vec<Action>,
}

pub(super) fn split_record(
    record: &TucanaRecord,
    sheet: &Arc<Sheet>,
    seat: u8,
) -> Result<(TucanaGame, Vec<RecordTurn>), ReviewError> {
    let start = TucanaGame::new(Arc::clone(sheet), record.setup.clone()).map_err(TucanaRecordError::from)?;
    if start.player(seat).is_none() {
        return Err(ReviewError::UnknownSeat(seat));
    }
    let mut game = start.clone();
    let mut turns: Vec<RecordTurn> = Vec::new();
    let mut before = Vec::new();
    for (i, action) in record.actions.iter().enumerate() {
        let in_turn = game.turn_cards().is_some();
        let tracked = action.seat().is_some_and(|s| game.player(s).is_some());
        let events = game.apply(action).map_err(|refusal| TucanaRecordError::Illegal {
            index: i + 1,
            action: action.clone(),
            refusal,
        })?;
        match action {
            Action::Reveal(a, b) => turns.push(RecordTurn {
                before: std::mem::take(&mut before),
                cards: [*a, *b],
                during: Vec::new(),
                own: Vec::new(),
                during_alone: Vec::new(),
            }),
            Action::Coached { seat: s } if *s == seat => {}
            _ if !in_turn => before.push(action.clone()),
            _ => {
                let Some(turn) = turns.last_mut() else { continue };
                if action.seat() == Some(seat) {
                    turn.own.push(action.clone())
                } else {
                    turn.during.push(action.clone());
                    if tracked {
                        turn.during_alone.extend(cards_taken(action, &events));
                    } else {
                        turn.during_alone.push(action.clone());
                    }
                }
            }
        }
    }
    if !game.is_over() {
        return Err(ReviewError::NotOver);
    }
    Ok((start, turns))
}

/// The bonus cards another tracked sheet's action took, as marks of cards
/// taken at the table: the top blue card of each pair it joined, the red
/// card of each sight type it first linked (the turn's close takes one card
/// for all who claim it, so a mark takes the same card a claim would).
fn cards_taken(action: &Action, events: &[GameEvent]) -> Vec<Action> {
    events
        .iter()
        .filter_map(|event| match event {
            GameEvent::Sheet { seat, event } if Some(*seat) == action.seat() => match event {
                SheetEvent::PairConnected { letter, .. } => Some(BonusCard::Blue(*letter)),
                SheetEvent::SightsLinked(sight) => Some(BonusCard::Red(*sight)),
                SheetEvent::SightCircled { .. } => None,
            },
            _ => None,
        })
        .map(Action::TakenElsewhere)
        .collect()
}

/// The record as the search plays it: only the reviewed sheet tracked
/// ([`TucanaGame::with_only_sheet`]), each other tracked sheet's turn
/// replaced by the bonus cards its trails took, marked as taken at the
/// table ([`cards_taken`]). The other sheets touch the reviewed one only
/// through the bonus cards they take, and their trails do not depend on
/// its line, so every line plays exactly as in the whole game, while no
/// line clones and replays seven more sheets each turn at a table of
/// eight. The best line is written out in the whole game
/// ([`line_actions`] with the record's turns).
pub(super) fn sheet_alone(
    start: &TucanaGame,
    turns: &[RecordTurn],
    seat: u8,
) -> (TucanaGame, Vec<RecordTurn>) {
    let alone = turns
        .iter()
        .map(|t| RecordTurn {
            before: t.before.clone(),
            cards: t.cards,
            during: t.during_alone.clone(),
            own: t.own.clone(),
            during_alone: t.during_alone.clone(),
        })
        .collect();
    (start.with_only_sheet(seat), alone)
}

/// The blue cards kept by a solo reshuffle in another line: the app's own
/// draw when the app deals; else the record's kept cards still on the table,
/// then the lowest letters left.
fn reshuffle_kept(game: &TucanaGame, recorded: &[Letter]) -> Vec<Letter> {
    if let Some(kept) = game.app_solo_reshuffle() {
        return kept;
    }
    let on_table = game.blue_letters_on_table();
    let mut kept: Vec<Letter> = recorded.iter().copied().filter(|l| on_table.contains(l)).collect();
    for l in on_table {
        if kept.len() >= 2 {
            break;
        }
        if !kept.contains(&l) {
            kept.push(l);
        }
    }
    kept.truncate(2);
    kept.sort();
    kept
}

/// Opens a record turn on a line: what happened at the table before the
/// reveal, the reveal, the other sheets' moves. Returns the actions applied
/// (a card the table took that this line already took is left out).
pub(super) fn open_turn(game: &mut TucanaGame, turn: &RecordTurn) -> Option<Vec<Action>> {
    let mut applied = Vec::new();
    for action in &turn.before {
        let action = match action {
            Action::SoloReshuffle { kept } if game.solo_reshuffle_due() => {
                Action::SoloReshuffle { kept: reshuffle_kept(game, kept) }
            }
            Action::SoloReshuffle { .. } => continue,
            other => other.clone(),
        };
        if game.apply(&action).is_ok() {
            applied.push(action);
        }
    }
    if game.solo_reshuffle_due() {
        let action = Action::SoloReshuffle { kept: reshuffle_kept(game, &[]) };
        game.apply(&action).ok()?;
        applied.push(action);
    }
    let reveal = Action::Reveal(turn.cards[0], turn.cards[1]);
    game.apply(&reveal).ok()?;
    applied.push(reveal);
    for action in &turn.during {
        if game.apply(action).is_ok() {
            applied.push(action.clone());
        }
    }
    Some(applied)
}

/// Replays a line: the record's turns with this sheet's actions replaced.
pub(super) fn line_actions(
    start: &TucanaGame,
    turns: &[RecordTurn],
    own: &[(usize, Action)],
) -> Option<Vec<Action>> {
    let mut game = start.clone();
    let mut actions = Vec::new();
    for (t, turn) in turns.iter().enumerate() {
        actions.extend(open_turn(&mut game, turn)?);
        for (_, action) in own.iter().filter(|(at, _)| *at == t) {
            game.apply(action).ok()?;
            actions.push(action.clone());
        }
    }
    Some(actions)
}

/// The trail a sheet's action draws (None for any other action, or for
/// hexes the sheet does not have).
pub(super) fn move_of(game: &TucanaGame, action: &Action) -> Option<Move> {
    let (from, to, bonus) = match action {
        Action::Trail { from, to, .. } => (*from, *to, false),
        Action::BonusTrail { from, to, .. } => (*from, *to, true),
        _ => return None,
    };
    let a = game.sheet().hex_at(from)?;
    let b = game.sheet().hex_at(to)?;
    let edge = game.sheet().edge_between(a, b)?;
    Some(Move { edge, from, to, bonus })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::coach::beam::search;
    use crate::games::tucana::coach::planner::{Walks, plan_best_lines};
    use crate::games::tucana::coach::review::ReviewBudget;
    use crate::games::tucana::sheet::builtin_sheet;
    use std::sync::atomic::AtomicBool;

    /// The example records that keep several sheets (real cards and cards
    /// taken by seats kept on paper, red cards, a table of eight).
    fn records() -> Vec<TucanaRecord> {
        [
            include_str!("../../../../examples/five-player-isla-grande-special-bonus.ron"),
            include_str!("../../../../examples/four-player-isla-grande-real-cards.ron"),
            include_str!("../../../../examples/eight-player-isla-grande.ron"),
        ]
        .into_iter()
        .map(|text| TucanaRecord::from_ron(text).expect("an example record"))
        .collect()
    }

    #[test]
    fn the_sheet_alone_sees_the_same_table_and_finds_the_same_lines_as_the_whole_game() {
        let stop = AtomicBool::new(false);
        for record in records() {
            let sheet = Arc::new(builtin_sheet(&record.setup.sheet).expect("a built-in island"));
            let seats: Vec<u8> = record.setup.players.iter().map(|p| p.seat).take(3).collect();
            let mut claimed = 0;
            for seat in seats {
                let (start, turns) = split_record(&record, &sheet, seat).expect("a finished game");
                let (alone, alone_turns) = sheet_alone(&start, &turns, seat);
                assert_eq!(alone.players().len(), 1);
                // The played line, turn by turn: the same bonus cards on the
                // table and the same sheet.
                let (mut whole, mut lone) = (start.clone(), alone.clone());
                for (turn, turn_alone) in turns.iter().zip(&alone_turns) {
                    open_turn(&mut whole, turn).expect("the record's turn opens");
                    open_turn(&mut lone, turn_alone).expect("the turn opens on the sheet alone");
                    for action in &turn.own {
                        whole.apply(action).expect("the record's own action");
                        lone.apply(action).expect("the same action on the sheet alone");
                    }
                    assert_eq!(whole.blue_stacks(), lone.blue_stacks(), "seat {seat}: blue cards");
                    assert_eq!(
                        whole.red_cards_on_table(),
                        lone.red_cards_on_table(),
                        "seat {seat}: red cards"
                    );
                    assert_eq!(whole.player(seat), lone.player(seat), "seat {seat}: the sheet");
                    assert_eq!(whole.turn_index(), lone.turn_index());
                }
                claimed +=
                    turns.iter().filter(|t| t.during_alone.iter().any(|a| !t.during.contains(a))).count();
                let budget = ReviewBudget::QUICK;
                assert_eq!(
                    search(&start, &turns, seat, &budget, &stop),
                    search(&alone, &alone_turns, seat, &budget, &stop),
                    "seat {seat}: the beam"
                );
                assert_eq!(
                    plan_best_lines(&start, &turns, seat, 20, Walks::ONE, &[], &stop).map(|p| p.best),
                    plan_best_lines(&alone, &alone_turns, seat, 20, Walks::ONE, &[], &stop).map(|p| p.best),
                    "seat {seat}: the planner"
                );
            }
            assert!(claimed > 0, "{}: the other sheets took bonus cards", record.setup.sheet);
        }
    }
}
