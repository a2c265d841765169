//! The evaluation network (NNUE: an efficiently updatable neural network).
//!
//! Inputs are (own or their piece, kind, square) from each side's view
//! ([`features`]); one hidden layer of [`HIDDEN`] neurons per view,
//! activated by SCReLU (clamped to 0…1, squared); one output, read from the
//! side to move's half and the other side's half of the hidden layer by an
//! output head chosen by the number of pieces on the board. The
//! first layer is the only costly one and is kept up to date move by move
//! ([`accumulator`], [`stack`]); all arithmetic is in integers, with AVX2
//! when the processor has it ([`simd`]).
//!
//! The weights are trained by `arena train` (crates/engine-tools) on the
//! engine's own games and embedded in the binary; docs/nnue.md has the
//! recipe of the embedded network and its measurements. The search uses the
//! network only when asked ([`crate::Evaluation::Network`]); the hand-written
//! evaluation stays the default until the network wins its matches.

pub mod accumulator;
pub mod delta;
pub mod features;
pub mod format;
pub mod simd;
pub mod stack;

pub use accumulator::Accumulator;
pub use format::{Network, NetworkError, OutputHead, HIDDEN, OUTPUT_BUCKETS, OUTPUT_SCALE, QA, QB};
pub use stack::AccumulatorStack;

use rules::{Bitboard, Color};
use std::sync::{Arc, LazyLock};

/// The embedded network's name, written once for [`EMBEDDED_NAME`] and the
/// file [`EMBEDDED`] includes.
macro_rules! embedded_name {
    () => {
        "maharajah-4"
    };
}

/// The embedded network file.
pub const EMBEDDED: &[u8] = include_bytes!(concat!("../../nets/", embedded_name!(), ".nnue"));

/// The embedded network's name: its file in `crates/engine/nets` without the
/// extension. It says which evaluation made a stored result (the review's
/// cached analyses), so a new network analyses old games again.
pub const EMBEDDED_NAME: &str = embedded_name!();

static EMBEDDED_NETWORK: LazyLock<Result<Arc<Network>, NetworkError>> =
    LazyLock::new(|| Network::from_bytes(EMBEDDED).map(Arc::new));

/// The embedded network, or why it cannot be used (a test keeps this `Ok`).
pub fn embedded() -> Result<&'static Network, &'static NetworkError> {
    EMBEDDED_NETWORK.as_ref().map(|net| &**net)
}

/// The embedded network, shared (`None` if it cannot be read), for a search
/// that holds its network as it would one read from a file.
pub fn embedded_shared() -> Option<Arc<Network>> {
    EMBEDDED_NETWORK.as_ref().ok().cloned()
}

/// The network's evaluation, in centipawns from `side_to_move`'s view, of
/// the position `accumulator` holds, which has `pieces` pieces on the board.
#[inline]
pub fn output(net: &Network, accumulator: &Accumulator, side_to_move: Color, pieces: u32) -> i32 {
    let own = &accumulator.views[side_to_move.index()];
    let theirs = &accumulator.views[side_to_move.flip().index()];
    let head = net.head(pieces);
    let sum = simd::screlu_dot(own, theirs, &head.own, &head.theirs);
    // `sum` is in units of QA²·QB: one QA off makes it the bias's units.
    let raw = i64::from(sum / QA) + i64::from(head.bias);
    let cp = raw * i64::from(OUTPUT_SCALE) / i64::from(QA * QB);
    cp.clamp(-i64::from(MAX_CP), i64::from(MAX_CP)) as i32
}

/// The largest evaluation the network gives: far from the mate scores.
pub const MAX_CP: i32 = 20_000;

/// The network's evaluation of `pos` from the side to move's view, computed from scratch.
pub fn evaluate<G: rules::Geometry>(net: &Network, pos: &rules::Position<G>) -> i32 {
    output(net, &Accumulator::from_position(net, pos), pos.side_to_move(), pos.occupied().count())
}

#[cfg(test)]
mod tests;
