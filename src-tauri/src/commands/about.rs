//! The About screen's facts.

use crate::engine_bridge::EngineBridge;
use crate::error::AppResult;
use crate::i18n;
use crate::state::AppState;
use serde::Serialize;
use tauri::State;

/// Versions shown on About.
#[derive(specta::Type, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct About {
    /// The app's version.
    pub app_version: String,
    /// The engine's version.
    pub engine_version: String,
    /// The server's version, or "not connected" in words.
    pub server: String,
}

/// App, engine and server versions (the server's while connected).
#[tauri::command]
#[specta::specta]
pub async fn app_about(state: State<'_, AppState>) -> AppResult<About> {
    Ok(About {
        app_version: env!("CARGO_PKG_VERSION").to_string(),
        engine_version: EngineBridge::version().to_string(),
        server: state.online.server_version().unwrap_or_else(|| i18n::t("about-server-not-connected")),
    })
}

/// The startup probe requested through `MAHARAJAH_STARTUP_PROBE` (`home`:
/// report the home screen; `board`: open a board at once; `engine`: open a
/// game the engine starts), used by `scripts/measure-app.sh` and the
/// installed-package test to time a launch; `None` normally.
#[tauri::command]
#[specta::specta]
pub async fn app_probe() -> AppResult<Option<String>> {
    Ok(std::env::var("MAHARAJAH_STARTUP_PROBE").ok().filter(|v| !v.is_empty()))
}

/// Called by the UI once a probe's board can take a move: prints the wall
/// clock (Unix ms) so the measuring script can subtract its launch time.
#[tauri::command]
#[specta::specta]
pub async fn app_ready() -> AppResult<()> {
    if std::env::var_os("MAHARAJAH_STARTUP_PROBE").is_some() {
        let ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or(0);
        println!("maharajah-ready {ms}");
    }
    Ok(())
}

/// The `.pgn` files the system asked the app to open and the UI has not
/// taken yet (see [`crate::open_files`]); each is handed over once.
#[tauri::command]
#[specta::specta]
pub async fn app_open_files(requests: State<'_, crate::open_files::OpenRequests>) -> AppResult<Vec<String>> {
    Ok(requests.take().into_iter().map(|p| p.display().to_string()).collect())
}
