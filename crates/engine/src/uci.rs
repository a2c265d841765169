//! The UCI protocol, with `UCI_Variant` = chess | maharajah | mirodol and
//! extended FEN in `position fen`, so other chess GUIs can use the engine.
//!
//! [`UciSession`] reads commands one line at a time and writes replies to any
//! writer, so the conversation is tested in-process as well as over pipes.
//!
//! No command aborts the engine, whatever a GUI or a person sends: a `spin`
//! option's value is clamped to the range `uci` advertises ([`SPINS`], one
//! table for both), a value that is not a number changes nothing and is
//! answered with an `info string`, and [`read_command`] bounds a line's length
//! and reads any bytes.

use crate::{bench, tt, Clock, Engine, EngineConfig, Evaluation, Limits, SearchInfo, LEVELS, VERSION};
use rules::{AnyPosition, Variant};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// A `spin` option: what `uci` advertises, and the range `setoption` clamps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spin {
    /// The option's name as advertised (matched without regard to case).
    pub name: &'static str,
    /// The value before any `setoption`.
    pub default: i64,
    /// The smallest value taken.
    pub min: i64,
    /// The largest value taken.
    pub max: i64,
}

/// Search threads: beyond this a thread adds nothing but memory.
pub const MAX_THREADS: i64 = 64;

/// Lines of `MultiPV`.
pub const MAX_MULTIPV: i64 = 64;

/// Every `spin` option, in the order `uci` lists them.
pub const SPINS: [Spin; 4] = [
    Spin { name: "Hash", default: 64, min: 1, max: tt::MAX_MB as i64 },
    Spin { name: "Threads", default: 1, min: 1, max: MAX_THREADS },
    Spin { name: "MultiPV", default: 1, min: 1, max: MAX_MULTIPV },
    Spin { name: "Level", default: LEVELS as i64, min: 1, max: LEVELS as i64 },
];

/// The deepest `go perft` (its recursion is as deep as asked, on its
/// thread's stack; depth 12 already takes days, and `stop` ends it).
pub const MAX_PERFT_DEPTH: u32 = 20;

/// The longest command line read (1 MiB: a `position … moves` line of a
/// thousand-move game is 5 KiB); a longer one is skipped whole.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// `EvalFile`'s value for the network embedded in the binary, its default.
pub const EMBEDDED_NETWORK: &str = "<embedded>";

/// The start of what was sent, for a reply that quotes it (a line may be a megabyte).
fn excerpt(text: &str) -> String {
    text.chars().take(40).collect()
}

impl Spin {
    /// The value `text` sets: a whole number clamped to `min..=max` (numbers
    /// too large for 64 bits included) and whether it was clamped, or why it
    /// sets nothing.
    pub fn value(&self, text: &str) -> Result<(i64, bool), String> {
        let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!(
                "option {} takes a whole number from {} to {}, not '{}'",
                self.name,
                self.min,
                self.max,
                excerpt(text)
            ));
        }
        let n = text.parse::<i64>().unwrap_or(if text.starts_with('-') { i64::MIN } else { i64::MAX });
        let value = n.clamp(self.min, self.max);
        Ok((value, value != n))
    }

    /// The `uci` line advertising the option.
    fn advertised(&self) -> String {
        format!("option name {} type spin default {} min {} max {}", self.name, self.default, self.min, self.max)
    }
}

/// One command line read by [`read_command`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A line (invalid UTF-8 replaced, the line end removed).
    Line(String),
    /// A line longer than [`MAX_LINE_BYTES`], skipped up to its end.
    TooLong,
}

/// Reads the next command line from `input`, never holding more than
/// [`MAX_LINE_BYTES`] of it; `None` at the end of the input.
pub fn read_command<R: BufRead>(input: &mut R) -> std::io::Result<Option<Command>> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            if line.is_empty() && !too_long {
                return Ok(None);
            }
            break;
        }
        let (part, used, ended) = match buf.iter().position(|&b| b == b'\n') {
            Some(at) => (&buf[..at], at + 1, true),
            None => (buf, buf.len(), false),
        };
        if !too_long && line.len() + part.len() <= MAX_LINE_BYTES {
            line.extend_from_slice(part);
        } else {
            too_long = true;
            line = Vec::new();
        }
        input.consume(used);
        if ended {
            break;
        }
    }
    if too_long {
        return Ok(Some(Command::TooLong));
    }
    let text = String::from_utf8_lossy(&line);
    Ok(Some(Command::Line(text.trim_end_matches(['\r', '\n']).to_string())))
}

/// One UCI conversation.
pub struct UciSession<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    engine: Engine,
    variant: Variant,
    position: AnyPosition,
    level: u8,
    multipv: usize,
    waiter: Option<JoinHandle<()>>,
    /// Set to end a running `go perft` (`stop`, `quit`, a new command that waits for it).
    perft_stop: Arc<AtomicBool>,
}

fn send<W: Write>(out: &Mutex<W>, line: &str) {
    let mut w = out.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

fn info_line(i: &SearchInfo) -> String {
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv {}",
        i.depth,
        i.seldepth,
        i.multipv,
        i.score.uci(),
        i.nodes,
        i.nps,
        i.time_ms,
        i.pv.join(" ")
    )
}

