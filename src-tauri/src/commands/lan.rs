//! LAN commands: host, list hosts, join, answer the offer, play, leave.
//! Each is one call into [`crate::remote::LanPlay`]; changes the window
//! did not ask for come as `lan-updated` and `lan-hosts` events.

use crate::error::AppResult;
use crate::remote::lan_play::HostView;
use crate::remote::{LanSettings, LanView, RemoteAction};
use crate::state::AppState;
use rules::Color;
use tauri::State;

/// The LAN game as it stands.
#[tauri::command]
#[specta::specta]
pub async fn lan_state(state: State<'_, AppState>) -> AppResult<LanView> {
    Ok(state.lan.view())
}

/// Hosts a game as `name`, advertised on the network.
#[tauri::command]
#[specta::specta]
pub async fn lan_host(state: State<'_, AppState>, name: String, settings: LanSettings) -> AppResult<LanView> {
    state.lan.host(name, settings).await
}

/// Joins the host at `address` (`host:port`) as `name`.
#[tauri::command]
#[specta::specta]
pub async fn lan_join(state: State<'_, AppState>, name: String, address: String) -> AppResult<LanView> {
    state.lan.join(name, &address).await
}

/// Accepts or declines the host's offer.
#[tauri::command]
#[specta::specta]
pub async fn lan_answer_offer(state: State<'_, AppState>, accept: bool) -> AppResult<LanView> {
    state.lan.answer_offer(accept).await
}

/// Back to a fresh lobby: stops hosting, gives up joining, or leaves a
/// finished game (refused during the setup or play).
#[tauri::command]
#[specta::specta]
pub async fn lan_leave(state: State<'_, AppState>) -> AppResult<LanView> {
    state.lan.leave()
}

/// Starts listing hosts; returns those known now.
#[tauri::command]
#[specta::specta]
pub async fn lan_browse(state: State<'_, AppState>) -> AppResult<Vec<HostView>> {
    state.lan.browse()
}

/// Stops listing hosts.
#[tauri::command]
#[specta::specta]
pub async fn lan_stop_browsing(state: State<'_, AppState>) -> AppResult<()> {
    state.lan.stop_browsing();
    Ok(())
}

/// One action of this side in the game.
#[tauri::command]
#[specta::specta]
pub async fn lan_act(state: State<'_, AppState>, action: RemoteAction) -> AppResult<LanView> {
    let seat = || state.lan.view().game.map(|g| g.remote.seat).unwrap_or(Color::White);
    let command = action.command(|| state.setup().setup().only(seat()));
    state.lan.command(command).await
}
