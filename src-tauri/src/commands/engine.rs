//! Engine commands: hints and what the New game dialog needs to know.

use crate::engine_bridge::{EngineBridge, LEVELS};
use crate::error::AppResult;
use crate::game::Hint;
use crate::state::AppState;
use serde::Serialize;
use tauri::State;

/// The engine's suggestion for the user's move (searches on a worker thread).
#[tauri::command]
#[specta::specta]
pub async fn engine_hint(state: State<'_, AppState>) -> AppResult<Hint> {
    let game = state.game.clone();
    tauri::async_runtime::spawn_blocking(move || game.hint())
        .await
        .map_err(|e| crate::error::AppError::Internal(e.to_string()))?
}

/// The engine's levels and version.
#[derive(specta::Type, Serialize)]
pub struct EngineInfo {
    /// Number of levels; the highest is full strength.
    pub levels: u8,
    /// Each level's approximate rating, level 1 first.
    pub ratings: Vec<u16>,
    /// Engine version.
    pub version: String,
}

/// Levels and version, for the New game dialog and About.
#[tauri::command]
#[specta::specta]
pub async fn engine_info() -> AppResult<EngineInfo> {
    Ok(EngineInfo { levels: LEVELS, ratings: EngineBridge::ratings(), version: EngineBridge::version().to_string() })
}
