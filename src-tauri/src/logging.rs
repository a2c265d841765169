//! The app's log: what the network crates (and the app) report through
//! `tracing`, written to `maharajah.log` in the app's log folder so that a
//! player can attach it to a bug report and a failed end-to-end run can
//! print it. `RUST_LOG` sets the filter (default: `info`). Nothing secret is
//! logged: the crates never log armies, nonces or seat tokens.

use std::fs::{self, OpenOptions};
use std::path::Path;
use std::sync::Mutex;
use tracing_subscriber::EnvFilter;

/// A log longer than this is started afresh at launch.
const MAX_LOG_BYTES: u64 = 4 * 1024 * 1024;

/// The log file's name inside the log folder.
pub const LOG_FILE: &str = "maharajah.log";

/// Starts logging to `dir/maharajah.log`. Failing to open the file leaves
/// the app without a log, never without a window.
pub fn init(dir: &Path) {
    if fs::create_dir_all(dir).is_err() {
        return;
    }
    let path = dir.join(LOG_FILE);
    let fresh = fs::metadata(&path).map_or(true, |m| m.len() > MAX_LOG_BYTES);
    let file = OpenOptions::new().create(true).append(!fresh).write(true).truncate(fresh).open(&path);
    let Ok(file) = file else { return };
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_ansi(false).with_writer(Mutex::new(file)).try_init();
}
