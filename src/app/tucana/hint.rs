//! The coach's hint in the running game: asked for with the Hint button
//! (or H) on a coached seat's sheet, computed on a thread of its own so the
//! window never waits, and picked up by the frame that finds it done. A hint
//! for a position that has changed since it was asked for is dropped.

use crate::games::tucana::coach::{self, Budget, Hint, HintError, record_seed};
use crate::games::tucana::record::TucanaLog;
use crate::games::tucana::rules::Action;
use crate::ui::tucana::coach::CoachView;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

/// The position a hint is for: the seat and the coach's seed of the record
/// (which follows every action but the hints themselves).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintKey {
    seat: u8,
    seed: u64,
    actions: usize,
}

impl HintKey {
    /// The position of `seat` in `log` now.
    pub fn of(log: &TucanaLog, seat: u8) -> HintKey {
        let actions = &log.record().actions;
        let played = actions.iter().filter(|a| !matches!(a, Action::Coached { .. })).count();
        HintKey { seat, seed: record_seed(actions, seat), actions: played }
    }
}

/// Where the hint of the running game stands.
#[derive(Debug, Default)]
pub enum HintSlot {
    /// None asked for (or the one asked for was dropped).
    #[default]
    Idle,
    /// Being computed on its thread.
    Computing {
        /// The position it is for.
        key: HintKey,
        /// Where the thread sends it.
        done: Receiver<Result<Hint, HintError>>,
    },
    /// Computed for the position `key`.
    Shown {
        /// The position it is for.
        key: HintKey,
        /// The ranking, or why there is none.
        hint: Result<Hint, HintError>,
    },
}

impl HintSlot {
    /// Starts computing the hint for `seat`'s open turn (unless it is
    /// already computed or being computed for this very position). The
    /// window polls it each frame while it is computed.
    pub fn ask(&mut self, log: &TucanaLog, seat: u8, budget: Budget) {
        let key = HintKey::of(log, seat);
        if self.key() == Some(key) {
            return;
        }
        let game = log.game().clone();
        let (send, done) = channel();
        let seed = key.seed;
        std::thread::spawn(move || {
            // The window may have gone: nobody waits for the answer then.
            let _ = send.send(coach::hint(&game, seat, seed, budget));
        });
        *self = HintSlot::Computing { key, done };
    }

    /// The position of the hint kept here, if any.
    fn key(&self) -> Option<HintKey> {
        match self {
            HintSlot::Idle => None,
            HintSlot::Computing { key, .. } | HintSlot::Shown { key, .. } => Some(*key),
        }
    }

    /// Once a frame: drops a hint whose position has changed, and takes a
    /// finished one from its thread. Returns the seat whose hint has just
    /// been shown, to write that it was asked for.
    pub fn poll(&mut self, log: &TucanaLog) -> Option<u8> {
        let key = self.key()?;
        if HintKey::of(log, key.seat) != key {
            *self = HintSlot::Idle;
            return None;
        }
        let HintSlot::Computing { done, .. } = self else { return None };
        match done.try_recv() {
            Ok(hint) => {
                let shown = hint.is_ok().then_some(key.seat);
                *self = HintSlot::Shown { key, hint };
                shown
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                *self = HintSlot::Idle;
                None
            }
        }
    }

    /// Whether a hint is being computed (the window then keeps polling).
    pub fn computing(&self) -> bool {
        matches!(self, HintSlot::Computing { .. })
    }

    /// What the play screen shows for `seat`'s sheet.
    pub fn view(&self, seat: u8) -> CoachView<'_> {
        match self {
            HintSlot::Computing { key, .. } if key.seat == seat => CoachView::Thinking,
            HintSlot::Shown { key, hint } if key.seat == seat => match hint {
                Ok(hint) => CoachView::Ready(hint),
                Err(e) => CoachView::Failed(*e),
            },
            _ => CoachView::Idle,
        }
    }
}

/// Whether `seat` has asked for a hint in the turn open now: a hint is
/// written into the record once per open turn per seat.
pub fn asked_this_turn(log: &TucanaLog, seat: u8) -> bool {
    log.record().asked_coach_this_turn(seat)
}

/// How often the window looks for a hint being computed.
const POLL: std::time::Duration = std::time::Duration::from_millis(40);

impl crate::app::TrailpadApp {
    /// The running Tucana game's hints work within `budget` instead of
    /// the standard one (tests: the same screens, sooner).
    pub fn with_hint_budget(mut self, budget: Budget) -> crate::app::TrailpadApp {
        if let Some(play) =
            self.running.as_deref_mut().and_then(crate::app::own_mut::<crate::app::TucanaPlay>)
        {
            play.hint_budget = budget;
        }
        self
    }

    /// Holds the hint being computed for the running Tucana game
    /// unanswered: the coach's own answer is dropped, and the window shows
    /// the hint as asked and not yet answered until one is sent on the
    /// returned sender (while it lives). For tests that look at that
    /// state, which otherwise ends whenever the coach's thread does.
    /// `None` when no hint is being computed.
    pub fn hold_hint(&mut self) -> Option<std::sync::mpsc::Sender<Result<Hint, HintError>>> {
        let play = self.running.as_deref_mut().and_then(crate::app::own_mut::<crate::app::TucanaPlay>)?;
        let HintSlot::Computing { done, .. } = &mut play.hint else { return None };
        let (send, held) = channel();
        *done = held;
        Some(send)
    }

    /// Once a frame: takes a finished hint, writes that the seat asked for
    /// it (once per open turn), and keeps the frames coming while one is
    /// computed.
    pub(in crate::app) fn poll_hint(&mut self, ctx: &egui::Context) {
        let Some(play) = self.running.as_deref_mut().and_then(crate::app::own_mut::<crate::app::TucanaPlay>)
        else {
            return;
        };
        let shown = play.hint.poll(&play.log);
        if play.hint.computing() {
            ctx.request_repaint_after(POLL);
        }
        if let Some(seat) = shown
            && !asked_this_turn(&play.log, seat)
        {
            self.apply_game(crate::ui::tucana::play::GameIntent::Act(Action::Coached { seat }));
        }
    }
}
