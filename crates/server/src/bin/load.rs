//! `maharajah-load`: the server's bounded load test, on loopback only.
//!
//! Starts `maharajah-server` (the binary next to this one, or
//! `--server-bin`) on 127.0.0.1 with a fresh database, opens `--games`
//! games (two WebSocket clients each, one creating the room and one joining
//! it by its code), then has every game play random legal moves so that all
//! together play `--rate` moves per second for `--secs` seconds, and stops.
//! It reports the games held, moves per second, the move round trip (a
//! move sent → its event back to the mover; p50 / p99 / max), the server's
//! memory per game (idle, after the games are set up, and at the end), its
//! CPU time, and every error.
//!
//! The clients are spread over worker processes (`--procs`, by default one
//! per 9,000 games) because a process here may hold at most 20,000 files.
//!
//! ```sh
//! cargo build --release -p maharajah-server
//! target/release/maharajah-load --games 2000 --rate 2000 --secs 30
//! ```

use futures_util::{SinkExt, StreamExt};
use protocol::{encode, Command, Control, CreateRoom, Hello, LobbyReply, LobbyRequest, ServerMessage};
use rules::{AnyPosition, Variant};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Command as Process, ExitCode, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long any one wait may take before it counts as an error.
const WAIT: Duration = Duration::from_secs(20);

/// `maharajah-load`: games held open against a server on loopback, moves
/// at a fixed total rate, and the round trip of each.
#[derive(Debug, Clone, clap::Parser)]
#[command(name = "maharajah-load")]
struct Args {
    /// Games held open at once.
    #[arg(long, default_value_t = 1_000)]
    games: usize,
    /// Moves per second, all games together.
    #[arg(long, default_value_t = 1_000.0)]
    rate: f64,
    /// How long the moves go on (at most 600).
    #[arg(long, default_value_t = 30)]
    secs: u64,
    /// Load-generating processes (0: one per 9,000 games).
    #[arg(long, default_value_t = 0)]
    procs: usize,
    /// The server binary (default: `maharajah-server` beside this one).
    #[arg(long)]
    server_bin: Option<PathBuf>,
    /// The server's `--sync`.
    #[arg(long, default_value = "full", value_parser = ["full", "normal"])]
    sync: String,
    /// The server's `--ping-secs`.
    #[arg(long, default_value_t = 15)]
    ping_secs: u64,
    /// Where the server's database goes (default: the temporary folder).
    #[arg(long)]
    db_dir: Option<PathBuf>,
    /// Worker mode: connect to this server, run `games` games, print JSON.
    #[arg(long, hide = true)]
    worker: Option<SocketAddr>,
    /// Worker mode: when to start moving (Unix ms), so workers move together.
    #[arg(long, hide = true, default_value_t = 0)]
    start_at: u64,
}

/// The options, checked beyond their types.
fn parse_args() -> Result<Args, String> {
    let a = <Args as clap::Parser>::parse();
    if a.games == 0 || a.rate <= 0.0 || a.secs == 0 || a.secs > 600 {
        return Err("--games ≥ 1, --rate > 0 and 1 ≤ --secs ≤ 600".into());
    }
    Ok(a)
}

