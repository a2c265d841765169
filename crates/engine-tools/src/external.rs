//! A minimal UCI client for external engines, so the arena can measure us
//! against a reference engine (Fairy-Stockfish) on the same Fischer clock.
//!
//! Standard library only: the engine runs as a child process, one reader
//! thread turns its output into lines, and every wait has a deadline, so a
//! hung or crashed engine becomes an error (a lost game) instead of a hang.
//! The child is killed when the client is dropped.
//!
//! Positions go out as plain six-field FEN plus `moves`: the external engine
//! knows nothing of our extended FEN fields, so the caller must only use
//! start positions where its own rules derive the same (see
//! `docs/benchmarks.md#against-fairy-stockfish`). Piece letters are mapped
//! through [`PieceLetters`] in both directions.

use engine::Limits;
use rules::Color;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// What went wrong talking to an external engine. Every variant names the
/// engine's path or the step, so a failed benchmark run says why.
#[derive(Debug, thiserror::Error)]
pub enum ExternalError {
    /// The program could not be started (missing binary, no permission).
    #[error("cannot start external engine {path}: {source}")]
    Spawn {
        /// The program.
        path: PathBuf,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// Writing a command failed: the engine has exited.
    #[error("external engine stopped reading commands: {0}")]
    Write(std::io::Error),
    /// The engine closed its output (exited or crashed) while we waited.
    #[error("external engine exited while we waited for '{0}'")]
    Closed(&'static str),
    /// The engine did not answer in time.
    #[error("external engine gave no '{waiting_for}' within {after_ms} ms")]
    Timeout {
        /// The reply we waited for.
        waiting_for: &'static str,
        /// How long we waited.
        after_ms: u128,
    },
    /// A reply we could not read (e.g. `Nodes searched: x`).
    #[error("unexpected reply from external engine: '{0}'")]
    Reply(String),
    /// A letter map that is not one-to-one.
    #[error("piece letter map is not one-to-one: '{0}' appears twice")]
    LetterMap(char),
    /// Limits the UCI `go` command cannot express (e.g. `infinite`, which never returns a move).
    #[error("limits not expressible as a UCI 'go' that ends by itself")]
    Unbounded,
}

/// How our piece letters map to the external engine's. Fairy-Stockfish lets a
/// variant file pick any letter per piece, and its built-in variants differ
/// from ours (in its `amazon` variant the amazon is `a`), so moves and FENs
/// are translated instead of assuming equal letters. Letters are compared
/// case-insensitively; a letter without an entry maps to itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PieceLetters {
    /// (ours, theirs) pairs, lower case.
    pairs: Vec<(char, char)>,
}

impl PieceLetters {
    /// Every letter maps to itself (our `bench/fairy/maharajah.ini` uses `m`, `a`, `c`).
    pub fn identity() -> Self {
        PieceLetters::default()
    }

    /// A map from (ours, theirs) pairs. Fails when a letter appears twice on
    /// either side, since the reverse mapping would then be ambiguous.
    pub fn new(pairs: &[(char, char)]) -> Result<Self, ExternalError> {
        let pairs: Vec<(char, char)> =
            pairs.iter().map(|&(o, t)| (o.to_ascii_lowercase(), t.to_ascii_lowercase())).collect();
        for (i, &(o, t)) in pairs.iter().enumerate() {
            if let Some(&(o2, _)) = pairs[..i].iter().find(|p| p.0 == o) {
                return Err(ExternalError::LetterMap(o2));
            }
            if let Some(&(_, t2)) = pairs[..i].iter().find(|p| p.1 == t) {
                return Err(ExternalError::LetterMap(t2));
            }
        }
        Ok(PieceLetters { pairs })
    }

    fn map(
        c: char,
        from: impl Fn(&(char, char)) -> char,
        to: impl Fn(&(char, char)) -> char,
        pairs: &[(char, char)],
    ) -> char {
        let lower = c.to_ascii_lowercase();
        let mapped = pairs.iter().find(|p| from(p) == lower).map(&to).unwrap_or(lower);
        if c.is_ascii_uppercase() {
            mapped.to_ascii_uppercase()
        } else {
            mapped
        }
    }

    /// Our letter as the external engine writes it (case kept).
    pub fn to_theirs(&self, c: char) -> char {
        Self::map(c, |p| p.0, |p| p.1, &self.pairs)
    }

    /// The external engine's letter as we write it (case kept).
    pub fn to_ours(&self, c: char) -> char {
        Self::map(c, |p| p.1, |p| p.0, &self.pairs)
    }

