//! `perft`: counts the leaves of the legal move tree, for checking the move
//! generator against reference counts and for measuring its speed.
//!
//! `perft --variant {chess|maharajah|mirodol} [--fen '<extended FEN>'] --depth N [--divide]`
//! prints the node count as its last line and nodes per second on stderr.

use rules::{Board10, Board8, Geometry, Position, Variant};
use std::process::ExitCode;
use std::time::Instant;

struct Args {
    variant: Variant,
    fen: Option<String>,
    depth: u32,
    divide: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut variant = Variant::Chess;
    let mut fen = None;
    let mut depth = None;
    let mut divide = false;
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--variant" => variant = it.next().ok_or("--variant needs a value")?.parse().map_err(|e| format!("{e}"))?,
            "--fen" => fen = Some(it.next().ok_or("--fen needs a value")?),
            "--depth" => {
                depth = Some(it.next().ok_or("--depth needs a value")?.parse().map_err(|_| "--depth must be a number")?)
            }
            "--divide" => divide = true,
            "-h" | "--help" => {
                return Err("usage: perft --variant {chess|maharajah|mirodol} [--fen FEN] --depth N [--divide]".into())
            }
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(Args { variant, fen, depth: depth.ok_or("--depth is required")?, divide })
}

fn run<G: Geometry>(args: &Args) -> Result<u64, String> {
    let fen = args.fen.clone().unwrap_or_else(|| args.variant.rules().start_fen.to_string());
    let mut pos = Position::<G>::from_fen(args.variant, &fen).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let nodes = if args.divide {
        let mut total = 0;
        for (m, n) in pos.perft_divide(args.depth) {
            println!("{}: {n}", pos.uci(m));
            total += n;
        }
        total
    } else {
        pos.perft(args.depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!("time {:.3} s, {:.1} M nodes/s", secs, nodes as f64 / secs.max(1e-9) / 1e6);
    Ok(nodes)
}

fn main() -> ExitCode {
    let result =
        parse_args().and_then(
            |args| {
                if args.variant.is_large() {
                    run::<Board10>(&args)
                } else {
                    run::<Board8>(&args)
                }
            },
        );
    match result {
        Ok(nodes) => {
            println!("{nodes}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("perft: {e}");
            ExitCode::from(2)
        }
    }
}
