//! The cluster's bus and database restarted under players that follow
//! `docs/protocol.md` alone: NATS restarted several times mid-game stalls
//! no game, and PostgreSQL restarted while players resume refuses no
//! valid seat (and accepts no invalid one). Skipped (with a line saying
//! so) when PostgreSQL or nats-server is not installed.

mod common;

use common::cluster::*;
use common::*;
use protocol::{encode, Command, Control, HandshakeError, Hello, Phase, Resume, SeatToken, ServerMessage};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// How often a docs player pings while seated (the docs: "every few seconds").
const PING_EVERY: Duration = Duration::from_millis(1_000);

/// How long a docs player thinks before it moves.
const THINK: Duration = Duration::from_millis(100);

/// A player written from the docs alone. It never knows which version it
/// awaits: it applies events in order, asks `sync` on a gap, pings while
/// seated and asks `sync` when a `pong`'s `version` is above its own
/// (unless `trusts_pong` is off: then only the servers' own healing can
/// bring it a lost last event), reconnects to the next instance with
/// `hello` + `resume` when its connection closes (also before that hello
/// is answered), and waits
/// `retry_after_ms` after an `unavailable` refusal. When it is its turn it
/// sends one move, and sends it again only after a reconnection (the
/// docs: a move already played is refused, never applied twice).
struct DocsPlayer {
    c: Client,
    addrs: Vec<SocketAddr>,
    at: usize,
    trusts_pong: bool,
    rng: Rng,
    /// The version at which it last sent a move.
    moved_at: Option<u64>,
    next_ping: Instant,
    t: u64,
    /// The longest it waited between two versions while the game was on.
    longest_wait: Duration,
    progressed: Instant,
    /// What the server answered when it refused a valid seat (it never should).
    refused: Option<String>,
}

impl DocsPlayer {
    fn new(c: Client, addrs: Vec<SocketAddr>, trusts_pong: bool, seed: u64) -> DocsPlayer {
        DocsPlayer {
            c,
            addrs,
            at: 0,
            trusts_pong,
            rng: Rng(seed),
            moved_at: None,
            next_ping: Instant::now(),
            t: 1,
            longest_wait: Duration::ZERO,
            progressed: Instant::now(),
            refused: None,
        }
    }

    /// Back on its seat on another instance; `false` past the deadline.
    async fn reconnect(&mut self, deadline: Instant) -> bool {
        while Instant::now() < deadline {
            let Some(mut c) = resume_on_next(&self.c, &self.addrs, &mut self.at, "Doc").await else {
                continue;
            };
            let asked = Instant::now();
            match c.next_within(Duration::from_secs(10)).await {
                Some(Frame::Server(ServerMessage::Welcome { .. })) => {
                    self.c = c;
                    self.moved_at = None;
                    return true;
                }
                Some(Frame::Server(ServerMessage::HandshakeRefused {
                    reason: HandshakeError::Unavailable { retry_after_ms },
                })) => tokio::time::sleep(Duration::from_millis(retry_after_ms.min(5_000))).await,
                // Closed before any answer (the room moved to another
                // instance meanwhile): the docs say nothing was decided, so
                // the player says the same hello again.
                None if c.closed => tokio::time::sleep(Duration::from_millis(100)).await,
                other => {
                    let (waited, closed) = (asked.elapsed(), c.closed);
                    self.refused =
                        Some(format!("{other:?} after {waited:?} (closed: {closed}) from {}", self.addrs[self.at]));
                    return false;
                }
            }
        }
        false
    }

