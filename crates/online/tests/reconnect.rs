//! Dropped connections against the real server on loopback: the
//! disconnection shield and a spent one, events missed (a gap answered by
//! `sync`, a snapshot when too far behind), a server restart mid-game, and
//! giving up.

mod common;

use common::*;
use online::SeatControls;
use online::{ColourChoice, OnlineEvent};
use protocol::{EventKind, PauseCause, Phase};
use rules::{Color, Variant};
use std::time::Duration;

async fn lost_and_back(events: &mut online::Events) -> u64 {
    until(events, |e| matches!(e, OnlineEvent::ConnectionLost).then_some(())).await;
    until(events, |e| match e {
        OnlineEvent::ConnectionRestored { version } => Some(*version),
        _ => None,
    })
    .await
}

#[tokio::test]
async fn a_drop_on_ones_turn_is_shielded_once_then_the_clock_runs() {
    let s = TestServer::start().await;
    let proxy = Proxy::start(s.addr).await;
    let mut p =
        pair(&[proxy.address()], &[s.address()], room(Variant::Chess, Some((60_000, 0)), ColourChoice::White)).await;
    applied(&mut p.w, |k| matches!(k, EventKind::Started { .. })).await;
    p.white.play("e2e4").await.unwrap();
    p.black.play("e7e5").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "e7e5")).await;
    }
    // White, to move, loses its connection for a while.
    proxy.set_down(true);
    proxy.cut();
    let st = applied(&mut p.b, |k| matches!(k, EventKind::Paused { .. })).await;
    let pause = st.pause().unwrap();
    assert_eq!((pause.by, pause.cause), (Color::White, PauseCause::Disconnected));
    assert!(!st.present()[Color::White.index()]);
    until(&mut p.w, |e| matches!(e, OnlineEvent::ConnectionLost).then_some(())).await;
    let attempt = until(&mut p.w, |e| match e {
        OnlineEvent::Reconnecting { attempt, .. } if *attempt >= 2 => Some(*attempt),
        _ => None,
    })
    .await;
    assert!(attempt >= 2);
    assert_eq!(p.white.play("g1f3").await.unwrap_err().kind(), "not-connected");
    proxy.set_down(false);
    until(&mut p.w, |e| matches!(e, OnlineEvent::ConnectionRestored { .. }).then_some(())).await;
    // The shield lifts as White is back; White's replica catches up.
    applied(&mut p.b, |k| matches!(k, EventKind::Resumed)).await;
    let v = settle(&mut p).await;
    let (ws, bs) = (p.white.state().await.unwrap().unwrap(), p.black.state().await.unwrap().unwrap());
    assert_eq!(*ws, bs.as_ref().clone().for_seat(Color::White), "the same game at version {v}");
    assert!(ws.pause_used()[Color::White.index()]);

    p.white.play("g1f3").await.unwrap();
    p.black.play("b8c6").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "b8c6")).await;
    }
    // Again on White's turn: the pause is spent, White's clock runs.
    proxy.cut();
    applied(&mut p.b, |k| matches!(k, EventKind::Disconnected { color: Color::White })).await;
    let first = p.black.clocks().await.unwrap().unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let later = p.black.clocks().await.unwrap().unwrap();
    assert!(first[0] >= later[0] + 200, "White's clock runs while away: {first:?} then {later:?}");
    assert_eq!(first[1], later[1]);
    assert!(p.black.state().await.unwrap().unwrap().pause().is_none(), "no second shield");
    lost_and_back(&mut p.w).await;
    applied(&mut p.b, |k| matches!(k, EventKind::Connected { color: Color::White })).await;
    p.white.play("f1c4").await.unwrap();
    applied(&mut p.b, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "f1c4")).await;
    let w_clock = p.white.clocks().await.unwrap().unwrap();
    let b_clock = p.black.clocks().await.unwrap().unwrap();
    for i in 0..2 {
        assert!(w_clock[i].abs_diff(b_clock[i]) < 300, "both see the same clocks: {w_clock:?} {b_clock:?}");
    }
}