fn unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if let Some(addr) = args.worker {
        let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a runtime");
        let report = rt.block_on(worker(addr, args));
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    match coordinator(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("maharajah-load: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `VmRSS` of a process, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// User + system CPU time of a process, in seconds.
fn cpu_secs(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    // Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after the ")".
    (ticks(11) + ticks(12)) / 100.0
}

fn coordinator(args: Args) -> Result<(), String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let server_bin = args.server_bin.clone().unwrap_or_else(|| me.with_file_name("maharajah-server"));
    let dir =
        args.db_dir.clone().unwrap_or_else(std::env::temp_dir).join(format!("maharajah-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut server = Process::new(&server_bin)
        .args(["--listen", "127.0.0.1:0", "--log-level", "warn", "--ping-secs", &args.ping_secs.to_string()])
        .args(["--lobby-per-minute", "100000000", "--max-connections", "1000000", "--sync", &args.sync, "--db"])
        .arg(dir.join("load.sqlite3"))
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", server_bin.display()))?;
    let mut line = String::new();
    let stdout = server.stdout.take().ok_or("no server stdout")?;
    BufReader::new(stdout).read_line(&mut line).map_err(|e| e.to_string())?;
    let addr: SocketAddr = line
        .split("ws://")
        .nth(1)
        .and_then(|r| r.split("/ws").next())
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| format!("unexpected server output: {line}"))?;
    let pid = server.id();
    std::thread::sleep(Duration::from_millis(300));
    let base_rss = rss_kib(pid);
    let procs = if args.procs > 0 { args.procs } else { args.games.div_ceil(9_000) };
    let per = args.games.div_ceil(procs);
    // Setup takes a while; the move phase starts for all workers together.
    let setup_budget_ms = 20_000 + args.games as u64 * 4;
    let start_at = unix_ms() + setup_budget_ms;
    let cpu_before = cpu_secs(pid);
    let mut workers = Vec::new();
    let mut left = args.games;
    for _ in 0..procs {
        let n = per.min(left);
        left -= n;
        if n == 0 {
            break;
        }
        let rate = args.rate * n as f64 / args.games as f64;
        let child = Process::new(&me)
            .args(["--worker", &addr.to_string(), "--games", &n.to_string(), "--rate", &rate.to_string()])
            .args(["--secs", &args.secs.to_string(), "--start-at", &start_at.to_string()])
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        workers.push(child);
    }
    // The idle figure: all games set up, no move played yet.
    while unix_ms() + 500 < start_at {
        std::thread::sleep(Duration::from_millis(200));
    }
    let idle_rss = rss_kib(pid);
    let cpu_idle = cpu_secs(pid);
    let mut reports: Vec<Report> = Vec::new();
    for w in workers {
        let out = w.wait_with_output().map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&out.stdout);
        match text.lines().last().and_then(|l| serde_json::from_str::<Report>(l).ok()) {
            Some(r) => reports.push(r),
            None => return Err(format!("a worker failed: {text}")),
        }
    }
    let end_rss = rss_kib(pid);
    let cpu_end = cpu_secs(pid);
    let _ = Process::new("kill").args(["-TERM", &pid.to_string()]).status();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&dir);
    // The p99 of each 5 s window, to see stalls.
    let mut windows: Vec<Vec<u32>> = vec![Vec::new(); (args.secs as usize).div_ceil(5) + 1];
    for r in &reports {
        for (us, at) in r.latencies_us.iter().zip(&r.sent_ms) {
            if let Some(w) = windows.get_mut(*at as usize / 5_000) {
                w.push(*us);
            }
        }
    }
    let per_window: Vec<String> = windows
        .iter_mut()
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.sort_unstable();
            format!("{:.1}", w[(w.len() * 99 / 100).min(w.len() - 1)] as f64 / 1000.0)
        })
        .collect();
    let mut lat: Vec<u32> = reports.iter().flat_map(|r| r.latencies_us.iter().copied()).collect();
    lat.sort_unstable();
    let pct = |p: f64| lat.get(((lat.len() as f64 * p) as usize).min(lat.len().saturating_sub(1))).copied();
    let ms = |v: Option<u32>| v.map_or("-".to_string(), |us| format!("{:.2} ms", us as f64 / 1000.0));
    let sum = |f: fn(&Report) -> u64| reports.iter().map(f).sum::<u64>();
    let games_up = sum(|r| r.games_up);
    let held = sum(|r| r.games_held);
    let moves = lat.len() as f64;
    let errors = sum(|r| r.errors);
    println!("games asked                {}", args.games);
    println!("games set up               {games_up} ({} WebSocket connections)", games_up * 2);
    println!("games held to the end      {held}");
    println!("setup time (slowest)       {:.1} s", reports.iter().map(|r| r.setup_secs).fold(0.0, f64::max));
    println!("moves played               {} in {} s", lat.len(), args.secs);
    println!("moves per second           {:.0} (asked {})", moves / args.secs as f64, args.rate);
    println!("move round trip            p50 {}, p99 {}, max {}", ms(pct(0.5)), ms(pct(0.99)), ms(lat.last().copied()));
    println!("p99 per 5 s window (ms)    {}", per_window.join(" "));
    println!("games ended by the board   {}", sum(|r| r.games_over));
    println!("errors                     {errors}");
    for r in &reports {
        for e in r.error_samples.iter().take(3) {
            println!("  e.g. {e}");
        }
    }
    let per_game = |rss: u64| if games_up > 0 { (rss.saturating_sub(base_rss)) as f64 / games_up as f64 } else { 0.0 };
    println!("server RSS                 {base_rss} KiB empty, {idle_rss} KiB idle, {end_rss} KiB after moves");
    println!("server memory per game     {:.1} KiB idle, {:.1} KiB after moves", per_game(idle_rss), per_game(end_rss));
    println!(
        "server CPU                 {:.1} s during setup, {:.1} s during {} s of moves ({:.0} % of one core)",
        cpu_idle - cpu_before,
        cpu_end - cpu_idle,
        args.secs,
        100.0 * (cpu_end - cpu_idle) / args.secs as f64
    );
    Ok(())
}