    /// Plays until the game has `plies` moves (or is over); `false` past
    /// the deadline.
    async fn play(&mut self, plies: usize, deadline: Instant) -> bool {
        loop {
            if Instant::now() >= deadline {
                return false;
            }
            if self.c.closed && !self.reconnect(deadline).await {
                return false;
            }
            let state = self.c.state();
            if state.moves().len() >= plies || state.phase() != Phase::Playing {
                return true;
            }
            let version = state.version();
            let mine = state.side_to_move() == state.viewer();
            if mine && self.moved_at != Some(version) {
                let legal = state.position().expect("a position").legal_moves();
                if !legal.is_empty() {
                    let uci = legal[self.rng.below(legal.len())].uci.clone();
                    // A player thinks, so that the games span the restarts.
                    tokio::time::sleep(THINK).await;
                    self.moved_at = Some(version);
                    self.c.try_send(&encode(&Command::Move { uci }, None)).await;
                }
            }
            if Instant::now() >= self.next_ping {
                self.next_ping = Instant::now() + PING_EVERY;
                self.t += 1;
                self.c.try_send(&encode(&Control::Ping { t: self.t }, None)).await;
            }
            let frame = self.c.next_within(Duration::from_millis(100)).await;
            let have = self.c.version();
            let behind = match &frame {
                Some(Frame::Server(ServerMessage::Pong { version: Some(latest), .. })) => {
                    self.trusts_pong && *latest > have
                }
                _ => false,
            };
            if self.c.gap || behind {
                self.c.gap = false;
                self.c.try_send(&encode(&Control::Sync { since: have }, None)).await;
            }
            if have > version {
                self.longest_wait = self.longest_wait.max(self.progressed.elapsed());
                self.progressed = Instant::now();
            }
        }
    }

    /// Where the player stands, for a failure's message.
    fn status(&self) -> String {
        let state = self.c.state();
        format!(
            "version {}, {} moves, {:?}, {:?} to move, seated {:?}, moved at {:?}, closed {}, on {}, refused {:?}",
            state.version(),
            state.moves().len(),
            state.phase(),
            state.side_to_move(),
            state.viewer(),
            self.moved_at,
            self.c.closed,
            self.addrs[self.at],
            self.refused
        )
    }
}

/// Both players of a game play it to `plies` moves, each on its own; with
/// whether both got there in time.
async fn play_game(
    mut w: DocsPlayer,
    mut b: DocsPlayer,
    plies: usize,
    deadline: Instant,
) -> (DocsPlayer, DocsPlayer, bool) {
    let (w_done, b_done) = tokio::join!(w.play(plies, deadline), b.play(plies, deadline));
    (w, b, w_done && b_done)
}

/// Every instance's log, for a failure's message.
fn print_logs(inst: &[Instance]) {
    for i in inst {
        eprintln!("--- {} ({}):\n{}", i.addr, i.log.display(), i.log_text());
    }
}

