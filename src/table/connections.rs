//! The table's connections, accepted by its own loop rather than
//! `axum::serve`, so that nobody on the network can lock the phones out:
//!
//! - a request's headers must arrive within [`HEADER_READ_TIMEOUT`] (a
//!   phone sends them at once); the same timer closes a kept-alive
//!   connection that sends no next request (the idle timeout);
//! - at most [`MAX_CONNECTIONS`] connections are open besides the event
//!   streams; when one more arrives, the oldest that has not finished its
//!   first request's headers (else the oldest that is not an event stream)
//!   is closed to make room: a phone's fresh request is served while junk
//!   connections are open;
//! - an authorized event stream leaves that pool for its seat's own room,
//!   [`STREAMS_PER_SEAT`] streams a seat, so junk never crowds out the live
//!   updates. A seat's newest streams are kept: the oldest is told it was
//!   superseded (its page says the seat is open on another device and
//!   waits for a tap instead of reconnecting, which would push out
//!   another tab in turn, and so on for ever).
//!
//! The numbers keep the server well under a 256 open-files limit.
//!
//! The same map tells the host whose phone is here ([`Presence`]): a seat
//! whose event stream is open has joined; one whose streams all closed
//! has left.

use super::server::Shared;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::oneshot;

/// How long a connection may take to send a request's headers, and to send
/// the next request on a kept-alive connection.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(4);

/// Connections open at once besides the seats' event streams.
pub const MAX_CONNECTIONS: usize = 128;

/// Event streams kept open per seat (a phone and a second tab or two).
pub const STREAMS_PER_SEAT: usize = 4;

/// How long a stopping server waits for its connections to end.
const DRAIN: Duration = Duration::from_secs(2);

/// A connection's number, in the order they were accepted (older first);
/// each request carries its connection's, so that an event stream can
/// move its connection to its seat's room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct ConnId(u64);

/// The address a request came from (join codes count wrong guesses by it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Peer(pub std::net::IpAddr);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Accepted; its first request's headers are not all there yet.
    Fresh,
    /// Has sent a request: a phone (or a client that at least speaks HTTP).
    Served,
    /// An authorized event stream of this seat.
    Stream(u8),
}

#[derive(Debug)]
struct Conn {
    kind: Kind,
    /// Dropping it closes the connection.
    _cut: oneshot::Sender<()>,
    /// An event stream's: tells it a newer stream of its seat took its
    /// place.
    superseded: Option<oneshot::Sender<()>>,
}

/// Whether a seat's phone is at the table, as its event streams tell:
/// the phone page opens one as soon as it is shown, and keeps it open
/// while it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    /// No page of the seat's link has been opened yet (or since its link
    /// was replaced).
    NotJoined,
    /// A page of the seat's link is open now.
    Joined,
    /// A page was open and every one has closed since (the phone went to
    /// sleep, its browser closed, or the network dropped it).
    Left,
}

/// The open connections.
#[derive(Debug, Default)]
pub(super) struct Connections {
    next: u64,
    open: HashMap<ConnId, Conn>,
    /// The seats that have had an event stream since their link was made.
    joined: HashSet<u8>,
}

impl Connections {
    /// Takes a new connection, closing another first when the pool is
    /// full; `cut` is dropped to close it.
    fn admit(&mut self, cut: oneshot::Sender<()>) -> ConnId {
        let pooled = self.open.values().filter(|c| !matches!(c.kind, Kind::Stream(_))).count();
        if pooled >= MAX_CONNECTIONS {
            let oldest =
                |kind: Kind| self.open.iter().filter(|(_, c)| c.kind == kind).map(|(id, _)| *id).min();
            if let Some(victim) = oldest(Kind::Fresh).or_else(|| oldest(Kind::Served)) {
                self.open.remove(&victim);
            }
        }
        let id = ConnId(self.next);
        self.next += 1;
        self.open.insert(id, Conn { kind: Kind::Fresh, _cut: cut, superseded: None });
        id
    }

    /// The connection has sent a request's headers.
    fn served(&mut self, id: ConnId) {
        if let Some(conn) = self.open.get_mut(&id).filter(|c| c.kind == Kind::Fresh) {
            conn.kind = Kind::Served;
        }
    }

