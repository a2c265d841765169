//! What a client cannot do: play another seat, take a seat with a forged
//! token, get past the handshake without a hello, change anything with a
//! malformed, out-of-turn or replayed message, send too much or too big.

mod common;

use common::*;
use protocol::{Command, HandshakeError, LobbyError, LobbyReply, Refusal, ServerMessage, WireError};
use rules::Variant;
use std::time::Duration;

/// The state both replicas hold, as JSON, to compare before and after.
fn snapshot(c: &Client) -> String {
    serde_json::to_string(c.state()).unwrap()
}

/// Asks the server for everything after the replica's version: nothing
/// new must come before the pong.
async fn assert_nothing_new(c: &mut Client) {
    let v = c.version();
    c.send(&format!(r#"{{"v":1,"type":"sync","since":{v}}}"#)).await;
    let before = c.frames.len();
    c.settle().await;
    let new: Vec<_> = c.frames[before..].iter().filter(|t| !t.contains("\"pong\"")).collect();
    assert!(new.is_empty(), "the server sent {new:?}");
    assert_eq!(c.version(), v);
}

#[tokio::test]
async fn out_of_turn_replayed_and_malformed_messages_change_nothing() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    b.settle().await;
    let before = (snapshot(&w), snapshot(&b));
    // Out of turn: White again; Black plays White's move.
    w.mv("d2d4").await;
    b.mv("d2d4").await;
    // Replayed: White's accepted move sent again, with and without an id.
    w.mv("e2e4").await;
    w.send(r#"{"v":1,"id":9,"type":"move","uci":"e2e4"}"#).await;
    // Malformed: not JSON, no version, wrong version, unknown type, bad field.
    for text in [
        "{",
        "[]",
        r#"{"type":"move","uci":"e7e5"}"#,
        r#"{"v":2,"type":"move","uci":"e7e5"}"#,
        r#"{"v":1,"type":"teleport"}"#,
        r#"{"v":1,"type":"move","uci":7}"#,
        r#"{"v":1,"type":"move","uci":"zz"}"#,
    ] {
        b.send(text).await;
    }
    w.settle().await;
    b.settle().await;
    assert_eq!(w.refusals, vec![Refusal::NotYourTurn; 3]);
    assert_eq!(b.refusals[0], Refusal::IllegalMove { uci: "d2d4".into(), malformed: false });
    assert_eq!(b.refusals[1], Refusal::IllegalMove { uci: "zz".into(), malformed: true });
    let errors: Vec<WireError> = b
        .frames
        .iter()
        .filter_map(|t| match read_frame(t) {
            Frame::Server(ServerMessage::Error { error }) => Some(error),
            _ => None,
        })
        .collect();
    assert_eq!(errors.len(), 6, "{errors:?}");
    assert!(matches!(errors[3], WireError::UnsupportedVersion { got: 2 }));
    assert!(matches!(errors[4], WireError::UnknownType { .. }));
    let refused_id = w.frames.iter().any(|t| t.contains(r#""type":"refused""#) && t.contains(r#""id":9"#));
    assert!(refused_id, "a refusal carries the command's id back");
    assert_eq!((snapshot(&w), snapshot(&b)), before, "nothing changed");
    assert_nothing_new(&mut w).await;
    assert_nothing_new(&mut b).await;
    // The game goes on from where it was.
    b.mv("e7e5").await;
    b.settle().await;
    assert_eq!(b.state().moves().len(), 2);
    t.server.shutdown().await;
}

#[tokio::test]
async fn a_forged_token_takes_no_seat_and_a_seat_cannot_act_for_the_other() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    let real = String::from(w.token.unwrap());
    // One hex digit changed.
    let mut forged = real.clone().into_bytes();
    forged[0] = if forged[0] == b'0' { b'1' } else { b'0' };
    let forged: protocol::SeatToken =
        serde_json::from_str(&format!("\"{}\"", String::from_utf8(forged).unwrap())).unwrap();
    let mut x = Client::connect(t.addr).await;
    x.hello("Eve", Some(protocol::Resume { token: forged, since: 0 })).await;
    let frame = x.next().await;
    assert!(
        matches!(frame, Frame::Server(ServerMessage::HandshakeRefused { reason: HandshakeError::UnknownSeat })),
        "{frame:?}"
    );
    assert!(x.next_within(Duration::from_secs(2)).await.is_none() && x.closed, "the connection closes");
    // A third player cannot join the full room.
    let mut eve = Client::lobby(t.addr, "Eve").await;
    eve.send(&format!(r#"{{"v":1,"type":"join-room","code":"{}"}}"#, w.code.clone().unwrap())).await;
    let refused = eve.join_refused().await;
    assert_eq!(refused, LobbyError::UnknownCode);
    // Commands without a seat are errors, not moves.
    eve.mv("e2e4").await;
    eve.command(Command::Resign).await;
    eve.settle().await;
    // Black cannot resign, pause or abort for White: each acts for its own seat only.
    b.command(Command::Abort).await;
    b.settle().await;
    w.settle().await;
    assert!(matches!(w.state().ending(), Some(protocol::Ending::Aborted(protocol::AbortReason::Aborted { color: B }))));
    t.server.shutdown().await;
}

#[tokio::test]
async fn limits_on_hello_size_messages_and_lobby_attempts() {
    let t = start_with(|c| {
        c.handshake_timeout = Duration::from_millis(300);
        c.message_burst = 5;
        c.messages_per_second = 1;
        c.lobby_burst = 2;
        c.lobby_per_minute = 2;
    })
    .await;
    // No hello: closed after the handshake timeout.
    let mut silent = Client::connect(t.addr).await;
    assert!(silent.next_within(Duration::from_secs(3)).await.is_none());
    assert!(silent.closed, "a silent connection is closed");
    // Something else first: refused and closed.
    let mut rude = Client::connect(t.addr).await;
    rude.mv("e2e4").await;
    assert!(matches!(rude.next().await, Frame::Server(ServerMessage::Error { .. })));
    assert!(rude.next_within(Duration::from_secs(2)).await.is_none() && rude.closed);
    // A bad name is refused at the handshake.
    let mut anon = Client::connect(t.addr).await;
    anon.hello("  ", None).await;
    assert!(matches!(
        anon.next().await,
        Frame::Server(ServerMessage::HandshakeRefused { reason: HandshakeError::BadName })
    ));
    // Too big: refused with the reason.
    let mut c = Client::lobby(t.addr, "Ann").await;
    c.send(&format!(r#"{{"v":1,"type":"join-room","code":"{}"}}"#, "A".repeat(5_000))).await;
    assert!(matches!(c.next().await, Frame::Server(ServerMessage::Error { error: WireError::TooLarge { .. } })));
    // Lobby attempts per address: a burst of two, then rate limited.
    c.send(r#"{"v":1,"type":"join-room","code":"22222-22222"}"#).await;
    c.send(r#"{"v":1,"type":"join-room","code":"22222-22223"}"#).await;
    c.send(r#"{"v":1,"type":"join-room","code":"22222-22224"}"#).await;
    let mut reasons = Vec::new();
    for _ in 0..3 {
        reasons.push(c.join_refused().await);
    }
    assert_eq!(reasons[..2], [LobbyError::UnknownCode, LobbyError::UnknownCode]);
    assert!(matches!(reasons[2], LobbyError::RateLimited { .. }), "{reasons:?}");
    // The message budget (5, then 1 per second): the rest is throttled.
    for t in 0..10 {
        c.send(&format!(r#"{{"v":1,"type":"ping","t":{t}}}"#)).await;
    }
    let mut throttled = 0;
    while let Some(f) = c.next_within(Duration::from_millis(300)).await {
        if matches!(f, Frame::Lobby(LobbyReply::Throttled { .. })) {
            throttled += 1;
        }
    }
    assert!(throttled >= 8, "{throttled}");
    t.server.shutdown().await;
}
