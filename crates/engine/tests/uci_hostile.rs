//! The real engine binary, over pipes, given what a careless GUI or a person
//! at a terminal may send: every option `uci` advertises set below, at and
//! above its bounds, to numbers beyond 64 bits and to garbage, and commands
//! with huge, negative, missing or malformed arguments. After each, the
//! engine still answers `isready` with `readyok` and plays `go depth 1`.
//!
//! The options come from the engine's own `uci` output, so an option added
//! later is covered without touching this file.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How long one answer may take (a debug build, two shared cores).
const PATIENCE: Duration = Duration::from_secs(120);

/// The engine binary, its input and its output lines.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_maharajah-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("engine binary");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines, seen: Vec::new() }
    }

    fn send(&mut self, line: &[u8]) {
        let sent = self.stdin.write_all(line).and_then(|()| self.stdin.write_all(b"\n"));
        if sent.is_err() {
            self.died(&format!("could not send {:?}", String::from_utf8_lossy(&line[..line.len().min(80)])));
        }
    }

    /// Panics with what the engine said and how it ended.
    fn died(&mut self, what: &str) -> ! {
        std::thread::sleep(Duration::from_millis(200));
        let status = self.child.try_wait().ok().flatten();
        let mut stderr = String::new();
        if status.is_some() {
            if let Some(mut err) = self.child.stderr.take() {
                let _ = std::io::Read::read_to_string(&mut err, &mut stderr);
            }
        }
        let tail = self.seen[self.seen.len().saturating_sub(15)..].join("\n");
        panic!("{what}; engine exit: {status:?}\nstderr: {stderr}\nlast lines:\n{tail}");
    }

    /// The lines up to and including the first that `done` accepts.
    fn until(&mut self, done: impl Fn(&str) -> bool, after: &str) -> Vec<String> {
        let start = Instant::now();
        let mut got = Vec::new();
        loop {
            let left = PATIENCE.saturating_sub(start.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    let end = done(&line);
                    got.push(line);
                    if end {
                        return got;
                    }
                }
                Err(RecvTimeoutError::Timeout) => self.died(&format!("no answer after {after}")),
                Err(RecvTimeoutError::Disconnected) => self.died(&format!("the engine ended after {after}")),
            }
        }
    }

    /// Sends `line`, then `isready`: the lines the engine wrote up to `readyok`.
    fn ask(&mut self, line: &[u8]) -> Vec<String> {
        self.send(line);
        self.send(b"isready");
        let after = String::from_utf8_lossy(&line[..line.len().min(80)]).into_owned();
        self.until(|l| l == "readyok", &after)
    }

    /// Plays `go depth 1` from the start and checks a legal move comes back.
    fn plays(&mut self, after: &str) {
        self.send(b"position startpos");
        self.send(b"go depth 1");
        let lines = self.until(|l| l.starts_with("bestmove"), &format!("go depth 1 after {after}"));
        let best = lines.last().and_then(|l| l.split_whitespace().nth(1)).unwrap_or("");
        let legal = rules::AnyPosition::start(rules::Variant::Chess).legal_moves().iter().any(|m| m.uci == best);
        assert!(legal, "after {after}: '{best}' is not a legal first move");
    }

    fn quit(mut self) {
        self.send(b"quit");
        let status = self.child.wait().expect("exit");
        assert!(status.success(), "{status:?}");
    }
}

/// One advertised option.
#[derive(Debug)]
enum Advertised {
    Spin { name: String, min: i128, max: i128 },
    Combo { name: String, vars: Vec<String> },
    Check { name: String, default: String },
    Text { name: String, default: String },
}

/// The options in the `uci` answer; any other type fails the test, so a new
/// kind of option gets values here before it ships.
fn options(lines: &[String]) -> Vec<Advertised> {
    let mut out = Vec::new();
    for line in lines.iter().filter_map(|l| l.strip_prefix("option name ")) {
        let (name, rest) = line.split_once(" type ").expect("option type");
        let words: Vec<&str> = rest.split_whitespace().collect();
        let after = |key: &str| words.iter().position(|w| *w == key).map(|i| words[i + 1]);
        match words[0] {
            "spin" => out.push(Advertised::Spin {
                name: name.to_string(),
                min: after("min").expect("min").parse().expect("min number"),
                max: after("max").expect("max").parse().expect("max number"),
            }),
            "combo" => out.push(Advertised::Combo {
                name: name.to_string(),
                vars: words.windows(2).filter(|w| w[0] == "var").map(|w| w[1].to_string()).collect(),
            }),
            "check" => out.push(Advertised::Check {
                name: name.to_string(),
                default: after("default").expect("default").to_string(),
            }),
            "string" => out.push(Advertised::Text {
                name: name.to_string(),
                default: after("default").expect("default").to_string(),
            }),
            other => panic!("option {name}: no values written for type {other}"),
        }
    }
    out
}

/// Values that are not numbers: each changes nothing and is answered.
const GARBAGE: [&str; 8] = ["abc", "12abc", "1.5", "0x10", "--3", "+", "١٢", "1e3"];

