//! Pawn structure: the evaluation terms that depend on the pawns alone,
//! cached by pawn placement.
//!
//! Pawns move rarely, so a search meets the same pawn structure in most of
//! its nodes; a small table per thread keyed by the pawns' placement answers
//! the per-pawn loop's terms (doubled, isolated, supported, side by side,
//! advanced, passed) in one read. What a passed pawn is also worth because
//! of pieces and kings (its stop square free, the kings' race) is added by
//! the evaluation for the cached passed pawns.

use crate::correction::mix;
use crate::eval::EvalGeometry;
use crate::weights::{Pair, Weights};
use rules::geometry::Tables;
use rules::{Bitboard, Color, Geometry, Kind, Position};

/// The pawn-only terms of a position for both sides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PawnStructure<B> {
    /// Each side's pawn-only terms (White's, then Black's), its pawns' material included.
    pub score: [Pair; 2],
    /// Each side's passed pawns: no enemy pawn ahead on its file or the adjacent ones.
    pub passed: [B; 2],
}

/// Squares `c`'s pawns attack, by shifting the whole set (no loop over pawns).
#[inline(always)]
pub fn pawn_attacks<G: Geometry>(t: &Tables<G::BB>, c: Color, pawns: G::BB) -> G::BB {
    let ahead = t.forward(c, pawns);
    shift_east::<G>(t, ahead) | shift_west::<G>(t, ahead)
}

/// `b` one file toward the h-file (j on 10×10); nothing wraps to the next rank.
#[inline(always)]
pub fn shift_east<G: Geometry>(t: &Tables<G::BB>, b: G::BB) -> G::BB {
    (b << 1) & !t.file_bb[0] & t.all
}

/// `b` one file toward the a-file; nothing wraps to the previous rank.
#[inline(always)]
pub fn shift_west<G: Geometry>(t: &Tables<G::BB>, b: G::BB) -> G::BB {
    (b >> 1) & !t.file_bb[G::FILES - 1]
}

/// The pawn-only terms of `pos` under `w`.
pub fn structure<G: EvalGeometry>(pos: &Position<G>, w: &Weights) -> PawnStructure<G::BB> {
    let pawns = Color::BOTH.map(|c| pos.pieces(c, Kind::Pawn));
    let mut out = PawnStructure { score: [Pair::default(); 2], passed: [G::BB::EMPTY; 2] };
    for c in Color::BOTH {
        let (score, passed) = side_structure::<G>(w, c, pawns[c.index()], pawns[c.flip().index()]);
        out.score[c.index()] = score;
        out.passed[c.index()] = passed;
    }
    out
}

/// One side's pawn-only terms and its passed pawns.
fn side_structure<G: EvalGeometry>(w: &Weights, c: Color, mine: G::BB, theirs: G::BB) -> (Pair, G::BB) {
    let t = G::tables();
    let et = G::eval_tables();
    let mut score = w.material[0] * mine.count() as i32;
    score += w.pawn_supported * (mine & pawn_attacks::<G>(t, c, mine)).count() as i32;
    score += w.pawn_phalanx * (mine & (shift_east::<G>(t, mine) | shift_west::<G>(t, mine))).count() as i32;
    let mut passed = G::BB::EMPTY;
    for sq in mine.squares() {
        let rel = t.relative_rank(c, sq) as i32;
        score += w.pawn_advance * rel;
        score += w.centre[0] * et.centrality[sq];
        let f = G::file_of(sq);
        if (t.file_bb[f] & mine).several() {
            score += w.doubled;
        }
        if (et.adjacent_files[f] & mine).is_empty() {
            score += w.isolated;
        }
        if (et.passed_span[c.index()][sq] & theirs).is_empty() {
            score += w.passed * (rel * rel / 2 + rel);
            passed |= G::BB::bit(sq);
        }
    }
    (score, passed)
}

/// Slots in a thread's table: the structures of a search fit many times over,
/// and the table stays small beside the attack tables in the cache.
const SLOTS: usize = 4096;

/// A thread's cache of pawn structures, for the weights of its search.
pub struct PawnTable<B> {
    slots: Vec<(u64, PawnStructure<B>)>,
}

