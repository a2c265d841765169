//! Maharajah custom armies (SPEC §5–8): the 39-point budget, the placement
//! rules, start validation and the setup editor's square-by-square API.
//!
//! A [`Setup`] is an editable board, not yet a game: the editor (and each
//! player of a hidden setup, §9) changes it one square at a time, asking
//! [`Setup::why_not`] / [`Setup::placeable_squares`] what is allowed.
//! [`start_position`] turns it into the game's first [`Position`], or lists
//! every reason it cannot start as typed [`StartError`]s the UI translates by
//! their [`StartError::id`].
//!
//! Start positions are built here and nowhere else, so per-side status (§8),
//! castling rights and unmoved pawns (§4) are derived the same way in the
//! app, over LAN and on the server.

use crate::bitboard::Bitboard;
use crate::fen::FenError;
use crate::geometry::{Board8, Geometry};
use crate::piece::{Color, Kind, Piece};
use crate::position::Position;
use crate::variant::Variant;
use std::fmt;
use std::str::FromStr;

/// Points each side must spend, exactly (SPEC §5): the orthodox army's value.
pub const BUDGET: u32 = 39;

/// The kinds a custom army may hold (the king, free and fixed, aside), cheapest first.
pub const ARMY_KINDS: [Kind; 8] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Queen,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::Maharajah,
];

/// Ranks in each side's half of the board (White 1–4, Black 5–8).
pub const HALF_RANKS: usize = 4;

/// Squares on the 8×8 board.
const SQUARES: usize = Board8::SQUARES;

/// The orthodox starting placement, the one army that plays as classic chess.
const ORTHODOX_BOARD: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

/// The king's fixed square (e1 / e8, SPEC §5).
pub fn king_home(color: Color) -> usize {
    Board8::square(4, home_rank(color))
}

/// The 0-based rank a side starts filling from (rank 1 / rank 8).
fn home_rank(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => Board8::RANKS - 1,
    }
}

/// The absolute 0-based rank of `color`'s `rel`-th rank counted from home.
fn absolute_rank(color: Color, rel: usize) -> usize {
    match color {
        Color::White => rel,
        Color::Black => Board8::RANKS - 1 - rel,
    }
}

/// The squares a side may place on (SPEC §6: ranks 1–4 / 5–8).
pub fn half(color: Color) -> u64 {
    let t = Board8::tables();
    (0..HALF_RANKS).fold(0, |b, rel| b | t.relative_rank_bb(color, rel))
}

/// What `color`'s pieces on the board are worth in custom-army points
/// (SPEC §3; the king is free). Works on any position, e.g. to show the
/// material balance during a game.
pub fn army_cost<G: Geometry>(pos: &Position<G>, color: Color) -> u32 {
    Kind::ALL.iter().map(|&k| pos.pieces(color, k).count() * k.cost()).sum()
}

/// Name of a square for error messages.
fn name(sq: &usize) -> String {
    if *sq < SQUARES {
        Board8::square_name(*sq)
    } else {
        format!("#{sq}")
    }
}

