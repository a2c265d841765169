//! The host: advertises itself, offers a game to the first guest that
//! connects, and referees the match (the protocol's `Match`) on real time,
//! playing its own seat locally.
//!
//! One task owns everything (the match, the seats, the connections): it
//! moves messages and time in and out of the match and decides nothing a
//! rule decides.

use crate::discovery::{Advertiser, Discovery};
use crate::error::LanError;
use crate::limits::Limits;
use crate::link::{self, Inbound, LinkEnd, Outgoing};
use crate::messages::{encode_host, read_from_guest, ByeReason, FromGuest, GuestMessage, HostMessage};
use crate::session::{venue, Action, Events, LanEvent, LanNotice, Session};
use protocol::seat::{RefereeTime, Replica};
use protocol::wire::MAX_CLIENT_MESSAGE;
use protocol::SeatRequest;
use protocol::{
    encode_server, CatchUp, ClientMessage, ColourChoice, Control, Event, Hello, Input, Match, MatchConfig, Phase,
    SeatToken, ServerMessage, SetupMode, SystemTime, TimeControl, TimeSource, PROTOCOL_VERSION,
};
use protocol::{HandshakeError, Refusal};
use rules::{Color, Variant};
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tracing::{debug, info, warn};

/// The game the host offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameSettings {
    /// The variant; Maharajah games begin with the hidden setup.
    pub variant: Variant,
    /// The Fischer clock, or `None` for an untimed game.
    pub time: Option<TimeControl>,
    /// Whether takeback requests are allowed.
    pub takebacks: bool,
    /// The host's colour (`Random`: drawn for each guest when the offer is made).
    pub colour: ColourChoice,
}

/// How to host.
#[derive(Debug, Clone)]
pub struct HostConfig {
    /// The host player's display name (advertised, and shown to the guest).
    pub name: String,
    /// The app's version (advertised, and sent in the handshake).
    pub app: String,
    /// The game offered.
    pub game: GameSettings,
    /// The address to listen on: port 0 takes any free port.
    pub bind: SocketAddr,
    /// Where to advertise over mDNS; `None` to be reached by address only.
    pub discovery: Option<Discovery>,
    /// Limits and timeouts.
    pub limits: Limits,
}

impl HostConfig {
    /// Hosting `game` as `name` on any free port of every interface,
    /// advertised on every interface.
    pub fn new(name: impl Into<String>, game: GameSettings) -> HostConfig {
        HostConfig {
            name: name.into(),
            app: env!("CARGO_PKG_VERSION").to_string(),
            game,
            bind: SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0),
            discovery: Some(Discovery::default()),
            limits: Limits::default(),
        }
    }
}

/// A hosted LAN game: the handle of the host's side.
#[derive(Debug)]
pub struct LanHost {
    session: Session,
    local_addr: SocketAddr,
    service_name: Option<String>,
}

impl LanHost {
    /// Listens, advertises and waits for a guest. Events (the guest's
    /// arrival, then the game's) come on the returned stream.
    pub async fn start(config: HostConfig) -> Result<(LanHost, Events), LanError> {
        let hello =
            Hello { app: config.app.clone(), protocol: PROTOCOL_VERSION, name: config.name.clone(), resume: None };
        hello.check().map_err(|e| LanError::Config(e.to_string()))?;
        match_config(&config.game, String::from("probe")).validate().map_err(|e| LanError::Config(e.to_string()))?;

        let listener = TcpListener::bind(config.bind).await?;
        let local_addr = listener.local_addr()?;
        let advertiser = match &config.discovery {
            Some(d) => Some(Advertiser::start(d, &config.name, &config.app, local_addr.port())?),
            None => None,
        };
        let service_name = advertiser.as_ref().map(|a| a.fullname().to_string());
        info!(addr = %local_addr, "hosting");

        let (action_tx, action_rx) = mpsc::unbounded_channel();
        let (app_tx, app_rx) = mpsc::unbounded_channel();
        let (conn_tx, conn_rx) = mpsc::unbounded_channel();
        let limits = config.limits;
        let time: Arc<dyn TimeSource> = Arc::new(SystemTime::default());
        // The match's time line is this machine's: the host referees.
        let referee = RefereeTime::local(time.clone());
        let accept = tokio::spawn(accept_loop(listener, limits, conn_tx));
        let actor = HostActor {
            name: config.name.trim().to_string(),
            app: config.app,
            game_settings: config.game,
            limits,
            time,
            app_tx,
            conns: HashMap::new(),
            game: None,
            guest_conn: None,
            advertiser,
        };
        tokio::spawn(async move {
            actor.run(action_rx, conn_rx).await;
            accept.abort();
        });
        Ok((LanHost { session: Session::new(action_tx, referee), local_addr, service_name }, app_rx))
    }

