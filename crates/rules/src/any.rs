//! A position of any variant behind one type, for callers that choose the
//! variant at run time (the app, the engine's UCI front end, the tools).
//!
//! The generic [`Position<G>`] keeps move generation monomorphized per board
//! size; this enum dispatches once per call so callers never write the match.

use crate::fen::FenError;
use crate::geometry::{Board10, Board8, Geometry};
use crate::moves::Move;
use crate::piece::{Color, Kind, Piece};
use crate::position::Position;
use crate::san::SanError;
use crate::uci::UciError;
use crate::variant::Variant;

/// A position on whichever board its variant uses.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyPosition {
    /// Chess and Maharajah.
    Small(Position<Board8>),
    /// Mirodol.
    Large(Position<Board10>),
}

/// Runs `$body` with `$p` bound to the inner generic position.
#[macro_export]
macro_rules! with_position {
    ($any:expr, $p:ident => $body:expr) => {
        match $any {
            $crate::any::AnyPosition::Small($p) => $body,
            $crate::any::AnyPosition::Large($p) => $body,
        }
    };
}

/// A legal move described for display and transport, independent of board size.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MoveInfo {
    /// UCI text (unique among the legal moves; the wire format).
    pub uci: String,
    /// SAN with check marks.
    pub san: String,
    /// Origin square name.
    pub from: String,
    /// Destination square name (the king's, for castling).
    pub to: String,
    /// Promotion kind, if any.
    pub promotion: Option<Kind>,
    /// Whether this is a castle.
    pub castle: bool,
    /// Whether it captures.
    pub capture: bool,
}

/// Why a move text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Bad UCI text or illegal UCI move.
    #[error(transparent)]
    Uci(#[from] UciError),
    /// Bad SAN text or illegal SAN move.
    #[error(transparent)]
    San(#[from] SanError),
}

fn info<G: Geometry>(p: &Position<G>, m: Move) -> MoveInfo {
    MoveInfo {
        uci: p.uci(m),
        san: p.san(m),
        from: G::square_name(m.from()),
        to: G::square_name(m.to()),
        promotion: m.promotion(),
        castle: m.is_castle(),
        capture: !m.is_castle() && (p.piece_at(m.to()).is_some() || m.flag() == crate::moves::MoveFlag::EnPassant),
    }
}

impl AnyPosition {
    /// The variant's starting position.
    pub fn start(variant: Variant) -> Self {
        if variant.is_large() {
            AnyPosition::Large(Position::start(variant))
        } else {
            AnyPosition::Small(Position::start(variant))
        }
    }
    /// Parses an extended FEN of `variant`.
    pub fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        Ok(if variant.is_large() {
            AnyPosition::Large(Position::from_fen(variant, fen)?)
        } else {
            AnyPosition::Small(Position::from_fen(variant, fen)?)
        })
    }
    /// Reads `fen` as [`AnyPosition::from_fen`] does, but drops the castling
    /// rights the position cannot hold instead of refusing it: other tools
    /// write `KQkq` after a king or a rook has left home. Returns the
    /// position and the castling letters dropped (empty when none were);
    /// every other fault is still an error.
    pub fn from_fen_dropping_castling(variant: Variant, fen: &str) -> Result<(Self, String), FenError> {
        let mut fields: Vec<String> = fen.split_whitespace().map(str::to_string).collect();
        let mut dropped = String::new();
        loop {
            let error = match Self::from_fen(variant, &fields.join(" ")) {
                Ok(position) => return Ok((position, dropped)),
                Err(e) => e,
            };
            let Some(castling) = fields.get_mut(2) else { return Err(error) };
            let gone: Vec<char> = match &error {
                FenError::BadCastling(c) => vec![*c],
                FenError::CastlingNotAllowed(color) => castling
                    .chars()
                    .filter(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == (*color == Color::White))
                    .collect(),
                _ => return Err(error),
            };
            let before = castling.len();
            castling.retain(|c| !gone.contains(&c));
            if castling.len() == before {
                return Err(error);
            }
            if castling.is_empty() {
                *castling = "-".to_string();
            }
            dropped.extend(gone);
        }
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        with_position!(self, p => p.variant())
    }
    /// Extended FEN.
    pub fn fen(&self) -> String {
        with_position!(self, p => p.fen())
    }
    /// Board width (= height).
    pub fn files(&self) -> usize {
        self.variant().rules().files
    }
    /// Side to move.
    pub fn side_to_move(&self) -> Color {
        with_position!(self, p => p.side_to_move())
    }
    /// Zobrist hash.
    pub fn hash(&self) -> u64 {
        with_position!(self, p => p.hash())
    }
    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        with_position!(self, p => p.in_check())
    }
    /// Whether `color` plays by variant rules.
    pub fn is_variant_side(&self, color: Color) -> bool {
        with_position!(self, p => p.is_variant_side(color))
    }
    /// Promotion choices of `color`.
    pub fn promotion_kinds(&self, color: Color) -> &'static [Kind] {
        with_position!(self, p => p.promotion_kinds(color))
    }
    /// Every piece with its square name, for drawing the board.
    pub fn pieces(&self) -> Vec<(String, Piece)> {
        fn collect<G: Geometry>(p: &Position<G>) -> Vec<(String, Piece)> {
            (0..G::SQUARES).filter_map(|sq| p.piece_at(sq).map(|pc| (G::square_name(sq), pc))).collect()
        }
        with_position!(self, p => collect(p))
    }
    /// The piece on the named square.
    pub fn piece_on(&self, square: &str) -> Option<Piece> {
        fn get<G: Geometry>(p: &Position<G>, s: &str) -> Option<Piece> {
            G::parse_square(s).and_then(|sq| p.piece_at(sq))
        }
        with_position!(self, p => get(p, square))
    }
    /// The square of `color`'s king.
    pub fn king_square(&self, color: Color) -> String {
        fn name<G: Geometry>(p: &Position<G>, c: Color) -> String {
            G::square_name(p.king_square(c))
        }
        with_position!(self, p => name(p, color))
    }
    /// How the game has ended in this position, if it has (automatic draws included).
    pub fn outcome(&self) -> Option<crate::outcome::Outcome> {
        with_position!(self, p => p.outcome())
    }
    /// Whether `color` could still checkmate (the online flag-fall rule).
    pub fn has_mating_material(&self, color: Color) -> bool {
        with_position!(self, p => p.has_mating_material(color))
    }
    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        with_position!(self, p => p.halfmove_clock())
    }
    /// The move number.
    pub fn fullmove_number(&self) -> u32 {
        with_position!(self, p => p.fullmove_number())
    }
    /// Leaf count of the legal move tree to `depth` (debugging and UCI `go perft`).
    pub fn perft(&mut self, depth: u32) -> u64 {
        with_position!(self, p => p.perft(depth))
    }
    /// [`AnyPosition::perft`] that gives up (`None`) once `stop` is set.
    pub fn perft_until(&mut self, depth: u32, stop: &std::sync::atomic::AtomicBool) -> Option<u64> {
        with_position!(self, p => p.perft_until(depth, stop))
    }
    /// Every legal move, described.
    pub fn legal_moves(&self) -> Vec<MoveInfo> {
        with_position!(self, p => p.legal_moves().iter().map(|&m| info(p, m)).collect())
    }
    /// Plays a UCI move if legal, returning its description.
    pub fn play_uci(&mut self, text: &str) -> Result<MoveInfo, MoveError> {
        with_position!(self, p => {
            let m = p.parse_uci(text)?;
            let i = info(p, m);
            p.make(m);
            Ok(i)
        })
    }
    /// Plays a SAN move if legal, returning its description.
    pub fn play_san(&mut self, text: &str) -> Result<MoveInfo, MoveError> {
        with_position!(self, p => {
            let m = p.parse_san(text)?;
            let i = info(p, m);
            p.make(m);
            Ok(i)
        })
    }
}

