//! The `trailpad` binary: all the work is in [`trailpad::cli`].

use std::process::ExitCode;

fn main() -> ExitCode {
    trailpad::cli::main()
}
