//! The Maharajah engine: a multi-threaded alpha-beta search that plays chess,
//! Maharajah custom armies and Mirodol through the one rules core.
//!
//! [`Engine`] is the library face used by the app (1-player games, hints,
//! review) and by the UCI binary: it never blocks the caller unless asked to
//! ([`Engine::search`]); [`Engine::start`] returns a [`SearchHandle`] at once
//! and streams [`SearchInfo`] updates from the search threads.

pub mod advisor;
pub mod bench;
mod correction;
pub mod eval;
mod eval_cache;
mod history;
mod learned;
pub mod levels;
pub mod limits;
pub mod nnue;
pub mod pawns;
mod picker;
pub mod pool;
pub mod review;
pub mod score;
pub mod search;
pub mod search_params;
pub mod stats;
pub mod tt;
pub mod uci;
pub mod weights;

pub use levels::LEVELS;
pub use limits::{Clock, Limits};
pub use score::{win_chances, Score};

use rules::{AnyPosition, Geometry, Position};
use search::{Iteration, Searcher, Shared};
use search_params::SearchParams;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tt::TranspositionTable;

/// Engine name and version, shown in About and sent in UCI `id name`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Threads and hash size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// Search threads (Lazy SMP).
    pub threads: usize,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
}

impl Default for EngineConfig {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        EngineConfig { threads: cores.clamp(1, 8), hash_mb: 64 }
    }
}

/// Which static evaluation the search uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// The hand-written evaluation ([`eval`]): kept for comparisons
    /// (`arena network … hand`, UCI `UseNNUE false`), for the first round
    /// of the network's training data, and as the fallback should the
    /// embedded network not load.
    Handwritten,
    /// The network ([`nnue`]), the default since it won its matches
    /// (docs/nnue.md): the embedded one, or one read from a file
    /// ([`Engine::set_network`]); the hand-written evaluation if the
    /// embedded network cannot be read.
    #[default]
    Network,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SearchReport {
    /// Best move in UCI notation; `None` when there is no legal move.
    pub best_move: Option<String>,
    /// Score of the best line, side to move's view.
    pub score: Score,
    /// Completed depth.
    pub depth: u32,
    /// Nodes searched (all threads).
    pub nodes: u64,
    /// Principal variation in UCI notation.
    pub pv: Vec<String>,
}

/// A progress update during a search (one per line and completed depth).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SearchInfo {
    /// Completed depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Line number, 1-based.
    pub multipv: usize,
    /// Score of this line.
    pub score: Score,
    /// Nodes so far (all threads).
    pub nodes: u64,
    /// Nodes per second.
    pub nps: u64,
    /// Milliseconds since the start.
    pub time_ms: u64,
    /// The line in UCI notation.
    pub pv: Vec<String>,
}

struct Inner {
    config: EngineConfig,
    pool: pool::Pool,
    tt: Arc<TranspositionTable>,
    current: Option<Arc<Shared>>,
    /// Each pool thread's tables from its last search of the current game.
    learned: Arc<[Mutex<Option<learned::Learned>>]>,
    /// The static evaluation searches use.
    evaluation: Evaluation,
    /// The network [`Evaluation::Network`] evaluates with when it is not the
    /// embedded one (a network file, `EvalFile`).
    network: Option<Arc<nnue::Network>>,
    /// Margins chosen by a tool ([`Engine::set_search_params`]); `None`: the
    /// evaluation's own ([`SearchParams::for_evaluation`]).
    search_params: Option<SearchParams>,
}

impl Inner {
    /// The margins searches use: a tool's, else the evaluation's own.
    fn search_params(&self) -> SearchParams {
        self.search_params.unwrap_or_else(|| SearchParams::for_evaluation(self.evaluation))
    }
}

/// A handle to a running search.
pub struct SearchHandle {
    shared: Arc<Shared>,
    result: Receiver<SearchReport>,
    done: Arc<std::sync::atomic::AtomicBool>,
}

impl SearchHandle {
    /// Asks the search to stop; it reports its best move so far.
    pub fn stop(&self) {
        self.shared.stop.store(true, Ordering::Relaxed);
    }
    /// Waits for the result.
    pub fn wait(self) -> SearchReport {
        self.result.recv().unwrap_or(SearchReport {
            best_move: None,
            score: Score::Cp(0),
            depth: 0,
            nodes: 0,
            pv: vec![],
        })
    }
    /// Whether the search has finished.
    pub fn is_finished(&self) -> bool {
        self.done.load(Ordering::Acquire)
    }
}