    /// The game's controls for the host's own seat.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The address the host listens on (port included).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The addresses another player can type in to connect (the machine's
    /// IPv4 addresses other than loopback, with the port; the loopback
    /// address when there is no other).
    pub fn addresses(&self) -> Vec<SocketAddr> {
        let port = self.local_addr.port();
        if !self.local_addr.ip().is_unspecified() {
            return vec![self.local_addr];
        }
        let mut out: Vec<SocketAddr> = if_addrs::get_if_addrs()
            .unwrap_or_default()
            .into_iter()
            .filter(|i| !i.is_loopback())
            .filter_map(|i| match i.ip() {
                IpAddr::V4(ip) => Some(SocketAddr::new(IpAddr::V4(ip), port)),
                IpAddr::V6(_) => None,
            })
            .collect();
        if out.is_empty() {
            out.push(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port));
        }
        out
    }

    /// The advertisement's mDNS name (a [`crate::HostInfo::id`]), so that a
    /// browser on the same app can leave its own host out.
    pub fn service_name(&self) -> Option<&str> {
        self.service_name.as_deref()
    }
}

async fn accept_loop(listener: TcpListener, limits: Limits, conn_tx: mpsc::UnboundedSender<(u64, Inbound)>) {
    let mut next_id = 0u64;
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(s) => s,
            Err(e) => {
                warn!(error = %e, "accept failed");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        next_id += 1;
        let id = next_id;
        let conn_tx = conn_tx.clone();
        tokio::spawn(async move {
            let _ = stream.set_nodelay(true);
            let upgrade =
                tokio_tungstenite::accept_async_with_config(stream, Some(link::ws_config(MAX_CLIENT_MESSAGE)));
            match tokio::time::timeout(limits.handshake_timeout, upgrade).await {
                Ok(Ok(ws)) => {
                    debug!(conn = id, %peer, "connection");
                    link::spawn(ws, id, limits, true, conn_tx);
                }
                Ok(Err(e)) => debug!(%peer, error = %e, "upgrade failed"),
                Err(_) => debug!(%peer, "upgrade timed out"),
            }
        });
    }
}

/// The match for `game` under `id`.
fn match_config(game: &GameSettings, id: String) -> MatchConfig {
    MatchConfig {
        id,
        variant: game.variant,
        time: game.time,
        takebacks: game.takebacks,
        setup: SetupMode::CommitReveal,
        start_fen: None,
    }
}

/// Where a connection stands.
enum Role {
    /// Upgraded, no `hello` yet.
    Pending,
    /// Shown the offer; waiting for the answer.
    Offered { name: String, config: MatchConfig, color: Color },
    /// Holds the guest's seat.
    Seated,
    /// Refused; closing.
    Closing,
}

struct Conn {
    out: mpsc::UnboundedSender<Outgoing>,
    role: Role,
}

/// The game in progress (or over) with its guest.
struct HostGame {
    m: Match,
    player: Replica,
    guest_seat: Color,
    guest_name: String,
    token: SeatToken,
    /// Whether the guest has accepted this match (a rematch is offered anew).
    accepted: bool,
}

/// Timers the actor set for a connection.
enum Timer {
    Hello(u64),
    Offer(u64),
}

struct HostActor {
    name: String,
    app: String,
    game_settings: GameSettings,
    limits: Limits,
    time: Arc<dyn TimeSource>,
    app_tx: mpsc::UnboundedSender<LanEvent>,
    conns: HashMap<u64, Conn>,
    game: Option<HostGame>,
    guest_conn: Option<u64>,
    /// The mDNS advertisement while the game is open to a guest: withdrawn
    /// once one accepted (the game is full; a guest coming back after a lost
    /// connection reconnects by address) or when hosting ends.
    advertiser: Option<Advertiser>,
}

