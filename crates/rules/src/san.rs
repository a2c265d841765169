//! Standard algebraic notation, with the compound pieces (M, A, C), the
//! Archer (A in Mirodol) and Mirodol's castling notation (`K-0-0-0`, `0-0-K`).

use crate::geometry::Geometry;
use crate::moves::{Move, MoveFlag};
use crate::piece::Kind;
use crate::position::Position;
use crate::variant::CastlingRule;

/// Why a SAN string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SanError {
    /// Nothing to parse.
    #[error("empty move")]
    Empty,
    /// Not shaped like a move.
    #[error("'{0}' is not a move in algebraic notation")]
    Syntax(String),
    /// Well formed, but no legal move matches.
    #[error("'{0}' is not a legal move in this position")]
    Illegal(String),
    /// Several legal moves match; the text needs a file or rank.
    #[error("'{0}' is ambiguous: several moves match")]
    Ambiguous(String),
}

impl<G: Geometry> Position<G> {
    /// The move in SAN, with `+` or `#` when it gives check or mate.
    pub fn san(&self, m: Move) -> String {
        let mut s = self.san_without_suffix(m);
        let mut after = self.clone();
        after.make(m);
        if after.in_check() {
            s.push(if after.legal_moves().is_empty() { '#' } else { '+' });
        }
        s
    }

    /// The move in SAN without check marks (cheaper: no move is played).
    pub fn san_without_suffix(&self, m: Move) -> String {
        let (from, to) = (m.from(), m.to());
        if m.is_castle() {
            return self.castle_san(from, to);
        }
        let piece = self.mailbox[from].expect("a move starts on a piece");
        let capture = self.mailbox[to].is_some() || m.flag() == MoveFlag::EnPassant;
        let mut s = String::new();
        if piece.kind == Kind::Pawn {
            if capture {
                s.push((b'a' + G::file_of(from) as u8) as char);
            }
        } else {
            s.push(piece.kind.letter());
            // Disambiguate among same-kind pieces that can reach `to`.
            let rivals: Vec<usize> = self
                .legal_moves()
                .iter()
                .filter(|o| o.to() == to && o.from() != from && !o.is_castle())
                .filter(|o| self.mailbox[o.from()].map(|p| p.kind) == Some(piece.kind))
                .map(|o| o.from())
                .collect();
            if !rivals.is_empty() {
                let same_file = rivals.iter().any(|&r| G::file_of(r) == G::file_of(from));
                let same_rank = rivals.iter().any(|&r| G::rank_of(r) == G::rank_of(from));
                if !same_file {
                    s.push((b'a' + G::file_of(from) as u8) as char);
                } else if !same_rank {
                    s.push_str(&(G::rank_of(from) + 1).to_string());
                } else {
                    s.push_str(&G::square_name(from));
                }
            }
        }
        if capture {
            s.push('x');
        }
        s.push_str(&G::square_name(to));
        if let Some(k) = m.promotion() {
            s.push('=');
            s.push(k.letter());
        }
        s
    }

    fn castle_san(&self, from: usize, to: usize) -> String {
        match self.variant.rules().castling {
            CastlingRule::TwoSquares => (if to > from { "O-O" } else { "O-O-O" }).to_string(),
            CastlingRule::AnyDistance => {
                let distance = from.abs_diff(to);
                let zeros = vec!["0"; distance].join("-");
                if to > from {
                    format!("K-{zeros}")
                } else {
                    format!("{zeros}-K")
                }
            }
        }
    }

    /// Parses SAN (tolerating `+`, `#`, `!`, `?` marks, `x` omitted, `e8Q`
    /// without `=`, and `0-0` for `O-O`) and returns the legal move it names.
    ///
    /// Long algebraic notation, as older tools and pgn-extract write it, is
    /// read too: the whole origin square, `-` or `x`, the destination
    /// (`b2-b3`, `Ng1-f3`, `Bf1xc4`, `e7xd8=Q`, `e7-e8Q`). Origin,
    /// destination, promotion and the piece letter when there is one must
    /// match one legal move; without a letter the piece is whatever stands
    /// on the origin (`c1-b2` is the bishop's move). A `-` is taken only
    /// after a whole origin square (`Ng-f3` is refused as `Syntax`).
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        let core = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if core.is_empty() {
            return Err(SanError::Empty);
        }
        let syntax = || SanError::Syntax(text.to_string());
        let illegal = || SanError::Illegal(text.to_string());
        let moves = self.legal_moves();

