//! Static evaluation, generic over board size and aware of every piece kind.
//!
//! Piece-square terms are derived from geometry (distance to the centre,
//! pawn advancement) so they work unchanged on 10×10; mobility and king
//! attack are computed from the same attack tables move generation uses, so
//! knight-moving compound pieces are counted as the threats they are.

use crate::pawns::{self, PawnStructure};
use crate::weights::{Pair, Weights, Winnable};
use rules::geometry::{Tables, MAX_SQUARES};
use rules::{Bitboard, Board10, Board8, Color, Geometry, Kind, Position};
use std::sync::LazyLock;

/// Masks the evaluation needs beyond the rules core's tables, built once per board size.
pub struct EvalTables<B> {
    /// Squares ahead of a pawn on its file and the adjacent files (passed-pawn test).
    pub passed_span: [[B; MAX_SQUARES]; 2],
    /// Files next to each file.
    pub adjacent_files: [B; MAX_SQUARES],
    /// Distance-to-rim score of each square (0 at the edge).
    pub centrality: [i32; MAX_SQUARES],
    /// The files of the queen's wing (the left half of the board).
    pub left_wing: B,
}

impl<B: Bitboard> EvalTables<B> {
    fn build<G: Geometry<BB = B>>() -> Self {
        let t = G::tables();
        let centre_twice = G::FILES as i32 - 1;
        // Fixed-size arrays (the largest board's), not vectors: the
        // evaluation reads them for every piece, and an array is one load.
        let centrality = std::array::from_fn(|sq| {
            if sq >= G::SQUARES {
                return 0;
            }
            let f = G::file_of(sq) as i32 * 2 - centre_twice;
            let r = G::rank_of(sq) as i32 * 2 - centre_twice;
            (centre_twice - f.abs().max(r.abs())) / 2
        });
        let adjacent_files: [B; MAX_SQUARES] = std::array::from_fn(|f| {
            let mut m = B::EMPTY;
            if f >= G::FILES {
                return m;
            }
            if f > 0 {
                m |= t.file_bb[f - 1];
            }
            if f + 1 < G::FILES {
                m |= t.file_bb[f + 1];
            }
            m
        });
        let passed_span = Color::BOTH.map(|c| {
            std::array::from_fn(|sq| {
                if sq >= G::SQUARES {
                    return B::EMPTY;
                }
                let files = t.file_bb[G::file_of(sq)] | adjacent_files[G::file_of(sq)];
                let mut ahead = B::EMPTY;
                let own = t.relative_rank(c, sq);
                for r in own + 1..G::RANKS {
                    ahead |= t.relative_rank_bb(c, r);
                }
                ahead & files
            })
        });
        let left_wing = (0..G::FILES / 2).fold(B::EMPTY, |m, f| m | t.file_bb[f]);
        EvalTables { passed_span, adjacent_files, centrality, left_wing }
    }
}

/// A board size the evaluation has tables for.
pub trait EvalGeometry: Geometry {
    /// The evaluation tables of this size.
    fn eval_tables() -> &'static EvalTables<Self::BB>;
}

static EVAL8: LazyLock<EvalTables<u64>> = LazyLock::new(EvalTables::build::<Board8>);
static EVAL10: LazyLock<EvalTables<u128>> = LazyLock::new(EvalTables::build::<Board10>);

impl EvalGeometry for Board8 {
    fn eval_tables() -> &'static EvalTables<u64> {
        &EVAL8
    }
}

impl EvalGeometry for Board10 {
    fn eval_tables() -> &'static EvalTables<u128> {
        &EVAL10
    }
}

/// King-move distance between two squares.
fn distance<G: Geometry>(a: usize, b: usize) -> i32 {
    let files = (G::file_of(a) as i32 - G::file_of(b) as i32).abs();
    let ranks = (G::rank_of(a) as i32 - G::rank_of(b) as i32).abs();
    files.max(ranks)
}

