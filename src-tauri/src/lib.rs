//! The Maharajah desktop app: the Tauri shell over the rules core and the
//! engine.
//!
//! Layers, outermost first: [`commands`] (thin `#[tauri::command]`s grouped
//! by domain) → [`state::AppState`] → plain-Rust modules that know nothing of
//! Tauri ([`game`], [`setup`], [`learn`], [`settings`], [`i18n`]) → the
//! `rules` and `engine` crates. Everything below the commands is tested
//! without a window.

pub mod commands;
pub mod engine_bridge;
pub mod error;
pub mod game;
pub mod i18n;
pub mod learn;
pub mod settings;
pub mod setup;
pub mod state;

use game::{GameEvents, GameView, SystemTime};
use settings::{JsonFileStore, MemoryStore, SettingsStore};
use state::AppState;
use std::sync::Arc;
use tauri::{AppHandle, Emitter, Manager};

/// The event the UI listens to for changes it did not ask for.
pub const GAME_UPDATED: &str = "game-updated";

/// Sends game events to the window.
struct TauriEvents(AppHandle);

impl GameEvents for TauriEvents {
    fn updated(&self, view: &GameView) {
        // A closed window cannot receive it; nothing else to do.
        let _ = self.0.emit(GAME_UPDATED, view);
    }
}

/// Builds and runs the app.
pub fn run() {
    tauri::Builder::default()
        .setup(|app| {
            let store: Box<dyn SettingsStore> = match app.path().app_data_dir() {
                Ok(dir) => Box::new(JsonFileStore::new(dir)),
                Err(_) => Box::new(MemoryStore::default()),
            };
            let state =
                AppState::new(store, Arc::new(SystemTime::default()), Arc::new(TauriEvents(app.handle().clone())));
            state.game.spawn_ticker();
            app.manage(state);
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::game::game_new,
            commands::game::game_state,
            commands::game::game_move,
            commands::game::game_move_san,
            commands::game::game_take_back,
            commands::game::game_resign,
            commands::game::game_offer_draw,
            commands::game::game_agree_draw,
            commands::game::game_rematch,
            commands::engine::engine_hint,
            commands::engine::engine_info,
            commands::setup::setup_state,
            commands::setup::setup_place,
            commands::setup::setup_remove,
            commands::setup::setup_relocate,
            commands::setup::setup_targets,
            commands::setup::setup_why_not,
            commands::setup::setup_clear,
            commands::setup::setup_mirror,
            commands::setup::setup_random,
            commands::setup::setup_preset,
            commands::setup::setup_catalog,
            commands::setup::setup_start,
            commands::learn::learn_kinds,
            commands::learn::learn_reach,
            commands::settings::settings_get,
            commands::settings::settings_set,
            commands::i18n::i18n_messages,
            commands::i18n::i18n_format,
            commands::i18n::i18n_languages,
            commands::about::app_about,
            commands::about::app_probe,
            commands::about::app_ready,
        ])
        .run(tauri::generate_context!())
        .expect("the Tauri runtime failed to start");
}
