//! Table mode: every player scores on their own phone, all at once.
//!
//! One host keeps the game (a [`crate::games::Log`], the only state,
//! behind a mutex) and serves it over HTTP on the local network, for any
//! game that says it can be played so ([`TableGame`]: Tucana, New York).
//! Each tracked seat gets a link with its own 128-bit secret; the game's
//! phone page (compiled in) draws what that seat may see, posts its moves,
//! and follows the game through server-sent events. Every action goes
//! through the engine's check and apply and the app's atomic save. The
//! endpoints are described in `docs/table-mode.md`.
//!
//! ```no_run
//! # fn demo(log: trailpad::games::tucana::record::TucanaLog) -> Result<(), trailpad::table::TableError> {
//! use trailpad::table::{TableConfig, TableServer};
//! let table = TableServer::start(TableConfig::new(log))?;
//! for link in table.links() {
//!     println!("{}: {}", link.name, link.url);
//! }
//! table.shutdown();
//! # Ok(()) }
//! ```

mod body_error;
mod connections;
mod game;
mod host;
pub mod join;
pub mod new_york;
pub mod palette;
mod secrets;
mod server;
pub mod tucana;

pub use body_error::BodyError;
pub use connections::{HEADER_READ_TIMEOUT, MAX_CONNECTIONS, Presence, STREAMS_PER_SEAT};
pub use game::{Run, TableGame};
pub use host::{HostError, RecordWriter, SeatCommand, TableHost, Updated};
pub use join::JoinCode;
pub use secrets::{SECRETS_FORMAT, SeatSecret, Secret, SecretsError, TableSecrets};
pub use server::{BODY_READ_TIMEOUT, MAX_BODY_BYTES};

use crate::games::Log;
use crate::games::players::PlayerList;
use crate::i18n::Language;
use server::Shared;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;
use tokio::sync::{oneshot, watch};

/// This machine's address on the local network: the one the system would
/// send from to reach another network (nothing is sent; a UDP socket only
/// asks for a route). `None` without a network, or when the only route is
/// the loopback.
pub fn lan_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // A private-range address: routed like any other, never contacted.
    socket.connect((Ipv4Addr::new(10, 254, 254, 254), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

/// The game a table plays when none is named: Tucana's, the first.
type Tucana = crate::games::tucana::rules::TucanaGame;

/// How to run a table.
#[derive(Debug)]
pub struct TableConfig<G: TableGame = Tucana> {
    /// The game: new or resumed.
    pub log: Log<G>,
    /// Where the record is saved after every change (and its secrets kept,
    /// in `<record>.table.ron`); `None` keeps the game in memory only.
    pub save_to: Option<PathBuf>,
    /// The address to listen on, and only there.
    pub bind: IpAddr,
    /// The port; 0 lets the system pick one (see [`TableHandle::addr`]).
    pub port: u16,
    /// The host name or address written in links (default: the bound
    /// address); set it when listening on 0.0.0.0.
    pub link_host: Option<String>,
    /// With the app's deck, reveal the next two cards as soon as everybody
    /// is done (and at the start). Off, the host reveals.
    pub auto_reveal: bool,
    /// Language of the words for a phone that names none.
    pub language: Language,
    /// Writes the record instead of the store's save; `None` (the
    /// default) is the store's atomic save. Tests give a writer that fails.
    pub save_with: Option<RecordWriter<G>>,
    /// The player list the end screen's BG Stats link names people by
    /// (their name today and their id, as the desktop's link and
    /// `log-play` do); empty by default (each name its own id).
    pub people: PlayerList,
}

impl<G: TableGame> TableConfig<G> {
    /// A table for `log` on 127.0.0.1, a port the system picks, nothing
    /// saved, dealing the app's deck by itself, in English.
    pub fn new(log: Log<G>) -> TableConfig<G> {
        TableConfig {
            log,
            save_to: None,
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            link_host: None,
            auto_reveal: true,
            language: Language::English,
            save_with: None,
            people: PlayerList::default(),
        }
    }
}

/// Why a table could not start.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// The game or its secrets could not be set up.
    #[error("{0}")]
    Host(String),
    /// The address cannot be listened on.
    #[error("cannot listen on {addr}: {reason}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why. Said in the message and not given as the error's source:
        /// a chain of sources (`{:#}`) would say it twice.
        reason: std::io::Error,
    },
    /// The server's threads could not start.
    #[error("the table server could not start: {0}")]
    Start(std::io::Error),
}

/// One seat's link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatLink {
    /// The seat.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// `http://ADDR:PORT/seat/<n>?key=<secret>`.
    pub url: String,
}

/// A phone's move that the table refused because its save failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailedSave {
    /// Counts the failed saves of this table, from 1: a new number is a new
    /// failure.
    pub number: u64,
    /// The seat whose move it was.
    pub seat: u8,
    /// The player's name.
    pub name: String,
    /// The record's file.
    pub path: PathBuf,
    /// The system's reason.
    pub reason: String,
}

/// Starts table servers.
#[derive(Debug)]
pub struct TableServer;

