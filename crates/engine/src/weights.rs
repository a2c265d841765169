//! Every evaluation weight in one place, so tuning touches one file.
//!
//! Values are (middlegame, endgame) pairs in centipawns, fitted by the
//! `tune` tool (Texel method) to the results of the engine's own games in
//! chess and random Maharajah armies; the compound pieces started from
//! published computer studies of the amazon (queen + knight), archbishop and
//! chancellor, and the fit kept their order (M > Q > C > A). Mirodol's
//! material follows its seed (Q 12, R 6, Archer 6, B 4, N 3 pawns), scaled to
//! a 100-centipawn pawn.

use rules::{Kind, Variant};

/// Short names of the kinds in [`PerKind`] order, for the tuner's output.
pub const KIND_NAMES: [&str; 10] = ["P", "N", "B", "R", "Q", "K", "A", "C", "M", "Archer"];

/// A middlegame / endgame pair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pair(pub i32, pub i32);

impl Pair {
    /// A term that only counts in the middlegame (king danger and shelter).
    pub const fn middlegame(mg: i32) -> Pair {
        Pair(mg, 0)
    }
}

/// The evaluation sums terms a side at a time: both phases in one addition.
impl std::ops::AddAssign for Pair {
    #[inline(always)]
    fn add_assign(&mut self, o: Pair) {
        self.0 += o.0;
        self.1 += o.1;
    }
}

/// A weight times how often its feature occurs.
impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    #[inline(always)]
    fn mul(self, n: i32) -> Pair {
        Pair(self.0 * n, self.1 * n)
    }
}

/// Per-kind table in [`Kind`] index order: P N B R Q K A C M Archer.
pub type PerKind = [Pair; 10];

/// The weights of one variant.
#[derive(Clone, Debug)]
pub struct Weights {
    /// Material.
    pub material: PerKind,
    /// Bonus per safe reachable square.
    pub mobility: PerKind,
    /// Bonus per step closer to the centre (piece-square term from geometry).
    pub centre: PerKind,
    /// Bonus per rank a pawn has advanced, indexed by relative rank fraction.
    pub pawn_advance: Pair,
    /// Passed pawn bonus per relative rank (scaled by advancement squared).
    pub passed: Pair,
    /// Doubled pawn penalty.
    pub doubled: Pair,
    /// Isolated pawn penalty.
    pub isolated: Pair,
    /// Bishop pair bonus.
    pub bishop_pair: Pair,
    /// Rook (or rook-moving piece) on an open file.
    pub open_file: Pair,
    /// Weight of an attacker near the enemy king, per kind.
    pub king_attack: [i32; 10],
    /// King danger units per safe square from which a piece of this kind
    /// could check the enemy king next move (middlegame): they add to the
    /// attack before the danger is squared, so checks and attackers together
    /// weigh more than apart; knight-moving compound pieces have many.
    pub safe_check: [i32; 10],
    /// A passed pawn whose stop square is empty, per relative rank.
    pub passed_free: Pair,
    /// A passed pawn's king race: enemy king's distance to its stop square
    /// minus our king's, per relative rank.
    pub passed_king: Pair,
    /// Pawn shield bonus per own pawn in front of the king (middlegame).
    pub shield: i32,
    /// A piece attacking an enemy piece worth more than itself.
    pub threat: Pair,
    /// A pawn attacking an enemy piece.
    pub pawn_threat: Pair,
    /// Side to move bonus.
    pub tempo: i32,
    /// A piece on an outpost: defended by an own pawn in the enemy half and
    /// beyond the reach of enemy pawns, per kind.
    pub outpost: PerKind,
    /// Value of an officer per own pawn above four: knights and the
    /// knight-moving pieces gain in closed positions, long-range pieces in
    /// open ones (armies range from no pawns to eight).
    pub pawn_count: PerKind,
    /// A rook-moving piece on the seventh rank (relative), where the enemy
    /// pawns start and the king is cut off.
    pub seventh: Pair,
    /// Extra for a rook-moving piece on a file with no pawns of either side.
    pub open_file_full: Pair,
    /// A pawn defended by an own pawn.
    pub pawn_supported: Pair,
    /// A pawn with an own pawn beside it on the same rank.
    pub pawn_phalanx: Pair,
    /// An enemy officer attacked and not defended at all.
    pub hanging: Pair,
    /// Each of the king's file and its neighbours with no own pawn in front of
    /// the king (middlegame).
    pub shelter_missing: i32,
    /// Growth of king danger with its square (units²/65536), so several
    /// attackers and checks hurt more than the sum of each.
    pub king_danger_sq: i32,
    /// Endgame scale (of 64) for a side ahead with no pawns: an extra piece
    /// without pawns often cannot force mate, and armies without pawns are
    /// common in Maharajah.
    pub scale_pawnless: i32,
    /// What each pawn of the side ahead adds to [`Weights::scale_pawnless`]
    /// (up to 64): pawns that can promote turn an edge into a win.
    pub scale_per_pawn: i32,
    /// How winnable an endgame edge is, in endgame centipawns added to the
    /// side ahead (or taken from it, never past zero): a base, then per pawn
    /// on the board, for pawns on both wings, per passed pawn, per file the
    /// kings stand apart beyond their rank distance, and for a pawn ending.
    /// Many pawns spread wide make an edge real; few on one wing hold a draw.
    pub winnable: Winnable,
    /// Phase weight per kind (non-pawn material drives the middlegame/endgame blend).
    pub phase: [i32; 10],
}

