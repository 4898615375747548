//! The HTTP side: axum routes over the one shared [`TableHost`]. Every
//! request names its seat in the path and proves it with the seat's secret
//! (`?key=`); a wrong or missing secret gets 403 before anything is read or
//! changed. Bodies are small JSON objects, size-limited and parsed strictly.

mod hint;
mod timed_body;

pub(super) use hint::hint as coach_hint;
pub use timed_body::BODY_READ_TIMEOUT;
pub(super) use timed_body::TimedBody;

use super::body_error::BodyError;
use super::connections::{ConnId, Connections, Peer};
use super::game::{Run, TableGame};
use super::host::{HostError, TableHost};
use super::join::{JoinCodes, JoinRefusal};
use super::secrets::SecretsError;
use crate::i18n::{Language, Translator, capitalise};
use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use futures_util::Stream;
use serde::{Deserialize, Serialize};
use std::convert::Infallible;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use tokio::sync::watch;

/// The largest request body accepted, in bytes: an action is a few dozen.
pub const MAX_BODY_BYTES: usize = 1024;

/// What the table server's handlers share: the one host behind its lock,
/// and the server's own state. Opaque outside the table.
#[derive(Debug)]
pub struct Shared<G: TableGame> {
    pub(super) host: Mutex<TableHost<G>>,
    /// The host's version after each change; phones' event streams wait on it.
    pub(super) changed: watch::Sender<u64>,
    /// Set when the server stops, so event streams end and it can.
    pub(super) closing: watch::Sender<bool>,
    /// Language of phones that name none.
    pub(super) language: Language,
    /// The player list the end screen's BG Stats link names people by.
    pub(super) people: crate::games::players::PlayerList,
    /// `http://host:port`, for links.
    pub(super) base: String,
    /// The open connections (see [`super::connections`]).
    pub(super) connections: Mutex<Connections>,
    /// The join codes the host shows (see [`super::join`]).
    pub(super) join: Mutex<JoinCodes>,
    /// The last phone move whose save failed, for the host's screen.
    pub(super) failed_save: Mutex<Option<super::FailedSave>>,
    /// Wakes the saver thread: a change is staged, or the table stops.
    pub(super) wake_saver: Condvar,
    /// Wakes the requests waiting for their change's save.
    pub(super) saved: Condvar,
    /// Set when the table stops: the saver writes what is staged, then ends.
    pub(super) stopping: AtomicBool,
    /// Each coached seat's hint, under way or kept (see [`hint`]).
    pub(super) hints: Mutex<hint::Hints>,
}

impl<G: TableGame> Shared<G> {
    pub fn lock(&self) -> MutexGuard<'_, TableHost<G>> {
        // A panic while the lock was held leaves a game that was either
        // changed by a whole action or not at all: keep serving it.
        self.host.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn connections(&self) -> MutexGuard<'_, Connections> {
        // The map is changed by whole steps: keep using it after a panic.
        self.connections.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn join(&self) -> MutexGuard<'_, JoinCodes> {
        // Changed by whole steps: keep using it after a panic.
        self.join.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn notify(&self, version: u64) {
        self.changed.send_replace(version);
    }

