//! The table's one state: the host's game log ([`Log`], of any game that
//! can be played at a table), behind the server's mutex. Every phone
//! action and every host action goes through the engine (`Log::apply`,
//! `Log::take_back`, the game's own [`TableGame::command`]) and, when the
//! game has a file, the same atomic save as the desktop app. No IO but that
//! save.
//!
//! A change is made on a copy of the game, the copy is saved, and only a
//! saved copy becomes the table's game: what the phones and the host see is
//! always what is on disk, never a move that a full disk lost.
//!
//! Saving is grouped: an accepted change is *staged* (numbered, and kept
//! in a working copy that the next change is checked against), and the
//! server's one saver thread writes the newest working copy, off the lock
//! and off the async workers. The moves that arrive while a save is on its
//! way are written together by the next one: one write and fsync for all of
//! them. A change is answered, and shown to any phone, only once a save
//! that holds it is on disk; when a save fails, every staged change is
//! dropped and refused, and the table's game stays the one on disk.

use super::game::TableGame;
use super::secrets::{SecretsError, TableSecrets};
use crate::games::tucana::sheet::Coord;
use crate::games::{Log, TakeBackErrorOf};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The game a table plays when none is named: Tucana's, the first.
type Tucana = crate::games::tucana::rules::TucanaGame;

/// How the table writes its record when [`crate::table::TableConfig::save_with`]
/// names a writer instead of the store's [`crate::store::save_record`]: a
/// test's writer that fails as a full disk would, say.
pub struct RecordWriter<G: TableGame = Tucana>(Arc<WriteFn<G>>);

type WriteFn<G> = dyn Fn(&Path, &<G as crate::games::Rules>::Record) -> std::io::Result<()> + Send + Sync;

impl<G: TableGame> Clone for RecordWriter<G> {
    fn clone(&self) -> Self {
        RecordWriter(Arc::clone(&self.0))
    }
}

impl<G: TableGame> RecordWriter<G> {
    /// A writer that saves `record` at `path` by calling `write`.
    pub fn new(
        write: impl Fn(&Path, &G::Record) -> std::io::Result<()> + Send + Sync + 'static,
    ) -> RecordWriter<G> {
        RecordWriter(Arc::new(write))
    }
}

impl<G: TableGame> std::fmt::Debug for RecordWriter<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecordWriter")
    }
}

/// What a Tucana phone asks for its own seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatCommand {
    /// A trail between two neighbouring hexes: the turn's trail, or a bonus
    /// trail while one is owed (as [`crate::games::tucana::rules::TucanaGame::trail_action`] decides).
    Trail {
        /// One hex.
        from: Coord,
        /// Its neighbour.
        to: Coord,
    },
    /// No trail this turn.
    Pass,
    /// Take back the seat's own part of the last turn.
    TakeBack,
}

