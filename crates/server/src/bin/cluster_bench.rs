//! `maharajah-cluster-bench`: what the cluster costs a player, on loopback
//! only, against the single-instance server measured in the same run.
//!
//! 1. **Single instance**: `maharajah-server` on SQLite (`--sync normal`
//!    by default: no `fsync` on the move's path, like the cluster's
//!    PostgreSQL with the test settings of `scripts/cluster-services.sh`;
//!    `--sync full` gives both an `fsync` per commit), `--games` games on it,
//!    moves at `--rate` in total for `--secs` seconds, `--rounds` times
//!    (taking turns with the cluster, which runs beside it); the move round trip
//!    (a move sent → its event back to the mover) of every move after the
//!    first `--warmup-secs`.
//! 2. **Cluster**: PostgreSQL and NATS started by
//!    `scripts/cluster-services.sh` in a temporary folder, three instances
//!    (default lease, or `--lease-ms`), the same games and moves, each game's
//!    room owned by one instance and its two players on the other two: every
//!    move goes through a stand-in and the bus.
//!    Then the same games again with both players on the room's owner:
//!    what PostgreSQL costs a move without the bus.
//! 3. **Bus restart**: NATS is restarted (`--nats-restarts` times) under
//!    the spread games; right after each restart begins, each game's side
//!    to move sends its next move once, and both players then behave as
//!    `docs/protocol.md` asks and nothing more: they read, ping every 2 s
//!    (as the app does), and `sync` when a `pong`'s `version` is above
//!    theirs. The figure is the time from the restart's start until every
//!    game's move is on both players' boards.
//! 4. **Failover**: `--failover-games` more games, all owned by one
//!    instance (half of them with a player connected to it, the others
//!    reaching it over the bus); that instance is killed with `kill -9`, and
//!    each game's side to move plays its next move as a client does
//!    (reconnecting to another instance and resuming by version when its
//!    connection closes, asking for a resync when it hears nothing). The
//!    figure is the time from the kill until every game's move is on both
//!    players' boards.
//!
//! It prints a small table, stops every process it started, and is bounded
//! in time (each phase, and each wait, has a deadline).
//!
//! ```sh
//! cargo run --release -p maharajah-server --bin maharajah-cluster-bench
//! ```

use futures_util::{SinkExt, StreamExt};
use protocol::{encode, Command, Control, CreateRoom, EventKind, Hello, LobbyReply, LobbyRequest, Resume, SeatToken};
use protocol::{ServerMessage, TimeControl};
use rules::{AnyPosition, Color, Variant};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, ExitCode, Stdio};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long any one wait may take before it counts as an error.
const WAIT: Duration = Duration::from_secs(15);

/// How long a recovering client waits for an answer before it asks for a
/// resync (and sends its move again).
const SILENCE: Duration = Duration::from_millis(1_000);

/// How often a client following the docs pings while it waits (the app's pace).
const PING_EVERY: Duration = Duration::from_millis(2_000);

/// The longest a failover may take before the run gives up on it.
const FAILOVER_LIMIT: Duration = Duration::from_secs(30);

/// `maharajah-cluster-bench`: the cluster's move round trip against the
/// single instance in the same run, and the time a failover takes.
#[derive(Debug, Clone, clap::Parser)]
#[command(name = "maharajah-cluster-bench")]
struct Args {
    /// Games in each set (1 to 500).
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Moves per second, all games of a set together.
    #[arg(long, default_value_t = 100.0)]
    rate: f64,
    /// How long each set plays in a round (1 to 300).
    #[arg(long, default_value_t = 20)]
    secs: u64,
    /// Rounds; each plays the single instance, then the cluster twice (1 to 10).
    #[arg(long, default_value_t = 3)]
    rounds: usize,
    /// Seconds at the start of each set's turn not counted.
    #[arg(long, default_value_t = 2)]
    warmup_secs: u64,
    /// Games owned by the instance that is killed (1 to 100).
    #[arg(long, default_value_t = 6)]
    failover_games: usize,
    /// NATS restarts under the spread games (0 to 10).
    #[arg(long, default_value_t = 3)]
    nats_restarts: usize,
    /// The instances' `--lease-ms` (default: theirs).
    #[arg(long)]
    lease_ms: Option<u64>,
    /// `full`: both sides fsync (SQLite's default, PostgreSQL's own
    /// defaults); `normal`: neither does.
    #[arg(long, default_value = "normal", value_parser = ["normal", "full"])]
    sync: String,
    /// The server binary (default: `maharajah-server` beside this one).
    #[arg(long)]
    server_bin: Option<PathBuf>,
}

