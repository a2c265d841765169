//! One task per room, owning its [`Match`]: it feeds the match the seats'
//! commands and connections with the room's time, sleeps until the
//! match's next deadline and then ticks it, stores every event before
//! anyone hears of it, and sends each seat its cut of every event.
//!
//! No game rule lives here: what is legal, what a flag fall means, when a
//! pause starts or ends is the match's to say. The room only decides
//! time (its time line, and the standstill after a restart), who holds a
//! seat, and when an unjoined room expires.

use crate::mailbox::{Claim, ClaimRefused, ConnLink, Outgoing, RoomMsg};
use crate::registry::RoomHandle;
use crate::shared::{Shared, SERVER_VERSION};
use crate::storage::{RoomRecord, RoomStatus, SeatRecord, StoreError, Write};
use crate::token_hash;
use protocol::{
    encode, encode_server, CatchUp, Command, EventKind, HandshakeError, Input, LagTracker, LobbyError, LobbyReply,
    Match, Phase, SeatToken, ServerMessage, PROTOCOL_VERSION,
};
use rules::Color;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

struct Attached {
    link: ConnLink,
    /// The last version sent to it.
    sent: u64,
}

/// The room's time line: match milliseconds, from the server's time
/// source plus an offset, or standing still after a restart.
struct RoomTime {
    offset: i64,
    frozen: Option<u64>,
}

/// After a restart: who was connected, and until when the clocks wait.
struct Restored {
    present: [bool; 2],
    until: Instant,
}

/// Whether the room goes on.
#[derive(PartialEq, Eq)]
enum Flow {
    Go,
    Stop,
}

/// The room's task.
pub struct Room {
    shared: Arc<Shared>,
    record: RoomRecord,
    m: Match,
    rx: mpsc::Receiver<RoomMsg>,
    conns: [Option<Attached>; 2],
    lag: [LagTracker; 2],
    time: RoomTime,
    restored: Option<Restored>,
    over_since: Option<Instant>,
    /// The rematch was opened (by this task; see [`rematch_id`]).
    rematched: bool,
    /// The game's latest version, for the cluster's probes ([`RoomHandle::latest`]).
    latest: Arc<AtomicU64>,
    /// Counted in the games in progress ([`crate::metrics::Metrics::games`]).
    counted: bool,
}

/// A room's inbox size.
const INBOX: usize = 256;

impl Room {
    /// Starts the task of a new room (already stored) or of one rebuilt from
    /// storage (`restored`: its clocks stand still until its players are back).
    pub fn spawn(shared: Arc<Shared>, record: RoomRecord, m: Match, restored: bool) -> Result<RoomHandle, RoomHandle> {
        let (tx, rx) = mpsc::channel(INBOX);
        let handle = RoomHandle::new(&record.game, tx);
        handle.latest.store(m.version(), Ordering::Relaxed);
        let tokens: Vec<[u8; 32]> = record.seats.iter().flatten().map(|s| s.token_hash).collect();
        shared.registry.insert(handle.clone(), &tokens)?;
        let server_now = shared.config.time.now_ms();
        let last = m.state().last_event_at();
        let (time, restored) = if restored {
            let until = Instant::now() + shared.config.restart_grace;
            (RoomTime { offset: 0, frozen: Some(last) }, Some(Restored { present: m.state().present(), until }))
        } else {
            (RoomTime { offset: last as i64 - server_now as i64, frozen: None }, None)
        };
        if record.status == RoomStatus::Open {
            let listed = if record.public { open_room(&record).map(|r| (record.created_at, r)) } else { None };
            shared.registry.open(&record.code, &record.game, listed);
        }
        let over_since = (m.state().phase() == Phase::Over).then(Instant::now);
        let mut room = Room {
            shared,
            record,
            m,
            rx,
            conns: [None, None],
            lag: [LagTracker::new(); 2],
            time,
            restored,
            over_since,
            rematched: false,
            latest: handle.latest.clone(),
            counted: false,
        };
        room.count_game();
        let bridge = room.shared.bus.is_some().then(|| room.shared.clone());
        tokio::spawn(room.run());
        if let Some(shared) = bridge {
            // Players connected to other instances reach the room through it.
            crate::cluster::bridge::spawn(shared, handle.clone());
        }
        Ok(handle)
    }

    fn now(&self) -> u64 {
        match self.time.frozen {
            Some(t) => t,
            None => (self.shared.config.time.now_ms() as i64 + self.time.offset).max(0) as u64,
        }
    }

