//! A real server on loopback, clients with short limits, and a TCP proxy
//! between a client and the server that can cut its connections, refuse
//! new ones for a while, and drop chosen frames from the server.
#![allow(dead_code)]

use online::{
    ClientConfig, ColourChoice, CreateRoom, Events, Limits, OnlineClient, OnlineEvent, OnlineNotice, ServerAddress,
};
use protocol::{EventKind, MatchState, TimeControl};
use rules::Variant;
use server::{Server, ServerConfig};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// How long any one wait in a test may take.
pub const WAIT: Duration = Duration::from_secs(10);

/// A valid Maharajah army for White (e2 filled, so e1 is shielded).
pub const WHITE_ARMY: &str = "4k3/8/8/8/8/8/PPP1P3/RNBMKBNR";
/// A valid Maharajah army for Black with a Maharajah on e7.
pub const BLACK_ARMY: &str = "rnbpkbnr/ppp1m3/8/8/8/8/8/4K3";

/// A server on 127.0.0.1 with its database in a temporary folder.
pub struct TestServer {
    pub server: Option<Server>,
    pub addr: SocketAddr,
    pub db: PathBuf,
    pub time: Option<Arc<protocol::FakeTime>>,
    _dir: tempfile::TempDir,
}

fn config(listen: SocketAddr, db: PathBuf, time: &Option<Arc<protocol::FakeTime>>) -> ServerConfig {
    let mut c = ServerConfig::new(listen, db);
    c.lobby_burst = 1_000;
    c.lobby_per_minute = 1_000;
    c.message_burst = 10_000;
    c.messages_per_second = 10_000;
    c.restart_grace = Duration::from_secs(5);
    c.sync = server::storage::Durability::Normal;
    if let Some(t) = time {
        c.time = t.clone();
    }
    c
}

impl TestServer {
    pub async fn start() -> TestServer {
        TestServer::start_with(None).await
    }

    /// On a fake time source that only moves when the test says.
    pub async fn on_fake_time() -> TestServer {
        TestServer::start_with(Some(Arc::new(protocol::FakeTime::default()))).await
    }

    async fn start_with(time: Option<Arc<protocol::FakeTime>>) -> TestServer {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("server.sqlite3");
        let server = Server::start(config("127.0.0.1:0".parse().unwrap(), db.clone(), &time)).await.unwrap();
        let addr = server.local_addr();
        TestServer { server: Some(server), addr, db, time, _dir: dir }
    }

    pub fn address(&self) -> ServerAddress {
        ServerAddress::parse(&format!("ws://{}", self.addr)).unwrap()
    }

    /// Stops the server gracefully.
    pub async fn stop(&mut self) {
        if let Some(s) = self.server.take() {
            s.shutdown().await;
        }
    }

    /// Starts a new server on the same port and the same database.
    pub async fn start_again(&mut self) {
        let server = Server::start(config(self.addr, self.db.clone(), &self.time)).await.unwrap();
        self.server = Some(server);
    }

    /// Moves the fake time on and lets every room look at it.
    pub async fn advance(&self, ms: u64) {
        if let (Some(t), Some(s)) = (&self.time, &self.server) {
            t.advance(ms);
            s.tick().await;
        }
    }
}

/// Limits short enough for tests.
pub fn limits() -> Limits {
    Limits {
        connect_timeout: Duration::from_secs(2),
        request_timeout: Duration::from_secs(5),
        ping_interval: Duration::from_millis(200),
        idle_timeout: Duration::from_secs(3),
        reconnect: protocol::seat::ReconnectPolicy {
            backoff_min: Duration::from_millis(20),
            backoff_max: Duration::from_millis(200),
            reconnect_for: Duration::from_secs(20),
            jitter: true,
        },
    }
}

pub async fn connect(servers: &[ServerAddress], name: &str) -> (OnlineClient, Events) {
    let mut config = ClientConfig::new(name);
    config.limits = limits();
    tokio::time::timeout(WAIT, OnlineClient::connect(servers, config)).await.expect("in time").expect("connected")
}

