//! The people who play, remembered across games of every kind: each has a
//! stable id, a current name, the names used before (so old records, which
//! keep the names as they were typed, still find their player), for
//! *Ticket to Ride: New York* a favourite taxi colour, and when they last
//! played. Pure: the caller gives the time; the store reads and writes the
//! list (`store::players`).
//!
//! Names are matched as the records compare them: two names that print
//! the same ([`crate::text::look_alike`]: "é" and "e\u{301}", "Ann" and
//! "A\u{200D}nn") are one name; case counts ("Ann" and "ann" may sit at
//! the same table).

use crate::games::new_york::TaxiColour;
use crate::text::{name_skeleton, nfc};
use serde::{Deserialize, Serialize};

/// The newest format of the player list this Trailpad writes.
pub const PLAYERS_FORMAT: u32 = 1;

/// The most people the list keeps; the ones not seen for the longest time
/// go first (their games keep their names).
pub const MAX_PEOPLE: usize = 500;

/// One person.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Person {
    /// Stable for ever: 16 hex digits of a hash of the first name the
    /// person was known by (lower case, as it prints), the same id BG Stats
    /// was given for that name before the list existed.
    pub id: String,
    /// The name shown today (NFC).
    pub name: String,
    /// Names used before (renamed from, or merged in), NFC; records that
    /// keep them count for this person.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    /// The taxi colour this person takes in New York, when they took one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<TaxiColour>,
    /// When this person last started a game, seconds since 1970 (UTC).
    #[serde(default)]
    pub last_used: u64,
}

impl Person {
    /// Whether `name` is this person's name or one they used before.
    pub fn answers_to(&self, name: &str) -> bool {
        let key = name_skeleton(name);
        !key.is_empty()
            && (name_skeleton(&self.name) == key || self.aliases.iter().any(|a| name_skeleton(a) == key))
    }
}

/// The id a person first known as `name` gets (see [`Person::id`]).
pub fn person_id_of(name: &str) -> String {
    format!("{:016x}", fnv1a(name_skeleton(name).to_lowercase().as_bytes()))
}

/// FNV-1a, 64 bits: small, stable across builds and platforms (unlike
/// the standard library's hasher), and enough to tell people and plays
/// apart.
pub(crate) fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325_u64, |hash, b| (hash ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// Why a rename or a merge was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayersError {
    /// No person has this id.
    #[error("no player has the id {0}")]
    Unknown(String),
    /// The new name prints nothing.
    #[error("a name cannot be blank")]
    Blank,
    /// Another person already answers to the new name.
    #[error("another player is already called \"{0}\"; merge the two instead")]
    Taken(String),
    /// A person cannot be merged into themselves.
    #[error("a player cannot be merged into themselves")]
    SamePerson,
}

/// Every person known, in the order last used (most recent first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerList {
    /// Format version, see [`PLAYERS_FORMAT`].
    pub format: u32,
    /// The people.
    #[serde(default)]
    pub people: Vec<Person>,
}

impl Default for PlayerList {
    fn default() -> PlayerList {
        PlayerList { format: PLAYERS_FORMAT, people: Vec::new() }
    }
}

impl PlayerList {
    /// The person who answers to `name` (their name or a name used before).
    pub fn find(&self, name: &str) -> Option<&Person> {
        let key = name_skeleton(name);
        if key.is_empty() {
            return None;
        }
        // Someone's current name wins over someone else's old one.
        self.people
            .iter()
            .find(|p| name_skeleton(&p.name) == key)
            .or_else(|| self.people.iter().find(|p| p.aliases.iter().any(|a| name_skeleton(a) == key)))
    }

    /// The person with this id.
    pub fn get(&self, id: &str) -> Option<&Person> {
        self.people.iter().find(|p| p.id == id)
    }

    /// The name `name` is shown by today: the current name of the person
    /// who answers to it, else `name` itself (someone the list never met).
    pub fn current_name(&self, name: &str) -> String {
        self.find(name).map_or_else(|| name.to_string(), |p| p.name.clone())
    }

    /// The id of the person who answers to `name`, else the id such a
    /// person would get ([`person_id_of`]): stable for everyone.
    pub fn id_of(&self, name: &str) -> String {
        self.find(name).map_or_else(|| person_id_of(name), |p| p.id.clone())
    }

