//! The one date reader of every game's record: `played_at` is whole
//! seconds since 1970-01-01 UTC, and a record may say anything there. A
//! date past the year 9999 is no date a game was played on; it is refused
//! when the record is read ([`super::read`]), and turning seconds into a
//! time never panics (`UNIX_EPOCH + Duration` aborts the program on
//! overflow, which a forged record once did at every start of the app).

use std::time::{Duration, SystemTime};

/// The last second a record may name: 9999-12-31 23:59:59 UTC.
pub const LAST_PLAYED_AT: u64 = 253_402_300_799;

/// Whether `played_at` names a possible date (1970 to the end of 9999).
pub fn is_possible(secs: u64) -> bool {
    secs <= LAST_PLAYED_AT
}

/// The time `secs` seconds after 1970; `None` past the year 9999 (or
/// beyond what this platform's clock can hold): shown as unknown, never
/// a panic.
pub fn time_of(secs: u64) -> Option<SystemTime> {
    if !is_possible(secs) {
        return None;
    }
    SystemTime::UNIX_EPOCH.checked_add(Duration::from_secs(secs))
}

/// Whole seconds since 1970 of a time; a time before 1970 counts as 1970.
pub fn seconds_of(at: SystemTime) -> u64 {
    at.duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// Year, month and day of a count of days since 1970-01-01 (Howard
/// Hinnant's algorithm, valid for any date a record may name).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// `secs` after 1970 as `YYYY-MM-DD HH:MM:SS` in UTC (BG Stats' `playDate`);
/// with `T` between date and time, ISO 8601 (the history's spreadsheet).
pub fn utc_text(secs: u64, separator: char) -> String {
    let days = i64::try_from(secs / 86_400).unwrap_or(0);
    let (y, m, d) = civil_from_days(days);
    let rest = secs % 86_400;
    let (h, mi, s) = (rest / 3600, rest % 3600 / 60, rest % 60);
    format!("{y:04}-{m:02}-{d:02}{separator}{h:02}:{mi:02}:{s:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_read_as_utc_text() {
        assert_eq!(utc_text(0, ' '), "1970-01-01 00:00:00");
        // 2026-11-25 is day 20 782; 19:16:58 is 69 418 s into it.
        assert_eq!(utc_text(20_782 * 86_400 + 69_418, ' '), "2026-11-25 19:16:58");
        assert_eq!(utc_text(20_782 * 86_400 + 69_418, 'T'), "2026-11-25T19:16:58");
        assert_eq!(utc_text(LAST_PLAYED_AT, ' '), "9999-12-31 23:59:59");
    }

    #[test]
    fn dates_past_9999_are_unknown_and_never_panic() {
        assert_eq!(time_of(0), Some(SystemTime::UNIX_EPOCH));
        let last = time_of(LAST_PLAYED_AT);
        assert_eq!(last.map(seconds_of), Some(LAST_PLAYED_AT));
        assert_eq!(time_of(LAST_PLAYED_AT + 1), None);
        assert_eq!(time_of(1 << 63), None);
        assert_eq!(time_of(u64::MAX), None);
        assert!(is_possible(1_764_135_829));
        assert!(!is_possible(u64::MAX));
    }

    #[test]
    fn seconds_are_whole_and_before_1970_is_1970() {
        let at = SystemTime::UNIX_EPOCH + Duration::from_millis(1_764_135_829_700);
        assert_eq!(seconds_of(at), 1_764_135_829);
        let before = SystemTime::UNIX_EPOCH.checked_sub(Duration::from_secs(5));
        assert_eq!(before.map(seconds_of), Some(0));
    }
}