#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Report {
    games_up: u64,
    games_held: u64,
    games_over: u64,
    errors: u64,
    setup_secs: f64,
    latencies_us: Vec<u32>,
    /// When each move was sent (ms after the move phase began).
    sent_ms: Vec<u32>,
    error_samples: Vec<String>,
}

fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default().read_buffer_size(4 * 1024).write_buffer_size(0)
}

async fn connect(addr: SocketAddr, name: &str) -> Result<Ws, String> {
    let url = format!("ws://{addr}/ws");
    let (mut ws, _) =
        tokio::time::timeout(WAIT, tokio_tungstenite::connect_async_with_config(url, Some(ws_config()), true))
            .await
            .map_err(|_| "connect timed out".to_string())?
            .map_err(|e| format!("connect: {e}"))?;
    let hello = Control::Hello(Hello { app: "load".into(), protocol: 1, name: name.into(), resume: None });
    ws.send(Message::Text(encode(&hello, None).into())).await.map_err(|e| e.to_string())?;
    Ok(ws)
}

/// The next text frame.
async fn next_text(ws: &mut Ws) -> Result<String, String> {
    loop {
        match tokio::time::timeout(WAIT, ws.next()).await {
            Err(_) => return Err("no answer in time".into()),
            Ok(None) => return Err("connection closed".into()),
            Ok(Some(Err(e))) => return Err(format!("read: {e}")),
            Ok(Some(Ok(Message::Text(t)))) => return Ok(t.to_string()),
            Ok(Some(Ok(Message::Close(_)))) => return Err("closed by the server".into()),
            Ok(Some(Ok(_))) => continue,
        }
    }
}

/// What a load client reads.
enum Read {
    Lobby(LobbyReply),
    Server(ServerMessage),
}

async fn next(ws: &mut Ws) -> Result<Read, String> {
    let text = next_text(ws).await?;
    let (kind, _) = protocol::message_type(&text, protocol::wire::MAX_SERVER_MESSAGE).map_err(|e| e.to_string())?;
    if LobbyReply::NAMES.contains(&kind.as_str()) {
        protocol::decode_body(&text).map(Read::Lobby).map_err(|e| e.to_string())
    } else {
        protocol::decode_server(&text).map(Read::Server).map_err(|e| e.to_string())
    }
}

/// One game: both connections, the position, whose socket is whose.
struct Game {
    white: Ws,
    black: Ws,
    pos: AnyPosition,
    version: u64,
}

