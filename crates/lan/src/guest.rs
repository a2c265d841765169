//! The guest: connects to a host, answers its offer, and plays its seat
//! against the host's referee without trusting it. Every event goes
//! through the guest's own replica (moves checked with the rules core,
//! reveals against their commitments, the start against the armies); an
//! event the replica refuses ends the session with
//! [`LanError::HostCheated`]. A dropped connection is retried with backoff
//! and resumed with the seat's token and the last version applied.

use crate::error::LanError;
use crate::limits::Limits;
use crate::link::{self, Inbound, Outgoing};
use crate::messages::{encode_guest, read_from_host, ByeReason, FromHost, GuestMessage, HostMessage};
use crate::session::{venue, Action, Events, LanEvent, LanNotice, Offer, Session};
use protocol::seat::{Reconnect, RefereeTime, Replica, Stop};
use protocol::wire::{MAX_NAME_CHARS, MAX_SERVER_MESSAGE};
use protocol::SeatRequest;
use protocol::{
    encode_client, ClientMessage, Command, Control, Event, Hello, MatchConfig, Resume, SeatToken, Sequence,
    ServerMessage, SetupMode, SystemTime, PROTOCOL_VERSION,
};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::WebSocketStream;
use tracing::{debug, info, warn};

/// How to join.
#[derive(Debug, Clone)]
pub struct GuestConfig {
    /// The guest player's display name (shown to the host).
    pub name: String,
    /// The app's version (sent in the handshake).
    pub app: String,
    /// Limits and timeouts.
    pub limits: Limits,
}

impl GuestConfig {
    /// Joining as `name` with the default limits.
    pub fn new(name: impl Into<String>) -> GuestConfig {
        GuestConfig { name: name.into(), app: env!("CARGO_PKG_VERSION").to_string(), limits: Limits::default() }
    }
}

/// A LAN game joined: the handle of the guest's side.
#[derive(Debug)]
pub struct LanGuest {
    session: Session,
}

impl LanGuest {
    /// Connects to the host at `addr` (from the browser, or typed in) and
    /// says hello. The host's offer comes as [`LanEvent::OfferReceived`].
    pub async fn connect(addr: SocketAddr, config: GuestConfig) -> Result<(LanGuest, Events), LanError> {
        let hello =
            Hello { app: config.app.clone(), protocol: PROTOCOL_VERSION, name: config.name.clone(), resume: None };
        hello.check().map_err(|e| LanError::Config(e.to_string()))?;
        let ws = open(addr, &config.limits).await?;
        let (action_tx, action_rx) = mpsc::unbounded_channel();
        let (app_tx, app_rx) = mpsc::unbounded_channel();
        let (inbound_tx, inbound_rx) = mpsc::unbounded_channel();
        let out = link::spawn(ws, 1, config.limits, false, inbound_tx.clone());
        let referee = RefereeTime::new(Arc::new(SystemTime::default()));
        let _ = out.send(Outgoing::Text(encode_client(&ClientMessage::Control(Control::Hello(hello)), None)));
        let actor = GuestActor {
            addr,
            name: config.name.trim().to_string(),
            app: config.app,
            limits: config.limits,
            app_tx,
            inbound_tx,
            out: Some(out),
            link_id: 1,
            offer: None,
            player: None,
            token: None,
            awaiting_welcome: false,
            referee: referee.clone(),
            reply_by: Some(Instant::now() + config.limits.handshake_timeout),
            lost: None,
            retry_at: None,
            done: Stop::default(),
        };
        tokio::spawn(actor.run(action_rx, inbound_rx));
        Ok((LanGuest { session: Session::new(action_tx, referee) }, app_rx))
    }

    /// The game's controls for the guest's seat.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Accepts the host's offer; the game begins with [`LanEvent::Seated`].
    pub async fn accept(&self) -> Result<(), LanError> {
        self.session.answer(true).await
    }

    /// Declines the host's offer; the session closes.
    pub async fn decline(&self) -> Result<(), LanError> {
        self.session.answer(false).await
    }
}

/// Opens the WebSocket to `addr` within the handshake timeout.
async fn open(addr: SocketAddr, limits: &Limits) -> Result<WebSocketStream<TcpStream>, LanError> {
    let connect = async {
        let tcp = TcpStream::connect(addr).await?;
        tcp.set_nodelay(true)?;
        let url = format!("ws://{addr}/");
        let (ws, _) =
            tokio_tungstenite::client_async_with_config(url, tcp, Some(link::ws_config(MAX_SERVER_MESSAGE))).await?;
        Ok::<_, LanError>(ws)
    };
    tokio::time::timeout(limits.handshake_timeout, connect).await.map_err(|_| LanError::Timeout)?
}

