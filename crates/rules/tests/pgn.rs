//! PGN reading and writing: round trips for every variant, annotations,
//! multi-game files with broken games, error messages, and a deterministic
//! no-panic run over mutated inputs (the same checks as `fuzz/`).

use proptest::prelude::*;
use rules::pgn::{PgnSyntax, LINE_WIDTH};
use rules::random::Rng;
use rules::*;

/// A custom Maharajah army for White (R N B M K A N R + a pawn on h2: 39
/// points) against the orthodox army.
const MAHARAJAH_ARMY: &str = "rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w kq - 0 1";

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

/// Plays SAN moves from `start` and returns the moves.
fn play<G: Geometry>(start: &Position<G>, sans: &[&str]) -> Vec<Move> {
    let mut pos = start.clone();
    sans.iter()
        .map(|san| {
            let m = pos.parse_san(san).unwrap_or_else(|e| panic!("{san} in {}: {e}", pos.fen()));
            pos.make(m);
            m
        })
        .collect()
}

fn sans(game: &PgnGame) -> Vec<&str> {
    game.moves.iter().map(|m| m.san.as_str()).collect()
}

/// Writes a game, reads it back, and checks moves, tags, start and result.
fn round_trip<G: Geometry>(tag_list: &[(String, String)], start: &Position<G>, moves: &[Move], result: &str) -> String {
    let text = write_game(tag_list, start, moves, result);
    let game = read_game(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(game.tags, *tag_list, "{text}");
    assert_eq!(game.variant, start.variant());
    assert_eq!(game.result, result);
    let replay = game.replay::<G>().expect("read games replay");
    assert_eq!(replay.moves, moves, "{text}");
    assert_eq!(replay.start.fen(), start.fen());
    let built = PgnGame::from_moves(tag_list, start, moves, result).expect("legal moves");
    assert_eq!(built, game);
    assert_eq!(game.to_pgn(), text, "writing is stable");
    for line in text.lines() {
        assert!(line.starts_with('[') || line.chars().count() <= LINE_WIDTH, "long line: {line}");
    }
    text
}

fn roster(result: &str) -> Vec<(String, String)> {
    tags(&[
        ("Event", "Club \"Open\" \\ 2026"),
        ("Site", "Kyiv"),
        ("Date", "2026.03.01"),
        ("Round", "1"),
        ("White", "Ann"),
        ("Black", "Bo"),
        ("Result", result),
        ("Annotator", "test"),
    ])
}

#[test]
fn chess_game_round_trips() {
    let start = Position::<Board8>::start(Variant::Chess);
    // Castling both ways, en passant, an under-promotion with capture, checks.
    let moves = play(
        &start,
        &[
            "e4", "d5", "e5", "f5", "exf6", "Nc6", "fxg7", "Bd7", "gxh8=N", "e6", "Nf3", "Qe7", "Bc4", "O-O-O", "O-O",
            "dxc4", "Nf7", "Nf6", "Nxd8", "Kxd8", "d4", "cxd3", "Qxd3", "Ke8", "Qxd7+", "Nxd7",
        ],
    );
    let text = round_trip(&roster("1-0"), &start, &moves, "1-0");
    assert!(text.contains("5. gxh8=N"), "{text}");
    assert!(text.contains("O-O-O"), "{text}");
    assert!(!text.contains("[Variant"), "chess writes no Variant tag:\n{text}");
    assert!(!text.contains("[FEN"), "{text}");
    assert!(text.starts_with("[Event \"Club \\\"Open\\\" \\\\ 2026\"]\n[Site \"Kyiv\"]\n"), "{text}");
    assert!(text.trim_end().ends_with("1-0"));
}

#[test]
fn maharajah_custom_army_with_m_promotion_round_trips() {
    let start = Position::<Board8>::from_fen(Variant::Maharajah, MAHARAJAH_ARMY).expect("valid army");
    let moves = play(&start, &["h4", "a6", "h5", "g5", "hxg6", "a5", "gxh7", "a4", "hxg8=M", "a3", "Mxf8+", "Kxf8"]);
    let text = round_trip(&roster("*"), &start, &moves, "*");
    assert!(
        text.contains(
            "[Variant \"Maharajah\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w kq - 0 1\"]"
        ),
        "{text}"
    );
    assert!(text.contains("5. hxg8=M"), "{text}");
    let game = read_game(&text).expect("reads");
    assert_eq!(game.start_fen.as_deref(), Some(MAHARAJAH_ARMY));
    let end = game.replay::<Board8>().expect("legal").end;
    assert_eq!(end.fen(), "rnbq1k1r/1ppppp2/8/8/8/p7/8/RNBMKANR w - - 0 7");
}

#[test]
fn maharajah_standard_army_has_no_fen() {
    let start = Position::<Board8>::start(Variant::Maharajah);
    let moves = play(&start, &["e4", "e5"]);
    let text = round_trip(&roster("*"), &start, &moves, "*");
    assert!(text.contains("[Variant \"Maharajah\"]") && !text.contains("[SetUp"), "{text}");
}

#[test]
fn mirodol_game_round_trips() {
    let start = Position::<Board10>::start(Variant::Mirodol);
    let moves =
        play(&start, &["e5", "e6", "Ni3", "Ni8", "h3", "h8", "Bh2", "Bh9", "Qe2", "Qe9", "K-0-0-0", "Ad8", "d4"]);
    let text = round_trip(&roster("1/2-1/2"), &start, &moves, "1/2-1/2");
    assert!(text.contains("[Variant \"Mirodol\"]") && !text.contains("[FEN"), "{text}");
    assert!(text.contains("6. K-0-0-0"), "{text}");
    // From a set-up position with Black to move: numbering starts at `N...`.
    let mut pos = start.clone();
    for &m in &moves[..3] {
        pos.make(m);
    }
    let rest = &moves[3..];
    let text = round_trip(&roster("*"), &pos, rest, "*");
    assert!(text.contains("[FEN \"") && text.contains("\n\n2... Ni8 3. h3"), "{text}");
}

#[test]
fn comments_nags_and_variations_are_kept() {
    let text = r#"[Event "Annotated"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]
% an escape line, ignored
{Opening   comment} 1. e4 $1 {best
by test} (1. d4 d5 (1... Nf6 2. c4) 2. c4 {queen's gambit}) 1... e5!? 2. Nf3 Nc6 ; line comment
3. Bb5?! (3. Bc4 Bc5) {after variation} 3... a6 4.Ba4 Nf6 5. O-O !! 5... Be7 $14 1-0
"#;
    let game = read_game(text).expect("valid");
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"]);
    let e4 = &game.moves[0];
    assert_eq!(e4.comment_before.as_deref(), Some("Opening comment"));
    assert_eq!(e4.nags, [1]);
    assert_eq!(e4.comment_after.as_deref(), Some("best by test"));
    assert_eq!(e4.variations.len(), 1);
    let var = &e4.variations[0];
    assert_eq!(var.iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4", "d5", "c4"]);
    assert_eq!(var[1].variations[0].iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["Nf6", "c4"]);
    assert_eq!(var[2].comment_after.as_deref(), Some("queen's gambit"));
    assert_eq!(game.moves[1].nags, [5]);
    assert_eq!(game.moves[3].comment_after.as_deref(), Some("line comment"));
    assert_eq!(game.moves[4].nags, [6]);
    assert_eq!(game.moves[4].variations[0].len(), 2);
    assert_eq!(game.moves[5].comment_before.as_deref(), Some("after variation"));
    assert_eq!(game.moves[8].nags, [3]);
    assert_eq!(game.moves[9].nags, [14]);
    assert_eq!(game.result, "1-0");
    game.check_variations().expect("variations are legal");

    let written = game.to_pgn().replace('\n', " ");
    assert!(
        written.contains("{Opening comment} 1. e4 $1 {best by test} (1. d4 d5 (1... Nf6 2. c4) 2. c4"),
        "{written}"
    );
    assert!(written.contains("3. Bb5 $6 (3. Bc4 Bc5) {after variation} 3... a6"), "{written}");
    let again = read_game(&game.to_pgn()).expect("reads back");
    assert_eq!(again, game);
}

#[test]
fn illegal_variation_moves_are_kept_and_reported_on_request() {
    let game = read_game("1. e4 (1. d4 Ke7 Qxd8) e5 *").expect("main line is legal");
    assert_eq!(game.moves[0].variations[0].iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["d4", "Ke7", "Qxd8"]);
    let err = game.check_variations().expect_err("Ke7 is illegal").to_string();
    assert!(err.contains("1... Ke7") && err.contains("ply 2"), "{err}");
}

#[test]
fn move_numbers_results_and_tag_escapes() {
    let game = read_game("[White \"A \\\"B\\\" \\\\ C\"]\n\n1.e4 e5 2.Nf3 2...Nc6 3. Bb5 ... a6 0-1").expect("valid");
    assert_eq!(game.tag("White"), Some("A \"B\" \\ C"));
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert_eq!(game.result, "0-1");
    assert!(game.to_pgn().contains("[White \"A \\\"B\\\" \\\\ C\"]"));
    for result in RESULTS_ALL {
        assert_eq!(read_game(&format!("1. d4 {result}")).expect("valid").result, result);
    }
    // No termination marker: the Result tag is used.
    assert_eq!(read_game("[Result \"1/2-1/2\"]\n1. d4 d5").expect("valid").result, "1/2-1/2");
    // SAN written loosely is stored canonically.
    let game = read_game("1. e4 f5 2. Qh5 g6 3. Qxg6 hxg6 4. 0-0 *");
    assert!(matches!(game, Err(PgnError::IllegalMove { ply: 7, .. })), "{game:?}");
    let game = read_game("1. e4 e5 2. Ng1f3 Nb8c6 3. Bb5 a6 4. O-O Nf6 5. Re1 Be7 6. Bf1 O-O *").expect("valid");
    assert_eq!(game.moves[2].san, "Nf3");
    assert_eq!(game.moves[3].san, "Nc6");
}

const RESULTS_ALL: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

#[test]
fn multi_game_file_survives_broken_games() {
    let text = r#"[Event "good one"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "illegal move"]
[Result "*"]

1. e4 e5 2. Ke3 *

[Event "unterminated comment"]

1. d4 { this comment never ends
2. c4 *

[Event "good two"]
[Variant "Mirodol"]

1. e5 e6 *

[Event "bad tag
1. e4 *

[Event "unknown variant"]
[Variant "Crazyhouse"]

1. e4 *

1. d4 d5 1/2-1/2
[Event "unclosed variation"]
1. d4 (1. e4 e5 2. f4 *
[Event "good three"]
1. c4 *
"#;
    let games = read_games(text);
    let summary: Vec<String> = games
        .iter()
        .map(|g| match g {
            Ok(g) => format!("ok {}", g.tag("Event").unwrap_or("-")),
            Err(e) => format!("err {e}"),
        })
        .collect();
    assert_eq!(games.len(), 9, "{summary:#?}");
    assert_eq!(summary[0], "ok good one");
    assert!(
        summary[1].starts_with("err line 9, column 13: move 2. Ke3 (ply 3): 'Ke3' is not a legal move"),
        "{summary:#?}"
    );
    assert!(summary[2].starts_with("err line 13, column 7: comment opened here is never closed"), "{summary:#?}");
    assert_eq!(summary[3], "ok good two");
    assert!(summary[4].starts_with("err line 21, column 8: tag value is not closed"), "{summary:#?}");
    assert!(summary[5].contains("unknown variant 'Crazyhouse'"), "{summary:#?}");
    assert_eq!(summary[6], "ok -", "a game without tags");
    assert!(summary[7].starts_with("err line 31, column 7: variation opened here is never closed"), "{summary:#?}");
    assert_eq!(summary[8], "ok good three");
    let good: Vec<&PgnGame> = games.iter().flatten().collect();
    assert_eq!(good[0].moves.len(), 7);
    assert_eq!(good[1].variant, Variant::Mirodol);
    assert_eq!(good[2].result, "1/2-1/2");
    assert_eq!(sans(good[3]), ["c4"]);
}

#[test]
fn games_without_tags_are_split_on_results() {
    let games = read_games("1. e4 e5 1-0 1. d4 d5 0-1\n\n{only a comment}\n1. c4 *");
    let results: Vec<_> = games.iter().map(|g| g.as_ref().map(|g| (g.moves.len(), g.result.clone()))).collect();
    assert_eq!(results, [Ok((2, "1-0".to_string())), Ok((2, "0-1".to_string())), Ok((1, "*".to_string()))]);
    assert_eq!(games[2].as_ref().expect("ok").moves[0].comment_before.as_deref(), Some("only a comment"));
    assert!(read_games("").is_empty());
    assert!(read_games("  \n% nothing\n").is_empty());
    assert_eq!(read_game("\n"), Err(PgnError::NoGame));
}

#[test]
fn the_comment_of_a_game_without_moves_is_kept_and_written_back() {
    let text = "[Event \"x\"]\n[Result \"1-0\"]\n\n{Forfeit: Black did\nnot   appear.} 1-0\n";
    let game = read_game(text).expect("valid");
    assert!(game.moves.is_empty());
    assert_eq!(game.comment.as_deref(), Some("Forfeit: Black did not appear."));
    let written = game.to_pgn();
    assert!(written.ends_with("\n\n{Forfeit: Black did not appear.} 1-0\n"), "{written}");
    assert_eq!(read_game(&written).expect("reads back"), PgnGame { tags: game.canonical_tags(), ..game });
    // Comments in a row join; one holding `}` is written as a `;` comment.
    let game = read_game("[Event \"y\"]\n{one} ; two } three\n*").expect("valid");
    assert_eq!(game.comment.as_deref(), Some("one two } three"));
    assert!(game.to_pgn().ends_with("\n\n; one two } three\n*\n"), "{}", game.to_pgn());
    assert_eq!(read_game(&game.to_pgn()).expect("reads back"), PgnGame { tags: game.canonical_tags(), ..game });
    // A game with moves keeps its comments on them.
    let game = read_game("{intro} 1. e4 {end} *").expect("valid");
    assert_eq!(game.comment, None);
    assert_eq!(game.moves[0].comment_before.as_deref(), Some("intro"));
    assert_eq!(game.moves[0].comment_after.as_deref(), Some("end"));
    // Set on a game with moves, it is written before them.
    let mut game = read_game("1. e4 *").expect("valid");
    game.comment = Some("note".into());
    assert_eq!(read_game(&game.to_pgn()).expect("reads back").moves[0].comment_before.as_deref(), Some("note"));
}

#[test]
fn castling_rights_the_start_cannot_hold_are_dropped() {
    // No white rook: K and Q cannot stand, k and q can (Black castles).
    let text = "[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1\"]\n\n1. Ke2 O-O 2. Ke3 Rae8+ *";
    let game = read_game(text).expect("read with White's castling rights dropped");
    assert_eq!(game.start_fen.as_deref(), Some("r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1"));
    assert_eq!(sans(&game), ["Ke2", "O-O", "Ke3", "Rae8+"]);
    assert!(game.to_pgn().contains("[FEN \"r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1\"]"), "{}", game.to_pgn());
    // A Maharajah variant side never castles.
    let text =
        "[Variant \"Maharajah\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w KQkq - 0 1 w\"]\n*";
    let game = read_game(text).expect("read with the variant side's rights dropped");
    assert_eq!(game.start_fen.as_deref(), Some("rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w kq - 0 1"));
    // A FEN that needs nothing dropped is kept as written; other faults still refuse the game.
    let game = read_game("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n*").expect("valid");
    assert_eq!(game.start_fen.as_deref(), Some("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"));
    let err = read_game("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4KK2 w KQ - 0 1\"]\n*").expect_err("two kings");
    assert!(matches!(err, PgnError::BadFen { .. }), "{err:?}");
}

#[test]
fn errors_say_what_and_where() {
    let err = |text: &str| read_game(text).expect_err(text).to_string();
    assert_eq!(
        err("1. e4 e5\n2. Nf3 Nf6 3. Bb5 Bb4 4. Bxe8 *"),
        "line 2, column 26: move 4. Bxe8 (ply 7): 'Bxe8' is not a legal move in this position"
    );
    assert_eq!(
        err("1. e4 e5 2. N3 *"),
        "line 1, column 13: move 2. N3 (ply 3): 'N3' is not a move in algebraic notation"
    );
    assert_eq!(err("1. e4 ) *"), "line 1, column 7: ')' closes no variation");
    assert_eq!(err("( 1. e4 ) *"), "line 1, column 1: variation does not follow a move");
    assert_eq!(err("1. e4 $300 *"), "line 1, column 7: '$300' is not a numeric annotation glyph ($0 to $255)");
    assert_eq!(err("1. e4!!! *"), "line 1, column 6: '!!!' is not a move annotation (!, ?, !!, ??, !?, ?!)");
    assert_eq!(err("1. e4 <x> *"), "line 1, column 7: unexpected character '<'");
    assert_eq!(err("[Event]\n1. e4 *"), "line 1, column 7: malformed tag: expected '\"' before the tag value");
    assert_eq!(err("[SetUp \"1\"]\n1. e4 *"), "line 1: [SetUp \"1\"] without a FEN tag");
    assert!(err("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*").starts_with("FEN \"8/8/8/8/8/8/8/8 w - - 0 1\": "));
    assert_eq!(
        err("[Variant \"Mirodol\"]\n1. Nf3 *"),
        "line 2, column 4: move 1. Nf3 (ply 1): 'Nf3' is not a legal move in this position"
    );
    let deep = format!("1. e4 {}e5{} *", "(e5 ".repeat(70), ")".repeat(70));
    assert!(err(&deep).contains("nested more than 64 deep"));
    // Black to move from the FEN: the error names `12...`.
    let text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 12\"]\n12... Kd7 13. Kd2 Kd9 *";
    assert_eq!(err(text), "line 3, column 19: move 13... Kd9 (ply 3): 'Kd9' is not a move in algebraic notation");
    match read_game(text) {
        Err(PgnError::IllegalMove { ply: 3, number: 13, black: true, ref san, at: Some((3, 19)), .. }) => {
            assert_eq!(san, "Kd9")
        }
        other => panic!("{other:?}"),
    }
    match read_game("1. e4 {x") {
        Err(PgnError::Syntax { line: 1, column: 7, kind: PgnSyntax::UnterminatedComment }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn long_algebraic_names_the_move_from_its_whole_origin_square() {
    let start = Position::<Board8>::start(Variant::Chess);
    let san = |text: &str| start.parse_san(text);
    for (lan, short) in [("Ng1-f3", "Nf3"), ("g1-f3", "Nf3"), ("Ng1xf3", "Nf3"), ("b2-b3", "b3"), ("e2-e4+", "e4")] {
        assert_eq!(san(lan), san(short), "{lan}");
    }
    assert_eq!(san("Bg1-f3"), Err(SanError::Illegal("Bg1-f3".into())), "the letter must name the piece there");
    assert_eq!(san("Ng1-f4"), Err(SanError::Illegal("Ng1-f4".into())));
    assert_eq!(san("e2-e5"), Err(SanError::Illegal("e2-e5".into())));
    assert_eq!(san("Ng-f3"), Err(SanError::Syntax("Ng-f3".into())), "a dash follows a whole square");
    assert_eq!(san("N1-f3"), Err(SanError::Syntax("N1-f3".into())));
    assert_eq!(san("-f3"), Err(SanError::Syntax("-f3".into())));
    // Promotions, with and without '=', capturing or not; Mirodol's 10×10 squares.
    let ending = Position::<Board8>::from_fen(Variant::Chess, "3r2k1/4P1pp/8/8/8/8/6PP/6K1 w - - 0 1").unwrap();
    for (lan, uci) in [("e7xd8=Q", "e7d8q"), ("e7-e8N", "e7e8n"), ("e7-e8=R+", "e7e8r")] {
        assert_eq!(ending.parse_san(lan).map(|m| ending.uci(m)), Ok(uci.to_string()), "{lan}");
    }
    assert_eq!(ending.parse_san("e7-e8"), Err(SanError::Illegal("e7-e8".into())), "a promotion names its piece");
    let mirodol = Position::<Board10>::start(Variant::Mirodol);
    assert_eq!(mirodol.parse_san("Nh1-g3").map(|m| mirodol.uci(m)), Ok("h1g3".to_string()));

    // Read as movetext, mixed with SAN and castling, the moves are written back in SAN.
    let game = read_game("1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-c4 Ng8-f6 4. O-O Bf8-b5?? 5. d2-d4 *");
    assert!(matches!(game, Err(PgnError::IllegalMove { ply: 8, .. })), "{game:?}");
    let game = read_game("1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-c4 Ng8-f6 4. O-O Bf8-c5 (4... Nf6xe4) 5. d2-d4 *")
        .expect("long algebraic reads");
    assert_eq!(sans(&game), ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "O-O", "Bc5", "d4"]);
    assert_eq!(game.moves[7].variations[0][0].san, "Nxe4", "variations too");
}

#[test]
fn replay_reports_the_failing_move_and_checks_the_board() {
    let mut game = PgnGame::new(Variant::Chess);
    game.moves = ["e4", "e5", "Nf3", "Nf6", "Ke2", "Ke7", "Kd3", "O-O"].map(PgnMove::new).to_vec();
    let err = game.replay::<Board8>().expect_err("the king has moved");
    assert_eq!(err.to_string(), "move 4... O-O (ply 8): 'O-O' is not a legal move in this position");
    assert!(matches!(game.replay::<Board10>(), Err(PgnError::WrongGeometry { .. })));
    game.moves.pop();
    let replay = game.replay::<Board8>().expect("legal");
    assert_eq!(replay.moves.len(), 7);
    assert_eq!(replay.end.fen(), "rnbq1b1r/ppppkppp/5n2/4p3/4P3/3K1N2/PPPP1PPP/RNBQ1B1R b - - 5 4");
    game.validate().expect("legal");
}

#[test]
fn writer_stops_at_an_illegal_move() {
    let start = Position::<Board8>::start(Variant::Chess);
    let mut moves = play(&start, &["e4", "e5"]);
    moves.push(moves[0]);
    let text = write_game(&[("Event", "x")], &start, &moves, "*");
    assert!(text.ends_with("\n1. e4 e5 *\n"), "{text}");
    let err = PgnGame::from_moves(&[("Event", "x")], &start, &moves, "*").expect_err("e2e4 is not legal after 1... e5");
    assert_eq!(err.to_string(), "move 2. e2e4 (ply 3): 'e2e4' is not a legal move in this position");
}

#[test]
fn long_games_wrap_at_80_columns() {
    let mut game = read_game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *").expect("valid");
    let base: Vec<PgnMove> = game.moves.clone();
    for _ in 0..20 {
        game.moves.extend(base.iter().cloned());
    }
    game.moves[3].comment_after = Some("a long comment ".repeat(20));
    let text = game.to_pgn();
    let movetext: Vec<&str> = text.lines().filter(|l| !l.starts_with('[') && !l.is_empty()).collect();
    assert!(movetext.len() > 5);
    assert!(movetext.iter().all(|l| l.chars().count() <= LINE_WIDTH), "{text}");
    let again = read_game(&text).expect("reads back");
    assert_eq!(again.moves.len(), game.moves.len());
    assert_eq!(again.moves[3].comment_after.as_deref(), Some("a long comment ".repeat(20).trim()));
}

// ---------------------------------------------------------------------------
// Random games and no-panic runs
// ---------------------------------------------------------------------------

fn random_game<G: Geometry>(start: &Position<G>, choices: &[u16]) -> Vec<Move> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal.as_slice()[c as usize % legal.len()];
        pos.make(m);
        moves.push(m);
    }
    moves
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_round_trip(choices in proptest::collection::vec(any::<u16>(), 0..120), which in 0usize..4) {
        let result = RESULTS_ALL[which];
        match which {
            0 => {
                let start = Position::<Board8>::start(Variant::Chess);
                round_trip(&roster(result), &start, &random_game(&start, &choices), result);
            }
            1 => {
                let start = Position::<Board8>::from_fen(Variant::Maharajah, MAHARAJAH_ARMY).expect("valid");
                round_trip(&roster(result), &start, &random_game(&start, &choices), result);
            }
            2 => {
                // A set-up position, Black (a variant side) to move first.
                let fen = "rmbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQ - 0 1 b";
                let start = Position::<Board8>::from_fen(Variant::Maharajah, fen).expect("valid");
                round_trip(&roster(result), &start, &random_game(&start, &choices), result);
            }
            _ => {
                let start = Position::<Board10>::start(Variant::Mirodol);
                round_trip(&roster(result), &start, &random_game(&start, &choices), result);
            }
        }
    }
}

/// Parses `text` every way the fuzz target does (the shared harness in `rules::selfcheck`).
fn exercise(text: &str) {
    rules::selfcheck::exercise(text);
}

const SEEDS: &[&str] = &[
    "[Event \"x\"]\n[Variant \"Maharajah\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w kq - 0 1\"]\n\n1. h4 a6 2. h5 g5 3. hxg6 a5 4. gxh7 a4 5. hxg8=M *\n",
    "{c} 1. e4 $1 (1. d4 d5 (1... Nf6) 2. c4 {x}) 1... e5!? 2. Nf3 ; eol\nNc6 3. Bb5 a6 1-0\n\n[Event \"2\"]\n1. d4 *",
    "[Variant \"Mirodol\"]\n\n1. e5 e6 2. Ni3 Ni8 3. h3 h8 4. Bh2 Bh9 5. Qe2 Qe9 6. K-0-0-0 Ad8 1/2-1/2",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/7P/RNBMKANR w kq - 0 1 w h2",
    "arnbkqbnra/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq - 0 1",
    "arnbkqbnra/pppp1ppppp/10/10/4P5/4p5/10/10/PPPPPPPPPP/ARNBKQBNRA w KQkq e7e8 0 3",
    "r3k2r/pPp2ppp/8/3pP3/8/8/P1PP1PPP/R3K2R w KQkq d6 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 60 wb -",
    "e8=M",
    "K-0-0-0",
    "e2e4",
    "j9j10o",
    "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 99 4294967295\"]\n1... Kd7 2. Kd2 *",
];

const INTERESTING: &[u8] = b" \n\r\t[]{}();$%*\"\\!?.-=+#/0123456789abcdefghijKQRBNPMACkqrbnpmacwxO10\xff\xc3";

fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut data = input.to_vec();
    for _ in 0..1 + rng.below(6) {
        let len = data.len();
        match rng.below(7) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] = INTERESTING[rng.below(INTERESTING.len())];
            }
            1 => {
                let i = rng.below(len + 1);
                data.insert(i, INTERESTING[rng.below(INTERESTING.len())]);
            }
            2 if len > 0 => {
                let i = rng.below(len);
                let n = rng.below(8).min(len - i);
                data.drain(i..i + n);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let n = rng.below(16).min(len - i);
                let chunk = data[i..i + n].to_vec();
                let at = rng.below(data.len() + 1);
                data.splice(at..at, chunk);
            }
            4 => {
                let other = SEEDS[rng.below(SEEDS.len())].as_bytes();
                let at = rng.below(len + 1);
                let from = rng.below(other.len());
                data.splice(at..at, other[from..].iter().copied());
            }
            5 if len > 0 => data.truncate(rng.below(len)),
            _ if len > 0 => {
                let i = rng.below(len);
                data[i] = (rng.next_u64() & 0xff) as u8;
            }
            _ => {}
        }
    }
    data
}

#[test]
fn no_panic_on_mutated_inputs() {
    let mut rng = Rng::new(0x5eed_1234_abcd_0042);
    for seed in SEEDS {
        exercise(seed);
    }
    for i in 0..4000 {
        let seed = SEEDS[i % SEEDS.len()].as_bytes();
        let data = mutate(&mut rng, seed);
        exercise(&String::from_utf8_lossy(&data));
    }
}

#[test]
fn no_panic_on_pathological_inputs() {
    for text in [
        "(".repeat(100_000),
        format!("1. e4 {}", "(e5 ".repeat(10_000)),
        "{".repeat(1000),
        "[".repeat(1000),
        "1.".repeat(10_000),
        "$".repeat(100),
        "%\n".repeat(100),
        "\u{feff}1. e4 *".to_string(),
        "1. e4 e5 2. Ke2 Ke7 ".repeat(200),
    ] {
        exercise(&text);
    }
}

/// Inputs found by `cargo fuzz` (fuzz/README.md) that once broke a check.
#[test]
fn fuzz_regressions() {
    for text in [
        // `.51.` was kept as a move and written back as a move number.
        "[Event \"x\"]\n{o} 1. e4 $1 {st} (1. d4 d.( .51. Nf) 2. c4 {QG}) 1... e5!? 2. Nf3 Nc6 ;)eo! r",
        "1. e4 5! e5 1.1-0",
    ] {
        exercise(text);
    }
    // A `;` comment holding `}` and a word longer than a line: written as `;`
    // comments, each continuation line starting with `;` again.
    let long = format!("1. e4 {{b\u{0}t}};(2. d4 d{}ng.}}62 4 $1 (1. d4 d5) 1/2-1/2", "\u{18}".repeat(90));
    exercise(&long);
    let mut game = read_game("1. e4 e5 *").expect("valid");
    let comment = format!("a}} {} {}", "x".repeat(90), "word ".repeat(30));
    game.moves[0].comment_after = Some(comment.trim_end().to_string());
    let text = game.to_pgn();
    assert!(text.contains("1. e4 ; a}\n; xxx"), "{text}");
    assert!(text.lines().filter(|l| l.starts_with("; word")).all(|l| l.len() <= LINE_WIDTH), "{text}");
    assert_eq!(read_game(&text).expect("reads back").moves, game.moves);
    let game = read_game("1. e4 (1. d4 ... .51. Nf6) 5! e5 1.1-0").expect("valid");
    assert_eq!(game.moves[0].nags, [1]);
    assert_eq!(game.moves[0].variations[0].len(), 2);
    assert_eq!(game.result, "1-0");
}
