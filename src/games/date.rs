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

#[cfg(test)]
mod tests {
    use super::*;

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
