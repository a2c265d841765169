//! Seeded randomness for generated content: random legal Maharajah armies
//! (sample games, setup-library data, the engine's tuning games). Kept in
//! the rules core so every user draws armies by the same placement rules, and
//! deterministic (SplitMix64, no dependency) so a seed always gives the same armies.

use crate::army::{king_home, ARMY_KINDS, HALF_RANKS};
use crate::{Board8, Color, Kind, Piece, Position, Setup, BUDGET};
use std::sync::LazyLock;

/// SplitMix64: tiny, fast, and the same sequence everywhere.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// `FEASIBLE[points][squares]`: whether exactly `points` can be spent on at
/// most `squares` pieces (so a random army never paints itself into a corner).
static FEASIBLE: LazyLock<Vec<[bool; 32]>> = LazyLock::new(|| {
    let mut table = vec![[false; 32]; BUDGET as usize + 1];
    table[0] = [true; 32];
    for s in 1..32 {
        for p in 1..=BUDGET as usize {
            table[p][s] = ARMY_KINDS.iter().any(|k| {
                let c = k.cost() as usize;
                c <= p && table[p - c][s - 1]
            });
        }
    }
    table
});

fn feasible(points: usize, squares: usize) -> bool {
    FEASIBLE.get(points).is_some_and(|row| row[squares.min(31)])
}

/// `color`'s squares in fill order (home rank first, files shuffled within
/// each rank), the king's square left out.
fn fill_order(rng: &mut Rng, color: Color) -> Vec<usize> {
    let mut out = Vec::new();
    for rel in 0..HALF_RANKS {
        let rank = if color == Color::White { rel } else { 7 - rel };
        let mut files: Vec<usize> = (0..8).collect();
        for i in (1..files.len()).rev() {
            files.swap(i, rng.below(i + 1));
        }
        out.extend(files.into_iter().map(|f| rank * 8 + f).filter(|&sq| sq != king_home(color)));
    }
    out
}

/// A random army for `color` spending exactly the budget, placed by the rules.
pub fn random_army(rng: &mut Rng, setup: &mut Setup, color: Color) {
    let order = fill_order(rng, color);
    let mut left = BUDGET as usize;
    for (i, &sq) in order.iter().enumerate() {
        if left == 0 {
            break;
        }
        let after = order.len() - i - 1;
        let choices: Vec<Kind> = ARMY_KINDS
            .iter()
            .copied()
            .filter(|k| (k.cost() as usize) <= left && feasible(left - k.cost() as usize, after))
            .collect();
        // Weighted towards pawns, like real armies.
        let kind = if choices.contains(&Kind::Pawn) && rng.below(3) == 0 { Kind::Pawn } else { *rng.pick(&choices) };
        if setup.place(sq, Piece::new(color, kind)).is_ok() {
            left -= kind.cost() as usize;
        }
    }
}

/// Whether either side of start `pos` could capture on its first move: a
/// piece facing an enemy piece on an open line is hanging, or costs its
/// owner the first move to save it. Random armies are drawn without that.
pub fn start_offers_a_capture(pos: &Position<Board8>) -> bool {
    let captures =
        |p: &Position<Board8>| p.legal_moves().iter().any(|&m| !m.is_castle() && p.piece_at(m.to()).is_some());
    if captures(pos) {
        return true;
    }
    if pos.in_check() {
        return false;
    }
    let mut other = pos.clone();
    other.make_null();
    captures(&other)
}

/// Officers for the home rank of [`random_shaped_army`], weighted like real
/// armies: minor pieces and rooks common, the big compound pieces rarer.
const SHAPED_OFFICERS: [Kind; 10] = [
    Kind::Knight,
    Kind::Knight,
    Kind::Bishop,
    Kind::Bishop,
    Kind::Rook,
    Kind::Rook,
    Kind::Queen,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::Maharajah,
];

