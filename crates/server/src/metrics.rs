//! What an operator watches (`GET /metrics`, the Prometheus text format
//! through the `prometheus-client` crate): connections, rooms and games
//! in progress on this instance, moves played, how long appends take, and
//! in a cluster the rooms taken over and the bus's reconnections. Every
//! series is this instance's; a scraper tells instances apart by target
//! (and `/health` names the instance).

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::time::Duration;

/// This instance's series.
pub struct Metrics {
    registry: Registry,
    /// Open WebSocket connections (set when scraped).
    pub connections: Gauge,
    /// Rooms served here (set when scraped).
    pub rooms: Gauge,
    /// Games in progress served here.
    pub games: Gauge,
    /// Moves played (and stored) here; `rate()` gives moves per second.
    pub moves: Counter,
    /// How long a room waits for its events to be stored.
    pub append: Histogram,
    /// Rooms this instance took over from another.
    pub takeovers: Counter,
    /// Times the bus connection came back.
    pub bus_reconnects: Counter,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("maharajah");
        let connections = Gauge::default();
        let rooms = Gauge::default();
        let games = Gauge::default();
        let moves = Counter::default();
        // 0.1 ms to about 3 s.
        let append = Histogram::new(exponential_buckets(0.000_1, 2.0, 16));
        let takeovers = Counter::default();
        let bus_reconnects = Counter::default();
        registry.register("connections", "Open WebSocket connections", connections.clone());
        registry.register("rooms", "Rooms served by this instance", rooms.clone());
        registry.register("games", "Games in progress served by this instance", games.clone());
        registry.register("moves", "Moves played and stored", moves.clone());
        registry.register("append_seconds", "Time to store a room's events", append.clone());
        registry.register("lease_takeovers", "Rooms taken over from another instance", takeovers.clone());
        registry.register("bus_reconnects", "Times the NATS connection came back", bus_reconnects.clone());
        Metrics { registry, connections, rooms, games, moves, append, takeovers, bus_reconnects }
    }
}

impl Metrics {
    /// Records one append's duration.
    pub fn appended(&self, took: Duration) {
        self.append.observe(took.as_secs_f64());
    }

    /// The text a scraper reads.
    pub fn text(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut out, &self.registry);
        out
    }
}

/// The content type of [`Metrics::text`] (OpenMetrics text, which
/// Prometheus reads).
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";
