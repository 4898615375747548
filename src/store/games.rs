//! Saved games: unfinished ones to resume, finished ones as history.

use super::atomic::{leftover_original, write_atomic};
use super::data_dir::DataDir;
use super::read::{MAX_RECORD_BYTES, ReadError, read_text_bounded};
use crate::games::AnyRecord;
use crate::games::tucana::sheet::library::SheetLibrary;
use crate::games::{
    GameKind, KindVisitor, PlayedGame, Record, RecordReadError, Rules, Summary, UnknownGame, detect_game,
};
use std::any::Any;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// A game file that was read and replayed, of any game: the one listed
/// game of `games/` and `history/` (its game is its record's).
#[derive(Debug, Clone)]
pub struct Saved<R, S> {
    /// The file.
    pub path: PathBuf,
    /// Its record (it replays).
    pub record: R,
    /// What lists show.
    pub summary: S,
    /// When the file was last written.
    pub modified: Option<SystemTime>,
}

impl<R: Record, S> Saved<R, S> {
    /// When the game was played: the date its record keeps, else (a record
    /// from before Trailpad kept it) when its file was last written.
    pub fn played(&self) -> Option<SystemTime> {
        self.record.played_at().and_then(crate::games::date::time_of).or(self.modified)
    }
}

/// A listed game, whichever game it is, as the one listing sees it:
/// moving finished games to the history and back, their order, the
/// records for the plays (BG Stats, the history's spreadsheet), the
/// people met. Written once, for every [`Saved`].
pub trait ListedFile: std::fmt::Debug + Send + Any {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// The file.
    fn path(&self) -> &Path;
    /// Whether the game is over.
    fn is_over(&self) -> bool;
    /// When the game was played (see [`Saved::played`]).
    fn played(&self) -> Option<SystemTime>;
    /// When its file was last written.
    fn modified(&self) -> Option<SystemTime>;
    /// Its record, as the one reader gives records.
    fn record(&self) -> AnyRecord;
    /// Every person named in the game.
    fn people(&self) -> Vec<String>;
    /// Where it was played, in its file's words ([`Summary::where_played`]).
    fn where_played(&self) -> String;
    /// Shows every name as `name_of` shows it today.
    fn rename(&mut self, name_of: &dyn Fn(&str) -> String);
    /// Every named player whose total is known, with it, in seat order
    /// ([`PlayedGame::counted_players`]): what a list row shows of any game.
    fn scores(&self) -> Vec<(String, i64)>;
    /// The names among [`ListedFile::scores`] who win (lead, while under
    /// way).
    fn winner_names(&self) -> Vec<String>;
    /// What the statistics count of it.
    fn counted(&self) -> &dyn crate::games::Counted;
    /// Its record, as its game's own type.
    fn own_record(&self) -> &dyn Any;
    /// The game's own listed value.
    fn as_any(&self) -> &dyn Any;
    /// The game's own listed value, kept.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

impl<R, S> ListedFile for Saved<R, S>
where
    R: Record + Into<AnyRecord> + Send + 'static,
    S: Summary,
{
    fn kind(&self) -> GameKind {
        S::kind(&self.summary)
    }
    fn path(&self) -> &Path {
        &self.path
    }
    fn is_over(&self) -> bool {
        self.summary.is_over()
    }
    fn played(&self) -> Option<SystemTime> {
        Saved::played(self)
    }
    fn modified(&self) -> Option<SystemTime> {
        self.modified
    }
    fn record(&self) -> AnyRecord {
        self.record.clone().into()
    }
    fn people(&self) -> Vec<String> {
        self.summary.people()
    }
    fn where_played(&self) -> String {
        self.summary.where_played()
    }
    fn rename(&mut self, name_of: &dyn Fn(&str) -> String) {
        self.summary = self.summary.renamed_as(name_of);
    }
    fn scores(&self) -> Vec<(String, i64)> {
        self.summary.counted_players()
    }
    fn winner_names(&self) -> Vec<String> {
        self.summary.counted_winners()
    }
    fn counted(&self) -> &dyn crate::games::Counted {
        &self.summary
    }
    fn own_record(&self) -> &dyn Any {
        &self.record
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn into_any(self: Box<Self>) -> Box<dyn Any> {
        self
    }
}

/// Why a game file could not be used. The details are the system's or the
/// record parser's own words; the UI words the rest in its language.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameFileProblem {
    /// Reading the file failed.
    #[error("cannot be read: {0}")]
    Unreadable(String),
    /// The file is not UTF-8 text: the first bad byte, by line and byte.
    #[error("is not text (UTF-8): invalid byte at line {line}, byte {byte}")]
    NotText {
        /// 1-based line.
        line: usize,
        /// 1-based byte in that line.
        byte: usize,
    },
    /// A pipe, a device, a socket or a folder: never read (it could block
    /// forever or never end).
    #[error("is not a regular file (a pipe, a device or a socket)")]
    NotAFile,
    /// Larger than a game record may be ([`super::read::MAX_RECORD_BYTES`]).
    #[error("is {size} bytes, more than the {limit} bytes a game record may have")]
    TooBig {
        /// Its size in bytes (at least).
        size: u64,
        /// The limit.
        limit: u64,
    },
    /// The file is empty.
    #[error("is empty")]
    Empty,
    /// The text is not a usable game record (syntax, version, illegal action…).
    #[error("{0}")]
    BadRecord(String),
    /// The file is not a game record this Trailpad can replay (syntax,
    /// version, set-up, illegal action), in its game's own error; the UI
    /// words it in its language.
    #[error("{0}")]
    NotARecord(super::RecordProblem),
    /// A finished game that could not be moved to the history.
    #[error("finished, but could not be moved to the history: {0}")]
    NotArchived(String),
    /// The game is on a board (its id: an island, a user sheet) that is
    /// not installed now, e.g. a user sheet removed or broken. Such a file
    /// is not damaged: it is left where it is, and comes back when its
    /// board does.
    #[error("the game is on island \"{0}\", which is not installed")]
    UnknownBoard(String),
}

/// A file that could not be used, and where it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DamagedFile {
    /// Where it was.
    pub original: PathBuf,
    /// Where it is now (`None` if moving it failed; it was left in place).
    pub moved_to: Option<PathBuf>,
    /// Why it could not be used.
    pub reason: GameFileProblem,
}

