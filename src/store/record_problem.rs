//! A game's own reason why its record cannot be used, carried by the
//! store's [`super::GameFileProblem::NotARecord`] without the store
//! naming any game's error: the game's error itself, kept whole so that
//! the UI words it in its language (`i18n`), as the game says.

use std::error::Error;
use std::fmt;
use std::sync::Arc;

/// A game's record error, of whichever game: shared (the listings are
/// cloned), compared and shown by its own words.
#[derive(Clone)]
pub struct RecordProblem(Arc<dyn Error + Send + Sync>);

impl RecordProblem {
    /// The game's error `error`, kept.
    pub fn new(error: impl Error + Send + Sync + 'static) -> RecordProblem {
        RecordProblem(Arc::new(error))
    }

    /// The game's error, to word it by its own type.
    pub fn error(&self) -> &(dyn Error + 'static) {
        self.0.as_ref()
    }
}

impl fmt::Debug for RecordProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl fmt::Display for RecordProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// Two problems are the same when the game says the same: the errors'
/// types are the games' own, compared here by their words.
impl PartialEq for RecordProblem {
    fn eq(&self, other: &RecordProblem) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for RecordProblem {}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, thiserror::Error)]
    #[error("seat {0} is not at the table")]
    struct NoSeat(u8);

    #[test]
    fn a_game_error_keeps_its_words_and_its_type() {
        let problem = RecordProblem::new(NoSeat(3));
        assert_eq!(problem.to_string(), "seat 3 is not at the table");
        assert_eq!(problem.error().downcast_ref::<NoSeat>().map(|e| e.0), Some(3));
        assert_eq!(problem.clone(), RecordProblem::new(NoSeat(3)));
        assert_ne!(problem, RecordProblem::new(NoSeat(4)));
    }
}