impl TableServer {
    /// Binds the address, then serves the table on its own threads until
    /// [`TableHandle::shutdown`] (or the handle is dropped).
    pub fn start(config: TableConfig) -> Result<TableHandle, TableError> {
        TableServer::start_with(config, tucana::own_routes)
    }

    /// [`TableServer::start`] for a game with no routes of its own (New
    /// York).
    pub fn start_game<G: TableGame>(config: TableConfig<G>) -> Result<TableHandle<G>, TableError> {
        TableServer::start_with(config, |router| router)
    }

    fn start_with<G: TableGame>(
        config: TableConfig<G>,
        own_routes: impl FnOnce(axum::Router<Arc<Shared<G>>>) -> axum::Router<Arc<Shared<G>>>,
    ) -> Result<TableHandle<G>, TableError> {
        let host = TableHost::with_writer(config.log, config.save_to, config.save_with, config.auto_reveal)
            .map_err(|e| TableError::Host(e.to_string()))?;
        let wanted = SocketAddr::new(config.bind, config.port);
        let bind_err = |reason| TableError::Bind { addr: wanted, reason };
        let listener = std::net::TcpListener::bind(wanted).map_err(bind_err)?;
        listener.set_nonblocking(true).map_err(bind_err)?;
        let addr = listener.local_addr().map_err(bind_err)?;
        let link_host = config.link_host.unwrap_or_else(|| match addr.ip() {
            IpAddr::V6(ip) => format!("[{ip}]"),
            ip => ip.to_string(),
        });
        let (changed, _) = watch::channel(host.version());
        let (closing, _) = watch::channel(false);
        let shared = Arc::new(Shared {
            host: Mutex::new(host),
            changed,
            closing,
            language: config.language,
            people: config.people,
            base: format!("http://{link_host}:{}", addr.port()),
            connections: Mutex::default(),
            join: Mutex::default(),
            failed_save: Mutex::default(),
            wake_saver: std::sync::Condvar::new(),
            saved: std::sync::Condvar::new(),
            stopping: std::sync::atomic::AtomicBool::new(false),
            hints: Mutex::default(),
        });
        let saving = Arc::clone(&shared);
        let saver = std::thread::Builder::new()
            .name("trailpad-table-save".into())
            .spawn(move || server::save_staged(&saving))
            .map_err(TableError::Start)?;
        let stop_saver = |shared: &Shared<G>, saver: JoinHandle<()>| {
            shared.stop_saver();
            let _ = saver.join();
        };
        let runtime = match tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("trailpad-table")
            .enable_all()
            .build()
        {
            Ok(runtime) => runtime,
            Err(e) => {
                stop_saver(&shared, saver);
                return Err(TableError::Start(e));
            }
        };
        let app = server::router(Arc::clone(&shared), own_routes);
        let (stop, stopped) = oneshot::channel::<()>();
        let serving = Arc::clone(&shared);
        let thread = std::thread::Builder::new().name("trailpad-table".into()).spawn(move || {
            runtime.block_on(async move {
                let listener = match tokio::net::TcpListener::from_std(listener) {
                    Ok(listener) => listener,
                    Err(e) => {
                        eprintln!("table server: {e}");
                        return;
                    }
                };
                // Connections that do not close by themselves are cut
                // shortly after the stop.
                connections::serve(listener, app, serving, stopped).await;
            });
            runtime.shutdown_timeout(Duration::from_secs(1));
        });
        let thread = match thread {
            Ok(thread) => thread,
            Err(e) => {
                stop_saver(&shared, saver);
                return Err(TableError::Start(e));
            }
        };
        Ok(TableHandle { addr, shared, stop: Some(stop), thread: Some(thread), saver: Some(saver) })
    }
}

/// A running table. Dropping it stops the server.
#[derive(Debug)]
pub struct TableHandle<G: TableGame = Tucana> {
    addr: SocketAddr,
    shared: Arc<Shared<G>>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
    /// The thread that saves the staged changes (see [`host`]).
    saver: Option<JoinHandle<()>>,
}

impl<G: TableGame> TableHandle<G> {
    /// The address listened on (with the port the system picked).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://host:port`, the start of every link.
    pub fn base_url(&self) -> &str {
        &self.shared.base
    }

    /// Each tracked seat's link, in set-up order.
    pub fn links(&self) -> Vec<SeatLink> {
        let host = self.shared.lock();
        host.seats()
            .into_iter()
            .filter_map(|(seat, name)| {
                let key = host.secrets().key(seat)?;
                Some(SeatLink { seat, name, url: self.shared.link(seat, key.as_str()) })
            })
            .collect()
    }

    /// Shows a join code for every tracked seat (the ones already shown
    /// stay): from now on each works on the index page, until
    /// [`TableHandle::hide_join_codes`]. Seats whose code could not be
    /// drawn (no randomness) are left out.
    pub fn show_join_codes(&self) -> Vec<JoinCode> {
        let seats: Vec<(u8, String)> = {
            let host = self.shared.lock();
            host.seats().into_iter().filter(|(seat, _)| host.secrets().key(*seat).is_some()).collect()
        };
        let mut join = self.shared.join();
        seats
            .into_iter()
            .filter_map(|(seat, name)| Some(JoinCode { seat, name, code: join.show(seat).ok()? }))
            .collect()
    }

