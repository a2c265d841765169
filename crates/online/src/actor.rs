//! The task that owns the connection: it dials the servers in turn, says
//! `hello` (with `resume` when it holds a seat), answers the handle's
//! requests, checks every event with the seat's replica (asking `sync` on a
//! gap), keeps the server's time line, and after a drop reconnects with
//! exponential backoff and jitter until the reconnection window closes.

use crate::address::ServerAddress;
use crate::client::{ClientConfig, OnlineEvent, OnlineNotice, RoomCreated, RoomJoined, ServerInfo};
use crate::error::OnlineError;
use crate::link::{self, LinkIn};
use protocol::seat::{jitter, random_u16, Reconnect, RefereeTime, Replica, SeatInfo, Stop, Venue};
use protocol::wire::MAX_SERVER_MESSAGE;
use protocol::{
    decode_body, decode_server, encode, encode_client, ClientMessage, Command, Control, CreateRoom, HandshakeError,
    Hello, LobbyReply, LobbyRequest, MatchState, OpenRoom, Phase, Resume, SeatRequest, SeatToken, Sequence,
    ServerMessage, SetupMode, PROTOCOL_VERSION,
};
use rules::{Color, Setup};
use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::{mpsc, oneshot};
use tracing::{debug, info, warn};

type Reply<T> = oneshot::Sender<Result<T, OnlineError>>;

/// What the handle asks of the actor (no `Debug`: a lock carries an army).
pub(crate) enum Action {
    Create(CreateRoom, Reply<RoomCreated>),
    Join(String, Reply<RoomJoined>),
    List(Reply<Vec<OpenRoom>>),
    Cancel(Reply<()>),
    Leave(Reply<()>),
    Request(SeatRequest, Reply<()>),
    State(oneshot::Sender<Option<Arc<MatchState>>>),
    Seat(oneshot::Sender<Option<SeatInfo>>),
    Server(oneshot::Sender<ServerInfo>),
    Pgn(oneshot::Sender<Option<String>>),
    Close,
}

/// A lobby request waiting for the lobby (it goes out once the connection
/// is in it) or for its answer.
enum Request {
    Create(CreateRoom, Reply<RoomCreated>),
    Join(String, Reply<RoomJoined>),
    List(Reply<Vec<OpenRoom>>),
}

impl Request {
    fn fail(self, e: OnlineError) {
        match self {
            Request::Create(_, r) => drop(r.send(Err(e))),
            Request::Join(_, r) => drop(r.send(Err(e))),
            Request::List(r) => drop(r.send(Err(e))),
        }
    }

    fn wire(&self) -> LobbyRequest {
        match self {
            Request::Create(c, _) => LobbyRequest::CreateRoom(c.clone()),
            Request::Join(code, _) => LobbyRequest::JoinRoom { code: code.clone() },
            Request::List(_) => LobbyRequest::ListRooms,
        }
    }
}

struct Pending {
    request: Request,
    by: Instant,
    sent: bool,
}

/// Where the current connection stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// No connection (a retry may be due).
    Down,
    /// Opening one.
    Dialing,
    /// `hello` said; the answer is due by then.
    Hello(Instant),
    /// In the lobby.
    Lobby,
    /// Seated (the welcome came on this connection).
    Seated,
}

/// The longest a server's `retry_after_ms` is waited (the hint is the
/// server's; the client bounds it).
const MAX_RETRY_HINT: Duration = Duration::from_secs(30);

/// The seat held: the secret that resumes it (never logged: its `Debug`
/// hides it) and its replica.
struct Held {
    token: SeatToken,
    replica: Replica,
}

impl Deref for Held {
    type Target = Replica;
    fn deref(&self) -> &Replica {
        &self.replica
    }
}

impl DerefMut for Held {
    fn deref_mut(&mut self) -> &mut Replica {
        &mut self.replica
    }
}

/// The reconnection after a drop.
struct Lost {
    reconnect: Reconnect,
    /// Servers in a row that did not know the seat.
    unknown_seat: usize,
    retry_at: Option<Instant>,
}

/// A seat announced (created, joined, rematch) whose welcome is due.
struct Coming {
    colour: Color,
    code: Option<String>,
    rematch: bool,
    /// The room this client created (the only kind it may cancel).
    created: bool,
    /// Cancelled before its welcome came: called off as soon as it does.
    cancelled: bool,
}

