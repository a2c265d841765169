//! The army advisor: assessments are deterministic, never panic on a legal
//! army, refuse an illegal one with the rules core's reasons, say what a
//! player can act on; suggestions are legal 39-point armies assessed better
//! than the original.

use engine::advisor::archetypes::Archetype;
use engine::advisor::assess::{assess_with, AdvisorError};
use engine::advisor::suggest::{suggest_with, Effort};
use engine::advisor::table::TABLE;
use engine::advisor::{Army, Reason};
use proptest::prelude::*;
use rules::random::{random_army, Rng};
use rules::{Board8, Color, Geometry, Piece, Setup, StartError, Variant, BUDGET};

/// Few nodes: the tests check behaviour, not strength.
const NODES: u64 = 3_000;

fn archetype(id: &str) -> Army {
    Army::archetype(Archetype::by_id(id).expect("archetype"))
}

#[test]
fn an_assessment_is_deterministic() {
    let army = archetype("knight-horde");
    let a = assess_with(&TABLE, &army, None, &[], NODES).expect("legal");
    let b = assess_with(&TABLE, &army, None, &[], NODES).expect("legal");
    assert_eq!(a, b);
    assert!(a.low <= a.expected && a.expected <= a.high, "{a:?}");
    assert_eq!(a.nearest[0].id, "knight-horde", "an archetype is its own nearest");
}

#[test]
fn the_orthodox_army_against_itself_is_even_and_has_no_placement_reasons() {
    let a = assess_with(&TABLE, &Army::orthodox(), None, &[], NODES).expect("legal");
    assert_eq!(a.search_cp, 0, "the same start from both sides");
    assert!((a.expected - 0.5).abs() < 1e-9, "{a:?}");
    assert!(
        !a.reasons.iter().any(|r| matches!(
            r,
            Reason::ExposedKing { .. }
                | Reason::WeakPawnCover { .. }
                | Reason::ImmobilePieces { .. }
                | Reason::HangingPiece { .. }
        )),
        "{:?}",
        a.reasons
    );
}

#[test]
fn reasons_name_hanging_pieces_an_open_king_and_stuck_pieces() {
    // Three Maharajahs on the first rank face the rooks and queen of an army without pawns.
    let a = assess_with(&TABLE, &archetype("three-maharajahs"), Some(&archetype("queen-rooks")), &[], NODES)
        .expect("legal");
    assert!(a.reasons.iter().any(|r| matches!(r, Reason::HangingPiece { kind: 'M', .. })), "{:?}", a.reasons);
    assert!(a.reasons.contains(&Reason::ExposedKing { open_lines: 3 }), "{:?}", a.reasons);
    assert!(a.reasons.contains(&Reason::WeakPawnCover { pawns: 0 }), "{:?}", a.reasons);
    let horde = assess_with(&TABLE, &archetype("knight-horde"), None, &[], NODES).expect("legal");
    assert!(
        horde.reasons.iter().any(|r| matches!(r, Reason::ImmobilePieces { count } if *count > 5)),
        "{:?}",
        horde.reasons
    );
}

#[test]
fn a_black_army_is_told_in_its_own_squares() {
    let black = Army::from_setup(&archetype("three-maharajahs").white_setup().clone(), Color::White);
    let mut setup = Setup::new();
    for (sq, kind) in black.pieces() {
        setup.place(sq ^ 56, Piece::new(Color::Black, kind)).expect("mirrored placement");
    }
    let army = Army::from_setup(&setup, Color::Black);
    let a = assess_with(&TABLE, &army, Some(&archetype("queen-rooks")), &[], NODES).expect("legal");
    let squares: Vec<&str> = a
        .reasons
        .iter()
        .filter_map(|r| match r {
            Reason::HangingPiece { square, .. } => Some(square.as_str()),
            _ => None,
        })
        .collect();
    assert!(!squares.is_empty() && squares.iter().all(|s| s.ends_with('8')), "{squares:?}");
}

