//! The setups library of the custom setup editor: armies saved by name,
//! favourites, and setup codes to share them as text.

use super::Library;
use crate::error::{AppError, AppResult};
use crate::setup::SetupEditor;
use rules::{Color, Setup};
use serde::Serialize;
use store::{SetupId, SetupRecord, SetupSide, MAX_NAME_CHARS};

/// One saved setup as the library lists it.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupEntry {
    /// Its id.
    pub id: SetupId,
    /// The user's name for it.
    pub name: String,
    /// Which army it holds: `white`, `black` or `both`.
    pub side: SetupSide,
    /// Listed first.
    pub favourite: bool,
    /// Points spent by each army it holds (White, Black; 0 for an army it lacks).
    pub points: [u32; 2],
    /// Pieces of the saved army as seen from its own side (`{square, color, kind}`),
    /// for a small preview.
    pub pieces: Vec<crate::setup::SetupPiece>,
    /// Its share code, when it can be encoded.
    pub code: Option<String>,
}

/// A setup name as the store takes it, or the error in words.
fn clean(name: &str) -> AppResult<String> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
        return Err(AppError::SetupName);
    }
    Ok(name.to_string())
}

fn entry(r: SetupRecord) -> SetupEntry {
    let code = store::code::encode(&r.setup, r.side).ok();
    SetupEntry {
        id: r.id.unwrap_or(SetupId(0)),
        points: [r.setup.cost(Color::White), r.setup.cost(Color::Black)],
        pieces: crate::setup::pieces_of(&r.setup),
        name: r.name,
        side: r.side,
        favourite: r.favourite,
        code,
    }
}

impl Library {
    /// The library: favourites first, then by name.
    pub fn setups(&self) -> AppResult<Vec<SetupEntry>> {
        Ok(self.store().list_setups()?.into_iter().map(entry).collect())
    }

    /// Saves `side`'s army of the editor (or both armies) under `name`.
    pub fn save_setup(&self, editor: &SetupEditor, name: &str, side: SetupSide) -> AppResult<SetupId> {
        let name = clean(name)?;
        let setup = match side.color() {
            Some(c) => editor.setup().only(c),
            None => editor.setup().clone(),
        };
        Ok(self.store().save_setup(&SetupRecord::new(name, side, setup))?)
    }

    /// Renames setup `id`.
    pub fn rename_setup(&self, id: SetupId, name: &str) -> AppResult<()> {
        Ok(self.store().rename_setup(id, &clean(name)?)?)
    }

    /// Copies setup `id` under `name`.
    pub fn duplicate_setup(&self, id: SetupId, name: &str) -> AppResult<SetupId> {
        Ok(self.store().duplicate_setup(id, &clean(name)?)?)
    }

    /// Deletes setup `id`.
    pub fn delete_setup(&self, id: SetupId) -> AppResult<bool> {
        Ok(self.store().delete_setup(id)?)
    }

    /// Marks setup `id` as a favourite or not.
    pub fn favourite_setup(&self, id: SetupId, favourite: bool) -> AppResult<()> {
        Ok(self.store().set_favourite(id, favourite)?)
    }

    /// The army of setup `id` placed for `color` (mirrored when it was
    /// saved for the other side); `None` loads both armies of a whole
    /// position.
    pub fn setup_army(&self, id: SetupId, color: Option<Color>) -> AppResult<Setup> {
        let record = self.store().setup(id)?;
        Ok(match color {
            Some(c) => record.army_for(c),
            None => record.setup,
        })
    }

    /// The share code of setup `id`.
    pub fn setup_code(&self, id: SetupId) -> AppResult<String> {
        Ok(self.store().setup_code(id)?)
    }

    /// Saves the army of a pasted code under `name`; a bad code is refused
    /// with its kind (`setup-code-checksum`, …) and saves nothing.
    pub fn import_setup_code(&self, code: &str, name: &str) -> AppResult<SetupId> {
        let name = clean(name)?;
        Ok(self.store().import_setup_code(code, &name)?)
    }
}

/// The army of a pasted code placed for `color` (or both armies of a
/// whole-position code when `color` is `None`), without saving it.
pub fn decode_code(code: &str, color: Option<Color>) -> AppResult<Setup> {
    let decoded = store::code::decode(code).map_err(store::StoreError::from)?;
    Ok(match color {
        Some(c) => decoded.army_for(c),
        None => decoded.setup,
    })
}
