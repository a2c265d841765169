//! A Fischer time control, as every part of the workspace names it: the
//! app's clock and the match's, the store's records, the wire's settings
//! and the PGN `TimeControl` tag. It lives with the rules because a game's
//! record (PGN) carries it.

/// A Fischer time control: base time per side plus an increment added to the
/// mover's clock after each move. On the wire and in settings it reads
/// `{"base_ms": 300000, "increment_ms": 2000}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TimeControl {
    /// Starting time of each side, milliseconds.
    pub base_ms: u64,
    /// Added to the mover's clock after each of its moves, milliseconds.
    pub increment_ms: u64,
}

impl TimeControl {
    /// The PGN `TimeControl` tag value, in seconds: `300+2`, `600` without
    /// an increment, `90.5` for parts of a second.
    pub fn pgn_tag(&self) -> String {
        let secs = |ms: u64| {
            if ms.is_multiple_of(1000) {
                (ms / 1000).to_string()
            } else {
                format!("{}", ms as f64 / 1000.0)
            }
        };
        if self.increment_ms == 0 {
            secs(self.base_ms)
        } else {
            format!("{}+{}", secs(self.base_ms), secs(self.increment_ms))
        }
    }

    /// A PGN `TimeControl` tag value as a Fischer clock (`300+2`, `600`);
    /// `None` for anything else (`?`, `-`, moves-per-period controls).
    pub fn from_pgn_tag(text: &str) -> Option<TimeControl> {
        let (base, inc) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let ms = |s: &str| -> Option<u64> {
            let v: f64 = s.parse().ok()?;
            (0.0..1e12).contains(&v).then(|| (v * 1000.0).round() as u64)
        };
        Some(TimeControl { base_ms: ms(base)?, increment_ms: ms(inc)? })
    }
}

#[cfg(test)]
mod tests {
    use super::TimeControl;

    #[test]
    fn the_pgn_tag_is_in_seconds_and_reads_back() {
        let tc = TimeControl { base_ms: 300_000, increment_ms: 2_000 };
        assert_eq!(tc.pgn_tag(), "300+2");
        assert_eq!(TimeControl::from_pgn_tag("300+2"), Some(tc));
        assert_eq!(TimeControl { base_ms: 90_500, increment_ms: 0 }.pgn_tag(), "90.5");
        assert_eq!(TimeControl::from_pgn_tag("600"), Some(TimeControl { base_ms: 600_000, increment_ms: 0 }));
        assert_eq!(TimeControl::from_pgn_tag("?"), None);
        assert_eq!(TimeControl::from_pgn_tag("40/7200"), None);
        assert_eq!(TimeControl::from_pgn_tag("-5"), None);
    }
}
