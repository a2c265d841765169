//! Board geometry: square numbering and precomputed attack tables for each
//! board size.
//!
//! Squares are numbered `rank * files + file` from a1 = 0. A [`Geometry`] ties a
//! board size to its bitboard width and owns the tables move generation reads
//! (leaps per piece kind, slide rays, lines between squares). The tables are
//! built once from the piece table in [`crate::piece`], so adding a piece or a
//! board size is data, not new generator code.

use crate::bitboard::Bitboard;
use crate::piece::{Color, Kind, KIND_COUNT};
use crate::slides::{build_rays, Rays, SlideLookup};
use std::sync::LazyLock;

/// Largest square count any geometry uses (10×10 = 100, padded to 128).
pub const MAX_SQUARES: usize = 128;

/// Precomputed tables for one board size.
pub struct Tables<B: Bitboard> {
    /// Number of files.
    pub files: usize,
    /// Number of ranks.
    pub ranks: usize,
    /// Every square of the board.
    pub all: B,
    /// Squares of each file.
    pub file_bb: Vec<B>,
    /// Squares of each rank.
    pub rank_bb: Vec<B>,
    /// Light squares (a1 is dark on both sizes; j1 is light on 10×10).
    pub light: B,
    /// Leap targets per kind and square (slides excluded).
    pub leaps: [[B; MAX_SQUARES]; KIND_COUNT],
    /// Everything each kind attacks from each square on an empty board
    /// (leaps and full lines): whether it could ever reach a square.
    pub empty_attacks: [[B; MAX_SQUARES]; KIND_COUNT],
    /// Squares a pawn of each colour attacks from each square.
    pub pawn_attacks: [[B; MAX_SQUARES]; 2],
    /// Empty-board rays per direction and square.
    pub rays: Box<Rays<B>>,
    /// Sliding attacks over an occupancy, looked up the fastest way this width allows.
    slides: B::Slides,
    /// Empty-board rook moves per square.
    pub rook_empty: [B; MAX_SQUARES],
    /// Empty-board bishop moves per square.
    pub bishop_empty: [B; MAX_SQUARES],
    /// Squares strictly between two aligned squares, `a * squares + b`.
    pub between: Vec<B>,
    /// The whole line through two aligned squares, `a * squares + b`.
    pub line: Vec<B>,
    /// Which kinds slide orthogonally / diagonally / leap, from the piece table.
    pub slides_orth: [bool; KIND_COUNT],
    /// See [`Tables::slides_orth`].
    pub slides_diag: [bool; KIND_COUNT],
    /// Each square's rank counted from each colour's home rank: the
    /// evaluation asks for it per pawn and per piece, and a division by a
    /// rank length only known at run time costs more than a table read.
    relative_ranks: [[u8; MAX_SQUARES]; 2],
}

/// Tables print as their board size only: a position's `Debug` holds a
/// reference to them, and their contents run to hundreds of kilobytes.
impl<B: Bitboard> std::fmt::Debug for Tables<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tables({}x{})", self.files, self.ranks)
    }
}

impl<B: Bitboard> Tables<B> {
    fn build(files: usize, ranks: usize) -> Box<Self> {
        let n = files * ranks;
        let on = |f: i32, r: i32| f >= 0 && r >= 0 && (f as usize) < files && (r as usize) < ranks;
        let idx = |f: i32, r: i32| r as usize * files + f as usize;
        let rays = build_rays::<B>(files, ranks);
        let slides = B::Slides::build(&rays, n);
        let mut t = Box::new(Tables {
            files,
            ranks,
            all: B::EMPTY,
            file_bb: vec![B::EMPTY; files],
            rank_bb: vec![B::EMPTY; ranks],
            light: B::EMPTY,
            leaps: [[B::EMPTY; MAX_SQUARES]; KIND_COUNT],
            empty_attacks: [[B::EMPTY; MAX_SQUARES]; KIND_COUNT],
            pawn_attacks: [[B::EMPTY; MAX_SQUARES]; 2],
            rays,
            slides,
            rook_empty: [B::EMPTY; MAX_SQUARES],
            bishop_empty: [B::EMPTY; MAX_SQUARES],
            between: vec![B::EMPTY; n * n],
            line: vec![B::EMPTY; n * n],
            slides_orth: [false; KIND_COUNT],
            slides_diag: [false; KIND_COUNT],
            relative_ranks: [[0; MAX_SQUARES]; 2],
        });
        for kind in Kind::ALL {
            let m = kind.movement();
            t.slides_orth[kind.index()] = m.orthogonal_slide;
            t.slides_diag[kind.index()] = m.diagonal_slide;
        }
        for sq in 0..n {
            let (f, r) = ((sq % files) as i32, (sq / files) as i32);
            t.all |= B::bit(sq);
            t.relative_ranks[Color::White.index()][sq] = r as u8;
            t.relative_ranks[Color::Black.index()][sq] = (ranks - 1 - r as usize) as u8;
            t.file_bb[f as usize] |= B::bit(sq);
            t.rank_bb[r as usize] |= B::bit(sq);
            if (f + r) % 2 == 1 {
                t.light |= B::bit(sq);
            }
            for kind in Kind::ALL {
                for atom in kind.movement().leaps {
                    for (df, dr) in atom.offsets() {
                        let (tf, tr) = (f + df as i32, r + dr as i32);
                        if on(tf, tr) {
                            t.leaps[kind.index()][sq] |= B::bit(idx(tf, tr));
                        }
                    }
                }
            }
            for (c, dr) in [(Color::White, 1), (Color::Black, -1)] {
                for df in [-1, 1] {
                    if on(f + df, r + dr) {
                        t.pawn_attacks[c.index()][sq] |= B::bit(idx(f + df, r + dr));
                    }
                }
            }
            t.rook_empty[sq] = t.rays[0][sq] | t.rays[1][sq] | t.rays[4][sq] | t.rays[5][sq];
            t.bishop_empty[sq] = t.rays[2][sq] | t.rays[3][sq] | t.rays[6][sq] | t.rays[7][sq];
            for kind in Kind::ALL {
                let k = kind.index();
                let mut a = t.leaps[k][sq];
                if t.slides_orth[k] {
                    a |= t.rook_empty[sq];
                }
                if t.slides_diag[k] {
                    a |= t.bishop_empty[sq];
                }
                t.empty_attacks[k][sq] = a;
            }
        }
        for a in 0..n {
            for d in 0..8 {
                let opposite = (d + 4) % 8;
                for b in t.rays[d][a].squares() {
                    t.between[a * n + b] = t.rays[d][a] & t.rays[opposite][b];
                    t.line[a * n + b] = t.rays[d][a] | t.rays[opposite][a] | B::bit(a);
                }
            }
        }
        t
    }

