//! A small learned network that corrects the hand-written evaluation on 8×8 boards.
//!
//! The hand-written terms (`eval.rs`) stopped improving from weight fits:
//! what they miss is interactions no single scalar weight expresses. The
//! network sees every piece on its square from both sides' points of view
//! (one shared layer, as in NNUE), and its output is *added* to the
//! hand-written score, so a network trained on little data can only refine
//! what the evaluation already knows. It is small enough to be recomputed
//! from scratch at every evaluation.
//!
//! Integers only at run time: the first layer and its clipped activations
//! are `i16` (scale [`QA`]), the output layer `i16` (scale [`QB`]); the
//! trainer (`net_train.rs`) quantises its float weights to this form.

use rules::{Bitboard, Color, Geometry, Kind, Position};

/// Piece kinds an 8×8 board can hold (every kind but Mirodol's Archer).
pub const KINDS: usize = 9;
/// Board squares the network covers.
pub const SQUARES: usize = 64;
/// Inputs per point of view: own and enemy pieces of every kind on every square.
pub const INPUTS: usize = 2 * KINDS * SQUARES;
/// Units of the first layer, per point of view.
pub const HIDDEN: usize = 64;
/// Scale of the first layer's weights and the clipped activation's top.
pub const QA: i32 = 255;
/// Scale of the output layer's weights.
pub const QB: i32 = 64;
/// Centipawns of one unit of the float network's output.
pub const OUTPUT_SCALE: i32 = 400;

/// File signature and format version.
const MAGIC: &[u8; 4] = b"MHN1";

/// Why a network file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NetError {
    /// The file does not start with the network signature.
    #[error("not a Maharajah network file")]
    NotANetwork,
    /// The file was written for another input or layer size.
    #[error("network has {inputs} inputs and {hidden} units; this build expects {INPUTS} and {HIDDEN}")]
    WrongShape {
        /// Inputs the file declares.
        inputs: usize,
        /// First-layer units the file declares.
        hidden: usize,
    },
    /// The file ends before its weights do.
    #[error("network file is truncated")]
    Truncated,
}

/// A quantised network, ready to evaluate.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// First layer, one row of [`HIDDEN`] weights per input.
    pub w1: Vec<[i16; HIDDEN]>,
    /// First-layer biases.
    pub b1: [i16; HIDDEN],
    /// Output weights: the side to move's units, then the other side's.
    pub w2: [[i16; HIDDEN]; 2],
    /// Output bias, at scale `QA * QB`.
    pub b2: i32,
}

/// The input of `kind` of colour `owner` on `sq`, seen from `view`: the board
/// is turned round for Black so that both sides share one set of weights.
#[inline(always)]
pub fn feature(view: Color, owner: Color, kind: Kind, sq: usize) -> usize {
    let relative = (owner != view) as usize;
    let sq = if view == Color::White { sq } else { sq ^ 56 };
    (relative * KINDS + kind.index()) * SQUARES + sq
}

/// Every piece of `pos` as `(input seen by the side to move, input seen by the other side)`.
pub fn features<G: Geometry>(pos: &Position<G>) -> impl Iterator<Item = (usize, usize)> + '_ {
    let us = pos.side_to_move();
    Color::BOTH.into_iter().flat_map(move |owner| {
        pos.variant().rules().kinds.iter().flat_map(move |&kind| {
            pos.pieces(owner, kind)
                .squares()
                .map(move |sq| (feature(us, owner, kind, sq), feature(us.flip(), owner, kind, sq)))
        })
    })
}

