//! The network's inputs: one feature per (piece colour, piece kind, square),
//! seen from one side.
//!
//! Each side has its own view of the board: "own" and "their" pieces rather
//! than White and Black, and its own home rank at the bottom (Black's view
//! is the board mirrored top to bottom). The same weights then serve both
//! sides, and the accumulator of each view is updated by the same additions
//! and removals whatever the side to move.
//!
//! The 8×8 board (chess, Maharajah armies) and the 10×10 board (Mirodol)
//! have separate square slots in one feature set: a square index means a
//! different place on each board, so sharing slots would mix what the
//! network learns of the two. Every kind of every variant has its own slot,
//! so one network covers all three variants.

use rules::piece::KIND_COUNT;
use rules::{Color, Geometry, Piece, Position};

/// Square slots of the 8×8 board (the 10×10 board's follow).
pub const SQUARES_8: usize = 64;
/// Square slots of both boards: 64 for 8×8, then 100 for 10×10.
pub const SQUARE_SLOTS: usize = SQUARES_8 + 100;
/// Inputs of one view: (own or theirs) × kind × square slot.
pub const FEATURES: usize = 2 * KIND_COUNT * SQUARE_SLOTS;
/// The most pieces a position can hold (the 10×10 board full).
pub const MAX_ACTIVE: usize = 100;

/// The feature of `piece` on `sq` seen from `view`'s side.
#[inline(always)]
pub fn index<G: Geometry>(view: Color, piece: Piece, sq: usize) -> usize {
    let board_offset = if G::FILES == 8 { 0 } else { SQUARES_8 };
    let seen_sq = match view {
        Color::White => sq,
        Color::Black => G::square(G::file_of(sq), G::RANKS - 1 - G::rank_of(sq)),
    };
    let theirs = usize::from(piece.color != view);
    (theirs * KIND_COUNT + piece.kind.index()) * SQUARE_SLOTS + board_offset + seen_sq
}

/// `feature` with its square mirrored left to right (file a ↔ h, or a ↔ j on
/// 10×10). The rules are the same on both wings but for castling, so a
/// position without castling rights and its mirror have one value: the
/// trainer doubles its data with them.
pub fn mirrored(feature: usize) -> usize {
    let slot = feature % SQUARE_SLOTS;
    let (base, files) = if slot < SQUARES_8 { (0, 8) } else { (SQUARES_8, 10) };
    let sq = slot - base;
    feature - slot + base + sq - sq % files + (files - 1 - sq % files)
}

/// Every active feature of `pos` from `view`'s side, in square order.
pub fn active<G: Geometry>(pos: &Position<G>, view: Color) -> impl Iterator<Item = usize> + '_ {
    (0..G::SQUARES).filter_map(move |sq| pos.piece_at(sq).map(|p| index::<G>(view, p, sq)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Board10, Board8, Kind};

    #[test]
    fn a_piece_seen_from_its_own_side_is_the_mirror_of_the_other_sides_view() {
        // The white king on e1 seen by White is the black king on e8 seen by Black.
        let white_king = index::<Board8>(Color::White, Piece::new(Color::White, Kind::King), 4);
        let black_king = index::<Board8>(Color::Black, Piece::new(Color::Black, Kind::King), 60);
        assert_eq!(white_king, black_king);
        assert_ne!(white_king, index::<Board8>(Color::Black, Piece::new(Color::White, Kind::King), 4));
    }

    #[test]
    fn a_mirrored_feature_is_the_same_piece_on_the_other_wing() {
        let knight = Piece::new(Color::Black, Kind::Knight);
        // b1 ↔ g1 on 8×8, seen by White and by Black.
        for view in [Color::White, Color::Black] {
            assert_eq!(mirrored(index::<Board8>(view, knight, 1)), index::<Board8>(view, knight, 6));
        }
        // b1 ↔ i1 and a10 ↔ j10 on 10×10.
        assert_eq!(mirrored(index::<Board10>(Color::White, knight, 1)), index::<Board10>(Color::White, knight, 8));
        assert_eq!(mirrored(index::<Board10>(Color::Black, knight, 90)), index::<Board10>(Color::Black, knight, 99));
        for f in 0..FEATURES {
            assert_eq!(mirrored(mirrored(f)), f);
            assert_eq!(mirrored(f) / SQUARE_SLOTS, f / SQUARE_SLOTS, "the piece stays");
        }
    }

    #[test]
    fn every_feature_is_in_range_and_the_boards_do_not_share_slots() {
        let mut seen8 = std::collections::HashSet::new();
        for view in Color::BOTH {
            for color in Color::BOTH {
                for kind in Kind::ALL {
                    for sq in 0..64 {
                        let i = index::<Board8>(view, Piece::new(color, kind), sq);
                        assert!(i < FEATURES);
                        seen8.insert(i);
                    }
                }
            }
        }
        for sq in 0..100 {
            let i = index::<Board10>(Color::White, Piece::new(Color::Black, Kind::Archer), sq);
            assert!(i < FEATURES);
            assert!(!seen8.contains(&i), "10×10 square {sq} shares an 8×8 slot");
        }
    }
}
