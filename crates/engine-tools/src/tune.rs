//! Texel tuning of the evaluation weights from the engine's own games.
//!
//! `generate` plays fast self-play games from varied starts (chess with a few
//! random opening moves, random legal Maharajah armies, some shaped like the
//! orthodox army) and records quiet positions with the game's result and
//! the search's own score (`label` searches them again deeper). `fit`
//! then adjusts every weight in [`Weights::tunable`] by coordinate descent to minimise the squared error
//! between the result and a sigmoid of the static evaluation. `samples_from_pgn`
//! takes recorded games instead (games against a stronger engine), and
//! `fit_scales` fits one scale per concept where data is too scarce for
//! every weight. Only game results and our own search's scores are used:
//! no outside evaluations are copied.

use engine::eval::evaluate;
use engine::weights::Weights;
use engine::{Engine, EngineConfig, Limits, Score};
use rules::outcome::Outcome;
use rules::random::{random_maharajah_start, random_shaped_start, Rng};
use rules::{AnyPosition, Board8, Color, MoveInfo, Position, Variant};
use std::fmt::Write as _;

/// A labelled training position: an 8×8 position and the game's result for White.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position (chess or Maharajah).
    pub pos: Position<Board8>,
    /// 1.0 White won, 0.5 draw, 0.0 Black won.
    pub result: f64,
    /// The generating search's score for White, in centipawns, when the
    /// position came from self-play (recorded games have none).
    pub score: Option<i32>,
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
        let white = pos.side_to_move() == Color::White;
        let white_view = |s: i32| if white { s } else { -s };
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
        if let (true, Score::Cp(cp)) = (is_quiet_sample(in_check, &played), report.score) {
            fens.push((fen, Some(white_view(cp))));
        }
    }
    sample_lines(pos.variant().id(), fens, result).collect()
}

/// Whether the position before `played` is a training position: not in
/// check, and the move made from it is no capture or promotion (the static
/// eval of a position in the middle of an exchange says little).
fn is_quiet_sample(in_check: bool, played: &MoveInfo) -> bool {
    !in_check && !played.capture && played.promotion.is_none()
}

/// `fens` (each with the search's score for White, when there was a search)
/// as the `variant|fen|result[|score]` lines [`parse_samples`] reads.
fn sample_lines(variant: &str, fens: Vec<(String, Option<i32>)>, result: f64) -> impl Iterator<Item = String> + '_ {
    fens.into_iter().map(move |(f, score)| sample_line(variant, &f, result, score))
}

/// One `variant|fen|result[|score]` line: the one place that writes the form.
fn sample_line(variant: &str, fen: &str, result: impl std::fmt::Display, score: Option<i32>) -> String {
    match score {
        Some(cp) => format!("{variant}|{fen}|{result}|{cp}"),
        None => format!("{variant}|{fen}|{result}"),
    }
}

/// The text fields of a `variant|fen|result[|score]` line (the one place
/// that reads the form); `None` when it has fewer than three.
fn sample_fields(line: &str) -> Option<(&str, &str, &str, Option<&str>)> {
    let mut parts = line.split('|');
    Some((parts.next()?, parts.next()?, parts.next()?.trim(), parts.next().map(str::trim)))
}

/// `line` (`variant|fen|result[|score]`) with its score replaced by a
/// deeper search of ours (`nodes`), for White; `None` when the line does not
/// parse or the search finds a mate (a mate score is no evaluation to learn).
/// The generating games search few nodes so that many fit in an hour, so
/// their scores say only what a shallow search of ours sees; this labels
/// the positions again, deeper. The engine's tables are kept between calls:
/// consecutive positions of one game share most of their tree.
pub fn relabel(engine: &Engine, line: &str, nodes: u64) -> Option<String> {
    let (variant, fen, result, _) = sample_fields(line)?;
    let pos = AnyPosition::from_fen(variant.parse().ok()?, fen).ok()?;
    let report = engine.search(&pos, Limits { nodes: Some(nodes), ..Limits::default() });
    let Score::Cp(cp) = report.score else { return None };
    let white = if pos.side_to_move() == Color::White { cp } else { -cp };
    Some(sample_line(variant, fen, result, Some(white)))
}

