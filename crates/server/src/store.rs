//! What the server keeps: rooms (with their seats, join code, status and
//! owner) and each game's event log, behind one trait, [`Store`].
//!
//! The event log is keyed by (game, sequence number) — the event's version
//! — with a uniqueness constraint, so a second writer's append of a number
//! already stored fails ([`StoreError::Conflict`]) instead of forking the
//! game. Room ownership is explicit: the instance serving a room has
//! claimed it ([`Store::claim`]), which raises the room's epoch, and every
//! append names the epoch its writer holds: an append under an older epoch
//! is refused ([`StoreError::Fenced`]), so an instance that lost a room can
//! never write to it again. One SQLite file implements it here
//! ([`SqliteStore`], one instance); PostgreSQL implements it for several
//! instances with leases ([`crate::pgstore::PgStore`]).
//!
//! Writes go in batches ([`Store::write`]): each write is atomic on its
//! own, and all of a batch are durable when the call returns — the server
//! acknowledges nothing before that.

use protocol::{Event, MatchConfig};
use rules::Color;
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The write would overwrite what is stored: an event with the same
    /// (game, sequence number), a join code or game id already in use.
    #[error("conflict: {0}")]
    Conflict(String),
    /// The writer no longer owns the room: another instance claimed it
    /// (a higher epoch) since.
    #[error("fenced: {0}")]
    Fenced(String),
    /// Something stored does not read back.
    #[error("corrupt record: {0}")]
    Corrupt(String),
    /// The database failed.
    #[error("database: {0}")]
    Database(#[from] rusqlite::Error),
    /// PostgreSQL failed (or stayed unreachable past the retry bound).
    #[error("postgres: {0}")]
    Postgres(#[from] postgres::Error),
    /// The storage thread is gone (the server is shutting down).
    #[error("storage is closed")]
    Closed,
}

/// Where a room stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoomStatus {
    /// Waiting for an opponent; joinable by its code.
    Open,
    /// Both seats are taken and the game is not over.
    Playing,
    /// The game is over (a result or aborted).
    Over,
    /// Nobody joined in time.
    Expired,
}

impl RoomStatus {
    /// The stored form.
    pub fn as_str(self) -> &'static str {
        match self {
            RoomStatus::Open => "open",
            RoomStatus::Playing => "playing",
            RoomStatus::Over => "over",
            RoomStatus::Expired => "expired",
        }
    }

    /// Reads the stored form.
    pub fn parse(s: &str) -> Result<RoomStatus, StoreError> {
        Ok(match s {
            "open" => RoomStatus::Open,
            "playing" => RoomStatus::Playing,
            "over" => RoomStatus::Over,
            "expired" => RoomStatus::Expired,
            other => return Err(StoreError::Corrupt(format!("room status {other:?}"))),
        })
    }

    /// Whether the room still needs a task serving it (its clock may run,
    /// it may expire).
    pub fn is_live(self) -> bool {
        matches!(self, RoomStatus::Open | RoomStatus::Playing)
    }
}

/// A taken seat: who holds it, by the SHA-256 of its secret token (the
/// token itself is never stored or logged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRecord {
    /// SHA-256 of the token's wire form.
    pub token_hash: [u8; 32],
    /// The player's display name.
    pub name: String,
}

/// A room as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomRecord {
    /// The game id (the match's id).
    pub game: String,
    /// The join code (canonical form, without the dash).
    pub code: String,
    /// The match's settings.
    pub config: MatchConfig,
    /// Whether it is listed publicly while open.
    pub public: bool,
    /// When it was created (Unix ms).
    pub created_at: u64,
    /// When it expires if nobody joins (Unix ms).
    pub expires_at: u64,
    /// White's and Black's seat.
    pub seats: [Option<SeatRecord>; 2],
    /// Where it stands.
    pub status: RoomStatus,
    /// The instance serving it.
    pub owner: String,
    /// How many times it was claimed: the owner's fencing token.
    pub epoch: u64,
}

