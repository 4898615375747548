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

/// A player list that could not be used, whole or in part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayersDamage {
    /// Why (the reader's or the system's words, or what was left out or
    /// changed).
    pub reason: String,
    /// Where the file was moved (`None`: it could not be moved and stays
    /// in place, so the list is kept in memory only and never written
    /// over it).
    pub moved_to: Option<PathBuf>,
    /// How many people of the file were kept (0 when it could not be read
    /// at all): the list returned holds them, and the caller writes it
    /// anew, so a restart finds them.
    pub kept: usize,
}

/// Reads the player list at `path`. No file yet gives an empty list; a
/// file that cannot be used is moved to `damaged/` beside it first, and
/// the empty list comes with where it went and why. A list that reads
/// but breaks the rules a list the app writes follows (a hand-edited
/// name of 300,000 characters, a direction override, an id that is not
/// the app's: see [`PlayerList::checked`]) is moved aside too, as it was,
/// and what can be used of it is kept.
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
            Ok(list) => {
                let (list, changes) = PlayerList::checked(list);
                if changes.is_empty() {
                    return (list, None);
                }
                let kept = list.people.len();
                // The first few, and how many more: a message, not a log.
                let mut reason = changes.iter().take(5).cloned().collect::<Vec<_>>().join("; ");
                if changes.len() > 5 {
                    reason.push_str(&format!("; and {} more", changes.len() - 5));
                }
                return (list, Some(PlayersDamage { reason, moved_to: put_aside(path), kept }));
            }
            Err(e) => e.to_string(),
        },
    };
    (PlayerList::default(), Some(PlayersDamage { reason: problem, moved_to: put_aside(path), kept: 0 }))
}

/// Reads the player list at `path` and changes nothing (the command
/// line's reading, which may run while the app holds the folder): the
/// list as [`load_players`] would keep it, and why not all of it, in
/// words, when the file cannot be used whole. No file is an empty list.
pub fn read_players(path: &Path) -> (PlayerList, Option<String>) {
    let text = match read_text_bounded(path, MAX_SETTINGS_BYTES) {
        Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => return (PlayerList::default(), None),
        Err(e) => return (PlayerList::default(), Some(e.to_string())),
        Ok(text) => text,
    };
    match ron::from_str::<PlayerList>(&text) {
        Ok(list) if list.format > PLAYERS_FORMAT => (
            PlayerList::default(),
            Some(format!(
                "format version {} is newer than this Trailpad understands ({PLAYERS_FORMAT})",
                list.format
            )),
        ),
        Ok(list) => {
            let (list, changes) = PlayerList::checked(list);
            let said =
                (!changes.is_empty()).then(|| changes.iter().take(5).cloned().collect::<Vec<_>>().join("; "));
            (list, said)
        }
        Err(e) => (PlayerList::default(), Some(crate::text::from_file(&e.to_string()))),
    }
}

/// Moves the list at `path` to `damaged/` beside it, kept for the user;
/// where it went, or `None` when it could not be moved.
fn put_aside(path: &Path) -> Option<PathBuf> {
    let damaged = path.parent().unwrap_or(Path::new(".")).join("damaged");
    move_aside(path, &damaged).ok()
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
    fn a_hand_edited_list_is_kept_aside_and_loses_only_its_impossible_people() {
        let dir = fresh("edited");
        let path = dir.join("players.ron");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        let huge = "x".repeat(300_000);
        let id = crate::games::players::person_id_of;
        let (ann, cy) = (id("Ann"), id("Cy"));
        let text = format!(
            "(format: 1, people: [(id: \"{ann}\", name: \"Ann\"), (id: \"{cy}\", name: \"Cy\", last_used: 5), \
             (id: \"2\", name: \" \u{2800} \"), (id: \"{cy}\", name: \"Bob\"), \
             (id: \"4\", name: \"{huge}\"), (id: \"5\", name: \"\u{202E}ecilA\"), \
             (id: \"6\", name: \"ann\"), (id: \"{big}\", name: \"Dee\", aliases: [\"Dee\u{1b}[2J\", \"Dido\"])])",
            big = "7".repeat(200_000)
        );
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
        let (list, damage) = load_players(&path);
        let damage = damage.unwrap_or_else(|| panic!("said"));
        let names: Vec<&str> = list.people.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Cy", "Ann", "Bob", "Dee"]);
        assert_eq!(damage.kept, 4);
        assert_eq!(damage.moved_to, Some(dir.join("damaged/players.ron")), "the file as it was");
        assert_eq!(std::fs::read_to_string(dir.join("damaged/players.ron")).ok(), Some(text.clone()));
        assert!(damage.reason.starts_with("player 3 was left out: it prints blank; "), "{}", damage.reason);
        assert!(damage.reason.ends_with("; and 2 more") && damage.reason.len() < 2_000, "{}", damage.reason);
        let (_, changes) = PlayerList::checked(ron::from_str(&text).unwrap_or_else(|e| panic!("{e}")));
        let bob = id("Bob");
        let dee = id("Dee");
        assert_eq!(
            changes,
            [
                "player 3 was left out: it prints blank".to_string(),
                format!("player 4 (Bob) was given the id {bob}"),
                "player 5 was left out: it is 300000 characters long; a name has at most 64".into(),
                "player 6 was left out: it holds an invisible or control character (U+202E) at character 1".into(),
                "player 7 was left out: Ann is the same person".into(),
                "a name player 8 used before was left out: it holds an invisible or control character (U+001B) at character 4".into(),
                format!("player 8 (Dee) was given the id {dee}"),
            ]
        );
        assert!(list.people.iter().all(|p| crate::games::players::is_own_id(&p.id)), "ids are the app's own");
        assert_eq!(list.find("Cy").map(|p| p.id.as_str()), Some(cy.as_str()), "an own id stays");
        assert_eq!(list.find("Dido").map(|p| p.name.as_str()), Some("Dee"));
        let _ = std::fs::remove_dir_all(dir);
    }
}