impl HostActor {
    async fn run(
        mut self,
        mut actions: mpsc::UnboundedReceiver<Action>,
        mut inbound: mpsc::UnboundedReceiver<(u64, Inbound)>,
    ) {
        let (timer_tx, mut timers) = mpsc::unbounded_channel::<Timer>();
        loop {
            let deadline = self.game.as_ref().and_then(|g| g.m.next_deadline());
            let sleep = deadline.map(|d| Duration::from_millis(d.saturating_sub(self.time.now_ms())));
            tokio::select! {
                action = actions.recv() => match action {
                    Some(Action::Close) | None => break,
                    Some(action) => self.action(action),
                },
                Some((id, msg)) = inbound.recv() => match msg {
                    Inbound::Opened(out) => {
                        self.conns.insert(id, Conn { out, role: Role::Pending });
                        let (tx, wait) = (timer_tx.clone(), self.limits.handshake_timeout);
                        tokio::spawn(async move {
                            tokio::time::sleep(wait).await;
                            let _ = tx.send(Timer::Hello(id));
                        });
                    }
                    Inbound::Text(text, lag) => self.frame(id, &text, lag, &timer_tx),
                    Inbound::Ended(end) => self.ended(id, end),
                },
                Some(timer) = timers.recv() => self.timer(timer),
                _ = tokio::time::sleep(sleep.unwrap_or(Duration::from_secs(3600))), if sleep.is_some() => {
                    self.input(Input::Tick, 0);
                }
            }
        }
        for conn in self.conns.values() {
            let _ = conn.out.send(Outgoing::Text(encode_host(&HostMessage::Bye { reason: ByeReason::HostClosed })));
            let _ = conn.out.send(Outgoing::Close("host closed"));
        }
        // Give the links a moment to say goodbye before the runtime may end.
        tokio::time::sleep(Duration::from_millis(20)).await;
        let _ = self.app_tx.send(LanEvent::Closed { error: None });
    }

    fn emit(&self, event: LanEvent) {
        let _ = self.app_tx.send(event);
    }

    fn send(&self, id: u64, text: String) {
        if let Some(c) = self.conns.get(&id) {
            let _ = c.out.send(Outgoing::Text(text));
        }
    }

    /// Refuses and closes a connection.
    fn refuse(&mut self, id: u64, reason: HandshakeError) {
        debug!(conn = id, reason = %reason, "handshake refused");
        self.send(id, encode_server(&ServerMessage::HandshakeRefused { reason }));
        self.close(id, "refused");
    }

    fn close(&mut self, id: u64, why: &'static str) {
        if let Some(c) = self.conns.get_mut(&id) {
            c.role = Role::Closing;
            let _ = c.out.send(Outgoing::Close(why));
        }
    }

    fn timer(&mut self, timer: Timer) {
        match timer {
            Timer::Hello(id) => {
                if matches!(self.conns.get(&id), Some(Conn { role: Role::Pending, .. })) {
                    debug!(conn = id, "no hello in time");
                    self.close(id, "handshake timeout");
                }
            }
            Timer::Offer(id) => {
                if let Some(Conn { role: Role::Offered { name, .. }, .. }) = self.conns.get(&id) {
                    let name = name.clone();
                    self.send(id, encode_host(&HostMessage::Bye { reason: ByeReason::OfferExpired }));
                    self.close(id, "offer expired");
                    self.emit(LanEvent::Shell(LanNotice::OfferDeclined { name }));
                }
            }
        }
    }

    fn ended(&mut self, id: u64, end: LinkEnd) {
        let Some(conn) = self.conns.remove(&id) else { return };
        match conn.role {
            Role::Offered { name, .. } => self.emit(LanEvent::Shell(LanNotice::OfferDeclined { name })),
            Role::Seated if self.guest_conn == Some(id) => {
                info!(?end, "guest connection lost");
                self.guest_conn = None;
                self.emit(LanEvent::ConnectionLost);
                let accepted = self.game.as_ref().map(|g| (g.accepted, g.guest_seat));
                if let Some((true, seat)) = accepted {
                    self.input(Input::Disconnected(seat), 0);
                }
            }
            _ => {}
        }
    }

