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
            let mut row = net.hidden_bias;
            for feature in features::active(pos, view) {
                simd::update(&mut row, &[&net.input_weights[feature]], &[]);
            }
            row
        });
        Accumulator { views }
    }

    /// This accumulator after a move's changes (not for a refresh delta).
    #[inline]
    pub fn after<G: Geometry>(&self, net: &Network, delta: &Delta) -> Accumulator {
        let mut next = *self;
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
            simd::update(&mut next.views[view.index()], added.as_slice(), &removed[..count]);
        }
        next
    }
}
