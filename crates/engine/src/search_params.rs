//! The search's pruning and reduction margins as data, so that each static
//! evaluation searches with margins fitted to its own scale and accuracy
//! (`arena spsa` tunes them on self-play), and a tool can try other values
//! without a build.

use crate::Evaluation;

/// One tunable margin: its name, the range SPSA keeps it in, and the size of
/// the perturbation it is tested with at the end of a tuning run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tunable {
    /// The name in a parameter file and in `arena spsa`'s report.
    pub name: &'static str,
    /// Lowest value allowed.
    pub min: i32,
    /// Highest value allowed.
    pub max: i32,
    /// SPSA's final perturbation (`c_end`): large enough that the two sides
    /// of a pair play measurably differently, small enough to stay local.
    pub step: i32,
}

/// Every margin the search reads, in centipawns unless named otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// Reverse futility: a node at depth ≤ 6 whose eval beats beta by this per ply returns.
    pub reverse_futility: i32,
    /// Null move: one more ply of reduction per this much the eval beats beta (at most 2).
    pub null_eval_per_ply: i32,
    /// Razoring: at depth ≤ 2, an eval this far (per ply) below alpha drops to quiescence.
    pub razor: i32,
    /// ProbCut's margin over beta for the shallow search.
    pub probcut: i32,
    /// Futility pruning of a late quiet move: the eval, plus this and
    /// [`SearchParams::futility_per_ply`] per ply of its reduced depth, stays at or below alpha.
    pub futility_base: i32,
    /// See [`SearchParams::futility_base`].
    pub futility_per_ply: i32,
    /// A quiet move at depth ≤ 6 that loses more than this per ply in exchanges is skipped.
    pub see_quiet_per_ply: i32,
    /// A capture at depth ≤ 6 that loses more than this per ply in exchanges is skipped.
    pub see_capture_per_ply: i32,
    /// A quiet move at depth ≤ 3 whose history is below minus this per ply is pruned.
    pub history_pruning: i32,
    /// Late move reductions shrink (grow) by one ply per this much good (bad) history, at most 2.
    pub lmr_history: i32,
    /// The reduction table `base + ln(depth) ln(move) / divisor`: the base, in hundredths.
    pub lmr_base: i32,
    /// The reduction table's divisor, in hundredths.
    pub lmr_divisor: i32,
    /// Quiescence captures whose victim, plus this, cannot lift the stand-pat to alpha are skipped.
    pub delta: i32,
    /// The singular test's bar below the hash score, per ply of depth.
    pub singular_per_ply: i32,
}

/// The margins found for the hand-written evaluation over many rounds of matches.
pub const HANDWRITTEN: SearchParams = SearchParams {
    reverse_futility: 110,
    null_eval_per_ply: 200,
    razor: 300,
    probcut: 200,
    futility_base: 110,
    futility_per_ply: 80,
    see_quiet_per_ply: 60,
    see_capture_per_ply: 110,
    history_pruning: 4_000,
    lmr_history: 8_000,
    lmr_base: 75,
    lmr_divisor: 225,
    delta: 200,
    singular_per_ply: 2,
};

/// The margins the network searches with: SPSA from [`HANDWRITTEN`] over
/// 3,000 pairs at 30,000 nodes a move on army starts (docs/nnue.md, round 4).
/// It prunes less at the leaves (wider razoring, ProbCut and futility
/// margins, a wider quiescence delta) and reduces late moves less.
pub const NETWORK: SearchParams = SearchParams {
    reverse_futility: 145,
    null_eval_per_ply: 197,
    razor: 364,
    probcut: 247,
    futility_base: 122,
    futility_per_ply: 119,
    see_quiet_per_ply: 69,
    see_capture_per_ply: 118,
    history_pruning: 3_659,
    lmr_history: 6_606,
    lmr_base: 77,
    lmr_divisor: 262,
    delta: 244,
    singular_per_ply: 1,
};

/// How many margins a [`SearchParams`] holds.
pub const MARGINS: usize = 14;

