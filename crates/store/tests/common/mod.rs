//! Helpers shared by the integration tests: a fresh database path in its own
//! temporary folder (real files, real SQLite).

#![allow(dead_code)]

use std::path::PathBuf;
use tempfile::TempDir;

/// A temporary folder and a database path inside it (not created yet).
pub fn temp_db() -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("maharajah.db");
    (dir, path)
}

/// Every file name in the folder, sorted.
pub fn files_in(dir: &TempDir) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("read dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}
