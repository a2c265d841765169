//! The [`Store`] in one SQLite file: the single instance's storage.

use super::{RawRoom, RoomRecord, Store, StoreError, Write, ROOM_COLUMNS};
use protocol::Event;
use rules::Color;
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;

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
