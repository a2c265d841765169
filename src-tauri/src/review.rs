//! The review of a saved game: every position of its main line (the UI only
//! steps through them, it decides nothing), and the engine's analysis of the
//! whole game in the background, with inaccuracy / mistake / blunder marks
//! and the better move, cached in the store so a game is analysed once.

use crate::engine_bridge::Analyzer;
use crate::error::{AppError, AppResult};
use crate::game::session::{LastMove, PieceView};
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

/// One position of the game.
#[derive(specta::Type, Debug, Clone, Serialize)]
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
    /// Legal moves, given only for a position the player explores.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub legal: Vec<rules::MoveInfo>,
}

/// A side line of the game, saved in its PGN: an alternative to main-line
/// move `at` + 1, played from position `at`.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideLine {
    /// The main-line position it starts from.
    pub at: usize,
    /// Its positions, each after one of its moves.
    pub plies: Vec<ReviewPly>,
}

/// A saved game, ready to step through.
#[derive(specta::Type, Debug, Clone, Serialize)]
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
    /// Where it was played (or that it was imported).
    pub source: store::Source,
    /// PGN `Event`; none for the words the app itself gives a LAN or online
    /// game (the window names its `source` in the player's language).
    pub event: Option<String>,
    /// Position 0 is the start, position i follows move i.
    pub plies: Vec<ReviewPly>,
    /// The cached analysis, when this engine made it.
    pub analysis: Option<Analysis>,
    /// The side lines saved in the game's PGN (the first level of them).
    pub lines: Vec<SideLine>,
    /// Classic chess from the standard start: the opening named at each
    /// position (the latest reached so far; none at the start).
    pub openings: Vec<Option<openings::Opening>>,
    /// An imported game's annotations, one note per main-line move: NAGs,
    /// comments, the evaluations and clock times the file carried.
    pub notes: Option<store::annotations::GameNotes>,
}

pub use engine::review::{MoveMark, PlyEval, Summary};

/// The analysis of a whole game, as cached in the store.
#[derive(specta::Type, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// The engine and settings that made it.
    pub engine: String,
    /// One entry per position.
    pub evals: Vec<PlyEval>,
    /// The marked moves.
    pub marks: Vec<MoveMark>,
    /// Each side's accuracy and mark counts, worked out from the above
    /// whenever the analysis is made or read back, never stored.
    #[serde(default, skip_deserializing)]
    pub summary: Summary,
}

impl Analysis {
    /// The analysis of a game from `evals` and `marks`, with its summary.
    fn new(
        engine: String,
        evals: Vec<PlyEval>,
        marks: Vec<MoveMark>,
        moves: &[String],
        first_mover: Color,
    ) -> Analysis {
        let summary = engine::review::summarize(&evals, moves, &marks, first_mover);
        Analysis { engine, evals, marks, summary }
    }
}

/// Progress of a running analysis.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AnalysisProgress {
    /// The game analysed.
    pub game_id: GameId,
    /// Positions done.
    pub done: usize,
    /// Searches planned (the positions, then the positions around each
    /// move marked on the first pass, looked at again more deeply).
    pub total: usize,
    /// Whether the marked moves are being looked at again.
    pub checking: bool,
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
        legal: Vec::new(),
    }
}

/// The side lines of `record`'s annotated PGN that replay from the main
/// line's `positions` (a line that stops replaying is cut there).
fn side_lines(record: &GameRecord, positions: &[&AnyPosition]) -> Vec<SideLine> {
    let Some(pgn) = record.annotated_pgn.as_deref().and_then(|t| rules::pgn::read_game(t).ok()) else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for (at, mv) in pgn.moves.iter().enumerate().take(positions.len()) {
        for var in &mv.variations {
            let mut pos = positions[at].clone();
            let plies: Vec<ReviewPly> =
                var.iter().map_while(|m| pos.play_san(&m.san).ok().map(|info| ply_of(&pos, Some(&info)))).collect();
            if !plies.is_empty() {
                lines.push(SideLine { at, plies });
            }
        }
    }
    lines
}

