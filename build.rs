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
