//! Engine lines on demand: the best few continuations of the position on
//! the board (the review, an explored variation, a casual game when the
//! player asks), each with its evaluation and depth, streamed as the search
//! deepens. One search at a time: asking for another position stops the
//! last, and every update carries the token of the request it answers, so
//! the window never shows the lines of a position it has left.

use crate::engine_bridge::{LineEngine, LiveLine};
use crate::error::AppResult;
use crate::library::Notify;
use rules::{AnyPosition, Variant};
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
        let lines: Vec<LineView> = self.lines.iter().flatten().cloned().collect();
        let depth = lines.iter().map(|l| l.depth).max().unwrap_or(0);
        LinesUpdate { token: self.token, depth, lines, done }
    }
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
        self.stop();
        let token = self.token.fetch_add(1, Ordering::Relaxed) + 1;
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
                if latest.load(Ordering::Relaxed) == token {
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
        // White mates in one (Qxf7#) or wins slowly: the best line is the mate.
        let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
        let first = watcher.start(heard.clone(), Variant::Chess, fen, 3).expect("start");
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