/// The quiet positions of recorded games (PGN) as `variant|fen|result`
/// lines, the same form [`generate_game`] writes: positions where the side
/// to move is not in check and the move played is no capture or promotion.
/// Games without a result (`*`), on 10×10, or that do not replay are
/// skipped; their count is returned beside the lines. Games against a
/// stronger engine are the point: their results tell where our judgement
/// and the outcome part.
pub fn samples_from_pgn(text: &str) -> (Vec<String>, usize) {
    let mut lines = Vec::new();
    let mut skipped = 0;
    for game in rules::read_games(text) {
        let replayed = game.ok().and_then(|g| {
            let result = match g.result.as_str() {
                "1-0" => 1.0,
                "0-1" => 0.0,
                "1/2-1/2" => 0.5,
                _ => return None,
            };
            if g.variant.is_large() {
                return None;
            }
            let mut pos = match &g.start_fen {
                Some(fen) => AnyPosition::from_fen(g.variant, fen).ok()?,
                None => AnyPosition::start(g.variant),
            };
            let mut fens = Vec::new();
            for m in &g.moves {
                let (fen, in_check) = (pos.fen(), pos.in_check());
                let played = pos.play_san(&m.san).ok()?;
                if is_quiet_sample(in_check, &played) {
                    fens.push((fen, None));
                }
            }
            Some(sample_lines(g.variant.id(), fens, result))
        });
        match replayed {
            Some(game_lines) => lines.extend(game_lines),
            None => skipped += 1,
        }
    }
    (lines, skipped)
}

