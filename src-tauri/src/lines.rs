//! Engine lines on demand: the best few continuations of the position on
//! the board (the review, an explored variation, a casual game when the
//! player asks), each with its evaluation and depth, streamed as the search
//! deepens. One search at a time: asking for another position stops the
//! last, and every update carries the token of the request it answers, so
//! the window never shows the lines of a position it has left.

use crate::engine_bridge::{LineEngine, LiveLine};
use crate::error::AppResult;
use crate::library::Notify;
use rules::{AnyPosition, Color, Variant};
use serde::Serialize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// Event carrying a [`LinesUpdate`].
pub const ENGINE_LINES: &str = "engine-lines";

/// Most lines one may ask for.
pub const MAX_LINES: usize = 5;

/// Longest one position is searched: deep enough for a player's question,
/// and the core is given back.
pub const LINES_MS: u64 = 20_000;

/// Most moves of a line shown.
const SHOWN_MOVES: usize = 12;

/// Least time between two updates, so early depths do not flood the window.
const UPDATE_EVERY: Duration = Duration::from_millis(150);

/// One line as the window shows it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LineView {
    /// 1 = the best.
    pub rank: usize,
    /// The depth it was searched to.
    pub depth: u32,
    /// Centipawns for White.
    pub cp: i32,
    /// Mate in this many moves for White (negative: Black mates).
    pub mate: Option<i32>,
    /// White's winning chances (−1 … 1), for the evaluation bar.
    pub white_chances: f64,
    /// Its first moves in SAN.
    pub san: Vec<String>,
    /// Its first move in UCI (an arrow, or a click to play it).
    pub first: Option<String>,
}

/// The lines of one request at one moment.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LinesUpdate {
    /// The request answered ([`LineWatcher::start`]'s return).
    pub token: u64,
    /// The deepest completed depth.
    pub depth: u32,
    /// The lines, best first.
    pub lines: Vec<LineView>,
    /// Whether the search has ended (its time ran out).
    pub done: bool,
}

struct Request {
    token: u64,
    pos: AnyPosition,
    lines: Vec<Option<LineView>>,
    last_sent: Option<Instant>,
}

impl Request {
    fn update(&self, done: bool) -> LinesUpdate {
        let lines = best_first(self.lines.iter().flatten().cloned().collect(), self.pos.side_to_move());
        let depth = lines.iter().map(|l| l.depth).max().unwrap_or(0);
        LinesUpdate { token: self.token, depth, lines, done }
    }
}

/// `lines` best first for `side`, the side to move, ranked again from 1.
/// The engine's multi-PV ranks are not an order of scores: each line is
/// searched with the ones before it excluded and may come out better than
/// they did, and a search stopped during a depth leaves the lines it had
/// finished beside the older ones. Scores are White's (a mate as ±100,000
/// minus its distance), so Black's best is the lowest; equal scores keep
/// the engine's order.
fn best_first(mut lines: Vec<LineView>, side: Color) -> Vec<LineView> {
    let for_side = |l: &LineView| if side == Color::White { l.cp } else { -l.cp };
    lines.sort_by_key(|l| std::cmp::Reverse(for_side(l)));
    for (i, l) in lines.iter_mut().enumerate() {
        l.rank = i + 1;
    }
    lines
}

/// The moves of `pv` from `pos` in SAN, as far as they replay.
fn san_line(pos: &AnyPosition, pv: &[String]) -> Vec<String> {
    let mut pos = pos.clone();
    pv.iter().take(SHOWN_MOVES).map_while(|uci| pos.play_uci(uci).ok().map(|m| m.san)).collect()
}

/// Runs the lines searches.
#[derive(Default)]
pub struct LineWatcher {
    engine: OnceLock<LineEngine>,
    /// The latest request's token; an older search's last word is dropped.
    token: Arc<AtomicU64>,
}

