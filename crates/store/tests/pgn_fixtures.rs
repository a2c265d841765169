//! The PGN files in `tests/pgn/`: real-world shapes of PGN (a lichess export
//! with clocks, evaluations and judgements, a lichess study, a ChessBase
//! export in Latin-1 with null moves, a byte-order mark with CRLF line ends,
//! games without moves, partial and unknown dates, nested variations,
//! variants we do not play, moves in UCI, moves in long algebraic notation,
//! set-up positions, games another tool wrote and the app's export of them).
//!
//! Each file imports exactly the games it should and skips the others with
//! their reason's kind; every imported game survives export and re-import
//! with its tags, comments (a game without moves has one too), NAGs and
//! variations.

mod common;

use common::temp_db;
use rules::{PgnGame, PgnMove, Variant};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use store::{game_to_pgn, stored_names, GameFilter, GameRecord, GameResult, ImportReport, PlayerKind, Store};

/// Games skipped by an import: number in the file, reason kind.
type Skips = &'static [(usize, &'static str)];

/// Every fixture: file, games imported, and the games skipped.
const FIXTURES: [(&str, usize, Skips); 12] = [
    ("bom-crlf.pgn", 2, &[]),
    ("chessbase-latin1.pgn", 1, &[(2, "null-move"), (3, "null-move")]),
    ("dates.pgn", 5, &[]),
    ("empty.pgn", 4, &[]),
    ("lichess.pgn", 3, &[]),
    ("long-algebraic.pgn", 5, &[(6, "illegal-move"), (7, "illegal-move")]),
    ("reimport-exported.pgn", 3, &[]),
    ("reimport.pgn", 3, &[]),
    ("setup.pgn", 5, &[(6, "missing-fen")]),
    ("uci.pgn", 2, &[(3, "illegal-move")]),
    ("variants.pgn", 1, &[(1, "unknown-variant"), (2, "unknown-variant"), (3, "unknown-variant")]),
    ("variations.pgn", 1, &[]),
];

fn fixture_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("pgn")
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(fixture_dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn import_bytes(store: &mut Store, bytes: &[u8]) -> ImportReport {
    store.import_pgn(bytes, Some(bytes.len() as u64), &AtomicBool::new(false), |_| {}).unwrap()
}

/// A fresh store with `name` imported: the report and the games in file order.
fn imported(name: &str) -> (ImportReport, Vec<GameRecord>) {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let report = import_bytes(&mut store, &fixture(name));
    (report, games_by_id(&store))
}

/// Every saved game, oldest id first (the import saves in file order).
fn games_by_id(store: &Store) -> Vec<GameRecord> {
    let mut ids: Vec<_> = store.list_games(&GameFilter::default()).unwrap().into_iter().map(|s| s.id).collect();
    ids.sort();
    ids.into_iter().map(|id| store.game(id).unwrap()).collect()
}

fn kinds(report: &ImportReport) -> Vec<(usize, &str)> {
    report.skipped.iter().map(|s| (s.index, s.kind.as_str())).collect()
}

fn tag<'a>(game: &'a GameRecord, name: &str) -> Option<&'a str> {
    game.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
}

/// The game as its exported PGN reads back.
fn exported(game: &GameRecord) -> PgnGame {
    let text = game_to_pgn(game, &stored_names).unwrap();
    rules::read_game(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// A fixture's text as the import decodes it (UTF-8, else Latin-1).
fn decoded(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| e.into_bytes().iter().map(|&b| char::from(b)).collect())
}

/// A fixture cut into its games (every game of the set starts with an
/// `Event` tag; the `%` lines describing a file, before its first game,
/// belong to that game): each game's first line and text.
fn game_texts(text: &str) -> Vec<(usize, String)> {
    let mut games: Vec<(usize, String)> = Vec::new();
    let mut seen_event = false;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let event = line.trim_start_matches('\u{feff}').starts_with("[Event ");
        if games.is_empty() || (event && seen_event) {
            games.push((i + 1, String::new()));
        }
        seen_event |= event;
        games.last_mut().expect("pushed above").1.push_str(line);
    }
    games
}

