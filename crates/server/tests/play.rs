//! Full games over real WebSockets on loopback: chess, Mirodol and
//! Maharajah with its hidden setup, the lobby around them, and the HTTP
//! endpoints.

mod common;

use common::*;
use protocol::{Command, EndReason, Ending, EventKind, GameResult, LobbyReply, Phase, ServerMessage};
use rules::{Setup, Variant};

#[tokio::test]
async fn a_chess_game_is_played_to_mate_and_both_see_every_event() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 1_000))).await;
    assert_eq!(w.phase(), Phase::Playing);
    for (seat, uci) in [(W, "e2e4"), (B, "e7e5"), (W, "f1c4"), (B, "b8c6"), (W, "d1h5"), (B, "g8f6"), (W, "h5f7")] {
        let c = if seat == W { &mut w } else { &mut b };
        c.mv(uci).await;
        c.settle().await;
    }
    w.settle().await;
    b.settle().await;
    let mate = Ending::Result(GameResult { winner: Some(W), reason: EndReason::Checkmate });
    assert_eq!(w.state().ending(), Some(mate));
    assert_eq!(b.state().ending(), Some(mate));
    assert_eq!(w.events(), b.events(), "both seats saw the same events");
    let versions: Vec<u64> = w.events().iter().map(|e| e.version).collect();
    assert_eq!(versions, (1..=versions.len() as u64).collect::<Vec<_>>(), "versions count up with no gap");
    assert!(w.refusals.is_empty() && b.refusals.is_empty());
    t.server.shutdown().await;
}

#[tokio::test]
async fn random_games_of_chess_and_mirodol_run_to_their_end() {
    let t = start().await;
    for (variant, seed) in [(Variant::Chess, 7), (Variant::Mirodol, 11)] {
        let (mut w, mut b) = pair(t.addr, variant, None).await;
        let plies = play_random(&mut w, &mut b, &mut Rng(seed), 1_500).await;
        if w.phase() == Phase::Playing {
            w.command(Command::Resign).await;
            w.settle().await;
            b.settle().await;
        }
        assert_eq!(w.phase(), Phase::Over, "{variant:?} after {plies} plies");
        assert_eq!(b.state().ending(), w.state().ending());
        assert_eq!(b.state().moves().len(), plies);
    }
    t.server.shutdown().await;
}

/// True when `text` (one frame) shows any of `army`'s pieces as an army.
fn shows(text: &str, army: &str) -> bool {
    text.contains(army)
}

