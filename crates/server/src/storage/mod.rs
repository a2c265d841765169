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
//! never write to it again.
//!
//! - [`sqlite`]: one SQLite file ([`SqliteStore`], one instance);
//! - [`postgres`]: PostgreSQL, for the instances of a cluster, with leases
//!   ([`PgStore`]);
//! - [`writer`]: the thread that owns the store and batches the writes
//!   ([`Storage`]).
//!
//! Writes go in batches ([`Store::write`]): each write is atomic on its
//! own, and all of a batch are durable when the call returns — the server
//! acknowledges nothing before that.

pub mod postgres;
pub mod sqlite;
pub mod writer;

pub use postgres::PgStore;
pub use sqlite::{Durability, SqliteStore};
pub use writer::{Storage, StorageThread};

use protocol::{Event, MatchConfig};
use rules::Color;
use serde::{Deserialize, Serialize};

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
    Postgres(#[from] ::postgres::Error),
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
