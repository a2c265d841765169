//! Review commands: a saved game's positions, its analysis in the background,
//! and its PGN.

use crate::error::AppResult;
use crate::review::{ReviewGame, ReviewPly};
use crate::state::AppState;
use rules::Variant;
use store::{GameId, LineSaved};
use tauri::State;

/// A saved game ready to step through, with its cached analysis if any.
#[tauri::command]
#[specta::specta]
pub async fn review_open(state: State<'_, AppState>, id: GameId) -> AppResult<ReviewGame> {
    state.review.open(&state.library, id)
}

/// Analyses the game in the background (events `review-analysis-progress`
/// and `review-analysis-done`).
#[tauri::command]
#[specta::specta]
pub async fn review_analyze(state: State<'_, AppState>, id: GameId) -> AppResult<()> {
    state.review.analyze(state.library.clone(), state.library.notifier(), id)
}

/// Stops the running analysis.
#[tauri::command]
#[specta::specta]
pub async fn review_stop(state: State<'_, AppState>) -> AppResult<()> {
    state.review.cancel();
    Ok(())
}

/// A position the player explores on the review board, with its legal moves.
#[tauri::command]
#[specta::specta]
pub async fn review_explore(variant: Variant, fen: String) -> AppResult<ReviewPly> {
    crate::review::explore(variant, &fen)
}

/// The position after the player tries `uci` in the explored position.
#[tauri::command]
#[specta::specta]
pub async fn review_explore_move(variant: Variant, fen: String, uci: String) -> AppResult<ReviewPly> {
    crate::review::explore_move(variant, &fen, &uci)
}

/// Saves an explored line into game `id` as a PGN variation: `moves` (UCI)
/// played from main-line position `at`. Answers `added`, `extended` or
/// `already` (the game holds it).
#[tauri::command]
#[specta::specta]
pub async fn review_save_line(
    state: State<'_, AppState>,
    id: GameId,
    at: usize,
    moves: Vec<String>,
) -> AppResult<&'static str> {
    Ok(match state.library.save_line(id, at, &moves)? {
        LineSaved::Added => "added",
        LineSaved::Extended => "extended",
        LineSaved::AlreadyThere => "already",
    })
}

/// Starts the engine lines of a position (events `engine-lines`); answers
/// the request's token, which every update carries.
#[tauri::command]
#[specta::specta]
pub async fn lines_start(state: State<'_, AppState>, variant: Variant, fen: String, count: usize) -> AppResult<u64> {
    state.lines.start(state.library.notifier(), variant, &fen, count)
}

/// Stops the engine lines.
#[tauri::command]
#[specta::specta]
pub async fn lines_stop(state: State<'_, AppState>) -> AppResult<()> {
    state.lines.stop();
    Ok(())
}
