//! The network's invariants: incremental updates equal a full refresh in
//! every variant, and the embedded network loads.

use super::*;
use crate::search::MAX_PLY;
use rules::random::Rng;
use rules::{Board10, Board8, Geometry, Position, Variant};

/// A network with varied weights (the embedded one may be anything).
fn test_network() -> &'static Network {
    static NET: LazyLock<Network> = LazyLock::new(|| {
        let mut rng = Rng::new(4646);
        let mut small = |spread: usize| (rng.below(2 * spread + 1) as i32 - spread as i32) as i16;
        Network {
            input_weights: (0..features::FEATURES).map(|_| std::array::from_fn(|_| small(60))).collect(),
            hidden_bias: std::array::from_fn(|_| small(100)),
            heads: (0..OUTPUT_BUCKETS)
                .map(|b| OutputHead {
                    own: std::array::from_fn(|_| small(100)),
                    theirs: std::array::from_fn(|_| small(100)),
                    bias: 777 + b as i32,
                })
                .collect(),
        }
    });
    &NET
}

/// Plays random legal moves from `start` (sometimes a pass), checking at
/// every ply that the stack's accumulator equals a full refresh, then takes
/// every move back and checks again on the way down.
fn random_walk<G: Geometry>(start: Position<G>, rng: &mut Rng, plies: usize) -> usize {
    let net = test_network();
    let mut pos = start;
    let mut stack = AccumulatorStack::new(net, &pos, MAX_PLY + 1);
    let mut played = Vec::new();
    for ply in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let pass = !pos.in_check() && rng.below(10) == 0;
        if pass {
            stack.push_null(ply);
            played.push((None, pos.make_null()));
        } else {
            let m = *rng.pick(moves.as_slice());
            stack.push_move(&pos, m, ply);
            played.push((Some(m), pos.make(m)));
        }
        // Evaluate only some plies, so the walk back over several recorded moves is tested too.
        if rng.below(3) == 0 {
            assert_eq!(stack.accumulator(&pos, ply + 1), Accumulator::from_position(net, &pos), "ply {}", ply + 1);
        }
    }
    let depth = played.len();
    while let Some((m, undo)) = played.pop() {
        match m {
            Some(m) => pos.undo(m, undo),
            None => pos.undo_null(undo),
        }
        let ply = played.len();
        let full = Accumulator::from_position(net, &pos);
        assert_eq!(stack.accumulator(&pos, ply), full, "back at ply {ply}");
        assert_eq!(stack.evaluate(&pos, ply), evaluate(net, &pos));
    }
    depth
}

#[test]
fn incremental_updates_equal_a_full_refresh_in_every_variant() {
    let mut rng = Rng::new(7);
    let mut plies = 0;
    for round in 0..12 {
        plies += random_walk(Position::<Board8>::start(Variant::Chess), &mut rng, 60);
        plies += random_walk(rules::random::random_maharajah_start(&mut rng), &mut rng, 60);
        let mirodol = Position::<Board10>::start(Variant::Mirodol);
        plies += random_walk(mirodol, &mut rng, 60 + round);
    }
    assert!(plies > 1_000, "the walks were long enough ({plies} plies)");
}

#[test]
fn castling_promotion_and_en_passant_update_like_a_refresh() {
    let mut rng = Rng::new(11);
    // Castling on both wings, a promotion with capture, en passant.
    for fen in
        ["r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1", "1r2k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1"]
    {
        let start = Position::<Board8>::from_fen(Variant::Chess, fen).expect("test FEN");
        for _ in 0..20 {
            random_walk(start.clone(), &mut rng, 6);
        }
    }
}

#[test]
fn the_embedded_network_loads() {
    let net = embedded().expect("the embedded network is valid");
    let pos = Position::<Board8>::start(Variant::Chess);
    let eval = evaluate(net, &pos);
    assert!(eval.abs() < 200, "the start is about equal: {eval}");
}

#[test]
fn the_embedded_network_is_the_file_its_name_says() {
    let path = format!("{}/nets/{}.nnue", env!("CARGO_MANIFEST_DIR"), super::EMBEDDED_NAME);
    assert!(std::fs::read(&path).expect("the named file") == super::EMBEDDED, "{path}");
}
