//! A phone at the table, simulated over loopback HTTP: what a seat's page
//! posts when its player acts.

use serde_json::Value;
use std::time::Duration;
use trailpad::table::SeatLink;

/// Where seat `link`'s page posts its actions (`/api/seat/<n>/action?key=…`).
pub fn action_url(link: &SeatLink) -> String {
    link.url.replace("/seat/", "/api/seat/").replace("?key=", "/action?key=")
}

/// Posts `body` as seat `link`'s phone, from a test that has no runtime of
/// its own; the table's refusal in its own words when it does not take it.
pub fn phone_posts(link: &SeatLink, body: &Value) -> Result<(), String> {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
    runtime.block_on(async {
        let http = reqwest::Client::builder().timeout(Duration::from_secs(20)).build().expect("client");
        let reply = http
            .post(action_url(link))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .expect("the post");
        if reply.status().is_success() { Ok(()) } else { Err(reply.text().await.unwrap_or_default()) }
    })
}
