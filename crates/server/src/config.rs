//! The server's settings: what the command line sets, and the limits and
//! timeouts behind them (defaults documented in `docs/server.md`).

use protocol::{SystemTime, TimeSource};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// The port the server listens on when not told otherwise.
pub const DEFAULT_PORT: u16 = 7878;

/// Everything a server instance runs with.
#[derive(Clone)]
pub struct ServerConfig {
    /// Where to listen (`127.0.0.1:0` picks a free port).
    pub listen: SocketAddr,
    /// The SQLite file (one instance), unless `postgres` is set.
    pub db: PathBuf,
    /// A PostgreSQL URL (`postgres://…`): the store shared by a cluster of
    /// instances, with leases on rooms (see `docs/server.md#cluster`).
    pub postgres: Option<String>,
    /// A NATS URL (`nats://…`): the bus between the instances of a
    /// cluster, for players connected to an instance that does not own
    /// their room.
    pub nats: Option<String>,
    /// How long a room's lease lasts without renewal (a cluster): an
    /// instance that dies loses its rooms this long after its last renewal.
    pub lease: Duration,
    /// How durable a stored event is before it is acknowledged.
    pub sync: crate::storage::Durability,
    /// PEM certificate chain and private key, for `wss://`.
    pub tls: Option<(PathBuf, PathBuf)>,
    /// How long a room waits for an opponent before it expires.
    pub room_ttl: Duration,
    /// After a restart, how long the clocks stand still waiting for the
    /// players who were connected to come back.
    pub restart_grace: Duration,
    /// How long a finished game stays in memory (for a last look, a
    /// reconnect) before it is served from storage only.
    pub linger: Duration,
    /// How often a connection is pinged (liveness and lag measurement).
    pub ping_interval: Duration,
    /// A connection past its handshake that sends nothing (no frame, no
    /// pong) for this long counts as gone: it is closed and its seat's
    /// match sees the player disconnected, so the shield engages while the
    /// silence is still short. The app pings every 2 s and the server every
    /// `ping_interval`, so a live connection is heard at least that often;
    /// 4 s is two missed pings, which keeps the time from silence to the
    /// shield on the opponent's screen under 5 s (docs/online.md).
    pub silence_timeout: Duration,
    /// How long a new connection has to say `hello`.
    pub handshake_timeout: Duration,
    /// Lobby attempts (create or join) per address: burst.
    pub lobby_burst: u32,
    /// Lobby attempts per address: refill per minute.
    pub lobby_per_minute: u32,
    /// Messages per connection: burst.
    pub message_burst: u32,
    /// Messages per connection: refill per second.
    pub messages_per_second: u32,
    /// The most connections served at once.
    pub max_connections: usize,
    /// The server's time line (tests inject a fake one).
    pub time: Arc<dyn TimeSource>,
}

impl ServerConfig {
    /// Whether this instance is one of a cluster (its store is PostgreSQL).
    pub fn clustered(&self) -> bool {
        self.postgres.is_some()
    }

    /// The defaults, listening on `listen` with the database at `db`.
    pub fn new(listen: SocketAddr, db: PathBuf) -> ServerConfig {
        ServerConfig {
            listen,
            db,
            postgres: None,
            nats: None,
            lease: Duration::from_secs(3),
            sync: crate::storage::Durability::Full,
            tls: None,
            room_ttl: Duration::from_secs(30 * 60),
            restart_grace: Duration::from_secs(30),
            linger: Duration::from_secs(120),
            ping_interval: Duration::from_secs(2),
            silence_timeout: Duration::from_secs(4),
            handshake_timeout: Duration::from_secs(10),
            lobby_burst: 10,
            lobby_per_minute: 10,
            message_burst: 20,
            messages_per_second: 10,
            max_connections: 50_000,
            time: Arc::new(SystemTime::default()),
        }
    }
}
