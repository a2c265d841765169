//! Training the evaluation network ([`crate::net`]) on self-play positions.
//!
//! Each position's target blends the generating search's score with the
//! game's result (both as an expected score through one sigmoid); the
//! prediction is the hand-written evaluation *plus* the network, so the
//! network learns only what the evaluation gets wrong. Float weights, Adam,
//! mini-batches split over the machine's cores; [`FloatNet::quantise`]
//! turns the result into the integer [`Net`] the engine runs.

use crate::eval::classical;
use crate::net::{features, Net, HIDDEN, INPUTS, OUTPUT_SCALE, QA, QB, SQUARES};
use crate::tune::Sample;
use crate::weights::Weights;
use rules::random::Rng;
use rules::Color;

/// One training position, reduced to what the network and the loss need.
#[derive(Clone, Debug)]
pub struct NetSample {
    /// Inputs seen by the side to move and by the other side.
    inputs: Vec<(u16, u16)>,
    /// Hand-written evaluation, side to move's view, centipawns.
    classical: f32,
    /// Expected score for the side to move, 0..1.
    target: f32,
}

/// Settings of one training run.
#[derive(Clone, Copy, Debug)]
pub struct TrainConfig {
    /// Passes over the training positions.
    pub epochs: usize,
    /// Share of the target taken from the search score (the rest from the result).
    pub score_weight: f32,
    /// Positions per gradient step.
    pub batch: usize,
    /// Adam's step size at the start (it decays to a tenth by the last epoch).
    pub learning_rate: f32,
    /// Sigmoid scale: expected score = 1 / (1 + e^(-k·cp/400)), fitted on the data.
    pub k: f32,
    /// Also train on every position mirrored left to right (same target):
    /// twice the data for what is, castling aside, the same position.
    pub mirror: bool,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig { epochs: 8, score_weight: 1.0, batch: 8_192, learning_rate: 0.002, k: 1.0, mirror: true }
    }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The training form of `samples`: only those with a search score (self-play ones).
pub fn prepare(samples: &[Sample], config: &TrainConfig, w: &Weights) -> Vec<NetSample> {
    samples
        .iter()
        .filter_map(|s| {
            let white_score = s.score? as f32;
            let white = s.pos.side_to_move() == Color::White;
            let (score, result) =
                if white { (white_score, s.result as f32) } else { (-white_score, 1.0 - s.result as f32) };
            let from_score = sigmoid(config.k * score / 400.0);
            let target = config.score_weight * from_score + (1.0 - config.score_weight) * result;
            let inputs: Vec<(u16, u16)> = features(&s.pos).map(|(a, b)| (a as u16, b as u16)).collect();
            let sample = NetSample { inputs, classical: classical(&s.pos, w) as f32, target };
            // An input's low three bits are its file: flipping them mirrors the board.
            let mirrored = config.mirror.then(|| NetSample {
                inputs: sample.inputs.iter().map(|&(a, b)| (a ^ 7, b ^ 7)).collect(),
                ..sample.clone()
            });
            Some(std::iter::once(sample).chain(mirrored))
        })
        .flatten()
        .collect()
}

/// The network in floats, as trained.
#[derive(Clone, Debug)]
pub struct FloatNet {
    w1: Vec<f32>,
    b1: [f32; HIDDEN],
    w2: Vec<f32>,
    b2: f32,
}

/// Training-only inputs, one per (own or enemy, kind) whatever the square:
/// every position with a piece of that kind trains them, so what a kind is
/// worth anywhere is learnt from all the data, not square by square. They
/// fold into the square inputs when the network is quantised.
const FACTORS: usize = INPUTS / SQUARES;

/// First-layer rows while training: the square inputs, then the factors.
const ROWS: usize = INPUTS + FACTORS;

/// The factor row that trains alongside square input `i`.
#[inline(always)]
fn factor(i: usize) -> usize {
    INPUTS + i / SQUARES
}

/// Every weight of a [`FloatNet`] in one flat layout (for gradients and Adam's moments).
const PARAMS: usize = ROWS * HIDDEN + HIDDEN + 2 * HIDDEN + 1;

