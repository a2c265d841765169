//! Library commands: the start-up notice, resume, the saved-games list,
//! PGN export and import, and the file dialogs they use.

use crate::error::{AppError, AppResult};
use crate::game::GameView;
use crate::library::{self, GamePage, ImportStatus, ResumeOffer, StartupNotice};
use crate::state::AppState;
use std::path::PathBuf;
use store::{GameFilter, GameId};
use tauri::{AppHandle, State};
use tauri_plugin_dialog::DialogExt;

/// Runs blocking work (the library's, the army advisor's) on a worker thread.
pub(crate) async fn blocking<T: Send + 'static>(f: impl FnOnce() -> AppResult<T> + Send + 'static) -> AppResult<T> {
    tauri::async_runtime::spawn_blocking(f).await.map_err(|e| AppError::Internal(e.to_string()))?
}

/// What happened to the store at start-up, once (`null` afterwards or when all is well).
#[tauri::command]
#[specta::specta]
pub async fn library_notice(state: State<'_, AppState>) -> AppResult<Option<StartupNotice>> {
    Ok(state.library.take_notice())
}

/// The latest unfinished saved game to offer back on Home (not the one being played).
#[tauri::command]
#[specta::specta]
pub async fn library_resumable(state: State<'_, AppState>) -> AppResult<Option<ResumeOffer>> {
    state.library.resume_offer(state.game.live_id())
}

/// Continues a saved game where it was, clocks included.
#[tauri::command]
#[specta::specta]
pub async fn library_resume(state: State<'_, AppState>, id: GameId) -> AppResult<GameView> {
    state.library.resume(&state.game, id)
}

/// Declines to resume a saved game: it is finished as abandoned.
#[tauri::command]
#[specta::specta]
pub async fn library_abandon(state: State<'_, AppState>, id: GameId) -> AppResult<()> {
    state.library.abandon(id)
}

/// The saved id of the game on screen (for "Review" after it ends), if saved.
#[tauri::command]
#[specta::specta]
pub async fn library_current_id(state: State<'_, AppState>, session: u64) -> AppResult<Option<GameId>> {
    Ok(state.library.saved_id(session))
}

/// One page of the saved games and the filter's total.
#[tauri::command]
#[specta::specta]
pub async fn games_list(state: State<'_, AppState>, filter: GameFilter) -> AppResult<GamePage> {
    state.library.list(&filter)
}

/// Deletes saved games; returns how many there were.
#[tauri::command]
#[specta::specta]
pub async fn games_delete(state: State<'_, AppState>, ids: Vec<GameId>) -> AppResult<usize> {
    state.library.delete(&ids)
}

/// A saved game as PGN text (copy to the clipboard).
#[tauri::command]
#[specta::specta]
pub async fn games_pgn(state: State<'_, AppState>, id: GameId) -> AppResult<String> {
    state.library.game_pgn(id)
}

/// Exports the games `ids`, or all the games `filter` selects, to a PGN
/// file; returns how many were written.
#[tauri::command]
#[specta::specta]
pub async fn games_export(
    state: State<'_, AppState>,
    path: String,
    ids: Option<Vec<GameId>>,
    filter: Option<GameFilter>,
) -> AppResult<usize> {
    let library = state.library.clone();
    blocking(move || library.export(&PathBuf::from(path), ids.as_deref(), &filter.unwrap_or_default())).await
}

/// Starts importing a PGN file in the background (events
/// `library-import-progress` / `library-import-done`); returns the job number.
#[tauri::command]
#[specta::specta]
pub async fn games_import(state: State<'_, AppState>, path: String) -> AppResult<u64> {
    state.library.start_import(PathBuf::from(path))
}

/// Starts importing PGN text the player pasted (in the background, as a file).
#[tauri::command]
#[specta::specta]
pub async fn games_import_text(state: State<'_, AppState>, text: String) -> AppResult<u64> {
    state.library.start_import_text(&text)
}

/// Cancels the running import; games read so far stay imported.
#[tauri::command]
#[specta::specta]
pub async fn games_import_cancel(state: State<'_, AppState>) -> AppResult<()> {
    state.library.cancel_import();
    Ok(())
}

/// The running or last import.
#[tauri::command]
#[specta::specta]
pub async fn games_import_status(state: State<'_, AppState>) -> AppResult<ImportStatus> {
    Ok(state.library.import_status())
}

/// Checks a path typed for export or import; returns the path that will be used.
#[tauri::command]
#[specta::specta]
pub async fn library_check_path(path: String, export: bool) -> AppResult<String> {
    let p = PathBuf::from(path.trim());
    let checked = if export { library::export_path(&p)? } else { library::import_path(&p)? };
    Ok(checked.display().to_string())
}

/// The native "open file" dialog for a PGN file; `null` when cancelled.
#[tauri::command]
#[specta::specta]
pub async fn dialog_open_pgn(app: AppHandle) -> AppResult<Option<String>> {
    blocking(move || {
        let picked = app.dialog().file().add_filter("PGN", &["pgn", "PGN", "txt"]).blocking_pick_file();
        Ok(picked.and_then(|p| p.into_path().ok()).map(|p| p.display().to_string()))
    })
    .await
}

/// The native "save file" dialog for a PGN export; `null` when cancelled.
#[tauri::command]
#[specta::specta]
pub async fn dialog_save_pgn(app: AppHandle, name: String) -> AppResult<Option<String>> {
    blocking(move || {
        let picked = app.dialog().file().add_filter("PGN", &["pgn"]).set_file_name(name).blocking_save_file();
        Ok(picked.and_then(|p| p.into_path().ok()).map(|p| p.display().to_string()))
    })
    .await
}
