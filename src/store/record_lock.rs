//! One writer per game record. A table server (the headless `trailpad
//! table` or the desktop's "Play with phones") saves its record after every
//! move and keeps the seats' secrets beside it; two hosts on one record
//! would each acknowledge moves the other overwrites. So a host holds the
//! record's lock, `<record>.lock` beside it, for as long as it serves the
//! record; a second host is refused and told who holds it.
//!
//! The lock is the system's advisory lock on that file (released however
//! the process ends, a `kill -9` included), and the file says who holds
//! it: process, machine and since when, for the refusal's words.

use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

/// The most of a lock file read to say who holds it: a holder is a line.
const MAX_HOLDER_BYTES: u64 = 1024;

/// Who holds a record, as its lock file says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LockHolder {
    /// The holder's process id.
    pub pid: u32,
    /// The machine it runs on.
    pub host: String,
    /// Since when, seconds after 1970 (UTC).
    pub since: u64,
}

impl std::fmt::Display for LockHolder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The file may have been written by anyone: its words are shown
        // safe for a terminal, and short.
        let host: String = crate::text::terminal_safe(&self.host).chars().take(64).collect();
        let since = crate::games::date::utc_text(self.since, ' ');
        write!(f, "process {} on {host}, since {since} UTC", self.pid)
    }
}

/// A record served by this process, until it is dropped (or the process
/// ends, however it ends).
#[derive(Debug)]
pub struct RecordLock {
    file: File,
    path: PathBuf,
}

/// Why a record could not be locked.
#[derive(Debug, thiserror::Error)]
pub enum RecordLockError {
    /// Another table serves the record.
    #[error(
        "{} is already being served by another Trailpad table ({}); stop that one first: two hosts on one record would lose moves",
        record.display(),
        holder.as_ref().map_or_else(|| "who holds it is not said".to_string(), LockHolder::to_string)
    )]
    Held {
        /// The record.
        record: PathBuf,
        /// Who holds it, when its lock file says.
        holder: Option<LockHolder>,
    },
    /// The lock file is a link, or could not be made or locked.
    #[error("cannot lock {} for this table: {reason}", path.display())]
    Io {
        /// The lock file.
        path: PathBuf,
        /// Why (in the message, not a source: `{:#}` would say it twice).
        reason: io::Error,
    },
}

/// The lock file of the record at `record`: `<record>.lock`, beside it
/// (not a `.ron`: the saved-games lists skip it).
pub fn record_lock_path(record: &Path) -> PathBuf {
    let mut name = record.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".lock");
    record.with_file_name(name)
}

/// Whether a table serves the record at `record` now (its lock is held,
/// by this process or another): what is beside it is that table's.
pub fn record_is_served(record: &Path) -> bool {
    let Ok(file) = File::open(record_lock_path(record)) else { return false };
    // Held by nobody, the shared lock taken here goes at once, with `file`.
    matches!(file.try_lock_shared(), Err(TryLockError::WouldBlock))
}

/// A record that a table in another process serves (the headless
/// `trailpad table`): the app neither opens it to play nor writes it, and
/// says who holds it. The error inside the app's failed save.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{} is being played at a Trailpad table ({}); stop that table to play it here",
    record.display(),
    holder.as_ref().map_or_else(|| "who holds it is not said".to_string(), LockHolder::to_string)
)]
pub struct ServedElsewhere {
    /// The record.
    pub record: PathBuf,
    /// Who serves it, when its lock file says.
    pub holder: Option<LockHolder>,
}

/// Whether a table in another process serves the record at `record` now:
/// who, as its lock file says. A table of this process (the app's own
/// "Play with phones", still letting go) is not another's.
pub fn served_elsewhere(record: &Path) -> Option<ServedElsewhere> {
    let file = File::open(record_lock_path(record)).ok()?;
    if !matches!(file.try_lock_shared(), Err(TryLockError::WouldBlock)) {
        return None;
    }
    let holder = holder_in(&file);
    if holder.as_ref().is_some_and(|h| h.pid == std::process::id() && h.host == machine_name()) {
        return None;
    }
    Some(ServedElsewhere { record: record.to_path_buf(), holder })
}