impl FloatNet {
    /// Small random first layer, zero output layer: the untrained network corrects nothing.
    pub fn new(seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let mut uniform = || (rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32 * 2.0 - 1.0;
        let w1 = (0..ROWS * HIDDEN).map(|i| if i < INPUTS * HIDDEN { uniform() * 0.1 } else { 0.0 }).collect();
        FloatNet { w1, b1: [0.3; HIDDEN], w2: vec![0.0; 2 * HIDDEN], b2: 0.0 }
    }

    fn accumulate(&self, inputs: impl Iterator<Item = usize>) -> [f32; HIDDEN] {
        let mut acc = self.b1;
        for i in inputs {
            for row in [i, factor(i)] {
                for (a, w) in acc.iter_mut().zip(&self.w1[row * HIDDEN..(row + 1) * HIDDEN]) {
                    *a += w;
                }
            }
        }
        acc
    }

    /// The correction in centipawns, and the two points of view's accumulators.
    fn forward(&self, s: &NetSample) -> (f32, [[f32; HIDDEN]; 2]) {
        let acc = [
            self.accumulate(s.inputs.iter().map(|p| p.0 as usize)),
            self.accumulate(s.inputs.iter().map(|p| p.1 as usize)),
        ];
        let mut out = self.b2;
        for (side, a) in acc.iter().enumerate() {
            for (x, w) in a.iter().zip(&self.w2[side * HIDDEN..]) {
                out += x.clamp(0.0, 1.0) * w;
            }
        }
        (out * OUTPUT_SCALE as f32, acc)
    }

    /// Adds the gradient of `s`'s squared error to `grad`; returns the error.
    fn backward(&self, s: &NetSample, k: f32, grad: &mut [f32]) -> f32 {
        let (correction, acc) = self.forward(s);
        let p = sigmoid(k * (s.classical + correction) / 400.0);
        let error = p - s.target;
        // d(error²)/d(network output before scaling).
        let g = 2.0 * error * p * (1.0 - p) * k / 400.0 * OUTPUT_SCALE as f32;
        let (gw1, rest) = grad.split_at_mut(ROWS * HIDDEN);
        let (gb1, rest) = rest.split_at_mut(HIDDEN);
        let (gw2, gb2) = rest.split_at_mut(2 * HIDDEN);
        gb2[0] += g;
        for (side, a) in acc.iter().enumerate() {
            let mut d_acc = [0.0f32; HIDDEN];
            for j in 0..HIDDEN {
                gw2[side * HIDDEN + j] += g * a[j].clamp(0.0, 1.0);
                if a[j] > 0.0 && a[j] < 1.0 {
                    d_acc[j] = g * self.w2[side * HIDDEN + j];
                }
            }
            for (b, d) in gb1.iter_mut().zip(&d_acc) {
                *b += d;
            }
            for p in &s.inputs {
                let i = if side == 0 { p.0 } else { p.1 } as usize;
                for row in [i, factor(i)] {
                    for (gw, d) in gw1[row * HIDDEN..(row + 1) * HIDDEN].iter_mut().zip(&d_acc) {
                        *gw += d;
                    }
                }
            }
        }
        error * error
    }

    fn params_mut(&mut self) -> impl Iterator<Item = &mut f32> {
        self.w1.iter_mut().chain(&mut self.b1).chain(&mut self.w2).chain(std::iter::once(&mut self.b2))
    }

    /// The integer network: weights rounded at the run-time scales (and
    /// clamped to `i16`, which a sane training run never reaches).
    pub fn quantise(&self) -> Net {
        let q = |v: f32, scale: i32| (v * scale as f32).round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
        let row = |values: &[f32], scale: i32| -> [i16; HIDDEN] { std::array::from_fn(|j| q(values[j], scale)) };
        Net {
            w1: (0..INPUTS)
                .map(|i| {
                    let folded: Vec<f32> =
                        (0..HIDDEN).map(|j| self.w1[i * HIDDEN + j] + self.w1[factor(i) * HIDDEN + j]).collect();
                    row(&folded, QA)
                })
                .collect(),
            b1: row(&self.b1, QA),
            w2: [row(&self.w2[..HIDDEN], QB), row(&self.w2[HIDDEN..], QB)],
            b2: (self.b2 * (QA * QB) as f32).round() as i32,
        }
    }
}

/// Mean squared error of `classical + correction` against the targets; `net`
/// `None` measures the hand-written evaluation alone.
pub fn mean_error(samples: &[NetSample], net: Option<&FloatNet>, k: f32) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let correction = net.map_or(0.0, |n| n.forward(s).0);
            let e = sigmoid(k * (s.classical + correction) / 400.0) - s.target;
            (e * e) as f64
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Trains a network on `train`; after every epoch `report(epoch, train error,
/// held-out error)`. Returns the epoch's network that did best on `held_out`
/// (later epochs only memorise the training games).
pub fn train(
    train: &[NetSample],
    held_out: &[NetSample],
    config: &TrainConfig,
    mut report: impl FnMut(usize, f64, f64),
) -> FloatNet {
    let mut net = FloatNet::new(0x5EED);
    let (mut m, mut v) = (vec![0.0f32; PARAMS], vec![0.0f32; PARAMS]);
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Rng::new(7);
    let mut step = 0i32;
    let mut best: Option<(f64, FloatNet)> = None;
    for epoch in 0..config.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
        }
        let lr = config.learning_rate * 0.1f32.powf(epoch as f32 / config.epochs.max(2) as f32);
        let mut sum_error = 0.0f64;
        for batch in order.chunks(config.batch) {
            let part = batch.len().div_ceil(cores);
            let net_ref = &net;
            let (grad, error) = std::thread::scope(|scope| {
                let workers: Vec<_> = batch
                    .chunks(part)
                    .map(|chunk| {
                        scope.spawn(move || {
                            let mut grad = vec![0.0f32; PARAMS];
                            let error: f32 =
                                chunk.iter().map(|&i| net_ref.backward(&train[i], config.k, &mut grad)).sum();
                            (grad, error)
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .map(|w| w.join().expect("training worker"))
                    .map(|(g, e)| (g, e as f64))
                    .reduce(|(mut g, e), (part_grad, part_error)| {
                        g.iter_mut().zip(&part_grad).for_each(|(a, b)| *a += b);
                        (g, e + part_error)
                    })
                    .expect("a batch holds positions")
            });
            sum_error += error;
            step += 1;
            let scale = 1.0 / batch.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(step), 1.0 - beta2.powi(step));
            for (((p, g), m), v) in net.params_mut().zip(&grad).zip(&mut m).zip(&mut v) {
                let g = g * scale;
                *m = beta1 * *m + (1.0 - beta1) * g;
                *v = beta2 * *v + (1.0 - beta2) * g * g;
                *p -= lr * (*m / c1) / ((*v / c2).sqrt() + eps);
            }
        }
        let held_out_error = mean_error(held_out, Some(&net), config.k);
        report(epoch, sum_error / train.len().max(1) as f64, held_out_error);
        if best.as_ref().is_none_or(|(e, _)| held_out_error < *e) {
            best = Some((held_out_error, net.clone()));
        }
    }
    best.map_or(net, |(_, n)| n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Board8, Position, Variant};

    /// Positions whose results the hand-written evaluation gets wrong: the
    /// side with the knight on the rim always wins, the other always loses.
    fn samples() -> Vec<Sample> {
        let rim = [
            ("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", 1.0),
            ("4k3/8/8/8/8/8/8/N3K3 b - - 0 1", 1.0),
            ("n3k3/8/8/8/8/8/8/4K3 w - - 0 1", 0.0),
            ("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", 0.0),
            ("4k3/8/8/3n4/8/8/8/4K3 b - - 0 1", 1.0),
        ];
        rim.iter()
            .map(|&(fen, result)| Sample {
                pos: Position::<Board8>::from_fen(Variant::Maharajah, fen).expect("fen"),
                result,
                score: Some(0),
            })
            .collect()
    }

    #[test]
    fn training_learns_what_the_evaluation_misses_and_survives_quantising() {
        let config =
            TrainConfig { epochs: 150, score_weight: 0.0, batch: 4, learning_rate: 0.01, ..Default::default() };
        let w = Weights::for_variant(Variant::Maharajah);
        let data = prepare(&samples(), &config, &w);
        assert_eq!(data.len(), 10, "every position and its mirror image");
        let before = mean_error(&data, None, config.k);
        let mut reports = 0;
        let net = train(&data, &data, &config, |_, _, _| reports += 1);
        assert_eq!(reports, config.epochs);
        let after = mean_error(&data, Some(&net), config.k);
        assert!(after < before / 4.0, "{after} vs {before}");
        let quantised = net.quantise();
        for (s, sample) in samples().iter().zip(data.iter().step_by(2)) {
            let float = net.forward(sample).0;
            let int = quantised.evaluate(&s.pos) as f32;
            assert!((float - int).abs() < 4.0 + float.abs() / 50.0, "{float} vs {int}");
        }
    }

    #[test]
    fn recorded_games_without_a_search_score_are_not_training_positions() {
        let mut unscored = samples();
        unscored[0].score = None;
        let config = TrainConfig { mirror: false, ..Default::default() };
        assert_eq!(prepare(&unscored, &config, &Weights::for_variant(Variant::Chess)).len(), 4);
    }
}
