//! Static evaluations a search thread has already computed in this game, by position.
//!
//! The transposition table keeps a node's evaluation only when the node
//! stores an entry, and a quiescence node that stands pat above beta returns
//! before it stores one. Iterative deepening walks the same leaves again one
//! ply deeper, so about one evaluation in six is of a placement the thread
//! evaluated moments before, and the next move's search walks much of the
//! same tree again (the cache is kept with the thread's [`crate::learned`]
//! tables). This table answers those from one read. It keeps
//! what depends on the placement alone (the score before the 50-move
//! counter's drift, [`crate::eval::placement`]), so a placement reached with
//! a different counter is found too, and the search's answers are exactly
//! those of evaluating every time.

/// Slots in a thread's cache (a power of two): 512 KiB, half a core's L2.
const SLOTS: usize = 32_768;

/// A thread's cache of evaluations, one placement per slot (the latest wins).
pub struct EvalCache {
    slots: Vec<(u64, i32)>,
}

impl EvalCache {
    /// An empty cache.
    pub fn new() -> Self {
        // An unused slot's key is 0, which a position hashes to as rarely as
        // two positions share a key: the 64-bit bet every hash table makes.
        EvalCache { slots: vec![(0, 0); SLOTS] }
    }

    /// The placement score kept for `key`, or the one `evaluate` computes (then kept).
    #[inline]
    pub fn get_or_insert_with(&mut self, key: u64, evaluate: impl FnOnce() -> i32) -> i32 {
        let slot = &mut self.slots[key as usize & (SLOTS - 1)];
        if slot.0 != key {
            *slot = (key, evaluate());
        }
        slot.1
    }
}

impl Default for EvalCache {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_evaluation_is_answered_without_evaluating_again() {
        let mut cache = EvalCache::new();
        assert_eq!(cache.get_or_insert_with(12_345, || 37), 37);
        let again = cache.get_or_insert_with(12_345, || unreachable!("the slot holds this key"));
        assert_eq!(again, 37);
    }

    #[test]
    fn another_position_in_the_same_slot_is_evaluated_and_replaces_it() {
        let mut cache = EvalCache::new();
        let (a, b) = (7, 7 + SLOTS as u64);
        cache.get_or_insert_with(a, || 1);
        assert_eq!(cache.get_or_insert_with(b, || 2), 2);
        assert_eq!(cache.get_or_insert_with(a, || 3), 3);
    }
}