/// A position the player explores, with its legal moves (none once over).
pub fn explore(variant: Variant, fen: &str) -> AppResult<ReviewPly> {
    let pos = AnyPosition::from_fen(variant, fen)?;
    let mut ply = ply_of(&pos, None);
    ply.legal = if pos.outcome().is_some() { Vec::new() } else { pos.legal_moves() };
    Ok(ply)
}

/// The position after the player tries `uci` in the explored position `fen`.
pub fn explore_move(variant: Variant, fen: &str, uci: &str) -> AppResult<ReviewPly> {
    let mut pos = AnyPosition::from_fen(variant, fen)?;
    let info = pos.play_uci(uci).map_err(|e| crate::game::session::move_error(uci, e))?;
    let mut ply = ply_of(&pos, Some(&info));
    ply.legal = if pos.outcome().is_some() { Vec::new() } else { pos.legal_moves() };
    Ok(ply)
}

/// Runs the review's analyses: one at a time, on a worker thread, with its
/// own engine (made on first use, so start-up pays nothing for it).
pub struct Reviewer {
    analyzer: OnceLock<Arc<Analyzer>>,
    nodes: u64,
    job: Mutex<Option<(GameId, Arc<AtomicBool>)>>,
}

impl Reviewer {
    /// A reviewer searching `nodes` nodes per position in its first pass.
    pub fn new(nodes: u64) -> Self {
        Reviewer { analyzer: OnceLock::new(), nodes, job: Mutex::new(None) }
    }

    fn analyzer(&self) -> &Arc<Analyzer> {
        self.analyzer.get_or_init(|| Arc::new(Analyzer::new()))
    }

    /// What made an analysis: the engine's version, its evaluation (the
    /// embedded network) and the budget. A cached analysis is shown only if
    /// this engine made it, so another network or budget analyses again.
    fn engine_id(&self) -> String {
        let version = crate::engine_bridge::EngineBridge::version();
        format!("maharajah-engine {version} {} {} nodes", engine::nnue::EMBEDDED_NAME, self.nodes)
    }

