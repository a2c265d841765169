//! User preferences and where they are kept.
//!
//! [`SettingsStore`] is the seam for storage: the app keeps them in its
//! SQLite store ([`crate::library::StoreSettings`]), tests in memory
//! ([`MemoryStore`]).

use crate::error::{AppError, AppResult};
use serde::{Deserialize, Serialize};

/// Everything the Settings screen changes.
#[derive(specta::Type, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Language code (one of the shipped ones), empty to follow the OS locale.
    pub language: String,
    /// The name opponents see in LAN and online games (empty: "Player").
    pub player_name: String,
    /// The Maharajah server to play online through (`ws://host:port`,
    /// `wss://…`); empty for the default this build was made with.
    pub server: String,
    /// The board's colours: one of [`BOARD_THEMES`].
    pub board_theme: String,
    /// The board's size on screen: one of [`BOARD_SIZES`].
    pub board_size: String,
    /// The pieces every board and piece picture draws: one of [`PIECE_SETS`].
    pub piece_set: String,
    /// A pawn reaching the last rank becomes a queen without asking (the
    /// chooser still opens when a queen is not among its choices).
    pub auto_queen: bool,
}

/// The board colour sets the UI draws (`ui/css/app.css`, `data-board`).
pub const BOARD_THEMES: [&str; 4] = ["wood", "green", "blue", "grey"];
/// The board sizes the UI draws (`data-board-size`): the whole height
/// available, or less of it for a smaller board.
pub const BOARD_SIZES: [&str; 3] = ["large", "medium", "small"];
/// The piece sets the UI draws (`PIECE_SETS` in `ui/js/pieces.js`, same order).
pub const PIECE_SETS: [&str; 2] = ["standard", "geometric"];

/// The longest player name kept, in characters.
pub const MAX_PLAYER_NAME: usize = 40;
/// The longest server address kept, in bytes.
pub const MAX_SERVER_ADDRESS: usize = 200;

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
            player_name: String::new(),
            server: String::new(),
            board_theme: BOARD_THEMES[0].into(),
            board_size: BOARD_SIZES[0].into(),
            piece_set: PIECE_SETS[0].into(),
            auto_queen: false,
        }
    }
}

impl Settings {
    /// Checks values the UI could send wrong; keeps the stored file sane.
    pub fn validate(&self) -> AppResult<()> {
        let ok = ["system", "light", "dark"].contains(&self.theme.as_str())
            && ["auto", "white", "black"].contains(&self.orientation.as_str())
            && self.animation_ms <= 1000
            && (self.language.is_empty() || crate::i18n::is_shipped(&self.language))
            && self.player_name.chars().count() <= MAX_PLAYER_NAME
            && self.player_name.chars().all(|c| !c.is_control())
            && self.server.len() <= MAX_SERVER_ADDRESS
            && BOARD_THEMES.contains(&self.board_theme.as_str())
            && BOARD_SIZES.contains(&self.board_size.as_str())
            && PIECE_SETS.contains(&self.piece_set.as_str());
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
    fn settings_saved_before_the_board_choices_read_with_the_defaults_and_unknown_boards_are_refused() {
        let old: Settings = serde_json::from_str(r#"{"theme":"dark","orientation":"auto","sound":false}"#).unwrap();
        assert_eq!((old.board_theme.as_str(), old.board_size.as_str()), ("wood", "large"));
        assert!(!old.sound && old.validate().is_ok());
        let green = Settings { board_theme: "green".into(), board_size: "small".into(), ..Settings::default() };
        assert!(green.validate().is_ok());
        for bad in [
            Settings { board_theme: "purple".into(), ..Settings::default() },
            Settings { board_size: "huge".into(), ..Settings::default() },
        ] {
            assert_eq!(bad.validate().unwrap_err().kind(), "bad-request");
        }
    }

    #[test]
    fn settings_saved_before_the_piece_sets_read_with_the_standard_set_and_unknown_sets_are_refused() {
        let old: Settings =
            serde_json::from_str(r#"{"theme":"light","boardTheme":"blue","boardSize":"medium","autoQueen":true}"#)
                .unwrap();
        assert_eq!(old.piece_set, "standard");
        assert!(old.auto_queen && old.board_theme == "blue" && old.validate().is_ok());
        let geometric = Settings { piece_set: "geometric".into(), ..Settings::default() };
        assert!(geometric.validate().is_ok());
        let json = serde_json::to_string(&geometric).unwrap();
        assert!(json.contains(r#""pieceSet":"geometric""#), "{json}");
        let unknown = Settings { piece_set: "glass".into(), ..Settings::default() };
        assert_eq!(unknown.validate().unwrap_err().kind(), "bad-request");
    }
}
