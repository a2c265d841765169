//! The network in floating point for training: forward and backward
//! passes, Adam, and the conversion to the engine's integer format.
//!
//! The arithmetic mirrors the engine's: each view's hidden layer is the bias
//! plus the rows of its active inputs, activated by SCReLU (clamped to 0…1,
//! squared), and the output reads the side to move's half then the other
//! side's. Weights stay within what the integer format can hold
//! ([`WEIGHT_LIMIT`]), so quantizing loses only rounding.
//!
//! Training adds one thing the engine never sees: a *factor* row per
//! (own or theirs, kind, board), added to the row of every input of that
//! piece whatever its square ([`factor_of`]). A piece's worth is then
//! learned from every position holding that kind, not square by square;
//! a square's own row only learns what differs there. That matters while
//! the data is small beside the 3,280 inputs a view has (a rare compound
//! piece on a rare square would otherwise keep its random start). At
//! [`Model::quantize`] each factor row is folded into its inputs' rows, so
//! the file and the engine are unchanged.

use engine::nnue::features::{FEATURES, SQUARES_8, SQUARE_SLOTS};
use engine::nnue::format::{head_index, heads_allowed};
use engine::nnue::{Network, OutputHead, HIDDEN, OUTPUT_BUCKETS, OUTPUT_SCALE, QA, QB};
use rules::random::Rng;

/// Every weight stays within ±this: an output weight times [`QB`] and a
/// clamped activation times [`QA`] then fit 16 bits in the engine's dot product.
pub const WEIGHT_LIMIT: f32 = 1.98;

/// The trainable parameters, flat: input rows, hidden bias, output weights, output biases.
#[derive(Clone)]
pub struct Model {
    /// All parameters (see the offsets below).
    pub params: Vec<f32>,
    /// Output heads in use: 1, or [`OUTPUT_BUCKETS`] chosen by the piece
    /// count as the engine does (`engine::nnue::format::head_index`).
    pub heads: usize,
}

/// Where the hidden bias starts in [`Model::params`].
pub const HIDDEN_BIAS: usize = FEATURES * HIDDEN;
/// Where the output weights start: per head, the side to move's half, then the other side's.
pub const OUTPUT_WEIGHTS: usize = HIDDEN_BIAS + HIDDEN;
/// Where the output biases start (one per head).
pub const OUTPUT_BIAS: usize = OUTPUT_WEIGHTS + OUTPUT_BUCKETS * 2 * HIDDEN;
/// Where the factor rows start (after the output biases).
pub const FACTOR_ROWS: usize = OUTPUT_BIAS + OUTPUT_BUCKETS;
/// Factor rows: (own or theirs, kind) × (8×8 or 10×10 board).
pub const FACTORS: usize = FEATURES / SQUARE_SLOTS * 2;
/// Number of parameters.
pub const PARAMS: usize = FACTOR_ROWS + FACTORS * HIDDEN;

/// The factor row shared by input `feature`: its (own or theirs, kind) and its board.
pub fn factor_of(feature: usize) -> usize {
    let (piece, slot) = (feature / SQUARE_SLOTS, feature % SQUARE_SLOTS);
    piece * 2 + usize::from(slot >= SQUARES_8)
}

/// The factor rows one view's active inputs share: where each starts in
/// [`Model::params`], and how many of the inputs share it.
fn active_factors(inputs: &[u16]) -> impl Iterator<Item = (usize, f32)> {
    let mut counts = [0u8; FACTORS];
    for &f in inputs {
        counts[factor_of(f as usize)] += 1;
    }
    (0..FACTORS).filter(move |&i| counts[i] > 0).map(move |i| (FACTOR_ROWS + i * HIDDEN, f32::from(counts[i])))
}

/// A random number uniform in −`limit`…`limit`.
fn uniform(rng: &mut Rng, limit: f32) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 * limit - limit
}

/// One view's hidden layer before activation.
type Hidden = [f32; HIDDEN];

impl Model {
    /// Small random weights from `seed`, with `heads` output heads (1 or [`OUTPUT_BUCKETS`]).
    pub fn new(seed: u64, heads: usize) -> Model {
        assert!(heads_allowed(heads), "1 or {OUTPUT_BUCKETS} output heads");
        let mut rng = Rng::new(seed);
        let mut params = vec![0.0; PARAMS];
        for w in &mut params[..HIDDEN_BIAS] {
            *w = uniform(&mut rng, 0.1);
        }
        for w in &mut params[OUTPUT_WEIGHTS..OUTPUT_WEIGHTS + heads * 2 * HIDDEN] {
            *w = uniform(&mut rng, 1.0 / (2.0 * HIDDEN as f32).sqrt());
        }
        Model { params, heads }
    }

