//! Files the system asks the app to open: a `.pgn` double-clicked in a file
//! manager. Linux and Windows start the app with the paths as arguments (the
//! desktop entry's `%F`, the registry's `"%1"`); macOS sends an "open" event
//! to the running app instead. Both land here until the UI takes them, since
//! the first arrives before the window can show anything.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The event telling the UI that files arrived while it runs (macOS).
pub const OPEN_FILES: &str = "open-files";

/// Paths waiting for the UI, oldest first.
#[derive(Default)]
pub struct OpenRequests(Mutex<Vec<PathBuf>>);

impl OpenRequests {
    /// The `.pgn` files among a process's arguments (the first, the program,
    /// is skipped). Anything else — options a launcher adds, other files —
    /// is not the app's to open and is ignored.
    pub fn from_args(args: impl IntoIterator<Item = OsString>) -> Self {
        let requests = Self::default();
        requests.push(args.into_iter().skip(1).map(PathBuf::from));
        requests
    }

    /// Queues the `.pgn` files among `paths`.
    pub fn push(&self, paths: impl IntoIterator<Item = PathBuf>) {
        let mut queue = self.0.lock().unwrap_or_else(|e| e.into_inner());
        queue.extend(paths.into_iter().filter(|p| is_pgn(p)));
    }

    /// Hands the waiting paths over, once.
    pub fn take(&self) -> Vec<PathBuf> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Whether the system would have associated `path` with the app.
fn is_pgn(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pgn_files_after_the_program_are_taken_and_only_once() {
        let args = ["/usr/bin/maharajah", "games.pgn", "--automation", "/home/a/B.PGN", "notes.txt", "pgn"];
        let requests = OpenRequests::from_args(args.iter().map(OsString::from));
        assert_eq!(requests.take(), [PathBuf::from("games.pgn"), PathBuf::from("/home/a/B.PGN")]);
        assert!(requests.take().is_empty());
        requests.push([PathBuf::from("later.pgn")]);
        assert_eq!(requests.take(), [PathBuf::from("later.pgn")]);
    }
}
