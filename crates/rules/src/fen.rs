//! Extended FEN (SPEC §14): the six standard fields, then optional
//! `<variant-sides>` and `<unmoved-pawns>`.

use crate::bitboard::Bitboard;
use crate::geometry::Geometry;
use crate::piece::{Color, Kind, Piece};
use crate::position::Position;
use crate::variant::{CastlingRule, Variant};
use std::fmt::Write;

/// What is wrong with a FEN string, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The variant is played on another board size than the one asked for.
    #[error("{variant} is not played on a {files}×{files} board")]
    WrongBoardSize {
        /// The variant asked for.
        variant: Variant,
        /// Files of the geometry used.
        files: usize,
    },
    /// Fewer than the board and side fields, or more than eight fields.
    #[error("expected 2 to 8 space-separated fields, found {0}")]
    FieldCount(usize),
    /// The board field has the wrong number of ranks.
    #[error("board field: expected {expected} ranks separated by '/', found {found}")]
    RankCount {
        /// Ranks of the board.
        expected: usize,
        /// Ranks found.
        found: usize,
    },
    /// A rank describes more or fewer squares than the board is wide.
    #[error("board field, rank {rank}: describes {found} squares instead of {expected}")]
    RankWidth {
        /// Rank number (1-based).
        rank: usize,
        /// Squares described.
        found: usize,
        /// Board width.
        expected: usize,
    },
    /// A character that is not a piece of this variant or a digit run.
    #[error("board field, rank {rank}: '{found}' is not a piece of {variant}")]
    BadPiece {
        /// Rank number (1-based).
        rank: usize,
        /// The offending character.
        found: char,
        /// The variant.
        variant: Variant,
    },
    /// A side has no king or several kings.
    #[error("{color:?} must have exactly one king, found {count}")]
    KingCount {
        /// The side.
        color: Color,
        /// Kings found.
        count: u32,
    },
    /// A pawn stands on the rank where it would already have promoted.
    #[error("a {color:?} pawn stands on {square}, its promotion rank")]
    PawnOnLastRank {
        /// Its colour.
        color: Color,
        /// Its square.
        square: String,
    },
    /// The side field is not `w` or `b`.
    #[error("side to move: expected 'w' or 'b', found '{0}'")]
    BadSide(String),
    /// A castling letter that names no usable rook.
    #[error("castling field: '{0}' names no unmoved rook on the king's rank")]
    BadCastling(char),
    /// Castling given to a side that may not castle.
    #[error("castling field: {0:?} may not castle (only a classic side with its king on e1/e8 and a corner rook)")]
    CastlingNotAllowed(Color),
    /// A malformed or impossible en passant field.
    #[error("en passant field: '{0}' is not a square (or run of squares) just passed by an enemy pawn")]
    BadEnPassant(String),
    /// A counter that is not a number, or absurdly large.
    #[error("{field}: '{found}' is not a number from 0 to 1000000")]
    BadNumber {
        /// Which counter.
        field: &'static str,
        /// The text found.
        found: String,
    },
    /// The variant-sides field is malformed or not allowed in this variant.
    #[error("variant-sides field: expected '-', 'w', 'b' or 'wb' (Maharajah only), found '{0}'")]
    BadVariantSides(String),
    /// The unmoved-pawns field names a square without a pawn.
    #[error("unmoved-pawns field: '{0}' is not a list of squares holding pawns")]
    BadUnmovedPawns(String),
    /// The side that just moved is in check: its king could be captured.
    #[error("the side not to move ({0:?}) is in check")]
    OpponentInCheck(Color),
}

