//! The store's one error type. Every variant has a stable [`StoreError::kind`]
//! string: the app translates messages by it (`error-store-<kind>` or its own
//! mapping) and may branch on it (offer recovery for `corrupt`, say "disk
//! full" for `disk-full`), so kinds never change with the wording.

use crate::code::CodeError;

/// Shorthand for results of store operations.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// Everything a store operation can fail with.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Reading or writing a file outside SQLite failed (moving a bad file
    /// aside, reading a PGN file, writing an export).
    #[error("file error: {0}")]
    Io(#[from] std::io::Error),
    /// The file is not a readable SQLite database, or SQLite found damage in
    /// it. [`crate::Store::open_or_recover`] moves such a file aside.
    #[error("the database file is damaged: {detail}")]
    Corrupt {
        /// What SQLite reported.
        detail: String,
    },
    /// A valid SQLite database that some other program made: never migrated
    /// over, so its owner's data stays intact.
    #[error(
        "the file is another program's database, not Maharajah's (application id {application_id:#x}, {tables} tables)"
    )]
    Foreign {
        /// Its `PRAGMA application_id` (0 when unset).
        application_id: i32,
        /// How many tables it holds.
        tables: i64,
    },
    /// The database was written by a newer Maharajah whose schema this
    /// version does not know.
    #[error("the database has schema version {found}; this version of Maharajah reads up to {supported}")]
    TooNew {
        /// The file's `PRAGMA user_version`.
        found: i64,
        /// The newest schema this code knows ([`crate::schema::VERSION`]).
        supported: i64,
    },
    /// Another process holds the database locked for longer than the busy timeout.
    #[error("the database is busy (another Maharajah window?)")]
    Busy,
    /// The file or its folder cannot be written.
    #[error("the database cannot be written: {0}")]
    ReadOnly(String),
    /// The file cannot be opened at all (missing folder, permissions).
    #[error("the database cannot be opened: {0}")]
    CannotOpen(String),
    /// The disk is full.
    #[error("the disk is full")]
    DiskFull,
    /// Any other SQLite failure (a bug, or something this list does not name).
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
    /// No row has this id (deleted meanwhile, or never saved).
    #[error("no {what} with id {id}")]
    NotFound {
        /// `game`, `setup`, …
        what: &'static str,
        /// The id asked for.
        id: i64,
    },
    /// A record passed in (or read back) is not valid: bad move text, bad
    /// FEN board, empty name, …
    #[error("invalid {what}: {detail}")]
    Invalid {
        /// The field at fault.
        what: &'static str,
        /// Why.
        detail: String,
    },
    /// A pasted setup code was refused; its own [`CodeError::kind`] says why.
    #[error(transparent)]
    SetupCode(#[from] CodeError),
    /// A setting value could not be converted to or from JSON.
    #[error("setting '{key}': {source}")]
    Setting {
        /// The setting's key.
        key: String,
        /// The conversion error.
        source: serde_json::Error,
    },
}

impl StoreError {
    /// The stable id of this error (`corrupt`, `foreign`, `not-found`, …),
    /// for translation and for deciding what to offer the user.
    pub fn kind(&self) -> &'static str {
        match self {
            StoreError::Io(_) => "io",
            StoreError::Corrupt { .. } => "corrupt",
            StoreError::Foreign { .. } => "foreign",
            StoreError::TooNew { .. } => "too-new",
            StoreError::Busy => "busy",
            StoreError::ReadOnly(_) => "read-only",
            StoreError::CannotOpen(_) => "cannot-open",
            StoreError::DiskFull => "disk-full",
            StoreError::Sqlite(_) => "database",
            StoreError::NotFound { .. } => "not-found",
            StoreError::Invalid { .. } => "invalid",
            StoreError::SetupCode(e) => e.kind(),
            StoreError::Setting { .. } => "setting",
        }
    }

    /// Whether moving the file aside and starting afresh is the remedy
    /// ([`crate::Store::open_or_recover`] does it for exactly these).
    pub fn needs_recovery(&self) -> bool {
        matches!(self, StoreError::Corrupt { .. } | StoreError::Foreign { .. } | StoreError::TooNew { .. })
    }

    pub(crate) fn invalid(what: &'static str, detail: impl Into<String>) -> StoreError {
        StoreError::Invalid { what, detail: detail.into() }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode as C;
        match e.sqlite_error_code() {
            Some(C::DatabaseCorrupt | C::NotADatabase) => StoreError::Corrupt { detail: e.to_string() },
            Some(C::DiskFull) => StoreError::DiskFull,
            Some(C::DatabaseBusy | C::DatabaseLocked) => StoreError::Busy,
            Some(C::ReadOnly) => StoreError::ReadOnly(e.to_string()),
            Some(C::CannotOpen | C::PermissionDenied) => StoreError::CannotOpen(e.to_string()),
            _ => StoreError::Sqlite(e),
        }
    }
}
