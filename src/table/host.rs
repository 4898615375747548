//! The table's one state: the host's [`GameLog`], behind the server's
//! mutex. Every phone action and every host action goes through the
//! engine (`GameLog::apply`, `GameLog::take_back`) and, when the game has a
//! file, the same atomic save as the desktop app. No IO but that save.

use super::secrets::{SecretsError, TableSecrets};
use crate::games::tucana::record::{GameLog, TakeBackError};
use crate::games::tucana::rules::{Action, Refusal};
use crate::games::tucana::sheet::{Card, Coord};
use std::path::PathBuf;

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

/// Why a command changed nothing (or, for [`HostError::Save`], was applied
/// but not written).
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    /// The rules refuse the action.
    #[error("refused: {0}")]
    Refused(Refusal),
    /// The take-back is refused.
    #[error("take-back refused: {0}")]
    TakeBack(TakeBackError),
    /// The action was applied but the game could not be saved.
    #[error("the game could not be saved: {0}")]
    Save(String),
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
    /// Whether the game changed (and the phones were told).
    pub changed: bool,
    /// Whether the change was saved.
    pub saved: Result<(), HostError>,
}

/// The host's game and everything kept beside it.
#[derive(Debug)]
pub struct TableHost {
    log: GameLog,
    save_to: Option<PathBuf>,
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
        let mut host = TableHost { log, save_to, secrets, secrets_path, auto_reveal, epoch, version: 1 };
        host.deal();
        // A new game gets its file at once, before the first phone acts.
        host.save()?;
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
        match command {
            SeatCommand::Trail { from, to } => {
                let action = self.log.game().trail_action(seat, *from, *to);
                self.log.apply(action).map_err(HostError::Refused)?;
            }
            SeatCommand::Pass => {
                self.log.apply(Action::Pass { seat }).map_err(HostError::Refused)?;
            }
            SeatCommand::TakeBack => {
                self.log.take_back(seat).map_err(HostError::TakeBack)?;
            }
        }
        self.deal();
        self.changed()
    }

    /// The host reveals two real cards (or the app deck's next two).
    pub fn reveal(&mut self, first: Card, second: Card) -> Result<(), HostError> {
        self.log.apply(Action::Reveal(first, second)).map_err(HostError::Refused)?;
        self.changed()
    }

    /// Any other action of the host (a card taken at the table, the solo
    /// reshuffle), through the same engine.
    pub fn host_action(&mut self, action: Action) -> Result<(), HostError> {
        self.log.apply(action).map_err(HostError::Refused)?;
        self.deal();
        self.changed()
    }

    /// Runs `change` on the game as the desktop app's play screen does when
    /// a seat is played on the host itself (a trail, a card taken at the
    /// table, undo, a take-back): the same engine, under the same lock as
    /// the phones' actions, so nothing interleaves. When the record (or
    /// what can be redone) changed, the app deck deals, the game is saved
    /// and the phones are told; `changed` says whether it did.
    pub fn update<R>(&mut self, change: impl FnOnce(&mut GameLog) -> R) -> Updated<R> {
        let before = self.log.revision();
        let value = change(&mut self.log);
        let changed = self.log.revision() != before;
        let saved = if changed {
            self.deal();
            self.changed()
        } else {
            Ok(())
        };
        Updated { value, changed, saved }
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

    /// With the app's deck and `auto_reveal`, reveals the next cards (and
    /// makes the solo reshuffle the deck would make) once nobody is left to
    /// play; returns whether anything was applied.
    fn deal(&mut self) -> bool {
        if !self.auto_reveal {
            return false;
        }
        let mut dealt = false;
        loop {
            let game = self.log.game();
            let action = if let Some(kept) = game.app_solo_reshuffle() {
                Action::SoloReshuffle { kept }
            } else if let Some([a, b]) = game.next_app_cards() {
                Action::Reveal(a, b)
            } else {
                return dealt;
            };
            if self.log.apply(action).is_err() {
                return dealt;
            }
            dealt = true;
        }
    }

    fn changed(&mut self) -> Result<(), HostError> {
        self.version += 1;
        self.save()
    }

    /// The app's save (the store's one save of a record), when the game
    /// has a file.
    fn save(&self) -> Result<(), HostError> {
        let Some(path) = &self.save_to else { return Ok(()) };
        crate::store::save_record(path, self.log.record())
            .map_err(|e| HostError::Save(format!("{}: {e}", path.display())))
    }
}

/// A fresh run id: 64 random bits as 16 hex digits (a string: a phone's
/// JavaScript numbers hold only 53 bits).
fn new_epoch() -> Result<String, HostError> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).map_err(|e| SecretsError::Random(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}
