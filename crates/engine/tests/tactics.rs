//! The engine finds mates with every compound piece and the Archer, avoids
//! stalemating when winning, and takes free material. Each mate distance is
//! confirmed by an exhaustive search through the rules core first, so the
//! test checks the engine, not a guess.

use engine::{Engine, EngineConfig, Limits, Score};
use rules::{AnyPosition, Board10, Board8, Geometry, Position, Variant};

/// Whether the side to move mates in at most `n` moves (exhaustive).
fn mates_within<G: Geometry>(pos: &mut Position<G>, n: u32) -> bool {
    let moves = pos.legal_moves();
    for &m in moves.iter() {
        let undo = pos.make(m);
        let replies = pos.legal_moves();
        let wins = if replies.is_empty() {
            pos.in_check()
        } else if n > 1 {
            replies.iter().all(|&r| {
                let u = pos.make(r);
                let ok = mates_within(pos, n - 1);
                pos.undo(r, u);
                ok
            })
        } else {
            false
        };
        pos.undo(m, undo);
        if wins {
            return true;
        }
    }
    false
}

fn exact_mate_distance(variant: Variant, fen: &str, n: u32) -> bool {
    fn check<G: Geometry>(variant: Variant, fen: &str, n: u32) -> bool {
        let mut p = Position::<G>::from_fen(variant, fen).expect("fen");
        mates_within(&mut p, n) && (n == 1 || !mates_within(&mut p, n - 1))
    }
    if variant.is_large() {
        check::<Board10>(variant, fen, n)
    } else {
        check::<Board8>(variant, fen, n)
    }
}

fn engine() -> Engine {
    Engine::new(EngineConfig { threads: 1, hash_mb: 8 })
}

const MATES: [(&str, Variant, &str, i32); 12] = [
    ("Maharajah", Variant::Maharajah, "k7/8/2K5/8/8/8/8/6M1 w - - 0 1", 1),
    ("Maharajah", Variant::Maharajah, "k7/8/8/2K5/8/8/8/6M1 w - - 0 1", 2),
    ("Maharajah", Variant::Maharajah, "8/8/8/8/2k5/8/8/K5M1 w - - 0 1", 3),
    ("Chancellor", Variant::Maharajah, "4k3/8/4K3/8/8/8/8/C7 w - - 0 1", 1),
    ("Chancellor", Variant::Maharajah, "k7/8/2K5/8/8/8/8/7C w - - 0 1", 2),
    ("Chancellor", Variant::Maharajah, "k7/8/8/3K4/8/8/8/7C w - - 0 1", 3),
    ("Archbishop", Variant::Maharajah, "k7/2K5/8/1A6/8/8/8/8 w - - 0 1", 1),
    ("Archbishop", Variant::Maharajah, "8/k1K5/8/8/8/8/8/5A2 w - - 0 1", 2),
    ("Archbishop", Variant::Maharajah, "k7/3K4/8/8/8/8/8/5A2 w - - 0 1", 3),
    ("Archer", Variant::Mirodol, "10/10/10/10/10/10/6A3/10/2K7/k9 w - - 0 1", 1),
    ("Archer", Variant::Mirodol, "10/10/10/10/10/10/10/4A5/k1K7/10 w - - 0 1", 2),
    ("Archer", Variant::Mirodol, "10/10/10/10/10/10/10/4A5/3K6/k9 w - - 0 1", 3),
];

#[test]
fn finds_mate_in_one_two_and_three_with_every_compound_piece_and_the_archer() {
    let e = engine();
    for (piece, variant, fen, n) in MATES {
        assert!(exact_mate_distance(variant, fen, n as u32), "{piece}: reference says not mate in exactly {n}: {fen}");
        e.new_game();
        let pos = AnyPosition::from_fen(variant, fen).expect("fen");
        let r = e.search(&pos, Limits { depth: Some(2 * n as u32 + 3), ..Limits::default() });
        assert_eq!(r.score, Score::Mate(n), "{piece} mate in {n}: {fen} gave {:?}", r.pv);
        let mut after = pos.clone();
        after.play_uci(r.best_move.as_deref().expect("move")).expect("legal");
        if n == 1 {
            assert!(matches!(after.outcome(), Some(rules::outcome::Outcome::Checkmate { .. })), "{piece}: {fen}");
        }
    }
}

#[test]
fn does_not_stalemate_when_winning() {
    let e = engine();
    // Qc7 would stalemate; Qc8 mates.
    let pos = AnyPosition::from_fen(Variant::Chess, "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1").expect("fen");
    let r = e.search(&pos, Limits { depth: Some(6), ..Limits::default() });
    assert_eq!(r.score, Score::Mate(1));
    let mut after = pos.clone();
    after.play_uci(r.best_move.as_deref().expect("move")).expect("legal");
    assert!(!matches!(after.outcome(), Some(rules::outcome::Outcome::Stalemate)));
}

#[test]
fn takes_free_material() {
    let e = engine();
    for (variant, fen, best) in [
        (Variant::Chess, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "d2d5"),
        (Variant::Maharajah, "4k3/8/8/3c4/8/2N5/8/4K3 w - - 0 1 -", "c3d5"),
        (Variant::Mirodol, "4k5/10/10/10/5a4/10/10/5R4/10/4K5 w - - 0 1", "f3f6"),
    ] {
        let pos = AnyPosition::from_fen(variant, fen).expect(fen);
        let r = e.search(&pos, Limits { depth: Some(5), ..Limits::default() });
        assert_eq!(r.best_move.as_deref(), Some(best), "{fen}: {:?}", r.pv);
    }
}

#[test]
fn level_one_still_plays_legal_moves_quickly() {
    let e = engine();
    let pos = AnyPosition::start(Variant::Maharajah);
    for _ in 0..5 {
        let r = e.search(&pos, Limits { level: Some(1), ..Limits::default() });
        let mv = r.best_move.expect("move");
        assert!(pos.legal_moves().iter().any(|m| m.uci == mv));
    }
}