#[tokio::test]
async fn maharajah_hidden_setup_never_shows_an_army_before_both_locked() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Maharajah, Some((120_000, 0))).await;
    assert_eq!(w.phase(), Phase::Setup);
    // An army invalid on its own is refused with the reason, and changes nothing.
    let bad: Setup = "4k3/8/8/8/8/8/8/RNBMKBNR".parse().unwrap();
    w.command(Command::LockArmy { army: bad }).await;
    w.settle().await;
    assert!(matches!(w.refusals.last(), Some(protocol::Refusal::InvalidArmy { .. })), "{:?}", w.refusals);
    // Round 1: the armies are valid alone but White would start in check.
    w.command(Command::LockArmy { army: WHITE_ARMY_OPEN.parse().unwrap() }).await;
    w.settle().await;
    b.settle().await;
    b.command(Command::LockArmy { army: BLACK_ARMY.parse().unwrap() }).await;
    b.settle().await;
    w.settle().await;
    assert!(matches!(last_kind(&w), EventKind::SetupRejected { .. }), "{:?}", last_kind(&w));
    assert_eq!(w.phase(), Phase::Setup);
    // Round 2: White fills e2; both lock; play starts from both armies.
    b.command(Command::LockArmy { army: BLACK_ARMY.parse().unwrap() }).await;
    b.settle().await;
    w.settle().await;
    w.command(Command::LockArmy { army: WHITE_ARMY.parse().unwrap() }).await;
    w.settle().await;
    b.settle().await;
    assert_eq!(w.phase(), Phase::Playing);
    assert!(w.state().start_fen().unwrap().starts_with("rnbpkbnr/ppp1m3/8/8/8/8/PPP1P3/RNBMKBNR w"));
    // Neither army reached the other side before both had locked (the
    // start position is the first frame that shows both).
    let normalized = |fen: &str, c| protocol::normalized_army(&fen.parse::<Setup>().unwrap(), c);
    for (client, opponent_armies) in [
        (&w, vec![serde_json::to_string(&normalized(BLACK_ARMY, B)).unwrap()]),
        (
            &b,
            vec![
                serde_json::to_string(&normalized(WHITE_ARMY, W)).unwrap(),
                serde_json::to_string(&normalized(WHITE_ARMY_OPEN, W)).unwrap(),
            ],
        ),
    ] {
        let me = client.seat.unwrap();
        let mut started = false;
        for text in &client.frames {
            let frame = read_frame(text);
            if let Some(e) = frame.event() {
                if matches!(e.kind, EventKind::Started { .. }) {
                    started = true;
                }
                if !started {
                    assert!(!e.shows_army_of(me.flip()), "{me:?} saw the opponent's army early: {text}");
                }
            }
            if let protocol::wire::ServerMessage::Snapshot { state, .. } = match &frame {
                Frame::Server(m) => m.clone(),
                _ => continue,
            } {
                assert!(state.setup().sides[me.flip().index()].army.is_none());
            }
            if !started {
                for army in &opponent_armies {
                    assert!(!shows(text, army.trim_matches('"')), "{me:?} received {army} early: {text}");
                }
            }
        }
        assert!(started);
    }
    w.refusals.clear();
    let plies = play_random(&mut w, &mut b, &mut Rng(3), 1_500).await;
    if w.phase() == Phase::Playing {
        b.command(Command::Resign).await;
        b.settle().await;
        w.settle().await;
    }
    assert_eq!(w.phase(), Phase::Over, "after {plies} plies");
    t.server.shutdown().await;
}