    /// Waits, holding `host` between wake-ups, until the change numbered
    /// `ticket` is on disk (the table's game holds it) or its save failed
    /// (it was dropped); at once when nothing was staged. Blocking: called
    /// off the async workers (`block_in_place`, the desktop's thread).
    pub fn wait_saved<'a>(
        &'a self,
        mut host: MutexGuard<'a, TableHost<G>>,
        ticket: Option<u64>,
    ) -> (MutexGuard<'a, TableHost<G>>, Result<(), HostError<G>>) {
        let Some(ticket) = ticket else { return (host, Ok(())) };
        self.wake_saver.notify_one();
        loop {
            if let Some(outcome) = host.outcome(ticket) {
                return (host, outcome);
            }
            host = self.saved.wait(host).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Ends the saver thread once what is staged is written.
    pub fn stop_saver(&self) {
        self.stopping.store(true, Ordering::Release);
        // Under the lock: the saver is either waiting (and woken) or will
        // see the flag before it waits again.
        let _host = self.lock();
        self.wake_saver.notify_all();
    }

    /// A failed save, said on the host's console (the terminal of
    /// `trailpad table`, or of the desktop app): the table goes on with the
    /// game as it is on disk. Refusals are the phone's business: not said.
    pub fn say_on_console(&self, error: &HostError<G>) {
        if let HostError::Save { path, reason } = error {
            let t = Translator::shared(self.language);
            let path = crate::text::terminal_safe(&path.display().to_string());
            eprintln!(
                "{}",
                t.format("table-not-saved", &[("path", path.into()), ("reason", reason.as_str().into())])
            );
        }
    }

    /// Keeps a phone's failed save for the host's screen (the desktop says
    /// it on its message line): numbered, so each is said once.
    pub fn note_failed_save(&self, seat: u8, error: &HostError<G>) {
        let HostError::Save { path, reason } = error else { return };
        let name = self.lock().seat_name(seat).unwrap_or_default();
        let mut failed = self.failed_save.lock().unwrap_or_else(PoisonError::into_inner);
        let number = failed.as_ref().map_or(1, |f| f.number + 1);
        *failed = Some(super::FailedSave { number, seat, name, path: path.clone(), reason: reason.clone() });
    }

    /// Gives `seat` a new secret (once it is saved) and, when the seat
    /// shows a join code, a new code: the old one would lead to the new
    /// link. The new secret.
    pub fn revoke(&self, host: &mut TableHost<G>, seat: u8) -> Result<String, HostError<G>> {
        host.revoke(seat)?;
        self.join().replace(seat);
        self.connections().new_link(seat);
        Ok(host.secrets().key(seat).map(|k| k.as_str().to_string()).unwrap_or_default())
    }

    pub fn link(&self, seat: u8, key: &str) -> String {
        format!("{}/seat/{seat}?key={key}", self.base)
    }
}

/// The saver thread: whenever changes are staged, writes the newest
/// working game (all of them at once) off the lock, then makes it the
/// table's game and tells the phones, or drops the staged changes when the
/// save failed. Moves that arrive during a save are written by the next:
/// one write and fsync per group, and the phones never see a move before
/// it is on disk. Ends when the table stops and nothing is left to write.
pub(super) fn save_staged<G: TableGame>(shared: &Shared<G>) {
    let mut host = shared.lock();
    loop {
        let Some((log, upto, target)) = host.to_save() else {
            if shared.stopping.load(Ordering::Acquire) {
                return;
            }
            host = shared.wake_saver.wait(host).unwrap_or_else(PoisonError::into_inner);
            continue;
        };
        drop(host);
        let result = target.write(&log);
        host = shared.lock();
        let before = host.version();
        host.saved(upto, log, result);
        let version = host.version();
        shared.saved.notify_all();
        if version != before {
            shared.notify(version);
        }
    }
}

/// The routes every table serves; `own` adds the game's own (Tucana's
/// hint and revealed cards).
pub(super) fn router<G: TableGame>(
    shared: Arc<Shared<G>>,
    own: impl FnOnce(Router<Arc<Shared<G>>>) -> Router<Arc<Shared<G>>>,
) -> Router {
    let common = Router::new()
        .route("/", get(index::<G>))
        .route("/join", post(join::<G>))
        .route("/seat/{seat}", get(page::<G>))
        .route("/api/seat/{seat}/sheet", get(sheet::<G>))
        .route("/api/seat/{seat}/state", get(state::<G>))
        .route("/api/seat/{seat}/action", post(action::<G>))
        .route("/api/seat/{seat}/events", get(events::<G>))
        .route("/api/host/state", get(host_state::<G>))
        .route("/api/host/revoke", post(host_revoke::<G>))
        .route("/api/host/action", post(host_action::<G>));
    own(common)
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(axum::middleware::map_response(house_style))
        .with_state(shared)
}

/// Any path the table does not serve.
async fn not_found() -> Response {
    ApiError { status: StatusCode::NOT_FOUND, message: "no such page at this table".into() }.into_response()
}

/// Every answer, whoever made it (axum's own refusals too: a body too
/// large, a query that does not parse, a method not allowed): never
/// cached (`no-store`, the event stream's `no-cache` included), and an
/// error that is neither JSON nor a page is `{"error": "…"}` with its
/// words, or the status's name when it had none.
async fn house_style(response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    parts.headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let content_type = parts.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    let error = parts.status.is_client_error() || parts.status.is_server_error();
    if !error || content_type.starts_with("application/json") || content_type.starts_with("text/html") {
        return Response::from_parts(parts, body);
    }
    // axum's refusals are a line of text.
    let bytes = axum::body::to_bytes(body, 4096).await.unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    let message = match text.trim() {
        "" => parts.status.canonical_reason().unwrap_or("error").to_string(),
        said => said.to_string(),
    };
    let mut response = (parts.status, axum::Json(ErrorBody { error: &message })).into_response();
    let headers = response.headers_mut();
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            headers.insert(name.clone(), value.clone());
        }
    }
    response
}

