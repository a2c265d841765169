//! The app's library over the SQLite store (`crates/store`): opening it at
//! start-up (moving a damaged file aside and telling the user once), the
//! autosave of every game and its resume after a restart, the saved-games
//! list, PGN export and import, the setups library and the settings.
//!
//! Plain Rust over [`store::Store`], no Tauri types: the commands in
//! [`crate::commands::library`] and [`crate::commands::setups`] are thin
//! adapters, and the tests drive this module against real files. Long work
//! (import, export of many games) runs on worker threads with their own
//! connection to the same file, so the window and the autosave never wait
//! for it; progress goes out through [`Notify`].

mod autosave;
mod import;
mod settings_store;
mod setups;

pub use autosave::{ResumeOffer, AUTOSAVE};
pub use import::{ImportStatus, SkippedView, IMPORT_DONE, IMPORT_PROGRESS, MAX_PASTED_BYTES};
pub use settings_store::StoreSettings;
pub use setups::{decode_code, SetupEntry};

use crate::error::{AppError, AppResult};
use crate::i18n;
use fluent_bundle::FluentValue;
use rules::Color;
use serde::Serialize;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};
use store::{GameFilter, GameId, GameRecord, GameSummary, OpenOptions, Player, PlayerKind, Store};

/// The database's file name in the app's data folder.
pub const DB_FILE: &str = "maharajah.db";

/// Longest page of the saved-games list one request may ask for: the screen
/// pages (the store lists 50 of 100,000 games in well under a millisecond,
/// while all of them at once take ~150 ms).
pub const MAX_PAGE: u32 = 500;

/// Where the library reports progress of its background work (the app emits
/// Tauri events; tests record them).
pub trait Notify: Send + Sync {
    /// Sends `payload` as event `event` to the window.
    fn emit(&self, event: &str, payload: serde_json::Value);
}

/// A [`Notify`] that drops everything (tests, or no window).
pub struct Silent;

impl Notify for Silent {
    fn emit(&self, _event: &str, _payload: serde_json::Value) {}
}

/// What went wrong with the store at start-up, for the one-time message.
#[derive(Debug, Clone)]
struct StartupProblem {
    /// The store's error kind (`corrupt`, `foreign`, `too-new`, or the
    /// reason the file could not be opened at all).
    kind: &'static str,
    /// The store's detail (English, shown small).
    detail: String,
    /// Where the unusable file was moved (kept, never deleted).
    moved_to: Option<PathBuf>,
}

/// The start-up message, in words.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StartupNotice {
    /// The store's error kind.
    pub kind: String,
    /// What happened and what was done, translated.
    pub message: String,
    /// The technical detail.
    pub detail: String,
}

/// One row of the saved-games list: the store's summary and its words.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameRow {
    /// The stored summary.
    #[serde(flatten)]
    pub summary: GameSummary,
    /// White's player in words ("You", "Engine (level 4)", a name).
    pub white_label: String,
    /// Black's player in words.
    pub black_label: String,
    /// Why it ended, in words, when known.
    pub reason_text: Option<String>,
}

/// One page of the saved-games list.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GamePage {
    /// The games of the page, newest first.
    pub games: Vec<GameRow>,
    /// How many games the filter matches in all.
    pub total: u64,
}

/// The open store and everything the app keeps beside it.
pub struct Library {
    store: Mutex<Store>,
    /// The database file; `None` when the store lives in memory only.
    path: Option<PathBuf>,
    problem: Mutex<Option<StartupProblem>>,
    autosave: Mutex<autosave::Current>,
    import: Arc<Mutex<import::ImportState>>,
    notify: Arc<dyn Notify>,
}

impl Library {
    /// Opens the store in `dir` (the app's data folder). A damaged, foreign
    /// or newer file is moved aside and a fresh store started; if the folder
    /// cannot hold a store at all, the games live in memory for this session.
    /// Either way the app starts, and [`Library::take_notice`] tells the user
    /// once.
    pub fn open_in(dir: Option<&Path>, notify: Arc<dyn Notify>) -> Library {
        let Some(dir) = dir else {
            return Library::in_memory(notify);
        };
        let path = dir.join(DB_FILE);
        match Store::open_or_recover(&path) {
            Ok((store, note)) => {
                let problem = note.map(|n| StartupProblem {
                    kind: n.error.kind(),
                    detail: n.error.to_string(),
                    moved_to: Some(n.moved_to),
                });
                Library::with_store(store, Some(path), problem, notify)
            }
            Err(e) => {
                let lib = Library::in_memory(notify);
                *lib.problem() = Some(StartupProblem { kind: e.kind(), detail: e.to_string(), moved_to: None });
                lib
            }
        }
    }