fn sorted(mut tags: Vec<(String, String)>) -> Vec<(String, String)> {
    tags.sort();
    tags
}

#[test]
fn the_fixture_set_is_complete() {
    let mut on_disk: Vec<String> = std::fs::read_dir(fixture_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    on_disk.sort();
    let listed: Vec<&str> = FIXTURES.iter().map(|(name, _, _)| *name).collect();
    assert_eq!(on_disk, listed, "every fixture is listed in FIXTURES");
}

#[test]
fn each_file_imports_its_games_and_skips_the_others_with_their_reason() {
    for (name, count, skipped) in FIXTURES {
        let (report, games) = imported(name);
        assert_eq!(report.imported, count, "{name}: {:#?}", report.skipped);
        assert_eq!(games.len(), count, "{name}");
        assert_eq!(kinds(&report), skipped, "{name}");
        assert!(!report.cancelled);
        // Each skipped game's line lies inside that game's text.
        let texts = game_texts(&decoded(fixture(name)));
        for s in &report.skipped {
            let first = texts[s.index - 1].0;
            let last = texts.get(s.index).map_or(usize::MAX, |(next, _)| next - 1);
            assert!((first..=last).contains(&s.line), "{name}: game {} reported at line {}", s.index, s.line);
        }
        // Exactly the games the rules core reads alone are imported.
        let readable = texts.iter().filter(|(_, t)| rules::read_game(t).is_ok()).count();
        assert_eq!(readable, count, "{name}");
    }
}

#[test]
fn lichess_exports_keep_clocks_evaluations_judgements_and_study_comments() {
    let (_, games) = imported("lichess.pgn");
    let [blitz, study, rapid] = &games[..] else { panic!("three games") };

    assert_eq!((blitz.white.name.as_str(), blitz.black.name.as_str()), ("kestrel_77", "Quiet_Bishop"));
    assert_eq!(blitz.result, GameResult::BlackWins);
    assert_eq!(blitz.moves.len(), 14);
    assert_eq!(blitz.moves.last().map(String::as_str), Some("d4f3"));
    assert_eq!(blitz.time_control.map(|t| (t.base_ms, t.increment_ms)), Some((300_000, 0)));
    assert_eq!(tag(blitz, "Opening"), Some("Italian Game: Blackburne-Kostic Gambit"));
    assert_eq!(tag(blitz, "UTCTime"), Some("19:42:10"));
    assert_eq!(tag(blitz, "Variant"), None, "Standard is chess, not a tag");
    let pgn = exported(blitz);
    let nxe5 = &pgn.moves[6];
    assert_eq!((nxe5.san.as_str(), nxe5.nags.as_slice()), ("Nxe5", &[4][..]));
    assert_eq!(
        nxe5.comment_after.as_deref(),
        Some("[%eval -3.6] [%clk 0:04:50] Blunder. Nxd4 was best."),
        "two comments in a row join"
    );
    assert_eq!(nxe5.variations, [vec![PgnMove::new("Nxd4"), PgnMove::new("exd4"), PgnMove::new("c3")]]);
    assert_eq!(pgn.moves[8].comment_after.as_deref().map(|c| c.starts_with("[%eval #-3]")), Some(true));

    assert_eq!(study.played_on.as_deref(), Some("1858.??.??"));
    let pgn = exported(study);
    assert_eq!(
        pgn.moves[0].comment_before.as_deref(),
        Some("Played in a box at the Paris opera house during a performance.")
    );
    assert_eq!(pgn.moves[30].nags, [3], "16. Qb8+!!");
    assert_eq!(pgn.moves[5].comment_after.as_deref(), Some("[%csl Rg4] Giving up the bishop pair for nothing."));

    assert_eq!(rapid.time_control.map(|t| t.base_ms), Some(600_000));
    assert_eq!(tag(rapid, "Termination"), Some("Time forfeit"));
    assert_eq!(exported(rapid).moves[23].comment_after.as_deref(), Some("[%clk 0:00:03.2]"));
}

#[test]
fn a_chessbase_file_in_latin1_keeps_its_null_move_idea_and_skips_null_moves_played() {
    let (report, games) = imported("chessbase-latin1.pgn");
    assert!(report.skipped[0].reason.contains("Z0"), "{}", report.skipped[0].reason);
    assert!(report.skipped[1].reason.contains("--"), "{}", report.skipped[1].reason);
    let evergreen = &games[0];
    assert_eq!(tag(evergreen, "Annotator"), Some("Müller, Jörg"));
    assert_eq!(evergreen.moves.len(), 47);
    assert_eq!(evergreen.result, GameResult::WhiteWins);
    let pgn = exported(evergreen);
    // 16... Qh5 with the threat shown as a pass: the variation is kept as written.
    let idea = &pgn.moves[31].variations[0];
    assert_eq!(idea.iter().map(|m| m.san.as_str()).collect::<Vec<_>>(), ["--", "Nf6+", "gxf6", "exf6"]);
    assert_eq!(idea[3].comment_after.as_deref(), Some("droht Bxe7."));
    assert_eq!(pgn.moves[37].variations[0][0].nags, [142]);
    assert_eq!(pgn.moves[46].nags, [18]);
}

#[test]
fn a_byte_order_mark_and_crlf_line_ends_are_read_through() {
    let bytes = fixture("bom-crlf.pgn");
    assert!(bytes.starts_with(b"\xEF\xBB\xBF[Event") && bytes.windows(2).any(|w| w == b"\r\n"));
    let (_, games) = imported("bom-crlf.pgn");
    assert_eq!(games[0].event.as_deref(), Some("Office blitz"), "no byte-order mark in the first tag");
    assert_eq!(tag(&games[0], "BlackElo"), Some("1620"), "no carriage return in tag values");
    assert_eq!(exported(&games[0]).moves[2].comment_after.as_deref(), Some("a well-known mistake"));
    assert_eq!(exported(&games[1]).moves[5].comment_after.as_deref(), Some("misses the threat"));
    assert_eq!(games[1].moves.last().map(String::as_str), Some("h5f7"));
}

#[test]
fn games_without_moves_import_as_games_with_no_moves() {
    let (_, games) = imported("empty.pgn");
    let rows: Vec<_> = games.iter().map(|g| (tag(g, "Round"), g.moves.len(), g.result)).collect();
    assert_eq!(
        rows,
        [
            (Some("3.1"), 0, GameResult::WhiteWins),
            (Some("3.2"), 0, GameResult::Unfinished),
            (Some("4.1"), 0, GameResult::Unfinished),
            (Some("4.2"), 4, GameResult::Draw),
        ]
    );
    // A tag section with no movetext at all is a game of its own, not the
    // first half of the next game's tags.
    assert!(games.iter().all(|g| g.tags.iter().filter(|(n, _)| n == "Round").count() == 1));
    assert_eq!((games[2].white.name.as_str(), games[3].white.name.as_str()), ("Okafor, Ada", "Patel, Ravi"));
    assert_eq!(tag(&games[0], "Termination"), Some("forfeit"));
    // The comment of a game without moves survives export and re-import.
    let forfeit = Some("Black did not appear.");
    assert_eq!(exported(&games[0]).comment.as_deref(), forfeit);
    assert!(games[1..].iter().all(|g| exported(g).comment.is_none()));
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let report = import_bytes(&mut store, game_to_pgn(&games[0], &stored_names).unwrap().as_bytes());
    assert_eq!(report.imported, 1, "{:#?}", report.skipped);
    let again = games_by_id(&store);
    assert_eq!(exported(&again[0]).comment.as_deref(), forfeit);
    assert_eq!(again[0].moves.len(), 0);
}

#[test]
fn partial_and_unknown_dates_are_exported_as_written() {
    let (_, games) = imported("dates.pgn");
    let dates: Vec<_> = games.iter().map(|g| g.played_on.as_deref()).collect();
    assert_eq!(dates, [Some("1851.??.??"), Some("1997.05.??"), None, None, Some("2024.??.??")]);
    let written: Vec<_> = games.iter().map(|g| exported(g).tag("Date").map(str::to_string)).collect();
    let expected = ["1851.??.??", "1997.05.??", "????.??.??", "????.??.??", "2024.??.??"];
    assert_eq!(written, expected.map(|d| Some(d.to_string())), "an unknown date is not the day of the import");
}

#[test]
fn variants_we_do_not_play_are_named_in_the_reason() {
    let (report, games) = imported("variants.pgn");
    for (skipped, name) in report.skipped.iter().zip(["Crazyhouse", "Antichess", "Chess960"]) {
        assert!(skipped.reason.contains(name), "{}", skipped.reason);
    }
    assert_eq!(games[0].site.as_deref(), Some("https://lichess.org/Std9bLtz"));
    assert_eq!(games[0].variant, Variant::Chess);
}

#[test]
fn uci_notation_imports_with_castling_and_promotion() {
    let (report, games) = imported("uci.pgn");
    assert!(report.skipped[0].reason.contains("e5e3"), "{}", report.skipped[0].reason);
    let [najdorf, ending] = &games[..] else { panic!("two games") };
    assert_eq!(najdorf.moves[16], "e1c1");
    assert_eq!(exported(najdorf).moves[16].san, "O-O-O");
    assert_eq!(exported(najdorf).moves[0].comment_after.as_deref(), Some("+0.31/18 0.52s"));
    assert!(
        matches!(najdorf.white.kind, PlayerKind::Engine { .. })
            && matches!(najdorf.black.kind, PlayerKind::Engine { .. })
    );
    assert_eq!(najdorf.time_control, None);
    assert_eq!(tag(najdorf, "TimeControl"), Some("40/60"), "a time control we do not model stays a tag");
    assert_eq!(ending.moves, ["e7e8q", "g7f6", "e8e4", "f6g5"]);
    assert_eq!(ending.start_fen.as_deref(), Some("8/4P1k1/8/8/8/8/6K1/8 w - - 0 60"));
    assert!(game_to_pgn(ending, &stored_names).unwrap().contains("60. e8=Q Kf6 61. Qe4 Kg5 1-0"));
}

#[test]
fn long_algebraic_movetext_imports_as_the_moves_it_names() {
    let (report, games) = imported("long-algebraic.pgn");
    let [pgn_extract, coordinates, capture_promotes, plain_promotion, mirodol] = &games[..] else {
        panic!("five games")
    };
    // The exported movetext, on one line.
    let text = |g: &GameRecord| game_to_pgn(g, &stored_names).unwrap().split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        text(pgn_extract).contains(
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 Nxe4 8. O-O Nxc3 9. bxc3 Bxc3 \
             10. Qb3 d5 11. Bxd5 O-O 12. Bxf7+ Kh8 13. Qxc3 Rxf7 14. Ng5 Rf8 1-0"
        ),
        "{}",
        text(pgn_extract)
    );
    // No piece letter: the piece on the origin square moves (2. c1-b2 is the bishop).
    assert_eq!(&coordinates.moves[..4], ["b2b3", "e7e5", "c1b2", "b8c6"]);
    assert!(text(coordinates).contains("2. Bb2 Nc6 3. e3 d5 4. Bb5 Bd6 5. f4 Qh4+"), "{}", text(coordinates));
    assert_eq!(capture_promotes.moves[0], "e7d8q");
    assert_eq!(plain_promotion.moves, ["e7e8q", "g7f6", "f2e3"]);
    assert_eq!(mirodol.variant, Variant::Mirodol);
    assert_eq!(mirodol.moves, ["e2e5", "e9e6", "h1g3", "c10d8"]);
    // A letter that is not the piece on the origin, and a dash after half an
    // origin square, are refused with the move and where it is.
    let [wrong_piece, half_square] = &report.skipped[..] else { panic!("two refused") };
    assert!(wrong_piece.reason.contains("'Bg1-f3' is not a legal move"), "{}", wrong_piece.reason);
    assert!(half_square.reason.contains("'Ng-f3' is not a move in algebraic notation"), "{}", half_square.reason);
}

