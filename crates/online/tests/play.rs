//! Lobby and play against the real server on loopback: a classic game to
//! mate seen the same on both replicas, the Maharajah hidden setup refereed
//! by the server, pause and resume, and what bad input gets.

mod common;

use common::*;
use online::SeatControls;
use online::{server_version, ColourChoice, CreateRoom, OnlineError, OnlineEvent, OnlineNotice, ServerAddress};
use protocol::{EndReason, Ending, EventKind, GameResult, PauseCause, Phase, Refusal, PAUSE_MS};
use rules::{Color, Setup, Variant};
use std::time::Duration;

#[tokio::test]
async fn create_join_and_a_game_to_mate_on_both_replicas() {
    let s = TestServer::start().await;
    let (white, mut w) = connect(&[s.address()], "Ann").await;
    let info = white.server().await.unwrap();
    assert_eq!((info.version.as_str(), info.protocol), (server::SERVER_VERSION, protocol::PROTOCOL_VERSION));
    let settings = CreateRoom { public: true, ..room(Variant::Chess, Some((60_000, 0)), ColourChoice::White) };
    let created = white.create_room(settings).await.unwrap();
    assert_eq!(created.colour, Color::White);
    assert_eq!(created.code.len(), 11, "shown ABCDE-FGHJK: {}", created.code);
    let seat = until(&mut w, |e| match e {
        OnlineEvent::Seated(seat) if !seat.rematch => Some(seat.clone()),
        _ => None,
    })
    .await;
    assert_eq!(
        (seat.colour, seat.code.as_deref(), seat.opponent.as_deref()),
        (Color::White, Some(&*created.code), None)
    );

    let (black, mut b) = connect(&[s.address()], "Bob").await;
    let listed = black.list_rooms().await.unwrap();
    assert!(listed.iter().any(|r| r.code == created.code && r.creator == "Ann" && r.colour == Color::Black));
    let joined = black.join_room(&created.code.to_lowercase().replace('-', " ")).await.unwrap();
    assert_eq!((joined.code.as_str(), joined.colour), (created.code.as_str(), Color::Black));
    let bseat = until(&mut b, |e| match e {
        OnlineEvent::Seated(seat) => Some(seat.clone()),
        _ => None,
    })
    .await;
    assert_eq!(bseat.opponent.as_deref(), Some("Ann"));
    let name = until(&mut w, |e| match e {
        OnlineEvent::Shell(OnlineNotice::OpponentJoined { name }) => Some(name.clone()),
        _ => None,
    })
    .await;
    assert_eq!(name, "Bob");
    applied(&mut w, |k| matches!(k, EventKind::Started { .. })).await;
    applied(&mut b, |k| matches!(k, EventKind::Started { .. })).await;

    // Fool's mate, each move seen by both.
    for (i, uci) in ["f2f3", "e7e5", "g2g4", "d8h4"].into_iter().enumerate() {
        let mover = if i % 2 == 0 { &white } else { &black };
        mover.play(uci).await.unwrap();
        for events in [&mut w, &mut b] {
            let st = applied(events, |k| matches!(k, EventKind::Moved { uci: u, .. } if u == uci)).await;
            assert_eq!(st.moves().len(), i + 1);
        }
    }
    let mate = Ending::Result(GameResult { winner: Some(Color::Black), reason: EndReason::Checkmate });
    let mut pgns = Vec::new();
    for events in [&mut w, &mut b] {
        let (ending, pgn) = until(events, |e| match e {
            OnlineEvent::GameOver { ending, pgn } => Some((*ending, pgn.clone())),
            _ => None,
        })
        .await;
        assert_eq!(ending, mate);
        pgns.push(pgn.expect("a PGN"));
    }
    let (ws, bs) = (white.state().await.unwrap().unwrap(), black.state().await.unwrap().unwrap());
    assert_eq!(ws.phase(), Phase::Over);
    assert_eq!(ws.moves(), bs.moves(), "the same moves on both replicas");
    assert_eq!(ws.position().map(|p| p.fen()), bs.position().map(|p| p.fen()));
    for pgn in &pgns {
        assert!(pgn.contains("[White \"Ann\"]") && pgn.contains("[Black \"Bob\"]") && pgn.contains("Qh4#"), "{pgn}");
        assert!(pgn.contains("0-1"), "{pgn}");
    }
    assert_eq!(white.pgn().await.unwrap().as_deref(), Some(pgns[0].as_str()));

    // A rematch: colours swapped, a new game on the same connections.
    white.offer_rematch().await.unwrap();
    black.offer_rematch().await.unwrap();
    for (events, colour) in [(&mut w, Color::Black), (&mut b, Color::White)] {
        let seat = until(events, |e| match e {
            OnlineEvent::Seated(seat) if seat.rematch => Some(seat.clone()),
            _ => None,
        })
        .await;
        assert_eq!((seat.colour, seat.code), (colour, None));
        applied(events, |k| matches!(k, EventKind::Started { .. })).await;
    }
    black.play("e2e4").await.unwrap();
    for events in [&mut w, &mut b] {
        applied(events, |k| matches!(k, EventKind::Moved { .. })).await;
    }
    assert_eq!(white.seat().await.unwrap().unwrap().opponent.as_deref(), Some("Bob"));

    // Back to the lobby: refused during play, then a finished game is left
    // (no seat, a fresh lobby that lists and creates).
    assert_eq!(white.leave_game().await.unwrap_err().kind(), "not-now");
    white.resign().await.unwrap();
    for events in [&mut w, &mut b] {
        until(events, |e| matches!(e, OnlineEvent::GameOver { .. }).then_some(())).await;
    }
    white.leave_game().await.unwrap();
    assert!(white.seat().await.unwrap().is_none(), "the finished game is left");
    assert!(white.state().await.unwrap().is_none());
    assert_eq!(white.leave_game().await, Ok(()), "nothing left to leave");
    white.list_rooms().await.unwrap();
    let again = white.create_room(room(Variant::Chess, None, ColourChoice::White)).await.unwrap();
    assert_ne!(again.code, created.code);
}