/// Why one piece may not go on one square now (asked by the editor before a
/// drop, to grey out squares and explain a refusal).
///
/// Serialized (with the `serde` feature) tagged by [`PlacementError::id`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "id", rename_all = "kebab-case"))]
pub enum PlacementError {
    /// The square index is not on the 8×8 board.
    #[error("square {} is not on the board", name(.square))]
    OffBoard {
        /// The index given.
        square: usize,
    },
    /// Kings are fixed on e1 / e8 and come with every setup.
    #[error("the king is fixed on e1 / e8 and cannot be placed")]
    KingNotPlaceable,
    /// The kind does not exist in Maharajah (the Mirodol Archer).
    #[error("{kind} is not a Maharajah piece")]
    NotInVariant {
        /// The kind refused.
        kind: Kind,
    },
    /// e1 / e8 belong to the kings.
    #[error("{} is the king's square", name(.square))]
    KingSquare {
        /// The square refused.
        square: usize,
    },
    /// A side places only in its own half (SPEC §6).
    #[error("{color:?} places on its own half only; {} is outside it", name(.square))]
    OutsideHalf {
        /// The side placing.
        color: Color,
        /// The square refused.
        square: usize,
    },
    /// The square already holds a piece (remove it first).
    #[error("{} is occupied", name(.square))]
    Occupied {
        /// The square refused.
        square: usize,
    },
    /// A nearer rank still has an empty square (SPEC §6 fill order).
    #[error("fill rank {rank} before using a further rank")]
    FillNearerRankFirst {
        /// The nearer rank (1–8) that still has an empty square.
        rank: usize,
    },
    /// The piece costs more than the side has left of its 39 points.
    #[error("the piece costs {cost} points, only {left} left")]
    OverBudget {
        /// The piece's cost.
        cost: u32,
        /// Points the side has left.
        left: u32,
    },
}

impl PlacementError {
    /// A stable identifier the UI translates by (`outside-half`,
    /// `fill-nearer-rank-first`, …); equal to the serde tag.
    pub fn id(&self) -> &'static str {
        match self {
            PlacementError::OffBoard { .. } => "off-board",
            PlacementError::KingNotPlaceable => "king-not-placeable",
            PlacementError::NotInVariant { .. } => "not-in-variant",
            PlacementError::KingSquare { .. } => "king-square",
            PlacementError::OutsideHalf { .. } => "outside-half",
            PlacementError::Occupied { .. } => "occupied",
            PlacementError::FillNearerRankFirst { .. } => "fill-nearer-rank-first",
            PlacementError::OverBudget { .. } => "over-budget",
        }
    }
}

/// One reason a custom position cannot start (SPEC §7). Validation returns
/// all of them at once, so the user can fix everything in one pass.
///
/// Serialized (with the `serde` feature) tagged by [`StartError::id`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "id", rename_all = "kebab-case"))]
pub enum StartError {
    /// The side spent less than 39 points.
    #[error("{color:?} spent {spent} of 39 points; all 39 must be spent")]
    BudgetNotSpent {
        /// The side.
        color: Color,
        /// Points spent.
        spent: u32,
    },
    /// The side spent more than 39 points.
    #[error("{color:?} spent {spent} points, more than 39")]
    OverBudget {
        /// The side.
        color: Color,
        /// Points spent.
        spent: u32,
    },
    /// A piece stands outside its side's half (SPEC §6).
    #[error("{color:?} piece on {} is outside its half", name(.square))]
    PieceOutsideHalf {
        /// The side.
        color: Color,
        /// Where the piece stands.
        square: usize,
    },
    /// A nearer rank has an empty square while a further rank is used
    /// (SPEC §6: only the furthest used rank may be partly filled).
    #[error("{color:?}: rank {rank} has an empty square ({}) while rank {furthest} is used", name(.square))]
    RankNotFilled {
        /// The side.
        color: Color,
        /// The rank (1–8) with a gap.
        rank: usize,
        /// An empty square of that rank.
        square: usize,
        /// The furthest rank (1–8) the side uses.
        furthest: usize,
    },
    /// The side has no king.
    #[error("{color:?} has no king")]
    KingMissing {
        /// The side.
        color: Color,
    },
    /// The side's king is not on e1 / e8.
    #[error("{color:?} king is on {}, not on its fixed square", name(.square))]
    KingMisplaced {
        /// The side.
        color: Color,
        /// Where the king stands.
        square: usize,
    },
    /// The side has more than one king.
    #[error("{color:?} has {count} kings")]
    TooManyKings {
        /// The side.
        color: Color,
        /// Kings found.
        count: u32,
    },
    /// A piece that Maharajah does not have (the Mirodol Archer).
    #[error("{color:?} {kind} on {} is not a Maharajah piece", name(.square))]
    PieceNotInVariant {
        /// The side.
        color: Color,
        /// Where it stands.
        square: usize,
        /// Its kind.
        kind: Kind,
    },
    /// A game starts with White to move.
    #[error("White moves first in a custom game")]
    WrongSideToMove,
    /// The side to move (White) starts in check.
    #[error("White, the side to move, starts in check")]
    SideToMoveInCheck,
    /// The side to move (White) has no legal move.
    #[error("White, the side to move, has no legal move")]
    NoLegalMove,
    /// The side not to move (Black) starts in check (illegal in chess).
    #[error("Black, the side not to move, starts in check")]
    OpponentInCheck,
}

