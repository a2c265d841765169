//! The limits a session enforces on the other side, and its timeouts.

use protocol::seat::ReconnectPolicy;
use std::time::Duration;

/// Limits and timeouts of one peer. [`Limits::default`] is what the app
/// uses; tests shorten the timeouts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Time for a new connection to finish the WebSocket upgrade and send
    /// its `hello` (host), or to be answered (guest).
    pub handshake_timeout: Duration,
    /// Time a guest has to answer the host's offer.
    pub offer_timeout: Duration,
    /// How often a WebSocket ping goes out on a quiet connection.
    pub ping_interval: Duration,
    /// A connection with nothing received for this long is dropped (and,
    /// on the host, the guest counts as disconnected: the shield engages).
    /// Both sides ping every `ping_interval`, so a live link is heard at
    /// least that often; the default, two missed pings (4 s), keeps the time
    /// from a guest's silence to the shield on the host's screen under 5 s.
    pub idle_timeout: Duration,
    /// The rate limit on a guest connection: burst size…
    pub burst: u32,
    /// …and messages per second after it. Past the limit the host says
    /// `bye` (rate-limited) and closes the connection.
    pub per_second: u32,
    /// How a guest reconnects after a drop: doubling waits (100 ms to 3 s,
    /// no jitter: one guest per host), for up to 10 minutes.
    pub reconnect: ReconnectPolicy,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            handshake_timeout: Duration::from_secs(5),
            offer_timeout: Duration::from_secs(300),
            ping_interval: Duration::from_secs(2),
            idle_timeout: Duration::from_secs(4),
            burst: 40,
            per_second: 20,
            reconnect: ReconnectPolicy {
                backoff_min: Duration::from_millis(100),
                backoff_max: Duration::from_secs(3),
                reconnect_for: Duration::from_secs(600),
                jitter: false,
            },
        }
    }
}