    fn unfreeze(&mut self) {
        if let Some(t) = self.time.frozen.take() {
            self.time.offset = t as i64 - self.shared.config.time.now_ms() as i64;
        }
    }

    async fn run(mut self) {
        let mut shutdown = self.shared.shutdown.clone();
        loop {
            if *shutdown.borrow() {
                break;
            }
            let wake = self.next_wake();
            let flow = tokio::select! {
                msg = self.rx.recv() => match msg {
                    Some(msg) => self.handle(msg).await,
                    None => Flow::Stop,
                },
                _ = sleep_until(wake), if wake.is_some() => self.on_timer().await,
                _ = shutdown.changed() => Flow::Stop,
            };
            if flow == Flow::Stop {
                break;
            }
        }
        if self.counted {
            self.shared.metrics.games.dec();
        }
        if !*shutdown.borrow() {
            // Unloaded (or broken): the connections go back to their players'
            // hands; a reconnect loads the room from storage again.
            self.shared.registry.remove(&self.record.game, &self.record.code);
            for a in self.conns.iter().flatten() {
                a.link.kill.notify_one();
            }
        }
    }

    /// The earliest of: the match's deadline, the end of the restart
    /// standstill, the room's expiry, the end of its stay in memory.
    fn next_wake(&self) -> Option<Instant> {
        let now = Instant::now();
        let mut wake: Option<Instant> = None;
        let mut at = |i: Instant| wake = Some(wake.map_or(i, |w| w.min(i)));
        if self.time.frozen.is_none() {
            if let Some(d) = self.m.next_deadline() {
                at(now + Duration::from_millis(d.saturating_sub(self.now())));
            }
        }
        if let Some(r) = &self.restored {
            at(r.until);
        }
        if self.record.status == RoomStatus::Open {
            at(now + Duration::from_millis(self.record.expires_at.saturating_sub(unix_ms())));
        }
        if let Some(t) = self.over_since {
            at(t + self.shared.config.linger);
        }
        wake
    }

    async fn on_timer(&mut self) -> Flow {
        if self.restored.as_ref().is_some_and(|r| Instant::now() >= r.until)
            && self.end_standstill().await == Flow::Stop
        {
            return Flow::Stop;
        }
        if self.record.status == RoomStatus::Open && unix_ms() >= self.record.expires_at {
            return self.expire().await;
        }
        if self.over_since.is_some_and(|t| t.elapsed() >= self.shared.config.linger) {
            return Flow::Stop;
        }
        self.input(Input::Tick, self.now(), 0).await.1
    }

    async fn handle(&mut self, msg: RoomMsg) -> Flow {
        match msg {
            RoomMsg::Seat { link, claim, reply } => self.seat(link, claim, reply).await,
            RoomMsg::Command { conn, seat, command, id, received_ms } => {
                if !self.is_attached(seat, conn) {
                    return Flow::Go;
                }
                let queued = self.shared.config.time.now_ms().saturating_sub(received_ms);
                let now = self.now().saturating_sub(queued);
                let name = command.name();
                let is_move = matches!(command, Command::Move { .. });
                let mut lag = self.lag[seat.index()];
                let credit = if is_move { lag.credit_move() } else { 0 };
                let (reply, flow) = self.input(Input::Command(seat, command), now, credit).await;
                match reply {
                    Some(refusal) => {
                        let msg = ServerMessage::Refused { command: name.to_string(), id, refusal };
                        self.send(seat, encode_server(&msg));
                    }
                    None if is_move => self.lag[seat.index()] = lag,
                    None => {}
                }
                flow
            }
            RoomMsg::Sync { conn, seat, since } => {
                if self.is_attached(seat, conn) {
                    self.catch_up(seat, since);
                }
                Flow::Go
            }
            RoomMsg::Ping { conn, seat, t } => {
                if self.is_attached(seat, conn) {
                    let pong = ServerMessage::Pong { t, now: self.now(), version: Some(self.m.version()) };
                    self.send(seat, encode_server(&pong));
                }
                Flow::Go
            }
            RoomMsg::RoundTrip { conn, seat, rtt_ms } => {
                if self.is_attached(seat, conn) {
                    self.lag[seat.index()].record_round_trip(rtt_ms);
                }
                Flow::Go
            }
            RoomMsg::Detach { conn, seat } => {
                if !self.is_attached(seat, conn) || *self.shared.shutdown.borrow() {
                    return Flow::Go;
                }
                self.conns[seat.index()] = None;
                self.input(Input::Disconnected(seat), self.now(), 0).await.1
            }
            RoomMsg::Tick => self.input(Input::Tick, self.now(), 0).await.1,
            RoomMsg::Lost => {
                tracing::warn!(game = %self.record.game, "another instance holds the room now; its players move on");
                Flow::Stop
            }
        }
    }

