//! Game commands: start, move, take back, resign, draw.

use crate::error::AppResult;
use crate::game::controller::DrawAnswer;
use crate::game::{resolve_san, GameConfig, GameView};
use crate::state::AppState;
use tauri::State;

/// Starts a new game.
#[tauri::command]
pub async fn game_new(state: State<'_, AppState>, config: GameConfig) -> AppResult<GameView> {
    state.game.new_game(config)
}

/// The game in progress.
#[tauri::command]
pub async fn game_state(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.view()
}

/// Plays the user's move (UCI, from the board).
#[tauri::command]
pub async fn game_move(state: State<'_, AppState>, uci: String) -> AppResult<GameView> {
    state.game.play(&uci)
}

/// Plays the user's move typed in SAN.
#[tauri::command]
pub async fn game_move_san(state: State<'_, AppState>, san: String) -> AppResult<GameView> {
    state.game.play_san(&san)
}

/// The legal move typed as `san` in the position `fen` of `variant`, or why
/// there is none: how a remote game (whose position the app mirrors, not
/// plays) reads a typed move, the same way a local game does.
#[tauri::command]
pub async fn game_resolve_san(variant: rules::Variant, fen: String, san: String) -> AppResult<rules::MoveInfo> {
    let position = rules::AnyPosition::from_fen(variant, &fen)?;
    resolve_san(&position, &san)
}

/// Takes back the user's last move.
#[tauri::command]
pub async fn game_take_back(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.take_back()
}

/// The user resigns.
#[tauri::command]
pub async fn game_resign(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.resign()
}

/// Offers the engine a draw.
#[tauri::command]
pub async fn game_offer_draw(state: State<'_, AppState>) -> AppResult<DrawAnswer> {
    state.game.offer_draw()
}

/// Two players on this device agreed to a draw.
#[tauri::command]
pub async fn game_agree_draw(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.agree_draw()
}

/// The same game again (colours swapped against the engine).
#[tauri::command]
pub async fn game_rematch(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.rematch()
}
