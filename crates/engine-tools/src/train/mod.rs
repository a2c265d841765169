//! The evaluation network's trainer (`arena train`): mini-batch Adam on CPU
//! over `arena datagen` positions.
//!
//! Each position's target blends its search score, read as a win
//! probability `sigmoid(score / K)`, with its game's result:
//! `λ·sigmoid(score / K) + (1 − λ)·result`; the loss is the squared
//! difference from `sigmoid(output / K)`. A seeded shuffle and a seeded
//! start make a run repeatable. A share of the positions is held out and
//! its loss reported each epoch, to see overfitting.

pub mod data;
pub mod model;

use data::Dataset;
use engine::nnue::Network;
use model::{Adam, Model, PARAMS};
use rules::random::Rng;

/// How a training run goes.
#[derive(Clone, Copy, Debug)]
pub struct TrainConfig {
    /// Passes over the training positions.
    pub epochs: usize,
    /// Seed of the starting weights and the shuffles.
    pub seed: u64,
    /// Positions per Adam step.
    pub batch: usize,
    /// Adam's step size at the start; it falls to a tenth over the run (cosine).
    pub rate: f32,
    /// Weight of the search score against the game result in the target (1: score only).
    pub lambda: f32,
    /// Centipawns per unit of the logistic: the engine's win-chance curve
    /// ([`engine::win_chances`]) has about 270.
    pub k: f32,
    /// Decoupled weight decay per unit of step size (0: none).
    pub decay: f32,
    /// One position in this many (the file's last ones) is held out for validation.
    pub holdout_every: usize,
    /// Threads sharing each batch (each sums its own share's gradient;
    /// the same count gives the same network).
    pub threads: usize,
    /// Output heads: 1, or `engine::nnue::OUTPUT_BUCKETS` chosen by the piece count.
    pub heads: usize,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            epochs: 30,
            seed: 1,
            batch: 4_096,
            rate: 0.001,
            lambda: 0.75,
            k: 270.0,
            decay: 0.0,
            holdout_every: 20,
            threads: 1,
            heads: engine::nnue::OUTPUT_BUCKETS,
        }
    }
}

/// One epoch's figures.
#[derive(Clone, Copy, Debug)]
pub struct EpochReport {
    /// 1-based epoch.
    pub epoch: usize,
    /// Mean loss over the training positions.
    pub train_loss: f32,
    /// Mean loss over the held-out positions.
    pub holdout_loss: f32,
    /// The step size used.
    pub rate: f32,
}

/// The blended target of position `i`.
fn target(set: &Dataset, i: usize, config: &TrainConfig) -> f32 {
    let from_score = 1.0 / (1.0 + (-set.scores[i] / config.k).exp());
    config.lambda * from_score + (1.0 - config.lambda) * set.results[i]
}

/// Mean loss of `model` over the positions `indices`.
fn mean_loss(model: &Model, set: &Dataset, indices: &[usize], config: &TrainConfig) -> f32 {
    let total: f64 = indices
        .iter()
        .map(|&i| {
            let (own, theirs) = set.inputs(i);
            let p = 1.0 / (1.0 + (-model.evaluate(own, theirs) / config.k).exp());
            let d = p - target(set, i, config);
            f64::from(d * d)
        })
        .sum();
    (total / indices.len().max(1) as f64) as f32
}

