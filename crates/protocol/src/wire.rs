//! The messages on the wire: JSON objects in a versioned envelope, one per
//! WebSocket text frame. `docs/protocol.md` documents every message with an
//! example.
//!
//! Every message is an object with `"v"` (the protocol version,
//! [`PROTOCOL_VERSION`]) and `"type"`; a client may add `"id"` (a number it
//! chooses) to a command, and a refusal of that command carries it back.
//! Decoding never panics: an oversized, malformed, unknown or wrong-version
//! message is a typed [`WireError`].

use crate::command::Command;
use crate::config::MatchConfig;
use crate::event::Event;
use crate::refusal::Refusal;
use crate::state::MatchState;
use crate::token::SeatToken;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The protocol version this build speaks; a peer speaking another is
/// refused at the handshake with [`HandshakeError::Incompatible`].
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message a player may send (bytes). The biggest real one, a
/// reveal, is about 200 bytes.
pub const MAX_CLIENT_MESSAGE: usize = 4 * 1024;

/// The largest message a referee may send (bytes): a snapshot of a very
/// long game fits many times over.
pub const MAX_SERVER_MESSAGE: usize = 1024 * 1024;

/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// The longest app version string, in bytes.
pub const MAX_APP_VERSION_LEN: usize = 32;

/// A message a player sends that is not a game command: the handshake,
/// resynchronisation and latency probes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Control {
    /// The first message on a connection.
    Hello(Hello),
    /// Asks for what happened after version `since` (events or a snapshot).
    Sync {
        /// The last version this player applied.
        since: u64,
    },
    /// A latency probe; answered by [`ServerMessage::Pong`] with the same `t`.
    Ping {
        /// Any number; echoed.
        t: u64,
    },
}

impl Control {
    /// Every control message's wire name.
    pub const NAMES: [&'static str; 3] = ["hello", "sync", "ping"];
}

/// The handshake: who is connecting, with what.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Hello {
    /// The app's version (informative: shown to the other side).
    pub app: String,
    /// The protocol version the sender speaks.
    pub protocol: u32,
    /// The player's display name.
    pub name: String,
    /// To take back a seat after a dropped connection: the seat's token and
    /// the last version applied.
    #[serde(default)]
    pub resume: Option<Resume>,
}

/// A returning player's claim to its seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Resume {
    /// The token the seat was given in [`ServerMessage::Welcome`].
    pub token: SeatToken,
    /// The last version this player applied.
    pub since: u64,
}

/// Why a handshake was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "id", rename_all = "kebab-case")]
pub enum HandshakeError {
    /// The peers speak different protocol versions.
    #[error("protocol {theirs} is not supported (this side speaks {ours}); update the app")]
    Incompatible {
        /// This side's version.
        ours: u32,
        /// The other side's version.
        theirs: u32,
    },
    /// The display name is empty, too long or holds control characters.
    #[error("a display name is 1–{MAX_NAME_CHARS} characters without control characters")]
    BadName,
    /// The app version string is empty or too long.
    #[error("the app version is not readable")]
    BadAppVersion,
    /// The seat token does not belong to this game.
    #[error("this game has no such seat")]
    UnknownSeat,
    /// Both seats are taken.
    #[error("this game is full")]
    Full,
    /// The referee cannot answer now (its storage is out of reach): this
    /// says nothing about the token; try again after `retry_after_ms`.
    #[error("the server cannot answer now; try again in {retry_after_ms} ms")]
    Unavailable {
        /// How long to wait before trying again (ms).
        retry_after_ms: u64,
    },
}

impl Hello {
    /// Checks the handshake against this side's protocol and the limits.
    pub fn check(&self) -> Result<(), HandshakeError> {
        if self.protocol != PROTOCOL_VERSION {
            return Err(HandshakeError::Incompatible { ours: PROTOCOL_VERSION, theirs: self.protocol });
        }
        let name = self.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err(HandshakeError::BadName);
        }
        if self.app.is_empty() || self.app.len() > MAX_APP_VERSION_LEN {
            return Err(HandshakeError::BadAppVersion);
        }
        Ok(())
    }
}

/// What a player sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientMessage {
    /// Handshake, resync or ping.
    Control(Control),
    /// A game command for the match.
    Command(Command),
}