    fn is_attached(&self, seat: Color, conn: u64) -> bool {
        self.conns[seat.index()].as_ref().is_some_and(|a| a.link.id == conn)
    }

    /// Feeds the match one input, stores what it caused, then tells both
    /// seats. Returns the refusal, if any.
    async fn input(&mut self, input: Input, now: u64, lag: u64) -> (Option<protocol::Refusal>, Flow) {
        let reply = self.m.input_lagged(input, now, lag);
        if reply.events.is_empty() {
            return (reply.refusal, Flow::Go);
        }
        let flow = self.store(reply.events, None).await;
        (reply.refusal, flow)
    }

    /// Appends `events` (already applied to the match) and the status they
    /// lead to, then sends them. A failed append means the stored game and
    /// this task's differ: the task stops, and the room is served again
    /// from what is stored.
    async fn store(&mut self, events: Vec<protocol::Event>, status: Option<RoomStatus>) -> Flow {
        let status = status.or_else(|| self.status_now()).filter(|s| *s != self.record.status);
        let moves = events.iter().filter(|e| matches!(e.kind, EventKind::Moved { .. })).count() as u64;
        let write = Write::Append { game: self.record.game.clone(), epoch: self.record.epoch, events, status };
        let started = Instant::now();
        let written = self.shared.storage.write_all(vec![write]).await;
        self.shared.metrics.appended(started.elapsed());
        match written {
            Ok(()) => {
                self.shared.metrics.moves.inc_by(moves);
            }
            Err(StoreError::Fenced(why)) => {
                tracing::warn!(game = %self.record.game, why = %why, "append refused: another instance holds the room");
                return Flow::Stop;
            }
            Err(e) => {
                tracing::error!(game = %self.record.game, error = %e, "append failed; the room reloads from storage");
                return Flow::Stop;
            }
        }
        if let Some(s) = status {
            self.record.status = s;
            if s == RoomStatus::Over || s == RoomStatus::Expired {
                // A room called off before anyone joined leaves the list and its code closes.
                self.shared.registry.close(&self.record.code);
                self.over_since = Some(Instant::now());
                tracing::info!(game = %self.record.game, status = ?s, "game over");
            }
            self.count_game();
        }
        self.flush();
        self.rematch().await;
        Flow::Go
    }

    /// Opens the rematch once both players agreed to it and both are here:
    /// a new game (colours swapped, new seat tokens) stored like any other
    /// and served by its own task; each connection is handed its new seat.
    /// The new game's id comes from the old one, so a rematch is opened at
    /// most once even by another task serving this room from storage.
    async fn rematch(&mut self) {
        if self.rematched || !self.m.state().rematch_agreed() || self.conns.iter().any(Option::is_none) {
            return;
        }
        self.rematched = true;
        let game = rematch_id(&self.record.game);
        let m = match self.m.rematch(game.clone()) {
            Ok(m) => m,
            Err(e) => {
                tracing::error!(game = %self.record.game, refusal = %e, "no rematch");
                return;
            }
        };
        let (Ok(white), Ok(black), Ok(code)) = (SeatToken::random(), SeatToken::random(), crate::code::random_code())
        else {
            return;
        };
        let tokens = [white, black];
        // The seats swap: the new White is the old Black.
        let seats = Color::BOTH.map(|c| {
            let name = self.record.seats[c.flip().index()].as_ref().map(|s| s.name.clone()).unwrap_or_default();
            Some(SeatRecord { token_hash: token_hash(&tokens[c.index()]), name })
        });
        let now = unix_ms();
        let record = RoomRecord {
            game,
            code,
            config: m.state().config().clone(),
            public: false,
            created_at: now,
            expires_at: now,
            seats,
            status: RoomStatus::Playing,
            owner: self.shared.instance.clone(),
            epoch: 1,
        };
        if let Err(e) = self.shared.storage.write_all(vec![Write::CreateRoom(Box::new(record.clone()))]).await {
            tracing::error!(game = %self.record.game, error = %e, "could not store the rematch");
            return;
        }
        let new_game = record.game.clone();
        if Room::spawn(self.shared.clone(), record, m, false).is_err() {
            return;
        }
        tracing::info!(game = %self.record.game, rematch = %new_game, "rematch started");
        for old in Color::BOTH {
            let Some(a) = self.conns[old.index()].take() else { continue };
            let colour = old.flip();
            let _ = a.link.tx.try_send(Outgoing::Rematch { token: tokens[colour.index()], colour });
        }
    }

