//! Perft against the shared reference counts (`data/maharajah.perft`, a copy
//! of `shared/testdata/maharajah.perft`) and the chess programming community's
//! six standard positions.
//!
//! Depths whose node count exceeds [`QUICK_LIMIT`] run only under `--ignored`;
//! the project's test command runs them in release.

use rules::{Board8, Check, Position, Variant};

const DATA: &str = include_str!("data/maharajah.perft");
const QUICK_LIMIT: u64 = 2_000_000;

struct Case {
    id: String,
    variant: Variant,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for line in DATA.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (key, value) = line.split_once(' ').expect("key value");
        match key {
            "id" => out.push(Case { id: value.into(), variant: Variant::Chess, fen: String::new(), counts: vec![] }),
            "variant" => out.last_mut().expect("case").variant = value.parse().expect("variant"),
            "fen" => out.last_mut().expect("case").fen = value.into(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth nodes");
                out.last_mut().expect("case").counts.push((d.parse().expect("depth"), n.parse().expect("nodes")));
            }
            other => panic!("unknown key {other}"),
        }
    }
    out
}

fn run(filter: impl Fn(u64) -> bool) {
    let all = cases();
    assert!(all.len() >= 11, "reference file lost positions");
    let mut checked = 0;
    for case in all {
        let mut pos =
            Position::<Board8>::from_fen(case.variant, &case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        let reparsed = Position::<Board8>::from_fen(case.variant, &pos.fen()).expect("written FEN parses");
        assert_eq!(reparsed, pos, "{}: FEN round trip through {}", case.id, pos.fen());
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| filter(*n)) {
            assert_eq!(pos.perft(depth), expected, "{} perft {depth}", case.id);
            checked += 1;
        }
        assert_eq!(pos, reparsed, "{}: perft leaves the position unchanged", case.id);
    }
    assert!(checked > 0);
}

#[test]
fn reference_positions_to_quick_depths() {
    run(|n| n <= QUICK_LIMIT);
}

#[test]
#[ignore = "deep: run in release by the test command"]
fn reference_positions_to_full_depth() {
    run(|n| n > QUICK_LIMIT);
}

#[test]
fn divide_sums_to_perft() {
    let mut pos = Position::<Board8>::start(Variant::Chess);
    let divide = pos.perft_divide(3);
    assert_eq!(divide.len(), 20);
    assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 8902);
}

/// Checks `gives_check` against playing each move, on every position of the tree below `pos`.
fn assert_checks_known_in_advance(pos: &Position<Board8>, depth: u32, id: &str) {
    for &m in pos.legal_moves().iter() {
        let mut after = pos.clone();
        after.make(m);
        assert_eq!(pos.gives_check(m), after.in_check(), "{id}: gives_check of {} in {}", pos.uci(m), pos.fen());
        if depth > 1 {
            assert_checks_known_in_advance(&after, depth - 1, id);
        }
    }
}

#[test]
fn whether_a_move_gives_check_is_known_before_it_is_played() {
    // The reference positions hold discovered checks, en passant that uncovers
    // a rank, castling into check and promotions to every piece.
    for case in cases() {
        let pos = Position::<Board8>::from_fen(case.variant, &case.fen).expect("reference FEN");
        assert_checks_known_in_advance(&pos, 3, &case.id);
    }
    // Each of these has one move that checks only in a special way, directly
    // (the piece put down attacks the king) or not.
    let special = [
        ("8/8/8/R2pP2k/8/8/8/4K3 w - d6 0 1", "e5d6", Check::Discovered, "en passant uncovers the rank"),
        ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", Check::Direct, "the castled rook checks"),
        ("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1", "e4c5", Check::Discovered, "the knight uncovers the rook"),
        ("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8q", Check::Direct, "the new queen checks"),
    ];
    for (fen, uci, how, why) in special {
        let pos = Position::<Board8>::from_fen(Variant::Chess, fen).expect("test FEN");
        let m = pos.parse_uci(uci).expect("legal test move");
        assert!(pos.gives_check(m), "{why}: {uci} in {fen}");
        assert_eq!(pos.check(m), Some(how), "{why}: {uci} in {fen}");
        assert_eq!(pos.gives_direct_check(m), how == Check::Direct, "{why}: {uci} in {fen}");
        assert_checks_known_in_advance(&pos, 2, why);
    }
}