/// One atomic change.
#[derive(Debug, Clone)]
pub enum Write {
    /// A new room (with its creator's seat).
    CreateRoom(Box<RoomRecord>),
    /// A player took a seat.
    TakeSeat {
        /// The game.
        game: String,
        /// The seat.
        color: Color,
        /// Who.
        seat: SeatRecord,
    },
    /// Events of a game, in order, and the room's new status if it changed
    /// with them; fails whole if any sequence number is taken.
    Append {
        /// The game.
        game: String,
        /// The epoch the writer holds; refused when the room's is another.
        epoch: u64,
        /// The events (their versions are the sequence numbers).
        events: Vec<Event>,
        /// The room's status after them, if it changed.
        status: Option<RoomStatus>,
    },
}

/// The server's persistence.
pub trait Store: Send {
    /// Applies each write atomically (a failed one changes nothing and
    /// does not stop the others); all that succeeded are durable when this
    /// returns.
    fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>>;
    /// The rooms still in play (open or playing), oldest first.
    fn live_rooms(&mut self) -> Result<Vec<RoomRecord>, StoreError>;
    /// The room holding a seat with this token hash.
    fn room_by_token(&mut self, token_hash: &[u8; 32]) -> Result<Option<RoomRecord>, StoreError>;
    /// A game's events, in order.
    fn events(&mut self, game: &str) -> Result<Vec<Event>, StoreError>;
    /// Makes `owner` the instance serving `game` for `lease_ms` (renewed
    /// by [`Store::renew`]) if nobody else holds a live lease on it, and
    /// raises its epoch; returns the new epoch, or `None` when another
    /// instance holds it.
    fn claim(&mut self, game: &str, owner: &str, lease_ms: u64) -> Result<Option<u64>, StoreError>;
    /// Extends `owner`'s leases on `games` by `lease_ms`; returns the games
    /// (with their epochs) it still holds: a game missing from the answer
    /// was taken by another instance.
    fn renew(&mut self, owner: &str, games: &[String], lease_ms: u64) -> Result<Vec<(String, u64)>, StoreError>;
    /// Ends `owner`'s leases at once (a graceful stop): others may take its
    /// rooms without waiting for the leases to run out.
    fn release(&mut self, owner: &str) -> Result<(), StoreError>;
    /// Rooms in play whose lease ran out (their owner is gone), at most `limit`.
    fn orphans(&mut self, limit: u32) -> Result<Vec<RoomRecord>, StoreError>;
    /// The open room with this join code (canonical form).
    fn room_by_code(&mut self, code: &str) -> Result<Option<RoomRecord>, StoreError>;
    /// The public rooms still waiting for an opponent and not expired at
    /// `now_ms` (Unix ms), newest first, at most `limit`: in a cluster the
    /// lobby lists these, whichever instance serves them.
    fn open_rooms(&mut self, now_ms: u64, limit: u32) -> Result<Vec<RoomRecord>, StoreError>;
    /// Takes one lobby attempt for `addr` from a token bucket shared by all
    /// instances (`burst`, refilled at `per_minute`); `Ok(Err(wait_ms))`
    /// when over the limit.
    fn lobby_attempt(&mut self, addr: &str, burst: u32, per_minute: u32) -> Result<Result<(), u64>, StoreError>;
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    game        TEXT PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,
    config      TEXT NOT NULL,
    public      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    white_token BLOB UNIQUE,
    white_name  TEXT,
    black_token BLOB UNIQUE,
    black_name  TEXT,
    status      TEXT NOT NULL,
    owner       TEXT NOT NULL,
    epoch       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS rooms_status ON rooms(status);
CREATE TABLE IF NOT EXISTS events (
    game TEXT NOT NULL,
    seq  INTEGER NOT NULL,
    at   INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
";

/// How far a commit is durable when it returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Durability {
    /// On disk (`synchronous = FULL`, an `fsync` per commit): survives a
    /// power loss.
    #[default]
    Full,
    /// In the operating system's hands (`synchronous = NORMAL` in WAL
    /// mode): survives the server's crash or `kill -9`, not a power loss or
    /// a kernel crash; no `fsync` on the move's path.
    Normal,
}

impl Durability {
    fn pragma(self) -> &'static str {
        match self {
            Durability::Full => "FULL",
            Durability::Normal => "NORMAL",
        }
    }
}

