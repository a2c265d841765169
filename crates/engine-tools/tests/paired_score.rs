//! `bench/paired_score.sh`, which every Fairy-Stockfish figure in
//! docs/benchmarks.md is read with, scores pairs and compares two runs as documented.

use std::path::{Path, PathBuf};
use std::process::Command;
use tempfile::TempDir;

fn script() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/paired_score.sh")
}

/// A fresh temporary folder for one test's logs, removed when it is dropped.
fn dir() -> TempDir {
    tempfile::Builder::new().prefix("paired-score-").tempdir().expect("temp dir")
}

/// Writes `lines` as an arena log in `dir` and returns its path.
fn log(dir: &TempDir, name: &str, lines: &[&str]) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, lines.join("\n") + "\n").expect("write log");
    path
}

fn run(args: &[&Path]) -> (bool, String) {
    let out = Command::new("bash").arg(script()).args(args).output().expect("bash runs");
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr))
}

#[test]
fn pairs_are_scored_and_two_runs_compared_start_by_start() {
    let tmp = dir();
    let first = log(
        &tmp,
        "first.log",
        &[
            "36 games at 3000 ms + 50 ms",
            "game   1  start 1 (f #1)  ours White  1-0      checkmate",
            "game   2  start 1 (f #1)  ours Black  1-0      checkmate",
            "game   3  start 2 (f #2)  ours White  1/2-1/2  draw",
            "game   4  start 2 (f #2)  ours Black  0-1      checkmate",
            "game   5  start 3 (f #3)  ours White  1-0      checkmate",
        ],
    );
    let (ok, text) = run(&[&first]);
    assert!(ok, "{text}");
    // Start 3 has one game only and is left out: pairs of 1 and 1.5 points.
    assert!(text.contains("2 complete pairs; pairs scoring 0 / 0.5 / 1 / 1.5 / 2 points: 0 / 0 / 1 / 1 / 0"), "{text}");
    assert!(text.contains("score 2.5 / 4 (62.5 %)"), "{text}");

    let second = log(
        &tmp,
        "second.log",
        &[
            "game   1  start 1 (f #1)  ours White  1-0      checkmate",
            "game   2  start 1 (f #1)  ours Black  0-1      checkmate",
            "game   3  start 2 (f #2)  ours White  1/2-1/2  draw",
            "game   4  start 2 (f #2)  ours Black  0-1      checkmate",
        ],
    );
    let separator = Path::new("--");
    let (ok, text) = run(&[&first, separator, &second]);
    assert!(ok, "{text}");
    // Start 1: 1 → 2 points, start 2: 1.5 → 1.5; mean +0.5, standard error 0.5.
    assert!(text.contains("2 starts: first 2.5, second 3.5 points; second - first +0.500 points per pair (standard error 0.500); better on 1 starts, worse on 0"), "{text}");
}

#[test]
fn a_missing_second_run_is_a_usage_error() {
    let tmp = dir();
    let only = log(&tmp, "only.log", &["game   1  start 1 (f #1)  ours White  1-0  checkmate"]);
    let (ok, text) = run(&[&only, Path::new("--")]);
    assert!(!ok);
    assert!(text.contains("usage:"), "{text}");
}

#[test]
fn too_few_complete_pairs_are_refused_not_scored() {
    let tmp = dir();
    let one_pair = log(
        &tmp,
        "one-pair.log",
        &[
            "game   1  start 1 (f #1)  ours White  1-0  checkmate",
            "game   2  start 1 (f #1)  ours Black  1-0  checkmate",
        ],
    );
    let (ok, text) = run(&[&one_pair]);
    assert!(!ok);
    assert!(text.contains("fewer than two complete pairs"), "{text}");
    let (ok, text) = run(&[&one_pair, Path::new("--"), &one_pair]);
    assert!(!ok);
    assert!(text.contains("fewer than two starts complete in both"), "{text}");
}

#[test]
fn a_match_played_again_pools_with_the_first_pair_by_pair() {
    let tmp = dir();
    let lines = |second_game: &'static str| {
        [
            "game   1  start 1 (f #1)  ours White  1-0      checkmate",
            second_game,
            "game   3  start 2 (f #2)  ours White  1/2-1/2  draw",
            "game   4  start 2 (f #2)  ours Black  0-1      checkmate",
        ]
    };
    let first = log(&tmp, "run1.log", &lines("game   2  start 1 (f #1)  ours Black  1-0      checkmate"));
    let again = log(&tmp, "run2.log", &lines("game   2  start 1 (f #1)  ours Black  0-1      checkmate"));
    let (ok, text) = run(&[&first, &again]);
    assert!(ok, "{text}");
    // Run 1: pairs of 1 and 1.5 points; run 2: 2 and 1.5.
    assert!(text.contains("4 complete pairs; pairs scoring 0 / 0.5 / 1 / 1.5 / 2 points: 0 / 0 / 1 / 2 / 1"), "{text}");
    assert!(text.contains("score 6.0 / 8 (75.0 %)"), "{text}");
}