impl Net {
    /// Reads a network file (see [`Net::to_bytes`]).
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let mut rest = bytes.strip_prefix(MAGIC.as_slice()).ok_or(NetError::NotANetwork)?;
        let mut word = || -> Result<[u8; 4], NetError> {
            let (head, tail) = rest.split_first_chunk::<4>().ok_or(NetError::Truncated)?;
            rest = tail;
            Ok(*head)
        };
        let inputs = u32::from_le_bytes(word()?) as usize;
        let hidden = u32::from_le_bytes(word()?) as usize;
        if (inputs, hidden) != (INPUTS, HIDDEN) {
            return Err(NetError::WrongShape { inputs, hidden });
        }
        let b2 = i32::from_le_bytes(word()?);
        let mut values = rest.chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut row = || -> Result<[i16; HIDDEN], NetError> {
            let mut r = [0; HIDDEN];
            for v in &mut r {
                *v = values.next().ok_or(NetError::Truncated)?;
            }
            Ok(r)
        };
        let w1 = (0..INPUTS).map(|_| row()).collect::<Result<Vec<_>, _>>()?;
        let b1 = row()?;
        let w2 = [row()?, row()?];
        Ok(Net { w1, b1, w2, b2 })
    }

    /// The file form: signature, input and unit counts, output bias, then
    /// every `i16` weight row by row (first layer, its biases, output layer), little-endian.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.extend((INPUTS as u32).to_le_bytes());
        out.extend((HIDDEN as u32).to_le_bytes());
        out.extend(self.b2.to_le_bytes());
        let rows = self.w1.iter().chain([&self.b1]).chain(&self.w2);
        out.extend(rows.flat_map(|r| r.iter().flat_map(|v| v.to_le_bytes())));
        out
    }

    /// The network's correction for `pos`, in centipawns from the side to move's point of view.
    pub fn evaluate<G: Geometry>(&self, pos: &Position<G>) -> i32 {
        let mut acc = [self.b1; 2];
        for (us, them) in features(pos) {
            add_row(&mut acc[0], &self.w1[us]);
            add_row(&mut acc[1], &self.w1[them]);
        }
        self.output(&acc[0], &acc[1])
    }

    /// Centipawns from the side to move's and the other side's accumulators.
    #[inline(always)]
    fn output(&self, us: &[i16; HIDDEN], them: &[i16; HIDDEN]) -> i32 {
        let sum = output(us, &self.w2[0]) + output(them, &self.w2[1]) + self.b2;
        (sum as i64 * OUTPUT_SCALE as i64 / (QA * QB) as i64) as i32
    }
}

#[inline(always)]
fn add_row(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_add(*w);
    }
}

#[inline(always)]
fn sub_row(acc: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for (a, w) in acc.iter_mut().zip(row) {
        *a = a.wrapping_sub(*w);
    }
}

/// One point of view's share of the output: clipped activations times their weights.
#[inline(always)]
fn output(acc: &[i16; HIDDEN], w: &[i16; HIDDEN]) -> i32 {
    acc.iter().zip(w).map(|(&a, &w)| (a as i32).clamp(0, QA) * w as i32).sum()
}

/// One search thread's accumulators for the position it evaluated last.
///
/// Positions the search evaluates one after another differ by a few
/// pieces, so the next evaluation adds and removes only the inputs of the
/// squares that changed (found by comparing piece sets, which covers
/// castling, en passant and promotion without hooks in move making) instead
/// of summing every piece again.
#[derive(Clone)]
pub struct Accumulator {
    /// The pieces, per colour and kind, that `acc` holds.
    pieces: [[u64; KINDS]; 2],
    /// First-layer sums seen by White and by Black.
    acc: [[i16; HIDDEN]; 2],
}

/// Beyond this many changed pieces, summing every piece again is as cheap.
const MAX_CHANGES: u32 = 12;

impl Accumulator {
    /// An accumulator holding the empty board.
    pub fn new(net: &Net) -> Self {
        Accumulator { pieces: [[0; KINDS]; 2], acc: [net.b1; 2] }
    }

