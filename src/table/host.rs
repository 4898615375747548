//! The table's one state: the host's [`GameLog`], behind the server's
//! mutex. Every phone action and every host action goes through the
//! engine (`GameLog::apply`, `GameLog::take_back`) and, when the game has a
//! file, the same atomic save as the desktop app. No IO but that save.
//!
//! A change is made on a copy of the game, the copy is saved, and only a
//! saved copy becomes the table's game: what the phones and the host see is
//! always what is on disk, never a move that a full disk lost.

use super::secrets::{SecretsError, TableSecrets};
use crate::games::tucana::record::{GameLog, GameRecord, TakeBackError};
use crate::games::tucana::rules::{Action, Refusal};
use crate::games::tucana::sheet::{Card, Coord};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// How the table writes its record when [`crate::table::TableConfig::save_with`]
/// names a writer instead of the store's [`crate::store::save_record`]: a
/// test's writer that fails as a full disk would, say.
#[derive(Clone)]
pub struct RecordWriter(Arc<WriteFn>);

type WriteFn = dyn Fn(&Path, &GameRecord) -> std::io::Result<()> + Send + Sync;

impl RecordWriter {
    /// A writer that saves `record` at `path` by calling `write`.
    pub fn new(
        write: impl Fn(&Path, &GameRecord) -> std::io::Result<()> + Send + Sync + 'static,
    ) -> RecordWriter {
        RecordWriter(Arc::new(write))
    }
}

impl std::fmt::Debug for RecordWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecordWriter")
    }
}

/// What a phone asks for its own seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatCommand {
    /// A trail between two neighbouring hexes: the turn's trail, or a bonus
    /// trail while one is owed (as [`crate::games::tucana::rules::Game::trail_action`] decides).
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
pub enum HostError {
    /// The rules refuse the action.
    #[error("refused: {0}")]
    Refused(Refusal),
    /// The take-back is refused.
    #[error("take-back refused: {0}")]
    TakeBack(TakeBackError),
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
}

/// What [`TableHost::update`] did.
#[derive(Debug)]
pub struct Updated<R> {
    /// What the change returned.
    pub value: R,
    /// Whether the game changed (and the phones were told): only when it
    /// was saved.
    pub changed: bool,
    /// Whether the change was saved; when it was not, the change was
    /// dropped and the game is the one on disk.
    pub saved: Result<(), HostError>,
}

/// The host's game and everything kept beside it.
#[derive(Debug)]
pub struct TableHost {
    log: GameLog,
    save_to: Option<PathBuf>,
    save_with: Option<RecordWriter>,
    secrets: TableSecrets,
    secrets_path: Option<PathBuf>,
    auto_reveal: bool,
    epoch: String,
    version: u64,
}

impl TableHost {
    /// The host of a game: secrets are read from beside the record (fresh
    /// ones for seats that have none, written at once), and with
    /// `auto_reveal` the app's deck is dealt as soon as a turn can start.
    pub fn new(log: GameLog, save_to: Option<PathBuf>, auto_reveal: bool) -> Result<TableHost, HostError> {
        TableHost::with_writer(log, save_to, None, auto_reveal)
    }

    /// [`TableHost::new`], saving through `save_with` instead of the
    /// store's save when it is given.
    pub fn with_writer(
        log: GameLog,
        save_to: Option<PathBuf>,
        save_with: Option<RecordWriter>,
        auto_reveal: bool,
    ) -> Result<TableHost, HostError> {
        let seats: Vec<u8> = log.game().players().iter().map(|p| p.seat).collect();
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
        let mut host =
            TableHost { log, save_to, save_with, secrets, secrets_path, auto_reveal, epoch, version: 1 };
        deal(&mut host.log, auto_reveal);
        // A new game gets its file at once, before the first phone acts.
        let mut log = host.log.clone();
        host.save(&mut log)?;
        host.log = log;
        // A host killed in the middle of a save left its temporary file.
        if let (Some(path), None) = (&host.save_to, &host.save_with) {
            crate::store::remove_leftovers_beside(path);
        }
        Ok(host)
    }

