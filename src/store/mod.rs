//! Where games live on disk: the user's data folder, written atomically so a
//! crash never leaves a torn file, and read defensively so a damaged file is
//! moved aside and reported instead of stopping the app.

mod atomic;
mod data_dir;
mod games;
mod lock;
mod settings;
mod stats;

pub use atomic::write_atomic;
pub use data_dir::DataDir;
pub use games::{
    DamagedFile, GameFileProblem, GameStore, GameSummary, NewYorkSaved, SavedGame, move_aside, read_game,
};
pub use lock::{InstanceLock, LockError};
pub use settings::{Settings, ThemeChoice, WizardChoices};
pub use stats::{GroupStats, HistoryStats, PlayerIslandStats, history_stats};
