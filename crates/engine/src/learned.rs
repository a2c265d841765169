//! What one search thread learns about a game and keeps for its next search.
//!
//! Move-ordering histories and the evaluation's correction history are
//! slow to fill and stay true from one move to the next of the same game:
//! starting every move from empty tables throws away most of what the
//! previous search found. The engine keeps one [`Learned`] per thread and
//! clears them all at a new game.

use crate::correction::CorrectionHistory;
use crate::history::{CaptureHistory, ContinuationHistory, PIECES};
use rules::Move;

/// One thread's tables, sized for one board geometry.
pub struct Learned {
    squares: usize,
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
}

impl Learned {
    /// Empty tables for a board of `squares` squares.
    pub fn new(squares: usize) -> Self {
        Learned {
            squares,
            history: vec![[0; 128]; PIECES],
            continuation: ContinuationHistory::new(squares),
            countermoves: vec![[Move::NONE; 128]; PIECES],
            captures: CaptureHistory::new(squares),
            correction: CorrectionHistory::default(),
        }
    }

    /// The tables in `slot` if they fit a board of `squares` squares (the
    /// variant may have changed), otherwise empty ones; the slot is emptied.
    pub fn take(slot: &std::sync::Mutex<Option<Learned>>, squares: usize) -> Learned {
        let kept = slot.lock().unwrap_or_else(|e| e.into_inner()).take();
        kept.filter(|l| l.squares == squares).unwrap_or_else(|| Learned::new(squares))
    }

    /// Puts tables back into `slot` for the thread's next search.
    pub fn keep(self, slot: &std::sync::Mutex<Option<Learned>>) {
        *slot.lock().unwrap_or_else(|e| e.into_inner()) = Some(self);
    }
}