#[test]
fn the_apps_export_of_imported_games_imports_again_as_the_same_games() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let first = import_bytes(&mut store, &fixture("reimport.pgn"));
    assert_eq!(first.imported, 3, "{:#?}", first.skipped);
    // The export as the app wrote it (tags reordered, the roster completed
    // with `[Round "?"]` and `[Date "????.??.??"]`), and as it writes it now.
    let mut now = Vec::new();
    store.export_pgn(&GameFilter::default(), &mut now, &stored_names).unwrap();
    for (what, text) in [("reimport-exported.pgn", fixture("reimport-exported.pgn")), ("export", now)] {
        let report = import_bytes(&mut store, &text);
        assert_eq!(report.imported, 0, "{what}: {:#?}", report.skipped);
        assert_eq!(kinds(&report), [(1, "duplicate"), (2, "duplicate"), (3, "duplicate")], "{what}");
        assert!(report.first_game.is_some(), "{what}: the saved game stands for the first");
    }
    assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 3);
    // A game that differs in a roster value is another game.
    let text = String::from_utf8(fixture("reimport.pgn"))
        .unwrap()
        .replace("[Event \"Casual\"]", "[Event \"Casual\"]\n[Round \"2\"]");
    let report = import_bytes(&mut store, text.as_bytes());
    assert_eq!((report.imported, kinds(&report)), (1, vec![(1, "duplicate"), (2, "duplicate")]));
}

