//! UCI conversations, in-process and with the real binary over pipes.

use engine::uci::UciSession;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A writer tests can read back.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("lock").extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("lock")).into_owned()
    }
    fn wait_for(&self, needle: &str) -> String {
        self.wait_for_times(needle, 1)
    }
    /// The output once it holds `needle` `times` times (at most a minute).
    fn wait_for_times(&self, needle: &str, times: usize) -> String {
        let start = Instant::now();
        loop {
            let t = self.text();
            if t.matches(needle).count() >= times {
                return t;
            }
            assert!(start.elapsed() < Duration::from_secs(60), "no {times} × '{needle}' in:\n{t}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

#[test]
fn handshake_lists_the_variants() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("uci");
    s.handle("isready");
    let t = out.text();
    assert!(t.contains("id name Maharajah"));
    assert!(t.contains("option name UCI_Variant type combo default chess var chess var maharajah var mirodol"));
    assert!(t.contains("uciok"));
    assert!(t.ends_with("readyok\n"));
}

#[test]
fn plays_a_legal_mirodol_move_after_a_move_list() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("setoption name UCI_Variant value mirodol");
    s.handle("position startpos moves e2e5 e9e6");
    s.handle("d");
    assert!(out.text().contains("info string fen arnbkqbnra/pppp1ppppp/10/10/4p5/4P5/10/10/PPPP1PPPPP/ARNBKQBNRA w"));
    s.handle("go depth 4");
    let t = out.wait_for("bestmove");
    assert!(t.contains("info depth 4"), "{t}");
    let best = t.lines().find_map(|l| l.strip_prefix("bestmove ")).expect("bestmove");
    let mv = best.split_whitespace().next().expect("move");
    let mut pos = rules::AnyPosition::start(rules::Variant::Mirodol);
    pos.play_uci("e2e5").expect("legal");
    pos.play_uci("e9e6").expect("legal");
    assert!(pos.legal_moves().iter().any(|m| m.uci == mv), "{mv}");
}

#[test]
fn extended_fen_and_bad_input_are_reported() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("setoption name UCI_Variant value maharajah");
    s.handle("position fen bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb moves a1b3");
    s.handle("d");
    assert!(
        out.text().contains("info string fen bnamkanb/3pp3/8/8/8/1N6/PPP1PPPP/1ABCKBAN b - - 1 1"),
        "{}",
        out.text()
    );
    s.handle("position startpos moves e2e5");
    assert!(out.text().contains("info string error: 'e2e5' is not a legal move"));
    s.handle("setoption name UCI_Variant value xiangqi");
    assert!(out.text().contains("unknown variant 'xiangqi'"));
}

#[test]
fn go_perft_counts_and_stop_ends_a_count_that_would_run_for_days() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("position startpos");
    s.handle("go perft 4");
    out.wait_for("Nodes searched: 197281");
    s.handle("go perft 20");
    std::thread::sleep(Duration::from_millis(200));
    let asked = Instant::now();
    s.handle("stop");
    assert!(asked.elapsed() < Duration::from_secs(2), "stop took {:?}", asked.elapsed());
    out.wait_for("info string perft stopped");
    // The session goes on: a search after it answers.
    s.handle("go depth 3");
    out.wait_for("bestmove");
    // And `quit` ends a count as well.
    s.handle("go perft 20");
    assert!(!s.handle("quit"));
}

#[test]
fn stop_ends_an_infinite_search_with_a_bestmove() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("position startpos");
    s.handle("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    assert!(!out.text().contains("bestmove"));
    s.handle("stop");
    out.wait_for("bestmove");
}

#[test]
fn the_binary_speaks_uci_over_pipes() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_maharajah-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("engine binary");
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(stdin, "uci\nisready\nposition startpos moves e2e4\ngo movetime 200").expect("write");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut seen = Vec::new();
    for line in lines.by_ref() {
        let line = line.expect("line");
        let done = line.starts_with("bestmove");
        seen.push(line);
        if done {
            break;
        }
    }
    writeln!(stdin, "quit").expect("write");
    assert!(child.wait().expect("exit").success());
    assert!(seen.iter().any(|l| l == "uciok"));
    assert!(seen.iter().any(|l| l == "readyok"));
    assert!(seen.iter().any(|l| l.starts_with("info depth")));
    assert!(seen.last().is_some_and(|l| l.starts_with("bestmove ")));
}

#[test]
fn bench_takes_a_depth_and_a_thread_count() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("bench 2");
    s.handle("bench 2 2");
    let lines: Vec<String> = out.text().lines().filter(|l| l.starts_with("bench: ")).map(String::from).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines.iter().all(|l| l.contains(" nodes ") && l.contains(" nps ")));
}

#[test]
fn stats_report_the_search_counters_or_say_the_build_has_none() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    s.handle("go depth 6");
    out.wait_for("bestmove");
    s.handle("stats");
    let t = out.wait_for("info string stats");
    if cfg!(feature = "stats") {
        // A depth-6 search refutes nodes, and the first move refutes most of them.
        let count = |name: &str| -> u64 {
            let at = t.find(&format!(" {name}=")).unwrap_or_else(|| panic!("no {name} in {t}"));
            t[at + name.len() + 2..].split_whitespace().next().expect("value").parse().expect("number")
        };
        assert!(count("FailHigh") > 0 && count("FailHighFirst") <= count("FailHigh"), "{t}");
    } else {
        assert!(t.contains("info string stats: not in this build (cargo build --features stats)"), "{t}");
    }
}

