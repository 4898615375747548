//! The player list in the app: read with the data folder, offered as the
//! new-game forms' chips, written when a game starts (and, from the
//! Players screen, when someone is renamed or merged).

use super::TrailpadApp;
use crate::games::new_york::TaxiColour;
use crate::games::players::{ChangeKind, PlayerList, PlayersError};
use crate::i18n::Translator;
use crate::store::{DataDir, Settings, load_players, save_players};
use crate::text::{MAX_NAME_CHARS, NameProblem};
use crate::ui::message::MessageKind;
use crate::ui::players::{PersonRow, PlayersIntent, PlayersScreen};
use crate::ui::wizard::{Wizard, is_default_name};
use std::time::SystemTime;

/// Gives the forms the names to offer: the list's, in the order last used,
/// then the names the settings remember from before the list existed.
pub(super) fn offer_names(wizard: &mut Wizard, settings: &Settings, players: &PlayerList) {
    let mut names = players.names_by_last_use();
    // Names from the settings file follow the rules of names too: a
    // hand-edited one that is not a name, or is someone already offered,
    // is not offered.
    for known in &settings.known_names {
        let offered = names.iter().any(|n| crate::text::same_person(n, known));
        if crate::games::players::list_name_problem(known).is_none()
            && players.find(known).is_none()
            && !offered
        {
            names.push(known.clone());
        }
    }
    wizard.offer_names(names);
    wizard.know_people(players);
}

