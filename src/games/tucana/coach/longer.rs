//! A longer search's review taken into the review already shown
//! (`docs/coach.md`, "The longer search"): what it changes, and what the
//! person is told it changed.
//!
//! The longer search weighs the same turns with the same evaluation as the
//! first review and only searches longer for the best line, so its
//! verdicts are the first review's. When it ran to its end, its review
//! replaces the shown one whole (it may also finish a first review that was
//! itself cut short). When it was stopped before its end, only its best
//! line is taken: a whole legal game with its exact total, while the turns
//! it had not weighed again keep the verdicts they were shown with.

use super::review::{Review, TurnReview};

/// What taking a longer search's review did to the review shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LongerTaken {
    /// It found a better line, now in the review: the best found before.
    Better {
        /// The best total found before the longer search.
        before: u32,
        /// Whether the longer search ran to its end (not stopped, nor out
        /// of time).
        complete: bool,
    },
    /// It ran to its end and found no better line; the review is unchanged.
    NothingBetter,
    /// It was stopped (or ran out of time) before its end with no better
    /// line by then; the review is unchanged.
    CutShort,
}

impl Review {
    /// Takes the review of a longer search of the same seat and cards into
    /// this one: a better line replaces the shown one (with all that is said
    /// of it: total, titles, reshuffle, search counts); a longer search that
    /// ran to its end replaces the review whole, one stopped before its end
    /// keeps this review's verdicts and whether it was complete. No better
    /// line: nothing changes.
    pub fn take_longer(&mut self, longer: Review) -> LongerTaken {
        let before = self.best;
        if longer.best <= before {
            return if longer.complete { LongerTaken::NothingBetter } else { LongerTaken::CutShort };
        }
        let complete = longer.complete;
        if complete {
            *self = longer;
        } else {
            let turns: Vec<TurnReview> = self
                .turns
                .iter()
                .zip(&longer.turns)
                .map(|(shown, searched)| TurnReview { best: searched.best.clone(), ..shown.clone() })
                .collect();
            *self = Review { turns, complete: self.complete, ..longer };
        }
        LongerTaken::Better { before, complete }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::coach::{ReviewBudget, review};
    use crate::games::tucana::record::TucanaRecord;
    use crate::games::tucana::rules::autoplay::random_action;
    use crate::games::tucana::rules::random::SeededRng;
    use crate::games::tucana::rules::{Setup, TucanaGame};
    use crate::games::tucana::sheet::builtin_sheet;
    use std::sync::Arc;

    /// A reviewed random solo game on Isla Petit.
    fn reviewed() -> Review {
        let sheet = Arc::new(builtin_sheet("isla-petit").expect("a built-in island"));
        let setup = Setup::app_deck_table("isla-petit", 1, &["Ann".to_string()], 7);
        let mut game = TucanaGame::new(Arc::clone(&sheet), setup.clone()).expect("a valid set-up");
        let mut record = TucanaRecord::new(setup);
        let mut rng = SeededRng::new(7);
        while !game.is_over() {
            let action = random_action(&game, &mut rng).expect("the game goes on");
            game.apply(&action).expect("a legal move");
            record.actions.push(action);
        }
        review(&record, &sheet, 1, ReviewBudget::QUICK).expect("a finished game")
    }

    #[test]
    fn a_longer_search_with_no_better_line_changes_nothing() {
        let shown = reviewed();
        for complete in [true, false] {
            let mut taken = shown.clone();
            let longer = Review { complete, ..shown.clone() };
            let said = taken.take_longer(longer);
            let expected = if complete { LongerTaken::NothingBetter } else { LongerTaken::CutShort };
            assert_eq!(said, expected);
            assert_eq!(taken, shown, "the review changed");
        }
    }

    #[test]
    fn a_better_line_replaces_the_shown_one_and_a_stopped_search_keeps_the_shown_verdicts() {
        let shown = reviewed();
        assert!(!shown.turns[0].best.is_empty(), "the best line draws on the first turn");
        // A longer search's review: a better total and line, other verdicts
        // on its first turn (it had weighed only that far when stopped).
        let mut longer = shown.clone();
        longer.best = shown.best + 5;
        longer.polished_best = longer.best;
        longer.best_actions.pop();
        longer.turns[0].loss += 3.0;
        longer.turns[0].best.clear();
        for complete in [true, false] {
            let mut taken = Review { complete: false, ..shown.clone() };
            let said = taken.take_longer(Review { complete, ..longer.clone() });
            assert_eq!(said, LongerTaken::Better { before: shown.best, complete });
            assert_eq!(taken.best, longer.best);
            assert_eq!(taken.polished_best, longer.best);
            assert_eq!(taken.best_actions, longer.best_actions);
            // Every turn's best-line trails are the longer search's.
            assert!(taken.turns[0].best.is_empty());
            if complete {
                // Whole: its verdicts, and complete.
                assert_eq!(taken.turns[0].loss, longer.turns[0].loss);
                assert!(taken.complete);
            } else {
                // Stopped: the shown verdicts, and the shown completeness.
                assert_eq!(taken.turns[0].loss, shown.turns[0].loss);
                assert!(!taken.complete);
            }
        }
    }
}