    /// The model of a trained network (as `Network::from_narrower_bytes`
    /// reads one) whose first `width` neurons are the file's, dequantized,
    /// and whose other neurons (when this build's layer
    /// is wider) start with `seed`'s small random input rows and zero
    /// output weights: it computes exactly what the narrower network does,
    /// and the new neurons learn from there. A wider layer thus starts from
    /// what a narrower network learned on data it no longer needs, instead of
    /// from nothing. The factor rows start at zero (the file's rows hold them
    /// folded in).
    pub fn widened(network: &Network, width: usize, seed: u64) -> Model {
        let mut model = Model::new(seed, network.heads.len());
        let w = |q: i16, scale: i32| f32::from(q) / scale as f32;
        for (f, row) in network.input_weights.iter().enumerate() {
            for (i, &q) in row.iter().enumerate().take(width) {
                model.params[f * HIDDEN + i] = w(q, QA);
            }
        }
        // Beyond `width` the network's bias and output weights are zero already.
        for (i, &q) in network.hidden_bias.iter().enumerate() {
            model.params[HIDDEN_BIAS + i] = w(q, QA);
        }
        for (bucket, head) in network.heads.iter().enumerate() {
            let at = OUTPUT_WEIGHTS + bucket * 2 * HIDDEN;
            for (i, &q) in head.own.iter().chain(&head.theirs).enumerate() {
                model.params[at + i] = w(q, QB);
            }
            model.params[OUTPUT_BIAS + bucket] = head.bias as f32 / (QA * QB) as f32;
        }
        model
    }

    /// The head scoring a position whose view has `inputs` active inputs
    /// (one per piece): where its weights start, and where its bias is.
    fn head(&self, inputs: usize) -> (usize, usize) {
        let bucket = head_index(self.heads, inputs as u32);
        (OUTPUT_WEIGHTS + bucket * 2 * HIDDEN, OUTPUT_BIAS + bucket)
    }

    fn hidden(&self, inputs: &[u16]) -> Hidden {
        let mut h: Hidden = std::array::from_fn(|i| self.params[HIDDEN_BIAS + i]);
        for &f in inputs {
            let row = &self.params[f as usize * HIDDEN..(f as usize + 1) * HIDDEN];
            for (a, w) in h.iter_mut().zip(row) {
                *a += w;
            }
        }
        for (at, count) in active_factors(inputs) {
            for (a, w) in h.iter_mut().zip(&self.params[at..at + HIDDEN]) {
                *a += count * w;
            }
        }
        h
    }

    /// The output in centipawns for a position's two views (side to move's first).
    pub fn evaluate(&self, own: &[u16], theirs: &[u16]) -> f32 {
        let (h_own, h_theirs) = (self.hidden(own), self.hidden(theirs));
        self.output(self.head(own.len()), &h_own, &h_theirs) * OUTPUT_SCALE as f32
    }

    fn output(&self, (weights, bias): (usize, usize), own: &Hidden, theirs: &Hidden) -> f32 {
        let w = &self.params[weights..weights + 2 * HIDDEN];
        let screlu = |x: f32| {
            let c = x.clamp(0.0, 1.0);
            c * c
        };
        let half = |h: &Hidden, w: &[f32]| h.iter().zip(w).map(|(&x, &w)| screlu(x) * w).sum::<f32>();
        half(own, &w[..HIDDEN]) + half(theirs, &w[HIDDEN..]) + self.params[bias]
    }

    /// Adds the gradient of `(sigmoid(cp / k) − target)²` for one position to
    /// `grad`; returns the loss.
    pub fn backward(&self, own: &[u16], theirs: &[u16], target: f32, k: f32, grad: &mut [f32]) -> f32 {
        let (h_own, h_theirs) = (self.hidden(own), self.hidden(theirs));
        let (weights, bias) = self.head(own.len());
        let y = self.output((weights, bias), &h_own, &h_theirs);
        let scale = OUTPUT_SCALE as f32 / k;
        let p = 1.0 / (1.0 + (-y * scale).exp());
        let loss = (p - target) * (p - target);
        let dy = 2.0 * (p - target) * p * (1.0 - p) * scale;
        grad[bias] += dy;
        for (half, (h, inputs)) in [(&h_own, own), (&h_theirs, theirs)].into_iter().enumerate() {
            let w_at = weights + half * HIDDEN;
            let mut dh = [0f32; HIDDEN];
            for i in 0..HIDDEN {
                let c = h[i].clamp(0.0, 1.0);
                grad[w_at + i] += dy * c * c;
                dh[i] = if h[i] > 0.0 && h[i] < 1.0 { dy * self.params[w_at + i] * 2.0 * c } else { 0.0 };
            }
            for (g, d) in grad[HIDDEN_BIAS..OUTPUT_WEIGHTS].iter_mut().zip(&dh) {
                *g += d;
            }
            for &f in inputs {
                let row = &mut grad[f as usize * HIDDEN..(f as usize + 1) * HIDDEN];
                for (g, d) in row.iter_mut().zip(&dh) {
                    *g += d;
                }
            }
            for (at, count) in active_factors(inputs) {
                for (g, d) in grad[at..at + HIDDEN].iter_mut().zip(&dh) {
                    *g += count * d;
                }
            }
        }
        loss
    }

