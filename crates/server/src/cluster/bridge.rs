//! The owner's side of the bus for one room: it takes what remote
//! connections send on the room's subject to the room's task, as if they
//! were local connections, and sends each one what the room sends it.
//! Each remote connection gets a local stand-in ([`ConnLink`]) whose outbox
//! is published on the connection's subject, in order.

use crate::cluster::bus::{self, Bus, ProbeAnswer, Refused, Remote, RemoteClaim, SeatAnswer, ToConn, ToOwner};
use crate::mailbox::{Claim, ClaimRefused, ConnLink, Outgoing, RoomMsg};
use crate::registry::RoomHandle;
use crate::shared::Shared;
use futures_util::StreamExt;
use protocol::LobbyError;
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot, Notify};

/// A remote connection's outbox, as a local connection's.
const OUTBOX: usize = 128;

/// How long the room may take to seat a remote player.
const SEAT_TIMEOUT: Duration = Duration::from_secs(8);

/// Serves `room`'s subject while the room's task runs.
pub fn spawn(shared: Arc<Shared>, room: RoomHandle) {
    tokio::spawn(async move {
        if let Err(e) = run(&shared, &room).await {
            tracing::warn!(game = %room.game, error = %e, "the room is not reachable from other instances");
        }
    });
}

async fn run(shared: &Arc<Shared>, room: &RoomHandle) -> Result<(), bus::BusError> {
    let Some(bus) = shared.bus.clone() else { return Ok(()) };
    let mut sub = bus.client.subscribe(bus::room_subject(&room.game)).await?;
    // Connections that reached a previous owner move on.
    bus.client.publish(bus::moved_subject(&room.game), shared.instance.clone().into()).await?;
    // Each remote connection: its local id, and the last command it numbered.
    let mut remotes: HashMap<Remote, (u64, u64)> = HashMap::new();
    loop {
        let msg = tokio::select! {
            m = sub.next() => match m {
                Some(m) => m,
                None => break,
            },
            _ = room.tx.closed() => break,
        };
        let Ok(to) = bus::read::<ToOwner>(&msg.payload) else { continue };
        let local = match to {
            ToOwner::Probe => {
                if let Some(reply) = msg.reply {
                    let version = room.latest.load(Ordering::Relaxed);
                    let answer = serde_json::to_vec(&ProbeAnswer { owner: shared.instance.clone(), version })
                        .unwrap_or_default();
                    let _ = bus.client.publish(reply, answer.into()).await;
                }
                continue;
            }
            ToOwner::Seat { from, claim } => {
                let id = shared.next_conn_id();
                let (tx, rx) = mpsc::channel(OUTBOX);
                let kill = Arc::new(Notify::new());
                tokio::spawn(drain(bus.clone(), bus::conn_subject(&from), rx, kill.clone()));
                remotes.insert(from, (id, 0));
                let claim = match claim {
                    RemoteClaim::Join { name } => Claim::Join { name },
                    RemoteClaim::Resume { token, since } => Claim::Resume { token, since },
                };
                tokio::spawn(seat(
                    bus.clone(),
                    shared.instance.clone(),
                    room.clone(),
                    ConnLink { id, tx, kill },
                    claim,
                    msg.reply,
                ));
                continue;
            }
            ToOwner::Command { from, seat, command, id, queued_ms, seq } => {
                let received_ms = shared.config.time.now_ms().saturating_sub(queued_ms);
                let Some((conn, last)) = remotes.get_mut(&from) else {
                    // Not seated here (it reached a previous owner): told
                    // so, it closes, and its client reconnects.
                    if let Some(reply) = msg.reply {
                        let _ = bus.client.publish(reply, "false".into()).await;
                    }
                    continue;
                };
                let conn = *conn;
                let fresh = seq > *last;
                *last = (*last).max(seq);
                if fresh && room.tx.send(RoomMsg::Command { conn, seat, command, id, received_ms }).await.is_err() {
                    break;
                }
                // Acknowledged once the room has it (or had it already).
                if let Some(reply) = msg.reply {
                    let _ = bus.client.publish(reply, "true".into()).await;
                }
                continue;
            }
            ToOwner::Sync { from, seat, since } => {
                remotes.get(&from).map(|&(conn, _)| RoomMsg::Sync { conn, seat, since }).ok_or(from)
            }
            ToOwner::Ping { from, seat, t } => {
                remotes.get(&from).map(|&(conn, _)| RoomMsg::Ping { conn, seat, t }).ok_or(from)
            }
            ToOwner::RoundTrip { from, seat, rtt_ms } => {
                remotes.get(&from).map(|&(conn, _)| RoomMsg::RoundTrip { conn, seat, rtt_ms }).ok_or(from)
            }
            ToOwner::Detach { from, seat } => {
                remotes.remove(&from).map(|(conn, _)| RoomMsg::Detach { conn, seat }).ok_or(from)
            }
        };
        match local {
            Ok(m) => {
                if room.tx.send(m).await.is_err() {
                    break;
                }
            }
            // A connection this owner never seated (it reached a previous
            // owner): it closes, and its client reconnects.
            Err(from) => {
                let _ = bus.send(bus::conn_subject(&from), &ToConn::Kill).await;
            }
        }
    }
    Ok(())
}

/// Seats a remote player and answers its request.
async fn seat(
    bus: Bus,
    owner: String,
    room: RoomHandle,
    link: ConnLink,
    claim: Claim,
    reply_to: Option<async_nats::Subject>,
) {
    let (reply, answer) = oneshot::channel();
    let unavailable = Refused::Lobby { reason: LobbyError::Unavailable };
    let seat = if room.tx.send(RoomMsg::Seat { link, claim, reply }).await.is_ok() {
        match tokio::time::timeout(SEAT_TIMEOUT, answer).await {
            Ok(Ok(Ok(color))) => Ok(color),
            Ok(Ok(Err(ClaimRefused::Handshake(reason)))) => Err(Refused::Handshake { reason }),
            Ok(Ok(Err(ClaimRefused::Lobby(reason)))) => Err(Refused::Lobby { reason }),
            _ => Err(unavailable),
        }
    } else {
        Err(unavailable)
    };
    if let Some(to) = reply_to {
        if let Ok(body) = serde_json::to_vec(&SeatAnswer { owner, seat }) {
            let _ = bus.client.publish(to, body.into()).await;
        }
    }
}

/// Publishes a remote connection's outbox on its subject until the room
/// lets it go (or closes it).
async fn drain(bus: Bus, subject: String, mut rx: mpsc::Receiver<Outgoing>, kill: Arc<Notify>) {
    loop {
        let out = tokio::select! {
            o = rx.recv() => o,
            _ = kill.notified() => {
                let _ = bus.send(subject, &ToConn::Kill).await;
                return;
            }
        };
        let msg = match out {
            None => return,
            Some(Outgoing::Text(text)) => ToConn::Text { text },
            Some(Outgoing::Unseat) => ToConn::Unseat,
            Some(Outgoing::Rematch { token, colour }) => ToConn::Rematch { token, colour },
        };
        // A message the bus refuses is lost like one the bus drops: the
        // stand-in on the other side notices the gap and resyncs.
        if let Err(e) = bus.send(subject.clone(), &msg).await {
            tracing::debug!(error = %e, "a message to a remote connection was not sent");
        }
    }
}
