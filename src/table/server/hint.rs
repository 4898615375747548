//! `POST /api/seat/<n>/hint`: a coached seat's phone asks the coach (see
//! [`crate::table::tucana::coach`]).
//!
//! - **Checked first**, under the lock and before any work: the seat's
//!   secret (403), that the coach is for this seat (403), that it has a
//!   trail to choose now (409: no cards yet, nothing to draw, game over).
//! - **Computed off the async workers**, on tokio's blocking pool, with
//!   the desktop's coach, seed and budget. **One hint per seat at a time:**
//!   more taps for the same seat wait for the one under way; the last one
//!   computed is kept, so asking again for the same position costs nothing.
//!   A hint whose position changed while it was computed is computed again
//!   for the new position (a few times at most; then the phone is asked to
//!   try again, 503).
//! - **Written, then answered:** the seat's `Coached` action goes into the
//!   record once per turn, staged and saved with the moves by the table's
//!   saver, as the desktop writes it when it shows a hint; the phone gets
//!   its three suggestions (and its state) only once that save is on disk.
//!   A save that fails refuses the hint (503) like a move.

use super::{Access, ApiError, Shared, authorize, host_error, json_ok};
use crate::games::tucana::coach::{self, Budget, Hint, HintError, record_seed};
use crate::games::tucana::rules::{Action, TucanaGame};
use crate::i18n::Translator;
use crate::table::tucana::coach::{HintRefusal, HintView, hint_view, nothing_to_choose, position};
use crate::table::tucana::view::{self, SeatState};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, PoisonError};
use std::time::Duration;
use tokio::sync::watch;

/// How many times a hint is computed afresh because the game changed under
/// it before the phone is asked to try again.
const ATTEMPTS: usize = 4;

/// The longest a phone waits for one computation (a debug build on a busy
/// machine takes a few seconds; a release build under a tenth of one).
const LONGEST: Duration = Duration::from_secs(90);

/// A computed hint, shared by every tap that waited for it.
type Answer = Arc<Result<Hint, HintError>>;

/// Each coached seat's hint: the one under way, or the last one computed.
#[derive(Debug, Default)]
pub(in crate::table) struct Hints {
    seats: HashMap<u8, Slot>,
}

#[derive(Debug)]
enum Slot {
    /// On the blocking pool (for whichever position): `done` gets it, or
    /// closes if it panicked.
    Computing { done: watch::Receiver<Option<Answer>> },
    /// Computed for `position`.
    Ready { position: String, hint: Answer },
}

/// What a phone gets: the three suggestions, and its seat's state with the
/// hint written into the record.
#[derive(Debug, Serialize)]
struct HintReply {
    hint: HintView,
    state: SeatState,
}

