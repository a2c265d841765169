//! A cluster's failures, on loopback with the real binary: an owner killed
//! with SIGKILL mid-game, an owner frozen with SIGSTOP past its leases and
//! then resumed, NATS restarted and PostgreSQL restarted mid-game. Every
//! game goes on and ends with the same moves on both boards. Skipped (with
//! a line saying so) when PostgreSQL or nats-server is not installed.

mod common;

use common::cluster::*;
use common::*;
use protocol::Phase;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

fn check(g: usize, w: &Player, b: &Player) {
    assert_eq!(w.c.phase(), Phase::Over, "game {g} ended");
    assert_eq!(moves(w), moves(b), "game {g}: the same moves on both boards");
    assert_eq!(w.c.state().ending(), b.c.state().ending());
}

/// Plays `plies` more plies in every game at once.
async fn round(games: Vec<(Player, Player)>, plies: usize, seed: u64, deadline: Instant) -> Vec<(Player, Player)> {
    let tasks: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(g, (mut w, mut b))| {
            tokio::spawn(async move {
                let target = w.c.state().moves().len() + plies;
                play(&mut w, &mut b, &mut Rng(seed + g as u64), target, deadline).await;
                (w, b)
            })
        })
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

async fn finish_all(games: Vec<(Player, Player)>, deadline: Instant) -> Vec<(Player, Player)> {
    let mut out = Vec::new();
    for (g, (mut w, mut b)) in games.into_iter().enumerate() {
        finish(&mut w, &mut b, deadline).await;
        check(g, &w, &b);
        out.push((w, b));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_an_owner_mid_game_its_games_go_on_under_another() {
    let Some(s) = Services::start("kill_9_of_an_owner_mid_game_its_games_go_on_under_another") else { return };
    let mut inst: Vec<Instance> = (0..3).map(|i| Instance::start(&s, &format!("i{i}"))).collect();
    let a: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    let deadline = Instant::now() + Duration::from_secs(90);
    // Every room on instance 0; half the games with White on it directly.
    let mut games = Vec::new();
    for g in 0..6 {
        let white = if g % 2 == 0 { a[0] } else { a[1] };
        games.push(spread_game(a[0], white, a[2], &a, Some((600_000, 0))).await);
    }
    let games = round(games, 6, 100, deadline).await;
    let before: Vec<(usize, [u64; 2])> = games
        .iter()
        .map(|(w, _)| (w.c.state().moves().len(), w.c.state().moves().last().unwrap().clocks.unwrap()))
        .collect();
    // The games stand idle before the crash: SPEC §11 charges that time
    // (between the last stored event and the crash) to nobody.
    // The players stay connected (reading, so answering pings) meanwhile.
    const IDLE: Duration = Duration::from_millis(4_000);
    let mut games = games;
    futures_util::future::join_all(games.iter_mut().flat_map(|(w, b)| [&mut w.c, &mut b.c]).map(|c| c.listen(IDLE)))
        .await;
    let killed = Instant::now();
    inst[0].kill_9();
    // The next move of every game, and how long until it is on both boards.
    let games = round(games, 1, 200, deadline).await;
    let playable = killed.elapsed();
    for (g, (w, b)) in games.iter().enumerate() {
        let (n, clocks) = before[g];
        assert_eq!(moves(w), moves(b), "game {g}");
        assert_eq!(w.c.state().moves().len(), n + 1, "game {g}: one move, not lost nor doubled");
        let after = w.c.state().moves().last().unwrap().clocks.unwrap();
        let mover = n % 2;
        let charged = clocks[mover] - after[mover];
        assert!(
            (charged as u128) < playable.as_millis().saturating_sub(LEASE_MS as u128).max(1_000),
            "game {g}: the failover ({playable:?}) was charged to the mover ({charged} ms)"
        );
        assert!(
            (charged as u128) < IDLE.as_millis(),
            "game {g}: the time between the last event and the crash was charged ({charged} ms)"
        );
        assert_eq!(after[1 - mover], clocks[1 - mover], "game {g}: the other clock did not run");
        assert!(w.reconnects + b.reconnects > 0, "game {g}: the players moved on by themselves");
    }
    eprintln!("kill -9 to every game played again: {playable:?}");
    assert!(playable < Duration::from_secs(10), "{playable:?}");
    let games = round(games, 6, 300, deadline).await;
    finish_all(games, deadline).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_owner_frozen_past_its_leases_is_fenced_and_moves_its_players_on() {
    let Some(s) = Services::start("an_owner_frozen_past_its_leases_is_fenced_and_moves_its_players_on") else { return };
    let inst: Vec<Instance> = (0..3).map(|i| Instance::start(&s, &format!("i{i}"))).collect();
    let a: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    let deadline = Instant::now() + Duration::from_secs(90);
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(spread_game(a[0], a[0], a[1], &a, Some((600_000, 0))).await);
    }
    let mut games = round(games, 4, 400, deadline).await;
    // White (to move, on the owner) sends a move just as the owner freezes.
    inst[0].freeze();
    for (w, _) in games.iter_mut() {
        let legal = w.c.state().position().unwrap().legal_moves();
        w.c.try_send(&protocol::encode(&protocol::Command::Move { uci: legal[0].uci.clone() }, None)).await;
    }
    tokio::time::sleep(Duration::from_millis(3 * LEASE_MS)).await;
    // The rooms were taken over; the players play on elsewhere.
    let games = round(games, 2, 500, deadline).await;
    inst[0].thaw();
    tokio::time::sleep(Duration::from_millis(LEASE_MS)).await;
    let log = inst[0].log_text();
    assert!(
        log.contains("append refused") || log.contains("another instance holds the room now"),
        "the thawed owner learns it lost its rooms:\n{log}"
    );
    let games = round(games, 4, 600, deadline).await;
    let games = finish_all(games, deadline).await;
    for (g, (w, _)) in games.iter().enumerate() {
        assert!(w.reconnects > 0, "game {g}: White, on the frozen owner, was moved on");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_survive_a_nats_restart_and_a_postgres_restart() {
    let Some(s) = Services::start("games_survive_a_nats_restart_and_a_postgres_restart") else { return };
    let inst: Vec<Instance> = (0..3).map(|i| Instance::start(&s, &format!("i{i}"))).collect();
    let a: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut games = Vec::new();
    for g in 0..6 {
        games.push(spread_game(a[g % 3], a[(g + 1) % 3], a[(g + 2) % 3], &a, Some((600_000, 0))).await);
    }
    let games = round(games, 4, 700, deadline).await;
    s.restart_nats();
    let games = round(games, 4, 800, deadline).await;
    s.restart_pg();
    let games = round(games, 4, 900, deadline).await;
    let games = finish_all(games, deadline).await;
    for (g, (w, _)) in games.iter().enumerate() {
        assert!(w.c.state().moves().len() >= 12, "game {g}: {} plies", w.c.state().moves().len());
    }
}