impl FenError {
    /// A stable id of what is wrong (`fen-king-count`, …), for callers that
    /// explain it in their own words (the app translates `error-<kind>`);
    /// the fields carry the particulars.
    pub fn kind(&self) -> &'static str {
        match self {
            FenError::WrongBoardSize { .. } => "fen-wrong-board-size",
            FenError::FieldCount(_) => "fen-field-count",
            FenError::RankCount { .. } => "fen-rank-count",
            FenError::RankWidth { .. } => "fen-rank-width",
            FenError::BadPiece { .. } => "fen-bad-piece",
            FenError::KingCount { .. } => "fen-king-count",
            FenError::PawnOnLastRank { .. } => "fen-pawn-on-last-rank",
            FenError::BadSide(_) => "fen-bad-side",
            FenError::BadCastling(_) => "fen-bad-castling",
            FenError::CastlingNotAllowed(_) => "fen-castling-not-allowed",
            FenError::BadEnPassant(_) => "fen-bad-en-passant",
            FenError::BadNumber { .. } => "fen-bad-number",
            FenError::BadVariantSides(_) => "fen-bad-variant-sides",
            FenError::BadUnmovedPawns(_) => "fen-bad-unmoved-pawns",
            FenError::OpponentInCheck(_) => "fen-opponent-in-check",
        }
    }
}

/// Largest halfmove clock or move number a FEN may carry: far beyond any real
/// game, small enough that playing on can never overflow the counters.
pub const MAX_COUNTER: u32 = 1_000_000;

fn parse_square_run<G: Geometry>(s: &str) -> Option<Vec<usize>> {
    if !s.is_ascii() {
        return None;
    }
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        i += 1;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        out.push(G::parse_square(&s[start..i])?);
    }
    Some(out)
}

impl<G: Geometry> Position<G> {
    /// The variant's starting position.
    ///
    /// # Panics
    /// If `variant` is played on another board size than `G` (a programming
    /// error: use [`crate::AnyPosition::start`] when the variant is chosen at run time).
    pub fn start(variant: Variant) -> Self {
        Self::from_fen(variant, variant.rules().start_fen).expect("start position is valid")
    }

