//! The About screen's facts.

use crate::engine_bridge::EngineBridge;
use crate::error::AppResult;
use crate::i18n;
use serde::Serialize;

/// Versions shown on About.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct About {
    /// The app's version.
    pub app_version: String,
    /// The engine's version.
    pub engine_version: String,
    /// The server's version, or "not connected" in words.
    pub server: String,
}

/// App, engine and server versions.
#[tauri::command]
pub async fn app_about() -> AppResult<About> {
    Ok(About {
        app_version: env!("CARGO_PKG_VERSION").to_string(),
        engine_version: EngineBridge::version().to_string(),
        server: i18n::t("about-server-not-connected"),
    })
}
