//! Settings kept in the store (`settings` table, key `app`), behind the
//! [`SettingsStore`] seam so tests can still use a fake. The JSON file the
//! first versions wrote (`settings.json` in the data folder) is read once
//! when the store has no settings yet, so nobody loses their choices.

use super::Library;
use crate::error::{AppError, AppResult};
use crate::settings::{Settings, SettingsStore};
use std::path::PathBuf;
use std::sync::Arc;

/// The store's key for the app's settings.
pub const SETTINGS_KEY: &str = "app";

/// [`SettingsStore`] over the library's SQLite store.
pub struct StoreSettings {
    library: Arc<Library>,
    legacy_json: Option<PathBuf>,
}

impl StoreSettings {
    /// Settings in `library`; `legacy_json` is the old `settings.json` to
    /// adopt when the store has none.
    pub fn new(library: Arc<Library>, legacy_json: Option<PathBuf>) -> Self {
        StoreSettings { library, legacy_json }
    }
}

impl SettingsStore for StoreSettings {
    fn load(&self) -> AppResult<Settings> {
        if let Some(s) = self.library.store().setting::<Settings>(SETTINGS_KEY)? {
            return Ok(s);
        }
        let legacy = self
            .legacy_json
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|text| serde_json::from_str::<Settings>(&text).ok());
        match legacy {
            Some(s) if s.validate().is_ok() => {
                self.save(&s)?;
                Ok(s)
            }
            _ => Ok(Settings::default()),
        }
    }

    fn save(&self, settings: &Settings) -> AppResult<()> {
        self.library.store().set_setting(SETTINGS_KEY, settings).map_err(|e| AppError::Storage(e.to_string()))
    }
}
