//! The new-game form's choices, remembered between runs (the settings
//! keep them) and offered again next time: plain values, which the form
//! (`ui/wizard.rs`) fills and the store writes, so neither reads the other.
//!
//! Tucana's and New York's choices are fields of their own here, as files
//! written before have them; every other game keeps its own choices type
//! under its record id ([`WizardChoices::game_choices`]), so a new game
//! that remembers choices edits nothing here.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Who the coach gives hints to, as last chosen in the new-game form.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum CoachFor {
    /// Nobody (the default, and what files written before say).
    #[default]
    Nobody,
    /// The solo game only.
    SoloOnly,
    /// The seats in [`WizardChoices::coach_seats`].
    Seats,
}

impl CoachFor {
    pub(crate) fn is_nobody(&self) -> bool {
        *self == CoachFor::Nobody
    }
}

/// The wizard's choices, offered again next time (quick rematch).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct WizardChoices {
    /// Sheet id.
    pub sheet: Option<String>,
    /// Players at the table.
    pub table_size: Option<u8>,
    /// Names by seat (index 0 = seat 1) of the tracked players.
    pub names: Vec<String>,
    /// Tracked seats.
    pub tracked_seats: Vec<u8>,
    /// Random start village option.
    pub random_start: bool,
    /// Counter-clockwise option.
    pub counter_clockwise: bool,
    /// Symmetry option.
    pub symmetry: bool,
    /// Special Bonus variant.
    pub special_bonus: bool,
    /// The app deals the terrain cards.
    pub app_deck: bool,
    /// The game played last, by its record id (`trails-of-tucana`,
    /// `ticket-to-ride-new-york`): the start screen opens on it. `None`
    /// (files written before it was kept) opens on the first game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_game: Option<String>,
    /// What files written before `last_game` kept instead: whether the
    /// last game was *Ticket to Ride: New York*. Read, never written.
    #[serde(rename = "new_york", skip_serializing)]
    pub old_new_york: bool,
    /// Players at the last New York table (none in files written before).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_york_players: Option<u8>,
    /// Their names, in seat order (as typed; blank for "Player N").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub new_york_names: Vec<String>,
    /// The colours of the four seats, in seat order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub new_york_colours: Vec<crate::games::new_york::TaxiColour>,
    /// "Coach for" (not written while it is nobody).
    #[serde(skip_serializing_if = "CoachFor::is_nobody")]
    pub coach: CoachFor,
    /// The seats ticked under "these seats".
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub coach_seats: Vec<u8>,
    /// Every other game's own choices, by its record id, as RON text of
    /// that game's own type ([`WizardChoices::keep_game_choices`]). Kept as
    /// text so that a game this Trailpad does not know (a newer one's)
    /// keeps its choices through a save.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub games: BTreeMap<String, String>,
}

impl WizardChoices {
    /// The game played last, if this Trailpad knows it (a settings file
    /// of a newer Trailpad may name a game it does not: the form then
    /// opens on the first game).
    pub fn last_game(&self) -> Option<crate::games::GameKind> {
        match &self.last_game {
            Some(id) => crate::games::GameKind::from_record_id(id),
            // The one game `new_york: true` ever meant.
            None if self.old_new_york => crate::games::GameKind::from_record_id(crate::games::NEW_YORK_GAME),
            None => None,
        }
    }

    /// The choices game `record_id` kept last time; its default when it
    /// kept none, or when what it kept no longer reads as its type (a
    /// choice is only an offer: the form starts blank rather than fail).
    pub fn game_choices<T: DeserializeOwned + Default>(&self, record_id: &str) -> T {
        self.games.get(record_id).and_then(|text| ron::from_str(text).ok()).unwrap_or_default()
    }

    /// Keeps `choices` as game `record_id`'s, for next time.
    pub fn keep_game_choices<T: Serialize>(&mut self, record_id: &str, choices: &T) {
        if let Ok(text) = ron::to_string(choices) {
            self.games.insert(record_id.to_string(), text);
        }
    }

    /// Remembers `kind` as the game played last; whether that changed.
    pub fn set_last_game(&mut self, kind: crate::games::GameKind) -> bool {
        let id = Some(kind.record_id().to_string());
        let changed = self.last_game != id || self.old_new_york;
        self.last_game = id;
        self.old_new_york = false;
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
    struct Names {
        names: Vec<String>,
    }

    #[test]
    fn a_game_s_own_choices_come_back_through_the_settings_text_and_others_stay() {
        let mut choices = WizardChoices::default();
        let kept = Names { names: vec!["Ann".into(), "Bob".into()] };
        choices.keep_game_choices("some-game", &kept);
        // A newer Trailpad's game, unknown here, keeps what it wrote.
        choices.games.insert("newer-game".into(), "(anything: 1)".into());
        let text = ron::to_string(&choices).expect("written");
        let read: WizardChoices = ron::from_str(&text).expect("read back");
        assert_eq!(read.game_choices::<Names>("some-game"), kept);
        assert_eq!(read.games.get("newer-game").map(String::as_str), Some("(anything: 1)"));
        // Nothing kept, or what no longer reads as the type: the default.
        assert_eq!(read.game_choices::<Names>("never-played"), Names::default());
        assert_eq!(read.game_choices::<Names>("newer-game"), Names::default());
        // Files written before have no `games` and read as before.
        let old: WizardChoices = ron::from_str("(table_size: Some(3))").expect("old file");
        assert_eq!(old.table_size, Some(3));
        assert!(old.games.is_empty());
    }
}
