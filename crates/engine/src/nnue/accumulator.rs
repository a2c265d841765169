//! The hidden layer before activation, for both views, and its updates.
//!
//! A position has some 30 pieces and a move changes two or three of them,
//! so the first layer is never computed from scratch during a search: each
//! feature's weight row is added when its piece arrives and subtracted when
//! it leaves. The result is exactly the full sum (integer arithmetic), which
//! the tests check after random games of every variant.

use super::delta::Delta;
use super::features;
use super::format::Network;
use super::simd::{self, Row};
use rules::{Color, Geometry, Position};

/// Both views' hidden layers, indexed by [`Color::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator {
    /// One row per view.
    pub views: [Row; 2],
}

impl Accumulator {
    /// The accumulator of `pos` computed from every piece on the board.
    pub fn from_position<G: Geometry>(net: &Network, pos: &Position<G>) -> Accumulator {
        let views = Color::BOTH.map(|view| {
            // The rows are added a batch at a time, each batch in one pass.
            const BATCH: usize = 16;
            let mut row = net.hidden_bias;
            let mut batch = [&net.hidden_bias; BATCH];
            let mut count = 0;
            let mut features = features::active(pos, view).peekable();
            while let Some(feature) = features.next() {
                batch[count] = &net.input_weights[feature];
                count += 1;
                if count == BATCH || features.peek().is_none() {
                    let below = row;
                    simd::update(&mut row, &below, &batch[..count], &[]);
                    count = 0;
                }
            }
            row
        });
        Accumulator { views }
    }

    /// Becomes `below` (the accumulator before a move) with the move's
    /// changes applied (not for a refresh delta), each view in one pass.
    #[inline]
    pub fn update_from<G: Geometry>(&mut self, net: &Network, below: &Accumulator, delta: &Delta) {
        for view in Color::BOTH {
            let row =
                |(piece, sq): (rules::Piece, u8)| &net.input_weights[features::index::<G>(view, piece, sq.into())];
            let added = delta.added.map(row);
            let mut removed = [&net.hidden_bias; 2];
            let mut count = 0;
            for change in delta.removed.iter().flatten() {
                removed[count] = row(*change);
                count += 1;
            }
            let i = view.index();
            simd::update(&mut self.views[i], &below.views[i], added.as_slice(), &removed[..count]);
        }
    }
}