    fn frame(&mut self, id: u64, text: &str, lag: u64, timers: &mpsc::UnboundedSender<Timer>) {
        let Some(conn) = self.conns.get(&id) else { return };
        let message = match read_from_guest(text) {
            Ok(m) => m,
            Err(error) => {
                debug!(conn = id, error = %error, "unreadable frame");
                self.send(id, encode_server(&ServerMessage::Error { error }));
                return;
            }
        };
        match (&conn.role, message) {
            (Role::Pending, FromGuest::Protocol(ClientMessage::Control(Control::Hello(hello)), _)) => {
                self.hello(id, hello, timers)
            }
            (Role::Pending, _) => self.close(id, "hello expected"),
            (Role::Offered { .. }, FromGuest::Lan(answer)) => self.answer(id, answer),
            (Role::Seated, FromGuest::Lan(GuestMessage::Accept)) => self.accept_rematch(id),
            (Role::Seated, FromGuest::Lan(GuestMessage::Decline)) if self.rematch_pending(id) => {
                let name = self.game.take().map(|g| g.guest_name).unwrap_or_default();
                self.guest_conn = None;
                self.close(id, "declined");
                self.emit(LanEvent::Shell(LanNotice::OfferDeclined { name }));
            }
            (Role::Seated, FromGuest::Protocol(message, cid)) => self.guest_message(id, message, cid, lag),
            (Role::Offered { .. }, FromGuest::Protocol(ClientMessage::Command(c), cid)) => {
                let refused =
                    ServerMessage::Refused { command: c.name().into(), id: cid, refusal: Refusal::NotStarted };
                self.send(id, encode_server(&refused));
            }
            _ => {}
        }
    }

    fn hello(&mut self, id: u64, hello: Hello, timers: &mpsc::UnboundedSender<Timer>) {
        if let Err(reason) = hello.check() {
            return self.refuse(id, reason);
        }
        match hello.resume {
            Some(resume) => {
                let Some(game) = self.game.as_ref().filter(|g| g.token == resume.token) else {
                    return self.refuse(id, HandshakeError::UnknownSeat);
                };
                let rematch_offer = offer_text(&self.name, &self.app, game.m.state().config(), game.guest_seat, true);
                let accepted = game.accepted;
                if let Some(old) = self.guest_conn.replace(id) {
                    self.send(old, encode_host(&HostMessage::Bye { reason: ByeReason::Replaced }));
                    self.close(old, "replaced");
                }
                if let Some(c) = self.conns.get_mut(&id) {
                    c.role = Role::Seated;
                }
                info!(since = resume.since, "guest back");
                if accepted {
                    self.welcome(id, resume.since, true);
                } else {
                    self.send(id, rematch_offer);
                }
            }
            None => {
                let busy = self.game.is_some()
                    || self.conns.values().any(|c| matches!(c.role, Role::Offered { .. } | Role::Seated));
                if busy {
                    return self.refuse(id, HandshakeError::Full);
                }
                let host_colour = match self.game_settings.colour {
                    ColourChoice::White => Color::White,
                    ColourChoice::Black => Color::Black,
                    ColourChoice::Random => match crate::random_bytes::<1>() {
                        Ok([b]) if b % 2 == 0 => Color::White,
                        _ => Color::Black,
                    },
                };
                let match_id = match crate::random_hex(8) {
                    Ok(hex) => format!("lan-{hex}"),
                    Err(_) => return self.close(id, "no randomness"),
                };
                let config = match_config(&self.game_settings, match_id);
                let color = host_colour.flip();
                let name = hello.name.trim().to_string();
                self.send(id, offer_text(&self.name, &self.app, &config, color, false));
                if let Some(c) = self.conns.get_mut(&id) {
                    c.role = Role::Offered { name: name.clone(), config, color };
                }
                let (tx, wait) = (timers.clone(), self.limits.offer_timeout);
                tokio::spawn(async move {
                    tokio::time::sleep(wait).await;
                    let _ = tx.send(Timer::Offer(id));
                });
                self.emit(LanEvent::Shell(LanNotice::GuestArrived { name }));
            }
        }
    }