/// The engine: cheap to clone, safe to share between threads.
#[derive(Clone)]
pub struct Engine {
    inner: Arc<Mutex<Inner>>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new(EngineConfig::default())
    }
}

fn to_uci<G: Geometry>(pos: &Position<G>, pv: &[rules::Move]) -> Vec<String> {
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(pv.len());
    for &m in pv {
        if !p.is_legal(m) {
            break;
        }
        out.push(p.uci(m));
        p.make(m);
    }
    out
}

/// Runs one thread of a search and, for the main thread, builds the report.
fn run_thread<G: eval::EvalGeometry>(
    pos: Position<G>,
    shared: &Shared,
    thread: usize,
    level: Option<levels::LevelSpec>,
    learned: &Mutex<Option<learned::Learned>>,
    on_info: &(dyn Fn(SearchInfo) + Send + Sync),
) -> Option<SearchReport> {
    let root = pos.clone();
    let kept = learned::Learned::take(learned, pos.variant());
    let mut searcher = Searcher::new(pos, shared, thread, kept);
    let mut report = |it: &Iteration| {
        if thread != 0 {
            return;
        }
        let nodes = shared.nodes.load(Ordering::Relaxed);
        let time_ms = shared.elapsed_ms();
        for (i, line) in it.lines.iter().enumerate() {
            on_info(SearchInfo {
                depth: it.depth,
                seldepth: it.seldepth,
                multipv: i + 1,
                score: Score::from_internal(line.score),
                nodes,
                nps: nodes * 1000 / time_ms.max(1),
                time_ms,
                pv: to_uci(&root, &line.pv),
            });
        }
    };
    let result = searcher.think(&mut report);
    searcher.into_learned().keep(learned);
    if thread != 0 {
        return None;
    }
    shared.stop.store(true, Ordering::Relaxed);
    let nodes = shared.nodes.load(Ordering::Relaxed);
    let Some(it) = result else {
        return Some(SearchReport { best_move: None, score: Score::Cp(0), depth: 0, nodes, pv: vec![] });
    };
    let pick = match level {
        Some(spec) if it.lines.len() > 1 => {
            let scores: Vec<i32> = it.lines.iter().map(|l| l.score).collect();
            let entropy = root.hash() ^ Instant::now().elapsed().as_nanos() as u64 ^ nanos();
            levels::choose(&scores, spec.margin_cp, entropy)
        }
        _ => 0,
    };
    let line = &it.lines[pick];
    let pv = to_uci(&root, &line.pv);
    Some(SearchReport {
        best_move: pv.first().cloned(),
        score: Score::from_internal(line.score),
        depth: it.depth,
        nodes,
        pv,
    })
}

/// Empty learning slots for `threads` threads (a new game, or a new pool).
fn no_learning(threads: usize) -> Arc<[Mutex<Option<learned::Learned>>]> {
    (0..threads).map(|_| Mutex::new(None)).collect()
}

fn nanos() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0)
}

/// The move number from which the engine agrees to a draw in a balanced
/// position (`accepts_draw`).
pub const DRAW_MIN_MOVES: u32 = 30;

/// How far ahead (centipawns, its own view) the engine may stand and still
/// call the position balanced for a draw.
const DRAW_BALANCED_CP: i32 = 25;

/// How far behind the engine must stand to take a draw at any move.
const DRAW_WHEN_WORSE_CP: i32 = 150;

impl Engine {
    /// An engine with its own thread pool and hash table, searching with
    /// the default evaluation.
    pub fn new(config: EngineConfig) -> Engine {
        Engine::with_evaluation(config, Evaluation::default())
    }

