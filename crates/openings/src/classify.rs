//! The opening of every ply of a game, for the move list.

use crate::key::PositionKey;
use crate::table::{opening_at, Opening};
use rules::{AnyPosition, Variant};

/// For each ply of a chess game from the standard start (`moves_uci` in UCI,
/// as the store keeps them), the latest named opening reached up to and
/// including that ply: the name stays once the game leaves the book, and a
/// position reached by another move order gets its name.
///
/// The result has one entry per move. A move that is not legal ends the
/// replay; it and the moves after it keep the name reached before it.
pub fn classify<S: AsRef<str>>(moves_uci: &[S]) -> Vec<Option<Opening>> {
    let mut position = AnyPosition::start(Variant::Chess);
    let mut current = None;
    let mut legal = true;
    let mut names = Vec::with_capacity(moves_uci.len());
    for text in moves_uci {
        legal = legal && position.play_uci(text.as_ref()).is_ok();
        if legal {
            if let Some(opening) = PositionKey::of(&position).and_then(opening_at) {
                current = Some(*opening);
            }
        }
        names.push(current);
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(moves: &str) -> Vec<Option<&'static str>> {
        let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
        classify(&moves).into_iter().map(|o| o.map(|o| o.name)).collect()
    }

    #[test]
    fn the_najdorf_by_its_moves() {
        let got = classify(&["e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6"]);
        assert_eq!(got.len(), 10);
        assert_eq!(got[9], Some(Opening { eco: "B90", name: "Sicilian Defense: Najdorf Variation" }));
        assert_eq!(got[0].map(|o| o.name), Some("King's Pawn Game"));
        assert_eq!(got[1].map(|o| o.name), Some("Sicilian Defense"));
    }

    #[test]
    fn a_transposition_is_named() {
        let got = names("g1f3 d7d5 d2d4");
        assert_eq!(
            got,
            [Some("Zukertort Opening"), Some("Zukertort Opening"), Some("Queen's Pawn Game: Zukertort Variation")]
        );
        assert_eq!(names("d2d4 d7d5 g1f3")[2], got[2]);
    }

    #[test]
    fn the_name_stays_after_the_game_leaves_the_book() {
        // The Najdorf, then moves no line of the table plays.
        let got = names("e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 d1d3 h7h5 d3d1 h8h7");
        let najdorf = Some("Sicilian Defense: Najdorf Variation");
        assert_eq!(&got[9..], [najdorf; 5]);
    }

    #[test]
    fn no_moves_no_names_and_an_illegal_move_ends_the_replay() {
        assert!(classify::<String>(&[]).is_empty());
        assert_eq!(names("a2a3"), [Some("Anderssen's Opening")]);
        assert_eq!(names("e2e5 e7e5"), [None, None]);
        let got = names("e2e4 e7e5 e1e3 g1f3");
        assert_eq!(got[2], got[1]);
        assert_eq!(got[3], got[1], "nothing after an illegal move is replayed");
    }

    #[test]
    fn openings_serialize_for_the_app() {
        let opening = classify(&["e2e4"])[0].unwrap();
        assert_eq!(serde_json::to_string(&opening).unwrap(), r#"{"eco":"B00","name":"King's Pawn Game"}"#);
    }
}
