//! The bus between the instances of a cluster (NATS): what a player's
//! instance and a room's owner say to each other, and on which subjects.
//!
//! - `maharajah.room.<game>`: to the room's owner (whoever holds it now
//!   subscribes): a remote seat's claim (a request, answered with the
//!   seat), its commands, resyncs, pings and departure, and probes.
//! - `maharajah.conn.<instance>.<conn>`: from an owner to one remote
//!   connection: its messages, in order, and the order to close.
//! - `maharajah.moved.<game>`: an instance that took a room over says so;
//!   connections reaching it through its previous owner close, and their
//!   clients reconnect and resync.
//!
//! Pub/sub may lose a message (NATS restarting, a slow consumer), so
//! neither side relies on one arriving: a remote connection's commands are
//! requests, sent again until the owner acknowledges them and numbered so
//! that the owner applies each once; events are numbered (the game's
//! versions), and the stand-in on a player's instance asks the owner for
//! the game's latest version every second and at once when its bus
//! connection comes back ([`Bus::recovered`]), and resyncs its client from
//! the owner when it is behind. The bus is trusted infrastructure: it carries seat
//! tokens (to resume a seat at the owner), so it belongs on a private
//! network (or NATS with TLS and credentials).

use prometheus_client::metrics::counter::Counter;
use protocol::{Command, HandshakeError, LobbyError, SeatToken};
use rules::Color;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// The largest bus message read; larger ones are dropped unread.
pub const MAX_BUS_MESSAGE: usize = 256 * 1024;

/// How long a request on the bus (a seat claim, a probe) may wait.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);

/// Why the bus failed.
#[derive(Debug, thiserror::Error)]
pub enum BusError {
    /// NATS could not be reached at start.
    #[error("nats: {0}")]
    Connect(#[from] async_nats::ConnectError),
    /// A subscription failed.
    #[error("nats subscribe: {0}")]
    Subscribe(#[from] async_nats::SubscribeError),
    /// A message could not be sent.
    #[error("nats publish: {0}")]
    Publish(#[from] async_nats::PublishError),
    /// A request got no answer (nobody serves the room, or too late).
    #[error("nats request: {0}")]
    Request(#[from] async_nats::RequestError),
    /// A message did not read.
    #[error("bus message: {0}")]
    Decode(String),
}

/// The connection to NATS, shared by every task of an instance.
#[derive(Clone)]
pub struct Bus {
    /// The NATS client (it reconnects by itself and subscribes again).
    pub client: async_nats::Client,
    /// Counts the times messages may have been lost: each reconnection and
    /// each slow-consumer notice.
    recovered: watch::Receiver<u64>,
}

impl Bus {
    /// Connects to `url` (`nats://host:port`); retries forever after a
    /// disconnection, every 100 ms to 1 s.
    /// Each reconnection counts in `reconnects`.
    pub async fn connect(url: &str, instance: &str, reconnects: Counter) -> Result<Bus, BusError> {
        let (lossy, recovered) = watch::channel(0u64);
        let lossy = Arc::new(lossy);
        let (counted, seen_connect) = (reconnects, Arc::new(AtomicBool::new(false)));
        let client = async_nats::ConnectOptions::new()
            .name(format!("maharajah-server {instance}"))
            .connection_timeout(Duration::from_secs(2))
            .request_timeout(Some(REQUEST_TIMEOUT))
            .max_reconnects(None)
            .reconnect_delay_callback(|attempts| Duration::from_millis((100 * attempts as u64).min(1_000)))
            .event_callback(move |event| {
                let (lossy, counted, seen_connect) = (lossy.clone(), counted.clone(), seen_connect.clone());
                async move {
                    tracing::info!(event = %event, "nats");
                    let lost = match event {
                        // The first connection is not a reconnection.
                        async_nats::Event::Connected => {
                            let again = seen_connect.swap(true, Ordering::Relaxed);
                            if again {
                                counted.inc();
                            }
                            again
                        }
                        async_nats::Event::SlowConsumer(_) => true,
                        _ => false,
                    };
                    if lost {
                        lossy.send_modify(|n| *n += 1);
                    }
                }
            })
            .connect(url)
            .await?;
        Ok(Bus { client, recovered })
    }

    /// Changes each time messages may have been lost (the connection came
    /// back, a subscription overflowed): whoever relays a room checks it
    /// against its owner then.
    pub fn recovered(&self) -> watch::Receiver<u64> {
        self.recovered.clone()
    }

    /// Publishes `msg` (JSON) on `subject`.
    pub async fn send<T: Serialize>(&self, subject: String, msg: &T) -> Result<(), BusError> {
        let body = serde_json::to_vec(msg).map_err(|e| BusError::Decode(e.to_string()))?;
        self.client.publish(subject, body.into()).await?;
        Ok(())
    }

    /// Sends `msg` on `subject` and waits for the answer.
    pub async fn ask<T: Serialize, R: for<'de> Deserialize<'de>>(
        &self,
        subject: String,
        msg: &T,
    ) -> Result<R, BusError> {
        let body = serde_json::to_vec(msg).map_err(|e| BusError::Decode(e.to_string()))?;
        let answer = self.client.request(subject, body.into()).await?;
        read(&answer.payload)
    }
}

/// Reads a bus message, bounded in size.
pub fn read<R: for<'de> Deserialize<'de>>(payload: &[u8]) -> Result<R, BusError> {
    if payload.len() > MAX_BUS_MESSAGE {
        return Err(BusError::Decode(format!("{} bytes", payload.len())));
    }
    serde_json::from_slice(payload).map_err(|e| BusError::Decode(e.to_string()))
}

/// Whether a request failed because nobody serves the subject (yet).
pub fn no_responders(e: &BusError) -> bool {
    matches!(e, BusError::Request(r) if r.kind() == async_nats::RequestErrorKind::NoResponders)
}

/// Where a room's owner is reached.
pub fn room_subject(game: &str) -> String {
    format!("maharajah.room.{game}")
}

/// Where one remote connection is reached.
pub fn conn_subject(from: &Remote) -> String {
    format!("maharajah.conn.{}.{}", from.instance, from.conn)
}

/// Where a takeover of a room is announced.
pub fn moved_subject(game: &str) -> String {
    format!("maharajah.moved.{game}")
}

/// A connection on another instance.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Remote {
    /// Its instance's id.
    pub instance: String,
    /// Its id there.
    pub conn: u64,
}

/// How a remote connection claims a seat (a room is always created on the
/// instance that owns it, so never by creation).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum RemoteClaim {
    /// Takes the free seat.
    Join {
        /// The player's display name.
        name: String,
    },
    /// Comes back to a seat.
    Resume {
        /// The seat's token.
        token: SeatToken,
        /// The last version the player applied.
        since: u64,
    },
}

/// Why a remote claim was refused.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Refused {
    /// At the handshake.
    Handshake {
        /// Why.
        reason: HandshakeError,
    },
    /// In the lobby.
    Lobby {
        /// Why.
        reason: LobbyError,
    },
}

/// The owner's answer to a claim.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeatAnswer {
    /// The owner's instance id.
    pub owner: String,
    /// The seat, or why not.
    pub seat: Result<Color, Refused>,
}

