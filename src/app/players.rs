//! The player list in the app: read with the data folder, offered as the
//! new-game forms' chips, written when a game starts (and, from the
//! Players screen, when someone is renamed or merged).

use super::TrailpadApp;
use crate::games::new_york::TaxiColour;
use crate::games::players::PlayerList;
use crate::store::{DataDir, Settings, load_players, save_players};
use crate::ui::message::MessageKind;
use crate::ui::wizard::{Wizard, is_default_name};
use std::time::SystemTime;

/// Gives the forms the names to offer: the list's, in the order last used,
/// then the names the settings remember from before the list existed.
pub(super) fn offer_names(wizard: &mut Wizard, settings: &Settings, players: &PlayerList) {
    let mut names = players.names_by_last_use();
    for known in &settings.known_names {
        if players.find(known).is_none() && !names.contains(known) {
            names.push(known.clone());
        }
    }
    wizard.known_names = names;
    wizard.favourite_colours =
        players.people.iter().filter_map(|p| p.colour.map(|c| (p.name.clone(), c))).collect();
}

/// Seconds since 1970 now (0 for a clock set before it).
fn now_secs() -> u64 {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

impl TrailpadApp {
    /// Reads the player list of the data folder; a damaged one is put
    /// aside and said, and the list starts anew (no game is lost: the
    /// records keep every name).
    pub(super) fn load_players(&mut self, dir: &DataDir) {
        let path = dir.players();
        let (list, damage) = load_players(&path);
        self.players = list;
        self.players_file = Some(path.clone());
        if let Some(damage) = damage {
            let reason = damage.reason.into();
            let text = match damage.moved_to {
                Some(moved) => self.text_args(
                    "players-damaged",
                    &[("moved", moved.display().to_string().into()), ("reason", reason)],
                ),
                None => {
                    self.players_file = None;
                    self.text_args(
                        "players-damaged-left",
                        &[("path", path.display().to_string().into()), ("reason", reason)],
                    )
                }
            };
            self.say(MessageKind::Error, text);
        }
        if let super::Screen::Start(wizard) = &mut self.screen {
            offer_names(wizard, &self.settings, &self.players);
        }
    }

    /// The people who play, across games.
    pub fn players(&self) -> &PlayerList {
        &self.players
    }

    /// Writes the player list; a failure is shown, never fatal.
    pub(super) fn save_players(&mut self) {
        let Some(path) = &self.players_file else { return };
        if let Err(e) = save_players(&self.players, path) {
            let text = self.text_args("players-save-failed", &[("reason", e.to_string().into())]);
            self.say(MessageKind::Error, text);
        }
    }

    /// A game starts with these seats (seat, name, New York colour): its
    /// people join the list, or are seen again, now. "Player 2" is no
    /// one's name and is not remembered.
    pub(super) fn remember_players(&mut self, seats: Vec<(u8, String, Option<TaxiColour>)>) {
        let named: Vec<(&str, Option<TaxiColour>)> = seats
            .iter()
            .filter(|(seat, name, _)| !is_default_name(name, *seat))
            .map(|(_, name, colour)| (name.as_str(), *colour))
            .collect();
        if named.is_empty() {
            return;
        }
        self.players.record_game(named, now_secs());
        self.save_players();
    }
}
