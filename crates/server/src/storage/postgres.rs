//! The [`Store`] in PostgreSQL, shared by every instance of a cluster.
//!
//! Ownership is a **lease with an epoch** in the room's row: an instance
//! owns a room while `lease_until` (PostgreSQL's own clock, Unix ms) is in
//! the future, renews its leases every third of the lease, and a claim —
//! possible only when the lease ran out — raises `epoch`. Every append
//! reads the room's epoch with a row lock (`FOR SHARE`) in the same
//! transaction and is refused ([`StoreError::Fenced`]) unless it is the
//! writer's (a move alone is one statement, [`FENCED_APPEND`]): a claim (an `UPDATE` of the row) waits for appends in flight
//! and makes every later append of the old owner fail. One clock (the
//! database's) decides every lease, so the instances' clocks may disagree.
//!
//! The connection is re-opened when it breaks (PostgreSQL restarted): a
//! call waits for it, up to [`RECONNECT_FOR`], and is then tried again, so
//! a restart of the database delays moves instead of losing them.

use super::{RawRoom, RoomRecord, Store, StoreError, Write, ROOM_COLUMNS};
use ::postgres::{Client, Config, NoTls, Statement};
use protocol::Event;
use rules::Color;
use std::time::{Duration, Instant};

/// How long a call waits for a lost connection to come back before failing.
pub const RECONNECT_FOR: Duration = Duration::from_secs(30);

/// How long one connection attempt may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

/// PostgreSQL's clock in Unix milliseconds: the one clock of every lease.
const NOW_MS: &str = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    game        TEXT PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,
    config      TEXT NOT NULL,
    public      BOOLEAN NOT NULL,
    created_at  BIGINT NOT NULL,
    expires_at  BIGINT NOT NULL,
    white_token BYTEA UNIQUE,
    white_name  TEXT,
    black_token BYTEA UNIQUE,
    black_name  TEXT,
    status      TEXT NOT NULL,
    owner       TEXT NOT NULL,
    epoch       BIGINT NOT NULL DEFAULT 0,
    lease_until BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status, lease_until);
CREATE INDEX IF NOT EXISTS rooms_owner ON rooms(owner);
CREATE INDEX IF NOT EXISTS rooms_listed ON rooms(created_at DESC) WHERE status = 'open' AND public;
CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq  BIGINT NOT NULL,
    at   BIGINT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (game, seq)
);
-- Each event records the ownership epoch it was written under, so fencing
-- can be audited from the log alone (NULL for events stored before).
ALTER TABLE events ADD COLUMN IF NOT EXISTS epoch BIGINT;
CREATE TABLE IF NOT EXISTS lobby_buckets (
    addr   TEXT PRIMARY KEY,
    tokens DOUBLE PRECISION NOT NULL,
    at     BIGINT NOT NULL
);
";

/// Any number will do, as long as it is the same for every instance: the
/// advisory lock that serializes creating the schema.
const SCHEMA_LOCK: i64 = 0x6d61_6861_7261;

/// The [`Store`] in PostgreSQL.
pub struct PgStore {
    config: Config,
    client: Client,
    /// The lease a room gets when it is created here (renewed from then on).
    lease_ms: i64,
    /// [`FENCED_APPEND`] prepared on the current connection.
    fenced_append: Option<Statement>,
}

/// One event appended under the writer's epoch, in one statement: the
/// room's row is read with a share lock (a claim's `UPDATE` waits for it,
/// and an append that meets a newer epoch, even one committed while it
/// waited, inserts nothing), and the event goes in only if the epoch is
/// the writer's. One round trip for a move, instead of a transaction.
const FENCED_APPEND: &str = "WITH owner AS (SELECT 1 FROM rooms WHERE game = $1 AND epoch = $2 FOR SHARE) \
     INSERT INTO events (game, seq, at, body, epoch) SELECT $1, $3, $4, $5, $2 FROM owner";

/// Whether an error means the connection is gone or going (rather than a
/// refusal by the database): closed, an I/O error, or PostgreSQL saying so
/// — class 08 (connection exception) or 57 (operator intervention: the
/// server shutting down, `terminating connection due to administrator
/// command`, starting up), but not a statement that ran past its timeout
/// (57014), which is the statement's failure.
fn is_lost(e: &postgres::Error) -> bool {
    let said_so = e.as_db_error().map(|d| d.code().code()).is_some_and(|c| {
        (c.starts_with("08") || c.starts_with("57")) && c != postgres::error::SqlState::QUERY_CANCELED.code()
    });
    e.is_closed() || said_so || std::error::Error::source(e).is_some_and(|s| s.is::<std::io::Error>())
}

