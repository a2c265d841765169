//! A real server on loopback and real WebSocket clients for it. Each client
//! keeps every frame it received and a replica of its match, built by
//! applying the server's events with the protocol's checks (so the tests
//! also check that every event the server sends follows the rules).
#![allow(dead_code)]

pub mod cluster;

use futures_util::{SinkExt, StreamExt};
use protocol::{
    encode, Command, Control, CreateRoom, Event, EventKind, Hello, LobbyReply, LobbyRequest, MatchState, Phase, Resume,
    SeatToken, ServerMessage, TimeControl,
};
use rules::{Color, Variant};
use server::{Server, ServerConfig};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const W: Color = Color::White;
pub const B: Color = Color::Black;

/// A valid Maharajah army for White (e2 filled, so e1 is shielded).
pub const WHITE_ARMY: &str = "4k3/8/8/8/8/8/PPP1P3/RNBMKBNR";
/// A valid Maharajah army for Black with a Maharajah on e7.
pub const BLACK_ARMY: &str = "rnbpkbnr/ppp1m3/8/8/8/8/8/4K3";
/// White's army with d2 instead of e2: valid alone, but White starts in
/// check from Black's Maharajah on e7.
pub const WHITE_ARMY_OPEN: &str = "4k3/8/8/8/8/8/PPPP4/RNBMKBNR";

/// A server on 127.0.0.1 with its database in a temporary folder.
pub struct TestServer {
    pub server: Server,
    pub addr: SocketAddr,
    pub dir: tempfile::TempDir,
}

pub fn config(dir: &tempfile::TempDir) -> ServerConfig {
    let mut c = ServerConfig::new("127.0.0.1:0".parse().unwrap(), dir.path().join("server.sqlite3"));
    c.lobby_burst = 1_000;
    c.lobby_per_minute = 1_000;
    c.message_burst = 10_000;
    c.messages_per_second = 10_000;
    c
}

pub async fn start() -> TestServer {
    start_with(|_| {}).await
}

pub async fn start_with(tweak: impl FnOnce(&mut ServerConfig)) -> TestServer {
    let dir = tempfile::tempdir().unwrap();
    let mut c = config(&dir);
    tweak(&mut c);
    let server = Server::start(c).await.unwrap();
    let addr = server.local_addr();
    TestServer { server, addr, dir }
}

/// A fake time source shared with the server.
pub fn fake_time() -> Arc<protocol::FakeTime> {
    Arc::new(protocol::FakeTime::default())
}

/// What a client reads.
#[derive(Debug, Clone)]
pub enum Frame {
    Server(ServerMessage),
    Lobby(LobbyReply),
}

impl Frame {
    pub fn event(&self) -> Option<&Event> {
        match self {
            Frame::Server(ServerMessage::Event(e)) => Some(e),
            _ => None,
        }
    }
}

pub fn read_frame(text: &str) -> Frame {
    let (kind, _) = protocol::message_type(text, protocol::wire::MAX_SERVER_MESSAGE).unwrap();
    if LobbyReply::NAMES.contains(&kind.as_str()) {
        Frame::Lobby(protocol::decode_body(text).unwrap_or_else(|e| panic!("{e}: {text}")))
    } else {
        Frame::Server(protocol::decode_server(text).unwrap_or_else(|e| panic!("{e}: {text}")))
    }
}

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A player's client.
pub struct Client {
    ws: Ws,
    /// Every text frame received, in order.
    pub frames: Vec<String>,
    pub token: Option<SeatToken>,
    pub seat: Option<Color>,
    pub code: Option<String>,
    /// The replica of the match, from the welcome on.
    pub state: Option<MatchState>,
    /// Every refusal received.
    pub refusals: Vec<protocol::Refusal>,
    /// Set when the server closed the connection.
    pub closed: bool,
    /// Set when an event arrived past a missing one (a resync heals it).
    pub gap: bool,
    next_ping: u64,
}

