//! Difficulty levels: from a beginner who blunders plausibly to full strength.
//!
//! Weaker levels search shallower and choose among several good-looking
//! root moves at random, with a wider margin the lower the level, so their
//! mistakes are the kind a human makes (a hanging piece two moves deep), not
//! random moves.

/// Number of levels; the highest is full strength.
pub const LEVELS: u8 = 8;

/// How one level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// Depth cap.
    pub depth: u32,
    /// Node cap.
    pub nodes: u64,
    /// Root lines to consider.
    pub lines: usize,
    /// How far below the best line (centipawns) a move may still be chosen.
    pub margin_cp: i32,
    /// Its approximate rating, shown to players choosing a level: measured
    /// against Stockfish's calibrated strengths (`UCI_Elo`) in classic
    /// chess at 50 ms a move for both, the rating that best explains its
    /// matches, rounded to 50 (`arena anchor 16 50`; docs/benchmarks.md has
    /// the run). Sixteen games a match leave about ±100 of doubt (a sweep
    /// would be counted as half a game less). Levels 7 and 8 play
    /// alike at 50 ms a move (level 7's caps seldom bind there) and measure
    /// within that doubt of each other, in either order from one run to the
    /// next: level 8 is shown with their pooled rating and level 7 50 below
    /// it. In the app the full strength thinks longer than 50 ms and plays
    /// stronger than its figure.
    pub rating: u16,
}

/// The level table, level 1 first.
pub const LEVEL_TABLE: [LevelSpec; LEVELS as usize] = [
    LevelSpec { depth: 1, nodes: 2_000, lines: 6, margin_cp: 350, rating: 900 },
    LevelSpec { depth: 2, nodes: 8_000, lines: 5, margin_cp: 220, rating: 1000 },
    LevelSpec { depth: 3, nodes: 25_000, lines: 4, margin_cp: 140, rating: 1450 },
    LevelSpec { depth: 4, nodes: 60_000, lines: 3, margin_cp: 90, rating: 1650 },
    LevelSpec { depth: 5, nodes: 150_000, lines: 3, margin_cp: 50, rating: 1850 },
    LevelSpec { depth: 7, nodes: 400_000, lines: 2, margin_cp: 25, rating: 1900 },
    LevelSpec { depth: 10, nodes: 1_500_000, lines: 1, margin_cp: 0, rating: 2000 },
    LevelSpec { depth: 99, nodes: u64::MAX, lines: 1, margin_cp: 0, rating: 2050 },
];

/// The spec of `level` (clamped to 1..=[`LEVELS`]).
pub fn spec(level: u8) -> LevelSpec {
    LEVEL_TABLE[(level.clamp(1, LEVELS) - 1) as usize]
}

/// Picks a line index among `scores` (best first): any line within the
/// level's margin of the best, weighted toward better ones. `entropy` is any
/// varying number (the caller mixes time and position).
pub fn choose(scores: &[i32], margin_cp: i32, entropy: u64) -> usize {
    let Some(&best) = scores.first() else { return 0 };
    let candidates: Vec<(usize, u64)> = scores
        .iter()
        .enumerate()
        .filter(|(_, &s)| s >= best - margin_cp)
        .map(|(i, &s)| (i, (margin_cp - (best - s)).max(0) as u64 + 10))
        .collect();
    let total: u64 = candidates.iter().map(|c| c.1).sum();
    let mut x = splitmix(entropy) % total.max(1);
    for (i, w) in candidates {
        if x < w {
            return i;
        }
        x -= w;
    }
    0
}

fn splitmix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_is_rated_above_the_one_below() {
        assert!(LEVEL_TABLE.windows(2).all(|w| w[0].rating < w[1].rating), "{LEVEL_TABLE:?}");
    }

    #[test]
    fn full_strength_always_takes_the_best_line() {
        for e in 0..100 {
            assert_eq!(choose(&[50, 49, -300], spec(LEVELS).margin_cp, e), 0);
        }
    }

    #[test]
    fn beginners_sometimes_pick_a_worse_line_but_never_a_terrible_one() {
        let picks: Vec<usize> = (0..200).map(|e| choose(&[100, 20, -900], spec(1).margin_cp, e)).collect();
        assert!(picks.contains(&1));
        assert!(!picks.contains(&2));
    }
}