/// The one save of a game record, for every game and every writer (the
/// app, the table server): written atomically, so a crash leaves the old
/// file or the new one, never a torn one.
pub fn save_record(path: &Path, record: &impl Record) -> io::Result<()> {
    write_atomic(path, record.to_text().map_err(io::Error::other)?.as_bytes())
}

/// Keeps in a running game's record when it ended, at the time now: the
/// one place that decides the stamp for every writer (the app's save, the
/// table server's), called just before [`save_record`]. The rule itself is
/// [`crate::games::Log::keep_end`]: stamped once, the first time the game
/// is saved over, cleared when an undo reopens it. Whether the record
/// changed.
pub fn keep_end_now<G: crate::games::Rules>(log: &mut crate::games::Log<G>) -> bool {
    log.keep_end(crate::games::date::seconds_of(std::time::SystemTime::now()))
}

/// Removes the temporary files that saves killed before their rename left
/// beside `path` (`.tmp-<pid>-<name>` of another process, for the record
/// and its table secrets), when the file they were to replace is there. A
/// record outside the data folder (`trailpad table g.ron`) is in no folder
/// the app tidies: the table calls this once it has saved. Any other name
/// is the user's and is left alone.
pub fn remove_leftovers_beside(path: &Path) {
    let (Some(folder), Some(name)) = (path.parent(), path.file_name().and_then(|n| n.to_str())) else {
        return;
    };
    let folder = if folder.as_os_str().is_empty() { Path::new(".") } else { folder };
    let secrets = format!("{name}.table.ron");
    let Ok(entries) = fs::read_dir(folder) else { return };
    for entry in entries.flatten() {
        let entry_name = entry.file_name().to_string_lossy().into_owned();
        let ours = leftover_original(&entry_name).is_some_and(|original| {
            (original == name || original == secrets) && folder.join(original).is_file()
        });
        if ours {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Saved games in a data folder.
#[derive(Debug, Clone)]
pub struct GameStore {
    dir: DataDir,
}

impl GameStore {
    /// The store in a data folder.
    pub fn new(dir: DataDir) -> GameStore {
        GameStore { dir }
    }

    /// The data folder.
    pub fn data_dir(&self) -> &DataDir {
        &self.dir
    }

    /// A fresh file name for a new game, from its start time; never an
    /// existing file.
    pub fn new_game_path(&self, started: SystemTime) -> PathBuf {
        let secs = started.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let games = self.dir.games();
        (0u32..)
            .map(|n| {
                let suffix = if n == 0 { String::new() } else { format!("-{n}") };
                games.join(format!("game-{secs}{suffix}.ron"))
            })
            .find(|p| !p.exists() && !self.dir.history().join(p.file_name().unwrap_or_default()).exists())
            .unwrap_or_else(|| games.join("game.ron"))
    }

    /// Writes a game's record, of any game, atomically ([`save_record`]);
    /// refused (with [`super::ServedElsewhere`] inside) while a table in
    /// another process serves it: that table's moves would be lost.
    pub fn save_game(&self, path: &Path, record: &impl Record) -> io::Result<()> {
        if let Some(served) = super::served_elsewhere(path) {
            return Err(io::Error::other(served));
        }
        save_record(path, record)
    }

    /// Moves a game from the old single-save file (`current-game.ron`,
    /// used before games were kept in `games/`) into `games/`. Returns its
    /// new file, or `None` when there is no such file.
    pub fn adopt_legacy_save(&self) -> io::Result<Option<PathBuf>> {
        let legacy = self.dir.root().join("current-game.ron");
        if !legacy.is_file() {
            return Ok(None);
        }
        let written = fs::metadata(&legacy).and_then(|m| m.modified()).unwrap_or(SystemTime::now());
        let target = self.new_game_path(written);
        fs::create_dir_all(self.dir.games())?;
        fs::rename(&legacy, &target)?;
        Ok(Some(target))
    }

    /// The unfinished games of game `G` alone in `games/`, newest first,
    /// as [`GameStore::unfinished_games`] lists them: the game open in the
    /// app (saved in `open`) is left where it is even when it is finished
    /// (its last action can still be undone, and the app moves it to the
    /// history when the user leaves it; moving it now would let its next
    /// save write it again beside its copy in the history).
    pub fn unfinished_of<G: Rules>(&self, library: &SheetLibrary, open: Option<&Path>) -> Listed {
        let open: Vec<&Path> = open.into_iter().collect();
        self.list_unfinished(Scope::only::<G>(library), &open)
    }

    /// The games to resume of every game, read in one pass over `games/`
    /// (each file once). Finished ones move to the history, except the
    /// games open in the app (`open`: undo can still reopen them, and the
    /// app moves them when the user leaves them); one that cannot move is
    /// reported. Damaged Tucana files are moved aside and reported; a New
    /// York file that does not replay is left where it is. Without a
    /// `library`, Tucana files are not looked at.
    pub fn unfinished_games(&self, library: &SheetLibrary, open: &[&Path]) -> Listed {
        self.list_unfinished(Scope::all(library), open)
    }

    /// [`GameStore::unfinished_games`] for the games in `scope`.
    fn list_unfinished(&self, scope: Scope<'_>, open: &[&Path]) -> Listed {
        let mut scan = self.scan_folder(&self.dir.games(), scope);
        scan.games = self.keep_unfinished(std::mem::take(&mut scan.games), open, &mut scan.damaged);
        scan
    }

    /// `games` without the finished ones, which move to the history
    /// (except those `open`); one that cannot move is added to `damaged`.
    fn keep_unfinished(
        &self,
        games: Vec<Box<dyn ListedFile>>,
        open: &[&Path],
        damaged: &mut Vec<DamagedFile>,
    ) -> Vec<Box<dyn ListedFile>> {
        let mut unfinished = Vec::new();
        for game in games {
            if !game.is_over() {
                unfinished.push(game);
            } else if !open.contains(&game.path())
                && let Err(e) = self.archive(game.path())
            {
                damaged.push(DamagedFile {
                    original: game.path().to_path_buf(),
                    moved_to: None,
                    reason: GameFileProblem::NotArchived(e.to_string()),
                });
            }
        }
        unfinished
    }

    /// Every kept game of game `G`, with its record: the unfinished ones
    /// (other than the running game's, saved in `open`; a finished one
    /// found there moves to the history) and those in the history.
    pub fn kept_of<G: Rules<Record: 'static>>(
        &self,
        library: &SheetLibrary,
        open: Option<&Path>,
    ) -> Vec<(PathBuf, G::Record)> {
        let open: Vec<&Path> = open.into_iter().collect();
        let unfinished = self.list_unfinished(Scope::only::<G>(library), &open);
        let finished = self.list_finished(Scope::only::<G>(library));
        unfinished
            .games
            .iter()
            .chain(&finished.games)
            .filter_map(|g| {
                Some((g.path().to_path_buf(), g.own_record().downcast_ref::<G::Record>()?.clone()))
            })
            .collect()
    }

    /// The finished games of every game in `history/`, read in one pass
    /// (each file once), the most recently played first; files that could
    /// not be used are reported (Tucana ones moved aside, New York ones
    /// left where they are). An unfinished game put there by hand goes
    /// back to the games to resume.
    pub fn finished_games(&self, library: &SheetLibrary) -> Listed {
        self.list_finished(Scope::all(library))
    }

    /// The finished games of every game in `history/`, as
    /// [`GameStore::finished_games`] lists them, but read only: nothing is
    /// moved, removed or written (a damaged file is reported where it is,
    /// an unfinished one is no result and stays). For the command line,
    /// which may run while the app holds the data folder: tidying the
    /// folder is the app's.
    pub fn finished_games_read_only(&self, library: &SheetLibrary) -> Listed {
        self.list_finished(Scope { read_only: true, ..Scope::all(library) })
    }

    /// [`GameStore::finished_games`] for the games in `scope`.
    fn list_finished(&self, scope: Scope<'_>) -> Listed {
        let mut scan = self.scan_folder(&self.dir.history(), scope);
        let games = std::mem::take(&mut scan.games);
        scan.games = if scope.read_only { finished_only(games) } else { self.keep_finished(games) };
        scan
    }

    /// `games` that are over, the most recently played first: an
    /// unfinished one is no result, and goes back to the games to resume
    /// (if it cannot move, it stays listed, shown as unfinished).
    fn keep_finished(&self, games: Vec<Box<dyn ListedFile>>) -> Vec<Box<dyn ListedFile>> {
        let mut finished: Vec<Box<dyn ListedFile>> =
            games.into_iter().filter(|g| g.is_over() || self.unarchive(g.path()).is_err()).collect();
        sort_by_played(&mut finished);
        finished
    }

    /// The finished games of game `G` alone in `history/`, as
    /// [`GameStore::finished_games`] lists them: the most recently played
    /// first (by the date the record keeps, so an imported game sits where
    /// it was played, not where it was imported).
    pub fn finished_of<G: Rules>(&self, library: &SheetLibrary) -> Listed {
        self.list_finished(Scope::only::<G>(library))
    }

    /// Moves a (finished) game from `games/` to `history/`. Its table
    /// mode secrets go: a finished game is not served again, and its old
    /// links must not outlive it.
    pub fn archive(&self, path: &Path) -> io::Result<PathBuf> {
        let name = path.file_name().ok_or_else(|| io::Error::other("not a file"))?;
        let target = unique_path(&self.dir.history().join(name));
        fs::create_dir_all(self.dir.history())?;
        fs::rename(path, &target)?;
        remove_if_there(&table_secrets_path(path))?;
        Ok(target)
    }

    /// Moves an unfinished game from `history/` back to `games/`.
    fn unarchive(&self, path: &Path) -> io::Result<PathBuf> {
        let name = path.file_name().ok_or_else(|| io::Error::other("not a file"))?;
        let target = unique_path(&self.dir.games().join(name));
        fs::create_dir_all(self.dir.games())?;
        fs::rename(path, &target)?;
        Ok(target)
    }

    /// Keeps an imported record of any game: a finished game goes
    /// straight to the history, an unfinished one to the games to resume.
    /// Returns its file.
    pub fn keep_imported_game(
        &self,
        record: &impl Record,
        finished: bool,
        now: SystemTime,
    ) -> io::Result<PathBuf> {
        let path = self.imported_path(finished, now)?;
        self.save_game(&path, record)?;
        Ok(path)
    }

    /// Deletes a saved game (the user confirmed it). A file already gone
    /// (removed by hand meanwhile) counts as deleted.
    pub fn delete(&self, path: &Path) -> io::Result<()> {
        remove_if_there(path)?;
        remove_if_there(&table_secrets_path(path))
    }

    /// Reads every record of `folder`, each file once, of the games in
    /// `scope`: each file's game lists it ([`ListedGame`]; Tucana records
    /// replayed on the scope's islands, a file that is no game moved aside,
    /// one of an island not installed left where it is; a New York record
    /// that does not replay reported and left where it is). The app's
    /// leftover temporary files are removed. Each list is newest file
    /// first.
    fn scan_folder(&self, folder: &Path, scope: Scope<'_>) -> Listed {
        let mut scan = Listed::default();
        let Ok(entries) = fs::read_dir(folder) else { return scan };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(original) = leftover_original(&name).filter(|o| folder.join(o).is_file()) {
                // A save that never reached its rename: the real file is
                // intact. Any other name is the user's, and is read (and
                // moved aside if it is no game), never deleted. A record a
                // table serves (`trailpad table` on a game of this folder)
                // is that table's to tidy: its save may be under way.
                let record = original.strip_suffix(".table.ron").unwrap_or(original);
                if !scope.read_only && !super::record_lock::record_is_served(&folder.join(record)) {
                    let _ = fs::remove_file(&path);
                }
                continue;
            }
            // A table's seat secrets (`<game>.ron.table.ron`) sit beside its
            // record; they are not a game.
            if !path.is_file() || path.extension().is_none_or(|x| x != "ron") || name.ends_with(".table.ron")
            {
                continue;
            }
            // Read once: the text tells the game (a file whose game cannot
            // be told, not even text, is the one a record without a `game`
            // field is: Tucana's), then gives the record.
            let read = read_text_bounded(&path, MAX_RECORD_BYTES).map_err(GameFileProblem::from);
            let kind = match &read {
                Ok(text) => detect_game(text),
                Err(_) => Ok(GameKind::unnamed()),
            };
            match kind {
                Ok(kind) if scope.wants(kind) => {
                    kind.visit(ListFile { store: self, scan: &mut scan, path, name: &name, read, scope })
                }
                Ok(_) => {}
                // A game this Trailpad does not know (written by a newer
                // one?) is not damaged: it is reported, left where it is.
                Err(UnknownGame(game)) if scope.wants_untold() => scan.damaged.push(DamagedFile {
                    original: path,
                    moved_to: None,
                    reason: GameFileProblem::BadRecord(RecordReadError::UnknownGame(game).to_string()),
                }),
                Err(_) => {}
            }
        }
        scan.games.sort_by(|a, b| b.modified().cmp(&a.modified()).then_with(|| a.path().cmp(b.path())));
        scan
    }

    /// A fresh file for an imported game, in the history when it is over.
    fn imported_path(&self, finished: bool, now: SystemTime) -> io::Result<PathBuf> {
        let path = self.new_game_path(now);
        if !finished {
            return Ok(path);
        }
        let name = path.file_name().ok_or_else(|| io::Error::other("not a file"))?;
        Ok(unique_path(&self.dir.history().join(name)))
    }

    fn move_aside(&self, path: &Path, reason: GameFileProblem) -> DamagedFile {
        let moved = move_aside(path, &self.dir.damaged());
        DamagedFile { original: path.to_path_buf(), moved_to: moved.ok(), reason }
    }
}

/// The games of `games` that are over, the most recently played first.
fn finished_only(games: Vec<Box<dyn ListedFile>>) -> Vec<Box<dyn ListedFile>> {
    let mut finished: Vec<Box<dyn ListedFile>> = games.into_iter().filter(|g| g.is_over()).collect();
    sort_by_played(&mut finished);
    finished
}

/// The most recently played first (then by file, for a stable order).
fn sort_by_played(games: &mut [Box<dyn ListedFile>]) {
    games.sort_by(|a, b| b.played().cmp(&a.played()).then_with(|| a.path().cmp(b.path())));
}

/// Which games a folder scan lists, and the islands Tucana's records are
/// replayed on.
#[derive(Clone, Copy)]
pub(crate) struct Scope<'a> {
    /// The islands installed.
    library: &'a SheetLibrary,
    /// One game only, or (`None`) every game.
    only: Option<GameKind>,
    /// Nothing is moved, removed or written (the command line's listing).
    read_only: bool,
}

