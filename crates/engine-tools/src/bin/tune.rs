//! `tune`: Texel tuning of the evaluation from the engine's own games.
//!
//! ```text
//! tune gen  GAMES OUT [SEED] [NODES] [BALANCED_CP]
//!                                      # self-play games → OUT (variant|fen|result|score lines, appended);
//!                                      # BALANCED_CP: only random armies a short search scores within it
//! tune fit  DATA [PASSES] [STEP] [ONLY]
//!                                      # coordinate descent on every tunable weight from the current
//!                                      # ones, first step STEP (default 8, halved when nothing moves);
//!                                      # ONLY: comma-separated name prefixes, to fit just those weights;
//!                                      # prints the weights after every pass (the last block wins)
//! tune label IN OUT NODES [PART] [PARTS]
//!                                      # IN's positions searched again at NODES each, the new score
//!                                      # for White written to OUT (appended; mates dropped); PART of
//!                                      # PARTS contiguous slices (default 0 of 1), one process per core
//! tune pgn  OUT PGN...                 # quiet positions of recorded games → OUT (appended), e.g.
//!                                      # ARENA_PGN games against Fairy-Stockfish
//! tune scale DATA [HOLDOUT]            # fit one percent scale per group of weights (SCALE_GROUPS) on
//!                                      # all but the last HOLDOUT % of DATA (default 20), report the
//!                                      # loss on both parts, print the scaled weights
//! ```
//! Data generation runs one game at a time on one thread; start several with
//! different seeds to use more cores. The fitted weights are printed as
//! `name = value` lines to copy into `weights.rs` after a match confirms them.

