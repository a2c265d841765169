//! Killing the process (SIGKILL) in the middle of saves loses nothing that
//! was committed, and the database opens cleanly afterwards.
//!
//! The `store-torture` binary saves in a loop (per-move autosaves, finishes,
//! setups, settings, batch inserts, or PGN imports) and prints a line after
//! each save returns. The test kills it at a varying moment, reopens the
//! file, and checks every reported save against the database.

#![cfg(unix)]

mod common;

use common::temp_db;
use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use store::{GameFilter, GameId, GameResult, SetupId, Source, Store};

/// Runs the torture binary on `db`, waits until it has reported `min_lines`
/// saves plus `extra` more time, kills it with SIGKILL and returns every
/// line it printed before dying.
fn run_and_kill(db: &std::path::Path, seed: u64, mode: &str, min_lines: usize, extra: Duration) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_store-torture"))
        .arg(db)
        .arg(seed.to_string())
        .arg(mode)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn store-torture");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut lines = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(120);
    while lines.len() < min_lines {
        match rx.recv_timeout(Duration::from_secs(1)) {
            Ok(line) => lines.push(line),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if let Ok(Some(status)) = child.try_wait() {
                    panic!("store-torture exited early: {status}");
                }
                assert!(Instant::now() < deadline, "store-torture too slow: {} lines", lines.len());
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => panic!("store-torture closed its output"),
        }
    }
    std::thread::sleep(extra);
    child.kill().expect("SIGKILL"); // Child::kill sends SIGKILL on Unix.
    let status = child.wait().unwrap();
    assert!(!status.success(), "the child was killed, not finished");
    reader.join().unwrap();
    lines.extend(rx.try_iter());
    lines
}

/// What the killed processes reported as committed.
#[derive(Default)]
struct Reported {
    /// Game id → (plies saved, last move).
    games: HashMap<i64, (usize, String)>,
    finished: HashMap<i64, String>,
    setups: HashMap<i64, String>,
    settings: HashMap<String, u64>,
    batch_games: usize,
}

impl Reported {
    fn read(&mut self, lines: &[String]) {
        for line in lines {
            let parts: Vec<&str> = line.split(' ').collect();
            match parts.as_slice() {
                ["game", id, plies, uci] => {
                    self.games.insert(id.parse().unwrap(), (plies.parse().unwrap(), uci.to_string()));
                }
                ["finished", id, result] => {
                    self.finished.insert(id.parse().unwrap(), result.to_string());
                }
                ["setup", id, name @ ..] => {
                    self.setups.insert(id.parse().unwrap(), name.join(" "));
                }
                ["setting", key, value] => {
                    self.settings.insert(key.to_string(), value.parse().unwrap());
                }
                ["batch", n] => self.batch_games += n.parse::<usize>().unwrap(),
                _ => panic!("unexpected line {line:?}"),
            }
        }
    }

    fn verify(&self, store: &Store) {
        for (&id, (plies, last)) in &self.games {
            let g = store.game(GameId(id)).unwrap_or_else(|e| panic!("game {id} reported saved: {e}"));
            assert!(g.moves.len() >= *plies, "game {id}: {} moves stored, {plies} reported", g.moves.len());
            assert_eq!(&g.moves[plies - 1], last, "game {id}: move {plies}");
            // Unfinished unless its finish was committed (reported or not).
            assert!(g.in_progress || g.finished_at.is_some(), "game {id}");
        }
        for (&id, result) in &self.finished {
            let g = store.game(GameId(id)).unwrap();
            assert_eq!(g.result.pgn(), result, "game {id}");
            assert!(!g.in_progress, "game {id} was finished");
        }
        for (&id, name) in &self.setups {
            assert_eq!(&store.setup(SetupId(id)).unwrap().name, name);
        }
        for (key, &value) in &self.settings {
            let stored: u64 = store.setting(key).unwrap().unwrap();
            assert!(stored >= value, "setting {key}: {stored} stored, {value} reported");
        }
        let total = store.count_games(&GameFilter::default()).unwrap() as usize;
        assert!(total >= self.games.len() + self.batch_games, "{total} games stored");
    }
}

#[test]
fn sigkill_during_autosaves_loses_no_committed_save() {
    let (_dir, db) = temp_db();
    let mut reported = Reported::default();
    for round in 0..6u64 {
        let lines = run_and_kill(&db, round, "saves", 40 + 70 * round as usize, Duration::from_millis(7 * round));
        reported.read(&lines);
        // Reopens cleanly, passes SQLite's full integrity check, and holds
        // everything reported so far (this round's and earlier rounds').
        let store = Store::open(&db).expect("reopen after SIGKILL");
        store.check_integrity().unwrap();
        reported.verify(&store);
        // A game cut off mid-play is offered for resume.
        if let Some(g) = store.latest_in_progress().unwrap() {
            assert!(g.in_progress);
            assert_eq!(g.result, GameResult::Unfinished);
        }
    }
    assert!(reported.games.len() >= 3, "the rounds covered several games");
    assert!(!reported.setups.is_empty() && reported.batch_games > 0, "and every kind of save");
}

#[test]
fn sigkill_during_an_import_keeps_every_committed_batch() {
    let (_dir, db) = temp_db();
    let mut committed = 0;
    for round in 0..3u64 {
        let lines = run_and_kill(&db, round, "import", 3 + round as usize, Duration::from_millis(40 * round));
        // `imported n` counts the committed games of the current import; it
        // starts again from the first batch at each new import.
        let mut previous = 0;
        for line in &lines {
            let n: usize = line.strip_prefix("imported ").expect("import line").parse().unwrap();
            if n < previous {
                committed += previous;
            }
            previous = n;
        }
        committed += previous;
        let store = Store::open(&db).expect("reopen after SIGKILL");
        store.check_integrity().unwrap();
        let stored =
            store.count_games(&GameFilter { source: Some(Source::Import), ..Default::default() }).unwrap() as usize;
        assert!(stored >= committed, "{stored} imported games stored, {committed} reported committed");
        assert_eq!(stored % store::IMPORT_BATCH, 0, "whole batches only: {stored}");
    }
}
