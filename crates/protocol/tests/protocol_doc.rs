//! Every JSON example in `docs/protocol.md` is a message the decoder reads,
//! and the commitment test vector there is what the code computes: the page
//! a client author reads cannot drift from the code.

use protocol::{decode_client, decode_server, encode_army, Commitment, Nonce};
use rules::{Color, Setup};
use std::path::Path;

fn page() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/protocol.md")).unwrap()
}

fn examples(text: &str) -> Vec<String> {
    text.split("```json\n").skip(1).map(|block| block.split("\n```").next().unwrap().to_string()).collect()
}

#[test]
fn every_example_decodes() {
    let page = page();
    let blocks = examples(&page);
    assert!(blocks.len() >= 35, "only {} examples", blocks.len());
    for block in blocks {
        let client = decode_client(&block);
        let server = decode_server(&block);
        assert!(client.is_ok() || server.is_ok(), "{block}\nclient: {client:?}\nserver: {server:?}");
    }
}

#[test]
fn every_message_type_has_an_example() {
    let page = page();
    let types: Vec<String> = examples(&page)
        .iter()
        .filter_map(|b| b.split("\"type\":\"").nth(1).map(|t| t.split('"').next().unwrap().to_string()))
        .collect();
    for name in protocol::Command::NAMES
        .iter()
        .chain(protocol::Control::NAMES.iter())
        .chain(["welcome", "handshake-refused", "event", "snapshot", "refused", "error", "pong"].iter())
    {
        assert!(types.iter().any(|t| t == name), "no example of {name}");
    }
}

#[test]
fn the_commitment_test_vector_holds() {
    let page = page();
    let army: Setup = "4k3/8/8/8/8/8/PPPP4/RNBMKBNR".parse().unwrap();
    let encoding = hex::encode(encode_army(&army, Color::White));
    let commitment: String = Commitment::new("match-1", 0, &army, Color::White, &Nonce([7; 32])).into();
    assert_eq!(encoding, "01770b0052014e0242034d0542064e0752085009500a500b50");
    assert!(page.contains(&encoding));
    assert!(page.contains(&format!("commitment is\n`{commitment}`")), "{commitment}");
}