    /// The connection now carries `seat`'s authorized event stream: it
    /// leaves the pool, and the seat's oldest stream beyond
    /// [`STREAMS_PER_SEAT`] is told it was superseded (it ends, and its
    /// connection goes back to the pool; one that cannot be told is
    /// closed). What tells this stream the same, in its turn.
    pub(super) fn make_stream(&mut self, id: ConnId, seat: u8) -> Option<oneshot::Receiver<()>> {
        let conn = self.open.get_mut(&id)?;
        conn.kind = Kind::Stream(seat);
        self.joined.insert(seat);
        let (superseded, told) = oneshot::channel();
        conn.superseded = Some(superseded);
        let mut streams: Vec<ConnId> =
            self.open.iter().filter(|(_, c)| c.kind == Kind::Stream(seat)).map(|(id, _)| *id).collect();
        streams.sort_unstable();
        let extra = streams.len().saturating_sub(STREAMS_PER_SEAT);
        for old in &streams[..extra] {
            let Some(conn) = self.open.get_mut(old) else { continue };
            conn.kind = Kind::Served;
            if conn.superseded.take().is_none_or(|tell| tell.send(()).is_err()) {
                self.open.remove(old);
            }
        }
        Some(told)
    }

    fn close(&mut self, id: ConnId) {
        self.open.remove(&id);
    }

    /// The event stream on connection `id` ended (its page closed, or it
    /// was told it was superseded): the connection, kept alive, goes back
    /// to the pool.
    pub(super) fn end_stream(&mut self, id: ConnId) {
        if let Some(conn) = self.open.get_mut(&id).filter(|c| matches!(c.kind, Kind::Stream(_))) {
            conn.kind = Kind::Served;
            conn.superseded = None;
        }
    }

    /// Whether `seat`'s phone is here: an event stream of its own is open.
    pub(super) fn presence(&self, seat: u8) -> Presence {
        if self.open.values().any(|c| c.kind == Kind::Stream(seat)) {
            Presence::Joined
        } else if self.joined.contains(&seat) {
            Presence::Left
        } else {
            Presence::NotJoined
        }
    }

    /// `seat` has a new link: nobody has joined with it yet (the old
    /// link's streams end at the table's next change).
    pub(super) fn new_link(&mut self, seat: u8) {
        self.joined.remove(&seat);
    }

    /// How many connections are open (event streams included).
    pub(super) fn len(&self) -> usize {
        self.open.len()
    }
}

