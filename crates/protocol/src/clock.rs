//! Time for games: an injected [`TimeSource`] (so tests run clocks without
//! waiting) and the Fischer clock (base + increment per move) built on it.
//!
//! This is the only clock in the workspace: the app's local games, the LAN
//! host's [`crate::Match`] and the server's all count time here, in integer
//! milliseconds of one monotonic time line chosen by whoever runs the game.

use rules::Color;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

/// A monotonic millisecond counter. The app uses [`SystemTime`]; tests use
/// [`FakeTime`] and move it by hand.
pub trait TimeSource: Send + Sync {
    /// Milliseconds since an arbitrary fixed origin; never decreases.
    fn now_ms(&self) -> u64;
}

/// Real time, from the process's monotonic clock.
pub struct SystemTime(Instant);

impl Default for SystemTime {
    fn default() -> Self {
        SystemTime(Instant::now())
    }
}

impl TimeSource for SystemTime {
    fn now_ms(&self) -> u64 {
        self.0.elapsed().as_millis() as u64
    }
}

/// Time that moves only when told to, for tests.
#[derive(Default)]
pub struct FakeTime(AtomicU64);

impl FakeTime {
    /// Moves time forward by `ms`.
    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl TimeSource for FakeTime {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

pub use rules::TimeControl;

/// Two clocks, one running at a time.
///
/// Serializable as its plain state (the running side's start time is in the
/// owner's time line), so a match's state round-trips through storage.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FischerClock {
    control: TimeControl,
    remaining: [u64; 2],
    /// The running side and when its current turn started.
    running: Option<(Color, u64)>,
}

impl FischerClock {
    /// Both sides at the base time, stopped.
    pub fn new(control: TimeControl) -> Self {
        FischerClock { control, remaining: [control.base_ms; 2], running: None }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Starts `color`'s clock at `now` (stopping nothing; call on a stopped clock).
    pub fn start(&mut self, color: Color, now: u64) {
        self.running = Some((color, now));
    }

    /// Stops the running clock at `now`, charging its side the elapsed time.
    pub fn stop(&mut self, now: u64) {
        self.stop_lagged(now, 0);
    }

    /// Stops the running clock at `now`, charging its side the elapsed time
    /// less `lag_ms` of network lag (never less than nothing).
    fn stop_lagged(&mut self, now: u64, lag_ms: u64) {
        if let Some((c, since)) = self.running.take() {
            let i = c.index();
            let charged = now.saturating_sub(since).saturating_sub(lag_ms);
            self.remaining[i] = self.remaining[i].saturating_sub(charged);
        }
    }

    /// `color` completed a move at `now`: charge it, add the increment, start
    /// the opponent's clock.
    pub fn press(&mut self, color: Color, now: u64) {
        self.press_lagged(color, now, 0);
    }

    /// [`FischerClock::press`] for a move that spent `lag_ms` on the network:
    /// that time is not charged (the referee bounds `lag_ms`, see
    /// [`crate::Match::input_lagged`]).
    pub fn press_lagged(&mut self, color: Color, now: u64, lag_ms: u64) {
        self.stop_lagged(now, lag_ms);
        let i = color.index();
        if self.remaining[i] > 0 {
            self.remaining[i] = self.remaining[i].saturating_add(self.control.increment_ms);
        }
        self.start(color.flip(), now);
    }

    /// Time `color` has left at `now`.
    pub fn remaining(&self, color: Color, now: u64) -> u64 {
        let base = self.remaining[color.index()];
        match self.running {
            Some((c, since)) if c == color => base.saturating_sub(now.saturating_sub(since)),
            _ => base,
        }
    }

    /// Both sides' time at `now`, White first.
    pub fn snapshot(&self, now: u64) -> [u64; 2] {
        [self.remaining(Color::White, now), self.remaining(Color::Black, now)]
    }

    /// Restores both sides' time (takeback) and runs `to_move`'s clock from `now`.
    pub fn restore(&mut self, remaining: [u64; 2], to_move: Color, now: u64) {
        self.remaining = remaining;
        self.running = Some((to_move, now));
    }

    /// The side whose clock runs, if any.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// The side whose time is up at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Color> {
        self.running.map(|(c, _)| c).filter(|&c| self.remaining(c, now) == 0)
    }

    /// When the running side's flag falls, if a side is running: the
    /// deadline a shell sleeps until.
    pub fn flag_time(&self) -> Option<u64> {
        self.running.map(|(c, since)| since.saturating_add(self.remaining[c.index()]))
    }

    /// Sets both sides' time as of `at` and which side (if any) runs from
    /// `at`: how a replica takes the clock an event reports.
    pub fn set(&mut self, remaining: [u64; 2], running: Option<Color>, at: u64) {
        self.remaining = remaining;
        self.running = running.map(|c| (c, at));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fischer_increment_and_flag() {
        let mut c = FischerClock::new(TimeControl { base_ms: 10_000, increment_ms: 2_000 });
        c.start(Color::White, 0);
        c.press(Color::White, 3_000);
        assert_eq!(c.snapshot(3_000), [9_000, 10_000]);
        assert_eq!(c.remaining(Color::Black, 8_000), 5_000);
        assert_eq!(c.flagged(13_000), Some(Color::Black));
        assert_eq!(c.flagged(12_999), None);
        assert_eq!(c.flag_time(), Some(13_000));
    }

    #[test]
    fn lag_is_not_charged_but_never_credits_more_than_the_move_took() {
        let mut c = FischerClock::new(TimeControl { base_ms: 10_000, increment_ms: 0 });
        c.start(Color::White, 0);
        c.press_lagged(Color::White, 1_000, 300);
        assert_eq!(c.snapshot(1_000), [9_300, 10_000]);
        c.press_lagged(Color::Black, 1_100, 5_000);
        assert_eq!(c.snapshot(1_100), [9_300, 10_000]);
    }

    #[test]
    fn stopped_clock_has_no_deadline_and_pgn_tag_is_in_seconds() {
        let mut c = FischerClock::new(TimeControl { base_ms: 300_000, increment_ms: 2_000 });
        assert_eq!(c.flag_time(), None);
        c.set([1_000, 2_000], Some(Color::Black), 50);
        assert_eq!(c.flag_time(), Some(2_050));
        assert_eq!(c.control().pgn_tag(), "300+2");
    }
}