impl StartError {
    /// A stable identifier the UI translates by (`budget-not-spent`,
    /// `rank-not-filled`, …); equal to the serde tag.
    pub fn id(&self) -> &'static str {
        match self {
            StartError::BudgetNotSpent { .. } => "budget-not-spent",
            StartError::OverBudget { .. } => "over-budget",
            StartError::PieceOutsideHalf { .. } => "piece-outside-half",
            StartError::RankNotFilled { .. } => "rank-not-filled",
            StartError::KingMissing { .. } => "king-missing",
            StartError::KingMisplaced { .. } => "king-misplaced",
            StartError::TooManyKings { .. } => "too-many-kings",
            StartError::PieceNotInVariant { .. } => "piece-not-in-variant",
            StartError::WrongSideToMove => "wrong-side-to-move",
            StartError::SideToMoveInCheck => "side-to-move-in-check",
            StartError::NoLegalMove => "no-legal-move",
            StartError::OpponentInCheck => "opponent-in-check",
        }
    }

    /// The side whose own army causes the error, or `None` when it comes
    /// from both armies together (checks, no legal move). In a hidden setup
    /// (§9) this tells each player whether their own setup is at fault.
    pub fn color(&self) -> Option<Color> {
        match *self {
            StartError::BudgetNotSpent { color, .. }
            | StartError::OverBudget { color, .. }
            | StartError::PieceOutsideHalf { color, .. }
            | StartError::RankNotFilled { color, .. }
            | StartError::KingMissing { color }
            | StartError::KingMisplaced { color, .. }
            | StartError::TooManyKings { color, .. }
            | StartError::PieceNotInVariant { color, .. } => Some(color),
            StartError::WrongSideToMove
            | StartError::SideToMoveInCheck
            | StartError::NoLegalMove
            | StartError::OpponentInCheck => None,
        }
    }
}

/// An editable Maharajah board before the game: both armies, kings fixed on
/// e1 / e8.
///
/// The editor API ([`Setup::place`], [`Setup::why_not`],
/// [`Setup::placeable_squares`]) keeps a setup within the placement rules
/// while building up; [`Setup::remove`] is always allowed, even when it
/// leaves a gap in the fill order, because validation ([`Setup::validate`])
/// reports what is still wrong. A setup can also hold anything at all (read
/// from a FEN or from a peer), which validation handles too.
///
/// Displays and parses as the FEN board field; with the `serde` feature it
/// serializes as that string.
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "String", into = "String"))]
pub struct Setup {
    board: [Option<Piece>; SQUARES],
}

impl Default for Setup {
    /// The empty setup: kings only.
    fn default() -> Self {
        Setup::new()
    }
}

impl Setup {
    /// A setup with the two kings on e1 / e8 and nothing else: where the
    /// editor starts.
    pub fn new() -> Setup {
        let mut board = [None; SQUARES];
        for c in Color::BOTH {
            board[king_home(c)] = Some(Piece::new(c, Kind::King));
        }
        Setup { board }
    }

    /// The orthodox army on both sides (a legal custom army, §5).
    pub fn orthodox() -> Setup {
        Setup::from_board_fen(ORTHODOX_BOARD).expect("orthodox board is valid")
    }

