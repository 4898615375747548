//! The one way Trailpad reads a file it did not write itself (records,
//! sheets, settings, imports): only a regular file, never more than a
//! stated number of bytes, and text only as UTF-8 (a byte-order mark is
//! accepted). A pipe would block forever and `/dev/zero` never ends, so
//! both are refused before a single byte is read.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// The largest game record read, in bytes. The longest real game (eight
/// players, every action) is under 20 KB; this leaves room for two
/// hundred times that and keeps a mistaken pick of a huge file from
/// freezing the app or eating the machine's memory.
pub const MAX_RECORD_BYTES: u64 = 4 * 1024 * 1024;

/// The largest sheet file read, in bytes (the shipped ones are under 5 KB).
pub const MAX_SHEET_BYTES: u64 = 1024 * 1024;

/// The largest settings file read, in bytes (a real one is under 2 KB).
pub const MAX_SETTINGS_BYTES: u64 = 1024 * 1024;

/// Why a file could not be read. The UI words each kind in its language.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The system refused (missing, permission denied…).
    #[error("{0}")]
    Io(#[from] io::Error),
    /// A folder where a file was expected.
    #[error("it is a folder")]
    Folder,
    /// A pipe, a device or a socket: reading it could block forever or
    /// never end.
    #[error("it is not a regular file (a pipe, a device or a socket)")]
    NotAFile,
    /// Larger than the limit for its kind.
    #[error("it is {size} bytes, more than the {limit} bytes allowed")]
    TooBig {
        /// Its size (at least this many bytes).
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// Not UTF-8 text: the first bad byte, by line and byte in that line
    /// (both 1-based).
    #[error("it is not text (UTF-8): invalid byte at line {line}, byte {byte}")]
    NotText {
        /// 1-based line of the first invalid byte.
        line: usize,
        /// 1-based byte position in that line.
        byte: usize,
    },
}

impl ReadError {
    /// The system error, if the system refused.
    pub fn io(&self) -> Option<&io::Error> {
        match self {
            ReadError::Io(e) => Some(e),
            _ => None,
        }
    }
}

/// Reads a regular file of at most `limit` bytes (following a symbolic
/// link to what it names). A pipe, a device, a socket or a folder is
/// refused without being opened for reading; a larger file is refused with
/// its size, even one that grows while it is read.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    check_kind(&std::fs::metadata(path)?, limit)?;
    let file = File::open(path)?;
    // Looked at again through the open file: the name may have been
    // replaced between the two looks.
    check_kind(&file.metadata()?, limit)?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    let size = bytes.len() as u64;
    if size > limit {
        return Err(ReadError::TooBig { size, limit });
    }
    Ok(bytes)
}

fn check_kind(meta: &std::fs::Metadata, limit: u64) -> Result<(), ReadError> {
    if meta.is_dir() {
        return Err(ReadError::Folder);
    }
    if !meta.is_file() {
        return Err(ReadError::NotAFile);
    }
    if meta.len() > limit {
        return Err(ReadError::TooBig { size: meta.len(), limit });
    }
    Ok(())
}

/// Reads a bounded regular file as UTF-8 text (see [`read_bounded`]),
/// without its byte-order mark if it has one.
pub fn read_text_bounded(path: &Path, limit: u64) -> Result<String, ReadError> {
    text_of(read_bounded(path, limit)?)
}

/// When the file at `path` was last written, whole seconds since 1970;
/// `None` when the system does not say (a record from before Trailpad
/// kept its date then has none).
pub fn modified_secs(path: &Path) -> Option<u64> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok().map(crate::games::date::seconds_of)
}

/// Bytes as UTF-8 text without a leading byte-order mark; invalid UTF-8
/// names the line and byte of the first bad byte.
pub fn text_of(mut bytes: Vec<u8>) -> Result<String, ReadError> {
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let at = e.utf8_error().valid_up_to();
        let before = &bytes[..at];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        ReadError::NotText { line, byte: at - line_start + 1 }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("trailpad-read-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_byte_order_mark_is_dropped_and_bad_bytes_are_placed() {
        assert_eq!(text_of(b"\xEF\xBB\xBF(a: 1)".to_vec()).unwrap(), "(a: 1)");
        let err = text_of(b"(\n  name: \"A\xFFlice\",\n)".to_vec()).unwrap_err();
        assert!(matches!(err, ReadError::NotText { line: 2, byte: 11 }), "{err:?}");
        assert!(err.to_string().contains("line 2, byte 11"), "{err}");
    }

    #[test]
    fn too_big_and_folders_are_refused_with_their_size() {
        let dir = scratch("big");
        let path = dir.join("big.ron");
        std::fs::write(&path, vec![b' '; 2000]).unwrap();
        let err = read_bounded(&path, 1000).unwrap_err();
        assert!(matches!(err, ReadError::TooBig { size: 2000, limit: 1000 }), "{err:?}");
        assert!(matches!(read_bounded(&dir, 1000), Err(ReadError::Folder)));
        assert_eq!(read_bounded(&path, 2000).unwrap().len(), 2000);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn devices_and_pipes_are_refused_without_reading() {
        assert!(matches!(read_bounded(Path::new("/dev/zero"), 10), Err(ReadError::NotAFile)));
        let dir = scratch("fifo");
        let link = dir.join("z.ron");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        assert!(matches!(read_bounded(&link, 10), Err(ReadError::NotAFile)));
        let fifo = dir.join("f.ron");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            // Would block forever if it were opened.
            assert!(matches!(read_bounded(&fifo, 10), Err(ReadError::NotAFile)));
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}