        if let Some((to_high, distance)) = self.parse_castle_text(core) {
            let ksq = self.kings[self.side.index()];
            return moves
                .iter()
                .copied()
                .find(|m| {
                    m.is_castle() && (m.to() > ksq) == to_high && distance.is_none_or(|d| m.to().abs_diff(ksq) == d)
                })
                .ok_or_else(illegal);
        }

        let mut chars: Vec<char> = core.chars().collect();
        // Promotion suffix.
        let mut promo = None;
        if let Some(&last) = chars.last() {
            if last.is_ascii_uppercase() {
                promo = Some(
                    self.variant
                        .kind_from_letter(last)
                        .filter(|&k| k != Kind::Pawn && k != Kind::King)
                        .ok_or_else(syntax)?,
                );
                chars.pop();
                if chars.last() == Some(&'=') {
                    chars.pop();
                }
            }
        }
        // Destination: last letter followed by digits.
        let digits = chars.iter().rev().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || chars.len() < digits + 1 {
            return Err(syntax());
        }
        let dest_start = chars.len() - digits - 1;
        let dest: String = chars[dest_start..].iter().collect();
        let to = G::parse_square(&dest).ok_or_else(syntax)?;
        let mut prefix: Vec<char> = chars[..dest_start].to_vec();
        let dashed = prefix.last() == Some(&'-');
        if matches!(prefix.last(), Some('x' | ':' | '-')) {
            prefix.pop();
        }
        let mut kind = None;
        if let Some(&first) = prefix.first() {
            if first.is_ascii_uppercase() {
                kind = Some(self.variant.kind_from_letter(first).filter(|&k| k != Kind::Pawn).ok_or_else(syntax)?);
                prefix.remove(0);
            }
        }
        let mut file = None;
        let mut rank = None;
        let mut rest = prefix.as_slice();
        if let Some((&c, tail)) = rest.split_first() {
            if c.is_ascii_lowercase() {
                let f = (c as u8 - b'a') as usize;
                if f >= G::FILES {
                    return Err(syntax());
                }
                file = Some(f);
                rest = tail;
            }
        }
        if !rest.is_empty() {
            let r: String = rest.iter().collect();
            if !r.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax());
            }
            let r: usize = r.parse().map_err(|_| syntax())?;
            if r == 0 || r > G::RANKS {
                return Err(syntax());
            }
            rank = Some(r - 1);
        }
        let whole_origin = file.is_some() && rank.is_some();
        if dashed && !whole_origin {
            return Err(syntax());
        }
        // No letter: a pawn, or in long algebraic whatever stands on the origin.
        let kind = kind.or((!whole_origin).then_some(Kind::Pawn));
        let mut found = None;
        for &m in moves.iter() {
            if m.is_castle() || m.to() != to || m.promotion() != promo {
                continue;
            }
            let Some(p) = self.mailbox[m.from()] else { continue };
            if kind.is_some_and(|k| p.kind != k)
                || file.is_some_and(|f| G::file_of(m.from()) != f)
                || rank.is_some_and(|r| G::rank_of(m.from()) != r)
            {
                continue;
            }
            if found.is_some() {
                return Err(SanError::Ambiguous(text.to_string()));
            }
            found = Some(m);
        }
        found.ok_or_else(illegal)
    }

    /// Recognizes castling text: `Some((toward_high_files, exact_distance))`.
    fn parse_castle_text(&self, core: &str) -> Option<(bool, Option<usize>)> {
        match self.variant.rules().castling {
            CastlingRule::TwoSquares => match core {
                "O-O" | "0-0" => Some((true, None)),
                "O-O-O" | "0-0-0" => Some((false, None)),
                _ => None,
            },
            CastlingRule::AnyDistance => {
                let zeros = |s: &str| -> Option<usize> {
                    let parts: Vec<&str> = s.split('-').collect();
                    (!parts.is_empty() && parts.iter().all(|p| *p == "0" || *p == "O")).then_some(parts.len())
                };
                if let Some(rest) = core.strip_prefix("K-") {
                    zeros(rest).map(|d| (true, Some(d)))
                } else if let Some(rest) = core.strip_suffix("-K") {
                    zeros(rest).map(|d| (false, Some(d)))
                } else {
                    None
                }
            }
        }
    }
}