    /// The status the match's phase means.
    fn status_now(&self) -> Option<RoomStatus> {
        match self.m.state().phase() {
            Phase::Waiting => None,
            Phase::Setup | Phase::Playing => Some(RoomStatus::Playing),
            Phase::Over if self.record.status == RoomStatus::Expired => None,
            Phase::Over => Some(RoomStatus::Over),
        }
    }

    /// Keeps the games-in-progress gauge in step with the room's status.
    fn count_game(&mut self) {
        let playing = self.record.status == RoomStatus::Playing;
        if playing != self.counted {
            if playing {
                self.shared.metrics.games.inc();
            } else {
                self.shared.metrics.games.dec();
            }
            self.counted = playing;
        }
    }

    /// Sends every attached seat the events it has not had yet.
    fn flush(&mut self) {
        let version = self.m.version();
        self.latest.store(version, Ordering::Relaxed);
        for seat in Color::BOTH {
            let Some(a) = self.conns[seat.index()].as_mut() else { continue };
            let from = a.sent as usize;
            a.sent = version;
            for e in self.m.log().get(from..).unwrap_or_default() {
                let text = encode_server(&ServerMessage::Event(e.for_seat(seat)));
                if a.link.tx.try_send(Outgoing::Text(text)).is_err() {
                    a.link.kill.notify_one();
                    break;
                }
            }
        }
    }

    fn send(&mut self, seat: Color, text: String) {
        if let Some(a) = &self.conns[seat.index()] {
            if a.link.tx.try_send(Outgoing::Text(text)).is_err() {
                a.link.kill.notify_one();
            }
        }
    }

    /// Sends `seat` what it needs after `since`: the events, or a snapshot.
    fn catch_up(&mut self, seat: Color, since: u64) {
        let version = self.m.version();
        match self.m.catch_up(seat, since) {
            CatchUp::Events(events) => {
                for e in events {
                    self.send(seat, encode_server(&ServerMessage::Event(e)));
                }
            }
            CatchUp::Snapshot(state) => {
                let now = self.now();
                self.send(seat, encode_server(&ServerMessage::Snapshot { state, now }));
            }
        }
        if let Some(a) = self.conns[seat.index()].as_mut() {
            a.sent = version;
        }
    }

    async fn seat(
        &mut self,
        link: ConnLink,
        claim: Claim,
        reply: oneshot::Sender<Result<Color, ClaimRefused>>,
    ) -> Flow {
        let (seat, token, since, preface) = match claim {
            Claim::Create { token } => {
                let hash = token_hash(&token);
                let Some(seat) = self.seat_of(&hash) else {
                    let _ = reply.send(Err(ClaimRefused::Lobby(LobbyError::Unavailable)));
                    return Flow::Go;
                };
                let created = LobbyReply::RoomCreated {
                    code: crate::code::display(&self.record.code),
                    colour: seat,
                    expires_at: self.record.expires_at,
                };
                (seat, token, 0, vec![encode(&created, None)])
            }
            Claim::Resume { token, since } => {
                let Some(seat) = self.seat_of(&token_hash(&token)) else {
                    let _ = reply.send(Err(ClaimRefused::Handshake(HandshakeError::UnknownSeat)));
                    return Flow::Go;
                };
                (seat, token, since, Vec::new())
            }
            Claim::Join { name } => {
                let free = Color::BOTH.into_iter().find(|c| self.record.seats[c.index()].is_none());
                let (Some(seat), RoomStatus::Open) = (free, self.record.status) else {
                    let _ = reply.send(Err(ClaimRefused::Lobby(LobbyError::UnknownCode)));
                    return Flow::Go;
                };
                let Ok(token) = SeatToken::random() else {
                    let _ = reply.send(Err(ClaimRefused::Lobby(LobbyError::Unavailable)));
                    return Flow::Go;
                };
                let record = SeatRecord { token_hash: token_hash(&token), name: name.clone() };
                let write = Write::TakeSeat { game: self.record.game.clone(), color: seat, seat: record.clone() };
                if let Err(e) = self.shared.storage.write_all(vec![write]).await {
                    tracing::error!(game = %self.record.game, error = %e, "could not store a seat");
                    let _ = reply.send(Err(ClaimRefused::Lobby(LobbyError::Unavailable)));
                    return Flow::Go;
                }
                self.shared.registry.close(&self.record.code);
                self.shared.registry.add_token(record.token_hash, &self.record.game);
                self.record.seats[seat.index()] = Some(record);
                let joined = LobbyReply::RoomJoined { code: crate::code::display(&self.record.code), colour: seat };
                self.send(seat.flip(), encode(&LobbyReply::OpponentJoined { name }, None));
                tracing::info!(game = %self.record.game, "room joined");
                (seat, token, 0, vec![encode(&joined, None)])
            }
        };
        if let Some(old) = self.conns[seat.index()].take() {
            // The seat's player came back on a new connection: the old one closes.
            old.link.kill.notify_one();
        }
        for text in preface {
            let _ = link.tx.try_send(Outgoing::Text(text));
        }
        let opponent = self.record.seats[seat.flip().index()].as_ref().map(|s| s.name.clone());
        let welcome = ServerMessage::Welcome {
            app: SERVER_VERSION.to_string(),
            protocol: PROTOCOL_VERSION,
            token,
            config: self.record.config.clone(),
            opponent,
        };
        let _ = link.tx.try_send(Outgoing::Text(encode_server(&welcome)));
        self.conns[seat.index()] = Some(Attached { link, sent: 0 });
        self.catch_up(seat, since);
        let _ = reply.send(Ok(seat));
        let flow = self.input(Input::Connected(seat), self.now(), 0).await.1;
        if flow == Flow::Stop {
            return flow;
        }
        let back = |r: &Restored| Color::BOTH.iter().all(|c| !r.present[c.index()] || self.conns[c.index()].is_some());
        if self.restored.as_ref().is_some_and(back) {
            return self.end_standstill().await;
        }
        // A rematch agreed while this player was away opens now.
        self.rematch().await;
        Flow::Go
    }