    /// The same function with each factor row added into the rows of its
    /// inputs and then zeroed: what the engine's file holds.
    pub fn folded(&self) -> Model {
        let mut model = self.clone();
        for f in 0..FEATURES {
            let factor = FACTOR_ROWS + factor_of(f) * HIDDEN;
            for i in 0..HIDDEN {
                model.params[f * HIDDEN + i] += self.params[factor + i];
            }
        }
        model.params[FACTOR_ROWS..].iter_mut().for_each(|w| *w = 0.0);
        model
    }

    /// The engine's integer network of this model, each factor row folded
    /// into the rows of the inputs that share it.
    pub fn quantize(&self) -> Network {
        let q = |w: f32, scale: i32| (w * scale as f32).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        let row = |at: usize, scale: i32| -> [i16; HIDDEN] { std::array::from_fn(|i| q(self.params[at + i], scale)) };
        let folded = self.folded();
        let input_row = |f: usize| -> [i16; HIDDEN] { std::array::from_fn(|i| q(folded.params[f * HIDDEN + i], QA)) };
        let head = |bucket: usize| {
            let weights = OUTPUT_WEIGHTS + bucket * 2 * HIDDEN;
            OutputHead {
                own: row(weights, QB),
                theirs: row(weights + HIDDEN, QB),
                bias: (self.params[OUTPUT_BIAS + bucket] * (QA * QB) as f32).round() as i32,
            }
        };
        Network {
            input_weights: (0..FEATURES).map(input_row).collect(),
            hidden_bias: row(HIDDEN_BIAS, QA),
            heads: (0..self.heads).map(head).collect(),
        }
    }
}

/// Adam's moment estimates for every parameter.
pub struct Adam {
    first: Vec<f32>,
    second: Vec<f32>,
    steps: i32,
}

impl Adam {
    const BETA1: f32 = 0.9;
    const BETA2: f32 = 0.999;
    const EPSILON: f32 = 1e-8;

    /// Fresh moments.
    pub fn new() -> Adam {
        Adam { first: vec![0.0; PARAMS], second: vec![0.0; PARAMS], steps: 0 }
    }

    /// One step of `rate` along `grad` (already averaged over the batch),
    /// with every weight shrunk by `rate × decay` of itself (decoupled
    /// weight decay: the network has more weights than a first data set
    /// has independent positions); weights are clipped to ±[`WEIGHT_LIMIT`].
    pub fn step(&mut self, model: &mut Model, grad: &[f32], rate: f32, decay: f32) {
        self.steps += 1;
        let c1 = 1.0 - Self::BETA1.powi(self.steps);
        let c2 = 1.0 - Self::BETA2.powi(self.steps);
        for (((p, &g), m), v) in model.params.iter_mut().zip(grad).zip(&mut self.first).zip(&mut self.second) {
            *m = Self::BETA1 * *m + (1.0 - Self::BETA1) * g;
            *v = Self::BETA2 * *v + (1.0 - Self::BETA2) * g * g;
            *p -= rate * (*m / c1) / ((*v / c2).sqrt() + Self::EPSILON) + rate * decay * *p;
            *p = p.clamp(-WEIGHT_LIMIT, WEIGHT_LIMIT);
        }
    }
}

impl Default for Adam {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gradient_matches_a_finite_difference() {
        let model = Model::new(3, OUTPUT_BUCKETS);
        let (own, theirs) = ([5u16, 700, 1500], [9u16, 2000]);
        let (target, k) = (0.8, 270.0);
        let mut grad = vec![0.0; PARAMS];
        model.backward(&own, &theirs, target, k, &mut grad);
        let loss_at = |m: &Model| {
            let p = 1.0 / (1.0 + (-m.evaluate(&own, &theirs) / k).exp());
            (p - target) * (p - target)
        };
        let factor = FACTOR_ROWS + factor_of(700) * HIDDEN + 11;
        for at in [5 * HIDDEN + 3, 2000 * HIDDEN + 17, HIDDEN_BIAS + 4, OUTPUT_WEIGHTS + 9, OUTPUT_BIAS, factor] {
            let h = 1e-3;
            let (mut up, mut down) = (model.clone(), model.clone());
            up.params[at] += h;
            down.params[at] -= h;
            let numeric = (loss_at(&up) - loss_at(&down)) / (2.0 * h);
            assert!(
                (numeric - grad[at]).abs() < 1e-3 + 0.05 * numeric.abs(),
                "parameter {at}: {numeric} vs {}",
                grad[at]
            );
        }
    }