async fn set_up(addr: SocketAddr, i: usize) -> Result<Game, String> {
    let mut a = connect(addr, &format!("a{i}")).await?;
    let req = CreateRoom {
        variant: Variant::Chess,
        time: Some(protocol::TimeControl { base_ms: 3_600_000, increment_ms: 0 }),
        colour: protocol::ColourChoice::White,
        public: false,
        takebacks: false,
    };
    a.send(Message::Text(encode(&LobbyRequest::CreateRoom(req), None).into())).await.map_err(|e| e.to_string())?;
    let mut code = None;
    loop {
        match next(&mut a).await? {
            Read::Lobby(LobbyReply::RoomCreated { code: c, .. }) => code = Some(c),
            Read::Lobby(LobbyReply::JoinRefused { reason, .. }) => return Err(format!("create refused: {reason}")),
            Read::Server(ServerMessage::Welcome { .. }) => break,
            _ => {}
        }
    }
    let code = code.ok_or("no code")?;
    let mut b = connect(addr, &format!("b{i}")).await?;
    b.send(Message::Text(encode(&LobbyRequest::JoinRoom { code }, None).into())).await.map_err(|e| e.to_string())?;
    // Both read up to the start.
    let mut version = 0;
    for ws in [&mut a, &mut b] {
        loop {
            match next(ws).await? {
                Read::Server(ServerMessage::Event(e)) => {
                    version = version.max(e.version);
                    if matches!(e.kind, protocol::EventKind::Started { .. }) {
                        break;
                    }
                }
                Read::Lobby(LobbyReply::JoinRefused { reason, .. }) => return Err(format!("join refused: {reason}")),
                _ => {}
            }
        }
    }
    Ok(Game { white: a, black: b, pos: AnyPosition::start(Variant::Chess), version })
}

/// Reads `ws` until the event of `version`; returns whether the game ended.
async fn await_version(ws: &mut Ws, version: u64) -> Result<bool, String> {
    loop {
        match next(ws).await? {
            Read::Server(ServerMessage::Event(e)) if e.version >= version => {
                return Ok(matches!(e.kind, protocol::EventKind::Ended { .. }));
            }
            Read::Server(ServerMessage::Refused { refusal, .. }) => return Err(format!("refused: {refusal}")),
            Read::Server(ServerMessage::Error { error }) => return Err(format!("error: {error}")),
            Read::Lobby(LobbyReply::Throttled { .. }) => return Err("throttled".into()),
            _ => {}
        }
    }
}

/// Reads both sockets until `until`, as a real client does (answering
/// the server's pings); nothing but pings is expected meanwhile.
async fn idle(g: &mut Game, until: Instant) -> Result<(), String> {
    let deadline = tokio::time::Instant::from_std(until);
    loop {
        let frame = tokio::select! {
            _ = tokio::time::sleep_until(deadline) => return Ok(()),
            f = g.white.next() => f,
            f = g.black.next() => f,
        };
        match frame {
            None => return Err("connection closed".into()),
            Some(Err(e)) => return Err(format!("read: {e}")),
            Some(Ok(Message::Close(_))) => return Err("closed by the server".into()),
            Some(Ok(_)) => {}
        }
    }
}

struct Outcome {
    latencies_us: Vec<u32>,
    sent_ms: Vec<u32>,
    errors: Vec<String>,
    over: bool,
    held: bool,
}