    fn seat_of(&self, hash: &[u8; 32]) -> Option<Color> {
        Color::BOTH.into_iter().find(|c| self.record.seats[c.index()].as_ref().is_some_and(|s| s.token_hash == *hash))
    }

    /// The clocks start again after a restart: everyone who was connected is
    /// back, or the grace is over and the absent are recorded as gone (the
    /// match's disconnection rules take it from there).
    async fn end_standstill(&mut self) -> Flow {
        let Some(r) = self.restored.take() else { return Flow::Go };
        self.unfreeze();
        for seat in Color::BOTH {
            let gone = r.present[seat.index()] && self.conns[seat.index()].is_none();
            if gone && self.input(Input::Disconnected(seat), self.now(), 0).await.1 == Flow::Stop {
                return Flow::Stop;
            }
        }
        Flow::Go
    }

    /// Nobody joined in time: the game is aborted for its creator and the
    /// room closes.
    async fn expire(&mut self) -> Flow {
        self.shared.registry.close(&self.record.code);
        let Some(creator) = Color::BOTH.into_iter().find(|c| self.record.seats[c.index()].is_some()) else {
            return Flow::Stop;
        };
        let reply = self.m.input(Input::Command(creator, Command::Abort), self.now());
        let flow = self.store(reply.events, Some(RoomStatus::Expired)).await;
        let code = crate::code::display(&self.record.code);
        self.send(creator, encode(&LobbyReply::RoomExpired { code }, None));
        if let Some(a) = self.conns[creator.index()].take() {
            let _ = a.link.tx.try_send(Outgoing::Unseat);
        }
        tracing::info!(game = %self.record.game, "room expired");
        flow
    }
}

/// The public listing of an open room.
pub fn open_room(record: &RoomRecord) -> Option<protocol::OpenRoom> {
    let creator = Color::BOTH.into_iter().find(|c| record.seats[c.index()].is_some())?;
    Some(protocol::OpenRoom {
        code: crate::code::display(&record.code),
        variant: record.config.variant,
        time: record.config.time,
        colour: creator.flip(),
        creator: record.seats[creator.index()].as_ref().map(|s| s.name.clone()).unwrap_or_default(),
        takebacks: record.config.takebacks,
        expires_at: record.expires_at,
    })
}

async fn sleep_until(wake: Option<Instant>) {
    match wake {
        Some(w) => tokio::time::sleep_until(w).await,
        None => std::future::pending().await,
    }
}

/// The id of the rematch of `game`: derived from it, so that it is the
/// same whoever opens it.
pub fn rematch_id(game: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(format!("rematch of {game}").as_bytes());
    format!("g{}", hex::encode(&digest[..8]))
}

/// Wall-clock time (Unix ms), for room expiry.
pub fn unix_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
}