    /// An extended FEN of ours as a plain six-field FEN for the external
    /// engine: our optional `<variant-sides>` and `<unmoved-pawns>` fields are
    /// dropped (the external engine would reject or misread them) and board
    /// letters are mapped. Missing trailing fields get the usual defaults.
    pub fn plain_fen(&self, fen: &str) -> String {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let board: String = fields
            .first()
            .unwrap_or(&"")
            .chars()
            .map(|c| if c.is_ascii_alphabetic() { self.to_theirs(c) } else { c })
            .collect();
        let defaults = ["w", "-", "-", "0", "1"];
        let mut out = board;
        for (i, d) in defaults.iter().enumerate() {
            out.push(' ');
            out.push_str(fields.get(i + 1).unwrap_or(d));
        }
        out
    }

    /// Our UCI move in the external engine's letters (only a promotion suffix changes).
    pub fn move_to_theirs(&self, uci: &str) -> String {
        map_suffix(uci, |c| self.to_theirs(c))
    }

    /// The external engine's UCI move in our letters.
    pub fn move_to_ours(&self, uci: &str) -> String {
        map_suffix(uci, |c| self.to_ours(c))
    }
}

/// Maps the one-letter suffix after the two squares of a UCI move (`e7e8m`);
/// anything else is returned unchanged.
fn map_suffix(uci: &str, f: impl Fn(char) -> char) -> String {
    let b = uci.as_bytes();
    let mut i = 0;
    for _ in 0..2 {
        if i >= b.len() || !b[i].is_ascii_lowercase() {
            return uci.to_string();
        }
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
    }
    let (squares, suffix) = uci.split_at(i);
    let mut chars = suffix.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_alphabetic() => format!("{squares}{}", f(c)),
        _ => uci.to_string(),
    }
}

/// The centipawn figure [`ExternalEngine::evaluate`] gives a forced mate.
pub const MATE_CP: i32 = 30_000;

/// The score of a UCI `info` line (`score cp 35`, `score mate -3`), if it
/// has one: centipawns, a mate as ±[`MATE_CP`]. Bound-only scores
/// (`lowerbound` / `upperbound`) are skipped: they are not the result.
fn score_of(line: &str) -> Option<i32> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.first() != Some(&"info") || words.iter().any(|w| *w == "lowerbound" || *w == "upperbound") {
        return None;
    }
    let at = words.iter().position(|w| *w == "score")?;
    let value: i32 = words.get(at + 2)?.parse().ok()?;
    match *words.get(at + 1)? {
        "cp" => Some(value),
        "mate" => Some(if value > 0 { MATE_CP } else { -MATE_CP }),
        _ => None,
    }
}

/// How to start and set up an external engine.
#[derive(Clone, Debug)]
pub struct ExternalConfig {
    /// The program.
    pub path: PathBuf,
    /// Its command-line arguments.
    pub args: Vec<String>,
    /// `setoption` name/value pairs, sent in this order after `uciok`
    /// (order matters: Fairy-Stockfish needs `VariantPath` before `UCI_Variant`).
    pub options: Vec<(String, String)>,
    /// Piece letter translation.
    pub letters: PieceLetters,
    /// Deadline for a move when the limits give no time (depth or node limits).
    pub move_timeout: Duration,
    /// Extra time beyond a time limit before the engine is declared hung.
    pub grace: Duration,
}

impl ExternalConfig {
    /// A config for `path` with no options, identity letters, a 5-minute
    /// move deadline for untimed searches and 2 s of grace on timed ones.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        ExternalConfig {
            path: path.into(),
            args: Vec::new(),
            options: Vec::new(),
            letters: PieceLetters::identity(),
            move_timeout: Duration::from_secs(300),
            grace: Duration::from_secs(2),
        }
    }

    /// Adds a `setoption` (builder style).
    pub fn option(mut self, name: &str, value: impl ToString) -> Self {
        self.options.push((name.to_string(), value.to_string()));
        self
    }
}

/// A running external UCI engine. Dropping it sends `quit` and kills the process.
pub struct ExternalEngine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    name: String,
    config: ExternalConfig,
}

/// Time allowed for the handshake and `isready` answers.
const HANDSHAKE: Duration = Duration::from_secs(20);

impl ExternalEngine {
    /// Starts the program, runs the `uci` handshake, sends the options and
    /// waits until it is ready.
    pub fn start(config: ExternalConfig) -> Result<Self, ExternalError> {
        let mut child = Command::new(&config.path)
            .args(&config.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|source| ExternalError::Spawn { path: config.path.clone(), source })?;
        let stdin = child.stdin.take().ok_or(ExternalError::Closed("stdin"))?;
        let stdout = child.stdout.take().ok_or(ExternalError::Closed("stdout"))?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = ExternalEngine { child, stdin, lines, name: String::new(), config };
        e.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE;
        loop {
            let line = e.next_line(deadline, "uciok")?;
            if let Some(name) = line.strip_prefix("id name ") {
                e.name = name.trim().to_string();
            }
            if line.trim() == "uciok" {
                break;
            }
        }
        for (name, value) in e.config.options.clone() {
            e.send(&format!("setoption name {name} value {value}"))?;
        }
        e.sync()?;
        Ok(e)
    }

