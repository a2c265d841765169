//! The real binary, killed with SIGKILL mid-game and started again on the
//! same database: nothing acknowledged is lost, the players take their
//! seats back with their tokens, and the clocks resume from what they
//! showed at the last stored event (the time the server was down is
//! charged to nobody). Then a graceful stop with SIGTERM, and a restart
//! where a player does not come back within the grace.

mod common;

use common::*;
use protocol::{Command, EventKind, LobbyReply, Phase};
use rules::Variant;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command as Process, Stdio};
use std::time::Duration;

fn spawn(db: &Path, listen: &str) -> (Child, SocketAddr) {
    let mut child = Process::new(env!("CARGO_BIN_EXE_maharajah-server"))
        .args(["--listen", listen, "--db"])
        .arg(db)
        .args(["--log-level", "warn"])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server binary starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    // "maharajah-server X listening on ws://ADDR/ws, data in PATH"
    let addr = line.split("ws://").nth(1).and_then(|r| r.split("/ws").next()).expect(&line);
    (child, addr.parse().unwrap())
}

async fn think(ms: u64) {
    tokio::time::sleep(Duration::from_millis(ms)).await;
}

#[tokio::test]
async fn kill_9_mid_game_loses_nothing_and_costs_nobody_time() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("server.sqlite3");
    let (mut child, addr) = spawn(&db, "127.0.0.1:0");
    let (mut w, mut b) = pair(addr, Variant::Chess, Some((60_000, 0))).await;
    for (seat, uci) in [(W, "e2e4"), (B, "e7e5"), (W, "g1f3"), (B, "b8c6")] {
        think(150).await;
        let c = if seat == W { &mut w } else { &mut b };
        c.mv(uci).await;
        c.settle().await;
    }
    w.settle().await;
    let version = w.version();
    let clocks = w.state().moves().last().unwrap().clocks.unwrap();
    assert!(clocks[0] < 59_800 && clocks[1] < 59_800, "{clocks:?}");
    // White thinks, and the server dies.
    think(300).await;
    child.kill().unwrap();
    child.wait().unwrap();
    let (w_token, w_state) = (w.token.unwrap(), w.state.clone().unwrap());
    let (b_token, b_state) = (b.token.unwrap(), b.state.clone().unwrap());
    drop((w, b));
    think(1_500).await;
    let (mut child, addr) = spawn(&db, &addr.to_string());
    let mut w = Client::resume(addr, w_token, w_state).await;
    let mut b = Client::resume(addr, b_token, b_state).await;
    w.settle().await;
    b.settle().await;
    assert_eq!((w.version(), b.version()), (version, version), "nothing acknowledged was lost");
    assert_eq!(w.phase(), Phase::Playing);
    // White's clock runs again from what it showed at the last stored event.
    think(200).await;
    w.mv("f1c4").await;
    w.settle().await;
    let e = w.events().into_iter().last().unwrap();
    let EventKind::Moved { clocks: Some(after), .. } = e.kind else { panic!("{e:?}") };
    let spent = clocks[0] - after[0];
    assert!((150..1_000).contains(&spent), "White was charged {spent} ms across a 1.5 s outage");
    assert_eq!(after[1], clocks[1]);
    b.settle().await;
    b.mv("g8f6").await;
    b.settle().await;
    assert!(b.refusals.is_empty());
    // A graceful stop: the clients are told, and everything is kept.
    Process::new("kill").args(["-TERM", &child.id().to_string()]).status().unwrap();
    w.until(|f| matches!(f, Frame::Lobby(LobbyReply::ServerClosing)).then_some(())).await;
    assert!(child.wait().unwrap().success());
    let version = w.version();
    let (mut child, addr) = spawn(&db, &addr.to_string());
    let (w_token, w_state) = (w.token.unwrap(), w.state.clone().unwrap());
    let mut w = Client::resume(addr, w_token, w_state).await;
    w.settle().await;
    assert_eq!(w.version(), version);
    w.command(Command::Resign).await;
    w.settle().await;
    assert_eq!(w.phase(), Phase::Over);
    child.kill().unwrap();
    child.wait().unwrap();
}

#[tokio::test]
async fn after_a_restart_a_player_who_does_not_return_is_recorded_gone_after_the_grace() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&dir);
    c.restart_grace = Duration::from_millis(400);
    let s = server::Server::start(c.clone()).await.unwrap();
    let (mut w, mut b) = pair(s.local_addr(), Variant::Chess, Some((60_000, 0))).await;
    w.mv("e2e4").await;
    w.settle().await;
    b.mv("e7e5").await;
    b.settle().await;
    let clocks = b.state().moves().last().unwrap().clocks.unwrap();
    s.shutdown().await;
    let (b_token, b_state) = (b.token.unwrap(), b.state.clone().unwrap());
    drop((w, b));
    let s = server::Server::start(c).await.unwrap();
    assert_eq!(s.rooms(), 1, "the room is back");
    // Only Black comes back; White, to move, stays away.
    let mut b = Client::resume(s.local_addr(), b_token, b_state).await;
    b.settle().await;
    let e = b.event().await;
    assert_eq!(e.kind, EventKind::Disconnected { color: W });
    let e = b.event().await;
    let EventKind::Paused { pause, clocks: paused } = e.kind else { panic!("{e:?}") };
    assert_eq!(pause.cause, protocol::PauseCause::Disconnected, "the shield takes over");
    assert_eq!(paused, clocks, "the clocks are as they were at the last stored event");
    s.shutdown().await;
}
