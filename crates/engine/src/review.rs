//! Judging a played game: every position's evaluation, the moves that threw
//! away winning chances (inaccuracy, mistake, blunder) with the engine's
//! choice instead, and each side's accuracy.
//!
//! A mark is only as sound as the two evaluations it compares, and a short
//! search is noisy by a few tenths of a pawn, which at equality is already
//! an inaccuracy. So the game is read in two passes: every position at the
//! review's budget, then the two positions around each move the first pass
//! would mark again at [`VERIFY_FACTOR`] times the budget, and only what the
//! deeper look still finds is marked.
//!
//! The budget is a count of nodes, not a time, and each analysis starts
//! from an empty hash table on one thread: a game's analysis is the same on
//! every machine and however busy the machine is, so a mark a player reads
//! (and a test asserts) never depends on what else was running.

use crate::{win_chances, Engine, EngineConfig, Limits, Score};
use rules::{AnyPosition, Color};
use serde::{Deserialize, Serialize};

/// Loss of the mover's winning chances (on the −1 … 1 scale of
/// [`win_chances`]) that makes an inaccuracy, a mistake, a blunder: the
/// thresholds the major chess servers use, so the marks read as players know them.
pub const THRESHOLDS: [(f64, MarkKind); 3] =
    [(0.3, MarkKind::Blunder), (0.2, MarkKind::Mistake), (0.1, MarkKind::Inaccuracy)];

/// How many times more nodes the second pass searches the positions around a marked move.
pub const VERIFY_FACTOR: u64 = 10;

/// The first pass's budget per position in the app: about 200 ms at the
/// search's speed on one core (1.3–1.5 M nodes a second, `engine bench 12 1`
/// in docs/benchmarks.md), so a 37-move game is read in about 16 s
/// (`cargo test --release -p maharajah-engine --test review --
/// --include-ignored` reads one).
pub const NODES: u64 = 250_000;

/// The hash table of a review's engine: with the thread count and the
/// budget, what an analysis depends on.
pub const HASH_MB: usize = 16;

/// The engine a review runs on: one thread, the only way a search is
/// reproducible, and [`HASH_MB`].
pub fn review_engine() -> Engine {
    Engine::new(EngineConfig { threads: 1, hash_mb: HASH_MB })
}

/// The engine's view of one position of the game, from White's side.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct PlyEval {
    /// Which position (0 = the start, i = after move i).
    pub ply: usize,
    /// Centipawns for White (mate: ±100,000 minus the distance).
    pub cp: i32,
    /// Mate in this many moves for White (negative: for Black); 0 when the
    /// side to move is already mated.
    pub mate: Option<i32>,
    /// The engine's move here (UCI), if the game goes on.
    pub best: Option<String>,
    /// The same in SAN.
    pub best_san: Option<String>,
    /// White's winning chances (−1 … 1) at `cp`, what the review's graph
    /// plots; filled in when the evaluation is made or read back, never stored.
    #[serde(default, skip_deserializing)]
    pub white_chances: f64,
}

impl PlyEval {
    /// An evaluation with its winning chances filled in.
    pub fn new(ply: usize, cp: i32, mate: Option<i32>, best: Option<String>, best_san: Option<String>) -> PlyEval {
        PlyEval { ply, cp, mate, best, best_san, white_chances: win_chances(cp) }
    }

    /// Fills in what is not stored (after reading a cached analysis).
    pub fn restore(&mut self) {
        self.white_chances = win_chances(self.cp);
    }
}

/// How bad a marked move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum MarkKind {
    /// Lost at least 0.1 of the mover's winning chances.
    Inaccuracy,
    /// Lost at least 0.2.
    Mistake,
    /// Lost at least 0.3.
    Blunder,
}

/// A move judged weaker than the engine's choice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct MoveMark {
    /// The move's number in the game (1 = the first move; position `ply` follows it).
    pub ply: usize,
    /// How bad it was.
    pub kind: MarkKind,
    /// How much of the mover's winning chances it threw away (0 to 2).
    pub loss: f64,
    /// The engine's move instead (SAN).
    pub better_san: Option<String>,
    /// The engine's move instead (UCI), for an arrow.
    pub better_uci: Option<String>,
}

/// One side's play over the game.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SideSummary {
    /// 0 … 100: how close to the engine's choices the side played, by the
    /// winning chances each move kept; `None` when it made no judged move.
    pub accuracy: Option<f64>,
    /// Moves marked as inaccuracies.
    pub inaccuracies: usize,
    /// Moves marked as mistakes.
    pub mistakes: usize,
    /// Moves marked as blunders.
    pub blunders: usize,
}

/// Both sides' play.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// White's.
    pub white: SideSummary,
    /// Black's.
    pub black: SideSummary,
}

/// Where an analysis stands, reported after each search.
#[derive(Debug, Clone, PartialEq)]
pub struct Progress {
    /// Searches done.
    pub done: usize,
    /// Searches planned so far (grows when the second pass starts).
    pub total: usize,
    /// Whether this is the second pass over the marked moves.
    pub checking: bool,
    /// The evaluation just made.
    pub eval: PlyEval,
}

