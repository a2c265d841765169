//! The client's timeouts and reconnection figures.

use protocol::seat::ReconnectPolicy;
use std::time::Duration;

/// Timeouts and backoff of one client. [`Limits::default`] is what the app
/// uses; tests shorten them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Time to open a connection (TCP, TLS, WebSocket upgrade) and to be
    /// answered after `hello`.
    pub connect_timeout: Duration,
    /// Time for the server to answer a lobby request or a handle's question.
    pub request_timeout: Duration,
    /// How often a `ping` goes out: liveness, and the samples that place the
    /// server's clock on this machine's time line.
    pub ping_interval: Duration,
    /// A connection with nothing received for this long is counted as lost.
    pub idle_timeout: Duration,
    /// The first wait before a reconnection attempt; doubled after each failure.
    pub backoff_min: Duration,
    /// The longest wait between reconnection attempts.
    pub backoff_max: Duration,
    /// How long the client keeps trying to reconnect before it gives up
    /// ([`crate::OnlineError::GaveUp`]).
    pub reconnect_for: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connect_timeout: Duration::from_secs(5),
            request_timeout: Duration::from_secs(10),
            ping_interval: Duration::from_secs(2),
            idle_timeout: Duration::from_secs(20),
            backoff_min: Duration::from_millis(250),
            backoff_max: Duration::from_secs(5),
            reconnect_for: Duration::from_secs(600),
        }
    }
}

impl Limits {
    /// How the client reconnects: doubling waits with jitter (many clients
    /// dropped together by one server must not all come back at once).
    pub fn reconnect(&self) -> ReconnectPolicy {
        ReconnectPolicy {
            backoff_min: self.backoff_min,
            backoff_max: self.backoff_max,
            give_up_after: self.reconnect_for,
            jitter: true,
        }
    }
}
