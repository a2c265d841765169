//! A connection cut mid-game: the host's match pauses for the absent side
//! (the disconnection shield), the guest reconnects by itself, and the game
//! resumes exactly where it stood.

mod common;

use common::*;
use lan::SeatControls;
use lan::{ColourChoice, LanError, LanEvent};
use protocol::{EventKind, PauseCause, Phase};
use rules::{Color, Variant};
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cut_connection_pauses_the_absent_side_and_the_game_resumes_where_it_stood() {
    let (mut p, proxy) = pair_via_proxy(settings(Variant::Chess, ColourChoice::White)).await;
    p.play(Color::White, &["e2e4", "e7e5", "g1f3"]).await;
    let before = p.host.session().state().await.unwrap().unwrap();

    // Black (the guest) is to move, its clock running: the wire is cut.
    proxy.cut(Duration::from_millis(700));
    wait_for(&mut p.guest_events, |e| matches!(e, LanEvent::ConnectionLost).then_some(())).await;
    let r = p.guest.session().play("b8c6").await;
    assert!(matches!(r, Err(LanError::NotNow(_))), "a move while disconnected is not sent: {r:?}");
    wait_for(&mut p.host_events, |e| matches!(e, LanEvent::ConnectionLost).then_some(())).await;
    let paused = applied(&mut p.host_events, |k| matches!(k, EventKind::Paused { .. })).await;
    let pause = paused.pause().expect("the shield pauses");
    assert_eq!((pause.by, pause.cause), (Color::Black, PauseCause::Disconnected));
    let frozen = paused.clocks_at(paused.last_event_at() + 5_000);
    assert_eq!(frozen, paused.clocks_at(paused.last_event_at()), "both clocks stand still");

    // The guest comes back by itself: same version, same position.
    let version = wait_for(&mut p.guest_events, |e| match e {
        LanEvent::ConnectionRestored { version } => Some(*version),
        _ => None,
    })
    .await;
    wait_for(&mut p.host_events, |e| matches!(e, LanEvent::ConnectionRestored { .. }).then_some(())).await;
    let resumed = applied(&mut p.guest_events, |k| matches!(k, EventKind::Resumed)).await;
    assert!(version > before.version());
    assert_eq!(resumed.position().map(|x| x.fen()), before.position().map(|x| x.fen()));
    assert_eq!(resumed.moves(), before.moves());
    assert!(resumed.pause_used()[Color::Black.index()], "the shield spent Black's pause");
    applied(&mut p.host_events, |k| matches!(k, EventKind::Resumed)).await;

    let (h, g) = p.play(Color::Black, &["b8c6", "f1b5"]).await;
    assert_eq!(h.phase(), Phase::Playing);
    assert_eq!(h.version(), g.version());
    assert_eq!(h.position().map(|x| x.hash()), g.position().map(|x| x.hash()));
}

/// A guest that goes silent (the connection stays open, nothing comes
/// through, not even a pong) counts as disconnected on the host within the
/// default idle bound, and the shield pauses for it from that moment.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silent_guest_counts_as_disconnected_within_the_idle_bound() {
    let defaults = lan::Limits::default();
    assert_eq!((defaults.ping_interval, defaults.idle_timeout), (Duration::from_secs(2), Duration::from_secs(4)));
    let host_limits =
        lan::Limits { ping_interval: defaults.ping_interval, idle_timeout: defaults.idle_timeout, ..limits() };
    let (mut p, proxy) = pair_via_proxy_with(settings(Variant::Chess, ColourChoice::White), host_limits).await;
    p.play(Color::White, &["e2e4", "e7e5", "g1f3"]).await;

    // Black (the guest) is to move: its side of the wire freezes, and it
    // does not dial again while frozen (its own shorter idle bound would
    // otherwise bring it back before the host's bound runs out).
    proxy.stall(Duration::from_secs(10));
    let silent_since = std::time::Instant::now();
    wait_for(&mut p.host_events, |e| matches!(e, LanEvent::ConnectionLost).then_some(())).await;
    let noticed = silent_since.elapsed();
    let paused = applied(&mut p.host_events, |k| matches!(k, EventKind::Paused { .. })).await;
    let pause = paused.pause().expect("the shield pauses");
    assert_eq!((pause.by, pause.cause), (Color::Black, PauseCause::Disconnected));
    assert!(
        noticed < defaults.idle_timeout + Duration::from_millis(500),
        "noticed {noticed:?} after the silence began"
    );
    proxy.cut(Duration::ZERO);
}
