//! `arena`: engine-versus-engine measurements.
//!
//! ```text
//! arena time     [games]        # 1 s + 10 ms games against itself; counts losses on time (default 100)
//! arena ladder   [games] [from] # each level (from `from`, default 2) against the one below it
//! arena baseline [games]        # full strength (100 ms/move) against the 2-ply material-only baseline
//! arena threads  [games] [ms]   # 2 threads against 1 thread at equal time per move
//! ```
//! Games alternate colours and start from a rotating set of openings in all three variants.

use engine::arena::{play, End, Player};
use engine::{Engine, EngineConfig, Limits};
use rules::{AnyPosition, Variant};

const OPENINGS: [(Variant, &str); 6] = [
    (Variant::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (Variant::Chess, "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5"),
    (Variant::Chess, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"),
    (Variant::Maharajah, "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb"),
    (Variant::Maharajah, "rnbqkbnr/pppppppp/8/8/8/8/4P3/RNBMKANR w kq - 0 1 w"),
    (Variant::Mirodol, "arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1"),
];

/// Plays `games` games of A against B, colours alternating; returns A's score and the ends.
fn series(games: usize, a: &Player, b: &Player, clock: Option<(u64, u64)>, max_plies: usize) -> (f64, Vec<End>) {
    let mut score = 0.0;
    let mut ends = Vec::new();
    for g in 0..games {
        let (variant, fen) = OPENINGS[(g / 2) % OPENINGS.len()];
        let start = AnyPosition::from_fen(variant, fen).expect("opening");
        let a_white = g % 2 == 0;
        let game = if a_white { play(a, b, &start, clock, max_plies) } else { play(b, a, &start, clock, max_plies) };
        let white = game.end.white_score();
        score += if a_white { white } else { 1.0 - white };
        ends.push(game.end);
    }
    (score, ends)
}

fn engine(threads: usize) -> Engine {
    Engine::new(EngineConfig { threads, hash_mb: 32 })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map(String::as_str).unwrap_or("time");
    let number = |i: usize, default: usize| args.get(i).and_then(|v| v.parse().ok()).unwrap_or(default);
    match mode {
        "time" => {
            let games = number(1, 100);
            let (a, b) = (engine(1), engine(1));
            let (pa, pb) = (Player::Engine(&a, Limits::default()), Player::Engine(&b, Limits::default()));
            let (_, ends) = series(games, &pa, &pb, Some((1000, 10)), 400);
            let flags = ends.iter().filter(|e| matches!(e, End::Time { .. })).count();
            println!("{games} games at 1 s + 10 ms: {flags} lost on time");
            std::process::exit(if flags == 0 { 0 } else { 1 });
        }
        "ladder" => {
            let games = number(1, 20);
            let from = number(2, 2).clamp(2, engine::LEVELS as usize) as u8;
            for level in from..=engine::LEVELS {
                let (a, b) = (engine(1), engine(1));
                let stronger =
                    Player::Engine(&a, Limits { level: Some(level), movetime_ms: Some(200), ..Limits::default() });
                let weaker =
                    Player::Engine(&b, Limits { level: Some(level - 1), movetime_ms: Some(200), ..Limits::default() });
                let (score, _) = series(games, &stronger, &weaker, None, 300);
                println!("level {level} vs level {}: {score:.1} / {games}", level - 1);
            }
        }
        "baseline" => {
            let games = number(1, 20);
            let a = engine(1);
            let full = Player::Engine(&a, Limits { movetime_ms: Some(100), ..Limits::default() });
            let (score, _) = series(games, &full, &Player::Baseline, None, 300);
            println!("full strength (100 ms/move) vs 2-ply material baseline: {score:.1} / {games}");
        }
        "threads" => {
            let games = number(1, 20);
            let ms = number(2, 200) as u64;
            let (a, b) = (engine(2), engine(1));
            let two = Player::Engine(&a, Limits { movetime_ms: Some(ms), ..Limits::default() });
            let one = Player::Engine(&b, Limits { movetime_ms: Some(ms), ..Limits::default() });
            let (score, _) = series(games, &two, &one, None, 300);
            println!("2 threads vs 1 thread at {ms} ms/move: {score:.1} / {games}");
        }
        other => {
            eprintln!("arena: unknown mode '{other}' (time | ladder | baseline | threads)");
            std::process::exit(2);
        }
    }
}
