//! What can go wrong in a LAN session, as one typed error.

use protocol::{HandshakeError, Refusal, WireError};

/// Why a LAN operation failed or a session ended.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LanError {
    /// A socket could not be opened, bound or connected.
    #[error("network error: {0}")]
    Io(String),
    /// mDNS advertising or browsing failed.
    #[error("discovery error: {0}")]
    Discovery(String),
    /// The WebSocket layer failed (upgrade, frame, close).
    #[error("connection error: {0}")]
    WebSocket(String),
    /// The peer did not answer in time (handshake, offer, idle connection).
    #[error("the other side did not answer in time")]
    Timeout,
    /// The host refused the handshake.
    #[error("the host refused the connection: {0}")]
    Refused(HandshakeError),
    /// The guest declined the offer.
    #[error("the offer was declined")]
    Declined,
    /// A message could not be read.
    #[error("unreadable message: {0}")]
    Wire(WireError),
    /// The peer broke the protocol's sequence (a message out of place).
    #[error("protocol violation: {0}")]
    Protocol(String),
    /// The host sent an event this side's replica refuses (an illegal move,
    /// a reveal that does not open its commitment, a forged start…): the
    /// session ends, the game as it stood is kept.
    #[error("the host sent an event that does not follow the rules: {0}")]
    HostCheated(Refusal),
    /// After a reconnection the two sides do not hold the same game.
    #[error("the two sides do not hold the same game after reconnecting")]
    Desync,
    /// The host's settings cannot make a game (a bad display name, an
    /// invalid clock).
    #[error("the settings cannot make a game: {0}")]
    Config(String),
    /// The host offered something this side does not play (another setup
    /// mode, an invalid configuration).
    #[error("the offer cannot be played: {0}")]
    BadOffer(String),
    /// The army breaks the custom-army rules on its own (SPEC §5–7), so it
    /// is not locked.
    #[error("the army is not valid: {0}")]
    InvalidArmy(Refusal),
    /// The command does not fit this moment (no game yet, nothing to accept…).
    #[error("not now: {0}")]
    NotNow(&'static str),
    /// The session has ended; its handle no longer works.
    #[error("the session is closed")]
    Closed,
    /// The operating system's random source failed.
    #[error("no randomness available")]
    Random,
}

impl From<std::io::Error> for LanError {
    fn from(e: std::io::Error) -> Self {
        LanError::Io(e.to_string())
    }
}

impl From<tokio_tungstenite::tungstenite::Error> for LanError {
    fn from(e: tokio_tungstenite::tungstenite::Error) -> Self {
        LanError::WebSocket(e.to_string())
    }
}

impl From<mdns_sd::Error> for LanError {
    fn from(e: mdns_sd::Error) -> Self {
        LanError::Discovery(e.to_string())
    }
}

impl From<protocol::seat::LockError> for LanError {
    fn from(e: protocol::seat::LockError) -> Self {
        use protocol::seat::LockError as L;
        match e {
            L::NotNow(why) => LanError::NotNow(why),
            L::InvalidArmy(refusal) => LanError::InvalidArmy(refusal),
            L::Random => LanError::Random,
        }
    }
}
