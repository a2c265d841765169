//! The review of a saved game: every position of its main line (the UI only
//! steps through them, it decides nothing), and the engine's analysis of the
//! whole game in the background, with inaccuracy / mistake / blunder marks
//! and the better move, cached in the store so a game is analysed once.

use crate::engine_bridge::{Analyzer, Eval};
use crate::error::{AppError, AppResult};
use crate::game::session::{board_outcome, LastMove, PieceView};
use crate::library::{player_label, reason_text, Library, Notify};
use rules::{AnyPosition, Color, Variant};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use store::{GameId, GameRecord, GameResult};

/// Event sent after each analysed position ([`AnalysisProgress`]).
pub const ANALYSIS_PROGRESS: &str = "review-analysis-progress";
/// Event sent when the whole game is analysed ([`AnalysisDone`]).
pub const ANALYSIS_DONE: &str = "review-analysis-done";

/// Thinking time per position in the app: a 60-move game takes about 25 s
/// on one core, and the marks of an engine at this depth are sound.
pub const ANALYSIS_MS: u64 = 200;

/// One position of the game.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewPly {
    /// Extended FEN ("copy FEN").
    pub fen: String,
    /// Pieces on the board.
    pub pieces: Vec<PieceView>,
    /// The move that led here (none at the start).
    pub last_move: Option<LastMove>,
    /// The checked king's square.
    pub check: Option<String>,
    /// Side to move.
    pub side_to_move: Color,
    /// SAN of the move that led here.
    pub san: Option<String>,
    /// UCI of the move that led here.
    pub uci: Option<String>,
}

/// A saved game, ready to step through.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ReviewGame {
    /// The saved game.
    pub id: GameId,
    /// Its variant.
    pub variant: Variant,
    /// Board width.
    pub files: usize,
    /// White's player in words.
    pub white: String,
    /// Black's player in words.
    pub black: String,
    /// The result.
    pub result: GameResult,
    /// Why it ended, in words (when known).
    pub reason_text: Option<String>,
    /// Still in progress (resumable).
    pub in_progress: bool,
    /// When it was played (ms since the epoch).
    pub played_at: i64,
    /// The PGN date as imported, partial or whole; `None` when `played_at` is exact.
    pub played_on: Option<String>,
    /// PGN `Event`.
    pub event: Option<String>,
    /// Position 0 is the start, position i follows move i.
    pub plies: Vec<ReviewPly>,
    /// The cached analysis, when this engine made it.
    pub analysis: Option<Analysis>,
}

/// The engine's view of one position.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlyEval {
    /// Which position.
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
    /// White's winning chances (−1 … 1) at `cp` ([`engine::win_chances`]),
    /// what the review's graph plots; filled in when the evaluation is made
    /// or read back, never stored.
    #[serde(default, skip_deserializing)]
    pub white_chances: f64,
}

impl PlyEval {
    fn new(ply: usize, cp: i32, mate: Option<i32>, best: Option<String>, best_san: Option<String>) -> PlyEval {
        PlyEval { ply, cp, mate, best, best_san, white_chances: engine::win_chances(cp) }
    }
}

/// A move judged weaker than the engine's choice.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveMark {
    /// The move's number in the game (1 = the first move; position `ply` follows it).
    pub ply: usize,
    /// `inaccuracy`, `mistake` or `blunder`.
    pub kind: String,
    /// How much of the mover's winning chances it threw away (0 to 2).
    pub loss: f64,
    /// The engine's move instead (SAN).
    pub better_san: Option<String>,
    /// The engine's move instead (UCI), for an arrow.
    pub better_uci: Option<String>,
}

/// The analysis of a whole game, as cached in the store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// The engine and settings that made it.
    pub engine: String,
    /// One entry per position.
    pub evals: Vec<PlyEval>,
    /// The marked moves.
    pub marks: Vec<MoveMark>,
}

/// Progress of a running analysis.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisProgress {
    /// The game analysed.
    pub game_id: GameId,
    /// Positions done.
    pub done: usize,
    /// Positions in all.
    pub total: usize,
    /// The position just analysed.
    pub eval: PlyEval,
}

/// A finished analysis.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisDone {
    /// The game analysed.
    pub game_id: GameId,
    /// The result.
    pub analysis: Analysis,
}

