//! A finished game's end, for both games: the place and note typed on the
//! final scores reach the record through the app's one save, before any
//! screen is left; "Play again" starts the same game with the same
//! players, the finished one going to the history once.

use super::TrailpadApp;
use crate::i18n::Translator;
use crate::ui::game_end::GameEndIntent;
use crate::ui::message::MessageKind;
use std::time::SystemTime;

impl TrailpadApp {
    /// Applies what a finished game's final scores asked.
    pub(super) fn apply_game_end(&mut self, intent: GameEndIntent) {
        match intent {
            // A text too long stays typed, its reason under its field.
            GameEndIntent::Keep => {
                let _ = self.keep_end_texts();
            }
            GameEndIntent::PlayAgain => self.play_again(),
        }
    }

    /// Keeps the place and note typed on the running game's final scores
    /// in its record, and saves it if it changed. A text too long is not
    /// kept and stays typed: why, in the UI's language.
    pub(super) fn keep_end_texts(&mut self) -> Result<(), String> {
        let t = Translator::shared(self.language);
        // With phones, the table's game is the one kept (the server saves it).
        if let Some(kept) = self.keep_end_texts_at_table(&t) {
            return kept;
        }
        let Some(running) = self.running.as_mut() else { return Ok(()) };
        let (changed, problem) = running.keep_end_texts(&t);
        if changed {
            self.save();
        }
        problem.map_or(Ok(()), Err)
    }

    /// "Play again": the same game with the same players starts; the
    /// finished one goes to the history (once). A place or note too long
    /// to keep holds the finished game on screen, with why.
    fn play_again(&mut self) {
        if let Err(reason) = self.keep_end_texts() {
            self.say(MessageKind::Error, reason);
            return;
        }
        // Played with phones, the table's game is the one finished.
        self.sync_table_game();
        let Some(running) = &self.running else { return };
        if !running.shown().is_over() {
            return;
        }
        let t = Translator::shared(self.language);
        let now = crate::games::date::seconds_of(SystemTime::now());
        match running.rematch(super::clock_seed(), now, &t) {
            Ok(loaded) if self.table.is_running() => self.play_again_at_table(loaded, &t),
            Ok(loaded) => {
                let file = self.new_game_file();
                self.start_running(loaded.into_running(file));
                let text = self.running.as_ref().map(|r| r.again_words(&t)).unwrap_or_default();
                self.say(MessageKind::News, text);
                self.save();
            }
            Err(reason) => self.say(MessageKind::Error, reason),
        }
    }
}
