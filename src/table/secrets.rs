//! Per-seat secrets: 128 random bits each, written as 32 lower-case hex
//! digits (safe in a URL as they are). They are kept in a small file beside
//! the game record, `<record>.table.ron`, so a host restarted from the saved
//! game serves the same links; the record format itself is untouched.

use crate::store::write_private;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// The version of the secrets file this build writes.
pub const SECRETS_FORMAT: u32 = 1;

/// A secret handed out in a link: 128 random bits as 32 hex digits.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    /// A fresh secret from the operating system's random source.
    pub fn random() -> Result<Secret, SecretsError> {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).map_err(|e| SecretsError::Random(e.to_string()))?;
        Ok(Secret(bytes.iter().map(|b| format!("{b:02x}")).collect()))
    }

    /// The secret as written in links.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is this secret. Compares every byte whatever the
    /// first difference, so the time taken tells nothing about the secret.
    pub fn matches(&self, given: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), given.as_bytes());
        if a.len() != b.len() {
            return false;
        }
        a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }

    /// Whether a secret read from a file has the shape this build writes
    /// (a hand-edited short key would weaken the table).
    fn is_well_formed(&self) -> bool {
        self.0.len() == 32 && self.0.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    }
}

impl fmt::Debug for Secret {
    // Never in logs or panic messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

/// One seat's secret.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSecret {
    /// The seat.
    pub seat: u8,
    /// Its secret.
    pub key: Secret,
}

/// The secrets of one table: the host's (to reveal real cards and revoke
/// links) and one per tracked seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSecrets {
    /// See [`SECRETS_FORMAT`].
    pub format: u32,
    /// The host's secret.
    pub host: Secret,
    /// One per seat, in seat order.
    pub seats: Vec<SeatSecret>,
}

/// Why secrets could not be made, read or kept.
#[derive(Debug, thiserror::Error)]
pub enum SecretsError {
    /// The operating system gave no random bytes.
    #[error("the system's random source failed: {0}")]
    Random(String),
    /// The secrets file exists but cannot be read.
    #[error("cannot read the table secrets {}: {reason}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why. Said in the message and not given as the error's source:
        /// a chain of sources (`{:#}`) would say it twice.
        reason: std::io::Error,
    },
    /// The secrets file is not one this build wrote.
    #[error("the table secrets {} are damaged ({reason}); delete the file to hand out new links", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The secrets file cannot be written.
    #[error("cannot write the table secrets {}: {reason}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why (in the message, not a source: see [`SecretsError::Read`]).
        reason: std::io::Error,
    },
}

impl TableSecrets {
    /// Fresh secrets for these seats.
    pub fn generate(seats: &[u8]) -> Result<TableSecrets, SecretsError> {
        let mut out = TableSecrets { format: SECRETS_FORMAT, host: Secret::random()?, seats: Vec::new() };
        for &seat in seats {
            out.seats.push(SeatSecret { seat, key: Secret::random()? });
        }
        Ok(out)
    }

    /// The file that keeps the secrets of the game saved at `record`.
    pub fn path_for(record: &Path) -> PathBuf {
        crate::store::table_secrets_path(record)
    }

