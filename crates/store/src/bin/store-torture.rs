//! Saves in a loop and reports every commit on stdout, for the crash tests
//! (`tests/crash.rs`): they kill this process with SIGKILL at a random moment
//! and check that every commit it reported is in the database afterwards.
//!
//! Usage: `store-torture <db> <seed> [saves|import]`. Each line printed is
//! written only after the save it describes returned (so it was committed):
//! - `game <id> <plies> <uci>`: game `<id>` was autosaved with `<plies>`
//!   moves, the last one `<uci>`;
//! - `finished <id> <result>`: game `<id>` was finished with `<result>`;
//! - `setup <id> <name>`: a setup was saved;
//! - `setting <key> <value>`: a setting was set (JSON value);
//! - `batch <n>`: `n` more games were inserted in one transaction;
//! - `imported <n>` (import mode, which imports a generated PGN over and
//!   over): `n` games of the current import are committed.
//!
//! Moves come from random legal play ([`store::sample`]).

use std::io::Write;
use std::sync::atomic::AtomicBool;
use store::sample::{random_game, Rng};
use store::{GameResult, SetupRecord, SetupSide, Store};

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(path), Some(seed)) = (args.next(), args.next().and_then(|s| s.parse::<u64>().ok())) else {
        eprintln!("usage: store-torture <db> <seed>");
        std::process::exit(2);
    };
    let import_mode = args.next().as_deref() == Some("import");
    let mut store = match Store::open(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("open: {e} ({})", e.kind());
            std::process::exit(1);
        }
    };
    let out = std::io::stdout();
    let mut out = out.lock();
    let mut rng = Rng::new(seed);
    if import_mode {
        let pgn = store::sample::random_pgn(2_000, seed);
        let cancel = AtomicBool::new(false);
        loop {
            store
                .import_pgn(pgn.as_bytes(), None, &cancel, |p| {
                    writeln!(out, "imported {}", p.imported).expect("stdout");
                    out.flush().expect("stdout");
                })
                .expect("import");
        }
    }
    let mut round: u64 = 0;
    loop {
        round += 1;
        // A game played move by move, autosaved after each one.
        let full = random_game(&mut Rng::new(seed ^ round), round as usize);
        let mut game = full.clone();
        game.moves.clear();
        game.move_clocks.clear();
        game.in_progress = true;
        game.finished_at = None;
        game.result = GameResult::Unfinished;
        for (i, mv) in full.moves.iter().enumerate() {
            game.moves.push(mv.clone());
            let id = store.save_in_progress(&game).expect("autosave");
            game.id = Some(id);
            writeln!(out, "game {} {} {mv}", id.0, i + 1).expect("stdout");
            out.flush().expect("stdout");
        }
        let id = match game.id {
            Some(id) => id,
            None => continue,
        };
        store.finish_game(id, full.result, full.reason.as_deref()).expect("finish");
        writeln!(out, "finished {} {}", id.0, full.result.pgn()).expect("stdout");
        let name = format!("army {round}");
        let setup = store::sample::random_setup(&mut rng, SetupSide::White);
        let sid = store.save_setup(&SetupRecord::new(&name, SetupSide::White, setup)).expect("setup");
        writeln!(out, "setup {} {name}", sid.0).expect("stdout");
        let key = format!("k{}", round % 7);
        store.set_setting(&key, &round).expect("setting");
        writeln!(out, "setting {key} {round}").expect("stdout");
        let batch: Vec<_> = (0..50).map(|i| random_game(&mut rng, i)).collect();
        store.insert_games(&batch).expect("batch");
        writeln!(out, "batch {}", batch.len()).expect("stdout");
        out.flush().expect("stdout");
    }
}