/// A random army shaped like the orthodox one: seven officers on the home
/// rank (at least one compound piece, so a variant side) and the rest of the
/// budget as pawns on the second rank. Returns false, leaving `setup`
/// untouched, when the drawn officers leave no room for exactly that; call
/// again. Such armies are what players mostly build, and every pawn can
/// double-step, so other engines' Maharajah definitions play them by our rules.
pub fn random_shaped_army(rng: &mut Rng, setup: &mut Setup, color: Color) -> bool {
    let home_rank = if color == Color::White { 0 } else { 7 };
    let pawn_rank = if color == Color::White { 1 } else { 6 };
    let officers: Vec<Kind> = (0..7).map(|_| *rng.pick(&SHAPED_OFFICERS)).collect();
    let spent: u32 = officers.iter().map(|k| k.cost()).sum();
    let Some(pawns) = BUDGET.checked_sub(spent).filter(|&p| p <= 8) else {
        return false;
    };
    if !officers.iter().any(|k| k.is_compound()) {
        return false;
    }
    let home = (0..8).map(|f| home_rank * 8 + f).filter(|&sq| sq != king_home(color));
    let mut files: Vec<usize> = (0..8).collect();
    for i in (1..files.len()).rev() {
        files.swap(i, rng.below(i + 1));
    }
    let mut trial = setup.clone();
    let placed = home.zip(officers).all(|(sq, kind)| trial.place(sq, Piece::new(color, kind)).is_ok())
        && files[..pawns as usize]
            .iter()
            .all(|&f| trial.place(pawn_rank * 8 + f, Piece::new(color, Kind::Pawn)).is_ok());
    if placed {
        *setup = trial;
    }
    placed
}

/// A legal start where both armies come from [`random_shaped_army`].
pub fn random_shaped_start(rng: &mut Rng) -> Position<Board8> {
    loop {
        let mut setup = Setup::new();
        for color in Color::BOTH {
            while !random_shaped_army(rng, &mut setup, color) {}
        }
        if let Ok(pos) = setup.to_position() {
            return pos;
        }
    }
}

/// A random legal Maharajah start (both armies random), or the orthodox one
/// if none was found in a few tries.
pub fn random_maharajah_start(rng: &mut Rng) -> Position<Board8> {
    for _ in 0..20 {
        let mut setup = Setup::new();
        random_army(rng, &mut setup, Color::White);
        random_army(rng, &mut setup, Color::Black);
        if let Ok(pos) = setup.to_position() {
            return pos;
        }
    }
    Setup::orthodox().to_position().expect("the orthodox army starts")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_armies_are_legal_starts_that_spend_the_budget() {
        let mut rng = Rng::new(7);
        let mut variant_sides = 0;
        for _ in 0..50 {
            let pos = random_maharajah_start(&mut rng);
            assert!(crate::validate_start(&pos).is_ok());
            for c in Color::BOTH {
                assert_eq!(crate::army::army_cost(&pos, c), BUDGET);
                variant_sides += pos.is_variant_side(c) as usize;
            }
        }
        assert!(variant_sides > 50, "random armies mostly use compound pieces");
    }

    #[test]
    fn shaped_armies_have_officers_at_home_and_pawns_in_front() {
        let mut rng = Rng::new(11);
        for _ in 0..30 {
            let pos = random_shaped_start(&mut rng);
            assert!(crate::validate_start(&pos).is_ok());
            for c in Color::BOTH {
                assert_eq!(crate::army::army_cost(&pos, c), BUDGET);
                assert!(pos.is_variant_side(c));
                let t = <Board8 as crate::Geometry>::tables();
                let pawns = pos.pieces(c, Kind::Pawn);
                assert_eq!(pawns & !t.relative_rank_bb(c, 1), 0, "pawns only on the second rank");
                assert_eq!((pos.color_bb(c) & t.relative_rank_bb(c, 0)).count_ones(), 8, "home rank full");
            }
        }
    }

    #[test]
    fn a_seed_always_gives_the_same_armies() {
        let a = random_maharajah_start(&mut Rng::new(3)).fen();
        assert_eq!(a, random_maharajah_start(&mut Rng::new(3)).fen());
        assert_ne!(a, random_maharajah_start(&mut Rng::new(4)).fen());
    }
}