#[tokio::test]
async fn the_hidden_setup_is_refereed_and_no_army_shows_before_both_locked() {
    let s = TestServer::start().await;
    let mut p =
        pair(&[s.address()], &[s.address()], room(Variant::Maharajah, Some((60_000, 0)), ColourChoice::White)).await;
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::SetupOpened)).await;
    }
    let white_army = Setup::from_board_fen(WHITE_ARMY).unwrap();
    let black_army = Setup::from_board_fen(BLACK_ARMY).unwrap();
    // An army invalid on its own is refused here, and nothing is sent.
    let e = p.white.lock_army(Setup::new()).await.unwrap_err();
    assert_eq!(e.kind(), "invalid-army");

    p.white.lock_army(white_army.clone()).await.unwrap();
    for (events, own) in [(&mut p.w, true), (&mut p.b, false)] {
        let st = applied(events, |k| matches!(k, EventKind::Locked { color: Color::White, .. })).await;
        let side = &st.setup().sides[Color::White.index()];
        assert!(side.locked);
        assert_eq!(side.army.is_some(), own, "White's army shows to White only");
        assert_eq!(st.phase(), Phase::Setup);
    }
    // Black's replica has never held White's army.
    let bs = p.black.state().await.unwrap().unwrap();
    assert!(bs.setup().sides[0].army.is_none() && bs.position().is_none());
    let again = p.white.lock_army(white_army).await.unwrap_err();
    assert_eq!(again.kind(), "not-now");

    p.black.lock_army(black_army).await.unwrap();
    let mut fens = Vec::new();
    for events in [&mut p.w, &mut p.b] {
        let st = applied(events, |k| matches!(k, EventKind::Started { .. })).await;
        assert_eq!(st.phase(), Phase::Playing);
        fens.push(st.start_fen().unwrap().to_string());
    }
    assert_eq!(fens[0], fens[1]);
    assert!(fens[0].starts_with("rnbpkbnr/ppp1m3/8/8/8/8/PPP1P3/RNBMKBNR w"), "{}", fens[0]);
    p.white.play("e2e3").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Moved { .. })).await;
    }
}

