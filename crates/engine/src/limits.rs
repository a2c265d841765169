//! What a search may spend, and how a clock becomes a time budget.

use rules::Color;

/// A Fischer clock as the GUI or server reports it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Clock {
    /// White's remaining time.
    pub wtime_ms: u64,
    /// Black's remaining time.
    pub btime_ms: u64,
    /// White's increment.
    pub winc_ms: u64,
    /// Black's increment.
    pub binc_ms: u64,
    /// Moves to the next time control, if any.
    pub moves_to_go: Option<u32>,
}

/// Limits of one search. Every limit that is set applies; none set means
/// "until stopped" only when `infinite`, otherwise a default depth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Maximum depth in plies.
    pub depth: Option<u32>,
    /// Maximum nodes (all threads).
    pub nodes: Option<u64>,
    /// Fixed time for this move.
    pub movetime_ms: Option<u64>,
    /// Clock to manage.
    pub clock: Option<Clock>,
    /// Search until stopped.
    pub infinite: bool,
    /// Difficulty level 1..=[`crate::LEVELS`]; `None` = full strength.
    pub level: Option<u8>,
    /// Number of principal variations (0 or 1 = one).
    pub multipv: usize,
    /// The opponent is a person waiting at the board: the clock is spent at
    /// a pace a player accepts ([`HUMAN_PACE_MOVES`]) rather than the
    /// engine-versus-engine one, which spends a third of a blitz game's
    /// base time in its first moves.
    #[serde(default)]
    pub human_pace: bool,
}

/// Moves a person's opponent shares its remaining time over: at 5 min + 3 s
/// the first move takes about 5 s, and the first 20 moves less than a
/// third of the base, even when every move uses its whole budget.
pub const HUMAN_PACE_MOVES: u64 = 90;

/// Time the engine keeps back for move transmission and process scheduling.
pub const MOVE_OVERHEAD_MS: u64 = 30;

/// Moves a sudden-death clock is shared over, as if a control came after
/// them. Shorter spends more of the base time while the game is still open:
/// games between balanced Maharajah armies last about 45 moves a side and are
/// mostly decided in the first 20, and at 20 the engine spends there what
/// Fairy-Stockfish does (30 spent an eighth less there and ended games with a
/// quarter of the base unused). Later moves converge on the increment either way.
pub const SUDDEN_DEATH_HORIZON: u32 = 20;

/// Soft and hard time limits in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeBudget {
    /// Do not start a new iteration after this.
    pub soft_ms: u64,
    /// Stop searching at once after this.
    pub hard_ms: u64,
    /// Whether the search may end before the soft limit when its best move
    /// settles (a clock, where saved time is spent later), or must use the
    /// time it was given (a fixed move time: UCI's `movetime` asks for it).
    pub paced: bool,
}