/// Reads `variant|fen|result[|score]` lines (8×8 variants only; others are skipped).
pub fn parse_samples(text: &str) -> Vec<Sample> {
    text.lines()
        .filter_map(|line| {
            let (variant, fen, result, score) = sample_fields(line)?;
            let variant: Variant = variant.parse().ok()?;
            let result = result.parse().ok()?;
            let score = score.and_then(|s| s.parse().ok());
            if variant.is_large() {
                return None;
            }
            let pos = Position::<Board8>::from_fen(variant, fen).ok()?;
            Some(Sample { pos, result, score })
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

/// One coordinate-descent pass: try ±`step` on every weight whose name
/// starts with one of `only` (every weight when `only` is empty), keep what
/// lowers the loss. Returns the new loss and how many weights moved. A new
/// term is fitted alone first, so the weights already fitted stay put.
pub fn descend(
    samples: &[Sample],
    w: &mut Weights,
    k: f64,
    step: i32,
    mut current: f64,
    only: &[&str],
) -> (f64, usize) {
    let free: Vec<bool> = w
        .tunable()
        .iter()
        .map(|(name, _)| only.is_empty() || only.iter().any(|prefix| name.starts_with(prefix)))
        .collect();
    let mut values: Vec<i32> = w.tunable().iter().map(|(_, v)| **v).collect();
    let moved = coordinate_pass(&mut values, &free, step, (i32::MIN, i32::MAX), &mut current, |values| {
        loss(samples, &with_values(w, values), k)
    });
    *w = with_values(w, &values);
    (current, moved)
}

/// `w` with its tunable weights set to `values` (in [`Weights::tunable`] order).
fn with_values(w: &Weights, values: &[i32]) -> Weights {
    let mut out = w.clone();
    for ((_, v), &value) in out.tunable().into_iter().zip(values) {
        *v = value;
    }
    out
}

/// One pass of coordinate descent over `params`: each free one in turn
/// tries `+step`, then `-step` (staying within `range`), and keeps the first
/// that lowers `loss_of` below `current`. Returns how many moved.
fn coordinate_pass(
    params: &mut [i32],
    free: &[bool],
    step: i32,
    range: (i32, i32),
    current: &mut f64,
    loss_of: impl Fn(&[i32]) -> f64,
) -> usize {
    let mut moved = 0;
    for i in 0..params.len() {
        if !free[i] {
            continue;
        }
        for delta in [step, -step] {
            let Some(tried) = params[i].checked_add(delta).filter(|v| (range.0..=range.1).contains(v)) else {
                continue;
            };
            let old = std::mem::replace(&mut params[i], tried);
            let l = loss_of(params);
            if l < *current {
                *current = l;
                moved += 1;
                break;
            }
            params[i] = old;
        }
    }
    moved
}

/// The groups a scale fit ([`fit_scales`]) moves as one: each is a concept
/// of the evaluation (king safety, threats, mobility…). With few parameters
/// the fit can learn from a few hundred games, such as games against a
/// stronger engine, where fitting every weight would learn their noise.
/// Material other than the compound pieces is not scaled: it anchors the
/// scale of the whole evaluation.
pub const SCALE_GROUPS: [&str; 13] = [
    "compound_material",
    "mobility",
    "centre",
    "outpost",
    "pawn_count",
    "pawns",
    "passed",
    "king",
    "threats",
    "rooks",
    "bishop_pair",
    "tempo",
    "endgame_scale",
];

/// The index in [`SCALE_GROUPS`] of the tunable weight `name`, if scaled.
fn scale_group(name: &str) -> Option<usize> {
    let head = name.split('.').next()?;
    let group = match head {
        "material" if [".A.", ".C.", ".M."].iter().any(|k| name.contains(k)) => "compound_material",
        "mobility" | "centre" | "outpost" | "pawn_count" | "bishop_pair" | "tempo" => head,
        "pawn_advance" | "doubled" | "isolated" | "pawn_supported" | "pawn_phalanx" => "pawns",
        "passed" | "passed_free" | "passed_king" => "passed",
        "king_attack" | "safe_check" | "shield" | "shelter_missing" | "king_danger_sq" => "king",
        "threat" | "pawn_threat" | "hanging" => "threats",
        "open_file" | "open_file_full" | "seventh" => "rooks",
        "scale_pawnless" | "scale_per_pawn" | "winnable" => "endgame_scale",
        _ => return None,
    };
    SCALE_GROUPS.iter().position(|&g| g == group)
}

/// `base` with every weight of group `i` multiplied by `scales[i]` percent (rounded).
pub fn scaled(base: &Weights, scales: &[i32]) -> Weights {
    let mut w = base.clone();
    for (name, v) in w.tunable() {
        if let Some(g) = scale_group(&name) {
            let product = *v as i64 * scales[g] as i64;
            *v = ((product + 50 * product.signum()) / 100) as i32;
        }
    }
    w
}

/// The percent range a group's scale stays in: a scale fit shifts emphasis
/// between concepts; flipping a term's sign or erasing it on a few hundred
/// games would fit their noise.
pub const SCALE_RANGE: (i32, i32) = (50, 150);

/// Coordinate descent on the percent scale of each of [`SCALE_GROUPS`]
/// (all 100 at first, kept within [`SCALE_RANGE`]), from a step of 16 % down
/// to 1 %. Returns the scales and the loss they reach.
pub fn fit_scales(samples: &[Sample], base: &Weights, k: f64) -> (Vec<i32>, f64) {
    let mut scales = vec![100; SCALE_GROUPS.len()];
    let free = vec![true; scales.len()];
    let mut current = loss(samples, base, k);
    let mut step = 16;
    for _ in 0..60 {
        let moved = coordinate_pass(&mut scales, &free, step, SCALE_RANGE, &mut current, |scales| {
            loss(samples, &scaled(base, scales), k)
        });
        if moved == 0 {
            if step == 1 {
                break;
            }
            step /= 2;
        }
    }
    (scales, current)
}

/// The weights as `name = value` lines, for review and for `weights.rs`.
pub fn render(w: &mut Weights) -> String {
    let mut out = String::new();
    for (name, v) in w.tunable() {
        let _ = writeln!(out, "{name} = {v}");
    }
    out
}

/// A new engine sized for data generation (one thread, small table). It
/// evaluates by hand: the positions and scores it makes tune the
/// hand-written evaluation's weights.
pub fn generator_engine() -> Engine {
    Engine::with_evaluation(EngineConfig { threads: 1, hash_mb: 8 }, engine::Evaluation::Handwritten)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Kind;

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
        assert!(samples.iter().all(|s| s.score.is_some()), "every self-play position has the search's score");
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
    fn relabelled_lines_keep_position_and_result_and_carry_the_deeper_score_for_white() {
        let engine = generator_engine();
        // Black to move, a queen up: the new score is for White, so negative.
        let line = "chess|4k3/8/8/8/8/8/3q4/K7 b - - 0 1|0|12";
        let out = relabel(&engine, line, 2_000).expect("a quiet position gets a score");
        let (head, score) = out.rsplit_once('|').unwrap();
        assert_eq!(head, "chess|4k3/8/8/8/8/8/3q4/K7 b - - 0 1|0");
        assert!(score.parse::<i32>().unwrap() < -500, "{out}");
        assert_eq!(parse_samples(&out).len(), 1);
        assert!(relabel(&engine, "chess|not a fen|0.5|3", 100).is_none());
        // White mates in one: no centipawn score to learn from.
        assert!(relabel(&engine, "chess|6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1|1|900", 2_000).is_none());
    }

    #[test]
    fn recorded_games_give_their_quiet_positions_with_the_result() {
        let pgn = "[Event \"a\"]\n[Variant \"chess\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n\
                   [Event \"b\"]\n[Result \"*\"]\n\n1. e4 *\n\n\
                   [Event \"c\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
        let (lines, skipped) = samples_from_pgn(pgn);
        assert_eq!(skipped, 1, "the unfinished game");
        // Game a: all four moves are quiet and no position is in check.
        assert_eq!(lines.iter().filter(|l| l.ends_with("|0")).count(), 4);
        assert!(lines[0].starts_with("chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"));
        // Game c: the mating capture is left out, the six moves before it kept.
        assert_eq!(lines.iter().filter(|l| l.ends_with("|1")).count(), 6);
        let samples = parse_samples(&lines.join("\n"));
        assert_eq!(samples.len(), 10);
        assert!(samples.iter().all(|s| s.score.is_none()), "no search scored recorded games");
    }

    #[test]
    fn fairy_stockfish_results_are_read_as_samples() {
        // `bench/fsf_label.py --as-result` lines: extended FENs (variant sides,
        // the pawns that may still double-step) and White's expected score.
        let text = "maharajah|4k3/3q4/8/8/8/8/3P4/4K3 b - - 0 1 wb|0.0312\n\
                    maharajah|r3k3/pp6/8/8/8/8/3PP3/2C1K3 w - - 0 1 wb d2e2a7b7|0.9344";
        let samples = parse_samples(text);
        assert_eq!(samples.len(), 2);
        assert!(samples[0].result < 0.1 && samples[1].result > 0.9);
        assert!(samples.iter().all(|s| s.score.is_none() && s.pos.variant() == Variant::Maharajah));
    }

    #[test]
    fn scaling_a_group_moves_its_weights_and_nothing_else() {
        let base = Weights::for_variant(Variant::Maharajah);
        let mut scales = vec![100; SCALE_GROUPS.len()];
        let king = SCALE_GROUPS.iter().position(|&g| g == "king").expect("king group");
        scales[king] = 50;
        let w = scaled(&base, &scales);
        assert_eq!(w.shield, (base.shield + 1) / 2);
        // The Archer's weights are not tunable (10×10 only), so not scaled either.
        let halved = base.king_attack.map(|v| (v * 50 + 50 * v.signum()) / 100);
        assert_eq!(w.king_attack[..9], halved[..9]);
        assert_eq!(w.king_attack[9], base.king_attack[9]);
        assert_eq!(w.mobility, base.mobility);
        assert_eq!(w.material[0], base.material[0], "pawn material anchors the scale");
        let compound = SCALE_GROUPS.iter().position(|&g| g == "compound_material").expect("group");
        scales[compound] = 110;
        let w = scaled(&base, &scales);
        assert_eq!(w.material[Kind::Maharajah.index()].0, (base.material[Kind::Maharajah.index()].0 * 110 + 50) / 100);
        assert_eq!(w.material[Kind::Queen.index()], base.material[Kind::Queen.index()]);
        // Every tunable weight belongs to a group, except the anchoring material.
        let mut probe = base.clone();
        for (name, _) in probe.tunable() {
            assert!(scale_group(&name).is_some() || name.starts_with("material."), "{name}");
        }
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
        let (after, _) = descend(&samples, &mut w, k, 8, before, &[]);
        // Restricted to one term, nothing else moves.
        let mut only_tempo = Weights::for_variant(Variant::Chess);
        let (_, moved) = descend(&samples, &mut only_tempo, k, 8, before, &["tempo"]);
        assert!(moved <= 1);
        assert_eq!(only_tempo.material, Weights::for_variant(Variant::Chess).material);
        assert!(after <= before);
        assert!(render(&mut w).contains("material.R.mg = "));
        // The scale fit never raises the loss either, and keeps every scale in range.
        let base = Weights::for_variant(Variant::Chess);
        let (scales, scaled_loss) = fit_scales(&samples, &base, k);
        assert!(scaled_loss <= before);
        assert!(scales.iter().all(|s| (SCALE_RANGE.0..=SCALE_RANGE.1).contains(s)), "{scales:?}");
        assert!((loss(&samples, &scaled(&base, &scales), k) - scaled_loss).abs() < 1e-12);
    }
}