/// Why a command changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum HostError<G: TableGame = Tucana> {
    /// The rules refuse the action.
    #[error("refused: {0}")]
    Refused(G::Refusal),
    /// The take-back is refused.
    #[error("take-back refused: {0}")]
    TakeBack(TakeBackErrorOf<G>),
    /// The table refuses a seat's command before the rules see it (a
    /// ticket draw of the wrong size, say): the words' key in the
    /// catalogue and the one number they name.
    #[error("declined: {key}")]
    Declined {
        /// The message's key.
        key: &'static str,
        /// Its `count` argument.
        count: i64,
    },
    /// The game could not be saved, so the action was not applied: the
    /// table's game is still the one on disk.
    #[error("the game could not be saved to {}, so the move was not recorded: {reason}", path.display())]
    Save {
        /// The record's file.
        path: PathBuf,
        /// The system's reason.
        reason: String,
    },
    /// The seat has no sheet at this table.
    #[error("seat {0} has no sheet at this table")]
    UnknownSeat(u8),
    /// New secrets could not be made or kept.
    #[error(transparent)]
    Secrets(#[from] SecretsError),
    /// Another table serves the record (or its lock could not be taken):
    /// two writers would lose each other's moves.
    #[error(transparent)]
    Locked(#[from] crate::store::RecordLockError),
}

/// What the host's `update` of the game did.
#[derive(Debug)]
pub struct Updated<R, G: TableGame = Tucana> {
    /// What the change returned.
    pub value: R,
    /// Whether the game changed (and the phones were told): only when it
    /// was saved.
    pub changed: bool,
    /// Whether the change was saved; when it was not, the change was
    /// dropped and the game is the one on disk.
    pub saved: Result<(), HostError<G>>,
}

/// The host's game and everything kept beside it.
#[derive(Debug)]
pub struct TableHost<G: TableGame = Tucana> {
    log: Log<G>,
    save_to: Option<PathBuf>,
    save_with: Option<RecordWriter<G>>,
    secrets: TableSecrets,
    secrets_path: Option<PathBuf>,
    /// The record held for this host while it serves it (see
    /// [`crate::store::RecordLock`]): no other table writes it or its secrets.
    record_lock: Option<crate::store::RecordLock>,
    auto_reveal: bool,
    epoch: String,
    version: u64,
    /// The changes accepted but not yet on disk, on top of `log`: what the
    /// next change is checked against. `None` when everything is saved.
    working: Option<Log<G>>,
    /// How many changes were accepted (each one's number is its ticket).
    staged: u64,
    /// The changes up to this ticket are on disk, and in `log`.
    durable: u64,
    /// The last failed saves: the tickets of the changes each dropped
    /// (from, through), with the record's path and the system's reason.
    failed: Vec<(u64, u64, PathBuf, String)>,
}

/// Where and how a staged game is written: taken under the lock, used
/// outside it.
#[derive(Debug, Clone)]
pub(super) struct SaveTarget<G: TableGame> {
    path: Option<PathBuf>,
    writer: Option<RecordWriter<G>>,
}

impl<G: TableGame> SaveTarget<G> {
    /// Writes `log`'s record (the store's atomic save, or the writer
    /// given), when the game has a file.
    pub(super) fn write(&self, log: &Log<G>) -> Result<(), (PathBuf, String)> {
        let Some(path) = &self.path else { return Ok(()) };
        let saved = match &self.writer {
            Some(RecordWriter(write)) => write(path, log.record()),
            None => crate::store::save_record(path, log.record()),
        };
        saved.map_err(|e| (path.clone(), e.to_string()))
    }
}

impl<G: TableGame> TableHost<G> {
    /// The host of a game: secrets are read from beside the record (fresh
    /// ones for seats that have none, written at once), and with
    /// `auto_reveal` the app's deck is dealt as soon as a turn can start.
    pub fn new(
        log: Log<G>,
        save_to: Option<PathBuf>,
        auto_reveal: bool,
    ) -> Result<TableHost<G>, HostError<G>> {
        TableHost::with_writer(log, save_to, None, auto_reveal)
    }

    /// [`TableHost::new`], saving through `save_with` instead of the
    /// store's save when it is given.
    pub fn with_writer(
        log: Log<G>,
        save_to: Option<PathBuf>,
        save_with: Option<RecordWriter<G>>,
        auto_reveal: bool,
    ) -> Result<TableHost<G>, HostError<G>> {
        let seats: Vec<u8> = G::seats(log.game()).into_iter().map(|(seat, _)| seat).collect();
        // Held before anything beside the record is read, written or
        // tidied: a second host stops here, touching nothing.
        let record_lock = save_to.as_deref().map(crate::store::RecordLock::acquire).transpose()?;
        let secrets_path = save_to.as_deref().map(TableSecrets::path_for);
        let secrets = match &secrets_path {
            Some(path) => {
                let (secrets, changed) = TableSecrets::load_or_generate(path, &seats)?;
                if changed {
                    secrets.save(path)?;
                }
                secrets
            }
            None => TableSecrets::generate(&seats)?,
        };
        let epoch = new_epoch()?;
        let mut host = TableHost {
            log,
            save_to,
            save_with,
            secrets,
            secrets_path,
            record_lock,
            auto_reveal,
            epoch,
            version: 1,
            working: None,
            staged: 0,
            durable: 0,
            failed: Vec::new(),
        };
        G::settle(&mut host.log, auto_reveal);
        // A new game gets its file at once, before the first phone acts.
        let mut log = host.log.clone();
        host.save(&mut log)?;
        host.log = log;
        // A host killed in the middle of a save left its temporary file;
        // under the record's lock, no other host is writing one now.
        if let (Some(path), None) = (&host.save_to, &host.save_with) {
            crate::store::remove_leftovers_beside(path);
        }
        Ok(host)
    }

    /// The game and its record.
    pub fn log(&self) -> &Log<G> {
        &self.log
    }

    /// The seats that get a link, with their players' names.
    pub fn seats(&self) -> Vec<(u8, String)> {
        G::seats(self.log.game())
    }

    /// A seat's player's name, when the seat gets a link.
    pub fn seat_name(&self, seat: u8) -> Option<String> {
        self.seats().into_iter().find(|(s, _)| *s == seat).map(|(_, name)| name)
    }

    /// The secrets of the table.
    pub fn secrets(&self) -> &TableSecrets {
        &self.secrets
    }

    /// Grows by one at every change a phone should see; starts again at 1
    /// with every host (see [`TableHost::epoch`]).
    pub fn version(&self) -> u64 {
        self.version
    }

    /// This host's run: 16 random hex digits drawn when it starts. The
    /// version starts again at 1 after a restart; a phone that sees the
    /// epoch change takes the new state instead of waiting for the version
    /// to pass the old run's.
    pub fn epoch(&self) -> &str {
        &self.epoch
    }

    /// The game the next change is checked against: the staged changes
    /// on top of the saved game.
    pub fn latest(&self) -> &Log<G> {
        self.working.as_ref().unwrap_or(&self.log)
    }

    /// Stages one phone's command for its own seat: checked by the engine
    /// against the newest game; its ticket when accepted (see
    /// [`TableHost::outcome`]).
    pub(super) fn seat_command(
        &mut self,
        seat: u8,
        command: &G::Command,
    ) -> Result<Option<u64>, HostError<G>> {
        if self.seat_name(seat).is_none() {
            return Err(HostError::UnknownSeat(seat));
        }
        self.stage(true, |log| G::command(log, seat, command)).map(|((), ticket)| ticket)
    }

    /// Stages a host action (real cards revealed, a card taken at the
    /// table, the end of a game), through the same engine.
    pub(super) fn host_action(&mut self, action: G::Action) -> Result<Option<u64>, HostError<G>> {
        let action = G::completed_host_action(self.latest().game(), action);
        let settles = G::settles_after(&action);
        self.stage(settles, |log| log.apply(action).map_err(HostError::Refused)).map(|(_, ticket)| ticket)
    }

    /// Stages `change` as the desktop app's play screen makes it when a
    /// seat is played on the host itself (a trail, a card taken at the
    /// table, undo, a take-back, a paper total): the same engine, under
    /// the same lock as the phones' actions, so nothing interleaves. Its
    /// value, and its ticket when the record (or what can be redone)
    /// changed.
    pub(super) fn update<R>(&mut self, change: impl FnOnce(&mut Log<G>) -> R) -> (R, Option<u64>) {
        match self.stage(true, |log| Ok::<R, std::convert::Infallible>(change(log))) {
            Ok(staged) => staged,
            Err(never) => match never {},
        }
    }

    /// Runs `change` on a copy of the newest game; when the engine accepts
    /// it and the game changed, the app deck deals (with `deal`), the end
    /// is stamped as every save does ([`crate::store::keep_end_now`]), and
    /// the copy becomes the working game under a new ticket.
    fn stage<T, E>(
        &mut self,
        deal_cards: bool,
        change: impl FnOnce(&mut Log<G>) -> Result<T, E>,
    ) -> Result<(T, Option<u64>), E> {
        let mut next = self.latest().clone();
        let before = next.revision();
        let value = change(&mut next)?;
        if next.revision() == before {
            return Ok((value, None));
        }
        if deal_cards {
            G::settle(&mut next, self.auto_reveal);
        }
        crate::store::keep_end_now(&mut next);
        self.working = Some(next);
        self.staged += 1;
        Ok((value, Some(self.staged)))
    }

    /// The ticket of the newest change waiting for its save, if any: a
    /// request that depends on what is staged (a hint already written by
    /// another tap) waits for it as for its own.
    pub(super) fn newest_unsaved(&self) -> Option<u64> {
        self.working.is_some().then_some(self.staged)
    }

    /// How many accepted changes wait for their save.
    pub fn unsaved(&self) -> u64 {
        if self.working.is_some() { self.staged - self.settled() } else { 0 }
    }

    /// The last ticket whose save is done: on disk, or dropped.
    fn settled(&self) -> u64 {
        self.failed.last().map_or(self.durable, |f| f.1.max(self.durable))
    }

    /// The newest working game and its ticket, for the saver to write, and
    /// where to write it.
    pub(super) fn to_save(&self) -> Option<(Log<G>, u64, SaveTarget<G>)> {
        let log = self.working.clone()?;
        Some((log, self.staged, SaveTarget { path: self.save_to.clone(), writer: self.save_with.clone() }))
    }

    /// What the save of the changes up to `upto` (the game `log`) did:
    /// on disk, it becomes the table's game, one version on; failed, every
    /// staged change is dropped (the working game held them all) and the
    /// table's game stays the one on disk.
    pub(super) fn saved(&mut self, upto: u64, log: Log<G>, result: Result<(), (PathBuf, String)>) {
        match result {
            Ok(()) => {
                if upto > self.durable {
                    self.log = log;
                    self.durable = upto;
                    self.version += 1;
                }
                if self.staged == upto {
                    self.working = None;
                }
            }
            Err((path, reason)) => {
                // Those still waiting for their answer wake within moments:
                // only the last few failures need keeping.
                if self.failed.len() >= 64 {
                    self.failed.remove(0);
                }
                self.failed.push((self.settled() + 1, self.staged, path, reason));
                self.working = None;
            }
        }
    }

    /// What became of the change numbered `ticket`: `None` while its save
    /// is on its way.
    pub(super) fn outcome(&self, ticket: u64) -> Option<Result<(), HostError<G>>> {
        // A dropped change stays refused, whatever was saved since.
        if let Some((_, _, path, reason)) = self.failed.iter().find(|f| (f.0..=f.1).contains(&ticket)) {
            return Some(Err(HostError::Save { path: path.clone(), reason: reason.clone() }));
        }
        (self.durable >= ticket).then_some(Ok(()))
    }

    /// Makes `log` the table's game in place of the one played ("Play
    /// again" at the table), saved at `save_to` with its secrets beside it:
    /// the same server and address, and every seat still at the table
    /// keeps its secret, so its link works and its open page follows. A
    /// new run ([`TableHost::epoch`]): every phone takes the new game's
    /// state (and fetches its sheet again: a new set-up card writes other
    /// villages). Called with nothing staged (see
    /// [`crate::table::TableHandle::new_game`]); on an error nothing
    /// changed.
    pub(super) fn replace_game(&mut self, log: Log<G>, save_to: Option<PathBuf>) -> Result<(), HostError<G>> {
        let seats: Vec<u8> = G::seats(log.game()).into_iter().map(|(seat, _)| seat).collect();
        // The new record is held before it is written (the one played is
        // let go once the table has moved on).
        let same_record = save_to.is_some() && save_to == self.save_to;
        let new_lock = match &save_to {
            Some(path) if !same_record => Some(crate::store::RecordLock::acquire(path)?),
            _ => None,
        };
        let secrets = self.secrets.kept_for(&seats)?;
        let secrets_path = save_to.as_deref().map(TableSecrets::path_for);
        if let Some(path) = &secrets_path {
            secrets.save(path)?;
        }
        let mut next = log;
        G::settle(&mut next, self.auto_reveal);
        let target = SaveTarget { path: save_to.clone(), writer: self.save_with.clone() };
        crate::store::keep_end_now(&mut next);
        target.write(&next).map_err(|(path, reason)| HostError::Save { path, reason })?;
        self.epoch = new_epoch()?;
        self.log = next;
        if !same_record {
            self.record_lock = new_lock;
        }
        self.save_to = save_to;
        self.secrets = secrets;
        self.secrets_path = secrets_path;
        self.working = None;
        self.durable = self.staged;
        self.version += 1;
        Ok(())
    }

    /// A fresh secret for a seat: its old link stops working, once the
    /// new secrets are on disk. When they cannot be saved (a full disk)
    /// nothing changed: the old link still works, here and after a restart.
    pub fn revoke(&mut self, seat: u8) -> Result<(), HostError<G>> {
        let mut next = self.secrets.clone();
        if next.revoke(seat)?.is_none() {
            return Err(HostError::UnknownSeat(seat));
        }
        if let Some(path) = &self.secrets_path {
            next.save(path)?;
        }
        self.secrets = next;
        self.version += 1;
        Ok(())
    }

    /// The app's save (the store's one save of a record, or the writer
    /// given instead), when the game has a file: like the desktop's, it
    /// first keeps in the record when the game ended (a game kept in memory
    /// too, for its BG Stats length)
    /// ([`crate::store::keep_end_now`]), so a game played with phones has
    /// its length too.
    fn save(&self, log: &mut Log<G>) -> Result<(), HostError<G>> {
        crate::store::keep_end_now(log);
        let Some(path) = &self.save_to else { return Ok(()) };
        let saved = match &self.save_with {
            Some(RecordWriter(write)) => write(path, log.record()),
            None => crate::store::save_record(path, log.record()),
        };
        saved.map_err(|e| HostError::Save { path: path.clone(), reason: e.to_string() })
    }
}

/// A fresh run id: 64 random bits as 16 hex digits (a string: a phone's
/// JavaScript numbers hold only 53 bits).
fn new_epoch<G: TableGame>() -> Result<String, HostError<G>> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| SecretsError::Random(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}
