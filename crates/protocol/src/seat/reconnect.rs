//! Reconnection after a dropped connection: exponential backoff between
//! attempts, optionally scaled by jitter (so that clients dropped together
//! do not all come back at the same instant), until a window closes. Pure:
//! the shell gives the time (ms on its time source) and the randomness.

use std::time::Duration;

/// How a seat reconnects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReconnectPolicy {
    /// The first wait before an attempt; doubled after each one.
    pub backoff_min: Duration,
    /// The longest wait between attempts.
    pub backoff_max: Duration,
    /// How long after the drop attempts go on before the seat gives up.
    pub reconnect_for: Duration,
    /// Whether each wait is scaled by a random factor in [0.8, 1.2).
    pub jitter: bool,
}

/// One reconnection, from the drop until the connection is back or the
/// window closes.
#[derive(Debug, Clone)]
pub struct Reconnect {
    policy: ReconnectPolicy,
    since: u64,
    attempt: u32,
    backoff: Duration,
}

impl Reconnect {
    /// The connection dropped at `now_ms`.
    pub fn start(policy: ReconnectPolicy, now_ms: u64) -> Reconnect {
        Reconnect { policy, since: now_ms, attempt: 0, backoff: policy.backoff_min }
    }

    /// The wait before the next attempt; the one after is twice as long, up
    /// to the maximum. `random` (any `u16`) draws the jitter when the
    /// policy has it.
    pub fn next_wait(&mut self, random: u16) -> Duration {
        let base = self.backoff.min(self.policy.backoff_max);
        self.backoff = (self.backoff.saturating_mul(2)).min(self.policy.backoff_max);
        if !self.policy.jitter {
            return base;
        }
        jitter(base, random)
    }

    /// [`Self::next_wait`] with jitter from the operating system's random source.
    pub fn next_wait_random(&mut self) -> Duration {
        self.next_wait(random_u16())
    }

    /// An attempt begins at `now_ms`: its number (1, 2, …), or `None` once
    /// the window has closed (give up).
    pub fn attempt(&mut self, now_ms: u64) -> Option<u32> {
        let elapsed = Duration::from_millis(now_ms.saturating_sub(self.since));
        if elapsed > self.policy.reconnect_for {
            return None;
        }
        self.attempt = self.attempt.saturating_add(1);
        Some(self.attempt)
    }

    /// The attempts made so far.
    pub fn attempts(&self) -> u32 {
        self.attempt
    }
}

/// `base` scaled by a factor in [0.8, 1.2) drawn from `random` (any `u16`).
pub fn jitter(base: Duration, random: u16) -> Duration {
    let r = f64::from(random) / 65_536.0;
    base.mul_f64(0.8 + 0.4 * r)
}

/// A `u16` from the operating system's random source (the middle value if it fails).
pub fn random_u16() -> u16 {
    let mut b = [0u8; 2];
    if getrandom::fill(&mut b).is_ok() {
        u16::from_le_bytes(b)
    } else {
        32_768
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn policy(jitter: bool) -> ReconnectPolicy {
        ReconnectPolicy {
            backoff_min: Duration::from_millis(100),
            backoff_max: Duration::from_millis(1_000),
            reconnect_for: Duration::from_secs(10),
            jitter,
        }
    }

    #[test]
    fn waits_double_up_to_the_maximum() {
        let mut r = Reconnect::start(policy(false), 0);
        let waits: Vec<u128> = (0..6).map(|_| r.next_wait(0).as_millis()).collect();
        assert_eq!(waits, [100, 200, 400, 800, 1_000, 1_000]);
    }

    #[test]
    fn jitter_stays_within_a_fifth_either_way() {
        let mut low = Reconnect::start(policy(true), 0);
        let mut high = Reconnect::start(policy(true), 0);
        assert_eq!(low.next_wait(0), Duration::from_millis(80));
        assert!(high.next_wait(u16::MAX) < Duration::from_millis(120));
        assert!(high.next_wait_random() >= Duration::from_millis(160));
    }

    #[test]
    fn attempts_count_until_the_window_closes_on_fake_time() {
        let mut r = Reconnect::start(policy(false), 5_000);
        assert_eq!(r.attempt(5_100), Some(1));
        assert_eq!(r.attempt(15_000), Some(2));
        assert_eq!(r.attempt(15_001), None);
        assert_eq!(r.attempts(), 2);
        // Time that went backwards counts as no time.
        assert_eq!(Reconnect::start(policy(false), 9_000).attempt(0), Some(1));
    }
}
