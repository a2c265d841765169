//! SPSA (simultaneous perturbation stochastic approximation) of the search
//! margins ([`engine::search_params`]) on self-play game pairs (`arena spsa`).
//!
//! Each iteration perturbs every margin at once by ±c_k (a random sign per
//! margin), plays one colour-swapped game pair between the two sides, and
//! moves every margin along its sign by a step proportional to the pair's
//! result. The gains follow the schedule fishtest uses for the same job
//! (Spall's exponents α = 0.602, γ = 0.101; A = N / 10), set by two numbers:
//! each margin's final perturbation `c_end` ([`Tunable::step`]) and the
//! final learning rate `r_end` (the move at the last iteration is
//! `r_end · c_end` per game point).

use engine::search_params::{SearchParams, Tunable, MARGINS, TUNABLES};
use rules::random::Rng;

const ALPHA: f64 = 0.602;
const GAMMA: f64 = 0.101;

/// One iteration's two sides.
#[derive(Clone, Debug)]
pub struct Trial {
    /// The iteration, from 1.
    pub k: usize,
    /// Margins moved up where the sign is +1.
    pub plus: SearchParams,
    /// Margins moved down where the sign is +1.
    pub minus: SearchParams,
    signs: [f64; MARGINS],
}

/// The tuner's state: the current margins (as reals, so that small steps
/// accumulate) and the schedule.
#[derive(Clone, Debug)]
pub struct Spsa {
    theta: [f64; MARGINS],
    base: SearchParams,
    iterations: usize,
    r_end: f64,
    next: usize,
}

impl Spsa {
    /// A run of `iterations` pairs from `start`, with final learning rate `r_end`.
    pub fn new(start: SearchParams, iterations: usize, r_end: f64) -> Spsa {
        Spsa { theta: start.values().map(f64::from), base: start, iterations: iterations.max(1), r_end, next: 1 }
    }

    /// Iterations handed out so far.
    pub fn started(&self) -> usize {
        self.next - 1
    }

    fn c(&self, k: usize, t: &Tunable) -> f64 {
        t.step as f64 * (self.iterations as f64).powf(GAMMA) / (k as f64).powf(GAMMA)
    }

    /// The learning rate a_k / c_k² (per margin, before its c_k² scale).
    fn r(&self, k: usize) -> f64 {
        let n = self.iterations as f64;
        let big_a = n / 10.0;
        let a_k = (big_a + n).powf(ALPHA) / (big_a + k as f64).powf(ALPHA);
        let c_k = n.powf(GAMMA) / (k as f64).powf(GAMMA);
        self.r_end * a_k / (c_k * c_k)
    }

    /// The margins θ + `shift(i, margin)`, rounded (and clamped to their ranges).
    fn at(&self, shift: impl Fn(usize, &Tunable) -> f64) -> SearchParams {
        let mut values = [0; MARGINS];
        for (i, t) in TUNABLES.iter().enumerate() {
            values[i] = (self.theta[i] + shift(i, t)).round() as i32;
        }
        self.base.with_values(values)
    }

    /// The next iteration's two sides, signs drawn from `rng`.
    pub fn trial(&mut self, rng: &mut Rng) -> Trial {
        let k = self.next;
        self.next += 1;
        let signs = [(); MARGINS].map(|_| if rng.below(2) == 0 { -1.0 } else { 1.0 });
        let plus = self.at(|i, t| signs[i] * self.c(k, t));
        let minus = self.at(|i, t| -signs[i] * self.c(k, t));
        Trial { k, plus, minus, signs }
    }

    /// Folds in a trial's result: the `plus` side's points minus the `minus`
    /// side's over its games (−2 ..= 2 for a pair).
    pub fn update(&mut self, trial: &Trial, result: f64) {
        let r = self.r(trial.k);
        for (i, t) in TUNABLES.iter().enumerate() {
            let moved = self.theta[i] + r * self.c(trial.k, t) * result * trial.signs[i];
            self.theta[i] = moved.clamp(t.min as f64, t.max as f64);
        }
    }

    /// The current margins, rounded.
    pub fn params(&self) -> SearchParams {
        self.at(|_, _| 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::search_params::HANDWRITTEN;

    #[test]
    fn the_last_step_is_r_end_times_c_end() {
        let mut spsa = Spsa::new(HANDWRITTEN, 1000, 0.01);
        let mut rng = Rng::new(1);
        let mut trial = spsa.trial(&mut rng);
        trial.k = 1000;
        let before = spsa.theta;
        spsa.update(&trial, 1.0);
        for ((b, a), t) in before.iter().zip(&spsa.theta).zip(TUNABLES) {
            let expected = 0.01 * t.step as f64;
            assert!(((a - b).abs() - expected).abs() < 1e-9, "{}: moved {} not {expected}", t.name, a - b);
        }
        // The first perturbation is c_end · N^γ: wider at the start, c_end at the end.
        let first = Spsa::new(HANDWRITTEN, 1000, 0.01).c(1, &TUNABLES[0]);
        assert!((first - 10.0 * 1000f64.powf(GAMMA)).abs() < 1e-9);
    }

    #[test]
    fn the_two_sides_are_mirrored_around_the_current_margins() {
        let mut spsa = Spsa::new(HANDWRITTEN, 100, 0.01);
        let trial = spsa.trial(&mut Rng::new(3));
        for ((p, m), c) in trial.plus.values().iter().zip(trial.minus.values()).zip(HANDWRITTEN.values()) {
            assert!((p + m - 2 * c).abs() <= 1, "{p} and {m} around {c}");
            assert_ne!(p, &m);
        }
    }

    /// On a noisy match whose expected result favours margins near a known
    /// optimum, the tuner walks there: the update has the right sign and size.
    #[test]
    fn a_noisy_match_with_a_known_optimum_is_climbed() {
        let optimum = HANDWRITTEN.with_values([150, 260, 200, 260, 140, 60, 90, 150, 6000, 12000, 100, 270, 150, 4]);
        let pairs = 20_000;
        let mut spsa = Spsa::new(HANDWRITTEN, pairs, 0.05);
        let mut rng = Rng::new(7);
        // Scaled distance to the optimum, in steps.
        let distance = |p: &SearchParams| -> f64 {
            p.values()
                .iter()
                .zip(optimum.values())
                .zip(TUNABLES)
                .map(|((&v, o), t)| ((v - o) as f64 / t.step as f64).powi(2))
                .sum::<f64>()
        };
        let start = distance(&spsa.params());
        for _ in 0..pairs {
            let trial = spsa.trial(&mut rng);
            // Expected score of `plus`: better when closer to the optimum, plus noise of a pair.
            let edge = (distance(&trial.minus) - distance(&trial.plus)) / 50.0;
            let noise = (rng.below(2001) as f64 - 1000.0) / 1000.0;
            spsa.update(&trial, (edge + noise).clamp(-2.0, 2.0));
        }
        let end = distance(&spsa.params());
        assert!(end < start / 4.0, "distance {start} -> {end}");
    }
}
