//! The coach on a phone (issue 20): a coached seat's phone has the
//! desktop's Hint button.
//!
//! The record says which seats the coach is for
//! ([`crate::games::tucana::record::TucanaRecord::coach`], the new-game form's
//! "Coach for"): only their phones get the button ([`coach_seat`] is
//! `null` in any other seat's state, so a competitive table shows nothing)
//! and only they may ask (`POST /api/seat/<n>/hint`; another seat gets 403
//! and the record is left alone). The hint is the desktop's own:
//! [`coach::hint`] on the game with the record's seed ([`record_seed`]) and
//! [`Budget::STANDARD`], so a record gets the same ranking on a phone, on
//! the desktop and from `trailpad hint`. How it is computed, bounded and
//! written into the record is the server's business (`server/hint.rs`);
//! this module words it for the phone.
//!
//! [`coach::hint`]: crate::games::tucana::coach::hint
//! [`Budget::STANDARD`]: crate::games::tucana::coach::Budget::STANDARD

use super::view::JsonCoord;
use crate::games::tucana::coach::{self, Hint, HintError, record_seed};
use crate::games::tucana::record::TucanaLog;
use crate::games::tucana::rules::{Action, TucanaGame};
use crate::i18n::{Translator, capitalise};
use serde::Serialize;

/// The colour of the coach's marks on the map: the desktop's
/// `ui::theme::COACH_MARK` (a test keeps the two in step).
pub const COACH_MARK: &str = "#005f73";

/// How many suggestions a phone shows, numbered on its map: the desktop's
/// three.
pub const SHOWN: usize = 3;

/// What the page of a coached seat needs for its Hint button; `null` in
/// the state of a seat the coach is not for.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoachSeat {
    /// Whether the button asks for anything now: a turn is open and the
    /// sheet has a trail (or an owed bonus trail) to draw.
    pub can_ask: bool,
    /// The position the hint would be for (see [`position`]): a hint
    /// answered for another position is stale, and the page drops it.
    pub position: String,
    /// The button's words ("Hint").
    pub button: String,
    /// What the coach can do now, said beside the button.
    pub status: String,
    /// "The coach is weighing the trails…", while a hint is computed.
    pub thinking: String,
    /// The colour of the numbered marks on the map.
    pub colour: &'static str,
}

/// Why a phone gets no hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum HintRefusal {
    /// The coach is not for this seat (the record's `coach` list).
    #[error("the coach is not on for seat {0} at this table")]
    NotCoached(u8),
    /// The game is over.
    #[error("the game is over: there is no trail left to weigh")]
    GameOver,
    /// No cards are revealed: nothing to choose yet.
    #[error("no cards are revealed yet")]
    NoOpenTurn,
    /// The sheet has drawn its trail, or must pass: nothing to choose.
    #[error("seat {0} has no trail to draw this turn")]
    NothingToDraw(u8),
    /// The game kept changing while the coach weighed the trails.
    #[error("the table moved on while the coach was weighing the trails")]
    MovedOn,
    /// The coach's computation stopped without an answer.
    #[error("the coach stopped without an answer")]
    Stopped,
}

impl HintRefusal {
    /// The refusal in the phone's language.
    pub fn words(&self, game: &TucanaGame, t: &Translator) -> String {
        let text = match self {
            HintRefusal::NotCoached(seat) => {
                t.format("phone-coach-not-coached", &[("name", t.player_name(game, *seat).into())])
            }
            HintRefusal::GameOver => t.text("coach-none-over"),
            HintRefusal::NoOpenTurn => t.text("phone-waiting-cards"),
            HintRefusal::NothingToDraw(_) => t.text("coach-none-nothing"),
            HintRefusal::MovedOn | HintRefusal::Stopped => t.text("phone-coach-again"),
        };
        capitalise(&text)
    }
}

impl From<HintError> for HintRefusal {
    /// The coach's own refusal, as a phone is told it (a seat without a
    /// sheet here has, for the phone, nothing to draw).
    fn from(refused: HintError) -> Self {
        match refused {
            HintError::GameOver => HintRefusal::GameOver,
            // A table is never solo: its phones never see a reshuffle due.
            HintError::NoOpenTurn | HintError::ReshuffleDue => HintRefusal::NoOpenTurn,
            HintError::UnknownSeat(seat) | HintError::NothingToDraw(seat) => HintRefusal::NothingToDraw(seat),
        }
    }
}

/// Why `seat` has nothing to choose in `game` now, if it has not: the
/// coach's own checks ([`coach::nothing_to_choose`]), made before any work.
pub fn nothing_to_choose(game: &TucanaGame, seat: u8) -> Option<HintRefusal> {
    coach::nothing_to_choose(game, seat).map(HintRefusal::from)
}

/// The position of `seat` in `log`, as the coach sees it: its seed (which
/// follows every action but the hints themselves) and how many such actions
/// there are. Asking for a hint changes no position.
pub fn position(log: &TucanaLog, seat: u8) -> String {
    let actions = &log.record().actions;
    let played = actions.iter().filter(|a| !matches!(a, Action::Coached { .. })).count();
    format!("{:016x}.{played}", record_seed(actions, seat))
}

/// The Hint button of `seat`'s phone; `None` when the coach is not for it.
pub fn coach_seat(log: &TucanaLog, seat: u8, t: &Translator) -> Option<CoachSeat> {
    let game = log.game();
    if !log.record().coaches(seat) || game.player(seat).is_none() {
        return None;
    }
    let refusal = nothing_to_choose(game, seat);
    let status = match refusal {
        None => t.text("coach-idle"),
        Some(HintRefusal::GameOver) => t.text("coach-none-over"),
        Some(_) => t.text("coach-idle-wait"),
    };
    Some(CoachSeat {
        can_ask: refusal.is_none(),
        position: position(log, seat),
        button: t.text("phone-coach-hint"),
        status,
        thinking: t.text("coach-thinking"),
        colour: COACH_MARK,
    })
}