/// Marks each move by how much it lowered the mover's winning chances:
/// at least 0.1 an inaccuracy, 0.2 a mistake, 0.3 a blunder — unless it
/// was the engine's own choice. `moves[i]` is the UCI of move i + 1.
pub fn judge(evals: &[PlyEval], moves: &[String], first_mover: Color) -> Vec<MoveMark> {
    let mut marks = Vec::new();
    for (i, played) in moves.iter().enumerate() {
        let (Some(before), Some(after)) = (evals.get(i), evals.get(i + 1)) else { break };
        if before.best.as_deref() == Some(played.as_str()) || before.best.is_none() {
            continue;
        }
        let white_moved = (i % 2 == 0) == (first_mover == Color::White);
        let sign = if white_moved { 1.0 } else { -1.0 };
        let loss = sign * (engine::win_chances(before.cp) - engine::win_chances(after.cp));
        let kind = if loss >= 0.3 {
            "blunder"
        } else if loss >= 0.2 {
            "mistake"
        } else if loss >= 0.1 {
            "inaccuracy"
        } else {
            continue;
        };
        marks.push(MoveMark {
            ply: i + 1,
            kind: kind.into(),
            loss,
            better_san: before.best_san.clone(),
            better_uci: before.best.clone(),
        });
    }
    marks
}

/// The start position and positions of `record`'s main line (a stored move
/// that does not replay ends the list there).
fn replay(record: &GameRecord) -> AppResult<(AnyPosition, Vec<(AnyPosition, rules::MoveInfo)>)> {
    let start = match &record.start_fen {
        Some(fen) => AnyPosition::from_fen(record.variant, fen)?,
        None => AnyPosition::start(record.variant),
    };
    let mut pos = start.clone();
    let mut out = Vec::with_capacity(record.moves.len());
    for uci in &record.moves {
        match pos.play_uci(uci) {
            Ok(info) => out.push((pos.clone(), info)),
            Err(_) => break,
        }
    }
    Ok((start, out))
}

fn ply_of(pos: &AnyPosition, info: Option<&rules::MoveInfo>) -> ReviewPly {
    let side = pos.side_to_move();
    ReviewPly {
        fen: pos.fen(),
        pieces: pos
            .pieces()
            .into_iter()
            .map(|(square, p)| PieceView { square, color: p.color, kind: p.kind })
            .collect(),
        last_move: info.map(|m| LastMove { from: m.from.clone(), to: m.to.clone() }),
        check: pos.in_check().then(|| pos.king_square(side)),
        side_to_move: side,
        san: info.map(|m| m.san.clone()),
        uci: info.map(|m| m.uci.clone()),
    }
}

/// Runs the review's analyses: one at a time, on a worker thread, with its
/// own engine (made on first use, so start-up pays nothing for it).
pub struct Reviewer {
    analyzer: OnceLock<Arc<Analyzer>>,
    movetime_ms: u64,
    job: Mutex<Option<(GameId, Arc<AtomicBool>)>>,
}

impl Reviewer {
    /// A reviewer thinking `movetime_ms` per position.
    pub fn new(movetime_ms: u64) -> Self {
        Reviewer { analyzer: OnceLock::new(), movetime_ms, job: Mutex::new(None) }
    }

    fn analyzer(&self) -> &Arc<Analyzer> {
        self.analyzer.get_or_init(|| Arc::new(Analyzer::new()))
    }

    fn engine_id(&self) -> String {
        format!("maharajah-engine {} {}ms", crate::engine_bridge::EngineBridge::version(), self.movetime_ms)
    }

    /// Game `id` ready to review, with its cached analysis if this engine made it.
    pub fn open(&self, library: &Library, id: GameId) -> AppResult<ReviewGame> {
        let record = library.game(id)?;
        let (start, line) = replay(&record)?;
        let mut plies = vec![ply_of(&start, None)];
        plies.extend(line.iter().map(|(p, m)| ply_of(p, Some(m))));
        let analysis = self.cached(library, id, plies.len());
        let reason_text = reason_text(record.reason.as_deref());
        Ok(ReviewGame {
            id,
            variant: record.variant,
            files: start.files(),
            white: player_label(&record.white, &record.black, Color::White),
            black: player_label(&record.black, &record.white, Color::Black),
            result: record.result,
            reason_text,
            in_progress: record.in_progress,
            played_at: record.played_at,
            played_on: record.played_on.clone(),
            event: record.event,
            plies,
            analysis,
        })
    }

    /// The stored analysis of `id` if this engine made it for `positions` positions.
    fn cached(&self, library: &Library, id: GameId, positions: usize) -> Option<Analysis> {
        let stored = library.store().analysis(id).ok()??;
        let mut a: Analysis = serde_json::from_value(stored.data).ok()?;
        for e in &mut a.evals {
            e.white_chances = engine::win_chances(e.cp);
        }
        (a.engine == self.engine_id() && a.evals.len() == positions).then_some(a)
    }

