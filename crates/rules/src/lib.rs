//! The Maharajah rules core: chess, Maharajah custom armies and Mirodol 10×10,
//! with one move generator for every variant and both board sizes.
//!
//! No I/O, no async: the app, the engine and the tools all call this crate,
//! so there is exactly one definition of a legal move.

pub mod any;
pub mod army;
pub mod bitboard;
pub mod date;
pub mod fen;
pub mod geometry;
pub mod movegen;
pub mod moves;
pub mod outcome;
pub mod pgn;
pub mod piece;
pub mod position;
pub mod random;
pub mod san;
#[doc(hidden)]
pub mod selfcheck;
pub mod slides;
pub mod time_control;
pub mod uci;
pub mod variant;
mod zobrist;

pub use any::{AnyPosition, MoveError, MoveInfo};
pub use army::{is_orthodox_start, start_position, validate_start, PlacementError, Setup, StartError, BUDGET};
pub use bitboard::Bitboard;
pub use fen::FenError;
pub use geometry::{Board10, Board8, Geometry};
pub use moves::{Move, MoveFlag, MoveList};
pub use outcome::Outcome;
pub use pgn::{read_game, read_games, write_game, PgnError, PgnGame, PgnMove, PgnReader};
pub use piece::{Color, Kind, Piece};
pub use position::{Check, Position, Undo};
pub use san::SanError;
pub use time_control::TimeControl;
pub use uci::UciError;
pub use variant::Variant;
