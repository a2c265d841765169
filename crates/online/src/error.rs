//! What can go wrong with the online client, as one typed error whose
//! [`OnlineError::kind`] is a stable id the app translates
//! (`error-online-<kind>`).

use protocol::{HandshakeError, LobbyError, Refusal};

/// Why an online operation failed or the client stopped.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OnlineError {
    /// The server address cannot be read (`ws://host:port`, `wss://…` or `host:port`).
    #[error("not a server address: {0}")]
    BadAddress(String),
    /// No server in the list could be reached (refused, no route, DNS, TLS).
    #[error("the server cannot be reached: {0}")]
    Unreachable(String),
    /// Something answered, but not as a Maharajah server does.
    #[error("this is not a Maharajah server: {0}")]
    NotAServer(String),
    /// The server speaks another protocol version: one side must be updated.
    #[error("the server speaks protocol {theirs}, this app speaks {ours}")]
    Incompatible {
        /// This app's protocol version.
        ours: u32,
        /// The server's.
        theirs: u32,
    },
    /// The server refused the handshake (a bad display name or app version).
    #[error("the server refused the connection: {0}")]
    Refused(HandshakeError),
    /// The server no longer knows this seat (the game is gone).
    #[error("the server no longer has this game")]
    SeatLost,
    /// No answer in time.
    #[error("the server did not answer in time")]
    Timeout,
    /// No open room has this code (never had, expired, or already full).
    #[error("no open room has this code")]
    UnknownCode,
    /// Too many lobby attempts from this address.
    #[error("too many attempts; try again in {retry_after_ms} ms")]
    RateLimited {
        /// How long to wait.
        retry_after_ms: u64,
    },
    /// The server counts this connection as seated already.
    #[error("this connection already holds a seat")]
    AlreadySeated,
    /// The room's settings are outside what a match accepts.
    #[error("the room's settings are not valid: {0}")]
    BadSettings(String),
    /// The server is closing or full.
    #[error("the server cannot open a room now")]
    Unavailable,
    /// The server sent something out of place or unreadable.
    #[error("protocol violation: {0}")]
    Protocol(String),
    /// The server sent an event this client's replica refuses (an illegal
    /// move, a forged start…): the client stops, the game as it stood is kept.
    #[error("the server sent an event that does not follow the rules: {0}")]
    ServerCheated(Refusal),
    /// The army breaks the custom-army rules on its own; nothing was sent.
    #[error("the army is not valid: {0}")]
    InvalidArmy(Refusal),
    /// The command does not fit this moment (no game, a request already waiting…).
    #[error("not now: {0}")]
    NotNow(&'static str),
    /// The connection is down (reconnecting): try again once it is back.
    #[error("not connected to the server")]
    NotConnected,
    /// The connection stayed down for the whole reconnection window.
    #[error("the connection could not be restored")]
    GaveUp,
    /// The client has stopped; its handle no longer works.
    #[error("the online client is closed")]
    Closed,
}

impl OnlineError {
    /// A stable id per variant, for the app's translations (`error-online-<kind>`).
    pub fn kind(&self) -> &'static str {
        match self {
            OnlineError::BadAddress(_) => "bad-address",
            OnlineError::Unreachable(_) => "unreachable",
            OnlineError::NotAServer(_) => "not-a-server",
            OnlineError::Incompatible { .. } => "incompatible",
            OnlineError::Refused(_) => "refused",
            OnlineError::SeatLost => "seat-lost",
            OnlineError::Timeout => "timeout",
            OnlineError::UnknownCode => "unknown-code",
            OnlineError::RateLimited { .. } => "rate-limited",
            OnlineError::AlreadySeated => "already-seated",
            OnlineError::BadSettings(_) => "bad-settings",
            OnlineError::Unavailable => "unavailable",
            OnlineError::Protocol(_) => "protocol",
            OnlineError::ServerCheated(_) => "server-cheated",
            OnlineError::InvalidArmy(_) => "invalid-army",
            OnlineError::NotNow(_) => "not-now",
            OnlineError::NotConnected => "not-connected",
            OnlineError::GaveUp => "gave-up",
            OnlineError::Closed => "closed",
        }
    }
}

impl From<LobbyError> for OnlineError {
    fn from(e: LobbyError) -> Self {
        match e {
            LobbyError::UnknownCode => OnlineError::UnknownCode,
            LobbyError::RateLimited { retry_after_ms } => OnlineError::RateLimited { retry_after_ms },
            LobbyError::AlreadySeated => OnlineError::AlreadySeated,
            LobbyError::BadSettings { reason } => OnlineError::BadSettings(reason),
            LobbyError::Unavailable => OnlineError::Unavailable,
        }
    }
}

impl From<HandshakeError> for OnlineError {
    fn from(e: HandshakeError) -> Self {
        match e {
            HandshakeError::Incompatible { ours, theirs } => OnlineError::Incompatible { ours: theirs, theirs: ours },
            HandshakeError::UnknownSeat => OnlineError::SeatLost,
            // Nothing said about the seat: try again later.
            HandshakeError::Unavailable { .. } => OnlineError::Unavailable,
            other => OnlineError::Refused(other),
        }
    }
}

impl From<protocol::seat::LockError> for OnlineError {
    fn from(e: protocol::seat::LockError) -> Self {
        use protocol::seat::LockError as L;
        match e {
            L::NotNow(why) => OnlineError::NotNow(why),
            L::InvalidArmy(refusal) => OnlineError::InvalidArmy(refusal),
            L::Random => OnlineError::NotNow("no randomness available"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_distinct() {
        let all = [
            OnlineError::BadAddress(String::new()),
            OnlineError::Unreachable(String::new()),
            OnlineError::NotAServer(String::new()),
            OnlineError::Incompatible { ours: 1, theirs: 2 },
            OnlineError::Refused(HandshakeError::BadName),
            OnlineError::SeatLost,
            OnlineError::Timeout,
            OnlineError::UnknownCode,
            OnlineError::RateLimited { retry_after_ms: 1 },
            OnlineError::AlreadySeated,
            OnlineError::BadSettings(String::new()),
            OnlineError::Unavailable,
            OnlineError::Protocol(String::new()),
            OnlineError::ServerCheated(Refusal::NotStarted),
            OnlineError::InvalidArmy(Refusal::NotStarted),
            OnlineError::NotNow(""),
            OnlineError::NotConnected,
            OnlineError::GaveUp,
            OnlineError::Closed,
        ];
        let kinds: std::collections::BTreeSet<_> = all.iter().map(OnlineError::kind).collect();
        assert_eq!(kinds.len(), all.len());
    }

    #[test]
    fn a_refused_handshake_names_the_versions_from_this_side() {
        // The server's `ours` is its own version; this side's `ours` is the app's.
        let e = OnlineError::from(HandshakeError::Incompatible { ours: 2, theirs: 1 });
        assert_eq!(e, OnlineError::Incompatible { ours: 1, theirs: 2 });
    }

    #[test]
    fn an_unavailable_server_is_retry_later_never_a_lost_seat() {
        let e = OnlineError::from(HandshakeError::Unavailable { retry_after_ms: 1_000 });
        assert_eq!(e, OnlineError::Unavailable);
        assert_ne!(e, OnlineError::SeatLost);
    }
}