pub const WAIT: Duration = Duration::from_secs(10);

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.unwrap();
        Client::over(ws)
    }

    /// A client over a WebSocket already open (e.g. `wss://`).
    pub fn over(ws: Ws) -> Client {
        Client {
            ws,
            frames: Vec::new(),
            token: None,
            seat: None,
            code: None,
            state: None,
            refusals: Vec::new(),
            closed: false,
            gap: false,
            next_ping: 1,
        }
    }

    /// Connected and through the handshake into the lobby.
    pub async fn lobby(addr: SocketAddr, name: &str) -> Client {
        let mut c = Client::connect(addr).await;
        c.hello(name, None).await;
        match c.next().await {
            Frame::Lobby(LobbyReply::Lobby { .. }) => {}
            other => panic!("expected the lobby, got {other:?}"),
        }
        c
    }

    /// Back to a seat with its token and the replica it had.
    pub async fn resume(addr: SocketAddr, token: SeatToken, state: MatchState) -> Client {
        let mut c = Client::connect(addr).await;
        c.token = Some(token);
        c.seat = state.viewer();
        let since = state.version();
        c.state = Some(state);
        c.hello("back", Some(Resume { token, since })).await;
        c
    }

    /// Drops this connection and comes back on a new one.
    pub async fn reconnect(self, addr: SocketAddr) -> Client {
        let token = self.token.expect("a seat token");
        let state = self.state.clone().expect("a replica");
        drop(self);
        Client::resume(addr, token, state).await
    }

    pub async fn hello(&mut self, name: &str, resume: Option<Resume>) {
        let hello = Control::Hello(Hello { app: "test".into(), protocol: 1, name: name.into(), resume });
        self.send(&encode(&hello, None)).await;
    }

    pub async fn send(&mut self, text: &str) {
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// Sends, noting a closed connection instead of failing.
    pub async fn try_send(&mut self, text: &str) -> bool {
        let sent = tokio::time::timeout(WAIT, self.ws.send(Message::Text(text.into()))).await;
        if !matches!(sent, Ok(Ok(()))) {
            self.closed = true;
        }
        !self.closed
    }

    /// Connects within a few seconds, or `None` (the server is down).
    pub async fn try_connect(addr: SocketAddr) -> Option<Client> {
        let connect = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"));
        match tokio::time::timeout(Duration::from_secs(3), connect).await {
            Ok(Ok((ws, _))) => Some(Client::over(ws)),
            _ => None,
        }
    }

    pub async fn command(&mut self, c: Command) {
        self.send(&encode(&c, None)).await;
    }

    pub async fn mv(&mut self, uci: &str) {
        self.command(Command::Move { uci: uci.into() }).await;
    }

    /// The next frame, applied to the replica; panics after [`WAIT`].
    pub async fn next(&mut self) -> Frame {
        self.next_within(WAIT).await.expect("a frame from the server")
    }

    /// The next frame within `d`, or `None` (also when the connection closed).
    pub async fn next_within(&mut self, d: Duration) -> Option<Frame> {
        // One deadline for the whole wait: the server's pings (every 2 s)
        // must not restart it.
        let until = tokio::time::Instant::now() + d;
        loop {
            let msg = match tokio::time::timeout_at(until, self.ws.next()).await {
                Err(_) => return None,
                Ok(None) | Ok(Some(Err(_))) => {
                    self.closed = true;
                    return None;
                }
                Ok(Some(Ok(m))) => m,
            };
            match msg {
                Message::Text(t) => {
                    let text = t.to_string();
                    self.frames.push(text.clone());
                    let frame = read_frame(&text);
                    self.take(&frame);
                    return Some(frame);
                }
                Message::Close(_) => {
                    self.closed = true;
                    return None;
                }
                _ => continue,
            }
        }
    }

    /// Reads (and applies) what comes for `d`, as a live client does while
    /// nobody moves: reading is what answers the server's pings, and a
    /// connection that answers nothing counts as silent.
    pub async fn listen(&mut self, d: Duration) {
        let until = tokio::time::Instant::now() + d;
        while !self.closed {
            let left = until.saturating_duration_since(tokio::time::Instant::now());
            if left.is_zero() {
                break;
            }
            self.next_within(left).await;
        }
    }

    fn take(&mut self, frame: &Frame) {
        match frame {
            Frame::Server(ServerMessage::Welcome { token, config, .. }) => {
                self.token = Some(*token);
                if self.state.is_none() {
                    let seat = self.seat.expect("the seat is known before the welcome");
                    self.state = Some(MatchState::replica(config.clone(), seat));
                }
            }
            Frame::Server(ServerMessage::Event(e)) => {
                if let Some(s) = self.state.as_mut() {
                    if e.version > s.version() + 1 {
                        self.gap = true;
                    } else if e.version > s.version() {
                        s.apply(e).unwrap_or_else(|r| panic!("the server's event {e:?} does not apply: {r}"));
                    }
                }
            }
            Frame::Server(ServerMessage::Snapshot { state, .. }) => {
                self.state = Some((**state).clone().restore().expect("a snapshot restores"));
            }
            Frame::Server(ServerMessage::Refused { refusal, .. }) => self.refusals.push(refusal.clone()),
            Frame::Lobby(LobbyReply::RoomCreated { code, colour, .. }) => {
                self.code = Some(code.clone());
                self.seat = Some(*colour);
            }
            Frame::Lobby(LobbyReply::RoomJoined { colour, .. }) => self.seat = Some(*colour),
            Frame::Lobby(LobbyReply::RematchStarted { token, colour }) => {
                // A new game: its welcome builds a new replica.
                self.token = Some(*token);
                self.seat = Some(*colour);
                self.state = None;
            }
            _ => {}
        }
    }

    /// Frames until `f` picks one.
    pub async fn until<T>(&mut self, mut f: impl FnMut(&Frame) -> Option<T>) -> T {
        loop {
            let frame = self.next().await;
            if let Some(t) = f(&frame) {
                return t;
            }
        }
    }

    /// The reason of the next refused join.
    pub async fn join_refused(&mut self) -> protocol::LobbyError {
        self.until(|f| match f {
            Frame::Lobby(LobbyReply::JoinRefused { reason, .. }) => Some(reason.clone()),
            _ => None,
        })
        .await
    }

    /// The next list of open rooms.
    pub async fn room_list(&mut self) -> Vec<protocol::lobby::OpenRoom> {
        self.until(|f| match f {
            Frame::Lobby(LobbyReply::RoomList { rooms }) => Some(rooms.clone()),
            _ => None,
        })
        .await
    }

    /// The next event.
    pub async fn event(&mut self) -> Event {
        self.until(|f| f.event().cloned()).await
    }

    /// Waits until the server has answered everything sent before (a ping
    /// goes through the room after them).
    pub async fn settle(&mut self) {
        let t = self.next_ping;
        self.next_ping += 1;
        self.send(&encode(&Control::Ping { t }, None)).await;
        self.until(|f| matches!(f, Frame::Server(ServerMessage::Pong { t: got, .. }) if *got == t).then_some(())).await;
    }

    pub async fn create(&mut self, variant: Variant, time: Option<(u64, u64)>) -> String {
        let req = CreateRoom {
            variant,
            time: time.map(|(base_ms, increment_ms)| TimeControl { base_ms, increment_ms }),
            colour: protocol::ColourChoice::White,
            public: false,
            takebacks: false,
        };
        self.send(&encode(&LobbyRequest::CreateRoom(req), None)).await;
        self.until(|f| matches!(f, Frame::Server(ServerMessage::Welcome { .. })).then_some(())).await;
        self.code.clone().expect("a code")
    }

    pub async fn join(&mut self, code: &str) {
        self.send(&encode(&LobbyRequest::JoinRoom { code: code.into() }, None)).await;
        self.until(|f| match f {
            Frame::Server(ServerMessage::Welcome { .. }) => Some(()),
            Frame::Lobby(LobbyReply::JoinRefused { reason, .. }) => panic!("join refused: {reason}"),
            _ => None,
        })
        .await;
    }

    pub fn state(&self) -> &MatchState {
        self.state.as_ref().expect("a seat")
    }

    pub fn version(&self) -> u64 {
        self.state.as_ref().map_or(0, |s| s.version())
    }

    pub fn phase(&self) -> Phase {
        self.state().phase()
    }

    /// Every event received, in order.
    pub fn events(&self) -> Vec<Event> {
        self.frames.iter().filter_map(|t| read_frame(t).event().cloned()).collect()
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }

    /// Drops the socket without a close frame.
    pub fn drop_socket(self) {
        drop(self);
    }
}