/// The terms of [`Weights::winnable`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Winnable {
    /// Added whatever the position (negative: an edge needs reasons to count).
    pub base: i32,
    /// Per pawn of either side.
    pub pawns: i32,
    /// When pawns stand on both wings.
    pub both_wings: i32,
    /// Per passed pawn of either side.
    pub passed: i32,
    /// Per file the kings stand apart beyond their rank distance.
    pub outflanking: i32,
    /// When no officers are left.
    pub pawn_ending: i32,
}

const fn p(mg: i32, eg: i32) -> Pair {
    Pair(mg, eg)
}

fn base() -> Weights {
    Weights {
        material: [
            p(60, 78),
            p(400, 374),
            p(479, 357),
            p(570, 650),
            p(1160, 1414),
            p(0, 0),
            p(1000, 1202),
            p(1064, 1312),
            p(1618, 1946),
            p(540, 560),
        ],
        mobility: [p(0, 0), p(8, -2), p(5, 5), p(11, 5), p(8, -1), p(0, 0), p(6, 2), p(7, 16), p(6, 13), p(4, 4)],
        centre: [
            p(12, -10),
            p(20, 18),
            p(16, 8),
            p(19, 1),
            p(-1, 13),
            p(-14, 8),
            p(14, 26),
            p(4, -27),
            p(-1, -19),
            p(7, 6),
        ],
        pawn_advance: p(2, 6),
        passed: p(-2, 10),
        doubled: p(-8, -14),
        isolated: p(-16, -14),
        bishop_pair: p(-2, 64),
        open_file: p(14, 26),
        king_attack: [0, 56, 52, 8, 48, 0, 82, 41, -2, 35],
        safe_check: [0, 30, 28, 72, 28, 0, 26, 42, 16, 12],
        passed_free: p(2, 8),
        passed_king: p(-6, 6),
        shield: 6,
        threat: p(89, 23),
        pawn_threat: p(91, 12),
        tempo: 20,
        outpost: [
            p(0, 0),
            p(48, 26),
            p(44, 26),
            p(-4, 56),
            p(-28, 60),
            p(0, 0),
            p(38, -124),
            p(14, -4),
            p(-12, 62),
            p(14, 8),
        ],
        pawn_count: [
            p(0, 0),
            p(0, 20),
            p(0, 16),
            p(4, 20),
            p(8, 44),
            p(0, 0),
            p(12, 44),
            p(16, 20),
            p(12, 12),
            p(0, 0),
        ],
        seventh: p(-14, 60),
        open_file_full: p(18, -32),
        pawn_supported: p(8, -2),
        pawn_phalanx: p(6, -4),
        hanging: p(22, 36),
        shelter_missing: -16,
        king_danger_sq: 88,
        scale_pawnless: 24,
        scale_per_pawn: 25,
        winnable: Winnable { base: -50, pawns: 4, both_wings: 30, passed: 6, outflanking: 0, pawn_ending: 40 },
        phase: [0, 1, 1, 2, 4, 0, 4, 4, 6, 2],
    }
}