/// Whether `next` is the rematch of `old`: the same game under a new id.
fn is_rematch_of(old: &MatchConfig, next: &MatchConfig) -> bool {
    next.id != old.id && MatchConfig { id: old.id.clone(), ..next.clone() } == *old
}

struct GuestActor {
    addr: SocketAddr,
    name: String,
    app: String,
    limits: Limits,
    app_tx: mpsc::UnboundedSender<LanEvent>,
    inbound_tx: mpsc::UnboundedSender<(u64, Inbound)>,
    out: Option<mpsc::UnboundedSender<Outgoing>>,
    link_id: u64,
    /// The first offer, until answered.
    offer: Option<Offer>,
    player: Option<Replica>,
    token: Option<SeatToken>,
    /// Accepted (a game or a rematch); its welcome has not come yet.
    awaiting_welcome: bool,
    /// The host's time line on this machine's clock.
    referee: RefereeTime,
    /// When the host must have answered the hello.
    reply_by: Option<Instant>,
    /// The reconnection under way after a drop.
    lost: Option<Reconnect>,
    retry_at: Option<Instant>,
    /// Set when the session ends, with why.
    done: Stop<LanError>,
}

impl GuestActor {
    async fn run(
        mut self,
        mut actions: mpsc::UnboundedReceiver<Action>,
        mut inbound: mpsc::UnboundedReceiver<(u64, Inbound)>,
    ) {
        while !self.done.stopped() {
            let wake = match (self.retry_at, self.reply_by) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let far = Instant::now() + Duration::from_secs(3600);
            tokio::select! {
                action = actions.recv() => match action {
                    Some(Action::Close) | None => self.finish(None),
                    Some(action) => self.action(action),
                },
                Some((id, msg)) = inbound.recv() => {
                    if id != self.link_id {
                        continue;
                    }
                    match msg {
                        Inbound::Opened(_) => {}
                        Inbound::Text(text, _) => self.frame(&text),
                        Inbound::Ended(end) => {
                            debug!(?end, "link to the host ended");
                            self.link_lost();
                        }
                    }
                }
                _ = tokio::time::sleep_until(wake.unwrap_or(far).into()), if wake.is_some() => self.wake().await,
            }
        }
        if let Some(out) = self.out.take() {
            let _ = out.send(Outgoing::Close("bye"));
        }
        let _ = self.app_tx.send(self.done.closed());
    }

    fn finish(&mut self, error: Option<LanError>) {
        if let Some(e) = self.done.stop(error) {
            info!(error = %e, "session ends");
        }
    }

    fn emit(&self, event: LanEvent) {
        let _ = self.app_tx.send(event);
    }

    fn send(&self, text: String) -> bool {
        self.out.as_ref().is_some_and(|o| o.send(Outgoing::Text(text)).is_ok())
    }

    fn send_command(&self, command: Command) -> bool {
        self.send(encode_client(&ClientMessage::Command(command), None))
    }

    async fn wake(&mut self) {
        let now = Instant::now();
        if self.reply_by.is_some_and(|t| t <= now) {
            self.reply_by = None;
            debug!("the host did not answer the hello in time");
            if self.token.is_none() {
                return self.finish(Some(LanError::Timeout));
            }
            self.out = None;
            self.link_lost();
        }
        if self.retry_at.is_some_and(|t| t <= now) {
            self.retry_at = None;
            self.reconnect().await;
        }
    }

    fn link_lost(&mut self) {
        self.out = None;
        self.reply_by = None;
        if self.done.stopped() {
            return;
        }
        if self.token.is_none() {
            return self.finish(Some(LanError::WebSocket("the connection to the host was lost".into())));
        }
        let now = self.referee.local_ms();
        let first = self.lost.is_none();
        let lost = self.lost.get_or_insert_with(|| Reconnect::start(self.limits.reconnect, now));
        let wait = lost.next_wait(0);
        if first {
            info!("connection to the host lost; reconnecting");
            self.emit(LanEvent::ConnectionLost);
        }
        self.retry_at = Some(Instant::now() + wait);
    }

