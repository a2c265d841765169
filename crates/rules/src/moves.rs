//! Moves, packed in 32 bits, and a fixed-capacity move list.

use crate::piece::Kind;
use std::mem::MaybeUninit;

/// What kind of move a [`Move`] is, beyond its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveFlag {
    /// Any move of a piece, capture or not, that needs no special handling.
    Normal = 0,
    /// A pawn advance of two or more squares: it leaves en passant targets.
    PawnLong = 1,
    /// An en passant capture: the captured pawn is not on the destination.
    EnPassant = 2,
    /// Castling: `from`/`to` are the king's squares. Distinct from a plain
    /// king move between the same squares (Mirodol allows both).
    Castle = 3,
    /// A pawn reaching the last rank; see [`Move::promotion`].
    Promotion = 4,
}

/// A move: origin, destination, flag and promotion kind packed in a `u32`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Move(u32);

impl Move {
    /// The null move (never legal; a sentinel for "no move").
    pub const NONE: Move = Move(0);

    /// A move with the given flag and no promotion.
    #[inline(always)]
    pub fn new(from: usize, to: usize, flag: MoveFlag) -> Move {
        Move(from as u32 | (to as u32) << 7 | (flag as u32) << 14)
    }
    /// A promotion to `kind`.
    #[inline(always)]
    pub fn promotion_to(from: usize, to: usize, kind: Kind) -> Move {
        Move(from as u32 | (to as u32) << 7 | (MoveFlag::Promotion as u32) << 14 | (kind as u32 + 1) << 17)
    }
    /// Origin square.
    #[inline(always)]
    pub fn from(self) -> usize {
        (self.0 & 0x7f) as usize
    }
    /// Destination square (the king's, for castling).
    #[inline(always)]
    pub fn to(self) -> usize {
        ((self.0 >> 7) & 0x7f) as usize
    }
    /// The move's flag.
    #[inline(always)]
    pub fn flag(self) -> MoveFlag {
        match (self.0 >> 14) & 7 {
            0 => MoveFlag::Normal,
            1 => MoveFlag::PawnLong,
            2 => MoveFlag::EnPassant,
            3 => MoveFlag::Castle,
            _ => MoveFlag::Promotion,
        }
    }
    /// The promotion kind, if this is a promotion.
    #[inline(always)]
    pub fn promotion(self) -> Option<Kind> {
        let k = (self.0 >> 17) & 0xf;
        (k != 0).then(|| Kind::from_index(k as usize - 1))
    }
    /// `true` for castling.
    #[inline(always)]
    pub fn is_castle(self) -> bool {
        self.flag() == MoveFlag::Castle
    }
    /// The raw packed value (stable; used by the engine's hash table).
    pub fn raw(self) -> u32 {
        self.0
    }
    /// Rebuilds a move from [`Move::raw`].
    pub fn from_raw(raw: u32) -> Move {
        Move(raw)
    }
}

impl std::fmt::Debug for Move {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Move({}->{} {:?}", self.from(), self.to(), self.flag())?;
        if let Some(k) = self.promotion() {
            write!(f, " ={k:?}")?;
        }
        write!(f, ")")
    }
}

/// Upper bound on legal moves in any reachable position of our variants.
pub const MAX_MOVES: usize = 512;

/// A stack-allocated list of moves (no heap traffic in move generation).
///
/// The storage is left uninitialised until pushed to: move generation runs at
/// every node of a search, and zeroing 2 KiB there costs more than generating.
#[derive(Clone)]
pub struct MoveList {
    moves: [MaybeUninit<Move>; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList { moves: [const { MaybeUninit::uninit() }; MAX_MOVES], len: 0 }
    }
}

impl MoveList {
    /// An empty list.
    pub fn new() -> Self {
        Self::default()
    }
    /// Appends a move.
    #[inline(always)]
    pub fn push(&mut self, m: Move) {
        debug_assert!(self.len < MAX_MOVES);
        // The bound is a proof obligation of move generation; keep the check in release too.
        if self.len < MAX_MOVES {
            self.moves[self.len] = MaybeUninit::new(m);
            self.len += 1;
        }
    }
    /// Number of moves.
    #[inline(always)]
    pub fn len(&self) -> usize {
        self.len
    }
    /// `true` when there are no moves.
    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The moves as a slice.
    #[inline(always)]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: the first `len` elements were written by `push`, and
        // `MaybeUninit<Move>` has the same layout as `Move`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }
    /// The moves as a mutable slice (for ordering in search).
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        // SAFETY: as in `as_slice`; the slice is exclusively borrowed.
        unsafe { std::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len) }
    }
    /// Removes every move.
    pub fn clear(&mut self) {
        self.len = 0;
    }
    /// Whether `m` is in the list.
    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }
    /// Iterates the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packing_round_trips() {
        let m = Move::promotion_to(98, 99, Kind::Archer);
        assert_eq!((m.from(), m.to(), m.flag(), m.promotion()), (98, 99, MoveFlag::Promotion, Some(Kind::Archer)));
        let c = Move::new(4, 5, MoveFlag::Castle);
        assert_ne!(c, Move::new(4, 5, MoveFlag::Normal));
        assert!(c.is_castle());
        assert_eq!(Move::from_raw(c.raw()), c);
    }
}