/// Whether a piece of `c` on `sq` stands on an outpost: in the enemy half (not
/// the last rank), defended by an own pawn, and no enemy pawn on a
/// neighbouring file can ever advance to attack it.
fn is_outpost<G: EvalGeometry>(b: &Board<G::BB>, c: Color, sq: usize) -> bool {
    let rel = b.t.relative_rank(c, sq);
    if rel + 1 < G::RANKS / 2 || rel + 1 >= G::RANKS || !b.pawn_attacks[c.index()].has(sq) {
        return false;
    }
    (b.et.passed_span[c.index()][sq] & b.et.adjacent_files[G::file_of(sq)] & b.pawns[c.flip().index()]).is_empty()
}

/// Evaluation of `pos` from the side to move's point of view, in centipawns.
#[inline]
pub fn evaluate<G: EvalGeometry>(pos: &Position<G>, w: &Weights) -> i32 {
    evaluate_with(pos, w, &pawns::structure(pos, w))
}

/// What both sides' terms read, computed once per evaluation (the tables
/// too: each lookup of a lazily built table is an atomic check the compiler
/// cannot merge, so the evaluation asks once).
struct Board<B: Bitboard + 'static> {
    t: &'static Tables<B>,
    et: &'static EvalTables<B>,
    occupied: B,
    pawns: [B; 2],
    pawn_attacks: [B; 2],
    /// Pieces other than pawns and the king (pawn threats, hanging pieces).
    officers: [B; 2],
}

impl<B: Bitboard> Board<B> {
    fn new<G: EvalGeometry<BB = B>>(pos: &Position<G>) -> Self {
        let (t, et) = (pos.tables(), G::eval_tables());
        let pawns = Color::BOTH.map(|c| pos.pieces(c, Kind::Pawn));
        let pawn_attacks = Color::BOTH.map(|c| pawns::pawn_attacks::<G>(t, c, pawns[c.index()]));
        let officers = Color::BOTH.map(|c| pos.color_bb(c) & !pawns[c.index()] & !pos.kind_bb(Kind::King));
        Board { t, et, occupied: pos.occupied(), pawns, pawn_attacks, officers }
    }
}

/// One side's officer terms and what the rest of the evaluation needs from them.
struct OfficerTerms<B> {
    score: Pair,
    /// Game-phase weight of the side's officers.
    phase: i32,
    /// Middlegame material of the side's officers (endgame scaling).
    material: i32,
    /// Every square the side's officers attack (hanging pieces).
    attacked: B,
}