    async fn reconnect(&mut self) {
        let now = self.referee.local_ms();
        let (Some(token), Some(lost)) = (self.token, self.lost.as_mut()) else { return };
        let Some(attempt) = lost.attempt(now) else {
            return self.finish(Some(LanError::Timeout));
        };
        self.emit(LanEvent::Reconnecting { attempt });
        match open(self.addr, &self.limits).await {
            Ok(ws) => {
                self.link_id += 1;
                let out = link::spawn(ws, self.link_id, self.limits, false, self.inbound_tx.clone());
                let since = self.player.as_ref().map_or(0, |p| p.state().version());
                let hello = Hello {
                    app: self.app.clone(),
                    protocol: PROTOCOL_VERSION,
                    name: self.name.clone(),
                    resume: Some(Resume { token, since }),
                };
                let _ = out.send(Outgoing::Text(encode_client(&ClientMessage::Control(Control::Hello(hello)), None)));
                self.out = Some(out);
                self.reply_by = Some(Instant::now() + self.limits.handshake_timeout);
                debug!(since, "reconnected; resuming");
            }
            Err(e) => {
                debug!(error = %e, "reconnection failed");
                self.link_lost();
            }
        }
    }

    fn action(&mut self, action: Action) {
        match action {
            Action::Request(SeatRequest::Command(command), reply) => {
                let _ = reply.send(self.ready().map(|_| {
                    self.send_command(command);
                }));
            }
            Action::Request(SeatRequest::LockArmy(army), reply) => {
                let result = self.ready().and_then(|_| match self.player.as_mut() {
                    Some(p) => p.lock(&army).map_err(LanError::from),
                    None => Err(LanError::NotNow("no game yet")),
                });
                let _ = reply.send(result.map(|commit| {
                    self.send_command(commit);
                }));
            }
            Action::Answer(accept, reply) => {
                let Some(offer) = self.offer.take() else {
                    let _ = reply.send(Err(LanError::NotNow("there is no offer to answer")));
                    return;
                };
                if !self.send(encode_guest(if accept { &GuestMessage::Accept } else { &GuestMessage::Decline })) {
                    let _ = reply.send(Err(LanError::NotNow("not connected")));
                    return;
                }
                let _ = reply.send(Ok(()));
                if accept {
                    info!(variant = ?offer.config.variant, "offer accepted");
                    let seat = Replica::new(offer.config, offer.colour, &self.name, venue());
                    self.player = Some(seat.with_opponent(Some(&offer.host)));
                    self.awaiting_welcome = true;
                    self.reply_by = Some(Instant::now() + self.limits.handshake_timeout);
                } else {
                    self.finish(None);
                }
            }
            Action::State(reply) => {
                let _ = reply.send(self.player.as_ref().map(|p| Arc::new(p.state().clone())));
            }
            Action::Close => self.finish(None),
        }
    }

    /// Whether commands can go now: seated, connected, caught up.
    fn ready(&self) -> Result<(), LanError> {
        if self.player.is_none() || self.token.is_none() || self.awaiting_welcome {
            return Err(LanError::NotNow("no game yet"));
        }
        if self.out.is_none() || self.lost.is_some() {
            return Err(LanError::NotNow("not connected"));
        }
        Ok(())
    }

