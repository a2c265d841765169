//! How much network lag a move is credited (SPEC §11), on the model of
//! lichess's lag quota: the shell measures each seat's round trip (a
//! WebSocket ping answered by the client's stack) and the tracker turns
//! it into a bounded credit per move.
//!
//! - The **estimate** is half the round trip, smoothed
//!   (`estimate += (sample - estimate) / 4`), so one slow answer does not
//!   swing it.
//! - The **quota** is the credit still available: it starts at
//!   [`LagTracker::START_QUOTA_MS`], grows by [`LagTracker::GAIN_MS`] per
//!   move and never exceeds [`LagTracker::MAX_QUOTA_MS`].
//! - A move is credited `min(estimate, quota)` and the quota spends it; the
//!   match bounds each credit again by [`crate::MAX_LAG_CREDIT_MS`].
//!
//! So a steady connection of 150 ms round trip is credited its 75 ms on
//! every move, while a client that delays its answers to look slow gains
//! at most [`LagTracker::GAIN_MS`] per move on average, plus the
//! [`LagTracker::MAX_QUOTA_MS`] it may have saved up.

/// One seat's lag estimate and credit quota.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LagTracker {
    estimate_ms: Option<u64>,
    quota_ms: u64,
}

impl Default for LagTracker {
    fn default() -> Self {
        LagTracker { estimate_ms: None, quota_ms: Self::START_QUOTA_MS }
    }
}

impl LagTracker {
    /// The quota a seat starts with (ms).
    pub const START_QUOTA_MS: u64 = 300;
    /// What each move adds to the quota (ms): the long-run bound on the
    /// average credit per move.
    pub const GAIN_MS: u64 = 100;
    /// The most quota a seat can save up (ms).
    pub const MAX_QUOTA_MS: u64 = 700;
    /// Round trips above this are clipped before they count (ms).
    pub const MAX_SAMPLE_MS: u64 = 10_000;

    /// A seat with no measurement yet (credited nothing until measured).
    pub fn new() -> LagTracker {
        LagTracker::default()
    }

    /// Takes one measured round trip (ms).
    pub fn record_round_trip(&mut self, rtt_ms: u64) {
        let sample = rtt_ms.min(Self::MAX_SAMPLE_MS) / 2;
        self.estimate_ms = Some(match self.estimate_ms {
            None => sample,
            Some(e) if sample >= e => e + (sample - e) / 4,
            Some(e) => e - (e - sample) / 4,
        });
    }

    /// The smoothed one-way lag (ms), once measured.
    pub fn estimate_ms(&self) -> Option<u64> {
        self.estimate_ms
    }

    /// The quota left (ms).
    pub fn quota_ms(&self) -> u64 {
        self.quota_ms
    }

    /// The credit for the move just received, spent from the quota; the
    /// quota then grows by [`LagTracker::GAIN_MS`].
    pub fn credit_move(&mut self) -> u64 {
        let credit = self.estimate_ms.unwrap_or(0).min(self.quota_ms);
        self.quota_ms = (self.quota_ms - credit + Self::GAIN_MS).min(Self::MAX_QUOTA_MS);
        credit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_steady_connection_is_credited_its_lag() {
        let mut t = LagTracker::new();
        assert_eq!(t.credit_move(), 0, "nothing before a measurement");
        t.record_round_trip(150);
        for _ in 0..50 {
            assert_eq!(t.credit_move(), 75);
            t.record_round_trip(150);
        }
    }

    #[test]
    fn a_lying_connection_gains_at_most_the_quota() {
        let mut t = LagTracker::new();
        let mut total = 0;
        for _ in 0..100 {
            t.record_round_trip(60_000);
            total += t.credit_move();
        }
        assert!(total <= LagTracker::START_QUOTA_MS + 100 * LagTracker::GAIN_MS, "{total}");
        assert!(t.estimate_ms().unwrap() <= LagTracker::MAX_SAMPLE_MS / 2);
    }

    #[test]
    fn the_estimate_is_smoothed() {
        let mut t = LagTracker::new();
        t.record_round_trip(100);
        t.record_round_trip(500);
        assert_eq!(t.estimate_ms(), Some(100));
        t.record_round_trip(20);
        assert_eq!(t.estimate_ms(), Some(78));
    }
}
