//! Link settings for the release binary that only the final link can give.
//!
//! On x86_64 Linux, Rust links with its own `rust-lld`, which can fold
//! identical functions (`--icf=all`: the many copies generics leave behind)
//! and pack the relative relocations of a position-independent binary
//! (`-z pack-relative-relocs`, 24 bytes a pointer down to a few bits). Together
//! they take 1.26 MB off the release binary with the same code paths; neither
//! changes what any function does. The second needs glibc 2.36 or newer at run
//! time (older loaders refuse such a binary), so it is asked for only when the
//! machine building Trailpad has such a glibc: the binary runs where it is
//! built. `TRAILPAD_PLAIN_LINK=1` turns both off (another linker, a binary
//! built for an older system).
//!
//! The release binary aborts on a panic, so it also leaves out the
//! unwinding tables (`.eh_frame`, 1.2 MB): nothing in it ever unwinds, so
//! they are never read. A panic still prints its message
//! and the app still aborts at once (every change is already saved); what is
//! lost is a backtrace of the panic and a profiler's stack walk through the
//! tables (profile a build with unwinding: `cargo bench` builds one). The
//! rest of the layout is the linker's own: the script only discards.

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=TRAILPAD_PLAIN_LINK");
    println!("cargo:rerun-if-changed=build.rs");
    let release = std::env::var("PROFILE").is_ok_and(|p| p == "release");
    let target = std::env::var("TARGET").unwrap_or_default();
    let plain = std::env::var_os("TRAILPAD_PLAIN_LINK").is_some_and(|v| v != "0");
    if !release || plain || target != "x86_64-unknown-linux-gnu" {
        return;
    }
    println!("cargo:rustc-link-arg-bins=-Wl,--icf=all");
    // The release profile aborts on a panic (Cargo.toml, `panic = "abort"`;
    // a build script is not told the profile's strategy, so the two go
    // together), and these arguments reach only the binary, never a test or
    // a benchmark, which unwind.
    if let Some(out) = std::env::var_os("OUT_DIR") {
        let script = std::path::Path::new(&out).join("no-unwind-tables.ld");
        // INSERT makes it an addition to the linker's default layout.
        let text = "SECTIONS { /DISCARD/ : { *(.eh_frame) } } INSERT AFTER .text;\n";
        if std::fs::write(&script, text).is_ok() {
            println!("cargo:rustc-link-arg-bins=-Wl,-T,{}", script.display());
            println!("cargo:rustc-link-arg-bins=-Wl,--no-eh-frame-hdr");
        }
    }
    if glibc_at_least(2, 36) {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// Whether the building machine's glibc (`getconf GNU_LIBC_VERSION`, e.g.
/// "glibc 2.36") is at least `major.minor`; false when it cannot be told.
fn glibc_at_least(major: u32, minor: u32) -> bool {
    let Ok(out) = Command::new("getconf").arg("GNU_LIBC_VERSION").output() else {
        return false;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let Some(version) = text.trim().strip_prefix("glibc ") else {
        return false;
    };
    let mut parts = version.split('.').map(|p| p.parse::<u32>().ok());
    match (parts.next().flatten(), parts.next().flatten()) {
        (Some(a), Some(b)) => (a, b) >= (major, minor),
        _ => false,
    }
}