#[test]
fn every_option_takes_any_value_and_the_engine_still_plays() {
    let mut engine = Engine::start();
    engine.send(b"uci");
    let advertised = engine.until(|l| l == "uciok", "uci");
    let options = options(&advertised);
    assert!(options.len() >= 5, "{advertised:?}");
    for option in &options {
        match option {
            Advertised::Spin { name, min, max } => {
                // Out of range (and beyond 64 bits) first: a wrong handling fails before
                // the largest legal values are allocated.
                let numbers = [
                    "18446744073709551615".to_string(),
                    "-18446744073709551616".to_string(),
                    "9".repeat(40),
                    (max + 1).to_string(),
                    (max * 1000).to_string(),
                    (min - 1).to_string(),
                    "-1".to_string(),
                    "0".to_string(),
                    i64::MIN.to_string(),
                    min.to_string(),
                    max.to_string(),
                    format!("+{max}"),
                ];
                for value in &numbers {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(!said.iter().any(|l| l.contains("error")), "{name} = {value}: {said:?}");
                    engine.plays(&format!("{name} = {value}"));
                }
                for value in GARBAGE {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(
                        said.iter().any(|l| l.starts_with("info string error: option") && l.contains(name)),
                        "{name} = {value}: {said:?}"
                    );
                }
                for line in [format!("setoption name {name} value"), format!("setoption name {name}")] {
                    let said = engine.ask(line.as_bytes());
                    assert!(said.iter().any(|l| l.starts_with("info string error")), "{line}: {said:?}");
                }
                engine.plays(&format!("garbage for {name}"));
                engine.ask(format!("setoption name {name} value {min}").as_bytes());
            }
            Advertised::Combo { name, vars } => {
                let long = "z".repeat(5000);
                for value in ["xiangqi", "", "CHESS!", long.as_str()] {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(said.iter().any(|l| l.starts_with("info string error")), "{name} = {value}: {said:?}");
                }
                for value in vars {
                    engine.ask(format!("setoption name {name} value {value}").as_bytes());
                }
                engine.ask(format!("setoption name {name} value {}", vars[0]).as_bytes());
                engine.plays(&format!("values of {name}"));
            }
            Advertised::Check { name, default } => {
                let long = "t".repeat(5000);
                for value in ["yes", "", "1", "TRUE!", long.as_str()] {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(said.iter().any(|l| l.starts_with("info string error")), "{name} = {value}: {said:?}");
                }
                for value in ["true", "false", "TRUE", default.as_str()] {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(!said.iter().any(|l| l.contains("error")), "{name} = {value}: {said:?}");
                    engine.plays(&format!("{name} = {value}"));
                }
            }
            // The one string option names a file (`EvalFile`): nothing that
            // is not a network file of this build is read, or stops the engine.
            Advertised::Text { name, default } => {
                let long = "/".repeat(5000);
                for value in ["/nonexistent/net.nnue", "/", "/dev/zero", "/proc/self/status", long.as_str()] {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(said.iter().any(|l| l.starts_with("info string error")), "{name} = {value}: {said:?}");
                    engine.plays(&format!("{name} = {value}"));
                }
                for value in ["", default.as_str()] {
                    let said = engine.ask(format!("setoption name {name} value {value}").as_bytes());
                    assert!(!said.iter().any(|l| l.contains("error")), "{name} = {value}: {said:?}");
                    engine.plays(&format!("{name} = {value}"));
                }
            }
        }
    }
    engine.quit();
}

#[test]
fn no_command_stops_the_engine() {
    let mut engine = Engine::start();
    let huge = "18446744073709551615";
    let mut hostile: Vec<Vec<u8>> = [
        "",
        "   \t ",
        "setoption",
        "setoption name",
        "setoption value 5",
        "setoption name NoSuchOption value 3",
        "setoption name Hash Threads value 2",
        "position",
        "position fen",
        "position fen not a fen at all",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position startpos moves e2e4 zzzz",
        "position startpos moves",
        "go depth 0",
        "go depth -3",
        "go nodes 0",
        "go movetime 0",
        "go wtime 0 btime 0",
        "go wtime -5 btime -5 winc -1",
        "go movestogo 0 wtime 1000 btime 1000",
        "go depth",
        "go searchmoves e2e4 depth 1",
        "xyzzy",
        "d",
        "ucinewgame",
    ]
    .iter()
    .map(|s| s.as_bytes().to_vec())
    .collect();
    hostile.push(vec![0xff, 0xfe, b' ', b'g', b'o', 0x00, b'\r']);
    // A long legal game (160,000 plies), then a line of 3 MiB.
    hostile.push([b"position startpos moves ".as_slice(), &b"g1f3 g8f6 f3g1 f6g8 ".repeat(40_000)].concat());
    hostile.push(vec![b'a'; 3 << 20]);
    for line in &hostile {
        engine.ask(line);
        // Let a search some of them started finish before the next command.
        engine.send(b"stop");
    }
    // Searches with limits no machine reaches, stopped.
    engine.ask(b"position startpos");
    for go in [
        format!("go depth {huge}"),
        format!("go nodes {huge}"),
        format!("go movetime {huge}"),
        format!("go wtime {huge} btime {huge} winc {huge} binc {huge}"),
        format!("go wtime 1000 btime 1000 winc {huge} binc {huge} movestogo {huge}"),
        "go infinite".to_string(),
    ] {
        engine.ask(go.as_bytes());
        engine.send(b"stop");
        engine.until(|l| l.starts_with("bestmove"), &go);
    }
    engine.ask(b"position startpos");
    engine.plays("every hostile command");
    engine.quit();
}

#[test]
fn an_overlong_line_is_skipped_and_said() {
    let mut engine = Engine::start();
    let said = engine.ask(&[b"setoption name Hash value ".as_slice(), &b"9".repeat(2 << 20)].concat());
    assert!(said.iter().any(|l| l.contains("longer than")), "{said:?}");
    engine.plays("an overlong line");
    engine.quit();
}
