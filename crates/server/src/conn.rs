//! One task per WebSocket connection: the handshake, the lobby, then the
//! seat's messages to its room and the room's messages back; a message
//! budget, a handshake timeout, pings (liveness and lag measurement) and
//! the shutdown notice.

use crate::lobby;
use crate::mailbox::{ConnLink, Outgoing, RoomMsg};
use crate::message::{classify, Incoming};
use crate::registry::RoomHandle;
use crate::shared::{Shared, SERVER_VERSION};
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use protocol::{
    encode, encode_server, Control, LobbyError, LobbyReply, LobbyRequest, RateLimit, ServerMessage, WireError,
    PROTOCOL_VERSION,
};
use rules::Color;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, Notify};
use tokio::time::Instant;

/// A connection's outbox: a client that lets this many messages pile up
/// is too slow and is cut off.
const OUTBOX: usize = 128;

/// Messages over budget in a row before the connection is closed.
const MAX_THROTTLED: u32 = 50;

/// WebSocket close code for a policy violation.
const POLICY: u16 = 1008;
/// WebSocket close code for "going away" (the server shuts down).
const GOING_AWAY: u16 = 1001;

enum Stage {
    Handshake,
    Lobby,
    Seated(RoomHandle, Color),
}

struct Conn {
    ws: WebSocket,
    addr: SocketAddr,
    shared: Arc<Shared>,
    link: ConnLink,
    stage: Stage,
    name: String,
    budget: RateLimit,
    throttled: u32,
}

/// What to do after a frame.
enum Next {
    Go,
    Close(u16, &'static str),
}

/// Serves one WebSocket connection until it closes.
pub async fn serve(ws: WebSocket, addr: SocketAddr, shared: Arc<Shared>) {
    let (tx, mut rx) = mpsc::channel(OUTBOX);
    let kill = Arc::new(Notify::new());
    let link = ConnLink { id: shared.next_conn_id(), tx, kill: kill.clone() };
    let now = shared.config.time.now_ms();
    let budget = RateLimit::new(shared.config.message_burst, shared.config.messages_per_second, now);
    let mut c = Conn {
        ws,
        addr,
        shared: shared.clone(),
        link,
        stage: Stage::Handshake,
        name: String::new(),
        budget,
        throttled: 0,
    };
    let interval = shared.config.ping_interval;
    let silence = shared.config.silence_timeout;
    let mut ping = tokio::time::interval_at(Instant::now() + interval, interval);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let handshake_by = Instant::now() + shared.config.handshake_timeout;
    let mut last_heard = Instant::now();
    let mut shutdown = shared.shutdown.clone();
    let started = Instant::now();
    let close = loop {
        if *shutdown.borrow() {
            c.send_text(encode(&LobbyReply::ServerClosing, None)).await;
            break Some((GOING_AWAY, "server shutting down"));
        }
        let in_handshake = matches!(c.stage, Stage::Handshake);
        tokio::select! {
            frame = c.ws.recv() => {
                let Some(Ok(frame)) = frame else { break None };
                last_heard = Instant::now();
                match frame {
                    Message::Text(text) => {
                        if let Next::Close(code, why) = c.on_text(text.as_str()).await {
                            break Some((code, why));
                        }
                    }
                    Message::Binary(_) => {
                        let error = WireError::Malformed { detail: "binary frames are not read".into() };
                        c.send_text(encode_server(&ServerMessage::Error { error })).await;
                    }
                    Message::Pong(payload) => {
                        if let (Ok(sent), Stage::Seated(room, seat)) = (<[u8; 8]>::try_from(payload.as_ref()), &c.stage) {
                            let sent_us = u64::from_be_bytes(sent);
                            let now_us = started.elapsed().as_micros() as u64;
                            let rtt_ms = now_us.saturating_sub(sent_us) / 1000;
                            let msg = RoomMsg::RoundTrip { conn: c.link.id, seat: *seat, rtt_ms };
                            let _ = room.tx.try_send(msg);
                        }
                    }
                    Message::Ping(_) => {}
                    Message::Close(_) => break None,
                }
            }
            out = rx.recv() => match out {
                Some(Outgoing::Text(text)) => {
                    if c.ws.send(Message::Text(text.into())).await.is_err() {
                        break None;
                    }
                }
                Some(Outgoing::Unseat) => c.stage = Stage::Lobby,
                Some(Outgoing::Rematch { token, colour }) => {
                    c.send_lobby(&LobbyReply::RematchStarted { token, colour }, None).await;
                    c.stage = match lobby::resume(&shared, c.link.clone(), token, 0).await {
                        Ok((room, seat)) => Stage::Seated(room, seat),
                        Err(_) => Stage::Lobby,
                    };
                }
                None => break None,
            },
            _ = kill.notified() => break Some((POLICY, "replaced or too slow")),
            _ = tokio::time::sleep_until(last_heard + silence), if !in_handshake => {
                break Some((POLICY, "silent too long"));
            }
            _ = ping.tick() => {
                let stamp = (started.elapsed().as_micros() as u64).to_be_bytes();
                if c.ws.send(Message::Ping(stamp.to_vec().into())).await.is_err() {
                    break None;
                }
            }
            _ = tokio::time::sleep_until(handshake_by), if in_handshake => {
                break Some((POLICY, "no hello in time"));
            }
            _ = shutdown.changed() => {}
        }
    };
    if let Some((code, reason)) = close {
        let frame = CloseFrame { code, reason: reason.into() };
        let _ = tokio::time::timeout(Duration::from_secs(1), c.ws.send(Message::Close(Some(frame)))).await;
    }
    if let Stage::Seated(room, seat) = &c.stage {
        let _ = room.tx.send(RoomMsg::Detach { conn: c.link.id, seat: *seat }).await;
    }
}

impl Conn {
    async fn send_text(&mut self, text: String) {
        let _ = self.ws.send(Message::Text(text.into())).await;
    }

