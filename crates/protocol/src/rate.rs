//! A token bucket on injected time: how the LAN host and the server bound
//! the messages a connection may send, tested without waiting.

/// Allows bursts of up to `capacity` messages, refilled at `per_second`.
#[derive(Debug, Clone, PartialEq)]
pub struct RateLimit {
    capacity: f64,
    per_ms: f64,
    tokens: f64,
    last: u64,
}

impl RateLimit {
    /// A full bucket at time `now` (ms).
    pub fn new(capacity: u32, per_second: u32, now: u64) -> RateLimit {
        RateLimit { capacity: capacity as f64, per_ms: per_second as f64 / 1000.0, tokens: capacity as f64, last: now }
    }

    /// Takes one token at `now` if there is one; `false` means: refuse the message.
    pub fn allow(&mut self, now: u64) -> bool {
        let elapsed = now.saturating_sub(self.last) as f64;
        self.last = self.last.max(now);
        self.tokens = (self.tokens + elapsed * self.per_ms).min(self.capacity);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bursts_then_refills_with_time() {
        let mut r = RateLimit::new(3, 2, 0);
        assert!(r.allow(0) && r.allow(0) && r.allow(0));
        assert!(!r.allow(0));
        assert!(!r.allow(499));
        assert!(r.allow(500));
        assert!(!r.allow(500));
        assert!(r.allow(10_000) && r.allow(10_000) && r.allow(10_000) && !r.allow(10_000));
    }
}