    /// The engine's `id name`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The letter map in use.
    pub fn letters(&self) -> &PieceLetters {
        &self.config.letters
    }

    /// Sets an option between games (for example `UCI_Variant` when the
    /// next game is another variant) and waits until the engine is ready.
    pub fn set_option(&mut self, name: &str, value: impl ToString) -> Result<(), ExternalError> {
        self.send(&format!("setoption name {name} value {}", value.to_string()))?;
        self.sync()
    }

    /// Starts a new game: clears the engine's hash and history, as a GUI does.
    pub fn new_game(&mut self) -> Result<(), ExternalError> {
        self.send("ucinewgame")?;
        self.sync()
    }

    /// Leaf count of the move tree of `fen` (our extended FEN) to `depth`,
    /// by `go perft` (Stockfish's `Nodes searched: N`): the cross-check that
    /// the external engine plays by the same rules as ours.
    pub fn perft(&mut self, fen: &str, depth: u32) -> Result<u64, ExternalError> {
        let plain = self.config.letters.plain_fen(fen);
        self.send(&format!("position fen {plain}"))?;
        self.send(&format!("go perft {depth}"))?;
        let deadline = Instant::now() + self.config.move_timeout;
        loop {
            let line = self.next_line(deadline, "Nodes searched")?;
            if let Some(n) = line.trim().strip_prefix("Nodes searched:") {
                return n.trim().parse().map_err(|_| ExternalError::Reply(line.clone()));
            }
        }
    }

    /// The engine's move (in our notation) after `moves` from `start_fen`
    /// (our extended FEN) with `side` to move, searching within `limits`
    /// (depth, nodes, movetime and clock are sent; level and multipv are
    /// ours only). `None` when the engine reports no move (`(none)` / `0000`).
    pub fn best_move(
        &mut self,
        start_fen: &str,
        moves: &[String],
        side: Color,
        limits: &Limits,
    ) -> Result<Option<String>, ExternalError> {
        let mut go = String::from("go");
        let mut time_limit = None;
        if let Some(d) = limits.depth {
            go.push_str(&format!(" depth {d}"));
        }
        if let Some(n) = limits.nodes {
            go.push_str(&format!(" nodes {n}"));
        }
        if let Some(ms) = limits.movetime_ms {
            go.push_str(&format!(" movetime {ms}"));
            time_limit = Some(ms);
        }
        if let Some(c) = limits.clock {
            go.push_str(&format!(" wtime {} btime {} winc {} binc {}", c.wtime_ms, c.btime_ms, c.winc_ms, c.binc_ms));
            if let Some(m) = c.moves_to_go {
                go.push_str(&format!(" movestogo {m}"));
            }
            let own = if side == Color::White { c.wtime_ms } else { c.btime_ms };
            time_limit = Some(time_limit.map_or(own, |t: u64| t.min(own)));
        }
        if limits.infinite || go == "go" {
            return Err(ExternalError::Unbounded);
        }
        let letters = &self.config.letters;
        let mut position = format!("position fen {}", letters.plain_fen(start_fen));
        if !moves.is_empty() {
            position.push_str(" moves");
            for m in moves {
                position.push(' ');
                position.push_str(&letters.move_to_theirs(m));
            }
        }
        self.send(&position)?;
        self.send(&go)?;
        let wait = time_limit.map_or(self.config.move_timeout, |ms| Duration::from_millis(ms) + self.config.grace);
        match self.bestmove(Instant::now() + wait) {
            Err(e @ ExternalError::Timeout { .. }) => {
                // Try to resynchronise for the next game; the caller counts this one lost.
                let _ = self.send("stop");
                let _ = self.bestmove(Instant::now() + Duration::from_secs(1));
                Err(e)
            }
            other => other,
        }
    }

    /// The engine's score of `fen` (our extended FEN) for the side to move,
    /// in centipawns, after a fresh search to `depth` (a mate is
    /// ±[`MATE_CP`]). Used to pick balanced start positions: a referee's
    /// opinion of who stands better before a game starts.
    pub fn evaluate(&mut self, fen: &str, depth: u32) -> Result<i32, ExternalError> {
        self.new_game()?;
        let plain = self.config.letters.plain_fen(fen);
        self.send(&format!("position fen {plain}"))?;
        self.send(&format!("go depth {depth}"))?;
        let deadline = Instant::now() + self.config.move_timeout;
        let mut score = None;
        loop {
            let line = self.next_line(deadline, "bestmove")?;
            if line.starts_with("bestmove") {
                return score.ok_or(ExternalError::Reply(line));
            }
            score = score_of(&line).or(score);
        }
    }

