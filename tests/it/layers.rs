//! The house's arrows between top-level folders (`../shared/design/house.md`:
//! `cli → app → {ui, table, store, export} → games`), read from the source
//! itself so that a new `use` cannot add an arrow up or a circle unseen:
//! nothing below `app` imports `app`, no two top-level folders reach each
//! other, and `games` stays pure (it imports no other folder but `text`, and
//! never egui, files or the clock). Test-only code (`#[cfg(test)]` modules)
//! is left out: a test may look across.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules `src/lib.rs` declares (`pub mod x;`).
fn top_level_modules(src: &Path) -> Vec<String> {
    let lib = fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    lib.lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .filter_map(|rest| rest.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

/// Every `.rs` file of module `name`: `src/name.rs` and everything under
/// `src/name/`, except files that their parent declares only for tests.
fn files_of(src: &Path, name: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let single = src.join(format!("{name}.rs"));
    if single.is_file() {
        files.push(single);
    }
    let mut folders = vec![src.join(name)];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let test_only = test_only_modules(&files);
    files.retain(|f| !f.file_stem().and_then(|s| s.to_str()).is_some_and(|s| test_only.contains(s)));
    files.sort();
    files
}

/// Module names declared as `#[cfg(test)] mod x;` in any of `files` (their
/// files hold tests or test helpers only).
fn test_only_modules(files: &[PathBuf]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap_or_default();
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for pair in lines.windows(2) {
            if pair[0] == "#[cfg(test)]" {
                let declared = pair[1].strip_prefix("pub ").unwrap_or(pair[1]);
                if let Some(name) = declared.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
                    names.insert(name.to_string());
                }
            }
        }
    }
    names
}

/// The lines of `text` that are code: comments dropped, and every
/// `#[cfg(test)]` item (an inline test module) cut out by its braces.
fn code_lines(text: &str) -> Vec<String> {
    let mut code = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        if trimmed == "#[cfg(test)]" {
            // Skip the item that follows, to its closing brace.
            let mut depth = 0i32;
            let mut opened = false;
            for item_line in lines.by_ref() {
                depth += item_line.matches('{').count() as i32 - item_line.matches('}').count() as i32;
                opened |= item_line.contains('{');
                if (opened && depth <= 0) || (!opened && item_line.trim_end().ends_with(';')) {
                    break;
                }
            }
            continue;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        // A trailing comment may name another folder in words.
        let without_comment = match line.find(" //") {
            Some(at) => &line[..at],
            None => line,
        };
        code.push(without_comment.to_string());
    }
    code
}

/// For each top-level module, the other top-level modules its code names
/// (`crate::x`), with one place that does, for the message.
fn arrows(src: &Path) -> BTreeMap<String, BTreeMap<String, String>> {
    let modules = top_level_modules(src);
    let mut graph = BTreeMap::new();
    for from in &modules {
        let mut to: BTreeMap<String, String> = BTreeMap::new();
        for file in files_of(src, from) {
            let text = fs::read_to_string(&file).expect("source file");
            for line in code_lines(&text) {
                for target in &modules {
                    if target != from && line.contains(&format!("crate::{target}")) {
                        let place = format!("{}: {}", file.display(), line.trim());
                        to.entry(target.clone()).or_insert(place);
                    }
                }
            }
        }
        graph.insert(from.clone(), to);
    }
    graph
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn nothing_below_the_app_imports_the_app_and_no_two_folders_reach_each_other() {
    let graph = arrows(&src());
    assert!(graph.len() >= 10, "the top-level modules of src/lib.rs: {:?}", graph.keys());
    for (from, to) in &graph {
        if from != "cli" {
            assert!(!to.contains_key("app"), "{from} imports app (only cli may): {}", to["app"]);
        }
    }
    // A circle is a path back to where it started: depth-first from each.
    for start in graph.keys() {
        let mut stack: Vec<(String, Vec<String>)> = vec![(start.clone(), vec![start.clone()])];
        let mut seen = BTreeSet::new();
        while let Some((at, path)) = stack.pop() {
            for next in graph[&at].keys() {
                if next == start {
                    let places: Vec<String> = path
                        .iter()
                        .zip(path.iter().skip(1).chain(std::iter::once(start)))
                        .map(|(a, b)| format!("{a} → {b} ({})", graph[a][b]))
                        .collect();
                    panic!("a circle between top-level folders:\n{}", places.join("\n"));
                }
                if seen.insert(next.clone()) {
                    let mut longer = path.clone();
                    longer.push(next.clone());
                    stack.push((next.clone(), longer));
                }
            }
        }
    }
}

#[test]
fn the_games_folder_is_pure() {
    let graph = arrows(&src());
    let games = &graph["games"];
    for (to, place) in games {
        assert_eq!(to, "text", "games imports {to}: {place}");
    }
    for file in files_of(&src(), "games") {
        let text = fs::read_to_string(&file).expect("source file");
        for line in code_lines(&text) {
            for forbidden in ["egui", "std::fs", "::now()", "thread_rng", "std::env"] {
                assert!(
                    !line.contains(forbidden),
                    "{}: {forbidden} in games: {}",
                    file.display(),
                    line.trim()
                );
            }
        }
    }
}

#[test]
fn the_arrow_check_sees_an_arrow_up_and_test_code_apart() {
    // The reader itself: a `use crate::app` line counts, one in a comment or
    // in a test module does not.
    let text = "use crate::games::Log;\n// crate::app in words\n#[cfg(test)]\nmod tests {\n    use crate::app::X;\n}\nfn f() { crate::store::x(); } // crate::ui\n";
    let code = code_lines(text).join("\n");
    assert!(code.contains("crate::games"));
    assert!(code.contains("crate::store"));
    assert!(!code.contains("crate::app"), "{code}");
    assert!(!code.contains("crate::ui"), "{code}");
}