#[test]
fn set_up_positions_import_with_their_start_and_move_numbers() {
    let (_, games) = imported("setup.pgn");
    let starts: Vec<_> = games.iter().map(|g| g.start_fen.as_deref().unwrap_or("")).collect();
    assert_eq!(
        starts,
        [
            "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
            "8/8/8/8/4k3/8/3P4/4K3 b - - 3 57",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1",
        ]
    );
    // `KQkq` with no white rook: White's rights are dropped, Black's kept.
    assert_eq!(games[4].moves, ["e1e2", "e8g8", "e2e3", "a8e8"]);
    assert!(game_to_pgn(&games[4], &stored_names).unwrap().contains("[FEN \"r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1\"]"));
    assert!(games.iter().all(|g| g.variant == Variant::Chess), "From Position is chess");
    assert!(game_to_pgn(&games[1], &stored_names).unwrap().contains("57... Kd4 58. Ke2 Ke4 59. d3+"));
    assert_eq!(games[0].moves.last().map(String::as_str), Some("d4b4"));
}

#[test]
fn nested_variations_keep_their_comments_and_nags() {
    let (_, games) = imported("variations.pgn");
    let pgn = exported(&games[0]);
    assert_eq!(
        pgn.moves[0].comment_before.as_deref(),
        Some("The main line of the closed Spanish, with the sidelines a club player meets.")
    );
    let berlin = &pgn.moves[5].variations[0];
    assert_eq!(berlin[0].comment_after.as_deref(), Some("The Berlin."));
    assert_eq!(berlin[1].san, "O-O");
    assert_eq!(berlin[2].variations[0][0].comment_after.as_deref(), Some("Classical ideas."));
    assert_eq!(berlin[4].variations[0][1].nags, [14]);
    let na5 = &pgn.moves[17];
    assert_eq!((na5.san.as_str(), na5.nags.as_slice(), na5.variations.len()), ("Na5", &[5][..], 2));
    let exd4 = &na5.variations[1][2].variations[0];
    assert_eq!((exd4[0].san.as_str(), exd4[0].nags.as_slice()), ("exd4", &[6][..]));
    assert_eq!(exd4[3].comment_after.as_deref(), Some("White gains space."));
    assert_eq!(pgn.moves[18].comment_before.as_deref(), Some("Chigorin's move."), "a comment after variations");
    assert_eq!(pgn.moves[21].comment_after.as_deref(), Some("the tabiya"), "a ; comment");
    assert_eq!(pgn.moves[21].nags, [132]);
}

