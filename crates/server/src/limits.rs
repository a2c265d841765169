//! The server's limits, in one place: how many lobby attempts (create or
//! join) an address may make, and how many messages a connection may send.

use protocol::RateLimit;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

/// Lobby attempts (create or join a room) per address: a burst of
/// `burst`, refilled at `per_minute`.
pub struct AddressLimiter {
    burst: u32,
    per_minute: u32,
    buckets: Mutex<HashMap<IpAddr, (RateLimit, u64)>>,
}

/// How many addresses are remembered before the idle ones are forgotten.
const FORGET_AFTER: usize = 10_000;

impl AddressLimiter {
    /// A limiter allowing `burst` attempts at once and `per_minute` after.
    pub fn new(burst: u32, per_minute: u32) -> AddressLimiter {
        AddressLimiter { burst, per_minute, buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one attempt for `addr` at `now_ms`; `Err(wait_ms)` when over the limit.
    pub fn allow(&self, addr: IpAddr, now_ms: u64) -> Result<(), u64> {
        // protocol::RateLimit refills per second of the time it is fed: fed
        // `now_ms / 60`, its second lasts a minute.
        let minute_clock = now_ms / 60;
        let Ok(mut buckets) = self.buckets.lock() else { return Ok(()) };
        if buckets.len() >= FORGET_AFTER {
            // A full bucket refills within burst / per_minute minutes: forget those.
            let idle_ms = 60_000 * u64::from(self.burst) / u64::from(self.per_minute.max(1)) + 60_000;
            buckets.retain(|_, (_, seen)| now_ms.saturating_sub(*seen) < idle_ms);
        }
        let (bucket, seen) =
            buckets.entry(addr).or_insert_with(|| (RateLimit::new(self.burst, self.per_minute, minute_clock), now_ms));
        *seen = now_ms;
        if bucket.allow(minute_clock) {
            Ok(())
        } else {
            Err(60_000 / u64::from(self.per_minute.max(1)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_burst_then_its_rate() {
        let l = AddressLimiter::new(3, 6);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        assert!(l.allow(a, 0).is_ok() && l.allow(a, 0).is_ok() && l.allow(a, 0).is_ok());
        assert_eq!(l.allow(a, 0), Err(10_000));
        assert!(l.allow(b, 0).is_ok(), "another address has its own budget");
        assert!(l.allow(a, 9_000).is_err());
        assert!(l.allow(a, 10_100).is_ok(), "six per minute: one every ten seconds (to 60 ms)");
    }
}