    #[test]
    fn the_integer_network_agrees_with_the_model() {
        for heads in [1, OUTPUT_BUCKETS] {
            let mut model = Model::new(8, heads);
            // Output weights of a trained size (random ones are too small for
            // QB's resolution) and factor rows that have learned something,
            // so that folding them is checked. Every weight is put on its
            // scale's grid: rounding random weights alone moves the output
            // by tens of centipawns, which says nothing of the arithmetic
            // checked here.
            let mut rng = Rng::new(9);
            for w in &mut model.params[FACTOR_ROWS..] {
                *w = uniform(&mut rng, 0.01);
            }
            let on_grid = |w: f32, scale: i32| (w * scale as f32).round() / scale as f32;
            for (i, w) in model.params.iter_mut().enumerate() {
                *w = match i {
                    OUTPUT_WEIGHTS..OUTPUT_BIAS => on_grid(*w * 20.0, QB),
                    OUTPUT_BIAS..FACTOR_ROWS => *w,
                    _ => on_grid(*w, QA),
                };
            }
            let net = model.quantize();
            assert_eq!(net.heads.len(), heads);
            // A full board and an endgame: different heads when there are several.
            for fen in
                ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "4k3/2r5/8/3P4/8/8/1B6/4K3 b - - 0 40"]
            {
                let pos = rules::Position::<rules::Board8>::from_fen(rules::Variant::Chess, fen).expect("valid");
                let side = pos.side_to_move();
                let own: Vec<u16> = engine::nnue::features::active(&pos, side).map(|f| f as u16).collect();
                let theirs: Vec<u16> = engine::nnue::features::active(&pos, side.flip()).map(|f| f as u16).collect();
                let float = model.evaluate(&own, &theirs);
                let integer = engine::nnue::evaluate(&net, &pos) as f32;
                assert!((float - integer).abs() < 1.5, "{heads} heads, {fen}: {float} vs {integer}");
            }
        }
    }

    #[test]
    fn a_widened_model_computes_what_its_narrower_network_does() {
        let embedded = engine::nnue::embedded().expect("the embedded network");
        // At this build's own width it is the network again, to the byte.
        assert_eq!(Model::widened(embedded, HIDDEN, 7).quantize().to_bytes(), embedded.to_bytes());
        // A network of half the width, as `Network::from_narrower_bytes` reads one.
        let width = HIDDEN / 2;
        let mut narrow = embedded.clone();
        let cut = |row: &mut [i16; HIDDEN]| row[width..].iter_mut().for_each(|w| *w = 0);
        narrow.input_weights.iter_mut().for_each(cut);
        cut(&mut narrow.hidden_bias);
        for head in &mut narrow.heads {
            cut(&mut head.own);
            cut(&mut head.theirs);
        }
        let model = Model::widened(&narrow, width, 7);
        let new_rows = (0..FEATURES).flat_map(|f| f * HIDDEN + width..(f + 1) * HIDDEN);
        assert!(new_rows.map(|at| model.params[at]).any(|w| w != 0.0), "the new neurons start with random rows");
        for fen in ["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "4k3/2r5/8/3P4/8/8/1B6/4K3 b - - 0 40"]
        {
            let pos = rules::Position::<rules::Board8>::from_fen(rules::Variant::Chess, fen).expect("valid");
            let side = pos.side_to_move();
            let own: Vec<u16> = engine::nnue::features::active(&pos, side).map(|f| f as u16).collect();
            let theirs: Vec<u16> = engine::nnue::features::active(&pos, side.flip()).map(|f| f as u16).collect();
            let (float, integer) = (model.evaluate(&own, &theirs), engine::nnue::evaluate(&narrow, &pos) as f32);
            assert!((float - integer).abs() < 1.5, "{fen}: {float} vs {integer}");
        }
    }

    #[test]
    fn folding_the_factor_rows_keeps_the_function() {
        let mut model = Model::new(4, OUTPUT_BUCKETS);
        let mut rng = Rng::new(5);
        for w in &mut model.params[FACTOR_ROWS..] {
            *w = uniform(&mut rng, 0.1);
        }
        let folded = model.folded();
        assert!(folded.params[FACTOR_ROWS..].iter().all(|&w| w == 0.0));
        for (own, theirs) in
            [(vec![5u16, 700, 1500, 3000], vec![9u16, 2000]), (vec![64, 65, 3279], vec![100, 163, 164])]
        {
            let (a, b) = (model.evaluate(&own, &theirs), folded.evaluate(&own, &theirs));
            assert!((a - b).abs() < 1e-2, "{a} vs {b}");
        }
    }
}