pub(crate) struct Actor {
    servers: Vec<ServerAddress>,
    current: usize,
    config: ClientConfig,
    events: mpsc::UnboundedSender<OnlineEvent>,
    inbound: mpsc::UnboundedSender<(u64, LinkIn)>,
    out: Option<mpsc::UnboundedSender<String>>,
    link_id: u64,
    stage: Stage,
    /// Answers `connect` once the first lobby is reached (or every server failed).
    ready: Option<oneshot::Sender<Result<(), OnlineError>>>,
    /// The last error of the first round of connections.
    first_error: Option<OnlineError>,
    server: Option<(String, u32)>,
    seat: Option<Held>,
    coming: Option<Coming>,
    pending: Option<Pending>,
    lost: Option<Lost>,
    /// The version a `sync` was asked from, until it is answered.
    synced_from: Option<u64>,
    /// The server's time line on this machine's clock.
    clock: RefereeTime,
    done: Stop<OnlineError>,
}

impl Actor {
    pub(crate) fn spawn(
        servers: Vec<ServerAddress>,
        config: ClientConfig,
        clock: RefereeTime,
        events: mpsc::UnboundedSender<OnlineEvent>,
        actions: mpsc::UnboundedReceiver<Action>,
        ready: oneshot::Sender<Result<(), OnlineError>>,
    ) {
        let (inbound, inbound_rx) = mpsc::unbounded_channel();
        let mut actor = Actor {
            servers,
            current: 0,
            config,
            events,
            inbound,
            out: None,
            link_id: 0,
            stage: Stage::Down,
            ready: Some(ready),
            first_error: None,
            server: None,
            seat: None,
            coming: None,
            pending: None,
            lost: None,
            synced_from: None,
            clock,
            done: Stop::default(),
        };
        actor.dial();
        tokio::spawn(actor.run(actions, inbound_rx));
    }

    async fn run(
        mut self,
        mut actions: mpsc::UnboundedReceiver<Action>,
        mut inbound: mpsc::UnboundedReceiver<(u64, LinkIn)>,
    ) {
        while !self.done.stopped() {
            let wake = self.next_wake();
            tokio::select! {
                action = actions.recv() => match action {
                    Some(Action::Close) | None => self.finish(None),
                    Some(a) => self.action(a),
                },
                Some((id, msg)) = inbound.recv() => {
                    if id == self.link_id {
                        self.link(msg);
                    }
                }
                _ = tokio::time::sleep_until(wake.unwrap_or_else(Instant::now).into()), if wake.is_some() => self.timer(),
            }
        }
        self.out = None;
        if let Some(p) = self.pending.take() {
            p.request.fail(OnlineError::Closed);
        }
        let closed = self.done.closed();
        if let (Some(ready), OnlineEvent::Closed { error }) = (self.ready.take(), &closed) {
            let _ = ready.send(Err(error.clone().unwrap_or(OnlineError::Closed)));
        }
        let _ = self.events.send(closed);
    }

    fn finish(&mut self, error: Option<OnlineError>) {
        if let Some(e) = self.done.stop(error) {
            info!(error = %e, "online client stops");
        }
    }

    fn emit(&self, event: OnlineEvent) {
        let _ = self.events.send(event);
    }

    fn next_wake(&self) -> Option<Instant> {
        let hello = match self.stage {
            Stage::Hello(by) => Some(by),
            _ => None,
        };
        [hello, self.pending.as_ref().map(|p| p.by), self.lost.as_ref().and_then(|l| l.retry_at)]
            .into_iter()
            .flatten()
            .min()
    }

    fn timer(&mut self) {
        let now = Instant::now();
        if matches!(self.stage, Stage::Hello(by) if by <= now) {
            debug!("no answer to hello in time");
            self.link_down(OnlineError::Timeout);
        }
        if self.pending.as_ref().is_some_and(|p| p.by <= now) {
            if let Some(p) = self.pending.take() {
                p.request.fail(OnlineError::Timeout);
            }
        }
        if self.lost.as_ref().and_then(|l| l.retry_at).is_some_and(|t| t <= now) {
            self.retry();
        }
    }

    /// Opens a connection to the current server.
    fn dial(&mut self) {
        self.out = None;
        self.link_id += 1;
        self.stage = Stage::Dialing;
        let address = self.servers[self.current % self.servers.len()].clone();
        debug!(server = %address, "connecting");
        link::dial(address, self.link_id, self.config.limits, self.clock.clone(), self.inbound.clone());
    }

    fn send(&self, text: String) -> bool {
        self.out.as_ref().is_some_and(|o| o.send(text).is_ok())
    }