impl<'a> Scope<'a> {
    /// Every game.
    fn all(library: &'a SheetLibrary) -> Scope<'a> {
        Scope { library, only: None, read_only: false }
    }

    /// Game `G` only.
    fn only<G: Rules>(library: &'a SheetLibrary) -> Scope<'a> {
        Scope { library, only: Some(G::KIND), read_only: false }
    }

    /// Whether the scan lists games of `kind`.
    fn wants(&self, kind: GameKind) -> bool {
        self.only.is_none_or(|only| only == kind)
    }

    /// Whether the scan lists the files whose game cannot be told (not
    /// text, or naming a game this Trailpad does not know): they go with
    /// the game a record without a `game` field is.
    fn wants_untold(&self) -> bool {
        self.wants(GameKind::unnamed())
    }
}

/// A game of the registry as a folder scan lists it: each game's file,
/// read once, goes to that game's list, or is reported. Everything has a
/// default, written once over [`Rules`]: a new game writes
/// `impl ListedGame for Game {}` beside its screen. By default its record
/// is read by the one reader's parse and replayed on the boards
/// installed, listed with a [`Standing`] (from [`Rules::totals`],
/// [`Rules::winners`], [`Rules::is_over`]), and a file that does not
/// replay is left where it is and reported (the damaged-file policy; a
/// game that moves such files aside, as Tucana does, lists them itself
/// through [`ListFile::list_or_move_aside`]).
pub trait ListedGame: Rules<Record: serde::de::DeserializeOwned + Send + 'static> + 'static {
    /// Lists the file, read once, in its game's list, or reports it.
    fn list(file: ListFile<'_>) {
        file.list_standing::<Self>();
    }

    /// The game as the lists show it: kept in `path` (last written at
    /// `modified`), its record and the game that record replays to. Both
    /// a file read from a folder and the game just finished, still open
    /// (listed from memory: its file may lag behind a failed save), are
    /// listed by it. By default with a [`Standing`].
    fn listed(
        path: PathBuf,
        record: Self::Record,
        game: &Self,
        modified: Option<SystemTime>,
    ) -> Box<dyn ListedFile> {
        Box::new(Saved { path, record, summary: Standing::<Self>::of(game), modified })
    }
}

/// One file of a folder scan, handed to its game ([`ListedGame::list`]).
pub struct ListFile<'a> {
    store: &'a GameStore,
    scan: &'a mut Listed,
    path: PathBuf,
    name: &'a str,
    read: Result<String, GameFileProblem>,
    scope: Scope<'a>,
}

impl<G: ListedGame> KindVisitor<G> for ListFile<'_> {
    type Output = ();