    /// Reads the board field of a FEN (a whole FEN is accepted; only its
    /// first field is used). Nothing beyond the syntax is checked, so any
    /// board can be loaded and then validated.
    pub fn from_board_fen(fen: &str) -> Result<Setup, FenError> {
        let field = fen.split_whitespace().next().unwrap_or("");
        let ranks: Vec<&str> = field.split('/').collect();
        if ranks.len() != Board8::RANKS {
            return Err(FenError::RankCount { expected: Board8::RANKS, found: ranks.len() });
        }
        let mut board = [None; SQUARES];
        for (i, text) in ranks.iter().enumerate() {
            let rank = Board8::RANKS - 1 - i;
            let width = |found| FenError::RankWidth { rank: rank + 1, found, expected: Board8::FILES };
            let mut file = 0;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                    if d == 0 || file > Board8::FILES {
                        return Err(width(file));
                    }
                    continue;
                }
                let kind = Variant::Maharajah.kind_from_letter(c).ok_or(FenError::BadPiece {
                    rank: rank + 1,
                    found: c,
                    variant: Variant::Maharajah,
                })?;
                if file >= Board8::FILES {
                    return Err(width(file + 1));
                }
                let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
                board[Board8::square(file, rank)] = Some(Piece::new(color, kind));
                file += 1;
            }
            if file != Board8::FILES {
                return Err(width(file));
            }
        }
        Ok(Setup { board })
    }

    /// A setup from a raw board, unchecked (tests, other front ends). Every
    /// square index is `rank * 8 + file`.
    pub fn from_squares(board: [Option<Piece>; SQUARES]) -> Setup {
        Setup { board }
    }

    /// The placement of a position (e.g. a saved custom start), ignoring
    /// everything but the pieces.
    pub fn from_position(pos: &Position<Board8>) -> Setup {
        let mut board = [None; SQUARES];
        for (sq, slot) in board.iter_mut().enumerate() {
            *slot = pos.piece_at(sq);
        }
        Setup { board }
    }

    /// The FEN board field of this setup.
    pub fn board_fen(&self) -> String {
        let mut s = String::new();
        for rank in (0..Board8::RANKS).rev() {
            let mut empty = 0;
            for file in 0..Board8::FILES {
                match self.board[Board8::square(file, rank)] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let c = p.kind.letter();
                        s.push(if p.color == Color::White { c } else { c.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s
    }

    /// The extended FEN of the start position this setup makes (see
    /// [`start_position`] for how rights and status are derived), whether or
    /// not it is valid: for saving work in progress and for display.
    pub fn to_fen(&self) -> String {
        self.build().fen()
    }

    /// The whole board, indexed `rank * 8 + file`.
    pub fn squares(&self) -> &[Option<Piece>; SQUARES] {
        &self.board
    }

    /// The piece on `sq`, if any (`None` off the board).
    pub fn piece_at(&self, sq: usize) -> Option<Piece> {
        self.board.get(sq).copied().flatten()
    }

    /// `color`'s army: every piece but its king, with its square.
    pub fn army(&self, color: Color) -> impl Iterator<Item = (usize, Kind)> + '_ {
        self.board.iter().enumerate().filter_map(move |(sq, p)| match p {
            Some(p) if p.color == color && p.kind != Kind::King => Some((sq, p.kind)),
            _ => None,
        })
    }

    /// Points `color` has spent (SPEC §3 costs; the king is free).
    pub fn cost(&self, color: Color) -> u32 {
        self.army(color).map(|(_, k)| k.cost()).sum()
    }

    /// Points `color` may still spend (0 when over budget).
    pub fn points_left(&self, color: Color) -> u32 {
        BUDGET.saturating_sub(self.cost(color))
    }

    /// Whether `color`'s army holds a compound piece, i.e. whether it would
    /// start as a variant side (§8).
    pub fn is_variant_side(&self, color: Color) -> bool {
        self.army(color).any(|(_, k)| k.is_compound())
    }

    /// Whether this is exactly the orthodox starting placement (SPEC §7: the
    /// game then uses the standard chess rules profile).
    pub fn is_orthodox(&self) -> bool {
        *self == Setup::orthodox()
    }

    /// The first square of `color`'s `rel`-th rank (from its home rank) not
    /// holding one of its own pieces, or `None` when the rank is full.
    fn rank_gap(&self, color: Color, rel: usize) -> Option<usize> {
        let rank = absolute_rank(color, rel);
        (0..Board8::FILES)
            .map(|f| Board8::square(f, rank))
            .find(|&sq| !matches!(self.board[sq], Some(p) if p.color == color))
    }

    /// Why `piece` may not be placed on `sq` now, or `None` when it may.
    /// Checked in this order: board, kind, king squares, half, occupancy,
    /// fill order, budget.
    pub fn why_not(&self, sq: usize, piece: Piece) -> Option<PlacementError> {
        let color = piece.color;
        if sq >= SQUARES {
            return Some(PlacementError::OffBoard { square: sq });
        }
        if piece.kind == Kind::King {
            return Some(PlacementError::KingNotPlaceable);
        }
        if !Variant::Maharajah.has_kind(piece.kind) {
            return Some(PlacementError::NotInVariant { kind: piece.kind });
        }
        if sq == king_home(Color::White) || sq == king_home(Color::Black) {
            return Some(PlacementError::KingSquare { square: sq });
        }
        if !half(color).has(sq) {
            return Some(PlacementError::OutsideHalf { color, square: sq });
        }
        if self.board[sq].is_some() {
            return Some(PlacementError::Occupied { square: sq });
        }
        let rel = Board8::tables().relative_rank(color, sq);
        if let Some(gap) = (0..rel).find(|&r| self.rank_gap(color, r).is_some()) {
            return Some(PlacementError::FillNearerRankFirst { rank: absolute_rank(color, gap) + 1 });
        }
        let (cost, left) = (piece.kind.cost(), self.points_left(color));
        if cost > left {
            return Some(PlacementError::OverBudget { cost, left });
        }
        None
    }

    /// Places `piece` on `sq` if the rules allow it now ([`Setup::why_not`]).
    pub fn place(&mut self, sq: usize, piece: Piece) -> Result<(), PlacementError> {
        match self.why_not(sq, piece) {
            Some(e) => Err(e),
            None => {
                self.board[sq] = Some(piece);
                Ok(())
            }
        }
    }

    /// Every square where `color` may place a `kind` now (bit `sq` set), for
    /// highlighting drop targets.
    pub fn placeable_squares(&self, color: Color, kind: Kind) -> u64 {
        let piece = Piece::new(color, kind);
        (0..SQUARES).filter(|&sq| self.why_not(sq, piece).is_none()).fold(0, |b, sq| b | u64::bit(sq))
    }

    /// Removes and returns the piece on `sq`. Always allowed, even when it
    /// leaves a gap in the fill order ([`Setup::validate`] reports that);
    /// kings are fixed, so removing one does nothing and returns `None`.
    pub fn remove(&mut self, sq: usize) -> Option<Piece> {
        match self.piece_at(sq) {
            Some(p) if p.kind != Kind::King => self.board[sq].take(),
            _ => None,
        }
    }

    /// Removes `color`'s whole army (its king stays).
    pub fn clear(&mut self, color: Color) {
        for slot in self.board.iter_mut() {
            if matches!(slot, Some(p) if p.color == color && p.kind != Kind::King) {
                *slot = None;
            }
        }
    }

    /// Replaces `to`'s army with the other side's, mirrored across the
    /// middle of the board (a1 ↔ a8, same file, so the kings still face each
    /// other on the e-file). Squares the mirrored army would take that are
    /// already occupied (only possible in an invalid setup) are skipped.
    pub fn mirror_to(&mut self, to: Color) {
        self.clear(to);
        let source: Vec<(usize, Kind)> = self.army(to.flip()).collect();
        for (sq, kind) in source {
            let mirrored = Board8::square(Board8::file_of(sq), Board8::RANKS - 1 - Board8::rank_of(sq));
            if self.board[mirrored].is_none() {
                self.board[mirrored] = Some(Piece::new(to, kind));
            }
        }
    }

    /// This setup with only `color`'s army (both kings kept): what a player
    /// of a hidden setup (§9) edits and sends.
    pub fn only(&self, color: Color) -> Setup {
        let mut s = self.clone();
        s.clear(color.flip());
        s
    }

    /// White's army from `white` and Black's from `black`: the full board
    /// revealed after both hidden setups are locked (§9).
    pub fn combine(white: &Setup, black: &Setup) -> Setup {
        let mut s = Setup::new();
        for (color, from) in [(Color::White, white), (Color::Black, black)] {
            for (sq, kind) in from.army(color) {
                if s.board[sq].is_none() {
                    s.board[sq] = Some(Piece::new(color, kind));
                }
            }
        }
        s
    }

    /// Everything wrong with this setup as a start (SPEC §7), or `Ok`.
    pub fn validate(&self) -> Result<(), Vec<StartError>> {
        start_position(self).map(|_| ())
    }

    /// The game's first position; see [`start_position`].
    pub fn to_position(&self) -> Result<Position<Board8>, Vec<StartError>> {
        start_position(self)
    }

    /// The placement errors of both armies (kings, kinds, halves, budget,
    /// fill order), and whether both sides have exactly one king so the
    /// position can be played out to look for checks and moves.
    fn army_errors(&self) -> (Vec<StartError>, bool) {
        let mut errors = Vec::new();
        let mut kings_ok = true;
        for color in Color::BOTH {
            let own: Vec<(usize, Kind)> = self
                .board
                .iter()
                .enumerate()
                .filter_map(|(sq, p)| p.filter(|p| p.color == color).map(|p| (sq, p.kind)))
                .collect();

            let kings: Vec<usize> = own.iter().filter(|(_, k)| *k == Kind::King).map(|&(sq, _)| sq).collect();
            match kings.as_slice() {
                [] => errors.push(StartError::KingMissing { color }),
                [sq] if *sq != king_home(color) => errors.push(StartError::KingMisplaced { color, square: *sq }),
                [_] => {}
                many => errors.push(StartError::TooManyKings { color, count: many.len() as u32 }),
            }
            kings_ok &= kings.len() == 1;

            for &(sq, kind) in &own {
                if !Variant::Maharajah.has_kind(kind) {
                    errors.push(StartError::PieceNotInVariant { color, square: sq, kind });
                }
            }
            for &(sq, kind) in &own {
                if kind != Kind::King && !half(color).has(sq) {
                    errors.push(StartError::PieceOutsideHalf { color, square: sq });
                }
            }

            let spent = self.cost(color);
            if spent < BUDGET {
                errors.push(StartError::BudgetNotSpent { color, spent });
            } else if spent > BUDGET {
                errors.push(StartError::OverBudget { color, spent });
            }

            let t = Board8::tables();
            let used =
                own.iter().filter(|(sq, _)| half(color).has(*sq)).map(|&(sq, _)| t.relative_rank(color, sq)).max();
            if let Some(furthest) = used {
                for rel in 0..furthest {
                    if let Some(square) = self.rank_gap(color, rel) {
                        errors.push(StartError::RankNotFilled {
                            color,
                            rank: absolute_rank(color, rel) + 1,
                            square,
                            furthest: absolute_rank(color, furthest) + 1,
                        });
                    }
                }
            }
        }
        (errors, kings_ok)
    }

    /// The start position of this placement, without validation. Pieces
    /// Maharajah does not have are left out (validation reports them).
    fn build(&self) -> Position<Board8> {
        let variant = if self.is_orthodox() { Variant::Chess } else { Variant::Maharajah };
        let mut pos = Position::<Board8>::empty(variant);
        for (sq, p) in self.board.iter().enumerate() {
            if let Some(p) = *p {
                if variant.has_kind(p.kind) {
                    pos.put(sq, p);
                }
            }
        }
        pos.variant_side = pos.default_variant_sides();
        for color in Color::BOTH {
            let home = king_home(color);
            if pos.variant_side[color.index()] || pos.pieces(color, Kind::King) != u64::bit(home) {
                continue;
            }
            for file in [0, Board8::FILES - 1] {
                let corner = Board8::square(file, home_rank(color));
                if pos.pieces(color, Kind::Rook).has(corner) {
                    pos.castle_rooks |= u64::bit(corner);
                }
            }
        }
        pos.unmoved = pos.kind_bb(Kind::Pawn);
        pos.side = Color::White;
        pos.halfmove = 0;
        pos.fullmove = 1;
        pos.finish_setup();
        pos
    }
}

impl fmt::Display for Setup {
    /// The FEN board field.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.board_fen())
    }
}

impl fmt::Debug for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Setup({})", self.board_fen())
    }
}

