//! `bench/judge.py`, the move-quality yardstick in docs/benchmarks.md, plays
//! the real engine on its positions and scores each move by the judge's
//! cached values as documented. The judge (Fairy-Stockfish) is never
//! installed here: where a value is missing, the script must say so.

use std::path::Path;
use std::process::Command;
use tempfile::TempDir;

/// One legal move only (c5c6), which the cache says loses a won position.
const FORCED: &str = "4k3/8/8/2P5/8/8/5q2/7K w - - 0 1";
/// Mate in one (a1a8), the judge's choice too.
const MATE: &str = "7k/6pp/8/8/8/8/8/R5K1 w - - 0 1";

/// A fresh temporary folder for one test, removed when it is dropped.
fn dir(test: &str) -> TempDir {
    tempfile::Builder::new().prefix(&format!("judge-test-{test}-")).tempdir().expect("temp dir")
}

/// Runs the script on `positions` with `cached` judge values (the judge
/// itself absent); returns success, the output and the cache afterwards.
fn run(test: &str, positions: &str, cached: &str, engines: &[String]) -> (bool, String, String) {
    let tmp = dir(test);
    let d = tmp.path();
    let cache = d.join("judged.txt");
    std::fs::write(d.join("positions.txt"), positions).expect("write positions");
    std::fs::write(&cache, cached).expect("write cache");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/judge.py");
    let out = Command::new("python3")
        .arg(script)
        .args(["--nodes", "2000", "--jobs", "1"])
        .args(engines)
        .env("JUDGE_POSITIONS", d.join("positions.txt"))
        .env("JUDGE_CACHE", &cache)
        .env("JUDGE_MOVES", d.join("moves"))
        .env("FSF_PATH", d.join("no-judge-here"))
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text, std::fs::read_to_string(&cache).expect("read cache"))
}

fn engine() -> String {
    env!("CARGO_BIN_EXE_maharajah-engine").to_string()
}

/// Expected score (percent) at `cp`: the engine's winning-chances curve,
/// which the script documents and must follow.
fn win_percent(cp: i32) -> f64 {
    50.0 + 50.0 * engine::win_chances(cp)
}

#[test]
fn each_move_loses_what_the_judge_says_and_two_engines_are_compared_pair_by_pair() {
    let engine = engine();
    let judged = format!("{FORCED}|best|13|300|h1g1\n{FORCED}|c5c6|13|-300|c5c6\n{MATE}|best|13|9999|a1a8\n");
    let positions = format!("# two positions\n{FORCED}\n{MATE}\n");
    let (ok, text, cache) = run("pairs", &positions, &judged, &[engine.clone(), format!("{engine}@3000")]);
    assert!(ok, "{text}");
    let mean = (win_percent(300) - win_percent(-300)) / 2.0;
    assert!(text.contains("2 positions, 2000 nodes per move, judge depth 13"), "{text}");
    assert!(text.contains(&format!("{engine}: loss {mean:.3} % per move")), "{text}");
    assert!(text.contains("1 moves losing ≥ 20 %"), "{text}");
    assert!(text.contains("minus first +0.000 (± 0.000), 0 moves differ"), "{text}");
    // Nothing needed judging, so the cache is as it was.
    assert_eq!(cache, judged);
}

#[test]
fn a_move_the_cache_lacks_without_the_judge_installed_is_a_clear_error_and_the_cache_is_kept() {
    // The forced move's value is missing, so the judge would have to run.
    let judged = format!("{FORCED}|best|13|300|h1g1\n{MATE}|best|13|9999|a1a8\n");
    let (ok, text, cache) = run("no-judge", &format!("{FORCED}\n{MATE}\n"), &judged, &[engine()]);
    assert!(!ok, "{text}");
    assert!(text.contains("judge.py: cannot start") && text.contains("bench/vs_fairy_stockfish.sh"), "{text}");
    assert_eq!(cache, judged);
}

#[test]
fn fewer_than_two_positions_are_refused() {
    let (ok, text, _) = run("one", &format!("{MATE}\n"), "", &[engine()]);
    assert!(!ok, "{text}");
    assert!(text.contains("needs at least two positions"), "{text}");
}