    /// The names to offer as chips, in the order last used.
    pub fn names_by_last_use(&self) -> Vec<String> {
        let mut people: Vec<&Person> = self.people.iter().collect();
        people.sort_by_key(|p| std::cmp::Reverse(p.last_used));
        people.into_iter().map(|p| p.name.clone()).collect()
    }

    /// Records that these people started a game at `now` (seconds since
    /// 1970), each with the colour they took (New York) if any: someone
    /// new joins the list; a name used before finds its person. Blank
    /// names are skipped. The list is then kept in the order last used.
    pub fn record_game<'a>(
        &mut self,
        players: impl IntoIterator<Item = (&'a str, Option<TaxiColour>)>,
        now: u64,
    ) {
        for (name, colour) in players {
            let name = nfc(name.trim());
            if name_skeleton(&name).is_empty() {
                continue;
            }
            let index = match self.find(&name).map(|p| p.id.clone()) {
                Some(id) => self.people.iter().position(|p| p.id == id),
                None => {
                    let id = self.free_id(person_id_of(&name));
                    self.people.push(Person { id, name, aliases: Vec::new(), colour: None, last_used: 0 });
                    Some(self.people.len() - 1)
                }
            };
            if let Some(person) = index.and_then(|i| self.people.get_mut(i)) {
                person.last_used = person.last_used.max(now);
                if colour.is_some() {
                    person.colour = colour;
                }
            }
        }
        self.tidy();
    }

