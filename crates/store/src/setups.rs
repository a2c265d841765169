//! The army setups library of the custom setup editor: save, rename,
//! duplicate, delete, favourite, list, and share as a setup code.
//!
//! A setup is stored as a FEN board field (the editor's [`Setup`], valid or
//! still being built) plus which side's army it is, so a half-built army can
//! be saved and finished later; validity is the rules core's business when
//! the game starts.

use crate::code::{self, SetupCode, SetupSide};
use crate::error::{Result, StoreError};
use crate::time::now_ms;
use crate::Store;
use rules::{Color, Setup};
use rusqlite::{params, OptionalExtension, Row};
use serde::{Deserialize, Serialize};

/// Longest setup name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 100;

/// A saved setup's row id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct SetupId(pub i64);

/// One army (or a whole position) in the library.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupRecord {
    /// `None` until first saved.
    pub id: Option<SetupId>,
    /// The user's name for it (trimmed; 1 to [`MAX_NAME_CHARS`] characters).
    pub name: String,
    /// Which army it holds (the side it was built on, or both).
    pub side: SetupSide,
    /// The placement (serialized as its FEN board field).
    pub setup: Setup,
    /// Free text.
    pub notes: String,
    /// Listed first.
    pub favourite: bool,
    /// When first saved (set by the store).
    pub created_at: i64,
    /// When last changed (set by the store).
    pub updated_at: i64,
}

impl SetupRecord {
    /// A new, unsaved record.
    pub fn new(name: impl Into<String>, side: SetupSide, setup: Setup) -> SetupRecord {
        SetupRecord {
            id: None,
            name: name.into(),
            side,
            setup,
            notes: String::new(),
            favourite: false,
            created_at: 0,
            updated_at: 0,
        }
    }

    /// The saved army placed for `color` ("load into White / Black"): an
    /// army saved for the other side is mirrored across the board; from a
    /// both-sides setup, `color`'s own army. See [`SetupCode::army_for`].
    pub fn army_for(&self, color: Color) -> Setup {
        SetupCode { side: self.side, setup: self.setup.clone() }.army_for(color)
    }
}

const COLUMNS: &str = "id, name, side, board, notes, favourite, created_at, updated_at";

fn read_setup(row: &Row) -> rusqlite::Result<SetupRecord> {
    let bad = |idx: usize, what: &str| {
        rusqlite::Error::FromSqlConversionFailure(idx, rusqlite::types::Type::Text, format!("bad {what}").into())
    };
    let side: String = row.get(2)?;
    let board: String = row.get(3)?;
    Ok(SetupRecord {
        id: Some(SetupId(row.get(0)?)),
        name: row.get(1)?,
        side: SetupSide::from_id(&side).ok_or_else(|| bad(2, "side"))?,
        setup: Setup::from_board_fen(&board).map_err(|_| bad(3, "board"))?,
        notes: row.get(4)?,
        favourite: row.get(5)?,
        created_at: row.get(6)?,
        updated_at: row.get(7)?,
    })
}

/// The trimmed name, or why it is refused.
fn clean_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() {
        return Err(StoreError::invalid("setup name", "empty"));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(StoreError::invalid("setup name", format!("longer than {MAX_NAME_CHARS} characters")));
    }
    Ok(name.to_string())
}

fn not_found(id: SetupId) -> StoreError {
    StoreError::NotFound { what: "setup", id: id.0 }
}

impl Store {
    /// Saves `setup`: a new record (no id) is inserted and its id returned;
    /// a saved one is overwritten ([`StoreError::NotFound`] if deleted).
    pub fn save_setup(&mut self, setup: &SetupRecord) -> Result<SetupId> {
        let name = clean_name(&setup.name)?;
        let board = setup.setup.board_fen();
        let now = now_ms();
        self.write(|tx| match setup.id {
            None => {
                tx.prepare_cached(
                    "INSERT INTO setups (name, side, board, notes, favourite, created_at, updated_at) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
                )?
                .execute(params![name, setup.side.id(), board, setup.notes, setup.favourite, now])?;
                Ok(SetupId(tx.last_insert_rowid()))
            }
            Some(id) => {
                let n = tx
                    .prepare_cached(
                        "UPDATE setups SET name = ?2, side = ?3, board = ?4, notes = ?5, favourite = ?6, \
                         updated_at = ?7 WHERE id = ?1",
                    )?
                    .execute(params![id.0, name, setup.side.id(), board, setup.notes, setup.favourite, now])?;
                if n == 0 {
                    return Err(not_found(id));
                }
                Ok(id)
            }
        })
    }

    /// The saved setup `id`.
    pub fn setup(&self, id: SetupId) -> Result<SetupRecord> {
        self.conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM setups WHERE id = ?1"))?
            .query_row([id.0], read_setup)
            .optional()?
            .ok_or(not_found(id))
    }

    /// The library: favourites first, then by name (case-insensitive).
    pub fn list_setups(&self) -> Result<Vec<SetupRecord>> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM setups ORDER BY favourite DESC, name COLLATE NOCASE, id"
        ))?;
        let rows = stmt.query_map([], read_setup)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Renames setup `id`.
    pub fn rename_setup(&mut self, id: SetupId, name: &str) -> Result<()> {
        let name = clean_name(name)?;
        self.update_one(id, "UPDATE setups SET name = ?2, updated_at = ?3 WHERE id = ?1", &name)
    }

    /// Marks setup `id` as a favourite or not.
    pub fn set_favourite(&mut self, id: SetupId, favourite: bool) -> Result<()> {
        self.update_one(id, "UPDATE setups SET favourite = ?2, updated_at = ?3 WHERE id = ?1", &favourite)
    }

    fn update_one(&mut self, id: SetupId, sql: &str, value: &dyn rusqlite::ToSql) -> Result<()> {
        let now = now_ms();
        self.write(|tx| {
            if tx.prepare_cached(sql)?.execute(params![id.0, value, now])? == 0 {
                return Err(not_found(id));
            }
            Ok(())
        })
    }

    /// Copies setup `id` under `name` (not a favourite) and returns the copy's id.
    pub fn duplicate_setup(&mut self, id: SetupId, name: &str) -> Result<SetupId> {
        let name = clean_name(name)?;
        let now = now_ms();
        self.write(|tx| {
            let n = tx
                .prepare_cached(
                    "INSERT INTO setups (name, side, board, notes, favourite, created_at, updated_at) \
                     SELECT ?2, side, board, notes, 0, ?3, ?3 FROM setups WHERE id = ?1",
                )?
                .execute(params![id.0, name, now])?;
            if n == 0 {
                return Err(not_found(id));
            }
            Ok(SetupId(tx.last_insert_rowid()))
        })
    }

    /// Deletes setup `id`; `false` if it was not there.
    pub fn delete_setup(&mut self, id: SetupId) -> Result<bool> {
        self.write(|tx| Ok(tx.prepare_cached("DELETE FROM setups WHERE id = ?1")?.execute([id.0])? > 0))
    }

    /// The shareable code of setup `id` (see [`crate::code`]).
    pub fn setup_code(&self, id: SetupId) -> Result<String> {
        let record = self.setup(id)?;
        Ok(code::encode(&record.setup, record.side)?)
    }

    /// Saves the army of a pasted code under `name` and returns the new
    /// record's id; a bad code is a `setup-code-*` error and saves nothing.
    pub fn import_setup_code(&mut self, code_text: &str, name: &str) -> Result<SetupId> {
        let decoded = code::decode(code_text)?;
        self.save_setup(&SetupRecord::new(name, decoded.side, decoded.setup))
    }
}
