//! Per-move notes of an imported game for the review screen's move list:
//! the NAGs, the comment text, the engine evaluation and the clock that the
//! game's PGN carries for each main-line move ([`GameRecord::annotated_pgn`]).
//!
//! The PGN is read by the rules core's reader (the one the import uses), so
//! the notes line up move for move with [`GameRecord::moves`]. Comments keep
//! their text without the embedded `[%…]` commands ([`commands`]).
//!
//! [`GameRecord::annotated_pgn`]: crate::GameRecord::annotated_pgn
//! [`GameRecord::moves`]: crate::GameRecord::moves

pub mod commands;

pub use commands::Eval;

use crate::error::{Result, StoreError};
use commands::split_comment;
use rules::{PgnGame, PgnMove};
use serde::Serialize;

/// The notes of a game's main line.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameNotes {
    /// The comment before the first move (what the annotator says about the
    /// game as a whole), or the comment of a game without moves, without
    /// commands.
    pub intro: Option<String>,
    /// One entry per main-line move, in order.
    pub moves: Vec<MoveNote>,
}

/// What the PGN says about one main-line move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct MoveNote {
    /// 1-based ply in the main line (the index in [`GameRecord::moves`] plus one).
    ///
    /// [`GameRecord::moves`]: crate::GameRecord::moves
    pub ply: usize,
    /// The move in SAN, as the review's move list writes it.
    pub san: String,
    /// Numeric annotation glyphs, in the order written (`?!` is 6, `??` is 4,
    /// `$14` is 14).
    pub nags: Vec<u8>,
    /// A comment written before this move, after the side lines of the move
    /// before it (never set on the first move: that is [`GameNotes::intro`]).
    pub before: Option<String>,
    /// The comment after the move, without commands.
    pub comment: Option<String>,
    /// The engine evaluation after the move (`%eval`), from White's side.
    pub eval: Option<Eval>,
    /// The mover's clock after the move (`%clk`), in milliseconds.
    pub clock_ms: Option<u64>,
    /// How many side lines the PGN offers instead of this move.
    pub variations: usize,
}

/// The notes of the first game of `pgn`, one per main-line move.
///
/// `%eval` and `%clk` are read from the comment after the move; a comment
/// written after the move's side lines (stored before the next move) gives
/// them too when the move's own comment has none. Fails with
/// [`StoreError::Invalid`] when the text holds no game the reader accepts.
pub fn mainline_notes(pgn: &str) -> Result<GameNotes> {
    let game = rules::read_game(pgn).map_err(|e| StoreError::invalid("PGN", e.to_string()))?;
    Ok(notes_of(&game))
}

/// [`mainline_notes`] of a game already read.
pub fn notes_of(game: &PgnGame) -> GameNotes {
    let intro = match game.moves.first() {
        Some(first) => text_of(&first.comment_before),
        None => text_of(&game.comment),
    };
    let moves = game
        .moves
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let after = split(&mv.comment_after);
            let next_before = split(&game.moves.get(i + 1).and_then(|m| m.comment_before.clone()));
            MoveNote {
                ply: i + 1,
                san: mv.san.clone(),
                nags: mv.nags.clone(),
                before: if i == 0 { None } else { text_of(&mv.comment_before) },
                comment: after.text,
                eval: after.eval.or(next_before.eval),
                clock_ms: after.clock_ms.or(next_before.clock_ms),
                variations: count_lines(mv),
            }
        })
        .collect();
    GameNotes { intro, moves }
}

fn split(comment: &Option<String>) -> commands::CommentParts {
    comment.as_deref().map(split_comment).unwrap_or_default()
}

fn text_of(comment: &Option<String>) -> Option<String> {
    split(comment).text
}

