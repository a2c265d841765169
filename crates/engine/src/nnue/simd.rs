//! The two inner loops of the network, each written twice: with AVX2
//! through `std::arch` (chosen at run time when the processor has it) and in
//! plain Rust for every other processor. Both use wrapping integer
//! arithmetic, whose result does not depend on the order of the additions,
//! so the two give bit-identical results (a test compares them).

use super::format::{HIDDEN, QA};

/// An accumulator row: one view's hidden layer before activation.
pub type Row = [i16; HIDDEN];

/// Whether this processor runs the AVX2 loops (checked once).
pub fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        static AVX2: std::sync::LazyLock<bool> = std::sync::LazyLock::new(|| is_x86_feature_detected!("avx2"));
        *AVX2
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// `acc = below + added − removed`, row by row (any number of each; the
/// usual move is one of each). One pass: the row before the move is read
/// where it is, not copied first.
#[inline]
pub fn update(acc: &mut Row, below: &Row, added: &[&Row], removed: &[&Row]) {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: the processor has AVX2 (checked above).
        unsafe { avx2::update(acc, below, added, removed) };
        return;
    }
    scalar::update(acc, below, added, removed);
}

/// Σ SCReLU(own)·w_own + SCReLU(theirs)·w_theirs, where SCReLU(x) =
/// clamp(x, 0, QA)²: in units of `QA² × QB`.
#[inline]
pub fn screlu_dot(own: &Row, theirs: &Row, w_own: &Row, w_theirs: &Row) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if has_avx2() {
        // SAFETY: the processor has AVX2 (checked above).
        return unsafe { avx2::screlu_dot(own, theirs, w_own, w_theirs) };
    }
    scalar::screlu_dot(own, theirs, w_own, w_theirs)
}

/// The plain loops, for every processor (and the reference for the AVX2 ones).
pub mod scalar {
    use super::{Row, QA};

    /// See [`super::update`].
    pub fn update(acc: &mut Row, below: &Row, added: &[&Row], removed: &[&Row]) {
        *acc = *below;
        for row in added {
            for (a, w) in acc.iter_mut().zip(row.iter()) {
                *a = a.wrapping_add(*w);
            }
        }
        for row in removed {
            for (a, w) in acc.iter_mut().zip(row.iter()) {
                *a = a.wrapping_sub(*w);
            }
        }
    }

    /// See [`super::screlu_dot`].
    pub fn screlu_dot(own: &Row, theirs: &Row, w_own: &Row, w_theirs: &Row) -> i32 {
        let half = |acc: &Row, weights: &Row| {
            acc.iter().zip(weights.iter()).fold(0i32, |sum, (&a, &w)| {
                let v = a.clamp(0, QA as i16);
                // As the AVX2 loop: v·w kept in 16 bits, then times v in 32.
                sum.wrapping_add(i32::from(v.wrapping_mul(w)) * i32::from(v))
            })
        };
        half(own, w_own).wrapping_add(half(theirs, w_theirs))
    }
}

/// The AVX2 loops: 16 lanes of 16 bits per instruction.
#[cfg(target_arch = "x86_64")]
pub mod avx2 {
    use super::{Row, HIDDEN, QA};
    use std::arch::x86_64::*;

    const LANES: usize = 16;
    const _: () = assert!(HIDDEN.is_multiple_of(LANES), "the hidden layer is a whole number of AVX2 registers");

    /// See [`super::update`].
    ///
    /// # Safety
    /// The processor must have AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn update(acc: &mut Row, below: &Row, added: &[&Row], removed: &[&Row]) {
        for chunk in 0..HIDDEN / LANES {
            let at = chunk * LANES;
            // SAFETY: every pointer is to 16 i16 inside a HIDDEN-long row
            // (`at + 16 ≤ HIDDEN`); unaligned loads and stores.
            unsafe {
                let mut v = _mm256_loadu_si256(below.as_ptr().add(at).cast());
                for row in added {
                    v = _mm256_add_epi16(v, _mm256_loadu_si256(row.as_ptr().add(at).cast()));
                }
                for row in removed {
                    v = _mm256_sub_epi16(v, _mm256_loadu_si256(row.as_ptr().add(at).cast()));
                }
                _mm256_storeu_si256(acc.as_mut_ptr().add(at).cast(), v);
            }
        }
    }

    /// See [`super::screlu_dot`].
    ///
    /// # Safety
    /// The processor must have AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn screlu_dot(own: &Row, theirs: &Row, w_own: &Row, w_theirs: &Row) -> i32 {
        let zero = _mm256_setzero_si256();
        let top = _mm256_set1_epi16(QA as i16);
        let mut sum = _mm256_setzero_si256();
        for (acc, weights) in [(own, w_own), (theirs, w_theirs)] {
            for chunk in 0..HIDDEN / LANES {
                let at = chunk * LANES;
                // SAFETY: as in `update`, 16 i16 inside a HIDDEN-long row.
                let (a, w) = unsafe {
                    (
                        _mm256_loadu_si256(acc.as_ptr().add(at).cast()),
                        _mm256_loadu_si256(weights.as_ptr().add(at).cast()),
                    )
                };
                let v = _mm256_min_epi16(_mm256_max_epi16(a, zero), top);
                let vw = _mm256_mullo_epi16(v, w);
                sum = _mm256_add_epi32(sum, _mm256_madd_epi16(vw, v));
            }
        }
        let mut lanes = [0i32; 8];
        // SAFETY: `lanes` holds exactly one 256-bit register.
        unsafe { _mm256_storeu_si256(lanes.as_mut_ptr().cast(), sum) };
        lanes.iter().fold(0i32, |s, &x| s.wrapping_add(x))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::random::Rng;

    fn random_row(rng: &mut Rng, spread: i32) -> Row {
        std::array::from_fn(|_| (rng.below(2 * spread as usize + 1) as i32 - spread) as i16)
    }

    #[test]
    fn the_avx2_loops_give_exactly_the_plain_results() {
        if !has_avx2() {
            eprintln!("no AVX2 on this processor: only the plain loops run");
            return;
        }
        let mut rng = Rng::new(46);
        for _ in 0..200 {
            let (own, theirs) = (random_row(&mut rng, 600), random_row(&mut rng, 600));
            let (w_own, w_theirs) = (random_row(&mut rng, 127), random_row(&mut rng, 127));
            let plain = scalar::screlu_dot(&own, &theirs, &w_own, &w_theirs);
            // SAFETY: checked above.
            let wide = unsafe { avx2::screlu_dot(&own, &theirs, &w_own, &w_theirs) };
            assert_eq!(plain, wide);
            let (added, removed) = (random_row(&mut rng, 500), random_row(&mut rng, 500));
            let (mut a, mut b) = (w_own, w_theirs);
            scalar::update(&mut a, &own, &[&added, &theirs], &[&removed]);
            // SAFETY: checked above.
            unsafe { avx2::update(&mut b, &own, &[&added, &theirs], &[&removed]) };
            assert_eq!(a, b);
            let by_hand: Row =
                std::array::from_fn(|i| own[i].wrapping_add(added[i]).wrapping_add(theirs[i]).wrapping_sub(removed[i]));
            assert_eq!(a, by_hand, "the row below, plus the added, minus the removed");
        }
    }
}
