//! The Maharajah game server: a thin shell over the protocol crate's
//! [`protocol::Match`].
//!
//! From the top down (a module imports only those below it):
//!
//! - [`server`]: HTTP (`/version`, `/health`) and the WebSocket at `/ws`;
//!   start, restore from storage, graceful shutdown.
//! - [`conn`]: one task per connection (handshake, lobby, seat, limits).
//! - [`lobby`] and [`registry`]: rooms created, joined by code, resumed by
//!   token.
//! - [`room`]: one task per room owning its match, its time line and timer.
//! - [`cluster`]: several instances as one: leases, the NATS bus, the
//!   owner's bridge and the non-owner's proxy.
//! - [`shared`]: the context every task shares; [`mailbox`]: the messages
//!   between rooms and connections.
//! - [`storage`]: the persistence trait, its SQLite and PostgreSQL
//!   back-ends, and the thread that batches writes.
//! - [`metrics`]: what `/metrics` reports.
//! - [`code`]: join codes; [`limits`]: rate limits; [`message`]: reading a
//!   client's frame (pure, fuzzed); [`config`]: the settings.
//!
//! See `docs/server.md` for running it and for its rules of time.

pub mod cluster;
pub mod code;
pub mod config;
pub mod conn;
pub mod limits;
pub mod lobby;
pub mod mailbox;
pub mod message;
pub mod metrics;
pub mod registry;
pub mod room;
pub mod server;
pub mod shared;
pub mod storage;

pub use config::{ServerConfig, DEFAULT_PORT};
pub use server::{Server, ServerError};
pub use shared::SERVER_VERSION;

use protocol::SeatToken;
use sha2::{Digest, Sha256};

/// What the server keeps of a seat token: the SHA-256 of its wire form.
pub fn token_hash(token: &SeatToken) -> [u8; 32] {
    Sha256::digest(String::from(*token).as_bytes()).into()
}