    /// The secrets kept in `path`, with a fresh one for any seat missing
    /// (and none for seats no longer at the table); a missing file gives
    /// fresh secrets. Whether anything changed is returned too, so the
    /// caller writes the file only then.
    pub fn load_or_generate(path: &Path, seats: &[u8]) -> Result<(TableSecrets, bool), SecretsError> {
        let damaged = |reason: String| SecretsError::Damaged { path: path.to_path_buf(), reason };
        match std::fs::symlink_metadata(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok((TableSecrets::generate(seats)?, true));
            }
            Err(reason) => return Err(SecretsError::Read { path: path.to_path_buf(), reason }),
            // Another file's contents (another table's secrets, a file of
            // the system's) are never taken for this table's.
            Ok(meta) if meta.file_type().is_symlink() => {
                return Err(damaged("it is a link to another file, not a file of its own".into()));
            }
            Ok(meta) => keep_private(path, &meta)?,
        }
        // Bounded and regular files only, like every file the app reads: a
        // few hundred bytes are expected.
        let text = crate::store::read_text_bounded(path, crate::store::MAX_SETTINGS_BYTES)
            .map_err(|e| SecretsError::Read { path: path.to_path_buf(), reason: std::io::Error::other(e) })?;
        // The file's words are never repeated: where it goes wrong is said,
        // not what it holds (a link's target, a key).
        let mut kept: TableSecrets = ron::from_str(&text).map_err(|e| {
            damaged(format!(
                "it does not read as Trailpad's table secrets at line {}, column {}",
                e.span.start.line, e.span.start.col
            ))
        })?;
        if kept.format != SECRETS_FORMAT {
            return Err(damaged(format!("format {} is not {SECRETS_FORMAT}", kept.format)));
        }
        if !kept.host.is_well_formed() || kept.seats.iter().any(|s| !s.key.is_well_formed()) {
            return Err(damaged("a key is not 32 hex digits".into()));
        }
        if let Some(weak) = kept.weakness() {
            return Err(damaged(weak.into()));
        }
        let before = kept.seats.len();
        kept.seats.retain(|s| seats.contains(&s.seat));
        let mut changed = kept.seats.len() != before;
        for &seat in seats {
            if kept.key(seat).is_none() {
                kept.seats.push(SeatSecret { seat, key: Secret::random()? });
                changed = true;
            }
        }
        kept.seats.sort_by_key(|s| s.seat);
        Ok((kept, changed))
    }

    /// Writes the secrets atomically, like a game save.
    pub fn save(&self, path: &Path) -> Result<(), SecretsError> {
        let config = ron::ser::PrettyConfig::new().depth_limit(3).indentor("    ".to_string());
        let text = ron::ser::to_string_pretty(self, config).map_err(|e| SecretsError::Write {
            path: path.to_path_buf(),
            reason: std::io::Error::other(e),
        })?;
        let text = format!("// Trailpad table links: whoever reads this file can play every seat.\n{text}\n");
        // The links are the keys to the table: only the host's user reads
        // them, from the moment the file exists.
        write_private(path, text.as_bytes())
            .map_err(|reason| SecretsError::Write { path: path.to_path_buf(), reason })
    }

    /// These secrets for the seats of another game at the same table
    /// ("Play again"): the host's and every seat's that is still at the
    /// table kept (their links go on working), a fresh one for a new seat,
    /// none for a seat that left.
    pub fn kept_for(&self, seats: &[u8]) -> Result<TableSecrets, SecretsError> {
        let mut kept = self.clone();
        kept.seats.retain(|s| seats.contains(&s.seat));
        for &seat in seats {
            if kept.key(seat).is_none() {
                kept.seats.push(SeatSecret { seat, key: Secret::random()? });
            }
        }
        kept.seats.sort_by_key(|s| s.seat);
        Ok(kept)
    }

    /// What makes these secrets unfit to guard a table, if anything: a
    /// key of zeros (a hand-made file), two seats with one key (one seat's
    /// link would play the other), the host's key on a seat (a player could
    /// reveal cards and revoke links), or a seat listed twice.
    fn weakness(&self) -> Option<&'static str> {
        let keys: Vec<&str> = self.seats.iter().map(|s| s.key.as_str()).collect();
        if keys.iter().chain([&self.host.as_str()]).any(|k| k.bytes().all(|b| b == b'0')) {
            return Some("a key is all zeros");
        }
        if keys.contains(&self.host.as_str()) {
            return Some("the host's key is also a seat's");
        }
        let mut distinct = keys.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() != keys.len() {
            return Some("two seats have the same key");
        }
        let mut seats: Vec<u8> = self.seats.iter().map(|s| s.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        if seats.len() != self.seats.len() {
            return Some("a seat is listed twice");
        }
        None
    }

    /// A seat's secret.
    pub fn key(&self, seat: u8) -> Option<&Secret> {
        self.seats.iter().find(|s| s.seat == seat).map(|s| &s.key)
    }

    /// Replaces a seat's secret with a fresh one: the old link stops working.
    pub fn revoke(&mut self, seat: u8) -> Result<Option<&Secret>, SecretsError> {
        let fresh = Secret::random()?;
        Ok(self.seats.iter_mut().find(|s| s.seat == seat).map(|s| {
            s.key = fresh;
            &s.key
        }))
    }
}