/// The [`Store`] in one SQLite file (WAL, [`Durability::Full`] by default: each
/// commit is on disk when it returns). The WAL is folded back into the
/// database by a thread of its own, so a checkpoint never stalls a commit.
pub struct SqliteStore {
    conn: Connection,
    checkpointer: Option<Checkpointer>,
}

/// How often the WAL is checkpointed.
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// The thread that checkpoints the WAL (passively: it never blocks a writer).
struct Checkpointer {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Checkpointer {
    fn start(path: &Path) -> Result<Checkpointer, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(1))?;
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name("checkpoint".into())
            .spawn(move || {
                let tick = std::time::Duration::from_millis(50);
                let mut waited = std::time::Duration::ZERO;
                while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                    std::thread::sleep(tick);
                    waited += tick;
                    if waited >= CHECKPOINT_EVERY {
                        waited = std::time::Duration::ZERO;
                        let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
                    }
                }
            })
            .map_err(|e| StoreError::Corrupt(format!("cannot start the checkpoint thread: {e}")))?;
        Ok(Checkpointer { stop, thread: Some(thread) })
    }
}

impl Drop for Checkpointer {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn is_constraint(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ConstraintViolation)
}

fn sql_error(e: rusqlite::Error, what: &str) -> StoreError {
    if is_constraint(&e) {
        StoreError::Conflict(what.to_string())
    } else {
        StoreError::Database(e)
    }
}

impl SqliteStore {
    /// Opens (or creates) the database at `path`.
    pub fn open(path: &Path, sync: Durability) -> Result<SqliteStore, StoreError> {
        let conn = Connection::open(path)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", sync.pragma())?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        conn.execute_batch(SCHEMA)?;
        // Databases made before rooms had epochs.
        let has_epoch = conn.prepare("SELECT epoch FROM rooms LIMIT 0").is_ok();
        if !has_epoch {
            conn.execute_batch("ALTER TABLE rooms ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0")?;
        }
        let checkpointer = Some(Checkpointer::start(path)?);
        Ok(SqliteStore { conn, checkpointer })
    }

    fn apply(&self, w: &Write) -> Result<(), StoreError> {
        match w {
            Write::CreateRoom(r) => {
                let config = serde_json::to_string(&r.config).map_err(|e| StoreError::Corrupt(e.to_string()))?;
                let seat = |c: Color| r.seats[c.index()].as_ref();
                self.conn
                    .execute(
                        "INSERT INTO rooms (game, code, config, public, created_at, expires_at, white_token, \
                         white_name, black_token, black_name, status, owner, epoch) \
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
                        params![
                            r.game,
                            r.code,
                            config,
                            r.public,
                            r.created_at as i64,
                            r.expires_at as i64,
                            seat(Color::White).map(|s| s.token_hash.to_vec()),
                            seat(Color::White).map(|s| s.name.clone()),
                            seat(Color::Black).map(|s| s.token_hash.to_vec()),
                            seat(Color::Black).map(|s| s.name.clone()),
                            r.status.as_str(),
                            r.owner,
                            r.epoch as i64,
                        ],
                    )
                    .map_err(|e| sql_error(e, "room code or id in use"))?;
            }
            Write::TakeSeat { game, color, seat } => {
                let sql = match color {
                    Color::White => {
                        "UPDATE rooms SET white_token = ?2, white_name = ?3 WHERE game = ?1 AND white_token IS NULL"
                    }
                    Color::Black => {
                        "UPDATE rooms SET black_token = ?2, black_name = ?3 WHERE game = ?1 AND black_token IS NULL"
                    }
                };
                let n = self
                    .conn
                    .execute(sql, params![game, seat.token_hash.to_vec(), seat.name])
                    .map_err(|e| sql_error(e, "token in use"))?;
                if n != 1 {
                    return Err(StoreError::Conflict(format!("seat of {game} already taken")));
                }
            }
            Write::Append { game, epoch, events, status } => {
                let stored: Option<i64> = self
                    .conn
                    .query_row("SELECT epoch FROM rooms WHERE game = ?1", params![game], |r| r.get(0))
                    .optional()?;
                if stored != Some(*epoch as i64) {
                    return Err(StoreError::Fenced(format!("{game} is at epoch {stored:?}, not {epoch}")));
                }
                let mut stmt =
                    self.conn.prepare_cached("INSERT INTO events (game, seq, at, body) VALUES (?1, ?2, ?3, ?4)")?;
                for e in events {
                    let body = serde_json::to_string(e).map_err(|e| StoreError::Corrupt(e.to_string()))?;
                    stmt.execute(params![game, e.version as i64, e.at as i64, body])
                        .map_err(|err| sql_error(err, &format!("event {} of {game} already stored", e.version)))?;
                }
                if let Some(status) = status {
                    self.conn
                        .execute("UPDATE rooms SET status = ?2 WHERE game = ?1", params![game, status.as_str()])?;
                }
            }
        }
        Ok(())
    }