    fn link(&mut self, msg: LinkIn) {
        match msg {
            LinkIn::Opened(out) => {
                let resume = self.seat.as_ref().map(|s| Resume { token: s.token, since: s.state().version() });
                let site = self.site();
                if let Some(s) = self.seat.as_mut() {
                    s.set_site(site);
                }
                let hello = Hello {
                    app: self.config.app.clone(),
                    protocol: PROTOCOL_VERSION,
                    name: self.config.name.trim().to_string(),
                    resume,
                };
                self.out = Some(out);
                self.send(encode_client(&ClientMessage::Control(Control::Hello(hello)), None));
                self.stage = Stage::Hello(Instant::now() + self.config.limits.connect_timeout);
                self.clock.reset();
                self.synced_from = None;
            }
            LinkIn::Failed(e) => {
                debug!(error = %e, "connection failed");
                self.link_down(e);
            }
            LinkIn::Text(text, received) => self.frame(&text, received),
            LinkIn::Ended(why) => {
                debug!(why, "connection ended");
                self.link_down(OnlineError::Unreachable(why.into()));
            }
        }
    }

    /// The connection is gone (or never came): the next server or a later
    /// retry, or, in the first round, `connect`'s error.
    fn link_down(&mut self, error: OnlineError) {
        self.out = None;
        self.link_id += 1;
        self.stage = Stage::Down;
        if self.done.stopped() {
            return;
        }
        if let Some(p) = self.pending.as_mut() {
            if p.sent {
                // Its answer may be lost with the connection.
                if let Some(p) = self.pending.take() {
                    p.request.fail(OnlineError::NotConnected);
                }
            }
        }
        if self.ready.is_some() {
            self.first_error = Some(error);
            self.current += 1;
            if self.current < self.servers.len() {
                return self.dial();
            }
            let e = self.first_error.take().unwrap_or(OnlineError::Closed);
            return self.finish(Some(e));
        }
        let reconnect = Reconnect::start(self.config.limits.reconnect, self.clock.local_ms());
        let lost = self.lost.get_or_insert(Lost { reconnect, unknown_seat: 0, retry_at: None });
        if lost.reconnect.attempts() == 0 {
            info!("connection to the server lost; reconnecting");
            let _ = self.events.send(OnlineEvent::ConnectionLost);
        } else {
            // This server failed: the next one is tried.
            self.current = (self.current + 1) % self.servers.len();
        }
        lost.retry_at = Some(Instant::now() + lost.reconnect.next_wait_random());
    }

    fn retry(&mut self) {
        let Some(lost) = self.lost.as_mut() else { return };
        lost.retry_at = None;
        let Some(attempt) = lost.reconnect.attempt(self.clock.local_ms()) else {
            return self.finish(Some(OnlineError::GaveUp));
        };
        let server = &self.servers[self.current % self.servers.len()];
        debug!(attempt, %server, "reconnecting");
        self.emit(OnlineEvent::Reconnecting { attempt });
        self.dial();
    }

    /// The connection is back (lobby or seat).
    fn restored(&mut self) {
        if self.lost.take().is_some() {
            let version = self.seat.as_ref().map_or(0, |s| s.state().version());
            info!(version, "connection restored");
            self.emit(OnlineEvent::ConnectionRestored { version });
        }
    }

    /// Leaves the seat held and goes back to the lobby on a fresh connection.
    fn leave(&mut self) {
        self.seat = None;
        self.coming = None;
        self.lost = None;
        self.dial();
    }

    fn action(&mut self, action: Action) {
        match action {
            Action::Create(settings, reply) => self.request(Request::Create(settings, reply)),
            Action::Join(code, reply) => self.request(Request::Join(code, reply)),
            Action::List(reply) => self.request(Request::List(reply)),
            Action::Cancel(reply) => {
                let _ = reply.send(self.cancel());
            }
            Action::Leave(reply) => {
                let _ = reply.send(self.leave_game());
            }
            Action::Request(SeatRequest::Command(command), reply) => {
                let _ = reply.send(self.ready().map(|_| {
                    self.send(encode_client(&ClientMessage::Command(command), None));
                }));
            }
            Action::Request(SeatRequest::LockArmy(army), reply) => {
                let _ = reply.send(self.lock(army));
            }
            Action::State(reply) => {
                let _ = reply.send(self.seat.as_ref().map(|s| Arc::new(s.state().clone())));
            }
            Action::Seat(reply) => {
                let _ = reply.send(self.seat.as_ref().map(|s| s.info()));
            }
            Action::Server(reply) => {
                let address = self.servers[self.current % self.servers.len()].clone();
                let (version, protocol) = self.server.clone().unwrap_or_default();
                let round_trip_ms = self.clock.round_trip();
                let _ = reply.send(ServerInfo { address, version, protocol, round_trip_ms });
            }
            Action::Pgn(reply) => {
                let _ = reply.send(self.seat.as_ref().and_then(|s| s.pgn()));
            }
            Action::Close => self.finish(None),
        }
    }