/// Material, placement, mobility, threats and attack on the enemy king of
/// `c`'s officers. Terms that only depend on a kind's count (material, phase)
/// are multiplied out rather than added per piece: the evaluation runs at
/// every node, and it is the search's largest cost.
fn officer_terms<G: EvalGeometry>(pos: &Position<G>, w: &Weights, b: &Board<G::BB>, c: Color) -> OfficerTerms<G::BB> {
    let (t, et) = (b.t, b.et);
    let them = c.flip();
    let own = pos.color_bb(c);
    let enemy_king = pos.king_square(them);
    let king_zone = t.leaps[Kind::King.index()][enemy_king] | G::BB::bit(enemy_king);
    let kinds = pos.variant().rules().officers;
    let seventh_rank = t.relative_rank_bb(c, G::RANKS - 2);
    let seventh_matters = (seventh_rank & b.pawns[them.index()]).any() || t.relative_rank_bb(them, 0).has(enemy_king);
    let pawns_above_four = b.pawns[c.index()].count() as i32 - 4;
    // The enemy king's lines, looked up once for every kind's check squares.
    let king_orth = t.rook_attacks(enemy_king, b.occupied);
    let king_diag = t.bishop_attacks(enemy_king, b.occupied);
    // The enemy's officers by kind with their value, once: each of our kinds
    // threatens the heavier ones.
    let mut enemies = [(0, G::BB::EMPTY); Kind::ALL.len()];
    let mut enemy_kinds = 0;
    for &kind in kinds {
        let bb = pos.pieces(them, kind);
        if bb.any() {
            enemies[enemy_kinds] = (w.value(kind), bb);
            enemy_kinds += 1;
        }
    }
    let enemies = &enemies[..enemy_kinds];

    let mut out = OfficerTerms { score: Pair::default(), phase: 0, material: 0, attacked: G::BB::EMPTY };
    let (mut attack_units, mut attackers, mut check_units) = (0, 0, 0);
    for &kind in kinds {
        let bb = pos.pieces(c, kind);
        if bb.is_empty() {
            continue;
        }
        let k = kind.index();
        let n = bb.count() as i32;
        out.score += w.material[k] * n;
        out.score += w.pawn_count[k] * (pawns_above_four * n);
        out.material += w.material[k].0 * n;
        out.phase += w.phase[k] * n;
        // Squares this kind would check the enemy king from (every officer
        // moves symmetrically, so they are its attacks from the king's square).
        let check_squares =
            t.attacks_along(kind, enemy_king, king_orth, king_diag) & !own & !b.pawn_attacks[them.index()];
        let value = w.value(kind);
        let mut heavier = G::BB::EMPTY;
        for &(enemy_value, enemy) in enemies {
            if enemy_value > value {
                heavier |= enemy;
            }
        }
        for sq in bb.squares() {
            out.score += w.centre[k] * et.centrality[sq];
            let att = t.attacks(kind, sq, b.occupied);
            out.attacked |= att;
            let safe = att & !own & !b.pawn_attacks[them.index()];
            out.score += w.mobility[k] * safe.count() as i32;
            out.score += w.threat * (att & heavier).count() as i32;
            check_units += w.safe_check[k] * (att & check_squares).count() as i32;
            let near = att & king_zone;
            if near.any() {
                attackers += 1;
                attack_units += w.king_attack[k] * near.count() as i32;
            }
            if is_outpost::<G>(b, c, sq) {
                out.score += w.outpost[k];
            }
            if t.slides_orth[k] {
                let file = t.file_bb[G::file_of(sq)];
                if (file & b.pawns[c.index()]).is_empty() {
                    out.score += w.open_file;
                    if (file & b.pawns[them.index()]).is_empty() {
                        out.score += w.open_file_full;
                    }
                }
                if seventh_matters && seventh_rank.has(sq) {
                    out.score += w.seventh;
                }
            }
        }
    }
    out.score += w.pawn_threat * (b.pawn_attacks[c.index()] & b.officers[them.index()]).count() as i32;
    if pos.pieces(c, Kind::Bishop).several() {
        out.score += w.bishop_pair;
    }
    // Several attackers coordinate, and safe checks add to an attack: the
    // danger grows faster than linearly in both.
    let danger = if attackers >= 2 { attack_units * attackers.min(4) / 6 } else { 0 } + check_units;
    if danger > 0 {
        out.score += Pair::middlegame(danger + w.king_danger_sq * danger * danger / 65_536);
    }
    out
}

/// What `c`'s passed pawns are worth beyond the pawn structure: a free
/// stop square, and a king nearer to it than the enemy's.
fn passed_pawn_terms<G: EvalGeometry>(
    pos: &Position<G>,
    w: &Weights,
    b: &Board<G::BB>,
    c: Color,
    passed: G::BB,
) -> Pair {
    let t = b.t;
    let mut score = Pair::default();
    for sq in passed.squares() {
        let ahead = t.forward(c, G::BB::bit(sq));
        if ahead.any() {
            let rel = t.relative_rank(c, sq) as i32;
            let stop = ahead.lsb();
            if !b.occupied.has(stop) {
                score += w.passed_free * rel;
            }
            let race = distance::<G>(pos.king_square(c.flip()), stop) - distance::<G>(pos.king_square(c), stop);
            score += w.passed_king * (race * rel);
        }
    }
    score
}

/// One side's king: centralization (negative in the middlegame), pawn shield and shelter.
fn king_terms<G: EvalGeometry>(pos: &Position<G>, w: &Weights, b: &Board<G::BB>, c: Color) -> Pair {
    let (t, et) = (b.t, b.et);
    let my_pawns = b.pawns[c.index()];
    let ksq = pos.king_square(c);
    let mut score = w.centre[Kind::King.index()] * et.centrality[ksq];
    let shield = t.forward(c, t.leaps[Kind::King.index()][ksq] | G::BB::bit(ksq)) & my_pawns;
    score += Pair::middlegame(w.shield * shield.count().min(3) as i32);
    let in_front = et.passed_span[c.index()][ksq] & my_pawns;
    let kf = G::file_of(ksq);
    let mut missing = 0;
    for f in kf.saturating_sub(1)..=(kf + 1).min(G::FILES - 1) {
        missing += (t.file_bb[f] & in_front).is_empty() as i32;
    }
    score += Pair::middlegame(w.shelter_missing * missing);
    score
}

