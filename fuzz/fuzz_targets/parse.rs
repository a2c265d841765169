//! Feeds arbitrary bytes (as lossy UTF-8) to every text parser of the rules
//! core: extended FEN for the three variants, SAN and UCI on the start
//! position and on the parsed position, and PGN with a write/read round trip.
//! Any panic is a bug. Keep in step with `exercise` in
//! `crates/rules/tests/pgn.rs`, which runs the same checks without libFuzzer.

#![no_main]

use libfuzzer_sys::fuzz_target;
use rules::{read_game, read_games, Board10, Board8, Geometry, Position, Variant};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    exercise_variant::<Board8>(Variant::Chess, &text);
    exercise_variant::<Board8>(Variant::Maharajah, &text);
    exercise_variant::<Board10>(Variant::Mirodol, &text);
    for game in read_games(&text).into_iter().flatten() {
        let written = game.to_pgn();
        let again = read_game(&written).unwrap_or_else(|e| panic!("{e}\n--- written:\n{written}"));
        assert_eq!(again.moves, game.moves, "{written}");
        assert_eq!(again.tags, game.canonical_tags(), "{written}");
        assert_eq!((again.variant, &again.start_fen, &again.result), (game.variant, &game.start_fen, &game.result));
        let _ = game.check_variations();
    }
});

fn exercise_variant<G: Geometry>(variant: Variant, text: &str) {
    probe_moves(&Position::<G>::start(variant), text);
    let Ok(pos) = Position::<G>::from_fen(variant, text) else { return };
    let fen = pos.fen();
    let again = Position::<G>::from_fen(variant, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(again.fen(), fen);
    probe_moves(&pos, text);
    for &m in pos.legal_moves().iter() {
        let san = pos.san(m);
        assert_eq!(pos.parse_san(&san), Ok(m), "{fen}: {san}");
        let uci = pos.uci(m);
        assert_eq!(pos.parse_uci(&uci), Ok(m), "{fen}: {uci}");
        let mut after = pos.clone();
        let undo = after.make(m);
        let _ = after.legal_moves();
        after.undo(m, undo);
        assert_eq!(after.fen(), fen);
    }
}

fn probe_moves<G: Geometry>(pos: &Position<G>, text: &str) {
    let _ = pos.parse_san(text);
    let _ = pos.parse_uci(text);
    for word in text.split_whitespace().take(16) {
        let _ = pos.parse_san(word);
        let _ = pos.parse_uci(word);
    }
}
