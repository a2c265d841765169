//! Maharajah's local store: saved games, the army setups library, engine
//! analyses and settings, all in one SQLite file in the app's data folder.
//!
//! Why it looks the way it does:
//! - **One file, WAL, `synchronous = FULL`**: a write returns only once it is
//!   durable, so an autosave after each move survives a crash or a killed
//!   process, while readers (the saved-games list) never wait for a writer.
//! - **Every write in one immediate transaction**: nothing is ever half
//!   saved, and two app windows queue instead of failing mid-write.
//! - **Schema by numbered `.sql` migrations** ([`schema`]), tracked with
//!   `PRAGMA user_version` and marked as ours with `PRAGMA application_id`, so
//!   old files upgrade and foreign files are refused rather than altered.
//! - **Typed errors with stable kinds** ([`StoreError::kind`]): the app
//!   translates by kind and offers recovery for `corrupt` / `foreign` files
//!   ([`Store::open_or_recover`] moves them aside, never deletes them).
//! - **PGN in and out** ([`Store::import_pgn`], [`Store::export_pgn`]) through
//!   the rules core, so every stored move is legal; the review's per-move
//!   comments, NAGs, evaluations and clocks come from [`annotations`].
//!
//! A [`Store`] is one connection: not `Sync`; the app keeps it behind a mutex
//! and may open a second `Store` on the same path in a worker thread for a
//! long import (WAL lets the first keep reading meanwhile).

pub mod annotations;
pub mod code;
mod error;
mod game_key;
mod games;
mod pgn_io;
pub mod sample;
pub mod schema;
mod settings;
mod setups;
pub mod time;
mod variations;

pub use code::{CodeError, SetupCode, SetupSide};
pub use error::{Result, StoreError};
pub use games::{
    ClockState, GameAnalysis, GameFilter, GameId, GameRecord, GameResult, GameSummary, Player, PlayerKind, Source,
    TimeControl,
};
pub use pgn_io::{
    game_to_pgn, stored_names, ImportProgress, ImportReport, PlayerNames, SkippedGame, IMPORT_BATCH, MAX_GAME_BYTES,
};
pub use setups::{SetupId, SetupRecord, MAX_NAME_CHARS};
pub use variations::{LineSaved, MAX_LINE_MOVES};

use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a write waits for another connection's transaction before
/// failing with [`StoreError::Busy`].
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Page cache per connection, in KiB as `PRAGMA cache_size` takes it
/// (negative): large enough that listing 100,000 games stays in memory.
const CACHE_KIB: i64 = -32_768;

/// Memory-mapped reads (bytes): list scans read pages without a copy.
const MMAP_BYTES: i64 = 256 << 20;

/// Options for [`Store::open_with`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenOptions {
    /// Run `PRAGMA quick_check` on open, so a damaged file is reported (and can
    /// be recovered) at start-up instead of failing some later query. On by
    /// default; it reads the whole file (see the README for its cost).
    pub check_integrity: bool,
}

impl Default for OpenOptions {
    fn default() -> Self {
        OpenOptions { check_integrity: true }
    }
}

/// What [`Store::open_or_recover`] did with a file it could not use, for the
/// message the app shows ("your old data was kept as …").
#[derive(Debug)]
pub struct RecoveryNote {
    /// Why the file could not be used ([`StoreError::kind`] is `corrupt`,
    /// `foreign` or `too-new`).
    pub error: StoreError,
    /// Where the file now is (same folder, name + kind + UTC timestamp). Its
    /// `-wal` / `-shm` companions, if any, were moved next to it with the same
    /// name plus their suffix, so the moved file still opens with them.
    pub moved_to: PathBuf,
}

/// The open database. See the crate docs.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
}

