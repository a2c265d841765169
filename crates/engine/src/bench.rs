//! `bench`: a fixed search over built-in positions from all three variants.
//!
//! With one thread and a fresh hash table the node count is deterministic:
//! it is the search's regression signature (any change to search or
//! evaluation changes it, so a changed signature must be intended).

use crate::{Engine, EngineConfig, Evaluation, Limits};
use rules::{AnyPosition, Variant};
use std::time::Instant;

/// The bench positions.
pub const POSITIONS: [(Variant, &str); 12] = [
    (Variant::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (Variant::Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    (Variant::Chess, "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9"),
    (Variant::Chess, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (Variant::Chess, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"),
    (Variant::Maharajah, "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb"),
    (Variant::Maharajah, "rnbqkbnr/pppppppp/8/8/8/8/4P3/RNBMKANR w kq - 0 1 w"),
    (Variant::Maharajah, "2mmkm2/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1 b"),
    (Variant::Maharajah, "r3k2r/1P2qpb1/b3pnp1/2pPN3/1p1M4/2N4p/P1PABPpP/R3K2R w kq c6 0 1 w"),
    (Variant::Mirodol, "arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1"),
    (Variant::Mirodol, "arnbkqb1ra/pppp1ppppp/7n2/4p5/10/10/4P5/5N4/PPPP1PPPPP/ARNBKQB1RA w KQkq - 2 3"),
    (Variant::Mirodol, "4k5/10/10/3a6/10/10/6A3/10/10/4K5 w - - 0 1"),
];

/// Default bench depth.
pub const DEPTH: u32 = 7;

/// Result of a bench run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchResult {
    /// Total nodes (the signature).
    pub nodes: u64,
    /// Wall time in milliseconds.
    pub time_ms: u64,
}

impl BenchResult {
    /// Nodes per second.
    pub fn nps(&self) -> u64 {
        self.nodes * 1000 / self.time_ms.max(1)
    }
}

/// Runs the bench at `depth` with `threads` threads (1 for the signature),
/// with the default evaluation.
pub fn run(depth: u32, threads: usize) -> BenchResult {
    run_with(depth, threads, Evaluation::default())
}

/// Runs the bench with the static evaluation `evaluation` (nodes per second
/// of the network against the hand-written evaluation: bench/nps_vs.sh).
pub fn run_with(depth: u32, threads: usize, evaluation: Evaluation) -> BenchResult {
    let engine = Engine::new(EngineConfig { threads, hash_mb: 16 });
    engine.set_evaluation(evaluation);
    let start = Instant::now();
    let mut nodes = 0;
    for (variant, fen) in POSITIONS {
        engine.new_game();
        let pos = AnyPosition::from_fen(variant, fen).expect("bench FEN");
        nodes += engine.search(&pos, Limits { depth: Some(depth), ..Limits::default() }).nodes;
    }
    BenchResult { nodes, time_ms: start.elapsed().as_millis() as u64 }
}
