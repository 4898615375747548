//! Where games live on disk: the user's data folder, written atomically so a
//! crash never leaves a torn file, and read defensively so a damaged file is
//! moved aside and reported instead of stopping the app.

mod atomic;
mod data_dir;
mod export;
mod games;
mod import;
mod lock;
mod players;
mod read;
mod record_lock;
mod record_problem;
mod settings;
mod sheets;
mod stats;

pub use atomic::{write_atomic, write_private};
pub use data_dir::{DataDir, DataDirError, check_home};
pub use export::{ExportError, check_export_target, write_export};
pub use games::{
    DamagedFile, GameFileProblem, GameStore, ListFile, Listed, ListedFile, ListedGame, Saved, Standing,
    keep_end_now, move_aside, remove_leftovers_beside, save_record, table_secrets_path,
};
pub use import::records_near;
pub use lock::{InstanceLock, LockError};
pub use players::{PlayersDamage, load_players, read_players, save_players};
pub use read::{
    MAX_RECORD_BYTES, MAX_SETTINGS_BYTES, MAX_SHEET_BYTES, ReadError, modified_secs, read_bounded,
    read_text_bounded, text_of,
};
pub use record_lock::{
    LockHolder, RecordLock, RecordLockError, ServedElsewhere, record_is_served, record_lock_path,
    served_elsewhere,
};
pub use record_problem::RecordProblem;
pub use settings::{CoachFor, Settings, SettingsDamage, ThemeChoice, WizardChoices};
pub use sheets::{
    MAX_REPORTED_SHEETS, MAX_SHEET_FILES_OPENED, MAX_SHEET_FOLDER_BYTES, MAX_USER_SHEETS, load_sheet_file,
    load_user_sheets,
};
pub use stats::{GameStats, stats_by_game};
