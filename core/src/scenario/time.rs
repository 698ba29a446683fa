//! Virtual time bounds. Every time and interval a scenario gives (`submit-ms`, `ask-ms`, `duration-ms`,
//! `finish-ms`, `am-heartbeat-ms`, an event's `at-ms`, the heartbeat and monitor intervals) must be at most
//! [`MAX_TIME_MS`]; validation rejects a larger one with the field's path. The simulator adds times with
//! [`later`], which refuses sums past [`HORIZON_MS`]: something due after the horizon never happens, so no input
//! can make a run spin on a saturated or wrapped clock.

/// The largest time or interval a scenario may give: 10^15 ms, about 31,700 years of virtual time.
pub const MAX_TIME_MS: u64 = 1_000_000_000_000_000;

/// The end of virtual time: a run never reaches an instant later than this. Far above any sum of a few
/// [`MAX_TIME_MS`] (a submission, an AM start, an ask, a duration), far below `u64::MAX`.
pub const HORIZON_MS: u64 = 1 << 62;

/// `now + delay`, or `None` if that lies past [`HORIZON_MS`] (it never happens).
pub fn later(now: u64, delay: u64) -> Option<u64> {
    now.checked_add(delay).filter(|&t| t <= HORIZON_MS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_past_the_horizon_never_happen() {
        assert_eq!(later(5, 10), Some(15));
        assert_eq!(later(HORIZON_MS, 1), None);
        assert_eq!(later(u64::MAX, u64::MAX), None);
        assert!(later(4 * MAX_TIME_MS, MAX_TIME_MS).is_some());
    }
}
