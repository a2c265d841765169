//! PGN import in the background: one import at a time, on its own thread and
//! its own connection to the database file, with progress events, a cancel
//! flag, and a report in words of what was imported and what was skipped.

use super::{import_path, Library};
use crate::error::{AppError, AppResult};
use crate::i18n;
use fluent_bundle::FluentValue;
use serde::Serialize;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use store::{ImportProgress, ImportReport, OpenOptions, Store};

/// Event with an [`ImportStatus`] while an import runs.
pub const IMPORT_PROGRESS: &str = "library-import-progress";
/// Event with the final [`ImportStatus`] (report or error).
pub const IMPORT_DONE: &str = "library-import-done";

/// Progress events at most this often (the store reports every 500 games or 256 KiB).
const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// The most PGN text a paste may carry (a file has no limit: it is read in parts).
pub const MAX_PASTED_BYTES: usize = 8 << 20;

/// Where pasted PGN text waits for its import.
const PASTED_FILE: &str = "pasted.pgn";

/// How many skipped games the report lists by name (the count is always exact).
pub const MAX_LISTED: usize = 1000;

/// A skipped game, in words.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SkippedView {
    /// Its number in the file.
    pub index: usize,
    /// The line where the problem is.
    pub line: usize,
    /// Stable id of why.
    pub kind: String,
    /// Why, translated ("Game 3, line 41: a move is not legal").
    pub message: String,
    /// The reader's detail (move, column), as the PGN reader wrote it.
    pub detail: String,
}

/// Where the import is, for the progress bar and the report.
#[derive(specta::Type, Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportStatus {
    /// Which import (increases with every start).
    pub job: u64,
    /// Whether it is still reading.
    pub running: bool,
    /// The file.
    pub file: String,
    /// Bytes read so far.
    pub bytes_read: u64,
    /// The file's size.
    pub total_bytes: Option<u64>,
    /// Games saved so far.
    pub imported: usize,
    /// Games skipped so far.
    pub skipped: usize,
    /// Whether the user cancelled it.
    pub cancelled: bool,
    /// When done: the skipped games (at most [`MAX_LISTED`]), in file order.
    pub skipped_games: Vec<SkippedView>,
    /// When done: the summary sentence, translated.
    pub summary: Option<String>,
    /// When it failed: why (the games committed before stay imported).
    pub error: Option<AppError>,
    /// When done: the saved game standing for the file's first readable one
    /// (a duplicate's saved original counts), which a file opened from the
    /// system shows in review.
    pub first_game: Option<store::GameId>,
}

/// The current (or last) import.
#[derive(Default)]
pub(super) struct ImportState {
    status: ImportStatus,
    cancel: Option<Arc<AtomicBool>>,
}

fn lock(state: &Mutex<ImportState>) -> std::sync::MutexGuard<'_, ImportState> {
    state.lock().unwrap_or_else(|e| e.into_inner())
}

/// The report in words.
fn finish(status: &mut ImportStatus, report: &ImportReport) {
    status.running = false;
    status.imported = report.imported;
    status.skipped = report.skipped.len();
    status.cancelled = report.cancelled;
    status.first_game = report.first_game;
    status.skipped_games = report
        .skipped
        .iter()
        .take(MAX_LISTED)
        .map(|s| SkippedView {
            index: s.index,
            line: s.line,
            kind: s.kind.clone(),
            message: i18n::tf(
                "import-skipped-game",
                &[
                    ("index", FluentValue::from(s.index)),
                    ("line", FluentValue::from(s.line)),
                    ("why", FluentValue::from(skip_reason(&s.kind))),
                ],
            ),
            detail: s.reason.clone(),
        })
        .collect();
    let id = if report.cancelled { "import-summary-cancelled" } else { "import-summary" };
    status.summary = Some(i18n::tf(
        id,
        &[("imported", FluentValue::from(report.imported)), ("skipped", FluentValue::from(report.skipped.len()))],
    ));
}

/// Why a game was skipped, translated from the store's kind.
fn skip_reason(kind: &str) -> String {
    let id = format!("import-why-{kind}");
    if i18n::current().has(&id) {
        i18n::t(&id)
    } else {
        i18n::t("import-why-other")
    }
}

