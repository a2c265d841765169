//! Training positions for the evaluation network from the engine's own games
//! (`arena datagen`).
//!
//! The engine plays itself at a fixed node count from a mix of starts: random
//! legal Maharajah armies, armies shaped like the orthodox one, classic
//! chess and Mirodol, each followed by a few random plies so that no two
//! games of a seed repeat. Every quiet position of a game (not in check, the
//! searched best move neither a capture nor a promotion, the score not a
//! mate) is kept with its search score and, once the game is over, the
//! game's result. A fixed node count with one thread makes a seed's games
//! the same on every machine, so the data is regenerated, never committed.
//!
//! One line per position, fields separated by `|`:
//! `variant|FEN|score|result`, where the score is the search's centipawns
//! from White's view and the result is White's score (`1`, `0.5`, `0`).

use engine::{Engine, EngineConfig, Evaluation, Limits, Score};
use rules::random::Rng;
use rules::{AnyPosition, Color, Variant};
use std::io::Write;

/// What a data generation run plays.
#[derive(Clone, Copy, Debug)]
pub struct DatagenConfig {
    /// Games to play.
    pub games: usize,
    /// Nodes searched per move.
    pub nodes: u64,
    /// Seed of the starts and the random opening plies.
    pub seed: u64,
    /// The evaluation the players search with (a later network learns from the games of the one before).
    pub evaluation: Evaluation,
}

/// Plies after which a game still going is scored a draw.
const MAX_PLIES: usize = 320;
/// A score this large (centipawns, either side) held for
/// [`DECISIVE_PLIES`] plies in a row ends the game as a win: the rest of it
/// teaches the network little and costs most of the time.
const DECISIVE_CP: i32 = 1_200;
/// See [`DECISIVE_CP`].
const DECISIVE_PLIES: usize = 6;
/// From this ply on, a score within [`DRAWN_CP`] for [`DRAWN_PLIES`] plies
/// in a row ends the game as a draw.
const DRAWN_FROM_PLY: usize = 120;
/// See [`DRAWN_FROM_PLY`].
const DRAWN_CP: i32 = 8;
/// See [`DRAWN_FROM_PLY`].
const DRAWN_PLIES: usize = 16;
/// Scores beyond this are not kept (won positions whose exact score says nothing).
const KEPT_CP: i32 = 3_000;

/// What went wrong while generating data.
#[derive(Debug, thiserror::Error)]
pub enum DatagenError {
    /// The output could not be written, or the input read.
    #[error("reading or writing the data: {0}")]
    Write(#[from] std::io::Error),
    /// An input line of `relabel` is not `variant|FEN|score|result`.
    #[error("line {line}: {reason}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
}

/// What a run produced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DatagenSummary {
    /// Games played.
    pub games: usize,
    /// Positions written.
    pub positions: usize,
    /// Games won by White, drawn, won by Black.
    pub results: [usize; 3],
}

/// The start of game `game` of a run: its variant's mix and a few random plies.
/// Three games in eight start from random armies, two from orthodox-shaped
/// ones, two from classic chess and one from Mirodol.
pub fn start_position(game: usize, rng: &mut Rng) -> AnyPosition {
    let base: AnyPosition = match game % 8 {
        0..=2 => rules::random::random_maharajah_start(rng).into(),
        3 | 4 => rules::random::random_shaped_start(rng).into(),
        5 | 6 => AnyPosition::start(Variant::Chess),
        _ => AnyPosition::start(Variant::Mirodol),
    };
    // Random armies differ already; fixed starts need more random plies to.
    let plies = if game % 8 < 5 { 2 + rng.below(3) } else { 6 + rng.below(5) };
    after_random_plies(&base, plies, rng)
}

/// `base` after `plies` random legal moves, tried again (up to 20 times)
/// when the game ends on the way; `base` itself when every try does.
pub fn after_random_plies(base: &AnyPosition, plies: usize, rng: &mut Rng) -> AnyPosition {
    for _ in 0..20 {
        let mut pos = base.clone();
        let mut alive = true;
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                alive = false;
                break;
            }
            let m = rng.pick(&moves).uci.clone();
            if pos.play_uci(&m).is_err() {
                alive = false;
                break;
            }
        }
        if alive && pos.outcome().is_none() {
            return pos;
        }
    }
    base.clone()
}

/// One line of a data file, `variant|FEN|score|result`: what `generate`
/// and `relabel` write and the trainer reads, in one place.
#[derive(Clone, Debug, PartialEq)]
pub struct DataLine {
    /// The position's variant.
    pub variant: Variant,
    /// The position, as the line holds it.
    pub fen: String,
    /// The search's score, centipawns from White's view.
    pub white_cp: i32,
    /// White's score in the game: 1, 0.5 or 0.
    pub white_result: f32,
}