    /// A library over the store file at `path` (tests; refuses a bad file).
    pub fn open(path: &Path, notify: Arc<dyn Notify>) -> AppResult<Library> {
        let store = Store::open(path)?;
        Ok(Library::with_store(store, Some(path.to_path_buf()), None, notify))
    }

    /// A library kept in memory (tests, and the fallback when no data
    /// folder can be written).
    pub fn in_memory(notify: Arc<dyn Notify>) -> Library {
        let store = Store::open(":memory:").expect("an in-memory SQLite database always opens");
        Library::with_store(store, None, None, notify)
    }

    fn with_store(
        store: Store,
        path: Option<PathBuf>,
        problem: Option<StartupProblem>,
        notify: Arc<dyn Notify>,
    ) -> Library {
        Library {
            store: Mutex::new(store),
            path,
            problem: Mutex::new(problem),
            autosave: Mutex::new(autosave::Current::default()),
            import: Arc::new(Mutex::new(import::ImportState::default())),
            notify,
        }
    }

    /// The store, locked (short operations only: one query or one save).
    pub(crate) fn store(&self) -> MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn problem(&self) -> MutexGuard<'_, Option<StartupProblem>> {
        self.problem.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Where background work reports (the review's analysis uses it too).
    pub fn notifier(&self) -> Arc<dyn Notify> {
        Arc::clone(&self.notify)
    }

    /// The database file, if the store is on disk.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// A second connection to the same file for long reads (export), so the
    /// autosave and the list never wait behind them; `None` in memory.
    fn reader(&self) -> AppResult<Option<Store>> {
        match &self.path {
            Some(p) => Ok(Some(Store::open_with(p, OpenOptions { check_integrity: false })?)),
            None => Ok(None),
        }
    }

    /// The start-up problem in words, once: later calls return `None`.
    pub fn take_notice(&self) -> Option<StartupNotice> {
        let p = self.problem().take()?;
        let file = p.moved_to.as_ref().map(|m| m.display().to_string()).unwrap_or_default();
        let id = match p.kind {
            "corrupt" | "foreign" | "too-new" => format!("library-recovered-{}", p.kind),
            _ => "library-memory-only".to_string(),
        };
        let message =
            i18n::tf(&id, &[("file", FluentValue::from(file)), ("detail", FluentValue::from(p.detail.clone()))]);
        Some(StartupNotice { kind: p.kind.to_string(), message, detail: p.detail })
    }

    // -----------------------------------------------------------------------
    // Saved games
    // -----------------------------------------------------------------------

    /// A page of the saved-games list and the filter's total.
    pub fn list(&self, filter: &GameFilter) -> AppResult<GamePage> {
        let mut filter = filter.clone();
        filter.limit = Some(filter.limit.unwrap_or(50).clamp(1, MAX_PAGE));
        let (games, total) = {
            let store = self.store();
            (store.list_games(&filter)?, store.count_games(&filter)?)
        };
        let games = games
            .into_iter()
            .map(|g| GameRow {
                white_label: player_label(&g.white, &g.black, Color::White),
                black_label: player_label(&g.black, &g.white, Color::Black),
                reason_text: reason_text(g.reason.as_deref()),
                summary: g,
            })
            .collect();
        Ok(GamePage { games, total })
    }

    /// Saves a finished game played with another device (LAN, online) and
    /// returns its id; it opens in review like every other game.
    pub fn save_finished(&self, record: &GameRecord) -> AppResult<GameId> {
        let mut store = self.store();
        let id = store.insert_game(record)?;
        store.finish_game(id, record.result, record.reason.as_deref())?;
        Ok(id)
    }

    /// The saved game `id`, whole.
    pub fn game(&self, id: GameId) -> AppResult<GameRecord> {
        Ok(self.store().game(id)?)
    }

    /// Deletes games; returns how many there were.
    pub fn delete(&self, ids: &[GameId]) -> AppResult<usize> {
        Ok(self.store().delete_games(ids)?)
    }

    /// Game `id` as PGN ("copy PGN").
    pub fn game_pgn(&self, id: GameId) -> AppResult<String> {
        Ok(self.store().game_pgn(id, &export_name)?)
    }

    /// Saves a side line explored in the review into game `id` as a PGN
    /// variation ([`Store::save_line`]); the game's moves stay as played.
    pub fn save_line(&self, id: GameId, at: usize, line: &[String]) -> AppResult<store::LineSaved> {
        Ok(self.store().save_line(id, at, line, &export_name)?)
    }

    /// Writes games to a PGN file at `path`: the games `ids` in that order,
    /// or else every game `filter` selects (its paging ignored). Written to a
    /// temporary file first and renamed, so a failed export never leaves half
    /// a file under the chosen name. Returns how many games were written.
    /// Blocking: call off the UI thread.
    pub fn export(&self, path: &Path, ids: Option<&[GameId]>, filter: &GameFilter) -> AppResult<usize> {
        let path = export_path(path)?;
        let tmp = path.with_extension("pgn.part");
        let result = (|| -> AppResult<usize> {
            let file = std::fs::File::create(&tmp).map_err(|e| AppError::BadPath(e.to_string()))?;
            let mut out = std::io::BufWriter::new(file);
            let reader = self.reader()?;
            let guard;
            let store: &Store = match &reader {
                Some(s) => s,
                None => {
                    guard = self.store();
                    &guard
                }
            };
            let n = match ids {
                Some(ids) => {
                    for (i, id) in ids.iter().enumerate() {
                        if i > 0 {
                            out.write_all(b"\n").map_err(store::StoreError::from)?;
                        }
                        store.export_game_pgn(*id, &mut out, &export_name)?;
                    }
                    ids.len()
                }
                None => {
                    let mut all = filter.clone();
                    all.limit = None;
                    all.offset = 0;
                    store.export_pgn(&all, &mut out, &export_name)?
                }
            };
            out.into_inner()
                .map_err(|e| store::StoreError::from(e.into_error()))?
                .sync_all()
                .map_err(store::StoreError::from)?;
            Ok(n)
        })();
        match result {
            Ok(n) => {
                std::fs::rename(&tmp, &path).map_err(|e| AppError::BadPath(e.to_string()))?;
                Ok(n)
            }
            Err(e) => {
                let _ = std::fs::remove_file(&tmp);
                Err(e)
            }
        }
    }
}

/// A player as exported PGN names them: the stored name; "You" (in the
/// interface's language) against the engine; the engine with its level
/// (`Maharajah engine level 4`), its `*Type` tag saying `program`; `?`
/// (PGN's unknown) for an unnamed player of a two-player game.
pub fn export_name(game: &GameRecord, color: Color) -> String {
    let (player, other) = if color == Color::White { (&game.white, &game.black) } else { (&game.black, &game.white) };
    let unnamed = player.name.trim().is_empty();
    match player.kind {
        PlayerKind::Engine { level: Some(level) } if unnamed || player.name == autosave::ENGINE_NAME => {
            format!("{} level {level}", autosave::ENGINE_NAME)
        }
        _ if !unnamed => player.name.clone(),
        _ if matches!(other.kind, PlayerKind::Engine { .. }) => i18n::t("player-you"),
        _ => "?".into(),
    }
}

/// A player in words: the name when the game has one, else "Engine (level
/// 4)" for the engine, "You" against the engine, or the colour.
pub fn player_label(player: &Player, other: &Player, color: Color) -> String {
    if !player.name.trim().is_empty() && player.name != autosave::ENGINE_NAME {
        return player.name.clone();
    }
    match player.kind {
        PlayerKind::Engine { level: Some(level) } => {
            i18n::tf("player-engine", &[("level", FluentValue::from(u32::from(level)))])
        }
        PlayerKind::Engine { level: None } => i18n::t("library-engine"),
        _ if matches!(other.kind, PlayerKind::Engine { .. }) => i18n::t("player-you"),
        _ => i18n::t(if color == Color::White { "player-white" } else { "player-black" }),
    }
}

/// Why a game ended, in words (`end-<reason>`), when the reason is known.
pub fn reason_text(reason: Option<&str>) -> Option<String> {
    let key = format!("end-{}", reason?);
    i18n::current().has(&key).then(|| i18n::t(&key))
}

/// Checks an export target: a file name in an existing folder (`.pgn`
/// added when the name has no extension), not a folder itself.
pub fn export_path(path: &Path) -> AppResult<PathBuf> {
    let text = path.to_string_lossy();
    if text.trim().is_empty() {
        return Err(AppError::BadPath(i18n::t("library-path-empty")));
    }
    if path.is_dir() {
        return Err(AppError::BadPath(i18n::t("library-path-is-folder")));
    }
    let mut path = path.to_path_buf();
    if path.extension().is_none() {
        path.set_extension("pgn");
    }
    if path.is_dir() {
        return Err(AppError::BadPath(i18n::t("library-path-is-folder")));
    }
    match path.parent().filter(|p| !p.as_os_str().is_empty()) {
        Some(dir) if !dir.is_dir() => Err(AppError::BadPath(i18n::t("library-path-no-folder"))),
        _ => Ok(path),
    }
}

/// Checks an import source: an existing file (not a folder).
pub fn import_path(path: &Path) -> AppResult<PathBuf> {
    if path.to_string_lossy().trim().is_empty() {
        return Err(AppError::BadPath(i18n::t("library-path-empty")));
    }
    if path.is_dir() {
        return Err(AppError::BadPath(i18n::t("library-path-is-folder")));
    }
    if !path.is_file() {
        return Err(AppError::BadPath(i18n::t("library-path-missing")));
    }
    Ok(path.to_path_buf())
}
