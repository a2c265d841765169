//! Property tests over random games in every variant: undo restores the
//! position and hash, the incremental hash equals the hash recomputed from
//! scratch, FEN round-trips, every legal move's SAN and UCI parse back to
//! the same move, whether a move gives check is known before it is played,
//! and the tactical and quiet-check generators pick the right moves.

use proptest::prelude::*;
use rules::{Board10, Board8, Geometry, Position, Variant};

/// Starting points: orthodox, several Maharajah armies (both, one or no
/// variant side, pawns off rank 2) and Mirodol.
const STARTS8: [(Variant, &str); 6] = [
    (Variant::Chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    (Variant::Chess, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
    (Variant::Maharajah, "bnamkanb/3pp3/8/8/8/8/PPP1PPPP/NABCKBAN w - - 0 1 wb"),
    (Variant::Maharajah, "rnbqkbnr/pppppppp/8/8/8/8/4P3/RNBMKANR w kq - 0 1 w"),
    (Variant::Maharajah, "2mmkm2/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1 b"),
    (
        Variant::Maharajah,
        "rnbqkbnr/pppppppp/8/8/PPPP4/PPPPPPPP/PPPPPPPP/RNBCKBNA w kq - 0 1 w a2b2c2d2e2f2g2h2a3b3c3d3e3f3g3h3a4b4c4d4",
    ),
];

fn check_game<G: Geometry>(variant: Variant, fen: &str, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut pos = Position::<G>::from_fen(variant, fen).map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
    for &choice in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        prop_assert_eq!(pos.hash(), pos.compute_hash(), "incremental hash at {}", pos.fen());

        let fen_now = pos.fen();
        let reparsed =
            Position::<G>::from_fen(variant, &fen_now).map_err(|e| TestCaseError::fail(format!("{fen_now}: {e}")))?;
        prop_assert_eq!(reparsed.fen(), fen_now.clone());
        prop_assert_eq!(reparsed.hash(), pos.hash(), "hash after FEN round trip of {}", fen_now);

        for &m in moves.iter() {
            let mut after = pos.clone();
            after.make(m);
            prop_assert_eq!(pos.gives_check(m), after.in_check(), "gives_check of {} in {}", pos.uci(m), fen_now);
            let san = pos.san(m);
            prop_assert_eq!(pos.parse_san(&san), Ok(m), "SAN {} in {}", san, fen_now);
            let uci = pos.uci(m);
            prop_assert_eq!(pos.parse_uci(&uci), Ok(m), "UCI {} in {}", uci, fen_now);
        }

        // The tactical generator yields exactly the captures and promotions (all moves in check).
        let mut tactical = rules::MoveList::new();
        pos.generate_tactical(&mut tactical);
        let mut got: Vec<u32> = tactical.iter().map(|m| m.raw()).collect();
        let mut want: Vec<u32> = moves
            .iter()
            .filter(|m| {
                pos.in_check()
                    || m.promotion().is_some()
                    || m.flag() == rules::MoveFlag::EnPassant
                    || (!m.is_castle() && pos.piece_at(m.to()).is_some())
            })
            .map(|m| m.raw())
            .collect();
        got.sort_unstable();
        want.sort_unstable();
        prop_assert_eq!(got, want, "tactical moves in {}", fen_now);

        // The quiet-check generator yields exactly the quiet direct checks, in the full list's order.
        let mut checks = rules::MoveList::new();
        if !pos.in_check() {
            pos.generate_quiet_checks(&mut checks);
        }
        let want: Vec<u32> = moves
            .iter()
            .filter(|&&m| {
                !pos.in_check()
                    && m.promotion().is_none()
                    && m.flag() != rules::MoveFlag::EnPassant
                    && !m.is_castle()
                    && pos.piece_at(m.to()).is_none()
                    && pos.gives_direct_check(m)
            })
            .map(|m| m.raw())
            .collect();
        let got: Vec<u32> = checks.iter().map(|m| m.raw()).collect();
        prop_assert_eq!(got, want, "quiet checks in {}", fen_now);

        let m = moves.as_slice()[choice as usize % moves.len()];
        let before = pos.clone();
        let undo = pos.make(m);
        prop_assert_eq!(pos.hash(), pos.compute_hash(), "hash after {} from {}", before.uci(m), fen_now);
        let mut back = pos.clone();
        back.undo(m, undo);
        prop_assert!(back == before, "undo of {} from {} gave {}", before.uci(m), fen_now, back.fen());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_on_8x8(start in 0..STARTS8.len(), choices in prop::collection::vec(any::<u16>(), 1..80)) {
        let (variant, fen) = STARTS8[start];
        check_game::<Board8>(variant, fen, &choices)?;
    }

    #[test]
    fn random_mirodol_games(choices in prop::collection::vec(any::<u16>(), 1..80)) {
        check_game::<Board10>(Variant::Mirodol, Variant::Mirodol.rules().start_fen, &choices)?;
    }
}

#[test]
fn hostile_fen_fields_are_errors_not_panics() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - é3 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1 - é2",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 4294967295",
        "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 1",
    ] {
        assert!(Position::<Board8>::from_fen(Variant::Chess, fen).is_err(), "{fen}");
    }
    let mut p = Position::<Board8>::from_fen(Variant::Chess, "4k3/8/8/8/8/8/8/4K3 w - - 1000000 1000000")
        .expect("max counters");
    let m = p.parse_san("Kd2").expect("legal");
    p.make(m);
    assert_eq!(p.halfmove_clock(), 1_000_001);
}
