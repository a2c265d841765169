//! User preferences and where they are kept.
//!
//! [`SettingsStore`] is the seam for storage: today a JSON file in the app's
//! data folder ([`JsonFileStore`]); the SQLite store replaces it later without
//! touching the commands or the UI.

use crate::error::{AppError, AppResult};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Everything the Settings screen changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    /// `system`, `light` or `dark`.
    pub theme: String,
    /// Board orientation: `auto` (your colour at the bottom), `white` or `black`.
    pub orientation: String,
    /// Move sounds.
    pub sound: bool,
    /// Show legal destinations of the selected piece.
    pub legal_hints: bool,
    /// Show file and rank labels.
    pub coordinates: bool,
    /// Move animation, milliseconds (0 = off).
    pub animation_ms: u32,
    /// Language code, empty for the system's.
    pub language: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: "system".into(),
            orientation: "auto".into(),
            sound: true,
            legal_hints: true,
            coordinates: true,
            animation_ms: 200,
            language: String::new(),
        }
    }
}

impl Settings {
    /// Checks values the UI could send wrong; keeps the stored file sane.
    pub fn validate(&self) -> AppResult<()> {
        let ok = ["system", "light", "dark"].contains(&self.theme.as_str())
            && ["auto", "white", "black"].contains(&self.orientation.as_str())
            && self.animation_ms <= 1000;
        if ok {
            Ok(())
        } else {
            Err(AppError::BadRequest("settings".into()))
        }
    }
}

/// Where settings persist.
pub trait SettingsStore: Send + Sync {
    /// The saved settings, or the defaults when none are saved yet.
    fn load(&self) -> AppResult<Settings>;
    /// Saves the settings.
    fn save(&self, settings: &Settings) -> AppResult<()>;
}

/// Settings as `settings.json` in a folder.
pub struct JsonFileStore {
    path: PathBuf,
}

impl JsonFileStore {
    /// A store writing `settings.json` in `dir`.
    pub fn new(dir: PathBuf) -> Self {
        JsonFileStore { path: dir.join("settings.json") }
    }
}

impl SettingsStore for JsonFileStore {
    fn load(&self) -> AppResult<Settings> {
        match std::fs::read_to_string(&self.path) {
            Ok(text) => Ok(serde_json::from_str(&text).unwrap_or_default()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Settings::default()),
            Err(e) => Err(AppError::Storage(e.to_string())),
        }
    }

    fn save(&self, settings: &Settings) -> AppResult<()> {
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| AppError::Storage(e.to_string()))?;
        }
        let text = serde_json::to_string_pretty(settings).map_err(|e| AppError::Storage(e.to_string()))?;
        // Write then rename, so a crash never leaves half a file.
        let tmp = self.path.with_extension("json.tmp");
        std::fs::write(&tmp, text).map_err(|e| AppError::Storage(e.to_string()))?;
        std::fs::rename(&tmp, &self.path).map_err(|e| AppError::Storage(e.to_string()))
    }
}

/// Settings kept in memory only (tests, or when no data folder exists).
#[derive(Default)]
pub struct MemoryStore(std::sync::Mutex<Option<Settings>>);

impl SettingsStore for MemoryStore {
    fn load(&self) -> AppResult<Settings> {
        Ok(self.0.lock().map(|s| s.clone().unwrap_or_default()).unwrap_or_default())
    }
    fn save(&self, settings: &Settings) -> AppResult<()> {
        if let Ok(mut s) = self.0.lock() {
            *s = Some(settings.clone());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_store_round_trips_and_defaults_when_missing() {
        let dir = std::env::temp_dir().join(format!("maharajah-settings-{}", std::process::id()));
        let store = JsonFileStore::new(dir.clone());
        assert_eq!(store.load().unwrap(), Settings::default());
        let s = Settings { theme: "dark".into(), sound: false, ..Settings::default() };
        store.save(&s).unwrap();
        assert_eq!(store.load().unwrap(), s);
        std::fs::remove_dir_all(dir).ok();
    }
}