    fn answer(&mut self, id: u64, answer: GuestMessage) {
        let Some(conn) = self.conns.get_mut(&id) else { return };
        let Role::Offered { name, config, color } = std::mem::replace(&mut conn.role, Role::Seated) else { return };
        if answer == GuestMessage::Decline {
            self.close(id, "declined");
            return self.emit(LanEvent::Shell(LanNotice::OfferDeclined { name }));
        }
        let (m, token) = match (Match::new(config.clone()), SeatToken::random()) {
            (Ok(m), Ok(t)) => (m, t),
            _ => return self.close(id, "cannot start"),
        };
        info!(variant = ?config.variant, "guest accepted");
        let host_seat = color.flip();
        let player = Replica::new(config, host_seat, &self.name, venue()).with_opponent(Some(&name));
        let seated = LanEvent::Seated(player.info());
        self.game = Some(HostGame { m, player, guest_seat: color, guest_name: name, token, accepted: true });
        if self.advertiser.take().is_some() {
            debug!("advertisement withdrawn: the game is full");
        }
        self.guest_conn = Some(id);
        self.emit(seated);
        self.welcome(id, 0, false);
        self.input(Input::Connected(host_seat), 0);
    }

    /// Whether connection `id` holds the guest's seat and has a rematch to answer.
    fn rematch_pending(&self, id: u64) -> bool {
        self.guest_conn == Some(id) && self.game.as_ref().is_some_and(|g| !g.accepted)
    }

    /// The guest accepted the rematch offered to it.
    fn accept_rematch(&mut self, id: u64) {
        if !self.rematch_pending(id) {
            return;
        }
        let Some(game) = self.game.as_mut() else { return };
        game.accepted = true;
        self.welcome(id, 0, false);
    }

    /// Seats connection `id` for the guest: the welcome, what it missed
    /// since `since`, the position check after a reconnection (`resumed`),
    /// then the match sees it connected.
    fn welcome(&mut self, id: u64, since: u64, resumed: bool) {
        let Some(game) = self.game.as_ref() else { return };
        let welcome = ServerMessage::Welcome {
            app: self.app.clone(),
            protocol: PROTOCOL_VERSION,
            token: game.token,
            config: game.m.state().config().clone(),
            opponent: Some(self.name.clone()),
        };
        let mut frames = vec![encode_server(&welcome)];
        frames.extend(catch_up_frames(&game.m, game.guest_seat, since, self.time.now_ms()));
        if resumed {
            let hash = game.m.state().position().map(|p| format!("{:016x}", p.hash()));
            frames.push(encode_host(&HostMessage::InSync { version: game.m.version(), hash }));
        }
        let seat = game.guest_seat;
        for f in frames {
            self.send(id, f);
        }
        if resumed {
            let version = self.game.as_ref().map_or(0, |g| g.m.version());
            self.emit(LanEvent::ConnectionRestored { version });
        }
        self.input(Input::Connected(seat), 0);
    }

    fn guest_message(&mut self, id: u64, message: ClientMessage, cid: Option<u32>, lag: u64) {
        if self.guest_conn != Some(id) {
            return;
        }
        let Some(game) = self.game.as_ref().filter(|g| g.accepted) else { return };
        match message {
            ClientMessage::Command(command) => {
                let name = command.name();
                let seat = game.guest_seat;
                if let Some(refusal) = self.input(Input::Command(seat, command), lag) {
                    debug!(command = name, refusal = %refusal, "guest command refused");
                    let refused = ServerMessage::Refused { command: name.into(), id: cid, refusal };
                    self.send(id, encode_server(&refused));
                }
            }
            ClientMessage::Control(Control::Sync { since }) => {
                for f in catch_up_frames(&game.m, game.guest_seat, since, self.time.now_ms()) {
                    self.send(id, f);
                }
            }
            ClientMessage::Control(Control::Ping { t }) => {
                self.send(id, encode_server(&ServerMessage::Pong { t, now: self.time.now_ms(), version: None }));
            }
            ClientMessage::Control(Control::Hello(_)) => {}
        }
    }

    fn action(&mut self, action: Action) {
        match action {
            Action::Request(SeatRequest::Command(command), reply) => {
                let Some(seat) = self.game.as_ref().map(|g| g.player.colour()) else {
                    let _ = reply.send(Err(LanError::NotNow("no game yet")));
                    return;
                };
                let _ = reply.send(Ok(()));
                let name = command.name();
                if let Some(refusal) = self.input(Input::Command(seat, command), 0) {
                    self.emit(LanEvent::Refused { command: name.into(), refusal });
                }
            }
            Action::Request(SeatRequest::LockArmy(army), reply) => {
                let Some(game) = self.game.as_mut() else {
                    let _ = reply.send(Err(LanError::NotNow("no game yet")));
                    return;
                };
                let seat = game.player.colour();
                match game.player.lock(&army).map_err(LanError::from) {
                    Ok(commit) => {
                        let _ = reply.send(Ok(()));
                        if let Some(refusal) = self.input(Input::Command(seat, commit), 0) {
                            if let Some(g) = self.game.as_mut() {
                                g.player.unlock();
                            }
                            self.emit(LanEvent::Refused { command: "commit".into(), refusal });
                        }
                    }
                    Err(e) => {
                        let _ = reply.send(Err(e));
                    }
                }
            }
            Action::Answer(_, reply) => {
                let _ = reply.send(Err(LanError::NotNow("only a guest answers an offer")));
            }
            Action::State(reply) => {
                let _ = reply.send(self.game.as_ref().map(|g| Arc::new(g.player.state().clone())));
            }
            Action::Close => {}
        }
    }

