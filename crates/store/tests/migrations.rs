//! Schema migrations: a new file, an empty file, and a file left at every
//! earlier schema version (with data) all open with the current code and keep
//! their data.

mod common;

use common::temp_db;
use rusqlite::{params, Connection};
use std::sync::atomic::AtomicBool;
use store::schema::{self, create_at_version, VERSION};
use store::{GameFilter, GameId, GameResult, PlayerKind, SetupId, SetupSide, Source, Store};

/// Data as an older Maharajah wrote it, using only the columns version
/// `version` has (so the test breaks if a migration renames one).
fn write_old_data(path: &std::path::Path, version: i64) {
    let conn = Connection::open(path).unwrap();
    conn.execute_batch(
        "INSERT INTO games (id, variant, white_name, white_kind, black_name, black_kind, black_level, result, \
         reason, tc_base_ms, tc_increment_ms, ply_count, event, site, source, in_progress, played_at, created_at, \
         updated_at, finished_at) \
         VALUES (7, 'chess', 'Anna Kowalski', 'human', 'Maharajah engine', 'engine', 4, '1-0', 'checkmate', \
         300000, 2000, 4, 'Club night', 'Lviv', 'offline', 0, 1700000000000, 1700000000000, 1700000100000, \
         1700000100000); \
         INSERT INTO game_bodies (game_id, moves, move_clocks, tags) \
         VALUES (7, 'f2f3 e7e5 g2g4 d8h4', '299000,300000 298000,299500 297000,298000 296500,297000', \
         '[[\"Round\",\"3\"]]'); \
         INSERT INTO games (id, variant, white_name, black_name, black_kind, ply_count, custom_start, source, \
         in_progress, played_at, created_at, updated_at) \
         VALUES (8, 'maharajah', 'Ivan Petrenko', 'Yuki Tanaka', 'remote', 1, 1, 'lan', 1, 1700000200000, \
         1700000200000, 1700000300000); \
         INSERT INTO game_bodies (game_id, start_fen, moves, clock_white_ms, clock_black_ms, clock_running) \
         VALUES (8, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4', 170000, 180000, 'b');",
    )
    .unwrap();
    conn.execute(
        "INSERT INTO setups (id, name, side, board, notes, created_at, updated_at) \
         VALUES (3, 'Knight wall', 'white', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', 'classic', 1, 2)",
        [],
    )
    .unwrap();
    conn.execute("INSERT INTO settings (key, value, updated_at) VALUES ('language', '\"uk\"', 1)", []).unwrap();
    if version >= 2 {
        conn.execute("UPDATE setups SET favourite = 1 WHERE id = 3", []).unwrap();
    }
    if version >= 3 {
        conn.execute(
            "INSERT INTO game_analysis (game_id, engine, data, updated_at) VALUES (7, 'old engine', '[1, 2]', 5)",
            params![],
        )
        .unwrap();
    }
}

fn user_version(path: &std::path::Path) -> i64 {
    Connection::open(path).unwrap().pragma_query_value(None, "user_version", |r| r.get(0)).unwrap()
}

#[test]
fn a_new_file_gets_the_whole_schema() {
    let (_dir, path) = temp_db();
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), VERSION);
    assert_eq!(VERSION, schema::MIGRATIONS.len() as i64);
    store.check_integrity().unwrap();
    let conn = Connection::open(&path).unwrap();
    let app_id: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0)).unwrap();
    assert_eq!(app_id, schema::APPLICATION_ID);
    let mode: String = conn.pragma_query_value(None, "journal_mode", |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn an_empty_file_is_initialised() {
    let (_dir, path) = temp_db();
    std::fs::write(&path, b"").unwrap();
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), VERSION);
    store.set_setting("x", &1).unwrap();
    assert_eq!(store.setting::<i32>("x").unwrap(), Some(1));
}

#[test]
fn the_folder_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep").join("er").join("maharajah.db");
    Store::open(&path).unwrap();
    assert!(path.exists());
}

