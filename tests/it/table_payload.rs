//! What a phone loads to show its sheet, as the README and
//! docs/table-mode.md say it: measured here over loopback HTTP (the page,
//! the sheet, the state, uncompressed) on the smallest and the largest
//! table, so the figures they give stay true. When the page or the JSON
//! changes, this test says the sentence to put in both files.

use crate::table_server::{api, client, new_log, start};
use std::time::Duration;

/// The page, the sheet and the state a phone fetches first, in bytes.
async fn loaded(sheet: &str, players: usize) -> [usize; 3] {
    let table = start(new_log(sheet, players, 7), None);
    let link = &table.links()[0];
    let http = client();
    let mut sizes = [0; 3];
    for (size, url) in sizes.iter_mut().zip([link.url.clone(), api(link, "sheet"), api(link, "state")]) {
        let reply = http.get(url).send().await.expect("GET");
        assert!(reply.status().is_success());
        *size = reply.bytes().await.expect("a body").len();
    }
    table.shutdown();
    sizes
}

/// Bytes as KB of 1000 bytes, one decimal.
fn kb(bytes: usize) -> String {
    format!("{:.1}", bytes as f64 / 1000.0)
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_readme_and_docs_say_what_a_phone_loads() {
    tokio::time::timeout(Duration::from_secs(60), async {
        let small = loaded("isla-petit", 2).await;
        let large = loaded("isla-grande", 8).await;
        assert_eq!(small[0], large[0], "one page for every table");
        let sentence = format!(
            "A phone loads {} KB to show its sheet on Isla Petit with 2 players and {} KB on Isla Grande with 8 \
             (uncompressed, 1 KB = 1000 bytes: page {} KB; sheet {} and {} KB; state {} and {} KB).",
            kb(small.iter().sum()),
            kb(large.iter().sum()),
            kb(small[0]),
            kb(small[1]),
            kb(large[1]),
            kb(small[2]),
            kb(large[2]),
        );
        for file in ["README.md", "docs/table-mode.md"] {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
            let text = one_line(&std::fs::read_to_string(&path).expect("the file"));
            assert!(text.contains(&sentence), "{file} should say, as measured:\n{sentence}");
        }
    })
    .await
    .expect("in time");
}