    /// An engine that searches with `evaluation` from the start (a fresh
    /// table has nothing to forget, unlike [`Engine::set_evaluation`]).
    pub fn with_evaluation(config: EngineConfig, evaluation: Evaluation) -> Engine {
        let config = EngineConfig { threads: config.threads.max(1), hash_mb: config.hash_mb.max(1) };
        Engine {
            inner: Arc::new(Mutex::new(Inner {
                config,
                pool: pool::Pool::new(config.threads),
                learned: no_learning(config.threads),
                tt: Arc::new(TranspositionTable::new(config.hash_mb)),
                current: None,
                evaluation,
                network: None,
                search_params: None,
            })),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The current configuration.
    pub fn config(&self) -> EngineConfig {
        self.lock().config
    }

    /// Changes threads and hash size (stops any running search; the hash is cleared when resized).
    pub fn configure(&self, config: EngineConfig) {
        self.stop();
        let mut inner = self.lock();
        inner.pool.wait_idle();
        if config.threads.max(1) != inner.config.threads {
            inner.pool = pool::Pool::new(config.threads.max(1));
            inner.learned = no_learning(config.threads.max(1));
        }
        if config.hash_mb.max(1) != inner.config.hash_mb {
            inner.tt = Arc::new(TranspositionTable::new(config.hash_mb.max(1)));
        }
        inner.config = EngineConfig { threads: config.threads.max(1), hash_mb: config.hash_mb.max(1) };
    }

    /// The static evaluation searches use.
    pub fn evaluation(&self) -> Evaluation {
        self.lock().evaluation
    }

    /// Chooses the static evaluation. A change forgets what was learned with
    /// the other one (as [`Engine::new_game`]): the hash table and the kept
    /// tables hold its scores.
    pub fn set_evaluation(&self, evaluation: Evaluation) {
        if self.evaluation() != evaluation {
            self.new_game();
            self.lock().evaluation = evaluation;
        }
    }

    /// The network [`Evaluation::Network`] evaluates with, when it is not the embedded one.
    pub fn network(&self) -> Option<Arc<nnue::Network>> {
        self.lock().network.clone()
    }

    /// Makes [`Evaluation::Network`] evaluate with `network` (`None`: the
    /// embedded one again), so that a tool or a UCI client can try a network
    /// file without a build. A change forgets what was learned, as
    /// [`Engine::set_evaluation`].
    pub fn set_network(&self, network: Option<Arc<nnue::Network>>) {
        let same = match (&self.lock().network, &network) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (a, b) => a.is_none() && b.is_none(),
        };
        if !same {
            self.new_game();
            self.lock().network = network;
        }
    }

    /// The margins searches prune and reduce with.
    pub fn search_params(&self) -> SearchParams {
        self.lock().search_params()
    }

    /// Makes searches prune and reduce with `params` (`None`: the
    /// evaluation's own margins again), so that a tuner can play one set of
    /// margins against another. Applies from the next search on.
    pub fn set_search_params(&self, params: Option<SearchParams>) {
        self.lock().search_params = params;
    }

    /// Forgets everything learned in the previous game.
    pub fn new_game(&self) {
        self.stop();
        let mut inner = self.lock();
        inner.pool.wait_idle();
        inner.tt.clear();
        inner.learned = no_learning(inner.config.threads);
    }

    /// Stops the running search, if any.
    pub fn stop(&self) {
        if let Some(s) = &self.lock().current {
            s.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Starts a search and returns at once; `on_info` receives progress from the search thread.
    pub fn start(
        &self,
        pos: &AnyPosition,
        limits: Limits,
        on_info: impl Fn(SearchInfo) + Send + Sync + 'static,
    ) -> SearchHandle {
        self.stop();
        let mut inner = self.lock();
        inner.pool.wait_idle();
        inner.tt.new_search();
        let level = limits.level.filter(|&l| l < LEVELS).map(levels::spec);
        let mut depth_limit = limits.depth.unwrap_or(search::MAX_PLY as u32 - 1);
        let mut node_limit = limits.nodes;
        let mut multipv = limits.multipv.max(1);
        if let Some(spec) = level {
            depth_limit = depth_limit.min(spec.depth);
            node_limit = Some(node_limit.map_or(spec.nodes, |n| n.min(spec.nodes)));
            multipv = multipv.max(spec.lines);
        }
        let has_limit = limits.infinite
            || limits.depth.is_some()
            || limits.nodes.is_some()
            || limits.movetime_ms.is_some()
            || limits.clock.is_some()
            || level.is_some();
        if !has_limit {
            depth_limit = depth_limit.min(12);
        }
        let shared = Arc::new(Shared {
            stop: std::sync::atomic::AtomicBool::new(false),
            nodes: std::sync::atomic::AtomicU64::new(0),
            tt: Arc::clone(&inner.tt),
            start: Instant::now(),
            budget: limits.budget(pos.side_to_move()),
            node_limit,
            depth_limit,
            multipv,
            network: match inner.evaluation {
                Evaluation::Network => inner.network.clone().or_else(nnue::embedded_shared),
                Evaluation::Handwritten => None,
            },
            params: inner.search_params(),
        });
        inner.current = Some(Arc::clone(&shared));
        let threads = if level.is_some() || node_limit.is_some() && limits.nodes.is_some() && inner.config.threads == 1
        {
            1
        } else {
            inner.config.threads
        };
        let (tx, rx) = channel();
        let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let on_info: Arc<dyn Fn(SearchInfo) + Send + Sync> = Arc::new(on_info);
        let mut jobs: Vec<Box<dyn FnOnce() + Send>> = Vec::new();
        for thread in 0..threads.min(inner.pool.size()) {
            let shared = Arc::clone(&shared);
            let pos = pos.clone();
            let on_info = Arc::clone(&on_info);
            let tx = tx.clone();
            let done = Arc::clone(&done);
            let learned = Arc::clone(&inner.learned);
            jobs.push(Box::new(move || {
                let report = match pos {
                    AnyPosition::Small(p) => run_thread(p, &shared, thread, level, &learned[thread], &*on_info),
                    AnyPosition::Large(p) => run_thread(p, &shared, thread, level, &learned[thread], &*on_info),
                };
                if let Some(r) = report {
                    done.store(true, Ordering::Release);
                    let _ = tx.send(r);
                }
            }));
        }
        inner.pool.run(jobs);
        SearchHandle { shared, result: rx, done }
    }

    /// Searches and waits for the result.
    pub fn search(&self, pos: &AnyPosition, limits: Limits) -> SearchReport {
        self.start(pos, limits, |_| {}).wait()
    }

    /// Whether the engine, playing the side that did not offer, accepts a draw
    /// offered by the side to move. As a club player would: when it stands
    /// clearly worse, at any time; in a balanced position only once the game
    /// has been played ([`DRAW_MIN_MOVES`]), never in the opening; when it
    /// stands better, never. The search is at full strength whatever the
    /// level, so a weak level's blunders do not make it agree early.
    pub fn accepts_draw(&self, pos: &AnyPosition) -> bool {
        let report = self.search(pos, Limits { movetime_ms: Some(300), depth: Some(10), ..Limits::default() });
        // The score is the offering side's view; the engine's view is its negation.
        let mine = -report.score.as_cp();
        mine <= -DRAW_WHEN_WORSE_CP || (pos.fullmove_number() >= DRAW_MIN_MOVES && mine <= DRAW_BALANCED_CP)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn finds_a_move_in_every_variant() {
        let engine = Engine::new(EngineConfig { threads: 2, hash_mb: 8 });
        for v in Variant::ALL {
            let pos = AnyPosition::start(v);
            let r = engine.search(&pos, Limits { depth: Some(4), ..Limits::default() });
            let best = r.best_move.expect("a move");
            assert!(pos.legal_moves().iter().any(|m| m.uci == best), "{v}: {best}");
        }
    }

    #[test]
    fn the_network_finds_a_move_in_every_variant_and_stays_deterministic() {
        let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 8 });
        engine.set_evaluation(Evaluation::Network);
        for v in Variant::ALL {
            let pos = AnyPosition::start(v);
            let limits = Limits { nodes: Some(3_000), ..Limits::default() };
            let first = engine.search(&pos, limits);
            engine.new_game();
            let again = engine.search(&pos, limits);
            let best = first.best_move.clone().expect("a move");
            assert!(pos.legal_moves().iter().any(|m| m.uci == best), "{v}: {best}");
            assert_eq!(first, again, "{v}: one thread at fixed nodes repeats itself");
            engine.new_game();
        }
    }

    #[test]
    fn a_network_set_on_the_engine_is_the_one_the_search_evaluates_with() {
        let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 8 });
        engine.set_evaluation(Evaluation::Network);
        let pos = AnyPosition::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1").unwrap();
        let depth_one = Limits { depth: Some(1), ..Limits::default() };
        let embedded = engine.search(&pos, depth_one).score;
        assert!(matches!(embedded, Score::Cp(cp) if cp > 300), "a queen up: {embedded:?}");
        // A network that sees nothing: every position is level.
        let blind = nnue::Network {
            input_weights: vec![[0; nnue::HIDDEN]; nnue::features::FEATURES],
            hidden_bias: [0; nnue::HIDDEN],
            heads: vec![nnue::OutputHead { own: [0; nnue::HIDDEN], theirs: [0; nnue::HIDDEN], bias: 0 }],
        };
        engine.set_network(Some(Arc::new(blind)));
        assert_eq!(engine.search(&pos, depth_one).score, Score::Cp(0));
        engine.set_network(None);
        assert!(engine.network().is_none());
        assert_eq!(engine.search(&pos, depth_one).score, embedded, "the embedded network again");
    }

