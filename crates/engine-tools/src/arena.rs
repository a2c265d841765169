//! Engine-versus-engine games with real Fischer clocks: the measuring stick
//! for time management (no loss on time), the level ladder, thread scaling
//! and strength against a fixed baseline or an external UCI engine
//! (Fairy-Stockfish: `arena fairy`).

use crate::external::{ExternalEngine, ExternalError};
use engine::{Clock, Engine, Limits};
use rules::outcome::Outcome;
use rules::{AnyPosition, Color, Kind};
use std::cell::RefCell;
use std::time::Instant;

/// Who plays a side in an arena game.
pub enum Player<'a> {
    /// The engine with these limits (the clock is filled in per move).
    Engine(&'a Engine, Limits),
    /// A fixed 2-ply material-only searcher, the strength baseline.
    Baseline,
    /// An external UCI engine with these limits (the clock is filled in per
    /// move, exactly as for [`Player::Engine`]). A `RefCell` because talking
    /// to it needs `&mut` while both sides are borrowed for the game.
    External(&'a RefCell<ExternalEngine>, Limits),
}

/// How an arena game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The rules ended it.
    Rules(Outcome),
    /// A side ran out of time.
    Time {
        /// The side that flagged.
        loser: Color,
    },
    /// Adjudicated as a draw after the ply limit.
    PlyLimit,
    /// A side played a move our rules core refuses (or no move in a live
    /// position): a loss, kept apart from the rules' results because it means
    /// the two programs disagree about the rules.
    Illegal {
        /// The side that moved illegally.
        loser: Color,
    },
    /// An external engine failed (exited, stopped answering, protocol
    /// error): a loss for its side, kept apart so a broken setup is not
    /// mistaken for weak play.
    Failure {
        /// The side whose engine failed.
        loser: Color,
    },
}

impl End {
    /// 1.0 for a White win, 0.5 draw, 0.0 Black win.
    pub fn white_score(self) -> f64 {
        match self {
            End::Rules(o) => match o.winner() {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            },
            End::Time { loser: Color::White }
            | End::Illegal { loser: Color::White }
            | End::Failure { loser: Color::White } => 0.0,
            End::Time { loser: Color::Black }
            | End::Illegal { loser: Color::Black }
            | End::Failure { loser: Color::Black } => 1.0,
            End::PlyLimit => 0.5,
        }
    }

    /// The result as PGN and the arena's log write it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_text(self) -> &'static str {
        match self.white_score() {
            s if s > 0.5 => "1-0",
            s if s < 0.5 => "0-1",
            _ => "1/2-1/2",
        }
    }
}

/// A finished arena game.
#[derive(Clone, Debug)]
pub struct ArenaGame {
    /// How it ended.
    pub end: End,
    /// Moves in UCI notation.
    pub moves: Vec<String>,
    /// Least time either side had left after a move (ms), if clocked.
    pub min_left_ms: Option<i64>,
    /// The same per side (White, Black): who came close to flagging.
    pub min_left_by_side: [Option<i64>; 2],
    /// Details of an [`End::Illegal`] or [`End::Failure`] (the move and the
    /// rules core's reason, or the external engine's error).
    pub note: Option<String>,
}

impl ArenaGame {
    /// The game in PGN (SAN, `[FEN]` for a non-standard start, the result from
    /// White's side), so a match's games can be studied in any PGN viewer or
    /// in the app. Stops before the first move that is not legal (an
    /// [`End::Illegal`] game keeps the moves before it).
    pub fn pgn(&self, start: &AnyPosition, tags: &[(&str, &str)]) -> String {
        let result = self.end.result_text();
        rules::with_position!(start, p => {
            let mut pos = p.clone();
            let mut moves = Vec::with_capacity(self.moves.len());
            for text in &self.moves {
                let Ok(m) = pos.parse_uci(text) else { break };
                moves.push(m);
                pos.make(m);
            }
            rules::write_game(tags, p, &moves, result)
        })
    }
}