pub fn room(variant: Variant, time: Option<(u64, u64)>, colour: ColourChoice) -> CreateRoom {
    CreateRoom {
        variant,
        time: time.map(|(base_ms, increment_ms)| TimeControl { base_ms, increment_ms }),
        colour,
        public: false,
        takebacks: false,
    }
}

/// The next event `pick` accepts (others are dropped), within [`WAIT`].
pub async fn until<T>(events: &mut Events, mut pick: impl FnMut(&OnlineEvent) -> Option<T>) -> T {
    let wait = async {
        loop {
            let e = events.recv().await.expect("the client is running");
            if let OnlineEvent::Closed { error } = &e {
                panic!("the client closed: {error:?}");
            }
            if let Some(t) = pick(&e) {
                return t;
            }
        }
    };
    tokio::time::timeout(WAIT, wait).await.expect("the event came in time")
}

/// Waits for an applied event of this kind; returns the replica after it.
pub async fn applied(events: &mut Events, mut kind: impl FnMut(&EventKind) -> bool) -> Arc<MatchState> {
    until(events, |e| match e {
        OnlineEvent::Applied { event, state } if kind(&event.kind) => Some(state.clone()),
        _ => None,
    })
    .await
}

/// Waits until the replica reaches `version` (by events or a snapshot).
pub async fn reach(events: &mut Events, version: u64) -> Arc<MatchState> {
    until(events, |e| match e {
        OnlineEvent::Applied { state, .. } | OnlineEvent::Snapshot { state } if state.version() >= version => {
            Some(state.clone())
        }
        _ => None,
    })
    .await
}

/// White and Black seated in one room: the creator is White.
pub struct Pair {
    pub white: OnlineClient,
    pub w: Events,
    pub black: OnlineClient,
    pub b: Events,
    pub code: String,
}

pub async fn pair(white_via: &[ServerAddress], black_via: &[ServerAddress], settings: CreateRoom) -> Pair {
    let (white, mut w) = connect(white_via, "Ann").await;
    let created = white.create_room(CreateRoom { colour: ColourChoice::White, ..settings }).await.unwrap();
    until(&mut w, |e| matches!(e, OnlineEvent::Seated(_)).then_some(())).await;
    let (black, mut b) = connect(black_via, "Bob").await;
    black.join_room(&created.code).await.unwrap();
    until(&mut b, |e| matches!(e, OnlineEvent::Seated(_)).then_some(())).await;
    until(&mut w, |e| matches!(e, OnlineEvent::Shell(OnlineNotice::OpponentJoined { .. })).then_some(())).await;
    Pair { white, w, black, b, code: created.code }
}

