//! The new-game form's choices, remembered between runs (the settings
//! keep them) and offered again next time: plain values, which the form
//! (`ui/wizard.rs`) fills and the store writes, so neither reads the other.

use serde::{Deserialize, Serialize};

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

    /// Remembers `kind` as the game played last; whether that changed.
    pub fn set_last_game(&mut self, kind: crate::games::GameKind) -> bool {
        let id = Some(kind.record_id().to_string());
        let changed = self.last_game != id || self.old_new_york;
        self.last_game = id;
        self.old_new_york = false;
        changed
    }
}