    fn site(&self) -> String {
        self.servers[self.current % self.servers.len()].to_string()
    }

    fn request(&mut self, request: Request) {
        if self.pending.is_some() {
            return request.fail(OnlineError::NotNow("another lobby request is waiting"));
        }
        let joins = !matches!(request, Request::List(_));
        if joins && self.coming.is_some() {
            return request.fail(OnlineError::NotNow("a seat is being taken"));
        }
        if joins {
            if let Some(s) = &self.seat {
                if s.state().phase() != Phase::Over {
                    return request.fail(OnlineError::NotNow("a game is in progress"));
                }
                // The server counts this connection as seated in the finished game.
                self.leave();
            }
        }
        let by = Instant::now() + self.config.limits.request_timeout;
        self.pending = Some(Pending { request, by, sent: false });
        self.send_pending();
    }

    /// Sends the waiting request once the connection can carry it: in the
    /// lobby, or seated for a list.
    fn send_pending(&mut self) {
        let can = match self.stage {
            Stage::Lobby => true,
            Stage::Seated => self.pending.as_ref().is_some_and(|p| matches!(p.request, Request::List(_))),
            _ => false,
        };
        let Some(p) = self.pending.as_ref().filter(|p| !p.sent && can) else { return };
        let text = encode(&p.request.wire(), None);
        if self.send(text) {
            if let Some(p) = self.pending.as_mut() {
                p.sent = true;
            }
        }
    }

    fn cancel(&mut self) -> Result<(), OnlineError> {
        // Created, its seat's welcome not here yet: cancelled when it comes.
        if let Some(coming) = self.coming.as_mut().filter(|c| c.created && !c.cancelled) {
            coming.cancelled = true;
            return Ok(());
        }
        let Some(s) = &self.seat else { return Err(OnlineError::NotNow("no room to cancel")) };
        if s.state().phase() != Phase::Waiting {
            return Err(OnlineError::NotNow("the opponent is here: abort or resign instead"));
        }
        if self.stage == Stage::Seated {
            self.send(encode_client(&ClientMessage::Command(Command::Abort), None));
        }
        // Not connected: the room expires on the server by itself.
        self.leave();
        Ok(())
    }

    /// Back to the lobby from the seat held: a room nobody joined is
    /// called off ([`Self::cancel`]), a finished game is left (the server
    /// counts the connection as seated until then); a game in play is not
    /// left this way (resign or abort first). Without a seat: nothing to do.
    fn leave_game(&mut self) -> Result<(), OnlineError> {
        if self.coming.as_ref().is_some_and(|c| c.created) {
            return self.cancel();
        }
        let Some(s) = &self.seat else { return Ok(()) };
        match s.state().phase() {
            Phase::Waiting => self.cancel(),
            Phase::Over => {
                self.leave();
                Ok(())
            }
            _ => Err(OnlineError::NotNow("a game is in progress")),
        }
    }

    /// Whether a game command can go now.
    fn ready(&self) -> Result<(), OnlineError> {
        if self.seat.is_none() {
            return Err(OnlineError::NotNow("no game"));
        }
        if self.stage != Stage::Seated || self.lost.is_some() {
            return Err(OnlineError::NotConnected);
        }
        Ok(())
    }

    fn lock(&mut self, army: Setup) -> Result<(), OnlineError> {
        self.ready()?;
        let Some(s) = self.seat.as_mut() else { return Err(OnlineError::NotNow("no game")) };
        if s.config().setup != SetupMode::Referee {
            return Err(OnlineError::NotNow("this game has no referee setup"));
        }
        let lock = s.lock(&army)?;
        self.send(encode_client(&ClientMessage::Command(lock), None));
        Ok(())
    }

