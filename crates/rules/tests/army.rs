//! Maharajah custom armies (SPEC §4–8): per-side pawn, castling and
//! promotion rules, the setup editor API, and start validation — one test
//! per rule and per [interpretation].

use rules::army::{army_cost, half, king_home};
use rules::variant::CHESS_START;
use rules::{
    is_orthodox_start, start_position, validate_start, Bitboard, Board8, Color, FenError, Geometry, Kind, MoveFlag,
    Piece, PlacementError, Position, Setup, StartError, Variant, BUDGET,
};

fn sq(name: &str) -> usize {
    Board8::parse_square(name).unwrap_or_else(|| panic!("bad square {name}"))
}

fn maharajah(fen: &str) -> Position<Board8> {
    Position::from_fen(Variant::Maharajah, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn setup(board: &str) -> Setup {
    Setup::from_board_fen(board).unwrap_or_else(|e| panic!("{board}: {e}"))
}

/// The legal moves starting on `from`, in UCI, sorted.
fn moves_from(pos: &Position<Board8>, from: &str) -> Vec<String> {
    let from = sq(from);
    let mut v: Vec<String> = pos.legal_moves().iter().filter(|m| m.from() == from).map(|&m| pos.uci(m)).collect();
    v.sort();
    v
}

fn play(pos: &mut Position<Board8>, moves: &[&str]) {
    for text in moves {
        let m = pos.parse_uci(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.fen()));
        pos.make(m);
    }
}

fn errors(s: &Setup) -> Vec<StartError> {
    match start_position(s) {
        Ok(pos) => panic!("expected errors, got a start: {}", pos.fen()),
        Err(e) => e,
    }
}

fn w(piece: Kind) -> Piece {
    Piece::new(Color::White, piece)
}

fn b(piece: Kind) -> Piece {
    Piece::new(Color::Black, piece)
}

// ----- §4 pawn double step ---------------------------------------------

#[test]
fn classic_pawn_on_rank_one_steps_to_rank_two_then_has_no_double_step() {
    let mut pos = maharajah("4k3/8/8/8/8/8/8/P3K3 w - - 0 1 - a1");
    assert!(!pos.is_variant_side(Color::White));
    assert_eq!(moves_from(&pos, "a1"), ["a1a2"]);
    play(&mut pos, &["a1a2", "e8d8"]);
    assert_eq!(moves_from(&pos, "a2"), ["a2a3"], "the pawn has moved: no double step from rank 2");
}

#[test]
fn variant_pawn_double_steps_from_rank_one() {
    let mut pos = maharajah("4k3/8/8/8/8/1p6/8/P3K3 w - - 0 1 w a1");
    assert_eq!(moves_from(&pos, "a1"), ["a1a2", "a1a3"]);
    play(&mut pos, &["a1a3"]);
    // The passed square a2 is an en passant target for the b3 pawn.
    let ep = pos.parse_uci("b3a2").expect("en passant");
    assert_eq!(ep.flag(), MoveFlag::EnPassant);
}

#[test]
fn variant_pawn_double_steps_from_rank_four_and_can_be_taken_en_passant() {
    let mut pos = maharajah("4k3/8/4p3/8/3P4/8/8/M3K3 w - - 0 1 w d4");
    assert!(pos.is_variant_side(Color::White));
    assert_eq!(moves_from(&pos, "d4"), ["d4d5", "d4d6"]);
    play(&mut pos, &["d4d6"]);
    let ep = pos.parse_uci("e6d5").expect("en passant after a double step from rank 4");
    assert_eq!(ep.flag(), MoveFlag::EnPassant);
    pos.make(ep);
    assert_eq!(pos.piece_at(sq("d6")), None, "the double-stepping pawn is captured");
    assert_eq!(pos.piece_at(sq("d5")), Some(b(Kind::Pawn)));
}

#[test]
fn black_variant_pawn_double_steps_from_rank_five() {
    let mut pos = maharajah("m3k3/8/8/3p4/8/8/8/4K3 b - - 0 1 b d5");
    assert_eq!(moves_from(&pos, "d5"), ["d5d3", "d5d4"]);
    play(&mut pos, &["d5d3"]);
    assert!(pos.ep_targets().has(sq("d4")));
}

#[test]
fn classic_pawn_double_steps_only_from_rank_two() {
    // Both pawns unmoved; the one that started on d3 only steps.
    let pos = maharajah("4k3/8/8/8/8/3P4/2P5/4K3 w - - 0 1 - c2d3");
    assert_eq!(moves_from(&pos, "c2"), ["c2c3", "c2c4"]);
    assert_eq!(moves_from(&pos, "d3"), ["d3d4"]);
}

#[test]
fn each_pawn_double_steps_at_most_once() {
    let mut pos = maharajah("4k3/8/8/8/8/8/3P4/M3K3 w - - 0 1");
    assert!(pos.is_variant_side(Color::White));
    play(&mut pos, &["d2d4", "e8d8"]);
    assert_eq!(moves_from(&pos, "d4"), ["d4d5"]);
    // And a single step first uses up the double step too.
    let mut pos = maharajah("4k3/8/8/8/8/8/3P4/M3K3 w - - 0 1");
    play(&mut pos, &["d2d3", "e8d8"]);
    assert_eq!(moves_from(&pos, "d3"), ["d3d4"]);
}

#[test]
fn start_position_marks_every_pawn_unmoved_whatever_its_rank() {
    // A classic White army with a pawn on a1 and pawns on rank 3.
    let s = setup("rnbqkbnr/pppppppp/8/8/8/PPPP4/PPPPPPPP/PNBQKBNR");
    assert_eq!(s.cost(Color::White), 39);
    let pos = start_position(&s).expect("valid");
    assert_eq!(pos.unmoved_pawns(), pos.kind_bb(Kind::Pawn));
    assert!(!pos.is_variant_side(Color::White));
    // Classic: the unmoved pawn on a3 still only steps.
    assert_eq!(moves_from(&pos, "a3"), ["a3a4"]);
    assert_eq!(moves_from(&pos, "e2"), ["e2e3", "e2e4"]);
    // The extended FEN carries it and reads back to the same position.
    let back = maharajah(&pos.fen());
    assert_eq!(back, pos);
}

// ----- §8 castling -----------------------------------------------------

#[test]
fn in_a_mixed_game_the_classic_side_castles_and_the_variant_side_never() {
    let mut pos = maharajah("r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1 b");
    let castles: Vec<String> = pos.legal_moves().iter().filter(|m| m.is_castle()).map(|&m| pos.uci(m)).collect();
    assert_eq!(castles.len(), 2, "{castles:?}");
    play(&mut pos, &["a1b1"]);
    assert!(pos.legal_moves().iter().all(|m| !m.is_castle()), "the variant side never castles");
}

#[test]
fn castling_rights_for_a_variant_side_are_rejected_in_fen() {
    // King e8 and rook h8 unmoved, but Black is a variant side.
    let err = Position::<Board8>::from_fen(Variant::Maharajah, "r2mk2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(err.unwrap_err(), FenError::CastlingNotAllowed(Color::Black));
    let err = Position::<Board8>::from_fen(Variant::Maharajah, "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1 b");
    assert_eq!(err.unwrap_err(), FenError::CastlingNotAllowed(Color::Black));
}

#[test]
fn start_position_gives_castling_to_classic_sides_only() {
    let s = setup("rnbmkbnr/pppp4/8/8/8/8/PPPPPPPP/RNBQKBNR");
    let pos = start_position(&s).expect("valid");
    assert_eq!(pos.variant(), Variant::Maharajah);
    assert!(pos.is_variant_side(Color::Black));
    assert!(!pos.is_variant_side(Color::White));
    assert_eq!(pos.castle_rooks(), u64::bit(sq("a1")) | u64::bit(sq("h1")));
    assert!(pos.fen().contains(" KQ - "), "{}", pos.fen());
}

#[test]
fn a_classic_custom_army_castles_with_each_corner_rook_it_has() {
    // King e1 and a rook on a1, a knight on h1: only the queen-side right.
    let s = setup("rnbqkbnr/pppppppp/8/8/8/PP6/PPPPPPPP/RNBQKBNN");
    let pos = start_position(&s).expect("valid");
    assert_eq!(pos.variant(), Variant::Maharajah);
    assert_eq!(pos.castle_rooks(), u64::bit(sq("a1")) | u64::bit(sq("a8")) | u64::bit(sq("h8")));
    assert!(pos.fen().contains(" Qkq "), "{}", pos.fen());
}

// ----- §8 / §10 promotion ----------------------------------------------

#[test]
fn promotion_choices_follow_the_promoting_side() {
    let pos = maharajah("4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1 b");
    let white: Vec<Kind> = pos.legal_moves().iter().filter_map(|m| m.promotion()).collect();
    assert_eq!(white, [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight]);
    assert!(pos.parse_uci("b7b8m").is_err(), "a classic side cannot promote to a Maharajah");
    assert!(pos.parse_uci("b7b8a").is_err());
    assert!(pos.parse_uci("b7b8c").is_err());

    let pos = maharajah("4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1 b");
    let black: Vec<Kind> = pos.legal_moves().iter().filter_map(|m| m.promotion()).collect();
    assert_eq!(
        black,
        [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight, Kind::Maharajah, Kind::Archbishop, Kind::Chancellor]
    );
    assert_eq!(pos.promotion_kinds(Color::White).len(), 4);
    assert_eq!(pos.promotion_kinds(Color::Black).len(), 7);
}

#[test]
fn status_stays_fixed_after_the_compound_pieces_are_gone() {
    // Black's only compound piece is captured (by a promotion to a queen).
    let mut pos = maharajah("m7/1P6/8/8/7k/8/6p1/4K3 w - - 0 1");
    assert!(pos.is_variant_side(Color::Black));
    play(&mut pos, &["b7a8q"]);
    assert_eq!(pos.pieces(Color::Black, Kind::Maharajah), 0);
    assert!(pos.is_variant_side(Color::Black), "still a variant side");
    assert!(!pos.is_variant_side(Color::White));
    let m = pos.parse_uci("g2g1m").expect("a variant side still promotes to M");
    assert_eq!(m.promotion(), Some(Kind::Maharajah));
    // The status survives a FEN round trip (the writer spells it out now).
    let back = maharajah(&pos.fen());
    assert!(back.is_variant_side(Color::Black));
    assert_eq!(back.hash(), pos.hash());
}

#[test]
fn variant_double_step_survives_losing_the_compound_piece() {
    let mut pos = maharajah("r3k3/8/8/8/8/3P4/5K2/M7 b - - 0 1 w d3");
    play(&mut pos, &["a8a1"]);
    assert_eq!(pos.pieces(Color::White, Kind::Maharajah), 0);
    assert_eq!(moves_from(&pos, "d3"), ["d3d4", "d3d5"]);
}

// ----- §5 / §6 setup editor --------------------------------------------

#[test]
fn a_new_setup_has_only_the_kings() {
    let s = Setup::new();
    assert_eq!(s.piece_at(king_home(Color::White)), Some(w(Kind::King)));
    assert_eq!(s.piece_at(sq("e8")), Some(b(Kind::King)));
    assert_eq!(s.cost(Color::White), 0);
    assert_eq!(s.points_left(Color::Black), BUDGET);
    assert_eq!(s.to_string(), "4k3/8/8/8/8/8/8/4K3");
    // Rank 1 minus the king's square.
    let rank1 = Board8::tables().rank_bb[0] & !u64::bit(sq("e1"));
    assert_eq!(s.placeable_squares(Color::White, Kind::Queen), rank1);
    let rank8 = Board8::tables().rank_bb[7] & !u64::bit(sq("e8"));
    assert_eq!(s.placeable_squares(Color::Black, Kind::Knight), rank8);
    assert_eq!(half(Color::White).count(), 32);
}

#[test]
fn placement_reasons_are_typed() {
    let mut s = Setup::new();
    assert_eq!(s.why_not(sq("a1"), w(Kind::King)), Some(PlacementError::KingNotPlaceable));
    assert_eq!(s.why_not(sq("a1"), w(Kind::Archer)), Some(PlacementError::NotInVariant { kind: Kind::Archer }));
    assert_eq!(s.why_not(sq("e1"), w(Kind::Rook)), Some(PlacementError::KingSquare { square: sq("e1") }));
    assert_eq!(s.why_not(sq("e8"), b(Kind::Rook)), Some(PlacementError::KingSquare { square: sq("e8") }));
    assert_eq!(
        s.why_not(sq("a5"), w(Kind::Rook)),
        Some(PlacementError::OutsideHalf { color: Color::White, square: sq("a5") })
    );
    assert_eq!(
        s.why_not(sq("a4"), b(Kind::Rook)),
        Some(PlacementError::OutsideHalf { color: Color::Black, square: sq("a4") })
    );
    assert_eq!(s.why_not(64, w(Kind::Rook)), Some(PlacementError::OffBoard { square: 64 }));
    assert_eq!(s.why_not(sq("a2"), w(Kind::Pawn)), Some(PlacementError::FillNearerRankFirst { rank: 1 }));
    assert_eq!(s.why_not(sq("h6"), b(Kind::Pawn)), Some(PlacementError::FillNearerRankFirst { rank: 8 }));
    s.place(sq("a1"), w(Kind::Maharajah)).unwrap();
    s.place(sq("b1"), w(Kind::Maharajah)).unwrap();
    assert_eq!(s.why_not(sq("a1"), w(Kind::Pawn)), Some(PlacementError::Occupied { square: sq("a1") }));
    assert_eq!(s.why_not(sq("c1"), w(Kind::Maharajah)), None, "13 + 13 + 13 = 39 exactly fits");
    s.place(sq("c1"), w(Kind::Chancellor)).unwrap();
    assert_eq!(s.points_left(Color::White), 5);
    assert_eq!(s.place(sq("d1"), w(Kind::Queen)), Err(PlacementError::OverBudget { cost: 9, left: 5 }));
    let err = s.why_not(sq("d1"), w(Kind::Queen)).unwrap();
    assert_eq!(err.id(), "over-budget");
    assert_eq!(err.to_string(), "the piece costs 9 points, only 5 left");
    assert_eq!(
        s.why_not(sq("a5"), w(Kind::Rook)).unwrap().to_string(),
        "White places on its own half only; a5 is outside it"
    );
}

#[test]
fn fill_order_opens_the_next_rank_only_when_the_nearer_one_is_full() {
    let mut s = Setup::new();
    for f in ["a1", "b1", "c1", "d1", "f1", "g1"] {
        s.place(sq(f), w(Kind::Pawn)).unwrap();
    }
    assert_eq!(s.placeable_squares(Color::White, Kind::Pawn), u64::bit(sq("h1")));
    s.place(sq("h1"), w(Kind::Pawn)).unwrap();
    // Rank 1 is full: rank 2 opens, any of its squares, in any order.
    assert_eq!(s.placeable_squares(Color::White, Kind::Pawn), Board8::tables().rank_bb[1]);
    s.place(sq("g2"), w(Kind::Knight)).unwrap();
    assert_eq!(s.why_not(sq("a3"), w(Kind::Pawn)), Some(PlacementError::FillNearerRankFirst { rank: 2 }));
    // Black is independent of White.
    assert_eq!(s.placeable_squares(Color::Black, Kind::Pawn).count(), 7);
}

#[test]
fn pawns_may_stand_on_the_home_rank() {
    let mut s = Setup::new();
    assert_eq!(s.place(sq("a1"), w(Kind::Pawn)), Ok(()));
    assert_eq!(s.place(sq("h8"), b(Kind::Pawn)), Ok(()));
}

#[test]
fn thirty_nine_points_of_pawns_cannot_be_placed() {
    let mut s = Setup::new();
    loop {
        let open = s.placeable_squares(Color::White, Kind::Pawn);
        if open == 0 {
            break;
        }
        s.place(open.lsb(), w(Kind::Pawn)).unwrap();
    }
    assert_eq!(s.army(Color::White).count(), 31, "a half holds 31 pieces besides the king");
    assert_eq!(s.cost(Color::White), 31);
    assert_eq!(s.points_left(Color::White), 8);
    let errs = errors(&s);
    assert!(errs.contains(&StartError::BudgetNotSpent { color: Color::White, spent: 31 }), "{errs:?}");
}

#[test]
fn building_the_orthodox_army_square_by_square_spends_exactly_the_budget() {
    let mut s = Setup::new();
    let back =
        [Kind::Rook, Kind::Knight, Kind::Bishop, Kind::Queen, Kind::King, Kind::Bishop, Kind::Knight, Kind::Rook];
    for (f, &k) in back.iter().enumerate() {
        if k != Kind::King {
            s.place(Board8::square(f, 0), w(k)).unwrap();
            s.place(Board8::square(f, 7), b(k)).unwrap();
        }
    }
    for f in 0..8 {
        s.place(Board8::square(f, 1), w(Kind::Pawn)).unwrap();
        s.place(Board8::square(f, 6), b(Kind::Pawn)).unwrap();
    }
    assert_eq!(s.cost(Color::White), BUDGET);
    assert_eq!(s.points_left(Color::White), 0);
    assert_eq!(s.placeable_squares(Color::White, Kind::Pawn), 0, "no point left");
    assert_eq!(s, Setup::orthodox());
    assert!(s.is_orthodox());
}

#[test]
fn removing_is_always_allowed_and_validation_reports_the_gap() {
    let mut s = Setup::orthodox();
    assert_eq!(s.remove(sq("b1")), Some(w(Kind::Knight)));
    assert_eq!(s.remove(sq("b1")), None);
    assert_eq!(s.remove(sq("e1")), None, "kings are fixed");
    assert_eq!(s.piece_at(sq("e1")), Some(w(Kind::King)));
    // Rank 2 is in use while b1 is empty.
    assert_eq!(s.why_not(sq("a3"), w(Kind::Knight)), Some(PlacementError::FillNearerRankFirst { rank: 1 }));
    assert_eq!(s.why_not(sq("b1"), w(Kind::Knight)), None);
    let errs = errors(&s);
    assert_eq!(
        errs,
        [
            StartError::BudgetNotSpent { color: Color::White, spent: 36 },
            StartError::RankNotFilled { color: Color::White, rank: 1, square: sq("b1"), furthest: 2 },
        ]
    );
}

#[test]
fn mirroring_copies_one_army_to_the_other_side() {
    let mut s = Setup::orthodox().only(Color::White);
    assert_eq!(s.cost(Color::Black), 0);
    s.mirror_to(Color::Black);
    assert_eq!(s, Setup::orthodox());

    let mut s = setup("4k3/8/8/8/8/8/PPPPPPPP/MMPPKPPP");
    s.mirror_to(Color::Black);
    assert_eq!(s.to_string(), "mmppkppp/pppppppp/8/8/8/8/PPPPPPPP/MMPPKPPP");
    assert_eq!(s.cost(Color::Black), 39);
    // Mirroring replaces what the side had.
    let mut s = setup("rnbqkbnr/pppppppp/8/8/8/8/8/M3K3");
    s.mirror_to(Color::Black);
    assert_eq!(s.to_string(), "m3k3/8/8/8/8/8/8/M3K3");
}

#[test]
fn hidden_setups_combine_into_the_full_board() {
    let white = setup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MMPPKPPP").only(Color::White);
    assert_eq!(white.to_string(), "4k3/8/8/8/8/8/PPPPPPPP/MMPPKPPP");
    let black = Setup::orthodox().only(Color::Black);
    let full = Setup::combine(&white, &black);
    assert_eq!(full.to_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/MMPPKPPP");
    assert!(full.is_variant_side(Color::White));
    assert!(!full.is_variant_side(Color::Black));
    assert!(start_position(&full).is_ok());
}

#[test]
fn setups_round_trip_through_text_and_positions() {
    let s = setup("rnbmkbnr/pppp4/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert_eq!(s.to_string().parse::<Setup>().unwrap(), s);
    let pos = start_position(&s).unwrap();
    assert_eq!(Setup::from_position(&pos), s);
    assert_eq!(s.to_fen(), pos.fen());
    assert_eq!(maharajah(&s.to_fen()), pos);
    assert_eq!(army_cost(&pos, Color::White), 39);
    assert_eq!(army_cost(&pos, Color::Black), 39);
    assert!(matches!(Setup::from_board_fen("8/8/8"), Err(FenError::RankCount { .. })));
    assert!(matches!(Setup::from_board_fen("9/8/8/8/8/8/8/8"), Err(FenError::RankWidth { .. })));
    assert!(matches!(Setup::from_board_fen("x7/8/8/8/8/8/8/8"), Err(FenError::BadPiece { .. })));
}

// ----- §7 start validation ---------------------------------------------

#[test]
fn the_orthodox_start_is_detected_and_plays_as_classic_chess() {
    let pos = start_position(&Setup::orthodox()).expect("valid");
    assert_eq!(pos.variant(), Variant::Chess);
    assert_eq!(pos.fen(), CHESS_START);
    assert_eq!(pos.castle_rooks().count(), 4, "KQkq");
    assert!(is_orthodox_start(&pos));
    assert!(is_orthodox_start(&Position::start(Variant::Maharajah)));
    let custom = start_position(&setup("rnbmkbnr/pppp4/8/8/8/8/PPPPPPPP/RNBQKBNR")).unwrap();
    assert!(!is_orthodox_start(&custom));
    assert_eq!(validate_start(&pos), Ok(()));
}

#[test]
fn budget_not_spent() {
    let errs = errors(&Setup::new());
    assert_eq!(
        errs,
        [
            StartError::BudgetNotSpent { color: Color::White, spent: 0 },
            StartError::BudgetNotSpent { color: Color::Black, spent: 0 },
        ]
    );
    assert_eq!(errs[0].id(), "budget-not-spent");
    assert_eq!(errs[0].color(), Some(Color::White));
    assert_eq!(errs[0].to_string(), "White spent 0 of 39 points; all 39 must be spent");
}

#[test]
fn over_budget() {
    let errs = errors(&setup("rnbqkbnr/pppppppp/8/8/8/8/8/MMMMK3"));
    assert_eq!(errs, [StartError::OverBudget { color: Color::White, spent: 52 }]);
    assert_eq!(errs[0].id(), "over-budget");
}

#[test]
fn piece_outside_its_half() {
    let errs = errors(&setup("rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR"));
    assert_eq!(errs, [StartError::PieceOutsideHalf { color: Color::White, square: sq("e5") }]);
    assert_eq!(errs[0].id(), "piece-outside-half");
    assert_eq!(errs[0].to_string(), "White piece on e5 is outside its half");
}

#[test]
fn rank_not_filled() {
    let errs = errors(&setup("rnbqkbnr/pppppppp/8/8/8/1N6/PPPPPPPP/R1BQKBNR"));
    assert_eq!(errs, [StartError::RankNotFilled { color: Color::White, rank: 1, square: sq("b1"), furthest: 3 }]);
    assert_eq!(errs[0].id(), "rank-not-filled");
    // Black counts from rank 8 downward.
    let errs = errors(&setup("r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR"));
    assert_eq!(errs, [StartError::RankNotFilled { color: Color::Black, rank: 8, square: sq("b8"), furthest: 6 }]);
}

#[test]
fn king_missing() {
    let errs = errors(&setup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR"));
    assert!(errs.contains(&StartError::KingMissing { color: Color::White }), "{errs:?}");
    assert_eq!(errs[0].id(), "king-missing");
    // Without a king nothing is played out: no check or move errors.
    assert!(errs.iter().all(|e| e.color().is_some()), "{errs:?}");
}

#[test]
fn king_misplaced() {
    let s = setup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR");
    assert_eq!(errors(&s), [StartError::KingMisplaced { color: Color::White, square: sq("d1") }]);
    // The same through a FEN position.
    let pos = Position::<Board8>::from_fen(Variant::Maharajah, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1")
        .unwrap();
    assert_eq!(validate_start(&pos), Err(vec![StartError::KingMisplaced { color: Color::White, square: sq("d1") }]));
}

#[test]
fn too_many_kings() {
    let errs = errors(&setup("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBKR"));
    assert!(errs.contains(&StartError::TooManyKings { color: Color::White, count: 2 }), "{errs:?}");
    assert!(errs.contains(&StartError::BudgetNotSpent { color: Color::White, spent: 36 }));
    assert_eq!(StartError::TooManyKings { color: Color::White, count: 2 }.id(), "too-many-kings");
}

#[test]
fn piece_not_in_variant() {
    let mut board = *Setup::orthodox().squares();
    board[sq("b1")] = Some(w(Kind::Archer));
    let errs = errors(&Setup::from_squares(board));
    assert_eq!(
        errs,
        [
            StartError::PieceNotInVariant { color: Color::White, square: sq("b1"), kind: Kind::Archer },
            StartError::OverBudget { color: Color::White, spent: 42 },
        ]
    );
    assert_eq!(errs[0].id(), "piece-not-in-variant");
}

#[test]
fn side_to_move_in_check() {
    // Black's queen on e5 checks along the open e-file; White can step aside.
    let s = setup("ppppkppp/pppppppp/pppppppp/ppppqppp/8/8/8/MMM1K3");
    assert_eq!(s.cost(Color::Black), 39);
    let errs = errors(&s);
    assert_eq!(errs, [StartError::SideToMoveInCheck]);
    assert_eq!(errs[0].id(), "side-to-move-in-check");
    assert_eq!(errs[0].color(), None);
}

#[test]
fn side_to_move_without_a_legal_move() {
    // The same check, but White is walled in: mated before the first move.
    let s = setup("ppppkppp/pppppppp/pppppppp/ppppqppp/8/8/PPPP1PP1/RNQRKRBN");
    assert_eq!(s.cost(Color::White), 39);
    let errs = errors(&s);
    assert_eq!(errs, [StartError::SideToMoveInCheck, StartError::NoLegalMove]);
    assert_eq!(errs[1].id(), "no-legal-move");
}

#[test]
fn opponent_in_check() {
    let s = setup("mmm1k3/8/8/8/PPPPQPPP/PPPPPPPP/PPPPPPPP/PPPPKPPP");
    assert_eq!((s.cost(Color::White), s.cost(Color::Black)), (39, 39));
    let errs = errors(&s);
    assert_eq!(errs, [StartError::OpponentInCheck]);
    assert_eq!(errs[0].id(), "opponent-in-check");
}

#[test]
fn black_to_move_is_not_a_start() {
    let pos =
        Position::<Board8>::from_fen(Variant::Maharajah, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
            .unwrap();
    assert_eq!(validate_start(&pos), Err(vec![StartError::WrongSideToMove]));
    assert!(!is_orthodox_start(&pos));
}

#[test]
fn every_failing_reason_is_reported_at_once() {
    let s = setup("3k4/8/4P3/8/3M4/8/8/1M2K3");
    let errs = errors(&s);
    assert_eq!(
        errs,
        [
            StartError::PieceOutsideHalf { color: Color::White, square: sq("e6") },
            StartError::BudgetNotSpent { color: Color::White, spent: 27 },
            StartError::RankNotFilled { color: Color::White, rank: 1, square: sq("a1"), furthest: 4 },
            StartError::RankNotFilled { color: Color::White, rank: 2, square: sq("a2"), furthest: 4 },
            StartError::RankNotFilled { color: Color::White, rank: 3, square: sq("a3"), furthest: 4 },
            StartError::KingMisplaced { color: Color::Black, square: sq("d8") },
            StartError::BudgetNotSpent { color: Color::Black, spent: 0 },
            StartError::OpponentInCheck,
        ]
    );
    let ids: std::collections::HashSet<&str> = errs.iter().map(|e| e.id()).collect();
    assert_eq!(ids.len(), 5);
}

#[test]
fn valid_custom_starts_pass_both_validators() {
    let s = setup("rnbmkbnr/pppp4/8/8/8/8/PPPPPPPP/RNBQKBNR");
    assert_eq!(s.validate(), Ok(()));
    let pos = s.to_position().unwrap();
    assert_eq!(validate_start(&pos), Ok(()));
    assert_eq!(pos.side_to_move(), Color::White);
    assert_eq!(pos.halfmove_clock(), 0);
    assert!(pos.history().is_empty());
}