    async fn send_lobby(&mut self, reply: &LobbyReply, id: Option<u32>) {
        self.send_text(encode(reply, id)).await;
    }

    async fn refuse(&mut self, request: &str, reason: LobbyError, id: Option<u32>) {
        self.send_lobby(&LobbyReply::JoinRefused { request: request.to_string(), reason }, id).await;
    }

    async fn on_text(&mut self, text: &str) -> Next {
        let now = self.shared.config.time.now_ms();
        if !self.budget.allow(now) {
            self.throttled += 1;
            if self.throttled > MAX_THROTTLED {
                return Next::Close(POLICY, "too many messages");
            }
            let dropped = protocol::message_type(text, protocol::wire::MAX_CLIENT_MESSAGE).ok().map(|(t, _)| t);
            let retry = 1000 / u64::from(self.shared.config.messages_per_second.max(1));
            let reply = LobbyReply::Throttled { dropped, retry_after_ms: retry };
            self.send_lobby(&reply, None).await;
            return Next::Go;
        }
        self.throttled = 0;
        let (incoming, id) = match classify(text) {
            Ok(m) => m,
            Err(error) => {
                self.send_text(encode_server(&ServerMessage::Error { error })).await;
                return if matches!(self.stage, Stage::Handshake) {
                    Next::Close(POLICY, "unreadable hello")
                } else {
                    Next::Go
                };
            }
        };
        match incoming {
            Incoming::Control(Control::Hello(hello)) => self.hello(hello).await,
            _ if matches!(self.stage, Stage::Handshake) => {
                let error = WireError::Malformed { detail: "the first message is a hello".into() };
                self.send_text(encode_server(&ServerMessage::Error { error })).await;
                Next::Close(POLICY, "no hello")
            }
            Incoming::Lobby(request) => {
                self.lobby(request, id).await;
                Next::Go
            }
            Incoming::Command(command) => {
                let Stage::Seated(_, seat) = &self.stage else {
                    let error = WireError::Malformed { detail: "no seat: create or join a room first".into() };
                    self.send_text(encode_server(&ServerMessage::Error { error })).await;
                    return Next::Go;
                };
                let msg = RoomMsg::Command { conn: self.link.id, seat: *seat, command, id, received_ms: now };
                self.send_room(msg).await
            }
            Incoming::Control(Control::Sync { since }) => match &self.stage {
                Stage::Seated(_, seat) => {
                    let msg = RoomMsg::Sync { conn: self.link.id, seat: *seat, since };
                    self.send_room(msg).await
                }
                _ => {
                    let error = WireError::Malformed { detail: "no seat to sync".into() };
                    self.send_text(encode_server(&ServerMessage::Error { error })).await;
                    Next::Go
                }
            },
            Incoming::Control(Control::Ping { t }) => match &self.stage {
                Stage::Seated(_, seat) => {
                    let msg = RoomMsg::Ping { conn: self.link.id, seat: *seat, t };
                    self.send_room(msg).await
                }
                _ => {
                    self.send_text(encode_server(&ServerMessage::Pong { t, now, version: None })).await;
                    Next::Go
                }
            },
        }
    }