    fn frame(&mut self, text: &str, received: u64) {
        let kind = match protocol::message_type(text, MAX_SERVER_MESSAGE) {
            Ok((kind, _)) => kind,
            Err(e) => return warn!(error = %e, "unreadable message from the server"),
        };
        if LobbyReply::NAMES.contains(&kind.as_str()) {
            match decode_body::<LobbyReply>(text) {
                Ok(reply) => self.lobby(reply),
                Err(e) => warn!(error = %e, kind, "unreadable lobby message"),
            }
        } else {
            match decode_server(text) {
                Ok(message) => self.server_message(message, received),
                Err(e) => warn!(error = %e, kind, "unreadable message from the server"),
            }
        }
    }

    fn lobby(&mut self, reply: LobbyReply) {
        match reply {
            LobbyReply::Lobby { server, protocol } => {
                if !matches!(self.stage, Stage::Hello(_)) {
                    return warn!("a lobby out of place");
                }
                if protocol != PROTOCOL_VERSION {
                    return self.finish(Some(OnlineError::Incompatible { ours: PROTOCOL_VERSION, theirs: protocol }));
                }
                self.server = Some((server.chars().take(32).collect(), protocol));
                self.stage = Stage::Lobby;
                if self.seat.is_some() {
                    // A lobby for a resume is a server that lost the seat.
                    return self
                        .finish(Some(OnlineError::Protocol("the server answered a resume with its lobby".into())));
                }
                if let Some(ready) = self.ready.take() {
                    let _ = ready.send(Ok(()));
                }
                self.restored();
                self.send_pending();
            }
            LobbyReply::RoomCreated { code, colour, expires_at } => {
                let code: String = code.chars().take(32).collect();
                self.coming =
                    Some(Coming { colour, code: Some(code.clone()), rematch: false, created: true, cancelled: false });
                if let Some(Pending { request: Request::Create(_, reply), .. }) = self.pending.take() {
                    let _ = reply.send(Ok(RoomCreated { code, colour, expires_at }));
                }
            }
            LobbyReply::RoomJoined { code, colour } => {
                let code: String = code.chars().take(32).collect();
                self.coming =
                    Some(Coming { colour, code: Some(code.clone()), rematch: false, created: false, cancelled: false });
                if let Some(Pending { request: Request::Join(_, reply), .. }) = self.pending.take() {
                    let _ = reply.send(Ok(RoomJoined { code, colour }));
                }
            }
            LobbyReply::JoinRefused { reason, .. } => match self.pending.take() {
                Some(p) => p.request.fail(reason.into()),
                None => warn!("a refusal of nothing asked"),
            },
            LobbyReply::RoomList { rooms } => match self.pending.take() {
                Some(Pending { request: Request::List(reply), .. }) => {
                    let _ = reply.send(Ok(rooms.into_iter().take(crate::MAX_ROOMS_LISTED).collect()));
                }
                Some(p) => self.pending = Some(p),
                None => {}
            },
            LobbyReply::OpponentJoined { name } => {
                let name: String = name.trim().chars().take(protocol::wire::MAX_NAME_CHARS).collect();
                if let Some(s) = self.seat.as_mut() {
                    s.set_opponent(&name);
                }
                self.emit(OnlineEvent::Shell(OnlineNotice::OpponentJoined { name }));
            }
            LobbyReply::RoomExpired { code } => {
                self.seat = None;
                self.stage = Stage::Lobby;
                self.emit(OnlineEvent::Shell(OnlineNotice::RoomExpired { code: code.chars().take(32).collect() }));
            }
            LobbyReply::RematchStarted { token: _, colour } => {
                // The welcome that follows carries the same token.
                self.coming = Some(Coming { colour, code: None, rematch: true, created: false, cancelled: false });
            }
            LobbyReply::ServerClosing => {
                info!("the server is closing");
                self.link_down(OnlineError::Unavailable);
            }
            LobbyReply::Throttled { dropped, .. } => {
                let dropped = dropped.map(|d| d.chars().take(32).collect());
                self.emit(OnlineEvent::Shell(OnlineNotice::Throttled { dropped }))
            }
        }
    }

