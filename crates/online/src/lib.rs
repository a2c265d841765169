//! The app's client for the Maharajah server, as an async handle with a
//! typed event stream and no GUI.
//!
//! The server referees (SPEC §11); this client keeps a replica of the game
//! ([`protocol::seat::Replica`], the same as a LAN peer's) that checks every event with the
//! rules core, so the board it gives the app is always the server's
//! position, proved legal. One task owns the connection:
//!
//! - [`OnlineClient::connect`] reaches the first answering server of a list
//!   ([`ServerAddress`]) and enters its lobby; [`OnlineClient::create_room`],
//!   [`OnlineClient::join_room`], [`OnlineClient::list_rooms`],
//!   [`OnlineClient::cancel`].
//! - Game commands (move, lock army, pause, draw, takeback, resign, abort,
//!   rematch) go out as they are called; the server's answers and the
//!   opponent's moves come as [`OnlineEvent`]s.
//! - A dropped connection is resumed with the seat's token and the last
//!   version applied, with exponential backoff and jitter across the list
//!   of servers ([`Limits`], [`protocol::seat::Reconnect`]); a gap in the
//!   events asks for a `sync`.
//! - [`OnlineClient::referee_time`] places the server's time line on this
//!   machine's clock from pings and event times ([`protocol::seat::TimeLine`]);
//!   [`OnlineClient::clocks`] runs the replica's clocks on it.
//! - [`server_version`] asks a server's `/version` over HTTP.
//!
//! `docs/online.md` describes the flow, the figures and the tests.

mod actor;
mod address;
mod client;
mod error;
mod limits;
mod link;
mod tls;
mod version;

pub use address::ServerAddress;
pub use client::{ClientConfig, Events, OnlineClient, OnlineEvent, OnlineNotice, RoomCreated, RoomJoined, ServerInfo};
pub use error::OnlineError;
pub use limits::Limits;
pub use protocol::seat::{ReconnectPolicy, RefereeTime, SeatInfo};
pub use protocol::{ColourChoice, CreateRoom, OpenRoom, SeatControls, SeatRequest};
pub use version::{server_version, ServerVersion};

/// The most public rooms a list keeps (the server sends at most 100).
pub const MAX_ROOMS_LISTED: usize = 100;
