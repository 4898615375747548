//! The player list in the app: read with the data folder, offered as the
//! new-game forms' chips, written when a game starts (and, from the
//! Players screen, when someone is renamed or merged).

use super::TrailpadApp;
use crate::games::PlayedGame;
use crate::games::new_york::TaxiColour;
use crate::games::players::{PlayerList, PlayersError};
use crate::i18n::Translator;
use crate::store::{DataDir, Settings, load_players, save_players};
use crate::ui::message::MessageKind;
use crate::ui::players::{PersonRow, PlayersIntent, PlayersScreen};
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

/// Seconds since 1970 of `at` (0 when unknown).
fn secs_of(at: Option<SystemTime>) -> u64 {
    at.map_or(0, crate::games::date::seconds_of)
}

impl TrailpadApp {
    /// Everyone in the finished games `listed` joins the list (an old
    /// game's player the list never met), then every game's summary shows
    /// each person by their name today: the history's rows, statistics and
    /// charts follow a rename or a merge.
    pub(super) fn learn_players(&mut self, listed: &mut crate::store::Listed) {
        let mut met: Vec<(String, u64)> = Vec::new();
        for game in listed.games() {
            let when = secs_of(game.played());
            met.extend(game.people().into_iter().map(|n| (n, when)));
        }
        // "Player 2" is no one's name.
        let people: Vec<(&str, u64)> = met
            .iter()
            .filter(|(name, _)| !crate::ui::wizard::is_default_name(name, default_seat(name)))
            .map(|(name, when)| (name.as_str(), *when))
            .collect();
        self.players.learn(people);
        let players = &self.players;
        listed.rename(&|n| players.current_name(n));
    }

    /// Opens the Players screen over the history.
    pub(super) fn open_players(&mut self) {
        let screen = self.players_screen();
        if let Some(h) = self.history_mut() {
            h.players = Some(screen);
        }
    }

    /// The Players screen of the list as it is, with how many finished
    /// games (of the history shown) count for each person.
    fn players_screen(&self) -> PlayersScreen {
        let mut games: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
        if let Some(h) = self.history() {
            let tucana = h.games.iter().filter(|g| g.summary.finished).map(|g| counted_names(&g.summary));
            let new_york =
                h.new_york.iter().filter(|g| g.summary.finished).map(|g| counted_names(&g.summary));
            for names in tucana.chain(new_york) {
                let mut ids: Vec<String> = names.iter().map(|n| self.players.id_of(n)).collect();
                ids.dedup();
                for id in ids {
                    *games.entry(id).or_default() += 1;
                }
            }
        }
        let people = self
            .players
            .people
            .iter()
            .map(|p| PersonRow {
                id: p.id.clone(),
                name: p.name.clone(),
                aliases: p.aliases.clone(),
                games: games.get(&p.id).copied().unwrap_or(0),
            })
            .collect();
        PlayersScreen { people, ..PlayersScreen::default() }
    }

    /// Renames or merges, as the Players screen asked: the list is saved,
    /// the history read again under the new names, and the screen stays.
    pub(super) fn apply_players(&mut self, intent: PlayersIntent) {
        let done = match intent {
            PlayersIntent::Close => {
                if let Some(h) = self.history_mut() {
                    h.players = None;
                }
                return;
            }
            PlayersIntent::Rename { id, name } => self.players.rename(&id, &name),
            PlayersIntent::Merge { duplicate, kept } => self.players.merge(&duplicate, &kept),
        };
        let t = Translator::shared(self.language);
        let error = match done {
            Ok(()) => {
                self.save_players();
                self.open_history();
                self.open_players();
                None
            }
            Err(e) => Some(crate::i18n::capitalise(&players_error_text(&t, &e))),
        };
        if let Some(screen) = self.history_mut().and_then(|h| h.players.as_mut()) {
            screen.error = error;
        }
    }
}

/// The names whose totals count in a game (see [`PlayedGame::counted_players`]).
fn counted_names(game: &impl PlayedGame) -> Vec<String> {
    game.counted_players().into_iter().map(|(name, _)| name).collect()
}

/// The seat "Player N" names, for telling a default name from a chosen one
/// when the seat is not at hand (the history's summaries): `N` itself.
fn default_seat(name: &str) -> u8 {
    name.rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// Why a rename or a merge was refused, in the UI's language.
fn players_error_text(t: &Translator, e: &PlayersError) -> String {
    match e {
        PlayersError::Unknown(_) => t.text("players-error-unknown"),
        PlayersError::Blank => t.text("players-error-blank"),
        PlayersError::Taken(name) => t.format("players-error-taken", &[("name", name.as_str().into())]),
        PlayersError::SamePerson => t.text("players-error-same"),
    }
}

impl TrailpadApp {
    /// Gives a history game's "Log in BG Stats" the person id of each
    /// named player, so BG Stats keeps one player per person across
    /// renames and merges.
    pub(super) fn name_bgstats_players(&self, viewer: &mut crate::ui::history::HistoryViewer) {
        let panel = match viewer {
            crate::ui::history::HistoryViewer::Tucana(v) => &mut v.bgstats,
            crate::ui::history::HistoryViewer::NewYork(v) => &mut v.bgstats,
        };
        panel.player_ids = panel
            .play
            .seats
            .iter()
            .filter_map(|s| s.name.clone())
            .map(|name| {
                let id = self.players.id_of(&name);
                (name, id)
            })
            .collect();
    }
}