    fn server_message(&mut self, message: ServerMessage, received: u64) {
        match message {
            ServerMessage::Welcome { app, protocol, token, config, opponent } => {
                if !matches!(self.stage, Stage::Hello(_) | Stage::Lobby | Stage::Seated) {
                    return;
                }
                self.server = Some((app.chars().take(32).collect(), protocol));
                let opponent: Option<String> = opponent;
                if let Some(coming) = self.coming.take() {
                    if coming.cancelled {
                        // The seat is this connection's now: call the room off and leave.
                        self.send(encode_client(&ClientMessage::Command(Command::Abort), None));
                        return self.leave();
                    }
                    if let Err(e) = config.validate() {
                        return self.finish(Some(OnlineError::Protocol(e.to_string())));
                    }
                    let venue = Venue { event: "Online game".into(), site: self.site() };
                    let replica = Replica::new(config, coming.colour, &self.config.name, venue)
                        .with_opponent(opponent.as_deref())
                        .with_code(coming.code)
                        .with_rematch(coming.rematch);
                    let info: SeatInfo = replica.info();
                    self.seat = Some(Held { token, replica });
                    self.stage = Stage::Seated;
                    self.clock.reset();
                    self.synced_from = None;
                    self.emit(OnlineEvent::Seated(info));
                    return;
                }
                let Some(seat) = self.seat.as_mut() else {
                    return self.finish(Some(OnlineError::Protocol("a welcome to no seat".into())));
                };
                if config != *seat.state().config() {
                    return self.finish(Some(OnlineError::Protocol("a welcome to another game".into())));
                }
                if let Some(name) = opponent {
                    seat.set_opponent(&name);
                }
                self.stage = Stage::Seated;
                self.restored();
            }
            ServerMessage::HandshakeRefused { reason: HandshakeError::Unavailable { retry_after_ms } } => {
                // The server could not answer now: the seat is still ours.
                self.link_down(OnlineError::Unavailable);
                if let Some(lost) = self.lost.as_mut() {
                    let wait = Duration::from_millis(retry_after_ms).min(MAX_RETRY_HINT);
                    lost.retry_at = lost.retry_at.map(|t| t.max(Instant::now() + jitter(wait, random_u16())));
                }
            }
            ServerMessage::HandshakeRefused { reason } => {
                let error = OnlineError::from(reason);
                if error != OnlineError::SeatLost || self.ready.is_some() {
                    return self.finish(Some(error));
                }
                // This server does not know the seat: another one may.
                let servers = self.servers.len();
                let gone = self.lost.as_mut().map_or(servers, |l| {
                    l.unknown_seat += 1;
                    l.unknown_seat
                });
                if gone >= servers {
                    return self.finish(Some(OnlineError::SeatLost));
                }
                self.link_down(error);
            }
            ServerMessage::Event(event) => {
                if self.stage != Stage::Seated {
                    return;
                }
                let Some(seat) = self.seat.as_mut() else { return };
                match seat.state().sequence(&event) {
                    Sequence::Duplicate => {}
                    Sequence::Gap { have } => {
                        if self.synced_from != Some(have) {
                            debug!(have, got = event.version, "events missing; asking for them");
                            self.synced_from = Some(have);
                            self.send(encode_client(&ClientMessage::Control(Control::Sync { since: have }), None));
                        }
                    }
                    Sequence::Next => match seat.apply(&event) {
                        Ok(out) => {
                            self.synced_from = None;
                            self.clock.dated(event.at, received);
                            for e in out {
                                self.emit(e);
                            }
                        }
                        Err(refusal) => {
                            warn!(version = event.version, refusal = %refusal, "an event that does not follow");
                            self.finish(Some(OnlineError::ServerCheated(refusal)));
                        }
                    },
                }
            }
            ServerMessage::Snapshot { state, now } => {
                let Some(seat) = self.seat.as_mut() else { return };
                if let Err(refusal) = seat.replace(*state) {
                    return self.finish(Some(OnlineError::ServerCheated(refusal)));
                }
                self.synced_from = None;
                self.clock.dated(now, received);
                let state = Arc::new(seat.state().clone());
                self.emit(OnlineEvent::Snapshot { state });
            }
            ServerMessage::Refused { command, refusal, .. } => {
                self.emit(OnlineEvent::Refused { command: command.chars().take(32).collect(), refusal })
            }
            ServerMessage::Error { error } => warn!(error = %error, "the server could not read a message"),
            ServerMessage::Pong { t, now, version } => {
                if self.stage != Stage::Seated {
                    return;
                }
                self.clock.pong(t, now, received);
                // A lost last event shows no gap: the pong tells the game's
                // latest version, and what is missing is asked for.
                let have = self.seat.as_ref().map(|s| s.state().version());
                if let (Some(latest), Some(have)) = (version, have) {
                    if latest > have {
                        debug!(have, latest, "the last events did not arrive; asking for them");
                        self.synced_from = Some(have);
                        self.send(encode_client(&ClientMessage::Control(Control::Sync { since: have }), None));
                    }
                }
            }
        }
    }
}
