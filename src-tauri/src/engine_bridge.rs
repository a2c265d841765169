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

/// Hash of the engine lines' engine: one thread looking at one position at
/// a time needs little.
const LINES_HASH_MB: usize = 16;

/// The review's own engine: separate from the game's (a search started on
/// one engine stops the other's), one thread so the window and a game in
/// progress keep the other core.
pub struct Analyzer {
    engine: Engine,
}

impl Analyzer {
    /// The review's engine ([`engine::review::review_engine`]).
    pub fn new() -> Self {
        Analyzer { engine: engine::review::review_engine() }
    }

    /// Judges a whole game ([`engine::review::analyse`]): every position,
    /// then the positions around the moves it would mark, more deeply.
    /// Blocking; `None` when `cancelled` said so.
    pub fn analyse_game(
        &self,
        positions: &[AnyPosition],
        moves: &[String],
        nodes: u64,
        on_progress: impl FnMut(&engine::review::Progress),
        cancelled: impl Fn() -> bool,
    ) -> Option<(Vec<engine::review::PlyEval>, Vec<engine::review::MoveMark>)> {
        engine::review::analyse(&self.engine, positions, moves, nodes, on_progress, cancelled)
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

/// One line of a live analysis, from White's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveLine {
    /// Its rank, 1 = the best.
    pub rank: usize,
    /// The depth it was completed at.
    pub depth: u32,
    /// Centipawns for White (mates as ±100,000 minus the distance).
    pub cp: i32,
    /// Mate in this many moves for White (negative: Black mates), if found.
    pub mate: Option<i32>,
    /// The line's moves in UCI.
    pub pv: Vec<String>,
}

/// The engine behind the engine lines the player asks for (review,
/// explored variations, casual games): its own, so asking never stops a
/// game's engine or the review's analysis; one thread, so the window and
/// a game keep the other core.
pub struct LineEngine {
    engine: Engine,
}

impl Default for LineEngine {
    fn default() -> Self {
        Self::new()
    }
}

impl LineEngine {
    /// A one-thread engine with a small hash.
    pub fn new() -> Self {
        LineEngine { engine: Engine::new(EngineConfig { threads: 1, hash_mb: LINES_HASH_MB }) }
    }

    /// Starts searching `pos` for its `count` best lines for at most
    /// `max_ms`; `on_line` hears every line at every completed depth.
    pub fn start(
        &self,
        pos: &AnyPosition,
        count: usize,
        max_ms: u64,
        on_line: impl Fn(LiveLine) + Send + Sync + 'static,
    ) -> Thinking {
        let sign = if pos.side_to_move() == rules::Color::White { 1 } else { -1 };
        let limits = Limits { movetime_ms: Some(max_ms), multipv: count.max(1), ..Limits::default() };
        Thinking(self.engine.start(pos, limits, move |info| {
            on_line(LiveLine {
                rank: info.multipv,
                depth: info.depth,
                cp: info.score.as_cp() * sign,
                mate: match info.score {
                    engine::Score::Mate(n) => Some(n * sign),
                    engine::Score::Cp(_) => None,
                },
                pv: info.pv,
            })
        }))
    }

    /// Stops the running search.
    pub fn stop(&self) {
        self.engine.stop();
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
            // A person waits at the other side of the board.
            human_pace: true,
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

    /// Each level's approximate rating, level 1 first ([`engine::levels::LevelSpec::rating`]).
    pub fn ratings() -> Vec<u16> {
        engine::levels::LEVEL_TABLE.iter().map(|l| l.rating).collect()
    }

    /// The engine's version for the About screen.
    pub fn version() -> &'static str {
        engine::VERSION
    }
}