impl FromStr for Setup {
    type Err = FenError;
    /// Parses a FEN board field; see [`Setup::from_board_fen`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Setup::from_board_fen(s)
    }
}

impl TryFrom<String> for Setup {
    type Error = FenError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        Setup::from_board_fen(&s)
    }
}

impl From<Setup> for String {
    fn from(s: Setup) -> String {
        s.board_fen()
    }
}

/// Builds the first position of a Maharajah game from a placement, or lists
/// every reason it cannot start (SPEC §7).
///
/// The position: White to move; every pawn unmoved, whatever rank it stands
/// on (§4); a side is a variant side exactly when its army holds a compound
/// piece (§8); a classic side with its king on e1 / e8 gets a castling right
/// for each rook on its own corner (a1/h1, a8/h8), a variant side none.
///
/// The exact orthodox start comes back as a [`Variant::Chess`] position
/// (with `KQkq`): §7 says it plays by the standard rules profile, and so it
/// is a normal chess game everywhere (PGN, engine, opening knowledge). Every
/// other placement is a [`Variant::Maharajah`] position.
pub fn start_position(setup: &Setup) -> Result<Position<Board8>, Vec<StartError>> {
    let (mut errors, playable) = setup.army_errors();
    let pos = setup.build();
    if playable {
        errors.extend(play_errors(&pos));
    }
    if errors.is_empty() {
        Ok(pos)
    } else {
        Err(errors)
    }
}

