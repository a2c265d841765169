//! The key the openings table is filed under: a chess position without its
//! move counters, so that the same position reached by other moves, or at
//! another move number, is the same key.

use rules::{AnyPosition, FenError, Variant};

/// A chess position as the openings table tells positions apart: the pieces,
/// the side to move, the castling rights and an en passant capture only when
/// one is possible (the rules core's Zobrist hash, which leaves the move
/// counters and an unusable en passant square out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey(u64);

impl PositionKey {
    /// The key of `position`; `None` unless it is a chess position (the
    /// table names chess openings only).
    pub fn of(position: &AnyPosition) -> Option<PositionKey> {
        (position.variant() == Variant::Chess).then(|| PositionKey(position.hash()))
    }

    /// The key of a chess position written as FEN (the move counters may be
    /// left out).
    pub fn from_fen(fen: &str) -> Result<PositionKey, FenError> {
        let mut fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() == 4 {
            fields.extend(["0", "1"]);
        }
        let position = AnyPosition::from_fen(Variant::Chess, &fields.join(" "))?;
        Ok(PositionKey(position.hash()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_and_an_unusable_en_passant_square_do_not_count() {
        let start = PositionKey::of(&AnyPosition::start(Variant::Chess)).unwrap();
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
        assert_eq!(PositionKey::from_fen(fen), Ok(start));
        assert_eq!(PositionKey::from_fen(&format!("{fen} 12 40")), Ok(start));
        // After 1. e4 no black pawn can take en passant: the square is not part of the key.
        let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq";
        assert_eq!(
            PositionKey::from_fen(&format!("{after_e4} e3 0 1")),
            PositionKey::from_fen(&format!("{after_e4} - 0 1"))
        );
        // Castling rights and the side to move do count.
        assert_ne!(PositionKey::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq -"), Ok(start));
        assert_ne!(PositionKey::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq -"), Ok(start));
    }

    #[test]
    fn only_chess_positions_have_a_key() {
        assert!(PositionKey::of(&AnyPosition::start(Variant::Mirodol)).is_none());
        assert!(PositionKey::of(&AnyPosition::start(Variant::Maharajah)).is_none());
        assert!(PositionKey::from_fen("not a position").is_err());
    }
}
