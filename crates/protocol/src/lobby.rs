//! The lobby of the Maharajah server: the messages before (and around) a
//! seat — create a room, join one by its code, list the open rooms — shared
//! by the server and the app's online client. `docs/protocol-lobby.md`
//! shows each with an example.
//!
//! They travel in the same envelope as every other message (`"v"`,
//! `"type"`, an optional `"id"`): a shell reads the type with
//! [`crate::message_type`] and, for a name in [`LobbyRequest::NAMES`] or
//! [`LobbyReply::NAMES`], the body with [`crate::decode_body`].

use crate::clock::TimeControl;
use crate::token::SeatToken;
use rules::{Color, Variant};
use serde::{Deserialize, Serialize};

/// Which seat the creator of a room wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum ColourChoice {
    /// White.
    White,
    /// Black.
    Black,
    /// Either, drawn by the server.
    #[default]
    Random,
}

/// A new room, as its creator asks for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct CreateRoom {
    /// The game.
    pub variant: Variant,
    /// Fischer clock, or `None` for an untimed game.
    pub time: Option<TimeControl>,
    /// The creator's seat.
    #[serde(default)]
    pub colour: ColourChoice,
    /// Whether the room is shown in the public list of open rooms.
    #[serde(default)]
    pub public: bool,
    /// Whether takeback requests are allowed.
    #[serde(default)]
    pub takebacks: bool,
}

/// What a client asks of the lobby, after a `hello` without `resume`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum LobbyRequest {
    /// Open a room and take a seat in it; answered by
    /// [`LobbyReply::RoomCreated`], then the seat's `welcome`.
    CreateRoom(CreateRoom),
    /// Take the free seat of the room with this join code; answered by
    /// [`LobbyReply::RoomJoined`] and the seat's `welcome`, or by
    /// [`LobbyReply::JoinRefused`].
    JoinRoom {
        /// The join code, as the creator read it out (case, spaces and
        /// dashes do not matter).
        code: String,
    },
    /// The public rooms waiting for an opponent; answered by [`LobbyReply::RoomList`].
    ListRooms,
}

impl LobbyRequest {
    /// Every lobby request's wire name.
    pub const NAMES: [&'static str; 3] = ["create-room", "join-room", "list-rooms"];

    /// The request's wire name.
    pub fn name(&self) -> &'static str {
        match self {
            LobbyRequest::CreateRoom(_) => "create-room",
            LobbyRequest::JoinRoom { .. } => "join-room",
            LobbyRequest::ListRooms => "list-rooms",
        }
    }
}

/// A room in the public list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct OpenRoom {
    /// Its join code.
    pub code: String,
    /// The game.
    pub variant: Variant,
    /// The clock.
    pub time: Option<TimeControl>,
    /// The seat left for whoever joins.
    pub colour: Color,
    /// The creator's display name.
    pub creator: String,
    /// Whether takebacks are allowed.
    pub takebacks: bool,
    /// When it closes if nobody joins (Unix time, ms).
    pub expires_at: u64,
}

/// Why a lobby request was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(tag = "id", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum LobbyError {
    /// No open room has this code (never had, expired, or already full).
    #[error("no open room has this code")]
    UnknownCode,
    /// Too many join attempts from this address: wait and try again.
    #[error("too many attempts; try again in {retry_after_ms} ms")]
    RateLimited {
        /// How long to wait.
        retry_after_ms: u64,
    },
    /// This connection already holds a seat.
    #[error("this connection already holds a seat")]
    AlreadySeated,
    /// The room's settings are outside what a match accepts.
    #[error("the room's settings are not valid: {reason}")]
    BadSettings {
        /// What was wrong.
        reason: String,
    },
    /// The server is closing or full; try again later.
    #[error("the server cannot open a room now")]
    Unavailable,
}

