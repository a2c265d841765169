//! Game end by the board (SPEC §2, §11, §13): checkmate with each compound
//! piece and the Archer, stalemate, the automatic draws, dead positions on
//! both board sizes and the flag-fall material test.

use rules::{Board10, Board8, Color, Geometry, Outcome, Position, Variant};

fn chess(fen: &str) -> Position<Board8> {
    Position::from_fen(Variant::Chess, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn maharajah(fen: &str) -> Position<Board8> {
    Position::from_fen(Variant::Maharajah, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mirodol(fen: &str) -> Position<Board10> {
    Position::from_fen(Variant::Mirodol, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Plays UCI moves, each of which must be legal.
fn play<G: Geometry>(pos: &mut Position<G>, moves: &[&str]) {
    for text in moves {
        let m = pos.parse_uci(text).unwrap_or_else(|e| panic!("{text} in {}: {e}", pos.fen()));
        pos.make(m);
    }
}

/// A board field for an otherwise empty board of `G`, from `(square, letter)` pairs.
fn board<G: Geometry>(pieces: &[(&str, char)]) -> String {
    let mut cells = vec![None; G::SQUARES];
    for &(sq, c) in pieces {
        cells[G::parse_square(sq).expect("square")] = Some(c);
    }
    let mut s = String::new();
    for rank in (0..G::RANKS).rev() {
        let mut empty = 0;
        for file in 0..G::FILES {
            match cells[G::square(file, rank)] {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        s.push_str(&empty.to_string());
                        empty = 0;
                    }
                    s.push(c);
                }
            }
        }
        if empty > 0 {
            s.push_str(&empty.to_string());
        }
        if rank > 0 {
            s.push('/');
        }
    }
    s
}

// ----- checkmate and stalemate -----------------------------------------

#[test]
fn maharajah_delivers_mate() {
    let mut pos = maharajah("k7/7M/1K6/8/8/8/8/8 w - - 0 1");
    assert_eq!(pos.outcome(), None);
    play(&mut pos, &["h7a7"]);
    let outcome = pos.outcome();
    assert_eq!(outcome, Some(Outcome::Checkmate { winner: Color::White }));
    let outcome = outcome.unwrap();
    assert_eq!(outcome.result_string(), "1-0");
    assert_eq!(outcome.id(), "checkmate");
    assert_eq!(outcome.winner(), Some(Color::White));
    assert!(!outcome.is_draw());
}

#[test]
fn archbishop_delivers_mate_with_its_knight_move() {
    let mut pos = maharajah("k7/8/1K6/4A3/8/8/8/8 w - - 0 1");
    play(&mut pos, &["e5c7"]);
    assert_eq!(pos.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
}

#[test]
fn chancellor_delivers_mate() {
    let mut pos = maharajah("k7/8/1K6/8/8/8/8/2C5 w - - 0 1");
    play(&mut pos, &["c1c8"]);
    assert_eq!(pos.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
}

#[test]
fn black_mates_too() {
    let pos = maharajah("8/8/8/8/8/1k6/m7/K7 w - - 0 1");
    let outcome = pos.outcome().expect("mate");
    assert_eq!(outcome, Outcome::Checkmate { winner: Color::Black });
    assert_eq!(outcome.result_string(), "0-1");
}

#[test]
fn stalemate_is_a_draw() {
    let pos = chess("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
    let outcome = pos.outcome().expect("stalemate");
    assert_eq!(outcome, Outcome::Stalemate);
    assert_eq!(outcome.result_string(), "1/2-1/2");
    assert_eq!(outcome.id(), "stalemate");
    assert!(outcome.is_draw());
}

#[test]
fn archer_mates_a_lone_king_on_ten_by_ten() {
    // White Kc2 + Archer d3 v Black Ka1: the Archer checks from d3 (3,2) and
    // covers a2 (3,1); the king covers b1 and b2.
    let fen = format!("{} b - - 0 1", board::<Board10>(&[("c2", 'K'), ("d3", 'A'), ("a1", 'k')]));
    let pos = mirodol(&fen);
    assert!(!pos.is_insufficient_material());
    assert!(pos.has_mating_material(Color::White));
    assert_eq!(pos.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
}

// ----- automatic draws -------------------------------------------------

#[test]
fn threefold_repetition_ends_the_game() {
    let mut pos = Position::<Board8>::start(Variant::Chess);
    let cycle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    play(&mut pos, &cycle);
    assert!(pos.is_repetition(2));
    assert!(!pos.is_repetition(3));
    assert_eq!(pos.outcome(), None);
    play(&mut pos, &cycle);
    assert!(pos.is_repetition(3));
    let outcome = pos.outcome().expect("threefold");
    assert_eq!(outcome, Outcome::Repetition);
    assert_eq!(outcome.id(), "repetition");
    assert_eq!(outcome.result_string(), "1/2-1/2");
}

#[test]
fn repetition_needs_the_same_rights() {
    // After Kf1 Kf8 Ke1 Ke8 the pieces stand as at the start, but White has
    // lost its castling right: a different position.
    let mut pos = chess("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let cycle = ["e1f1", "e8f8", "f1e1", "f8e8"];
    play(&mut pos, &cycle);
    play(&mut pos, &cycle);
    assert!(!pos.is_repetition(3), "the first occurrence had a castling right");
    assert_eq!(pos.outcome(), None);
    play(&mut pos, &cycle);
    assert_eq!(pos.outcome(), Some(Outcome::Repetition));
}

#[test]
fn repetition_ignores_positions_before_a_capture_or_pawn_move() {
    let mut pos = Position::<Board8>::start(Variant::Chess);
    play(&mut pos, &["g1f3", "g8f6", "f3g1", "f6g8", "e2e3", "e7e6"]);
    play(&mut pos, &["g1f3", "g8f6", "f3g1", "f6g8"]);
    assert!(pos.is_repetition(2));
    assert!(!pos.is_repetition(3));
}

#[test]
fn fifty_move_rule_applies_automatically() {
    let mut pos = chess("k7/8/1K6/8/8/8/8/7R w - - 99 80");
    assert!(!pos.is_fifty_moves());
    assert_eq!(pos.outcome(), None);
    play(&mut pos, &["h1h2"]);
    assert_eq!(pos.halfmove_clock(), 100);
    let outcome = pos.outcome().expect("50 moves");
    assert_eq!(outcome, Outcome::FiftyMoves);
    assert_eq!(outcome.id(), "fifty-moves");
}

#[test]
fn mate_on_the_hundredth_half_move_beats_the_fifty_move_rule() {
    let mut pos = chess("k7/7Q/1K6/8/8/8/8/8 w - - 99 80");
    play(&mut pos, &["h7b7"]);
    assert!(pos.is_fifty_moves());
    assert_eq!(pos.outcome(), Some(Outcome::Checkmate { winner: Color::White }));
}

// ----- dead positions --------------------------------------------------

fn dead8(pieces: &[(&str, char)]) -> bool {
    chess(&format!("{} w - - 0 1", board::<Board8>(pieces))).is_insufficient_material()
}

fn dead10(pieces: &[(&str, char)]) -> bool {
    mirodol(&format!("{} w - - 0 1", board::<Board10>(pieces))).is_insufficient_material()
}

#[test]
fn king_against_king_is_dead() {
    let pos = chess("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(pos.is_insufficient_material());
    let outcome = pos.outcome().expect("dead");
    assert_eq!(outcome, Outcome::InsufficientMaterial);
    assert_eq!(outcome.id(), "insufficient-material");
    assert!(dead10(&[("e1", 'K'), ("e10", 'k')]));
}

#[test]
fn king_and_knight_against_king_is_dead() {
    assert!(dead8(&[("e1", 'K'), ("b1", 'N'), ("e8", 'k')]));
    assert!(dead8(&[("e1", 'K'), ("e8", 'k'), ("g8", 'n')]));
    assert!(dead10(&[("e1", 'K'), ("b1", 'N'), ("e10", 'k')]));
}

#[test]
fn king_and_bishop_against_king_is_dead() {
    assert!(dead8(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k')]));
    assert!(dead10(&[("e1", 'K'), ("c1", 'B'), ("e10", 'k')]));
}

#[test]
fn bishops_all_on_one_colour_are_dead_on_8x8() {
    // c1, e3 and f8 are all dark squares.
    assert!(dead8(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k'), ("f8", 'b')]));
    assert!(dead8(&[("e1", 'K'), ("c1", 'B'), ("e3", 'B'), ("e8", 'k')]));
    assert!(dead8(&[("e1", 'K'), ("c1", 'B'), ("e3", 'B'), ("e8", 'k'), ("f8", 'b')]));
    // c8 is light: opposite-coloured bishops can still mate (with help).
    assert!(!dead8(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k'), ("c8", 'b')]));
    assert!(!dead8(&[("e1", 'K'), ("c1", 'B'), ("f1", 'B'), ("e8", 'k')]));
}

#[test]
fn bishops_all_on_one_colour_are_dead_on_10x10() {
    // On 10×10, j1 is light: c1 and d2 are dark, d3 is light.
    assert!(dead10(&[("e1", 'K'), ("c1", 'B'), ("e10", 'k'), ("d2", 'b')]));
    assert!(dead10(&[("e1", 'K'), ("c1", 'B'), ("e3", 'B'), ("e10", 'k')]));
    assert!(!dead10(&[("e1", 'K'), ("c1", 'B'), ("e10", 'k'), ("d3", 'b')]));
    assert!(!dead10(&[("e1", 'K'), ("j1", 'B'), ("i1", 'B'), ("e10", 'k')]));
}

#[test]
fn mating_material_is_not_dead() {
    for extra in ['P', 'R', 'Q'] {
        assert!(!dead8(&[("e1", 'K'), ("d4", extra), ("e8", 'k')]), "{extra}");
    }
    // Two minors of which one is a knight: a helpmate exists.
    assert!(!dead8(&[("e1", 'K'), ("b1", 'N'), ("g1", 'N'), ("e8", 'k')]));
    assert!(!dead8(&[("e1", 'K'), ("b1", 'N'), ("e8", 'k'), ("g8", 'n')]));
    assert!(!dead8(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k'), ("g8", 'n')]));
    // Compound pieces.
    for extra in ['A', 'C', 'M'] {
        let pos = maharajah(&format!("{} w - - 0 1", board::<Board8>(&[("e1", 'K'), ("a1", extra), ("g8", 'k')])));
        assert!(!pos.is_insufficient_material(), "{extra}");
        assert!(pos.has_mating_material(Color::White), "{extra}");
    }
    // The Archer.
    assert!(!dead10(&[("e1", 'K'), ("a1", 'A'), ("e10", 'k')]));
    assert!(!dead10(&[("e1", 'K'), ("a2", 'P'), ("e10", 'k')]));
}

// ----- flag fall (SPEC §11) --------------------------------------------

fn material(pieces: &[(&str, char)], color: Color) -> bool {
    chess(&format!("{} w - - 0 1", board::<Board8>(pieces))).has_mating_material(color)
}

#[test]
fn a_lone_king_has_no_mating_material() {
    assert!(!material(&[("e1", 'K'), ("e8", 'k'), ("d8", 'q')], Color::White));
    assert!(material(&[("e1", 'K'), ("e8", 'k'), ("d8", 'q')], Color::Black));
}

#[test]
fn king_and_knight_cannot_mate_a_lone_king_but_can_mate_more() {
    assert!(!material(&[("e1", 'K'), ("b1", 'N'), ("e8", 'k')], Color::White));
    // The opponent's own pawn can block its king's escape.
    assert!(material(&[("e1", 'K'), ("b1", 'N'), ("e8", 'k'), ("a7", 'p')], Color::White));
    assert!(material(&[("e1", 'K'), ("b1", 'N'), ("g1", 'N'), ("e8", 'k')], Color::White));
}

#[test]
fn same_coloured_bishops_cannot_mate_king_and_same_coloured_bishops() {
    // c1, e3, f8 dark; c8 light.
    assert!(!material(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k')], Color::White));
    assert!(!material(&[("e1", 'K'), ("c1", 'B'), ("e3", 'B'), ("e8", 'k'), ("f8", 'b')], Color::White));
    assert!(material(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k'), ("c8", 'b')], Color::White));
    assert!(material(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k'), ("a7", 'p')], Color::White));
    assert!(material(&[("e1", 'K'), ("c1", 'B'), ("f1", 'B'), ("e8", 'k')], Color::White));
    assert!(material(&[("e1", 'K'), ("c1", 'B'), ("e8", 'k'), ("g8", 'n')], Color::White));
}

#[test]
fn a_pawn_or_a_heavy_piece_is_mating_material() {
    for extra in ['P', 'R', 'Q'] {
        assert!(material(&[("e1", 'K'), ("d4", extra), ("e8", 'k')], Color::White), "{extra}");
    }
    let fen = format!("{} w - - 0 1", board::<Board10>(&[("e1", 'K'), ("a1", 'A'), ("e10", 'k')]));
    assert!(mirodol(&fen).has_mating_material(Color::White));
    assert!(!mirodol(&fen).has_mating_material(Color::Black));
}

#[test]
fn outcome_ids_are_stable_and_distinct() {
    let all = [
        Outcome::Checkmate { winner: Color::White },
        Outcome::Stalemate,
        Outcome::Repetition,
        Outcome::FiftyMoves,
        Outcome::InsufficientMaterial,
    ];
    let ids: Vec<&str> = all.iter().map(|o| o.id()).collect();
    assert_eq!(ids, ["checkmate", "stalemate", "repetition", "fifty-moves", "insufficient-material"]);
    assert!(all[1..].iter().all(|o| o.result_string() == "1/2-1/2"));
    assert_eq!(Outcome::Checkmate { winner: Color::Black }.to_string(), "checkmate, Black wins");
}