/// Each margin's range and SPSA perturbation, in [`SearchParams::values_mut`] order.
pub const TUNABLES: [Tunable; MARGINS] = [
    Tunable { name: "reverse_futility", min: 40, max: 250, step: 10 },
    Tunable { name: "null_eval_per_ply", min: 60, max: 500, step: 20 },
    Tunable { name: "razor", min: 80, max: 700, step: 30 },
    Tunable { name: "probcut", min: 60, max: 500, step: 20 },
    Tunable { name: "futility_base", min: 20, max: 300, step: 12 },
    Tunable { name: "futility_per_ply", min: 20, max: 250, step: 8 },
    Tunable { name: "see_quiet_per_ply", min: 10, max: 200, step: 6 },
    Tunable { name: "see_capture_per_ply", min: 20, max: 300, step: 10 },
    Tunable { name: "history_pruning", min: 500, max: 16_000, step: 400 },
    Tunable { name: "lmr_history", min: 2_000, max: 30_000, step: 800 },
    Tunable { name: "lmr_base", min: 0, max: 200, step: 8 },
    Tunable { name: "lmr_divisor", min: 100, max: 450, step: 15 },
    Tunable { name: "delta", min: 40, max: 600, step: 20 },
    Tunable { name: "singular_per_ply", min: 1, max: 8, step: 1 },
];

/// Why a line of a parameter file was refused; `line` counts from 1.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum ParamsError {
    /// The line names no margin of [`TUNABLES`].
    #[error("line {line}: no search parameter is called {name:?}")]
    UnknownName { line: usize, name: String },
    /// The line is not `name value` with a whole number.
    #[error("line {line}: expected `name value` with a whole number, found {text:?}")]
    Malformed { line: usize, text: String },
    /// A value outside its [`Tunable`] range.
    #[error("line {line}: {name} = {value} is outside {min}..={max}")]
    OutOfRange { line: usize, name: &'static str, value: i32, min: i32, max: i32 },
}

impl SearchParams {
    /// The margins an evaluation searches with by default.
    pub fn for_evaluation(evaluation: Evaluation) -> SearchParams {
        match evaluation {
            Evaluation::Handwritten => HANDWRITTEN,
            Evaluation::Network => NETWORK,
        }
    }

    /// Every margin, in [`TUNABLES`] order.
    pub fn values_mut(&mut self) -> [&mut i32; MARGINS] {
        [
            &mut self.reverse_futility,
            &mut self.null_eval_per_ply,
            &mut self.razor,
            &mut self.probcut,
            &mut self.futility_base,
            &mut self.futility_per_ply,
            &mut self.see_quiet_per_ply,
            &mut self.see_capture_per_ply,
            &mut self.history_pruning,
            &mut self.lmr_history,
            &mut self.lmr_base,
            &mut self.lmr_divisor,
            &mut self.delta,
            &mut self.singular_per_ply,
        ]
    }

    /// Every margin's value, in [`TUNABLES`] order.
    pub fn values(mut self) -> [i32; MARGINS] {
        self.values_mut().map(|v| *v)
    }

    /// These margins with `values` (in [`TUNABLES`] order), each clamped to its range.
    pub fn with_values(mut self, values: [i32; MARGINS]) -> SearchParams {
        for ((slot, value), t) in self.values_mut().into_iter().zip(values).zip(TUNABLES) {
            *slot = value.clamp(t.min, t.max);
        }
        self
    }