impl<W: Write + Send + 'static> UciSession<W> {
    /// A session writing to `out`.
    pub fn new(out: W) -> Self {
        UciSession {
            out: Arc::new(Mutex::new(out)),
            engine: Engine::new(EngineConfig::default()),
            variant: Variant::Chess,
            position: AnyPosition::start(Variant::Chess),
            level: LEVELS,
            multipv: 1,
            waiter: None,
            perft_stop: Arc::default(),
        }
    }

    /// The shared writer (tests read what was written).
    pub fn output(&self) -> Arc<Mutex<W>> {
        Arc::clone(&self.out)
    }

    fn say(&self, line: &str) {
        send(&self.out, line);
    }

    fn finish_search(&mut self) {
        self.engine.stop();
        self.perft_stop.store(true, Ordering::Relaxed);
        if let Some(w) = self.waiter.take() {
            let _ = w.join();
        }
    }

    /// Handles what [`read_command`] read; returns `false` after `quit`.
    pub fn handle_command(&mut self, command: Command) -> bool {
        match command {
            Command::Line(line) => self.handle(&line),
            Command::TooLong => {
                self.say(&format!("info string error: a line longer than {MAX_LINE_BYTES} bytes was skipped"));
                true
            }
        }
    }

    /// Handles one command line; returns `false` after `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = tokens.first() else { return true };
        match cmd {
            "uci" => {
                self.say(&format!("id name Maharajah {VERSION}"));
                self.say("id author the Maharajah team");
                for spin in &SPINS {
                    self.say(&spin.advertised());
                }
                self.say("option name UCI_Variant type combo default chess var chess var maharajah var mirodol");
                self.say("option name UseNNUE type check default true");
                self.say(&format!("option name EvalFile type string default {EMBEDDED_NETWORK}"));
                self.say("uciok");
                if self.engine.config().threads != 1 {
                    self.engine.configure(EngineConfig { threads: 1, ..self.engine.config() });
                }
            }
            "isready" => self.say("readyok"),
            "ucinewgame" => {
                self.finish_search();
                self.engine.new_game();
            }
            "setoption" => self.set_option(&tokens),
            "position" => {
                self.finish_search();
                if let Err(e) = self.set_position(&tokens) {
                    self.say(&format!("info string error: {e}"));
                }
            }
            "go" => {
                self.finish_search();
                self.go(&tokens);
            }
            "stop" => self.finish_search(),
            "quit" => {
                self.finish_search();
                return false;
            }
            "d" => self.say(&format!("info string fen {}", self.position.fen())),
            "bench" => {
                let depth = tokens.get(1).and_then(|d| d.parse().ok()).unwrap_or(bench::DEPTH);
                // A second number sets the threads (the node count is a signature only with one).
                let threads = tokens.get(2).and_then(|t| t.parse().ok()).unwrap_or(1).clamp(1, MAX_THREADS as usize);
                let r = bench::run_with(depth, threads, self.engine.evaluation());
                self.say(&format!("bench: {} nodes {} nps {} ms", r.nodes, r.nps(), r.time_ms));
            }
            "stats" => match crate::stats::report() {
                Some(counts) => self.say(&format!("info string stats {counts}")),
                None => self.say("info string stats: not in this build (cargo build --features stats)"),
            },
            _ => {
                self.say(&format!("info string unknown command '{}'", excerpt(cmd)));
            }
        }
        true
    }

    /// The engine this session drives (tests read its configuration).
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// `setoption name <name> [value <value>]`: a spin option takes its value
    /// clamped to its advertised range; anything else that is wrong is said in
    /// an `info string` and changes nothing.
    fn set_option(&mut self, tokens: &[&str]) {
        let text = tokens.join(" ");
        let Some(rest) = text.strip_prefix("setoption name ") else {
            self.say("info string error: expected 'setoption name <name> [value <value>]'");
            return;
        };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.strip_suffix(" value").unwrap_or(rest).trim(), ""),
        };
        if let Some(spin) = SPINS.iter().find(|s| s.name.eq_ignore_ascii_case(name)) {
            match spin.value(value) {
                Ok((v, clamped)) => {
                    if clamped {
                        let (name, min, max) = (spin.name, spin.min, spin.max);
                        self.say(&format!("info string option {name} ranges from {min} to {max}: set to {v}"));
                    }
                    self.set_spin(spin, v);
                }
                Err(e) => self.say(&format!("info string error: {e}")),
            }
            return;
        }
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<Variant>() {
                Ok(v) => {
                    self.finish_search();
                    self.variant = v;
                    self.position = AnyPosition::start(v);
                }
                Err(e) => self.say(&format!("info string error: {e}")),
            },
            // The evaluation network (docs/nnue.md), on by default; off: the hand-written evaluation.
            "usennue" => match value.to_ascii_lowercase().as_str() {
                "true" | "false" => {
                    self.finish_search();
                    let network = value.eq_ignore_ascii_case("true");
                    self.engine.set_evaluation(if network { Evaluation::Network } else { Evaluation::Handwritten });
                }
                _ => self.say(&format!("info string error: UseNNUE is true or false, not '{}'", excerpt(value))),
            },
            // The network UseNNUE evaluates with: a file, or the embedded one.
            "evalfile" => self.set_eval_file(value),
            _ => {
                self.say(&format!("info string unknown option '{}'", excerpt(name)));
            }
        }
    }

    /// `EvalFile`: reads the network file at `path` for `UseNNUE` to
    /// evaluate with (empty or [`EMBEDDED_NETWORK`]: the embedded network
    /// again). A file that cannot be used is said and changes nothing.
    fn set_eval_file(&mut self, path: &str) {
        self.finish_search();
        if path.is_empty() || path == EMBEDDED_NETWORK {
            self.engine.set_network(None);
            return;
        }
        match crate::nnue::Network::from_file(std::path::Path::new(path)) {
            Ok(net) => {
                let heads = net.heads.len();
                self.engine.set_network(Some(std::sync::Arc::new(net)));
                self.say(&format!("info string EvalFile {}: a network of {heads} output heads", excerpt(path)));
            }
            Err(e) => self.say(&format!("info string error: EvalFile {}: {e}", excerpt(path))),
        }
    }

    /// Sets a spin option to `value`, already within its range.
    fn set_spin(&mut self, spin: &Spin, value: i64) {
        self.finish_search();
        // In range, so every conversion below is exact.
        let size = usize::try_from(value).unwrap_or(1);
        match spin.name {
            "Hash" => self.engine.configure(EngineConfig { hash_mb: size, ..self.engine.config() }),
            "Threads" => self.engine.configure(EngineConfig { threads: size, ..self.engine.config() }),
            "MultiPV" => self.multipv = size,
            "Level" => self.level = u8::try_from(value).unwrap_or(LEVELS),
            _ => {}
        }
    }

    fn set_position(&mut self, tokens: &[&str]) -> Result<(), String> {
        let moves_at = tokens.iter().position(|&t| t == "moves").unwrap_or(tokens.len());
        let mut pos = match tokens.get(1) {
            Some(&"startpos") => AnyPosition::start(self.variant),
            Some(&"fen") => {
                let fen = tokens[2..moves_at].join(" ");
                AnyPosition::from_fen(self.variant, &fen).map_err(|e| e.to_string())?
            }
            _ => return Err("expected 'position startpos' or 'position fen <FEN>'".into()),
        };
        for m in tokens.iter().skip(moves_at + 1) {
            pos.play_uci(m).map_err(|e| e.to_string())?;
        }
        self.position = pos;
        Ok(())
    }

    fn go(&mut self, tokens: &[&str]) {
        let mut limits = Limits { multipv: self.multipv, level: Some(self.level), ..Limits::default() };
        let mut clock = Clock::default();
        let mut has_clock = false;
        let mut i = 1;
        while i < tokens.len() {
            let value = tokens.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            match tokens[i] {
                "infinite" => limits.infinite = true,
                "depth" => limits.depth = value.map(|v| v.min(u32::MAX.into()) as u32),
                "nodes" => limits.nodes = value,
                "movetime" => limits.movetime_ms = value,
                "wtime" => (clock.wtime_ms, has_clock) = (value.unwrap_or(0), true),
                "btime" => (clock.btime_ms, has_clock) = (value.unwrap_or(0), true),
                "winc" => clock.winc_ms = value.unwrap_or(0),
                "binc" => clock.binc_ms = value.unwrap_or(0),
                "movestogo" => clock.moves_to_go = value.map(|v| v.min(u32::MAX.into()) as u32),
                "perft" => {
                    // Counted on its own thread, like a search, so that
                    // `stop` ends a count that would run for days.
                    let depth = value.unwrap_or(1).min(MAX_PERFT_DEPTH.into()) as u32;
                    let (mut pos, out) = (self.position.clone(), Arc::clone(&self.out));
                    let stop = Arc::new(AtomicBool::new(false));
                    self.perft_stop = Arc::clone(&stop);
                    self.waiter = Some(std::thread::spawn(move || match pos.perft_until(depth, &stop) {
                        Some(nodes) => send(&out, &format!("Nodes searched: {nodes}")),
                        None => send(&out, "info string perft stopped"),
                    }));
                    return;
                }
                _ => {}
            }
            i += 1;
        }
        if has_clock {
            limits.clock = Some(clock);
        }
        let out = Arc::clone(&self.out);
        let info_out = Arc::clone(&self.out);
        let handle = self.engine.start(&self.position, limits, move |info| send(&info_out, &info_line(&info)));
        self.waiter = Some(std::thread::spawn(move || {
            let r = handle.wait();
            let best = r.best_move.unwrap_or_else(|| "0000".to_string());
            match r.pv.get(1) {
                Some(p) => send(&out, &format!("bestmove {best} ponder {p}")),
                None => send(&out, &format!("bestmove {best}")),
            }
        }));
    }
}

impl<W: Write + Send + 'static> Drop for UciSession<W> {
    fn drop(&mut self) {
        self.finish_search();
    }
}