#[test]
fn spin_values_are_clamped_to_the_advertised_range() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("uci");
    for spin in engine::uci::SPINS {
        assert!(out.text().contains(&format!(
            "option name {} type spin default {} min {} max {}",
            spin.name, spin.default, spin.min, spin.max
        )));
    }
    let config = |s: &UciSession<Shared>| s.engine().config();
    s.handle("setoption name Hash value 1000000");
    assert_eq!(config(&s).hash_mb, engine::tt::MAX_MB);
    assert!(out.text().contains("info string option Hash ranges from 1 to 4096: set to 4096"), "{}", out.text());
    s.handle("setoption name hash value 18446744073709551615");
    assert_eq!(config(&s).hash_mb, engine::tt::MAX_MB);
    s.handle("setoption name Hash value -7");
    assert_eq!(config(&s).hash_mb, 1);
    s.handle("setoption name Hash value 16");
    assert_eq!(config(&s).hash_mb, 16);
    s.handle("setoption name Hash value lots");
    assert_eq!(config(&s).hash_mb, 16, "garbage changes nothing");
    assert!(out.text().contains("info string error: option Hash takes a whole number from 1 to 4096, not 'lots'"));
    s.handle("setoption name Threads value 100000");
    assert_eq!(config(&s).threads, 64);
    s.handle("setoption name Threads value 0");
    assert_eq!(config(&s).threads, 1);
}

#[test]
fn command_lines_are_bounded_and_any_bytes_are_read() {
    use engine::uci::{read_command, Command, MAX_LINE_BYTES};
    let mut input: Vec<u8> = b"isready\r\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', MAX_LINE_BYTES + 1));
    input.extend(b"\n\xff go\nuci");
    let mut reader = BufReader::with_capacity(4096, input.as_slice());
    let mut read = Vec::new();
    while let Some(c) = read_command(&mut reader).expect("read") {
        read.push(c);
    }
    assert_eq!(
        read,
        [
            Command::Line("isready".into()),
            Command::TooLong,
            Command::Line("\u{fffd} go".into()),
            Command::Line("uci".into())
        ]
    );
}

#[test]
fn use_nnue_switches_the_evaluation_and_a_bad_value_changes_nothing() {
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("uci");
    assert!(out.text().contains("option name UseNNUE type check default true"));
    assert_eq!(s.engine().evaluation(), engine::Evaluation::Network);
    s.handle("setoption name UseNNUE value false");
    assert_eq!(s.engine().evaluation(), engine::Evaluation::Handwritten);
    s.handle("setoption name UseNNUE value maybe");
    assert!(out.text().contains("info string error: UseNNUE is true or false"));
    assert_eq!(s.engine().evaluation(), engine::Evaluation::Handwritten);
    s.handle("position startpos moves e2e4");
    s.handle("go depth 4");
    s.handle("isready");
    s.handle("setoption name UseNNUE value true");
    assert_eq!(s.engine().evaluation(), engine::Evaluation::Network);
}

#[test]
fn eval_file_loads_a_network_and_a_file_it_cannot_use_changes_nothing() {
    let dir = tempfile::tempdir().expect("a temp folder");
    let good = dir.path().join("good.nnue");
    std::fs::write(&good, engine::nnue::EMBEDDED).expect("written");
    let broken = dir.path().join("broken.nnue");
    std::fs::write(&broken, &engine::nnue::EMBEDDED[..1000]).expect("written");
    let out = Shared::default();
    let mut s = UciSession::new(out.clone());
    s.handle("uci");
    assert!(out.text().contains("option name EvalFile type string default <embedded>"));
    s.handle("setoption name UseNNUE value true");
    s.handle("position startpos");
    s.handle("go depth 6");
    // Setting an option stops a running search: each search is let finish
    // its depth first, so both play from the same tree.
    let embedded_line = last_bestmove(&out.wait_for("bestmove"));
    s.handle(&format!("setoption name EvalFile value {}", good.display()));
    assert!(out.text().contains("info string EvalFile"), "{}", out.text());
    let loaded = s.engine().network().expect("the file's network");
    s.handle(&format!("setoption name EvalFile value {}", broken.display()));
    assert!(out.text().contains("info string error: EvalFile"), "{}", out.text());
    s.handle(&format!("setoption name EvalFile value {}", dir.path().join("absent.nnue").display()));
    assert!(out.text().contains("cannot read the network file"), "{}", out.text());
    assert!(Arc::ptr_eq(&s.engine().network().expect("kept"), &loaded), "a bad file changes nothing");
    s.handle("position startpos");
    s.handle("go depth 6");
    out.wait_for_times("bestmove", 2);
    s.handle("setoption name EvalFile value <embedded>");
    assert_eq!(out.text().matches("bestmove").count(), 2);
    assert_eq!(last_bestmove(&out.text()), embedded_line, "the same weights from a file play the same");
    assert!(s.engine().network().is_none());
}

/// The last `bestmove` line of a session's output.
fn last_bestmove(text: &str) -> String {
    text.lines().rfind(|l| l.starts_with("bestmove")).expect("a bestmove").to_string()
}
