//! Engine-versus-engine games with real Fischer clocks: the measuring stick
//! for time management (no loss on time), the level ladder, thread scaling
//! and strength against a fixed baseline.

use crate::{Clock, Engine, Limits};
use rules::outcome::Outcome;
use rules::{AnyPosition, Color, Kind};
use std::time::Instant;

/// Who plays a side in an arena game.
pub enum Player<'a> {
    /// The engine with these limits (the clock is filled in per move).
    Engine(&'a Engine, Limits),
    /// A fixed 2-ply material-only searcher, the strength baseline.
    Baseline,
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
            End::Time { loser: Color::White } => 0.0,
            End::Time { loser: Color::Black } => 1.0,
            End::PlyLimit => 0.5,
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
}

/// Plays one game from `start`; `clock` is (base, increment) in milliseconds.
pub fn play(
    white: &Player,
    black: &Player,
    start: &AnyPosition,
    clock: Option<(u64, u64)>,
    max_plies: usize,
) -> ArenaGame {
    let mut pos = start.clone();
    let mut left = clock.map(|(base, _)| [base as i64, base as i64]);
    let inc = clock.map(|c| c.1).unwrap_or(0);
    let mut moves = Vec::new();
    let mut min_left: Option<i64> = None;
    loop {
        if let Some(o) = pos.outcome() {
            return ArenaGame { end: End::Rules(o), moves, min_left_ms: min_left };
        }
        if moves.len() >= max_plies {
            return ArenaGame { end: End::PlyLimit, moves, min_left_ms: min_left };
        }
        let side = pos.side_to_move();
        let player = if side == Color::White { white } else { black };
        let started = Instant::now();
        let mv = match player {
            Player::Engine(engine, limits) => {
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
                engine.search(&pos, l).best_move
            }
            Player::Baseline => baseline_move(&pos),
        };
        let spent = started.elapsed().as_millis() as i64;
        if let Some(t) = left.as_mut() {
            let i = side.index();
            t[i] -= spent;
            if t[i] < 0 {
                return ArenaGame { end: End::Time { loser: side }, moves, min_left_ms: Some(t[i]) };
            }
            min_left = Some(min_left.map_or(t[i], |m: i64| m.min(t[i])));
            t[i] += inc as i64;
        }
        let Some(mv) = mv else {
            // No move although the rules say the game goes on: cannot happen; treat as a loss.
            return ArenaGame { end: End::Time { loser: side }, moves, min_left_ms: min_left };
        };
        pos.play_uci(&mv).expect("engine plays legal moves");
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