#[test]
fn every_earlier_version_upgrades_and_keeps_its_data() {
    for version in 0..VERSION {
        let (_dir, path) = temp_db();
        create_at_version(&path, version).unwrap();
        assert_eq!(user_version(&path), version);
        if version >= 1 {
            write_old_data(&path, version);
        }
        let mut store = Store::open(&path).unwrap_or_else(|e| panic!("from version {version}: {e}"));
        assert_eq!(store.schema_version().unwrap(), VERSION, "from version {version}");
        store.check_integrity().unwrap();
        if version == 0 {
            assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 0);
            continue;
        }
        // Games: every field read back.
        let g = store.game(GameId(7)).unwrap();
        assert_eq!(g.white.name, "Anna Kowalski");
        assert_eq!(g.black.kind, PlayerKind::Engine { level: Some(4) });
        assert_eq!(g.result, GameResult::WhiteWins);
        assert_eq!(g.reason.as_deref(), Some("checkmate"));
        assert_eq!(g.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert_eq!(g.move_clocks.len(), 4);
        assert_eq!(g.time_control.unwrap().increment_ms, 2000);
        assert_eq!(g.tags, vec![("Round".to_string(), "3".to_string())]);
        assert_eq!(g.source, Source::Offline);
        let resume = store.latest_in_progress().unwrap().unwrap();
        assert_eq!(resume.id, Some(GameId(8)));
        assert_eq!(resume.clock.unwrap().running, Some(rules::Color::Black));
        assert_eq!(resume.moves, ["e2e4"]);
        assert!(resume.start_fen.is_some());
        // Search (version 2) indexes the games saved before it existed.
        let found = store.list_games(&GameFilter { search: Some("lviv".into()), ..Default::default() }).unwrap();
        assert_eq!(found.iter().map(|s| s.id).collect::<Vec<_>>(), [GameId(7)]);
        let found = store.list_games(&GameFilter { opponent: Some("tanaka".into()), ..Default::default() }).unwrap();
        assert_eq!(found.iter().map(|s| s.id).collect::<Vec<_>>(), [GameId(8)]);
        // Setups: favourite defaults to false when it did not exist yet.
        let s = store.setup(SetupId(3)).unwrap();
        assert_eq!(s.name, "Knight wall");
        assert_eq!(s.side, SetupSide::White);
        assert_eq!(s.favourite, version >= 2);
        assert_eq!(store.setting::<String>("language").unwrap().as_deref(), Some("uk"));
        // Analysis (version 3) works for old games, and follows their deletion.
        if version < 3 {
            assert_eq!(store.analysis(GameId(7)).unwrap(), None);
            store.save_analysis(GameId(7), "engine 1", &serde_json::json!({"evals": [12, -30]})).unwrap();
        }
        assert!(store.analysis(GameId(7)).unwrap().is_some());
        assert!(store.delete_game(GameId(7)).unwrap());
        assert_eq!(store.analysis(GameId(7)).unwrap(), None);
        // Opening again is a no-op.
        drop(store);
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), VERSION);
        assert_eq!(store.count_games(&GameFilter::default()).unwrap(), 1);
    }
}

#[test]
fn schema_5_recomputes_the_duplicate_key_of_games_imported_before() {
    let (_dir, path) = temp_db();
    create_at_version(&path, 4).unwrap();
    // A game imported under schema 4 from a file without a Round tag, its
    // key taken from the tags as they were written there.
    let old_key = "a3".repeat(32);
    let conn = Connection::open(&path).unwrap();
    conn.execute(
        "INSERT INTO games (id, variant, white_name, black_name, result, ply_count, event, site, source, \
         in_progress, played_at, created_at, updated_at, import_key, played_on) \
         VALUES (3, 'chess', 'Lindqvist, Maja', 'Okafor, Chidi', '1/2-1/2', 4, 'Spring rapid', 'Malmö', 'import', \
         0, 1713571200000, 1713600000000, 1713600000000, ?1, '2024.04.20')",
        [&old_key],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO game_bodies (game_id, moves, tags) VALUES (3, 'e2e4 e7e5 g1f3 g8f6', '[[\"ECO\",\"C42\"]]')",
        [],
    )
    .unwrap();
    drop(conn);

    let mut store = Store::open(&path).unwrap();
    let key: String = Connection::open(&path)
        .unwrap()
        .query_row("SELECT import_key FROM games WHERE id = 3", [], |r| r.get(0))
        .unwrap();
    assert!(key != old_key && key.len() == 64, "{key}");
    // The app's export of it (the roster complete, `[Round "?"]` added) is the same game.
    let text = store.game_pgn(GameId(3), &store::stored_names).unwrap();
    assert!(
        text.starts_with("[Event \"Spring rapid\"]\n[Site \"Malmö\"]\n[Date \"2024.04.20\"]\n[Round \"?\"]"),
        "{text}"
    );
    let report = store.import_pgn(text.as_bytes(), None, &AtomicBool::new(false), |_| {}).unwrap();
    assert_eq!(report.imported, 0, "{:#?}", report.skipped);
    assert_eq!(report.skipped.iter().map(|s| s.kind.as_str()).collect::<Vec<_>>(), ["duplicate"]);
    assert_eq!(report.first_game, Some(GameId(3)));
}

#[test]
fn a_newer_schema_is_refused_untouched() {
    let (_dir, path) = temp_db();
    drop(Store::open(&path).unwrap());
    let conn = Connection::open(&path).unwrap();
    conn.pragma_update(None, "user_version", VERSION + 1).unwrap();
    drop(conn);
    let before = std::fs::read(&path).unwrap();
    let e = Store::open(&path).unwrap_err();
    assert_eq!(e.kind(), "too-new");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(user_version(&path), VERSION + 1);
}

#[test]
fn create_at_version_refuses_unknown_versions() {
    let (_dir, path) = temp_db();
    assert_eq!(create_at_version(&path, VERSION + 1).unwrap_err().kind(), "invalid");
    assert_eq!(create_at_version(&path, -1).unwrap_err().kind(), "invalid");
}