/// The instances in the order a player on `first` tries them.
fn order(first: SocketAddr, all: &[SocketAddr]) -> Vec<SocketAddr> {
    let mut v = vec![first];
    v.extend(all.iter().copied().filter(|a| *a != first));
    v
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nats_restarted_many_times_mid_game_stalls_no_game() {
    let Some(s) = Services::start("nats_restarted_many_times_mid_game_stalls_no_game") else { return };
    let inst: Vec<Instance> = (0..3).map(|i| Instance::start(&s, &format!("i{i}"))).collect();
    let a: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    const GAMES: usize = 6;
    const PLIES: usize = 100;
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut tasks = Vec::new();
    for g in 0..GAMES {
        let (owner, white, black) = (a[g % 3], a[(g + 1) % 3], a[(g + 2) % 3]);
        let (w, b) = spread_game(owner, white, black, &a, Some((600_000, 0))).await;
        // Half the games' players ignore pong's version: only the servers'
        // own healing brings them a lost last event.
        let trusts_pong = g % 2 == 0;
        let w = DocsPlayer::new(w.c, order(white, &a), trusts_pong, 1_000 + g as u64);
        let b = DocsPlayer::new(b.c, order(black, &a), trusts_pong, 2_000 + g as u64);
        tasks.push(tokio::spawn(play_game(w, b, PLIES, deadline)));
    }
    let started = Instant::now();
    for _ in 0..4 {
        tokio::time::sleep(Duration::from_millis(1_500)).await;
        tokio::task::block_in_place(|| s.restart_nats());
    }
    let restarted = started.elapsed();
    let mut longest = Duration::ZERO;
    for (g, t) in tasks.into_iter().enumerate() {
        let (w, b, done) = t.await.unwrap();
        if !done {
            print_logs(&inst);
        }
        assert!(done, "game {g} reached {PLIES} moves in time; White: {}; Black: {}", w.status(), b.status());
        assert_eq!(
            w.c.state().moves().iter().map(|m| &m.uci).collect::<Vec<_>>(),
            b.c.state().moves().iter().map(|m| &m.uci).collect::<Vec<_>>(),
            "game {g}: the same moves on both boards"
        );
        longest = longest.max(w.longest_wait).max(b.longest_wait);
    }
    let took = started.elapsed();
    eprintln!("{GAMES} games of {PLIES} plies through 4 NATS restarts (the last {restarted:?} in) in {took:?}; the longest wait for a move: {longest:?}");
    assert!(took > restarted, "the games were still on when NATS last restarted");
    assert!(longest < Duration::from_secs(8), "a game stood still for {longest:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_restarted_while_players_resume_refuses_no_valid_seat() {
    let Some(s) = Services::start("postgres_restarted_while_players_resume_refuses_no_valid_seat") else { return };
    let inst: Vec<Instance> = (0..3).map(|i| Instance::start(&s, &format!("i{i}"))).collect();
    let a: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    let deadline = Instant::now() + Duration::from_secs(90);
    let mut players = Vec::new();
    for g in 0..4 {
        let (owner, white, black) = (a[g % 3], a[(g + 1) % 3], a[(g + 2) % 3]);
        let (w, b) = spread_game(owner, white, black, &a, Some((600_000, 0))).await;
        players.push((w.c, order(white, &a)));
        players.push((b.c, order(black, &a)));
    }
    // PostgreSQL is shut down (every instance's connection is told so) and
    // stays down while every player comes back on another instance and a
    // forged token is tried beside them: each resume that needs the
    // database meets the outage, and must be kept waiting or asked to try
    // again, never told its token is unknown.
    tokio::task::block_in_place(|| s.stop_pg());
    let mut tasks = Vec::new();
    for (i, (c, addrs)) in players.into_iter().enumerate() {
        tasks.push(tokio::spawn(async move {
            let mut p = DocsPlayer::new(c, addrs, true, i as u64);
            let back = p.reconnect(deadline).await;
            (p, back)
        }));
    }
    let forged = tokio::spawn({
        let addr = a[1];
        async move { resume_answer(addr, SeatToken::from_bytes([9; 32]), deadline).await }
    });
    tokio::time::sleep(OUTAGE).await;
    let early: Vec<bool> = tasks.iter().map(|t| t.is_finished()).collect();
    tokio::task::block_in_place(|| s.start_pg());
    for t in tasks {
        let (p, back) = t.await.unwrap();
        if !back {
            print_logs(&inst);
        }
        assert!(back, "a valid seat came back: {}", p.status());
    }
    assert_eq!(forged.await.unwrap(), HandshakeError::UnknownSeat, "a forged token is never accepted");
    let logs: String = inst.iter().map(Instance::log_text).collect();
    assert!(
        logs.contains("the database connection is lost"),
        "the resumes met the outage (an instance retried a database call)"
    );
    eprintln!("seats back during the {OUTAGE:?} outage: {} of {}", early.iter().filter(|e| **e).count(), early.len());
}

/// How long PostgreSQL stays down while players resume: longer than a
/// client's retry hint, shorter than the store's reconnect window.
const OUTAGE: Duration = Duration::from_millis(3_000);

/// What a resume with `token` is finally answered (after `unavailable`s).
async fn resume_answer(addr: SocketAddr, token: SeatToken, deadline: Instant) -> HandshakeError {
    while Instant::now() < deadline {
        let Some(mut c) = Client::try_connect(addr).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let hello = Control::Hello(Hello {
            app: "docs".into(),
            protocol: 1,
            name: "Eve".into(),
            resume: Some(Resume { token, since: 0 }),
        });
        c.try_send(&encode(&hello, None)).await;
        match c.next_within(Duration::from_secs(10)).await {
            Some(Frame::Server(ServerMessage::HandshakeRefused {
                reason: HandshakeError::Unavailable { retry_after_ms },
            })) => {
                tokio::time::sleep(Duration::from_millis(retry_after_ms.min(5_000))).await;
            }
            Some(Frame::Server(ServerMessage::HandshakeRefused { reason })) => return reason,
            Some(Frame::Server(ServerMessage::Welcome { .. })) => panic!("a forged token took a seat"),
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    panic!("no answer to a resume in time");
}
