//! The fuzz target's checks (`protocol::selfcheck`) over a fixed corpus: the
//! wire seeds in `fuzz/seeds-wire/`, a few thousand deterministic mutations
//! of them, and pathological inputs. Runs in `cargo test`, so the decoder's
//! no-panic guarantee holds between fuzz runs.

use protocol::selfcheck::{exercise, Mutator};
use protocol::{decode_client, decode_server, WireError};
use std::path::Path;

fn seeds() -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds-wire");
    let mut out: Vec<Vec<u8>> =
        std::fs::read_dir(&dir).expect("fuzz/seeds-wire").map(|e| std::fs::read(e.unwrap().path()).unwrap()).collect();
    out.sort();
    assert!(out.len() >= 8, "the wire seeds are missing");
    out
}

#[test]
fn every_seed_decodes_and_round_trips() {
    for seed in seeds() {
        let text = String::from_utf8(seed).unwrap();
        assert!(decode_client(&text).is_ok() || decode_server(&text).is_ok(), "seed does not decode: {text}");
        exercise(&text);
    }
}

#[test]
fn no_panic_on_mutated_messages() {
    let seeds = seeds();
    let mut rng = Mutator::new(0x00c0_ffee_5eed_0001);
    for i in 0..6_000 {
        let data = rng.mutate(&seeds[i % seeds.len()]);
        exercise(&String::from_utf8_lossy(&data));
    }
}

#[test]
fn no_panic_on_pathological_messages() {
    for text in [
        "[".repeat(100_000),
        "{\"v\":1,\"type\":\"move\",\"uci\":".to_string() + &"[".repeat(2_000),
        "{\"v\":1,\"type\":\"hello\",\"app\":\"1\",\"protocol\":1,\"name\":\"\\ud800\"}".to_string(),
        "{\"v\":18446744073709551616,\"type\":\"pause\"}".to_string(),
        "{\"v\":1,\"type\":\"move\",\"uci\":\"e2e4\",\"uci\":\"d2d4\"}".to_string(),
        "\u{feff}{\"v\":1,\"type\":\"pause\"}".to_string(),
        String::new(),
        "null".to_string(),
    ] {
        exercise(&text);
    }
    assert!(matches!(decode_client(&"x".repeat(1 << 20)), Err(WireError::TooLarge { .. })));
}
