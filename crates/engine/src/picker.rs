//! The moves of one node in the order the search tries them: generated
//! in place, scored once, handed out best first.
//!
//! Every move is scored before the first is handed out. Scoring the rest
//! only after the hash move's subtree saves about 1 % of the instructions,
//! but the histories that subtree updates then order them worse
//! (docs/benchmarks.md#experiments).

use rules::{Move, MoveList};
use std::mem::MaybeUninit;

/// A node's legal (or tactical) moves with their ordering scores, handed
/// out best first.
pub(crate) struct MovePicker {
    list: MoveList,
    /// One score per move of `list` once [`MovePicker::score`] ran;
    /// uninitialised beyond (zeroing a full-capacity array at every node
    /// costs measurable time).
    scores: [MaybeUninit<i32>; rules::moves::MAX_MOVES],
    /// Whether `scores` holds the score of every move in `list`.
    scored: bool,
    /// How many moves have been handed out.
    next: usize,
}

/// Moves handed out by selection before the rest is sorted at once: a
/// cutoff usually comes among the first few.
const SELECTIONS: usize = 6;

impl MovePicker {
    /// An empty picker, to be filled through [`MovePicker::list_mut`] (the
    /// list is generated in place: returning one would copy 2 KiB per node).
    #[inline]
    pub(crate) fn new() -> Self {
        MovePicker {
            list: MoveList::new(),
            scores: [const { MaybeUninit::uninit() }; rules::moves::MAX_MOVES],
            scored: false,
            next: 0,
        }
    }

    /// The list to generate the node's moves into, before it is scored.
    pub(crate) fn list_mut(&mut self) -> &mut MoveList {
        debug_assert!(!self.scored);
        &mut self.list
    }

    /// How many moves the node has.
    pub(crate) fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether the node has no move.
    pub(crate) fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Scores every move of the list with `score`.
    #[inline]
    pub(crate) fn score(&mut self, score: impl Fn(Move) -> i32) {
        for (s, &m) in self.scores.iter_mut().zip(self.list.iter()) {
            s.write(score(m));
        }
        self.scored = true;
    }

    /// The next move in order with its index, or `None` when all were handed out.
    #[inline]
    pub(crate) fn next(&mut self) -> Option<(usize, Move)> {
        debug_assert!(self.scored);
        let i = self.next;
        if i >= self.list.len() {
            return None;
        }
        self.next += 1;
        Some((i, self.select(i)))
    }

    /// The ordering score of the move handed out at index `i`.
    #[inline]
    pub(crate) fn score_of(&self, i: usize) -> i32 {
        assert!(self.scored && i < self.next);
        // SAFETY: once scored, the first `list.len()` scores are initialised, and `i` < `next` ≤ that.
        unsafe { self.scores[i].assume_init() }
    }

    /// The list and its scores, borrowed apart.
    fn split(&mut self) -> (&mut MoveList, &mut [i32]) {
        debug_assert!(self.scored);
        let len = self.list.len();
        // SAFETY: called only once `score` has initialised the first `list.len()`
        // scores, and `MaybeUninit<i32>` has the layout of `i32`.
        let scores = unsafe { std::slice::from_raw_parts_mut(self.scores.as_mut_ptr().cast::<i32>(), len) };
        (&mut self.list, scores)
    }

    /// Moves the best-scored remaining move to place `i` and returns it. The
    /// first few picks select; after that the rest is sorted once.
    fn select(&mut self, i: usize) -> Move {
        let (list, scores) = self.split();
        let moves = list.as_mut_slice();
        if i == SELECTIONS {
            sort_descending(&mut moves[i..], &mut scores[i..]);
        }
        if i >= SELECTIONS {
            return moves[i];
        }
        let mut best = i;
        let mut best_score = scores[i];
        for (j, &s) in scores.iter().enumerate().skip(i + 1) {
            if s > best_score {
                best = j;
                best_score = s;
            }
        }
        moves.swap(i, best);
        scores.swap(i, best);
        moves[i]
    }
}

