//! `maharajah-server`: the Maharajah game server. `maharajah-server` alone
//! listens on port 7878 with its data in the user's data folder; see
//! `docs/server.md`.

use clap::Parser;
use server::{Server, ServerConfig, DEFAULT_PORT};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// The Maharajah game server: lobby, rooms with join codes, authoritative
/// play and clocks, SQLite persistence.
#[derive(Parser, Debug)]
#[command(name = "maharajah-server", version, about)]
struct Args {
    /// Address and port to listen on.
    #[arg(long, default_value_t = SocketAddr::from(([0, 0, 0, 0], DEFAULT_PORT)))]
    listen: SocketAddr,
    /// The SQLite database file [default: server.sqlite3 in the user's data
    /// folder], or a PostgreSQL URL (postgres://user@host:port/db) shared by
    /// the instances of a cluster.
    #[arg(long)]
    db: Option<String>,
    /// A NATS URL (nats://host:port): the bus between the instances of a
    /// cluster (with a postgres:// --db).
    #[arg(long, requires = "db")]
    bus: Option<String>,
    /// Milliseconds a room's lease lasts without renewal (a cluster): how
    /// soon another instance takes over the rooms of one that died.
    #[arg(long, default_value_t = 3_000)]
    lease_ms: u64,
    /// Durability of each stored event before it is acknowledged: `full`
    /// (fsync per commit; survives power loss) or `normal` (survives a
    /// crash or kill -9 of the server, not of the machine).
    #[arg(long, default_value = "full", value_parser = ["full", "normal"])]
    sync: String,
    /// PEM certificate chain, for wss:// (with --tls-key).
    #[arg(long, requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// PEM private key, for wss:// (with --tls-cert).
    #[arg(long, requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Log filter: error, warn, info, debug, trace (or a tracing filter).
    #[arg(long, default_value = "info")]
    log_level: String,
    /// Minutes an unjoined room stays open.
    #[arg(long, default_value_t = 30)]
    room_ttl_mins: u64,
    /// Seconds the clocks wait after a restart for the players to come back.
    #[arg(long, default_value_t = 30)]
    restart_grace_secs: u64,
    /// Seconds between pings of a connection.
    #[arg(long, default_value_t = 2)]
    ping_secs: u64,
    /// Milliseconds without a word from a connection before it counts as gone.
    #[arg(long, default_value_t = 4000)]
    silence_ms: u64,
    /// Lobby attempts (create or join) per address per minute (also the burst).
    #[arg(long, default_value_t = 10)]
    lobby_per_minute: u32,
    /// Messages a connection may send per second (twice that at once).
    #[arg(long, default_value_t = 10)]
    messages_per_second: u32,
    /// The most WebSocket connections served at once.
    #[arg(long, default_value_t = 50_000)]
    max_connections: usize,
}

fn default_db() -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("org", "Maharajah", "maharajah-server")?;
    Some(dirs.data_dir().join("server.sqlite3"))
}

fn main() -> ExitCode {
    let args = Args::parse();
    let filter = tracing_subscriber::EnvFilter::try_new(&args.log_level)
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).init();
    let postgres = args.db.clone().filter(|d| d.starts_with("postgres://") || d.starts_with("postgresql://"));
    let Some(db) = args.db.clone().filter(|_| postgres.is_none()).map(PathBuf::from).or_else(default_db) else {
        eprintln!("no data folder for this user: give the database with --db PATH");
        return ExitCode::FAILURE;
    };
    if args.bus.is_some() && postgres.is_none() {
        eprintln!("--bus needs a shared database: --db postgres://…");
        return ExitCode::FAILURE;
    }
    if let (Some(dir), None) = (db.parent(), &postgres) {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("cannot create {}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
    }
    let mut config = ServerConfig::new(args.listen, db);
    config.postgres = postgres;
    config.nats = args.bus.clone();
    config.lease = Duration::from_millis(args.lease_ms.max(300));
    config.sync =
        if args.sync == "normal" { server::storage::Durability::Normal } else { server::storage::Durability::Full };
    config.tls = args.tls_cert.clone().zip(args.tls_key.clone());
    config.room_ttl = Duration::from_secs(args.room_ttl_mins.saturating_mul(60));
    config.restart_grace = Duration::from_secs(args.restart_grace_secs);
    config.ping_interval = Duration::from_secs(args.ping_secs.max(1));
    config.silence_timeout = Duration::from_millis(args.silence_ms).max(config.ping_interval * 2);
    config.lobby_burst = args.lobby_per_minute.max(1);
    config.lobby_per_minute = args.lobby_per_minute.max(1);
    config.max_connections = args.max_connections;
    config.messages_per_second = args.messages_per_second.max(1);
    config.message_burst = args.messages_per_second.saturating_mul(2).max(1);
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(run(config))
}

async fn run(config: ServerConfig) -> ExitCode {
    let scheme = if config.tls.is_some() { "wss" } else { "ws" };
    // The database as shown: a PostgreSQL URL without its credentials.
    let db = match &config.postgres {
        Some(url) => url.rsplit('@').next().map(|host| format!("postgres://{host}")).unwrap_or_default(),
        None => config.db.display().to_string(),
    };
    let server = match Server::start(config).await {
        Ok(s) => s,
        Err(e) => {
            eprintln!("maharajah-server: {e}");
            return ExitCode::FAILURE;
        }
    };
    // One line on stdout that scripts (and the restart test) read.
    println!(
        "maharajah-server {} listening on {scheme}://{}/ws, data in {}, instance {}",
        server::SERVER_VERSION,
        server.local_addr(),
        db,
        server.instance()
    );
    wait_for_signal().await;
    tracing::info!("shutting down");
    server.shutdown().await;
    ExitCode::SUCCESS
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        let term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate());
        match term {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
