//! Continuation history: how well a quiet move has worked as the answer to
//! the move one ply earlier (the opponent's) and two plies earlier (our own).
//! Plain from–to history knows that a move is good in general; this knows
//! that it is good *after that move*, which orders quiet replies to threats.

/// A piece on a destination square, as `(piece index, square)`; the piece is
/// `usize::MAX` for a null move, which has no continuation.
pub type Played = (usize, usize);

/// Piece indices (kind × 2 + colour) a board can hold.
const PIECES: usize = 20;

/// Largest magnitude an entry reaches (the update saturates towards it).
pub const HISTORY_MAX: i32 = 16_000;

/// The table, sized for one board geometry.
pub struct ContinuationHistory {
    squares: usize,
    table: Vec<i16>,
}

impl ContinuationHistory {
    /// An empty table for a board of `squares` squares.
    pub fn new(squares: usize) -> Self {
        let keys = PIECES * squares;
        ContinuationHistory { squares, table: vec![0; keys * keys] }
    }

    fn index(&self, prev: Played, cur: Played) -> Option<usize> {
        if prev.0 == usize::MAX {
            return None;
        }
        let keys = PIECES * self.squares;
        Some((prev.0 * self.squares + prev.1) * keys + cur.0 * self.squares + cur.1)
    }

    /// The score of `cur` played after `prev` (0 after a null move).
    #[inline]
    pub fn get(&self, prev: Played, cur: Played) -> i32 {
        self.index(prev, cur).map_or(0, |i| self.table[i] as i32)
    }

    /// Moves the entry towards `±HISTORY_MAX` by `bonus` (negative for a malus),
    /// more slowly the closer it already is.
    pub fn update(&mut self, prev: Played, cur: Played, bonus: i32) {
        if let Some(i) = self.index(prev, cur) {
            let h = self.table[i] as i32;
            self.table[i] = saturate(h, bonus) as i16;
        }
    }
}

/// One history update with gravity: `h + bonus − h·|bonus| / HISTORY_MAX`,
/// which keeps every entry inside `±HISTORY_MAX`.
#[inline]
pub fn saturate(h: i32, bonus: i32) -> i32 {
    h + bonus - h * bonus.abs() / HISTORY_MAX
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_stay_bounded_and_null_moves_have_none() {
        let mut c = ContinuationHistory::new(64);
        for _ in 0..1000 {
            c.update((3, 10), (5, 20), 1600);
        }
        assert!(c.get((3, 10), (5, 20)) <= HISTORY_MAX);
        assert!(c.get((3, 10), (5, 20)) > HISTORY_MAX / 2);
        for _ in 0..1000 {
            c.update((3, 10), (5, 21), -1600);
        }
        assert!(c.get((3, 10), (5, 21)) >= -HISTORY_MAX);
        c.update((usize::MAX, 0), (5, 20), 1600);
        assert_eq!(c.get((usize::MAX, 0), (5, 20)), 0);
        assert_eq!(c.get((4, 10), (5, 20)), 0, "other predecessors are untouched");
    }
}
