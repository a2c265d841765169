//! PGN import and export: broken games among good ones import every good
//! one, progress and cancel, round trips, encodings, oversize games.

mod common;

use common::temp_db;
use rules::Variant;
use std::sync::atomic::{AtomicBool, Ordering};
use store::sample::random_games;
use store::{game_to_pgn, stored_names, GameFilter, GameRecord, GameResult, ImportReport, Source, Store};

/// Broken games of every kind the reader refuses, each with a word its
/// reason must contain.
const BROKEN: [(&str, &str); 8] = [
    ("[Event \"illegal\"]\n[White \"X\"]\n[Black \"Y\"]\n\n1. e4 e5 2. Ke3 Nf6 *\n", "Ke3"),
    ("[Event \"variant\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n", "Crazyhouse"),
    ("[Event \"bad fen\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 *\n", "FEN"),
    ("[Event \"no fen\"]\n[SetUp \"1\"]\n\n1. e4 *\n", "FEN"),
    ("[Event \"comment\"]\n\n1. e4 {this comment is never closed\n2. Nf3 Nc6\n\n", "comment"),
    ("[Event \"variation\"]\n\n1. e4 (1. d4 d5 2. c4 *\n", "variation"),
    ("[Event \"garbage\"]\n\n1. e4 e5 2. @@@ *\n", "unexpected"),
    ("[Event \"sans\"]\n\n1. e4 e5 2. Nf3 Qxh7 3. Bb5 *\n", "Qxh7"),
];

fn import_text(store: &mut Store, text: &str) -> ImportReport {
    let cancel = AtomicBool::new(false);
    store.import_pgn(text.as_bytes(), Some(text.len() as u64), &cancel, |_| {}).unwrap()
}

fn all_games(store: &Store) -> Vec<GameRecord> {
    let ids: Vec<_> = store.list_games(&GameFilter::default()).unwrap().into_iter().map(|s| s.id).collect();
    ids.into_iter().map(|id| store.game(id).unwrap()).collect()
}

/// The parts of a game PGN carries, for comparing before and after.
type Essence = (&'static str, Option<String>, Vec<String>, String, String, &'static str, Option<String>);

fn essence(g: &GameRecord) -> Essence {
    let names = (g.white.name.clone(), g.black.name.clone());
    (g.variant.id(), g.start_fen.clone(), g.moves.clone(), names.0, names.1, g.result.pgn(), g.event.clone())
}

#[test]
fn broken_games_among_good_ones_import_every_good_one() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let good = random_games(120, 2024);
    let mut text = String::new();
    let mut broken_at = Vec::new();
    let mut index = 0;
    for (i, g) in good.iter().enumerate() {
        if i % 15 == 7 {
            let (snippet, _) = BROKEN[broken_at.len() % BROKEN.len()];
            text.push_str(snippet);
            text.push('\n');
            index += 1;
            broken_at.push(index);
        }
        text.push_str(&game_to_pgn(g, &stored_names).unwrap());
        text.push('\n');
        index += 1;
    }
    let report = import_text(&mut store, &text);
    assert!(!report.cancelled);
    assert_eq!(report.imported, good.len(), "{:#?}", report.skipped);
    assert_eq!(report.skipped.iter().map(|s| s.index).collect::<Vec<_>>(), broken_at);
    for (k, skipped) in report.skipped.iter().enumerate() {
        let (snippet, word) = BROKEN[k % BROKEN.len()];
        assert!(skipped.reason.contains(word), "game {}: {:?} should mention {word}", skipped.index, skipped.reason);
        // The line points into the broken game's text.
        let line = text.lines().nth(skipped.line - 1).unwrap();
        assert!(snippet.contains(line.trim()), "line {} is {line:?}", skipped.line);
    }
    let mut stored: Vec<_> = all_games(&store).iter().map(essence).collect();
    let mut expected: Vec<_> = good.iter().map(essence).collect();
    stored.sort();
    expected.sort();
    assert_eq!(stored, expected);
    assert!(all_games(&store).iter().all(|g| g.source == Source::Import && !g.in_progress));
}