impl DataLine {
    /// Reads a line's four fields (the FEN is read by [`DataLine::position`]).
    pub fn parse(line: &str) -> Result<DataLine, String> {
        let fields: Vec<&str> = line.split('|').collect();
        let [variant, fen, score, result] = fields[..] else {
            return Err(format!("{} fields, expected 4", fields.len()));
        };
        Ok(DataLine {
            variant: variant.parse().map_err(|e| format!("{e}"))?,
            fen: fen.to_string(),
            white_cp: score.parse().map_err(|_| format!("score '{score}' is not a whole number"))?,
            white_result: match result {
                "1" => 1.0,
                "0.5" => 0.5,
                "0" => 0.0,
                other => return Err(format!("result '{other}' is not 1, 0.5 or 0")),
            },
        })
    }

    /// The line's position.
    pub fn position(&self) -> Result<AnyPosition, String> {
        AnyPosition::from_fen(self.variant, &self.fen).map_err(|e| format!("{e}"))
    }
}

impl std::fmt::Display for DataLine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let result = match self.white_result {
            r if r > 0.75 => "1",
            r if r < 0.25 => "0",
            _ => "0.5",
        };
        write!(f, "{}|{}|{}|{result}", self.variant, self.fen, self.white_cp)
    }
}

/// Plays one game with `engine` from `start`; returns the kept positions and White's score.
fn play_game(engine: &Engine, start: AnyPosition, nodes: u64) -> (Vec<DataLine>, f32) {
    engine.new_game();
    let mut pos = start;
    let mut kept = Vec::new();
    let (mut decisive, mut drawn) = (0usize, 0usize);
    let mut last_sign = 0;
    for ply in 0..MAX_PLIES {
        if let Some(outcome) = pos.outcome() {
            let white = match outcome.winner() {
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
                None => 0.5,
            };
            return (kept, white);
        }
        let report = engine.search(&pos, Limits { nodes: Some(nodes), ..Limits::default() });
        let Some(best) = report.best_move else { break };
        let white_sign = if pos.side_to_move() == Color::White { 1 } else { -1 };
        let white_cp = report.score.as_cp().clamp(-100_000, 100_000) * white_sign;
        let quiet_move =
            pos.legal_moves().iter().find(|m| m.uci == best).is_some_and(|m| !m.capture && m.promotion.is_none());
        if quiet_move && !pos.in_check() && matches!(report.score, Score::Cp(c) if c.abs() <= KEPT_CP) {
            kept.push(DataLine { variant: pos.variant(), fen: pos.fen(), white_cp, white_result: 0.5 });
        }
        let sign = white_cp.signum();
        if white_cp.abs() >= DECISIVE_CP && (sign == last_sign || decisive == 0) {
            decisive += 1;
        } else {
            decisive = usize::from(white_cp.abs() >= DECISIVE_CP);
        }
        last_sign = sign;
        if decisive >= DECISIVE_PLIES {
            return (kept, if sign > 0 { 1.0 } else { 0.0 });
        }
        drawn = if ply >= DRAWN_FROM_PLY && white_cp.abs() <= DRAWN_CP { drawn + 1 } else { 0 };
        if drawn >= DRAWN_PLIES {
            return (kept, 0.5);
        }
        if pos.play_uci(&best).is_err() {
            break;
        }
    }
    (kept, 0.5)
}

/// Plays `config.games` games and writes their kept positions to `out`,
/// calling `progress` after each game.
pub fn generate(
    config: DatagenConfig,
    out: &mut impl Write,
    mut progress: impl FnMut(usize, &DatagenSummary),
) -> Result<DatagenSummary, DatagenError> {
    let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    engine.set_evaluation(config.evaluation);
    let mut rng = Rng::new(config.seed);
    let mut summary = DatagenSummary::default();
    for game in 0..config.games {
        let start = start_position(game, &mut rng);
        let (mut kept, white) = play_game(&engine, start, config.nodes);
        summary.results[match white {
            w if w > 0.75 => 0,
            w if w < 0.25 => 2,
            _ => 1,
        }] += 1;
        for line in &mut kept {
            line.white_result = white;
            writeln!(out, "{line}")?;
        }
        out.flush()?;
        summary.games += 1;
        summary.positions += kept.len();
        progress(game, &summary);
    }
    Ok(summary)
}

/// What [`relabel`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RelabelSummary {
    /// Positions searched again.
    pub searched: usize,
    /// Of those, written with their new score.
    pub kept: usize,
}

