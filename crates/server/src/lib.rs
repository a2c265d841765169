//! The Maharajah game server: a thin shell over the protocol crate's
//! [`protocol::Match`].
//!
//! - [`server`]: HTTP (`/version`, `/health`) and the WebSocket at `/ws`;
//!   start, restore from storage, graceful shutdown.
//! - [`conn`]: one task per connection (handshake, lobby, seat, limits).
//! - [`lobby`] and [`registry`]: rooms created, joined by code, resumed by
//!   token.
//! - [`room`]: one task per room owning its match, its time line and timer.
//! - [`store`] and [`storage`]: the persistence trait, its SQLite
//!   implementation, and the thread that batches writes.
//! - [`pgstore`], [`lease`], [`bus`], [`bridge`] and [`proxy`]: several
//!   instances as one (a cluster): the store in PostgreSQL with a lease and
//!   an epoch per room, and NATS between the instances.
//! - [`code`]: join codes; [`limits`]: rate limits; [`message`]: reading a
//!   client's frame (pure, fuzzed).
//!
//! See `docs/server.md` for running it and for its rules of time.

pub mod bridge;
pub mod bus;
pub mod code;
pub mod config;
pub mod conn;
pub mod lease;
pub mod limits;
pub mod lobby;
pub mod message;
pub mod pgstore;
pub mod proxy;
pub mod registry;
pub mod room;
pub mod server;
pub mod storage;
pub mod store;

pub use config::{ServerConfig, DEFAULT_PORT};
pub use server::{Server, ServerError, SERVER_VERSION};

use protocol::SeatToken;
use sha2::{Digest, Sha256};

/// What the server keeps of a seat token: the SHA-256 of its wire form.
pub fn token_hash(token: &SeatToken) -> [u8; 32] {
    Sha256::digest(String::from(*token).as_bytes()).into()
}
