//! The clock rules of SPEC §11 over real sockets: the flag falls on the
//! server's timer, a flag before one's first move aborts, one pause per
//! player, the disconnection shield (drop the socket) and a spent shield.
//! The flag tests run on real time with a 1 s clock; the pause and shield
//! tests inject a fake time source into the server and move it by hand.

mod common;

use common::*;
use protocol::{AbortReason, Command, EndReason, Ending, EventKind, GameResult, Pause, PauseCause, Refusal, PAUSE_MS};
use rules::Variant;
use std::time::{Duration, Instant};

#[tokio::test]
async fn the_flag_falls_on_the_servers_timer_without_a_move() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((1_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    b.mv("e7e5").await;
    b.settle().await;
    let since = Instant::now();
    // Nobody sends anything: the server's timer ends the game.
    let e = b.event().await;
    let waited = since.elapsed();
    let EventKind::Ended { ending, clocks } = e.kind else { panic!("{e:?}") };
    assert_eq!(ending, Ending::Result(GameResult { winner: Some(B), reason: EndReason::Time }));
    assert_eq!(clocks.unwrap()[0], 0);
    assert!(waited < Duration::from_millis(1_500), "the flag fell {waited:?} after Black's move");
    w.settle().await;
    assert_eq!(w.state().ending(), Some(ending));
    t.server.shutdown().await;
}

#[tokio::test]
async fn a_flag_before_the_first_move_aborts_with_no_result() {
    let t = start().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((1_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    let e = b.event().await;
    assert!(matches!(e.kind, EventKind::Moved { .. }));
    let e = b.event().await;
    let EventKind::Ended { ending, clocks: Some([white, black]) } = e.kind else { panic!("{e:?}") };
    assert_eq!(ending, Ending::Aborted(AbortReason::NoFirstMove { color: B }));
    assert!(white > 900 && black == 0, "{white} {black}");
    t.server.shutdown().await;
}

/// A one-minute game after 1. e4 e5, both clients settled: White to move.
async fn e4_e5(addr: std::net::SocketAddr) -> (Client, Client) {
    let (mut w, mut b) = pair(addr, Variant::Chess, Some((60_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    b.mv("e7e5").await;
    b.settle().await;
    w.settle().await;
    (w, b)
}

/// A server on fake time, and the time.
async fn on_fake_time() -> (TestServer, std::sync::Arc<protocol::FakeTime>) {
    let time = fake_time();
    let shared = time.clone();
    let t = start_with(move |c| c.time = shared).await;
    (t, time)
}

async fn advance(t: &TestServer, time: &protocol::FakeTime, ms: u64) {
    time.advance(ms);
    t.server.tick().await;
}

#[tokio::test]
async fn one_pause_each_freezes_both_clocks_and_ends_by_itself_at_60_s() {
    let (t, time) = on_fake_time().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    advance(&t, &time, 2_000).await;
    w.mv("e2e4").await;
    w.settle().await;
    b.settle().await;
    w.command(Command::Pause).await;
    w.settle().await;
    b.settle().await;
    let paused = Pause { by: W, cause: PauseCause::Requested, ends_at: 2_000 + PAUSE_MS };
    for c in [&w, &b] {
        assert_eq!(last_kind(c), EventKind::Paused { pause: paused, clocks: [58_000, 60_000] }, "sent to both");
    }
    // No move during a pause; the clocks stand still.
    b.mv("e7e5").await;
    b.command(Command::Pause).await;
    b.command(Command::Resume).await;
    b.settle().await;
    assert_eq!(b.refusals, vec![Refusal::Paused, Refusal::AlreadyPaused, Refusal::NotYourPause]);
    advance(&t, &time, 10_000).await;
    w.command(Command::Resume).await;
    w.settle().await;
    b.settle().await;
    assert_eq!(last_kind(&b), EventKind::Resumed);
    assert_eq!(b.state().clocks_at(12_000), Some([58_000, 60_000]), "ten seconds of pause cost nobody");
    w.command(Command::Pause).await;
    w.settle().await;
    assert_eq!(w.refusals, vec![Refusal::PauseSpent]);
    // Black's own pause, left to run out: play resumes at 60 s by itself.
    b.command(Command::Pause).await;
    b.settle().await;
    advance(&t, &time, PAUSE_MS + 5_000).await;
    w.settle().await;
    let events = w.events();
    let resumed = events.last().unwrap();
    assert_eq!((resumed.kind.clone(), resumed.at), (EventKind::Resumed, 12_000 + PAUSE_MS));
    b.settle().await;
    assert_eq!(b.state().clocks_at(12_000 + PAUSE_MS + 5_000), Some([58_000, 55_000]));
    t.server.shutdown().await;
}

#[tokio::test]
async fn the_disconnection_shield_pauses_once_then_the_absent_clock_runs() {
    let (t, time) = on_fake_time().await;
    let (w, mut b) = e4_e5(t.addr).await;
    advance(&t, &time, 1_000).await;
    // White, to move, drops its socket: the shield pauses for it.
    let token = w.token.unwrap();
    let replica = w.state.clone().unwrap();
    w.drop_socket();
    let e = b.event().await;
    assert_eq!(e.kind, EventKind::Disconnected { color: W });
    let e = b.event().await;
    let shield = Pause { by: W, cause: PauseCause::Disconnected, ends_at: 1_000 + PAUSE_MS };
    assert_eq!(e.kind, EventKind::Paused { pause: shield, clocks: [59_000, 60_000] });
    advance(&t, &time, 20_000).await;
    // White comes back: the pause lifts, and White gets what it missed.
    let mut w = Client::resume(t.addr, token, replica).await;
    w.settle().await;
    b.settle().await;
    assert_eq!(w.version(), b.version());
    assert_eq!(last_kind(&b), EventKind::Resumed);
    assert_eq!(w.state().clocks_at(21_000), Some([59_000, 60_000]), "the time away was shielded");
    // Black's absence while White is to move pauses nothing.
    let b_token = b.token.unwrap();
    let b_replica = b.state.clone().unwrap();
    b.drop_socket();
    let e = w.event().await;
    assert_eq!(e.kind, EventKind::Disconnected { color: B });
    let mut b = Client::resume(t.addr, b_token, b_replica).await;
    b.settle().await;
    w.settle().await;
    assert_eq!(last_kind(&w), EventKind::Connected { color: B });
    // White's shield is spent: away again, its clock runs out and it loses.
    w.drop_socket();
    let e = b.event().await;
    assert_eq!(e.kind, EventKind::Disconnected { color: W });
    advance(&t, &time, 59_000).await;
    let e = b.event().await;
    assert_eq!(e.at, 21_000 + 59_000);
    assert_eq!(
        e.kind,
        EventKind::Ended {
            ending: Ending::Result(GameResult { winner: Some(B), reason: EndReason::Time }),
            clocks: Some([0, 60_000])
        }
    );
    t.server.shutdown().await;
}

#[tokio::test]
async fn abort_is_allowed_only_before_ones_first_move() {
    let (t, _time) = on_fake_time().await;
    let (mut w, mut b) = pair(t.addr, Variant::Chess, Some((60_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    w.command(Command::Abort).await;
    w.settle().await;
    assert_eq!(w.refusals, vec![Refusal::CannotAbort]);
    b.command(Command::Abort).await;
    b.settle().await;
    assert_eq!(b.state().ending(), Some(Ending::Aborted(AbortReason::Aborted { color: B })));
    t.server.shutdown().await;
}

/// A player whose connection goes silent (a frozen process, a dead Wi-Fi:
/// no frame, no pong, no close) counts as disconnected once the default
/// silence bound has passed (4 s: two of the app's 2 s pings missed), and
/// the shield pauses for it — not after the 45 s it once took.
#[tokio::test]
async fn a_silent_connection_counts_as_disconnected_within_the_silence_bound() {
    let t = start().await;
    let bound = server::ServerConfig::new("127.0.0.1:0".parse().unwrap(), "unused".into()).silence_timeout;
    assert_eq!(bound, Duration::from_secs(4));
    // White, to move, is heard one last time, then says and reads nothing.
    let (w, mut b) = e4_e5(t.addr).await;
    let silent_since = Instant::now();
    let e = b.until(|f| f.event().filter(|e| matches!(e.kind, EventKind::Disconnected { .. })).cloned()).await;
    let noticed = silent_since.elapsed();
    assert_eq!(e.kind, EventKind::Disconnected { color: W });
    assert!(noticed >= bound - Duration::from_millis(100), "not before the bound: {noticed:?}");
    assert!(noticed < bound + Duration::from_millis(700), "noticed {noticed:?} after the silence began");
    let e = b.event().await;
    let EventKind::Paused { pause, .. } = e.kind else { panic!("the shield pauses: {e:?}") };
    assert_eq!((pause.by, pause.cause), (W, PauseCause::Disconnected));
    assert_eq!(pause.ends_at, e.at + PAUSE_MS, "the pause starts when the silence is noticed");
    drop(w);
    t.server.shutdown().await;
}