impl<B: Bitboard> PawnTable<B> {
    /// An empty table.
    pub fn new() -> Self {
        // An unused slot's key is 0, which a placement hashes to as rarely
        // as two placements share a key: the 64-bit bet every hash table makes.
        PawnTable { slots: vec![(0, PawnStructure { score: [Pair::default(); 2], passed: [B::EMPTY; 2] }); SLOTS] }
    }

    /// The pawn structure of `pos`, from the table or computed and stored.
    /// `w` must be the same weights at every call on one table.
    #[inline]
    pub fn get<G: EvalGeometry<BB = B>>(&mut self, pos: &Position<G>, w: &Weights) -> PawnStructure<B> {
        let key = pawn_key(pos);
        let slot = &mut self.slots[key as usize & (SLOTS - 1)];
        if slot.0 != key {
            *slot = (key, structure(pos, w));
        }
        slot.1
    }
}

impl<B: Bitboard> Default for PawnTable<B> {
    fn default() -> Self {
        Self::new()
    }
}

/// A key of the pawns' placement: both sides' sets spread over 64 bits
/// (also the correction history's pawn key).
#[inline(always)]
pub fn pawn_key<G: Geometry>(pos: &Position<G>) -> u64 {
    let pawns = |c: Color| pos.pieces(c, Kind::Pawn).fold64();
    mix(pawns(Color::White)) ^ mix(pawns(Color::Black) ^ 0x9E37_79B9_7F4A_7C15)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::random::Rng;
    use rules::{Board10, Board8, Variant};

    /// Positions along random games from `variant`'s start (pawns advance,
    /// capture, promote and vanish along the way).
    fn random_positions<G: EvalGeometry>(variant: Variant, seed: u64) -> Vec<Position<G>> {
        let mut rng = Rng::new(seed);
        let mut out = Vec::new();
        for _ in 0..20 {
            let mut pos = Position::<G>::start(variant);
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.make(*rng.pick(moves.as_slice()));
                out.push(pos.clone());
            }
        }
        out
    }

    fn shifted_attacks_match_the_per_square_table<G: EvalGeometry>(variant: Variant) {
        for pos in random_positions::<G>(variant, 7) {
            for c in Color::BOTH {
                let pawns = pos.pieces(c, Kind::Pawn);
                let per_square =
                    pawns.squares().fold(G::BB::EMPTY, |m, sq| m | G::tables().pawn_attacks[c.index()][sq]);
                assert_eq!(pawn_attacks::<G>(G::tables(), c, pawns), per_square, "{c:?} pawns {pawns:?}");
            }
        }
    }

    #[test]
    fn pawn_attacks_by_shifts_never_wrap_round_the_board() {
        shifted_attacks_match_the_per_square_table::<Board8>(Variant::Chess);
        shifted_attacks_match_the_per_square_table::<Board10>(Variant::Mirodol);
    }

    fn the_table_answers_what_computing_gives<G: EvalGeometry>(variant: Variant) {
        let w = Weights::for_variant(variant);
        let mut table = PawnTable::<G::BB>::new();
        let positions = random_positions::<G>(variant, 11);
        // Twice over, so the second pass reads what the first stored.
        for pos in positions.iter().chain(&positions) {
            assert_eq!(table.get(pos, &w), structure(pos, &w));
        }
    }

    #[test]
    fn the_pawn_table_answers_what_computing_gives() {
        the_table_answers_what_computing_gives::<Board8>(Variant::Chess);
        the_table_answers_what_computing_gives::<Board8>(Variant::Maharajah);
        the_table_answers_what_computing_gives::<Board10>(Variant::Mirodol);
    }

    #[test]
    fn passed_pawns_are_those_no_enemy_pawn_can_stop() {
        let pos = Position::<Board8>::from_fen(Variant::Chess, "4k3/7p/1p6/8/P2P4/8/8/4K3 w - - 0 1").expect("fen");
        let s = structure(&pos, &Weights::for_variant(Variant::Chess));
        let square = |name| u64::bit(Board8::parse_square(name).expect("square"));
        // a4 and b6 stand on adjacent files, each ahead of the other: neither is passed.
        assert_eq!(s.passed[0], square("d4"));
        assert_eq!(s.passed[1], square("h7"));
    }
}
