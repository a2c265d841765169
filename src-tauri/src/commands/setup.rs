//! Custom setup editor commands.

use crate::error::AppResult;
use crate::game::{Opponent, TimeControl};
use crate::i18n;
use crate::setup::{preset_ids, SetupStart, SetupView, PALETTE};
use crate::state::AppState;
use rules::{Color, Kind};
use serde::Serialize;
use tauri::State;

/// The editor's current view.
#[tauri::command]
#[specta::specta]
pub async fn setup_state(state: State<'_, AppState>) -> AppResult<SetupView> {
    Ok(state.setup().view())
}

/// Places a piece (refusals explain themselves).
#[tauri::command]
#[specta::specta]
pub async fn setup_place(state: State<'_, AppState>, square: String, color: Color, kind: Kind) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.place(&square, color, kind)?;
    Ok(s.view())
}

/// Removes a piece.
#[tauri::command]
#[specta::specta]
pub async fn setup_remove(state: State<'_, AppState>, square: String) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.remove(&square)?;
    Ok(s.view())
}

/// Moves a piece within the board.
#[tauri::command]
#[specta::specta]
pub async fn setup_relocate(state: State<'_, AppState>, from: String, to: String) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.relocate(&from, &to)?;
    Ok(s.view())
}

/// Squares where the piece may go now.
#[tauri::command]
#[specta::specta]
pub async fn setup_targets(state: State<'_, AppState>, color: Color, kind: Kind) -> AppResult<Vec<String>> {
    Ok(state.setup().targets(color, kind))
}

/// Why the piece may not go on a square, in words (null if it may).
#[tauri::command]
#[specta::specta]
pub async fn setup_why_not(
    state: State<'_, AppState>,
    square: String,
    color: Color,
    kind: Kind,
) -> AppResult<Option<String>> {
    state.setup().why_not(&square, color, kind)
}

/// Clears one side.
#[tauri::command]
#[specta::specta]
pub async fn setup_clear(state: State<'_, AppState>, color: Color) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.clear(color);
    Ok(s.view())
}

/// Mirrors the other side's army onto `to`.
#[tauri::command]
#[specta::specta]
pub async fn setup_mirror(state: State<'_, AppState>, to: Color) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.mirror_to(to);
    Ok(s.view())
}

/// A random valid army for one side.
#[tauri::command]
#[specta::specta]
pub async fn setup_random(state: State<'_, AppState>, color: Color) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.random(color);
    Ok(s.view())
}

/// Loads a preset army into one side.
#[tauri::command]
#[specta::specta]
pub async fn setup_preset(state: State<'_, AppState>, id: String, color: Color) -> AppResult<SetupView> {
    let mut s = state.setup_to_edit()?;
    s.preset(&id, color)?;
    Ok(s.view())
}

/// A palette entry.
#[derive(specta::Type, Serialize)]
pub struct PaletteEntry {
    /// The kind.
    pub kind: Kind,
    /// Its cost in points.
    pub cost: u32,
}

/// A preset's id and name.
#[derive(specta::Type, Serialize)]
pub struct PresetEntry {
    /// Id for [`setup_preset`].
    pub id: String,
    /// Translated name.
    pub name: String,
}

/// Palette and presets.
#[derive(specta::Type, Serialize)]
pub struct SetupCatalog {
    /// The palette, cheapest first.
    pub palette: Vec<PaletteEntry>,
    /// The presets.
    pub presets: Vec<PresetEntry>,
}

/// What the editor offers.
#[tauri::command]
#[specta::specta]
pub async fn setup_catalog() -> AppResult<SetupCatalog> {
    Ok(SetupCatalog {
        palette: PALETTE.iter().map(|&kind| PaletteEntry { kind, cost: kind.cost() }).collect(),
        presets: preset_ids()
            .into_iter()
            .map(|id| PresetEntry { id: id.to_string(), name: i18n::t(&format!("preset-{id}")) })
            .collect(),
    })
}

/// Starts a game from the setup (refused with the reasons' count when
/// invalid); with `engine_chooses`, the engine picks its own army, told in
/// the answer's notice.
#[tauri::command]
#[specta::specta]
pub async fn setup_start(
    state: State<'_, AppState>,
    opponent: Opponent,
    time: Option<TimeControl>,
    engine_chooses: bool,
) -> AppResult<SetupStart> {
    state.start_from_setup(opponent, time, engine_chooses, fastrand::u64(..))
}