    /// Rook-like attacks from `sq` over occupancy `occ`.
    #[inline(always)]
    pub fn rook_attacks(&self, sq: usize, occ: B) -> B {
        self.slides.rook(&self.rays, sq, occ)
    }

    /// Bishop-like attacks from `sq` over occupancy `occ`.
    #[inline(always)]
    pub fn bishop_attacks(&self, sq: usize, occ: B) -> B {
        self.slides.bishop(&self.rays, sq, occ)
    }

    /// Everything a piece of `kind` (not a pawn) attacks from `sq`.
    #[inline(always)]
    pub fn attacks(&self, kind: Kind, sq: usize, occ: B) -> B {
        let k = kind.index();
        let mut a = self.leaps[k][sq];
        if self.slides_orth[k] {
            a |= self.rook_attacks(sq, occ);
        }
        if self.slides_diag[k] {
            a |= self.bishop_attacks(sq, occ);
        }
        a
    }

    /// [`Tables::attacks`] with the lines from `sq` already looked up
    /// (`orth` = rook attacks, `diag` = bishop attacks over the same
    /// occupancy): when several kinds are asked about one square, each line
    /// is looked up once.
    #[inline(always)]
    pub fn attacks_along(&self, kind: Kind, sq: usize, orth: B, diag: B) -> B {
        let k = kind.index();
        let mut a = self.leaps[k][sq];
        if self.slides_orth[k] {
            a |= orth;
        }
        if self.slides_diag[k] {
            a |= diag;
        }
        a
    }

    /// Squares strictly between `a` and `b` (empty unless aligned).
    #[inline(always)]
    pub fn between(&self, a: usize, b: usize) -> B {
        self.between[a * self.files * self.ranks + b]
    }

    /// The full line through `a` and `b` (empty unless aligned).
    #[inline(always)]
    pub fn line(&self, a: usize, b: usize) -> B {
        self.line[a * self.files * self.ranks + b]
    }

    /// Shifts a set one rank toward the opponent of `color`.
    #[inline(always)]
    pub fn forward(&self, color: Color, b: B) -> B {
        match color {
            Color::White => (b << self.files as u32) & self.all,
            Color::Black => b >> self.files as u32,
        }
    }

    /// The rank index of `sq` counted from `color`'s own side (0 = home rank).
    #[inline(always)]
    pub fn relative_rank(&self, color: Color, sq: usize) -> usize {
        self.relative_ranks[color.index()][sq] as usize
    }

    /// The rank `rel` as counted from `color`'s own side.
    #[inline(always)]
    pub fn relative_rank_bb(&self, color: Color, rel: usize) -> B {
        match color {
            Color::White => self.rank_bb[rel],
            Color::Black => self.rank_bb[self.ranks - 1 - rel],
        }
    }
}