/// [`evaluate`] with the pawn structure already known (from a thread's
/// [`pawns::PawnTable`]).
pub fn evaluate_with<G: EvalGeometry>(pos: &Position<G>, w: &Weights, structure: &PawnStructure<G::BB>) -> i32 {
    on_the_clock(placement(pos, w, structure), pos.halfmove_clock(), w)
}

/// The placement's score, side to move's view: [`evaluate_with`] before the
/// 50-move counter's drift and the tempo. It depends on the pieces and the
/// side to move alone, so a cache keyed by the position's hash may keep it
/// across move orders that reach the same placement with different counters.
pub fn placement<G: EvalGeometry>(pos: &Position<G>, w: &Weights, structure: &PawnStructure<G::BB>) -> i32 {
    let b = Board::new(pos);
    let (t, et) = (b.t, b.et);
    let mut score = structure.score;
    let mut phase = 0;
    let mut officer_material = [0i32; 2];
    // Squares each side attacks (hanging pieces).
    let mut attacked = b.pawn_attacks;
    for c in Color::BOTH {
        let i = c.index();
        let officers = officer_terms(pos, w, &b, c);
        score[i] += officers.score;
        score[i] += passed_pawn_terms(pos, w, &b, c, structure.passed[i]);
        score[i] += king_terms(pos, w, &b, c);
        phase += officers.phase;
        officer_material[i] = officers.material;
        attacked[i] |= officers.attacked | t.leaps[Kind::King.index()][pos.king_square(c)];
    }
    let passed_pawns = (structure.passed[0].count() + structure.passed[1].count()) as i32;
    // Hanging: enemy officers we attack that nothing defends.
    for c in Color::BOTH {
        let hanging = b.officers[c.flip().index()] & attacked[c.index()] & !attacked[c.flip().index()];
        score[c.index()] += w.hanging * hanging.count() as i32;
    }

    let max_phase = 24 * (G::FILES as i32 * G::FILES as i32) / 64;
    let phase = phase.min(max_phase);
    let mg_score = score[0].0 - score[1].0;
    let all_pawns = b.pawns[0] | b.pawns[1];
    let edge = score[0].1 - score[1].1;
    let complexity = Complexity {
        pawns: all_pawns.count() as i32,
        both_wings: (all_pawns & et.left_wing).any() && (all_pawns & !et.left_wing).any(),
        passed: passed_pawns,
        outflanking: outflanking::<G>(pos.king_square(Color::White), pos.king_square(Color::Black)),
        pawn_ending: officer_material == [0, 0],
    };
    let edge = edge + winnable_edge(&w.winnable, &complexity, edge);
    let ahead = if edge >= 0 { Color::White } else { Color::Black };
    let scale = endgame_scale(
        w,
        b.pawns[ahead.index()].count() as i32,
        officer_material[ahead.index()],
        officer_material[ahead.flip().index()],
    );
    let eg_score = edge * scale / 64;
    let score = (mg_score * phase + eg_score * (max_phase - phase)) / max_phase.max(1);
    if pos.side_to_move() == Color::Black {
        -score
    } else {
        score
    }
}

/// A [`placement`] score with the clock's part added: a drift toward a draw as
/// the 50-move counter grows, and the side to move's tempo.
#[inline]
pub fn on_the_clock(placement: i32, halfmove_clock: u32, w: &Weights) -> i32 {
    fifty_move_drift(placement, halfmove_clock) + w.tempo
}

/// A score drawn toward 0 as the 50-move counter grows (to half of it at 100 plies).
#[inline]
pub fn fifty_move_drift(score: i32, halfmove_clock: u32) -> i32 {
    score * (200 - halfmove_clock.min(100) as i32) / 200
}

