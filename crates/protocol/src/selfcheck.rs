//! The decoder's checks for any input, shared by the fuzz target
//! (`fuzz/fuzz_targets/wire.rs`) and the corpus test that runs in `cargo
//! test` (`crates/protocol/tests/decoder.rs`).

use crate::command::Input;
use crate::game::Match;
use crate::wire::{decode_client, decode_server, encode_client, encode_server, ClientMessage};
use crate::{MatchConfig, SetupMode};
use rules::{Color, Variant};

/// Decodes `text` both ways; whatever reads must write back and read the
/// same, and a command must be taken or refused by a running match without
/// a panic. Panics (the fuzzer's signal) when a check fails.
pub fn exercise(text: &str) {
    if let Ok((message, id)) = decode_client(text) {
        let again = encode_client(&message, id);
        assert_eq!(decode_client(&again).ok(), Some((message.clone(), id)), "client round trip of {text:?}");
        if let ClientMessage::Command(command) = message {
            for variant in [Variant::Chess, Variant::Maharajah] {
                let config = MatchConfig {
                    id: "fuzz".into(),
                    variant,
                    time: Some(crate::TimeControl { base_ms: 60_000, increment_ms: 0 }),
                    takebacks: true,
                    setup: SetupMode::CommitReveal,
                    start_fen: None,
                };
                let Ok(mut m) = Match::new(config) else { return };
                m.input(Input::Connected(Color::White), 0);
                m.input(Input::Connected(Color::Black), 0);
                for seat in Color::BOTH {
                    m.input(Input::Command(seat, command.clone()), 10);
                }
            }
        }
    }
    if let Ok(message) = decode_server(text) {
        let again = encode_server(&message);
        assert_eq!(decode_server(&again).ok(), Some(message), "server round trip of {text:?}");
    }
}

/// A fixed sequence of numbers (xorshift64*), so every corpus run mutates
/// its seeds the same way.
pub struct Mutator(u64);

impl Mutator {
    /// A sequence from `seed` (not zero).
    pub fn new(seed: u64) -> Mutator {
        Mutator(seed.max(1))
    }

    /// The next number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % n.max(1) as u64) as usize
    }

    /// `seed` with one to four random edits: a flipped bit, a removed or
    /// inserted byte (JSON punctuation, digits, a backslash, an invalid UTF-8
    /// byte), a repeated run, or a cut — what a fuzzer would try first.
    pub fn mutate(&mut self, seed: &[u8]) -> Vec<u8> {
        let mut data = seed.to_vec();
        for _ in 0..1 + self.below(4) {
            let at = self.below(data.len() + 1);
            match self.below(5) {
                0 if at < data.len() => data[at] ^= 1 << self.below(8),
                1 if at < data.len() => {
                    data.remove(at);
                }
                2 => {
                    let bytes = b"{}[]\":,0-9aZ\\\xff";
                    data.insert(at, bytes[self.below(bytes.len())]);
                }
                3 if at < data.len() => {
                    let end = (at + self.below(8)).min(data.len());
                    let piece = data[at..end].to_vec();
                    data.splice(at..at, piece);
                }
                _ => data.truncate(at),
            }
        }
        data
    }
}