/// What a referee (the LAN host, the server) sends.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum ServerMessage {
    /// The handshake is accepted: this connection holds a seat.
    Welcome {
        /// The referee's app (or server) version.
        app: String,
        /// The protocol version.
        protocol: u32,
        /// The secret that binds the seat to this player: sent again in
        /// [`Hello::resume`] after a dropped connection. Never shown or logged.
        token: SeatToken,
        /// The match.
        config: MatchConfig,
        /// The opponent's display name, once known.
        opponent: Option<String>,
    },
    /// The handshake is refused; the connection closes.
    HandshakeRefused {
        /// Why.
        reason: HandshakeError,
    },
    /// One event of the match, cut for this seat.
    Event(Event),
    /// The whole match as this seat may see it (after a handshake, or when
    /// too far behind to replay).
    Snapshot {
        /// The state at its version.
        state: Box<MatchState>,
        /// The referee's time when sent (match time, ms), so the receiver can
        /// run the clocks from the state's last event.
        now: u64,
    },
    /// A command was refused; nothing changed.
    Refused {
        /// The refused command's type.
        command: String,
        /// The `id` the command carried, if any.
        id: Option<u32>,
        /// Why.
        refusal: Refusal,
    },
    /// A message could not be read; nothing changed.
    Error {
        /// What was wrong.
        error: WireError,
    },
    /// The answer to a ping.
    Pong {
        /// The ping's `t`.
        t: u64,
        /// The referee's time (match time, ms).
        now: u64,
        /// On a seated connection, the game's latest version: a player
        /// that has less missed an event and asks for it (`sync`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        version: Option<u64>,
    },
}

/// Why a message could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "id", rename_all = "kebab-case")]
pub enum WireError {
    /// Over the size limit.
    #[error("message of {size} bytes is over the limit of {max}")]
    TooLarge {
        /// Its size.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// Not a JSON object with the fields its type needs.
    #[error("malformed message: {detail}")]
    Malformed {
        /// What the JSON reader said (no content of the message).
        detail: String,
    },
    /// The envelope's version is not this protocol's.
    #[error("protocol version {got} is not supported (this side speaks {PROTOCOL_VERSION})")]
    UnsupportedVersion {
        /// The version it carried.
        got: u32,
    },
    /// A `type` this side does not know.
    #[error("unknown message type {name:?}")]
    UnknownType {
        /// The type (cut to 32 characters).
        name: String,
    },
}

/// The envelope fields read before the message itself.
#[derive(Deserialize)]
struct Header<'a> {
    v: Option<u32>,
    #[serde(rename = "type", borrow)]
    kind: Option<Cow<'a, str>>,
    id: Option<u32>,
}

fn malformed(e: serde_json::Error) -> WireError {
    // serde_json's messages name the field and position, not the content.
    WireError::Malformed { detail: e.to_string() }
}

/// Reads the envelope of `text`: its type and id, after the size (`max`
/// bytes) and version checks. Shells with messages of their own (the
/// server's lobby, the LAN offer) dispatch on the type, then read the body
/// with [`decode_body`].
pub fn message_type(text: &str, max: usize) -> Result<(String, Option<u32>), WireError> {
    if text.len() > max {
        return Err(WireError::TooLarge { size: text.len(), max });
    }
    let h: Header = serde_json::from_str(text).map_err(malformed)?;
    match h.v {
        None => return Err(WireError::Malformed { detail: "missing field `v`".into() }),
        Some(v) if v != PROTOCOL_VERSION => return Err(WireError::UnsupportedVersion { got: v }),
        Some(_) => {}
    }
    let kind = h.kind.ok_or_else(|| WireError::Malformed { detail: "missing field `type`".into() })?;
    Ok((kind.into_owned(), h.id))
}

/// Reads a whole message as `T` (an enum tagged by `type`), once
/// [`message_type`] has checked its envelope.
pub fn decode_body<T: DeserializeOwned>(text: &str) -> Result<T, WireError> {
    serde_json::from_str(text).map_err(malformed)
}

/// Reads a player's message (with its optional `id`).
pub fn decode_client(text: &str) -> Result<(ClientMessage, Option<u32>), WireError> {
    let (kind, id) = message_type(text, MAX_CLIENT_MESSAGE)?;
    let message = if Command::NAMES.contains(&kind.as_str()) {
        ClientMessage::Command(decode_body(text)?)
    } else if Control::NAMES.contains(&kind.as_str()) {
        ClientMessage::Control(decode_body(text)?)
    } else {
        return Err(WireError::UnknownType { name: kind.chars().take(32).collect() });
    };
    Ok((message, id))
}

