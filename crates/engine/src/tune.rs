//! Texel tuning of the evaluation weights from the engine's own games.
//!
//! `generate` plays fast self-play games from varied starts (chess with a few
//! random opening moves, random legal Maharajah armies, some shaped like the
//! orthodox army) and records quiet positions with the game's result. `fit`
//! then adjusts every weight in [`Weights::tunable`] by coordinate descent to minimise the squared error
//! between the result and a sigmoid of the static evaluation. Only the
//! engine's own games are used: no outside evaluations are copied.

use crate::eval::evaluate;
use crate::weights::Weights;
use crate::{Engine, EngineConfig, Limits, Score};
use rules::outcome::Outcome;
use rules::random::{random_maharajah_start, random_shaped_start, Rng};
use rules::{AnyPosition, Board8, Color, Position, Variant};
use std::fmt::Write as _;

/// A labelled training position: an 8×8 position and the game's result for White.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position (chess or Maharajah).
    pub pos: Position<Board8>,
    /// 1.0 White won, 0.5 draw, 0.0 Black won.
    pub result: f64,
}

/// Settings of the self-play data generator.
#[derive(Clone, Copy, Debug)]
pub struct GenConfig {
    /// Nodes per move: small, so many games fit in little time.
    pub nodes: u64,
    /// Random moves played before the engine takes over (chess starts only).
    pub random_plies: usize,
    /// Games longer than this are scored as draws.
    pub max_plies: usize,
    /// When set, random armies are drawn again until a short search scores
    /// the start within this many centipawns: most random pairs of armies
    /// are decided before the first move, so their games teach material
    /// and little else.
    pub balanced_cp: Option<i32>,
}

impl Default for GenConfig {
    fn default() -> Self {
        GenConfig { nodes: 5_000, random_plies: 6, max_plies: 300, balanced_cp: None }
    }
}

/// Nodes of the search that judges whether a random start is balanced.
const BALANCE_NODES: u64 = 20_000;

/// A random Maharajah start from `draw`, drawn again (up to 200 times) until
/// a short search scores it within `max_cp`, when a bound is given.
fn maharajah_start(
    engine: &Engine,
    rng: &mut Rng,
    max_cp: Option<i32>,
    draw: fn(&mut Rng) -> Position<Board8>,
) -> AnyPosition {
    let mut pos = AnyPosition::Small(draw(rng));
    let Some(max_cp) = max_cp else { return pos };
    for _ in 0..200 {
        engine.new_game();
        let report = engine.search(&pos, Limits { nodes: Some(BALANCE_NODES), ..Limits::default() });
        if matches!(report.score, Score::Cp(cp) if cp.abs() <= max_cp) {
            break;
        }
        pos = AnyPosition::Small(draw(rng));
    }
    pos
}

/// Plays game `index` (seeded) and returns its quiet positions as `variant|fen|result` lines.
pub fn generate_game(engine: &Engine, seed: u64, index: u64, config: GenConfig) -> Vec<String> {
    let mut rng = Rng::new(seed ^ index.wrapping_mul(0x2545_F491_4F6C_DD1D));
    // One game in three from chess, one from any random legal armies and one
    // from armies shaped like the orthodox one (officers at home, pawns in
    // front): Maharajah games are shorter, and the armies are where the
    // engine has most to learn.
    let mut pos = match index % 3 {
        0 => {
            let mut p = AnyPosition::start(Variant::Chess);
            for _ in 0..config.random_plies {
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = rng.pick(&legal).uci.clone();
                p.play_uci(&m).expect("legal move");
            }
            p
        }
        1 => maharajah_start(engine, &mut rng, config.balanced_cp, random_maharajah_start),
        _ => maharajah_start(engine, &mut rng, config.balanced_cp, random_shaped_start),
    };
    engine.new_game();
    let mut fens = Vec::new();
    let mut decisive = 0;
    let mut result = 0.5;
    for _ in 0..config.max_plies {
        if let Some(o) = pos.outcome() {
            result = match o {
                Outcome::Checkmate { .. } => match o.winner() {
                    Some(Color::White) => 1.0,
                    Some(Color::Black) => 0.0,
                    None => 0.5,
                },
                _ => 0.5,
            };
            break;
        }
        let report = engine.search(&pos, Limits { nodes: Some(config.nodes), ..Limits::default() });
        let Some(mv) = report.best_move else { break };
        // Adjudicate clearly won games early: the rest adds little.
        let white_view = |s: i32| if pos.side_to_move() == Color::White { s } else { -s };
        match report.score {
            Score::Cp(cp) if cp.abs() >= 1_000 => decisive += 1,
            Score::Mate(_) => decisive += 1,
            _ => decisive = 0,
        }
        if decisive >= 6 {
            let s = match report.score {
                Score::Cp(cp) => white_view(cp),
                Score::Mate(m) => white_view(m.signum()),
            };
            result = if s > 0 { 1.0 } else { 0.0 };
            break;
        }
        let (fen, in_check) = (pos.fen(), pos.in_check());
        let played = pos.play_uci(&mv).expect("engine plays legal moves");
        let quiet = !in_check && !played.capture && played.promotion.is_none();
        if quiet && matches!(report.score, Score::Cp(_)) {
            fens.push(fen);
        }
    }
    let variant = pos.variant().id();
    fens.into_iter().map(|f| format!("{variant}|{f}|{result}")).collect()
}

