//! Atomic file replacement: write a temporary file in the same folder,
//! flush and fsync it, then rename it over the old file. A crash at any
//! instant leaves either the old or the new complete file.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Prefix of temporary files, so listings can skip (and clean) them.
pub(crate) const TEMP_PREFIX: &str = ".tmp-";

/// The longest file name most file systems take, in bytes.
const MAX_NAME_BYTES: usize = 255;

fn temp_path(path: &Path) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let head = format!("{TEMP_PREFIX}{}-", std::process::id());
    // A long name would make the temporary name too long to create; its
    // end is kept (the extension), cut at a character boundary. Such a
    // leftover is never taken for the file's own (its original differs).
    let room = MAX_NAME_BYTES.saturating_sub(head.len());
    let start =
        (0..=name.len()).find(|&i| name.len() - i <= room && name.is_char_boundary(i)).unwrap_or(name.len());
    path.with_file_name(format!("{head}{}", &name[start..]))
}

/// The file a temporary file of this app's stood for: `name` is
/// `.tmp-<process id>-<original>`, as [`write_atomic`] names it while it
/// writes, from another process (this one never leaves its own behind).
/// Only such a name whose original sits beside it is a leftover to remove
/// (a save that never reached its rename, the real file intact): a user's
/// file that merely starts with `.tmp-` is theirs.
pub(crate) fn leftover_original(name: &str) -> Option<&str> {
    let rest = name.strip_prefix(TEMP_PREFIX)?;
    let (pid, original) = rest.split_once('-')?;
    let own =
        !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()) && pid != std::process::id().to_string();
    (own && !original.is_empty() && !original.starts_with(TEMP_PREFIX)).then_some(original)
}

/// Replaces `path` with `contents` atomically (creating its folder if needed).
pub fn write_atomic(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_atomic_as(path, contents, false)
}

/// Like [`write_atomic`], for a file only its owner may read (table mode's
/// seat links): on Unix the file is created with mode 0600, so its
/// contents are never readable by others, not even for an instant.
pub fn write_private(path: &Path, contents: &[u8]) -> io::Result<()> {
    write_atomic_as(path, contents, true)
}

fn write_atomic_as(path: &Path, contents: &[u8], private: bool) -> io::Result<()> {
    let dir = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let temp = temp_path(path);
    let result = (|| {
        let mut options = OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        if private {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        #[cfg(not(unix))]
        let _ = private;
        let mut file = options.open(&temp)?;
        file.write_all(contents)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)?;
        // Make the rename itself durable.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_apps_own_temporary_names_are_leftovers() {
        assert_eq!(leftover_original(".tmp-4242-game-1764000000.ron"), Some("game-1764000000.ron"));
        for name in
            [".tmp-mine.ron", ".tmp--game-1.ron", ".tmp-4242-", "game-1764000000.ron", ".tmp-1-.tmp-2-a.ron"]
        {
            assert_eq!(leftover_original(name), None, "{name}");
        }
        let mine = format!(".tmp-{}-game-1.ron", std::process::id());
        assert_eq!(leftover_original(&mine), None, "never this process's own");
    }

    #[test]
    fn a_name_of_255_bytes_is_written_too() {
        let dir = std::env::temp_dir().join(format!("trailpad-atomic-long-{}", std::process::id()));
        for len in [246, 250, 255] {
            let name = format!("{}.png", "é".repeat((len - 4) / 2)) + &"x".repeat((len - 4) % 2);
            assert_eq!(name.len(), len);
            let path = dir.join(&name);
            write_atomic(&path, b"picture").unwrap();
            assert_eq!(fs::read(&path).unwrap(), b"picture");
            assert!(temp_path(&path).file_name().unwrap().len() <= MAX_NAME_BYTES);
        }
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 3, "no temporary file is left behind");
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn replaces_the_whole_file() {
        let dir = std::env::temp_dir().join(format!("trailpad-atomic-{}", std::process::id()));
        let path = dir.join("a.ron");
        write_atomic(&path, b"first version, long").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "second");
        let leftovers: Vec<_> = fs::read_dir(&dir).unwrap().collect();
        assert_eq!(leftovers.len(), 1, "no temporary file is left behind");
        fs::remove_dir_all(dir).unwrap();
    }
}

#[cfg(all(test, unix))]
mod private_tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_private_file_is_readable_by_its_owner_only() {
        let dir = std::env::temp_dir().join(format!("trailpad-private-{}", std::process::id()));
        let path = dir.join("links.ron");
        write_private(&path, b"secret").expect("written");
        let mode = fs::metadata(&path).expect("there").permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{mode:o}");
        // Replacing an ordinary file keeps the new one private too.
        fs::write(&path, b"open").expect("plain");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o644)).expect("chmod");
        write_private(&path, b"secret again").expect("rewritten");
        assert_eq!(fs::metadata(&path).expect("there").permissions().mode() & 0o777, 0o600);
        assert_eq!(fs::read(&path).expect("read"), b"secret again");
        let _ = fs::remove_dir_all(dir);
    }
}