/// The query of every request: the secret and, optionally, a language.
#[derive(Debug, Deserialize)]
pub(super) struct Access {
    key: Option<String>,
    lang: Option<String>,
}

/// A refusal or error, as JSON `{"error": "…"}`.
#[derive(Debug)]
pub(super) struct ApiError {
    pub(super) status: StatusCode,
    pub(super) message: String,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: &'a str,
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut response = (self.status, axum::Json(ErrorBody { error: &self.message })).into_response();
        no_store(&mut response);
        response
    }
}

fn no_store(response: &mut Response) {
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

pub(super) fn json_ok<T: Serialize>(value: &T) -> Response {
    let mut response = axum::Json(value).into_response();
    no_store(&mut response);
    response
}

pub(super) fn forbidden(t: &Translator) -> ApiError {
    ApiError { status: StatusCode::FORBIDDEN, message: t.text("phone-forbidden") }
}

pub(super) fn bad_request(t: &Translator, detail: impl std::fmt::Display) -> ApiError {
    ApiError {
        status: StatusCode::BAD_REQUEST,
        message: t.format("phone-bad-request", &[("detail", detail.to_string().into())]),
    }
}

/// The seat and language of a request whose secret is the seat's.
pub(super) fn authorize<G: TableGame>(
    shared: &Shared<G>,
    seat: &str,
    access: &Access,
) -> Result<(u8, Arc<Translator>), ApiError> {
    let t = Translator::shared(language_of(access.lang.as_deref(), shared.language));
    // An unknown seat and a wrong secret look the same from outside.
    let seat: u8 = seat.parse().map_err(|_| forbidden(&t))?;
    let key = access.key.as_deref().ok_or_else(|| forbidden(&t))?;
    let host = shared.lock();
    match host.secrets().key(seat) {
        Some(secret) if secret.matches(key) => Ok((seat, t)),
        _ => Err(forbidden(&t)),
    }
}

fn authorize_host<G: TableGame>(shared: &Shared<G>, access: &Access) -> Result<Arc<Translator>, ApiError> {
    let t = Translator::shared(language_of(access.lang.as_deref(), shared.language));
    let key = access.key.as_deref().ok_or_else(|| forbidden(&t))?;
    if shared.lock().secrets().host.matches(key) { Ok(t) } else { Err(forbidden(&t)) }
}

/// A host request: its secret checked (403), then its body parsed by
/// `parse` (400 with the reason). Nothing is read or changed before both.
pub(super) fn host_request<G: TableGame, T>(
    shared: &Shared<G>,
    access: &Access,
    body: &[u8],
    parse: impl FnOnce(&[u8]) -> Result<T, BodyError>,
) -> Result<(Arc<Translator>, T), ApiError> {
    let t = authorize_host(shared, access)?;
    match parse(body) {
        Ok(value) => Ok((t, value)),
        Err(e) => Err(bad_request(&t, e)),
    }
}

/// A strict JSON body of type `T`.
pub(super) fn json_body<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, BodyError> {
    Ok(serde_json::from_slice(body)?)
}

/// The index page's query: its language only.
#[derive(Debug, Deserialize)]
struct IndexQuery {
    lang: Option<String>,
}

/// The language of a page asked for by a browser: `?lang=`, else the
/// first of its Accept-Language that Trailpad speaks, else the table's.
fn page_language(lang: Option<&str>, headers: &axum::http::HeaderMap, default: Language) -> Language {
    let accepted = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(',').find_map(|tag| Language::from_locale(tag.split(';').next()?.trim())));
    lang.and_then(Language::from_locale).or(accepted).unwrap_or(default)
}

