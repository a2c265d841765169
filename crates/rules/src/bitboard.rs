//! Bit sets of squares, for both board sizes.
//!
//! An 8×8 board fits a `u64`; a 10×10 board needs a `u128`. Move generation is
//! written once against [`Bitboard`] and monomorphized for each width, so the
//! 8×8 path keeps native 64-bit speed while 10×10 is a table entry, not a fork.

use crate::slides::{Magics, RayScan, SlideLookup};
use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// A set of squares stored one bit per square (bit `i` = square index `i`).
pub trait Bitboard:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// How sliding attacks are looked up at this width: magic multiplication
    /// on 64 bits, ray scans on 128.
    type Slides: SlideLookup<Self>;
    /// The empty set.
    const EMPTY: Self;
    /// The set holding only square `sq`.
    fn bit(sq: usize) -> Self;
    /// The set folded into 64 bits (the two halves of a 10×10 set mixed):
    /// a cheap key for hash tables indexed by a set of squares.
    fn fold64(self) -> u64;
    /// Index of the lowest square; undefined for the empty set.
    fn lsb(self) -> usize;
    /// Index of the highest square; undefined for the empty set.
    fn msb(self) -> usize;
    /// Number of squares in the set.
    fn count(self) -> u32;
    /// `true` when no square is set.
    fn is_empty(self) -> bool;

    /// `true` when at least one square is set.
    #[inline(always)]
    fn any(self) -> bool {
        !self.is_empty()
    }
    /// `true` when `sq` is in the set.
    #[inline(always)]
    fn has(self, sq: usize) -> bool {
        (self & Self::bit(sq)).any()
    }
    /// `true` when more than one square is set (cheaper than counting).
    #[inline(always)]
    fn several(self) -> bool {
        (self & self.clear_lsb()).any()
    }
    /// The set without its lowest square.
    fn clear_lsb(self) -> Self;
    /// The value minus one: for a single square, the mask of every lower square.
    fn minus_one(self) -> Self;
    /// Removes and returns the lowest square.
    #[inline(always)]
    fn pop_lsb(&mut self) -> usize {
        let sq = self.lsb();
        *self = self.clear_lsb();
        sq
    }
    /// Iterates the squares from lowest to highest.
    #[inline(always)]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

/// Iterator over the squares of a [`Bitboard`].
#[derive(Clone, Copy, Debug)]
pub struct Squares<B>(B);

impl<B: Bitboard> Iterator for Squares<B> {
    type Item = usize;
    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_empty() {
            None
        } else {
            Some(self.0.pop_lsb())
        }
    }
}

macro_rules! impl_bitboard {
    ($t:ty, $bits:expr, $slides:ty, $fold:expr) => {
        impl Bitboard for $t {
            type Slides = $slides;
            const EMPTY: Self = 0;
            #[inline(always)]
            fn bit(sq: usize) -> Self {
                1 << sq
            }
            #[inline(always)]
            fn fold64(self) -> u64 {
                $fold(self)
            }
            #[inline(always)]
            fn lsb(self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline(always)]
            fn msb(self) -> usize {
                ($bits - 1 - self.leading_zeros()) as usize
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn is_empty(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn minus_one(self) -> Self {
                self.wrapping_sub(1)
            }
            #[inline(always)]
            fn clear_lsb(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}

impl_bitboard!(u64, 64, Magics, |b: u64| b);
// The high half is spread by an odd multiplier, so that no square of it
// lands on a single square of the low half.
impl_bitboard!(u128, 128, RayScan, |b: u128| (b as u64) ^ ((b >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_widths_agree_on_basic_operations() {
        fn check<B: Bitboard>() {
            let b = B::bit(3) | B::bit(40) | B::bit(63);
            assert_eq!(b.count(), 3);
            assert_eq!(b.lsb(), 3);
            assert_eq!(b.msb(), 63);
            assert!(b.several());
            assert_eq!(b.squares().collect::<Vec<_>>(), vec![3, 40, 63]);
        }
        check::<u64>();
        check::<u128>();
        assert_eq!(u128::bit(99).msb(), 99);
    }

    #[test]
    fn folding_keeps_every_square_of_a_large_board_distinct() {
        assert_eq!(0xF0F0_u64.fold64(), 0xF0F0, "an 8×8 set is its own key");
        let keys: std::collections::HashSet<u64> = (0..100).map(|sq| u128::bit(sq).fold64()).collect();
        assert_eq!(keys.len(), 100, "each single square of a 10×10 board folds to its own key");
        assert_ne!((u128::bit(5) | u128::bit(69)).fold64(), 0, "halves with the same bit do not cancel");
    }
}
