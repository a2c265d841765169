//! The fuzz target's checks (`server::message::exercise`) over a fixed
//! corpus: the seeds in `fuzz/seeds-server/` and `fuzz/seeds-wire/`, a few
//! thousand deterministic mutations of them, and pathological inputs. Runs
//! in `cargo test`, so reading a client's frame stays panic-free between
//! fuzz runs.

use protocol::selfcheck::Mutator;
use server::message::{classify, exercise};
use std::path::Path;

fn seeds() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut out = Vec::new();
    for dir in ["seeds-server", "seeds-wire"] {
        for e in std::fs::read_dir(root.join(dir)).expect("the fuzz seeds") {
            out.push(std::fs::read(e.unwrap().path()).unwrap());
        }
    }
    out.sort();
    assert!(out.len() >= 16, "the seeds are missing");
    out
}

#[test]
fn every_server_seed_reads() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/seeds-server");
    for e in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        assert!(classify(&text).is_ok(), "seed does not read: {text}");
        exercise(&text);
    }
}

#[test]
fn no_panic_on_mutated_frames() {
    let seeds = seeds();
    let mut rng = Mutator::new(0x5e4e_e45e_ed00_0001);
    for i in 0..8_000 {
        let data = rng.mutate(&seeds[i % seeds.len()]);
        exercise(&String::from_utf8_lossy(&data));
    }
}

#[test]
fn no_panic_on_pathological_frames() {
    for text in [
        "{".repeat(100_000),
        r#"{"v":1,"type":"create-room","variant":"chess","time":{"base_ms":18446744073709551615,"increment_ms":0}}"#
            .to_string(),
        r#"{"v":1,"type":"create-room","variant":"chess","time":{"base_ms":0,"increment_ms":0}}"#.to_string(),
        r#"{"v":1,"type":"join-room","code":"ÀÀÀÀÀ-ÀÀÀÀÀ"}"#.to_string(),
        format!(r#"{{"v":1,"type":"join-room","code":"{}"}}"#, "-".repeat(3_000)),
        r#"{"v":1,"type":"list-rooms","type":"create-room"}"#.to_string(),
        String::new(),
    ] {
        exercise(&text);
    }
}