/// Sorts `moves` by `scores`, highest first, equal scores in their present
/// order (a stable sort): each move becomes one integer, its score's order
/// above its place in the list, and the integers are sorted unstably, which
/// costs fewer steps than inserting moves one by one into a long list.
fn sort_descending(moves: &mut [Move], scores: &mut [i32]) {
    let n = moves.len();
    let mut keys = [MaybeUninit::<u64>::uninit(); rules::moves::MAX_MOVES];
    let mut before = [MaybeUninit::<Move>::uninit(); rules::moves::MAX_MOVES];
    for (k, (&m, &s)) in moves.iter().zip(scores.iter()).enumerate() {
        // Flipping the sign bit orders scores as unsigned; inverting puts the highest first.
        let rank = !((s as u32) ^ 0x8000_0000);
        keys[k].write((rank as u64) << 32 | k as u64);
        before[k].write(m);
    }
    // SAFETY: the loop above initialised the first `n` elements of both arrays
    // (`n` ≤ MAX_MOVES: the slices come from a move list), and `MaybeUninit<T>`
    // has the layout of `T`.
    let (keys, before) = unsafe {
        (
            std::slice::from_raw_parts_mut(keys.as_mut_ptr().cast::<u64>(), n),
            std::slice::from_raw_parts(before.as_ptr().cast::<Move>(), n),
        )
    };
    keys.sort_unstable();
    for (j, &key) in keys.iter().enumerate() {
        moves[j] = before[(key & 0xFFFF_FFFF) as usize];
        scores[j] = (!((key >> 32) as u32) ^ 0x8000_0000) as i32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::MoveFlag;

    fn moves(n: usize) -> Vec<Move> {
        (0..n).map(|k| Move::new(k % 64, (k / 64) * 8 + 1, MoveFlag::Normal)).collect()
    }

    #[test]
    fn moves_sort_by_score_highest_first_and_ties_keep_their_order() {
        let mut rng = rules::random::Rng::new(5);
        for n in [0, 1, 2, 7, 40, 90, 300] {
            let mut scores: Vec<i32> =
                (0..n).map(|_| [-3, 0, 2, 1_000_000, i32::MIN, i32::MAX][rng.below(6)]).collect();
            let mut moves = moves(n);
            let mut expected: Vec<(i32, Move)> = scores.iter().copied().zip(moves.iter().copied()).collect();
            expected.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
            sort_descending(&mut moves, &mut scores);
            let sorted: Vec<(i32, Move)> = scores.into_iter().zip(moves).collect();
            assert_eq!(sorted, expected, "{n} moves");
        }
    }

    #[test]
    fn moves_come_out_once_each_best_first_with_their_scores() {
        let mut rng = rules::random::Rng::new(9);
        for n in [0, 1, 2, 5, 6, 7, 8, 30, 120] {
            let list = moves(n);
            let random: Vec<i32> = (0..n).map(|_| rng.below(7) as i32 - 3).collect();
            let mut picker = MovePicker::new();
            for &m in &list {
                picker.list_mut().push(m);
            }
            assert_eq!(picker.len(), n);
            picker.score(|m| random[list.iter().position(|&x| x == m).unwrap()]);
            let mut out = Vec::new();
            while let Some((i, m)) = picker.next() {
                assert_eq!(i, out.len());
                out.push((picker.score_of(i), m));
            }
            let mut expected: Vec<(i32, Move)> =
                list.iter().copied().zip(random.iter().copied()).map(|(m, s)| (s, m)).collect();
            expected.sort_by_key(|&(s, m)| (std::cmp::Reverse(s), m.from(), m.to()));
            let mut got = out.clone();
            got.sort_by_key(|&(s, m)| (std::cmp::Reverse(s), m.from(), m.to()));
            assert_eq!(got, expected, "each move once, with its score");
            assert!(out.windows(2).all(|w| w[0].0 >= w[1].0), "best first: {out:?}");
        }
    }
}