/// Whether move `i` (0-based) of a game whose first mover is `first_mover` was White's.
fn white_moved(i: usize, first_mover: Color) -> bool {
    i.is_multiple_of(2) == (first_mover == Color::White)
}

/// How much of the mover's winning chances move `i` threw away: the
/// evaluations before and after it, from the mover's side.
fn loss(before: &PlyEval, after: &PlyEval, white: bool) -> f64 {
    let sign = if white { 1.0 } else { -1.0 };
    sign * (win_chances(before.cp) - win_chances(after.cp))
}

/// Marks each move by how much it lowered the mover's winning chances
/// ([`THRESHOLDS`]), unless it was the engine's own choice. `moves[i]` is
/// the UCI of move i + 1; `evals[i]` the position before it.
pub fn judge(evals: &[PlyEval], moves: &[String], first_mover: Color) -> Vec<MoveMark> {
    let mut marks = Vec::new();
    for (i, played) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (evals.get(i), evals.get(i + 1)) else { break };
        if before.best.as_deref() == Some(played.as_str()) || before.best.is_none() {
            continue;
        }
        let loss = loss(before, after, white_moved(i, first_mover));
        let Some(&(_, kind)) = THRESHOLDS.iter().find(|(at, _)| loss >= *at) else { continue };
        marks.push(MoveMark {
            ply: i + 1,
            kind,
            loss,
            better_san: before.best_san.clone(),
            better_uci: before.best.clone(),
        });
    }
    marks
}

/// A move's accuracy (0 … 100) from the mover's winning percentage lost:
/// 100 for a move that keeps everything, falling off steeply (a move that
/// loses ten points of winning percentage scores about 64).
fn move_accuracy(lost_pct: f64) -> f64 {
    (103.1668 * (-0.04354 * lost_pct.max(0.0)).exp() - 3.1669).clamp(0.0, 100.0)
}

/// Each side's accuracy and mark counts. The accuracy is the mean of the
/// arithmetic and the harmonic mean of its moves' accuracies, so one
/// blunder in a clean game still shows, as players expect of the figure.
pub fn summarize(evals: &[PlyEval], moves: &[String], marks: &[MoveMark], first_mover: Color) -> Summary {
    let mut per_side: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for i in 0..moves.len() {
        let (Some(before), Some(after)) = (evals.get(i), evals.get(i + 1)) else { break };
        let white = white_moved(i, first_mover);
        let lost_pct = 50.0 * loss(before, after, white);
        per_side[usize::from(!white)].push(move_accuracy(lost_pct));
    }
    let side = |index: usize| {
        let moves = &per_side[index];
        let accuracy = (!moves.is_empty()).then(|| {
            let mean = moves.iter().sum::<f64>() / moves.len() as f64;
            let harmonic = moves.len() as f64 / moves.iter().map(|a| 1.0 / a.max(1.0)).sum::<f64>();
            (mean + harmonic) / 2.0
        });
        let count = |kind| {
            marks.iter().filter(|m| m.kind == kind && white_moved(m.ply - 1, first_mover) == (index == 0)).count()
        };
        SideSummary {
            accuracy,
            inaccuracies: count(MarkKind::Inaccuracy),
            mistakes: count(MarkKind::Mistake),
            blunders: count(MarkKind::Blunder),
        }
    };
    Summary { white: side(0), black: side(1) }
}

/// The engine's view of `pos` after searching `nodes` nodes, or the verdict
/// of a finished position (mate, stalemate, a draw by rule).
pub fn evaluate(engine: &Engine, pos: &AnyPosition, ply: usize, nodes: u64) -> PlyEval {
    if let Some(outcome) = pos.outcome() {
        let (cp, mate) = match outcome.winner() {
            Some(Color::White) => (100_000, Some(0)),
            Some(Color::Black) => (-100_000, Some(0)),
            None => (0, None),
        };
        return PlyEval::new(ply, cp, mate, None, None);
    }
    let report = engine.search(pos, Limits { nodes: Some(nodes), ..Limits::default() });
    let sign = if pos.side_to_move() == Color::White { 1 } else { -1 };
    let mate = match report.score {
        Score::Mate(n) => Some(n * sign),
        Score::Cp(_) => None,
    };
    let best = report.best_move;
    let best_san = best.as_ref().and_then(|b| pos.legal_moves().into_iter().find(|m| &m.uci == b).map(|m| m.san));
    PlyEval::new(ply, report.score.as_cp() * sign, mate, best, best_san)
}