/// Labels again the positions of an `arena datagen` file, lines
/// `first..first + count` (0-based), with a search of `nodes` nodes: a
/// deeper search than the game's gives the network a better score to learn.
/// Each line is written back with its new score and its game's result; a
/// position whose new score is a mate or beyond [`KEPT_CP`] is dropped, as
/// `generate` would have dropped it. Every position is searched from a new
/// game, so its label does not depend on the lines before it, and one
/// thread at fixed nodes gives the same file on every machine.
pub fn relabel(
    input: impl std::io::BufRead,
    out: &mut impl Write,
    nodes: u64,
    evaluation: Evaluation,
    lines: std::ops::Range<usize>,
    mut progress: impl FnMut(&RelabelSummary),
) -> Result<RelabelSummary, DatagenError> {
    let engine = Engine::new(EngineConfig { threads: 1, hash_mb: 16 });
    engine.set_evaluation(evaluation);
    let mut summary = RelabelSummary::default();
    for (n, line) in input.lines().enumerate().skip(lines.start).take(lines.len()) {
        let bad = |reason: String| DatagenError::Line { line: n + 1, reason };
        let mut data = DataLine::parse(&line?).map_err(bad)?;
        let pos = data.position().map_err(bad)?;
        engine.new_game();
        let report = engine.search(&pos, Limits { nodes: Some(nodes), ..Limits::default() });
        summary.searched += 1;
        if let Score::Cp(cp) = report.score {
            if cp.abs() <= KEPT_CP {
                data.white_cp = if pos.side_to_move() == Color::White { cp } else { -cp };
                writeln!(out, "{data}")?;
                summary.kept += 1;
            }
        }
        if summary.searched % 1_000 == 0 {
            out.flush()?;
            progress(&summary);
        }
    }
    out.flush()?;
    Ok(summary)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_starts_and_every_variant_appears() {
        let starts = |seed| {
            let mut rng = Rng::new(seed);
            (0..8).map(|g| start_position(g, &mut rng).fen()).collect::<Vec<_>>()
        };
        assert_eq!(starts(5), starts(5));
        assert_ne!(starts(5), starts(6));
        let mut rng = Rng::new(5);
        let variants: Vec<Variant> = (0..8).map(|g| start_position(g, &mut rng).variant()).collect();
        for v in Variant::ALL {
            assert!(variants.contains(&v), "{v} missing from {variants:?}");
        }
    }

    #[test]
    fn a_data_line_reads_back_to_the_same_text_and_a_bad_field_is_named() {
        let text = "maharajah|p7/8/1p4pk/PP1PPq2/1P1b1P1p/P1R3PP/1P5P/5KQ1 b - - 0 42 wb a8|-603|0";
        let line = DataLine::parse(text).expect("valid");
        assert_eq!((line.white_cp, line.white_result), (-603, 0.0));
        assert_eq!(line.to_string(), text);
        assert!(line.position().is_ok());
        assert_eq!(DataLine::parse("chess|x|1").unwrap_err(), "3 fields, expected 4");
        assert_eq!(DataLine::parse("chess|x|1.5|1").unwrap_err(), "score '1.5' is not a whole number");
        assert_eq!(DataLine::parse("chess|x|1|2").unwrap_err(), "result '2' is not 1, 0.5 or 0");
        assert!(DataLine::parse("chess|not a fen|1|1").expect("fields").position().is_err());
    }

    #[test]
    fn relabelling_searches_each_line_again_and_keeps_its_result() {
        let text = "chess|4k3/8/8/8/8/8/8/3QK3 b - - 0 1|25|0\n\
                    chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|10|0.5\n\
                    chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|10|0.5\n";
        let run = |lines| {
            let mut out = Vec::new();
            let summary =
                relabel(text.as_bytes(), &mut out, 2_000, Evaluation::Handwritten, lines, |_| {}).expect("valid lines");
            (summary, String::from_utf8(out).expect("utf-8"))
        };
        let (summary, out) = run(0..2);
        assert_eq!(summary, RelabelSummary { searched: 2, kept: 2 }, "the third line is not asked for");
        let first: Vec<&str> = out.lines().next().expect("a line").split('|').collect();
        assert_eq!(first[3], "0", "the game's result stays");
        let white_cp: i32 = first[2].parse().expect("a score");
        assert!(white_cp > 500, "a queen up for White, Black to move: {white_cp} from White's view");
        assert_eq!(run(1..3).1.lines().next(), run(2..3).1.lines().next(), "a line's label ignores the lines before");
        let err =
            relabel("chess|not a fen|0|1\n".as_bytes(), &mut Vec::new(), 100, Evaluation::Handwritten, 0..1, |_| {});
        assert!(matches!(err, Err(DatagenError::Line { line: 1, .. })), "{err:?}");
    }

    #[test]
    fn a_short_run_writes_labelled_positions_that_parse_back() {
        let mut out = Vec::new();
        let config = DatagenConfig { games: 2, nodes: 200, seed: 1, evaluation: Evaluation::Handwritten };
        let summary = generate(config, &mut out, |_, _| {}).expect("in memory");
        assert_eq!(summary.games, 2);
        let text = String::from_utf8(out).expect("utf-8");
        assert_eq!(text.lines().count(), summary.positions);
        for line in text.lines() {
            let fields: Vec<&str> = line.split('|').collect();
            assert_eq!(fields.len(), 4, "{line}");
            let variant: Variant = fields[0].parse().expect("variant");
            assert!(AnyPosition::from_fen(variant, fields[1]).is_ok(), "{line}");
            assert!(fields[2].parse::<i32>().is_ok_and(|s| s.abs() <= KEPT_CP), "{line}");
            assert!(["1", "0.5", "0"].contains(&fields[3]), "{line}");
        }
    }
}
