//! The schema, as numbered migrations kept as plain `.sql` files in
//! `crates/store/migrations/` and compiled in with `include_str!`.
//!
//! `PRAGMA user_version` holds the number of the last migration applied; each
//! migration runs in its own transaction together with the bump of that number,
//! so a crash mid-upgrade leaves the file at the previous version, never in
//! between. `PRAGMA application_id` marks the file as ours, so a foreign
//! database is refused instead of being migrated over.

use crate::error::{Result, StoreError};
use rusqlite::{Connection, TransactionBehavior};

/// `PRAGMA application_id` of a Maharajah store: `MHJH` in ASCII.
pub const APPLICATION_ID: i32 = 0x4D48_4A48;

/// One step of the schema: applying it to version `version - 1` gives `version`.
#[derive(Clone, Copy, Debug)]
pub struct Migration {
    /// The schema version this migration produces (1, 2, …).
    pub version: i64,
    /// File name under `migrations/`, for messages.
    pub name: &'static str,
    /// The SQL, run as one batch.
    pub sql: &'static str,
    /// Work SQL cannot do (hashing, replaying a game), run after `sql` in the
    /// same transaction.
    pub then: Option<fn(&Connection) -> Result<()>>,
}

/// Every migration, in order; `MIGRATIONS[i].version == i + 1`.
pub const MIGRATIONS: &[Migration] = &[
    Migration { version: 1, name: "0001_init.sql", sql: include_str!("../migrations/0001_init.sql"), then: None },
    Migration {
        version: 2,
        name: "0002_search_favourites.sql",
        sql: include_str!("../migrations/0002_search_favourites.sql"),
        then: None,
    },
    Migration {
        version: 3,
        name: "0003_analysis.sql",
        sql: include_str!("../migrations/0003_analysis.sql"),
        then: None,
    },
    Migration {
        version: 4,
        name: "0004_import_key.sql",
        sql: include_str!("../migrations/0004_import_key.sql"),
        then: None,
    },
    Migration {
        version: 5,
        name: "0005_game_key.sql",
        sql: include_str!("../migrations/0005_game_key.sql"),
        then: Some(crate::game_key::rekey_imports),
    },
];

/// The schema version this code writes: the last migration's.
pub const VERSION: i64 = MIGRATIONS[MIGRATIONS.len() - 1].version;

/// What the header of an opened file says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Header {
    pub application_id: i32,
    pub user_version: i64,
    pub tables: i64,
}

/// Reads the header fields that tell an empty file, our store and a foreign
/// database apart. A file that is not SQLite fails here (as `corrupt`).
pub(crate) fn read_header(conn: &Connection) -> Result<Header> {
    let application_id: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
    let user_version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    let tables: i64 = conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
    Ok(Header { application_id, user_version, tables })
}

/// Refuses files that are not (or not yet) ours to migrate: foreign
/// databases and schemas newer than this code.
pub(crate) fn check_header(h: Header) -> Result<()> {
    let empty = h.application_id == 0 && h.user_version == 0 && h.tables == 0;
    if !empty && h.application_id != APPLICATION_ID {
        return Err(StoreError::Foreign { application_id: h.application_id, tables: h.tables });
    }
    if h.user_version > VERSION {
        return Err(StoreError::TooNew { found: h.user_version, supported: VERSION });
    }
    Ok(())
}

/// Applies every migration after the file's version, up to `target`, each in
/// its own immediate transaction (the version is re-read inside it, so two
/// processes opening the same new file do not both migrate).
pub(crate) fn migrate(conn: &mut Connection, target: i64) -> Result<()> {
    for m in MIGRATIONS.iter().filter(|m| m.version <= target) {
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let current: i64 = tx.pragma_query_value(None, "user_version", |r| r.get(0))?;
        if current >= m.version {
            continue;
        }
        if current != m.version - 1 {
            return Err(StoreError::invalid("schema", format!("version {current} cannot take {}", m.name)));
        }
        let named = |e: StoreError| match e {
            StoreError::Sqlite(e) => StoreError::invalid("schema", format!("{}: {e}", m.name)),
            other => other,
        };
        tx.execute_batch(m.sql).map_err(|e| named(e.into()))?;
        if let Some(then) = m.then {
            then(&tx).map_err(named)?;
        }
        tx.pragma_update(None, "user_version", m.version)?;
        tx.commit()?;
    }
    Ok(())
}

/// Creates (or upgrades) the database at `path` to exactly schema `version`,
/// without opening it as a [`crate::Store`].
///
/// Exists for upgrade tests and support tools: it makes the files an older
/// Maharajah would have left, so opening them with the current code can be
/// checked. `version` 0 leaves an empty file.
pub fn create_at_version(path: &std::path::Path, version: i64) -> Result<()> {
    if !(0..=VERSION).contains(&version) {
        return Err(StoreError::invalid("schema", format!("no schema version {version}")));
    }
    let mut conn = Connection::open(path)?;
    check_header(read_header(&conn)?)?;
    let _mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
    migrate(&mut conn, version)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_numbered_in_order() {
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i as i64 + 1);
            assert!(m.name.starts_with(&format!("{:04}_", m.version)));
        }
        assert_eq!(APPLICATION_ID, i32::from_be_bytes(*b"MHJH"));
        assert!(MIGRATIONS[0].sql.contains(&APPLICATION_ID.to_string()));
    }
}
