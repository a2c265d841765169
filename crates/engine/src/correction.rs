//! Correction history: how far the static evaluation has been from what the
//! search found, remembered per pawn structure and per material balance.
//!
//! A hand-written evaluation is wrong in ways that repeat: a pawn chain it
//! underrates, or an unusual army (two Chancellors and no Rook, say) whose
//! piece values miss. The search keeps discovering the same error below the
//! same pawns and the same material, so each node's static evaluation is
//! nudged by the average error seen there before. Pruning decisions that
//! compare the static evaluation with the window then err less.

use rules::{Bitboard, Color, Geometry, Position};

/// Entries per side and table (a power of two, so a mask indexes it).
const SIZE: usize = 16_384;

/// Fixed-point scale of an entry: errors are kept in 1/GRAIN centipawns.
const GRAIN: i32 = 256;

/// Largest correction an entry holds, in centipawns: a nudge, never a verdict.
const LIMIT: i32 = 80;

/// Learned evaluation errors, one table keyed by the pawns and one by the
/// material of both sides, each per side to move.
pub struct CorrectionHistory {
    pawns: Vec<i32>,
    material: Vec<i32>,
}

/// Where one position's corrections live in the two tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CorrectionKeys {
    pawns: usize,
    material: usize,
}

impl Default for CorrectionHistory {
    fn default() -> Self {
        CorrectionHistory { pawns: vec![0; 2 * SIZE], material: vec![0; 2 * SIZE] }
    }
}

impl CorrectionHistory {
    /// The table slots of `pos` (computed once per node, used for read and update).
    pub fn keys<G: Geometry>(pos: &Position<G>) -> CorrectionKeys {
        let side = pos.side_to_move().index() * SIZE;
        let pawn_key = crate::pawns::pawn_key(pos);
        // The variant's kinds only (the king never changes): fewer counts per node.
        let mut material_key = 0u64;
        for c in Color::BOTH {
            for &k in pos.variant().rules().kinds {
                let n = pos.pieces(c, k).count() as u64;
                material_key = material_key.wrapping_mul(31).wrapping_add(n);
            }
        }
        let mask = SIZE - 1;
        CorrectionKeys {
            pawns: side + (pawn_key as usize & mask),
            material: side + (mix(material_key) as usize & mask),
        }
    }

    /// `raw` with the average error learned for these keys added.
    pub fn corrected(&self, keys: CorrectionKeys, raw: i32) -> i32 {
        raw + (self.pawns[keys.pawns] + self.material[keys.material]) / (2 * GRAIN)
    }

    /// Learns from a node whose search found `searched` where the evaluation
    /// said `raw`; deeper searches are more trustworthy and move it further.
    pub fn update(&mut self, keys: CorrectionKeys, raw: i32, searched: i32, depth: i32) {
        let target = (searched - raw).clamp(-LIMIT, LIMIT) * GRAIN;
        let weight = (depth + 1).clamp(1, 16);
        for entry in [&mut self.pawns[keys.pawns], &mut self.material[keys.material]] {
            *entry = (*entry * (256 - weight) + target * weight) / 256;
        }
    }
}

/// SplitMix64's finaliser: spreads small keys over the whole word.
#[inline(always)]
pub(crate) fn mix(mut x: u64) -> u64 {
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{AnyPosition, Kind, Variant};

    fn start() -> Position<rules::Board8> {
        match AnyPosition::start(Variant::Chess) {
            AnyPosition::Small(p) => p,
            _ => unreachable!("chess is 8×8"),
        }
    }

    fn first_move_of(pos: &Position<rules::Board8>, kind: Kind) -> rules::Move {
        let of_kind = |m: &&rules::Move| pos.piece_at(m.from()).map(|p| p.kind) == Some(kind);
        *pos.legal_moves().iter().find(of_kind).expect("the start has a move of every army kind")
    }

    #[test]
    fn a_repeated_error_is_learned_and_bounded() {
        let pos = start();
        let keys = CorrectionHistory::keys(&pos);
        let mut c = CorrectionHistory::default();
        assert_eq!(c.corrected(keys, 10), 10, "nothing learned yet");
        for _ in 0..200 {
            c.update(keys, 10, 50, 12);
        }
        let learned = c.corrected(keys, 10);
        assert!((45..=50).contains(&learned), "converges towards the search's 50, got {learned}");
        for _ in 0..500 {
            c.update(keys, 0, 1000, 20);
        }
        assert!(c.corrected(keys, 0) <= LIMIT, "a huge error is clamped");
    }

    #[test]
    fn keys_follow_pawns_material_and_the_side_to_move() {
        let mut pos = start();
        let before = CorrectionHistory::keys(&pos);
        pos.make(first_move_of(&pos, Kind::Knight));
        let after = CorrectionHistory::keys(&pos);
        assert_eq!(after.pawns, before.pawns + SIZE, "same pawns, other side to move");
        assert_eq!(after.material, before.material + SIZE, "same material, other side to move");
        pos.make(first_move_of(&pos, Kind::Pawn));
        let pawn_moved = CorrectionHistory::keys(&pos);
        assert_ne!(pawn_moved.pawns, before.pawns, "the pawns changed");
        assert_eq!(pawn_moved.material, before.material, "the material did not");
    }
}