/// Plays one game from `start`; `clock` is (base, increment) in milliseconds.
/// Each side is charged the wall time of its move, external engines
/// included. Never panics on a bad move: an illegal move or a failed external
/// engine ends the game as [`End::Illegal`] / [`End::Failure`].
pub fn play(
    white: &Player,
    black: &Player,
    start: &AnyPosition,
    clock: Option<(u64, u64)>,
    max_plies: usize,
) -> ArenaGame {
    let start_fen = start.fen();
    let mut pos = start.clone();
    let mut left = clock.map(|(base, _)| [base as i64, base as i64]);
    let inc = clock.map(|c| c.1).unwrap_or(0);
    let mut moves = Vec::new();
    // Least time left after a move, per side.
    let mut low: [Option<i64>; 2] = [None, None];
    let finish = |end: End, moves: Vec<String>, low: [Option<i64>; 2], note: Option<String>| ArenaGame {
        end,
        moves,
        min_left_ms: low.iter().flatten().copied().min(),
        min_left_by_side: low,
        note,
    };
    let external_failure = |loser: Color, e: &ExternalError| match e {
        ExternalError::Timeout { .. } => End::Time { loser },
        _ => End::Failure { loser },
    };
    for (color, player) in [(Color::White, white), (Color::Black, black)] {
        if let Player::External(ext, _) = player {
            if let Err(e) = ext.borrow_mut().new_game() {
                return finish(external_failure(color, &e), moves, low, Some(e.to_string()));
            }
        }
    }
    loop {
        if let Some(o) = pos.outcome() {
            return finish(End::Rules(o), moves, low, None);
        }
        if moves.len() >= max_plies {
            return finish(End::PlyLimit, moves, low, None);
        }
        let side = pos.side_to_move();
        let i = side.index();
        let player = if side == Color::White { white } else { black };
        let with_clock = |limits: &Limits| {
            let mut l = *limits;
            if let Some(t) = left {
                l.clock = Some(Clock {
                    wtime_ms: t[0].max(0) as u64,
                    btime_ms: t[1].max(0) as u64,
                    winc_ms: inc,
                    binc_ms: inc,
                    moves_to_go: None,
                });
            }
            l
        };
        let started = Instant::now();
        let mv = match player {
            Player::Engine(engine, limits) => Ok(engine.search(&pos, with_clock(limits)).best_move),
            Player::Baseline => Ok(baseline_move(&pos)),
            Player::External(ext, limits) => ext.borrow_mut().best_move(&start_fen, &moves, side, &with_clock(limits)),
        };
        let spent = started.elapsed().as_millis() as i64;
        if let Some(t) = left.as_mut() {
            t[i] -= spent;
            low[i] = Some(low[i].map_or(t[i], |m: i64| m.min(t[i])));
            if t[i] < 0 {
                return finish(End::Time { loser: side }, moves, low, mv.err().map(|e| e.to_string()));
            }
            t[i] += inc as i64;
        }
        let mv = match mv {
            Ok(Some(mv)) => mv,
            // No move although the rules say the game goes on.
            Ok(None) => {
                return finish(End::Illegal { loser: side }, moves, low, Some("no move in a live position".into()))
            }
            Err(e) => return finish(external_failure(side, &e), moves, low, Some(e.to_string())),
        };
        if let Err(e) = pos.play_uci(&mv) {
            let note = format!("{mv}: {e} (after {} plies from {start_fen})", moves.len());
            return finish(End::Illegal { loser: side }, moves, low, Some(note));
        }
        moves.push(mv);
    }
}

fn material(pos: &AnyPosition, color: Color) -> i32 {
    pos.pieces()
        .iter()
        .filter(|(_, p)| p.color == color && p.kind != Kind::King)
        .map(|(_, p)| match p.kind {
            Kind::Pawn => 100,
            k => k.cost() as i32 * 100,
        })
        .sum()
}

/// The baseline: best material balance after two plies (own move, best reply), first found on ties.
pub fn baseline_move(pos: &AnyPosition) -> Option<String> {
    let me = pos.side_to_move();
    let mut best: Option<(i32, String)> = None;
    for m in pos.legal_moves() {
        let mut after = pos.clone();
        after.play_uci(&m.uci).ok()?;
        let score = match after.outcome() {
            Some(Outcome::Checkmate { .. }) => 100_000,
            Some(_) => 0,
            None => after
                .legal_moves()
                .iter()
                .map(|r| {
                    let mut reply = after.clone();
                    let _ = reply.play_uci(&r.uci);
                    match reply.outcome() {
                        Some(Outcome::Checkmate { .. }) => -100_000,
                        Some(_) => 0,
                        None => material(&reply, me) - material(&reply, me.flip()),
                    }
                })
                .min()
                .unwrap_or(0),
        };
        if best.as_ref().is_none_or(|(s, _)| score > *s) {
            best = Some((score, m.uci));
        }
    }
    best.map(|(_, m)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    #[test]
    fn a_game_exports_as_pgn_from_its_start_and_reads_back() {
        let fen = "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb";
        let start = AnyPosition::from_fen(Variant::Maharajah, fen).unwrap();
        let game = ArenaGame {
            end: End::Time { loser: Color::Black },
            moves: vec!["e2e4".into(), "e7e5".into(), "not-a-move".into(), "d2d4".into()],
            min_left_ms: None,
            min_left_by_side: [None, None],
            note: None,
        };
        let text = game.pgn(&start, &[("Event", "arena fairy"), ("White", "Maharajah")]);
        let back = rules::read_game(&text).expect("the export reads back");
        assert_eq!(back.moves.len(), 2, "moves stop at the first one that is not legal");
        assert_eq!(back.result, "1-0");
        assert_eq!(back.tag("White"), Some("Maharajah"));
        assert!(text.contains("[FEN \"bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1"), "{text}");
    }
}
