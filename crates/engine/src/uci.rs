//! The UCI protocol, with `UCI_Variant` = chess | maharajah | mirodol and
//! extended FEN in `position fen`, so other chess GUIs can use the engine.
//!
//! [`UciSession`] reads commands one line at a time and writes replies to any
//! writer, so the conversation is tested in-process as well as over pipes.

use crate::{bench, Clock, Engine, EngineConfig, Limits, SearchInfo, LEVELS, VERSION};
use rules::{AnyPosition, Variant};
use std::io::Write;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// One UCI conversation.
pub struct UciSession<W: Write + Send + 'static> {
    out: Arc<Mutex<W>>,
    engine: Engine,
    variant: Variant,
    position: AnyPosition,
    level: u8,
    multipv: usize,
    waiter: Option<JoinHandle<()>>,
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
        if let Some(w) = self.waiter.take() {
            let _ = w.join();
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
                self.say("option name Hash type spin default 64 min 1 max 4096");
                self.say("option name Threads type spin default 1 min 1 max 64");
                self.say("option name MultiPV type spin default 1 min 1 max 64");
                self.say(&format!("option name Level type spin default {LEVELS} min 1 max {LEVELS}"));
                self.say("option name UCI_Variant type combo default chess var chess var maharajah var mirodol");
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
                let threads = tokens.get(2).and_then(|t| t.parse().ok()).unwrap_or(1).clamp(1, 256);
                let r = bench::run(depth, threads);
                self.say(&format!("bench: {} nodes {} nps {} ms", r.nodes, r.nps(), r.time_ms));
            }
            "stats" => match crate::stats::report() {
                Some(counts) => self.say(&format!("info string stats {counts}")),
                None => self.say("info string stats: not in this build (cargo build --features stats)"),
            },
            _ => self.say(&format!("info string unknown command '{cmd}'")),
        }
        true
    }

    fn set_option(&mut self, tokens: &[&str]) {
        let text = tokens.join(" ");
        let Some(rest) = text.strip_prefix("setoption name ") else { return };
        let (name, value) = match rest.split_once(" value ") {
            Some((n, v)) => (n.trim(), v.trim()),
            None => (rest.trim(), ""),
        };
        self.finish_search();
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                if let Ok(mb) = value.parse() {
                    self.engine.configure(EngineConfig { hash_mb: mb, ..self.engine.config() });
                }
            }
            "threads" => {
                if let Ok(t) = value.parse() {
                    self.engine.configure(EngineConfig { threads: t, ..self.engine.config() });
                }
            }
            "multipv" => self.multipv = value.parse().unwrap_or(1),
            "level" => self.level = value.parse().unwrap_or(LEVELS).clamp(1, LEVELS),
            "uci_variant" => match value.parse::<Variant>() {
                Ok(v) => {
                    self.variant = v;
                    self.position = AnyPosition::start(v);
                }
                Err(e) => self.say(&format!("info string error: {e}")),
            },
            _ => self.say(&format!("info string unknown option '{name}'")),
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
                "depth" => limits.depth = value.map(|v| v as u32),
                "nodes" => limits.nodes = value,
                "movetime" => limits.movetime_ms = value,
                "wtime" => (clock.wtime_ms, has_clock) = (value.unwrap_or(0), true),
                "btime" => (clock.btime_ms, has_clock) = (value.unwrap_or(0), true),
                "winc" => clock.winc_ms = value.unwrap_or(0),
                "binc" => clock.binc_ms = value.unwrap_or(0),
                "movestogo" => clock.moves_to_go = value.map(|v| v as u32),
                "perft" => {
                    let depth = value.unwrap_or(1) as u32;
                    let nodes = self.position.clone().perft(depth);
                    self.say(&format!("Nodes searched: {nodes}"));
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
