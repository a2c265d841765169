//! Setups library commands of the custom setup editor: save, rename,
//! duplicate, delete, favourite, load into either side, share as a code.

use crate::error::AppResult;
use crate::library::{decode_code, SetupEntry};
use crate::setup::SetupView;
use crate::state::AppState;
use rules::Color;
use store::{SetupId, SetupSide};
use tauri::State;

/// The saved setups, favourites first.
#[tauri::command]
#[specta::specta]
pub async fn setups_list(state: State<'_, AppState>) -> AppResult<Vec<SetupEntry>> {
    state.library.setups()
}

/// Saves the editor's army of `side` (or both armies) under `name`.
#[tauri::command]
#[specta::specta]
pub async fn setups_save(state: State<'_, AppState>, name: String, side: SetupSide) -> AppResult<SetupId> {
    let editor = state.setup().clone();
    state.library.save_setup(&editor, &name, side)
}

/// Renames a saved setup.
#[tauri::command]
#[specta::specta]
pub async fn setups_rename(state: State<'_, AppState>, id: SetupId, name: String) -> AppResult<()> {
    state.library.rename_setup(id, &name)
}

/// Copies a saved setup under a new name.
#[tauri::command]
#[specta::specta]
pub async fn setups_duplicate(state: State<'_, AppState>, id: SetupId, name: String) -> AppResult<SetupId> {
    state.library.duplicate_setup(id, &name)
}

/// Deletes a saved setup.
#[tauri::command]
#[specta::specta]
pub async fn setups_delete(state: State<'_, AppState>, id: SetupId) -> AppResult<bool> {
    state.library.delete_setup(id)
}

/// Marks a saved setup as a favourite or not.
#[tauri::command]
#[specta::specta]
pub async fn setups_favourite(state: State<'_, AppState>, id: SetupId, favourite: bool) -> AppResult<()> {
    state.library.favourite_setup(id, favourite)
}

/// Loads a saved army into `color`'s side of the editor (`null`: a whole
/// position into both sides).
#[tauri::command]
#[specta::specta]
pub async fn setups_load(state: State<'_, AppState>, id: SetupId, color: Option<Color>) -> AppResult<SetupView> {
    let army = state.library.setup_army(id, color)?;
    let mut editor = state.setup_to_edit()?;
    editor.load_army(color, &army);
    Ok(editor.view())
}

/// The share code of a saved setup.
#[tauri::command]
#[specta::specta]
pub async fn setups_code(state: State<'_, AppState>, id: SetupId) -> AppResult<String> {
    state.library.setup_code(id)
}

/// Saves the army of a pasted code under `name` (bad codes are refused by kind).
#[tauri::command]
#[specta::specta]
pub async fn setups_import_code(state: State<'_, AppState>, code: String, name: String) -> AppResult<SetupId> {
    state.library.import_setup_code(&code, &name)
}

/// Loads the army of a pasted code into `color`'s side without saving it.
#[tauri::command]
#[specta::specta]
pub async fn setups_load_code(state: State<'_, AppState>, code: String, color: Option<Color>) -> AppResult<SetupView> {
    let army = decode_code(&code, color)?;
    let mut editor = state.setup_to_edit()?;
    editor.load_army(color, &army);
    Ok(editor.view())
}
