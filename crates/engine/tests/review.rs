//! The review's marks on a game whose judgement is known: Deep Blue –
//! Kasparov, New York 1997, game 6. 3.Nc3 is the main line of the
//! Caro-Kann and 8.Nxe6 the sacrifice that won the game: neither may be
//! called a mistake. At the review's budget this takes about 15 s in
//! release, so it runs there (`scripts/test.sh`: `--release … -- --include-ignored`).

use engine::review::{analyse, review_engine, MarkKind, NODES};
use rules::{AnyPosition, Variant};

const GAME: &str = "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7 Ng5 Ngf6 Bd3 e6 N1f3 h6 Nxe6 Qe7 O-O fxe6 Bg6+ Kd8 \
                    Bf4 b5 a4 Bb7 Re1 Nd5 Bg3 Kc8 axb5 cxb5 Qd3 Bc6 Bf5 exf5 Rxe7 Bxe7 c4";

#[test]
#[ignore = "release only: cargo test --release -p maharajah-engine --test review -- --include-ignored"]
fn deep_blue_kasparov_1997_game_6() {
    let mut pos = AnyPosition::start(Variant::Chess);
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    for san in GAME.split_whitespace() {
        moves.push(pos.play_san(san).expect(san).uci);
        positions.push(pos.clone());
    }
    let engine = review_engine();
    let mut checked = 0;
    let (evals, marks) = analyse(&engine, &positions, &moves, NODES, |p| checked += usize::from(p.checking), || false)
        .expect("not cancelled");
    assert_eq!(evals.len(), positions.len());
    let mark = |ply: usize| marks.iter().find(|m| m.ply == ply).map(|m| m.kind);
    eprintln!("marks: {marks:?} (second pass: {checked} positions)");
    assert_eq!(mark(5), None, "3.Nc3 is the main line");
    assert!(!matches!(mark(15), Some(MarkKind::Mistake | MarkKind::Blunder)), "8.Nxe6 won the game: {:?}", mark(15));
    // The game's end is White's: after 19.c4 Black resigned.
    assert!(evals.last().expect("evals").cp > 200, "{:?}", evals.last());
}
