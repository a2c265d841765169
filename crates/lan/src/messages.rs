//! The LAN-only messages: the host's offer and the guest's answer, the
//! host's position check after a reconnection, and the reason a peer gives
//! before it closes a connection. They travel in the protocol's envelope
//! (`{"v":1,"type":…}`, written with [`protocol::encode`]) beside the
//! protocol's own messages; `docs/protocol-lan.md` shows each with an
//! example.
//!
//! Both readers dispatch on the envelope's `type` ([`protocol::message_type`]):
//! a LAN type is read here with [`protocol::decode_body`], anything else
//! goes to the protocol's decoder, so every size, version and shape check
//! of the protocol applies to these messages too.

use protocol::wire::{MAX_CLIENT_MESSAGE, MAX_SERVER_MESSAGE};
use protocol::{
    decode_body, decode_client, decode_server, encode, message_type, ClientMessage, MatchConfig, ServerMessage,
    WireError,
};
use rules::Color;
use serde::{Deserialize, Serialize};

/// A message only the LAN host sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum HostMessage {
    /// The game the host proposes, sent after the guest's `hello`; the
    /// guest answers [`GuestMessage::Accept`] or [`GuestMessage::Decline`].
    /// A rematch both players agreed to is offered the same way, with
    /// `rematch: true` and the colours swapped.
    Offer {
        /// The host's display name.
        host: String,
        /// The host's app version.
        app: String,
        /// The match: variant, clock, takebacks, a fresh id.
        config: MatchConfig,
        /// The colour the guest would play.
        color: Color,
        /// Whether this is the rematch of the game just played.
        #[serde(default)]
        rematch: bool,
    },
    /// After a reconnection's catch-up: the host's version and position
    /// hash, which the guest compares with its replica's.
    InSync {
        /// The match's version.
        version: u64,
        /// The position's hash (hex), or `null` before play.
        hash: Option<String>,
    },
    /// The host closes the connection, for this reason.
    Bye {
        /// Why.
        reason: ByeReason,
    },
}

impl HostMessage {
    /// Every LAN host message's wire name.
    pub const NAMES: [&'static str; 3] = ["offer", "in-sync", "bye"];
}

/// A message only the LAN guest sends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum GuestMessage {
    /// The guest takes the offered game.
    Accept,
    /// The guest turns the offered game down; the connection closes.
    Decline,
}

impl GuestMessage {
    /// Every LAN guest message's wire name.
    pub const NAMES: [&'static str; 2] = ["accept", "decline"];
}

/// Why a host closes a connection (sent in [`HostMessage::Bye`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeReason {
    /// The connection sent messages faster than the rate limit allows.
    RateLimited,
    /// No answer to the offer in time.
    OfferExpired,
    /// The host stopped hosting.
    HostClosed,
    /// The same seat connected again from elsewhere (a reconnection the
    /// host saw before noticing this connection was gone).
    Replaced,
}

/// What a guest's frame holds, as the host reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FromGuest {
    /// A message of the protocol (handshake, sync, ping, a game command), with its `id`.
    Protocol(ClientMessage, Option<u32>),
    /// A LAN-only message.
    Lan(GuestMessage),
}

/// What a host's frame holds, as the guest reads it.
#[derive(Debug, Clone, PartialEq)]
pub enum FromHost {
    /// A message of the protocol.
    Protocol(ServerMessage),
    /// A LAN-only message.
    Lan(HostMessage),
}

/// Reads a guest's frame: at most [`MAX_CLIENT_MESSAGE`] bytes, the
/// protocol's envelope, then a LAN or a protocol message. Never panics.
pub fn read_from_guest(text: &str) -> Result<FromGuest, WireError> {
    let (kind, _) = message_type(text, MAX_CLIENT_MESSAGE)?;
    if GuestMessage::NAMES.contains(&kind.as_str()) {
        return decode_body(text).map(FromGuest::Lan);
    }
    decode_client(text).map(|(m, id)| FromGuest::Protocol(m, id))
}

/// Reads a host's frame: at most [`MAX_SERVER_MESSAGE`] bytes, the
/// protocol's envelope, then a LAN or a protocol message. Never panics.
pub fn read_from_host(text: &str) -> Result<FromHost, WireError> {
    let (kind, _) = message_type(text, MAX_SERVER_MESSAGE)?;
    if HostMessage::NAMES.contains(&kind.as_str()) {
        return decode_body(text).map(FromHost::Lan);
    }
    decode_server(text).map(FromHost::Protocol)
}

/// Writes a LAN host message in the envelope.
pub fn encode_host(message: &HostMessage) -> String {
    encode(message, None)
}

/// Writes a LAN guest message in the envelope.
pub fn encode_guest(message: &GuestMessage) -> String {
    encode(message, None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use protocol::{Command, SetupMode, TimeControl};
    use rules::Variant;

    fn config() -> MatchConfig {
        MatchConfig {
            id: "m1".into(),
            variant: Variant::Maharajah,
            time: Some(TimeControl { base_ms: 300_000, increment_ms: 2_000 }),
            takebacks: true,
            setup: SetupMode::CommitReveal,
            start_fen: None,
        }
    }

    #[test]
    fn lan_messages_travel_in_the_protocol_envelope() {
        let offer = HostMessage::Offer {
            host: "Ann".into(),
            app: "0.1.0".into(),
            config: config(),
            color: Color::Black,
            rematch: false,
        };
        let text = encode_host(&offer);
        assert!(text.starts_with(r#"{"v":1,"type":"offer","host":"Ann""#), "{text}");
        assert_eq!(read_from_host(&text), Ok(FromHost::Lan(offer)));
        assert_eq!(encode_guest(&GuestMessage::Accept), r#"{"v":1,"type":"accept"}"#);
        assert_eq!(read_from_guest(r#"{"v":1,"type":"decline"}"#), Ok(FromGuest::Lan(GuestMessage::Decline)));
        let bye = encode_host(&HostMessage::Bye { reason: ByeReason::RateLimited });
        assert_eq!(bye, r#"{"v":1,"type":"bye","reason":"rate-limited"}"#);
        let sync = encode_host(&HostMessage::InSync { version: 7, hash: Some("00ff".into()) });
        assert_eq!(sync, r#"{"v":1,"type":"in-sync","version":7,"hash":"00ff"}"#);
    }

    #[test]
    fn protocol_messages_still_read_and_bad_ones_are_typed_errors() {
        let r = read_from_guest(r#"{"v":1,"id":3,"type":"move","uci":"e2e4"}"#);
        assert_eq!(r, Ok(FromGuest::Protocol(ClientMessage::Command(Command::Move { uci: "e2e4".into() }), Some(3))));
        assert!(matches!(read_from_guest("{"), Err(WireError::Malformed { .. })));
        assert!(matches!(read_from_guest(r#"{"v":1,"type":"accept","x":"#), Err(WireError::Malformed { .. })));
        assert!(matches!(read_from_guest(r#"{"v":2,"type":"accept"}"#), Err(WireError::UnsupportedVersion { .. })));
        assert!(matches!(read_from_guest(r#"{"v":1,"type":"offer"}"#), Err(WireError::UnknownType { .. })));
        let big = format!(r#"{{"v":1,"type":"accept","pad":"{}"}}"#, "x".repeat(MAX_CLIENT_MESSAGE));
        assert!(matches!(read_from_guest(&big), Err(WireError::TooLarge { .. })));
        assert!(matches!(read_from_host(r#"{"v":1,"type":"offer","host":1}"#), Err(WireError::Malformed { .. })));
    }
}