    /// The network's correction for `pos` (an 8×8 board), side to move's view.
    pub fn evaluate<G: Geometry>(&mut self, net: &Net, pos: &Position<G>) -> i32 {
        let now: [[u64; KINDS]; 2] = Color::BOTH.map(|c| std::array::from_fn(|k| pos.pieces(c, Kind::ALL[k]).fold64()));
        let changes: u32 = (0..2)
            .flat_map(|c| (0..KINDS).map(move |k| (c, k)))
            .map(|(c, k)| (now[c][k] ^ self.pieces[c][k]).count_ones())
            .sum();
        if changes > MAX_CHANGES {
            self.pieces = [[0; KINDS]; 2];
            self.acc = [net.b1; 2];
        }
        for (c, owner) in Color::BOTH.into_iter().enumerate() {
            for (k, kind) in Kind::ALL[..KINDS].iter().enumerate() {
                let (old, new) = (self.pieces[c][k], now[c][k]);
                for sq in (old & !new).squares() {
                    sub_row(&mut self.acc[0], &net.w1[feature(Color::White, owner, *kind, sq)]);
                    sub_row(&mut self.acc[1], &net.w1[feature(Color::Black, owner, *kind, sq)]);
                }
                for sq in (new & !old).squares() {
                    add_row(&mut self.acc[0], &net.w1[feature(Color::White, owner, *kind, sq)]);
                    add_row(&mut self.acc[1], &net.w1[feature(Color::Black, owner, *kind, sq)]);
                }
            }
        }
        self.pieces = now;
        let us = pos.side_to_move().index();
        net.output(&self.acc[us], &self.acc[1 - us])
    }
}

/// The network file built into the engine; empty when this build has none.
const BUILT_IN_FILE: &[u8] = include_bytes!("../net/maharajah.net");

/// Bytes of a network file of this build's shape (see [`Net::to_bytes`]).
const FILE_LEN: usize = 16 + 2 * (INPUTS * HIDDEN + 3 * HIDDEN);

// A network written for another shape must fail the build, not be skipped at run time.
const _: () = assert!(
    BUILT_IN_FILE.is_empty() || BUILT_IN_FILE.len() == FILE_LEN,
    "net/maharajah.net does not match this build's INPUTS and HIDDEN"
);

/// The network built into the engine, if this build has one.
static BUILT_IN: std::sync::LazyLock<Option<Net>> = std::sync::LazyLock::new(|| {
    (!BUILT_IN_FILE.is_empty()).then(|| Net::from_bytes(BUILT_IN_FILE).expect("built-in network of this build's shape"))
});

/// The built-in network, when this build has one.
pub fn built_in() -> Option<&'static Net> {
    BUILT_IN.as_ref()
}

/// The built-in network's correction for `pos`; zero on boards it does not cover.
#[inline]
pub fn correction<G: Geometry>(pos: &Position<G>) -> i32 {
    match built_in() {
        Some(net) if G::SQUARES == SQUARES => net.evaluate(pos),
        _ => 0,
    }
}