    fn frame(&mut self, text: &str) {
        let message = match read_from_host(text) {
            Ok(m) => m,
            Err(e) => {
                warn!(error = %e, "unreadable message from the host");
                return;
            }
        };
        match message {
            FromHost::Lan(HostMessage::Offer { host, app, config, color, rematch }) => {
                self.reply_by = None;
                let host: String = host.trim().chars().take(MAX_NAME_CHARS).collect();
                let offer = Offer { host, app: app.chars().take(32).collect(), config, colour: color, rematch };
                self.offer_received(offer);
            }
            FromHost::Lan(HostMessage::InSync { version, hash }) => {
                let Some(p) = self.player.as_ref() else { return };
                if !p.in_sync(version, hash.as_deref()) {
                    return self.finish(Some(LanError::Desync));
                }
                if self.lost.take().is_some() {
                    info!(version, "connection restored");
                    self.emit(LanEvent::ConnectionRestored { version });
                }
                if let Some(p) = self.player.as_mut() {
                    p.reveal_lost();
                }
                self.reveal_if_due();
            }
            FromHost::Lan(HostMessage::Bye { reason }) => match reason {
                ByeReason::HostClosed => self.finish(None),
                ByeReason::OfferExpired => self.finish(Some(LanError::Timeout)),
                ByeReason::RateLimited => self.finish(Some(LanError::Protocol("rate limited by the host".into()))),
                ByeReason::Replaced => {}
            },
            FromHost::Protocol(ServerMessage::Welcome { token, config, opponent, .. }) => {
                self.reply_by = None;
                let Some(p) = self.player.as_mut() else {
                    return self.finish(Some(LanError::Protocol("a welcome before any offer was accepted".into())));
                };
                if config != *p.config() {
                    return self.finish(Some(LanError::Protocol("a welcome to another match".into())));
                }
                self.token = Some(token);
                if self.awaiting_welcome {
                    self.awaiting_welcome = false;
                    if let Some(name) = opponent {
                        p.set_opponent(&name);
                    }
                    let seated = LanEvent::Seated(p.info());
                    let version = p.state().version();
                    self.emit(seated);
                    if self.lost.take().is_some() {
                        self.emit(LanEvent::ConnectionRestored { version });
                    }
                }
            }
            FromHost::Protocol(ServerMessage::HandshakeRefused { reason }) => {
                self.finish(Some(LanError::Refused(reason)))
            }
            FromHost::Protocol(ServerMessage::Event(event)) => self.event(event),
            FromHost::Protocol(ServerMessage::Snapshot { state, now }) => {
                let local = self.referee.local_ms();
                let Some(p) = self.player.as_mut() else { return };
                if let Err(refusal) = p.replace(*state) {
                    return self.finish(Some(LanError::HostCheated(refusal)));
                }
                self.referee.dated(now, local);
                let state = Arc::new(p.state().clone());
                self.emit(LanEvent::Snapshot { state });
                self.reveal_if_due();
            }
            FromHost::Protocol(ServerMessage::Refused { command, refusal, .. }) => {
                if command == "commit" {
                    if let Some(p) = self.player.as_mut() {
                        p.unlock();
                    }
                }
                self.emit(LanEvent::Refused { command, refusal });
            }
            FromHost::Protocol(ServerMessage::Error { error }) => {
                warn!(error = %error, "the host could not read a message")
            }
            FromHost::Protocol(ServerMessage::Pong { .. }) => {}
        }
    }

    fn offer_received(&mut self, offer: Offer) {
        if offer.rematch {
            let Some(p) = self.player.as_mut() else {
                return self.finish(Some(LanError::Protocol("a rematch before any game".into())));
            };
            let again = self.awaiting_welcome && offer.config == *p.config();
            if !again {
                if !is_rematch_of(p.config(), &offer.config) || offer.colour != p.colour().flip() {
                    return self.finish(Some(LanError::BadOffer("a rematch unlike the game played".into())));
                }
                *p = p.rematch(offer.config);
                self.awaiting_welcome = true;
            }
            self.send(encode_guest(&GuestMessage::Accept));
            return;
        }
        if self.player.is_some() || self.offer.is_some() {
            return warn!("an offer out of place ignored");
        }
        if offer.config.setup != SetupMode::CommitReveal {
            self.send(encode_guest(&GuestMessage::Decline));
            return self
                .finish(Some(LanError::BadOffer("the hidden setup must be commit–reveal between peers".into())));
        }
        if let Err(e) = offer.config.validate() {
            self.send(encode_guest(&GuestMessage::Decline));
            return self.finish(Some(LanError::BadOffer(e.to_string())));
        }
        self.offer = Some(offer.clone());
        self.emit(LanEvent::Shell(LanNotice::OfferReceived(offer)));
    }

    fn event(&mut self, event: Event) {
        let local = self.referee.local_ms();
        let Some(p) = self.player.as_mut() else { return };
        if self.awaiting_welcome {
            return;
        }
        match p.state().sequence(&event) {
            Sequence::Duplicate => {}
            Sequence::Gap { have } => {
                debug!(have, got = event.version, "gap; asking for a resync");
                self.send(encode_client(&ClientMessage::Control(Control::Sync { since: have }), None));
            }
            Sequence::Next => match p.apply(&event) {
                Ok(events) => {
                    self.referee.dated(event.at, local);
                    for e in events {
                        self.emit(e);
                    }
                    self.reveal_if_due();
                }
                Err(refusal) => {
                    warn!(version = event.version, refusal = %refusal, "the host sent an event that does not follow");
                    self.finish(Some(LanError::HostCheated(refusal)));
                }
            },
        }
    }

    /// Sends this side's reveal once the replica holds both commitments.
    fn reveal_if_due(&mut self) {
        let Some(p) = self.player.as_mut() else { return };
        match p.due_reveal() {
            Ok(Some(reveal)) => {
                self.send_command(reveal);
            }
            Ok(None) => {}
            Err(refusal) => self.finish(Some(LanError::HostCheated(refusal))),
        }
    }
}
