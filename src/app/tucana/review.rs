//! The review screen's job: the review of one sheet is computed on its own
//! thread (it takes seconds on Isla Grande), so the window never freezes;
//! the screen shows a spinner until it is done. The review has a time limit
//! ([`REVIEW_TIME_LIMIT`]) and stops when the screen is left; its search
//! holds a fixed number of lines, so no sheet can make it exhaust memory.
//! The longer search a person may then ask for runs the same way on its
//! own thread ([`LONGER_SEARCH_TIME_LIMIT`]) while the review stays shown.

use crate::app::TrailpadApp;
use crate::games::tucana::coach::{Review, ReviewBudget, review_until};
use crate::games::tucana::record::TucanaRecord;
use crate::games::tucana::rules::TucanaGame;
use crate::games::tucana::sheet::Sheet;
use crate::ui::tucana::review::{LongerSearch, ReviewIntent, ReviewOutcome, ReviewScreen, review_ui};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, TryRecvError};
use std::time::Duration;

/// How long a review may search (the app's and `trailpad review`'s
/// default): past it, the best line so far and the turns weighed by then
/// are shown, and the screen says the review was cut short.
pub(crate) const REVIEW_TIME_LIMIT: Duration = Duration::from_secs(60);

/// How long the longer search a person asks for may run: it takes about
/// half a minute on a solo Isla Grande game here (about two minutes on the
/// island of every `+`); a slower machine, or a person who stops it, keeps
/// its best line so far.
pub(crate) const LONGER_SEARCH_TIME_LIMIT: Duration = Duration::from_secs(300);

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

    /// Stops the review now, as its time limit would: it ends with its
    /// best line so far.
    pub(crate) fn stop_now(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A review computed on its own thread, and the clock that stops it.
struct ReviewJob {
    done: Receiver<Result<Review, String>>,
    /// Dropped with the job: leaving the screen stops the review.
    clock: ReviewClock,
}

impl ReviewJob {
    /// Starts reviewing `seat` of `record` with `budget` within `limit`.
    fn start(
        record: &TucanaRecord,
        sheet: &Arc<Sheet>,
        seat: u8,
        budget: ReviewBudget,
        limit: Duration,
    ) -> Result<ReviewJob, String> {
        let (send, done) = std::sync::mpsc::channel();
        let (r, s) = (record.clone(), Arc::clone(sheet));
        let clock = ReviewClock::start(limit);
        let stop = clock.flag();
        std::thread::Builder::new()
            .name("review".into())
            .spawn(move || {
                let outcome = review_until(&r, &s, seat, budget, &stop).map_err(|e| e.to_string());
                // The screen may be gone: then nobody waits for it.
                let _ = send.send(outcome);
            })
            .map_err(|e| e.to_string())?;
        Ok(ReviewJob { done, clock })
    }

    /// The review once it is done (or why there is none).
    fn poll(&self) -> Option<Result<Review, String>> {
        match self.done.try_recv() {
            Ok(outcome) => Some(outcome),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err("the review stopped".into())),
        }
    }
}

/// The review screen and the threads computing its review and, when
/// asked, the longer search.
pub(in crate::app) struct ReviewSlot {
    pub(in crate::app) screen: ReviewScreen,
    job: Option<ReviewJob>,
    longer: Option<ReviewJob>,
}

impl ReviewSlot {
    /// Starts reviewing `seat` of `record` on its own thread.
    fn start(record: TucanaRecord, sheet: Arc<Sheet>, seat: u8, budget: ReviewBudget) -> ReviewSlot {
        let job = ReviewJob::start(&record, &sheet, seat, budget, REVIEW_TIME_LIMIT);
        let mut screen = ReviewScreen::new(record, sheet, seat);
        let job = match job {
            Ok(job) => Some(job),
            Err(why) => {
                screen.outcome = ReviewOutcome::Failed(why);
                None
            }
        };
        ReviewSlot { screen, job, longer: None }
    }

    /// Starts the longer search, once the review is shown and only once.
    fn search_longer(&mut self, budget: ReviewBudget) {
        if !matches!(self.screen.outcome, ReviewOutcome::Ready(_))
            || self.screen.longer != LongerSearch::Offered
        {
            return;
        }
        let s = &self.screen;
        match ReviewJob::start(&s.record, &s.sheet, s.seat, budget, LONGER_SEARCH_TIME_LIMIT) {
            Ok(job) => {
                self.longer = Some(job);
                self.screen.longer = LongerSearch::Searching;
            }
            Err(why) => self.screen.longer = LongerSearch::Failed(why),
        }
    }

    /// Asks the longer search to stop: it ends with its best line so far,
    /// which [`ReviewSlot::poll`] then takes as any other end.
    fn stop_longer(&mut self) {
        if let Some(job) = &self.longer {
            job.clock.stop_now();
            self.screen.longer_stopping();
        }
    }

    /// Takes the review, and the longer search's, once done.
    fn poll(&mut self) {
        if let Some(outcome) = self.job.as_ref().and_then(ReviewJob::poll) {
            match outcome {
                Ok(review) => self.screen.ready(review),
                Err(why) => self.screen.outcome = ReviewOutcome::Failed(why),
            }
            self.job = None;
        }
        if let Some(outcome) = self.longer.as_ref().and_then(ReviewJob::poll) {
            self.screen.longer_done(outcome);
            self.longer = None;
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
            ReviewIntent::SearchLonger => {
                let budget = self.deep_review_budget;
                if let Some(slot) = &mut self.review {
                    slot.search_longer(budget);
                }
            }
            ReviewIntent::StopLongerSearch => {
                if let Some(slot) = &mut self.review {
                    slot.stop_longer();
                }
            }
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

    /// The longer search's budget: [`ReviewBudget::DEEP`], or a smaller
    /// one (tests).
    pub fn with_deep_review_budget(mut self, budget: ReviewBudget) -> TrailpadApp {
        self.deep_review_budget = budget;
        self
    }

    /// Whether the review screen is open.
    pub fn is_reviewing(&self) -> bool {
        self.review.is_some()
    }
}
