//! Game commands: start, move, take back, resign, draw.

use crate::error::AppResult;
use crate::game::controller::DrawAnswer;
use crate::game::{resolve_san, GameConfig, GameView};
use crate::state::AppState;
use tauri::State;

/// Starts a new game.
#[tauri::command]
#[specta::specta]
pub async fn game_new(state: State<'_, AppState>, config: GameConfig) -> AppResult<GameView> {
    state.game.new_game(config)
}

/// The game in progress.
#[tauri::command]
#[specta::specta]
pub async fn game_state(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.view()
}

/// Plays the user's move (UCI, from the board).
#[tauri::command]
#[specta::specta]
pub async fn game_move(state: State<'_, AppState>, uci: String) -> AppResult<GameView> {
    state.game.play(&uci)
}

/// Plays the user's move typed in SAN.
#[tauri::command]
#[specta::specta]
pub async fn game_move_san(state: State<'_, AppState>, san: String) -> AppResult<GameView> {
    state.game.play_san(&san)
}

/// The legal move typed as `san` in the position `fen` of `variant`, or why
/// there is none: how a remote game (whose position the app mirrors, not
/// plays) reads a typed move, the same way a local game does.
#[tauri::command]
#[specta::specta]
pub async fn game_resolve_san(variant: rules::Variant, fen: String, san: String) -> AppResult<rules::MoveInfo> {
    let position = rules::AnyPosition::from_fen(variant, &fen)?;
    resolve_san(&position, &san)
}

/// A position typed or pasted to start a game from, as the game will use it.
#[derive(specta::Type, Debug, serde::Serialize)]
pub struct FenReading {
    /// The FEN as the rules core writes it back.
    pub fen: String,
    /// What was changed to make it playable, in words (castling rights the
    /// position cannot hold), or `None`.
    pub notice: Option<String>,
}

/// Reads a FEN from another tool for a new game: castling rights the
/// position cannot hold are dropped with a notice; any other fault is an
/// error of its own kind (`fen-king-count`, …).
#[tauri::command]
#[specta::specta]
pub async fn game_read_fen(variant: rules::Variant, fen: String) -> AppResult<FenReading> {
    let (position, dropped) = rules::AnyPosition::from_fen_dropping_castling(variant, fen.trim())?;
    let notice = (!dropped.is_empty())
        .then(|| crate::i18n::tf("fen-castling-dropped", &[("letters", fluent_bundle::FluentValue::from(dropped))]));
    Ok(FenReading { fen: position.fen(), notice })
}

/// The board after the first moves (`moves`, UCI) of a game that started
/// at `start_fen`: what the game screen shows while the player steps back
/// through a game in progress, local or remote, without touching it.
#[tauri::command]
#[specta::specta]
pub async fn game_board_at(
    variant: rules::Variant,
    start_fen: String,
    moves: Vec<String>,
) -> AppResult<crate::game::session::BoardView> {
    crate::game::session::board_after(variant, &start_fen, &moves)
}

/// Takes back the user's last move.
#[tauri::command]
#[specta::specta]
pub async fn game_take_back(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.take_back()
}

/// The user resigns.
#[tauri::command]
#[specta::specta]
pub async fn game_resign(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.resign()
}

/// Offers the engine a draw.
#[tauri::command]
#[specta::specta]
pub async fn game_offer_draw(state: State<'_, AppState>) -> AppResult<DrawAnswer> {
    state.game.offer_draw()
}

/// Two players on this device agreed to a draw.
#[tauri::command]
#[specta::specta]
pub async fn game_agree_draw(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.agree_draw()
}

/// The same game again (colours swapped against the engine).
#[tauri::command]
#[specta::specta]
pub async fn game_rematch(state: State<'_, AppState>) -> AppResult<GameView> {
    state.game.rematch()
}