#[test]
fn every_fixture_round_trips_through_export_and_import() {
    for (name, _, _) in FIXTURES {
        // The source, game by game, as the rules core reads it alone.
        let originals: Vec<PgnGame> =
            game_texts(&decoded(fixture(name))).iter().filter_map(|(_, t)| rules::read_game(t).ok()).collect();
        let (_dir, path) = temp_db();
        let mut first = Store::open(&path).unwrap();
        import_bytes(&mut first, &fixture(name));
        let saved = games_by_id(&first);
        assert_eq!(saved.len(), originals.len(), "{name}");
        for (original, game) in originals.iter().zip(&saved) {
            let back = exported(game);
            let what = format!("{name}, {:?}", game.event);
            assert_eq!(sorted(back.canonical_tags()), sorted(original.canonical_tags()), "{what}: tags");
            assert_eq!(back.moves, original.moves, "{what}: moves, comments, NAGs and variations");
            assert_eq!(back.comment, original.comment, "{what}: the comment of a game without moves");
            assert_eq!(
                (back.variant, &back.start_fen, &back.result),
                (original.variant, &original.start_fen, &original.result),
                "{what}"
            );
        }

        // The whole store exported, imported elsewhere and exported again:
        // the same games, the same text.
        let mut text = Vec::new();
        first.export_pgn(&GameFilter::default(), &mut text, &stored_names).unwrap();
        let (_dir2, path2) = temp_db();
        let mut second = Store::open(&path2).unwrap();
        let report = import_bytes(&mut second, &text);
        assert_eq!((report.imported, report.skipped.len()), (saved.len(), 0), "{name}: {:#?}", report.skipped);
        let again = games_by_id(&second);
        let mut a: Vec<String> = saved.iter().map(|g| game_to_pgn(g, &stored_names).unwrap()).collect();
        let mut b: Vec<String> = again.iter().map(|g| game_to_pgn(g, &stored_names).unwrap()).collect();
        a.sort();
        b.sort();
        assert_eq!(a, b, "{name}");
        // What PGN carries of a record. A `Round` of `?` (PGN's unknown, which
        // export writes for a game without one) counts as no `Round`.
        let carried = |g: &GameRecord| {
            let names = (g.white.clone(), g.black.clone());
            let body = (g.variant, g.start_fen.clone(), g.moves.clone(), g.result, g.annotated_pgn.clone());
            let tags = g.tags.iter().filter(|(n, v)| !(n == "Round" && v == "?")).cloned().collect();
            let row = (g.event.clone(), g.site.clone(), g.played_on.clone(), g.time_control, sorted(tags));
            format!("{names:?} {body:?} {row:?}")
        };
        let mut a: Vec<String> = saved.iter().map(carried).collect();
        let mut b: Vec<String> = again.iter().map(carried).collect();
        a.sort();
        b.sort();
        assert_eq!(a, b, "{name}");
    }
}