/// `<`, `>`, `&` and quotes as HTML entities.
fn html_escape(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '<' => "&lt;".into(),
            '>' => "&gt;".into(),
            '&' => "&amp;".into(),
            '"' => "&quot;".into(),
            '\'' => "&#39;".into(),
            c => c.to_string(),
        })
        .collect()
}

/// The index page: a field for the join code the host shows, and
/// `notice` (a refusal) above it.
fn index_page(status: StatusCode, t: &Translator, language: Language, notice: Option<&str>) -> Response {
    let notice = notice
        .map(|n| format!("<p class=\"notice\" role=\"alert\">{}</p>", html_escape(n)))
        .unwrap_or_default();
    let page = format!(
        r#"<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; background: #f4efe2; color: #222; }}
main {{ max-width: 26rem; margin: 0 auto; }}
h1 {{ font-size: 1.5rem; }}
label {{ display: block; font-weight: bold; margin: 1rem 0 .4rem; }}
input {{ font: 2rem ui-monospace, monospace; letter-spacing: .2em; text-transform: uppercase; width: 100%;
  box-sizing: border-box; padding: .5rem; border: 2px solid #6e6658; border-radius: .4rem; }}
button {{ font-size: 1.25rem; margin-top: 1rem; padding: .6rem 1.4rem; border-radius: .4rem; border: 0;
  background: #5a2d0c; color: #fff; }}
.notice {{ color: #b71c1c; font-weight: bold; }}
</style>
</head>
<body>
<main>
<h1>{title}</h1>
<p>{intro}</p>
{notice}
<form method="post" action="/join?lang={lang}">
<label for="code">{label}</label>
<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="16" required autofocus>
<button type="submit">{button}</button>
</form>
</main>
</body>
</html>
"#,
        lang = language.code(),
        title = html_escape(&t.text("join-title")),
        intro = html_escape(&t.text("join-intro")),
        label = html_escape(&t.text("join-code-label")),
        button = html_escape(&t.text("join-button")),
    );
    let mut response = (status, Html(page)).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"),
    );
    response
}

async fn index<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Query(query): Query<IndexQuery>,
    headers: axum::http::HeaderMap,
) -> Response {
    let language = page_language(query.lang.as_deref(), &headers, shared.language);
    index_page(StatusCode::OK, &Translator::shared(language), language, None)
}

/// One field of a form-encoded body (`code=ACD+EFG`), decoded.
fn form_field(body: &[u8], name: &str) -> Option<String> {
    let text = std::str::from_utf8(body).ok()?;
    let value = text.split('&').find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))?;
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
                out.push(hex.and_then(|h| u8::from_str_radix(h, 16).ok())?);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).ok()
}

/// A typed join code: the seat's page when a seat shows it (303 to its
/// link), else the index page again saying why (403 wrong, 429 wait).
async fn join<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Query(query): Query<IndexQuery>,
    headers: axum::http::HeaderMap,
    peer: Option<axum::Extension<Peer>>,
    TimedBody(body): TimedBody,
) -> Response {
    let language = page_language(query.lang.as_deref(), &headers, shared.language);
    let t = Translator::shared(language);
    let typed = form_field(&body, "code").unwrap_or_default();
    let client = peer.map_or(std::net::IpAddr::from([0, 0, 0, 0]), |axum::Extension(Peer(ip))| ip);
    let found = shared.join().try_code(client, &typed, std::time::Instant::now());
    match found {
        Ok(seat) => {
            let key = shared.lock().secrets().key(seat).map(|k| k.as_str().to_string());
            let Some(key) = key else {
                return index_page(StatusCode::FORBIDDEN, &t, language, Some(&t.text("phone-forbidden")));
            };
            // Relative: the phone keeps the address it typed.
            let location = format!("/seat/{seat}?key={key}");
            let mut response = StatusCode::SEE_OTHER.into_response();
            let headers = response.headers_mut();
            if let Ok(value) = HeaderValue::from_str(&location) {
                headers.insert(header::LOCATION, value);
            }
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
            response
        }
        Err(JoinRefusal::Wrong { left }) => {
            let text = t.format("join-wrong", &[("left", i64::from(left).into())]);
            index_page(StatusCode::FORBIDDEN, &t, language, Some(&text))
        }
        Err(refusal @ (JoinRefusal::Wait { seconds } | JoinRefusal::TableWait { seconds })) => {
            let words =
                if matches!(refusal, JoinRefusal::Wait { .. }) { "join-wait" } else { "join-table-wait" };
            let text = t.format(words, &[("seconds", (seconds as i64).into())]);
            let mut response = index_page(StatusCode::TOO_MANY_REQUESTS, &t, language, Some(&text));
            if let Ok(value) = HeaderValue::from_str(&seconds.to_string()) {
                response.headers_mut().insert(header::RETRY_AFTER, value);
            }
            response
        }
    }
}

