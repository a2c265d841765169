//! Feeds arbitrary bytes (as lossy UTF-8) to every text parser of the rules
//! core: extended FEN for the three variants, SAN and UCI on the start
//! position and on the parsed position, and PGN with a write/read round trip.
//! Any panic is a bug. The checks live in `rules::selfcheck`, which the
//! no-panic tests in `crates/rules/tests/pgn.rs` run without libFuzzer.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    rules::selfcheck::exercise(&String::from_utf8_lossy(data));
});