/// A secrets file found readable by others is made the owner's only
/// (0600) before it is used; one that cannot be made so, or that has other
/// names (hard links) through which it could be read or changed, is
/// refused, with the reason.
fn keep_private(path: &Path, meta: &std::fs::Metadata) -> Result<(), SecretsError> {
    let damaged = |reason: String| SecretsError::Damaged { path: path.to_path_buf(), reason };
    #[cfg(unix)]
    {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        if meta.is_file() && meta.nlink() > 1 {
            return Err(damaged(format!("it has {} names (hard links), not one", meta.nlink())));
        }
        let mode = meta.permissions().mode() & 0o777;
        if meta.is_file() && mode & 0o077 != 0 {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)).map_err(|e| {
                damaged(format!("others may read it (mode {mode:03o}) and it cannot be made private: {e}"))
            })?;
        }
    }
    #[cfg(not(unix))]
    let _ = (meta, damaged);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secrets_file_that_cannot_be_read_says_why_once() {
        // A folder where the file should be: not a regular file.
        let dir = std::env::temp_dir().join(format!("trailpad-secrets-folder-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let error = TableSecrets::load_or_generate(&dir, &[1]).expect_err("a folder is not read");
        let said = format!("{:#}", anyhow::Error::new(error));
        let _ = std::fs::remove_dir(&dir);
        assert!(said.starts_with("cannot read the table secrets "), "{said}");
        let reason = said.rsplit(": ").next().expect("a reason");
        assert_eq!(said.matches(reason).count(), 1, "the reason once: {said}");
    }

    #[test]
    fn secrets_are_long_distinct_and_url_safe() {
        let s = TableSecrets::generate(&[1, 2, 3]).expect("random");
        let keys: Vec<&str> = s.seats.iter().map(|s| s.key.as_str()).chain([s.host.as_str()]).collect();
        for k in &keys {
            assert_eq!(k.len(), 32);
            assert!(k.bytes().all(|b| b.is_ascii_hexdigit()));
        }
        let mut unique = keys.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 4);
        let one = &s.seats[0].key;
        assert!(one.matches(one.as_str()));
        assert!(!one.matches(&one.as_str()[..31]));
        assert!(!one.matches(s.seats[1].key.as_str()));
        assert_eq!(format!("{one:?}"), "Secret(…)");
    }

    #[test]
    fn a_kept_file_gives_the_same_secrets_and_new_seats_get_new_ones() {
        let dir = std::env::temp_dir().join(format!("trailpad-secrets-{}", std::process::id()));
        let record = dir.join("game.ron");
        let path = TableSecrets::path_for(&record);
        assert_eq!(path, dir.join("game.ron.table.ron"));
        let (first, changed) = TableSecrets::load_or_generate(&path, &[1, 2]).expect("fresh");
        assert!(changed);
        first.save(&path).expect("save");
        let (again, changed) = TableSecrets::load_or_generate(&path, &[1, 2]).expect("load");
        assert!(!changed);
        assert_eq!(again, first);
        let (more, changed) = TableSecrets::load_or_generate(&path, &[1, 2, 3]).expect("load");
        assert!(changed);
        assert_eq!(more.key(1), first.key(1));
        assert!(more.key(3).is_some());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).expect("kept").permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "the links are the owner's only: {mode:o}");
        }
        std::fs::write(&path, "(format: 1, host: \"abc\", seats: [])").expect("write");
        assert!(matches!(TableSecrets::load_or_generate(&path, &[1]), Err(SecretsError::Damaged { .. })));
        // A file far larger than any secrets file is refused unread, and a
        // folder in its place is not taken for one.
        std::fs::write(&path, vec![b' '; 2 * 1024 * 1024]).expect("write");
        assert!(matches!(TableSecrets::load_or_generate(&path, &[1]), Err(SecretsError::Read { .. })));
        std::fs::remove_file(&path).expect("remove");
        std::fs::create_dir_all(&path).expect("a folder");
        assert!(matches!(TableSecrets::load_or_generate(&path, &[1]), Err(SecretsError::Read { .. })));
        std::fs::remove_dir_all(dir).expect("clean");
    }
}
