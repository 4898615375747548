//! The people who play, remembered across games of every kind: each has a
//! stable id, a current name, the names used before (so old records, which
//! keep the names as they were typed, still find their player), for
//! *Ticket to Ride: New York* a favourite taxi colour, and when they last
//! played. Pure: the caller gives the time; the store reads and writes the
//! list (`store::players`).
//!
//! Names are matched as the records compare them: two names that print
//! the same ([`crate::text::same_person`]: "é" and "e\u{301}", "Ann" and
//! "A\u{200D}nn") are one name; case counts ("Ann" and "ann" may sit at
//! the same table).

use crate::games::new_york::TaxiColour;
use crate::text::{NameProblem, name_problem, nfc, person_key, prints_blank};
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
    /// person was known by ([`person_id_of`]), the same id BG Stats was
    /// given for that name before the list existed.
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
        let key = person_key(name);
        !key.is_empty()
            && (person_key(&self.name) == key || self.aliases.iter().any(|a| person_key(a) == key))
    }
}

/// The id a person first known as `name` gets (see [`Person::id`]).
pub fn person_id_of(name: &str) -> String {
    format!("{:016x}", fnv1a(person_key(name).as_bytes()))
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
    /// The new name breaks the rules every name follows (too long, a
    /// control or invisible character), in the form's words.
    #[error("the new name {0}")]
    BadName(NameProblem),
    /// The two people sat at the same table: they are two people.
    #[error("{first} and {second} played each other ({game}): they are two people")]
    PlayedEachOther {
        /// The one to merge away, by name.
        first: String,
        /// The one to keep, by name.
        second: String,
        /// The game they both played, in words (the island or map and the
        /// date).
        game: String,
    },
    /// There is nothing to undo.
    #[error("there is no rename or merge to undo")]
    NothingToUndo,
    /// The change cannot be undone: someone since took a name or an id it
    /// would give back.
    #[error("the change cannot be undone: {0} is taken since")]
    UndoBlocked(String),
}

/// The most renames and merges the list remembers to undo; beyond, the
/// oldest can no longer be undone.
pub const MAX_UNDO: usize = 200;

/// A rename or merge as the list remembers it to undo it: the people it
/// changed as they were before, and which people it left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    /// What was done.
    pub kind: ChangeKind,
    /// The people the change touched, as they were before it.
    pub before: Vec<Person>,
    /// The ids of the people the change left (the renamed person, the
    /// person kept).
    pub after: Vec<String>,
}

/// What a remembered change was.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChangeKind {
    /// `from` was renamed `to`.
    Rename {
        /// The name before.
        from: String,
        /// The name after.
        to: String,
    },
    /// `gone` was merged into `kept`.
    Merge {
        /// The person merged away, by name.
        gone: String,
        /// The person kept, by name.
        kept: String,
    },
}

/// Whether `id` is an id this app gives ([`person_id_of`], then `-2`,
/// `-3`… for a second person with the same first name): 16 hex digits
/// and at most a short suffix. Anything else in the file (a hand-edited
/// list) is not sent to BG Stats.
pub fn is_own_id(id: &str) -> bool {
    let (hash, suffix) = id.split_once('-').unwrap_or((id, "1"));
    hash.len() == 16
        && hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        && (1..=4).contains(&suffix.len())
        && suffix.bytes().all(|b| b.is_ascii_digit())
}

/// Why a name cannot be a person's in the list: the rules every name
/// typed in a form follows (see [`crate::text::name_problem`]), and it
/// must print something.
pub fn list_name_problem(name: &str) -> Option<String> {
    if let Some(problem) = name_problem(name) {
        return Some(format!("it {problem}"));
    }
    prints_blank(name).then(|| "it prints blank".to_string())
}

/// Every person known, in the order last used (most recent first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerList {
    /// Format version, see [`PLAYERS_FORMAT`].
    pub format: u32,
    /// The people.
    #[serde(default)]
    pub people: Vec<Person>,
    /// The renames and merges that can be undone, oldest first (at most
    /// [`MAX_UNDO`]): each keeps what it needs to give the people back as
    /// they were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<Change>,
}