use engine::weights::Weights;
use engine_tools::tune::{
    descend, fit_k, fit_scales, generate_game, generator_engine, loss, parse_samples, relabel, render,
    samples_from_pgn, scaled, GenConfig, SCALE_GROUPS,
};
use rules::Variant;
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    match arg(0) {
        Some("gen") => {
            let games: u64 = arg(1).and_then(|v| v.parse().ok()).unwrap_or(100);
            let out = arg(2).unwrap_or("tune.txt");
            let seed: u64 = arg(3).and_then(|v| v.parse().ok()).unwrap_or(1);
            let nodes: u64 = arg(4).and_then(|v| v.parse().ok()).unwrap_or(GenConfig::default().nodes);
            let balanced_cp: Option<i32> = arg(5).and_then(|v| v.parse().ok());
            let config = GenConfig { nodes, balanced_cp, ..GenConfig::default() };
            let engine = generator_engine();
            let mut file = append(out);
            let mut positions = 0;
            for g in 0..games {
                let lines = generate_game(&engine, seed, g, config);
                positions += lines.len();
                for l in lines {
                    writeln!(file, "{l}").expect("write");
                }
                if (g + 1) % 50 == 0 {
                    eprintln!("{} games, {positions} positions", g + 1);
                }
            }
            eprintln!("done: {games} games, {positions} positions → {out}");
        }
        Some("fit") => {
            let path = arg(1).unwrap_or("tune.txt");
            let passes: usize = arg(2).and_then(|v| v.parse().ok()).unwrap_or(20);
            let samples = parse_samples(&read(path));
            let mut w = Weights::for_variant(Variant::Chess);
            let k = fit_k(&samples, &w);
            let mut current = loss(&samples, &w, k);
            eprintln!("{} positions, K = {k:.2}, loss {current:.6}", samples.len());
            let mut step: i32 = arg(3).and_then(|v| v.parse().ok()).unwrap_or(8).max(1);
            let only: Vec<&str> = arg(4).map(|v| v.split(',').collect()).unwrap_or_default();
            for pass in 0..passes {
                let (l, moved) = descend(&samples, &mut w, k, step, current, &only);
                current = l;
                eprintln!("pass {pass}: step {step}, {moved} weights moved, loss {current:.6}");
                // Every pass's weights, so a long fit can be stopped and its last pass used.
                println!("# after pass {pass}: loss {current:.6}");
                print!("{}", render(&mut w));
                if moved == 0 {
                    if step == 1 {
                        break;
                    }
                    step = (step / 2).max(1);
                }
            }
        }
        Some("label") if args.len() >= 4 => {
            let Ok(nodes) = args[3].parse::<u64>() else {
                eprintln!("tune label: NODES must be a number, not {}", args[3]);
                std::process::exit(2)
            };
            let part: usize = arg(4).and_then(|v| v.parse().ok()).unwrap_or(0);
            let parts: usize = arg(5).and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
            if part >= parts {
                eprintln!("tune label: PART counts from 0 and must be below PARTS ({parts}), not {part}");
                std::process::exit(2)
            }
            let text = read(&args[1]);
            let lines: Vec<&str> = text.lines().collect();
            let slice = lines.len().div_ceil(parts);
            let mine = lines.iter().skip(part * slice).take(slice);
            let engine = generator_engine();
            let mut file = append(&args[2]);
            let (mut done, mut kept) = (0, 0);
            for line in mine {
                if let Some(l) = relabel(&engine, line, nodes) {
                    writeln!(file, "{l}").expect("write");
                    kept += 1;
                }
                done += 1;
                if done % 5_000 == 0 {
                    eprintln!("{done} positions, {kept} labelled");
                }
            }
            eprintln!("done: {done} positions, {kept} labelled → {}", args[2]);
        }
        Some("pgn") if args.len() >= 3 => {
            let out = &args[1];
            let mut file = append(out);
            for path in &args[2..] {
                let (lines, skipped) = samples_from_pgn(&read(path));
                for l in &lines {
                    writeln!(file, "{l}").expect("write");
                }
                eprintln!("{path}: {} positions ({skipped} games skipped) → {out}", lines.len());
            }
        }
        Some("scale") => {
            let path = arg(1).unwrap_or("tune.txt");
            let holdout: usize = arg(2).and_then(|v| v.parse().ok()).unwrap_or(20).min(90);
            let samples = parse_samples(&read(path));
            // The held-out part is the end of the file: whole games, not a random sample of positions.
            let (fit, check) = samples.split_at(samples.len() * (100 - holdout) / 100);
            let base = Weights::for_variant(Variant::Chess);
            let k = fit_k(fit, &base);
            let (before, held_before) = (loss(fit, &base, k), loss(check, &base, k));
            eprintln!(
                "{} + {} held-out positions, K = {k:.2}, loss {before:.6} / held out {held_before:.6}",
                fit.len(),
                check.len()
            );
            let (scales, after) = fit_scales(fit, &base, k);
            let mut w = scaled(&base, &scales);
            eprintln!("fitted: loss {after:.6} / held out {:.6}", loss(check, &w, k));
            for (group, s) in SCALE_GROUPS.iter().zip(&scales) {
                println!("# scale {group} = {s} %");
            }
            print!("{}", render(&mut w));
        }
        _ => {
            eprintln!(
                "usage: tune gen GAMES OUT [SEED] [NODES] [BALANCED_CP] | tune fit DATA [PASSES] [STEP] [ONLY] \
                 | tune label IN OUT NODES [PART] [PARTS] \
                 | tune pgn OUT PGN... | tune scale DATA [HOLDOUT]"
            );
            std::process::exit(2);
        }
    }
}

/// The text of `path`, or exit with a message.
fn read(path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("tune: cannot read {path}: {e}");
        std::process::exit(2)
    })
}

/// `path` opened for appending (created if missing), or exit with a message.
fn append(path: &str) -> std::fs::File {
    std::fs::OpenOptions::new().create(true).append(true).open(path).unwrap_or_else(|e| {
        eprintln!("tune: cannot open {path}: {e}");
        std::process::exit(2)
    })
}