impl Store {
    /// Opens (creating if needed, with its folder) the store at `path` and
    /// brings its schema up to date. A damaged file gives
    /// [`StoreError::Corrupt`], another program's database
    /// [`StoreError::Foreign`], a newer Maharajah's [`StoreError::TooNew`];
    /// none of them is modified.
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        Store::open_with(path, OpenOptions::default())
    }

    /// [`Store::open`] with options.
    pub fn open_with(path: impl AsRef<Path>, options: OpenOptions) -> Result<Store> {
        let path = path.as_ref().to_path_buf();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        if std::fs::metadata(&path).is_ok_and(|m| m.len() > 0) {
            // Checked before any read-write connection exists: SQLite never
            // touches a damaged or foreign file (nor its -wal) on our behalf.
            check_header_bytes(&path)?;
            let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
            let probe = Connection::open_with_flags(&path, flags)?;
            probe.busy_timeout(BUSY_TIMEOUT)?;
            let header = schema::read_header(&probe)?;
            schema::check_header(header)?;
            if options.check_integrity && header.tables > 0 {
                check(&probe)?;
            }
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut conn = Connection::open_with_flags(&path, flags)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        // Again on this connection: another process may have changed the
        // file in between (cheap: three header reads).
        schema::check_header(schema::read_header(&conn)?)?;
        let _mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        conn.pragma_update(None, "cache_size", CACHE_KIB)?;
        conn.pragma_update(None, "mmap_size", MMAP_BYTES)?;
        schema::migrate(&mut conn, schema::VERSION)?;
        Ok(Store { conn, path })
    }

    /// Opens the store at `path`; if the file is damaged, foreign or from a
    /// newer version, moves it aside (renamed with the reason and a
    /// timestamp; kept, never deleted) and starts a fresh store there.
    ///
    /// Other failures (permissions, disk full, busy) are returned as errors:
    /// moving the file would not help and could lose a good database.
    pub fn open_or_recover(path: impl AsRef<Path>) -> Result<(Store, Option<RecoveryNote>)> {
        let path = path.as_ref();
        match Store::open(path) {
            Ok(store) => Ok((store, None)),
            Err(error) if error.needs_recovery() => {
                let moved_to = move_aside(path, error.kind())?;
                let store = Store::open(path)?;
                Ok((store, Some(RecoveryNote { error, moved_to })))
            }
            Err(e) => Err(e),
        }
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's schema version (equal to [`schema::VERSION`] once open).
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self.conn.pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    /// Runs SQLite's full `integrity_check`: [`StoreError::Corrupt`] with
    /// the first problems found, or `Ok`. For a "check database" button and tests.
    pub fn check_integrity(&self) -> Result<()> {
        let problems = self.pragma_rows("integrity_check")?;
        if problems.len() == 1 && problems[0] == "ok" {
            return Ok(());
        }
        Err(StoreError::Corrupt { detail: problems.into_iter().take(5).collect::<Vec<_>>().join("; ") })
    }

    /// Copies the write-ahead log into the main file and empties it, so the
    /// file alone holds everything (before measuring its size or copying it).
    pub fn checkpoint(&self) -> Result<()> {
        self.conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
        Ok(())
    }

    /// Size of the database file plus its write-ahead log, in bytes.
    pub fn size_on_disk(&self) -> Result<u64> {
        let mut total = std::fs::metadata(&self.path)?.len();
        if let Ok(m) = std::fs::metadata(companion(&self.path, "-wal")) {
            total += m.len();
        }
        Ok(total)
    }

    fn pragma_rows(&self, pragma: &str) -> Result<Vec<String>> {
        let mut stmt = self.conn.prepare(&format!("PRAGMA {pragma}"))?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Runs `f` in one immediate transaction (the write lock is taken at the
    /// start, so a busy database waits there, not at commit) and commits.
    fn write<T>(&mut self, f: impl FnOnce(&Transaction) -> Result<T>) -> Result<T> {
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let value = f(&tx)?;
        tx.commit()?;
        Ok(value)
    }
}

/// The magic string every SQLite 3 database file starts with.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Refuses a non-empty file that does not start like an SQLite database, or
/// is shorter than the smallest one (one 512-byte page).
fn check_header_bytes(path: &Path) -> Result<()> {
    use std::io::Read;
    let mut head = [0u8; 16];
    let mut file = std::fs::File::open(path)?;
    let len = file.metadata()?.len();
    let read = file.read(&mut head)?;
    if read < head.len() || &head != SQLITE_MAGIC {
        return Err(StoreError::Corrupt { detail: "the file is not an SQLite database".into() });
    }
    if len < 512 {
        return Err(StoreError::Corrupt { detail: format!("the file is truncated ({len} bytes)") });
    }
    Ok(())
}

/// `PRAGMA quick_check` as an error: damage found on open is `corrupt`.
fn check(conn: &Connection) -> Result<()> {
    let mut stmt = conn.prepare("PRAGMA quick_check")?;
    let problems = stmt.query_map([], |r| r.get::<_, String>(0))?.collect::<rusqlite::Result<Vec<_>>>()?;
    if problems.len() == 1 && problems[0] == "ok" {
        return Ok(());
    }
    Err(StoreError::Corrupt { detail: problems.into_iter().take(5).collect::<Vec<_>>().join("; ") })
}

/// `path` with `suffix` appended to its file name (`-wal`, `-shm`).
fn companion(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}

/// Renames `path` (and its `-wal`, `-shm`, `-journal` companions) to
/// `<name>.<kind>-<UTC timestamp>[-n]`, never overwriting anything.
fn move_aside(path: &Path, kind: &str) -> Result<PathBuf> {
    let stamp = time::file_stamp(time::now_ms());
    let base = companion(path, &format!(".{kind}-{stamp}"));
    let mut target = base.clone();
    let mut n = 1;
    while target.exists() || ["-wal", "-shm", "-journal"].iter().any(|s| companion(&target, s).exists()) {
        n += 1;
        target = companion(&base, &format!("-{n}"));
    }
    std::fs::rename(path, &target)?;
    for suffix in ["-wal", "-shm", "-journal"] {
        let from = companion(path, suffix);
        if from.exists() {
            std::fs::rename(&from, companion(&target, suffix))?;
        }
    }
    Ok(target)
}
