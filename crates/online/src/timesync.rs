//! Where the server's time line (a room's match milliseconds) sits on this
//! machine's clock, so the clocks shown run in step with the server's.
//!
//! Two kinds of samples: a `pong` answering a `ping` sent at local `t0` and
//! received at `t1` says the server's time was `now` around `(t0 + t1) / 2`
//! (an error of at most half the round trip; the sample with the shortest
//! round trip among the last few wins, as in NTP); and every event or
//! snapshot dated `at` and received at `t` bounds the offset from below
//! (`at - t`: it was sent before it arrived). The estimate is the pong's,
//! raised to the lower bound when the bound says it is behind.

use std::collections::VecDeque;

/// How many pong samples are kept.
const SAMPLES: usize = 8;

/// The offset estimate of one room's time line.
#[derive(Debug, Default, Clone)]
pub(crate) struct ClockSync {
    /// (round trip, server time minus local time), newest last.
    samples: VecDeque<(u64, i64)>,
    /// The largest `at - received` seen.
    lower_bound: Option<i64>,
}

impl ClockSync {
    /// Forgets everything (a new connection, a new room: a new time line).
    pub(crate) fn reset(&mut self) {
        *self = ClockSync::default();
    }

    /// A pong for a ping sent at local `sent`, stamped `server_now`, received at local `received`.
    pub(crate) fn pong(&mut self, sent: u64, server_now: u64, received: u64) {
        let Some(rtt) = received.checked_sub(sent) else { return };
        let offset = server_now as i64 - (sent + rtt / 2) as i64;
        if self.samples.len() == SAMPLES {
            self.samples.pop_front();
        }
        self.samples.push_back((rtt, offset));
    }

    /// Something dated `at` on the server's time line arrived at local `received`.
    pub(crate) fn dated(&mut self, at: u64, received: u64) {
        let bound = at as i64 - received as i64;
        self.lower_bound = Some(self.lower_bound.map_or(bound, |b| b.max(bound)));
    }

    /// The best round trip among the samples kept (ms).
    pub(crate) fn round_trip(&self) -> Option<u64> {
        self.samples.iter().map(|s| s.0).min()
    }

    /// Server time minus local time (ms), if anything was heard.
    pub(crate) fn offset(&self) -> Option<i64> {
        let best = self.samples.iter().min_by_key(|s| s.0).map(|s| s.1);
        match (best, self.lower_bound) {
            (Some(o), Some(b)) => Some(o.max(b)),
            (o, b) => o.or(b),
        }
    }

    /// The server's time now, for local time `local`.
    pub(crate) fn server_now(&self, local: u64) -> Option<u64> {
        let t = (local as i64).saturating_add(self.offset()?);
        Some(t.max(0) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortest_round_trip_wins() {
        let mut s = ClockSync::default();
        // The server is 10,000 ms ahead; a slow sample (one way 300 ms, back 10 ms) and a quick one.
        s.pong(1_000, 11_300, 1_310);
        s.pong(2_000, 12_010, 2_020);
        assert_eq!(s.round_trip(), Some(20));
        assert_eq!(s.offset(), Some(10_000));
        assert_eq!(s.server_now(3_000), Some(13_000));
    }

    #[test]
    fn events_bound_the_offset_from_below() {
        let mut s = ClockSync::default();
        s.dated(5_000, 1_000);
        assert_eq!(s.offset(), Some(4_000));
        s.pong(2_000, 5_950, 2_100); // says 3,900: below what an event proved
        assert_eq!(s.offset(), Some(4_000));
        s.dated(6_200, 2_150);
        assert_eq!(s.offset(), Some(4_050));
        s.reset();
        assert_eq!(s.offset(), None);
        assert_eq!(s.server_now(1), None);
    }

    #[test]
    fn a_pong_from_before_its_ping_is_ignored() {
        let mut s = ClockSync::default();
        s.pong(2_000, 5_000, 1_000);
        assert_eq!(s.offset(), None);
    }
}
