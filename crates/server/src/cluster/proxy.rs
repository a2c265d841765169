//! The player's side of the bus: a connection seated in a room that
//! another instance owns talks to a stand-in for the room, which sends its
//! messages to the owner and hands it what the owner sends back. The
//! connection cannot tell the difference.
//!
//! When the owner changes (a takeover is announced, or the owner stops
//! answering probes for longer than a lease), the connection is closed:
//! its client reconnects, to any instance, and resyncs by version.
//!
//! The bus may lose messages, so the stand-in makes up for it (the client
//! need not know): it sends each command until the owner acknowledges it
//! ([`deliver`]); it keeps the version of the last event it handed its
//! client and hands over events strictly in order ([`admit`]): one it
//! already handed (a resync crossed it) is dropped, and one past a gap (an
//! earlier event was lost) is held back while it asks the owner for the
//! rest; it asks too when the owner's probe answer shows a later version —
//! every second, and at once when the bus connection comes back.

use crate::cluster::bus::{self, Bus, ProbeAnswer, Refused, Remote, RemoteClaim, SeatAnswer, ToConn, ToOwner};
use crate::mailbox::{Claim, ClaimRefused, ConnLink, Outgoing, RoomMsg};
use crate::registry::RoomHandle;
use crate::shared::Shared;
use futures_util::StreamExt;
use protocol::LobbyError;
use rules::Color;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// The stand-in's inbox (as a room's).
const INBOX: usize = 256;

/// How often the owner is asked whether it still serves the room.
const PROBE_EVERY: Duration = Duration::from_secs(1);

/// A stand-in for `game`, served by another instance, for one connection.
pub fn open(shared: &Arc<Shared>, game: &str) -> Option<RoomHandle> {
    let bus = shared.bus.clone()?;
    let (tx, rx) = mpsc::channel(INBOX);
    tokio::spawn(run(shared.clone(), bus, game.to_string(), rx));
    Some(RoomHandle::new(game, tx))
}

/// How long one attempt at delivering a command waits for the owner's
/// acknowledgement.
const ACK_WAIT: Duration = Duration::from_millis(1_000);

