//! What a move changes among the network's inputs: the pieces it takes off
//! squares and puts on squares, read from the position before the move.
//!
//! A move turns off at most two features (the mover's origin, a captured
//! piece) and turns on at most one (the mover, or its promotion, on its
//! destination), the same for both views. Castling moves two pieces and
//! is rare in a search, so it asks for a full refresh instead.

use rules::{Geometry, Kind, Move, MoveFlag, Piece, Position};

/// The input changes of one move (or none, for a null move).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Delta {
    /// Pieces put down, with their squares.
    pub added: Option<(Piece, u8)>,
    /// Pieces taken off, with their squares.
    pub removed: [Option<(Piece, u8)>; 2],
    /// The accumulator must be rebuilt from the position (castling).
    pub refresh: bool,
}

impl Delta {
    /// The changes `m` makes to `before`, where `m` is legal.
    pub fn of_move<G: Geometry>(before: &Position<G>, m: Move) -> Delta {
        let (from, to) = (m.from(), m.to());
        let Some(mover) = before.piece_at(from) else {
            return Delta { refresh: true, ..Delta::default() };
        };
        let at = |sq: usize| sq as u8;
        match m.flag() {
            MoveFlag::Castle => Delta { refresh: true, ..Delta::default() },
            MoveFlag::EnPassant => {
                let victim = before.ep_victim().and_then(|sq| before.piece_at(sq).map(|p| (p, at(sq))));
                Delta { added: Some((mover, at(to))), removed: [Some((mover, at(from))), victim], refresh: false }
            }
            _ => {
                let landed = match m.promotion() {
                    Some(kind) => Piece::new(mover.color, kind),
                    None => mover,
                };
                debug_assert!(m.promotion().is_none() || mover.kind == Kind::Pawn);
                let captured = before.piece_at(to).map(|p| (p, at(to)));
                Delta { added: Some((landed, at(to))), removed: [Some((mover, at(from))), captured], refresh: false }
            }
        }
    }
}