#[tokio::test]
async fn a_gap_asks_for_sync_and_far_behind_gets_a_snapshot() {
    let s = TestServer::start().await;
    let wp = Proxy::start(s.addr).await;
    let bp = Proxy::start(s.addr).await;
    let mut p =
        pair(&[wp.address()], &[bp.address()], room(Variant::Chess, Some((600_000, 0)), ColourChoice::White)).await;
    applied(&mut p.w, |k| matches!(k, EventKind::Started { .. })).await;
    p.white.play("e2e4").await.unwrap();
    applied(&mut p.b, |k| matches!(k, EventKind::Moved { .. })).await;
    // Black's reply never reaches White; the next event shows the gap.
    wp.drop_frames("\"event\":\"moved\"", 1);
    p.black.play("e7e5").await.unwrap();
    applied(&mut p.b, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "e7e5")).await;
    p.black.offer_draw().await.unwrap();
    let st = applied(&mut p.w, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "e7e5")).await;
    assert_eq!(wp.dropped(), 1, "the move was kept from White");
    assert_eq!(st.moves().len(), 2, "the missed move came with the sync");
    applied(&mut p.w, |k| matches!(k, EventKind::DrawOffered { .. })).await;
    settle(&mut p).await;

    // White is away while Black comes and goes 140 times: over 256 events.
    wp.set_down(true);
    wp.cut();
    let before = p.white.state().await.unwrap().unwrap().version();
    for _ in 0..140 {
        bp.cut();
        lost_and_back(&mut p.b).await;
    }
    let target = p.black.state().await.unwrap().unwrap().version();
    assert!(target > before + protocol::MAX_REPLAY, "{before} → {target}");
    wp.set_down(false);
    let st = until(&mut p.w, |e| match e {
        OnlineEvent::Snapshot { state } => Some(state.clone()),
        OnlineEvent::Applied { event, .. } if event.version > before + 1 => panic!("events instead of a snapshot"),
        _ => None,
    })
    .await;
    assert!(st.version() >= target);
    assert_eq!(st.moves().len(), 2);
    let v = settle(&mut p).await;
    assert!(v >= target);
    // Play goes on from the snapshot.
    p.white.play("g1f3").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        applied(events, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "g1f3")).await;
    }
}

#[tokio::test]
async fn a_server_restart_mid_game_is_survived_by_both_clients() {
    let mut s = TestServer::start().await;
    let mut p =
        pair(&[s.address()], &[s.address()], room(Variant::Chess, Some((60_000, 1_000)), ColourChoice::White)).await;
    applied(&mut p.w, |k| matches!(k, EventKind::Started { .. })).await;
    for (i, uci) in ["d2d4", "d7d5", "c2c4"].into_iter().enumerate() {
        let mover = if i % 2 == 0 { &p.white } else { &p.black };
        mover.play(uci).await.unwrap();
        for events in [&mut p.w, &mut p.b] {
            applied(events, |k| matches!(k, EventKind::Moved { uci: u, .. } if u == uci)).await;
        }
    }
    let before = settle(&mut p).await;
    s.stop().await;
    for events in [&mut p.w, &mut p.b] {
        until(events, |e| matches!(e, OnlineEvent::ConnectionLost).then_some(())).await;
        until(events, |e| matches!(e, OnlineEvent::Reconnecting { .. }).then_some(())).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    s.start_again().await;
    for events in [&mut p.w, &mut p.b] {
        let version = until(events, |e| match e {
            OnlineEvent::ConnectionRestored { version } => Some(*version),
            _ => None,
        })
        .await;
        assert_eq!(version, before, "nothing acknowledged was lost");
    }
    // The game goes on.
    p.black.play("e7e6").await.unwrap();
    for events in [&mut p.w, &mut p.b] {
        let st = applied(events, |k| matches!(k, EventKind::Moved { uci, .. } if uci == "e7e6")).await;
        assert_eq!(st.moves().len(), 4);
        assert_eq!(st.phase(), Phase::Playing);
    }
    settle(&mut p).await;
    let (ws, bs) = (p.white.state().await.unwrap().unwrap(), p.black.state().await.unwrap().unwrap());
    assert_eq!(ws.moves(), bs.moves());
}

#[tokio::test]
async fn reconnection_moves_to_the_next_server_and_gives_up_in_the_end() {
    let mut s = TestServer::start().await;
    let first = Proxy::start(s.addr).await;
    let second = Proxy::start(s.addr).await;
    let list = [first.address(), second.address()];
    let mut p = pair(&list, &[s.address()], room(Variant::Chess, None, ColourChoice::White)).await;
    applied(&mut p.w, |k| matches!(k, EventKind::Started { .. })).await;
    assert_eq!(p.white.server().await.unwrap().address, first.address());
    // The first address dies for good: White comes back through the second.
    first.set_down(true);
    first.cut();
    lost_and_back(&mut p.w).await;
    assert_eq!(p.white.server().await.unwrap().address, second.address());
    p.white.play("e2e4").await.unwrap();
    applied(&mut p.b, |k| matches!(k, EventKind::Moved { .. })).await;
    // Both die: the client gives up after its reconnection window.
    second.set_down(true);
    second.cut();
    let mut config = online::ClientConfig::new("Hal");
    let reconnect = protocol::seat::ReconnectPolicy { reconnect_for: Duration::from_millis(500), ..limits().reconnect };
    config.limits = online::Limits { reconnect, ..limits() };
    let (c, mut events) = online::OnlineClient::connect(&[second.address(), s.address()], config).await.unwrap();
    assert_eq!(c.server().await.unwrap().address, s.address());
    s.stop().await;
    let error = tokio::time::timeout(WAIT, async {
        loop {
            if let Some(OnlineEvent::Closed { error }) = events.recv().await {
                return error;
            }
        }
    })
    .await
    .expect("gave up in time");
    assert_eq!(error.map(|e| e.kind()), Some("gave-up"));
}