async fn play(mut g: Game, seed: u64, start: Instant, first: Instant, period: Duration, end: Instant) -> Outcome {
    let mut out =
        Outcome { latencies_us: Vec::new(), sent_ms: Vec::new(), errors: Vec::new(), over: false, held: true };
    let mut rng = seed | 1;
    let mut slot = first;
    while slot < end {
        if let Err(e) = idle(&mut g, slot).await {
            out.errors.push(e);
            out.held = false;
            break;
        }
        slot += period;
        let moves = g.pos.legal_moves();
        if moves.is_empty() || g.pos.outcome().is_some() {
            out.over = true;
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let uci = moves[(rng % moves.len() as u64) as usize].uci.clone();
        let white = g.pos.side_to_move() == rules::Color::White;
        let (me, other) = if white { (&mut g.white, &mut g.black) } else { (&mut g.black, &mut g.white) };
        let sent = Instant::now();
        let text = encode(&Command::Move { uci: uci.clone() }, None);
        if let Err(e) = me.send(Message::Text(text.into())).await {
            out.errors.push(format!("send: {e}"));
            out.held = false;
            break;
        }
        let target = g.version + 1;
        match await_version(me, target).await {
            Ok(ended) => {
                out.latencies_us.push(sent.elapsed().as_micros().min(u32::MAX as u128) as u32);
                out.sent_ms.push(sent.saturating_duration_since(start).as_millis() as u32);
                let _ = g.pos.play_uci(&uci);
                g.version = target;
                let other_ended = await_version(other, target).await;
                if let Err(e) = other_ended {
                    out.errors.push(e);
                    out.held = false;
                    break;
                }
                if ended || g.pos.outcome().is_some() {
                    // The board ended the game (mate, draw): its Ended event follows.
                    out.over = true;
                    break;
                }
            }
            Err(e) => {
                out.errors.push(e);
                out.held = false;
                break;
            }
        }
    }
    if out.held {
        // Every game stays connected until the move phase is over, so that
        // closing connections does not load the server while others move.
        if let Err(e) = idle(&mut g, end + Duration::from_secs(1)).await {
            out.errors.push(e);
            out.held = false;
        }
    }
    if out.held {
        // Still connected at the end: both sockets answer a last ping.
        for ws in [&mut g.white, &mut g.black] {
            let ping = encode(&Control::Ping { t: 1 }, None);
            let ok = ws.send(Message::Text(ping.into())).await.is_ok()
                && loop {
                    match next(ws).await {
                        Ok(Read::Server(ServerMessage::Pong { .. })) => break true,
                        Ok(_) => continue,
                        Err(_) => break false,
                    }
                };
            out.held &= ok;
        }
    }
    let _ = g.white.close(None).await;
    let _ = g.black.close(None).await;
    out
}

async fn worker(addr: SocketAddr, args: Args) -> Report {
    let mut report = Report::default();
    let setup_started = Instant::now();
    let gate = Arc::new(Semaphore::new(128));
    let mut tasks = Vec::with_capacity(args.games);
    for i in 0..args.games {
        let gate = gate.clone();
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await;
            set_up(addr, i).await
        }));
    }
    let mut games = Vec::with_capacity(args.games);
    for t in tasks {
        match t.await {
            Ok(Ok(g)) => games.push(g),
            Ok(Err(e)) => {
                report.errors += 1;
                if report.error_samples.len() < 5 {
                    report.error_samples.push(format!("setup: {e}"));
                }
            }
            Err(e) => {
                report.errors += 1;
                report.error_samples.push(format!("setup task: {e}"));
            }
        }
    }
    report.setup_secs = setup_started.elapsed().as_secs_f64();
    report.games_up = games.len() as u64;
    let wait = Duration::from_millis(args.start_at.saturating_sub(unix_ms()));
    let start = Instant::now() + wait;
    let end = start + Duration::from_secs(args.secs);
    // Each game moves once per period, the games staggered across it.
    let period = Duration::from_secs_f64(args.games as f64 / args.rate);
    let n = games.len().max(1);
    let mut tasks = Vec::with_capacity(games.len());
    for (i, g) in games.into_iter().enumerate() {
        let first = start + period.mul_f64(i as f64 / n as f64);
        tasks.push(tokio::spawn(play(g, 0x9e37_79b9_7f4a_7c15 ^ i as u64, start, first, period, end)));
    }
    for t in tasks {
        match t.await {
            Ok(o) => {
                report.latencies_us.extend(o.latencies_us);
                report.sent_ms.extend(o.sent_ms);
                report.games_over += u64::from(o.over);
                report.games_held += u64::from(o.held);
                report.errors += o.errors.len() as u64;
                for e in o.errors {
                    if report.error_samples.len() < 5 {
                        report.error_samples.push(e);
                    }
                }
            }
            Err(e) => {
                report.errors += 1;
                report.error_samples.push(format!("game task: {e}"));
            }
        }
    }
    report
}