    /// The game and its record.
    pub fn log(&self) -> &GameLog {
        &self.log
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

    /// Applies one phone's command for its own seat.
    pub fn seat_command(&mut self, seat: u8, command: &SeatCommand) -> Result<(), HostError> {
        if self.log.game().player(seat).is_none() {
            return Err(HostError::UnknownSeat(seat));
        }
        self.commit(|log| match command {
            SeatCommand::Trail { from, to } => {
                let action = log.game().trail_action(seat, *from, *to);
                log.apply(action).map(drop).map_err(HostError::Refused)
            }
            SeatCommand::Pass => log.apply(Action::Pass { seat }).map(drop).map_err(HostError::Refused),
            SeatCommand::TakeBack => log.take_back(seat).map(drop).map_err(HostError::TakeBack),
        })
    }

    /// The host reveals two real cards (or the app deck's next two).
    pub fn reveal(&mut self, first: Card, second: Card) -> Result<(), HostError> {
        let mut next = self.log.clone();
        next.apply(Action::Reveal(first, second)).map_err(HostError::Refused)?;
        self.save_as_game(next)
    }

    /// Any other action of the host (a card taken at the table, the solo
    /// reshuffle), through the same engine.
    pub fn host_action(&mut self, action: Action) -> Result<(), HostError> {
        self.commit(|log| log.apply(action).map_err(HostError::Refused))
    }

    /// Runs `change` on the game as the desktop app's play screen does when
    /// a seat is played on the host itself (a trail, a card taken at the
    /// table, undo, a take-back): the same engine, under the same lock as
    /// the phones' actions, so nothing interleaves. When the record (or
    /// what can be redone) changed, the app deck deals, the game is saved
    /// and the phones are told; `changed` says whether it did. A change
    /// that cannot be saved is dropped, as a phone's is.
    pub fn update<R>(&mut self, change: impl FnOnce(&mut GameLog) -> R) -> Updated<R> {
        let mut next = self.log.clone();
        let value = change(&mut next);
        if next.revision() == self.log.revision() {
            return Updated { value, changed: false, saved: Ok(()) };
        }
        deal(&mut next, self.auto_reveal);
        let saved = self.save_as_game(next);
        Updated { value, changed: saved.is_ok(), saved }
    }

    /// A fresh secret for a seat: its old link stops working.
    pub fn revoke(&mut self, seat: u8) -> Result<(), HostError> {
        if self.secrets.revoke(seat)?.is_none() {
            return Err(HostError::UnknownSeat(seat));
        }
        if let Some(path) = &self.secrets_path {
            self.secrets.save(path)?;
        }
        self.version += 1;
        Ok(())
    }

    /// Runs `change` on a copy of the game; when the engine accepts it,
    /// the app deck deals, and the copy becomes the table's game once it
    /// is saved.
    fn commit<T>(
        &mut self,
        change: impl FnOnce(&mut GameLog) -> Result<T, HostError>,
    ) -> Result<(), HostError> {
        let mut next = self.log.clone();
        change(&mut next)?;
        deal(&mut next, self.auto_reveal);
        self.save_as_game(next)
    }

    /// Saves `next` and only then makes it the table's game, one version
    /// on; a failed save leaves the game and its version as they were.
    fn save_as_game(&mut self, mut next: GameLog) -> Result<(), HostError> {
        self.save(&mut next)?;
        self.log = next;
        self.version += 1;
        Ok(())
    }

    /// The app's save (the store's one save of a record, or the writer
    /// given instead), when the game has a file: like the desktop's, it
    /// first keeps in the record when the game ended (a game kept in memory
    /// too, for its BG Stats length)
    /// ([`crate::store::keep_end_now`]), so a game played with phones has
    /// its length too.
    fn save(&self, log: &mut GameLog) -> Result<(), HostError> {
        crate::store::keep_end_now(log);
        let Some(path) = &self.save_to else { return Ok(()) };
        let saved = match &self.save_with {
            Some(RecordWriter(write)) => write(path, log.record()),
            None => crate::store::save_record(path, log.record()),
        };
        saved.map_err(|e| HostError::Save { path: path.clone(), reason: e.to_string() })
    }
}

/// With the app's deck and `auto_reveal`, reveals the next cards (and
/// makes the solo reshuffle the deck would make) once nobody is left to
/// play.
fn deal(log: &mut GameLog, auto_reveal: bool) {
    if !auto_reveal {
        return;
    }
    loop {
        let game = log.game();
        let action = if let Some(kept) = game.app_solo_reshuffle() {
            Action::SoloReshuffle { kept }
        } else if let Some([a, b]) = game.next_app_cards() {
            Action::Reveal(a, b)
        } else {
            return;
        };
        if log.apply(action).is_err() {
            return;
        }
    }
}

/// A fresh run id: 64 random bits as 16 hex digits (a string: a phone's
/// JavaScript numbers hold only 53 bits).
fn new_epoch() -> Result<String, HostError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| SecretsError::Random(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}
