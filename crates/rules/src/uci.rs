//! UCI long algebraic notation (`e2e4`, `e7e8m`).
//!
//! Orthodox castling is written as the king's move (`e1g1`). In Mirodol a
//! castle and a plain king move can join the same squares, so a castle carries
//! the suffix `o` there (`e1h1o`), which keeps the protocol unambiguous.

use crate::geometry::Geometry;
use crate::moves::{Move, MoveFlag};
use crate::position::Position;
use crate::variant::CastlingRule;

/// Why a UCI move string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum UciError {
    /// Not of the form `<from><to>[suffix]`.
    #[error("'{0}' is not a move in long algebraic notation")]
    Syntax(String),
    /// Well formed but not legal here.
    #[error("'{0}' is not a legal move in this position")]
    Illegal(String),
}

fn split_square(s: &str) -> Option<(&str, &str)> {
    let b = s.as_bytes();
    if b.is_empty() || !b[0].is_ascii_lowercase() {
        return None;
    }
    let mut i = 1;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    (i > 1).then(|| s.split_at(i))
}

impl<G: Geometry> Position<G> {
    /// The move in UCI notation.
    pub fn uci(&self, m: Move) -> String {
        let mut s = G::square_name(m.from());
        s.push_str(&G::square_name(m.to()));
        if let Some(k) = m.promotion() {
            s.push(k.letter().to_ascii_lowercase());
        }
        if m.is_castle() && self.variant.rules().castling == CastlingRule::AnyDistance {
            s.push('o');
        }
        s
    }

    /// Parses a UCI move and returns it if it is legal here.
    pub fn parse_uci(&self, text: &str) -> Result<Move, UciError> {
        let syntax = || UciError::Syntax(text.to_string());
        let (from, rest) = split_square(text).ok_or_else(syntax)?;
        let (to, suffix) = split_square(rest).ok_or_else(syntax)?;
        let from = G::parse_square(from).ok_or_else(syntax)?;
        let to = G::parse_square(to).ok_or_else(syntax)?;
        let any_distance = self.variant.rules().castling == CastlingRule::AnyDistance;
        let (promo, castle) = match suffix {
            "" => (None, false),
            "o" if any_distance => (None, true),
            s if s.chars().count() == 1 => {
                let k = self.variant.kind_from_letter(s.chars().next().unwrap_or(' ')).ok_or_else(syntax)?;
                (Some(k), false)
            }
            _ => return Err(syntax()),
        };
        self.legal_moves()
            .iter()
            .copied()
            .find(|m| {
                m.from() == from
                    && m.to() == to
                    && m.promotion() == promo
                    && (!any_distance || m.is_castle() == castle)
                    && (m.flag() != MoveFlag::Promotion || promo.is_some())
            })
            .ok_or_else(|| UciError::Illegal(text.to_string()))
    }
}
