//! A cluster on loopback for the tests: PostgreSQL and NATS started by
//! `scripts/cluster-services.sh` in a temporary folder, instances of the
//! real binary as child processes (so that they can be killed, frozen and
//! resumed), and players that reconnect by themselves to any instance and
//! resync by version, as the issue asks of clients.

use super::{Client, Frame, Rng, W};
use protocol::{encode, Command, Control, Phase, Resume, ServerMessage};
use rules::Variant;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, Stdio};
use std::time::{Duration, Instant};

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/cluster-services.sh")
}

/// PostgreSQL and NATS, stopped when dropped.
pub struct Services {
    pub dir: tempfile::TempDir,
    pub pg: String,
    pub nats: String,
}

impl Services {
    /// Starts both, or `None` (with a line saying why the test is skipped)
    /// when they are not installed.
    pub fn start(test: &str) -> Option<Services> {
        let installed = Process::new("bash").arg(script()).arg("check").status().map(|s| s.success());
        if !matches!(installed, Ok(true)) {
            eprintln!("SKIPPED {test}: PostgreSQL or nats-server is not installed (scripts/install-deps.sh)");
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        let out = Process::new("bash").arg(script()).arg("start").arg(dir.path()).output().unwrap();
        assert!(out.status.success(), "cluster-services start: {}", String::from_utf8_lossy(&out.stderr));
        let read = |f: &str| std::fs::read_to_string(dir.path().join(f)).unwrap().trim().to_string();
        let (pg, nats) = (read("pg.url"), read("nats.url"));
        Some(Services { dir, pg, nats })
    }

    fn run(&self, what: &str) {
        let status = Process::new("bash").arg(script()).arg(what).arg(self.dir.path()).status().unwrap();
        assert!(status.success(), "cluster-services {what}");
    }

    pub fn restart_pg(&self) {
        self.run("restart-pg");
    }

    /// PostgreSQL shut down (fast: its connections are told so) until
    /// [`Services::start_pg`].
    pub fn stop_pg(&self) {
        self.run("stop-pg");
    }

    pub fn start_pg(&self) {
        self.run("start-pg");
    }

    pub fn restart_nats(&self) {
        self.run("restart-nats");
    }
}

impl Drop for Services {
    fn drop(&mut self) {
        let _ = Process::new("bash").arg(script()).arg("stop").arg(self.dir.path()).status();
    }
}

/// One `maharajah-server` of the cluster, killed when dropped.
pub struct Instance {
    pub child: Child,
    pub addr: SocketAddr,
    pub log: PathBuf,
}

/// The lease of the test clusters: an instance that dies loses its rooms
/// within it.
pub const LEASE_MS: u64 = 1_500;

impl Instance {
    pub fn start(s: &Services, name: &str) -> Instance {
        let log = s.dir.path().join(format!("{name}.log"));
        let err = std::fs::File::create(&log).unwrap();
        let mut child = Process::new(env!("CARGO_BIN_EXE_maharajah-server"))
            .args(["--listen", "127.0.0.1:0", "--db", &s.pg, "--bus", &s.nats])
            .args(["--lease-ms", &LEASE_MS.to_string(), "--restart-grace-secs", "5"])
            .args(["--lobby-per-minute", "100000", "--messages-per-second", "1000"])
            .args(["--log-level", "info"])
            .stdout(Stdio::piped())
            .stderr(err)
            .spawn()
            .expect("the server binary starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let addr = line
            .split("ws://")
            .nth(1)
            .and_then(|r| r.split("/ws").next())
            .unwrap_or_else(|| panic!("{name}: {line} {}", std::fs::read_to_string(&log).unwrap_or_default()));
        Instance { child, addr: addr.parse().unwrap(), log }
    }

    fn signal(&self, sig: &str) {
        let _ = Process::new("kill").args([sig, &self.child.id().to_string()]).stderr(Stdio::null()).status();
    }

    pub fn kill_9(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    pub fn freeze(&self) {
        self.signal("-STOP");
    }

    pub fn thaw(&self) {
        self.signal("-CONT");
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.thaw();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A player who reconnects by itself: to the next instance of its list
/// when its connection closes or its server stays silent, resuming its
/// seat with its token and the version it has.
pub struct Player {
    pub c: Client,
    addrs: Vec<SocketAddr>,
    at: usize,
    pub reconnects: u32,
}

/// A connection to the instance after `at` (moving `at` on), carrying
/// `seated`'s token and replica, that has sent its resuming `hello`;
/// `None` when that instance did not take the connection (after a short
/// pause when it could not be reached). The answer is the caller's to read:
/// what counts as a refusal differs between the tests' players.
pub async fn resume_on_next(seated: &Client, addrs: &[SocketAddr], at: &mut usize, name: &str) -> Option<Client> {
    let token = seated.token.expect("a seat token");
    let state = seated.state.clone().expect("a replica");
    *at = (*at + 1) % addrs.len();
    let Some(mut c) = Client::try_connect(addrs[*at]).await else {
        tokio::time::sleep(Duration::from_millis(100)).await;
        return None;
    };
    c.token = Some(token);
    c.seat = state.viewer();
    let resume = Some(Resume { token, since: state.version() });
    c.state = Some(state);
    let hello = Control::Hello(protocol::Hello { app: "test".into(), protocol: 1, name: name.into(), resume });
    c.try_send(&encode(&hello, None)).await.then_some(c)
}

/// How long a player waits for an answer before it resyncs, and then
/// before it tries another instance.
const SILENCE: Duration = Duration::from_millis(1_200);

impl Player {
    pub fn new(c: Client, addrs: Vec<SocketAddr>) -> Player {
        Player { c, addrs, at: 0, reconnects: 0 }
    }

    /// Back on its seat on the next instance that takes it.
    async fn reconnect(&mut self, deadline: Instant) -> bool {
        while Instant::now() < deadline {
            let Some(mut c) = resume_on_next(&self.c, &self.addrs, &mut self.at, "back").await else {
                continue;
            };
            let welcomed = loop {
                match c.next_within(Duration::from_secs(8)).await {
                    Some(Frame::Server(ServerMessage::Welcome { .. })) => break true,
                    Some(Frame::Server(ServerMessage::HandshakeRefused { .. })) | None => break false,
                    Some(_) => {}
                }
            };
            if welcomed {
                self.c = c;
                self.reconnects += 1;
                return true;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        false
    }

    /// Waits until the replica reaches `version`: heals gaps with a
    /// resync, and moves to another instance when the connection closes
    /// or stays silent.
    pub async fn reach(&mut self, version: u64, deadline: Instant) -> bool {
        let mut silent = 0;
        loop {
            if self.c.version() >= version {
                return true;
            }
            if Instant::now() >= deadline {
                return false;
            }
            if self.c.closed || silent >= 2 {
                silent = 0;
                if !self.reconnect(deadline).await {
                    return false;
                }
                continue;
            }
            match self.c.next_within(SILENCE).await {
                Some(_) => {
                    if self.c.gap {
                        self.c.gap = false;
                        self.resync().await;
                    }
                }
                None if self.c.closed => {}
                None => {
                    silent += 1;
                    self.resync().await;
                }
            }
        }
    }

    async fn resync(&mut self) {
        let since = self.c.version();
        self.c.try_send(&encode(&Control::Sync { since }, None)).await;
    }

    pub fn version(&self) -> u64 {
        self.c.version()
    }
}

/// Opens a chess game (clock `time`: base and increment, ms) owned by
/// `owner`, its White player on `white` (the creator moves there with its
/// token, unless it is the owner) and Black on `black` (joining by code):
/// the players on other instances reach the room over the bus.
pub async fn spread_game(
    owner: SocketAddr,
    white: SocketAddr,
    black: SocketAddr,
    all: &[SocketAddr],
    time: Option<(u64, u64)>,
) -> (Player, Player) {
    let mut creator = Client::lobby(owner, "Ann").await;
    let code = creator.create(Variant::Chess, time).await;
    let (token, state) = (creator.token.unwrap(), creator.state.clone().unwrap());
    let mut w = if white == owner {
        creator
    } else {
        creator.close().await;
        let mut w = Client::resume(white, token, state).await;
        w.until(|f| matches!(f, Frame::Server(ServerMessage::Welcome { .. })).then_some(())).await;
        w
    };
    let mut b = Client::lobby(black, "Bob").await;
    b.join(&code).await;
    b.settle().await;
    w.settle().await;
    let order = |first: SocketAddr| {
        let mut v = vec![first];
        v.extend(all.iter().copied().filter(|a| *a != first));
        v
    };
    (Player::new(w, order(white)), Player::new(b, order(black)))
}

/// Plays random legal moves until `plies` are on the board (or the game
/// ends), each player waiting for every move: a move that got no answer is
/// chosen again from the replica after a resync (so one played but not
/// yet seen is never played twice: the turn has passed). Returns the
/// plies on the board.
pub async fn play(w: &mut Player, b: &mut Player, rng: &mut Rng, plies: usize, deadline: Instant) -> usize {
    loop {
        let v = w.version().max(b.version());
        assert!(w.reach(v, deadline).await && b.reach(v, deadline).await, "both players reach version {v}");
        let moves_on_board = w.c.state().moves().len();
        if moves_on_board >= plies || w.c.phase() != Phase::Playing {
            return moves_on_board;
        }
        let mover = w.c.state().side_to_move().expect("a side to move");
        let me = if mover == W { &mut *w } else { &mut *b };
        let legal = me.c.state().position().expect("a position").legal_moves();
        if legal.is_empty() {
            // Mate or stalemate: the game's end is the next event.
            let soon = (Instant::now() + Duration::from_secs(4)).min(deadline);
            me.reach(v + 1, soon).await;
            continue;
        }
        let uci = legal[rng.below(legal.len())].uci.clone();
        me.c.try_send(&encode(&Command::Move { uci }, None)).await;
        let soon = (Instant::now() + Duration::from_secs(4)).min(deadline);
        me.reach(v + 1, soon).await;
    }
}

/// Ends the game (the side to move resigns) and waits until both see it.
pub async fn finish(w: &mut Player, b: &mut Player, deadline: Instant) {
    while w.c.phase() == Phase::Playing && Instant::now() < deadline {
        let v = w.version().max(b.version());
        let mover = w.c.state().side_to_move().expect("a side to move");
        let me = if mover == W { &mut *w } else { &mut *b };
        me.c.try_send(&encode(&Command::Resign, None)).await;
        me.reach(v + 1, (Instant::now() + Duration::from_secs(4)).min(deadline)).await;
        let v = w.version().max(b.version());
        w.reach(v, deadline).await;
        b.reach(v, deadline).await;
    }
}

/// The moves on a player's board, as UCI.
pub fn moves(p: &Player) -> Vec<String> {
    p.c.state().moves().iter().map(|m| m.uci.clone()).collect()
}