    /// The join codes shown now (a revoked seat's replaced), in
    /// seat order.
    pub fn join_codes(&self) -> Vec<JoinCode> {
        let names: Vec<(u8, String)> = { self.shared.lock().seats() };
        let join = self.shared.join();
        names
            .into_iter()
            .filter_map(|(seat, name)| Some(JoinCode { seat, name, code: join.shown().get(&seat)?.clone() }))
            .collect()
    }

    /// How many accepted changes wait for their save (they are neither
    /// answered nor shown until it is on disk).
    pub fn unsaved(&self) -> u64 {
        self.shared.lock().unsaved()
    }

    /// The last phone move refused because its save failed, if any.
    pub fn last_failed_save(&self) -> Option<FailedSave> {
        self.shared.failed_save.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    /// Every join code stops working (the host no longer shows them).
    pub fn hide_join_codes(&self) {
        self.shared.join().hide_all();
    }

    /// The host's secret, for `/api/host/*` (revealing real cards, revoking
    /// a link).
    pub fn host_key(&self) -> String {
        self.shared.lock().secrets().host.as_str().to_string()
    }

    /// Reads the game (briefly: phones wait while `f` runs).
    pub fn with_log<R>(&self, f: impl FnOnce(&Log<G>) -> R) -> R {
        f(self.shared.lock().log())
    }

    /// The names of the players the table waits for now (the host's
    /// "waiting for"), in seat order.
    pub fn waiting_for(&self) -> Vec<String> {
        let host = self.shared.lock();
        G::waiting_for(host.log())
    }

    /// Whether each tracked seat's phone is here (its page open), in
    /// set-up order: the host screen says who has joined.
    pub fn presence(&self) -> Vec<(u8, Presence)> {
        let seats = self.shared.lock().seats();
        let connections = self.shared.connections();
        seats.into_iter().map(|(seat, _)| (seat, connections.presence(seat))).collect()
    }

    /// Grows at every change; the desktop app repaints when it moves.
    pub fn version(&self) -> u64 {
        *self.shared.changed.borrow()
    }

    /// Applies a host action (real cards revealed, a card taken at the
    /// table, the solo reshuffle) through the engine, saves, and tells the
    /// phones.
    pub fn apply(&self, action: G::Action) -> Result<(), HostError<G>> {
        server::host_apply(&self.shared, action)
    }

    /// Changes the game on the host itself (a seat played on the desktop
    /// while the phones play): see the host's `update`. The phones are
    /// told when it changed.
    pub fn update<R>(&self, change: impl FnOnce(&mut Log<G>) -> R) -> Updated<R, G> {
        let mut host = self.shared.lock();
        let (value, ticket) = host.update(change);
        // Answered once on disk, as a phone's move is (the saver tells the phones).
        let (host, saved) = self.shared.wait_saved(host, ticket);
        drop(host);
        Updated { value, changed: ticket.is_some() && saved.is_ok(), saved }
    }

    /// Plays `log` at this table next ("Play again"), saved at `save_to`:
    /// see the host's `replace_game`. Waits for what is staged of the
    /// game played to be written first; the phones are told at once.
    pub fn new_game(&self, log: Log<G>, save_to: Option<PathBuf>) -> Result<(), HostError<G>> {
        let mut host = self.shared.lock();
        // The last moves of the game played reach its file before the
        // table moves on (the saver writes to the path it was given).
        self.shared.wake_saver.notify_one();
        while host.unsaved() > 0 {
            host = self.shared.saved.wait(host).unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        host.replace_game(log, save_to)?;
        let version = host.version();
        drop(host);
        // Codes shown for the game played would lead to the same seats:
        // they stay as they are.
        self.shared.notify(version);
        Ok(())
    }

    /// Gives a seat a new secret, and a new join code when it shows one:
    /// its old link and code stop working at once, once the new secret is
    /// saved (when it cannot be, nothing changed).
    pub fn revoke(&self, seat: u8) -> Result<SeatLink, HostError<G>> {
        let mut host = self.shared.lock();
        let key = self.shared.revoke(&mut host, seat)?;
        let version = host.version();
        let name = host.seat_name(seat).unwrap_or_default();
        drop(host);
        self.shared.notify(version);
        Ok(SeatLink { seat, name, url: self.shared.link(seat, &key) })
    }

    /// Stops serving: event streams end, the listener closes, and this
    /// returns once the server's threads are gone.
    pub fn shutdown(mut self) {
        self.stop_now();
    }

    fn stop_now(&mut self) {
        self.shared.closing.send_replace(true);
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        // Nothing is staged any more but what the saver still writes.
        if let Some(saver) = self.saver.take() {
            self.shared.stop_saver();
            let _ = saver.join();
        }
    }
}

impl<G: TableGame> Drop for TableHandle<G> {
    fn drop(&mut self) {
        self.stop_now();
    }
}