#[test]
fn an_illegal_army_is_refused_with_the_rules_reason() {
    let mut short = Setup::orthodox();
    short.remove(Board8::parse_square("a2").expect("square"));
    let err = assess_with(&TABLE, &Army::from_setup(&short, Color::White), None, &[], NODES).expect_err("38 points");
    assert_eq!(err, AdvisorError::Army(vec![StartError::BudgetNotSpent { color: Color::White, spent: 38 }]));
    // Black's army with a gap on its first rank: told in Black's ranks and squares.
    let mut gap = Setup::orthodox();
    gap.remove(Board8::parse_square("b8").expect("square"));
    let mut board = *gap.squares();
    board[Board8::parse_square("a6").expect("square")] = Some(Piece::new(Color::Black, rules::Kind::Knight));
    let gap = Setup::from_squares(board);
    let err = assess_with(&TABLE, &Army::from_setup(&gap, Color::Black), None, &[], NODES).expect_err("gap");
    let AdvisorError::Army(errors) = err else { panic!("the army's own error: {err:?}") };
    assert!(
        errors.iter().any(|e| matches!(e, StartError::RankNotFilled { color: Color::Black, rank: 8, .. })),
        "{errors:?}"
    );
}

#[test]
fn suggestions_are_legal_full_budget_armies_assessed_better() {
    let effort = Effort { second_round: 6, second_nodes: 1_000, final_round: 3, final_nodes: NODES };
    // The weakest army of the table: rooks behind a wall of pawns.
    let army = archetype("rooks-pawns");
    let opponent = Army::orthodox();
    let original = assess_with(&TABLE, &army, Some(&opponent), &[], NODES).expect("legal");
    let mut last = 0.0;
    let found = suggest_with(&TABLE, &army, Some(&opponent), effort, |p| {
        assert!(p >= last && p <= 1.0, "progress goes forward: {p} after {last}");
        last = p;
    })
    .expect("legal");
    assert_eq!(last, 1.0);
    assert!(!found.is_empty(), "the weakest army of the table can be improved");
    assert!(found.len() <= 3);
    for s in &found {
        let mut setup = army.setup();
        for p in &s.removed {
            setup.remove(Board8::parse_square(&p.square).expect("square"));
        }
        let mut board = *setup.squares();
        for p in &s.added {
            let kind = Variant::Maharajah.kind_from_letter(p.kind).expect("kind");
            board[Board8::parse_square(&p.square).expect("square")] = Some(Piece::new(Color::White, kind));
        }
        let applied = Setup::from_squares(board);
        assert_eq!(applied.board_fen(), s.board, "the difference turns the army into the suggestion");
        assert_eq!(applied.cost(Color::White), BUDGET);
        let suggested = Army::from_setup(&applied, Color::White);
        assert!(Army::start(&suggested, &opponent).is_ok());
        let again = assess_with(&TABLE, &suggested, Some(&opponent), &[], NODES).expect("legal");
        assert_eq!(again, s.assessment);
        assert!(again.expected > original.expected, "{} ≤ {}", again.expected, original.expected);
        assert!((s.gain - (again.expected - original.expected)).abs() < 1e-12);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn any_legal_army_is_assessed_without_panic(seed in any::<u64>(), black in any::<bool>()) {
        let mut rng = Rng::new(seed);
        let mut setup = Setup::new();
        let color = if black { Color::Black } else { Color::White };
        random_army(&mut rng, &mut setup, color);
        let mut opponent = Setup::new();
        random_army(&mut rng, &mut opponent, color.flip());
        let army = Army::from_setup(&setup, color);
        let other = Army::from_setup(&opponent, color.flip());
        match assess_with(&TABLE, &army, Some(&other), &[], 500) {
            Ok(a) => {
                prop_assert!(a.low <= a.expected && a.expected <= a.high && a.low >= 0.0 && a.high <= 1.0);
                prop_assert!(Army::start(&army, &other).is_ok());
            }
            Err(e) => prop_assert!(Army::start(&army, &other).is_err(), "{e}"),
        }
        let alone = assess_with(&TABLE, &army, None, &[], 500);
        prop_assert_eq!(alone.is_ok(), Army::start(&army, &Army::orthodox()).is_ok());
    }
}
