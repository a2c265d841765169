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
    /// How the client reconnects after a drop: doubling waits (250 ms to
    /// 5 s) with jitter (many clients dropped together by one server must
    /// not all come back at once), for up to 10 minutes, then
    /// [`crate::OnlineError::GaveUp`].
    pub reconnect: ReconnectPolicy,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            connect_timeout: Duration::from_secs(5),
            request_timeout: Duration::from_secs(10),
            ping_interval: Duration::from_secs(2),
            idle_timeout: Duration::from_secs(20),
            reconnect: ReconnectPolicy {
                backoff_min: Duration::from_millis(250),
                backoff_max: Duration::from_secs(5),
                reconnect_for: Duration::from_secs(600),
                jitter: true,
            },
        }
    }
}
