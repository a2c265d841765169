//! Settings as key → JSON value, so the app can add a setting without a
//! migration and keep its own typed `Settings` struct (read and written
//! whole with [`Store::setting`] / [`Store::set_setting`], or key by key).

use crate::error::{Result, StoreError};
use crate::time::now_ms;
use crate::Store;
use rusqlite::{params, OptionalExtension};
use serde::de::DeserializeOwned;
use serde::Serialize;

impl Store {
    /// The raw JSON value of setting `key`, if set.
    pub fn setting_json(&self, key: &str) -> Result<Option<serde_json::Value>> {
        let text: Option<String> = self
            .conn
            .prepare_cached("SELECT value FROM settings WHERE key = ?1")?
            .query_row([key], |r| r.get(0))
            .optional()?;
        text.map(|t| serde_json::from_str(&t).map_err(|source| StoreError::Setting { key: key.to_string(), source }))
            .transpose()
    }

    /// Sets `key` to a raw JSON value.
    pub fn set_setting_json(&mut self, key: &str, value: &serde_json::Value) -> Result<()> {
        if key.is_empty() {
            return Err(StoreError::invalid("setting key", "empty"));
        }
        let text = value.to_string();
        let now = now_ms();
        self.write(|tx| {
            tx.prepare_cached(
                "INSERT INTO settings (key, value, updated_at) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at",
            )?
            .execute(params![key, text, now])?;
            Ok(())
        })
    }

    /// Setting `key` as a `T`, if set. A stored value that no longer fits `T`
    /// (an older app's shape) is an error of kind `setting`; the app may fall
    /// back to its default.
    pub fn setting<T: DeserializeOwned>(&self, key: &str) -> Result<Option<T>> {
        self.setting_json(key)?
            .map(|v| serde_json::from_value(v).map_err(|source| StoreError::Setting { key: key.to_string(), source }))
            .transpose()
    }

    /// Sets `key` to `value` (as JSON).
    pub fn set_setting<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<()> {
        let v = serde_json::to_value(value).map_err(|source| StoreError::Setting { key: key.to_string(), source })?;
        self.set_setting_json(key, &v)
    }

    /// Removes setting `key`; `false` if it was not set.
    pub fn delete_setting(&mut self, key: &str) -> Result<bool> {
        self.write(|tx| Ok(tx.prepare_cached("DELETE FROM settings WHERE key = ?1")?.execute([key])? > 0))
    }

    /// Every setting, by key.
    pub fn settings(&self) -> Result<Vec<(String, serde_json::Value)>> {
        let mut stmt = self.conn.prepare_cached("SELECT key, value FROM settings ORDER BY key")?;
        let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
        rows.map(|row| {
            let (key, text) = row?;
            let value =
                serde_json::from_str(&text).map_err(|source| StoreError::Setting { key: key.clone(), source })?;
            Ok((key, value))
        })
        .collect()
    }
}