impl Default for PlayerList {
    fn default() -> PlayerList {
        PlayerList { format: PLAYERS_FORMAT, people: Vec::new(), changes: Vec::new() }
    }
}

impl PlayerList {
    /// The person who answers to `name` (their name or a name used before).
    pub fn find(&self, name: &str) -> Option<&Person> {
        let key = person_key(name);
        if key.is_empty() {
            return None;
        }
        // Someone's current name wins over someone else's old one.
        self.people
            .iter()
            .find(|p| person_key(&p.name) == key)
            .or_else(|| self.people.iter().find(|p| p.aliases.iter().any(|a| person_key(a) == key)))
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
            if person_key(&name).is_empty() {
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
            if person_key(&name).is_empty() || self.find(&name).is_some() {
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
        if let Some(problem) = name_problem(&new_name) {
            return Err(PlayersError::BadName(problem));
        }
        if prints_blank(&new_name) {
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
        let before = person.clone();
        let old = std::mem::replace(&mut person.name, new_name);
        let change = ChangeKind::Rename { from: old.clone(), to: person.name.clone() };
        let new_key = person_key(&person.name);
        person.aliases.retain(|a| person_key(a) != new_key);
        if !person.aliases.contains(&old) && person_key(&old) != new_key {
            person.aliases.push(old);
        }
        self.remember(Change { kind: change, before: vec![before], after: vec![id.to_string()] });
        Ok(())
    }

    /// Merges person `duplicate` into person `kept`: the duplicate's names
    /// become names `kept` used before, so all its games count for `kept`;
    /// the duplicate leaves the list. Refused when the two sat at the
    /// same table: `tables` is every game known, each as its words (the
    /// island or map and the date) and the names at its table. Can be
    /// undone ([`PlayerList::undo`]).
    pub fn merge<'a>(
        &mut self,
        duplicate: &str,
        kept: &str,
        tables: impl IntoIterator<Item = (String, &'a [String])>,
    ) -> Result<(), PlayersError> {
        if duplicate == kept {
            return Err(PlayersError::SamePerson);
        }
        let keeper = self.get(kept).ok_or_else(|| PlayersError::Unknown(kept.into()))?.clone();
        let at = self
            .people
            .iter()
            .position(|p| p.id == duplicate)
            .ok_or_else(|| PlayersError::Unknown(duplicate.into()))?;
        let gone = self.people[at].clone();
        for (game, names) in tables {
            let sat = |person: &Person| names.iter().any(|n| person.answers_to(n));
            if sat(&gone) && sat(&keeper) {
                return Err(PlayersError::PlayedEachOther { first: gone.name, second: keeper.name, game });
            }
        }
        self.people.remove(at);
        let kind = ChangeKind::Merge { gone: gone.name.clone(), kept: keeper.name.clone() };
        if let Some(person) = self.people.iter_mut().find(|p| p.id == kept) {
            for name in std::iter::once(gone.name.clone()).chain(gone.aliases.iter().cloned()) {
                if !person.aliases.contains(&name) && person_key(&name) != person_key(&person.name) {
                    person.aliases.push(name);
                }
            }
            person.last_used = person.last_used.max(gone.last_used);
            person.colour = person.colour.or(gone.colour);
        }
        self.remember(Change { kind, before: vec![keeper, gone], after: vec![kept.to_string()] });
        Ok(())
    }

    /// The rename or merge [`PlayerList::undo`] would undo.
    pub fn last_change(&self) -> Option<&ChangeKind> {
        self.changes.last().map(|c| &c.kind)
    }

    /// Undoes the latest rename or merge not yet undone: the people it
    /// touched are as they were before it (someone who played since keeps
    /// when they did). Refused, changing nothing, when someone since took a name
    /// or an id it would give back.
    pub fn undo(&mut self) -> Result<ChangeKind, PlayersError> {
        let change = self.changes.last().cloned().ok_or(PlayersError::NothingToUndo)?;
        // The people given back go where the changed person was.
        let at = self.people.iter().position(|p| change.after.contains(&p.id)).unwrap_or(self.people.len());
        let mut rest: Vec<Person> =
            self.people.iter().filter(|p| !change.after.contains(&p.id)).cloned().collect();
        let at = at.min(rest.len());
        let others = PlayerList { format: self.format, people: rest.clone(), changes: Vec::new() };
        for person in &change.before {
            if others.get(&person.id).is_some() {
                return Err(PlayersError::UndoBlocked(person.id.clone()));
            }
            if let Some(taken) =
                std::iter::once(&person.name).chain(&person.aliases).find(|name| others.find(name).is_some())
            {
                return Err(PlayersError::UndoBlocked(taken.clone()));
            }
        }
        // Someone who played since the change keeps when they did.
        let at_change = change.before.iter().map(|p| p.last_used).max().unwrap_or(0);
        let seen = |id: &str| self.get(id).map_or(0, |p| p.last_used);
        for (i, mut person) in change.before.clone().into_iter().enumerate() {
            if seen(&person.id) > at_change {
                person.last_used = seen(&person.id);
            }
            rest.insert(at + i, person);
        }
        self.people = rest;
        self.changes.pop();
        self.tidy();
        Ok(change.kind)
    }

    /// Keeps a change to undo; the oldest beyond [`MAX_UNDO`] go.
    fn remember(&mut self, change: Change) {
        self.changes.push(change);
        let over = self.changes.len().saturating_sub(MAX_UNDO);
        self.changes.drain(..over);
    }

    /// A list read from a file, made to follow the rules a list the app
    /// writes follows: names in NFC and trimmed; a person whose name is not
    /// a name ([`list_name_problem`]) or is one person with someone
    /// earlier in the list is left out, and so is a name used before that
    /// is not a name or is someone else's; an id the app would not give
    /// ([`is_own_id`]) or given twice is replaced by the app's own. Gives
    /// the list and what was changed, in words (nothing for a list the app
    /// wrote).
    pub fn checked(read: PlayerList) -> (PlayerList, Vec<String>) {
        let mut list = PlayerList { format: read.format, people: Vec::new(), changes: Vec::new() };
        let mut changes = Vec::new();
        for (at, mut person) in read.people.into_iter().enumerate() {
            let number = at + 1;
            person.name = nfc(person.name.trim());
            if let Some(problem) = list_name_problem(&person.name) {
                changes.push(format!("player {number} was left out: {problem}"));
                continue;
            }
            if let Some(earlier) = list.find(&person.name) {
                let earlier = crate::text::from_file(&earlier.name);
                changes.push(format!("player {number} was left out: {earlier} is the same person"));
                continue;
            }
            let mut aliases = Vec::new();
            for alias in std::mem::take(&mut person.aliases) {
                let alias = nfc(alias.trim());
                let someone_else =
                    list.find(&alias).is_some() || person_key(&alias) == person_key(&person.name);
                if let Some(problem) = list_name_problem(&alias) {
                    changes.push(format!("a name player {number} used before was left out: {problem}"));
                } else if !someone_else
                    && !aliases.iter().any(|a: &String| person_key(a) == person_key(&alias))
                {
                    aliases.push(alias);
                }
            }
            person.aliases = aliases;
            if !is_own_id(&person.id) || list.get(&person.id).is_some() {
                let id = list.free_id(person_id_of(&person.name));
                changes.push(format!(
                    "player {number} ({}) was given the id {id}",
                    crate::text::from_file(&person.name)
                ));
                person.id = id;
            }
            list.people.push(person);
        }
        let fine = |name: &str| list_name_problem(name).is_none();
        let person_fine = |p: &Person| fine(&p.name) && p.aliases.iter().all(|a| fine(a)) && is_own_id(&p.id);
        for change in read.changes.into_iter().rev().take(MAX_UNDO).rev() {
            let words_fine = match &change.kind {
                ChangeKind::Rename { from, to } => fine(from) && fine(to),
                ChangeKind::Merge { gone, kept } => fine(gone) && fine(kept),
            };
            if words_fine
                && change.before.iter().all(person_fine)
                && change.after.iter().all(|id| is_own_id(id))
            {
                list.changes.push(change);
            } else {
                changes.push("a rename or merge that could not be undone was left out".to_string());
            }
        }
        list.tidy();
        (list, changes)
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
    fn names_that_print_the_same_or_differ_in_case_are_one_person() {
        let l = list(&[("Zoé", 10), ("Ann", 20)]);
        assert_eq!(l.people.len(), 2);
        assert_eq!(l.find("Zoe\u{301}").map(|p| p.name.as_str()), Some("Zoé"));
        assert_eq!(l.find(" A\u{200D}nn ").map(|p| p.name.as_str()), Some("Ann"));
        assert_eq!(l.find("ann").map(|p| p.name.as_str()), Some("Ann"), "case does not count");
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
        assert_eq!(l.rename(&id, "\u{2800}"), Err(PlayersError::Blank));
        let long = "x".repeat(155);
        assert_eq!(l.rename(&id, &long), Err(PlayersError::BadName(NameProblem::TooLong { chars: 155 })));
        assert_eq!(
            l.rename(&id, "\u{202E}ecilA").map_err(|e| e.to_string()),
            Err("the new name holds an invisible or control character (U+202E) at character 1".to_string())
        );
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
        assert_eq!(l.merge(&ann, &ann, []), Err(PlayersError::SamePerson));
        l.merge(&annie, &ann, []).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.people.len(), 2);
        assert_eq!(l.current_name("Annie"), "Ann");
        assert_eq!(l.id_of("Annie"), ann);
        assert_eq!(l.find("Ann").map(|p| p.last_used), Some(30));
        assert_eq!(l.merge(&annie, &ann, []), Err(PlayersError::Unknown(annie)));
    }

    #[test]
    fn learning_from_old_games_adds_only_the_unknown() {
        let mut l = list(&[("Ann", 10)]);
        l.learn([("Ann", 99), ("Bob", 5), ("", 7)]);
        assert_eq!(l.names_by_last_use(), ["Ann", "Bob"]);
        assert_eq!(l.find("Ann").map(|p| p.last_used), Some(10));
    }

    #[test]
    fn people_who_played_each_other_are_not_merged_and_the_game_is_named() {
        let mut l = list(&[("Ann", 10), ("Annie", 30), ("Bob", 20)]);
        let (ann, annie) = (l.id_of("Ann"), l.id_of("Annie"));
        let table = vec!["Annie".to_string(), "Bob".to_string(), "ann".to_string()];
        let before = l.clone();
        assert_eq!(
            l.merge(&annie, &ann, [("Isla Petit, 2026-11-25".to_string(), table.as_slice())]),
            Err(PlayersError::PlayedEachOther {
                first: "Annie".into(),
                second: "Ann".into(),
                game: "Isla Petit, 2026-11-25".into()
            })
        );
        assert_eq!(l, before, "nothing changed");
    }

    #[test]
    fn every_rename_and_merge_is_undone_in_turn() {
        let mut l = list(&[("Ann", 10), ("Annie", 30), ("Bob", 20)]);
        let start = l.clone();
        let (ann, annie) = (l.id_of("Ann"), l.id_of("Annie"));
        assert_eq!(l.undo(), Err(PlayersError::NothingToUndo));
        l.rename(&ann, "Anna").unwrap_or_else(|e| panic!("{e}"));
        l.merge(&annie, &ann, []).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.last_change(), Some(&ChangeKind::Merge { gone: "Annie".into(), kept: "Anna".into() }));
        assert_eq!(l.current_name("Annie"), "Anna");
        assert_eq!(l.undo().map(|_| l.current_name("Annie")), Ok("Annie".to_string()), "split again");
        assert_eq!(l.id_of("Annie"), annie, "with the id BG Stats knows");
        assert_eq!(l.current_name("Ann"), "Anna");
        l.undo().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(l.people, start.people);
        assert!(l.changes.is_empty());
        // A name taken since (a hand-edited list) blocks the undo, and
        // nothing changes.
        l.rename(&ann, "Anna").unwrap_or_else(|e| panic!("{e}"));
        l.people.push(Person {
            id: person_id_of("Ann x"),
            name: "ANN".into(),
            aliases: Vec::new(),
            colour: None,
            last_used: 1,
        });
        let before = l.clone();
        assert_eq!(l.undo(), Err(PlayersError::UndoBlocked("Ann".into())));
        assert_eq!(l, before);
    }
}