/// The owner's answer to a probe.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProbeAnswer {
    /// The owner's instance id.
    pub owner: String,
    /// The game's latest version (stored and sent).
    #[serde(default)]
    pub version: u64,
}

/// What a remote connection sends a room's owner.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ToOwner {
    /// Claims a seat (a request, answered with a [`SeatAnswer`]).
    Seat {
        /// Who.
        from: Remote,
        /// How.
        claim: RemoteClaim,
    },
    /// A game command (a request, acknowledged once the room has it).
    Command {
        /// Who.
        from: Remote,
        /// Its seat.
        seat: Color,
        /// The command.
        command: Command,
        /// The id it carried.
        id: Option<u32>,
        /// How long ago its frame arrived (the instances' clocks differ).
        queued_ms: u64,
        /// Numbers the connection's commands from 1: a command sent again
        /// (its acknowledgement was lost) is not applied twice.
        seq: u64,
    },
    /// A resync.
    Sync {
        /// Who.
        from: Remote,
        /// Its seat.
        seat: Color,
        /// The last version it applied.
        since: u64,
    },
    /// A latency probe.
    Ping {
        /// Who.
        from: Remote,
        /// Its seat.
        seat: Color,
        /// Echoed.
        t: u64,
    },
    /// A measured round trip.
    RoundTrip {
        /// Who.
        from: Remote,
        /// Its seat.
        seat: Color,
        /// Milliseconds.
        rtt_ms: u64,
    },
    /// The connection is gone.
    Detach {
        /// Who.
        from: Remote,
        /// Its seat.
        seat: Color,
    },
    /// Who serves the room? (a request, answered with a [`ProbeAnswer`]).
    Probe,
}

/// What a room's owner sends a remote connection.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ToConn {
    /// A message for the client, encoded.
    Text {
        /// The frame.
        text: String,
    },
    /// Back to the lobby (the room expired).
    Unseat,
    /// A rematch opened: the new seat.
    Rematch {
        /// Its token.
        token: SeatToken,
        /// Its colour.
        colour: Color,
    },
    /// Close the connection (the seat was taken by a newer connection, the
    /// room stopped here): the client reconnects.
    Kill,
}
