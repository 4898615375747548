//! "When" in lists of games: "just now", "5 minutes ago", "yesterday", or
//! a date. Times are shown relative to now because that is what a table
//! remembers ("the game from yesterday"); older ones get a calendar date.

use crate::ui::lang::tr_args;
use egui::Ui;
use std::time::{Duration, SystemTime};

/// How long ago `then` was, as words in the UI's language.
pub fn when_text(ui: &Ui, then: Option<SystemTime>, now: SystemTime) -> String {
    let Some(then) = then else { return tr_args(ui, "when-unknown", &[]) };
    // A time ahead of now (a record dated 9999-12-31, a clock put back) is
    // no "just now": its date is shown, as written. A minute of clocks
    // disagreeing is forgiven.
    let ago = match now.duration_since(then) {
        Ok(ago) => ago.as_secs(),
        Err(ahead) if ahead.duration() < Duration::from_secs(60) => 0,
        Err(_) => return date_text(then),
    };
    let minutes = ago / 60;
    let hours = ago / 3600;
    let days = ago / 86_400;
    let n = |v: u64| -> i64 { i64::try_from(v).unwrap_or(i64::MAX) };
    if minutes < 1 {
        tr_args(ui, "when-just-now", &[])
    } else if hours < 1 {
        tr_args(ui, "when-minutes", &[("n", n(minutes).into())])
    } else if days < 1 {
        tr_args(ui, "when-hours", &[("n", n(hours).into())])
    } else if days < 7 {
        tr_args(ui, "when-days", &[("n", n(days).into())])
    } else {
        date_text(then)
    }
}

/// A calendar date, `2026-11-25` (UTC: the data folder records no time zone).
pub fn date_text(time: SystemTime) -> String {
    let secs = time.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days(i64::try_from(secs / 86_400).unwrap_or(0));
    format!("{y:04}-{m:02}-{d:02}")
}

/// Year, month and day of a count of days since 1970-01-01 (the one
/// calendar, in [`crate::games::date`]).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    crate::games::date::civil_from_days(days)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_map_to_calendar_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(59), (1970, 3, 1));
        // 2000 was a leap year; 2026-11-25 is day 20 782.
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_782), (2026, 11, 25));
        assert_eq!(
            date_text(SystemTime::UNIX_EPOCH + Duration::from_secs(20_782 * 86_400 + 3600)),
            "2026-11-25"
        );
    }

    #[test]
    fn recent_times_read_as_words() {
        let ctx = egui::Context::default();
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(20_782 * 86_400);
        let mut texts = Vec::new();
        let mut output = ctx.run_ui(Default::default(), |ui| {
            for ago in [10, 5 * 60, 3 * 3600, 86_400, 2 * 86_400, 30 * 86_400] {
                texts.push(when_text(ui, Some(now - Duration::from_secs(ago)), now));
            }
            texts.push(when_text(ui, None, now));
            texts.push(when_text(ui, Some(now + Duration::from_secs(20)), now));
            let last_day = crate::games::date::time_of(crate::games::date::LAST_PLAYED_AT)
                .expect("9999-12-31 is a possible date");
            texts.push(when_text(ui, Some(last_day), now));
        });
        // Nothing is drawn anywhere: the font atlas is not needed.
        output.textures_delta.clear();
        assert_eq!(
            texts,
            [
                "just now",
                "5 minutes ago",
                "3 hours ago",
                "yesterday",
                "2 days ago",
                "2026-10-26",
                "unknown",
                "just now",
                "9999-12-31"
            ]
        );
    }
}