    fn visit(self) {
        G::list(self);
    }
}

impl ListFile<'_> {
    /// Whether it is a temporary file of a save under way (not a game
    /// yet: it is not listed).
    pub fn is_temporary(&self) -> bool {
        self.name.starts_with(super::atomic::TEMP_PREFIX)
    }

    /// Lists the game whose record its text is, as `list` makes it of
    /// the file and its text (a game's own listing, with its own summary
    /// and words), or reports why it cannot be used and leaves it where
    /// it is.
    pub fn list_or_leave(
        self,
        list: impl FnOnce(&Path, &str) -> Result<Box<dyn ListedFile>, GameFileProblem>,
    ) {
        let ListFile { scan, path, read, .. } = self;
        match read.and_then(|text| list(&path, &text)) {
            Ok(game) => scan.games.push(game),
            Err(reason) => scan.damaged.push(DamagedFile { original: path, moved_to: None, reason }),
        }
    }

    /// Lists the game whose record its text is, as `list` makes it of the
    /// file, its text and the boards installed, or reports why it cannot
    /// be used and moves it to `damaged/`, kept for the user and never
    /// overwritten (the policy of a game whose records are only Trailpad's
    /// to write, as Tucana's). A game on a board that is not installed is
    /// not damaged ([`GameFileProblem::UnknownBoard`]): it is left where
    /// it is, and comes back with its board; a read-only listing moves
    /// nothing.
    pub fn list_or_move_aside(
        self,
        list: impl FnOnce(&Path, &str, &crate::games::Boards<'_>) -> Result<Box<dyn ListedFile>, GameFileProblem>,
    ) {
        let ListFile { store, scan, path, read, scope, .. } = self;
        let boards = crate::games::Boards { islands: scope.library };
        match read.and_then(|text| list(&path, &text, &boards)) {
            Ok(game) => scan.games.push(game),
            Err(reason @ GameFileProblem::UnknownBoard(_)) => {
                scan.damaged.push(DamagedFile { original: path, moved_to: None, reason });
            }
            Err(reason) if scope.read_only => {
                scan.damaged.push(DamagedFile { original: path, moved_to: None, reason });
            }
            Err(reason) => scan.damaged.push(store.move_aside(&path, reason)),
        }
    }

    /// [`ListedGame::list`]'s default: the record replayed on the boards
    /// installed, listed with its [`Standing`]; a file that does not
    /// replay is left where it is and reported.
    fn list_standing<G: ListedGame>(self) {
        let ListFile { scan, path, name, read, scope, .. } = self;
        // A temporary file of a save under way is not a game yet.
        if name.starts_with(super::atomic::TEMP_PREFIX) {
            return;
        }
        let boards = crate::games::Boards { islands: scope.library };
        let listed = read.and_then(|text| {
            let bad = |e: &dyn std::fmt::Display| GameFileProblem::BadRecord(e.to_string());
            let record = crate::games::read::read_as::<G::Record>(&text).map_err(|e| bad(&e))?;
            let game = record.replay_in(&boards).map_err(|e| bad(&e))?;
            Ok((record, game))
        });
        match listed {
            Ok((record, game)) => {
                let modified = fs::metadata(&path).and_then(|m| m.modified()).ok();
                scan.games.push(G::listed(path, record, &game, modified));
            }
            Err(reason) => scan.damaged.push(DamagedFile { original: path, moved_to: None, reason }),
        }
    }
}