/// Reads a referee's message.
pub fn decode_server(text: &str) -> Result<ServerMessage, WireError> {
    let (kind, _) = message_type(text, MAX_SERVER_MESSAGE)?;
    serde_json::from_str(text).map_err(|e| {
        if e.is_data() && e.to_string().starts_with("unknown variant") {
            WireError::UnknownType { name: kind.chars().take(32).collect() }
        } else {
            malformed(e)
        }
    })
}

/// Writes `message` (an enum tagged by `type`) in the envelope: `{"v":1,`
/// (and `"id":…,`) before its own fields.
pub fn encode<T: Serialize>(message: &T, id: Option<u32>) -> String {
    // Every message serializes as a JSON object starting with its "type".
    let inner = serde_json::to_string(message).unwrap_or_else(|_| String::from("{}"));
    let rest = inner.strip_prefix('{').unwrap_or(&inner);
    let mut out = String::with_capacity(inner.len() + 20);
    out.push_str("{\"v\":");
    out.push_str(&PROTOCOL_VERSION.to_string());
    if let Some(id) = id {
        out.push_str(",\"id\":");
        out.push_str(&id.to_string());
    }
    if rest != "}" {
        out.push(',');
    }
    out.push_str(rest);
    out
}

/// Writes a player's message, with an optional `id` for matching a refusal.
pub fn encode_client(message: &ClientMessage, id: Option<u32>) -> String {
    match message {
        ClientMessage::Control(c) => encode(c, id),
        ClientMessage::Command(c) => encode(c, id),
    }
}

/// Writes a referee's message.
pub fn encode_server(message: &ServerMessage) -> String {
    encode(message, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_round_trip_in_the_envelope() {
        let m = ClientMessage::Command(Command::Move { uci: "e2e4".into() });
        let text = encode_client(&m, Some(7));
        assert_eq!(text, r#"{"v":1,"id":7,"type":"move","uci":"e2e4"}"#);
        assert_eq!(decode_client(&text), Ok((m, Some(7))));
        let p = ClientMessage::Command(Command::Pause);
        assert_eq!(encode_client(&p, None), r#"{"v":1,"type":"pause"}"#);
        assert_eq!(decode_client(r#"{"type":"pause","v":1}"#), Ok((p, None)));
    }

    #[test]
    fn bad_messages_are_typed_errors() {
        assert!(matches!(decode_client("{"), Err(WireError::Malformed { .. })));
        assert!(matches!(decode_client("[]"), Err(WireError::Malformed { .. })));
        assert!(matches!(decode_client(r#"{"type":"pause"}"#), Err(WireError::Malformed { .. })));
        assert_eq!(decode_client(r#"{"v":2,"type":"pause"}"#), Err(WireError::UnsupportedVersion { got: 2 }));
        assert_eq!(decode_client(r#"{"v":1,"type":"fly"}"#), Err(WireError::UnknownType { name: "fly".into() }));
        assert!(matches!(decode_client(r#"{"v":1,"type":"move"}"#), Err(WireError::Malformed { .. })));
        assert!(matches!(decode_client(r#"{"v":1,"type":"move","uci":5}"#), Err(WireError::Malformed { .. })));
        let big = format!(r#"{{"v":1,"type":"move","uci":"{}"}}"#, "a".repeat(MAX_CLIENT_MESSAGE));
        assert!(matches!(decode_client(&big), Err(WireError::TooLarge { .. })));
    }

    #[test]
    fn the_handshake_refuses_another_protocol_with_a_reason() {
        let hello = Hello { app: "0.1.0".into(), protocol: 2, name: "Ann".into(), resume: None };
        let e = hello.check().unwrap_err();
        assert_eq!(e, HandshakeError::Incompatible { ours: 1, theirs: 2 });
        assert!(e.to_string().contains("update the app"));
        let ok = Hello { protocol: 1, ..hello.clone() };
        assert_eq!(ok.check(), Ok(()));
        assert_eq!(Hello { name: " ".into(), ..ok.clone() }.check(), Err(HandshakeError::BadName));
        assert_eq!(Hello { name: "a\u{7}".into(), ..ok }.check(), Err(HandshakeError::BadName));
    }
}
