//! Feeds arbitrary bytes (as lossy UTF-8) to the wire protocol's decoders:
//! whatever decodes must encode and decode back the same, and a decoded
//! command must go through a running match without a panic. The checks live
//! in `protocol::selfcheck`, which `crates/protocol/tests/decoder.rs` runs
//! over the seeds and their mutations without libFuzzer.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    protocol::selfcheck::exercise(&String::from_utf8_lossy(data));
});
