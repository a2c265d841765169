//! Online commands: connect to the server, create or join a room, list the
//! open ones, play, leave; and the server address of the settings, checked
//! before it is saved. Each is one call into [`crate::remote::OnlinePlay`];
//! changes the window did not ask for come as `online-updated` events.

use crate::error::AppResult;
use crate::remote::online_play::{check_server, OnlineView, DEFAULT_SERVER};
use crate::remote::RemoteAction;
use crate::settings::Settings;
use crate::state::AppState;
use online::CreateRoom;
use rules::Color;
use serde::Serialize;
use tauri::State;

/// A server that answered the check.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ServerCheck {
    /// The address saved (empty: the default).
    pub address: String,
    /// The server's version.
    pub version: String,
    /// Its protocol version.
    pub protocol: u32,
}

/// Online play as it stands.
#[tauri::command]
#[specta::specta]
pub async fn online_state(state: State<'_, AppState>) -> AppResult<OnlineView> {
    Ok(state.online.view())
}

/// Connects as `name` to the server of the settings (or the default).
#[tauri::command]
#[specta::specta]
pub async fn online_connect(state: State<'_, AppState>, name: String) -> AppResult<OnlineView> {
    let settings = state.settings();
    let servers = if settings.server.trim().is_empty() { DEFAULT_SERVER.to_string() } else { settings.server };
    state.online.connect(&name, &servers).await
}

/// Opens a room; the view shows its join code.
#[tauri::command]
#[specta::specta]
pub async fn online_create(state: State<'_, AppState>, settings: CreateRoom) -> AppResult<OnlineView> {
    state.online.create(settings).await
}

/// Takes the free seat of the room with this code.
#[tauri::command]
#[specta::specta]
pub async fn online_join(state: State<'_, AppState>, code: String) -> AppResult<OnlineView> {
    state.online.join(&code).await
}

/// Lists the public open rooms.
#[tauri::command]
#[specta::specta]
pub async fn online_rooms(state: State<'_, AppState>) -> AppResult<OnlineView> {
    state.online.refresh_rooms().await
}

/// Back to a fresh lobby: closes the room waited in, or leaves a finished game.
#[tauri::command]
#[specta::specta]
pub async fn online_cancel(state: State<'_, AppState>) -> AppResult<OnlineView> {
    state.online.leave_game().await
}

/// Ends the connection.
#[tauri::command]
#[specta::specta]
pub async fn online_leave(state: State<'_, AppState>) -> AppResult<OnlineView> {
    state.online.leave();
    Ok(state.online.view())
}

/// One action of this side in the game.
#[tauri::command]
#[specta::specta]
pub async fn online_act(state: State<'_, AppState>, action: RemoteAction) -> AppResult<OnlineView> {
    let seat = || state.online.view().game.map(|g| g.remote.seat).unwrap_or(Color::White);
    let command = action.command(|| state.setup().setup().only(seat()));
    state.online.command(command).await
}

/// The server this build plays through when the settings name none.
#[tauri::command]
#[specta::specta]
pub async fn online_default_server() -> AppResult<String> {
    Ok(DEFAULT_SERVER.to_string())
}

/// Asks the server at `address` (empty: the default) for its version and,
/// when it answers as a Maharajah server of this protocol, saves the address.
#[tauri::command]
#[specta::specta]
pub async fn online_set_server(state: State<'_, AppState>, address: String) -> AppResult<ServerCheck> {
    let address = address.trim().to_string();
    let version = check_server(&address).await?;
    state.set_settings(Settings { server: address.clone(), ..state.settings() })?;
    Ok(ServerCheck { address, version: version.server, protocol: version.protocol })
}