#[test]
fn a_file_of_only_broken_games_imports_nothing_and_says_why() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let text: String = BROKEN.iter().map(|(s, _)| format!("{s}\n")).collect();
    let report = import_text(&mut store, &text);
    assert_eq!(report.imported, 0);
    assert_eq!(report.skipped.len(), BROKEN.len());
    assert_eq!(import_text(&mut store, "").imported, 0);
    assert_eq!(import_text(&mut store, "\n\n  \n").skipped, []);
}

#[test]
fn export_and_import_round_trip() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let games = random_games(80, 99);
    store.insert_games(&games).unwrap();
    let mut out = Vec::new();
    let n = store.export_pgn(&GameFilter::default(), &mut out, &stored_names).unwrap();
    assert_eq!(n, 80);
    let text = String::from_utf8(out).unwrap();
    // Every game reads back through the rules core.
    assert!(rules::read_games(&text).iter().all(|g| g.is_ok()));

    let (_dir2, path2) = temp_db();
    let mut other = Store::open(&path2).unwrap();
    let report = import_text(&mut other, &text);
    assert_eq!((report.imported, report.skipped.len()), (80, 0));
    let mut a: Vec<_> = games.iter().map(essence).collect();
    let mut b: Vec<_> = all_games(&other).iter().map(essence).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b);
    // Dates, time controls and rounds survive too.
    for g in all_games(&other) {
        let original = games.iter().find(|o| essence(o) == essence(&g)).unwrap();
        assert_eq!(store::time::pgn_date(g.played_at), store::time::pgn_date(original.played_at));
        assert_eq!(g.time_control, original.time_control);
        assert_eq!(g.tags.iter().find(|(n, _)| n == "Round"), original.tags.iter().find(|(n, _)| n == "Round"));
    }
}

#[test]
fn export_follows_the_filter_and_one_game_exports_alone() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let games = random_games(60, 5);
    let ids = store.insert_games(&games).unwrap();
    let filter = GameFilter { variant: Some(Variant::Mirodol), ..Default::default() };
    let mut out = Vec::new();
    let n = store.export_pgn(&filter, &mut out, &stored_names).unwrap();
    assert_eq!(n as u64, store.count_games(&filter).unwrap());
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.matches("[Variant \"Mirodol\"]").count(), n);
    assert_eq!(text.matches("[Event ").count(), n);

    let mut one = Vec::new();
    store.export_game_pgn(ids[3], &mut one, &stored_names).unwrap();
    let game = rules::read_game(std::str::from_utf8(&one).unwrap()).unwrap();
    assert_eq!(game.moves.len(), games[3].moves.len());
    assert_eq!(game.tag("White"), Some(games[3].white.name.as_str()));
    assert_eq!(store.game_pgn(ids[3], &stored_names).unwrap().as_bytes(), one.as_slice());
}

#[test]
fn annotations_are_kept_verbatim() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let text = "[Event \"Lesson\"]\n[White \"Teacher\"]\n[Black \"Student\"]\n[Result \"1-0\"]\n[Annotator \"Me\"]\n\n\
                {Start.} 1. e4 $1 e5 (1... c5 {Sicilian} 2. Nf3) 2. Qh5?! Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0\n";
    let report = import_text(&mut store, text);
    assert_eq!(report.imported, 1);
    let g = &all_games(&store)[0];
    assert_eq!(g.moves, ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
    assert_eq!(g.result, GameResult::WhiteWins);
    assert!(g.tags.contains(&("Annotator".to_string(), "Me".to_string())));
    let exported = store.game_pgn(g.id.unwrap(), &stored_names).unwrap();
    assert!(exported.contains("{Sicilian}") && exported.contains("$1") && exported.contains("$4"), "{exported}");
    let (back, original) = (rules::read_game(&exported).unwrap(), rules::read_game(text).unwrap());
    assert_eq!(back.tags, original.canonical_tags());
    assert_eq!((back.moves, back.result), (original.moves, original.result));
}

