//! Review commands: a saved game's positions, its analysis in the background,
//! and its PGN.

use crate::error::AppResult;
use crate::review::ReviewGame;
use crate::state::AppState;
use store::GameId;
use tauri::State;

/// A saved game ready to step through, with its cached analysis if any.
#[tauri::command]
pub async fn review_open(state: State<'_, AppState>, id: GameId) -> AppResult<ReviewGame> {
    state.review.open(&state.library, id)
}

/// Analyses the game in the background (events `review-analysis-progress`
/// and `review-analysis-done`).
#[tauri::command]
pub async fn review_analyze(state: State<'_, AppState>, id: GameId) -> AppResult<()> {
    state.review.analyze(state.library.clone(), state.library.notifier(), id)
}

/// Stops the running analysis.
#[tauri::command]
pub async fn review_stop(state: State<'_, AppState>) -> AppResult<()> {
    state.review.cancel();
    Ok(())
}