#[tokio::test]
async fn pause_and_resume_seen_by_both_and_a_pause_ends_by_itself() {
    let s = TestServer::on_fake_time().await;
    let mut p =
        pair(&[s.address()], &[s.address()], room(Variant::Chess, Some((60_000, 0)), ColourChoice::White)).await;
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Started { .. })).await;
    }
    s.advance(1_000).await;
    p.white.play("e2e4").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Moved { .. })).await;
    }
    // Black pauses, then resumes early.
    p.black.pause().await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        let st = applied(events, |k| matches!(k, EventKind::Paused { .. })).await;
        let pause = st.pause().unwrap();
        assert_eq!((pause.by, pause.cause), (Color::Black, PauseCause::Requested));
    }
    // No move during the pause; only the pauser may resume.
    p.black.play("e7e5").await.unwrap();
    let refusal = until(&mut p.b, |e| match e {
        OnlineEvent::Refused { refusal, .. } => Some(refusal.clone()),
        _ => None,
    })
    .await;
    assert_eq!(refusal, Refusal::Paused);
    p.white.resume().await.unwrap();
    let refusal = until(&mut p.w, |e| match e {
        OnlineEvent::Refused { refusal, .. } => Some(refusal.clone()),
        _ => None,
    })
    .await;
    assert_eq!(refusal, Refusal::NotYourPause);
    s.advance(5_000).await;
    p.black.resume().await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Resumed)).await;
    }
    p.black.play("e7e5").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Moved { .. })).await;
    }
    // White's pause runs its whole minute: both see the countdown end.
    p.white.pause().await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        let st = applied(events, |k| matches!(k, EventKind::Paused { .. })).await;
        assert_eq!(st.pause().unwrap().ends_at, st.last_event_at() + PAUSE_MS);
    }
    let frozen = p.white.state().await.unwrap().unwrap().clocks_at(u64::MAX / 2);
    s.advance(PAUSE_MS).await;
    for events in [&mut p.w, &mut p.b] {
        let st = applied(events, |k| matches!(k, EventKind::Resumed)).await;
        assert!(st.pause().is_none());
        assert!(st.pause_used()[0] && st.pause_used()[1]);
    }
    assert!(frozen.is_some());
    // A second pause is refused: each player has one.
    p.white.pause().await.unwrap();
    let refusal = until(&mut p.w, |e| match e {
        OnlineEvent::Refused { refusal, .. } => Some(refusal.clone()),
        _ => None,
    })
    .await;
    assert_eq!(refusal, Refusal::PauseSpent);
}

#[tokio::test]
async fn a_code_typo_and_an_illegal_move_are_refused_and_change_nothing() {
    let s = TestServer::start().await;
    let (c, _events) = connect(&[s.address()], "Cat").await;
    let e = c.join_room("ZZZZZ-ZZZZZ").await.unwrap_err();
    assert_eq!((e.clone(), e.kind()), (OnlineError::UnknownCode, "unknown-code"));
    let e = c.play("e2e4").await.unwrap_err();
    assert_eq!(e.kind(), "not-now");

    let mut p =
        pair(&[s.address()], &[s.address()], room(Variant::Chess, Some((60_000, 0)), ColourChoice::White)).await;
    applied(&mut p.w, |k| matches!(k, EventKind::Started { .. })).await;
    let before = p.white.state().await.unwrap().unwrap();
    for bad in ["e2e5", "zz", "e7e5"] {
        p.white.play(bad).await.unwrap();
        let (command, refusal) = until(&mut p.w, |e| match e {
            OnlineEvent::Refused { command, refusal } => Some((command.clone(), refusal.clone())),
            _ => None,
        })
        .await;
        assert_eq!(command, "move");
        assert!(matches!(refusal, Refusal::IllegalMove { .. }), "{refusal:?}");
    }
    // Black's move on White's turn.
    p.black.play("e7e5").await.unwrap();
    let refusal = until(&mut p.b, |e| match e {
        OnlineEvent::Refused { refusal, .. } => Some(refusal.clone()),
        _ => None,
    })
    .await;
    assert_eq!(refusal, Refusal::NotYourTurn);
    let after = p.white.state().await.unwrap().unwrap();
    assert_eq!(*after, *before, "nothing changed");
    // Joining a full room, and a second request while seated in a live game.
    let (late, _le) = connect(&[s.address()], "Dan").await;
    assert_eq!(late.join_room(&p.code).await.unwrap_err(), OnlineError::UnknownCode);
    let e = p.white.create_room(room(Variant::Chess, None, ColourChoice::Random)).await.unwrap_err();
    assert_eq!(e.kind(), "not-now");
}