/// Both replicas at the same version; returns it.
pub async fn settle(p: &mut Pair) -> u64 {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let (ws, bs) = (p.white.state().await.unwrap().unwrap(), p.black.state().await.unwrap().unwrap());
        if ws.version() == bs.version() && ws.version() > 0 {
            return ws.version();
        }
        assert!(tokio::time::Instant::now() < deadline, "replicas did not meet: {} vs {}", ws.version(), bs.version());
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// A TCP proxy in front of the server.
pub struct Proxy {
    pub addr: SocketAddr,
    ctl: Arc<Ctl>,
    accept: JoinHandle<()>,
}

#[derive(Default)]
struct Ctl {
    down: AtomicBool,
    conns: Mutex<Vec<JoinHandle<()>>>,
    /// Server frames holding this text are dropped, this many more times.
    drop: Mutex<Option<(String, usize)>>,
    /// Frames dropped so far.
    dropped: std::sync::atomic::AtomicUsize,
}

impl Proxy {
    pub async fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let ctl = Arc::new(Ctl::default());
        let c = ctl.clone();
        let accept = tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                if c.down.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let c2 = c.clone();
                let task = tokio::spawn(async move {
                    let Ok(server) = TcpStream::connect(target).await else { return };
                    let (cr, cw) = client.into_split();
                    let (sr, sw) = server.into_split();
                    tokio::select! {
                        _ = up(cr, sw) => {}
                        _ = down(sr, cw, c2) => {}
                    }
                });
                c.conns.lock().unwrap().push(task);
            }
        });
        Proxy { addr, ctl, accept }
    }

    pub fn address(&self) -> ServerAddress {
        ServerAddress::parse(&format!("ws://{}", self.addr)).unwrap()
    }

    /// Drops every connection through the proxy (both ends see it close).
    pub fn cut(&self) {
        for t in self.ctl.conns.lock().unwrap().drain(..) {
            t.abort();
        }
    }

    /// While down, new connections are closed at once.
    pub fn set_down(&self, down: bool) {
        self.ctl.down.store(down, Ordering::SeqCst);
    }

    /// How many frames were dropped.
    pub fn dropped(&self) -> usize {
        self.ctl.dropped.load(Ordering::SeqCst)
    }

    /// Drops the next `n` text frames from the server that hold `text`.
    pub fn drop_frames(&self, text: &str, n: usize) {
        *self.ctl.drop.lock().unwrap() = Some((text.to_string(), n));
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.accept.abort();
        self.cut();
    }
}

async fn up(mut from: tokio::net::tcp::OwnedReadHalf, mut to: tokio::net::tcp::OwnedWriteHalf) {
    let _ = tokio::io::copy(&mut from, &mut to).await;
}

/// Reads until `buf` holds `n` bytes; false at the end of the stream.
async fn fill(from: &mut tokio::net::tcp::OwnedReadHalf, buf: &mut Vec<u8>, n: usize) -> bool {
    let mut chunk = [0u8; 8192];
    while buf.len() < n {
        match from.read(&mut chunk).await {
            Ok(0) | Err(_) => return false,
            Ok(k) => buf.extend_from_slice(&chunk[..k]),
        }
    }
    true
}

/// Server to client: the upgrade's answer as it is, then WebSocket frames
/// one by one (a server's frames are not masked), some dropped.
async fn down(mut from: tokio::net::tcp::OwnedReadHalf, mut to: tokio::net::tcp::OwnedWriteHalf, ctl: Arc<Ctl>) {
    let mut buf = Vec::new();
    loop {
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head: Vec<u8> = buf.drain(..end + 4).collect();
            if to.write_all(&head).await.is_err() {
                return;
            }
            break;
        }
        let n = buf.len() + 1;
        if !fill(&mut from, &mut buf, n).await {
            return;
        }
    }
    loop {
        if !fill(&mut from, &mut buf, 2).await {
            return;
        }
        let (len, head) = match buf[1] & 0x7f {
            126 => {
                if !fill(&mut from, &mut buf, 4).await {
                    return;
                }
                (u16::from_be_bytes([buf[2], buf[3]]) as usize, 4)
            }
            127 => {
                if !fill(&mut from, &mut buf, 10).await {
                    return;
                }
                (u64::from_be_bytes(buf[2..10].try_into().unwrap()) as usize, 10)
            }
            n => (n as usize, 2),
        };
        if !fill(&mut from, &mut buf, head + len).await {
            return;
        }
        let frame: Vec<u8> = buf.drain(..head + len).collect();
        let text = frame[0] & 0x0f == 1;
        if text {
            let mut drop = ctl.drop.lock().unwrap();
            if let Some((pattern, left)) = drop.as_mut() {
                if *left > 0 && String::from_utf8_lossy(&frame[head..]).contains(pattern.as_str()) {
                    *left -= 1;
                    ctl.dropped.fetch_add(1, Ordering::SeqCst);
                    continue;
                }
            }
        }
        if to.write_all(&frame).await.is_err() {
            return;
        }
    }
}
