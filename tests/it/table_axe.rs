//! The phone pages checked by axe-core (issue 30): the browser flows of
//! `table_browser` and `table_browser_new_york` inject the npm package's
//! `axe.min.js` into the seat page, the join page and the end screen and
//! fail on any `serious` or `critical` violation, naming the rule, the
//! element and what axe says to fix.
//!
//! axe-core is not in the repository: `.ci/run` downloads the pinned
//! tarball from the npm registry when it is missing, checks its sha512 and
//! unpacks it to `$TRAILPAD_AXE_DIR` (by default
//! `$HOME/.cache/trailpad/axe-core-<AXE_VERSION>`). Without it the flows
//! fail saying so; they never pass unchecked.

use fantoccini::Client;
use serde_json::Value;
use std::path::PathBuf;

/// The axe-core release `.ci/run` installs.
pub(crate) const AXE_VERSION: &str = "4.14.1";

/// Where axe-core's files are: `TRAILPAD_AXE_DIR`, else the cache folder
/// `.ci/run` unpacks it to.
fn axe_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("TRAILPAD_AXE_DIR") {
        return PathBuf::from(dir);
    }
    let home = std::env::var_os("HOME").map_or_else(|| PathBuf::from("/tmp"), PathBuf::from);
    home.join(".cache").join("trailpad").join(format!("axe-core-{AXE_VERSION}"))
}

/// axe-core's script, or a failure naming where it was looked for and
/// how to get it.
fn axe_script() -> String {
    let path = axe_dir().join("axe.min.js");
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "axe-core {AXE_VERSION} is not at {} ({e}): .ci/run downloads it (the lines after \
             \"axe-core, for the phone pages' accessibility check\"); run them, or set \
             TRAILPAD_AXE_DIR to an unpacked axe-core {AXE_VERSION} package",
            path.display()
        )
    })
}

/// Runs axe-core on the page the browser shows now (`what` names it in the
/// failure) and fails on every serious or critical violation.
pub(crate) async fn no_serious_violations(browser: &Client, what: &str) {
    browser.execute(&axe_script(), vec![]).await.expect("axe-core loads into the page");
    let found = browser
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, {resultTypes: ['violations']})
               .then((r) => done(r.violations
                 .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                 .map((v) => v.impact + ' ' + v.id + ' (' + v.help + '): '
                   + v.nodes.map((n) => n.target.join(' ') + ' — ' + n.failureSummary).join('; '))))
               .catch((e) => done(['axe failed: ' + e]));",
            vec![],
        )
        .await
        .expect("axe-core runs");
    let Some(found) = found.as_array() else { panic!("axe-core on {what} answered {found}, not a list") };
    let problems: Vec<&str> = found.iter().filter_map(Value::as_str).collect();
    assert!(
        problems.is_empty(),
        "axe-core on {what}: {} serious or critical violations:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