    /// Parses an extended FEN of `variant`.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        if variant.rules().files != G::FILES {
            return Err(FenError::WrongBoardSize { variant, files: G::FILES });
        }
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if !(2..=8).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let t = G::tables();
        let mut pos = Position::<G>::empty(variant);

        // Board.
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != G::RANKS {
            return Err(FenError::RankCount { expected: G::RANKS, found: ranks.len() });
        }
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = G::RANKS - 1 - i;
            let mut file = 0usize;
            let mut run = 0usize;
            let width_error = |found| FenError::RankWidth { rank: rank + 1, found, expected: G::FILES };
            for c in rank_text.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d as usize;
                    if run > G::FILES {
                        return Err(width_error(file + run));
                    }
                    continue;
                }
                file += run;
                run = 0;
                let kind =
                    variant.kind_from_letter(c).ok_or(FenError::BadPiece { rank: rank + 1, found: c, variant })?;
                if file >= G::FILES {
                    return Err(width_error(file + 1));
                }
                let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
                pos.put(G::square(file, rank), Piece::new(color, kind));
                file += 1;
            }
            file += run;
            if file != G::FILES {
                return Err(width_error(file));
            }
        }
        for color in Color::BOTH {
            let count = pos.pieces(color, Kind::King).count();
            if count != 1 {
                return Err(FenError::KingCount { color, count });
            }
            let pawns_on_last = pos.pieces(color, Kind::Pawn) & t.relative_rank_bb(color, G::RANKS - 1);
            if let Some(sq) = pawns_on_last.squares().next() {
                return Err(FenError::PawnOnLastRank { color, square: G::square_name(sq) });
            }
        }

        // Side to move.
        pos.side = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSide(other.to_string())),
        };

        // Variant sides (needed before castling, which depends on it).
        match fields.get(6) {
            Some(&text) => {
                let ok = variant.rules().per_side_status || text == "-";
                pos.variant_side = match text {
                    "-" => [false, false],
                    "w" => [true, false],
                    "b" => [false, true],
                    "wb" => [true, true],
                    _ => return Err(FenError::BadVariantSides(text.to_string())),
                };
                if !ok {
                    return Err(FenError::BadVariantSides(text.to_string()));
                }
            }
            None => pos.variant_side = pos.default_variant_sides(),
        }

        // Castling.
        let castling = fields.get(2).copied().unwrap_or("-");
        if castling != "-" {
            for c in castling.chars() {
                pos.add_castling_right(c)?;
            }
        }

        // En passant.
        if let Some(&ep) = fields.get(3) {
            if ep != "-" {
                pos.set_ep_from_fen(ep)?;
            }
        }

        // Counters.
        let number = |field: &'static str, text: Option<&&str>, default: u32| -> Result<u32, FenError> {
            match text {
                None => Ok(default),
                Some(s) => s
                    .parse()
                    .ok()
                    .filter(|&n| n <= MAX_COUNTER)
                    .ok_or_else(|| FenError::BadNumber { field, found: s.to_string() }),
            }
        };
        pos.halfmove = number("halfmove clock", fields.get(4), 0)?;
        pos.fullmove = number("fullmove number", fields.get(5), 1)?.max(1);

        // Unmoved pawns.
        match fields.get(7) {
            Some(&"-") => pos.unmoved = G::BB::EMPTY,
            Some(&text) => {
                let squares = parse_square_run::<G>(text).ok_or_else(|| FenError::BadUnmovedPawns(text.to_string()))?;
                for sq in squares {
                    if !pos.by_kind[Kind::Pawn.index()].has(sq) {
                        return Err(FenError::BadUnmovedPawns(text.to_string()));
                    }
                    pos.unmoved |= G::BB::bit(sq);
                }
            }
            None => pos.unmoved = pos.default_unmoved(),
        }

        let opponent = pos.side.flip();
        if pos.king_attacked(opponent) {
            return Err(FenError::OpponentInCheck(opponent));
        }
        pos.finish_setup();
        Ok(pos)
    }

    /// Sides holding a compound piece: the default of the variant-sides field.
    pub(crate) fn default_variant_sides(&self) -> [bool; 2] {
        if !self.variant.rules().per_side_status {
            return [false, false];
        }
        Color::BOTH.map(|c| {
            let compounds =
                self.pieces(c, Kind::Archbishop) | self.pieces(c, Kind::Chancellor) | self.pieces(c, Kind::Maharajah);
            compounds.any()
        })
    }

    /// Pawns on their side's second rank: the default of the unmoved-pawns field.
    pub(crate) fn default_unmoved(&self) -> G::BB {
        let t = self.tables();
        (self.pieces(Color::White, Kind::Pawn) & t.relative_rank_bb(Color::White, 1))
            | (self.pieces(Color::Black, Kind::Pawn) & t.relative_rank_bb(Color::Black, 1))
    }

    /// Whether `color` may hold castling rights at all in this position's rules.
    pub(crate) fn may_castle(&self, color: Color) -> bool {
        if self.variant_side[color.index()] {
            return false;
        }
        let ksq = self.kings[color.index()];
        let t = self.tables();
        if t.relative_rank(color, ksq) != 0 {
            return false;
        }
        match self.variant.rules().castling {
            CastlingRule::TwoSquares => G::file_of(ksq) == 4,
            CastlingRule::AnyDistance => true,
        }
    }

    fn add_castling_right(&mut self, c: char) -> Result<(), FenError> {
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        let t = self.tables();
        if !self.may_castle(color) {
            return Err(FenError::CastlingNotAllowed(color));
        }
        let ksq = self.kings[color.index()];
        let home = t.relative_rank_bb(color, 0);
        let rooks = self.pieces(color, Kind::Rook) & home;
        let below = G::BB::bit(ksq).minus_one() & rooks;
        let above = rooks & !below & !G::BB::bit(ksq);
        let rsq = match c.to_ascii_uppercase() {
            'K' if above.any() => above.msb(),
            'Q' if below.any() => below.lsb(),
            f @ 'A'..='J' => {
                let file = (f as u8 - b'A') as usize;
                let sq = G::square(file, G::rank_of(ksq));
                if file >= G::FILES || !rooks.has(sq) {
                    return Err(FenError::BadCastling(c));
                }
                sq
            }
            _ => return Err(FenError::BadCastling(c)),
        };
        if self.variant.rules().castling == CastlingRule::TwoSquares {
            let file = G::file_of(rsq);
            if file != 0 && file != G::FILES - 1 {
                return Err(FenError::BadCastling(c));
            }
        }
        self.castle_rooks |= G::BB::bit(rsq);
        Ok(())
    }

    fn set_ep_from_fen(&mut self, text: &str) -> Result<(), FenError> {
        let bad = || FenError::BadEnPassant(text.to_string());
        let squares = parse_square_run::<G>(text).ok_or_else(bad)?;
        let t = self.tables();
        let mover = self.side.flip();
        let mut targets = G::BB::EMPTY;
        for &sq in &squares {
            targets |= G::BB::bit(sq);
        }
        // The pawn that passed these squares stands one rank beyond the furthest of them.
        let victim = match mover {
            Color::White => targets.msb() + t.files,
            Color::Black => targets.lsb().checked_sub(t.files).ok_or_else(bad)?,
        };
        if victim >= G::SQUARES || self.mailbox[victim] != Some(Piece::new(mover, Kind::Pawn)) {
            return Err(bad());
        }
        // The targets must be exactly the squares between the pawn's origin and the pawn.
        let origin = match mover {
            Color::White => targets.lsb().checked_sub(t.files),
            Color::Black => Some(targets.msb() + t.files).filter(|&o| o < G::SQUARES),
        }
        .ok_or_else(bad)?;
        if t.between(origin, victim) != targets
            || (targets & self.occupied()).any()
            || G::file_of(origin) != G::file_of(victim)
        {
            return Err(bad());
        }
        self.ep_targets = targets;
        self.ep_victim = victim as u8;
        Ok(())
    }

    /// Writes the position as extended FEN, omitting optional fields that equal their defaults.
    pub fn fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..G::RANKS).rev() {
            let mut empty = 0;
            for file in 0..G::FILES {
                match self.mailbox[G::square(file, rank)] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            let _ = write!(s, "{empty}");
                            empty = 0;
                        }
                        let c = p.kind.letter();
                        s.push(if p.color == Color::White { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                let _ = write!(s, "{empty}");
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(self.side.letter());
        s.push(' ');
        s.push_str(&self.castling_field());
        s.push(' ');
        if self.ep_targets.is_empty() {
            s.push('-');
        } else {
            for sq in self.ep_targets.squares() {
                s.push_str(&G::square_name(sq));
            }
        }
        let _ = write!(s, " {} {}", self.halfmove, self.fullmove);
        let sides_default = self.variant_side == self.default_variant_sides();
        let unmoved_default = self.unmoved == self.default_unmoved();
        if !sides_default || !unmoved_default {
            s.push(' ');
            s.push_str(match self.variant_side {
                [false, false] => "-",
                [true, false] => "w",
                [false, true] => "b",
                [true, true] => "wb",
            });
        }
        if !unmoved_default {
            s.push(' ');
            if self.unmoved.is_empty() {
                s.push('-');
            } else {
                for sq in self.unmoved.squares() {
                    s.push_str(&G::square_name(sq));
                }
            }
        }
        s
    }

    fn castling_field(&self) -> String {
        let t = self.tables();
        let mut s = String::new();
        for color in Color::BOTH {
            let ksq = self.kings[color.index()];
            let rooks = self.pieces(color, Kind::Rook) & t.relative_rank_bb(color, 0);
            let mut letters: Vec<char> = Vec::new();
            for rsq in
                (self.castle_rooks & self.by_color[color.index()]).squares().collect::<Vec<_>>().into_iter().rev()
            {
                let below = G::BB::bit(ksq).minus_one() & rooks;
                let above = rooks & !below & !G::BB::bit(ksq);
                let letter = if rsq > ksq && above.msb() == rsq {
                    'K'
                } else if rsq < ksq && below.lsb() == rsq {
                    'Q'
                } else {
                    (b'A' + G::file_of(rsq) as u8) as char
                };
                letters.push(letter);
            }
            for l in letters {
                s.push(if color == Color::White { l } else { l.to_ascii_lowercase() });
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}