/// What the lists show of a game of any game, from its rules alone: who
/// played, their totals, who wins (leads, while under way), whether it is
/// over. A game without a summary of its own is listed with it.
#[derive(Debug, Clone)]
pub struct Standing<G> {
    /// Players' names, in seat order.
    pub players: Vec<String>,
    /// Each player's total, in seat order.
    pub totals: Vec<i64>,
    /// Names of the players who win (lead, while under way).
    pub winners: Vec<String>,
    /// Whether the game is over.
    pub finished: bool,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G: Rules> Standing<G> {
    /// The standing of a replayed game.
    pub fn of(game: &G) -> Standing<G> {
        let totals = game.totals();
        let winners = game.winners();
        Standing {
            players: totals.iter().map(|t| t.name.clone()).collect(),
            winners: totals.iter().filter(|t| winners.contains(&t.seat)).map(|t| t.name.clone()).collect(),
            totals: totals.iter().map(|t| t.total).collect(),
            finished: game.is_over(),
            game: std::marker::PhantomData,
        }
    }
}

impl<G: Rules + 'static> PlayedGame for Standing<G> {
    type Game = G;
    fn player_names(&self) -> &[String] {
        &self.players
    }
    fn player_totals(&self) -> Vec<i64> {
        self.totals.clone()
    }
    fn winner_names(&self) -> &[String] {
        &self.winners
    }
    fn is_over(&self) -> bool {
        self.finished
    }
    fn has_opponents(&self) -> bool {
        self.players.len() > 1
    }
}