/// Seconds since 1970 now (0 for a clock set before it).
fn now_secs() -> u64 {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

impl TrailpadApp {
    /// Reads the player list of the data folder; a damaged one is put
    /// aside and said, and the list starts anew with what could be used
    /// of it (no game is lost: the records keep every name).
    pub(super) fn load_players(&mut self, dir: &DataDir) {
        let path = dir.players();
        let (list, damage) = load_players(&path);
        self.players = list;
        self.players_file = Some(path.clone());
        if let Some(damage) = damage {
            let reason = damage.reason.into();
            let text = match damage.moved_to {
                // What could be used of it is written anew at once, so a
                // restart finds the same people.
                Some(moved) if damage.kept > 0 => {
                    self.save_players();
                    self.text_args(
                        "players-damaged-partly",
                        &[
                            ("moved", moved.display().to_string().into()),
                            ("reason", reason),
                            ("kept", (damage.kept as i64).into()),
                        ],
                    )
                }
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
            for game in h.games.iter().filter(|g| g.is_over()) {
                let names: Vec<String> = game.scores().into_iter().map(|(name, _)| name).collect();
                let mut ids: Vec<String> = names.iter().map(|n| self.players.id_of(n)).collect();
                ids.dedup();
                for id in ids {
                    *games.entry(id).or_default() += 1;
                }
            }
        }
        // Who sat at a table with whom, by id.
        let mut played_with: std::collections::HashMap<String, Vec<String>> =
            std::collections::HashMap::new();
        for (_, names) in self.tables() {
            let ids: Vec<String> =
                names.iter().filter_map(|n| self.players.find(n)).map(|p| p.id.clone()).collect();
            for id in &ids {
                let with = played_with.entry(id.clone()).or_default();
                with.extend(
                    ids.iter().filter(|o| *o != id && !with.contains(o)).cloned().collect::<Vec<_>>(),
                );
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
                played_with: played_with.remove(&p.id).unwrap_or_default(),
            })
            .collect();
        let t = Translator::shared(self.language);
        let undo = self.players.last_change().map(|c| change_words(&t, c));
        PlayersScreen { people, undo, ..PlayersScreen::default() }
    }

    /// Every game of the history shown, as a merge checks them: its words
    /// (the island or map and the date) and the names at its table.
    fn tables(&self) -> Vec<(String, Vec<String>)> {
        let Some(h) = self.history() else { return Vec::new() };
        let date = |at: Option<SystemTime>| at.map(crate::ui::when::date_text).unwrap_or_default();
        h.games.iter().map(|g| (format!("{}, {}", g.where_played(), date(g.played())), g.people())).collect()
    }

    /// The people of an imported game join the list (and so the new-game
    /// forms' name chips), as the people of a game started here do.
    pub(super) fn learn_imported(&mut self, record: crate::games::AnyRecord) {
        let library = self.library();
        let Ok(play) =
            crate::export::plays::play_of_record(record, &crate::games::Boards { islands: &library })
        else {
            return;
        };
        let when = play.played_at.unwrap_or_else(now_secs);
        let names: Vec<&str> = play
            .seats
            .iter()
            .filter_map(|s| s.name.as_deref().filter(|n| !is_default_name(n, s.seat)))
            .collect();
        if names.is_empty() {
            return;
        }
        let before = self.players.people.len();
        self.players.learn(names.into_iter().map(|n| (n, when)));
        if self.players.people.len() != before {
            self.save_players();
        }
    }

    /// Renames or merges, as the Players screen asked: the list is saved,
    /// the history read again under the new names, and the screen stays.
    pub(super) fn apply_players(&mut self, intent: PlayersIntent) {
        let renamed = match &intent {
            PlayersIntent::Rename { id, .. } => Some(id.clone()),
            _ => None,
        };
        let done = match intent {
            PlayersIntent::Close => {
                if let Some(h) = self.history_mut() {
                    h.players = None;
                }
                return;
            }
            PlayersIntent::Rename { id, name } => self.players.rename(&id, &name).map(|()| None),
            PlayersIntent::Merge { duplicate, kept } => {
                let tables = self.tables();
                let tables = tables.iter().map(|(game, names)| (game.clone(), names.as_slice()));
                self.players.merge(&duplicate, &kept, tables).map(|()| None)
            }
            PlayersIntent::Undo => self.players.undo().map(Some),
        };
        // Names being typed in other rows stay as typed.
        let drafts =
            self.history().and_then(|h| h.players.as_ref()).map(|p| p.renaming.clone()).unwrap_or_default();
        let t = Translator::shared(self.language);
        let error = match done {
            Ok(undone) => {
                self.save_players();
                self.open_history();
                self.open_players();
                if let Some(screen) = self.history_mut().and_then(|h| h.players.as_mut()) {
                    let known: Vec<String> = screen.people.iter().map(|p| p.id.clone()).collect();
                    screen.renaming = drafts
                        .into_iter()
                        .filter(|(id, _)| renamed.as_deref() != Some(id.as_str()) && known.contains(id))
                        .collect();
                }
                if let Some(change) = undone {
                    let words = t.format("players-undone", &[("change", change_words(&t, &change).into())]);
                    self.say(MessageKind::News, words);
                }
                None
            }
            Err(e) => Some(crate::i18n::capitalise(&players_error_text(&t, &e))),
        };
        if let Some(screen) = self.history_mut().and_then(|h| h.players.as_mut()) {
            screen.error = error;
        }
    }
}

/// The seat "Player N" names, for telling a default name from a chosen one
/// when the seat is not at hand (the history's summaries): `N` itself.
fn default_seat(name: &str) -> u8 {
    name.rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// A rename or merge in words ("rename Ann to Anna"), for "Undo".
fn change_words(t: &Translator, change: &ChangeKind) -> String {
    match change {
        ChangeKind::Rename { from, to } => {
            t.format("players-undo-rename", &[("from", from.as_str().into()), ("to", to.as_str().into())])
        }
        ChangeKind::Merge { gone, kept } => {
            t.format("players-undo-merge", &[("gone", gone.as_str().into()), ("kept", kept.as_str().into())])
        }
    }
}

/// Why a rename or a merge was refused, in the UI's language.
fn players_error_text(t: &Translator, e: &PlayersError) -> String {
    match e {
        PlayersError::Unknown(_) => t.text("players-error-unknown"),
        PlayersError::Blank => t.text("players-error-blank"),
        PlayersError::Taken(name) => t.format("players-error-taken", &[("name", name.as_str().into())]),
        PlayersError::SamePerson => t.text("players-error-same"),
        PlayersError::PlayedEachOther { first, second, game } => t.format(
            "players-error-played-each-other",
            &[
                ("first", first.as_str().into()),
                ("second", second.as_str().into()),
                ("game", game.as_str().into()),
            ],
        ),
        PlayersError::NothingToUndo => t.text("players-error-nothing-to-undo"),
        PlayersError::UndoBlocked(name) => {
            t.format("players-error-undo-blocked", &[("name", name.as_str().into())])
        }
        PlayersError::BadName(NameProblem::TooLong { chars }) => t.format(
            "players-error-too-long",
            &[("chars", (*chars as i64).into()), ("max", (MAX_NAME_CHARS as i64).into())],
        ),
        PlayersError::BadName(NameProblem::Unprintable { position, code }) => t.format(
            "players-error-unprintable",
            &[("code", format!("U+{code:04X}").into()), ("position", (*position as i64).into())],
        ),
    }
}
