//! The external-engine client and `Player::External` in the arena: against our
//! own UCI binary (always), and against Fairy-Stockfish when it is installed
//! (Debian's `fairy-stockfish`; the test prints a note and passes otherwise).
//!
//! The UCI binary belongs to the engine package, so Cargo does not build it
//! for these tests: [`our_engine`] asks Cargo for it.

use engine::{Engine, EngineConfig, Limits};
use engine_tools::arena::{play, End, Player};
use engine_tools::external::{ExternalConfig, ExternalEngine};
use rules::{AnyPosition, Color, Variant};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

const M04: &str = "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb";
/// Promotions to compound pieces on both sides, captures onto the corners and en passant.
const PROMOTIONS: &str = "r3k3/1P4P1/8/3pP3/8/8/1p4p1/R3K2M w - d6 0 1 wb";

/// The engine's UCI binary (`maharajah-engine`), built once per test run by
/// the Cargo that runs these tests, with the profile they were built with.
fn our_engine() -> &'static Path {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT.get_or_init(|| {
        let profile = if cfg!(debug_assertions) { "test" } else { "release" };
        let out = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--message-format=json", "--profile", profile])
            .args(["-p", "maharajah-engine", "--bin", "maharajah-engine"])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .expect("cargo runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "cargo build failed: {}{stdout}", String::from_utf8_lossy(&out.stderr));
        // The artifact message of the binary names its path: `"executable":"…"`.
        let executable = stdout
            .lines()
            .filter_map(|l| l.split_once("\"executable\":\"").map(|(_, rest)| rest))
            .find_map(|rest| rest.split_once('"').map(|(path, _)| path.replace("\\\\", "\\")))
            .unwrap_or_else(|| panic!("no executable in cargo's output: {stdout}"));
        PathBuf::from(executable)
    })
}

fn short_game(external: ExternalEngine, start: &str, plies: usize) {
    let ext = RefCell::new(external);
    let ours = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    let us = Player::Engine(&ours, Limits { movetime_ms: Some(30), ..Limits::default() });
    let them = Player::External(&ext, Limits { movetime_ms: Some(30), ..Limits::default() });
    let start = AnyPosition::from_fen(Variant::Maharajah, start).expect("start");
    for (white, black) in [(&us, &them), (&them, &us)] {
        let game = play(white, black, &start, None, plies);
        assert!(
            matches!(game.end, End::Rules(_) | End::PlyLimit),
            "{:?}: {:?} after {:?}",
            game.end,
            game.note,
            game.moves
        );
    }
}

#[test]
fn our_own_uci_binary_as_an_external_engine() {
    let config = ExternalConfig::new(our_engine()).option("UCI_Variant", "maharajah");
    let mut e = ExternalEngine::start(config).expect("starts");
    assert!(e.name().starts_with("Maharajah"), "{}", e.name());
    let ours = AnyPosition::from_fen(Variant::Maharajah, M04).expect("fen").perft(2);
    assert_eq!(e.perft(M04, 2).expect("perft"), ours);
    // A promotion to a Maharajah goes out and the reply comes back in our letters.
    let moves = vec!["b7a8m".to_string()];
    let reply = e
        .best_move(PROMOTIONS, &moves, Color::Black, &Limits { depth: Some(2), ..Limits::default() })
        .expect("answers")
        .expect("a move");
    let mut pos = AnyPosition::from_fen(Variant::Maharajah, PROMOTIONS).expect("fen");
    pos.play_uci("b7a8m").expect("legal");
    pos.play_uci(&reply).expect("the reply is legal");
    short_game(e, M04, 12);
}

#[test]
fn fairy_stockfish_agrees_on_the_rules_and_plays_legal_moves() {
    let fsf = std::env::var("FSF_PATH").unwrap_or_else(|_| "/usr/games/fairy-stockfish".into());
    if !Path::new(&fsf).exists() {
        eprintln!("skipped: {fsf} not found (apt-get install fairy-stockfish)");
        return;
    }
    let ini = concat!(env!("CARGO_MANIFEST_DIR"), "/../../bench/fairy/maharajah.ini");
    let config = ExternalConfig::new(&fsf)
        .option("Threads", 1)
        .option("Hash", 16)
        .option("VariantPath", ini)
        .option("UCI_Variant", "maharajah");
    let mut e = ExternalEngine::start(config).expect("starts");
    for fen in [M04, PROMOTIONS] {
        let ours = AnyPosition::from_fen(Variant::Maharajah, fen).expect("fen").perft(3);
        assert_eq!(e.perft(fen, 3).expect("perft"), ours, "perft 3 of {fen}");
    }
    short_game(e, M04, 40);
}

#[test]
fn options_change_between_games() {
    let config = ExternalConfig::new(our_engine()).option("UCI_Variant", "chess");
    let mut e = ExternalEngine::start(config).expect("starts");
    let mirodol = AnyPosition::start(Variant::Mirodol);
    // Switched to Mirodol, the engine counts the 10×10 start (chess rules would refuse the FEN).
    e.set_option("UCI_Variant", Variant::Mirodol).expect("option set");
    assert_eq!(e.perft(&mirodol.fen(), 2).expect("perft"), mirodol.clone().perft(2));
    let reply = e
        .best_move(&mirodol.fen(), &[], Color::White, &Limits { depth: Some(2), ..Limits::default() })
        .expect("answers")
        .expect("a move");
    mirodol.clone().play_uci(&reply).expect("a legal Mirodol move");
}
