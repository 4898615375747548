//! The player list in the data folder (`players.ron`): written atomically,
//! read defensively. A list that cannot be read is moved to `damaged/`
//! (kept for the user, never overwritten) and the app starts a new one:
//! no game is lost, because the records keep every name as typed; only
//! renames, merges and colours are, until the file is mended and put back.

use super::atomic::write_atomic;
use super::games::move_aside;
use super::read::{MAX_SETTINGS_BYTES, ReadError, read_text_bounded};
use crate::games::players::{PLAYERS_FORMAT, PlayerList};
use std::io;
use std::path::{Path, PathBuf};

/// A player list that could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayersDamage {
    /// Why (the reader's or the system's words).
    pub reason: String,
    /// Where the file was moved (`None`: it could not be moved and stays
    /// in place, so the list is kept in memory only and never written
    /// over it).
    pub moved_to: Option<PathBuf>,
}

/// Reads the player list at `path`. No file yet gives an empty list; a
/// file that cannot be used is moved to `damaged/` beside it first, and
/// the empty list comes with where it went and why.
pub fn load_players(path: &Path) -> (PlayerList, Option<PlayersDamage>) {
    let problem = match read_text_bounded(path, MAX_SETTINGS_BYTES) {
        Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => return (PlayerList::default(), None),
        Err(e) => e.to_string(),
        Ok(text) => match ron::from_str::<PlayerList>(&text) {
            Ok(list) if list.format > PLAYERS_FORMAT => {
                format!(
                    "format version {} is newer than this Trailpad understands ({PLAYERS_FORMAT})",
                    list.format
                )
            }
            Ok(list) => return (tidied(list), None),
            Err(e) => e.to_string(),
        },
    };
    let damaged = path.parent().unwrap_or(Path::new(".")).join("damaged");
    let moved_to = move_aside(path, &damaged).ok();
    (PlayerList::default(), Some(PlayersDamage { reason: problem, moved_to }))
}

/// A list as read, made whole: names in NFC, nobody without a name, no
/// id twice (a hand-edited file may have either).
fn tidied(list: PlayerList) -> PlayerList {
    let mut clean = PlayerList::default();
    for mut person in list.people {
        person.name = crate::text::nfc(person.name.trim());
        person.aliases = person.aliases.iter().map(|a| crate::text::nfc(a.trim())).collect();
        if crate::text::prints_blank(&person.name) || clean.get(&person.id).is_some() || person.id.is_empty()
        {
            continue;
        }
        clean.people.push(person);
    }
    clean
}

/// Writes the player list atomically.
pub fn save_players(list: &PlayerList, path: &Path) -> io::Result<()> {
    let text = ron::ser::to_string_pretty(list, ron::ser::PrettyConfig::new())
        .map_err(|e| io::Error::other(e.to_string()))?;
    write_atomic(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_york::TaxiColour;

    fn fresh(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("trailpad-players-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn the_list_round_trips_and_a_missing_file_is_an_empty_list() {
        let dir = fresh("round");
        let path = dir.join("players.ron");
        assert_eq!(load_players(&path), (PlayerList::default(), None));
        let mut list = PlayerList::default();
        list.record_game([("Ann", Some(TaxiColour::White)), ("Zoe\u{301}", None)], 100);
        save_players(&list, &path).unwrap_or_else(|e| panic!("{e}"));
        let (read, damage) = load_players(&path);
        assert_eq!((read.clone(), damage), (list, None));
        assert_eq!(read.find("Zoé").map(|p| p.name.as_str()), Some("Zoé"), "kept in NFC");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_damaged_list_is_put_aside_not_overwritten() {
        let dir = fresh("damaged");
        let path = dir.join("players.ron");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&path, "(format: 1, people: [(id: \"a\", name: ").unwrap_or_else(|e| panic!("{e}"));
        let (list, damage) = load_players(&path);
        assert_eq!(list, PlayerList::default());
        let damage = damage.unwrap_or_else(|| panic!("reported"));
        assert_eq!(damage.moved_to, Some(dir.join("damaged/players.ron")));
        assert!(!path.exists(), "the next save cannot overwrite it");
        // A newer format is kept aside too, never written over.
        std::fs::write(&path, "(format: 9, people: [])").unwrap_or_else(|e| panic!("{e}"));
        let (_, damage) = load_players(&path);
        assert!(damage.is_some_and(|d| d.reason.contains("newer")));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_hand_edited_list_loses_only_its_impossible_people() {
        let dir = fresh("edited");
        let path = dir.join("players.ron");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        let text = "(format: 1, people: [(id: \"1\", name: \"Ann\"), (id: \"1\", name: \"Bob\"), \
                    (id: \"2\", name: \" \u{200B} \"), (id: \"3\", name: \"Cy\", last_used: 5)])";
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
        let (list, damage) = load_players(&path);
        assert_eq!(damage, None);
        let names: Vec<&str> = list.people.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Ann", "Cy"]);
        let _ = std::fs::remove_dir_all(dir);
    }
}