/// What the lobby answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", rename_all_fields = "camelCase")]
pub enum LobbyReply {
    /// The `hello` (without `resume`) is accepted: the lobby is open.
    Lobby {
        /// The server's version.
        server: String,
        /// The protocol version.
        protocol: u32,
    },
    /// A room was opened; its creator's `welcome` follows.
    RoomCreated {
        /// The join code to share (read aloud as two groups of five).
        code: String,
        /// The creator's seat.
        colour: Color,
        /// When the room closes if nobody joins (Unix time, ms).
        expires_at: u64,
    },
    /// This connection took the free seat of the room; its `welcome` follows.
    RoomJoined {
        /// The join code.
        code: String,
        /// The seat taken.
        colour: Color,
    },
    /// The opponent took the other seat (sent to the creator).
    OpponentJoined {
        /// The opponent's display name.
        name: String,
    },
    /// A lobby request was refused; nothing changed.
    JoinRefused {
        /// The refused request's type.
        request: String,
        /// Why.
        reason: LobbyError,
    },
    /// The public rooms waiting for an opponent, newest first.
    RoomList {
        /// The rooms.
        rooms: Vec<OpenRoom>,
    },
    /// Nobody joined in time: the room is closed and its game aborted.
    RoomExpired {
        /// The join code it had.
        code: String,
    },
    /// Both players offered a rematch: the new game is open with colours
    /// swapped and this connection sits in it; its `welcome` follows. The
    /// old seat token no longer leads to the new game: keep this one.
    RematchStarted {
        /// The new seat's token (to resume the new game).
        token: SeatToken,
        /// The new seat (the other colour than in the game just over).
        colour: Color,
    },
    /// The server is shutting down: every move so far is stored; reconnect
    /// with the seat token after a while to play on.
    ServerClosing,
    /// The connection sent more messages than its budget: this one was
    /// dropped unread. Keep sending too fast and the connection closes.
    Throttled {
        /// The dropped message's type, when it could be read.
        dropped: Option<String>,
        /// How long until the next message is taken.
        retry_after_ms: u64,
    },
}

impl LobbyReply {
    /// Every lobby reply's wire name.
    pub const NAMES: [&'static str; 10] = [
        "lobby",
        "room-created",
        "room-joined",
        "opponent-joined",
        "join-refused",
        "room-list",
        "room-expired",
        "rematch-started",
        "server-closing",
        "throttled",
    ];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{decode_body, encode, message_type};

    #[test]
    fn requests_and_replies_round_trip_in_the_envelope() {
        let r = LobbyRequest::CreateRoom(CreateRoom {
            variant: Variant::Maharajah,
            time: Some(TimeControl { base_ms: 300_000, increment_ms: 2_000 }),
            colour: ColourChoice::Random,
            public: true,
            takebacks: false,
        });
        let text = encode(&r, Some(3));
        assert_eq!(
            text,
            r#"{"v":1,"id":3,"type":"create-room","variant":"maharajah","time":{"base_ms":300000,"increment_ms":2000},"colour":"random","public":true,"takebacks":false}"#
        );
        assert_eq!(message_type(&text, 4096).unwrap(), ("create-room".to_string(), Some(3)));
        assert_eq!(decode_body::<LobbyRequest>(&text).unwrap(), r);
        let j: LobbyRequest = decode_body(r#"{"v":1,"type":"join-room","code":"ab3de-fgh4k"}"#).unwrap();
        assert_eq!(j, LobbyRequest::JoinRoom { code: "ab3de-fgh4k".into() });
        let refused = LobbyReply::JoinRefused {
            request: "join-room".into(),
            reason: LobbyError::RateLimited { retry_after_ms: 5_000 },
        };
        let text = encode(&refused, None);
        assert_eq!(
            text,
            r#"{"v":1,"type":"join-refused","request":"join-room","reason":{"id":"rate-limited","retryAfterMs":5000}}"#
        );
        assert_eq!(decode_body::<LobbyReply>(&text).unwrap(), refused);
        let token = SeatToken::from_bytes([0xab; 32]);
        let rematch = LobbyReply::RematchStarted { token, colour: Color::Black };
        let text = encode(&rematch, None);
        assert_eq!(
            text,
            format!(r#"{{"v":1,"type":"rematch-started","token":"{}","colour":"black"}}"#, "ab".repeat(32))
        );
        assert_eq!(decode_body::<LobbyReply>(&text).unwrap(), rematch);
        for name in LobbyRequest::NAMES {
            assert!(!crate::Command::NAMES.contains(&name) && !crate::Control::NAMES.contains(&name));
        }
    }
}