#[test]
fn custom_starts_and_every_variant_import() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let games = random_games(40, 8);
    assert!(games.iter().any(|g| g.variant == Variant::Maharajah && g.start_fen.is_some()));
    let text: String = games.iter().map(|g| game_to_pgn(g, &stored_names).unwrap() + "\n").collect();
    assert!(text.contains("[SetUp \"1\"]"));
    let report = import_text(&mut store, &text);
    assert_eq!(report.imported, 40);
    for v in Variant::ALL {
        let n = games.iter().filter(|g| g.variant == v).count() as u64;
        assert_eq!(store.count_games(&GameFilter { variant: Some(v), ..Default::default() }).unwrap(), n);
    }
}

#[test]
fn latin1_and_crlf_files_import() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let mut bytes = b"[Event \"Open\"]\r\n[White \"Jos".to_vec();
    bytes.push(0xE9); // é in Latin-1
    bytes.extend_from_slice(b" Ra\xfal\"]\r\n[Black \"M\xfcller\"]\r\n\r\n1. d4 d5 2. c4 1/2-1/2\r\n");
    let cancel = AtomicBool::new(false);
    let report = store.import_pgn(bytes.as_slice(), None, &cancel, |_| {}).unwrap();
    assert_eq!(report.imported, 1, "{:?}", report.skipped);
    let g = &all_games(&store)[0];
    assert_eq!(g.white.name, "José Raúl");
    assert_eq!(g.black.name, "Müller");
    assert_eq!(g.result, GameResult::Draw);
}

#[test]
fn an_oversized_game_is_skipped_and_the_next_one_kept() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let huge = format!("[Event \"huge\"]\n\n1. e4 {{{}}} e5 *\n\n", "blah ".repeat(store::MAX_GAME_BYTES / 4));
    let text = format!("{huge}[Event \"after\"]\n\n1. d4 *\n");
    let report = import_text(&mut store, &text);
    assert_eq!(report.imported, 1);
    assert_eq!(report.skipped.len(), 1);
    assert!(report.skipped[0].reason.contains("MiB"));
    assert_eq!(all_games(&store)[0].event.as_deref(), Some("after"));
}

#[test]
fn progress_reaches_the_end_and_cancel_stops_between_batches() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let text = store::sample::random_pgn(1_300, 3);
    let total = text.len() as u64;
    let cancel = AtomicBool::new(false);
    let mut seen = Vec::new();
    let report = store.import_pgn(text.as_bytes(), Some(total), &cancel, |p| seen.push(*p)).unwrap();
    assert_eq!(report.imported, 1_300);
    assert!(seen.len() >= 3, "{seen:?}");
    assert!(seen.windows(2).all(|w| w[0].bytes_read <= w[1].bytes_read && w[0].imported <= w[1].imported));
    let last = seen.last().unwrap();
    assert_eq!((last.bytes_read, last.total_bytes, last.imported), (total, Some(total), 1_300));

    // Cancel from the progress callback after the first batch.
    let (_dir2, path2) = temp_db();
    let mut other = Store::open(&path2).unwrap();
    let report = other
        .import_pgn(text.as_bytes(), Some(total), &cancel, |p| {
            if p.imported >= store::IMPORT_BATCH {
                cancel.store(true, Ordering::Relaxed);
            }
        })
        .unwrap();
    assert!(report.cancelled);
    assert!(report.imported >= store::IMPORT_BATCH && report.imported < 1_300, "{}", report.imported);
    assert_eq!(other.count_games(&GameFilter::default()).unwrap(), report.imported as u64);
}

