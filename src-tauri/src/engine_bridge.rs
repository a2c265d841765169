//! The one place the app talks to the engine crate. The game controller asks
//! this module to think, hint or judge a draw offer; the engine's API is wired
//! in this file only.

use engine::{Clock, Engine, EngineConfig, Limits, SearchHandle};
use rules::AnyPosition;

/// Number of strength levels; the highest is full strength.
pub const LEVELS: u8 = engine::LEVELS;

/// Longest the engine thinks over one move in an untimed game, ms. Keeps a
/// full-strength engine pleasant to play without a clock.
const UNTIMED_MOVE_MS: u64 = 1_500;

/// How long a hint searches, ms.
const HINT_MS: u64 = 1_000;

/// Transposition table size: enough for play at these time controls while
/// keeping the app's memory small.
const HASH_MB: usize = 16;

/// Hash of the review's analysis engine: one thread looking at one position
/// at a time needs little.
const ANALYSIS_HASH_MB: usize = 16;

/// An evaluation from White's point of view, as the review plots it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Eval {
    /// Centipawns for White (mates as ±100,000 minus the distance).
    pub cp: i32,
    /// Mate in this many moves for White (negative: Black mates), if found.
    pub mate: Option<i32>,
}

/// The review's own engine: separate from the game's (a search started on
/// one engine stops the other's), one thread so the window and a game in
/// progress keep the other core.
pub struct Analyzer {
    engine: Engine,
}

impl Analyzer {
    /// A one-thread engine with a small hash.
    pub fn new() -> Self {
        Analyzer { engine: Engine::new(EngineConfig { threads: 1, hash_mb: ANALYSIS_HASH_MB }) }
    }

    /// Evaluates `pos` (which has a legal move) for about `movetime_ms`:
    /// White's evaluation and the best move in UCI. Blocking.
    pub fn evaluate(&self, pos: &AnyPosition, movetime_ms: u64) -> (Eval, Option<String>) {
        let report = self.engine.search(pos, Limits { movetime_ms: Some(movetime_ms), ..Limits::default() });
        let white = pos.side_to_move() == rules::Color::White;
        let sign = if white { 1 } else { -1 };
        let mate = match report.score {
            engine::Score::Mate(n) => Some(n * sign),
            engine::Score::Cp(_) => None,
        };
        (Eval { cp: report.score.as_cp() * sign, mate }, report.best_move)
    }

    /// Stops the position being evaluated (the review was closed).
    pub fn stop(&self) {
        self.engine.stop();
    }
}

impl Default for Analyzer {
    fn default() -> Self {
        Self::new()
    }
}

/// Clock state handed to the engine's time management.
#[derive(Debug, Clone, Copy)]
pub struct ThinkClock {
    /// White's time left, ms.
    pub wtime_ms: u64,
    /// Black's time left, ms.
    pub btime_ms: u64,
    /// Increment, ms (both sides).
    pub inc_ms: u64,
}

/// A search running on the engine's threads.
pub struct Thinking(SearchHandle);

impl Thinking {
    /// Asks the search to stop as soon as it can.
    pub fn stop(&self) {
        self.0.stop();
    }
    /// Whether the best move is ready.
    pub fn is_finished(&self) -> bool {
        self.0.is_finished()
    }
    /// Waits for the result: the best move in UCI, `None` when there is none.
    pub fn wait(self) -> Option<String> {
        self.0.wait().best_move
    }
}

/// The engine as the app uses it. Cheap to clone (the engine shares its
/// thread pool and hash table between clones).
#[derive(Clone)]
pub struct EngineBridge {
    engine: Engine,
}

impl Default for EngineBridge {
    fn default() -> Self {
        Self::new()
    }
}

impl EngineBridge {
    /// An engine on all cores (up to the engine's cap) with a modest hash.
    pub fn new() -> Self {
        let threads = EngineConfig::default().threads;
        EngineBridge { engine: Engine::new(EngineConfig { threads, hash_mb: HASH_MB }) }
    }

    /// Starts thinking about `pos` at `level` (1..=[`LEVELS`]) and returns at once.
    pub fn think(&self, pos: &AnyPosition, level: u8, clock: Option<ThinkClock>) -> Thinking {
        let limits = Limits {
            level: (level < LEVELS).then_some(level),
            movetime_ms: clock.is_none().then_some(UNTIMED_MOVE_MS),
            clock: clock.map(|c| Clock {
                wtime_ms: c.wtime_ms,
                btime_ms: c.btime_ms,
                winc_ms: c.inc_ms,
                binc_ms: c.inc_ms,
                moves_to_go: None,
            }),
            ..Limits::default()
        };
        Thinking(self.engine.start(pos, limits, |_| {}))
    }

    /// The move the engine recommends for the side to move, at full
    /// strength (blocking; call off the UI thread).
    pub fn hint(&self, pos: &AnyPosition) -> Option<String> {
        self.engine.search(pos, Limits { movetime_ms: Some(HINT_MS), ..Limits::default() }).best_move
    }

    /// Whether the engine accepts a draw offered by the side to move in `pos`.
    pub fn accepts_draw(&self, pos: &AnyPosition) -> bool {
        self.engine.accepts_draw(pos)
    }

    /// Forgets everything learned in the previous game.
    pub fn new_game(&self) {
        self.engine.new_game();
    }

    /// The engine's version for the About screen.
    pub fn version() -> &'static str {
        engine::VERSION
    }
}
