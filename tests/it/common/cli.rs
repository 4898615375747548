//! Running the `trailpad` binary from a test: always with an empty user
//! sheet folder, so the machine's own islands change nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// An empty folder for `--sheets` (created once, shared by every test).
pub fn no_user_sheets() -> PathBuf {
    let empty = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-user-sheets");
    std::fs::create_dir_all(&empty).expect("empty folder");
    empty
}

/// The binary with `--sheets user_sheets`, ready for more arguments.
pub fn trailpad(user_sheets: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_trailpad"));
    cmd.arg("--sheets").arg(user_sheets);
    // An empty data folder unless a test gives its own: what the commands
    // read from it (the player list) never comes from the machine's user.
    cmd.env("TRAILPAD_DATA_DIR", no_data());
    cmd
}

/// An empty data folder.
fn no_data() -> PathBuf {
    let empty = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-data");
    std::fs::create_dir_all(&empty).expect("empty folder");
    empty
}

/// Runs the binary with `args` and no user sheets.
pub fn run(args: &[&str]) -> Output {
    trailpad(&no_user_sheets()).args(args).output().expect("run trailpad")
}

/// What it printed on standard output.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What it printed on standard error.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The `.ron` files of `folder`, sorted.
pub fn ron_files_in(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("a folder of records")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}
