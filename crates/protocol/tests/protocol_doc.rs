//! Every JSON example in `docs/protocol.md` and `docs/protocol-lobby.md` is
//! a message the decoder reads, the examples of a game under way are what
//! a `Match` sends, the handshake's rules are the ones `Hello::check`
//! applies, and the commitment test vector is what the code computes: the
//! pages a client author reads cannot drift from the code.

mod common;

use common::*;
use protocol::{
    decode_body, decode_client, decode_server, encode_army, encode_server, message_type, CatchUp, Commitment,
    HandshakeError, Hello, Input, LobbyReply, LobbyRequest, Nonce, ServerMessage, MAX_REPLAY,
};
use rules::{Color, Setup, Variant};
use std::path::Path;

fn read(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs").join(name)).unwrap()
}

fn page() -> String {
    read("protocol.md")
}

/// Asserts that `page` shows `message` exactly as the referee encodes it.
fn shown(page: &str, message: &ServerMessage) {
    let text = encode_server(message);
    assert!(page.contains(&format!("```json\n{text}\n```")), "the page does not show\n{text}");
}

fn examples(text: &str) -> Vec<String> {
    text.split("```json\n").skip(1).map(|block| block.split("\n```").next().unwrap().to_string()).collect()
}

#[test]
fn every_example_decodes() {
    let page = page();
    let blocks = examples(&page);
    assert!(blocks.len() >= 35, "only {} examples", blocks.len());
    for block in blocks {
        let client = decode_client(&block);
        let server = decode_server(&block);
        assert!(client.is_ok() || server.is_ok(), "{block}\nclient: {client:?}\nserver: {server:?}");
    }
}

#[test]
fn every_message_type_has_an_example() {
    let page = page();
    let types: Vec<String> = examples(&page)
        .iter()
        .filter_map(|b| b.split("\"type\":\"").nth(1).map(|t| t.split('"').next().unwrap().to_string()))
        .collect();
    for name in protocol::Command::NAMES
        .iter()
        .chain(protocol::Control::NAMES.iter())
        .chain(["welcome", "handshake-refused", "event", "snapshot", "refused", "error", "pong"].iter())
    {
        assert!(types.iter().any(|t| t == name), "no example of {name}");
    }
}

#[test]
fn the_commitment_test_vector_holds() {
    let page = page();
    let army: Setup = "4k3/8/8/8/8/8/PPPP4/RNBMKBNR".parse().unwrap();
    let encoding = hex::encode(encode_army(&army, Color::White));
    let commitment: String = Commitment::new("match-1", 0, &army, Color::White, &Nonce([7; 32])).into();
    assert_eq!(encoding, "01770b0052014e0242034d0542064e0752085009500a500b50");
    assert!(page.contains(&encoding));
    assert!(page.contains(&format!("commitment is\n`{commitment}`")), "{commitment}");
}

#[test]
fn a_new_seat_gets_the_events_so_far_then_those_its_arrival_makes() {
    let page = page();
    let mut g = Game::new(config(Variant::Chess, Some((300_000, 2_000))));
    g.input(Input::Connected(W));
    // What the server sends the joining player after its welcome: the
    // catch-up from version 0, then the events of its own arrival.
    let CatchUp::Events(so_far) = g.m.catch_up(B, 0) else { panic!("a new seat gets events, not a snapshot") };
    g.now = 2_310;
    let arrival = g.input(Input::Connected(B)).events;
    let sent: Vec<_> = so_far.into_iter().chain(arrival.iter().map(|e| e.for_seat(B))).collect();
    assert_eq!(sent.iter().map(|e| e.version).collect::<Vec<_>>(), [1, 2, 3]);
    for event in sent {
        shown(&page, &ServerMessage::Event(event));
    }
}

#[test]
fn the_snapshot_with_moves_is_what_the_referee_sends() {
    let mut g = Game::chess(300_000, 2_000);
    g.now = 3_000;
    g.mv(W, "e2e4");
    g.now = 7_000;
    g.mv(B, "e7e5");
    let state = Box::new(g.m.snapshot_for(B));
    shown(&page(), &ServerMessage::Snapshot { state, now: 9_500 });
}

#[test]
fn a_sync_from_above_the_version_is_a_snapshot_and_from_the_version_nothing() {
    let page = page();
    let mut g = Game::chess(300_000, 2_000);
    g.mv(W, "e2e4");
    let v = g.m.version();
    assert!(matches!(g.m.catch_up(W, u64::MAX), CatchUp::Snapshot(_)));
    assert!(page.contains(&format!("{{\"v\":1,\"type\":\"sync\",\"since\":{}}}", u64::MAX)));
    assert!(matches!(g.m.catch_up(W, v), CatchUp::Events(e) if e.is_empty()));
    assert!(matches!(g.m.catch_up(W, v - 1), CatchUp::Events(e) if e.len() == 1));
    assert!(page.contains(&format!("| more than {MAX_REPLAY} below it | one [`snapshot`](#snapshot) |")));
}

#[test]
fn hello_accepts_what_the_page_says() {
    let page = page();
    let hello = |app: &str, name: &str| Hello { app: app.into(), protocol: 1, name: name.into(), resume: None }.check();
    for app in ["0.1.0", "my-bot 2", "x", &"9".repeat(32)] {
        assert!(page.contains(&format!("`\"{app}\"`")) || app.len() == 32, "{app} is not on the page");
        assert_eq!(hello(app, "Ann"), Ok(()), "{app}");
    }
    assert_eq!(hello("", "Ann"), Err(HandshakeError::BadAppVersion));
    assert_eq!(hello(&"9".repeat(33), "Ann"), Err(HandshakeError::BadAppVersion));
    assert_eq!(hello("0.1.0", &format!("  {}  ", "n".repeat(40))), Ok(()), "the name is trimmed first");
    assert_eq!(hello("0.1.0", &"n".repeat(41)), Err(HandshakeError::BadName));
    assert_eq!(hello("", "a\u{7}"), Err(HandshakeError::BadName), "the name is checked before the app");
    let old = Hello { protocol: 2, ..Hello { app: String::new(), protocol: 1, name: String::new(), resume: None } };
    assert_eq!(old.check(), Err(HandshakeError::Incompatible { ours: 1, theirs: 2 }), "the protocol first");
    assert!(page.contains("any text of 1–32 bytes"));
}

#[test]
fn every_lobby_example_decodes() {
    let page = read("protocol-lobby.md");
    let lines: Vec<String> =
        examples(&page).iter().flat_map(|b| b.lines().map(str::to_string).collect::<Vec<_>>()).collect();
    assert!(lines.len() >= 15, "only {} examples", lines.len());
    let mut types = Vec::new();
    for line in lines {
        let (kind, _) = message_type(&line, usize::MAX).unwrap_or_else(|e| panic!("{line}: {e:?}"));
        let request = decode_body::<LobbyRequest>(&line);
        let reply = decode_body::<LobbyReply>(&line);
        assert!(request.is_ok() || reply.is_ok(), "{line}\nrequest: {request:?}\nreply: {reply:?}");
        types.push(kind);
    }
    for name in LobbyRequest::NAMES.iter().chain(LobbyReply::NAMES.iter()) {
        assert!(types.iter().any(|t| t == name), "no example of {name}");
    }
}