impl Library {
    /// Starts importing the PGN file at `path` in the background and returns
    /// the job number; refused while another import runs. Progress and the
    /// end are sent as [`IMPORT_PROGRESS`] / [`IMPORT_DONE`] events and can be
    /// read with [`Library::import_status`].
    pub fn start_import(self: &Arc<Self>, path: PathBuf) -> AppResult<u64> {
        let path = import_path(&path)?;
        let cancel = Arc::new(AtomicBool::new(false));
        let job = {
            let mut st = lock(&self.import);
            if st.status.running {
                return Err(AppError::Store("import-running", String::new()));
            }
            let job = st.status.job + 1;
            st.status = ImportStatus {
                job,
                running: true,
                file: path.display().to_string(),
                total_bytes: std::fs::metadata(&path).ok().map(|m| m.len()),
                ..ImportStatus::default()
            };
            st.cancel = Some(cancel.clone());
            job
        };
        let me = Arc::clone(self);
        std::thread::Builder::new()
            .name("pgn-import".into())
            .spawn(move || me.run_import(&path, &cancel))
            .map_err(|e| AppError::Internal(e.to_string()))?;
        Ok(job)
    }

    /// Imports PGN text the player pasted, as [`Library::start_import`]
    /// imports a file: the text is kept in `pasted.pgn` beside the database
    /// (or in the system's temporary folder), so the import reads it the
    /// same way, with the same report. Refused beyond [`MAX_PASTED_BYTES`].
    pub fn start_import_text(self: &Arc<Self>, text: &str) -> AppResult<u64> {
        if text.len() > MAX_PASTED_BYTES {
            return Err(AppError::PasteTooLong);
        }
        let folder = self.path.as_ref().and_then(|p| p.parent().map(std::path::Path::to_path_buf));
        let file = folder.unwrap_or_else(std::env::temp_dir).join(PASTED_FILE);
        std::fs::write(&file, text).map_err(|e| AppError::BadPath(e.to_string()))?;
        self.start_import(file)
    }

    /// The import thread: its own connection (the autosave and the list go
    /// on meanwhile), progress events at most every [`PROGRESS_EVERY`].
    fn run_import(&self, path: &std::path::Path, cancel: &AtomicBool) {
        let mut last = Instant::now() - PROGRESS_EVERY;
        let state = Arc::clone(&self.import);
        let notify = Arc::clone(&self.notify);
        let progress = |p: &ImportProgress| {
            let snapshot = {
                let mut st = lock(&state);
                st.status.bytes_read = p.bytes_read;
                st.status.total_bytes = p.total_bytes.or(st.status.total_bytes);
                st.status.imported = p.imported;
                st.status.skipped = p.skipped;
                st.status.clone()
            };
            if last.elapsed() >= PROGRESS_EVERY {
                last = Instant::now();
                notify.emit(IMPORT_PROGRESS, serde_json::to_value(&snapshot).unwrap_or_default());
            }
        };
        let result = match &self.path {
            Some(db) => Store::open_with(db, OpenOptions { check_integrity: false })
                .and_then(|mut s| s.import_pgn_file(path, cancel, progress)),
            None => self.store().import_pgn_file(path, cancel, progress),
        };
        let done = {
            let mut st = lock(&self.import);
            match &result {
                Ok(report) => finish(&mut st.status, report),
                Err(e) => {
                    st.status.running = false;
                    // A file that cannot be read is the path's fault, in words.
                    st.status.error = Some(match e {
                        store::StoreError::Io(io) => AppError::BadPath(io.to_string()),
                        other => AppError::Store(other.kind(), other.to_string()),
                    });
                }
            }
            st.cancel = None;
            st.status.clone()
        };
        self.notify.emit(IMPORT_DONE, serde_json::to_value(&done).unwrap_or_default());
    }

    /// Asks the running import to stop; the games read so far stay imported.
    pub fn cancel_import(&self) {
        if let Some(c) = &lock(&self.import).cancel {
            c.store(true, Ordering::Relaxed);
        }
    }

    /// The running or last import (job 0: none yet).
    pub fn import_status(&self) -> ImportStatus {
        lock(&self.import).status.clone()
    }

    /// Waits for the running import to end (tests).
    pub fn wait_import(&self, timeout: Duration) -> ImportStatus {
        let end = Instant::now() + timeout;
        loop {
            let st = self.import_status();
            if !st.running || Instant::now() > end {
                return st;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}