/// Evaluates every position of a game (`positions[0]` the start,
/// `positions[i]` after `moves[i - 1]`), then looks again, deeper, around
/// each move the first pass would mark; `nodes` is the first pass's budget
/// per position. `engine` forgets its previous games first, so the result
/// depends on the game and the budget only (given one search thread).
/// `on_progress` hears of every search; `cancelled` is asked between
/// searches and ends the work with `None`.
pub fn analyse(
    engine: &Engine,
    positions: &[AnyPosition],
    moves: &[String],
    nodes: u64,
    mut on_progress: impl FnMut(&Progress),
    cancelled: impl Fn() -> bool,
) -> Option<(Vec<PlyEval>, Vec<MoveMark>)> {
    let first_mover = positions.first()?.side_to_move();
    engine.new_game();
    let mut total = positions.len();
    let mut evals = Vec::with_capacity(total);
    for (ply, pos) in positions.iter().enumerate() {
        if cancelled() {
            return None;
        }
        let eval = evaluate(engine, pos, ply, nodes);
        evals.push(eval.clone());
        on_progress(&Progress { done: ply + 1, total, checking: false, eval });
    }
    let mut again: Vec<usize> = judge(&evals, moves, first_mover).iter().flat_map(|m| [m.ply - 1, m.ply]).collect();
    again.sort_unstable();
    again.dedup();
    total += again.len();
    for (k, &ply) in again.iter().enumerate() {
        if cancelled() {
            return None;
        }
        let eval = evaluate(engine, &positions[ply], ply, nodes * VERIFY_FACTOR);
        evals[ply] = eval.clone();
        on_progress(&Progress { done: positions.len() + k + 1, total, checking: true, eval });
    }
    let marks = judge(&evals, moves, first_mover);
    Some((evals, marks))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(ply: usize, cp: i32, best: &str) -> PlyEval {
        PlyEval::new(ply, cp, None, Some(best.into()), Some(best.into()))
    }

    #[test]
    fn marks_follow_the_loss_of_winning_chances() {
        // White drops a rook at equality (blunder), Black answers with the
        // engine's move (no mark), White then loses a little (no mark: a pawn
        // hardly matters when a rook down).
        let evals = [ev(0, 0, "e2e4"), ev(1, -500, "d7d5"), ev(2, -500, "g1f3"), ev(3, -600, "a7a6")];
        let moves = ["a2a3".to_string(), "d7d5".to_string(), "b2b3".to_string()];
        let marks = judge(&evals, &moves, Color::White);
        assert_eq!(marks.len(), 1, "{marks:?}");
        assert_eq!(marks[0].ply, 1);
        assert_eq!(marks[0].kind, MarkKind::Blunder);
        assert_eq!(marks[0].better_san.as_deref(), Some("e2e4"));
        assert!(win_chances(-500) - win_chances(-600) < 0.1);
        assert!(win_chances(0) - win_chances(-100) > 0.1 * 1.5);
    }

    #[test]
    fn accuracy_rewards_the_engine_line_and_punishes_a_blunder() {
        let evals = [ev(0, 20, "e2e4"), ev(1, 20, "e7e5"), ev(2, 20, "g1f3"), ev(3, 20, "b8c6"), ev(4, 600, "x")];
        let moves: Vec<String> = ["e2e4", "e7e5", "g1f3", "d8h4"].iter().map(|s| s.to_string()).collect();
        let marks = judge(&evals, &moves, Color::White);
        let s = summarize(&evals, &moves, &marks, Color::White);
        assert!(s.white.accuracy.expect("white moved") > 99.0, "{s:?}");
        let black = s.black.accuracy.expect("black moved");
        assert!(black < 50.0, "a blunder in two moves: {s:?}");
        assert_eq!((s.black.blunders, s.white.blunders, s.white.inaccuracies), (1, 0, 0));
    }

    #[test]
    fn a_game_reads_the_same_whatever_the_engine_searched_before() {
        let mut pos = AnyPosition::start(rules::Variant::Chess);
        let mut positions = vec![pos.clone()];
        let mut moves = Vec::new();
        for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"] {
            moves.push(pos.play_san(san).expect(san).uci);
            positions.push(pos.clone());
        }
        let engine = review_engine();
        let read = || analyse(&engine, &positions, &moves, 20_000, |_| {}, || false).expect("not cancelled");
        let first = read();
        // Another position searched in between fills the hash table and the histories.
        let other = AnyPosition::from_fen(
            rules::Variant::Chess,
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        )
        .expect("fen");
        engine.search(&other, Limits { nodes: Some(50_000), ..Limits::default() });
        assert_eq!(read(), first);
        assert_eq!(analyse(&review_engine(), &positions, &moves, 20_000, |_| {}, || false), Some(first.clone()));
        // 4.Qxf7# was there: 3...Nf6 is marked.
        assert!(first.1.iter().any(|m| m.ply == 6 && m.kind == MarkKind::Blunder), "{:?}", first.1);
    }

    #[test]
    fn a_game_started_by_black_counts_its_moves_for_the_right_side() {
        let evals = [ev(0, 0, "a"), ev(1, 400, "b")];
        let moves = ["e7e5".to_string()];
        let marks = judge(&evals, &moves, Color::Black);
        let s = summarize(&evals, &moves, &marks, Color::Black);
        assert_eq!((s.black.blunders, s.white.blunders), (1, 0));
        assert_eq!(s.white.accuracy, None);
    }
}