/// A board size with its bitboard type and tables.
pub trait Geometry: Copy + Send + Sync + std::fmt::Debug + Default + 'static {
    /// The bitboard wide enough for every square.
    type BB: Bitboard;
    /// Number of files (a, b, …).
    const FILES: usize;
    /// Number of ranks (1, 2, …).
    const RANKS: usize;
    /// Number of squares.
    const SQUARES: usize = Self::FILES * Self::RANKS;
    /// The shared, lazily built tables of this size.
    fn tables() -> &'static Tables<Self::BB>;

    /// Square index of file `f`, rank `r` (both 0-based).
    #[inline(always)]
    fn square(f: usize, r: usize) -> usize {
        r * Self::FILES + f
    }
    /// 0-based file of `sq`.
    #[inline(always)]
    fn file_of(sq: usize) -> usize {
        sq % Self::FILES
    }
    /// 0-based rank of `sq`.
    #[inline(always)]
    fn rank_of(sq: usize) -> usize {
        sq / Self::FILES
    }
    /// Algebraic name of a square (`e4`, `j10`).
    fn square_name(sq: usize) -> String {
        format!("{}{}", (b'a' + Self::file_of(sq) as u8) as char, Self::rank_of(sq) + 1)
    }
    /// Parses an algebraic square name; `None` when malformed or off the board.
    fn parse_square(s: &str) -> Option<usize> {
        let mut chars = s.chars();
        let f = chars.next()?;
        if !f.is_ascii_lowercase() {
            return None;
        }
        let f = (f as u8 - b'a') as usize;
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return None;
        }
        let r: usize = digits.parse().ok()?;
        (f < Self::FILES && (1..=Self::RANKS).contains(&r)).then(|| Self::square(f, r - 1))
    }
}

/// The 8×8 board of chess and Maharajah.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board8;

/// The 10×10 board of Mirodol.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board10;

static TABLES8: LazyLock<Box<Tables<u64>>> = LazyLock::new(|| Tables::build(8, 8));
static TABLES10: LazyLock<Box<Tables<u128>>> = LazyLock::new(|| Tables::build(10, 10));

impl Geometry for Board8 {
    type BB = u64;
    const FILES: usize = 8;
    const RANKS: usize = 8;
    #[inline(always)]
    fn tables() -> &'static Tables<u64> {
        &TABLES8
    }
}

impl Geometry for Board10 {
    type BB = u128;
    const FILES: usize = 10;
    const RANKS: usize = 10;
    #[inline(always)]
    fn tables() -> &'static Tables<u128> {
        &TABLES10
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archer_reaches_sixteen_squares_from_the_centre_and_four_from_a_corner() {
        let t = Board10::tables();
        let e5 = Board10::square(4, 4);
        assert_eq!(t.leaps[Kind::Archer.index()][e5].count(), 16);
        assert_eq!(t.leaps[Kind::Archer.index()][0].count(), 4);
    }

    #[test]
    fn slider_attacks_stop_at_blockers() {
        let t = Board8::tables();
        let d4 = Board8::square(3, 3);
        assert_eq!(t.rook_attacks(d4, 0).count(), 14);
        assert_eq!(t.bishop_attacks(d4, 0).count(), 13);
        let d6 = Board8::square(3, 5);
        assert!(!t.rook_attacks(d4, 1 << d6).has(Board8::square(3, 6)));
        assert_eq!(t.attacks(Kind::Maharajah, d4, 0).count(), 35);
    }

    /// Every officer's movement is symmetric: a piece on `a` attacks `b`
    /// exactly when the same kind on `b` would attack `a`, whatever stands
    /// between. The quiet-check generator and the evaluation's check
    /// squares rely on it (the squares a kind checks from are its attacks
    /// from the king's square); a lopsided piece would need its own table.
    fn officers_move_symmetrically<G: Geometry>(variant: crate::Variant) {
        let t = G::tables();
        let mut rng = crate::random::Rng::new(11);
        for &kind in variant.rules().officers {
            for _ in 0..6 {
                let mut occ = G::BB::EMPTY;
                for sq in 0..G::SQUARES {
                    if rng.below(4) == 0 {
                        occ |= G::BB::bit(sq);
                    }
                }
                for a in 0..G::SQUARES {
                    for b in t.attacks(kind, a, occ).squares() {
                        assert!(t.attacks(kind, b, occ).has(a), "{kind:?} {a} -> {b} but not back");
                    }
                }
            }
        }
    }

    #[test]
    fn officers_of_every_variant_move_symmetrically() {
        officers_move_symmetrically::<Board8>(crate::Variant::Chess);
        officers_move_symmetrically::<Board8>(crate::Variant::Maharajah);
        officers_move_symmetrically::<Board10>(crate::Variant::Mirodol);
    }

    #[test]
    fn square_names_round_trip_on_both_sizes() {
        assert_eq!(Board10::square_name(99), "j10");
        assert_eq!(Board10::parse_square("j10"), Some(99));
        assert_eq!(Board8::parse_square("i1"), None);
        assert_eq!(Board8::parse_square("e04"), None);
        assert_eq!(Board8::parse_square("h8"), Some(63));
        assert!(Board10::tables().light.has(9), "j1 is light");
        assert!(!Board8::tables().light.has(0), "a1 is dark");
    }
}