/// Accepts and serves connections until `stopped`, then lets them end
/// (event streams end as the server closes) for at most [`DRAIN`].
pub(super) async fn serve<G: super::game::TableGame>(
    listener: TcpListener,
    app: Router,
    shared: Arc<Shared<G>>,
    mut stopped: oneshot::Receiver<()>,
) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => (stream, peer),
                // Out of open files (or a connection reset before it was
                // taken): the kernel keeps the others queued; try again.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut stopped => break,
        };
        let (stream, peer) = stream;
        let _ = stream.set_nodelay(true);
        let (cut, was_cut) = oneshot::channel();
        let id = shared.connections().admit(cut);
        let router = TowerToHyperService::new(app.clone());
        let marks = Arc::clone(&shared);
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            marks.connections().served(id);
            request.extensions_mut().insert(id);
            request.extensions_mut().insert(Peer(peer.ip()));
            hyper::service::Service::call(&router, request)
        });
        let connection = http.serve_connection(TokioIo::new(stream), service);
        let mut closing = shared.closing.subscribe();
        let ended = Arc::clone(&shared);
        tokio::spawn(async move {
            tokio::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => {}
                _ = was_cut => {}
                // The guard `wait_for` returns is dropped at once.
                () = async { drop(closing.wait_for(|c| *c).await) } => {
                    connection.as_mut().graceful_shutdown();
                    let _ = connection.await;
                }
            }
            ended.connections().close(id);
        });
    }
    drop(listener);
    // Bounded: at most DRAIN / 20 ms rounds.
    let deadline = tokio::time::Instant::now() + DRAIN;
    while shared.connections().len() > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn admit(c: &mut Connections) -> (ConnId, oneshot::Receiver<()>) {
        let (cut, was_cut) = oneshot::channel();
        (c.admit(cut), was_cut)
    }

    #[test]
    fn a_full_pool_closes_the_oldest_silent_connection_and_never_a_stream() {
        let mut c = Connections::default();
        let (stream, mut stream_cut) = admit(&mut c);
        c.served(stream);
        let _told = c.make_stream(stream, 1);
        let (phone, mut phone_cut) = admit(&mut c);
        c.served(phone);
        let mut junk: Vec<_> = (1..MAX_CONNECTIONS).map(|_| admit(&mut c)).collect();
        assert_eq!(c.len(), MAX_CONNECTIONS + 1, "the pool is full, the stream beside it");
        let (newcomer, _) = admit(&mut c);
        assert_eq!(c.len(), MAX_CONNECTIONS + 1);
        assert!(
            junk[0].1.try_recv().is_err_and(|e| e == oneshot::error::TryRecvError::Closed),
            "the oldest junk went"
        );
        assert!(
            junk[1].1.try_recv().is_err_and(|e| e == oneshot::error::TryRecvError::Empty),
            "the next stays"
        );
        assert_eq!(phone_cut.try_recv(), Err(oneshot::error::TryRecvError::Empty), "the phone stays");
        assert_eq!(stream_cut.try_recv(), Err(oneshot::error::TryRecvError::Empty), "the stream stays");
        assert!(c.open.contains_key(&newcomer));
        // Only phones left in the pool: the oldest of them makes room.
        for (id, _) in &junk[1..] {
            c.served(*id);
        }
        c.served(newcomer);
        let _ = admit(&mut c);
        assert_eq!(
            phone_cut.try_recv(),
            Err(oneshot::error::TryRecvError::Closed),
            "the oldest served one went"
        );
        assert_eq!(stream_cut.try_recv(), Err(oneshot::error::TryRecvError::Empty), "never the stream");
    }

    #[test]
    fn a_seat_has_joined_while_a_stream_of_its_own_is_open_and_left_when_none_is() {
        let mut c = Connections::default();
        assert_eq!(c.presence(1), Presence::NotJoined, "no page opened yet");
        let (page, _) = admit(&mut c);
        c.served(page);
        assert_eq!(c.presence(1), Presence::NotJoined, "a request that is not a stream is not a phone here");
        let (phone, _) = admit(&mut c);
        let _told = c.make_stream(phone, 1);
        let (tab, _) = admit(&mut c);
        let _tab_told = c.make_stream(tab, 1);
        assert_eq!((c.presence(1), c.presence(2)), (Presence::Joined, Presence::NotJoined));
        c.end_stream(phone);
        assert_eq!(c.presence(1), Presence::Joined, "a second tab is still open");
        c.close(tab);
        assert_eq!(c.presence(1), Presence::Left, "every page of the seat closed");
        c.new_link(1);
        assert_eq!(c.presence(1), Presence::NotJoined, "nobody has opened the new link");
    }

    #[test]
    fn a_seat_keeps_its_newest_streams_and_tells_the_oldest() {
        let mut c = Connections::default();
        let mut streams: Vec<_> = (0..=STREAMS_PER_SEAT).map(|_| admit(&mut c)).collect();
        let (other, mut other_cut) = admit(&mut c);
        let mut other_told = c.make_stream(other, 2).expect("open");
        let mut told: Vec<_> = streams.iter().map(|(id, _)| c.make_stream(*id, 1).expect("open")).collect();
        assert_eq!(told[0].try_recv(), Ok(()), "the seat's oldest is told it was superseded");
        assert_eq!(streams[0].1.try_recv(), Err(oneshot::error::TryRecvError::Empty), "and left to end");
        assert!(!matches!(c.open[&streams[0].0].kind, Kind::Stream(_)), "it is back in the pool");
        for ((_, cut), told) in streams[1..].iter_mut().zip(&mut told[1..]) {
            assert_eq!(cut.try_recv(), Err(oneshot::error::TryRecvError::Empty));
            assert_eq!(told.try_recv(), Err(oneshot::error::TryRecvError::Empty));
        }
        assert_eq!(other_cut.try_recv(), Err(oneshot::error::TryRecvError::Empty), "another seat's stays");
        assert_eq!(other_told.try_recv(), Err(oneshot::error::TryRecvError::Empty));
        // A stream that can no longer be told (its handler gone) is closed.
        drop(told.remove(1));
        let (newest, _) = admit(&mut c);
        let _newest_told = c.make_stream(newest, 1);
        assert_eq!(streams[1].1.try_recv(), Err(oneshot::error::TryRecvError::Closed));
    }
}