async fn page<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Path(seat): Path<String>,
    Query(access): Query<Access>,
) -> Response {
    match authorize(&shared, &seat, &access) {
        Ok(_) => {
            let mut response = Html(G::PHONE_PAGE).into_response();
            let headers = response.headers_mut();
            headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            // The secret is in the address: never send it on.
            headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
            headers.insert(
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(
                    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
                ),
            );
            response
        }
        // A page for a person who opened an old link: words, not JSON.
        Err(e) => {
            let page = format!(
                "<!DOCTYPE html><html><head><meta charset=\"utf-8\">\
                 <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
                 <title>Trailpad</title></head><body><p>{}</p></body></html>",
                html_escape(&e.message)
            );
            (e.status, Html(page)).into_response()
        }
    }
}

async fn sheet<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Path(seat): Path<String>,
    Query(access): Query<Access>,
) -> Result<Response, ApiError> {
    let (seat, t) = authorize(&shared, &seat, &access)?;
    let host = shared.lock();
    G::sheet(host.log().game(), seat, &t).map(|sheet| json_ok(&sheet)).ok_or_else(|| forbidden(&t))
}

/// A seat's state now, as the game shows it to that seat; its end
/// screen's BG Stats link names people as `people` does.
pub(super) fn seat_state_of<G: TableGame>(
    host: &TableHost<G>,
    seat: u8,
    t: &Translator,
    people: &crate::games::players::PlayerList,
) -> Option<serde_json::Value> {
    let run = Run { epoch: host.epoch(), version: host.version(), people };
    G::seat_state(host.log(), seat, run, t)
}

async fn state<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Path(seat): Path<String>,
    Query(access): Query<Access>,
) -> Result<Response, ApiError> {
    let (seat, t) = authorize(&shared, &seat, &access)?;
    let host = shared.lock();
    seat_state_of(&host, seat, &t, &shared.people).map(|state| json_ok(&state)).ok_or_else(|| forbidden(&t))
}

/// Why the host refused, in the player's language.
fn refusal_text<G: TableGame>(host: &TableHost<G>, error: &HostError<G>, t: &Translator) -> String {
    // Worded on the game the action was checked against.
    let game = host.latest().game();
    let text = match error {
        HostError::Refused(refusal) => G::refusal_words(game, refusal, t),
        HostError::TakeBack(e) => G::take_back_words(game, e, t),
        HostError::Declined { key, count } => t.format(key, &[("count", (*count).into())]),
        HostError::UnknownSeat(_) => t.text("phone-forbidden"),
        // The host's path stays on the host: the phone gets the reason.
        HostError::Save { reason, .. } => t.format("phone-not-saved", &[("reason", reason.as_str().into())]),
        HostError::Secrets(e) => t.format("record-write-failed", &[("reason", e.to_string().into())]),
        HostError::Locked(e) => t.format("record-write-failed", &[("reason", e.to_string().into())]),
    };
    capitalise(&text)
}

pub(super) fn host_error<G: TableGame>(
    host: &TableHost<G>,
    error: &HostError<G>,
    t: &Translator,
) -> ApiError {
    let status = match error {
        HostError::Refused(_) | HostError::TakeBack(_) | HostError::Declined { .. } => StatusCode::CONFLICT,
        HostError::UnknownSeat(_) => StatusCode::FORBIDDEN,
        // Nothing changed and a retry may work (a disk freed).
        HostError::Save { .. } => StatusCode::SERVICE_UNAVAILABLE,
        // A secrets file that could not be written changed nothing either.
        HostError::Secrets(SecretsError::Write { .. }) => StatusCode::SERVICE_UNAVAILABLE,
        HostError::Secrets(_) => StatusCode::INTERNAL_SERVER_ERROR,
        HostError::Locked(_) => StatusCode::CONFLICT,
    };
    ApiError { status, message: refusal_text(host, error, t) }
}