#[tokio::test]
async fn cancel_closes_a_waiting_room_and_returns_to_the_lobby() {
    let s = TestServer::start().await;
    let (c, mut events) = connect(&[s.address()], "Eve").await;
    let settings = CreateRoom { public: true, ..room(Variant::Mirodol, None, ColourChoice::Random) };
    let created = c.create_room(settings.clone()).await.unwrap();
    until(&mut events, |e| matches!(e, OnlineEvent::Seated(_)).then_some(())).await;
    c.cancel().await.unwrap();
    assert!(c.seat().await.unwrap().is_none());
    let (other, _o) = connect(&[s.address()], "Fay").await;
    assert_eq!(other.join_room(&created.code).await.unwrap_err(), OnlineError::UnknownCode);
    let listed = other.list_rooms().await.unwrap();
    assert!(listed.iter().all(|r| r.code != created.code), "a cancelled room is not listed");
    // The same client opens another room on its fresh connection.
    // Cancelled at once, before the seat's welcome: called off when it comes.
    let again = c.create_room(settings).await.unwrap();
    assert_ne!(again.code, created.code);
    assert_eq!(c.cancel().await, Ok(()));
    assert_eq!(c.cancel().await.unwrap_err().kind(), "not-now");
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(5);
    while other.list_rooms().await.unwrap().iter().any(|r| r.code == again.code) {
        assert!(tokio::time::Instant::now() < deadline, "the room cancelled at once is still listed");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(other.join_room(&again.code).await.unwrap_err(), OnlineError::UnknownCode);
}

#[tokio::test]
async fn addresses_and_versions_are_checked() {
    let s = TestServer::start().await;
    let v = server_version(&s.addr.to_string(), Duration::from_secs(2)).await.unwrap();
    assert_eq!((v.server.as_str(), v.protocol), (server::SERVER_VERSION, protocol::PROTOCOL_VERSION));
    assert_eq!(server_version("ws://", Duration::from_secs(1)).await.unwrap_err().kind(), "bad-address");
    // A closed port.
    let closed = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap()
    };
    let e = server_version(&closed.to_string(), Duration::from_secs(2)).await.unwrap_err();
    assert_eq!(e.kind(), "unreachable");
    // Something that is not a Maharajah server.
    let other = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let other_addr = other.local_addr().unwrap();
    tokio::spawn(async move {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        while let Ok((mut sock, _)) = other.accept().await {
            let mut buf = [0u8; 1024];
            let _ = sock.read(&mut buf).await;
            let _ = sock.write_all(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n").await;
        }
    });
    let e = server_version(&other_addr.to_string(), Duration::from_secs(2)).await.unwrap_err();
    assert_eq!(e.kind(), "not-a-server");
    let mut config = online::ClientConfig::new("Gus");
    config.limits = limits();
    let only_other = [ServerAddress::parse(&other_addr.to_string()).unwrap()];
    assert!(online::OnlineClient::connect(&only_other, config.clone()).await.is_err());
    // A list: the dead and the foreign addresses are passed over.
    let list = [ServerAddress::parse(&closed.to_string()).unwrap(), only_other[0].clone(), s.address()];
    let (c, _e) = online::OnlineClient::connect(&list, config.clone()).await.unwrap();
    assert_eq!(c.server().await.unwrap().address, s.address());
    config.name = " ".into();
    assert_eq!(online::OnlineClient::connect(&list, config).await.unwrap_err().kind(), "refused");
}
