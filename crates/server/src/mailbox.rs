//! What passes between a room's task and the connections seated in it
//! (here or, through the bus, on another instance): the room's inbox
//! ([`RoomMsg`]) and what it sends back ([`Outgoing`]). Below every task, so
//! that the registry, the rooms, the connections and the cluster's bridge
//! and proxy all name the same messages without importing each other.

use crate::storage::StoreError;
use protocol::{Command, HandshakeError, LobbyError, SeatToken};
use rules::Color;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot, Notify};

/// What a room sends a connection.
#[derive(Debug)]
pub enum Outgoing {
    /// A message, encoded.
    Text(String),
    /// The seat is no longer this connection's (the room expired): back to the lobby.
    Unseat,
    /// Both players agreed to a rematch: the connection tells its client
    /// (`rematch-started`) and takes its seat in the new game with `token`.
    Rematch {
        /// The new seat's token.
        token: SeatToken,
        /// The new seat.
        colour: Color,
    },
}

/// A connection as a room sees it: where to send, and how to cut it off
/// when it cannot keep up.
#[derive(Clone, Debug)]
pub struct ConnLink {
    /// The connection's id (unique in this process).
    pub id: u64,
    /// Its outbox (bounded: a connection that does not read is cut off).
    pub tx: mpsc::Sender<Outgoing>,
    /// Wakes the connection to close it.
    pub kill: Arc<Notify>,
}

/// How a connection claims a seat.
#[derive(Debug)]
pub enum Claim {
    /// The creator takes the seat the room was created with.
    Create {
        /// The seat's token (its hash is in the room's record).
        token: SeatToken,
    },
    /// A player takes the free seat.
    Join {
        /// The player's display name.
        name: String,
    },
    /// A player comes back to its seat.
    Resume {
        /// The seat's token.
        token: SeatToken,
        /// The last version the player applied.
        since: u64,
    },
}

/// Why a claim was refused.
#[derive(Debug, Clone, PartialEq)]
pub enum ClaimRefused {
    /// At the handshake (a resume).
    Handshake(HandshakeError),
    /// In the lobby (a join).
    Lobby(LobbyError),
}

/// A room task's inbox.
#[derive(Debug)]
pub enum RoomMsg {
    /// A connection claims a seat; answered with the seat.
    Seat {
        /// The connection.
        link: ConnLink,
        /// The claim.
        claim: Claim,
        /// The answer.
        reply: oneshot::Sender<Result<Color, ClaimRefused>>,
    },
    /// A seat's command.
    Command {
        /// The connection.
        conn: u64,
        /// Its seat.
        seat: Color,
        /// The command.
        command: Command,
        /// The id the command carried.
        id: Option<u32>,
        /// When the frame arrived (server time, ms).
        received_ms: u64,
    },
    /// A seat asks for what it missed after `since`.
    Sync {
        /// The connection.
        conn: u64,
        /// Its seat.
        seat: Color,
        /// The last version it applied.
        since: u64,
    },
    /// A latency probe, answered with the room's time.
    Ping {
        /// The connection.
        conn: u64,
        /// Its seat.
        seat: Color,
        /// Echoed.
        t: u64,
    },
    /// A measured round trip of a seat's connection.
    RoundTrip {
        /// The connection.
        conn: u64,
        /// Its seat.
        seat: Color,
        /// The round trip (ms).
        rtt_ms: u64,
    },
    /// A seat's connection is gone.
    Detach {
        /// The connection.
        conn: u64,
        /// Its seat.
        seat: Color,
    },
    /// Time may have moved (a fake time source was advanced).
    Tick,
    /// Another instance holds the room now (its lease was lost): stop
    /// serving it, and send its players elsewhere.
    Lost,
}

impl From<StoreError> for ClaimRefused {
    fn from(_: StoreError) -> ClaimRefused {
        ClaimRefused::Lobby(LobbyError::Unavailable)
    }
}