/// The options, checked beyond their types.
fn parse_args() -> Result<Args, String> {
    let a = <Args as clap::Parser>::parse();
    let bounded = (1..=500).contains(&a.games)
        && a.rate > 0.0
        && (1..=300).contains(&a.secs)
        && (1..=10).contains(&a.rounds)
        && a.warmup_secs < a.secs
        && (1..=100).contains(&a.failover_games)
        && a.nats_restarts <= 10;
    if !bounded {
        return Err("1 ≤ --games ≤ 500, --rate > 0, 1 ≤ --secs ≤ 300, 1 ≤ --rounds ≤ 10, --warmup-secs < --secs, 1 ≤ --failover-games ≤ 100, --nats-restarts ≤ 10".into());
    }
    Ok(a)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let rt = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("maharajah-cluster-bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    match rt.block_on(run(args)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("maharajah-cluster-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

// ---------------------------------------------------------------------------
// Processes: the services and the server instances.

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/cluster-services.sh")
}

/// PostgreSQL and NATS in a temporary folder, stopped when dropped.
struct Services {
    dir: PathBuf,
    pg: String,
    nats: String,
}

impl Services {
    /// `durable`: PostgreSQL with `fsync` (its defaults), to match the
    /// single instance's `--sync full`.
    fn start(dir: PathBuf, durable: bool) -> Result<Services, String> {
        let out = Process::new("bash")
            .arg(script())
            .arg("start")
            .arg(&dir)
            .env("PG_DURABLE", if durable { "1" } else { "0" })
            .output()
            .map_err(|e| e.to_string())?;
        // Stopped on drop from here on, even when half started.
        let mut services = Services { dir, pg: String::new(), nats: String::new() };
        if !out.status.success() {
            return Err(format!("cluster-services start: {}", String::from_utf8_lossy(&out.stderr)));
        }
        let read = |f: &str| std::fs::read_to_string(services.dir.join(f)).map(|s| s.trim().to_string());
        let (pg, nats) = (read("pg.url").map_err(|e| e.to_string())?, read("nats.url").map_err(|e| e.to_string())?);
        services.pg = pg;
        services.nats = nats;
        Ok(services)
    }
}

impl Drop for Services {
    fn drop(&mut self) {
        let _ = Process::new("bash").arg(script()).arg("stop").arg(&self.dir).status();
    }
}

/// One `maharajah-server`, killed when dropped.
struct Instance {
    child: Child,
    addr: SocketAddr,
}

impl Instance {
    fn start(bin: &Path, args: &[String], log: &Path) -> Result<Instance, String> {
        let err = std::fs::File::create(log).map_err(|e| e.to_string())?;
        let mut child = Process::new(bin)
            .args(["--listen", "127.0.0.1:0", "--log-level", "warn"])
            .args(["--lobby-per-minute", "1000000", "--messages-per-second", "1000"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(err)
            .spawn()
            .map_err(|e| format!("{}: {e}", bin.display()))?;
        let mut line = String::new();
        if let Some(out) = child.stdout.take() {
            // The server prints its address first; a server that fails to
            // start closes its output, which ends the read.
            let _ = BufReader::new(out).read_line(&mut line);
        }
        let addr = line.split("ws://").nth(1).and_then(|r| r.split("/ws").next()).and_then(|a| a.parse().ok());
        match addr {
            Some(addr) => Ok(Instance { child, addr }),
            None => {
                let _ = child.kill();
                let _ = child.wait();
                Err(format!("the server did not start: {line} {}", std::fs::read_to_string(log).unwrap_or_default()))
            }
        }
    }

    fn kill_9(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.kill_9();
    }
}

// ---------------------------------------------------------------------------
// A client: one seat, reconnecting by itself.

/// What a client reads.
enum Read {
    Lobby(LobbyReply),
    Server(ServerMessage),
}

fn decode(text: &str) -> Result<Read, String> {
    let (kind, _) = protocol::message_type(text, protocol::wire::MAX_SERVER_MESSAGE).map_err(|e| e.to_string())?;
    if LobbyReply::NAMES.contains(&kind.as_str()) {
        protocol::decode_body(text).map(Read::Lobby).map_err(|e| e.to_string())
    } else {
        protocol::decode_server(text).map(Read::Server).map_err(|e| e.to_string())
    }
}

/// The next message within `wait`: `Ok(None)` when nothing came.
async fn next_within(ws: &mut Ws, wait: Duration) -> Result<Option<Read>, String> {
    let until = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(until, ws.next()).await {
            Err(_) => return Ok(None),
            Ok(None) | Ok(Some(Ok(Message::Close(_)))) => return Err("connection closed".into()),
            Ok(Some(Err(e))) => return Err(format!("read: {e}")),
            Ok(Some(Ok(Message::Text(t)))) => return decode(&t).map(Some),
            Ok(Some(Ok(_))) => continue,
        }
    }
}

async fn next(ws: &mut Ws) -> Result<Read, String> {
    next_within(ws, WAIT).await?.ok_or_else(|| "no answer in time".to_string())
}

async fn send(ws: &mut Ws, text: String) -> Result<(), String> {
    ws.send(Message::Text(text.into())).await.map_err(|e| format!("send: {e}"))
}

async fn connect(addr: SocketAddr, name: &str, resume: Option<Resume>) -> Result<Ws, String> {
    let url = format!("ws://{addr}/ws");
    let (mut ws, _) = tokio::time::timeout(WAIT, tokio_tungstenite::connect_async(url))
        .await
        .map_err(|_| "connect timed out".to_string())?
        .map_err(|e| format!("connect: {e}"))?;
    let hello = Control::Hello(Hello { app: "bench".into(), protocol: 1, name: name.into(), resume });
    send(&mut ws, encode(&hello, None)).await?;
    Ok(ws)
}

/// One player: its seat token, the version it has, the instances it may
/// reach (its own first).
struct Seat {
    ws: Option<Ws>,
    token: SeatToken,
    version: u64,
    addrs: Vec<SocketAddr>,
    at: usize,
}

/// What a message did to a seat's replica.
enum Seen {
    /// A move's event, at this version.
    Moved(u64),
    Other,
}

impl Seat {
    fn apply(&mut self, read: &Read) -> Seen {
        match read {
            Read::Server(ServerMessage::Event(e)) => {
                self.version = self.version.max(e.version);
                if matches!(e.kind, EventKind::Moved { .. }) {
                    return Seen::Moved(e.version);
                }
            }
            Read::Server(ServerMessage::Snapshot { state, .. }) => self.version = self.version.max(state.version()),
            _ => {}
        }
        Seen::Other
    }

    /// Back on its seat through the next instance that takes it.
    async fn reconnect(&mut self, deadline: Instant) -> Result<(), String> {
        self.ws = None;
        while Instant::now() < deadline {
            self.at = (self.at + 1) % self.addrs.len();
            let resume = Resume { token: self.token, since: self.version };
            let Ok(mut ws) = connect(self.addrs[self.at], "back", Some(resume)).await else {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            loop {
                match next(&mut ws).await {
                    Ok(Read::Server(ServerMessage::Welcome { .. })) => {
                        self.ws = Some(ws);
                        return Ok(());
                    }
                    Ok(Read::Server(ServerMessage::HandshakeRefused { .. })) | Err(_) => break,
                    Ok(_) => {}
                }
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Err("no instance took the seat back in time".into())
    }

    /// Plays `uci` (when given) and waits for the first move after `after`,
    /// reconnecting and resuming on another instance when the connection
    /// closes (and offering the move again there: one already played is
    /// refused). `how` says what the seat does while nothing arrives.
    async fn await_move(
        &mut self,
        uci: Option<&str>,
        after: u64,
        deadline: Instant,
        how: Waiting,
    ) -> Result<(), String> {
        let mut offer = true;
        let mut t = 0;
        let mut next_ping = Instant::now() + PING_EVERY;
        loop {
            if Instant::now() >= deadline {
                return Err("the game did not move again in time".into());
            }
            let Some(ws) = self.ws.as_mut() else {
                self.reconnect(deadline).await?;
                offer = true;
                continue;
            };
            if offer {
                offer = false;
                let mut sent = Ok(());
                if how == Waiting::ResyncOnSilence {
                    sent = send(ws, encode(&Control::Sync { since: self.version }, None)).await;
                }
                if let (Ok(()), Some(u)) = (&sent, uci) {
                    sent = send(ws, encode(&Command::Move { uci: u.into() }, None)).await;
                }
                if sent.is_err() {
                    self.ws = None;
                    continue;
                }
            }
            let wait = match how {
                Waiting::ResyncOnSilence => SILENCE,
                Waiting::ByDocs => next_ping.saturating_duration_since(Instant::now()),
            };
            match next_within(ws, wait).await {
                Ok(Some(Read::Server(ServerMessage::Pong { version: Some(latest), .. })))
                    if how == Waiting::ByDocs && latest > self.version =>
                {
                    if send(ws, encode(&Control::Sync { since: self.version }, None)).await.is_err() {
                        self.ws = None;
                    }
                }
                Ok(Some(read)) => {
                    if let Seen::Moved(v) = self.apply(&read) {
                        if v > after {
                            return Ok(());
                        }
                    }
                }
                Ok(None) if how == Waiting::ResyncOnSilence => offer = true,
                Ok(None) => {
                    next_ping = Instant::now() + PING_EVERY;
                    t += 1;
                    if send(ws, encode(&Control::Ping { t }, None)).await.is_err() {
                        self.ws = None;
                    }
                }
                Err(_) => self.ws = None,
            }
        }
    }
}

/// What a seat does while it waits and nothing arrives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Waiting {
    /// After [`SILENCE`], `sync` and offer the move again (the failover
    /// phase: the quickest a client can be).
    ResyncOnSilence,
    /// Only what `docs/protocol.md` asks of a client: ping every
    /// [`PING_EVERY`] and `sync` when a `pong`'s `version` is above its own.
    ByDocs,
}

/// Restarts NATS `times` times under `games`; each time, every game's side
/// to move sends its next move as the restart begins, and the time until
/// the move is on both boards is taken. Returns each restart's longest,
/// and the games (those that moved) for what follows.
async fn nats_restarts(
    mut games: Vec<Game>,
    services: &Services,
    times: usize,
    errors: &mut Vec<String>,
) -> (Vec<Duration>, Vec<Game>) {
    let mut longest = Vec::new();
    for round in 0..times {
        // The restart runs on a blocking thread, so the moves go out while
        // the bus is down or coming back.
        let dir = services.dir.clone();
        let started = Instant::now();
        let restart = tokio::task::spawn_blocking(move || {
            Process::new("bash").arg(script()).arg("restart-nats").arg(&dir).status().map(|s| s.success())
        });
        let deadline = started + FAILOVER_LIMIT;
        let tasks: Vec<_> = games
            .into_iter()
            .enumerate()
            .map(|(i, mut g)| {
                tokio::spawn(async move {
                    let mut rng = 101 + (round * 1_000 + i) as u64;
                    let Some(uci) = pick(&g.pos, &mut rng) else { return (g, Err("no move".to_string())) };
                    let (me, other, after) = g.sides();
                    let (m, o) = tokio::join!(
                        me.await_move(Some(&uci), after, deadline, Waiting::ByDocs),
                        other.await_move(None, after, deadline, Waiting::ByDocs)
                    );
                    let took = m.and(o).map(|()| started.elapsed());
                    if took.is_ok() {
                        let _ = g.pos.play_uci(&uci);
                    }
                    (g, took)
                })
            })
            .collect();
        let mut worst = Duration::ZERO;
        let mut left = Vec::new();
        for t in tasks {
            match t.await {
                Ok((g, Ok(d))) => {
                    worst = worst.max(d);
                    left.push(g);
                }
                Ok((_, Err(e))) => errors.push(format!("nats restart {}: {e}", round + 1)),
                Err(e) => errors.push(e.to_string()),
            }
        }
        match restart.await {
            Ok(Ok(true)) => {}
            other => errors.push(format!("nats restart {}: the script failed: {other:?}", round + 1)),
        }
        longest.push(worst);
        games = left;
    }
    (longest, games)
}

// ---------------------------------------------------------------------------
// Games.

/// One game: its two seats and the board.
struct Game {
    white: Seat,
    black: Seat,
    pos: AnyPosition,
}

impl Game {
    /// The side to move's seat, the other one, and the latest version either has.
    fn sides(&mut self) -> (&mut Seat, &mut Seat, u64) {
        let (me, other) = if self.pos.side_to_move() == Color::White {
            (&mut self.white, &mut self.black)
        } else {
            (&mut self.black, &mut self.white)
        };
        let after = me.version.max(other.version);
        (me, other, after)
    }
}

/// Where a game's room is created (its owner) and where each player sits;
/// `all` is every instance, for reconnecting.
struct Placement {
    owner: SocketAddr,
    white: SocketAddr,
    black: SocketAddr,
    all: Vec<SocketAddr>,
}

fn order(first: SocketAddr, all: &[SocketAddr]) -> Vec<SocketAddr> {
    let mut v = vec![first];
    v.extend(all.iter().copied().filter(|a| *a != first));
    v
}

/// Opens a game: created on the owner, whose creator (White) then moves to
/// its own instance with its token; Black joins by code on its instance.
async fn set_up(p: &Placement, i: usize) -> Result<Game, String> {
    let mut creator = connect(p.owner, &format!("w{i}"), None).await?;
    let req = CreateRoom {
        variant: Variant::Chess,
        time: Some(TimeControl { base_ms: 3_600_000, increment_ms: 0 }),
        colour: protocol::ColourChoice::White,
        public: false,
        takebacks: false,
    };
    send(&mut creator, encode(&LobbyRequest::CreateRoom(req), None)).await?;
    let mut code = None;
    let token = loop {
        match next(&mut creator).await? {
            Read::Lobby(LobbyReply::RoomCreated { code: c, .. }) => code = Some(c),
            Read::Lobby(LobbyReply::JoinRefused { reason, .. }) => return Err(format!("create refused: {reason}")),
            Read::Server(ServerMessage::Welcome { token, .. }) => break token,
            _ => {}
        }
    };
    let code = code.ok_or("no code")?;
    let _ = creator.close(None).await;
    let mut white = Seat { ws: None, token, version: 0, addrs: order(p.white, &p.all), at: 0 };
    white.at = white.addrs.len() - 1;
    white.reconnect(Instant::now() + WAIT).await?;
    let mut b = connect(p.black, &format!("b{i}"), None).await?;
    send(&mut b, encode(&LobbyRequest::JoinRoom { code }, None)).await?;
    let token = loop {
        match next(&mut b).await? {
            Read::Server(ServerMessage::Welcome { token, .. }) => break token,
            Read::Lobby(LobbyReply::JoinRefused { reason, .. }) => return Err(format!("join refused: {reason}")),
            _ => {}
        }
    };
    let black = Seat { ws: Some(b), token, version: 0, addrs: order(p.black, &p.all), at: 0 };
    let mut g = Game { white, black, pos: AnyPosition::start(Variant::Chess) };
    for seat in [&mut g.white, &mut g.black] {
        await_started(seat).await?;
    }
    Ok(g)
}

async fn await_started(seat: &mut Seat) -> Result<(), String> {
    loop {
        let ws = seat.ws.as_mut().ok_or("not connected")?;
        let read = next(ws).await?;
        seat.apply(&read);
        if let Read::Server(ServerMessage::Event(e)) = &read {
            if matches!(e.kind, EventKind::Started { .. }) {
                return Ok(());
            }
        }
    }
}

/// Reads `seat` until a move's event after version `after`.
async fn await_move(seat: &mut Seat, after: u64) -> Result<(), String> {
    loop {
        let ws = seat.ws.as_mut().ok_or("not connected")?;
        let read = next(ws).await?;
        match (&read, seat.apply(&read)) {
            (_, Seen::Moved(v)) if v > after => return Ok(()),
            (Read::Server(ServerMessage::Refused { refusal, .. }), _) => return Err(format!("refused: {refusal}")),
            _ => {}
        }
    }
}

/// Reads both sockets until `until` (answering the server's pings, as a
/// client does); nothing but pings is expected meanwhile.
async fn idle(g: &mut Game, until: Instant) -> Result<(), String> {
    let (Some(w), Some(b)) = (g.white.ws.as_mut(), g.black.ws.as_mut()) else {
        return Err("not connected".into());
    };
    let deadline = tokio::time::Instant::from_std(until);
    loop {
        let frame = tokio::select! {
            _ = tokio::time::sleep_until(deadline) => return Ok(()),
            f = w.next() => f,
            f = b.next() => f,
        };
        match frame {
            None | Some(Ok(Message::Close(_))) => return Err("connection closed".into()),
            Some(Err(e)) => return Err(format!("read: {e}")),
            Some(Ok(_)) => {}
        }
    }
}

/// A random legal move that does not end the game (so every game can go on).
fn pick(pos: &AnyPosition, rng: &mut u64) -> Option<String> {
    let moves = pos.legal_moves();
    for _ in 0..moves.len() * 2 {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        let m = &moves[(*rng % moves.len() as u64) as usize];
        let mut after = pos.clone();
        if after.play_uci(&m.uci).is_ok() && after.outcome().is_none() && !after.legal_moves().is_empty() {
            return Some(m.uci.clone());
        }
    }
    None
}

/// Plays one move of `g` and returns its round trip for the mover.
async fn one_move(g: &mut Game, rng: &mut u64) -> Result<Option<Duration>, String> {
    let Some(uci) = pick(&g.pos, rng) else { return Ok(None) };
    let (me, other, after) = g.sides();
    let sent = Instant::now();
    send(me.ws.as_mut().ok_or("not connected")?, encode(&Command::Move { uci: uci.clone() }, None)).await?;
    await_move(me, after).await?;
    let rtt = sent.elapsed();
    await_move(other, after).await?;
    g.pos.play_uci(&uci).map_err(|e| format!("{uci}: {e:?}"))?;
    Ok(Some(rtt))
}

/// Plays `g` once per `period` from `first` until `end`; the round trips
/// of moves sent after `counted_from`.
async fn play(mut g: Game, seed: u64, first: Instant, period: Duration, counted_from: Instant, end: Instant) -> Played {
    let mut out = Played { rtts: Vec::new(), errors: Vec::new(), game: None };
    let mut rng = seed | 1;
    let mut slot = first;
    while slot < end {
        if let Err(e) = idle(&mut g, slot).await {
            out.errors.push(e);
            return out;
        }
        let sent = Instant::now();
        slot += period;
        match one_move(&mut g, &mut rng).await {
            Ok(Some(rtt)) if sent >= counted_from => out.rtts.push(rtt),
            Ok(_) => {}
            Err(e) => {
                out.errors.push(e);
                return out;
            }
        }
    }
    out.game = Some(g);
    out
}

struct Played {
    rtts: Vec<Duration>,
    errors: Vec<String>,
    /// The game, to be played on in the next round (none after an error).
    game: Option<Game>,
}

/// Reads (and so answers the server's pings on) games that wait while
/// another set is measured, for as long as one measurement lasts.
async fn keep_alive(games: Vec<Game>, a: &Args) -> Vec<Game> {
    let until = Instant::now() + Duration::from_millis(200) + Duration::from_secs(a.secs);
    let tasks: Vec<_> = games
        .into_iter()
        .map(|mut g| {
            tokio::spawn(async move {
                let _ = idle(&mut g, until).await;
                g
            })
        })
        .collect();
    let mut out = Vec::with_capacity(tasks.len());
    for t in tasks {
        out.extend(t.await.ok());
    }
    out
}

/// Sets up `n` games placed by `place`, at most 16 at a time.
async fn set_up_all(n: usize, place: impl Fn(usize) -> Placement) -> Result<Vec<Game>, String> {
    let mut games = Vec::with_capacity(n);
    for chunk in (0..n).collect::<Vec<_>>().chunks(16) {
        let tasks: Vec<_> = chunk
            .iter()
            .map(|&i| {
                let p = place(i);
                tokio::spawn(async move { set_up(&p, i).await })
            })
            .collect();
        for t in tasks {
            games.push(t.await.map_err(|e| e.to_string())??);
        }
    }
    Ok(games)
}

/// Plays every game at `rate` moves per second in total for `secs`; the
/// round trips after the warm-up, sorted, the errors, and the games that
/// can go on.
async fn measure(games: Vec<Game>, a: &Args) -> (Vec<Duration>, Vec<String>, Vec<Game>) {
    let start = Instant::now() + Duration::from_millis(200);
    let end = start + Duration::from_secs(a.secs);
    let counted_from = start + Duration::from_secs(a.warmup_secs);
    let period = Duration::from_secs_f64(games.len() as f64 / a.rate);
    let n = games.len().max(1);
    let tasks: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(i, g)| {
            let first = start + period.mul_f64(i as f64 / n as f64);
            tokio::spawn(play(g, 0x9e37_79b9_7f4a_7c15 ^ i as u64, first, period, counted_from, end))
        })
        .collect();
    let (mut rtts, mut errors, mut left) = (Vec::new(), Vec::new(), Vec::new());
    for t in tasks {
        match t.await {
            Ok(p) => {
                rtts.extend(p.rtts);
                errors.extend(p.errors);
                left.extend(p.game);
            }
            Err(e) => errors.push(e.to_string()),
        }
    }
    rtts.sort_unstable();
    (rtts, errors, left)
}

// ---------------------------------------------------------------------------
// The run.

fn pct(v: &[Duration], p: f64) -> Duration {
    v.get(((v.len() as f64 * p) as usize).min(v.len().saturating_sub(1))).copied().unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn run(a: Args) -> Result<(), String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let bin = a.server_bin.clone().unwrap_or_else(|| me.with_file_name("maharajah-server"));
    let dir = std::env::temp_dir().join(format!("maharajah-cluster-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let result = phases(&a, &bin, &dir).await;
    let _ = std::fs::remove_dir_all(&dir);
    let r = result?;
    let lease = a.lease_ms.map_or("3000 (default)".to_string(), |l| l.to_string());
    println!();
    println!(
        "loopback, {} games, {} moves/s in total, {} rounds of {} s each ({} s warm-up not counted); lease {lease} ms",
        a.games, a.rate, a.rounds, a.secs, a.warmup_secs
    );
    println!("| what | moves | p50 | p99 | max |");
    println!("|---|---|---|---|---|");
    for (what, v) in [
        ("single instance (SQLite, --sync ".to_string() + &a.sync + ")", &r.single),
        (
            format!(
                "cluster (PostgreSQL {}), player on a non-owning instance",
                if a.sync == "full" { "with fsync" } else { "without fsync" }
            ),
            &r.cluster,
        ),
        ("cluster, player on the owning instance".to_string(), &r.owner),
    ] {
        println!(
            "| {what} | {} | {:.2} ms | {:.2} ms | {:.2} ms |",
            v.len(),
            ms(pct(v, 0.5)),
            ms(pct(v, 0.99)),
            ms(v.last().copied().unwrap_or_default())
        );
    }
    let ratio = |p| ms(pct(&r.cluster, p)) / ms(pct(&r.single, p)).max(1e-6);
    println!("| ratio cluster / single | | {:.2} × | {:.2} × (goal < 2 ×) | |", ratio(0.5), ratio(0.99));
    let each: Vec<String> = r
        .rounds
        .iter()
        .map(|(s, c)| format!("{:.2} ({:.2}/{:.2} ms)", ms(*c) / ms(*s).max(1e-6), ms(*c), ms(*s)))
        .collect();
    println!("p99 ratio in each round: {}", each.join(", "));
    println!();
    if !r.nats.is_empty() {
        let each: Vec<String> = r.nats.iter().map(|d| format!("{:.2}", d.as_secs_f64())).collect();
        println!(
            "NATS restart → every game's next move on both boards ({} games, clients following docs/protocol.md): {} s (goal < 5 s)",
            r.spread_games,
            each.join(", ")
        );
    }
    println!("failover: kill -9 of the owner of {} games → every game's next move on both boards: {:.2} s (goal < 5 s); per game {}", a.failover_games, r.failover.as_secs_f64(), r.per_game.iter().map(|d| format!("{:.2}", d.as_secs_f64())).collect::<Vec<_>>().join(" "));
    println!("errors: {}", r.errors.len());
    for e in r.errors.iter().take(5) {
        println!("  e.g. {e}");
    }
    Ok(())
}

struct Figures {
    single: Vec<Duration>,
    cluster: Vec<Duration>,
    owner: Vec<Duration>,
    /// Each round's p99, single instance and non-owning instance.
    rounds: Vec<(Duration, Duration)>,
    /// Each NATS restart's time until every game's move was on both boards.
    nats: Vec<Duration>,
    /// How many games the NATS restarts ran under.
    spread_games: usize,
    failover: Duration,
    per_game: Vec<Duration>,
    errors: Vec<String>,
}

async fn phases(a: &Args, bin: &Path, dir: &Path) -> Result<Figures, String> {
    // The single instance and the cluster run side by side; each round
    // measures one after the other, so whatever else the machine does
    // weighs on both alike.
    eprintln!("single instance …");
    let db = dir.join("single.sqlite3").display().to_string();
    let single = Instance::start(bin, &["--db".into(), db, "--sync".into(), a.sync.clone()], &dir.join("single.log"))?;
    let addr = single.addr;
    let place = |_| Placement { owner: addr, white: addr, black: addr, all: vec![addr] };
    let mut single_games = set_up_all(a.games, place).await?;

    eprintln!("cluster: PostgreSQL, NATS, three instances …");
    let services = Services::start(dir.join("services"), a.sync == "full")?;
    let mut cluster_args = vec!["--db".into(), services.pg.clone(), "--bus".into(), services.nats.clone()];
    if let Some(l) = a.lease_ms {
        cluster_args.extend(["--lease-ms".into(), l.to_string()]);
    }
    let mut inst = Vec::new();
    for i in 0..3 {
        inst.push(Instance::start(bin, &cluster_args, &dir.join(format!("i{i}.log")))?);
    }
    let all: Vec<SocketAddr> = inst.iter().map(|i| i.addr).collect();
    let all2 = all.clone();
    let place = move |g: usize| Placement {
        owner: all2[g % 3],
        white: all2[(g + 1) % 3],
        black: all2[(g + 2) % 3],
        all: all2.clone(),
    };
    let mut cluster_games = set_up_all(a.games, place).await?;
    // Both players on the room's owner: what PostgreSQL costs a move
    // without the bus.
    let all1 = all.clone();
    let place =
        move |g: usize| Placement { owner: all1[g % 3], white: all1[g % 3], black: all1[g % 3], all: all1.clone() };
    let mut owner_games = set_up_all(a.games, place).await?;

    let (mut single_rtts, mut cluster_rtts, mut owner_rtts) = (Vec::new(), Vec::new(), Vec::new());
    let (mut errors, mut rounds) = (Vec::new(), Vec::new());
    for round in 1..=a.rounds {
        eprintln!("round {round} of {} …", a.rounds);
        let ((s, e, g), c_games, o_games) =
            tokio::join!(measure(single_games, a), keep_alive(cluster_games, a), keep_alive(owner_games, a));
        (single_games, errors) = (g, [errors, e].concat());
        let ((c, e, g), s_games, o_games) =
            tokio::join!(measure(c_games, a), keep_alive(single_games, a), keep_alive(o_games, a));
        (cluster_games, errors) = (g, [errors, e].concat());
        let ((o, e, g), s_games, c_games) =
            tokio::join!(measure(o_games, a), keep_alive(s_games, a), keep_alive(cluster_games, a));
        (owner_games, single_games, cluster_games, errors) = (g, s_games, c_games, [errors, e].concat());
        rounds.push((pct(&s, 0.99), pct(&c, 0.99)));
        single_rtts.extend(s);
        cluster_rtts.extend(c);
        owner_rtts.extend(o);
    }
    for v in [&mut single_rtts, &mut cluster_rtts, &mut owner_rtts] {
        v.sort_unstable();
    }
    drop(single);

    // 3. The bus restarted under the spread games.
    drop(owner_games);
    eprintln!("NATS restarts …");
    let spread_games = cluster_games.len();
    let (nats, _) = nats_restarts(cluster_games, &services, a.nats_restarts, &mut errors).await;

    // 4. Failover: every game owned by instance 0; in even games both
    // players reach it over the bus, in odd ones White is connected to it.
    eprintln!("failover …");
    let all3 = all.clone();
    let place = move |g: usize| Placement {
        owner: all3[0],
        white: if g % 2 == 0 { all3[1] } else { all3[0] },
        black: all3[2 - g % 2],
        all: all3.clone(),
    };
    let mut games = set_up_all(a.failover_games, place).await?;
    let mut rng = 7u64;
    for g in games.iter_mut() {
        one_move(g, &mut rng).await?;
    }
    inst[0].kill_9();
    let killed = Instant::now();
    let deadline = killed + FAILOVER_LIMIT;
    let tasks: Vec<_> = games
        .into_iter()
        .enumerate()
        .map(|(i, mut g)| {
            tokio::spawn(async move {
                let mut rng = 11 + i as u64;
                let uci = pick(&g.pos, &mut rng).ok_or("no move")?;
                let (me, other, after) = g.sides();
                let (m, o) = tokio::join!(
                    me.await_move(Some(&uci), after, deadline, Waiting::ResyncOnSilence),
                    other.await_move(None, after, deadline, Waiting::ResyncOnSilence)
                );
                m.and(o).map(|()| killed.elapsed())
            })
        })
        .collect();
    let mut per_game = Vec::new();
    for t in tasks {
        match t.await {
            Ok(Ok(d)) => per_game.push(d),
            Ok(Err(e)) => errors.push(format!("failover: {e}")),
            Err(e) => errors.push(e.to_string()),
        }
    }
    if per_game.len() < a.failover_games {
        return Err(format!(
            "{} of {} games were not playable again: {errors:?}",
            a.failover_games - per_game.len(),
            a.failover_games
        ));
    }
    let failover = per_game.iter().copied().max().unwrap_or_default();
    drop(inst);
    drop(services);
    Ok(Figures {
        single: single_rtts,
        cluster: cluster_rtts,
        owner: owner_rtts,
        rounds,
        nats,
        spread_games,
        failover,
        per_game,
        errors,
    })
}
