//! One accumulator per ply of a search, brought up to date only when a
//! position is evaluated.
//!
//! Making a move records its input changes for the next ply and computes
//! nothing: many positions a search reaches are never evaluated (a hash
//! cutoff, a stored evaluation). Evaluating a ply walks back to the nearest
//! ply whose accumulator is current and applies the recorded changes from
//! there. Unmaking a move needs nothing: the ply below is unchanged.

use super::accumulator::Accumulator;
use super::delta::Delta;
use super::format::Network;
use super::output;
use rules::{Bitboard, Geometry, Move, Position};

/// An accumulator and what made it.
#[derive(Clone, Copy)]
struct Entry {
    accumulator: Accumulator,
    /// Whether `accumulator` is this ply's.
    current: bool,
    /// The changes of the move that led to this ply from the one below.
    delta: Delta,
}

/// The accumulators of a search's plies (ply 0 is the root).
pub struct AccumulatorStack<'net> {
    net: &'net Network,
    entries: Vec<Entry>,
}

impl<'net> AccumulatorStack<'net> {
    /// A stack for searches of up to `plies` plies from `root`.
    pub fn new<G: Geometry>(net: &'net Network, root: &Position<G>, plies: usize) -> Self {
        let accumulator = Accumulator::from_position(net, root);
        let entry = Entry { accumulator, current: true, delta: Delta::default() };
        AccumulatorStack { net, entries: vec![entry; plies + 1] }
    }

    /// Records that `m` is about to be played from `before`, the position at `ply`.
    #[inline]
    pub fn push_move<G: Geometry>(&mut self, before: &Position<G>, m: Move, ply: usize) {
        self.push_delta(ply, Delta::of_move(before, m));
    }

    /// Records a null move (a pass) from `ply`: the pieces stay, so the accumulator does.
    #[inline]
    pub fn push_null(&mut self, ply: usize) {
        self.push_delta(ply, Delta::default());
    }

    fn push_delta(&mut self, ply: usize, delta: Delta) {
        if let Some(next) = self.entries.get_mut(ply + 1) {
            next.current = false;
            next.delta = delta;
        }
    }

    /// The network's evaluation of `pos`, the position at `ply`, from the side to move's view.
    #[inline]
    pub fn evaluate<G: Geometry>(&mut self, pos: &Position<G>, ply: usize) -> i32 {
        if ply >= self.entries.len() {
            return super::evaluate(self.net, pos);
        }
        self.bring_up_to_date(pos, ply);
        output(self.net, &self.entries[ply].accumulator, pos.side_to_move(), pos.occupied().count())
    }

    /// The accumulator of `pos` at `ply`, brought up to date (a copy, for tests and tools).
    pub fn accumulator<G: Geometry>(&mut self, pos: &Position<G>, ply: usize) -> Accumulator {
        if ply >= self.entries.len() {
            return Accumulator::from_position(self.net, pos);
        }
        self.bring_up_to_date(pos, ply);
        self.entries[ply].accumulator
    }

    /// Makes the accumulator at `ply` (within the stack) that of `pos`.
    fn bring_up_to_date<G: Geometry>(&mut self, pos: &Position<G>, ply: usize) {
        if self.entries[ply].current {
            return;
        }
        let mut base = ply;
        while base > 0 && !self.entries[base].current {
            base -= 1;
        }
        let needs_refresh = !self.entries[base].current || self.entries[base + 1..=ply].iter().any(|e| e.delta.refresh);
        if needs_refresh {
            self.entries[ply].accumulator = Accumulator::from_position(self.net, pos);
        } else {
            for at in base + 1..=ply {
                let (below, above) = self.entries.split_at_mut(at);
                let entry = &mut above[0];
                entry.accumulator.update_from::<G>(self.net, &below[at - 1].accumulator, &entry.delta);
                entry.current = true;
            }
        }
        self.entries[ply].current = true;
    }
}
