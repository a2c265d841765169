//! Learn page commands.

use crate::error::AppResult;
use crate::learn::{self, Blocker, Reach};
use rules::{Kind, Variant};

/// The pieces the diagram offers for a variant.
#[tauri::command]
#[specta::specta]
pub async fn learn_kinds(variant: Variant) -> AppResult<Vec<Kind>> {
    Ok(learn::kinds(variant))
}

/// Every square a piece reaches from a square, with blockers.
#[tauri::command]
#[specta::specta]
pub async fn learn_reach(variant: Variant, kind: Kind, square: String, blockers: Vec<Blocker>) -> AppResult<Reach> {
    learn::reach(variant, kind, &square, &blockers)
}
