//! `epd`: runs an EPD suite (default: the bundled Win At Chess) at a fixed
//! time per position and reports how many the engine solves.
//!
//! `cargo run --release -p maharajah-engine-tools --bin epd -- [FILE] [--ms 1000 | --nodes N] [--threads 1]`
//! (`--nodes` gives a load-independent, deterministic comparison of search changes).

use engine::{Engine, EngineConfig, Limits};
use engine_tools::epd;
use rules::{AnyPosition, Variant};

fn main() {
    let mut file = None;
    let mut ms = 1000;
    let mut threads = 1;
    let mut nodes = None;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--ms" => ms = it.next().and_then(|v| v.parse().ok()).unwrap_or(ms),
            "--threads" => threads = it.next().and_then(|v| v.parse().ok()).unwrap_or(threads),
            "--nodes" => nodes = it.next().and_then(|v| v.parse().ok()),
            other => file = Some(other.to_string()),
        }
    }
    let text = match &file {
        Some(f) => std::fs::read_to_string(f).unwrap_or_else(|e| {
            eprintln!("epd: cannot read {f}: {e}");
            std::process::exit(2)
        }),
        None => include_str!("../../tests/data/wac.epd").to_string(),
    };
    let cases = epd::parse(&text, Variant::Chess).unwrap_or_else(|e| {
        eprintln!("epd: {e}");
        std::process::exit(2)
    });
    let engine = Engine::new(EngineConfig { threads, hash_mb: 64 });
    let mut solved = 0;
    for case in &cases {
        engine.new_game();
        let pos = AnyPosition::from_fen(Variant::Chess, &case.fen).expect("parsed before");
        let limits = match nodes {
            Some(n) => Limits { nodes: Some(n), ..Limits::default() },
            None => Limits { movetime_ms: Some(ms), ..Limits::default() },
        };
        let r = engine.search(&pos, limits);
        let mv = r.best_move.unwrap_or_default();
        let ok = case.solved_by(&mv);
        solved += ok as usize;
        if !ok {
            println!("{:10} missed: played {mv}, expected {:?} (depth {})", case.id, case.best, r.depth);
        }
    }
    let budget = nodes.map_or(format!("{ms} ms"), |n| format!("{n} nodes"));
    println!("solved {solved} / {} at {budget} per position, {threads} thread(s)", cases.len());
}