impl Limits {
    /// The time budget for `side` to move, if any limit involves time.
    pub fn budget(&self, side: Color) -> Option<TimeBudget> {
        if self.infinite {
            return None;
        }
        if let Some(mt) = self.movetime_ms {
            let t = mt.saturating_sub(MOVE_OVERHEAD_MS / 3).max(1);
            return Some(TimeBudget { soft_ms: t, hard_ms: t, paced: false });
        }
        let c = self.clock?;
        let (remaining, inc) = match side {
            Color::White => (c.wtime_ms, c.winc_ms),
            Color::Black => (c.btime_ms, c.binc_ms),
        };
        let usable = remaining.saturating_sub(MOVE_OVERHEAD_MS);
        let moves = c.moves_to_go.unwrap_or(SUDDEN_DEATH_HORIZON).clamp(1, 50) as u64;
        // Spend a share of the clock plus most of the increment, never more than a fifth
        // of what is left (so short games keep a reserve for the moves to come).
        // Saturating: a clock of any size a GUI sends (up to u64::MAX) gives a budget, not an overflow.
        let share = (usable / (moves + 2)).saturating_add(inc / 4 * 3 + inc % 4 * 3 / 4);
        let cap = (usable / 5).saturating_add(inc / 2);
        let mut soft = share.min(cap).max(1);
        let mut hard = soft.saturating_mul(3).min((usable / 3).saturating_add(inc / 2)).max(soft).max(1);
        if self.human_pace {
            soft = soft.min((usable / HUMAN_PACE_MOVES).saturating_add(inc / 2)).max(1);
            hard = hard.min(soft.saturating_mul(2)).max(soft);
        }
        Some(TimeBudget { soft_ms: soft, hard_ms: hard, paced: true })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_second_games_keep_a_reserve() {
        let l = Limits {
            clock: Some(Clock { wtime_ms: 1000, btime_ms: 1000, winc_ms: 10, binc_ms: 10, moves_to_go: None }),
            ..Limits::default()
        };
        let b = l.budget(Color::White).expect("budget");
        assert!(b.hard_ms <= 330, "{b:?}");
        assert!(b.soft_ms >= 20, "{b:?}");
        let low = Limits { clock: Some(Clock { wtime_ms: 40, ..l.clock.expect("clock") }), ..l };
        assert!(low.budget(Color::White).expect("budget").hard_ms <= 10);
    }

    #[test]
    fn sudden_death_spends_early_and_settles_on_the_increment() {
        let clock = |ms| Limits {
            clock: Some(Clock { wtime_ms: ms, btime_ms: ms, winc_ms: 50, binc_ms: 50, moves_to_go: None }),
            ..Limits::default()
        };
        let mut left = 3000u64;
        let mut spent = Vec::new();
        for _ in 0..300 {
            // Spending the whole soft limit every move is the worst case for the reserve.
            let soft = clock(left).budget(Color::White).expect("budget").soft_ms;
            spent.push(soft);
            left = left - soft + 50;
        }
        assert!(spent[0] >= 150, "the opening gets a real share: {spent:?}");
        let first_20: u64 = spent[..20].iter().sum();
        assert!(first_20 >= 2 * 3000 / 3, "most of the base goes to the first 20 moves: {first_20}");
        assert!(left >= 250, "a reserve remains: {left}");
        assert!(spent[299].abs_diff(50) <= 15, "late moves live on the increment: {}", spent[299]);
    }

    /// Every move's (soft, hard) budget over `moves` moves at `base` + `inc`
    /// (ms), each spending its whole soft limit (where a search that is not
    /// in doubt stops; it stops earlier when its best move settles).
    fn human_game(base: u64, inc: u64, moves: usize) -> Vec<(u64, u64)> {
        let mut left = base;
        (0..moves)
            .map(|_| {
                let l = Limits {
                    clock: Some(Clock {
                        wtime_ms: left,
                        btime_ms: left,
                        winc_ms: inc,
                        binc_ms: inc,
                        moves_to_go: None,
                    }),
                    human_pace: true,
                    ..Limits::default()
                };
                let b = l.budget(Color::White).expect("budget");
                left = left.saturating_sub(b.soft_ms) + inc;
                (b.soft_ms, b.hard_ms)
            })
            .collect()
    }

    #[test]
    fn against_a_person_blitz_moves_take_seconds_not_half_a_minute() {
        // 5 + 3: a move in seconds, the first 20 within a third of the base.
        let blitz = human_game(300_000, 3_000, 60);
        assert!(blitz.iter().all(|&(soft, hard)| soft <= 6_000 && hard <= 12_000), "{blitz:?}");
        let first_20: u64 = blitz[..20].iter().map(|b| b.0).sum();
        assert!(first_20 <= 100_000, "first 20 moves: {first_20} ms");
        assert!(blitz[0].0 >= 3_000, "the opening still gets a real think: {:?}", blitz[0]);
        // 3 + 2 and 1 + 0 keep their reserve; 15 + 10 still thinks for real.
        assert!(human_game(180_000, 2_000, 60).iter().all(|&(soft, _)| soft <= 4_000));
        let bullet = human_game(60_000, 0, 80);
        assert!(bullet.iter().all(|&(soft, _)| soft <= 800), "{bullet:?}");
        let rapid = human_game(900_000, 10_000, 40);
        assert!(rapid[0].0 >= 10_000 && rapid[0].0 <= 20_000, "{rapid:?}");
        // The soft limit the search usually stops at is half the hard one.
        let soft = Limits {
            clock: Some(Clock {
                wtime_ms: 300_000,
                btime_ms: 300_000,
                winc_ms: 3_000,
                binc_ms: 3_000,
                moves_to_go: None,
            }),
            human_pace: true,
            ..Limits::default()
        };
        let b = soft.budget(Color::White).expect("budget");
        assert!(b.soft_ms <= 6_000 && b.hard_ms == 2 * b.soft_ms, "{b:?}");
        // Without a person at the board, nothing changes.
        let engine_game = Limits { human_pace: false, ..soft };
        assert!(engine_game.budget(Color::White).expect("budget").soft_ms > 12_000);
    }

    #[test]
    fn the_largest_clock_values_give_a_budget() {
        for (time, inc) in [(u64::MAX, u64::MAX), (0, u64::MAX), (u64::MAX, 0)] {
            let clock =
                Clock { wtime_ms: time, btime_ms: time, winc_ms: inc, binc_ms: inc, moves_to_go: Some(u32::MAX) };
            for human_pace in [false, true] {
                let b = Limits { clock: Some(clock), human_pace, ..Limits::default() }.budget(Color::Black);
                let b = b.expect("budget");
                assert!(b.soft_ms >= 1 && b.hard_ms >= b.soft_ms, "{b:?}");
            }
        }
    }

    #[test]
    fn movetime_is_respected() {
        let l = Limits { movetime_ms: Some(500), ..Limits::default() };
        let b = l.budget(Color::Black).expect("budget");
        assert!(b.hard_ms <= 500 && b.soft_ms == b.hard_ms && !b.paced, "{b:?}");
        assert_eq!(Limits { infinite: true, ..l }.budget(Color::White), None);
    }
}
