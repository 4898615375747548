//! The secrets file beside a record (`<record>.table.ron`) is the key to
//! every seat: a table starts on it only when it is this table's own, the
//! owner's only, and strong. Each bad kind is refused with its reason and
//! none of the file's words; one readable by others is made private.

use crate::table_server::{fresh_dir, new_log};
use std::path::{Path, PathBuf};
use trailpad::table::{TableConfig, TableSecrets, TableServer};

const HOST: &str = "0123456789abcdef0123456789abcdef";
const SEAT_1: &str = "11111111111111111111111111111111";
const SEAT_2: &str = "22222222222222222222222222222222";
const ZEROS: &str = "00000000000000000000000000000000";

/// A secrets file with these keys.
fn secrets_text(host: &str, seat_1: &str, seat_2: &str) -> String {
    format!(
        "(format: 1, host: \"{host}\", seats: [(seat: 1, key: \"{seat_1}\"), (seat: 2, key: \"{seat_2}\")])\n"
    )
}

/// Starts a two-seat table on `record`: its links, or the refusal's words.
fn start_on(record: &Path) -> Result<Vec<String>, String> {
    let mut config = TableConfig::new(new_log("isla-petit", 2, 31));
    config.save_to = Some(record.to_path_buf());
    match TableServer::start(config) {
        Ok(table) => {
            let links = table.links().into_iter().map(|l| l.url).collect();
            table.shutdown();
            Ok(links)
        }
        Err(e) => Err(format!("{:#}", anyhow::Error::new(e))),
    }
}

/// One bad kind: how to make it beside `record` (in `dir`), and the reason
/// the refusal must give.
struct Bad {
    kind: &'static str,
    make: fn(&Path, &Path),
    reason: &'static str,
}

fn write(path: &Path, text: &str) {
    std::fs::write(path, text).expect("written");
}

#[cfg(unix)]
#[test]
fn a_secrets_file_of_each_bad_kind_is_refused_with_its_reason_and_none_of_its_words() {
    use std::os::unix::fs::{PermissionsExt, symlink};
    let bad = [
        Bad {
            kind: "a link to a file of the system's",
            make: |dir, secrets| {
                let target = dir.join("passwd");
                write(&target, "root:x:0:0:root:/root:/bin/bash\n");
                symlink(&target, secrets).expect("link");
            },
            reason: "it is a link to another file",
        },
        Bad {
            kind: "a link to another table's secrets",
            make: |dir, secrets| {
                let other = dir.join("other.ron.table.ron");
                write(&other, &secrets_text(HOST, SEAT_1, SEAT_2));
                std::fs::set_permissions(&other, std::fs::Permissions::from_mode(0o600)).expect("chmod");
                symlink(&other, secrets).expect("link");
            },
            reason: "it is a link to another file",
        },
        Bad {
            kind: "a second name (hard link) of another file",
            make: |dir, secrets| {
                let other = dir.join("other.ron.table.ron");
                write(&other, &secrets_text(HOST, SEAT_1, SEAT_2));
                std::fs::hard_link(&other, secrets).expect("hard link");
            },
            reason: "it has 2 names (hard links), not one",
        },
        Bad {
            kind: "a file of words",
            make: |_, secrets| write(secrets, "root\n"),
            reason: "it does not read as Trailpad's table secrets at line 1, column 1",
        },
        Bad {
            kind: "a host key of zeros",
            make: |_, secrets| write(secrets, &secrets_text(ZEROS, SEAT_1, SEAT_2)),
            reason: "a key is all zeros",
        },
        Bad {
            kind: "a seat key of zeros",
            make: |_, secrets| write(secrets, &secrets_text(HOST, SEAT_1, ZEROS)),
            reason: "a key is all zeros",
        },
        Bad {
            kind: "two seats with one key",
            make: |_, secrets| write(secrets, &secrets_text(HOST, SEAT_1, SEAT_1)),
            reason: "two seats have the same key",
        },
        Bad {
            kind: "the host's key on a seat",
            make: |_, secrets| write(secrets, &secrets_text(HOST, HOST, SEAT_2)),
            reason: "the host's key is also a seat's",
        },
        Bad {
            kind: "a short key",
            make: |_, secrets| write(secrets, &secrets_text(HOST, "abc", SEAT_2)),
            reason: "a key is not 32 hex digits",
        },
    ];
    let dir = fresh_dir("secrets-bad");
    for (n, bad) in bad.iter().enumerate() {
        let folder = dir.join(n.to_string());
        std::fs::create_dir_all(&folder).expect("dir");
        let record = folder.join("g.ron");
        let secrets = TableSecrets::path_for(&record);
        (bad.make)(&folder, &secrets);
        let before = std::fs::read(&secrets).ok();
        let said = start_on(&record).expect_err(bad.kind);
        assert!(said.starts_with("the table secrets "), "{}: {said}", bad.kind);
        assert!(said.contains(bad.reason), "{}: {said}", bad.kind);
        for word in ["root", HOST, SEAT_1, SEAT_2, ZEROS, "abc"] {
            assert!(!said.contains(word), "{}: the file's {word:?} is not repeated: {said}", bad.kind);
        }
        assert_eq!(std::fs::read(&secrets).ok(), before, "{}: the file is left as it was", bad.kind);
        assert!(!record.exists(), "{}: no game is started on it", bad.kind);
    }
    std::fs::remove_dir_all(dir).expect("clean");
}

#[cfg(unix)]
#[test]
fn a_secrets_file_readable_by_others_is_made_the_owners_only_and_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = fresh_dir("secrets-mode");
    for mode in [0o644, 0o666, 0o640] {
        let record: PathBuf = dir.join(format!("g{mode:o}.ron"));
        let secrets = TableSecrets::path_for(&record);
        write(&secrets, &secrets_text(HOST, SEAT_1, SEAT_2));
        std::fs::set_permissions(&secrets, std::fs::Permissions::from_mode(mode)).expect("chmod");
        let links = start_on(&record).expect("a sound file, only too open");
        assert!(links[0].ends_with(SEAT_1) && links[1].ends_with(SEAT_2), "the same links: {links:?}");
        let now = std::fs::metadata(&secrets).expect("kept").permissions().mode() & 0o777;
        assert_eq!(now, 0o600, "{mode:o} is made {now:o}");
    }
    std::fs::remove_dir_all(dir).expect("clean");
}