impl Shared<TucanaGame> {
    fn hints(&self) -> std::sync::MutexGuard<'_, Hints> {
        // Slots are replaced whole: keep using them after a panic.
        self.hints.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn refused(refusal: HintRefusal, game: &TucanaGame, t: &Translator) -> ApiError {
    let status = match refusal {
        HintRefusal::NotCoached(_) => StatusCode::FORBIDDEN,
        HintRefusal::GameOver | HintRefusal::NoOpenTurn | HintRefusal::NothingToDraw(_) => {
            StatusCode::CONFLICT
        }
        HintRefusal::MovedOn | HintRefusal::Stopped => StatusCode::SERVICE_UNAVAILABLE,
    };
    ApiError { status, message: refusal.words(game, t) }
}

/// The seat's position now (the game on disk, which the phones are shown)
/// and a copy of that game to weigh, or why it gets no hint.
fn open_position(
    shared: &Shared<TucanaGame>,
    seat: u8,
    t: &Translator,
) -> Result<(String, u64, TucanaGame), ApiError> {
    let host = shared.lock();
    // The game the phones see: on disk.
    let log = host.log();
    let game = log.game();
    if !log.record().coaches(seat) {
        return Err(refused(HintRefusal::NotCoached(seat), game, t));
    }
    if let Some(refusal) = nothing_to_choose(game, seat) {
        return Err(refused(refusal, game, t));
    }
    Ok((position(log, seat), record_seed(&log.record().actions, seat), game.clone()))
}

/// The hint for `position`: the one kept, else the one under way, else a
/// new one started on the blocking pool. `None` when the seat's slot holds
/// another position's hint that is still being computed: wait for it, then
/// look again.
fn kept_or_started(
    shared: &Arc<Shared<TucanaGame>>,
    seat: u8,
    position: &str,
    seed: u64,
    game: TucanaGame,
) -> Result<Answer, watch::Receiver<Option<Answer>>> {
    let mut hints = shared.hints();
    match hints.seats.get(&seat) {
        Some(Slot::Ready { position: p, hint }) if p == position => return Ok(Arc::clone(hint)),
        Some(Slot::Computing { done, .. }) => return Err(done.clone()),
        Some(Slot::Ready { .. }) | None => {}
    }
    let (send, done) = watch::channel(None);
    hints.seats.insert(seat, Slot::Computing { done: done.clone() });
    drop(hints);
    let computing = tokio::task::spawn_blocking(move || coach::hint(&game, seat, seed, Budget::STANDARD));
    let shared = Arc::clone(shared);
    let position = position.to_string();
    // Kept by the table, not by the tap: a phone that goes away does not
    // leave its seat's slot busy.
    tokio::spawn(async move {
        let answer = computing.await.ok().map(Arc::new);
        let mut hints = shared.hints();
        match &answer {
            Some(hint) => {
                hints.seats.insert(seat, Slot::Ready { position, hint: Arc::clone(hint) });
            }
            None => {
                hints.seats.remove(&seat);
            }
        }
        drop(hints);
        // Nobody may be waiting any more.
        let _ = send.send(answer);
    });
    Err(done)
}

/// The coach's answer for `seat`, once written into the record.
async fn answer(shared: &Arc<Shared<TucanaGame>>, seat: u8, t: &Translator) -> Result<Response, ApiError> {
    for _ in 0..ATTEMPTS {
        let (position, seed, game) = open_position(shared, seat, t)?;
        let hint = match kept_or_started(shared, seat, &position, seed, game.clone()) {
            Ok(hint) => hint,
            Err(mut done) => {
                let waited = tokio::time::timeout(LONGEST, done.wait_for(Option::is_some)).await;
                if !matches!(waited, Ok(Ok(_))) {
                    return Err(refused(HintRefusal::Stopped, &game, t));
                }
                // The position may have changed meanwhile: look again.
                continue;
            }
        };
        let hint = match hint.as_ref() {
            Ok(hint) => hint,
            // Checked before: only a game that changed under it refuses.
            Err(refused_by_coach) => return Err(refused(HintRefusal::from(*refused_by_coach), &game, t)),
        };
        if let Some(reply) = write_and_answer(shared, seat, &position, hint, t)? {
            return Ok(reply);
        }
    }
    let game = shared.lock().log().game().clone();
    Err(refused(HintRefusal::MovedOn, &game, t))
}

/// Writes the seat's `Coached` action (once per turn) through the grouped
/// save and words the answer, when the position is still `wanted`;
/// `None` when the game moved on (the hint is stale).
fn write_and_answer(
    shared: &Shared<TucanaGame>,
    seat: u8,
    wanted: &str,
    hint: &Hint,
    t: &Translator,
) -> Result<Option<Response>, ApiError> {
    // The save is waited for off this worker's other tasks, as a move's.
    tokio::task::block_in_place(|| {
        let mut host = shared.lock();
        if position(host.log(), seat) != wanted {
            return Ok(None);
        }
        let staged = if host.log().record().asked_coach_this_turn(seat) {
            Ok(None)
        } else if host.latest().record().asked_coach_this_turn(seat) {
            // Another tap wrote it: answered, like that one, once on disk.
            Ok(host.newest_unsaved())
        } else {
            host.host_action(Action::Coached { seat })
        };
        let (host, result) = match staged {
            Ok(ticket) => shared.wait_saved(host, ticket),
            Err(e) => (host, Err(e)),
        };
        if let Err(e) = &result {
            let refusal = host_error(&host, e, t);
            drop(host);
            shared.say_on_console(e);
            shared.note_failed_save(seat, e);
            return Err(refusal);
        }
        // Moves saved together with it may have moved the game on: the
        // answer is for the position the phone is shown, or none.
        if position(host.log(), seat) != wanted {
            return Ok(None);
        }
        let Some(state) = view::seat_state(host.log(), seat, host.epoch(), host.version(), t, &shared.people)
        else {
            return Err(super::forbidden(t));
        };
        let hint = hint_view(host.log().game(), hint, wanted.to_string(), t);
        Ok(Some(json_ok(&HintReply { hint, state })))
    })
}

/// `POST /api/seat/<n>/hint` (no body).
pub(in crate::table) async fn hint(
    State(shared): State<Arc<Shared<TucanaGame>>>,
    Path(seat): Path<String>,
    Query(access): Query<Access>,
) -> Result<Response, ApiError> {
    let (seat, t) = authorize(&shared, &seat, &access)?;
    answer(&shared, seat, &t).await
}