    /// Analyses game `id` in the background: [`ANALYSIS_PROGRESS`] after each
    /// position, [`ANALYSIS_DONE`] at the end (at once when cached), and the
    /// result saved with the game. Stops any other analysis first.
    pub fn analyze(&self, library: Arc<Library>, notify: Arc<dyn Notify>, id: GameId) -> AppResult<()> {
        self.cancel();
        let record = library.game(id)?;
        let (start, line) = replay(&record)?;
        let mut positions = vec![start.clone()];
        positions.extend(line.iter().map(|(p, _)| p.clone()));
        let moves: Vec<String> = line.iter().map(|(_, m)| m.uci.clone()).collect();
        if let Some(analysis) = self.cached(&library, id, positions.len()) {
            notify
                .emit(ANALYSIS_DONE, serde_json::to_value(AnalysisDone { game_id: id, analysis }).unwrap_or_default());
            return Ok(());
        }
        let cancel = Arc::new(AtomicBool::new(false));
        *self.job.lock().unwrap_or_else(|e| e.into_inner()) = Some((id, cancel.clone()));
        let analyzer = self.analyzer().clone();
        let (engine, movetime) = (self.engine_id(), self.movetime_ms);
        let first_mover = start.side_to_move();
        std::thread::Builder::new()
            .name("review-analysis".into())
            .spawn(move || {
                let total = positions.len();
                let mut evals = Vec::with_capacity(total);
                for (ply, pos) in positions.iter().enumerate() {
                    if cancel.load(Ordering::Relaxed) {
                        return;
                    }
                    let eval = evaluate(&analyzer, pos, ply, movetime);
                    let progress = AnalysisProgress { game_id: id, done: ply + 1, total, eval: eval.clone() };
                    evals.push(eval);
                    if cancel.load(Ordering::Relaxed) {
                        return;
                    }
                    notify.emit(ANALYSIS_PROGRESS, serde_json::to_value(progress).unwrap_or_default());
                }
                let marks = judge(&evals, &moves, first_mover);
                let analysis = Analysis { engine: engine.clone(), evals, marks };
                let data = serde_json::to_value(&analysis).unwrap_or_default();
                if let Err(e) = library.store().save_analysis(id, &engine, &data) {
                    // The game was deleted meanwhile; the result is still shown.
                    tracing::warn!(error = %e, "analysis not saved");
                }
                notify.emit(
                    ANALYSIS_DONE,
                    serde_json::to_value(AnalysisDone { game_id: id, analysis }).unwrap_or_default(),
                );
            })
            .map_err(|e| AppError::Internal(e.to_string()))?;
        Ok(())
    }

    /// Stops the running analysis (the review screen was left).
    pub fn cancel(&self) {
        if let Some((_, cancel)) = self.job.lock().unwrap_or_else(|e| e.into_inner()).take() {
            cancel.store(true, Ordering::Relaxed);
            if let Some(a) = self.analyzer.get() {
                a.stop();
            }
        }
    }
}

/// The engine's view of `pos`, or the verdict of a finished position.
fn evaluate(analyzer: &Analyzer, pos: &AnyPosition, ply: usize, movetime_ms: u64) -> PlyEval {
    if let Some(outcome) = board_outcome(pos) {
        let (cp, mate) = match outcome.winner() {
            Some(Color::White) => (100_000, Some(0)),
            Some(Color::Black) => (-100_000, Some(0)),
            None => (0, None),
        };
        return PlyEval::new(ply, cp, mate, None, None);
    }
    let (Eval { cp, mate }, best) = analyzer.evaluate(pos, movetime_ms);
    let best_san = best.as_ref().and_then(|b| pos.legal_moves().into_iter().find(|m| &m.uci == b).map(|m| m.san));
    PlyEval::new(ply, cp, mate, best, best_san)
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
        // engine's move (no mark), White then loses a little (inaccuracy).
        let evals = [ev(0, 0, "e2e4"), ev(1, -500, "d7d5"), ev(2, -500, "g1f3"), ev(3, -600, "a7a6")];
        let moves = ["a2a3".to_string(), "d7d5".to_string(), "b2b3".to_string()];
        let marks = judge(&evals, &moves, Color::White);
        assert_eq!(marks.len(), 1, "{marks:?}");
        assert_eq!(marks[0].ply, 1);
        assert_eq!(marks[0].kind, "blunder");
        assert_eq!(marks[0].better_san.as_deref(), Some("e2e4"));
        // A pawn lost when already a rook down hardly matters.
        assert!(engine::win_chances(-500) - engine::win_chances(-600) < 0.1);
        assert!(engine::win_chances(0) - engine::win_chances(-100) > 0.1 * 1.5);
    }
}
