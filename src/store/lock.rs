//! One app per data folder. Two windows on the same games would each save
//! their own copy of a game over the other's, silently losing moves; the
//! second one to start therefore finds the folder taken and says so.

use super::data_dir::DataDir;
use std::fs::{File, OpenOptions, TryLockError};
use std::io;

/// The data folder held by this process, until it is dropped (or the
/// process ends, however it ends: the system releases the lock).
#[derive(Debug)]
pub struct InstanceLock {
    _file: File,
}

/// Why the data folder could not be taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another Trailpad holds it.
    #[error("another Trailpad window is using this data folder")]
    InUse,
    /// The lock file could not be opened or locked.
    #[error("the data folder cannot be locked: {0}")]
    Io(#[from] io::Error),
}

impl InstanceLock {
    /// Takes the data folder (`.lock` inside it) for this process.
    pub fn acquire(dir: &DataDir) -> Result<InstanceLock, LockError> {
        std::fs::create_dir_all(dir.root())?;
        let file =
            OpenOptions::new().create(true).truncate(false).write(true).open(dir.root().join(".lock"))?;
        match file.try_lock() {
            Ok(()) => Ok(InstanceLock { _file: file }),
            Err(TryLockError::WouldBlock) => Err(LockError::InUse),
            Err(TryLockError::Error(e)) => Err(LockError::Io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_folder_is_held_by_one_app_at_a_time() {
        let root = std::env::temp_dir().join(format!("trailpad-lock-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let dir = DataDir::at(&root);
        let first = InstanceLock::acquire(&dir).expect("a free folder");
        assert!(matches!(InstanceLock::acquire(&dir), Err(LockError::InUse)));
        drop(first);
        assert!(InstanceLock::acquire(&dir).is_ok(), "free again once the first app is gone");
        let _ = std::fs::remove_dir_all(&root);
    }
}