/// One of the best three, as a phone shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SuggestionView {
    /// 1 (best) to 3: the number on the map.
    pub rank: usize,
    /// One hex of the trail.
    pub from: JsonCoord,
    /// The other.
    pub to: JsonCoord,
    /// An owed bonus trail rather than the turn's trail.
    pub bonus: bool,
    /// The expected final total of the sheet after it (`null` when it was
    /// not weighed).
    pub expected_total: Option<f64>,
    /// "Expected total 58.4".
    pub expected: String,
    /// Why, in words ("Circles 3 at the yeti, opens a bonus trail").
    pub reasons: String,
    /// Its two ends in words ("Village A – yeti").
    pub trail: String,
    /// The whole suggestion for a screen reader.
    pub label: String,
    /// The button that draws it once picked ("Draw Village A – yeti").
    pub draw: String,
}

/// The coach's answer to a phone.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HintView {
    /// The seat.
    pub seat: u8,
    /// The position it is for (see [`position`]).
    pub position: String,
    /// "The coach's best three: tap one to pick it."
    pub heading: String,
    /// The best three (fewer when fewer trails are legal), best first.
    pub suggestions: Vec<SuggestionView>,
}

/// The best three of `hint` in the phone's words.
pub fn hint_view(game: &TucanaGame, hint: &Hint, position: String, t: &Translator) -> HintView {
    let suggestions = hint
        .suggestions
        .iter()
        .take(SHOWN)
        .enumerate()
        .map(|(i, s)| {
            let rank = i + 1;
            let (trail, why) = t.coach_suggestion(game, hint.seat, s);
            // Inside a sentence the trail keeps its small letter.
            let within = t.coach_trail(game, hint.seat, s.trail.from, s.trail.to);
            let label = t.format(
                "coach-suggestion-label",
                &[("rank", rank.to_string().into()), ("trail", trail.clone().into()), ("why", why.into())],
            );
            SuggestionView {
                rank,
                from: [s.trail.from.row, s.trail.from.dcol],
                to: [s.trail.to.row, s.trail.to.dcol],
                bonus: s.trail.bonus,
                expected_total: s.expected_total,
                expected: s.expected_total.map(|e| capitalise(&t.coach_expected(e))).unwrap_or_default(),
                reasons: capitalise(&t.coach_reasons(&s.reasons)),
                draw: t.format("phone-coach-draw", &[("trail", within.into())]),
                trail,
                label,
            }
        })
        .collect();
    HintView { seat: hint.seat, position, heading: t.text("coach-best-three"), suggestions }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::rules::Setup;
    use crate::games::tucana::sheet::builtin_sheet;
    use crate::i18n::Language;
    use std::sync::Arc;

    fn table(coach: &[u8]) -> Result<TucanaLog, Box<dyn std::error::Error>> {
        let names = vec!["Alice".to_string(), "Bob".to_string()];
        let setup = Setup::app_deck_table("isla-petit", 2, &names, 3);
        let mut log =
            TucanaLog::new(Arc::new(builtin_sheet("isla-petit").ok_or("a built-in sheet")?), setup)?
                .with_coach(coach);
        let [a, b] = log.game().next_app_cards().ok_or("the app's deck deals")?;
        log.apply(Action::Reveal(a, b))?;
        Ok(log)
    }

    #[test]
    fn asking_changes_no_position_and_a_move_does() -> Result<(), Box<dyn std::error::Error>> {
        let mut log = table(&[1])?;
        let start = position(&log, 1);
        assert_ne!(start, position(&log, 2), "each seat has its own seed");
        log.apply(Action::Coached { seat: 1 })?;
        assert_eq!(position(&log, 1), start, "a hint is for the position it was asked in");
        let edge = log.game().legal_trails(2).iter().next().ok_or("Bob has a trail")?;
        let (from, to) = log.game().sheet().edge_coords(edge);
        log.apply(Action::Trail { seat: 2, from, to })?;
        assert_ne!(position(&log, 1), start, "Bob's trail moves the game on");
        Ok(())
    }

    #[test]
    fn only_a_coached_seat_gets_the_button_and_only_with_a_trail_to_choose()
    -> Result<(), Box<dyn std::error::Error>> {
        let t = Translator::new(Language::English);
        let log = table(&[1])?;
        let coached = coach_seat(&log, 1, &t).ok_or("seat 1 is coached")?;
        assert!(coached.can_ask);
        assert_eq!(coached.button, "Hint");
        assert_eq!(coach_seat(&log, 2, &t), None, "seat 2 is not");
        assert_eq!(coach_seat(&table(&[])?, 1, &t), None, "a competitive table shows no button");

        let mut log = log;
        let edge = log.game().legal_trails(1).iter().next().ok_or("Alice has a trail")?;
        let (from, to) = log.game().sheet().edge_coords(edge);
        log.apply(Action::Trail { seat: 1, from, to })?;
        assert_eq!(log.game().owed_bonus_trails(1), 0, "this trail owes no bonus trail");
        assert_eq!(nothing_to_choose(log.game(), 1), Some(HintRefusal::NothingToDraw(1)));
        assert!(!coach_seat(&log, 1, &t).ok_or("still coached")?.can_ask);
        let words = HintRefusal::NotCoached(2).words(log.game(), &t);
        assert!(words.starts_with("The coach is not on for Bob"), "{words}");
        Ok(())
    }
}