/// Two players in a new room: White created it, Black joined; both have
/// seen everything up to the start (or the setup).
pub async fn pair(addr: SocketAddr, variant: Variant, time: Option<(u64, u64)>) -> (Client, Client) {
    let mut w = Client::lobby(addr, "Ann").await;
    let code = w.create(variant, time).await;
    let mut b = Client::lobby(addr, "Bob").await;
    b.join(&code).await;
    b.settle().await;
    w.settle().await;
    (w, b)
}

/// The last event's kind as `seat` saw it.
pub fn last_kind(c: &Client) -> EventKind {
    c.events().last().expect("an event").kind.clone()
}

/// xorshift64*: the same game every run.
pub struct Rng(pub u64);
impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n.max(1) as u64) as usize
    }
}

/// Plays random legal moves (from each player's own replica) until the game
/// ends or `max_plies`; returns the plies played.
pub async fn play_random(w: &mut Client, b: &mut Client, rng: &mut Rng, max_plies: usize) -> usize {
    let mut plies = 0;
    while plies < max_plies && w.phase() == Phase::Playing {
        let mover = w.state().side_to_move().unwrap();
        let (me, other) = if mover == W { (&mut *w, &mut *b) } else { (&mut *b, &mut *w) };
        let moves = me.state().position().unwrap().legal_moves();
        let m = &moves[rng.below(moves.len())];
        me.mv(&m.uci).await;
        me.settle().await;
        other.settle().await;
        assert_eq!(me.version(), other.version(), "both replicas follow");
        assert!(me.refusals.is_empty(), "{:?}", me.refusals);
        plies += 1;
    }
    plies
}
