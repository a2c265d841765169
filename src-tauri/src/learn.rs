//! The Learn page's live diagram: where a piece on a square can go, with
//! blockers, computed by the rules core's own movement tables so the page
//! teaches exactly the moves the game allows.

use crate::error::{AppError, AppResult};
use rules::{Bitboard, Board10, Board8, Color, Geometry, Kind, Variant};
use serde::{Deserialize, Serialize};

/// A blocker on the diagram.
#[derive(specta::Type, Debug, Clone, Serialize, Deserialize)]
pub struct Blocker {
    /// Square name.
    pub square: String,
    /// Its colour: White (the studied piece's side) blocks, Black may be captured.
    pub color: Color,
}

/// What the piece reaches.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct Reach {
    /// Empty squares it can move to.
    pub moves: Vec<String>,
    /// Squares of enemy blockers it can capture.
    pub captures: Vec<String>,
    /// Board width.
    pub files: usize,
}

/// The pieces the diagram offers per variant (the pawn's moves depend on the
/// game's history, so it is taught in the Rules page instead).
pub fn kinds(variant: Variant) -> Vec<Kind> {
    variant.rules().kinds.iter().copied().filter(|&k| k != Kind::Pawn).collect()
}

fn reach_on<G: Geometry>(kind: Kind, square: &str, blockers: &[Blocker]) -> AppResult<Reach> {
    let from = G::parse_square(square).ok_or_else(|| AppError::BadRequest(format!("square {square}")))?;
    let (mut own, mut enemy) = (G::BB::EMPTY, G::BB::EMPTY);
    for b in blockers {
        let sq = G::parse_square(&b.square).ok_or_else(|| AppError::BadRequest(format!("square {}", b.square)))?;
        if sq == from {
            continue;
        }
        match b.color {
            Color::White => own |= G::BB::bit(sq),
            Color::Black => enemy |= G::BB::bit(sq),
        }
    }
    let attacks = G::tables().attacks(kind, from, own | enemy);
    let names = |bb: G::BB| bb.squares().map(G::square_name).collect::<Vec<_>>();
    Ok(Reach { moves: names(attacks & !(own | enemy)), captures: names(attacks & enemy), files: G::FILES })
}

/// Every square a White `kind` on `square` reaches in `variant`, with blockers.
pub fn reach(variant: Variant, kind: Kind, square: &str, blockers: &[Blocker]) -> AppResult<Reach> {
    if kind == Kind::Pawn || !variant.has_kind(kind) {
        return Err(AppError::BadRequest(format!("{kind:?} in {variant}")));
    }
    if variant.is_large() {
        reach_on::<Board10>(kind, square, blockers)
    } else {
        reach_on::<Board8>(kind, square, blockers)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn archbishop_in_the_centre_reaches_bishop_and_knight_squares() {
        let r = reach(Variant::Maharajah, Kind::Archbishop, "d4", &[]).unwrap();
        assert_eq!(r.moves.len(), 13 + 8);
        assert!(r.moves.contains(&"e6".to_string()) && r.moves.contains(&"h8".to_string()));
    }

    #[test]
    fn blockers_stop_slides_but_not_knight_jumps() {
        let b = [
            Blocker { square: "d5".into(), color: Color::White },
            Blocker { square: "d6".into(), color: Color::Black },
            Blocker { square: "e6".into(), color: Color::Black },
        ];
        let r = reach(Variant::Maharajah, Kind::Maharajah, "d4", &b).unwrap();
        assert!(!r.moves.contains(&"d6".to_string()) && !r.captures.contains(&"d6".to_string()));
        assert!(r.captures.contains(&"e6".to_string()), "the knight jump captures");
    }

    #[test]
    fn archer_on_ten_by_ten() {
        assert_eq!(reach(Variant::Mirodol, Kind::Archer, "e5", &[]).unwrap().moves.len(), 16);
        assert_eq!(reach(Variant::Mirodol, Kind::Archer, "a1", &[]).unwrap().moves.len(), 4);
        assert!(reach(Variant::Chess, Kind::Archer, "a1", &[]).is_err());
    }
}