#[test]
fn import_from_a_file_on_disk() {
    let (dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let file = dir.path().join("games.pgn");
    std::fs::write(&file, store::sample::random_pgn(25, 77)).unwrap();
    let cancel = AtomicBool::new(false);
    let mut last = None;
    let report = store.import_pgn_file(&file, &cancel, |p| last = Some(*p)).unwrap();
    assert_eq!(report.imported, 25);
    assert_eq!(last.unwrap().total_bytes, Some(std::fs::metadata(&file).unwrap().len()));
    assert_eq!(store.import_pgn_file(dir.path().join("missing.pgn"), &cancel, |_| {}).unwrap_err().kind(), "io");
}

#[test]
fn uci_moves_import_and_null_moves_crazyhouse_and_duplicates_are_skipped_with_their_reason() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let text = concat!(
        "[Event \"uci\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. g1f3 d7d5 2. d2d4 e7e8 *\n\n",
        "[Event \"uci ok\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. g1f3 d7d5 2. d2d4 *\n\n",
        "[Event \"drops\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. N@f3 *\n\n",
        "[Event \"null\"]\n\n1. e4 -- 2. d4 *\n\n",
        "[Event \"chessbase null\"]\n\n1. e4 e5 2. Z0 Nc6 *\n\n",
        "[Event \"plain\"]\n[White \"C\"]\n[Black \"D\"]\n[Date \"2024.05.01\"]\n\n1. e4 e5 2. Nf3 1-0\n",
    );
    let kinds = |r: &ImportReport| r.skipped.iter().map(|s| (s.index, s.kind.clone())).collect::<Vec<_>>();
    let first = import_text(&mut store, text);
    assert_eq!(first.imported, 2, "{:?}", first.skipped);
    let expected = vec![
        (1, "illegal-move".to_string()),
        (3, "unknown-variant".to_string()),
        (4, "null-move".to_string()),
        (5, "null-move".to_string()),
    ];
    assert_eq!(kinds(&first), expected);
    assert!(first.skipped[1].reason.contains("Crazyhouse"), "{}", first.skipped[1].reason);
    assert!(first.skipped[2].reason.contains("null move"), "{}", first.skipped[2].reason);
    let uci = all_games(&store).into_iter().find(|g| g.event.as_deref() == Some("uci ok")).unwrap();
    assert_eq!(uci.moves, ["g1f3", "d7d5", "d2d4"]);
    // Opening the file shows its first readable game, game 2 here.
    assert_eq!(first.first_game, uci.id);
    // The same file again: the two saved games are reported as duplicates, nothing doubles.
    let again = import_text(&mut store, text);
    assert_eq!(again.imported, 0);
    let mut expected = expected;
    expected.insert(1, (2, "duplicate".to_string()));
    expected.push((6, "duplicate".to_string()));
    assert_eq!(kinds(&again), expected);
    assert_eq!(store.list_games(&GameFilter::default()).unwrap().len(), 2);
    assert_eq!(again.first_game, uci.id, "a duplicate stands for the game already saved");
    assert_eq!(import_text(&mut store, "[Event \"null\"]\n\n1. e4 -- *\n").first_game, None);
}

#[test]
fn partial_dates_stay_partial_in_the_list_and_on_export() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let game = |event: &str, date: &str| format!("[Event \"{event}\"]\n[Date \"{date}\"]\n\n1. e4 e5 *\n\n");
    let text = [
        game("year", "1997.??.??"),
        game("month", "1997.05.??"),
        game("day", "1997.05.11"),
        game("none", "????.??.??"),
    ]
    .concat();
    assert_eq!(import_text(&mut store, &text).imported, 4);
    let on = |event: &str| {
        let g = all_games(&store).into_iter().find(|g| g.event.as_deref() == Some(event)).unwrap();
        let row =
            store.list_games(&GameFilter::default()).unwrap().into_iter().find(|s| s.id == g.id.unwrap()).unwrap();
        assert_eq!(row.played_on, g.played_on, "the list row carries the date as the record does");
        (g.played_on.clone(), store.game_pgn(g.id.unwrap(), &stored_names).unwrap())
    };
    for (event, date) in [("year", "1997.??.??"), ("month", "1997.05.??"), ("day", "1997.05.11")] {
        let (played_on, pgn) = on(event);
        assert_eq!(played_on.as_deref(), Some(date));
        assert!(pgn.contains(&format!("[Date \"{date}\"]")), "{pgn}");
    }
    let (played_on, _) = on("none");
    assert_eq!(played_on, None, "an unknown date is not a date");
}
