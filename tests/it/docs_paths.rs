//! `docs/adding-a-game.md` is kept true to the code: every file and folder
//! it names in backticks exists. A name under `src/`, `tests/`, `docs/`,
//! `benches/` or `examples/` is checked as it is; a source file named by
//! its layer (`app/tucana.rs`, `ui/tucana/form.rs`) or by its game's
//! folder (`new_york/record.rs`) is looked for under `src/` and
//! `src/games/`. The game the doc invents (`carcassonne`) and patterns
//! (`<game>`, `{en,fr,ru}`) are not files.

use std::path::Path;

/// Each backticked name of `doc` outside its fenced code blocks.
fn quoted(doc: &str) -> Vec<&str> {
    let mut prose = Vec::new();
    let mut fenced = false;
    for line in doc.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            prose.push(line);
        }
    }
    // A name never spans two lines in this doc: each line's backticks pair.
    prose.into_iter().flat_map(|line| line.split('`').skip(1).step_by(2)).collect()
}

#[test]
fn every_path_adding_a_game_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/adding-a-game.md")).unwrap();
    let is_pattern = |name: &str| name.contains(['<', '{', '*', ' ']) || name.contains("carcassonne");
    let mut checked = 0;
    let mut missing = Vec::new();
    for name in quoted(&doc).into_iter().filter(|n| !is_pattern(n)) {
        let rooted = ["src/", "tests/", "docs/", "benches/", "examples/"].iter().any(|r| name.starts_with(r));
        let source = name.contains('/') && (name.ends_with(".rs") || name.ends_with(".ftl"));
        let found = if rooted {
            root.join(name).exists()
        } else if source {
            root.join("src").join(name).exists() || root.join("src/games").join(name).exists()
        } else {
            continue;
        };
        checked += 1;
        if !found {
            missing.push(name);
        }
    }
    assert!(missing.is_empty(), "docs/adding-a-game.md names files that are not there: {missing:?}");
    assert!(checked > 40, "the doc's paths were found ({checked})");
}
