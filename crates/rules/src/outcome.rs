//! How a game ends by the board alone (SPEC §2): checkmate, stalemate and the
//! draws applied automatically — threefold repetition, the 50-move rule and
//! dead positions — plus the flag-fall material test of SPEC §11.
//!
//! Resignation, agreement and time are decided by whoever runs the game (the
//! app or the server); this module only answers what the position itself
//! says, so the app, the engine and the server agree on every result.

use crate::bitboard::Bitboard;
use crate::geometry::Geometry;
use crate::piece::{Color, Kind};
use crate::position::Position;
use std::fmt;

/// The half-move count at which the 50-move rule ends the game (SPEC §2:
/// applied automatically, without a claim).
pub const FIFTY_MOVE_PLIES: u32 = 100;

/// Why a game ended on the board.
///
/// Serialized (with the `serde` feature) internally tagged by [`Outcome::id`],
/// so the wire form and the UI's translation key are the same string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "id", rename_all = "kebab-case"))]
pub enum Outcome {
    /// The side to move is in check and has no legal move.
    Checkmate {
        /// The side that delivered mate.
        winner: Color,
    },
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The position occurred for the third time (same side to move, same
    /// rights), counted automatically.
    Repetition,
    /// 100 half-moves without a capture or a pawn move, counted automatically.
    FiftyMoves,
    /// Neither side can ever checkmate (a dead position).
    InsufficientMaterial,
}

impl Outcome {
    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            _ => None,
        }
    }

    /// `true` for every outcome but checkmate.
    pub fn is_draw(self) -> bool {
        self.winner().is_none()
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_string(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// A stable identifier (`checkmate`, `stalemate`, `repetition`,
    /// `fifty-moves`, `insufficient-material`): the UI translates by it and
    /// the wire carries it, so it never changes with the wording.
    pub fn id(self) -> &'static str {
        match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::Repetition => "repetition",
            Outcome::FiftyMoves => "fifty-moves",
            Outcome::InsufficientMaterial => "insufficient-material",
        }
    }
}

impl fmt::Display for Outcome {
    /// English fallback text (logs, the command line); the UI uses [`Outcome::id`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Checkmate { winner } => write!(f, "checkmate, {winner:?} wins"),
            Outcome::Stalemate => f.write_str("draw by stalemate"),
            Outcome::Repetition => f.write_str("draw by threefold repetition"),
            Outcome::FiftyMoves => f.write_str("draw by the 50-move rule"),
            Outcome::InsufficientMaterial => f.write_str("draw by insufficient material"),
        }
    }
}

impl<G: Geometry> Position<G> {
    /// How the game ends in this position, or `None` while it goes on.
    ///
    /// Checkmate and stalemate come first, so a mate delivered on the move
    /// that reaches the 50-move limit stands (as in FIDE rules); then dead
    /// positions, threefold repetition and the 50-move rule.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.legal_moves().is_empty() {
            return Some(if self.in_check() {
                Outcome::Checkmate { winner: self.side.flip() }
            } else {
                Outcome::Stalemate
            });
        }
        if self.is_insufficient_material() {
            Some(Outcome::InsufficientMaterial)
        } else if self.is_repetition(3) {
            Some(Outcome::Repetition)
        } else if self.is_fifty_moves() {
            Some(Outcome::FiftyMoves)
        } else {
            None
        }
    }

    /// Whether this position has now occurred at least `count` times in the
    /// game (this occurrence included; `3` is the threefold rule).
    ///
    /// Only positions since the last capture or pawn move can repeat, so the
    /// search looks back at most [`Position::halfmove_clock`] entries of the
    /// history, and only at those with the same side to move (every second
    /// one). The hash covers castling rights, unmoved pawns, usable en passant
    /// captures and per-side status, so equal hashes mean the same position
    /// in the FIDE sense.
    pub fn is_repetition(&self, count: usize) -> bool {
        if count <= 1 {
            return true;
        }
        let history = &self.history;
        let window = (self.halfmove as usize).min(history.len());
        let mut seen = 1;
        let mut back = 2;
        while back <= window {
            if history[history.len() - back] == self.hash {
                seen += 1;
                if seen >= count {
                    return true;
                }
            }
            back += 2;
        }
        false
    }

    /// Whether the 50-move rule ends the game: [`FIFTY_MOVE_PLIES`] half-moves
    /// without a capture or pawn move. Checkmate takes precedence (see
    /// [`Position::outcome`]).
    pub fn is_fifty_moves(&self) -> bool {
        self.halfmove >= FIFTY_MOVE_PLIES
    }

    /// Whether the position is dead: no sequence of legal moves can mate
    /// either king. Recognised on both board sizes: K v K; K+N v K; K+B v K;
    /// kings and bishops only, all bishops (of both sides) on one square
    /// colour. Pawns, rooks, queens, the compound pieces and the Archer are
    /// always mating material (K+Archer v K can mate on 10×10).
    pub fn is_insufficient_material(&self) -> bool {
        let kings = self.kind_bb(Kind::King);
        let knights = self.kind_bb(Kind::Knight);
        let bishops = self.kind_bb(Kind::Bishop);
        let others = self.occupied() & !kings & !knights & !bishops;
        if others.any() {
            return false;
        }
        let minors = knights | bishops;
        if minors.count() <= 1 {
            return true;
        }
        knights.is_empty() && bishops_on_one_colour::<G>(bishops)
    }

    /// Whether `color` could still checkmate by some sequence of legal moves:
    /// the flag-fall rule of SPEC §11 (running out of time against a side
    /// without mating material is a draw). Following the SPEC, `color` has no
    /// mating material with a lone king; with king + one knight against a
    /// lone king; with king + bishops all on one square colour against king +
    /// bishops of that same colour only (or a lone king). Anything else can
    /// mate, if only with the opponent's help (K+N v K+P can).
    pub fn has_mating_material(&self, color: Color) -> bool {
        let kings = self.kind_bb(Kind::King);
        let ours = self.color_bb(color) & !kings;
        let theirs = self.color_bb(color.flip()) & !kings;
        if ours.is_empty() {
            return false;
        }
        let our_knights = self.pieces(color, Kind::Knight);
        if ours == our_knights && !ours.several() && theirs.is_empty() {
            return false;
        }
        let bishops = self.kind_bb(Kind::Bishop);
        if (ours | theirs) & !bishops == G::BB::EMPTY && bishops_on_one_colour::<G>(bishops) {
            return false;
        }
        true
    }
}

/// Whether every square of `bishops` has the same colour.
fn bishops_on_one_colour<G: Geometry>(bishops: G::BB) -> bool {
    let light = G::tables().light;
    (bishops & light).is_empty() || (bishops & !light).is_empty()
}