    /// Game `id` ready to review, with its cached analysis if this engine made it.
    pub fn open(&self, library: &Library, id: GameId) -> AppResult<ReviewGame> {
        let record = library.game(id)?;
        let (start, line) = replay(&record)?;
        let mut plies = vec![ply_of(&start, None)];
        plies.extend(line.iter().map(|(p, m)| ply_of(p, Some(m))));
        let moves: Vec<String> = line.iter().map(|(_, m)| m.uci.clone()).collect();
        let analysis = self.cached(library, id, &moves, start.side_to_move());
        let positions: Vec<&AnyPosition> = std::iter::once(&start).chain(line.iter().map(|(p, _)| p)).collect();
        let lines = side_lines(&record, &positions);
        let openings = if record.variant == Variant::Chess && record.start_fen.is_none() {
            std::iter::once(None).chain(openings::classify(&moves)).collect()
        } else {
            Vec::new()
        };
        let notes = record.annotated_pgn.as_deref().and_then(|t| store::annotations::mainline_notes(t).ok());
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
            source: record.source,
            event: record.event.filter(|e| Some(e.as_str()) != crate::remote::record::remote_event(record.source)),
            plies,
            analysis,
            lines,
            openings,
            notes,
        })
    }

    /// The stored analysis of `id` if this engine made it for the game's
    /// positions (`moves` from a start where `first_mover` moves).
    fn cached(&self, library: &Library, id: GameId, moves: &[String], first_mover: Color) -> Option<Analysis> {
        let stored = library.store().analysis(id).ok()??;
        let a: Analysis = serde_json::from_value(stored.data).ok()?;
        if a.engine != self.engine_id() || a.evals.len() != moves.len() + 1 {
            return None;
        }
        let mut evals = a.evals;
        evals.iter_mut().for_each(PlyEval::restore);
        Some(Analysis::new(a.engine, evals, a.marks, moves, first_mover))
    }

    /// Analyses game `id` in the background: [`ANALYSIS_PROGRESS`] after each
    /// search, [`ANALYSIS_DONE`] at the end (at once when cached), and the
    /// result saved with the game. Stops any other analysis first.
    pub fn analyze(&self, library: Arc<Library>, notify: Arc<dyn Notify>, id: GameId) -> AppResult<()> {
        self.cancel();
        let record = library.game(id)?;
        let (start, line) = replay(&record)?;
        let mut positions = vec![start.clone()];
        positions.extend(line.iter().map(|(p, _)| p.clone()));
        let moves: Vec<String> = line.iter().map(|(_, m)| m.uci.clone()).collect();
        let first_mover = start.side_to_move();
        if let Some(analysis) = self.cached(&library, id, &moves, first_mover) {
            notify
                .emit(ANALYSIS_DONE, serde_json::to_value(AnalysisDone { game_id: id, analysis }).unwrap_or_default());
            return Ok(());
        }
        let cancel = Arc::new(AtomicBool::new(false));
        *self.job.lock().unwrap_or_else(|e| e.into_inner()) = Some((id, cancel.clone()));
        let analyzer = self.analyzer().clone();
        let (engine, nodes) = (self.engine_id(), self.nodes);
        std::thread::Builder::new()
            .name("review-analysis".into())
            .spawn(move || {
                let cancelled = || cancel.load(Ordering::Relaxed);
                let report = |p: &engine::review::Progress| {
                    if cancelled() {
                        return;
                    }
                    let progress = AnalysisProgress {
                        game_id: id,
                        done: p.done,
                        total: p.total,
                        checking: p.checking,
                        eval: p.eval.clone(),
                    };
                    notify.emit(ANALYSIS_PROGRESS, serde_json::to_value(progress).unwrap_or_default());
                };
                let Some((evals, marks)) = analyzer.analyse_game(&positions, &moves, nodes, report, cancelled) else {
                    return;
                };
                let analysis = Analysis::new(engine.clone(), evals, marks, &moves, first_mover);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::library::Silent;
    use store::{Player, Source};

    /// A finished game played through `source`, saved as that source saves it.
    fn saved(library: &Library, source: Source, event: Option<&str>) -> GameId {
        let mut record = GameRecord::new(Variant::Chess, Player::human("Ann"), Player::remote("Bo"), source);
        record.moves = vec!["e2e4".into(), "e7e5".into()];
        record.result = GameResult::Draw;
        record.in_progress = false;
        record.event = event.map(String::from);
        library.save_finished(&record).expect("saved")
    }

    #[test]
    fn an_analysis_names_the_network_that_made_it() {
        let id = Reviewer::new(1_000).engine_id();
        assert!(id.contains(engine::nnue::EMBEDDED_NAME) && id.ends_with(" 1000 nodes"), "{id}");
    }

    #[test]
    fn the_words_the_app_gives_a_remote_game_are_left_to_the_window_to_translate() {
        let library = Library::in_memory(Arc::new(Silent));
        let reviewer = Reviewer::new(1_000);
        for source in [Source::Lan, Source::Online] {
            let id = saved(&library, source, crate::remote::record::remote_event(source));
            let game = reviewer.open(&library, id).expect("open");
            assert_eq!((game.source, game.event), (source, None), "{source:?}");
        }
        // An event a player or a file named is theirs, shown as it is.
        let id = saved(&library, Source::Online, Some("Club final"));
        assert_eq!(reviewer.open(&library, id).expect("open").event.as_deref(), Some("Club final"));
        let id = saved(&library, Source::Import, Some("Online game"));
        assert_eq!(reviewer.open(&library, id).expect("open").event.as_deref(), Some("Online game"));
    }
}