    #[test]
    fn margins_set_on_the_engine_are_the_ones_the_search_prunes_with() {
        let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 8 });
        let pos = AnyPosition::start(Variant::Chess);
        let depth = Limits { depth: Some(9), ..Limits::default() };
        let nodes = |engine: &Engine| {
            engine.new_game();
            engine.search(&pos, depth).nodes
        };
        assert_eq!(engine.search_params(), search_params::NETWORK, "the default evaluation's margins");
        let own = nodes(&engine);
        // Reductions twice as deep: a much smaller tree to the same depth.
        let reduced = SearchParams { lmr_base: 150, lmr_divisor: 110, ..search_params::NETWORK };
        engine.set_search_params(Some(reduced));
        assert_eq!(engine.search_params(), reduced);
        assert!(nodes(&engine) < own * 3 / 4, "deeper reductions search fewer nodes");
        engine.set_search_params(None);
        assert_eq!(nodes(&engine), own, "the evaluation's own margins again");
        engine.set_evaluation(Evaluation::Handwritten);
        assert_eq!(engine.search_params(), search_params::HANDWRITTEN);
    }

    #[test]
    fn a_draw_is_agreed_when_worse_or_after_the_opening_never_in_a_balanced_opening() {
        let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 8 });
        let at = |fen: &str| engine.accepts_draw(&AnyPosition::from_fen(Variant::Chess, fen).unwrap());
        // White offers; the engine plays Black.
        assert!(!at("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"), "balanced, move 2: declined");
        assert!(at("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 40"), "balanced, move 40: agreed");
        assert!(at("4k3/8/8/8/8/8/8/3QK3 w - - 0 3"), "a queen down at move 3: agreed");
        assert!(!at("3qk3/8/8/8/8/8/8/4K3 w - - 0 45"), "a queen up: declined, however late");
    }

    #[test]
    fn stop_returns_promptly_from_an_infinite_search() {
        let engine = Engine::new(EngineConfig { threads: 2, hash_mb: 8 });
        let h =
            engine.start(&AnyPosition::start(Variant::Chess), Limits { infinite: true, ..Limits::default() }, |_| {});
        std::thread::sleep(std::time::Duration::from_millis(100));
        h.stop();
        let r = h.wait();
        assert!(r.best_move.is_some());
    }

    #[test]
    fn a_fixed_move_time_is_used_not_cut_short_when_the_move_settles() {
        // The start position settles fast: a clock would stop early, movetime must not.
        let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 8 });
        let started = std::time::Instant::now();
        let r =
            engine.search(&AnyPosition::start(Variant::Chess), Limits { movetime_ms: Some(400), ..Limits::default() });
        assert!(r.best_move.is_some());
        let spent = started.elapsed().as_millis();
        assert!(spent >= 350, "stopped after {spent} ms of 400");
    }

    #[test]
    fn every_thread_keeps_what_it_learned_until_a_new_game() {
        let engine = Engine::new(EngineConfig { threads: 2, hash_mb: 8 });
        let kept = |e: &Engine| {
            let inner = e.lock();
            inner.pool.wait_idle();
            inner.learned.iter().filter(|s| s.lock().unwrap().is_some()).count()
        };
        assert_eq!(kept(&engine), 0);
        engine.search(&AnyPosition::start(Variant::Mirodol), Limits { depth: Some(5), ..Limits::default() });
        assert_eq!(kept(&engine), 2, "both threads kept their tables");
        // Another board size: the 10×10 tables are replaced, not misused.
        let r = engine.search(&AnyPosition::start(Variant::Chess), Limits { depth: Some(5), ..Limits::default() });
        assert!(r.best_move.is_some());
        engine.new_game();
        assert_eq!(kept(&engine), 0, "a new game starts from nothing");
    }
}
