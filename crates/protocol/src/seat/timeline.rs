//! Where the referee's time line (its match milliseconds) sits on this
//! machine's clock, so the clocks shown run in step with the referee's.
//!
//! Two kinds of samples: a `pong` answering a `ping` sent at local `t0` and
//! received at `t1` says the referee's time was `now` around `(t0 + t1) / 2`
//! (an error of at most half the round trip; the sample with the shortest
//! round trip among the last few wins, as in NTP); and every event or
//! snapshot dated `at` and received at `t` bounds the offset from below
//! (`at - t`: it was sent before it arrived). The estimate is the pong's,
//! raised to the lower bound when the bound says it is behind. A referee
//! that runs on this machine's own time source (the LAN host) is
//! [`TimeLine::local`]: offset 0.

use crate::{Clocks, MatchState, TimeSource};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};

/// How many pong samples are kept.
const SAMPLES: usize = 8;

/// The offset estimate of one referee's time line, on any local time (ms).
#[derive(Debug, Default, Clone)]
pub struct TimeLine {
    /// (round trip, referee time minus local time), newest last.
    samples: VecDeque<(u64, i64)>,
    /// The largest `at - received` seen.
    lower_bound: Option<i64>,
    /// The referee is this machine's own clock.
    local: bool,
}

impl TimeLine {
    /// The time line of a referee on this machine's own time source.
    pub fn local() -> TimeLine {
        TimeLine { local: true, ..TimeLine::default() }
    }

    /// Forgets everything (a new connection, a new room: a new time line).
    pub fn reset(&mut self) {
        *self = TimeLine { local: self.local, ..TimeLine::default() };
    }

    /// A pong for a ping sent at local `sent`, stamped `referee_now`, received at local `received`.
    pub fn pong(&mut self, sent: u64, referee_now: u64, received: u64) {
        let Some(rtt) = received.checked_sub(sent) else { return };
        let offset = (referee_now as i64).saturating_sub((sent + rtt / 2) as i64);
        if self.samples.len() == SAMPLES {
            self.samples.pop_front();
        }
        self.samples.push_back((rtt, offset));
    }

    /// Something dated `at` on the referee's time line arrived at local `received`.
    pub fn dated(&mut self, at: u64, received: u64) {
        let bound = (at as i64).saturating_sub(received as i64);
        self.lower_bound = Some(self.lower_bound.map_or(bound, |b| b.max(bound)));
    }

    /// The best round trip among the samples kept (ms).
    pub fn round_trip(&self) -> Option<u64> {
        self.samples.iter().map(|s| s.0).min()
    }

    /// Referee time minus local time (ms), if anything was heard.
    pub fn offset(&self) -> Option<i64> {
        if self.local {
            return Some(0);
        }
        let best = self.samples.iter().min_by_key(|s| s.0).map(|s| s.1);
        match (best, self.lower_bound) {
            (Some(o), Some(b)) => Some(o.max(b)),
            (o, b) => o.or(b),
        }
    }

    /// The referee's time for local time `local`.
    pub fn referee_now(&self, local: u64) -> Option<u64> {
        let t = (local as i64).saturating_add(self.offset()?);
        Some(t.max(0) as u64)
    }
}

/// A [`TimeLine`] on a time source, shared between the task that hears the
/// referee (and feeds it) and whoever shows the clocks (and reads it).
#[derive(Clone)]
pub struct RefereeTime {
    time: Arc<dyn TimeSource>,
    line: Arc<Mutex<TimeLine>>,
}

impl std::fmt::Debug for RefereeTime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RefereeTime").field("line", &*self.line()).finish()
    }
}

impl RefereeTime {
    /// An empty time line on `time`.
    pub fn new(time: Arc<dyn TimeSource>) -> RefereeTime {
        RefereeTime::with(time, TimeLine::default())
    }

    /// The time line of a referee running on `time` itself.
    pub fn local(time: Arc<dyn TimeSource>) -> RefereeTime {
        RefereeTime::with(time, TimeLine::local())
    }

