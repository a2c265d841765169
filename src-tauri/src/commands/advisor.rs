//! The army advisor's commands: assess the editor's army, search for better
//! ones (with progress events), apply one. The engine's work runs on a
//! worker thread, never on the UI's.

use super::library::blocking;
use crate::advisor::{self, AssessView, SuggestionView, ADVISOR_PROGRESS};
use crate::error::AppResult;
use crate::setup::SetupView;
use crate::state::AppState;
use rules::Color;
use tauri::{AppHandle, Emitter, State};

/// Assesses `color`'s army against the other side's (`against_other`) or the orthodox army.
#[tauri::command]
#[specta::specta]
pub async fn advisor_assess(state: State<'_, AppState>, color: Color, against_other: bool) -> AppResult<AssessView> {
    let (army, opponent) = advisor::armies(state.setup().setup(), color, against_other);
    let against = opponent.is_some();
    blocking(move || {
        let a = engine::advisor::assess(&army, opponent.as_ref()).map_err(advisor::refusal)?;
        Ok(advisor::assess_view(&a, against))
    })
    .await
}

/// Up to three better armies near `color`'s, reporting progress as `advisor-progress` events.
#[tauri::command]
#[specta::specta]
pub async fn advisor_suggest(
    app: AppHandle,
    state: State<'_, AppState>,
    color: Color,
    against_other: bool,
) -> AppResult<Vec<SuggestionView>> {
    let (army, opponent) = advisor::armies(state.setup().setup(), color, against_other);
    blocking(move || {
        let found = engine::advisor::suggest(&army, opponent.as_ref(), |p| {
            // A closed window cannot receive it; the search goes on.
            let _ = app.emit(ADVISOR_PROGRESS, p);
        })
        .map_err(advisor::refusal)?;
        Ok(found.iter().map(advisor::suggestion_view).collect())
    })
    .await
}

/// Replaces `color`'s army with a suggestion's board (refused, like every
/// edit, once the army is locked in a hidden setup).
#[tauri::command]
#[specta::specta]
pub async fn advisor_apply(state: State<'_, AppState>, color: Color, board: String) -> AppResult<SetupView> {
    let mut editor = state.setup_to_edit()?;
    let next = advisor::apply(editor.setup(), color, &board)?;
    editor.load_army(None, &next);
    Ok(editor.view())
}