fn pg_error(e: postgres::Error, what: &str) -> StoreError {
    match e.as_db_error().map(|d| d.code().clone()) {
        Some(code) if code == postgres::error::SqlState::UNIQUE_VIOLATION => StoreError::Conflict(what.to_string()),
        _ => StoreError::Postgres(e),
    }
}

impl PgStore {
    /// Connects to `url` (`postgres://user@host:port/db`) and creates the
    /// schema if it is missing; rooms created through it get a lease of
    /// `lease`.
    pub fn open(url: &str, lease: Duration) -> Result<PgStore, StoreError> {
        let mut config: Config = url.parse()?;
        config.connect_timeout(CONNECT_TIMEOUT);
        // Every statement is bounded, lock waits included.
        config.options("-c statement_timeout=10000");
        let mut client = config.connect(NoTls)?;
        let mut tx = client.transaction()?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SCHEMA_LOCK])?;
        tx.batch_execute(SCHEMA)?;
        tx.commit()?;
        Ok(PgStore { config, client, lease_ms: lease.as_millis() as i64, fenced_append: None })
    }

    /// Appends one event of `game` under `epoch` ([`FENCED_APPEND`]),
    /// re-opening the connection while it is lost.
    fn append_one(&mut self, game: &str, epoch: u64, event: &Event) -> Result<(), StoreError> {
        let body = serde_json::to_string(event).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let until = Instant::now() + RECONNECT_FOR;
        loop {
            let statement = match &self.fenced_append {
                Some(s) => Ok(s.clone()),
                None => self.client.prepare(FENCED_APPEND),
            };
            let done = statement.and_then(|s| {
                self.fenced_append = Some(s.clone());
                self.client.execute(&s, &[&game, &(epoch as i64), &(event.version as i64), &(event.at as i64), &body])
            });
            match done {
                Ok(1) => return Ok(()),
                Ok(_) => return Err(StoreError::Fenced(format!("{game} is not at epoch {epoch}"))),
                Err(e) if is_lost(&e) && Instant::now() < until => {
                    tracing::warn!(error = %e, "the database connection is lost; reconnecting");
                    self.reconnect(until)?;
                }
                Err(e) => return Err(pg_error(e, &format!("event {} of {game} already stored", event.version))),
            }
        }
    }

    /// Runs `f`, re-opening the connection and trying again while it is
    /// lost, for at most [`RECONNECT_FOR`].
    fn retry<T>(&mut self, mut f: impl FnMut(&mut Client) -> Result<T, StoreError>) -> Result<T, StoreError> {
        let until = Instant::now() + RECONNECT_FOR;
        loop {
            match f(&mut self.client) {
                Err(StoreError::Postgres(e)) if is_lost(&e) && Instant::now() < until => {
                    tracing::warn!(error = %e, "the database connection is lost; reconnecting");
                    self.reconnect(until)?;
                }
                other => return other,
            }
        }
    }

    fn reconnect(&mut self, until: Instant) -> Result<(), StoreError> {
        loop {
            match self.config.connect(NoTls) {
                Ok(c) => {
                    self.client = c;
                    self.fenced_append = None;
                    tracing::info!("the database connection is back");
                    return Ok(());
                }
                Err(e) if Instant::now() < until => {
                    tracing::debug!(error = %e, "the database is not reachable yet");
                    std::thread::sleep(Duration::from_millis(200));
                }
                Err(e) => return Err(e.into()),
            }
        }
    }

    fn rooms(
        client: &mut Client,
        filter: &str,
        args: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<Vec<RoomRecord>, StoreError> {
        let rows = client.query(&format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE {filter}"), args)?;
        rows.iter()
            .map(|row| {
                let raw = RawRoom {
                    game: row.try_get(0)?,
                    code: row.try_get(1)?,
                    config: row.try_get(2)?,
                    public: row.try_get(3)?,
                    created_at: row.try_get(4)?,
                    expires_at: row.try_get(5)?,
                    white_token: row.try_get(6)?,
                    white_name: row.try_get(7)?,
                    black_token: row.try_get(8)?,
                    black_name: row.try_get(9)?,
                    status: row.try_get(10)?,
                    owner: row.try_get(11)?,
                    epoch: row.try_get(12)?,
                };
                RoomRecord::try_from(raw)
            })
            .collect()
    }
}

fn apply(tx: &mut postgres::Transaction<'_>, w: &Write, lease_ms: i64) -> Result<(), StoreError> {
    match w {
        Write::CreateRoom(r) => {
            let config = serde_json::to_string(&r.config).map_err(|e| StoreError::Corrupt(e.to_string()))?;
            let seat = |c: Color| r.seats[c.index()].as_ref();
            tx.execute(
                &format!(
                    "INSERT INTO rooms (game, code, config, public, created_at, expires_at, white_token, white_name, \
                     black_token, black_name, status, owner, epoch, lease_until) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, {NOW_MS} + $14)"
                ),
                &[
                    &r.game,
                    &r.code,
                    &config,
                    &r.public,
                    &(r.created_at as i64),
                    &(r.expires_at as i64),
                    &seat(Color::White).map(|s| s.token_hash.to_vec()),
                    &seat(Color::White).map(|s| s.name.clone()),
                    &seat(Color::Black).map(|s| s.token_hash.to_vec()),
                    &seat(Color::Black).map(|s| s.name.clone()),
                    &r.status.as_str(),
                    &r.owner,
                    &(r.epoch as i64),
                    &lease_ms,
                ],
            )
            .map_err(|e| pg_error(e, "room code or id in use"))?;
        }
        Write::TakeSeat { game, color, seat } => {
            let sql = match color {
                Color::White => {
                    "UPDATE rooms SET white_token = $2, white_name = $3 WHERE game = $1 AND white_token IS NULL"
                }
                Color::Black => {
                    "UPDATE rooms SET black_token = $2, black_name = $3 WHERE game = $1 AND black_token IS NULL"
                }
            };
            let n = tx
                .execute(sql, &[game, &seat.token_hash.to_vec(), &seat.name])
                .map_err(|e| pg_error(e, "token in use"))?;
            if n != 1 {
                return Err(StoreError::Conflict(format!("seat of {game} already taken")));
            }
        }
        Write::Append { game, epoch, events, status } => {
            let row = tx.query_opt("SELECT epoch FROM rooms WHERE game = $1 FOR SHARE", &[game])?;
            let stored: Option<i64> = row.map(|r| r.try_get(0)).transpose()?;
            if stored != Some(*epoch as i64) {
                return Err(StoreError::Fenced(format!("{game} is at epoch {stored:?}, not {epoch}")));
            }
            let stmt = tx.prepare("INSERT INTO events (game, seq, at, body, epoch) VALUES ($1, $2, $3, $4, $5)")?;
            for e in events {
                let body = serde_json::to_string(e).map_err(|e| StoreError::Corrupt(e.to_string()))?;
                tx.execute(&stmt, &[game, &(e.version as i64), &(e.at as i64), &body, &(*epoch as i64)])
                    .map_err(|err| pg_error(err, &format!("event {} of {game} already stored", e.version)))?;
            }
            if let Some(status) = status {
                tx.execute("UPDATE rooms SET status = $2 WHERE game = $1", &[game, &status.as_str()])?;
            }
        }
    }
    Ok(())
}

impl Store for PgStore {
    fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>> {
        // A move alone: one statement, no transaction.
        if let [Write::Append { game, epoch, events, status: None }] = batch {
            if let [event] = events.as_slice() {
                return vec![self.append_one(game, *epoch, event)];
            }
        }
        let lease_ms = self.lease_ms;
        let attempt = self.retry(|client| {
            let mut tx = client.transaction()?;
            let mut results = Vec::with_capacity(batch.len());
            for w in batch {
                let mut sp = tx.savepoint("w")?;
                match apply(&mut sp, w, lease_ms) {
                    Ok(()) => {
                        sp.commit()?;
                        results.push(Ok(()));
                    }
                    // A lost connection fails the whole batch (and it is tried again).
                    Err(StoreError::Postgres(e)) if is_lost(&e) => return Err(StoreError::Postgres(e)),
                    Err(e) => {
                        sp.rollback()?;
                        results.push(Err(e));
                    }
                }
            }
            tx.commit()?;
            Ok(results)
        });
        match attempt {
            Ok(results) => results,
            Err(e) => {
                let msg = e.to_string();
                batch.iter().map(|_| Err(StoreError::Conflict(format!("write failed: {msg}")))).collect()
            }
        }
    }

    fn live_rooms(&mut self) -> Result<Vec<RoomRecord>, StoreError> {
        self.retry(|c| PgStore::rooms(c, "status IN ('open', 'playing') ORDER BY created_at", &[]))
    }

    fn room_by_token(&mut self, token_hash: &[u8; 32]) -> Result<Option<RoomRecord>, StoreError> {
        let hash = token_hash.to_vec();
        self.retry(|c| Ok(PgStore::rooms(c, "white_token = $1 OR black_token = $1", &[&hash])?.into_iter().next()))
    }

    fn events(&mut self, game: &str) -> Result<Vec<Event>, StoreError> {
        let rows =
            self.retry(|c| Ok(c.query("SELECT seq, body FROM events WHERE game = $1 ORDER BY seq", &[&game])?))?;
        rows.iter()
            .map(|row| {
                let seq: i64 = row.try_get(0)?;
                let body: String = row.try_get(1)?;
                let e: Event = serde_json::from_str(&body).map_err(|e| StoreError::Corrupt(e.to_string()))?;
                if e.version as i64 != seq {
                    return Err(StoreError::Corrupt(format!("event {seq} of {game} holds version {}", e.version)));
                }
                Ok(e)
            })
            .collect()
    }

    fn claim(&mut self, game: &str, owner: &str, lease_ms: u64) -> Result<Option<u64>, StoreError> {
        let lease = lease_ms as i64;
        let sql = format!(
            "UPDATE rooms SET owner = $2, epoch = epoch + 1, lease_until = {NOW_MS} + $3 \
             WHERE game = $1 AND (owner = $2 OR lease_until < {NOW_MS}) RETURNING epoch"
        );
        let row = self.retry(|c| Ok(c.query_opt(&sql, &[&game, &owner, &lease])?))?;
        Ok(row.map(|r| r.try_get::<_, i64>(0)).transpose()?.map(|e| e.max(0) as u64))
    }

    fn renew(&mut self, owner: &str, games: &[String], lease_ms: u64) -> Result<Vec<(String, u64)>, StoreError> {
        let lease = lease_ms as i64;
        let sql = format!(
            "UPDATE rooms SET lease_until = {NOW_MS} + $3 WHERE owner = $1 AND game = ANY($2) RETURNING game, epoch"
        );
        let rows = self.retry(|c| Ok(c.query(&sql, &[&owner, &games, &lease])?))?;
        rows.iter().map(|r| Ok((r.try_get(0)?, r.try_get::<_, i64>(1)?.max(0) as u64))).collect()
    }

    fn release(&mut self, owner: &str) -> Result<(), StoreError> {
        self.retry(|c| Ok(c.execute("UPDATE rooms SET lease_until = 0 WHERE owner = $1", &[&owner])?))?;
        Ok(())
    }

    fn orphans(&mut self, limit: u32) -> Result<Vec<RoomRecord>, StoreError> {
        let filter = format!("status IN ('open', 'playing') AND lease_until < {NOW_MS} ORDER BY lease_until LIMIT $1");
        let limit = i64::from(limit);
        self.retry(|c| PgStore::rooms(c, &filter, &[&limit]))
    }

    fn room_by_code(&mut self, code: &str) -> Result<Option<RoomRecord>, StoreError> {
        self.retry(|c| Ok(PgStore::rooms(c, "code = $1 AND status = 'open'", &[&code])?.into_iter().next()))
    }

    fn open_rooms(&mut self, now_ms: u64, limit: u32) -> Result<Vec<RoomRecord>, StoreError> {
        let filter = "status = 'open' AND public AND expires_at > $1 \
                      AND (white_token IS NULL OR black_token IS NULL) ORDER BY created_at DESC LIMIT $2";
        let (now, limit) = (i64::try_from(now_ms).unwrap_or(i64::MAX), i64::from(limit));
        self.retry(|c| PgStore::rooms(c, filter, &[&now, &limit]))
    }

    fn lobby_attempt(&mut self, addr: &str, burst: u32, per_minute: u32) -> Result<Result<(), u64>, StoreError> {
        let burst = f64::from(burst.max(1));
        let per_ms = f64::from(per_minute.max(1)) / 60_000.0;
        // A token bucket: refill it for the time since the last attempt
        // (the row stays locked to the end of the transaction), then take a
        // token if there is a whole one.
        let refill = format!(
            "INSERT INTO lobby_buckets AS b (addr, tokens, at) VALUES ($1, $2::float8, {NOW_MS}) \
             ON CONFLICT (addr) DO UPDATE SET tokens = LEAST($2::float8, b.tokens + ({NOW_MS} - b.at) * $3::float8), at = {NOW_MS} \
             RETURNING tokens"
        );
        self.retry(|c| {
            let mut tx = c.transaction()?;
            let tokens: f64 = tx.query_one(&refill, &[&addr, &burst, &per_ms])?.try_get(0)?;
            let answer = if tokens >= 1.0 {
                tx.execute("UPDATE lobby_buckets SET tokens = tokens - 1 WHERE addr = $1", &[&addr])?;
                Ok(())
            } else {
                Err(((1.0 - tokens) / per_ms).ceil().max(1.0) as u64)
            };
            tx.commit()?;
            Ok(answer)
        })
    }
}
