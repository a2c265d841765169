//! The server: HTTP endpoints (`/version`, `/health`), the WebSocket at
//! `/ws`, the rooms brought back from storage at start, and the graceful
//! shutdown (stop taking moves, let the storage finish, tell the clients).

use crate::cluster::bus::Bus;
use crate::config::ServerConfig;
use crate::conn;
use crate::mailbox::RoomMsg;
use crate::metrics::Metrics;
use crate::shared::{Shared, SERVER_VERSION};
use crate::storage::{PgStore, SqliteStore, Storage, StorageThread, Store, StoreError};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use protocol::wire::MAX_CLIENT_MESSAGE;
use protocol::PROTOCOL_VERSION;
use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    /// The database could not be opened.
    #[error("database {path}: {source}")]
    Store {
        /// Its path.
        path: String,
        /// Why.
        source: StoreError,
    },
    /// The bus could not be reached.
    #[error("bus: {0}")]
    Bus(#[from] crate::cluster::bus::BusError),
    /// The address could not be bound, or the TLS files not read.
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    stop: watch::Sender<bool>,
    http: JoinHandle<()>,
    storage_thread: StorageThread,
}

impl Server {
    /// Opens the database, brings back its rooms, binds the address and
    /// starts serving.
    pub async fn start(config: ServerConfig) -> Result<Server, ServerError> {
        let store: Box<dyn Store> = match config.postgres.clone() {
            Some(url) => {
                let lease = config.lease;
                let opened = tokio::task::spawn_blocking(move || PgStore::open(&url, lease))
                    .await
                    .map_err(|e| std::io::Error::other(e.to_string()))?;
                Box::new(opened.map_err(|source| ServerError::Store { path: "postgres".into(), source })?)
            }
            None => Box::new(
                SqliteStore::open(&config.db, config.sync)
                    .map_err(|source| ServerError::Store { path: config.db.display().to_string(), source })?,
            ),
        };
        let (storage, storage_thread) = Storage::start(store)?;
        let (stop, shutdown) = watch::channel(false);
        let mut id = [0u8; 8];
        getrandom::fill(&mut id).map_err(|e| std::io::Error::other(e.to_string()))?;
        let instance = hex::encode(id);
        let metrics = Arc::new(Metrics::default());
        let bus = match &config.nats {
            Some(url) => Some(Bus::connect(url, &instance, metrics.bus_reconnects.clone()).await?),
            None => None,
        };
        tracing::info!(instance = %instance, "starting");
        let shared = Arc::new(Shared::new(config, storage, instance, bus, shutdown, metrics));
        // One instance serves every room it stored; an instance of a cluster
        // takes over the rooms whose owner is gone, as they are found.
        let rooms = if shared.config.clustered() {
            tokio::spawn(crate::cluster::lease::run(shared.clone()));
            Vec::new()
        } else {
            shared
                .storage
                .live_rooms()
                .await
                .map_err(|source| ServerError::Store { path: shared.config.db.display().to_string(), source })?
        };
        let count = rooms.len();
        for record in rooms {
            crate::lobby::restore(&shared, record).await;
        }
        if count > 0 {
            tracing::info!(rooms = count, "rooms restored from storage");
        }
        let listener = bind(shared.config.listen)?;
        let addr = listener.local_addr()?;
        let app = router(shared.clone());
        let http = match shared.config.tls.clone() {
            None => {
                let mut stopped = shared.shutdown.clone();
                let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
                    let _ = tcp.set_nodelay(true);
                });
                tokio::spawn(async move {
                    let serve = axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
                        .with_graceful_shutdown(async move {
                            let _ = stopped.wait_for(|s| *s).await;
                        });
                    if let Err(e) = serve.await {
                        tracing::error!(error = %e, "HTTP server failed");
                    }
                })
            }
            Some((cert, key)) => {
                let _ = rustls::crypto::ring::default_provider().install_default();
                let tls = axum_server::tls_rustls::RustlsConfig::from_pem_file(cert, key).await?;
                let handle = axum_server::Handle::new();
                let mut stopped = shared.shutdown.clone();
                let h = handle.clone();
                tokio::spawn(async move {
                    let _ = stopped.wait_for(|s| *s).await;
                    h.graceful_shutdown(Some(Duration::from_secs(1)));
                });
                let std_listener = listener.into_std()?;
                tokio::spawn(async move {
                    let serve = axum_server::from_tcp_rustls(std_listener, tls)
                        .handle(handle)
                        .serve(app.into_make_service_with_connect_info::<SocketAddr>());
                    if let Err(e) = serve.await {
                        tracing::error!(error = %e, "HTTPS server failed");
                    }
                })
            }
        };
        Ok(Server { addr, shared, stop, http, storage_thread })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// This instance's id (a cluster's rooms name their owner by it).
    pub fn instance(&self) -> &str {
        &self.shared.instance
    }

    /// How many rooms are in memory.
    pub fn rooms(&self) -> usize {
        self.shared.registry.len()
    }

    /// How many WebSocket connections are open.
    pub fn connections(&self) -> usize {
        self.shared.connections.load(Ordering::Relaxed)
    }

    /// Nudges every room to look at the time (after a fake time source moved).
    pub async fn tick(&self) {
        for room in self.shared.registry.all() {
            let _ = room.tx.send(RoomMsg::Tick).await;
        }
    }

    /// Stops taking moves, tells every client, lets the storage write what
    /// it holds and closes the database.
    pub async fn shutdown(self) {
        let _ = self.stop.send(true);
        let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
        while self.shared.connections.load(Ordering::Relaxed) > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let _ = tokio::time::timeout(Duration::from_secs(2), self.http).await;
        if self.shared.config.clustered() {
            // The other instances take this one's rooms at once.
            let release = self.shared.storage.release(self.shared.instance.clone());
            let _ = tokio::time::timeout(Duration::from_secs(2), release).await;
        }
        self.shared.storage.close();
        let thread = self.storage_thread;
        let _ = tokio::task::spawn_blocking(move || thread.join()).await;
        tracing::info!("stopped");
    }
}

