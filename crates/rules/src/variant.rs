//! The games the product plays, as values.
//!
//! A [`Variant`] names a game; its [`VariantRules`] row says everything move
//! generation and notation need to know: board size, which kinds exist, how
//! pawns advance, how castling works, what each side may promote to.

use crate::piece::{Kind, KIND_COUNT};
use std::fmt;
use std::str::FromStr;

/// One of the games the product plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Orthodox chess.
    Chess,
    /// Maharajah: custom 39-point armies with compound pieces, per-side rules.
    Maharajah,
    /// Mirodol: 10×10 chess with the Archer.
    Mirodol,
}

/// How pawns advance without capturing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PawnRule {
    /// One square; two from the start. A classic side may double-step only
    /// from its second rank; a variant side from any rank while unmoved (§4).
    DoubleStep,
    /// Any number of empty squares while the destination is in the pawn's own
    /// half (relative ranks `0..own_half`), one square beyond it (§13).
    RunInOwnHalf {
        /// Number of ranks in a side's own half (5 on 10×10).
        own_half: usize,
    },
}

/// How a king castles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingRule {
    /// Orthodox: king two squares toward the rook, rook jumps over it.
    TwoSquares,
    /// Mirodol: king any non-zero distance toward the rook, may pass over it;
    /// the rook lands next to the king on the side it came from.
    AnyDistance,
}

/// The rules a variant is made of.
#[derive(Clone, Copy, Debug)]
pub struct VariantRules {
    /// The variant described.
    pub variant: Variant,
    /// Name in PGN's `Variant` tag.
    pub pgn_name: &'static str,
    /// Board width.
    pub files: usize,
    /// Board height.
    pub ranks: usize,
    /// Kinds that may appear on the board (the pawn and king included).
    pub kinds: &'static [Kind],
    /// Non-pawn, non-king kinds, in move-generation order.
    pub officers: &'static [Kind],
    /// Pawn advance rule.
    pub pawns: PawnRule,
    /// Castling rule.
    pub castling: CastlingRule,
    /// Promotion choices of a classic side.
    pub promotions_classic: &'static [Kind],
    /// Promotion choices of a variant side (same as classic where no side can be a variant side).
    pub promotions_variant: &'static [Kind],
    /// Whether sides can be variant sides (§8); only Maharajah.
    pub per_side_status: bool,
    /// The starting position in extended FEN.
    pub start_fen: &'static str,
}

const CHESS_KINDS: [Kind; 6] = [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King];
const CHESS_OFFICERS: [Kind; 4] = [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen];
const MAHARAJAH_KINDS: [Kind; 9] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
    Kind::King,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::Maharajah,
];
const MAHARAJAH_OFFICERS: [Kind; 7] =
    [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::Archbishop, Kind::Chancellor, Kind::Maharajah];
const MIRODOL_KINDS: [Kind; 7] =
    [Kind::Pawn, Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::King, Kind::Archer];
const MIRODOL_OFFICERS: [Kind; 5] = [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen, Kind::Archer];
const PROMO_CLASSIC: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];
const PROMO_VARIANT: [Kind; 7] =
    [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight, Kind::Maharajah, Kind::Archbishop, Kind::Chancellor];
const PROMO_MIRODOL: [Kind; 5] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight, Kind::Archer];

/// The standard chess starting position.
pub const CHESS_START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// The Mirodol starting position.
pub const MIRODOL_START: &str = "arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1";

const RULES: [VariantRules; 3] = [
    VariantRules {
        variant: Variant::Chess,
        pgn_name: "Standard",
        files: 8,
        ranks: 8,
        kinds: &CHESS_KINDS,
        officers: &CHESS_OFFICERS,
        pawns: PawnRule::DoubleStep,
        castling: CastlingRule::TwoSquares,
        promotions_classic: &PROMO_CLASSIC,
        promotions_variant: &PROMO_CLASSIC,
        per_side_status: false,
        start_fen: CHESS_START,
    },
    VariantRules {
        variant: Variant::Maharajah,
        pgn_name: "Maharajah",
        files: 8,
        ranks: 8,
        kinds: &MAHARAJAH_KINDS,
        officers: &MAHARAJAH_OFFICERS,
        pawns: PawnRule::DoubleStep,
        castling: CastlingRule::TwoSquares,
        promotions_classic: &PROMO_CLASSIC,
        promotions_variant: &PROMO_VARIANT,
        per_side_status: true,
        start_fen: CHESS_START,
    },
    VariantRules {
        variant: Variant::Mirodol,
        pgn_name: "Mirodol",
        files: 10,
        ranks: 10,
        kinds: &MIRODOL_KINDS,
        officers: &MIRODOL_OFFICERS,
        pawns: PawnRule::RunInOwnHalf { own_half: 5 },
        castling: CastlingRule::AnyDistance,
        promotions_classic: &PROMO_MIRODOL,
        promotions_variant: &PROMO_MIRODOL,
        per_side_status: false,
        start_fen: MIRODOL_START,
    },
];

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 3] = [Variant::Chess, Variant::Maharajah, Variant::Mirodol];

    /// This variant's rule row.
    #[inline(always)]
    pub fn rules(self) -> &'static VariantRules {
        &RULES[self as usize]
    }
    /// Stable lower-case identifier (`chess`, `maharajah`, `mirodol`), used on
    /// the command line, in UCI_Variant and on the wire.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Maharajah => "maharajah",
            Variant::Mirodol => "mirodol",
        }
    }
    /// `true` for the 10×10 board.
    pub fn is_large(self) -> bool {
        self.rules().files == 10
    }
    /// The kind a FEN/SAN letter (any case) denotes in this variant.
    pub fn kind_from_letter(self, c: char) -> Option<Kind> {
        let upper = c.to_ascii_uppercase();
        self.rules().kinds.iter().copied().find(|k| k.letter() == upper)
    }
    /// Whether `kind` exists in this variant.
    pub fn has_kind(self, kind: Kind) -> bool {
        self.rules().kinds.contains(&kind)
    }
    /// Variant from a PGN `Variant` tag value (case-insensitive; absent or
    /// "Standard" means chess).
    pub fn from_pgn_name(name: &str) -> Option<Variant> {
        let n = name.trim().to_ascii_lowercase();
        match n.as_str() {
            "" | "standard" | "chess" => Some(Variant::Chess),
            "maharajah" => Some(Variant::Maharajah),
            "mirodol" => Some(Variant::Mirodol),
            _ => None,
        }
    }
}

/// Kinds by index, for per-kind loops that must skip kinds absent from a variant.
pub fn kind_mask(kinds: &[Kind]) -> [bool; KIND_COUNT] {
    let mut m = [false; KIND_COUNT];
    for k in kinds {
        m[k.index()] = true;
    }
    m
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A variant name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}' (expected chess, maharajah or mirodol)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Variant::ALL.into_iter().find(|v| v.id().eq_ignore_ascii_case(s)).ok_or_else(|| UnknownVariant(s.to_string()))
    }
}
