//! Correction history: how far the static evaluation has been from what the
//! search found, remembered per pawn structure and per material balance.
//!
//! A hand-written evaluation is wrong in ways that repeat: a pawn chain it
//! underrates, or an unusual army (two Chancellors and no Rook, say) whose
//! piece values miss. The search keeps discovering the same error below the
//! same pawns and the same material, so each node's static evaluation is
//! nudged by the average error seen there before. Pruning decisions that
//! compare the static evaluation with the window then err less.

use rules::{Bitboard, Color, Geometry, Kind, Move, MoveFlag, Position, Variant};

/// Piece kinds a material key can count.
const KINDS: usize = Kind::ALL.len();

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

/// The material part of a correction key: every (colour, kind) count of the
/// variant, weighted by a power of 31 and summed (wrapping). A sum changes by
/// a constant when a piece is taken or a pawn promotes, so the search follows
/// it move by move instead of counting every kind at every node; the key it
/// reaches is the one counting gives.
#[derive(Clone, Debug)]
pub struct MaterialWeights([[u64; KINDS]; 2]);

impl MaterialWeights {
    /// The weights of `variant`'s kinds: White's first, in the variant's order.
    pub fn new(variant: Variant) -> Self {
        let kinds = variant.rules().kinds;
        let mut weights = [[0u64; KINDS]; 2];
        // The last (colour, kind) counted weighs 31⁰, the one before 31¹, …
        let mut power = 1u64;
        for c in Color::BOTH.into_iter().rev() {
            for &k in kinds.iter().rev() {
                weights[c.index()][k.index()] = power;
                power = power.wrapping_mul(31);
            }
        }
        MaterialWeights(weights)
    }

    /// The material key of `pos`, counted.
    pub fn key<G: Geometry>(&self, pos: &Position<G>) -> u64 {
        let mut key = 0u64;
        for c in Color::BOTH {
            for &k in pos.variant().rules().kinds {
                let n = pos.pieces(c, k).count() as u64;
                key = key.wrapping_add(n.wrapping_mul(self.0[c.index()][k.index()]));
            }
        }
        key
    }

    /// What playing `m` in `pos` adds (wrapping) to the material key.
    #[inline]
    pub fn change<G: Geometry>(&self, pos: &Position<G>, m: Move) -> u64 {
        let us = pos.side_to_move();
        let mut change = 0u64;
        if !m.is_castle() {
            let victim =
                if m.flag() == MoveFlag::EnPassant { Some(Kind::Pawn) } else { pos.piece_at(m.to()).map(|p| p.kind) };
            if let Some(kind) = victim {
                change = change.wrapping_sub(self.0[us.flip().index()][kind.index()]);
            }
        }
        if let Some(kind) = m.promotion() {
            let w = &self.0[us.index()];
            change = change.wrapping_add(w[kind.index()]).wrapping_sub(w[Kind::Pawn.index()]);
        }
        change
    }
}

impl CorrectionHistory {
    /// The table slots of `pos` (computed once per node, used for read and
    /// update), given its material key ([`MaterialWeights`]).
    pub fn keys<G: Geometry>(pos: &Position<G>, material_key: u64) -> CorrectionKeys {
        let side = pos.side_to_move().index() * SIZE;
        let pawn_key = crate::pawns::pawn_key(pos);
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

    fn keys(pos: &Position<rules::Board8>) -> CorrectionKeys {
        CorrectionHistory::keys(pos, MaterialWeights::new(pos.variant()).key(pos))
    }

    /// Every legal move of `pos` changes the material key by what `change` says.
    fn every_move_changes_the_key_as_said<G: Geometry>(pos: &Position<G>, weights: &MaterialWeights) {
        for &m in pos.legal_moves().iter() {
            let mut after = pos.clone();
            after.make(m);
            let followed = weights.key(pos).wrapping_add(weights.change(pos, m));
            assert_eq!(followed, weights.key(&after), "{} in {}", pos.uci(m), pos.fen());
        }
    }

    fn material_keys_follow_moves<G: Geometry>(variant: Variant, special: &[&str]) {
        let weights = MaterialWeights::new(variant);
        let mut rng = rules::random::Rng::new(11);
        for _ in 0..6 {
            let mut pos = Position::<G>::start(variant);
            for _ in 0..150 {
                every_move_changes_the_key_as_said(&pos, &weights);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.make(*rng.pick(moves.as_slice()));
            }
        }
        for fen in special {
            every_move_changes_the_key_as_said(&Position::<G>::from_fen(variant, fen).expect("fen"), &weights);
        }
    }

    #[test]
    fn a_material_key_followed_move_by_move_is_the_counted_one() {
        // Captures, promotions with and without a capture, en passant, castling.
        let chess = [
            "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        ];
        material_keys_follow_moves::<rules::Board8>(Variant::Chess, &chess);
        material_keys_follow_moves::<rules::Board8>(Variant::Maharajah, &[]);
        material_keys_follow_moves::<rules::Board10>(Variant::Mirodol, &[]);
    }

    #[test]
    fn the_material_key_is_the_count_of_each_kind_in_base_31() {
        // The key every earlier search used: counts folded in as base-31 digits.
        let pos = Position::<rules::Board8>::from_fen(
            Variant::Maharajah,
            "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb",
        )
        .expect("fen");
        let mut digits = 0u64;
        for c in Color::BOTH {
            for &k in pos.variant().rules().kinds {
                digits = digits.wrapping_mul(31).wrapping_add(pos.pieces(c, k).count() as u64);
            }
        }
        assert_eq!(MaterialWeights::new(Variant::Maharajah).key(&pos), digits);
    }

    #[test]
    fn a_repeated_error_is_learned_and_bounded() {
        let pos = start();
        let keys = keys(&pos);
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
        let before = keys(&pos);
        pos.make(first_move_of(&pos, Kind::Knight));
        let after = keys(&pos);
        assert_eq!(after.pawns, before.pawns + SIZE, "same pawns, other side to move");
        assert_eq!(after.material, before.material + SIZE, "same material, other side to move");
        pos.make(first_move_of(&pos, Kind::Pawn));
        let pawn_moved = keys(&pos);
        assert_ne!(pawn_moved.pawns, before.pawns, "the pawns changed");
        assert_eq!(pawn_moved.material, before.material, "the material did not");
    }
}