/// Reads `variant|fen|result` lines (8×8 variants only; others are skipped).
pub fn parse_samples(text: &str) -> Vec<Sample> {
    text.lines()
        .filter_map(|line| {
            let mut parts = line.split('|');
            let variant: Variant = parts.next()?.parse().ok()?;
            let fen = parts.next()?;
            let result = parts.next()?.trim().parse().ok()?;
            if variant.is_large() {
                return None;
            }
            let pos = Position::<Board8>::from_fen(variant, fen).ok()?;
            Some(Sample { pos, result })
        })
        .collect()
}

fn sigmoid(k: f64, cp: f64) -> f64 {
    1.0 / (1.0 + (-k * cp / 400.0).exp())
}

/// Mean squared error of the predicted result over `samples`, split over the machine's cores.
pub fn loss(samples: &[Sample], w: &Weights, k: f64) -> f64 {
    let squared_errors = |chunk: &[Sample]| -> f64 {
        chunk
            .iter()
            .map(|s| {
                let e = evaluate(&s.pos, w) as f64;
                let white = if s.pos.side_to_move() == Color::White { e } else { -e };
                let d = s.result - sigmoid(k, white);
                d * d
            })
            .sum()
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = samples.len().div_ceil(cores).max(1);
    let total: f64 = std::thread::scope(|scope| {
        let parts: Vec<_> = samples.chunks(chunk).map(|c| scope.spawn(move || squared_errors(c))).collect();
        parts.into_iter().map(|h| h.join().expect("loss worker")).sum()
    });
    total / samples.len().max(1) as f64
}

/// The sigmoid scale that best fits the current weights (golden-section-free scan).
pub fn fit_k(samples: &[Sample], w: &Weights) -> f64 {
    let mut best = (f64::MAX, 1.0);
    let mut k = 0.2;
    while k <= 3.0 {
        let l = loss(samples, w, k);
        if l < best.0 {
            best = (l, k);
        }
        k += 0.05;
    }
    best.1
}

/// One coordinate-descent pass: try ±`step` on every weight, keep what lowers
/// the loss. Returns the new loss and how many weights moved.
pub fn descend(samples: &[Sample], w: &mut Weights, k: f64, step: i32, mut current: f64) -> (f64, usize) {
    let count = w.tunable().len();
    let mut moved = 0;
    for i in 0..count {
        for delta in [step, -step] {
            *w.tunable()[i].1 += delta;
            let l = loss(samples, w, k);
            if l < current {
                current = l;
                moved += 1;
                break;
            }
            *w.tunable()[i].1 -= delta;
        }
    }
    (current, moved)
}

/// The weights as `name = value` lines, for review and for `weights.rs`.
pub fn render(w: &mut Weights) -> String {
    let mut out = String::new();
    for (name, v) in w.tunable() {
        let _ = writeln!(out, "{name} = {v}");
    }
    out
}

/// A new engine sized for data generation (one thread, small table).
pub fn generator_engine() -> Engine {
    Engine::new(EngineConfig { threads: 1, hash_mb: 8 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_games_give_labelled_quiet_positions_that_parse_back() {
        let engine = generator_engine();
        let config = GenConfig { nodes: 300, random_plies: 4, max_plies: 60, balanced_cp: None };
        let mut lines = generate_game(&engine, 5, 0, config);
        lines.extend(generate_game(&engine, 5, 1, config));
        assert!(!lines.is_empty());
        let samples = parse_samples(&lines.join("\n"));
        assert_eq!(samples.len(), lines.len());
        assert!(samples.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.result) && !s.pos.in_check()));
        assert!(lines.iter().any(|l| l.starts_with("maharajah|")), "most games start from random armies");
    }

    #[test]
    fn balanced_generation_keeps_only_starts_a_short_search_calls_even() {
        let engine = generator_engine();
        let mut rng = Rng::new(11);
        let start = maharajah_start(&engine, &mut rng, Some(120), random_shaped_start);
        engine.new_game();
        let report = engine.search(&start, Limits { nodes: Some(BALANCE_NODES), ..Limits::default() });
        assert!(matches!(report.score, Score::Cp(cp) if cp.abs() <= 120), "{:?} for {}", report.score, start.fen());
    }

    #[test]
    fn descent_never_raises_the_loss() {
        // White is a rook up and won; Black a knight up and won: the material weights must fit.
        let text = "chess|4k3/8/8/8/8/8/8/R3K3 w - - 0 1|1\nchess|4k3/8/8/8/8/8/8/n3K3 w - - 0 1|0\n\
                    chess|4k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 1|0.5";
        let samples = parse_samples(text);
        assert_eq!(samples.len(), 3);
        let mut w = Weights::for_variant(Variant::Chess);
        let k = fit_k(&samples, &w);
        let before = loss(&samples, &w, k);
        let (after, _) = descend(&samples, &mut w, k, 8, before);
        assert!(after <= before);
        assert!(render(&mut w).contains("material.R.mg = "));
    }
}
