//! Settings commands.

use crate::error::AppResult;
use crate::settings::Settings;
use crate::state::AppState;
use tauri::State;

/// The saved settings.
#[tauri::command]
#[specta::specta]
pub async fn settings_get(state: State<'_, AppState>) -> AppResult<Settings> {
    Ok(state.settings())
}

/// Saves settings (and switches language if it changed).
#[tauri::command]
#[specta::specta]
pub async fn settings_set(state: State<'_, AppState>, settings: Settings) -> AppResult<Settings> {
    state.set_settings(settings)
}
