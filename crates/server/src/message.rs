//! Reading what a client sends: one pure function ([`classify`]) from a
//! text frame to a typed message or a typed error, shared by the
//! connection task, the fuzz target (`fuzz/fuzz_targets/server.rs`) and
//! the corpus test (`crates/server/tests/messages.rs`).

use crate::code;
use protocol::wire::MAX_CLIENT_MESSAGE;
use protocol::{
    decode_body, decode_client, message_type, ClientMessage, Command, Control, CreateRoom, LobbyError, LobbyRequest,
    MatchConfig, SetupMode, WireError,
};
use rules::Color;

/// A message a client may send the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Incoming {
    /// Handshake, resync or ping.
    Control(Control),
    /// A game command for the client's seat.
    Command(Command),
    /// A lobby request.
    Lobby(LobbyRequest),
}

/// Reads one text frame (with the `id` it carried); never panics.
pub fn classify(text: &str) -> Result<(Incoming, Option<u32>), WireError> {
    let (kind, id) = message_type(text, MAX_CLIENT_MESSAGE)?;
    if LobbyRequest::NAMES.contains(&kind.as_str()) {
        return Ok((Incoming::Lobby(decode_body(text)?), id));
    }
    let (message, id) = decode_client(text)?;
    let incoming = match message {
        ClientMessage::Control(c) => Incoming::Control(c),
        ClientMessage::Command(c) => Incoming::Command(c),
    };
    Ok((incoming, id))
}

/// The match a room created by `req` plays, under game id `game`: the
/// server is the trusted referee of the hidden setup.
pub fn match_config(game: &str, req: &CreateRoom) -> Result<MatchConfig, LobbyError> {
    let config = MatchConfig {
        id: game.to_string(),
        variant: req.variant,
        time: req.time,
        takebacks: req.takebacks,
        setup: SetupMode::Referee,
        start_fen: None,
    };
    config.validate().map_err(|e| LobbyError::BadSettings { reason: e.to_string() })?;
    Ok(config)
}

/// The creator's seat for a colour choice, `coin` deciding a random one.
pub fn creator_seat(choice: protocol::ColourChoice, coin: bool) -> Color {
    match choice {
        protocol::ColourChoice::White => Color::White,
        protocol::ColourChoice::Black => Color::Black,
        protocol::ColourChoice::Random if coin => Color::White,
        protocol::ColourChoice::Random => Color::Black,
    }
}

/// Everything the server does with a frame before it reaches a room, for
/// any input: read it, and for a lobby request check its settings or its
/// code. Panics (the fuzzer's signal) only if a check fails.
pub fn exercise(text: &str) {
    let Ok((incoming, id)) = classify(text) else { return };
    match incoming {
        Incoming::Lobby(LobbyRequest::CreateRoom(req)) => {
            if let Ok(config) = match_config("fuzz", &req) {
                assert!(protocol::Match::new(config).is_ok(), "a valid config makes a match");
            }
            let again = protocol::encode(&LobbyRequest::CreateRoom(req.clone()), id);
            assert_eq!(classify(&again).ok(), Some((Incoming::Lobby(LobbyRequest::CreateRoom(req)), id)));
        }
        Incoming::Lobby(LobbyRequest::JoinRoom { code: c }) => {
            if let Some(canonical) = code::normalize(&c) {
                assert_eq!(code::normalize(&code::display(&canonical)), Some(canonical));
            }
        }
        Incoming::Lobby(LobbyRequest::ListRooms) | Incoming::Control(_) | Incoming::Command(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lobby_requests_commands_and_controls_are_told_apart() {
        assert!(matches!(
            classify(r#"{"v":1,"type":"list-rooms"}"#),
            Ok((Incoming::Lobby(LobbyRequest::ListRooms), None))
        ));
        assert!(matches!(
            classify(r#"{"v":1,"id":4,"type":"resign"}"#),
            Ok((Incoming::Command(Command::Resign), Some(4)))
        ));
        assert!(matches!(
            classify(r#"{"v":1,"type":"ping","t":5}"#),
            Ok((Incoming::Control(Control::Ping { t: 5 }), None))
        ));
        assert!(matches!(classify(r#"{"v":1,"type":"join-room"}"#), Err(WireError::Malformed { .. })));
        assert!(matches!(classify(r#"{"v":1,"type":"dance"}"#), Err(WireError::UnknownType { .. })));
    }
}