impl LineWatcher {
    /// Starts searching `fen` for its `count` best lines (1 ..= [`MAX_LINES`]),
    /// stopping the previous search; returns the request's token.
    pub fn start(&self, notify: Arc<dyn Notify>, variant: Variant, fen: &str, count: usize) -> AppResult<u64> {
        let pos = AnyPosition::from_fen(variant, fen)?;
        // The token moves on before the old search is stopped, so the old
        // search's last word, which follows its stop, always finds itself
        // superseded.
        let token = self.token.fetch_add(1, Ordering::SeqCst) + 1;
        self.stop();
        let count = count.clamp(1, MAX_LINES).min(pos.legal_moves().len());
        if count == 0 || pos.outcome().is_some() {
            let done = LinesUpdate { token, depth: 0, lines: Vec::new(), done: true };
            notify.emit(ENGINE_LINES, serde_json::to_value(done).unwrap_or_default());
            return Ok(token);
        }
        let request =
            Arc::new(Mutex::new(Request { token, pos: pos.clone(), lines: vec![None; count], last_sent: None }));
        let (on_line_request, on_line_notify) = (request.clone(), notify.clone());
        let engine = self.engine.get_or_init(LineEngine::new);
        let thinking = engine.start(&pos, count, LINES_MS, move |line: LiveLine| {
            let mut r = on_line_request.lock().unwrap_or_else(|e| e.into_inner());
            let Some(slot) = line.rank.checked_sub(1).filter(|&i| i < r.lines.len()) else { return };
            r.lines[slot] = Some(LineView {
                rank: line.rank,
                depth: line.depth,
                cp: line.cp,
                mate: line.mate,
                white_chances: engine::win_chances(line.cp),
                san: san_line(&r.pos, &line.pv),
                first: line.pv.first().cloned(),
            });
            let depth_complete = line.rank == r.lines.len();
            let due = r.last_sent.is_none_or(|t| t.elapsed() >= UPDATE_EVERY);
            if depth_complete && due {
                r.last_sent = Some(Instant::now());
                on_line_notify.emit(ENGINE_LINES, serde_json::to_value(r.update(false)).unwrap_or_default());
            }
        });
        // The last word once the search ends, whatever the throttle held back,
        // unless a newer request has taken over.
        let latest = self.token.clone();
        std::thread::Builder::new()
            .name("engine-lines".into())
            .spawn(move || {
                thinking.wait();
                if latest.load(Ordering::SeqCst) == token {
                    let r = request.lock().unwrap_or_else(|e| e.into_inner());
                    notify.emit(ENGINE_LINES, serde_json::to_value(r.update(true)).unwrap_or_default());
                }
            })
            .map_err(|e| crate::error::AppError::Internal(e.to_string()))?;
        Ok(token)
    }

    /// Stops the running search (the window left the position).
    pub fn stop(&self) {
        if let Some(engine) = self.engine.get() {
            engine.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default)]
    struct Heard(Mutex<Vec<LinesUpdate>>);

    impl Notify for Heard {
        fn emit(&self, event: &str, payload: serde_json::Value) {
            assert_eq!(event, ENGINE_LINES);
            let update = LinesUpdate {
                token: payload["token"].as_u64().expect("token"),
                depth: payload["depth"].as_u64().expect("depth") as u32,
                lines: Vec::new(),
                done: payload["done"].as_bool().expect("done"),
            };
            let mut heard = self.0.lock().expect("lock");
            heard.push(update);
            if let Some(lines) = payload["lines"].as_array() {
                heard.last_mut().expect("pushed").lines = lines
                    .iter()
                    .map(|l| LineView {
                        rank: l["rank"].as_u64().expect("rank") as usize,
                        depth: l["depth"].as_u64().expect("depth") as u32,
                        cp: l["cp"].as_i64().expect("cp") as i32,
                        mate: l["mate"].as_i64().map(|m| m as i32),
                        white_chances: l["whiteChances"].as_f64().expect("chances"),
                        san: l["san"]
                            .as_array()
                            .expect("san")
                            .iter()
                            .map(|m| m.as_str().expect("move").into())
                            .collect(),
                        first: l["first"].as_str().map(String::from),
                    })
                    .collect();
            }
        }
    }