impl From<Position<Board8>> for AnyPosition {
    fn from(p: Position<Board8>) -> Self {
        AnyPosition::Small(p)
    }
}

impl From<Position<Board10>> for AnyPosition {
    fn from(p: Position<Board10>) -> Self {
        AnyPosition::Large(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dispatches_to_both_board_sizes() {
        let mut chess = AnyPosition::start(Variant::Chess);
        assert_eq!(chess.legal_moves().len(), 20);
        assert_eq!(chess.play_san("e4").map(|m| m.uci), Ok("e2e4".to_string()));
        let mut mirodol = AnyPosition::start(Variant::Mirodol);
        assert_eq!(mirodol.files(), 10);
        assert_eq!(mirodol.legal_moves().len(), 40);
        assert!(mirodol.play_uci("e2e5").is_ok());
        assert_eq!(mirodol.piece_on("e5").map(|p| p.kind), Some(Kind::Pawn));
        assert!(matches!(mirodol.play_uci("e9e4"), Err(MoveError::Uci(UciError::Illegal(_)))));
    }

    #[test]
    fn castling_rights_a_position_cannot_hold_are_dropped_and_named() {
        // Black's king on h8: its q and k cannot stand; White keeps KQ.
        let fen = "r6k/7p/8/8/8/8/8/R3K2R w KQq - 0 1";
        assert_eq!(AnyPosition::from_fen(Variant::Chess, fen).unwrap_err(), FenError::CastlingNotAllowed(Color::Black));
        let (position, dropped) = AnyPosition::from_fen_dropping_castling(Variant::Chess, fen).unwrap();
        assert_eq!(dropped, "q");
        assert_eq!(position.fen(), "r6k/7p/8/8/8/8/8/R3K2R w KQ - 0 1");
        // A rook gone from h1: K dropped, Q kept; nothing to drop leaves an empty field.
        let (position, dropped) =
            AnyPosition::from_fen_dropping_castling(Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1").unwrap();
        assert_eq!((dropped.as_str(), position.fen().as_str()), ("K", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
        let (_, dropped) =
            AnyPosition::from_fen_dropping_castling(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1").unwrap();
        assert_eq!(dropped, "KQkq");
        // Other faults stay errors.
        assert_eq!(
            AnyPosition::from_fen_dropping_castling(Variant::Chess, "4k3/8/8/8/8/8/8/4KK2 w - - 0 1")
                .unwrap_err()
                .kind(),
            "fen-king-count"
        );
    }
}
