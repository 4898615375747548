//! The review screen's job: the review of one sheet is computed on its own
//! thread (it takes seconds on Isla Grande), so the window never freezes;
//! the screen shows a spinner until it is done. The review has a time limit
//! ([`REVIEW_TIME_LIMIT`]) and stops when the screen is left; its search
//! holds a fixed number of lines, so no sheet can make it exhaust memory.

use crate::app::TrailpadApp;
use crate::games::tucana::coach::{Review, ReviewBudget, review_until};
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::Sheet;
use crate::ui::tucana::review::{ReviewIntent, ReviewOutcome, ReviewScreen, review_ui};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::time::Duration;

/// How long a review may search (the app's and `trailpad review`'s
/// default): past it, the best line so far and the turns weighed by then
/// are shown, and the screen says the review was cut short.
pub(crate) const REVIEW_TIME_LIMIT: Duration = Duration::from_secs(60);

/// The stop flag of one review: set once its time limit has passed, or as
/// soon as this is dropped (the review screen left, or the review done).
pub(crate) struct ReviewClock {
    stop: Arc<AtomicBool>,
    /// Dropping it wakes the watch thread, which then sets the flag.
    _alive: Sender<()>,
}

impl ReviewClock {
    /// Starts the clock: a thread waits `limit` (or until the clock is
    /// dropped) and then sets the flag.
    pub(crate) fn start(limit: Duration) -> ReviewClock {
        let stop = Arc::new(AtomicBool::new(false));
        let (alive, dropped) = std::sync::mpsc::channel::<()>();
        let flag = Arc::clone(&stop);
        // Without the thread there is no time limit, only the state budget.
        let _ = std::thread::Builder::new().name("review-clock".into()).spawn(move || {
            let _ = dropped.recv_timeout(limit);
            flag.store(true, Ordering::Relaxed);
        });
        ReviewClock { stop, _alive: alive }
    }

    /// The flag the review watches.
    pub(crate) fn flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

/// The review screen and the thread computing its review.
pub(in crate::app) struct ReviewSlot {
    pub(in crate::app) screen: ReviewScreen,
    job: Option<Receiver<Result<Review, String>>>,
    /// Dropped with the slot: leaving the screen stops the review.
    _clock: ReviewClock,
}

impl ReviewSlot {
    /// Starts reviewing `seat` of `record` on its own thread.
    fn start(record: TucanaRecord, sheet: Arc<Sheet>, seat: u8, budget: ReviewBudget) -> ReviewSlot {
        let (send, receive) = std::sync::mpsc::channel();
        let (r, s) = (record.clone(), Arc::clone(&sheet));
        let clock = ReviewClock::start(REVIEW_TIME_LIMIT);
        let stop = clock.flag();
        let spawned = std::thread::Builder::new().name("review".into()).spawn(move || {
            let outcome = review_until(&r, &s, seat, budget, &stop).map_err(|e| e.to_string());
            // The screen may be gone: then nobody waits for it.
            let _ = send.send(outcome);
        });
        let mut screen = ReviewScreen::new(record, sheet, seat);
        let job = match spawned {
            Ok(_) => Some(receive),
            Err(e) => {
                screen.outcome = ReviewOutcome::Failed(e.to_string());
                None
            }
        };
        ReviewSlot { screen, job, _clock: clock }
    }

    /// Takes the review once it is done.
    fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        match job.try_recv() {
            Ok(Ok(review)) => {
                self.screen.ready(review);
                self.job = None;
            }
            Ok(Err(why)) => {
                self.screen.outcome = ReviewOutcome::Failed(why);
                self.job = None;
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => {
                self.screen.outcome = ReviewOutcome::Failed("the review stopped".into());
                self.job = None;
            }
        }
    }
}

impl TrailpadApp {
    /// Draws the review screen when one is open; whether it was drawn (then
    /// it is the whole window this frame).
    pub(in crate::app) fn review_frame(
        &mut self,
        ui: &mut egui::Ui,
        intents: &mut Vec<crate::app::Intent>,
    ) -> bool {
        let Some(slot) = &mut self.review else { return false };
        slot.poll();
        if let Some(i) = review_ui(ui, &mut slot.screen) {
            intents.push(crate::app::Intent::from(i));
        }
        true
    }

    /// Applies what was asked about a review.
    pub(in crate::app) fn apply_review(&mut self, intent: ReviewIntent) {
        match intent {
            ReviewIntent::OpenRunning(seat) => {
                let Some(play) = self.running.as_deref().and_then(crate::app::own::<crate::app::TucanaPlay>)
                else {
                    return;
                };
                let game = play.log.game();
                if game.is_over() {
                    let slot = ReviewSlot::start(
                        play.log.record().clone(),
                        Arc::clone(game.sheet_arc()),
                        seat,
                        self.review_budget,
                    );
                    self.review = Some(Box::new(slot));
                }
            }
            ReviewIntent::OpenViewed(seat) => {
                let viewed = self.history().and_then(|h| h.viewer.as_ref());
                let Some(log) = viewed.and_then(crate::app::running::viewed_log::<TucanaGame>) else {
                    return;
                };
                if log.game().is_over() {
                    let slot = ReviewSlot::start(
                        log.record().clone(),
                        Arc::clone(log.game().sheet_arc()),
                        seat,
                        self.review_budget,
                    );
                    self.review = Some(Box::new(slot));
                }
            }
            ReviewIntent::Close => self.review = None,
            ReviewIntent::ShowTurn(turn) => {
                if let Some(slot) = &mut self.review {
                    slot.screen.show_turn(turn);
                }
            }
        }
    }

    /// The review's budget: the standard one, or a smaller one (tests).
    pub fn with_review_budget(mut self, budget: ReviewBudget) -> TrailpadApp {
        self.review_budget = budget;
        self
    }

    /// Whether the review screen is open.
    pub fn is_reviewing(&self) -> bool {
        self.review.is_some()
    }
}