    fn with(time: Arc<dyn TimeSource>, line: TimeLine) -> RefereeTime {
        RefereeTime { time, line: Arc::new(Mutex::new(line)) }
    }

    fn line(&self) -> MutexGuard<'_, TimeLine> {
        self.line.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// This machine's time (ms on the time source).
    pub fn local_ms(&self) -> u64 {
        self.time.now_ms()
    }

    /// Forgets the samples (a new connection or a new game).
    pub fn reset(&self) {
        self.line().reset();
    }

    /// See [`TimeLine::pong`] (`sent` and `received` on [`Self::local_ms`]).
    pub fn pong(&self, sent: u64, referee_now: u64, received: u64) {
        self.line().pong(sent, referee_now, received);
    }

    /// See [`TimeLine::dated`].
    pub fn dated(&self, at: u64, received: u64) {
        self.line().dated(at, received);
    }

    /// The best recent round trip (ms).
    pub fn round_trip(&self) -> Option<u64> {
        self.line().round_trip()
    }

    /// The referee's time now, once anything was heard.
    pub fn now(&self) -> Option<u64> {
        let local = self.local_ms();
        self.line().referee_now(local)
    }

    /// Both clocks of `state` now on the referee's time line (never before
    /// its last event); `None` untimed or before play.
    pub fn clocks(&self, state: &MatchState) -> Option<Clocks> {
        let last = state.last_event_at();
        state.clocks_at(self.now().unwrap_or(last).max(last))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FakeTime;

    #[test]
    fn the_shortest_round_trip_wins() {
        let mut s = TimeLine::default();
        // The referee is 10,000 ms ahead; a slow sample (one way 300 ms, back 10 ms) and a quick one.
        s.pong(1_000, 11_300, 1_310);
        s.pong(2_000, 12_010, 2_020);
        assert_eq!(s.round_trip(), Some(20));
        assert_eq!(s.offset(), Some(10_000));
        assert_eq!(s.referee_now(3_000), Some(13_000));
    }

    #[test]
    fn events_bound_the_offset_from_below() {
        let mut s = TimeLine::default();
        s.dated(5_000, 1_000);
        assert_eq!(s.offset(), Some(4_000));
        s.pong(2_000, 5_950, 2_100); // says 3,900: below what an event proved
        assert_eq!(s.offset(), Some(4_000));
        s.dated(6_200, 2_150);
        assert_eq!(s.offset(), Some(4_050));
        s.reset();
        assert_eq!(s.offset(), None);
        assert_eq!(s.referee_now(1), None);
    }

    #[test]
    fn a_pong_from_before_its_ping_is_ignored_and_extremes_do_not_overflow() {
        let mut s = TimeLine::default();
        s.pong(2_000, 5_000, 1_000);
        assert_eq!(s.offset(), None);
        s.dated(u64::MAX, 0);
        s.dated(0, u64::MAX);
        assert!(s.referee_now(u64::MAX).is_some());
        for i in 0..100 {
            s.pong(i, u64::MAX - i, i + 1);
        }
        assert_eq!(s.round_trip(), Some(1));
    }

    #[test]
    fn a_local_referee_is_this_machines_time_and_stays_so() {
        let time = Arc::new(FakeTime::default());
        let line = RefereeTime::local(time.clone());
        time.advance(1_234);
        assert_eq!(line.now(), Some(1_234));
        line.dated(1_000, 1_234);
        line.reset();
        assert_eq!(line.now(), Some(1_234));
    }

    #[test]
    fn the_shared_line_reads_on_fake_time() {
        let time = Arc::new(FakeTime::default());
        let line = RefereeTime::new(time.clone());
        assert_eq!(line.now(), None);
        time.advance(500);
        line.pong(480, 10_490, line.local_ms());
        time.advance(1_000);
        assert_eq!(line.now(), Some(11_500));
        assert_eq!(line.round_trip(), Some(20));
    }
}