/// A search thread's network state: the built-in network with its
/// accumulator on an 8×8 board, nothing on boards it does not cover.
pub struct NetState(Option<(&'static Net, Box<Accumulator>)>);

impl NetState {
    /// The state for a board of `squares` squares.
    pub fn new(squares: usize) -> Self {
        NetState(built_in().filter(|_| squares == SQUARES).map(|net| (net, Box::new(Accumulator::new(net)))))
    }

    /// The correction for `pos`, updated from the last position this state evaluated.
    #[inline]
    pub fn correction<G: Geometry>(&mut self, pos: &Position<G>) -> i32 {
        match &mut self.0 {
            Some((net, acc)) => acc.evaluate(net, pos),
            None => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Board8, Variant};

    fn small_net() -> Net {
        let mut w1 = vec![[0i16; HIDDEN]; INPUTS];
        // Unit 0 counts own queens, unit 1 enemy queens.
        for sq in 0..SQUARES {
            w1[(KINDS + Kind::Queen.index()) * SQUARES + sq][1] = 100;
            w1[Kind::Queen.index() * SQUARES + sq][0] = 100;
        }
        let mut w2 = [[0i16; HIDDEN]; 2];
        w2[0][0] = QB as i16;
        w2[0][1] = -(QB as i16);
        Net { w1, b1: [0; HIDDEN], w2, b2: 0 }
    }

    #[test]
    fn a_file_reads_back_as_the_network_written() {
        let net = small_net();
        let bytes = net.to_bytes();
        assert_eq!(bytes.len(), FILE_LEN);
        assert_eq!(Net::from_bytes(&bytes), Ok(net));
        assert_eq!(Net::from_bytes(&bytes[..bytes.len() - 1]), Err(NetError::Truncated));
        assert_eq!(Net::from_bytes(b"nope"), Err(NetError::NotANetwork));
        let mut wrong = bytes.clone();
        wrong[8] = 32;
        assert!(matches!(Net::from_bytes(&wrong), Err(NetError::WrongShape { hidden: 32, .. })));
    }

    #[test]
    fn both_sides_see_the_board_from_their_own_side() {
        let net = small_net();
        let pos = |fen: &str| Position::<Board8>::from_fen(Variant::Maharajah, fen).expect("fen");
        // White's queen is the side to move's for White and the enemy's for Black.
        let white = net.evaluate(&pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
        let black = net.evaluate(&pos("4k3/8/8/8/8/8/8/3QK3 b - - 0 1"));
        assert_eq!(white, 100 * OUTPUT_SCALE / QA);
        assert_eq!(black, -white);
        // The mirrored position scores the same for the mirrored side.
        assert_eq!(net.evaluate(&pos("3qk3/8/8/8/8/8/8/4K3 b - - 0 1")), white);
    }

    #[test]
    fn the_accumulator_follows_a_game_as_a_fresh_sum_would() {
        // Random weights, so every input matters.
        let mut rng = rules::random::Rng::new(3);
        let mut small = || (rng.next_u64() % 41) as i16 - 20;
        let net = Net {
            w1: (0..INPUTS).map(|_| std::array::from_fn(|_| small())).collect(),
            b1: std::array::from_fn(|_| small() * 4),
            w2: [std::array::from_fn(|_| small()), std::array::from_fn(|_| small())],
            b2: 77,
        };
        let mut acc = Accumulator::new(&net);
        // Castling, captures, en passant and promotion, then a jump back.
        let mut pos = rules::AnyPosition::from_fen(Variant::Maharajah, "r3k2r/1P4p1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1")
            .expect("fen");
        let start = pos.clone();
        for m in ["e5d6", "e8g8", "e1c1", "g7g5", "b7b8q", "a8b8"] {
            pos.play_uci(m).expect("legal");
            let rules::AnyPosition::Small(p) = &pos else { unreachable!() };
            assert_eq!(acc.evaluate(&net, p), net.evaluate(p), "after {m}");
        }
        let rules::AnyPosition::Small(p) = &start else { unreachable!() };
        assert_eq!(acc.evaluate(&net, p), net.evaluate(p), "back at the start");
    }

    #[test]
    fn the_built_in_network_if_any_covers_only_8x8_boards() {
        let pos = Position::<Board8>::start(Variant::Chess);
        let expected = built_in().map_or(0, |net| net.evaluate(&pos));
        assert_eq!(NetState::new(64).correction(&pos), expected);
        assert_eq!(correction(&pos), expected);
        let mirodol = Position::<rules::Board10>::start(Variant::Mirodol);
        assert_eq!(NetState::new(100).correction(&mirodol), 0);
        assert_eq!(correction(&mirodol), 0);
    }

    #[test]
    fn every_piece_is_one_input_from_each_side() {
        let pos = Position::<Board8>::start(Variant::Chess);
        let inputs: Vec<_> = features(&pos).collect();
        assert_eq!(inputs.len(), 32);
        // White's king on e1 is the mover's own; for Black it is the enemy's, on e8.
        let e1 = Board8::parse_square("e1").expect("square");
        let e8 = Board8::parse_square("e8").expect("square");
        let king = Kind::King.index();
        assert!(inputs.contains(&(king * SQUARES + e1, (KINDS + king) * SQUARES + e8)));
    }
}