    /// Adds people from games played before the list kept them (their
    /// names and when they played), without changing anyone known.
    pub fn learn<'a>(&mut self, names: impl IntoIterator<Item = (&'a str, u64)>) {
        for (name, when) in names {
            let name = nfc(name.trim());
            if name_skeleton(&name).is_empty() || self.find(&name).is_some() {
                continue;
            }
            let id = self.free_id(person_id_of(&name));
            self.people.push(Person { id, name, aliases: Vec::new(), colour: None, last_used: when });
        }
        self.tidy();
    }

    /// Renames a person: the old name is kept as a name used before, so
    /// every game under it follows. Refused for a blank name or one
    /// another person answers to.
    pub fn rename(&mut self, id: &str, new_name: &str) -> Result<(), PlayersError> {
        let new_name = nfc(new_name.trim());
        if name_skeleton(&new_name).is_empty() {
            return Err(PlayersError::Blank);
        }
        if let Some(other) = self.find(&new_name).filter(|p| p.id != id) {
            return Err(PlayersError::Taken(other.name.clone()));
        }
        let person =
            self.people.iter_mut().find(|p| p.id == id).ok_or_else(|| PlayersError::Unknown(id.into()))?;
        if person.name == new_name {
            return Ok(());
        }
        let old = std::mem::replace(&mut person.name, new_name);
        let new_key = name_skeleton(&person.name);
        person.aliases.retain(|a| name_skeleton(a) != new_key);
        if !person.aliases.contains(&old) && name_skeleton(&old) != new_key {
            person.aliases.push(old);
        }
        Ok(())
    }

    /// Merges person `duplicate` into person `kept`: the duplicate's names
    /// become names `kept` used before, so all its games count for `kept`;
    /// the duplicate leaves the list. Cannot be undone.
    pub fn merge(&mut self, duplicate: &str, kept: &str) -> Result<(), PlayersError> {
        if duplicate == kept {
            return Err(PlayersError::SamePerson);
        }
        if self.get(kept).is_none() {
            return Err(PlayersError::Unknown(kept.into()));
        }
        let at = self
            .people
            .iter()
            .position(|p| p.id == duplicate)
            .ok_or_else(|| PlayersError::Unknown(duplicate.into()))?;
        let gone = self.people.remove(at);
        if let Some(person) = self.people.iter_mut().find(|p| p.id == kept) {
            for name in std::iter::once(gone.name).chain(gone.aliases) {
                if !person.aliases.contains(&name) && name_skeleton(&name) != name_skeleton(&person.name) {
                    person.aliases.push(name);
                }
            }
            person.last_used = person.last_used.max(gone.last_used);
            person.colour = person.colour.or(gone.colour);
        }
        Ok(())
    }

    /// `id`, or, when someone has it already, `id-2`, `id-3`…
    fn free_id(&self, id: String) -> String {
        if self.get(&id).is_none() {
            return id;
        }
        (2..).map(|n| format!("{id}-{n}")).find(|c| self.get(c).is_none()).unwrap_or(id)
    }

    /// The most recently used first; beyond [`MAX_PEOPLE`], the longest
    /// unseen are forgotten.
    fn tidy(&mut self) {
        self.people.sort_by_key(|p| std::cmp::Reverse(p.last_used));
        self.people.truncate(MAX_PEOPLE);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(names: &[(&str, u64)]) -> PlayerList {
        let mut l = PlayerList::default();
        for (name, when) in names {
            l.record_game([(*name, None)], *when);
        }
        l
    }

    #[test]
    fn names_that_print_the_same_are_one_person_and_case_counts() {
        let l = list(&[("Zoé", 10), ("Ann", 20)]);
        assert_eq!(l.people.len(), 2);
        assert_eq!(l.find("Zoe\u{301}").map(|p| p.name.as_str()), Some("Zoé"));
        assert_eq!(l.find(" A\u{200D}nn ").map(|p| p.name.as_str()), Some("Ann"));
        assert_eq!(l.find("ann"), None, "case prints differently");
        assert_eq!(l.find("\u{200B}"), None, "a blank name is no one");
        // The id is the one BG Stats got for the name before the list.
        assert_eq!(l.id_of("Ann"), person_id_of("ANN "));
    }

    #[test]
    fn the_list_is_in_the_order_last_used_and_remembers_colours() {
        let mut l = list(&[("Ann", 10), ("Bob", 20), ("Cy", 30)]);
        assert_eq!(l.names_by_last_use(), ["Cy", "Bob", "Ann"]);
        l.record_game([("Ann", Some(TaxiColour::Yellow)), ("Dee", None)], 40);
        assert_eq!(l.names_by_last_use()[..2], ["Ann", "Dee"]);
        assert_eq!(l.find("Ann").and_then(|p| p.colour), Some(TaxiColour::Yellow));
        l.record_game([("Ann", None)], 50);
        assert_eq!(l.find("Ann").and_then(|p| p.colour), Some(TaxiColour::Yellow), "kept");
    }

    #[test]
    fn a_renamed_person_keeps_their_id_and_old_games() {
        let mut l = list(&[("Ann", 10), ("Bob", 20)]);
        let id = l.id_of("Ann");
        assert_eq!(l.rename(&id, "Bob"), Err(PlayersError::Taken("Bob".into())));
        assert_eq!(l.rename(&id, "  "), Err(PlayersError::Blank));
        l.rename(&id, "Anna").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.current_name("Ann"), "Anna", "an old record's name finds the person");
        assert_eq!(l.id_of("Anna"), id);
        assert_eq!(l.id_of("Ann"), id);
        // Back to the old name: it is no longer a name used before.
        l.rename(&id, "Ann").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.find("Ann").map(|p| p.aliases.clone()), Some(vec!["Anna".to_string()]));
        assert_eq!(l.current_name("Zed"), "Zed", "someone the list never met");
    }

    #[test]
    fn a_merged_duplicate_s_names_count_for_the_kept_person() {
        let mut l = list(&[("Ann", 10), ("Annie", 30), ("Bob", 20)]);
        let (ann, annie) = (l.id_of("Ann"), l.id_of("Annie"));
        assert_eq!(l.merge(&ann, &ann), Err(PlayersError::SamePerson));
        l.merge(&annie, &ann).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.people.len(), 2);
        assert_eq!(l.current_name("Annie"), "Ann");
        assert_eq!(l.id_of("Annie"), ann);
        assert_eq!(l.find("Ann").map(|p| p.last_used), Some(30));
        assert_eq!(l.merge(&annie, &ann), Err(PlayersError::Unknown(annie)));
    }

    #[test]
    fn learning_from_old_games_adds_only_the_unknown() {
        let mut l = list(&[("Ann", 10)]);
        l.learn([("Ann", 99), ("Bob", 5), ("", 7)]);
        assert_eq!(l.names_by_last_use(), ["Ann", "Bob"]);
        assert_eq!(l.find("Ann").map(|p| p.last_used), Some(10));
    }
}
