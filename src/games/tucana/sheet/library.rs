//! Every sheet the app can offer: the embedded ones plus valid `.ron` files
//! from a user folder. A broken user file is reported and skipped.

use super::{Sheet, SheetError, builtin_sheets};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A user sheet file that could not be used, and why.
#[derive(Debug, Clone)]
pub struct SkippedSheet {
    /// The file.
    pub path: PathBuf,
    /// Why it was skipped.
    pub reason: String,
}

/// The sheets found, and the files skipped.
#[derive(Debug, Clone, Default)]
pub struct SheetLibrary {
    /// Usable sheets: the embedded ones first, then user sheets by file
    /// name. Shared: a game, the wizard and the history hold the same one.
    pub sheets: Vec<Arc<Sheet>>,
    /// User files that were skipped.
    pub skipped: Vec<SkippedSheet>,
}

impl SheetLibrary {
    /// A sheet by id.
    pub fn get(&self, id: &str) -> Option<&Arc<Sheet>> {
        self.sheets.iter().find(|s| s.id() == id)
    }
}

/// Reads one sheet file.
pub fn load_sheet_file(path: &Path) -> Result<Sheet, String> {
    // Bounded, regular files only: a pipe or `/dev/zero` dropped in the
    // sheet folder must not hang or exhaust every start.
    let text = crate::store::read_text_bounded(path, crate::store::MAX_SHEET_BYTES)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Sheet::from_ron(&text).map_err(|e: SheetError| format!("{}: {e}", path.display()))
}

/// The embedded sheets plus every valid `*.ron` in `dir` (a missing folder is
/// simply empty). A user sheet whose id is already taken is skipped.
pub fn load_user_sheets(dir: Option<&Path>) -> SheetLibrary {
    let mut library =
        SheetLibrary { sheets: builtin_sheets().into_iter().map(Arc::new).collect(), skipped: Vec::new() };
    let Some(dir) = dir else { return library };
    let Ok(entries) = std::fs::read_dir(dir) else { return library };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    paths.sort();
    for path in paths {
        match load_sheet_file(&path) {
            Ok(sheet) if library.get(sheet.id()).is_some() => library.skipped.push(SkippedSheet {
                reason: format!("{}: id \"{}\" is already used by another sheet", path.display(), sheet.id()),
                path,
            }),
            Ok(sheet) => library.sheets.push(Arc::new(sheet)),
            Err(reason) => library.skipped.push(SkippedSheet { path, reason }),
        }
    }
    library
}
