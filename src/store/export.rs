//! Writing a file the user named (an exported record or picture): only a
//! new file or an ordinary one, never a device, a pipe, a folder or a
//! symbolic link, and an existing file only when the caller says the user
//! agreed to replace it.

use super::atomic::write_atomic;
use std::io;
use std::path::{Path, PathBuf};

/// Why an export was not written.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// No file name, or the name of a folder.
    #[error("give a file name, not a folder")]
    NoName,
    /// The name ends with a `/`: it names a folder, not a file.
    #[error("{} ends with \"/\", so it names a folder: give a file name in it", .0.display())]
    FolderName(PathBuf),
    /// The folder to write in does not exist (it is never created: a
    /// mistyped folder would hide the file where nobody looks).
    #[error("the folder {} does not exist", .0.display())]
    NoFolder(PathBuf),
    /// An ordinary file is there, and replacing it was not agreed.
    #[error("the file already exists")]
    Exists,
    /// A device, a pipe or a socket: writing would not make a file.
    #[error("it is not an ordinary file (a device, a pipe or a socket)")]
    NotAFile,
    /// A symbolic link: the atomic write would replace the link itself,
    /// not the file it points to, so neither is touched.
    #[error("it is a symbolic link; give the file it points to")]
    Symlink,
    /// The system refused the write.
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// Writes `bytes` to `path`, atomically. An existing ordinary file is
/// replaced only when `replace` is true; anything else that is there (a
/// folder, a device, a pipe, a socket, a symbolic link) is refused.
pub fn write_export(path: &Path, bytes: &[u8], replace: bool) -> Result<(), ExportError> {
    check_export_target(path, replace)?;
    write_atomic(path, bytes)?;
    Ok(())
}

/// Whether [`write_export`] would write `path` now: the same refusals,
/// without writing. Callers that take long to make the bytes (a picture)
/// ask first, so a mistyped output is refused at once, not after the work;
/// `write_export` asks again, as the file may change meanwhile.
pub fn check_export_target(path: &Path, replace: bool) -> Result<(), ExportError> {
    if path.as_os_str().is_empty() || path.file_name().is_none() {
        return Err(ExportError::NoName);
    }
    if path.as_os_str().as_encoded_bytes().last().is_some_and(|&b| std::path::is_separator(char::from(b))) {
        return Err(ExportError::FolderName(path.to_path_buf()));
    }
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && !folder.is_dir()
    {
        return Err(ExportError::NoFolder(folder.to_path_buf()));
    }
    match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(ExportError::Io(e)),
        Ok(meta) if meta.file_type().is_symlink() => {
            // A link to a folder still reads as "a folder" to the user.
            return Err(if path.is_dir() { ExportError::NoName } else { ExportError::Symlink });
        }
        Ok(meta) if meta.is_dir() => return Err(ExportError::NoName),
        Ok(meta) if !meta.is_file() => return Err(ExportError::NotAFile),
        Ok(_) if !replace => return Err(ExportError::Exists),
        Ok(_) => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_new_or_agreed_ordinary_files_are_written() {
        let dir = std::env::temp_dir().join(format!("trailpad-export-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("a.png");
        write_export(&file, b"one", false).unwrap();
        assert!(matches!(write_export(&file, b"two", false), Err(ExportError::Exists)));
        write_export(&file, b"two", true).unwrap();
        assert_eq!(std::fs::read(&file).unwrap(), b"two");
        assert!(matches!(write_export(&dir, b"x", true), Err(ExportError::NoName)));
        let missing = dir.join("nope/a.png");
        assert!(matches!(write_export(&missing, b"x", true), Err(ExportError::NoFolder(_))));
        let folder_name = dir.join("newdir/");
        let refused = write_export(&folder_name, b"x", true);
        assert!(matches!(&refused, Err(ExportError::FolderName(_))), "{refused:?}");
        assert!(
            refused
                .unwrap_err()
                .to_string()
                .ends_with("newdir/ ends with \"/\", so it names a folder: give a file name in it")
        );
        assert!(!dir.join("newdir").exists());
        #[cfg(unix)]
        {
            let link = dir.join("link.png");
            std::os::unix::fs::symlink(&file, &link).unwrap();
            assert!(matches!(write_export(&link, b"x", true), Err(ExportError::Symlink)));
            assert_eq!(std::fs::read(&file).unwrap(), b"two", "the target is untouched");
            assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
            assert!(matches!(write_export(Path::new("/dev/null"), b"x", true), Err(ExportError::NotAFile)));
        }
        std::fs::remove_dir_all(dir).unwrap();
    }
}