async fn action<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Path(seat): Path<String>,
    Query(access): Query<Access>,
    TimedBody(body): TimedBody,
) -> Result<Response, ApiError> {
    let (seat, t) = authorize(&shared, &seat, &access)?;
    let command = G::parse_command(&body).map_err(|e| bad_request(&t, e))?;
    // The move waits for the saver to write and fsync it (with the moves
    // that arrived beside it): this worker hands its other tasks (the
    // phones' event streams) to the runtime while it waits. The saver has
    // told the other phones by the time this answer is written.
    Ok(tokio::task::block_in_place(|| {
        let mut host = shared.lock();
        let before = host.version();
        let (host, result) = match host.seat_command(seat, &command) {
            Ok(ticket) => shared.wait_saved(host, ticket),
            Err(e) => (host, Err(e)),
        };
        let version = host.version();
        let response = match &result {
            Ok(()) => match seat_state_of(&host, seat, &t, &shared.people) {
                Some(state) => json_ok(&state),
                None => forbidden(&t).into_response(),
            },
            Err(e) => host_error(&host, e, &t).into_response(),
        };
        drop(host);
        // A change of the table's own state (not saved: not in the
        // record) is told to the phones here; a saved one by the saver.
        if result.is_ok() && version != before {
            shared.notify(version);
        }
        // A failed save changed nothing: the phones keep what they show.
        if let Err(e) = &result {
            shared.say_on_console(e);
            shared.note_failed_save(seat, e);
        }
        response
    }))
}

async fn events<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Path(seat): Path<String>,
    Query(access): Query<Access>,
    connection: Option<axum::Extension<ConnId>>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, ApiError> {
    let (seat, t) = authorize(&shared, &seat, &access)?;
    // A seat's stream lives as long as the table: not in the pool that
    // unknown connections can fill. It ends, saying so, when newer streams
    // of its seat take its place.
    let id = connection.map(|axum::Extension(id)| id);
    let superseded = id.and_then(|id| shared.connections().make_stream(id, seat));
    // The seat's phone is here while this stream is open (see
    // `connections::Presence`).
    let ended = id.map(|id| StreamEnd { shared: Arc::clone(&shared), id });
    let key = access.key.unwrap_or_default();
    let changed = shared.changed.subscribe();
    let closing = shared.closing.subscribe();
    let start = Following { shared, changed, closing, superseded, first: true, over: false, _ended: ended };
    let stream = futures_util::stream::unfold(start, move |mut f| {
        let key = key.clone();
        let t = t.clone();
        async move {
            if f.over {
                return None;
            }
            if !f.first {
                let superseded = async {
                    match f.superseded.as_mut() {
                        Some(told) => told.await.is_ok(),
                        None => std::future::pending().await,
                    }
                };
                let told = tokio::select! {
                    result = f.changed.changed() => { result.ok()?; false }
                    _ = f.closing.wait_for(|c| *c) => return None,
                    told = superseded => if told { true } else { return None },
                };
                if told {
                    f.over = true;
                    let event = Event::default().event("elsewhere").data(t.text("phone-elsewhere"));
                    return Some((Ok(event), f));
                }
            }
            f.first = false;
            f.changed.borrow_and_update();
            let json = {
                let host = f.shared.lock();
                // A revoked link's stream ends at the next change.
                if !host.secrets().key(seat).is_some_and(|s| s.matches(&key)) {
                    return None;
                }
                let state = seat_state_of(&host, seat, &t, &f.shared.people)?;
                serde_json::to_string(&state).ok()?
            };
            let event = Event::default().event("state").data(json);
            Some((Ok(event), f))
        }
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::new().interval(Duration::from_secs(10))))
}