fn count_lines(mv: &PgnMove) -> usize {
    mv.variations.iter().filter(|v| !v.is_empty()).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lichess export with computer analysis (evaluations, clocks,
    /// judgements and the suggested lines).
    const LICHESS: &str = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/q7RtW2xK"]
[White "kestrel_77"]
[Black "Quiet_Bishop"]
[Result "0-1"]
[Annotator "lichess.org"]

1. e4 { [%eval 0.18] [%clk 0:05:00] } 1... e5 { [%eval 0.25] [%clk 0:05:00] } 2. Nf3 { [%eval 0.21] [%clk 0:04:58] } 2... Nc6 { [%eval 0.23] [%clk 0:04:57] } 3. Bc4 { [%eval 0.14] [%clk 0:04:55] } 3... Nd4?! { [%eval 0.95] [%clk 0:04:53] } { Inaccuracy. Nf6 was best. } (3... Nf6 4. Ng5 d5) 4. Nxe5?? { [%eval -3.6] [%clk 0:04:50] } { Blunder. Nxd4 was best. } (4. Nxd4 exd4) 4... Qg5 { [%eval -3.52] [%clk 0:04:41] } 5. Nxf7?? { [%eval #-3] [%clk 0:04:30] } { Checkmate is now unavoidable. Bxf7+ was best. } (5. Bxf7+ Ke7) 5... Qxg2 { [%eval #-2] [%clk 0:04:38] } 6. Rf1 { [%eval #-2] [%clk 0:04:21] } 6... Qxe4+ { [%eval #-1] [%clk 0:04:35] } 7. Be2 { [%eval #-1] [%clk 0:04:19] } 7... Nf3# { [%clk 0:04:31] } { Black wins by checkmate. } 0-1
"#;

    #[test]
    fn a_lichess_analysis_gives_every_move_its_evaluation_clock_and_judgement() {
        let notes = mainline_notes(LICHESS).unwrap();
        assert_eq!(notes.intro, None);
        assert_eq!(notes.moves.len(), 14);
        let first = &notes.moves[0];
        assert_eq!((first.ply, first.san.as_str()), (1, "e4"));
        assert_eq!((first.eval, first.clock_ms, first.comment.as_deref()), (Some(Eval::Cp(18)), Some(300_000), None));
        let nd4 = &notes.moves[5];
        assert_eq!(nd4.nags, [6]);
        assert_eq!(nd4.comment.as_deref(), Some("Inaccuracy. Nf6 was best."));
        assert_eq!((nd4.eval, nd4.clock_ms, nd4.variations), (Some(Eval::Cp(95)), Some(293_000), 1));
        let nxf7 = &notes.moves[8];
        assert_eq!((nxf7.san.as_str(), nxf7.nags.as_slice(), nxf7.eval), ("Nxf7", &[4][..], Some(Eval::Mate(-3))));
        assert_eq!(nxf7.comment.as_deref(), Some("Checkmate is now unavoidable. Bxf7+ was best."));
        let last = notes.moves.last().unwrap();
        assert_eq!((last.san.as_str(), last.eval, last.clock_ms), ("Nf3#", None, Some(271_000)));
        assert_eq!(last.comment.as_deref(), Some("Black wins by checkmate."));
        assert!(notes.moves.iter().all(|m| m.before.is_none()));
    }

    #[test]
    fn an_introduction_and_comments_after_side_lines_have_their_place() {
        let pgn = "[Event \"Lesson\"]\n\n{ [%csl Ge4] Why 1. e4?  It opens lines. } 1. e4 e5 2. Nf3 (2. f4 {The King's Gambit.} exf4) \
                   { [%eval 0.3] Back to the game. } 2... Nc6 $1 $14 { [%cal Gf8b4] } *";
        let notes = mainline_notes(pgn).unwrap();
        assert_eq!(notes.intro.as_deref(), Some("Why 1. e4? It opens lines."));
        assert_eq!(notes.moves[0].before, None, "the first move's comment is the introduction");
        let nf3 = &notes.moves[2];
        assert_eq!((nf3.variations, nf3.comment.as_deref(), nf3.eval), (1, None, Some(Eval::Cp(30))));
        let nc6 = &notes.moves[3];
        assert_eq!(nc6.before.as_deref(), Some("Back to the game."));
        assert_eq!((nc6.nags.as_slice(), nc6.comment.as_deref()), (&[1, 14][..], None));
    }

    #[test]
    fn a_game_without_notes_has_empty_notes_and_text_without_a_game_is_refused() {
        let notes = mainline_notes("1. d4 d5 *").unwrap();
        assert_eq!(notes.moves.iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4", "d5"]);
        assert_eq!(notes.moves[1], MoveNote { ply: 2, san: "d5".into(), ..MoveNote::default() });
        assert_eq!(mainline_notes("").unwrap_err().kind(), "invalid");
        assert_eq!(mainline_notes("1. e4 e5 2. Ke3 *").unwrap_err().kind(), "invalid");
    }

    #[test]
    fn the_comment_of_a_game_without_moves_is_its_introduction() {
        let notes = mainline_notes("[Event \"x\"]\n\n{ [%clk 0:00:00] Black did not appear. } 1-0").unwrap();
        assert_eq!(notes, GameNotes { intro: Some("Black did not appear.".into()), moves: Vec::new() });
    }

    #[test]
    fn the_notes_serialize_in_camel_case() {
        let notes = mainline_notes("1. e4 { [%eval #1] [%clk 0:00:09.5] Only move. } *").unwrap();
        let json = serde_json::to_value(&notes).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "intro": null,
                "moves": [{
                    "ply": 1, "san": "e4", "nags": [], "before": null, "comment": "Only move.",
                    "eval": {"mate": 1}, "clockMs": 9500, "variations": 0
                }]
            })
        );
    }
}