impl Weights {
    /// The weights the engine uses for `variant`.
    pub fn for_variant(variant: Variant) -> Weights {
        let mut w = base();
        if variant == Variant::Mirodol {
            // Seed values (pawns): Q 12, R 6, Archer 6, B 4, N 3.
            let v = |pawns: i32| p(pawns * 100 - 10, pawns * 100 + 10);
            w.material[Kind::Knight.index()] = v(3);
            w.material[Kind::Bishop.index()] = v(4);
            w.material[Kind::Rook.index()] = v(6);
            w.material[Kind::Archer.index()] = v(6);
            w.material[Kind::Queen.index()] = v(12);
        }
        w
    }

    /// Middlegame material value of `kind` (for move ordering and SEE).
    pub fn value(&self, kind: Kind) -> i32 {
        self.material[kind.index()].0
    }
}

impl Weights {
    /// Every weight the tuner adjusts, with a name, in a fixed order. Left out:
    /// the king's material (meaningless), phase weights (they define the
    /// blend, not a value), and the Archer's terms (it only lives on 10×10,
    /// whose material follows its seed).
    pub fn tunable(&mut self) -> Vec<(String, &mut i32)> {
        let mut out: Vec<(String, &mut i32)> = Vec::new();
        let names = KIND_NAMES;
        fn per_kind<'w>(out: &mut Vec<(String, &'w mut i32)>, what: &str, t: &'w mut PerKind) {
            for (i, Pair(mg, eg)) in t.iter_mut().enumerate() {
                let unused = match what {
                    "material" => KIND_NAMES[i] == "K",
                    "outpost" | "pawn_count" => matches!(KIND_NAMES[i], "P" | "K"),
                    _ => false,
                };
                if KIND_NAMES[i] == "Archer" || unused {
                    continue;
                }
                out.push((format!("{what}.{}.mg", KIND_NAMES[i]), mg));
                out.push((format!("{what}.{}.eg", KIND_NAMES[i]), eg));
            }
        }
        per_kind(&mut out, "material", &mut self.material);
        per_kind(&mut out, "mobility", &mut self.mobility);
        per_kind(&mut out, "centre", &mut self.centre);
        per_kind(&mut out, "outpost", &mut self.outpost);
        per_kind(&mut out, "pawn_count", &mut self.pawn_count);
        for (name, Pair(mg, eg)) in [
            ("pawn_advance", &mut self.pawn_advance),
            ("passed", &mut self.passed),
            ("doubled", &mut self.doubled),
            ("isolated", &mut self.isolated),
            ("bishop_pair", &mut self.bishop_pair),
            ("open_file", &mut self.open_file),
            ("threat", &mut self.threat),
            ("pawn_threat", &mut self.pawn_threat),
            ("passed_free", &mut self.passed_free),
            ("passed_king", &mut self.passed_king),
            ("seventh", &mut self.seventh),
            ("open_file_full", &mut self.open_file_full),
            ("pawn_supported", &mut self.pawn_supported),
            ("pawn_phalanx", &mut self.pawn_phalanx),
            ("hanging", &mut self.hanging),
        ] {
            out.push((format!("{name}.mg"), mg));
            out.push((format!("{name}.eg"), eg));
        }
        for (what, table) in [("king_attack", &mut self.king_attack), ("safe_check", &mut self.safe_check)] {
            for (i, v) in table.iter_mut().enumerate() {
                if !matches!(names[i], "P" | "K" | "Archer") {
                    out.push((format!("{what}.{}", names[i]), v));
                }
            }
        }
        let wn = &mut self.winnable;
        for (name, v) in [
            ("shield", &mut self.shield),
            ("tempo", &mut self.tempo),
            ("shelter_missing", &mut self.shelter_missing),
            ("king_danger_sq", &mut self.king_danger_sq),
            ("scale_pawnless", &mut self.scale_pawnless),
            ("scale_per_pawn", &mut self.scale_per_pawn),
            ("winnable.base", &mut wn.base),
            ("winnable.pawns", &mut wn.pawns),
            ("winnable.both_wings", &mut wn.both_wings),
            ("winnable.passed", &mut wn.passed),
            ("winnable.outflanking", &mut wn.outflanking),
            ("winnable.pawn_ending", &mut wn.pawn_ending),
        ] {
            out.push((name.to_string(), v));
        }
        out
    }
}