/// What one event stream follows: the table's changes, its stop, and
/// (for a seat's stream) newer streams of its seat taking its place.
struct Following<G: TableGame> {
    shared: Arc<Shared<G>>,
    changed: watch::Receiver<u64>,
    closing: watch::Receiver<bool>,
    superseded: Option<tokio::sync::oneshot::Receiver<()>>,
    /// The first event (the state now) is not waited for.
    first: bool,
    /// The stream said it was superseded: it ends.
    over: bool,
    /// Marks the stream ended when it is dropped.
    _ended: Option<StreamEnd<G>>,
}

/// Dropped with its event stream (the page closed, the stream ended or
/// the server stops): its connection is no longer the seat's phone.
struct StreamEnd<G: TableGame> {
    shared: Arc<Shared<G>>,
    id: ConnId,
}

impl<G: TableGame> Drop for StreamEnd<G> {
    fn drop(&mut self) {
        self.shared.connections().end_stream(self.id);
    }
}

async fn host_state<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Query(access): Query<Access>,
) -> Response {
    let t = match authorize_host(&shared, &access) {
        Ok(t) => t,
        Err(e) => return e.into_response(),
    };
    let host = shared.lock();
    let run = Run { epoch: host.epoch(), version: host.version(), people: &shared.people };
    json_ok(&G::host_state(host.log(), run, &t))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RevokeBody {
    seat: u8,
}

#[derive(Debug, Serialize)]
struct RevokeReply {
    seat: u8,
    url: String,
}

async fn host_revoke<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Query(access): Query<Access>,
    TimedBody(body): TimedBody,
) -> Response {
    let (t, body) = match host_request(&shared, &access, &body, json_body::<RevokeBody>) {
        Ok(request) => request,
        Err(e) => return e.into_response(),
    };
    let mut host = shared.lock();
    match shared.revoke(&mut host, body.seat) {
        Ok(key) => {
            let version = host.version();
            drop(host);
            shared.notify(version);
            json_ok(&RevokeReply { seat: body.seat, url: shared.link(body.seat, &key) })
        }
        Err(e) => host_error(&host, &e, &t).into_response(),
    }
}

/// A host action (`POST /api/host/action`): the game's own shapes.
async fn host_action<G: TableGame>(
    State(shared): State<Arc<Shared<G>>>,
    Query(access): Query<Access>,
    TimedBody(body): TimedBody,
) -> Response {
    match host_request(&shared, &access, &body, G::parse_host_action) {
        Ok((t, action)) => host_response(&shared, action, &t),
        Err(e) => e.into_response(),
    }
}

/// Applies a host action outside HTTP (the desktop app's table view) and
/// tells the phones.
pub(super) fn host_apply<G: TableGame>(shared: &Shared<G>, action: G::Action) -> Result<(), HostError<G>> {
    host_apply_then(shared, action, |_, _| ()).0
}

/// Applies a host action under the lock; `answer` sees the host and the
/// result before the lock is let go (a refusal is worded on the game as it
/// is). The phones are told when the game changed.
fn host_apply_then<G: TableGame, R>(
    shared: &Shared<G>,
    action: G::Action,
    answer: impl FnOnce(&TableHost<G>, &Result<(), HostError<G>>) -> R,
) -> (Result<(), HostError<G>>, R) {
    let mut host = shared.lock();
    let staged = host.host_action(action);
    let (host, result) = match staged {
        Ok(ticket) => shared.wait_saved(host, ticket),
        Err(e) => (host, Err(e)),
    };
    let version = host.version();
    let answered = answer(&host, &result);
    drop(host);
    match &result {
        Ok(()) => shared.notify(version),
        Err(e) => shared.say_on_console(e),
    }
    (result, answered)
}

/// A host action over HTTP: `{"version"}` when applied, else the refusal
/// in the host's words.
pub(super) fn host_response<G: TableGame>(shared: &Shared<G>, action: G::Action, t: &Translator) -> Response {
    // Saved like a phone's move: off this worker's other tasks.
    tokio::task::block_in_place(|| {
        host_apply_then(shared, action, |host, result| match result {
            Ok(()) => json_ok(&serde_json::json!({ "version": host.version() })),
            Err(e) => host_error(host, e, t).into_response(),
        })
        .1
    })
}

/// The language named by a phone (`?lang=`), else the table's.
fn language_of(code: Option<&str>, default: Language) -> Language {
    code.and_then(Language::from_locale).unwrap_or(default)
}