    fn wait_done(heard: &Heard, token: u64) -> LinesUpdate {
        for _ in 0..600 {
            if let Some(u) = heard.0.lock().expect("lock").iter().find(|u| u.token == token && u.done) {
                return u.clone();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("no final update for request {token}");
    }

    #[test]
    fn lines_are_ranked_in_san_and_a_newer_request_silences_the_older() {
        let heard = Arc::new(Heard::default());
        let watcher = LineWatcher::default();
        // The first request is a quiet opening, whose search runs until it
        // is stopped (a mate found could end a search on its own before
        // the second request is made, on a loaded machine).
        let quiet = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        // White mates in one (Qxf7#) or wins slowly: the best line is the mate.
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        let first = watcher.start(heard.clone(), Variant::Chess, quiet, 3).expect("start");
        let second = watcher.start(heard.clone(), Variant::Chess, fen, 3).expect("start again");
        assert!(second > first);
        std::thread::sleep(Duration::from_millis(300));
        watcher.stop();
        let done = wait_done(&heard, second);
        assert_eq!(done.lines.len(), 3, "{done:?}");
        assert_eq!(done.lines[0].san.first().map(String::as_str), Some("Qxf7#"));
        assert_eq!(done.lines[0].mate, Some(1));
        assert!(done.lines.windows(2).all(|w| w[0].rank < w[1].rank));
        assert!(
            !heard.0.lock().expect("lock").iter().any(|u| u.token == first && u.done),
            "the older request is silent"
        );
    }

    fn line(rank: usize, cp: i32, mate: Option<i32>) -> LineView {
        LineView { rank, depth: 12, cp, mate, white_chances: 0.0, san: vec![format!("m{rank}")], first: None }
    }

    fn shown(lines: &[LineView]) -> Vec<(usize, i32, String)> {
        lines.iter().map(|l| (l.rank, l.cp, l.san[0].clone())).collect()
    }

    #[test]
    fn lines_are_shown_best_first_for_the_side_to_move() {
        // As the engine ranked them in the report: +0.11, +0.33, +0.14 with White to move.
        let white = best_first(vec![line(1, 11, None), line(2, 33, None), line(3, 14, None)], Color::White);
        assert_eq!(shown(&white), [(1, 33, "m2".into()), (2, 14, "m3".into()), (3, 11, "m1".into())]);
        // +1.81, +1.68, +1.99 with Black to move: Black's best is White's lowest.
        let black = best_first(vec![line(1, 181, None), line(2, 168, None), line(3, 199, None)], Color::Black);
        assert_eq!(shown(&black), [(1, 168, "m2".into()), (2, 181, "m1".into()), (3, 199, "m3".into())]);
        // A mate is best for the side that gives it, the nearer the better, and worst for the side that takes it.
        let mates =
            vec![line(1, 250, None), line(2, -99_996, Some(-2)), line(3, 99_998, Some(1)), line(4, 99_994, Some(3))];
        let for_white = best_first(mates.clone(), Color::White);
        assert_eq!(for_white.iter().map(|l| l.mate).collect::<Vec<_>>(), [Some(1), Some(3), None, Some(-2)]);
        let for_black = best_first(mates, Color::Black);
        assert_eq!(for_black.iter().map(|l| l.mate).collect::<Vec<_>>(), [Some(-2), None, Some(3), Some(1)]);
        // Equal scores keep the engine's order.
        let tied = best_first(vec![line(1, 20, None), line(2, 20, None)], Color::Black);
        assert_eq!(shown(&tied), [(1, 20, "m1".into()), (2, 20, "m2".into())]);
    }

    #[test]
    fn a_finished_position_has_no_lines_and_a_bad_fen_is_refused() {
        let heard = Arc::new(Heard::default());
        let watcher = LineWatcher::default();
        let mated = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        let token = watcher.start(heard.clone(), Variant::Chess, mated, 3).expect("start");
        let done = wait_done(&heard, token);
        assert!(done.lines.is_empty());
        let bad = watcher.start(heard.clone(), Variant::Chess, "not a fen", 3).expect_err("bad fen");
        assert!(bad.kind().starts_with("fen-"), "{}", bad.kind());
    }
}