#[test]
fn search_stats_reports_rates_or_says_the_build_has_no_counters() {
    let tmp = dir("stats");
    let d = tmp.path();
    std::fs::write(d.join("positions.txt"), format!("{FORCED}\n{MATE}\n")).expect("write positions");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/search_stats.py");
    let out = Command::new("python3")
        .arg(script)
        .args(["--count", "2", "--nodes", "2000", &engine()])
        .env("JUDGE_POSITIONS", d.join("positions.txt"))
        .output()
        .expect("python3 runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    // The test binary and the engine are built with the same features.
    if cfg!(feature = "stats") {
        assert!(out.status.success(), "{text}");
        assert!(text.contains("2 positions, 2000 nodes each") && text.contains("first move refutes"), "{text}");
    } else {
        assert!(!out.status.success(), "{text}");
        assert!(text.contains("not in this build (cargo build --features stats)"), "{text}");
    }
}

#[test]
fn fsf_label_scores_for_white_only_what_fairy_stockfish_plays_by_our_rules_and_resumes() {
    let tmp = dir("label");
    let d = tmp.path();
    // Black to move with an extra queen: a negative score for White.
    let black_ahead = "4k3/3q4/8/8/8/8/3P4/4K3 b - - 0 1 wb";
    // White to move with a chancellor against a rook, and pawns that may still
    // double-step (our eighth field lists them, both colours').
    let white_ahead = "r3k3/pp6/8/8/8/8/3PP3/2C1K3 w - - 0 1 wb d2e2a7b7";
    // Mate in one: no evaluation to learn.
    let mating = "7k/6pp/8/8/8/8/8/R5K1 w - - 0 1 wb";
    let lines = [
        format!("maharajah|{black_ahead}|0|-900"),
        format!("maharajah|{white_ahead}|1"),
        format!("maharajah|{mating}|1|5000"),
        // A classic side (castling, a smaller promotion set) and a pawn on
        // its first rank (our double step from there): other rules.
        "maharajah|4k3/8/8/8/8/8/3P4/4K3 w - - 0 1 w|0.5|0".to_string(),
        "maharajah|4k3/8/8/8/8/8/8/3PK3 w - - 0 1 wb d1|0.5|0".to_string(),
        format!("chess|{}|0.5|0", "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1"),
        // The same position twice is labelled once.
        format!("maharajah|{black_ahead}|0|-900"),
    ];
    std::fs::write(d.join("in.txt"), lines.join("\n") + "\n").expect("write input");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../bench/fsf_label.py");
    // Our own engine stands in for Fairy-Stockfish: a real UCI engine that
    // plays these positions, so the script's whole path runs.
    let label = |extra: &[&str], to: &str| {
        let out = Command::new("python3")
            .arg(&script)
            .args(["--depth", "4", "--jobs", "2"])
            .args(extra)
            .arg(d.join("in.txt"))
            .arg(d.join(to))
            .env("FSF_PATH", engine())
            .output()
            .expect("python3 runs");
        let text = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{text}");
        (text, std::fs::read_to_string(d.join(to)).expect("read output"))
    };
    let (text, labelled) = label(&[], "out.txt");
    assert!(text.contains("labelling 3 positions at depth 4 (0 already done)"), "{text}");
    let scores: Vec<(&str, i32)> = fen_and_label(&labelled, 4);
    assert_eq!(scores.len(), 2, "{labelled}");
    assert!(scores[0].0 == black_ahead && scores[0].1 < -500, "{labelled}");
    assert!(scores[1].0 == white_ahead && scores[1].1 > 500, "{labelled}");
    assert!(labelled.contains(&format!("maharajah|{white_ahead}|1|")), "{labelled}");
    // A second run finds everything done (the mate is searched again and dropped again).
    let (text, again) = label(&[], "out.txt");
    assert!(text.contains("labelling 1 positions at depth 4 (2 already done)"), "{text}");
    assert_eq!(again, labelled);
    // As results for `tune fit`: White's expected score, in `variant|fen|result`
    // lines of FENs of ours (engine-tools' tune tests read this form).
    let (_, results) = label(&["--as-result"], "results.txt");
    let expected: Vec<(&str, f64)> = fen_and_label(&results, 3);
    assert!(expected.len() == 2 && expected[0].0 == black_ahead && expected[0].1 < 0.2, "{results}");
    assert!(expected[1].0 == white_ahead && expected[1].1 > 0.8 && expected[1].1 < 1.0, "{results}");
    assert!(results.lines().all(|l| l.starts_with("maharajah|")), "{results}");
    for (fen, _) in &expected {
        rules::AnyPosition::from_fen(rules::Variant::Maharajah, fen).expect("a FEN of ours");
    }
}

/// Each `variant|fen|…|label` line of `text` (of `fields` fields) as its FEN
/// and its last field, sorted by FEN.
fn fen_and_label<T: std::str::FromStr>(text: &str, fields: usize) -> Vec<(&str, T)> {
    let mut out: Vec<(&str, T)> = text
        .lines()
        .map(|l| {
            let parts: Vec<&str> = l.split('|').collect();
            assert_eq!(parts.len(), fields, "{l}");
            let label = parts[fields - 1].parse().unwrap_or_else(|_| panic!("a number at the end of {l}"));
            (parts[1], label)
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(b.0));
    out
}
