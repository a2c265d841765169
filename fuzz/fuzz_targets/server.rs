//! Feeds arbitrary bytes (as lossy UTF-8) to the server's reading of a
//! client frame (`server::message::exercise`): whatever reads as a lobby
//! request must check and round-trip without a panic. The same checks run
//! over the seeds and their mutations in `crates/server/tests/messages.rs`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    server::message::exercise(&String::from_utf8_lossy(data));
});