    /// Feeds the match one input, hands its events to both seats, then
    /// whatever follows by itself (the host's reveal, a rematch). Returns
    /// the refusal of the input, if any.
    fn input(&mut self, input: Input, lag: u64) -> Option<Refusal> {
        let game = self.game.as_mut()?;
        let reply = game.m.input_lagged(input, self.time.now_ms(), lag);
        self.distribute(reply.events);
        self.follow_up();
        reply.refusal
    }

    fn distribute(&mut self, events: Vec<Event>) {
        let Some(game) = self.game.as_mut() else { return };
        let guest = self.guest_conn.filter(|_| game.accepted);
        let mut out = Vec::new();
        for e in &events {
            if let Some(id) = guest {
                if let Some(c) = self.conns.get(&id) {
                    let _ =
                        c.out.send(Outgoing::Text(encode_server(&ServerMessage::Event(e.for_seat(game.guest_seat)))));
                }
            }
            match game.player.apply(&e.for_seat(game.player.colour())) {
                Ok(mut evs) => out.append(&mut evs),
                Err(r) => warn!(refusal = %r, "the host's own replica refused an event"),
            }
        }
        for e in out {
            self.emit(e);
        }
    }

    /// What the host's side does by itself after events: reveal once both
    /// commitments are in; start the rematch both agreed to.
    fn follow_up(&mut self) {
        let Some(game) = self.game.as_mut() else { return };
        let seat = game.player.colour();
        match game.player.due_reveal() {
            Ok(Some(reveal)) => {
                let reply = game.m.input(Input::Command(seat, reveal), self.time.now_ms());
                if let Some(r) = &reply.refusal {
                    warn!(refusal = %r, "the host's reveal was refused");
                }
                self.distribute(reply.events);
                return self.follow_up();
            }
            Ok(None) => {}
            Err(refusal) => warn!(refusal = %refusal, "the host's replica is inconsistent"),
        }
        let Some(game) = self.game.as_mut() else { return };
        let agreed = game.m.state().phase() == Phase::Over && game.m.state().rematch_agreed();
        if !agreed || !game.accepted {
            return;
        }
        let Ok(hex) = crate::random_hex(8) else { return };
        let Ok(next) = game.m.rematch(format!("lan-{hex}")) else { return };
        info!("rematch");
        let config = next.state().config().clone();
        game.player = game.player.rematch(config.clone());
        let host_seat = game.player.colour();
        game.m = next;
        game.guest_seat = host_seat.flip();
        game.accepted = false;
        let offer = offer_text(&self.name, &self.app, &config, host_seat.flip(), true);
        let seated = LanEvent::Seated(game.player.info());
        self.emit(seated);
        if let Some(id) = self.guest_conn {
            self.send(id, offer);
        }
        self.input(Input::Connected(host_seat), 0);
    }
}

/// The offer of `config`, the guest playing `color`.
fn offer_text(host: &str, app: &str, config: &MatchConfig, color: Color, rematch: bool) -> String {
    encode_host(&HostMessage::Offer { host: host.into(), app: app.into(), config: config.clone(), color, rematch })
}

/// What a seat that last saw `since` needs, as frames.
fn catch_up_frames(m: &Match, seat: Color, since: u64, now: u64) -> Vec<String> {
    match m.catch_up(seat, since) {
        CatchUp::Events(events) => events.into_iter().map(|e| encode_server(&ServerMessage::Event(e))).collect(),
        CatchUp::Snapshot(state) => vec![encode_server(&ServerMessage::Snapshot { state, now })],
    }
}