/// Sends a command to the room's owner until it acknowledges it: for at
/// most a lease and a few seconds (NATS restarting, a takeover). `false`
/// when it did not, or the owner does not know this connection: then the
/// connection is closed and its client reconnects.
async fn deliver(shared: &Shared, bus: &Bus, subject: &str, command: &ToOwner) -> bool {
    let until = Instant::now() + shared.config.lease + Duration::from_secs(5);
    loop {
        let sent = tokio::time::timeout(ACK_WAIT, bus.ask::<_, bool>(subject.to_string(), command)).await;
        if let Ok(Ok(known)) = sent {
            return known;
        }
        if Instant::now() >= until {
            return false;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// What a message for the client says of the game's version.
#[derive(Debug, PartialEq)]
enum Versioned {
    /// An event, of this version.
    Event(u64),
    /// A snapshot at this version.
    Snapshot(u64),
}

/// Reads the version an event or a snapshot carries (`None` for any other
/// message).
fn versioned(text: &str) -> Option<Versioned> {
    #[derive(serde::Deserialize)]
    struct State {
        version: u64,
    }
    #[derive(serde::Deserialize)]
    struct Peek {
        #[serde(rename = "type")]
        kind: String,
        version: Option<u64>,
        state: Option<State>,
    }
    let peek: Peek = serde_json::from_str(text).ok()?;
    match peek.kind.as_str() {
        "event" => peek.version.map(Versioned::Event),
        "snapshot" => peek.state.map(|s| Versioned::Snapshot(s.version)),
        _ => None,
    }
}

/// What the stand-in does with a message for its client.
#[derive(Debug, PartialEq)]
enum Admit {
    /// Hand it over (the next event, a snapshot, or a message without a version).
    Forward,
    /// An event the client already has: a resync's answer crossed it.
    Duplicate,
    /// An event past a gap: an earlier one was lost on the bus. Handing it
    /// over would leave the client behind a gap that the resync's answer
    /// could no longer fill (its events would count as duplicates), so it
    /// is held back and the owner asked for everything after `seen`.
    Gap,
}

/// Whether `text` goes to the client, given `seen`, the version of the last
/// event handed over; updates `seen` for what goes.
fn admit(seen: &mut u64, text: &str) -> Admit {
    match versioned(text) {
        Some(Versioned::Event(v)) if v <= *seen => Admit::Duplicate,
        // `seen` may come from a client's resume: any number.
        Some(Versioned::Event(v)) if v > seen.saturating_add(1) => Admit::Gap,
        Some(Versioned::Event(v) | Versioned::Snapshot(v)) => {
            *seen = v;
            Admit::Forward
        }
        None => Admit::Forward,
    }
}

/// Asks the owner, on the client's behalf, for every event after `since`
/// (its answer comes back on the connection's subject, through [`admit`]).
async fn resync(bus: &Bus, subject: &str, from: &Remote, seat: Color, since: u64) {
    let _ = bus.send(subject.to_string(), &ToOwner::Sync { from: from.clone(), seat, since }).await;
}

/// Asks the owner for a seat; while nobody serves the room (a takeover
/// under way), asks again, for at most a lease and two seconds.
async fn request_seat(shared: &Shared, bus: &Bus, game: &str, msg: &ToOwner) -> Result<SeatAnswer, bus::BusError> {
    let until = Instant::now() + shared.config.lease + Duration::from_secs(2);
    loop {
        match bus.ask::<_, SeatAnswer>(bus::room_subject(game), msg).await {
            Err(e) if bus::no_responders(&e) && Instant::now() < until => {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            other => return other,
        }
    }
}

async fn run(shared: Arc<Shared>, bus: Bus, game: String, mut rx: mpsc::Receiver<RoomMsg>) {
    let Some(RoomMsg::Seat { link, claim, reply }) = rx.recv().await else { return };
    let unavailable = ClaimRefused::Lobby(LobbyError::Unavailable);
    // The version of the last event the client has.
    let mut seen = 0;
    let claim = match claim {
        Claim::Join { name } => RemoteClaim::Join { name },
        Claim::Resume { token, since } => {
            seen = since;
            RemoteClaim::Resume { token, since }
        }
        Claim::Create { .. } => {
            let _ = reply.send(Err(unavailable));
            return;
        }
    };
    let from = Remote { instance: shared.instance.clone(), conn: link.id };
    // Subscribed before the claim, so that nothing the owner sends is missed.
    let subscribed = async {
        let inbox = bus.client.subscribe(bus::conn_subject(&from)).await?;
        let moved = bus.client.subscribe(bus::moved_subject(&game)).await?;
        Ok::<_, bus::BusError>((inbox, moved))
    };
    let Ok((mut inbox, mut moved)) = subscribed.await else {
        let _ = reply.send(Err(unavailable));
        return;
    };
    let answer = request_seat(&shared, &bus, &game, &ToOwner::Seat { from: from.clone(), claim }).await;
    let (owner, seat) = match answer {
        Ok(SeatAnswer { owner, seat: Ok(color) }) => {
            let _ = reply.send(Ok(color));
            (owner, color)
        }
        Ok(SeatAnswer { seat: Err(Refused::Handshake { reason }), .. }) => {
            let _ = reply.send(Err(ClaimRefused::Handshake(reason)));
            return;
        }
        Ok(SeatAnswer { seat: Err(Refused::Lobby { reason }), .. }) => {
            let _ = reply.send(Err(ClaimRefused::Lobby(reason)));
            return;
        }
        Err(e) => {
            tracing::info!(game = %game, error = %e, "the room's owner did not answer");
            let _ = reply.send(Err(unavailable));
            return;
        }
    };
    let (versions, mut owner_at) = mpsc::channel(4);
    let watch =
        tokio::spawn(watch_owner(shared.clone(), bus.clone(), game.clone(), owner.clone(), link.clone(), versions));
    let subject = bus::room_subject(&game);
    let mut seq = 0;
    // The `seen` at which a gap last made the stand-in ask for a resync.
    let mut gap_asked = None;
    loop {
        tokio::select! {
            msg = rx.recv() => {
                let now = shared.config.time.now_ms();
                let out = match msg {
                    None => break,
                    Some(RoomMsg::Command { seat, command, id, received_ms, .. }) => {
                        seq += 1;
                        let queued_ms = now.saturating_sub(received_ms);
                        let command = ToOwner::Command { from: from.clone(), seat, command, id, queued_ms, seq };
                        if !deliver(&shared, &bus, &subject, &command).await {
                            tracing::info!(game = %game, "the room's owner does not take commands; the player reconnects");
                            link.kill.notify_one();
                        }
                        continue;
                    }
                    Some(RoomMsg::Sync { seat, since, .. }) => ToOwner::Sync { from: from.clone(), seat, since },
                    Some(RoomMsg::Ping { seat, t, .. }) => ToOwner::Ping { from: from.clone(), seat, t },
                    Some(RoomMsg::RoundTrip { seat, rtt_ms, .. }) => ToOwner::RoundTrip { from: from.clone(), seat, rtt_ms },
                    Some(RoomMsg::Detach { seat, .. }) => {
                        let _ = bus.send(subject.clone(), &ToOwner::Detach { from: from.clone(), seat }).await;
                        break;
                    }
                    Some(RoomMsg::Seat { reply, .. }) => {
                        let _ = reply.send(Err(ClaimRefused::Lobby(LobbyError::Unavailable)));
                        continue;
                    }
                    Some(RoomMsg::Tick) | Some(RoomMsg::Lost) => continue,
                };
                let _ = bus.send(subject.clone(), &out).await;
            }
            m = inbox.next() => {
                let Some(m) = m else { break };
                match bus::read::<ToConn>(&m.payload) {
                    Ok(ToConn::Text { text }) => match admit(&mut seen, &text) {
                        Admit::Forward => {
                            if link.tx.try_send(Outgoing::Text(text)).is_err() {
                                link.kill.notify_one();
                            }
                        }
                        Admit::Duplicate => {}
                        // Asked once per gap; if the answer is lost too, the
                        // next probe asks again.
                        Admit::Gap if gap_asked != Some(seen) => {
                            gap_asked = Some(seen);
                            tracing::debug!(game = %game, seen, "an event lost on the bus; resyncing from the owner");
                            resync(&bus, &subject, &from, seat, seen).await;
                        }
                        Admit::Gap => {}
                    },
                    Ok(ToConn::Unseat) => {
                        let _ = link.tx.try_send(Outgoing::Unseat);
                    }
                    Ok(ToConn::Rematch { token, colour }) => {
                        let _ = link.tx.try_send(Outgoing::Rematch { token, colour });
                    }
                    Ok(ToConn::Kill) => link.kill.notify_one(),
                    Err(_) => {}
                }
            }
            Some(latest) = owner_at.recv() => {
                if latest > seen {
                    tracing::debug!(game = %game, seen, latest, "events lost on the bus; resyncing from the owner");
                    resync(&bus, &subject, &from, seat, seen).await;
                }
            }
            m = moved.next() => {
                let Some(m) = m else { break };
                if m.payload.as_ref() != owner.as_bytes() {
                    tracing::info!(game = %game, "the room moved to another instance; the player reconnects");
                    link.kill.notify_one();
                }
            }
        }
    }
    watch.abort();
}

/// Asks the owner every second (and at once when the bus connection comes
/// back) whether it still serves the room and at which version, and hands
/// the version to the stand-in; closes the connection when the owner stops
/// serving the room: another instance answers the probe, or nobody has for
/// longer than a lease.
async fn watch_owner(
    shared: Arc<Shared>,
    bus: Bus,
    game: String,
    owner: String,
    link: ConnLink,
    versions: mpsc::Sender<u64>,
) {
    let mut answered = Instant::now();
    let mut recovered = bus.recovered();
    recovered.mark_unchanged();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(PROBE_EVERY) => {}
            changed = recovered.changed() => {
                if changed.is_err() {
                    return;
                }
                // Let the connection subscribe again before asking.
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
        let probe = bus.ask::<_, ProbeAnswer>(bus::room_subject(&game), &ToOwner::Probe);
        match tokio::time::timeout(PROBE_EVERY, probe).await {
            Ok(Ok(ProbeAnswer { owner: now, version })) if now == owner => {
                answered = Instant::now();
                let _ = versions.try_send(version);
            }
            Ok(Ok(_)) => break,
            _ if answered.elapsed() > shared.config.lease + PROBE_EVERY => {
                tracing::info!(game = %game, "the room's owner is silent; the player reconnects");
                break;
            }
            _ => {}
        }
    }
    link.kill.notify_one();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(v: u64) -> String {
        format!(r#"{{"v":1,"type":"event","version":{v},"at":0,"event":"joined","color":"white"}}"#)
    }

    #[test]
    fn events_go_to_the_client_in_order_and_once() {
        let mut seen = 30;
        assert_eq!(admit(&mut seen, &event(31)), Admit::Forward);
        assert_eq!(admit(&mut seen, &event(31)), Admit::Duplicate);
        assert_eq!(admit(&mut seen, &event(30)), Admit::Duplicate);
        assert_eq!(seen, 31);
        assert_eq!(admit(&mut seen, r#"{"v":1,"type":"pong","t":1,"now":5}"#), Admit::Forward);
        assert_eq!(admit(&mut seen, "not json"), Admit::Forward);
        assert_eq!(seen, 31);
    }

    /// Event 31 lost on the bus, 32 delivered: 32 is held back, so that the
    /// resync's answer (31, then 32 again) reaches the client whole. Handed
    /// over, 32 would have made the answer's 31 and 32 duplicates, and the
    /// client would have waited behind the gap for good.
    #[test]
    fn an_event_past_a_lost_one_waits_for_the_resync() {
        let mut seen = 30;
        assert_eq!(admit(&mut seen, &event(32)), Admit::Gap);
        assert_eq!(seen, 30);
        assert_eq!(admit(&mut seen, &event(31)), Admit::Forward);
        assert_eq!(admit(&mut seen, &event(32)), Admit::Forward);
        assert_eq!(seen, 32);
    }

    #[test]
    fn a_snapshot_sets_the_version_either_way() {
        let snapshot = |v: u64| format!(r#"{{"v":1,"type":"snapshot","state":{{"version":{v}}},"now":0}}"#);
        let mut seen = 30;
        assert_eq!(admit(&mut seen, &snapshot(40)), Admit::Forward);
        assert_eq!(seen, 40);
        assert_eq!(admit(&mut seen, &event(41)), Admit::Forward);
        assert_eq!(admit(&mut seen, &snapshot(35)), Admit::Forward);
        assert_eq!(seen, 35);
        // A resume may claim any version; the owner's snapshot corrects it.
        let mut seen = u64::MAX;
        assert_eq!(admit(&mut seen, &event(3)), Admit::Duplicate);
        assert_eq!(admit(&mut seen, &snapshot(3)), Admit::Forward);
        assert_eq!(seen, 3);
    }
}