#[tokio::test]
async fn the_lobby_lists_public_rooms_refuses_unknown_codes_and_expires_rooms() {
    let t = start_with(|c| c.room_ttl = std::time::Duration::from_millis(600)).await;
    let mut a = Client::lobby(t.addr, "Ann").await;
    let req = protocol::CreateRoom {
        variant: Variant::Mirodol,
        time: Some(protocol::TimeControl { base_ms: 300_000, increment_ms: 2_000 }),
        colour: protocol::ColourChoice::Black,
        public: true,
        takebacks: true,
    };
    a.send(&protocol::encode(&protocol::LobbyRequest::CreateRoom(req), Some(1))).await;
    a.until(|f| matches!(f, Frame::Server(ServerMessage::Welcome { .. })).then_some(())).await;
    let code = a.code.clone().unwrap();
    assert_eq!(a.seat, Some(B));
    assert_eq!(code.len(), 11);
    let mut c = Client::lobby(t.addr, "Cy").await;
    c.send(r#"{"v":1,"type":"list-rooms"}"#).await;
    let rooms = c.room_list().await;
    assert_eq!(rooms.len(), 1);
    assert_eq!((rooms[0].code.as_str(), rooms[0].colour, rooms[0].creator.as_str()), (code.as_str(), W, "Ann"));
    c.send(r#"{"v":1,"type":"join-room","code":"22222-22222"}"#).await;
    let refused = c.join_refused().await;
    assert_eq!(refused, protocol::LobbyError::UnknownCode);
    // Nobody joins: the room expires, its game aborted, its code closed.
    let expired = a
        .until(|f| match f {
            Frame::Lobby(LobbyReply::RoomExpired { code }) => Some(code.clone()),
            _ => None,
        })
        .await;
    assert_eq!(expired, code);
    assert!(matches!(a.state().ending(), Some(Ending::Aborted(_))));
    c.send(&format!(r#"{{"v":1,"type":"join-room","code":"{}"}}"#, code.to_lowercase())).await;
    let refused = c.join_refused().await;
    assert_eq!(refused, protocol::LobbyError::UnknownCode, "an expired room's code is closed");
    c.send(r#"{"v":1,"type":"list-rooms"}"#).await;
    let rooms = c.room_list().await;
    assert!(rooms.is_empty());
    // The creator is back in the lobby and may open another room.
    let code2 = {
        a.code = None;
        a.state = None;
        a.create(Variant::Chess, None).await
    };
    assert_ne!(code2, code);
    t.server.shutdown().await;
}

async fn http_get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes()).await.unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    let status = out[9..12].parse().unwrap();
    let body = out.split("\r\n\r\n").nth(1).unwrap_or("").to_string();
    (status, body)
}

#[tokio::test]
async fn version_and_health_answer_json() {
    let t = start().await;
    let (status, body) = http_get(t.addr, "/version").await;
    assert_eq!(status, 200);
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["server"], server::SERVER_VERSION);
    assert_eq!(v["protocol"], protocol::PROTOCOL_VERSION);
    let (status, body) = http_get(t.addr, "/health").await;
    assert_eq!(status, 200);
    assert!(body.contains("\"status\":\"ok\""), "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(health["instance"], t.server.instance(), "/health names the instance");
    t.server.shutdown().await;
}

/// The value of the series `name` (without labels) in a metrics text.
fn series(text: &str, name: &str) -> f64 {
    let line = text.lines().find(|l| l.split(' ').next() == Some(name)).unwrap_or_else(|| panic!("{name}:\n{text}"));
    line.rsplit(' ').next().unwrap().parse().unwrap()
}

#[tokio::test]
async fn metrics_count_connections_rooms_games_moves_and_appends() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    for (seat, uci) in [(W, "e2e4"), (B, "e7e5"), (W, "g1f3")] {
        let c = if seat == W { &mut w } else { &mut b };
        c.mv(uci).await;
        c.settle().await;
    }
    b.settle().await;
    let (status, text) = http_get(t.addr, "/metrics").await;
    assert_eq!(status, 200);
    assert_eq!(series(&text, "maharajah_connections"), 2.0);
    assert_eq!(series(&text, "maharajah_rooms"), 1.0);
    assert_eq!(series(&text, "maharajah_games"), 1.0);
    assert_eq!(series(&text, "maharajah_moves_total"), 3.0);
    assert!(series(&text, "maharajah_append_seconds_count") >= 3.0, "every append is timed");
    assert_eq!(series(&text, "maharajah_lease_takeovers_total"), 0.0);
    assert_eq!(series(&text, "maharajah_bus_reconnects_total"), 0.0);
    b.command(Command::Resign).await;
    b.settle().await;
    let (_, text) = http_get(t.addr, "/metrics").await;
    assert_eq!(series(&text, "maharajah_games"), 0.0, "a game over is no longer in progress");
    t.server.shutdown().await;
}

#[tokio::test]
async fn a_seated_pong_tells_the_latest_version_a_lobby_pong_none() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    b.settle().await;
    let latest = w.version();
    for c in [&mut w, &mut b] {
        c.send(r#"{"v":1,"type":"ping","t":77}"#).await;
        let version = c
            .until(|f| match f {
                Frame::Server(ServerMessage::Pong { t: 77, version, .. }) => Some(*version),
                _ => None,
            })
            .await;
        assert_eq!(version, Some(latest));
    }
    let mut lobby = Client::lobby(t.addr, "Cy").await;
    lobby.send(r#"{"v":1,"type":"ping","t":78}"#).await;
    let version = lobby
        .until(|f| match f {
            Frame::Server(ServerMessage::Pong { t: 78, version, .. }) => Some(*version),
            _ => None,
        })
        .await;
    assert_eq!(version, None);
    t.server.shutdown().await;
}

#[tokio::test]
async fn a_rematch_both_offered_starts_a_stored_game_with_colours_swapped() {
    let t = start().await;
    let (mut ann, mut bob) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    assert_eq!((ann.seat, bob.seat), (Some(W), Some(B)));
    let first = ann.state().config().id.clone();
    let old_tokens = (ann.token, bob.token);
    ann.mv("e2e4").await;
    ann.settle().await;
    bob.command(Command::Resign).await;
    bob.settle().await;
    ann.settle().await;
    assert_eq!(ann.phase(), Phase::Over);

    ann.command(Command::OfferRematch).await;
    ann.settle().await;
    bob.command(Command::OfferRematch).await;
    for c in [&mut ann, &mut bob] {
        c.until(|f| matches!(f, Frame::Lobby(LobbyReply::RematchStarted { .. })).then_some(())).await;
        c.until(|f| matches!(f, Frame::Server(ServerMessage::Welcome { .. })).then_some(())).await;
    }
    bob.settle().await;
    ann.settle().await;
    assert_eq!((ann.seat, bob.seat), (Some(B), Some(W)), "colours swapped");
    assert_ne!((ann.token, bob.token), old_tokens, "new seat tokens");
    let second = ann.state().config().id.clone();
    assert_ne!(second, first, "a new game");
    assert_eq!(bob.state().config().id, second);
    assert_eq!(ann.phase(), Phase::Playing);

    // Bob, White now, opens the second game.
    bob.mv("d2d4").await;
    bob.settle().await;
    ann.settle().await;
    assert_eq!(ann.state().moves().len(), 1);
    assert_eq!(ann.state().side_to_move(), Some(B));
    assert!(ann.refusals.is_empty() && bob.refusals.is_empty(), "{:?} {:?}", ann.refusals, bob.refusals);

    // Stored like any other game: after a restart on the same database,
    // the new token brings back the new game with its move.
    let (token, config) = (ann.token.unwrap(), ann.state().config().clone());
    ann.close().await;
    bob.close().await;
    let TestServer { server, dir, .. } = t;
    server.shutdown().await;
    let server = server::Server::start(common::config(&dir)).await.unwrap();
    let mut back = Client::resume(server.local_addr(), token, protocol::MatchState::replica(config, B)).await;
    back.settle().await;
    assert_eq!(back.state().config().id, second);
    assert_eq!(back.state().moves().len(), 1, "the second game's move was stored");
    back.close().await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_rematch_agreed_while_one_player_is_away_opens_when_that_player_returns() {
    let t = start().await;
    let (mut ann, mut bob) = pair(t.addr, Variant::Chess, None).await;
    ann.command(Command::Resign).await;
    ann.settle().await;
    bob.settle().await;
    ann.command(Command::OfferRematch).await;
    ann.settle().await;
    let ann_token = ann.token.unwrap();
    let ann_state = ann.state().clone();
    ann.drop_socket();
    bob.command(Command::OfferRematch).await;
    bob.settle().await;
    assert_eq!(bob.seat, Some(B), "no rematch while Ann is away");

    let mut ann = Client::resume(t.addr, ann_token, ann_state).await;
    for c in [&mut ann, &mut bob] {
        c.until(|f| matches!(f, Frame::Lobby(LobbyReply::RematchStarted { .. })).then_some(())).await;
        c.until(|f| matches!(f, Frame::Server(ServerMessage::Welcome { .. })).then_some(())).await;
        c.settle().await;
    }
    assert_eq!((ann.seat, bob.seat), (Some(B), Some(W)));
    bob.mv("e2e4").await;
    bob.settle().await;
    ann.settle().await;
    assert_eq!(ann.state().moves().len(), 1);
    t.server.shutdown().await;
}
