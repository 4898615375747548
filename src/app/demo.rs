//! The demo games behind `TRAILPAD_DEMO` (screenshots), opened in the app.

use super::TrailpadApp;
use crate::demo::{demo_log_named, demo_names};
use crate::i18n::Language;
use crate::ui::tucana::play::GameIntent;

/// The environment variable that names a demo game to open.
pub const DEMO_ENV: &str = "TRAILPAD_DEMO";

/// The app for `TRAILPAD_DEMO`, if it names a demo, speaking `language`
/// (set before the last action is replayed, so its announcement is in that
/// language too).
pub fn app_from_env(language: Language) -> Option<TrailpadApp> {
    let name = std::env::var(DEMO_ENV).ok()?;
    if name.starts_with("new-york") {
        return super::new_york::new_york_demo_app(&name, language);
    }
    // `…-bgstats`: the demo's final scores with "Log in BG Stats" open,
    // for a game started 47 minutes ago.
    let (name, bgstats) = match name.strip_suffix("-bgstats") {
        Some(name) => (name.to_string(), true),
        None => (name, false),
    };
    let mut log = demo_log_named(&name, demo_names(language))?;
    if bgstats {
        let now = crate::games::date::seconds_of(std::time::SystemTime::now());
        log = log.with_played_at(now.saturating_sub(47 * 60));
    }
    // The last action is taken back and done again through the app, so the
    // status line announces it as it would at the table.
    let last = log.undo()?;
    let mut app = TrailpadApp::with_game(log).with_language(language);
    if let Some(seat) = last.seat() {
        app.apply(GameIntent::ShowSeat(seat).into());
    }
    app.apply(GameIntent::Act(last).into());
    if name.starts_with("review") {
        // The review of the finished game's first sheet, on its worst turn.
        app.apply(super::Intent::from(crate::ui::tucana::review::ReviewIntent::OpenRunning(1)));
    }
    if bgstats && let Some(play) = app.running.as_deref_mut().and_then(super::own_mut::<super::TucanaPlay>) {
        play.state.show_scores = true;
        let mut panel = crate::ui::bgstats::BgStatsPanel::new(crate::export::plays::play_of(
            play.log.record(),
            play.log.game(),
        ));
        panel.open = true;
        play.state.end.bgstats = Some(panel);
    }
    Some(app)
}