fn bind(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = if addr.is_ipv4() { tokio::net::TcpSocket::new_v4()? } else { tokio::net::TcpSocket::new_v6()? };
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    // A deep backlog: many players reconnect at once after a restart.
    socket.listen(4096)
}

/// The routes: `/version`, `/health`, `/metrics`, `/ws`.
fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/version", get(version))
        .route("/health", get(health))
        .route("/metrics", get(metrics))
        .route("/ws", get(websocket))
        .with_state(shared)
}

async fn version() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "server": SERVER_VERSION, "protocol": PROTOCOL_VERSION }))
}

async fn health(State(shared): State<Arc<Shared>>) -> Response {
    let closing = *shared.shutdown.borrow();
    let body = serde_json::json!({
        "status": if closing { "closing" } else { "ok" },
        "instance": shared.instance,
        "rooms": shared.registry.len(),
        "connections": shared.connections.load(Ordering::Relaxed),
    });
    let code = if closing { StatusCode::SERVICE_UNAVAILABLE } else { StatusCode::OK };
    (code, Json(body)).into_response()
}

async fn metrics(State(shared): State<Arc<Shared>>) -> Response {
    let m = &shared.metrics;
    m.connections.set(shared.connections.load(Ordering::Relaxed) as i64);
    m.rooms.set(shared.registry.len() as i64);
    ([(axum::http::header::CONTENT_TYPE, crate::metrics::CONTENT_TYPE)], m.text()).into_response()
}

/// Per-connection buffers: small, since a message is at most a few KB in
/// and a snapshot is written whole; sized for tens of thousands of sockets.
const READ_BUFFER: usize = 4 * 1024;
const WRITE_BUFFER: usize = 8 * 1024;
/// The most a connection may hold unsent before it is cut off.
const MAX_WRITE_BUFFER: usize = 2 * 1024 * 1024;

async fn websocket(
    State(shared): State<Arc<Shared>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    ws: WebSocketUpgrade,
) -> Response {
    if *shared.shutdown.borrow() {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    if shared.connections.fetch_add(1, Ordering::SeqCst) >= shared.config.max_connections {
        shared.connections.fetch_sub(1, Ordering::SeqCst);
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    let counted = ConnectionCount(shared.clone());
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(WRITE_BUFFER)
        .max_write_buffer_size(MAX_WRITE_BUFFER)
        // Frames up to 4× the message limit are read and refused with a
        // reason; larger ones close the connection.
        .max_message_size(4 * MAX_CLIENT_MESSAGE)
        .max_frame_size(4 * MAX_CLIENT_MESSAGE)
        .on_upgrade(move |socket| async move {
            conn::serve(socket, addr, counted.0.clone()).await;
            drop(counted);
        })
}

/// Counts a connection from its upgrade until it ends (or the upgrade fails).
struct ConnectionCount(Arc<Shared>);

impl Drop for ConnectionCount {
    fn drop(&mut self) {
        self.0.connections.fetch_sub(1, Ordering::SeqCst);
    }
}