    async fn send_room(&mut self, msg: RoomMsg) -> Next {
        let Stage::Seated(room, _) = &self.stage else { return Next::Go };
        if room.tx.send(msg).await.is_err() {
            // The room was unloaded: the client reconnects with its token.
            return Next::Close(GOING_AWAY, "room closed; reconnect");
        }
        Next::Go
    }

    async fn hello(&mut self, hello: protocol::Hello) -> Next {
        if !matches!(self.stage, Stage::Handshake) {
            let error = WireError::Malformed { detail: "hello was already said".into() };
            self.send_text(encode_server(&ServerMessage::Error { error })).await;
            return Next::Go;
        }
        if let Err(reason) = hello.check() {
            self.send_text(encode_server(&ServerMessage::HandshakeRefused { reason })).await;
            return Next::Close(POLICY, "handshake refused");
        }
        self.name = hello.name.trim().to_string();
        match hello.resume {
            Some(resume) => match lobby::resume(&self.shared, self.link.clone(), resume.token, resume.since).await {
                Ok((room, seat)) => {
                    self.stage = Stage::Seated(room, seat);
                    Next::Go
                }
                Err(reason) => {
                    tracing::info!(addr = %self.addr.ip(), "resume refused");
                    self.send_text(encode_server(&ServerMessage::HandshakeRefused { reason })).await;
                    Next::Close(POLICY, "handshake refused")
                }
            },
            None => {
                self.stage = Stage::Lobby;
                let reply = LobbyReply::Lobby { server: SERVER_VERSION.to_string(), protocol: PROTOCOL_VERSION };
                self.send_lobby(&reply, None).await;
                Next::Go
            }
        }
    }

    async fn lobby(&mut self, request: LobbyRequest, id: Option<u32>) {
        let name = request.name();
        if let LobbyRequest::ListRooms = request {
            let rooms = lobby::listed(&self.shared).await;
            self.send_lobby(&LobbyReply::RoomList { rooms }, id).await;
            return;
        }
        if matches!(self.stage, Stage::Seated(..)) {
            self.refuse(name, LobbyError::AlreadySeated, id).await;
            return;
        }
        let ip = self.addr.ip();
        let result = match &request {
            LobbyRequest::CreateRoom(req) => lobby::create(&self.shared, self.link.clone(), &self.name, req, ip).await,
            LobbyRequest::JoinRoom { code } => lobby::join(&self.shared, self.link.clone(), &self.name, code, ip).await,
            LobbyRequest::ListRooms => return,
        };
        match result {
            Ok((room, seat)) => self.stage = Stage::Seated(room, seat),
            Err(reason) => {
                if matches!(request, LobbyRequest::JoinRoom { .. }) {
                    tracing::info!(addr = %ip, reason = %reason, "join refused");
                }
                self.refuse(name, reason, id).await;
            }
        }
    }
}