    /// `base` with the margins a parameter file names: one `name value` per
    /// line; blank lines and `#` comments are skipped. A margin the file does
    /// not name keeps `base`'s value.
    pub fn parse(text: &str, base: SearchParams) -> Result<SearchParams, ParamsError> {
        let mut params = base;
        for (n, raw) in text.lines().enumerate() {
            let line = n + 1;
            let text = raw.split('#').next().unwrap_or("").trim();
            if text.is_empty() {
                continue;
            }
            let malformed = || ParamsError::Malformed { line, text: text.chars().take(80).collect() };
            let mut fields = text.split_whitespace();
            let (Some(name), Some(value), None) = (fields.next(), fields.next(), fields.next()) else {
                return Err(malformed());
            };
            let value: i32 = value.parse().map_err(|_| malformed())?;
            let Some(index) = TUNABLES.iter().position(|t| t.name == name) else {
                return Err(ParamsError::UnknownName { line, name: name.chars().take(80).collect() });
            };
            let t = TUNABLES[index];
            if !(t.min..=t.max).contains(&value) {
                return Err(ParamsError::OutOfRange { line, name: t.name, value, min: t.min, max: t.max });
            }
            *params.values_mut()[index] = value;
        }
        Ok(params)
    }

    /// The reduction table: plies of late move reduction by depth and move number (both below 64).
    pub fn reductions(&self) -> [[u8; 64]; 64] {
        let (base, divisor) = (self.lmr_base as f64 / 100.0, self.lmr_divisor as f64 / 100.0);
        let mut lmr = [[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                *r = (base + (d as f64).ln() * (m as f64).ln() / divisor).clamp(0.0, 63.0) as u8;
            }
        }
        lmr
    }
}

impl std::fmt::Display for SearchParams {
    /// The parameter file [`SearchParams::parse`] reads back.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (t, value) in TUNABLES.iter().zip(self.values()) {
            writeln!(f, "{} {value}", t.name)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_lies_in_its_range() {
        for params in [HANDWRITTEN, NETWORK] {
            for (t, value) in TUNABLES.iter().zip(params.values()) {
                assert!((t.min..=t.max).contains(&value), "{} = {value}", t.name);
                assert!(t.step > 0 && t.step <= (t.max - t.min) / 4, "{}", t.name);
            }
        }
    }

    #[test]
    fn a_parameter_file_reads_back_to_the_same_margins() {
        let tuned = HANDWRITTEN.with_values([120, 180, 320, 210, 100, 90, 50, 100, 5000, 9000, 60, 240, 180, 3]);
        assert_eq!(SearchParams::parse(&tuned.to_string(), HANDWRITTEN), Ok(tuned));
        let partial = SearchParams::parse("# tuned\n\nrazor 250  # lower\n", HANDWRITTEN).unwrap();
        assert_eq!(partial, SearchParams { razor: 250, ..HANDWRITTEN });
    }

    #[test]
    fn a_bad_parameter_file_is_a_clear_error() {
        let err = |text: &str| SearchParams::parse(text, HANDWRITTEN).unwrap_err().to_string();
        assert_eq!(err("razor 250\nrazr 10"), "line 2: no search parameter is called \"razr\"");
        assert_eq!(err("razor"), "line 1: expected `name value` with a whole number, found \"razor\"");
        assert_eq!(err("razor 2.5"), "line 1: expected `name value` with a whole number, found \"razor 2.5\"");
        assert_eq!(err("razor 1 2"), "line 1: expected `name value` with a whole number, found \"razor 1 2\"");
        assert_eq!(err("razor 9999"), "line 1: razor = 9999 is outside 80..=700");
    }

    #[test]
    fn values_are_clamped_to_their_ranges() {
        let p = HANDWRITTEN.with_values([i32::MIN; MARGINS]);
        assert!(p.values().iter().zip(TUNABLES).all(|(&v, t)| v == t.min));
        let p = HANDWRITTEN.with_values([i32::MAX; MARGINS]);
        assert!(p.values().iter().zip(TUNABLES).all(|(&v, t)| v == t.max));
    }

    #[test]
    fn the_reduction_table_is_the_one_searches_were_measured_with() {
        let lmr = HANDWRITTEN.reductions();
        for (d, row) in lmr.iter().enumerate().skip(1) {
            for (m, &r) in row.iter().enumerate().skip(1) {
                let expected = (0.75 + (d as f64).ln() * (m as f64).ln() / 2.25) as u8;
                assert_eq!(r, expected, "depth {d}, move {m}");
            }
        }
        assert_eq!(lmr[0], [0; 64]);
    }
}