/// Checks a position meant as a custom start (for example one read from a
/// PGN `FEN` tag, or sent by a peer) against every rule of SPEC §5–7, and
/// returns every failing reason. The position's own rights are used for the
/// legal-move test; White must be to move.
pub fn validate_start(pos: &Position<Board8>) -> Result<(), Vec<StartError>> {
    let (mut errors, playable) = Setup::from_position(pos).army_errors();
    if pos.side_to_move() != Color::White {
        errors.push(StartError::WrongSideToMove);
    }
    if playable {
        errors.extend(play_errors(pos));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Whether `pos` has the orthodox starting placement with White to move
/// (rights and variant aside): the start that plays as classic chess (§7).
pub fn is_orthodox_start(pos: &Position<Board8>) -> bool {
    pos.side_to_move() == Color::White && Setup::from_position(pos).is_orthodox()
}

/// The start conditions that depend on both armies together: checks and
/// the existence of a legal move. Needs exactly one king per side.
fn play_errors(pos: &Position<Board8>) -> Vec<StartError> {
    let mut errors = Vec::new();
    let white = Color::White;
    if pos.king_attacked(white) {
        errors.push(StartError::SideToMoveInCheck);
    }
    if pos.side_to_move() == white && pos.legal_moves().is_empty() {
        errors.push(StartError::NoLegalMove);
    }
    if pos.king_attacked(Color::Black) {
        errors.push(StartError::OpponentInCheck);
    }
    errors
}