impl<G: Rules + 'static> Summary for Standing<G> {
    fn people(&self) -> Vec<String> {
        self.players.clone()
    }
    fn renamed_as(&self, name_of: &dyn Fn(&str) -> String) -> Standing<G> {
        Standing {
            players: self.players.iter().map(|n| name_of(n)).collect(),
            winners: self.winners.iter().map(|n| name_of(n)).collect(),
            ..self.clone()
        }
    }
}

/// The file that keeps table mode's seat secrets for the game saved at
/// `record`: `<record>.table.ron`, beside it (skipped by the listings).
pub fn table_secrets_path(record: &Path) -> PathBuf {
    let mut name = record.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(".table.ron");
    record.with_file_name(name)
}

/// Removes a file; one already gone counts as removed.
fn remove_if_there(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

/// What a folder holds: every game listed, of every game, in one list,
/// and the files that could not be used.
#[derive(Debug, Default)]
pub struct Listed {
    /// Every game listed, whichever game it is (newest file first, or
    /// most recently played first in the history).
    games: Vec<Box<dyn ListedFile>>,
    /// Files that could not be used (moved aside, or left where they are
    /// as their game says), and games that could not move between
    /// `games/` and `history/`.
    pub damaged: Vec<DamagedFile>,
}

impl Listed {
    /// Every game listed, whichever game it is, in the listing's order.
    pub fn games(&self) -> &[Box<dyn ListedFile>] {
        &self.games
    }

    /// The games listed of one game, by its listed type
    /// (a [`Saved`] of its record and summary), in the listing's order.
    pub fn of<T: ListedFile>(&self) -> Vec<&T> {
        self.games.iter().filter_map(|g| g.as_any().downcast_ref::<T>()).collect()
    }

    /// Takes the games listed of one game out of the listing, in its order.
    pub fn take<T: ListedFile>(&mut self) -> Vec<T> {
        let (mine, rest): (Vec<_>, Vec<_>) =
            std::mem::take(&mut self.games).into_iter().partition(|g| g.as_any().is::<T>());
        self.games = rest;
        mine.into_iter().filter_map(|g| g.into_any().downcast::<T>().ok()).map(|g| *g).collect()
    }

    /// The games of listed type `T` and the files that could not be used:
    /// a listing of one game ([`GameStore::unfinished_of`],
    /// [`GameStore::finished_of`]) taken apart.
    pub fn split<T: ListedFile>(mut self) -> (Vec<T>, Vec<DamagedFile>) {
        (self.take(), self.damaged)
    }

    /// Takes every game still listed out of the listing, in its order
    /// (after each game with rows of its own took its games: the games
    /// listed by [`Standing`], shown by the rows written once).
    pub fn take_rest(&mut self) -> Vec<Box<dyn ListedFile>> {
        std::mem::take(&mut self.games)
    }

    /// Lists `game` first (the game just finished, still open).
    pub fn insert_first(&mut self, game: Box<dyn ListedFile>) {
        self.games.insert(0, game);
    }

    /// Shows every name as `name_of` shows it today, in every game.
    pub fn rename(&mut self, name_of: &dyn Fn(&str) -> String) {
        for game in &mut self.games {
            game.rename(name_of);
        }
    }

    /// Every game listed, whichever game it is, as the one reader gives
    /// records, with the time its file was last written (seconds since
    /// 1970), for the parts written once over every game (the history's
    /// spreadsheet, BG Stats).
    pub fn records(&self) -> Vec<(crate::games::AnyRecord, Option<u64>)> {
        let secs = |t: Option<SystemTime>| t.map(crate::games::date::seconds_of);
        self.games.iter().map(|g| (g.record(), secs(g.modified()))).collect()
    }
}

/// Moves a file that cannot be used into `damaged_dir`, under its own name
/// (or `name-1.ron`, … if taken): kept for the user, never overwritten.
pub fn move_aside(path: &Path, damaged_dir: &Path) -> io::Result<PathBuf> {
    let name = path.file_name().ok_or_else(|| io::Error::other("not a file"))?;
    fs::create_dir_all(damaged_dir)?;
    let target = unique_path(&damaged_dir.join(name));
    fs::rename(path, &target)?;
    Ok(target)
}

impl From<ReadError> for GameFileProblem {
    fn from(e: ReadError) -> GameFileProblem {
        match e {
            ReadError::Io(e) => GameFileProblem::Unreadable(e.to_string()),
            ReadError::Folder | ReadError::NotAFile => GameFileProblem::NotAFile,
            ReadError::TooBig { size, limit } => GameFileProblem::TooBig { size, limit },
            ReadError::NotText { line, byte } => GameFileProblem::NotText { line, byte },
        }
    }
}

/// `path`, or `path` with `-1`, `-2`, … before the extension if taken.
fn unique_path(path: &Path) -> PathBuf {
    if !path.exists() {
        return path.to_path_buf();
    }
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let ext = path.extension().map(|s| format!(".{}", s.to_string_lossy())).unwrap_or_default();
    (1u32..)
        .map(|n| path.with_file_name(format!("{stem}-{n}{ext}")))
        .find(|p| !p.exists())
        .unwrap_or_else(|| path.to_path_buf())
}
