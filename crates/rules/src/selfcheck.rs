//! A self-check harness shared by the fuzz target and the no-panic tests:
//! one definition of "every way untrusted text reaches the rules core", so the
//! libFuzzer run and the plain `cargo test` run check the same invariants.

use crate::pgn::{read_game, read_games};
use crate::{Board10, Board8, Geometry, Position, Variant};

/// Parses `text` every way a hostile input can reach the rules core: FEN for
/// each variant, SAN and UCI on the start and on the parsed position, and PGN
/// with a write/read round trip. Panics on any broken invariant.
pub fn exercise(text: &str) {
    exercise_variant::<Board8>(Variant::Chess, text);
    exercise_variant::<Board8>(Variant::Maharajah, text);
    exercise_variant::<Board10>(Variant::Mirodol, text);
    for game in read_games(text).into_iter().flatten() {
        let written = game.to_pgn();
        let again = read_game(&written).unwrap_or_else(|e| panic!("{e}\n--- input:\n{text}\n--- written:\n{written}"));
        assert_eq!(again.moves, game.moves, "{written}");
        assert_eq!(again.comment, game.comment, "{written}");
        assert_eq!(again.tags, game.canonical_tags(), "{written}");
        assert_eq!((again.variant, &again.start_fen, &again.result), (game.variant, &game.start_fen, &game.result));
        let _ = game.check_variations();
    }
}

fn exercise_variant<G: Geometry>(variant: Variant, text: &str) {
    probe_moves(&Position::<G>::start(variant), text);
    let Ok(pos) = Position::<G>::from_fen(variant, text) else {
        return;
    };
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