    fn read_room(row: &rusqlite::Row<'_>) -> rusqlite::Result<RawRoom> {
        Ok(RawRoom {
            game: row.get(0)?,
            code: row.get(1)?,
            config: row.get(2)?,
            public: row.get(3)?,
            created_at: row.get(4)?,
            expires_at: row.get(5)?,
            white_token: row.get(6)?,
            white_name: row.get(7)?,
            black_token: row.get(8)?,
            black_name: row.get(9)?,
            status: row.get(10)?,
            owner: row.get(11)?,
            epoch: row.get(12)?,
        })
    }
}

pub(crate) const ROOM_COLUMNS: &str = "game, code, config, public, created_at, expires_at, white_token, white_name, \
                            black_token, black_name, status, owner, epoch";

/// A room's columns as both databases return them.
pub(crate) struct RawRoom {
    pub(crate) game: String,
    pub(crate) code: String,
    pub(crate) config: String,
    pub(crate) public: bool,
    pub(crate) created_at: i64,
    pub(crate) expires_at: i64,
    pub(crate) white_token: Option<Vec<u8>>,
    pub(crate) white_name: Option<String>,
    pub(crate) black_token: Option<Vec<u8>>,
    pub(crate) black_name: Option<String>,
    pub(crate) status: String,
    pub(crate) owner: String,
    pub(crate) epoch: i64,
}

fn seat(token: Option<Vec<u8>>, name: Option<String>) -> Result<Option<SeatRecord>, StoreError> {
    match token {
        None => Ok(None),
        Some(t) => {
            let token_hash: [u8; 32] =
                t.try_into().map_err(|_| StoreError::Corrupt("a token hash is not 32 bytes".into()))?;
            Ok(Some(SeatRecord { token_hash, name: name.unwrap_or_default() }))
        }
    }
}

impl TryFrom<RawRoom> for RoomRecord {
    type Error = StoreError;
    fn try_from(r: RawRoom) -> Result<RoomRecord, StoreError> {
        Ok(RoomRecord {
            config: serde_json::from_str(&r.config).map_err(|e| StoreError::Corrupt(e.to_string()))?,
            game: r.game,
            code: r.code,
            public: r.public,
            created_at: r.created_at.max(0) as u64,
            expires_at: r.expires_at.max(0) as u64,
            seats: [seat(r.white_token, r.white_name)?, seat(r.black_token, r.black_name)?],
            status: RoomStatus::parse(&r.status)?,
            owner: r.owner,
            epoch: r.epoch.max(0) as u64,
        })
    }
}

impl Store for SqliteStore {
    fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>> {
        let begun = self.conn.execute_batch("BEGIN IMMEDIATE");
        if let Err(e) = begun {
            let msg = e.to_string();
            return batch.iter().map(|_| Err(StoreError::Conflict(format!("could not begin: {msg}")))).collect();
        }
        let mut results = Vec::with_capacity(batch.len());
        for w in batch {
            let r = self.conn.execute_batch("SAVEPOINT w").map_err(StoreError::from).and_then(|()| {
                let r = self.apply(w);
                let end = if r.is_ok() { "RELEASE w" } else { "ROLLBACK TO w; RELEASE w" };
                self.conn.execute_batch(end)?;
                r
            });
            results.push(r);
        }
        if let Err(e) = self.conn.execute_batch("COMMIT") {
            let _ = self.conn.execute_batch("ROLLBACK");
            let msg = e.to_string();
            return batch.iter().map(|_| Err(StoreError::Conflict(format!("commit failed: {msg}")))).collect();
        }
        results
    }

