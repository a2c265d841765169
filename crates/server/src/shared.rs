//! What every task of the server shares ([`Shared`]): the settings, the
//! storage, the rooms in memory, the limits and the bus. It sits below the
//! tasks that use it (connections, rooms, lobby, cluster) and imports none
//! of them.

use crate::cluster::bus::Bus;
use crate::config::ServerConfig;
use crate::limits::AddressLimiter;
use crate::metrics::Metrics;
use crate::registry::Registry;
use crate::storage::Storage;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use tokio::sync::watch;

/// This server's version (shown on the app's About screen).
pub const SERVER_VERSION: &str = env!("CARGO_PKG_VERSION");

/// What every task of the server shares.
pub struct Shared {
    /// The settings.
    pub config: ServerConfig,
    /// The storage thread.
    pub storage: Storage,
    /// The rooms in memory.
    pub registry: Registry,
    /// Lobby attempts per address.
    pub limiter: AddressLimiter,
    /// This instance's id (the owner of the rooms it serves).
    pub instance: String,
    /// The bus to the other instances of a cluster.
    pub bus: Option<Bus>,
    /// Held while a room is loaded from storage (one at a time).
    pub loading: tokio::sync::Mutex<()>,
    /// Becomes `true` when the server shuts down.
    pub shutdown: watch::Receiver<bool>,
    /// Open WebSocket connections.
    pub connections: AtomicUsize,
    /// What `/metrics` reports.
    pub metrics: Arc<Metrics>,
    next_conn: AtomicU64,
}

impl Shared {
    /// The context of an instance called `instance`.
    pub fn new(
        config: ServerConfig,
        storage: Storage,
        instance: String,
        bus: Option<Bus>,
        shutdown: watch::Receiver<bool>,
        metrics: Arc<Metrics>,
    ) -> Shared {
        Shared {
            limiter: AddressLimiter::new(config.lobby_burst, config.lobby_per_minute),
            config,
            storage,
            registry: Registry::default(),
            instance,
            bus,
            loading: tokio::sync::Mutex::new(()),
            shutdown,
            connections: AtomicUsize::new(0),
            metrics,
            next_conn: AtomicU64::new(1),
        }
    }

    /// A fresh connection id.
    pub fn next_conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }
}
