//! What one search thread learns about a game and keeps for its next search.
//!
//! Move-ordering histories and the evaluation's correction history are
//! slow to fill and stay true from one move to the next of the same game:
//! starting every move from empty tables throws away most of what the
//! previous search found. The evaluations already computed stay true for
//! good (they depend on the placement alone), and the next search walks
//! much of the same tree. The engine keeps one [`Learned`] per thread and
//! clears them all at a new game, or when the variant changes.

use crate::correction::CorrectionHistory;
use crate::eval_cache::EvalCache;
use crate::history::{CaptureHistory, ContinuationHistory, PIECES};
use rules::{Move, Variant};

/// One thread's tables, for one variant (its board size and its weights).
pub struct Learned {
    variant: Variant,
    /// From–to history of quiet moves, per piece index and destination.
    pub(crate) history: Vec<[i32; 128]>,
    /// Quiet-move scores as replies to the previous move and the one before.
    pub(crate) continuation: ContinuationHistory,
    /// The quiet move that last refuted a (piece, destination) reply.
    pub(crate) countermoves: Vec<[Move; 128]>,
    /// How well each capture (piece, destination, victim) has worked.
    pub(crate) captures: CaptureHistory,
    /// Errors of the static evaluation the search has found, to correct it.
    pub(crate) correction: CorrectionHistory,
    /// Placements already evaluated (with this variant's weights).
    pub(crate) evaluated: EvalCache,
}

impl Learned {
    /// Empty tables for `variant`.
    pub fn new(variant: Variant) -> Self {
        let rules = variant.rules();
        let squares = rules.files * rules.ranks;
        Learned {
            variant,
            history: vec![[0; 128]; PIECES],
            continuation: ContinuationHistory::new(squares),
            countermoves: vec![[Move::NONE; 128]; PIECES],
            captures: CaptureHistory::new(squares),
            correction: CorrectionHistory::default(),
            evaluated: EvalCache::new(),
        }
    }

    /// The tables in `slot` if they were learned in `variant` (a GUI may
    /// change the variant without starting a new game, and the kept
    /// evaluations hold another variant's weights), otherwise empty ones;
    /// the slot is emptied.
    pub fn take(slot: &std::sync::Mutex<Option<Learned>>, variant: Variant) -> Learned {
        let kept = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        kept.filter(|l| l.variant == variant).unwrap_or_else(|| Learned::new(variant))
    }

    /// Puts tables back into `slot` for the thread's next search.
    pub fn keep(self, slot: &std::sync::Mutex<Option<Learned>>) {
        *slot.lock().unwrap_or_else(|e| e.into_inner()) = Some(self);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn kept_in(variant: Variant, slot: &Mutex<Option<Learned>>) {
        let mut learned = Learned::new(variant);
        learned.history[1][2] = 77;
        learned.keep(slot);
    }

    #[test]
    fn tables_are_reused_in_the_same_variant_only() {
        let slot = Mutex::new(None);
        kept_in(Variant::Chess, &slot);
        assert_eq!(Learned::take(&slot, Variant::Chess).history[1][2], 77);
        assert!(slot.lock().unwrap().is_none(), "taking empties the slot");
        // Chess and Maharajah armies share the board but not the weights.
        kept_in(Variant::Chess, &slot);
        assert_eq!(Learned::take(&slot, Variant::Maharajah).history[1][2], 0);
    }
}
