//! Move-ordering histories the search learns as it goes.
//!
//! Continuation history: how well a quiet move has worked as the answer to
//! the move one ply earlier (the opponent's) and two plies earlier (our own).
//! Plain from–to history knows that a move is good in general; this knows
//! that it is good *after that move*, which orders quiet replies to threats.

/// A piece on a destination square, as `(piece index, square)`; the piece is
/// `usize::MAX` for a null move, which has no continuation.
pub type Played = (usize, usize);

/// Piece indices (kind × 2 + colour) a board can hold.
pub(crate) const PIECES: usize = 20;

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

    fn row_start(&self, prev: Played) -> usize {
        (prev.0 * self.squares + prev.1) * PIECES * self.squares
    }

    /// Where `cur` stands in a row of [`ContinuationHistory::after`].
    #[inline]
    pub fn column(&self, cur: Played) -> usize {
        cur.0 * self.squares + cur.1
    }

    /// The scores of every move played after `prev`, indexed by
    /// [`ContinuationHistory::column`]; none after a null move. A node
    /// scoring all its quiet moves looks its predecessors' rows up once.
    #[inline]
    pub fn after(&self, prev: Played) -> Option<&[i16]> {
        if prev.0 == usize::MAX {
            return None;
        }
        let start = self.row_start(prev);
        Some(&self.table[start..start + PIECES * self.squares])
    }

    /// Moves the entry towards `±HISTORY_MAX` by `bonus` (negative for a malus),
    /// more slowly the closer it already is.
    pub fn update(&mut self, prev: Played, cur: Played, bonus: i32) {
        if prev.0 != usize::MAX {
            let i = self.row_start(prev) + self.column(cur);
            self.table[i] = saturate(self.table[i] as i32, bonus) as i16;
        }
    }
}

/// Capture history: how often a capture by this piece, on this square, of
/// this kind of victim has refuted a position. MVV-LVA ranks captures by
/// material alone; this breaks its ties (and overrules small differences)
/// with what has worked in this search.
pub struct CaptureHistory {
    squares: usize,
    table: Vec<i16>,
}

/// Victim slots per (piece, square): one per kind, the king's slot standing
/// for a promotion that captures nothing.
const VICTIMS: usize = 10;

impl CaptureHistory {
    /// An empty table for a board of `squares` squares.
    pub fn new(squares: usize) -> Self {
        CaptureHistory { squares, table: vec![0; PIECES * squares * VICTIMS] }
    }

    fn index(&self, cur: Played, victim: usize) -> usize {
        (cur.0 * self.squares + cur.1) * VICTIMS + victim
    }

    /// The score of capturing kind index `victim` with `cur`.
    #[inline]
    pub fn get(&self, cur: Played, victim: usize) -> i32 {
        self.table[self.index(cur, victim)] as i32
    }

    /// Moves the entry towards `±HISTORY_MAX` by `bonus` (negative for a malus).
    pub fn update(&mut self, cur: Played, victim: usize, bonus: i32) {
        let i = self.index(cur, victim);
        self.table[i] = saturate(self.table[i] as i32, bonus) as i16;
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

    /// The score of `cur` played after `prev`, as a node reads it.
    fn get(c: &ContinuationHistory, prev: Played, cur: Played) -> i32 {
        c.after(prev).map_or(0, |row| row[c.column(cur)] as i32)
    }

    #[test]
    fn entries_stay_bounded_and_null_moves_have_none() {
        let mut c = ContinuationHistory::new(64);
        for _ in 0..1000 {
            c.update((3, 10), (5, 20), 1600);
        }
        assert!(get(&c, (3, 10), (5, 20)) <= HISTORY_MAX);
        assert!(get(&c, (3, 10), (5, 20)) > HISTORY_MAX / 2);
        for _ in 0..1000 {
            c.update((3, 10), (5, 21), -1600);
        }
        assert!(get(&c, (3, 10), (5, 21)) >= -HISTORY_MAX);
        c.update((usize::MAX, 0), (5, 20), 1600);
        assert_eq!(get(&c, (usize::MAX, 0), (5, 20)), 0);
        assert_eq!(get(&c, (4, 10), (5, 20)), 0, "other predecessors are untouched");
    }

    #[test]
    fn capture_entries_are_per_victim_and_bounded() {
        let mut c = CaptureHistory::new(100);
        for _ in 0..1000 {
            c.update((19, 99), 9, 1600);
        }
        assert!((HISTORY_MAX / 2..=HISTORY_MAX).contains(&c.get((19, 99), 9)));
        assert_eq!(c.get((19, 99), 8), 0, "another victim is untouched");
        c.update((0, 0), 0, -1600);
        assert!(c.get((0, 0), 0) < 0);
    }
}