/// What decides whether an endgame edge can be turned into a win, beyond material.
struct Complexity {
    pawns: i32,
    both_wings: bool,
    passed: i32,
    outflanking: i32,
    pawn_ending: bool,
}

/// Files the kings stand apart beyond their rank distance: a king that has
/// gone round the other reaches the pawns.
fn outflanking<G: Geometry>(a: usize, b: usize) -> i32 {
    let files = (G::file_of(a) as i32 - G::file_of(b) as i32).abs();
    let ranks = (G::rank_of(a) as i32 - G::rank_of(b) as i32).abs();
    files - ranks
}

/// What the position adds to (or takes from) the endgame `edge` of the side
/// ahead: never more than takes it to zero, so a drawish position cannot
/// turn the edge around.
fn winnable_edge(w: &Winnable, c: &Complexity, edge: i32) -> i32 {
    let complexity = w.base
        + w.pawns * c.pawns
        + w.both_wings * c.both_wings as i32
        + w.passed * c.passed
        + w.outflanking * c.outflanking
        + w.pawn_ending * c.pawn_ending as i32;
    edge.signum() * complexity.max(-edge.abs())
}

/// The share (of 64) of its endgame edge the side ahead can expect to turn
/// into a win. Without pawns, a minor piece more is no win and a rook against
/// a minor piece rarely one; otherwise each pawn the side ahead keeps makes
/// the edge more real (Maharajah armies often start without pawns).
fn endgame_scale(w: &Weights, pawns_ahead: i32, officers_ahead: i32, officers_behind: i32) -> i32 {
    let minor = w.value(Kind::Bishop);
    if pawns_ahead == 0 && officers_ahead - officers_behind <= minor {
        return if officers_ahead < w.value(Kind::Rook) {
            0
        } else if officers_behind <= minor {
            4
        } else {
            14
        };
    }
    (w.scale_pawnless + w.scale_per_pawn * pawns_ahead).clamp(0, 64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Board10, Board8, Variant};

    #[test]
    fn start_positions_are_balanced() {
        let w = Weights::for_variant(Variant::Chess);
        let e = evaluate(&Position::<Board8>::start(Variant::Chess), &w);
        assert!(e.abs() < 40, "{e}");
        let w = Weights::for_variant(Variant::Mirodol);
        let e = evaluate(&Position::<Board10>::start(Variant::Mirodol), &w);
        assert!(e.abs() < 40, "{e}");
    }

    #[test]
    fn outposts_are_pawn_defended_squares_enemy_pawns_can_never_attack() {
        let outpost = |fen: &str, c: Color, sq: &str| {
            let pos = Position::<Board8>::from_fen(Variant::Chess, fen).expect("fen");
            let sq = Board8::parse_square(sq).expect("square");
            is_outpost::<Board8>(&Board::new(&pos), c, sq)
        };
        // d4 defends e5; no black pawn on d or f can come to attack it.
        assert!(outpost("4k3/1p6/8/4N3/3P4/8/8/4K3 w - - 0 1", Color::White, "e5"));
        // f7 can advance to f6 and drive the knight away.
        assert!(!outpost("4k3/5p2/8/4N3/3P4/8/8/4K3 w - - 0 1", Color::White, "e5"));
        // Undefended, or still in our own half: no outpost.
        assert!(!outpost("4k3/8/8/4N3/8/8/8/4K3 w - - 0 1", Color::White, "e5"));
        assert!(!outpost("4k3/8/8/8/8/4N3/3P4/4K3 w - - 0 1", Color::White, "e3"));
        // Black's outposts mirror White's.
        assert!(outpost("4k3/8/8/3p4/4n3/8/8/4K3 b - - 0 1", Color::Black, "e4"));
    }

    #[test]
    fn safe_checks_and_attackers_weigh_more_together_than_apart() {
        // White's amazon and chancellor both reach Black's king zone and have
        // safe checks; Black's bare king has no defenders.
        let pos = Position::<Board8>::from_fen(Variant::Maharajah, "6k1/8/8/8/3M1C2/8/8/4K3 w - - 0 1").expect("fen");
        let full = Weights::for_variant(Variant::Maharajah);
        let no_checks = Weights { safe_check: [0; 10], ..full.clone() };
        let no_attack = Weights { king_attack: [0; 10], ..full.clone() };
        let neither = Weights { safe_check: [0; 10], ..no_attack.clone() };
        let [both, attack, checks, none] = [&full, &no_checks, &no_attack, &neither].map(|w| evaluate(&pos, w));
        assert!(checks > none, "safe checks alone add danger: {checks} vs {none}");
        // The danger is squared after checks and attack are added up, so the
        // two together are worth more than the sum of their separate gains.
        assert!(both - none > (attack - none) + (checks - none), "{both} {attack} {checks} {none}");
    }

    #[test]
    fn an_edge_without_pawns_counts_for_less_in_the_endgame() {
        let w = Weights::for_variant(Variant::Maharajah);
        let eval = |fen: &str| evaluate(&Position::<Board8>::from_fen(Variant::Maharajah, fen).expect("fen"), &w);
        // A rook against a bishop, no pawns: a known draw, whatever the material says.
        let rook_vs_bishop = eval("4k3/8/8/8/8/8/8/3RK2b w - - 0 1");
        assert!(rook_vs_bishop.abs() < 80, "{rook_vs_bishop}");
        // Give the rook's side two pawns and the edge is real again.
        let with_pawns = eval("4k3/8/8/8/8/8/PP6/3RK2b w - - 0 1");
        assert!(with_pawns > rook_vs_bishop + 250, "{with_pawns} vs {rook_vs_bishop}");
        // A lone minor piece cannot win at all; a side far ahead still scores as winning.
        assert!(eval("4k3/8/8/8/8/8/8/3NK3 w - - 0 1").abs() < 40);
        assert!(eval("4k3/8/8/8/8/8/8/3CK3 w - - 0 1") > 500);
    }

    #[test]
    fn pawns_on_both_wings_make_an_edge_more_winnable_but_nothing_turns_it() {
        let w = Weights::for_variant(Variant::Chess).winnable;
        let one_wing = Complexity { pawns: 3, both_wings: false, passed: 0, outflanking: 0, pawn_ending: false };
        let spread = Complexity { pawns: 7, both_wings: true, passed: 1, outflanking: 2, ..one_wing };
        for edge in [40, -40, 300, -300] {
            let (drawish, open) = (winnable_edge(&w, &one_wing, edge), winnable_edge(&w, &spread, edge));
            assert!(open * edge.signum() > drawish * edge.signum(), "{edge}: {open} vs {drawish}");
            assert!((edge + drawish) * edge.signum() >= 0, "{edge}: {drawish} turned the edge");
        }
        assert_eq!(winnable_edge(&w, &spread, 0), 0, "no edge, nothing to win");
    }

    #[test]
    fn the_side_ahead_keeps_more_of_its_edge_with_every_pawn() {
        let w = Weights::for_variant(Variant::Maharajah);
        let (rook, bishop) = (w.value(Kind::Rook), w.value(Kind::Bishop));
        assert_eq!(endgame_scale(&w, 0, bishop, 0), 0, "a minor piece alone");
        assert_eq!(endgame_scale(&w, 0, rook, bishop), 4, "rook against a minor piece");
        assert_eq!(endgame_scale(&w, 0, rook + bishop, rook), 14, "a minor piece more beside a rook");
        let by_pawns: Vec<i32> = (0..6).map(|p| endgame_scale(&w, p, 3 * rook, rook)).collect();
        assert!(by_pawns.windows(2).all(|s| s[0] <= s[1]), "{by_pawns:?}");
        assert_eq!(by_pawns[0], w.scale_pawnless);
        assert_eq!(by_pawns[5], 64, "enough pawns: the whole edge");
    }

    #[test]
    fn extra_compound_piece_is_worth_more_than_a_queen() {
        let w = Weights::for_variant(Variant::Maharajah);
        let m = Position::<Board8>::from_fen(Variant::Maharajah, "4k3/8/8/8/8/8/8/3MK3 w - - 0 1").expect("fen");
        let q = Position::<Board8>::from_fen(Variant::Maharajah, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1").expect("fen");
        assert!(evaluate(&m, &w) > evaluate(&q, &w) + 200);
    }
}