impl RecordLock {
    /// Takes the record at `record` for this process: refused with who
    /// holds it when another process (or another table in this one) does.
    pub fn acquire(record: &Path) -> Result<RecordLock, RecordLockError> {
        let path = record_lock_path(record);
        let io = |reason: io::Error| RecordLockError::Io { path: path.clone(), reason };
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(folder).map_err(io)?;
        }
        // A holder that lets go removes the file; one opened just before
        // that is no longer the file the name leads to, so its lock would
        // be no lock: try again with the new one.
        for _ in 0..8 {
            if std::fs::symlink_metadata(&path).is_ok_and(|m| !m.is_file()) {
                return Err(io(io::Error::other("it is not a plain file (a link or a folder)")));
            }
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(io)?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => {
                    return Err(RecordLockError::Held {
                        record: record.to_path_buf(),
                        holder: holder_in(&file),
                    });
                }
                Err(TryLockError::Error(e)) => return Err(io(e)),
            }
            if !same_file(&file, &path) {
                continue;
            }
            let mut lock = RecordLock { file, path: path.clone() };
            lock.write_holder().map_err(io)?;
            return Ok(lock);
        }
        Err(io(io::Error::other("its lock file keeps being replaced")))
    }

    /// The record's lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn write_holder(&mut self) -> io::Result<()> {
        let holder = LockHolder {
            pid: std::process::id(),
            host: machine_name(),
            since: crate::games::date::seconds_of(std::time::SystemTime::now()),
        };
        let text = ron::to_string(&holder).map_err(io::Error::other)?;
        self.file.set_len(0)?;
        self.file.rewind()?;
        self.file.write_all(format!("{text}\n").as_bytes())
    }
}

impl Drop for RecordLock {
    fn drop(&mut self) {
        // Removed while still held: whoever opened it meanwhile finds the
        // name gone (or new) and tries again.
        if same_file(&self.file, &self.path) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Whether `path` (not followed if it is a link) is the open `file`.
fn same_file(file: &File, path: &Path) -> bool {
    let (Ok(open), Ok(named)) = (file.metadata(), std::fs::symlink_metadata(path)) else { return false };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        open.dev() == named.dev() && open.ino() == named.ino()
    }
    #[cfg(not(unix))]
    {
        named.is_file() && open.len() == named.len()
    }
}

/// Who holds the lock, as the held file says (`None` when it says nothing
/// readable: the holder is still refused, with fewer words).
fn holder_in(mut file: &File) -> Option<LockHolder> {
    let mut text = String::new();
    file.rewind().ok()?;
    file.take(MAX_HOLDER_BYTES).read_to_string(&mut text).ok()?;
    ron::from_str(text.trim()).ok()
}

/// This machine's name, for the words of a refusal on a shared folder.
fn machine_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "this machine".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_held_by_one_host_and_the_second_is_told_who() {
        let dir = std::env::temp_dir().join(format!("trailpad-record-lock-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let record = dir.join("g.ron");
        let first = RecordLock::acquire(&record).expect("a free record");
        assert_eq!(first.path(), dir.join("g.ron.lock"));
        match RecordLock::acquire(&record) {
            Err(RecordLockError::Held { holder: Some(holder), .. }) => {
                assert_eq!(holder.pid, std::process::id());
                assert!(!holder.host.is_empty());
            }
            other => panic!("held: {other:?}"),
        }
        let said = RecordLock::acquire(&record).expect_err("held").to_string();
        assert!(said.contains(&format!("process {} on ", std::process::id())), "{said}");
        assert!(said.contains(" UTC)"), "{said}");
        assert!(record_is_served(&record));
        drop(first);
        assert!(!dir.join("g.ron.lock").exists(), "the lock file goes with its holder");
        assert!(!record_is_served(&record));
        let again = RecordLock::acquire(&record).expect("free again once the first host is gone");
        assert_eq!(served_elsewhere(&record), None, "this process's own table");
        drop(again);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_in_place_of_the_lock_file_is_refused_and_left_alone() {
        let dir = std::env::temp_dir().join(format!("trailpad-record-lock-link-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let target = dir.join("precious.txt");
        std::fs::write(&target, "keep me").expect("write");
        std::os::unix::fs::symlink(&target, dir.join("g.ron.lock")).expect("link");
        let refused = RecordLock::acquire(&dir.join("g.ron"));
        assert!(matches!(refused, Err(RecordLockError::Io { .. })), "{refused:?}");
        assert_eq!(std::fs::read_to_string(&target).expect("kept"), "keep me");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