/// Trains a model on `set`, calling `report` after each epoch; returns the
/// model of the epoch with the lowest held-out loss (the last epoch's when
/// nothing is held out). The model starts from small random weights, or
/// from `start`: a trained network and how many of its neurons are its own
/// ([`Model::widened`]; its head count is the run's).
pub fn train(
    set: &Dataset,
    config: TrainConfig,
    start: Option<(&Network, usize)>,
    mut report: impl FnMut(&EpochReport),
) -> Model {
    let mut rng = Rng::new(config.seed);
    let mut model = match start {
        None => Model::new(rng.next_u64(), config.heads),
        Some((network, width)) => Model::widened(network, width, rng.next_u64()),
    };
    let mut adam = Adam::new();
    // The last positions of the file: whole games the training never sees
    // (positions of one game share its result and much of their placement).
    let kept = set.len() - set.len() / config.holdout_every.max(2);
    let (mut training, holdout): (Vec<usize>, Vec<usize>) = ((0..kept).collect(), (kept..set.len()).collect());
    let threads = config.threads.max(1);
    let mut grads = vec![vec![0.0f32; PARAMS]; threads];
    let mut best: Option<(f32, Model)> = None;
    for epoch in 0..config.epochs {
        let progress = epoch as f32 / config.epochs.max(1) as f32;
        let rate = config.rate * (0.1 + 0.9 * 0.5 * (1.0 + (std::f32::consts::PI * progress).cos()));
        for i in (1..training.len()).rev() {
            training.swap(i, rng.below(i + 1));
        }
        let mut loss_sum = 0.0f64;
        for batch in training.chunks(config.batch.max(1)) {
            let share = batch.len().div_ceil(threads);
            let model_now = &model;
            loss_sum += std::thread::scope(|scope| {
                let workers: Vec<_> = batch
                    .chunks(share)
                    .zip(grads.iter_mut())
                    .map(|(part, grad)| {
                        scope.spawn(move || {
                            grad.iter_mut().for_each(|g| *g = 0.0);
                            part.iter()
                                .map(|&i| {
                                    let (own, theirs) = set.inputs(i);
                                    let target = target(set, i, &config);
                                    f64::from(model_now.backward(own, theirs, target, config.k, grad))
                                })
                                .sum::<f64>()
                        })
                    })
                    .collect();
                workers.into_iter().map(|w| w.join().expect("a training thread panicked")).sum::<f64>()
            });
            let used = batch.len().div_ceil(share);
            let (grad, others) = grads.split_first_mut().expect("one thread at least");
            for other in &others[..used - 1] {
                grad.iter_mut().zip(other.iter()).for_each(|(g, o)| *g += o);
            }
            let scale = 1.0 / batch.len() as f32;
            grad.iter_mut().for_each(|g| *g *= scale);
            adam.step(&mut model, grad, rate, config.decay);
        }
        let holdout_loss = mean_loss(&model, set, &holdout, &config);
        report(&EpochReport {
            epoch: epoch + 1,
            train_loss: (loss_sum / training.len().max(1) as f64) as f32,
            holdout_loss,
            rate,
        });
        if !holdout.is_empty() && best.as_ref().is_none_or(|(loss, _)| holdout_loss < *loss) {
            best = Some((holdout_loss, model.clone()));
        }
    }
    best.map_or(model, |(_, kept)| kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn training_lowers_the_loss_and_a_seed_repeats_itself() {
        let mut set = Dataset::default();
        let lines = [
            "chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|20|0.5",
            "chess|rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|900|1",
            "chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1|-900|0",
            "chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1|-900|0",
        ];
        for _ in 0..10 {
            for line in lines {
                set.push_line(line, false).expect("valid");
            }
        }
        let config = TrainConfig { epochs: 40, batch: 8, rate: 0.01, holdout_every: 1_000, ..TrainConfig::default() };
        let mut losses = Vec::new();
        let model = train(&set, config, None, |r| losses.push(r.train_loss));
        assert!(losses[losses.len() - 1] < losses[0] * 0.5, "{losses:?}");
        let again = train(&set, config, None, |_| {});
        assert_eq!(model.params, again.params);
        let two = TrainConfig { threads: 2, ..config };
        let (a, b) = (train(&set, two, None, |_| {}), train(&set, two, None, |_| {}));
        assert_eq!(a.params, b.params, "two threads repeat too");
        let (own, theirs) = set.inputs(1);
        assert!(model.evaluate(own, theirs) > 200.0, "a queen up is good");
        // Started from the trained network, a run begins where that one ended.
        let network = model.quantize();
        let mut resumed = Vec::new();
        let still = TrainConfig { epochs: 1, rate: 1e-7, ..config };
        train(&set, still, Some((&network, engine::nnue::HIDDEN)), |r| resumed.push(r.train_loss));
        let (end, first) = (losses[losses.len() - 1], losses[0]);
        assert!((resumed[0] - end).abs() < 0.1 * first, "{} against {end} (from {first})", resumed[0]);
    }
}