#[test]
fn the_notes_of_every_annotated_game_line_up_with_its_moves() {
    let mut annotated = 0;
    for (name, _, _) in FIXTURES {
        for game in imported(name).1 {
            let Some(pgn) = &game.annotated_pgn else { continue };
            annotated += 1;
            let notes = store::annotations::mainline_notes(pgn).unwrap();
            assert_eq!(notes.moves.len(), game.moves.len(), "{name}, {:?}", game.event);
            assert!(notes.moves.iter().enumerate().all(|(i, n)| n.ply == i + 1));
        }
    }
    assert!(annotated >= 7, "{annotated}");
    let (_, games) = imported("lichess.pgn");
    let notes = store::annotations::mainline_notes(games[0].annotated_pgn.as_deref().unwrap()).unwrap();
    let evals: Vec<_> = notes.moves.iter().map(|n| n.eval).collect();
    use store::annotations::Eval::{Cp, Mate};
    assert_eq!(
        evals,
        [
            Some(Cp(18)),
            Some(Cp(25)),
            Some(Cp(21)),
            Some(Cp(23)),
            Some(Cp(14)),
            Some(Cp(95)),
            Some(Cp(-360)),
            Some(Cp(-352)),
            Some(Mate(-3)),
            Some(Mate(-2)),
            Some(Mate(-2)),
            Some(Mate(-1)),
            Some(Mate(-1)),
            None
        ]
    );
    let rapid = store::annotations::mainline_notes(games[2].annotated_pgn.as_deref().unwrap()).unwrap();
    assert_eq!(rapid.moves[23].clock_ms, Some(3_200));
    assert!(rapid.moves.iter().all(|n| n.comment.is_none() && n.clock_ms.is_some()));
}
