//! A match as PGN, so LAN and online games are saved and reviewed like
//! every other game: the moves with `[%clk h:mm:ss]` comments (the mover's
//! time left after each move), `TimeControl`, `Termination`, and the exact
//! reason in a `Reason` tag (the id the app translates: `resignation`,
//! `no-first-move`, …).

use crate::state::MatchState;
use rules::{with_position, PgnGame};

/// `ms` as `h:mm:ss` (whole seconds, rounded down), as `[%clk]` writes it.
pub fn clk(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

impl MatchState {
    /// The game as PGN text with `tags` (Event, Site, Date, White, Black, …)
    /// first; `None` before play has begun.
    pub fn to_pgn(&self, tags: &[(&str, &str)]) -> Option<String> {
        let start = self.start.as_ref()?;
        let result = self.ending.map(|e| e.result_string()).unwrap_or("*");
        let mut all: Vec<(String, String)> = tags.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        if let Some(tc) = self.config.time.map(|t| t.pgn_tag()) {
            all.push(("TimeControl".into(), tc));
        }
        if let Some(ending) = self.ending {
            all.push(("Termination".into(), ending.termination().into()));
            all.push(("Reason".into(), ending.id().into()));
        }
        let mut game = with_position!(start, p => {
            let mut pos = p.clone();
            let mut moves = Vec::with_capacity(self.moves.len());
            for record in &self.moves {
                let m = pos.parse_uci(&record.uci).ok()?;
                pos.make(m);
                moves.push(m);
            }
            PgnGame::from_moves(&all, p, &moves, result).ok()?
        });
        let first = start.side_to_move();
        for (i, (written, record)) in game.moves.iter_mut().zip(&self.moves).enumerate() {
            let mover = if i % 2 == 0 { first } else { first.flip() };
            if let Some(clocks) = record.clocks {
                written.comment_after = Some(format!("[%clk {}]", clk(clocks[mover.index()])));
            }
        }
        Some(game.to_pgn())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_comments_read_as_hours_minutes_seconds() {
        assert_eq!(clk(0), "0:00:00");
        assert_eq!(clk(299_999), "0:04:59");
        assert_eq!(clk(3_723_000), "1:02:03");
    }
}