    /// Reads up to the `bestmove` line and returns its move in our letters.
    fn bestmove(&mut self, deadline: Instant) -> Result<Option<String>, ExternalError> {
        loop {
            let line = self.next_line(deadline, "bestmove")?;
            let mut words = line.split_whitespace();
            if words.next() == Some("bestmove") {
                return Ok(match words.next() {
                    None | Some("(none)") | Some("0000") => None,
                    Some(m) => Some(self.config.letters.move_to_ours(m)),
                });
            }
        }
    }

    fn send(&mut self, line: &str) -> Result<(), ExternalError> {
        writeln!(self.stdin, "{line}").and_then(|_| self.stdin.flush()).map_err(ExternalError::Write)
    }

    /// `isready` / `readyok`: the engine has processed every command sent so far.
    fn sync(&mut self) -> Result<(), ExternalError> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE;
        while self.next_line(deadline, "readyok")?.trim() != "readyok" {}
        Ok(())
    }

    fn next_line(&mut self, deadline: Instant, waiting_for: &'static str) -> Result<String, ExternalError> {
        let started = Instant::now();
        let left = deadline.saturating_duration_since(started);
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(ExternalError::Timeout { waiting_for, after_ms: left.as_millis() }),
            Err(RecvTimeoutError::Disconnected) => Err(ExternalError::Closed(waiting_for)),
        }
    }
}

impl Drop for ExternalEngine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // Give it a moment to exit cleanly, then make sure it is gone.
        let until = Instant::now() + Duration::from_millis(500);
        while Instant::now() < until {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_fen_drops_our_extra_fields() {
        let l = PieceLetters::identity();
        assert_eq!(
            l.plain_fen("bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb"),
            "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1"
        );
        assert_eq!(l.plain_fen("4k3/8/8/8/8/3P4/8/4K2M b - - 3 20 w d3"), "4k3/8/8/8/8/3P4/8/4K2M b - - 3 20");
        // Castling rights are kept for chess; missing counters get defaults.
        assert_eq!(l.plain_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq -"), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    }

    #[test]
    fn letters_map_boards_and_promotions_both_ways() {
        // Fairy-Stockfish's built-in `amazon` variant writes the amazon as `a`.
        let l = PieceLetters::new(&[('m', 'a'), ('a', 'x')]).expect("one-to-one");
        assert_eq!(l.plain_fen("4k2m/8/8/8/8/8/8/A3K2M w - - 0 1 wb"), "4k2a/8/8/8/8/8/8/X3K2A w - - 0 1");
        assert_eq!(l.move_to_theirs("e7e8m"), "e7e8a");
        assert_eq!(l.move_to_theirs("e7e8a"), "e7e8x");
        assert_eq!(l.move_to_ours("e7e8a"), "e7e8m");
        assert_eq!(l.move_to_ours("e2e1x"), "e2e1a");
        assert_eq!(l.move_to_ours("e7e8q"), "e7e8q");
        assert_eq!(l.move_to_ours("e2e4"), "e2e4");
        assert_eq!(l.move_to_ours("a10a9"), "a10a9");
        // Our maharajah.ini letters are ours.
        let id = PieceLetters::identity();
        for m in ["b7a8m", "b7a8a", "b7a8c", "g2h1q"] {
            assert_eq!(id.move_to_ours(m), m);
            assert_eq!(id.move_to_theirs(m), m);
        }
        assert!(matches!(PieceLetters::new(&[('m', 'a'), ('c', 'a')]), Err(ExternalError::LetterMap('a'))));
        assert!(matches!(PieceLetters::new(&[('m', 'a'), ('m', 'x')]), Err(ExternalError::LetterMap('m'))));
    }

    #[test]
    fn info_scores_are_read_and_bounds_skipped() {
        assert_eq!(score_of("info depth 12 seldepth 20 score cp -35 nodes 100 pv e2e4"), Some(-35));
        assert_eq!(score_of("info depth 3 score mate 2 pv d1h5"), Some(MATE_CP));
        assert_eq!(score_of("info depth 3 score mate -1 pv d1h5"), Some(-MATE_CP));
        assert_eq!(score_of("info depth 9 score cp 50 lowerbound nodes 3"), None);
        assert_eq!(score_of("info string NNUE disabled"), None);
        assert_eq!(score_of("bestmove e2e4"), None);
    }

    #[test]
    fn a_missing_program_is_a_clear_error() {
        let err = ExternalEngine::start(ExternalConfig::new("/nonexistent/engine")).err().expect("fails");
        assert!(matches!(err, ExternalError::Spawn { .. }));
        assert!(err.to_string().contains("/nonexistent/engine"));
    }
}
