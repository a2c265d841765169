//! What an army looks like, as numbers: the composition (points per kind)
//! and the placement traits the reasons also speak of. Nearest archetypes
//! are found in this space.

use super::army::Army;
use rules::{Board8, Color, Geometry, Kind, Position};

/// Features of an army, all scaled to about 0–1.
pub const FEATURES: usize = 12;

/// How much each feature counts in the distance between armies: the
/// composition first, the placement traits half as much.
const WEIGHTS: [f64; FEATURES] = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.5, 0.5, 0.5, 0.5];

/// The king's own squares around e1 that shelter it (d, e and f files).
const SHIELD_FILES: [usize; 3] = [3, 4, 5];

/// Own pawns on the king's three files (d, e, f), anywhere in the half.
pub fn pawn_cover(army: &Army) -> u32 {
    army.pieces().filter(|&(sq, k)| k == Kind::Pawn && SHIELD_FILES.contains(&Board8::file_of(sq))).count() as u32
}

/// Lines from the king on e1 towards the enemy (the e-file and the two
/// forward diagonals) that no piece of its own closes within its half.
pub fn open_lines(army: &Army) -> u32 {
    let e1 = rules::army::king_home(Color::White);
    let (file, _) = (Board8::file_of(e1), Board8::rank_of(e1));
    [-1i32, 0, 1]
        .iter()
        .filter(|&&df| {
            (1..4).all(|step| {
                let f = file as i32 + df * step;
                !(0..8).contains(&f) || army.piece_at(Board8::square(f as usize, step as usize)).is_none()
            })
        })
        .count() as u32
}

/// `army`'s pieces (king aside) without a legal move in `pos`, where it is
/// White and to move.
pub fn immobile(pos: &Position<Board8>) -> Vec<usize> {
    let moves = pos.legal_moves();
    let mut stuck: Vec<usize> = (0..64)
        .filter(|&sq| matches!(pos.piece_at(sq), Some(p) if p.color == Color::White && p.kind != Kind::King))
        .collect();
    stuck.retain(|&sq| moves.iter().all(|m| m.from() != sq));
    stuck
}

/// The feature vector of `army`; `immobile` is its count of pieces that
/// cannot move at the start against the orthodox army.
pub fn features(army: &Army, immobile: usize) -> [f64; FEATURES] {
    let mut f = [0.0; FEATURES];
    for (i, p) in army.points().iter().enumerate() {
        f[i] = f64::from(*p) / f64::from(rules::BUDGET);
    }
    let pieces: Vec<(usize, Kind)> = army.pieces().collect();
    f[8] = pieces.len() as f64 / 31.0;
    f[9] = f64::from(pawn_cover(army).min(3)) / 3.0;
    f[10] = f64::from(open_lines(army)) / 3.0;
    f[11] = immobile as f64 / pieces.len().max(1) as f64;
    f
}

/// Weighted distance between two feature vectors.
pub fn distance(a: &[f64; FEATURES], b: &[f64; FEATURES]) -> f64 {
    a.iter().zip(b).zip(WEIGHTS).map(|((x, y), w)| w * (x - y) * (x - y)).sum::<f64>().sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_orthodox_army_has_its_king_covered() {
        let army = Army::orthodox();
        assert_eq!(pawn_cover(&army), 3);
        assert_eq!(open_lines(&army), 0);
        let pos = Army::start(&army, &army).expect("orthodox start");
        assert_eq!(immobile(&pos).len(), 5, "rooks, bishops and queen");
        assert_eq!(distance(&features(&army, 5), &features(&army, 5)), 0.0);
    }
}