    fn live_rooms(&mut self) -> Result<Vec<RoomRecord>, StoreError> {
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {ROOM_COLUMNS} FROM rooms WHERE status IN ('open', 'playing') ORDER BY created_at"
        ))?;
        let raw = stmt.query_map([], SqliteStore::read_room)?.collect::<Result<Vec<_>, _>>()?;
        raw.into_iter().map(RoomRecord::try_from).collect()
    }

    fn room_by_token(&mut self, token_hash: &[u8; 32]) -> Result<Option<RoomRecord>, StoreError> {
        let raw = self
            .conn
            .query_row(
                &format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE white_token = ?1 OR black_token = ?1"),
                params![token_hash.to_vec()],
                SqliteStore::read_room,
            )
            .optional()?;
        raw.map(RoomRecord::try_from).transpose()
    }

    fn events(&mut self, game: &str) -> Result<Vec<Event>, StoreError> {
        let mut stmt = self.conn.prepare_cached("SELECT seq, body FROM events WHERE game = ?1 ORDER BY seq")?;
        let rows = stmt
            .query_map(params![game], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter()
            .map(|(seq, body)| {
                let e: Event = serde_json::from_str(&body).map_err(|e| StoreError::Corrupt(e.to_string()))?;
                if e.version as i64 != seq {
                    return Err(StoreError::Corrupt(format!("event {seq} of {game} holds version {}", e.version)));
                }
                Ok(e)
            })
            .collect()
    }

    /// One instance: a claim always succeeds (there is nobody to lease from).
    fn claim(&mut self, game: &str, owner: &str, _lease_ms: u64) -> Result<Option<u64>, StoreError> {
        let epoch = self
            .conn
            .query_row(
                "UPDATE rooms SET owner = ?2, epoch = epoch + 1 WHERE game = ?1 RETURNING epoch",
                params![game, owner],
                |r| r.get::<_, i64>(0),
            )
            .optional()?;
        Ok(epoch.map(|e| e.max(0) as u64))
    }

    fn renew(&mut self, _owner: &str, games: &[String], _lease_ms: u64) -> Result<Vec<(String, u64)>, StoreError> {
        let mut stmt = self.conn.prepare_cached("SELECT epoch FROM rooms WHERE game = ?1")?;
        let mut held = Vec::with_capacity(games.len());
        for g in games {
            if let Some(e) = stmt.query_row(params![g], |r| r.get::<_, i64>(0)).optional()? {
                held.push((g.clone(), e.max(0) as u64));
            }
        }
        Ok(held)
    }

    fn release(&mut self, _owner: &str) -> Result<(), StoreError> {
        Ok(())
    }

    fn orphans(&mut self, _limit: u32) -> Result<Vec<RoomRecord>, StoreError> {
        Ok(Vec::new())
    }

    fn room_by_code(&mut self, code: &str) -> Result<Option<RoomRecord>, StoreError> {
        let raw = self
            .conn
            .query_row(
                &format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE code = ?1 AND status = 'open'"),
                params![code],
                SqliteStore::read_room,
            )
            .optional()?;
        raw.map(RoomRecord::try_from).transpose()
    }

    fn open_rooms(&mut self, now_ms: u64, limit: u32) -> Result<Vec<RoomRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {ROOM_COLUMNS} FROM rooms WHERE status = 'open' AND public = 1 AND expires_at > ?1 \
             AND (white_token IS NULL OR black_token IS NULL) ORDER BY created_at DESC LIMIT ?2"
        ))?;
        let now = i64::try_from(now_ms).unwrap_or(i64::MAX);
        let raws =
            stmt.query_map(params![now, i64::from(limit)], SqliteStore::read_room)?.collect::<Result<Vec<_>, _>>()?;
        raws.into_iter().map(RoomRecord::try_from).collect()
    }

    /// One instance keeps its limits in memory ([`crate::limits`]); this is
    /// never asked.
    fn lobby_attempt(&mut self, _addr: &str, _burst: u32, _per_minute: u32) -> Result<Result<(), u64>, StoreError> {
        Ok(Ok(()))
    }
}

impl Drop for SqliteStore {
    fn drop(&mut self) {
        self.checkpointer.take();
        // Folds the WAL back into the main file on a clean close.
        let _ = self.conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
    }
}
